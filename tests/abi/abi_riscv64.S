/* SPDX-License-Identifier: Apache-2.0 */
/*
 * ABI trampoline for tests/abi/test_abi_riscv64.c: calls a kernel entry
 * point with every callee-saved register of the LP64D psABI (s0-s11,
 * fs0-fs11) set to a canary, then reports what the callee left in them and
 * how far sp moved (BoringSSL's CHECK_ABI idea, written for this project).
 * gp and tp are left alone: the program and libc rely on them.
 *
 * Depends on: RV64IFD.
 *
 * The caller-saved registers t3-t6 are filled with junk too, so a kernel
 * that reads one before writing it works from garbage.
 */

#define CANARY a0  /* const uint64_t canary[24]: s0..s11, fs0..fs11 */
#define AFTER a1   /* uint64_t after[24], same layout */
#define ARGS a2    /* const uint64_t args[8]: a0..a7 of the call */
#define FN a3      /* the entry point */
#define SPDELTA a4 /* int64_t *: sp after the call minus sp before */

	.text

/* uint64_t aesalt_abi_call(const uint64_t canary[24], uint64_t after[24],
 *                          const uint64_t args[8], void (*fn)(void),
 *                          int64_t *sp_delta);
 * Returns the callee's a0. */
	.globl	aesalt_abi_call
	.type	aesalt_abi_call, @function
	.p2align 4
aesalt_abi_call:
	addi	sp, sp, -224
	sd	ra, 0(sp)
	sd	s0, 8(sp)
	sd	s1, 16(sp)
	sd	s2, 24(sp)
	sd	s3, 32(sp)
	sd	s4, 40(sp)
	sd	s5, 48(sp)
	sd	s6, 56(sp)
	sd	s7, 64(sp)
	sd	s8, 72(sp)
	sd	s9, 80(sp)
	sd	s10, 88(sp)
	sd	s11, 96(sp)
	fsd	fs0, 104(sp)
	fsd	fs1, 112(sp)
	fsd	fs2, 120(sp)
	fsd	fs3, 128(sp)
	fsd	fs4, 136(sp)
	fsd	fs5, 144(sp)
	fsd	fs6, 152(sp)
	fsd	fs7, 160(sp)
	fsd	fs8, 168(sp)
	fsd	fs9, 176(sp)
	fsd	fs10, 184(sp)
	fsd	fs11, 192(sp)
	sd	AFTER, 200(sp)
	sd	SPDELTA, 208(sp)
	/* sp before the call, where a callee that breaks sp cannot hide it */
	lla	t0, .Lsaved_sp
	sd	sp, 0(t0)
	mv	t1, FN
	mv	t2, ARGS
	ld	s0, 0(CANARY)
	ld	s1, 8(CANARY)
	ld	s2, 16(CANARY)
	ld	s3, 24(CANARY)
	ld	s4, 32(CANARY)
	ld	s5, 40(CANARY)
	ld	s6, 48(CANARY)
	ld	s7, 56(CANARY)
	ld	s8, 64(CANARY)
	ld	s9, 72(CANARY)
	ld	s10, 80(CANARY)
	ld	s11, 88(CANARY)
	fld	fs0, 96(CANARY)
	fld	fs1, 104(CANARY)
	fld	fs2, 112(CANARY)
	fld	fs3, 120(CANARY)
	fld	fs4, 128(CANARY)
	fld	fs5, 136(CANARY)
	fld	fs6, 144(CANARY)
	fld	fs7, 152(CANARY)
	fld	fs8, 160(CANARY)
	fld	fs9, 168(CANARY)
	fld	fs10, 176(CANARY)
	fld	fs11, 184(CANARY)
	/* junk in the scratch registers: the canary of s0 rotated */
	slli	t3, s0, 57
	srli	t4, s0, 7
	or	t3, t3, t4
	mv	t4, t3
	mv	t5, t3
	mv	t6, t3
	ld	a1, 8(t2)
	ld	a3, 24(t2)
	ld	a4, 32(t2)
	ld	a5, 40(t2)
	ld	a6, 48(t2)
	ld	a7, 56(t2)
	ld	a0, 0(t2)
	ld	a2, 16(t2)
	jalr	t1
	/* a0 is the result: only t0-t6 below */
	lla	t0, .Lsaved_sp
	ld	t1, 0(t0)
	sub	t2, sp, t1		// sp delta
	mv	sp, t1			// our frame, whatever the callee did
	ld	t3, 200(sp)		// after
	ld	t4, 208(sp)		// sp_delta
	sd	t2, 0(t4)
	sd	s0, 0(t3)
	sd	s1, 8(t3)
	sd	s2, 16(t3)
	sd	s3, 24(t3)
	sd	s4, 32(t3)
	sd	s5, 40(t3)
	sd	s6, 48(t3)
	sd	s7, 56(t3)
	sd	s8, 64(t3)
	sd	s9, 72(t3)
	sd	s10, 80(t3)
	sd	s11, 88(t3)
	fsd	fs0, 96(t3)
	fsd	fs1, 104(t3)
	fsd	fs2, 112(t3)
	fsd	fs3, 120(t3)
	fsd	fs4, 128(t3)
	fsd	fs5, 136(t3)
	fsd	fs6, 144(t3)
	fsd	fs7, 152(t3)
	fsd	fs8, 160(t3)
	fsd	fs9, 168(t3)
	fsd	fs10, 176(t3)
	fsd	fs11, 184(t3)
	ld	s0, 8(sp)
	ld	s1, 16(sp)
	ld	s2, 24(sp)
	ld	s3, 32(sp)
	ld	s4, 40(sp)
	ld	s5, 48(sp)
	ld	s6, 56(sp)
	ld	s7, 64(sp)
	ld	s8, 72(sp)
	ld	s9, 80(sp)
	ld	s10, 88(sp)
	ld	s11, 96(sp)
	fld	fs0, 104(sp)
	fld	fs1, 112(sp)
	fld	fs2, 120(sp)
	fld	fs3, 128(sp)
	fld	fs4, 136(sp)
	fld	fs5, 144(sp)
	fld	fs6, 152(sp)
	fld	fs7, 160(sp)
	fld	fs8, 168(sp)
	fld	fs9, 176(sp)
	fld	fs10, 184(sp)
	fld	fs11, 192(sp)
	ld	ra, 0(sp)
	addi	sp, sp, 224
	ret
	.size	aesalt_abi_call, . - aesalt_abi_call

/* Deliberately broken callees for the self-check: one clobbers s0 and
 * fs0, the other returns with sp 16 bytes lower. */
	.globl	aesalt_abi_selfcheck_clobber
	.type	aesalt_abi_selfcheck_clobber, @function
aesalt_abi_selfcheck_clobber:
	xori	s0, s0, 1
	fmv.d.x	fs0, zero
	ret
	.size	aesalt_abi_selfcheck_clobber, . - aesalt_abi_selfcheck_clobber

	.globl	aesalt_abi_selfcheck_sp
	.type	aesalt_abi_selfcheck_sp, @function
aesalt_abi_selfcheck_sp:
	addi	sp, sp, -16
	ret
	.size	aesalt_abi_selfcheck_sp, . - aesalt_abi_selfcheck_sp

	.bss
	.p2align 3
.Lsaved_sp:
	.skip	8

	.section .note.GNU-stack, "", %progbits
