/* SPDX-License-Identifier: Apache-2.0 */
/*
 * ABI trampoline for tests/abi/test_abi_aarch64.c: calls a kernel entry
 * point with every callee-saved register of AAPCS64 (x19-x28, x29, d8-d15)
 * set to a canary, then reports what the callee left in them and how far
 * sp moved (BoringSSL's CHECK_ABI idea, written for this project).
 *
 * Depends on: Armv8.0-A (Advanced SIMD for d8-d15).
 *
 * The caller-saved vector registers v16-v31 and x9-x15 are filled with
 * junk too, so a kernel that reads one before writing it works from
 * garbage rather than from a lucky leftover.
 */

#define CANARY x0  /* const uint64_t canary[19]: x19..x28, x29, d8..d15 */
#define AFTER x1   /* uint64_t after[19], same layout */
#define ARGS x2    /* const uint64_t args[8]: x0..x7 of the call */
#define FN x3      /* the entry point */
#define SPDELTA x4 /* int64_t *: sp after the call minus sp before */

	.text

/* uint64_t aesalt_abi_call(const uint64_t canary[19], uint64_t after[19],
 *                          const uint64_t args[8], void (*fn)(void),
 *                          int64_t *sp_delta);
 * Returns the callee's x0. */
	.globl	aesalt_abi_call
	.type	aesalt_abi_call, %function
	.p2align 4
aesalt_abi_call:
	stp	x29, x30, [sp, #-176]!
	mov	x29, sp
	stp	x19, x20, [sp, #16]
	stp	x21, x22, [sp, #32]
	stp	x23, x24, [sp, #48]
	stp	x25, x26, [sp, #64]
	stp	x27, x28, [sp, #80]
	stp	d8, d9, [sp, #96]
	stp	d10, d11, [sp, #112]
	stp	d12, d13, [sp, #128]
	stp	d14, d15, [sp, #144]
	stp	AFTER, SPDELTA, [sp, #160]
	/* sp before the call, where a callee that breaks sp cannot hide it */
	adrp	x9, .Lsaved_sp
	mov	x10, sp
	str	x10, [x9, :lo12:.Lsaved_sp]
	mov	x16, FN
	mov	x17, ARGS
	ldp	x19, x20, [CANARY, #0]
	ldp	x21, x22, [CANARY, #16]
	ldp	x23, x24, [CANARY, #32]
	ldp	x25, x26, [CANARY, #48]
	ldp	x27, x28, [CANARY, #64]
	ldr	x29, [CANARY, #80]
	ldp	d8, d9, [CANARY, #88]
	ldp	d10, d11, [CANARY, #104]
	ldp	d12, d13, [CANARY, #120]
	ldp	d14, d15, [CANARY, #136]
	/* junk in the scratch registers: the canary of x19 rotated */
	ror	x9, x19, #7
	dup	v16.2d, x9
	dup	v17.2d, x9
	dup	v18.2d, x9
	dup	v19.2d, x9
	dup	v20.2d, x9
	dup	v21.2d, x9
	dup	v22.2d, x9
	dup	v23.2d, x9
	dup	v24.2d, x9
	dup	v25.2d, x9
	dup	v26.2d, x9
	dup	v27.2d, x9
	dup	v28.2d, x9
	dup	v29.2d, x9
	dup	v30.2d, x9
	dup	v31.2d, x9
	mov	x10, x9
	mov	x11, x9
	mov	x12, x9
	mov	x13, x9
	mov	x14, x9
	mov	x15, x9
	ldp	x0, x1, [x17, #0]
	ldp	x2, x3, [x17, #16]
	ldp	x4, x5, [x17, #32]
	ldp	x6, x7, [x17, #48]
	blr	x16
	/* x0 is the result: only x9-x15 below */
	adrp	x9, .Lsaved_sp
	ldr	x10, [x9, :lo12:.Lsaved_sp]
	mov	x11, sp
	sub	x11, x11, x10		// sp delta
	mov	sp, x10			// our frame, whatever the callee did
	ldp	x12, x13, [sp, #160]	// after, sp_delta
	str	x11, [x13]
	stp	x19, x20, [x12, #0]
	stp	x21, x22, [x12, #16]
	stp	x23, x24, [x12, #32]
	stp	x25, x26, [x12, #48]
	stp	x27, x28, [x12, #64]
	str	x29, [x12, #80]
	stp	d8, d9, [x12, #88]
	stp	d10, d11, [x12, #104]
	stp	d12, d13, [x12, #120]
	stp	d14, d15, [x12, #136]
	ldp	x19, x20, [sp, #16]
	ldp	x21, x22, [sp, #32]
	ldp	x23, x24, [sp, #48]
	ldp	x25, x26, [sp, #64]
	ldp	x27, x28, [sp, #80]
	ldp	d8, d9, [sp, #96]
	ldp	d10, d11, [sp, #112]
	ldp	d12, d13, [sp, #128]
	ldp	d14, d15, [sp, #144]
	ldp	x29, x30, [sp], #176
	ret
	.size	aesalt_abi_call, . - aesalt_abi_call

/* Deliberately broken callees for the self-check: one clobbers x19 and
 * d8, the other returns with sp 16 bytes lower. */
	.globl	aesalt_abi_selfcheck_clobber
	.type	aesalt_abi_selfcheck_clobber, %function
aesalt_abi_selfcheck_clobber:
	eor	x19, x19, #1
	fmov	d8, xzr
	ret
	.size	aesalt_abi_selfcheck_clobber, . - aesalt_abi_selfcheck_clobber

	.globl	aesalt_abi_selfcheck_sp
	.type	aesalt_abi_selfcheck_sp, %function
aesalt_abi_selfcheck_sp:
	sub	sp, sp, #16
	ret
	.size	aesalt_abi_selfcheck_sp, . - aesalt_abi_selfcheck_sp

	.bss
	.p2align 3
.Lsaved_sp:
	.skip	8

	.section .note.GNU-stack, "", %progbits
