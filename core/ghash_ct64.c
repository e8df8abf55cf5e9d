/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GHASH for the portable "ct64" kernel: carry-less multiplication built
 * from ordinary integer multiplications, with no table and no branch.
 *
 * Constant time only where the CPU's integer multiplier is: its latency
 * must not depend on the operand values.  That holds on x86_64, aarch64 and
 * POWER8 and later, but NOT on every core aesalt targets: the 68020/68030
 * mulu.l and the ARM Cortex-M3 umull (3 to 5 cycles, by operand size) vary
 * with the data, and on 32-bit targets the compiler builds these 64-bit
 * products from such instructions or from a runtime helper (see the table
 * at https://bearssl.org/ctmul.html).  Kernels for such architectures
 * replace this GHASH with one that does not multiply secrets.
 *
 * 64x64 carry-less product.  Split x and y into four parts holding every
 * fourth bit (x & 0x1111..., x & 0x2222..., ...).  An integer product of
 * two parts adds at each bit position at most 16 one-bit terms, all at
 * positions of one residue mod 4, so each sum fills its own 4-bit "hole"
 * and its parity is the bit of the carry-less product at that position.
 * A sum reaches 16 (and carries into the next slot) only at positions
 * 60..63, where the carry leaves the 64-bit word: the low 64 bits of the
 * product are exact.  bmul64() thus returns the low half of x*y over GF(2)
 * with 16 multiplications.  The high half comes from the same function on
 * bit-reversed operands: rev(x)*rev(y) is the 127-bit product reversed, so
 * its low half is bits 63..126 of x*y in reverse order.
 *
 * Field convention (NIST SP 800-38D sec. 6.3): the first bit of a block
 * (the top bit of byte 0) is the coefficient of x^0.  Read as two
 * big-endian words, a block is the bit-reversal of the polynomial: the
 * first word is rev(a0) for the coefficients a0 of x^0..x^63, the second
 * rev(a1) for x^64..x^127.  This code keeps the accumulator in that
 * "reflected" form and needs the polynomial halves only as multiplier
 * operands:
 *  - Karatsuba: a*h = a1h1 x^128 + ((a0+a1)(h0+h1) + a0h0 + a1h1) x^64 + a0h0;
 *  - for each of the three 64x64 products, the low half is bmul64 of the
 *    plain halves, and the reflected high half is bmul64 of the reflected
 *    halves shifted left by one;
 *  - the 256-bit reflected product is reduced modulo
 *    x^128 + x^7 + x^2 + x + 1, where multiplying by x is a right shift.
 * Five 64-bit bit reversals and 96 multiplications per block.
 *
 * gkey->h.q holds h0, h1, h0^h1 (plain halves of H) and their reflected
 * forms: 48 of the 512 bytes.
 *
 * Where the target's multiplier is not constant time its build defines
 * AESALT_CT64_GHASH_NOMUL (asm/m68k/kernels.cmake: the 68000-68030 mulu
 * and muls take operand-dependent time) and this file compiles the
 * multiply-free GHASH further down instead, so that ct64 stays constant
 * time there (asm/m68k/tests.cmake checks its objects for multiplies).
 */
#include <stddef.h>
#include <stdint.h>

#include "bytes.h"
#include "kernel.h"

#if !defined(AESALT_CT64_GHASH_NOMUL)

/* Low 64 bits of the carry-less product of x and y (see top). */
static uint64_t bmul64(uint64_t x, uint64_t y)
{
	const uint64_t m0 = 0x1111111111111111u, m1 = m0 << 1, m2 = m0 << 2, m3 = m0 << 3;
	const uint64_t x0 = x & m0, x1 = x & m1, x2 = x & m2, x3 = x & m3;
	const uint64_t y0 = y & m0, y1 = y & m1, y2 = y & m2, y3 = y & m3;
	uint64_t z0, z1, z2, z3;

	/* zk collects the products whose bits land at positions = k mod 4. */
	z0 = (x0 * y0) ^ (x1 * y3) ^ (x2 * y2) ^ (x3 * y1);
	z1 = (x0 * y1) ^ (x1 * y0) ^ (x2 * y3) ^ (x3 * y2);
	z2 = (x0 * y2) ^ (x1 * y1) ^ (x2 * y0) ^ (x3 * y3);
	z3 = (x0 * y3) ^ (x1 * y2) ^ (x2 * y1) ^ (x3 * y0);
	return (z0 & m0) | (z1 & m1) | (z2 & m2) | (z3 & m3);
}

/* Bit i of x to bit 63 - i. */
static uint64_t rev64(uint64_t x)
{
	x = ((x >> 1) & 0x5555555555555555u) | ((x & 0x5555555555555555u) << 1);
	x = ((x >> 2) & 0x3333333333333333u) | ((x & 0x3333333333333333u) << 2);
	x = ((x >> 4) & 0x0f0f0f0f0f0f0f0fu) | ((x & 0x0f0f0f0f0f0f0f0fu) << 4);
	x = ((x >> 8) & 0x00ff00ff00ff00ffu) | ((x & 0x00ff00ff00ff00ffu) << 8);
	x = ((x >> 16) & 0x0000ffff0000ffffu) | ((x & 0x0000ffff0000ffffu) << 16);
	return (x >> 32) | (x << 32);
}

/* see kernel.h (slot ghash_setkey) */
void aesalt_ghash_setkey_ct64(aesalt_ghash_key *gkey, const uint8_t h[16])
{
	const uint64_t r0 = aesalt_load_be64(h), r1 = aesalt_load_be64(h + 8);
	const uint64_t h0 = rev64(r0), h1 = rev64(r1);

	gkey->h.q[0] = h0;
	gkey->h.q[1] = h1;
	gkey->h.q[2] = h0 ^ h1;
	gkey->h.q[3] = r0;
	gkey->h.q[4] = r1;
	gkey->h.q[5] = r0 ^ r1;
}

/* see kernel.h (slot ghash) */
void aesalt_ghash_ct64(const aesalt_ghash_key *gkey, uint8_t y[16], const uint8_t *in,
		       size_t nblocks)
{
	const uint64_t h0 = gkey->h.q[0], h1 = gkey->h.q[1], h2 = gkey->h.q[2];
	const uint64_t hr0 = gkey->h.q[3], hr1 = gkey->h.q[4], hr2 = gkey->h.q[5];
	/* The accumulator, reflected: yr0 = rev(a0), yr1 = rev(a1). */
	uint64_t yr0 = aesalt_load_be64(y), yr1 = aesalt_load_be64(y + 8);

	while (nblocks > 0) {
		uint64_t a0, a1, l0, l1, l2, r0, r1, r2, c0, c1, c2, c3, xl, xh;

		yr0 ^= aesalt_load_be64(in);
		yr1 ^= aesalt_load_be64(in + 8);
		a0 = rev64(yr0);
		a1 = rev64(yr1);

		/* Low halves of a0h0, a1h1, (a0+a1)(h0+h1), and their high
		 * halves reflected and shifted right by one. */
		l0 = bmul64(a0, h0);
		l1 = bmul64(a1, h1);
		l2 = bmul64(a0 ^ a1, h2);
		r0 = bmul64(yr0, hr0);
		r1 = bmul64(yr1, hr1);
		r2 = bmul64(yr0 ^ yr1, hr2);

		/* The 255-bit product c = c3:c2:c1:c0 reflected as a 256-bit
		 * number; rev(high half of a 64x64 product) = r << 1. */
		l0 = rev64(l0);
		l1 = rev64(l1);
		l2 = rev64(l2);
		c3 = l0;
		c2 = (r0 << 1) ^ l0 ^ l1 ^ l2;
		c1 = ((r0 ^ r1 ^ r2) << 1) ^ l1;
		c0 = r1 << 1;

		/* Reduction.  c3:c2 (the top half, reflected) is the part of
		 * degree < 128; c1:c0 the part of degree >= 128, to be multiplied by
		 * x^128 = 1 + x + x^2 + x^7, i.e. XORed in shifted right by 0,
		 * 1, 2 and 7.  The bits those shifts push out below bit 0
		 * (degree >= 128 again, at most 7 of them) are folded first
		 * into the top of x = xh:xl, where shifting them again no
		 * longer overflows. */
		xl = c0;
		xh = c1 ^ (c0 << 63) ^ (c0 << 62) ^ (c0 << 57);
		yr0 = c3 ^ xh ^ (xh >> 1) ^ (xh >> 2) ^ (xh >> 7);
		yr1 = c2 ^ xl ^ ((xl >> 1) | (xh << 63)) ^ ((xl >> 2) | (xh << 62)) ^
		      ((xl >> 7) | (xh << 57));

		in += 16;
		nblocks--;
	}
	aesalt_store_be64(y, yr0);
	aesalt_store_be64(y + 8, yr1);
}

#else /* AESALT_CT64_GHASH_NOMUL */

/*
 * Multiply-free GHASH: masks, shifts by constants and XORs only.  A block
 * is four big-endian words; the top bit of word k is the coefficient of
 * x^(32k), so multiplying by x is a right shift of the 128 bits.
 * gkey->h.w holds the 32 rows H x^0 .. H x^31 (512 bytes), and
 *
 *     X H = P3 x^96 + P2 x^64 + P1 x^32 + P0,  Pk = sum of H x^i over the
 *                                               set bits i of word k of X
 *
 * by Horner's rule: each Pk is a masked XOR of the 32 rows (the mask is the
 * bit, spread by 0 - bit), and a step by x^32 moves the words down by one
 * and folds the word d that falls off back with x^128 = 1 + x + x^2 + x^7:
 * d, d >> 1, d >> 2 and d >> 7 into the top word, the bits those shifts
 * push out (d << 31, << 30, << 25) into the next.  The same method as the
 * m68k_ct kernel's ghash-m68k-ct.S.
 */

/* see kernel.h (slot ghash_setkey) */
void aesalt_ghash_setkey_ct64(aesalt_ghash_key *gkey, const uint8_t h[16])
{
	uint32_t v0 = aesalt_load_be32(h), v1 = aesalt_load_be32(h + 4);
	uint32_t v2 = aesalt_load_be32(h + 8), v3 = aesalt_load_be32(h + 12);
	unsigned i;

	for (i = 0; i < 32; i++) {
		const uint32_t m = 0u - (v3 & 1u); /* x^127 set: reduce */
		gkey->h.w[4 * i] = v0;
		gkey->h.w[4 * i + 1] = v1;
		gkey->h.w[4 * i + 2] = v2;
		gkey->h.w[4 * i + 3] = v3;
		v3 = (v3 >> 1) | (v2 << 31);
		v2 = (v2 >> 1) | (v1 << 31);
		v1 = (v1 >> 1) | (v0 << 31);
		v0 = (v0 >> 1) ^ (0xe1000000u & m);
	}
}

/* see kernel.h (slot ghash) */
void aesalt_ghash_ct64(const aesalt_ghash_key *gkey, uint8_t y[16], const uint8_t *in,
		       size_t nblocks)
{
	const uint32_t *rows = gkey->h.w;
	uint32_t z0 = aesalt_load_be32(y), z1 = aesalt_load_be32(y + 4);
	uint32_t z2 = aesalt_load_be32(y + 8), z3 = aesalt_load_be32(y + 12);

	while (nblocks > 0) {
		const uint32_t x[4] = { z0 ^ aesalt_load_be32(in), z1 ^ aesalt_load_be32(in + 4),
					z2 ^ aesalt_load_be32(in + 8),
					z3 ^ aesalt_load_be32(in + 12) };
		int k;

		z0 = z1 = z2 = z3 = 0;
		for (k = 3; k >= 0; k--) {
			uint32_t w = x[k];
			unsigned i;

			if (k != 3) { /* Z = Z x^32 (k is public) */
				const uint32_t d = z3;
				z3 = z2;
				z2 = z1;
				z1 = z0 ^ (d << 31) ^ (d << 30) ^ (d << 25);
				z0 = d ^ (d >> 1) ^ (d >> 2) ^ (d >> 7);
			}
			for (i = 0; i < 32; i++) {
				const uint32_t m = 0u - (w >> 31);
				w <<= 1;
				z0 ^= rows[4 * i] & m;
				z1 ^= rows[4 * i + 1] & m;
				z2 ^= rows[4 * i + 2] & m;
				z3 ^= rows[4 * i + 3] & m;
			}
		}
		in += 16;
		nblocks--;
	}
	aesalt_store_be32(y, z0);
	aesalt_store_be32(y + 4, z1);
	aesalt_store_be32(y + 8, z2);
	aesalt_store_be32(y + 12, z3);
}

#endif /* AESALT_CT64_GHASH_NOMUL */
