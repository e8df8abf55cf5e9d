/* SPDX-License-Identifier: Apache-2.0 */
/*
 * armv7m_ct's GHASH (asm/arm/ghash-armv7m-ct.S) on dense operands, against
 * ct64's.  Its 32 x 32 products add some partial products (UMLAL) and rely
 * on every 4-bit hole staying below 16: the sums are largest when the
 * operands' parts are all ones, which random data (the vectors, the
 * differential test) almost never gives.  Here H' (the key's H x^-1) and
 * the XORed operands of X are made all ones, words of zeros and ones in
 * every combination, one block from y = 0 per call so that X is the block;
 * then eight such blocks a call, each its own pattern (the eight-block
 * groups: block b times H^(8 - b), each block's X operands dense).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "kernel.h"

extern const struct aesalt_kernel aesalt_kernel_armv7m_ct;

int main(void)
{
	/* 9effff..ff: H x^-1 is all ones; then all ones; then 0x5555.. */
	static const uint8_t hs[][16] = {
		{ 0x9e, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
		  0xff, 0xff, 0xff },
		{ 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
		  0xff, 0xff, 0xff },
		{ 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0 },
	};
	const struct aesalt_kernel *k = &aesalt_kernel_armv7m_ct, *ref = &aesalt_kernel_ct64;
	unsigned h, x, fails = 0, runs = 0;

	for (h = 0; h < sizeof hs / sizeof hs[0]; h++) {
		aesalt_ghash_key gk, gr;

		k->ghash_setkey(&gk, hs[h]);
		ref->ghash_setkey(&gr, hs[h]);
		for (x = 0; x < 16; x++) { /* word i of X: ones if bit i of x */
			uint8_t in[128], y[16] = { 0 }, yr[16] = { 0 };
			unsigned i;

			for (i = 0; i < 16; i++)
				in[i] = (x >> (i / 4) & 1) ? 0xff : 0;
			k->ghash(&gk, y, in, 1);
			ref->ghash(&gr, yr, in, 1);
			runs++;
			if (memcmp(y, yr, 16) != 0) {
				printf("FAIL: armv7m_ct ghash differs from ct64: H %u, X pattern "
				       "%u\n",
				       h, x);
				fails++;
			}
			for (i = 16; i < 128; i++) /* block b: pattern x + 5 b, all distinct */
				in[i] = ((x + 5 * (i / 16)) >> (i % 16 / 4) & 1) ? 0xff : 0;
			memset(y, 0, 16);
			memset(yr, 0, 16);
			k->ghash(&gk, y, in, 8);
			ref->ghash(&gr, yr, in, 8);
			runs++;
			if (memcmp(y, yr, 16) != 0) {
				printf("FAIL: armv7m_ct ghash, 8 blocks, differs: H %u, X %u\n", h,
				       x);
				fails++;
			}
		}
	}
	printf("test_ghash_dense: %u passed, %u failed\n", runs - fails, fails);
	return fails != 0;
}
