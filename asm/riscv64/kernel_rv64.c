/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The "rv64" kernel: T-table AES in RV64GC assembly (asm/riscv64/aes-rv64.S)
 * for cores without the scalar crypto extension (SiFive U54/U74 class).
 * NOT CONSTANT TIME (no AESALT_KERNEL_CONSTTIME): table lookups at
 * key- and data-dependent addresses.  It is the default on plain RV64GC,
 * ordered after zkn and before ct64; AESALT_KERNEL=ct64 selects the
 * constant-time portable kernel.
 *
 * GHASH (ghash-rv64.S, also not constant time) is Shoup's 4-bit method
 * one byte per step: setkey is core/ghash_table.c's table plus the same
 * sixteen multiples times x^4 (below).  AEGIS is composed by core from
 * aes_round (one T-table round in assembly).
 */
#include <stddef.h>
#include <stdint.h>

#include "kernel.h"

/* The assembly addresses these members by fixed offsets. */
_Static_assert(offsetof(aesalt_aes_key, rounds) == 8, "KEY_ROUNDS in aes-rv64.S");
_Static_assert(offsetof(aesalt_aes_key, rk) == 16, "KEY_RK in aes-rv64.S");
_Static_assert(offsetof(aesalt_ghash_key, h) == 8, "GK_H in ghash-rv64.S");
_Static_assert(sizeof(((aesalt_ghash_key *)0)->h.q) >= 64 * 8, "ghash-rv64.S: q[0..63]");

/* Defined in aes-rv64.S; only this struct refers to them. */
AESALT_SLOT(aes_setkey_enc, rv64);
AESALT_SLOT(aes_setkey_dec, rv64);
AESALT_SLOT(aes_ecb_enc, rv64);
AESALT_SLOT(aes_ecb_dec, rv64);
AESALT_SLOT(aes_cbc_enc, rv64);
AESALT_SLOT(aes_cbc_dec, rv64);
AESALT_SLOT(aes_ctr32, rv64);
AESALT_SLOT(aes_xts_enc, rv64);
AESALT_SLOT(aes_xts_dec, rv64);
AESALT_SLOT(aes_round, rv64);

AESALT_SLOT(ghash, rv64);

/* core/ghash_table.c */
AESALT_SLOT(ghash_setkey, table);

/* q[0..31]: core/ghash_table.c's m[i] = i(x) * H (hi halves, then lo);
 * q[32..63]: m[i] * x^4, for ghash-rv64.S's byte step. */
static void ghash_setkey_rv64(aesalt_ghash_key *gkey, const uint8_t h[16])
{
	uint64_t *q = gkey->h.q;
	unsigned i, k;

	aesalt_ghash_setkey_table(gkey, h);
	for (i = 0; i < 16; i++) {
		uint64_t hi = q[i], lo = q[16 + i];

		for (k = 0; k < 4; k++) {
			uint64_t mask = (uint64_t)0 - (lo & 1);

			lo = (lo >> 1) | (hi << 63);
			hi = (hi >> 1) ^ (mask & ((uint64_t)0xe1 << 56));
		}
		q[32 + i] = hi;
		q[48 + i] = lo;
	}
}

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
	.aes_xts_enc = AESALT_SLOT_XTS(aesalt_aes_xts_enc_rv64),
	.aes_xts_dec = AESALT_SLOT_XTS(aesalt_aes_xts_dec_rv64),

	.ghash_setkey = ghash_setkey_rv64,
	.ghash = aesalt_ghash_rv64,

	.aes_round = AESALT_SLOT_AEGIS(aesalt_aes_round_rv64),
};
