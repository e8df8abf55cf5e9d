/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The inputs of the freestanding m68k tests, shared by the vector
 * generator (gen_vectors.c, run with the hosted library) and the
 * freestanding binary (ft_main.c): a linear congruential generator
 * (the constants of the C standard's example rand()) fills every buffer,
 * so both sides see the same bytes without a data file.
 */
#ifndef AESALT_FT_INPUTS_H
#define AESALT_FT_INPUTS_H

#include <stddef.h>
#include <stdint.h>

#define FT_BLOCKS                                                                                  \
	5 /* blocks per message: odd, so the last pass of the
		     * two-block bitsliced code has one block */

struct ft_case {
	uint8_t key[32];
	uint8_t pt[16 * FT_BLOCKS];
	uint8_t iv[16];
	uint8_t ctr[16];
	uint8_t h[16];
	uint8_t y[16];
};

static void ft_fill(uint32_t *s, uint8_t *p, size_t n)
{
	while (n--) {
		*s = *s * 1103515245u + 12345u;
		*p++ = (uint8_t)(*s >> 16);
	}
}

/* Case i (0, 1, 2 for AES-128, -192, -256). */
static void ft_make_case(struct ft_case *c, unsigned i)
{
	uint32_t s = 0x6d36386bu + 0x9e3779b9u * i;
	ft_fill(&s, c->key, sizeof c->key);
	ft_fill(&s, c->pt, sizeof c->pt);
	ft_fill(&s, c->iv, sizeof c->iv);
	ft_fill(&s, c->ctr, sizeof c->ctr);
	c->ctr[12] = c->ctr[13] = c->ctr[14] = 0xff; /* wraps within the message */
	c->ctr[15] = 0xfd;
	ft_fill(&s, c->h, sizeof c->h);
	ft_fill(&s, c->y, sizeof c->y);
}

#endif /* AESALT_FT_INPUTS_H */
