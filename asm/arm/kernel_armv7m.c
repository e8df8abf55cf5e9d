/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The "armv7m" kernel: T-table AES in Thumb-2 assembly for Cortex-M
 * (asm/arm/aes-armv7m.S: key expansion both directions, ECB, CBC, CTR32
 * and the AES round), GHASH a byte a step over two 4-bit tables
 * (asm/arm/ghash-armv7m.S, its tables made here by
 * aesalt_ghash_setkey_armv7m), XTS
 * composed by core/xts.c over ECB, and the AEGIS updates of core/aegis_c.c
 * over the assembly round.
 *
 * NOT constant time (flags 0): its lookups are indexed by secret bytes, as
 * in the C code of Mbed TLS and wolfSSL (and so are the GHASH tables).  It is
 * nonetheless the default on the Cortex-M boards and on armhf without the
 * crypto extension (ORDER 250, asm/arm/kernels.cmake): there it is the only
 * kernel never slower than the stacks' own C; constant time is the switch
 * (AESALT_CONSTANT_TIME).  On bare metal its tables sit in section
 * .aesalt_sram (zero-wait-state SRAM on a Cortex-M3/M4: README "Picking a
 * kernel").
 *
 * Built only when the compiler targets a core with Thumb-2 (ARMv7-M,
 * ARMv7E-M, ARMv8-M mainline; or ARMv7-A and later: asm/arm/kernels.cmake);
 * usable() answers from the same compile-time target, since a Cortex-M has
 * no runtime probe.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "aegis_c.h"
#include "bytes.h"
#include "cpu.h"
#include "ct.h"
#include "kernel.h"

/* The assembly addresses the key with fixed offsets (aes-armv7m.S). */
_Static_assert(offsetof(aesalt_aes_key, rounds) == 4, "aes-armv7m.S: KEY_ROUNDS 4");
_Static_assert(offsetof(aesalt_aes_key, rk) == 16, "aes-armv7m.S: KEY_RK 16");
_Static_assert(sizeof(((aesalt_aes_key *)0)->rk) >= 240, "aes-armv7m.S: 60 round-key words");
_Static_assert(_Alignof(aesalt_aes_key) >= 4, "aes-armv7m.S: LDM/STM on the schedule");

/* asm/arm/aes-armv7m.S */
AESALT_SLOT(aes_setkey_enc, armv7m);
AESALT_SLOT(aes_setkey_dec, armv7m);
AESALT_SLOT(aes_ecb_enc, armv7m);
AESALT_SLOT(aes_ecb_dec, armv7m);
#if !defined(AESALT_SMALL)
AESALT_SLOT(aes_cbc_enc, armv7m);
AESALT_SLOT(aes_cbc_dec, armv7m);
AESALT_SLOT(aes_ctr32, armv7m);
#endif
AESALT_SLOT(aes_round, armv7m);
/* asm/arm/ghash-armv7m.S */
AESALT_SLOT(ghash, armv7m);

_Static_assert(offsetof(aesalt_ghash_key, h) == 8, "ghash-armv7m.S: GK_H 8");
_Static_assert(sizeof(((aesalt_ghash_key *)0)->h) >= 2 * 16 * 16, "ghash-armv7m.S: M0[16], M1[16]");

/* v = v * x in GCM's bit order (a shift right of the big-endian 128-bit
 * number, reduced by x^128 + x^7 + x^2 + x + 1), without a branch. */
static void ghash_mulx(uint32_t v[4])
{
	uint32_t carry = 0u - (v[3] & 1u);

	v[3] = (v[3] >> 1) | (v[2] << 31);
	v[2] = (v[2] >> 1) | (v[1] << 31);
	v[1] = (v[1] >> 1) | (v[0] << 31);
	v[0] = (v[0] >> 1) ^ (carry & 0xe1000000u);
}

/* The tables of ghash-armv7m.S: M0[i] = i * H (bit 8 of i is x^0), four
 * big-endian words each, then M1[i] = M0[i] * x^4.  Branch-free in H, but
 * the tables it makes are then indexed by secret nibbles
 * (ghash-armv7m.S): the kernel is not constant time. */
static void aesalt_ghash_setkey_armv7m(aesalt_ghash_key *gkey, const uint8_t h[16])
{
	uint32_t(*m)[4] = (uint32_t(*)[4])gkey->h.w;
	uint32_t(*m1)[4] = m + 16;
	unsigned i, j;

	for (i = 0; i < 4; i++)
		m[8][i] = (uint32_t)h[4 * i] << 24 | (uint32_t)h[4 * i + 1] << 16 |
			  (uint32_t)h[4 * i + 2] << 8 | h[4 * i + 3];
	for (i = 0; i < 4; i++)
		m[0][i] = 0;
	for (i = 4; i > 0; i >>= 1) {
		for (j = 0; j < 4; j++)
			m[i][j] = m[2 * i][j];
		ghash_mulx(m[i]);
	}
	for (i = 2; i <= 8; i <<= 1)
		for (j = 1; j < i; j++) {
			unsigned k;

			for (k = 0; k < 4; k++)
				m[i + j][k] = m[i][k] ^ m[j][k];
		}
	for (i = 0; i < 16; i++) {
		for (j = 0; j < 4; j++)
			m1[i][j] = m[i][j];
		for (j = 0; j < 4; j++)
			ghash_mulx(m1[i]);
	}
}

#if defined(AESALT_SMALL)
/* AESALT_SMALL (CMake option, README "Build and install"): CBC and CTR32
 * one block at a time over the assembly's ECB functions, in place of
 * aes-armv7m.S's own (unrolled, CTR with counter-mode caching): less flash,
 * slower CBC and CTR, so slower GCM and CCM. */
static void aesalt_aes_cbc_enc_armv7m(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				      size_t nblocks, uint8_t iv[16])
{
	size_t i;

	for (; nblocks > 0; nblocks--, in += 16, out += 16) {
		for (i = 0; i < 16; i++)
			iv[i] ^= in[i];
		aesalt_aes_ecb_enc_armv7m(key, iv, iv, 1);
		memcpy(out, iv, 16);
	}
}

static void aesalt_aes_cbc_dec_armv7m(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				      size_t nblocks, uint8_t iv[16])
{
	uint8_t c[16];
	size_t i;

	/* c keeps the ciphertext block: out may be in */
	for (; nblocks > 0; nblocks--, in += 16, out += 16) {
		memcpy(c, in, 16);
		aesalt_aes_ecb_dec_armv7m(key, out, c, 1);
		for (i = 0; i < 16; i++)
			out[i] ^= iv[i];
		memcpy(iv, c, 16);
	}
	aesalt_zeroize(c, sizeof c);
}

#endif

/* CTR32 a block at a time over the assembly's ECB: the whole of CTR under
 * AESALT_SMALL, else the calls of fewer than CTR_CACHED blocks (a 16 or
 * 32-byte message, GCM's and CCM's short ones), for which aes-armv7m.S's
 * counter-mode caching costs more than it saves: it copies the schedule
 * to its frame and wipes it again on every call (bench/results/cortex-m4.csv,
 * armv7m's ctr rows at 16 B against its ecb rows). */
#define CTR_CACHED 3
static void ctr32_by_ecb(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t nblocks,
			 uint8_t ctr[16])
{
	uint8_t ks[16];
	uint32_t c = aesalt_load_be32(ctr + 12);
	size_t i;

	for (; nblocks > 0; nblocks--, in += 16, out += 16) {
		aesalt_aes_ecb_enc_armv7m(key, ks, ctr, 1);
		aesalt_store_be32(ctr + 12, ++c);
		for (i = 0; i < 16; i++)
			out[i] = (uint8_t)(in[i] ^ ks[i]);
	}
	aesalt_zeroize(ks, sizeof ks);
}

static void ctr32_armv7m(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t nblocks,
			 uint8_t ctr[16])
{
#if !defined(AESALT_SMALL)
	if (nblocks >= CTR_CACHED) {
		aesalt_aes_ctr32_armv7m(key, out, in, nblocks, ctr);
		return;
	}
#endif
	ctr32_by_ecb(key, out, in, nblocks, ctr);
}

/* see kernel.h */
const struct aesalt_kernel aesalt_kernel_armv7m = {
	.name = "armv7m",
	.flags = 0, /* NOT constant time: secret-indexed table loads */
	.usable = aesalt_cpu_has_thumb2,

	.aes_setkey_enc = aesalt_aes_setkey_enc_armv7m,
	.aes_setkey_dec = aesalt_aes_setkey_dec_armv7m,
	.aes_ecb_enc = aesalt_aes_ecb_enc_armv7m,
	.aes_ecb_dec = aesalt_aes_ecb_dec_armv7m,
	.aes_cbc_enc = aesalt_aes_cbc_enc_armv7m,
	.aes_cbc_dec = aesalt_aes_cbc_dec_armv7m,
	.aes_ctr32 = ctr32_armv7m,
	.aes_xts_enc = NULL, /* core/xts.c over ECB */
	.aes_xts_dec = NULL,

	.ghash_setkey = aesalt_ghash_setkey_armv7m,
	.ghash = aesalt_ghash_armv7m,
	.gcm_enc = NULL,
	.gcm_dec = NULL,

	/* AEGIS composed in core over the round (core/aegis_c.c) */
	.aes_round = AESALT_SLOT_AEGIS(aesalt_aes_round_armv7m),
};
