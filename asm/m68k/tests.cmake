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

# The generated code's byte-for-byte checks (the generators run on the
# build host, with the interpreter of asm/gen/tests.cmake): the SBOX macro
# of aes-m68k-ct.S must be what sbox-alloc.py prints from asm/gen/aesmodel.py's
# SLP113, and the freestanding tests' expected outputs (freestanding/ft_vectors.h)
# what gen_vectors.c writes with this build's hosted kernels (all of them
# must agree), run under the emulator.
if(AESALT_PYTHON)
  add_test(NAME unit.m68k_ct.generated
    COMMAND ${AESALT_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/sbox-alloc.py --check
            ${CMAKE_CURRENT_LIST_DIR}/aes-m68k-ct.S)
  set_tests_properties(unit.m68k_ct.generated PROPERTIES LABELS unit)
endif()
add_executable(gen_vectors ${CMAKE_CURRENT_LIST_DIR}/freestanding/gen_vectors.c)
target_link_libraries(gen_vectors PRIVATE aesalt_static)
target_include_directories(gen_vectors PRIVATE ${PROJECT_SOURCE_DIR}/core
  ${CMAKE_CURRENT_LIST_DIR}/freestanding)
target_compile_options(gen_vectors PRIVATE ${AESALT_WARNINGS})
add_test(NAME unit.m68k.ft_vectors.generated
  COMMAND sh -c "out=$1 && shift && \"$@\" > \"$out\" && cmp \"$out\" \"$0\""
    ${CMAKE_CURRENT_LIST_DIR}/freestanding/ft_vectors.h
    ${CMAKE_CURRENT_BINARY_DIR}/ft_vectors.generated.h
    ${CMAKE_CROSSCOMPILING_EMULATOR} $<TARGET_FILE:gen_vectors>
  COMMAND_EXPAND_LISTS)
set_tests_properties(unit.m68k.ft_vectors.generated PROPERTIES LABELS unit)
