/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GHASH of the "vaes" kernel: its key set-up, ghash-aesni.S's key (so that the
 * aesni GHASH slot, which the vaes kernel also uses, reads it), plus the
 * powers and Karatsuba factors in descending order, so that one 32-byte
 * load gives the pair {H^(8-2m), H^(7-2m)} that gcm-vaes.S multiplies
 * two blocks by in one VPCLMULQDQ.
 *
 * Depends on: PCLMULQDQ, SSSE3 (ghash-aesni.S), SSE2; AVX (VZEROUPPER).
 *
 * Key layout (gkey->h):
 *   h +   0, h + 128: as ghash-aesni.S (H^1..H^8, their factors)
 *   h + 256 + 16 i:   H^(8-i), i = 0..7
 *   h + 384 + 16 i:   the Karatsuba factor of H^(8-i)
 */

#include "aesni-macros.h"

#define GK_H 8

	.text

/* void aesalt_ghash_setkey_vaes(aesalt_ghash_key *gkey, const uint8_t h[16]); */
ENTRY aesalt_ghash_setkey_vaes
	pushq	%rdi
	call	aesalt_ghash_setkey_aesni
	popq	%rdi
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	movdqu	GK_H+16*(7-\i)(%rdi), %xmm0
	movdqu	GK_H+128+16*(7-\i)(%rdi), %xmm1
	movdqu	%xmm0, GK_H+256+16*\i(%rdi)
	movdqu	%xmm1, GK_H+384+16*\i(%rdi)
	.endr
	pxor	%xmm0, %xmm0
	pxor	%xmm1, %xmm1
	ret
END aesalt_ghash_setkey_vaes

/* void aesalt_ghash_vaes(const aesalt_ghash_key *gkey, uint8_t y[16],
 *                        const uint8_t *in, size_t nblocks);
 * ghash-aesni.S's GHASH after VZEROUPPER (see "Upper halves" in
 * aes-vaes.S): GCM's short messages and its tails run it. */
ENTRY aesalt_ghash_vaes
	vzeroupper
	jmp	aesalt_ghash_aesni
END aesalt_ghash_vaes

	.section .note.GNU-stack, "", @progbits
