/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The helpers aesalt.h gives adapters, so that they need not copy core's
 * rules: aesalt_run_in_order (partially overlapping buffers, the result a
 * stack's own loop gives), aesalt_check_buffers, aesalt_ct_compare and
 * aesalt_zeroize, on every usable kernel.
 *
 * aesalt_run_in_order is checked against plain loops written here: an
 * output before its input must give what the mode gives on a copy of the
 * input (each piece reads its input before it is overwritten); an output
 * inside its input, with unit 16, what a block loop gives block by block;
 * with unit 0 it is refused with nothing written; a length the mode
 * refuses on the whole (ECB, not whole blocks) is refused before any piece
 * is written.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "testutil.h"

static const char *kern;
static unsigned long calls;

static int ecb_fn(void *key, uint8_t *out, const uint8_t *in, size_t len)
{
	calls++;
	return aesalt_ecb_enc(key, out, in, len);
}

static int gcm_fn(void *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
	calls++;
	return aesalt_gcm_update(ctx, out, in, len);
}

#define BUF 2048

static void run_in_order(const char *name)
{
	static const long shifts[] = { -1, -15, -16, -17, -255, -256, -257, -700 };
	static const long ups[] = { 1, 8, 16, 17, 255, 256, 300 };
	static const size_t lens[] = { 16, 32, 256, 272, 512, 1024 };
	uint8_t k[16], buf[BUF], ref[BUF], blk[16], tag[16], tag2[16], iv[12];
	aesalt_aes_key key;
	aesalt_gcm_ctx gcm;
	size_t i, j, b;
	int rc;

	kern = name;
	test_fill(&(uint64_t){ 7 }, k, sizeof k);
	memset(&key, 0, sizeof key);
	CHECK(aesalt_aes_setkey_enc(&key, k, 16) == 0, "[%s] setkey", kern);

	for (i = 0; i < sizeof lens / sizeof lens[0]; i++) {
		size_t len = lens[i];
		/* output before its input: the mode over a copy of the input */
		for (j = 0; j < sizeof shifts / sizeof shifts[0]; j++) {
			size_t at = 800, to = (size_t)((long)at + shifts[j]);
			test_fill(&(uint64_t){ len + j }, buf, BUF);
			memcpy(ref, buf, BUF);
			CHECK(aesalt_ecb_enc(&key, ref + to, buf + at, len) == 0, "[%s] ref", kern);
			calls = 0;
			rc = aesalt_run_in_order(ecb_fn, &key, buf + to, buf + at, len, 0);
			CHECK(rc == 0 && memcmp(buf + to, ref + to, len) == 0,
			      "[%s] out = in %ld, len %zu: %d, differs from the mode on a copy",
			      kern, shifts[j], len, rc);
			/* overlapping: refused whole, then pieces; else one call */
			CHECK(calls == ((size_t)-shifts[j] < len ? 1u + (len + 255) / 256 : 1u),
			      "[%s] out = in %ld, len %zu: %lu calls", kern, shifts[j], len, calls);
		}
		/* output inside its input: block by block with unit 16,
		 * refused with unit 0 */
		for (j = 0; j < sizeof ups / sizeof ups[0]; j++) {
			size_t at = 500, to = at + (size_t)ups[j];
			test_fill(&(uint64_t){ 3 * len + j }, buf, BUF);
			memcpy(ref, buf, BUF);
			for (b = 0; b < len; b += 16) {
				memcpy(blk, ref + at + b, 16);
				aesalt_ecb_enc(&key, blk, blk, 16);
				memcpy(ref + to + b, blk, 16);
			}
			rc = aesalt_run_in_order(ecb_fn, &key, buf + to, buf + at, len, 16);
			CHECK(rc == 0 && memcmp(buf, ref, BUF) == 0,
			      "[%s] out = in + %ld, len %zu, unit 16: %d, differs from a block "
			      "loop",
			      kern, ups[j], len, rc);
			if ((size_t)ups[j] >= len)
				continue; /* disjoint */
			memcpy(ref, buf, BUF);
			rc = aesalt_run_in_order(ecb_fn, &key, buf + to, buf + at, len, 0);
			CHECK(rc == AESALT_ERR_BAD_INPUT && memcmp(buf, ref, BUF) == 0,
			      "[%s] out = in + %ld, unit 0: %d or output written", kern, ups[j],
			      rc);
		}
	}

	/* the rule on the whole length, before any piece is written */
	test_fill(&(uint64_t){ 99 }, buf, BUF);
	memcpy(ref, buf, BUF);
	rc = aesalt_run_in_order(ecb_fn, &key, buf + 100, buf + 116, 600, 16);
	CHECK(rc == AESALT_ERR_INPUT_LENGTH && memcmp(buf, ref, BUF) == 0,
	      "[%s] ECB of 600 bytes, out before in: %d, or pieces written", kern, rc);
	/* same or disjoint buffers: one call, as is */
	calls = 0;
	rc = aesalt_run_in_order(ecb_fn, &key, buf, buf, 1024, 0);
	CHECK(rc == 0 && calls == 1, "[%s] in place: %d, %lu calls", kern, rc, calls);
	calls = 0;
	rc = aesalt_run_in_order(ecb_fn, &key, buf, buf + 1024, 1024, 0);
	CHECK(rc == 0 && calls == 1, "[%s] disjoint: %d, %lu calls", kern, rc, calls);
	/* arguments */
	CHECK(aesalt_run_in_order(NULL, &key, buf, buf, 16, 0) == AESALT_ERR_BAD_INPUT,
	      "[%s] fn NULL", kern);
	CHECK(aesalt_run_in_order(ecb_fn, &key, buf, buf + 1, 16, 3) == AESALT_ERR_BAD_INPUT,
	      "[%s] unit 3", kern);
	CHECK(aesalt_run_in_order(ecb_fn, &key, NULL, buf, 16, 16) == AESALT_ERR_BAD_INPUT,
	      "[%s] out NULL", kern);
	CHECK(aesalt_run_in_order(ecb_fn, &key, NULL, NULL, 0, 16) == 0, "[%s] len 0", kern);

	/* a streaming mode: GCM over a left-shifted buffer, as Mbed TLS allows */
	memset(iv, 0x5c, sizeof iv);
	test_fill(&(uint64_t){ 5 }, buf, BUF);
	memcpy(ref, buf, BUF);
	CHECK(aesalt_gcm_encrypt(k, 16, iv, 12, NULL, 0, buf + 600, ref + 590, 1000, tag, 16) == 0,
	      "[%s] gcm ref", kern);
	memset(&gcm, 0, sizeof gcm);
	rc = aesalt_gcm_setkey(&gcm, k, 16);
	if (rc == 0)
		rc = aesalt_gcm_start(&gcm, 1, iv, 12);
	if (rc == 0)
		rc = aesalt_run_in_order(gcm_fn, &gcm, buf + 590, buf + 600, 1000, 0);
	if (rc == 0)
		rc = aesalt_gcm_finish(&gcm, tag2, 16);
	CHECK(rc == 0 && memcmp(buf + 590, ref + 590, 1000) == 0 && memcmp(tag, tag2, 16) == 0,
	      "[%s] GCM, out = in - 10: %d, differs from the one-shot on a copy", kern, rc);
	aesalt_gcm_wipe(&gcm);
	aesalt_aes_key_wipe(&key);
}

static void others(void)
{
	uint8_t a[32], b[32];
	size_t i, n;

	memset(a, 0x11, sizeof a);
	memcpy(b, a, sizeof b);
	for (n = 1; n <= 32; n++) {
		CHECK(aesalt_ct_compare(a, b, n) == 0, "ct_compare equal, n %zu", n);
		for (i = 0; i < n; i++) {
			b[i] ^= (uint8_t)(1u << (i % 8));
			CHECK(aesalt_ct_compare(a, b, n) == AESALT_ERR_AUTH,
			      "ct_compare n %zu, byte %zu differs", n, i);
			b[i] ^= (uint8_t)(1u << (i % 8));
		}
	}
	CHECK(aesalt_ct_compare(NULL, b, 1) == AESALT_ERR_BAD_INPUT, "ct_compare NULL");
	CHECK(aesalt_ct_compare(NULL, NULL, 0) == 0, "ct_compare NULL, 0");
	CHECK(aesalt_check_buffers(a, a, 32) == 0 && aesalt_check_buffers(a, b, 32) == 0,
	      "check_buffers same / disjoint");
	CHECK(aesalt_check_buffers(a + 1, a, 16) == AESALT_ERR_BAD_INPUT &&
		      aesalt_check_buffers(a, a + 1, 16) == AESALT_ERR_BAD_INPUT,
	      "check_buffers partial overlap");
	aesalt_zeroize(NULL, 0);
	aesalt_zeroize(a, sizeof a);
	for (i = 0; i < 32 && a[i] == 0; i++)
		;
	CHECK(i == 32, "zeroize left byte %zu", i);
}

int main(void)
{
	test_on_each_kernel(run_in_order);
	others();
	return test_summary("test_helpers");
}
