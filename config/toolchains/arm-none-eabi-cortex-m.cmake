# SPDX-License-Identifier: Apache-2.0
# Bare-metal Cortex-M build (arm-none-eabi-gcc with newlib), run on QEMU's
# MPS2 boards with semihosting (asm/arm/board/):
#   AESALT_CORTEX_M_CPU  cortex-m4 (default; board mps2-an386),
#                        cortex-m7 (mps2-an500), cortex-m33 (mps2-an505)
# Soft-float ABI: the library has no floating point, and one build then
# links on every core with or without an FPU.
set(CMAKE_SYSTEM_NAME Generic)
set(AESALT_CORTEX_M_CPU cortex-m4 CACHE STRING "Cortex-M core: cortex-m4, cortex-m7 or cortex-m33")
set(CMAKE_SYSTEM_PROCESSOR ${AESALT_CORTEX_M_CPU})
set(CMAKE_C_COMPILER arm-none-eabi-gcc)
set(CMAKE_ASM_COMPILER arm-none-eabi-gcc)
set(CMAKE_C_FLAGS_INIT "-mcpu=${AESALT_CORTEX_M_CPU} -mthumb -mfloat-abi=soft")
set(CMAKE_ASM_FLAGS_INIT "-mcpu=${AESALT_CORTEX_M_CPU} -mthumb -mfloat-abi=soft")
# try_compile links nothing (no start-up files outside the board).
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
