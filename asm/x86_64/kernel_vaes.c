/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The "vaes" kernel: VAES and VPCLMULQDQ on 256-bit registers (AVX2) for
 * the bulk slots (asm/x86_64/aes-vaes.S: ECB, CBC-dec, CTR32, XTS, and
 * CFB-enc and OFB as VZEROUPPER then the aesni code;
 * gcm-vaes.S: the fused GCM; ghash-vaes.S: its GHASH key, and GHASH as
 * VZEROUPPER then the aesni code), and the aesni kernel's entry points
 * for the rest (key expansion, CBC-enc, AEGIS, CCM), whose key layouts
 * the vaes code shares: Intel Ice Lake, AMD Zen 3 and later.  Usable when CPUID reports VAES, VPCLMULQDQ, AVX2 with
 * the YMM state enabled by the OS, and everything aesni needs.
 *
 * Constant time (AESALT_KERNEL_CONSTTIME): as aesni, the same instructions
 * on wider registers.
 */
#include <stddef.h>
#include <stdint.h>

#include "aesni.h"
#include "cpu.h"
#include "kernel.h"

_Static_assert(offsetof(aesalt_aes_key, rounds) == 8, "KEY_ROUNDS in aesni-macros.h");
_Static_assert(offsetof(aesalt_aes_key, rk) == 16, "KEY_RK in aesni-macros.h");
_Static_assert(offsetof(aesalt_ghash_key, h) == 8, "GK_H in ghash-vaes.S, gcm-vaes.S");
_Static_assert(sizeof(((aesalt_ghash_key *)0)->h) >= 512, "ghash-vaes.S key layout");

AESALT_SLOT(aes_ecb_enc, vaes);
AESALT_SLOT(aes_ecb_dec, vaes);
AESALT_SLOT(aes_block_enc, vaes);
AESALT_SLOT(aes_block_dec, vaes);
AESALT_SLOT(aes_cbc_dec, vaes);
AESALT_SLOT(aes_cfb_enc, vaes);
AESALT_SLOT(aes_ofb, vaes);
AESALT_SLOT(aes_ctr32, vaes);
AESALT_SLOT(aes_xts_enc, vaes);
AESALT_SLOT(aes_xts_dec, vaes);
AESALT_SLOT(ghash_setkey, vaes);
AESALT_SLOT(ghash, vaes);
AESALT_SLOT(gcm_enc, vaes);
AESALT_SLOT(gcm_dec, vaes);

static int vaes_usable(void)
{
	return aesalt_cpu_has_aesni() && aesalt_cpu_has_pclmul() && aesalt_cpu_has_avx2() &&
	       aesalt_cpu_has_vaes() && aesalt_cpu_has_vpclmul();
}

/* see kernel.h */
const struct aesalt_kernel aesalt_kernel_vaes = {
	.name = "vaes",
	.flags = AESALT_KERNEL_CONSTTIME,
	.usable = vaes_usable,

	.aes_setkey_enc = aesalt_aes_setkey_enc_aesni,
	.aes_setkey_dec = aesalt_aes_setkey_dec_aesni,
	.aes_ecb_enc = aesalt_aes_ecb_enc_vaes,
	.aes_ecb_dec = aesalt_aes_ecb_dec_vaes,
	.aes_cbc_enc = aesalt_aes_cbc_enc_aesni,
	.aes_cbc_dec = aesalt_aes_cbc_dec_vaes,
	.aes_ctr32 = aesalt_aes_ctr32_vaes,
	.aes_xts_enc = AESALT_SLOT_XTS(aesalt_aes_xts_enc_vaes),
	.aes_xts_dec = AESALT_SLOT_XTS(aesalt_aes_xts_dec_vaes),

	.ghash_setkey = aesalt_ghash_setkey_vaes,
	.ghash = aesalt_ghash_vaes,
	.gcm_enc = aesalt_gcm_enc_vaes,
	.gcm_dec = aesalt_gcm_dec_vaes,

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

	.cfb_enc = AESALT_SLOT_CFB_OFB(aesalt_aes_cfb_enc_vaes),
	.ofb = AESALT_SLOT_CFB_OFB(aesalt_aes_ofb_vaes),

	.aes_block_enc = aesalt_aes_block_enc_vaes,
	.aes_block_dec = aesalt_aes_block_dec_vaes,
};
