/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Peak stack of each operation of fp_ops.c on the Cortex-M4 board
 * (asm/arm/board/, run by bench/footprint/footprint.sh): stack painting.
 * Each operation runs on a stack of its own (fp_call_on_stack, arm/
 * fp_stack.S) that is filled with a pattern first; the lowest word no
 * longer holding the pattern afterwards is the high-water mark.  Prints
 *   stack OPERATION BYTES
 *   heap OPERATION BYTES
 * per operation (heap: the most bytes the operation had allocated at once
 * through malloc/calloc, wrapped at the link: -Wl,--wrap=malloc,...), and
 * fails (exit status 1) when an operation fails or
 * reaches the bottom of its stack.  The stacks' heap allocations (Mbed
 * TLS's cipher contexts) are not stack and are not counted.
 */
#include <stdio.h>
#include <stdlib.h>

#include "fp_ops.h"

#define AREA 16384
#define PAINT 0xa5c3e1f7u

int fp_call_on_stack(fp_op_fn fn, void *top);

static uint32_t area[AREA / 4] __attribute__((aligned(8)));

/* The heap's use: a header before each block holds its size. */
#define HDR 8
void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t size);
void __real_free(void *p);
static size_t heap_live, heap_peak;

static void *track(unsigned char *p, size_t n)
{
	if (p == NULL)
		return NULL;
	*(size_t *)p = n;
	heap_live += n;
	if (heap_live > heap_peak)
		heap_peak = heap_live;
	return p + HDR;
}

void *__wrap_malloc(size_t n)
{
	return n > (size_t)-1 - HDR ? NULL : track(__real_malloc(n + HDR), n);
}

void *__wrap_calloc(size_t n, size_t size)
{
	if (size != 0 && n > ((size_t)-1 - HDR) / size)
		return NULL;
	return track(__real_calloc(1, n * size + HDR), n * size);
}

void __wrap_free(void *p)
{
	unsigned char *q = p;

	if (q == NULL)
		return;
	q -= HDR;
	heap_live -= *(size_t *)q;
	__real_free(q);
}

/* Bytes of area used since it was painted: from its top to the lowest
 * word that changed. */
static size_t used(void)
{
	size_t i = 0;

	while (i < AREA / 4 && area[i] == PAINT)
		i++;
	return AREA - i * 4;
}

static int measure(const char *name, fp_op_fn fn)
{
	size_t i, n;
	int r;

	for (i = 0; i < AREA / 4; i++)
		area[i] = PAINT;
	heap_peak = heap_live;
	r = fp_call_on_stack(fn, area + AREA / 4);
	n = used();
	printf("stack %s %u\nheap %s %u\n", name, (unsigned)n, name, (unsigned)heap_peak);
	if (r != 0 || n >= AREA) {
		printf("footprint: %s %s (%d)\n", name, r != 0 ? "failed" : "overflowed its stack",
		       r);
		return 1;
	}
	return 0;
}

int main(void)
{
	void *volatile grow;
	int bad;
	size_t i;

	/* The heap grown once from the board's own stack: newlib's sbrk
	 * refuses to grow it above the stack pointer, which in area is below
	 * the heap.  A stack's allocations then reuse this block. */
	grow = __real_malloc(8192);
	if (grow == NULL)
		return 1;
	__real_free(grow);
	fp_fill();
	bad = measure("init", fp_init);
	for (i = 0; i < fp_nops; i++)
		bad |= measure(fp_ops[i].name, fp_ops[i].fn);
	if (&fp_oneshot_nops != NULL)
		for (i = 0; i < fp_oneshot_nops; i++)
			bad |= measure(fp_oneshot_ops[i].name, fp_oneshot_ops[i].fn);
	return bad;
}
