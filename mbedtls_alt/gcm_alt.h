/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Mbed TLS MBEDTLS_GCM_ALT context for aesalt (Mbed TLS 2.28 and 3.6).
 *
 * Mbed TLS's gcm.h includes this file when MBEDTLS_GCM_ALT is defined
 * (after cipher.h, and block_cipher.h when MBEDTLS_BLOCK_CIPHER_C is set);
 * the functions are in gcm_alt.c.
 *
 * AES keys run entirely in aesalt (aesalt_gcm_*).  mbedtls_gcm_setkey also
 * accepts the other 128-bit block ciphers that stock Mbed TLS accepts
 * (Camellia, ARIA): their blocks go through Mbed TLS's cipher (or, where
 * Mbed TLS uses it, block_cipher) layer and GHASH through the aesalt kernel,
 * with the same streaming rules as the AES path.  The context holds no
 * pointer into itself; the cipher sub-context of the non-AES path owns heap
 * memory, as in stock Mbed TLS, so such a context must not be copied.
 */
#ifndef AESALT_MBEDTLS_GCM_ALT_H
#define AESALT_MBEDTLS_GCM_ALT_H

#include <stdint.h>

#include "aesalt/aesalt.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Streaming GCM state of the non-AES path (see gcm_alt.c). */
typedef struct aesalt_mbedtls_gcm_other {
	aesalt_ghash_key gkey;
	unsigned char y[16];	/* GHASH accumulator */
	unsigned char ekj0[16]; /* E(K, J0) */
	unsigned char ctr[16];	/* next counter block */
	unsigned char ks[16];	/* keystream of the current partial block */
	unsigned char gbuf[16]; /* AAD or ciphertext waiting for a whole block */
	uint64_t aad_len;
	uint64_t msg_len;
	unsigned char gbuf_len;
	unsigned char phase;
	unsigned char encrypt;
} aesalt_mbedtls_gcm_other;

typedef struct mbedtls_gcm_context {
	union {
		aesalt_gcm_ctx aes;
		aesalt_mbedtls_gcm_other other;
	} u;
#if defined(MBEDTLS_BLOCK_CIPHER_C)
	mbedtls_block_cipher_context_t block; /* non-AES block cipher */
#elif defined(MBEDTLS_CIPHER_C)
	mbedtls_cipher_context_t block; /* non-AES block cipher, ECB */
#endif
	unsigned char kind; /* 0: no key, 1: AES (u.aes), 2: other (u.other) */
} mbedtls_gcm_context;

#ifdef __cplusplus
}
#endif

#endif /* AESALT_MBEDTLS_GCM_ALT_H */
