/* SPDX-License-Identifier: Apache-2.0 */
/*
 * TF-PSA-Crypto 1.0 configuration of the footprint program's PSA rows
 * (bench/footprint/footprint.sh, TF_PSA_CRYPTO_CONFIG_FILE): what the
 * program uses (AES-128 GCM, CCM, CBC without padding, CMAC) and nothing
 * else, for bare metal: no file system, no clock, no threads, no key
 * storage, and the random generator left to the platform
 * (MBEDTLS_PSA_CRYPTO_EXTERNAL_RNG: the program supplies
 * mbedtls_psa_external_get_random, bench/footprint/fp_ops.c), as a
 * firmware with a hardware TRNG would.  The driver-only rows add
 * psa_driver/config/aesalt_psa_driver_only.h as the user configuration;
 * FP_TFPSA_TABLES 1 is MBEDTLS_AES_ROM_TABLES.
 */
#ifndef AESALT_FOOTPRINT_TFPSA_CONFIG_H
#define AESALT_FOOTPRINT_TFPSA_CONFIG_H

#define TF_PSA_CRYPTO_CONFIG_VERSION 0x01000000

#define PSA_WANT_ALG_CBC_NO_PADDING 1
#define PSA_WANT_ALG_CCM 1
#define PSA_WANT_ALG_CMAC 1
#define PSA_WANT_ALG_GCM 1
#define PSA_WANT_KEY_TYPE_AES 1

#define MBEDTLS_PSA_CRYPTO_C
#define MBEDTLS_PSA_CRYPTO_EXTERNAL_RNG
#define MBEDTLS_PSA_STATIC_KEY_SLOTS
#define MBEDTLS_PSA_KEY_SLOT_COUNT 2

#if defined(FP_TFPSA_TABLES) && FP_TFPSA_TABLES == 1
#define MBEDTLS_AES_ROM_TABLES
#endif

#endif /* AESALT_FOOTPRINT_TFPSA_CONFIG_H */
