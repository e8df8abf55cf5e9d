/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The "m68k_ct" kernel: constant-time AES and GHASH in assembly for every
 * m68k (68000/68010, 68020-68060, ColdFire; asm/m68k/aes-m68k-ct.S and
 * ghash-m68k-ct.S, assembled for the compiler's target CPU).
 *
 * Constant time (AESALT_KERNEL_CONSTTIME): bitsliced AES with the
 * Boyar-Peralta S-box circuit, GHASH by masked XOR of precomputed H x^i
 * with no multiplication instruction; no secret-dependent branch or
 * address anywhere (asm/m68k/README.md describes the trace check).
 *
 * In assembly: ECB and CBC in both directions, CTR32, the fused CCM
 * (CBC-MAC and CTR blocks in one bitsliced pass), SubWord, GHASH, and the
 * AES round under the AEGIS updates of core/aegis_c.c.  In C here: the
 * key expansion (FIPS-197 sec. 5.2 over the assembly SubWord); decryption
 * uses the same schedule (the assembly turns it into the inverse cipher's
 * key planes per call).
 *
 * usable() is NULL: the assembly is built for the target the compiler
 * generates code for, so any CPU that runs this library runs the kernel.
 */
#include <stddef.h>
#include <stdint.h>

#include "bytes.h"
#include "kernel.h"

_Static_assert(offsetof(aesalt_aes_key, rounds) == 4, "aes-m68k-ct.S: rounds at 4");
_Static_assert(offsetof(aesalt_aes_key, rk) == 12, "aes-m68k-ct.S: rk at 12");
_Static_assert(offsetof(aesalt_ghash_key, h) == 4, "ghash-m68k-ct.S: h at 4");
_Static_assert(sizeof(((aesalt_ghash_key *)0)->h) >= 512, "ghash-m68k-ct.S: 32 rows");

/* asm/m68k/aes-m68k-ct.S */
AESALT_SLOT(aes_ecb_enc, m68k_ct);
AESALT_SLOT(aes_ecb_dec, m68k_ct);
AESALT_SLOT(aes_cbc_enc, m68k_ct);
AESALT_SLOT(aes_cbc_dec, m68k_ct);
AESALT_SLOT(aes_ctr32, m68k_ct);
AESALT_SLOT(ccm_enc, m68k_ct);
AESALT_SLOT(ccm_dec, m68k_ct);
AESALT_SLOT(aes_round, m68k_ct);
uint32_t aesalt_aes_subword_m68k_ct(uint32_t w);
/* asm/m68k/ghash-m68k-ct.S */
AESALT_SLOT(ghash_setkey, m68k_ct);
AESALT_SLOT(ghash, m68k_ct);

/* The FIPS-197 key expansion into key->rk.w as native (big-endian) longs,
 * the layout the assembly reads.  Only the S-box touches secret bytes,
 * and it is the constant-time circuit; the branches depend on i only. */
static void setkey_enc_m68k_ct(aesalt_aes_key *key, const uint8_t *k, unsigned bits)
{
	unsigned nk = bits / 32, nr = nk + 6, i;
	uint32_t *w = key->rk.w, rcon = 1;

	for (i = 0; i < nk; i++)
		w[i] = aesalt_load_be32(k + 4 * i);
	for (i = nk; i < 4 * (nr + 1); i++) {
		uint32_t t = w[i - 1];
		if (i % nk == 0) {
			t = aesalt_aes_subword_m68k_ct((t << 8) | (t >> 24)) ^ (rcon << 24);
			rcon = (rcon << 1) ^ ((rcon >> 7) * 0x11b);
		} else if (nk == 8 && i % 8 == 4) {
			t = aesalt_aes_subword_m68k_ct(t);
		}
		w[i] = w[i - nk] ^ t;
	}
	key->rounds = nr;
}

/* see kernel.h */
const struct aesalt_kernel aesalt_kernel_m68k_ct = {
	.name = "m68k_ct",
	.flags = AESALT_KERNEL_CONSTTIME,
	.usable = NULL,

	.aes_setkey_enc = setkey_enc_m68k_ct,
	.aes_setkey_dec = setkey_enc_m68k_ct, /* the inverse cipher reads it too */
	.aes_ecb_enc = aesalt_aes_ecb_enc_m68k_ct,
	.aes_ecb_dec = aesalt_aes_ecb_dec_m68k_ct,
	.aes_cbc_enc = aesalt_aes_cbc_enc_m68k_ct,
	.aes_cbc_dec = aesalt_aes_cbc_dec_m68k_ct,
	.aes_ctr32 = aesalt_aes_ctr32_m68k_ct,
	.aes_xts_enc = NULL,
	.aes_xts_dec = NULL,

	.ghash_setkey = aesalt_ghash_setkey_m68k_ct,
	.ghash = aesalt_ghash_m68k_ct,
	.gcm_enc = NULL,
	.gcm_dec = NULL,

	/* AEGIS composed in core over the round (core/aegis_c.c) */
	.aes_round = AESALT_SLOT_AEGIS(aesalt_aes_round_m68k_ct),

	/* the MAC block and the CTR block of CCM share each two-block pass */
	.ccm_enc = aesalt_ccm_enc_m68k_ct,
	.ccm_dec = aesalt_ccm_dec_m68k_ct,
};
