/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Constant-time helpers, in one place.
 *
 * Values are uint32_t masks or 0/1 flags derived without branches.  The
 * compiler barrier (an empty asm that claims to change the value) keeps the
 * optimiser from turning a mask back into a branch, as libaegis and
 * Monocypher do around their tag comparisons.
 *
 * AESALT_CT_SECRET / AESALT_CT_PUBLIC mark memory as secret (undefined to
 * valgrind's memcheck) or declassify it.  They are no-ops unless the library
 * is built with AESALT_CTGRIND (the "ctgrind" test build), where they map
 * to VALGRIND_MAKE_MEM_UNDEFINED / VALGRIND_MAKE_MEM_DEFINED (the pattern of
 * Mbed TLS's TEST_CF_SECRET and BoringSSL's CONSTTIME_SECRET).  The library
 * declassifies only what is public by design: the verdict of a tag check.
 */
#ifndef AESALT_CORE_CT_H
#define AESALT_CORE_CT_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "aesalt/aesalt.h"

#ifdef AESALT_CTGRIND
#include <valgrind/memcheck.h>
#define AESALT_CT_SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define AESALT_CT_PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))
#else
#define AESALT_CT_SECRET(p, n) ((void)(p), (void)(n))
#define AESALT_CT_PUBLIC(p, n) ((void)(p), (void)(n))
#endif

#if defined(__GNUC__) || defined(__clang__)
#define AESALT_CT_BARRIER(x) __asm__("" : "+r"(x))
#else
#define AESALT_CT_BARRIER(x) ((void)0)
#endif

/* 0xFFFFFFFF if x != 0, else 0. */
static inline uint32_t aesalt_ct_nonzero_mask(uint32_t x)
{
	x = (x | (0u - x)) >> 31;
	AESALT_CT_BARRIER(x);
	return 0u - x;
}

/* The helpers aesalt.h offers adapters (aesalt_zeroize and
 * aesalt_ct_compare here, aesalt_check_buffers in internal.h) are core's
 * own rules, one body each under the public name.  Core inlines them (GNU
 * C extern inline: a body for inlining only, no symbol of its own);
 * core/util.c defines AESALT_HELPERS_DEFINE and so compiles the same
 * bodies once more as the exported functions, which compilers without
 * extern inline call. */
#if defined(AESALT_HELPERS_DEFINE)
#define AESALT_HELPER
#elif defined(__GNUC__) || defined(__clang__)
#define AESALT_HELPER extern inline __attribute__((gnu_inline))
#endif

#ifdef AESALT_HELPER
/* see aesalt.h.  The store cannot be removed as dead: the empty asm
 * claims to read the memory behind p (the explicit_bzero technique), so
 * memset keeps its fast word stores. */
AESALT_HELPER void aesalt_zeroize(void *p, size_t n)
{
	if (p == NULL || n == 0)
		return;
#if defined(__GNUC__) || defined(__clang__)
	memset(p, 0, n);
	__asm__ __volatile__("" : : "r"(p) : "memory");
#else
	{
		volatile uint8_t *v = (volatile uint8_t *)p;
		while (n--)
			*v++ = 0;
	}
#endif
}

/* see aesalt.h.  Time depends on n only; the verdict is declassified
 * (it is public: the call fails or not). */
AESALT_HELPER int aesalt_ct_compare(const void *a, const void *b, size_t n)
{
	const uint8_t *x = (const uint8_t *)a, *y = (const uint8_t *)b;
	uint32_t d = 0;
	size_t i;

	if (n == 0)
		return AESALT_OK;
	if (a == NULL || b == NULL)
		return AESALT_ERR_BAD_INPUT;
	/* four bytes a step (tags are 4 to 16 bytes), bytes so that no
	 * target needs alignment */
	for (i = 0; i + 4 <= n; i += 4)
		d |= (uint32_t)(x[i] ^ y[i]) | (uint32_t)(x[i + 1] ^ y[i + 1]) |
		     (uint32_t)(x[i + 2] ^ y[i + 2]) | (uint32_t)(x[i + 3] ^ y[i + 3]);
	for (; i < n; i++)
		d |= (uint32_t)(x[i] ^ y[i]);
	/* d = 1 if any byte differs (spelt out: an extern inline body may
	 * not call the static aesalt_ct_nonzero_mask) */
	d = (d | (0u - d)) >> 31;
	AESALT_CT_BARRIER(d);
	AESALT_CT_PUBLIC(&d, sizeof d);
	return d != 0 ? AESALT_ERR_AUTH : AESALT_OK;
}
#endif /* AESALT_HELPER */

#endif /* AESALT_CORE_CT_H */
