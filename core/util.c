/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The public face of core's own rules for the adapters: aesalt_zeroize,
 * aesalt_ct_compare (ct.h) and aesalt_check_buffers (internal.h) are
 * compiled here from the same bodies core inlines (AESALT_HELPERS_DEFINE),
 * and aesalt_run_in_order.
 */
#define AESALT_HELPERS_DEFINE 1

#include <string.h>

#include "ct.h"
#include "internal.h"

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
	    aesalt_check_buffers(out, in, len) == AESALT_OK)
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
	aesalt_zeroize(buf, sizeof buf);
	return ret;
}
