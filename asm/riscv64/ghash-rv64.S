/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GHASH in the RV64GC base ISA (the "rv64" kernel's ghash slot,
 * core/kernel.h): Shoup's 4-bit tables, one byte of X per step.
 *
 * Depends on: RV64I.
 *
 * THIS CODE IS NOT CONSTANT TIME: the table addresses depend on the
 * accumulator and the data.
 *
 * Key (aesalt_ghash_key.h.q, made by kernel_rv64.c's setkey): q[i] and
 * q[16 + i] the hi and lo halves of m[i] = i(x) * H as in
 * core/ghash_table.c (nibble top bit = x^0), q[32 + i] and q[48 + i] those
 * of m[i] * x^4.  A byte b of X (from byte 15 down, each byte's low nibble
 * being the higher powers) is then one Horner step
 *   Z = Z * x^8 + m[b & 15] * x^4 + m[b >> 4],
 * where Z * x^8 shifts the 128-bit Z right by 8 bits and folds the byte
 * that fell off back in from red8 (a public 2 KiB table of
 * (x^128 mod P) * x^k: the XOR of 0xe1 << (49 + k) over the set bits k).
 * 26 instructions per byte (15 of them in the two table lookups), 16 for
 * the first byte of a block (Z = 0), instead of two 4-bit steps with a
 * reduction each.
 *
 * Big-endian loads and stores of y are byte by byte (no Zbb/Zbkb rev8);
 * the data is read with lbu (no alignment needed).
 */

#include "abi-macros.h"

#define GK a0
#define Y a1
#define IN a2
#define N a3
#define ZH a4
#define ZL a5
#define YH a6
#define YL a7
#define RB t0 /* red8 */
#define M t1 /* gkey->h.q */
#define B t2
#define T t3
#define U t4

#define GK_H 8

	.section .rodata
	.p2align 3
.Lred8:
	.set	.Lr8, 0
	.rept	256
	.quad	(((.Lr8) & 1) * (0xe1 << 49)) ^ ((((.Lr8) >> 1) & 1) * (0xe1 << 50)) ^ ((((.Lr8) >> 2) & 1) * (0xe1 << 51)) ^ ((((.Lr8) >> 3) & 1) * (0xe1 << 52)) ^ ((((.Lr8) >> 4) & 1) * (0xe1 << 53)) ^ ((((.Lr8) >> 5) & 1) * (0xe1 << 54)) ^ ((((.Lr8) >> 6) & 1) * (0xe1 << 55)) ^ ((((.Lr8) >> 7) & 1) * (0xe1 << 56))
	.set	.Lr8, .Lr8 + 1
	.endr
	.text

/* d = the big-endian 64-bit word at p (byte loads; U is clobbered). */
.macro ld_be64 d, p
	lbu	\d, 0(\p)
	.irp	i, 1, 2, 3, 4, 5, 6, 7
	slli	\d, \d, 8
	lbu	U, \i(\p)
	or	\d, \d, U
	.endr
.endm

/* Stores s big-endian at p (s is shifted away). */
.macro st_be64 s, p
	.irp	i, 7, 6, 5, 4, 3, 2, 1
	sb	\s, \i(\p)
	srli	\s, \s, 8
	.endr
	sb	\s, 0(\p)
.endm

/* One byte: B = in[i] ^ the byte of y at that place (ysrc >> s; the bits
 * above 7 are don't-care), then the Horner step (first: Z was 0). */
.macro byte i, ysrc, s, first=0
	lbu	B, \i(IN)
	.if	\s
	srli	T, \ysrc, \s
	xor	B, B, T
	.else
	xor	B, B, \ysrc
	.endif
	.if	\first
	slli	T, B, 3
	andi	T, T, 0x78
	add	T, T, M
	ld	ZH, 256(T)
	ld	ZL, 384(T)
	.else
	andi	T, ZL, 0xff
	slli	T, T, 3
	add	T, T, RB
	ld	T, 0(T)
	slli	U, ZH, 56
	srli	ZL, ZL, 8
	or	ZL, ZL, U
	srli	ZH, ZH, 8
	xor	ZH, ZH, T
	slli	T, B, 3
	andi	T, T, 0x78
	add	T, T, M
	ld	U, 256(T)
	xor	ZH, ZH, U
	ld	U, 384(T)
	xor	ZL, ZL, U
	.endif
	srli	T, B, 1
	andi	T, T, 0x78
	add	T, T, M
	ld	U, 0(T)
	xor	ZH, ZH, U
	ld	U, 128(T)
	xor	ZL, ZL, U
.endm

/* void aesalt_ghash_rv64(const aesalt_ghash_key *gkey, uint8_t y[16],
 *                        const uint8_t *in, size_t nblocks) */
FUNC(aesalt_ghash_rv64)
	beqz	N, 90f
	ld_be64	ZH, Y
	addi	T, Y, 8
	ld_be64	ZL, T
	la	RB, .Lred8
	addi	M, GK, GK_H
10:	mv	YH, ZH
	mv	YL, ZL
	byte	15, YL, 0, 1
	byte	14, YL, 8
	byte	13, YL, 16
	byte	12, YL, 24
	byte	11, YL, 32
	byte	10, YL, 40
	byte	9, YL, 48
	byte	8, YL, 56
	byte	7, YH, 0
	byte	6, YH, 8
	byte	5, YH, 16
	byte	4, YH, 24
	byte	3, YH, 32
	byte	2, YH, 40
	byte	1, YH, 48
	byte	0, YH, 56
	addi	IN, IN, 16
	addi	N, N, -1
	bnez	N, 10b
	st_be64	ZH, Y
	addi	T, Y, 8
	st_be64	ZL, T
90:	ret
ENDFUNC(aesalt_ghash_rv64)
