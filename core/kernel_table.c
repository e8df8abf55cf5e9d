/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The portable "table" kernel: T-table AES (core/aes_table.c), 4-bit Shoup
 * GHASH (core/ghash_table.c) and the C AEGIS updates of core/aegis_c.c over
 * the T-table round.
 *
 * NOT constant time (flags 0): it is the speed reference for what the C
 * code of Mbed TLS and wolfSSL does.  Always usable.
 */
#include <stddef.h>
#include <stdint.h>

#include "aegis_c.h"
#include "kernel.h"

/* Defined in core/aes_table.c and core/ghash_table.c; only this struct
 * refers to them, so they are declared here rather than in a header. */
AESALT_SLOT(aes_setkey_enc, table);
AESALT_SLOT(aes_setkey_dec, table);
AESALT_SLOT(aes_ecb_enc, table);
AESALT_SLOT(aes_ecb_dec, table);
AESALT_SLOT(aes_cbc_enc, table);
AESALT_SLOT(aes_cbc_dec, table);
AESALT_SLOT(aes_ctr32, table);
AESALT_SLOT(ghash_setkey, table);
AESALT_SLOT(ghash, table);

/* see kernel.h */
const struct aesalt_kernel aesalt_kernel_table = {
	.name = "table",
	.flags = 0, /* NOT constant time: secret-indexed table loads */
	.usable = NULL,

	.aes_setkey_enc = aesalt_aes_setkey_enc_table,
	.aes_setkey_dec = aesalt_aes_setkey_dec_table,
	.aes_ecb_enc = aesalt_aes_ecb_enc_table,
	.aes_ecb_dec = aesalt_aes_ecb_dec_table,
	.aes_cbc_enc = aesalt_aes_cbc_enc_table,
	.aes_cbc_dec = aesalt_aes_cbc_dec_table,
	.aes_ctr32 = aesalt_aes_ctr32_table,
	.aes_xts_enc = NULL,
	.aes_xts_dec = NULL,

	.ghash_setkey = aesalt_ghash_setkey_table,
	.ghash = aesalt_ghash_table,
	.gcm_enc = NULL,
	.gcm_dec = NULL,

	/* AEGIS composed in core over the round (core/aegis_c.c) */
	.aes_round = AESALT_SLOT_AEGIS(aesalt_aes_round_table),
};
