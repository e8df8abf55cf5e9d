/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Fused GCM of the "vaes" kernel: CTR32 with VAES on sixteen blocks (eight
 * YMM registers) and GHASH with VPCLMULQDQ two blocks per instruction,
 * stitched as in gcm-aesni.S.  Returns the bytes done (len rounded down to
 * 256); the mode layer finishes the rest with the ctr32 and ghash slots.
 *
 * Depends on: VAES, VPCLMULQDQ, AVX2.  Constant time as gcm-aesni.S.
 *
 * GHASH.  The key (ghash-vaes.S) holds H^8..H^1 in descending pairs, so a
 * group of sixteen blocks is two halves of eight, each one reduction:
 * Y' = (Y + X0) H^8 + ... + X7 H, the half's four VPCLMULQDQ triples
 * (Karatsuba) summed lane-wise, the two lanes added, then the
 * two-multiplication reduction of ghash-aesni.S.  The second half needs
 * the first's Y, a short serial chain that the AES rounds around it hide.
 * Encryption hashes the previous group's ciphertext, re-read from out
 * (first group encrypted alone, last hashed alone); decryption the group
 * it decrypts, read from in before any store.
 *
 * Registers: ymm0-7 AES blocks, ymm8 round key (also a GHASH temporary
 * between rounds), ymm9-11 Karatsuba sums (xmm9 = Y between halves),
 * ymm12-14 temporaries, ymm15 the counters {c, c+1}.
 *
 * Measured: bench/results/x86_64-host.md, the vaes rows of the gcm-enc and
 * gcm-dec tables.
 * llvm-mca -mcpu=znver3: 122 cycles per 256-byte iteration (AES-256),
 * bound by the two FP pipes that issue both VAESENC and VPCLMULQDQ.
 */

#include "aesni-macros.h"

#define GK_H 8
#define GK_PD (GK_H + 256) /* descending powers */
#define GK_KD (GK_H + 384) /* their Karatsuba factors */

/* size_t aesalt_gcm_{enc,dec}_vaes(const aesalt_aes_key *key,
 *     const aesalt_ghash_key *gkey, uint8_t *out, const uint8_t *in,
 *     size_t len, uint8_t ctr[16], uint8_t y[16]);
 * y is the seventh argument: 16(%rsp) after the push of rbx. */
#define KEY %rdi
#define GKEY %rsi
#define OUT %rdx
#define IN %rcx
#define LEN %r8
#define CTR %r9
#define ROUNDS %eax
#define RKEND %r10
#define YP %r11
#define NG %rbx

#define K %ymm8
#define LO %ymm9
#define HI %ymm10
#define MID %ymm11
#define T1 %ymm12
#define T2 %ymm13
#define T3 %ymm14
#define CTRV %ymm15
#define LOx %xmm9
#define HIx %xmm10
#define MIDx %xmm11
#define T1x %xmm12

	.text

.macro VROUND op, off
	vbroadcasti128 \off(RKEND), K
	.irp	r, 0, 1, 2, 3, 4, 5, 6, 7
	\op	K, %ymm\r, %ymm\r
	.endr
.endm

/* register j of the group at \off(\base) (blocks 2j, 2j+1): its products
 * by {H^(8-2m), H^(7-2m)}, m = j mod 4, into LO/HI/MID; m = 0 starts a
 * half and adds Y (xmm9, upper lane zero) to its first block */
.macro GSTEP base, off, m
	vmovdqu	\off(\base), T3
	vpshufb	.Lvbswap(%rip), T3, T3
.if \m == 0
	vpxor	LO, T3, T3
.endif
	vpshufd	$0x4e, T3, K
	vpxor	T3, K, K
	vpclmulqdq $0x00, GK_PD+32*\m(GKEY), T3, T1
	vpclmulqdq $0x11, GK_PD+32*\m(GKEY), T3, T2
	vpclmulqdq $0x00, GK_KD+32*\m(GKEY), K, K
.if \m == 0
	vmovdqa	T1, LO
	vmovdqa	T2, HI
	vmovdqa	K, MID
.else
	vpxor	T1, LO, LO
	vpxor	T2, HI, HI
	vpxor	K, MID, MID
.endif
.endm

/* xmm9 = the reduced half: lanes added, then ghash-aesni.S's reduction */
.macro GREDUCE
	vextracti128 $1, LO, T1x
	vpxor	T1x, LOx, LOx
	vextracti128 $1, HI, T1x
	vpxor	T1x, HIx, HIx
	vextracti128 $1, MID, T1x
	vpxor	T1x, MIDx, MIDx
	vpxor	LOx, MIDx, MIDx
	vpxor	HIx, MIDx, MIDx
	vpslldq	$8, MIDx, T1x
	vpsrldq	$8, MIDx, MIDx
	vpxor	T1x, LOx, LOx
	vpxor	MIDx, HIx, HIx
	vpclmulqdq $0x10, .Lvpoly(%rip), LOx, T1x
	vpshufd	$0x4e, LOx, LOx
	vpxor	T1x, LOx, LOx
	vpclmulqdq $0x10, .Lvpoly(%rip), LOx, T1x
	vpshufd	$0x4e, LOx, LOx
	vpxor	T1x, LOx, LOx
	vpxor	HIx, LOx, LOx
.endm

.macro GHASH16 base, off
	GSTEP	\base, \off+0, 0
	GSTEP	\base, \off+32, 1
	GSTEP	\base, \off+64, 2
	GSTEP	\base, \off+96, 3
	GREDUCE
	GSTEP	\base, \off+128, 0
	GSTEP	\base, \off+160, 1
	GSTEP	\base, \off+192, 2
	GSTEP	\base, \off+224, 3
	GREDUCE
.endm

/* sixteen counter blocks with rk[0] added; CTRV steps by 16 */
.macro COUNTERS
	vpaddd	.Lvtwo(%rip), CTRV, %ymm1
	vmovdqa	CTRV, %ymm0
	vpaddd	.Lvfour(%rip), CTRV, %ymm2
	vpaddd	.Lvfour(%rip), %ymm1, %ymm3
	vpaddd	.Lveight(%rip), CTRV, %ymm4
	vpaddd	.Lveight(%rip), %ymm1, %ymm5
	vpaddd	.Lveight(%rip), %ymm2, %ymm6
	vpaddd	.Lveight(%rip), %ymm3, %ymm7
	vpaddd	.Lveight(%rip), %ymm4, CTRV
	vbroadcasti128 KEY_RK(KEY), K
	.irp	r, 0, 1, 2, 3, 4, 5, 6, 7
	vpshufb	.Lvswap32(%rip), %ymm\r, %ymm\r
	vpxor	K, %ymm\r, %ymm\r
	.endr
.endm

/* rounds 1..Nr; with \stitch, GHASH16 of \base+\off spread over the nine
 * middle rounds */
.macro GCM_ROUNDS stitch, base, off
	cmpl	$12, ROUNDS
	jb	.Lg10\@
	je	.Lg12\@
	VROUND	vaesenc, -208
	VROUND	vaesenc, -192
.Lg12\@:
	VROUND	vaesenc, -176
	VROUND	vaesenc, -160
.Lg10\@:
.if \stitch
	VROUND	vaesenc, -144
	GSTEP	\base, \off+0, 0
	VROUND	vaesenc, -128
	GSTEP	\base, \off+32, 1
	VROUND	vaesenc, -112
	GSTEP	\base, \off+64, 2
	VROUND	vaesenc, -96
	GSTEP	\base, \off+96, 3
	GREDUCE
	VROUND	vaesenc, -80
	GSTEP	\base, \off+128, 0
	VROUND	vaesenc, -64
	GSTEP	\base, \off+160, 1
	VROUND	vaesenc, -48
	GSTEP	\base, \off+192, 2
	VROUND	vaesenc, -32
	GSTEP	\base, \off+224, 3
	VROUND	vaesenc, -16
	GREDUCE
.else
	.irp	o, -144, -128, -112, -96, -80, -64, -48, -32, -16
	VROUND	vaesenc, \o
	.endr
.endif
	VROUND	vaesenclast, 0
.endm

/* out = blocks ^ in; every load of in before the first store */
.macro XOR_STORE
	.irp	r, 0, 1, 2, 3, 4, 5, 6, 7
	vpxor	32*\r(IN), %ymm\r, %ymm\r
	.endr
	.irp	r, 0, 1, 2, 3, 4, 5, 6, 7
	vmovdqu	%ymm\r, 32*\r(OUT)
	.endr
.endm

.macro PROLOGUE none
	cmpq	$256, LEN
	jb	\none
	pushq	%rbx
	movq	LEN, NG
	shrq	$8, NG
	KEY_END	KEY, ROUNDS, RKEND
	movq	16(%rsp), YP
	vmovdqu	(YP), LOx
	vpshufb	.Lvbswap(%rip), LOx, LOx
	vbroadcasti128 (CTR), CTRV
	vpshufb	.Lvswap32(%rip), CTRV, CTRV
	vpaddd	.Lv01(%rip), CTRV, CTRV
.endm

.macro EPILOGUE
	vpshufb	.Lvbswap(%rip), LOx, LOx
	vmovdqu	LOx, (YP)
	vpshufb	.Lvswap32(%rip), CTRV, CTRV
	vmovdqu	%xmm15, (CTR)
	vzeroall
	popq	%rbx
	movq	LEN, %rax
	andq	$-256, %rax
	ret
.endm

ENTRY aesalt_gcm_enc_vaes
	PROLOGUE 9f
	COUNTERS
	GCM_ROUNDS	0
	XOR_STORE
	addq	$256, IN
	addq	$256, OUT
	decq	NG
	jz	2f
1:	COUNTERS
	GCM_ROUNDS	1, OUT, -256
	XOR_STORE
	addq	$256, IN
	addq	$256, OUT
	decq	NG
	jnz	1b
2:	GHASH16	OUT, -256
	EPILOGUE
9:	xorl	%eax, %eax
	ret
END aesalt_gcm_enc_vaes

ENTRY aesalt_gcm_dec_vaes
	PROLOGUE 9f
1:	COUNTERS
	GCM_ROUNDS	1, IN, 0
	XOR_STORE
	addq	$256, IN
	addq	$256, OUT
	decq	NG
	jnz	1b
	EPILOGUE
9:	xorl	%eax, %eax
	ret
END aesalt_gcm_dec_vaes

	.section .rodata
	.p2align 5
.Lvbswap:
	.byte	15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
	.byte	15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
.Lvswap32:
	.byte	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15, 14, 13, 12
	.byte	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15, 14, 13, 12
.Lv01:
	.long	0, 0, 0, 0, 0, 0, 0, 1
.Lvtwo:
	.long	0, 0, 0, 2, 0, 0, 0, 2
.Lvfour:
	.long	0, 0, 0, 4, 0, 0, 0, 4
.Lveight:
	.long	0, 0, 0, 8, 0, 0, 0, 8
.Lvpoly:
	.quad	1, 0xc200000000000000

	.section .note.GNU-stack, "", @progbits
