/* SPDX-License-Identifier: Apache-2.0 */
/* ECB: the kernel's N-block slots, behind the shared checks. */
#include "internal.h"

static inline int ecb(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
		      int dec)
{
	int ret;

	if (len % 16 != 0) /* first: see aesalt.h */
		return AESALT_ERR_INPUT_LENGTH;
	ret = aesalt_check_key(key, dec);
	if (ret == AESALT_OK)
		ret = aesalt_check_buffers(out, in, len);
	if (ret != AESALT_OK)
		return ret;
	if (len == 0)
		return AESALT_OK;
	AESALT_COUNT(key->kernel);
	if (dec)
		key->kernel->aes_ecb_dec(key, out, in, len / 16);
	else
		key->kernel->aes_ecb_enc(key, out, in, len / 16);
	return AESALT_OK;
}

/* see aesalt.h */
int aesalt_ecb_enc(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len)
{
	return ecb(key, out, in, len, 0);
}

/* see aesalt.h */
int aesalt_ecb_dec(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len)
{
	return ecb(key, out, in, len, 1);
}

/* One block.  The checks of ecb() with len 16, each at its cheapest: an
 * unset, wiped or failed key has no kernel (set-key writes kernel last
 * and wipes on failure, so a key with a kernel has its rounds), and the
 * buffers may overlap in any way (no check: for one block the ECB slots
 * read in whole first, as the one-block slots do; kernel.h).  Then, where
 * the kernel has a one-block slot, a tail call. */
static inline int block(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, int dec)
{
	const struct aesalt_kernel *k;
	aesalt_slot_aes_block_enc *fn;

	if (key == NULL || (k = key->kernel) == NULL || key->decrypt != (uint32_t)dec)
		return AESALT_ERR_BAD_INPUT;
	if (out == NULL || in == NULL)
		return AESALT_ERR_BAD_INPUT;
	AESALT_COUNT(k);
	fn = dec ? k->aes_block_dec : k->aes_block_enc;
	if (fn != NULL)
		return fn(key, out, in);
	if (dec)
		k->aes_ecb_dec(key, out, in, 1);
	else
		k->aes_ecb_enc(key, out, in, 1);
	return AESALT_OK;
}

/* see aesalt.h */
int aesalt_aes_block_enc(const aesalt_aes_key *key, uint8_t out[16], const uint8_t in[16])
{
	return block(key, out, in, 0);
}

/* see aesalt.h */
int aesalt_aes_block_dec(const aesalt_aes_key *key, uint8_t out[16], const uint8_t in[16])
{
	return block(key, out, in, 1);
}
