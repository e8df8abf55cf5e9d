/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Stitched AES-GCM for the "zvkned" kernel (core/kernel.h's gcm_enc and
 * gcm_dec slots): CTR32 (Zvkned rounds, Zvkb counter blocks) and GHASH of
 * the ciphertext (Zvkg vghsh.vv) in one pass over the data.
 *
 * Depends on: RV64I, RVV 1.0 with VLEN >= 128, Zvkned, Zvkb, Zvkg
 * (vcrypto-macros.h); the round keys and counter blocks of
 * zvkned-macros.h; the GHASH key layout of ghash-zvkned.S (H^32 .. H^1
 * descending, H^i at h + 16 * (32 - i)).
 *
 * Method: k = min(VLMAX / 4 at LMUL 4, 32) blocks per batch (4 at VLEN
 * 128, 8 at 256, 16 at 512, 32 from 1024), so the instructions per byte
 * halve as VLEN doubles up to 1024.  The call does the largest multiple
 * of k blocks of len (0 below k blocks) and returns its byte count; the
 * mode layer does the rest with ctr32 and ghash.  GHASH as in
 * ghash-zvkned.S: lane g of the accumulator (v28) takes blocks g, g + k,
 * ...; every batch but the last multiplies by H^k in every lane (a copy
 * on the stack, 16 k <= 512 bytes, loaded by one vle32.v: v1..v15 hold
 * the round keys and v16/v20/v24/v28 the keystream, data, counters and
 * accumulator, so no register group is left for it), the last batch by
 * H^k .. H^1 straight from the key, then the lanes are XORed together.
 * Per batch: 2 counter, Nr + 2 AES (one branch), 5 data, 2 vsetvli, 2
 * GHASH, 3 loop instructions: 25 at AES-128 for 16 k bytes.
 *
 * Constant time: branches only on the round count and the length; every
 * address is a pointer plus a multiple of 16 k; the instructions used are
 * on Zvkt's data-independent list.
 */

#include "abi-macros.h"
#include "vcrypto-macros.h"

#define KEY a0
#define GK a1
#define OUT a2
#define IN a3
#define LEN a4 /* then the bytes this call does */
#define CTRP a5
#define YP a6
#define K12 a7 /* rounds - 12 */
#define K t0 /* blocks per batch */
#define L8 t1 /* bytes per batch */
#define L32 t2 /* 32-bit elements per batch */
#define TMP t3
#define LAST t4 /* IN of the last batch */
#define HP t5 /* &H^k in the key */
#define K10 t6 /* rounds - 10 */

#include "zvkned-macros.h"

#define GK_H 8
#define NPOW 32
#define HBUF (16 * NPOW)

	.option	arch, +v
	.text

/* One batch: CTR32 on L8 bytes, then the ciphertext into the lanes with
 * the multipliers at (h). */
.macro gcm_batch enc, h
	ctr_batch K
	.if	\enc
	vle32.v	v20, (\h)
	vghsh.vv v28, v20, v16
	.else
	vle32.v	v16, (\h)
	vghsh.vv v28, v16, v20
	.endif
.endm

.macro gcm name, enc
FUNC(\name)
	vsetvli	K, zero, e32, m4, ta, ma
	srli	K, K, 2
	li	TMP, NPOW
	bleu	K, TMP, 1f
	mv	K, TMP
1:	slli	L8, K, 4
	neg	TMP, L8 /* a power of two */
	and	LEN, LEN, TMP
	beqz	LEN, 91f
	slli	L32, K, 2
	add	LAST, IN, LEN
	sub	LAST, LAST, L8
	addi	sp, sp, -HBUF
	load_keys
	ctr_init CTRP
	/* H^k in every lane to the stack (v28 holds vid & 3) */
	li	HP, NPOW
	sub	HP, HP, K
	slli	HP, HP, 4
	add	HP, HP, GK
	addi	HP, HP, GK_H
	vsetivli zero, 4, e32, m1, ta, ma
	vle32.v	v20, (HP)
	vsetvli	zero, L32, e32, m4, ta, mu
	vrgather.vv v16, v20, v28
	vse32.v	v16, (sp)
	/* v28 = (Y, 0, ..., 0) */
	vmv.v.i	v28, 0
	vsetivli zero, 16, e8, m4, tu, mu
	vle8.v	v28, (YP)
	vsetvli	zero, L32, e32, m4, ta, mu
	beq	IN, LAST, 20f
10:	gcm_batch \enc, sp
	add	IN, IN, L8
	add	OUT, OUT, L8
	bne	IN, LAST, 10b
20:	gcm_batch \enc, HP
	ctr_store CTRP
	/* Y = XOR of the lanes: the even and the odd 64-bit elements */
	slli	TMP, K, 1
	xor_lanes v28, TMP, v16
	vsetivli zero, 16, e8, m1, ta, ma
	vse8.v	v3, (YP)
	addi	sp, sp, HBUF
91:	mv	a0, LEN
	ret
ENDFUNC(\name)
.endm

/* size_t aesalt_gcm_{enc,dec}_zvkned(key, gkey, out, in, len, ctr, y) */
	gcm	aesalt_gcm_enc_zvkned, 1
	gcm	aesalt_gcm_dec_zvkned, 0
