/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AES for the 68020, 68030, 68040 and 68060: the "m68020" kernel's AES slots
 * (key expansion, ECB, CBC, CTR32) and the one-round function its AEGIS
 * slots run on.
 *
 * Depends on: the 68020 integer ISA -- bit-field instructions (bfextu,
 * bfins), scaled-index and memory-indirect addressing, misaligned data
 * accesses.  Not the 68000/68010, not CPU32 (no bit fields), not ColdFire.
 * No FPU, no 64-bit multiply (so it also runs on the 68060).
 *
 * THIS CODE IS NOT CONSTANT TIME.  Every round loads from 1 KiB tables at
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
 * big-endian long, row 0 in the top byte, which is simply the m68k's own
 * byte order, so blocks load and store with one movem.l and no swapping.
 * te0[x] = (2.S(x), S(x), S(x), 3.S(x)) and te1..te3 are te0 rotated right
 * by 8, 16, 24 bits; td0..td3 likewise with (e, 9, d, b).S'(x).  One round
 * of encryption computes, for each output column j (indices mod 4),
 *
 *     t[j] = te0[b0(s[j])] ^ te1[b1(s[j+1])] ^ te2[b2(s[j+2])]
 *            ^ te3[b3(s[j+3])] ^ rk[j]
 *
 * where bN is byte N of a column counted from the top (decryption: s[j-N]
 * and td).  The S-box needs no table of its own: byte 1 of te0[x] is S(x).
 * The inverse S-box is 256 bytes right after td3.  The assembler computes
 * the tables from the S-box and the inverse S-box of FIPS-197 (the two
 * 256-byte lists at the end of this file).
 *
 * ---- Instruction budget of one round ----------------------------------------
 *
 * The 68k has no XOR with a memory source (eor takes only a data register),
 * so each of the 16 lookups costs a byte extraction, a load and an eor:
 *
 *     bfextu  s{#pos:#8},x         extract the byte (zero-extended)
 *     move.l  (tab,x.l*4),x        the scaled index does the *4
 *     eor.l   x,t                  accumulate
 *
 * The first lookup into each new column is a move (no eor), and the round
 * key comes in with one movem.l (4 longs) plus 4 eors: 16 + 16 + 12 + 1 + 4
 * = 49 instructions and 20 data accesses (16 table loads, 4 round-key
 * loads) per round; the state never leaves the registers.  Mbed TLS's C
 * round, compiled by gcc 12 for the 68020, takes about 90.  49 is the floor
 * of a T-table round here: each output column is the XOR of 5 terms (4
 * lookups and a key word), 16 two-operand XORs in all; eor to memory or
 * bfextu from memory move an operand, not an instruction; the index needs
 * its own extraction (no byte-indexed addressing); and one movem.l is the
 * cheapest way to bring 4 key words in (bench/results/m68k-kernels.md).
 *
 * ---- Register map inside the block cores ------------------------------------
 *
 * All eight data registers hold the state:
 *
 *     4 input columns s0..s3, 1 index/scratch register x, 3 free registers
 *
 * Column s[p] is consumed first; its 4 bytes start t[p], t[p-1], t[p-2]
 * (in the 3 free registers) and, since s[p] is dead once its last byte is
 * extracted, t[p+1] lands in s[p]'s own register.  After the other three
 * columns the round key is loaded by movem.l into the 4 registers that are
 * now free (movem fills them in ascending order: rk0..rk3), and t[j] is
 * XORed into rk[j]'s register, which then holds the next state.  So the
 * state moves between two register sets:
 *
 *     round "A":  s0..s3 = d0..d3, x = d4   ->  s0..s3 = d1..d4, x = d0
 *     round "B":  s0..s3 = d1..d4, x = d0   ->  s0..s3 = d0..d3, x = d4
 *                 (B consumes s3 first, so the free set is d0..d3 again)
 *
 * and two rounds return to the start.  Address registers (RK, OUTP, INP in
 * the order of the arguments key, out, in: one movem.l loads all three):
 */
#define RK %a0   /* round keys, fixed per call; rounds use (16*n,RK) */
#define OUTP %a1 /* output blocks (mode loops) */
#define TAB0 %a2 /* te0 (td0 when decrypting) */
#define TAB1 %a3 /* te1 (td1) */
#define TAB2 %a4 /* te2 (td2) */
#define TAB3 %a5 /* te3 (td3); the inverse S-box is at 1024(TAB3) */
#define INP %a6  /* input blocks (mode loops) */
/*
 * ---- Code layout --------------------------------------------------------------
 *
 * One encryption core and one decryption core, each 13 rounds unrolled in
 * A/B pairs then the last round then rts, called once per block with jsr
 * (the mode loops stay small and the hot code is one straight line).  AES-256
 * enters at round 1, AES-192 at round 3, AES-128 at round 5, always an "A"
 * round; every round has the same length, so the entry is computed (one
 * muls.w), not chosen.  Round n of the unrolled code reads its key at
 * 16*n(RK), and RK is set once per call to rk - 16*(14 - Nr), so every entry
 * reads the right keys without a per-block pointer reset.  The initial
 * AddRoundKey is done by the mode loops, which have the input in registers
 * anyway.
 *
 * CTR enters at round 2 instead: only the last column of a counter block
 * changes within a call (ctr32 never carries into bytes 0..11), so the
 * three round-1 lookups of every output column that come from columns 0..2,
 * and round key 1, are folded into 4 constants once per call; round 1 then
 * costs 4 lookups (Bernstein and Schwabe, "New AES software speed records",
 * INDOCRYPT 2008, describe this counter-mode precomputation).
 *
 * ---- Caches --------------------------------------------------------------------
 *
 * 68020: 256-byte instruction cache, no data cache.  68030: 256-byte
 * instruction and 256-byte data caches (16-byte lines, write-through).
 * 68040: 4 KiB + 4 KiB, 68060: 8 KiB + 8 KiB.  The 4 KiB of te0..te3 (or
 * td0..td3) cannot live in a 256-byte data cache whatever the layout: on the
 * 68030, lookups mostly miss with either four tables or one table plus
 * rotations (1 KiB: a quarter of the lookups might hit, at the price of 12
 * extra rotates per round), so four tables and the fewest instructions win
 * there as well; on the 68040/060 the 4 KiB of one direction stays in the
 * data cache.  The round keys (176-240 bytes) and the stack slots are the
 * accesses the 68030's data cache does keep.  The unrolled core (about
 * 2.3 KiB) streams through the 256-byte instruction caches of the
 * 68020/030 once per block, where the long instructions (bfextu, indexed
 * loads: 8 and more clocks each) leave the prefetch time to refill; it fits
 * the 68040/060 instruction caches.
 *
 * ---- Instructions per byte ------------------------------------------------
 *
 * Measured: qemu-m68k -cpu m68030 with the insn_count plugin, gcc 12 -O2
 * -mcpu=68030, whole messages through the aesalt API (mode layer included);
 * bench/results/m68k.md has every mode, memory accesses and the clock
 * estimate below for the peers too.  In parentheses: Mbed TLS 3.6's C on the same compiler.
 *
 *                 AES-128 16 KiB   AES-128 64 B   AES-256 16 KiB
 *     ECB         30.5 (56.1)      32.1 (56.4)    42.8 (73.3)
 *     CBC-enc     30.8 (63.3)      32.5 (64.0)    43.1 (80.5)
 *     CBC-dec     30.9 (61.7)      32.9 (62.4)    43.2 (78.9)
 *     CTR         28.3 (62.1)      31.3 (62.7)    40.6 (79.3)
 *
 * Estimated MC68030 clocks per byte -- an estimate from the MC68030 User's
 * Manual's timing tables (bench/qemu-plugin/cycles.py; every mode in
 * bench/results/m68k.md): cached (instructions and operands in the caches)
 * / memory (the simulated 256-byte caches' misses and every write at 2 wait
 * states: an upper bound).  In parentheses: Mbed TLS 3.6's C.
 *
 *                 AES-128 16 KiB     AES-128 64 B       AES-256 16 KiB
 *     ECB         224/360 (278/468)  234/379 (280/471)  311/498 (363/603)
 *     CBC-enc     226/363 (309/499)  238/384 (314/508)  313/502 (394/634)
 *     CBC-dec     227/367 (301/493)  240/390 (305/501)  314/505 (386/628)
 *     CTR         208/334 (301/494)  227/368 (305/502)  295/473 (387/629)
 *
 * AES-128 block: 9 rounds of 49, a last round of 32 (16 bfextu and 16
 * move.b straight to the output), 15 for I/O, whitening, the call and the
 * loop: 488 instructions; CBC-enc 493; CTR 453 (round 1 is 4 lookups).
 * Per call: 13 instructions of entry (ENTER; 14 with slots) and 2 of exit
 * (3 with slots); CTR 70 in all with its round-1 precomputation.
 */

/* No executable stack (Linux; an unknown note section elsewhere). */
	.section .note.GNU-stack,"",@progbits

	.text

/* ---- one round ---------------------------------------------------------- */

/* dst = tab[byte pos of src] (pos 0 = top byte) when first is 1, else
 * dst ^= it; x is the index (and the scratch of the eor). */
.macro	LK first, tab, src, pos, dst, x
	bfextu	\src{#\pos:#8},\x
	.if \first
	move.l	(\tab,\x\().l*4),\dst
	.else
	move.l	(\tab,\x\().l*4),\x
	eor.l	\x,\dst
	.endif
.endm

/* LK into register m mod 4 of r0..r3 (m an expression). */
.macro	LKR first, tab, src, pos, m, x, r0, r1, r2, r3
	.if ((\m) & 3) == 0
	LK	\first, \tab, \src, \pos, \r0, \x
	.elseif ((\m) & 3) == 1
	LK	\first, \tab, \src, \pos, \r1, \x
	.elseif ((\m) & 3) == 2
	LK	\first, \tab, \src, \pos, \r2, \x
	.else
	LK	\first, \tab, \src, \pos, \r3, \x
	.endif
.endm

/* eor.l r[m mod 4],dst. */
.macro	EORR m, dst, r0, r1, r2, r3
	.if ((\m) & 3) == 0
	eor.l	\r0,\dst
	.elseif ((\m) & 3) == 1
	eor.l	\r1,\dst
	.elseif ((\m) & 3) == 2
	eor.l	\r2,\dst
	.else
	eor.l	\r3,\dst
	.endif
.endm

/* The four lookups of a column, consumed i-th (i = 0..3) in its round:
 * byte N goes to r[N + dir i] (dir = -1 encrypting, +1 decrypting; see
 * ROUND). */
.macro	COLUMN first, dir, i, src, x, r0, r1, r2, r3
	LKR	\first, TAB0, \src, 0, (\dir*\i), \x, \r0, \r1, \r2, \r3
	LKR	\first, TAB1, \src, 8, (1+\dir*\i), \x, \r0, \r1, \r2, \r3
	LKR	\first, TAB2, \src, 16, (2+\dir*\i), \x, \r0, \r1, \r2, \r3
	LKR	\first, TAB3, \src, 24, (3+\dir*\i), \x, \r0, \r1, \r2, \r3
.endm

/* One round, round key at off(RK).  Byte N of column s[k] feeds t[k - N]
 * when encrypting (dir = -1), t[k + N] when decrypting (dir = +1).  The
 * columns are consumed in the order s[p], s[p+1], s[p+2], s[p+3] (indices
 * mod 4), in registers c0..c3; x is the index register.  Byte N of s[p]
 * starts the accumulator r[N] of r = (d5, d6, d7, c0): c0 itself takes the
 * last, when s[p] is dead.  So t[j] is r[dir (j - p)], and byte N of the
 * i-th column goes to r[N + dir i].  After the four columns c1, c2, c3 and
 * x are free: movem.l loads the round key into them (ascending, o0..o3)
 * and t[j] is XORed into o[j], which then holds the next state's s[j]. */
.macro	ROUND off, dir, p, c0, c1, c2, c3, x, o0, o1, o2, o3
	COLUMN	1, \dir, 0, \c0, \x, %d5, %d6, %d7, \c0
	COLUMN	0, \dir, 1, \c1, \x, %d5, %d6, %d7, \c0
	COLUMN	0, \dir, 2, \c2, \x, %d5, %d6, %d7, \c0
	COLUMN	0, \dir, 3, \c3, \x, %d5, %d6, %d7, \c0
	movem.l	(\off,RK),\o0-\o3
	EORR	(\dir*(0-\p)), \o0, %d5, %d6, %d7, \c0
	EORR	(\dir*(1-\p)), \o1, %d5, %d6, %d7, \c0
	EORR	(\dir*(2-\p)), \o2, %d5, %d6, %d7, \c0
	EORR	(\dir*(3-\p)), \o3, %d5, %d6, %d7, \c0
.endm

/* The two register sets (see the register map above):
 *   "A": s0..s3 = d0..d3, x = d4, s0 first  ->  s0..s3 = d1..d4, x = d0
 *   "B": s0..s3 = d1..d4, x = d0, s3 first  ->  s0..s3 = d0..d3, x = d4 */
.macro	ROUND_A off, dir
	ROUND	\off, \dir, 0, %d0, %d1, %d2, %d3, %d4, %d1, %d2, %d3, %d4
.endm
.macro	ROUND_B off, dir
	ROUND	\off, \dir, 3, %d4, %d1, %d2, %d3, %d0, %d0, %d1, %d2, %d3
.endm

/* Last round (SubBytes, ShiftRows, no MixColumns) from s0..s3 = d1..d4:
 * the S-box byte of byte N of s[k] goes straight to byte 4 (k + dir N) + N
 * (column index mod 4) of the 16 bytes at OUTP; the caller adds the last
 * round key where the block ends up.  d0 is the index. */
.macro	SBM dir, src, pos, off
	bfextu	\src{#\pos:#8},%d0
	.if \dir < 0
	move.b	(1,TAB0,%d0.l*4),(\off,OUTP)	/* byte 1 of te0[x] is S(x) */
	.else
	move.b	(1024,TAB3,%d0.l),(\off,OUTP)	/* inverse S-box after td3 */
	.endif
.endm
.macro	FCOL dir, k, src
	SBM	\dir, \src, 0, 4*\k
	SBM	\dir, \src, 8, 4*((\k+\dir)&3)+1
	SBM	\dir, \src, 16, 4*((\k+2*\dir)&3)+2
	SBM	\dir, \src, 24, 4*((\k+3*\dir)&3)+3
.endm
.macro	FINAL dir
	FCOL	\dir, 0, %d1
	FCOL	\dir, 1, %d2
	FCOL	\dir, 2, %d3
	FCOL	\dir, 3, %d4
.endm

/* ---- block cores ----------------------------------------------------------
 *
 * In: the whitened block (state ^ rk0) in d0..d3, TAB0..TAB3, RK as set by
 * ENTER, OUTP = where the block goes.  Out: the 16 bytes at OUTP hold the
 * block before its last AddRoundKey (the key is at LASTRK(RK)); the
 * caller adds it, and the input block, where it ends up.  Clobbers d0-d7.
 * Entered with jsr at round 15 - Nr (CTR: 16 - Nr) of the core, an
 * address ENTER computes: every round has the same length (RB bytes,
 * checked below); uses no stack.
 */
#define LASTRK (16 * 14) /* offset of the last round key from RK */
.macro	CORE name, dir
	.balign	4
	.irp	n, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13
\name\()_r\n:
	.if \n & 1
	ROUND_A	16*\n, \dir
	.else
	ROUND_B	16*\n, \dir
	.endif
	.endr
\name\()_r14:
	FINAL	\dir
	rts
.endm
	CORE	.Le, -1
	CORE	.Ld, 1
#define RB (.Le_r2 - .Le_r1) /* bytes per round */
	.irp	n, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
	.if	(.Le_r\n - .Le_r1) != (\n - 1) * RB || (.Ld_r\n - .Ld_r1) != (\n - 1) * RB
	.error	"the rounds of the cores differ in length"
	.endif
	.endr

/* ---- frames ----------------------------------------------------------------
 *
 * Every entry saves d2-d7/a2-a6 (44 bytes).  The mode entries then push
 * the block count (CNT) and the core entry (ENT), and below them the
 * mode's slots, if any: LOC bytes in all, so the arguments are at
 * ARG(LOC, n) and the two pushed longs at ENT(LOC) and CNT(LOC) bytes
 * above sp.  Pushing them costs no instruction more than storing them, and
 * saves the instruction that would reserve their room.
 */
#define AOFF(loc, n) ((loc) + 48 + 4 * (n))
#define ARG(loc, n) (AOFF(loc, n),%sp)
#define ENT(loc) ((loc) - 8) /* offsets from sp */
#define CNT(loc) ((loc) - 4)

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

/* The entry of a mode, with slots bytes of slots below ENT (LOC = slots
 * + 8): saves, pushes CNT (returning at once when there are no blocks),
 * loads RK = key, OUTP = out, INP = in with one movem (the register map
 * puts them in ascending order), then from the key: RK = rk - 16 (14 - Nr),
 * ENT = the core's round 15 - Nr (first = 1) or 16 - Nr (first = 2, CTR),
 * computed rather than chosen since every round has RB bytes, and the
 * table bases.  The offsets of aesalt_aes_key (rounds at 4, rk at 12) are
 * checked by asm/m68k/kernel_m68020.c. */
.macro	ENTER tab, core, first, slots
	SAVE
	move.l	ARG(0, 3),-(%sp)
	bne	.Lgo\@
	RETURN	4
.Lgo\@:	movem.l	ARG(4, 0),RK/OUTP/INP
	move.l	(4,RK),%d1		/* rounds: 10, 12 or 14 */
	lea	(12 - 16 * 14,RK,%d1.l*8),RK
	lea	(RK,%d1.l*8),RK
	muls.w	#-RB,%d1
	pea	(\core\()_r1 + (13 + \first) * RB,%pc,%d1.l)
	.if \slots
	lea	(-\slots,%sp),%sp
	.endif
	lea	(\tab,%pc),TAB0
	lea	(1024,TAB0),TAB1
	lea	(2048,TAB0),TAB2
	lea	(3072,TAB0),TAB3
.endm

/* d0..d3 ^= round key 0 (at 12 in the key, the first argument). */
.macro	WHITEN loc
	movem.l	([AOFF(\loc, 0),%sp],12),%d4-%d7
	EOR4
.endm

/* The 16 bytes at (reg)+ ^= d0..d3. */
.macro	EORMEM reg
	eor.l	%d0,(\reg)+
	eor.l	%d1,(\reg)+
	eor.l	%d2,(\reg)+
	eor.l	%d3,(\reg)+
.endm

/* d0..d3 ^= d4..d7. */
.macro	EOR4
	eor.l	%d4,%d0
	eor.l	%d5,%d1
	eor.l	%d6,%d2
	eor.l	%d7,%d3
.endm

/* ---- ECB ------------------------------------------------------------------- */

/* One ECB function per direction: whiten, core (which leaves the block at
 * OUTP before the last AddRoundKey), add the last key in memory with eor
 * to (OUTP)+.  In place is fine: the block is in registers before the core
 * writes. */
#define LOC 8
.macro	ECB tab, core
	ENTER	\tab, \core, 1, 0
1:	movem.l	(INP)+,%d0-%d3		/* any alignment: 68020+ */
	WHITEN	LOC
	jsr	([ENT(LOC),%sp])
	movem.l	(LASTRK,RK),%d0-%d3
	EORMEM	OUTP
	subq.l	#1,(CNT(LOC),%sp)
	bne	1b
	RETURN	LOC
.endm

/* void aesalt_aes_ecb_enc_m68020(const aesalt_aes_key *key, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks); */
	.globl	aesalt_aes_ecb_enc_m68020
	.hidden	aesalt_aes_ecb_enc_m68020
	.type	aesalt_aes_ecb_enc_m68020,@function
aesalt_aes_ecb_enc_m68020:
	ECB	.Lte0, .Le
	.size	aesalt_aes_ecb_enc_m68020,.-aesalt_aes_ecb_enc_m68020

/* void aesalt_aes_ecb_dec_m68020(const aesalt_aes_key *key, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks); */
	.globl	aesalt_aes_ecb_dec_m68020
	.hidden	aesalt_aes_ecb_dec_m68020
	.type	aesalt_aes_ecb_dec_m68020,@function
aesalt_aes_ecb_dec_m68020:
	ECB	.Ltd0, .Ld
	.size	aesalt_aes_ecb_dec_m68020,.-aesalt_aes_ecb_dec_m68020

/* ---- CBC ------------------------------------------------------------------- */

/* void aesalt_aes_cbc_enc_m68020(const aesalt_aes_key *key, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks,
 *                                uint8_t iv[16]);
 * The chaining value is in d0..d3 at the top of the loop; the ciphertext
 * is finished in memory and read back with one movem. */
	.globl	aesalt_aes_cbc_enc_m68020
	.hidden	aesalt_aes_cbc_enc_m68020
	.type	aesalt_aes_cbc_enc_m68020,@function
aesalt_aes_cbc_enc_m68020:
	ENTER	.Lte0, .Le, 1, 0
	movem.l	([AOFF(LOC, 4),%sp]),%d0-%d3	/* iv */
1:	movem.l	(INP)+,%d4-%d7
	EOR4
	WHITEN	LOC
	jsr	([ENT(LOC),%sp])
	movem.l	(LASTRK,RK),%d0-%d3
	eor.l	%d0,(OUTP)
	eor.l	%d1,(4,OUTP)
	eor.l	%d2,(8,OUTP)
	eor.l	%d3,(12,OUTP)
	movem.l	(OUTP)+,%d0-%d3		/* the ciphertext chains */
	subq.l	#1,(CNT(LOC),%sp)
	bne	1b
	movem.l	%d0-%d3,([AOFF(LOC, 4),%sp])	/* iv = last ciphertext block */
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
	ENTER	.Ltd0, .Ld, 1, 16
	move.l	ARG(LOC, 3),%d0
	lsl.l	#4,%d0
	adda.l	%d0,INP			/* end of input */
	adda.l	%d0,OUTP		/* end of output */
	movem.l	(-16,INP),%d0-%d3
	movem.l	%d0-%d3,NIV
	subq.l	#1,(CNT(LOC),%sp)		/* blocks before block 0 */
	beq	2f
1:	lea	(-16,INP),INP
	movem.l	(INP),%d0-%d3
	WHITEN	LOC
	lea	(-16,OUTP),OUTP
	jsr	([ENT(LOC),%sp])
	movem.l	(LASTRK,RK),%d0-%d3
	movem.l	(-16,INP),%d4-%d7	/* C[i-1] */
	EOR4
	eor.l	%d0,(OUTP)
	eor.l	%d1,(4,OUTP)
	eor.l	%d2,(8,OUTP)
	eor.l	%d3,(12,OUTP)
	subq.l	#1,(CNT(LOC),%sp)
	bne	1b
2:	lea	(-16,INP),INP		/* block 0, chained to iv */
	movem.l	(INP),%d0-%d3
	WHITEN	LOC
	lea	(-16,OUTP),OUTP
	jsr	([ENT(LOC),%sp])
	movem.l	(LASTRK,RK),%d0-%d3
	movem.l	([AOFF(LOC, 4),%sp]),%d4-%d7
	EOR4
	EORMEM	OUTP
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
 * Slots: CK = c0..c3, CW, K3 (six longs, one movem.l per block), where
 * c[j] = rk1[j] ^ (the round-1 lookups of column j that come from state
 * columns 0..2), CW = the counter (bytes 12..15 of ctr) and K3 = column 3
 * of round key 0.  Per block, s3 = CW ^ K3, and round 1 adds only the four
 * lookups of s3: te0[b0] to t3, te1[b1] to t2, te2[b2] to t1, te3[b3] to
 * t0.  The slots hold key-derived values and are wiped on return.
 *
 * The core writes the keystream block (before its last round key) to OUTP.
 * Out of place, that is the output itself, then XORed with the input and
 * the last key: out ^= in ^ rk[Nr].  In place (out == in; the mode layer
 * allows no other overlap), the core writes to the KS slot and the data
 * is XORed in memory: in ^= KS ^ rk[Nr].  Either way 10 instructions per
 * block after the core. */
#define CK (0,%sp)      /* c0..c3 */
#define CW (16,%sp)     /* counter */
#define K3 (20,%sp)     /* rk0[3] */
#define KS (24,%sp)     /* 16 bytes */
#define LOC (40 + 8)

/* One block per iteration; the 16 bytes at src are XORed with the last
 * round key and then into the 16 bytes at (dst)+. */
.macro	CTRLOOP src, dst
1:	movem.l	CK,%d1-%d6		/* d1..d4 = c0..c3, d5 = CW, d6 = K3 */
	eor.l	%d5,%d6			/* s3 of the whitened counter block */
	addq.l	#1,CW			/* wraps mod 2^32, never carries */
	COLUMN	0, -1, 3, %d6, %d0, %d1, %d4, %d3, %d2
	jsr	([ENT(LOC),%sp])		/* rounds 2..Nr from d1..d4 */
	movem.l	(LASTRK,RK),%d0-%d3
	movem.l	\src,%d4-%d7
	EOR4
	EORMEM	\dst
	subq.l	#1,(CNT(LOC),%sp)
	bne	1b
.endm

	.globl	aesalt_aes_ctr32_m68020
	.hidden	aesalt_aes_ctr32_m68020
	.type	aesalt_aes_ctr32_m68020,@function
aesalt_aes_ctr32_m68020:
	ENTER	.Lte0, .Le, 2, 40
	movem.l	([AOFF(LOC, 4),%sp]),%d0-%d3	/* counter block */
	movem.l	([AOFF(LOC, 0),%sp],12),%d4-%d7	/* rk0 */
	movem.l	%d3/%d7,CW		/* CW = counter, K3 = rk0[3] */
	EOR4
	/* Round 1 without column 3: s0..s2 = d0..d2, x = d3, t0..t3 =
	 * d4, d5, d6, d7 (byte N of s0 starts t[-N]: r = d4, d7, d6, d5). */
	COLUMN	1, -1, 0, %d0, %d3, %d4, %d7, %d6, %d5
	COLUMN	0, -1, 1, %d1, %d3, %d4, %d7, %d6, %d5
	COLUMN	0, -1, 2, %d2, %d3, %d4, %d7, %d6, %d5
	movem.l	([AOFF(LOC, 0),%sp],12 + 16),%d0-%d3	/* rk1 */
	EOR4
	movem.l	%d0-%d3,CK
	cmpa.l	INP,OUTP
	bne	2f
	lea	KS,OUTP
	CTRLOOP	(OUTP), INP
	clr.l	(24,%sp)		/* KS: keystream */
	clr.l	(28,%sp)
	clr.l	(32,%sp)
	clr.l	(36,%sp)
	bra	3f
2:	CTRLOOP	(INP)+, OUTP
3:	move.l	CW,([AOFF(LOC, 4),%sp],12)
	clr.l	(0,%sp)			/* CK and K3: key-derived */
	clr.l	(4,%sp)
	clr.l	(8,%sp)
	clr.l	(12,%sp)
	clr.l	K3
	RETURN	LOC
	.size	aesalt_aes_ctr32_m68020,.-aesalt_aes_ctr32_m68020
#undef CK
#undef CW
#undef K3
#undef KS
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
1:	lea	(.Lte0,%pc),TAB0
	lea	(1024,TAB0),TAB1
	lea	(2048,TAB0),TAB2
	lea	(3072,TAB0),TAB3
	movea.l	ARG(4, 0),OUTP
	movea.l	ARG(4, 1),INP
	movea.l	ARG(4, 2),RK
2:	movem.l	(INP)+,%d0-%d3
	ROUND_A	0, -1
	movem.l	%d1-%d4,(OUTP)
	lea	(16,OUTP),OUTP
	lea	(16,RK),RK
	subq.l	#1,(%sp)
	bne	2b
	RETURN	4
	.size	aesalt_aes_round_m68020,.-aesalt_aes_round_m68020

/* ---- key expansion (FIPS-197 sec. 5.2) ------------------------------------
 *
 * .Lexpand: a0 = &key->rk, a1 = key bytes, d0 = bits, TAB0 = te0.  Writes
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
	move.b	(1,TAB0,%d1.l*4),%d1
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
	lea	(.Lte0,%pc),TAB0
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
	IMB	\w, 0, %a3, \r, 1
	IMB	\w, 8, %a4, \r, 0
	IMB	\w, 16, %a5, \r, 0
	IMB	\w, 24, %a6, \r, 0
.endm
.macro	IMB w, pos, tab, r, first
	bfextu	\w{#\pos:#8},%d1
	move.b	(1,TAB0,%d1.l*4),%d1
	.if \first
	move.l	(\tab,%d1.l*4),\r
	.else
	move.l	(\tab,%d1.l*4),%d1
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
	lea	(.Ltd0,%pc),%a3		/* td0..td3 in a3..a6 */
	lea	(1024,%a3),%a4
	lea	(2048,%a3),%a5
	lea	(3072,%a3),%a6
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
 * proposal's tables.  4 KiB for encryption, 4 KiB + 256 bytes (the inverse
 * S-box) for decryption, 16-byte aligned so that no entry straddles a
 * cache line.  The expressions stay within 32 bits (fields added, not
 * ORed: "|" starts a comment in m68k gas), so a 32-bit host's gas makes
 * the same tables.
 */
#define XT(b) ((((b) << 1) ^ (((b) >> 7) * 0x1b)) & 0xff) /* 2.b in GF(2^8) */
#define M3(b) (XT(b) ^ (b))
#define M9(b) (XT(XT(XT(b))) ^ (b))
#define MB(b) (XT(XT(XT(b))) ^ XT(b) ^ (b))
#define MD(b) (XT(XT(XT(b))) ^ XT(XT(b)) ^ (b))
#define ME(b) (XT(XT(XT(b))) ^ XT(XT(b)) ^ XT(b))
#define COL(b0, b1, b2, b3) (((b0) << 24) + ((b1) << 16) + ((b2) << 8) + (b3))

/* m k, 16 bytes: for each row of the S-box. */
.macro	SBOX_ROWS m, k
	\m	\k, 0x63,0x7c,0x77,0x7b,0xf2,0x6b,0x6f,0xc5,0x30,0x01,0x67,0x2b,0xfe,0xd7,0xab,0x76
	\m	\k, 0xca,0x82,0xc9,0x7d,0xfa,0x59,0x47,0xf0,0xad,0xd4,0xa2,0xaf,0x9c,0xa4,0x72,0xc0
	\m	\k, 0xb7,0xfd,0x93,0x26,0x36,0x3f,0xf7,0xcc,0x34,0xa5,0xe5,0xf1,0x71,0xd8,0x31,0x15
	\m	\k, 0x04,0xc7,0x23,0xc3,0x18,0x96,0x05,0x9a,0x07,0x12,0x80,0xe2,0xeb,0x27,0xb2,0x75
	\m	\k, 0x09,0x83,0x2c,0x1a,0x1b,0x6e,0x5a,0xa0,0x52,0x3b,0xd6,0xb3,0x29,0xe3,0x2f,0x84
	\m	\k, 0x53,0xd1,0x00,0xed,0x20,0xfc,0xb1,0x5b,0x6a,0xcb,0xbe,0x39,0x4a,0x4c,0x58,0xcf
	\m	\k, 0xd0,0xef,0xaa,0xfb,0x43,0x4d,0x33,0x85,0x45,0xf9,0x02,0x7f,0x50,0x3c,0x9f,0xa8
	\m	\k, 0x51,0xa3,0x40,0x8f,0x92,0x9d,0x38,0xf5,0xbc,0xb6,0xda,0x21,0x10,0xff,0xf3,0xd2
	\m	\k, 0xcd,0x0c,0x13,0xec,0x5f,0x97,0x44,0x17,0xc4,0xa7,0x7e,0x3d,0x64,0x5d,0x19,0x73
	\m	\k, 0x60,0x81,0x4f,0xdc,0x22,0x2a,0x90,0x88,0x46,0xee,0xb8,0x14,0xde,0x5e,0x0b,0xdb
	\m	\k, 0xe0,0x32,0x3a,0x0a,0x49,0x06,0x24,0x5c,0xc2,0xd3,0xac,0x62,0x91,0x95,0xe4,0x79
	\m	\k, 0xe7,0xc8,0x37,0x6d,0x8d,0xd5,0x4e,0xa9,0x6c,0x56,0xf4,0xea,0x65,0x7a,0xae,0x08
	\m	\k, 0xba,0x78,0x25,0x2e,0x1c,0xa6,0xb4,0xc6,0xe8,0xdd,0x74,0x1f,0x4b,0xbd,0x8b,0x8a
	\m	\k, 0x70,0x3e,0xb5,0x66,0x48,0x03,0xf6,0x0e,0x61,0x35,0x57,0xb9,0x86,0xc1,0x1d,0x9e
	\m	\k, 0xe1,0xf8,0x98,0x11,0x69,0xd9,0x8e,0x94,0x9b,0x1e,0x87,0xe9,0xce,0x55,0x28,0xdf
	\m	\k, 0x8c,0xa1,0x89,0x0d,0xbf,0xe6,0x42,0x68,0x41,0x99,0x2d,0x0f,0xb0,0x54,0xbb,0x16
.endm

/* The same for the inverse S-box. */
.macro	SINV_ROWS m, k
	\m	\k, 0x52,0x09,0x6a,0xd5,0x30,0x36,0xa5,0x38,0xbf,0x40,0xa3,0x9e,0x81,0xf3,0xd7,0xfb
	\m	\k, 0x7c,0xe3,0x39,0x82,0x9b,0x2f,0xff,0x87,0x34,0x8e,0x43,0x44,0xc4,0xde,0xe9,0xcb
	\m	\k, 0x54,0x7b,0x94,0x32,0xa6,0xc2,0x23,0x3d,0xee,0x4c,0x95,0x0b,0x42,0xfa,0xc3,0x4e
	\m	\k, 0x08,0x2e,0xa1,0x66,0x28,0xd9,0x24,0xb2,0x76,0x5b,0xa2,0x49,0x6d,0x8b,0xd1,0x25
	\m	\k, 0x72,0xf8,0xf6,0x64,0x86,0x68,0x98,0x16,0xd4,0xa4,0x5c,0xcc,0x5d,0x65,0xb6,0x92
	\m	\k, 0x6c,0x70,0x48,0x50,0xfd,0xed,0xb9,0xda,0x5e,0x15,0x46,0x57,0xa7,0x8d,0x9d,0x84
	\m	\k, 0x90,0xd8,0xab,0x00,0x8c,0xbc,0xd3,0x0a,0xf7,0xe4,0x58,0x05,0xb8,0xb3,0x45,0x06
	\m	\k, 0xd0,0x2c,0x1e,0x8f,0xca,0x3f,0x0f,0x02,0xc1,0xaf,0xbd,0x03,0x01,0x13,0x8a,0x6b
	\m	\k, 0x3a,0x91,0x11,0x41,0x4f,0x67,0xdc,0xea,0x97,0xf2,0xcf,0xce,0xf0,0xb4,0xe6,0x73
	\m	\k, 0x96,0xac,0x74,0x22,0xe7,0xad,0x35,0x85,0xe2,0xf9,0x37,0xe8,0x1c,0x75,0xdf,0x6e
	\m	\k, 0x47,0xf1,0x1a,0x71,0x1d,0x29,0xc5,0x89,0x6f,0xb7,0x62,0x0e,0xaa,0x18,0xbe,0x1b
	\m	\k, 0xfc,0x56,0x3e,0x4b,0xc6,0xd2,0x79,0x20,0x9a,0xdb,0xc0,0xfe,0x78,0xcd,0x5a,0xf4
	\m	\k, 0x1f,0xdd,0xa8,0x33,0x88,0x07,0xc7,0x31,0xb1,0x12,0x10,0x59,0x27,0x80,0xec,0x5f
	\m	\k, 0x60,0x51,0x7f,0xa9,0x19,0xb5,0x4a,0x0d,0x2d,0xe5,0x7a,0x9f,0x93,0xc9,0x9c,0xef
	\m	\k, 0xa0,0xe0,0x3b,0x4d,0xae,0x2a,0xf5,0xb0,0xc8,0xeb,0xbb,0x3c,0x83,0x53,0x99,0x61
	\m	\k, 0x17,0x2b,0x04,0x7e,0xba,0x77,0xd6,0x26,0xe1,0x69,0x14,0x63,0x55,0x21,0x0c,0x7d
.endm

/* One row of te_k (k = 0..3). */
.macro	TE_ROW k, v:vararg
	.irp	s, \v
	.if \k == 0
	.long	COL(XT(\s), \s, \s, M3(\s))
	.elseif \k == 1
	.long	COL(M3(\s), XT(\s), \s, \s)
	.elseif \k == 2
	.long	COL(\s, M3(\s), XT(\s), \s)
	.else
	.long	COL(\s, \s, M3(\s), XT(\s))
	.endif
	.endr
.endm

/* One row of td_k (k = 0..3) from the inverse S-box. */
.macro	TD_ROW k, v:vararg
	.irp	s, \v
	.if \k == 0
	.long	COL(ME(\s), M9(\s), MD(\s), MB(\s))
	.elseif \k == 1
	.long	COL(MB(\s), ME(\s), M9(\s), MD(\s))
	.elseif \k == 2
	.long	COL(MD(\s), MB(\s), ME(\s), M9(\s))
	.else
	.long	COL(M9(\s), MD(\s), MB(\s), ME(\s))
	.endif
	.endr
.endm

.macro	BYTE_ROW k, v:vararg
	.byte	\v
.endm

	.section .rodata
	.balign	16
.Lte0:	SBOX_ROWS TE_ROW, 0
	SBOX_ROWS TE_ROW, 1
	SBOX_ROWS TE_ROW, 2
	SBOX_ROWS TE_ROW, 3
	.balign	16
.Ltd0:	SINV_ROWS TD_ROW, 0
	SINV_ROWS TD_ROW, 1
	SINV_ROWS TD_ROW, 2
	SINV_ROWS TD_ROW, 3
	SINV_ROWS BYTE_ROW, 0	/* the inverse S-box, at 1024(TAB3) */
