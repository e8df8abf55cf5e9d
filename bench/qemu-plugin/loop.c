/* SPDX-License-Identifier: Apache-2.0 */
/*
 * aesalt-plugin-loop: the insn_count plugin's known-answer test.  For each
 * count N on the command line it runs, between the two markers, an assembly
 * loop of N iterations whose body is LOOP_INSNS instructions with
 * LOOP_MEM memory accesses (one load), and prints
 *   loop n N insns_per_iter LOOP_INSNS mem_per_iter LOOP_MEM
 * in the same order as the plugin's regions.  The checker (check-loop.sh)
 * requires count(N2) - count(N1) == (N2 - N1) * LOOP_INSNS exactly, the same
 * for memory accesses, and equal counts for equal N.
 *
 * The loop body is the architecture's (bench/arch/<arch>.h, named by
 * AESALT_LAB_ARCH: bench/CMakeLists.txt defines it): three instructions, a
 * load, a decrement that sets the flags (or a compare-free branch), and a
 * conditional branch back.
 */
#include <stdio.h>
#include <stdlib.h>

#include "marker.h"

#ifndef AESALT_LAB_ARCH
#error "no AESALT_LAB_ARCH: build with -DAESALT_LAB_ARCH='\"arch/<arch>.h\"' -I<bench>"
#endif
#include AESALT_LAB_ARCH

#define LOOP_INSNS 3
#define LOOP_MEM 1

static void spin(unsigned long n, const unsigned long *p)
{
	unsigned long t;

	AESALT_LAB_SPIN(n, t, p);
	(void)t;
}

int main(int argc, char **argv)
{
	static const unsigned long word = 42;
	int i;

	if (argc < 2) {
		fprintf(stderr, "usage: %s N...   (N >= 1)\n", argv[0]);
		return 2;
	}
	for (i = 1; i < argc; i++) {
		unsigned long n = strtoul(argv[i], NULL, 10);

		if (n == 0) {
			fprintf(stderr, "%s: N must be at least 1\n", argv[0]);
			return 2;
		}
		aesalt_bench_mark_begin();
		spin(n, &word);
		aesalt_bench_mark_end();
		printf("loop n %lu insns_per_iter %d mem_per_iter %d\n", n, LOOP_INSNS, LOOP_MEM);
	}
	return 0;
}
