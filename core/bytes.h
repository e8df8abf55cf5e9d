/* SPDX-License-Identifier: Apache-2.0 */
/* Unaligned, endian-independent loads and stores, and block XOR. */
#ifndef AESALT_CORE_BYTES_H
#define AESALT_CORE_BYTES_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* GCC and Clang say the byte order: the big-endian forms are then one
 * load or store and a byte swap.  The byte-wise forms give the same
 * result, but GCC did not always merge them (GCM's length block of two
 * 64-bit stores came out as some sixty shifts and ORs per message). */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__BYTE_ORDER__) &&                        \
	defined(__ORDER_LITTLE_ENDIAN__) && defined(__ORDER_BIG_ENDIAN__)
#define AESALT_BYTES_NATIVE 1
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define AESALT_BE32(x) __builtin_bswap32(x)
#define AESALT_BE64(x) __builtin_bswap64(x)
#elif __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define AESALT_BE32(x) (x)
#define AESALT_BE64(x) (x)
#else
#undef AESALT_BYTES_NATIVE
#endif
#endif

static inline uint32_t aesalt_load_be32(const uint8_t *p)
{
#ifdef AESALT_BYTES_NATIVE
	uint32_t v;
	memcpy(&v, p, 4);
	return AESALT_BE32(v);
#else
	return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
#endif
}

static inline void aesalt_store_be32(uint8_t *p, uint32_t v)
{
#ifdef AESALT_BYTES_NATIVE
	v = AESALT_BE32(v);
	memcpy(p, &v, 4);
#else
	p[0] = (uint8_t)(v >> 24);
	p[1] = (uint8_t)(v >> 16);
	p[2] = (uint8_t)(v >> 8);
	p[3] = (uint8_t)v;
#endif
}

static inline uint32_t aesalt_load_le32(const uint8_t *p)
{
	return ((uint32_t)p[3] << 24) | ((uint32_t)p[2] << 16) | ((uint32_t)p[1] << 8) | p[0];
}

static inline void aesalt_store_le32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
	p[2] = (uint8_t)(v >> 16);
	p[3] = (uint8_t)(v >> 24);
}

static inline uint64_t aesalt_load_be64(const uint8_t *p)
{
#ifdef AESALT_BYTES_NATIVE
	uint64_t v;
	memcpy(&v, p, 8);
	return AESALT_BE64(v);
#else
	return ((uint64_t)aesalt_load_be32(p) << 32) | aesalt_load_be32(p + 4);
#endif
}

static inline void aesalt_store_be64(uint8_t *p, uint64_t v)
{
#ifdef AESALT_BYTES_NATIVE
	v = AESALT_BE64(v);
	memcpy(p, &v, 8);
#else
	aesalt_store_be32(p, (uint32_t)(v >> 32));
	aesalt_store_be32(p + 4, (uint32_t)v);
#endif
}

/* p[0..15] = a || b, big-endian.  Where the compiler has generic vectors,
 * one 16-byte store: a kernel that loads the 16 bytes whole right after
 * (GCM's length block into GHASH) then gets them forwarded from the store,
 * where a load spanning two narrower stores waits until they reach the
 * cache (some fifteen cycles on a short message). */
static inline void aesalt_store_be64x2(uint8_t *p, uint64_t a, uint64_t b)
{
#if defined(AESALT_BYTES_NATIVE)
	typedef uint64_t aesalt_v2u64 __attribute__((vector_size(16)));
	aesalt_v2u64 v = { AESALT_BE64(a), AESALT_BE64(b) };
	memcpy(p, &v, 16);
#else
	aesalt_store_be64(p, a);
	aesalt_store_be64(p + 8, b);
#endif
}

static inline uint64_t aesalt_load_le64(const uint8_t *p)
{
	return ((uint64_t)aesalt_load_le32(p + 4) << 32) | aesalt_load_le32(p);
}

static inline void aesalt_store_le64(uint8_t *p, uint64_t v)
{
	aesalt_store_le32(p, (uint32_t)v);
	aesalt_store_le32(p + 4, (uint32_t)(v >> 32));
}

/* out = a ^ b for n bytes; out may equal a or b (not partially overlap
 * them).  Eight bytes at a time through memcpy, which compilers turn into
 * plain loads and stores where the target allows unaligned ones. */
static inline void aesalt_xor(uint8_t *out, const uint8_t *a, const uint8_t *b, size_t n)
{
	size_t i = 0;
	for (; i + 8 <= n; i += 8) {
		uint64_t x, y;
		memcpy(&x, a + i, 8);
		memcpy(&y, b + i, 8);
		x ^= y;
		memcpy(out + i, &x, 8);
	}
	for (; i < n; i++)
		out[i] = (uint8_t)(a[i] ^ b[i]);
}

#endif /* AESALT_CORE_BYTES_H */
