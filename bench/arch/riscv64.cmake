# SPDX-License-Identifier: Apache-2.0
# The peers' own assembly for riscv64: more rows of aesalt-insn-bench
# (bench/qemu-plugin/peers.cmake includes this file, with its functions
# aesalt_peer_mbedtls(), aesalt_peer_wolfssl() and aesalt_peer_bench()).
if(AESALT_PEER_WOLFSSL_DIR)
  # riscv-64-aes.c writes the instructions of extensions as .word, so no
  # -march is needed; user_settings.h picks what each variant may use.
  aesalt_peer_wolfssl(aesalt_peer_wolfssl_rvasm wolfssl-rvasm
    SOURCES port/riscv/riscv-64-aes.c DEFINITIONS AESALT_PEER_WOLFSSL_RVASM)
  aesalt_peer_bench(wolfssl-rvasm aesalt_peer_wolfssl_rvasm)
  aesalt_peer_wolfssl(aesalt_peer_wolfssl_rvzk wolfssl-rvzk
    SOURCES port/riscv/riscv-64-aes.c DEFINITIONS AESALT_PEER_WOLFSSL_RVZK)
  aesalt_peer_bench(wolfssl-rvzk aesalt_peer_wolfssl_rvzk)
endif()
