/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AES with VAES on 256-bit registers: the ECB, CBC-dec, CTR32 and XTS slots of
 * the "vaes" kernel (and its CFB-enc and OFB slots, serial: aes-aesni.S's
 * code after VZEROUPPER).  Sixteen blocks in flight (eight YMM registers of two
 * blocks each); what is left after the groups of sixteen (0..15 blocks)
 * goes to the aesni entry point of the same slot, by a tail jump after
 * VZEROUPPER, but for ECB, whose tail is VEX code on XMM registers here
 * (below), as are the one-block slots.  The key layout is aes-aesni.S's
 * (the vaes kernel uses its key expansion), each round key broadcast to
 * both lanes with VBROADCASTI128.
 *
 * Depends on: VAES, AVX2 (VPSHUFB/VPADDD/VBROADCASTI128 on YMM), AES-NI
 * and SSSE3 (the aesni tail).
 *
 * Constant time as aes-aesni.S: the same rounds, branches only on the
 * block count and the key size.
 *
 * Upper halves: every entry that can reach legacy-SSE code starts with
 * VZEROUPPER (ECB's runs VEX code only, and clears them after its YMM
 * groups).  Short calls run
 * aes-aesni.S's legacy-SSE code, and on Intel cores a legacy-SSE
 * instruction after AVX code that left the upper YMM halves dirty (the
 * caller's, another library's) pays a merge with them on every
 * instruction, which costs a short call several times its own time (the
 * host bench mixes libraries in one process, as a TLS server may).
 * VZEROUPPER costs about a cycle.
 *
 * Why sixteen: VAESENC ymm has a latency of 4 cycles and two issue per
 * cycle on Zen 3 (uops.info), so eight independent registers fill the
 * pipes; with eight blocks (four registers) the units would idle half the
 * time.
 *
 * Measured: bench/results/x86_64-host.md, the vaes rows of the ecb,
 * cbc-dec, ctr and xts tables.
 */

#include "aesni-macros.h"

#define KEY %rdi
#define OUT %rsi
#define IN %rdx
#define NB %rcx
#define IV %r8
#define ROUNDS %eax
#define RKEND %r9

#define K %ymm8
#define RK0 %ymm9
#define T0 %ymm10
#define T1 %ymm11
#define STEP %ymm12

	.text

/* one round of the eight registers with rk at \off(RKEND), broadcast */
.macro VROUND op, off
	vbroadcasti128 \off(RKEND), K
	.irp	r, 0, 1, 2, 3, 4, 5, 6, 7
	\op	K, %ymm\r, %ymm\r
	.endr
.endm

/* rounds 1..Nr of the eight registers (rk[0] already added) */
.macro VCIPHER op, oplast
	cmpl	$12, ROUNDS
	jb	.Lv10\@
	je	.Lv12\@
	VROUND	\op, -208
	VROUND	\op, -192
.Lv12\@:
	VROUND	\op, -176
	VROUND	\op, -160
.Lv10\@:
	.irp	off, -144, -128, -112, -96, -80, -64, -48, -32, -16
	VROUND	\op, \off
	.endr
	VROUND	\oplast, 0
.endm

.macro VLOAD8 src
	.irp	r, 0, 1, 2, 3, 4, 5, 6, 7
	vmovdqu	32*\r(\src), %ymm\r
	.endr
.endm

.macro VSTORE8 dst
	.irp	r, 0, 1, 2, 3, 4, 5, 6, 7
	vmovdqu	%ymm\r, 32*\r(\dst)
	.endr
.endm

.macro VADDRK0
	.irp	r, 0, 1, 2, 3, 4, 5, 6, 7
	vpxor	RK0, %ymm\r, %ymm\r
	.endr
.endm

/* ---- the 0..15 blocks after the groups of sixteen, VEX on XMM ------------
 *
 * ECB's tail stays in this file: its VEX-encoded XMM instructions pay no
 * penalty for upper halves someone else left dirty and leave none
 * behind, so a short call needs neither VZEROUPPER nor the jump to the
 * aesni code (a one-block call is a few cycles shorter, issue 25's 16 B
 * and 64 B cells).  Groups of eight, four, two and one as the bits of
 * the count say, as aes-aesni.S's ECB_GROUP; xmm9 holds rk[0], xmm8 the
 * round key being applied. */

/* one round of the blocks in regs with rk at \off(RKEND) */
.macro XROUND op, off, regs:vararg
	vmovdqu	\off(RKEND), %xmm8
	.irp	r, \regs
	\op	%xmm8, \r, \r
	.endr
.endm

/* the whole cipher on the blocks in regs: rk[0], rounds 1..Nr */
.macro XCIPHER op, oplast, regs:vararg
	.irp	r, \regs
	vpxor	%xmm9, \r, \r
	.endr
	cmpl	$12, ROUNDS
	jb	.Lx10\@
	je	.Lx12\@
	XROUND	\op, -208, \regs
	XROUND	\op, -192, \regs
.Lx12\@:
	XROUND	\op, -176, \regs
	XROUND	\op, -160, \regs
.Lx10\@:
	.irp	off, -144, -128, -112, -96, -80, -64, -48, -32, -16
	XROUND	\op, \off, \regs
	.endr
	XROUND	\oplast, 0, \regs
.endm

.macro XGROUP n, op, oplast, regs:vararg
	testq	$\n, NB
	jz	.Lxg\@
	.irp	r, \regs
	vmovdqu	(IN), \r
	addq	$16, IN
	.endr
	XCIPHER	\op, \oplast, \regs
	.irp	r, \regs
	vmovdqu	\r, (OUT)
	addq	$16, OUT
	.endr
.Lxg\@:
.endm

/* One block (core's aesalt_block_enc: GCM's E(K, J0), CMAC's and CCM's
 * single blocks, a 16-byte ECB call): the input loaded first and every
 * round a VEX instruction with its key as a memory operand at a fixed
 * offset from the key (VEX operands need no alignment), unrolled per key
 * size, so the rounds start a few instructions into the call. */
.macro ONE_BLOCK op, oplast
	vmovdqu	(IN), %xmm0
	vpxor	KEY_RK(KEY), %xmm0, %xmm0
	cmpl	$12, KEY_ROUNDS(KEY)
	jb	.Lo10\@
	je	.Lo12\@
	.irp	i, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13
	\op	KEY_RK+16*\i(KEY), %xmm0, %xmm0
	.endr
	\oplast	KEY_RK+16*14(KEY), %xmm0, %xmm0
	vmovdqu	%xmm0, (OUT)
	ret
.Lo12\@:
	.irp	i, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
	\op	KEY_RK+16*\i(KEY), %xmm0, %xmm0
	.endr
	\oplast	KEY_RK+16*12(KEY), %xmm0, %xmm0
	vmovdqu	%xmm0, (OUT)
	ret
.Lo10\@:
	.irp	i, 1, 2, 3, 4, 5, 6, 7, 8, 9
	\op	KEY_RK+16*\i(KEY), %xmm0, %xmm0
	.endr
	\oplast	KEY_RK+16*10(KEY), %xmm0, %xmm0
	vmovdqu	%xmm0, (OUT)
	ret
.endm

.macro ECB name, op, oplast
/* void aesalt_aes_ecb_<dir>_vaes(const aesalt_aes_key *key, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks); */
ENTRY \name
	cmpq	$1, NB
	jne	3f
	ONE_BLOCK \op, \oplast
3:	KEY_END	KEY, ROUNDS, RKEND
	cmpq	$16, NB
	jb	2f
	vzeroupper		/* see "Upper halves" above */
	vbroadcasti128 KEY_RK(KEY), RK0
1:	VLOAD8	IN
	VADDRK0
	VCIPHER	\op, \oplast
	VSTORE8	OUT
	addq	$256, IN
	addq	$256, OUT
	subq	$16, NB
	cmpq	$16, NB
	jae	1b
	vzeroupper
2:	vmovdqu	KEY_RK(KEY), %xmm9
	XGROUP	8, \op, \oplast, %xmm0, %xmm1, %xmm2, %xmm3, %xmm4, %xmm5, %xmm6, %xmm7
	XGROUP	4, \op, \oplast, %xmm0, %xmm1, %xmm2, %xmm3
	XGROUP	2, \op, \oplast, %xmm0, %xmm1
	XGROUP	1, \op, \oplast, %xmm0
	ret
END \name
.endm

	ECB	aesalt_aes_ecb_enc_vaes, vaesenc, vaesenclast
	ECB	aesalt_aes_ecb_dec_vaes, vaesdec, vaesdeclast

/* int aesalt_aes_block_<dir>_vaes(const aesalt_aes_key *key, uint8_t *out,
 *                                 const uint8_t *in);
 * The one-block slot (core/kernel.h): ONE_BLOCK loads in before it
 * writes out, so the buffers may overlap in any way; returns 0.  No upper
 * half is touched (VEX.128 only): no VZEROUPPER. */
.macro BLOCK name, op, oplast
ENTRY \name
	xorl	%eax, %eax
	ONE_BLOCK \op, \oplast
END \name
.endm

	BLOCK	aesalt_aes_block_enc_vaes, vaesenc, vaesenclast
	BLOCK	aesalt_aes_block_dec_vaes, vaesdec, vaesdeclast

/* void aesalt_aes_cfb_enc_vaes(const aesalt_aes_key *key, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks,
 *                              uint8_t iv[16]);
 * CFB encryption is serial: one block at a time, aes-aesni.S's code
 * after VZEROUPPER. */
ENTRY aesalt_aes_cfb_enc_vaes
	vzeroupper		/* see "Upper halves" above */
	jmp	aesalt_aes_cfb_enc_aesni
END aesalt_aes_cfb_enc_vaes

/* void aesalt_aes_ofb_vaes(const aesalt_aes_key *key, uint8_t *out,
 *                          const uint8_t *in, size_t nblocks,
 *                          uint8_t iv[16]);
 * OFB is serial as CFB encryption: aes-aesni.S's code after VZEROUPPER. */
ENTRY aesalt_aes_ofb_vaes
	vzeroupper		/* see "Upper halves" above */
	jmp	aesalt_aes_ofb_aesni
END aesalt_aes_ofb_vaes

/* void aesalt_aes_cbc_dec_vaes(const aesalt_aes_key *key, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks,
 *                              uint8_t iv[16]);
 * Register r holds blocks 2r, 2r+1 and is XORed with the unaligned load
 * of blocks 2r-1, 2r (register 0: the chaining value and block 0).  Every
 * load comes before the group's first store (in place works). */
ENTRY aesalt_aes_cbc_dec_vaes
	vzeroupper		/* see "Upper halves" above */
	cmpq	$16, NB
	jb	2f
	KEY_END	KEY, ROUNDS, RKEND
	vbroadcasti128 KEY_RK(KEY), RK0
	vmovdqu	(IV), %xmm13		/* chaining value */
1:	VLOAD8	IN
	VADDRK0
	VCIPHER	vaesdec, vaesdeclast
	vinserti128 $1, (IN), %ymm13, T0
	vpxor	T0, %ymm0, %ymm0
	.irp	r, 1, 2, 3, 4, 5, 6, 7
	vmovdqu	32*\r-16(IN), T0
	vpxor	T0, %ymm\r, %ymm\r
	.endr
	vmovdqu	240(IN), %xmm13
	VSTORE8	OUT
	addq	$256, IN
	addq	$256, OUT
	subq	$16, NB
	cmpq	$16, NB
	jae	1b
	vmovdqu	%xmm13, (IV)
	vzeroupper
2:	jmp	aesalt_aes_cbc_dec_aesni
END aesalt_aes_cbc_dec_vaes

/* void aesalt_aes_ctr32_vaes(const aesalt_aes_key *key, uint8_t *out,
 *                            const uint8_t *in, size_t nblocks,
 *                            uint8_t ctr[16]);
 * The counter as in aes-aesni.S (lane 3 of each half little-endian, so
 * VPADDD steps it modulo 2^32), two per register: {c, c+1}, then + 2. */
ENTRY aesalt_aes_ctr32_vaes
	vzeroupper		/* see "Upper halves" above */
	cmpq	$16, NB
	jb	2f
	KEY_END	KEY, ROUNDS, RKEND
	vbroadcasti128 KEY_RK(KEY), RK0
	vbroadcasti128 .Lvswap32(%rip), T1
	vbroadcasti128 .Lvtwo(%rip), STEP
	vbroadcasti128 (IV), T0
	vpshufb	T1, T0, T0
	vpaddd	.Lv01(%rip), T0, T0	/* {c, c + 1} */
1:	vmovdqa	T0, %ymm0
	vpaddd	STEP, %ymm0, %ymm1
	vpaddd	STEP, %ymm1, %ymm2
	vpaddd	STEP, %ymm2, %ymm3
	vpaddd	STEP, %ymm3, %ymm4
	vpaddd	STEP, %ymm4, %ymm5
	vpaddd	STEP, %ymm5, %ymm6
	vpaddd	STEP, %ymm6, %ymm7
	vpaddd	STEP, %ymm7, T0
	.irp	r, 0, 1, 2, 3, 4, 5, 6, 7
	vpshufb	T1, %ymm\r, %ymm\r
	vpxor	RK0, %ymm\r, %ymm\r
	.endr
	VCIPHER	vaesenc, vaesenclast
	.irp	r, 0, 1, 2, 3, 4, 5, 6, 7
	vpxor	32*\r(IN), %ymm\r, %ymm\r
	.endr
	VSTORE8	OUT
	addq	$256, IN
	addq	$256, OUT
	subq	$16, NB
	cmpq	$16, NB
	jae	1b
	vpshufb	%xmm11, %xmm10, %xmm10	/* T1, T0: the next counter's bytes */
	vmovdqu	%xmm10, (IV)
	vzeroupper
2:	jmp	aesalt_aes_ctr32_aesni
END aesalt_aes_ctr32_vaes

/* ---- XTS ------------------------------------------------------------- */

/* XTS: sixteen tweaks in eight registers' worth of stack (S_T), pair r =
 * {T_2r, T_2r+1}; each pair steps to the next group by x^16, which is a
 * 2-byte shift of each lane with the two bytes shifted out folded back by
 * one VPCLMULQDQ with 0x87 (x^128 = x^7 + x^2 + x + 1): eight independent
 * steps a group instead of a serial chain of sixteen.  S_L holds
 * rk[Nr] ^ T for the last round (AESENCLAST ends with the key's XOR).
 * The first sixteen tweaks come from the serial doubling of aes-aesni.S;
 * the area is wiped before the tail jump to the aesni slot, which does
 * the 0..15 blocks left from the next tweak. */
#define S_T 0
#define S_L 256
#define RKN %ymm13
#define C87 %ymm14
#define TW %xmm10
#define TMP %xmm11
#define GFMASK %xmm12

.macro XTS name, op, oplast, tail
/* void aesalt_aes_xts_<dir>_vaes(const aesalt_aes_key *key, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks,
 *                                uint8_t tweak[16]); */
ENTRY \name
	vzeroupper		/* see "Upper halves" above */
	cmpq	$16, NB
	jb	3f
	pushq	%rbp
	movq	%rsp, %rbp
	subq	$512, %rsp
	andq	$-32, %rsp
	KEY_END	KEY, ROUNDS, RKEND
	vmovdqu	(IV), TW
	vmovdqa	.Lxtsmask(%rip), GFMASK
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	vmovdqa	TW, S_T+16*\i(%rsp)
	vpshufd	$0x13, TW, TMP
	vpsrad	$31, TMP, TMP
	vpand	GFMASK, TMP, TMP
	vpaddq	TW, TW, TW
	vpxor	TMP, TW, TW
	.endr
	vbroadcasti128 KEY_RK(KEY), RK0
	vbroadcasti128 (RKEND), RKN
	vbroadcasti128 .Lc87(%rip), C87
1:	.irp	r, 0, 1, 2, 3, 4, 5, 6, 7
	vmovdqa	S_T+32*\r(%rsp), T0
	vpxor	RKN, T0, T1
	vmovdqa	T1, S_L+32*\r(%rsp)
	vpxor	32*\r(IN), T0, %ymm\r
	vpxor	RK0, %ymm\r, %ymm\r
	vpslldq	$2, T0, T1
	vpsrldq	$14, T0, T0
	vpclmulqdq $0x00, C87, T0, T0
	vpxor	T0, T1, T1
	vmovdqa	T1, S_T+32*\r(%rsp)
	.endr
	cmpl	$12, ROUNDS
	jb	.Lx10\@
	je	.Lx12\@
	VROUND	\op, -208
	VROUND	\op, -192
.Lx12\@:
	VROUND	\op, -176
	VROUND	\op, -160
.Lx10\@:
	.irp	off, -144, -128, -112, -96, -80, -64, -48, -32, -16
	VROUND	\op, \off
	.endr
	.irp	r, 0, 1, 2, 3, 4, 5, 6, 7
	\oplast	S_L+32*\r(%rsp), %ymm\r, %ymm\r
	.endr
	VSTORE8	OUT
	addq	$256, IN
	addq	$256, OUT
	subq	$16, NB
	cmpq	$16, NB
	jae	1b
	vmovdqa	S_T(%rsp), TW		/* the next tweak */
	vmovdqu	TW, (IV)
	vpxor	T0, T0, T0
	.irp	r, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	vmovdqa	T0, 32*\r(%rsp)
	.endr
	movq	%rbp, %rsp
	popq	%rbp
	vzeroupper
3:	jmp	\tail
END \name
.endm

	XTS	aesalt_aes_xts_enc_vaes, vaesenc, vaesenclast, aesalt_aes_xts_enc_aesni
	XTS	aesalt_aes_xts_dec_vaes, vaesdec, vaesdeclast, aesalt_aes_xts_dec_aesni

	.section .rodata
	.p2align 4
.Lvswap32:
	.byte	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15, 14, 13, 12
.Lvtwo:
	.long	0, 0, 0, 2
.Lxtsmask:
	.long	0x87, 0, 1, 0
.Lc87:
	.quad	0x87, 0
	.p2align 5
.Lv01:
	.long	0, 0, 0, 0, 0, 0, 0, 1

	.section .note.GNU-stack, "", @progbits
