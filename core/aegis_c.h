/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AEGIS state updates for C kernels, written once over an AES round
 * function, so each portable kernel only supplies its round.
 *
 * An assembly kernel implements the aegis* slots of core/kernel.h directly
 * and does not use this file.
 */
#ifndef AESALT_CORE_AEGIS_C_H
#define AESALT_CORE_AEGIS_C_H

#include <stddef.h>
#include <stdint.h>

#include "kernel.h"

/* One AES encryption round (SubBytes, ShiftRows, MixColumns, AddRoundKey)
 * on n independent 16-byte blocks: out[i] = R(in[i]) ^ rk[i].  n <= 8.
 * out may equal in; rk does not overlap out. */
typedef void (*aesalt_aes_round_fn)(uint8_t (*out)[16], const uint8_t (*in)[16],
				    const uint8_t (*rk)[16], size_t n);

/* The portable kernels' rounds. */
void aesalt_aes_round_ct64(uint8_t (*out)[16], const uint8_t (*in)[16], const uint8_t (*rk)[16],
			   size_t n);
void aesalt_aes_round_table(uint8_t (*out)[16], const uint8_t (*in)[16], const uint8_t (*rk)[16],
			    size_t n);

/* The aegis* slots of core/kernel.h, over a round function. */
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
