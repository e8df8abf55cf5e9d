/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The "zkn" kernel: AES, GHASH and the AEGIS updates with the RISC-V
 * scalar cryptography extension (asm/riscv64/aes-zkn.S, ghash-zkn.S,
 * aegis-zkn.S).  Usable when the CPU has Zkne, Zknd, Zbkb and Zbkc or Zbc
 * (cpu.h: riscv_hwprobe, else the build's -march).
 *
 * Constant time (AESALT_KERNEL_CONSTTIME): the assembly has no branch and
 * no memory address that depends on keys or data; aes64* are
 * data-independent by specification, clmul/clmulh/brev8 on cores with Zkt.  No fused GCM:
 * CTR32 and the four-block aggregated GHASH already meet the instruction
 * target apart (README.md).
 */
#include <stddef.h>
#include <stdint.h>

#include "cpu.h"
#include "kernel.h"

/* The assembly addresses these members by fixed offsets. */
_Static_assert(offsetof(aesalt_aes_key, rounds) == 8, "KEY_ROUNDS in aes-zkn.S");
_Static_assert(offsetof(aesalt_aes_key, rk) == 16, "KEY_RK in aes-zkn.S");
_Static_assert(sizeof(((aesalt_aes_key *)0)->rk) >= 27 * 8, "aes-zkn.S AES-192 schedule");
_Static_assert(offsetof(aesalt_ghash_key, h) == 8, "GK_H in ghash-zkn.S");
_Static_assert(sizeof(((aesalt_ghash_key *)0)->h) >= 4 * 24, "ghash-zkn.S key layout");
_Static_assert(offsetof(aesalt_aegis_state, s) == 0, "aegis-zkn.S state");

/* Defined in the asm/riscv64 files named above; only this struct refers
 * to them. */
AESALT_SLOT(aes_setkey_enc, zkn);
AESALT_SLOT(aes_setkey_dec, zkn);
AESALT_SLOT(aes_ecb_enc, zkn);
AESALT_SLOT(aes_ecb_dec, zkn);
AESALT_SLOT(aes_cbc_enc, zkn);
AESALT_SLOT(aes_cbc_dec, zkn);
AESALT_SLOT(aes_ctr32, zkn);
AESALT_SLOT(aes_xts_enc, zkn);
AESALT_SLOT(aes_xts_dec, zkn);
AESALT_SLOT(ghash_setkey, zkn);
AESALT_SLOT(ghash, zkn);
AESALT_SLOT(aegis128_absorb, zkn);
AESALT_SLOT(aegis128_enc, zkn);
AESALT_SLOT(aegis128_dec, zkn);
AESALT_SLOT(aegis128l_absorb, zkn);
AESALT_SLOT(aegis128l_enc, zkn);
AESALT_SLOT(aegis128l_dec, zkn);
AESALT_SLOT(aegis256_absorb, zkn);
AESALT_SLOT(aegis256_enc, zkn);
AESALT_SLOT(aegis256_dec, zkn);

/* see kernel.h */
const struct aesalt_kernel aesalt_kernel_zkn = {
	.name = "zkn",
	.flags = AESALT_KERNEL_CONSTTIME,
	.usable = aesalt_cpu_has_zkn,

	.aes_setkey_enc = aesalt_aes_setkey_enc_zkn,
	.aes_setkey_dec = aesalt_aes_setkey_dec_zkn,
	.aes_ecb_enc = aesalt_aes_ecb_enc_zkn,
	.aes_ecb_dec = aesalt_aes_ecb_dec_zkn,
	.aes_cbc_enc = aesalt_aes_cbc_enc_zkn,
	.aes_cbc_dec = aesalt_aes_cbc_dec_zkn,
	.aes_ctr32 = aesalt_aes_ctr32_zkn,
	.aes_xts_enc = AESALT_SLOT_XTS(aesalt_aes_xts_enc_zkn),
	.aes_xts_dec = AESALT_SLOT_XTS(aesalt_aes_xts_dec_zkn),

	.ghash_setkey = aesalt_ghash_setkey_zkn,
	.ghash = aesalt_ghash_zkn,

	.aegis128 = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis128_absorb_zkn),
		      .enc = AESALT_SLOT_AEGIS(aesalt_aegis128_enc_zkn),
		      .dec = AESALT_SLOT_AEGIS(aesalt_aegis128_dec_zkn) },
	.aegis128l = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis128l_absorb_zkn),
		       .enc = AESALT_SLOT_AEGIS(aesalt_aegis128l_enc_zkn),
		       .dec = AESALT_SLOT_AEGIS(aesalt_aegis128l_dec_zkn) },
	.aegis256 = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis256_absorb_zkn),
		      .enc = AESALT_SLOT_AEGIS(aesalt_aegis256_enc_zkn),
		      .dec = AESALT_SLOT_AEGIS(aesalt_aegis256_dec_zkn) },
};
