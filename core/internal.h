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
#include "bytes.h"
#include "ct.h"
#include "kernel.h"

/* The checks below run on every call of every mode, so they are inline:
 * on a 32-bit CPU without a fast call (m68k), calling them cost about as
 * much as checking. */

#ifdef AESALT_HELPER
/* see aesalt.h (and ct.h for how it is both inline and exported) */
AESALT_HELPER int aesalt_check_buffers(const void *out, const void *in, size_t len)
{
	uintptr_t lo = (uintptr_t)out, hi = (uintptr_t)in;

	if (len == 0)
		return AESALT_OK;
	if (out == NULL || in == NULL)
		return AESALT_ERR_BAD_INPUT;
	if (lo == hi)
		return AESALT_OK;
	if (lo > hi) {
		uintptr_t t = lo;
		lo = hi;
		hi = t;
	}
	/* Refuses a range that would wrap around the address space (if the
	 * higher one does not, the lower one does not either), and a partial
	 * overlap: the lower buffer must end at or before the higher one. */
	if (hi + len < hi || lo + len > hi)
		return AESALT_ERR_BAD_INPUT;
	return AESALT_OK;
}
#endif

/* AESALT_OK if key is set and is a decryption key when decrypt is 1, an
 * encryption key when it is 0; AESALT_ERR_BAD_INPUT otherwise.  An unset,
 * wiped or failed key has no kernel: set-key writes the kernel last and
 * wipes the key on any failure, so a key with a kernel has its rounds. */
static inline int aesalt_check_key(const aesalt_aes_key *key, int decrypt)
{
	if (key == NULL || key->kernel == NULL)
		return AESALT_ERR_BAD_INPUT;
	if (key->decrypt != (uint32_t)(decrypt != 0))
		return AESALT_ERR_BAD_INPUT;
	return AESALT_OK;
}

/* Expands k with kernel kern (NULL: the process kernel).  Used by the
 * public set-key functions and by contexts that must share a kernel. */
int aesalt_setkey_with(const struct aesalt_kernel *kern, aesalt_aes_key *key, const uint8_t *k,
		       size_t key_len, int decrypt);

/* CBC-MAC chaining over whole blocks: x = E(x ^ in_i), output discarded. */
void aesalt_cbcmac_blocks(const aesalt_aes_key *key, uint8_t x[16], const uint8_t *in,
			  size_t nblocks);

/* Keeps a rare path (and its stack buffers) out of the function that
 * calls it, so that the usual path needs no frame of its own. */
#if defined(__GNUC__) || defined(__clang__)
#define AESALT_NOINLINE __attribute__((noinline))
#else
#define AESALT_NOINLINE
#endif

/* Test builds (AESALT_TEST_HOOKS) count kernel calls per kernel, so a test
 * can prove which kernel ran; other builds compile the hook away. */
#ifdef AESALT_TEST_HOOKS
void aesalt_test_count(const struct aesalt_kernel *kern);
#define AESALT_COUNT(kern) aesalt_test_count(kern)
#else
#define AESALT_COUNT(kern) ((void)0)
#endif

/* 128-bit big-endian CTR over whole blocks with the kernel's ctr32 slot,
 * split at every 2^32 wrap with the carry done here.  ctr is the next
 * counter on return.  Inline: nearly every call fits below the wrap of
 * the low word and is one kernel call; the others (and nblocks == 0) go
 * to aesalt_ctr128_split. */
void aesalt_ctr128_split(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t nblocks,
			 uint8_t ctr[16]);

static inline void aesalt_ctr128_blocks(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
					size_t nblocks, uint8_t ctr[16])
{
	/* 1 <= nblocks <= 2^32 - 1 - low: the low word does not wrap. */
	if (nblocks - 1 < (size_t)(uint32_t)~aesalt_load_be32(ctr + 12)) {
		AESALT_COUNT(key->kernel);
		key->kernel->aes_ctr32(key, out, in, nblocks, ctr);
	} else {
		aesalt_ctr128_split(key, out, in, nblocks, ctr);
	}
}

/* One block through the key's ECB-encrypt slot: out = E(K, in); out may
 * equal in.  For IVs, subkeys and keystream blocks of sequential modes. */
static inline void aesalt_block_enc(const aesalt_aes_key *key, uint8_t out[16],
				    const uint8_t in[16])
{
	AESALT_COUNT(key->kernel);
	key->kernel->aes_ecb_enc(key, out, in, 1);
}

#endif /* AESALT_CORE_INTERNAL_H */
