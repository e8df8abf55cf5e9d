/* SPDX-License-Identifier: Apache-2.0 */
/*
 * aesalt-bench: host throughput of every usable aesalt kernel, per mode, key
 * size and message size, with OpenSSL's libcrypto (through EVP) as reference
 * rows, laid out like `openssl speed`.  It is not a test: it never fails
 * because of a time.  Under qemu the instruction-count harness is the right
 * measure; wall-clock numbers of an emulator mean little.
 *
 * Each cell (implementation, mode, key size, message size):
 *  1. sets up the key and state once, outside the timed part, as openssl
 *     speed keeps one EVP context per cipher;
 *  2. runs one message and digests its output, so that implementations
 *     that disagree are reported (a kernel that is fast because it is
 *     wrong should not go unnoticed);
 *  3. calibrates a batch size and warms up (caches, clock frequency);
 *  4. runs 3 times, each time repeating whole messages until at least
 *     --time seconds have passed, and keeps the fastest run.
 *
 * Time is CLOCK_MONOTONIC.  On x86 the cycle column is the time-stamp
 * counter (reference cycles at a constant rate, not core clock cycles);
 * elsewhere there is no portable cycle counter and the column is "-".
 *
 * The OpenSSL parts are compiled only with AESALT_BENCH_OPENSSL (CMake
 * defines it when it finds libcrypto), so the bench builds for targets
 * without OpenSSL too.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "aesalt/aesalt.h"

#ifdef AESALT_BENCH_OPENSSL
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/opensslv.h>
#if OPENSSL_VERSION_NUMBER >= 0x30000000L
#include <openssl/core_names.h>
#include <openssl/params.h>
#define BENCH_HAVE_EVP_MAC 1 /* CMAC through EVP_MAC needs OpenSSL 3 */
#endif
#define OSSL_PART(...) __VA_ARGS__
#else
#define OSSL_PART(...)
#endif

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <x86intrin.h>
#define BENCH_HAVE_TSC 1
#endif

#define BENCH_VERSION "0.1"
#define DEFAULT_TIME 0.1   /* seconds per timed run; see README.md */
#define RUNS 3		   /* best of */
#define MAX_MSG (1u << 20) /* largest message --sizes accepts */
#define MAX_SIZES 16
#define MAX_IMPLS 32
#define MAX_NOTES 64
#define NONCE_LEN 12	      /* GCM and CCM */
#define BENCH_ERR_OSSL (-100) /* an OpenSSL call failed */
#define BENCH_ERR_LEN (-101)  /* OpenSSL wrote an unexpected length */

/* ---- mode table ---------------------------------------------------------- */

#define M_BLOCKS 1u /* message length must be a multiple of 16 */
#define M_MIN16 2u  /* message length at least 16 (XTS) */
#define M_OUT 4u    /* writes len bytes of output */
#define M_DEC 8u    /* OpenSSL context decrypts */
#define M_NOPAD 16u /* OpenSSL: switch padding off (ECB, CBC) */
#define M_GCM 32u
#define M_CCM 64u

struct job;

struct mode {
	const char *name;
	unsigned keybits[3]; /* as printed; 0 = unused slot */
	unsigned flags;
	unsigned taglen; /* tag or MAC bytes written to job->tag */
	int (*a_setup)(struct job *j);
	int (*a_run)(struct job *j);
#ifdef AESALT_BENCH_OPENSSL
	const EVP_CIPHER *(*evp[3])(void); /* per keybits slot (not for CMAC) */
	int (*o_setup)(struct job *j);
	int (*o_run)(struct job *j); /* NULL: OpenSSL has no such mode */
#endif
};

/* State of one cell.  Zeroed before each cell. */
struct job {
	const struct mode *mode;
	unsigned keybits;
	size_t len;
	const uint8_t *in;
	uint8_t *out;
	uint8_t *ct;	    /* gcm-dec: the ciphertext to decrypt */
	uint8_t iv[16];	    /* IV, counter or tweak; chains across messages */
	uint8_t stream[16]; /* CTR keystream block */
	size_t off;	    /* CFB/OFB/CTR offset into the keystream block */
	uint8_t tag[32];
	uint8_t ref_tag[16]; /* gcm-dec: the tag the ciphertext must carry */
	aesalt_aes_key k1, k2;
	aesalt_gcm_ctx gcm;
	aesalt_cmac_ctx cmac;
#ifdef AESALT_BENCH_OPENSSL
	EVP_CIPHER_CTX *ec;
#ifdef BENCH_HAVE_EVP_MAC
	EVP_MAC *mac;
	EVP_MAC_CTX *mc;
#endif
#endif
};

/* Fixed inputs, from a seeded generator so every implementation sees the
 * same key, IV and data and their outputs can be compared. */
static uint8_t g_key[64];
static uint8_t g_iv[16];
static uint8_t g_nonce[32];
static uint8_t *g_in, *g_out, *g_ct;

/* ---- aesalt rows ----------------------------------------------------------- */

static int a_setup_enc(struct job *j)
{
	return aesalt_aes_setkey_enc(&j->k1, g_key, j->keybits / 8);
}

static int a_setup_dec(struct job *j)
{
	return aesalt_aes_setkey_dec(&j->k1, g_key, j->keybits / 8);
}

/* XTS key bits count both keys (IEEE 1619: Key1 = data key || Key2 = tweak
 * key). */
static int a_setup_xts(struct job *j)
{
	size_t half = j->keybits / 16;
	int r = aesalt_aes_setkey_enc(&j->k1, g_key, half);
	return r ? r : aesalt_aes_setkey_enc(&j->k2, g_key + half, half);
}

static int a_setup_gcm(struct job *j)
{
	return aesalt_gcm_setkey(&j->gcm, g_key, j->keybits / 8);
}

static int a_setup_cmac(struct job *j)
{
	return aesalt_cmac_setkey(&j->cmac, g_key, j->keybits / 8);
}

/* AEGIS is timed through its one-shot API: the key goes in each time. */
static int a_setup_none(struct job *j)
{
	(void)j;
	return 0;
}

static int a_ecb(struct job *j)
{
	return aesalt_ecb_enc(&j->k1, j->out, j->in, j->len);
}

static int a_cbc_enc(struct job *j)
{
	return aesalt_cbc_enc(&j->k1, j->out, j->in, j->len, j->iv);
}

static int a_cbc_dec(struct job *j)
{
	return aesalt_cbc_dec(&j->k1, j->out, j->in, j->len, j->iv);
}

static int a_cfb128(struct job *j)
{
	return aesalt_cfb128_enc(&j->k1, j->out, j->in, j->len, j->iv, &j->off);
}

static int a_ofb(struct job *j)
{
	return aesalt_ofb(&j->k1, j->out, j->in, j->len, j->iv, &j->off);
}

static int a_ctr(struct job *j)
{
	return aesalt_ctr(&j->k1, j->out, j->in, j->len, j->iv, j->stream, &j->off);
}

/* Every message is one data unit with the same tweak, as an OpenSSL XTS
 * context does per EVP_EncryptUpdate. */
static int a_xts(struct job *j)
{
	return aesalt_xts_enc(&j->k1, &j->k2, j->out, j->in, j->len, j->iv);
}

/* A whole GCM message (no AAD) per call: start, update, finish. */
static int a_gcm_enc(struct job *j)
{
	int r = aesalt_gcm_start(&j->gcm, 1, g_nonce, NONCE_LEN);
	if (!r)
		r = aesalt_gcm_update(&j->gcm, j->out, j->in, j->len);
	if (!r)
		r = aesalt_gcm_finish(&j->gcm, j->tag, 16);
	return r;
}

/* Decryption includes checking the tag, as a receiver must. */
static int a_gcm_dec(struct job *j)
{
	uint8_t d = 0;
	int r = aesalt_gcm_start(&j->gcm, 0, g_nonce, NONCE_LEN);
	if (!r)
		r = aesalt_gcm_update(&j->gcm, j->out, j->ct, j->len);
	if (!r)
		r = aesalt_gcm_finish(&j->gcm, j->tag, 16);
	for (size_t i = 0; i < 16; i++)
		d |= j->tag[i] ^ j->ref_tag[i];
	return r ? r : d ? AESALT_ERR_AUTH : 0;
}

/* The ciphertext and tag to decrypt come from the implementation under
 * test itself, so a wrong kernel still gets timed (and is flagged by the
 * output comparison). */
static int a_setup_gcm_dec(struct job *j)
{
	int r = aesalt_gcm_setkey(&j->gcm, g_key, j->keybits / 8);
	if (!r)
		r = aesalt_gcm_start(&j->gcm, 1, g_nonce, NONCE_LEN);
	if (!r)
		r = aesalt_gcm_update(&j->gcm, j->ct, j->in, j->len);
	if (!r)
		r = aesalt_gcm_finish(&j->gcm, j->ref_tag, 16);
	return r;
}

static int a_ccm_enc(struct job *j)
{
	return aesalt_ccm_encrypt_key(&j->k1, g_nonce, NONCE_LEN, NULL, 0, j->out, j->in, j->len,
				      j->tag, 16);
}

/* aesalt_cmac_finish resets the context for the next message. */
static int a_cmac(struct job *j)
{
	int r = aesalt_cmac_update(&j->cmac, j->in, j->len);
	return r ? r : aesalt_cmac_finish(&j->cmac, j->tag);
}

static int a_aegis128(struct job *j)
{
	return aesalt_aegis128_encrypt(g_key, g_nonce, NULL, 0, j->in, j->out, j->len, j->tag, 16);
}

static int a_aegis128l(struct job *j)
{
	return aesalt_aegis128l_encrypt(g_key, g_nonce, NULL, 0, j->in, j->out, j->len, j->tag, 16);
}

static int a_aegis256(struct job *j)
{
	return aesalt_aegis256_encrypt(g_key, g_nonce, NULL, 0, j->in, j->out, j->len, j->tag, 16);
}

/* Name of the kernel the cell's key was expanded by (the AEGIS one-shots
 * expand nothing that outlives the call: the process kernel runs them). */
static const char *a_job_impl(const struct job *j)
{
	if (j->k1.impl)
		return aesalt_aes_key_impl(&j->k1);
	if (j->gcm.key.impl)
		return aesalt_aes_key_impl(&j->gcm.key);
	if (j->cmac.key.impl)
		return aesalt_aes_key_impl(&j->cmac.key);
	return aesalt_impl_active();
}

static void a_teardown(struct job *j)
{
	aesalt_aes_key_wipe(&j->k1);
	aesalt_aes_key_wipe(&j->k2);
	aesalt_gcm_wipe(&j->gcm);
	aesalt_cmac_wipe(&j->cmac);
}

/* ---- OpenSSL rows ------------------------------------------------------------ */

#ifdef AESALT_BENCH_OPENSSL

static int key_slot(const struct mode *m, unsigned keybits)
{
	for (int i = 0; i < 3; i++)
		if (m->keybits[i] == keybits)
			return i;
	return -1;
}

static const EVP_CIPHER *o_cipher(const struct job *j)
{
	int s = key_slot(j->mode, j->keybits);
	return s < 0 || !j->mode->evp[s] ? NULL : j->mode->evp[s]();
}

/* One context for the whole cell, key expanded once.  GCM and CCM get their
 * nonce per message; the others chain their IV across messages, as the
 * aesalt rows do. */
static int o_setup_cipher(struct job *j)
{
	const struct mode *m = j->mode;
	const EVP_CIPHER *c = o_cipher(j);
	int enc = !(m->flags & M_DEC);
	int aead = !!(m->flags & (M_GCM | M_CCM));

	if (!c || !(j->ec = EVP_CIPHER_CTX_new()))
		return BENCH_ERR_OSSL;
	if (EVP_CipherInit_ex(j->ec, c, NULL, NULL, NULL, enc) != 1)
		return BENCH_ERR_OSSL;
	if (m->flags & M_CCM) {
		/* CCM fixes the nonce and tag length before the key. */
		if (EVP_CIPHER_CTX_ctrl(j->ec, EVP_CTRL_AEAD_SET_IVLEN, NONCE_LEN, NULL) != 1 ||
		    EVP_CIPHER_CTX_ctrl(j->ec, EVP_CTRL_AEAD_SET_TAG, 16, NULL) != 1)
			return BENCH_ERR_OSSL;
	}
	if (m->flags & M_GCM) {
		if (EVP_CIPHER_CTX_ctrl(j->ec, EVP_CTRL_AEAD_SET_IVLEN, NONCE_LEN, NULL) != 1)
			return BENCH_ERR_OSSL;
	}
	if (EVP_CipherInit_ex(j->ec, NULL, NULL, g_key, aead ? NULL : j->iv, enc) != 1)
		return BENCH_ERR_OSSL;
	if ((m->flags & M_NOPAD) && EVP_CIPHER_CTX_set_padding(j->ec, 0) != 1)
		return BENCH_ERR_OSSL;
	return 0;
}

static int o_update(struct job *j)
{
	int outl = 0;
	if (EVP_CipherUpdate(j->ec, j->out, &outl, j->in, (int)j->len) != 1)
		return BENCH_ERR_OSSL;
	return (size_t)outl == j->len ? 0 : BENCH_ERR_LEN;
}

/* One GCM message on a keyed encrypting context: nonce, data, tag. */
static int o_gcm_seal(EVP_CIPHER_CTX *c, uint8_t *out, const uint8_t *in, size_t len,
		      uint8_t tag[16])
{
	uint8_t fin[32];
	int outl = 0, finl = 0;
	if (EVP_EncryptInit_ex(c, NULL, NULL, NULL, g_nonce) != 1 ||
	    EVP_EncryptUpdate(c, out, &outl, in, (int)len) != 1 ||
	    EVP_EncryptFinal_ex(c, fin, &finl) != 1 ||
	    EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_GET_TAG, 16, tag) != 1)
		return BENCH_ERR_OSSL;
	return (size_t)outl == len && finl == 0 ? 0 : BENCH_ERR_LEN;
}

static int o_gcm_enc(struct job *j)
{
	return o_gcm_seal(j->ec, j->out, j->in, j->len, j->tag);
}

/* EVP_DecryptFinal_ex checks the tag. */
static int o_gcm_dec(struct job *j)
{
	uint8_t fin[32];
	int outl = 0, finl = 0;
	memcpy(j->tag, j->ref_tag, 16);
	if (EVP_DecryptInit_ex(j->ec, NULL, NULL, NULL, g_nonce) != 1 ||
	    EVP_DecryptUpdate(j->ec, j->out, &outl, j->ct, (int)j->len) != 1 ||
	    EVP_CIPHER_CTX_ctrl(j->ec, EVP_CTRL_AEAD_SET_TAG, 16, j->tag) != 1)
		return BENCH_ERR_OSSL;
	if (EVP_DecryptFinal_ex(j->ec, fin, &finl) != 1)
		return AESALT_ERR_AUTH;
	return (size_t)outl == j->len ? 0 : BENCH_ERR_LEN;
}

static int o_setup_gcm_dec(struct job *j)
{
	/* Make the ciphertext and tag with an encrypting context of the same
	 * key, then keep a decrypting one for the timed part. */
	EVP_CIPHER_CTX *dec;
	int r = o_setup_cipher(j); /* M_DEC is clear for gcm-dec: this one encrypts */

	if (!r)
		r = o_gcm_seal(j->ec, j->ct, j->in, j->len, j->ref_tag);
	if (r)
		return r;
	if (!(dec = EVP_CIPHER_CTX_new()))
		return BENCH_ERR_OSSL;
	if (EVP_DecryptInit_ex(dec, o_cipher(j), NULL, NULL, NULL) != 1 ||
	    EVP_CIPHER_CTX_ctrl(dec, EVP_CTRL_AEAD_SET_IVLEN, NONCE_LEN, NULL) != 1 ||
	    EVP_DecryptInit_ex(dec, NULL, NULL, g_key, NULL) != 1) {
		EVP_CIPHER_CTX_free(dec);
		return BENCH_ERR_OSSL;
	}
	EVP_CIPHER_CTX_free(j->ec);
	j->ec = dec;
	return 0;
}

/* Per message: nonce, total length (CCM needs it first), data, tag. */
static int o_ccm_enc(struct job *j)
{
	uint8_t fin[32];
	int outl = 0, finl = 0, lenl = 0;
	if (EVP_EncryptInit_ex(j->ec, NULL, NULL, NULL, g_nonce) != 1 ||
	    EVP_EncryptUpdate(j->ec, NULL, &lenl, NULL, (int)j->len) != 1 ||
	    EVP_EncryptUpdate(j->ec, j->out, &outl, j->in, (int)j->len) != 1 ||
	    EVP_EncryptFinal_ex(j->ec, fin, &finl) != 1 ||
	    EVP_CIPHER_CTX_ctrl(j->ec, EVP_CTRL_AEAD_GET_TAG, 16, j->tag) != 1)
		return BENCH_ERR_OSSL;
	return (size_t)outl == j->len ? 0 : BENCH_ERR_LEN;
}

#ifdef BENCH_HAVE_EVP_MAC
static int o_setup_cmac(struct job *j)
{
	char cipher[16];
	OSSL_PARAM params[2];

	snprintf(cipher, sizeof cipher, "AES-%u-CBC", j->keybits);
	params[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_CIPHER, cipher, 0);
	params[1] = OSSL_PARAM_construct_end();
	if (!(j->mac = EVP_MAC_fetch(NULL, "CMAC", NULL)) || !(j->mc = EVP_MAC_CTX_new(j->mac)))
		return BENCH_ERR_OSSL;
	if (EVP_MAC_init(j->mc, g_key, j->keybits / 8, params) != 1)
		return BENCH_ERR_OSSL;
	return 0;
}

/* EVP_MAC_init without a key restarts with the key already set, so the key
 * schedule stays outside the loop as for aesalt_cmac_finish. */
static int o_cmac(struct job *j)
{
	size_t outl = 0;
	if (EVP_MAC_init(j->mc, NULL, 0, NULL) != 1 || EVP_MAC_update(j->mc, j->in, j->len) != 1 ||
	    EVP_MAC_final(j->mc, j->tag, &outl, 16) != 1)
		return BENCH_ERR_OSSL;
	return outl == 16 ? 0 : BENCH_ERR_LEN;
}
#endif

static void o_teardown(struct job *j)
{
	EVP_CIPHER_CTX_free(j->ec);
	j->ec = NULL;
#ifdef BENCH_HAVE_EVP_MAC
	EVP_MAC_CTX_free(j->mc);
	EVP_MAC_free(j->mac);
	j->mc = NULL;
	j->mac = NULL;
#endif
}

#define EVP3(m)                                                                                    \
	{                                                                                          \
		EVP_aes_128_##m, EVP_aes_192_##m, EVP_aes_256_##m                                  \
	}

#endif /* AESALT_BENCH_OPENSSL */

static const struct mode g_modes[] = {
	{ .name = "ecb",
	  .keybits = { 128, 192, 256 },
	  .flags = M_BLOCKS | M_OUT | M_NOPAD,
	  .a_setup = a_setup_enc,
	  .a_run = a_ecb,
	  OSSL_PART(.evp = EVP3(ecb), .o_setup = o_setup_cipher, .o_run = o_update) },
	{ .name = "cbc-enc",
	  .keybits = { 128, 192, 256 },
	  .flags = M_BLOCKS | M_OUT | M_NOPAD,
	  .a_setup = a_setup_enc,
	  .a_run = a_cbc_enc,
	  OSSL_PART(.evp = EVP3(cbc), .o_setup = o_setup_cipher, .o_run = o_update) },
	{ .name = "cbc-dec",
	  .keybits = { 128, 192, 256 },
	  .flags = M_BLOCKS | M_OUT | M_NOPAD | M_DEC,
	  .a_setup = a_setup_dec,
	  .a_run = a_cbc_dec,
	  OSSL_PART(.evp = EVP3(cbc), .o_setup = o_setup_cipher, .o_run = o_update) },
	{ .name = "cfb128",
	  .keybits = { 128, 192, 256 },
	  .flags = M_OUT,
	  .a_setup = a_setup_enc,
	  .a_run = a_cfb128,
	  OSSL_PART(.evp = EVP3(cfb128), .o_setup = o_setup_cipher, .o_run = o_update) },
	{ .name = "ofb",
	  .keybits = { 128, 192, 256 },
	  .flags = M_OUT,
	  .a_setup = a_setup_enc,
	  .a_run = a_ofb,
	  OSSL_PART(.evp = EVP3(ofb), .o_setup = o_setup_cipher, .o_run = o_update) },
	{ .name = "ctr",
	  .keybits = { 128, 192, 256 },
	  .flags = M_OUT,
	  .a_setup = a_setup_enc,
	  .a_run = a_ctr,
	  OSSL_PART(.evp = EVP3(ctr), .o_setup = o_setup_cipher, .o_run = o_update) },
	{ .name = "xts",
	  .keybits = { 256, 512 },
	  .flags = M_MIN16 | M_OUT,
	  .a_setup = a_setup_xts,
	  .a_run = a_xts,
	  OSSL_PART(.evp = { EVP_aes_128_xts, EVP_aes_256_xts }, .o_setup = o_setup_cipher,
		    .o_run = o_update) },
	{ .name = "gcm-enc",
	  .keybits = { 128, 192, 256 },
	  .flags = M_OUT | M_GCM,
	  .taglen = 16,
	  .a_setup = a_setup_gcm,
	  .a_run = a_gcm_enc,
	  OSSL_PART(.evp = EVP3(gcm), .o_setup = o_setup_cipher, .o_run = o_gcm_enc) },
	{ .name = "gcm-dec",
	  .keybits = { 128, 192, 256 },
	  .flags = M_OUT | M_GCM,
	  .taglen = 16,
	  .a_setup = a_setup_gcm_dec,
	  .a_run = a_gcm_dec,
	  OSSL_PART(.evp = EVP3(gcm), .o_setup = o_setup_gcm_dec, .o_run = o_gcm_dec) },
	{ .name = "ccm-enc",
	  .keybits = { 128, 192, 256 },
	  .flags = M_OUT | M_CCM,
	  .taglen = 16,
	  .a_setup = a_setup_enc,
	  .a_run = a_ccm_enc,
	  OSSL_PART(.evp = EVP3(ccm), .o_setup = o_setup_cipher, .o_run = o_ccm_enc) },
#ifdef BENCH_HAVE_EVP_MAC
	{ .name = "cmac",
	  .keybits = { 128, 192, 256 },
	  .taglen = 16,
	  .a_setup = a_setup_cmac,
	  .a_run = a_cmac,
	  .o_setup = o_setup_cmac,
	  .o_run = o_cmac },
#else
	{ .name = "cmac",
	  .keybits = { 128, 192, 256 },
	  .taglen = 16,
	  .a_setup = a_setup_cmac,
	  .a_run = a_cmac },
#endif
	{ .name = "aegis128",
	  .keybits = { 128 },
	  .flags = M_OUT,
	  .taglen = 16,
	  .a_setup = a_setup_none,
	  .a_run = a_aegis128 },
	{ .name = "aegis128l",
	  .keybits = { 128 },
	  .flags = M_OUT,
	  .taglen = 16,
	  .a_setup = a_setup_none,
	  .a_run = a_aegis128l },
	{ .name = "aegis256",
	  .keybits = { 256 },
	  .flags = M_OUT,
	  .taglen = 16,
	  .a_setup = a_setup_none,
	  .a_run = a_aegis256 },
};

#define NMODES (sizeof g_modes / sizeof g_modes[0])

/* The modes and sizes of --quick: one of each family, a small, a medium
 * and a large message. */
static const char *const g_quick_modes[] = { "ecb",	"cbc-dec", "ctr",  "xts",
					     "gcm-enc", "ccm-enc", "cmac", "aegis128l" };
static const size_t g_quick_sizes[] = { 16, 1024, 8192 };
static const size_t g_default_sizes[] = { 16, 256, 1024, 8192, 16384 };

/* ---- implementations --------------------------------------------------------- */

struct impl {
	const char *name;
	int openssl;
};

static int impl_has_mode(const struct impl *im, const struct mode *m)
{
	if (!im->openssl)
		return 1;
#ifdef AESALT_BENCH_OPENSSL
	return m->o_run != NULL;
#else
	(void)m;
	return 0;
#endif
}

static int job_setup(const struct impl *im, struct job *j)
{
#ifdef AESALT_BENCH_OPENSSL
	if (im->openssl)
		return j->mode->o_setup(j);
#endif
	(void)im;
	return j->mode->a_setup(j);
}

static int (*job_op(const struct impl *im, const struct job *j))(struct job *)
{
#ifdef AESALT_BENCH_OPENSSL
	if (im->openssl)
		return j->mode->o_run;
#endif
	(void)im;
	return j->mode->a_run;
}

static void job_teardown(struct job *j)
{
	a_teardown(j);
#ifdef AESALT_BENCH_OPENSSL
	o_teardown(j);
#endif
}

/* ---- clocks ------------------------------------------------------------------ */

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* CPU time of this thread, or a negative value where there is no such
 * clock.  Wall time is what is measured; this only tells how much of it
 * other processes took. */
static double cpu_s(clockid_t id)
{
	struct timespec ts;
	if (clock_gettime(id, &ts))
		return -1;
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

#ifdef CLOCK_THREAD_CPUTIME_ID
#define THREAD_CLOCK CLOCK_THREAD_CPUTIME_ID
#define PROCESS_CLOCK CLOCK_PROCESS_CPUTIME_ID
#else
#define THREAD_CLOCK ((clockid_t)-1)
#define PROCESS_CLOCK ((clockid_t)-1)
#endif

static uint64_t ticks(void)
{
#ifdef BENCH_HAVE_TSC
	return __rdtsc();
#else
	return 0;
#endif
}

/* ---- measurement ------------------------------------------------------------- */

struct result {
	int status;   /* 0 ok, 1 not applicable to this size, else error code */
	double mib_s; /* best run */
	double cpb;   /* TSC ticks per byte of the best run; < 0: none */
	double share; /* CPU time / wall time of the best run; < 0: unknown */
};

/* Below this share of the CPU the best run was preempted enough to matter;
 * its cell is marked with '?'. */
#define SHARE_MIN 0.9

static double g_tsc_ticks, g_tsc_secs; /* all timed runs, for the TSC rate */
static size_t g_npreempted;	       /* cells marked '?' */

static int run_n(int (*op)(struct job *), struct job *j, uint64_t n)
{
	for (uint64_t i = 0; i < n; i++) {
		int r = op(j);
		if (r)
			return r;
	}
	return 0;
}

/* Batches of whole messages keep the clock reads out of the cost of small
 * messages: a batch lasts about 1/20 of a run. */
static int measure(int (*op)(struct job *), struct job *j, double tmin, struct result *res)
{
	uint64_t batch = 1;
	double t0, dt;
	int r;

	for (;;) {
		t0 = now_s();
		if ((r = run_n(op, j, batch)))
			return r;
		dt = now_s() - t0;
		if (dt >= tmin / 20 || batch >= (UINT64_C(1) << 40))
			break;
		batch *= 2;
	}
	/* Warm-up: bring the clock frequency and caches to a steady state. */
	t0 = now_s();
	do {
		if ((r = run_n(op, j, batch)))
			return r;
	} while (now_s() - t0 < tmin / 4);

	res->mib_s = 0;
	res->cpb = -1;
	res->share = -1;
	for (int run = 0; run < RUNS; run++) {
		uint64_t iters = 0, c0, c1;
		double rate, u0, u1;

		u0 = cpu_s(THREAD_CLOCK);
		t0 = now_s();
		c0 = ticks();
		do {
			if ((r = run_n(op, j, batch)))
				return r;
			iters += batch;
			dt = now_s() - t0;
		} while (dt < tmin);
		c1 = ticks();
		u1 = cpu_s(THREAD_CLOCK);
		rate = (double)iters * (double)j->len / dt;
		g_tsc_ticks += (double)(c1 - c0);
		g_tsc_secs += dt;
		if (rate / (1024.0 * 1024.0) > res->mib_s) {
			res->mib_s = rate / (1024.0 * 1024.0);
			res->share = u0 < 0 || u1 < 0 ? -1 : (u1 - u0) / dt;
#ifdef BENCH_HAVE_TSC
			res->cpb = (double)(c1 - c0) / ((double)iters * (double)j->len);
#endif
		}
	}
	return 0;
}

/* FNV-1a, 64 bits: enough to tell two outputs apart. */
static uint64_t fnv(uint64_t h, const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		h ^= p[i];
		h *= UINT64_C(0x100000001b3);
	}
	return h;
}

/* First digest seen per (mode, key, size); later implementations are
 * compared with it. */
struct digest {
	size_t mode, size;
	unsigned keybits;
	uint64_t h;
	const char *impl;
};

static struct digest g_digests[NMODES * 3 * MAX_SIZES];
static size_t g_ndigests;

static char g_notes[MAX_NOTES][200];
static size_t g_nnotes, g_nmismatch;

/* Remarks printed after the table, so they do not break it up. */
static void note(const char *impl, const struct job *j, const char *msg)
{
	if (g_nnotes == MAX_NOTES)
		return;
	if (j)
		snprintf(g_notes[g_nnotes++], sizeof g_notes[0], "%s %s %u, %zu bytes: %s", impl,
			 j->mode->name, j->keybits, j->len, msg);
	else
		snprintf(g_notes[g_nnotes++], sizeof g_notes[0], "%s: %s", impl, msg);
}

/* Returns 1 when the output differs from an earlier implementation's. */
static int cross_check(const char *impl, size_t mode_idx, const struct job *j)
{
	uint64_t h = UINT64_C(0xcbf29ce484222325);
	if (j->mode->flags & M_OUT)
		h = fnv(h, j->out, j->len);
	h = fnv(h, j->tag, j->mode->taglen);
	for (size_t i = 0; i < g_ndigests; i++) {
		struct digest *d = &g_digests[i];
		if (d->mode == mode_idx && d->keybits == j->keybits && d->size == j->len) {
			char msg[96];
			if (d->h == h)
				return 0;
			snprintf(msg, sizeof msg, "output differs from %s's (one of them is wrong)",
				 d->impl);
			note(impl, j, msg);
			g_nmismatch++;
			return 1;
		}
	}
	if (g_ndigests < sizeof g_digests / sizeof g_digests[0])
		g_digests[g_ndigests++] = (struct digest){ .mode = mode_idx,
							   .size = j->len,
							   .keybits = j->keybits,
							   .h = h,
							   .impl = impl };
	return 0;
}

static const char *err_text(int r)
{
	if (r == BENCH_ERR_OSSL)
		return "an OpenSSL call failed";
	if (r == BENCH_ERR_LEN)
		return "OpenSSL wrote an unexpected length";
	return aesalt_strerror(r);
}

/* ---- options and output ------------------------------------------------------ */

struct opts {
	const char *impls, *modes, *keys, *csv;
	size_t sizes[MAX_SIZES];
	size_t nsizes;
	double time;
	int quick, markdown, list;
};

/* Is word one of the comma-separated names in list (NULL: all)? */
static int in_list(const char *list, const char *word)
{
	size_t n = strlen(word);
	if (!list)
		return 1;
	for (const char *p = list; *p;) {
		const char *e = strchr(p, ',');
		size_t l = e ? (size_t)(e - p) : strlen(p);
		if (l == n && !memcmp(p, word, n))
			return 1;
		if (!e)
			break;
		p = e + 1;
	}
	return 0;
}

static int in_list_u(const char *list, unsigned v)
{
	char buf[16];
	snprintf(buf, sizeof buf, "%u", v);
	return in_list(list, buf);
}

static int parse_sizes(const char *s, struct opts *o)
{
	o->nsizes = 0;
	while (*s) {
		char *end;
		unsigned long v = strtoul(s, &end, 10);
		if (end == s || v < 1 || v > MAX_MSG || o->nsizes == MAX_SIZES ||
		    (*end && *end != ','))
			return -1;
		o->sizes[o->nsizes++] = v;
		s = *end ? end + 1 : end;
	}
	return o->nsizes ? 0 : -1;
}

static void usage(FILE *f)
{
	fprintf(f,
		"usage: aesalt-bench [options]\n"
		"  --quick           few modes and sizes, short runs (CI smoke test)\n"
		"  --impl A[,B]      only these implementations (aesalt kernels%s)\n"
		"  --mode M[,N]      only these modes\n"
		"  --keys 128[,256]  only these key sizes (XTS: 256 or 512)\n"
		"  --sizes 16,1024   message sizes in bytes (1..%u)\n"
		"  --time SECONDS    minimum time of each of the %d timed runs (default %.2f)\n"
		"  --csv FILE        also write impl,mode,keybits,size,mib_s,cycles_per_byte\n"
		"  --markdown        print the table as Markdown\n"
		"  --list            list implementations and modes, then exit\n",
#ifdef AESALT_BENCH_OPENSSL
		", \"openssl\"",
#else
		"",
#endif
		MAX_MSG, RUNS, DEFAULT_TIME);
}

/* Accepts "--opt value" and "--opt=value". */
static const char *opt_arg(int argc, char **argv, int *i, const char *name)
{
	size_t n = strlen(name);
	if (strncmp(argv[*i], name, n))
		return NULL;
	if (argv[*i][n] == '=')
		return argv[*i] + n + 1;
	if (argv[*i][n] || *i + 1 >= argc)
		return NULL;
	return argv[++*i];
}

static int parse_opts(int argc, char **argv, struct opts *o)
{
	const char *sizes = NULL, *time = NULL;

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *v;
		if (!strcmp(a, "--quick"))
			o->quick = 1;
		else if (!strcmp(a, "--markdown"))
			o->markdown = 1;
		else if (!strcmp(a, "--list"))
			o->list = 1;
		else if (!strcmp(a, "--help") || !strcmp(a, "-h"))
			return 1;
		else if ((v = opt_arg(argc, argv, &i, "--impl")))
			o->impls = v;
		else if ((v = opt_arg(argc, argv, &i, "--mode")))
			o->modes = v;
		else if ((v = opt_arg(argc, argv, &i, "--keys")))
			o->keys = v;
		else if ((v = opt_arg(argc, argv, &i, "--sizes")))
			sizes = v;
		else if ((v = opt_arg(argc, argv, &i, "--time")))
			time = v;
		else if ((v = opt_arg(argc, argv, &i, "--csv")))
			o->csv = v;
		else {
			fprintf(stderr, "aesalt-bench: bad option or missing value: %s\n", a);
			return -1;
		}
	}
	/* --quick sets defaults; explicit options still win. */
	o->time = o->quick ? 0.01 : DEFAULT_TIME;
	if (time) {
		char *end;
		o->time = strtod(time, &end);
		if (end == time || *end || !(o->time > 0 && o->time <= 60)) {
			fprintf(stderr, "aesalt-bench: --time wants seconds in (0, 60]\n");
			return -1;
		}
	}
	if (sizes) {
		if (parse_sizes(sizes, o)) {
			fprintf(stderr, "aesalt-bench: --sizes wants up to %d sizes in 1..%u\n",
				MAX_SIZES, MAX_MSG);
			return -1;
		}
	} else if (o->quick) {
		o->nsizes = sizeof g_quick_sizes / sizeof g_quick_sizes[0];
		memcpy(o->sizes, g_quick_sizes, sizeof g_quick_sizes);
	} else {
		o->nsizes = sizeof g_default_sizes / sizeof g_default_sizes[0];
		memcpy(o->sizes, g_default_sizes, sizeof g_default_sizes);
	}
	return 0;
}

static int mode_selected(const struct opts *o, const struct mode *m)
{
	if (o->modes)
		return in_list(o->modes, m->name);
	if (!o->quick)
		return 1;
	for (size_t i = 0; i < sizeof g_quick_modes / sizeof g_quick_modes[0]; i++)
		if (!strcmp(g_quick_modes[i], m->name))
			return 1;
	return 0;
}

/* --quick keeps the smallest key of each mode unless --keys says otherwise. */
static int key_selected(const struct opts *o, const struct mode *m, int slot)
{
	if (o->keys)
		return in_list_u(o->keys, m->keybits[slot]);
	return !o->quick || slot == 0;
}

static void cpu_model(char *buf, size_t cap)
{
	/* Field names by architecture: x86 "model name", ppc64 "cpu", riscv
	 * "uarch"/"isa", m68k "CPU", older arm "Processor". */
	static const char *const keys[] = { "model name", "cpu model", "Processor", "cpu",
					    "uarch",	  "CPU",       "isa" };
	size_t nkeys = sizeof keys / sizeof keys[0], rank = nkeys;
	char line[512];
	FILE *f = fopen("/proc/cpuinfo", "r");

	snprintf(buf, cap, "unknown");
	if (!f)
		return;
	while (fgets(line, sizeof line, f)) {
		char *colon = strchr(line, ':'), *v;
		size_t klen;
		if (!colon)
			continue;
		klen = (size_t)(colon - line);
		while (klen && (line[klen - 1] == ' ' || line[klen - 1] == '\t'))
			klen--;
		for (size_t k = 0; k < rank; k++) {
			if (strlen(keys[k]) != klen || memcmp(line, keys[k], klen))
				continue;
			v = colon + 1;
			while (*v == ' ' || *v == '\t')
				v++;
			v[strcspn(v, "\r\n")] = 0;
			if (*v) {
				snprintf(buf, cap, "%s", v);
				rank = k;
			}
			break;
		}
	}
	fclose(f);
}

static void print_info(const struct opts *o, const char *key, const char *val)
{
	char k[32];
	if (o->markdown) {
		printf("- **%s**: %s\n", key, val);
		return;
	}
	snprintf(k, sizeof k, "%s:", key);
	printf("%-10s%s\n", k, val);
}

static void print_header(const struct opts *o, const struct impl *impls, size_t nimpls)
{
	char buf[512], cpu[256];
	size_t n = 0;

	cpu_model(cpu, sizeof cpu);
	printf(o->markdown ? "### aesalt-bench %s (aesalt %d.%d.%d)\n\n"
			   : "aesalt-bench %s (aesalt %d.%d.%d)\n",
	       BENCH_VERSION, AESALT_VERSION_MAJOR, AESALT_VERSION_MINOR, AESALT_VERSION_PATCH);
	print_info(o, "CPU", cpu);
#if defined(__GNUC__) && !defined(__clang__)
	print_info(o, "Compiler", "gcc " __VERSION__);
#elif defined(__VERSION__)
	print_info(o, "Compiler", __VERSION__);
#else
	print_info(o, "Compiler", "unknown");
#endif
#ifdef AESALT_BENCH_OPENSSL
	print_info(o, "OpenSSL", OpenSSL_version(OPENSSL_VERSION));
#else
	print_info(o, "OpenSSL", "not linked (built without AESALT_BENCH_OPENSSL)");
#endif
	buf[0] = 0;
	for (size_t i = 0; i < nimpls && n < sizeof buf; i++) {
		if (impls[i].openssl)
			continue;
		int ct = aesalt_impl_constant_time(impls[i].name);
		const char *what = ct == 1 ? "constant time" : ct == 0 ? "NOT constant time" : "?";
		n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s (%s)", n ? ", " : "",
				      impls[i].name, what);
	}
	if (n < sizeof buf) {
		const char *act = aesalt_impl_active();
		snprintf(buf + n, sizeof buf - n, "%sdefault: %s", n ? "; " : "",
			 act ? act : "none (AESALT_IMPL refused)");
	}
	print_info(o, "Kernels", buf);
	snprintf(buf, sizeof buf,
		 "best of %d runs of >= %.3f s per cell, after warm-up (CLOCK_MONOTONIC)", RUNS,
		 o->time);
	print_info(o, "Timing", buf);
#ifdef BENCH_HAVE_TSC
	print_info(o, "Cycles",
		   "c/B = TSC cycles/byte: reference cycles of the constant-rate time-stamp "
		   "counter (rdtsc), not core clock cycles");
#else
	print_info(o, "Cycles",
		   "no portable cycle counter here: c/B is \"-\"; time from "
		   "clock_gettime(CLOCK_MONOTONIC)");
#endif
	if (cpu_s(THREAD_CLOCK) >= 0) {
		snprintf(buf, sizeof buf,
			 "a '?' after MiB/s: other processes had the CPU for more than %.0f%% of "
			 "even the best run; that value is too low",
			 (1 - SHARE_MIN) * 100);
		print_info(o, "Legend", buf);
	}
	print_info(o, "Messages",
		   "whole messages, key expanded once per cell; GCM/CCM: 12-byte nonce, no AAD, "
		   "16-byte tag, one start/update/finish per message; gcm-dec checks the tag; "
		   "AEGIS: one-shot encrypt, 16-byte tag");
#ifdef AESALT_BENCH_OPENSSL
	{
		int aesni = 0;
#ifdef BENCH_HAVE_TSC
		unsigned a, b, c, d;
		aesni = __get_cpuid(1, &a, &b, &c, &d) && (c >> 25 & 1);
#endif
		snprintf(buf, sizeof buf,
			 "\"openssl\" rows are libcrypto through EVP (CMAC through EVP_MAC), "
			 "with OpenSSL's own assembly%s; OpenSSL has no AEGIS%s",
			 aesni ? ": AES-NI and PCLMULQDQ on this CPU" : " for this CPU",
			 getenv("OPENSSL_ia32cap") ? "; OPENSSL_ia32cap is set" : "");
		print_info(o, "Note", buf);
	}
#endif
	printf("\n");
}

static void print_table_head(const struct opts *o)
{
	if (o->markdown) {
		printf("| impl | mode | key |");
		for (size_t i = 0; i < o->nsizes; i++)
			printf(" %zu B MiB/s | %zu B c/B |", o->sizes[i], o->sizes[i]);
		printf("\n|---|---|--:|");
		for (size_t i = 0; i < o->nsizes; i++)
			printf("--:|--:|");
		printf("\n");
		return;
	}
	printf("%-8s %-9s %4s ", "impl", "mode", "key");
	for (size_t i = 0; i < o->nsizes; i++) {
		char lab[32];
		snprintf(lab, sizeof lab, "%zu bytes", o->sizes[i]);
		printf(" %17s", lab);
	}
	printf("\n%-8s %-9s %4s ", "", "", "bits");
	for (size_t i = 0; i < o->nsizes; i++)
		printf(" %9s %7s", "MiB/s", "c/B");
	printf("\n");
}

static void fmt_cell(const struct result *r, char *mib, char *cpb, size_t cap)
{
	if (r->status == 1) {
		snprintf(mib, cap, "n/a");
		snprintf(cpb, cap, "n/a");
	} else if (r->status) {
		snprintf(mib, cap, "err");
		snprintf(cpb, cap, "err");
	} else {
		int doubt = r->share >= 0 && r->share < SHARE_MIN;
		snprintf(mib, cap, "%.1f%s", r->mib_s, doubt ? "?" : "");
		if (r->cpb < 0)
			snprintf(cpb, cap, "-");
		else
			snprintf(cpb, cap, r->cpb < 1000 ? "%.2f" : "%.0f", r->cpb);
	}
}

static void print_row(const struct opts *o, const char *impl, const struct mode *m,
		      unsigned keybits, const struct result *res, int mismatch)
{
	char mib[32], cpb[32];

	if (o->markdown)
		printf("| %s | %s | %u |", impl, m->name, keybits);
	else
		printf("%-8s %-9s %4u ", impl, m->name, keybits);
	for (size_t i = 0; i < o->nsizes; i++) {
		fmt_cell(&res[i], mib, cpb, sizeof mib);
		if (o->markdown)
			printf(" %s | %s |", mib, cpb);
		else
			printf(" %9s %7s", mib, cpb);
	}
	printf("%s\n", mismatch ? (o->markdown ? " **output differs**" : "  !") : "");
	fflush(stdout);
}

/* Sets up, checks and measures one cell; returns 1 when its output differs
 * from an earlier implementation's. */
static int run_cell(const struct opts *o, const struct impl *im, size_t mi, unsigned keybits,
		    size_t len, struct result *res, FILE *csv)
{
	const struct mode *m = &g_modes[mi];
	int (*op)(struct job *);
	struct job j;
	int r, mismatch = 0;

	memset(res, 0, sizeof *res);
	if (((m->flags & M_BLOCKS) && len % 16) || ((m->flags & M_MIN16) && len < 16)) {
		res->status = 1;
		return 0;
	}
	memset(&j, 0, sizeof j);
	j.mode = m;
	j.keybits = keybits;
	j.len = len;
	j.in = g_in;
	j.out = g_out;
	j.ct = g_ct;
	memcpy(j.iv, g_iv, 16);
	op = job_op(im, &j);
	r = job_setup(im, &j);
	if (!r && !im->openssl) {
		/* Make sure the kernel in the row's name is the one that ran. */
		const char *used = a_job_impl(&j);
		if (!used || strcmp(used, im->name)) {
			char msg[64];
			snprintf(msg, sizeof msg, "key expanded by kernel %s",
				 used ? used : "(none)");
			note(im->name, &j, msg);
		}
	}
	if (!r)
		r = op(&j);
	if (!r)
		mismatch = cross_check(im->name, mi, &j);
	if (!r)
		r = measure(op, &j, o->time, res);
	job_teardown(&j);
	if (r) {
		res->status = r;
		note(im->name, &j, err_text(r));
		return mismatch;
	}
	if (res->share >= 0 && res->share < SHARE_MIN)
		g_npreempted++;
	if (csv) {
		fprintf(csv, "%s,%s,%u,%zu,%.2f,", im->name, m->name, keybits, len, res->mib_s);
		if (res->cpb >= 0)
			fprintf(csv, "%.3f", res->cpb);
		fprintf(csv, "\n");
	}
	return mismatch;
}

static size_t count_ok(const struct result *res, size_t n)
{
	size_t k = 0;
	for (size_t i = 0; i < n; i++)
		k += res[i].status == 0;
	return k;
}

/* ---- main -------------------------------------------------------------------- */

static void *alloc_buf(size_t n)
{
	/* aligned_alloc wants a multiple of the alignment. */
	return aligned_alloc(64, (n + 63) & ~(size_t)63);
}

int main(int argc, char **argv)
{
	struct opts o;
	struct impl impls[MAX_IMPLS];
	size_t nimpls = 0, ncells = 0, nrows = 0, maxlen = 0;
	FILE *csv = NULL;
	double t_start, u_start, t_total;
	uint64_t seed = UINT64_C(0x616573616c74); /* "aesalt" */
	int r;

	memset(&o, 0, sizeof o);
	r = parse_opts(argc, argv, &o);
	if (r > 0) {
		usage(stdout);
		return 0;
	}
	if (r) {
		fprintf(stderr, "try aesalt-bench --help\n");
		return 2;
	}

	for (size_t i = 0; i < aesalt_impl_count() && nimpls < MAX_IMPLS - 1; i++)
		if (aesalt_impl_name(i) && in_list(o.impls, aesalt_impl_name(i)))
			impls[nimpls++] = (struct impl){ .name = aesalt_impl_name(i) };
#ifdef AESALT_BENCH_OPENSSL
	if (in_list(o.impls, "openssl"))
		impls[nimpls++] = (struct impl){ .name = "openssl", .openssl = 1 };
#endif
	if (o.list || !nimpls) {
		FILE *f = o.list ? stdout : stderr;
		if (!o.list)
			fprintf(f, "aesalt-bench: no implementation matches --impl %s\n", o.impls);
		fprintf(f, "implementations:");
		for (size_t i = 0; i < aesalt_impl_count(); i++)
			fprintf(f, " %s", aesalt_impl_name(i));
#ifdef AESALT_BENCH_OPENSSL
		fprintf(f, " openssl");
#endif
		fprintf(f, "\nmodes:");
		for (size_t m = 0; m < NMODES; m++)
			fprintf(f, " %s", g_modes[m].name);
		fprintf(f, "\n");
		return o.list ? 0 : 2;
	}
	if (o.modes) {
		for (const char *p = o.modes; *p;) {
			size_t l = strcspn(p, ","), m;
			for (m = 0; m < NMODES; m++)
				if (strlen(g_modes[m].name) == l && !memcmp(g_modes[m].name, p, l))
					break;
			if (m == NMODES) {
				fprintf(stderr,
					"aesalt-bench: unknown mode in --mode %s"
					" (see --list)\n",
					o.modes);
				return 2;
			}
			p += l + (p[l] == ',');
		}
	}

	for (size_t i = 0; i < o.nsizes; i++)
		maxlen = o.sizes[i] > maxlen ? o.sizes[i] : maxlen;
	g_in = alloc_buf(maxlen);
	g_out = alloc_buf(maxlen);
	g_ct = alloc_buf(maxlen);
	if (!g_in || !g_out || !g_ct) {
		fprintf(stderr, "aesalt-bench: out of memory\n");
		return 1;
	}
	/* xorshift64 is plenty for bench data. */
	for (size_t i = 0; i < maxlen + sizeof g_key + sizeof g_iv + sizeof g_nonce; i++) {
		uint8_t b;
		seed ^= seed << 13;
		seed ^= seed >> 7;
		seed ^= seed << 17;
		b = (uint8_t)(seed >> 32);
		if (i < maxlen)
			g_in[i] = b;
		else if (i < maxlen + sizeof g_key)
			g_key[i - maxlen] = b;
		else if (i < maxlen + sizeof g_key + sizeof g_iv)
			g_iv[i - maxlen - sizeof g_key] = b;
		else
			g_nonce[i - maxlen - sizeof g_key - sizeof g_iv] = b;
	}

	if (o.csv) {
		csv = fopen(o.csv, "w");
		if (!csv) {
			perror(o.csv);
			return 1;
		}
		fprintf(csv, "impl,mode,keybits,size,mib_s,cycles_per_byte\n");
	}

	print_header(&o, impls, nimpls);
	print_table_head(&o);
	t_start = now_s();
	u_start = cpu_s(PROCESS_CLOCK);

	for (size_t ii = 0; ii < nimpls; ii++) {
		const struct impl *im = &impls[ii];

		if (!im->openssl && aesalt_impl_select(im->name)) {
			note(im->name, NULL, "aesalt_impl_select refused it");
			continue;
		}
		for (size_t mi = 0; mi < NMODES; mi++) {
			const struct mode *m = &g_modes[mi];
			if (!mode_selected(&o, m) || !impl_has_mode(im, m))
				continue;
			for (int ks = 0; ks < 3 && m->keybits[ks]; ks++) {
				struct result res[MAX_SIZES];
				int differs = 0;

				if (!key_selected(&o, m, ks))
					continue;
				for (size_t si = 0; si < o.nsizes; si++)
					differs |= run_cell(&o, im, mi, m->keybits[ks], o.sizes[si],
							    &res[si], csv);
				ncells += count_ok(res, o.nsizes);
				print_row(&o, im->name, m, m->keybits[ks], res, differs);
				nrows++;
			}
		}
	}
	aesalt_impl_select(NULL);
	if (!nrows)
		note("aesalt-bench", NULL, "nothing to run for these options");

	if (g_nnotes) {
		printf("\n");
		for (size_t i = 0; i < g_nnotes; i++)
			printf(o.markdown ? "- %s\n" : "note: %s\n", g_notes[i]);
	}
	t_total = now_s() - t_start;
	printf("\n%saesalt-bench done: %zu rows, %zu cells in %.1f s", o.markdown ? "_" : "", nrows,
	       ncells, t_total);
	if (u_start >= 0 && t_total > 0)
		printf(" (%.0f%% of it on the CPU)",
		       (cpu_s(PROCESS_CLOCK) - u_start) / t_total * 100);
	if (g_tsc_secs > 0 && g_tsc_ticks > 0)
		printf("; TSC ran at %.3f GHz", g_tsc_ticks / g_tsc_secs * 1e-9);
	if (g_npreempted)
		printf("; %zu cells preempted (marked ?)", g_npreempted);
	if (g_nmismatch)
		printf("; %zu output mismatches (marked !)", g_nmismatch);
	printf("%s\n", o.markdown ? "_" : "");

	if (csv && fclose(csv)) {
		perror(o.csv);
		return 1;
	}
	free(g_in);
	free(g_out);
	free(g_ct);
	return 0;
}
