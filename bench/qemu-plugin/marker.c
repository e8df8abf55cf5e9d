/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The markers live in a file of their own and are never inlined, so every
 * call reaches the symbol the plugin looks up.  The two asm statements differ
 * (an empty string and a blank): gcc's identical-code folding would
 * otherwise merge the two functions into one address.
 */
#include "marker.h"

__attribute__((noinline)) void aesalt_bench_mark_begin(void)
{
	__asm__ volatile("" ::: "memory");
}

__attribute__((noinline)) void aesalt_bench_mark_end(void)
{
	__asm__ volatile(" " ::: "memory");
}
