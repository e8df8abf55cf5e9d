# SPDX-License-Identifier: Apache-2.0
# The peers' own assembly for the x86_64 host: more rows of aesalt-insn-bench
# (bench/qemu-plugin/peers.cmake includes this file, with its functions
# aesalt_peer_mbedtls(), aesalt_peer_wolfssl() and aesalt_peer_bench()).
if(AESALT_PEER_MBEDTLS_DIR AND AESALT_PEER_WOLFSSL_DIR)
  # The host's real-time peers (aesalt-insn-bench-host --tsc, run by
  # bench/host_matrix.py): stock Mbed TLS with its AES-NI code and wolfSSL
  # with its AES-NI/AVX assembly, in one binary with the aesalt kernels and
  # the host's OpenSSL (AESALT_PEER_HOST_OPENSSL: found by bench/CMakeLists.txt).
  aesalt_peer_mbedtls(aesalt_peer_mbedtls_aesni mbedtls-aesni AESALT_PEER_MBEDTLS_AESNI)
  enable_language(ASM)
  aesalt_peer_wolfssl(aesalt_peer_wolfssl_aesni wolfssl-aesni
    SOURCES cpuid.c aes_asm.S aes_gcm_asm.S aes_xts_asm.S
    DEFINITIONS AESALT_PEER_WOLFSSL_AESNI
    OPTIONS $<$<COMPILE_LANGUAGE:C>:-maes>)
  aesalt_peer_bench(host aesalt_peer_mbedtls_aesni aesalt_peer_wolfssl_aesni
    ${AESALT_PEER_HOST_OPENSSL})
endif()
