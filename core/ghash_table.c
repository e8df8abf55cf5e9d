/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GHASH for the portable "table" kernel: Shoup's 4-bit table method.
 *
 * THIS CODE IS NOT CONSTANT TIME.  Each multiplication loads from the key
 * table (and from the reduction table) at addresses taken from nibbles of
 * the secret accumulator, so cache timing leaks information about H and the
 * data.  It is the method of Mbed TLS's gcm.c and exists as the speed
 * reference, like the rest of this kernel.
 *
 * Representation (NIST SP 800-38D sec. 6.3): a field element is 16 bytes
 * whose first bit (the top bit of byte 0) is the coefficient of x^0.  Here
 * it is held as two uint64_t, hi = bytes 0..7 and lo = bytes 8..15 read big
 * endian, so multiplying by x is a right shift of hi:lo by one bit, and the
 * bit that falls off the end (x^128 = 1 + x + x^2 + x^7) is folded back as
 * 0xe1 in the top byte of hi.
 *
 * Key table (V. Shoup, "On Fast and Provably Secure Message Authentication
 * Based on Universal Hashing", CRYPTO '96; also the "4-bit tables" of
 * McGrew and Viega's GCM submission, sec. 4.1): m[i] = i(x) * H for each
 * 4-bit i, where the nibble's top bit is the coefficient of x^0, so
 * m[8] = H, m[4] = H x, m[2] = H x^2, m[1] = H x^3.  X * H is then
 * evaluated by Horner's rule over the 32 nibbles of X from the highest
 * powers down: Z = Z * x^4 + m[nibble].  In gkey->h.q, q[i] is the hi half
 * of m[i] and q[16 + i] its lo half (256 of the 512 bytes).
 */
#include <stddef.h>
#include <stdint.h>

#include "bytes.h"
#include "ct.h"
#include "kernel.h"

/* Multiplying Z by x^4 shifts out 4 bits r (value 1 = coefficient of
 * x^127, 8 = x^124) that become x^131 .. x^128.  Their reduction is
 * (x^128 mod P) = 0xe1 << 56 shifted right by 0..3, so each entry is the
 * XOR of 0xe100 >> (3 - k) for the set bits k of r, in the top 16 bits of
 * hi.  Public constants: no key material. */
#define RED4(r)                                                                                    \
	((uint64_t)((((r)&1) ? 0x1c20u : 0) ^ (((r)&2) ? 0x3840u : 0) ^ (((r)&4) ? 0x7080u : 0) ^  \
		    (((r)&8) ? 0xe100u : 0))                                                       \
	 << 48)

static const uint64_t red4[16] = {
	RED4(0), RED4(1), RED4(2),  RED4(3),  RED4(4),	RED4(5),  RED4(6),  RED4(7),
	RED4(8), RED4(9), RED4(10), RED4(11), RED4(12), RED4(13), RED4(14), RED4(15),
};

/* see kernel.h */
void aesalt_ghash_setkey_table(aesalt_ghash_key *gkey, const uint8_t h[16])
{
	uint64_t *q = gkey->h.q;
	uint64_t hi = aesalt_load_be64(h), lo = aesalt_load_be64(h + 8);
	unsigned i, j;

	q[0] = 0;
	q[16] = 0;
	/* m[8] = H, m[4] = H x, m[2] = H x^2, m[1] = H x^3.  The reduction
	 * uses a mask, not a branch, since H is secret. */
	for (i = 8; i > 0; i >>= 1) {
		uint64_t mask;

		q[i] = hi;
		q[16 + i] = lo;
		mask = 0 - (lo & 1);
		lo = (lo >> 1) | (hi << 63);
		hi = (hi >> 1) ^ (mask & ((uint64_t)0xe1 << 56));
	}
	/* The rest by linearity: m[i ^ j] = m[i] ^ m[j]. */
	for (i = 2; i < 16; i <<= 1) {
		for (j = 1; j < i; j++) {
			q[i + j] = q[i] ^ q[j];
			q[16 + i + j] = q[16 + i] ^ q[16 + j];
		}
	}
}

/* Z = Z * x^4 + m[n]: shift Z right by one nibble, fold the 4 bits that
 * fell off back in with red4, add the table entry. */
#define SHIFT4_ADD(zhi, zlo, n)                                                                    \
	do {                                                                                       \
		unsigned r_ = (unsigned)((zlo)&0xf);                                               \
		(zlo) = ((zhi) << 60) | ((zlo) >> 4);                                              \
		(zhi) = ((zhi) >> 4) ^ red4[r_] ^ mhi[n];                                          \
		(zlo) ^= mlo[n];                                                                   \
	} while (0)

/* see kernel.h */
void aesalt_ghash_table(const aesalt_ghash_key *gkey, uint8_t y[16], const uint8_t *in,
			size_t nblocks)
{
	const uint64_t *mhi = gkey->h.q, *mlo = gkey->h.q + 16;
	uint64_t zhi = aesalt_load_be64(y), zlo = aesalt_load_be64(y + 8);
	uint8_t x[16];
	unsigned i;

	for (; nblocks; nblocks--, in += 16) {
		aesalt_store_be64(x, zhi ^ aesalt_load_be64(in));
		aesalt_store_be64(x + 8, zlo ^ aesalt_load_be64(in + 8));

		/* Byte 15's low nibble holds x^124..x^127: start there, then
		 * its high nibble, then byte 14's low nibble, ... */
		zhi = mhi[x[15] & 0xf];
		zlo = mlo[x[15] & 0xf];
		SHIFT4_ADD(zhi, zlo, x[15] >> 4);
		for (i = 15; i-- > 0;) {
			SHIFT4_ADD(zhi, zlo, x[i] & 0xf);
			SHIFT4_ADD(zhi, zlo, x[i] >> 4);
		}
	}
	aesalt_store_be64(y, zhi);
	aesalt_store_be64(y + 8, zlo);
	/* x held y ^ in, as secret as y. */
	aesalt_zeroize(x, sizeof(x));
}
