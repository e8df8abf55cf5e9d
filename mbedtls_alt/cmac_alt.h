/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Mbed TLS MBEDTLS_CMAC_ALT context for aesalt (Mbed TLS 2.28 and 3.6).
 *
 * Mbed TLS's cmac.h includes this file when MBEDTLS_CMAC_ALT is defined;
 * the functions are in cmac_alt.c.  The context is the built-in one,
 * member for member: cmac_alt.c compiles Mbed TLS's own cmac.c over it
 * and only runs the whole blocks of an AES key's update on aesalt.
 */
#ifndef AESALT_MBEDTLS_CMAC_ALT_H
#define AESALT_MBEDTLS_CMAC_ALT_H

#include <stddef.h>

#ifndef MBEDTLS_PRIVATE /* Mbed TLS 2.28 */
#define MBEDTLS_PRIVATE(member) member
#endif
#ifndef MBEDTLS_CMAC_MAX_BLOCK_SIZE /* Mbed TLS 2.28 */
#define MBEDTLS_CMAC_MAX_BLOCK_SIZE MBEDTLS_CIPHER_BLKSIZE_MAX
#endif

#ifdef __cplusplus
extern "C" {
#endif

struct mbedtls_cmac_context_t {
	unsigned char MBEDTLS_PRIVATE(state)[MBEDTLS_CMAC_MAX_BLOCK_SIZE];
	unsigned char MBEDTLS_PRIVATE(unprocessed_block)[MBEDTLS_CMAC_MAX_BLOCK_SIZE];
	size_t MBEDTLS_PRIVATE(unprocessed_len);
};

#ifdef __cplusplus
}
#endif

#endif /* AESALT_MBEDTLS_CMAC_ALT_H */
