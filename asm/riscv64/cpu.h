/* SPDX-License-Identifier: Apache-2.0 */
/*
 * riscv64 CPU probes for the kernels' usable() hooks.  Each returns 1 when
 * user code may run the instructions, 0 otherwise.
 *
 * Linux: the riscv_hwprobe system call (number 258, Linux 6.4; glibc 2.36
 * has no wrapper), key RISCV_HWPROBE_KEY_IMA_EXT_0.  Where it fails (ENOSYS
 * from an older kernel or from qemu-user 7.2) or elsewhere (no Linux), only
 * what the build's -march guarantees counts: the compiler's __riscv_<ext>
 * macros say the whole program already assumes the extension, so the CPU
 * must have it.  Nothing is ever guessed, so AESALT_KERNEL cannot force an
 * illegal instruction.
 */
#ifndef AESALT_ASM_RISCV64_CPU_H
#define AESALT_ASM_RISCV64_CPU_H

/* The "zkn" kernel's extensions: Zkne, Zknd, Zbkb, and Zbkc or Zbc (the
 * two share clmul/clmulh). */
int aesalt_cpu_has_zkn(void);

/* The "zvkned" kernel's extensions: V (AT_HWCAP and hwprobe), VLEN >= 128
 * (the vlenb CSR, read only once V is proven), Zvkned, Zvkg and Zvkb
 * (hwprobe bits 21, 20, 19).  Linux refuses these extensions below VLEN
 * 128; so does this probe. */
int aesalt_cpu_has_zvkned(void);

#endif
