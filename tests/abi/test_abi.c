/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The ABI check of every kernel (BoringSSL's CHECK_ABI idea): every slot
 * of every kernel of aesalt_kernels[] that this CPU can run is called
 * through the architecture's trampoline (tests/abi/abi.h,
 * asm/<arch>/abi-trampoline.S), which loads fresh random canaries into the
 * callee-saved registers and the stack canary and reports every word the
 * call changed.  The same calls check the results against the portable
 * "table" kernel (the fused GCM slots against ctr32 + ghash of the same
 * kernel, the fused CCM slots against the table's CBC-MAC and ctr32, AEGIS against core/aegis_c.c over the table round), with the
 * layouts the contract allows (core/kernel.h):
 *
 *  - block counts 0, 1, 2, 3, 4, 7, 8, 16, 31 (aes_round: those <= 8);
 *  - every AES key size;
 *  - data, iv, counter, tweak and y buffers at odd addresses;
 *  - key and GHASH-key structures aligned only to their alignment (at an
 *    address that is an odd multiple of it: 2 mod 4 on m68k);
 *  - out-of-place and in-place calls;
 *  - poison bytes after every output, to catch overruns;
 *  - a CTR counter near the 32-bit wrap.
 *
 * Usage: test_abi            the check; prints what it called
 *        test_abi --selfcheck calls aesalt_abi_clobber (which changes one
 *                            callee-saved register) and exits 1 when the
 *                            trampoline reports that register and no other:
 *                            the test unit.abi.selfcheck is expected to fail.
 */
#include <stdalign.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "abi.h"
#include "aegis_c.h"
#include "kernel.h"
#include "testutil.h"

typedef void (*anyfn)(void);

/* ---- the trampoline ---------------------------------------------------- */

static const char *g_word[AESALT_ABI_MAXWORDS];
static size_t g_nwords;
static char g_names[1024];
static alignas(16) uintptr_t g_canary[AESALT_ABI_MAXWORDS];
static alignas(16) uintptr_t g_after[AESALT_ABI_MAXWORDS];
static uint64_t g_rng = 0x5eed0abc1234ull;
static unsigned long g_calls, g_kernel_calls;

/* Splits aesalt_abi_names into g_word[]; 0 when it does not fit. */
static int read_names(void)
{
	char *p;

	if (strlen(aesalt_abi_names) >= sizeof g_names)
		return 0;
	strcpy(g_names, aesalt_abi_names);
	for (p = strtok(g_names, " "); p != NULL; p = strtok(NULL, " ")) {
		if (g_nwords == AESALT_ABI_MAXWORDS)
			return 0;
		g_word[g_nwords++] = p;
	}
	return g_nwords > 0;
}

/* Calls fn(args) through the trampoline; returns how many words the call
 * changed (each reported on stderr) and the callee's result in *ret. */
static size_t call_raw(const char *what, anyfn fn, const uintptr_t args[AESALT_ABI_NARGS],
		       uintptr_t *ret)
{
	size_t i, bad = 0;

	for (i = 0; i < g_nwords; i++)
		g_canary[i] = (uintptr_t)test_rand(&g_rng) | 1; /* never 0 */
	memset(g_after, 0, sizeof g_after);
	*ret = aesalt_abi_call(fn, args, g_canary, g_after);
	g_calls++;
	for (i = 0; i < g_nwords; i++) {
		if (g_after[i] != g_canary[i]) {
			bad++;
			fprintf(stderr, "%s: %s changed (%#jx -> %#jx)\n", what, g_word[i],
				(uintmax_t)g_canary[i], (uintmax_t)g_after[i]);
		}
	}
	return bad;
}

/* One checked kernel call; what names it in a failure. */
static uintptr_t abi_call(const char *what, anyfn fn, const uintptr_t args[AESALT_ABI_NARGS])
{
	uintptr_t ret;

	CHECK(call_raw(what, fn, args, &ret) == 0, "%s: callee-saved state not preserved", what);
	g_kernel_calls++;
	return ret;
}

#define P(x) ((uintptr_t)(const void *)(x))
#define CALL(what, fn, ...)                                                                        \
	do {                                                                                       \
		const uintptr_t args_[AESALT_ABI_NARGS] = { __VA_ARGS__ };                         \
		abi_call((what), (anyfn)(fn), args_);                                              \
	} while (0)

/* ---- buffers ------------------------------------------------------------- */

static const size_t counts[] = { 0, 1, 2, 3, 4, 7, 8, 16, 31 };
#define NCOUNTS (sizeof counts / sizeof counts[0])
#define MAXB 31
#define RATE 32 /* the largest block: AEGIS-128L */
#define BUF (MAXB * RATE + 64)
#define POISON 0xa5

/* Storage 16-byte aligned; a structure goes at base + its alignment (so at
 * an odd multiple of it), the byte buffers at odd offsets. */
#define SLOT(type) (alignof(type) + sizeof(type) + 16)
static alignas(16) uint8_t s_ke[SLOT(aesalt_aes_key)], s_kd[SLOT(aesalt_aes_key)];
static alignas(16) uint8_t s_re[SLOT(aesalt_aes_key)], s_rd[SLOT(aesalt_aes_key)];
static alignas(16) uint8_t s_g[SLOT(aesalt_ghash_key)], s_rg[SLOT(aesalt_ghash_key)];
static alignas(16) uint8_t s_st[SLOT(aesalt_aegis_state)], s_rst[SLOT(aesalt_aegis_state)];
static alignas(16) uint8_t s_in[BUF], s_out[BUF], s_ref[BUF];
static alignas(16) uint8_t s_iv[32], s_riv[32], s_y[32], s_ry[32];

#define AT(store, type) ((type *)(void *)((store) + alignof(type)))

static uint8_t *const in = s_in + 3, *const out = s_out + 1, *const ref = s_ref + 5;
static uint8_t *const iv = s_iv + 1, *const riv = s_riv + 3, *const y = s_y + 7,
		      *const ry = s_ry + 1;

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

/* The output of a call: len bytes equal to ref, the 16 bytes after it
 * untouched. */
static void check_out(const char *what, size_t len)
{
	CHECK_MEM(out, ref, len, "%s: wrong output", what);
	CHECK(poison_intact(out + len, 16), "%s: wrote past the output", what);
}

/* Input in in[], the output buffer poisoned; in place: the input copied
 * into out[] (the call then gets out as in). */
static const uint8_t *prepare(size_t len, int in_place)
{
	test_fill(&g_rng, in, len);
	poison(out, len + 16);
	if (in_place)
		memcpy(out, in, len);
	return in_place ? out : in;
}

/* ---- AES ------------------------------------------------------------------ */

enum aes_kind { ECB, CBC, CFB, OFB, CTR, XTS };

struct aes_slot {
	const char *name;
	enum aes_kind kind;
	int dec;
	anyfn fn;
};

/* T *= x in GF(2^128), IEEE 1619 little-endian convention. */
static void xts_mul(uint8_t t[16])
{
	uint8_t carry = t[15] >> 7;
	int j;

	for (j = 15; j > 0; j--)
		t[j] = (uint8_t)(t[j] << 1 | t[j - 1] >> 7);
	t[0] = (uint8_t)(t[0] << 1 ^ (carry ? 0x87 : 0));
}

/* The reference: the table kernel (XTS, CFB and OFB through its ECB). */
static void ref_aes(const struct aes_slot *s, const aesalt_aes_key *re, const aesalt_aes_key *rd,
		    const uint8_t *src, size_t n)
{
	const struct aesalt_kernel *t = &aesalt_kernel_table;
	size_t i, j;

	switch (s->kind) {
	case ECB:
		(s->dec ? t->aes_ecb_dec : t->aes_ecb_enc)(s->dec ? rd : re, ref, src, n);
		break;
	case CBC:
		(s->dec ? t->aes_cbc_dec : t->aes_cbc_enc)(s->dec ? rd : re, ref, src, n, riv);
		break;
	case CFB: /* c = p ^ E(iv); iv = c */
		for (i = 0; i < n; i++) {
			t->aes_ecb_enc(re, ref + 16 * i, riv, 1);
			for (j = 0; j < 16; j++)
				ref[16 * i + j] ^= src[16 * i + j];
			memcpy(riv, ref + 16 * i, 16);
		}
		break;
	case OFB: /* iv = E(iv); out = p ^ iv */
		for (i = 0; i < n; i++) {
			t->aes_ecb_enc(re, riv, riv, 1);
			for (j = 0; j < 16; j++)
				ref[16 * i + j] = src[16 * i + j] ^ riv[j];
		}
		break;
	case CTR:
		t->aes_ctr32(re, ref, src, n, riv);
		break;
	case XTS:
		for (i = 0; i < n; i++) {
			for (j = 0; j < 16; j++)
				ref[16 * i + j] = src[16 * i + j] ^ riv[j];
			(s->dec ? t->aes_ecb_dec : t->aes_ecb_enc)(s->dec ? rd : re, ref + 16 * i,
								   ref + 16 * i, 1);
			for (j = 0; j < 16; j++)
				ref[16 * i + j] ^= riv[j];
			xts_mul(riv);
		}
		break;
	}
}

/* setkey through the trampoline into key, the same directly into a
 * zeroed copy: the bytes must agree and the round count be right. */
static void check_setkey(const struct aesalt_kernel *k, const char *slot, anyfn fn,
			 aesalt_aes_key *key, const uint8_t *kb, unsigned bits)
{
	void (*direct)(aesalt_aes_key *, const uint8_t *, unsigned) =
		(void (*)(aesalt_aes_key *, const uint8_t *, unsigned))fn;
	aesalt_aes_key copy;
	char what[96];

	snprintf(what, sizeof what, "%s %s/%u", k->name, slot, bits);
	memset(key, 0, sizeof *key);
	memset(&copy, 0, sizeof copy);
	CALL(what, fn, P(key), P(kb), bits);
	direct(&copy, kb, bits);
	CHECK_MEM(key, &copy, sizeof copy, "%s: trampoline and direct call differ", what);
	CHECK(key->rounds == bits / 32 + 6, "%s: rounds = %lu", what, (unsigned long)key->rounds);
	key->kernel = k;
}

static void check_aes(const struct aesalt_kernel *k, unsigned bits)
{
	aesalt_aes_key *ke = AT(s_ke, aesalt_aes_key), *kd = AT(s_kd, aesalt_aes_key);
	aesalt_aes_key *re = AT(s_re, aesalt_aes_key), *rd = AT(s_rd, aesalt_aes_key);
	const struct aes_slot slots[] = {
		{ "aes_ecb_enc", ECB, 0, (anyfn)k->aes_ecb_enc },
		{ "aes_ecb_dec", ECB, 1, (anyfn)k->aes_ecb_dec },
		{ "aes_cbc_enc", CBC, 0, (anyfn)k->aes_cbc_enc },
		{ "aes_cbc_dec", CBC, 1, (anyfn)k->aes_cbc_dec },
		{ "cfb_enc", CFB, 0, (anyfn)k->cfb_enc },
		{ "ofb", OFB, 0, (anyfn)k->ofb },
		{ "aes_ctr32", CTR, 0, (anyfn)k->aes_ctr32 },
		{ "aes_xts_enc", XTS, 0, (anyfn)k->aes_xts_enc },
		{ "aes_xts_dec", XTS, 1, (anyfn)k->aes_xts_dec },
	};
	uint8_t kb[33];
	size_t s, c;
	int ip;

	test_fill(&g_rng, kb, sizeof kb);
	check_setkey(k, "aes_setkey_enc", (anyfn)k->aes_setkey_enc, ke, kb + 1, bits);
	check_setkey(k, "aes_setkey_dec", (anyfn)k->aes_setkey_dec, kd, kb + 1, bits);
	kd->decrypt = 1;
	aesalt_kernel_table.aes_setkey_enc(re, kb + 1, bits);
	aesalt_kernel_table.aes_setkey_dec(rd, kb + 1, bits);

	for (s = 0; s < sizeof slots / sizeof slots[0]; s++) {
		if (slots[s].fn == NULL)
			continue; /* optional slot the kernel leaves to C */
		for (c = 0; c < NCOUNTS; c++) {
			for (ip = 0; ip < 2; ip++) {
				size_t n = counts[c], len = 16 * n;
				const uint8_t *src = prepare(len, ip);
				char what[96];

				snprintf(what, sizeof what, "%s %s/%u n=%zu%s", k->name,
					 slots[s].name, bits, n, ip ? " in place" : "");
				test_fill(&g_rng, iv, 16);
				if (slots[s].kind == CTR) { /* wraps without a carry into byte 11 */
					iv[12] = iv[13] = iv[14] = 0xff;
					iv[15] = (uint8_t)(0xff - n / 2);
				}
				memcpy(riv, iv, 16);
				CALL(what, slots[s].fn, P(slots[s].dec ? kd : ke), P(out), P(src),
				     n, P(iv));
				ref_aes(&slots[s], re, rd, in, n);
				check_out(what, len);
				if (slots[s].kind != ECB)
					CHECK_MEM(iv, riv, 16, "%s: wrong iv/counter/tweak out",
						  what);
			}
		}
	}
}

/* ---- GHASH and fused GCM ----------------------------------------------------- */

static void check_ghash(const struct aesalt_kernel *k)
{
	const struct aesalt_kernel *t = &aesalt_kernel_table;
	aesalt_ghash_key *g = AT(s_g, aesalt_ghash_key), *rg = AT(s_rg, aesalt_ghash_key);
	aesalt_ghash_key copy;
	uint8_t h[17];
	char what[96];
	size_t c;

	test_fill(&g_rng, h, sizeof h);
	memset(g, 0, sizeof *g);
	memset(&copy, 0, sizeof copy);
	snprintf(what, sizeof what, "%s ghash_setkey", k->name);
	CALL(what, k->ghash_setkey, P(g), P(h + 1));
	k->ghash_setkey(&copy, h + 1);
	CHECK_MEM(g, &copy, sizeof copy, "%s: trampoline and direct call differ", what);
	g->kernel = k;
	t->ghash_setkey(rg, h + 1);
	for (c = 0; c < NCOUNTS; c++) {
		size_t n = counts[c];

		snprintf(what, sizeof what, "%s ghash n=%zu", k->name, n);
		test_fill(&g_rng, in, 16 * n);
		test_fill(&g_rng, y, 16);
		memcpy(ry, y, 16);
		CALL(what, k->ghash, P(g), P(y), P(in), n);
		t->ghash(rg, ry, in, n);
		CHECK_MEM(y, ry, 16, "%s: wrong y", what);
	}
}

typedef size_t (*gcm_fn)(const aesalt_aes_key *, const aesalt_ghash_key *, uint8_t *,
			 const uint8_t *, size_t, uint8_t *, uint8_t *);

/* The fused slots: as many bytes as they say they did, equal to ctr32 and
 * ghash of the same kernel.  16 n bytes, so n = 8, 16 and 31 cover one,
 * two and three groups of eight blocks plus a remainder. */
static void check_gcm(const struct aesalt_kernel *k)
{
	aesalt_aes_key *ke = AT(s_ke, aesalt_aes_key);
	aesalt_ghash_key *g = AT(s_g, aesalt_ghash_key);
	uint8_t kb[16], h[16];
	size_t c;
	int dec, ip;

	if (k->gcm_enc == NULL && k->gcm_dec == NULL)
		return;
	test_fill(&g_rng, kb, sizeof kb);
	test_fill(&g_rng, h, sizeof h);
	k->aes_setkey_enc(ke, kb, 128);
	ke->kernel = k;
	k->ghash_setkey(g, h);
	g->kernel = k;
	for (dec = 0; dec < 2; dec++) {
		gcm_fn fn = dec ? k->gcm_dec : k->gcm_enc;

		if (fn == NULL)
			continue;
		for (c = 0; c < NCOUNTS; c++) {
			for (ip = 0; ip < 2; ip++) {
				size_t n = counts[c], done;
				const uint8_t *src = prepare(16 * n, ip);
				const uintptr_t args[AESALT_ABI_NARGS] = { P(ke),  P(g),   P(out),
									   P(src), 16 * n, P(iv),
									   P(y) };
				char what[96];

				snprintf(what, sizeof what, "%s gcm_%s n=%zu%s", k->name,
					 dec ? "dec" : "enc", n, ip ? " in place" : "");
				test_fill(&g_rng, iv, 16);
				test_fill(&g_rng, y, 16);
				memcpy(riv, iv, 16);
				memcpy(ry, y, 16);
				done = abi_call(what, (anyfn)fn, args);
				CHECK(done % 16 == 0 && done <= 16 * n, "%s: returned %zu", what,
				      done);
				if (done > 16 * n)
					continue;
				k->aes_ctr32(ke, ref, in, done / 16, riv);
				k->ghash(g, ry, dec ? in : ref, done / 16);
				/* the bytes it left to C are untouched */
				if (ip)
					memcpy(ref + done, in + done, 16 * n - done);
				else
					poison(ref + done, 16 * n - done);
				check_out(what, 16 * n);
				CHECK_MEM(iv, riv, 16, "%s: wrong counter", what);
				CHECK_MEM(y, ry, 16, "%s: wrong y", what);
			}
		}
	}
}

/* ---- fused CCM ------------------------------------------------------------- */

typedef void (*ccm_fn)(const aesalt_aes_key *, uint8_t *, const uint8_t *, size_t, uint8_t *,
		       uint8_t *);

/* The fused CCM slots against the table kernel's CBC-encrypt (as the MAC:
 * y is the chaining value) and ctr32, every key size, in and out of
 * place, one counter near the 32-bit wrap (ending exactly on it). */
static void check_ccm(const struct aesalt_kernel *k, unsigned bits)
{
	const struct aesalt_kernel *t = &aesalt_kernel_table;
	aesalt_aes_key *ke = AT(s_ke, aesalt_aes_key), *re = AT(s_re, aesalt_aes_key);
	uint8_t kb[32], sink[16 * MAXB];
	size_t c;
	int dec, ip;

	if (k->ccm_enc == NULL || k->ccm_dec == NULL) {
		CHECK(k->ccm_enc == NULL && k->ccm_dec == NULL, "%s: one ccm slot set, not both",
		      k->name);
		return;
	}
	test_fill(&g_rng, kb, sizeof kb);
	k->aes_setkey_enc(ke, kb, bits);
	ke->kernel = k;
	t->aes_setkey_enc(re, kb, bits);
	re->kernel = t;
	for (dec = 0; dec < 2; dec++) {
		ccm_fn fn = dec ? k->ccm_dec : k->ccm_enc;

		for (c = 0; c < NCOUNTS; c++) {
			for (ip = 0; ip < 2; ip++) {
				size_t n = counts[c];
				const uint8_t *src = prepare(16 * n, ip);
				const uintptr_t args[AESALT_ABI_NARGS] = { P(ke), P(out), P(src),
									   n,	  P(iv),  P(y) };
				char what[96];

				snprintf(what, sizeof what, "%s ccm_%s AES-%u n=%zu%s", k->name,
					 dec ? "dec" : "enc", bits, n, ip ? " in place" : "");
				test_fill(&g_rng, iv, 16);
				if (c == NCOUNTS - 1) /* 31 blocks that end on the wrap */
					memcpy(iv + 12, "\xff\xff\xff\xe1", 4);
				test_fill(&g_rng, y, 16);
				memcpy(riv, iv, 16);
				memcpy(ry, y, 16);
				if (!dec)
					t->aes_cbc_enc(re, sink, in, n, ry);
				t->aes_ctr32(re, ref, in, n, riv);
				if (dec)
					t->aes_cbc_enc(re, sink, ref, n, ry);
				abi_call(what, (anyfn)fn, args);
				check_out(what, 16 * n);
				CHECK_MEM(iv, riv, 16, "%s: wrong counter", what);
				CHECK_MEM(y, ry, 16, "%s: wrong chaining value", what);
			}
		}
	}
}

/* ---- CBC-MAC ---------------------------------------------------------------- */

typedef void (*cbcmac_fn)(const aesalt_aes_key *, uint8_t *, const uint8_t *, size_t);

/* The optional cbc_mac slot against the table kernel's CBC-encrypt (the
 * chaining value is the MAC), every key size and count, and that it
 * writes nothing but x (the output buffer stays poisoned). */
static void check_cbcmac(const struct aesalt_kernel *k, unsigned bits)
{
	const struct aesalt_kernel *t = &aesalt_kernel_table;
	aesalt_aes_key *ke = AT(s_ke, aesalt_aes_key), *re = AT(s_re, aesalt_aes_key);
	uint8_t kb[32], sink[16 * MAXB];
	size_t c;

	if (k->cbc_mac == NULL)
		return;
	test_fill(&g_rng, kb, sizeof kb);
	k->aes_setkey_enc(ke, kb, bits);
	ke->kernel = k;
	t->aes_setkey_enc(re, kb, bits);
	re->kernel = t;
	for (c = 0; c < NCOUNTS; c++) {
		size_t n = counts[c];
		const uint8_t *src = prepare(16 * n, 0);
		const uintptr_t args[AESALT_ABI_NARGS] = { P(ke), P(y), P(src), n };
		char what[96];

		snprintf(what, sizeof what, "%s cbc_mac AES-%u n=%zu", k->name, bits, n);
		test_fill(&g_rng, y, 16);
		memcpy(ry, y, 16);
		t->aes_cbc_enc(re, sink, in, n, ry);
		abi_call(what, (anyfn)(cbcmac_fn)k->cbc_mac, args);
		CHECK_MEM(y, ry, 16, "%s: wrong chaining value", what);
		CHECK(poison_intact(out, 16 * n + 16), "%s: wrote to memory other than x", what);
	}
}

/* ---- one block -------------------------------------------------------------- */

typedef int (*block_fn)(const aesalt_aes_key *, uint8_t *, const uint8_t *);
typedef void (*ecb_fn)(const aesalt_aes_key *, uint8_t *, const uint8_t *, size_t);

/* One block with out = in + d for every d in -16..16 (in place, every
 * partial overlap, disjoint on both sides): through the optional
 * one-block slots (return value 0), and through the ECB slots with
 * nblocks 1, which must take any overlap too (kernel.h); each against the
 * table kernel's ECB, nothing written but the block. */
static void check_block(const struct aesalt_kernel *k, unsigned bits)
{
	const struct aesalt_kernel *t = &aesalt_kernel_table;
	aesalt_aes_key *ke = AT(s_ke, aesalt_aes_key), *kd = AT(s_kd, aesalt_aes_key);
	aesalt_aes_key *re = AT(s_re, aesalt_aes_key), *rd = AT(s_rd, aesalt_aes_key);
	uint8_t kb[32];
	int slot, d;

	CHECK((k->aes_block_enc == NULL) == (k->aes_block_dec == NULL),
	      "%s: one-block slots: both or neither", k->name);
	test_fill(&g_rng, kb, sizeof kb);
	k->aes_setkey_enc(ke, kb, bits);
	k->aes_setkey_dec(kd, kb, bits);
	ke->kernel = kd->kernel = k;
	kd->decrypt = 1;
	t->aes_setkey_enc(re, kb, bits);
	t->aes_setkey_dec(rd, kb, bits);
	/* slot: 0 aes_block_enc, 1 aes_block_dec, 2 aes_ecb_enc, 3 aes_ecb_dec */
	for (slot = 0; slot < 4; slot++) {
		int dec = slot & 1, one = slot < 2;
		anyfn fn =
			one ? (anyfn)(dec ? (block_fn)k->aes_block_dec : (block_fn)k->aes_block_enc)
			    : (anyfn)(dec ? (ecb_fn)k->aes_ecb_dec : (ecb_fn)k->aes_ecb_enc);

		if (fn == NULL)
			continue;
		for (d = -16; d <= 16; d++) {
			/* in at out + 16 - d: every d moves out against in */
			uint8_t *o = out + 16, *i = out + 16 - d;
			const uintptr_t args[AESALT_ABI_NARGS] = { P(dec ? kd : ke), P(o), P(i),
								   1 };
			char what[96];
			uintptr_t ret;

			snprintf(what, sizeof what, "%s aes_%s_%s AES-%u n=1 out = in %+d", k->name,
				 one ? "block" : "ecb", dec ? "dec" : "enc", bits, d);
			memset(s_out, POISON, sizeof s_out);
			test_fill(&g_rng, i, 16);
			(dec ? t->aes_ecb_dec : t->aes_ecb_enc)(dec ? rd : re, ref, i, 1);
			ret = abi_call(what, fn, args);
			if (one)
				CHECK((int)ret == 0, "%s: returned %d", what, (int)ret);
			CHECK_MEM(o, ref, 16, "%s: wrong block", what);
			if (d == 16 || d == -16) /* disjoint: the side away from in */
				CHECK(poison_intact(d > 0 ? out + 32 : out, 16),
				      "%s: wrote outside the block", what);
		}
	}
}

/* ---- AEGIS and the AES round ---------------------------------------------------- */

typedef void (*absorb_fn)(aesalt_aegis_state *, const uint8_t *, size_t);
typedef void (*crypt_fn)(aesalt_aegis_state *, uint8_t *, const uint8_t *, size_t);
typedef void (*ref_absorb_fn)(aesalt_aes_round_fn, aesalt_aegis_state *, const uint8_t *, size_t);
typedef void (*ref_crypt_fn)(aesalt_aes_round_fn, aesalt_aegis_state *, uint8_t *, const uint8_t *,
			     size_t);

struct aegis_variant {
	const char *name;
	size_t rate;
	const struct aesalt_aegis_slots *slots;
	ref_absorb_fn ref_absorb;
	ref_crypt_fn ref_enc, ref_dec;
};

static void check_aegis_variant(const struct aesalt_kernel *k, const struct aegis_variant *v)
{
	/* The state is a byte array: alignment 1, so an odd address. */
	aesalt_aegis_state *st = (aesalt_aegis_state *)(void *)(s_st + 1);
	aesalt_aegis_state *rst = (aesalt_aegis_state *)(void *)(s_rst + 3);
	struct {
		const char *op;
		anyfn fn;
		ref_crypt_fn ref; /* NULL: absorb */
	} ops[] = {
		{ "absorb", (anyfn)v->slots->absorb, NULL },
		{ "enc", (anyfn)v->slots->enc, v->ref_enc },
		{ "dec", (anyfn)v->slots->dec, v->ref_dec },
	};
	size_t o, c;
	int ip;

	for (o = 0; o < 3; o++) {
		if (ops[o].fn == NULL)
			continue;
		for (c = 0; c < NCOUNTS; c++) {
			for (ip = 0; ip < (ops[o].ref ? 2 : 1); ip++) {
				size_t n = counts[c], len = v->rate * n;
				const uint8_t *src = prepare(len, ip);
				char what[96];

				snprintf(what, sizeof what, "%s %s_%s n=%zu%s", k->name, v->name,
					 ops[o].op, n, ip ? " in place" : "");
				test_fill(&g_rng, st->s[0], sizeof st->s);
				memcpy(rst, st, sizeof *st);
				if (ops[o].ref == NULL) {
					CALL(what, ops[o].fn, P(st), P(src), n);
					v->ref_absorb(aesalt_aes_round_table, rst, in, n);
				} else {
					CALL(what, ops[o].fn, P(st), P(out), P(src), n);
					ops[o].ref(aesalt_aes_round_table, rst, ref, in, n);
					check_out(what, len);
				}
				CHECK_MEM(st, rst, sizeof *st, "%s: wrong state", what);
			}
		}
	}
}

static void check_aegis(const struct aesalt_kernel *k)
{
	const struct aegis_variant v[] = {
		{ "aegis128", 16, &k->aegis128, aesalt_aegis128_absorb_c, aesalt_aegis128_enc_c,
		  aesalt_aegis128_dec_c },
		{ "aegis128l", 32, &k->aegis128l, aesalt_aegis128l_absorb_c, aesalt_aegis128l_enc_c,
		  aesalt_aegis128l_dec_c },
		{ "aegis256", 16, &k->aegis256, aesalt_aegis256_absorb_c, aesalt_aegis256_enc_c,
		  aesalt_aegis256_dec_c },
	};
	size_t i;

	for (i = 0; i < sizeof v / sizeof v[0]; i++)
		check_aegis_variant(k, &v[i]);
}

/* aes_round: n <= 8 blocks; rk is n arbitrary round keys after the data. */
static void check_round(const struct aesalt_kernel *k)
{
	uint8_t *rk = s_in + 3 + 16 * 8 + 1;
	size_t c;
	int ip;

	if (k->aes_round == NULL)
		return;
	for (c = 0; c < NCOUNTS && counts[c] <= 8; c++) {
		for (ip = 0; ip < 2; ip++) {
			size_t n = counts[c];
			const uint8_t *src = prepare(16 * n, ip);
			char what[96];

			snprintf(what, sizeof what, "%s aes_round n=%zu%s", k->name, n,
				 ip ? " in place" : "");
			test_fill(&g_rng, rk, 16 * 8);
			CALL(what, k->aes_round, P(out), P(src), P(rk), n);
			aesalt_aes_round_table((uint8_t(*)[16])(void *)ref,
					       (const uint8_t(*)[16])(const void *)in,
					       (const uint8_t(*)[16])(const void *)rk, n);
			check_out(what, 16 * n);
		}
	}
}

/* ---- main ------------------------------------------------------------------------- */

/* The length of a word's register name: "v27.1" is a word of v27. */
static size_t reg_len(const char *word)
{
	return strcspn(word, ".");
}

/* The planted clobber must be reported, and nothing else: the words that
 * changed are all of one register. */
static int selfcheck(void)
{
	const uintptr_t args[AESALT_ABI_NARGS] = { 0 };
	const char *reg = NULL;
	uintptr_t ret;
	size_t i, regs = 0;

	call_raw("selfcheck aesalt_abi_clobber", aesalt_abi_clobber, args, &ret);
	for (i = 0; i < g_nwords; i++) {
		if (g_after[i] == g_canary[i])
			continue;
		if (reg == NULL || reg_len(g_word[i]) != reg_len(reg) ||
		    strncmp(g_word[i], reg, reg_len(reg)) != 0)
			regs++;
		reg = g_word[i];
	}
	if (regs == 1) {
		printf("test_abi --selfcheck: the planted clobber of %.*s was caught\n",
		       (int)reg_len(reg), reg);
		return 1;
	}
	printf("test_abi --selfcheck: %zu registers reported, want exactly 1\n", regs);
	return 0;
}

int main(int argc, char **argv)
{
	size_t i, checked = 0;

	if (!read_names()) {
		fprintf(stderr, "test_abi: aesalt_abi_names is empty or too long\n");
		return 1;
	}
	if (argc == 2 && strcmp(argv[1], "--selfcheck") == 0)
		return selfcheck();
	if (argc != 1) {
		fprintf(stderr, "usage: %s [--selfcheck]\n", argv[0]);
		return 2;
	}
	printf("test_abi: %zu words checked per call: %s\n", g_nwords, aesalt_abi_names);
	for (i = 0; i < aesalt_kernels_len; i++) {
		const struct aesalt_kernel *k = aesalt_kernels[i];
		unsigned long before = g_kernel_calls;

		if (k == NULL)
			continue;
		if (k->usable != NULL && !k->usable()) {
			printf("test_abi: kernel %s not usable here, skipped\n", k->name);
			continue;
		}
		check_aes(k, 128);
		check_aes(k, 192);
		check_aes(k, 256);
		check_ghash(k);
		check_gcm(k);
		check_ccm(k, 128);
		check_ccm(k, 192);
		check_ccm(k, 256);
		check_cbcmac(k, 128);
		check_cbcmac(k, 192);
		check_cbcmac(k, 256);
		check_block(k, 128);
		check_block(k, 192);
		check_block(k, 256);
		check_aegis(k);
		check_round(k);
		printf("test_abi: kernel %s: %lu calls through the trampoline\n", k->name,
		       g_kernel_calls - before);
		checked++;
	}
	CHECK(checked > 0, "no kernel was usable: nothing checked");
	return test_summary("test_abi");
}
