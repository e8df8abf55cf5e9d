# SPDX-License-Identifier: Apache-2.0
#
# Mbed TLS 4's TLS over aesalt's PSA driver (included by
# psa_driver/CMakeLists.txt when AESALT_TFPSA_TLS=ON): the whole Mbed TLS 4
# tree AESALT_TF_PSA_CRYPTO_SOURCE_DIR, unmodified, through the same route
# as TF-PSA-Crypto alone (aesalt_add_tf_psa_crypto() on the Mbed TLS top
# level, which builds its tf-psa-crypto/ as a subproject in the directory
# scope that carries aesalt's include directories), with the TLS library
# and Mbed TLS's own programs ssl_server2 and ssl_client2; plus the
# project's TLS peer (mbedtls_alt/tests/mbedtls_tls_peer.c, the Mbed TLS 4
# part of tests/tls/peer_core.h) linked against the same libraries.
# Sessions against Debian's openssl (tests/tls/tls_session.sh), label
# "tls4":
#
#   cmake -S . -B build/tls4 -DAESALT_TF_PSA_CRYPTO_SOURCE_DIR=third_party/mbedtls-4.0 \
#         -DAESALT_TFPSA_TLS=ON -DAESALT_BUILD_TESTS=OFF -DAESALT_TEST_HOOKS=ON \
#         -DAESALT_TLS4_KERNELS="aesni;ct64"
#   cmake --build build/tls4 --target aesalt_tls4_check
#   (cd build/tls4 && ctest -L tls4)
#
# Per kernel of AESALT_TLS4_KERNELS (AESALT_KERNEL) and suite of
# AESALT_TLS4_SUITES (tls_session.sh IDs):
#   tls4/<variant>/<kernel>/<suite>/openssl-server   the peer as client
#   tls4/<variant>/<kernel>/<suite>/openssl-client   the peer as server
#     1 MiB each way, SHA-256 checked on both ends; the peer names the
#     kernel that served (the test requires the forced one) and, in
#     test-hook builds, fails unless the driver took at least one call
#     per 16 KiB record each way.
# Per suite of AESALT_TLS4_PROGRAM_SUITES, with the first kernel (test-hook
# builds):
#   tls4/<variant>/<kernel>/<suite>/ssl_client2      against openssl s_server
#   tls4/<variant>/<kernel>/<suite>/ssl_server2      against openssl s_client
#     Mbed TLS's programs as they are: the suite both sides negotiated,
#     their HTTP exchange (a 20000-byte request, a 16384-byte answer), the
#     kernel (AESALT_VERBOSE) and the driver's call count at exit
#     (AESALT_PSA_CALLS_FILE).
# On the driver-only build also tls4/driver-only/no-builtin-aes: the
# library has the driver and none of the built-in AES, GCM, CCM, CMAC.
set(AESALT_TLS4_KERNELS "" CACHE STRING "aesalt kernels of the tls4 sessions (default: auto)")
set(AESALT_TLS4_SUITES "tls13-aes128-gcm;tls13-aes128-ccm;tls12-aes128-gcm" CACHE STRING
  "tests/tls/tls_session.sh suites of the tls4 peer sessions")
set(AESALT_TLS4_PROGRAM_SUITES "tls13-aes128-gcm;tls13-aes128-ccm;tls12-aes128-gcm" CACHE STRING
  "tests/tls/tls_session.sh suites of the ssl_client2/ssl_server2 sessions")

get_filename_component(tls4_src "${AESALT_TF_PSA_CRYPTO_SOURCE_DIR}" ABSOLUTE)
if(NOT EXISTS "${tls4_src}/tf-psa-crypto/include/psa/crypto.h"
    OR NOT EXISTS "${tls4_src}/include/mbedtls/ssl.h")
  message(FATAL_ERROR "AESALT_TFPSA_TLS: ${tls4_src} is not an Mbed TLS 4 tree")
endif()

# Mbed TLS's library and programs (ssl_server2, ssl_client2), not its tests.
set(ENABLE_TESTING OFF CACHE BOOL "" FORCE)
set(ENABLE_PROGRAMS ON CACHE BOOL "" FORCE)
set(GEN_FILES ON CACHE BOOL "" FORCE)
aesalt_tfpsa_attach("${tls4_src}" mbedtls)

add_executable(mbedtls4_tls_peer "${PROJECT_SOURCE_DIR}/mbedtls_alt/tests/mbedtls_tls_peer.c"
  "${PROJECT_SOURCE_DIR}/tests/tls/peer_core.c")
target_include_directories(mbedtls4_tls_peer PRIVATE "${PROJECT_SOURCE_DIR}/tests/tls")
target_link_libraries(mbedtls4_tls_peer ${MBEDTLS_TARGET_PREFIX}mbedtls)
target_compile_options(mbedtls4_tls_peer PRIVATE ${AESALT_WARNINGS})
if(AESALT_TEST_HOOKS)
  target_compile_definitions(mbedtls4_tls_peer PRIVATE AESALT_PSA_TEST_HOOKS)
endif()
add_custom_target(aesalt_tls4_check DEPENDS mbedtls4_tls_peer
  ${MBEDTLS_TARGET_PREFIX}ssl_client2 ${MBEDTLS_TARGET_PREFIX}ssl_server2)

set(kernels ${AESALT_TLS4_KERNELS})
if(NOT kernels)
  set(kernels auto)
endif()
list(GET kernels 0 first_kernel)
set(emu "")
if(CMAKE_CROSSCOMPILING_EMULATOR)
  list(JOIN CMAKE_CROSSCOMPILING_EMULATOR " " emu)
endif()
set(session "${PROJECT_SOURCE_DIR}/tests/tls/tls_session.sh")
set(me $<TARGET_FILE:mbedtls4_tls_peer>)
set(programs "mbedtls-programs:$<TARGET_FILE_DIR:${MBEDTLS_TARGET_PREFIX}ssl_client2>")
foreach(k ${kernels})
  set(env "")
  set(pass "PASS: ")
  if(NOT k STREQUAL "auto")
    set(env "AESALT_KERNEL=${k}")
    set(pass "PASS: (.|\n)*aesalt kernel ${k}[,\n]")
  endif()
  set(runs "")
  foreach(s ${AESALT_TLS4_SUITES})
    list(APPEND runs "${s}/openssl-server=--server|openssl|--client|${me}"
      "${s}/openssl-client=--server|${me}|--client|openssl")
  endforeach()
  # (The programs cannot report the driver's calls themselves: the count
  # comes from the driver's exit hook, which test-hook builds have.)
  if(k STREQUAL first_kernel AND AESALT_TEST_HOOKS)
    foreach(s ${AESALT_TLS4_PROGRAM_SUITES})
      list(APPEND runs "${s}/ssl_client2=--server|openssl|--client|${programs}"
        "${s}/ssl_server2=--server|${programs}|--client|openssl")
    endforeach()
  endif()
  foreach(r ${runs})
    string(REGEX REPLACE "=.*" "" what "${r}")
    string(REGEX REPLACE "^[^=]*=" "" sides "${r}")
    string(REPLACE "|" ";" sides "${sides}")
    string(REGEX REPLACE "/.*" "" s "${what}")
    set(name "tls4/${variant}/${k}/${what}")
    add_test(NAME "${name}" COMMAND bash "${session}" --suite ${s} ${sides} --emulator "${emu}")
    # (A pass expression makes CTest ignore the exit status: the script
    # prints "PASS:" only on success, and any "FAIL:" fails the test.)
    set_tests_properties("${name}" PROPERTIES LABELS tls4 TIMEOUT 120
      PASS_REGULAR_EXPRESSION "${pass}" FAIL_REGULAR_EXPRESSION "FAIL: ")
    if(env)
      set_tests_properties("${name}" PROPERTIES ENVIRONMENT "${env}")
    endif()
  endforeach()
endforeach()

if(AESALT_PSA_DRIVER_ONLY)
  # The library under these sessions has the driver and no built-in AES,
  # GCM, CCM or CMAC: every AES record above went through the driver.
  add_test(NAME "tls4/${variant}/no-builtin-aes" COMMAND sh -c
    "s=$(${CMAKE_NM} \"$1\") && echo \"$s\" | grep -q ' T aesalt_psa_aead_encrypt$' && ! echo \"$s\" | grep -E ' T (mbedtls_aes_setkey_enc|mbedtls_gcm_setkey|mbedtls_ccm_setkey|mbedtls_cipher_cmac_starts)$'"
    sh $<TARGET_FILE:${TF_PSA_CRYPTO_TARGET_PREFIX}tfpsacrypto>)
  set_tests_properties("tls4/${variant}/no-builtin-aes" PROPERTIES LABELS tls4)
endif()
