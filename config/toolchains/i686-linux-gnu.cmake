# SPDX-License-Identifier: Apache-2.0
# 32-bit x86 (i686) with Debian's i686 cross compiler (gcc-i686-linux-gnu;
# gcc-multilib's -m32 cannot be installed beside the other cross compilers):
# a portable-only target (no assembly kernel), whose programs run natively
# on an x86_64 host (libc6-i386 provides the loader).  It proves the
# portable build on a 32-bit size_t, little-endian target.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR i686)
set(CMAKE_C_COMPILER i686-linux-gnu-gcc)
# No find root: the compiler knows its own sysroot, and the install test's
# consumer must find the package in a prefix of its own.
