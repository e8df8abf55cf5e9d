/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The "p8" kernel: AES, GHASH and the AEGIS updates with the POWER8 (Power
 * ISA 2.07) vector crypto facility (asm/ppc64/aes-p8.S, ghash-p8.S,
 * aegis-p8.S), for ppc64le (ELFv2) and big-endian ppc64 (ELFv1) alike.
 * Usable when the CPU reports PPC_FEATURE2_VEC_CRYPTO in AT_HWCAP2.
 *
 * Constant time (AESALT_KERNEL_CONSTTIME): the assembly has no branch and
 * no memory address that depends on keys or data, and vcipher/vncipher/
 * vsbox/vpmsumd are fixed-latency instructions with no table in memory.
 * No fused GCM: the mode layer runs the CTR32 and GHASH slots in turn.
 */
#include <stddef.h>
#include <stdint.h>

#include "cpu.h"
#include "kernel.h"

/* The assembly addresses these members by fixed offsets. */
_Static_assert(offsetof(aesalt_aes_key, rounds) == 8, "KEY_ROUNDS in aes-p8.S");
_Static_assert(offsetof(aesalt_aes_key, rk) == 16, "KEY_RK in aes-p8.S");
_Static_assert(offsetof(aesalt_ghash_key, h) == 8, "GK_H in ghash-p8.S");
_Static_assert(sizeof(((aesalt_ghash_key *)0)->h) >= 256, "ghash-p8.S key layout (16 vectors)");
_Static_assert(offsetof(aesalt_aegis_state, s) == 0, "aegis-p8.S state");

/* Defined in the asm/ppc64 files named above; only this struct refers to
 * them. */
AESALT_SLOT(aes_setkey_enc, p8);
AESALT_SLOT(aes_setkey_dec, p8);
AESALT_SLOT(aes_ecb_enc, p8);
AESALT_SLOT(aes_ecb_dec, p8);
AESALT_SLOT(aes_cbc_enc, p8);
AESALT_SLOT(aes_cbc_dec, p8);
AESALT_SLOT(aes_ctr32, p8);
AESALT_SLOT(aes_xts_enc, p8);
AESALT_SLOT(aes_xts_dec, p8);
AESALT_SLOT(ghash_setkey, p8);
AESALT_SLOT(ghash, p8);
AESALT_SLOT(aegis128_absorb, p8);
AESALT_SLOT(aegis128_enc, p8);
AESALT_SLOT(aegis128_dec, p8);
AESALT_SLOT(aegis128l_absorb, p8);
AESALT_SLOT(aegis128l_enc, p8);
AESALT_SLOT(aegis128l_dec, p8);
AESALT_SLOT(aegis256_absorb, p8);
AESALT_SLOT(aegis256_enc, p8);
AESALT_SLOT(aegis256_dec, p8);

static int p8_usable(void)
{
	return aesalt_cpu_has_ppc_vcrypto();
}

/* see kernel.h */
const struct aesalt_kernel aesalt_kernel_p8 = {
	.name = "p8",
	.flags = AESALT_KERNEL_CONSTTIME,
	.usable = p8_usable,

	.aes_setkey_enc = aesalt_aes_setkey_enc_p8,
	.aes_setkey_dec = aesalt_aes_setkey_dec_p8,
	.aes_ecb_enc = aesalt_aes_ecb_enc_p8,
	.aes_ecb_dec = aesalt_aes_ecb_dec_p8,
	.aes_cbc_enc = aesalt_aes_cbc_enc_p8,
	.aes_cbc_dec = aesalt_aes_cbc_dec_p8,
	.aes_ctr32 = aesalt_aes_ctr32_p8,
	.aes_xts_enc = AESALT_SLOT_XTS(aesalt_aes_xts_enc_p8),
	.aes_xts_dec = AESALT_SLOT_XTS(aesalt_aes_xts_dec_p8),

	.ghash_setkey = aesalt_ghash_setkey_p8,
	.ghash = aesalt_ghash_p8,

	.aegis128 = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis128_absorb_p8),
		      .enc = AESALT_SLOT_AEGIS(aesalt_aegis128_enc_p8),
		      .dec = AESALT_SLOT_AEGIS(aesalt_aegis128_dec_p8) },
	.aegis128l = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis128l_absorb_p8),
		       .enc = AESALT_SLOT_AEGIS(aesalt_aegis128l_enc_p8),
		       .dec = AESALT_SLOT_AEGIS(aesalt_aegis128l_dec_p8) },
	.aegis256 = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis256_absorb_p8),
		      .enc = AESALT_SLOT_AEGIS(aesalt_aegis256_enc_p8),
		      .dec = AESALT_SLOT_AEGIS(aesalt_aegis256_dec_p8) },
};
