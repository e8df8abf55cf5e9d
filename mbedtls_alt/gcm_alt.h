/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Mbed TLS MBEDTLS_GCM_ALT context for aesalt (Mbed TLS 2.28 and 3.6).
 *
 * Mbed TLS's gcm.h includes this file when MBEDTLS_GCM_ALT is defined
 * (after cipher.h, and block_cipher.h when MBEDTLS_BLOCK_CIPHER_C is set);
 * the functions are in gcm_alt.c.
 *
 * All of GCM is aesalt's (core/gcm.c, aesalt_gcm_*).  AES keys use
 * aesalt's AES kernel; the other 128-bit block ciphers that stock Mbed TLS
 * accepts (Camellia, ARIA) give aesalt their block function from Mbed TLS's
 * cipher (or, where Mbed TLS uses it, block_cipher) layer
 * (aesalt_gcm_setkey_block), with GHASH from the aesalt kernel.  An AES
 * context holds no pointer and may be copied.  A Camellia or ARIA context
 * must not be copied (nor moved): its cipher sub-context owns heap memory,
 * as in stock Mbed TLS, and aesalt keeps a pointer to the context for the
 * block function.
 */
#ifndef AESALT_MBEDTLS_GCM_ALT_H
#define AESALT_MBEDTLS_GCM_ALT_H

#include <stdint.h>

#include "aesalt/aesalt.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct mbedtls_gcm_context {
	aesalt_gcm_ctx gcm; /* the whole GCM state, any cipher */
#if defined(MBEDTLS_BLOCK_CIPHER_C)
	mbedtls_block_cipher_context_t block; /* non-AES block cipher */
#elif defined(MBEDTLS_CIPHER_C)
	mbedtls_cipher_context_t block; /* non-AES block cipher, ECB */
#endif
	int block_err;	    /* Mbed TLS error of the block cipher's last failure */
	unsigned char kind; /* 0: no key, 1: AES, 2: other cipher (block) */
} mbedtls_gcm_context;

#ifdef __cplusplus
}
#endif

#endif /* AESALT_MBEDTLS_GCM_ALT_H */
