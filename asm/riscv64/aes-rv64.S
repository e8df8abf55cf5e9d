/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AES with T-tables in the RV64GC base ISA (the "rv64" kernel, core/kernel.h):
 * key expansion, ECB, CBC, CTR32, XTS over whole blocks, and one AES round
 * on n blocks for core's AEGIS (aes_round).
 *
 * Depends on: RV64I (nothing else: no Zba/Zbb/Zbkb).
 *
 * THIS CODE IS NOT CONSTANT TIME.  Every round loads from 1 KiB tables at
 * addresses made from key and data bytes, so a cache-timing adversary on
 * the same core can learn the key.  It is the default only where no
 * constant-time hardware kernel (zkn) is usable, because on RV64GC cores
 * (SiFive U54/U74 class) it executes fewer instructions than ct64 in every
 * mode (bench/results/riscv64.md, columns rv64 and ct64);
 * AESALT_KERNEL=ct64 chooses the constant-time portable kernel.
 *
 * Classic T-table AES (Daemen and Rijmen, "AES Proposal: Rijndael", sec.
 * 5.2.1).  A column is the little-endian 32-bit word of its four bytes (row
 * r in bits 8r..8r+7), kept in a 64-bit register whose upper half is never
 * looked at (every row index is masked or taken with srliw).  One round,
 * per output column j:
 *   n_j = rk_j ^ TE0[row0(c_j)] ^ TE1[row1(c_j+1)] ^ TE2[row2(c_j+2)]
 *             ^ TE3[row3(c_j+3)]
 * (decryption: c_j-1, c_j-2, c_j-3 and the TD tables, equivalent inverse
 * cipher).  Index times 4 in two instructions per row (shift, andi 0x3fc),
 * one base register for the four tables (TE0 at -2048 .. TE3 at +1024), so
 * 21 instructions per column.  The last round takes S-box bytes (lbu).
 *
 * Key schedule (aesalt_aes_key.rk, owned by this file): FIPS-197 words w[i]
 * as little-endian 32-bit words (the bytes in FIPS order), Nr + 1 round
 * keys in the order the rounds use them; the decryption schedule is that of
 * the equivalent inverse cipher (reversed, InvMixColumns on the middle
 * ones, computed as TD[S(b)]).
 *
 * Measured (insn_count plugin, whole aesalt call, C mode layer included):
 * instructions and memory accesses per byte in bench/results/riscv64.md,
 * column rv64 beside wolfssl-rvasm (wolfSSL's base-ISA assembly); the
 * llvm-mca estimate of its loops (SiFive U74 model) in the same file's
 * "llvm-mca estimates" section.  The model's IPC is low: its 3-cycle loads
 * against a chain of XORs.
 */

#include "abi-macros.h"

#define KEY a0
#define OUT a1
#define IN a2
#define NBLK a3
#define IV a4 /* iv, ctr or tweak */
#define TB a5 /* the T-tables + 2048 */
#define SB a6 /* the S-box (inverse S-box for decryption) */
#define END a7
#define C0 t0 /* state */
#define C1 t1
#define C2 t2
#define C3 t3
#define T t4
#define U t5
#define V t6
#define N0 s0 /* the other state of the round pair */
#define N1 s1
#define N2 s2
#define N3 s3
#define X0 s4 /* mode words: chaining value, counter block, tweak */
#define X1 s5
#define X2 s6
#define X3 s7
#define ONE24 s8 /* CTR: 1 << 24, the step of the counter's low byte */
#define RND s9

/* Offsets in aesalt_aes_key (checked by _Static_assert in kernel_rv64.c). */
#define KEY_ROUNDS 8
#define KEY_RK 16
#define RK(i) (KEY_RK + 16 * (i))

	.text

/* ---- rounds ------------------------------------------------------------ */

/* n = rk word at off(base) ^ the four table words of the columns a b c d
 * (rows 0, 1, 2, 3).  Two temporaries in turn, so that each load is three
 * or four instructions ahead of its use (load-to-use latency on in-order
 * cores; the instruction count is the same). */
.macro tcol n, off, base, a, b, c, d
	lw	\n, \off(\base)
	slli	T, \a, 2
	andi	T, T, 0x3fc
	add	T, T, TB
	lw	T, -2048(T)
	srli	U, \b, 6
	andi	U, U, 0x3fc
	add	U, U, TB
	lw	U, -1024(U)
	xor	\n, \n, T
	srli	T, \c, 14
	andi	T, T, 0x3fc
	add	T, T, TB
	lw	T, 0(T)
	xor	\n, \n, U
	srliw	U, \d, 24
	slli	U, U, 2
	add	U, U, TB
	lw	U, 1024(U)
	xor	\n, \n, T
	xor	\n, \n, U
.endm

/* The same for the last round: S-box bytes moved to their rows. */
.macro scol n, off, base, a, b, c, d
	lw	\n, \off(\base)
	andi	T, \a, 255
	add	T, T, SB
	lbu	T, 0(T)
	srli	U, \b, 8
	andi	U, U, 255
	add	U, U, SB
	lbu	U, 0(U)
	xor	\n, \n, T
	srli	T, \c, 16
	andi	T, T, 255
	add	T, T, SB
	lbu	T, 0(T)
	slli	U, U, 8
	xor	\n, \n, U
	srliw	U, \d, 24
	add	U, U, SB
	lbu	U, 0(U)
	slli	T, T, 16
	xor	\n, \n, T
	slli	U, U, 24
	xor	\n, \n, U
.endm

/* One round (col: tcol or scol) with the round key at off(base), from
 * a0..a3 to n0..n3; dir e: ShiftRows, d: InvShiftRows. */
.macro round col, dir, off, base, a0, a1, a2, a3, n0, n1, n2, n3
	.ifc	\dir, e
	\col	\n0, \off, \base, \a0, \a1, \a2, \a3
	\col	\n1, \off + 4, \base, \a1, \a2, \a3, \a0
	\col	\n2, \off + 8, \base, \a2, \a3, \a0, \a1
	\col	\n3, \off + 12, \base, \a3, \a0, \a1, \a2
	.else
	\col	\n0, \off, \base, \a0, \a3, \a2, \a1
	\col	\n1, \off + 4, \base, \a1, \a0, \a3, \a2
	\col	\n2, \off + 8, \base, \a2, \a1, \a0, \a3
	\col	\n3, \off + 12, \base, \a3, \a2, \a1, \a0
	.endif
.endm

/* Rounds 1..nr on a state that already had rk[0] added, in i0..i3 (C0..C3
 * or other registers: CTR passes its precomputed words); the result is in
 * C0..C3 (an odd number of middle rounds ends in N0..N3, the last round
 * goes back). */
.macro rounds dir, nr, i0, i1, i2, i3
	round	tcol, \dir, RK(1), KEY, \i0, \i1, \i2, \i3, N0, N1, N2, N3
	.irp	i, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13
	.if	\i < \nr
	.if	\i % 2
	round	tcol, \dir, RK(\i), KEY, C0, C1, C2, C3, N0, N1, N2, N3
	.else
	round	tcol, \dir, RK(\i), KEY, N0, N1, N2, N3, C0, C1, C2, C3
	.endif
	.endif
	.endr
	round	scol, \dir, RK(\nr), KEY, N0, N1, N2, N3, C0, C1, C2, C3
.endm

/* C ^= rk[0] */
.macro ark0
	lw	T, RK(0)(KEY)
	xor	C0, C0, T
	lw	T, RK(0) + 4(KEY)
	xor	C1, C1, T
	lw	T, RK(0) + 8(KEY)
	xor	C2, C2, T
	lw	T, RK(0) + 12(KEY)
	xor	C3, C3, T
.endm

.macro crypt dir, nr
	ark0
	rounds	\dir, \nr, C0, C1, C2, C3
.endm

.macro load_c
	lw	C0, 0(IN)
	lw	C1, 4(IN)
	lw	C2, 8(IN)
	lw	C3, 12(IN)
.endm

.macro store_c
	sw	C0, 0(OUT)
	sw	C1, 4(OUT)
	sw	C2, 8(OUT)
	sw	C3, 12(OUT)
.endm

/* The tables of direction dir in TB and SB. */
.macro tables dir
	.ifc	\dir, e
	lla	TB, .Lte + 2048
	lla	SB, .Lte + 4096
	.else
	lla	TB, .Ltd + 2048
	lla	SB, .Ltd + 4096
	.endif
.endm

/* Runs body (a macro taking nr, args) once for the key size, then falls to
 * label 90. */
.macro per_key_size body, args:vararg
	lw	RND, KEY_ROUNDS(KEY)
	li	T, 12
	blt	RND, T, 80f
	beq	RND, T, 81f
	\body	14, \args
	j	90f
80:	\body	10, \args
	j	90f
81:	\body	12, \args
90:
.endm

/* ---- key expansion ------------------------------------------------------ */

/* T = SubWord(x) (x's low 32 bits; SB = S-box).  Clobbers U. */
.macro subword x
	andi	U, \x, 255
	add	U, U, SB
	lbu	T, 0(U)
	srli	U, \x, 8
	andi	U, U, 255
	add	U, U, SB
	lbu	U, 0(U)
	slli	U, U, 8
	or	T, T, U
	srli	U, \x, 16
	andi	U, U, 255
	add	U, U, SB
	lbu	U, 0(U)
	slli	U, U, 16
	or	T, T, U
	srliw	U, \x, 24
	add	U, U, SB
	lbu	U, 0(U)
	slli	U, U, 24
	or	T, T, U
.endm

/*
 * FIPS-197 KeyExpansion, one word per iteration: w[i] = w[i - Nk] ^ f(w[i-1])
 * with f = SubWord(RotWord()) ^ Rcon every Nk words, SubWord alone at i % 8
 * == 4 for AES-256.  RotWord of a little-endian word is a right rotation by
 * 8.  The branches are on i and Nk only.  a0 = key, a1 = k, a2 = bits.
 * Clobbers t0-t6, a1-a7; leaves a0 and s-registers alone.
 */
#define XW a3 /* write pointer */
#define XEND a4
#define NK a2 /* Nk: 4, 6, 8 */
#define J a7 /* i mod Nk */
#define RCON t3
	.p2align 4
.Lexpand:
	srli	t0, a2, 5
	addi	t1, t0, 6		// Nr = Nk + 6
	sw	t1, KEY_ROUNDS(a0)
	mv	NK, t0
	lla	SB, .Lte + 4096
	addi	XW, a0, KEY_RK
	mv	t2, NK
1:	lbu	t0, 0(a1)		// the key words, any alignment
	lbu	t1, 1(a1)
	slli	t1, t1, 8
	or	t0, t0, t1
	lbu	t1, 2(a1)
	slli	t1, t1, 16
	or	t0, t0, t1
	lbu	t1, 3(a1)
	slli	t1, t1, 24
	or	t0, t0, t1
	sw	t0, 0(XW)
	addi	a1, a1, 4
	addi	XW, XW, 4
	addi	t2, t2, -1
	bnez	t2, 1b
	lw	t0, KEY_ROUNDS(a0)
	addi	t0, t0, 1
	slli	t0, t0, 4		// 16 (Nr + 1) bytes
	addi	XEND, a0, KEY_RK
	add	XEND, XEND, t0
	li	RCON, 1
	li	J, 0
	slli	a1, NK, 2		// Nk words back, in bytes
2:	lw	t6, -4(XW)		// w[i - 1]
	bnez	J, 3f
	srliw	t0, t6, 8		// RotWord
	slliw	t1, t6, 24
	or	t6, t0, t1
	subword	t6
	xor	t6, T, RCON
	slli	RCON, RCON, 1		// xtime(Rcon)
	srli	t0, RCON, 8
	beqz	t0, 4f
	xori	RCON, RCON, 0x11b
	j	4f
3:	li	t0, 4
	bne	J, t0, 4f
	li	t0, 8
	bne	NK, t0, 4f
	subword	t6
	mv	t6, T
4:	sub	t0, XW, a1
	lw	t0, 0(t0)		// w[i - Nk]
	xor	t6, t6, t0
	sw	t6, 0(XW)
	addi	XW, XW, 4
	addi	J, J, 1
	bne	J, NK, 5f
	li	J, 0
5:	bltu	XW, XEND, 2b
	ret
#undef XW
#undef XEND
#undef NK
#undef J
#undef RCON

/* void aesalt_aes_setkey_enc_rv64(aesalt_aes_key *key, const uint8_t *k,
 *                                 unsigned bits); */
FUNC(aesalt_aes_setkey_enc_rv64)
	j	.Lexpand
ENDFUNC(aesalt_aes_setkey_enc_rv64)

/* void aesalt_aes_setkey_dec_rv64(aesalt_aes_key *key, const uint8_t *k,
 *                                 unsigned bits);
 * The encryption schedule, its round keys reversed, then InvMixColumns on
 * every word of rk[1..Nr-1]: TD0[S(b0)] ^ TD1[S(b1)] ^ TD2[S(b2)] ^
 * TD3[S(b3)] (TD_r[x] is InvMixColumns of InvS(x) in row r). */
FUNC(aesalt_aes_setkey_dec_rv64)
	addi	sp, sp, -16
	sd	ra, 0(sp)
	jal	.Lexpand
	ld	ra, 0(sp)
	addi	sp, sp, 16
	lw	t0, KEY_ROUNDS(a0)
	addi	a1, a0, KEY_RK		// front
	slli	t0, t0, 4
	add	a2, a1, t0		// back: rk[Nr]
1:	bgeu	a1, a2, 2f
	ld	t0, 0(a1)
	ld	t1, 8(a1)
	ld	t2, 0(a2)
	ld	t3, 8(a2)
	sd	t2, 0(a1)
	sd	t3, 8(a1)
	sd	t0, 0(a2)
	sd	t1, 8(a2)
	addi	a1, a1, 16
	addi	a2, a2, -16
	j	1b
2:	lw	t0, KEY_ROUNDS(a0)
	addi	a1, a0, RK(1)
	slli	t0, t0, 4
	addi	a2, a0, KEY_RK
	add	a2, a2, t0		// rk[Nr]: the end
	lla	TB, .Ltd + 2048
	lla	SB, .Lte + 4096		// the forward S-box
3:	lw	t1, 0(a1)
	andi	U, t1, 255
	add	U, U, SB
	lbu	U, 0(U)
	slli	U, U, 2
	add	U, U, TB
	lw	t2, -2048(U)
	srli	U, t1, 8
	andi	U, U, 255
	add	U, U, SB
	lbu	U, 0(U)
	slli	U, U, 2
	add	U, U, TB
	lw	U, -1024(U)
	xor	t2, t2, U
	srli	U, t1, 16
	andi	U, U, 255
	add	U, U, SB
	lbu	U, 0(U)
	slli	U, U, 2
	add	U, U, TB
	lw	U, 0(U)
	xor	t2, t2, U
	srliw	U, t1, 24
	add	U, U, SB
	lbu	U, 0(U)
	slli	U, U, 2
	add	U, U, TB
	lw	U, 1024(U)
	xor	t2, t2, U
	sw	t2, 0(a1)
	addi	a1, a1, 4
	bltu	a1, a2, 3b
	ret
ENDFUNC(aesalt_aes_setkey_dec_rv64)

/* ---- ECB -------------------------------------------------------------- */

.macro ecb_body nr, dir
	beqz	NBLK, 2f
1:	load_c
	crypt	\dir, \nr
	store_c
	addi	IN, IN, 16
	addi	OUT, OUT, 16
	bne	IN, END, 1b
2:
.endm

.macro ecb_func dir
	save_s0_s11_ra
	slli	END, NBLK, 4
	add	END, IN, END
	tables	\dir
	per_key_size ecb_body, \dir
	restore_s0_s11_ra
	ret
.endm

/* void aesalt_aes_ecb_enc_rv64(const aesalt_aes_key *key, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aes_ecb_enc_rv64)
	ecb_func e
ENDFUNC(aesalt_aes_ecb_enc_rv64)

/* void aesalt_aes_ecb_dec_rv64(const aesalt_aes_key *key, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aes_ecb_dec_rv64)
	ecb_func d
ENDFUNC(aesalt_aes_ecb_dec_rv64)

/* ---- CBC -------------------------------------------------------------- */

/* The chaining value is C itself (the last ciphertext): C ^= P ^ rk[0]. */
.macro cbc_enc_body nr
	beqz	NBLK, 2f
1:	lw	T, 0(IN)
	lw	U, RK(0)(KEY)
	xor	C0, C0, T
	xor	C0, C0, U
	lw	T, 4(IN)
	lw	U, RK(0) + 4(KEY)
	xor	C1, C1, T
	xor	C1, C1, U
	lw	T, 8(IN)
	lw	U, RK(0) + 8(KEY)
	xor	C2, C2, T
	xor	C2, C2, U
	lw	T, 12(IN)
	lw	U, RK(0) + 12(KEY)
	xor	C3, C3, T
	xor	C3, C3, U
	rounds	e, \nr, C0, C1, C2, C3
	store_c
	addi	IN, IN, 16
	addi	OUT, OUT, 16
	bne	IN, END, 1b
2:
.endm

/* void aesalt_aes_cbc_enc_rv64(const aesalt_aes_key *key, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks,
 *                              uint8_t iv[16]); */
FUNC(aesalt_aes_cbc_enc_rv64)
	save_s0_s11_ra
	slli	END, NBLK, 4
	add	END, IN, END
	tables	e
	lw	C0, 0(IV)
	lw	C1, 4(IV)
	lw	C2, 8(IV)
	lw	C3, 12(IV)
	per_key_size cbc_enc_body
	sw	C0, 0(IV)
	sw	C1, 4(IV)
	sw	C2, 8(IV)
	sw	C3, 12(IV)
	restore_s0_s11_ra
	ret
ENDFUNC(aesalt_aes_cbc_enc_rv64)

/* X = the previous ciphertext, reloaded from IN before the store (in
 * place, IN is OUT). */
.macro cbc_dec_body nr
	beqz	NBLK, 2f
1:	load_c
	crypt	d, \nr
	xor	C0, C0, X0
	xor	C1, C1, X1
	xor	C2, C2, X2
	xor	C3, C3, X3
	lw	X0, 0(IN)
	lw	X1, 4(IN)
	lw	X2, 8(IN)
	lw	X3, 12(IN)
	store_c
	addi	IN, IN, 16
	addi	OUT, OUT, 16
	bne	IN, END, 1b
2:
.endm

/* void aesalt_aes_cbc_dec_rv64(const aesalt_aes_key *key, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks,
 *                              uint8_t iv[16]); */
FUNC(aesalt_aes_cbc_dec_rv64)
	save_s0_s11_ra
	slli	END, NBLK, 4
	add	END, IN, END
	tables	d
	lw	X0, 0(IV)
	lw	X1, 4(IV)
	lw	X2, 8(IV)
	lw	X3, 12(IV)
	per_key_size cbc_dec_body
	sw	X0, 0(IV)
	sw	X1, 4(IV)
	sw	X2, 8(IV)
	sw	X3, 12(IV)
	restore_s0_s11_ra
	ret
ENDFUNC(aesalt_aes_cbc_dec_rv64)

/* ---- CTR32 ------------------------------------------------------------ */

/*
 * Counter words 0..2 never change in a call, and of word 3 (bytes 12..15,
 * the big-endian counter) only byte 15 changes between carries (255 blocks
 * in 256).  Byte 15 (row 3 of column 3) reaches only column 0 of round 1,
 * so round 1 is one lookup per block, N0 = P0 ^ TE3[byte 15 ^ rk0], with
 * N1..N3 constant; and each column of round 2 then has one lookup from N0
 * and three constant ones, folded into Q0..Q3.  P and Q are made at entry
 * and after each carry (ctr_setup); rounds 3..Nr are the usual ones.  This
 * is the counter-mode caching of Bernstein and Schwabe ("New AES software
 * speed records", 2008, sec. 4), and it saves about 140 of 860
 * instructions per block.  The counter is public: the branches on it are
 * allowed (the kernel is not constant time anyway).
 *
 * X0..X2 = counter words 0..2 ^ rk[0]; X3 = word 3 as it is (its low byte
 * in bits 24..31, stepped by 1 << 24 with addw); V = rk[0] word 3.
 */
#define P0 s9
#define Q0 s10
#define Q1 s11
#define Q2 ra
#define Q3 a3 /* NBLK, dead once END is set */

/* T = bswap32(x) (low 32 bits), clobbers U. */
.macro bswap32 x
	andi	T, \x, 255
	slli	T, T, 24
	srli	U, \x, 8
	andi	U, U, 255
	slli	U, U, 16
	or	T, T, U
	srli	U, \x, 16
	andi	U, U, 255
	slli	U, U, 8
	or	T, T, U
	srliw	U, \x, 24
	or	T, T, U
.endm

/* P0 and Q0..Q3 for the current X3.  Round 1 on the block with byte 15
 * zeroed gives P0 = N0 ^ TE3[0] and N1..N3; round 2 on (0, N1, N2, N3)
 * gives Q_j = M_j ^ (the lookup of row r_j of 0): r = 0, 3, 2, 1. */
.macro ctr_setup
	xor	C3, X3, V
	slli	C3, C3, 40
	srli	C3, C3, 40
	round	tcol, e, RK(1), KEY, X0, X1, X2, C3, N0, N1, N2, N3
	lw	T, 1024(TB)		// TE3[0]
	xor	P0, N0, T
	li	N0, 0
	round	tcol, e, RK(2), KEY, N0, N1, N2, N3, C0, C1, C2, C3
	lw	T, -2048(TB)		// TE0[0]
	xor	Q0, C0, T
	lw	T, 1024(TB)		// TE3[0]
	xor	Q1, C1, T
	lw	T, 0(TB)		// TE2[0]
	xor	Q2, C2, T
	lw	T, -1024(TB)		// TE1[0]
	xor	Q3, C3, T
.endm

.macro ctr_body nr
	ctr_setup
1:	xor	T, X3, V		// round 1: N0 from byte 15
	srliw	T, T, 24
	slli	T, T, 2
	add	T, T, TB
	lw	T, 1024(T)
	xor	N0, T, P0
	slli	T, N0, 2		// round 2: C_j = Q_j ^ one lookup of N0
	andi	T, T, 0x3fc
	add	T, T, TB
	lw	T, -2048(T)
	xor	C0, T, Q0
	srliw	T, N0, 24
	slli	T, T, 2
	add	T, T, TB
	lw	T, 1024(T)
	xor	C1, T, Q1
	srli	T, N0, 14
	andi	T, T, 0x3fc
	add	T, T, TB
	lw	T, 0(T)
	xor	C2, T, Q2
	srli	T, N0, 6
	andi	T, T, 0x3fc
	add	T, T, TB
	lw	T, -1024(T)
	xor	C3, T, Q3
	.irp	i, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13
	.if	\i < \nr
	.if	\i % 2
	round	tcol, e, RK(\i), KEY, C0, C1, C2, C3, N0, N1, N2, N3
	.else
	round	tcol, e, RK(\i), KEY, N0, N1, N2, N3, C0, C1, C2, C3
	.endif
	.endif
	.endr
	round	scol, e, RK(\nr), KEY, N0, N1, N2, N3, C0, C1, C2, C3
	lw	T, 0(IN)
	lw	U, 4(IN)
	xor	C0, C0, T
	xor	C1, C1, U
	lw	T, 8(IN)
	lw	U, 12(IN)
	xor	C2, C2, T
	xor	C3, C3, U
	store_c
	addi	IN, IN, 16
	addi	OUT, OUT, 16
	addw	X3, X3, ONE24
	srliw	T, X3, 24
	bnez	T, 2f
	bswap32	X3			// the low byte wrapped to 0: carry
	addiw	C0, T, 256		// byte 15 is already 0: carry into 14
	bswap32	C0
	mv	X3, T
	beq	IN, END, 3f
	ctr_setup
2:	bne	IN, END, 1b
3:
.endm

/* void aesalt_aes_ctr32_rv64(const aesalt_aes_key *key, uint8_t *out,
 *                            const uint8_t *in, size_t nblocks,
 *                            uint8_t ctr[16]); */
FUNC(aesalt_aes_ctr32_rv64)
	beqz	NBLK, 99f
	save_s0_s11_ra
	slli	END, NBLK, 4
	add	END, IN, END
	tables	e
	lw	X0, 0(IV)
	lw	X1, 4(IV)
	lw	X2, 8(IV)
	lw	X3, 12(IV)
	lw	T, RK(0)(KEY)
	xor	X0, X0, T
	lw	T, RK(0) + 4(KEY)
	xor	X1, X1, T
	lw	T, RK(0) + 8(KEY)
	xor	X2, X2, T
	lw	V, RK(0) + 12(KEY)
	li	ONE24, 1
	slli	ONE24, ONE24, 24
	per_key_size ctr_body
	sw	X3, 12(IV)
	restore_s0_s11_ra
99:	ret
ENDFUNC(aesalt_aes_ctr32_rv64)

#undef P0
#undef Q0
#undef Q1
#undef Q2
#undef Q3

/* ---- XTS -------------------------------------------------------------- */

/* The tweak as a 128-bit little-endian number X1:X0 (64-bit halves); T * x
 * is a shift with 0x87 folded in from bit 127 (branch-free, though this
 * kernel is not constant time anyway). */
.macro xts_body nr, dir
	beqz	NBLK, 2f
1:	srli	X2, X0, 32
	srli	X3, X1, 32
	load_c
	xor	C0, C0, X0
	xor	C1, C1, X2
	xor	C2, C2, X1
	xor	C3, C3, X3
	crypt	\dir, \nr
	xor	C0, C0, X0
	xor	C1, C1, X2
	xor	C2, C2, X1
	xor	C3, C3, X3
	store_c
	srai	T, X1, 63
	srli	U, X0, 63
	andi	T, T, 0x87
	slli	X1, X1, 1
	slli	X0, X0, 1
	or	X1, X1, U
	xor	X0, X0, T
	addi	IN, IN, 16
	addi	OUT, OUT, 16
	bne	IN, END, 1b
2:
.endm

.macro xts_func dir
	save_s0_s11_ra
	slli	END, NBLK, 4
	add	END, IN, END
	tables	\dir
	ld	X0, 0(IV)
	ld	X1, 8(IV)
	per_key_size xts_body, \dir
	sd	X0, 0(IV)
	sd	X1, 8(IV)
	restore_s0_s11_ra
	ret
.endm

/* void aesalt_aes_xts_enc_rv64(const aesalt_aes_key *key, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks,
 *                              uint8_t tweak[16]); */
FUNC(aesalt_aes_xts_enc_rv64)
	xts_func e
ENDFUNC(aesalt_aes_xts_enc_rv64)

/* void aesalt_aes_xts_dec_rv64(const aesalt_aes_key *key, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks,
 *                              uint8_t tweak[16]); */
FUNC(aesalt_aes_xts_dec_rv64)
	xts_func d
ENDFUNC(aesalt_aes_xts_dec_rv64)

/* ---- one round for AEGIS ---------------------------------------------- */

/* void aesalt_aes_round_rv64(uint8_t (*out)[16], const uint8_t (*in)[16],
 *                            const uint8_t (*rk)[16], size_t n);
 * out[i] = MixColumns(ShiftRows(SubBytes(in[i]))) ^ rk[i]: one tcol round
 * whose round key is rk[i] (out may be in: the block is loaded first). */
#define ROUT a0
#define RIN a1
#define RRK a2
#define RN a3
FUNC(aesalt_aes_round_rv64)
	beqz	RN, 2f
	addi	sp, sp, -32
	sd	s0, 0(sp)
	sd	s1, 8(sp)
	sd	s2, 16(sp)
	sd	s3, 24(sp)
	lla	TB, .Lte + 2048
1:	lw	C0, 0(RIN)
	lw	C1, 4(RIN)
	lw	C2, 8(RIN)
	lw	C3, 12(RIN)
	round	tcol, e, 0, RRK, C0, C1, C2, C3, N0, N1, N2, N3
	sw	N0, 0(ROUT)
	sw	N1, 4(ROUT)
	sw	N2, 8(ROUT)
	sw	N3, 12(ROUT)
	addi	RIN, RIN, 16
	addi	RRK, RRK, 16
	addi	ROUT, ROUT, 16
	addi	RN, RN, -1
	bnez	RN, 1b
	ld	s0, 0(sp)
	ld	s1, 8(sp)
	ld	s2, 16(sp)
	ld	s3, 24(sp)
	addi	sp, sp, 32
2:	ret
ENDFUNC(aesalt_aes_round_rv64)

/* ---- tables ------------------------------------------------------------------
 *
 * Generated by the assembler from the S-box and the inverse S-box (FIPS-197
 * sec. 5.1.1 and 5.3.2): TE_r[x] is the column MixColumns makes of S(x) in
 * row r, TD_r[x] the column InvMixColumns makes of InvS(x) in row r, as
 * little-endian words (row i in bits 8i..8i+7): TE0[x] = (2, 1, 1, 3).S(x),
 * TE1 = (3, 2, 1, 1), TE2 = (1, 3, 2, 1), TE3 = (1, 1, 3, 2); TD0[x] =
 * (e, 9, d, b).InvS(x), TD1 = (b, e, 9, d), TD2 = (d, b, e, 9), TD3 =
 * (9, d, b, e).  So TE0[0] = 0xa56363c6, byte-reversed from the Rijndael
 * proposal's big-endian 0xc66363a5.  Each group is 4 KiB of tables then the
 * 256-byte S-box (inverse S-box after TD), 64-byte aligned.
 */
#include "aes-tables.h"
#define LE(b0, b1, b2, b3) ((b0) + ((b1) << 8) + ((b2) << 16) + ((b3) << 24))


.macro	TE_ROW k, v:vararg
	.irp	s, \v
	.if \k == 0
	.word	LE(XT(\s), \s, \s, M3(\s))
	.elseif \k == 1
	.word	LE(M3(\s), XT(\s), \s, \s)
	.elseif \k == 2
	.word	LE(\s, M3(\s), XT(\s), \s)
	.else
	.word	LE(\s, \s, M3(\s), XT(\s))
	.endif
	.endr
.endm

.macro	TD_ROW k, v:vararg
	.irp	s, \v
	.if \k == 0
	.word	LE(ME(\s), M9(\s), MD(\s), MB(\s))
	.elseif \k == 1
	.word	LE(MB(\s), ME(\s), M9(\s), MD(\s))
	.elseif \k == 2
	.word	LE(MD(\s), MB(\s), ME(\s), M9(\s))
	.else
	.word	LE(M9(\s), MD(\s), MB(\s), ME(\s))
	.endif
	.endr
.endm

.macro	BYTE_ROW k, v:vararg
	.byte	\v
.endm

	.section .rodata
	.p2align 6
.Lte:
	SBOX_ROWS TE_ROW, 0
	SBOX_ROWS TE_ROW, 1
	SBOX_ROWS TE_ROW, 2
	SBOX_ROWS TE_ROW, 3
	SBOX_ROWS BYTE_ROW, 0
	.p2align 6
.Ltd:
	SINV_ROWS TD_ROW, 0
	SINV_ROWS TD_ROW, 1
	SINV_ROWS TD_ROW, 2
	SINV_ROWS TD_ROW, 3
	SINV_ROWS BYTE_ROW, 0
