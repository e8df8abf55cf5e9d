/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The AEGIS state Update over rotating register names, shared by
 * aegis-armv8ce.S and aegis-neon.S (included by the C preprocessor).  The
 * including file defines the AESRound steps on register numbers:
 *     upd_first f, last, s0, m    v\f = AESRound(v\last, v\s0 ^ v\m)
 *     upd a, b                    v\a = AESRound(v\a, v\b)
 * (AESRound(in, rk) = MixColumns(ShiftRows(SubBytes(in))) ^ rk).
 *
 * Update (core/aegis_c.c has the formulas): S'0 = AESRound(S(n-1), S0 ^ M0),
 * S'i = AESRound(S(i-1), Si), and AEGIS-128L adds M1 into S'4.  Every old
 * word is needed twice (round input and round key), so the spare register
 * f gets S(n-1) and becomes S'0, the register of S(i-1) becomes S'i, and
 * S(n-1)'s register is the next spare: the names rotate by one register
 * per block (each file says how it brings them back).
 *
 * Depends on: Armv8.0-A Advanced SIMD.
 */
#ifndef AESALT_ASM_AARCH64_AEGIS_MACROS_H
#define AESALT_ASM_AARCH64_AEGIS_MACROS_H

.macro aegis128_update f, s0, s1, s2, s3, s4, m
	upd_first \f, \s4, \s0, \m
	upd	\s0, \s1
	upd	\s1, \s2
	upd	\s2, \s3
	upd	\s3, \s4
.endm

.macro aegis256_update f, s0, s1, s2, s3, s4, s5, m
	upd_first \f, \s5, \s0, \m
	upd	\s0, \s1
	upd	\s1, \s2
	upd	\s2, \s3
	upd	\s3, \s4
	upd	\s4, \s5
.endm

/* M1 goes into S'4, which is in the register of S3 after the rotation. */
.macro aegis128l_update f, s0, s1, s2, s3, s4, s5, s6, s7, m0, m1
	upd_first \f, \s7, \s0, \m0
	upd	\s0, \s1
	upd	\s1, \s2
	upd	\s2, \s3
	upd	\s3, \s4
	upd	\s4, \s5
	upd	\s5, \s6
	upd	\s6, \s7
	eor	v\s3\().16b, v\s3\().16b, v\m1\().16b
.endm

/* The registers of a slot (kernel.h): absorb (st, in, nblocks), enc and
 * dec (st, out, in, nblocks); STATE is x0.  aegis_args_end drops the
 * names at the end of the function. */
.macro aegis_args mode
.ifc \mode, absorb
IN	.req	x1
NBLK	.req	x2
.else
OUT	.req	x1
IN	.req	x2
NBLK	.req	x3
.endif
.endm
.macro aegis_args_end mode
.unreq	IN
.unreq	NBLK
.ifnc \mode, absorb
.unreq	OUT
.endif
.endm

/* op (ld1, st1) the canonical n-word state at STATE (S0..S(n-1) at
 * 16-byte steps) from or to v\base..v(base + n - 1), base 0 or 16, through
 * x9. */
.macro state_io op, n, base
.if \base == 0
	state_io_regs \op, \n, 0, 3, 4, 5, 7
.else
	state_io_regs \op, \n, 16, 19, 20, 21, 23
.endif
.endm
.macro state_io_regs op, n, r0, r3, r4, r5, r7
	mov	x9, STATE
	\op	{v\r0\().16b - v\r3\().16b}, [x9], #64
.if \n == 5
	\op	{v\r4\().16b}, [x9]
.elseif \n == 6
	\op	{v\r4\().16b - v\r5\().16b}, [x9]
.else
	\op	{v\r4\().16b - v\r7\().16b}, [x9]
.endif
.endm

/* z = a ^ b ^ (c & d) into v\z: the keystream word of all three. */
.macro ks_word z, a, b, c, d
	and	v\z\().16b, v\c\().16b, v\d\().16b
	eor	v\z\().16b, v\z\().16b, v\a\().16b
	eor	v\z\().16b, v\z\().16b, v\b\().16b
.endm

/* v\d = v\s, then along the list (v\s = v\next, ...): the n MOVs that
 * undo one rotation. */
.macro mov_chain d, s, rest:vararg
	mov	v\d\().16b, v\s\().16b
.ifnb \rest
	mov_chain \s, \rest
.endif
.endm

#endif
