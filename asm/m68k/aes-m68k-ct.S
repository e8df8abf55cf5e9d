/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Constant-time AES for every m68k: the "m68k_ct" kernel's AES slots (ECB
 * and CBC both ways, CTR32, the fused CCM), the AES round of its AEGIS
 * updates, and the SubWord its key expansion uses.
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
 * likewise.  The S-box is a Boolean circuit (the 113-gate straight-line
 * program of J. Boyar, P. Matthews and R. Peralta, Yale's Circuit
 * Minimization Team, SLP_AES_113: 32 AND, 81 XOR/XNOR; Boyar and Peralta,
 * "A new combinational logic minimization technique with applications to
 * cryptology", SEA 2010) run on bitsliced data; nothing is indexed by a
 * secret.
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
 *              shifts and masks); the encryption is fixsliced and does
 *              without it (.Lencrypt), decryption and the AEGIS round
 *              turn the rows;
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
 * Measured (qemu-m68k -cpu m68030, the 68020 code path, insn_count plugin,
 * whole messages through the aesalt API): bench/results/m68k.md, column
 * m68k_ct beside m68020, instructions per byte and the estimated MC68030
 * clocks per byte (the User's Manual's cache-case timings; cached / memory with the simulated 256-byte caches
 * and 2 wait states) of every mode, size and key.
 *
 * Per round and two blocks: the S-box 241 instructions (271 with the
 * 128-gate depth-16 circuit it replaced);
 * encryption, fixsliced: MixColumns with AddRoundKey 95 instructions in
 * rounds i = 0 mod 4, 190 (1 and 3 mod 4) and 141 (2 mod 4) on the 68020
 * path, and no ShiftRows (56 instructions and 304 clocks per round
 * before: ror.b and ror.w cost 6); decryption keeps ShiftRows and adds two L^-1 and P (about 30 %).
 * CBC encryption and CMAC are sequential, so they fill only one of the
 * two bitsliced blocks; CCM fills the other with its CTR block.  The
 * per-call bitslicing of the key schedule (about 1150 instructions for
 * AES-128, plus 16 byte moves per round key for the fixsliced order;
 * decryption also runs InvMixColumns on Nr - 1 round keys) weighs on
 * short messages.
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
 * (inv = 1: InvShiftRows, rotated left by 2r; for the fixsliced
 * encryption, inv = 2: nothing, inv = 3: ShiftRows^2).  On the 68000/68020 it is done on each S-box
 * output as it is made (SR_PLANE); ColdFire has no byte rotations and does
 * a pass over the eight planes afterwards (SR_PASS), with two scratch
 * registers. */
.macro	SR_PLANE r, inv=0
#ifndef ISA_CF
	.if \inv == 3
	ror.b	#4,\r			/* ShiftRows^2: rows 3 and 1 */
	swap	\r
	ror.b	#4,\r
	swap	\r
	.endif
	.if \inv < 2
	ror.b	#6 - 4 * \inv,\r		/* row 3 (low byte) */
	ror.w	#8,\r
	ror.b	#4,\r			/* row 2 */
	swap	\r
	ror.b	#2 + 4 * \inv,\r		/* row 1 */
	swap	\r
	ror.w	#8,\r
	.endif
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

/* BROT x, n, t, m: every byte of x rotated right by n bits (n = 2, 4, 6;
 * 0: nothing), t scratch, m = the mask 0xff >> n in every byte (LOMASK):
 * x >> n under m, x << 8 - n elsewhere, as b ^ ((a ^ b) & m). */
.macro	BROT x, n, t, m
	.if \n
	move.l	\x,\t
	lsl.l	#8 - (\n),\t
	lsr.l	#(\n),\x
	eor.l	\t,\x
	and.l	\m,\x
	eor.l	\t,\x
	.endif
.endm
#define LOMASK(n) ((0xff >> (n)) * 0x01010101)

/* ROT1 x, n, t, m: rot1 of MixColumns (row r + 1 up to row r: rol.l #8),
 * then BROT x, n.  With rotations: rol(x, 8 - n) under m, rol(x, 16 - n)
 * elsewhere. */
.macro	ROT1 x, n, t, m
#ifdef ISA_CF
	ROL8	\x, \t
	BROT	\x, \n, \t, \m
#else
	.if \n
	rol.l	#8 - (\n),\x
	move.l	\x,\t
	rol.l	#8,\t
	eor.l	\t,\x
	and.l	\m,\x
	eor.l	\t,\x
	.else
	rol.l	#8,\x
	.endif
#endif
.endm

/* One output plane of MixColumns (from OUT) plus AddRoundKey, to IN:
 * out_b = r_b ^ rot2(d_b) ^ d_(b-1) [^ d_7], r = rot1(a), d = a ^ r.
 * dn receives d_b, dp holds d_(b-1) (d_7 for b = 0); d7 holds d_7.
 * fs = i mod 4 for the fixsliced encryption's round i (see .Lencrypt):
 * its state is ShiftRows^-i of the true one, so row r + 1 is i columns
 * ahead of row r and rot1 also turns every byte by 2i bits (mask in d0),
 * rot2 by 4i (mask in d5).  Clobbers d2, d3, d6. */
.macro	MCP b, dn, dp, x7, fs=0
	move.l	(OUT + 4 * \b,STB),\dn	/* a_b */
	move.l	\dn,%d2
	ROT1	%d2, (2 * \fs) & 7, %d6, %d0	/* r_b */
	eor.l	%d2,\dn			/* d_b */
	move.l	\dn,%d3
	swap	%d3			/* rot2(d_b) */
	BROT	%d3, (4 * \fs) & 7, %d6, %d5
	eor.l	%d3,%d2
	eor.l	\dp,%d2			/* 2.d: plane b-1 moves up */
	.if \x7
	eor.l	%d7,%d2			/* and 0x1b: d_7 into planes 1, 3, 4 */
	.endif
	move.l	(KPP)+,%d3
	eor.l	%d3,%d2			/* AddRoundKey */
	move.l	%d2,(IN + 4 * \b,STB)
.endm

/* MixColumns and AddRoundKey, OUT -> IN (fs: MCP).  Clobbers d0-d7. */
.macro	MIXCOL fs=0
	.if (2 * \fs) & 7
	move.l	#LOMASK((2 * \fs) & 7),%d0
	.endif
	.if (4 * \fs) & 7
	move.l	#LOMASK(4),%d5
	.endif
	move.l	(OUT + 28,STB),%d7
	move.l	%d7,%d1
	ROT1	%d1, (2 * \fs) & 7, %d6, %d0
	eor.l	%d1,%d7			/* d_7 */
	MCP	0, %d1, %d7, 0, \fs
	MCP	1, %d4, %d1, 1, \fs
	MCP	2, %d1, %d4, 0, \fs
	MCP	3, %d4, %d1, 1, \fs
	MCP	4, %d1, %d4, 1, \fs
	MCP	5, %d4, %d1, 0, \fs
	MCP	6, %d1, %d4, 0, \fs
	MCP	7, %d4, %d1, 0, \fs
.endm

/* The S-box circuit on the planes at IN, results (after ShiftRows on the
 * 68000/68020) at OUT.  The gates of SLP_AES_113 (see the header): y1..y21
 * with t0, t1 (top linear layer), t2..t45 and z0..z17 (the nonlinear
 * middle, its 32 ANDs), tc1..tc26 and S0..S7 (bottom linear layer); U_i /
 * S_i is plane 7 - i.  The four XNORs of the circuit are plain XORs here
 * (see the header).  The gate order is a list schedule (asm/gen/regsched.py's:
 * at each step a ready gate that ends the most live values, the seed
 * chosen for the fewest estimated clocks after allocation). */
/* 241 instructions and 8 SR_PLANE, scheduled and allocated by
 * asm/m68k/sbox-alloc.py (its gate order is the one of the lines below):
 * d0-d7, a0-a2 as spill registers (2 clocks a move) before the 16 slots at
 * SPILL.  inv = 1:
 * InvShiftRows instead of ShiftRows.  Clobbers d0-d7, a0-a2. */
.macro	SBOX inv=0
	move.l	(IN + 24,STB),%d0	/* load U1 */
	move.l	(IN + 20,STB),%d1	/* load U2 */
	eor.l	%d0,%d1	/* t0 = U1 ^ U2 */
	move.l	(IN + 0,STB),%d2	/* load U7 */
	move.l	%d1,%d3	/* copy t0 */
	eor.l	%d2,%d3	/* y1 = t0 ^ U7 */
	move.l	(IN + 16,STB),%d4	/* load U3 */
	move.l	%d3,%d5	/* copy y1 */
	eor.l	%d4,%d5	/* y4 = y1 ^ U3 */
	move.l	(IN + 4,STB),%d6	/* load U6 */
	move.l	%d3,%d7	/* copy y1 */
	eor.l	%d6,%d7	/* y5 = y1 ^ U6 */
	movea.l	%d1,%a0	/* keep t0 */
	move.l	(IN + 28,STB),%d1	/* load U0 */
	eor.l	%d1,%d6	/* y13 = U0 ^ U6 */
	movea.l	%d0,%a1	/* keep U1 */
	move.l	%d7,%d0	/* copy y5 */
	and.l	%d3,%d0	/* t8 = y5 & y1 */
	movea.l	%d0,%a2	/* keep t8 */
	move.l	%d5,%d0	/* copy y4 */
	and.l	%d2,%d0	/* t5 = y4 & U7 */
	move.l	%d5,(SPILL + 0,STB)	/* spill y4 */
	move.l	%d3,%d5	/* copy y1 */
	eor.l	%d1,%d5	/* y2 = y1 ^ U0 */
	move.l	%d3,(SPILL + 4,STB)	/* spill y1 */
	move.l	(IN + 8,STB),%d3	/* load U5 */
	move.l	%a2,(SPILL + 8,STB)	/* spill t8 */
	movea.l	%d5,%a2	/* keep y2 */
	move.l	%d1,%d5	/* copy U0 */
	eor.l	%d3,%d5	/* y8 = U0 ^ U5 */
	move.l	%a0,(SPILL + 12,STB)	/* spill t0 */
	movea.l	%d2,%a0	/* keep U7 */
	move.l	%d7,%d2	/* copy y5 */
	eor.l	%d5,%d2	/* y3 = y5 ^ y8 */
	move.l	%d7,(SPILL + 16,STB)	/* spill y5 */
	move.l	%d4,%d7	/* copy U3 */
	eor.l	%d3,%d7	/* y14 = U3 ^ U5 */
	eor.l	%d1,%d4	/* y9 = U0 ^ U3 */
	move.l	%d5,(SPILL + 20,STB)	/* spill y8 */
	move.l	%d6,%d5	/* copy y13 */
	eor.l	%d7,%d5	/* y12 = y13 ^ y14 */
	move.l	%d7,(SPILL + 24,STB)	/* spill y14 */
	move.l	(IN + 12,STB),%d7	/* load U4 */
	eor.l	%d5,%d7	/* t1 = U4 ^ y12 */
	eor.l	%d7,%d3	/* y15 = t1 ^ U5 */
	move.l	%d6,(SPILL + 28,STB)	/* spill y13 */
	move.l	%a1,%d6	/* reload U1 */
	eor.l	%d6,%d7	/* y20 = t1 ^ U1 */
	move.l	%d5,%d6	/* copy y12 */
	and.l	%d3,%d6	/* t2 = y12 & y15 */
	eor.l	%d6,%d0	/* t6 = t5 ^ t2 */
	movea.l	%d5,%a1	/* keep y12 */
	move.l	%a0,%d5	/* reload U7 */
	move.l	%a1,(SPILL + 32,STB)	/* spill y12 */
	movea.l	%d0,%a1	/* keep t6 */
	move.l	%d3,%d0	/* copy y15 */
	eor.l	%d5,%d0	/* y6 = y15 ^ U7 */
	move.l	%a1,(SPILL + 36,STB)	/* spill t6 */
	movea.l	%d3,%a1	/* keep y15 */
	move.l	%d2,%d3	/* copy y3 */
	and.l	%d0,%d3	/* t3 = y3 & y6 */
	eor.l	%d6,%d3	/* t4 = t3 ^ t2 */
	eor.l	%d7,%d3	/* t17 = t4 ^ y20 */
	eor.l	%d4,%d7	/* y11 = y20 ^ y9 */
	move.l	%d5,%d6	/* copy U7 */
	eor.l	%d7,%d6	/* y7 = U7 ^ y11 */
	move.l	%d0,(SPILL + 40,STB)	/* spill y6 */
	move.l	%d4,%d0	/* copy y9 */
	and.l	%d7,%d0	/* t12 = y9 & y11 */
	move.l	%d4,(SPILL + 44,STB)	/* spill y9 */
	move.l	%a2,%d4	/* reload y2 */
	move.l	%d2,(SPILL + 48,STB)	/* spill y3 */
	move.l	%d4,%d2	/* copy y2 */
	and.l	%d6,%d2	/* t10 = y2 & y7 */
	move.l	(SPILL + 12,STB),%d4	/* load t0 */
	move.l	%a2,(SPILL + 52,STB)	/* spill y2 */
	movea.l	%d6,%a2	/* keep y7 */
	move.l	%d4,%d6	/* copy t0 */
	eor.l	%d7,%d6	/* y16 = t0 ^ y11 */
	eor.l	%d6,%d1	/* y18 = U0 ^ y16 */
	move.l	%a1,%d5	/* reload y15 */
	eor.l	%d5,%d4	/* y10 = y15 ^ t0 */
	move.l	(SPILL + 28,STB),%d5	/* load y13 */
	move.l	%a1,(SPILL + 12,STB)	/* spill y15 */
	movea.l	%d1,%a1	/* keep y18 */
	move.l	%d5,%d1	/* copy y13 */
	and.l	%d6,%d1	/* t7 = y13 & y16 */
	eor.l	%d1,%d2	/* t11 = t10 ^ t7 */
	move.l	%a2,(SPILL + 56,STB)	/* spill y7 */
	movea.l	%d2,%a2	/* keep t11 */
	move.l	(SPILL + 8,STB),%d2	/* load t8 */
	eor.l	%d1,%d2	/* t9 = t8 ^ t7 */
	move.l	%d4,%d1	/* copy y10 */
	eor.l	%d7,%d1	/* y17 = y10 ^ y11 */
	move.l	%d7,(SPILL + 8,STB)	/* spill y11 */
	move.l	(SPILL + 24,STB),%d7	/* load y14 */
	movea.l	%d4,%a0	/* keep y10 */
	move.l	%d7,%d4	/* copy y14 */
	and.l	%d1,%d4	/* t13 = y14 & y17 */
	eor.l	%d0,%d4	/* t14 = t13 ^ t12 */
	eor.l	%d4,%d3	/* t21 = t17 ^ t14 */
	eor.l	%d4,%d2	/* t19 = t9 ^ t14 */
	move.l	%d5,%d4	/* copy y13 */
	eor.l	%d6,%d4	/* y21 = y13 ^ y16 */
	eor.l	%d4,%d2	/* t23 = t19 ^ y21 */
	move.l	(SPILL + 20,STB),%d4	/* load y8 */
	move.l	%d1,(SPILL + 60,STB)	/* spill y17 */
	move.l	%a0,%d1	/* reload y10 */
	move.l	%d4,%d7	/* copy y8 */
	and.l	%d1,%d7	/* t15 = y8 & y10 */
	eor.l	%d0,%d7	/* t16 = t15 ^ t12 */
	move.l	%a2,%d0	/* reload t11 */
	eor.l	%d7,%d0	/* t20 = t11 ^ t16 */
	movea.l	%d5,%a2	/* keep y13 */
	move.l	(SPILL + 36,STB),%d5	/* load t6 */
	eor.l	%d7,%d5	/* t18 = t6 ^ t16 */
	move.l	%a1,%d7	/* reload y18 */
	eor.l	%d7,%d0	/* t24 = t20 ^ y18 */
	move.l	%d1,%d7	/* copy y10 */
	eor.l	%d4,%d7	/* y19 = y10 ^ y8 */
	eor.l	%d7,%d5	/* t22 = t18 ^ y19 */
	move.l	%d2,%d7	/* copy t23 */
	eor.l	%d0,%d7	/* t30 = t23 ^ t24 */
	movea.l	%d6,%a1	/* keep y16 */
	move.l	%d3,%d6	/* copy t21 */
	and.l	%d2,%d6	/* t26 = t21 & t23 */
	eor.l	%d5,%d3	/* t25 = t21 ^ t22 */
	move.l	%d0,%d1	/* copy t24 */
	eor.l	%d6,%d1	/* t27 = t24 ^ t26 */
	eor.l	%d5,%d6	/* t31 = t22 ^ t26 */
	and.l	%d7,%d6	/* t32 = t31 & t30 */
	eor.l	%d0,%d6	/* t33 = t32 ^ t24 */
	move.l	(IN + 0,STB),%d7	/* load U7 */
	and.l	%d6,%d7	/* z2 = t33 & U7 */
	move.l	%d7,(SPILL + 36,STB)	/* spill z2 */
	move.l	(SPILL + 0,STB),%d7	/* load y4 */
	and.l	%d6,%d7	/* z11 = t33 & y4 */
	eor.l	%d6,%d2	/* t34 = t23 ^ t33 */
	move.l	%d7,(SPILL + 0,STB)	/* spill z11 */
	move.l	%d1,%d7	/* copy t27 */
	eor.l	%d6,%d7	/* t35 = t27 ^ t33 */
	and.l	%d7,%d0	/* t36 = t24 & t35 */
	eor.l	%d0,%d2	/* t37 = t36 ^ t34 */
	move.l	(SPILL + 48,STB),%d7	/* load y3 */
	and.l	%d2,%d7	/* z10 = t37 & y3 */
	eor.l	%d1,%d0	/* t38 = t27 ^ t36 */
	move.l	%d7,(SPILL + 48,STB)	/* spill z10 */
	move.l	(SPILL + 40,STB),%d7	/* load y6 */
	and.l	%d2,%d7	/* z1 = t37 & y6 */
	and.l	%d3,%d1	/* t28 = t25 & t27 */
	eor.l	%d5,%d1	/* t29 = t28 ^ t22 */
	move.l	(SPILL + 56,STB),%d5	/* load y7 */
	and.l	%d1,%d5	/* z5 = t29 & y7 */
	move.l	%d7,(SPILL + 40,STB)	/* spill z1 */
	move.l	(SPILL + 52,STB),%d7	/* load y2 */
	and.l	%d1,%d7	/* z14 = t29 & y2 */
	and.l	%d1,%d0	/* t39 = t29 & t38 */
	eor.l	%d0,%d3	/* t40 = t25 ^ t39 */
	move.l	(SPILL + 4,STB),%d0	/* load y1 */
	and.l	%d3,%d0	/* z4 = t40 & y1 */
	move.l	%d7,(SPILL + 4,STB)	/* spill z14 */
	move.l	(SPILL + 16,STB),%d7	/* load y5 */
	and.l	%d3,%d7	/* z13 = t40 & y5 */
	move.l	%d7,(SPILL + 16,STB)	/* spill z13 */
	move.l	%d3,%d7	/* copy t40 */
	eor.l	%d2,%d7	/* t41 = t40 ^ t37 */
	and.l	%d7,%d4	/* z17 = t41 & y8 */
	move.l	%d4,(SPILL + 20,STB)	/* spill z17 */
	move.l	%a0,%d4	/* reload y10 */
	and.l	%d7,%d4	/* z8 = t41 & y10 */
	eor.l	%d1,%d3	/* t43 = t29 ^ t40 */
	movea.l	%d4,%a0	/* keep z8 */
	move.l	%a1,%d4	/* reload y16 */
	and.l	%d3,%d4	/* z3 = t43 & y16 */
	movea.l	%d7,%a1	/* keep t41 */
	move.l	%a2,%d7	/* reload y13 */
	and.l	%d7,%d3	/* z12 = t43 & y13 */
	eor.l	%d4,%d0	/* tc6 = z3 ^ z4 */
	eor.l	%d5,%d4	/* tc12 = z3 ^ z5 */
	eor.l	%d6,%d2	/* t44 = t33 ^ t37 */
	eor.l	%d6,%d1	/* t42 = t29 ^ t33 */
	move.l	(SPILL + 12,STB),%d5	/* load y15 */
	and.l	%d2,%d5	/* z0 = t44 & y15 */
	and.l	(SPILL + 32,STB),%d2	/* z9 = t44 & y12 */
	move.l	(SPILL + 40,STB),%d6	/* load z1 */
	eor.l	%d5,%d6	/* tc5 = z1 ^ z0 */
	move.l	(SPILL + 36,STB),%d7	/* load z2 */
	eor.l	%d7,%d5	/* tc4 = z0 ^ z2 */
	eor.l	%d5,%d4	/* tc14 = tc4 ^ tc12 */
	eor.l	%d0,%d6	/* tc11 = tc6 ^ tc5 */
	move.l	%a1,%d7	/* reload t41 */
	eor.l	%d1,%d7	/* t45 = t42 ^ t41 */
	movea.l	%d6,%a1	/* keep tc11 */
	move.l	(SPILL + 24,STB),%d6	/* load y14 */
	and.l	%d7,%d6	/* z16 = t45 & y14 */
	and.l	(SPILL + 60,STB),%d7	/* z7 = t45 & y17 */
	eor.l	%d0,%d7	/* tc8 = z7 ^ tc6 */
	move.l	(SPILL + 44,STB),%d0	/* load y9 */
	and.l	%d1,%d0	/* z15 = t42 & y9 */
	and.l	(SPILL + 8,STB),%d1	/* z6 = t42 & y11 */
	eor.l	%d7,%d1	/* tc16 = z6 ^ tc8 */
	eor.l	%d0,%d6	/* tc1 = z15 ^ z16 */
	eor.l	%d3,%d5	/* tc7 = z12 ^ tc4 */
	movea.l	%d3,%a2	/* keep z12 */
	move.l	%a0,%d3	/* reload z8 */
	eor.l	%d5,%d3	/* tc9 = z8 ^ tc7 */
	eor.l	%d3,%d7	/* tc10 = tc8 ^ tc9 */
	move.l	(SPILL + 16,STB),%d3	/* load z13 */
	eor.l	%d6,%d3	/* tc13 = z13 ^ tc1 */
	move.l	(SPILL + 48,STB),%d5	/* load z10 */
	eor.l	%d6,%d5	/* tc2 = z10 ^ tc1 */
	move.l	(SPILL + 4,STB),%d6	/* load z14 */
	eor.l	%d7,%d6	/* tc17 = z14 ^ tc10 */
	movea.l	%d7,%a0	/* keep tc10 */
	move.l	(SPILL + 0,STB),%d7	/* load z11 */
	eor.l	%d5,%d7	/* tc21 = tc2 ^ z11 */
	eor.l	%d5,%d2	/* tc3 = z9 ^ tc2 */
	eor.l	%d4,%d3	/* tc18 = tc13 ^ tc14 */
	eor.l	%d1,%d0	/* tc20 = z15 ^ tc16 */
	eor.l	%d6,%d0	/* tc26 = tc17 ^ tc20 */
	eor.l	%d6,%d7	/* S5 = tc21 ^ tc17 */
	SR_PLANE %d7, \inv	/* ShiftRows on S5 */
	move.l	%d7,(OUT + 8,STB)	/* S5 */
	move.l	(SPILL + 20,STB),%d5	/* load z17 */
	eor.l	%d5,%d0	/* S2 = tc26 ^ z17 */
	SR_PLANE %d0, \inv	/* ShiftRows on S2 */
	move.l	%d0,(OUT + 20,STB)	/* S2 */
	move.l	%a2,%d0	/* reload z12 */
	eor.l	%d3,%d0	/* S7 = z12 ^ tc18 */
	SR_PLANE %d0, \inv	/* ShiftRows on S7 */
	move.l	%d0,(OUT + 0,STB)	/* S7 */
	move.l	%a0,%d0	/* reload tc10 */
	eor.l	%d3,%d0	/* S6 = tc10 ^ tc18 */
	SR_PLANE %d0, \inv	/* ShiftRows on S6 */
	move.l	%d0,(OUT + 4,STB)	/* S6 */
	move.l	%a1,%d0	/* reload tc11 */
	eor.l	%d2,%d0	/* S3 = tc3 ^ tc11 */
	move.l	%d0,%d3	/* copy S3 */
	SR_PLANE %d3, \inv	/* ShiftRows on S3 */
	move.l	%d3,(OUT + 16,STB)	/* S3 */
	eor.l	%d0,%d4	/* S4 = tc14 ^ S3 */
	SR_PLANE %d4, \inv	/* ShiftRows on S4 */
	move.l	%d4,(OUT + 12,STB)	/* S4 */
	eor.l	%d1,%d2	/* S0 = tc3 ^ tc16 */
	SR_PLANE %d2, \inv	/* ShiftRows on S0 */
	move.l	%d2,(OUT + 28,STB)	/* S0 */
	eor.l	%d1,%d0	/* S1 = S3 ^ tc16 */
	SR_PLANE %d0, \inv	/* ShiftRows on S1 */
	move.l	%d0,(OUT + 24,STB)	/* S1 */
.endm

/* ColdFire's ShiftRows^2 on the plane at OUT + off: bytes 2 and 0
 * (rows 1 and 3) turned by 4 bits.  Clobbers d0-d2, d5. */
.macro	SR2 off
	move.l	(OUT + \off,STB),%d0
	move.l	%d0,%d1
	andi.l	#0xff00ff00,%d1		/* rows 0 and 2 */
	eor.l	%d1,%d0			/* rows 1 and 3 */
	move.l	#LOMASK(4),%d5
	BROT	%d0, 4, %d2, %d5
	or.l	%d1,%d0
	move.l	%d0,(OUT + \off,STB)
.endm

/* A round of .Lencrypt (fs = i mod 4); counts RCNT down (flags: zero
 * after the last but one). */
.macro	FSROUND fs
	SBOX	2
	MIXCOL	\fs
	subq.l	#1,(RCNT,STB)
.endm

/* .Lencrypt: the planes at IN (not yet whitened) -> the encrypted planes
 * at OUT; key planes at KP (.Lkeyplanes).  Clobbers d0-d7, KPP.
 *
 * Fixsliced (A. Adomnicai and T. Peyrin, "Fixslicing AES-like ciphers",
 * TCHES 2021 issue 1): no round turns its rows; after round i the planes
 * hold ShiftRows^-i of the true state, so round i's MixColumns finds row
 * r + 1 of a column i columns ahead of row r and turns every byte on
 * (MIXCOL i mod 4: by 2i bits in rot1, 4i in rot2, with shifts and masks),
 * and round key i comes as ShiftRows^-i (.Lkeyplanes).  The four variants
 * repeat, so the rounds are unrolled by four.  After the last round the
 * state is ShiftRows^-Nr of the result: Nr mod 4 = 2 (AES-128 and -256)
 * costs one ShiftRows^2 (rows 1 and 3 turned by half a byte) on the S-box
 * outputs of the last round, before its round key, AES-192 nothing.  */
.Lencrypt:
	lea	(KP,STB),KPP
	ARK	IN
	move.l	(NR,STB),%d0
	subq.l	#1,%d0
	move.l	%d0,(RCNT,STB)
1:	FSROUND	1
	beq	2f
	FSROUND	2
	beq	2f
	FSROUND	3
	beq	2f
	FSROUND	0
	bne	1b
2:	moveq	#12,%d0			/* AES-192: Nr mod 4 = 0 */
	cmp.l	(NR,STB),%d0
	beq	3f
	SBOX	3			/* ShiftRows^2 back in step */
#ifdef ISA_CF
	.irp	off, 0, 4, 8, 12, 16, 20, 24, 28
	SR2	\off
	.endr
#endif
	bra	4f
3:	SBOX	2
4:	ARK	OUT
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

/* The next round key (i mod 4 = k) to the next key planes; counts RCNT
 * down (flags: zero after the last). */
.macro	KEYPLANE k
	lea	(16,INP),INP
	lea	(32,DSTP),DSTP
	movea.l	INP,%a0
	.if \k
	lea	(TMP,STB),%a1		/* ShiftRows^-k: TMP[4p + r] = rk[4(p - kr) + r] */
	.irp	p, 0, 1, 2, 3
	.irp	r, 0, 1, 2, 3
	move.b	(4 * ((\p - \k * \r) & 3) + \r,%a0),(4 * \p + \r,%a1)
	.endr
	.endr
	movea.l	%a1,%a0
	.else
	movea.l	%a0,%a1
	.endif
	bsr	.Lortho_in
	NOT63
	subq.l	#1,(RCNT,STB)
.endm

/* .Lkeyplanes: the schedule of the key at a0 -> Nr + 1 key planes at KP
 * for the fixsliced .Lencrypt: round key i < Nr as ShiftRows^-i (its bytes
 * permuted into TMP first: row r turned by i r columns; key Nr as it is,
 * added after the last round's ShiftRows^(Nr mod 4)), planes 0, 1, 5, 6
 * of keys 1..Nr complemented (the S-box's 0x63).  INP (not yet set by the
 * mode) walks the schedule. */
.Lkeyplanes:
	move.l	(4,%a0),%d0		/* rounds (offset checked in the C file) */
	move.l	%d0,(NR,STB)
	subq.l	#1,%d0
	move.l	%d0,(RCNT,STB)
	lea	(12,%a0),INP		/* key->rk */
	movea.l	INP,%a0
	movea.l	%a0,%a1
	lea	(KP,STB),DSTP
	bsr	.Lortho_in		/* key 0 */
1:	KEYPLANE 1
	beq	2f
	KEYPLANE 2
	beq	2f
	KEYPLANE 3
	beq	2f
	KEYPLANE 0
	bne	1b
2:	KEYPLANE 0			/* key Nr: the last round turns back */
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

/* ARG_IN n, off: the 16 bytes at argument n (a pointer, any address) ->
 * off(STB); ARG_OUT off, n: back.  CTR_OUT n: the counter word at CW ->
 * bytes 12..15 of argument n.  Clobber d0, a0, a1. */
.macro	ARG_IN n, off
	movea.l	(FRAME + 48 + 4 * (\n),%sp),%a0
	lea	(\off,STB),%a1
	moveq	#16,%d0
	bsr	.Lcopy
.endm
.macro	ARG_OUT off, n
	lea	(\off,STB),%a0
	movea.l	(FRAME + 48 + 4 * (\n),%sp),%a1
	moveq	#16,%d0
	bsr	.Lcopy
.endm
.macro	CTR_OUT n
	lea	(CW,STB),%a0
	movea.l	(FRAME + 48 + 4 * (\n),%sp),%a1
	lea	(12,%a1),%a1
	moveq	#4,%d0
	bsr	.Lcopy
.endm

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

/* .Lenc2: the blocks at TMP and TMP + 16 encrypted in one pass to KS and
 * KS + 16.  Clobbers d0-d7, a0-a2, KPP. */
.Lenc2:
	lea	(TMP,STB),%a0
	lea	(TMP + 16,STB),%a1
	lea	(IN,STB),DSTP
	bsr	.Lortho_in
	bsr	.Lencrypt
	lea	(KS,STB),%a0
	lea	(KS + 16,STB),%a1
	bra	.Lortho_out

/* .Lenc1: the block at (a0) encrypted (in both halves of a pass) to
 * (a1); both on the stack.  Clobbers d0-d7, a0-a2, KPP. */
.Lenc1:
	move.l	%a1,-(%sp)
	movea.l	%a0,%a1
	lea	(IN,STB),DSTP
	bsr	.Lortho_in
	bsr	.Lencrypt
	movea.l	(%sp)+,%a0
	movea.l	%a0,%a1
	bra	.Lortho_out

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
	ARG_IN	4, KS		/* iv -> KS */
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
	lea	(KS,STB),%a1
	bsr	.Lenc1
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
	ARG_OUT	KS, 4		/* iv = last ciphertext block */
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
	ARG_IN	4, TMP
	ARG_IN	4, TMP + 16
	move.l	(TMP + 12,STB),(CW,STB)
1:	move.l	(CW,STB),%d0
	move.l	%d0,(TMP + 12,STB)
	addq.l	#1,%d0			/* wraps mod 2^32, never carries */
	move.l	%d0,(TMP + 28,STB)
	bsr	.Lenc2
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
	CTR_OUT	4			/* ctr[12..15] = the next counter */
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
	ARG_IN	4, CV		/* iv -> CV */
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
	ARG_OUT	CV, 4		/* iv = the last ciphertext block */
	bsr	.Lwipe
9:	EPILOGUE
	.size	aesalt_aes_cbc_dec_m68k_ct,.-aesalt_aes_cbc_dec_m68k_ct

/* CCM_START: x -> KS, the counter block -> TMP + 16, its word -> CW. */
.macro	CCM_START
	ARG_IN	5, KS
	ARG_IN	4, TMP + 16
	move.l	(TMP + 28,STB),(CW,STB)
.endm

/* CCM_NEXT: on to the next block and counter; flags: zero after the
 * last block. */
.macro	CCM_NEXT
	lea	(16,INP),INP
	lea	(16,OUTP),OUTP
	addq.l	#1,(CW,STB)
	subq.l	#1,(CNT,STB)
.endm

/* void aesalt_ccm_enc_m68k_ct(const aesalt_aes_key *key, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks,
 *                             uint8_t ctr[16], uint8_t x[16]);
 * Fused CCM (core/kernel.h): each pass encrypts the CBC-MAC block x ^ p
 * (block A, at TMP) and the counter block (block B, at TMP + 16, bytes
 * 0..11 copied once, the counter word from CW) together, so the serial
 * chain fills the half of the bitsliced width that CBC encryption leaves
 * idle.  x is the block at KS (block A's output); out = p ^ the block at
 * KS + 16.  In place: p is read into TMP and into the output XOR before
 * out is written. */
	.globl	aesalt_ccm_enc_m68k_ct
	.hidden	aesalt_ccm_enc_m68k_ct
	.type	aesalt_ccm_enc_m68k_ct,@function
aesalt_ccm_enc_m68k_ct:
	ENTER
	CCM_START
1:	movea.l	INP,%a0			/* TMP = p ^ x */
	lea	(KS,STB),DSTP
	lea	(TMP,STB),%a1
	bsr	.Lxor16
	bsr	.Lccm_pass
	movea.l	INP,%a0			/* out = p ^ E(ctr) */
	lea	(KS + 16,STB),DSTP
	movea.l	OUTP,%a1
	bsr	.Lxor16
	CCM_NEXT
	bne	1b
	bra	.Lccm_end
	.size	aesalt_ccm_enc_m68k_ct,.-aesalt_ccm_enc_m68k_ct

/* void aesalt_ccm_dec_m68k_ct(same arguments);
 * Decryption needs block j's plaintext before its MAC step, so the
 * keystream runs one block ahead: a first pass makes E(ctr) alone (block
 * B in both halves), each pass after it the MAC step of block j - 1 with
 * the keystream of block j, and a last pass the MAC step of the last
 * block alone (block A in both halves).  The plaintext of block j - 1
 * waits at CV (wiped at the end). */
	.globl	aesalt_ccm_dec_m68k_ct
	.hidden	aesalt_ccm_dec_m68k_ct
	.type	aesalt_ccm_dec_m68k_ct,@function
aesalt_ccm_dec_m68k_ct:
	ENTER
	CCM_START
	move.l	(CW,STB),(TMP + 28,STB)	/* the first keystream block */
	lea	(TMP + 16,STB),%a0
	lea	(KS + 16,STB),%a1	/* (block A of KS is x: kept) */
	bsr	.Lenc1
	bra	2f
1:	lea	(CV,STB),%a0		/* TMP = p(j-1) ^ x */
	lea	(KS,STB),DSTP
	lea	(TMP,STB),%a1
	bsr	.Lxor16
	bsr	.Lccm_pass
2:	movea.l	INP,%a0			/* CV = p(j) = c(j) ^ E(ctr) */
	lea	(KS + 16,STB),DSTP
	lea	(CV,STB),%a1
	bsr	.Lxor16
#ifdef ISA_020
	movem.l	(CV,STB),%d0-%d3	/* out = p(j) */
	movem.l	%d0-%d3,(OUTP)
#else
	lea	(CV,STB),%a0
	movea.l	OUTP,%a1
	moveq	#16,%d0
	bsr	.Lcopy
#endif
	CCM_NEXT
	bne	1b
	lea	(CV,STB),%a0		/* the last MAC step, alone */
	lea	(KS,STB),DSTP
	lea	(TMP,STB),%a1
	bsr	.Lxor16
	lea	(TMP,STB),%a0
	lea	(KS,STB),%a1
	bsr	.Lenc1
	moveq	#0,%d0			/* the plaintext at CV */
	.irp	k, 0, 4, 8, 12
	move.l	%d0,(CV + \k,STB)
	.endr
	bra	.Lccm_end
	.size	aesalt_ccm_dec_m68k_ct,.-aesalt_ccm_dec_m68k_ct

/* .Lccm_pass: blocks A (TMP) and B (the counter block with CW) encrypted
 * together to KS and KS + 16.  Clobbers d0-d7, a0-a2, KPP. */
.Lccm_pass:
	move.l	(CW,STB),(TMP + 28,STB)
	bra	.Lenc2

/* The common exit of both: x and ctr[12..15] back, the work area wiped. */
.Lccm_end:
	ARG_OUT	KS, 5
	CTR_OUT	4
	bsr	.Lwipe
9:	EPILOGUE

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
