# SPDX-License-Identifier: Apache-2.0
# m68k's own tests (included by tests/CMakeLists.txt).  68000 and ColdFire:
# freestanding static binaries (no libc) of the m68k_ct kernel under
# qemu-m68k -cpu m68000 / cfv4e (asm/m68k/freestanding/).
add_test(NAME freestanding.m68k
  COMMAND sh ${CMAKE_CURRENT_LIST_DIR}/freestanding/run.sh ${CMAKE_CURRENT_BINARY_DIR}/freestanding)
set_tests_properties(freestanding.m68k PROPERTIES LABELS "unit;freestanding")
