/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Key expansion cost on the board, for bench/cortex-m4/measure.sh: for each
 * implementation, key size (128, 192, 256) and direction it measures two
 * regions between the insn_count plugin's markers (bench/qemu-plugin): one
 * key set-up, then two.  The second count minus the first is one set-up
 * (the public call, its checks and the kernel's expansion), with the
 * marker calls cancelled; an untimed set-up of the same key comes before
 * each region, so that one-time work (Mbed TLS's table generation) is not
 * counted.  One line per region on stdout, as
 * aesalt-insn-bench prints them (size 1: cm4cycles.py's "per byte" is then
 * per call):
 *   cell IMPL setkey-enc|setkey-dec KEYBITS 1 REPS -
 * Implementations: every usable aesalt kernel; with
 * AESALT_INSN_BENCH_MBEDTLS, Mbed TLS ("mbedtls": mbedtls_aes_setkey_enc /
 * _dec); with AESALT_INSN_BENCH_WOLFSSL, wolfCrypt (its row named
 * AESALT_INSN_BENCH_WOLFSSL_NAME: wc_AesSetKey with AES_ENCRYPTION /
 * AES_DECRYPTION).
 *
 * Usage: keyexp [--impl a,b]   (exit 1 when a set-up fails or a listed
 *                               implementation is not here)
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "qemu-plugin/marker.h"

#ifdef AESALT_INSN_BENCH_MBEDTLS
#include <mbedtls/aes.h>
#endif
#ifdef AESALT_INSN_BENCH_WOLFSSL
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/aes.h>
#endif
#ifndef AESALT_INSN_BENCH_WOLFSSL_NAME
#define AESALT_INSN_BENCH_WOLFSSL_NAME "wolfssl"
#endif

static const uint8_t key[32] = { 0x60, 0x3d, 0xeb, 0x10, 0x15, 0xca, 0x71, 0xbe, 0x2b, 0x73, 0xae,
				 0xf0, 0x85, 0x7d, 0x77, 0x81, 0x1f, 0x35, 0x2c, 0x07, 0x3b, 0x61,
				 0x08, 0xd7, 0x2d, 0x98, 0x10, 0xa3, 0x09, 0x14, 0xdf, 0xf4 };

enum { KIND_AESALT, KIND_MBEDTLS, KIND_WOLFSSL };

static union {
	aesalt_aes_key a;
#ifdef AESALT_INSN_BENCH_MBEDTLS
	mbedtls_aes_context m;
#endif
#ifdef AESALT_INSN_BENCH_WOLFSSL
	Aes w;
#endif
} ctx;

/* One key set-up of KIND, encryption (dec 0) or decryption; 0 on success. */
static int setkey(int kind, int dec, unsigned bits)
{
	static const uint8_t iv[16];

	(void)iv;
#ifdef AESALT_INSN_BENCH_MBEDTLS
	if (kind == KIND_MBEDTLS)
		return dec ? mbedtls_aes_setkey_dec(&ctx.m, key, bits)
			   : mbedtls_aes_setkey_enc(&ctx.m, key, bits);
#endif
#ifdef AESALT_INSN_BENCH_WOLFSSL
	if (kind == KIND_WOLFSSL)
		return wc_AesSetKey(&ctx.w, key, bits / 8, iv,
				    dec ? AES_DECRYPTION : AES_ENCRYPTION);
#endif
	if (kind != KIND_AESALT)
		return -1;
	return dec ? aesalt_aes_setkey_dec(&ctx.a, key, bits / 8)
		   : aesalt_aes_setkey_enc(&ctx.a, key, bits / 8);
}

static int prepare(int kind)
{
	memset(&ctx, 0, sizeof ctx);
#ifdef AESALT_INSN_BENCH_MBEDTLS
	if (kind == KIND_MBEDTLS)
		mbedtls_aes_init(&ctx.m);
#endif
#ifdef AESALT_INSN_BENCH_WOLFSSL
	if (kind == KIND_WOLFSSL)
		return wc_AesInit(&ctx.w, NULL, INVALID_DEVID);
#endif
	(void)kind;
	return 0;
}

static int listed(const char *list, const char *name)
{
	size_t n = strlen(name);
	const char *p = list;

	if (list == NULL)
		return 1;
	for (; p != NULL; p = strchr(p, ','), p = p ? p + 1 : NULL)
		if (strncmp(p, name, n) == 0 && (p[n] == ',' || p[n] == '\0'))
			return 1;
	return 0;
}

static int failures;

static void run_impl(const char *name, int kind)
{
	static const unsigned bits[] = { 128, 192, 256 };
	unsigned b, dec, reps, i;
	int r;

	for (dec = 0; dec <= 1; dec++)
		for (b = 0; b < 3; b++)
			for (reps = 1; reps <= 2; reps++) {
				/* an untimed set-up first: Mbed TLS builds its
				 * tables in RAM on its first one */
				r = prepare(kind);
				if (r == 0)
					r = setkey(kind, (int)dec, bits[b]);
				if (r == 0)
					r = prepare(kind);
				aesalt_bench_mark_begin();
				for (i = 0; r == 0 && i < reps; i++)
					r = setkey(kind, (int)dec, bits[b]);
				aesalt_bench_mark_end();
				printf("cell %s setkey-%s %u 1 %u -\n", name, dec ? "dec" : "enc",
				       bits[b], reps);
				if (r != 0) {
					fprintf(stderr, "FAIL %s setkey-%s %u: %d\n", name,
						dec ? "dec" : "enc", bits[b], r);
					failures++;
				}
			}
}

int main(int argc, char **argv)
{
	const char *impls = NULL;
	size_t i, ran = 0, asked = 0;

	if (argc == 3 && strcmp(argv[1], "--impl") == 0) {
		impls = argv[2];
	} else if (argc != 1) {
		fprintf(stderr, "usage: %s [--impl a,b]\n", argv[0]);
		return 2;
	}
	for (i = 0; i < aesalt_kernel_count(); i++) {
		const char *n = aesalt_kernel_name(i);

		if (!listed(impls, n))
			continue;
		if (aesalt_kernel_select(n) != 0) {
			fprintf(stderr, "FAIL select %s\n", n);
			failures++;
			continue;
		}
		run_impl(n, KIND_AESALT);
		ran++;
	}
#ifdef AESALT_INSN_BENCH_MBEDTLS
	if (listed(impls, "mbedtls")) {
		run_impl("mbedtls", KIND_MBEDTLS);
		ran++;
	}
#endif
#ifdef AESALT_INSN_BENCH_WOLFSSL
	if (listed(impls, AESALT_INSN_BENCH_WOLFSSL_NAME)) {
		run_impl(AESALT_INSN_BENCH_WOLFSSL_NAME, KIND_WOLFSSL);
		ran++;
	}
#endif
	if (impls != NULL) {
		const char *p;

		for (asked = 1, p = impls; (p = strchr(p, ',')) != NULL; p++)
			asked++;
		if (ran != asked) {
			fprintf(stderr, "FAIL --impl %s: %u of them not here\n", impls,
				(unsigned)(asked - ran));
			failures++;
		}
	}
	return failures ? 1 : 0;
}
