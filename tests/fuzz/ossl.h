/* SPDX-License-Identifier: Apache-2.0 */
/*
 * OpenSSL's EVP as the second reference of the host libFuzzer build
 * (AESALT_FUZZ_OPENSSL; the driver builds for the cross targets have no
 * OpenSSL and compare the kernels with each other only).
 */
#ifndef AESALT_TESTS_FUZZ_OSSL_H
#define AESALT_TESTS_FUZZ_OSSL_H

#ifdef AESALT_FUZZ_OPENSSL
#include <openssl/evp.h>

#include "fuzz.h"

/* An unauthenticated cipher over len bytes, no padding.  Returns 1 when
 * OpenSSL did it, 0 when it refused (e.g. its XTS with two equal keys). */
static inline int ossl_cipher(const EVP_CIPHER *c, int enc, const uint8_t *key, const uint8_t *iv,
			      const uint8_t *in, uint8_t *out, size_t len)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	int ok, n = 0, m = 0;

	FZ_CHECK(ctx != NULL && len <= 0x7fffffff, "EVP_CIPHER_CTX_new");
	ok = EVP_CipherInit_ex(ctx, c, NULL, key, iv, enc) == 1;
	if (ok)
		ok = EVP_CIPHER_CTX_set_padding(ctx, 0) == 1;
	if (ok && len != 0)
		ok = EVP_CipherUpdate(ctx, out, &n, in, (int)len) == 1;
	if (ok)
		ok = EVP_CipherFinal_ex(ctx, out + n, &m) == 1;
	EVP_CIPHER_CTX_free(ctx);
	if (ok)
		FZ_CHECK((size_t)(n + m) == len, "OpenSSL wrote %d bytes of %zu", n + m, len);
	return ok;
}

/* OpenSSL's AES-<bits>-<mode> ("ECB", "CBC", "CFB" (CFB128), "CFB8", "OFB",
 * "CTR", "XTS" (bits of one of its two keys), "GCM", "CCM"), or NULL. */
static inline const EVP_CIPHER *ossl_aes(size_t key_bytes, const char *mode)
{
	char name[32];
	snprintf(name, sizeof name, "AES-%zu-%s", key_bytes * 8, mode);
	return EVP_get_cipherbyname(name);
}
#endif

#endif /* AESALT_TESTS_FUZZ_OSSL_H */
