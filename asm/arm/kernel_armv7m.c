/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The "armv7m" kernel: T-table AES in Thumb-2 assembly for Cortex-M
 * (asm/arm/aes-armv7m.S: key expansion both directions, ECB, CBC, CTR32
 * and the AES round), the 4-bit-table GHASH of core/ghash_table.c, XTS
 * composed by core/xts.c over ECB, and the AEGIS updates of core/aegis_c.c
 * over the assembly round.
 *
 * NOT constant time (flags 0): its lookups are indexed by secret bytes, as
 * in the C code of Mbed TLS and wolfSSL (and so is the table GHASH).  It is
 * therefore not the default: ct64 comes first in the kernel table and
 * armv7m is chosen with AESALT_IMPL=armv7m or aesalt_impl_select().
 *
 * Built only when the compiler targets a core with Thumb-2 (ARMv7-M,
 * ARMv7E-M, ARMv8-M mainline; or ARMv7-A and later: asm/arm/kernels.cmake);
 * usable() answers from the same compile-time target, since a Cortex-M has
 * no runtime probe.
 */
#include <stddef.h>
#include <stdint.h>

#include "aegis_c.h"
#include "cpu.h"
#include "kernel.h"

/* The assembly addresses the key with fixed offsets (aes-armv7m.S). */
_Static_assert(offsetof(aesalt_aes_key, rounds) == 4, "aes-armv7m.S: KEY_ROUNDS 4");
_Static_assert(offsetof(aesalt_aes_key, rk) == 16, "aes-armv7m.S: KEY_RK 16");
_Static_assert(sizeof(((aesalt_aes_key *)0)->rk) >= 240, "aes-armv7m.S: 60 round-key words");
_Static_assert(_Alignof(aesalt_aes_key) >= 4, "aes-armv7m.S: LDM/STM on the schedule");

/* asm/arm/aes-armv7m.S */
void aesalt_aes_setkey_enc_armv7m(aesalt_aes_key *key, const uint8_t *k, unsigned bits);
void aesalt_aes_setkey_dec_armv7m(aesalt_aes_key *key, const uint8_t *k, unsigned bits);
void aesalt_aes_ecb_enc_armv7m(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			       size_t nblocks);
void aesalt_aes_ecb_dec_armv7m(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			       size_t nblocks);
void aesalt_aes_cbc_enc_armv7m(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			       size_t nblocks, uint8_t iv[16]);
void aesalt_aes_cbc_dec_armv7m(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			       size_t nblocks, uint8_t iv[16]);
void aesalt_aes_ctr32_armv7m(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			     size_t nblocks, uint8_t ctr[16]);
void aesalt_aes_round_armv7m(uint8_t (*out)[16], const uint8_t (*in)[16], const uint8_t (*rk)[16],
			     size_t n);
/* core/ghash_table.c (the table kernel's GHASH: its key layout comes with it) */
void aesalt_ghash_setkey_table(aesalt_ghash_key *gkey, const uint8_t h[16]);
void aesalt_ghash_table(const aesalt_ghash_key *gkey, uint8_t y[16], const uint8_t *in,
			size_t nblocks);

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
	.aes_ctr32 = aesalt_aes_ctr32_armv7m,
	.aes_xts_enc = NULL, /* core/xts.c over ECB */
	.aes_xts_dec = NULL,

	.ghash_setkey = aesalt_ghash_setkey_table,
	.ghash = aesalt_ghash_table,
	.gcm_enc = NULL,
	.gcm_dec = NULL,

	/* AEGIS composed in core over the round (core/aegis_c.c) */
	.aes_round = aesalt_aes_round_armv7m,
};
