/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The armv7m kernel's tables, built by the assembler from the shared S-box
 * macros (asm/aes-tables.h).  Layout (offsets from .Laes_tables): Te 0,
 * S 1024, Td 1280, IS 2304, RCON 2560.  Te[x] = (2, 1, 1, 3).S(x) and
 * Td[x] = (e, 9, d, b).InvS(x) as little-endian words (byte 0 first), so
 * Te[0] = 0xa56363c6; the other three tables of each direction are
 * rotations, done in the code (ror).
 */
#include "aes-tables.h"

#define LE(b0, b1, b2, b3) ((b0) + ((b1) << 8) + ((b2) << 16) + ((b3) << 24))

.macro	TE_ROW k, v:vararg
	.irp	s, \v
	.word	LE(XT(\s), \s, \s, M3(\s))
	.endr
.endm
.macro	TD_ROW k, v:vararg
	.irp	s, \v
	.word	LE(ME(\s), M9(\s), MD(\s), MB(\s))
	.endr
.endm
.macro	BYTE_ROW k, v:vararg
	.byte	\v
.endm

.Laes_tables:
	SBOX_ROWS TE_ROW, 0
.Laes_sbox:
	SBOX_ROWS BYTE_ROW, 0
.Laes_td:
	SINV_ROWS TD_ROW, 0
.Laes_isbox:
	SINV_ROWS BYTE_ROW, 0
.Laes_rcon:
	.byte	0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x1b, 0x36
