# SPDX-License-Identifier: Apache-2.0
# 32-bit ARM's own tests (included by tests/CMakeLists.txt).  On bare metal
# (the Cortex-M toolchain, CMAKE_SYSTEM_NAME Generic) the unit tests that
# need no operating system are linked with the board of asm/arm/board/
# (vector table, linker script, newlib's rdimon semihosting) and run on
# QEMU's MPS2 board for the core (asm/arm/board/run.sh): the vector files
# are read from the host through semihosting, the exit status comes back
# the same way.
#
# Linux (armhf): the crypto-extension fallback under every CPU model.  With
# HWCAP2_AES and HWCAP2_PMULL masked (tests/hwcap_mask.c), the probes must
# say no and the default kernel must be the portable ct64 (test_cpu with
# AESALT_TEST_EXPECT_IMPL); a core without the extension runs the same
# check.
if(CMAKE_SYSTEM_NAME STREQUAL "Linux")
  if(AESALT_TEST_WRAP_GETAUXVAL)
    add_test(NAME unit.cpu.nocrypto COMMAND test_cpu)
    set_tests_properties(unit.cpu.nocrypto PROPERTIES LABELS unit
      ENVIRONMENT "AESALT_TEST_HWCAP2_MASK=0x3;AESALT_TEST_EXPECT_IMPL=ct64")
  endif()
  return()
endif()
if(NOT CMAKE_SYSTEM_NAME STREQUAL "Generic")
  return()
endif()
enable_language(ASM)
set(board ${CMAKE_CURRENT_LIST_DIR}/board)
if(AESALT_CORTEX_M_CPU STREQUAL "cortex-m33")
  set(AESALT_ARM_BOARD mps2-an505)
else()
  set(AESALT_ARM_BOARD mps2-an386) # and mps2-an500 (Cortex-M7): the same map
endif()
add_library(aesalt_board OBJECT ${board}/vectors.S)

# test_badinput is left out: its length-limit cases need 32 MiB of heap
# (two buffers of 2^24 bytes), and the MPS2 boards have 4 MiB of data RAM.
set(AESALT_BOARD_TESTS cpu differential layout vectors wrap)
foreach(name ${AESALT_BOARD_TESTS})
  add_executable(test_${name} ${PROJECT_SOURCE_DIR}/tests/test_${name}.c
    $<TARGET_OBJECTS:aesalt_board>)
  target_link_libraries(test_${name} PRIVATE aesalt_static)
  target_include_directories(test_${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests
    ${PROJECT_SOURCE_DIR}/core)
  target_compile_options(test_${name} PRIVATE ${AESALT_WARNINGS})
  target_link_options(test_${name} PRIVATE --specs=rdimon.specs -L${board}
    -T ${board}/mem-${AESALT_ARM_BOARD}.ld -Wl,--gc-sections)
  set_target_properties(test_${name} PROPERTIES SUFFIX .elf)
endforeach()
target_sources(test_cpu PRIVATE ${AESALT_ARCH_TEST_CPU})
target_include_directories(test_cpu PRIVATE ${AESALT_ARCH_DIR})
target_compile_definitions(test_cpu PRIVATE AESALT_TEST_CPU_ARCH)

set(run sh ${board}/run.sh ${AESALT_CORTEX_M_CPU})
add_test(NAME unit.vectors COMMAND ${run} $<TARGET_FILE:test_vectors>
  ${PROJECT_SOURCE_DIR}/tests/vectors)
foreach(name cpu differential layout wrap)
  add_test(NAME unit.${name} COMMAND ${run} $<TARGET_FILE:test_${name}>)
endforeach()
set_tests_properties(unit.vectors unit.cpu unit.differential unit.layout
  unit.wrap PROPERTIES LABELS "unit;board")
