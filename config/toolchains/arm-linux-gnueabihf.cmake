# SPDX-License-Identifier: Apache-2.0
# Cross build for 32-bit ARM Linux, hard-float EABI (arm-linux-gnueabihf,
# Debian's armhf: ARMv7-A with Thumb-2 and VFPv3-D16), run under qemu-arm.
# There is no binfmt: the emulator is called explicitly with the sysroot.
#
# The CPU model is chosen at test time, so one build serves every model:
#   QEMU_CPU=cortex-a7 ctest -L unit        (qemu-user reads QEMU_CPU)
# or at configure time with -DAESALT_QEMU_CPU=<model>.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR armv7l)
set(CMAKE_C_COMPILER arm-linux-gnueabihf-gcc)
set(CMAKE_FIND_ROOT_PATH /usr/arm-linux-gnueabihf)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

set(AESALT_QEMU_CPU "" CACHE STRING "qemu -cpu model for the tests (empty: QEMU_CPU or QEMU's default)")
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-arm -L /usr/arm-linux-gnueabihf)
if(AESALT_QEMU_CPU)
  list(APPEND CMAKE_CROSSCOMPILING_EMULATOR -cpu ${AESALT_QEMU_CPU})
endif()
