# SPDX-License-Identifier: Apache-2.0
# Peer rows of aesalt-insn-bench: the same harness built again, linked with
# other AES libraries.  For each directory that is set:
#  - AESALT_PEER_MBEDTLS_DIR (third_party/mbedtls-3.6): Mbed TLS, its library
#    sources compiled here with the same compiler and flags as aesalt,
#    configured by mbedtls_config.h;
#  - AESALT_PEER_WOLFSSL_DIR (third_party/wolfssl-5.9): wolfCrypt, the same
#    way, configured by wolfssl/user_settings.h;
#  - AESALT_PEER_OPENSSL_DIR (third_party/openssl-<debian-arch>): Debian's
#    OpenSSL for the target, the static libcrypto of the libssl-dev package
#    unpacked by fetch-openssl.sh;
#  - AESALT_PEER_OPENSSL_SO_DIR (third_party/openssl-<debian-arch>-<suite>):
#    a newer Debian's OpenSSL for the target with that suite's libc, the
#    sysroot fetch-openssl.sh ARCH/SUITE unpacks: its headers, and its
#    libcrypto.so linked dynamically (its glibc symbol versions are newer
#    than the cross libc's; they are bound at run time, when ci/bench runs
#    the program in that sysroot), as aesalt-insn-bench-openssl-so with the
#    rows openssl-<major>.<minor>;
#  - AESALT_PEER_OPENSSL_C_DIR (third_party/openssl-3.0): OpenSSL's source
#    tree (Debian's openssl source package, ci/fetch-sources openssl-3.0),
#    of which only the portable AES C files are compiled here, with the
#    same compiler and flags as aesalt and the stand-ins of its generated
#    headers in openssl-c/: for targets Debian builds no libcrypto for
#    (m68k), as the row aesalt-insn-bench-openssl-c;
#  - AESALT_PEER_TFPSA_DIR (third_party/mbedtls-4.0): TF-PSA-Crypto 1.0 of
#    that Mbed TLS 4 tree, built by its own CMake twice (bench/tfpsa/):
#    stock, and with aesalt's PSA driver attached, both through the PSA API.
# Third-party files are used unmodified.  ci/bench sets the directories.
#
# A library can be linked only once into a program, so each configuration
# of a peer is a binary of its own, named after the rows it measures:
#   aesalt-insn-bench-peers          mbedtls, wolfssl (their portable C) and
#                                    openssl (and, on aarch64, openssl-noce)
#   aesalt-insn-bench-openssl-so     openssl-3.5 (riscv64: -zkn, -zvk;
#                                    POWER: -p8): a newer Debian's libcrypto.so
#   aesalt-insn-bench-openssl-so2    the same for AESALT_PEER_OPENSSL_SO2_DIR
#   aesalt-insn-bench-openssl-c      openssl-c: OpenSSL's T-table C (ECB, CBC, CTR)
#   aesalt-insn-bench-tfpsa          tfpsa: stock TF-PSA-Crypto through the PSA API
#   aesalt-insn-bench-tfpsa-aesalt   tfpsa-aesalt: the same tree, aesalt's PSA driver
#                                    attached (the default kernel serves it)
#   aesalt-insn-bench-mbedtls-aesalt mbedtls-aesalt: the same Mbed TLS with
#                                    aesalt's shim (mbedtls_alt/), default kernel
#   aesalt-insn-bench-wolfssl-aesalt wolfssl-aesalt: the same wolfCrypt with
#                                    aesalt's crypto-callback device (wolfssl_port/)
#   aesalt-insn-bench-mbedtls-aesce  aarch64: Mbed TLS with MBEDTLS_AESCE_C
#   aesalt-insn-bench-wolfssl-armasm aarch64: wolfCrypt with WOLFSSL_ARMASM
#   aesalt-insn-bench-wolfssl-rvasm  riscv64: wolfCrypt with WOLFSSL_RISCV_ASM
#   aesalt-insn-bench-wolfssl-rvzk   riscv64: the same with scalar crypto
#   aesalt-insn-bench-wolfssl-ppcasm ppc64 (big-endian): wolfCrypt with WOLFSSL_PPC64_ASM
#   aesalt-insn-bench-wolfssl-arm32asm armhf: wolfCrypt with WOLFSSL_ARMASM,
#                                    WOLFSSL_ARMASM_NO_HW_CRYPTO (ARM32 tables)
# Every binary also has aesalt's kernels; ci/bench runs each variant with
# --impl naming its rows only, and report.py merges the runs into one table.
set(AESALT_PEER_MBEDTLS_DIR "" CACHE PATH
  "Mbed TLS 3.6 source tree for the peer rows of aesalt-insn-bench (empty: none)")
set(AESALT_PEER_WOLFSSL_DIR "" CACHE PATH
  "wolfSSL 5.9 source tree for the peer rows of aesalt-insn-bench (empty: none)")
set(AESALT_PEER_OPENSSL_DIR "" CACHE PATH
  "Unpacked Debian libssl3 + libssl-dev of the target for the OpenSSL peer rows (empty: none)")
set(AESALT_PEER_OPENSSL_SO_DIR "" CACHE PATH
  "Sysroot with a newer Debian OpenSSL (libssl3t64, libssl-dev, libc6) of the target for the openssl-<version> rows (empty: none)")
set(AESALT_PEER_OPENSSL_SO2_DIR "" CACHE PATH
  "A second such sysroot, another suite's OpenSSL, as aesalt-insn-bench-openssl-so2 (ppc64le: trixie's 3.5 beside sid's 3.6; empty: none)")
set(AESALT_PEER_OPENSSL_C_DIR "" CACHE PATH
  "OpenSSL 3.0 source tree for the openssl-c peer rows (its AES C files; empty: none)")
set(AESALT_PEER_TFPSA_DIR "" CACHE PATH
  "Mbed TLS 4 tree whose TF-PSA-Crypto gives the tfpsa and tfpsa-aesalt rows (empty: none)")
if(NOT AESALT_PEER_MBEDTLS_DIR AND NOT AESALT_PEER_WOLFSSL_DIR AND NOT AESALT_PEER_OPENSSL_DIR
   AND NOT AESALT_PEER_OPENSSL_C_DIR AND NOT AESALT_PEER_OPENSSL_SO_DIR
   AND NOT AESALT_PEER_OPENSSL_SO2_DIR AND NOT AESALT_PEER_TFPSA_DIR)
  return()
endif()

# aesalt_peer_bench(NAME LIBS...): the harness as aesalt-insn-bench-NAME,
# linked with the peer libraries LIBS (each carries its AESALT_INSN_BENCH_*
# definitions as INTERFACE).
function(aesalt_peer_bench name)
  add_executable(aesalt-insn-bench-${name} ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../insn_bench.c
    ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../ops.c ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/marker.c)
  target_include_directories(aesalt-insn-bench-${name} PRIVATE
    ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/..)
  target_link_libraries(aesalt-insn-bench-${name} PRIVATE aesalt_static ${ARGN})
  target_compile_options(aesalt-insn-bench-${name} PRIVATE ${AESALT_WARNINGS})
  target_link_options(aesalt-insn-bench-${name} PRIVATE -Wl,-z,now)
endfunction()

# aesalt_peer_mbedtls(LIB ROW [VARIANT-DEFINITION]): Mbed TLS as LIB, its rows
# named ROW; mbedtls_config.h turns the variant definition into Mbed TLS
# options.
function(aesalt_peer_mbedtls lib row)
  set(m ${AESALT_PEER_MBEDTLS_DIR}/library)
  add_library(${lib} STATIC
    ${m}/aes.c ${m}/aesce.c ${m}/aesni.c ${m}/ccm.c ${m}/cipher.c ${m}/cipher_wrap.c ${m}/cmac.c
    ${m}/constant_time.c ${m}/gcm.c ${m}/platform.c ${m}/platform_util.c)
  target_include_directories(${lib} PUBLIC ${AESALT_PEER_MBEDTLS_DIR}/include PRIVATE ${m})
  target_compile_definitions(${lib}
    PUBLIC "MBEDTLS_CONFIG_FILE=\"${CMAKE_CURRENT_FUNCTION_LIST_DIR}/mbedtls_config.h\"" ${ARGN}
    INTERFACE AESALT_INSN_BENCH_MBEDTLS "AESALT_INSN_BENCH_MBEDTLS_NAME=\"${row}\"")
endfunction()

# aesalt_peer_wolfssl(LIB ROW [SOURCES...] [DEFINITIONS...] [OPTIONS...]):
# wolfCrypt as LIB, its rows named ROW, with extra sources (relative to
# wolfcrypt/src), the variant definition that wolfssl/user_settings.h reads,
# and compile options.
function(aesalt_peer_wolfssl lib row)
  cmake_parse_arguments(P "" "" "SOURCES;DEFINITIONS;OPTIONS" ${ARGN})
  set(w ${AESALT_PEER_WOLFSSL_DIR}/wolfcrypt/src)
  list(TRANSFORM P_SOURCES PREPEND ${w}/)
  add_library(${lib} STATIC
    ${w}/aes.c ${w}/cmac.c ${w}/error.c ${w}/logging.c ${w}/memory.c ${w}/wc_port.c
    ${P_SOURCES})
  target_include_directories(${lib} PUBLIC
    ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/wolfssl ${AESALT_PEER_WOLFSSL_DIR})
  target_compile_definitions(${lib} PUBLIC WOLFSSL_USER_SETTINGS ${P_DEFINITIONS}
    INTERFACE AESALT_INSN_BENCH_WOLFSSL "AESALT_INSN_BENCH_WOLFSSL_NAME=\"${row}\"")
  target_compile_options(${lib} PRIVATE ${P_OPTIONS})
endfunction()

# The same stacks with aesalt routed in by its adapters, each a binary of
# its own, their rows measured with the very calls of the stock rows (the
# same insn_bench.c code, compiled against the adapter's configuration):
#  - "mbedtls-aesalt": the same Mbed TLS sources and mbedtls_config.h, plus
#    the shim (mbedtls_alt/: MBEDTLS_AES_ALT, GCM_ALT, CCM_ALT, CMAC_ALT from
#    config/mbedtls/aesalt_user_config.h, as MBEDTLS_USER_CONFIG_FILE, the
#    way aesalt_mbedtls_config() sets it);
#  - "wolfssl-aesalt": the same wolfCrypt sources and user_settings.h with
#    config/wolfssl/aesalt_device.h (WOLF_CRYPTO_CB, WOLF_CRYPTO_CB_FIND),
#    cryptocb.c and the device (wolfssl_port/), registered by the program
#    with aesalt_wolfssl_register() as an application does; every call
#    without a device id then goes to the device.
# aesalt itself comes from aesalt_static (linked after them), which the
# aesalt rows of the same binary use: one copy, one kernel selection.
function(aesalt_peer_mbedtls_shim lib row)
  aesalt_peer_mbedtls(${lib} ${row})
  get_filename_component(r ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../.. ABSOLUTE)
  set(a ${r}/mbedtls_alt)
  target_sources(${lib} PRIVATE ${a}/aes_alt.c ${a}/gcm_alt.c ${a}/ccm_alt.c ${a}/cmac_alt.c)
  set_source_files_properties(${a}/cmac_alt.c PROPERTIES
    COMPILE_OPTIONS "$<$<C_COMPILER_ID:GNU>:-Wno-stringop-overflow>")
  target_include_directories(${lib} BEFORE PUBLIC ${a} ${r}/include ${r}/config/mbedtls)
  target_compile_definitions(${lib} PUBLIC "MBEDTLS_USER_CONFIG_FILE=\"aesalt_user_config.h\""
    INTERFACE AESALT_INSN_BENCH_MBEDTLS_AESALT)
  target_link_libraries(${lib} PUBLIC aesalt_static)
endfunction()

function(aesalt_peer_wolfssl_device lib row)
  aesalt_peer_wolfssl(${lib} ${row} SOURCES cryptocb.c DEFINITIONS AESALT_PEER_WOLFSSL_DEVICE)
  get_filename_component(r ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../.. ABSOLUTE)
  set(p ${r}/wolfssl_port)
  target_sources(${lib} PRIVATE ${p}/aesalt_wolfssl.c ${p}/key_cache.c ${p}/key_schedule.c
    ${p}/register.c)
  target_include_directories(${lib} PUBLIC ${p} ${r}/include ${r}/config/wolfssl)
  target_compile_definitions(${lib} INTERFACE AESALT_INSN_BENCH_WOLFSSL_AESALT)
  target_link_libraries(${lib} PUBLIC aesalt_static)
endfunction()

if(AESALT_PEER_MBEDTLS_DIR)
  aesalt_peer_mbedtls_shim(aesalt_peer_mbedtls_shim mbedtls-aesalt)
  aesalt_peer_bench(mbedtls-aesalt aesalt_peer_mbedtls_shim)
endif()
if(AESALT_PEER_WOLFSSL_DIR)
  aesalt_peer_wolfssl_device(aesalt_peer_wolfssl_device wolfssl-aesalt)
  aesalt_peer_bench(wolfssl-aesalt aesalt_peer_wolfssl_device)
endif()

set(_peers)
if(AESALT_PEER_MBEDTLS_DIR)
  aesalt_peer_mbedtls(aesalt_peer_mbedtls mbedtls)
  list(APPEND _peers aesalt_peer_mbedtls)
endif()
if(AESALT_PEER_WOLFSSL_DIR)
  aesalt_peer_wolfssl(aesalt_peer_wolfssl wolfssl)
  list(APPEND _peers aesalt_peer_wolfssl)
endif()
# aesalt_peer_openssl(LIB DIR LIBNAME): an unpacked Debian OpenSSL in DIR as
# the interface library LIB: its headers (the architecture's and the
# common ones), and usr/lib/<triple>/LIBNAME (libcrypto.a or libcrypto.so);
# sets LIB_dir to the directory of LIBNAME.
function(aesalt_peer_openssl lib dir libname)
  file(GLOB _lib ${dir}/usr/lib/*/${libname})
  file(GLOB _conf ${dir}/usr/include/*/openssl/configuration.h)
  if(NOT _lib OR NOT _conf)
    message(FATAL_ERROR "${dir}: no ${libname} or configuration.h")
  endif()
  list(GET _conf 0 _conf)
  get_filename_component(_archinc ${_conf} DIRECTORY)
  get_filename_component(_archinc ${_archinc} DIRECTORY)
  add_library(${lib} INTERFACE)
  target_compile_definitions(${lib} INTERFACE BENCH_OPS_OPENSSL)
  target_include_directories(${lib} SYSTEM INTERFACE ${_archinc} ${dir}/usr/include)
  target_link_libraries(${lib} INTERFACE ${_lib} ${CMAKE_DL_LIBS} Threads::Threads)
  get_filename_component(_libdir ${_lib} DIRECTORY)
  set(${lib}_dir ${_libdir} PARENT_SCOPE)
endfunction()

if(AESALT_PEER_OPENSSL_DIR)
  aesalt_peer_openssl(aesalt_peer_openssl ${AESALT_PEER_OPENSSL_DIR} libcrypto.a)
  list(APPEND _peers aesalt_peer_openssl)
endif()
aesalt_peer_bench(peers ${_peers})

# aesalt_peer_openssl_so(NAME DIR): the libcrypto.so of the sysroot DIR as
# aesalt-insn-bench-NAME, its rows openssl-<major>.<minor>.
function(aesalt_peer_openssl_so name o)
  aesalt_peer_openssl(aesalt_peer_${name} ${o} libcrypto.so)
  file(STRINGS ${o}/usr/include/openssl/opensslv.h _v
    REGEX "^# *define OPENSSL_VERSION_(MAJOR|MINOR) +[0-9]+")
  string(REGEX REPLACE ".*MAJOR +([0-9]+).*MINOR +([0-9]+).*" "\\1.\\2" _v "${_v}")
  # Its libc.so.6 and the libraries it needs are the sysroot's: bound at
  # run time, found at link time through -rpath-link.
  target_compile_definitions(aesalt_peer_${name} INTERFACE
    "AESALT_INSN_BENCH_OPENSSL_NAME=\"openssl-${_v}\"")
  target_link_options(aesalt_peer_${name} INTERFACE
    -Wl,--allow-shlib-undefined -Wl,-rpath-link,${aesalt_peer_${name}_dir})
  aesalt_peer_bench(${name} aesalt_peer_${name})
endfunction()
if(AESALT_PEER_OPENSSL_SO_DIR)
  aesalt_peer_openssl_so(openssl-so ${AESALT_PEER_OPENSSL_SO_DIR})
endif()
if(AESALT_PEER_OPENSSL_SO2_DIR)
  aesalt_peer_openssl_so(openssl-so2 ${AESALT_PEER_OPENSSL_SO2_DIR})
endif()

if(AESALT_PEER_OPENSSL_C_DIR)
  set(o ${AESALT_PEER_OPENSSL_C_DIR})
  if(NOT EXISTS ${o}/crypto/aes/aes_core.c)
    message(FATAL_ERROR "AESALT_PEER_OPENSSL_C_DIR=${o}: no crypto/aes/aes_core.c")
  endif()
  # No AES_ASM, no OPENSSL_AES_CONST_TIME: aes_core.c's T-table code.
  add_library(aesalt_peer_openssl_c STATIC
    ${o}/crypto/aes/aes_core.c ${o}/crypto/aes/aes_ecb.c ${o}/crypto/aes/aes_cbc.c
    ${o}/crypto/modes/cbc128.c ${o}/crypto/modes/ctr128.c)
  target_include_directories(aesalt_peer_openssl_c
    PUBLIC ${CMAKE_CURRENT_LIST_DIR}/openssl-c ${o}/include PRIVATE ${o})
  # The low-level AES API is deprecated in 3.0, not removed (its own files
  # suppress the warnings themselves).
  target_compile_definitions(aesalt_peer_openssl_c
    INTERFACE OPENSSL_SUPPRESS_DEPRECATED AESALT_INSN_BENCH_OPENSSL_C)
  aesalt_peer_bench(openssl-c aesalt_peer_openssl_c)
endif()

# The PSA API of TF-PSA-Crypto, stock and with aesalt's driver: two copies
# of the tree, each in a directory scope of its own (bench/tfpsa/).  Not
# beside the test build of psa_driver/ (AESALT_TF_PSA_CRYPTO_SOURCE_DIR),
# which configures the same tree for its suites.
if(AESALT_PEER_TFPSA_DIR)
  if(AESALT_TF_PSA_CRYPTO_SOURCE_DIR)
    message(FATAL_ERROR "AESALT_PEER_TFPSA_DIR and AESALT_TF_PSA_CRYPTO_SOURCE_DIR in one "
      "build: measure in a build of its own (ci/bench)")
  endif()
  foreach(AESALT_TFPSA_PEER_VARIANT stock aesalt)
    add_subdirectory(${CMAKE_CURRENT_LIST_DIR}/../tfpsa tfpsa-${AESALT_TFPSA_PEER_VARIANT})
  endforeach()
endif()

# The peers' own assembly, where they have it for the target: the
# architecture's lab file bench/arch/<arch>.cmake, if it has one.
include(${CMAKE_CURRENT_LIST_DIR}/../arch/${AESALT_ARCH}.cmake OPTIONAL)
