/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Mbed TLS user configuration that routes AES and GCM through aesalt.
 *
 * Use it as MBEDTLS_USER_CONFIG_FILE (Mbed TLS 2.28 and 3.6 include it at
 * the end of their configuration, before the consistency checks), with
 * aesalt's mbedtls_alt/ and include/ directories on the include path and the
 * aesalt objects plus mbedtls_alt/aes_alt.c, gcm_alt.c, ccm_alt.c and cmac_alt.c linked into
 * libmbedcrypto.  See mbedtls_alt/README.md.
 */
#ifndef AESALT_MBEDTLS_USER_CONFIG_H
#define AESALT_MBEDTLS_USER_CONFIG_H

/* aesalt provides the AES context and every AES mode (aes_alt.h), the
 * GCM context and API (gcm_alt.h), one-shot AES CCM (ccm_alt.h) and the
 * whole blocks of AES CMAC (cmac_alt.h). */
#define MBEDTLS_AES_ALT
#define MBEDTLS_GCM_ALT
#define MBEDTLS_CCM_ALT
#define MBEDTLS_CMAC_ALT

/* Mbed TLS's own AES accelerators work on its own context layout, which
 * the ALT context replaces: they must be off.  aesalt does the dispatch to
 * hardware itself. */
#undef MBEDTLS_AESNI_C
#undef MBEDTLS_AESCE_C
#undef MBEDTLS_PADLOCK_C

#endif /* AESALT_MBEDTLS_USER_CONFIG_H */
