/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The footprint program's operations through one stack, chosen at compile
 * time (bench/footprint/footprint.sh):
 *   FP_STACK_MBEDTLS  the Mbed TLS 3.6 API (stock, or the aesalt shim when
 *                     built with config/mbedtls/aesalt_user_config.h)
 *   FP_STACK_WOLFSSL  the wolfCrypt API (stock, or with the aesalt device
 *                     when FP_WOLFSSL_DEVICE is set)
 *   FP_STACK_AESALT   aesalt's own API
 *   FP_STACK_PSA      the PSA Crypto API of TF-PSA-Crypto 1.0 (stock, or
 *                     with aesalt's PSA driver, psa_driver/)
 * AES-128: GCM (12-byte IV, 16 bytes of AAD), CCM (13-byte nonce, 16-byte
 * tag), CBC, CMAC, each over FP_MSG bytes, key set-up included.
 */
#include <string.h>

#include "fp_ops.h"

static const uint8_t key[16] = { 0x2b, 0x7e, 0x15, 0x16, 0x28, 0xae, 0xd2, 0xa6,
				 0xab, 0xf7, 0x15, 0x88, 0x09, 0xcf, 0x4f, 0x3c };
static const uint8_t iv[16] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 };
static const uint8_t aad[16] = { 0xfe, 0xed, 0xfa, 0xce, 0xde, 0xad, 0xbe, 0xef,
				 0xfe, 0xed, 0xfa, 0xce, 0xde, 0xad, 0xbe, 0xef };
static uint8_t msg[FP_MSG];
static uint8_t ct[FP_MSG];
static uint8_t pt[FP_MSG];
static uint8_t tag[16];
static uint8_t mac[16];

/* the decryption got the message back */
static int same(void)
{
	return memcmp(pt, msg, FP_MSG) == 0 ? 0 : -1;
}

#if defined(FP_STACK_MBEDTLS)
#include <mbedtls/aes.h>
#include <mbedtls/ccm.h>
#include <mbedtls/cipher.h>
#include <mbedtls/cmac.h>
#include <mbedtls/gcm.h>

/* The contexts a firmware keeps (static: their size is RAM, not the
 * stack of the operation). */
static mbedtls_gcm_context gcm_c;
static mbedtls_ccm_context ccm_c;
static mbedtls_aes_context aes_c;

int fp_init(void)
{
	return 0;
}

static int gcm_enc(void)
{
	int r;

	mbedtls_gcm_init(&gcm_c);
	r = mbedtls_gcm_setkey(&gcm_c, MBEDTLS_CIPHER_ID_AES, key, 128);
	if (r == 0)
		r = mbedtls_gcm_crypt_and_tag(&gcm_c, MBEDTLS_GCM_ENCRYPT, FP_MSG, iv, 12, aad, 16,
					      msg, ct, 16, tag);
	mbedtls_gcm_free(&gcm_c);
	return r;
}

static int gcm_dec(void)
{
	int r;

	mbedtls_gcm_init(&gcm_c);
	r = mbedtls_gcm_setkey(&gcm_c, MBEDTLS_CIPHER_ID_AES, key, 128);
	if (r == 0)
		r = mbedtls_gcm_auth_decrypt(&gcm_c, FP_MSG, iv, 12, aad, 16, tag, 16, ct, pt);
	mbedtls_gcm_free(&gcm_c);
	return r != 0 ? r : same();
}

static int ccm_enc(void)
{
	int r;

	mbedtls_ccm_init(&ccm_c);
	r = mbedtls_ccm_setkey(&ccm_c, MBEDTLS_CIPHER_ID_AES, key, 128);
	if (r == 0)
		r = mbedtls_ccm_encrypt_and_tag(&ccm_c, FP_MSG, iv, 13, aad, 16, msg, ct, tag, 16);
	mbedtls_ccm_free(&ccm_c);
	return r;
}

static int ccm_dec(void)
{
	int r;

	mbedtls_ccm_init(&ccm_c);
	r = mbedtls_ccm_setkey(&ccm_c, MBEDTLS_CIPHER_ID_AES, key, 128);
	if (r == 0)
		r = mbedtls_ccm_auth_decrypt(&ccm_c, FP_MSG, iv, 13, aad, 16, ct, pt, tag, 16);
	mbedtls_ccm_free(&ccm_c);
	return r != 0 ? r : same();
}

static int cbc(int enc)
{
	uint8_t v[16];
	int r;

	memcpy(v, iv, 16);
	mbedtls_aes_init(&aes_c);
	r = enc ? mbedtls_aes_setkey_enc(&aes_c, key, 128)
		: mbedtls_aes_setkey_dec(&aes_c, key, 128);
	if (r == 0)
		r = mbedtls_aes_crypt_cbc(&aes_c, enc ? MBEDTLS_AES_ENCRYPT : MBEDTLS_AES_DECRYPT,
					  FP_MSG, v, enc ? msg : ct, enc ? ct : pt);
	mbedtls_aes_free(&aes_c);
	return r;
}

static int cmac(void)
{
	return mbedtls_cipher_cmac(mbedtls_cipher_info_from_type(MBEDTLS_CIPHER_AES_128_ECB), key,
				   128, msg, FP_MSG, mac);
}

#elif defined(FP_STACK_WOLFSSL)
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <wolfssl/wolfcrypt/cmac.h>
#include <wolfssl/wolfcrypt/wc_port.h>
#if FP_WOLFSSL_DEVICE
#include "aesalt_wolfssl.h"
#endif

static Aes aes_c;

/* USER_TICKS: nothing here reads the clock. */
word32 LowResTimer(void)
{
	return 0;
}

int fp_init(void)
{
	if (wolfCrypt_Init() != 0)
		return -1;
#if FP_WOLFSSL_DEVICE
	if (aesalt_wolfssl_register() != 0)
		return -1;
#endif
	return 0;
}

static int gcm_enc(void)
{
	int r = wc_AesInit(&aes_c, NULL, INVALID_DEVID);

	if (r == 0)
		r = wc_AesGcmSetKey(&aes_c, key, 16);
	if (r == 0)
		r = wc_AesGcmEncrypt(&aes_c, ct, msg, FP_MSG, iv, 12, tag, 16, aad, 16);
	wc_AesFree(&aes_c);
	return r;
}

static int gcm_dec(void)
{
	int r = wc_AesInit(&aes_c, NULL, INVALID_DEVID);

	if (r == 0)
		r = wc_AesGcmSetKey(&aes_c, key, 16);
	if (r == 0)
		r = wc_AesGcmDecrypt(&aes_c, pt, ct, FP_MSG, iv, 12, tag, 16, aad, 16);
	wc_AesFree(&aes_c);
	return r != 0 ? r : same();
}

static int ccm_enc(void)
{
	int r = wc_AesInit(&aes_c, NULL, INVALID_DEVID);

	if (r == 0)
		r = wc_AesCcmSetKey(&aes_c, key, 16);
	if (r == 0)
		r = wc_AesCcmEncrypt(&aes_c, ct, msg, FP_MSG, iv, 13, tag, 16, aad, 16);
	wc_AesFree(&aes_c);
	return r;
}

static int ccm_dec(void)
{
	int r = wc_AesInit(&aes_c, NULL, INVALID_DEVID);

	if (r == 0)
		r = wc_AesCcmSetKey(&aes_c, key, 16);
	if (r == 0)
		r = wc_AesCcmDecrypt(&aes_c, pt, ct, FP_MSG, iv, 13, tag, 16, aad, 16);
	wc_AesFree(&aes_c);
	return r != 0 ? r : same();
}

static int cbc(int enc)
{
	int r = wc_AesInit(&aes_c, NULL, INVALID_DEVID);

	if (r == 0)
		r = wc_AesSetKey(&aes_c, key, 16, iv, enc ? AES_ENCRYPTION : AES_DECRYPTION);
	if (r == 0)
		r = enc ? wc_AesCbcEncrypt(&aes_c, ct, msg, FP_MSG)
			: wc_AesCbcDecrypt(&aes_c, pt, ct, FP_MSG);
	wc_AesFree(&aes_c);
	return r;
}

static int cmac(void)
{
	word32 n = sizeof(mac);

	return wc_AesCmacGenerate(mac, &n, msg, FP_MSG, key, 16);
}

#elif defined(FP_STACK_AESALT)
#include "aesalt/aesalt.h"

static aesalt_gcm_ctx gcm_c;
static aesalt_aes_key key_c;
static aesalt_cmac_ctx cmac_c;

int fp_init(void)
{
	return 0;
}

static int gcm_enc(void)
{
	int r = aesalt_gcm_setkey(&gcm_c, key, 16);

	if (r == 0)
		r = aesalt_gcm_start(&gcm_c, 1, iv, 12);
	if (r == 0)
		r = aesalt_gcm_aad(&gcm_c, aad, 16);
	if (r == 0)
		r = aesalt_gcm_update(&gcm_c, ct, msg, FP_MSG);
	if (r == 0)
		r = aesalt_gcm_finish(&gcm_c, tag, 16);
	aesalt_gcm_wipe(&gcm_c);
	return r;
}

static int gcm_dec(void)
{
	int r = aesalt_gcm_setkey(&gcm_c, key, 16);

	if (r == 0)
		r = aesalt_gcm_start(&gcm_c, 0, iv, 12);
	if (r == 0)
		r = aesalt_gcm_aad(&gcm_c, aad, 16);
	if (r == 0)
		r = aesalt_gcm_update(&gcm_c, pt, ct, FP_MSG);
	if (r == 0)
		r = aesalt_gcm_check_tag(&gcm_c, tag, 16);
	aesalt_gcm_wipe(&gcm_c);
	return r != 0 ? r : same();
}

static int ccm(int enc)
{
	int r = aesalt_aes_setkey_enc(&key_c, key, 16);

	if (r == 0)
		r = enc ? aesalt_ccm_encrypt_key(&key_c, iv, 13, aad, 16, ct, msg, FP_MSG, tag, 16)
			: aesalt_ccm_decrypt_key(&key_c, iv, 13, aad, 16, pt, ct, FP_MSG, tag, 16);
	aesalt_aes_key_wipe(&key_c);
	return r;
}

static int ccm_enc(void)
{
	return ccm(1);
}

static int ccm_dec(void)
{
	int r = ccm(0);

	return r != 0 ? r : same();
}

static int cbc(int enc)
{
	uint8_t v[16];
	int r = enc ? aesalt_aes_setkey_enc(&key_c, key, 16)
		    : aesalt_aes_setkey_dec(&key_c, key, 16);

	memcpy(v, iv, 16);
	if (r == 0)
		r = enc ? aesalt_cbc_enc(&key_c, ct, msg, FP_MSG, v)
			: aesalt_cbc_dec(&key_c, pt, ct, FP_MSG, v);
	aesalt_aes_key_wipe(&key_c);
	return r;
}

static int cmac(void)
{
	int r = aesalt_cmac_setkey(&cmac_c, key, 16);

	if (r == 0)
		r = aesalt_cmac_update(&cmac_c, msg, FP_MSG);
	if (r == 0)
		r = aesalt_cmac_finish(&cmac_c, mac);
	aesalt_cmac_wipe(&cmac_c);
	return r;
}

#elif defined(FP_STACK_PSA)
#include <psa/crypto.h>

/* The platform's random generator (MBEDTLS_PSA_CRYPTO_EXTERNAL_RNG,
 * bench/footprint/psa/tfpsa_config.h).  Nothing here draws from it (every
 * key is imported, every IV given): a fixed pattern, for this measuring
 * program only. */
psa_status_t mbedtls_psa_external_get_random(mbedtls_psa_external_random_context_t *context,
					     uint8_t *output, size_t output_size,
					     size_t *output_length)
{
	(void)context;
	memset(output, 0x5a, output_size);
	*output_length = output_size;
	return PSA_SUCCESS;
}

/* The multi-part cipher operation a firmware keeps (static: its size is
 * RAM); the one-shot AEAD and MAC calls hold theirs on the stack. */
static psa_cipher_operation_t cipher_op;
static uint8_t ctt[FP_MSG + 16]; /* ciphertext || tag */

int fp_init(void)
{
	return psa_crypto_init() == PSA_SUCCESS ? 0 : -1;
}

static psa_status_t import(psa_algorithm_t alg, psa_key_usage_t usage, psa_key_id_t *id)
{
	psa_key_attributes_t a = PSA_KEY_ATTRIBUTES_INIT;

	psa_set_key_type(&a, PSA_KEY_TYPE_AES);
	psa_set_key_bits(&a, 128);
	psa_set_key_algorithm(&a, alg);
	psa_set_key_usage_flags(&a, usage);
	return psa_import_key(&a, key, sizeof(key), id);
}

static int aead(psa_algorithm_t alg, size_t nlen, int enc)
{
	psa_key_id_t id = 0;
	size_t n = 0;
	psa_status_t r = import(alg, enc ? PSA_KEY_USAGE_ENCRYPT : PSA_KEY_USAGE_DECRYPT, &id);

	if (r == PSA_SUCCESS)
		r = enc ? psa_aead_encrypt(id, alg, iv, nlen, aad, 16, msg, FP_MSG, ctt,
					   sizeof(ctt), &n)
			: psa_aead_decrypt(id, alg, iv, nlen, aad, 16, ctt, sizeof(ctt), pt, FP_MSG,
					   &n);
	psa_destroy_key(id);
	if (r != PSA_SUCCESS || n != (enc ? sizeof(ctt) : FP_MSG))
		return -1;
	return enc ? 0 : same();
}

static int gcm_enc(void)
{
	return aead(PSA_ALG_GCM, 12, 1);
}

static int gcm_dec(void)
{
	return aead(PSA_ALG_GCM, 12, 0);
}

static int ccm_enc(void)
{
	return aead(PSA_ALG_CCM, 13, 1);
}

static int ccm_dec(void)
{
	return aead(PSA_ALG_CCM, 13, 0);
}

/* CBC through the multi-part API: the one-shot psa_cipher_encrypt draws
 * its IV from the generator, and the program's IV is given. */
static int cbc(int enc)
{
	psa_key_id_t id = 0;
	size_t n = 0, m = 0;
	psa_status_t r = import(PSA_ALG_CBC_NO_PADDING,
				enc ? PSA_KEY_USAGE_ENCRYPT : PSA_KEY_USAGE_DECRYPT, &id);

	cipher_op = psa_cipher_operation_init();
	if (r == PSA_SUCCESS)
		r = enc ? psa_cipher_encrypt_setup(&cipher_op, id, PSA_ALG_CBC_NO_PADDING)
			: psa_cipher_decrypt_setup(&cipher_op, id, PSA_ALG_CBC_NO_PADDING);
	if (r == PSA_SUCCESS)
		r = psa_cipher_set_iv(&cipher_op, iv, 16);
	if (r == PSA_SUCCESS)
		r = psa_cipher_update(&cipher_op, enc ? msg : ct, FP_MSG, enc ? ct : pt, FP_MSG,
				      &n);
	if (r == PSA_SUCCESS)
		r = psa_cipher_finish(&cipher_op, (enc ? ct : pt) + n, FP_MSG - n, &m);
	psa_cipher_abort(&cipher_op);
	psa_destroy_key(id);
	return r == PSA_SUCCESS && n + m == FP_MSG ? 0 : -1;
}

static int cmac(void)
{
	psa_key_id_t id = 0;
	size_t n = 0;
	psa_status_t r = import(PSA_ALG_CMAC, PSA_KEY_USAGE_SIGN_MESSAGE, &id);

	if (r == PSA_SUCCESS)
		r = psa_mac_compute(id, PSA_ALG_CMAC, msg, FP_MSG, mac, sizeof(mac), &n);
	psa_destroy_key(id);
	return r == PSA_SUCCESS && n == sizeof(mac) ? 0 : -1;
}

#else
#error "bench/footprint/fp_ops.c: define FP_STACK_MBEDTLS, FP_STACK_WOLFSSL, FP_STACK_AESALT or FP_STACK_PSA"
#endif

static int cbc_enc(void)
{
	return cbc(1);
}

static int cbc_dec(void)
{
	int r = cbc(0);

	return r != 0 ? r : same();
}

void fp_fill(void)
{
	size_t i;

	for (i = 0; i < FP_MSG; i++)
		msg[i] = (uint8_t)(i * 7 + 1);
}

const struct fp_op fp_ops[] = {
	{ "gcm_enc", gcm_enc }, { "gcm_dec", gcm_dec }, { "ccm_enc", ccm_enc },
	{ "ccm_dec", ccm_dec }, { "cbc_enc", cbc_enc }, { "cbc_dec", cbc_dec },
	{ "cmac", cmac },
};
const size_t fp_nops = sizeof(fp_ops) / sizeof(fp_ops[0]);
