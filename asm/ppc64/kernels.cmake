# SPDX-License-Identifier: Apache-2.0
# ppc64 (included by the top-level CMakeLists.txt).  No assembly kernel yet:
# the portable kernels only.  The ABI test's trampoline (tests/abi/abi.h):
set(AESALT_ABI_TRAMPOLINE asm/ppc64/abi-trampoline.S)
