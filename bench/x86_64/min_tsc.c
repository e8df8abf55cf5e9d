/* SPDX-License-Identifier: Apache-2.0 */
/*
 * x86_64 measurement helper (not built by CMake, not a test): the minimum
 * over N calls of the TSC cycles per byte of one 16 KiB operation through
 * aesalt's public API (mode layer included), alternated call by call with
 * the same operation through OpenSSL's EVP, for every kernel mode of the
 * issue's targets.  The minimum of many short calls filters out
 * preemption on a shared machine, where aesalt-bench's best-of-3 timed
 * runs cannot; both sides are filtered the same way.  asm/x86_64/README.md
 * has the numbers and the build line:
 *
 *   cc -O2 -Iinclude -o min_tsc bench/x86_64/min_tsc.c build/release/libaesalt.a -lcrypto -lpthread
 *   ./min_tsc vaes 2000; ./min_tsc aesni 2000
 */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <stdlib.h>
#include <x86intrin.h>
#include <openssl/evp.h>
#include "aesalt/aesalt.h"
#define SZ 16384
static uint8_t in[SZ], out[SZ];
static uint8_t key[64] = { 1, 2, 3 }, iv[16] = { 9 };
enum { ECB, CBCD, CTR, XTS, GCME, GCMD, AEGISL };
static const char *mname[] = { "ecb", "cbc-dec", "ctr", "xts", "gcm-enc", "gcm-dec", "aegis128l" };
static EVP_CIPHER_CTX *ossl_ctx(int m, int bits)
{
	char n[64];
	const char *mm[] = { "ECB", "CBC", "CTR", "XTS", "GCM", "GCM" };
	sprintf(n, "AES-%d-%s", bits, mm[m]);
	EVP_CIPHER *c = EVP_CIPHER_fetch(NULL, n, NULL);
	EVP_CIPHER_CTX *x = EVP_CIPHER_CTX_new();
	EVP_CipherInit_ex(x, c, NULL, key, iv, m == CBCD || m == GCMD ? 0 : 1);
	EVP_CIPHER_CTX_set_padding(x, 0);
	return x;
}
int main(int argc, char **argv)
{
	const char *impl;
	long n;

	if (argc != 3 || atol(argv[2]) < 1) {
		fprintf(stderr, "usage: min_tsc KERNEL CALLS\n");
		return 2;
	}
	impl = argv[1];
	n = atol(argv[2]);
	if (aesalt_kernel_select(impl) != AESALT_OK) {
		fprintf(stderr, "min_tsc: kernel %s not usable here\n", impl);
		return 2;
	}
	for (int m = ECB; m <= AEGISL; m++)
		for (int bits = 128; bits <= 256; bits += 128) {
			if (m == AEGISL && bits == 256)
				continue;
			aesalt_aes_key ke, kd, kt;
			aesalt_gcm_ctx g;
			uint8_t c[16], sb[16], tag[16];
			size_t off = 0;

			memset(&ke, 0, sizeof ke);
			memset(&kd, 0, sizeof kd);
			memset(&kt, 0, sizeof kt);
			memset(&g, 0, sizeof g);
			aesalt_aes_setkey_enc(&ke, key, bits / 8);
			aesalt_aes_setkey_dec(&kd, key, bits / 8);
			aesalt_aes_setkey_enc(&kt, key + 32, bits / 8);
			aesalt_gcm_setkey(&g, key, bits / 8);
			EVP_CIPHER_CTX *x = m == AEGISL ? NULL : ossl_ctx(m, bits);
			uint64_t ba = ~0ull, bo = ~0ull;
			int l;
			for (long i = 0; i < n; i++) {
				uint64_t t0 = __rdtsc();
				switch (m) {
				case ECB:
					aesalt_ecb_enc(&ke, out, in, SZ);
					break;
				case CBCD:
					memcpy(c, iv, 16);
					aesalt_cbc_dec(&kd, out, in, SZ, c);
					break;
				case CTR:
					memcpy(c, iv, 16);
					off = 0;
					aesalt_ctr(&ke, out, in, SZ, c, sb, &off);
					break;
				case XTS:
					aesalt_xts_enc(&ke, &kt, out, in, SZ, iv);
					break;
				case GCME:
				case GCMD:
					aesalt_gcm_start(&g, m == GCME, iv, 12);
					aesalt_gcm_update(&g, out, in, SZ);
					aesalt_gcm_finish(&g, tag, 16);
					break;
				case AEGISL:
					aesalt_aegis128l_encrypt(key, iv, NULL, 0, in, out, SZ, tag,
								 16);
					break;
				}
				uint64_t t1 = __rdtsc();
				if (t1 - t0 < ba)
					ba = t1 - t0;
				if (x) {
					if (m >= GCME)
						EVP_CipherInit_ex(x, NULL, NULL, NULL, iv, -1);
					t0 = __rdtsc();
					EVP_CipherUpdate(x, out, &l, in, SZ);
					if (m >= GCME) {
						if (m == GCMD)
							EVP_CIPHER_CTX_ctrl(x, EVP_CTRL_GCM_SET_TAG,
									    16, tag);
						EVP_CipherFinal_ex(x, out, &l);
					}
					t1 = __rdtsc();
					if (t1 - t0 < bo)
						bo = t1 - t0;
				}
			}
			if (x)
				printf("%-9s %d  %s %.3f  openssl %.3f  ratio %.2f\n", mname[m],
				       m == XTS ? bits : bits, impl, ba / (double)SZ,
				       bo / (double)SZ, (double)ba / bo);
			else
				printf("%-9s %d  %s %.3f\n", mname[m], bits, impl, ba / (double)SZ);
		}
	return 0;
}
