/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The operation table of both benchmarks (see ops.h): aesalt rows and,
 * with BENCH_OPS_OPENSSL, OpenSSL rows through EVP (CMAC through EVP_MAC,
 * which needs OpenSSL 3).
 */
#include "ops.h"

#include <stdio.h>
#include <string.h>

#ifdef BENCH_OPS_OPENSSL
#include <openssl/opensslv.h>
#if OPENSSL_VERSION_NUMBER >= 0x30000000L
#include <openssl/core_names.h>
#include <openssl/params.h>
#define BENCH_HAVE_EVP_MAC 1
#endif
#define OSSL_PART(...) __VA_ARGS__
#else
#define OSSL_PART(...)
#endif

/* OpenSSL context flags (the table's flags above the public ones) */
#define O_DEC 0x100u   /* the context decrypts */
#define O_NOPAD 0x200u /* padding off (ECB, CBC) */
#define O_GCM 0x400u
#define O_CCM 0x800u

uint8_t bench_key[64], bench_iv[16], bench_nonce[32];

/* xorshift64: plenty for bench data, the same in every run. */
void bench_inputs(uint8_t *data, size_t len)
{
	uint64_t x = UINT64_C(0x616573616c74); /* "aesalt" */
	size_t i, n = sizeof bench_key + sizeof bench_iv + sizeof bench_nonce + len;

	for (i = 0; i < n; i++) {
		uint8_t b;

		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		b = (uint8_t)(x >> 32);
		if (i < sizeof bench_key)
			bench_key[i] = b;
		else if (i < sizeof bench_key + sizeof bench_iv)
			bench_iv[i - sizeof bench_key] = b;
		else if (i < sizeof bench_key + sizeof bench_iv + sizeof bench_nonce)
			bench_nonce[i - sizeof bench_key - sizeof bench_iv] = b;
		else
			data[i - sizeof bench_key - sizeof bench_iv - sizeof bench_nonce] = b;
	}
}

/* ---- aesalt rows ------------------------------------------------------------ */

static int a_setup_enc(struct bench_state *s)
{
	return aesalt_aes_setkey_enc(&s->k1, bench_key, s->keybits / 8);
}

static int a_setup_dec(struct bench_state *s)
{
	return aesalt_aes_setkey_dec(&s->k1, bench_key, s->keybits / 8);
}

/* Key1 || Key2, each keybits long. */
static int a_setup_xts(struct bench_state *s)
{
	size_t half = s->keybits / 8;
	int r = aesalt_aes_setkey_enc(&s->k1, bench_key, half);

	return r ? r : aesalt_aes_setkey_enc(&s->k2, bench_key + half, half);
}

static int a_setup_gcm(struct bench_state *s)
{
	return aesalt_gcm_setkey(&s->gcm, bench_key, s->keybits / 8);
}

static int a_setup_cmac(struct bench_state *s)
{
	return aesalt_cmac_setkey(&s->cmac, bench_key, s->keybits / 8);
}

/* AEGIS is timed through its one-shot API: the key goes in each time. */
static int a_setup_none(struct bench_state *s)
{
	(void)s;
	return 0;
}

static int a_ecb(struct bench_state *s)
{
	return aesalt_ecb_enc(&s->k1, s->out, s->in, s->len);
}

static int a_cbc_enc(struct bench_state *s)
{
	return aesalt_cbc_enc(&s->k1, s->out, s->in, s->len, s->iv);
}

static int a_cbc_dec(struct bench_state *s)
{
	return aesalt_cbc_dec(&s->k1, s->out, s->in, s->len, s->iv);
}

static int a_cfb128(struct bench_state *s)
{
	return aesalt_cfb128_enc(&s->k1, s->out, s->in, s->len, s->iv, &s->off);
}

static int a_ofb(struct bench_state *s)
{
	return aesalt_ofb(&s->k1, s->out, s->in, s->len, s->iv, &s->off);
}

static int a_ctr(struct bench_state *s)
{
	return aesalt_ctr(&s->k1, s->out, s->in, s->len, s->iv, s->stream, &s->off);
}

/* Every message is one data unit with the same tweak, as an OpenSSL XTS
 * context does per EVP_EncryptUpdate. */
static int a_xts(struct bench_state *s)
{
	return aesalt_xts_enc(&s->k1, &s->k2, s->out, s->in, s->len, s->iv);
}

/* A whole GCM message (no AAD) per call: start, update, finish. */
static int a_gcm_seal(struct bench_state *s, uint8_t *out, uint8_t tag[16])
{
	int r = aesalt_gcm_start(&s->gcm, 1, bench_nonce, BENCH_NONCE_LEN);

	if (!r)
		r = aesalt_gcm_update(&s->gcm, out, s->in, s->len);
	return r ? r : aesalt_gcm_finish(&s->gcm, tag, 16);
}

static int a_gcm_enc(struct bench_state *s)
{
	return a_gcm_seal(s, s->out, s->tag);
}

/* Decryption includes checking the tag, as a receiver must. */
static int a_gcm_dec(struct bench_state *s)
{
	uint8_t d = 0;
	int r = aesalt_gcm_start(&s->gcm, 0, bench_nonce, BENCH_NONCE_LEN);
	size_t i;

	if (!r)
		r = aesalt_gcm_update(&s->gcm, s->out, s->ct, s->len);
	if (!r)
		r = aesalt_gcm_finish(&s->gcm, s->tag, 16);
	for (i = 0; i < 16; i++)
		d |= s->tag[i] ^ s->ref_tag[i];
	return r ? r : d ? AESALT_ERR_AUTH : 0;
}

/* The ciphertext and tag to decrypt come from the implementation under
 * test itself, so a wrong kernel still gets timed (and is flagged by the
 * output comparison). */
static int a_setup_gcm_dec(struct bench_state *s)
{
	int r = a_setup_gcm(s);

	return r ? r : a_gcm_seal(s, s->ct, s->ref_tag);
}

static int a_ccm_enc(struct bench_state *s)
{
	return aesalt_ccm_encrypt_key(&s->k1, bench_nonce, BENCH_NONCE_LEN, NULL, 0, s->out, s->in,
				      s->len, s->tag, 16);
}

/* aesalt_cmac_finish resets the context for the next message. */
static int a_cmac(struct bench_state *s)
{
	int r = aesalt_cmac_update(&s->cmac, s->in, s->len);

	return r ? r : aesalt_cmac_finish(&s->cmac, s->tag);
}

static int a_aegis128(struct bench_state *s)
{
	return aesalt_aegis128_encrypt(bench_key, bench_nonce, NULL, 0, s->in, s->out, s->len,
				       s->tag, 16);
}

static int a_aegis128l(struct bench_state *s)
{
	return aesalt_aegis128l_encrypt(bench_key, bench_nonce, NULL, 0, s->in, s->out, s->len,
					s->tag, 16);
}

static int a_aegis256(struct bench_state *s)
{
	return aesalt_aegis256_encrypt(bench_key, bench_nonce, NULL, 0, s->in, s->out, s->len,
				       s->tag, 16);
}

/* ---- OpenSSL rows -------------------------------------------------------------- */

#ifdef BENCH_OPS_OPENSSL

static const EVP_CIPHER *o_cipher(const struct bench_state *s)
{
	int i;

	for (i = 0; i < 3; i++)
		if (s->op->keybits[i] == s->keybits)
			return s->op->evp[i] ? s->op->evp[i]() : NULL;
	return NULL;
}

/* One context for the whole cell, key expanded once (XTS: Key1 || Key2
 * from bench_key, as OpenSSL takes it).  GCM and CCM get their nonce per
 * message; the others chain their IV across messages, as the aesalt rows
 * do. */
static int o_setup_cipher(struct bench_state *s)
{
	const struct bench_op *m = s->op;
	const EVP_CIPHER *c = o_cipher(s);
	int enc = !(m->flags & O_DEC);
	int aead = !!(m->flags & (O_GCM | O_CCM));

	if (!c || !(s->ec = EVP_CIPHER_CTX_new()))
		return BENCH_ERR_OSSL;
	if (EVP_CipherInit_ex(s->ec, c, NULL, NULL, NULL, enc) != 1)
		return BENCH_ERR_OSSL;
	if (m->flags & O_CCM) {
		/* CCM fixes the nonce and tag length before the key. */
		if (EVP_CIPHER_CTX_ctrl(s->ec, EVP_CTRL_AEAD_SET_IVLEN, BENCH_NONCE_LEN, NULL) !=
			    1 ||
		    EVP_CIPHER_CTX_ctrl(s->ec, EVP_CTRL_AEAD_SET_TAG, 16, NULL) != 1)
			return BENCH_ERR_OSSL;
	}
	if ((m->flags & O_GCM) &&
	    EVP_CIPHER_CTX_ctrl(s->ec, EVP_CTRL_AEAD_SET_IVLEN, BENCH_NONCE_LEN, NULL) != 1)
		return BENCH_ERR_OSSL;
	if (EVP_CipherInit_ex(s->ec, NULL, NULL, bench_key, aead ? NULL : s->iv, enc) != 1)
		return BENCH_ERR_OSSL;
	if ((m->flags & O_NOPAD) && EVP_CIPHER_CTX_set_padding(s->ec, 0) != 1)
		return BENCH_ERR_OSSL;
	return 0;
}

static int o_update(struct bench_state *s)
{
	int outl = 0;

	if (EVP_CipherUpdate(s->ec, s->out, &outl, s->in, (int)s->len) != 1)
		return BENCH_ERR_OSSL;
	return (size_t)outl == s->len ? 0 : BENCH_ERR_LEN;
}

/* One GCM message on a keyed encrypting context: nonce, data, tag. */
static int o_gcm_seal(EVP_CIPHER_CTX *c, uint8_t *out, const uint8_t *in, size_t len,
		      uint8_t tag[16])
{
	uint8_t fin[32];
	int outl = 0, finl = 0;

	if (EVP_EncryptInit_ex(c, NULL, NULL, NULL, bench_nonce) != 1 ||
	    EVP_EncryptUpdate(c, out, &outl, in, (int)len) != 1 ||
	    EVP_EncryptFinal_ex(c, fin, &finl) != 1 ||
	    EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_GET_TAG, 16, tag) != 1)
		return BENCH_ERR_OSSL;
	return (size_t)outl == len && finl == 0 ? 0 : BENCH_ERR_LEN;
}

static int o_gcm_enc(struct bench_state *s)
{
	return o_gcm_seal(s->ec, s->out, s->in, s->len, s->tag);
}

/* EVP_DecryptFinal_ex checks the tag. */
static int o_gcm_dec(struct bench_state *s)
{
	uint8_t fin[32];
	int outl = 0, finl = 0;

	memcpy(s->tag, s->ref_tag, 16);
	if (EVP_DecryptInit_ex(s->ec, NULL, NULL, NULL, bench_nonce) != 1 ||
	    EVP_DecryptUpdate(s->ec, s->out, &outl, s->ct, (int)s->len) != 1 ||
	    EVP_CIPHER_CTX_ctrl(s->ec, EVP_CTRL_AEAD_SET_TAG, 16, s->tag) != 1)
		return BENCH_ERR_OSSL;
	if (EVP_DecryptFinal_ex(s->ec, fin, &finl) != 1)
		return AESALT_ERR_AUTH;
	return (size_t)outl == s->len ? 0 : BENCH_ERR_LEN;
}

static int o_setup_gcm_dec(struct bench_state *s)
{
	/* Make the ciphertext and tag with an encrypting context of the same
	 * key, then keep a decrypting one for the timed part. */
	EVP_CIPHER_CTX *dec;
	int r = o_setup_cipher(s); /* O_DEC is clear for gcm-dec: this one encrypts */

	if (!r)
		r = o_gcm_seal(s->ec, s->ct, s->in, s->len, s->ref_tag);
	if (r)
		return r;
	if (!(dec = EVP_CIPHER_CTX_new()))
		return BENCH_ERR_OSSL;
	if (EVP_DecryptInit_ex(dec, o_cipher(s), NULL, NULL, NULL) != 1 ||
	    EVP_CIPHER_CTX_ctrl(dec, EVP_CTRL_AEAD_SET_IVLEN, BENCH_NONCE_LEN, NULL) != 1 ||
	    EVP_DecryptInit_ex(dec, NULL, NULL, bench_key, NULL) != 1) {
		EVP_CIPHER_CTX_free(dec);
		return BENCH_ERR_OSSL;
	}
	EVP_CIPHER_CTX_free(s->ec);
	s->ec = dec;
	return 0;
}

/* Per message: nonce, total length (CCM needs it first), data, tag. */
static int o_ccm_enc(struct bench_state *s)
{
	uint8_t fin[32];
	int outl = 0, finl = 0, lenl = 0;

	if (EVP_EncryptInit_ex(s->ec, NULL, NULL, NULL, bench_nonce) != 1 ||
	    EVP_EncryptUpdate(s->ec, NULL, &lenl, NULL, (int)s->len) != 1 ||
	    EVP_EncryptUpdate(s->ec, s->out, &outl, s->in, (int)s->len) != 1 ||
	    EVP_EncryptFinal_ex(s->ec, fin, &finl) != 1 ||
	    EVP_CIPHER_CTX_ctrl(s->ec, EVP_CTRL_AEAD_GET_TAG, 16, s->tag) != 1)
		return BENCH_ERR_OSSL;
	return (size_t)outl == s->len ? 0 : BENCH_ERR_LEN;
}

#ifdef BENCH_HAVE_EVP_MAC
static int o_setup_cmac(struct bench_state *s)
{
	char cipher[16];
	OSSL_PARAM params[2];

	snprintf(cipher, sizeof cipher, "AES-%u-CBC", s->keybits);
	params[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_CIPHER, cipher, 0);
	params[1] = OSSL_PARAM_construct_end();
	if (!(s->mac = EVP_MAC_fetch(NULL, "CMAC", NULL)) || !(s->mc = EVP_MAC_CTX_new(s->mac)))
		return BENCH_ERR_OSSL;
	if (EVP_MAC_init(s->mc, bench_key, s->keybits / 8, params) != 1)
		return BENCH_ERR_OSSL;
	return 0;
}

/* EVP_MAC_init without a key restarts with the key already set, so the key
 * schedule stays outside the loop as for aesalt_cmac_finish. */
static int o_cmac(struct bench_state *s)
{
	size_t outl = 0;

	if (EVP_MAC_init(s->mc, NULL, 0, NULL) != 1 || EVP_MAC_update(s->mc, s->in, s->len) != 1 ||
	    EVP_MAC_final(s->mc, s->tag, &outl, 16) != 1)
		return BENCH_ERR_OSSL;
	return outl == 16 ? 0 : BENCH_ERR_LEN;
}
#define O_CMAC_ROW .o_setup = o_setup_cmac, .o_run = o_cmac
#else
#define O_CMAC_ROW .o_setup = NULL
#endif

#define EVP3(m)                                                                                    \
	{                                                                                          \
		EVP_aes_128_##m, EVP_aes_192_##m, EVP_aes_256_##m                                  \
	}

#endif /* BENCH_OPS_OPENSSL */

/* ---- the table ------------------------------------------------------------------ */

#define KEY_AES "one AES key of the size named"
#define KEYS3                                                                                      \
	{                                                                                          \
		128, 192, 256                                                                      \
	}

const struct bench_op bench_ops[] = {
	{ .name = "ecb",
	  .keybits = KEYS3,
	  .key = KEY_AES,
	  .flags = BENCH_OP_BLOCKS | BENCH_OP_OUT | BENCH_OP_INSN | O_NOPAD,
	  .a_setup = a_setup_enc,
	  .a_run = a_ecb,
	  OSSL_PART(.evp = EVP3(ecb), .o_setup = o_setup_cipher, .o_run = o_update) },
	{ .name = "cbc-enc",
	  .keybits = KEYS3,
	  .key = KEY_AES,
	  .flags = BENCH_OP_BLOCKS | BENCH_OP_OUT | BENCH_OP_INSN | O_NOPAD,
	  .a_setup = a_setup_enc,
	  .a_run = a_cbc_enc,
	  OSSL_PART(.evp = EVP3(cbc), .o_setup = o_setup_cipher, .o_run = o_update) },
	{ .name = "cbc-dec",
	  .keybits = KEYS3,
	  .key = KEY_AES,
	  .flags = BENCH_OP_BLOCKS | BENCH_OP_OUT | BENCH_OP_INSN | O_NOPAD | O_DEC,
	  .a_setup = a_setup_dec,
	  .a_run = a_cbc_dec,
	  OSSL_PART(.evp = EVP3(cbc), .o_setup = o_setup_cipher, .o_run = o_update) },
	{ .name = "cfb128",
	  .keybits = KEYS3,
	  .key = KEY_AES,
	  .flags = BENCH_OP_OUT | BENCH_OP_INSN,
	  .a_setup = a_setup_enc,
	  .a_run = a_cfb128,
	  OSSL_PART(.evp = EVP3(cfb128), .o_setup = o_setup_cipher, .o_run = o_update) },
	{ .name = "ofb",
	  .keybits = KEYS3,
	  .key = KEY_AES,
	  .flags = BENCH_OP_OUT | BENCH_OP_INSN,
	  .a_setup = a_setup_enc,
	  .a_run = a_ofb,
	  OSSL_PART(.evp = EVP3(ofb), .o_setup = o_setup_cipher, .o_run = o_update) },
	{ .name = "ctr",
	  .keybits = KEYS3,
	  .key = KEY_AES,
	  .flags = BENCH_OP_OUT | BENCH_OP_INSN,
	  .a_setup = a_setup_enc,
	  .a_run = a_ctr,
	  OSSL_PART(.evp = EVP3(ctr), .o_setup = o_setup_cipher, .o_run = o_update) },
	{ .name = "xts",
	  .keybits = { 128, 256 },
	  .key = "two AES keys of the size named, Key1 (data) || Key2 (tweak): "
		 "XTS-128 = 32 bytes, XTS-256 = 64 bytes",
	  .flags = BENCH_OP_MIN16 | BENCH_OP_OUT | BENCH_OP_INSN | BENCH_OP_TWOKEYS,
	  .a_setup = a_setup_xts,
	  .a_run = a_xts,
	  OSSL_PART(.evp = { EVP_aes_128_xts, EVP_aes_256_xts }, .o_setup = o_setup_cipher,
		    .o_run = o_update) },
	{ .name = "gcm-enc",
	  .keybits = KEYS3,
	  .key = KEY_AES,
	  .flags = BENCH_OP_OUT | BENCH_OP_INSN | O_GCM,
	  .taglen = 16,
	  .a_setup = a_setup_gcm,
	  .a_run = a_gcm_enc,
	  OSSL_PART(.evp = EVP3(gcm), .o_setup = o_setup_cipher, .o_run = o_gcm_enc) },
	{ .name = "gcm-dec",
	  .keybits = KEYS3,
	  .key = KEY_AES,
	  .flags = BENCH_OP_OUT | BENCH_OP_INSN | O_GCM,
	  .taglen = 16,
	  .a_setup = a_setup_gcm_dec,
	  .a_run = a_gcm_dec,
	  OSSL_PART(.evp = EVP3(gcm), .o_setup = o_setup_gcm_dec, .o_run = o_gcm_dec) },
	{ .name = "ccm-enc",
	  .keybits = KEYS3,
	  .key = KEY_AES,
	  .flags = BENCH_OP_OUT | BENCH_OP_INSN | O_CCM,
	  .taglen = 16,
	  .a_setup = a_setup_enc,
	  .a_run = a_ccm_enc,
	  OSSL_PART(.evp = EVP3(ccm), .o_setup = o_setup_cipher, .o_run = o_ccm_enc) },
	{ .name = "cmac",
	  .keybits = KEYS3,
	  .key = KEY_AES,
	  .flags = BENCH_OP_INSN,
	  .taglen = 16,
	  .a_setup = a_setup_cmac,
	  .a_run = a_cmac,
	  OSSL_PART(O_CMAC_ROW) },
	{ .name = "aegis128",
	  .keybits = { 128 },
	  .key = "the AEGIS-128 key (16 bytes)",
	  .flags = BENCH_OP_OUT | BENCH_OP_INSN,
	  .taglen = 16,
	  .a_setup = a_setup_none,
	  .a_run = a_aegis128 },
	{ .name = "aegis128l",
	  .keybits = { 128 },
	  .key = "the AEGIS-128L key (16 bytes)",
	  .flags = BENCH_OP_OUT | BENCH_OP_INSN,
	  .taglen = 16,
	  .a_setup = a_setup_none,
	  .a_run = a_aegis128l },
	{ .name = "aegis256",
	  .keybits = { 256 },
	  .key = "the AEGIS-256 key (32 bytes)",
	  .flags = BENCH_OP_OUT | BENCH_OP_INSN,
	  .taglen = 16,
	  .a_setup = a_setup_none,
	  .a_run = a_aegis256 },
};

const size_t bench_nops = sizeof bench_ops / sizeof bench_ops[0];

/* see ops.h */
const struct bench_op *bench_op_find(const char *name)
{
	size_t i;

	for (i = 0; i < bench_nops; i++)
		if (strcmp(bench_ops[i].name, name) == 0)
			return &bench_ops[i];
	return NULL;
}

/* see ops.h */
size_t bench_key_bytes(const struct bench_op *op, unsigned keybits)
{
	return (op->flags & BENCH_OP_TWOKEYS ? 2 : 1) * (size_t)keybits / 8;
}

/* see ops.h */
int bench_len_ok(const struct bench_op *op, size_t len)
{
	return !((op->flags & BENCH_OP_BLOCKS) && len % 16) &&
	       !((op->flags & BENCH_OP_MIN16) && len < 16);
}

/* see ops.h */
uint64_t bench_digest(const struct bench_state *s)
{
	uint64_t h = UINT64_C(0xcbf29ce484222325);
	size_t i;

	if (s->op->flags & BENCH_OP_OUT)
		for (i = 0; i < s->len; i++)
			h = (h ^ s->out[i]) * UINT64_C(0x100000001b3);
	for (i = 0; i < s->op->taglen; i++)
		h = (h ^ s->tag[i]) * UINT64_C(0x100000001b3);
	return h;
}

/* see ops.h */
const char *bench_state_impl(const struct bench_state *s)
{
	if (s->k1.kernel)
		return aesalt_aes_key_kernel(&s->k1);
	if (s->gcm.key.kernel)
		return aesalt_aes_key_kernel(&s->gcm.key);
	if (s->cmac.key.kernel)
		return aesalt_aes_key_kernel(&s->cmac.key);
	return aesalt_kernel_active();
}

/* see ops.h */
void bench_state_free(struct bench_state *s)
{
	aesalt_aes_key_wipe(&s->k1);
	aesalt_aes_key_wipe(&s->k2);
	aesalt_gcm_wipe(&s->gcm);
	aesalt_cmac_wipe(&s->cmac);
#ifdef BENCH_OPS_OPENSSL
	EVP_CIPHER_CTX_free(s->ec);
	s->ec = NULL;
#ifdef BENCH_HAVE_EVP_MAC
	EVP_MAC_CTX_free(s->mc);
	EVP_MAC_free(s->mac);
#endif
	s->mc = NULL;
	s->mac = NULL;
#endif
}
