# SPDX-License-Identifier: Apache-2.0
# The peers' own assembly for 32-bit ARM: more rows of aesalt-insn-bench
# (bench/qemu-plugin/peers.cmake includes this file, with its functions
# aesalt_peer_mbedtls(), aesalt_peer_wolfssl() and aesalt_peer_bench()).
if(CMAKE_SYSTEM_PROCESSOR MATCHES "^armv7" AND AESALT_PEER_WOLFSSL_DIR)
  # 32-bit ARM Linux (armhf): armv8-32-aes-asm.S without the crypto
  # extension (WOLFSSL_ARMASM_NO_HW_CRYPTO), its ARM-mode table AES, as
  # ./configure --host=armv7a --enable-armasm builds it: -march=armv7-a
  # -mfpu=neon -marm for every source.
  enable_language(ASM)
  aesalt_peer_wolfssl(aesalt_peer_wolfssl_arm32asm wolfssl-arm32asm
    SOURCES port/arm/armv8-32-aes-asm.S
    DEFINITIONS AESALT_PEER_WOLFSSL_ARM32ASM
    OPTIONS -march=armv7-a -mfpu=neon -marm)
  aesalt_peer_bench(wolfssl-arm32asm aesalt_peer_wolfssl_arm32asm)
endif()
