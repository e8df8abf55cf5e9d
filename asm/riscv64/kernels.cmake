# SPDX-License-Identifier: Apache-2.0
# riscv64 kernels (included by the top-level CMakeLists.txt when
# CMAKE_SYSTEM_PROCESSOR is riscv64).  The .S files enable their extensions
# with .option arch, so no -march flag is needed to build them; usable()
# (cpu.c: riscv_hwprobe, else the build's -march) decides at run time.
#
#   zkn   Zkne/Zknd AES, Zbkb, Zbkc or Zbc clmul GHASH (constant time)
list(APPEND AESALT_SOURCES
  asm/riscv64/aes-zkn.S
  asm/riscv64/ghash-zkn.S
  asm/riscv64/aegis-zkn.S
  asm/riscv64/kernel_zkn.c
  asm/riscv64/cpu.c)
list(APPEND AESALT_KERNEL_DEFS AESALT_HAVE_ZKN)
