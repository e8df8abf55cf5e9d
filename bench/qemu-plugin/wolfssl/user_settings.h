/* SPDX-License-Identifier: Apache-2.0 */
/*
 * wolfSSL configuration of aesalt-insn-bench-peers (WOLFSSL_USER_SETTINGS):
 * wolfCrypt's portable C AES only (no WOLFSSL_ARMASM, no AES-NI), the modes
 * of the bench, and GCM with the 4-bit table, wolfSSL's ./configure default.
 * Cache-attack resistance stays at wolfSSL's default (on: the tables are
 * touched before use; on RISC-V wolfSSL then touches every cache line of a
 * table at each lookup, WOLFSSL_AES_TOUCH_LINES, which costs instructions).
 */
#ifndef AESALT_INSN_BENCH_WOLFSSL_SETTINGS_H
#define AESALT_INSN_BENCH_WOLFSSL_SETTINGS_H

/* ./configure sets WORDS_BIGENDIAN; settings.h does not detect it (m68k). */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define WORDS_BIGENDIAN
#endif

#define WOLFCRYPT_ONLY
#define SINGLE_THREADED
#define HAVE_AESGCM
#define GCM_TABLE_4BIT
#define HAVE_AESCCM
#define HAVE_AES_ECB
#define HAVE_AES_DECRYPT
#define WOLFSSL_AES_DIRECT
#define WOLFSSL_AES_COUNTER
#define WOLFSSL_AES_XTS
#define WOLFSSL_CMAC
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

#endif
