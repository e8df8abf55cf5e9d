/* SPDX-License-Identifier: Apache-2.0 */
/*
 * aesalt's one-shot API (aesalt_gcm_encrypt, aesalt_ccm_encrypt,
 * aesalt_aes_cbc, aesalt_cmac, ...), for the stack measurement only
 * (bench/footprint/fp_stack_main.c): the same messages as fp_ops.c's
 * aesalt operations, whose contexts a one-shot call holds on its own
 * stack.  Not in the measured flash image (fp_size_main.c uses the
 * streaming API only).
 */
#include <string.h>

#include "aesalt/aesalt.h"
#include "fp_ops.h"

static const uint8_t key[16] = { 0x60, 0x3d, 0xeb, 0x10, 0x15, 0xca, 0x71, 0xbe,
				 0x2b, 0x73, 0xae, 0xf0, 0x85, 0x7d, 0x77, 0x81 };
static const uint8_t iv0[16] = { 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0 };
static const uint8_t aad[16] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
static uint8_t msg[FP_MSG];
static uint8_t ct[FP_MSG];
static uint8_t pt[FP_MSG];
static uint8_t tag[16];
static uint8_t mac[16];

static int same(int r)
{
	return r != 0 ? r : memcmp(pt, msg, FP_MSG) == 0 ? 0 : -1;
}

static int gcm_enc(void)
{
	size_t i;

	for (i = 0; i < FP_MSG; i++)
		msg[i] = (uint8_t)(i * 5 + 3);
	return aesalt_gcm_encrypt(key, 16, iv0, 12, aad, 16, msg, ct, FP_MSG, tag, 16);
}

static int gcm_dec(void)
{
	return same(aesalt_gcm_decrypt(key, 16, iv0, 12, aad, 16, ct, pt, FP_MSG, tag, 16));
}

/* In place (out == in), as a TLS record is decrypted: core/gcm.c runs it
 * through the whole context, not in passes. */
static int gcm_dec_inplace(void)
{
	memcpy(pt, ct, FP_MSG);
	return same(aesalt_gcm_decrypt(key, 16, iv0, 12, aad, 16, pt, pt, FP_MSG, tag, 16));
}

static int ccm_enc(void)
{
	return aesalt_ccm_encrypt(key, 16, iv0, 13, aad, 16, msg, ct, FP_MSG, tag, 16);
}

static int ccm_dec(void)
{
	return same(aesalt_ccm_decrypt(key, 16, iv0, 13, aad, 16, ct, pt, FP_MSG, tag, 16));
}

static int cbc_enc(void)
{
	uint8_t v[16];

	memcpy(v, iv0, 16);
	return aesalt_aes_cbc(1, key, 16, v, msg, ct, FP_MSG);
}

static int cbc_dec(void)
{
	uint8_t v[16];

	memcpy(v, iv0, 16);
	return same(aesalt_aes_cbc(0, key, 16, v, ct, pt, FP_MSG));
}

static int cmac(void)
{
	return aesalt_cmac(key, 16, msg, FP_MSG, mac);
}

const struct fp_op fp_oneshot_ops[] = {
	{ "oneshot_gcm_enc", gcm_enc },
	{ "oneshot_gcm_dec", gcm_dec },
	{ "oneshot_gcm_dec_inplace", gcm_dec_inplace },
	{ "oneshot_ccm_enc", ccm_enc },
	{ "oneshot_ccm_dec", ccm_dec },
	{ "oneshot_cbc_enc", cbc_enc },
	{ "oneshot_cbc_dec", cbc_dec },
	{ "oneshot_cmac", cmac },
};
const size_t fp_oneshot_nops = sizeof(fp_oneshot_ops) / sizeof(fp_oneshot_ops[0]);
