/* SPDX-License-Identifier: Apache-2.0 */
/*
 * A fixed-arena allocator for the PSA rows where the C library's malloc
 * cannot be measured (bench/tfpsa/arena_config.h, which routes
 * TF-PSA-Crypto's mbedtls_calloc and mbedtls_free here; bench/README.md).
 *
 * TF-PSA-Crypto 1.0's core allocates on every PSA call (the copies of the
 * caller's buffers, MBEDTLS_PSA_COPY_CALLER_BUFFERS, and the key slots).
 * On m68k Linux, glibc's malloc reads the thread pointer through a system
 * call (trap #0, get_thread_area), which the MC68030 clock estimate has no
 * price for.  This allocator takes no system call and no lock: a stack of
 * blocks in one static array, each with a header of its size, whether it is
 * free and where the block below it starts; calloc takes the top, free
 * marks its block and pops every freed block off the top.  The PSA core frees in (nearly) the reverse order it
 * allocates, so the arena does not grow across calls.  The stock and the
 * driver build link the same allocator, so their rows stay comparable.
 *
 * A benchmark's allocator, not a general one: a freed block below the top
 * is reused only once the blocks above it are freed.  Out of space (or an
 * overflowing request) returns NULL, which the PSA API reports as
 * PSA_ERROR_INSUFFICIENT_MEMORY and the bench as a failed cell.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "arena_config.h"

#define ARENA_BYTES (256u * 1024u)
#define ARENA_ALIGN 16u

struct arena_head {
	_Alignas(ARENA_ALIGN) size_t size; /* bytes of the block after this header */
	size_t free;			   /* 1 once freed, until popped */
	size_t below; /* offset of the header of the block below, SIZE_MAX: none */
};

static _Alignas(ARENA_ALIGN) unsigned char arena[ARENA_BYTES];
static size_t arena_top;	     /* offset of the first unused byte */
static size_t arena_last = SIZE_MAX; /* offset of the top block's header */

void *aesalt_bench_arena_calloc(size_t n, size_t size)
{
	struct arena_head *h;
	size_t bytes;

	if (n != 0 && size > SIZE_MAX / n)
		return NULL;
	bytes = n * size;
	if (bytes > ARENA_BYTES)
		return NULL;
	bytes = (bytes + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
	if (bytes == 0)
		bytes = ARENA_ALIGN;
	if (ARENA_BYTES - arena_top < sizeof(*h) + bytes)
		return NULL;
	h = (struct arena_head *)(void *)&arena[arena_top];
	h->size = bytes;
	h->free = 0;
	h->below = arena_last;
	arena_last = arena_top;
	arena_top += sizeof(*h) + bytes;
	memset(h + 1, 0, bytes);
	return h + 1;
}

void aesalt_bench_arena_free(void *p)
{
	struct arena_head *h;

	if (p == NULL || (uintptr_t)p < (uintptr_t)arena ||
	    (uintptr_t)p >= (uintptr_t)arena + ARENA_BYTES)
		return; /* not the arena's: nothing to do */
	h = (struct arena_head *)p - 1;
	h->free = 1;
	/* Pop every freed block off the top. */
	while (arena_last != SIZE_MAX) {
		struct arena_head *top = (struct arena_head *)(void *)&arena[arena_last];

		if (!top->free)
			break;
		arena_top = arena_last;
		arena_last = top->below;
	}
}
