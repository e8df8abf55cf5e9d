/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Assembler macros shared by the zvkned kernel's AES files (aes-zvkned.S,
 * gcm-zvkned.S; ghash-zvkned.S uses xor_lanes only): the round keys
 * resident in v1..v15, the cipher on every element group of a register
 * group, the CTR32 counter blocks and the GHASH lane fold.
 *
 * Register layout (both files): v1..v15 the round keys (m1, one element
 * group each): rk[0..9] in v1..v10, the last round key rk[Nr] always in
 * v15, rk[10..13] (AES-192/256) in v11..v14.  The including file defines
 * the scalar registers KEY (the aesalt_aes_key), K10 (rounds - 10), K12
 * (rounds - 12), TMP and, for the counter macros, IN, OUT, L8 (bytes of
 * this batch) and L32 (32-bit elements of this batch) before including.
 *
 * Depends on: vcrypto-macros.h; RVV 1.0, Zvkned, Zvkb.
 */
#ifndef AESALT_ASM_RISCV64_ZVKNED_MACROS_H
#define AESALT_ASM_RISCV64_ZVKNED_MACROS_H

#define KEY_ROUNDS 8
#define KEY_RK 16

/* Loads the round keys into v1..v15 (layout above); sets K10, K12. */
.macro load_keys
	lw	K10, KEY_ROUNDS(KEY)
	addi	K12, K10, -12
	addi	K10, K10, -10
	vsetivli zero, 4, e32, m1, ta, ma
	addi	TMP, KEY, KEY_RK
	.irp	r, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10
	vle32.v	\r, (TMP)
	addi	TMP, TMP, 16
	.endr
	beqz	K10, 2f
	vle32.v	v11, (TMP)
	addi	TMP, TMP, 16
	vle32.v	v12, (TMP)
	addi	TMP, TMP, 16
	blez	K12, 2f
	vle32.v	v13, (TMP)
	addi	TMP, TMP, 16
	vle32.v	v14, (TMP)
	addi	TMP, TMP, 16
2:	vle32.v	v15, (TMP)
.endm

/* The cipher on every element group of x (vtype e32, vl = 4 * blocks). */
.macro aes_enc x
	vaesz.vs \x, v1
	.irp	r, v2, v3, v4, v5, v6, v7, v8, v9, v10
	vaesem.vs \x, \r
	.endr
	beqz	K10, 3f
	vaesem.vs \x, v11
	vaesem.vs \x, v12
	blez	K12, 3f
	vaesem.vs \x, v13
	vaesem.vs \x, v14
3:	vaesef.vs \x, v15
.endm

.macro aes_dec x
	vaesz.vs \x, v15
	beqz	K10, 4f
	blez	K12, 3f
	vaesdm.vs \x, v14
	vaesdm.vs \x, v13
3:	vaesdm.vs \x, v12
	vaesdm.vs \x, v11
4:
	.irp	r, v10, v9, v8, v7, v6, v5, v4, v3, v2
	vaesdm.vs \x, \r
	.endr
	vaesdf.vs \x, v1
.endm

/* CTR32 counter blocks, kept byte-reversed per 32-bit word in v24 (LMUL
 * 4): word 3 of group j is the native counter ctr + j and words 0..2 are
 * the reversed nonce, so one vrev8.v gives the big-endian counter blocks
 * whole and one masked vadd.vx (v0: elements 4j + 3) steps every group;
 * the add wraps modulo 2^32 as inc32 does.  ctr_init loads the block at
 * (p) and leaves vtype e32, m4, vl = L32 with mask-undisturbed policy;
 * clobbers v16, v20, v28. */
.macro ctr_init p
	vsetivli zero, 16, e8, m1, ta, ma
	vle8.v	v20, (\p)
	vsetivli zero, 4, e32, m1, ta, ma
	vrev8.v	v20, v20
	vsetvli	zero, L32, e32, m4, ta, mu
	vid.v	v16
	vand.vi	v28, v16, 3
	vmseq.vi v0, v28, 3
	vrgather.vv v24, v20, v28
	vsrl.vi	v16, v16, 2
	vadd.vv	v24, v24, v16, v0.t
.endm

/* The next counter block (group 0 of v24) back to (p). */
.macro ctr_store p
	vsetivli zero, 4, e32, m1, ta, ma
	vrev8.v	v20, v24
	vsetivli zero, 16, e8, m1, ta, ma
	vse8.v	v20, (\p)
.endm

/* One batch of L8 / 16 blocks at (IN): v16 = E(counter blocks), the
 * counters step by n, v20 = the input and v16 = input ^ keystream, stored
 * to (OUT).  Enters and leaves with vtype e32, m4, vl = L32, mu. */
.macro ctr_batch n
	vrev8.v	v16, v24
	vadd.vx	v24, v24, \n, v0.t
	aes_enc	v16
	vsetvli	zero, L8, e8, m4, ta, mu
	vle8.v	v20, (IN)
	vxor.vv	v16, v16, v20
	vse8.v	v16, (OUT)
	vsetvli	zero, L32, e32, m4, ta, mu
.endm

/* GHASH lanes (ghash-zvkned.S, gcm-zvkned.S): v3 (e64, vl 2) = the XOR of
 * the n2 / 2 blocks of acc (LMUL 4), the even and the odd 64-bit elements
 * apart by two masked vredxor.vs; clobbers v0, v2, v4 and tmp (LMUL 4). */
.macro xor_lanes acc, n2, tmp
	vsetvli	zero, \n2, e64, m4, ta, ma
	vid.v	\tmp
	vand.vi	\tmp, \tmp, 1
	vmseq.vi v0, \tmp, 0
	vmv.s.x	v2, zero
	vredxor.vs v3, \acc, v2, v0.t
	vmnot.m	v0, v0
	vredxor.vs v4, \acc, v2, v0.t
	vsetivli zero, 2, e64, m1, ta, ma
	vslideup.vi v3, v4, 1
.endm

#endif
