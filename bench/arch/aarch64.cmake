# SPDX-License-Identifier: Apache-2.0
# The peers' own assembly for aarch64: more rows of aesalt-insn-bench
# (bench/qemu-plugin/peers.cmake includes this file, with its functions
# aesalt_peer_mbedtls(), aesalt_peer_wolfssl() and aesalt_peer_bench()).
if(AESALT_PEER_MBEDTLS_DIR)
  # aesce.c asks for +crypto itself (a target pragma): same flags as the C.
  aesalt_peer_mbedtls(aesalt_peer_mbedtls_aesce mbedtls-aesce AESALT_PEER_MBEDTLS_AESCE)
  aesalt_peer_bench(mbedtls-aesce aesalt_peer_mbedtls_aesce)
endif()
if(AESALT_PEER_WOLFSSL_DIR)
  # armv8-aes-asm.S holds both the crypto-extension code and the NEON
  # fallback; cpuid.c chooses at run time.  Its ./configure builds it with
  # -mcpu=generic+crypto: the same here as -march=armv8-a+crypto.
  enable_language(ASM)
  aesalt_peer_wolfssl(aesalt_peer_wolfssl_armasm wolfssl-armasm
    SOURCES cpuid.c port/arm/armv8-aes-asm.S
    DEFINITIONS AESALT_PEER_WOLFSSL_ARMASM
    OPTIONS -march=armv8-a+crypto)
  aesalt_peer_bench(wolfssl-armasm aesalt_peer_wolfssl_armasm)
endif()
