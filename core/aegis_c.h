/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AEGIS state updates written once over an AES round function
 * (aesalt_aes_round_fn, core/kernel.h): core/aegis.c uses them for every
 * kernel that sets aes_round instead of its own AEGIS slots.
 */
#ifndef AESALT_CORE_AEGIS_C_H
#define AESALT_CORE_AEGIS_C_H

#include <stddef.h>
#include <stdint.h>

#include "kernel.h"

/* The portable kernels' rounds. */
void aesalt_aes_round_ct64(uint8_t (*out)[16], const uint8_t (*in)[16], const uint8_t (*rk)[16],
			   size_t n);
void aesalt_aes_round_table(uint8_t (*out)[16], const uint8_t (*in)[16], const uint8_t (*rk)[16],
			    size_t n);

/* The AEGIS slots of core/kernel.h, over a round function. */
void aesalt_aegis128_absorb_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, const uint8_t *in,
			      size_t nblocks);
void aesalt_aegis128_enc_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, uint8_t *out,
			   const uint8_t *in, size_t nblocks);
void aesalt_aegis128_dec_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, uint8_t *out,
			   const uint8_t *in, size_t nblocks);
void aesalt_aegis128l_absorb_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, const uint8_t *in,
			       size_t nblocks);
void aesalt_aegis128l_enc_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, uint8_t *out,
			    const uint8_t *in, size_t nblocks);
void aesalt_aegis128l_dec_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, uint8_t *out,
			    const uint8_t *in, size_t nblocks);
void aesalt_aegis256_absorb_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, const uint8_t *in,
			      size_t nblocks);
void aesalt_aegis256_enc_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, uint8_t *out,
			   const uint8_t *in, size_t nblocks);
void aesalt_aegis256_dec_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, uint8_t *out,
			   const uint8_t *in, size_t nblocks);

#endif /* AESALT_CORE_AEGIS_C_H */
