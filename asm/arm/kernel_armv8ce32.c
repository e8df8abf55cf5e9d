/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The "armv8ce32" kernel: AES and GHASH with the crypto extension of
 * ARMv8 cores running AArch32 (32-bit Linux, armhf): asm/arm/
 * aes-armv8ce32.S (key expansion both directions, ECB, CBC, CTR32, XTS)
 * and ghash-armv8ce32.S (VMULL.P64, four blocks per
 * reduction, the key powers made there too), and the AEGIS updates of all
 * three variants (aegis-armv8ce32.S); GCM is composed by core over CTR32
 * and GHASH.
 *
 * Usable when the kernel reports NEON (AT_HWCAP HWCAP_NEON) and both
 * HWCAP2_AES and HWCAP2_PMULL (AT_HWCAP2): an ARMv7 core (Cortex-A7,
 * Cortex-A15) has neither, an ARMv8 core in AArch32 usually both.
 *
 * Constant time (AESALT_KERNEL_CONSTTIME): no branch and no memory address
 * in the assembly depends on keys or data, and AESE/AESD/AESMC/AESIMC and
 * VMULL.P64 are fixed-latency instructions.
 */
#include <stddef.h>
#include <stdint.h>

#include "cpu.h"
#include "kernel.h"

/* The assembly addresses these members by fixed offsets. */
_Static_assert(offsetof(aesalt_aes_key, rounds) == 4, "armv8ce32-macros.h: KEY_ROUNDS 4");
_Static_assert(offsetof(aesalt_aes_key, rk) == 16, "armv8ce32-macros.h: KEY_RK 16");
_Static_assert(offsetof(aesalt_ghash_key, h) == 8, "ghash-armv8ce32.S: GK_H 8");
_Static_assert(sizeof(((aesalt_ghash_key *)0)->h) >= 96, "ghash-armv8ce32.S: 96-byte key");
_Static_assert(offsetof(aesalt_aegis_state, s) == 0, "aegis-armv8ce32.S: the state words at 0");

/* asm/arm/aes-armv8ce32.S */
AESALT_SLOT(aes_setkey_enc, armv8ce32);
AESALT_SLOT(aes_setkey_dec, armv8ce32);
AESALT_SLOT(aes_ecb_enc, armv8ce32);
AESALT_SLOT(aes_ecb_dec, armv8ce32);
AESALT_SLOT(aes_cbc_enc, armv8ce32);
AESALT_SLOT(aes_cbc_dec, armv8ce32);
AESALT_SLOT(aes_ctr32, armv8ce32);
AESALT_SLOT(aes_xts_enc, armv8ce32);
AESALT_SLOT(aes_xts_dec, armv8ce32);
/* asm/arm/ghash-armv8ce32.S */
AESALT_SLOT(ghash_setkey, armv8ce32);
AESALT_SLOT(ghash, armv8ce32);
/* asm/arm/aegis-armv8ce32.S */
AESALT_SLOT(aegis128_absorb, armv8ce32);
AESALT_SLOT(aegis128_enc, armv8ce32);
AESALT_SLOT(aegis128_dec, armv8ce32);
AESALT_SLOT(aegis128l_absorb, armv8ce32);
AESALT_SLOT(aegis128l_enc, armv8ce32);
AESALT_SLOT(aegis128l_dec, armv8ce32);
AESALT_SLOT(aegis256_absorb, armv8ce32);
AESALT_SLOT(aegis256_enc, armv8ce32);
AESALT_SLOT(aegis256_dec, armv8ce32);

static int armv8ce32_usable(void)
{
	return aesalt_cpu_has_neon() && aesalt_cpu_has_armv8_aes() && aesalt_cpu_has_armv8_pmull();
}

/* see kernel.h */
const struct aesalt_kernel aesalt_kernel_armv8ce32 = {
	.name = "armv8ce32",
	.flags = AESALT_KERNEL_CONSTTIME,
	.usable = armv8ce32_usable,

	.aes_setkey_enc = aesalt_aes_setkey_enc_armv8ce32,
	.aes_setkey_dec = aesalt_aes_setkey_dec_armv8ce32,
	.aes_ecb_enc = aesalt_aes_ecb_enc_armv8ce32,
	.aes_ecb_dec = aesalt_aes_ecb_dec_armv8ce32,
	.aes_cbc_enc = aesalt_aes_cbc_enc_armv8ce32,
	.aes_cbc_dec = aesalt_aes_cbc_dec_armv8ce32,
	.aes_ctr32 = aesalt_aes_ctr32_armv8ce32,
	.aes_xts_enc = AESALT_SLOT_XTS(aesalt_aes_xts_enc_armv8ce32),
	.aes_xts_dec = AESALT_SLOT_XTS(aesalt_aes_xts_dec_armv8ce32),

	.ghash_setkey = aesalt_ghash_setkey_armv8ce32,
	.ghash = aesalt_ghash_armv8ce32,
	.gcm_enc = NULL, /* core over CTR32 and GHASH */
	.gcm_dec = NULL,

	.aegis128 = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis128_absorb_armv8ce32),
		      .enc = AESALT_SLOT_AEGIS(aesalt_aegis128_enc_armv8ce32),
		      .dec = AESALT_SLOT_AEGIS(aesalt_aegis128_dec_armv8ce32) },
	.aegis128l = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis128l_absorb_armv8ce32),
		       .enc = AESALT_SLOT_AEGIS(aesalt_aegis128l_enc_armv8ce32),
		       .dec = AESALT_SLOT_AEGIS(aesalt_aegis128l_dec_armv8ce32) },
	.aegis256 = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis256_absorb_armv8ce32),
		      .enc = AESALT_SLOT_AEGIS(aesalt_aegis256_enc_armv8ce32),
		      .dec = AESALT_SLOT_AEGIS(aesalt_aegis256_dec_armv8ce32) },
};
