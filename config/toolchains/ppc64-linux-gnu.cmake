# SPDX-License-Identifier: Apache-2.0
# Cross build for big-endian ppc64 (powerpc64-linux-gnu, ELFv1), run under
# qemu-user.  There is no binfmt: the emulator is called explicitly with the
# target's sysroot.  (A minimal file, written for the ABI test.)
#
# The CPU model is chosen at test time, so one build serves every model:
#   QEMU_CPU=power9 ctest -L unit        (qemu-user reads QEMU_CPU)
# or at configure time with -DAESALT_QEMU_CPU=<model>.  The emulator is named
# without a path, so PATH picks the QEMU that runs the tests (ci/test-cross
# puts QEMU 10 first for the models QEMU 7.2 lacks).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR ppc64)
set(CMAKE_C_COMPILER powerpc64-linux-gnu-gcc)
set(CMAKE_FIND_ROOT_PATH /usr/powerpc64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

set(AESALT_QEMU_CPU "" CACHE STRING "qemu -cpu model for the tests (empty: QEMU_CPU or QEMU's default)")
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-ppc64 -L /usr/powerpc64-linux-gnu)
if(AESALT_QEMU_CPU)
  list(APPEND CMAKE_CROSSCOMPILING_EMULATOR -cpu ${AESALT_QEMU_CPU})
endif()
