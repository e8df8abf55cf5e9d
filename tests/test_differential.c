/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Differential (XREF) test: every usable kernel against every other, for
 * every mode, every message length 0..300 and a spread up to 1024, with
 * random keys, IVs and split points.
 *
 * For one mode and one length, the same inputs run once per kernel (the
 * kernel is chosen with aesalt_kernel_select(), so keys and one-shot calls use
 * it); each run packs everything it produced (output, tag, updated IV or
 * counter) into res[k], and every pair of kernels must agree byte for byte.
 * Within a kernel, the streaming API fed in random pieces must equal the
 * one-shot call, and decryption must invert encryption.  A mismatch prints
 * "XREF <kernelA> vs <kernelB> <mode> (len = N)" as BearSSL's test_crypto
 * does; after a few mismatches a mode is skipped so one bug does not bury
 * the others.
 *
 * Each length runs ROUNDS times with fresh keys, IVs and splits (about 3 s
 * on the development machine; under sanitizers or valgrind, pass a smaller
 * count).
 *
 * Usage: test_differential [seed [rounds]]   (the default seed is fixed)
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "testutil.h"

#define MAXK 8
#define MAXLEN 1024
#define RESLEN (4 * MAXLEN + 256)
#define MAX_MISMATCH 3
#define ROUNDS 6

static size_t nk;
static const char *kname[MAXK];
static size_t cur; /* kernel now selected */
static uint8_t res[MAXK][RESLEN];
static uint64_t rng;

/* Inputs of one length, shared by all kernels. */
static uint8_t pt[MAXLEN], rnd[MAXLEN], aad[MAXLEN], key[64], iv[64];
static uint8_t tmp[MAXLEN], tmp2[MAXLEN];

struct mode {
	const char *name;
	void (*run)(struct mode *m, size_t len);
	unsigned bad; /* mismatches seen; the mode stops at MAX_MISMATCH */
};

static size_t urand(size_t n)
{
	return n == 0 ? 0 : (size_t)(test_rand(&rng) % n);
}

static size_t aes_key_len(void)
{
	return 16 + 8 * urand(3);
}

/* A random piece length for streaming splits: often tiny or empty, so
 * partial blocks and zero-length calls happen, sometimes the rest. */
static size_t piece(size_t left)
{
	size_t r = urand(10), n;
	if (r == 0)
		n = 0;
	else if (r < 6)
		n = 1 + urand(17);
	else if (r < 9)
		n = 1 + urand(70);
	else
		n = left;
	return n < left ? n : left;
}

static void sel(size_t k)
{
	int rc = aesalt_kernel_select(kname[k]);
	cur = k;
	if (rc != 0)
		CHECK(0, "aesalt_kernel_select(%s) = %d", kname[k], rc);
}

/* A check inside a mode: counts, and prints while the mode is not muted. */
static void mcheck(struct mode *m, int ok, size_t len, const char *fmt, ...)
{
	va_list ap;
	if (ok) {
		test_passed++;
		return;
	}
	test_failed++;
	if (m->bad++ < MAX_MISMATCH) {
		fprintf(stderr, "FAIL %s %s (len = %zu): ", kname[cur], m->name, len);
		va_start(ap, fmt);
		vfprintf(stderr, fmt, ap);
		va_end(ap);
		fputc('\n', stderr);
	}
}

#define RC(m, len, call) mcheck((m), (call) == 0, (len), "%s failed", #call)

/* Compares res[] of every pair of kernels over n bytes. */
static void xref(struct mode *m, size_t len, size_t n)
{
	size_t a, b;
	for (a = 0; a < nk; a++) {
		for (b = a + 1; b < nk; b++) {
			if (memcmp(res[a], res[b], n) == 0) {
				test_passed++;
				continue;
			}
			test_failed++;
			if (m->bad++ < MAX_MISMATCH) {
				size_t i = 0;
				while (res[a][i] == res[b][i])
					i++;
				fprintf(stderr,
					"XREF %s vs %s %s (len = %zu): first difference at "
					"result byte %zu of %zu\n",
					kname[a], kname[b], m->name, len, i, n);
			}
		}
	}
}

static int muted(struct mode *m)
{
	if (m->bad < MAX_MISMATCH)
		return 0;
	if (m->bad == MAX_MISMATCH) {
		fprintf(stderr, "XREF %s: too many mismatches, mode skipped from now on\n",
			m->name);
		m->bad++;
	}
	return 1;
}

/* ---- block modes ------------------------------------------------------- */

static void t_ecb(struct mode *m, size_t len)
{
	size_t kl = aes_key_len(), k, i;
	len &= ~(size_t)15;
	test_fill(&rng, key, kl);
	for (k = 0; k < nk; k++) {
		aesalt_aes_key ek = { 0 }, dk = { 0 };
		uint8_t *r = res[k];
		sel(k);
		RC(m, len, aesalt_aes_ecb(1, key, kl, pt, r, len));
		RC(m, len, aesalt_aes_ecb(0, key, kl, rnd, r + len, len));
		/* the key-level API agrees with the one-shot one */
		RC(m, len, aesalt_aes_setkey_enc(&ek, key, kl));
		RC(m, len, aesalt_aes_setkey_dec(&dk, key, kl));
		RC(m, len, aesalt_ecb_enc(&ek, tmp, pt, len));
		mcheck(m, memcmp(tmp, r, len) == 0, len, "aesalt_ecb_enc != aesalt_aes_ecb");
		RC(m, len, aesalt_ecb_dec(&dk, tmp, r, len));
		mcheck(m, memcmp(tmp, pt, len) == 0, len, "ECB decrypt(encrypt(p)) != p");
		/* the one-block entries agree with ECB, block by block, in place
		 * and out of place */
		for (i = 0; i < len; i += 16) {
			RC(m, len, aesalt_aes_block_enc(&ek, tmp + i, pt + i));
			memcpy(tmp2 + i, rnd + i, 16);
			RC(m, len, aesalt_aes_block_dec(&dk, tmp2 + i, tmp2 + i));
		}
		mcheck(m, memcmp(tmp, r, len) == 0, len, "aesalt_aes_block_enc != aesalt_aes_ecb");
		mcheck(m, memcmp(tmp2, r + len, len) == 0, len,
		       "aesalt_aes_block_dec != aesalt_aes_ecb");
		/* ... and with out and in overlapping by every offset (the
		 * kernel's one-block slot, or core's copy without one) */
		if (len >= 16) {
			int d;
			for (d = -16; d <= 16; d++) {
				uint8_t buf[64];
				memcpy(buf + 16, pt, 16);
				RC(m, len, aesalt_aes_block_enc(&ek, buf + 16 + d, buf + 16));
				mcheck(m, memcmp(buf + 16 + d, r, 16) == 0, len,
				       "aesalt_aes_block_enc with out = in %+d", d);
				memcpy(buf + 16, rnd, 16);
				RC(m, len, aesalt_aes_block_dec(&dk, buf + 16 + d, buf + 16));
				mcheck(m, memcmp(buf + 16 + d, r + len, 16) == 0, len,
				       "aesalt_aes_block_dec with out = in %+d", d);
			}
		}
	}
	xref(m, len, 2 * len);
}

static void t_cbc(struct mode *m, size_t len)
{
	size_t kl = aes_key_len(), k, cut;
	len &= ~(size_t)15;
	cut = urand(len / 16 + 1) * 16;
	test_fill(&rng, key, kl);
	test_fill(&rng, iv, 16);
	for (k = 0; k < nk; k++) {
		aesalt_aes_key ek = { 0 }, dk = { 0 };
		uint8_t *r = res[k], v[16];
		sel(k);
		memcpy(r + len, iv, 16);
		RC(m, len, aesalt_aes_cbc(1, key, kl, r + len, pt, r, len));
		memcpy(r + 2 * len + 16, iv, 16);
		RC(m, len, aesalt_aes_cbc(0, key, kl, r + 2 * len + 16, rnd, r + len + 16, len));
		/* key-level, chained over two calls split at a block boundary */
		RC(m, len, aesalt_aes_setkey_enc(&ek, key, kl));
		RC(m, len, aesalt_aes_setkey_dec(&dk, key, kl));
		memcpy(v, iv, 16);
		RC(m, len, aesalt_cbc_enc(&ek, tmp, pt, cut, v));
		RC(m, len, aesalt_cbc_enc(&ek, tmp + cut, pt + cut, len - cut, v));
		mcheck(m, memcmp(tmp, r, len) == 0 && memcmp(v, r + len, 16) == 0, len,
		       "split aesalt_cbc_enc != one-shot (cut %zu)", cut);
		memcpy(v, iv, 16);
		RC(m, len, aesalt_cbc_dec(&dk, tmp, r, cut, v));
		RC(m, len, aesalt_cbc_dec(&dk, tmp + cut, r + cut, len - cut, v));
		mcheck(m, memcmp(tmp, pt, len) == 0, len, "CBC decrypt(encrypt(p)) != p");
	}
	xref(m, len, 3 * len + 32);
}

/* CFB128 and OFB: one-shot, then the streaming call in random pieces. */
static void t_cfb128(struct mode *m, size_t len)
{
	size_t kl = aes_key_len(), k;
	test_fill(&rng, key, kl);
	test_fill(&rng, iv, 16);
	for (k = 0; k < nk; k++) {
		aesalt_aes_key ek = { 0 };
		uint8_t *r = res[k], v[16];
		size_t done, off, n;
		sel(k);
		memcpy(r + len, iv, 16);
		RC(m, len, aesalt_aes_cfb128(1, key, kl, r + len, pt, r, len));
		memcpy(r + 2 * len + 16, iv, 16);
		RC(m, len, aesalt_aes_cfb128(0, key, kl, r + 2 * len + 16, rnd, r + len + 16, len));
		RC(m, len, aesalt_aes_setkey_enc(&ek, key, kl));
		memcpy(v, iv, 16);
		for (done = 0, off = 0; done < len; done += n) {
			n = piece(len - done);
			RC(m, len, aesalt_cfb128_enc(&ek, tmp + done, pt + done, n, v, &off));
		}
		mcheck(m, memcmp(tmp, r, len) == 0 && off == len % 16, len,
		       "streaming aesalt_cfb128_enc != one-shot");
		memcpy(v, iv, 16);
		for (done = 0, off = 0; done < len; done += n) {
			n = piece(len - done);
			RC(m, len, aesalt_cfb128_dec(&ek, tmp2 + done, r + done, n, v, &off));
		}
		mcheck(m, memcmp(tmp2, pt, len) == 0, len, "CFB128 streaming decrypt != p");
		memcpy(v, iv, 16);
		for (done = 0, off = 0; done < len; done += n) {
			n = piece(len - done);
			RC(m, len, aesalt_cfb128_dec(&ek, tmp2 + done, rnd + done, n, v, &off));
		}
		mcheck(m, memcmp(tmp2, r + len + 16, len) == 0, len,
		       "streaming aesalt_cfb128_dec != one-shot");
	}
	xref(m, len, 2 * len + 32);
}

static void t_cfb8(struct mode *m, size_t len)
{
	size_t kl = aes_key_len(), k;
	test_fill(&rng, key, kl);
	test_fill(&rng, iv, 16);
	for (k = 0; k < nk; k++) {
		aesalt_aes_key ek = { 0 };
		uint8_t *r = res[k], v[16];
		size_t done, n;
		sel(k);
		memcpy(r + len, iv, 16);
		RC(m, len, aesalt_aes_cfb8(1, key, kl, r + len, pt, r, len));
		memcpy(r + 2 * len + 16, iv, 16);
		RC(m, len, aesalt_aes_cfb8(0, key, kl, r + 2 * len + 16, rnd, r + len + 16, len));
		RC(m, len, aesalt_aes_setkey_enc(&ek, key, kl));
		memcpy(v, iv, 16);
		for (done = 0; done < len; done += n) {
			n = piece(len - done);
			RC(m, len, aesalt_cfb8_enc(&ek, tmp + done, pt + done, n, v));
		}
		mcheck(m, memcmp(tmp, r, len) == 0 && memcmp(v, r + len, 16) == 0, len,
		       "streaming aesalt_cfb8_enc != one-shot");
		memcpy(v, iv, 16);
		for (done = 0; done < len; done += n) {
			n = piece(len - done);
			RC(m, len, aesalt_cfb8_dec(&ek, tmp2 + done, r + done, n, v));
		}
		mcheck(m, memcmp(tmp2, pt, len) == 0, len, "CFB8 decrypt(encrypt(p)) != p");
	}
	xref(m, len, 2 * len + 32);
}

static void t_ofb(struct mode *m, size_t len)
{
	size_t kl = aes_key_len(), k;
	test_fill(&rng, key, kl);
	test_fill(&rng, iv, 16);
	for (k = 0; k < nk; k++) {
		aesalt_aes_key ek = { 0 };
		uint8_t *r = res[k], v[16];
		size_t done, off, n;
		sel(k);
		memcpy(r + len, iv, 16);
		RC(m, len, aesalt_aes_ofb(key, kl, r + len, pt, r, len));
		RC(m, len, aesalt_aes_setkey_enc(&ek, key, kl));
		memcpy(v, iv, 16);
		for (done = 0, off = 0; done < len; done += n) {
			n = piece(len - done);
			RC(m, len, aesalt_ofb(&ek, tmp + done, pt + done, n, v, &off));
		}
		mcheck(m, memcmp(tmp, r, len) == 0 && off == len % 16, len,
		       "streaming aesalt_ofb != one-shot");
		memcpy(v, iv, 16);
		RC(m, len, aesalt_aes_ofb(key, kl, v, r, tmp2, len));
		mcheck(m, memcmp(tmp2, pt, len) == 0, len, "OFB twice != p");
	}
	xref(m, len, len + 16);
}

static void t_ctr(struct mode *m, size_t len)
{
	size_t kl = aes_key_len(), k, i;
	test_fill(&rng, key, kl);
	test_fill(&rng, iv, 16);
	/* Often start near a carry so the wrap handling is compared too. */
	for (i = 16 - urand(12); i < 16 && urand(2); i++)
		iv[i] = 0xff;
	for (k = 0; k < nk; k++) {
		aesalt_aes_key ek = { 0 };
		uint8_t *r = res[k], c[16], sb[16];
		size_t done, off, n;
		sel(k);
		memcpy(r + len, iv, 16);
		RC(m, len, aesalt_aes_ctr(key, kl, r + len, pt, r, len));
		RC(m, len, aesalt_aes_setkey_enc(&ek, key, kl));
		memcpy(c, iv, 16);
		memset(sb, 0, 16);
		for (done = 0, off = 0; done < len; done += n) {
			n = piece(len - done);
			RC(m, len, aesalt_ctr(&ek, tmp + done, pt + done, n, c, sb, &off));
		}
		mcheck(m, memcmp(tmp, r, len) == 0, len, "streaming aesalt_ctr != one-shot");
		mcheck(m, memcmp(c, r + len, 16) == 0 && off == len % 16, len,
		       "streaming aesalt_ctr: counter or nc_off differs from one-shot");
		memcpy(c, iv, 16);
		RC(m, len, aesalt_aes_ctr(key, kl, c, r, tmp2, len));
		mcheck(m, memcmp(tmp2, pt, len) == 0, len, "CTR twice != p");
	}
	xref(m, len, len + 16);
}

static void t_xts(struct mode *m, size_t len)
{
	size_t kl, k;
	if (len < 16)
		return;
	kl = urand(2) ? 64 : 32;
	test_fill(&rng, key, kl);
	test_fill(&rng, iv, 16);
	for (k = 0; k < nk; k++) {
		aesalt_aes_key dke = { 0 }, dkd = { 0 }, tk = { 0 };
		uint8_t *r = res[k];
		sel(k);
		RC(m, len, aesalt_aes_xts(1, key, kl, iv, pt, r, len));
		RC(m, len, aesalt_aes_xts(0, key, kl, iv, rnd, r + len, len));
		/* key-level API: first half is the data key, second the tweak key */
		RC(m, len, aesalt_aes_setkey_enc(&dke, key, kl / 2));
		RC(m, len, aesalt_aes_setkey_dec(&dkd, key, kl / 2));
		RC(m, len, aesalt_aes_setkey_enc(&tk, key + kl / 2, kl / 2));
		RC(m, len, aesalt_xts_enc(&dke, &tk, tmp, pt, len, iv));
		mcheck(m, memcmp(tmp, r, len) == 0, len, "aesalt_xts_enc != aesalt_aes_xts");
		RC(m, len, aesalt_xts_dec(&dkd, &tk, tmp2, r, len, iv));
		mcheck(m, memcmp(tmp2, pt, len) == 0, len, "XTS decrypt(encrypt(p)) != p");
	}
	xref(m, len, 2 * len);
}

/* ---- AEADs and MAC ---------------------------------------------------- */

static size_t gcm_iv_len(void)
{
	static const size_t other[] = { 1, 7, 8, 11, 13, 15, 16, 17, 32, 60, 64 };
	return urand(2) ? 12 : other[urand(sizeof other / sizeof other[0])];
}

static size_t aad_len_for(size_t len)
{
	size_t r = urand(8);
	if (r == 0)
		return 0;
	if (r < 6)
		return urand(70);
	return urand(len + 1);
}

static void t_gcm(struct mode *m, size_t len)
{
	size_t kl = aes_key_len(), ivl = gcm_iv_len(), al = aad_len_for(len);
	size_t tl = 4 + urand(13), k;
	test_fill(&rng, key, kl);
	test_fill(&rng, iv, ivl);
	test_fill(&rng, aad, al);
	for (k = 0; k < nk; k++) {
		aesalt_gcm_ctx ctx;
		uint8_t *r = res[k], tag[16], tag2[16];
		size_t done, n;
		int rc;
		sel(k);
		memset(r + len, 0, 16);
		RC(m, len, aesalt_gcm_encrypt(key, kl, iv, ivl, aad, al, pt, r, len, r + len, tl));
		/* streaming, random pieces of AAD and data */
		memset(&ctx, 0, sizeof ctx);
		RC(m, len, aesalt_gcm_setkey(&ctx, key, kl));
		RC(m, len, aesalt_gcm_start(&ctx, 1, iv, ivl));
		for (done = 0; done < al; done += n) {
			n = piece(al - done);
			RC(m, len, aesalt_gcm_aad(&ctx, aad + done, n));
		}
		for (done = 0; done < len; done += n) {
			n = piece(len - done);
			RC(m, len, aesalt_gcm_update(&ctx, tmp + done, pt + done, n));
		}
		RC(m, len, aesalt_gcm_finish(&ctx, tag, 16));
		mcheck(m, memcmp(tmp, r, len) == 0 && memcmp(tag, r + len, tl) == 0, len,
		       "streaming GCM != one-shot (iv_len %zu, aad_len %zu, tag_len %zu)", ivl, al,
		       tl);
		memcpy(r + len + 16, tag, 16);
		/* streaming decryption gives back p and the same tag */
		RC(m, len, aesalt_gcm_start(&ctx, 0, iv, ivl));
		RC(m, len, aesalt_gcm_aad(&ctx, aad, al));
		for (done = 0; done < len; done += n) {
			n = piece(len - done);
			RC(m, len, aesalt_gcm_update(&ctx, tmp2 + done, r + done, n));
		}
		RC(m, len, aesalt_gcm_finish(&ctx, tag2, 16));
		mcheck(m, memcmp(tmp2, pt, len) == 0 && memcmp(tag2, tag, 16) == 0, len,
		       "streaming GCM decryption");
		aesalt_gcm_wipe(&ctx);
		/* one-shot decryption, then a forged tag */
		RC(m, len,
		   aesalt_gcm_decrypt(key, kl, iv, ivl, aad, al, r, tmp2, len, r + len, tl));
		mcheck(m, memcmp(tmp2, pt, len) == 0, len, "GCM decrypt(encrypt(p)) != p");
		memcpy(tag2, r + len, 16);
		tag2[urand(tl)] ^= (uint8_t)(1u << urand(8));
		memset(tmp2, 0x5a, len);
		rc = aesalt_gcm_decrypt(key, kl, iv, ivl, aad, al, r, tmp2, len, tag2, tl);
		memset(tmp, 0, len);
		mcheck(m, rc == AESALT_ERR_AUTH && memcmp(tmp2, tmp, len) == 0, len,
		       "GCM forged tag: rc %d or output not wiped", rc);
	}
	xref(m, len, len + 32);
}

static void t_ccm(struct mode *m, size_t len)
{
	size_t kl = aes_key_len(), nl = 7 + urand(7), al = aad_len_for(len);
	size_t tl = 4 + 2 * urand(7), k;
	test_fill(&rng, key, kl);
	test_fill(&rng, iv, nl);
	test_fill(&rng, aad, al);
	for (k = 0; k < nk; k++) {
		aesalt_aes_key ek = { 0 };
		uint8_t *r = res[k], tag[16];
		int rc;
		sel(k);
		memset(r + len, 0, 16);
		RC(m, len, aesalt_ccm_encrypt(key, kl, iv, nl, aad, al, pt, r, len, r + len, tl));
		RC(m, len, aesalt_aes_setkey_enc(&ek, key, kl));
		memset(tag, 0, 16);
		RC(m, len, aesalt_ccm_encrypt_key(&ek, iv, nl, aad, al, tmp, pt, len, tag, tl));
		mcheck(m, memcmp(tmp, r, len) == 0 && memcmp(tag, r + len, 16) == 0, len,
		       "aesalt_ccm_encrypt_key != aesalt_ccm_encrypt (nonce %zu, tag %zu)", nl, tl);
		RC(m, len, aesalt_ccm_decrypt(key, kl, iv, nl, aad, al, r, tmp2, len, r + len, tl));
		mcheck(m, memcmp(tmp2, pt, len) == 0, len, "CCM decrypt(encrypt(p)) != p");
		RC(m, len, aesalt_ccm_decrypt_key(&ek, iv, nl, aad, al, tmp2, r, len, r + len, tl));
		mcheck(m, memcmp(tmp2, pt, len) == 0, len, "CCM decrypt_key(encrypt(p)) != p");
		memcpy(tag, r + len, 16);
		tag[urand(tl)] ^= (uint8_t)(1u << urand(8));
		memset(tmp2, 0x5a, len);
		rc = aesalt_ccm_decrypt(key, kl, iv, nl, aad, al, r, tmp2, len, tag, tl);
		memset(tmp, 0, len);
		mcheck(m, rc == AESALT_ERR_AUTH && memcmp(tmp2, tmp, len) == 0, len,
		       "CCM forged tag: rc %d or output not wiped", rc);
		/* CCM* without authentication is CTR with the CCM counter layout */
		RC(m, len,
		   aesalt_ccm_encrypt(key, kl, iv, nl, aad, al, pt, r + len + 16, len, NULL, 0));
	}
	xref(m, len, 2 * len + 16);
}

static void t_cmac(struct mode *m, size_t len)
{
	size_t kl = aes_key_len(), k;
	test_fill(&rng, key, kl);
	for (k = 0; k < nk; k++) {
		aesalt_cmac_ctx ctx;
		uint8_t *r = res[k], mac[16];
		size_t done, n;
		sel(k);
		RC(m, len, aesalt_cmac(key, kl, pt, len, r));
		memset(&ctx, 0, sizeof ctx);
		RC(m, len, aesalt_cmac_setkey(&ctx, key, kl));
		/* first a throw-away message, so finish's reset is exercised */
		RC(m, len, aesalt_cmac_update(&ctx, rnd, urand(40)));
		RC(m, len, aesalt_cmac_finish(&ctx, mac));
		for (done = 0; done < len; done += n) {
			n = piece(len - done);
			RC(m, len, aesalt_cmac_update(&ctx, pt + done, n));
		}
		RC(m, len, aesalt_cmac_finish(&ctx, mac));
		mcheck(m, memcmp(mac, r, 16) == 0, len, "streaming CMAC != one-shot");
		/* and after an explicit reset mid-message */
		RC(m, len, aesalt_cmac_update(&ctx, rnd, urand(40)));
		RC(m, len, aesalt_cmac_reset(&ctx));
		RC(m, len, aesalt_cmac_update(&ctx, pt, len));
		RC(m, len, aesalt_cmac_finish(&ctx, mac));
		mcheck(m, memcmp(mac, r, 16) == 0, len, "CMAC after reset != one-shot");
		aesalt_cmac_wipe(&ctx);
	}
	xref(m, len, 16);
}

typedef int (*aegis_enc_fn)(const uint8_t *, const uint8_t *, const uint8_t *, size_t,
			    const uint8_t *, uint8_t *, size_t, uint8_t *, size_t);
typedef int (*aegis_dec_fn)(const uint8_t *, const uint8_t *, const uint8_t *, size_t,
			    const uint8_t *, uint8_t *, size_t, const uint8_t *, size_t);

static void t_aegis(struct mode *m, size_t len, aegis_enc_fn enc, aegis_dec_fn dec, size_t kl,
		    size_t tl)
{
	size_t al = aad_len_for(len), k;
	test_fill(&rng, key, kl);
	test_fill(&rng, iv, kl);
	test_fill(&rng, aad, al);
	for (k = 0; k < nk; k++) {
		uint8_t *r = res[k], tag[32];
		int rc;
		sel(k);
		memset(r + len, 0, 32);
		RC(m, len, enc(key, iv, aad, al, pt, r, len, r + len, tl));
		RC(m, len, dec(key, iv, aad, al, r, tmp2, len, r + len, tl));
		mcheck(m, memcmp(tmp2, pt, len) == 0, len, "decrypt(encrypt(p)) != p");
		memcpy(tag, r + len, 32);
		tag[urand(tl)] ^= (uint8_t)(1u << urand(8));
		memset(tmp2, 0x5a, len);
		rc = dec(key, iv, aad, al, r, tmp2, len, tag, tl);
		memset(tmp, 0, len);
		mcheck(m, rc == AESALT_ERR_AUTH && memcmp(tmp2, tmp, len) == 0, len,
		       "forged tag: rc %d or output not wiped", rc);
	}
	xref(m, len, len + 32);
}

static void t_aegis128(struct mode *m, size_t len)
{
	t_aegis(m, len, aesalt_aegis128_encrypt, aesalt_aegis128_decrypt, 16, 8 + urand(9));
}

static void t_aegis128l(struct mode *m, size_t len)
{
	t_aegis(m, len, aesalt_aegis128l_encrypt, aesalt_aegis128l_decrypt, 16, urand(2) ? 16 : 32);
}

static void t_aegis256(struct mode *m, size_t len)
{
	t_aegis(m, len, aesalt_aegis256_encrypt, aesalt_aegis256_decrypt, 32, urand(2) ? 16 : 32);
}

/* ---- driver ------------------------------------------------------------ */

static struct mode modes[] = {
	{ "ECB", t_ecb, 0 },
	{ "CBC", t_cbc, 0 },
	{ "CFB128", t_cfb128, 0 },
	{ "CFB8", t_cfb8, 0 },
	{ "OFB", t_ofb, 0 },
	{ "CTR", t_ctr, 0 },
	{ "XTS", t_xts, 0 },
	{ "GCM", t_gcm, 0 },
	{ "CCM", t_ccm, 0 },
	{ "CMAC", t_cmac, 0 },
	{ "AEGIS-128", t_aegis128, 0 },
	{ "AEGIS-128L", t_aegis128l, 0 },
	{ "AEGIS-256", t_aegis256, 0 },
};

/* Lengths: every one up to 300, then a spread (odd, block-sized, one off a
 * block) up to 1024 itself. */
static size_t lengths(size_t *out)
{
	static const size_t extra[] = { 319, 320, 321,	383,  400,  447,  479,	511, 512,
					513, 577, 640,	703,  767,  768,  769,	800, 863,
					911, 960, 1000, 1007, 1008, 1009, 1023, 1024 };
	size_t n = 0, i;
	for (i = 0; i <= 300; i++)
		out[n++] = i;
	for (i = 0; i < sizeof extra / sizeof extra[0]; i++)
		out[n++] = extra[i];
	return n;
}

int main(int argc, char **argv)
{
	size_t lens[400], nlen, i, j, k, rounds = ROUNDS, step = test_scale();
	int have_ct64 = 0, have_table = 0;

	rng = argc > 1 ? strtoull(argv[1], NULL, 0) : 0x616573616c74ull;
	if (rng == 0)
		rng = 1;
	if (argc > 2)
		rounds = strtoul(argv[2], NULL, 0);
	printf("test_differential: seed %llu, %zu rounds, scale 1/%zu\n", (unsigned long long)rng,
	       rounds, step);

	nk = aesalt_kernel_count();
	CHECK(nk >= 2 || nk >= test_min_usable(), "only %zu usable kernel(s): nothing to compare",
	      nk);
	if (nk < 2)
		printf("test_differential: one usable kernel in this build (%s): no pair to "
		       "compare; each mode still runs every length\n",
		       AESALT_TEST_KERNELS);
	if (nk > MAXK)
		nk = MAXK;
	for (k = 0; k < nk; k++) {
		kname[k] = aesalt_kernel_name(k);
		CHECK(kname[k] != NULL, "aesalt_kernel_name(%zu) is NULL", k);
		if (kname[k] == NULL)
			return test_summary("test_differential");
		have_ct64 |= strcmp(kname[k], "ct64") == 0;
		have_table |= strcmp(kname[k], "table") == 0;
		printf("  kernel %zu: %s\n", k, kname[k]);
	}
	CHECK(have_ct64 == test_kernel_built("ct64") && have_table == test_kernel_built("table"),
	      "the portable kernels the build has (ct64, table) must be usable");

	nlen = lengths(lens);
	for (j = 0; j < sizeof modes / sizeof modes[0]; j++) {
		/* Under AESALT_TEST_SCALE every step-th case runs. */
		if (test_compiled_out(modes[j].name) != NULL) {
			printf("test_differential: skip %s: compiled out (%s); test_vectors and "
			       "test_badinput check that it is refused\n",
			       modes[j].name, test_compiled_out(modes[j].name));
			continue;
		}
		for (i = 0; i < nlen * rounds; i += step) {
			size_t len = lens[i % nlen];
			if (muted(&modes[j]))
				break;
			test_fill(&rng, pt, len);
			test_fill(&rng, rnd, len);
			modes[j].run(&modes[j], len);
		}
	}
	aesalt_kernel_select(NULL);
	return test_summary("test_differential");
}
