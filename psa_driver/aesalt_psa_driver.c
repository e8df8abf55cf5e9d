/* SPDX-License-Identifier: Apache-2.0 */
/*
 * aesalt's PSA transparent driver for AES (see aesalt_psa_driver.h).
 *
 * Everything cryptographic is aesalt's public API (aesalt.h): the modes,
 * GCM, CMAC, CCM one-shot, and for multi-part CCM the CBC-MAC step and CTR
 * that aesalt.h exports for such callers.  What is here is the PSA side:
 * which algorithms the driver takes, the buffering PSA's multi-part cipher
 * API defines (whole blocks out, PKCS#7), the CCM block formatting of
 * SP 800-38C A.2 for the streaming case, and the error mapping.  The
 * output of update and finish follows TF-PSA-Crypto's built-in driver
 * (drivers/builtin/src/psa_crypto_cipher.c) byte for byte, so that the
 * core and its test suites see the same lengths.
 */
#include "aesalt_psa_driver.h"

#include <string.h>

#ifdef AESALT_PSA_TEST_HOOKS
#include <stdio.h>
#include <stdlib.h>
#endif

/* ---- common --------------------------------------------------------- */

#ifdef AESALT_PSA_TEST_HOOKS
static unsigned long calls;
static int calls_registered;

static void calls_report(void)
{
	const char *path = getenv("AESALT_PSA_CALLS_FILE");
	FILE *f;

	if (path == NULL || *path == '\0')
		return;
	f = fopen(path, "a");
	if (f == NULL)
		return;
	fprintf(f, "aesalt-psa-calls %lu\n", calls);
	fclose(f);
}

static void count(void)
{
	if (!calls_registered) {
		calls_registered = 1;
		atexit(calls_report);
	}
	calls++;
}
#else
#define count() ((void)0)
#endif

/* see aesalt_psa_driver.h */
unsigned long aesalt_psa_driver_calls(void)
{
#ifdef AESALT_PSA_TEST_HOOKS
	return calls;
#else
	return 0;
#endif
}

static psa_status_t status_of(int err)
{
	switch (err) {
	case AESALT_OK:
		return PSA_SUCCESS;
	case AESALT_ERR_AUTH:
		return PSA_ERROR_INVALID_SIGNATURE;
	case AESALT_ERR_UNSUPPORTED:
		return PSA_ERROR_NOT_SUPPORTED;
	case AESALT_ERR_BAD_INPUT:
	case AESALT_ERR_KEY_LENGTH:
	case AESALT_ERR_INPUT_LENGTH:
		return PSA_ERROR_INVALID_ARGUMENT;
	default:
		return PSA_ERROR_GENERIC_ERROR;
	}
}

/* An AES key of a size aesalt takes; the core validated the material at
 * import, the key's size is its bits. */
static int aes_key(const psa_key_attributes_t *attributes, size_t key_buffer_size)
{
	size_t bits = psa_get_key_bits(attributes);

	return psa_get_key_type(attributes) == PSA_KEY_TYPE_AES &&
	       (bits == 128 || bits == 192 || bits == 256) && key_buffer_size == bits / 8;
}

/* ---- cipher --------------------------------------------------------- */

static int cipher_alg(psa_algorithm_t alg)
{
	switch (alg) {
	case PSA_ALG_ECB_NO_PADDING:
	case PSA_ALG_CBC_NO_PADDING:
	case PSA_ALG_CBC_PKCS7:
	case PSA_ALG_CTR:
	case PSA_ALG_CFB:
	case PSA_ALG_OFB:
	case PSA_ALG_CCM_STAR_NO_TAG:
		return 1;
	default:
		return 0;
	}
}

static int uses_dec_key(const aesalt_psa_cipher_operation_t *op)
{
	return !op->encrypt && (op->alg == PSA_ALG_ECB_NO_PADDING ||
				op->alg == PSA_ALG_CBC_NO_PADDING || op->alg == PSA_ALG_CBC_PKCS7);
}

static psa_status_t cipher_setup(aesalt_psa_cipher_operation_t *op,
				 const psa_key_attributes_t *attributes, const uint8_t *key_buffer,
				 size_t key_buffer_size, psa_algorithm_t alg, int encrypt)
{
	int err;

	if (!aes_key(attributes, key_buffer_size) || !cipher_alg(alg))
		return PSA_ERROR_NOT_SUPPORTED;
	memset(op, 0, sizeof(*op));
	op->alg = alg;
	op->encrypt = (uint8_t)encrypt;
	op->iv_len = (uint8_t)PSA_CIPHER_IV_LENGTH(PSA_KEY_TYPE_AES, alg);
	if (uses_dec_key(op))
		err = aesalt_aes_setkey_dec(&op->key, key_buffer, key_buffer_size);
	else
		err = aesalt_aes_setkey_enc(&op->key, key_buffer, key_buffer_size);
	if (err == AESALT_OK && (alg == PSA_ALG_CFB || alg == PSA_ALG_OFB)) {
		/* A build without CFB/OFB (AESALT_CFB_OFB=OFF) says so here,
		 * so that the core can fall back. */
		size_t off = 0;

		err = alg == PSA_ALG_OFB ? aesalt_ofb(&op->key, NULL, NULL, 0, op->iv, &off)
					 : aesalt_cfb128_enc(&op->key, NULL, NULL, 0, op->iv, &off);
	}
	if (err != AESALT_OK) {
		aesalt_zeroize(op, sizeof(*op));
		return status_of(err);
	}
	count();
	return PSA_SUCCESS;
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_cipher_encrypt_setup(aesalt_psa_cipher_operation_t *operation,
					     const psa_key_attributes_t *attributes,
					     const uint8_t *key_buffer, size_t key_buffer_size,
					     psa_algorithm_t alg)
{
	return cipher_setup(operation, attributes, key_buffer, key_buffer_size, alg, 1);
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_cipher_decrypt_setup(aesalt_psa_cipher_operation_t *operation,
					     const psa_key_attributes_t *attributes,
					     const uint8_t *key_buffer, size_t key_buffer_size,
					     psa_algorithm_t alg)
{
	return cipher_setup(operation, attributes, key_buffer, key_buffer_size, alg, 0);
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_cipher_set_iv(aesalt_psa_cipher_operation_t *operation, const uint8_t *iv,
				      size_t iv_length)
{
	aesalt_psa_cipher_operation_t *op = operation;

	if (iv_length != op->iv_len)
		return PSA_ERROR_INVALID_ARGUMENT;
	if (op->alg == PSA_ALG_CCM_STAR_NO_TAG) {
		/* CCM* without a tag is CCM's CTR part: counter block A1 =
		 * flags (L - 1 = 1) | 13-byte nonce | 2-byte counter 1. */
		memset(op->iv, 0, 16);
		op->iv[0] = 1;
		memcpy(op->iv + 1, iv, 13);
		op->iv[15] = 1;
	} else {
		memcpy(op->iv, iv, iv_length);
	}
	op->off = 0;
	return PSA_SUCCESS;
}

/* The whole blocks of ECB or CBC, len % 16 == 0. */
static int blocks(aesalt_psa_cipher_operation_t *op, uint8_t *out, const uint8_t *in, size_t len)
{
	if (op->alg == PSA_ALG_ECB_NO_PADDING)
		return op->encrypt ? aesalt_ecb_enc(&op->key, out, in, len)
				   : aesalt_ecb_dec(&op->key, out, in, len);
	return op->encrypt ? aesalt_cbc_enc(&op->key, out, in, len, op->iv)
			   : aesalt_cbc_dec(&op->key, out, in, len, op->iv);
}

static int stream(aesalt_psa_cipher_operation_t *op, uint8_t *out, const uint8_t *in, size_t len)
{
	switch (op->alg) {
	case PSA_ALG_CFB:
		return op->encrypt ? aesalt_cfb128_enc(&op->key, out, in, len, op->iv, &op->off)
				   : aesalt_cfb128_dec(&op->key, out, in, len, op->iv, &op->off);
	case PSA_ALG_OFB:
		return aesalt_ofb(&op->key, out, in, len, op->iv, &op->off);
	default: /* CTR, CCM_STAR_NO_TAG */
		return aesalt_ctr(&op->key, out, in, len, op->iv, op->ks, &op->off);
	}
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_cipher_update(aesalt_psa_cipher_operation_t *operation,
				      const uint8_t *input, size_t input_length, uint8_t *output,
				      size_t output_size, size_t *output_length)
{
	aesalt_psa_cipher_operation_t *op = operation;
	size_t total, keep, done;
	int err;

	*output_length = 0;
	if (PSA_ALG_IS_STREAM_CIPHER(op->alg)) {
		if (output_size < input_length)
			return PSA_ERROR_BUFFER_TOO_SMALL;
		err = stream(op, output, input, input_length);
		if (err != AESALT_OK)
			return status_of(err);
		*output_length = input_length;
		return PSA_SUCCESS;
	}
	/* Block modes: whole blocks out, the rest kept; PKCS#7 decryption
	 * keeps the last block (1..16 bytes) for finish.  The size check is
	 * the built-in driver's. */
	total = op->buf_len + input_length;
	if (output_size < total / 16 * 16)
		return PSA_ERROR_BUFFER_TOO_SMALL;
	if (op->alg == PSA_ALG_CBC_PKCS7 && !op->encrypt)
		keep = total == 0 ? 0 : (total - 1) % 16 + 1;
	else
		keep = total % 16;
	done = 0;
	if (total - keep > 0 && op->buf_len > 0) {
		/* The kept bytes and the first of the input make one block.
		 * In place, the output would then run ahead of the input it
		 * has not read: refused as Mbed TLS's cipher layer does (the
		 * core passes copies of the caller's buffers anyway). */
		size_t take = 16u - op->buf_len;

		if (output == input)
			return PSA_ERROR_INVALID_ARGUMENT;
		memcpy(op->buf + op->buf_len, input, take);
		input += take;
		input_length -= take;
		op->buf_len = 0;
		err = blocks(op, output, op->buf, 16);
		if (err != AESALT_OK)
			return status_of(err);
		done = 16;
	}
	if (total - keep - done > 0) {
		size_t n = total - keep - done;

		err = blocks(op, output + done, input, n);
		if (err != AESALT_OK)
			return status_of(err);
		input += n;
		input_length -= n;
		done += n;
	}
	memcpy(op->buf + op->buf_len, input, input_length);
	op->buf_len = (uint8_t)(op->buf_len + input_length);
	*output_length = done;
	return PSA_SUCCESS;
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_cipher_finish(aesalt_psa_cipher_operation_t *operation, uint8_t *output,
				      size_t output_size, size_t *output_length)
{
	aesalt_psa_cipher_operation_t *op = operation;
	uint8_t tmp[16] = { 0 };
	size_t len = 0;
	psa_status_t status = PSA_SUCCESS;
	int err;

	if (op->alg == PSA_ALG_CBC_PKCS7 && op->encrypt) {
		uint8_t pad = (uint8_t)(16 - op->buf_len);

		memset(op->buf + op->buf_len, pad, pad);
		err = blocks(op, tmp, op->buf, 16);
		if (err != AESALT_OK)
			return status_of(err);
		len = 16;
	} else if (op->alg == PSA_ALG_CBC_PKCS7) {
		unsigned pad, bad, i;

		if (op->buf_len != 16)
			return PSA_ERROR_INVALID_ARGUMENT;
		err = blocks(op, tmp, op->buf, 16);
		if (err != AESALT_OK)
			return status_of(err);
		/* Constant time in the padding value: 1 <= pad <= 16 and the
		 * last pad bytes all equal pad. */
		pad = tmp[15];
		bad = (unsigned)((pad - 1u) >> 8) | (unsigned)((16u - pad) >> 8);
		for (i = 0; i < 16; i++) {
			unsigned in_pad = (unsigned)((15u - i - pad) >> 8) & 1u; /* i >= 16 - pad */

			bad |= in_pad & (unsigned)((tmp[i] ^ pad) != 0);
		}
		/* all ones if anything was wrong, else 0 */
		bad = 0u - (unsigned)(((bad | (0u - bad)) >> (sizeof(bad) * 8 - 1)) & 1u);
		len = (16u - pad) & (size_t)~bad;
		status = (psa_status_t)(int32_t)(bad & (uint32_t)PSA_ERROR_INVALID_PADDING);
	} else if (op->buf_len != 0) {
		return PSA_ERROR_INVALID_ARGUMENT; /* ECB, CBC without padding */
	}
	/* As the built-in driver: the output buffer gets up to one block
	 * whatever the length, so that its writes do not tell the padding. */
	if (output_size > sizeof(tmp))
		output_size = sizeof(tmp);
	if (output_size > 0)
		memcpy(output, tmp, output_size);
	aesalt_zeroize(tmp, sizeof(tmp));
	*output_length = len;
	if (output_size < len)
		return PSA_ERROR_BUFFER_TOO_SMALL;
	return status;
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_cipher_abort(aesalt_psa_cipher_operation_t *operation)
{
	aesalt_zeroize(operation, sizeof(*operation));
	return PSA_SUCCESS;
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_cipher_encrypt(const psa_key_attributes_t *attributes,
				       const uint8_t *key_buffer, size_t key_buffer_size,
				       psa_algorithm_t alg, const uint8_t *iv, size_t iv_length,
				       const uint8_t *input, size_t input_length, uint8_t *output,
				       size_t output_size, size_t *output_length)
{
	aesalt_psa_cipher_operation_t op;
	size_t n1 = 0, n2 = 0;
	psa_status_t status;

	status = cipher_setup(&op, attributes, key_buffer, key_buffer_size, alg, 1);
	if (status != PSA_SUCCESS)
		return status;
	if (iv_length > 0)
		status = aesalt_psa_cipher_set_iv(&op, iv, iv_length);
	if (status == PSA_SUCCESS)
		status = aesalt_psa_cipher_update(&op, input, input_length, output, output_size,
						  &n1);
	if (status == PSA_SUCCESS)
		status = aesalt_psa_cipher_finish(&op, output + n1, output_size - n1, &n2);
	if (status == PSA_SUCCESS)
		*output_length = n1 + n2;
	aesalt_psa_cipher_abort(&op);
	return status;
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_cipher_decrypt(const psa_key_attributes_t *attributes,
				       const uint8_t *key_buffer, size_t key_buffer_size,
				       psa_algorithm_t alg, const uint8_t *input,
				       size_t input_length, uint8_t *output, size_t output_size,
				       size_t *output_length)
{
	aesalt_psa_cipher_operation_t op;
	size_t n1 = 0, n2 = 0, iv_len;
	psa_status_t status;

	status = cipher_setup(&op, attributes, key_buffer, key_buffer_size, alg, 0);
	if (status != PSA_SUCCESS)
		return status;
	iv_len = op.iv_len; /* the core checked input_length >= iv_len */
	if (iv_len > 0)
		status = aesalt_psa_cipher_set_iv(&op, input, iv_len);
	if (status == PSA_SUCCESS)
		status = aesalt_psa_cipher_update(&op, input + iv_len, input_length - iv_len,
						  output, output_size, &n1);
	if (status == PSA_SUCCESS) {
		/* Success and bad padding alike report a length, as the
		 * built-in driver does (no branch on the padding verdict). */
		status = aesalt_psa_cipher_finish(&op, output + n1, output_size - n1, &n2);
		*output_length = n1 + n2;
	}
	aesalt_psa_cipher_abort(&op);
	return status;
}

/* ---- AEAD ----------------------------------------------------------- */

/* GCM or CCM with any tag length, else 0. */
static psa_algorithm_t aead_base(psa_algorithm_t alg)
{
	psa_algorithm_t base = PSA_ALG_AEAD_WITH_SHORTENED_TAG(alg, 0);

	if (base == PSA_ALG_AEAD_WITH_SHORTENED_TAG(PSA_ALG_GCM, 0))
		return PSA_ALG_GCM;
	if (base == PSA_ALG_AEAD_WITH_SHORTENED_TAG(PSA_ALG_CCM, 0))
		return PSA_ALG_CCM;
	return 0;
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_aead_encrypt(const psa_key_attributes_t *attributes,
				     const uint8_t *key_buffer, size_t key_buffer_size,
				     psa_algorithm_t alg, const uint8_t *nonce, size_t nonce_length,
				     const uint8_t *additional_data, size_t additional_data_length,
				     const uint8_t *plaintext, size_t plaintext_length,
				     uint8_t *ciphertext, size_t ciphertext_size,
				     size_t *ciphertext_length)
{
	psa_algorithm_t base = aead_base(alg);
	size_t tag_len = PSA_ALG_AEAD_GET_TAG_LENGTH(alg);
	int err;

	if (!aes_key(attributes, key_buffer_size) || base == 0)
		return PSA_ERROR_NOT_SUPPORTED;
	count();
	if (base == PSA_ALG_CCM && tag_len == 0)
		return PSA_ERROR_INVALID_ARGUMENT; /* aesalt's tag 0 is CCM*, a PSA cipher */
	if (ciphertext_size < plaintext_length + tag_len)
		return PSA_ERROR_BUFFER_TOO_SMALL;
	if (base == PSA_ALG_GCM)
		err = aesalt_gcm_encrypt(key_buffer, key_buffer_size, nonce, nonce_length,
					 additional_data, additional_data_length, plaintext,
					 ciphertext, plaintext_length,
					 ciphertext + plaintext_length, tag_len);
	else
		err = aesalt_ccm_encrypt(key_buffer, key_buffer_size, nonce, nonce_length,
					 additional_data, additional_data_length, plaintext,
					 ciphertext, plaintext_length,
					 ciphertext + plaintext_length, tag_len);
	if (err != AESALT_OK)
		return status_of(err);
	*ciphertext_length = plaintext_length + tag_len;
	return PSA_SUCCESS;
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_aead_decrypt(const psa_key_attributes_t *attributes,
				     const uint8_t *key_buffer, size_t key_buffer_size,
				     psa_algorithm_t alg, const uint8_t *nonce, size_t nonce_length,
				     const uint8_t *additional_data, size_t additional_data_length,
				     const uint8_t *ciphertext, size_t ciphertext_length,
				     uint8_t *plaintext, size_t plaintext_size,
				     size_t *plaintext_length)
{
	psa_algorithm_t base = aead_base(alg);
	size_t tag_len = PSA_ALG_AEAD_GET_TAG_LENGTH(alg), len;
	int err;

	if (!aes_key(attributes, key_buffer_size) || base == 0)
		return PSA_ERROR_NOT_SUPPORTED;
	count();
	if (base == PSA_ALG_CCM && tag_len == 0)
		return PSA_ERROR_INVALID_ARGUMENT; /* aesalt's tag 0 is CCM*, a PSA cipher */
	if (ciphertext_length < tag_len)
		return PSA_ERROR_INVALID_ARGUMENT;
	len = ciphertext_length - tag_len;
	if (len > plaintext_size)
		return PSA_ERROR_BUFFER_TOO_SMALL;
	/* aesalt wipes the output on a tag mismatch. */
	if (base == PSA_ALG_GCM)
		err = aesalt_gcm_decrypt(key_buffer, key_buffer_size, nonce, nonce_length,
					 additional_data, additional_data_length, ciphertext,
					 plaintext, len, ciphertext + len, tag_len);
	else
		err = aesalt_ccm_decrypt(key_buffer, key_buffer_size, nonce, nonce_length,
					 additional_data, additional_data_length, ciphertext,
					 plaintext, len, ciphertext + len, tag_len);
	if (err != AESALT_OK)
		return status_of(err);
	*plaintext_length = len;
	return PSA_SUCCESS;
}

static psa_status_t aead_setup(aesalt_psa_aead_operation_t *op,
			       const psa_key_attributes_t *attributes, const uint8_t *key_buffer,
			       size_t key_buffer_size, psa_algorithm_t alg, int encrypt)
{
	psa_algorithm_t base = aead_base(alg);
	int err;

	if (!aes_key(attributes, key_buffer_size) || base == 0)
		return PSA_ERROR_NOT_SUPPORTED;
	memset(op, 0, sizeof(*op));
	if (base == PSA_ALG_GCM)
		err = aesalt_gcm_setkey(&op->u.gcm, key_buffer, key_buffer_size);
	else
		err = aesalt_aes_setkey_enc(&op->u.ccm.key, key_buffer, key_buffer_size);
	if (err != AESALT_OK) {
		aesalt_zeroize(op, sizeof(*op));
		return status_of(err);
	}
	op->alg = base;
	op->tag_len = (uint8_t)PSA_ALG_AEAD_GET_TAG_LENGTH(alg);
	op->encrypt = (uint8_t)encrypt;
	count();
	return PSA_SUCCESS;
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_aead_encrypt_setup(aesalt_psa_aead_operation_t *operation,
					   const psa_key_attributes_t *attributes,
					   const uint8_t *key_buffer, size_t key_buffer_size,
					   psa_algorithm_t alg)
{
	return aead_setup(operation, attributes, key_buffer, key_buffer_size, alg, 1);
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_aead_decrypt_setup(aesalt_psa_aead_operation_t *operation,
					   const psa_key_attributes_t *attributes,
					   const uint8_t *key_buffer, size_t key_buffer_size,
					   psa_algorithm_t alg)
{
	return aead_setup(operation, attributes, key_buffer, key_buffer_size, alg, 0);
}

/* CCM, multi-part.  The MAC runs over B0, the encoded AAD length and the
 * AAD (zero-padded to a block), then the payload (zero-padded); buf
 * collects bytes until a whole block can go to aesalt_cbcmac. */
static int ccm_mac(aesalt_psa_ccm_state *c, const uint8_t *in, size_t len)
{
	int err = AESALT_OK;
	size_t n;

	if (c->buf_len > 0) {
		n = 16 - c->buf_len;
		if (n > len)
			n = len;
		memcpy(c->buf + c->buf_len, in, n);
		c->buf_len = (uint8_t)(c->buf_len + n);
		in += n;
		len -= n;
		if (c->buf_len < 16)
			return AESALT_OK;
		err = aesalt_cbcmac(&c->key, c->x, c->buf, 16);
		c->buf_len = 0;
	}
	n = len / 16 * 16;
	if (err == AESALT_OK && n > 0)
		err = aesalt_cbcmac(&c->key, c->x, in, n);
	memcpy(c->buf, in + n, len - n);
	c->buf_len = (uint8_t)(len - n);
	return err;
}

/* Pads the bytes in buf with zeros to a block and MACs it. */
static int ccm_mac_pad(aesalt_psa_ccm_state *c)
{
	int err = AESALT_OK;

	if (c->buf_len > 0) {
		memset(c->buf + c->buf_len, 0, 16u - c->buf_len);
		err = aesalt_cbcmac(&c->key, c->x, c->buf, 16);
		c->buf_len = 0;
	}
	return err;
}

/* Once both the nonce and the lengths are known: B0, the AAD length
 * field, the counter blocks (SP 800-38C A.2, A.3). */
static psa_status_t ccm_start(aesalt_psa_aead_operation_t *op)
{
	aesalt_psa_ccm_state *c = &op->u.ccm;
	size_t q = 15u - c->nonce_len, i;
	uint8_t b[16], hdr[10];
	size_t hlen = 0;
	int err;

	if (c->nonce_len == 0 || !c->lengths_set || c->started)
		return PSA_SUCCESS;
	if (op->tag_len < 4 || op->tag_len > 16 || op->tag_len % 2 != 0)
		return PSA_ERROR_INVALID_ARGUMENT; /* PSA's CCM has a tag (CCM* is a cipher) */
	if (q < 8 && (c->pt_len >> (8 * q)) != 0)
		return PSA_ERROR_INVALID_ARGUMENT; /* the length does not fit q bytes */
	b[0] = (uint8_t)((c->ad_len > 0 ? 0x40 : 0) | ((op->tag_len - 2) / 2) << 3 | (q - 1));
	memcpy(b + 1, c->nonce, c->nonce_len);
	for (i = 0; i < q; i++)
		b[15 - i] = (uint8_t)(i < 8 ? c->pt_len >> (8 * i) : 0);
	memset(c->x, 0, 16);
	err = aesalt_cbcmac(&c->key, c->x, b, 16);
	if (c->ad_len > 0) {
		uint64_t a = c->ad_len;

		if (a < 0xFF00) {
			hdr[hlen++] = (uint8_t)(a >> 8);
			hdr[hlen++] = (uint8_t)a;
		} else if (a <= 0xFFFFFFFFu) {
			hdr[hlen++] = 0xFF;
			hdr[hlen++] = 0xFE;
			for (i = 4; i-- > 0;)
				hdr[hlen++] = (uint8_t)(a >> (8 * i));
		} else {
			hdr[hlen++] = 0xFF;
			hdr[hlen++] = 0xFF;
			for (i = 8; i-- > 0;)
				hdr[hlen++] = (uint8_t)(a >> (8 * i));
		}
	}
	if (err == AESALT_OK)
		err = ccm_mac(c, hdr, hlen);
	/* A0 = flags (q - 1) | nonce | 0; S0 = E(K, A0) masks the tag; the
	 * payload's counter starts at A1. */
	memset(c->ctr, 0, 16);
	c->ctr[0] = (uint8_t)(q - 1);
	memcpy(c->ctr + 1, c->nonce, c->nonce_len);
	if (err == AESALT_OK)
		err = aesalt_ecb_enc(&c->key, c->s0, c->ctr, 16);
	c->ctr[15] = 1;
	c->off = 0;
	aesalt_zeroize(b, sizeof(b));
	if (err != AESALT_OK)
		return status_of(err);
	c->started = 1;
	c->ad_done = c->ad_len == 0;
	return PSA_SUCCESS;
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_aead_set_nonce(aesalt_psa_aead_operation_t *operation, const uint8_t *nonce,
				       size_t nonce_length)
{
	aesalt_psa_aead_operation_t *op = operation;

	if (op->alg == PSA_ALG_GCM)
		return status_of(aesalt_gcm_start(&op->u.gcm, op->encrypt, nonce, nonce_length));
	/* CCM: the core checked 7 <= nonce_length <= 13. */
	memcpy(op->u.ccm.nonce, nonce, nonce_length);
	op->u.ccm.nonce_len = (uint8_t)nonce_length;
	return ccm_start(op);
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_aead_set_lengths(aesalt_psa_aead_operation_t *operation, size_t ad_length,
					 size_t plaintext_length)
{
	aesalt_psa_aead_operation_t *op = operation;

	if (op->alg == PSA_ALG_GCM)
		return PSA_SUCCESS; /* GCM needs no lengths in advance */
	op->u.ccm.ad_len = ad_length;
	op->u.ccm.pt_len = plaintext_length;
	op->u.ccm.lengths_set = 1;
	return ccm_start(op);
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_aead_update_ad(aesalt_psa_aead_operation_t *operation, const uint8_t *input,
				       size_t input_length)
{
	aesalt_psa_aead_operation_t *op = operation;

	if (op->alg == PSA_ALG_GCM)
		return status_of(aesalt_gcm_aad(&op->u.gcm, input, input_length));
	/* CCM: the core required the lengths and counts the bytes. */
	if (!op->u.ccm.started)
		return PSA_ERROR_BAD_STATE;
	return status_of(ccm_mac(&op->u.ccm, input, input_length));
}

/* CCM: the AAD ends at the first payload byte or at finish. */
static int ccm_end_ad(aesalt_psa_ccm_state *c)
{
	int err = AESALT_OK;

	if (!c->ad_done) {
		err = ccm_mac_pad(c);
		c->ad_done = 1;
	}
	return err;
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_aead_update(aesalt_psa_aead_operation_t *operation, const uint8_t *input,
				    size_t input_length, uint8_t *output, size_t output_size,
				    size_t *output_length)
{
	aesalt_psa_aead_operation_t *op = operation;
	aesalt_psa_ccm_state *c = &op->u.ccm;
	int err;

	if (output_size < input_length)
		return PSA_ERROR_BUFFER_TOO_SMALL;
	if (op->alg == PSA_ALG_GCM) {
		err = aesalt_gcm_update(&op->u.gcm, output, input, input_length);
	} else {
		if (!c->started)
			return PSA_ERROR_BAD_STATE;
		err = ccm_end_ad(c);
		/* The MAC is over the plaintext: before encrypting (the
		 * output may be the input), after decrypting. */
		if (err == AESALT_OK && op->encrypt)
			err = ccm_mac(c, input, input_length);
		if (err == AESALT_OK)
			err = aesalt_ctr(&c->key, output, input, input_length, c->ctr, c->ks,
					 &c->off);
		if (err == AESALT_OK && !op->encrypt)
			err = ccm_mac(c, output, input_length);
	}
	if (err != AESALT_OK)
		return status_of(err);
	*output_length = input_length;
	return PSA_SUCCESS;
}

/* CCM's tag: the CBC-MAC of everything, masked with S0. */
static psa_status_t ccm_tag(aesalt_psa_aead_operation_t *op, uint8_t tag[16])
{
	aesalt_psa_ccm_state *c = &op->u.ccm;
	psa_status_t status;
	int err;
	size_t i;

	if (!c->started && c->nonce_len != 0 && !c->lengths_set) {
		/* Finish with a nonce and no lengths (the core allows it when
		 * no data came): the tag of the empty message. */
		c->lengths_set = 1;
		status = ccm_start(op);
		if (status != PSA_SUCCESS)
			return status;
	}
	if (!c->started)
		return PSA_ERROR_BAD_STATE;
	err = ccm_end_ad(c);
	if (err == AESALT_OK)
		err = ccm_mac_pad(c);
	if (err != AESALT_OK)
		return status_of(err);
	for (i = 0; i < 16; i++)
		tag[i] = (uint8_t)(c->x[i] ^ c->s0[i]);
	return PSA_SUCCESS;
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_aead_finish(aesalt_psa_aead_operation_t *operation, uint8_t *ciphertext,
				    size_t ciphertext_size, size_t *ciphertext_length, uint8_t *tag,
				    size_t tag_size, size_t *tag_length)
{
	aesalt_psa_aead_operation_t *op = operation;
	uint8_t t[16];
	psa_status_t status;

	(void)ciphertext;
	(void)ciphertext_size;
	if (tag_size < op->tag_len)
		return PSA_ERROR_BUFFER_TOO_SMALL;
	if (op->alg == PSA_ALG_GCM)
		status = status_of(aesalt_gcm_finish(&op->u.gcm, t, op->tag_len));
	else
		status = ccm_tag(op, t);
	if (status == PSA_SUCCESS) {
		memcpy(tag, t, op->tag_len);
		*tag_length = op->tag_len;
		*ciphertext_length = 0; /* both stream: nothing left to write */
	}
	aesalt_zeroize(t, sizeof(t));
	return status;
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_aead_verify(aesalt_psa_aead_operation_t *operation, uint8_t *plaintext,
				    size_t plaintext_size, size_t *plaintext_length,
				    const uint8_t *tag, size_t tag_length)
{
	aesalt_psa_aead_operation_t *op = operation;
	uint8_t t[16];
	psa_status_t status;

	(void)plaintext;
	(void)plaintext_size;
	if (tag_length != op->tag_len)
		return PSA_ERROR_INVALID_SIGNATURE;
	if (op->alg == PSA_ALG_GCM) {
		status = status_of(aesalt_gcm_check_tag(&op->u.gcm, tag, tag_length));
	} else {
		status = ccm_tag(op, t);
		if (status == PSA_SUCCESS)
			status = status_of(aesalt_ct_compare(t, tag, tag_length));
	}
	aesalt_zeroize(t, sizeof(t));
	if (status == PSA_SUCCESS)
		*plaintext_length = 0;
	return status;
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_aead_abort(aesalt_psa_aead_operation_t *operation)
{
	aesalt_zeroize(operation, sizeof(*operation));
	return PSA_SUCCESS;
}

/* ---- MAC ------------------------------------------------------------ */

static psa_status_t mac_setup(aesalt_psa_mac_operation_t *op,
			      const psa_key_attributes_t *attributes, const uint8_t *key_buffer,
			      size_t key_buffer_size, psa_algorithm_t alg)
{
	int err;

	if (!aes_key(attributes, key_buffer_size) || PSA_ALG_FULL_LENGTH_MAC(alg) != PSA_ALG_CMAC)
		return PSA_ERROR_NOT_SUPPORTED;
	memset(op, 0, sizeof(*op));
	err = aesalt_cmac_setkey(&op->cmac, key_buffer, key_buffer_size);
	if (err != AESALT_OK) {
		aesalt_zeroize(op, sizeof(*op));
		return status_of(err);
	}
	op->alg = alg;
	count();
	return PSA_SUCCESS;
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_mac_sign_setup(aesalt_psa_mac_operation_t *operation,
				       const psa_key_attributes_t *attributes,
				       const uint8_t *key_buffer, size_t key_buffer_size,
				       psa_algorithm_t alg)
{
	return mac_setup(operation, attributes, key_buffer, key_buffer_size, alg);
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_mac_verify_setup(aesalt_psa_mac_operation_t *operation,
					 const psa_key_attributes_t *attributes,
					 const uint8_t *key_buffer, size_t key_buffer_size,
					 psa_algorithm_t alg)
{
	return mac_setup(operation, attributes, key_buffer, key_buffer_size, alg);
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_mac_update(aesalt_psa_mac_operation_t *operation, const uint8_t *input,
				   size_t input_length)
{
	return status_of(aesalt_cmac_update(&operation->cmac, input, input_length));
}

/* see aesalt_psa_driver.h; the core asks for its (possibly truncated)
 * MAC length in mac_size. */
psa_status_t aesalt_psa_mac_sign_finish(aesalt_psa_mac_operation_t *operation, uint8_t *mac,
					size_t mac_size, size_t *mac_length)
{
	uint8_t m[16];
	int err;

	if (mac_size > sizeof(m))
		return PSA_ERROR_INVALID_ARGUMENT;
	err = aesalt_cmac_finish(&operation->cmac, m);
	if (err == AESALT_OK) {
		memcpy(mac, m, mac_size);
		*mac_length = mac_size;
	}
	aesalt_zeroize(m, sizeof(m));
	return status_of(err);
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_mac_verify_finish(aesalt_psa_mac_operation_t *operation, const uint8_t *mac,
					  size_t mac_length)
{
	uint8_t m[16];
	int err;

	if (mac_length > sizeof(m))
		return PSA_ERROR_INVALID_ARGUMENT;
	err = aesalt_cmac_finish(&operation->cmac, m);
	if (err == AESALT_OK)
		err = aesalt_ct_compare(m, mac, mac_length);
	aesalt_zeroize(m, sizeof(m));
	return status_of(err);
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_mac_abort(aesalt_psa_mac_operation_t *operation)
{
	aesalt_zeroize(operation, sizeof(*operation));
	return PSA_SUCCESS;
}

/* see aesalt_psa_driver.h */
psa_status_t aesalt_psa_mac_compute(const psa_key_attributes_t *attributes,
				    const uint8_t *key_buffer, size_t key_buffer_size,
				    psa_algorithm_t alg, const uint8_t *input, size_t input_length,
				    uint8_t *mac, size_t mac_size, size_t *mac_length)
{
	aesalt_psa_mac_operation_t op;
	psa_status_t status;

	status = mac_setup(&op, attributes, key_buffer, key_buffer_size, alg);
	if (status != PSA_SUCCESS)
		return status;
	status = aesalt_psa_mac_update(&op, input, input_length);
	if (status == PSA_SUCCESS)
		status = aesalt_psa_mac_sign_finish(&op, mac, mac_size, mac_length);
	aesalt_psa_mac_abort(&op);
	return status;
}
