/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GHASH with the RISC-V vector carry-less multiply of Zvkg (vghsh.vv,
 * vgmul.vv), for the "zvkned" kernel (core/kernel.h).
 *
 * Depends on: RV64I, RVV 1.0 with VLEN >= 128, Zvkg (vcrypto-macros.h).
 * vghsh.vv and vgmul.vv take GCM blocks in memory byte order (as vle8.v
 * or vle32.v load them) and do the bit reflection themselves.
 *
 * GHASH key (aesalt_ghash_key.h, owned by this file): H^32, H^31, ...,
 * H^1 at h + 16 * (32 - i) for H^i, so the descending powers H^b..H^1 of
 * any b <= 32 lanes are one contiguous vector.
 *
 * Method: k = min(VLMAX / 4, 32) lanes (element groups, LMUL 4).  Lane g
 * accumulates blocks g, g + k, g + 2k, ...: acc = (acc ^ X) * H^k while
 * at least 2k blocks are left, then one batch times H^k..H^1 (lane g by
 * H^(k-g)), and the lanes are XORed together (two masked vredxor.vs on
 * the 64-bit halves); a last batch of b < k blocks starts again from the
 * single Y with H^b..H^1.  So each block costs one lane of one vghsh.
 *
 * Constant time: branches only on the block count; vghsh/vgmul are on
 * Zvkt's data-independent list.
 */

#include "abi-macros.h"
#include "vcrypto-macros.h"
#include "zvkned-macros.h"

#define GK a0
#define Y a1
#define IN a2
#define NBLK a3
#define K a4 /* lanes */
#define HP a5 /* &H^k */
#define B a6 /* lanes this batch */
#define TMP a7
#define L8 t0
#define L32 t1

#define GK_H 8
#define NPOW 32

	.option	arch, +v
	.text

/* void aesalt_ghash_setkey_zvkned(aesalt_ghash_key *gkey, const uint8_t h[16]) */
FUNC(aesalt_ghash_setkey_zvkned)
	vsetivli zero, 16, e8, m1, ta, ma
	vle8.v	v1, (a1)
	vsetivli zero, 4, e32, m1, ta, ma
	vmv.v.v	v2, v1
	addi	t0, a0, GK_H + 16 * (NPOW - 1)
	li	t1, NPOW
1:	vse32.v	v2, (t0)
	vgmul.vv v2, v1
	addi	t0, t0, -16
	addi	t1, t1, -1
	bnez	t1, 1b
	ret
ENDFUNC(aesalt_ghash_setkey_zvkned)

/* HP = &H^b in the key. */
.macro pow_addr b
	li	HP, NPOW
	sub	HP, HP, \b
	slli	HP, HP, 4
	add	HP, HP, GK
	addi	HP, HP, GK_H
.endm

/* v8 (b lanes, b in B) = (Y, 0, ..., 0) with Y in v28 (group 0). */
.macro acc_init
	slli	L32, B, 2
	vsetvli	zero, L32, e32, m4, ta, ma
	vmv.v.i	v8, 0
	vsetivli zero, 4, e32, m4, tu, ma
	vmv.v.v	v8, v28
.endm

/* One batch of B blocks from IN into v8 with the descending powers
 * H^B..H^1, then v28 = XOR of the lanes. */
.macro last_batch
	pow_addr B
	slli	L8, B, 4
	slli	L32, B, 2
	vsetvli	zero, L8, e8, m4, ta, ma
	vle8.v	v12, (IN)
	vsetvli	zero, L32, e32, m4, ta, ma
	vle32.v	v16, (HP)
	vghsh.vv v8, v16, v12
	add	IN, IN, L8
	sub	NBLK, NBLK, B
	slli	TMP, B, 1
	xor_lanes v8, TMP, v12
	vmv.v.v	v28, v3
.endm

/* void aesalt_ghash_zvkned(const aesalt_ghash_key *gkey, uint8_t y[16],
 *                          const uint8_t *in, size_t nblocks) */
FUNC(aesalt_ghash_zvkned)
	beqz	NBLK, 90f
	vsetivli zero, 16, e8, m1, ta, ma
	vle8.v	v28, (Y)
	vsetvli	K, zero, e32, m4, ta, ma
	srli	K, K, 2
	li	TMP, NPOW
	bleu	K, TMP, 1f
	mv	K, TMP
1:	bltu	NBLK, K, 50f
	mv	B, K
	acc_init
	slli	TMP, K, 1
	bltu	NBLK, TMP, 40f
	/* v20: H^k in every lane (two stride-0 loads, the odd 64-bit
	 * elements under a mask) */
	pow_addr K
	vsetvli	zero, TMP, e64, m4, ta, mu
	vid.v	v12
	vand.vi	v12, v12, 1
	vmsne.vi v0, v12, 0
	vlse64.v v20, (HP), zero
	addi	HP, HP, 8
	vlse64.v v20, (HP), zero, v0.t
	slli	L8, K, 4
	slli	L32, K, 2
	slli	TMP, K, 1
10:	vsetvli	zero, L8, e8, m4, ta, ma
	vle8.v	v12, (IN)
	vsetvli	zero, L32, e32, m4, ta, ma
	vghsh.vv v8, v20, v12
	add	IN, IN, L8
	sub	NBLK, NBLK, K
	bgeu	NBLK, TMP, 10b
40:	last_batch
	beqz	NBLK, 80f
50:	mv	B, NBLK
	acc_init
	last_batch
80:	vsetivli zero, 16, e8, m1, ta, ma
	vse8.v	v28, (Y)
90:	ret
ENDFUNC(aesalt_ghash_zvkned)
