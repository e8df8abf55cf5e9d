/* SPDX-License-Identifier: Apache-2.0 */
/*
 * ABI check for the m68k assembly kernels (BoringSSL's CHECK_ABI idea):
 * every slot of every m68k kernel is called through a trampoline
 * (tests/abi/abi_m68k.S) that sets the callee-saved registers d2-d7/a2-a6
 * to canaries and reports what the call left in them and in sp.  The same
 * calls check the results against the portable "table" kernel, with the
 * layouts the contract allows and the m68k ABI makes likely:
 *
 *  - block counts 0, 1, 2, 3, 4, 7, 8, 16, 31;
 *  - data, iv, counter and y buffers at odd addresses;
 *  - key and GHASH-key structures at an address that is 2 mod 4 (the m68k
 *    ABI aligns them to 2 only);
 *  - in-place calls;
 *  - poison bytes after every output, to catch overruns.
 *
 * Prints "test_abi_m68k: N passed, N failed"; exits non-zero on a failure
 * or when no m68k kernel was there to check.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "kernel.h"
#include "testutil.h"

typedef void (*anyfn)(void);

/* tests/abi/abi_m68k.S */
uint32_t aesalt_abi_call_m68k(anyfn fn, const uint32_t *args, unsigned nargs, uint32_t regs[12]);
extern const uint32_t aesalt_abi_canary_m68k[11];

static const char *const regname[12] = { "d2", "d3", "d4", "d5", "d6", "d7",
					 "a2", "a3", "a4", "a5", "a6", "sp" };

#define P(x) ((uint32_t)(uintptr_t)(x))

/* Calls fn(args...) through the trampoline and checks the registers. */
static uint32_t abi_call(const char *kname, const char *what, size_t n, anyfn fn, unsigned nargs,
			 const uint32_t *args)
{
	uint32_t regs[12];
	uint32_t ret;
	unsigned i;
	int ok = 1;

	memset(regs, 0, sizeof regs);
	ret = aesalt_abi_call_m68k(fn, args, nargs, regs);
	for (i = 0; i < 11; i++) {
		if (regs[i] != aesalt_abi_canary_m68k[i]) {
			fprintf(stderr, "%s %s n=%zu: %s = %08lx, want %08lx\n", kname, what, n,
				regname[i], (unsigned long)regs[i],
				(unsigned long)aesalt_abi_canary_m68k[i]);
			ok = 0;
		}
	}
	if (regs[11] != 0) {
		fprintf(stderr, "%s %s n=%zu: sp moved by %ld\n", kname, what, n, (long)regs[11]);
		ok = 0;
	}
	CHECK(ok, "%s %s n=%zu: callee-saved registers or sp not preserved", kname, what, n);
	return ret;
}

#define CALL(kname, what, n, fn, ...)                                                              \
	do {                                                                                       \
		const uint32_t args_[] = { __VA_ARGS__ };                                          \
		abi_call((kname), (what), (n), (anyfn)(fn), sizeof args_ / sizeof args_[0],        \
			 args_);                                                                   \
	} while (0)

static const size_t counts[] = { 0, 1, 2, 3, 4, 7, 8, 16, 31 };
#define NCOUNTS (sizeof counts / sizeof counts[0])
#define MAXB 31
#define POISON 0xa5

/* 4-byte-aligned storage; the structures go at +2, the buffers at +1. */
static union {
	uint32_t align;
	uint8_t b[sizeof(aesalt_aes_key) + 8];
} kbuf_enc, kbuf_dec, kbuf_ref_enc, kbuf_ref_dec;
static union {
	uint32_t align;
	uint8_t b[sizeof(aesalt_ghash_key) + 8];
} gbuf, gbuf_ref;
static union {
	uint32_t align;
	uint8_t b[16 * (MAXB + 1) + 8];
} ibuf, obuf, rbuf;
static union {
	uint32_t align;
	uint8_t b[sizeof(aesalt_aegis_state) + 8];
} sbuf, sbuf_ref;
static union {
	uint32_t align;
	uint8_t b[24];
} vbuf, vbuf_ref;

static uint64_t rng = 0x6d36386b41424921ull;

/* Output buffer: poisoned, n blocks of output expected, checked after. */
static void poison(uint8_t *p, size_t len)
{
	memset(p, POISON, len);
}

static int poison_intact(const uint8_t *p, size_t len)
{
	size_t i;
	for (i = 0; i < len; i++)
		if (p[i] != POISON)
			return 0;
	return 1;
}

static void check_aes(const struct aesalt_kernel *k, unsigned bits)
{
	const struct aesalt_kernel *ref = &aesalt_kernel_table;
	aesalt_aes_key *ke = (aesalt_aes_key *)(void *)(kbuf_enc.b + 2);
	aesalt_aes_key *kd = (aesalt_aes_key *)(void *)(kbuf_dec.b + 2);
	aesalt_aes_key *re = (aesalt_aes_key *)(void *)(kbuf_ref_enc.b + 2);
	aesalt_aes_key *rd = (aesalt_aes_key *)(void *)(kbuf_ref_dec.b + 2);
	uint8_t *in = ibuf.b + 1, *out = obuf.b + 1, *ref_out = rbuf.b + 1;
	uint8_t *iv = vbuf.b + 1, *ref_iv = vbuf_ref.b + 1;
	uint8_t keybytes[33];
	size_t c, n;
	char what[64];

	test_fill(&rng, keybytes, sizeof keybytes);
	memset(ke, 0, sizeof *ke);
	memset(kd, 0, sizeof *kd);
	snprintf(what, sizeof what, "aes_setkey_enc/%u", bits);
	CALL(k->name, what, 0, k->aes_setkey_enc, P(ke), P(keybytes + 1), bits);
	CHECK(ke->rounds == bits / 32 + 6, "%s %s: rounds = %lu", k->name, what,
	      (unsigned long)ke->rounds);
	snprintf(what, sizeof what, "aes_setkey_dec/%u", bits);
	CALL(k->name, what, 0, k->aes_setkey_dec, P(kd), P(keybytes + 1), bits);
	CHECK(kd->rounds == bits / 32 + 6, "%s %s: rounds = %lu", k->name, what,
	      (unsigned long)kd->rounds);
	ref->aes_setkey_enc(re, keybytes + 1, bits);
	ref->aes_setkey_dec(rd, keybytes + 1, bits);

	for (c = 0; c < NCOUNTS; c++) {
		size_t len;
		n = counts[c];
		len = 16 * n;
		test_fill(&rng, in, len);

#define OUTCHECK(op)                                                                               \
	do {                                                                                       \
		CHECK_MEM(out, ref_out, len, "%s %s/%u n=%zu: wrong output", k->name, op, bits,    \
			  n);                                                                      \
		CHECK(poison_intact(out + len, 16), "%s %s/%u n=%zu: wrote past the output",       \
		      k->name, op, bits, n);                                                       \
	} while (0)

		poison(out, len + 16);
		CALL(k->name, "aes_ecb_enc", n, k->aes_ecb_enc, P(ke), P(out), P(in), n);
		ref->aes_ecb_enc(re, ref_out, in, n);
		OUTCHECK("aes_ecb_enc");

		poison(out, len + 16);
		CALL(k->name, "aes_ecb_dec", n, k->aes_ecb_dec, P(kd), P(out), P(in), n);
		ref->aes_ecb_dec(rd, ref_out, in, n);
		OUTCHECK("aes_ecb_dec");

		test_fill(&rng, iv, 16);
		memcpy(ref_iv, iv, 16);
		poison(out, len + 16);
		CALL(k->name, "aes_cbc_enc", n, k->aes_cbc_enc, P(ke), P(out), P(in), n, P(iv));
		ref->aes_cbc_enc(re, ref_out, in, n, ref_iv);
		OUTCHECK("aes_cbc_enc");
		CHECK_MEM(iv, ref_iv, 16, "%s aes_cbc_enc/%u n=%zu: wrong iv out", k->name, bits,
			  n);

		test_fill(&rng, iv, 16);
		memcpy(ref_iv, iv, 16);
		poison(out, len + 16);
		CALL(k->name, "aes_cbc_dec", n, k->aes_cbc_dec, P(kd), P(out), P(in), n, P(iv));
		ref->aes_cbc_dec(rd, ref_out, in, n, ref_iv);
		OUTCHECK("aes_cbc_dec");
		CHECK_MEM(iv, ref_iv, 16, "%s aes_cbc_dec/%u n=%zu: wrong iv out", k->name, bits,
			  n);

		/* A counter near the 32-bit wrap: it must wrap without a carry
		 * into byte 11. */
		test_fill(&rng, iv, 16);
		iv[12] = iv[13] = iv[14] = 0xff;
		iv[15] = (uint8_t)(0xff - n / 2);
		memcpy(ref_iv, iv, 16);
		poison(out, len + 16);
		CALL(k->name, "aes_ctr32", n, k->aes_ctr32, P(ke), P(out), P(in), n, P(iv));
		ref->aes_ctr32(re, ref_out, in, n, ref_iv);
		OUTCHECK("aes_ctr32");
		CHECK_MEM(iv, ref_iv, 16, "%s aes_ctr32/%u n=%zu: wrong counter out", k->name, bits,
			  n);

		/* In place. */
		memcpy(out, in, len);
		poison(out + len, 16);
		CALL(k->name, "aes_ecb_enc in place", n, k->aes_ecb_enc, P(ke), P(out), P(out), n);
		ref->aes_ecb_enc(re, ref_out, in, n);
		OUTCHECK("aes_ecb_enc in place");

		memcpy(out, in, len);
		poison(out + len, 16);
		CALL(k->name, "aes_ecb_dec in place", n, k->aes_ecb_dec, P(kd), P(out), P(out), n);
		ref->aes_ecb_dec(rd, ref_out, in, n);
		OUTCHECK("aes_ecb_dec in place");

		test_fill(&rng, iv, 16);
		memcpy(ref_iv, iv, 16);
		memcpy(out, in, len);
		poison(out + len, 16);
		CALL(k->name, "aes_cbc_enc in place", n, k->aes_cbc_enc, P(ke), P(out), P(out), n,
		     P(iv));
		ref->aes_cbc_enc(re, ref_out, in, n, ref_iv);
		OUTCHECK("aes_cbc_enc in place");

		test_fill(&rng, iv, 16);
		memcpy(ref_iv, iv, 16);
		memcpy(out, in, len);
		poison(out + len, 16);
		CALL(k->name, "aes_cbc_dec in place", n, k->aes_cbc_dec, P(kd), P(out), P(out), n,
		     P(iv));
		ref->aes_cbc_dec(rd, ref_out, in, n, ref_iv);
		OUTCHECK("aes_cbc_dec in place");
		CHECK_MEM(iv, ref_iv, 16, "%s aes_cbc_dec in place/%u n=%zu: wrong iv out", k->name,
			  bits, n);

		test_fill(&rng, iv, 16);
		memcpy(ref_iv, iv, 16);
		memcpy(out, in, len);
		poison(out + len, 16);
		CALL(k->name, "aes_ctr32 in place", n, k->aes_ctr32, P(ke), P(out), P(out), n,
		     P(iv));
		ref->aes_ctr32(re, ref_out, in, n, ref_iv);
		OUTCHECK("aes_ctr32 in place");

		if (k->aes_xts_enc != NULL && n > 0) {
			test_fill(&rng, iv, 16);
			memcpy(ref_iv, iv, 16);
			poison(out, len + 16);
			CALL(k->name, "aes_xts_enc", n, k->aes_xts_enc, P(ke), P(out), P(in), n,
			     P(iv));
			/* the reference: E(in ^ T) ^ T through ECB, T *= x */
			{
				size_t i, j;
				for (i = 0; i < n; i++) {
					uint8_t carry;
					for (j = 0; j < 16; j++)
						ref_out[16 * i + j] = in[16 * i + j] ^ ref_iv[j];
					ref->aes_ecb_enc(re, ref_out + 16 * i, ref_out + 16 * i, 1);
					for (j = 0; j < 16; j++)
						ref_out[16 * i + j] ^= ref_iv[j];
					carry = ref_iv[15] >> 7;
					for (j = 15; j > 0; j--)
						ref_iv[j] = (uint8_t)(ref_iv[j] << 1 |
								      ref_iv[j - 1] >> 7);
					ref_iv[0] = (uint8_t)(ref_iv[0] << 1 ^ (carry ? 0x87 : 0));
				}
			}
			OUTCHECK("aes_xts_enc");
			CHECK_MEM(iv, ref_iv, 16, "%s aes_xts_enc/%u n=%zu: wrong tweak out",
				  k->name, bits, n);
		}
#undef OUTCHECK
	}
}

static void check_ghash(const struct aesalt_kernel *k)
{
	const struct aesalt_kernel *ref = &aesalt_kernel_table;
	aesalt_ghash_key *g = (aesalt_ghash_key *)(void *)(gbuf.b + 2);
	aesalt_ghash_key *rg = (aesalt_ghash_key *)(void *)(gbuf_ref.b + 2);
	uint8_t *in = ibuf.b + 1, *y = vbuf.b + 1, *ref_y = vbuf_ref.b + 1;
	uint8_t h[17];
	size_t c, n;

	test_fill(&rng, h, sizeof h);
	CALL(k->name, "ghash_setkey", 0, k->ghash_setkey, P(g), P(h + 1));
	ref->ghash_setkey(rg, h + 1);
	for (c = 0; c < NCOUNTS; c++) {
		n = counts[c];
		test_fill(&rng, in, 16 * n);
		test_fill(&rng, y, 16);
		memcpy(ref_y, y, 16);
		CALL(k->name, "ghash", n, k->ghash, P(g), P(y), P(in), n);
		ref->ghash(rg, ref_y, in, n);
		CHECK_MEM(y, ref_y, 16, "%s ghash n=%zu: wrong y", k->name, n);
	}
}

typedef void (*absorb_fn)(aesalt_aegis_state *, const uint8_t *, size_t);
typedef void (*crypt_fn)(aesalt_aegis_state *, uint8_t *, const uint8_t *, size_t);

static void check_aegis_one(const struct aesalt_kernel *k, const char *name, size_t rate,
			    absorb_fn absorb, crypt_fn enc, crypt_fn dec, absorb_fn rabsorb,
			    crypt_fn renc, crypt_fn rdec)
{
	/* The state is a byte array: alignment 1, so test it at an odd address. */
	aesalt_aegis_state *st = (aesalt_aegis_state *)(void *)(sbuf.b + 1);
	aesalt_aegis_state *rst = (aesalt_aegis_state *)(void *)(sbuf_ref.b + 1);
	uint8_t *in = ibuf.b + 1, *out = obuf.b + 1, *ref_out = rbuf.b + 1;
	char what[64];
	size_t c, n, len;

	for (c = 0; c < NCOUNTS; c++) {
		n = counts[c];
		if (rate * n > 16 * (MAXB + 1))
			n = 16 * (MAXB + 1) / rate - 1;
		len = rate * n;
		if (len + 16 > 16 * (MAXB + 1) + 7)
			continue;
		test_fill(&rng, st->s[0], sizeof st->s);
		memcpy(rst, st, sizeof *st);
		test_fill(&rng, in, len);

		snprintf(what, sizeof what, "%s_absorb", name);
		CALL(k->name, what, n, absorb, P(st), P(in), n);
		rabsorb(rst, in, n);
		CHECK_MEM(st, rst, sizeof *st, "%s %s n=%zu: wrong state", k->name, what, n);

		snprintf(what, sizeof what, "%s_enc", name);
		poison(out, len + 16);
		CALL(k->name, what, n, enc, P(st), P(out), P(in), n);
		renc(rst, ref_out, in, n);
		CHECK_MEM(st, rst, sizeof *st, "%s %s n=%zu: wrong state", k->name, what, n);
		CHECK_MEM(out, ref_out, len, "%s %s n=%zu: wrong output", k->name, what, n);
		CHECK(poison_intact(out + len, 16), "%s %s n=%zu: wrote past the output", k->name,
		      what, n);

		snprintf(what, sizeof what, "%s_dec", name);
		poison(out, len + 16);
		CALL(k->name, what, n, dec, P(st), P(out), P(in), n);
		rdec(rst, ref_out, in, n);
		CHECK_MEM(st, rst, sizeof *st, "%s %s n=%zu: wrong state", k->name, what, n);
		CHECK_MEM(out, ref_out, len, "%s %s n=%zu: wrong output", k->name, what, n);
		CHECK(poison_intact(out + len, 16), "%s %s n=%zu: wrote past the output", k->name,
		      what, n);
	}
}

static void check_aegis(const struct aesalt_kernel *k)
{
	const struct aesalt_kernel *r = &aesalt_kernel_table;

	/* Kernels without AEGIS slots of their own (AEGIS composed in core) */
	if (k->aegis128.absorb == NULL || r->aegis128.absorb == NULL)
		return;
	check_aegis_one(k, "aegis128", 16, k->aegis128.absorb, k->aegis128.enc, k->aegis128.dec,
			r->aegis128.absorb, r->aegis128.enc, r->aegis128.dec);
	check_aegis_one(k, "aegis128l", 32, k->aegis128l.absorb, k->aegis128l.enc, k->aegis128l.dec,
			r->aegis128l.absorb, r->aegis128l.enc, r->aegis128l.dec);
	check_aegis_one(k, "aegis256", 16, k->aegis256.absorb, k->aegis256.enc, k->aegis256.dec,
			r->aegis256.absorb, r->aegis256.enc, r->aegis256.dec);
}

static void check_gcm(const struct aesalt_kernel *k)
{
	/* The fused slots, when the kernel has them: their result must match
	 * ctr32 + ghash of the same kernel, for as many bytes as they did. */
	aesalt_aes_key *ke = (aesalt_aes_key *)(void *)(kbuf_enc.b + 2);
	aesalt_ghash_key *g = (aesalt_ghash_key *)(void *)(gbuf.b + 2);
	uint8_t *in = ibuf.b + 1, *out = obuf.b + 1, *ref_out = rbuf.b + 1;
	uint8_t ctr[17], y[17], rctr[16], ry[16], kb[16], h[16];
	size_t c, n, done;
	int dec;

	if (k->gcm_enc == NULL && k->gcm_dec == NULL)
		return;
	test_fill(&rng, kb, sizeof kb);
	test_fill(&rng, h, sizeof h);
	k->aes_setkey_enc(ke, kb, 128);
	k->ghash_setkey(g, h);
	for (dec = 0; dec < 2; dec++) {
		size_t (*fn)(const aesalt_aes_key *, const aesalt_ghash_key *, uint8_t *,
			     const uint8_t *, size_t, uint8_t *, uint8_t *) =
			dec ? k->gcm_dec : k->gcm_enc;
		if (fn == NULL)
			continue;
		for (c = 0; c < NCOUNTS; c++) {
			n = counts[c];
			test_fill(&rng, in, 16 * n);
			test_fill(&rng, ctr + 1, 16);
			test_fill(&rng, y + 1, 16);
			memcpy(rctr, ctr + 1, 16);
			memcpy(ry, y + 1, 16);
			poison(out, 16 * n + 16);
			{
				const uint32_t args[] = { P(ke),  P(g),	      P(out),  P(in),
							  16 * n, P(ctr + 1), P(y + 1) };
				uint32_t regs[12];
				unsigned i;
				int ok = 1;
				done = aesalt_abi_call_m68k((anyfn)fn, args, 7, regs);
				for (i = 0; i < 11; i++)
					ok &= regs[i] == aesalt_abi_canary_m68k[i];
				CHECK(ok && regs[11] == 0,
				      "%s gcm_%s n=%zu: callee-saved registers or sp not preserved",
				      k->name, dec ? "dec" : "enc", n);
			}
			CHECK(done % 16 == 0 && done <= 16 * n, "%s gcm n=%zu: returned %zu",
			      k->name, n, done);
			if (!dec) {
				k->aes_ctr32(ke, ref_out, in, done / 16, rctr);
				k->ghash(g, ry, ref_out, done / 16);
			} else {
				k->ghash(g, ry, in, done / 16);
				k->aes_ctr32(ke, ref_out, in, done / 16, rctr);
			}
			CHECK_MEM(out, ref_out, done, "%s gcm n=%zu: wrong output", k->name, n);
			CHECK_MEM(ctr + 1, rctr, 16, "%s gcm n=%zu: wrong counter", k->name, n);
			CHECK_MEM(y + 1, ry, 16, "%s gcm n=%zu: wrong y", k->name, n);
			CHECK(poison_intact(out + done, 16), "%s gcm n=%zu: wrote past", k->name,
			      n);
		}
	}
}

int main(void)
{
	size_t i, checked = 0;

	for (i = 0; i < aesalt_kernels_len; i++) {
		const struct aesalt_kernel *k = aesalt_kernels[i];
		if (strncmp(k->name, "m68", 3) != 0)
			continue;
		if (k->usable != NULL && !k->usable()) {
			printf("test_abi_m68k: kernel %s not usable here, skipped\n", k->name);
			continue;
		}
		printf("test_abi_m68k: kernel %s\n", k->name);
		check_aes(k, 128);
		check_aes(k, 192);
		check_aes(k, 256);
		check_ghash(k);
		check_aegis(k);
		check_gcm(k);
		checked++;
	}
	CHECK(checked > 0, "no m68k kernel was built and usable: nothing checked");
	return test_summary("test_abi_m68k");
}
