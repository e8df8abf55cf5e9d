/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The lab's facts about 64-bit POWER (ppc64le and big-endian ppc64).
 * bench/CMakeLists.txt builds the instruction-count bench and the
 * plugin's loop test for an architecture that has such a file,
 * bench/arch/<arch>.h, <arch> the folder of asm/.
 *
 * AESALT_LAB_SPIN(n, t, p): the counted loop of the insn_count plugin's
 * known-answer test (qemu-plugin/loop.c): n iterations (n >= 1) of three
 * instructions, one load of *p into t, a decrement of n that sets the
 * flags, a conditional branch back.
 */
#ifndef AESALT_LAB_ARCH_H
#define AESALT_LAB_ARCH_H

#define AESALT_LAB_SPIN(n, t, p)                                                                   \
	/* addic. sets CR0 (and XER[CA]) */                                                        \
	__asm__ volatile("1:\n\t"                                                                  \
			 "ld %1, 0(%2)\n\t"                                                        \
			 "addic. %0, %0, -1\n\t"                                                   \
			 "bne 1b"                                                                  \
			 : "+r"(n), "=&r"(t)                                                       \
			 : "b"(p)                                                                  \
			 : "cr0", "xer", "memory")

#endif
