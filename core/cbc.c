/* SPDX-License-Identifier: Apache-2.0 */
/* CBC, and the CBC-MAC chaining that CCM and CMAC share. */
#include "ct.h"
#include "internal.h"

static inline int cbc(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
		      uint8_t iv[16], int dec)
{
	int ret;

	if (len % 16 != 0) /* first: see aesalt.h */
		return AESALT_ERR_INPUT_LENGTH;
	ret = aesalt_check_key(key, dec);
	if (ret == AESALT_OK)
		ret = aesalt_check_buffers(out, in, len);
	if (ret != AESALT_OK)
		return ret;
	if (iv == NULL)
		return AESALT_ERR_BAD_INPUT;
	if (len == 0)
		return AESALT_OK;
	AESALT_COUNT(key->kernel);
	if (dec)
		key->kernel->aes_cbc_dec(key, out, in, len / 16, iv);
	else
		key->kernel->aes_cbc_enc(key, out, in, len / 16, iv);
	return AESALT_OK;
}

/* see aesalt.h */
int aesalt_cbc_enc(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
		   uint8_t iv[16])
{
	return cbc(key, out, in, len, iv, 0);
}

/* see aesalt.h */
int aesalt_cbc_dec(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
		   uint8_t iv[16])
{
	return cbc(key, out, in, len, iv, 1);
}

/* see internal.h.  The kernel's cbc_mac slot where it has one; else the
 * CBC-encrypt slot, which writes every ciphertext block: a MAC keeps only
 * the last, so the blocks go through a small stack buffer. */
void aesalt_cbcmac_blocks(const aesalt_aes_key *key, uint8_t x[16], const uint8_t *in,
			  size_t nblocks)
{
	uint8_t sink[16 * 16];
	size_t used = nblocks < 16 ? nblocks : 16;

	if (nblocks == 0)
		return;
	if (key->kernel->cbc_mac != NULL) {
		AESALT_COUNT(key->kernel);
		key->kernel->cbc_mac(key, x, in, nblocks);
		return;
	}
	while (nblocks > 0) {
		size_t n = nblocks < 16 ? nblocks : 16;
		AESALT_COUNT(key->kernel);
		key->kernel->aes_cbc_enc(key, sink, in, n, x);
		in += 16 * n;
		nblocks -= n;
	}
	/* x holds the last block; the intermediate chain values are secret
	 * (only the blocks written: most calls are one block of CCM's B0 or
	 * CMAC's buffer). */
	aesalt_zeroize(sink, 16 * used);
}

/* see aesalt.h */
int aesalt_cbcmac(const aesalt_aes_key *key, uint8_t x[16], const uint8_t *in, size_t len)
{
	int ret = aesalt_check_key(key, 0);

	if (ret != AESALT_OK)
		return ret;
	if (x == NULL || (in == NULL && len != 0))
		return AESALT_ERR_BAD_INPUT;
	if (len % 16 != 0)
		return AESALT_ERR_INPUT_LENGTH;
	aesalt_cbcmac_blocks(key, x, in, len / 16);
	return AESALT_OK;
}
