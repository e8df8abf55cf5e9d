# SPDX-License-Identifier: Apache-2.0
# The peers' own assembly for 64-bit POWER: more rows of aesalt-insn-bench
# (bench/qemu-plugin/peers.cmake includes this file, with its functions
# aesalt_peer_mbedtls(), aesalt_peer_wolfssl() and aesalt_peer_bench()).
if(CMAKE_SYSTEM_PROCESSOR MATCHES "^ppc64$" AND AESALT_PEER_WOLFSSL_DIR)
  # ppc64-aes-asm.S loads the state and keys as big-endian words, with no
  # little-endian path: on ppc64le every one of its cells differs from the
  # other implementations' output (measured with wolfSSL 5.9.2 under
  # power8 and power9), so it is a big-endian row only.  Its entry points
  # are plain text labels (no ELFv1 function descriptors): called directly
  # from C, which links and runs on ELFv1.
  enable_language(ASM)
  aesalt_peer_wolfssl(aesalt_peer_wolfssl_ppcasm wolfssl-ppcasm
    SOURCES port/ppc64/ppc64-aes-asm.S port/ppc64/ppc64-aes-asm_c.c
    DEFINITIONS AESALT_PEER_WOLFSSL_PPC64ASM)
  aesalt_peer_bench(wolfssl-ppcasm aesalt_peer_wolfssl_ppcasm)
endif()
