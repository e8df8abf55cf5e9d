# SPDX-License-Identifier: Apache-2.0
# m68k's own tests (included by tests/CMakeLists.txt).  68000 and ColdFire:
# freestanding static binaries (no libc) of the m68k_ct kernel under
# qemu-m68k -cpu m68000 / cfv4e (asm/m68k/freestanding/).
add_test(NAME freestanding.m68k
  COMMAND sh ${CMAKE_CURRENT_LIST_DIR}/freestanding/run.sh ${CMAKE_CURRENT_BINARY_DIR}/freestanding)
set_tests_properties(freestanding.m68k PROPERTIES LABELS "unit;freestanding")

# ct64's report on m68k: constant time only if none of its code multiplies
# (asm/m68k/ct64-nomul.sh).
add_executable(ct64_report ${CMAKE_CURRENT_LIST_DIR}/ct64_report.c)
target_link_libraries(ct64_report PRIVATE aesalt_static)
add_test(NAME unit.ct64_nomul
  COMMAND sh ${CMAKE_CURRENT_LIST_DIR}/ct64-nomul.sh ${CMAKE_OBJDUMP}
    $<TARGET_OBJECTS:aesalt_objects> -- ${CMAKE_CROSSCOMPILING_EMULATOR} $<TARGET_FILE:ct64_report>
  COMMAND_EXPAND_LISTS)
set_tests_properties(unit.ct64_nomul PROPERTIES LABELS unit)
