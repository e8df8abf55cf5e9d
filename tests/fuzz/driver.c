/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The standalone driver of a harness: a main() for builds without
 * libFuzzer (gcc, the cross targets under qemu-user).
 *
 *   fuzz_<name>_driver [-n COUNT] [-s SEED] [-m MAX] [FILE...]
 *
 * It first runs each FILE once (regression inputs, libFuzzer crash files),
 * then COUNT inputs (default 200 without files, 0 with; divided by
 * AESALT_TEST_SCALE) of 0..MAX bytes (default 160) from a fixed-seed
 * xorshift64* PRNG: the harness's length fields then spread the messages
 * and AAD over 0..64 KiB (tests/fuzz/fuzz.h).  A failing input is written
 * to crash-<name>-<index> in the working directory before the abort; copy
 * it to tests/fuzz/regressions/<name>/ to keep it.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

void (*fz_on_failure)(void) = NULL;

static const uint8_t *cur_data;
static size_t cur_size;
static unsigned long cur_index;
static const char *cur_file; /* the input came from this file */

static void dump_input(void)
{
	char path[256];
	FILE *f;

	if (cur_file != NULL) {
		fprintf(stderr, "%s: failing input: %s\n", AESALT_FUZZ_NAME, cur_file);
		return;
	}
	snprintf(path, sizeof path, "crash-%s-%lu", AESALT_FUZZ_NAME, cur_index);
	f = fopen(path, "wb");
	if (f != NULL && fwrite(cur_data, 1, cur_size, f) == cur_size && fclose(f) == 0)
		fprintf(stderr, "%s: failing input %lu written to %s\n", AESALT_FUZZ_NAME,
			cur_index, path);
	else
		fprintf(stderr, "%s: cannot write %s\n", AESALT_FUZZ_NAME, path);
}

static uint64_t next(uint64_t *s)
{
	uint64_t x = *s;
	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	*s = x;
	return x * 0x2545F4914F6CDD1Dull;
}

static int run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *buf = NULL;
	size_t n = 0, cap = 0;

	if (f == NULL) {
		fprintf(stderr, "%s: %s: %s\n", AESALT_FUZZ_NAME, path, strerror(errno));
		return 1;
	}
	for (;;) {
		size_t got;
		if (n == cap) {
			uint8_t *p = realloc(buf, cap = cap * 2 + 4096);
			if (p == NULL)
				abort();
			buf = p;
		}
		got = fread(buf + n, 1, cap - n, f);
		if (got == 0)
			break;
		n += got;
	}
	fclose(f);
	cur_data = buf;
	cur_size = n;
	cur_file = path;
	LLVMFuzzerTestOneInput(buf, n);
	cur_file = NULL;
	free(buf);
	return 0;
}

int main(int argc, char **argv)
{
	unsigned long count = 200, max = 160, i, files = 0;
	int count_given = 0;
	uint64_t seed = 1;
	const char *scale = getenv("AESALT_TEST_SCALE");
	int a, bad = 0;

	for (a = 1; a < argc; a++) {
		if (strcmp(argv[a], "-n") == 0 && a + 1 < argc) {
			count = strtoul(argv[++a], NULL, 0);
			count_given = 1;
		} else if (strcmp(argv[a], "-s") == 0 && a + 1 < argc)
			seed = strtoull(argv[++a], NULL, 0);
		else if (strcmp(argv[a], "-m") == 0 && a + 1 < argc)
			max = strtoul(argv[++a], NULL, 0);
		else
			break;
	}
	fz_on_failure = dump_input;
	if (test_compiled_out(AESALT_FUZZ_NAME) != NULL)
		printf("%s: compiled out (%s): each input checks that it is refused\n",
		       AESALT_FUZZ_NAME, test_compiled_out(AESALT_FUZZ_NAME));
	for (; a < argc; a++, files++)
		bad |= run_file(argv[a]);
	if (files > 0) {
		printf("%s: %lu files: %lu passed, %d failed\n", AESALT_FUZZ_NAME, files,
		       files - (unsigned long)bad, bad);
		if (bad || !count_given)
			return bad;
	}

	if (scale != NULL && strtoul(scale, NULL, 10) > 1)
		count /= strtoul(scale, NULL, 10);
	{
		uint8_t *buf = fz_alloc(max);
		uint64_t s = seed * 0x9E3779B97F4A7C15ull + 1;
		for (i = 0; i < count; i++) {
			size_t n = (size_t)(next(&s) % (max + 1)), b;
			for (b = 0; b < n; b++)
				buf[b] = (uint8_t)(next(&s) >> 56);
			cur_data = buf;
			cur_size = n;
			cur_index = i;
			LLVMFuzzerTestOneInput(buf, n);
		}
		free(buf);
	}
	printf("%s: %lu inputs (seed %llu, up to %lu bytes): %lu passed, 0 failed\n",
	       AESALT_FUZZ_NAME, count, (unsigned long long)seed, max, count);
	return count + files > 0 ? 0 : 1;
}
