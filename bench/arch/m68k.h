/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The lab's facts about m68k.
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
	__asm__ volatile("1:\n\t"                                                                  \
			 "move.l (%2), %1\n\t"                                                     \
			 "subq.l #1, %0\n\t"                                                       \
			 "bne.s 1b"                                                                \
			 : "+d"(n), "=&d"(t)                                                       \
			 : "a"(p)                                                                  \
			 : "cc", "memory")

#endif
