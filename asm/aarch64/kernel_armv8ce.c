/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The "armv8ce" kernel: AES, GHASH and the AEGIS updates with the Armv8
 * cryptography extension (asm/aarch64/aes-armv8ce.S, ghash-armv8ce.S,
 * aegis-armv8ce.S, gcm-armv8ce.S).  Usable when the CPU reports both the
 * AES instructions and the 64-bit PMULL (Linux: HWCAP_AES and HWCAP_PMULL).
 *
 * Constant time (AESALT_KERNEL_CONSTTIME): the assembly has no branch and
 * no memory address that depends on keys or data, and AESE/AESD/AESMC/
 * AESIMC/PMULL are fixed-latency instructions.
 */
#include <stddef.h>
#include <stdint.h>

#include "cpu.h"
#include "kernel.h"

/* The assembly addresses these members by fixed offsets. */
_Static_assert(offsetof(aesalt_aes_key, rounds) == 8, "KEY_ROUNDS in aes-armv8ce.S");
_Static_assert(offsetof(aesalt_aes_key, rk) == 16, "KEY_RK in aes-armv8ce.S");
_Static_assert(offsetof(aesalt_ghash_key, h) == 8, "GK_H in ghash-armv8ce.S");
_Static_assert(sizeof(((aesalt_ghash_key *)0)->h) >= 240, "ghash-armv8ce.S key layout");
_Static_assert(offsetof(aesalt_aegis_state, s) == 0, "aegis-armv8ce.S state");

/* Defined in the asm/aarch64 files named above; only this struct refers
 * to them. */
void aesalt_aes_setkey_enc_armv8ce(aesalt_aes_key *key, const uint8_t *k, unsigned bits);
void aesalt_aes_setkey_dec_armv8ce(aesalt_aes_key *key, const uint8_t *k, unsigned bits);
void aesalt_aes_ecb_enc_armv8ce(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				size_t nblocks);
void aesalt_aes_ecb_dec_armv8ce(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				size_t nblocks);
void aesalt_aes_cbc_enc_armv8ce(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				size_t nblocks, uint8_t iv[16]);
void aesalt_aes_cbc_dec_armv8ce(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				size_t nblocks, uint8_t iv[16]);
void aesalt_aes_ctr32_armv8ce(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			      size_t nblocks, uint8_t ctr[16]);
void aesalt_aes_xts_enc_armv8ce(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				size_t nblocks, uint8_t tweak[16]);
void aesalt_aes_xts_dec_armv8ce(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				size_t nblocks, uint8_t tweak[16]);
void aesalt_ghash_setkey_armv8ce(aesalt_ghash_key *gkey, const uint8_t h[16]);
void aesalt_ghash_armv8ce(const aesalt_ghash_key *gkey, uint8_t y[16], const uint8_t *in,
			  size_t nblocks);
size_t aesalt_gcm_enc_armv8ce(const aesalt_aes_key *key, const aesalt_ghash_key *gkey, uint8_t *out,
			      const uint8_t *in, size_t len, uint8_t ctr[16], uint8_t y[16]);
size_t aesalt_gcm_dec_armv8ce(const aesalt_aes_key *key, const aesalt_ghash_key *gkey, uint8_t *out,
			      const uint8_t *in, size_t len, uint8_t ctr[16], uint8_t y[16]);
void aesalt_aegis128_absorb_armv8ce(aesalt_aegis_state *st, const uint8_t *in, size_t nblocks);
void aesalt_aegis128_enc_armv8ce(aesalt_aegis_state *st, uint8_t *out, const uint8_t *in,
				 size_t nblocks);
void aesalt_aegis128_dec_armv8ce(aesalt_aegis_state *st, uint8_t *out, const uint8_t *in,
				 size_t nblocks);
void aesalt_aegis128l_absorb_armv8ce(aesalt_aegis_state *st, const uint8_t *in, size_t nblocks);
void aesalt_aegis128l_enc_armv8ce(aesalt_aegis_state *st, uint8_t *out, const uint8_t *in,
				  size_t nblocks);
void aesalt_aegis128l_dec_armv8ce(aesalt_aegis_state *st, uint8_t *out, const uint8_t *in,
				  size_t nblocks);
void aesalt_aegis256_absorb_armv8ce(aesalt_aegis_state *st, const uint8_t *in, size_t nblocks);
void aesalt_aegis256_enc_armv8ce(aesalt_aegis_state *st, uint8_t *out, const uint8_t *in,
				 size_t nblocks);
void aesalt_aegis256_dec_armv8ce(aesalt_aegis_state *st, uint8_t *out, const uint8_t *in,
				 size_t nblocks);

static int armv8ce_usable(void)
{
	return aesalt_cpu_has_armv8_aes() && aesalt_cpu_has_armv8_pmull();
}

/* see kernel.h */
const struct aesalt_kernel aesalt_kernel_armv8ce = {
	.name = "armv8ce",
	.flags = AESALT_KERNEL_CONSTTIME,
	.usable = armv8ce_usable,

	.aes_setkey_enc = aesalt_aes_setkey_enc_armv8ce,
	.aes_setkey_dec = aesalt_aes_setkey_dec_armv8ce,
	.aes_ecb_enc = aesalt_aes_ecb_enc_armv8ce,
	.aes_ecb_dec = aesalt_aes_ecb_dec_armv8ce,
	.aes_cbc_enc = aesalt_aes_cbc_enc_armv8ce,
	.aes_cbc_dec = aesalt_aes_cbc_dec_armv8ce,
	.aes_ctr32 = aesalt_aes_ctr32_armv8ce,
	.aes_xts_enc = AESALT_SLOT_XTS(aesalt_aes_xts_enc_armv8ce),
	.aes_xts_dec = AESALT_SLOT_XTS(aesalt_aes_xts_dec_armv8ce),

	.ghash_setkey = aesalt_ghash_setkey_armv8ce,
	.ghash = aesalt_ghash_armv8ce,
	.gcm_enc = aesalt_gcm_enc_armv8ce,
	.gcm_dec = aesalt_gcm_dec_armv8ce,

	.aegis128 = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis128_absorb_armv8ce),
		      .enc = AESALT_SLOT_AEGIS(aesalt_aegis128_enc_armv8ce),
		      .dec = AESALT_SLOT_AEGIS(aesalt_aegis128_dec_armv8ce) },
	.aegis128l = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis128l_absorb_armv8ce),
		       .enc = AESALT_SLOT_AEGIS(aesalt_aegis128l_enc_armv8ce),
		       .dec = AESALT_SLOT_AEGIS(aesalt_aegis128l_dec_armv8ce) },
	.aegis256 = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis256_absorb_armv8ce),
		      .enc = AESALT_SLOT_AEGIS(aesalt_aegis256_enc_armv8ce),
		      .dec = AESALT_SLOT_AEGIS(aesalt_aegis256_dec_armv8ce) },
};
