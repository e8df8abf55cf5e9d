/* SPDX-License-Identifier: Apache-2.0 */
/*
 * loops.S's calibration loops under qemu-m68k and the insn_count plugin
 * (bench/hatari/run.sh --estimate): each loop for HB_N1 then HB_N2
 * iterations, each run one plugin region, so that report.py can give
 * cycles.py's estimate of one iteration beside Hatari's measurement.
 */
#include "hb_loops.h"
#include "marker.h"

int main(void)
{
	unsigned i;

	for (i = 0; i < sizeof hb_loops / sizeof hb_loops[0]; i++) {
		aesalt_bench_mark_begin();
		hb_loops[i](HB_N1);
		aesalt_bench_mark_end();
		aesalt_bench_mark_begin();
		hb_loops[i](HB_N2);
		aesalt_bench_mark_end();
	}
	return 0;
}
