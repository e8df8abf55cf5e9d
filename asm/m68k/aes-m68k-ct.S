/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Constant-time AES for every m68k: the "m68k_ct" kernel's AES slots (ECB
 * and CBC both ways, CTR32), the AES round of its AEGIS updates, and the
 * SubWord its key expansion uses.
 *
 * Depends on: the instructions common to the 68000/68010, the 68020-68060
 * and ColdFire ISA_A (move, eor, and, or, not, shifts, swap, lea, movem.l
 * to and from (An), subq/bne loops: no dbra, no movem -(sp)), plus, where
 * the assembler targets them, the 68000/68020 byte and word rotations
 * (ror.b, ror.w, rol.l) for ShiftRows and MixColumns; ColdFire gets shift
 * and mask sequences instead.  The same source assembles with -m68000,
 * -mcpu=5475 (ColdFire V4e) and -m68020.  No multiplication, no tables.
 *
 * Constant time: every branch depends only on the block count, the key
 * size and the alignment of the buffers; every load and store address
 * likewise.  The S-box is a Boolean circuit (J. Boyar and R. Peralta, "A
 * depth-16 circuit for the AES S-box", 2011: 34 AND, 94 XOR/XNOR) run
 * on bitsliced data; nothing is indexed by a secret.
 *
 * ---- Representation (bitslicing two blocks in eight longs) -----------------
 *
 * Plane b (b = 0 least significant) holds bit b of all 32 bytes of two
 * blocks A and B: the byte in row r, column c of block k is bit
 * 8 (3 - r) + 2 c + k of the plane.  So row 0 is the top byte of each plane,
 * as in a big-endian column word, and the transposition from 8 column
 * words (column c of block k as word 2c + k) to 8 planes is an 8 x 8 bit
 * transposition done in parallel in the four byte lanes: three rounds of
 * SWAPMOVE at distances 1, 2, 4 (the method of Hacker's Delight sec. 7-3;
 * it is its own inverse).  Then:
 *
 *   ShiftRows  row r turns by r columns: each byte of a plane rotates right
 *              by 2r bits (three ror.b/ror.w with two swaps; ColdFire:
 *              shifts and masks);
 *   MixColumns out = 2.d ^ rot1(a) ^ rot2(d) with d = a ^ rot1(a), where
 *              rot1 (row r+1 to row r) is rol.l #8 and rot2 is swap, and
 *              2.d moves planes up one with the 0x1b feedback from plane 7
 *              into planes 0, 1, 3, 4;
 *   SubBytes   the circuit above on the eight planes, without its four
 *              NOT gates: S(x) ^ 0x63 is what it computes, and since
 *              ShiftRows and MixColumns map the all-0x63 state to itself,
 *              the constant is added with the round keys 1..Nr instead
 *              (planes 0, 1, 5 and 6 of those keys complemented).
 *
 * The key schedule (240 bytes in the key) is the plain FIPS-197 one, made
 * by asm/m68k/kernel_m68k_ct.c with aesalt_aes_subword_m68k_ct; each call
 * turns it into planes on the stack (32 bytes per round key), since
 * bitsliced keys for AES-256 (480 bytes) would not fit the key structure.
 *
 * ---- Registers --------------------------------------------------------------
 *
 * The S-box uses all eight data registers, a0-a2 as spill registers and
 * spill slots on the stack; asm/m68k/sbox-alloc.py (not part of the build)
 * allocated it from the circuit's equations: every line names its gate.
 *
 * ---- Instructions and estimated clocks per byte -----------------------------
 *
 * Measured: qemu-m68k -cpu m68030 (the 68020 code path) with the
 * insn_count plugin, gcc 12 -O2, whole messages through the aesalt API
 * (ci/bench; bench/results/m68k.md has every mode); in parentheses the
 * "m68020" table kernel.  Instructions per byte:
 *
 *                 AES-128 16 KiB   AES-128 64 B   AES-256 16 KiB
 *     ECB         138 (39.0)       165 (40.4)     191 (54.0)
 *     CBC-enc     275 (39.5)       305 (41.0)     382 (54.5)
 *     CBC-dec     173 (39.4)       224 (41.1)     241 (54.4)
 *     CTR         139 (36.1)       169 (38.9)     192 (51.1)
 *     GCM-enc     259 (69.6)       419 (96.0)     312 (84.6)
 *     AEGIS-128L  122 (31.7)       1093 (261.1)   -
 *
 * Estimated MC68030 clocks per byte (bench/qemu-plugin/cycles.py: the
 * User's Manual's cache-case timings; cached / memory, the latter with the
 * simulated 256-byte caches' misses and every write at 2 wait states):
 *
 *                 AES-128 16 KiB      AES-128 64 B         AES-256 16 KiB
 *     ECB         464/842 (169/196)   573/998 (177/213)    641/1163 (233/270)
 *     CBC-enc     935/1695 (169/196)  1052/1863 (179/216)  1288/2335 (234/270)
 *     CBC-dec     615/1111 (171/198)  823/1462 (182/224)   848/1533 (236/273)
 *     CTR         471/854 (158/183)   592/1028 (174/215)   648/1174 (222/257)
 *     GCM-enc     823/1343 (312/355)  1395/2259 (442/551)  1000/1664 (377/430)
 *     AEGIS-128L  471/808 (153/224)   4197/7201 (1272/1829) -
 *
 * Per round and two blocks: the S-box 271 instructions (about 778
 * clocks), ShiftRows 56 (304 clocks: ror.b and ror.w cost 6), MixColumns
 * with AddRoundKey 97; decryption adds two L^-1 and P (about 30 %).  CBC
 * encryption and the MACs are sequential, so they fill only one of the two
 * bitsliced blocks.  The per-call bitslicing of the key schedule (about
 * 1150 instructions for AES-128; decryption also runs InvMixColumns on
 * Nr - 1 round keys) weighs on short messages.
 */
#define STB %a5  /* work area on the stack: planes, spills, key planes */
#define KPP %a4  /* key planes, advancing by 32 bytes per round */
#define DSTP %a2 /* destination planes of .Lortho_in */
#define INP %a3  /* input blocks (mode loops) */
#define OUTP %a6 /* output blocks (mode loops) */
/* a0, a1: the two blocks of a transposition */

/* Work area (offsets from STB). */
#define IN 0       /* planes before SubBytes */
#define OUT 32     /* planes after SubBytes + ShiftRows */
#define SPILL 64   /* the S-box's spill slots (24) */
#define TMP 160    /* 32 bytes: two blocks in memory (CTR, CBC, alignment) */
#define KS 192     /* 32 bytes: keystream / output blocks */
#define RCNT 224   /* rounds left */
#define NR 228     /* rounds of the key */
#define KP 232     /* key planes, 32 bytes per round key (up to 15) */
#define WORK (KP + 15 * 32)

#if defined(__mcoldfire__)
#define ISA_CF 1
#elif (defined(__mc68020__) || defined(__mc68030__) || defined(__mc68040__) || \
       defined(__mc68060__)) && !defined(__mcpu32__)
#define ISA_020 1 /* rotations; any alignment */
#else
#define ISA_000 1 /* 68000/68010: rotations; even addresses for longs */
#endif

#include "m68k-ct-frame.h"

	.section .note.GNU-stack,"",@progbits

	.text

/* ---- ISA-dependent pieces ------------------------------------------------- */

/* r = rol(r, 8); t is scratch on ColdFire. */
.macro	ROL8 r, t
#ifdef ISA_CF
	move.l	\r,\t
	swap	\t
	lsr.l	#8,\t
	lsl.l	#8,\r
	or.l	\t,\r
#else
	rol.l	#8,\r
#endif
.endm

/* ShiftRows on one plane in a register: byte 3 - r rotated right by 2r
 * (inv = 1: InvShiftRows, rotated left by 2r).  On the 68000/68020 it is
 * done on each S-box output as it is made (SR_PLANE); ColdFire has no byte
 * rotations and does a pass over the eight planes afterwards (SR_PASS),
 * with two scratch registers. */
.macro	SR_PLANE r, inv=0
#ifndef ISA_CF
	ror.b	#6 - 4 * \inv,\r		/* row 3 (low byte) */
	ror.w	#8,\r
	ror.b	#4,\r			/* row 2 */
	swap	\r
	ror.b	#2 + 4 * \inv,\r		/* row 1 */
	swap	\r
	ror.w	#8,\r
#endif
.endm

.macro	SR_PASS inv=0
#ifdef ISA_CF
	.irp	off, 0, 4, 8, 12, 16, 20, 24, 28
	SRCF	\off, \inv
	.endr
#endif
.endm

/* ColdFire ShiftRows of the plane at OUT + off: row 1 (bits 16..23) right
 * by 2, row 2 (bits 8..15) by 4, row 3 (bits 0..7) by 6 (inv = 1: row 1
 * by 6, row 3 by 2). */
.macro	SRCF off, inv
	move.l	(OUT + \off,STB),%d0
	move.l	%d0,%d1
	andi.l	#0xff000000,%d1
	.if \inv
	SRT	lsr.l, 6, 0x00030000
	SRT	lsl.l, 2, 0x00fc0000
	.else
	SRT	lsr.l, 2, 0x003f0000
	SRT	lsl.l, 6, 0x00c00000
	.endif
	SRT	lsr.l, 4, 0x00000f00
	SRT	lsl.l, 4, 0x0000f000
	.if \inv
	SRT	lsr.l, 2, 0x0000003f
	SRT	lsl.l, 6, 0x000000c0
	.else
	SRT	lsr.l, 6, 0x00000003
	SRT	lsl.l, 2, 0x000000fc
	.endif
	move.l	%d1,(OUT + \off,STB)
.endm
.macro	SRT sh, n, m
	move.l	%d0,%d2
	\sh	#\n,%d2
	andi.l	#\m,%d2
	or.l	%d2,%d1
.endm

/* ---- transposition ------------------------------------------------------- */

/* (a, b) = SWAPMOVE(a, b, n, m), t scratch: the bits of a at positions
 * p + n (p in m) trade places with the bits of b at positions p. */
.macro	SWAPMOVE a, b, n, m, t
	move.l	\a,\t
	lsr.l	#\n,\t
	eor.l	\b,\t
	andi.l	#\m,\t
	eor.l	\t,\b
	lsl.l	#\n,\t
	eor.l	\t,\a
.endm

/* Four words of the 8 x 8 transposition in d0..d3 (words i..i+3 of the
 * group, word 2c + k being column c of block k): distances 1 and 2. */
.macro	ORTHO4
	SWAPMOVE %d0, %d1, 1, 0x55555555, %d4
	SWAPMOVE %d2, %d3, 1, 0x55555555, %d4
	SWAPMOVE %d0, %d2, 2, 0x33333333, %d4
	SWAPMOVE %d1, %d3, 2, 0x33333333, %d4
.endm

/* Distance 4: word k at off(base) with word k + 4 in dk; word k is
 * left in d4. */
.macro	ORTHO_HI off, base, dk
	move.l	(\off,\base),%d4
	SWAPMOVE %d4, \dk, 4, 0x0f0f0f0f, %d5
.endm

/* .Lortho_in: block A at (a0), block B at (a1) (columns as big-endian
 * longs; a0 may equal a1) -> 8 planes at (DSTP).  Clobbers d0-d5. */
.Lortho_in:
	move.l	(%a0),%d0		/* A c0, B c0, A c1, B c1 */
	move.l	(%a1),%d1
	move.l	(4,%a0),%d2
	move.l	(4,%a1),%d3
	ORTHO4
	movem.l	%d0-%d3,(DSTP)
	move.l	(8,%a0),%d0		/* A c2, B c2, A c3, B c3 */
	move.l	(8,%a1),%d1
	move.l	(12,%a0),%d2
	move.l	(12,%a1),%d3
	ORTHO4
	ORTHO_HI 0, DSTP, %d0
	move.l	%d4,(DSTP)
	ORTHO_HI 4, DSTP, %d1
	move.l	%d4,(4,DSTP)
	ORTHO_HI 8, DSTP, %d2
	move.l	%d4,(8,DSTP)
	ORTHO_HI 12, DSTP, %d3
	move.l	%d4,(12,DSTP)
	movem.l	%d0-%d3,(16,DSTP)
	rts

/* .Lortho_out: the 8 planes at OUT -> block A at (a0), block B at (a1)
 * (a0 may equal a1 when B is a copy of A).  Clobbers d0-d5 and OUT. */
.Lortho_out:
	movem.l	(OUT,STB),%d0-%d3
	ORTHO4
	movem.l	%d0-%d3,(OUT,STB)
	movem.l	(OUT + 16,STB),%d0-%d3
	ORTHO4
	ORTHO_HI OUT, STB, %d0
	move.l	%d4,(%a0)		/* word 0: A c0 */
	ORTHO_HI OUT + 4, STB, %d1
	move.l	%d4,(%a1)		/* word 1: B c0 */
	ORTHO_HI OUT + 8, STB, %d2
	move.l	%d4,(4,%a0)		/* word 2: A c1 */
	ORTHO_HI OUT + 12, STB, %d3
	move.l	%d4,(4,%a1)		/* word 3: B c1 */
	move.l	%d0,(8,%a0)		/* word 4: A c2 */
	move.l	%d1,(8,%a1)
	move.l	%d2,(12,%a0)
	move.l	%d3,(12,%a1)		/* word 7: B c3 */
	rts

/* ---- rounds ----------------------------------------------------------------- */

/* planes at base ^= the 8 key planes at (KPP)+ */
.macro	ARK base
	.irp	k, 0, 4, 8, 12, 16, 20, 24, 28
	move.l	(KPP)+,%d0
	eor.l	%d0,(\base + \k,STB)
	.endr
.endm

/* One output plane of MixColumns (from OUT) plus AddRoundKey, to IN:
 * out_b = r_b ^ rot2(d_b) ^ d_(b-1) [^ d_7], r = rot1(a), d = a ^ r.
 * dn receives d_b, dp holds d_(b-1) (d_7 for b = 0); d7 holds d_7. */
.macro	MCP b, dn, dp, x7
	move.l	(OUT + 4 * \b,STB),\dn	/* a_b */
	move.l	\dn,%d2
	ROL8	%d2, %d5		/* r_b: row r+1 up to row r */
	eor.l	%d2,\dn			/* d_b */
	move.l	\dn,%d3
	swap	%d3			/* rot2(d_b) */
	eor.l	%d3,%d2
	eor.l	\dp,%d2			/* 2.d: plane b-1 moves up */
	.if \x7
	eor.l	%d7,%d2			/* and 0x1b: d_7 into planes 1, 3, 4 */
	.endif
	move.l	(KPP)+,%d3
	eor.l	%d3,%d2			/* AddRoundKey */
	move.l	%d2,(IN + 4 * \b,STB)
.endm

.macro	MIXCOL
	move.l	(OUT + 28,STB),%d7
	move.l	%d7,%d0
	ROL8	%d0, %d5
	eor.l	%d0,%d7			/* d_7 */
	MCP	0, %d1, %d7, 0
	MCP	1, %d4, %d1, 1
	MCP	2, %d1, %d4, 0
	MCP	3, %d4, %d1, 1
	MCP	4, %d1, %d4, 1
	MCP	5, %d4, %d1, 0
	MCP	6, %d1, %d4, 0
	MCP	7, %d4, %d1, 0
.endm

/* The S-box circuit on the planes at IN, results (after ShiftRows on the
 * 68000/68020) at OUT.  Boyar and Peralta's gates T1..T27 (top linear
 * layer), M1..M63 (middle, with the 34 ANDs), L0..L29 and S0..S7 (bottom
 * linear layer); U_i / S_i is plane 7 - i.  The four XNORs of the circuit
 * are plain XORs here (see the header). */
/* 271 instructions and 8 SR_PLANE, allocated by asm/m68k/sbox-alloc.py
 * (its gate order is the one of the lines below): d0-d7, a0-a2 as spill
 * registers (2 clocks a move) before the slots at SPILL.  inv = 1:
 * InvShiftRows instead of ShiftRows.  Clobbers d0-d7, a0-a2. */
.macro	SBOX inv=0
	move.l	(IN + 12,STB),%d0	/* load U4 */
	move.l	(IN + 4,STB),%d1	/* load U6 */
	eor.l	%d1,%d0	/* T5 = U4 ^ U6 */
	move.l	(IN + 24,STB),%d2	/* load U1 */
	move.l	(IN + 20,STB),%d3	/* load U2 */
	move.l	%d2,%d4	/* copy U1 */
	eor.l	%d3,%d4	/* T7 = U1 ^ U2 */
	move.l	(IN + 8,STB),%d5	/* load U5 */
	eor.l	%d5,%d3	/* T12 = U2 ^ U5 */
	eor.l	%d5,%d2	/* T11 = U1 ^ U5 */
	move.l	%d0,%d6	/* copy T5 */
	eor.l	%d3,%d6	/* T16 = T5 ^ T12 */
	move.l	(IN + 0,STB),%d7	/* load U7 */
	movea.l	%d6,%a0	/* keep T16 */
	move.l	%d7,%d6	/* copy U7 */
	eor.l	%d4,%d6	/* T9 = U7 ^ T7 */
	movea.l	%d6,%a1	/* keep T9 */
	move.l	(IN + 28,STB),%d6	/* load U0 */
	movea.l	%d3,%a2	/* keep T12 */
	move.l	%d6,%d3	/* copy U0 */
	eor.l	%d1,%d3	/* T3 = U0 ^ U6 */
	eor.l	%d7,%d1	/* T21 = U6 ^ U7 */
	eor.l	%d4,%d1	/* T22 = T7 ^ T21 */
	move.l	%d1,(SPILL + 0,STB)	/* spill T22 */
	move.l	%d0,%d1	/* copy T5 */
	eor.l	%d2,%d1	/* T15 = T5 ^ T11 */
	move.l	%d1,(SPILL + 4,STB)	/* spill T15 */
	move.l	%d6,%d1	/* copy U0 */
	eor.l	%d5,%d1	/* T2 = U0 ^ U5 */
	move.l	%d1,(SPILL + 8,STB)	/* spill T2 */
	move.l	(IN + 16,STB),%d1	/* load U3 */
	eor.l	%d1,%d5	/* T4 = U3 ^ U5 */
	eor.l	%d1,%d6	/* T1 = U0 ^ U3 */
	eor.l	%d6,%d0	/* T6 = T1 ^ T5 */
	eor.l	%d7,%d1	/* T18 = U3 ^ U7 */
	eor.l	%d4,%d1	/* T19 = T7 ^ T18 */
	move.l	%d5,(SPILL + 12,STB)	/* spill T4 */
	move.l	%a2,%d5	/* reload T12 */
	eor.l	%d6,%d5	/* T27 = T1 ^ T12 */
	eor.l	%d0,%d2	/* T14 = T6 ^ T11 */
	eor.l	%d0,%d4	/* T10 = T6 ^ T7 */
	movea.l	%d5,%a2	/* keep T27 */
	move.l	%d7,%d5	/* copy U7 */
	eor.l	%d0,%d5	/* T8 = U7 ^ T6 */
	move.l	%d5,(SPILL + 16,STB)	/* spill T8 */
	move.l	%a0,%d5	/* reload T16 */
	move.l	%a2,(SPILL + 20,STB)	/* spill T27 */
	movea.l	%d2,%a2	/* keep T14 */
	move.l	%d3,%d2	/* copy T3 */
	and.l	%d5,%d2	/* M6 = T3 & T16 */
	move.l	%a2,(SPILL + 24,STB)	/* spill T14 */
	movea.l	%d0,%a2	/* keep T6 */
	move.l	%d6,%d0	/* copy T1 */
	eor.l	%d1,%d0	/* T20 = T1 ^ T19 */
	move.l	%d6,(SPILL + 28,STB)	/* spill T1 */
	move.l	%a1,%d6	/* reload T9 */
	move.l	%a2,(SPILL + 32,STB)	/* spill T6 */
	movea.l	%d3,%a2	/* keep T3 */
	move.l	%d6,%d3	/* copy T9 */
	eor.l	%d5,%d3	/* T17 = T9 ^ T16 */
	move.l	%d0,%d5	/* copy T20 */
	and.l	%d3,%d5	/* M9 = T20 & T17 */
	eor.l	%d2,%d5	/* M10 = M9 ^ M6 */
	move.l	%d5,(SPILL + 36,STB)	/* spill M10 */
	move.l	%d0,%d5	/* copy T20 */
	eor.l	%d3,%d5	/* T25 = T20 ^ T17 */
	move.l	%d3,(SPILL + 40,STB)	/* spill T17 */
	move.l	(SPILL + 0,STB),%d3	/* load T22 */
	move.l	%d0,(SPILL + 44,STB)	/* spill T20 */
	move.l	%d3,%d0	/* copy T22 */
	and.l	%d6,%d0	/* M7 = T22 & T9 */
	move.l	(SPILL + 8,STB),%d6	/* load T2 */
	move.l	%a1,(SPILL + 48,STB)	/* spill T9 */
	movea.l	%d5,%a1	/* keep T25 */
	move.l	%d6,%d5	/* copy T2 */
	and.l	%d4,%d5	/* M14 = T2 & T10 */
	move.l	%a1,(SPILL + 52,STB)	/* spill T25 */
	movea.l	%d5,%a1	/* keep M14 */
	move.l	%d1,%d5	/* copy T19 */
	and.l	%d7,%d5	/* M4 = T19 & U7 */
	move.l	%d1,(SPILL + 56,STB)	/* spill T19 */
	move.l	%d6,%d1	/* copy T2 */
	eor.l	%d3,%d1	/* T23 = T2 ^ T22 */
	move.l	%a2,%d3	/* reload T3 */
	move.l	%a0,%d7	/* reload T16 */
	move.l	%d1,(SPILL + 60,STB)	/* spill T23 */
	move.l	%d3,%d1	/* copy T3 */
	eor.l	%d7,%d1	/* T26 = T3 ^ T16 */
	eor.l	%d2,%d1	/* M8 = T26 ^ M6 */
	eor.l	%d0,%d1	/* M18 = M8 ^ M7 */
	move.l	(SPILL + 12,STB),%d0	/* load T4 */
	move.l	%d3,%d2	/* copy T3 */
	eor.l	%d0,%d2	/* T13 = T3 ^ T4 */
	move.l	%d6,%d7	/* copy T2 */
	eor.l	%d4,%d7	/* T24 = T2 ^ T10 */
	move.l	(SPILL + 32,STB),%d6	/* load T6 */
	move.l	%d2,%d3	/* copy T13 */
	and.l	%d6,%d3	/* M1 = T13 & T6 */
	eor.l	%d3,%d5	/* M5 = M4 ^ M1 */
	move.l	%a0,(SPILL + 64,STB)	/* spill T16 */
	movea.l	%d2,%a0	/* keep T13 */
	move.l	(SPILL + 24,STB),%d2	/* load T14 */
	eor.l	%d3,%d2	/* M3 = T14 ^ M1 */
	eor.l	%d7,%d5	/* M17 = M5 ^ T24 */
	move.l	(SPILL + 20,STB),%d3	/* load T27 */
	move.l	%d0,%d7	/* copy T4 */
	and.l	%d3,%d7	/* M12 = T4 & T27 */
	move.l	(SPILL + 28,STB),%d3	/* load T1 */
	move.l	(SPILL + 4,STB),%d0	/* load T15 */
	move.l	%a2,(SPILL + 24,STB)	/* spill T3 */
	movea.l	%d6,%a2	/* keep T6 */
	move.l	%d3,%d6	/* copy T1 */
	and.l	%d0,%d6	/* M11 = T1 & T15 */
	move.l	%a1,%d3	/* reload M14 */
	eor.l	%d6,%d3	/* M15 = M14 ^ M11 */
	eor.l	%d6,%d7	/* M13 = M12 ^ M11 */
	eor.l	%d7,%d1	/* M22 = M18 ^ M13 */
	move.l	(SPILL + 36,STB),%d6	/* load M10 */
	eor.l	%d3,%d6	/* M19 = M10 ^ M15 */
	eor.l	%d3,%d5	/* M21 = M17 ^ M15 */
	move.l	(SPILL + 52,STB),%d3	/* load T25 */
	eor.l	%d3,%d6	/* M23 = M19 ^ T25 */
	move.l	%d1,%d3	/* copy M22 */
	eor.l	%d6,%d3	/* M24 = M22 ^ M23 */
	movea.l	%d0,%a1	/* keep T15 */
	move.l	%d5,%d0	/* copy M21 */
	and.l	%d1,%d0	/* M34 = M21 & M22 */
	and.l	%d3,%d0	/* M35 = M24 & M34 */
	movea.l	%d4,%a1	/* keep T10 */
	move.l	(SPILL + 60,STB),%d4	/* load T23 */
	move.l	%a0,(SPILL + 36,STB)	/* spill T13 */
	movea.l	%d6,%a0	/* keep M23 */
	move.l	(SPILL + 16,STB),%d6	/* load T8 */
	movea.l	%d0,%a2	/* keep M35 */
	move.l	%d4,%d0	/* copy T23 */
	and.l	%d6,%d0	/* M2 = T23 & T8 */
	eor.l	%d0,%d2	/* M16 = M3 ^ M2 */
	eor.l	%d7,%d2	/* M20 = M16 ^ M13 */
	and.l	%d2,%d1	/* M25 = M22 & M20 */
	move.l	%d5,%d0	/* copy M21 */
	eor.l	%d1,%d0	/* M26 = M21 ^ M25 */
	and.l	%d3,%d0	/* M30 = M26 & M24 */
	eor.l	%d1,%d3	/* M36 = M24 ^ M25 */
	move.l	%a2,%d7	/* reload M35 */
	eor.l	%d3,%d7	/* M40 = M35 ^ M36 */
	and.l	%d7,%d4	/* M56 = M40 & T23 */
	move.l	%a0,%d3	/* reload M23 */
	eor.l	%d3,%d0	/* M39 = M23 ^ M30 */
	and.l	%d7,%d6	/* M47 = M40 & T8 */
	movea.l	%d4,%a2	/* keep M56 */
	move.l	(IN + 0,STB),%d4	/* load U7 */
	and.l	%d0,%d4	/* M48 = M39 & U7 */
	move.l	%a2,(SPILL + 16,STB)	/* spill M56 */
	movea.l	%d6,%a2	/* keep M47 */
	move.l	(SPILL + 56,STB),%d6	/* load T19 */
	and.l	%d0,%d6	/* M57 = M39 & T19 */
	move.l	%d6,(SPILL + 52,STB)	/* spill M57 */
	move.l	%d2,%d6	/* copy M20 */
	and.l	%d3,%d6	/* M31 = M20 & M23 */
	eor.l	%d5,%d2	/* M27 = M20 ^ M21 */
	eor.l	%d1,%d3	/* M28 = M23 ^ M25 */
	and.l	%d2,%d6	/* M32 = M27 & M31 */
	and.l	%d2,%d3	/* M29 = M28 & M27 */
	eor.l	%d3,%d5	/* M37 = M21 ^ M29 */
	eor.l	%d1,%d2	/* M33 = M27 ^ M25 */
	eor.l	%d2,%d6	/* M38 = M32 ^ M33 */
	move.l	(SPILL + 44,STB),%d1	/* load T20 */
	and.l	%d5,%d1	/* M60 = M37 & T20 */
	move.l	(SPILL + 40,STB),%d2	/* load T17 */
	and.l	%d5,%d2	/* M51 = M37 & T17 */
	move.l	(SPILL + 0,STB),%d3	/* load T22 */
	and.l	%d6,%d3	/* M59 = M38 & T22 */
	movea.l	%d1,%a0	/* keep M60 */
	move.l	(SPILL + 48,STB),%d1	/* load T9 */
	and.l	%d6,%d1	/* M50 = M38 & T9 */
	eor.l	%d2,%d3	/* L8 = M51 ^ M59 */
	eor.l	%d4,%d2	/* L12 = M48 ^ M51 */
	move.l	%d1,(SPILL + 0,STB)	/* spill M50 */
	move.l	%d6,%d1	/* copy M38 */
	eor.l	%d7,%d1	/* M41 = M38 ^ M40 */
	move.l	%a0,(SPILL + 40,STB)	/* spill M60 */
	movea.l	%d3,%a0	/* keep L8 */
	move.l	%a1,%d3	/* reload T10 */
	and.l	%d1,%d3	/* M54 = M41 & T10 */
	eor.l	%d5,%d6	/* M43 = M37 ^ M38 */
	eor.l	%d0,%d5	/* M42 = M37 ^ M39 */
	eor.l	%d7,%d0	/* M44 = M39 ^ M40 */
	move.l	(SPILL + 32,STB),%d7	/* load T6 */
	and.l	%d0,%d7	/* M46 = M44 & T6 */
	and.l	(SPILL + 36,STB),%d0	/* M55 = M44 & T13 */
	movea.l	%d5,%a1	/* keep M42 */
	move.l	%a2,%d5	/* reload M47 */
	eor.l	%d0,%d5	/* L3 = M47 ^ M55 */
	eor.l	%d5,%d2	/* L22 = L3 ^ L12 */
	eor.l	%d7,%d4	/* L2 = M46 ^ M48 */
	eor.l	%d5,%d7	/* L7 = M46 ^ L3 */
	move.l	(SPILL + 24,STB),%d5	/* load T3 */
	and.l	%d6,%d5	/* M58 = M43 & T3 */
	and.l	(SPILL + 64,STB),%d6	/* M49 = M43 & T16 */
	eor.l	%d5,%d3	/* L4 = M54 ^ M58 */
	movea.l	%d2,%a2	/* keep L22 */
	move.l	(SPILL + 8,STB),%d2	/* load T2 */
	and.l	%d1,%d2	/* M63 = M41 & T2 */
	move.l	%a2,(SPILL + 8,STB)	/* spill L22 */
	movea.l	%d7,%a2	/* keep L7 */
	move.l	%a0,%d7	/* reload L8 */
	eor.l	%d7,%d5	/* L18 = M58 ^ L8 */
	move.l	%a2,(SPILL + 24,STB)	/* spill L7 */
	movea.l	%d0,%a2	/* keep M55 */
	move.l	%a1,%d0	/* reload M42 */
	eor.l	%d0,%d1	/* M45 = M42 ^ M41 */
	move.l	(SPILL + 4,STB),%d7	/* load T15 */
	and.l	%d0,%d7	/* M52 = M42 & T15 */
	and.l	(SPILL + 28,STB),%d0	/* M61 = M42 & T1 */
	eor.l	%d0,%d6	/* L5 = M49 ^ M61 */
	movea.l	%d7,%a1	/* keep M52 */
	move.l	(SPILL + 40,STB),%d7	/* load M60 */
	eor.l	%d4,%d7	/* L11 = M60 ^ L2 */
	eor.l	%d4,%d5	/* L23 = L18 ^ L2 */
	move.l	(SPILL + 12,STB),%d4	/* load T4 */
	and.l	%d1,%d4	/* M62 = M45 & T4 */
	and.l	(SPILL + 20,STB),%d1	/* M53 = M45 & T27 */
	eor.l	%d3,%d2	/* L19 = M63 ^ L4 */
	eor.l	%d4,%d6	/* L6 = M62 ^ L5 */
	eor.l	%d0,%d4	/* L0 = M61 ^ M62 */
	eor.l	%d1,%d3	/* L10 = M53 ^ L4 */
	move.l	%a2,(SPILL + 4,STB)	/* spill M55 */
	movea.l	%d4,%a2	/* keep L0 */
	move.l	%a1,%d4	/* reload M52 */
	eor.l	%d4,%d0	/* L14 = M52 ^ M61 */
	eor.l	%d1,%d4	/* L9 = M52 ^ M53 */
	move.l	%a0,%d1	/* reload L8 */
	eor.l	%d3,%d1	/* L27 = L8 ^ L10 */
	eor.l	%d6,%d3	/* L25 = L6 ^ L10 */
	eor.l	%d6,%d5	/* S7 = L6 ^ L23 */
	SR_PLANE %d5, \inv	/* ShiftRows on S7 */
	move.l	%d5,(OUT + 0,STB)	/* S7 */
	eor.l	%d7,%d0	/* L28 = L11 ^ L14 */
	eor.l	%d0,%d2	/* S2 = L19 ^ L28 */
	SR_PLANE %d2, \inv	/* ShiftRows on S2 */
	move.l	%d2,(OUT + 20,STB)	/* S2 */
	move.l	(SPILL + 0,STB),%d0	/* load M50 */
	move.l	%a2,%d2	/* reload L0 */
	move.l	%d0,%d5	/* copy M50 */
	eor.l	%d2,%d5	/* L13 = M50 ^ L0 */
	eor.l	%d1,%d5	/* S6 = L13 ^ L27 */
	SR_PLANE %d5, \inv	/* ShiftRows on S6 */
	move.l	%d5,(OUT + 4,STB)	/* S6 */
	move.l	(SPILL + 16,STB),%d1	/* load M56 */
	eor.l	%d1,%d0	/* L1 = M50 ^ M56 */
	move.l	(SPILL + 4,STB),%d5	/* load M55 */
	eor.l	%d0,%d5	/* L15 = M55 ^ L1 */
	movea.l	%d1,%a0	/* keep M56 */
	move.l	(SPILL + 52,STB),%d1	/* load M57 */
	eor.l	%d0,%d1	/* L17 = M57 ^ L1 */
	eor.l	%d1,%d7	/* L29 = L11 ^ L17 */
	eor.l	%d7,%d3	/* S5 = L25 ^ L29 */
	SR_PLANE %d3, \inv	/* ShiftRows on S5 */
	move.l	%d3,(OUT + 8,STB)	/* S5 */
	eor.l	%d4,%d5	/* L24 = L15 ^ L9 */
	move.l	(SPILL + 24,STB),%d1	/* load L7 */
	eor.l	%d1,%d4	/* L26 = L7 ^ L9 */
	eor.l	%d6,%d5	/* S0 = L6 ^ L24 */
	SR_PLANE %d5, \inv	/* ShiftRows on S0 */
	move.l	%d5,(OUT + 28,STB)	/* S0 */
	eor.l	%d0,%d1	/* L21 = L1 ^ L7 */
	eor.l	%d1,%d6	/* S3 = L6 ^ L21 */
	SR_PLANE %d6, \inv	/* ShiftRows on S3 */
	move.l	%d6,(OUT + 16,STB)	/* S3 */
	eor.l	%d2,%d0	/* L20 = L0 ^ L1 */
	move.l	(SPILL + 8,STB),%d1	/* load L22 */
	eor.l	%d1,%d0	/* S4 = L20 ^ L22 */
	SR_PLANE %d0, \inv	/* ShiftRows on S4 */
	move.l	%d0,(OUT + 12,STB)	/* S4 */
	move.l	%a0,%d0	/* reload M56 */
	eor.l	%d2,%d0	/* L16 = M56 ^ L0 */
	eor.l	%d4,%d0	/* S1 = L16 ^ L26 */
	SR_PLANE %d0, \inv	/* ShiftRows on S1 */
	move.l	%d0,(OUT + 24,STB)	/* S1 */
.endm

/* .Lencrypt: the planes at IN (not yet whitened) -> the encrypted planes
 * at OUT; key planes at KP.  Clobbers d0-d7, KPP. */
.Lencrypt:
	lea	(KP,STB),KPP
	ARK	IN
	move.l	(NR,STB),%d0
	subq.l	#1,%d0
	move.l	%d0,(RCNT,STB)
1:	SBOX
	SR_PASS
	MIXCOL
	subq.l	#1,(RCNT,STB)
	bne	1b
	SBOX
	SR_PASS
	ARK	OUT
	rts

/* ---- inverse cipher ----------------------------------------------------------
 *
 * InvSubBytes from the same circuit: with L the linear part of the S-box's
 * affine map, the circuit computes C(x) = L(x^-1), so
 * InvS(y) = L^-1(C(L^-1(y ^ 0x63))) (the method of BearSSL's aes_ct.c).
 * The 0x63 is added with the round keys, as in encryption: every round key
 * but the last one used feeds an InvSubBytes, directly or through
 * InvMixColumns and InvShiftRows, which map the all-0x63 state to itself.
 * InvMixColumns is MixColumns after P (Daemen and Rijmen, "The Design of
 * Rijndael", 2002, sec. 4.1.3), and the round adds InvMixColumns(rk) after
 * it (the equivalent inverse cipher of FIPS-197 sec. 5.3.5), so that
 * MIXCOL serves both directions. */

/* L^-1 in place on the planes at base: plane i = planes i+2, i+5, i+7
 * (mod 8) XORed.  Planes 0..6 in d0-d6; plane 7 stays in memory for the
 * three outputs that need it, written before it is.  Clobbers d0-d7. */
.macro	INVAFF base
	movem.l	(\base,STB),%d0-%d6
	IAM	\base, 0, %d2, %d5
	IAM	\base, 2, %d4, %d1
	IAM	\base, 5, %d2, %d4
	IAR	\base, 1, %d3, %d6, %d0
	IAR	\base, 3, %d5, %d0, %d2
	IAR	\base, 4, %d6, %d1, %d3
	IAR	\base, 6, %d0, %d3, %d5
	IAR	\base, 7, %d1, %d4, %d6
.endm
.macro	IAM base, i, x, y
	move.l	(\base + 28,STB),%d7
	eor.l	\x,%d7
	eor.l	\y,%d7
	move.l	%d7,(\base + 4 * \i,STB)
.endm
.macro	IAR base, i, x, y, z
	move.l	\x,%d7
	eor.l	\y,%d7
	eor.l	\z,%d7
	move.l	%d7,(\base + 4 * \i,STB)
.endm

/* t_b = a_b ^ rot2(a_b) of the plane b at OUT into d, s scratch. */
.macro	TPLANE b, d, s
	move.l	(OUT + 4 * \b,STB),\s
	move.l	\s,\d
	swap	\d
	eor.l	\s,\d
.endm

/* P in place on the planes at OUT: a ^= 4.t per column, t = a ^ rot2(a),
 * 4.t being the planes t6, t6^t7, t0^t7, t1^t6, t2^t6^t7, t3^t7, t4, t5.
 * t is the same before and after a plane's update (the terms added are
 * rot2-invariant), so the order is free.  Clobbers d0-d2, d6, d7. */
.macro	INVMIX_P
	TPLANE	6, %d6, %d0
	TPLANE	7, %d7, %d0
	move.l	%d6,%d1
	eor.l	%d7,%d1			/* t6 ^ t7 */
	eor.l	%d6,(OUT + 0,STB)
	eor.l	%d1,(OUT + 4,STB)
	TPLANE	0, %d0, %d2
	eor.l	%d7,%d0
	eor.l	%d0,(OUT + 8,STB)
	TPLANE	1, %d0, %d2
	eor.l	%d6,%d0
	eor.l	%d0,(OUT + 12,STB)
	TPLANE	2, %d0, %d2
	eor.l	%d1,%d0
	eor.l	%d0,(OUT + 16,STB)
	TPLANE	3, %d0, %d2
	eor.l	%d7,%d0
	eor.l	%d0,(OUT + 20,STB)
	TPLANE	4, %d0, %d2
	eor.l	%d0,(OUT + 24,STB)
	TPLANE	5, %d0, %d2
	eor.l	%d0,(OUT + 28,STB)
.endm

/* .Linvsub: InvShiftRows and InvSubBytes of the planes at IN (their 0x63
 * added) -> OUT.  Clobbers d0-d7. */
.Linvsub:
	INVAFF	IN
	SBOX	1
	SR_PASS	1
	INVAFF	OUT
	rts

/* .Ldecrypt: the planes at IN -> the decrypted planes at OUT; the key
 * planes of .Lkeyplanes_dec at KP.  Clobbers d0-d7, KPP. */
.Ldecrypt:
	lea	(KP,STB),KPP
	ARK	IN
	move.l	(NR,STB),%d0
	subq.l	#1,%d0
	move.l	%d0,(RCNT,STB)
1:	bsr	.Linvsub
	INVMIX_P
	MIXCOL
	subq.l	#1,(RCNT,STB)
	bne	1b
	bsr	.Linvsub
	ARK	OUT
	rts

/* NOT63, .Lnot63: planes 0, 1, 5, 6 of the key planes at (DSTP)
 * complemented (the S-box's 0x63).  Clobbers d0. */
.macro	NOT63
	moveq	#-1,%d0			/* (ColdFire: not.l only on Dn) */
	eor.l	%d0,(DSTP)
	eor.l	%d0,(4,DSTP)
	eor.l	%d0,(20,DSTP)
	eor.l	%d0,(24,DSTP)
.endm
.Lnot63:
	NOT63
	rts

/* .Lkeyplanes: the schedule of the key at a0 -> Nr + 1 key planes at KP,
 * planes 0, 1, 5, 6 of keys 1..Nr complemented (the S-box's 0x63). */
.Lkeyplanes:
	move.l	(4,%a0),%d0		/* rounds (offset checked in the C file) */
	move.l	%d0,(NR,STB)
	move.l	%d0,(RCNT,STB)
	lea	(12,%a0),%a0		/* key->rk */
	movea.l	%a0,%a1
	lea	(KP,STB),DSTP
	bsr	.Lortho_in		/* key 0 */
1:	lea	(16,%a0),%a0
	movea.l	%a0,%a1
	lea	(32,DSTP),DSTP
	bsr	.Lortho_in
	NOT63
	subq.l	#1,(RCNT,STB)
	bne	1b
	rts

/* .Lkeyplanes_dec: the schedule of the key at a0 -> the Nr + 1 key planes
 * of .Ldecrypt at KP, in the order it uses them: round key Nr, then
 * InvMixColumns of the round keys Nr-1 .. 1, then round key 0; planes
 * 0, 1, 5, 6 of all but the last complemented.  InvMixColumns is the
 * round's P and MIXCOL over a zero round key at KS; OUT and IN are
 * scratch. */
.Lkeyplanes_dec:
	move.l	(4,%a0),%d0
	move.l	%d0,(NR,STB)
	subq.l	#1,%d0
	move.l	%d0,(RCNT,STB)
	lsl.l	#4,%d0
	lea	(12 + 16,%a0,%d0.l),%a0	/* key->rk + 16 Nr */
	movea.l	%a0,%a1
	lea	(KP,STB),DSTP
	bsr	.Lortho_in		/* key Nr */
	bsr	.Lnot63
	moveq	#0,%d0
	.irp	k, 0, 4, 8, 12, 16, 20, 24, 28
	move.l	%d0,(KS + \k,STB)
	.endr
1:	lea	(-16,%a0),%a0
	movea.l	%a0,%a1
	lea	(32,DSTP),DSTP
	bsr	.Lortho_in
	movem.l	(DSTP),%d0-%d7
	movem.l	%d0-%d7,(OUT,STB)
	INVMIX_P
	lea	(KS,STB),KPP
	MIXCOL
	movem.l	(IN,STB),%d0-%d7
	movem.l	%d0-%d7,(DSTP)
	bsr	.Lnot63
	subq.l	#1,(RCNT,STB)
	bne	1b
	lea	(-16,%a0),%a0		/* key 0 */
	movea.l	%a0,%a1
	lea	(32,DSTP),DSTP
	bra	.Lortho_in

/* .Lcopy: d0 bytes from (a0)+ to (a1)+ (d0 > 0). */
.Lcopy:
	move.b	(%a0)+,(%a1)+
	subq.l	#1,%d0
	bne	.Lcopy
	rts

/* .Lwipe: zero the work area up to the last key plane in use: the
 * state, the spills and the key planes are secret. */
.Lwipe:
	move.l	(NR,STB),%d0
	addq.l	#1,%d0
	lsl.l	#3,%d0			/* (Nr + 1) * 8 longs of key planes */
	addi.l	#KP / 4,%d0
.Lwipe_n:				/* d0 longs from STB */
	movea.l	STB,%a0
	moveq	#0,%d1
1:	move.l	%d1,(%a0)+
	subq.l	#1,%d0
	bne	1b
	rts

/* ---- entry points --------------------------------------------------------------
 *
 * Frame: d2-d7/a2-a6 saved (44 bytes; ColdFire has no movem -(sp)), then
 * FRAME bytes: the work area and the slots below; STB = sp.
 */
#define CNT (WORK)      /* blocks left */
#define CW (WORK + 4)   /* CTR: the counter */
#define PASS (WORK + 8) /* CTR, CBC-dec, round: blocks in this pass (1, 2) */
#define CV (WORK + 12)  /* CBC decryption: the chaining value, 16 bytes */
#define FRAME (WORK + 28)
#define ARG(n) (FRAME + 44 + 4 + 4 * (n),%sp)

.macro	PROLOGUE
	CT_SAVE	FRAME
	movea.l	%sp,STB
.endm

.macro	EPILOGUE
	CT_RESTORE FRAME
.endm

/* The entry of a mode: frame, CNT (to 9f when there are no blocks), the
 * key planes (made by kp), OUTP and INP. */
.macro	ENTER kp=.Lkeyplanes
	PROLOGUE
	move.l	ARG(3),(CNT,STB)
	beq	9f
	movea.l	ARG(0),%a0
	bsr	\kp
	movea.l	ARG(1),OUTP
	movea.l	ARG(2),INP
.endm

/* n = 2 or 1 blocks from INP to OUTP (n = 1: the block fills both halves)
 * through fn (.Lencrypt or .Ldecrypt). */
.macro	ECBPASS n, fn
	lea	(IN,STB),DSTP
#ifdef ISA_020
	movea.l	INP,%a0
	lea	(16 * (\n - 1),INP),%a1
#else
	movea.l	INP,%a0			/* via TMP: longs need even addresses */
	lea	(TMP,STB),%a1
	moveq	#16 * \n,%d0
	bsr	.Lcopy
	lea	(TMP,STB),%a0
	lea	(TMP + 16 * (\n - 1),STB),%a1
#endif
	bsr	.Lortho_in
	bsr	\fn
#ifdef ISA_020
	movea.l	OUTP,%a0
	lea	(16 * (\n - 1),OUTP),%a1
	bsr	.Lortho_out
#else
	lea	(KS,STB),%a0
	lea	(KS + 16 * (\n - 1),STB),%a1
	bsr	.Lortho_out
	lea	(KS,STB),%a0
	movea.l	OUTP,%a1
	moveq	#16 * \n,%d0
	bsr	.Lcopy
#endif
.endm

/* An ECB entry point: two blocks per pass; an odd last block goes in both
 * halves. */
.macro	ECB name, kp, fn
	.globl	\name
	.hidden	\name
	.type	\name,@function
\name:
	ENTER	\kp
1:	moveq	#1,%d0
	cmp.l	(CNT,STB),%d0
	beq	2f			/* one block left */
	ECBPASS	2, \fn
	lea	(32,INP),INP
	lea	(32,OUTP),OUTP
	subq.l	#2,(CNT,STB)
	bne	1b
	bra	8f
2:	ECBPASS	1, \fn
8:	bsr	.Lwipe
9:	EPILOGUE
	.size	\name,.-\name
.endm

/* void aesalt_aes_ecb_enc_m68k_ct(const aesalt_aes_key *key, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks);
 * void aesalt_aes_ecb_dec_m68k_ct(same), with the encryption schedule. */
	ECB	aesalt_aes_ecb_enc_m68k_ct, .Lkeyplanes, .Lencrypt
	ECB	aesalt_aes_ecb_dec_m68k_ct, .Lkeyplanes_dec, .Ldecrypt

/* .Lpass: PASS = min(2, CNT).  Clobbers d0. */
.Lpass:
	moveq	#2,%d0
	cmp.l	(CNT,STB),%d0
	bls	1f
	moveq	#1,%d0
1:	move.l	%d0,(PASS,STB)
	rts

/* .Lin2: PASS blocks at a0 (the caller's, any address) -> the planes at
 * (DSTP), one block filling both halves.  On the 68000 and ColdFire
 * through TMP.  Clobbers d0-d5, a0, a1. */
.Lin2:
#ifndef ISA_020
	lea	(TMP,STB),%a1
	move.l	(PASS,STB),%d0
	lsl.l	#4,%d0
	bsr	.Lcopy
	lea	(TMP,STB),%a0
#endif
	movea.l	%a0,%a1
	moveq	#1,%d0
	cmp.l	(PASS,STB),%d0
	beq	1f
	lea	(16,%a1),%a1
1:	bra	.Lortho_in

/* .Lout2: the planes at OUT -> PASS blocks at a0 (the caller's, any
 * address).  On the 68000 and ColdFire through KS.  Clobbers d0-d5, a0,
 * a1, DSTP, OUT. */
.Lout2:
#ifdef ISA_020
	movea.l	%a0,%a1
	moveq	#1,%d0
	cmp.l	(PASS,STB),%d0
	beq	1f
	lea	(16,%a1),%a1
1:	bra	.Lortho_out
#else
	movea.l	%a0,DSTP
	lea	(KS,STB),%a0
	lea	(KS + 16,STB),%a1
	bsr	.Lortho_out
	lea	(KS,STB),%a0
	movea.l	DSTP,%a1
	move.l	(PASS,STB),%d0
	lsl.l	#4,%d0
	bra	.Lcopy
#endif

/* .Lxor16: 16 bytes at a1 = those at a0 ^ those at DSTP (a1 the caller's
 * buffer, any address).  Clobbers d0-d7 (68020) or d0-d2, a0, a1, DSTP. */
.Lxor16:
#ifdef ISA_020
	movem.l	(%a0),%d0-%d3
	movem.l	(DSTP),%d4-%d7
	eor.l	%d4,%d0
	eor.l	%d5,%d1
	eor.l	%d6,%d2
	eor.l	%d7,%d3
	movem.l	%d0-%d3,(%a1)
#else
	moveq	#16,%d2
1:	move.b	(%a0)+,%d0
	move.b	(DSTP)+,%d1
	eor.l	%d1,%d0
	move.b	%d0,(%a1)+
	subq.l	#1,%d2
	bne	1b
#endif
	rts

/* void aesalt_aes_cbc_enc_m68k_ct(const aesalt_aes_key *key, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks,
 *                                 uint8_t iv[16]);
 * CBC encryption is sequential: one block per pass (half of the bitsliced
 * width unused).  The chaining value is the block at KS. */
	.globl	aesalt_aes_cbc_enc_m68k_ct
	.hidden	aesalt_aes_cbc_enc_m68k_ct
	.type	aesalt_aes_cbc_enc_m68k_ct,@function
aesalt_aes_cbc_enc_m68k_ct:
	ENTER
	movea.l	ARG(4),%a0		/* iv -> KS */
	lea	(KS,STB),%a1
	moveq	#16,%d0
	bsr	.Lcopy
1:	lea	(KS,STB),%a0		/* TMP = in ^ chaining value */
	lea	(TMP,STB),%a1
#ifdef ISA_020
	movem.l	(INP),%d0-%d3
	movem.l	(%a0),%d4-%d7
	eor.l	%d4,%d0
	eor.l	%d5,%d1
	eor.l	%d6,%d2
	eor.l	%d7,%d3
	movem.l	%d0-%d3,(%a1)
	lea	(16,INP),INP
#else
	moveq	#16,%d2
3:	move.b	(INP)+,%d0
	move.b	(%a0)+,%d1
	eor.l	%d1,%d0
	move.b	%d0,(%a1)+
	subq.l	#1,%d2
	bne	3b
#endif
	lea	(TMP,STB),%a0
	movea.l	%a0,%a1
	lea	(IN,STB),DSTP
	bsr	.Lortho_in
	bsr	.Lencrypt
	lea	(KS,STB),%a0
	movea.l	%a0,%a1
	bsr	.Lortho_out
#ifdef ISA_020
	movem.l	(KS,STB),%d0-%d3
	movem.l	%d0-%d3,(OUTP)
	lea	(16,OUTP),OUTP
#else
	lea	(KS,STB),%a0
	movea.l	OUTP,%a1
	moveq	#16,%d0
	bsr	.Lcopy
	movea.l	%a1,OUTP
#endif
	subq.l	#1,(CNT,STB)
	bne	1b
	lea	(KS,STB),%a0		/* iv = last ciphertext block */
	movea.l	ARG(4),%a1
	moveq	#16,%d0
	bsr	.Lcopy
	bsr	.Lwipe
9:	EPILOGUE
	.size	aesalt_aes_cbc_enc_m68k_ct,.-aesalt_aes_cbc_enc_m68k_ct

/* void aesalt_aes_ctr32_m68k_ct(const aesalt_aes_key *key, uint8_t *out,
 *                               const uint8_t *in, size_t nblocks,
 *                               uint8_t ctr[16]);
 * Counter blocks n and n+1 at TMP and TMP + 16 (bytes 0..11 copied once),
 * their keystream at KS. */
	.globl	aesalt_aes_ctr32_m68k_ct
	.hidden	aesalt_aes_ctr32_m68k_ct
	.type	aesalt_aes_ctr32_m68k_ct,@function
aesalt_aes_ctr32_m68k_ct:
	ENTER
	movea.l	ARG(4),%a0
	lea	(TMP,STB),%a1
	moveq	#16,%d0
	bsr	.Lcopy
	movea.l	ARG(4),%a0
	lea	(TMP + 16,STB),%a1
	moveq	#16,%d0
	bsr	.Lcopy
	move.l	(TMP + 12,STB),(CW,STB)
1:	move.l	(CW,STB),%d0
	move.l	%d0,(TMP + 12,STB)
	addq.l	#1,%d0			/* wraps mod 2^32, never carries */
	move.l	%d0,(TMP + 28,STB)
	lea	(TMP,STB),%a0
	lea	(TMP + 16,STB),%a1
	lea	(IN,STB),DSTP
	bsr	.Lortho_in
	bsr	.Lencrypt
	lea	(KS,STB),%a0
	lea	(KS + 16,STB),%a1
	bsr	.Lortho_out
	moveq	#2,%d0			/* blocks this pass: min(2, left) */
	cmp.l	(CNT,STB),%d0
	bls	3f
	moveq	#1,%d0
3:	move.l	%d0,(PASS,STB)
	lea	(KS,STB),%a0
#ifdef ISA_020
	movea.l	%d0,%a1
4:	movem.l	(%a0),%d0-%d3
	movem.l	(INP),%d4-%d7
	eor.l	%d4,%d0
	eor.l	%d5,%d1
	eor.l	%d6,%d2
	eor.l	%d7,%d3
	movem.l	%d0-%d3,(OUTP)
	lea	(16,%a0),%a0
	lea	(16,INP),INP
	lea	(16,OUTP),OUTP
	subq.l	#1,%a1			/* (subq to An sets no flags) */
	move.l	%a1,%d0
	bne	4b
#else
	lsl.l	#4,%d0
	move.l	%d0,%d2
4:	move.b	(INP)+,%d0
	move.b	(%a0)+,%d1
	eor.l	%d1,%d0
	move.b	%d0,(OUTP)+
	subq.l	#1,%d2
	bne	4b
#endif
	move.l	(PASS,STB),%d0
	add.l	%d0,(CW,STB)
	sub.l	%d0,(CNT,STB)
	bne	1b
	lea	(CW,STB),%a0		/* ctr[12..15] = the next counter */
	movea.l	ARG(4),%a1
	lea	(12,%a1),%a1
	moveq	#4,%d0
	bsr	.Lcopy
	bsr	.Lwipe
9:	EPILOGUE
	.size	aesalt_aes_ctr32_m68k_ct,.-aesalt_aes_ctr32_m68k_ct

/* void aesalt_aes_cbc_dec_m68k_ct(const aesalt_aes_key *key, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks,
 *                                 uint8_t iv[16]);
 * Two blocks per pass: the ciphertext is copied to TMP first (out may be
 * in), decrypted to KS, XORed with the chaining value at CV and with the
 * first block of the pair. */
	.globl	aesalt_aes_cbc_dec_m68k_ct
	.hidden	aesalt_aes_cbc_dec_m68k_ct
	.type	aesalt_aes_cbc_dec_m68k_ct,@function
aesalt_aes_cbc_dec_m68k_ct:
	ENTER	.Lkeyplanes_dec
	movea.l	ARG(4),%a0		/* iv -> CV */
	lea	(CV,STB),%a1
	moveq	#16,%d0
	bsr	.Lcopy
1:	bsr	.Lpass
#ifdef ISA_020
	movem.l	(INP),%d0-%d3		/* the ciphertext -> TMP */
	movem.l	%d0-%d3,(TMP,STB)
	moveq	#1,%d0
	cmp.l	(PASS,STB),%d0
	beq	2f
	movem.l	(16,INP),%d0-%d3
	movem.l	%d0-%d3,(TMP + 16,STB)
2:	lea	(TMP,STB),%a0
#else
	movea.l	INP,%a0
#endif
	lea	(IN,STB),DSTP
	bsr	.Lin2			/* (68020: from TMP, at no cost) */
	bsr	.Ldecrypt
	lea	(KS,STB),%a0
	lea	(KS + 16,STB),%a1
	bsr	.Lortho_out
	lea	(KS,STB),%a0		/* out = D(c0) ^ CV */
	lea	(CV,STB),DSTP
	movea.l	OUTP,%a1
	bsr	.Lxor16
	lea	(TMP,STB),%a0		/* CV = c0 */
	moveq	#1,%d0
	cmp.l	(PASS,STB),%d0
	beq	3f
	lea	(KS + 16,STB),%a0	/* out + 16 = D(c1) ^ c0 */
	lea	(TMP,STB),DSTP
	lea	(16,OUTP),%a1
	bsr	.Lxor16
	lea	(TMP + 16,STB),%a0	/* CV = c1 */
3:	movem.l	(%a0),%d0-%d3
	movem.l	%d0-%d3,(CV,STB)
	move.l	(PASS,STB),%d0
	lsl.l	#4,%d0
	adda.l	%d0,INP
	adda.l	%d0,OUTP
	move.l	(PASS,STB),%d0
	sub.l	%d0,(CNT,STB)
	bne	1b
	lea	(CV,STB),%a0		/* iv = the last ciphertext block */
	movea.l	ARG(4),%a1
	moveq	#16,%d0
	bsr	.Lcopy
	bsr	.Lwipe
9:	EPILOGUE
	.size	aesalt_aes_cbc_dec_m68k_ct,.-aesalt_aes_cbc_dec_m68k_ct

/* void aesalt_aes_round_m68k_ct(uint8_t (*out)[16], const uint8_t (*in)[16],
 *                               const uint8_t (*rk)[16], size_t n);
 * out[i] = MixColumns(ShiftRows(SubBytes(in[i]))) ^ rk[i] (core/kernel.h:
 * the round under core/aegis_c.c's AEGIS updates), two blocks per pass,
 * the rk pair bitsliced into the first key planes (NR = 0 for .Lwipe).
 * out may be in; rk does not overlap out.  The rk pointer is kept at CW. */
	.globl	aesalt_aes_round_m68k_ct
	.hidden	aesalt_aes_round_m68k_ct
	.type	aesalt_aes_round_m68k_ct,@function
aesalt_aes_round_m68k_ct:
	PROLOGUE
	moveq	#0,%d0
	move.l	%d0,(NR,STB)
	move.l	ARG(3),(CNT,STB)
	beq	9f
	movea.l	ARG(0),OUTP
	movea.l	ARG(1),INP
	move.l	ARG(2),(CW,STB)
1:	bsr	.Lpass
	movea.l	INP,%a0
	lea	(IN,STB),DSTP
	bsr	.Lin2
	movea.l	(CW,STB),%a0
	lea	(KP,STB),DSTP
	bsr	.Lin2
	bsr	.Lnot63
	SBOX
	SR_PASS
	lea	(KP,STB),KPP
	MIXCOL
	movem.l	(IN,STB),%d0-%d7
	movem.l	%d0-%d7,(OUT,STB)
	movea.l	OUTP,%a0
	bsr	.Lout2
	move.l	(PASS,STB),%d0
	lsl.l	#4,%d0
	adda.l	%d0,INP
	adda.l	%d0,OUTP
	add.l	%d0,(CW,STB)
	move.l	(PASS,STB),%d0
	sub.l	%d0,(CNT,STB)
	bne	1b
	bsr	.Lwipe
9:	EPILOGUE
	.size	aesalt_aes_round_m68k_ct,.-aesalt_aes_round_m68k_ct

/* uint32_t aesalt_aes_subword_m68k_ct(uint32_t w);
 * SubWord of FIPS-197 sec. 5.2 (S on each byte of w, byte 0 in the top),
 * for the key expansion in C.  The word fills every column of both
 * blocks, so ShiftRows changes nothing. */
	.globl	aesalt_aes_subword_m68k_ct
	.hidden	aesalt_aes_subword_m68k_ct
	.type	aesalt_aes_subword_m68k_ct,@function
aesalt_aes_subword_m68k_ct:
	PROLOGUE
	move.l	ARG(0),%d0
	lea	(TMP,STB),%a0
	.irp	k, 0, 4, 8, 12
	move.l	%d0,(\k,%a0)
	.endr
	movea.l	%a0,%a1
	lea	(IN,STB),DSTP
	bsr	.Lortho_in
	SBOX
	lea	(KS,STB),%a0
	movea.l	%a0,%a1
	bsr	.Lortho_out
	move.l	(KS,STB),%d7
	eori.l	#0x63636363,%d7		/* the circuit's four NOTs */
	move.l	#KP / 4,%d0		/* no key planes here */
	bsr	.Lwipe_n
	move.l	%d7,%d0
	EPILOGUE
	.size	aesalt_aes_subword_m68k_ct,.-aesalt_aes_subword_m68k_ct
