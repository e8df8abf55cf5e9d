/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The lab's facts about RV64.
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
			 "ld %1, 0(%2)\n\t"                                                        \
			 "addi %0, %0, -1\n\t"                                                     \
			 "bnez %0, 1b"                                                             \
			 : "+r"(n), "=&r"(t)                                                       \
			 : "r"(p)                                                                  \
			 : "memory")

/*
 * AESALT_LAB_OPENSSL_VARIANTS: the further rows of the same libcrypto that
 * aesalt-insn-bench offers on this architecture (insn_bench.c's o_variants
 * entries { row, variable, value }; O_NAME is the plain row's name).
 *
 * An ISA string that OpenSSL searches for "_EXT" words (riscvcap.c), the
 * extensions of the QEMU model of each row: scalar crypto (AES with
 * Zkne/Zknd, GHASH with Zbc and Zbkb), and vector crypto (Zvkned AES, Zvkb
 * CTR, Zvkg GHASH, its stitched Zvkned/Zvkg GCM).
 */
#define AESALT_LAB_OPENSSL_VARIANTS                                                                \
	{ O_NAME "-zkn", "OPENSSL_riscvcap", "rv64gc_zbc_zbkb_zbkc_zbkx_zknd_zkne_zknh_zkr_zkt" }, \
		{ O_NAME "-zvk", "OPENSSL_riscvcap", "rv64gc_v_zvbc_zvkb_zvkg_zvkned" },

#endif
