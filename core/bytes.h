/* SPDX-License-Identifier: Apache-2.0 */
/* Unaligned, endian-independent loads and stores, and block XOR. */
#ifndef AESALT_CORE_BYTES_H
#define AESALT_CORE_BYTES_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

static inline uint32_t aesalt_load_be32(const uint8_t *p)
{
	return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static inline void aesalt_store_be32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)(v >> 24);
	p[1] = (uint8_t)(v >> 16);
	p[2] = (uint8_t)(v >> 8);
	p[3] = (uint8_t)v;
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
	return ((uint64_t)aesalt_load_be32(p) << 32) | aesalt_load_be32(p + 4);
}

static inline void aesalt_store_be64(uint8_t *p, uint64_t v)
{
	aesalt_store_be32(p, (uint32_t)(v >> 32));
	aesalt_store_be32(p + 4, (uint32_t)v);
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
