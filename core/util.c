/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The public face of core's own rules (ct.h, internal.h) for the adapters:
 * the same code, not a copy of it.
 */
#include <string.h>

#include "ct.h"
#include "internal.h"

/* see aesalt.h */
void aesalt_zeroize(void *p, size_t n)
{
	if (p != NULL && n != 0)
		aesalt_wipe(p, n);
}

/* see aesalt.h */
int aesalt_ct_compare(const void *a, const void *b, size_t n)
{
	if (n == 0)
		return AESALT_OK;
	if (a == NULL || b == NULL)
		return AESALT_ERR_BAD_INPUT;
	return aesalt_ct_memneq(a, b, n) == 0 ? AESALT_OK : AESALT_ERR_AUTH;
}

/* see aesalt.h */
int aesalt_check_buffers(const void *out, const void *in, size_t len)
{
	return aesalt_check_io(out, in, len);
}

/* Bytes of the bounce buffer: a multiple of every unit (whole blocks, so
 * block modes and the offsets of the streaming ones stay aligned). */
#define RUN_BUF 256

/* see aesalt.h */
int aesalt_run_in_order(aesalt_io_fn fn, void *arg, uint8_t *out, const uint8_t *in, size_t len,
			size_t unit)
{
	uint8_t buf[RUN_BUF];
	size_t step;
	int ret = AESALT_OK;

	if (fn == NULL || (unit != 0 && RUN_BUF % unit != 0))
		return AESALT_ERR_BAD_INPUT;
	/* The whole call first: fn checks everything on the whole length
	 * (whole blocks, message limits) before it writes, and refuses a
	 * partial overlap with AESALT_ERR_BAD_INPUT; only then pieces. */
	ret = fn(arg, out, in, len);
	if (ret != AESALT_ERR_BAD_INPUT || out == NULL || in == NULL ||
	    aesalt_check_io(out, in, len) == AESALT_OK)
		return ret;
	if ((uintptr_t)out + len < (uintptr_t)out || (uintptr_t)in + len < (uintptr_t)in)
		return AESALT_ERR_BAD_INPUT; /* a range that wraps: no real buffer */
	/* Partial overlap.  out < in: output piece i covers only input that
	 * pieces up to i have read, so any piece size gives the loop's result.
	 * out > in: a piece of the output overwrites input the next unit
	 * reads, so unit by unit, as the stack's loop. */
	if ((uintptr_t)out < (uintptr_t)in)
		step = RUN_BUF;
	else if (unit != 0)
		step = unit;
	else
		return AESALT_ERR_BAD_INPUT;
	ret = AESALT_OK;
	while (len > 0 && ret == AESALT_OK) {
		size_t n = len < step ? len : step;
		memcpy(buf, in, n);
		ret = fn(arg, buf, buf, n);
		if (ret == AESALT_OK)
			memcpy(out, buf, n);
		in += n;
		out += n;
		len -= n;
	}
	aesalt_wipe(buf, sizeof buf);
	return ret;
}
