/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Register preservation on aarch64: every slot of every kernel usable on
 * this CPU is called through tests/abi/abi_aarch64.S with x19-x28, x29 and
 * d8-d15 set to fresh canaries, with block counts 0, 1, 2, 3, 4, 7, 8, 16,
 * 31 and every key size; after each call the canaries must be intact and
 * sp unchanged.  Each call is also repeated directly, and both must give
 * the same bytes (and return value): the trampoline passes the arguments
 * the kernel expects.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "kernel.h"
#include "testutil.h"

#define NREG 19 /* x19..x28, x29, d8..d15 */

uint64_t aesalt_abi_call(const uint64_t canary[NREG], uint64_t after[NREG], const uint64_t args[8],
			 void (*fn)(void), int64_t *sp_delta);

void aesalt_abi_selfcheck_clobber(void);
void aesalt_abi_selfcheck_sp(void);

static const char *const reg_name[NREG] = { "x19", "x20", "x21", "x22", "x23", "x24", "x25",
					    "x26", "x27", "x28", "x29", "d8",  "d9",  "d10",
					    "d11", "d12", "d13", "d14", "d15" };

static const size_t counts[] = { 0, 1, 2, 3, 4, 7, 8, 16, 31 };
#define NCOUNTS (sizeof counts / sizeof counts[0])

#define MAXB 31
#define RATE 32 /* the largest block: AEGIS-128L */

static uint64_t g_seed = 0x5eed0abc1234ull;
static unsigned long g_calls;

/* Calls fn(args) through the trampoline and checks the callee-saved
 * registers and sp; returns the callee's x0. */
static uint64_t abi_call(const char *kname, const char *slot, size_t n, void (*fn)(void),
			 const uint64_t args[8])
{
	uint64_t canary[NREG], after[NREG], ret;
	int64_t delta = 0x7777;
	size_t i;
	int bad = 0;

	for (i = 0; i < NREG; i++)
		canary[i] = test_rand(&g_seed) | 1; /* never 0 */
	memset(after, 0, sizeof after);
	ret = aesalt_abi_call(canary, after, args, fn, &delta);
	g_calls++;
	for (i = 0; i < NREG; i++) {
		if (after[i] != canary[i]) {
			bad = 1;
			fprintf(stderr, "%s %s n=%zu: %s clobbered (%016llx -> %016llx)\n", kname,
				slot, n, reg_name[i], (unsigned long long)canary[i],
				(unsigned long long)after[i]);
		}
	}
	CHECK(!bad, "%s %s n=%zu: callee-saved registers not preserved", kname, slot, n);
	CHECK(delta == 0, "%s %s n=%zu: sp moved by %lld", kname, slot, n, (long long)delta);
	return ret;
}

#define FN(f) ((void (*)(void))(f))
#define A(p) ((uint64_t)(uintptr_t)(p))

static uint8_t in_buf[MAXB * RATE + 64], out_a[MAXB * RATE + 64], out_b[MAXB * RATE + 64];

static void fill_in(void)
{
	test_fill(&g_seed, in_buf, sizeof in_buf);
}

static void test_aes(const struct aesalt_kernel *k)
{
	static const unsigned bits[] = { 128, 192, 256 };
	aesalt_aes_key ke, kd, kx;
	uint8_t key[32], iv_a[16], iv_b[16];
	size_t b, c;

	for (b = 0; b < 3; b++) {
		uint64_t args[8] = { 0 };

		test_fill(&g_seed, key, sizeof key);
		/* the set-up slots themselves */
		memset(&ke, 0, sizeof ke);
		memset(&kx, 0, sizeof kx);
		args[0] = A(&ke);
		args[1] = A(key);
		args[2] = bits[b];
		abi_call(k->name, "aes_setkey_enc", bits[b], FN(k->aes_setkey_enc), args);
		k->aes_setkey_enc(&kx, key, bits[b]);
		CHECK_MEM(&ke, &kx, sizeof ke, "%s aes_setkey_enc %u: differs", k->name, bits[b]);
		memset(&kd, 0, sizeof kd);
		memset(&kx, 0, sizeof kx);
		args[0] = A(&kd);
		abi_call(k->name, "aes_setkey_dec", bits[b], FN(k->aes_setkey_dec), args);
		k->aes_setkey_dec(&kx, key, bits[b]);
		CHECK_MEM(&kd, &kx, sizeof kd, "%s aes_setkey_dec %u: differs", k->name, bits[b]);
		ke.impl = kd.impl = k;
		ke.decrypt = 0;
		kd.decrypt = 1;

		for (c = 0; c < NCOUNTS; c++) {
			size_t n = counts[c];
			struct {
				const char *name;
				void (*fn)(void);
				const aesalt_aes_key *key;
				int has_iv;
			} slots[] = {
				{ "aes_ecb_enc", FN(k->aes_ecb_enc), &ke, 0 },
				{ "aes_ecb_dec", FN(k->aes_ecb_dec), &kd, 0 },
				{ "aes_cbc_enc", FN(k->aes_cbc_enc), &ke, 1 },
				{ "aes_cbc_dec", FN(k->aes_cbc_dec), &kd, 1 },
				{ "aes_ctr32", FN(k->aes_ctr32), &ke, 1 },
				{ "aes_xts_enc", FN(k->aes_xts_enc), &ke, 1 },
				{ "aes_xts_dec", FN(k->aes_xts_dec), &kd, 1 },
			};
			size_t s;

			for (s = 0; s < sizeof slots / sizeof slots[0]; s++) {
				uint8_t *o_a = out_a + 1, *o_b = out_b + 1; /* odd addresses */
				const uint8_t *i_p = in_buf + 3;

				if (slots[s].fn == NULL)
					continue; /* optional slot the kernel leaves to C */
				fill_in();
				test_fill(&g_seed, iv_a, 16);
				memcpy(iv_b, iv_a, 16);
				if (s == 4) /* ctr32: start near the wrap */
					iv_a[12] = iv_a[13] = iv_a[14] = iv_b[12] = iv_b[13] =
						iv_b[14] = 0xff;
				memset(out_a, 0, sizeof out_a);
				memset(out_b, 0, sizeof out_b);
				args[0] = A(slots[s].key);
				args[1] = A(o_a);
				args[2] = A(i_p);
				args[3] = n;
				args[4] = A(iv_a);
				abi_call(k->name, slots[s].name, n, slots[s].fn, args);
				if (slots[s].has_iv)
					((void (*)(const aesalt_aes_key *, uint8_t *,
						   const uint8_t *, size_t, uint8_t *))slots[s]
						 .fn)(slots[s].key, o_b, i_p, n, iv_b);
				else
					((void (*)(const aesalt_aes_key *, uint8_t *,
						   const uint8_t *, size_t))slots[s]
						 .fn)(slots[s].key, o_b, i_p, n);
				CHECK(memcmp(out_a, out_b, sizeof out_a) == 0 &&
					      memcmp(iv_a, iv_b, 16) == 0,
				      "%s %s %u n=%zu: trampoline and direct call differ", k->name,
				      slots[s].name, bits[b], n);
			}
		}
	}
}

static void test_ghash_gcm(const struct aesalt_kernel *k)
{
	aesalt_ghash_key gk, gx;
	aesalt_aes_key ke;
	uint8_t h[16], key[16], y_a[16], y_b[16], ctr_a[16], ctr_b[16];
	uint64_t args[8] = { 0 };
	size_t c;

	test_fill(&g_seed, h, 16);
	memset(&gk, 0, sizeof gk);
	memset(&gx, 0, sizeof gx);
	args[0] = A(&gk);
	args[1] = A(h);
	abi_call(k->name, "ghash_setkey", 0, FN(k->ghash_setkey), args);
	k->ghash_setkey(&gx, h);
	CHECK_MEM(&gk, &gx, sizeof gk, "%s ghash_setkey: differs", k->name);
	gk.impl = k;
	test_fill(&g_seed, key, 16);
	memset(&ke, 0, sizeof ke);
	k->aes_setkey_enc(&ke, key, 128);
	ke.impl = k;

	for (c = 0; c < NCOUNTS; c++) {
		size_t n = counts[c];
		const uint8_t *i_p = in_buf + 5;

		fill_in();
		test_fill(&g_seed, y_a, 16);
		memcpy(y_b, y_a, 16);
		args[0] = A(&gk);
		args[1] = A(y_a);
		args[2] = A(i_p);
		args[3] = n;
		abi_call(k->name, "ghash", n, FN(k->ghash), args);
		k->ghash(&gk, y_b, i_p, n);
		CHECK_MEM(y_a, y_b, 16, "%s ghash n=%zu: trampoline and direct call differ",
			  k->name, n);
	}

	/* gcm_enc/gcm_dec take a length in bytes: 16 n, so n = 8, 16 and 31
	 * cover one, two and three groups of eight blocks plus a remainder. */
	for (c = 0; c < NCOUNTS; c++) {
		size_t n = counts[c], dir;

		for (dir = 0; dir < 2; dir++) {
			size_t (*fn)(const aesalt_aes_key *, const aesalt_ghash_key *, uint8_t *,
				     const uint8_t *, size_t, uint8_t *, uint8_t *) =
				dir ? k->gcm_dec : k->gcm_enc;
			uint8_t *o_a = out_a + 7, *o_b = out_b + 7;
			const uint8_t *i_p = in_buf + 2;
			uint64_t r;
			size_t rd;

			if (fn == NULL)
				continue;
			fill_in();
			memset(out_a, 0, sizeof out_a);
			memset(out_b, 0, sizeof out_b);
			test_fill(&g_seed, y_a, 16);
			memcpy(y_b, y_a, 16);
			test_fill(&g_seed, ctr_a, 16);
			memcpy(ctr_b, ctr_a, 16);
			args[0] = A(&ke);
			args[1] = A(&gk);
			args[2] = A(o_a);
			args[3] = A(i_p);
			args[4] = 16 * n;
			args[5] = A(ctr_a);
			args[6] = A(y_a);
			r = abi_call(k->name, dir ? "gcm_dec" : "gcm_enc", n, FN(fn), args);
			rd = fn(&ke, &gk, o_b, i_p, 16 * n, ctr_b, y_b);
			CHECK(r == rd && rd % 16 == 0 && rd <= 16 * n &&
				      memcmp(out_a, out_b, sizeof out_a) == 0 &&
				      memcmp(y_a, y_b, 16) == 0 && memcmp(ctr_a, ctr_b, 16) == 0,
			      "%s %s n=%zu: trampoline and direct call differ", k->name,
			      dir ? "gcm_dec" : "gcm_enc", n);
		}
	}
}

static void test_aegis(const struct aesalt_kernel *k)
{
	struct {
		const char *name;
		void (*fn)(void);
		int absorb;
	} slots[] = {
		{ "aegis128_absorb", FN(k->aegis128.absorb), 1 },
		{ "aegis128_enc", FN(k->aegis128.enc), 0 },
		{ "aegis128_dec", FN(k->aegis128.dec), 0 },
		{ "aegis128l_absorb", FN(k->aegis128l.absorb), 1 },
		{ "aegis128l_enc", FN(k->aegis128l.enc), 0 },
		{ "aegis128l_dec", FN(k->aegis128l.dec), 0 },
		{ "aegis256_absorb", FN(k->aegis256.absorb), 1 },
		{ "aegis256_enc", FN(k->aegis256.enc), 0 },
		{ "aegis256_dec", FN(k->aegis256.dec), 0 },
	};
	size_t s, c;

	for (s = 0; s < sizeof slots / sizeof slots[0]; s++) {
		/* AEGIS composed in core for this kernel: no slot to check */
		if (slots[s].fn == NULL)
			continue;
		for (c = 0; c < NCOUNTS; c++) {
			size_t n = counts[c];
			aesalt_aegis_state st_a, st_b;
			uint8_t *o_a = out_a + 3, *o_b = out_b + 3;
			const uint8_t *i_p = in_buf + 1;
			uint64_t args[8] = { 0 };

			fill_in();
			test_fill(&g_seed, (uint8_t *)&st_a, sizeof st_a);
			memcpy(&st_b, &st_a, sizeof st_a);
			memset(out_a, 0, sizeof out_a);
			memset(out_b, 0, sizeof out_b);
			args[0] = A(&st_a);
			if (slots[s].absorb) {
				args[1] = A(i_p);
				args[2] = n;
			} else {
				args[1] = A(o_a);
				args[2] = A(i_p);
				args[3] = n;
			}
			abi_call(k->name, slots[s].name, n, slots[s].fn, args);
			if (slots[s].absorb)
				((void (*)(aesalt_aegis_state *, const uint8_t *, size_t))slots[s]
					 .fn)(&st_b, i_p, n);
			else
				((void (*)(aesalt_aegis_state *, uint8_t *, const uint8_t *,
					   size_t))slots[s]
					 .fn)(&st_b, o_b, i_p, n);
			CHECK(memcmp(&st_a, &st_b, sizeof st_a) == 0 &&
				      memcmp(out_a, out_b, sizeof out_a) == 0,
			      "%s %s n=%zu: trampoline and direct call differ", k->name,
			      slots[s].name, n);
		}
	}
}

int main(void)
{
	size_t i, tested = 0;

	for (i = 0; i < aesalt_kernels_len; i++) {
		const struct aesalt_kernel *k = aesalt_kernels[i];

		if (k->usable != NULL && !k->usable())
			continue;
		printf("test_abi_aarch64: kernel %s\n", k->name);
		test_aes(k);
		test_ghash_gcm(k);
		test_aegis(k);
		tested++;
	}
	/* The harness must be able to fail: a callee that clobbers x19 and
	 * d8, and one that moves sp, are both caught (and the trampoline
	 * still returns here). */
	{
		uint64_t canary[NREG], after[NREG], args[8] = { 0 };
		int64_t delta = 1;
		size_t j, diff = 0;

		for (j = 0; j < NREG; j++)
			canary[j] = 0x1111111111111111ull * (j % 15 + 1);
		aesalt_abi_call(canary, after, args, aesalt_abi_selfcheck_clobber, &delta);
		for (j = 0; j < NREG; j++)
			diff += after[j] != canary[j];
		CHECK(diff == 2 && after[0] != canary[0] && after[11] != canary[11] && delta == 0,
		      "self-check: a clobber of x19 and d8 was not seen (%zu registers differ)",
		      diff);
		aesalt_abi_call(canary, after, args, aesalt_abi_selfcheck_sp, &delta);
		CHECK(delta == -16 && memcmp(canary, after, sizeof after) == 0,
		      "self-check: sp moved by -16 was reported as %lld", (long long)delta);
	}
	printf("test_abi_aarch64: %zu kernels, %lu calls through the trampoline\n", tested,
	       g_calls);
	return test_summary("test_abi_aarch64");
}
