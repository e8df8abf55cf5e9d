/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Test of the aesalt wolfSSL device, through wolfSSL's own API.
 *
 *   aesalt_wolfssl_test_device --route find|devid|only-aes
 *   aesalt_wolfssl_test_device --kernels     (prints the usable kernels)
 *
 * For every kernel (or only AESALT_KERNEL's when it is set):
 *  - known answers (FIPS-197, SP 800-38A, GCM spec test case 2, RFC 3610);
 *  - device against wolfSSL's software on the same inputs (not under
 *    ONLY_AES, which has no software): ECB, CBC and CTR streamed in random
 *    pieces with device and software taking turns on one Aes object, so
 *    that the chaining state (reg, tmp, left) must match exactly; GCM and
 *    CCM over lengths around block boundaries; partially overlapping
 *    buffers;
 *  - CFB, OFB, XTS and GMAC as wolfSSL computes them (on the device's ECB
 *    under ONLY_AES) against aesalt's own modes;
 *  - CMAC served by the device (init, update in random pieces, final,
 *    truncated tags, the one-shots): against aesalt's CMAC and wolfSSL's
 *    software, each request counted, no key left in a finished Cmac, a
 *    Cmac finished on another thread, bad input;
 *  - bad input, through wolfSSL's API and straight into the callback: the
 *    expected wolfSSL error code and no crash;
 *  - the device's counters: every mode reached the device, with keys of
 *    the kernel under test.
 * The software reference is an Aes object carrying a device id that no
 * device has registered: wolfSSL then runs its software path.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <wolfssl/wolfcrypt/cmac.h>
#include <wolfssl/wolfcrypt/cryptocb.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/wc_port.h>
#include <wolfssl/version.h>

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "aesalt_wolfssl.h"
#ifdef AESALT_TEST_HOOKS
#include "test_hooks.h"
#endif

#define UNUSED_DEVID 0x5eed /* registered by nobody: wolfSSL's software */

enum route { ROUTE_FIND, ROUTE_DEVID, ROUTE_ONLY_AES };

static enum route g_route;
static int g_explicit; /* find route: use the device id explicitly */
static unsigned long g_checks, g_fail;

#define CHECK(cond, ...)                                                                           \
	do {                                                                                       \
		g_checks++;                                                                        \
		if (!(cond)) {                                                                     \
			g_fail++;                                                                  \
			fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);                       \
			fprintf(stderr, __VA_ARGS__);                                              \
			fputc('\n', stderr);                                                       \
		}                                                                                  \
	} while (0)

static uint64_t g_rng = 0x9e3779b97f4a7c15u;

static uint32_t rnd(void)
{
	g_rng ^= g_rng << 13;
	g_rng ^= g_rng >> 7;
	g_rng ^= g_rng << 17;
	return (uint32_t)(g_rng >> 16);
}

static void fill(uint8_t *p, size_t n)
{
	while (n-- > 0)
		*p++ = (uint8_t)rnd();
}

static size_t unhex(uint8_t *out, const char *hex)
{
	size_t n = 0;
	while (hex[0] && hex[1]) {
		unsigned v;
		sscanf(hex, "%2x", &v);
		out[n++] = (uint8_t)v;
		hex += 2;
	}
	return n;
}

/* The device id an Aes object gets to reach the device on this route. */
static int dev_id(void)
{
	return g_route == ROUTE_DEVID || g_explicit ? AESALT_WOLFSSL_DEVID : INVALID_DEVID;
}

static int has_software(void)
{
	return g_route != ROUTE_ONLY_AES;
}

static unsigned long served(const aesalt_wolfssl_stats *s)
{
	return s->ecb_enc + s->ecb_dec + s->cbc_enc + s->cbc_dec + s->ctr + s->gcm_enc +
	       s->gcm_dec + s->ccm_enc + s->ccm_dec + s->cmac;
}

static void init_key(Aes *aes, int devId, const uint8_t *key, word32 len, const uint8_t *iv,
		     int dir)
{
	int ret = wc_AesInit(aes, NULL, devId);
	CHECK(ret == 0, "wc_AesInit: %d", ret);
	ret = wc_AesSetKey(aes, key, len, iv, dir);
	CHECK(ret == 0, "wc_AesSetKey(%u): %d", (unsigned)len, ret);
}

/* ---- known answers ------------------------------------------------------- */

static void test_kat(void)
{
	uint8_t key[32], pt[64], ct[64], want[64], out[64], iv[16], tag[16], wtag[16], aad[16];
	size_t n, tn;
	Aes aes;
	int ret;

	/* FIPS-197 appendix C.1 */
	unhex(key, "000102030405060708090a0b0c0d0e0f");
	unhex(pt, "00112233445566778899aabbccddeeff");
	unhex(want, "69c4e0d86a7b0430d8cdb78070b4c55a");
	init_key(&aes, dev_id(), key, 16, NULL, AES_ENCRYPTION);
	ret = wc_AesEcbEncrypt(&aes, out, pt, 16);
	CHECK(ret == 0 && memcmp(out, want, 16) == 0, "ECB FIPS-197 C.1: %d", ret);
	wc_AesFree(&aes);
	init_key(&aes, dev_id(), key, 16, NULL, AES_DECRYPTION);
	ret = wc_AesEcbDecrypt(&aes, out, want, 16);
	CHECK(ret == 0 && memcmp(out, pt, 16) == 0, "ECB-dec FIPS-197 C.1: %d", ret);
	wc_AesFree(&aes);

	/* SP 800-38A F.2.1 (CBC-AES128) and F.5.1 (CTR-AES128), block 1 */
	unhex(key, "2b7e151628aed2a6abf7158809cf4f3c");
	unhex(pt, "6bc1bee22e409f96e93d7e117393172a");
	unhex(iv, "000102030405060708090a0b0c0d0e0f");
	unhex(want, "7649abac8119b246cee98e9b12e9197d");
	init_key(&aes, dev_id(), key, 16, iv, AES_ENCRYPTION);
	ret = wc_AesCbcEncrypt(&aes, out, pt, 16);
	CHECK(ret == 0 && memcmp(out, want, 16) == 0, "CBC SP 800-38A F.2.1: %d", ret);
	CHECK(memcmp(aes.reg, want, 16) == 0, "CBC: reg is not the last ciphertext block");
	wc_AesFree(&aes);
	unhex(iv, "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
	unhex(want, "874d6191b620e3261bef6864990db6ce");
	init_key(&aes, dev_id(), key, 16, iv, AES_ENCRYPTION);
	ret = wc_AesCtrEncrypt(&aes, out, pt, 16);
	CHECK(ret == 0 && memcmp(out, want, 16) == 0, "CTR SP 800-38A F.5.1: %d", ret);
	wc_AesFree(&aes);

	/* GCM specification (McGrew, Viega), test case 2 */
	memset(key, 0, 16);
	memset(pt, 0, 16);
	memset(iv, 0, 12);
	unhex(want, "0388dace60b6a392f328c2b971b2fe78");
	unhex(wtag, "ab6e47d42cec13bdf53a67b21257bddf");
	ret = wc_AesInit(&aes, NULL, dev_id());
	if (ret == 0)
		ret = wc_AesGcmSetKey(&aes, key, 16);
	if (ret == 0)
		ret = wc_AesGcmEncrypt(&aes, out, pt, 16, iv, 12, tag, 16, NULL, 0);
	CHECK(ret == 0 && memcmp(out, want, 16) == 0 && memcmp(tag, wtag, 16) == 0,
	      "GCM test case 2: %d", ret);
	ret = wc_AesGcmDecrypt(&aes, out, want, 16, iv, 12, wtag, 16, NULL, 0);
	CHECK(ret == 0 && memcmp(out, pt, 16) == 0, "GCM test case 2 decrypt: %d", ret);
	wc_AesFree(&aes);

	/* RFC 3610 packet vector #1 */
	unhex(key, "c0c1c2c3c4c5c6c7c8c9cacbcccdcecf");
	n = unhex(iv, "00000003020100a0a1a2a3a4a5");
	unhex(aad, "0001020304050607");
	unhex(pt, "08090a0b0c0d0e0f101112131415161718191a1b1c1d1e");
	unhex(want, "588c979a61c663d2f066d0c2c0f989806d5f6b61dac384");
	tn = unhex(wtag, "17e8d12cfdf926e0");
	ret = wc_AesInit(&aes, NULL, dev_id());
	if (ret == 0)
		ret = wc_AesCcmSetKey(&aes, key, 16);
	if (ret == 0)
		ret = wc_AesCcmEncrypt(&aes, ct, pt, 23, iv, (word32)n, tag, (word32)tn, aad, 8);
	CHECK(ret == 0 && memcmp(ct, want, 23) == 0 && memcmp(tag, wtag, tn) == 0,
	      "CCM RFC 3610 #1: %d", ret);
	ret = wc_AesCcmDecrypt(&aes, out, ct, 23, iv, (word32)n, wtag, (word32)tn, aad, 8);
	CHECK(ret == 0 && memcmp(out, pt, 23) == 0, "CCM RFC 3610 #1 decrypt: %d", ret);
	wc_AesFree(&aes);
}

/* ---- device against software --------------------------------------------- */

static const word32 key_lens[3] = { 16, 24, 32 };

static void test_ecb(void)
{
	static const word32 blocks[] = { 0, 1, 2, 3, 7, 16, 33 };
	uint8_t key[32], in[16 * 34], a[16 * 34], b[16 * 34];
	size_t k, i;
	int dir;

	for (k = 0; k < 3; k++) {
		for (dir = 0; dir < 2; dir++) {
			int d = dir ? AES_DECRYPTION : AES_ENCRYPTION;
			Aes dev, ref;
			fill(key, sizeof key);
			init_key(&dev, dev_id(), key, key_lens[k], NULL, d);
			init_key(&ref, UNUSED_DEVID, key, key_lens[k], NULL, d);
			for (i = 0; i < sizeof blocks / sizeof blocks[0]; i++) {
				word32 sz = 16 * blocks[i];
				int r1, r2;
				fill(in, sz);
				r1 = dir ? wc_AesEcbDecrypt(&dev, a, in, sz)
					 : wc_AesEcbEncrypt(&dev, a, in, sz);
				r2 = dir ? wc_AesEcbDecrypt(&ref, b, in, sz)
					 : wc_AesEcbEncrypt(&ref, b, in, sz);
				CHECK(r1 == 0 && r2 == 0 && memcmp(a, b, sz) == 0,
				      "ECB dir %d key %u blocks %u: %d %d", dir,
				      (unsigned)key_lens[k], (unsigned)blocks[i], r1, r2);
			}
			/* out 8 bytes after in, overlapping: block by block, in
			 * order, as the software does it. */
			fill(in, sizeof in);
			memcpy(a, in, sizeof in);
			memcpy(b, in, sizeof in);
			{
				int r1 = dir ? wc_AesEcbDecrypt(&dev, a + 8, a, 16 * 8)
					     : wc_AesEcbEncrypt(&dev, a + 8, a, 16 * 8);
				int r2 = dir ? wc_AesEcbDecrypt(&ref, b + 8, b, 16 * 8)
					     : wc_AesEcbEncrypt(&ref, b + 8, b, 16 * 8);
				CHECK(r1 == 0 && r2 == 0 && memcmp(a, b, sizeof a) == 0,
				      "ECB overlapping buffers, dir %d: %d %d", dir, r1, r2);
			}
			wc_AesFree(&dev);
			wc_AesFree(&ref);
		}
	}
}

/* Pieces of a stream: random lengths, multiples of `unit`, summing to n. */
static size_t piece(size_t left, size_t unit, size_t max)
{
	size_t p = unit * (rnd() % (max / unit + 1));
	return p > left ? left : p;
}

static void test_cbc(void)
{
	uint8_t key[32], iv[16], in[16 * 40], a[16 * 40], b[16 * 40];
	size_t k;
	int dir;

	for (k = 0; k < 3; k++) {
		for (dir = 0; dir < 2; dir++) {
			int d = dir ? AES_DECRYPTION : AES_ENCRYPTION;
			size_t off = 0, turn = 0;
			Aes mix, ref;
			fill(key, sizeof key);
			fill(iv, sizeof iv);
			fill(in, sizeof in);
			/* mix alternates between device and software. */
			init_key(&mix, dev_id(), key, key_lens[k], iv, d);
			init_key(&ref, UNUSED_DEVID, key, key_lens[k], iv, d);
			memcpy(a, in, sizeof in); /* the device works in place */
			while (off < sizeof in) {
				size_t n = piece(sizeof in - off, 16, 80);
				int r1, r2;
				mix.devId = turn++ % 2 ? UNUSED_DEVID : dev_id();
				r1 = dir ? wc_AesCbcDecrypt(&mix, a + off, a + off, (word32)n)
					 : wc_AesCbcEncrypt(&mix, a + off, a + off, (word32)n);
				r2 = dir ? wc_AesCbcDecrypt(&ref, b + off, in + off, (word32)n)
					 : wc_AesCbcEncrypt(&ref, b + off, in + off, (word32)n);
				CHECK(r1 == 0 && r2 == 0 && memcmp(a + off, b + off, n) == 0,
				      "CBC dir %d key %u at %zu+%zu: %d %d", dir,
				      (unsigned)key_lens[k], off, n, r1, r2);
				CHECK(memcmp(mix.reg, ref.reg, 16) == 0,
				      "CBC dir %d: reg differs after %zu bytes", dir, off + n);
				off += n;
			}
			mix.devId = dev_id();
			wc_AesFree(&mix);
			wc_AesFree(&ref);
		}
	}
}

static void test_ctr(void)
{
	uint8_t key[32], iv[16], in[1100], a[1100], b[1100];
	size_t k, v;

	for (k = 0; k < 3; k++) {
		for (v = 0; v < 2; v++) {
			size_t off = 0, turn = 0;
			Aes mix, ref;
			fill(key, sizeof key);
			fill(iv, sizeof iv);
			if (v == 1) /* the 128-bit counter carries through every byte */
				memset(iv, 0xff, 15), iv[15] = 0xfd;
			fill(in, sizeof in);
			init_key(&mix, dev_id(), key, key_lens[k], iv, AES_ENCRYPTION);
			init_key(&ref, UNUSED_DEVID, key, key_lens[k], iv, AES_ENCRYPTION);
			while (off < sizeof in) {
				size_t n = piece(sizeof in - off, 1, 70);
				int r1, r2;
				mix.devId = turn++ % 3 == 2 ? UNUSED_DEVID : dev_id();
				r1 = wc_AesCtrEncrypt(&mix, a + off, in + off, (word32)n);
				r2 = wc_AesCtrEncrypt(&ref, b + off, in + off, (word32)n);
				CHECK(r1 == 0 && r2 == 0 && memcmp(a + off, b + off, n) == 0,
				      "CTR key %u at %zu+%zu: %d %d", (unsigned)key_lens[k], off, n,
				      r1, r2);
				CHECK(memcmp(mix.reg, ref.reg, 16) == 0 && mix.left == ref.left,
				      "CTR: counter or left differs after %zu bytes", off + n);
				CHECK(memcmp((uint8_t *)mix.tmp + 16 - mix.left,
					     (uint8_t *)ref.tmp + 16 - ref.left, mix.left) == 0,
				      "CTR: unused keystream differs after %zu bytes", off + n);
				off += n;
			}
			/* In place. */
			memcpy(a, in, sizeof in);
			mix.devId = dev_id();
			wc_AesSetIV(&mix, iv);
			mix.left = 0;
			wc_AesSetIV(&ref, iv);
			ref.left = 0;
			CHECK(wc_AesCtrEncrypt(&mix, a, a, sizeof a) == 0 &&
				      wc_AesCtrEncrypt(&ref, b, in, sizeof b) == 0 &&
				      memcmp(a, b, sizeof a) == 0,
			      "CTR in place");
			wc_AesFree(&mix);
			wc_AesFree(&ref);
		}
	}
}

static void test_gcm(void)
{
	static const word32 iv_lens[] = { 12, 1, 16, 60 };
	static const word32 aad_lens[] = { 0, 1, 20 };
	static const word32 pt_lens[] = { 0, 1, 15, 16, 17, 64, 129 };
	static const word32 tag_lens[] = { WOLFSSL_MIN_AUTH_TAG_SZ, 16 };
	uint8_t key[32], iv[60], aad[20], in[129], a[129], b[129], ta[16], tb[16];
	size_t k, i, j, p, t;

	for (k = 0; k < 3; k++) {
		Aes dev, ref;
		fill(key, sizeof key);
		CHECK(wc_AesInit(&dev, NULL, dev_id()) == 0 &&
			      wc_AesGcmSetKey(&dev, key, key_lens[k]) == 0,
		      "GCM set key");
		CHECK(wc_AesInit(&ref, NULL, UNUSED_DEVID) == 0 &&
			      (!has_software() || wc_AesGcmSetKey(&ref, key, key_lens[k]) == 0),
		      "GCM set key (software)");
		for (i = 0; i < 4; i++)
			for (j = 0; j < 3; j++)
				for (p = 0; p < 7; p++) {
					word32 il = iv_lens[i], al = aad_lens[j], pl = pt_lens[p];
					int r1, r2;
					t = (i + j + p) % 2;
					fill(iv, il);
					fill(aad, al);
					fill(in, pl);
					r1 = wc_AesGcmEncrypt(&dev, a, in, pl, iv, il, ta,
							      tag_lens[t], al ? aad : NULL, al);
					CHECK(r1 == 0, "GCM encrypt: %d", r1);
					if (has_software()) {
						r2 = wc_AesGcmEncrypt(&ref, b, in, pl, iv, il, tb,
								      tag_lens[t], al ? aad : NULL,
								      al);
						CHECK(r2 == 0 && memcmp(a, b, pl) == 0 &&
							      memcmp(ta, tb, tag_lens[t]) == 0,
						      "GCM key %u iv %u aad %u pt %u: %d",
						      (unsigned)key_lens[k], (unsigned)il,
						      (unsigned)al, (unsigned)pl, r2);
					}
					r1 = wc_AesGcmDecrypt(&dev, b, a, pl, iv, il, ta,
							      tag_lens[t], al ? aad : NULL, al);
					CHECK(r1 == 0 && memcmp(b, in, pl) == 0, "GCM decrypt: %d",
					      r1);
					ta[0] ^= 1;
					r1 = wc_AesGcmDecrypt(&dev, b, a, pl, iv, il, ta,
							      tag_lens[t], al ? aad : NULL, al);
					CHECK(r1 == AES_GCM_AUTH_E, "GCM bad tag: %d", r1);
				}
		wc_AesFree(&dev);
		wc_AesFree(&ref);
	}
}

static void test_ccm(void)
{
	static const word32 nonce_lens[] = { 7, 11, 13 };
	static const word32 tag_lens[] = { 4, 8, 16 };
	static const word32 aad_lens[] = { 0, 5, 24 };
	static const word32 pt_lens[] = { 0, 1, 16, 33 };
	uint8_t key[32], nonce[13], aad[24], in[33], a[33], b[33], ta[16], tb[16];
	size_t k, n, j, p;

	for (k = 0; k < 3; k++) {
		Aes dev, ref;
		fill(key, sizeof key);
		CHECK(wc_AesInit(&dev, NULL, dev_id()) == 0 &&
			      wc_AesCcmSetKey(&dev, key, key_lens[k]) == 0,
		      "CCM set key");
		CHECK(wc_AesInit(&ref, NULL, UNUSED_DEVID) == 0 &&
			      (!has_software() || wc_AesCcmSetKey(&ref, key, key_lens[k]) == 0),
		      "CCM set key (software)");
		for (n = 0; n < 3; n++)
			for (j = 0; j < 3; j++)
				for (p = 0; p < 4; p++) {
					word32 nl = nonce_lens[n], al = aad_lens[j],
					       pl = pt_lens[p];
					word32 tl = tag_lens[(n + j + p) % 3];
					int r1, r2;
					fill(nonce, nl);
					fill(aad, al);
					fill(in, pl);
					r1 = wc_AesCcmEncrypt(&dev, a, in, pl, nonce, nl, ta, tl,
							      al ? aad : NULL, al);
					CHECK(r1 == 0, "CCM encrypt: %d", r1);
					if (has_software()) {
						r2 = wc_AesCcmEncrypt(&ref, b, in, pl, nonce, nl,
								      tb, tl, al ? aad : NULL, al);
						CHECK(r2 == 0 && memcmp(a, b, pl) == 0 &&
							      memcmp(ta, tb, tl) == 0,
						      "CCM key %u nonce %u aad %u pt %u tag %u: %d",
						      (unsigned)key_lens[k], (unsigned)nl,
						      (unsigned)al, (unsigned)pl, (unsigned)tl, r2);
					}
					r1 = wc_AesCcmDecrypt(&dev, b, a, pl, nonce, nl, ta, tl,
							      al ? aad : NULL, al);
					CHECK(r1 == 0 && memcmp(b, in, pl) == 0, "CCM decrypt: %d",
					      r1);
					ta[tl - 1] ^= 0x80;
					r1 = wc_AesCcmDecrypt(&dev, b, a, pl, nonce, nl, ta, tl,
							      al ? aad : NULL, al);
					CHECK(r1 == AES_CCM_AUTH_E, "CCM bad tag: %d", r1);
				}
		wc_AesFree(&dev);
		wc_AesFree(&ref);
	}
}

/* ---- wolfSSL's other modes against aesalt's ------------------------------- */

static void test_other_modes(void)
{
	uint8_t key[64], iv[16], iv2[16], in[100], a[100], b[100], mac[16], mac2[16];
	size_t k;
	int ret;

	for (k = 0; k < 3; k++) {
		word32 kl = key_lens[k];
		fill(key, sizeof key);
		fill(iv, sizeof iv);
		fill(in, sizeof in);
#ifdef WOLFSSL_AES_CFB
		{
			Aes aes;
			init_key(&aes, dev_id(), key, kl, iv, AES_ENCRYPTION);
			memcpy(iv2, iv, 16);
			ret = wc_AesCfbEncrypt(&aes, a, in, 37);
			if (ret == 0)
				ret = wc_AesCfbEncrypt(&aes, a + 37, in + 37, 63);
			CHECK(ret == 0 && aesalt_aes_cfb128(1, key, kl, iv2, in, b, 100) == 0 &&
				      memcmp(a, b, 100) == 0,
			      "CFB128 key %u: %d", (unsigned)kl, ret);
			wc_AesFree(&aes);
		}
#endif
#ifdef WOLFSSL_AES_OFB
		{
			Aes aes;
			init_key(&aes, dev_id(), key, kl, iv, AES_ENCRYPTION);
			memcpy(iv2, iv, 16);
			ret = wc_AesOfbEncrypt(&aes, a, in, 100);
			CHECK(ret == 0 && aesalt_aes_ofb(key, kl, iv2, in, b, 100) == 0 &&
				      memcmp(a, b, 100) == 0,
			      "OFB key %u: %d", (unsigned)kl, ret);
			wc_AesFree(&aes);
		}
#endif
#ifdef WOLFSSL_AES_XTS
		if (kl != 24) {
			XtsAes xts;
			ret = wc_AesXtsSetKey(&xts, key, 2 * kl, AES_ENCRYPTION, NULL, dev_id());
			if (ret == 0)
				ret = wc_AesXtsEncrypt(&xts, a, in, 100, iv, 16);
			CHECK(ret == 0 && aesalt_aes_xts(1, key, 2 * kl, iv, in, b, 100) == 0 &&
				      memcmp(a, b, 100) == 0,
			      "XTS key %u: %d", (unsigned)(2 * kl), ret);
			wc_AesXtsFree(&xts);
		}
#endif
#ifdef WOLFSSL_CMAC
		{
			word32 mac_len = sizeof mac;
			ret = wc_AesCmacGenerate(mac, &mac_len, in, 77, key, kl);
			CHECK(ret == 0 && mac_len == 16 &&
				      aesalt_cmac(key, kl, in, 77, mac2) == 0 &&
				      memcmp(mac, mac2, 16) == 0,
			      "CMAC key %u: %d", (unsigned)kl, ret);
		}
#endif
#if defined(HAVE_AESGCM) && !defined(WC_NO_RNG)
		{
			ret = aesalt_gcm_encrypt(key, kl, iv, 12, in, 45, NULL, NULL, 0, mac, 16);
			CHECK(ret == 0, "aesalt GMAC: %d", ret);
			ret = wc_GmacVerify(key, kl, iv, 12, in, 45, mac, 16);
			CHECK(ret == 0, "GMAC key %u: %d", (unsigned)kl, ret);
		}
#endif
	}
}

/* ---- CMAC ---------------------------------------------------------------- */

static int call(wc_CryptoInfo *info);

#ifdef WOLFSSL_CMAC
/* 1 if the kl bytes of key appear anywhere in the n bytes at p. */
static int holds_key(const void *p, size_t n, const uint8_t *key, size_t kl)
{
	const uint8_t *b = p;
	size_t i;

	for (i = 0; i + kl <= n; i++)
		if (memcmp(b + i, key, kl) == 0)
			return 1;
	return 0;
}

static unsigned long cmac_requests(void)
{
	aesalt_wolfssl_stats st;

	aesalt_wolfssl_get_stats(&st);
	return st.cmac;
}

/* Init, update in random pieces, final on cmac (device id devId); returns
 * the number of updates, or -1 (and ret) on a wolfSSL error. */
static int cmac_stream(Cmac *cmac, int devId, const uint8_t *key, word32 kl, const uint8_t *in,
		       size_t len, uint8_t *mac, word32 mac_len, int *ret)
{
	size_t off = 0;
	int n = 0;

	*ret = wc_InitCmac_ex(cmac, key, kl, WC_CMAC_AES, NULL, NULL, devId);
	while (*ret == 0 && (off < len || n == 0)) {
		size_t p = piece(len - off, 1, 40);
		*ret = wc_CmacUpdate(cmac, in + off, (word32)p);
		off += p;
		n++;
	}
	if (*ret == 0)
		*ret = wc_CmacFinal(cmac, mac, &mac_len);
	return *ret == 0 ? n : -1;
}

/* wolfSSL's CMAC API over the device against aesalt's one-shot CMAC (and
 * wolfSSL's software where there is one), every key size, lengths around
 * the block size, truncated tags; the request counter proves each call
 * reached the device; the Cmac holds no key once finished. */
static void test_cmac(void)
{
	static const size_t lens[] = { 0, 1, 15, 16, 17, 31, 32, 33, 64, 65, 99 };
	uint8_t key[32], in[100], mac[16], ref[16], sw[16];
	size_t k, i;
	int ret, n;

	for (k = 0; k < 3; k++) {
		word32 kl = key_lens[k];
		fill(key, sizeof key);
		for (i = 0; i < sizeof lens / sizeof lens[0]; i++) {
			size_t len = lens[i];
			word32 tl = i % 3 == 0 ? 16 : (word32)(4 + len % 13);
			unsigned long c0;
			Cmac cmac;

			fill(in, len);
			CHECK(aesalt_cmac(key, kl, in, len, ref) == 0, "aesalt_cmac");
			memset(mac, 0, sizeof mac);
			c0 = cmac_requests();
			n = cmac_stream(&cmac, dev_id(), key, kl, in, len, mac, tl, &ret);
			CHECK(n > 0 && memcmp(mac, ref, tl) == 0, "CMAC key %u len %u tag %u: %d",
			      (unsigned)kl, (unsigned)len, (unsigned)tl, ret);
			CHECK(n < 0 || cmac_requests() - c0 == (unsigned long)n + 2,
			      "CMAC key %u len %u: %lu requests reached the device, not %d",
			      (unsigned)kl, (unsigned)len, cmac_requests() - c0, n + 2);
			CHECK(!holds_key(&cmac, sizeof cmac, key, kl),
			      "CMAC key %u: the key is still in the finished Cmac", (unsigned)kl);
			if (has_software()) {
				Cmac soft;
				memset(sw, 0, sizeof sw);
				c0 = cmac_requests();
				n = cmac_stream(&soft, UNUSED_DEVID, key, kl, in, len, sw, tl,
						&ret);
				CHECK(n > 0 && memcmp(sw, mac, tl) == 0 && cmac_requests() == c0,
				      "CMAC key %u len %u: device and software differ (%d)",
				      (unsigned)kl, (unsigned)len, ret);
			}

			/* One-shots. */
			c0 = cmac_requests();
			memset(mac, 0, sizeof mac);
			tl = 16;
			ret = wc_AesCmacGenerate(mac, &tl, in, (word32)len, key, kl);
			CHECK(ret == 0 && memcmp(mac, ref, 16) == 0, "wc_AesCmacGenerate: %d", ret);
			ret = wc_AesCmacVerify(ref, 16, in, (word32)len, key, kl);
			CHECK(ret == 0, "wc_AesCmacVerify: %d", ret);
			ref[len % 16] ^= 0x20;
			ret = wc_AesCmacVerify(ref, 16, in, (word32)len, key, kl);
			CHECK(ret != 0, "wc_AesCmacVerify accepted a wrong tag");
			ref[len % 16] ^= 0x20;
			/* wolfSSL 5.5's one-shots take no device id and it has no
			 * find-device hook: they run wolfSSL's software. */
			CHECK(cmac_requests() - c0 == (g_route == ROUTE_DEVID ? 0u : 3u),
			      "one-shot CMAC: %lu requests reached the device",
			      cmac_requests() - c0);
#if LIBWOLFSSL_VERSION_HEX >= 0x05007000
			memset(&cmac, 0xa5, sizeof cmac); /* the _ex one-shot takes any Cmac */
			memset(mac, 0, sizeof mac);
			tl = 16;
			c0 = cmac_requests();
			ret = wc_AesCmacGenerate_ex(&cmac, mac, &tl, in, (word32)len, key, kl, NULL,
						    dev_id());
			CHECK(ret == 0 && memcmp(mac, ref, 16) == 0 &&
				      !holds_key(&cmac, sizeof cmac, key, kl),
			      "wc_AesCmacGenerate_ex: %d", ret);
			ret = wc_AesCmacVerify_ex(&cmac, ref, 16, in, (word32)len, key, kl, NULL,
						  dev_id());
			CHECK(ret == 0, "wc_AesCmacVerify_ex: %d", ret);
			/* Without a key: the message of a Cmac given one by init. */
			ret = wc_InitCmac_ex(&cmac, key, kl, WC_CMAC_AES, NULL, NULL, dev_id());
			memset(mac, 0, sizeof mac);
			if (ret == 0)
				ret = wc_AesCmacGenerate_ex(&cmac, mac, &tl, in, (word32)len, NULL,
							    0, NULL, dev_id());
			CHECK(ret == 0 && memcmp(mac, ref, 16) == 0,
			      "keyless wc_AesCmacGenerate_ex: %d", ret);
			CHECK(cmac_requests() - c0 == 4, "_ex one-shots: %lu requests, not 4",
			      cmac_requests() - c0);
			wc_CmacFree(&cmac);
#endif
		}
	}
}

/* Bad CMAC input through wolfSSL's API and straight into the callback. */
static void test_cmac_bad(void)
{
	uint8_t key[32] = { 7, 6, 5 }, buf[32] = { 0 }, mac[16];
	word32 tl = 16;
	wc_CryptoInfo info;
	Cmac cmac;
	int ret, expect_bad_key;

	ret = wc_InitCmac_ex(&cmac, key, 16, WC_CMAC_AES, NULL, NULL, dev_id());
	CHECK(ret == 0, "wc_InitCmac_ex: %d", ret);
	tl = 3;
	CHECK(wc_CmacFinal(&cmac, mac, &tl) == BUFFER_E, "CMAC tag of 3 bytes");
	tl = 16;
	CHECK(wc_CmacUpdate(&cmac, NULL, 5) == BAD_FUNC_ARG, "CMAC NULL input");
	/* (wc_CmacFinal frees the Cmac even on an error, 5.7 and later.) */
	ret = wc_InitCmac_ex(&cmac, key, 16, WC_CMAC_AES, NULL, NULL, dev_id());
	CHECK(ret == 0, "wc_InitCmac_ex: %d", ret);

	memset(&info, 0, sizeof info);
	info.algo_type = WC_ALGO_TYPE_CMAC;
	CHECK(call(&info) == BAD_FUNC_ARG, "CMAC NULL Cmac");
	info.cmac.cmac = &cmac;
	info.cmac.in = buf;
	info.cmac.inSz = 5;
	CHECK(call(&info) == 0, "CMAC update");
	cmac.bufferSz = 17; /* a state wolfSSL's software would refuse too */
	CHECK(call(&info) == BAD_STATE_E, "CMAC update with bufferSz 17");
	cmac.bufferSz = 5;
	info.cmac.out = mac;
	info.cmac.outSz = &tl;
	tl = 17;
	CHECK(call(&info) == BUFFER_E, "CMAC tag of 17 bytes");
	/* A refused final ends the message too (wolfSSL's one-shot frees its
	 * Cmac after one): nothing left to continue. */
	tl = 16;
	CHECK(call(&info) == BAD_STATE_E, "CMAC final after a refused final");
	CHECK(!holds_key(&cmac, sizeof cmac, key, 16), "the key is still in the Cmac");
	ret = wc_InitCmac_ex(&cmac, key, 16, WC_CMAC_AES, NULL, NULL, dev_id());
	CHECK(ret == 0, "wc_InitCmac_ex: %d", ret);
	info.cmac.outSz = NULL;
	CHECK(call(&info) == BAD_FUNC_ARG, "CMAC final with NULL outSz");
	ret = wc_InitCmac_ex(&cmac, key, 16, WC_CMAC_AES, NULL, NULL, dev_id());
	CHECK(ret == 0, "wc_InitCmac_ex: %d", ret);
	info.cmac.outSz = &tl;
	CHECK(call(&info) == 0, "CMAC final");
	/* Finished: its key is gone, so nothing can continue it. */
	info.cmac.out = NULL;
	info.cmac.outSz = NULL;
	CHECK(call(&info) == BAD_STATE_E, "CMAC update after final");
	CHECK(!holds_key(&cmac, sizeof cmac, key, 16), "the key is still in the Cmac");

	/* Keyed requests: NULL key, a key that is no AES key, one-shot
	 * without an output. */
	memset(&info, 0, sizeof info);
	info.algo_type = WC_ALGO_TYPE_CMAC;
	info.cmac.cmac = &cmac;
	info.cmac.type = WC_CMAC_AES;
	info.cmac.keySz = 16;
	CHECK(call(&info) == BAD_FUNC_ARG, "CMAC NULL key");
	expect_bad_key = g_route == ROUTE_ONLY_AES ? BAD_FUNC_ARG : CRYPTOCB_UNAVAILABLE;
	info.cmac.key = key;
	info.cmac.keySz = 20;
	ret = call(&info);
	CHECK(ret == expect_bad_key, "CMAC key of 20 bytes: %d", ret);
	info.cmac.keySz = 33;
	ret = call(&info);
	CHECK(ret == expect_bad_key, "CMAC key of 33 bytes: %d", ret);
	/* The key before the tag length, as wolfSSL's one-shot (the
	 * software sets the key first, BAD_FUNC_ARG; fuzz_wolfssl found a
	 * device answering BUFFER_E). */
	info.cmac.keySz = 20;
	info.cmac.in = buf;
	info.cmac.inSz = 16;
	info.cmac.out = mac;
	info.cmac.outSz = &tl;
	tl = 3;
	ret = call(&info);
	CHECK(ret == expect_bad_key, "CMAC one-shot, key of 20 bytes, tag of 3: %d", ret);
	tl = 16;
	info.cmac.in = NULL;
	info.cmac.inSz = 0;
	info.cmac.out = NULL;
	info.cmac.outSz = NULL;
	info.cmac.keySz = 16;
	info.cmac.in = buf;
	info.cmac.inSz = 16;
	CHECK(call(&info) == BAD_FUNC_ARG, "CMAC one-shot without an output");
	info.cmac.type = WC_CMAC_AES + 1;
	CHECK(call(&info) == CRYPTOCB_UNAVAILABLE, "CMAC of another type not declined");

	/* A Cmac the device does not serve is wolfSSL's: declined. */
	memset(&cmac, 0, sizeof cmac);
	memset(&info, 0, sizeof info);
	info.algo_type = WC_ALGO_TYPE_CMAC;
	info.cmac.cmac = &cmac;
	info.cmac.in = buf;
	info.cmac.inSz = 16;
	CHECK(call(&info) == CRYPTOCB_UNAVAILABLE, "CMAC update of another's Cmac");
	if (has_software()) {
		ret = wc_InitCmac_ex(&cmac, key, 16, WC_CMAC_AES, NULL, NULL, UNUSED_DEVID);
		CHECK(ret == 0 && call(&info) == CRYPTOCB_UNAVAILABLE,
		      "CMAC update of a software Cmac not declined: %d", ret);
		wc_AesFree(&cmac.aes);
	}
#if LIBWOLFSSL_VERSION_HEX >= 0x05007000
	/* The one-shots with a bad tag length, as wolfSSL's software answers
	 * them (fuzz_wolfssl found both): with a key that is no AES key the
	 * key's error; without a key, the Cmac ends (the software frees it). */
	tl = 3;
	ret = wc_AesCmacGenerate_ex(&cmac, mac, &tl, buf, 16, key, 20, NULL, dev_id());
	CHECK(ret == BAD_FUNC_ARG, "CMAC one-shot, key of 20 bytes, tag of 3: %d", ret);
	ret = wc_InitCmac_ex(&cmac, key, 16, WC_CMAC_AES, NULL, NULL, dev_id());
	tl = 17;
	if (ret == 0)
		ret = wc_AesCmacGenerate_ex(&cmac, mac, &tl, buf, 16, NULL, 0, NULL, dev_id());
	CHECK(ret == BUFFER_E && !holds_key(&cmac, sizeof cmac, key, 16),
	      "keyless CMAC one-shot, tag of 17: %d, or the key is still in the Cmac", ret);
	wc_CmacFree(&cmac);
#endif
}

/* A Cmac started on one thread and finished on another: the other
 * thread's cache has no slot for it and makes one from the key in the
 * Cmac. */
static void *cmac_thread(void *p)
{
	Cmac *cmac = p;
	static const uint8_t more[40] = { 1 };
	uint8_t mac[16];
	word32 tl = 16;

	if (wc_CmacUpdate(cmac, more, sizeof more) != 0 || wc_CmacFinal(cmac, mac, &tl) != 0)
		memset(mac, 0, sizeof mac);
	memcpy(cmac->buffer, mac, 16); /* the result, for the main thread */
	aesalt_wolfssl_cache_wipe();
	return NULL;
}

static void test_cmac_thread(void)
{
	static const uint8_t key[24] = { 3, 1, 4, 1, 5, 9, 2, 6 }, first[20] = { 2 };
	uint8_t msg[60] = { 0 }, ref[16];
	pthread_t th;
	Cmac cmac;
	int ret;

	memcpy(msg, first, sizeof first);
	msg[20] = 1; /* more[] */
	CHECK(aesalt_cmac(key, sizeof key, msg, sizeof msg, ref) == 0, "aesalt_cmac");
	ret = wc_InitCmac_ex(&cmac, key, sizeof key, WC_CMAC_AES, NULL, NULL, dev_id());
	if (ret == 0)
		ret = wc_CmacUpdate(&cmac, first, sizeof first);
	CHECK(ret == 0, "CMAC init/update: %d", ret);
	if (ret != 0 || pthread_create(&th, NULL, cmac_thread, &cmac) != 0) {
		CHECK(0, "pthread_create");
		return;
	}
	pthread_join(th, NULL);
	CHECK(memcmp(cmac.buffer, ref, 16) == 0, "CMAC finished on another thread");
}
#endif

/* ---- threads ------------------------------------------------------------ */

/* Each thread has its own key cache: threads with their own keys and one
 * shared key, GCM through the device against aesalt's one-shot GCM. */
#define THREADS 4

struct thread_arg {
	uint8_t key[32];
	unsigned long bad;
};

static void *thread_main(void *p)
{
	struct thread_arg *t = p;
	static const uint8_t shared[16] = { 9, 8, 7, 6, 5, 4, 3, 2, 1 };
	uint8_t iv[12] = { 0 }, in[100], a[100], b[100], ta[16], tb[16];
	int i;

	memset(in, 0x5c, sizeof in);
	for (i = 0; i < 200; i++) {
		const uint8_t *key = i % 3 == 0 ? shared : t->key;
		Aes aes;
		iv[0] = (uint8_t)i;
		if (wc_AesInit(&aes, NULL, dev_id()) != 0 || wc_AesGcmSetKey(&aes, key, 16) != 0 ||
		    wc_AesGcmEncrypt(&aes, a, in, sizeof in, iv, 12, ta, 16, NULL, 0) != 0 ||
		    aesalt_gcm_encrypt(key, 16, iv, 12, NULL, 0, in, b, sizeof in, tb, 16) != 0 ||
		    memcmp(a, b, sizeof a) != 0 || memcmp(ta, tb, 16) != 0)
			t->bad++;
		wc_AesFree(&aes);
	}
	aesalt_wolfssl_cache_wipe();
	return NULL;
}

static void test_threads(void)
{
	pthread_t th[THREADS];
	struct thread_arg arg[THREADS];
	int i, started[THREADS];

	for (i = 0; i < THREADS; i++) {
		memset(&arg[i], 0, sizeof arg[i]);
		fill(arg[i].key, sizeof arg[i].key);
		started[i] = pthread_create(&th[i], NULL, thread_main, &arg[i]) == 0;
		CHECK(started[i], "pthread_create");
	}
	for (i = 0; i < THREADS; i++) {
		if (!started[i])
			continue;
		pthread_join(th[i], NULL);
		CHECK(arg[i].bad == 0, "thread %d: %lu wrong GCM results", i, arg[i].bad);
	}
}

/* ---- bad input ---------------------------------------------------------- */

/* Calls the device directly, as wolfSSL's dispatcher would. */
static int call(wc_CryptoInfo *info)
{
	return aesalt_wolfssl_cryptocb(AESALT_WOLFSSL_DEVID, info, NULL);
}

static void test_bad_input(void)
{
	uint8_t key[16] = { 1, 2, 3 }, iv[16] = { 0 }, buf[64] = { 0 }, tag[16] = { 0 };
	wc_CryptoInfo info;
	Aes aes, blank;
	int ret, expect_unkeyed;

	/* Through wolfSSL's API with the device active. */
	init_key(&aes, dev_id(), key, 16, iv, AES_ENCRYPTION);
	CHECK(wc_AesCbcEncrypt(NULL, buf, buf, 16) == BAD_FUNC_ARG, "CBC NULL aes");
	CHECK(wc_AesCbcEncrypt(&aes, NULL, buf, 16) == BAD_FUNC_ARG, "CBC NULL out");
	CHECK(wc_AesCtrEncrypt(&aes, buf, NULL, 16) == BAD_FUNC_ARG, "CTR NULL in");
	CHECK(wc_AesEcbEncrypt(&aes, buf, NULL, 16) == BAD_FUNC_ARG, "ECB NULL in");
	CHECK(wc_AesGcmEncrypt(&aes, buf, buf, 16, iv, 12, NULL, 16, NULL, 0) == BAD_FUNC_ARG,
	      "GCM NULL tag");
	CHECK(wc_AesGcmEncrypt(&aes, buf, buf, 16, iv, 0, tag, 16, NULL, 0) == BAD_FUNC_ARG,
	      "GCM iv length 0");
	CHECK(wc_AesGcmEncrypt(&aes, buf, buf, 16, iv, 12, tag, 17, NULL, 0) == BAD_FUNC_ARG,
	      "GCM tag length 17");
	CHECK(wc_AesCcmEncrypt(&aes, buf, buf, 16, iv, 6, tag, 16, NULL, 0) == BAD_FUNC_ARG,
	      "CCM nonce length 6");
	CHECK(wc_AesCcmEncrypt(&aes, buf, buf, 16, iv, 13, tag, 5, NULL, 0) == BAD_FUNC_ARG,
	      "CCM tag length 5");
	wc_AesFree(&aes);

	/* Straight into the callback: what wolfSSL checks, and more. */
	init_key(&aes, dev_id(), key, 16, iv, AES_ENCRYPTION);
	CHECK(call(NULL) == BAD_FUNC_ARG, "NULL info");
	memset(&info, 0, sizeof info);
	info.algo_type = WC_ALGO_TYPE_HASH;
	CHECK(call(&info) == CRYPTOCB_UNAVAILABLE, "hash request not declined");
	info.algo_type = WC_ALGO_TYPE_CIPHER;
	info.cipher.type = 999;
	CHECK(call(&info) == CRYPTOCB_UNAVAILABLE, "unknown cipher not declined");
#ifndef NO_DES3
	info.cipher.type = WC_CIPHER_DES3;
	CHECK(call(&info) == CRYPTOCB_UNAVAILABLE, "DES3 not declined");
#endif

	memset(&info, 0, sizeof info);
	info.algo_type = WC_ALGO_TYPE_CIPHER;
	info.cipher.type = WC_CIPHER_AES_ECB;
	info.cipher.enc = 1;
	info.cipher.aesecb.aes = NULL;
	info.cipher.aesecb.out = buf;
	info.cipher.aesecb.in = buf;
	info.cipher.aesecb.sz = 16;
	CHECK(call(&info) == BAD_FUNC_ARG, "ECB NULL aes");
	info.cipher.aesecb.aes = &aes;
	info.cipher.aesecb.out = NULL;
	CHECK(call(&info) == BAD_FUNC_ARG, "ECB NULL out");
	info.cipher.aesecb.out = buf;
	info.cipher.aesecb.sz = 0;
	CHECK(call(&info) == 0, "ECB empty");

	memset(&info, 0, sizeof info);
	info.algo_type = WC_ALGO_TYPE_CIPHER;
	info.cipher.type = WC_CIPHER_AES_CBC;
	info.cipher.enc = 0;
	info.cipher.aescbc.aes = &aes;
	info.cipher.aescbc.out = buf;
	info.cipher.aescbc.in = buf;
	info.cipher.aescbc.sz = 17;
#ifdef WOLFSSL_AES_CBC_LENGTH_CHECKS
	CHECK(call(&info) == BAD_LENGTH_E, "CBC decrypt of 17 bytes");
#else
	CHECK(call(&info) == BAD_FUNC_ARG, "CBC decrypt of 17 bytes");
#endif
	info.cipher.aescbc.in = NULL;
	CHECK(call(&info) == BAD_FUNC_ARG, "CBC NULL in");

	memset(&info, 0, sizeof info);
	info.algo_type = WC_ALGO_TYPE_CIPHER;
	info.cipher.type = WC_CIPHER_AES_CTR;
	info.cipher.aesctr.aes = &aes;
	info.cipher.aesctr.out = buf;
	info.cipher.aesctr.in = buf;
	info.cipher.aesctr.sz = 16;
	aes.left = 17;
	CHECK(call(&info) == BAD_STATE_E, "CTR with left = 17");
	aes.left = 0;
	info.cipher.aesctr.out = buf + 1; /* partial overlap: left to wolfSSL */
	ret = call(&info);
	CHECK(ret == CRYPTOCB_UNAVAILABLE, "CTR overlapping buffers: %d", ret);

	memset(&info, 0, sizeof info);
	info.algo_type = WC_ALGO_TYPE_CIPHER;
	info.cipher.type = WC_CIPHER_AES_GCM;
	info.cipher.enc = 1;
	info.cipher.aesgcm_enc.aes = &aes;
	info.cipher.aesgcm_enc.out = buf;
	info.cipher.aesgcm_enc.in = buf;
	info.cipher.aesgcm_enc.sz = 16;
	info.cipher.aesgcm_enc.iv = iv;
	info.cipher.aesgcm_enc.ivSz = 12;
	info.cipher.aesgcm_enc.authTag = tag;
	info.cipher.aesgcm_enc.authTagSz = 16;
	info.cipher.aesgcm_enc.authInSz = 5; /* with authIn NULL */
	CHECK(call(&info) == BAD_FUNC_ARG, "GCM NULL aad of length 5");
	info.cipher.aesgcm_enc.authInSz = 0;
	info.cipher.aesgcm_enc.authTagSz = WOLFSSL_MIN_AUTH_TAG_SZ - 1;
	CHECK(call(&info) == BAD_FUNC_ARG, "GCM tag below WOLFSSL_MIN_AUTH_TAG_SZ");
	info.cipher.aesgcm_enc.authTagSz = 16;
	info.cipher.aesgcm_enc.iv = NULL;
	CHECK(call(&info) == BAD_FUNC_ARG, "GCM NULL iv");
	info.cipher.aesgcm_enc.iv = iv;
	info.cipher.aesgcm_enc.in = NULL;
	CHECK(call(&info) == BAD_FUNC_ARG, "GCM NULL in");
	info.cipher.aesgcm_enc.aes = NULL;
	CHECK(call(&info) == BAD_FUNC_ARG, "GCM NULL aes");

	memset(&info, 0, sizeof info);
	info.algo_type = WC_ALGO_TYPE_CIPHER;
	info.cipher.type = WC_CIPHER_AES_CCM;
	info.cipher.enc = 0;
	info.cipher.aesccm_dec.aes = &aes;
	info.cipher.aesccm_dec.out = buf;
	info.cipher.aesccm_dec.in = buf;
	info.cipher.aesccm_dec.sz = 16;
	info.cipher.aesccm_dec.nonce = iv;
	info.cipher.aesccm_dec.nonceSz = 14;
	info.cipher.aesccm_dec.authTag = tag;
	info.cipher.aesccm_dec.authTagSz = 16;
	CHECK(call(&info) == BAD_FUNC_ARG, "CCM nonce length 14");
	info.cipher.aesccm_dec.nonceSz = 13;
	info.cipher.aesccm_dec.authTagSz = 3;
	CHECK(call(&info) == BAD_FUNC_ARG, "CCM tag length 3");
	info.cipher.aesccm_dec.authTagSz = 18;
	CHECK(call(&info) == BAD_FUNC_ARG, "CCM tag length 18");
	info.cipher.aesccm_dec.authTagSz = 16;
	info.cipher.aesccm_dec.sz = 70000; /* 13-byte nonce: at most 65535 bytes */
	CHECK(call(&info) == AES_CCM_OVERFLOW_E, "CCM message too long for the nonce");
	info.cipher.aesccm_dec.sz = 16;
	info.cipher.aesccm_dec.authTag = NULL;
	CHECK(call(&info) == BAD_FUNC_ARG, "CCM NULL tag");

	/* An Aes object never given a key, and one full of garbage: never a
	 * crash; declined (wolfSSL's software then answers) or, under
	 * ONLY_AES where nothing else can answer, an error. */
	expect_unkeyed = g_route == ROUTE_ONLY_AES ? KEYUSAGE_E : CRYPTOCB_UNAVAILABLE;
	memset(&blank, 0, sizeof blank);
	CHECK(wc_AesInit(&blank, NULL, dev_id()) == 0, "wc_AesInit");
	memset(&info, 0, sizeof info);
	info.algo_type = WC_ALGO_TYPE_CIPHER;
	info.cipher.type = WC_CIPHER_AES_ECB;
	info.cipher.enc = 1;
	info.cipher.aesecb.aes = &blank;
	info.cipher.aesecb.out = buf;
	info.cipher.aesecb.in = buf;
	info.cipher.aesecb.sz = 32;
	ret = call(&info);
	CHECK(ret == expect_unkeyed, "ECB with an unkeyed Aes: %d", ret);
	memset(&blank, 0xa5, sizeof blank);
	blank.devId = dev_id();
	ret = call(&info);
	CHECK(ret == expect_unkeyed, "ECB with a garbage Aes: %d", ret);
	info.cipher.type = WC_CIPHER_AES_GCM;
	info.cipher.aesgcm_enc.aes = &blank;
	info.cipher.aesgcm_enc.out = buf;
	info.cipher.aesgcm_enc.in = buf;
	info.cipher.aesgcm_enc.sz = 16;
	info.cipher.aesgcm_enc.iv = iv;
	info.cipher.aesgcm_enc.ivSz = 12;
	info.cipher.aesgcm_enc.authTag = tag;
	info.cipher.aesgcm_enc.authTagSz = 16;
	ret = call(&info);
	CHECK(ret == expect_unkeyed, "GCM with a garbage Aes: %d", ret);
	if (g_route == ROUTE_FIND) {
		/* A key set for decryption used for encryption: on wolfSSL 5.7,
		 * where the key is read back from the schedule, the device must
		 * decline rather than guess. */
		Aes dec;
		init_key(&dec, INVALID_DEVID, key, 16, NULL, AES_DECRYPTION);
		info.cipher.type = WC_CIPHER_AES_ECB;
		info.cipher.aesecb.aes = &dec;
		ret = call(&info);
		CHECK(ret == 0 || ret == CRYPTOCB_UNAVAILABLE, "ECB with a decryption key: %d",
		      ret);
		wc_AesFree(&dec);
	}
	wc_AesFree(&aes);
}

/* ---- per kernel --------------------------------------------------------- */

static void run_kernel(const char *kernel)
{
	aesalt_wolfssl_stats st;
	unsigned long fail0 = g_fail;

	aesalt_wolfssl_reset_stats();
	aesalt_wolfssl_cache_wipe();
#ifdef AESALT_TEST_HOOKS
	aesalt_test_reset_calls();
#endif
	test_kat();
	if (g_route != ROUTE_DEVID) {
		/* The explicit device id works on the find-device routes too
		 * (the key then always comes from devKey). */
		g_explicit = 1;
		test_kat();
		g_explicit = 0;
	}
	if (has_software()) {
		test_ecb();
		test_cbc();
		test_ctr();
	}
	test_gcm();
	test_ccm();
	test_other_modes();
#ifdef WOLFSSL_CMAC
	test_cmac();
	test_cmac_bad();
	test_cmac_thread();
#endif
	test_threads();
	test_bad_input();

	CHECK(aesalt_wolfssl_get_stats(&st) == 0, "get_stats");
	CHECK(aesalt_wolfssl_get_stats(NULL) == BAD_FUNC_ARG, "get_stats(NULL)");
	CHECK(st.ecb_enc > 0 && st.ecb_dec > 0 && st.cbc_enc > 0 && st.cbc_dec > 0 && st.ctr > 0 &&
		      st.gcm_enc > 0 && st.gcm_dec > 0 && st.ccm_enc > 0 && st.ccm_dec > 0 &&
		      st.cmac > 0,
	      "a mode never reached the device: ecb %lu/%lu cbc %lu/%lu ctr %lu gcm %lu/%lu ccm "
	      "%lu/%lu cmac %lu",
	      st.ecb_enc, st.ecb_dec, st.cbc_enc, st.cbc_dec, st.ctr, st.gcm_enc, st.gcm_dec,
	      st.ccm_enc, st.ccm_dec, st.cmac);
	CHECK(st.kernel != NULL && strcmp(st.kernel, kernel) == 0 && !st.kernels_mixed,
	      "device keys from kernel %s (mixed %d), not %s", st.kernel ? st.kernel : "none",
	      st.kernels_mixed, kernel);
#ifdef AESALT_TEST_HOOKS
	CHECK(aesalt_test_kernel_calls(kernel) > 0, "kernel %s never called", kernel);
#endif
	printf("%-8s %s: %lu requests served, %lu declined, %lu answered with an error\n", kernel,
	       g_fail == fail0 ? "ok" : "FAILED", served(&st), st.declined, st.errors);
}

int main(int argc, char **argv)
{
	const char *forced = getenv("AESALT_KERNEL");
	size_t i;
	int ret;

	if (argc == 2 && strcmp(argv[1], "--kernels") == 0) {
		for (i = 0; i < aesalt_kernel_count(); i++)
			printf("%s\n", aesalt_kernel_name(i));
		return 0;
	}
	if (argc != 3 || strcmp(argv[1], "--route") != 0) {
		fprintf(stderr, "usage: %s --route find|devid|only-aes | --kernels\n", argv[0]);
		return 2;
	}
	if (strcmp(argv[2], "find") == 0)
		g_route = ROUTE_FIND;
	else if (strcmp(argv[2], "devid") == 0)
		g_route = ROUTE_DEVID;
	else if (strcmp(argv[2], "only-aes") == 0)
		g_route = ROUTE_ONLY_AES;
	else {
		fprintf(stderr, "unknown route %s\n", argv[2]);
		return 2;
	}

	ret = wolfCrypt_Init();
	CHECK(ret == 0, "wolfCrypt_Init: %d", ret);
	if (!aesalt_wolfssl_registered()) {
		CHECK(aesalt_wolfssl_unregister() == BAD_STATE_E, "unregister before register");
		ret = aesalt_wolfssl_register();
		CHECK(ret == 0, "aesalt_wolfssl_register: %d", ret);
	}
	CHECK(aesalt_wolfssl_register() == 0, "second register is not a no-op");

	if (forced != NULL && forced[0] != '\0' && strcmp(forced, "auto") != 0) {
		CHECK(aesalt_kernel_active() != NULL && strcmp(aesalt_kernel_active(), forced) == 0,
		      "AESALT_KERNEL=%s not in force", forced);
		if (aesalt_kernel_active() != NULL)
			run_kernel(aesalt_kernel_active());
	} else {
		for (i = 0; i < aesalt_kernel_count(); i++) {
			const char *name = aesalt_kernel_name(i);
			CHECK(aesalt_kernel_select(name) == 0, "select %s", name);
			run_kernel(name);
		}
		aesalt_kernel_select(NULL);
	}

	CHECK(aesalt_wolfssl_unregister() == 0, "unregister");
	if (has_software()) {
		/* Unregistered: wolfSSL's software answers, the device sees
		 * nothing. */
		aesalt_wolfssl_stats st;
		uint8_t key[16] = { 0 }, buf[32] = { 0 };
		Aes aes;
		aesalt_wolfssl_reset_stats();
		init_key(&aes, INVALID_DEVID, key, 16, NULL, AES_ENCRYPTION);
		CHECK(wc_AesEcbEncrypt(&aes, buf, buf, 32) == 0, "software ECB after unregister");
		wc_AesFree(&aes);
		aesalt_wolfssl_get_stats(&st);
		CHECK(served(&st) == 0, "device still called after unregister");
	}
	wolfCrypt_Cleanup();
	printf("%lu checks, %lu failed\n", g_checks, g_fail);
	return g_fail == 0 ? 0 : 1;
}
