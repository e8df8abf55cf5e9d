/* SPDX-License-Identifier: Apache-2.0 */
/*
 * What every fuzz harness shares (tests/fuzz/README.md).
 *
 * A harness is one LLVMFuzzerTestOneInput().  It is linked either with
 * libFuzzer (the host "fuzz" preset: -fsanitize=fuzzer,address,undefined,
 * OpenSSL's EVP as a second reference) or with driver.c, a main() that
 * feeds it seeded pseudo-random inputs (every build, cross targets under
 * qemu-user included).
 *
 * Input format.  A harness reads its fields in a fixed order with the
 * fz_* readers below.  When the input runs out, the readers go on with a
 * PRNG seeded from the whole input, so a few bytes can describe a 64 KiB
 * message and libFuzzer's mutations stay cheap; a longer input supplies the
 * message bytes themselves.  Lengths are 16-bit big-endian fields whose two
 * top bits choose a range (fz_len): 00 -> 0..63, 01 -> 0..1023,
 * 10 -> 0..16383, 11 -> 0..65535 (the low 14 bits times 4, plus 0..3 from
 * the PRNG), so most inputs are short and every fourth one reaches past the
 * 4 KiB chunks and the wide kernels' tails.  tests/fuzz/gen_seeds.py writes
 * the vector files in this format; the .dict files list the interesting
 * length fields.
 *
 * A failed check prints what differed and aborts: libFuzzer keeps the
 * input as a crash, the driver writes it to crash-<harness>-<n> and fails.
 */
#ifndef AESALT_TESTS_FUZZ_H
#define AESALT_TESTS_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "../selection.h" /* tests/: the stacks build this from tests/fuzz */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Set by driver.c to dump the failing input before the abort. */
extern void (*fz_on_failure)(void);

struct fz {
	const uint8_t *p;
	size_t n;
	uint64_t s; /* PRNG state once the input is used up */
};

static inline void fz_init(struct fz *f, const uint8_t *data, size_t size)
{
	uint64_t h = 0xcbf29ce484222325ull; /* FNV-1a of the whole input */
	size_t i;
	for (i = 0; i < size; i++)
		h = (h ^ data[i]) * 0x100000001b3ull;
	f->p = data;
	f->n = size;
	f->s = h | 1;
}

static inline uint8_t fz_prng(struct fz *f)
{
	uint64_t x = f->s; /* xorshift64* */
	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	f->s = x;
	return (uint8_t)((x * 0x2545F4914F6CDD1Dull) >> 56);
}

static inline uint8_t fz_u8(struct fz *f)
{
	if (f->n == 0)
		return fz_prng(f);
	f->n--;
	return *f->p++;
}

static inline unsigned fz_u16(struct fz *f)
{
	unsigned hi = fz_u8(f);
	return hi << 8 | fz_u8(f);
}

static inline void fz_bytes(struct fz *f, uint8_t *out, size_t len)
{
	size_t i, take = len < f->n ? len : f->n;
	memcpy(out, f->p, take);
	f->p += take;
	f->n -= take;
	for (i = take; i < len; i++)
		out[i] = fz_prng(f);
}

/* A length in 0..65535, by range class (see above). */
static inline size_t fz_len(struct fz *f)
{
	unsigned v = fz_u16(f), low = v & 0x3fff;
	switch (v >> 14) {
	case 0:
		return low % 64;
	case 1:
		return low % 1024;
	case 2:
		return low;
	default:
		return (size_t)low << 2 | (fz_prng(f) & 3);
	}
}

/* An AES key length: mostly 16, 24 or 32; one selector in 16 asks for
 * any length 0..63 (mostly invalid). */
static inline size_t fz_key_len(struct fz *f)
{
	uint8_t v = fz_u8(f);
	if ((v & 0xf0) == 0xf0)
		return (size_t)(fz_u8(f) & 63);
	return (size_t)16 + 8 * (v % 3);
}

/* A heap copy of exactly len bytes (so ASan sees any overrun); never NULL. */
static inline uint8_t *fz_alloc(size_t len)
{
	uint8_t *p = malloc(len != 0 ? len : 1);
	if (p == NULL)
		abort();
	return p;
}

/* A key: its length (fz_key_len(), at most cap) and, whatever the length,
 * cap bytes of key material into key. */
static inline size_t fz_key(struct fz *f, uint8_t *key, size_t cap)
{
	size_t n = fz_key_len(f);
	if (n > cap)
		n = cap;
	fz_bytes(f, key, cap);
	return n;
}

/* A message of fz_len() bytes from the input, in a heap copy of its exact
 * length (fz_alloc), the length in *len. */
static inline uint8_t *fz_msg(struct fz *f, size_t *len)
{
	uint8_t *p;
	*len = fz_len(f);
	p = fz_alloc(*len);
	fz_bytes(f, p, *len);
	return p;
}

static inline int fz_all_zero(const uint8_t *p, size_t n)
{
	uint8_t acc = 0;
	size_t i;
	for (i = 0; i < n; i++)
		acc |= p[i];
	return acc == 0;
}

#define FZ_CHECK(cond, ...)                                                                        \
	do {                                                                                       \
		if (!(cond)) {                                                                     \
			fprintf(stderr, "FUZZ FAIL %s:%d: ", __FILE__, __LINE__);                  \
			fprintf(stderr, __VA_ARGS__);                                              \
			fputc('\n', stderr);                                                       \
			if (fz_on_failure != NULL)                                                 \
				fz_on_failure();                                                   \
			abort();                                                                   \
		}                                                                                  \
	} while (0)

/* Outputs are filled with FZ_POISON before a call that may be refused; a
 * refused call must leave them so.  fz_written() is the index of the first
 * byte that is no longer FZ_POISON (n when none is), FZ_UNTOUCHED the check,
 * whose message may name that index with fz_written(p, n). */
#define FZ_POISON 0xa5

static inline size_t fz_written(const uint8_t *p, size_t n)
{
	size_t i;
	for (i = 0; i < n && p[i] == FZ_POISON; i++)
		;
	return i;
}

#define FZ_UNTOUCHED(p, n, ...) FZ_CHECK(fz_written((p), (n)) == (n), __VA_ARGS__)

#define FZ_SAME(a, b, n, ...) FZ_CHECK((n) == 0 || memcmp((a), (b), (n)) == 0, __VA_ARGS__)

/* The kernels.  A harness runs each input once per usable kernel i
 * (0 <= i < fz_kernel_count()), with fz_use_kernel(i) selecting it for the
 * process (the one-shot functions and key set-ups then use it), and
 * restores the automatic choice with fz_use_auto() at the end.  Run 0 is
 * the reference the others must match. */
#define FZ_MAX_KERNELS 16

static inline size_t fz_kernel_count(void)
{
	size_t n = aesalt_kernel_count();
	FZ_CHECK(n >= test_min_usable() && n <= FZ_MAX_KERNELS, "%zu kernels", n);
	return n;
}

static inline const char *fz_use_kernel(size_t i)
{
	const char *name = aesalt_kernel_name(i);
	FZ_CHECK(name != NULL && aesalt_kernel_select(name) == AESALT_OK,
		 "cannot select kernel %zu", i);
	FZ_CHECK(aesalt_kernel_active() != NULL && strcmp(aesalt_kernel_active(), name) == 0,
		 "kernel %s selected but another is active", name);
	return name;
}

static inline void fz_use_auto(void)
{
	FZ_CHECK(aesalt_kernel_select(NULL) == AESALT_OK, "cannot restore the automatic kernel");
}

/* The portable constant-time kernel, the reference where OpenSSL has no
 * such mode (AEGIS). */
static inline void fz_use_reference(void)
{
	if (test_kernel_built("ct64")) {
		FZ_CHECK(aesalt_kernel_select("ct64") == AESALT_OK, "no ct64 kernel");
	} else {
		/* a build without ct64 (AESALT_KERNELS): its first kernel, so the
		 * others are still compared with one */
		FZ_CHECK(aesalt_kernel_select(aesalt_kernel_name(0)) == AESALT_OK,
			 "no kernel to compare with");
	}
}

#endif /* AESALT_TESTS_FUZZ_H */
