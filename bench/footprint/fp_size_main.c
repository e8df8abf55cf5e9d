/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The footprint program whose flash and RAM are measured
 * (bench/footprint/footprint.sh): every operation of fp_ops.c once, no
 * console.  Its exit status says whether they all worked; FP_BASELINE
 * builds the same program without the operations (the start-up and C
 * library every row shares).
 */
#include "fp_ops.h"

int main(void)
{
	int bad = 0;
#ifndef FP_BASELINE
	size_t i;

	fp_fill();
	bad = fp_init() != 0;
	for (i = 0; i < fp_nops; i++)
		bad |= fp_ops[i].fn() != 0;
#endif
	return bad;
}
