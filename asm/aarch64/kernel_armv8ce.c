/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The "armv8ce" kernel: AES, GHASH and the AEGIS updates with the Armv8
 * cryptography extension (asm/aarch64/aes-armv8ce.S, ghash-armv8ce.S,
 * aegis-armv8ce.S, gcm-armv8ce.S).  Usable when the CPU reports both the
 * AES instructions and the 64-bit PMULL (Linux: HWCAP_AES and HWCAP_PMULL).
 *
 * Constant time (AESALT_KERNEL_CONSTTIME): the assembly has no branch and
 * no memory address that depends on keys or data, and AESE/AESD/AESMC/
 * AESIMC/PMULL are fixed-latency instructions.
 */
#include <stddef.h>
#include <stdint.h>

#include "cpu.h"
#include "kernel.h"

/* The assembly addresses these members by fixed offsets. */
_Static_assert(offsetof(aesalt_aes_key, rounds) == 8, "KEY_ROUNDS in aes-armv8ce.S");
_Static_assert(offsetof(aesalt_aes_key, rk) == 16, "KEY_RK in aes-armv8ce.S");
_Static_assert(offsetof(aesalt_ghash_key, h) == 8, "GK_H in ghash-armv8ce.S");
_Static_assert(sizeof(((aesalt_ghash_key *)0)->h) >= 240, "ghash-armv8ce.S key layout");
_Static_assert(offsetof(aesalt_aegis_state, s) == 0, "aegis-armv8ce.S state");

/* Defined in the asm/aarch64 files named above; only this struct refers
 * to them. */
AESALT_SLOT(aes_setkey_enc, armv8ce);
AESALT_SLOT(aes_setkey_dec, armv8ce);
AESALT_SLOT(aes_ecb_enc, armv8ce);
AESALT_SLOT(aes_ecb_dec, armv8ce);
AESALT_SLOT(aes_block_enc, armv8ce);
AESALT_SLOT(aes_block_dec, armv8ce);
AESALT_SLOT(aes_cbc_enc, armv8ce);
AESALT_SLOT(aes_cbc_dec, armv8ce);
AESALT_SLOT(aes_ctr32, armv8ce);
AESALT_SLOT(aes_xts_enc, armv8ce);
AESALT_SLOT(aes_xts_dec, armv8ce);
AESALT_SLOT(ghash_setkey, armv8ce);
AESALT_SLOT(ghash, armv8ce);
AESALT_SLOT(gcm_enc, armv8ce);
AESALT_SLOT(gcm_dec, armv8ce);
AESALT_SLOT(aegis128_absorb, armv8ce);
AESALT_SLOT(aegis128_enc, armv8ce);
AESALT_SLOT(aegis128_dec, armv8ce);
AESALT_SLOT(aegis128l_absorb, armv8ce);
AESALT_SLOT(aegis128l_enc, armv8ce);
AESALT_SLOT(aegis128l_dec, armv8ce);
AESALT_SLOT(aegis256_absorb, armv8ce);
AESALT_SLOT(aegis256_enc, armv8ce);
AESALT_SLOT(aegis256_dec, armv8ce);

static int armv8ce_usable(void)
{
	return aesalt_cpu_has_armv8_aes() && aesalt_cpu_has_armv8_pmull();
}

/* see kernel.h */
const struct aesalt_kernel aesalt_kernel_armv8ce = {
	.name = "armv8ce",
	.flags = AESALT_KERNEL_CONSTTIME,
	.usable = armv8ce_usable,

	.aes_setkey_enc = aesalt_aes_setkey_enc_armv8ce,
	.aes_setkey_dec = aesalt_aes_setkey_dec_armv8ce,
	.aes_ecb_enc = aesalt_aes_ecb_enc_armv8ce,
	.aes_ecb_dec = aesalt_aes_ecb_dec_armv8ce,
	.aes_cbc_enc = aesalt_aes_cbc_enc_armv8ce,
	.aes_cbc_dec = aesalt_aes_cbc_dec_armv8ce,
	.aes_ctr32 = aesalt_aes_ctr32_armv8ce,
	.aes_xts_enc = AESALT_SLOT_XTS(aesalt_aes_xts_enc_armv8ce),
	.aes_xts_dec = AESALT_SLOT_XTS(aesalt_aes_xts_dec_armv8ce),

	.ghash_setkey = aesalt_ghash_setkey_armv8ce,
	.ghash = aesalt_ghash_armv8ce,
	.gcm_enc = aesalt_gcm_enc_armv8ce,
	.gcm_dec = aesalt_gcm_dec_armv8ce,

	.aegis128 = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis128_absorb_armv8ce),
		      .enc = AESALT_SLOT_AEGIS(aesalt_aegis128_enc_armv8ce),
		      .dec = AESALT_SLOT_AEGIS(aesalt_aegis128_dec_armv8ce) },
	.aegis128l = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis128l_absorb_armv8ce),
		       .enc = AESALT_SLOT_AEGIS(aesalt_aegis128l_enc_armv8ce),
		       .dec = AESALT_SLOT_AEGIS(aesalt_aegis128l_dec_armv8ce) },
	.aegis256 = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis256_absorb_armv8ce),
		      .enc = AESALT_SLOT_AEGIS(aesalt_aegis256_enc_armv8ce),
		      .dec = AESALT_SLOT_AEGIS(aesalt_aegis256_dec_armv8ce) },

	.aes_block_enc = aesalt_aes_block_enc_armv8ce,
	.aes_block_dec = aesalt_aes_block_dec_armv8ce,
};
