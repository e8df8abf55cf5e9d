/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Freestanding test of the "m68k_ct" kernel for CPUs Debian's glibc cannot
 * run on: the 68000/68010 (built with -m68000) and ColdFire (-mcpu=5475),
 * plus a 68020 build as a control.  No libc: start.S enters main and makes
 * the system calls, ft_support.c has the few libc/libgcc functions.
 *
 * Checks, through the kernel's slots (the assembly for this ISA and the C
 * key expansion):
 *  - the FIPS-197 appendix C known answers (AES-128/192/256, both ways);
 *  - the AES round (the AEGIS slot) on FIPS-197 appendix B's round 1, and
 *    on 1, 2 and 3 blocks at once, which must agree;
 *  - a differential check of ECB, CBC, CTR32 (across the 2^32 wrap), ECB
 *    and CBC decryption, GHASH and the fused CCM slots against
 *    ft_vectors.h, outputs that the
 *    hosted 68020 build computed with four kernels that agreed
 *    (gen_vectors.c), with the data at odd addresses (the 68000 and
 *    ColdFire paths must not make a long access there), in place too.
 *
 * run.sh also runs each binary under the ct_trace plugin
 * (tests/cttrace/), which counts word and long accesses at odd
 * addresses (the 68000 must have none) and hashes the instruction and
 * data addresses of the two marked regions of ct_regions(): every slot on
 * two different secret sets, which must give the same trace on this
 * CPU's code path too.
 *
 * Prints "ft_m68k: N passed, N failed" and exits with 0 only if all passed.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "ft_inputs.h"
#include "ft_vectors.h"
#include "kernel.h"

/* asm/m68k/kernel_m68k_ct.c */
extern const struct aesalt_kernel aesalt_kernel_m68k_ct;

long ft_write(int fd, const void *buf, unsigned long len);
int main(void);

static unsigned long passed, failed;

static void puts_(const char *s)
{
	ft_write(1, s, strlen(s));
}

static void putu(unsigned long v)
{
	char b[12];
	int i = 11;
	b[i] = 0;
	do {
		b[--i] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	puts_(b + i);
}

static void check(int ok, const char *what, unsigned i)
{
	if (ok) {
		passed++;
		return;
	}
	failed++;
	puts_("FAIL ");
	puts_(what);
	puts_(" case ");
	putu(i);
	puts_("\n");
}

static const uint8_t kat_pt[16] = { 0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77,
				    0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff };
/* FIPS-197 appendix C.1, C.2, C.3: key 00 01 02 ... */
static const uint8_t kat_ct[3][16] = {
	{ 0x69, 0xc4, 0xe0, 0xd8, 0x6a, 0x7b, 0x04, 0x30, 0xd8, 0xcd, 0xb7, 0x80, 0x70, 0xb4, 0xc5,
	  0x5a },
	{ 0xdd, 0xa9, 0x7c, 0xa4, 0x86, 0x4c, 0xdf, 0xe0, 0x6e, 0xaf, 0x70, 0xa0, 0xec, 0x0d, 0x71,
	  0x91 },
	{ 0x8e, 0xa2, 0xb7, 0xca, 0x51, 0x67, 0x45, 0xbf, 0xea, 0xfc, 0x49, 0x90, 0x4b, 0x49, 0x60,
	  0x89 },
};

static const uint8_t *const v_ecb[3] = { ft_ecb_0, ft_ecb_1, ft_ecb_2 };
static const uint8_t *const v_cbc[3] = { ft_cbc_0, ft_cbc_1, ft_cbc_2 };
static const uint8_t *const v_ctr[3] = { ft_ctr_0, ft_ctr_1, ft_ctr_2 };
static const uint8_t *const v_ecbd[3] = { ft_ecbd_0, ft_ecbd_1, ft_ecbd_2 };
static const uint8_t *const v_cbcd[3] = { ft_cbcd_0, ft_cbcd_1, ft_cbcd_2 };
static const uint8_t *const v_iv_enc[3] = { ft_iv_enc_0, ft_iv_enc_1, ft_iv_enc_2 };
static const uint8_t *const v_iv_dec[3] = { ft_iv_dec_0, ft_iv_dec_1, ft_iv_dec_2 };
static const uint8_t *const v_ctr_next[3] = { ft_ctr_next_0, ft_ctr_next_1, ft_ctr_next_2 };
static const uint8_t *const v_ghash[3] = { ft_ghash_0, ft_ghash_1, ft_ghash_2 };
static const uint8_t *const v_ccm_xe[3] = { ft_ccm_xe_0, ft_ccm_xe_1, ft_ccm_xe_2 };
static const uint8_t *const v_ccm_xd[3] = { ft_ccm_xd_0, ft_ccm_xd_1, ft_ccm_xd_2 };

#define LEN (16 * FT_BLOCKS)
static union {
	uint32_t align;
	uint8_t b[LEN + 8];
} ibuf, obuf, vbuf;
static aesalt_aes_key key_e, key_d;
static aesalt_ghash_key gkey;

/* The markers of the constant-time regions; distinct bodies, so that
 * identical-code folding cannot merge them. */
__attribute__((noinline)) void ft_mark_begin(void);
__attribute__((noinline)) void ft_mark_end(void);
__attribute__((noinline)) void ft_mark_begin(void)
{
	__asm__ volatile("" ::: "memory");
}

__attribute__((noinline)) void ft_mark_end(void)
{
	__asm__ volatile(" " ::: "memory");
}

/* One region: every slot once, on the secrets of c.  Not inlined, so the
 * two regions run the very same instructions around the markers. */
__attribute__((noinline)) static void ct_ops(const struct aesalt_kernel *k, struct ft_case *c)
{
	uint8_t *in = ibuf.b + 1, *out = obuf.b + 3, *v = vbuf.b + 1;
	unsigned bits;

	ft_mark_begin();
	for (bits = 128; bits <= 256; bits += 64) {
		k->aes_setkey_enc(&key_e, c->key, bits);
		k->aes_ecb_enc(&key_e, out, in, FT_BLOCKS);
		k->aes_cbc_enc(&key_e, out, in, 2, c->iv);
		k->aes_ctr32(&key_e, out, in, FT_BLOCKS, v);
		k->ccm_enc(&key_e, out, in, 3, v, c->y);
		k->ccm_dec(&key_e, out, in, 3, v, c->y);
		k->aes_setkey_dec(&key_d, c->key, bits);
		k->aes_ecb_dec(&key_d, out, in, 3);
		k->aes_cbc_dec(&key_d, out, in, 3, c->iv);
	}
	k->aes_round((uint8_t(*)[16])out, (const uint8_t(*)[16])in, (const uint8_t(*)[16])(in + 32),
		     3);
	k->ghash_setkey(&gkey, c->h);
	k->ghash(&gkey, c->y, in, FT_BLOCKS);
	ft_mark_end();
}

/* Two regions, same public inputs (sizes, addresses, counter), different
 * secrets (key, data, IV, GHASH key and accumulator). */
static void ct_regions(const struct aesalt_kernel *k)
{
	unsigned set;

	for (set = 0; set < 2; set++) {
		struct ft_case c;
		ft_make_case(&c, 7 + set);
		memcpy(ibuf.b + 1, c.pt, LEN);
		memset(vbuf.b + 1, 0x5a, 16); /* the counter is public */
		ct_ops(k, &c);
	}
}

/* FIPS-197 appendix B: the state at the start of round 1, round key 1 and
 * the state at the start of round 2. */
static const uint8_t round_in[16] = { 0x19, 0x3d, 0xe3, 0xbe, 0xa0, 0xf4, 0xe2, 0x2b,
				      0x9a, 0xc6, 0x8d, 0x2a, 0xe9, 0xf8, 0x48, 0x08 };
static const uint8_t round_rk[16] = { 0xa0, 0xfa, 0xfe, 0x17, 0x88, 0x54, 0x2c, 0xb1,
				      0x23, 0xa3, 0x39, 0x39, 0x2a, 0x6c, 0x76, 0x05 };
static const uint8_t round_out[16] = { 0xa4, 0x9c, 0x7f, 0xf2, 0x68, 0x9f, 0x35, 0x2b,
				       0x6b, 0x5b, 0xea, 0x43, 0x02, 0x6a, 0x50, 0x49 };

/* The round slot: the known answer (at odd addresses), then n = 3 blocks
 * against three calls of one block, in place too. */
static void check_round(const struct aesalt_kernel *k)
{
	uint8_t *in = ibuf.b + 1, *out = obuf.b + 3, *rk = vbuf.b + 1;
	unsigned i;

	memcpy(in, round_in, 16);
	memcpy(rk, round_rk, 16);
	k->aes_round((uint8_t(*)[16])out, (const uint8_t(*)[16])in, (const uint8_t(*)[16])rk, 1);
	check(memcmp(out, round_out, 16) == 0, "AES round (FIPS-197 B)", 0);
	for (i = 0; i < 48; i++) {
		in[i] = (uint8_t)(i * 7 + 1);
		rk[i] = (uint8_t)(i * 13 + 5);
	}
	for (i = 0; i < 3; i++)
		k->aes_round((uint8_t(*)[16])(out + 16 * i), (const uint8_t(*)[16])(in + 16 * i),
			     (const uint8_t(*)[16])(rk + 16 * i), 1);
	k->aes_round((uint8_t(*)[16])in, (const uint8_t(*)[16])in, (const uint8_t(*)[16])rk, 3);
	check(memcmp(out, in, 48) == 0, "AES round, 3 blocks in place", 0);
}

/* The fused CCM slots: the output is CTR32's, the MAC that of
 * gen_vectors.c; from odd addresses, then in place (the MAC of ccm_dec
 * is over its output, so in place it reads what it wrote). */
static void check_ccm(const struct aesalt_kernel *k, const struct ft_case *c, unsigned i)
{
	uint8_t *in = ibuf.b + 1, *out = obuf.b + 3, *v = vbuf.b + 1, *x = vbuf.b + 1 + 16;
	int dec, ip;

	for (dec = 0; dec < 2; dec++) {
		for (ip = 0; ip < 2; ip++) {
			const char *what = dec ? (ip ? "CCM dec in place" : "CCM dec")
					       : (ip ? "CCM enc in place" : "CCM enc");
			memcpy(out, c->pt, LEN);
			memcpy(v, c->ctr, 16);
			memcpy(x, c->y, 16);
			(dec ? k->ccm_dec : k->ccm_enc)(&key_e, out, ip ? out : in, FT_BLOCKS, v,
							x);
			check(memcmp(out, v_ctr[i], LEN) == 0, what, i);
			check(memcmp(v, v_ctr_next[i], 16) == 0, what, i);
			check(memcmp(x, dec ? v_ccm_xd[i] : v_ccm_xe[i], 16) == 0, what, i);
		}
	}
}

int main(void)
{
	const struct aesalt_kernel *k = &aesalt_kernel_m68k_ct;
	uint8_t *in = ibuf.b + 1, *out = obuf.b + 3, *v = vbuf.b + 1, blk[16];
	struct ft_case c;
	unsigned i;

	for (i = 0; i < 3; i++) {
		uint8_t kb[32];
		unsigned j;
		for (j = 0; j < 32; j++)
			kb[j] = (uint8_t)j;
		k->aes_setkey_enc(&key_e, kb, 128 + 64 * i);
		k->aes_setkey_dec(&key_d, kb, 128 + 64 * i);
		k->aes_ecb_enc(&key_e, blk, kat_pt, 1);
		check(memcmp(blk, kat_ct[i], 16) == 0, "FIPS-197 encrypt", i);
		k->aes_ecb_dec(&key_d, blk, blk, 1);
		check(memcmp(blk, kat_pt, 16) == 0, "FIPS-197 decrypt", i);
	}

	check_round(k);

	for (i = 0; i < 3; i++) {
		unsigned bits = 128 + 64 * i;
		ft_make_case(&c, i);
		memcpy(in, c.pt, LEN);
		k->aes_setkey_enc(&key_e, c.key, bits);
		k->aes_setkey_dec(&key_d, c.key, bits);

		k->aes_ecb_enc(&key_e, out, in, FT_BLOCKS);
		check(memcmp(out, v_ecb[i], LEN) == 0, "ECB", i);
		memcpy(out, in, LEN);
		k->aes_ecb_enc(&key_e, out, out, FT_BLOCKS);
		check(memcmp(out, v_ecb[i], LEN) == 0, "ECB in place", i);

		memcpy(v, c.iv, 16);
		k->aes_cbc_enc(&key_e, out, in, FT_BLOCKS, v);
		check(memcmp(out, v_cbc[i], LEN) == 0, "CBC", i);
		check(memcmp(v, v_iv_enc[i], 16) == 0, "CBC iv", i);

		memcpy(v, c.ctr, 16);
		k->aes_ctr32(&key_e, out, in, FT_BLOCKS, v);
		check(memcmp(out, v_ctr[i], LEN) == 0, "CTR32", i);
		check(memcmp(v, v_ctr_next[i], 16) == 0, "CTR32 counter", i);
		memcpy(v, c.ctr, 16);
		memcpy(out, in, LEN);
		k->aes_ctr32(&key_e, out, out, FT_BLOCKS, v);
		check(memcmp(out, v_ctr[i], LEN) == 0, "CTR32 in place", i);

		k->aes_ecb_dec(&key_d, out, in, FT_BLOCKS);
		check(memcmp(out, v_ecbd[i], LEN) == 0, "ECB decrypt", i);
		memcpy(v, c.iv, 16);
		k->aes_cbc_dec(&key_d, out, in, FT_BLOCKS, v);
		check(memcmp(out, v_cbcd[i], LEN) == 0, "CBC decrypt", i);
		check(memcmp(v, v_iv_dec[i], 16) == 0, "CBC decrypt iv", i);

		k->ghash_setkey(&gkey, c.h);
		memcpy(v, c.y, 16);
		k->ghash(&gkey, v, in, FT_BLOCKS);
		check(memcmp(v, v_ghash[i], 16) == 0, "GHASH", i);

		check_ccm(k, &c, i);
	}

	ct_regions(k);

	puts_("ft_m68k: ");
	putu(passed);
	puts_(" passed, ");
	putu(failed);
	puts_(" failed\n");
	return failed == 0 && passed > 0 ? 0 : 1;
}
