/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Guest side of the constant-time trace check (ct-check.sh): for each
 * kernel named on the command line, runs every slot (key expansion both
 * ways and all key sizes, ECB with an even and an odd block count, CBC both
 * ways, CTR32, GHASH set-up and GHASH, AEGIS updates) twice between the
 * markers, with two different secret sets (keys, data, IV, GHASH key,
 * AEGIS state) and identical public inputs (lengths, buffer addresses, the
 * counter).  Static buffers, so both regions use the same addresses.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "aesalt/aesalt.h"
#include "aegis_c.h"
#include "kernel.h"

/* Distinct bodies, so identical-code folding cannot merge them. */
__attribute__((noinline)) void ct_mark_begin(void)
{
	__asm__ volatile("" ::: "memory");
}

__attribute__((noinline)) void ct_mark_end(void)
{
	__asm__ volatile(" " ::: "memory");
}

static aesalt_aes_key ke, kd;
static aesalt_ghash_key gk;
static aesalt_aegis_state st;
static uint8_t key[32], in[16 * 9], out[16 * 9], iv[16], ctr[16], y[16], h[16];

static void fill(uint8_t *p, size_t n, uint32_t *s)
{
	while (n--) {
		*s = *s * 1103515245u + 12345u;
		*p++ = (uint8_t)(*s >> 16);
	}
}

/* One region: every slot once.  Not inlined, so that both regions run
 * the very same instructions around the markers. */
__attribute__((noinline)) static void ops(const struct aesalt_kernel *k)
{
	unsigned bits;

	ct_mark_begin();
	for (bits = 128; bits <= 256; bits += 64) {
		k->aes_setkey_enc(&ke, key, bits);
		k->aes_setkey_dec(&kd, key, bits);
		k->aes_ecb_enc(&ke, out, in, 7);
		k->aes_ecb_enc(&ke, out, in, 8);
		k->aes_cbc_enc(&ke, out, in, 3, iv);
		k->aes_ctr32(&ke, out, in, 5, ctr);
		k->aes_ecb_dec(&kd, out, in, 3);
		k->aes_cbc_dec(&kd, out, in, 3, iv);
	}
	k->ghash_setkey(&gk, h);
	k->ghash(&gk, y, in, 5);
	/* AEGIS as core/aegis.c runs it for these kernels: composed over the
	 * kernel's round */
	aesalt_aegis128l_enc_c(k->aes_round, &st, out, in, 2);
	aesalt_aegis128_absorb_c(k->aes_round, &st, in, 2);
	aesalt_aegis256_dec_c(k->aes_round, &st, out, in, 2);
	ct_mark_end();
}

int main(int argc, char **argv)
{
	int a, set;
	for (a = 1; a < argc; a++) {
		const struct aesalt_kernel *k = NULL;
		size_t i;
		for (i = 0; i < aesalt_kernels_len; i++)
			if (strcmp(aesalt_kernels[i]->name, argv[a]) == 0)
				k = aesalt_kernels[i];
		if (k == NULL) {
			printf("no kernel %s\n", argv[a]);
			return 1;
		}
		for (set = 0; set < 2; set++) {
			uint32_t s = 0x1234u + 977u * (uint32_t)set;
			fill(key, sizeof key, &s);
			fill(in, sizeof in, &s);
			fill(iv, sizeof iv, &s);
			fill(h, sizeof h, &s);
			fill(y, sizeof y, &s);
			fill(st.s[0], sizeof st.s, &s);
			memset(ctr, 0x5a, sizeof ctr); /* the counter is public */
			memset(out, 0, sizeof out);
			printf("region: kernel %s secret set %d\n", k->name, set);
			ops(k);
		}
	}
	return 0;
}
