/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The lab's facts about AArch64.
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
			 "ldr %1, [%2]\n\t"                                                        \
			 "subs %0, %0, #1\n\t"                                                     \
			 "b.ne 1b"                                                                 \
			 : "+r"(n), "=&r"(t)                                                       \
			 : "r"(p)                                                                  \
			 : "cc", "memory")

/*
 * AESALT_LAB_OPENSSL_VARIANTS: the further rows of the same libcrypto that
 * aesalt-insn-bench offers on this architecture (insn_bench.c's o_variants
 * entries { row, variable, value }; O_NAME is the plain row's name).
 *
 * 1 is ARMV7_NEON alone: on aarch64 OpenSSL's NEON vector-permute AES
 * (vpaes) and its C GHASH; on 32-bit ARM its bit-sliced NEON AES
 * (bsaes-armv7: CBC-decrypt, CTR, XTS; aes-armv4's integer tables
 * otherwise) and its NEON GHASH.  (0 would drop NEON too.)
 */
#define AESALT_LAB_OPENSSL_VARIANTS { O_NAME "-noce", "OPENSSL_armcap", "1" },

#endif
