/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AES with the RISC-V scalar cryptography extension: key expansion, ECB,
 * CBC, CTR32 and XTS over whole blocks (the "zkn" kernel, core/kernel.h).
 *
 * Depends on: RV64I, Zkne (aes64es, aes64esm, aes64ks1i, aes64ks2), Zknd
 * (aes64ds, aes64dsm, aes64im), Zbkb (rev8, for the CTR counter).  The
 * instructions are enabled with .option arch below, so no -march flag is
 * needed to assemble this file; the glue (kernel_zkn.c) runs it only where
 * the probe or the build proves the extensions.
 *
 * Constant time: no branch and no memory address depends on key or data;
 * the branches are on the key size, the block count and (nowhere here) the
 * counter.  The scalar cryptography specification (v1.0.1, sec. 3.7)
 * requires every aes64* instruction to run in data-independent time; the
 * XOR, shifts, rev8 and loads around them are on Zkt's list, so on a Zkt
 * core nothing here depends on secrets in time.
 *
 * State: a block is two 64-bit registers loaded little-endian (ld), x0 =
 * bytes 0..7 (columns 0 and 1), x1 = bytes 8..15.  One round is
 *   aes64esm T, x0, x1;  aes64esm x1, x1, x0;  x0 = T ^ rk.lo;  x1 ^= rk.hi
 * (aes64esm returns the two columns of its first operand's half).
 *
 * Key schedule (aesalt_aes_key.rk, owned by this file): Nr + 1 round keys
 * of 16 bytes in FIPS-197 byte order, in the order the rounds use them.
 * The decryption schedule is that of the equivalent inverse cipher:
 * dk[0] = ek[Nr], dk[i] = InvMixColumns(ek[Nr - i]) (aes64im), dk[Nr] =
 * ek[0], walked forwards by aes64dsm/aes64ds.
 *
 * Data buffers have no alignment and are read with ld/sd: the psABI makes
 * misaligned accesses legal (a core without hardware support traps to the
 * kernel's emulation, correct but slow: give this kernel aligned buffers).
 *
 * Round keys: the parallel modes (ECB, CBC-dec, CTR, XTS) run two blocks
 * per iteration and load each round key once per iteration; CBC-enc is one
 * serial chain, so it keeps the last ten round keys in twenty registers.
 * One copy of each loop per key size (a macro), so no dispatch runs per
 * block.
 *
 * Measured (insn_count plugin, -cpu rv64,zk=true,..., whole aesalt call, C
 * mode layer included): bench/results/riscv64.md, column zkn (rv64-zk)
 * beside wolfssl-rvzk (wolfSSL's Zkn assembly).
 */

#include "abi-macros.h"

#define KEY a0
#define OUT a1
#define IN a2
#define NBLK a3
#define IV a4 /* iv, ctr or tweak */
#define RND a5 /* round count; a doubling temporary in XTS */
#define END a6 /* IN at the end of the two-block loop */
#define TMP a7
#define A0 t0 /* block A */
#define A1 t1
#define B0 t2 /* block B */
#define B1 t3
#define T t4 /* aes64esm result */
#define K0 t5 /* round key */
#define K1 t6

/* Offsets in aesalt_aes_key (checked by _Static_assert in kernel_zkn.c). */
#define KEY_ROUNDS 8
#define KEY_RK 16
#define RK(i) (KEY_RK + 16 * (i))

	.option	arch, +zkne, +zknd, +zbkb
	.text

/* ---- rounds ------------------------------------------------------------ */

/* x ^= rk[i] for block A, or blocks A and B. */
.macro ark1 i
	ld	K0, RK(\i)(KEY)
	ld	K1, RK(\i)+8(KEY)
	xor	A0, A0, K0
	xor	A1, A1, K1
.endm

.macro ark2 i
	ark1	\i
	xor	B0, B0, K0
	xor	B1, B1, K1
.endm

/* One round (op: esm, es, dsm, ds) with rk[i], on x0:x1. */
.macro rnd op, x0, x1
	aes64\op T, \x0, \x1
	aes64\op \x1, \x1, \x0
	xor	\x0, T, K0
	xor	\x1, \x1, K1
.endm

.macro round1 op, i
	ld	K0, RK(\i)(KEY)
	ld	K1, RK(\i)+8(KEY)
	rnd	\op, A0, A1
.endm

.macro round2 op, i
	round1	\op, \i
	rnd	\op, B0, B1
.endm

/* The whole cipher (dir: e or d) on block A (n = 1) or A and B (n = 2)
 * with nr rounds. */
.macro crypt n, dir, nr
	ark\n	0
	.irp	i, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13
	.if	\i < \nr
	round\n	\dir\()sm, \i
	.endif
	.endr
	round\n	\dir\()s, \nr
.endm

/* Runs body (a macro taking nr) once for the key size of KEY, then falls
 * to label 90. */
.macro per_key_size body, args:vararg
	lw	RND, KEY_ROUNDS(KEY)
	li	TMP, 12
	blt	RND, TMP, 80f
	beq	RND, TMP, 81f
	\body	14, \args
	j	90f
80:	\body	10, \args
	j	90f
81:	\body	12, \args
90:
.endm

/* Loads blocks A (and B) from IN, stores them to OUT. */
.macro load1
	ld	A0, 0(IN)
	ld	A1, 8(IN)
.endm

.macro load2
	load1
	ld	B0, 16(IN)
	ld	B1, 24(IN)
.endm

.macro store1
	sd	A0, 0(OUT)
	sd	A1, 8(OUT)
.endm

.macro store2
	store1
	sd	B0, 16(OUT)
	sd	B1, 24(OUT)
.endm

/* END = IN + 32 * (NBLK / 2), the end of the two-block loop. */
.macro pair_end
	andi	TMP, NBLK, -2
	slli	TMP, TMP, 4
	add	END, IN, TMP
.endm

/* ---- key expansion ------------------------------------------------------ */

/* Stores K (a register) as 64-bit word d of the schedule. */
.macro rkd reg, d
	sd	\reg, KEY_RK + 8 * (\d)(a0)
.endm

/*
 * FIPS-197 KeyExpansion, two words per aes64ks2: aes64ks1i gives
 * SubWord(RotWord(w)) ^ Rcon (rnum 0xA: SubWord only, the AES-256 middle
 * step) of the high word of its operand in both halves, aes64ks2 then
 * chains it through the next two words.  a0 = key, a1 = k, a2 = bits.
 * Clobbers t0-t4, a1; leaves a0 and a6 alone (setkey_dec relies on it).
 */
	.p2align 4
.Lexpand:
	srli	t0, a2, 5
	addi	t0, t0, 6		// Nr = bits / 32 + 6
	sw	t0, KEY_ROUNDS(a0)
	li	t1, 192
	ld	t0, 0(a1)
	beq	a2, t1, 192f
	bgt	a2, t1, 256f
	ld	t1, 8(a1)
	rkd	t0, 0
	rkd	t1, 1
	.irp	r, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9
	aes64ks1i t2, t1, \r
	aes64ks2 t0, t2, t0
	aes64ks2 t1, t0, t1
	rkd	t0, 2 * \r + 2
	rkd	t1, 2 * \r + 3
	.endr
	ret
192:	ld	t1, 8(a1)
	ld	t2, 16(a1)
	rkd	t0, 0
	rkd	t1, 1
	rkd	t2, 2
	/* The eighth step writes word 26, past rk[12] but inside rk. */
	.irp	r, 0, 1, 2, 3, 4, 5, 6, 7
	aes64ks1i t3, t2, \r
	aes64ks2 t0, t3, t0
	aes64ks2 t1, t0, t1
	aes64ks2 t2, t1, t2
	rkd	t0, 3 * \r + 3
	rkd	t1, 3 * \r + 4
	rkd	t2, 3 * \r + 5
	.endr
	ret
256:	ld	t1, 8(a1)
	ld	t2, 16(a1)
	ld	t3, 24(a1)
	rkd	t0, 0
	rkd	t1, 1
	rkd	t2, 2
	rkd	t3, 3
	.irp	r, 0, 1, 2, 3, 4, 5, 6
	aes64ks1i t4, t3, \r
	aes64ks2 t0, t4, t0
	aes64ks2 t1, t0, t1
	rkd	t0, 4 * \r + 4
	rkd	t1, 4 * \r + 5
	.if	\r < 6
	aes64ks1i t4, t1, 0xA
	aes64ks2 t2, t4, t2
	aes64ks2 t3, t2, t3
	rkd	t2, 4 * \r + 6
	rkd	t3, 4 * \r + 7
	.endif
	.endr
	ret

/* void aesalt_aes_setkey_enc_zkn(aesalt_aes_key *key, const uint8_t *k,
 *                                unsigned bits); */
FUNC(aesalt_aes_setkey_enc_zkn)
	j	.Lexpand
ENDFUNC(aesalt_aes_setkey_enc_zkn)

/* void aesalt_aes_setkey_dec_zkn(aesalt_aes_key *key, const uint8_t *k,
 *                                unsigned bits); */
FUNC(aesalt_aes_setkey_dec_zkn)
	mv	a6, ra
	jal	.Lexpand
	mv	ra, a6
	lw	t0, KEY_ROUNDS(a0)
	addi	a1, a0, KEY_RK		// front
	slli	t0, t0, 4
	add	a2, a1, t0		// back: rk[Nr]
	ld	t0, 0(a1)		// ends swap without InvMixColumns
	ld	t1, 8(a1)
	ld	t2, 0(a2)
	ld	t3, 8(a2)
	sd	t2, 0(a1)
	sd	t3, 8(a1)
	sd	t0, 0(a2)
	sd	t1, 8(a2)
1:	addi	a1, a1, 16
	addi	a2, a2, -16
	bgeu	a1, a2, 2f
	ld	t0, 0(a1)
	ld	t1, 8(a1)
	ld	t2, 0(a2)
	ld	t3, 8(a2)
	aes64im	t0, t0
	aes64im	t1, t1
	aes64im	t2, t2
	aes64im	t3, t3
	sd	t2, 0(a1)
	sd	t3, 8(a1)
	sd	t0, 0(a2)
	sd	t1, 8(a2)
	j	1b
2:	bne	a1, a2, 3f		// a1 == a2: the middle key
	ld	t0, 0(a1)
	ld	t1, 8(a1)
	aes64im	t0, t0
	aes64im	t1, t1
	sd	t0, 0(a1)
	sd	t1, 8(a1)
3:	ret
ENDFUNC(aesalt_aes_setkey_dec_zkn)

/* ---- ECB -------------------------------------------------------------- */

.macro ecb_body nr, dir
	pair_end
	beq	IN, END, 2f
1:	load2
	crypt	2, \dir, \nr
	store2
	addi	IN, IN, 32
	addi	OUT, OUT, 32
	bne	IN, END, 1b
2:	andi	TMP, NBLK, 1
	beqz	TMP, 3f
	load1
	crypt	1, \dir, \nr
	store1
3:
.endm

/* void aesalt_aes_ecb_enc_zkn(const aesalt_aes_key *key, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aes_ecb_enc_zkn)
	per_key_size ecb_body, e
	ret
ENDFUNC(aesalt_aes_ecb_enc_zkn)

/* void aesalt_aes_ecb_dec_zkn(const aesalt_aes_key *key, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aes_ecb_dec_zkn)
	per_key_size ecb_body, d
	ret
ENDFUNC(aesalt_aes_ecb_dec_zkn)

/* ---- CBC -------------------------------------------------------------- */

/*
 * CBC encryption is one serial chain, so its cost is the instructions per
 * block: rk[Nr-9..Nr] stay in KR0..KR19 for the whole call (the registers
 * left once S, T and the pointers are taken), and only the first Nr - 9
 * round keys (one for AES-128) are loaded per block.  The loaded rounds use
 * S0 as the key register once aes64esm has consumed it.
 */
#define S0 t0
#define S1 t1
#define CT t2 /* aes64esm result */
#define CEND a3
#define KR0 t3
#define KR1 t4
#define KR2 t5
#define KR3 t6
#define KR4 a5
#define KR5 a6
#define KR6 a7
#define KR7 ra
#define KR8 s0
#define KR9 s1
#define KR10 s2
#define KR11 s3
#define KR12 s4
#define KR13 s5
#define KR14 s6
#define KR15 s7
#define KR16 s8
#define KR17 s9
#define KR18 s10
#define KR19 s11

.macro cbc_rr k0, k1
	aes64esm CT, S0, S1
	aes64esm S1, S1, S0
	xor	S0, CT, \k0
	xor	S1, S1, \k1
.endm

.macro cbc_enc_body nr
	/* The ten register round keys: rk[nr - 9] .. rk[nr]. */
	ld	KR0, RK(\nr - 9)(KEY)
	ld	KR1, RK(\nr - 9)+8(KEY)
	ld	KR2, RK(\nr - 8)(KEY)
	ld	KR3, RK(\nr - 8)+8(KEY)
	ld	KR4, RK(\nr - 7)(KEY)
	ld	KR5, RK(\nr - 7)+8(KEY)
	ld	KR6, RK(\nr - 6)(KEY)
	ld	KR7, RK(\nr - 6)+8(KEY)
	ld	KR8, RK(\nr - 5)(KEY)
	ld	KR9, RK(\nr - 5)+8(KEY)
	ld	KR10, RK(\nr - 4)(KEY)
	ld	KR11, RK(\nr - 4)+8(KEY)
	ld	KR12, RK(\nr - 3)(KEY)
	ld	KR13, RK(\nr - 3)+8(KEY)
	ld	KR14, RK(\nr - 2)(KEY)
	ld	KR15, RK(\nr - 2)+8(KEY)
	ld	KR16, RK(\nr - 1)(KEY)
	ld	KR17, RK(\nr - 1)+8(KEY)
	ld	KR18, RK(\nr)(KEY)
	ld	KR19, RK(\nr)+8(KEY)
1:	ld	CT, 0(IN)
	xor	S0, S0, CT
	ld	CT, 8(IN)
	xor	S1, S1, CT
	ld	CT, RK(0)(KEY)
	xor	S0, S0, CT
	ld	CT, RK(0)+8(KEY)
	xor	S1, S1, CT
	.irp	i, 1, 2, 3, 4
	.if	\i < \nr - 9
	aes64esm CT, S0, S1
	aes64esm S1, S1, S0
	ld	S0, RK(\i)(KEY)
	xor	S0, S0, CT
	ld	CT, RK(\i)+8(KEY)
	xor	S1, S1, CT
	.endif
	.endr
	cbc_rr	KR0, KR1
	cbc_rr	KR2, KR3
	cbc_rr	KR4, KR5
	cbc_rr	KR6, KR7
	cbc_rr	KR8, KR9
	cbc_rr	KR10, KR11
	cbc_rr	KR12, KR13
	cbc_rr	KR14, KR15
	cbc_rr	KR16, KR17
	aes64es	CT, S0, S1
	aes64es	S1, S1, S0
	xor	S0, CT, KR18
	xor	S1, S1, KR19
	sd	S0, 0(OUT)
	sd	S1, 8(OUT)
	addi	IN, IN, 16
	addi	OUT, OUT, 16
	bne	IN, CEND, 1b
.endm

/* void aesalt_aes_cbc_enc_zkn(const aesalt_aes_key *key, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks,
 *                             uint8_t iv[16]); */
FUNC(aesalt_aes_cbc_enc_zkn)
	beqz	NBLK, 99f		// (1f would be the loop inside the body)
	save_s0_s11_ra
	slli	CEND, NBLK, 4
	add	CEND, IN, CEND
	ld	S0, 0(IV)
	ld	S1, 8(IV)
	per_key_size cbc_enc_body
	sd	S0, 0(IV)
	sd	S1, 8(IV)
	restore_s0_s11_ra
99:	ret
ENDFUNC(aesalt_aes_cbc_enc_zkn)

#undef S0
#undef CT
#undef S1

/* s0-s3 for the modes that need four more registers. */
.macro save_s0_s3
	addi	sp, sp, -32
	sd	s0, 0(sp)
	sd	s1, 8(sp)
	sd	s2, 16(sp)
	sd	s3, 24(sp)
.endm

.macro restore_s0_s3
	ld	s0, 0(sp)
	ld	s1, 8(sp)
	ld	s2, 16(sp)
	ld	s3, 24(sp)
	addi	sp, sp, 32
.endm

#define IV0 s0 /* CBC-dec: the chaining value */
#define IV1 s1

/* Decrypt, then XOR the previous ciphertext (still in IN: in-place callers
 * overwrite it only at the store). */
.macro cbc_dec_body nr
	pair_end
	beq	IN, END, 2f
1:	load2
	crypt	2, d, \nr
	xor	A0, A0, IV0
	xor	A1, A1, IV1
	ld	IV0, 0(IN)
	ld	IV1, 8(IN)
	xor	B0, B0, IV0
	xor	B1, B1, IV1
	ld	IV0, 16(IN)
	ld	IV1, 24(IN)
	store2
	addi	IN, IN, 32
	addi	OUT, OUT, 32
	bne	IN, END, 1b
2:	andi	TMP, NBLK, 1
	beqz	TMP, 3f
	load1
	crypt	1, d, \nr
	xor	A0, A0, IV0
	xor	A1, A1, IV1
	ld	IV0, 0(IN)
	ld	IV1, 8(IN)
	store1
3:
.endm

/* void aesalt_aes_cbc_dec_zkn(const aesalt_aes_key *key, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks,
 *                             uint8_t iv[16]); */
FUNC(aesalt_aes_cbc_dec_zkn)
	save_s0_s3
	ld	IV0, 0(IV)
	ld	IV1, 8(IV)
	per_key_size cbc_dec_body
	sd	IV0, 0(IV)
	sd	IV1, 8(IV)
	restore_s0_s3
	ret
ENDFUNC(aesalt_aes_cbc_dec_zkn)

/* ---- CTR32 ------------------------------------------------------------ */

/*
 * Counter block = W0 (bytes 0..7) : W2 (bytes 8..11) : C (bytes 12..15,
 * big-endian).  rk[0] is folded into the constant parts once: W0K = W0 ^
 * rk0.lo, W2K = zext(W2) ^ rk0.hi, so a block's first state is W0K :
 * W2K ^ (bswap32(C) << 32).  CH = C << 32 counts in steps of 2^32, which
 * wraps modulo 2^32 in the high half and leaves bytes 0..11 alone, and
 * rev8(CH) = bswap32(C) in the low half (rev8 of the loaded bytes 12..15
 * is CH itself).  The counter is public.
 */
#define W0K s0
#define W2K s1
#define CH s2
#define ONE s3 /* 1 << 32 */

/* Block x0:x1 = counter block ^ rk[0]; CH += 1. */
.macro ctr_block x0, x1
	rev8	\x1, CH
	mv	\x0, W0K
	slli	\x1, \x1, 32
	add	CH, CH, ONE
	xor	\x1, \x1, W2K
.endm

/* The first round, without ark (folded into the counter block). */
.macro ctr_crypt n, nr
	.irp	i, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13
	.if	\i < \nr
	round\n	esm, \i
	.endif
	.endr
	round\n	es, \nr
.endm

.macro xor_in1
	ld	K0, 0(IN)
	ld	K1, 8(IN)
	xor	A0, A0, K0
	xor	A1, A1, K1
.endm

.macro xor_in2
	xor_in1
	ld	K0, 16(IN)
	ld	K1, 24(IN)
	xor	B0, B0, K0
	xor	B1, B1, K1
.endm

.macro ctr_body nr
	pair_end
	beq	IN, END, 2f
1:	ctr_block A0, A1
	ctr_block B0, B1
	ctr_crypt 2, \nr
	xor_in2
	store2
	addi	IN, IN, 32
	addi	OUT, OUT, 32
	bne	IN, END, 1b
2:	andi	TMP, NBLK, 1
	beqz	TMP, 3f
	ctr_block A0, A1
	ctr_crypt 1, \nr
	xor_in1
	store1
3:
.endm

/* void aesalt_aes_ctr32_zkn(const aesalt_aes_key *key, uint8_t *out,
 *                           const uint8_t *in, size_t nblocks,
 *                           uint8_t ctr[16]); */
FUNC(aesalt_aes_ctr32_zkn)
	save_s0_s3
	ld	W0K, 0(IV)
	lwu	W2K, 8(IV)
	lwu	CH, 12(IV)
	ld	K0, RK(0)(KEY)
	ld	K1, RK(0)+8(KEY)
	rev8	CH, CH
	xor	W0K, W0K, K0
	xor	W2K, W2K, K1
	li	ONE, 1
	slli	ONE, ONE, 32
	per_key_size ctr_body
	rev8	T, CH
	sw	T, 12(IV)
	restore_s0_s3
	ret
ENDFUNC(aesalt_aes_ctr32_zkn)

#undef W0K
#undef W2K
#undef CH
#undef ONE

/* ---- XTS -------------------------------------------------------------- */

/*
 * The tweak T is a 128-bit little-endian number TA1:TA0; T * x is a shift
 * left by one with 0x87 folded into the low byte when bit 127 was set,
 * made branch-free from the sign of TA1.  Two blocks per iteration with
 * tweaks TA and TB = TA * x.
 */
#define TA0 s0
#define TA1 s1
#define TB0 s2
#define TB1 s3
#define X RND
#define Y TMP

/* d = s * x (d may be s). */
.macro xts_double d0, d1, s0, s1
	srai	X, \s1, 63
	srli	Y, \s0, 63
	andi	X, X, 0x87
	slli	\d1, \s1, 1
	slli	\d0, \s0, 1
	or	\d1, \d1, Y
	xor	\d0, \d0, X
.endm

.macro xts_body nr, dir
	pair_end
	beq	IN, END, 2f
1:	xts_double TB0, TB1, TA0, TA1
	load2
	xor	A0, A0, TA0
	xor	A1, A1, TA1
	xor	B0, B0, TB0
	xor	B1, B1, TB1
	crypt	2, \dir, \nr
	xor	A0, A0, TA0
	xor	A1, A1, TA1
	xor	B0, B0, TB0
	xor	B1, B1, TB1
	store2
	xts_double TA0, TA1, TB0, TB1
	addi	IN, IN, 32
	addi	OUT, OUT, 32
	bne	IN, END, 1b
2:	andi	TMP, NBLK, 1
	beqz	TMP, 3f
	load1
	xor	A0, A0, TA0
	xor	A1, A1, TA1
	crypt	1, \dir, \nr
	xor	A0, A0, TA0
	xor	A1, A1, TA1
	store1
	xts_double TA0, TA1, TA0, TA1
3:
.endm

.macro xts_func dir
	save_s0_s3
	ld	TA0, 0(IV)
	ld	TA1, 8(IV)
	per_key_size xts_body, \dir
	sd	TA0, 0(IV)
	sd	TA1, 8(IV)
	restore_s0_s3
	ret
.endm

/* void aesalt_aes_xts_enc_zkn(const aesalt_aes_key *key, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks,
 *                             uint8_t tweak[16]); */
FUNC(aesalt_aes_xts_enc_zkn)
	xts_func e
ENDFUNC(aesalt_aes_xts_enc_zkn)

/* void aesalt_aes_xts_dec_zkn(const aesalt_aes_key *key, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks,
 *                             uint8_t tweak[16]); */
FUNC(aesalt_aes_xts_dec_zkn)
	xts_func d
ENDFUNC(aesalt_aes_xts_dec_zkn)
