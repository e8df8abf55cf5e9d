# SPDX-License-Identifier: Apache-2.0
# Peer rows of aesalt-insn-bench: the same harness built again as
# aesalt-insn-bench-peers with, for each directory that is set:
#  - AESALT_PEER_MBEDTLS_DIR (third_party/mbedtls-3.6): Mbed TLS's own C
#    code, its library sources compiled here with the same compiler and
#    flags as aesalt, configured by mbedtls_config.h;
#  - AESALT_PEER_WOLFSSL_DIR (third_party/wolfssl-5.9): wolfCrypt's C code,
#    the same way, configured by wolfssl/user_settings.h;
#  - AESALT_PEER_OPENSSL_DIR (third_party/openssl-<debian-arch>): Debian's
#    OpenSSL for the target, the static libcrypto of the libssl-dev package
#    unpacked by fetch-openssl.sh.
# Third-party files are used unmodified.  ci/bench sets the directories.
set(AESALT_PEER_MBEDTLS_DIR "" CACHE PATH
  "Mbed TLS 3.6 source tree for the peer rows of aesalt-insn-bench (empty: none)")
set(AESALT_PEER_WOLFSSL_DIR "" CACHE PATH
  "wolfSSL 5.9 source tree for the peer rows of aesalt-insn-bench (empty: none)")
set(AESALT_PEER_OPENSSL_DIR "" CACHE PATH
  "Unpacked Debian libssl3 + libssl-dev of the target for the OpenSSL peer rows (empty: none)")
if(NOT AESALT_PEER_MBEDTLS_DIR AND NOT AESALT_PEER_WOLFSSL_DIR AND NOT AESALT_PEER_OPENSSL_DIR)
  return()
endif()

add_executable(aesalt-insn-bench-peers ${CMAKE_CURRENT_LIST_DIR}/../insn_bench.c
  ${CMAKE_CURRENT_LIST_DIR}/marker.c)
target_include_directories(aesalt-insn-bench-peers PRIVATE ${CMAKE_CURRENT_LIST_DIR}/..)
target_link_libraries(aesalt-insn-bench-peers PRIVATE aesalt_static)
target_compile_options(aesalt-insn-bench-peers PRIVATE ${AESALT_WARNINGS})
target_link_options(aesalt-insn-bench-peers PRIVATE -Wl,-z,now)

if(AESALT_PEER_MBEDTLS_DIR)
  set(_m ${AESALT_PEER_MBEDTLS_DIR}/library)
  add_library(aesalt_peer_mbedtls STATIC
    ${_m}/aes.c ${_m}/ccm.c ${_m}/cipher.c ${_m}/cipher_wrap.c ${_m}/cmac.c
    ${_m}/constant_time.c ${_m}/gcm.c ${_m}/platform.c ${_m}/platform_util.c)
  target_include_directories(aesalt_peer_mbedtls
    PUBLIC ${AESALT_PEER_MBEDTLS_DIR}/include
    PRIVATE ${_m})
  target_compile_definitions(aesalt_peer_mbedtls PUBLIC
    "MBEDTLS_CONFIG_FILE=\"${CMAKE_CURRENT_LIST_DIR}/mbedtls_config.h\"")
  target_compile_definitions(aesalt-insn-bench-peers PRIVATE AESALT_INSN_BENCH_MBEDTLS)
  target_link_libraries(aesalt-insn-bench-peers PRIVATE aesalt_peer_mbedtls)
endif()

if(AESALT_PEER_WOLFSSL_DIR)
  set(_w ${AESALT_PEER_WOLFSSL_DIR}/wolfcrypt/src)
  add_library(aesalt_peer_wolfssl STATIC
    ${_w}/aes.c ${_w}/cmac.c ${_w}/error.c ${_w}/logging.c ${_w}/memory.c ${_w}/wc_port.c)
  target_include_directories(aesalt_peer_wolfssl PUBLIC
    ${CMAKE_CURRENT_LIST_DIR}/wolfssl ${AESALT_PEER_WOLFSSL_DIR})
  target_compile_definitions(aesalt_peer_wolfssl PUBLIC WOLFSSL_USER_SETTINGS)
  target_compile_definitions(aesalt-insn-bench-peers PRIVATE AESALT_INSN_BENCH_WOLFSSL)
  target_link_libraries(aesalt-insn-bench-peers PRIVATE aesalt_peer_wolfssl)
endif()

if(AESALT_PEER_OPENSSL_DIR)
  file(GLOB _ossl_lib ${AESALT_PEER_OPENSSL_DIR}/usr/lib/*/libcrypto.a)
  file(GLOB _ossl_conf ${AESALT_PEER_OPENSSL_DIR}/usr/include/*/openssl/configuration.h)
  if(NOT _ossl_lib OR NOT _ossl_conf)
    message(FATAL_ERROR "AESALT_PEER_OPENSSL_DIR=${AESALT_PEER_OPENSSL_DIR}: no libcrypto.a or configuration.h")
  endif()
  list(GET _ossl_conf 0 _ossl_conf)
  get_filename_component(_ossl_archinc ${_ossl_conf} DIRECTORY)
  get_filename_component(_ossl_archinc ${_ossl_archinc} DIRECTORY)
  target_compile_definitions(aesalt-insn-bench-peers PRIVATE AESALT_INSN_BENCH_OPENSSL)
  target_include_directories(aesalt-insn-bench-peers SYSTEM PRIVATE
    ${_ossl_archinc} ${AESALT_PEER_OPENSSL_DIR}/usr/include)
  target_link_libraries(aesalt-insn-bench-peers PRIVATE ${_ossl_lib} ${CMAKE_DL_LIBS} Threads::Threads)
endif()
