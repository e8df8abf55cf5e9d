/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AES for the 68020, 68030, 68040 and 68060: the "m68020" kernel's AES slots
 * (key expansion, ECB, CBC, CTR32) and the one-round function its AEGIS
 * slots run on.
 *
 * Depends on: the 68020 integer ISA -- scaled-index (x8) and memory-indirect
 * addressing, misaligned data accesses, bit fields in the key expansion
 * only.  Not the 68000/68010, not CPU32, not ColdFire.  No FPU, no 64-bit
 * multiply (so it also runs on the 68060).
 *
 * THIS CODE IS NOT CONSTANT TIME.  Every round loads from tables at
 * addresses taken from secret state bytes: cache timing leaks key and data,
 * as with the C code of Mbed TLS and wolfSSL.  The constant-time kernel for
 * these CPUs is "m68k_ct" (aes-m68k-ct.S).
 *
 * Syntax: GNU as (Motorola mnemonics, MIT-style %-prefixed registers), the
 * same for Linux/m68k and NetBSD/m68k ELF; SysV m68k ABI (asm/m68k/README.md).
 *
 * ---- Method ---------------------------------------------------------------
 *
 * Classic T-table AES (Daemen and Rijmen, "AES Proposal: Rijndael",
 * sec. 5.2.1).  A state column (FIPS-197 sec. 3.4, bytes s[4c..4c+3]) is a
 * big-endian long, row 0 in the top byte: the m68k's own byte order, so
 * blocks load and store without swapping.  te0[x] = (2.S(x), S(x), S(x),
 * 3.S(x)) and te1..te3 are te0 rotated right by 8, 16, 24 bits; td0..td3
 * likewise with (e, 9, d, b).S'(x).  One round of encryption computes, for
 * each output column j (indices mod 4),
 *
 *     t[j] = te0[b0(s[j])] ^ te1[b1(s[j+1])] ^ te2[b2(s[j+2])]
 *            ^ te3[b3(s[j+3])] ^ rk[j]
 *
 * where bN is byte N of a column counted from the top (decryption: s[j-N]
 * and td).  The last round uses the same code on four more tables,
 * fN[x] = S(x) << (24 - 8N) (decryption: S'(x)), so it is an ordinary
 * round too.  The assembler computes every table from the S-box and the
 * inverse S-box of FIPS-197 (the two 256-byte lists at the end).
 *
 * ---- Tuned for the MC68030's clocks ---------------------------------------
 *
 * Costs are the MC68030 User's Manual's cache-case clocks (sec. 11.6),
 * as the estimate of bench/results/m68k.md prices them.
 *
 * Byte extraction.  bfextu costs 10 clocks (40 per column).  Here a column
 * c gives its four bytes with
 *
 *     move.b c,X      2   byte 3 (X's bits 8..31 stay zero: see below)
 *     lsr.w  #8,c     4   byte 2, as the word index c.w = 00:b2
 *     swap   c        4   c = 00:b2 | b0:b1
 *     move.b c,X      2   byte 1
 *     lsr.w  #8,c     4   byte 0, as c.w = 00:b0
 *
 * 16 clocks per column, with word indexes (x.w*8: the low word, sign
 * extended, is 00:bb, so the extension is harmless).  X is written only by
 * move.b, so it needs no clearing per byte; the table long goes to a
 * second register Y (move.l 8 clocks, eor 2), and the last lookup of a
 * column reuses the column's own register.
 *
 * Registers.  The state needs 4 columns and 4 accumulators, X and Y: 10
 * longs for 8 data registers.  Column 3 waits in an address register (S3)
 * until columns 0..2 are consumed and then moves into the register column
 * 1 freed (2 clocks each way); the accumulators start in the three free
 * registers and in column 0's own register.  The round key comes with
 * move.l (RK)+ into the register that holds the next state's column, and
 * the accumulator is XORed into it (7 clocks per column, against 36 for a
 * movem.l of the key and four eors).
 *
 *     round: 16 lookups x 8 + 12 eor x 2 + extraction 4 x 16 + key 4 x 7
 *            + column 3 moves 4 + loop test 10                  = 258 clocks
 *     (bfextu rounds of the previous version: 348)
 *
 * Instruction cache.  The rounds are a loop, not unrolled: the round is 148
 * bytes, a mode's whole block loop (rounds, last-round switch, whitening,
 * I/O) 216-256 bytes, aligned to a 16-byte line, inside the 68020/030's
 * 256-byte instruction cache, so in a long message no instruction fetch
 * misses.  Unrolled, the 2.3 KiB of rounds streamed through the cache once
 * per block: 27 long-word misses per byte, 106 of the 360 "memory" clocks
 * per byte.  The loop costs its test (cmpa + bcs: 10 clocks per round) and
 * the last-round switch (about 40 per block: the two table registers move
 * to the f tables and back).
 *
 * Data cache.  Tables te0/te1 and te2/te3 are interleaved in pairs of longs
 * (8 bytes per x: one table register reaches two tables with displacements
 * 0 and 4), so two address registers hold the four tables.  No layout makes
 * them fit the 256-byte data cache: one 1 KiB table with rotations (te_N =
 * ror(te0, 8N)) would cost 12 rotates per round (ror.l #8: 6 clocks, 72 per
 * round, 45 per byte) to raise the hit rate of the lookups from about 6 % to
 * at most 25 %, which saves at most 16 lookups x 19 % x 2 = 6 clocks per
 * round at the estimate's 2 wait states.  So four tables (and four for the last round);
 * the round keys and the stack slots are what the 68030's data cache keeps.
 *
 * 68040 and 68060 (reasoned from their manuals' timing, not measured):
 * move.b/lsr/swap/eor are single-cycle there and the bit-field instructions
 * multi-cycle (on the 68060 they issue in its primary pipe only), so the
 * new extraction is cheaper on both; the 68060's two pipes can pair one
 * column's extraction with the previous lookup's eor.  The rolled loop's
 * branch is predicted (68060 branch cache) or cheap (68040), and all the
 * code fits their instruction caches.  The cost: 8 KiB of tables per
 * direction with the last-round tables; the 68060's 8 KiB data cache holds
 * them, the 68040's 4 KiB holds the round tables only, so the last round
 * evicts up to 16 of their lines per block.  The instruction count rises
 * (62 per round against 49), with 1-clock register operations on both.
 *
 * ---- Register map ---------------------------------------------------------
 *
 * Between rounds the state is s0, s1, s2 in d0, d1, d2 and s3 in S3.  Inside
 * a round d3, d4, d5 and d0 are the accumulators (t[j] in d0 for j = 0; when
 * encrypting t1, t2, t3 in d3, d4, d5; when decrypting t3, t2, t1), d6 is Y
 * and d7 is X.  Address registers (RK, OUTP, INP in the order of the
 * arguments key, out, in: one movem.l loads all three):
 */
#define RK %a0   /* round keys: rk[0] at the start of a block, walks (RK)+ */
#define S3 %a1   /* state column 3 between rounds */
#define T01 %a2  /* te0/te1 pairs (td0/td1 decrypting; f0/f1 last round) */
#define T23 %a3  /* te2/te3 pairs, T01 + 2048 (f2/f3 last round) */
#define END %a4  /* &rk[Nr] */
#define OUTP %a5 /* output blocks */
#define INP %a6  /* input blocks */
#define Y %d6    /* the table long of a lookup */
#define X %d7    /* byte index: bits 8..31 always zero */
/*
 * ---- Estimated MC68030 clocks and instructions per byte --------------------
 *
 * Estimated MC68030 clocks per byte (the User's Manual's clocks over the
 * executed instruction mix, cached and with memory wait states)
 * and instructions per byte of every mode, size and key, beside the peers:
 * bench/results/m68k.md, column m68020.  The bfextu/unrolled version this
 * replaced and the CTR before the round-2 caching:
 * bench/results/m68k-kernels.md (hand-run notes).
 *
 * The goal of issue 17, at most 150 clocks per byte cached, is below what
 * a T-table round can cost here: 16 lookups at 8 clocks, 12 XORs, 4 key
 * words at 7, and the extraction of 16 bytes at 4 clocks on average
 * (move.b 2, lsr.w 4, swap 4 shared by two bytes) come to 244 clocks, 248 with the column-3
 * moves that eight data registers force: 155 per byte for ten rounds
 * before any loop test, I/O or last-round switch.  More instructions per
 * byte than the bfextu version: the extra ones are the 2-clock move.b/eor
 * and 4-clock lsr.w/swap that replace 10-clock bfextu.
 */

/* No executable stack (Linux; an unknown note section elsewhere). */
	.section .note.GNU-stack,"",@progbits

	.text

/* ---- one round ---------------------------------------------------------- */

/* dst = (first) or ^= (not first) the table long at (disp,base,idx.w*8). */
.macro	LOOKR first, disp, base, idx, dst
	.if \first
	move.l	(\disp,\base,\idx\().w*8),\dst
	.else
	move.l	(\disp,\base,\idx\().w*8),Y
	eor.l	Y,\dst
	.endif
.endm

/* The same into the register of accumulator t[j mod 4] (see the register
 * map; dir = -1 encrypting, +1 decrypting). */
.macro	LOOK first, disp, base, idx, dir, j
	.if ((\j) & 3) == 0
	LOOKR	\first, \disp, \base, \idx, %d0
	.elseif ((\j) & 3) == 2
	LOOKR	\first, \disp, \base, \idx, %d4
	.elseif ((\j) & 3) == 2 + \dir
	LOOKR	\first, \disp, \base, \idx, %d3
	.else
	LOOKR	\first, \disp, \base, \idx, %d5
	.endif
.endm

/* eor.l src into the register of t[j mod 4]. */
.macro	EORT src, dir, j
	.if ((\j) & 3) == 0
	eor.l	\src,%d0
	.elseif ((\j) & 3) == 2
	eor.l	\src,%d4
	.elseif ((\j) & 3) == 2 + \dir
	eor.l	\src,%d3
	.else
	eor.l	\src,%d5
	.endif
.endm

/* Column s[k] in register c: byte N goes to t[k + dir N].  first (k = 0,
 * c = d0): each lookup starts its accumulator, byte 0's in c itself. */
.macro	COLUMN first, dir, k, c
	move.b	\c,X
	LOOK	\first, 4, T23, X, \dir, (\k + 3 * \dir)	/* te3[b3] */
	lsr.w	#8,\c
	LOOK	\first, 0, T23, \c, \dir, (\k + 2 * \dir)	/* te2[b2] */
	swap	\c
	move.b	\c,X
	LOOK	\first, 4, T01, X, \dir, (\k + \dir)	/* te1[b1] */
	lsr.w	#8,\c
	move.l	(0,T01,\c\().w*8),\c			/* te0[b0] */
	.if \first == 0
	EORT	\c, \dir, \k
	.endif
.endm

/* One round from d0..d2/S3 to d0..d2/S3, the round key at (RK)+. */
.macro	ROUND dir
	COLUMN	1, \dir, 0, %d0
	COLUMN	0, \dir, 1, %d1
	COLUMN	0, \dir, 2, %d2
	move.l	S3,%d1
	COLUMN	0, \dir, 3, %d1
	move.l	(RK)+,Y
	eor.l	Y,%d0			/* t0 is in d0 already */
	.if \dir < 0
	move.l	(RK)+,%d1
	eor.l	%d3,%d1
	move.l	(RK)+,%d2
	eor.l	%d4,%d2
	move.l	(RK)+,Y
	eor.l	%d5,Y
	.else
	move.l	(RK)+,%d1
	eor.l	%d5,%d1
	move.l	(RK)+,%d2
	eor.l	%d4,%d2
	move.l	(RK)+,Y
	eor.l	%d3,Y
	.endif
	movea.l	Y,S3
.endm

/* Rounds from RK's key to rk[Nr] (END): the middle rounds loop while RK <
 * END; at RK = END the table registers move to the f tables (4096 bytes
 * on) for one more pass, the last round, and back after it. */
.macro	ROUNDS dir
.Lr\@:	ROUND	\dir
	cmpa.l	END,RK
	bcs	.Lr\@
	bne.s	.Lx\@
	lea	(4096,T01),T01
	lea	(4096,T23),T23
	bra	.Lr\@
.Lx\@:	lea	(-4096,T01),T01
	lea	(-4096,T23),T23
.endm

/* d0..d2/S3 = the block in d0..d3 ^ the key at (RK)+. */
.macro	WHITEN
	move.l	(RK)+,Y
	eor.l	Y,%d0
	move.l	(RK)+,Y
	eor.l	Y,%d1
	move.l	(RK)+,Y
	eor.l	Y,%d2
	move.l	(RK)+,Y
	eor.l	%d3,Y
	movea.l	Y,S3
.endm

/* (OUTP)+ = d0..d2/S3. */
.macro	STORE
	move.l	%d0,(OUTP)+
	move.l	%d1,(OUTP)+
	move.l	%d2,(OUTP)+
	move.l	S3,(OUTP)+
.endm

/* ---- frames ----------------------------------------------------------------
 *
 * Every entry saves d2-d7/a2-a6 (44 bytes).  The mode entries then push
 * the block count (CNT) and rk[0]'s address (RK0), and below them the
 * mode's slots, if any: LOC bytes in all, so the arguments are at
 * ARG(LOC, n).
 */
#define AOFF(loc, n) ((loc) + 48 + 4 * (n))
#define ARG(loc, n) (AOFF(loc, n),%sp)
#define RK0 (LOC - 8,%sp)
#define CNT (LOC - 4,%sp)

.macro	SAVE
	movem.l	%d2-%d7/%a2-%a6,-(%sp)
.endm

/* Pops loc bytes, restores the registers, returns. */
.macro	RETURN loc
	.if \loc
	lea	(\loc,%sp),%sp
	.endif
	movem.l	(%sp)+,%d2-%d7/%a2-%a6
	rts
.endm

/* The entry of a mode with slots bytes of slots (LOC = slots + 8): saves,
 * pushes CNT (returning at once when there are no blocks), loads RK = key,
 * OUTP = out, INP = in with one movem, then RK = rk[0], END = rk[Nr],
 * pushes RK, sets the table registers and clears X.  The offsets of
 * aesalt_aes_key (rounds at 4, rk at 12) are checked by
 * asm/m68k/kernel_m68020.c. */
.macro	ENTER tab, slots
	SAVE
	move.l	ARG(0, 3),-(%sp)
	bne	.Lgo\@
	RETURN	4
.Lgo\@:	movem.l	ARG(4, 0),RK/OUTP/INP
	move.l	(4,RK),%d0		/* rounds: 10, 12 or 14 */
	lea	(12,RK),RK
	lsl.l	#4,%d0
	lea	(RK,%d0.l),END
	move.l	RK,-(%sp)
	.if \slots
	lea	(-\slots,%sp),%sp
	.endif
	lea	(\tab,%pc),T01
	lea	(2048,T01),T23
	moveq	#0,X
.endm

/* ---- ECB ------------------------------------------------------------------- */

#define LOC 8
.macro	ECB tab, dir
	ENTER	\tab, 0
	.balignw 16,0x4e71		/* nop: the block loop in 16 cache lines */
1:	movea.l	RK0,RK
	movem.l	(INP)+,%d0-%d3		/* any alignment: 68020+ */
	WHITEN
	ROUNDS	\dir
	STORE
	subq.l	#1,CNT
	bne	1b
	RETURN	LOC
.endm

/* void aesalt_aes_ecb_enc_m68020(const aesalt_aes_key *key, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks); */
	.globl	aesalt_aes_ecb_enc_m68020
	.hidden	aesalt_aes_ecb_enc_m68020
	.type	aesalt_aes_ecb_enc_m68020,@function
aesalt_aes_ecb_enc_m68020:
	ECB	.Lte, -1
	.size	aesalt_aes_ecb_enc_m68020,.-aesalt_aes_ecb_enc_m68020

/* void aesalt_aes_ecb_dec_m68020(const aesalt_aes_key *key, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks); */
	.globl	aesalt_aes_ecb_dec_m68020
	.hidden	aesalt_aes_ecb_dec_m68020
	.type	aesalt_aes_ecb_dec_m68020,@function
aesalt_aes_ecb_dec_m68020:
	ECB	.Ltd, 1
	.size	aesalt_aes_ecb_dec_m68020,.-aesalt_aes_ecb_dec_m68020

/* ---- CBC ------------------------------------------------------------------- */

/* void aesalt_aes_cbc_enc_m68020(const aesalt_aes_key *key, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks,
 *                                uint8_t iv[16]);
 * The chaining value stays in d0..d2/S3. */
	.globl	aesalt_aes_cbc_enc_m68020
	.hidden	aesalt_aes_cbc_enc_m68020
	.type	aesalt_aes_cbc_enc_m68020,@function
aesalt_aes_cbc_enc_m68020:
	ENTER	.Lte, 0
	movem.l	([AOFF(LOC, 4),%sp]),%d0-%d2/S3	/* iv */
	.balignw 16,0x4e71		/* nop: the block loop in 16 cache lines */
1:	movea.l	RK0,RK
	move.l	(INP)+,Y
	eor.l	Y,%d0
	move.l	(INP)+,Y
	eor.l	Y,%d1
	move.l	(INP)+,Y
	eor.l	Y,%d2
	move.l	S3,%d3
	move.l	(INP)+,Y
	eor.l	Y,%d3
	WHITEN
	ROUNDS	-1
	STORE
	subq.l	#1,CNT
	bne	1b
	movem.l	%d0-%d2/S3,([AOFF(LOC, 4),%sp])	/* iv = last ciphertext block */
	RETURN	LOC
	.size	aesalt_aes_cbc_enc_m68020,.-aesalt_aes_cbc_enc_m68020
#undef LOC

/* void aesalt_aes_cbc_dec_m68020(const aesalt_aes_key *key, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks,
 *                                uint8_t iv[16]);
 * Runs from the last block to the first: P[i] = D(C[i]) ^ C[i-1], with
 * C[i-1] still in the input when out == in, since block i-1 is written
 * later; so no copy of the chaining value per block. */
#define NIV (0,%sp) /* the next iv: the last ciphertext block */
#define LOC (16 + 8)
	.globl	aesalt_aes_cbc_dec_m68020
	.hidden	aesalt_aes_cbc_dec_m68020
	.type	aesalt_aes_cbc_dec_m68020,@function
aesalt_aes_cbc_dec_m68020:
	ENTER	.Ltd, 16
	move.l	ARG(LOC, 3),%d0
	lsl.l	#4,%d0
	adda.l	%d0,INP			/* end of input */
	adda.l	%d0,OUTP		/* end of output */
	movem.l	(-16,INP),%d0-%d3
	movem.l	%d0-%d3,NIV
	subq.l	#1,CNT			/* blocks before block 0 */
	beq	2f
	.balignw 16,0x4e71		/* nop: the block loop in 16 cache lines */
1:	movea.l	RK0,RK
	movem.l	(-16,INP),%d0-%d3
	WHITEN
	ROUNDS	1
	lea	(-16,INP),INP
	move.l	(-16,INP),Y		/* C[i-1] */
	eor.l	Y,%d0
	move.l	(-12,INP),Y
	eor.l	Y,%d1
	move.l	(-8,INP),Y
	eor.l	Y,%d2
	move.l	S3,%d3
	move.l	(-4,INP),Y
	eor.l	Y,%d3
	movem.l	%d0-%d3,-(OUTP)
	subq.l	#1,CNT
	bne	1b
2:	movea.l	RK0,RK			/* block 0, chained to iv */
	movem.l	(-16,INP),%d0-%d3
	WHITEN
	ROUNDS	1
	move.l	S3,%d3
	movem.l	([AOFF(LOC, 4),%sp]),%d4-%d7
	eor.l	%d4,%d0
	eor.l	%d5,%d1
	eor.l	%d6,%d2
	eor.l	%d7,%d3
	movem.l	%d0-%d3,-(OUTP)
	movem.l	NIV,%d0-%d3
	movem.l	%d0-%d3,([AOFF(LOC, 4),%sp])
	clr.l	(0,%sp)			/* the slot held ciphertext: public, */
	clr.l	(4,%sp)			/* but leave no block on the stack */
	clr.l	(8,%sp)
	clr.l	(12,%sp)
	RETURN	LOC
	.size	aesalt_aes_cbc_dec_m68020,.-aesalt_aes_cbc_dec_m68020
#undef NIV
#undef LOC

/* ---- CTR32 ----------------------------------------------------------------- */

/* void aesalt_aes_ctr32_m68020(const aesalt_aes_key *key, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks,
 *                              uint8_t ctr[16]);
 *
 * Counter-mode caching (Bernstein and Schwabe, "New AES software speed
 * records", INDOCRYPT 2008).  Only the last column of a counter block
 * changes within a call (ctr32 never carries into bytes 0..11), and of it
 * only byte 0 (the low byte) between two carries out of that byte, every
 * 256 blocks.  So:
 *   - once per call, the round-1 lookups of columns 0..2 with round key 1
 *     give c0..c3 (C0..C3);
 *   - once per 256 blocks (CTRCONSTS), the round-1 lookups of column 3's
 *     bytes 1..3 complete columns 1..3 of the state after round 1, and
 *     their round-2 lookups with round key 2 give D0..D3;
 *   - per block, column 0 after round 1 is c0 ^ te3[byte 0 of column 3]
 *     (one lookup), round 2 is its four lookups into D0..D3, and the rounds
 *     loop enters at rk[3]: 5 lookups for rounds 1 and 2 instead of 20.
 * The counter (CW, bytes 12..15 of ctr) is public, so is the branch on its
 * carry.  Slots, in the order one movem.l per block loads them into
 * d0..d6: D0, C0, CW, D1, D2, D3, K3 (column 3 of rk[0]); then C1..C3.
 * All but CW hold key-derived values and are wiped on return.  In place is
 * fine: each long of the input is read before the same long is written. */
#define D0 (0,%sp)
#define C0 (4,%sp)
#define CW (8,%sp)
#define CWLOW (11,%sp) /* the low byte of CW (big-endian) */
#define D1 (12,%sp)
#define D2 (16,%sp)
#define D3 (20,%sp)
#define K3 (24,%sp)
#define C1 (28,%sp)
#define C2 (32,%sp)
#define C3 (36,%sp)
#define LOC (40 + 8)

/* D0..D3 from CW, K3, C1..C3 and rk[2] (RK0 - 16).  Clobbers d0-d6, RK,
 * S3; X stays clean. */
.macro	CTRCONSTS
	movea.l	RK0,RK
	lea	(-16,RK),RK		/* rk[2] */
	move.l	CW,%d2
	move.l	K3,Y
	eor.l	Y,%d2			/* column 3 after round key 0 */
	lsr.w	#8,%d2			/* byte 1 to t1 */
	move.l	(0,T23,%d2.w*8),%d1
	move.l	C1,Y
	eor.l	Y,%d1			/* u1: column 1 after round 1 */
	swap	%d2
	move.b	%d2,X			/* byte 2 to t2 */
	move.l	(4,T01,X.w*8),%d0
	move.l	C2,Y
	eor.l	Y,%d0			/* u2 */
	lsr.w	#8,%d2			/* byte 3 to t3 */
	move.l	(0,T01,%d2.w*8),%d2
	move.l	C3,Y
	eor.l	Y,%d2			/* u3 */
	movea.l	%d2,S3
	move.l	%d0,%d2
	move.l	(RK)+,%d0		/* round 2 of u1..u3 onto rk[2] */
	move.l	(RK)+,%d3
	move.l	(RK)+,%d4
	move.l	(RK)+,%d5
	COLUMN	0, -1, 1, %d1
	COLUMN	0, -1, 2, %d2
	move.l	S3,%d1
	COLUMN	0, -1, 3, %d1
	move.l	%d0,D0
	move.l	%d3,D1
	move.l	%d4,D2
	move.l	%d5,D3
.endm

	.globl	aesalt_aes_ctr32_m68020
	.hidden	aesalt_aes_ctr32_m68020
	.type	aesalt_aes_ctr32_m68020,@function
aesalt_aes_ctr32_m68020:
	ENTER	.Lte, 40
	movem.l	([AOFF(LOC, 4),%sp]),%d0-%d3	/* counter block */
	move.l	%d3,CW
	move.l	(12,RK),K3
	WHITEN
	/* Round 1 without column 3: t0..t3 in d0, d3, d4, d5. */
	COLUMN	1, -1, 0, %d0
	COLUMN	0, -1, 1, %d1
	COLUMN	0, -1, 2, %d2
	move.l	(RK)+,Y
	eor.l	Y,%d0
	move.l	%d0,C0
	move.l	(RK)+,Y
	eor.l	%d3,Y
	move.l	Y,C1
	move.l	(RK)+,Y
	eor.l	%d4,Y
	move.l	Y,C2
	move.l	(RK)+,Y
	eor.l	%d5,Y
	move.l	Y,C3
	lea	(16,RK),RK
	move.l	RK,RK0			/* blocks enter the rounds at rk[3] */
	CTRCONSTS
	.balignw 16,0x4e71		/* nop: the block loop in 16 cache lines */
1:	movea.l	RK0,RK
	movem.l	(%sp),%d0-%d6		/* D0, C0, CW, D1, D2, D3, K3 */
	eor.l	%d2,%d6			/* column 3 after round key 0 */
	move.b	%d6,X			/* its byte 0 */
	move.l	(4,T23,X.w*8),Y
	eor.l	Y,%d1			/* u0 = c0 ^ te3[byte 0] */
	COLUMN	0, -1, 0, %d1		/* round 2: u0's bytes onto D0..D3 */
	move.l	%d3,%d1
	move.l	%d4,%d2
	movea.l	%d5,S3
	ROUNDS	-1
	movem.l	(INP)+,%d3-%d6		/* 8 clocks more than four move.l, */
	eor.l	%d3,%d0			/* 4 bytes fewer */
	eor.l	%d4,%d1
	eor.l	%d5,%d2
	move.l	S3,%d3
	eor.l	%d6,%d3
	move.l	%d0,(OUTP)+
	move.l	%d1,(OUTP)+
	move.l	%d2,(OUTP)+
	move.l	%d3,(OUTP)+
	addq.b	#1,CWLOW		/* wraps mod 2^32 with the carry at 5 */
	beq	5f
4:	subq.l	#1,CNT
	bne	1b
	move.l	CW,([AOFF(LOC, 4),%sp],12)
	clr.l	D0			/* all but CW: key-derived */
	clr.l	C0
	clr.l	D1
	clr.l	D2
	clr.l	D3
	clr.l	K3
	clr.l	C1
	clr.l	C2
	clr.l	C3
	RETURN	LOC
5:	move.l	CW,%d0			/* byte 0 carried: into bytes 1..3, */
	add.l	#0x100,%d0		/* then D0..D3 for the next 256 */
	move.l	%d0,CW
	CTRCONSTS
	bra	4b
	.size	aesalt_aes_ctr32_m68020,.-aesalt_aes_ctr32_m68020
#undef D0
#undef C0
#undef CW
#undef CWLOW
#undef D1
#undef D2
#undef D3
#undef K3
#undef C1
#undef C2
#undef C3
#undef LOC

/* ---- one round for AEGIS ------------------------------------------------- */

/* void aesalt_aes_round_m68020(uint8_t (*out)[16], const uint8_t (*in)[16],
 *                              const uint8_t (*rk)[16], size_t n);
 * out[i] = MixColumns(ShiftRows(SubBytes(in[i]))) ^ rk[i], the
 * aesalt_aes_round_fn of core/aegis_c.h; out may equal in.  Frame: the
 * count pushed below the saved registers. */
	.globl	aesalt_aes_round_m68020
	.hidden	aesalt_aes_round_m68020
	.type	aesalt_aes_round_m68020,@function
aesalt_aes_round_m68020:
	SAVE
	move.l	ARG(0, 3),-(%sp)
	bne	1f
	RETURN	4
1:	lea	(.Lte,%pc),T01
	lea	(2048,T01),T23
	movea.l	ARG(4, 0),OUTP
	movea.l	ARG(4, 1),INP
	movea.l	ARG(4, 2),RK
	moveq	#0,X
2:	movem.l	(INP)+,%d0-%d2/S3
	ROUND	-1
	STORE
	subq.l	#1,(%sp)
	bne	2b
	RETURN	4
	.size	aesalt_aes_round_m68020,.-aesalt_aes_round_m68020

/* ---- key expansion (FIPS-197 sec. 5.2) ------------------------------------
 *
 * .Lexpand: a0 = &key->rk, a1 = key bytes, d0 = bits, T01 = the
 * te0/te1 pairs (byte 1 of te0[x], at 8x + 1, is S(x)).  Writes
 * the encryption schedule as big-endian longs, returns Nr in d0.  Clobbers
 * d1-d7, a0, a1.  Not constant time (the S-box lookups), like the rest of
 * this kernel.
 */

/* r = SubWord(r), d1 as index. */
.macro	SUBWORD r
	SBW	\r, 0
	SBW	\r, 8
	SBW	\r, 16
	SBW	\r, 24
.endm
.macro	SBW r, pos
	bfextu	\r{#\pos:#8},%d1
	move.b	(1,T01,%d1.l*8),%d1
	bfins	%d1,\r{#\pos:#8}
.endm

.Lexpand:
	move.l	%d0,%d7
	lsr.l	#5,%d7			/* Nk = 4, 6, 8 */
	move.l	%d7,%d1
	subq.l	#1,%d1
1:	move.l	(%a1)+,(%a0)+		/* w[0..Nk-1] = key */
	dbra	%d1,1b
	move.l	%d7,%d6			/* words left: 4 (Nr + 1) - Nk = 3 Nk + 28 */
	add.l	%d6,%d6
	add.l	%d7,%d6
	moveq	#28,%d1
	add.l	%d1,%d6
	move.l	%d7,%d5
	lsl.l	#2,%d5
	neg.l	%d5			/* -4 Nk: w[i - Nk] relative to w[i] */
	move.l	#0x01000000,%d3		/* Rcon[1] in the top byte */
	moveq	#0,%d2			/* i mod Nk */
2:	move.l	(-4,%a0),%d4		/* temp = w[i-1] */
	tst.l	%d2
	bne	3f
	rol.l	#8,%d4			/* RotWord */
	SUBWORD	%d4
	eor.l	%d3,%d4
	add.l	%d3,%d3			/* Rcon: xtime in the top byte */
	bcc	4f
	eori.l	#0x1b000000,%d3
	bra	4f
3:	moveq	#4,%d1			/* AES-256: SubWord at i mod 8 = 4 */
	cmp.l	%d1,%d2
	bne	4f
	moveq	#8,%d1
	cmp.l	%d1,%d7
	bne	4f
	SUBWORD	%d4
4:	move.l	(%a0,%d5.l),%d1
	eor.l	%d4,%d1
	move.l	%d1,(%a0)+		/* w[i] = w[i-Nk] ^ temp */
	addq.l	#1,%d2
	cmp.l	%d7,%d2
	bne	5f
	moveq	#0,%d2
5:	subq.l	#1,%d6
	bne	2b
	moveq	#6,%d0
	add.l	%d7,%d0			/* Nr = Nk + 6 */
	rts

/* The start of both set-key entries: the encryption schedule of the key
 * k (arguments 1 and 2: bytes, bits) into key->rk, and key->rounds;
 * a0 = key. */
.macro	SETKEY
	SAVE
	lea	(.Lte,%pc),T01
	movea.l	ARG(0, 0),%a0
	lea	(12,%a0),%a0
	movea.l	ARG(0, 1),%a1
	move.l	ARG(0, 2),%d0
	bsr	.Lexpand
	movea.l	ARG(0, 0),%a0
	move.l	%d0,(4,%a0)		/* key->rounds */
.endm

/* void aesalt_aes_setkey_enc_m68020(aesalt_aes_key *key, const uint8_t *k,
 *                                   unsigned bits); */
	.globl	aesalt_aes_setkey_enc_m68020
	.hidden	aesalt_aes_setkey_enc_m68020
	.type	aesalt_aes_setkey_enc_m68020,@function
aesalt_aes_setkey_enc_m68020:
	SETKEY
	RETURN	0
	.size	aesalt_aes_setkey_enc_m68020,.-aesalt_aes_setkey_enc_m68020

/* r = InvMixColumns(w), the column of a round key: td0[S(b0)] ^ td1[S(b1)]
 * ^ td2[S(b2)] ^ td3[S(b3)] (td includes S^-1, which cancels S). */
.macro	IMC w, r
	IMB	\w, 0, 0, %a3, \r, 1
	IMB	\w, 8, 4, %a3, \r, 0
	IMB	\w, 16, 0, %a4, \r, 0
	IMB	\w, 24, 4, %a4, \r, 0
.endm
.macro	IMB w, pos, disp, tab, r, first
	bfextu	\w{#\pos:#8},%d1
	move.b	(1,T01,%d1.l*8),%d1
	.if \first
	move.l	(\disp,\tab,%d1.l*8),\r
	.else
	move.l	(\disp,\tab,%d1.l*8),%d1
	eor.l	%d1,\r
	.endif
.endm

/* void aesalt_aes_setkey_dec_m68020(aesalt_aes_key *key, const uint8_t *k,
 *                                   unsigned bits);
 * The equivalent inverse cipher (FIPS-197 sec. 5.3.5): the encryption
 * schedule reversed, InvMixColumns on round keys 1..Nr-1, so the decryption
 * core reads its keys in the same order as the encryption core. */
	.globl	aesalt_aes_setkey_dec_m68020
	.hidden	aesalt_aes_setkey_dec_m68020
	.type	aesalt_aes_setkey_dec_m68020,@function
aesalt_aes_setkey_dec_m68020:
	SETKEY
	lea	(.Ltd,%pc),%a3		/* td0/td1 pairs */
	lea	(2048,%a3),%a4		/* td2/td3 pairs */
	lea	(12,%a0),%a0		/* p = rk[0] */
	lsl.l	#4,%d0
	lea	(%a0,%d0.l),%a1		/* q = rk[Nr] */
	/* rk[0] <-> rk[Nr], unchanged */
	movem.l	(%a0),%d2-%d5
	movem.l	(%a1),%d0/%d1/%d6/%d7
	movem.l	%d0/%d1/%d6/%d7,(%a0)
	movem.l	%d2-%d5,(%a1)
1:	lea	(16,%a0),%a0
	lea	(-16,%a1),%a1
	cmpa.l	%a1,%a0
	bcc	2f
	/* rk[p] <-> rk[q] with InvMixColumns, one column at a time */
	moveq	#3,%d7
3:	move.l	(%a0),%d2
	move.l	(%a1),%d3
	IMC	%d2, %d4
	IMC	%d3, %d5
	move.l	%d5,(%a0)+
	move.l	%d4,(%a1)+
	dbra	%d7,3b
	lea	(-16,%a0),%a0
	lea	(-16,%a1),%a1
	bra	1b
2:	bne	4f			/* p == q: the middle key, in place */
	moveq	#3,%d7
5:	move.l	(%a0),%d2
	IMC	%d2, %d4
	move.l	%d4,(%a0)+
	dbra	%d7,5b
4:	RETURN	0
	.size	aesalt_aes_setkey_dec_m68020,.-aesalt_aes_setkey_dec_m68020

/* ---- tables ------------------------------------------------------------------
 *
 * Generated here by the assembler from the S-box and the inverse S-box
 * (FIPS-197 sec. 5.1.1 and 5.3.2, listed below): te0[x] = (2.S(x), S(x),
 * S(x), 3.S(x)) and td0[x] = (e, 9, d, b).S'(x) as big-endian longs, te1..te3
 * and td1..td3 the same bytes rotated right by 8, 16, 24 bits.  So
 * te0[0] = 0xc66363a5 and td0[0] = 0x51f4a750, the values of the Rijndael
 * proposal's tables.  The last round's fN[x] = S(x) << (24 - 8N) (gN: the
 * same with S'(x)).  Each direction is 8 KiB, four regions of 256 pairs of
 * longs (8 bytes per x):
 *
 *     +0     te0[x], te1[x]     +2048  te2[x], te3[x]
 *     +4096  f0[x],  f1[x]      +6144  f2[x],  f3[x]
 *
 * 16-byte aligned so that no entry straddles a cache line.  The expressions stay within 32 bits (fields added, not
 * ORed: "|" starts a comment in m68k gas), so a 32-bit host's gas makes
 * the same tables.
 */
#include "aes-tables.h"
#define COL(b0, b1, b2, b3) (((b0) << 24) + ((b1) << 16) + ((b2) << 8) + (b3))


/* One row of pairs k (k = 0..3: te0/te1, te2/te3, f0/f1, f2/f3). */
.macro	TE_ROW k, v:vararg
	.irp	s, \v
	.if \k == 0
	.long	COL(XT(\s), \s, \s, M3(\s)), COL(M3(\s), XT(\s), \s, \s)
	.elseif \k == 1
	.long	COL(\s, M3(\s), XT(\s), \s), COL(\s, \s, M3(\s), XT(\s))
	.elseif \k == 2
	.long	COL(\s, 0, 0, 0), COL(0, \s, 0, 0)
	.else
	.long	COL(0, 0, \s, 0), COL(0, 0, 0, \s)
	.endif
	.endr
.endm

/* One row of pairs k of the decryption tables, from the inverse S-box. */
.macro	TD_ROW k, v:vararg
	.irp	s, \v
	.if \k == 0
	.long	COL(ME(\s), M9(\s), MD(\s), MB(\s)), COL(MB(\s), ME(\s), M9(\s), MD(\s))
	.elseif \k == 1
	.long	COL(MD(\s), MB(\s), ME(\s), M9(\s)), COL(M9(\s), MD(\s), MB(\s), ME(\s))
	.elseif \k == 2
	.long	COL(\s, 0, 0, 0), COL(0, \s, 0, 0)
	.else
	.long	COL(0, 0, \s, 0), COL(0, 0, 0, \s)
	.endif
	.endr
.endm

	.section .rodata
	.balign	16
.Lte:	SBOX_ROWS TE_ROW, 0
	SBOX_ROWS TE_ROW, 1
	SBOX_ROWS TE_ROW, 2
	SBOX_ROWS TE_ROW, 3
	.balign	16
.Ltd:	SINV_ROWS TD_ROW, 0
	SINV_ROWS TD_ROW, 1
	SINV_ROWS TD_ROW, 2
	SINV_ROWS TD_ROW, 3
