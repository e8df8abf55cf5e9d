# SPDX-License-Identifier: Apache-2.0
# 32-bit ARM's own tests (included by tests/CMakeLists.txt).  On bare metal
# (the Cortex-M toolchain, CMAKE_SYSTEM_NAME Generic) the unit tests that
# need no operating system are linked with the board of asm/arm/board/
# (vector table, linker script, newlib's rdimon semihosting) and run on
# QEMU's MPS2 board for the core (asm/arm/board/run.sh): the vector files
# are read from the host through semihosting, the exit status comes back
# the same way.
#
# Linux (armhf): the fallbacks under every CPU model.  With HWCAP2_AES and
# HWCAP2_PMULL masked (tests/hwcap_mask.c), the probes must say no and the
# default kernel must be neon32 (test_cpu with AESALT_TEST_EXPECT_KERNEL:
# ORDER 240, before armv7m); a core without the extension runs the same
# check.  With HWCAP_NEON masked
# too, neither NEON kernel may run: armv7m needs no probe and stays the
# default, and neon32 must not be listed (test_cpu checks the probes).

# The generated code's byte-for-byte checks, in every build of the code
# they write (armhf and the Cortex-M boards alike: the generators run on
# the build host, with the interpreter of asm/gen/tests.cmake).
if(AESALT_PYTHON AND CMAKE_SYSTEM_NAME MATCHES "^(Linux|Generic)$")
  if("neon32" IN_LIST AESALT_KERNEL_NAMES)
    # neon32's generated round bodies: checked against the AES model of
    # asm/gen/aesmodel.py and against the committed aes-neon32-body.h.
    add_test(NAME unit.neon32.bodies.generated
      COMMAND ${AESALT_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/gen/bsgen.py --check
              ${CMAKE_CURRENT_LIST_DIR}/aes-neon32-body.h)
    # neon32's one-block tables: checked on the S-box and the FIPS-197
    # vectors through a model of the round, and against the committed
    # aes-neon32-vperm-tables.h.
    add_test(NAME unit.neon32.vperm_tables.generated
      COMMAND ${AESALT_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/gen/vpgen.py --check
              ${CMAKE_CURRENT_LIST_DIR}/aes-neon32-vperm-tables.h)
    set_tests_properties(unit.neon32.bodies.generated unit.neon32.vperm_tables.generated
      PROPERTIES LABELS unit)
  endif()
  if("armv7m_ct" IN_LIST AESALT_KERNEL_NAMES)
    # armv7m_ct's generated rounds: the generator runs its allocated code
    # against the AES model before writing, and what it writes must be
    # the committed aes-armv7m-ct.S byte for byte.
    add_test(NAME unit.armv7m_ct.generated
      COMMAND sh -c "\"$0\" \"$1\" \"$2\" && cmp \"$2\" \"$3\""
              ${AESALT_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/aes-armv7m-ct-gen.py
              ${CMAKE_CURRENT_BINARY_DIR}/aes-armv7m-ct.generated.S
              ${CMAKE_CURRENT_LIST_DIR}/aes-armv7m-ct.S)
    # The same for its decryption rounds (aes-armv7m-ct-dec-gen.py also
    # checks its SSA program against the model's inverse round).
    add_test(NAME unit.armv7m_ct.dec.generated
      COMMAND sh -c "\"$0\" \"$1\" \"$2\" && cmp \"$2\" \"$3\""
              ${AESALT_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/aes-armv7m-ct-dec-gen.py
              ${CMAKE_CURRENT_BINARY_DIR}/aes-armv7m-ct-dec.generated.S
              ${CMAKE_CURRENT_LIST_DIR}/aes-armv7m-ct-dec.S)
    set_tests_properties(unit.armv7m_ct.generated unit.armv7m_ct.dec.generated
      PROPERTIES LABELS unit)
  endif()
endif()

# armv7m_ct's GHASH on dense operands against ct64's (asm/arm/test_ghash_dense.c):
# on armhf here, on the boards below.
if("armv7m_ct" IN_LIST AESALT_KERNEL_NAMES AND CMAKE_SYSTEM_NAME STREQUAL "Linux")
  add_executable(test_ghash_dense ${CMAKE_CURRENT_LIST_DIR}/test_ghash_dense.c)
  target_link_libraries(test_ghash_dense PRIVATE aesalt_static)
  target_include_directories(test_ghash_dense PRIVATE ${PROJECT_SOURCE_DIR}/core)
  target_compile_options(test_ghash_dense PRIVATE ${AESALT_WARNINGS})
  add_test(NAME unit.armv7m_ct.ghash_dense COMMAND test_ghash_dense)
  set_tests_properties(unit.armv7m_ct.ghash_dense PROPERTIES LABELS unit)
endif()
if(CMAKE_SYSTEM_NAME STREQUAL "Linux")
  # (Only where the build has the kernels the fallback goes through.)
  if(AESALT_TEST_WRAP_GETAUXVAL AND "neon32" IN_LIST AESALT_KERNEL_NAMES
     AND "ct64" IN_LIST AESALT_KERNEL_NAMES)
    add_test(NAME unit.cpu.nocrypto COMMAND test_cpu)
    set_tests_properties(unit.cpu.nocrypto PROPERTIES LABELS unit
      ENVIRONMENT "AESALT_TEST_HWCAP2_MASK=0x3;AESALT_TEST_EXPECT_KERNEL=neon32")
    # Without NEON: armv7m, or under the constant-time switch (no armv7m
    # built) armv7m_ct, else ct64.
    if("armv7m" IN_LIST AESALT_KERNEL_NAMES)
      set(noneon_expect armv7m)
    elseif("armv7m_ct" IN_LIST AESALT_KERNEL_NAMES)
      set(noneon_expect armv7m_ct)
    else()
      set(noneon_expect ct64)
    endif()
    add_test(NAME unit.cpu.noneon COMMAND test_cpu)
    set_tests_properties(unit.cpu.noneon PROPERTIES LABELS unit
      ENVIRONMENT "AESALT_TEST_HWCAP_MASK=0x1000;AESALT_TEST_HWCAP2_MASK=0x3;AESALT_TEST_EXPECT_KERNEL=${noneon_expect}")
  endif()
  return()
endif()
if(NOT CMAKE_SYSTEM_NAME STREQUAL "Generic")
  return()
endif()
set(board ${CMAKE_CURRENT_LIST_DIR}/board)
# AESALT_ARM_BOARD, aesalt_board_link() (board/board.cmake).
include(${board}/board.cmake)

# board_image(NAME LIBRARY SOURCE...): a test image NAME.elf of SOURCE...
# linked with LIBRARY and the board.
function(board_image name lib)
  add_executable(${name} ${ARGN})
  target_link_libraries(${name} PRIVATE ${lib})
  aesalt_board_link(${name})
endfunction()

# test_badinput is left out: its length-limit cases need 32 MiB of heap
# (two buffers of 2^24 bytes), and the MPS2 boards have 4 MiB of data RAM.
set(AESALT_BOARD_TESTS constant_time cpu differential layout vectors wrap)
foreach(name ${AESALT_BOARD_TESTS})
  board_image(test_${name} aesalt_static ${PROJECT_SOURCE_DIR}/tests/test_${name}.c)
  target_include_directories(test_${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests
    ${PROJECT_SOURCE_DIR}/core)
  target_compile_options(test_${name} PRIVATE ${AESALT_WARNINGS})
  target_compile_definitions(test_${name} PRIVATE ${AESALT_TEST_SELECTION_DEFS})
endforeach()
target_sources(test_cpu PRIVATE ${AESALT_ARCH_TEST_CPU})
target_include_directories(test_cpu PRIVATE ${AESALT_ARCH_DIR})
target_compile_definitions(test_cpu PRIVATE AESALT_TEST_CPU_ARCH)

set(run sh ${board}/run.sh ${AESALT_CORTEX_M_CPU})
add_test(NAME unit.vectors COMMAND ${run} $<TARGET_FILE:test_vectors>
  ${PROJECT_SOURCE_DIR}/tests/vectors)
foreach(name constant_time cpu differential layout wrap)
  add_test(NAME unit.${name} COMMAND ${run} $<TARGET_FILE:test_${name}>)
endforeach()
set_tests_properties(unit.vectors unit.constant_time unit.cpu unit.differential unit.layout
  unit.wrap PROPERTIES LABELS "unit;board")
if("armv7m_ct" IN_LIST AESALT_KERNEL_NAMES)
  board_image(test_ghash_dense aesalt_static ${CMAKE_CURRENT_LIST_DIR}/test_ghash_dense.c)
  target_include_directories(test_ghash_dense PRIVATE ${PROJECT_SOURCE_DIR}/core)
  target_compile_options(test_ghash_dense PRIVATE ${AESALT_WARNINGS})
  add_test(NAME unit.armv7m_ct.ghash_dense COMMAND ${run} $<TARGET_FILE:test_ghash_dense>)
  set_tests_properties(unit.armv7m_ct.ghash_dense PROPERTIES LABELS "unit;board")
endif()
# armv7m's tables in SRAM (section .aesalt_sram of board.ld) and armv7m
# the default kernel on the board (asm/arm/test_sram_tables.c).
if("armv7m" IN_LIST AESALT_KERNEL_NAMES)
  board_image(test_sram_tables aesalt_static ${CMAKE_CURRENT_LIST_DIR}/test_sram_tables.c)
  target_include_directories(test_sram_tables PRIVATE ${PROJECT_SOURCE_DIR}/tests)
  target_compile_options(test_sram_tables PRIVATE ${AESALT_WARNINGS})
  add_test(NAME unit.armv7m.sram_tables COMMAND ${run} $<TARGET_FILE:test_sram_tables>)
  set_tests_properties(unit.armv7m.sram_tables PROPERTIES LABELS "unit;board")
endif()

# A firmware of the build's choice (tests/gc_probe.c: GCM, CCM, CBC, CMAC;
# --gc-sections) keeps nothing of a kernel or mode the build left out
# (AESALT_KERNELS, AESALT_CONSTANT_TIME, AESALT_AEGIS, AESALT_XTS): neither
# the kernel table nor a kernel's slots may still refer to it.
board_image(gc_probe aesalt_static ${PROJECT_SOURCE_DIR}/tests/gc_probe.c)
string(REPLACE "AESALT_NO_" "" gc_modes_out "${AESALT_FEATURE_DEFS}")
string(REPLACE ";" " " gc_modes_out "${gc_modes_out}")
string(REPLACE ";" " " gc_kernels_out "${AESALT_KERNELS_LEFT_OUT}")
string(REPLACE ";" " " gc_kernels "${AESALT_KERNEL_NAMES}")
add_test(NAME unit.selection.gc
  COMMAND sh ${PROJECT_SOURCE_DIR}/tests/gc_check.sh ${CMAKE_NM} $<TARGET_FILE:gc_probe>
    "${gc_kernels_out}" "${gc_modes_out}" "${gc_kernels}")
set_tests_properties(unit.selection.gc PROPERTIES LABELS unit)

# armv7m_ct claims constant time on ARMv7E-M and ARMv8-M mainline only
# (its GHASH's UMULL ends early on the Cortex-M3, which has no board
# here): preprocessed for the Cortex-M3 its flags must be 0, for the
# Cortex-M4 not (the same compiler as the board build).
foreach(cpu cortex-m3 cortex-m4)
  add_test(NAME unit.armv7m_ct.flags.${cpu}
    COMMAND sh -c "\"$0\" -mcpu=$1 -mthumb -E -P -I$2/core -I$2/include -I$2/asm/arm $2/asm/arm/kernel_armv7m_ct.c | grep -E '^ *\\.flags = '"
            ${CMAKE_C_COMPILER} ${cpu} ${PROJECT_SOURCE_DIR})
endforeach()
set_tests_properties(unit.armv7m_ct.flags.cortex-m3 PROPERTIES LABELS unit
  PASS_REGULAR_EXPRESSION "\\.flags = 0,")
set_tests_properties(unit.armv7m_ct.flags.cortex-m4 PROPERTIES LABELS unit
  PASS_REGULAR_EXPRESSION "\\.flags = [^0]")

# The constant-time switch for the Cortex-M3, which has no board here:
# configured and built for it with AESALT_CONSTANT_TIME=ON, only ct64 may
# remain, and with no multiply in its objects (tests/cortex_m3_ct.sh).  In
# the default cortex-m4 build only (about 10 s).
if(AESALT_CORTEX_M_CPU STREQUAL "cortex-m4" AND NOT AESALT_KERNELS AND NOT AESALT_CONSTANT_TIME)
  add_test(NAME unit.cortex_m3.constant_time
    COMMAND sh ${PROJECT_SOURCE_DIR}/tests/cortex_m3_ct.sh ${PROJECT_SOURCE_DIR}
      ${CMAKE_CURRENT_BINARY_DIR}/cortex-m3-ct ${CMAKE_OBJDUMP})
  set_tests_properties(unit.cortex_m3.constant_time PROPERTIES LABELS unit)
endif()

# The stacks' own tests on the board, once per kernel, each from a source
# tree the board presets name (asm/arm/README.md says how to fetch them;
# empty: not built).  The image's main selects the kernel (no environment on bare
# metal) and checks afterwards that the stack's AES ran on it.
#   Mbed TLS 3.6: its selftest program (aes gcm ccm cmac ctr_drbg nist_kw),
#     the library built with the shim, config/mbedtls/baremetal_config.h as
#     MBEDTLS_CONFIG_FILE and aesalt_user_config.h as
#     MBEDTLS_USER_CONFIG_FILE (board/selftest_main.c);
#   wolfSSL 5.9: wolfCrypt's test with the aesalt device and
#     config/wolfssl/baremetal/user_settings.h (board/wolfcrypt_main.c).
set(AESALT_BOARD_MBEDTLS_DIR "" CACHE PATH
  "Mbed TLS 3.6 source tree whose selftest runs on the board with the shim (empty: none)")
set(AESALT_BOARD_WOLFSSL_DIR "" CACHE PATH
  "wolfSSL 5.9 source tree whose wolfCrypt test runs on the board with the device (empty: none)")


# board_stack_tests(PREFIX IMAGE ARG...): test PREFIX.<kernel> per kernel.
function(board_stack_tests prefix image)
  foreach(k ${AESALT_KERNEL_NAMES})
    add_test(NAME ${prefix}.${k} COMMAND ${run} $<TARGET_FILE:${image}> --kernel=${k} ${ARGN})
    set_tests_properties(${prefix}.${k} PROPERTIES LABELS "unit;board;stacks"
      FAIL_REGULAR_EXPRESSION "failed|FAILED")
  endforeach()
endfunction()

if(AESALT_BOARD_MBEDTLS_DIR)
  set(src ${AESALT_BOARD_MBEDTLS_DIR})
  if(NOT EXISTS ${src}/include/mbedtls/build_info.h OR NOT EXISTS ${src}/programs/test/selftest.c)
    message(FATAL_ERROR "AESALT_BOARD_MBEDTLS_DIR=${src} is not an Mbed TLS 3.x tree")
  endif()
  file(GLOB board_mbedtls_sources ${src}/library/*.c)
  add_library(board_mbedcrypto STATIC ${board_mbedtls_sources}
    ${PROJECT_SOURCE_DIR}/mbedtls_alt/aes_alt.c ${PROJECT_SOURCE_DIR}/mbedtls_alt/gcm_alt.c
    ${PROJECT_SOURCE_DIR}/mbedtls_alt/ccm_alt.c ${PROJECT_SOURCE_DIR}/mbedtls_alt/cmac_alt.c)
  target_include_directories(board_mbedcrypto PUBLIC ${src}/include
    ${PROJECT_SOURCE_DIR}/mbedtls_alt ${PROJECT_SOURCE_DIR}/include PRIVATE ${src}/library)
  target_compile_definitions(board_mbedcrypto PUBLIC
    "MBEDTLS_CONFIG_FILE=\"${PROJECT_SOURCE_DIR}/config/mbedtls/baremetal_config.h\""
    "MBEDTLS_USER_CONFIG_FILE=\"${PROJECT_SOURCE_DIR}/config/mbedtls/aesalt_user_config.h\"")
  target_link_libraries(board_mbedcrypto PUBLIC aesalt_static)
  set_source_files_properties(${src}/programs/test/selftest.c PROPERTIES
    COMPILE_DEFINITIONS main=mbedtls_selftest_main)
  board_image(mbedtls_selftest board_mbedcrypto ${board}/selftest_main.c
    ${src}/programs/test/selftest.c)
  target_include_directories(mbedtls_selftest PRIVATE ${src}/tests/include)
  board_stack_tests(mbedtls.selftest mbedtls_selftest aes gcm ccm cmac ctr_drbg nist_kw)
endif()

if(AESALT_BOARD_WOLFSSL_DIR)
  set(src ${AESALT_BOARD_WOLFSSL_DIR})
  if(NOT EXISTS ${src}/wolfssl/wolfcrypt/cryptocb.h OR NOT EXISTS ${src}/wolfcrypt/test/test.c)
    message(FATAL_ERROR "AESALT_BOARD_WOLFSSL_DIR=${src} is not a wolfSSL tree")
  endif()
  # misc.c is included by the others; evp.c, evp_pk.c and asn_orig.c by
  # ssl.c and asn.c.
  file(GLOB board_wolfcrypt_sources ${src}/wolfcrypt/src/*.c)
  list(FILTER board_wolfcrypt_sources EXCLUDE REGEX "/(misc|evp|evp_pk|asn_orig)\\.c$")
  set(port ${PROJECT_SOURCE_DIR}/wolfssl_port)
  add_library(board_wolfcrypt STATIC ${board_wolfcrypt_sources} ${port}/aesalt_wolfssl.c
    ${port}/key_cache.c ${port}/key_schedule.c ${port}/register.c)
  target_include_directories(board_wolfcrypt PUBLIC ${src}
    ${PROJECT_SOURCE_DIR}/config/wolfssl/baremetal ${port} ${PROJECT_SOURCE_DIR}/include)
  target_compile_definitions(board_wolfcrypt PUBLIC WOLFSSL_USER_SETTINGS)
  target_link_libraries(board_wolfcrypt PUBLIC aesalt_static)
  set_source_files_properties(${src}/wolfcrypt/test/test.c PROPERTIES
    COMPILE_DEFINITIONS NO_MAIN_DRIVER)
  board_image(wolfcrypt_test board_wolfcrypt ${board}/wolfcrypt_main.c ${src}/wolfcrypt/test/test.c)
  board_stack_tests(wolfcrypt.test wolfcrypt_test)
endif()
