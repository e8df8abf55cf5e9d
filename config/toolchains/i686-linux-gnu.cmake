# SPDX-License-Identifier: Apache-2.0
# 32-bit x86 (i686) with the host's gcc -m32 (Debian's gcc-multilib): a
# portable-only target (no assembly kernel), whose programs run natively on
# an x86_64 host.  It proves the portable build on a 32-bit size_t,
# little-endian target.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR i686)
set(CMAKE_C_COMPILER gcc)
set(CMAKE_C_FLAGS_INIT "-m32")
set(CMAKE_ASM_FLAGS_INIT "-m32")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-m32")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-m32")
set(CMAKE_LIBRARY_ARCHITECTURE i386-linux-gnu)
