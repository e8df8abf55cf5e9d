/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The "m68020" kernel: T-table AES (asm/m68k/aes-m68020.S) and 8-bit-step
 * table GHASH (asm/m68k/ghash-m68020.S) for the 68020, 68030, 68040 and
 * 68060, and the C AEGIS updates of core/aegis_c.c over the assembly round.
 *
 * NOT constant time (flags 0): its lookups are indexed by secret bytes, as
 * in the C code of Mbed TLS and wolfSSL.  It is the fastest kernel on these
 * CPUs; "m68k_ct" is the constant-time one (AESALT_KERNEL=m68k_ct).
 *
 * Built only when the compiler targets a 68020 or later, not CPU32 and not
 * ColdFire (asm/m68k/kernels.cmake); usable() then answers from the same
 * compile-time target, since m68k has no runtime CPU probe.
 */
#include <stddef.h>
#include <stdint.h>

#include "aegis_c.h"
#include "cpu.h"
#include "kernel.h"

/* The assembly addresses the structures with fixed offsets. */
_Static_assert(offsetof(aesalt_aes_key, rounds) == 4, "aes-m68020.S: rounds at 4");
_Static_assert(offsetof(aesalt_aes_key, rk) == 12, "aes-m68020.S: rk at 12");
_Static_assert(offsetof(aesalt_ghash_key, h) == 4, "ghash-m68020.S: h at 4");
_Static_assert(sizeof(((aesalt_ghash_key *)0)->h) >= 512, "ghash-m68020.S: 512-byte tables");

/* asm/m68k/aes-m68020.S */
AESALT_SLOT(aes_setkey_enc, m68020);
AESALT_SLOT(aes_setkey_dec, m68020);
AESALT_SLOT(aes_ecb_enc, m68020);
AESALT_SLOT(aes_ecb_dec, m68020);
AESALT_SLOT(aes_cbc_enc, m68020);
AESALT_SLOT(aes_cbc_dec, m68020);
AESALT_SLOT(aes_ctr32, m68020);
AESALT_SLOT(aes_round, m68020);
/* asm/m68k/ghash-m68020.S */
AESALT_SLOT(ghash_setkey, m68020);
AESALT_SLOT(ghash, m68020);

/* see kernel.h */
const struct aesalt_kernel aesalt_kernel_m68020 = {
	.name = "m68020",
	.flags = 0, /* NOT constant time: secret-indexed table loads */
	.usable = aesalt_cpu_has_m68020,

	.aes_setkey_enc = aesalt_aes_setkey_enc_m68020,
	.aes_setkey_dec = aesalt_aes_setkey_dec_m68020,
	.aes_ecb_enc = aesalt_aes_ecb_enc_m68020,
	.aes_ecb_dec = aesalt_aes_ecb_dec_m68020,
	.aes_cbc_enc = aesalt_aes_cbc_enc_m68020,
	.aes_cbc_dec = aesalt_aes_cbc_dec_m68020,
	.aes_ctr32 = aesalt_aes_ctr32_m68020,
	.aes_xts_enc = NULL,
	.aes_xts_dec = NULL,

	.ghash_setkey = aesalt_ghash_setkey_m68020,
	.ghash = aesalt_ghash_m68020,
	.gcm_enc = NULL,
	.gcm_dec = NULL,

	/* AEGIS composed in core over the round (core/aegis_c.c) */
	.aes_round = AESALT_SLOT_AEGIS(aesalt_aes_round_m68020),
};
