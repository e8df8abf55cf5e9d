/* SPDX-License-Identifier: Apache-2.0 */
/*
 * TF-PSA-Crypto 1.0 user configuration (TF_PSA_CRYPTO_USER_CONFIG_FILE) for
 * the driver-only build: aesalt's PSA driver does every AES mechanism, so
 * TF-PSA-Crypto's built-in AES, its modes, GCM, CCM and CMAC are compiled
 * out (TF-PSA-Crypto docs/driver-only-builds.md).  psa_driver/README.md,
 * "Driver-only build", says what still needs built-in code and why.
 */
#ifndef AESALT_PSA_DRIVER_ONLY_H
#define AESALT_PSA_DRIVER_ONLY_H

/* The mechanisms of aesalt_psa_driver.json. */
#define MBEDTLS_PSA_ACCEL_KEY_TYPE_AES
#define MBEDTLS_PSA_ACCEL_ALG_ECB_NO_PADDING
#define MBEDTLS_PSA_ACCEL_ALG_CBC_NO_PADDING
#define MBEDTLS_PSA_ACCEL_ALG_CBC_PKCS7
#define MBEDTLS_PSA_ACCEL_ALG_CTR
#define MBEDTLS_PSA_ACCEL_ALG_CFB
#define MBEDTLS_PSA_ACCEL_ALG_OFB
#define MBEDTLS_PSA_ACCEL_ALG_CCM_STAR_NO_TAG
#define MBEDTLS_PSA_ACCEL_ALG_GCM
#define MBEDTLS_PSA_ACCEL_ALG_CCM
#define MBEDTLS_PSA_ACCEL_ALG_CMAC

/* A mode accelerated for AES only is still built in while another block
 * cipher (ARIA, Camellia) is built in, and the built-in modes bring
 * MBEDTLS_AES_C back with them; so the other 128-bit block ciphers are off
 * in this build. */
#undef PSA_WANT_KEY_TYPE_ARIA
#undef PSA_WANT_KEY_TYPE_CAMELLIA

#endif /* AESALT_PSA_DRIVER_ONLY_H */
