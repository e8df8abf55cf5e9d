/* SPDX-License-Identifier: Apache-2.0 */
/*
 * What the mode files of core/ share: argument checks and the counting hook
 * around kernel calls.  Not installed.
 */
#ifndef AESALT_CORE_INTERNAL_H
#define AESALT_CORE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "aesalt/aesalt.h"
#include "kernel.h"

/* AESALT_OK if (out, in, len) is a valid pair of buffers: both non-NULL
 * unless len is 0, and either the same pointer or disjoint.  Otherwise
 * AESALT_ERR_BAD_INPUT. */
int aesalt_check_io(const uint8_t *out, const uint8_t *in, size_t len);

/* AESALT_OK if key is set and is a decryption key when decrypt is 1, an
 * encryption key when it is 0; AESALT_ERR_BAD_INPUT otherwise. */
int aesalt_check_key(const aesalt_aes_key *key, int decrypt);

/* Expands k with kernel kern (NULL: the process kernel).  Used by the
 * public set-key functions and by contexts that must share a kernel. */
int aesalt_setkey_with(const struct aesalt_kernel *kern, aesalt_aes_key *key, const uint8_t *k,
		       size_t key_len, int decrypt);

/* 128-bit big-endian CTR over whole blocks with the kernel's ctr32 slot,
 * split at every 2^32 wrap with the carry done here.  ctr is the next
 * counter on return. */
void aesalt_ctr128_blocks(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			  size_t nblocks, uint8_t ctr[16]);

/* CBC-MAC chaining over whole blocks: x = E(x ^ in_i), output discarded. */
void aesalt_cbcmac_blocks(const aesalt_aes_key *key, uint8_t x[16], const uint8_t *in,
			  size_t nblocks);

/* Test builds (AESALT_TEST_HOOKS) count kernel calls per kernel, so a test
 * can prove which kernel ran; other builds compile the hook away. */
#ifdef AESALT_TEST_HOOKS
void aesalt_test_count(const struct aesalt_kernel *kern);
#define AESALT_COUNT(kern) aesalt_test_count(kern)
#else
#define AESALT_COUNT(kern) ((void)0)
#endif

/* One block through the key's ECB-encrypt slot: out = E(K, in); out may
 * equal in.  For IVs, subkeys and keystream blocks of sequential modes. */
static inline void aesalt_block_enc(const aesalt_aes_key *key, uint8_t out[16],
				    const uint8_t in[16])
{
	AESALT_COUNT(key->impl);
	key->impl->aes_ecb_enc(key, out, in, 1);
}

#endif /* AESALT_CORE_INTERNAL_H */
