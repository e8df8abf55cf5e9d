/* SPDX-License-Identifier: Apache-2.0 */
/* AES key set-up and the argument checks every mode shares. */
#include <string.h>

#include "bytes.h"
#include "ct.h"
#include "internal.h"
#include "kernel.h"

/* see internal.h */
int aesalt_setkey_with(const struct aesalt_kernel *kern, aesalt_aes_key *key, const uint8_t *k,
		       size_t key_len, int decrypt)
{
	if (key == NULL)
		return AESALT_ERR_BAD_INPUT;
	/* First: a failed set-key leaves no usable old key behind. */
	aesalt_zeroize(key, sizeof *key);
	if (key_len != 16 && key_len != 24 && key_len != 32)
		return AESALT_ERR_KEY_LENGTH;
	if (k == NULL)
		return AESALT_ERR_BAD_INPUT;
	if (kern == NULL)
		kern = aesalt_kernel_current();
	if (kern == NULL)
		return AESALT_ERR_UNSUPPORTED;
	AESALT_COUNT(kern);
	if (decrypt)
		kern->aes_setkey_dec(key, k, (unsigned)key_len * 8);
	else
		kern->aes_setkey_enc(key, k, (unsigned)key_len * 8);
	key->kernel = kern;
	key->decrypt = decrypt != 0;
	return AESALT_OK;
}

/* see aesalt.h */
int aesalt_aes_setkey_enc(aesalt_aes_key *key, const uint8_t *k, size_t key_len)
{
	return aesalt_setkey_with(NULL, key, k, key_len, 0);
}

/* see aesalt.h */
int aesalt_aes_setkey_dec(aesalt_aes_key *key, const uint8_t *k, size_t key_len)
{
	return aesalt_setkey_with(NULL, key, k, key_len, 1);
}

/* see aesalt.h */
const char *aesalt_aes_key_kernel(const aesalt_aes_key *key)
{
	return key != NULL && key->kernel != NULL ? key->kernel->name : NULL;
}

/* see aesalt.h (the deprecated name of aesalt_aes_key_kernel) */
const char *aesalt_aes_key_impl(const aesalt_aes_key *key)
{
	return aesalt_aes_key_kernel(key);
}

/* see aesalt.h */
void aesalt_aes_key_wipe(aesalt_aes_key *key)
{
	if (key != NULL)
		aesalt_zeroize(key, sizeof *key);
}

/* see kernel.h */
unsigned aesalt_aes_expand_le(uint32_t *w, const uint8_t *k, unsigned bits,
			      uint32_t (*sub_word)(uint32_t))
{
	const unsigned nk = bits / 32, nr = nk + 6, nw = 4 * (nr + 1);
	uint32_t rcon = 1;
	unsigned i;

	for (i = 0; i < nk; i++)
		w[i] = aesalt_load_le32(k + 4 * i);
	for (i = nk; i < nw; i++) {
		uint32_t t = w[i - 1];

		if (i % nk == 0) {
			t = sub_word((t >> 8) | (t << 24)) ^ rcon;
			rcon = (rcon << 1) ^ (0x11bu & (0u - (rcon >> 7)));
		} else if (nk > 6 && i % nk == 4) {
			t = sub_word(t);
		}
		w[i] = w[i - nk] ^ t;
	}
	return nr;
}
