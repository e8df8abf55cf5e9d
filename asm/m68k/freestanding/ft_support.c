/* SPDX-License-Identifier: Apache-2.0 */
/*
 * What a freestanding m68k binary needs from a libc and from libgcc:
 * memcpy, memset, memcmp, strlen, and the 32-bit multiply, divide and modulo
 * helpers gcc calls on the 68000 (no 32-bit mulu/divu there).  The
 * toolchain's libgcc is built for the 68020 and cannot be linked into a
 * 68000 binary.  Compiled with -fno-builtin and
 * -fno-tree-loop-distribute-patterns so that these loops stay loops.
 */
#include <stddef.h>
#include <stdint.h>

void *memcpy(void *d, const void *s, size_t n);
void *memset(void *d, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);
size_t strlen(const char *s);
uint32_t __mulsi3(uint32_t a, uint32_t b);
uint32_t __udivsi3(uint32_t a, uint32_t b);
uint32_t __umodsi3(uint32_t a, uint32_t b);
int32_t __divsi3(int32_t a, int32_t b);
int32_t __modsi3(int32_t a, int32_t b);

void *memcpy(void *d, const void *s, size_t n)
{
	uint8_t *p = d;
	const uint8_t *q = s;
	while (n--)
		*p++ = *q++;
	return d;
}

void *memset(void *d, int c, size_t n)
{
	uint8_t *p = d;
	while (n--)
		*p++ = (uint8_t)c;
	return d;
}

int memcmp(const void *a, const void *b, size_t n)
{
	const uint8_t *p = a, *q = b;
	for (; n; n--, p++, q++)
		if (*p != *q)
			return *p < *q ? -1 : 1;
	return 0;
}

size_t strlen(const char *s)
{
	size_t n = 0;
	while (s[n])
		n++;
	return n;
}

uint32_t __mulsi3(uint32_t a, uint32_t b)
{
	uint32_t r = 0;
	while (b) {
		if (b & 1)
			r += a;
		a <<= 1;
		b >>= 1;
	}
	return r;
}

/* Shift-and-subtract; *rem gets the remainder.  b != 0. */
static uint32_t udivmod(uint32_t a, uint32_t b, uint32_t *rem)
{
	uint32_t q = 0, r = 0;
	int i;
	for (i = 31; i >= 0; i--) {
		r = (r << 1) | ((a >> i) & 1);
		if (r >= b) {
			r -= b;
			q |= (uint32_t)1 << i;
		}
	}
	*rem = r;
	return q;
}

uint32_t __udivsi3(uint32_t a, uint32_t b)
{
	uint32_t r;
	return udivmod(a, b, &r);
}

uint32_t __umodsi3(uint32_t a, uint32_t b)
{
	uint32_t r;
	udivmod(a, b, &r);
	return r;
}

int32_t __divsi3(int32_t a, int32_t b)
{
	uint32_t r, q = udivmod(a < 0 ? 0u - (uint32_t)a : (uint32_t)a,
				b < 0 ? 0u - (uint32_t)b : (uint32_t)b, &r);
	return (a < 0) != (b < 0) ? -(int32_t)q : (int32_t)q;
}

int32_t __modsi3(int32_t a, int32_t b)
{
	uint32_t r;
	udivmod(a < 0 ? 0u - (uint32_t)a : (uint32_t)a, b < 0 ? 0u - (uint32_t)b : (uint32_t)b, &r);
	return a < 0 ? -(int32_t)r : (int32_t)r;
}

/* core/aegis_c.c refers to the AEGIS keystream functions of core/aegis.c,
 * which needs the dispatcher; the freestanding tests do not run AEGIS, so
 * these end the program with status 3 if anything ever calls them. */
struct aesalt_aegis_state;
void aesalt_aegis128_keystream(const struct aesalt_aegis_state *st, uint8_t *z);
void aesalt_aegis128l_keystream(const struct aesalt_aegis_state *st, uint8_t *z);
void aesalt_aegis256_keystream(const struct aesalt_aegis_state *st, uint8_t *z);
void ft_exit(int status) __attribute__((noreturn));

void aesalt_aegis128_keystream(const struct aesalt_aegis_state *st, uint8_t *z)
{
	(void)st;
	(void)z;
	ft_exit(3);
}

void aesalt_aegis128l_keystream(const struct aesalt_aegis_state *st, uint8_t *z)
{
	(void)st;
	(void)z;
	ft_exit(3);
}

void aesalt_aegis256_keystream(const struct aesalt_aegis_state *st, uint8_t *z)
{
	(void)st;
	(void)z;
	ft_exit(3);
}
