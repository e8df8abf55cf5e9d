# SPDX-License-Identifier: Apache-2.0
# riscv64 kernels (included by the top-level CMakeLists.txt when
# CMAKE_SYSTEM_PROCESSOR is riscv64).  The .S files enable their extensions
# with .option arch, so no -march flag is needed to build them; usable()
# (cpu.c: riscv_hwprobe, else the build's -march) decides at run time, so
# every kernel is built and tested against the portable ones.
#
#   zvkned  RVV 1.0 (VLEN >= 128), Zvkned AES, Zvkg GHASH, Zvkb (constant
#           time)
aesalt_add_kernel(zvkned ORDER 90 SOURCES
  asm/riscv64/kernel_zvkned.c
  asm/riscv64/aes-zvkned.S
  asm/riscv64/ghash-zvkned.S
  asm/riscv64/aegis-zvkned.S
  asm/riscv64/gcm-zvkned.S
  CONSTANT_TIME ON)

#   zkn   Zkne/Zknd AES, Zbkb, Zbkc or Zbc clmul GHASH (constant time)
aesalt_add_kernel(zkn ORDER 100 SOURCES
  asm/riscv64/kernel_zkn.c
  asm/riscv64/aes-zkn.S
  asm/riscv64/ghash-zkn.S
  asm/riscv64/aegis-zkn.S
  CONSTANT_TIME ON)
list(APPEND AESALT_SOURCES asm/riscv64/cpu.c)
set(AESALT_ARCH_TEST_CPU ${CMAKE_CURRENT_LIST_DIR}/test_cpu.c)

#   rv64  T-table AES in the base ISA, NOT constant time: the default on
#         RV64GC without Zkn (before ct64, as m68020 is on the 68020);
#         GHASH Shoup's 4-bit tables a byte per step (ghash-rv64.S)
aesalt_add_kernel(rv64 ORDER 500 SOURCES
  asm/riscv64/kernel_rv64.c
  asm/riscv64/aes-rv64.S
  asm/riscv64/ghash-rv64.S)

# The ABI test's trampoline (tests/abi/abi.h; LP64D).
set(AESALT_ABI_TRAMPOLINE asm/riscv64/abi-trampoline.S)
# The constant-time trace proofs (tests/cttrace/): QEMU 7.2 (the qemu-user
# that loads plugins) has no riscv_hwprobe, so zkn is forced under the
# model with the scalar crypto extensions.
set(AESALT_CTTRACE_MODELS "rv64,zk=true,zbkb=true,zbkc=true,zbc=true|zkn" rv64)
# QEMU 7.2 has no Zvk*; Debian's QEMU 10 loads no plugins, so zvkned is
# traced by cttrace.qemu10 under a QEMU 10 built with plugins when one is
# cached (tests/cttrace/cttrace.cmake), at VLEN 128 (--full: and 256).
set(AESALT_CTTRACE_UNTRACED "zvkned:QEMU 7.2 has no Zvkned/Zvkg/Zvkb (cttrace.qemu10 traces it when a QEMU 10 with plugins is cached)")
set(AESALT_CTTRACE_QEMU10_KERNELS zvkned)
set(AESALT_CTTRACE_QEMU10_MODELS
  "rv64,v=true,vlen=128,zvkned=true,zvkg=true,zvbc=true,zvkb=true"
  "rv64,v=true,vlen=256,zvkned=true,zvkg=true,zvbc=true,zvkb=true")
