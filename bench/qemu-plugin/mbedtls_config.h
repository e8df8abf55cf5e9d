/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Mbed TLS configuration of the peer rows of aesalt-insn-bench
 * (peers.cmake), with only what the modes of the bench need.  Everything
 * else is Mbed TLS's default: T-tables in RAM (not MBEDTLS_AES_ROM_TABLES),
 * 4-bit GCM tables.
 *  - "mbedtls" (aesalt-insn-bench-peers): Mbed TLS's own portable C code,
 *    no AES-NI and no Armv8 crypto extension (MBEDTLS_AESNI_C and
 *    MBEDTLS_AESCE_C stay undefined).
 *  - "mbedtls-aesce" (aesalt-insn-bench-mbedtls-aesce, aarch64,
 *    AESALT_PEER_MBEDTLS_AESCE): the same with MBEDTLS_AESCE_C, Mbed TLS's
 *    Armv8 crypto-extension code (aesce.c: AESE/AESMC one block per call,
 *    PMULL for GHASH), chosen at run time from HWCAP_AES.  aesce.c sets
 *    +crypto with a target pragma, so the compiler flags stay those of the
 *    C build.
 */
#ifndef AESALT_INSN_BENCH_MBEDTLS_CONFIG_H
#define AESALT_INSN_BENCH_MBEDTLS_CONFIG_H

#define MBEDTLS_AES_C
#define MBEDTLS_CIPHER_C
#define MBEDTLS_CIPHER_MODE_CBC
#define MBEDTLS_CIPHER_MODE_CFB
#define MBEDTLS_CIPHER_MODE_OFB
#define MBEDTLS_CIPHER_MODE_CTR
#define MBEDTLS_CIPHER_MODE_XTS
#define MBEDTLS_GCM_C
#define MBEDTLS_CCM_C
#define MBEDTLS_CMAC_C
#define MBEDTLS_PLATFORM_C

#ifdef AESALT_PEER_MBEDTLS_AESCE
#define MBEDTLS_AESCE_C
#endif
/* "mbedtls-aesni", x86_64 host: Mbed TLS's default configuration has these
 * two on, so a stock build runs aesni.c (its inline-assembly variant,
 * MBEDTLS_AESNI_HAVE_CODE 1, when built without -maes -mpclmul, as here and
 * as Mbed TLS's own CMake builds it), chosen at run time by cpuid. */
#ifdef AESALT_PEER_MBEDTLS_AESNI
#define MBEDTLS_HAVE_ASM
#define MBEDTLS_AESNI_C
#endif

#endif
