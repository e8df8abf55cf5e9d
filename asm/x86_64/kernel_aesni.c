/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The "aesni" kernel: AES, GHASH, fused GCM and the AEGIS updates with
 * AES-NI and PCLMULQDQ in the legacy SSE encodings (asm/x86_64/
 * aes-aesni.S, ghash-aesni.S, gcm-aesni.S, aegis-aesni.S): every x86_64
 * CPU with AES-NI (Intel Westmere, AMD Bulldozer/Jaguar and later).
 * Usable when CPUID reports AES-NI, PCLMULQDQ and SSSE3.
 *
 * Constant time (AESALT_KERNEL_CONSTTIME): the assembly has no branch and
 * no memory address that depends on keys or data, and AESENC/AESDEC/
 * AESIMC/AESKEYGENASSIST/PCLMULQDQ take a fixed time on every CPU that has
 * them.
 */
#include <stddef.h>
#include <stdint.h>

#include "aesni.h"
#include "cpu.h"
#include "kernel.h"

/* The assembly addresses these members by fixed offsets. */
_Static_assert(offsetof(aesalt_aes_key, rounds) == 8, "KEY_ROUNDS in aesni-macros.h");
_Static_assert(offsetof(aesalt_aes_key, rk) == 16, "KEY_RK in aesni-macros.h");
_Static_assert(sizeof(((aesalt_aes_key *)0)->rk) >= 240, "aes-aesni.S key layout");
_Static_assert(offsetof(aesalt_ghash_key, h) == 8, "GK_H in ghash-aesni.S, gcm-aesni.S");
_Static_assert(sizeof(((aesalt_ghash_key *)0)->h) >= 256, "ghash-aesni.S key layout");
_Static_assert(offsetof(aesalt_aegis_state, s) == 0, "aegis-aesni.S state");

static int aesni_usable(void)
{
	return aesalt_cpu_has_aesni() && aesalt_cpu_has_pclmul();
}

/* see kernel.h */
const struct aesalt_kernel aesalt_kernel_aesni = {
	.name = "aesni",
	.flags = AESALT_KERNEL_CONSTTIME,
	.usable = aesni_usable,

	.aes_setkey_enc = aesalt_aes_setkey_enc_aesni,
	.aes_setkey_dec = aesalt_aes_setkey_dec_aesni,
	.aes_ecb_enc = aesalt_aes_ecb_enc_aesni,
	.aes_ecb_dec = aesalt_aes_ecb_dec_aesni,
	.aes_cbc_enc = aesalt_aes_cbc_enc_aesni,
	.aes_cbc_dec = aesalt_aes_cbc_dec_aesni,
	.aes_ctr32 = aesalt_aes_ctr32_aesni,
	.aes_xts_enc = AESALT_SLOT_XTS(aesalt_aes_xts_enc_aesni),
	.aes_xts_dec = AESALT_SLOT_XTS(aesalt_aes_xts_dec_aesni),

	.ghash_setkey = aesalt_ghash_setkey_aesni,
	.ghash = aesalt_ghash_aesni,
	.gcm_enc = aesalt_gcm_enc_aesni,
	.gcm_dec = aesalt_gcm_dec_aesni,

	.aegis128 = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis128_absorb_aesni),
		      .enc = AESALT_SLOT_AEGIS(aesalt_aegis128_enc_aesni),
		      .dec = AESALT_SLOT_AEGIS(aesalt_aegis128_dec_aesni) },
	.aegis128l = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis128l_absorb_aesni),
		       .enc = AESALT_SLOT_AEGIS(aesalt_aegis128l_enc_aesni),
		       .dec = AESALT_SLOT_AEGIS(aesalt_aegis128l_dec_aesni) },
	.aegis256 = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis256_absorb_aesni),
		      .enc = AESALT_SLOT_AEGIS(aesalt_aegis256_enc_aesni),
		      .dec = AESALT_SLOT_AEGIS(aesalt_aegis256_dec_aesni) },

	.ccm_enc = aesalt_ccm_enc_aesni,
	.ccm_dec = aesalt_ccm_dec_aesni,

	.cfb_enc = AESALT_SLOT_CFB_OFB(aesalt_aes_cfb_enc_aesni),
	.ofb = AESALT_SLOT_CFB_OFB(aesalt_aes_ofb_aesni),
};
