/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Mbed TLS configuration of aesalt-insn-bench-peers: the peer rows measure
 * Mbed TLS's own portable C code (no AES-NI, no Armv8 crypto extensions:
 * MBEDTLS_AESNI_C and MBEDTLS_AESCE_C stay undefined), with only what the
 * modes of the bench need.  Everything else is Mbed TLS's default: T-tables
 * in RAM (not MBEDTLS_AES_ROM_TABLES), 4-bit GCM tables.
 */
#ifndef AESALT_INSN_BENCH_MBEDTLS_CONFIG_H
#define AESALT_INSN_BENCH_MBEDTLS_CONFIG_H

#define MBEDTLS_AES_C
#define MBEDTLS_CIPHER_C
#define MBEDTLS_CIPHER_MODE_CBC
#define MBEDTLS_CIPHER_MODE_CTR
#define MBEDTLS_CIPHER_MODE_XTS
#define MBEDTLS_GCM_C
#define MBEDTLS_CCM_C
#define MBEDTLS_CMAC_C
#define MBEDTLS_PLATFORM_C

#endif
