/* SPDX-License-Identifier: Apache-2.0 */
/* ECB: the kernel's N-block slots, behind the shared checks. */
#include "internal.h"

static inline int ecb(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
		      int dec)
{
	int ret;

	if (len % 16 != 0) /* first: see aesalt.h */
		return AESALT_ERR_INPUT_LENGTH;
	ret = aesalt_check_key(key, dec);
	if (ret == AESALT_OK)
		ret = aesalt_check_buffers(out, in, len);
	if (ret != AESALT_OK)
		return ret;
	if (len == 0)
		return AESALT_OK;
	AESALT_COUNT(key->kernel);
	if (dec)
		key->kernel->aes_ecb_dec(key, out, in, len / 16);
	else
		key->kernel->aes_ecb_enc(key, out, in, len / 16);
	return AESALT_OK;
}

/* see aesalt.h */
int aesalt_ecb_enc(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len)
{
	return ecb(key, out, in, len, 0);
}

/* see aesalt.h */
int aesalt_ecb_dec(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len)
{
	return ecb(key, out, in, len, 1);
}
