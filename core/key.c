/* SPDX-License-Identifier: Apache-2.0 */
/* AES key set-up and the argument checks every mode shares. */
#include <string.h>

#include "ct.h"
#include "internal.h"

/* see internal.h */
int aesalt_setkey_with(const struct aesalt_kernel *kern, aesalt_aes_key *key, const uint8_t *k,
		       size_t key_len, int decrypt)
{
	if (key == NULL)
		return AESALT_ERR_BAD_INPUT;
	if (key_len != 16 && key_len != 24 && key_len != 32)
		return AESALT_ERR_KEY_LENGTH;
	if (k == NULL)
		return AESALT_ERR_BAD_INPUT;
	if (kern == NULL)
		kern = aesalt_kernel_active();
	if (kern == NULL)
		return AESALT_ERR_UNSUPPORTED;
	aesalt_wipe(key, sizeof *key);
	AESALT_COUNT(kern);
	if (decrypt)
		kern->aes_setkey_dec(key, k, (unsigned)key_len * 8);
	else
		kern->aes_setkey_enc(key, k, (unsigned)key_len * 8);
	key->impl = kern;
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
const char *aesalt_aes_key_impl(const aesalt_aes_key *key)
{
	return key != NULL && key->impl != NULL ? key->impl->name : NULL;
}

/* see aesalt.h */
void aesalt_aes_key_wipe(aesalt_aes_key *key)
{
	if (key != NULL)
		aesalt_wipe(key, sizeof *key);
}
