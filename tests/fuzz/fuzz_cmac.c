/* SPDX-License-Identifier: Apache-2.0 */
/*
 * CMAC, one-shot and streaming.
 *
 * Input: key length, key (32 bytes read), message length and message, the
 * streaming pieces (0..7).
 *
 * On every kernel: the one-shot MAC (refused exactly for a bad key length,
 * then writing nothing), the streaming MAC in pieces, again after the
 * implicit reset of finish and after an explicit reset following a
 * partial message.  Kernels must agree with kernel 0 and with OpenSSL.
 */
#include "fuzz.h"
#include "ossl.h"

#ifdef AESALT_FUZZ_OPENSSL
#include <openssl/core_names.h>
#include <openssl/params.h>
#endif

struct job {
	size_t key_len, len, npieces, pieces[7];
	uint8_t key[32];
	uint8_t *msg;
};

static void streaming(const struct job *j, aesalt_cmac_ctx *ctx, const char *kernel,
		      uint8_t mac[16])
{
	size_t done = 0, p = 0;
	while (done < j->len) {
		size_t n = p < j->npieces ? j->pieces[p++] : j->len - done;
		if (n > j->len - done)
			n = j->len - done;
		FZ_CHECK(aesalt_cmac_update(ctx, j->msg + done, n) == 0, "%s: cmac_update %zu",
			 kernel, n);
		done += n;
	}
	FZ_CHECK(aesalt_cmac_finish(ctx, mac) == 0, "%s: cmac_finish", kernel);
}

#ifdef AESALT_FUZZ_OPENSSL
static void openssl_check(const struct job *j, const uint8_t want[16])
{
	EVP_MAC *mac = EVP_MAC_fetch(NULL, "CMAC", NULL);
	EVP_MAC_CTX *c = mac != NULL ? EVP_MAC_CTX_new(mac) : NULL;
	char cipher[16];
	OSSL_PARAM params[2];
	uint8_t out[16];
	size_t n = 0;
	int ok;

	snprintf(cipher, sizeof cipher, "AES-%zu-CBC", j->key_len * 8);
	params[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_CIPHER, cipher, 0);
	params[1] = OSSL_PARAM_construct_end();
	ok = c != NULL && EVP_MAC_init(c, j->key, j->key_len, params) == 1 &&
	     EVP_MAC_update(c, j->msg, j->len) == 1 && EVP_MAC_final(c, out, &n, sizeof out) == 1;
	FZ_CHECK(ok && n == 16, "OpenSSL CMAC failed");
	FZ_SAME(out, want, 16, "CMAC key %zu len %zu: differs from OpenSSL", j->key_len, j->len);
	EVP_MAC_CTX_free(c);
	EVP_MAC_free(mac);
}
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fz f;
	struct job j;
	size_t nk = fz_kernel_count(), i;
	uint8_t ref[16], mac[16];
	int valid, ref_rc = 0;

	fz_init(&f, data, size);
	memset(&j, 0, sizeof j);
	j.key_len = fz_key(&f, j.key, sizeof j.key);
	j.msg = fz_msg(&f, &j.len);
	j.npieces = fz_u8(&f) % 8;
	for (i = 0; i < j.npieces; i++)
		j.pieces[i] = fz_len(&f);
	valid = j.key_len == 16 || j.key_len == 24 || j.key_len == 32;

	for (i = 0; i < nk; i++) {
		const char *kernel = fz_use_kernel(i);
		aesalt_cmac_ctx ctx;
		int rc;

		memset(mac, FZ_POISON, 16);
		rc = aesalt_cmac(j.key, j.key_len, j.msg, j.len, mac);
		FZ_CHECK((rc == 0) == valid, "%s: cmac key %zu returned %d", kernel, j.key_len, rc);
		if (i == 0) {
			ref_rc = rc;
			memcpy(ref, mac, 16);
		}
		FZ_CHECK(rc == ref_rc, "%s: returned %d, %s %d", kernel, rc, aesalt_kernel_name(0),
			 ref_rc);
		if (rc != 0) {
			FZ_UNTOUCHED(mac, 16, "%s: refused cmac wrote the MAC", kernel);
			FZ_CHECK(aesalt_cmac_setkey(&ctx, j.key, j.key_len) == rc,
				 "%s: cmac_setkey returned another code", kernel);
			continue;
		}
		FZ_SAME(mac, ref, 16, "%s: CMAC key %zu len %zu differs from %s", kernel, j.key_len,
			j.len, aesalt_kernel_name(0));

		FZ_CHECK(aesalt_cmac_setkey(&ctx, j.key, j.key_len) == 0, "%s: cmac_setkey",
			 kernel);
		FZ_CHECK(strcmp(aesalt_aes_key_kernel(&ctx.key), kernel) == 0, "%s: key by %s",
			 kernel, aesalt_aes_key_kernel(&ctx.key));
		streaming(&j, &ctx, kernel, mac);
		FZ_SAME(mac, ref, 16, "%s: CMAC len %zu in %zu pieces: streaming differs", kernel,
			j.len, j.npieces);
		/* finish resets, and so does reset after a partial message
		 * (long messages once: CMAC is one block at a time). */
		if (j.len <= 1024) {
			streaming(&j, &ctx, kernel, mac);
			FZ_SAME(mac, ref, 16, "%s: CMAC after finish's reset differs", kernel);
		}
		FZ_CHECK(aesalt_cmac_update(&ctx, j.msg, j.len % 97) == 0 &&
				 aesalt_cmac_reset(&ctx) == 0,
			 "%s: cmac_update/reset", kernel);
		streaming(&j, &ctx, kernel, mac);
		FZ_SAME(mac, ref, 16, "%s: CMAC after reset differs", kernel);
		aesalt_cmac_wipe(&ctx);
	}
	fz_use_auto();
#ifdef AESALT_FUZZ_OPENSSL
	if (valid)
		openssl_check(&j, ref);
#endif
	free(j.msg);
	return 0;
}
