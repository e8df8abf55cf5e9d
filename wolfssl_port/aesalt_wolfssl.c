/* SPDX-License-Identifier: Apache-2.0 */
/*
 * aesalt as a wolfSSL crypto-callback device.
 *
 * wolfSSL calls the device before its own AES code (aes.c: wc_CryptoCb_*
 * first, and on CRYPTOCB_UNAVAILABLE its software path).  The device serves
 * ECB, CBC, CTR, GCM, CCM and AES-CMAC and declines everything else, and any request
 * it cannot serve exactly (partially overlapping buffers, a key it cannot
 * read): wolfSSL then runs its software path for that request.  The device
 * never calls back into wolfSSL's AES functions, so a declined request
 * cannot come back to it in a loop.
 *
 * Chaining state lives in the Aes object, where wolfSSL's software keeps
 * it, so device and software may alternate on one object:
 *   CBC  aes->reg is the IV in, the last ciphertext block out;
 *   CTR  aes->reg is the next counter block (128-bit big-endian), aes->tmp
 *        the keystream block of the last partial block and aes->left the
 *        unused bytes at its end (tmp[16 - left .. 15]).
 *
 * Keys: key_cache.c (how the raw key of an Aes object is found, and the
 * per-thread cache of expanded keys) and key_schedule.c (reading the key
 * back from wolfSSL's schedule where wolfSSL keeps no copy).  Registration
 * and the request counters: register.c.
 */
#include <string.h>

#include "device.h"

/* 1 if the device can serve (out, in, n) as it is: the same buffer or two
 * disjoint ones, aesalt's rule.  wolfSSL's software also takes partially
 * overlapping buffers, block by block. */
static int aesalt_wolfssl_serves(const void *out, const void *in, size_t n)
{
	return aesalt_check_buffers(out, in, n) == AESALT_OK;
}

/* ---- modes -------------------------------------------------------------- */

#ifdef HAVE_AES_ECB
/* aesalt_ecb_enc / _dec as an aesalt_io_fn over a key. */
struct ecb_call {
	const aesalt_aes_key *key;
	int enc;
};

static int ecb_piece(void *arg, uint8_t *out, const uint8_t *in, size_t len)
{
	const struct ecb_call *c = arg;
	return c->enc ? aesalt_ecb_enc(c->key, out, in, len) : aesalt_ecb_dec(c->key, out, in, len);
}

static int do_ecb(Aes *aes, byte *out, const byte *in, word32 sz, int enc)
{
	struct ecb_call call;
	struct aesalt_wolfssl_slot scratch, *s;
	int ret;

	if (aes == NULL || out == NULL || in == NULL)
		return BAD_FUNC_ARG;
	/* wolfSSL 5.5 runs whole blocks and ignores a tail; later versions
	 * refuse a tail before calling the device. */
	sz -= sz % 16;
	if (sz == 0)
		return 0;
	ret = aesalt_wolfssl_get_key(aes, enc ? AESALT_WOLFSSL_ENC : AESALT_WOLFSSL_DEC, &scratch,
				     &s);
	if (ret != 0)
		return ret;
	/* Overlapping buffers too, in order block by block, as the
	 * software's block loop reads and writes (unit 16). */
	call.key = &s->u.key;
	call.enc = enc;
	ret = aesalt_run_in_order(ecb_piece, &call, out, in, sz, 16);
	aesalt_wolfssl_put_key(s, &scratch);
	return aesalt_wolfssl_err(ret);
}
#endif

#ifdef HAVE_AES_CBC
static int do_cbc(Aes *aes, byte *out, const byte *in, word32 sz, int enc)
{
	struct aesalt_wolfssl_slot scratch, *s;
	int ret;

	if (aes == NULL || out == NULL || in == NULL)
		return BAD_FUNC_ARG;
	if (sz == 0)
		return 0;
	if (sz % 16 != 0) {
#ifdef WOLFSSL_AES_CBC_LENGTH_CHECKS
		return BAD_LENGTH_E;
#else
		if (!enc)
			return BAD_FUNC_ARG;
		sz -= sz % 16; /* as the software: whole blocks only */
		if (sz == 0)
			return 0;
#endif
	}
	if (!aesalt_wolfssl_serves(out, in, sz))
		return CRYPTOCB_UNAVAILABLE;
	ret = aesalt_wolfssl_get_key(aes, enc ? AESALT_WOLFSSL_ENC : AESALT_WOLFSSL_DEC, &scratch,
				     &s);
	if (ret != 0)
		return ret;
	ret = enc ? aesalt_cbc_enc(&s->u.key, out, in, sz, (uint8_t *)aes->reg)
		  : aesalt_cbc_dec(&s->u.key, out, in, sz, (uint8_t *)aes->reg);
	aesalt_wolfssl_put_key(s, &scratch);
	return aesalt_wolfssl_err(ret);
}
#endif

#ifdef WOLFSSL_AES_COUNTER
static int do_ctr(Aes *aes, byte *out, const byte *in, word32 sz)
{
	struct aesalt_wolfssl_slot scratch, *s = NULL;
	uint8_t *ks;
	word32 left, n, i;
	size_t nc_off = 0;
	int ret = 0;

	if (aes == NULL || out == NULL || in == NULL)
		return BAD_FUNC_ARG;
	left = aes->left;
	if (left > 16)
		return BAD_STATE_E;
	if (sz == 0)
		return 0;
	if (!aesalt_wolfssl_serves(out, in, sz))
		return CRYPTOCB_UNAVAILABLE;
	/* The key first: nothing of aes may change before a decline. */
	if (sz > left) {
		ret = aesalt_wolfssl_get_key(aes, AESALT_WOLFSSL_ENC, &scratch, &s);
		if (ret != 0)
			return ret;
	}
	/* Unused keystream of the last call: tmp[16 - left .. 15]. */
	ks = (uint8_t *)aes->tmp;
	n = sz < left ? sz : left;
	for (i = 0; i < n; i++)
		out[i] = (byte)(in[i] ^ ks[16 - left + i]);
	aes->left = left - n;
	if (sz > n) {
		ret = aesalt_ctr(&s->u.key, out + n, in + n, sz - n, (uint8_t *)aes->reg, ks,
				 &nc_off);
		aes->left = nc_off == 0 ? 0 : (word32)(16 - nc_off);
		aesalt_wolfssl_put_key(s, &scratch);
	}
	return aesalt_wolfssl_err(ret);
}
#endif

#ifdef HAVE_AESGCM
static int do_gcm(Aes *aes, byte *out, const byte *in, word32 sz, const byte *iv, word32 ivSz,
		  byte *tag_out, const byte *tag_in, word32 tagSz, const byte *aad, word32 aadSz,
		  int enc)
{
	struct aesalt_wolfssl_slot scratch, *s;
	aesalt_gcm_ctx *ctx;
	const byte *tag = enc ? tag_out : tag_in;
	int ret;

	if (aes == NULL || iv == NULL || ivSz == 0 || (sz != 0 && (in == NULL || out == NULL)) ||
	    tag == NULL || tagSz > 16 || tagSz < WOLFSSL_MIN_AUTH_TAG_SZ ||
	    (aadSz > 0 && aad == NULL))
		return BAD_FUNC_ARG;
	if (!aesalt_wolfssl_serves(out, in, sz))
		return CRYPTOCB_UNAVAILABLE;
	ret = aesalt_wolfssl_get_key(aes, AESALT_WOLFSSL_GCM, &scratch, &s);
	if (ret != 0)
		return ret;
	/* The slot's context itself, no copy: the cache is per thread and the
	 * device never re-enters itself, so no other request can use the slot
	 * meanwhile; start resets all per-message state, and finish wipes the
	 * GHASH accumulator and the keystream; what a failed request leaves
	 * is no more secret than the key the slot holds anyway.  (A scratch
	 * slot is wiped whole by put_key.) */
	ctx = &s->u.gcm;
	ret = aesalt_gcm_start(ctx, enc, iv, ivSz);
	if (ret == AESALT_OK)
		ret = aesalt_gcm_aad(ctx, aadSz > 0 ? aad : NULL, aadSz);
	if (ret == AESALT_OK)
		ret = aesalt_gcm_update(ctx, sz > 0 ? out : NULL, sz > 0 ? in : NULL, sz);
	if (ret == AESALT_OK)
		ret = enc ? aesalt_gcm_finish(ctx, tag_out, tagSz)
			  : aesalt_gcm_check_tag(ctx, tag_in, tagSz);
	aesalt_wolfssl_put_key(s, &scratch);
	if (ret == AESALT_ERR_AUTH) {
		aesalt_zeroize(out, sz);
		return AES_GCM_AUTH_E;
	}
	return aesalt_wolfssl_err(ret);
}
#endif

#ifdef HAVE_AESCCM
static int do_ccm(Aes *aes, byte *out, const byte *in, word32 sz, const byte *nonce, word32 nonceSz,
		  byte *tag_out, const byte *tag_in, word32 tagSz, const byte *aad, word32 aadSz,
		  int enc)
{
	struct aesalt_wolfssl_slot scratch, *s;
	const byte *tag = enc ? tag_out : tag_in;
	word32 lenSz;
	int ret;

	if (aes == NULL || (sz != 0 && (in == NULL || out == NULL)) || nonce == NULL ||
	    tag == NULL || nonceSz < 7 || nonceSz > 13 || tagSz > 16)
		return BAD_FUNC_ARG;
	if (aad == NULL && aadSz > 0)
		return BAD_FUNC_ARG;
	if (tagSz < 4 || tagSz % 2 != 0)
		return BAD_FUNC_ARG; /* wc_AesCcmCheckTagSize: 4, 6, ..., 16 */
	lenSz = 15 - nonceSz;
	if (lenSz < 4 && sz >= ((word32)1 << (8 * lenSz)))
		return AES_CCM_OVERFLOW_E;
	if (!aesalt_wolfssl_serves(out, in, sz))
		return CRYPTOCB_UNAVAILABLE;
	ret = aesalt_wolfssl_get_key(aes, AESALT_WOLFSSL_ENC, &scratch, &s);
	if (ret != 0)
		return ret;
	if (enc)
		ret = aesalt_ccm_encrypt_key(&s->u.key, nonce, nonceSz, aadSz > 0 ? aad : NULL,
					     aadSz, sz > 0 ? out : NULL, sz > 0 ? in : NULL, sz,
					     tag_out, tagSz);
	else
		ret = aesalt_ccm_decrypt_key(&s->u.key, nonce, nonceSz, aadSz > 0 ? aad : NULL,
					     aadSz, sz > 0 ? out : NULL, sz > 0 ? in : NULL, sz,
					     tag_in, tagSz);
	aesalt_wolfssl_put_key(s, &scratch);
	if (ret == AESALT_ERR_AUTH)
		return AES_CCM_AUTH_E;
	return aesalt_wolfssl_err(ret);
}
#endif

#ifdef WOLFSSL_CMAC
/* CMAC (WC_ALGO_TYPE_CMAC).  wolfSSL 5.5, 5.7 and 5.9 hand the device the
 * same request, wc_CryptoCb_Cmac(cmac, key, keySz, in, inSz, out, outSz,
 * type, ctx), from:
 *   wc_InitCmac_ex        key              (after zeroing the Cmac)
 *   wc_CmacUpdate         in
 *   wc_CmacFinal(NoFree)  out              (*outSz checked: 4..16)
 *   wc_AesCmacGenerate_ex key, in and out  (5.7+: also without a key, on a
 *                                           Cmac given one by init; and
 *                                           wc_AesCmacVerify_ex through it)
 * with the object's device id, or with none under the find-device hook
 * (5.7, 5.9).  wolfSSL 5.5 has neither the hook nor the _ex one-shots:
 * there only a Cmac initialised with the device id reaches the device,
 * and wc_AesCmacGenerate/Verify (which take no device id) always run
 * wolfSSL's software.
 *
 * A Cmac the device serves holds, in wolfSSL's own fields (unused by its
 * software for such an object): the raw key in aes.devKey and its length
 * in aes.keylen (0 once finished), the chaining value in digest, the held
 * back block in buffer and bufferSz; aes.devCtx points at cmac_mark.
 * (Not cmac->devCtx: wolfSSL 5.7's wc_AesCmacGenerate_ex sets that to
 * NULL before asking the device, also for the keyless one-shot on a Cmac
 * the device holds.  The inner Aes of a Cmac is touched by wolfSSL only
 * when its own software runs that Cmac: wc_AesInit, which clears devCtx,
 * and wc_AesFree.)  The expanded key and subkeys are a slot of the
 * per-thread key cache, made once per key; a request copies the 33 bytes of message state into the
 * slot's aesalt_cmac_ctx and back, and wipes them from the slot after.
 * No allocation, nothing that outlives the Cmac but the cached key (as
 * for every key of the device: README "Behaviour worth knowing").
 *
 * Wiping: init starts from wolfSSL's zeroed Cmac; a final (and a
 * one-shot) wipes the key and state from the Cmac, since wolfSSL 5.5's
 * wc_CmacFinal returns straight after the device without freeing; 5.7 and
 * 5.9 wipe the whole Cmac again in wc_CmacFree.
 *
 * The message state is wolfSSL's own (digest = aesalt's x, buffer and
 * bufferSz = buf and buf_len: both hold the last block back until more
 * data comes).  Under ONLY_AES the device also fills in what wolfSSL's
 * CMAC code needs to continue such a Cmac itself (k1, k2, type, an Aes
 * whose blocks come from the device's ECB by devKey): there another
 * device in front of this one may decline a request of a Cmac this one
 * started, and wolfSSL's software then runs it (wolfSSL's test.c crypto
 * callback test does so under WOLFSSL_SWDEV).  Elsewhere wolfSSL's
 * software would need its own key schedule, which the device never
 * makes. */
static const uint8_t cmac_mark;

static int cmac_ours(const Cmac *cmac)
{
	return cmac->aes.devCtx == (const void *)&cmac_mark;
}

/* Forgets the key and message state the device keeps in cmac. */
static void cmac_forget(Cmac *cmac)
{
	aesalt_zeroize(cmac->aes.devKey, sizeof cmac->aes.devKey);
	cmac->aes.keylen = 0;
	aesalt_zeroize(cmac->digest, sizeof cmac->digest);
	aesalt_zeroize(cmac->buffer, sizeof cmac->buffer);
	cmac->bufferSz = 0;
#ifdef WOLF_CRYPTO_CB_ONLY_AES
	aesalt_zeroize(cmac->k1, sizeof cmac->k1);
	aesalt_zeroize(cmac->k2, sizeof cmac->k2);
#endif
}

#ifdef WOLF_CRYPTO_CB_ONLY_AES
/* What wolfSSL's CMAC code needs to continue a Cmac the device started
 * (see above). */
static void cmac_for_software(Cmac *cmac, const aesalt_cmac_ctx *ctx)
{
	memcpy(cmac->k1, ctx->k1, 16);
	memcpy(cmac->k2, ctx->k2, 16);
	cmac->aes.devId = INVALID_DEVID; /* the find-device hook: this device */
#if LIBWOLFSSL_VERSION_HEX >= 0x05009000
	cmac->type = WC_CMAC_AES; /* 5.9's software refuses a Cmac of no type */
#endif
}
#endif

/* Not inlined: its key slot would grow the frame of every cipher request. */
AESALT_WOLFSSL_NOINLINE static int do_cmac(Cmac *cmac, const byte *key, word32 keySz,
					   const byte *in, word32 inSz, byte *out, word32 *outSz,
					   int type)
{
#if AESALT_WOLFSSL_CACHE_SLOTS > 0
	/* The cache's slots serve: no scratch slot on the stack (a CMAC
	 * request's stack would otherwise be twice a cipher request's). */
	struct aesalt_wolfssl_slot *const scratch = NULL, *s;
#else
	struct aesalt_wolfssl_slot scratch_slot, *const scratch = &scratch_slot, *s;
#endif
	aesalt_cmac_ctx *ctx;
	uint8_t mac[16];
	int keyed = key != NULL || keySz != 0;
	int final = out != NULL || outSz != NULL;
	int ret;

	if (cmac == NULL)
		return BAD_FUNC_ARG;
	if (keyed) {
		if (type != WC_CMAC_AES)
			return CRYPTOCB_UNAVAILABLE;
		/* A keyed request with a message is a one-shot, which needs
		 * somewhere to put the MAC (init never carries a message). */
		if (inSz != 0 || in != NULL)
			final = 1;
		if (key == NULL)
			return BAD_FUNC_ARG;
	} else if (!cmac_ours(cmac)) {
		return CRYPTOCB_UNAVAILABLE; /* wolfSSL's software owns it */
	} else if (cmac->aes.keylen == 0) {
		return BAD_STATE_E; /* finished, or wiped */
	} else if (cmac->bufferSz > 16) {
		return BAD_STATE_E; /* as wolfSSL's software says of it */
	}
	/* A key that is no AES key first, as wolfSSL's one-shot sets the key
	 * before it looks at the tag length. */
	if (keyed) {
		ret = aesalt_wolfssl_get_raw_key(key, keySz, AESALT_WOLFSSL_CMAC, scratch, &s);
		if (ret != 0)
			return ret; /* wolfSSL's software (or, ONLY_AES, the error) */
	}
	if (final) {
		ret = 0;
		if (out == NULL || outSz == NULL)
			ret = BAD_FUNC_ARG;
		else if (*outSz < WC_CMAC_TAG_MIN_SZ || *outSz > WC_CMAC_TAG_MAX_SZ)
			ret = BUFFER_E;
		if (ret != 0) {
			/* The message is over, as below (wolfSSL's one-shot
			 * frees its Cmac after a refused final). */
			if (keyed)
				aesalt_wolfssl_put_key(s, scratch);
			else
				cmac_forget(cmac);
			return ret;
		}
	}

	if (keyed) {
		memcpy(cmac->aes.devKey, key, keySz);
		cmac->aes.keylen = (int)keySz;
		aesalt_zeroize(cmac->digest, sizeof cmac->digest);
		aesalt_zeroize(cmac->buffer, sizeof cmac->buffer);
		cmac->bufferSz = 0;
		cmac->aes.devCtx = (void *)(uintptr_t)&cmac_mark;
#ifdef WOLF_CRYPTO_CB_ONLY_AES
		cmac_for_software(cmac, &s->u.cmac);
#endif
		if (!final) {
			aesalt_wolfssl_put_key(s, scratch);
			return 0; /* init */
		}
	} else {
		ret = aesalt_wolfssl_get_raw_key((const uint8_t *)cmac->aes.devKey,
						 (size_t)cmac->aes.keylen, AESALT_WOLFSSL_CMAC,
						 scratch, &s);
		/* Never decline an object the device holds the state of:
		 * wolfSSL's software has none. */
		if (ret == WC_NO_ERR_TRACE(CRYPTOCB_UNAVAILABLE))
			ret = WC_HW_E;
		if (ret != 0)
			return ret;
	}

	ctx = &s->u.cmac;
	memcpy(ctx->x, cmac->digest, 16);
	memcpy(ctx->buf, cmac->buffer, 16);
	ctx->buf_len = (uint8_t)cmac->bufferSz;
	ret = aesalt_cmac_update(ctx, inSz > 0 ? in : NULL, inSz);
	if (final) {
		if (ret == AESALT_OK)
			ret = aesalt_cmac_finish(ctx, mac);
		if (ret == AESALT_OK)
			memcpy(out, mac, *outSz);
		aesalt_zeroize(mac, sizeof mac);
		cmac_forget(cmac); /* the message is over, whatever the outcome */
	} else if (ret == AESALT_OK) {
		memcpy(cmac->digest, ctx->x, 16);
		memcpy(cmac->buffer, ctx->buf, 16);
		cmac->bufferSz = ctx->buf_len;
	}
	/* The slot keeps the key and subkeys, not the message. */
	aesalt_zeroize(ctx->x, sizeof ctx->x);
	aesalt_zeroize(ctx->buf, sizeof ctx->buf);
	ctx->buf_len = 0;
	aesalt_wolfssl_put_key(s, scratch);
	return aesalt_wolfssl_err(ret);
}
#endif

/* ---- the callback ------------------------------------------------------- */

/* see aesalt_wolfssl.h */
int aesalt_wolfssl_cryptocb(int devId, struct wc_CryptoInfo *info, void *ctx)
{
	int ret = WC_NO_ERR_TRACE(CRYPTOCB_UNAVAILABLE);

	(void)devId;
	(void)ctx;
	if (info == NULL)
		return BAD_FUNC_ARG;
	if (info->algo_type != WC_ALGO_TYPE_CIPHER) {
#ifdef WOLFSSL_CMAC
		if (info->algo_type == WC_ALGO_TYPE_CMAC) {
			ret = do_cmac(info->cmac.cmac, info->cmac.key, info->cmac.keySz,
				      info->cmac.in, info->cmac.inSz, info->cmac.out,
				      info->cmac.outSz, info->cmac.type);
			aesalt_wolfssl_count(AESALT_WOLFSSL_N_CMAC, ret);
			return ret;
		}
#endif
		return CRYPTOCB_UNAVAILABLE;
	}

	switch (info->cipher.type) {
#ifdef HAVE_AES_ECB
	case WC_CIPHER_AES_ECB:
		ret = do_ecb(info->cipher.aesecb.aes, info->cipher.aesecb.out,
			     info->cipher.aesecb.in, info->cipher.aesecb.sz, info->cipher.enc);
		aesalt_wolfssl_count(info->cipher.enc ? AESALT_WOLFSSL_N_ECB_ENC
						      : AESALT_WOLFSSL_N_ECB_DEC,
				     ret);
		break;
#endif
#ifdef HAVE_AES_CBC
	case WC_CIPHER_AES_CBC:
		ret = do_cbc(info->cipher.aescbc.aes, info->cipher.aescbc.out,
			     info->cipher.aescbc.in, info->cipher.aescbc.sz, info->cipher.enc);
		aesalt_wolfssl_count(info->cipher.enc ? AESALT_WOLFSSL_N_CBC_ENC
						      : AESALT_WOLFSSL_N_CBC_DEC,
				     ret);
		break;
#endif
#ifdef WOLFSSL_AES_COUNTER
	case WC_CIPHER_AES_CTR:
		ret = do_ctr(info->cipher.aesctr.aes, info->cipher.aesctr.out,
			     info->cipher.aesctr.in, info->cipher.aesctr.sz);
		aesalt_wolfssl_count(AESALT_WOLFSSL_N_CTR, ret);
		break;
#endif
#ifdef HAVE_AESGCM
	case WC_CIPHER_AES_GCM:
		if (info->cipher.enc)
			ret = do_gcm(info->cipher.aesgcm_enc.aes, info->cipher.aesgcm_enc.out,
				     info->cipher.aesgcm_enc.in, info->cipher.aesgcm_enc.sz,
				     info->cipher.aesgcm_enc.iv, info->cipher.aesgcm_enc.ivSz,
				     info->cipher.aesgcm_enc.authTag, NULL,
				     info->cipher.aesgcm_enc.authTagSz,
				     info->cipher.aesgcm_enc.authIn,
				     info->cipher.aesgcm_enc.authInSz, 1);
		else
			ret = do_gcm(info->cipher.aesgcm_dec.aes, info->cipher.aesgcm_dec.out,
				     info->cipher.aesgcm_dec.in, info->cipher.aesgcm_dec.sz,
				     info->cipher.aesgcm_dec.iv, info->cipher.aesgcm_dec.ivSz, NULL,
				     info->cipher.aesgcm_dec.authTag,
				     info->cipher.aesgcm_dec.authTagSz,
				     info->cipher.aesgcm_dec.authIn,
				     info->cipher.aesgcm_dec.authInSz, 0);
		aesalt_wolfssl_count(info->cipher.enc ? AESALT_WOLFSSL_N_GCM_ENC
						      : AESALT_WOLFSSL_N_GCM_DEC,
				     ret);
		break;
#endif
#ifdef HAVE_AESCCM
	case WC_CIPHER_AES_CCM:
		if (info->cipher.enc)
			ret = do_ccm(info->cipher.aesccm_enc.aes, info->cipher.aesccm_enc.out,
				     info->cipher.aesccm_enc.in, info->cipher.aesccm_enc.sz,
				     info->cipher.aesccm_enc.nonce, info->cipher.aesccm_enc.nonceSz,
				     info->cipher.aesccm_enc.authTag, NULL,
				     info->cipher.aesccm_enc.authTagSz,
				     info->cipher.aesccm_enc.authIn,
				     info->cipher.aesccm_enc.authInSz, 1);
		else
			ret = do_ccm(info->cipher.aesccm_dec.aes, info->cipher.aesccm_dec.out,
				     info->cipher.aesccm_dec.in, info->cipher.aesccm_dec.sz,
				     info->cipher.aesccm_dec.nonce, info->cipher.aesccm_dec.nonceSz,
				     NULL, info->cipher.aesccm_dec.authTag,
				     info->cipher.aesccm_dec.authTagSz,
				     info->cipher.aesccm_dec.authIn,
				     info->cipher.aesccm_dec.authInSz, 0);
		aesalt_wolfssl_count(info->cipher.enc ? AESALT_WOLFSSL_N_CCM_ENC
						      : AESALT_WOLFSSL_N_CCM_DEC,
				     ret);
		break;
#endif
	default:
		/* Other ciphers (DES3, ...) and AES modes wolfSSL runs itself. */
		aesalt_wolfssl_count(AESALT_WOLFSSL_N_DECLINED, ret);
		break;
	}
	return ret;
}
