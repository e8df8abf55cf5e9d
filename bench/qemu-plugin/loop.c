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
 * Each loop body below is three instructions: a load, a decrement that sets
 * the flags (or a compare-free branch), and a conditional branch back.
 */
#include <stdio.h>
#include <stdlib.h>

#include "marker.h"

#define LOOP_INSNS 3
#define LOOP_MEM 1

static void spin(unsigned long n, const unsigned long *p)
{
	unsigned long t;

#if defined(__aarch64__)
	__asm__ volatile("1:\n\t"
			 "ldr %1, [%2]\n\t"
			 "subs %0, %0, #1\n\t"
			 "b.ne 1b"
			 : "+r"(n), "=&r"(t)
			 : "r"(p)
			 : "cc", "memory");
#elif defined(__arm__)
	/* ARM or Thumb-2 (unified syntax): the same three instructions */
	__asm__ volatile(".syntax unified\n"
			 "1:\n\t"
			 "ldr %1, [%2]\n\t"
			 "subs %0, %0, #1\n\t"
			 "bne 1b"
			 : "+r"(n), "=&r"(t)
			 : "r"(p)
			 : "cc", "memory");
#elif defined(__riscv) && __riscv_xlen == 64
	__asm__ volatile("1:\n\t"
			 "ld %1, 0(%2)\n\t"
			 "addi %0, %0, -1\n\t"
			 "bnez %0, 1b"
			 : "+r"(n), "=&r"(t)
			 : "r"(p)
			 : "memory");
#elif defined(__powerpc64__)
	/* addic. sets CR0 (and XER[CA]) */
	__asm__ volatile("1:\n\t"
			 "ld %1, 0(%2)\n\t"
			 "addic. %0, %0, -1\n\t"
			 "bne 1b"
			 : "+r"(n), "=&r"(t)
			 : "b"(p)
			 : "cr0", "xer", "memory");
#elif defined(__m68k__)
	__asm__ volatile("1:\n\t"
			 "move.l (%2), %1\n\t"
			 "subq.l #1, %0\n\t"
			 "bne.s 1b"
			 : "+d"(n), "=&d"(t)
			 : "a"(p)
			 : "cc", "memory");
#elif defined(__x86_64__)
	__asm__ volatile("1:\n\t"
			 "movq (%2), %1\n\t"
			 "decq %0\n\t"
			 "jnz 1b"
			 : "+r"(n), "=&r"(t)
			 : "r"(p)
			 : "cc", "memory");
#else
#error "no counted loop for this architecture"
#endif
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
