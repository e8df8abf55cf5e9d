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

/*
 * Link-time guard against a configuration mismatch.  The types above change
 * the size of mbedtls_aes_context and mbedtls_gcm_context, and so of every
 * public type that holds one.  A program compiled without this
 * configuration would allocate the built-in (smaller or larger) context and
 * pass it to the aesalt library, which would then write past it.  So every
 * public function taking such a context gets another link name here: the
 * library, compiled with this file, defines only the *_aesalt names; a
 * program compiled with it calls them; a program compiled without it calls
 * the stock names and fails to link ("undefined reference to
 * `mbedtls_gcm_setkey'"), and so does a program compiled with it against a
 * stock library.  Source code is unchanged: the stock names stay the API.
 * (Names a version does not have are harmless.)  See mbedtls_alt/README.md,
 * "Configuration mismatch".
 */

/* AES (aes_alt.h: the context is one aesalt key) */
#define mbedtls_aes_crypt_cbc mbedtls_aes_crypt_cbc_aesalt
#define mbedtls_aes_crypt_cfb128 mbedtls_aes_crypt_cfb128_aesalt
#define mbedtls_aes_crypt_cfb8 mbedtls_aes_crypt_cfb8_aesalt
#define mbedtls_aes_crypt_ctr mbedtls_aes_crypt_ctr_aesalt
#define mbedtls_aes_crypt_ecb mbedtls_aes_crypt_ecb_aesalt
#define mbedtls_aes_crypt_ofb mbedtls_aes_crypt_ofb_aesalt
#define mbedtls_aes_crypt_xts mbedtls_aes_crypt_xts_aesalt
#define mbedtls_aes_decrypt mbedtls_aes_decrypt_aesalt
#define mbedtls_aes_encrypt mbedtls_aes_encrypt_aesalt
#define mbedtls_aes_free mbedtls_aes_free_aesalt
#define mbedtls_aes_init mbedtls_aes_init_aesalt
#define mbedtls_aes_self_test mbedtls_aes_self_test_aesalt
#define mbedtls_aes_setkey_dec mbedtls_aes_setkey_dec_aesalt
#define mbedtls_aes_setkey_enc mbedtls_aes_setkey_enc_aesalt
#define mbedtls_aes_xts_free mbedtls_aes_xts_free_aesalt
#define mbedtls_aes_xts_init mbedtls_aes_xts_init_aesalt
#define mbedtls_aes_xts_setkey_dec mbedtls_aes_xts_setkey_dec_aesalt
#define mbedtls_aes_xts_setkey_enc mbedtls_aes_xts_setkey_enc_aesalt
#define mbedtls_internal_aes_decrypt mbedtls_internal_aes_decrypt_aesalt
#define mbedtls_internal_aes_encrypt mbedtls_internal_aes_encrypt_aesalt

/* GCM (gcm_alt.h) */
#define mbedtls_gcm_auth_decrypt mbedtls_gcm_auth_decrypt_aesalt
#define mbedtls_gcm_crypt_and_tag mbedtls_gcm_crypt_and_tag_aesalt
#define mbedtls_gcm_finish mbedtls_gcm_finish_aesalt
#define mbedtls_gcm_free mbedtls_gcm_free_aesalt
#define mbedtls_gcm_init mbedtls_gcm_init_aesalt
#define mbedtls_gcm_self_test mbedtls_gcm_self_test_aesalt
#define mbedtls_gcm_setkey mbedtls_gcm_setkey_aesalt
#define mbedtls_gcm_starts mbedtls_gcm_starts_aesalt
#define mbedtls_gcm_update mbedtls_gcm_update_aesalt
#define mbedtls_gcm_update_ad mbedtls_gcm_update_ad_aesalt

/* CTR_DRBG (its context holds an mbedtls_aes_context) */
#define mbedtls_ctr_drbg_free mbedtls_ctr_drbg_free_aesalt
#define mbedtls_ctr_drbg_init mbedtls_ctr_drbg_init_aesalt
#define mbedtls_ctr_drbg_random mbedtls_ctr_drbg_random_aesalt
#define mbedtls_ctr_drbg_random_with_add mbedtls_ctr_drbg_random_with_add_aesalt
#define mbedtls_ctr_drbg_reseed mbedtls_ctr_drbg_reseed_aesalt
#define mbedtls_ctr_drbg_seed mbedtls_ctr_drbg_seed_aesalt
#define mbedtls_ctr_drbg_self_test mbedtls_ctr_drbg_self_test_aesalt
#define mbedtls_ctr_drbg_set_entropy_len mbedtls_ctr_drbg_set_entropy_len_aesalt
#define mbedtls_ctr_drbg_set_nonce_len mbedtls_ctr_drbg_set_nonce_len_aesalt
#define mbedtls_ctr_drbg_set_prediction_resistance mbedtls_ctr_drbg_set_prediction_resistance_aesalt
#define mbedtls_ctr_drbg_set_reseed_interval mbedtls_ctr_drbg_set_reseed_interval_aesalt
#define mbedtls_ctr_drbg_update mbedtls_ctr_drbg_update_aesalt
#define mbedtls_ctr_drbg_update_ret mbedtls_ctr_drbg_update_ret_aesalt
#define mbedtls_ctr_drbg_update_seed_file mbedtls_ctr_drbg_update_seed_file_aesalt
#define mbedtls_ctr_drbg_write_seed_file mbedtls_ctr_drbg_write_seed_file_aesalt

/* CCM (3.6 with MBEDTLS_BLOCK_CIPHER_C: its context holds a block_cipher
 * context, a union with an mbedtls_aes_context) */
#define mbedtls_ccm_auth_decrypt mbedtls_ccm_auth_decrypt_aesalt
#define mbedtls_ccm_encrypt_and_tag mbedtls_ccm_encrypt_and_tag_aesalt
#define mbedtls_ccm_finish mbedtls_ccm_finish_aesalt
#define mbedtls_ccm_free mbedtls_ccm_free_aesalt
#define mbedtls_ccm_init mbedtls_ccm_init_aesalt
#define mbedtls_ccm_self_test mbedtls_ccm_self_test_aesalt
#define mbedtls_ccm_set_lengths mbedtls_ccm_set_lengths_aesalt
#define mbedtls_ccm_setkey mbedtls_ccm_setkey_aesalt
#define mbedtls_ccm_star_auth_decrypt mbedtls_ccm_star_auth_decrypt_aesalt
#define mbedtls_ccm_star_encrypt_and_tag mbedtls_ccm_star_encrypt_and_tag_aesalt
#define mbedtls_ccm_starts mbedtls_ccm_starts_aesalt
#define mbedtls_ccm_update mbedtls_ccm_update_aesalt
#define mbedtls_ccm_update_ad mbedtls_ccm_update_ad_aesalt

/* PSA multipart AEAD (3.6: psa_aead_operation_t holds an mbedtls_gcm_context) */
#define psa_aead_abort psa_aead_abort_aesalt
#define psa_aead_decrypt_setup psa_aead_decrypt_setup_aesalt
#define psa_aead_encrypt_setup psa_aead_encrypt_setup_aesalt
#define psa_aead_finish psa_aead_finish_aesalt
#define psa_aead_generate_nonce psa_aead_generate_nonce_aesalt
#define psa_aead_set_lengths psa_aead_set_lengths_aesalt
#define psa_aead_set_nonce psa_aead_set_nonce_aesalt
#define psa_aead_update psa_aead_update_aesalt
#define psa_aead_update_ad psa_aead_update_ad_aesalt
#define psa_aead_verify psa_aead_verify_aesalt

#endif /* AESALT_MBEDTLS_USER_CONFIG_H */
