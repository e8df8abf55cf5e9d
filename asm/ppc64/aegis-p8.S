/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AEGIS-128, AEGIS-128L and AEGIS-256 state updates with vcipher (the
 * "p8" kernel's aegis slots, core/kernel.h).
 *
 * Depends on: Power ISA 2.07 (POWER8): VMX, VSX, vcipher, vpermxor.
 * vcipher(a, k) is SubBytes, ShiftRows, MixColumns, then ^ k: exactly
 * AEGIS's AESRound(a, k), one instruction per state word.  No branch or
 * address depends on the state or the data: constant time.
 *
 * The state (canonical bytes in memory) is loaded once per call into
 * v0..v(n-1) in true form (p8-macros.h) and stored back at the end.  The
 * Update S'0 = R(S(n-1), S0 ^ M0), S'i = R(S(i-1), Si) is computed from
 * the top down in place, S'0 into a spare register t first; S0 and t then
 * trade places, so the loop is unrolled twice and no move is needed.
 * Message words enter the state raw: S0 ^ M is one vpermxor, and so is the
 * raw output p ^ z (or c ^ z).
 *
 * Instructions per 32 bytes of AEGIS-128L encryption (loop body): 22 a
 * block (2 loads, 2 stores, 8 vcipher, 6 for the keystream, 4 vpermxor:
 * the floor with ISA 2.07's two-input logic) plus 0.375 of loop overhead
 * (eight blocks per iteration from 16 blocks on).  Measured (whole one-shot
 * encryption): bench/results/ppc64le.md, column p8, rows aegis128l and
 * aegis256; the rest over the loop is per message: the 17 Init/Finalize
 * updates, the three calls' state loads and stores and core/aegis.c.
 */
#include "p8-macros.h"

#define ST 3
#define M 16
#define T 8	/* the spare state register */
#define W0 9	/* message words, raw */
#define W1 10
#define Z0 11
#define Z1 12
#define TMP 13

/* The state to and from v0..v(n-1), by the offset registers (scratch
 * v13). */
.macro st_load n
	.set i, 0
	.rept \n
	ldw	i, ST, i
	swap	i, i, M
	.set i, i + 1
	.endr
.endm
.macro st_store n
	.set i, 0
	.rept \n
	swap	TMP, i, M
	stw_	TMP, ST, i
	.set i, i + 1
	.endr
.endm

/* One Update of the n-word state whose S0 is in s0, S1.. in v1..; the new
 * S0 goes to t.  w0 (and w1 for AEGIS-128L) are the raw message words. */
.macro update n, s0, t, w0, w1
	xswap	\t, \s0, \w0, M
	vcipher	\t, \n - 1, \t
	.if \n == 8
	vcipher	7, 6, 7
	vcipher	6, 5, 6
	vcipher	5, 4, 5
	xswap	\w1, 4, \w1, M
	vcipher	4, 3, \w1
	vcipher	3, 2, 3
	vcipher	2, 1, 2
	.else
	.set i, \n - 1
	.rept \n - 2
	vcipher	i, i - 1, i
	.set i, i - 1
	.endr
	.endif
	vcipher	1, \s0, 1
.endm

/* The keystream word(s) of the state with S0 in s0 (only 128 and 256 use
 * no S0; 128L neither). */
.macro keystream n
	vand	TMP, 2, 3
	.if \n == 8
	vxor	Z0, 1, 6
	vxor	Z0, Z0, TMP
	vand	TMP, 6, 7
	vxor	Z1, 2, 5
	vxor	Z1, Z1, TMP
	.else
	vxor	Z0, 1, 4
	.if \n == 6
	vxor	Z0, Z0, 5
	.endif
	vxor	Z0, Z0, TMP
	.endif
.endm

/* Load/store word k (0..15) of an eight-block step at base: offsets
 * 16..112 in r7..r12, r0; 128..240 in r14..r21 (AEGIS-128L only, whose
 * eight blocks are sixteen words). */
.macro ldw vt, base, k
	.if \k == 0
	lxvd2x	32 + \vt, 0, \base
	.elseif \k < 7
	lxvd2x	32 + \vt, \base, 6 + \k
	.elseif \k == 7
	lxvd2x	32 + \vt, \base, 0
	.else
	lxvd2x	32 + \vt, \base, 6 + \k
	.endif
.endm
.macro stw_ vs, base, k
	.if \k == 0
	stxvd2x	32 + \vs, 0, \base
	.elseif \k < 7
	stxvd2x	32 + \vs, \base, 6 + \k
	.elseif \k == 7
	stxvd2x	32 + \vs, \base, 0
	.else
	stxvd2x	32 + \vs, \base, 6 + \k
	.endif
.endm

/* One block, the b-th (0..7) of an eight-block step.  mode: 0 absorb,
 * 1 encrypt, 2 decrypt.  in/out: registers of the pointers.  The state
 * always absorbs the plaintext: encryption keeps it in W0/W1 and writes
 * c from Z0/Z1; decryption turns W0/W1 into the plaintext. */
.macro block n, mode, s0, t, b, pin, pout
	.if \n == 8
	ldw	W0, \pin, 2 * \b
	ldw	W1, \pin, 2 * \b + 1
	.else
	ldw	W0, \pin, \b
	.endif
	.if \mode == 1
	keystream \n
	xswap	Z0, W0, Z0, M		/* c = p ^ z, raw */
	.if \n == 8
	xswap	Z1, W1, Z1, M
	stw_	Z0, \pout, 2 * \b
	stw_	Z1, \pout, 2 * \b + 1
	.else
	stw_	Z0, \pout, \b
	.endif
	.elseif \mode == 2
	keystream \n
	xswap	W0, W0, Z0, M		/* p = c ^ z, raw */
	.if \n == 8
	xswap	W1, W1, Z1, M
	stw_	W0, \pout, 2 * \b
	stw_	W1, \pout, 2 * \b + 1
	.else
	stw_	W0, \pout, \b
	.endif
	.endif
	update	\n, \s0, \t, W0, W1
.endm

/* The 128L loop's offsets 128..240 in r14..r21 (callee-saved: kept in
 * the red zone, which the AEGIS code has to itself). */
.macro hi_offsets_save
	.irp r, 14, 15, 16, 17, 18, 19, 20, 21
	std	\r, -8 * (\r - 13)(1)
	li	\r, 16 * (\r - 6)
	.endr
.endm
.macro hi_offsets_restore
	.irp r, 14, 15, 16, 17, 18, 19, 20, 21
	ld	\r, -8 * (\r - 13)(1)
	.endr
.endm

/* k blocks (4 or 8) of one loop step: S0 alternates between v0 and T, so
 * it is back in v0 at the end; then the pointers move on. */
.macro step n, rate, mode, k
	.set blk, 0
	.rept \k / 2
	block	\n, \mode, 0, T, (blk), rin, rout
	block	\n, \mode, T, 0, (blk + 1), rin, rout
	.set blk, blk + 2
	.endr
	addi	rin, rin, \k * \rate
	.if \mode
	addi	rout, rout, \k * \rate
	.endif
.endm

/* The whole slot: n words, rate 16 or 32, mode; in r4 (absorb) or r5.
 * From 16 blocks on, eight blocks per iteration (three instructions of
 * loop per eight blocks; AEGIS-128L pays 24 for r14..r21 once per call,
 * which is why shorter calls, Init's 10 and Finalize's 7 blocks, skip
 * it); then four blocks per iteration, then single blocks. */
.macro aegis_body n, rate, mode
	.if \mode
	.set rin, 5
	.set rout, 4
	.set rnb, 6
	.else
	.set rin, 4
	.set rout, 4
	.set rnb, 5
	.endif
	mk_m	M, 0
	li	7, 16
	li	8, 32
	li	9, 48
	li	10, 64
	li	11, 80
	li	12, 96
	li	0, 112
	st_load	\n
	cmpldi	rnb, 16
	blt	5f
	.if \n == 8
	hi_offsets_save
	.endif
	srdi	11, rnb, 3
	mtctr	11
	li	11, 80
1:	step	\n, \rate, \mode, 8
	bdnz	1b
	.if \n == 8
	hi_offsets_restore
	.endif
	andi.	rnb, rnb, 7
5:	srdi.	11, rnb, 2
	mtctr	11
	li	11, 80			/* the offset again (cr0 stays) */
	beq	2f
6:	step	\n, \rate, \mode, 4
	bdnz	6b
2:	andi.	rnb, rnb, 3
	beq	4f
	mtctr	rnb
3:	block	\n, \mode, 0, T, 0, rin, rout
	vor	0, T, T
	addi	rin, rin, \rate
	.if \mode
	addi	rout, rout, \rate
	.endif
	bdnz	3b
4:	st_store \n
	blr
.endm

/* void aesalt_aegis128_absorb_p8(aesalt_aegis_state *st, const uint8_t *in,
 *                                size_t nblocks); */
FUNC(aesalt_aegis128_absorb_p8)
	aegis_body 5, 16, 0
ENDFUNC(aesalt_aegis128_absorb_p8)

/* void aesalt_aegis128_enc_p8(aesalt_aegis_state *st, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128_enc_p8)
	aegis_body 5, 16, 1
ENDFUNC(aesalt_aegis128_enc_p8)

/* void aesalt_aegis128_dec_p8(aesalt_aegis_state *st, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128_dec_p8)
	aegis_body 5, 16, 2
ENDFUNC(aesalt_aegis128_dec_p8)

/* void aesalt_aegis128l_absorb_p8(aesalt_aegis_state *st, const uint8_t *in,
 *                                 size_t nblocks); */
FUNC(aesalt_aegis128l_absorb_p8)
	aegis_body 8, 32, 0
ENDFUNC(aesalt_aegis128l_absorb_p8)

/* void aesalt_aegis128l_enc_p8(aesalt_aegis_state *st, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128l_enc_p8)
	aegis_body 8, 32, 1
ENDFUNC(aesalt_aegis128l_enc_p8)

/* void aesalt_aegis128l_dec_p8(aesalt_aegis_state *st, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128l_dec_p8)
	aegis_body 8, 32, 2
ENDFUNC(aesalt_aegis128l_dec_p8)

/* void aesalt_aegis256_absorb_p8(aesalt_aegis_state *st, const uint8_t *in,
 *                                size_t nblocks); */
FUNC(aesalt_aegis256_absorb_p8)
	aegis_body 6, 16, 0
ENDFUNC(aesalt_aegis256_absorb_p8)

/* void aesalt_aegis256_enc_p8(aesalt_aegis_state *st, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis256_enc_p8)
	aegis_body 6, 16, 1
ENDFUNC(aesalt_aegis256_enc_p8)

/* void aesalt_aegis256_dec_p8(aesalt_aegis_state *st, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis256_dec_p8)
	aegis_body 6, 16, 2
ENDFUNC(aesalt_aegis256_dec_p8)

	.section .note.GNU-stack, "", @progbits
