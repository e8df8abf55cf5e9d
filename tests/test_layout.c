/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Buffer layouts, as Linux's testmgr varies them: every function that takes
 * data runs, on every usable kernel, with the output in place (out == in)
 * and out of place, at offsets 0, 1 and 3 (odd addresses), with 32 poison
 * bytes before and after the output and around the tag that must survive.
 * Each layout must give the result of the aligned out-of-place call, and an
 * out-of-place input must be left untouched.
 *
 * Also: a partial overlap of in and out (out = in +/- 1, 15, 31) is refused
 * with AESALT_ERR_BAD_INPUT and nothing is written; and aesalt_aes_key,
 * aesalt_gcm_ctx and aesalt_cmac_ctx keep working after a memcpy to another
 * place (at an address aligned only as the type requires) when the original
 * is then scribbled over, which they would not if they held self pointers.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "testutil.h"

#define POISON 32
#define PBYTE 0xA5     /* poison around buffers */
#define UNWRITTEN 0x5A /* fill of an output region before the call */
#define MAXLEN 600
#define AREA (POISON + 4 + MAXLEN + POISON)

/* Fixed parameters of every operation. */
static uint8_t K[64], IV[16], NONCE[32], AAD[21];
static const char *kern;

/* ---- operations ---------------------------------------------------------
 *
 * Each wraps one API function as op(out, in, len, tag): keys are set up
 * inside (with the selected kernel), IVs start from IV each time, and the
 * streaming functions are fed in two pieces so the second starts at an
 * unaligned offset.  tag is the 16- or 32-byte tag (output, or input for
 * AEAD decryption).
 */
typedef int (*op_fn)(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag);

#define F_BLOCK 1u /* len % 16 == 0 */
#define F_XTS 2u   /* len >= 16 */
#define F_NOOUT 4u /* MAC: no output buffer */
#define F_TAG 8u   /* writes or reads tag[0..tag_len) */

struct op {
	const char *name;
	op_fn fn;
	op_fn prep; /* AEAD decryption: the encryption that makes its input */
	unsigned flags;
	size_t tag_len;
};

static int enc_key(aesalt_aes_key *k, size_t kl)
{
	memset(k, 0, sizeof *k);
	return aesalt_aes_setkey_enc(k, K, kl);
}

static int dec_key(aesalt_aes_key *k, size_t kl)
{
	memset(k, 0, sizeof *k);
	return aesalt_aes_setkey_dec(k, K, kl);
}

/* Split points of the two-piece calls: whole blocks for ECB/CBC, else 5
 * bytes.  The overlap test sets no_split: there the whole range must be
 * one call, since pieces of an overlapping pair can be disjoint. */
static int no_split;

static size_t bsplit(size_t len)
{
	return no_split ? 0 : (len / 32) * 16;
}

static size_t split(size_t len)
{
	return no_split ? 0 : len < 5 ? len : 5;
}

static int op_ecb_enc(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	aesalt_aes_key k;
	int rc = enc_key(&k, 16);
	size_t s = bsplit(len);
	(void)tag;
	if (rc == 0)
		rc = aesalt_ecb_enc(&k, out, in, s);
	return rc ? rc : aesalt_ecb_enc(&k, out + s, in + s, len - s);
}

static int op_ecb_dec(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	aesalt_aes_key k;
	int rc = dec_key(&k, 24);
	size_t s = bsplit(len);
	(void)tag;
	if (rc == 0)
		rc = aesalt_ecb_dec(&k, out, in, s);
	return rc ? rc : aesalt_ecb_dec(&k, out + s, in + s, len - s);
}

static int op_cbc_enc(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	aesalt_aes_key k;
	uint8_t v[16];
	int rc = enc_key(&k, 32);
	size_t s = bsplit(len);
	memcpy(v, IV, 16);
	if (rc == 0)
		rc = aesalt_cbc_enc(&k, out, in, s, v);
	if (rc == 0)
		rc = aesalt_cbc_enc(&k, out + s, in + s, len - s, v);
	memcpy(tag, v, 16);
	return rc;
}

static int op_cbc_dec(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	aesalt_aes_key k;
	uint8_t v[16];
	int rc = dec_key(&k, 16);
	size_t s = bsplit(len);
	memcpy(v, IV, 16);
	if (rc == 0)
		rc = aesalt_cbc_dec(&k, out, in, s, v);
	if (rc == 0)
		rc = aesalt_cbc_dec(&k, out + s, in + s, len - s, v);
	memcpy(tag, v, 16);
	return rc;
}

static int cfb128(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag, int dec)
{
	aesalt_aes_key k;
	uint8_t v[16];
	size_t off = 0, s = split(len);
	int rc = enc_key(&k, 24);
	int (*f)(const aesalt_aes_key *, uint8_t *, const uint8_t *, size_t, uint8_t *, size_t *) =
		dec ? aesalt_cfb128_dec : aesalt_cfb128_enc;
	memcpy(v, IV, 16);
	if (rc == 0)
		rc = f(&k, out, in, s, v, &off);
	if (rc == 0)
		rc = f(&k, out + s, in + s, len - s, v, &off);
	memcpy(tag, v, 16);
	return rc;
}

static int op_cfb128_enc(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	return cfb128(out, in, len, tag, 0);
}

static int op_cfb128_dec(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	return cfb128(out, in, len, tag, 1);
}

static int cfb8(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag, int dec)
{
	aesalt_aes_key k;
	uint8_t v[16];
	size_t s = split(len);
	int rc = enc_key(&k, 16);
	int (*f)(const aesalt_aes_key *, uint8_t *, const uint8_t *, size_t, uint8_t *) =
		dec ? aesalt_cfb8_dec : aesalt_cfb8_enc;
	memcpy(v, IV, 16);
	if (rc == 0)
		rc = f(&k, out, in, s, v);
	if (rc == 0)
		rc = f(&k, out + s, in + s, len - s, v);
	memcpy(tag, v, 16);
	return rc;
}

static int op_cfb8_enc(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	return cfb8(out, in, len, tag, 0);
}

static int op_cfb8_dec(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	return cfb8(out, in, len, tag, 1);
}

static int op_ofb(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	aesalt_aes_key k;
	uint8_t v[16];
	size_t off = 0, s = split(len);
	int rc = enc_key(&k, 32);
	memcpy(v, IV, 16);
	if (rc == 0)
		rc = aesalt_ofb(&k, out, in, s, v, &off);
	if (rc == 0)
		rc = aesalt_ofb(&k, out + s, in + s, len - s, v, &off);
	memcpy(tag, v, 16);
	return rc;
}

static int op_ctr(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	aesalt_aes_key k;
	uint8_t c[16], sb[16] = { 0 };
	size_t off = 0, s = split(len);
	int rc = enc_key(&k, 16);
	memcpy(c, IV, 16);
	if (rc == 0)
		rc = aesalt_ctr(&k, out, in, s, c, sb, &off);
	if (rc == 0)
		rc = aesalt_ctr(&k, out + s, in + s, len - s, c, sb, &off);
	memcpy(tag, c, 16);
	return rc;
}

static int xts(uint8_t *out, const uint8_t *in, size_t len, int dec)
{
	aesalt_aes_key dk, tk;
	int rc = dec ? dec_key(&dk, 16) : enc_key(&dk, 16);
	if (rc == 0) {
		memset(&tk, 0, sizeof tk);
		rc = aesalt_aes_setkey_enc(&tk, K + 16, 16);
	}
	if (rc == 0)
		rc = dec ? aesalt_xts_dec(&dk, &tk, out, in, len, IV)
			 : aesalt_xts_enc(&dk, &tk, out, in, len, IV);
	return rc;
}

static int op_xts_enc(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	(void)tag;
	return xts(out, in, len, 0);
}

static int op_xts_dec(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	(void)tag;
	return xts(out, in, len, 1);
}

/* Streaming GCM: the tag is an output in both directions. */
static int gcm_stream(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag, int enc)
{
	aesalt_gcm_ctx ctx;
	size_t s = split(len);
	int rc;
	memset(&ctx, 0, sizeof ctx);
	rc = aesalt_gcm_setkey(&ctx, K, 24);
	if (rc == 0)
		rc = aesalt_gcm_start(&ctx, enc, NONCE, 12);
	if (rc == 0)
		rc = aesalt_gcm_aad(&ctx, AAD, sizeof AAD);
	if (rc == 0)
		rc = aesalt_gcm_update(&ctx, out, in, s);
	if (rc == 0)
		rc = aesalt_gcm_update(&ctx, out + s, in + s, len - s);
	if (rc == 0)
		rc = aesalt_gcm_finish(&ctx, tag, 16);
	aesalt_gcm_wipe(&ctx);
	return rc;
}

static int op_gcm_update_enc(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	return gcm_stream(out, in, len, tag, 1);
}

static int op_gcm_update_dec(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	return gcm_stream(out, in, len, tag, 0);
}

static int op_ccm_enc_key(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	aesalt_aes_key k;
	int rc = enc_key(&k, 16);
	return rc ? rc
		  : aesalt_ccm_encrypt_key(&k, NONCE, 11, AAD, sizeof AAD, out, in, len, tag, 12);
}

static int op_ccm_dec_key(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	aesalt_aes_key k;
	int rc = enc_key(&k, 16);
	return rc ? rc
		  : aesalt_ccm_decrypt_key(&k, NONCE, 11, AAD, sizeof AAD, out, in, len, tag, 12);
}

static int op_cmac_stream(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	aesalt_cmac_ctx ctx;
	size_t s = split(len);
	int rc;
	(void)out;
	memset(&ctx, 0, sizeof ctx);
	rc = aesalt_cmac_setkey(&ctx, K, 32);
	if (rc == 0)
		rc = aesalt_cmac_update(&ctx, in, s);
	if (rc == 0)
		rc = aesalt_cmac_update(&ctx, in + s, len - s);
	if (rc == 0)
		rc = aesalt_cmac_finish(&ctx, tag);
	aesalt_cmac_wipe(&ctx);
	return rc;
}

/* One-shot functions (in, out order). */
static int op_aes_ecb_enc(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	(void)tag;
	return aesalt_aes_ecb(1, K, 32, in, out, len);
}

static int op_aes_ecb_dec(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	(void)tag;
	return aesalt_aes_ecb(0, K, 16, in, out, len);
}

static int op_aes_cbc_enc(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	memcpy(tag, IV, 16);
	return aesalt_aes_cbc(1, K, 24, tag, in, out, len);
}

static int op_aes_cbc_dec(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	memcpy(tag, IV, 16);
	return aesalt_aes_cbc(0, K, 32, tag, in, out, len);
}

static int op_aes_cfb128_enc(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	memcpy(tag, IV, 16);
	return aesalt_aes_cfb128(1, K, 16, tag, in, out, len);
}

static int op_aes_cfb128_dec(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	memcpy(tag, IV, 16);
	return aesalt_aes_cfb128(0, K, 16, tag, in, out, len);
}

static int op_aes_cfb8_enc(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	memcpy(tag, IV, 16);
	return aesalt_aes_cfb8(1, K, 24, tag, in, out, len);
}

static int op_aes_cfb8_dec(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	memcpy(tag, IV, 16);
	return aesalt_aes_cfb8(0, K, 24, tag, in, out, len);
}

static int op_aes_ofb(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	memcpy(tag, IV, 16);
	return aesalt_aes_ofb(K, 32, tag, in, out, len);
}

static int op_aes_ctr(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	memcpy(tag, IV, 16);
	return aesalt_aes_ctr(K, 24, tag, in, out, len);
}

static int op_aes_xts_enc(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	(void)tag;
	return aesalt_aes_xts(1, K, 64, IV, in, out, len);
}

static int op_aes_xts_dec(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	(void)tag;
	return aesalt_aes_xts(0, K, 32, IV, in, out, len);
}

static int op_gcm_enc(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	return aesalt_gcm_encrypt(K, 16, NONCE, 12, AAD, sizeof AAD, in, out, len, tag, 16);
}

static int op_gcm_dec(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	return aesalt_gcm_decrypt(K, 16, NONCE, 12, AAD, sizeof AAD, in, out, len, tag, 16);
}

static int op_ccm_enc(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	return aesalt_ccm_encrypt(K, 32, NONCE, 13, AAD, sizeof AAD, in, out, len, tag, 16);
}

static int op_ccm_dec(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	return aesalt_ccm_decrypt(K, 32, NONCE, 13, AAD, sizeof AAD, in, out, len, tag, 16);
}

static int op_cmac(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	(void)out;
	return aesalt_cmac(K, 24, in, len, tag);
}

static int op_aegis128_enc(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	return aesalt_aegis128_encrypt(K, NONCE, AAD, sizeof AAD, in, out, len, tag, 16);
}

static int op_aegis128_dec(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	return aesalt_aegis128_decrypt(K, NONCE, AAD, sizeof AAD, in, out, len, tag, 16);
}

static int op_aegis128l_enc(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	return aesalt_aegis128l_encrypt(K, NONCE, AAD, sizeof AAD, in, out, len, tag, 32);
}

static int op_aegis128l_dec(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	return aesalt_aegis128l_decrypt(K, NONCE, AAD, sizeof AAD, in, out, len, tag, 32);
}

static int op_aegis256_enc(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	return aesalt_aegis256_encrypt(K, NONCE, AAD, sizeof AAD, in, out, len, tag, 16);
}

static int op_aegis256_dec(uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
	return aesalt_aegis256_decrypt(K, NONCE, AAD, sizeof AAD, in, out, len, tag, 16);
}

static const struct op ops[] = {
	{ "aesalt_ecb_enc", op_ecb_enc, NULL, F_BLOCK, 0 },
	{ "aesalt_ecb_dec", op_ecb_dec, NULL, F_BLOCK, 0 },
	{ "aesalt_cbc_enc", op_cbc_enc, NULL, F_BLOCK | F_TAG, 16 },
	{ "aesalt_cbc_dec", op_cbc_dec, NULL, F_BLOCK | F_TAG, 16 },
	{ "aesalt_cfb128_enc", op_cfb128_enc, NULL, F_TAG, 16 },
	{ "aesalt_cfb128_dec", op_cfb128_dec, NULL, F_TAG, 16 },
	{ "aesalt_cfb8_enc", op_cfb8_enc, NULL, F_TAG, 16 },
	{ "aesalt_cfb8_dec", op_cfb8_dec, NULL, F_TAG, 16 },
	{ "aesalt_ofb", op_ofb, NULL, F_TAG, 16 },
	{ "aesalt_ctr", op_ctr, NULL, F_TAG, 16 },
	{ "aesalt_xts_enc", op_xts_enc, NULL, F_XTS, 0 },
	{ "aesalt_xts_dec", op_xts_dec, NULL, F_XTS, 0 },
	{ "aesalt_gcm_update (enc)", op_gcm_update_enc, NULL, F_TAG, 16 },
	{ "aesalt_gcm_update (dec)", op_gcm_update_dec, NULL, F_TAG, 16 },
	{ "aesalt_ccm_encrypt_key", op_ccm_enc_key, NULL, F_TAG, 12 },
	{ "aesalt_ccm_decrypt_key", op_ccm_dec_key, op_ccm_enc_key, F_TAG, 12 },
	{ "aesalt_cmac_update", op_cmac_stream, NULL, F_NOOUT | F_TAG, 16 },
	{ "aesalt_aes_ecb (enc)", op_aes_ecb_enc, NULL, F_BLOCK, 0 },
	{ "aesalt_aes_ecb (dec)", op_aes_ecb_dec, NULL, F_BLOCK, 0 },
	{ "aesalt_aes_cbc (enc)", op_aes_cbc_enc, NULL, F_BLOCK | F_TAG, 16 },
	{ "aesalt_aes_cbc (dec)", op_aes_cbc_dec, NULL, F_BLOCK | F_TAG, 16 },
	{ "aesalt_aes_cfb128 (enc)", op_aes_cfb128_enc, NULL, F_TAG, 16 },
	{ "aesalt_aes_cfb128 (dec)", op_aes_cfb128_dec, NULL, F_TAG, 16 },
	{ "aesalt_aes_cfb8 (enc)", op_aes_cfb8_enc, NULL, F_TAG, 16 },
	{ "aesalt_aes_cfb8 (dec)", op_aes_cfb8_dec, NULL, F_TAG, 16 },
	{ "aesalt_aes_ofb", op_aes_ofb, NULL, F_TAG, 16 },
	{ "aesalt_aes_ctr", op_aes_ctr, NULL, F_TAG, 16 },
	{ "aesalt_aes_xts (enc)", op_aes_xts_enc, NULL, F_XTS, 0 },
	{ "aesalt_aes_xts (dec)", op_aes_xts_dec, NULL, F_XTS, 0 },
	{ "aesalt_gcm_encrypt", op_gcm_enc, NULL, F_TAG, 16 },
	{ "aesalt_gcm_decrypt", op_gcm_dec, op_gcm_enc, F_TAG, 16 },
	{ "aesalt_ccm_encrypt", op_ccm_enc, NULL, F_TAG, 16 },
	{ "aesalt_ccm_decrypt", op_ccm_dec, op_ccm_enc, F_TAG, 16 },
	{ "aesalt_cmac", op_cmac, NULL, F_NOOUT | F_TAG, 16 },
	{ "aesalt_aegis128_encrypt", op_aegis128_enc, NULL, F_TAG, 16 },
	{ "aesalt_aegis128_decrypt", op_aegis128_dec, op_aegis128_enc, F_TAG, 16 },
	{ "aesalt_aegis128l_encrypt", op_aegis128l_enc, NULL, F_TAG, 32 },
	{ "aesalt_aegis128l_decrypt", op_aegis128l_dec, op_aegis128l_enc, F_TAG, 32 },
	{ "aesalt_aegis256_encrypt", op_aegis256_enc, NULL, F_TAG, 16 },
	{ "aesalt_aegis256_decrypt", op_aegis256_dec, op_aegis256_enc, F_TAG, 16 },
};

#define NOPS (sizeof ops / sizeof ops[0])

/* ---- layouts ------------------------------------------------------------ */

struct layout {
	size_t in_off, out_off;
	int inplace;
};

static const struct layout layouts[] = {
	{ 0, 0, 1 }, { 1, 1, 1 }, { 3, 3, 1 }, { 0, 1, 0 }, { 1, 0, 0 },
	{ 1, 1, 0 }, { 3, 3, 0 }, { 1, 3, 0 }, { 3, 1, 0 },
};

static _Alignas(64) uint8_t abuf[AREA], bbuf[AREA], tbuf[POISON + 4 + 32 + POISON];
static uint8_t msg[MAXLEN], ref_out[MAXLEN], ref_tag[32], want_in[MAXLEN];

static int is_fill(const uint8_t *p, size_t n, uint8_t v)
{
	size_t i;
	for (i = 0; i < n; i++)
		if (p[i] != v)
			return 0;
	return 1;
}

static int len_ok(const struct op *op, size_t len)
{
	if ((op->flags & F_BLOCK) && len % 16 != 0)
		return 0;
	if ((op->flags & F_XTS) && len < 16)
		return 0;
	return 1;
}

/* Runs op once in the layout and checks output, tag, input and poison. */
static void run_layout(const struct op *op, const struct layout *l, size_t len, const uint8_t *in)
{
	uint8_t *o, *i, *t;
	size_t toff = l->out_off, tl = op->tag_len;
	int rc;

	memset(abuf, PBYTE, sizeof abuf);
	memset(bbuf, PBYTE, sizeof bbuf);
	memset(tbuf, PBYTE, sizeof tbuf);
	o = abuf + POISON + l->out_off;
	if (l->inplace) {
		i = o;
	} else {
		i = bbuf + POISON + l->in_off;
		memset(o, UNWRITTEN, len);
	}
	memcpy(i, in, len);
	t = tbuf + POISON + toff;
	if (op->prep != NULL)
		memcpy(t, ref_tag, tl); /* the valid tag is an input */
	else
		memset(t, UNWRITTEN, tl);

	rc = op->fn((op->flags & F_NOOUT) ? NULL : o, i, len, t);
	CHECK(rc == 0, "%s %s len %zu in+%zu out+%zu%s: rc %d", kern, op->name, len, l->in_off,
	      l->out_off, l->inplace ? " in place" : "", rc);
	if (!(op->flags & F_NOOUT)) {
		CHECK_MEM(o, ref_out, len, "%s %s len %zu in+%zu out+%zu%s: output differs", kern,
			  op->name, len, l->in_off, l->out_off, l->inplace ? " in place" : "");
	}
	if (tl > 0)
		CHECK_MEM(t, ref_tag, tl, "%s %s len %zu in+%zu out+%zu%s: tag/IV differs", kern,
			  op->name, len, l->in_off, l->out_off, l->inplace ? " in place" : "");
	CHECK(is_fill(abuf, POISON + l->out_off, PBYTE) &&
		      is_fill(o + len, sizeof abuf - POISON - l->out_off - len, PBYTE),
	      "%s %s len %zu out+%zu: poison around the output changed", kern, op->name, len,
	      l->out_off);
	if (tl > 0)
		CHECK(is_fill(tbuf, POISON + toff, PBYTE) &&
			      is_fill(t + tl, sizeof tbuf - POISON - toff - tl, PBYTE),
		      "%s %s len %zu: poison around the tag changed", kern, op->name, len);
	if (!l->inplace) {
		CHECK(is_fill(bbuf, POISON + l->in_off, PBYTE) && memcmp(i, in, len) == 0 &&
			      is_fill(i + len, sizeof bbuf - POISON - l->in_off - len, PBYTE),
		      "%s %s len %zu in+%zu: input or the poison around it changed", kern, op->name,
		      len, l->in_off);
	}
}

static void test_op(const struct op *op, size_t len)
{
	const uint8_t *in = msg;
	uint8_t t[32];
	size_t j;
	int rc;

	if (test_compiled_out(op->name) != NULL) {
		test_skip_note("test_layout", op->name, test_compiled_out(op->name));
		memset(ref_out, UNWRITTEN, len);
		memset(t, UNWRITTEN, 32);
		rc = op->fn((op->flags & F_NOOUT) ? NULL : ref_out, msg, len, t);
		/* (t is the wrappers' IV copy: written whatever the result) */
		CHECK(rc == AESALT_ERR_UNSUPPORTED && is_fill(ref_out, len, UNWRITTEN),
		      "%s %s len %zu: compiled out, returned %d or wrote", kern, op->name, len, rc);
		return;
	}
	if (op->prep != NULL) {
		/* AEAD decryption: its input is a real ciphertext and tag */
		rc = op->prep(want_in, msg, len, ref_tag);
		CHECK(rc == 0, "%s %s len %zu: encryption for the input: rc %d", kern, op->name,
		      len, rc);
		in = want_in;
	}
	/* reference: aligned, out of place */
	memset(ref_out, UNWRITTEN, len);
	if (op->prep != NULL)
		memcpy(t, ref_tag, 32);
	else
		memset(t, UNWRITTEN, 32);
	rc = op->fn((op->flags & F_NOOUT) ? NULL : ref_out, in, len, t);
	CHECK(rc == 0, "%s %s len %zu: aligned out-of-place call: rc %d", kern, op->name, len, rc);
	if (op->prep != NULL)
		CHECK_MEM(ref_out, msg, len, "%s %s len %zu: did not decrypt", kern, op->name, len);
	else if (!(op->flags & F_NOOUT) && len >= 16)
		CHECK(memcmp(ref_out, in, len) != 0 && !is_fill(ref_out, len, UNWRITTEN),
		      "%s %s len %zu: output equals input or was not written", kern, op->name, len);
	if (op->prep == NULL)
		memcpy(ref_tag, t, 32);

	for (j = 0; j < sizeof layouts / sizeof layouts[0]; j++) {
		if ((op->flags & F_NOOUT) && layouts[j].inplace)
			continue;
		run_layout(op, &layouts[j], len, in);
	}
}

/* Partial overlaps: refused, and nothing in the area or the tag written. */
static void test_overlap(const struct op *op)
{
	static const int delta[] = { 1, -1, 15, -15, 31, -31 };
	static uint8_t before[AREA], tbefore[sizeof tbuf];
	const size_t len = 32;
	size_t j;

	no_split = 1;
	for (j = 0; j < sizeof delta / sizeof delta[0]; j++) {
		uint8_t *in = abuf + 64, *out = in + delta[j];
		int rc;
		test_fill(&(uint64_t){ 77 + j }, abuf, sizeof abuf);
		memset(tbuf, PBYTE, sizeof tbuf);
		memcpy(before, abuf, sizeof abuf);
		memcpy(tbefore, tbuf, sizeof tbuf);
		rc = op->fn(out, in, len, tbuf + POISON);
		/* (a mode left out of the build refuses before any check) */
		CHECK(rc == (test_compiled_out(op->name) ? AESALT_ERR_UNSUPPORTED
							 : AESALT_ERR_BAD_INPUT),
		      "%s %s: out = in %+d accepted: rc %d", kern, op->name, delta[j], rc);
		CHECK(memcmp(abuf, before, sizeof abuf) == 0,
		      "%s %s: out = in %+d refused but the buffers were written", kern, op->name,
		      delta[j]);
		/* CBC/CFB/OFB/CTR wrappers copy their IV to the tag slot after the
		 * call; the IV itself must be unchanged, so the copy equals IV. */
		if (op->flags & F_TAG)
			CHECK(memcmp(tbuf + POISON, tbefore + POISON, op->tag_len) == 0 ||
				      memcmp(tbuf + POISON, IV, 16) == 0,
			      "%s %s: out = in %+d refused but tag/IV written", kern, op->name,
			      delta[j]);
	}
	no_split = 0;
}

/* ---- contexts moved with memcpy --------------------------------------- */

/* Where the copies go: malloc'd memory (so the copy takes the type of the
 * struct), at 3 or 5 times the type's alignment, so not 16-aligned when the
 * type needs less. */
#define PLACE(p, type, n) ((type *)((p) + (n) * _Alignof(type)))

static void test_copies(void)
{
	uint8_t a[100], r1[100], r2[100], tag1[16], tag2[16];
	aesalt_aes_key key, *kc;
	aesalt_gcm_ctx g, *gc, *gc2;
	aesalt_cmac_ctx c, *cc, *cc2;
	uint8_t *place1 = malloc(sizeof(aesalt_gcm_ctx) + 64);
	uint8_t *place2 = malloc(sizeof(aesalt_gcm_ctx) + 64);

	if (place1 == NULL || place2 == NULL) {
		CHECK(0, "out of memory");
		free(place1);
		free(place2);
		return;
	}
	test_fill(&(uint64_t){ 99 }, a, sizeof a);

	/* aesalt_aes_key */
	memset(&key, 0, sizeof key);
	CHECK(aesalt_aes_setkey_enc(&key, K, 32) == 0, "%s setkey", kern);
	CHECK(aesalt_ecb_enc(&key, r1, a, 96) == 0, "%s ecb", kern);
	kc = PLACE(place1, aesalt_aes_key, 3);
	memcpy(kc, &key, sizeof key);
	memset(&key, PBYTE, sizeof key);
	memset(r2, 0, sizeof r2);
	CHECK(aesalt_ecb_enc(kc, r2, a, 96) == 0, "%s ecb with a copied key", kern);
	CHECK_MEM(r1, r2, 96, "%s: a memcpy'd aesalt_aes_key gives another result", kern);
	CHECK(aesalt_aes_key_kernel(kc) != NULL && strcmp(aesalt_aes_key_kernel(kc), kern) == 0,
	      "%s: a copied key names another kernel", kern);

	/* aesalt_gcm_ctx: reference in one go, then moved twice mid-stream */
	memset(&g, 0, sizeof g);
	CHECK(aesalt_gcm_setkey(&g, K, 16) == 0 && aesalt_gcm_start(&g, 1, NONCE, 13) == 0 &&
		      aesalt_gcm_aad(&g, AAD, sizeof AAD) == 0 &&
		      aesalt_gcm_update(&g, r1, a, 100) == 0 &&
		      aesalt_gcm_finish(&g, tag1, 16) == 0,
	      "%s gcm reference", kern);
	memset(&g, 0, sizeof g);
	CHECK(aesalt_gcm_setkey(&g, K, 16) == 0, "%s gcm setkey", kern);
	gc = PLACE(place1, aesalt_gcm_ctx, 3);
	memcpy(gc, &g, sizeof g);
	memset(&g, PBYTE, sizeof g);
	CHECK(aesalt_gcm_start(gc, 1, NONCE, 13) == 0 && aesalt_gcm_aad(gc, AAD, 7) == 0,
	      "%s gcm on the copy", kern);
	gc2 = PLACE(place2, aesalt_gcm_ctx, 5);
	memcpy(gc2, gc, sizeof *gc);
	memset(gc, PBYTE, sizeof *gc);
	CHECK(aesalt_gcm_aad(gc2, AAD + 7, sizeof AAD - 7) == 0 &&
		      aesalt_gcm_update(gc2, r2, a, 37) == 0,
	      "%s gcm on the second copy", kern);
	memcpy(&g, gc2, sizeof g);
	memset(gc2, PBYTE, sizeof *gc2);
	CHECK(aesalt_gcm_update(&g, r2 + 37, a + 37, 63) == 0 &&
		      aesalt_gcm_finish(&g, tag2, 16) == 0,
	      "%s gcm back in the first place", kern);
	CHECK(memcmp(r1, r2, 100) == 0 && memcmp(tag1, tag2, 16) == 0,
	      "%s: a memcpy'd aesalt_gcm_ctx gives another result", kern);
	aesalt_gcm_wipe(&g);

	/* aesalt_cmac_ctx */
	memset(&c, 0, sizeof c);
	CHECK(aesalt_cmac(K, 24, a, 100, tag1) == 0, "%s cmac", kern);
	CHECK(aesalt_cmac_setkey(&c, K, 24) == 0 && aesalt_cmac_update(&c, a, 21) == 0,
	      "%s cmac stream", kern);
	cc = PLACE(place1, aesalt_cmac_ctx, 3);
	memcpy(cc, &c, sizeof c);
	memset(&c, PBYTE, sizeof c);
	CHECK(aesalt_cmac_update(cc, a + 21, 40) == 0, "%s cmac on the copy", kern);
	cc2 = PLACE(place2, aesalt_cmac_ctx, 5);
	memcpy(cc2, cc, sizeof *cc);
	memset(cc, PBYTE, sizeof *cc);
	CHECK(aesalt_cmac_update(cc2, a + 61, 39) == 0 && aesalt_cmac_finish(cc2, tag2) == 0,
	      "%s cmac on the second copy", kern);
	CHECK_MEM(tag1, tag2, 16, "%s: a memcpy'd aesalt_cmac_ctx gives another MAC", kern);
	free(place1);
	free(place2);
}

/* The tests above on one kernel (test_on_each_kernel). */
static void each_kernel(const char *name)
{
	static const size_t lens[] = { 0,  1,  5,   15,	 16,  17,  31,	32,  33, 48,
				       63, 64, 100, 128, 255, 256, 259, 512, 525 };
	size_t j, i;

	kern = name;
	for (j = 0; j < NOPS; j++) {
		for (i = 0; i < sizeof lens / sizeof lens[0]; i++)
			if (len_ok(&ops[j], lens[i]))
				test_op(&ops[j], lens[i]);
		if (!(ops[j].flags & F_NOOUT))
			test_overlap(&ops[j]);
	}
	test_copies();
}

int main(void)
{
	uint64_t s = 0x6c61796f7574ull;

	test_fill(&s, K, sizeof K);
	test_fill(&s, IV, sizeof IV);
	test_fill(&s, NONCE, sizeof NONCE);
	test_fill(&s, AAD, sizeof AAD);
	test_fill(&s, msg, sizeof msg);

	test_on_each_kernel(each_kernel);
	return test_summary("test_layout");
}
