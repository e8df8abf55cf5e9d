/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Mbed TLS MBEDTLS_CCM_ALT context for aesalt (Mbed TLS 2.28 and 3.6).
 *
 * Mbed TLS's ccm.h includes this file when MBEDTLS_CCM_ALT is defined; the
 * functions are in ccm_alt.c.  The context is the built-in one, member for
 * member (ccm_alt.c compiles Mbed TLS's own ccm.c over it for everything
 * but the one-shot AES calls), followed by an aesalt key: one-shot CCM
 * with an AES key runs as one call of aesalt's CCM.  Like the built-in
 * context it must not be copied (the cipher sub-context owns heap memory).
 */
#ifndef AESALT_MBEDTLS_CCM_ALT_H
#define AESALT_MBEDTLS_CCM_ALT_H

#include <stddef.h>

#include "aesalt/aesalt.h"

#ifndef MBEDTLS_PRIVATE /* Mbed TLS 2.28 */
#define MBEDTLS_PRIVATE(member) member
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef struct mbedtls_ccm_context {
#if MBEDTLS_VERSION_MAJOR >= 3
	unsigned char MBEDTLS_PRIVATE(y)[16];
	unsigned char MBEDTLS_PRIVATE(ctr)[16];
	size_t MBEDTLS_PRIVATE(plaintext_len);
	size_t MBEDTLS_PRIVATE(add_len);
	size_t MBEDTLS_PRIVATE(tag_len);
	size_t MBEDTLS_PRIVATE(processed);
	unsigned int MBEDTLS_PRIVATE(q);
	unsigned int MBEDTLS_PRIVATE(mode);
#endif
#if defined(MBEDTLS_BLOCK_CIPHER_C)
	mbedtls_block_cipher_context_t MBEDTLS_PRIVATE(block_cipher_ctx);
#else
	mbedtls_cipher_context_t MBEDTLS_PRIVATE(cipher_ctx);
#endif
#if MBEDTLS_VERSION_MAJOR >= 3
	int MBEDTLS_PRIVATE(state);
#endif
	aesalt_aes_key MBEDTLS_PRIVATE(aesalt); /* kernel == NULL: not an AES key */
} mbedtls_ccm_context;

#ifdef __cplusplus
}
#endif

#endif /* AESALT_MBEDTLS_CCM_ALT_H */
