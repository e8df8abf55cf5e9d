/* SPDX-License-Identifier: Apache-2.0 */
/*
 * user_settings.h: wolfSSL with the aesalt crypto-callback device.
 *
 * A template for builds with WOLFSSL_USER_SETTINGS (CMake
 * -DWOLFSSL_USER_SETTINGS=yes, ./configure --enable-usersettings, or an
 * IDE project): put this directory on the include path.  It gives TLS 1.2
 * and 1.3 with the AES suites, and testwolfcrypt/benchmark coverage of every
 * AES mode.  Only the first block is about aesalt; the rest is an ordinary
 * small TLS configuration to adapt.
 *
 * Full coverage (every AES block of wolfSSL on aesalt, wolfSSL's own AES
 * tables compiled out): config/wolfssl/only-aes/user_settings.h, which is
 * this file with AESALT_WOLFSSL_ONLY_AES defined (wolfSSL 5.9 or later).
 */
#ifndef AESALT_CONFIG_WOLFSSL_USER_SETTINGS_H
#define AESALT_CONFIG_WOLFSSL_USER_SETTINGS_H

/* ---- aesalt device ------------------------------------------------------ */

/* Crypto callbacks with the find-device hook, the AES modes the device
 * serves, wolfSSL's own AES assembly off (AESALT_WOLFSSL_ONLY_AES: every
 * AES block on the device). */
#include "aesalt_device.h"

/* ---- TLS ------------------------------------------------------------------ */

#define WOLFSSL_TLS13
#define NO_OLD_TLS
#define HAVE_TLS_EXTENSIONS
#define HAVE_SUPPORTED_CURVES
#define HAVE_EXTENDED_MASTER
#define HAVE_ENCRYPT_THEN_MAC
#define HAVE_SNI
#define HAVE_HKDF
#define HAVE_FFDHE_2048
#define WC_RSA_PSS
#define WOLFSSL_BASE64_ENCODE

/* ---- public key and hashes ------------------------------------------------ */

#define WOLFSSL_SP_MATH_ALL
#define TFM_TIMING_RESISTANT
#define ECC_TIMING_RESISTANT
#define WC_RSA_BLINDING
#define HAVE_ECC
#define ECC_SHAMIR
#define WOLFSSL_SHA224
#define WOLFSSL_SHA384
#define WOLFSSL_SHA512
#define HAVE_HASHDRBG

/* Left out to keep the build small. */
#define NO_DSA
#define NO_DES3
#define NO_RC4
#define NO_MD4
#define NO_PSK

#endif /* AESALT_CONFIG_WOLFSSL_USER_SETTINGS_H */
