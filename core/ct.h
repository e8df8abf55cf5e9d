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

/* 0 if a[0..n) == b[0..n), else -1 (AESALT_ERR_AUTH is applied by the
 * caller).  Time depends on n only; the verdict is declassified. */
static inline int aesalt_ct_memneq(const uint8_t *a, const uint8_t *b, size_t n)
{
	uint32_t d = 0;
	size_t i;
	for (i = 0; i < n; i++)
		d |= (uint32_t)(a[i] ^ b[i]);
	d = aesalt_ct_nonzero_mask(d) & 1u;
	AESALT_CT_PUBLIC(&d, sizeof d);
	return -(int)d;
}

/* Zeroes n bytes; the store cannot be removed as dead: the empty asm
 * claims to read the memory behind p (the explicit_bzero technique), so
 * memset keeps its fast word stores. */
static inline void aesalt_wipe(void *p, size_t n)
{
#if defined(__GNUC__) || defined(__clang__)
	memset(p, 0, n);
	__asm__ __volatile__("" : : "r"(p) : "memory");
#else
	volatile uint8_t *v = (volatile uint8_t *)p;
	while (n--)
		*v++ = 0;
#endif
}

#endif /* AESALT_CORE_CT_H */
