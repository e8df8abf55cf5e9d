# SPDX-License-Identifier: Apache-2.0
# Cross build for riscv64 (riscv64-linux-gnu), run under qemu-user.  There is no
# binfmt: the emulator is called explicitly with the target's sysroot.
#
# The CPU model is chosen at test time, so one build serves every model:
#   QEMU_CPU=rv64,zk=true ctest -L unit        (qemu-user reads QEMU_CPU)
# or at configure time with -DAESALT_QEMU_CPU=<model>.  The emulator is named
# without a path, so PATH picks the QEMU that runs the tests (ci/test-cross
# puts QEMU 10 first for the models QEMU 7.2 lacks).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR riscv64)
set(CMAKE_C_COMPILER riscv64-linux-gnu-gcc)
set(CMAKE_FIND_ROOT_PATH /usr/riscv64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# AESALT_RISCV_MARCH: an -march for the whole build (preset
# cross-riscv64-zk: rv64gc_zkne_zknd_zbkb_zbkc_zbc).  The program then
# assumes those extensions everywhere, and the kernels that need them are
# usable without a runtime probe (qemu-user 7.2 has no riscv_hwprobe).
set(AESALT_RISCV_MARCH "" CACHE STRING "-march for every C and assembly file (empty: the compiler's default, rv64gc)")
if(AESALT_RISCV_MARCH)
  set(CMAKE_C_FLAGS_INIT "-march=${AESALT_RISCV_MARCH}")
  set(CMAKE_ASM_FLAGS_INIT "-march=${AESALT_RISCV_MARCH}")
endif()

set(AESALT_QEMU_CPU "" CACHE STRING "qemu -cpu model for the tests (empty: QEMU_CPU or QEMU's default)")
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-riscv64 -L /usr/riscv64-linux-gnu)
if(AESALT_QEMU_CPU)
  list(APPEND CMAKE_CROSSCOMPILING_EMULATOR -cpu ${AESALT_QEMU_CPU})
endif()
