/* SPDX-License-Identifier: Apache-2.0 */
/*
 * CFB128 (with Mbed TLS's iv_off streaming) and CFB8.
 *
 * Streaming state as mbedtls_aes_crypt_cfb128 keeps it: iv holds the last
 * ciphertext block, or, when *iv_off != 0, the keystream block with its
 * first *iv_off bytes already replaced by ciphertext.  The block cipher is
 * applied lazily when a new block starts.
 */
#include <string.h>

#include "bytes.h"
#include "ct.h"
#include "internal.h"

/* Compiled out with AESALT_CFB_OFB=OFF: the public functions then return
 * AESALT_ERR_UNSUPPORTED */
#if !defined(AESALT_NO_CFB_OFB)

/* Byte-wise CFB128 over the [*n, 16) tail of the current block. */
static void cfb_bytes(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
		      uint8_t iv[16], size_t *n, int dec)
{
	size_t i;
	for (i = 0; i < len; i++) {
		uint8_t c;
		if (*n == 0) {
			aesalt_block_enc(key, iv, iv);
		}
		if (dec) {
			c = in[i];
			out[i] = (uint8_t)(c ^ iv[*n]);
		} else {
			c = (uint8_t)(in[i] ^ iv[*n]);
			out[i] = c;
		}
		iv[*n] = c;
		*n = (*n + 1) & 15;
	}
}

/* Whole blocks from a block boundary, encryption: serial, each block's
 * keystream is E(C[i-1]).  The kernel's cfb_enc slot where it has one;
 * else a block at a time through iv. */
static void cfb_enc_blocks(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			   size_t nblocks, uint8_t iv[16])
{
	size_t i;

	if (nblocks == 0)
		return;
	AESALT_COUNT(key->kernel);
	if (key->kernel->cfb_enc != NULL) {
		key->kernel->cfb_enc(key, out, in, nblocks, iv);
		return;
	}
	for (i = 0; i < nblocks; i++) {
		aesalt_block_enc(key, iv, iv);
		aesalt_xor(iv, iv, in + 16 * i, 16);
		memcpy(out + 16 * i, iv, 16);
	}
}

/* Decryption is parallel: the keystream of block i is E(C[i-1]), so a run
 * of blocks is one ECB call over the previous ciphertexts.  Only the part
 * of ks a call used holds keystream, and only that part is wiped. */
static void cfb_dec_blocks(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			   size_t nblocks, uint8_t iv[16])
{
	uint8_t ks[16 * 16];
	size_t used = nblocks < 16 ? nblocks : 16;

	if (nblocks == 0)
		return;
	while (nblocks > 0) {
		size_t n = nblocks < 16 ? nblocks : 16;
		memcpy(ks, iv, 16);
		memcpy(ks + 16, in, 16 * (n - 1));
		memcpy(iv, in + 16 * (n - 1), 16);
		AESALT_COUNT(key->kernel);
		key->kernel->aes_ecb_enc(key, ks, ks, n);
		aesalt_xor(out, in, ks, 16 * n);
		in += 16 * n;
		out += 16 * n;
		nblocks -= n;
	}
	aesalt_zeroize(ks, 16 * used);
}

static int cfb128(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
		  uint8_t iv[16], size_t *iv_off, int dec)
{
	size_t n, head;
	int ret = aesalt_check_key(key, 0);
	if (ret == AESALT_OK)
		ret = aesalt_check_buffers(out, in, len);
	if (ret != AESALT_OK)
		return ret;
	if (iv == NULL || iv_off == NULL || *iv_off > 15)
		return AESALT_ERR_BAD_INPUT;
	if (len == 0)
		return AESALT_OK; /* in and out may be NULL */
	n = *iv_off;
	head = n == 0 ? 0 : 16 - n;
	if (head > len)
		head = len;
	cfb_bytes(key, out, in, head, iv, &n, dec);
	in += head;
	out += head;
	len -= head;
	if (dec)
		cfb_dec_blocks(key, out, in, len / 16, iv);
	else
		cfb_enc_blocks(key, out, in, len / 16, iv);
	in += len & ~(size_t)15;
	out += len & ~(size_t)15;
	cfb_bytes(key, out, in, len & 15, iv, &n, dec);
	*iv_off = n;
	return AESALT_OK;
}

/* see aesalt.h */
int aesalt_cfb128_enc(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
		      uint8_t iv[16], size_t *iv_off)
{
	return cfb128(key, out, in, len, iv, iv_off, 0);
}

/* see aesalt.h */
int aesalt_cfb128_dec(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
		      uint8_t iv[16], size_t *iv_off)
{
	return cfb128(key, out, in, len, iv, iv_off, 1);
}

/* CFB8: one block operation per byte, inherently sequential. */
static int cfb8(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
		uint8_t iv[16], int dec)
{
	uint8_t ks[16];
	size_t i;
	int ret = aesalt_check_key(key, 0);
	if (ret == AESALT_OK)
		ret = aesalt_check_buffers(out, in, len);
	if (ret != AESALT_OK)
		return ret;
	if (iv == NULL)
		return AESALT_ERR_BAD_INPUT;
	for (i = 0; i < len; i++) {
		uint8_t c;
		aesalt_block_enc(key, ks, iv);
		c = dec ? in[i] : (uint8_t)(in[i] ^ ks[0]);
		out[i] = (uint8_t)(dec ? c ^ ks[0] : c);
		memmove(iv, iv + 1, 15);
		iv[15] = c;
	}
	aesalt_zeroize(ks, sizeof ks);
	return AESALT_OK;
}

/* see aesalt.h */
int aesalt_cfb8_enc(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
		    uint8_t iv[16])
{
	return cfb8(key, out, in, len, iv, 0);
}

/* see aesalt.h */
int aesalt_cfb8_dec(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
		    uint8_t iv[16])
{
	return cfb8(key, out, in, len, iv, 1);
}

#else  /* AESALT_NO_CFB_OFB */

/* see aesalt.h: CFB left out of this build (AESALT_CFB_OFB=OFF) */
int aesalt_cfb128_enc(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
		      uint8_t iv[16], size_t *iv_off)
{
	(void)key, (void)out, (void)in, (void)len, (void)iv, (void)iv_off;
	return AESALT_ERR_UNSUPPORTED;
}

/* see aesalt.h: CFB left out of this build (AESALT_CFB_OFB=OFF) */
int aesalt_cfb128_dec(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
		      uint8_t iv[16], size_t *iv_off)
{
	(void)key, (void)out, (void)in, (void)len, (void)iv, (void)iv_off;
	return AESALT_ERR_UNSUPPORTED;
}

/* see aesalt.h: CFB left out of this build (AESALT_CFB_OFB=OFF) */
int aesalt_cfb8_enc(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
		    uint8_t iv[16])
{
	(void)key, (void)out, (void)in, (void)len, (void)iv;
	return AESALT_ERR_UNSUPPORTED;
}

/* see aesalt.h: CFB left out of this build (AESALT_CFB_OFB=OFF) */
int aesalt_cfb8_dec(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
		    uint8_t iv[16])
{
	(void)key, (void)out, (void)in, (void)len, (void)iv;
	return AESALT_ERR_UNSUPPORTED;
}
#endif /* AESALT_NO_CFB_OFB */
