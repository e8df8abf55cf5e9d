/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The ABI check's one interface to an architecture: a trampoline in
 * asm/<arch>/abi-trampoline.S (named by that architecture's kernels.cmake
 * as AESALT_ABI_TRAMPOLINE), in the manner of BoringSSL's CHECK_ABI and
 * abi_test_trampoline, written for this project.  tests/abi/test_abi.c is
 * the generic driver.
 *
 * The trampoline checks a fixed list of "words" of the ABI's preserved
 * state, in an order of its own: one word per callee-saved general or
 * floating-point register (a register wider than a word takes several),
 * and words that stand for state the callee must leave as it found it
 * (the stack pointer, a TOC or global pointer, flags, control registers)
 * and for two stack slots above the callee's arguments that no callee may
 * write (the stack canary).  aesalt_abi_names spells the list.
 */
#ifndef AESALT_TESTS_ABI_H
#define AESALT_TESTS_ABI_H

#include <stdint.h>

#define AESALT_ABI_NARGS 8     /* integer/pointer arguments passed */
#define AESALT_ABI_MAXWORDS 96 /* the longest list (ppc64: 66) */

/* The names of the checked words, separated by single spaces, in the order
 * of canary[] and after[] (e.g. "rbx rbp r12 ... stack0 stack1"). */
extern const char aesalt_abi_names[];

/* Calls fn(args[0], ..., args[AESALT_ABI_NARGS - 1]) in the ABI's own way
 * (registers, stack slots, a function descriptor), with every callee-saved
 * register loaded from its words of canary[], the stack canary slots set
 * from theirs, and junk in the caller-saved registers.  After the call it
 * writes after[i] for every word i: the register's value, or for a
 * compare-only word (stack pointer, TOC, flags, ...) canary[i] changed by
 * exactly what the call changed (canary[i] itself when it changed
 * nothing).  So the call kept the ABI if and only if after[i] == canary[i]
 * for every i.  canary and after are 16-byte aligned (vector registers are
 * loaded and stored whole).  It survives a callee that breaks the stack
 * pointer (it restores its own from a static slot: not reentrant).
 * Returns fn's integer result.  Extra arguments are harmless: every ABI
 * here lets a callee ignore arguments it does not declare. */
uintptr_t aesalt_abi_call(void (*fn)(void), const uintptr_t args[AESALT_ABI_NARGS],
			  const uintptr_t *canary, uintptr_t *after);

/* The trampoline's self-check: a function that changes exactly one
 * callee-saved register (the README of the architecture says which) and
 * nothing else.  test_abi --selfcheck calls it and must report it. */
void aesalt_abi_clobber(void);

#endif /* AESALT_TESTS_ABI_H */
