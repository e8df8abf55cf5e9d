/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Mbed TLS CCM API (MBEDTLS_CCM_ALT) for Mbed TLS 2.28 and 3.6: one-shot
 * AES CCM as one call of aesalt's CCM (core/ccm.c), everything else Mbed
 * TLS's own code.
 *
 * Stock ccm.c runs the CBC-MAC and the CTR encryption one block per call
 * through the cipher layer (two calls a block); aesalt_ccm_encrypt_key /
 * aesalt_ccm_decrypt_key run them on the kernel's CBC and CTR slots over
 * the whole message.  So that everything else keeps exactly the stock
 * behaviour (the 3.6 multi-part API and its state machine, Camellia and
 * ARIA keys, every argument error), this file compiles the Mbed TLS
 * tree's own library/ccm.c over the same context (ccm_alt.h), with the
 * one-shot entry points and setkey renamed, and wraps those: a call takes
 * the aesalt path only when the context holds an AES key and every
 * argument is one stock accepts (nonce 7..13 bytes, AAD under 2^16 - 2^8
 * bytes, tag 4..16 even, or 0 for CCM*, a length that fits the nonce's
 * length field, output equal to or disjoint from input); anything else
 * goes to the stock function, which then returns the stock error.  Both
 * compute CCM as SP 800-38C defines it, so results are identical; a bad
 * tag gives MBEDTLS_ERR_CCM_AUTH_FAILED with the output wiped in both.
 */
#include "common.h" /* Mbed TLS library/: the library's private access */

#include "mbedtls/ccm.h"

#if defined(MBEDTLS_CCM_C) && defined(MBEDTLS_CCM_ALT)

#include <stdint.h>

#include "mbedtls/version.h"

#include "aesalt/aesalt.h"

/* The stock one-shot functions and setkey, under other names. */
#pragma push_macro("mbedtls_ccm_setkey")
#undef mbedtls_ccm_setkey
#define mbedtls_ccm_setkey aesalt_stock_ccm_setkey
#pragma push_macro("mbedtls_ccm_encrypt_and_tag")
#undef mbedtls_ccm_encrypt_and_tag
#define mbedtls_ccm_encrypt_and_tag aesalt_stock_ccm_encrypt_and_tag
#pragma push_macro("mbedtls_ccm_star_encrypt_and_tag")
#undef mbedtls_ccm_star_encrypt_and_tag
#define mbedtls_ccm_star_encrypt_and_tag aesalt_stock_ccm_star_encrypt_and_tag
#pragma push_macro("mbedtls_ccm_auth_decrypt")
#undef mbedtls_ccm_auth_decrypt
#define mbedtls_ccm_auth_decrypt aesalt_stock_ccm_auth_decrypt
#pragma push_macro("mbedtls_ccm_star_auth_decrypt")
#undef mbedtls_ccm_star_auth_decrypt
#define mbedtls_ccm_star_auth_decrypt aesalt_stock_ccm_star_auth_decrypt

int mbedtls_ccm_setkey(mbedtls_ccm_context *ctx, mbedtls_cipher_id_t cipher,
		       const unsigned char *key, unsigned int keybits);
int mbedtls_ccm_encrypt_and_tag(mbedtls_ccm_context *ctx, size_t length, const unsigned char *iv,
				size_t iv_len, const unsigned char *add, size_t add_len,
				const unsigned char *input, unsigned char *output,
				unsigned char *tag, size_t tag_len);
int mbedtls_ccm_star_encrypt_and_tag(mbedtls_ccm_context *ctx, size_t length,
				     const unsigned char *iv, size_t iv_len,
				     const unsigned char *add, size_t add_len,
				     const unsigned char *input, unsigned char *output,
				     unsigned char *tag, size_t tag_len);
int mbedtls_ccm_auth_decrypt(mbedtls_ccm_context *ctx, size_t length, const unsigned char *iv,
			     size_t iv_len, const unsigned char *add, size_t add_len,
			     const unsigned char *input, unsigned char *output,
			     const unsigned char *tag, size_t tag_len);
int mbedtls_ccm_star_auth_decrypt(mbedtls_ccm_context *ctx, size_t length, const unsigned char *iv,
				  size_t iv_len, const unsigned char *add, size_t add_len,
				  const unsigned char *input, unsigned char *output,
				  const unsigned char *tag, size_t tag_len);

/* Mbed TLS's ccm.c (found on the library/ include path): its body is built
 * only without MBEDTLS_CCM_ALT; its self-test stays in the library's own
 * ccm.o. */
#undef MBEDTLS_CCM_ALT
#undef MBEDTLS_SELF_TEST
#include "ccm.c"
#define MBEDTLS_CCM_ALT

#undef mbedtls_ccm_setkey
#pragma pop_macro("mbedtls_ccm_setkey")
#undef mbedtls_ccm_encrypt_and_tag
#pragma pop_macro("mbedtls_ccm_encrypt_and_tag")
#undef mbedtls_ccm_star_encrypt_and_tag
#pragma pop_macro("mbedtls_ccm_star_encrypt_and_tag")
#undef mbedtls_ccm_auth_decrypt
#pragma pop_macro("mbedtls_ccm_auth_decrypt")
#undef mbedtls_ccm_star_auth_decrypt
#pragma pop_macro("mbedtls_ccm_star_auth_decrypt")

/* see ccm.h: the stock key set-up, plus an aesalt key for AES. */
int mbedtls_ccm_setkey(mbedtls_ccm_context *ctx, mbedtls_cipher_id_t cipher,
		       const unsigned char *key, unsigned int keybits)
{
	int ret;

	if (ctx == NULL)
		return MBEDTLS_ERR_CCM_BAD_INPUT;
	aesalt_zeroize(&ctx->aesalt, sizeof ctx->aesalt);
	ret = aesalt_stock_ccm_setkey(ctx, cipher, key, keybits);
	if (ret == 0 && cipher == MBEDTLS_CIPHER_ID_AES &&
	    aesalt_aes_setkey_enc(&ctx->aesalt, key, keybits / 8) != AESALT_OK)
		aesalt_zeroize(&ctx->aesalt, sizeof ctx->aesalt);
	return ret;
}

/* Can aesalt do this call with the stock result?  tag_len 0 only for
 * CCM* (star).  Lengths are compared as 64-bit values (32-bit size_t). */
static int fast(const mbedtls_ccm_context *ctx, size_t length, size_t iv_len, size_t add_len,
		size_t tag_len, int star)
{
	size_t q = 15 - iv_len;

	if (ctx == NULL || ctx->aesalt.kernel == NULL || iv_len < 7 || iv_len > 13 ||
	    (uint64_t)add_len >= 0xFF00)
		return 0;
	if (!(tag_len == 0 && star) && (tag_len < 4 || tag_len > 16 || tag_len % 2 != 0))
		return 0;
	return q >= 8 || ((uint64_t)length >> (8 * q)) == 0;
}

static int ccm_enc(mbedtls_ccm_context *ctx, size_t length, const unsigned char *iv, size_t iv_len,
		   const unsigned char *add, size_t add_len, const unsigned char *input,
		   unsigned char *output, unsigned char *tag, size_t tag_len, int star)
{
	if (fast(ctx, length, iv_len, add_len, tag_len, star) &&
	    aesalt_ccm_encrypt_key(&ctx->aesalt, iv, iv_len, add, add_len, output, input, length,
				   tag, tag_len) == AESALT_OK) {
#if MBEDTLS_VERSION_MAJOR >= 3
		mbedtls_ccm_clear_state(ctx); /* as the stock finish leaves it */
#endif
		return 0;
	}
	return star ? aesalt_stock_ccm_star_encrypt_and_tag(ctx, length, iv, iv_len, add, add_len,
							    input, output, tag, tag_len)
		    : aesalt_stock_ccm_encrypt_and_tag(ctx, length, iv, iv_len, add, add_len, input,
						       output, tag, tag_len);
}

static int ccm_dec(mbedtls_ccm_context *ctx, size_t length, const unsigned char *iv, size_t iv_len,
		   const unsigned char *add, size_t add_len, const unsigned char *input,
		   unsigned char *output, const unsigned char *tag, size_t tag_len, int star)
{
	if (fast(ctx, length, iv_len, add_len, tag_len, star)) {
		int ret = aesalt_ccm_decrypt_key(&ctx->aesalt, iv, iv_len, add, add_len, output,
						 input, length, tag, tag_len);

		if (ret == AESALT_OK || ret == AESALT_ERR_AUTH) {
#if MBEDTLS_VERSION_MAJOR >= 3
			mbedtls_ccm_clear_state(ctx);
#endif
			return ret == AESALT_OK ? 0 : MBEDTLS_ERR_CCM_AUTH_FAILED;
		}
	}
	return star ? aesalt_stock_ccm_star_auth_decrypt(ctx, length, iv, iv_len, add, add_len,
							 input, output, tag, tag_len)
		    : aesalt_stock_ccm_auth_decrypt(ctx, length, iv, iv_len, add, add_len, input,
						    output, tag, tag_len);
}

/* see ccm.h */
int mbedtls_ccm_encrypt_and_tag(mbedtls_ccm_context *ctx, size_t length, const unsigned char *iv,
				size_t iv_len, const unsigned char *add, size_t add_len,
				const unsigned char *input, unsigned char *output,
				unsigned char *tag, size_t tag_len)
{
	return ccm_enc(ctx, length, iv, iv_len, add, add_len, input, output, tag, tag_len, 0);
}

/* see ccm.h */
int mbedtls_ccm_star_encrypt_and_tag(mbedtls_ccm_context *ctx, size_t length,
				     const unsigned char *iv, size_t iv_len,
				     const unsigned char *add, size_t add_len,
				     const unsigned char *input, unsigned char *output,
				     unsigned char *tag, size_t tag_len)
{
	return ccm_enc(ctx, length, iv, iv_len, add, add_len, input, output, tag, tag_len, 1);
}

/* see ccm.h */
int mbedtls_ccm_auth_decrypt(mbedtls_ccm_context *ctx, size_t length, const unsigned char *iv,
			     size_t iv_len, const unsigned char *add, size_t add_len,
			     const unsigned char *input, unsigned char *output,
			     const unsigned char *tag, size_t tag_len)
{
	return ccm_dec(ctx, length, iv, iv_len, add, add_len, input, output, tag, tag_len, 0);
}

/* see ccm.h */
int mbedtls_ccm_star_auth_decrypt(mbedtls_ccm_context *ctx, size_t length, const unsigned char *iv,
				  size_t iv_len, const unsigned char *add, size_t add_len,
				  const unsigned char *input, unsigned char *output,
				  const unsigned char *tag, size_t tag_len)
{
	return ccm_dec(ctx, length, iv, iv_len, add, add_len, input, output, tag, tag_len, 1);
}

#endif /* MBEDTLS_CCM_C && MBEDTLS_CCM_ALT */
