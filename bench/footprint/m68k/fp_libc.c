/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The C library of the footprint program's m68k images
 * (bench/footprint/footprint.sh): the same small stand-ins in every row,
 * so that the rows differ only by the stack they link.  The images are
 * linked to be measured, never run: Debian's m68k compiler has only
 * glibc, whose static start-up and stdio would outweigh the code measured.
 * A stack's calls into the C library (aesalt's getenv and fprintf at
 * dispatch, Mbed TLS's calloc) land here; on the Cortex-M4 rows they are
 * newlib-nano's and are counted.
 */
#include <stdarg.h>
#include <stddef.h>

int main(void);

void _start(void)
{
	main();
	for (;;)
		;
}

void *memcpy(void *d, const void *s, size_t n)
{
	unsigned char *p = d;
	const unsigned char *q = s;

	while (n--)
		*p++ = *q++;
	return d;
}

void *memmove(void *d, const void *s, size_t n)
{
	unsigned char *p = d;
	const unsigned char *q = s;

	if (p < q)
		return memcpy(d, s, n);
	while (n--)
		p[n] = q[n];
	return d;
}

void *memset(void *d, int c, size_t n)
{
	unsigned char *p = d;

	while (n--)
		*p++ = (unsigned char)c;
	return d;
}

int memcmp(const void *a, const void *b, size_t n)
{
	const unsigned char *p = a, *q = b;

	for (; n--; p++, q++)
		if (*p != *q)
			return *p - *q;
	return 0;
}

int strcmp(const char *a, const char *b)
{
	while (*a && *a == *b)
		a++, b++;
	return (unsigned char)*a - (unsigned char)*b;
}

size_t strlen(const char *s)
{
	size_t n = 0;

	while (s[n])
		n++;
	return n;
}

char *getenv(const char *name)
{
	(void)name;
	return NULL;
}

/* A bump allocator over a fixed pool, for Mbed TLS's calloc. */
static unsigned char pool[1024] __attribute__((aligned(8)));
static size_t used;

void *calloc(size_t n, size_t size)
{
	size_t len = (n * size + 7) & ~(size_t)7;
	void *p;

	if (size != 0 && n > (size_t)-1 / size)
		return NULL;
	if (len > sizeof(pool) - used)
		return NULL;
	p = pool + used;
	used += len;
	return memset(p, 0, len);
}

void free(void *p)
{
	(void)p;
}

typedef struct fp_file FILE;
FILE *stderr;

int fprintf(FILE *f, const char *fmt, ...)
{
	(void)f;
	(void)fmt;
	return 0;
}

size_t fwrite(const void *p, size_t size, size_t n, FILE *f)
{
	(void)p;
	(void)f;
	return size != 0 ? n : 0;
}

int fputs(const char *s, FILE *f)
{
	(void)s;
	(void)f;
	return 0;
}

int fputc(int c, FILE *f)
{
	(void)f;
	return c;
}

void abort(void)
{
	for (;;)
		;
}

/* Mbed TLS's platform_util.c calls it when it sees glibc's headers. */
void explicit_bzero(void *p, size_t n)
{
	volatile unsigned char *q = p;

	while (n--)
		*q++ = 0;
}
