/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The Mbed TLS shim (mbedtls_alt/, Mbed TLS 3.6): mbedtls_aes_* and
 * mbedtls_gcm_* as an application calls them, against aesalt's one-shot
 * functions.  Built in an Mbed TLS build with the shim (mbedtls_alt/
 * CMakeLists.txt), linked with its libmbedcrypto.
 *
 * Input: mode (ECB, CBC, CFB128, CFB8, OFB, CTR, XTS, GCM), direction, key
 * length, key (64 bytes read), IV/counter/tweak (16), GCM IV length and AAD,
 * tag length, message, in-place flag, the number of streaming pieces (0..7)
 * and their lengths.
 *
 * On every kernel: the mode through the shim in the pieces (ECB block by
 * block; CBC and XTS pieces rounded to whole blocks; the IV, iv_off,
 * nc_off and stream block carried across calls; GCM starts/update_ad/
 * update/finish, then crypt_and_tag and auth_decrypt of the result and of a
 * forgery), which must give the bytes of the one-shot aesalt function
 * (the shim's key schedule ran on the kernel selected) and refuse exactly
 * what aesalt refuses (key lengths, partial CBC blocks, XTS under 16
 * bytes), with Mbed TLS's error codes.  A refused shim call must leave the
 * output untouched; a forgery must fail with a zeroed output.
 */
#include "fuzz.h"

#include "mbedtls/aes.h"
#include "mbedtls/gcm.h"

enum { ECB, CBC, CFB128, CFB8, OFB, CTR, XTS, GCM, NMODES };
static const char *const mode_names[NMODES] = { "ecb", "cbc", "cfb128", "cfb8",
						"ofb", "ctr", "xts",	"gcm" };

struct job {
	int mode, enc;
	size_t key_len; /* XTS: both keys */
	uint8_t key[64], iv[16];
	size_t iv_len, aad_len, tag_len, len;
	uint8_t *aad, *in;
	size_t npieces, pieces[8];
	int inplace;
};

/* XTS over two separately expanded keys.  The shim keeps stock Mbed TLS's
 * contract, which accepts Key1 == Key2 (its suite's IEEE 1619 vector 1
 * needs it), so its answer for equal halves is this one, not
 * aesalt_aes_xts's refusal. */
static int xts_expanded(const struct job *j, uint8_t *out)
{
	aesalt_aes_key dk, tk;
	size_t h = j->key_len / 2;
	int rc;

	memset(&dk, 0, sizeof dk);
	memset(&tk, 0, sizeof tk);
	rc = (j->enc ? aesalt_aes_setkey_enc : aesalt_aes_setkey_dec)(&dk, j->key, h);
	if (rc == 0)
		rc = aesalt_aes_setkey_enc(&tk, j->key + h, h);
	if (rc == 0)
		rc = (j->enc ? aesalt_xts_enc : aesalt_xts_dec)(&dk, &tk, out, j->in, j->len,
								j->iv);
	aesalt_aes_key_wipe(&dk);
	aesalt_aes_key_wipe(&tk);
	return rc;
}

/* aesalt's answer: return code, and out (and for GCM the tag). */
static int reference(const struct job *j, uint8_t *out, uint8_t tag[16])
{
	uint8_t iv[16];
	memcpy(iv, j->iv, 16);
	switch (j->mode) {
	case ECB:
		return aesalt_aes_ecb(j->enc, j->key, j->key_len, j->in, out, j->len);
	case CBC:
		return aesalt_aes_cbc(j->enc, j->key, j->key_len, iv, j->in, out, j->len);
	case CFB128:
		return aesalt_aes_cfb128(j->enc, j->key, j->key_len, iv, j->in, out, j->len);
	case CFB8:
		return aesalt_aes_cfb8(j->enc, j->key, j->key_len, iv, j->in, out, j->len);
	case OFB:
		return aesalt_aes_ofb(j->key, j->key_len, iv, j->in, out, j->len);
	case CTR:
		return aesalt_aes_ctr(j->key, j->key_len, iv, j->in, out, j->len);
	case XTS:
		if ((j->key_len == 32 || j->key_len == 64) &&
		    memcmp(j->key, j->key + j->key_len / 2, j->key_len / 2) == 0) {
			FZ_CHECK(aesalt_aes_xts(j->enc, j->key, j->key_len, j->iv, j->in, out,
						j->len) == AESALT_ERR_WEAK_KEY,
				 "aesalt_aes_xts accepted Key1 == Key2");
			return xts_expanded(j, out);
		}
		return aesalt_aes_xts(j->enc, j->key, j->key_len, j->iv, j->in, out, j->len);
	default:
		return aesalt_gcm_encrypt(j->key, j->key_len, j->iv, j->iv_len, j->aad, j->aad_len,
					  j->in, out, j->len, tag, j->tag_len);
	}
}

/* The length of piece p of the message (the last takes the rest); whole
 * blocks for ECB, CBC and XTS (XTS: the rest goes with the last piece, so
 * ciphertext stealing happens in one call). */
static size_t piece(const struct job *j, size_t p, size_t done)
{
	size_t n = p + 1 < j->npieces ? j->pieces[p] : j->len - done;
	if (n > j->len - done)
		n = j->len - done;
	if ((j->mode == ECB || j->mode == CBC || j->mode == XTS) && p + 1 < j->npieces) {
		n -= n % 16;
		if (j->mode == XTS && j->len - done - n < 16)
			n = 0;
	}
	return n;
}

/* The unauthenticated modes through the shim; returns the first error. */
static int shim_aes(const struct job *j, const uint8_t *src, uint8_t *out)
{
	mbedtls_aes_context ctx;
	mbedtls_aes_xts_context xts;
	uint8_t iv[16], stream[16];
	size_t off = 0, done = 0, p, n;
	int rc = 0, mode = j->enc ? MBEDTLS_AES_ENCRYPT : MBEDTLS_AES_DECRYPT;
	unsigned bits = (unsigned)(8 * j->key_len);

	memcpy(iv, j->iv, 16);
	memset(stream, 0, sizeof stream);
	if (j->mode == XTS) {
		mbedtls_aes_xts_init(&xts);
		rc = j->enc ? mbedtls_aes_xts_setkey_enc(&xts, j->key, bits)
			    : mbedtls_aes_xts_setkey_dec(&xts, j->key, bits);
	} else {
		mbedtls_aes_init(&ctx);
		rc = (j->mode == ECB || j->mode == CBC) && !j->enc
			     ? mbedtls_aes_setkey_dec(&ctx, j->key, bits)
			     : mbedtls_aes_setkey_enc(&ctx, j->key, bits);
	}
	for (p = 0; rc == 0 && done < j->len; p++, done += n) {
		const uint8_t *in = src + done;
		uint8_t *o = out + done;
		n = p < j->npieces ? piece(j, p, done) : j->len - done;
		switch (j->mode) {
		case ECB: {
			/* Mbed TLS's ECB is one block a call: the application
			 * refuses a partial block, as aesalt does */
			size_t b;
			if (j->len % 16 != 0) {
				rc = MBEDTLS_ERR_AES_INVALID_INPUT_LENGTH;
				break;
			}
			for (b = 0; b < n && rc == 0; b += 16)
				rc = mbedtls_aes_crypt_ecb(&ctx, mode, in + b, o + b);
			break;
		}
		case CBC:
			rc = mbedtls_aes_crypt_cbc(&ctx, mode, n, iv, in, o);
			break;
		case CFB128:
			rc = mbedtls_aes_crypt_cfb128(&ctx, mode, n, &off, iv, in, o);
			break;
		case CFB8:
			rc = mbedtls_aes_crypt_cfb8(&ctx, mode, n, iv, in, o);
			break;
		case OFB:
			rc = mbedtls_aes_crypt_ofb(&ctx, n, &off, iv, in, o);
			break;
		case CTR:
			rc = mbedtls_aes_crypt_ctr(&ctx, n, &off, iv, stream, in, o);
			break;
		default:
			/* one data unit: Mbed TLS restarts the tweak each call */
			n = j->len;
			rc = mbedtls_aes_crypt_xts(&xts, mode, n, j->iv, in, o);
			break;
		}
	}
	if (j->mode == XTS && rc == 0 && j->len < 16)
		rc = mbedtls_aes_crypt_xts(&xts, mode, j->len, j->iv, src, out);
	if (j->mode == XTS)
		mbedtls_aes_xts_free(&xts);
	else
		mbedtls_aes_free(&ctx);
	return rc;
}

/* GCM through the shim, streaming; returns the first error. */
static int shim_gcm(const struct job *j, const uint8_t *src, uint8_t *out, uint8_t tag[16])
{
	mbedtls_gcm_context ctx;
	size_t done = 0, p, n, olen;
	int rc;

	mbedtls_gcm_init(&ctx);
	rc = mbedtls_gcm_setkey(&ctx, MBEDTLS_CIPHER_ID_AES, j->key, (unsigned)(8 * j->key_len));
	if (rc == 0)
		rc = mbedtls_gcm_starts(&ctx, MBEDTLS_GCM_ENCRYPT, j->iv, j->iv_len);
	if (rc == 0)
		rc = mbedtls_gcm_update_ad(&ctx, j->aad, j->aad_len);
	for (p = 0; rc == 0 && done < j->len; p++) {
		n = p < j->npieces ? piece(j, p, done) : j->len - done;
		olen = (size_t)-1;
		rc = mbedtls_gcm_update(&ctx, src + done, n, out + done, j->len - done, &olen);
		FZ_CHECK(rc != 0 || olen == n, "gcm_update of %zu bytes wrote %zu", n, olen);
		done += n;
	}
	if (rc == 0)
		rc = mbedtls_gcm_finish(&ctx, NULL, 0, &olen, tag, j->tag_len);
	mbedtls_gcm_free(&ctx);
	return rc;
}

/* The one-shot GCM calls over the streaming result: crypt_and_tag must
 * agree, auth_decrypt must return the plaintext, and a forgery fail with
 * a zeroed output. */
static void shim_gcm_oneshot(const struct job *j, const uint8_t *ct, const uint8_t *tag,
			     const char *kernel)
{
	mbedtls_gcm_context ctx;
	uint8_t *buf = fz_alloc(j->len), t[16], bad[16];
	mbedtls_gcm_init(&ctx);
	FZ_CHECK(mbedtls_gcm_setkey(&ctx, MBEDTLS_CIPHER_ID_AES, j->key,
				    (unsigned)(8 * j->key_len)) == 0,
		 "%s: gcm_setkey", kernel);
	FZ_CHECK(mbedtls_gcm_crypt_and_tag(&ctx, MBEDTLS_GCM_ENCRYPT, j->len, j->iv, j->iv_len,
					   j->aad, j->aad_len, j->in, buf, j->tag_len, t) == 0,
		 "%s: gcm_crypt_and_tag failed", kernel);
	FZ_SAME(buf, ct, j->len, "%s: gcm_crypt_and_tag differs from streaming", kernel);
	FZ_SAME(t, tag, j->tag_len, "%s: gcm_crypt_and_tag tag differs", kernel);
	FZ_CHECK(mbedtls_gcm_auth_decrypt(&ctx, j->len, j->iv, j->iv_len, j->aad, j->aad_len, tag,
					  j->tag_len, ct, buf) == 0,
		 "%s: gcm_auth_decrypt refused a good message (len %zu)", kernel, j->len);
	FZ_SAME(buf, j->in, j->len, "%s: gcm_auth_decrypt differs", kernel);
	memcpy(bad, tag, j->tag_len);
	bad[j->len % j->tag_len] ^= 0x80;
	FZ_CHECK(mbedtls_gcm_auth_decrypt(&ctx, j->len, j->iv, j->iv_len, j->aad, j->aad_len, bad,
					  j->tag_len, ct, buf) == MBEDTLS_ERR_GCM_AUTH_FAILED,
		 "%s: gcm_auth_decrypt accepted a forged tag", kernel);
	FZ_CHECK(fz_all_zero(buf, j->len), "%s: failed gcm_auth_decrypt left output (len %zu)",
		 kernel, j->len);
	mbedtls_gcm_free(&ctx);
	free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fz f;
	struct job j;
	size_t nk = fz_kernel_count(), i, cap;
	uint8_t *ref, *got, ref_tag[16], tag[16];
	int ref_rc;

	fz_init(&f, data, size);
	memset(&j, 0, sizeof j);
	j.mode = fz_u8(&f) % NMODES;
	j.enc = j.mode == GCM || (fz_u8(&f) & 1);
	j.key_len = fz_key(&f, j.key, 32);
	if (j.mode == XTS) { /* both keys: 32 or 64 bytes, or a bad length */
		j.key_len *= 2;
		fz_bytes(&f, j.key + 32, 32);
	}
	fz_bytes(&f, j.iv, 16);
	j.iv_len = (size_t)1 + fz_u8(&f) % 16;
	j.tag_len = (size_t)4 + fz_u8(&f) % 13;
	j.aad = fz_msg(&f, &j.aad_len);
	j.in = fz_msg(&f, &j.len);
	if (j.mode == CFB8 && j.len > 1024)
		j.len %= 1024;
	if ((j.mode == ECB || j.mode == CBC) && (fz_u8(&f) & 3) != 0)
		j.len -= j.len % 16; /* mostly whole blocks */
	j.inplace = fz_u8(&f) & 1;
	j.npieces = fz_u8(&f) % 8;
	for (i = 0; i < j.npieces; i++)
		j.pieces[i] = fz_len(&f) % (j.len + 1);
	cap = j.len != 0 ? j.len : 1;
	ref = fz_alloc(cap);
	got = fz_alloc(cap);

	for (i = 0; i < nk; i++) {
		const char *kernel = fz_use_kernel(i);
		const uint8_t *src;
		int rc;
		memset(ref, 0, cap);
		ref_rc = reference(&j, ref, ref_tag);
		memset(got, FZ_POISON, cap);
		memset(tag, FZ_POISON, sizeof tag);
		if (j.inplace)
			memcpy(got, j.in, j.len);
		src = j.inplace ? got : j.in;
		rc = j.mode == GCM ? shim_gcm(&j, src, got, tag) : shim_aes(&j, src, got);
		FZ_CHECK((rc == 0) == (ref_rc == 0),
			 "%s: shim %s %s len %zu key %zu: shim %d, aesalt %d", kernel,
			 mode_names[j.mode], j.enc ? "enc" : "dec", j.len, j.key_len, rc, ref_rc);
		if (rc != 0) {
			/* a refusal at set-up or on the first call writes nothing */
			if (j.inplace && (ref_rc == AESALT_ERR_KEY_LENGTH || j.npieces == 0))
				FZ_SAME(got, j.in, j.len, "%s: refused in-place shim %s wrote",
					kernel, mode_names[j.mode]);
			else if (ref_rc == AESALT_ERR_KEY_LENGTH || j.npieces == 0)
				FZ_UNTOUCHED(got, j.len, "%s: refused shim %s wrote byte %zu",
					     kernel, mode_names[j.mode], fz_written(got, j.len));
			continue;
		}
		FZ_SAME(got, ref, j.len,
			"%s: shim %s %s len %zu (%zu pieces%s) differs from aesalt", kernel,
			mode_names[j.mode], j.enc ? "enc" : "dec", j.len, j.npieces,
			j.inplace ? ", in place" : "");
		if (j.mode == GCM) {
			FZ_SAME(tag, ref_tag, j.tag_len, "%s: shim gcm tag differs (len %zu)",
				kernel, j.len);
			shim_gcm_oneshot(&j, got, tag, kernel);
		}
	}
	fz_use_auto();
	free(ref);
	free(got);
	free(j.aad);
	free(j.in);
	return 0;
}
