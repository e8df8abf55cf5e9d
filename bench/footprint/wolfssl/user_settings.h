/* SPDX-License-Identifier: Apache-2.0 */
/*
 * wolfSSL 5.9 settings of the footprint program (bench/footprint/):
 * wolfCrypt only, AES with CBC, GCM, CCM and CMAC, no RNG, no public key.
 * FP_WOLFSSL_DEVICE: 1 the aesalt crypto-callback device
 * (config/wolfssl/aesalt_device.h, which also turns on the modes the
 * device serves), 2 the device with WOLF_CRYPTO_CB_ONLY_AES (wolfSSL's own
 * AES compiled out).
 */
#ifndef AESALT_FOOTPRINT_WOLFSSL_SETTINGS_H
#define AESALT_FOOTPRINT_WOLFSSL_SETTINGS_H

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define WORDS_BIGENDIAN
#endif

#if FP_WOLFSSL_DEVICE == 2
#define AESALT_WOLFSSL_ONLY_AES
#endif
#if FP_WOLFSSL_DEVICE >= 1
#include "../../../config/wolfssl/aesalt_device.h"
#endif

#define WOLFCRYPT_ONLY
#define SINGLE_THREADED
#define HAVE_AESGCM
#define GCM_TABLE_4BIT
#define HAVE_AESCCM
#define WOLFSSL_CMAC
#define WOLFSSL_AES_DIRECT
#define WC_NO_RNG
#define NO_RSA
#define NO_DH
#define NO_DSA
#define NO_DES3
#define NO_RC4
#define NO_MD4
#define NO_MD5
#define NO_SHA
#define NO_HMAC
#define NO_ASN
#define NO_CODING
#define NO_PWDBASED
#define NO_SIG_WRAPPER
#define NO_FILESYSTEM
#define NO_WRITEV
#define NO_ERROR_STRINGS
#define WOLFSSL_NO_SOCK
#define NO_DEV_RANDOM
#define NO_ASN_TIME
#define USER_TICKS
#define WOLFSSL_USER_CURRTIME

#endif /* AESALT_FOOTPRINT_WOLFSSL_SETTINGS_H */
