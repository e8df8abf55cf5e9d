/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GCM over a caller's block function (aesalt_gcm_setkey_block), on every
 * usable kernel, and the public helpers for adapters.
 *
 * The block function is aesalt's own AES in ECB, so every result has a
 * reference: the kernel path of the same GCM (aesalt_gcm_encrypt, checked
 * against NIST vectors by test_vectors).  Lengths 0..200 and a long one,
 * IVs of 1, 12 and 16 bytes, pieces of random sizes, in place and out of
 * place, both directions; then a block function that fails at its n-th
 * call (AESALT_ERR_CIPHER, output zeroed, the context refused until
 * started again) and aesalt_gcm_check_tag.  test_wrap covers the counter
 * wrap of this path.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "testutil.h"

static const char *kern;

/* The block function's context: an AES key, and a countdown of calls
 * before it fails (-1: never). */
struct bc {
	aesalt_aes_key key;
	long fail_in;
	unsigned long calls;
};

static int ecb_block(void *bctx, uint8_t *out, const uint8_t *in, size_t nblocks)
{
	struct bc *b = bctx;

	b->calls++;
	if (b->fail_in == 0)
		return -1;
	if (b->fail_in > 0)
		b->fail_in--;
	return aesalt_ecb_enc(&b->key, out, in, 16 * nblocks) == AESALT_OK ? 0 : -1;
}

#define MAXLEN 4133

static uint64_t rng = 0x67636d62ull;
static uint8_t key[32], iv[16], aad[40], pt[MAXLEN], ref[MAXLEN], buf[MAXLEN];

/* GCM over the block function in random pieces; 0 or the first error. */
static int stream(struct bc *b, int enc, size_t iv_len, size_t aad_len, uint8_t *out,
		  const uint8_t *in, size_t len, uint8_t tag[16], int check)
{
	aesalt_gcm_ctx ctx;
	size_t done = 0;
	int rc = aesalt_gcm_setkey_block(&ctx, ecb_block, b);

	if (rc == 0)
		rc = aesalt_gcm_start(&ctx, enc, iv, iv_len);
	if (rc == 0)
		rc = aesalt_gcm_aad(&ctx, aad, aad_len);
	while (rc == 0 && done < len) {
		size_t n = (size_t)(test_rand(&rng) % 70);
		if (n > len - done)
			n = len - done;
		rc = aesalt_gcm_update(&ctx, out + done, in + done, n);
		done += n;
	}
	if (rc == 0)
		rc = check ? aesalt_gcm_check_tag(&ctx, tag, 16) : aesalt_gcm_finish(&ctx, tag, 16);
	aesalt_gcm_wipe(&ctx);
	return rc;
}

static void test_against_kernel(size_t key_len)
{
	static const size_t iv_lens[] = { 1, 12, 16 };
	struct bc b;
	uint8_t tag[16], want[16];
	size_t len, i;
	int rc;

	b.fail_in = -1;
	CHECK(aesalt_aes_setkey_enc(&b.key, key, key_len) == 0, "%s setkey", kern);
	for (i = 0; i < sizeof iv_lens / sizeof iv_lens[0]; i++) {
		for (len = 0; len <= MAXLEN; len = len < 200	? len + 1
						   : len == 200 ? MAXLEN
								: len + 1) {
			size_t aad_len = (len * 7) % sizeof aad;
			rc = aesalt_gcm_encrypt(key, key_len, iv, iv_lens[i], aad, aad_len, pt, ref,
						len, want, 16);
			CHECK(rc == 0, "%s gcm_encrypt rc %d", kern, rc);
			rc = stream(&b, 1, iv_lens[i], aad_len, buf, pt, len, tag, 0);
			CHECK(rc == 0 && memcmp(buf, ref, len) == 0 && memcmp(tag, want, 16) == 0,
			      "%s key %zu iv %zu len %zu: block-function GCM differs from the "
			      "kernel's (rc %d)",
			      kern, key_len, iv_lens[i], len, rc);
			/* decrypt in place, tag checked */
			rc = stream(&b, 0, iv_lens[i], aad_len, buf, buf, len, want, 1);
			CHECK(rc == 0 && memcmp(buf, pt, len) == 0,
			      "%s key %zu iv %zu len %zu: in-place decryption (rc %d)", kern,
			      key_len, iv_lens[i], len, rc);
			if (len == 5 || len == MAXLEN) {
				want[len % 16] ^= 0x20;
				rc = stream(&b, 0, iv_lens[i], aad_len, buf, ref, len, want, 1);
				CHECK(rc == AESALT_ERR_AUTH,
				      "%s len %zu: a changed tag was accepted (rc %d)", kern, len,
				      rc);
			}
		}
	}
	aesalt_aes_key_wipe(&b.key);
}

/* A block function that fails: every call that ran it says so, the
 * bytes it wrote are zero and the context wants a new start. */
static void test_failure(void)
{
	aesalt_gcm_ctx ctx;
	struct bc b;
	uint8_t tag[16], zero[MAXLEN];
	unsigned long n, calls;
	int rc;

	memset(zero, 0, sizeof zero);
	CHECK(aesalt_aes_setkey_enc(&b.key, key, 16) == 0, "%s setkey", kern);
	b.fail_in = 0;
	rc = aesalt_gcm_setkey_block(&ctx, ecb_block, &b);
	CHECK(rc == AESALT_ERR_CIPHER, "%s: setkey_block with a failing function: %d", kern, rc);
	rc = aesalt_gcm_start(&ctx, 1, iv, 12);
	CHECK(rc == AESALT_ERR_BAD_INPUT, "%s: start after a failed setkey_block: %d", kern, rc);

	/* How many calls start and one update of 1000 bytes take, then a
	 * failure at each of them. */
	b.fail_in = -1;
	rc = aesalt_gcm_setkey_block(&ctx, ecb_block, &b);
	b.calls = 0;
	if (rc == 0)
		rc = aesalt_gcm_start(&ctx, 1, iv, 12);
	if (rc == 0)
		rc = aesalt_gcm_update(&ctx, buf, pt, 1000);
	CHECK(rc == 0, "%s: start and update: %d", kern, rc);
	calls = b.calls;
	CHECK(calls > 3, "%s: only %lu calls for 1000 bytes", kern, calls);
	for (n = 1; n <= calls; n++) {
		b.fail_in = -1;
		rc = aesalt_gcm_setkey_block(&ctx, ecb_block, &b);
		b.fail_in = (long)n - 1;
		if (rc == 0)
			rc = aesalt_gcm_start(&ctx, 1, iv, 12);
		if (n == 1) {
			CHECK(rc == AESALT_ERR_CIPHER, "%s: start, failing E(J0): %d", kern, rc);
			CHECK(aesalt_gcm_update(&ctx, buf, pt, 16) == AESALT_ERR_BAD_INPUT,
			      "%s: update after a failed start", kern);
			continue;
		}
		CHECK(rc == 0, "%s: start %d", kern, rc);
		memset(buf, 0x55, 1000);
		rc = aesalt_gcm_update(&ctx, buf, pt, 1000);
		CHECK(rc == AESALT_ERR_CIPHER, "%s: update with call %lu failing: %d", kern, n, rc);
		CHECK_MEM(buf, zero, 1000, "%s: output of a failed update not zeroed", kern);
		rc = aesalt_gcm_update(&ctx, buf, pt, 16);
		CHECK(rc == AESALT_ERR_BAD_INPUT, "%s: update after a failed one: %d", kern, rc);
		rc = aesalt_gcm_finish(&ctx, tag, 16);
		CHECK(rc == AESALT_ERR_BAD_INPUT, "%s: finish after a failed update: %d", kern, rc);
		b.fail_in = -1;
		rc = aesalt_gcm_start(&ctx, 1, iv, 12);
		CHECK(rc == 0, "%s: a new start after a failed update: %d", kern, rc);
	}
	aesalt_gcm_wipe(&ctx);
	aesalt_aes_key_wipe(&b.key);
}

static void test_arguments(void)
{
	aesalt_gcm_ctx ctx;
	struct bc b;
	uint8_t tag[16];

	b.fail_in = -1;
	CHECK(aesalt_aes_setkey_enc(&b.key, key, 16) == 0, "setkey");
	CHECK(aesalt_gcm_setkey_block(NULL, ecb_block, &b) == AESALT_ERR_BAD_INPUT,
	      "setkey_block(NULL ctx)");
	CHECK(aesalt_gcm_setkey_block(&ctx, NULL, &b) == AESALT_ERR_BAD_INPUT,
	      "setkey_block(NULL block)");
	CHECK(aesalt_gcm_start(&ctx, 1, iv, 12) == AESALT_ERR_BAD_INPUT,
	      "start after setkey_block(NULL block)");
	CHECK(aesalt_gcm_setkey_block(&ctx, ecb_block, &b) == 0, "setkey_block");
	CHECK(aesalt_gcm_check_tag(&ctx, tag, 16) == AESALT_ERR_BAD_INPUT,
	      "check_tag before start");
	CHECK(aesalt_gcm_start(&ctx, 1, iv, 12) == 0, "start");
	CHECK(aesalt_gcm_check_tag(&ctx, NULL, 16) == AESALT_ERR_BAD_INPUT, "check_tag(NULL)");
	CHECK(aesalt_gcm_check_tag(&ctx, tag, 17) == AESALT_ERR_BAD_INPUT, "check_tag(17)");
	CHECK(aesalt_gcm_check_tag(NULL, tag, 16) == AESALT_ERR_BAD_INPUT, "check_tag(NULL ctx)");
	aesalt_gcm_wipe(&ctx);
	aesalt_aes_key_wipe(&b.key);
}

static void test_helpers(void)
{
	uint8_t a[64], c[64];
	size_t i;

	test_fill(&rng, a, sizeof a);
	memcpy(c, a, sizeof a);
	CHECK(aesalt_ct_compare(a, c, sizeof a) == AESALT_OK, "ct_compare of equal bytes");
	for (i = 0; i < sizeof a; i++) {
		c[i] ^= 0x80;
		CHECK(aesalt_ct_compare(a, c, sizeof a) == AESALT_ERR_AUTH,
		      "ct_compare misses a difference in byte %zu", i);
		c[i] ^= 0x80;
	}
	CHECK(aesalt_ct_compare(NULL, NULL, 0) == AESALT_OK, "ct_compare of nothing");
	CHECK(aesalt_ct_compare(NULL, c, 1) == AESALT_ERR_BAD_INPUT, "ct_compare(NULL, ..., 1)");
	CHECK(aesalt_ct_compare(a, NULL, 1) == AESALT_ERR_BAD_INPUT, "ct_compare(..., NULL, 1)");

	aesalt_zeroize(c + 1, 62);
	CHECK(c[0] == a[0] && c[63] == a[63], "zeroize wrote outside its range");
	for (i = 1; i < 63; i++)
		CHECK(c[i] == 0, "zeroize left byte %zu", i);
	aesalt_zeroize(NULL, 0);

	CHECK(aesalt_check_buffers(a, a, 64) == AESALT_OK, "check_buffers: in place");
	CHECK(aesalt_check_buffers(a, a + 32, 32) == AESALT_OK, "check_buffers: adjacent");
	CHECK(aesalt_check_buffers(a + 32, a, 32) == AESALT_OK, "check_buffers: adjacent");
	CHECK(aesalt_check_buffers(a, a + 1, 32) == AESALT_ERR_BAD_INPUT, "check_buffers: overlap");
	CHECK(aesalt_check_buffers(a + 31, a, 32) == AESALT_ERR_BAD_INPUT,
	      "check_buffers: overlap by one byte");
	CHECK(aesalt_check_buffers(NULL, NULL, 0) == AESALT_OK, "check_buffers: empty");
	CHECK(aesalt_check_buffers(NULL, a, 1) == AESALT_ERR_BAD_INPUT, "check_buffers: NULL out");
	CHECK(aesalt_check_buffers(a, NULL, 1) == AESALT_ERR_BAD_INPUT, "check_buffers: NULL in");
}

/* The tests above on one kernel (test_on_each_kernel). */
static void each_kernel(const char *name)
{
	kern = name;
	test_against_kernel(16);
	test_against_kernel(32);
	test_failure();
}

int main(void)
{
	test_fill(&rng, key, sizeof key);
	test_fill(&rng, iv, sizeof iv);
	test_fill(&rng, aad, sizeof aad);
	test_fill(&rng, pt, sizeof pt);
	test_on_each_kernel(each_kernel);
	test_arguments();
	test_helpers();
	return test_summary("test_gcm_block");
}
