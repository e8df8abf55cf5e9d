/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Region markers for the insn_count QEMU plugin (insn_count.c).  The plugin
 * counts the instructions and memory accesses executed from the entry of
 * aesalt_bench_mark_begin() to the entry of aesalt_bench_mark_end().  Run
 * natively, or under QEMU without the plugin, they do nothing.
 */
#ifndef AESALT_BENCH_MARKER_H
#define AESALT_BENCH_MARKER_H

void aesalt_bench_mark_begin(void);
void aesalt_bench_mark_end(void);

#endif
