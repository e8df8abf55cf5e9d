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
 * tags).  The operations, their key sizes and key bytes, and the aesalt and
 * OpenSSL rows are bench/ops.c's, shared with aesalt-bench: XTS-128 is two
 * AES-128 keys (32 bytes, Key1 || Key2) in every row of both programs.  It
 * runs the operations ops.c marks BENCH_OP_INSN, at their 128- and 256-bit
 * key sizes.
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
 * BENCH_OPS_OPENSSL, OpenSSL's libcrypto through EVP ("openssl",
 * whatever its own CPU detection picks: on aarch64 and POWER that is its
 * assembly with the AES instructions).  peers.cmake builds each peer's
 * configurations as separate binaries (the same symbols cannot be linked
 * twice) and names their rows with AESALT_INSN_BENCH_MBEDTLS_NAME and
 * AESALT_INSN_BENCH_WOLFSSL_NAME (e.g. "mbedtls-aesce"), and the OpenSSL
 * row with AESALT_INSN_BENCH_OPENSSL_NAME (e.g. "openssl-3.5", a newer
 * Debian's libcrypto.so).  Variant rows of the OpenSSL build (o_variants
 * below: "openssl-noce" on aarch64 and 32-bit ARM, without its crypto-extension code;
 * "-zkn" and "-zvk" on riscv64, its scalar and vector crypto chosen with
 * OPENSSL_riscvcap; "-p8" on POWER, the same code under a POWER8 model) run
 * only when --impl names them, in a process of their own.
 * With AESALT_INSN_BENCH_OPENSSL_C, "openssl-c": OpenSSL's portable AES C
 * compiled from its source (targets without a Debian libcrypto: m68k).
 * The stacks through aesalt's adapters, rows of their own with the stock
 * rows' very calls (the same code below, compiled against the adapter's
 * configuration; peers.cmake): AESALT_INSN_BENCH_MBEDTLS_AESALT, Mbed TLS
 * with the shim of mbedtls_alt/ ("mbedtls-aesalt"), and
 * AESALT_INSN_BENCH_WOLFSSL_AESALT, wolfCrypt with the crypto-callback
 * device of wolfssl_port/ ("wolfssl-aesalt"), which main() registers as
 * an application does and whose counters must show it served the row.
 * These rows, like the PSA driver's, run the library's default kernel.
 * With AESALT_INSN_BENCH_PSA, the PSA Crypto API of a TF-PSA-Crypto build
 * (bench/tfpsa/): "tfpsa" for the stock library, "tfpsa-aesalt" for the
 * same tree with aesalt's PSA driver attached (AESALT_INSN_BENCH_PSA_NAME),
 * each in a binary of its own (the two libraries define the same symbols).
 *
 * On x86_64 hosts, --tsc CALLS measures real time instead (ci/bench runs
 * aesalt-insn-bench-host this way through bench/host_matrix.py): for each
 * (operation, key size, message size) it sets every listed implementation
 * up, checks that they all compute the same bytes, then makes CALLS rounds
 * of one message per implementation, the implementations alternated call
 * by call (each round starting one further along), and keeps for each the
 * fewest time-stamp-counter ticks of one call, less the cost of reading the
 * counter.  The minimum of many short calls filters out preemption on a
 * shared machine, the same way for every row.  One line per cell:
 *   tsc IMPL MODE KEYBITS SIZE TICKS
 * TSC ticks are reference cycles at a constant rate, not core cycles.
 *
 * Usage: aesalt-insn-bench [--impl a,b] [--sizes 16,64,1024,16384] [--list]
 *                          [--tsc CALLS]
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime (--tsc) */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "ops.h"
#include "qemu-plugin/marker.h"

/* The architecture's lab facts, bench/arch/<arch>.h (bench/CMakeLists.txt
 * names it). */
#ifndef AESALT_LAB_ARCH
#error "no AESALT_LAB_ARCH: build with -DAESALT_LAB_ARCH='\"arch/<arch>.h\"' -I<bench>"
#endif
#include AESALT_LAB_ARCH

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
#ifdef AESALT_INSN_BENCH_WOLFSSL_AESALT
#include <wolfssl/wolfcrypt/wc_port.h>

#include "aesalt_wolfssl.h"
#endif
#endif

#if defined(__x86_64__)
#include <time.h>
#include <x86intrin.h>
#define INSN_BENCH_TSC 1
#endif

#ifdef AESALT_INSN_BENCH_OPENSSL_C
#include <openssl/aes.h>
#include <openssl/modes.h>
#endif

#ifdef AESALT_INSN_BENCH_PSA
#include <psa/crypto.h>
#ifndef AESALT_INSN_BENCH_PSA_NAME
#define AESALT_INSN_BENCH_PSA_NAME "tfpsa"
#endif
#endif

#ifndef AESALT_INSN_BENCH_MBEDTLS_NAME
#define AESALT_INSN_BENCH_MBEDTLS_NAME "mbedtls"
#endif
#ifndef AESALT_INSN_BENCH_WOLFSSL_NAME
#define AESALT_INSN_BENCH_WOLFSSL_NAME "wolfssl"
#endif

#define MAX_MSG 16384
#define MAX_SIZES 8

static const size_t default_sizes[] = { 16, 64, 1024, 16384 };

/* State of one cell, zeroed before its set-up: the shared part (ops.h),
 * then the peers' contexts, each aligned to 16 bytes: which of them a
 * binary has moves the others, and where alignment is only 2 (m68k) a
 * stack's word paths (wolfSSL's xorbuf) would take a context's buffers byte
 * by byte in one binary and not in another. */
struct cell {
	struct bench_state s;
#ifdef AESALT_INSN_BENCH_MBEDTLS
	_Alignas(16) mbedtls_aes_context m_aes;
	_Alignas(16) mbedtls_aes_xts_context m_xts;
	_Alignas(16) mbedtls_gcm_context m_gcm;
	_Alignas(16) mbedtls_ccm_context m_ccm;
	_Alignas(16) mbedtls_cipher_context_t m_cipher;
#endif
#ifdef AESALT_INSN_BENCH_WOLFSSL
	_Alignas(16) Aes w_aes;
	_Alignas(16) XtsAes w_xts;
	_Alignas(16) Cmac w_cmac;
#endif
#ifdef AESALT_INSN_BENCH_OPENSSL_C
	_Alignas(16) AES_KEY c_key;
	unsigned char c_ecount[16];
	unsigned int c_num;
#endif
#ifdef AESALT_INSN_BENCH_PSA
	psa_key_id_t p_key;
	psa_algorithm_t p_alg;
	_Alignas(16) uint8_t p_buf[16 + MAX_MSG + 16]; /* IV || ciphertext, or ciphertext || tag */
#endif
};

/* The messages, aligned alike in every binary: where the linker puts them
 * is otherwise each binary's own (m68k aligns arrays of bytes to 2 bytes),
 * and a peer's word paths (wolfSSL's xorbuf, word loads) take an unaligned
 * buffer byte by byte, so that two builds of one stack measured their code
 * on different alignments. */
static _Alignas(16) uint8_t g_in[MAX_MSG];
static _Alignas(16) uint8_t g_out[MAX_MSG];
static _Alignas(16) uint8_t g_ct[MAX_MSG]; /* gcm-dec: the ciphertext its set-up makes */

/* ---- Mbed TLS (peer rows) ------------------------------------------------------ */

#ifdef AESALT_INSN_BENCH_MBEDTLS
static int m_setup_enc(struct cell *c)
{
	mbedtls_aes_init(&c->m_aes);
	return mbedtls_aes_setkey_enc(&c->m_aes, bench_key, c->s.keybits);
}

static int m_setup_dec(struct cell *c)
{
	mbedtls_aes_init(&c->m_aes);
	return mbedtls_aes_setkey_dec(&c->m_aes, bench_key, c->s.keybits);
}

/* Mbed TLS's XTS key is Key1 || Key2 in one buffer, as bench_key is. */
static int m_setup_xts(struct cell *c)
{
	mbedtls_aes_xts_init(&c->m_xts);
	return mbedtls_aes_xts_setkey_enc(&c->m_xts, bench_key, 2 * c->s.keybits);
}

static int m_setup_gcm(struct cell *c)
{
	mbedtls_gcm_init(&c->m_gcm);
	return mbedtls_gcm_setkey(&c->m_gcm, MBEDTLS_CIPHER_ID_AES, bench_key, c->s.keybits);
}

static int m_setup_ccm(struct cell *c)
{
	mbedtls_ccm_init(&c->m_ccm);
	return mbedtls_ccm_setkey(&c->m_ccm, MBEDTLS_CIPHER_ID_AES, bench_key, c->s.keybits);
}

static int m_setup_cmac(struct cell *c)
{
	const mbedtls_cipher_info_t *info = mbedtls_cipher_info_from_type(
		c->s.keybits == 128 ? MBEDTLS_CIPHER_AES_128_ECB : MBEDTLS_CIPHER_AES_256_ECB);
	int r;

	mbedtls_cipher_init(&c->m_cipher);
	r = mbedtls_cipher_setup(&c->m_cipher, info);
	return r ? r : mbedtls_cipher_cmac_starts(&c->m_cipher, bench_key, c->s.keybits);
}

/* Mbed TLS has no multi-block ECB call: one block at a time. */
static int m_ecb(struct cell *c)
{
	size_t i;
	int r = 0;

	for (i = 0; r == 0 && i < c->s.len; i += 16)
		r = mbedtls_aes_crypt_ecb(&c->m_aes, MBEDTLS_AES_ENCRYPT, c->s.in + i,
					  c->s.out + i);
	return r;
}

static int m_cbc_enc(struct cell *c)
{
	return mbedtls_aes_crypt_cbc(&c->m_aes, MBEDTLS_AES_ENCRYPT, c->s.len, c->s.iv, c->s.in,
				     c->s.out);
}

static int m_cbc_dec(struct cell *c)
{
	return mbedtls_aes_crypt_cbc(&c->m_aes, MBEDTLS_AES_DECRYPT, c->s.len, c->s.iv, c->s.in,
				     c->s.out);
}

/* CFB-128 and OFB over the whole message, the IV and its offset carried
 * as aesalt's rows carry them. */
static int m_cfb128(struct cell *c)
{
	return mbedtls_aes_crypt_cfb128(&c->m_aes, MBEDTLS_AES_ENCRYPT, c->s.len, &c->s.off,
					c->s.iv, c->s.in, c->s.out);
}

static int m_ofb(struct cell *c)
{
	return mbedtls_aes_crypt_ofb(&c->m_aes, c->s.len, &c->s.off, c->s.iv, c->s.in, c->s.out);
}

static int m_ctr(struct cell *c)
{
	return mbedtls_aes_crypt_ctr(&c->m_aes, c->s.len, &c->s.off, c->s.iv, c->s.stream, c->s.in,
				     c->s.out);
}

static int m_xts(struct cell *c)
{
	return mbedtls_aes_crypt_xts(&c->m_xts, MBEDTLS_AES_ENCRYPT, c->s.len, c->s.iv, c->s.in,
				     c->s.out);
}

static int m_gcm(struct cell *c)
{
	return mbedtls_gcm_crypt_and_tag(&c->m_gcm, MBEDTLS_GCM_ENCRYPT, c->s.len, bench_nonce,
					 BENCH_NONCE_LEN, NULL, 0, c->s.in, c->s.out, 16, c->s.tag);
}

/* gcm-dec: the ciphertext and tag made once at set-up, as ops.c's rows do. */
static int m_setup_gcm_dec(struct cell *c)
{
	int r = m_setup_gcm(c);

	return r ? r
		 : mbedtls_gcm_crypt_and_tag(&c->m_gcm, MBEDTLS_GCM_ENCRYPT, c->s.len, bench_nonce,
					     BENCH_NONCE_LEN, NULL, 0, c->s.in, c->s.ct, 16,
					     c->s.ref_tag);
}

/* The tag checked is the one the digest covers, as in ops.c's rows. */
static int m_gcm_dec(struct cell *c)
{
	memcpy(c->s.tag, c->s.ref_tag, 16);
	return mbedtls_gcm_auth_decrypt(&c->m_gcm, c->s.len, bench_nonce, BENCH_NONCE_LEN, NULL, 0,
					c->s.tag, 16, c->s.ct, c->s.out);
}

static int m_ccm(struct cell *c)
{
	return mbedtls_ccm_encrypt_and_tag(&c->m_ccm, c->s.len, bench_nonce, BENCH_NONCE_LEN, NULL,
					   0, c->s.in, c->s.out, c->s.tag, 16);
}

/* mbedtls_cipher_cmac_finish() resets for the next message. */
static int m_cmac(struct cell *c)
{
	int r = mbedtls_cipher_cmac_update(&c->m_cipher, c->s.in, c->s.len);

	return r ? r : mbedtls_cipher_cmac_finish(&c->m_cipher, c->s.tag);
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

	return r ? r : wc_AesSetKey(&c->w_aes, bench_key, c->s.keybits / 8, c->s.iv, dir);
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
	int r = wc_AesXtsInit(&c->w_xts, NULL, INVALID_DEVID);

	return r ? r
		 : wc_AesXtsSetKeyNoInit(&c->w_xts, bench_key, 2 * c->s.keybits / 8,
					 AES_ENCRYPTION);
}

static int w_setup_gcm(struct cell *c)
{
	int r = wc_AesInit(&c->w_aes, NULL, INVALID_DEVID);

	return r ? r : wc_AesGcmSetKey(&c->w_aes, bench_key, c->s.keybits / 8);
}

static int w_setup_ccm(struct cell *c)
{
	int r = wc_AesInit(&c->w_aes, NULL, INVALID_DEVID);

	return r ? r : wc_AesCcmSetKey(&c->w_aes, bench_key, c->s.keybits / 8);
}

static int w_setup_none(struct cell *c)
{
	(void)c;
	return 0;
}

static int w_ecb(struct cell *c)
{
	return wc_AesEcbEncrypt(&c->w_aes, c->s.out, c->s.in, (word32)c->s.len);
}

static int w_cbc_enc(struct cell *c)
{
	return wc_AesCbcEncrypt(&c->w_aes, c->s.out, c->s.in, (word32)c->s.len);
}

static int w_cbc_dec(struct cell *c)
{
	return wc_AesCbcDecrypt(&c->w_aes, c->s.out, c->s.in, (word32)c->s.len);
}

/* wolfCrypt keeps the IV (set by wc_AesSetKey) and the offset in the Aes. */
static int w_cfb128(struct cell *c)
{
	return wc_AesCfbEncrypt(&c->w_aes, c->s.out, c->s.in, (word32)c->s.len);
}

static int w_ofb(struct cell *c)
{
	return wc_AesOfbEncrypt(&c->w_aes, c->s.out, c->s.in, (word32)c->s.len);
}

static int w_ctr(struct cell *c)
{
	return wc_AesCtrEncrypt(&c->w_aes, c->s.out, c->s.in, (word32)c->s.len);
}

static int w_xts(struct cell *c)
{
	return wc_AesXtsEncrypt(&c->w_xts, c->s.out, c->s.in, (word32)c->s.len, c->s.iv, 16);
}

static int w_gcm(struct cell *c)
{
	return wc_AesGcmEncrypt(&c->w_aes, c->s.out, c->s.in, (word32)c->s.len, bench_nonce,
				BENCH_NONCE_LEN, c->s.tag, 16, NULL, 0);
}

static int w_setup_gcm_dec(struct cell *c)
{
	int r = w_setup_gcm(c);

	return r ? r
		 : wc_AesGcmEncrypt(&c->w_aes, c->s.ct, c->s.in, (word32)c->s.len, bench_nonce,
				    BENCH_NONCE_LEN, c->s.ref_tag, 16, NULL, 0);
}

static int w_gcm_dec(struct cell *c)
{
	memcpy(c->s.tag, c->s.ref_tag, 16);
	return wc_AesGcmDecrypt(&c->w_aes, c->s.out, c->s.ct, (word32)c->s.len, bench_nonce,
				BENCH_NONCE_LEN, c->s.tag, 16, NULL, 0);
}

static int w_ccm(struct cell *c)
{
	return wc_AesCcmEncrypt(&c->w_aes, c->s.out, c->s.in, (word32)c->s.len, bench_nonce,
				BENCH_NONCE_LEN, c->s.tag, 16, NULL, 0);
}

/* wolfCrypt's CMAC cannot restart a message with the key it has: each
 * message pays wc_InitCmac, key expansion included, as a wolfSSL caller
 * does. */
static int w_cmac(struct cell *c)
{
	word32 outl = 16;
	int r = wc_InitCmac(&c->w_cmac, bench_key, c->s.keybits / 8, WC_CMAC_AES, NULL);

	if (r == 0)
		r = wc_CmacUpdate(&c->w_cmac, c->s.in, (word32)c->s.len);
	return r ? r : wc_CmacFinal(&c->w_cmac, c->s.tag, &outl);
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

/* ---- OpenSSL's C (peer rows) --------------------------------------------------- */

#ifdef AESALT_INSN_BENCH_OPENSSL_C
/* "openssl-c": OpenSSL's portable T-table C (crypto/aes/aes_core.c with
 * aes_ecb.c, aes_cbc.c, modes/cbc128.c and modes/ctr128.c, from Debian's
 * openssl source), compiled with the same compiler and flags (peers.cmake:
 * AESALT_PEER_OPENSSL_C_DIR) for the targets Debian builds no libcrypto
 * for: the code OpenSSL's EVP runs where it has no assembly.  Its
 * low-level API: ECB one block per call (as EVP loops), CBC and CTR over
 * the whole message, carrying the IV or counter as the other rows do. */
#define C_ERR (-102) /* an OpenSSL key set-up failed */

static int c_setup_enc(struct cell *c)
{
	return AES_set_encrypt_key(bench_key, (int)c->s.keybits, &c->c_key) == 0 ? 0 : C_ERR;
}

static int c_setup_dec(struct cell *c)
{
	return AES_set_decrypt_key(bench_key, (int)c->s.keybits, &c->c_key) == 0 ? 0 : C_ERR;
}

static int c_ecb(struct cell *c)
{
	size_t i;

	for (i = 0; i < c->s.len; i += 16)
		AES_ecb_encrypt(c->s.in + i, c->s.out + i, &c->c_key, AES_ENCRYPT);
	return 0;
}

static int c_cbc_enc(struct cell *c)
{
	AES_cbc_encrypt(c->s.in, c->s.out, c->s.len, &c->c_key, c->s.iv, AES_ENCRYPT);
	return 0;
}

static int c_cbc_dec(struct cell *c)
{
	AES_cbc_encrypt(c->s.in, c->s.out, c->s.len, &c->c_key, c->s.iv, AES_DECRYPT);
	return 0;
}

static int c_ctr(struct cell *c)
{
	CRYPTO_ctr128_encrypt(c->s.in, c->s.out, c->s.len, &c->c_key, c->s.iv, c->c_ecount,
			      &c->c_num, (block128_f)AES_encrypt);
	return 0;
}
#define C_ROW(setup, run) setup, run
#else
#define C_ROW(setup, run) NULL, NULL
#endif

#ifdef BENCH_OPS_OPENSSL
#ifndef AESALT_INSN_BENCH_OPENSSL_NAME
#define AESALT_INSN_BENCH_OPENSSL_NAME "openssl"
#endif
#define O_NAME AESALT_INSN_BENCH_OPENSSL_NAME

/* Further rows of the same libcrypto, each run only when --impl names it.
 * With a variable: OpenSSL chooses its code from that variable before
 * main() (a constructor reads it), so the row needs a process started with
 * exactly that value, which main() checks (and the plain row refuses to run
 * with the variable set).  Without one: the same code under another QEMU
 * model (ci/bench), named apart for the table, with the model checked where
 * the auxiliary vector tells it. */
struct o_variant {
	const char *row, *var, *value;
};

/* The architecture's rows: its lab file, bench/arch/<arch>.h (none: no
 * variant, no refusal beyond the variable). */
#ifndef AESALT_LAB_OPENSSL_VARIANTS
#define AESALT_LAB_OPENSSL_VARIANTS
#endif
#ifndef AESALT_LAB_OPENSSL_REFUSAL
#define AESALT_LAB_OPENSSL_REFUSAL(v) ((void)(v), (const char *)NULL)
#endif
static const struct o_variant o_variants[] = {
	AESALT_LAB_OPENSSL_VARIANTS /* the architecture's, then the end */
	{ NULL, NULL, NULL },
};

/* Why the variant row cannot run in this process, or NULL. */
static const char *o_variant_refusal(const struct o_variant *v)
{
	const char *e;

	if (v->var != NULL) {
		e = getenv(v->var);
		if (e == NULL || strcmp(e, v->value) != 0)
			return "run with its variable set to its value in the environment";
	}
	return AESALT_LAB_OPENSSL_REFUSAL(v);
}
#endif

/* ---- the PSA Crypto API of TF-PSA-Crypto (peer rows) --------------------------- */

#ifdef AESALT_INSN_BENCH_PSA
/* "tfpsa" and "tfpsa-aesalt": the PSA API as an application of Mbed TLS 4
 * calls it, on a volatile AES key imported once per cell (outside the
 * measured part) with the cell's algorithm as its policy.  ECB is one
 * psa_cipher_encrypt; CBC decryption one psa_cipher_decrypt of IV ||
 * ciphertext (laid out at set-up); the encryptions that take an IV (CBC,
 * CFB-128, OFB, CTR) are setup, set_iv, update and finish, as TLS does,
 * since psa_cipher_encrypt would draw the IV from the RNG and measure the
 * DRBG; GCM and CCM one psa_aead_encrypt or psa_aead_decrypt (ciphertext
 * and tag in one buffer, the tag copied out for the digest); CMAC one
 * psa_mac_compute.  Every message starts from bench_iv: the first
 * message's bytes equal the other rows'. */
#define P_ERR_LEN (-103) /* the PSA API wrote an unexpected length */

static int p_setup_alg(struct cell *c, psa_algorithm_t alg, psa_key_usage_t usage)
{
	psa_key_attributes_t a = PSA_KEY_ATTRIBUTES_INIT;
	psa_status_t st = psa_crypto_init();

	if (st != PSA_SUCCESS)
		return (int)st;
	psa_set_key_type(&a, PSA_KEY_TYPE_AES);
	psa_set_key_bits(&a, c->s.keybits);
	psa_set_key_usage_flags(&a, usage);
	psa_set_key_algorithm(&a, alg);
	c->p_alg = alg;
	st = psa_import_key(&a, bench_key, c->s.keybits / 8, &c->p_key);
	psa_reset_key_attributes(&a);
	return (int)st;
}

static int p_setup_ecb(struct cell *c)
{
	return p_setup_alg(c, PSA_ALG_ECB_NO_PADDING, PSA_KEY_USAGE_ENCRYPT);
}

static int p_setup_cbc(struct cell *c)
{
	return p_setup_alg(c, PSA_ALG_CBC_NO_PADDING, PSA_KEY_USAGE_ENCRYPT);
}

static int p_setup_cbc_dec(struct cell *c)
{
	int r = p_setup_alg(c, PSA_ALG_CBC_NO_PADDING, PSA_KEY_USAGE_DECRYPT);

	memcpy(c->p_buf, c->s.iv, 16);
	memcpy(c->p_buf + 16, c->s.in, c->s.len);
	return r;
}

static int p_setup_cfb(struct cell *c)
{
	return p_setup_alg(c, PSA_ALG_CFB, PSA_KEY_USAGE_ENCRYPT);
}

static int p_setup_ofb(struct cell *c)
{
	return p_setup_alg(c, PSA_ALG_OFB, PSA_KEY_USAGE_ENCRYPT);
}

static int p_setup_ctr(struct cell *c)
{
	return p_setup_alg(c, PSA_ALG_CTR, PSA_KEY_USAGE_ENCRYPT);
}

/* The AEAD output (ciphertext || tag) goes to p_buf: the digest reads it there. */
static int p_setup_gcm(struct cell *c)
{
	c->s.out = c->p_buf;
	return p_setup_alg(c, PSA_ALG_GCM, PSA_KEY_USAGE_ENCRYPT);
}

static int p_setup_ccm(struct cell *c)
{
	c->s.out = c->p_buf;
	return p_setup_alg(c, PSA_ALG_CCM, PSA_KEY_USAGE_ENCRYPT);
}

/* gcm-dec: ciphertext || tag made once at set-up, into p_buf. */
static int p_setup_gcm_dec(struct cell *c)
{
	size_t n = 0;
	int r = p_setup_alg(c, PSA_ALG_GCM, PSA_KEY_USAGE_ENCRYPT | PSA_KEY_USAGE_DECRYPT);

	if (r == 0)
		r = (int)psa_aead_encrypt(c->p_key, PSA_ALG_GCM, bench_nonce, BENCH_NONCE_LEN, NULL,
					  0, c->s.in, c->s.len, c->p_buf, c->s.len + 16, &n);
	return r ? r : n == c->s.len + 16 ? 0 : P_ERR_LEN;
}

static int p_setup_cmac(struct cell *c)
{
	return p_setup_alg(c, PSA_ALG_CMAC, PSA_KEY_USAGE_SIGN_MESSAGE);
}

static int p_ecb(struct cell *c)
{
	size_t n = 0;
	psa_status_t st = psa_cipher_encrypt(c->p_key, PSA_ALG_ECB_NO_PADDING, c->s.in, c->s.len,
					     c->s.out, c->s.len, &n);

	return st ? (int)st : n == c->s.len ? 0 : P_ERR_LEN;
}

/* Multi-part encryption with the IV given: CBC, CFB-128, OFB, CTR. */
static int p_iv_enc(struct cell *c)
{
	psa_cipher_operation_t op = PSA_CIPHER_OPERATION_INIT;
	size_t n = 0, m = 0;
	psa_status_t st = psa_cipher_encrypt_setup(&op, c->p_key, c->p_alg);

	if (st == PSA_SUCCESS)
		st = psa_cipher_set_iv(&op, c->s.iv, 16);
	if (st == PSA_SUCCESS)
		st = psa_cipher_update(&op, c->s.in, c->s.len, c->s.out, c->s.len, &n);
	if (st == PSA_SUCCESS)
		st = psa_cipher_finish(&op, c->s.out + n, c->s.len - n, &m);
	if (st != PSA_SUCCESS) {
		psa_cipher_abort(&op);
		return (int)st;
	}
	return n + m == c->s.len ? 0 : P_ERR_LEN;
}

static int p_cbc_dec(struct cell *c)
{
	size_t n = 0;
	psa_status_t st = psa_cipher_decrypt(c->p_key, PSA_ALG_CBC_NO_PADDING, c->p_buf,
					     16 + c->s.len, c->s.out, c->s.len, &n);

	return st ? (int)st : n == c->s.len ? 0 : P_ERR_LEN;
}

static int p_aead_enc(struct cell *c)
{
	size_t n = 0;
	psa_status_t st = psa_aead_encrypt(c->p_key, c->p_alg, bench_nonce, BENCH_NONCE_LEN, NULL,
					   0, c->s.in, c->s.len, c->p_buf, c->s.len + 16, &n);

	memcpy(c->s.tag, c->p_buf + c->s.len, 16);
	return st ? (int)st : n == c->s.len + 16 ? 0 : P_ERR_LEN;
}

/* The tag checked is the one the digest covers, as in the other rows. */
static int p_gcm_dec(struct cell *c)
{
	size_t n = 0;
	psa_status_t st;

	memcpy(c->s.tag, c->p_buf + c->s.len, 16);
	st = psa_aead_decrypt(c->p_key, PSA_ALG_GCM, bench_nonce, BENCH_NONCE_LEN, NULL, 0,
			      c->p_buf, c->s.len + 16, c->s.out, c->s.len, &n);
	return st ? (int)st : n == c->s.len ? 0 : P_ERR_LEN;
}

static int p_cmac(struct cell *c)
{
	size_t n = 0;
	psa_status_t st =
		psa_mac_compute(c->p_key, PSA_ALG_CMAC, c->s.in, c->s.len, c->s.tag, 16, &n);

	return st ? (int)st : n == 16 ? 0 : P_ERR_LEN;
}

static void p_free(struct cell *c)
{
	if (c->p_key != 0)
		psa_destroy_key(c->p_key);
	c->p_key = 0;
}
#define P_ROW(setup, run) setup, run
#else
#define P_ROW(setup, run) NULL, NULL
#endif

/* ---- peer rows of the operations ------------------------------------------- */

/* The Mbed TLS and wolfSSL rows of the operations of ops.c, by name (the
 * aesalt and OpenSSL rows are in ops.c itself). */
struct peer_row {
	const char *op;
	int (*m_setup)(struct cell *c); /* NULL: no Mbed TLS row */
	int (*m_run)(struct cell *c);
	int (*w_setup)(struct cell *c); /* NULL: no wolfSSL row */
	int (*w_run)(struct cell *c);
	int (*c_setup)(struct cell *c); /* NULL: no openssl-c row */
	int (*c_run)(struct cell *c);
	int (*p_setup)(struct cell *c); /* NULL: no PSA row */
	int (*p_run)(struct cell *c);
};

static const struct peer_row peer_rows[] = {
	{ "ecb", M_ROW(m_setup_enc, m_ecb), W_ROW(w_setup_enc, w_ecb), C_ROW(c_setup_enc, c_ecb),
	  P_ROW(p_setup_ecb, p_ecb) },
	{ "cbc-enc", M_ROW(m_setup_enc, m_cbc_enc), W_ROW(w_setup_enc, w_cbc_enc),
	  C_ROW(c_setup_enc, c_cbc_enc), P_ROW(p_setup_cbc, p_iv_enc) },
	{ "cbc-dec", M_ROW(m_setup_dec, m_cbc_dec), W_ROW(w_setup_dec, w_cbc_dec),
	  C_ROW(c_setup_dec, c_cbc_dec), P_ROW(p_setup_cbc_dec, p_cbc_dec) },
	{ "cfb128", M_ROW(m_setup_enc, m_cfb128), W_ROW(w_setup_enc, w_cfb128), C_ROW(NULL, NULL),
	  P_ROW(p_setup_cfb, p_iv_enc) },
	{ "ofb", M_ROW(m_setup_enc, m_ofb), W_ROW(w_setup_enc, w_ofb), C_ROW(NULL, NULL),
	  P_ROW(p_setup_ofb, p_iv_enc) },
	{ "ctr", M_ROW(m_setup_enc, m_ctr), W_ROW(w_setup_enc, w_ctr), C_ROW(c_setup_enc, c_ctr),
	  P_ROW(p_setup_ctr, p_iv_enc) },
	{ "xts", M_ROW(m_setup_xts, m_xts), W_ROW(w_setup_xts, w_xts), C_ROW(NULL, NULL),
	  P_ROW(NULL, NULL) },
	{ "gcm-enc", M_ROW(m_setup_gcm, m_gcm), W_ROW(w_setup_gcm, w_gcm), C_ROW(NULL, NULL),
	  P_ROW(p_setup_gcm, p_aead_enc) },
	{ "gcm-dec", M_ROW(m_setup_gcm_dec, m_gcm_dec), W_ROW(w_setup_gcm_dec, w_gcm_dec),
	  C_ROW(NULL, NULL), P_ROW(p_setup_gcm_dec, p_gcm_dec) },
	{ "ccm-enc", M_ROW(m_setup_ccm, m_ccm), W_ROW(w_setup_ccm, w_ccm), C_ROW(NULL, NULL),
	  P_ROW(p_setup_ccm, p_aead_enc) },
	{ "cmac", M_ROW(m_setup_cmac, m_cmac), W_ROW(w_setup_none, w_cmac), C_ROW(NULL, NULL),
	  P_ROW(p_setup_cmac, p_cmac) },
};

static const struct peer_row *peer_row(const struct bench_op *op)
{
	size_t i;

	for (i = 0; i < sizeof peer_rows / sizeof peer_rows[0]; i++)
		if (strcmp(peer_rows[i].op, op->name) == 0)
			return &peer_rows[i];
	return NULL;
}

/* ---- driver ------------------------------------------------------------------ */

#define MAX_OPS 32

/* The first implementation's digest of each (operation, key, size) cell. */
static uint64_t ref_digest[MAX_OPS][3][MAX_SIZES];
static int have_ref[MAX_OPS][3][MAX_SIZES];

static int failures;

enum { IMPL_AESALT, IMPL_MBEDTLS, IMPL_OPENSSL, IMPL_WOLFSSL, IMPL_OPENSSL_C, IMPL_PSA };

/* The row of one implementation kind: set-up (run = 0) or one message
 * (run = 1); NULL when it has none. */
static int (*row_fn(int kind, const struct bench_op *op, int run))(struct cell *)
{
	const struct peer_row *p = peer_row(op);

	if (kind == IMPL_MBEDTLS)
		return p == NULL ? NULL : run ? p->m_run : p->m_setup;
	if (kind == IMPL_WOLFSSL)
		return p == NULL ? NULL : run ? p->w_run : p->w_setup;
	if (kind == IMPL_OPENSSL_C)
		return p == NULL ? NULL : run ? p->c_run : p->c_setup;
	if (kind == IMPL_PSA)
		return p == NULL ? NULL : run ? p->p_run : p->p_setup;
	return NULL;
}

static int has_row(int kind, const struct bench_op *op)
{
#ifdef BENCH_OPS_OPENSSL
	if (kind == IMPL_OPENSSL)
		return op->o_run != NULL;
#endif
	return kind == IMPL_AESALT || row_fn(kind, op, 1) != NULL;
}

static int cell_call(int kind, const struct bench_op *op, int run, struct cell *c)
{
#ifdef BENCH_OPS_OPENSSL
	if (kind == IMPL_OPENSSL)
		return (run ? op->o_run : op->o_setup)(&c->s);
#endif
	if (kind == IMPL_AESALT)
		return (run ? op->a_run : op->a_setup)(&c->s);
	return row_fn(kind, op, run)(c);
}

/* Releases what a set-up allocated. */
static void free_cell(int kind, struct cell *c)
{
	(void)kind;
	bench_state_free(&c->s);
#ifdef AESALT_INSN_BENCH_MBEDTLS
	if (kind == IMPL_MBEDTLS)
		m_free(c);
#endif
#ifdef AESALT_INSN_BENCH_WOLFSSL
	if (kind == IMPL_WOLFSSL)
		w_free(c);
#endif
#ifdef AESALT_INSN_BENCH_PSA
	if (kind == IMPL_PSA)
		p_free(c);
#endif
}

/* A row of a stack through one of aesalt's adapters (the shim, the device,
 * the PSA driver): they run the library's own choice, the default kernel,
 * which this selects again after the aesalt rows forced theirs.  0 for a
 * stack's stock row. */
static inline int adapter_row(int kind)
{
#ifdef AESALT_INSN_BENCH_MBEDTLS_AESALT
	if (kind == IMPL_MBEDTLS)
		return 1;
#endif
#ifdef AESALT_INSN_BENCH_WOLFSSL_AESALT
	if (kind == IMPL_WOLFSSL)
		return 1;
#endif
	return kind == IMPL_PSA;
}

#ifdef AESALT_INSN_BENCH_WOLFSSL_AESALT
/* wolfssl-aesalt: the device registered before any wolfCrypt object, as an
 * application does (wolfssl_port/README.md, "Registration"). */
static int w_device_register(void)
{
	int r = wolfCrypt_Init();

	if (r == 0)
		r = aesalt_wolfssl_register();
	if (r != 0)
		fprintf(stderr, "FAIL %s: wolfCrypt_Init/aesalt_wolfssl_register: %d\n",
			AESALT_INSN_BENCH_WOLFSSL_NAME, r);
	return r;
}

/* wolfssl-aesalt: a row that wolfSSL's software served would be stock
 * wolfSSL under another name.  Every mode the device serves must have
 * reached it, with keys of the default kernel only. */
static int w_device_served(void)
{
	aesalt_wolfssl_stats st;
	const char *want;

	memset(&st, 0, sizeof st);
	aesalt_kernel_select(NULL);
	want = aesalt_kernel_active();
	if (aesalt_wolfssl_get_stats(&st) != 0 || st.ecb_enc == 0 || st.cbc_enc == 0 ||
	    st.cbc_dec == 0 || st.ctr == 0 || st.gcm_enc == 0 || st.gcm_dec == 0 ||
	    st.ccm_enc == 0 || st.cmac == 0 || st.errors != 0 || st.kernel == NULL ||
	    st.kernels_mixed || strcmp(st.kernel, want) != 0) {
		fprintf(stderr,
			"FAIL %s: the device did not serve the row (ecb %lu cbc %lu/%lu ctr %lu "
			"gcm %lu/%lu ccm %lu cmac %lu errors %lu, kernel %s%s, default %s)\n",
			AESALT_INSN_BENCH_WOLFSSL_NAME, st.ecb_enc, st.cbc_enc, st.cbc_dec, st.ctr,
			st.gcm_enc, st.gcm_dec, st.ccm_enc, st.cmac, st.errors,
			st.kernel ? st.kernel : "none", st.kernels_mixed ? " mixed" : "", want);
		return -1;
	}
	return 0;
}
#endif

/* A cell's state before its set-up. */
static void cell_init(struct cell *c, const struct bench_op *m, size_t ki, size_t len)
{
	memset(c, 0, sizeof *c);
	c->s.op = m;
	c->s.keybits = m->keybits[ki];
	c->s.len = len;
	c->s.in = g_in;
	c->s.out = g_out;
	c->s.ct = g_ct;
	memcpy(c->s.iv, bench_iv, 16);
}

/* Sets the cell up, then measures REPS = 1 and REPS = 2 messages. */
static void run_cell(const char *impl, int kind, size_t mi, size_t ki, size_t si, size_t len)
{
	const struct bench_op *m = &bench_ops[mi];
	static _Alignas(16) struct cell c; /* the contexts: aligned alike, as the messages */
	unsigned reps, i;
	uint64_t d = 0;
	int r;

#ifdef AESALT_INSN_BENCH_WOLFSSL_AESALT
	/* The device expands a key at its first request, into its per-thread
	 * cache, where wolfSSL's software expands it in the set-up: one
	 * unmeasured message first, so that both regions find the key
	 * expanded, as stock wolfSSL's do (and as every message of a session
	 * after its first does). */
	if (kind == IMPL_WOLFSSL) {
		cell_init(&c, m, ki, len);
		if (cell_call(kind, m, 0, &c) == 0)
			(void)cell_call(kind, m, 1, &c);
		free_cell(kind, &c);
	}
#endif
	for (reps = 1; reps <= 2; reps++) {
		cell_init(&c, m, ki, len);
		r = cell_call(kind, m, 0, &c);
		if (r != 0) {
			free_cell(kind, &c);
			fprintf(stderr, "FAIL %s %s-%u set-up: %d\n", impl, m->name, c.s.keybits,
				r);
			failures++;
			return;
		}
		aesalt_bench_mark_begin();
		for (i = 0, r = 0; r == 0 && i < reps; i++)
			r = cell_call(kind, m, 1, &c);
		aesalt_bench_mark_end();
		if (reps == 1) {
			d = bench_digest(&c.s);
			printf("cell %s %s %u %zu %u %016llx\n", impl, m->name, c.s.keybits, len,
			       reps, (unsigned long long)d);
		} else {
			printf("cell %s %s %u %zu %u -\n", impl, m->name, c.s.keybits, len, reps);
		}
		if (r != 0) {
			fprintf(stderr, "FAIL %s %s-%u len %zu: %d\n", impl, m->name, c.s.keybits,
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
	for (mi = 0; mi < bench_nops && mi < MAX_OPS; mi++) {
		const struct bench_op *m = &bench_ops[mi];

		if (!(m->flags & BENCH_OP_INSN) || !has_row(kind, m))
			continue;
		/* the smallest and the largest AES key */
		for (ki = 0; ki < 3 && m->keybits[ki]; ki++) {
			if (m->keybits[ki] != 128 && m->keybits[ki] != 256)
				continue;
			for (si = 0; si < nsizes; si++)
				run_cell(impl, kind, mi, ki, si, sizes[si]);
		}
	}
}

/* ---- real time on x86 (--tsc) ------------------------------------------------ */

#ifdef INSN_BENCH_TSC
#define TSC_MAX_IMPLS 16

struct tsc_impl {
	const char *name;
	int kind;
};

static uint64_t tsc_now(void)
{
	_mm_lfence();
	return __rdtsc();
}

/* The fewest ticks between two counter reads: subtracted from every call. */
static uint64_t tsc_overhead(void)
{
	uint64_t best = UINT64_MAX;

	for (int i = 0; i < 1000; i++) {
		uint64_t t0 = tsc_now(), t1 = tsc_now();

		if (t1 - t0 < best)
			best = t1 - t0;
	}
	return best;
}

/* TSC ticks per second, against CLOCK_MONOTONIC over about 50 ms. */
static double tsc_hz(void)
{
	struct timespec a, b;
	uint64_t t0, t1;
	double dt;

	clock_gettime(CLOCK_MONOTONIC, &a);
	t0 = tsc_now();
	do {
		clock_gettime(CLOCK_MONOTONIC, &b);
		dt = (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) * 1e-9;
	} while (dt < 0.05);
	t1 = tsc_now();
	return (double)(t1 - t0) / dt;
}

/* Selects the kernel of an aesalt row (the AEGIS one-shots run on the
 * process's kernel), the library's own choice for a PSA row (the driver
 * sets its keys up per operation: tfpsa-aesalt runs the default kernel);
 * 0 for the other rows. */
static int tsc_select(const struct tsc_impl *im)
{
	if (adapter_row(im->kind))
		return aesalt_kernel_select(NULL);
	return im->kind == IMPL_AESALT ? aesalt_kernel_select(im->name) : 0;
}

static void tsc_cell(const struct tsc_impl *im, size_t n, size_t mi, unsigned keybits, size_t len,
		     long calls, uint64_t overhead)
{
	static _Alignas(16) struct cell c[TSC_MAX_IMPLS];
	static _Alignas(16) uint8_t ct[TSC_MAX_IMPLS][MAX_MSG];
	const struct bench_op *m = &bench_ops[mi];
	uint64_t best[TSC_MAX_IMPLS], d0 = 0;
	size_t i, ok = 0;
	int r;

	for (i = 0; i < n; i++) {
		memset(&c[i], 0, sizeof c[i]);
		c[i].s.op = m;
		c[i].s.keybits = keybits;
		c[i].s.len = len;
		c[i].s.in = g_in;
		c[i].s.out = g_out;
		c[i].s.ct = ct[i];
		memcpy(c[i].s.iv, bench_iv, 16);
		best[i] = UINT64_MAX;
		r = tsc_select(&im[i]);
		if (r == 0)
			r = cell_call(im[i].kind, m, 0, &c[i]);
		if (r == 0)
			r = cell_call(im[i].kind, m, 1, &c[i]);
		if (r != 0) {
			fprintf(stderr, "FAIL %s %s-%u len %zu: %d\n", im[i].name, m->name, keybits,
				len, r);
			failures++;
			break;
		}
		ok = i + 1;
		if (i == 0) {
			d0 = bench_digest(&c[i].s);
		} else if (bench_digest(&c[i].s) != d0) {
			fprintf(stderr, "FAIL %s %s-%u len %zu: output differs from %s's\n",
				im[i].name, m->name, keybits, len, im[0].name);
			failures++;
		}
	}
	for (long k = 0; ok == n && k < calls; k++) {
		for (size_t j = 0; j < n; j++) {
			size_t x = (j + (size_t)k) % n;
			uint64_t t0, t1;

			tsc_select(&im[x]);
			t0 = tsc_now();
			r = cell_call(im[x].kind, m, 1, &c[x]);
			t1 = tsc_now();
			if (r != 0) {
				fprintf(stderr, "FAIL %s %s-%u len %zu: %d\n", im[x].name, m->name,
					keybits, len, r);
				failures++;
				ok = 0;
				break;
			}
			if (t1 - t0 < best[x])
				best[x] = t1 - t0;
		}
	}
	for (i = 0; i < n; i++) {
		if (ok == n)
			printf("tsc %s %s %u %zu %llu\n", im[i].name, m->name, keybits, len,
			       (unsigned long long)(best[i] > overhead ? best[i] - overhead : 0));
		free_cell(im[i].kind, &c[i]);
	}
	fflush(stdout);
}

/* Every listed implementation, then every cell with all of them that have
 * a row for its operation. */
static void tsc_run(const char *impls, const size_t *sizes, size_t nsizes, long calls)
{
	struct tsc_impl all[TSC_MAX_IMPLS], im[TSC_MAX_IMPLS];
	size_t nall = 0, k, n;
	uint64_t overhead = tsc_overhead();

	for (k = 0; k < aesalt_kernel_count() && nall < TSC_MAX_IMPLS; k++) {
		const char *name = aesalt_kernel_name(k);

		if (listed(impls, name) && aesalt_kernel_select(name) == 0)
			all[nall++] = (struct tsc_impl){ name, IMPL_AESALT };
	}
#ifdef AESALT_INSN_BENCH_MBEDTLS
	if (listed(impls, AESALT_INSN_BENCH_MBEDTLS_NAME) && nall < TSC_MAX_IMPLS)
		all[nall++] = (struct tsc_impl){ AESALT_INSN_BENCH_MBEDTLS_NAME, IMPL_MBEDTLS };
#endif
#ifdef AESALT_INSN_BENCH_WOLFSSL
	if (listed(impls, AESALT_INSN_BENCH_WOLFSSL_NAME) && nall < TSC_MAX_IMPLS)
		all[nall++] = (struct tsc_impl){ AESALT_INSN_BENCH_WOLFSSL_NAME, IMPL_WOLFSSL };
#endif
#ifdef BENCH_OPS_OPENSSL
	if (listed(impls, O_NAME) && nall < TSC_MAX_IMPLS)
		all[nall++] = (struct tsc_impl){ O_NAME, IMPL_OPENSSL };
#endif
#ifdef AESALT_INSN_BENCH_PSA
	if (listed(impls, AESALT_INSN_BENCH_PSA_NAME) && nall < TSC_MAX_IMPLS)
		all[nall++] = (struct tsc_impl){ AESALT_INSN_BENCH_PSA_NAME, IMPL_PSA };
#endif
	impls_run = nall;
	printf("tsc-overhead %llu\ntsc-hz %.0f\n", (unsigned long long)overhead, tsc_hz());
	for (size_t mi = 0; mi < bench_nops && mi < MAX_OPS; mi++) {
		const struct bench_op *m = &bench_ops[mi];

		/* the counted operations, and GCM decryption (an issue target) */
		if (!(m->flags & BENCH_OP_INSN))
			continue;
		for (n = 0, k = 0; k < nall; k++)
			if (has_row(all[k].kind, m))
				im[n++] = all[k];
		for (size_t ki = 0; ki < 3 && m->keybits[ki]; ki++) {
			if (m->keybits[ki] != 128 && m->keybits[ki] != 256)
				continue;
			for (size_t si = 0; si < nsizes; si++)
				tsc_cell(im, n, mi, m->keybits[ki], sizes[si], calls, overhead);
		}
	}
	aesalt_kernel_select(NULL);
}
#endif

int main(int argc, char **argv)
{
	const char *impls = NULL;
	size_t sizes[MAX_SIZES], nsizes = 0, i, k;
	long tsc_calls = 0;

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
		} else if (strcmp(argv[i], "--tsc") == 0 && i + 1 < (size_t)argc) {
			char *end;

			tsc_calls = strtol(argv[++i], &end, 10);
			if (*end || tsc_calls < 1 || tsc_calls > 1000000) {
				fprintf(stderr, "--tsc: a number of calls from 1 to 1000000\n");
				return 2;
			}
#ifndef INSN_BENCH_TSC
			fprintf(stderr, "--tsc: no time-stamp counter on this architecture\n");
			return 2;
#endif
		} else if (strcmp(argv[i], "--list") == 0) {
			for (k = 0; k < aesalt_kernel_count(); k++)
				printf("impl %s\n", aesalt_kernel_name(k));
#ifdef AESALT_INSN_BENCH_MBEDTLS
			printf("impl %s\n", AESALT_INSN_BENCH_MBEDTLS_NAME);
#endif
#ifdef AESALT_INSN_BENCH_WOLFSSL
			printf("impl %s\n", AESALT_INSN_BENCH_WOLFSSL_NAME);
#endif
#ifdef BENCH_OPS_OPENSSL
			printf("impl %s\n", O_NAME);
			for (k = 0; o_variants[k].row != NULL; k++)
				printf("impl %s\n", o_variants[k].row);
#endif
#ifdef AESALT_INSN_BENCH_OPENSSL_C
			printf("impl openssl-c\n");
#endif
#ifdef AESALT_INSN_BENCH_PSA
			printf("impl %s\n", AESALT_INSN_BENCH_PSA_NAME);
#endif
			return 0;
		} else {
			fprintf(stderr,
				"usage: %s [--impl a,b] [--sizes 16,64,1024,16384] [--list] [--tsc "
				"CALLS]\n",
				argv[0]);
			return 2;
		}
	}
#ifdef BENCH_OPS_OPENSSL
	/* Which OpenSSL code runs is fixed before main(): check it is the rows'. */
	for (k = 0; o_variants[k].row != NULL; k++) {
		const struct o_variant *v = &o_variants[k];
		const char *why = o_variant_refusal(v);

		if (impls != NULL && listed(impls, v->row) && why != NULL) {
			fprintf(stderr, "%s: %s%s%s%s\n", v->row, why, v->var ? " (" : "",
				v->var ? v->var : "", v->var ? ")" : "");
			return 2;
		}
		if (listed(impls, O_NAME) && v->var != NULL && getenv(v->var) != NULL) {
			fprintf(stderr, "%s: its own CPU detection; unset %s\n", O_NAME, v->var);
			return 2;
		}
	}
#endif
	if (nsizes == 0) {
		for (nsizes = 0; nsizes < sizeof default_sizes / sizeof default_sizes[0]; nsizes++)
			sizes[nsizes] = default_sizes[nsizes];
	}

	bench_inputs(g_in, sizeof g_in);
#ifdef AESALT_INSN_BENCH_WOLFSSL_AESALT
	if (w_device_register() != 0)
		return 1;
#endif

#ifdef INSN_BENCH_TSC
	if (tsc_calls > 0) {
		tsc_run(impls, sizes, nsizes, tsc_calls);
		goto done;
	}
#endif
	for (k = 0; k < aesalt_kernel_count(); k++) {
		const char *name = aesalt_kernel_name(k);

		if (!listed(impls, name))
			continue;
		if (aesalt_kernel_select(name) != 0) {
			fprintf(stderr, "FAIL cannot select kernel %s\n", name);
			failures++;
			continue;
		}
		run_impl(name, IMPL_AESALT, sizes, nsizes);
	}
	/* A stack through an adapter serves with the default kernel. */
#ifdef AESALT_INSN_BENCH_MBEDTLS
	if (listed(impls, AESALT_INSN_BENCH_MBEDTLS_NAME) &&
	    (!adapter_row(IMPL_MBEDTLS) || aesalt_kernel_select(NULL) == 0))
		run_impl(AESALT_INSN_BENCH_MBEDTLS_NAME, IMPL_MBEDTLS, sizes, nsizes);
#endif
#ifdef AESALT_INSN_BENCH_WOLFSSL
	if (listed(impls, AESALT_INSN_BENCH_WOLFSSL_NAME) &&
	    (!adapter_row(IMPL_WOLFSSL) || aesalt_kernel_select(NULL) == 0))
		run_impl(AESALT_INSN_BENCH_WOLFSSL_NAME, IMPL_WOLFSSL, sizes, nsizes);
#endif
#ifdef BENCH_OPS_OPENSSL
	if (listed(impls, O_NAME))
		run_impl(O_NAME, IMPL_OPENSSL, sizes, nsizes);
	for (k = 0; o_variants[k].row != NULL; k++)
		if (impls != NULL && listed(impls, o_variants[k].row))
			run_impl(o_variants[k].row, IMPL_OPENSSL, sizes, nsizes);
#endif
#ifdef AESALT_INSN_BENCH_OPENSSL_C
	if (listed(impls, "openssl-c"))
		run_impl("openssl-c", IMPL_OPENSSL_C, sizes, nsizes);
#endif
#ifdef AESALT_INSN_BENCH_PSA
	/* The driver serves with the library's own choice, the default kernel. */
	if (listed(impls, AESALT_INSN_BENCH_PSA_NAME) && aesalt_kernel_select(NULL) == 0)
		run_impl(AESALT_INSN_BENCH_PSA_NAME, IMPL_PSA, sizes, nsizes);
#endif
#ifdef INSN_BENCH_TSC
done:
#endif
#ifdef AESALT_INSN_BENCH_WOLFSSL_AESALT
	if (listed(impls, AESALT_INSN_BENCH_WOLFSSL_NAME) && w_device_served() != 0)
		failures++;
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
