/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The portable constant-time "ct64" kernel: bitsliced AES
 * (core/aes_ct64.c), GHASH by masked integer multiplication
 * (core/ghash_ct64.c) and the C AEGIS updates of core/aegis_c.c over the
 * bitsliced round.  Always usable.
 *
 * Constant time (AESALT_KERNEL_CONSTTIME): no branch and no memory address
 * depends on keys or data.  The GHASH half also needs a constant-time
 * integer multiplier (see core/ghash_ct64.c).
 */
#include <stddef.h>
#include <stdint.h>

#include "aegis_c.h"
#include "kernel.h"

/* Defined in core/aes_ct64.c and core/ghash_ct64.c; only this struct
 * refers to them, so they are declared here rather than in a header. */
AESALT_SLOT(aes_setkey_enc, ct64);
AESALT_SLOT(aes_setkey_dec, ct64);
AESALT_SLOT(aes_ecb_enc, ct64);
AESALT_SLOT(aes_ecb_dec, ct64);
AESALT_SLOT(aes_cbc_enc, ct64);
AESALT_SLOT(aes_cbc_dec, ct64);
AESALT_SLOT(aes_ctr32, ct64);
AESALT_SLOT(ghash_setkey, ct64);
AESALT_SLOT(ghash, ct64);

/* see kernel.h */
const struct aesalt_kernel aesalt_kernel_ct64 = {
	.name = "ct64",
	.flags = AESALT_KERNEL_CONSTTIME,
	.usable = NULL,

	.aes_setkey_enc = aesalt_aes_setkey_enc_ct64,
	.aes_setkey_dec = aesalt_aes_setkey_dec_ct64,
	.aes_ecb_enc = aesalt_aes_ecb_enc_ct64,
	.aes_ecb_dec = aesalt_aes_ecb_dec_ct64,
	.aes_cbc_enc = aesalt_aes_cbc_enc_ct64,
	.aes_cbc_dec = aesalt_aes_cbc_dec_ct64,
	.aes_ctr32 = aesalt_aes_ctr32_ct64,
	.aes_xts_enc = NULL,
	.aes_xts_dec = NULL,

	.ghash_setkey = aesalt_ghash_setkey_ct64,
	.ghash = aesalt_ghash_ct64,
	.gcm_enc = NULL,
	.gcm_dec = NULL,

	/* AEGIS composed in core over the round (core/aegis_c.c) */
	.aes_round = AESALT_SLOT_AEGIS(aesalt_aes_round_ct64),
};
