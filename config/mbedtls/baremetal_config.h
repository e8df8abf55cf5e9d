/* SPDX-License-Identifier: Apache-2.0 */
/*
 * A whole Mbed TLS 3.6 configuration for a bare-metal firmware build that
 * needs the symmetric AES side only (no operating system, no sockets, no
 * file system, no clock): the AES modes, GCM, CCM, CMAC, NIST key wrap and
 * the CTR_DRBG, with their self-tests.  Use it as MBEDTLS_CONFIG_FILE and
 * aesalt's config/mbedtls/aesalt_user_config.h as MBEDTLS_USER_CONFIG_FILE
 * (which routes AES, GCM, CCM and CMAC through aesalt); asm/arm/tests.cmake builds
 * Mbed TLS's selftest program this way for the Cortex-M boards.
 *
 * A firmware project with a configuration of its own keeps it and adds
 * the user configuration file: that is all the shim needs.  Give the
 * CTR_DRBG an entropy source of the board's (a TRNG peripheral) before
 * using it for keys: MBEDTLS_NO_PLATFORM_ENTROPY leaves none.
 */
#ifndef AESALT_MBEDTLS_BAREMETAL_CONFIG_H
#define AESALT_MBEDTLS_BAREMETAL_CONFIG_H

#define MBEDTLS_AES_C
#define MBEDTLS_CIPHER_C
#define MBEDTLS_CIPHER_MODE_CBC
#define MBEDTLS_CIPHER_MODE_CFB
#define MBEDTLS_CIPHER_MODE_CTR
#define MBEDTLS_CIPHER_MODE_OFB
#define MBEDTLS_CIPHER_MODE_XTS
#define MBEDTLS_CIPHER_PADDING_PKCS7
#define MBEDTLS_GCM_C
#define MBEDTLS_CCM_C
#define MBEDTLS_CMAC_C
#define MBEDTLS_NIST_KW_C
#define MBEDTLS_CTR_DRBG_C

#define MBEDTLS_PLATFORM_C
#define MBEDTLS_NO_PLATFORM_ENTROPY
#define MBEDTLS_SELF_TEST

#endif /* AESALT_MBEDTLS_BAREMETAL_CONFIG_H */
