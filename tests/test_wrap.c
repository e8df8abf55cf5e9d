/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Counter wraps, on every usable kernel.
 *
 * CTR (aesalt_aes_ctr, aesalt_ctr): the counter is 128 bits big-endian and
 * wraps modulo 2^128, while every kernel's ctr32 slot only counts in the low
 * 32 bits, so the mode layer must split at each 2^32 wrap and carry itself.
 * Runs start 0..9 blocks before the 2^32, 2^64 and 2^128 boundaries (so the
 * wrap falls at every position inside a kernel's multi-block batch) and are
 * compared with a reference made block by block with aesalt_aes_ecb.
 *
 * The ctr32 slot itself (core/kernel.h), called directly: bytes 12..15
 * count modulo 2^32 with no carry into byte 11.  Byte 15 wraps after 1..41
 * blocks, so the wrap falls at every position of an eight-block batch, in
 * the first batch, after up to five whole ones and in the blocks after the
 * last one, with the carry stopping in byte 14, 13 or 12 or running off the
 * low word (the 2^32 wrap the mode layer never passes to the slot, but
 * GCM's inc32 does); 300 blocks cross byte 15's wrap twice, so a kernel
 * with a fast path between wraps goes fast, general, fast, general.
 *
 * GCM: inc32 of SP 800-38D increments only the low 32 bits of the counter
 * block, with no carry into byte 11.  A 12-byte IV starts the counter at 1,
 * far from a wrap, so the test uses 16-byte IVs, which go through GHASH:
 * J0 = GHASH_H(IV || 0^64 || [128]_64) = IV*H^2 ^ L*H, which is linear in
 * the IV.  The IVs below were found (in scratch, not in the suite) by
 * solving that equation for IV with J0 = "aesalt wrap!" || low word, for
 * the key 00 01 .. 0f; the test recomputes J0 from each IV with its own
 * GHASH to confirm the premise.  GCM output and tag are compared with a
 * reference built from aesalt_aes_ecb keystream and a bit-by-bit GHASH
 * (SP 800-38D, Algorithm 1), and the output must differ from what a
 * 128-bit carrying counter would give.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "kernel.h"
#include "testutil.h"

static const char *kern;

/* ---- reference helpers -------------------------------------------------- */

/* Adds 1 to the counter bytes [from, 16), big-endian, carrying only within
 * them (from = 0: 128-bit counter; from = 12: GCM's inc32). */
static void inc_from(uint8_t c[16], int from)
{
	int i;
	for (i = 15; i >= from; i--)
		if (++c[i] != 0)
			break;
}

/* out = in ^ E(counter sequence) with a counter carrying from byte `from`;
 * ctr is advanced past every block used. */
static int ref_ctr(const uint8_t *key, size_t kl, uint8_t ctr[16], int from, const uint8_t *in,
		   uint8_t *out, size_t len)
{
	uint8_t ks[16];
	size_t i;
	for (i = 0; i < len; i++) {
		if (i % 16 == 0) {
			if (aesalt_aes_ecb(1, key, kl, ctr, ks, 16) != 0)
				return -1;
			inc_from(ctr, from);
		}
		out[i] = (uint8_t)(in[i] ^ ks[i % 16]);
	}
	return 0;
}

/* z = x * y in GF(2^128), GCM bit order: SP 800-38D Algorithm 1. */
static void gf_mul(uint8_t z[16], const uint8_t x[16], const uint8_t y[16])
{
	uint8_t v[16], r[16] = { 0 };
	int i, j;
	memcpy(v, y, 16);
	for (i = 0; i < 128; i++) {
		int lsb = v[15] & 1;
		if (x[i / 8] & (0x80 >> (i % 8)))
			for (j = 0; j < 16; j++)
				r[j] ^= v[j];
		for (j = 15; j > 0; j--)
			v[j] = (uint8_t)((v[j] >> 1) | (v[j - 1] << 7));
		v[0] >>= 1;
		if (lsb)
			v[0] ^= 0xe1;
	}
	memcpy(z, r, 16);
}

/* y = (y ^ block) * h over data, zero-padded to whole blocks. */
static void ghash_ref(uint8_t y[16], const uint8_t h[16], const uint8_t *p, size_t n)
{
	size_t i, j;
	for (i = 0; i < n; i += 16) {
		for (j = 0; j < 16 && i + j < n; j++)
			y[j] ^= p[i + j];
		gf_mul(y, y, h);
	}
}

static void put_be64(uint8_t *p, uint64_t v)
{
	int i;
	for (i = 7; i >= 0; i--, v >>= 8)
		p[i] = (uint8_t)v;
}

/* ---- CTR ---------------------------------------------------------------- */

/* Counter with the `bits` low bits all ones minus back, the byte above them
 * 0x41 (to see the carry) and random bytes above that. */
static void near_wrap(uint8_t c[16], int bits, unsigned back, uint64_t *rng)
{
	int nb = bits / 8;
	test_fill(rng, c, 16);
	memset(c + 16 - nb, 0xff, (size_t)nb);
	if (nb < 16)
		c[15 - nb] = 0x41;
	/* subtract back from the all-ones low part (back < 256) */
	c[15] = (uint8_t)(0xff - back);
}

static void test_ctr_wraps(void)
{
	static const int bits[] = { 32, 64, 128 };
	uint8_t key[32], in[16 * 13], out[16 * 13], ref[16 * 13], c[16], rc_[16];
	uint64_t rng = 0x77726170ull;
	size_t b, kl;
	unsigned back, nblk, tail;

	for (b = 0; b < 3; b++) {
		for (back = 0; back < 10; back++) {
			for (nblk = 1; nblk <= 12; nblk++) {
				for (tail = 0; tail < 2; tail++) {
					size_t len = nblk * 16 - (tail ? 9 : 0);
					int rc;
					kl = 16 + 8 * (nblk % 3);
					test_fill(&rng, key, kl);
					test_fill(&rng, in, len);
					near_wrap(c, bits[b], back, &rng);
					memcpy(rc_, c, 16);
					rc = ref_ctr(key, kl, rc_, 0, in, ref, len);
					CHECK(rc == 0, "%s reference", kern);
					rc = aesalt_aes_ctr(key, kl, c, in, out, len);
					CHECK(rc == 0, "%s aesalt_aes_ctr rc %d", kern, rc);
					CHECK(memcmp(out, ref, len) == 0 && memcmp(c, rc_, 16) == 0,
					      "%s aesalt_aes_ctr across 2^%d: %u blocks before the "
					      "wrap, len %zu: %s differs",
					      kern, bits[b], back + 1, len,
					      memcmp(out, ref, len) ? "output" : "next counter");
				}
			}
		}
	}

	/* The case spelled out: low word ff ff ff fe, 5 blocks: the counters
	 * are ..fffffffe, ..ffffffff, then byte 11 carries: 41 -> 42 and the
	 * low word runs 00000000, 00000001, 00000002; next is 00000003. */
	{
		static const uint8_t start[16] = { 1, 2,  3,  4,    5,	  6,	7,    8,
						   9, 10, 11, 0x41, 0xff, 0xff, 0xff, 0xfe };
		static const uint8_t next[16] = { 1, 2,	 3,  4,	   5, 6, 7, 8,
						  9, 10, 11, 0x42, 0, 0, 0, 3 };
		uint8_t ks[80], ctrs[80], zero[80] = { 0 };
		int i;
		test_fill(&rng, key, 16);
		memcpy(c, start, 16);
		CHECK(aesalt_aes_ctr(key, 16, c, zero, out, 80) == 0, "%s ctr", kern);
		CHECK_MEM(c, next, 16, "%s: next counter after 5 blocks across 2^32 is wrong",
			  kern);
		for (i = 0; i < 5; i++) {
			memcpy(ctrs + 16 * i, start, 16);
			ctrs[16 * i + 11] = (uint8_t)(i < 2 ? 0x41 : 0x42);
			ctrs[16 * i + 12] = ctrs[16 * i + 13] = ctrs[16 * i + 14] =
				(uint8_t)(i < 2 ? 0xff : 0);
			ctrs[16 * i + 15] = (uint8_t)(i < 2 ? 0xfe + i : i - 2);
		}
		CHECK(aesalt_aes_ecb(1, key, 16, ctrs, ks, 80) == 0, "%s ecb", kern);
		CHECK_MEM(out, ks, 80, "%s: keystream across 2^32 is not E(listed counters)", kern);
	}

	/* All-ones counter wraps to zero. */
	{
		uint8_t z[32] = { 0 }, ks2[32], cc[16];
		memset(c, 0xff, 16);
		test_fill(&rng, key, 32);
		CHECK(aesalt_aes_ctr(key, 32, c, z, out, 32) == 0, "%s ctr", kern);
		memset(cc, 0xff, 16);
		memcpy(ks2, cc, 16);
		memset(ks2 + 16, 0, 16);
		CHECK(aesalt_aes_ecb(1, key, 32, ks2, ref, 32) == 0, "%s ecb", kern);
		memset(cc, 0, 16);
		cc[15] = 1;
		CHECK(memcmp(out, ref, 32) == 0 && memcmp(c, cc, 16) == 0,
		      "%s: counter ff..ff does not wrap to 00..00", kern);
	}

	/* Streaming aesalt_ctr with nc_off across 2^32, 2^64 and 2^128. */
	for (b = 0; b < 3; b++) {
		static const size_t pieces[] = { 7, 9, 20, 3, 1, 0, 17, 20 }; /* sum 77 */
		aesalt_aes_key ek;
		uint8_t sb[16];
		size_t off = 0, done = 0, i;
		test_fill(&rng, key, 24);
		test_fill(&rng, in, 77);
		near_wrap(c, bits[b], 2, &rng);
		memcpy(rc_, c, 16);
		CHECK(ref_ctr(key, 24, rc_, 0, in, ref, 77) == 0, "%s reference", kern);
		memset(&ek, 0, sizeof ek);
		CHECK(aesalt_aes_setkey_enc(&ek, key, 24) == 0, "%s setkey", kern);
		memset(sb, 0, sizeof sb);
		for (i = 0; i < sizeof pieces / sizeof pieces[0]; i++) {
			int rc = aesalt_ctr(&ek, out + done, in + done, pieces[i], c, sb, &off);
			CHECK(rc == 0, "%s aesalt_ctr rc %d", kern, rc);
			done += pieces[i];
		}
		CHECK(memcmp(out, ref, 77) == 0,
		      "%s streaming aesalt_ctr across 2^%d: output differs", kern, bits[b]);
		CHECK(memcmp(c, rc_, 16) == 0 && off == 77 % 16,
		      "%s streaming aesalt_ctr across 2^%d: counter or nc_off (%zu) wrong", kern,
		      bits[b], off);
	}
}

/* ---- the ctr32 slot ---------------------------------------------------- */

#define SLOT_MAX 300

static void test_ctr32_slot(void)
{
	static const size_t lens[] = { 1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13,	14,
				       15, 16, 17, 23, 24, 25, 31, 32, 33, 40, 41, 48, SLOT_MAX };
	static uint8_t in[16 * SLOT_MAX], out[16 * SLOT_MAX], ref[16 * SLOT_MAX];
	uint8_t key[32], start[16], c[16], next[16];
	uint64_t rng = 0x63747233ull;
	aesalt_aes_key ek;
	unsigned bytes, back;
	size_t li, i;

	test_fill(&rng, in, sizeof in);
	/* bytes: how far the carry of byte 15's wrap runs (near_wrap: the
	 * bytes below it are ff, the one above 0x41). */
	for (bytes = 1; bytes <= 4; bytes++) {
		for (back = 0; back <= 40; back++) {
			size_t kl = 16 + 8 * ((bytes + back) % 3);
			test_fill(&rng, key, kl);
			memset(&ek, 0, sizeof ek);
			CHECK(aesalt_aes_setkey_enc(&ek, key, kl) == 0, "%s setkey", kern);
			near_wrap(start, 8 * (int)bytes, back, &rng);
			for (li = 0; li < sizeof lens / sizeof lens[0]; li++) {
				size_t n = lens[li];
				/* reference: the inc32 counter blocks through ECB */
				memcpy(next, start, 16);
				for (i = 0; i < n; i++) {
					memcpy(ref + 16 * i, next, 16);
					inc_from(next, 12);
				}
				CHECK(aesalt_ecb_enc(&ek, ref, ref, 16 * n) == 0, "%s ecb", kern);
				for (i = 0; i < 16 * n; i++)
					ref[i] ^= in[i];
				memcpy(c, start, 16);
				ek.kernel->aes_ctr32(&ek, out, in, n, c);
				CHECK(memcmp(out, ref, 16 * n) == 0 && memcmp(c, next, 16) == 0,
				      "%s ctr32 slot, %zu blocks, byte 15 wraps after %u, carry "
				      "over %u bytes: %s differs",
				      kern, n, back + 1, bytes,
				      memcmp(out, ref, 16 * n) ? "output" : "next counter");
			}
		}
	}
}

/* ---- GCM ---------------------------------------------------------------- */

struct wrap_iv {
	uint32_t j0_low; /* low word of J0; the first data counter is j0_low + 1 */
	const char *iv;
};

/* J0 = 616573616c74207772617021 || j0_low ("aesalt wrap!") under the key
 * 000102030405060708090a0b0c0d0e0f. */
static const struct wrap_iv wrap_ivs[] = {
	{ 0xfffffffd, "a8856426cb3a5fbd3db5607368df7183" },
	{ 0xffffffff, "3a4ffe64396d64963415d3cf4bcd0827" },
	{ 0xfffffff8, "06751d8256bfb47eaa245ed53f72be18" },
	{ 0xfffffff0, "0b5f74899fe358d28ca69025b33b588b" },
};

/* 300 blocks and 5 bytes: past 4 KiB, so a fused GCM slot runs many of
 * its batches (4 to 32 blocks) after the wrap, and not a multiple of any
 * batch width, so it leaves blocks and a partial block to the mode layer. */
#define GLEN (16 * 300 + 5)

static const char *const VIA[2] = { "kernel AES", "block function" };

/* aesalt_block_fn over an aesalt AES key: GCM through the block-function
 * path of core/gcm.c with a cipher whose answers are known. */
static int ecb_block(void *bctx, uint8_t *out, const uint8_t *in, size_t nblocks)
{
	return aesalt_ecb_enc((const aesalt_aes_key *)bctx, out, in, 16 * nblocks);
}

static void test_gcm_wrap(void)
{
	uint8_t key[16], zero[16] = { 0 }, h[16], iv[16], j0[16], want_j0[16], y[16], lens[16];
	uint8_t pt[GLEN], ct[GLEN], ref[GLEN], ref128[GLEN], back[GLEN], aad[20];
	uint8_t tag[16], reftag[16], ekj0[16], c[16], tag2[16];
	uint64_t rng = 0x67636d77ull;
	size_t i;
	int k;

	for (k = 0; k < 16; k++)
		key[k] = (uint8_t)k;
	CHECK(aesalt_aes_ecb(1, key, 16, zero, h, 16) == 0, "%s ecb", kern);
	test_fill(&rng, pt, GLEN);
	test_fill(&rng, aad, sizeof aad);

	for (i = 0; i < sizeof wrap_ivs / sizeof wrap_ivs[0]; i++) {
		aesalt_gcm_ctx ctx;
		aesalt_aes_key bkey;
		uint32_t lo = wrap_ivs[i].j0_low;
		int rc, via;

		test_unhex(iv, 16, wrap_ivs[i].iv);
		memcpy(want_j0, "aesalt wrap!", 12);
		want_j0[12] = (uint8_t)(lo >> 24);
		want_j0[13] = (uint8_t)(lo >> 16);
		want_j0[14] = (uint8_t)(lo >> 8);
		want_j0[15] = (uint8_t)lo;
		/* premise: J0 = GHASH(IV || 0^64 || [128]_64) */
		memset(j0, 0, 16);
		ghash_ref(j0, h, iv, 16);
		memset(lens, 0, 16);
		put_be64(lens + 8, 128);
		ghash_ref(j0, h, lens, 16);
		CHECK_MEM(j0, want_j0, 16,
			  "%s: premise: J0 of IV %zu is not the documented one "
			  "(is AES right?)",
			  kern, i);

		/* reference: inc32 keystream, GHASH tag */
		memcpy(c, j0, 16);
		inc_from(c, 12);
		CHECK(ref_ctr(key, 16, c, 12, pt, ref, GLEN) == 0, "%s ref", kern);
		memcpy(c, j0, 16);
		inc_from(c, 0);
		CHECK(ref_ctr(key, 16, c, 0, pt, ref128, GLEN) == 0, "%s ref", kern);
		memset(y, 0, 16);
		ghash_ref(y, h, aad, sizeof aad);
		ghash_ref(y, h, ref, GLEN);
		put_be64(lens, 8 * sizeof aad);
		put_be64(lens + 8, 8 * (uint64_t)GLEN);
		ghash_ref(y, h, lens, 16);
		CHECK(aesalt_aes_ecb(1, key, 16, j0, ekj0, 16) == 0, "%s ecb", kern);
		for (k = 0; k < 16; k++)
			reftag[k] = (uint8_t)(y[k] ^ ekj0[k]);

		rc = aesalt_gcm_encrypt(key, 16, iv, 16, aad, sizeof aad, pt, ct, GLEN, tag, 16);
		CHECK(rc == 0, "%s gcm_encrypt rc %d", kern, rc);
		CHECK_MEM(ct, ref, GLEN,
			  "%s GCM, J0 low word %08lx: output is not the inc32 (32-bit wrap) "
			  "keystream",
			  kern, (unsigned long)lo);
		CHECK(memcmp(ct, ref128, GLEN) != 0,
		      "%s GCM, J0 low word %08lx: counter carried past 32 bits", kern,
		      (unsigned long)lo);
		CHECK_MEM(tag, reftag, 16, "%s GCM, J0 low word %08lx: tag differs from reference",
			  kern, (unsigned long)lo);

		/* streaming, in pieces that straddle the wrap: over the kernel's
		 * AES, then over a block function (core's own counter blocks) */
		for (via = 0; via < 2; via++) {
			memset(&ctx, 0, sizeof ctx);
			rc = via == 0 ? aesalt_gcm_setkey(&ctx, key, 16)
				      : aesalt_aes_setkey_enc(&bkey, key, 16);
			if (rc == 0 && via == 1)
				rc = aesalt_gcm_setkey_block(&ctx, ecb_block, &bkey);
			if (rc == 0)
				rc = aesalt_gcm_start(&ctx, 1, iv, 16);
			if (rc == 0)
				rc = aesalt_gcm_aad(&ctx, aad, sizeof aad);
			if (rc == 0)
				rc = aesalt_gcm_update(&ctx, back, pt, 23);
			if (rc == 0)
				rc = aesalt_gcm_update(&ctx, back + 23, pt + 23, 41);
			if (rc == 0)
				rc = aesalt_gcm_update(&ctx, back + 64, pt + 64, GLEN - 64);
			if (rc == 0)
				rc = aesalt_gcm_finish(&ctx, tag2, 16);
			CHECK(rc == 0, "%s streaming GCM (%s) rc %d", kern, VIA[via], rc);
			CHECK(memcmp(back, ref, GLEN) == 0 && memcmp(tag2, reftag, 16) == 0,
			      "%s streaming GCM (%s), J0 low word %08lx: output or tag differs",
			      kern, VIA[via], (unsigned long)lo);
			aesalt_gcm_wipe(&ctx);
		}

		rc = aesalt_gcm_decrypt(key, 16, iv, 16, aad, sizeof aad, ct, back, GLEN, tag, 16);
		CHECK(rc == 0 && memcmp(back, pt, GLEN) == 0,
		      "%s GCM decrypt across the wrap: rc %d", kern, rc);
	}
}

/* The tests above on one kernel (test_on_each_kernel). */
static void each_kernel(const char *name)
{
	kern = name;
	test_ctr_wraps();
	test_ctr32_slot();
	test_gcm_wrap();
}

int main(void)
{
	test_on_each_kernel(each_kernel);
	return test_summary("test_wrap");
}
