/* SPDX-License-Identifier: Apache-2.0 */
/*
 * user_settings.h: wolfCrypt with the aesalt crypto-callback device on a
 * bare-metal target (no operating system, threads, files, sockets or
 * clock), for builds with WOLFSSL_USER_SETTINGS: the AES modes, GCM, CCM,
 * CMAC, SHA-256, HMAC and the hash DRBG, no public-key code.
 * asm/arm/tests.cmake builds wolfCrypt's own test with it for the
 * Cortex-M boards; a firmware project adds its public-key and TLS
 * settings (see config/wolfssl/user_settings.h for a TLS set).
 *
 * The firmware supplies two functions:
 *   int aesalt_board_seed(unsigned char *out, unsigned int sz);
 *       fills out with sz bytes of true entropy (the part's TRNG) and
 *       returns 0: wolfSSL seeds its DRBG from it;
 *   and, if it uses wolfSSL's timing code, LowResTimer() (USER_TICKS).
 */
#ifndef AESALT_CONFIG_WOLFSSL_BAREMETAL_USER_SETTINGS_H
#define AESALT_CONFIG_WOLFSSL_BAREMETAL_USER_SETTINGS_H

/* ---- aesalt device (as config/wolfssl/user_settings.h) ------------------- */

#include "../aesalt_device.h"

/* ---- bare metal ------------------------------------------------------------ */

#define WOLFCRYPT_ONLY
#define SINGLE_THREADED
#define NO_FILESYSTEM
#define NO_WRITEV
#define WOLFSSL_NO_SOCK
#define NO_WOLFSSL_DIR
#define NO_DEV_RANDOM
#define NO_ASN_TIME
#define USER_TICKS
#define WOLFSSL_USER_CURRTIME
extern int aesalt_board_seed(unsigned char *out, unsigned int sz);
#define CUSTOM_RAND_GENERATE_SEED(out, sz) aesalt_board_seed((out), (sz))
#define HAVE_HASHDRBG

/* ---- the symmetric side only ---------------------------------------------- */

#define NO_RSA
#define NO_DH
#define NO_DSA
#define NO_MD4
#define NO_MD5
#define NO_SHA
#define NO_DES3
#define NO_RC4
#define NO_PWDBASED
#define NO_ASN
#define NO_CERTS
#define NO_SIG_WRAPPER
#define WOLFSSL_SP_MATH_ALL

#endif /* AESALT_CONFIG_WOLFSSL_BAREMETAL_USER_SETTINGS_H */
