/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Operation contexts of aesalt's PSA transparent driver (psa_driver/).
 *
 * Included by the driver context unions (the include/psa/
 * crypto_driver_contexts_*.h that psa_driver/derive.py makes from
 * TF-PSA-Crypto's own), so these types become members of
 * psa_cipher_operation_t, psa_aead_operation_t and psa_mac_operation_t.
 * Plain data: no pointer into themselves (PSA may copy an operation), only
 * aesalt's own plain-data contexts and byte arrays.
 */
#ifndef AESALT_PSA_DRIVER_CONTEXTS_H
#define AESALT_PSA_DRIVER_CONTEXTS_H

#include <stddef.h>
#include <stdint.h>

#include "aesalt/aesalt.h"

/* Unauthenticated ciphers.  ECB and CBC keep up to one block in buf (CBC
 * with PKCS#7 decryption always keeps the last one for finish); the
 * stream modes (CTR, CFB, OFB, CCM* without tag) keep their keystream
 * position in ks/off. */
typedef struct {
	aesalt_aes_key key;
	uint32_t alg;	 /* psa_algorithm_t; 0: not set up */
	uint8_t encrypt; /* 1 encrypt, 0 decrypt */
	uint8_t iv_len;	 /* the IV length the algorithm needs */
	uint8_t buf_len; /* bytes in buf */
	uint8_t iv[16];	 /* CBC chaining value, CFB/OFB IV, CTR counter */
	uint8_t ks[16];	 /* CTR's unused keystream */
	uint8_t buf[16]; /* ECB/CBC: the bytes of an unfinished block */
	size_t off;	 /* CTR/CFB/OFB: offset into the keystream block */
} aesalt_psa_cipher_operation_t;

/* CCM, multi-part: aesalt's CBC-MAC step and CTR over the expanded key
 * (aesalt.h has CCM as one call only). */
typedef struct {
	aesalt_aes_key key;
	uint64_t ad_len, pt_len; /* declared by set_lengths */
	uint8_t nonce[13];
	uint8_t nonce_len; /* 0: no nonce yet */
	uint8_t lengths_set;
	uint8_t started; /* B0 and the AAD header are in the MAC */
	uint8_t ad_done; /* the last AAD block is in the MAC */
	uint8_t buf_len; /* bytes in buf */
	uint8_t x[16];	 /* CBC-MAC chaining value */
	uint8_t buf[16]; /* bytes waiting for a whole CBC-MAC block */
	uint8_t ctr[16]; /* next counter block */
	uint8_t ks[16];	 /* unused keystream */
	uint8_t s0[16];	 /* E(K, A0): masks the tag */
	size_t off;	 /* offset into ks */
} aesalt_psa_ccm_state;

typedef struct {
	uint32_t alg;	 /* PSA_ALG_GCM or PSA_ALG_CCM (tag length removed); 0 unset */
	uint8_t tag_len; /* from the algorithm */
	uint8_t encrypt;
	union {
		aesalt_gcm_ctx gcm;
		aesalt_psa_ccm_state ccm;
	} u;
} aesalt_psa_aead_operation_t;

typedef struct {
	uint32_t alg; /* the MAC algorithm as set up; 0 unset */
	aesalt_cmac_ctx cmac;
} aesalt_psa_mac_operation_t;

#endif /* AESALT_PSA_DRIVER_CONTEXTS_H */
