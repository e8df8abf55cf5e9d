/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The public face of core's own rules (ct.h, internal.h) for the adapters:
 * the same code, not a copy of it.
 */
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
