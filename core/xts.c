/* SPDX-License-Identifier: Apache-2.0 */
/*
 * XTS-AES (IEEE 1619-2007) for one data unit, with ciphertext stealing.
 *
 * Whole blocks go to the kernel's xts slot when it has one; otherwise they
 * are composed here from the ECB slot: a run of tweaks is computed, XORed
 * in, the run is one ECB call, and the tweaks are XORed out again, so ECB
 * kernels still pipeline across blocks.
 */
#include <string.h>

#include "bytes.h"
#include "ct.h"
#include "internal.h"
#include "kernel.h"

/* see kernel.h: the reduction is a mask, not a branch (the tweak is
 * secret). */
void aesalt_xts_double(uint8_t t[16])
{
	uint64_t lo = aesalt_load_le64(t), hi = aesalt_load_le64(t + 8);
	uint64_t mask = 0 - (hi >> 63);

	hi = hi << 1 | lo >> 63;
	lo = lo << 1 ^ (mask & 0x87);
	aesalt_store_le64(t, lo);
	aesalt_store_le64(t + 8, hi);
}

/* The mode, compiled out with AESALT_XTS=OFF (the public functions then return
 * AESALT_ERR_UNSUPPORTED); aesalt_xts_double stays for the kernels' glue */
#if !defined(AESALT_NO_XTS)

/* nblocks > 0 whole blocks with the current tweak t, updated on return,
 * composed from the ECB slot for a kernel without xts slots.  Out of
 * line: its tweak buffer stays off the stack of the usual path. */
static AESALT_NOINLINE void xts_blocks_by_ecb(const aesalt_aes_key *key, uint8_t *out,
					      const uint8_t *in, size_t nblocks, uint8_t t[16],
					      int dec)
{
	const struct aesalt_kernel *k = key->kernel;
	uint8_t tw[16 * 16];

	while (nblocks > 0) {
		size_t n = nblocks < 16 ? nblocks : 16, i;
		for (i = 0; i < n; i++) {
			memcpy(tw + 16 * i, t, 16);
			aesalt_xts_double(t);
		}
		/* out and in are equal or disjoint, so out may hold the
		 * whitened input. */
		aesalt_xor(out, in, tw, 16 * n);
		AESALT_COUNT(k);
		if (dec)
			k->aes_ecb_dec(key, out, out, n);
		else
			k->aes_ecb_enc(key, out, out, n);
		aesalt_xor(out, out, tw, 16 * n);
		in += 16 * n;
		out += 16 * n;
		nblocks -= n;
	}
	aesalt_zeroize(tw, sizeof tw);
}

/* nblocks whole blocks with the current tweak t, updated on return. */
static inline void xts_blocks(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			      size_t nblocks, uint8_t t[16], int dec)
{
	const struct aesalt_kernel *k = key->kernel;
	aesalt_slot_aes_xts_enc *fn = dec ? k->aes_xts_dec : k->aes_xts_enc;

	if (nblocks == 0)
		return;
	if (fn == NULL) {
		xts_blocks_by_ecb(key, out, in, nblocks, t, dec);
		return;
	}
	AESALT_COUNT(k);
	fn(key, out, in, nblocks, t);
}

/* The last whole block and the partial tail (len % 16 bytes, 1..15) of a
 * data unit, by ciphertext stealing, with t the tweak of that last whole
 * block.  Encrypt: C[m-1]' = E(P[m-1]) with T[m-1]; C[m] is its head; the
 * block P[m] || tail of C[m-1]' is encrypted with T[m].  Decrypt uses the
 * tweaks in the opposite order.  Out of line: its buffers stay off the
 * stack of whole-block calls. */
static AESALT_NOINLINE void xts_steal(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				      size_t tail, uint8_t t[16], int dec)
{
	uint8_t tlast[16], cc[16], pm[16];

	memcpy(tlast, t, 16);
	aesalt_xts_double(tlast);
	memcpy(pm, in + 16, tail); /* read before an in-place write */
	xts_blocks(key, cc, in, 1, dec ? tlast : t, dec);
	memcpy(out + 16, cc, tail);
	memcpy(cc, pm, tail);
	xts_blocks(key, out, cc, 1, dec ? t : tlast, dec);
	aesalt_zeroize(tlast, sizeof tlast);
	aesalt_zeroize(cc, sizeof cc);
	aesalt_zeroize(pm, sizeof pm);
}

static int xts(const aesalt_aes_key *data_key, const aesalt_aes_key *tweak_key, uint8_t *out,
	       const uint8_t *in, size_t len, const uint8_t tweak[16], int dec)
{
	uint8_t t[16];
	size_t full = len / 16, tail = len % 16;
	int ret;

	if (len < 16 || len > ((size_t)1 << 24)) /* first: see aesalt.h */
		return AESALT_ERR_INPUT_LENGTH;
	ret = aesalt_check_key(data_key, dec);
	if (ret == AESALT_OK)
		ret = aesalt_check_key(tweak_key, 0);
	if (ret == AESALT_OK && data_key == tweak_key)
		ret = AESALT_ERR_WEAK_KEY; /* Key1 == Key2, the one case visible here */
	if (ret == AESALT_OK)
		ret = aesalt_check_buffers(out, in, len);
	if (ret != AESALT_OK)
		return ret;
	if (tweak == NULL)
		return AESALT_ERR_BAD_INPUT;

	aesalt_block_enc(tweak_key, t, tweak);
	/* With a partial tail, the last whole block is done by the stealing
	 * step. */
	if (tail != 0)
		full--;
	xts_blocks(data_key, out, in, full, t, dec);
	if (tail != 0)
		xts_steal(data_key, out + 16 * full, in + 16 * full, tail, t, dec);
	aesalt_zeroize(t, sizeof t);
	return AESALT_OK;
}

/* Both set-up directions: Key1 -> data_key, Key2 -> tweak_key with the
 * same kernel; equal halves refused before anything is expanded. */
static int xts_setkey(aesalt_aes_key *data_key, aesalt_aes_key *tweak_key, const uint8_t *key,
		      size_t key_len, int dec)
{
	size_t half = key_len / 2;
	int ret = AESALT_OK;

	if (data_key == NULL || tweak_key == NULL || data_key == tweak_key)
		return AESALT_ERR_BAD_INPUT;
	aesalt_zeroize(data_key, sizeof *data_key);
	aesalt_zeroize(tweak_key, sizeof *tweak_key);
	if (key_len != 32 && key_len != 64)
		return AESALT_ERR_KEY_LENGTH;
	if (key == NULL)
		return AESALT_ERR_BAD_INPUT;
	/* The verdict is public (the call fails or not); the keys are not. */
	if (aesalt_ct_compare(key, key + half, half) == AESALT_OK)
		return AESALT_ERR_WEAK_KEY;
	ret = aesalt_setkey_with(NULL, data_key, key, half, dec);
	if (ret == AESALT_OK)
		ret = aesalt_setkey_with(data_key->kernel, tweak_key, key + half, half, 0);
	if (ret != AESALT_OK)
		aesalt_zeroize(data_key, sizeof *data_key);
	return ret;
}

/* see aesalt.h */
int aesalt_xts_setkey_enc(aesalt_aes_key *data_key, aesalt_aes_key *tweak_key, const uint8_t *key,
			  size_t key_len)
{
	return xts_setkey(data_key, tweak_key, key, key_len, 0);
}

/* see aesalt.h */
int aesalt_xts_setkey_dec(aesalt_aes_key *data_key, aesalt_aes_key *tweak_key, const uint8_t *key,
			  size_t key_len)
{
	return xts_setkey(data_key, tweak_key, key, key_len, 1);
}

/* see aesalt.h */
int aesalt_xts_enc(const aesalt_aes_key *data_key, const aesalt_aes_key *tweak_key, uint8_t *out,
		   const uint8_t *in, size_t len, const uint8_t tweak[16])
{
	return xts(data_key, tweak_key, out, in, len, tweak, 0);
}

/* see aesalt.h */
int aesalt_xts_dec(const aesalt_aes_key *data_key, const aesalt_aes_key *tweak_key, uint8_t *out,
		   const uint8_t *in, size_t len, const uint8_t tweak[16])
{
	return xts(data_key, tweak_key, out, in, len, tweak, 1);
}

#else  /* AESALT_NO_XTS */

/* XTS left out of this build (AESALT_XTS=OFF): refused, and, as every
 * failed set-up does, the objects given wiped (none when one is NULL or
 * both are the same). */
static int xts_setkey_left_out(aesalt_aes_key *data_key, aesalt_aes_key *tweak_key)
{
	if (data_key != NULL && tweak_key != NULL && data_key != tweak_key) {
		aesalt_zeroize(data_key, sizeof *data_key);
		aesalt_zeroize(tweak_key, sizeof *tweak_key);
	}
	return AESALT_ERR_UNSUPPORTED;
}

/* see aesalt.h: XTS left out of this build (AESALT_XTS=OFF) */
int aesalt_xts_setkey_enc(aesalt_aes_key *data_key, aesalt_aes_key *tweak_key, const uint8_t *key,
			  size_t key_len)
{
	(void)key, (void)key_len;
	return xts_setkey_left_out(data_key, tweak_key);
}

/* see aesalt.h: XTS left out of this build (AESALT_XTS=OFF) */
int aesalt_xts_setkey_dec(aesalt_aes_key *data_key, aesalt_aes_key *tweak_key, const uint8_t *key,
			  size_t key_len)
{
	(void)key, (void)key_len;
	return xts_setkey_left_out(data_key, tweak_key);
}

/* see aesalt.h: XTS left out of this build (AESALT_XTS=OFF) */
int aesalt_xts_enc(const aesalt_aes_key *data_key, const aesalt_aes_key *tweak_key, uint8_t *out,
		   const uint8_t *in, size_t len, const uint8_t tweak[16])
{
	(void)data_key, (void)tweak_key, (void)out, (void)in, (void)len, (void)tweak;
	return AESALT_ERR_UNSUPPORTED;
}

/* see aesalt.h: XTS left out of this build (AESALT_XTS=OFF) */
int aesalt_xts_dec(const aesalt_aes_key *data_key, const aesalt_aes_key *tweak_key, uint8_t *out,
		   const uint8_t *in, size_t len, const uint8_t tweak[16])
{
	(void)data_key, (void)tweak_key, (void)out, (void)in, (void)len, (void)tweak;
	return AESALT_ERR_UNSUPPORTED;
}
#endif /* AESALT_NO_XTS */
