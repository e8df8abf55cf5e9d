/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Mbed TLS MBEDTLS_AES_ALT context for aesalt (Mbed TLS 2.28 and 3.6).
 *
 * Mbed TLS's aes.h includes this file when MBEDTLS_AES_ALT is defined; the
 * functions are in aes_alt.c.  The context is exactly one aesalt key, so
 * sizeof(mbedtls_aes_context) is sizeof(aesalt_aes_key): 256 bytes on
 * 64-bit targets (the built-in context is 288), 252 on m68k (built-in
 * 280).  It holds no pointer into itself: Mbed TLS and its tests copy
 * contexts by value.  A context remembers the direction it was keyed for:
 * a decryption key (mbedtls_aes_setkey_dec) only decrypts ECB and CBC, an
 * encryption key does everything else.
 */
#ifndef AESALT_MBEDTLS_AES_ALT_H
#define AESALT_MBEDTLS_AES_ALT_H

#include "aesalt/aesalt.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct mbedtls_aes_context {
	aesalt_aes_key key; /* kernel == NULL: no key set */
} mbedtls_aes_context;

#if defined(MBEDTLS_CIPHER_MODE_XTS)
typedef struct mbedtls_aes_xts_context {
	mbedtls_aes_context crypt; /* data key: encryption or decryption */
	mbedtls_aes_context tweak; /* tweak key: always encryption */
} mbedtls_aes_xts_context;
#endif

#ifdef __cplusplus
}
#endif

#endif /* AESALT_MBEDTLS_AES_ALT_H */
