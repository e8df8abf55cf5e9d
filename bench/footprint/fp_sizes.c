/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The context sizes of one stack, as the footprint program is compiled
 * (same flags and configuration): each fp_sizeof_* object is as large as
 * the memory the stack needs per key for that algorithm, read back with nm
 * (bench/footprint/footprint.sh).  Never linked.
 *   aes   the AES context (the CBC key)
 *   gcm   the GCM context
 *   ccm   the CCM context
 *   cmac  what a one-shot CMAC holds: Mbed TLS's cipher context, its CMAC
 *         state and AES context (both allocated on the heap by
 *         mbedtls_cipher_setup / mbedtls_cipher_cmac_starts); wolfSSL's
 *         Cmac; aesalt's aesalt_cmac_ctx
 *   PSA (TF-PSA-Crypto): the operation objects, psa_cipher_operation_t
 *         (aes), psa_aead_operation_t (gcm, ccm), psa_mac_operation_t
 *         (cmac); the key itself is in a key slot (static: RAM)
 *   ghash aesalt only: its GHASH key, a part of aesalt_gcm_ctx (the
 *         verdict on the GCM context says what it is made of)
 */
#if defined(FP_STACK_MBEDTLS)
#include <mbedtls/aes.h>
#include <mbedtls/ccm.h>
#include <mbedtls/cipher.h>
#include <mbedtls/cmac.h>
#include <mbedtls/gcm.h>
char fp_sizeof_aes[sizeof(mbedtls_aes_context)];
char fp_sizeof_gcm[sizeof(mbedtls_gcm_context)];
char fp_sizeof_ccm[sizeof(mbedtls_ccm_context)];
char fp_sizeof_cmac[sizeof(mbedtls_cipher_context_t) + sizeof(mbedtls_cmac_context_t) +
		    sizeof(mbedtls_aes_context)];
#elif defined(FP_STACK_WOLFSSL)
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <wolfssl/wolfcrypt/cmac.h>
char fp_sizeof_aes[sizeof(Aes)];
char fp_sizeof_gcm[sizeof(Aes)];
char fp_sizeof_ccm[sizeof(Aes)];
char fp_sizeof_cmac[sizeof(Cmac)];
#elif defined(FP_STACK_AESALT)
#include "aesalt/aesalt.h"
char fp_sizeof_aes[sizeof(aesalt_aes_key)];
char fp_sizeof_gcm[sizeof(aesalt_gcm_ctx)];
char fp_sizeof_ccm[sizeof(aesalt_aes_key)];
char fp_sizeof_cmac[sizeof(aesalt_cmac_ctx)];
char fp_sizeof_ghash[sizeof(aesalt_ghash_key)]; /* the GHASH key in aesalt_gcm_ctx */
#elif defined(FP_STACK_PSA)
#include <psa/crypto.h>
char fp_sizeof_aes[sizeof(psa_cipher_operation_t)];
char fp_sizeof_gcm[sizeof(psa_aead_operation_t)];
char fp_sizeof_ccm[sizeof(psa_aead_operation_t)];
char fp_sizeof_cmac[sizeof(psa_mac_operation_t)];
#endif
