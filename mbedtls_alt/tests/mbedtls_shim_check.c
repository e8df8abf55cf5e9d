/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Proof that Mbed TLS, built with the aesalt shim, runs its AES work on the
 * aesalt kernel that AESALT_KERNEL names (or the default one), through every
 * entry point the conformance suites use: the AES and GCM APIs, the cipher
 * layer, CCM, CMAC, CTR_DRBG and PSA.  Each entry point must give the
 * known answer; in a test-hook build (AESALT_TEST_HOOKS) it must also have
 * made calls into the expected kernel and none into any other.
 *
 *   mbedtls_shim_check                     the checks above
 *   mbedtls_shim_check --list-kernels      usable kernels, one per line
 *   mbedtls_shim_check --expect-kernels "ct64;table"
 *                                          fails unless that is exactly the
 *                                          library's usable kernel list
 *
 * Known answers: FIPS-197 appendix C.1 (AES-128), GCM specification
 * (McGrew-Viega) test case 2, RFC 4493 example 2 (CMAC), RFC 3610 packet
 * vector #1 (CCM).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mbedtls/aes.h"
#include "mbedtls/ccm.h"
#include "mbedtls/cipher.h"
#include "mbedtls/cmac.h"
#include "mbedtls/ctr_drbg.h"
#include "mbedtls/gcm.h"
#include "mbedtls/version.h"
#if defined(MBEDTLS_PSA_CRYPTO_C)
#include "psa/crypto.h"
#endif

#include "aesalt/aesalt.h"
#ifdef AESALT_TEST_HOOKS
#include "test_hooks.h"
#endif

static int failures;
static int checks;
static const char *want; /* kernel the keys must belong to */

static void check(int ok, const char *what)
{
	checks++;
	if (!ok) {
		failures++;
		printf("FAIL: %s\n", what);
	} else {
		printf("ok:   %s\n", what);
	}
}

static void unhex(const char *h, unsigned char *out)
{
	size_t i;
	for (i = 0; h[2 * i] != 0; i++) {
		unsigned v;
		sscanf(h + 2 * i, "%2x", &v);
		out[i] = (unsigned char)v;
	}
}

/* Before an entry point: reset the kernel-call counters. */
static void begin(void)
{
#ifdef AESALT_TEST_HOOKS
	aesalt_test_reset_calls();
#endif
}

/* After it: the expected kernel ran and no other did. */
static void end(const char *what)
{
#ifdef AESALT_TEST_HOOKS
	char msg[160];
	unsigned long other = 0;
	size_t i;
	for (i = 0; i < aesalt_kernel_count(); i++)
		if (strcmp(aesalt_kernel_name(i), want) != 0)
			other += aesalt_test_kernel_calls(aesalt_kernel_name(i));
	snprintf(msg, sizeof(msg), "%s: %lu calls into kernel %s, %lu into others", what,
		 aesalt_test_kernel_calls(want), want, other);
	check(aesalt_test_kernel_calls(want) > 0 && other == 0, msg);
#else
	(void)what;
#endif
}

/* After an entry point given 16 blocks: the kernel took them in a few
 * calls (aesalt's whole-message path), not one or two a block (the stock
 * per-block path of ccm.c / cmac.c). */
static void end_bulk(const char *what)
{
#ifdef AESALT_TEST_HOOKS
	char msg[160];
	unsigned long n = aesalt_test_kernel_calls(want);
	snprintf(msg, sizeof(msg), "%s of 16 blocks: %lu kernel calls (at most 8)", what, n);
	check(n > 0 && n <= 8, msg);
#else
	(void)what;
#endif
}

/* Mirror of the built-in mbedtls_aes_context (aes.h of 2.28 and 3.6: an
 * int, a size_t or pointer, and 68 words of round keys), to compare sizes:
 * the ALT context must not be larger. */
struct builtin_aes_context {
	int nr;
	size_t rk_offset;
	unsigned int buf[68];
};

static int entropy(void *p, unsigned char *out, size_t len)
{
	(void)p;
	memset(out, 0x5a, len);
	return 0;
}

static void check_aes(void)
{
	mbedtls_aes_context ctx, copy;
	unsigned char key[16], pt[16], ct[16], out[16];

	unhex("000102030405060708090a0b0c0d0e0f", key);
	unhex("00112233445566778899aabbccddeeff", pt);
	unhex("69c4e0d86a7b0430d8cdb78070b4c55a", ct);
	check(sizeof(mbedtls_aes_context) <= sizeof(struct builtin_aes_context),
	      "sizeof(mbedtls_aes_context) <= built-in context");
	mbedtls_aes_init(&ctx);
	begin();
	check(mbedtls_aes_setkey_enc(&ctx, key, 128) == 0, "mbedtls_aes_setkey_enc");
	check(aesalt_aes_key_kernel(&ctx.key) != NULL &&
		      strcmp(aesalt_aes_key_kernel(&ctx.key), want) == 0,
	      "AES context key made by the expected kernel");
	check(mbedtls_aes_crypt_ecb(&ctx, MBEDTLS_AES_ENCRYPT, pt, out) == 0 &&
		      memcmp(out, ct, 16) == 0,
	      "mbedtls_aes_crypt_ecb FIPS-197 C.1");
	end("mbedtls_aes_*");
	copy = ctx; /* by value */
	mbedtls_aes_free(&ctx);
	check(mbedtls_aes_crypt_ecb(&copy, MBEDTLS_AES_ENCRYPT, pt, out) == 0 &&
		      memcmp(out, ct, 16) == 0,
	      "copied context encrypts");
	mbedtls_aes_free(&copy);
}

/* One streaming call of each mode (64 bytes; CBC, CFB128, OFB and CTR as
 * the build has them), and ECB of one block, with the output overlapping
 * the input: the bytes must be those of separate buffers, as stock Mbed
 * TLS gives them (it works in order, a block read before it is written),
 * for an output that starts before its input (d < 0; aesalt refuses the
 * call, the shim makes it in order) and, for ECB, after it too (aesalt's
 * one-block entry takes any overlap). */
enum ovl_mode { OVL_ECB, OVL_CBC_ENC, OVL_CBC_DEC, OVL_CFB_ENC, OVL_CFB_DEC, OVL_OFB, OVL_CTR };

static int ovl_run(mbedtls_aes_context *e, mbedtls_aes_context *d, enum ovl_mode m,
		   unsigned char *out, const unsigned char *in, size_t len)
{
	unsigned char iv[16], sb[16];
	size_t off = 0;

	memset(iv, 0x3c, sizeof iv);
	memset(sb, 0, sizeof sb);
	(void)d, (void)iv, (void)sb, (void)off, (void)len;
	switch (m) {
	case OVL_ECB:
		return mbedtls_aes_crypt_ecb(e, MBEDTLS_AES_ENCRYPT, in, out);
#if defined(MBEDTLS_CIPHER_MODE_CBC)
	case OVL_CBC_ENC:
		return mbedtls_aes_crypt_cbc(e, MBEDTLS_AES_ENCRYPT, len, iv, in, out);
	case OVL_CBC_DEC:
		return mbedtls_aes_crypt_cbc(d, MBEDTLS_AES_DECRYPT, len, iv, in, out);
#endif
#if defined(MBEDTLS_CIPHER_MODE_CFB)
	case OVL_CFB_ENC:
		return mbedtls_aes_crypt_cfb128(e, MBEDTLS_AES_ENCRYPT, len, &off, iv, in, out);
	case OVL_CFB_DEC:
		return mbedtls_aes_crypt_cfb128(e, MBEDTLS_AES_DECRYPT, len, &off, iv, in, out);
#endif
#if defined(MBEDTLS_CIPHER_MODE_OFB)
	case OVL_OFB:
		return mbedtls_aes_crypt_ofb(e, len, &off, iv, in, out);
#endif
#if defined(MBEDTLS_CIPHER_MODE_CTR)
	case OVL_CTR:
		return mbedtls_aes_crypt_ctr(e, len, &off, iv, sb, in, out);
#endif
	default:
		return 1; /* not in this build */
	}
}

static void check_overlap(void)
{
	static const char *const names[] = { "ECB",	   "CBC-enc", "CBC-dec", "CFB128-enc",
					     "CFB128-dec", "OFB",     "CTR" };
	static const int shifts[] = { -17, -16, -15, -1, 1, 15 };
	mbedtls_aes_context e, d;
	unsigned char key[16], in[64], want[64], buf[160];
	int m, k;

	memset(key, 0x42, sizeof key);
	for (k = 0; k < 64; k++)
		in[k] = (unsigned char)(k * 7 + 1);
	mbedtls_aes_init(&e);
	mbedtls_aes_init(&d);
	mbedtls_aes_setkey_enc(&e, key, 128);
	mbedtls_aes_setkey_dec(&d, key, 128);
	for (m = OVL_ECB; m <= OVL_CTR; m++) {
		size_t len = m == OVL_ECB ? 16 : 64;

		if (ovl_run(&e, &d, (enum ovl_mode)m, want, in, len) != 0)
			continue; /* mode not in this build */
		for (k = 0; k < (int)(sizeof shifts / sizeof shifts[0]); k++) {
			char msg[96];
			int sh = shifts[k];

			if (sh > 0 && m != OVL_ECB)
				continue; /* an output inside its input: refused */
			memcpy(buf + 48, in, len);
			snprintf(msg, sizeof msg, "%s of %zu bytes, output = input %+d", names[m],
				 len, sh);
			check(ovl_run(&e, &d, (enum ovl_mode)m, buf + 48 + sh, buf + 48, len) ==
					      0 &&
				      memcmp(buf + 48 + sh, want, len) == 0,
			      msg);
		}
	}
	mbedtls_aes_free(&e);
	mbedtls_aes_free(&d);
}

static void check_gcm(void)
{
	mbedtls_gcm_context ctx;
	unsigned char key[16] = { 0 }, iv[12] = { 0 }, pt[16] = { 0 }, out[16], tag[16];
	unsigned char ct[16], want_tag[16];

	unhex("0388dace60b6a392f328c2b971b2fe78", ct);
	unhex("ab6e47d42cec13bdf53a67b21257bddf", want_tag);
	mbedtls_gcm_init(&ctx);
	begin();
	check(mbedtls_gcm_setkey(&ctx, MBEDTLS_CIPHER_ID_AES, key, 128) == 0, "mbedtls_gcm_setkey");
	check(mbedtls_gcm_crypt_and_tag(&ctx, MBEDTLS_GCM_ENCRYPT, 16, iv, 12, NULL, 0, pt, out, 16,
					tag) == 0 &&
		      memcmp(out, ct, 16) == 0 && memcmp(tag, want_tag, 16) == 0,
	      "mbedtls_gcm_crypt_and_tag GCM test case 2");
	end("mbedtls_gcm_*");
	mbedtls_gcm_free(&ctx);
}

static void check_cipher_layer(void)
{
	mbedtls_cipher_context_t c;
	unsigned char key[16], pt[16], ct[16], out[32];
	size_t olen = 0;

	unhex("000102030405060708090a0b0c0d0e0f", key);
	unhex("00112233445566778899aabbccddeeff", pt);
	unhex("69c4e0d86a7b0430d8cdb78070b4c55a", ct);
	mbedtls_cipher_init(&c);
	begin();
	check(mbedtls_cipher_setup(&c, mbedtls_cipher_info_from_type(MBEDTLS_CIPHER_AES_128_ECB)) ==
			      0 &&
		      mbedtls_cipher_setkey(&c, key, 128, MBEDTLS_DECRYPT) == 0 &&
		      mbedtls_cipher_crypt(&c, NULL, 0, ct, 16, out, &olen) == 0 && olen == 16 &&
		      memcmp(out, pt, 16) == 0,
	      "cipher layer AES-128-ECB decrypt");
	end("mbedtls_cipher_* (AES)");
	mbedtls_cipher_free(&c);
}

static void check_ccm(void)
{
#if defined(MBEDTLS_CCM_C)
	/* RFC 3610 packet vector #1 */
	mbedtls_ccm_context ctx;
	unsigned char key[16], nonce[13], aad[8], pt[23], ct[23], tag[8], out[23], t[8];

	unhex("c0c1c2c3c4c5c6c7c8c9cacbcccdcecf", key);
	unhex("00000003020100a0a1a2a3a4a5", nonce);
	unhex("0001020304050607", aad);
	unhex("08090a0b0c0d0e0f101112131415161718191a1b1c1d1e", pt);
	unhex("588c979a61c663d2f066d0c2c0f989806d5f6b61dac384", ct);
	unhex("17e8d12cfdf926e0", tag);
	mbedtls_ccm_init(&ctx);
	begin();
	check(mbedtls_ccm_setkey(&ctx, MBEDTLS_CIPHER_ID_AES, key, 128) == 0 &&
		      mbedtls_ccm_encrypt_and_tag(&ctx, 23, nonce, 13, aad, 8, pt, out, t, 8) ==
			      0 &&
		      memcmp(out, ct, 23) == 0 && memcmp(t, tag, 8) == 0,
	      "mbedtls_ccm RFC 3610 #1");
	end("mbedtls_ccm_*");
	/* 16 blocks: stock would make 33 block calls; both directions. */
	{
		unsigned char big[256], enc[256], dec[256];
		memset(big, 0x3c, sizeof big);
		begin();
		check(mbedtls_ccm_encrypt_and_tag(&ctx, 256, nonce, 13, aad, 8, big, enc, t, 8) ==
			      0,
		      "mbedtls_ccm_encrypt_and_tag, 256 bytes");
		end_bulk("mbedtls_ccm_encrypt_and_tag");
		begin();
		check(mbedtls_ccm_auth_decrypt(&ctx, 256, nonce, 13, aad, 8, enc, dec, t, 8) == 0 &&
			      memcmp(dec, big, 256) == 0,
		      "mbedtls_ccm_auth_decrypt, 256 bytes");
		end_bulk("mbedtls_ccm_auth_decrypt");
	}
	mbedtls_ccm_free(&ctx);
#endif
}

static void check_cmac(void)
{
#if defined(MBEDTLS_CMAC_C)
	/* RFC 4493 example 2 */
	unsigned char key[16], msg[16], mac[16], out[16];

	unhex("2b7e151628aed2a6abf7158809cf4f3c", key);
	unhex("6bc1bee22e409f96e93d7e117393172a", msg);
	unhex("070a16b46b4d4144f79bdd9dd04a287c", mac);
	begin();
	check(mbedtls_cipher_cmac(mbedtls_cipher_info_from_type(MBEDTLS_CIPHER_AES_128_ECB), key,
				  128, msg, 16, out) == 0 &&
		      memcmp(out, mac, 16) == 0,
	      "mbedtls_cipher_cmac RFC 4493 #2");
	end("mbedtls_cipher_cmac");
	/* 16 blocks: stock would make one block call each. */
	{
		unsigned char big[256];
		memset(big, 0x3c, sizeof big);
		begin();
		check(mbedtls_cipher_cmac(mbedtls_cipher_info_from_type(MBEDTLS_CIPHER_AES_128_ECB),
					  key, 128, big, sizeof big, out) == 0,
		      "mbedtls_cipher_cmac, 256 bytes");
		end_bulk("mbedtls_cipher_cmac");
	}
#endif
}

static void check_ctr_drbg(void)
{
	mbedtls_ctr_drbg_context d;
	unsigned char out[64], zero[64] = { 0 };

	mbedtls_ctr_drbg_init(&d);
	begin();
	check(mbedtls_ctr_drbg_seed(&d, entropy, NULL, NULL, 0) == 0 &&
		      mbedtls_ctr_drbg_random(&d, out, sizeof(out)) == 0 &&
		      memcmp(out, zero, sizeof(out)) != 0,
	      "mbedtls_ctr_drbg seed and generate");
	end("mbedtls_ctr_drbg_*");
	mbedtls_ctr_drbg_free(&d);
}

static void check_psa(void)
{
#if defined(MBEDTLS_PSA_CRYPTO_C)
	psa_key_attributes_t attr = PSA_KEY_ATTRIBUTES_INIT;
	psa_key_id_t id = 0;
	unsigned char key[16] = { 0 }, nonce[12] = { 0 }, pt[16] = { 0 }, out[32];
	unsigned char ct[16], tag[16];
	size_t olen = 0;

	unhex("0388dace60b6a392f328c2b971b2fe78", ct);
	unhex("ab6e47d42cec13bdf53a67b21257bddf", tag);
	check(psa_crypto_init() == PSA_SUCCESS, "psa_crypto_init");
	psa_set_key_usage_flags(&attr, PSA_KEY_USAGE_ENCRYPT);
	psa_set_key_algorithm(&attr, PSA_ALG_GCM);
	psa_set_key_type(&attr, PSA_KEY_TYPE_AES);
	begin();
	check(psa_import_key(&attr, key, sizeof(key), &id) == PSA_SUCCESS &&
		      psa_aead_encrypt(id, PSA_ALG_GCM, nonce, 12, NULL, 0, pt, 16, out,
				       sizeof(out), &olen) == PSA_SUCCESS &&
		      olen == 32 && memcmp(out, ct, 16) == 0 && memcmp(out + 16, tag, 16) == 0,
	      "psa_aead_encrypt AES-GCM test case 2");
	end("psa_aead_encrypt");
	psa_destroy_key(id);
	mbedtls_psa_crypto_free();
#endif
}

/* "a;b;c" against the library's usable kernels, in any order. */
static int expect_kernels(const char *list)
{
	size_t i, n = 0;
	int ok = 1;
	const char *p = list;

	for (i = 0; i < aesalt_kernel_count(); i++) {
		const char *name = aesalt_kernel_name(i);
		const char *q = list;
		int found = 0;
		size_t len = strlen(name);
		while (*q) {
			const char *e = strchr(q, ';');
			size_t l = e ? (size_t)(e - q) : strlen(q);
			if (l == len && strncmp(q, name, len) == 0)
				found = 1;
			q += l + (e ? 1 : 0);
		}
		if (!found) {
			printf("kernel %s is usable here but not in the configured list \"%s\"\n",
			       name, list);
			ok = 0;
		}
	}
	while (*p) {
		const char *e = strchr(p, ';');
		p += (e ? (size_t)(e - p) + 1 : strlen(p));
		n++;
	}
	if (n != aesalt_kernel_count()) {
		printf("configured list \"%s\" has %zu kernels, the library %zu\n", list, n,
		       aesalt_kernel_count());
		ok = 0;
	}
	printf("%s\n", ok ? "kernel list matches the library" : "kernel list MISMATCH");
	return ok ? 0 : 1;
}

int main(int argc, char **argv)
{
	size_t i;

	if (argc == 2 && strcmp(argv[1], "--list-kernels") == 0) {
		for (i = 0; i < aesalt_kernel_count(); i++)
			printf("%s\n", aesalt_kernel_name(i));
		return 0;
	}
	if (argc == 3 && strcmp(argv[1], "--expect-kernels") == 0)
		return expect_kernels(argv[2]);
	if (argc != 1) {
		fprintf(stderr, "usage: %s [--list-kernels | --expect-kernels \"a;b\"]\n", argv[0]);
		return 2;
	}

	want = getenv("AESALT_KERNEL");
	if (want == NULL || *want == 0 || strcmp(want, "auto") == 0)
		want = aesalt_kernel_active();
	if (want == NULL) {
		printf("FAIL: no aesalt kernel active\n");
		return 1;
	}
	printf("Mbed TLS %s, aesalt kernel %s%s\n", MBEDTLS_VERSION_STRING, want,
#ifdef AESALT_TEST_HOOKS
	       " (kernel-call counters on)"
#else
	       " (no kernel-call counters in this build)"
#endif
	);
	check_aes();
	check_overlap();
	check_gcm();
	check_cipher_layer();
	check_ccm();
	check_cmac();
	check_ctr_drbg();
	check_psa();
	printf("%d checks, %d failed\n", checks, failures);
	return failures == 0 ? 0 : 1;
}
