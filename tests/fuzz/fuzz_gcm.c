/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GCM, one-shot and streaming.
 *
 * Input: key length, key (32 bytes read), IV length (0..79) and IV, AAD
 * length and AAD, message length and message, tag length (0..17), the
 * streaming pieces of the AAD (0..3) and of the message (0..7), and where
 * to flip one bit for the forgery (ciphertext, tag or AAD).
 *
 * On every kernel: one-shot encryption (refused exactly when the key,
 * IV or tag length is invalid, then writing nothing); streaming encryption
 * in pieces; one-shot and streaming decryption, also in place; the
 * forgery must fail with AESALT_ERR_AUTH and an all-zero output.  Kernels
 * must agree with kernel 0 and with OpenSSL.
 */
#include "fuzz.h"
#include "ossl.h"

struct job {
	size_t key_len, iv_len, aad_len, len, tag_len;
	uint8_t key[32], iv[80];
	uint8_t *aad, *msg;
	size_t naad, aad_pieces[3], nmsg, msg_pieces[7];
	unsigned flip_where, flip_pos, flip_bit;
};

static int key_ok(size_t n)
{
	return n == 16 || n == 24 || n == 32;
}

/* Streaming: setkey, start, the AAD and then the message in pieces,
 * finish.  Returns the tag in tag (tag_len 1..16). */
static void streaming(const struct job *j, const char *kernel, int enc, const uint8_t *in,
		      uint8_t *out, uint8_t *tag)
{
	aesalt_gcm_ctx ctx;
	size_t done = 0, p = 0;

	FZ_CHECK(aesalt_gcm_setkey(&ctx, j->key, j->key_len) == 0, "%s: gcm_setkey", kernel);
	FZ_CHECK(strcmp(aesalt_aes_key_kernel(&ctx.key), kernel) == 0, "%s: key by %s", kernel,
		 aesalt_aes_key_kernel(&ctx.key));
	FZ_CHECK(aesalt_gcm_start(&ctx, enc, j->iv, j->iv_len) == 0, "%s: gcm_start", kernel);
	while (done < j->aad_len || p == 0) {
		size_t n = p < j->naad ? j->aad_pieces[p] : j->aad_len - done;
		if (n > j->aad_len - done)
			n = j->aad_len - done;
		FZ_CHECK(aesalt_gcm_aad(&ctx, j->aad + done, n) == 0, "%s: gcm_aad %zu", kernel, n);
		done += n;
		p++;
		if (done == j->aad_len)
			break;
	}
	done = 0;
	p = 0;
	while (done < j->len || p == 0) {
		size_t n = p < j->nmsg ? j->msg_pieces[p] : j->len - done;
		if (n > j->len - done)
			n = j->len - done;
		FZ_CHECK(aesalt_gcm_update(&ctx, out + done, in + done, n) == 0,
			 "%s: gcm_update %zu at %zu", kernel, n, done);
		done += n;
		p++;
		if (done == j->len)
			break;
	}
	/* No AAD after the message. */
	FZ_CHECK(aesalt_gcm_aad(&ctx, j->aad, j->aad_len) == AESALT_ERR_BAD_INPUT,
		 "%s: gcm_aad accepted after gcm_update", kernel);
	FZ_CHECK(aesalt_gcm_finish(&ctx, tag, j->tag_len) == 0, "%s: gcm_finish %zu", kernel,
		 j->tag_len);
	aesalt_gcm_wipe(&ctx);
}

#ifdef AESALT_FUZZ_OPENSSL
static void openssl_check(const struct job *j, const uint8_t *ct, const uint8_t *tag)
{
	EVP_CIPHER_CTX *c = EVP_CIPHER_CTX_new();
	uint8_t *out = fz_alloc(j->len), t[16];
	int n = 0, ok;

	ok = c != NULL &&
	     EVP_EncryptInit_ex(c, ossl_aes(j->key_len, "GCM"), NULL, NULL, NULL) == 1 &&
	     EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_GCM_SET_IVLEN, (int)j->iv_len, NULL) == 1 &&
	     EVP_EncryptInit_ex(c, NULL, NULL, j->key, j->iv) == 1 &&
	     (j->aad_len == 0 || EVP_EncryptUpdate(c, NULL, &n, j->aad, (int)j->aad_len) == 1) &&
	     (j->len == 0 || EVP_EncryptUpdate(c, out, &n, j->msg, (int)j->len) == 1) &&
	     EVP_EncryptFinal_ex(c, t, &n) == 1 &&
	     EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_GCM_GET_TAG, (int)j->tag_len, t) == 1;
	FZ_CHECK(ok, "OpenSSL GCM failed (iv %zu, tag %zu)", j->iv_len, j->tag_len);
	FZ_SAME(out, ct, j->len,
		"GCM key %zu iv %zu aad %zu len %zu: ciphertext differs from OpenSSL", j->key_len,
		j->iv_len, j->aad_len, j->len);
	FZ_SAME(t, tag, j->tag_len, "GCM key %zu iv %zu aad %zu len %zu: tag differs from OpenSSL",
		j->key_len, j->iv_len, j->aad_len, j->len);
	EVP_CIPHER_CTX_free(c);
	free(out);
}
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fz f;
	struct job j;
	size_t nk = fz_kernel_count(), i;
	uint8_t *ref_ct, *out, *buf, *bad_aad, ref_tag[16], ref_stag[16], tag[16], bad_tag[16];
	int oneshot_ok, stream_ok, ref_rc = 0;

	fz_init(&f, data, size);
	memset(&j, 0, sizeof j);
	j.key_len = fz_key(&f, j.key, sizeof j.key);
	j.iv_len = fz_u8(&f) % 80;
	fz_bytes(&f, j.iv, j.iv_len);
	j.aad = fz_msg(&f, &j.aad_len);
	j.msg = fz_msg(&f, &j.len);
	j.tag_len = fz_u8(&f) % 18;
	j.naad = fz_u8(&f) % 4;
	for (i = 0; i < j.naad; i++)
		j.aad_pieces[i] = fz_len(&f);
	j.nmsg = fz_u8(&f) % 8;
	for (i = 0; i < j.nmsg; i++)
		j.msg_pieces[i] = fz_len(&f);
	j.flip_where = fz_u8(&f) % 3;
	j.flip_pos = fz_u16(&f);
	j.flip_bit = fz_u8(&f) & 7;

	oneshot_ok = key_ok(j.key_len) && j.iv_len >= 1 && j.tag_len >= 4 && j.tag_len <= 16;
	stream_ok = key_ok(j.key_len) && j.iv_len >= 1 && j.tag_len >= 1 && j.tag_len <= 16;
	ref_ct = fz_alloc(j.len);
	out = fz_alloc(j.len);
	buf = fz_alloc(j.len);
	bad_aad = fz_alloc(j.aad_len);
	for (i = 0; i < nk; i++) {
		const char *kernel = fz_use_kernel(i);
		int rc;

		memset(out, FZ_POISON, j.len);
		memset(tag, FZ_POISON, 16);
		rc = aesalt_gcm_encrypt(j.key, j.key_len, j.iv, j.iv_len, j.aad, j.aad_len, j.msg,
					out, j.len, tag, j.tag_len);
		FZ_CHECK((rc == 0) == oneshot_ok,
			 "%s: gcm_encrypt key %zu iv %zu tag %zu returned %d", kernel, j.key_len,
			 j.iv_len, j.tag_len, rc);
		if (i == 0)
			ref_rc = rc;
		FZ_CHECK(rc == ref_rc, "%s: returned %d, %s %d", kernel, rc, aesalt_kernel_name(0),
			 ref_rc);
		if (rc != 0) {
			FZ_UNTOUCHED(out, j.len, "%s: refused gcm_encrypt wrote byte %zu", kernel,
				     fz_written(out, j.len));
			FZ_UNTOUCHED(tag, 16, "%s: refused gcm_encrypt wrote the tag", kernel);
			memset(bad_tag, 0, 16);
			FZ_CHECK(aesalt_gcm_decrypt(j.key, j.key_len, j.iv, j.iv_len, j.aad,
						    j.aad_len, out, out, j.len, bad_tag,
						    j.tag_len) == rc,
				 "%s: gcm_decrypt of an invalid job returned another code", kernel);
		} else {
			if (i == 0) {
				memcpy(ref_ct, out, j.len);
				memcpy(ref_tag, tag, 16);
			}
			FZ_SAME(out, ref_ct, j.len,
				"%s: GCM iv %zu aad %zu len %zu: ciphertext differs from %s",
				kernel, j.iv_len, j.aad_len, j.len, aesalt_kernel_name(0));
			FZ_SAME(tag, ref_tag, 16, "%s: GCM iv %zu aad %zu len %zu: tag differs",
				kernel, j.iv_len, j.aad_len, j.len);

			/* Decryption, out of place and in place. */
			memset(buf, FZ_POISON, j.len);
			rc = aesalt_gcm_decrypt(j.key, j.key_len, j.iv, j.iv_len, j.aad, j.aad_len,
						ref_ct, buf, j.len, ref_tag, j.tag_len);
			FZ_CHECK(rc == 0, "%s: gcm_decrypt of a good message returned %d", kernel,
				 rc);
			FZ_SAME(buf, j.msg, j.len, "%s: gcm_decrypt len %zu: wrong plaintext",
				kernel, j.len);
			memcpy(buf, ref_ct, j.len);
			rc = aesalt_gcm_decrypt(j.key, j.key_len, j.iv, j.iv_len, j.aad, j.aad_len,
						buf, buf, j.len, ref_tag, j.tag_len);
			FZ_CHECK(rc == 0, "%s: in-place gcm_decrypt returned %d", kernel, rc);
			FZ_SAME(buf, j.msg, j.len, "%s: in-place gcm_decrypt: wrong plaintext",
				kernel);

			/* The forgery: one bit flipped. */
			memcpy(buf, ref_ct, j.len);
			memcpy(bad_tag, ref_tag, 16);
			memcpy(bad_aad, j.aad, j.aad_len);
			if (j.flip_where == 0 && j.len > 0)
				buf[j.flip_pos % j.len] ^= (uint8_t)(1u << j.flip_bit);
			else if (j.flip_where == 2 && j.aad_len > 0)
				bad_aad[j.flip_pos % j.aad_len] ^= (uint8_t)(1u << j.flip_bit);
			else
				bad_tag[j.flip_pos % j.tag_len] ^= (uint8_t)(1u << j.flip_bit);
			memset(out, FZ_POISON, j.len);
			rc = aesalt_gcm_decrypt(j.key, j.key_len, j.iv, j.iv_len, bad_aad,
						j.aad_len, buf, out, j.len, bad_tag, j.tag_len);
			FZ_CHECK(rc == AESALT_ERR_AUTH,
				 "%s: forged GCM message (flip %u) returned %d", kernel,
				 j.flip_where, rc);
			FZ_CHECK(fz_all_zero(out, j.len),
				 "%s: failed gcm_decrypt left output (len %zu)", kernel, j.len);
			/* ... and in place, with NULL buffers when empty. */
			rc = aesalt_gcm_decrypt(j.key, j.key_len, j.iv, j.iv_len, bad_aad,
						j.aad_len, j.len ? buf : NULL, j.len ? buf : NULL,
						j.len, bad_tag, j.tag_len);
			FZ_CHECK(rc == AESALT_ERR_AUTH && fz_all_zero(buf, j.len),
				 "%s: forged in-place gcm_decrypt returned %d or left output",
				 kernel, rc);
		}

		if (stream_ok) {
			uint8_t stag[16];
			memset(buf, FZ_POISON, j.len);
			streaming(&j, kernel, 1, j.msg, buf, stag);
			if (i == 0)
				memcpy(ref_stag, stag, j.tag_len);
			FZ_SAME(stag, ref_stag, j.tag_len, "%s: streaming tag differs from %s",
				kernel, aesalt_kernel_name(0));
			if (oneshot_ok) {
				FZ_SAME(buf, ref_ct, j.len,
					"%s: GCM len %zu in %zu+%zu pieces: streaming differs",
					kernel, j.len, j.naad, j.nmsg);
				FZ_SAME(stag, ref_tag, j.tag_len, "%s: streaming tag differs",
					kernel);
			}
			memcpy(out, buf, j.len);
			streaming(&j, kernel, 0, out, out, stag);
			FZ_SAME(out, j.msg, j.len, "%s: streaming in-place decryption differs",
				kernel);
			FZ_SAME(stag, ref_stag, j.tag_len, "%s: streaming decryption tag differs",
				kernel);
		}
	}
	fz_use_auto();
#ifdef AESALT_FUZZ_OPENSSL
	if (oneshot_ok)
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
