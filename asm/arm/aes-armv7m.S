/* SPDX-License-Identifier: Apache-2.0 */
/*
 * T-table AES for Cortex-M (Thumb-2): key expansion both directions, ECB,
 * CBC, CTR32 and one AES round on n blocks (the AEGIS round).
 *
 * Depends on: Thumb-2 of ARMv7-M (UBFX, UXTB, REV, shifted-register
 * operands, unaligned LDR/STR).  Runs on ARMv7-M, ARMv7E-M, ARMv8-M
 * mainline and, the same code, on ARMv7-A and later in Thumb state.
 *
 * NOT constant time: every round does 16 loads from a 1 KiB table at
 * addresses made of secret bytes.  On a core with a data cache (Cortex-M7,
 * every Cortex-A) that leaks through the cache; on a cacheless Cortex-M3/M4
 * it still leaks through flash wait states and bus contention where the
 * tables are not in zero-wait-state SRAM.  The constant-time kernel is
 * ct64 (asm/arm/README.md).
 *
 * One table Te (Te[x] = MixColumns of (S[x],0,0,0) as a little-endian
 * column word) serves all four rows: the row-r lookup is rotated by 8r with
 * the barrel shifter of the EOR that consumes it, as Schwabe and Stoffelen
 * do on the Cortex-M4 (SAC 2016).  The four extractions of a column are
 * issued before its four loads, so that the loads are back to back and
 * pipeline (Cortex-M4 TRM r0p1, 3.3.2: n independent loads take n + 1
 * cycles).
 *
 * The state is four little-endian column words (LDR of the block: byte
 * 4j + r is row r of column j, bits 8r..8r+7 of word j); round keys are
 * the FIPS-197 words in the same order.  Decryption uses the equivalent
 * inverse cipher (FIPS-197 5.3.5): the decryption schedule holds the round
 * keys in reverse order, InvMixColumns applied to the middle ones.
 *
 * Measured (instructions, memory accesses and cycles ESTIMATED from the
 * Cortex-M4 TRM's timings, zero wait states, per byte of every mode, size
 * and key, on qemu-system-arm mps2-an386): bench/results/cortex-m4.md,
 * rows armv7m (CTR with the counter-mode caching of rounds 1-2, GCM with
 * ghash-armv7m.S), and its "Key expansion" table for the key set-up.
 */
#if !defined(__thumb2__)
#error "aes-armv7m.S needs Thumb-2 (ARMv7-M or later)"
#endif

	.syntax	unified
	.thumb
	.text

/* Offsets in aesalt_aes_key (pinned in asm/arm/kernel_armv7m.c). */
#define KEY_ROUNDS 4
#define KEY_RK 16

/* Register map of the block code. */
#define RK r0	/* round-key pointer, advancing */
#define T0 r1	/* table indices / looked-up words */
#define T1 r2
#define T2 r3
#define T3 lr
#define S0 r4	/* state A */
#define S1 r5
#define S2 r6
#define S3 r7
#define U0 r8	/* state B */
#define U1 r9
#define U2 r10
#define U3 r11
#define TE r12	/* Te (encryption) or Td (decryption) */

/* Offsets from .Laes_tables (asm/arm/aes-armv7m-tables.h). */
#define OFF_SBOX 1024
#define OFF_TD 1280
#define OFF_ISBOX 2304
#define OFF_RCON 2560

/* The frame of the block entry points, above the saved r4-r11, lr. */
#define F_END 0		/* RK after the last full round */
#define F_OUT 4
#define F_IN 8
#define F_N 12
#define F_RKB 16	/* first round key */
#define F_X 20		/* 16 bytes: chaining value */
#define F_SIZE 36	/* 36 + 36: 8-byte aligned */
#define F_ARG5 (F_SIZE + 36)	/* fifth argument (iv, ctr) */

/* reg = address of .Laes_tables + off, position independent. */
.macro	TABLES reg, off
	ldr	\reg, 8f
7:	add	\reg, pc
	.if	\off
	add	\reg, \reg, #\off
	.endif
	b	9f
	.p2align 2
8:	.word	.Laes_tables - (7b + 4)
9:
.endm

/* One column of an encryption round: d = Te[a0.b0] ^ rotl8 Te[a1.b1] ^
 * rotl16 Te[a2.b2] ^ rotl24 Te[a3.b3] ^ *RK++. */
.macro	ENC_COL d, a0, a1, a2, a3
	uxtb	T0, \a0
	ubfx	T1, \a1, #8, #8
	ubfx	T2, \a2, #16, #8
	lsr	T3, \a3, #24
	ldr	\d, [RK], #4
	ldr	T0, [TE, T0, lsl #2]
	ldr	T1, [TE, T1, lsl #2]
	ldr	T2, [TE, T2, lsl #2]
	ldr	T3, [TE, T3, lsl #2]
	eor	\d, \d, T0
	eor	\d, \d, T1, ror #24
	eor	\d, \d, T2, ror #16
	eor	\d, \d, T3, ror #8
.endm

/* ShiftRows: column j takes row r from column j + r. */
.macro	ENC_ROUND d0, d1, d2, d3, a0, a1, a2, a3
	ENC_COL	\d0, \a0, \a1, \a2, \a3
	ENC_COL	\d1, \a1, \a2, \a3, \a0
	ENC_COL	\d2, \a2, \a3, \a0, \a1
	ENC_COL	\d3, \a3, \a0, \a1, \a2
.endm

/* One lookup in place: r = Te[r] (ld ldr) or S[r] (ld ldrb). */
.macro	LK	ld, r
	.ifc	\ld, ldr
	ldr	\r, [TE, \r, lsl #2]
	.else
	ldrb	\r, [TE, \r]
	.endif
.endm

/* Columns 2 and 3 of a round in one batch of loads (one pipeline start
 * instead of two, TRM 3.3.2): d2 and d3 take the round keys and the dead
 * sources the indices, so a0..a3 are clobbered.  The extractions take
 * each source's two bytes in turn, so each source is free once read.
 * ld is ldr (Te, rotations) or ldrb (S-box, shifts); s1..s3 the operand
 * shifts of rows 1..3.  off < 0: the round keys from RK++; else from
 * [sp, #off + 8] and [sp, #off + 12], with column 1's, [sp, #off + 4],
 * added to d1 here (ROUNDK). */
.macro	COLS23	ld, s1, s2, s3, d1, d2, d3, a0, a1, a2, a3, off=-1
	ubfx	T0, \a0, #16, #8	/* col 2 row 2 */
	ubfx	T1, \a0, #8, #8		/* col 3 row 1 */
	lsr	T2, \a1, #24		/* col 2 row 3 */
	ubfx	T3, \a1, #16, #8	/* col 3 row 2 */
	uxtb	\a0, \a2		/* col 2 row 0 */
	lsr	\a1, \a2, #24		/* col 3 row 3 */
	ubfx	\a2, \a3, #8, #8	/* col 2 row 1 */
	uxtb	\a3, \a3		/* col 3 row 0 */
	.if	\off < 0
	ldr	\d2, [RK], #4
	ldr	\d3, [RK], #4
	.else
	ldr	RK, [sp, #(\off + 4)]
	ldr	\d2, [sp, #(\off + 8)]
	ldr	\d3, [sp, #(\off + 12)]
	.endif
	LK	\ld, T0
	LK	\ld, T1
	LK	\ld, T2
	LK	\ld, T3
	LK	\ld, \a0
	LK	\ld, \a1
	LK	\ld, \a2
	LK	\ld, \a3
	.if	\off >= 0
	eor	\d1, \d1, RK
	.endif
	eor	\d2, \d2, \a0
	eor	\d2, \d2, \a2, \s1
	eor	\d2, \d2, T0, \s2
	eor	\d2, \d2, T2, \s3
	eor	\d3, \d3, \a3
	eor	\d3, \d3, T1, \s1
	eor	\d3, \d3, T3, \s2
	eor	\d3, \d3, \a1, \s3
.endm

/* A whole round in two batches of loads, the round key at [sp, #off]
 * (CTR's frame copy), RK a fifth scratch register: columns 0 and 1 share
 * one batch (column 1's indices in RK and the free d1..d3, its round key
 * added with columns 2 and 3), columns 2 and 3 the other (COLS23).
 * Clobbers a0..a3 and RK. */
.macro	ROUNDK	ld, s1, s2, s3, off, d0, d1, d2, d3, a0, a1, a2, a3
	uxtb	T0, \a0
	ubfx	T1, \a1, #8, #8
	ubfx	T2, \a2, #16, #8
	lsr	T3, \a3, #24
	uxtb	RK, \a1
	ubfx	\d1, \a2, #8, #8
	ubfx	\d2, \a3, #16, #8
	lsr	\d3, \a0, #24
	ldr	\d0, [sp, #\off]
	LK	\ld, T0
	LK	\ld, T1
	LK	\ld, T2
	LK	\ld, T3
	LK	\ld, RK
	LK	\ld, \d1
	LK	\ld, \d2
	LK	\ld, \d3
	eor	\d0, \d0, T0
	eor	\d0, \d0, T1, \s1
	eor	\d0, \d0, T2, \s2
	eor	\d0, \d0, T3, \s3
	eor	\d1, RK, \d1, \s1
	eor	\d1, \d1, \d2, \s2
	eor	\d1, \d1, \d3, \s3
	COLS23	\ld, \s1, \s2, \s3, \d1, \d2, \d3, \a0, \a1, \a2, \a3, \off
.endm

/* ENC_ROUND with columns 2 and 3 paired (COLS23): clobbers a0..a3. */
.macro	ENC_ROUNDX d0, d1, d2, d3, a0, a1, a2, a3
	ENC_COL	\d0, \a0, \a1, \a2, \a3
	ENC_COL	\d1, \a1, \a2, \a3, \a0
	COLS23	ldr, "ror #24", "ror #16", "ror #8", \d1, \d2, \d3, \a0, \a1, \a2, \a3
.endm

/* One column of a last round (TE points at a byte S-box): no MixColumns. */
.macro	LAST_COL d, a0, a1, a2, a3
	uxtb	T0, \a0
	ubfx	T1, \a1, #8, #8
	ubfx	T2, \a2, #16, #8
	lsr	T3, \a3, #24
	ldr	\d, [RK], #4
	ldrb	T0, [TE, T0]
	ldrb	T1, [TE, T1]
	ldrb	T2, [TE, T2]
	ldrb	T3, [TE, T3]
	eor	\d, \d, T0
	eor	\d, \d, T1, lsl #8
	eor	\d, \d, T2, lsl #16
	eor	\d, \d, T3, lsl #24
.endm

.macro	ENC_LAST d0, d1, d2, d3, a0, a1, a2, a3
	LAST_COL \d0, \a0, \a1, \a2, \a3
	LAST_COL \d1, \a1, \a2, \a3, \a0
	LAST_COL \d2, \a2, \a3, \a0, \a1
	LAST_COL \d3, \a3, \a0, \a1, \a2
.endm

/* ENC_LAST with columns 2 and 3 paired: clobbers a0..a3. */
.macro	ENC_LASTX d0, d1, d2, d3, a0, a1, a2, a3
	LAST_COL \d0, \a0, \a1, \a2, \a3
	LAST_COL \d1, \a1, \a2, \a3, \a0
	COLS23	ldrb, "lsl #8", "lsl #16", "lsl #24", \d1, \d2, \d3, \a0, \a1, \a2, \a3
.endm

/* InvShiftRows: column j takes row r from column j - r.  The columns use
 * the same macros with Td (or IS) in TE. */
.macro	DEC_ROUND d0, d1, d2, d3, a0, a1, a2, a3
	ENC_COL	\d0, \a0, \a3, \a2, \a1
	ENC_COL	\d1, \a1, \a0, \a3, \a2
	ENC_COL	\d2, \a2, \a1, \a0, \a3
	ENC_COL	\d3, \a3, \a2, \a1, \a0
.endm

.macro	DEC_LAST d0, d1, d2, d3, a0, a1, a2, a3
	LAST_COL \d0, \a0, \a3, \a2, \a1
	LAST_COL \d1, \a1, \a0, \a3, \a2
	LAST_COL \d2, \a2, \a1, \a0, \a3
	LAST_COL \d3, \a3, \a2, \a1, \a0
.endm

/* S0..S3 = E(S0..S3) with the schedule at [sp, #F_RKB]; TE = Te.
 * Rounds: one full round S -> U, then (Nr - 2) / 2 pairs U -> S -> U, then
 * the last round U -> S (Nr - 1 full rounds is odd for Nr = 10, 12, 14). */
.macro	ENC_BLOCK
	ldr	RK, [sp, #F_RKB]
	ldr	T0, [RK], #4
	ldr	T1, [RK], #4
	ldr	T2, [RK], #4
	ldr	T3, [RK], #4
	eor	S0, S0, T0
	eor	S1, S1, T1
	eor	S2, S2, T2
	eor	S3, S3, T3
	ENC_ROUNDX U0, U1, U2, U3, S0, S1, S2, S3
1:	ENC_ROUNDX S0, S1, S2, S3, U0, U1, U2, U3
	ENC_ROUNDX U0, U1, U2, U3, S0, S1, S2, S3
	ldr	T0, [sp, #F_END]
	cmp	RK, T0
	bne	1b
	add	TE, TE, #OFF_SBOX
	ENC_LASTX S0, S1, S2, S3, U0, U1, U2, U3
	sub	TE, TE, #OFF_SBOX
.endm

/* The same for decryption with a decryption schedule; TE = Td. */
.macro	DEC_BLOCK
	ldr	RK, [sp, #F_RKB]
	ldr	T0, [RK], #4
	ldr	T1, [RK], #4
	ldr	T2, [RK], #4
	ldr	T3, [RK], #4
	eor	S0, S0, T0
	eor	S1, S1, T1
	eor	S2, S2, T2
	eor	S3, S3, T3
	DEC_ROUND U0, U1, U2, U3, S0, S1, S2, S3
1:	DEC_ROUND S0, S1, S2, S3, U0, U1, U2, U3
	DEC_ROUND U0, U1, U2, U3, S0, S1, S2, S3
	ldr	T0, [sp, #F_END]
	cmp	RK, T0
	bne	1b
	add	TE, TE, #(OFF_ISBOX - OFF_TD)
	DEC_LAST S0, S1, S2, S3, U0, U1, U2, U3
	sub	TE, TE, #(OFF_ISBOX - OFF_TD)
.endm

/* Entry of the block functions (key r0, out r1, in r2, nblocks r3):
 * saves r4-r11 and lr, fills the frame; returns at once for nblocks 0.
 * TE = .Laes_tables + off. */
.macro	BLOCK_ENTRY off
	push	{r4-r11, lr}
	sub	sp, sp, #F_SIZE
	cmp	r3, #0
	beq	.Lret_\@
	str	r1, [sp, #F_OUT]
	str	r2, [sp, #F_IN]
	str	r3, [sp, #F_N]
	ldr	T0, [r0, #KEY_ROUNDS]
	add	r0, r0, #KEY_RK
	str	r0, [sp, #F_RKB]
	add	r0, r0, T0, lsl #4
	str	r0, [sp, #F_END]
	TABLES	TE, \off
	b	.Lgo_\@
.Lret_\@:
	add	sp, sp, #F_SIZE
	pop	{r4-r11, pc}
.Lgo_\@:
.endm

.macro	BLOCK_EXIT
	add	sp, sp, #F_SIZE
	pop	{r4-r11, pc}
.endm

/* S0..S3 = the 16 bytes at [reg] (unaligned LDR). */
.macro	LOAD4 reg, a0, a1, a2, a3
	ldr	\a0, [\reg]
	ldr	\a1, [\reg, #4]
	ldr	\a2, [\reg, #8]
	ldr	\a3, [\reg, #12]
.endm

.macro	STORE4 reg, a0, a1, a2, a3
	str	\a0, [\reg]
	str	\a1, [\reg, #4]
	str	\a2, [\reg, #8]
	str	\a3, [\reg, #12]
.endm

/* The next block: F_N -= 1; Z set when it reaches 0. */
.macro	COUNT_DOWN
	ldr	T0, [sp, #F_N]
	subs	T0, T0, #1
	str	T0, [sp, #F_N]
.endm

/* void aesalt_aes_ecb_enc_armv7m(const aesalt_aes_key *key, uint8_t *out,
 *				  const uint8_t *in, size_t nblocks); */
	.globl	aesalt_aes_ecb_enc_armv7m
	.hidden	aesalt_aes_ecb_enc_armv7m
	.type	aesalt_aes_ecb_enc_armv7m, %function
	.thumb_func
aesalt_aes_ecb_enc_armv7m:
	BLOCK_ENTRY 0
.Lecbe_loop:
	ldr	T0, [sp, #F_IN]
	LOAD4	T0, S0, S1, S2, S3
	add	T0, T0, #16
	str	T0, [sp, #F_IN]
	ENC_BLOCK
	ldr	T0, [sp, #F_OUT]
	STORE4	T0, S0, S1, S2, S3
	add	T0, T0, #16
	str	T0, [sp, #F_OUT]
	COUNT_DOWN
	bne	.Lecbe_loop
	BLOCK_EXIT
	.size	aesalt_aes_ecb_enc_armv7m, . - aesalt_aes_ecb_enc_armv7m

/* void aesalt_aes_ecb_dec_armv7m(const aesalt_aes_key *key, uint8_t *out,
 *				  const uint8_t *in, size_t nblocks); */
	.globl	aesalt_aes_ecb_dec_armv7m
	.hidden	aesalt_aes_ecb_dec_armv7m
	.type	aesalt_aes_ecb_dec_armv7m, %function
	.thumb_func
aesalt_aes_ecb_dec_armv7m:
	BLOCK_ENTRY OFF_TD
.Lecbd_loop:
	ldr	T0, [sp, #F_IN]
	LOAD4	T0, S0, S1, S2, S3
	add	T0, T0, #16
	str	T0, [sp, #F_IN]
	DEC_BLOCK
	ldr	T0, [sp, #F_OUT]
	STORE4	T0, S0, S1, S2, S3
	add	T0, T0, #16
	str	T0, [sp, #F_OUT]
	COUNT_DOWN
	bne	.Lecbd_loop
	BLOCK_EXIT
	.size	aesalt_aes_ecb_dec_armv7m, . - aesalt_aes_ecb_dec_armv7m

#if !defined(AESALT_SMALL)
/* CBC and CTR32 (AESALT_SMALL: asm/arm/kernel_armv7m.c composes them over
 * the ECB functions above instead, for flash). */

/* void aesalt_aes_cbc_enc_armv7m(const aesalt_aes_key *key, uint8_t *out,
 *				  const uint8_t *in, size_t nblocks,
 *				  uint8_t iv[16]);
 * The chaining value stays in S0..S3 from one block to the next. */
	.globl	aesalt_aes_cbc_enc_armv7m
	.hidden	aesalt_aes_cbc_enc_armv7m
	.type	aesalt_aes_cbc_enc_armv7m, %function
	.thumb_func
aesalt_aes_cbc_enc_armv7m:
	BLOCK_ENTRY 0
	ldr	T0, [sp, #F_ARG5]
	LOAD4	T0, S0, S1, S2, S3
.Lcbce_loop:
	ldr	T0, [sp, #F_IN]
	LOAD4	T0, U0, U1, U2, U3
	add	T0, T0, #16
	str	T0, [sp, #F_IN]
	eor	S0, S0, U0
	eor	S1, S1, U1
	eor	S2, S2, U2
	eor	S3, S3, U3
	ENC_BLOCK
	ldr	T0, [sp, #F_OUT]
	STORE4	T0, S0, S1, S2, S3
	add	T0, T0, #16
	str	T0, [sp, #F_OUT]
	COUNT_DOWN
	bne	.Lcbce_loop
	ldr	T0, [sp, #F_ARG5]
	STORE4	T0, S0, S1, S2, S3
	BLOCK_EXIT
	.size	aesalt_aes_cbc_enc_armv7m, . - aesalt_aes_cbc_enc_armv7m

/* void aesalt_aes_cbc_dec_armv7m(const aesalt_aes_key *key, uint8_t *out,
 *				  const uint8_t *in, size_t nblocks,
 *				  uint8_t iv[16]);
 * From the last block to the first: P_i = D(C_i) ^ C_(i-1) reads C_(i-1)
 * from in, still intact when out == in because block i - 1 is written
 * after block i.  The last ciphertext block, the next chaining value, is
 * kept in the frame and copied to iv after block 0 has used the old one. */
	.globl	aesalt_aes_cbc_dec_armv7m
	.hidden	aesalt_aes_cbc_dec_armv7m
	.type	aesalt_aes_cbc_dec_armv7m, %function
	.thumb_func
aesalt_aes_cbc_dec_armv7m:
	BLOCK_ENTRY OFF_TD
	/* in and out at their last block */
	sub	T0, r3, #1
	lsl	T0, T0, #4
	ldr	T1, [sp, #F_IN]
	add	T1, T1, T0
	str	T1, [sp, #F_IN]
	ldr	T2, [sp, #F_OUT]
	add	T2, T2, T0
	str	T2, [sp, #F_OUT]
	LOAD4	T1, S0, S1, S2, S3
	add	T1, sp, #F_X
	STORE4	T1, S0, S1, S2, S3
.Lcbcd_loop:
	ldr	T0, [sp, #F_IN]
	LOAD4	T0, S0, S1, S2, S3
	DEC_BLOCK
	/* the previous ciphertext block: in - 16, or iv for block 0 */
	ldr	T0, [sp, #F_IN]
	sub	T0, T0, #16
	ldr	T1, [sp, #F_N]
	cmp	T1, #1
	it	eq
	ldreq	T0, [sp, #F_ARG5]
	LOAD4	T0, U0, U1, U2, U3
	str	T0, [sp, #F_IN]
	eor	S0, S0, U0
	eor	S1, S1, U1
	eor	S2, S2, U2
	eor	S3, S3, U3
	ldr	T0, [sp, #F_OUT]
	STORE4	T0, S0, S1, S2, S3
	sub	T0, T0, #16
	str	T0, [sp, #F_OUT]
	COUNT_DOWN
	bne	.Lcbcd_loop
	add	T0, sp, #F_X
	LOAD4	T0, S0, S1, S2, S3
	ldr	T0, [sp, #F_ARG5]
	STORE4	T0, S0, S1, S2, S3
	BLOCK_EXIT
	.size	aesalt_aes_cbc_dec_armv7m, . - aesalt_aes_cbc_dec_armv7m

/* void aesalt_aes_ctr32_armv7m(const aesalt_aes_key *key, uint8_t *out,
 *				const uint8_t *in, size_t nblocks,
 *				uint8_t ctr[16]);
 *
 * Counter-mode caching (Bernstein and Schwabe, "New AES software speed
 * records", 2008, for round 1; Park and Lee, 2018, for round 2): from one
 * block to the next only byte 15, the counter's low byte, changes (until
 * it wraps), and it enters round 1 in one lookup of column 0 only.  So the
 * rest of round 1 (CF_C1) and the twelve lookups of round 2 that come from
 * round 1's columns 1-3 (CF_C2, with the round key) are computed once per
 * run of blocks that share counter bytes 0..14 (.Lctr_slow_*), and a
 * block costs 1 + 4 lookups for its first two rounds instead of 32.
 *
 * A run ends where the low byte wraps or the call ends: the slow path
 * sets CF_E to the counter after the run's last block, so a block ends in
 * one compare (CF_W against CF_E); the input and output pointers and the
 * counter, the block's only other state (every register is taken by the
 * rounds), are loaded in one batch and stored back with one STM.  The
 * schedule is copied to the frame (CF_RKS, wiped at the end), so the
 * unrolled rounds load their keys at fixed offsets and RK is a fifth
 * scratch register: a round is two batches of loads (ROUNDK).  AES-128
 * has its own copy of the block loop, without the round-count test.  The
 * counter is public (kernel.h), so the branches on it leak nothing
 * secret. */
#define CF_IN 0		/* the next input block (CF_IN..CF_W: one STM) */
#define CF_OUT 4	/* the next output block */
#define CF_W 8		/* this block's counter word, native */
#define CF_E 12		/* the counter after the run's last block */
#define CF_LAST 16	/* the counter after the call's last block */
#define CF_K15 20	/* byte 15 of the first round key */
#define CF_NR 28	/* the number of rounds */
#define CF_RKB 32	/* the first round key */
#define CF_C1 36	/* 16 bytes: round 1 less the counter's low byte */
#define CF_C2 52	/* 16 bytes: round 2 less round 1's column 0 */
#define CF_X 68		/* 12 bytes: counter bytes 0..11 */
#define CF_RKS 84	/* 240 bytes: the schedule, round r at 16 (r + 14 - Nr) */
#define CF_SIZE 324	/* 36 + 324: 8-byte aligned */
#define CF_ARG5 (CF_SIZE + 36)	/* ctr */

/* Round 2's four lookups of round 1's column 0 (U0), each into its own
 * column: dk = Sk ^ rotl(8k) Te[byte (4 - k) mod 4 of U0]. */
.macro	ROUND2_COL0 d0, d1, d2, d3
	uxtb	T0, U0
	lsr	T1, U0, #24
	ubfx	T2, U0, #16, #8
	ubfx	T3, U0, #8, #8
	ldr	T0, [TE, T0, lsl #2]
	ldr	T1, [TE, T1, lsl #2]
	ldr	T2, [TE, T2, lsl #2]
	ldr	T3, [TE, T3, lsl #2]
	eor	\d0, S0, T0
	eor	\d1, S1, T1, ror #8
	eor	\d2, S2, T2, ror #16
	eor	\d3, S3, T3, ror #24
.endm

/* A full round and the last round of CTR's loop, round key k of the frame
 * copy (CF_RKS: round r of Nr at k = r + 14 - Nr). */
.macro	ENC_ROUNDK k, d0, d1, d2, d3, a0, a1, a2, a3
	ROUNDK	ldr, "ror #24", "ror #16", "ror #8", (CF_RKS + 16 * \k), \d0, \d1, \d2, \d3, \a0, \a1, \a2, \a3
.endm

.macro	ENC_LASTK k, d0, d1, d2, d3, a0, a1, a2, a3
	ROUNDK	ldrb, "lsl #8", "lsl #16", "lsl #24", (CF_RKS + 16 * \k), \d0, \d1, \d2, \d3, \a0, \a1, \a2, \a3
.endm

/* One run of blocks (v: a for AES-128, g for AES-192 and AES-256): the
 * slow path that fills the caches from this block, then the block loop. */
.macro	CTR_RUNS v
	/* The caches, from two whole rounds of this block, and CF_E. */
.Lctr_slow_\v:
	ldr	T0, [sp, #CF_W]
	ldr	T1, [sp, #CF_LAST]
	ldr	S0, [sp, #CF_X]
	ldr	S1, [sp, #(CF_X + 4)]
	ldr	S2, [sp, #(CF_X + 8)]
	rev	S3, T0
	sub	T1, T1, T0		/* blocks left, at least 1 */
	uxtb	T2, T0
	rsb	T2, T2, #256		/* blocks to the low byte's wrap */
	cmp	T1, T2
	it	lo
	movlo	T2, T1
	add	T2, T0, T2
	str	T2, [sp, #CF_E]
	ldr	RK, [sp, #CF_RKB]
	ldr	T0, [RK], #4
	ldr	T1, [RK], #4
	ldr	T2, [RK], #4
	ldr	T3, [RK], #4
	eor	S0, S0, T0
	eor	S1, S1, T1
	eor	S2, S2, T2
	eor	S3, S3, T3
	ENC_ROUND U0, U1, U2, U3, S0, S1, S2, S3
	/* CF_C1: round 1 without column 0's lookup of byte 15 */
	ldr	T0, [sp, #CF_W]
	ldr	T1, [sp, #CF_K15]
	uxtb	T0, T0
	eor	T0, T0, T1
	ldr	T0, [TE, T0, lsl #2]
	eor	T0, U0, T0, ror #8
	str	T0, [sp, #CF_C1]
	str	U1, [sp, #(CF_C1 + 4)]
	str	U2, [sp, #(CF_C1 + 8)]
	str	U3, [sp, #(CF_C1 + 12)]
	ENC_ROUND S0, S1, S2, S3, U0, U1, U2, U3
	/* CF_C2: round 2 without the lookups of round 1's column 0 (U0) */
	ROUND2_COL0 T0, T1, T2, T3
	str	T0, [sp, #CF_C2]
	str	T1, [sp, #(CF_C2 + 4)]
	str	T2, [sp, #(CF_C2 + 8)]
	str	T3, [sp, #(CF_C2 + 12)]
	b	.Lctr_round3_\v

	/* A block: T2 = its counter word (CF_W). */
.Lctr_loop_\v:
	/* round 1, column 0: the cached part and the counter's lookup */
	ldr	T1, [sp, #CF_K15]
	ldr	U0, [sp, #CF_C1]
	eor	T0, T2, T1
	uxtb	T0, T0
	/* round 2: the cached part and the four lookups of round 1's column 0 */
	ldr	S0, [sp, #CF_C2]
	ldr	S1, [sp, #(CF_C2 + 4)]
	ldr	S2, [sp, #(CF_C2 + 8)]
	ldr	S3, [sp, #(CF_C2 + 12)]
	ldr	T0, [TE, T0, lsl #2]
	eor	U0, U0, T0, ror #8
	ROUND2_COL0 S0, S1, S2, S3
.Lctr_round3_\v:
	/* rounds 3 .. Nr - 1 (an odd number), then the last; unrolled, the
	 * round keys at fixed frame offsets (CF_RKS) */
	.ifc	\v, g
	ldr	T0, [sp, #CF_NR]
	cmp	T0, #12
	beq	.Lctr_k5_\v
	ENC_ROUNDK 3, U0, U1, U2, U3, S0, S1, S2, S3
	ENC_ROUNDK 4, S0, S1, S2, S3, U0, U1, U2, U3
.Lctr_k5_\v:
	ENC_ROUNDK 5, U0, U1, U2, U3, S0, S1, S2, S3
	ENC_ROUNDK 6, S0, S1, S2, S3, U0, U1, U2, U3
	.endif
	ENC_ROUNDK 7, U0, U1, U2, U3, S0, S1, S2, S3
	ENC_ROUNDK 8, S0, S1, S2, S3, U0, U1, U2, U3
	ENC_ROUNDK 9, U0, U1, U2, U3, S0, S1, S2, S3
	ENC_ROUNDK 10, S0, S1, S2, S3, U0, U1, U2, U3
	ENC_ROUNDK 11, U0, U1, U2, U3, S0, S1, S2, S3
	ENC_ROUNDK 12, S0, S1, S2, S3, U0, U1, U2, U3
	ENC_ROUNDK 13, U0, U1, U2, U3, S0, S1, S2, S3
	add	TE, TE, #OFF_SBOX
	ENC_LASTK 14, S0, S1, S2, S3, U0, U1, U2, U3
	sub	TE, TE, #OFF_SBOX
	/* out = in ^ keystream; the pointers and the counter advance */
	ldr	T0, [sp, #CF_IN]
	ldr	T1, [sp, #CF_OUT]
	ldr	T2, [sp, #CF_W]
	ldr	T3, [sp, #CF_E]
	LOAD4	T0, U0, U1, U2, U3
	eor	S0, S0, U0
	eor	S1, S1, U1
	eor	S2, S2, U2
	eor	S3, S3, U3
	STORE4	T1, S0, S1, S2, S3
	add	T0, T0, #16
	add	T1, T1, #16
	add	T2, T2, #1
	stm	sp, {T0, T1, T2}	/* CF_IN, CF_OUT, CF_W */
	cmp	T2, T3
	bne	.Lctr_loop_\v
	/* the run is over: the call too, or the low byte wrapped */
	ldr	T0, [sp, #CF_LAST]
	cmp	T2, T0
	bne	.Lctr_slow_\v
	b	.Lctr_done
.endm

	.globl	aesalt_aes_ctr32_armv7m
	.hidden	aesalt_aes_ctr32_armv7m
	.type	aesalt_aes_ctr32_armv7m, %function
	.thumb_func
aesalt_aes_ctr32_armv7m:
	push	{r4-r11, lr}
	sub	sp, sp, #CF_SIZE
	cmp	r3, #0
	beq	.Lctr_ret
	str	r2, [sp, #CF_IN]
	str	r1, [sp, #CF_OUT]
	ldr	T0, [r0, #KEY_ROUNDS]
	str	T0, [sp, #CF_NR]
	add	r0, r0, #KEY_RK
	str	r0, [sp, #CF_RKB]
	ldr	T1, [r0, #12]
	lsr	T1, T1, #24
	str	T1, [sp, #CF_K15]
	ldr	T1, [sp, #CF_ARG5]
	ldr	S0, [T1]
	ldr	S1, [T1, #4]
	ldr	S2, [T1, #8]
	ldr	S3, [T1, #12]
	str	S0, [sp, #CF_X]
	str	S1, [sp, #(CF_X + 4)]
	str	S2, [sp, #(CF_X + 8)]
	rev	S3, S3
	str	S3, [sp, #CF_W]
	add	S3, S3, r3		/* r3 = nblocks, mod 2^32 */
	str	S3, [sp, #CF_LAST]
	/* the schedule to the frame, its last round key at CF_RKS + 224 */
	rsb	T1, T0, #14
	add	T1, sp, T1, lsl #4
	add	T1, T1, #CF_RKS
	add	T2, T0, #1
	mov	T3, r0
.Lctr_copy:
	ldm	T3!, {S0, S1, S2, S3}
	stm	T1!, {S0, S1, S2, S3}
	subs	T2, T2, #1
	bne	.Lctr_copy
	TABLES	TE, 0
	cmp	T0, #10
	bne	.Lctr_slow_g
	b	.Lctr_slow_a
	CTR_RUNS a
	CTR_RUNS g
.Lctr_done:
	ldr	T0, [sp, #CF_W]
	rev	T0, T0
	ldr	T1, [sp, #CF_ARG5]
	str	T0, [T1, #12]
	/* the frame copy of the schedule wiped (CF_RKS, 240 bytes) */
	movs	S0, #0
	movs	S1, #0
	movs	S2, #0
	movs	S3, #0
	add	T1, sp, #CF_RKS
	movs	T2, #15
.Lctr_wipe:
	stm	T1!, {S0, S1, S2, S3}
	subs	T2, T2, #1
	bne	.Lctr_wipe
.Lctr_ret:
	add	sp, sp, #CF_SIZE
	pop	{r4-r11, pc}
	.size	aesalt_aes_ctr32_armv7m, . - aesalt_aes_ctr32_armv7m
#endif /* !AESALT_SMALL */

/* Only AEGIS uses the round: a section of its own, so that a firmware
 * without AEGIS (AESALT_AEGIS=OFF: no slot names it) drops it with
 * --gc-sections (unit.selection.gc). */
	.section .text.aesalt_aes_round_armv7m, "ax", %progbits
/* void aesalt_aes_round_armv7m(uint8_t (*out)[16], const uint8_t (*in)[16],
 *				const uint8_t (*rk)[16], size_t n);
 * out[i] = MixColumns(ShiftRows(SubBytes(in[i]))) ^ rk[i], n <= 8: the
 * round of core/aegis_c.c.  RK walks rk[] itself, 16 bytes a block. */
	.globl	aesalt_aes_round_armv7m
	.hidden	aesalt_aes_round_armv7m
	.type	aesalt_aes_round_armv7m, %function
	.thumb_func
aesalt_aes_round_armv7m:
	push	{r4-r11, lr}
	cmp	r3, #0
	beq	.Lround_ret
	mov	S0, r0		/* out */
	mov	S1, r1		/* in */
	mov	RK, r2
	mov	U0, r3		/* n */
	TABLES	TE, 0
	push	{r0, S0, S1, U0}	/* 8-byte aligned */
	/* [sp] r0 (unused), [sp, #4] out, [sp, #8] in, [sp, #12] n */
.Lround_loop:
	ldr	T0, [sp, #8]
	LOAD4	T0, S0, S1, S2, S3
	add	T0, T0, #16
	str	T0, [sp, #8]
	ENC_ROUNDX U0, U1, U2, U3, S0, S1, S2, S3
	ldr	T0, [sp, #4]
	STORE4	T0, U0, U1, U2, U3
	add	T0, T0, #16
	str	T0, [sp, #4]
	ldr	T0, [sp, #12]
	subs	T0, T0, #1
	str	T0, [sp, #12]
	bne	.Lround_loop
	add	sp, sp, #16
.Lround_ret:
	pop	{r4-r11, pc}
	.size	aesalt_aes_round_armv7m, . - aesalt_aes_round_armv7m
	.text

/* SubWord of w into d (TE = the byte S-box); clobbers T0-T3. */
.macro	SUBWORD d, w
	uxtb	T0, \w
	ubfx	T1, \w, #8, #8
	ubfx	T2, \w, #16, #8
	lsr	T3, \w, #24
	ldrb	T0, [TE, T0]
	ldrb	T1, [TE, T1]
	ldrb	T2, [TE, T2]
	ldrb	T3, [TE, T3]
	orr	\d, T0, T1, lsl #8
	orr	\d, \d, T2, lsl #16
	orr	\d, \d, T3, lsl #24
.endm

/* void aesalt_aes_setkey_enc_armv7m(aesalt_aes_key *key, const uint8_t *k,
 *				     unsigned bits);
 * FIPS-197 5.2 with Nk = bits / 32: w[i] = w[i - Nk] ^ temp, temp the
 * previous word, RotWord/SubWord/Rcon at i = 0 mod Nk, SubWord alone at
 * i = 4 mod 8 for Nk = 8.  r5 counts i mod Nk. */
#define KW r4		/* &w[i] */
#define KJ r5		/* i mod Nk */
#define KNK r6		/* Nk */
#define KEND r7		/* &w[4 (Nr + 1)] */
#define KRC r8		/* next Rcon byte */
#define KT r9		/* temp */
	.globl	aesalt_aes_setkey_enc_armv7m
	.hidden	aesalt_aes_setkey_enc_armv7m
	.type	aesalt_aes_setkey_enc_armv7m, %function
	.thumb_func
aesalt_aes_setkey_enc_armv7m:
	push	{r4-r9, r11, lr}
	lsr	KNK, r2, #5
	add	r3, KNK, #6		/* r1 is k until the copy is done */
	str	r3, [r0, #KEY_ROUNDS]
	add	KW, r0, #KEY_RK
	add	r3, r3, #1
	add	KEND, KW, r3, lsl #4
	mov	KJ, KNK
.Lkc_copy:
	ldr	r3, [r1], #4
	str	r3, [KW], #4
	subs	KJ, KJ, #1
	bne	.Lkc_copy
	TABLES	TE, OFF_SBOX
	add	KRC, TE, #(OFF_RCON - OFF_SBOX)
.Lkx_loop:
	ldr	KT, [KW, #-4]
	cbnz	KJ, 1f
	ror	KT, KT, #8		/* RotWord */
	SUBWORD	KT, KT
	ldrb	T0, [KRC], #1
	eor	KT, KT, T0
	b	2f
1:	cmp	KNK, #8
	bne	2f
	cmp	KJ, #4
	bne	2f
	SUBWORD	KT, KT
2:	sub	T0, KW, KNK, lsl #2
	ldr	T0, [T0]
	eor	KT, KT, T0
	str	KT, [KW], #4
	add	KJ, KJ, #1
	cmp	KJ, KNK
	it	eq
	moveq	KJ, #0
	cmp	KW, KEND
	bne	.Lkx_loop
	pop	{r4-r9, r11, pc}
	.size	aesalt_aes_setkey_enc_armv7m, . - aesalt_aes_setkey_enc_armv7m

/* InvMixColumns of the word w into d: Td[S[b0]] ^ rotl8 Td[S[b1]] ^ ...
 * (TE = .Laes_tables); clobbers T0-T3. */
.macro	IMC d, w
	uxtb	T0, \w
	ubfx	T1, \w, #8, #8
	ubfx	T2, \w, #16, #8
	lsr	T3, \w, #24
	add	TE, TE, #OFF_SBOX
	ldrb	T0, [TE, T0]
	ldrb	T1, [TE, T1]
	ldrb	T2, [TE, T2]
	ldrb	T3, [TE, T3]
	add	TE, TE, #(OFF_TD - OFF_SBOX)
	ldr	T0, [TE, T0, lsl #2]
	ldr	T1, [TE, T1, lsl #2]
	ldr	T2, [TE, T2, lsl #2]
	ldr	T3, [TE, T3, lsl #2]
	sub	TE, TE, #OFF_TD
	eor	\d, T0, T1, ror #24
	eor	\d, \d, T2, ror #16
	eor	\d, \d, T3, ror #8
.endm

/* void aesalt_aes_setkey_dec_armv7m(aesalt_aes_key *key, const uint8_t *k,
 *				     unsigned bits);
 * The encryption schedule, then in place: round keys reversed, and
 * InvMixColumns on rounds 1 .. Nr - 1. */
#define DLO r4		/* low round key */
#define DHI r5		/* high round key */
	.globl	aesalt_aes_setkey_dec_armv7m
	.hidden	aesalt_aes_setkey_dec_armv7m
	.type	aesalt_aes_setkey_dec_armv7m, %function
	.thumb_func
aesalt_aes_setkey_dec_armv7m:
	push	{r4-r11, lr}
	sub	sp, sp, #4
	str	r0, [sp]
	bl	aesalt_aes_setkey_enc_armv7m
	ldr	r0, [sp]
	ldr	T0, [r0, #KEY_ROUNDS]
	add	DLO, r0, #KEY_RK
	add	DHI, DLO, T0, lsl #4
.Lkd_swap:
	ldm	DLO, {r6-r9}
	ldm	DHI, {r10, r11, r12, lr}
	stm	DLO!, {r10, r11, r12, lr}
	stm	DHI, {r6-r9}
	sub	DHI, DHI, #16
	cmp	DLO, DHI
	blo	.Lkd_swap
	/* InvMixColumns on words 4 .. 4 Nr - 1 */
	ldr	T0, [r0, #KEY_ROUNDS]
	add	DLO, r0, #(KEY_RK + 16)
	add	DHI, r0, #KEY_RK
	add	DHI, DHI, T0, lsl #4
	TABLES	TE, 0
.Lkd_imc:
	ldr	r6, [DLO]
	IMC	r7, r6
	str	r7, [DLO], #4
	cmp	DLO, DHI
	bne	.Lkd_imc
	add	sp, sp, #4
	pop	{r4-r11, pc}
	.size	aesalt_aes_setkey_dec_armv7m, . - aesalt_aes_setkey_dec_armv7m

/* The tables (2.5 KiB), read at addresses that depend on the key and the
 * data.  On bare metal they go to section .aesalt_sram.armv7m, which the
 * firmware's linker script places in zero-wait-state SRAM beside .data (and
 * copies there from flash with it): on a Cortex-M3/M4, which has no data
 * cache, every load then takes the same time, while in flash behind a
 * prefetch or accelerator cache (STM32 ART) the time of a load depends on
 * its address.  README.md, "Picking a kernel", has the lines for a linker
 * script; asm/arm/test_sram_tables.c checks them on the boards.  A script that does not name the section leaves it read-only data
 * (flash): the kernel still computes the same bytes.  On Linux they are
 * read-only data. */
#if defined(__linux__)
	.section .rodata.aesalt_armv7m, "a", %progbits
#else
	.section .aesalt_sram.armv7m, "a", %progbits
#endif
	.p2align 2
	.globl	aesalt_aes_tables_armv7m
	.hidden	aesalt_aes_tables_armv7m
aesalt_aes_tables_armv7m:
#include "aes-armv7m-tables.h"
	.size	aesalt_aes_tables_armv7m, . - aesalt_aes_tables_armv7m

#if defined(__linux__) && defined(__ELF__)
	.section .note.GNU-stack, "", %progbits
#endif
