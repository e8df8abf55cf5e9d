/* SPDX-License-Identifier: Apache-2.0 */
/*
 * One-shot functions over the streaming ones: expand the key with the
 * process kernel, run the mode, wipe the schedule.  (GCM, CMAC and AEGIS
 * keep theirs beside the mode.)
 */
#include "ct.h"
#include "internal.h"

/* see aesalt.h */
int aesalt_aes_ecb(int encrypt, const uint8_t *key, size_t key_len, const uint8_t *in, uint8_t *out,
		   size_t len)
{
	aesalt_aes_key k;
	int ret = aesalt_setkey_with(NULL, &k, key, key_len, !encrypt);

	if (ret == AESALT_OK)
		ret = encrypt ? aesalt_ecb_enc(&k, out, in, len) : aesalt_ecb_dec(&k, out, in, len);
	aesalt_zeroize(&k, sizeof k);
	return ret;
}

/* see aesalt.h */
int aesalt_aes_cbc(int encrypt, const uint8_t *key, size_t key_len, uint8_t iv[16],
		   const uint8_t *in, uint8_t *out, size_t len)
{
	aesalt_aes_key k;
	int ret = aesalt_setkey_with(NULL, &k, key, key_len, !encrypt);

	if (ret == AESALT_OK)
		ret = encrypt ? aesalt_cbc_enc(&k, out, in, len, iv)
			      : aesalt_cbc_dec(&k, out, in, len, iv);
	aesalt_zeroize(&k, sizeof k);
	return ret;
}

/* see aesalt.h */
int aesalt_aes_cfb128(int encrypt, const uint8_t *key, size_t key_len, uint8_t iv[16],
		      const uint8_t *in, uint8_t *out, size_t len)
{
#if defined(AESALT_NO_CFB_OFB)
	return AESALT_ERR_UNSUPPORTED; /* compiled out: AESALT_CFB_OFB=OFF */
#endif
	aesalt_aes_key k;
	size_t off = 0;
	int ret = aesalt_setkey_with(NULL, &k, key, key_len, 0);

	if (ret == AESALT_OK)
		ret = encrypt ? aesalt_cfb128_enc(&k, out, in, len, iv, &off)
			      : aesalt_cfb128_dec(&k, out, in, len, iv, &off);
	aesalt_zeroize(&k, sizeof k);
	return ret;
}

/* see aesalt.h */
int aesalt_aes_cfb8(int encrypt, const uint8_t *key, size_t key_len, uint8_t iv[16],
		    const uint8_t *in, uint8_t *out, size_t len)
{
#if defined(AESALT_NO_CFB_OFB)
	return AESALT_ERR_UNSUPPORTED; /* compiled out: AESALT_CFB_OFB=OFF */
#endif
	aesalt_aes_key k;
	int ret = aesalt_setkey_with(NULL, &k, key, key_len, 0);

	if (ret == AESALT_OK)
		ret = encrypt ? aesalt_cfb8_enc(&k, out, in, len, iv)
			      : aesalt_cfb8_dec(&k, out, in, len, iv);
	aesalt_zeroize(&k, sizeof k);
	return ret;
}

/* see aesalt.h */
int aesalt_aes_ofb(const uint8_t *key, size_t key_len, uint8_t iv[16], const uint8_t *in,
		   uint8_t *out, size_t len)
{
#if defined(AESALT_NO_CFB_OFB)
	return AESALT_ERR_UNSUPPORTED; /* compiled out: AESALT_CFB_OFB=OFF */
#endif
	aesalt_aes_key k;
	size_t off = 0;
	int ret = aesalt_setkey_with(NULL, &k, key, key_len, 0);

	if (ret == AESALT_OK)
		ret = aesalt_ofb(&k, out, in, len, iv, &off);
	aesalt_zeroize(&k, sizeof k);
	return ret;
}

/* see aesalt.h */
int aesalt_aes_ctr(const uint8_t *key, size_t key_len, uint8_t counter[16], const uint8_t *in,
		   uint8_t *out, size_t len)
{
	aesalt_aes_key k;
	uint8_t stream[16];
	size_t off = 0;
	int ret = aesalt_setkey_with(NULL, &k, key, key_len, 0);

	if (ret == AESALT_OK)
		ret = aesalt_ctr(&k, out, in, len, counter, stream, &off);
	aesalt_zeroize(&k, sizeof k);
	aesalt_zeroize(stream, sizeof stream);
	return ret;
}

/* see aesalt.h */
int aesalt_aes_xts(int encrypt, const uint8_t *key, size_t key_len, const uint8_t tweak[16],
		   const uint8_t *in, uint8_t *out, size_t len)
{
#if defined(AESALT_NO_XTS)
	return AESALT_ERR_UNSUPPORTED; /* compiled out: AESALT_XTS=OFF */
#endif
	aesalt_aes_key dk, tk;
	int ret;

	ret = encrypt ? aesalt_xts_setkey_enc(&dk, &tk, key, key_len)
		      : aesalt_xts_setkey_dec(&dk, &tk, key, key_len);
	if (ret == AESALT_OK)
		ret = encrypt ? aesalt_xts_enc(&dk, &tk, out, in, len, tweak)
			      : aesalt_xts_dec(&dk, &tk, out, in, len, tweak);
	aesalt_zeroize(&dk, sizeof dk);
	aesalt_zeroize(&tk, sizeof tk);
	return ret;
}
