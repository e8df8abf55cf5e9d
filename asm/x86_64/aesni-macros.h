/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GNU as macros shared by the x86_64 "aesni" kernel files: entry points,
 * the key layout, and the AES rounds of a list of blocks.
 *
 * Depends on: AES-NI (the rounds), SSE2.
 *
 * The key is struct aesalt_aes_key (kernel_aesni.c pins the offsets):
 * the round keys rk[0..Nr] as 16-byte words in FIPS-197 byte order (what
 * AESENC takes), or for a decryption key the equivalent inverse cipher's
 * schedule (rk[Nr], InvMixColumns(rk[Nr-1..1]), rk[0]) for AESDEC.  The
 * schedule is only 8-byte aligned in the structure, and legacy-SSE memory
 * operands must be 16-byte aligned, so round keys are loaded with MOVDQU
 * into a register first (loads are cheap next to a round of 8 blocks).
 *
 * Key sizes: rounds are addressed from the end of the schedule (RKEND =
 * &rk[Nr]), so that the nine middle rounds that every key size has, and
 * the last round, sit at fixed offsets; AES-192 and AES-256 first run
 * their extra two or four rounds.  The branch is on the key size, which is
 * public.
 */
#ifndef AESALT_X86_64_AESNI_MACROS_H
#define AESALT_X86_64_AESNI_MACROS_H

#define KEY_ROUNDS 8 /* offsetof(aesalt_aes_key, rounds) */
#define KEY_RK 16    /* offsetof(aesalt_aes_key, rk) */

/* clang-format off */
.macro ENTRY name
	.globl	\name
	.hidden	\name
	.type	\name, @function
	.p2align 5
\name:
	endbr64
.endm

.macro END name
	.size	\name, . - \name
.endm

/* rounds and &rk[Nr] of the key at \key.  &rk[Nr] is chosen by a branch
 * on the key size (public), not computed from the loaded round count: a
 * predicted branch lets the round-key loads start without waiting for
 * that load, which a one-block call (CFB, CBC encryption, GCM's E(K, J0))
 * otherwise pays in front of its first round. */
.macro KEY_END key, rounds, rkend
	movl	KEY_ROUNDS(\key), \rounds
	leaq	KEY_RK+160(\key), \rkend
	cmpl	$12, \rounds
	jb	.Lke\@
	leaq	KEY_RK+192(\key), \rkend
	je	.Lke\@
	leaq	KEY_RK+224(\key), \rkend
.Lke\@:
.endm

/* CTR32 entry (aes-aesni.S, ccm-aesni.S): KEY_END, rk[0], the file's
 * .Lswap32 (PSHUFB: reverse bytes 12..15) and .Lone32 ({0, 0, 0, 1})
 * constants, and the counter block at (\ctr) with its last word
 * byte-reversed, so PADDD steps it modulo 2^32 */
.macro CTR32_START key, rounds, rkend, rk0, swap, one, ctrv, ctr
	KEY_END	\key, \rounds, \rkend
	movdqu	KEY_RK(\key), \rk0
	movdqa	.Lswap32(%rip), \swap
	movdqa	.Lone32(%rip), \one
	movdqu	(\ctr), \ctrv
	pshufb	\swap, \ctrv
.endm

/* one round of every block in regs with rk at \off(\rkend) */
.macro ROUND op, rkend, off, k, regs:vararg
	movdqu	\off(\rkend), \k
	.irp	r, \regs
	\op	\k, \r
	.endr
.endm

/* rounds 1..Nr-1 of every block in regs (rk[0] already added) */
.macro MIDDLE op, rounds, rkend, k, regs:vararg
	cmpl	$12, \rounds
	jb	.Lr10\@
	je	.Lr12\@
	ROUND	\op, \rkend, -208, \k, \regs
	ROUND	\op, \rkend, -192, \k, \regs
.Lr12\@:
	ROUND	\op, \rkend, -176, \k, \regs
	ROUND	\op, \rkend, -160, \k, \regs
.Lr10\@:
	.irp	off, -144, -128, -112, -96, -80, -64, -48, -32, -16
	ROUND	\op, \rkend, \off, \k, \regs
	.endr
.endm

/* the whole cipher on every block in regs: rk[0], middle rounds, last */
.macro CIPHER op, oplast, rounds, rkend, k, rk0, regs:vararg
	.irp	r, \regs
	pxor	\rk0, \r
	.endr
	MIDDLE	\op, \rounds, \rkend, \k, \regs
	ROUND	\oplast, \rkend, 0, \k, \regs
.endm
/* clang-format on */

#endif
