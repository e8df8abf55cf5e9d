/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Mbed TLS 3.6 configuration of the footprint program (bench/footprint/):
 * AES with CBC, GCM, CCM and CMAC through the cipher layer (which
 * mbedtls_cipher_cmac needs), nothing else.  FP_MBEDTLS_TABLES picks the
 * stock table variant: 0 default (tables built in RAM at first use),
 * 1 MBEDTLS_AES_ROM_TABLES (in flash),
 * 2 MBEDTLS_AES_FEWER_TABLES (one quarter of the tables, in RAM).  The shim rows add
 * config/mbedtls/aesalt_user_config.h as MBEDTLS_USER_CONFIG_FILE.
 */
#ifndef AESALT_FOOTPRINT_MBEDTLS_CONFIG_H
#define AESALT_FOOTPRINT_MBEDTLS_CONFIG_H

#define MBEDTLS_AES_C
#define MBEDTLS_CIPHER_C
#define MBEDTLS_CIPHER_MODE_CBC
#define MBEDTLS_GCM_C
#define MBEDTLS_CCM_C
#define MBEDTLS_CMAC_C
#define MBEDTLS_PLATFORM_C

#if FP_MBEDTLS_TABLES == 1
#define MBEDTLS_AES_ROM_TABLES
#elif FP_MBEDTLS_TABLES == 2
#define MBEDTLS_AES_FEWER_TABLES
#endif

#endif /* AESALT_FOOTPRINT_MBEDTLS_CONFIG_H */
