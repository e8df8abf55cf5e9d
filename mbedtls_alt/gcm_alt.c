/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Mbed TLS GCM API (MBEDTLS_GCM_ALT) over aesalt, for Mbed TLS 2.28 (the
 * starts-with-AAD API) and 3.x (update_ad, buffered update and finish).
 *
 * This file only maps Mbed TLS's API and error codes: GCM itself is
 * aesalt's streaming GCM (aesalt_gcm_*, core/gcm.c), for AES over aesalt's
 * kernel and for the other 128-bit block ciphers stock Mbed TLS accepts
 * (Camellia, ARIA) over their Mbed TLS block function (the cipher layer in
 * ECB mode, or block_cipher where Mbed TLS 3.6 uses it for GCM), given to
 * aesalt_gcm_setkey_block.
 *
 * Return codes follow stock gcm.c: MBEDTLS_ERR_GCM_BAD_INPUT for bad key
 * sizes, unknown ciphers, empty or oversized IVs, AAD over 2^61 bytes,
 * messages over 2^36 - 32 bytes, tag lengths outside 4..16 and an output
 * that starts inside its input (all checked by aesalt: the message limit
 * before the buffers, as stock does; an output that starts before its
 * input goes through aesalt_run_in_order); MBEDTLS_ERR_GCM_BUFFER_TOO_SMALL (3.x) for a
 * short output; MBEDTLS_ERR_GCM_AUTH_FAILED for a bad tag, with the output
 * wiped; the block cipher's own error when it fails.  aesalt also refuses
 * what stock Mbed TLS silently miscomputes (AAD after data, update before
 * starts): MBEDTLS_ERR_GCM_BAD_INPUT.  Output is always immediate (update
 * writes exactly its input length), so finish never writes output.
 */
#include "mbedtls/gcm.h"

#if defined(MBEDTLS_GCM_C) && defined(MBEDTLS_GCM_ALT)

#include <string.h>

#include "mbedtls/platform_util.h"
#include "mbedtls/version.h"
#if MBEDTLS_VERSION_MAJOR >= 3
#include "mbedtls/error.h"
#else
#include "mbedtls/platform.h"
#endif
#if defined(MBEDTLS_BLOCK_CIPHER_C)
#include "block_cipher_internal.h" /* Mbed TLS library/ */
#endif

#include "aesalt/aesalt.h"

enum { KIND_NONE, KIND_AES, KIND_OTHER };

static int map_err(const mbedtls_gcm_context *ctx, int err)
{
	switch (err) {
	case AESALT_OK:
		return 0;
	case AESALT_ERR_AUTH:
		return MBEDTLS_ERR_GCM_AUTH_FAILED;
	case AESALT_ERR_UNSUPPORTED:
		return MBEDTLS_ERR_PLATFORM_FEATURE_UNSUPPORTED;
	case AESALT_ERR_CIPHER:
		return ctx->block_err;
	default:
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	}
}

/* ---- non-AES block ciphers --------------------------------------------- */

static void other_free(mbedtls_gcm_context *ctx)
{
#if defined(MBEDTLS_BLOCK_CIPHER_C)
	mbedtls_block_cipher_free(&ctx->block);
#elif defined(MBEDTLS_CIPHER_C)
	mbedtls_cipher_free(&ctx->block);
#else
	(void)ctx;
#endif
}

/* The aesalt_block_fn of the context's Mbed TLS cipher; bctx is the
 * mbedtls_gcm_context.  A failure is kept for map_err. */
static int other_block(void *bctx, uint8_t *out, const uint8_t *in, size_t nblocks)
{
	mbedtls_gcm_context *ctx = bctx;
	int ret = 0;

	for (; nblocks > 0 && ret == 0; nblocks--, in += 16, out += 16) {
#if defined(MBEDTLS_BLOCK_CIPHER_C)
		ret = mbedtls_block_cipher_encrypt(&ctx->block, in, out);
#elif defined(MBEDTLS_CIPHER_C)
		size_t olen = 0;
		ret = mbedtls_cipher_update(&ctx->block, in, 16, out, &olen);
#else
		ret = MBEDTLS_ERR_GCM_BAD_INPUT;
#endif
	}
	if (ret != 0)
		ctx->block_err = ret;
	return ret;
}

static int other_setkey(mbedtls_gcm_context *ctx, mbedtls_cipher_id_t cipher,
			const unsigned char *key, unsigned int keybits)
{
	int ret;

#if defined(MBEDTLS_BLOCK_CIPHER_C)
	mbedtls_block_cipher_init(&ctx->block);
	ret = mbedtls_block_cipher_setup(&ctx->block, cipher);
	if (ret == 0)
		ret = mbedtls_block_cipher_setkey(&ctx->block, key, keybits);
#elif defined(MBEDTLS_CIPHER_C)
	const mbedtls_cipher_info_t *info =
		mbedtls_cipher_info_from_values(cipher, (int)keybits, MBEDTLS_MODE_ECB);
#if MBEDTLS_VERSION_MAJOR >= 3
	if (info == NULL || mbedtls_cipher_info_get_block_size(info) != 16)
#else
	if (info == NULL || info->block_size != 16)
#endif
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	mbedtls_cipher_init(&ctx->block);
	ret = mbedtls_cipher_setup(&ctx->block, info);
	if (ret == 0)
		ret = mbedtls_cipher_setkey(&ctx->block, key, (int)keybits, MBEDTLS_ENCRYPT);
#else
	(void)cipher;
	(void)key;
	(void)keybits;
	ret = MBEDTLS_ERR_GCM_BAD_INPUT;
#endif
	if (ret != 0) {
		other_free(ctx);
		return ret;
	}
	ctx->kind = KIND_OTHER;
	return map_err(ctx, aesalt_gcm_setkey_block(&ctx->gcm, other_block, ctx));
}

/* ---- the Mbed TLS API ---------------------------------------------------- */

void mbedtls_gcm_init(mbedtls_gcm_context *ctx)
{
	if (ctx != NULL)
		memset(ctx, 0, sizeof(*ctx));
}

void mbedtls_gcm_free(mbedtls_gcm_context *ctx)
{
	if (ctx == NULL)
		return;
	if (ctx->kind == KIND_OTHER)
		other_free(ctx);
	mbedtls_platform_zeroize(ctx, sizeof(*ctx));
}

int mbedtls_gcm_setkey(mbedtls_gcm_context *ctx, mbedtls_cipher_id_t cipher,
		       const unsigned char *key, unsigned int keybits)
{
	if (keybits != 128 && keybits != 192 && keybits != 256)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	if (ctx == NULL || key == NULL)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	if (ctx->kind == KIND_OTHER)
		other_free(ctx);
	aesalt_gcm_wipe(&ctx->gcm);
	ctx->kind = KIND_NONE;
	if (cipher != MBEDTLS_CIPHER_ID_AES)
		return other_setkey(ctx, cipher, key, keybits);
	ctx->kind = KIND_AES;
	return map_err(ctx, aesalt_gcm_setkey(&ctx->gcm, key, keybits / 8));
}

/* Starts a message (both API generations).  Stock gcm.c hashes the input
 * for MBEDTLS_GCM_DECRYPT and the output for any other mode. */
static int gcm_start(mbedtls_gcm_context *ctx, int mode, const unsigned char *iv, size_t iv_len)
{
	if (ctx == NULL)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	return map_err(ctx, aesalt_gcm_start(&ctx->gcm, mode != MBEDTLS_GCM_DECRYPT, iv, iv_len));
}

static int gcm_aad(mbedtls_gcm_context *ctx, const unsigned char *add, size_t add_len)
{
	if (ctx == NULL)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	return map_err(ctx, aesalt_gcm_aad(&ctx->gcm, add, add_len));
}

/* aesalt_gcm_update as an aesalt_io_fn. */
static int gcm_piece(void *gcm, uint8_t *out, const uint8_t *in, size_t len)
{
	return aesalt_gcm_update(gcm, out, in, len);
}

/* Data (both API generations); len > 0.  An output that starts before its
 * input (allowed by Mbed TLS) in order; one inside it refused (unit 0), as
 * stock does. */
static int gcm_data(mbedtls_gcm_context *ctx, unsigned char *out, const unsigned char *in,
		    size_t len)
{
	if (ctx == NULL)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	return map_err(ctx, aesalt_run_in_order(gcm_piece, &ctx->gcm, out, in, len, 0));
}

/* Mbed TLS's tag lengths: 4..16 bytes. */
static int tag_ok(const unsigned char *tag, size_t tag_len)
{
	return tag != NULL && tag_len >= 4 && tag_len <= 16;
}

static int gcm_tag(mbedtls_gcm_context *ctx, unsigned char *tag, size_t tag_len)
{
	if (ctx == NULL || !tag_ok(tag, tag_len))
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	return map_err(ctx, aesalt_gcm_finish(&ctx->gcm, tag, tag_len));
}

/* starts, AAD and data of a one-shot call (both API generations). */
static int gcm_crypt(mbedtls_gcm_context *ctx, int mode, size_t length, const unsigned char *iv,
		     size_t iv_len, const unsigned char *add, size_t add_len,
		     const unsigned char *input, unsigned char *output)
{
	int ret = gcm_start(ctx, mode, iv, iv_len);

	if (ret == 0)
		ret = gcm_aad(ctx, add, add_len);
	if (ret == 0 && length > 0)
		ret = gcm_data(ctx, output, input, length);
	return ret;
}

#if MBEDTLS_VERSION_MAJOR >= 3

int mbedtls_gcm_starts(mbedtls_gcm_context *ctx, int mode, const unsigned char *iv, size_t iv_len)
{
	return gcm_start(ctx, mode, iv, iv_len);
}

int mbedtls_gcm_update_ad(mbedtls_gcm_context *ctx, const unsigned char *add, size_t add_len)
{
	return gcm_aad(ctx, add, add_len);
}

int mbedtls_gcm_update(mbedtls_gcm_context *ctx, const unsigned char *input, size_t input_length,
		       unsigned char *output, size_t output_size, size_t *output_length)
{
	if (output_size < input_length)
		return MBEDTLS_ERR_GCM_BUFFER_TOO_SMALL;
	if (output_length == NULL)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	*output_length = input_length;
	if (input_length == 0)
		return 0;
	return gcm_data(ctx, output, input, input_length);
}

int mbedtls_gcm_finish(mbedtls_gcm_context *ctx, unsigned char *output, size_t output_size,
		       size_t *output_length, unsigned char *tag, size_t tag_len)
{
	/* Output is immediate: finish never has any left. */
	(void)output;
	(void)output_size;
	if (output_length == NULL)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	*output_length = 0;
	return gcm_tag(ctx, tag, tag_len);
}

#else /* Mbed TLS 2.x */

int mbedtls_gcm_starts(mbedtls_gcm_context *ctx, int mode, const unsigned char *iv, size_t iv_len,
		       const unsigned char *add, size_t add_len)
{
	int ret = gcm_start(ctx, mode, iv, iv_len);

	if (ret == 0)
		ret = gcm_aad(ctx, add, add_len);
	return ret;
}

int mbedtls_gcm_update(mbedtls_gcm_context *ctx, size_t length, const unsigned char *input,
		       unsigned char *output)
{
	if (length == 0)
		return ctx == NULL ? MBEDTLS_ERR_GCM_BAD_INPUT : 0;
	return gcm_data(ctx, output, input, length);
}

int mbedtls_gcm_finish(mbedtls_gcm_context *ctx, unsigned char *tag, size_t tag_len)
{
	return gcm_tag(ctx, tag, tag_len);
}

#endif /* MBEDTLS_VERSION_MAJOR */

int mbedtls_gcm_crypt_and_tag(mbedtls_gcm_context *ctx, int mode, size_t length,
			      const unsigned char *iv, size_t iv_len, const unsigned char *add,
			      size_t add_len, const unsigned char *input, unsigned char *output,
			      size_t tag_len, unsigned char *tag)
{
	int ret = gcm_crypt(ctx, mode, length, iv, iv_len, add, add_len, input, output);

	if (ret == 0)
		ret = gcm_tag(ctx, tag, tag_len);
	return ret;
}

int mbedtls_gcm_auth_decrypt(mbedtls_gcm_context *ctx, size_t length, const unsigned char *iv,
			     size_t iv_len, const unsigned char *add, size_t add_len,
			     const unsigned char *tag, size_t tag_len, const unsigned char *input,
			     unsigned char *output)
{
	int ret;

	if (!tag_ok(tag, tag_len))
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	ret = gcm_crypt(ctx, MBEDTLS_GCM_DECRYPT, length, iv, iv_len, add, add_len, input, output);
	if (ret == 0)
		ret = map_err(ctx, aesalt_gcm_check_tag(&ctx->gcm, tag, tag_len));
	if (ret == MBEDTLS_ERR_GCM_AUTH_FAILED && length > 0)
		mbedtls_platform_zeroize(output, length);
	return ret;
}

#endif /* MBEDTLS_GCM_C && MBEDTLS_GCM_ALT */
