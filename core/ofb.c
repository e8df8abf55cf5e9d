/* SPDX-License-Identifier: Apache-2.0 */
/*
 * OFB with Mbed TLS's iv_off streaming: iv holds the current keystream
 * block; a new one is made (iv = E(iv)) when a block starts.  Sequential by
 * nature: each keystream block is the encryption of the previous one.
 */
#include "bytes.h"
#include "internal.h"

/* Compiled out with AESALT_CFB_OFB=OFF: aesalt_ofb then returns
 * AESALT_ERR_UNSUPPORTED */
#if !defined(AESALT_NO_CFB_OFB)

/* see aesalt.h */
int aesalt_ofb(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
	       uint8_t iv[16], size_t *iv_off)
{
	size_t n, i = 0, nblocks;
	int ret = aesalt_check_key(key, 0);
	if (ret == AESALT_OK)
		ret = aesalt_check_buffers(out, in, len);
	if (ret != AESALT_OK)
		return ret;
	if (iv == NULL || iv_off == NULL || *iv_off > 15)
		return AESALT_ERR_BAD_INPUT;
	n = *iv_off;
	/* the rest of the current keystream block */
	for (; i < len && n != 0; i++) {
		out[i] = (uint8_t)(in[i] ^ iv[n]);
		n = (n + 1) & 15;
	}
	/* whole blocks: the kernel's ofb slot keeps the chain in a register;
	 * else a block at a time through iv */
	nblocks = (len - i) / 16;
	if (nblocks > 0) {
		AESALT_COUNT(key->kernel);
		if (key->kernel->ofb != NULL) {
			key->kernel->ofb(key, out + i, in + i, nblocks, iv);
			i += 16 * nblocks;
		} else {
			for (; nblocks > 0; nblocks--, i += 16) {
				aesalt_block_enc(key, iv, iv);
				aesalt_xor(out + i, in + i, iv, 16);
			}
		}
	}
	/* a partial last block: a new keystream block, n counts its bytes */
	if (i < len) {
		aesalt_block_enc(key, iv, iv);
		for (; i < len; i++)
			out[i] = (uint8_t)(in[i] ^ iv[n++]);
	}
	*iv_off = n;
	return AESALT_OK;
}
#else  /* AESALT_NO_CFB_OFB */

/* see aesalt.h: OFB left out of this build (AESALT_CFB_OFB=OFF) */
int aesalt_ofb(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
	       uint8_t iv[16], size_t *iv_off)
{
	(void)key, (void)out, (void)in, (void)len, (void)iv, (void)iv_off;
	return AESALT_ERR_UNSUPPORTED;
}
#endif /* AESALT_NO_CFB_OFB */
