/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AES with the RISC-V vector cryptography extensions: key expansion, ECB,
 * CBC, CTR32 and XTS over whole blocks, and one AES round on n blocks (for
 * core's AEGIS), the "zvkned" kernel (core/kernel.h).
 *
 * Depends on: RV64I, RVV 1.0 (V) with VLEN >= 128, Zvkned (vaes*), Zvkb
 * (vrev8.v for the CTR counter, vbrev8.v for the XTS tweaks), Zvkg (vgmul.vv,
 * the XTS tweak multiply).  The vector crypto instructions are macros
 * (vcrypto-macros.h: binutils 2.40 has no mnemonics for them); the base
 * RVV instructions are enabled with .option arch below.  The glue
 * (kernel_zvkned.c) runs this file only where cpu.c proved all of it.
 *
 * VLEN: every loop asks vsetvli for VLMAX (AVL = x0) once and then runs
 * min(blocks left, VLMAX / 4) blocks per iteration with AVL <= VLMAX, so
 * vl is exactly the AVL asked for and always a multiple of the element
 * group size 4 (EGW = 128 at SEW = 32), for any VLEN >= 128.  Data is
 * loaded and stored with vle8.v/vse8.v (no alignment; the register image
 * is the same as vle32.v's) and processed at SEW = 32.
 *
 * Registers: v1..v15 hold the round keys (m1, one element group each):
 * rk[0..9] in v1..v10, the last round key rk[Nr] always in v15, and
 * rk[10..13] (AES-192/256) in v11..v14.  Data groups from v16 up (LMUL 8
 * in ECB, 4 in the modes with more vectors); v0 is a mask.
 *
 * Key schedule (aesalt_aes_key.rk, owned by this file): Nr + 1 round keys
 * in FIPS-197 byte order.  Decryption uses the same schedule backwards
 * (vaesdm/vaesdf are the straight inverse cipher), so setkey_dec is
 * setkey_enc.
 *
 * Constant time: no branch and no memory address depends on key or data:
 * branches are on the key size, the block count and the public counter;
 * the vector crypto instructions have data-independent timing on cores
 * with Zvkt (vector crypto spec v1.0, Zvkt lists vaes*, vgmul, vghsh,
 * vrev8, vbrev8 and the permutes, logic and loads/stores used here).
 */

#include "abi-macros.h"
#include "vcrypto-macros.h"

#define KEY a0
#define OUT a1
#define IN a2
#define NBLK a3
#define IV a4 /* iv, ctr or tweak */
#define K10 a5 /* rounds - 10 */
#define K12 a6 /* rounds - 12 */
#define MAXB a7 /* blocks per iteration */
#define B t0 /* blocks this iteration */
#define L8 t1 /* bytes this iteration */
#define L32 t2 /* 32-bit elements this iteration */
#define TMP t3
#define TOT t5

#include "zvkned-macros.h"

	.option	arch, +v
	.text

/* MAXB = VLMAX / 4 blocks for LMUL lmul (at most cap when cap != 0). */
.macro max_blocks lmul, cap=0
	vsetvli	MAXB, zero, e32, \lmul, ta, ma
	srli	MAXB, MAXB, 2
	.if	\cap
	li	TMP, \cap
	bleu	MAXB, TMP, 1f
	mv	MAXB, TMP
1:
	.endif
.endm

/* B = min(NBLK, MAXB); L8 = 16 B; L32 = 4 B. */
.macro take_blocks
	mv	B, MAXB
	bgeu	NBLK, MAXB, 1f
	mv	B, NBLK
1:	slli	L8, B, 4
	slli	L32, B, 2
.endm

/* Advances IN, OUT, NBLK past this iteration; loops to label 10 while
 * blocks are left. */
.macro next_blocks
	add	IN, IN, L8
	add	OUT, OUT, L8
	sub	NBLK, NBLK, B
	bnez	NBLK, 10b
.endm

/* ---- key expansion ---------------------------------------------------------- */

/* void aesalt_aes_setkey_enc_zvkned(aesalt_aes_key *key, const uint8_t *k,
 *                                   unsigned bits) */
FUNC(aesalt_aes_setkey_enc_zvkned)
	li	TMP, 10
	li	t5, 192
	blt	a2, t5, 128f
	beq	a2, t5, 192f
	/* AES-256: vaeskf2.vi rk[i-2] <- f(rk[i-2], rk[i-1], i) */
	li	TMP, 14
	sw	TMP, KEY_ROUNDS(KEY)
	li	TMP, 32
	vsetvli	zero, TMP, e8, m2, ta, ma
	vle8.v	v4, (a1)
	addi	t6, KEY, KEY_RK
	vse8.v	v4, (t6)
	addi	t6, t6, 16
	vsetivli zero, 8, e32, m2, ta, ma
	vslidedown.vi v6, v4, 4
	vsetivli zero, 4, e32, m1, ta, ma
	vmv.v.v	v1, v4
	vmv.v.v	v2, v6
	.irp	i, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
	addi	t6, t6, 16
	vmv.v.v	v3, v1
	vaeskf2.vi v3, v2, \i
	vse32.v	v3, (t6)
	vmv.v.v	v1, v2
	vmv.v.v	v2, v3
	.endr
	ret
128:	/* AES-128: vaeskf1.vi rk[i] <- f(rk[i-1], i) */
	sw	TMP, KEY_ROUNDS(KEY)
	vsetivli zero, 16, e8, m1, ta, ma
	vle8.v	v1, (a1)
	addi	t6, KEY, KEY_RK
	vse8.v	v1, (t6)
	vsetivli zero, 4, e32, m1, ta, ma
	.irp	i, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
	addi	t6, t6, 16
	vaeskf1.vi v1, v1, \i
	vse32.v	v1, (t6)
	.endr
	ret
192:	/* AES-192 (no vector instruction): FIPS-197's word recurrence in
	 * scalar registers, SubWord by vaesef.vs with a zero key on the word
	 * broadcast to all four columns (ShiftRows is then the identity). */
	li	TMP, 12
	sw	TMP, KEY_ROUNDS(KEY)
	li	TMP, 24
	vsetvli	zero, TMP, e8, m2, ta, ma
	vle8.v	v2, (a1)
	addi	t6, KEY, KEY_RK
	vse8.v	v2, (t6)
	lwu	t0, 0(t6)
	lwu	t1, 4(t6)
	lwu	t2, 8(t6)
	lwu	t3, 12(t6)
	lwu	t4, 16(t6)
	lwu	t5, 20(t6)
	vsetivli zero, 4, e32, m1, ta, ma
	vmv.v.i	v0, 0
	li	a3, 1 /* rcon */
	li	a4, 8
1:	srliw	a5, t5, 8 /* RotWord on the little-endian word */
	slliw	a6, t5, 24
	or	a5, a5, a6
	vmv.v.x	v1, a5
	vaesef.vs v1, v0
	vmv.x.s	a5, v1
	xor	a5, a5, a3
	xor	t0, t0, a5
	xor	t1, t1, t0
	xor	t2, t2, t1
	xor	t3, t3, t2
	xor	t4, t4, t3
	xor	t5, t5, t4
	addi	t6, t6, 24
	sw	t0, 0(t6)
	sw	t1, 4(t6)
	sw	t2, 8(t6)
	sw	t3, 12(t6)
	sw	t4, 16(t6)
	sw	t5, 20(t6)
	slli	a3, a3, 1
	addi	a4, a4, -1
	bnez	a4, 1b
	ret
ENDFUNC(aesalt_aes_setkey_enc_zvkned)

/* ---- ECB ---------------------------------------------------------------------- */

.macro ecb name, op
FUNC(\name)
	beqz	NBLK, 90f
	load_keys
	max_blocks m8
10:	take_blocks
	vsetvli	zero, L8, e8, m8, ta, ma
	vle8.v	v16, (IN)
	vsetvli	zero, L32, e32, m8, ta, ma
	\op	v16
	vsetvli	zero, L8, e8, m8, ta, ma
	vse8.v	v16, (OUT)
	next_blocks
90:	ret
ENDFUNC(\name)
.endm

/* void aesalt_aes_ecb_{enc,dec}_zvkned(key, out, in, nblocks) */
	ecb	aesalt_aes_ecb_enc_zvkned, aes_enc
	ecb	aesalt_aes_ecb_dec_zvkned, aes_dec

/* ---- CBC ---------------------------------------------------------------------- */

/* The cipher on x for a fixed round count nr (no branch). */
.macro aes_enc_nr x, nr
	vaesz.vs \x, v1
	.irp	r, v2, v3, v4, v5, v6, v7, v8, v9, v10
	vaesem.vs \x, \r
	.endr
	.if	\nr >= 12
	vaesem.vs \x, v11
	vaesem.vs \x, v12
	.endif
	.if	\nr >= 14
	vaesem.vs \x, v13
	vaesem.vs \x, v14
	.endif
	vaesef.vs \x, v15
.endm

/* One CBC-enc loop to TOT for nr rounds: with aligned = 1, in and out are
 * 4-byte aligned and vle32.v/vse32.v move the data under the rounds'
 * vtype (e32, vl 4), no vsetivli per block; otherwise vle8.v/vse8.v under
 * e8 (entered with e8, vl 16).  store = 0: the CBC-MAC loop (no output,
 * OUT untouched). */
.macro cbc_enc_loop nr, aligned, store=1
10:
	.if	\aligned
	vle32.v	v16, (IN)
	vxor.vv	v17, v17, v16
	aes_enc_nr v17, \nr
	.if	\store
	vse32.v	v17, (OUT)
	.endif
	.else
	vle8.v	v16, (IN)
	vxor.vv	v17, v17, v16
	vsetivli zero, 4, e32, m1, ta, ma
	aes_enc_nr v17, \nr
	vsetivli zero, 16, e8, m1, ta, ma
	.if	\store
	vse8.v	v17, (OUT)
	.endif
	.endif
	addi	IN, IN, 16
	.if	\store
	addi	OUT, OUT, 16
	.endif
	bne	IN, TOT, 10b
	j	80f
.endm

/* void aesalt_aes_cbc_enc_zvkned(key, out, in, nblocks, iv): one serial
 * chain, one block per iteration, the chaining value in v17; one loop per
 * key size and alignment (the pointers are public), so the loop has no
 * branch but its own. */
FUNC(aesalt_aes_cbc_enc_zvkned)
	beqz	NBLK, 90f
	load_keys
	slli	TOT, NBLK, 4
	add	TOT, TOT, IN
	vsetivli zero, 16, e8, m1, ta, ma
	vle8.v	v17, (IV)
	or	TMP, IN, OUT
	andi	TMP, TMP, 3
	bnez	TMP, 50f
	vsetivli zero, 4, e32, m1, ta, ma
	bnez	K10, 20f
	cbc_enc_loop 10, 1
20:	bgtz	K12, 30f
	cbc_enc_loop 12, 1
30:	cbc_enc_loop 14, 1
50:	bnez	K10, 60f
	cbc_enc_loop 10, 0
60:	bgtz	K12, 70f
	cbc_enc_loop 12, 0
70:	cbc_enc_loop 14, 0
80:	vsetivli zero, 16, e8, m1, ta, ma
	vse8.v	v17, (IV)
90:	ret
ENDFUNC(aesalt_aes_cbc_enc_zvkned)


/* void aesalt_aes_cbc_mac_zvkned(key, x, in, nblocks): the cbc_mac slot,
 * x = E(x ^ p) for each block, x the only memory written; the round keys
 * are loaded once for the whole call (core's fallback through cbc_enc
 * reloads them every 16 blocks).  x arrives in a1 (OUT) and is kept in IV. */
FUNC(aesalt_aes_cbc_mac_zvkned)
	beqz	NBLK, 90f
	mv	IV, OUT
	load_keys
	slli	TOT, NBLK, 4
	add	TOT, TOT, IN
	vsetivli zero, 16, e8, m1, ta, ma
	vle8.v	v17, (IV)
	andi	TMP, IN, 3
	bnez	TMP, 50f
	vsetivli zero, 4, e32, m1, ta, ma
	bnez	K10, 20f
	cbc_enc_loop 10, 1, 0
20:	bgtz	K12, 30f
	cbc_enc_loop 12, 1, 0
30:	cbc_enc_loop 14, 1, 0
50:	bnez	K10, 60f
	cbc_enc_loop 10, 0, 0
60:	bgtz	K12, 70f
	cbc_enc_loop 12, 0, 0
70:	cbc_enc_loop 14, 0, 0
80:	vsetivli zero, 16, e8, m1, ta, ma
	vse8.v	v17, (IV)
90:	ret
ENDFUNC(aesalt_aes_cbc_mac_zvkned)

/* void aesalt_aes_cbc_dec_zvkned(key, out, in, nblocks, iv): v16 the
 * ciphertext of this iteration, v20 the chaining values (the iv, then the
 * ciphertext slid up by one block), v24 group 0 the next iv. */
FUNC(aesalt_aes_cbc_dec_zvkned)
	beqz	NBLK, 90f
	load_keys
	vsetivli zero, 16, e8, m1, ta, ma
	vle8.v	v24, (IV)
	max_blocks m4
10:	take_blocks
	vsetvli	zero, L8, e8, m4, ta, ma
	vle8.v	v16, (IN)
	vsetvli	zero, L32, e32, m4, ta, ma
	vmv.v.v	v20, v24
	vslideup.vi v20, v16, 4
	addi	TMP, L32, -4
	vslidedown.vx v24, v16, TMP
	aes_dec	v16
	vxor.vv	v16, v16, v20
	vsetvli	zero, L8, e8, m4, ta, ma
	vse8.v	v16, (OUT)
	next_blocks
	vsetivli zero, 16, e8, m1, ta, ma
	vse8.v	v24, (IV)
90:	ret
ENDFUNC(aesalt_aes_cbc_dec_zvkned)

/* ---- CTR32 -------------------------------------------------------------------- */

/* void aesalt_aes_ctr32_zvkned(key, out, in, nblocks, ctr): the counter
 * blocks of zvkned-macros.h (v24, mask v0); whole batches of MAXB blocks
 * to TOT with no bookkeeping but the pointers, then one batch of the
 * NBLK < MAXB blocks left. */
FUNC(aesalt_aes_ctr32_zvkned)
	beqz	NBLK, 90f
	load_keys
	max_blocks m4
	slli	L8, MAXB, 4
	slli	L32, MAXB, 2
	ctr_init IV
	neg	TMP, MAXB /* VLMAX is a power of two */
	and	TOT, NBLK, TMP
	sub	NBLK, NBLK, TOT
	slli	TOT, TOT, 4
	add	TOT, TOT, IN
	beq	IN, TOT, 20f
10:	ctr_batch MAXB
	add	IN, IN, L8
	add	OUT, OUT, L8
	bne	IN, TOT, 10b
20:	beqz	NBLK, 80f
	slli	L8, NBLK, 4
	slli	L32, NBLK, 2
	vsetvli	zero, L32, e32, m4, ta, mu
	ctr_batch NBLK
80:	ctr_store IV
90:	ret
ENDFUNC(aesalt_aes_ctr32_zvkned)

/* ---- XTS ---------------------------------------------------------------------- */

/* XTS over whole blocks, at most 32 blocks per iteration.  The tweaks are
 * kept bit-reflected (vbrev8.v: IEEE 1619's x^i in bit i of the
 * little-endian 128-bit value becomes GCM's bit order), so vgmul.vv steps
 * them: v24 group j = T * x^j at entry, then every group times x^B per
 * iteration (v28).  v20 the tweaks of this iteration in XTS order, v16
 * the data, v0 the even 64-bit elements. */
.macro xts name, op
FUNC(\name)
	beqz	NBLK, 90f
	load_keys
	max_blocks m4, 32
	vsetivli zero, 16, e8, m1, ta, ma
	vle8.v	v28, (IV)
	slli	TMP, MAXB, 1
	vsetvli	zero, TMP, e64, m4, ta, ma
	vid.v	v20
	vand.vi	v16, v20, 1
	vmseq.vi v0, v16, 0
	vrgather.vv v24, v28, v16
	vsrl.vi	v20, v20, 1
	vmv.v.i	v16, 1
	vsll.vv	v16, v16, v20
	vmv.v.i	v20, 0
	vmerge.vvm v20, v20, v16, v0 /* group j: x^j */
	slli	L32, MAXB, 2
	vsetvli	zero, L32, e32, m4, ta, ma
	vbrev8.v v20, v20
	vbrev8.v v24, v24
	vgmul.vv v24, v20
10:	take_blocks
	slli	TMP, B, 1
	vsetvli	zero, TMP, e64, m4, ta, ma
	li	TMP, 1
	sll	TMP, TMP, B
	vmv.v.i	v28, 0
	vmerge.vxm v28, v28, TMP, v0 /* x^B */
	vsetvli	zero, L32, e32, m4, ta, ma
	vbrev8.v v28, v28
	vbrev8.v v20, v24
	vgmul.vv v24, v28
	vsetvli	zero, L8, e8, m4, ta, ma
	vle8.v	v16, (IN)
	vxor.vv	v16, v16, v20
	vsetvli	zero, L32, e32, m4, ta, ma
	\op	v16
	vsetvli	zero, L8, e8, m4, ta, ma
	vxor.vv	v16, v16, v20
	vse8.v	v16, (OUT)
	next_blocks
	vsetivli zero, 16, e8, m1, ta, ma
	vbrev8.v v20, v24
	vse8.v	v20, (IV)
90:	ret
ENDFUNC(\name)
.endm

/* void aesalt_aes_xts_{enc,dec}_zvkned(key, out, in, nblocks, tweak) */
	xts	aesalt_aes_xts_enc_zvkned, aes_enc
	xts	aesalt_aes_xts_dec_zvkned, aes_dec

/* ---- one round (AEGIS) --------------------------------------------------------- */

/* void aesalt_aes_round_zvkned(uint8_t (*out)[16], const uint8_t (*in)[16],
 *                              const uint8_t (*rk)[16], size_t n): n <= 8,
 * out[i] = AESRound(in[i]) ^ rk[i] (vaesem.vv, one key per group). */
FUNC(aesalt_aes_round_zvkned)
	beqz	a3, 90f
	slli	t1, a3, 4
	slli	t2, a3, 2
	vsetvli	zero, t1, e8, m8, ta, ma
	vle8.v	v16, (a1)
	vle8.v	v24, (a2)
	vsetvli	zero, t2, e32, m8, ta, ma
	vaesem.vv v16, v24
	vsetvli	zero, t1, e8, m8, ta, ma
	vse8.v	v16, (a0)
90:	ret
ENDFUNC(aesalt_aes_round_zvkned)
