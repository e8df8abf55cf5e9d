/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The program of the Hatari cycle-level check (bench/hatari/run.sh): runs
 * on an emulated 68030 from bench/hatari/rom.S's ROM, supervisor mode, every
 * interrupt masked, and calls hb_mark(tag) before and after each measured
 * piece; run.sh's debugger breakpoint prints each tag with Hatari's
 * CycleCounter and run.sh takes the differences.
 *
 * Tags: 0xCCLLNNNN, CC the cache setting (index into cacr[]), LL the test,
 * NNNN the iteration count or size; each piece is marked twice (begin: the
 * tag, end: the tag | 0x8000).  Calibration tests (LL < 0x40): a loop of
 * known timing run for N1 and N2 iterations.  Kernel tests (LL >= 0x40): one
 * AES-128 call over S1 and S2 bytes, after one call over S2 to warm up.
 */
#include <stddef.h>
#include <stdint.h>

#include "hb_loops.h"
#include "kernel.h"

void hb_mark(unsigned long tag);
void hb_set_cacr(unsigned long cacr);
int main(void);

/* CACR (MC68030 UM sec. 6.3): off (both caches cleared and disabled),
 * instruction cache only, both caches; clear bits set each time. */
static const unsigned long cacr[] = { 0x0808, 0x0809, 0x0909 };

#define N1 HB_N1
#define N2 HB_N2
#define S1 4096
#define S2 16384

extern const struct aesalt_kernel aesalt_kernel_m68020;
extern const struct aesalt_kernel aesalt_kernel_m68k_ct;
static const struct aesalt_kernel *const kernels[] = { &aesalt_kernel_m68020,
						       &aesalt_kernel_m68k_ct };

/* The glue's probe; the emulated machine is a 68030. */
int aesalt_cpu_has_m68020(void);
int aesalt_cpu_has_m68020(void)
{
	return 1;
}

static uint8_t in[S2], out[S2];

static void kernel_op(const struct aesalt_kernel *k, const aesalt_aes_key *key, unsigned op,
		      size_t bytes)
{
	uint8_t ctr[16] = { 0 };

	if (op == 0)
		k->aes_ecb_enc(key, out, in, bytes / 16);
	else
		k->aes_ctr32(key, out, in, bytes / 16, ctr);
}

int main(void)
{
	static const uint8_t k128[16] = { 0x2b, 0x7e, 0x15, 0x16, 0x28, 0xae, 0xd2, 0xa6,
					  0xab, 0xf7, 0x15, 0x88, 0x09, 0xcf, 0x4f, 0x3c };
	aesalt_aes_key key;
	unsigned c, l, k, op, i;

	static const uint8_t pt[16] = { 0x6b, 0xc1, 0xbe, 0xe2, 0x2e, 0x40, 0x9f, 0x96,
					0xe9, 0x3d, 0x7e, 0x11, 0x73, 0x93, 0x17, 0x2a };
	static const uint8_t ct[16] = { 0x3a, 0xd7, 0x7b, 0xb4, 0x0d, 0x7a, 0x36, 0x60,
					0xa8, 0x9e, 0xca, 0xf3, 0x24, 0x66, 0xef, 0x97 };
	uint8_t first[2][16];
	int bad = 0;

	/* Both kernels must give NIST SP 800-38A's F.1.1 ECB-AES128 block. */
	for (k = 0; k < 2; k++) {
		kernels[k]->aes_setkey_enc(&key, k128, 128);
		key.kernel = kernels[k];
		kernels[k]->aes_ecb_enc(&key, first[k], pt, 1);
		for (i = 0; i < 16; i++)
			bad |= first[k][i] != ct[i];
	}
	if (bad)
		return 2;
	for (i = 0; i < S2; i++)
		in[i] = (uint8_t)(i * 7 + 1);
	for (c = 0; c < sizeof cacr / sizeof cacr[0]; c++) {
		unsigned long cc = (unsigned long)c << 24;

		for (l = 0; l < sizeof hb_loops / sizeof hb_loops[0]; l++) {
			unsigned long t = cc | (unsigned long)l << 16;

			hb_set_cacr(cacr[c]);
			hb_mark(t | N1);
			hb_loops[l](N1);
			hb_mark(t | 0x8000 | N1);
			hb_mark(t | N2);
			hb_loops[l](N2);
			hb_mark(t | 0x8000 | N2);
		}
		for (k = 0; k < 2; k++) {
			kernels[k]->aes_setkey_enc(&key, k128, 128);
			key.kernel = kernels[k];
			for (op = 0; op < 2; op++) {
				unsigned long t = cc | (unsigned long)(0x40 + 2 * k + op) << 16;

				hb_set_cacr(cacr[c]);
				kernel_op(kernels[k], &key, op, S2);
				hb_mark(t | (S1 / 16));
				kernel_op(kernels[k], &key, op, S1);
				hb_mark(t | 0x8000 | (S1 / 16));
				hb_mark(t | (S2 / 16));
				kernel_op(kernels[k], &key, op, S2);
				hb_mark(t | 0x8000 | (S2 / 16));
			}
		}
	}
	return 0;
}
