/* SPDX-License-Identifier: Apache-2.0 */
/*
 * CCM and CCM* (tag length 0), one-shot and over an expanded key.
 *
 * Input: key length, key (32 bytes read), nonce length (0..15) and nonce,
 * AAD length and AAD, message length and message, tag length (0..17), and
 * where to flip one bit for the forgery (ciphertext, tag or AAD).
 *
 * On every kernel: encryption, refused exactly when the key, nonce or tag
 * length is invalid (nonce 7..13, tag 0 or even 4..16) and then writing
 * nothing; the expanded-key functions give the same bytes; decryption out
 * of place and in place; with a tag, the forgery fails with
 * AESALT_ERR_AUTH and an all-zero output.  Kernels must agree with kernel
 * 0 and with OpenSSL (which has no CCM*).
 */
#include "fuzz.h"
#include "ossl.h"

struct job {
	size_t key_len, nonce_len, aad_len, len, tag_len;
	uint8_t key[32], nonce[16];
	uint8_t *aad, *msg;
	unsigned flip_where, flip_pos, flip_bit;
};

#ifdef AESALT_FUZZ_OPENSSL
static void openssl_check(const struct job *j, const uint8_t *ct, const uint8_t *tag)
{
	EVP_CIPHER_CTX *c = EVP_CIPHER_CTX_new();
	uint8_t *out = fz_alloc(j->len), t[16];
	int n = 0, ok;

	ok = c != NULL &&
	     EVP_EncryptInit_ex(c, ossl_aes(j->key_len, "CCM"), NULL, NULL, NULL) == 1 &&
	     EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_CCM_SET_IVLEN, (int)j->nonce_len, NULL) == 1 &&
	     EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_CCM_SET_TAG, (int)j->tag_len, NULL) == 1 &&
	     EVP_EncryptInit_ex(c, NULL, NULL, j->key, j->nonce) == 1 &&
	     EVP_EncryptUpdate(c, NULL, &n, NULL, (int)j->len) == 1 &&
	     (j->aad_len == 0 || EVP_EncryptUpdate(c, NULL, &n, j->aad, (int)j->aad_len) == 1) &&
	     EVP_EncryptUpdate(c, out, &n, j->msg, (int)j->len) == 1 &&
	     EVP_EncryptFinal_ex(c, t, &n) == 1 &&
	     EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_CCM_GET_TAG, (int)j->tag_len, t) == 1;
	FZ_CHECK(ok, "OpenSSL CCM failed (nonce %zu, tag %zu)", j->nonce_len, j->tag_len);
	FZ_SAME(out, ct, j->len, "CCM key %zu nonce %zu aad %zu len %zu: differs from OpenSSL",
		j->key_len, j->nonce_len, j->aad_len, j->len);
	FZ_SAME(t, tag, j->tag_len,
		"CCM key %zu nonce %zu aad %zu len %zu: tag differs from OpenSSL", j->key_len,
		j->nonce_len, j->aad_len, j->len);
	EVP_CIPHER_CTX_free(c);
	free(out);
}
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fz f;
	struct job j;
	size_t nk = fz_kernel_count(), i;
	uint8_t *ref_ct, *out, *buf, *bad_aad, ref_tag[16], tag[16], bad_tag[16];
	int valid, ref_rc = 0;

	fz_init(&f, data, size);
	memset(&j, 0, sizeof j);
	j.key_len = fz_key(&f, j.key, sizeof j.key);
	j.nonce_len = fz_u8(&f) % 16;
	fz_bytes(&f, j.nonce, j.nonce_len);
	j.aad = fz_msg(&f, &j.aad_len);
	j.msg = fz_msg(&f, &j.len);
	j.tag_len = fz_u8(&f) % 18;
	j.flip_where = fz_u8(&f) % 3;
	j.flip_pos = fz_u16(&f);
	j.flip_bit = fz_u8(&f) & 7;

	valid = (j.key_len == 16 || j.key_len == 24 || j.key_len == 32) && j.nonce_len >= 7 &&
		j.nonce_len <= 13 &&
		(j.tag_len == 0 || (j.tag_len >= 4 && j.tag_len <= 16 && j.tag_len % 2 == 0));
	ref_ct = fz_alloc(j.len);
	out = fz_alloc(j.len);
	buf = fz_alloc(j.len);
	bad_aad = fz_alloc(j.aad_len);
	for (i = 0; i < nk; i++) {
		const char *kernel = fz_use_kernel(i);
		aesalt_aes_key k;
		int rc;

		memset(out, FZ_POISON, j.len);
		memset(tag, FZ_POISON, 16);
		rc = aesalt_ccm_encrypt(j.key, j.key_len, j.nonce, j.nonce_len, j.aad, j.aad_len,
					j.msg, out, j.len, tag, j.tag_len);
		FZ_CHECK((rc == 0) == valid,
			 "%s: ccm_encrypt key %zu nonce %zu tag %zu returned %d", kernel, j.key_len,
			 j.nonce_len, j.tag_len, rc);
		if (i == 0)
			ref_rc = rc;
		FZ_CHECK(rc == ref_rc, "%s: returned %d, %s %d", kernel, rc, aesalt_kernel_name(0),
			 ref_rc);
		if (rc != 0) {
			FZ_UNTOUCHED(out, j.len, "%s: refused ccm_encrypt wrote byte %zu", kernel,
				     fz_written(out, j.len));
			FZ_UNTOUCHED(tag, 16, "%s: refused ccm_encrypt wrote the tag", kernel);
			continue;
		}
		FZ_UNTOUCHED(tag + j.tag_len, 16 - j.tag_len,
			     "%s: ccm_encrypt wrote past the %zu-byte tag", kernel, j.tag_len);
		if (i == 0) {
			memcpy(ref_ct, out, j.len);
			memcpy(ref_tag, tag, j.tag_len);
		}
		FZ_SAME(out, ref_ct, j.len, "%s: CCM nonce %zu aad %zu len %zu: differs from %s",
			kernel, j.nonce_len, j.aad_len, j.len, aesalt_kernel_name(0));
		FZ_SAME(tag, ref_tag, j.tag_len, "%s: CCM nonce %zu aad %zu len %zu: tag differs",
			kernel, j.nonce_len, j.aad_len, j.len);

		/* The expanded-key functions, in place. */
		memset(&k, 0, sizeof k);
		FZ_CHECK(aesalt_aes_setkey_enc(&k, j.key, j.key_len) == 0, "%s: setkey", kernel);
		memcpy(buf, j.msg, j.len);
		FZ_CHECK(aesalt_ccm_encrypt_key(&k, j.nonce, j.nonce_len, j.aad, j.aad_len, buf,
						buf, j.len, tag, j.tag_len) == 0,
			 "%s: ccm_encrypt_key", kernel);
		FZ_SAME(buf, ref_ct, j.len, "%s: ccm_encrypt_key in place differs", kernel);
		FZ_SAME(tag, ref_tag, j.tag_len, "%s: ccm_encrypt_key tag differs", kernel);
		FZ_CHECK(aesalt_ccm_decrypt_key(&k, j.nonce, j.nonce_len, j.aad, j.aad_len, buf,
						buf, j.len, ref_tag, j.tag_len) == 0,
			 "%s: ccm_decrypt_key", kernel);
		FZ_SAME(buf, j.msg, j.len, "%s: ccm_decrypt_key in place: wrong plaintext", kernel);
		aesalt_aes_key_wipe(&k);

		memset(buf, FZ_POISON, j.len);
		rc = aesalt_ccm_decrypt(j.key, j.key_len, j.nonce, j.nonce_len, j.aad, j.aad_len,
					ref_ct, buf, j.len, ref_tag, j.tag_len);
		FZ_CHECK(rc == 0, "%s: ccm_decrypt of a good message returned %d", kernel, rc);
		FZ_SAME(buf, j.msg, j.len, "%s: ccm_decrypt len %zu: wrong plaintext", kernel,
			j.len);
		if (j.tag_len == 0)
			continue; /* CCM*: nothing to authenticate */

		/* The forgery: one bit flipped. */
		memcpy(buf, ref_ct, j.len);
		memcpy(bad_tag, ref_tag, j.tag_len);
		memcpy(bad_aad, j.aad, j.aad_len);
		if (j.flip_where == 0 && j.len > 0)
			buf[j.flip_pos % j.len] ^= (uint8_t)(1u << j.flip_bit);
		else if (j.flip_where == 2 && j.aad_len > 0)
			bad_aad[j.flip_pos % j.aad_len] ^= (uint8_t)(1u << j.flip_bit);
		else
			bad_tag[j.flip_pos % j.tag_len] ^= (uint8_t)(1u << j.flip_bit);
		memset(out, FZ_POISON, j.len);
		rc = aesalt_ccm_decrypt(j.key, j.key_len, j.nonce, j.nonce_len, bad_aad, j.aad_len,
					buf, out, j.len, bad_tag, j.tag_len);
		FZ_CHECK(rc == AESALT_ERR_AUTH, "%s: forged CCM message (flip %u) returned %d",
			 kernel, j.flip_where, rc);
		FZ_CHECK(fz_all_zero(out, j.len), "%s: failed ccm_decrypt left output (len %zu)",
			 kernel, j.len);
		rc = aesalt_ccm_decrypt(j.key, j.key_len, j.nonce, j.nonce_len, bad_aad, j.aad_len,
					j.len ? buf : NULL, j.len ? buf : NULL, j.len, bad_tag,
					j.tag_len);
		FZ_CHECK(rc == AESALT_ERR_AUTH && fz_all_zero(buf, j.len),
			 "%s: forged in-place ccm_decrypt returned %d or left output", kernel, rc);
	}
	fz_use_auto();
#ifdef AESALT_FUZZ_OPENSSL
	if (ref_rc == 0 && j.tag_len != 0)
		openssl_check(&j, ref_ct, ref_tag);
#endif
	free(j.aad);
	free(j.msg);
	free(ref_ct);
	free(out);
	free(buf);
	free(bad_aad);
	return 0;
}
