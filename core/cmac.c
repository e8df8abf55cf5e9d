/* SPDX-License-Identifier: Apache-2.0 */
/*
 * CMAC (NIST SP 800-38B), streaming.  The last block is held back in buf
 * until finish, since only then is it known whether it is the final one
 * (and so takes K1 or K2).  Whole blocks before it run on the kernel's
 * CBC-encrypt slot.
 */
#include <string.h>

#include "bytes.h"
#include "ct.h"
#include "internal.h"

/* Doubling in GF(2^128), big-endian, as SP 800-38B's subkey step; the
 * reduction is a mask (L is secret). */
static void cmac_double(uint8_t out[16], const uint8_t in[16])
{
	uint64_t hi = aesalt_load_be64(in), lo = aesalt_load_be64(in + 8);
	uint64_t mask = 0 - (hi >> 63);

	hi = hi << 1 | lo >> 63;
	lo = lo << 1 ^ (mask & 0x87);
	aesalt_store_be64(out, hi);
	aesalt_store_be64(out + 8, lo);
}

/* see aesalt.h */
int aesalt_cmac_setkey(aesalt_cmac_ctx *ctx, const uint8_t *key, size_t key_len)
{
	uint8_t l[16] = { 0 };
	int ret;

	if (ctx == NULL)
		return AESALT_ERR_BAD_INPUT;
	aesalt_zeroize(ctx, sizeof *ctx);
	ret = aesalt_setkey_with(NULL, &ctx->key, key, key_len, 0);
	if (ret != AESALT_OK)
		return ret;
	aesalt_block_enc(&ctx->key, l, l);
	cmac_double(ctx->k1, l);
	cmac_double(ctx->k2, ctx->k1);
	aesalt_zeroize(l, sizeof l);
	return AESALT_OK;
}

/* see aesalt.h */
int aesalt_cmac_reset(aesalt_cmac_ctx *ctx)
{
	int ret;

	if (ctx == NULL)
		return AESALT_ERR_BAD_INPUT;
	ret = aesalt_check_key(&ctx->key, 0);
	if (ret != AESALT_OK)
		return ret;
	aesalt_zeroize(ctx->x, 16);
	aesalt_zeroize(ctx->buf, 16);
	ctx->buf_len = 0;
	return AESALT_OK;
}

/* see aesalt.h */
int aesalt_cmac_update(aesalt_cmac_ctx *ctx, const uint8_t *in, size_t len)
{
	size_t take, nblocks;
	int ret;

	if (ctx == NULL || (in == NULL && len != 0) || ctx->buf_len > 16)
		return AESALT_ERR_BAD_INPUT;
	ret = aesalt_check_key(&ctx->key, 0);
	if (ret != AESALT_OK)
		return ret;
	if (len == 0)
		return AESALT_OK;

	/* Fill buf; flush it only when more data follows. */
	take = 16u - ctx->buf_len;
	if (take > len)
		take = len;
	memcpy(ctx->buf + ctx->buf_len, in, take);
	ctx->buf_len = (uint8_t)(ctx->buf_len + take);
	in += take;
	len -= take;
	if (len == 0)
		return AESALT_OK;
	aesalt_cbcmac_blocks(&ctx->key, ctx->x, ctx->buf, 1);

	/* Keep the last block (whole or partial) back. */
	nblocks = (len - 1) / 16;
	aesalt_cbcmac_blocks(&ctx->key, ctx->x, in, nblocks);
	in += 16 * nblocks;
	len -= 16 * nblocks;
	memcpy(ctx->buf, in, len);
	ctx->buf_len = (uint8_t)len;
	return AESALT_OK;
}

/* see aesalt.h */
int aesalt_cmac_finish(aesalt_cmac_ctx *ctx, uint8_t mac[16])
{
	int ret;

	if (ctx == NULL || mac == NULL || ctx->buf_len > 16)
		return AESALT_ERR_BAD_INPUT;
	ret = aesalt_check_key(&ctx->key, 0);
	if (ret != AESALT_OK)
		return ret;
	if (ctx->buf_len == 16) {
		aesalt_xor(ctx->buf, ctx->buf, ctx->k1, 16);
	} else {
		ctx->buf[ctx->buf_len] = 0x80;
		memset(ctx->buf + ctx->buf_len + 1, 0, 15u - ctx->buf_len);
		aesalt_xor(ctx->buf, ctx->buf, ctx->k2, 16);
	}
	aesalt_cbcmac_blocks(&ctx->key, ctx->x, ctx->buf, 1);
	memcpy(mac, ctx->x, 16);
	return aesalt_cmac_reset(ctx);
}

/* see aesalt.h */
void aesalt_cmac_wipe(aesalt_cmac_ctx *ctx)
{
	if (ctx != NULL)
		aesalt_zeroize(ctx, sizeof *ctx);
}

/* see aesalt.h */
int aesalt_cmac(const uint8_t *key, size_t key_len, const uint8_t *in, size_t len, uint8_t mac[16])
{
	aesalt_cmac_ctx ctx;
	int ret;

	if (mac == NULL || (in == NULL && len != 0))
		return AESALT_ERR_BAD_INPUT;
	ret = aesalt_cmac_setkey(&ctx, key, key_len);
	if (ret == AESALT_OK)
		ret = aesalt_cmac_update(&ctx, in, len);
	if (ret == AESALT_OK)
		ret = aesalt_cmac_finish(&ctx, mac);
	aesalt_zeroize(&ctx, sizeof ctx);
	return ret;
}
