# SPDX-License-Identifier: Apache-2.0
# 32-bit ARM's own tests (included by tests/CMakeLists.txt).  On bare metal
# (the Cortex-M toolchain, CMAKE_SYSTEM_NAME Generic) the unit tests that
# need no operating system are linked with the board of asm/arm/board/
# (vector table, linker script, newlib's rdimon semihosting) and run on
# QEMU's MPS2 board for the core (asm/arm/board/run.sh): the vector files
# are read from the host through semihosting, the exit status comes back
# the same way.  Linux builds have nothing here.
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

# Mbed TLS's own selftest on the board (aes, gcm, ccm, cmac, ctr_drbg,
# nist_kw), built from AESALT_BOARD_MBEDTLS_DIR (an Mbed TLS 3.6 tree; the
# board presets name the one ci/fetch-sources unpacks) with the shim, the
# bare-metal configuration config/mbedtls/baremetal_config.h and
# aesalt_user_config.h: once per kernel (asm/arm/board/selftest_main.c
# selects it and checks that Mbed TLS's AES context is on it).
set(AESALT_BOARD_MBEDTLS_DIR "" CACHE PATH
  "Mbed TLS 3.6 source tree whose selftest runs on the board with the shim (empty: none)")
if(AESALT_BOARD_MBEDTLS_DIR)
  set(src ${AESALT_BOARD_MBEDTLS_DIR})
  if(NOT EXISTS ${src}/include/mbedtls/build_info.h OR NOT EXISTS ${src}/programs/test/selftest.c)
    message(FATAL_ERROR "AESALT_BOARD_MBEDTLS_DIR=${src} is not an Mbed TLS 3.x tree (ci/fetch-sources)")
  endif()
  file(GLOB board_mbedtls_sources ${src}/library/*.c)
  add_library(board_mbedcrypto STATIC ${board_mbedtls_sources}
    ${PROJECT_SOURCE_DIR}/mbedtls_alt/aes_alt.c ${PROJECT_SOURCE_DIR}/mbedtls_alt/gcm_alt.c)
  target_include_directories(board_mbedcrypto PUBLIC ${src}/include
    ${PROJECT_SOURCE_DIR}/mbedtls_alt ${PROJECT_SOURCE_DIR}/include PRIVATE ${src}/library)
  target_compile_definitions(board_mbedcrypto PUBLIC
    "MBEDTLS_CONFIG_FILE=\"${PROJECT_SOURCE_DIR}/config/mbedtls/baremetal_config.h\""
    "MBEDTLS_USER_CONFIG_FILE=\"${PROJECT_SOURCE_DIR}/config/mbedtls/aesalt_user_config.h\"")
  target_link_libraries(board_mbedcrypto PUBLIC aesalt_static)
  set_source_files_properties(${src}/programs/test/selftest.c PROPERTIES
    COMPILE_DEFINITIONS main=mbedtls_selftest_main)
  add_executable(mbedtls_selftest ${board}/selftest_main.c ${src}/programs/test/selftest.c
    $<TARGET_OBJECTS:aesalt_board>)
  target_include_directories(mbedtls_selftest PRIVATE ${src}/tests/include)
  target_link_libraries(mbedtls_selftest PRIVATE board_mbedcrypto)
  target_link_options(mbedtls_selftest PRIVATE --specs=rdimon.specs -L${board}
    -T ${board}/mem-${AESALT_ARM_BOARD}.ld -Wl,--gc-sections)
  set_target_properties(mbedtls_selftest PROPERTIES SUFFIX .elf)
  foreach(k ${AESALT_KERNEL_NAMES})
    add_test(NAME mbedtls.selftest.${k} COMMAND ${run} $<TARGET_FILE:mbedtls_selftest>
      --kernel=${k} aes gcm ccm cmac ctr_drbg nist_kw)
    set_tests_properties(mbedtls.selftest.${k} PROPERTIES LABELS "unit;board;mbedtls"
      FAIL_REGULAR_EXPRESSION "failed|FAILED")
  endforeach()
endif()
