/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Tiny shared test helpers: checks that count, hex, a deterministic PRNG.
 * Each test program ends with test_summary(), which prints
 * "<name>: N passed, N failed" and returns the exit status.
 */
#ifndef AESALT_TESTS_TESTUTIL_H
#define AESALT_TESTS_TESTUTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "selection.h"

static unsigned long test_passed, test_failed;

/* Records one check; prints the failing location and message. */
#define CHECK(cond, ...)                                                                           \
	do {                                                                                       \
		if (cond) {                                                                        \
			test_passed++;                                                             \
		} else {                                                                           \
			test_failed++;                                                             \
			fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);                       \
			fprintf(stderr, __VA_ARGS__);                                              \
			fputc('\n', stderr);                                                       \
		}                                                                                  \
	} while (0)

#define CHECK_MEM(a, b, n, ...) CHECK(memcmp((a), (b), (n)) == 0, __VA_ARGS__)

/* Prints, once per name (up to 64 names), that prog skips name and why. */
static inline void test_skip_note(const char *prog, const char *name, const char *why)
{
	static const char *seen[64];
	static size_t nseen;
	size_t i;

	for (i = 0; i < nseen; i++)
		if (strcmp(seen[i], name) == 0)
			return;
	if (nseen < 64)
		seen[nseen++] = name;
	printf("%s: skip %s: compiled out (%s); checked to return AESALT_ERR_UNSUPPORTED\n", prog,
	       name, why);
}

static inline int test_summary(const char *name)
{
	printf("%s: %lu passed, %lu failed\n", name, test_passed, test_failed);
	return test_failed == 0 && test_passed > 0 ? 0 : 1;
}

/* Decodes hex (whitespace ignored) into out[cap]; returns the byte count or
 * (size_t)-1 on a bad digit or overflow. */
static inline size_t test_unhex(uint8_t *out, size_t cap, const char *hex)
{
	size_t n = 0;
	int hi = -1;
	for (; *hex; hex++) {
		int v;
		char c = *hex;
		if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
			continue;
		if (c >= '0' && c <= '9')
			v = c - '0';
		else if (c >= 'a' && c <= 'f')
			v = c - 'a' + 10;
		else if (c >= 'A' && c <= 'F')
			v = c - 'A' + 10;
		else
			return (size_t)-1;
		if (hi < 0) {
			hi = v;
		} else {
			if (n >= cap)
				return (size_t)-1;
			out[n++] = (uint8_t)(hi << 4 | v);
			hi = -1;
		}
	}
	return hi < 0 ? n : (size_t)-1;
}

static inline void test_hexdump(FILE *f, const char *label, const uint8_t *p, size_t n)
{
	size_t i;
	fprintf(f, "%s", label);
	for (i = 0; i < n; i++)
		fprintf(f, "%02x", p[i]);
	fputc('\n', f);
}

/* AESALT_TEST_SCALE=N (N >= 1) divides the work of the heavy property
 * tests, for runs under emulation; default 1 (everything). */
static inline size_t test_scale(void)
{
	const char *s = getenv("AESALT_TEST_SCALE");
	long v = s != NULL ? strtol(s, NULL, 10) : 1;
	return v >= 1 ? (size_t)v : 1;
}

/* xorshift64*: deterministic, seeded by the test. */
static inline uint64_t test_rand(uint64_t *s)
{
	uint64_t x = *s;
	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	*s = x;
	return x * 0x2545F4914F6CDD1Dull;
}

static inline void test_fill(uint64_t *s, uint8_t *p, size_t n)
{
	size_t i;
	for (i = 0; i < n; i++)
		p[i] = (uint8_t)(test_rand(s) >> 56);
}

/* Runs fn once per kernel usable here, with that kernel selected for the
 * keys fn sets up ("same vectors, every implementation"), then restores
 * the automatic choice.  fn gets the kernel's name. */
static inline void test_on_each_kernel(void (*fn)(const char *kernel))
{
	size_t n = aesalt_kernel_count(), k;

	CHECK(n >= 1, "no usable kernel");
	for (k = 0; k < n; k++) {
		const char *name = aesalt_kernel_name(k);
		CHECK(name != NULL && aesalt_kernel_select(name) == 0, "select kernel %zu", k);
		if (name != NULL)
			fn(name);
	}
	aesalt_kernel_select(NULL);
}

#endif /* AESALT_TESTS_TESTUTIL_H */
