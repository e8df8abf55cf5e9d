/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The "zvkned" kernel: AES and GHASH with the RISC-V vector cryptography
 * extensions (asm/riscv64/aes-zvkned.S, ghash-zvkned.S).  Usable when the
 * CPU has V with VLEN >= 128, Zvkned, Zvkg and Zvkb (cpu.h).
 *
 * Constant time (AESALT_KERNEL_CONSTTIME): the assembly has no branch and
 * no memory address that depends on keys or data; the vector crypto
 * instructions are data-independent in time on cores with Zvkt.  The
 * decryption schedule is the encryption one (vaesdm walks it backwards).
 * AEGIS is aegis-zvkned.S (the state in one register group, one vaesem.vv
 * per Update); aesalt_aes_round_zvkned (vaesem.vv on up to eight blocks)
 * stays for core's composition.  GCM is stitched (gcm-zvkned.S).
 */
#include <stddef.h>
#include <stdint.h>

#include "cpu.h"
#include "kernel.h"

/* The assembly addresses these members by fixed offsets. */
_Static_assert(offsetof(aesalt_aes_key, rounds) == 8, "KEY_ROUNDS in aes-zvkned.S");
_Static_assert(offsetof(aesalt_aes_key, rk) == 16, "KEY_RK in aes-zvkned.S");
_Static_assert(sizeof(((aesalt_aes_key *)0)->rk) >= 15 * 16, "aes-zvkned.S schedule");
_Static_assert(offsetof(aesalt_aegis_state, s) == 0, "aegis-zvkned.S state");
_Static_assert(offsetof(aesalt_ghash_key, h) == 8, "GK_H in ghash-zvkned.S");
_Static_assert(sizeof(((aesalt_ghash_key *)0)->h) >= 32 * 16, "ghash-zvkned.S: H^1..H^32");

/* Defined in the asm/riscv64 files named above; only this struct refers
 * to them. */
AESALT_SLOT(aes_setkey_enc, zvkned);
AESALT_SLOT(aes_ecb_enc, zvkned);
AESALT_SLOT(aes_ecb_dec, zvkned);
AESALT_SLOT(aes_cbc_enc, zvkned);
AESALT_SLOT(aes_cbc_dec, zvkned);
AESALT_SLOT(aes_cbc_mac, zvkned);
AESALT_SLOT(aes_ctr32, zvkned);
AESALT_SLOT(aes_xts_enc, zvkned);
AESALT_SLOT(aes_xts_dec, zvkned);
AESALT_SLOT(aes_round, zvkned);
AESALT_SLOT(aegis128_absorb, zvkned);
AESALT_SLOT(aegis128_enc, zvkned);
AESALT_SLOT(aegis128_dec, zvkned);
AESALT_SLOT(aegis128l_absorb, zvkned);
AESALT_SLOT(aegis128l_enc, zvkned);
AESALT_SLOT(aegis128l_dec, zvkned);
AESALT_SLOT(aegis256_absorb, zvkned);
AESALT_SLOT(aegis256_enc, zvkned);
AESALT_SLOT(aegis256_dec, zvkned);
AESALT_SLOT(ghash_setkey, zvkned);
AESALT_SLOT(ghash, zvkned);
/* gcm-zvkned.S: the stitched GCM (k = min(VLMAX / 4, 32) blocks a batch). */
AESALT_SLOT(gcm_enc, zvkned);
AESALT_SLOT(gcm_dec, zvkned);

/* see kernel.h */
const struct aesalt_kernel aesalt_kernel_zvkned = {
	.name = "zvkned",
	.flags = AESALT_KERNEL_CONSTTIME,
	.usable = aesalt_cpu_has_zvkned,

	.aes_setkey_enc = aesalt_aes_setkey_enc_zvkned,
	.aes_setkey_dec = aesalt_aes_setkey_enc_zvkned,
	.aes_ecb_enc = aesalt_aes_ecb_enc_zvkned,
	.aes_ecb_dec = aesalt_aes_ecb_dec_zvkned,
	.aes_cbc_enc = aesalt_aes_cbc_enc_zvkned,
	.aes_cbc_dec = aesalt_aes_cbc_dec_zvkned,
	.aes_ctr32 = aesalt_aes_ctr32_zvkned,
	.aes_xts_enc = AESALT_SLOT_XTS(aesalt_aes_xts_enc_zvkned),
	.aes_xts_dec = AESALT_SLOT_XTS(aesalt_aes_xts_dec_zvkned),

	.ghash_setkey = aesalt_ghash_setkey_zvkned,
	.ghash = aesalt_ghash_zvkned,
	.gcm_enc = aesalt_gcm_enc_zvkned,
	.gcm_dec = aesalt_gcm_dec_zvkned,

	.aes_round = AESALT_SLOT_AEGIS(aesalt_aes_round_zvkned),
	.aegis128 = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis128_absorb_zvkned),
		      .enc = AESALT_SLOT_AEGIS(aesalt_aegis128_enc_zvkned),
		      .dec = AESALT_SLOT_AEGIS(aesalt_aegis128_dec_zvkned) },
	.aegis128l = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis128l_absorb_zvkned),
		       .enc = AESALT_SLOT_AEGIS(aesalt_aegis128l_enc_zvkned),
		       .dec = AESALT_SLOT_AEGIS(aesalt_aegis128l_dec_zvkned) },
	.aegis256 = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis256_absorb_zvkned),
		      .enc = AESALT_SLOT_AEGIS(aesalt_aegis256_enc_zvkned),
		      .dec = AESALT_SLOT_AEGIS(aesalt_aegis256_dec_zvkned) },
	.cbc_mac = aesalt_aes_cbc_mac_zvkned,
};
