/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The calibration loops of loops.S (names, order) and their two iteration
 * counts, shared by hb_main.c (Hatari) and est_loops.c (the same loops under
 * QEMU and the insn_count plugin, for cycles.py's estimate); report.py
 * lists them in the same order.
 */
#ifndef AESALT_HB_LOOPS_H
#define AESALT_HB_LOOPS_H

#define HB_LOOPS(X)                                                                                \
	X(dbra) X(add) X(lsr) X(swap) X(bfextu) X(move_ind) X(move_idx) X(move_st) X(move_inc)
#define HB_DECLARE(name) void hb_loop_##name(unsigned long n);
HB_LOOPS(HB_DECLARE)
#define HB_ENTRY(name) hb_loop_##name,
static void (*const hb_loops[])(unsigned long) = { HB_LOOPS(HB_ENTRY) };

#define HB_N1 1000
#define HB_N2 3000

#endif
