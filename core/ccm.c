/* SPDX-License-Identifier: Apache-2.0 */
/*
 * CCM (RFC 3610, NIST SP 800-38C) and CCM* (IEEE 802.15.4: tag length 0,
 * encryption only), over an encryption key.
 *
 * The CBC-MAC runs on the kernel's CBC-encrypt slot and the encryption on
 * its CTR slot (through the 128-bit helper: the counter occupies the last
 * L bytes, and the length check below keeps it from ever reaching the
 * nonce).
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
	return aesalt_check_io(out, in, len);
}

/* CBC-MAC of B0 || encoded AAD || padded message, into x. */
static void ccm_mac(const aesalt_aes_key *key, uint8_t x[16], const uint8_t *nonce,
		    size_t nonce_len, const uint8_t *aad, size_t aad_len, const uint8_t *msg,
		    size_t len, size_t tag_len)
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

	aesalt_cbcmac_blocks(key, x, msg, len / 16);
	if (len % 16 != 0) {
		memset(b, 0, 16);
		memcpy(b, msg + (len & ~(size_t)15), len % 16);
		aesalt_cbcmac_blocks(key, x, b, 1);
	}
	aesalt_wipe(b, sizeof b);
}

/* CTR part: A_i = flags(q-1) || nonce || i; i = 0 masks the tag (returned
 * in s0), i >= 1 encrypts the message. */
static void ccm_ctr(const aesalt_aes_key *key, uint8_t s0[16], const uint8_t *nonce,
		    size_t nonce_len, const uint8_t *in, uint8_t *out, size_t len)
{
	uint8_t a[16], ks[16];

	memset(a, 0, 16);
	a[0] = (uint8_t)(15 - nonce_len - 1);
	memcpy(a + 1, nonce, nonce_len);
	memset(s0, 0, 16);
	aesalt_ctr128_blocks(key, s0, s0, 1, a); /* a becomes A_1 */
	aesalt_ctr128_blocks(key, out, in, len / 16, a);
	if (len % 16 != 0) {
		memset(ks, 0, 16);
		aesalt_ctr128_blocks(key, ks, ks, 1, a);
		aesalt_xor(out + (len & ~(size_t)15), in + (len & ~(size_t)15), ks, len % 16);
		aesalt_wipe(ks, sizeof ks);
	}
}

/* see aesalt.h */
int aesalt_ccm_encrypt_key(const aesalt_aes_key *key, const uint8_t *nonce, size_t nonce_len,
			   const uint8_t *aad, size_t aad_len, uint8_t *out, const uint8_t *in,
			   size_t len, uint8_t *tag, size_t tag_len)
{
	uint8_t x[16], s0[16];
	int ret = ccm_check(key, nonce, nonce_len, aad, aad_len, in, out, len, tag, tag_len);

	if (ret != AESALT_OK)
		return ret;
	/* MAC first: in may be out. */
	if (tag_len != 0)
		ccm_mac(key, x, nonce, nonce_len, aad, aad_len, in, len, tag_len);
	ccm_ctr(key, s0, nonce, nonce_len, in, out, len);
	if (tag_len != 0) {
		aesalt_xor(x, x, s0, 16);
		memcpy(tag, x, tag_len);
	}
	aesalt_wipe(x, sizeof x);
	aesalt_wipe(s0, sizeof s0);
	return AESALT_OK;
}

/* see aesalt.h */
int aesalt_ccm_decrypt_key(const aesalt_aes_key *key, const uint8_t *nonce, size_t nonce_len,
			   const uint8_t *aad, size_t aad_len, uint8_t *out, const uint8_t *in,
			   size_t len, const uint8_t *tag, size_t tag_len)
{
	uint8_t x[16], s0[16];
	int ret = ccm_check(key, nonce, nonce_len, aad, aad_len, in, out, len, tag, tag_len);

	if (ret != AESALT_OK)
		return ret;
	ccm_ctr(key, s0, nonce, nonce_len, in, out, len);
	if (tag_len != 0) {
		ccm_mac(key, x, nonce, nonce_len, aad, aad_len, out, len, tag_len);
		aesalt_xor(x, x, s0, 16);
		if (aesalt_ct_memneq(x, tag, tag_len) != 0) {
			if (len > 0)
				aesalt_wipe(out, len);
			ret = AESALT_ERR_AUTH;
		}
	}
	aesalt_wipe(x, sizeof x);
	aesalt_wipe(s0, sizeof s0);
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
	aesalt_wipe(&k, sizeof k);
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
	aesalt_wipe(&k, sizeof k);
	return ret;
}
