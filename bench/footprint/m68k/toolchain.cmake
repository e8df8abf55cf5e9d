# SPDX-License-Identifier: Apache-2.0
# The footprint program's m68k build of aesalt (bench/footprint/): Debian's
# m68k-linux-gnu-gcc used as a bare-metal compiler (Generic: no threads, no
# shared library, no position-independent code), as a 68030 firmware would
# build it.  The flags (-m68030, -Os/-O2) come from footprint.sh.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR m68k)
set(CMAKE_C_COMPILER m68k-linux-gnu-gcc)
set(CMAKE_ASM_COMPILER m68k-linux-gnu-gcc)
set(CMAKE_C_FLAGS_INIT "-m68030")
set(CMAKE_ASM_FLAGS_INIT "-m68030")
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
