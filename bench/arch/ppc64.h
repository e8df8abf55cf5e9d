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

/*
 * AESALT_LAB_OPENSSL_VARIANTS: the further rows of the same libcrypto that
 * aesalt-insn-bench offers on this architecture (insn_bench.c's o_variants
 * entries { row, variable, value }; O_NAME is the plain row's name).
 *
 * POWER8: without ISA 3.00, OpenSSL's GCM is its aesp8 CTR and vpmsumd
 * GHASH, not its stitched POWER9 code.  The row has no variable: it runs
 * under QEMU's power8 model, which AESALT_LAB_OPENSSL_REFUSAL checks.
 */
#define AESALT_LAB_OPENSSL_VARIANTS { O_NAME "-p8", NULL, NULL },

/* AESALT_LAB_OPENSSL_REFUSAL(v): why variant v cannot run in this process,
 * or NULL (insn_bench.c checks a variant's variable itself). */
#if defined(BENCH_OPS_OPENSSL) && defined(__linux__)
#include <sys/auxv.h>
#define AESALT_LAB_OPENSSL_REFUSAL(v)                                                              \
	((v)->var == NULL && (getauxval(AT_HWCAP2) & PPC_FEATURE2_ARCH_3_00)                       \
		 ? "run on a POWER8 (this CPU has ISA 3.00)"                                       \
		 : NULL)
#endif

#endif
