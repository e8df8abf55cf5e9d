/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Every argument rule of aesalt.h, table-driven, on every usable kernel.
 *
 * Each public function is described once (which pointers it takes, its
 * default valid arguments); a case is that default with one thing changed,
 * and the exact error code it must return.  Cases come from two sources:
 * rules applied to every function mechanically (each pointer NULL with a
 * non-zero length, NULL with a zero length, partial overlaps, unset and
 * wrong-direction keys, bad key lengths, block-size lengths, iv_off and
 * nc_off > 15, forged tags), and a table of the rules of single functions
 * (GCM, CCM and AEGIS IV/nonce/tag lengths, streaming misuse, length
 * limits).  Every function's default call must succeed, so each error case
 * differs from a working call by exactly its one change.  Value lists (CCM
 * nonce and tag lengths, AEGIS tag lengths) are loops of their own.
 *
 * On an error nothing may be written: output, tag, IV/counter, stream
 * block, offset and, for key set-up, the key or context (all pre-filled and
 * compared).  On AESALT_ERR_AUTH the output must be all zeros instead.
 * Meant to run under ASan/UBSan as well, so a read or write out of bounds
 * on a refused call shows up.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "testutil.h"

/* ---- the functions ------------------------------------------------------ */

enum fn {
	FN_SETKEY_ENC,
	FN_SETKEY_DEC,
	FN_ECB_ENC,
	FN_ECB_DEC,
	FN_BLOCK_ENC,
	FN_BLOCK_DEC,
	FN_CBC_ENC,
	FN_CBC_DEC,
	FN_CBCMAC,
	FN_CFB128_ENC,
	FN_CFB128_DEC,
	FN_CFB8_ENC,
	FN_CFB8_DEC,
	FN_OFB,
	FN_CTR,
	FN_XTS_ENC,
	FN_XTS_DEC,
	FN_XTS_SETKEY_ENC,
	FN_XTS_SETKEY_DEC,
	FN_GCM_SETKEY,
	FN_GCM_START,
	FN_GCM_AAD,
	FN_GCM_UPDATE,
	FN_GCM_FINISH,
	FN_CMAC_SETKEY,
	FN_CMAC_RESET,
	FN_CMAC_UPDATE,
	FN_CMAC_FINISH,
	FN_CCM_ENC_KEY,
	FN_CCM_DEC_KEY,
	FN_AES_ECB_E,
	FN_AES_ECB_D,
	FN_AES_CBC_E,
	FN_AES_CBC_D,
	FN_AES_CFB128_E,
	FN_AES_CFB128_D,
	FN_AES_CFB8_E,
	FN_AES_CFB8_D,
	FN_AES_OFB,
	FN_AES_CTR,
	FN_AES_XTS_E,
	FN_AES_XTS_D,
	FN_GCM_ENC,
	FN_GCM_DEC,
	FN_CCM_ENC,
	FN_CCM_DEC,
	FN_CMAC,
	FN_AEGIS128_ENC,
	FN_AEGIS128_DEC,
	FN_AEGIS128L_ENC,
	FN_AEGIS128L_DEC,
	FN_AEGIS256_ENC,
	FN_AEGIS256_DEC,
	FN_COUNT
};

/* Pointer arguments, for the NULL cases. */
#define P_OBJ 0x001u  /* the aesalt_aes_key (data key), aesalt_gcm_ctx or aesalt_cmac_ctx */
#define P_TKEY 0x002u /* XTS tweak key */
#define P_K 0x004u    /* raw key bytes */
#define P_IV 0x008u   /* IV, nonce, counter or tweak */
#define P_SB 0x010u   /* CTR stream block */
#define P_OFF 0x020u  /* iv_off / nc_off */
#define P_AAD 0x040u
#define P_IN 0x080u
#define P_OUT 0x100u
#define P_TAG 0x200u /* tag or MAC */
#define NPTR 10

static const char *const ptr_name[NPTR] = { "key/ctx",	    "tweak key", "raw key", "iv",
					    "stream_block", "off",	 "aad",	    "in",
					    "out",	    "tag" };

/* Kinds of function. */
#define K_ENC 0x01u	/* takes an aesalt_aes_key that must be for encryption */
#define K_DEC 0x02u	/* ... for decryption */
#define K_RAW 0x04u	/* takes a raw AES key: 16, 24 or 32 bytes */
#define K_RAWXTS 0x08u	/* takes a raw XTS key: 32 or 64 bytes */
#define K_BLOCK 0x10u	/* len % 16 == 0 */
#define K_XTS 0x20u	/* len >= 16 */
#define K_AUTH 0x40u	/* AEAD decryption: verifies a tag */
#define K_GCM 0x80u	/* streaming GCM on a context */
#define K_CMAC 0x100u	/* streaming CMAC on a context */
#define K_SETKEY 0x200u /* writes the key or context (compared on error) */
#define K_ONE 0x400u	/* one block: no length argument, 16 bytes */

struct fdesc {
	const char *name;
	unsigned ptrs, kind;
	size_t len, kl, ivl, tl;
	enum fn pair; /* K_AUTH: the encryption that makes valid input */
};

#define IO (P_IN | P_OUT)
#define AEAD (P_K | P_IV | P_AAD | IO | P_TAG)

static const struct fdesc fns[FN_COUNT] = {
	[FN_SETKEY_ENC] = { "aesalt_aes_setkey_enc", P_OBJ | P_K, K_RAW | K_SETKEY, 0, 16, 0, 0,
			    0 },
	[FN_SETKEY_DEC] = { "aesalt_aes_setkey_dec", P_OBJ | P_K, K_RAW | K_SETKEY, 0, 24, 0, 0,
			    0 },
	[FN_ECB_ENC] = { "aesalt_ecb_enc", P_OBJ | IO, K_ENC | K_BLOCK, 32, 0, 0, 0, 0 },
	[FN_ECB_DEC] = { "aesalt_ecb_dec", P_OBJ | IO, K_DEC | K_BLOCK, 32, 0, 0, 0, 0 },
	[FN_BLOCK_ENC] = { "aesalt_aes_block_enc", P_OBJ | IO, K_ENC | K_ONE, 16, 0, 0, 0, 0 },
	[FN_BLOCK_DEC] = { "aesalt_aes_block_dec", P_OBJ | IO, K_DEC | K_ONE, 16, 0, 0, 0, 0 },
	[FN_CBC_ENC] = { "aesalt_cbc_enc", P_OBJ | IO | P_IV, K_ENC | K_BLOCK, 32, 0, 16, 0, 0 },
	[FN_CBC_DEC] = { "aesalt_cbc_dec", P_OBJ | IO | P_IV, K_DEC | K_BLOCK, 32, 0, 16, 0, 0 },
	[FN_CBCMAC] = { "aesalt_cbcmac", P_OBJ | P_IN | P_IV, K_ENC | K_BLOCK, 32, 0, 16, 0, 0 },
	[FN_CFB128_ENC] = { "aesalt_cfb128_enc", P_OBJ | IO | P_IV | P_OFF, K_ENC, 32, 0, 16, 0,
			    0 },
	[FN_CFB128_DEC] = { "aesalt_cfb128_dec", P_OBJ | IO | P_IV | P_OFF, K_ENC, 32, 0, 16, 0,
			    0 },
	[FN_CFB8_ENC] = { "aesalt_cfb8_enc", P_OBJ | IO | P_IV, K_ENC, 32, 0, 16, 0, 0 },
	[FN_CFB8_DEC] = { "aesalt_cfb8_dec", P_OBJ | IO | P_IV, K_ENC, 32, 0, 16, 0, 0 },
	[FN_OFB] = { "aesalt_ofb", P_OBJ | IO | P_IV | P_OFF, K_ENC, 32, 0, 16, 0, 0 },
	[FN_CTR] = { "aesalt_ctr", P_OBJ | IO | P_IV | P_SB | P_OFF, K_ENC, 32, 0, 16, 0, 0 },
	[FN_XTS_ENC] = { "aesalt_xts_enc", P_OBJ | P_TKEY | IO | P_IV, K_ENC | K_XTS, 32, 0, 16, 0,
			 0 },
	[FN_XTS_DEC] = { "aesalt_xts_dec", P_OBJ | P_TKEY | IO | P_IV, K_DEC | K_XTS, 32, 0, 16, 0,
			 0 },
	[FN_XTS_SETKEY_ENC] = { "aesalt_xts_setkey_enc", P_OBJ | P_TKEY | P_K, K_RAWXTS | K_SETKEY,
				0, 32, 0, 0, 0 },
	[FN_XTS_SETKEY_DEC] = { "aesalt_xts_setkey_dec", P_OBJ | P_TKEY | P_K, K_RAWXTS | K_SETKEY,
				0, 64, 0, 0, 0 },
	[FN_GCM_SETKEY] = { "aesalt_gcm_setkey", P_OBJ | P_K, K_RAW | K_GCM | K_SETKEY, 0, 16, 0, 0,
			    0 },
	[FN_GCM_START] = { "aesalt_gcm_start", P_OBJ | P_IV, K_GCM, 0, 0, 12, 0, 0 },
	[FN_GCM_AAD] = { "aesalt_gcm_aad", P_OBJ | P_AAD, K_GCM, 0, 0, 0, 0, 0 },
	[FN_GCM_UPDATE] = { "aesalt_gcm_update", P_OBJ | IO, K_GCM, 32, 0, 0, 0, 0 },
	[FN_GCM_FINISH] = { "aesalt_gcm_finish", P_OBJ | P_TAG, K_GCM, 0, 0, 0, 16, 0 },
	[FN_CMAC_SETKEY] = { "aesalt_cmac_setkey", P_OBJ | P_K, K_RAW | K_CMAC | K_SETKEY, 0, 32, 0,
			     0, 0 },
	[FN_CMAC_RESET] = { "aesalt_cmac_reset", P_OBJ, K_CMAC, 0, 0, 0, 0, 0 },
	[FN_CMAC_UPDATE] = { "aesalt_cmac_update", P_OBJ | P_IN, K_CMAC, 32, 0, 0, 0, 0 },
	[FN_CMAC_FINISH] = { "aesalt_cmac_finish", P_OBJ | P_TAG, K_CMAC, 0, 0, 0, 16, 0 },
	[FN_CCM_ENC_KEY] = { "aesalt_ccm_encrypt_key", P_OBJ | P_IV | P_AAD | IO | P_TAG, K_ENC, 32,
			     0, 12, 16, 0 },
	[FN_CCM_DEC_KEY] = { "aesalt_ccm_decrypt_key", P_OBJ | P_IV | P_AAD | IO | P_TAG,
			     K_ENC | K_AUTH, 32, 0, 12, 16, FN_CCM_ENC_KEY },
	[FN_AES_ECB_E] = { "aesalt_aes_ecb(enc)", P_K | IO, K_RAW | K_BLOCK, 32, 16, 0, 0, 0 },
	[FN_AES_ECB_D] = { "aesalt_aes_ecb(dec)", P_K | IO, K_RAW | K_BLOCK, 32, 24, 0, 0, 0 },
	[FN_AES_CBC_E] = { "aesalt_aes_cbc(enc)", P_K | P_IV | IO, K_RAW | K_BLOCK, 32, 32, 16, 0,
			   0 },
	[FN_AES_CBC_D] = { "aesalt_aes_cbc(dec)", P_K | P_IV | IO, K_RAW | K_BLOCK, 32, 16, 16, 0,
			   0 },
	[FN_AES_CFB128_E] = { "aesalt_aes_cfb128(enc)", P_K | P_IV | IO, K_RAW, 32, 16, 16, 0, 0 },
	[FN_AES_CFB128_D] = { "aesalt_aes_cfb128(dec)", P_K | P_IV | IO, K_RAW, 32, 24, 16, 0, 0 },
	[FN_AES_CFB8_E] = { "aesalt_aes_cfb8(enc)", P_K | P_IV | IO, K_RAW, 32, 32, 16, 0, 0 },
	[FN_AES_CFB8_D] = { "aesalt_aes_cfb8(dec)", P_K | P_IV | IO, K_RAW, 32, 16, 16, 0, 0 },
	[FN_AES_OFB] = { "aesalt_aes_ofb", P_K | P_IV | IO, K_RAW, 32, 24, 16, 0, 0 },
	[FN_AES_CTR] = { "aesalt_aes_ctr", P_K | P_IV | IO, K_RAW, 32, 32, 16, 0, 0 },
	[FN_AES_XTS_E] = { "aesalt_aes_xts(enc)", P_K | P_IV | IO, K_RAWXTS | K_XTS, 32, 32, 16, 0,
			   0 },
	[FN_AES_XTS_D] = { "aesalt_aes_xts(dec)", P_K | P_IV | IO, K_RAWXTS | K_XTS, 32, 64, 16, 0,
			   0 },
	[FN_GCM_ENC] = { "aesalt_gcm_encrypt", AEAD, K_RAW, 32, 16, 12, 16, 0 },
	[FN_GCM_DEC] = { "aesalt_gcm_decrypt", AEAD, K_RAW | K_AUTH, 32, 16, 12, 16, FN_GCM_ENC },
	[FN_CCM_ENC] = { "aesalt_ccm_encrypt", AEAD, K_RAW, 32, 24, 12, 16, 0 },
	[FN_CCM_DEC] = { "aesalt_ccm_decrypt", AEAD, K_RAW | K_AUTH, 32, 24, 12, 16, FN_CCM_ENC },
	[FN_CMAC] = { "aesalt_cmac", P_K | P_IN | P_TAG, K_RAW, 32, 16, 0, 16, 0 },
	[FN_AEGIS128_ENC] = { "aesalt_aegis128_encrypt", AEAD, 0, 32, 16, 16, 16, 0 },
	[FN_AEGIS128_DEC] = { "aesalt_aegis128_decrypt", AEAD, K_AUTH, 32, 16, 16, 16,
			      FN_AEGIS128_ENC },
	[FN_AEGIS128L_ENC] = { "aesalt_aegis128l_encrypt", AEAD, 0, 32, 16, 16, 16, 0 },
	[FN_AEGIS128L_DEC] = { "aesalt_aegis128l_decrypt", AEAD, K_AUTH, 32, 16, 16, 16,
			       FN_AEGIS128L_ENC },
	[FN_AEGIS256_ENC] = { "aesalt_aegis256_encrypt", AEAD, 0, 32, 32, 32, 16, 0 },
	[FN_AEGIS256_DEC] = { "aesalt_aegis256_decrypt", AEAD, K_AUTH, 32, 32, 32, 16,
			      FN_AEGIS256_ENC },
};

/* ---- one call's arguments ---------------------------------------------- */

struct args {
	aesalt_aes_key *key, *tkey;
	aesalt_gcm_ctx *gctx;
	aesalt_cmac_ctx *cctx;
	const uint8_t *k;
	size_t kl;
	uint8_t *iv;
	size_t ivl;
	uint8_t *sb;
	size_t *off;
	const uint8_t *aad;
	size_t al;
	uint8_t *in; /* mutable here so AEAD decryption cases can be prepared */
	uint8_t *out;
	size_t len;
	uint8_t *tag;
	size_t tl;
	int enc;
};

static int call(enum fn f, const struct args *a)
{
	switch (f) {
	case FN_SETKEY_ENC:
		return aesalt_aes_setkey_enc(a->key, a->k, a->kl);
	case FN_SETKEY_DEC:
		return aesalt_aes_setkey_dec(a->key, a->k, a->kl);
	case FN_ECB_ENC:
		return aesalt_ecb_enc(a->key, a->out, a->in, a->len);
	case FN_ECB_DEC:
		return aesalt_ecb_dec(a->key, a->out, a->in, a->len);
	case FN_BLOCK_ENC:
		return aesalt_aes_block_enc(a->key, a->out, a->in);
	case FN_BLOCK_DEC:
		return aesalt_aes_block_dec(a->key, a->out, a->in);
	case FN_CBC_ENC:
		return aesalt_cbc_enc(a->key, a->out, a->in, a->len, a->iv);
	case FN_CBC_DEC:
		return aesalt_cbc_dec(a->key, a->out, a->in, a->len, a->iv);
	case FN_CBCMAC:
		return aesalt_cbcmac(a->key, a->iv, a->in, a->len);
	case FN_CFB128_ENC:
		return aesalt_cfb128_enc(a->key, a->out, a->in, a->len, a->iv, a->off);
	case FN_CFB128_DEC:
		return aesalt_cfb128_dec(a->key, a->out, a->in, a->len, a->iv, a->off);
	case FN_CFB8_ENC:
		return aesalt_cfb8_enc(a->key, a->out, a->in, a->len, a->iv);
	case FN_CFB8_DEC:
		return aesalt_cfb8_dec(a->key, a->out, a->in, a->len, a->iv);
	case FN_OFB:
		return aesalt_ofb(a->key, a->out, a->in, a->len, a->iv, a->off);
	case FN_CTR:
		return aesalt_ctr(a->key, a->out, a->in, a->len, a->iv, a->sb, a->off);
	case FN_XTS_ENC:
		return aesalt_xts_enc(a->key, a->tkey, a->out, a->in, a->len, a->iv);
	case FN_XTS_DEC:
		return aesalt_xts_dec(a->key, a->tkey, a->out, a->in, a->len, a->iv);
	case FN_XTS_SETKEY_ENC:
		return aesalt_xts_setkey_enc(a->key, a->tkey, a->k, a->kl);
	case FN_XTS_SETKEY_DEC:
		return aesalt_xts_setkey_dec(a->key, a->tkey, a->k, a->kl);
	case FN_GCM_SETKEY:
		return aesalt_gcm_setkey(a->gctx, a->k, a->kl);
	case FN_GCM_START:
		return aesalt_gcm_start(a->gctx, a->enc, a->iv, a->ivl);
	case FN_GCM_AAD:
		return aesalt_gcm_aad(a->gctx, a->aad, a->al);
	case FN_GCM_UPDATE:
		return aesalt_gcm_update(a->gctx, a->out, a->in, a->len);
	case FN_GCM_FINISH:
		return aesalt_gcm_finish(a->gctx, a->tag, a->tl);
	case FN_CMAC_SETKEY:
		return aesalt_cmac_setkey(a->cctx, a->k, a->kl);
	case FN_CMAC_RESET:
		return aesalt_cmac_reset(a->cctx);
	case FN_CMAC_UPDATE:
		return aesalt_cmac_update(a->cctx, a->in, a->len);
	case FN_CMAC_FINISH:
		return aesalt_cmac_finish(a->cctx, a->tag);
	case FN_CCM_ENC_KEY:
		return aesalt_ccm_encrypt_key(a->key, a->iv, a->ivl, a->aad, a->al, a->out, a->in,
					      a->len, a->tag, a->tl);
	case FN_CCM_DEC_KEY:
		return aesalt_ccm_decrypt_key(a->key, a->iv, a->ivl, a->aad, a->al, a->out, a->in,
					      a->len, a->tag, a->tl);
	case FN_AES_ECB_E:
	case FN_AES_ECB_D:
		return aesalt_aes_ecb(f == FN_AES_ECB_E, a->k, a->kl, a->in, a->out, a->len);
	case FN_AES_CBC_E:
	case FN_AES_CBC_D:
		return aesalt_aes_cbc(f == FN_AES_CBC_E, a->k, a->kl, a->iv, a->in, a->out, a->len);
	case FN_AES_CFB128_E:
	case FN_AES_CFB128_D:
		return aesalt_aes_cfb128(f == FN_AES_CFB128_E, a->k, a->kl, a->iv, a->in, a->out,
					 a->len);
	case FN_AES_CFB8_E:
	case FN_AES_CFB8_D:
		return aesalt_aes_cfb8(f == FN_AES_CFB8_E, a->k, a->kl, a->iv, a->in, a->out,
				       a->len);
	case FN_AES_OFB:
		return aesalt_aes_ofb(a->k, a->kl, a->iv, a->in, a->out, a->len);
	case FN_AES_CTR:
		return aesalt_aes_ctr(a->k, a->kl, a->iv, a->in, a->out, a->len);
	case FN_AES_XTS_E:
	case FN_AES_XTS_D:
		return aesalt_aes_xts(f == FN_AES_XTS_E, a->k, a->kl, a->iv, a->in, a->out, a->len);
	case FN_GCM_ENC:
		return aesalt_gcm_encrypt(a->k, a->kl, a->iv, a->ivl, a->aad, a->al, a->in, a->out,
					  a->len, a->tag, a->tl);
	case FN_GCM_DEC:
		return aesalt_gcm_decrypt(a->k, a->kl, a->iv, a->ivl, a->aad, a->al, a->in, a->out,
					  a->len, a->tag, a->tl);
	case FN_CCM_ENC:
		return aesalt_ccm_encrypt(a->k, a->kl, a->iv, a->ivl, a->aad, a->al, a->in, a->out,
					  a->len, a->tag, a->tl);
	case FN_CCM_DEC:
		return aesalt_ccm_decrypt(a->k, a->kl, a->iv, a->ivl, a->aad, a->al, a->in, a->out,
					  a->len, a->tag, a->tl);
	case FN_CMAC:
		return aesalt_cmac(a->k, a->kl, a->in, a->len, a->tag);
	case FN_AEGIS128_ENC:
		return aesalt_aegis128_encrypt(a->k, a->iv, a->aad, a->al, a->in, a->out, a->len,
					       a->tag, a->tl);
	case FN_AEGIS128_DEC:
		return aesalt_aegis128_decrypt(a->k, a->iv, a->aad, a->al, a->in, a->out, a->len,
					       a->tag, a->tl);
	case FN_AEGIS128L_ENC:
		return aesalt_aegis128l_encrypt(a->k, a->iv, a->aad, a->al, a->in, a->out, a->len,
						a->tag, a->tl);
	case FN_AEGIS128L_DEC:
		return aesalt_aegis128l_decrypt(a->k, a->iv, a->aad, a->al, a->in, a->out, a->len,
						a->tag, a->tl);
	case FN_AEGIS256_ENC:
		return aesalt_aegis256_encrypt(a->k, a->iv, a->aad, a->al, a->in, a->out, a->len,
					       a->tag, a->tl);
	case FN_AEGIS256_DEC:
		return aesalt_aegis256_decrypt(a->k, a->iv, a->aad, a->al, a->in, a->out, a->len,
					       a->tag, a->tl);
	case FN_COUNT:
		break;
	}
	return 12345; /* not reached */
}

/* ---- a case: the default call with one change ------------------------- */

/* Key states. */
enum { KS_OK, KS_UNSET, KS_WRONG };
/* Streaming context states before the call (S_DEFAULT: the function's
 * natural one: fresh for set-key, keyed for start/reset/update/finish of
 * CMAC, started for GCM aad/update, some data for GCM finish). */
enum { S_DEFAULT, S_FRESH, S_KEYED, S_STARTED, S_UPDATED, S_FINISHED };

struct mut {
	unsigned null; /* P_* passed as NULL */
	int set_len, set_kl, set_ivl, set_al, set_tl, set_off, set_enc;
	size_t len, kl, ivl, al, tl, off;
	int enc;
	int overlap;   /* nonzero: out = in + overlap */
	int key, tkey; /* KS_* */
	int state;     /* S_* */
	int badtag;    /* K_AUTH: corrupt the tag after preparing it */
	int wipe;      /* after set-up, the key (of the context) is: W_WIPED, W_NOKERNEL */
	int xtskey;    /* raw XTS key: X_EQUAL halves, X_ZERO (IEEE 1619 vector 1),
			* X_LAST / X_FIRST (halves differ in one byte only) */
	int samekey;   /* XTS: the tweak key is the data key object */
};

/* After set-up: aesalt_aes_key_wipe() of the key, or only its kernel
 * pointer cleared (the schedule left in place). */
enum { W_NONE, W_WIPED, W_NOKERNEL };
enum { X_NONE, X_EQUAL, X_ZERO, X_LAST, X_FIRST };

#define NUL(p) .null = (p)
#define LEN(n) .set_len = 1, .len = (n)
#define KL(n) .set_kl = 1, .kl = (n)
#define IVL(n) .set_ivl = 1, .ivl = (n)
#define AL(n) .set_al = 1, .al = (n)
#define TL(n) .set_tl = 1, .tl = (n)
#define OFF(n) .set_off = 1, .off = (n)
#define ENC(n) .set_enc = 1, .enc = (n)
#define STATE(s) .state = (s)

struct row {
	enum fn fn;
	const char *what;
	int exp;
	struct mut m;
};

/* Rules of single functions.  (The generic rules are in main.) */
static const struct row table[] = {
	/* GCM */
	{ FN_GCM_START, "iv_len 0", AESALT_ERR_BAD_INPUT, { IVL(0) } },
	{ FN_GCM_START, "iv NULL, iv_len 0", AESALT_ERR_BAD_INPUT, { NUL(P_IV), IVL(0) } },
	{ FN_GCM_START, "iv_len 1", 0, { IVL(1) } },
	{ FN_GCM_START, "iv_len 13", 0, { IVL(13) } },
	{ FN_GCM_START, "encrypt 0", 0, { ENC(0) } },
	{ FN_GCM_START, "encrypt 2 (must be 1 or 0)", AESALT_ERR_BAD_INPUT, { ENC(2) } },
	{ FN_GCM_START, "restart after finish", 0, { STATE(S_FINISHED) } },
	{ FN_GCM_AAD, "after update", AESALT_ERR_BAD_INPUT, { STATE(S_UPDATED) } },
	{ FN_GCM_AAD, "before start", AESALT_ERR_BAD_INPUT, { STATE(S_KEYED) } },
	{ FN_GCM_AAD, "after finish", AESALT_ERR_BAD_INPUT, { STATE(S_FINISHED) } },
	{ FN_GCM_UPDATE, "before start", AESALT_ERR_BAD_INPUT, { STATE(S_KEYED) } },
	{ FN_GCM_UPDATE, "after finish", AESALT_ERR_BAD_INPUT, { STATE(S_FINISHED) } },
	{ FN_GCM_UPDATE, "after update", 0, { STATE(S_UPDATED) } },
	{ FN_GCM_FINISH, "twice", AESALT_ERR_BAD_INPUT, { STATE(S_FINISHED) } },
	{ FN_GCM_FINISH, "before start", AESALT_ERR_BAD_INPUT, { STATE(S_KEYED) } },
	{ FN_GCM_FINISH, "with no data", 0, { STATE(S_STARTED) } },
	{ FN_GCM_FINISH, "tag_len 0", AESALT_ERR_BAD_INPUT, { TL(0) } },
	{ FN_GCM_FINISH, "tag_len 17", AESALT_ERR_BAD_INPUT, { TL(17) } },
	{ FN_GCM_FINISH, "tag_len 1", 0, { TL(1) } },
	{ FN_GCM_ENC, "iv_len 0", AESALT_ERR_BAD_INPUT, { IVL(0) } },
	{ FN_GCM_ENC, "iv_len 1", 0, { IVL(1) } },
	{ FN_GCM_ENC, "iv_len 60", 0, { IVL(60) } },
	{ FN_GCM_ENC, "tag_len 3", AESALT_ERR_BAD_INPUT, { TL(3) } },
	{ FN_GCM_ENC, "tag_len 17", AESALT_ERR_BAD_INPUT, { TL(17) } },
	{ FN_GCM_ENC, "tag_len 0", AESALT_ERR_BAD_INPUT, { TL(0) } },
	{ FN_GCM_ENC, "tag_len 4", 0, { TL(4) } },
	{ FN_GCM_DEC, "iv_len 0", AESALT_ERR_BAD_INPUT, { IVL(0) } },
	{ FN_GCM_DEC, "tag_len 3", AESALT_ERR_BAD_INPUT, { TL(3) } },
	{ FN_GCM_DEC, "tag_len 17", AESALT_ERR_BAD_INPUT, { TL(17) } },
	{ FN_GCM_DEC, "tag_len 0", AESALT_ERR_BAD_INPUT, { TL(0) } },
	{ FN_GCM_DEC, "tag_len 4", 0, { TL(4) } },
	/* XTS: 16 <= len <= 2^24 */
	{ FN_AES_XTS_E, "len 2^24", 0, { LEN(1u << 24) } },
	{ FN_AES_XTS_E, "len 2^24 + 1", AESALT_ERR_INPUT_LENGTH, { LEN((1u << 24) + 1) } },
	{ FN_XTS_DEC, "len 2^24", 0, { LEN(1u << 24) } },
	{ FN_XTS_DEC, "len 2^24 + 16", AESALT_ERR_INPUT_LENGTH, { LEN((1u << 24) + 16) } },
	/* XTS: Key1 == Key2 refused (IEEE 1619-2018, SP 800-38E); the compare
	 * covers every byte of both halves */
	{ FN_XTS_ENC, "tweak key is the data key", AESALT_ERR_WEAK_KEY, { .samekey = 1 } },
	{ FN_XTS_DEC, "tweak key is the data key", AESALT_ERR_BAD_INPUT, { .samekey = 1 } },
	{ FN_XTS_SETKEY_ENC, "tweak key is the data key", AESALT_ERR_BAD_INPUT, { .samekey = 1 } },
	{ FN_XTS_SETKEY_DEC, "tweak key is the data key", AESALT_ERR_BAD_INPUT, { .samekey = 1 } },
	/* forged short tags (the compare covers tags of every length) */
	{ FN_GCM_DEC, "forged tag, tag_len 4", AESALT_ERR_AUTH, { TL(4), .badtag = 1 } },
	{ FN_CCM_DEC, "forged tag, tag_len 4", AESALT_ERR_AUTH, { TL(4), .badtag = 1 } },
	{ FN_CCM_DEC_KEY, "forged tag, tag_len 4", AESALT_ERR_AUTH, { TL(4), .badtag = 1 } },
	{ FN_AEGIS128_DEC, "forged tag, tag_len 8", AESALT_ERR_AUTH, { TL(8), .badtag = 1 } },
	/* CMAC: finish resets, so a second finish MACs the empty message */
	{ FN_CMAC_FINISH, "after finish (a new empty message)", 0, { STATE(S_FINISHED) } },
};

/* ---- running a case ------------------------------------------------------ */

#define IOSZ 512
#define BIG ((1u << 24) + 64)

static uint8_t io[IOSZ], tagb[64], ivb[128], sbb[16], aadb[64], rawk[64], xtsk[64];
static uint8_t *big; /* 2 * BIG bytes for the length-limit cases */
static size_t offv;
static aesalt_aes_key key, tkey;
static aesalt_gcm_ctx gctx;
static aesalt_cmac_ctx cctx;
static const char *kern;
static uint64_t rng = 0x626164696e707574ull;

/* Snapshot of everything a call may write. */
struct snap {
	uint8_t io[IOSZ], tagb[64], ivb[128], sbb[16];
	size_t off;
	aesalt_aes_key key, tkey;
	aesalt_gcm_ctx gctx;
	aesalt_cmac_ctx cctx;
};
static struct snap before, after;

static void take(struct snap *s)
{
	memcpy(s->io, io, IOSZ);
	memcpy(s->tagb, tagb, sizeof tagb);
	memcpy(s->ivb, ivb, sizeof ivb);
	memcpy(s->sbb, sbb, sizeof sbb);
	s->off = offv;
	memcpy(&s->key, &key, sizeof key);
	memcpy(&s->tkey, &tkey, sizeof tkey);
	memcpy(&s->gctx, &gctx, sizeof gctx);
	memcpy(&s->cctx, &cctx, sizeof cctx);
}

static int mk_key(aesalt_aes_key *k, int state, int want_dec)
{
	memset(k, 0, sizeof *k);
	if (state == KS_UNSET)
		return 0;
	if (state == KS_WRONG)
		want_dec = !want_dec;
	return want_dec ? aesalt_aes_setkey_dec(k, rawk, 16) : aesalt_aes_setkey_enc(k, rawk, 16);
}

/* Puts the streaming contexts in the state the case wants. */
static int mk_state(const struct fdesc *d, enum fn f, int state)
{
	uint8_t t[16], b[20] = { 0 };
	int rc = 0;

	memset(&gctx, 0, sizeof gctx);
	memset(&cctx, 0, sizeof cctx);
	if (state == S_DEFAULT) {
		if (d->kind & K_SETKEY)
			state = S_KEYED; /* a failed re-key must wipe the old key */
		else if (f == FN_GCM_FINISH)
			state = S_UPDATED;
		else if (d->kind & K_GCM && f != FN_GCM_START)
			state = S_STARTED;
		else
			state = S_KEYED;
	}
	if (state >= S_KEYED) {
		rc |= aesalt_gcm_setkey(&gctx, rawk, 16);
		rc |= aesalt_cmac_setkey(&cctx, rawk, 16);
	}
	if (state >= S_STARTED) {
		rc |= aesalt_gcm_start(&gctx, 1, b, 12);
		rc |= aesalt_gcm_aad(&gctx, b, 5);
		rc |= aesalt_cmac_update(&cctx, b, 5);
	}
	if (state >= S_UPDATED)
		rc |= aesalt_gcm_update(&gctx, t, b, 7);
	if (state >= S_FINISHED) {
		rc |= aesalt_gcm_finish(&gctx, t, 16);
		rc |= aesalt_cmac_finish(&cctx, t);
	}
	return rc;
}

/* After a failed set-up: the object (n bytes) is all zero if the call was
 * given it (wiped), else as it was before. */
static void set_up_object(const void *after_p, const void *before_p, size_t n, int wiped,
			  const char *obj, const struct fdesc *d, const char *what)
{
	static const uint8_t zero[sizeof(aesalt_gcm_ctx)];

	CHECK(memcmp(after_p, wiped ? zero : before_p, n) == 0, "%s %s: %s: %s %s on error", kern,
	      d->name, what, obj, wiped ? "not wiped" : "written");
}

static void run(enum fn f, const char *what, int exp, const struct mut *m)
{
	const struct fdesc *d = &fns[f];
	struct args a;
	size_t i;
	int rc, setup;
	int big_case;

	memset(&a, 0, sizeof a);
	a.len = m->set_len ? m->len : d->len;
	a.kl = m->set_kl ? m->kl : d->kl;
	a.ivl = m->set_ivl ? m->ivl : d->ivl;
	a.al = m->set_al ? m->al : 5;
	a.tl = m->set_tl ? m->tl : d->tl;
	a.enc = m->set_enc ? m->enc : 1;
	big_case = a.len > 200;

	test_fill(&rng, io, IOSZ);
	test_fill(&rng, tagb, sizeof tagb);
	test_fill(&rng, ivb, sizeof ivb);
	test_fill(&rng, sbb, sizeof sbb);
	test_fill(&rng, aadb, sizeof aadb);
	offv = m->set_off ? m->off : 3;

	setup = mk_key(&key, m->key, (d->kind & K_DEC) != 0);
	setup |= mk_key(&tkey, m->tkey, 0);
	setup |= mk_state(d, f, m->state);
	CHECK(setup == 0, "%s %s %s: set-up failed", kern, d->name, what);
	if (m->wipe == W_WIPED) {
		aesalt_aes_key_wipe(&key);
		aesalt_aes_key_wipe(&gctx.key);
		aesalt_aes_key_wipe(&cctx.key);
	} else if (m->wipe == W_NOKERNEL) {
		key.kernel = NULL;
		gctx.key.kernel = NULL;
		cctx.key.kernel = NULL;
	}

	a.key = &key;
	a.tkey = m->samekey ? &key : &tkey;
	a.gctx = &gctx;
	a.cctx = &cctx;
	a.k = rawk;
	if (m->xtskey != X_NONE) {
		/* halves of kl / 2 bytes each */
		size_t h = a.kl / 2;
		memcpy(xtsk, rawk, h);
		memcpy(xtsk + h, rawk, h);
		if (m->xtskey == X_ZERO)
			memset(xtsk, 0, sizeof xtsk);
		if (m->xtskey == X_LAST)
			xtsk[2 * h - 1] ^= 1;
		if (m->xtskey == X_FIRST)
			xtsk[h] ^= 0x80;
		a.k = xtsk;
	}
	a.iv = ivb + 16;
	a.sb = sbb;
	a.off = &offv;
	a.aad = aadb;
	a.tag = tagb + 16;
	if (big_case) {
		a.in = big;
		a.out = big + BIG;
	} else {
		a.in = io + 64;
		a.out = m->overlap ? a.in + m->overlap : io + 256;
	}

	/* AEAD decryption: make the input a real ciphertext and tag. */
	if ((d->kind & K_AUTH) && !m->overlap) {
		struct args e = a;
		aesalt_aes_key ek;
		uint8_t zero[64] = { 0 };
		mk_key(&ek, KS_OK, 0);
		e.key = &ek;
		e.in = (uint8_t *)(big_case ? big + BIG : io + 256); /* plaintext: whatever */
		e.out = a.in != NULL ? a.in : io + 64;
		e.aad = a.aad != NULL ? a.aad : zero;
		e.iv = a.iv != NULL ? a.iv : zero;
		e.k = a.k != NULL ? a.k : zero;
		e.tag = a.tag != NULL ? a.tag : tagb + 16;
		(void)call(d->pair, &e); /* may fail for a bad length: then so must a */
		if (m->badtag)
			tagb[16] ^= 0x10;
	}

	if (m->null & P_OBJ)
		a.key = NULL, a.gctx = NULL, a.cctx = NULL;
	if (m->null & P_TKEY)
		a.tkey = NULL;
	if (m->null & P_K)
		a.k = NULL;
	if (m->null & P_IV)
		a.iv = NULL;
	if (m->null & P_SB)
		a.sb = NULL;
	if (m->null & P_OFF)
		a.off = NULL;
	if (m->null & P_AAD)
		a.aad = NULL;
	if (m->null & P_IN)
		a.in = NULL;
	if (m->null & P_OUT)
		a.out = NULL;
	if (m->null & P_TAG)
		a.tag = NULL;

	if (test_compiled_out(d->name) != NULL) {
		/* whatever the arguments: refused, nothing written (below) */
		test_skip_note("test_badinput", d->name, test_compiled_out(d->name));
		exp = AESALT_ERR_UNSUPPORTED;
	}
	take(&before);
	if (big_case)
		memset(big + BIG, 0x5a, a.len);
	rc = call(f, &a);
	take(&after);

	CHECK(rc == exp, "%s %s: %s: returned %d (%s), expected %d (%s)", kern, d->name, what, rc,
	      aesalt_strerror(rc), exp, aesalt_strerror(exp));
	if (exp == 0 || rc == 0)
		return;

	if (exp == AESALT_ERR_AUTH && a.out != NULL) {
		/* the output is wiped, the rest untouched */
		for (i = 0; i < a.len && a.out[i] == 0; i++)
			;
		CHECK(i == a.len, "%s %s: %s: output not all zero after a failed tag check", kern,
		      d->name, what);
		if (!big_case)
			memcpy(after.io + 256, before.io + 256, a.len);
	} else if (big_case) {
		for (i = 0; i < a.len && big[BIG + i] == 0x5a; i++)
			;
		CHECK(i == a.len, "%s %s: %s: output written on error", kern, d->name, what);
	}
	CHECK(memcmp(after.io, before.io, IOSZ) == 0, "%s %s: %s: in/out buffers written on error",
	      kern, d->name, what);
	CHECK(memcmp(after.tagb, before.tagb, sizeof tagb) == 0, "%s %s: %s: tag written on error",
	      kern, d->name, what);
	CHECK(memcmp(after.ivb, before.ivb, sizeof ivb) == 0 &&
		      memcmp(after.sbb, before.sbb, sizeof sbb) == 0 && after.off == before.off,
	      "%s %s: %s: iv, stream block or offset changed on error", kern, d->name, what);
	if (d->kind & K_SETKEY) {
		/* A failed set-up wipes what it was given (all of it, or nothing
		 * when an object pointer is NULL) and touches nothing else. */
		int none = (m->null & (P_OBJ | P_TKEY)) != 0 || m->samekey;
		int wk = !none && (f == FN_SETKEY_ENC || f == FN_SETKEY_DEC ||
				   f == FN_XTS_SETKEY_ENC || f == FN_XTS_SETKEY_DEC);
		int wt = !none && (f == FN_XTS_SETKEY_ENC || f == FN_XTS_SETKEY_DEC);
		int wg = !none && f == FN_GCM_SETKEY, wc = !none && f == FN_CMAC_SETKEY;

		set_up_object(&after.key, &before.key, sizeof key, wk, "key", d, what);
		set_up_object(&after.tkey, &before.tkey, sizeof tkey, wt, "tweak key", d, what);
		set_up_object(&after.gctx, &before.gctx, sizeof gctx, wg, "GCM context", d, what);
		set_up_object(&after.cctx, &before.cctx, sizeof cctx, wc, "CMAC context", d, what);
		if (wk)
			CHECK(aesalt_ecb_enc(&key, io, io, 16) == AESALT_ERR_BAD_INPUT &&
				      aesalt_ecb_dec(&key, io, io, 16) == AESALT_ERR_BAD_INPUT,
			      "%s %s: %s: key still usable after a failed set-up", kern, d->name,
			      what);
	}
}

/* ---- the generic rules -------------------------------------------------- */

static void generic(enum fn f)
{
	static const size_t bad_aes[] = { 0, 15, 17, 20, 33, 64 };
	static const size_t bad_xts[] = { 0, 16, 24, 33, 48, 63, 65, 128 };
	const struct fdesc *d = &fns[f];
	char what[96];
	struct mut m;
	size_t i;

#define CASE(exp, ...)                                                                             \
	do {                                                                                       \
		snprintf(what, sizeof what, __VA_ARGS__);                                          \
		run(f, what, (exp), &m);                                                           \
		memset(&m, 0, sizeof m);                                                           \
	} while (0)

	memset(&m, 0, sizeof m);
	CASE(0, "default arguments");

	/* every pointer NULL while its length is not zero */
	for (i = 0; i < NPTR; i++) {
		if (!(d->ptrs & (1u << i)))
			continue;
		m.null = 1u << i;
		CASE(AESALT_ERR_BAD_INPUT, "%s NULL", ptr_name[i]);
	}
	/* NULL with zero length is fine (a one-block call has no length) */
	if ((d->ptrs & P_IN) && !(d->kind & K_ONE)) {
		m.null = d->ptrs & IO;
		m.set_len = 1;
		CASE((d->kind & K_XTS) ? AESALT_ERR_INPUT_LENGTH : 0, "in/out NULL, len 0");
		m.set_len = 1;
		CASE((d->kind & K_XTS) ? AESALT_ERR_INPUT_LENGTH : 0, "len 0");
	}
	if (d->ptrs & P_AAD) {
		m.null = P_AAD;
		m.set_al = 1;
		CASE(0, "aad NULL, aad_len 0");
	}
	/* partial overlaps: refused, but by the one-block entries, which take
	 * any overlap (aesalt.h; test_differential checks their results) */
	if ((d->ptrs & IO) == IO) {
		int one = (d->kind & K_ONE) != 0;
		m.overlap = 1;
		CASE(one ? 0 : AESALT_ERR_BAD_INPUT, "out = in + 1");
		m.overlap = -1;
		CASE(one ? 0 : AESALT_ERR_BAD_INPUT, "out = in - 1");
		if (one) {
			m.overlap = 15;
			CASE(0, "out = in + 15");
			m.overlap = -15;
			CASE(0, "out = in - 15");
			m.overlap = -16;
			CASE(0, "out = in - 16");
		}
		m.overlap = 16;
		CASE(one ? 0 : AESALT_ERR_BAD_INPUT, "out = in + 16");
	}
	/* keys */
	if (d->kind & (K_ENC | K_DEC)) {
		m.key = KS_UNSET;
		CASE(AESALT_ERR_BAD_INPUT, "zeroed (unset) key");
		m.key = KS_WRONG;
		CASE(AESALT_ERR_BAD_INPUT, "%s key",
		     (d->kind & K_DEC) ? "encryption" : "decryption");
	}
	if ((d->ptrs & P_TKEY) && !(d->kind & K_SETKEY)) {
		m.tkey = KS_UNSET;
		CASE(AESALT_ERR_BAD_INPUT, "zeroed (unset) tweak key");
		m.tkey = KS_WRONG;
		CASE(AESALT_ERR_BAD_INPUT, "decryption tweak key");
	}
	if ((d->kind & (K_GCM | K_CMAC)) && !(d->kind & K_SETKEY)) {
		m.state = S_FRESH;
		CASE(AESALT_ERR_BAD_INPUT, "zeroed (unset) context");
	}
	/* a key unset after set-up: wiped through the API, or only its kernel
	 * pointer cleared (a started GCM context included) */
	if (((d->kind & (K_ENC | K_DEC)) || (d->kind & (K_GCM | K_CMAC))) &&
	    !(d->kind & K_SETKEY)) {
		m.wipe = W_WIPED;
		CASE(AESALT_ERR_BAD_INPUT, "key wiped after set-up");
		m.wipe = W_NOKERNEL;
		CASE(AESALT_ERR_BAD_INPUT, "kernel pointer cleared after set-up");
	}
	if (d->kind & K_RAW) {
		for (i = 0; i < sizeof bad_aes / sizeof bad_aes[0]; i++) {
			m.set_kl = 1;
			m.kl = bad_aes[i];
			CASE(AESALT_ERR_KEY_LENGTH, "key_len %zu", bad_aes[i]);
		}
		m.null = P_K;
		m.set_kl = 1;
		CASE(AESALT_ERR_KEY_LENGTH, "key NULL, key_len 0");
		for (i = 16; i <= 32; i += 8) {
			m.set_kl = 1;
			m.kl = i;
			CASE(0, "key_len %zu", i);
		}
	}
	if (d->kind & K_RAWXTS) {
		for (i = 0; i < sizeof bad_xts / sizeof bad_xts[0]; i++) {
			m.set_kl = 1;
			m.kl = bad_xts[i];
			CASE(AESALT_ERR_KEY_LENGTH, "key_len %zu", bad_xts[i]);
		}
		m.set_kl = 1;
		m.kl = 64 + 32 - d->kl; /* the other good length */
		CASE(0, "key_len %zu", m.kl);
		for (i = 32; i <= 64; i += 32) {
			m.set_kl = 1, m.kl = i, m.xtskey = X_EQUAL;
			CASE(AESALT_ERR_WEAK_KEY, "key_len %zu, Key1 == Key2", i);
			m.set_kl = 1, m.kl = i, m.xtskey = X_ZERO;
			CASE(AESALT_ERR_WEAK_KEY, "key_len %zu, all zero (IEEE 1619 vector 1)", i);
			m.set_kl = 1, m.kl = i, m.xtskey = X_LAST;
			CASE(0, "key_len %zu, halves differ in the last byte", i);
			m.set_kl = 1, m.kl = i, m.xtskey = X_FIRST;
			CASE(0, "key_len %zu, halves differ in Key2's first byte", i);
		}
	}
	if (d->kind & K_BLOCK) {
		static const size_t bad[] = { 1, 15, 17, 40 };
		for (i = 0; i < 4; i++) {
			m.set_len = 1;
			m.len = bad[i];
			CASE(AESALT_ERR_INPUT_LENGTH, "len %zu", bad[i]);
		}
	}
	if (d->kind & K_XTS) {
		static const size_t bad[] = { 1, 15 }, good[] = { 16, 17, 31, 33 };
		for (i = 0; i < 2; i++) {
			m.set_len = 1;
			m.len = bad[i];
			CASE(AESALT_ERR_INPUT_LENGTH, "len %zu", bad[i]);
		}
		for (i = 0; i < 4; i++) {
			m.set_len = 1;
			m.len = good[i];
			CASE(0, "len %zu", good[i]);
		}
	}
	if (d->ptrs & P_OFF) {
		m.set_off = 1;
		m.off = 16;
		CASE(AESALT_ERR_BAD_INPUT, "offset 16");
		m.set_off = 1;
		m.off = (size_t)-1;
		CASE(AESALT_ERR_BAD_INPUT, "offset SIZE_MAX");
		m.set_off = 1;
		m.off = 15;
		CASE(0, "offset 15");
	}
	if (d->kind & K_AUTH) {
		m.badtag = 1;
		CASE(AESALT_ERR_AUTH, "forged tag");
		m.badtag = 1;
		m.set_len = 1;
		CASE(AESALT_ERR_AUTH, "forged tag, len 0");
	}
#undef CASE
}

/* ---- rules over value lists ------------------------------------------- */

static void run_f(enum fn f, int exp, struct mut *m, const char *fmt, ...)
{
	char what[96];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(what, sizeof what, fmt, ap);
	va_end(ap);
	run(f, what, exp, m);
	memset(m, 0, sizeof *m);
}

/* CCM: nonce 7..13, tag 4..16 even or 0 (CCM*: encryption only), and
 * len < 2^(8L) with L = 15 - nonce_len. */
static void ccm_rules(void)
{
	static const enum fn f[] = { FN_CCM_ENC, FN_CCM_DEC, FN_CCM_ENC_KEY, FN_CCM_DEC_KEY };
	static const size_t bad_nonce[] = { 0, 6, 14 }, good_nonce[] = { 7, 13 };
	static const size_t bad_tag[] = { 2, 3, 5, 15, 17, 18 }, good_tag[] = { 4, 10 };
	struct mut m;
	size_t i, j;

	memset(&m, 0, sizeof m);
	for (i = 0; i < 4; i++) {
		for (j = 0; j < 3; j++) {
			m.set_ivl = 1;
			m.ivl = bad_nonce[j];
			run_f(f[i], AESALT_ERR_BAD_INPUT, &m, "nonce_len %zu", bad_nonce[j]);
		}
		for (j = 0; j < 2; j++) {
			m.set_ivl = 1;
			m.ivl = good_nonce[j];
			run_f(f[i], 0, &m, "nonce_len %zu", good_nonce[j]);
		}
		for (j = 0; j < 6; j++) {
			m.set_tl = 1;
			m.tl = bad_tag[j];
			run_f(f[i], AESALT_ERR_BAD_INPUT, &m, "tag_len %zu", bad_tag[j]);
		}
		for (j = 0; j < 2; j++) {
			m.set_tl = 1;
			m.tl = good_tag[j];
			run_f(f[i], 0, &m, "tag_len %zu", good_tag[j]);
		}
		/* CCM* (IEEE 802.15.4): tag_len 0 in both directions, as the
		 * header documents; tag may then be NULL. */
		m.set_tl = 1;
		run_f(f[i], 0, &m, "tag_len 0 (CCM*)");
		m.set_tl = 1;
		m.null = P_TAG;
		run_f(f[i], 0, &m, "tag NULL, tag_len 0 (CCM*)");
		m.set_ivl = m.set_len = 1;
		m.ivl = 13;
		m.len = 65536;
		run_f(f[i], AESALT_ERR_INPUT_LENGTH, &m, "nonce_len 13, len 65536 (L = 2)");
		m.set_ivl = m.set_len = 1;
		m.ivl = 13;
		m.len = 65535;
		run_f(f[i], 0, &m, "nonce_len 13, len 65535 (L = 2)");
	}
}

/* AEGIS-128: tag 8..16; AEGIS-128L and AEGIS-256: 16 or 32. */
static void aegis_rules(void)
{
	static const enum fn f[] = { FN_AEGIS128_ENC,  FN_AEGIS128_DEC, FN_AEGIS128L_ENC,
				     FN_AEGIS128L_DEC, FN_AEGIS256_ENC, FN_AEGIS256_DEC };
	static const size_t bad128[] = { 0, 7, 17, 32 }, good128[] = { 8, 13 };
	static const size_t bad_cfrg[] = { 0, 8, 15, 17, 24, 31, 33 };
	struct mut m;
	size_t i, j;

	memset(&m, 0, sizeof m);
	for (i = 0; i < 6; i++) {
		if (i < 2) {
			for (j = 0; j < 4; j++) {
				m.set_tl = 1;
				m.tl = bad128[j];
				run_f(f[i], AESALT_ERR_BAD_INPUT, &m, "tag_len %zu", bad128[j]);
			}
			for (j = 0; j < 2; j++) {
				m.set_tl = 1;
				m.tl = good128[j];
				run_f(f[i], 0, &m, "tag_len %zu", good128[j]);
			}
			continue;
		}
		for (j = 0; j < 7; j++) {
			m.set_tl = 1;
			m.tl = bad_cfrg[j];
			run_f(f[i], AESALT_ERR_BAD_INPUT, &m, "tag_len %zu", bad_cfrg[j]);
		}
		m.set_tl = 1;
		m.tl = 32;
		run_f(f[i], 0, &m, "tag_len 32");
	}
}

/* ---- rules outside the table ------------------------------------------- */

static void misc(void)
{
	static const int codes[] = { AESALT_OK,
				     AESALT_ERR_BAD_INPUT,
				     AESALT_ERR_KEY_LENGTH,
				     AESALT_ERR_INPUT_LENGTH,
				     AESALT_ERR_AUTH,
				     AESALT_ERR_UNSUPPORTED,
				     AESALT_ERR_CIPHER,
				     AESALT_ERR_WEAK_KEY };
	const size_t nc = sizeof codes / sizeof codes[0];
	const char *act = aesalt_kernel_active();
	aesalt_aes_key z;
	size_t i, j;
	int rc;

	/* kernels */
	rc = aesalt_kernel_select("nonsense");
	CHECK(rc == AESALT_ERR_UNSUPPORTED, "aesalt_kernel_select(\"nonsense\") = %d", rc);
	rc = aesalt_kernel_select("");
	CHECK(rc == AESALT_ERR_UNSUPPORTED, "aesalt_kernel_select(\"\") = %d", rc);
	CHECK(act != NULL && aesalt_kernel_active() != NULL &&
		      strcmp(aesalt_kernel_active(), act) == 0,
	      "a refused aesalt_kernel_select changed the active kernel");
	rc = aesalt_kernel_constant_time("nonsense");
	CHECK(rc == AESALT_ERR_UNSUPPORTED, "aesalt_kernel_constant_time(\"nonsense\") = %d", rc);
	rc = aesalt_kernel_constant_time(NULL);
	CHECK(rc == AESALT_ERR_UNSUPPORTED || rc == AESALT_ERR_BAD_INPUT,
	      "aesalt_kernel_constant_time(NULL) = %d", rc);
	/* (a kernel the build left out is unknown: test_constant_time) */
	CHECK(aesalt_kernel_constant_time("ct64") == (test_kernel_built("ct64") ? 1 : -5),
	      "ct64 must be constant time");
	CHECK(aesalt_kernel_constant_time("table") == (test_kernel_built("table") ? 0 : -5),
	      "table must not claim constant time");
	CHECK(aesalt_kernel_name(aesalt_kernel_count()) == NULL,
	      "aesalt_kernel_name(count) not NULL");
	CHECK(aesalt_kernel_name((size_t)-1) == NULL, "aesalt_kernel_name(SIZE_MAX) not NULL");

	/* keys */
	memset(&z, 0, sizeof z);
	CHECK(aesalt_aes_key_kernel(&z) == NULL, "aesalt_aes_key_kernel of an unset key not NULL");
	CHECK(aesalt_aes_key_kernel(NULL) == NULL, "aesalt_aes_key_kernel(NULL) not NULL");
	/* void functions must accept NULL without crashing */
	aesalt_aes_key_wipe(NULL);
	aesalt_gcm_wipe(NULL);
	aesalt_cmac_wipe(NULL);

	/* strerror: never NULL, one distinct text per code */
	for (i = 0; i < nc; i++) {
		const char *s = aesalt_strerror(codes[i]);
		CHECK(s != NULL && *s != '\0', "aesalt_strerror(%d) is NULL or empty", codes[i]);
		for (j = 0; s != NULL && j < i; j++) {
			const char *t = aesalt_strerror(codes[j]);
			CHECK(t == NULL || strcmp(s, t) != 0,
			      "aesalt_strerror(%d) == aesalt_strerror(%d)", codes[i], codes[j]);
		}
	}
	CHECK(aesalt_strerror(-99) != NULL && aesalt_strerror(7) != NULL,
	      "aesalt_strerror of an unknown code is NULL");
}

/* An empty message whose tag is wrong, with out and in NULL as the header
 * allows for length 0: every AEAD must report AESALT_ERR_AUTH and touch no
 * memory (the asan build's UBSan caught memset(NULL, 0, 0) in AEGIS). */
static void empty_auth_failures(void)
{
	static const uint8_t k[32], nonce[32];
	uint8_t tag[32];
	aesalt_aes_key ek;

	/* (AEGIS left out of the build: refused instead) */
	const int aegis_rc = test_compiled_out("aegis") ? AESALT_ERR_UNSUPPORTED : AESALT_ERR_AUTH;

	memset(tag, 0x5a, sizeof tag);
	CHECK(aesalt_aegis128_decrypt(k, nonce, NULL, 0, NULL, NULL, 0, tag, 16) == aegis_rc,
	      "[%s] AEGIS-128 empty, bad tag", kern);
	CHECK(aesalt_aegis128l_decrypt(k, nonce, NULL, 0, NULL, NULL, 0, tag, 16) == aegis_rc,
	      "[%s] AEGIS-128L empty, bad tag", kern);
	CHECK(aesalt_aegis256_decrypt(k, nonce, NULL, 0, NULL, NULL, 0, tag, 32) == aegis_rc,
	      "[%s] AEGIS-256 empty, bad tag", kern);
	CHECK(aesalt_gcm_decrypt(k, 16, nonce, 12, NULL, 0, NULL, NULL, 0, tag, 16) ==
		      AESALT_ERR_AUTH,
	      "[%s] GCM empty, bad tag", kern);
	CHECK(aesalt_ccm_decrypt(k, 16, nonce, 12, NULL, 0, NULL, NULL, 0, tag, 16) ==
		      AESALT_ERR_AUTH,
	      "[%s] CCM empty, bad tag", kern);
	memset(&ek, 0, sizeof ek);
	CHECK(aesalt_aes_setkey_enc(&ek, k, 16) == AESALT_OK, "[%s] setkey", kern);
	CHECK(aesalt_ccm_decrypt_key(&ek, nonce, 12, NULL, 0, NULL, NULL, 0, tag, 16) ==
		      AESALT_ERR_AUTH,
	      "[%s] CCM (key) empty, bad tag", kern);
	aesalt_aes_key_wipe(&ek);
}

/* The functions over an expanded key take (out, in) like every streaming
 * function; this pins the CCM pair's types, so a return to (in, out) fails
 * to compile. */
typedef int (*ccm_enc_key_fn)(const aesalt_aes_key *, const uint8_t *, size_t, const uint8_t *,
			      size_t, uint8_t *out, const uint8_t *in, size_t, uint8_t *, size_t);
typedef int (*ccm_dec_key_fn)(const aesalt_aes_key *, const uint8_t *, size_t, const uint8_t *,
			      size_t, uint8_t *out, const uint8_t *in, size_t, const uint8_t *,
			      size_t);
_Static_assert(_Generic(&aesalt_ccm_encrypt_key, ccm_enc_key_fn : 1, default : 0),
	       "aesalt_ccm_encrypt_key takes (out, in)");
_Static_assert(_Generic(&aesalt_ccm_decrypt_key, ccm_dec_key_fn : 1, default : 0),
	       "aesalt_ccm_decrypt_key takes (out, in)");

/* The tests above on one kernel (test_on_each_kernel). */
static void each_kernel(const char *name)
{
	size_t i;
	int f;

	kern = name;
	for (f = 0; f < FN_COUNT; f++)
		generic((enum fn)f);
	for (i = 0; i < sizeof table / sizeof table[0]; i++)
		run(table[i].fn, table[i].what, table[i].exp, &table[i].m);
	ccm_rules();
	aegis_rules();
	empty_auth_failures();
	misc();
}

int main(void)
{
	big = malloc(2 * (size_t)BIG);
	if (big == NULL) {
		fprintf(stderr, "test_badinput: out of memory\n");
		return 1;
	}
	memset(big, 0, 2 * (size_t)BIG);
	test_fill(&rng, rawk, sizeof rawk);

	test_on_each_kernel(each_kernel);
	free(big);
	return test_summary("test_badinput");
}
