/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The "rv64" kernel: T-table AES in RV64GC assembly (asm/riscv64/aes-rv64.S)
 * for cores without the scalar crypto extension (SiFive U54/U74 class).
 * NOT CONSTANT TIME (no AESALT_KERNEL_CONSTTIME): table lookups at
 * key- and data-dependent addresses.  It is the default on plain RV64GC,
 * ordered after zkn and before ct64; AESALT_IMPL=ct64 selects the
 * constant-time portable kernel.
 *
 * GHASH is the table kernel's C code (core/ghash_table.c, also not
 * constant time), set up and run by this kernel's own slots, so the GHASH
 * key stays the one its functions made.  AEGIS is composed by core from
 * aes_round (one T-table round in assembly).
 */
#include <stddef.h>
#include <stdint.h>

#include "kernel.h"

/* The assembly addresses these members by fixed offsets. */
_Static_assert(offsetof(aesalt_aes_key, rounds) == 8, "KEY_ROUNDS in aes-rv64.S");
_Static_assert(offsetof(aesalt_aes_key, rk) == 16, "KEY_RK in aes-rv64.S");

/* Defined in aes-rv64.S; only this struct refers to them. */
void aesalt_aes_setkey_enc_rv64(aesalt_aes_key *key, const uint8_t *k, unsigned bits);
void aesalt_aes_setkey_dec_rv64(aesalt_aes_key *key, const uint8_t *k, unsigned bits);
void aesalt_aes_ecb_enc_rv64(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			     size_t nblocks);
void aesalt_aes_ecb_dec_rv64(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			     size_t nblocks);
void aesalt_aes_cbc_enc_rv64(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			     size_t nblocks, uint8_t iv[16]);
void aesalt_aes_cbc_dec_rv64(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			     size_t nblocks, uint8_t iv[16]);
void aesalt_aes_ctr32_rv64(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			   size_t nblocks, uint8_t ctr[16]);
void aesalt_aes_xts_enc_rv64(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			     size_t nblocks, uint8_t tweak[16]);
void aesalt_aes_xts_dec_rv64(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			     size_t nblocks, uint8_t tweak[16]);
void aesalt_aes_round_rv64(uint8_t (*out)[16], const uint8_t (*in)[16], const uint8_t (*rk)[16],
			   size_t n);

/* core/ghash_table.c */
void aesalt_ghash_setkey_table(aesalt_ghash_key *gkey, const uint8_t h[16]);
void aesalt_ghash_table(const aesalt_ghash_key *gkey, uint8_t y[16], const uint8_t *in,
			size_t nblocks);

/* see kernel.h */
const struct aesalt_kernel aesalt_kernel_rv64 = {
	.name = "rv64",
	.flags = 0, /* not constant time */
	.usable = NULL,

	.aes_setkey_enc = aesalt_aes_setkey_enc_rv64,
	.aes_setkey_dec = aesalt_aes_setkey_dec_rv64,
	.aes_ecb_enc = aesalt_aes_ecb_enc_rv64,
	.aes_ecb_dec = aesalt_aes_ecb_dec_rv64,
	.aes_cbc_enc = aesalt_aes_cbc_enc_rv64,
	.aes_cbc_dec = aesalt_aes_cbc_dec_rv64,
	.aes_ctr32 = aesalt_aes_ctr32_rv64,
	.aes_xts_enc = aesalt_aes_xts_enc_rv64,
	.aes_xts_dec = aesalt_aes_xts_dec_rv64,

	.ghash_setkey = aesalt_ghash_setkey_table,
	.ghash = aesalt_ghash_table,

	.aes_round = aesalt_aes_round_rv64,
};
