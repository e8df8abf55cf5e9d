/* SPDX-License-Identifier: Apache-2.0 */
/*
 * CCM (RFC 3610, NIST SP 800-38C) and CCM* (IEEE 802.15.4: tag length 0,
 * encryption only), over an encryption key.
 *
 * The message's CBC-MAC and CTR run in one pass on the kernel's fused
 * ccm_enc/ccm_dec slots where it has them, else the CBC-MAC on its
 * CBC-encrypt slot and the encryption on its CTR slot (through the
 * 128-bit helper: the counter occupies the last L bytes, and the length
 * check below keeps it from ever reaching the nonce).
 */
#include <string.h>

#include "bytes.h"
#include "ct.h"
#include "internal.h"

static int ccm_check(const aesalt_aes_key *key, const uint8_t *nonce, size_t nonce_len,
		     const uint8_t *aad, size_t aad_len, const uint8_t *in, const uint8_t *out,
		     size_t len, const uint8_t *tag, size_t tag_len)
{
	size_t q = 15 - nonce_len;
	int ret = aesalt_check_key(key, 0);

	if (ret != AESALT_OK)
		return ret;
	if (nonce == NULL || nonce_len < 7 || nonce_len > 13)
		return AESALT_ERR_BAD_INPUT;
	if (tag_len != 0 && (tag_len < 4 || tag_len > 16 || tag_len % 2 != 0))
		return AESALT_ERR_BAD_INPUT;
	if (tag == NULL && tag_len != 0)
		return AESALT_ERR_BAD_INPUT;
	if (aad == NULL && aad_len != 0)
		return AESALT_ERR_BAD_INPUT;
	/* The length must fit in the q-byte length field. */
	if (q < sizeof(size_t) && (len >> (8 * q)) != 0)
		return AESALT_ERR_INPUT_LENGTH;
	return aesalt_check_buffers(out, in, len);
}

/* CBC-MAC of B0 || encoded AAD, into x (the message follows in ccm_body). */
static void ccm_header(const aesalt_aes_key *key, uint8_t x[16], const uint8_t *nonce,
		       size_t nonce_len, const uint8_t *aad, size_t aad_len, size_t len,
		       size_t tag_len)
{
	uint8_t b[16];
	size_t q = 15 - nonce_len, i, hl, take;

	/* B0: flags || nonce || message length.  M' = (M-2)/2, 0 for CCM*. */
	b[0] = (uint8_t)((aad_len != 0 ? 0x40 : 0) | (tag_len != 0 ? ((tag_len - 2) / 2) << 3 : 0) |
			 (q - 1));
	memcpy(b + 1, nonce, nonce_len);
	for (i = 0; i < q; i++)
		b[15 - i] = (uint8_t)(i < sizeof(size_t) ? (uint64_t)len >> (8 * i) : 0);
	memset(x, 0, 16);
	aesalt_cbcmac_blocks(key, x, b, 1);

	if (aad_len != 0) {
		/* Length prefix: 2 bytes below 2^16 - 2^8, else 0xfffe + 4 bytes,
		 * else 0xffff + 8 bytes. */
		memset(b, 0, 16);
		if ((uint64_t)aad_len < 0xff00) {
			b[0] = (uint8_t)(aad_len >> 8);
			b[1] = (uint8_t)aad_len;
			hl = 2;
		} else if (((uint64_t)aad_len >> 32) == 0) {
			b[0] = 0xff;
			b[1] = 0xfe;
			aesalt_store_be32(b + 2, (uint32_t)aad_len);
			hl = 6;
		} else {
			b[0] = 0xff;
			b[1] = 0xff;
			aesalt_store_be64(b + 2, (uint64_t)aad_len);
			hl = 10;
		}
		take = 16 - hl < aad_len ? 16 - hl : aad_len;
		memcpy(b + hl, aad, take);
		aesalt_cbcmac_blocks(key, x, b, 1);
		aad += take;
		aad_len -= take;
		aesalt_cbcmac_blocks(key, x, aad, aad_len / 16);
		if (aad_len % 16 != 0) {
			memset(b, 0, 16);
			memcpy(b, aad + (aad_len & ~(size_t)15), aad_len % 16);
			aesalt_cbcmac_blocks(key, x, b, 1);
		}
	}
	aesalt_zeroize(b, sizeof b);
}

/* The message: CTR from a = A_1 (A_i = flags(q-1) || nonce || i) and,
 * when mac, the CBC-MAC of the plaintext (padded) into x.  Whole blocks
 * take the kernel's fused slot when it has one and the low counter word
 * cannot wrap in the call (it never does below 2^32 blocks from A_1: the
 * split is only for the contract's sake); otherwise the MAC (of the input
 * when encrypting, before CTR overwrites an in-place buffer; of the output
 * when decrypting) and CTR run as two passes. */
static void ccm_body(const aesalt_aes_key *key, uint8_t x[16], uint8_t a[16], const uint8_t *in,
		     uint8_t *out, size_t len, int mac, int dec)
{
	const struct aesalt_kernel *k = key->kernel;
	void (*fused)(const aesalt_aes_key *, uint8_t *, const uint8_t *, size_t, uint8_t *,
		      uint8_t *) = dec ? k->ccm_dec : k->ccm_enc;
	size_t nblocks = len / 16, r = len % 16, whole = len & ~(size_t)15;
	uint8_t b[16], ks[16];

	if (nblocks != 0) {
		if (mac && fused != NULL &&
		    nblocks - 1 < (size_t)(uint32_t)~aesalt_load_be32(a + 12)) {
			AESALT_COUNT(k);
			fused(key, out, in, nblocks, a, x);
		} else {
			if (mac && !dec)
				aesalt_cbcmac_blocks(key, x, in, nblocks);
			aesalt_ctr128_blocks(key, out, in, nblocks, a);
			if (mac && dec)
				aesalt_cbcmac_blocks(key, x, out, nblocks);
		}
	}
	if (r != 0) {
		memset(b, 0, 16);
		memcpy(b, in + whole, r);
		memset(ks, 0, 16);
		aesalt_ctr128_blocks(key, ks, ks, 1, a);
		aesalt_xor(out + whole, b, ks, r);
		if (mac) {
			if (dec)
				aesalt_xor(b, b, ks, r); /* the plaintext, zero padded */
			aesalt_cbcmac_blocks(key, x, b, 1);
		}
		aesalt_zeroize(b, sizeof b);
		aesalt_zeroize(ks, sizeof ks);
	}
}

/* A_0 into a, then s0 = E(A_0) (masks the tag) and a = A_1. */
static void ccm_counter(const aesalt_aes_key *key, uint8_t a[16], uint8_t s0[16],
			const uint8_t *nonce, size_t nonce_len)
{
	memset(a, 0, 16);
	a[0] = (uint8_t)(15 - nonce_len - 1);
	memcpy(a + 1, nonce, nonce_len);
	aesalt_block_enc(key, s0, a);
	a[15] = 1;
}

/* see aesalt.h */
int aesalt_ccm_encrypt_key(const aesalt_aes_key *key, const uint8_t *nonce, size_t nonce_len,
			   const uint8_t *aad, size_t aad_len, uint8_t *out, const uint8_t *in,
			   size_t len, uint8_t *tag, size_t tag_len)
{
	uint8_t x[16], s0[16], a[16];
	int ret = ccm_check(key, nonce, nonce_len, aad, aad_len, in, out, len, tag, tag_len);

	if (ret != AESALT_OK)
		return ret;
	ccm_counter(key, a, s0, nonce, nonce_len);
	if (tag_len != 0)
		ccm_header(key, x, nonce, nonce_len, aad, aad_len, len, tag_len);
	ccm_body(key, x, a, in, out, len, tag_len != 0, 0);
	if (tag_len != 0) {
		aesalt_xor(x, x, s0, 16);
		memcpy(tag, x, tag_len);
	}
	aesalt_zeroize(x, sizeof x);
	aesalt_zeroize(s0, sizeof s0);
	return AESALT_OK;
}

/* see aesalt.h */
int aesalt_ccm_decrypt_key(const aesalt_aes_key *key, const uint8_t *nonce, size_t nonce_len,
			   const uint8_t *aad, size_t aad_len, uint8_t *out, const uint8_t *in,
			   size_t len, const uint8_t *tag, size_t tag_len)
{
	uint8_t x[16], s0[16], a[16];
	int ret = ccm_check(key, nonce, nonce_len, aad, aad_len, in, out, len, tag, tag_len);

	if (ret != AESALT_OK)
		return ret;
	ccm_counter(key, a, s0, nonce, nonce_len);
	if (tag_len != 0)
		ccm_header(key, x, nonce, nonce_len, aad, aad_len, len, tag_len);
	ccm_body(key, x, a, in, out, len, tag_len != 0, 1);
	if (tag_len != 0) {
		aesalt_xor(x, x, s0, 16);
		if (aesalt_ct_compare(x, tag, tag_len) != AESALT_OK) {
			if (len > 0)
				aesalt_zeroize(out, len);
			ret = AESALT_ERR_AUTH;
		}
	}
	aesalt_zeroize(x, sizeof x);
	aesalt_zeroize(s0, sizeof s0);
	return ret;
}

/* see aesalt.h */
int aesalt_ccm_encrypt(const uint8_t *key, size_t key_len, const uint8_t *nonce, size_t nonce_len,
		       const uint8_t *aad, size_t aad_len, const uint8_t *in, uint8_t *out,
		       size_t len, uint8_t *tag, size_t tag_len)
{
	aesalt_aes_key k;
	int ret = aesalt_aes_setkey_enc(&k, key, key_len);

	if (ret == AESALT_OK)
		ret = aesalt_ccm_encrypt_key(&k, nonce, nonce_len, aad, aad_len, out, in, len, tag,
					     tag_len);
	aesalt_zeroize(&k, sizeof k);
	return ret;
}

/* see aesalt.h */
int aesalt_ccm_decrypt(const uint8_t *key, size_t key_len, const uint8_t *nonce, size_t nonce_len,
		       const uint8_t *aad, size_t aad_len, const uint8_t *in, uint8_t *out,
		       size_t len, const uint8_t *tag, size_t tag_len)
{
	aesalt_aes_key k;
	int ret = aesalt_aes_setkey_enc(&k, key, key_len);

	if (ret == AESALT_OK)
		ret = aesalt_ccm_decrypt_key(&k, nonce, nonce_len, aad, aad_len, out, in, len, tag,
					     tag_len);
	aesalt_zeroize(&k, sizeof k);
	return ret;
}
