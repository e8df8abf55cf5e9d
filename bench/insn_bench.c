/* SPDX-License-Identifier: Apache-2.0 */
/*
 * aesalt-insn-bench: the operations whose instructions and memory accesses
 * the insn_count QEMU plugin counts (bench/qemu-plugin/).  Built for every
 * target; run by ci/bench under qemu-user with the plugin.  Run natively it
 * only checks that every operation succeeds and that every kernel computes
 * the same bytes.
 *
 * For each (implementation, mode, key size, message size) it sets the key up
 * outside the measured part, then measures two regions between the markers:
 * the message processed once, then the same message processed twice.  The
 * second count minus the first is the cost of one message, with the marker
 * calls and loop overhead cancelled; divided by the size it gives
 * instructions (and memory accesses) per byte.  A message is a whole
 * operation: GCM and CCM include start and tag, CMAC update and finish, AEGIS
 * its initialisation and tag (12-byte nonce for GCM and CCM, no AAD, 16-byte
 * tags, as aesalt-bench does).
 *
 * For each region, in order, it prints one line on stdout:
 *   cell IMPL MODE KEYBITS SIZE REPS DIGEST
 * which ci/bench pairs with the plugin's "region N" lines.  DIGEST is a hash
 * of the output and tag of the one-message region ("-" for REPS 2), so that
 * report.py can compare implementations measured by different binaries.
 *
 * Implementations: every aesalt kernel usable on this CPU, and peer rows:
 * with AESALT_INSN_BENCH_MBEDTLS, Mbed TLS ("mbedtls"); with
 * AESALT_INSN_BENCH_WOLFSSL, wolfCrypt ("wolfssl"); with
 * AESALT_INSN_BENCH_OPENSSL, OpenSSL's libcrypto through EVP ("openssl",
 * whatever its own CPU detection picks: on aarch64 and POWER that is its
 * assembly with the AES instructions).  peers.cmake builds each peer's
 * configurations as separate binaries (the same symbols cannot be linked
 * twice) and names their rows with AESALT_INSN_BENCH_MBEDTLS_NAME and
 * AESALT_INSN_BENCH_WOLFSSL_NAME (e.g. "mbedtls-aesce").  On aarch64,
 * "openssl-noce" is OpenSSL with its crypto-extension code turned off; it
 * runs only when --impl names it, in a process of its own (see below).
 *
 * Usage: aesalt-insn-bench [--impl a,b] [--sizes 64,1024,16384] [--list]
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "qemu-plugin/marker.h"

#ifdef AESALT_INSN_BENCH_MBEDTLS
#include <mbedtls/aes.h>
#include <mbedtls/ccm.h>
#include <mbedtls/cipher.h>
#include <mbedtls/cmac.h>
#include <mbedtls/gcm.h>
#endif

#ifdef AESALT_INSN_BENCH_WOLFSSL
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <wolfssl/wolfcrypt/cmac.h>
#endif

#ifdef AESALT_INSN_BENCH_OPENSSL
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#endif

#ifndef AESALT_INSN_BENCH_MBEDTLS_NAME
#define AESALT_INSN_BENCH_MBEDTLS_NAME "mbedtls"
#endif
#ifndef AESALT_INSN_BENCH_WOLFSSL_NAME
#define AESALT_INSN_BENCH_WOLFSSL_NAME "wolfssl"
#endif

#define MAX_MSG 16384
#define MAX_SIZES 8
#define NONCE_LEN 12

static const size_t default_sizes[] = { 64, 1024, 16384 };

/* State of one cell, zeroed before its set-up. */
struct cell {
	unsigned keybits; /* AES key size; XTS: the size of each of its two keys */
	size_t len;
	const uint8_t *in;
	uint8_t *out;
	uint8_t iv[16];
	uint8_t stream[16];
	size_t off;
	uint8_t tag[16];
	aesalt_aes_key k1, k2;
	aesalt_gcm_ctx gcm;
	aesalt_cmac_ctx cmac;
#ifdef AESALT_INSN_BENCH_MBEDTLS
	mbedtls_aes_context m_aes;
	mbedtls_aes_xts_context m_xts;
	mbedtls_gcm_context m_gcm;
	mbedtls_ccm_context m_ccm;
	mbedtls_cipher_context_t m_cipher;
#endif
#ifdef AESALT_INSN_BENCH_WOLFSSL
	Aes w_aes;
	XtsAes w_xts;
	Cmac w_cmac;
#endif
#ifdef AESALT_INSN_BENCH_OPENSSL
	EVP_CIPHER_CTX *o_ctx;
	EVP_MAC *o_mac;
	EVP_MAC_CTX *o_mctx;
#endif
};

static uint8_t g_key[64], g_iv[16], g_nonce[32];
static uint8_t g_in[MAX_MSG], g_out[MAX_MSG];

/* ---- aesalt ----------------------------------------------------------------- */

static int a_setup_enc(struct cell *c)
{
	return aesalt_aes_setkey_enc(&c->k1, g_key, c->keybits / 8);
}

static int a_setup_dec(struct cell *c)
{
	return aesalt_aes_setkey_dec(&c->k1, g_key, c->keybits / 8);
}

static int a_setup_xts(struct cell *c)
{
	int r = aesalt_aes_setkey_enc(&c->k1, g_key, c->keybits / 8);

	return r ? r : aesalt_aes_setkey_enc(&c->k2, g_key + 32, c->keybits / 8);
}

static int a_setup_gcm(struct cell *c)
{
	return aesalt_gcm_setkey(&c->gcm, g_key, c->keybits / 8);
}

static int a_setup_cmac(struct cell *c)
{
	return aesalt_cmac_setkey(&c->cmac, g_key, c->keybits / 8);
}

static int a_setup_none(struct cell *c)
{
	(void)c;
	return 0;
}

static int a_ecb(struct cell *c)
{
	return aesalt_ecb_enc(&c->k1, c->out, c->in, c->len);
}

static int a_cbc_enc(struct cell *c)
{
	return aesalt_cbc_enc(&c->k1, c->out, c->in, c->len, c->iv);
}

static int a_cbc_dec(struct cell *c)
{
	return aesalt_cbc_dec(&c->k1, c->out, c->in, c->len, c->iv);
}

static int a_ctr(struct cell *c)
{
	return aesalt_ctr(&c->k1, c->out, c->in, c->len, c->iv, c->stream, &c->off);
}

static int a_xts(struct cell *c)
{
	return aesalt_xts_enc(&c->k1, &c->k2, c->out, c->in, c->len, c->iv);
}

static int a_gcm(struct cell *c)
{
	int r = aesalt_gcm_start(&c->gcm, 1, g_nonce, NONCE_LEN);

	if (r == 0)
		r = aesalt_gcm_update(&c->gcm, c->out, c->in, c->len);
	return r ? r : aesalt_gcm_finish(&c->gcm, c->tag, 16);
}

static int a_ccm(struct cell *c)
{
	return aesalt_ccm_encrypt_key(&c->k1, g_nonce, NONCE_LEN, NULL, 0, c->out, c->in, c->len,
				      c->tag, 16);
}

static int a_cmac(struct cell *c)
{
	int r = aesalt_cmac_update(&c->cmac, c->in, c->len);

	return r ? r : aesalt_cmac_finish(&c->cmac, c->tag);
}

static int a_aegis128l(struct cell *c)
{
	return aesalt_aegis128l_encrypt(g_key, g_nonce, NULL, 0, c->in, c->out, c->len, c->tag, 16);
}

static int a_aegis256(struct cell *c)
{
	return aesalt_aegis256_encrypt(g_key, g_nonce, NULL, 0, c->in, c->out, c->len, c->tag, 16);
}

/* ---- Mbed TLS (peer rows) ------------------------------------------------------ */

#ifdef AESALT_INSN_BENCH_MBEDTLS
static int m_setup_enc(struct cell *c)
{
	mbedtls_aes_init(&c->m_aes);
	return mbedtls_aes_setkey_enc(&c->m_aes, g_key, c->keybits);
}

static int m_setup_dec(struct cell *c)
{
	mbedtls_aes_init(&c->m_aes);
	return mbedtls_aes_setkey_dec(&c->m_aes, g_key, c->keybits);
}

/* Mbed TLS's XTS key is Key1 || Key2 in one buffer. */
static int m_setup_xts(struct cell *c)
{
	uint8_t k[64];

	memcpy(k, g_key, c->keybits / 8);
	memcpy(k + c->keybits / 8, g_key + 32, c->keybits / 8);
	mbedtls_aes_xts_init(&c->m_xts);
	return mbedtls_aes_xts_setkey_enc(&c->m_xts, k, 2 * c->keybits);
}

static int m_setup_gcm(struct cell *c)
{
	mbedtls_gcm_init(&c->m_gcm);
	return mbedtls_gcm_setkey(&c->m_gcm, MBEDTLS_CIPHER_ID_AES, g_key, c->keybits);
}

static int m_setup_ccm(struct cell *c)
{
	mbedtls_ccm_init(&c->m_ccm);
	return mbedtls_ccm_setkey(&c->m_ccm, MBEDTLS_CIPHER_ID_AES, g_key, c->keybits);
}

static int m_setup_cmac(struct cell *c)
{
	const mbedtls_cipher_info_t *info = mbedtls_cipher_info_from_type(
		c->keybits == 128 ? MBEDTLS_CIPHER_AES_128_ECB : MBEDTLS_CIPHER_AES_256_ECB);
	int r;

	mbedtls_cipher_init(&c->m_cipher);
	r = mbedtls_cipher_setup(&c->m_cipher, info);
	return r ? r : mbedtls_cipher_cmac_starts(&c->m_cipher, g_key, c->keybits);
}

/* Mbed TLS has no multi-block ECB call: one block at a time. */
static int m_ecb(struct cell *c)
{
	size_t i;
	int r = 0;

	for (i = 0; r == 0 && i < c->len; i += 16)
		r = mbedtls_aes_crypt_ecb(&c->m_aes, MBEDTLS_AES_ENCRYPT, c->in + i, c->out + i);
	return r;
}

static int m_cbc_enc(struct cell *c)
{
	return mbedtls_aes_crypt_cbc(&c->m_aes, MBEDTLS_AES_ENCRYPT, c->len, c->iv, c->in, c->out);
}

static int m_cbc_dec(struct cell *c)
{
	return mbedtls_aes_crypt_cbc(&c->m_aes, MBEDTLS_AES_DECRYPT, c->len, c->iv, c->in, c->out);
}

static int m_ctr(struct cell *c)
{
	return mbedtls_aes_crypt_ctr(&c->m_aes, c->len, &c->off, c->iv, c->stream, c->in, c->out);
}

static int m_xts(struct cell *c)
{
	return mbedtls_aes_crypt_xts(&c->m_xts, MBEDTLS_AES_ENCRYPT, c->len, c->iv, c->in, c->out);
}

static int m_gcm(struct cell *c)
{
	return mbedtls_gcm_crypt_and_tag(&c->m_gcm, MBEDTLS_GCM_ENCRYPT, c->len, g_nonce, NONCE_LEN,
					 NULL, 0, c->in, c->out, 16, c->tag);
}

static int m_ccm(struct cell *c)
{
	return mbedtls_ccm_encrypt_and_tag(&c->m_ccm, c->len, g_nonce, NONCE_LEN, NULL, 0, c->in,
					   c->out, c->tag, 16);
}

/* mbedtls_cipher_cmac_finish() resets for the next message. */
static int m_cmac(struct cell *c)
{
	int r = mbedtls_cipher_cmac_update(&c->m_cipher, c->in, c->len);

	return r ? r : mbedtls_cipher_cmac_finish(&c->m_cipher, c->tag);
}

static void m_free(struct cell *c)
{
	mbedtls_aes_free(&c->m_aes);
	mbedtls_aes_xts_free(&c->m_xts);
	mbedtls_gcm_free(&c->m_gcm);
	mbedtls_ccm_free(&c->m_ccm);
	mbedtls_cipher_free(&c->m_cipher);
}
#define M_ROW(setup, run) setup, run
#else
#define M_ROW(setup, run) NULL, NULL
#endif

/* ---- wolfSSL (peer rows) ------------------------------------------------------- */

#ifdef AESALT_INSN_BENCH_WOLFSSL
static int w_setup_dir(struct cell *c, int dir)
{
	int r = wc_AesInit(&c->w_aes, NULL, INVALID_DEVID);

	return r ? r : wc_AesSetKey(&c->w_aes, g_key, c->keybits / 8, c->iv, dir);
}

static int w_setup_enc(struct cell *c)
{
	return w_setup_dir(c, AES_ENCRYPTION);
}

static int w_setup_dec(struct cell *c)
{
	return w_setup_dir(c, AES_DECRYPTION);
}

static int w_setup_xts(struct cell *c)
{
	uint8_t k[64];
	int r;

	memcpy(k, g_key, c->keybits / 8);
	memcpy(k + c->keybits / 8, g_key + 32, c->keybits / 8);
	r = wc_AesXtsInit(&c->w_xts, NULL, INVALID_DEVID);
	return r ? r : wc_AesXtsSetKeyNoInit(&c->w_xts, k, 2 * c->keybits / 8, AES_ENCRYPTION);
}

static int w_setup_gcm(struct cell *c)
{
	int r = wc_AesInit(&c->w_aes, NULL, INVALID_DEVID);

	return r ? r : wc_AesGcmSetKey(&c->w_aes, g_key, c->keybits / 8);
}

static int w_setup_ccm(struct cell *c)
{
	int r = wc_AesInit(&c->w_aes, NULL, INVALID_DEVID);

	return r ? r : wc_AesCcmSetKey(&c->w_aes, g_key, c->keybits / 8);
}

static int w_setup_none(struct cell *c)
{
	(void)c;
	return 0;
}

static int w_ecb(struct cell *c)
{
	return wc_AesEcbEncrypt(&c->w_aes, c->out, c->in, (word32)c->len);
}

static int w_cbc_enc(struct cell *c)
{
	return wc_AesCbcEncrypt(&c->w_aes, c->out, c->in, (word32)c->len);
}

static int w_cbc_dec(struct cell *c)
{
	return wc_AesCbcDecrypt(&c->w_aes, c->out, c->in, (word32)c->len);
}

static int w_ctr(struct cell *c)
{
	return wc_AesCtrEncrypt(&c->w_aes, c->out, c->in, (word32)c->len);
}

static int w_xts(struct cell *c)
{
	return wc_AesXtsEncrypt(&c->w_xts, c->out, c->in, (word32)c->len, c->iv, 16);
}

static int w_gcm(struct cell *c)
{
	return wc_AesGcmEncrypt(&c->w_aes, c->out, c->in, (word32)c->len, g_nonce, NONCE_LEN,
				c->tag, 16, NULL, 0);
}

static int w_ccm(struct cell *c)
{
	return wc_AesCcmEncrypt(&c->w_aes, c->out, c->in, (word32)c->len, g_nonce, NONCE_LEN,
				c->tag, 16, NULL, 0);
}

/* wolfCrypt's CMAC cannot restart a message with the key it has: each
 * message pays wc_InitCmac, key expansion included, as a wolfSSL caller
 * does. */
static int w_cmac(struct cell *c)
{
	word32 outl = 16;
	int r = wc_InitCmac(&c->w_cmac, g_key, c->keybits / 8, WC_CMAC_AES, NULL);

	if (r == 0)
		r = wc_CmacUpdate(&c->w_cmac, c->in, (word32)c->len);
	return r ? r : wc_CmacFinal(&c->w_cmac, c->tag, &outl);
}

static void w_free(struct cell *c)
{
	wc_AesFree(&c->w_aes);
	wc_AesXtsFree(&c->w_xts);
}
#define W_ROW(setup, run) setup, run
#else
#define W_ROW(setup, run) NULL, NULL
#endif

/* ---- OpenSSL (peer rows) ------------------------------------------------------- */

#ifdef AESALT_INSN_BENCH_OPENSSL
#define O_ERR (-100) /* an OpenSSL call failed */

static const EVP_CIPHER *o_cipher(const char *mode, unsigned keybits)
{
	int k = keybits == 128;

	if (strcmp(mode, "ecb") == 0)
		return k ? EVP_aes_128_ecb() : EVP_aes_256_ecb();
	if (strcmp(mode, "cbc") == 0)
		return k ? EVP_aes_128_cbc() : EVP_aes_256_cbc();
	if (strcmp(mode, "ctr") == 0)
		return k ? EVP_aes_128_ctr() : EVP_aes_256_ctr();
	if (strcmp(mode, "xts") == 0)
		return k ? EVP_aes_128_xts() : EVP_aes_256_xts();
	if (strcmp(mode, "gcm") == 0)
		return k ? EVP_aes_128_gcm() : EVP_aes_256_gcm();
	return k ? EVP_aes_128_ccm() : EVP_aes_256_ccm();
}

/* Streams (ECB, CBC, CTR) keep one context; CBC's IV and CTR's counter carry
 * from message to message as aesalt's do. */
static int o_setup_stream(struct cell *c, const char *mode, int enc)
{
	c->o_ctx = EVP_CIPHER_CTX_new();
	if (c->o_ctx == NULL ||
	    EVP_CipherInit_ex(c->o_ctx, o_cipher(mode, c->keybits), NULL, g_key, c->iv, enc) != 1 ||
	    EVP_CIPHER_CTX_set_padding(c->o_ctx, 0) != 1)
		return O_ERR;
	return 0;
}

static int o_setup_ecb(struct cell *c)
{
	return o_setup_stream(c, "ecb", 1);
}

static int o_setup_cbc_enc(struct cell *c)
{
	return o_setup_stream(c, "cbc", 1);
}

static int o_setup_cbc_dec(struct cell *c)
{
	return o_setup_stream(c, "cbc", 0);
}

static int o_setup_ctr(struct cell *c)
{
	return o_setup_stream(c, "ctr", 1);
}

/* OpenSSL's XTS key is Key1 || Key2; each update is one data unit with the
 * context's tweak, as each aesalt_xts_enc call is. */
static int o_setup_xts(struct cell *c)
{
	uint8_t k[64];

	memcpy(k, g_key, c->keybits / 8);
	memcpy(k + c->keybits / 8, g_key + 32, c->keybits / 8);
	c->o_ctx = EVP_CIPHER_CTX_new();
	if (c->o_ctx == NULL ||
	    EVP_EncryptInit_ex(c->o_ctx, o_cipher("xts", c->keybits), NULL, k, c->iv) != 1)
		return O_ERR;
	return 0;
}

static int o_setup_aead(struct cell *c, const char *mode)
{
	c->o_ctx = EVP_CIPHER_CTX_new();
	if (c->o_ctx == NULL ||
	    EVP_EncryptInit_ex(c->o_ctx, o_cipher(mode, c->keybits), NULL, NULL, NULL) != 1 ||
	    EVP_CIPHER_CTX_ctrl(c->o_ctx, EVP_CTRL_AEAD_SET_IVLEN, NONCE_LEN, NULL) != 1)
		return O_ERR;
	if (strcmp(mode, "ccm") == 0 &&
	    EVP_CIPHER_CTX_ctrl(c->o_ctx, EVP_CTRL_AEAD_SET_TAG, 16, NULL) != 1)
		return O_ERR;
	return EVP_EncryptInit_ex(c->o_ctx, NULL, NULL, g_key, NULL) == 1 ? 0 : O_ERR;
}

static int o_setup_gcm(struct cell *c)
{
	return o_setup_aead(c, "gcm");
}

static int o_setup_ccm(struct cell *c)
{
	return o_setup_aead(c, "ccm");
}

static int o_setup_cmac(struct cell *c)
{
	OSSL_PARAM params[2];

	params[0] = OSSL_PARAM_construct_utf8_string(
		OSSL_MAC_PARAM_CIPHER, c->keybits == 128 ? "AES-128-CBC" : "AES-256-CBC", 0);
	params[1] = OSSL_PARAM_construct_end();
	c->o_mac = EVP_MAC_fetch(NULL, "CMAC", NULL);
	if (c->o_mac == NULL || (c->o_mctx = EVP_MAC_CTX_new(c->o_mac)) == NULL ||
	    EVP_MAC_init(c->o_mctx, g_key, c->keybits / 8, params) != 1)
		return O_ERR;
	return 0;
}

static int o_update(struct cell *c)
{
	int outl = 0;

	if (EVP_CipherUpdate(c->o_ctx, c->out, &outl, c->in, (int)c->len) != 1 ||
	    (size_t)outl != c->len)
		return O_ERR;
	return 0;
}

static int o_gcm(struct cell *c)
{
	int outl = 0, fl = 0;

	if (EVP_EncryptInit_ex(c->o_ctx, NULL, NULL, NULL, g_nonce) != 1 ||
	    EVP_EncryptUpdate(c->o_ctx, c->out, &outl, c->in, (int)c->len) != 1 ||
	    EVP_EncryptFinal_ex(c->o_ctx, c->out + outl, &fl) != 1 ||
	    EVP_CIPHER_CTX_ctrl(c->o_ctx, EVP_CTRL_AEAD_GET_TAG, 16, c->tag) != 1)
		return O_ERR;
	return (size_t)(outl + fl) == c->len ? 0 : O_ERR;
}

/* CCM needs the message length before the data. */
static int o_ccm(struct cell *c)
{
	int outl = 0, fl = 0;

	if (EVP_EncryptInit_ex(c->o_ctx, NULL, NULL, NULL, g_nonce) != 1 ||
	    EVP_EncryptUpdate(c->o_ctx, NULL, &outl, NULL, (int)c->len) != 1 ||
	    EVP_EncryptUpdate(c->o_ctx, c->out, &outl, c->in, (int)c->len) != 1 ||
	    EVP_EncryptFinal_ex(c->o_ctx, c->out + outl, &fl) != 1 ||
	    EVP_CIPHER_CTX_ctrl(c->o_ctx, EVP_CTRL_AEAD_GET_TAG, 16, c->tag) != 1)
		return O_ERR;
	return (size_t)(outl + fl) == c->len ? 0 : O_ERR;
}

/* EVP_MAC_init with no key restarts with the key already set. */
static int o_cmac(struct cell *c)
{
	size_t outl = 0;

	if (EVP_MAC_init(c->o_mctx, NULL, 0, NULL) != 1 ||
	    EVP_MAC_update(c->o_mctx, c->in, c->len) != 1 ||
	    EVP_MAC_final(c->o_mctx, c->tag, &outl, sizeof c->tag) != 1 || outl != 16)
		return O_ERR;
	return 0;
}

static void o_free(struct cell *c)
{
	EVP_CIPHER_CTX_free(c->o_ctx);
	EVP_MAC_CTX_free(c->o_mctx);
	EVP_MAC_free(c->o_mac);
}
#define O_ROW(setup, run) setup, run

#ifdef __aarch64__
/* "openssl-noce": OpenSSL without its crypto-extension code.  OpenSSL reads
 * OPENSSL_armcap before main() (a constructor), so the row needs a process
 * started with OPENSSL_armcap=1, which main() checks.  1 is ARMV7_NEON
 * alone: OpenSSL then runs its NEON vector-permute AES (vpaes) and its C
 * GHASH.  (0 would drop NEON too and leave its C T-tables.) */
#define O_NOCE "openssl-noce"
#define O_NOCE_ARMCAP "1"
#endif
#else
#define O_ROW(setup, run) NULL, NULL
#endif

/* ---- modes ------------------------------------------------------------------ */

struct mode {
	const char *name;
	unsigned keybits[2]; /* 0: unused */
	int (*a_setup)(struct cell *c);
	int (*a_run)(struct cell *c);
	int (*m_setup)(struct cell *c); /* NULL: no Mbed TLS row */
	int (*m_run)(struct cell *c);
	int (*o_setup)(struct cell *c); /* NULL: no OpenSSL row */
	int (*o_run)(struct cell *c);
	int (*w_setup)(struct cell *c); /* NULL: no wolfSSL row */
	int (*w_run)(struct cell *c);
};

static const struct mode modes[] = {
	{ "ecb",
	  { 128, 256 },
	  a_setup_enc,
	  a_ecb,
	  M_ROW(m_setup_enc, m_ecb),
	  O_ROW(o_setup_ecb, o_update),
	  W_ROW(w_setup_enc, w_ecb) },
	{ "cbc-enc",
	  { 128, 256 },
	  a_setup_enc,
	  a_cbc_enc,
	  M_ROW(m_setup_enc, m_cbc_enc),
	  O_ROW(o_setup_cbc_enc, o_update),
	  W_ROW(w_setup_enc, w_cbc_enc) },
	{ "cbc-dec",
	  { 128, 256 },
	  a_setup_dec,
	  a_cbc_dec,
	  M_ROW(m_setup_dec, m_cbc_dec),
	  O_ROW(o_setup_cbc_dec, o_update),
	  W_ROW(w_setup_dec, w_cbc_dec) },
	{ "ctr",
	  { 128, 256 },
	  a_setup_enc,
	  a_ctr,
	  M_ROW(m_setup_enc, m_ctr),
	  O_ROW(o_setup_ctr, o_update),
	  W_ROW(w_setup_enc, w_ctr) },
	{ "xts",
	  { 128, 256 },
	  a_setup_xts,
	  a_xts,
	  M_ROW(m_setup_xts, m_xts),
	  O_ROW(o_setup_xts, o_update),
	  W_ROW(w_setup_xts, w_xts) },
	{ "gcm-enc",
	  { 128, 256 },
	  a_setup_gcm,
	  a_gcm,
	  M_ROW(m_setup_gcm, m_gcm),
	  O_ROW(o_setup_gcm, o_gcm),
	  W_ROW(w_setup_gcm, w_gcm) },
	{ "ccm-enc",
	  { 128, 256 },
	  a_setup_enc,
	  a_ccm,
	  M_ROW(m_setup_ccm, m_ccm),
	  O_ROW(o_setup_ccm, o_ccm),
	  W_ROW(w_setup_ccm, w_ccm) },
	{ "cmac",
	  { 128, 256 },
	  a_setup_cmac,
	  a_cmac,
	  M_ROW(m_setup_cmac, m_cmac),
	  O_ROW(o_setup_cmac, o_cmac),
	  W_ROW(w_setup_none, w_cmac) },
	{ "aegis128l", { 128, 0 }, a_setup_none, a_aegis128l, NULL, NULL, NULL, NULL, NULL, NULL },
	{ "aegis256", { 256, 0 }, a_setup_none, a_aegis256, NULL, NULL, NULL, NULL, NULL, NULL },
};
#define NMODES (sizeof modes / sizeof modes[0])

/* ---- driver ------------------------------------------------------------------ */

/* FNV-1a over a cell's output and tag, to compare implementations. */
static uint64_t digest(const struct cell *c)
{
	uint64_t h = 1469598103934665603u;
	size_t i;

	for (i = 0; i < c->len; i++)
		h = (h ^ c->out[i]) * 1099511628211u;
	for (i = 0; i < 16; i++)
		h = (h ^ c->tag[i]) * 1099511628211u;
	return h;
}

/* The first implementation's digest of each (mode, key, size) cell. */
static uint64_t ref_digest[NMODES][2][MAX_SIZES];
static int have_ref[NMODES][2][MAX_SIZES];

static int failures;

enum { IMPL_AESALT, IMPL_MBEDTLS, IMPL_OPENSSL, IMPL_WOLFSSL };

/* Releases what a peer's set-up allocated (aesalt's keys need nothing). */
static void free_cell(int kind, struct cell *c)
{
	(void)kind;
	(void)c;
#ifdef AESALT_INSN_BENCH_MBEDTLS
	if (kind == IMPL_MBEDTLS)
		m_free(c);
#endif
#ifdef AESALT_INSN_BENCH_OPENSSL
	if (kind == IMPL_OPENSSL)
		o_free(c);
#endif
#ifdef AESALT_INSN_BENCH_WOLFSSL
	if (kind == IMPL_WOLFSSL)
		w_free(c);
#endif
}

/* Sets the cell up, then measures REPS = 1 and REPS = 2 messages. */
static void run_cell(const char *impl, int kind, size_t mi, size_t ki, size_t si, size_t len)
{
	const struct mode *m = &modes[mi];
	int (*setup)(struct cell *) = kind == IMPL_MBEDTLS   ? m->m_setup
				      : kind == IMPL_OPENSSL ? m->o_setup
				      : kind == IMPL_WOLFSSL ? m->w_setup
							     : m->a_setup;
	int (*run)(struct cell *) = kind == IMPL_MBEDTLS   ? m->m_run
				    : kind == IMPL_OPENSSL ? m->o_run
				    : kind == IMPL_WOLFSSL ? m->w_run
							   : m->a_run;
	static struct cell c;
	unsigned reps, i;
	uint64_t d = 0;
	int r;

	for (reps = 1; reps <= 2; reps++) {
		memset(&c, 0, sizeof c);
		c.keybits = m->keybits[ki];
		c.len = len;
		c.in = g_in;
		c.out = g_out;
		memcpy(c.iv, g_iv, 16);
		r = setup(&c);
		if (r != 0) {
			free_cell(kind, &c);
			fprintf(stderr, "FAIL %s %s-%u set-up: %d\n", impl, m->name, c.keybits, r);
			failures++;
			return;
		}
		aesalt_bench_mark_begin();
		for (i = 0, r = 0; r == 0 && i < reps; i++)
			r = run(&c);
		aesalt_bench_mark_end();
		if (reps == 1) {
			d = digest(&c);
			printf("cell %s %s %u %zu %u %016llx\n", impl, m->name, c.keybits, len,
			       reps, (unsigned long long)d);
		} else {
			printf("cell %s %s %u %zu %u -\n", impl, m->name, c.keybits, len, reps);
		}
		if (r != 0) {
			fprintf(stderr, "FAIL %s %s-%u len %zu: %d\n", impl, m->name, c.keybits,
				len, r);
			failures++;
		}
		free_cell(kind, &c);
	}
	if (!have_ref[mi][ki][si]) {
		ref_digest[mi][ki][si] = d;
		have_ref[mi][ki][si] = 1;
	} else if (ref_digest[mi][ki][si] != d) {
		fprintf(stderr,
			"FAIL %s %s-%u len %zu: output differs from the first implementation\n",
			impl, m->name, m->keybits[ki], len);
		failures++;
	}
}

static int listed(const char *list, const char *name)
{
	size_t n = strlen(name);
	const char *p = list;

	if (list == NULL)
		return 1;
	while (*p) {
		if (strncmp(p, name, n) == 0 && (p[n] == ',' || p[n] == '\0'))
			return 1;
		p = strchr(p, ',');
		if (p == NULL)
			break;
		p++;
	}
	return 0;
}

/* Implementations run so far, to check --impl against. */
static size_t impls_run;

static void run_impl(const char *impl, int kind, const size_t *sizes, size_t nsizes)
{
	size_t mi, ki, si;

	impls_run++;
	for (mi = 0; mi < NMODES; mi++) {
		if ((kind == IMPL_MBEDTLS && modes[mi].m_run == NULL) ||
		    (kind == IMPL_OPENSSL && modes[mi].o_run == NULL) ||
		    (kind == IMPL_WOLFSSL && modes[mi].w_run == NULL))
			continue;
		for (ki = 0; ki < 2 && modes[mi].keybits[ki]; ki++)
			for (si = 0; si < nsizes; si++)
				run_cell(impl, kind, mi, ki, si, sizes[si]);
	}
}

int main(int argc, char **argv)
{
	const char *impls = NULL;
	size_t sizes[MAX_SIZES], nsizes = 0, i, k;
	uint64_t x = 0x9e3779b97f4a7c15u;

	for (i = 1; i < (size_t)argc; i++) {
		if (strcmp(argv[i], "--impl") == 0 && i + 1 < (size_t)argc) {
			impls = argv[++i];
		} else if (strcmp(argv[i], "--sizes") == 0 && i + 1 < (size_t)argc) {
			char *p = argv[++i], *end;

			for (nsizes = 0; *p && nsizes < MAX_SIZES; p = *end ? end + 1 : end) {
				unsigned long v = strtoul(p, &end, 10);

				if (end == p || v < 16 || v > MAX_MSG || v % 16 != 0) {
					fprintf(stderr, "--sizes: multiples of 16 from 16 to %d\n",
						MAX_MSG);
					return 2;
				}
				sizes[nsizes++] = v;
			}
		} else if (strcmp(argv[i], "--list") == 0) {
			for (k = 0; k < aesalt_impl_count(); k++)
				printf("impl %s\n", aesalt_impl_name(k));
#ifdef AESALT_INSN_BENCH_MBEDTLS
			printf("impl %s\n", AESALT_INSN_BENCH_MBEDTLS_NAME);
#endif
#ifdef AESALT_INSN_BENCH_WOLFSSL
			printf("impl %s\n", AESALT_INSN_BENCH_WOLFSSL_NAME);
#endif
#ifdef AESALT_INSN_BENCH_OPENSSL
			printf("impl openssl\n");
#endif
#ifdef O_NOCE
			printf("impl %s\n", O_NOCE);
#endif
			return 0;
		} else {
			fprintf(stderr, "usage: %s [--impl a,b] [--sizes 64,1024,16384] [--list]\n",
				argv[0]);
			return 2;
		}
	}
#ifdef O_NOCE
	/* Which OpenSSL code runs is fixed before main(): check it is the row's. */
	if (impls != NULL && listed(impls, O_NOCE) &&
	    (getenv("OPENSSL_armcap") == NULL ||
	     strcmp(getenv("OPENSSL_armcap"), O_NOCE_ARMCAP) != 0)) {
		fprintf(stderr, "%s: run with OPENSSL_armcap=%s in the environment\n", O_NOCE,
			O_NOCE_ARMCAP);
		return 2;
	}
	if (listed(impls, "openssl") && getenv("OPENSSL_armcap") != NULL) {
		fprintf(stderr, "openssl: its own CPU detection; unset OPENSSL_armcap\n");
		return 2;
	}
#endif
	if (nsizes == 0) {
		for (nsizes = 0; nsizes < sizeof default_sizes / sizeof default_sizes[0]; nsizes++)
			sizes[nsizes] = default_sizes[nsizes];
	}

	/* Fixed pseudo-random inputs (xorshift), the same for every run. */
	for (i = 0; i < sizeof g_key + sizeof g_iv + sizeof g_nonce + MAX_MSG; i++) {
		uint8_t b;

		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		b = (uint8_t)(x >> 32);
		if (i < sizeof g_key)
			g_key[i] = b;
		else if (i < sizeof g_key + sizeof g_iv)
			g_iv[i - sizeof g_key] = b;
		else if (i < sizeof g_key + sizeof g_iv + sizeof g_nonce)
			g_nonce[i - sizeof g_key - sizeof g_iv] = b;
		else
			g_in[i - sizeof g_key - sizeof g_iv - sizeof g_nonce] = b;
	}

	for (k = 0; k < aesalt_impl_count(); k++) {
		const char *name = aesalt_impl_name(k);

		if (!listed(impls, name))
			continue;
		if (aesalt_impl_select(name) != 0) {
			fprintf(stderr, "FAIL cannot select kernel %s\n", name);
			failures++;
			continue;
		}
		run_impl(name, IMPL_AESALT, sizes, nsizes);
	}
#ifdef AESALT_INSN_BENCH_MBEDTLS
	if (listed(impls, AESALT_INSN_BENCH_MBEDTLS_NAME))
		run_impl(AESALT_INSN_BENCH_MBEDTLS_NAME, IMPL_MBEDTLS, sizes, nsizes);
#endif
#ifdef AESALT_INSN_BENCH_WOLFSSL
	if (listed(impls, AESALT_INSN_BENCH_WOLFSSL_NAME))
		run_impl(AESALT_INSN_BENCH_WOLFSSL_NAME, IMPL_WOLFSSL, sizes, nsizes);
#endif
#ifdef AESALT_INSN_BENCH_OPENSSL
	if (listed(impls, "openssl"))
		run_impl("openssl", IMPL_OPENSSL, sizes, nsizes);
#endif
#ifdef O_NOCE
	if (impls != NULL && listed(impls, O_NOCE))
		run_impl(O_NOCE, IMPL_OPENSSL, sizes, nsizes);
#endif
	fflush(stdout);
	if (impls != NULL) {
		size_t named = 1;

		for (i = 0; impls[i]; i++)
			named += impls[i] == ',';
		if (impls_run != named) {
			fprintf(stderr, "FAIL --impl %s: %zu of these are not here or not usable\n",
				impls, named - impls_run);
			failures++;
		}
	}
	if (failures)
		fprintf(stderr, "aesalt-insn-bench: %d failures\n", failures);
	return failures ? 1 : 0;
}
