/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The aesni kernel's assembly entry points (asm/x86_64/aes-aesni.S,
 * ghash-aesni.S, gcm-aesni.S, aegis-aesni.S): the aesni glue uses them all,
 * the vaes glue those it shares (key expansion, CBC encryption, GHASH,
 * AEGIS).  Only the two kernel structures refer to them.
 */
#ifndef AESALT_X86_64_AESNI_H
#define AESALT_X86_64_AESNI_H

#include <stddef.h>
#include <stdint.h>

#include "kernel.h"

void aesalt_aes_setkey_enc_aesni(aesalt_aes_key *key, const uint8_t *k, unsigned bits);
void aesalt_aes_setkey_dec_aesni(aesalt_aes_key *key, const uint8_t *k, unsigned bits);
void aesalt_aes_ecb_enc_aesni(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			      size_t nblocks);
void aesalt_aes_ecb_dec_aesni(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			      size_t nblocks);
void aesalt_aes_cbc_enc_aesni(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			      size_t nblocks, uint8_t iv[16]);
void aesalt_aes_cbc_dec_aesni(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			      size_t nblocks, uint8_t iv[16]);
void aesalt_aes_ctr32_aesni(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			    size_t nblocks, uint8_t ctr[16]);
void aesalt_aes_xts_enc_aesni(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			      size_t nblocks, uint8_t tweak[16]);
void aesalt_aes_xts_dec_aesni(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			      size_t nblocks, uint8_t tweak[16]);
void aesalt_ghash_setkey_aesni(aesalt_ghash_key *gkey, const uint8_t h[16]);
void aesalt_ghash_aesni(const aesalt_ghash_key *gkey, uint8_t y[16], const uint8_t *in,
			size_t nblocks);
size_t aesalt_gcm_enc_aesni(const aesalt_aes_key *key, const aesalt_ghash_key *gkey, uint8_t *out,
			    const uint8_t *in, size_t len, uint8_t ctr[16], uint8_t y[16]);
void aesalt_ccm_enc_aesni(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			  size_t nblocks, uint8_t ctr[16], uint8_t x[16]);
void aesalt_ccm_dec_aesni(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			  size_t nblocks, uint8_t ctr[16], uint8_t x[16]);
size_t aesalt_gcm_dec_aesni(const aesalt_aes_key *key, const aesalt_ghash_key *gkey, uint8_t *out,
			    const uint8_t *in, size_t len, uint8_t ctr[16], uint8_t y[16]);
void aesalt_aegis128_absorb_aesni(aesalt_aegis_state *st, const uint8_t *in, size_t nblocks);
void aesalt_aegis128_enc_aesni(aesalt_aegis_state *st, uint8_t *out, const uint8_t *in,
			       size_t nblocks);
void aesalt_aegis128_dec_aesni(aesalt_aegis_state *st, uint8_t *out, const uint8_t *in,
			       size_t nblocks);
void aesalt_aegis128l_absorb_aesni(aesalt_aegis_state *st, const uint8_t *in, size_t nblocks);
void aesalt_aegis128l_enc_aesni(aesalt_aegis_state *st, uint8_t *out, const uint8_t *in,
				size_t nblocks);
void aesalt_aegis128l_dec_aesni(aesalt_aegis_state *st, uint8_t *out, const uint8_t *in,
				size_t nblocks);
void aesalt_aegis256_absorb_aesni(aesalt_aegis_state *st, const uint8_t *in, size_t nblocks);
void aesalt_aegis256_enc_aesni(aesalt_aegis_state *st, uint8_t *out, const uint8_t *in,
			       size_t nblocks);
void aesalt_aegis256_dec_aesni(aesalt_aegis_state *st, uint8_t *out, const uint8_t *in,
			       size_t nblocks);

#endif /* AESALT_X86_64_AESNI_H */
