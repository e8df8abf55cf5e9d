/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The unauthenticated AES modes: ECB, CBC, CFB128, CFB8, OFB, CTR, XTS.
 *
 * Input: mode, direction, key length, key (64 bytes read), IV/counter/tweak
 * (16), length (CFB8: below 1024), message, in-place flag, the number of streaming pieces
 * (0..7) and their lengths.
 *
 * On every kernel: the one-shot function, the same in place, the
 * streaming functions over an expanded key cut into the pieces (carrying
 * the IV and iv_off/nc_off across calls), and the inverse operation.  All
 * must give the same return code and bytes as kernel 0 and as OpenSSL; a
 * refused call must leave the output untouched, and whether a call is
 * refused must follow the documented rules (key length, whole blocks for
 * ECB/CBC, at least 16 bytes and Key1 != Key2 for XTS).
 */
#include "fuzz.h"
#include "ossl.h"

enum { ECB, CBC, CFB128, CFB8, OFB, CTR, XTS, NMODES };
static const char *const mode_names[NMODES] = {
	"ecb", "cbc", "cfb128", "cfb8", "ofb", "ctr", "xts"
};

struct job {
	int mode, enc;
	size_t key_len; /* XTS: both keys */
	uint8_t key[64], iv[16];
	size_t len;
	const uint8_t *in;
	size_t npieces, pieces[8];
};

/* The one-shot function; iv is updated as the function documents. */
static int oneshot(const struct job *j, int enc, uint8_t iv[16], const uint8_t *in, uint8_t *out)
{
	switch (j->mode) {
	case ECB:
		return aesalt_aes_ecb(enc, j->key, j->key_len, in, out, j->len);
	case CBC:
		return aesalt_aes_cbc(enc, j->key, j->key_len, iv, in, out, j->len);
	case CFB128:
		return aesalt_aes_cfb128(enc, j->key, j->key_len, iv, in, out, j->len);
	case CFB8:
		return aesalt_aes_cfb8(enc, j->key, j->key_len, iv, in, out, j->len);
	case OFB:
		return aesalt_aes_ofb(j->key, j->key_len, iv, in, out, j->len);
	case CTR:
		return aesalt_aes_ctr(j->key, j->key_len, iv, in, out, j->len);
	default:
		return aesalt_aes_xts(enc, j->key, j->key_len, iv, in, out, j->len);
	}
}

/* Whether the documented rules accept the job. */
static int valid(const struct job *j)
{
	if (j->mode == XTS)
		return (j->key_len == 32 || j->key_len == 64) && j->len >= 16 &&
		       memcmp(j->key, j->key + j->key_len / 2, j->key_len / 2) != 0;
	if (j->key_len != 16 && j->key_len != 24 && j->key_len != 32)
		return 0;
	return (j->mode != ECB && j->mode != CBC) || j->len % 16 == 0;
}

/* The streaming functions over an expanded key of the selected kernel, the
 * message cut into the job's pieces (ECB/CBC pieces rounded down to whole
 * blocks; XTS is one data unit: the key-based call in one piece). */
static void streaming(const struct job *j, const char *kernel, int enc, const uint8_t *in,
		      uint8_t *out, uint8_t iv_out[16])
{
	aesalt_aes_key k, tk;
	uint8_t iv[16], stream[16];
	size_t off = 0, done = 0, p = 0;
	int dec_key = !enc && (j->mode == ECB || j->mode == CBC || j->mode == XTS);
	size_t klen = j->mode == XTS ? j->key_len / 2 : j->key_len;

	memset(&k, 0, sizeof k);
	memset(&tk, 0, sizeof tk);
	if (j->mode == XTS)
		FZ_CHECK((enc ? aesalt_xts_setkey_enc : aesalt_xts_setkey_dec)(&k, &tk, j->key,
									       j->key_len) == 0,
			 "%s: xts setkey", kernel);
	else
		FZ_CHECK((dec_key ? aesalt_aes_setkey_dec : aesalt_aes_setkey_enc)(&k, j->key,
										   klen) == 0,
			 "%s: setkey", kernel);
	FZ_CHECK(aesalt_aes_key_kernel(&k) != NULL &&
			 strcmp(aesalt_aes_key_kernel(&k), kernel) == 0,
		 "%s: key made by %s", kernel, aesalt_aes_key_kernel(&k));
	memcpy(iv, j->iv, 16);
	if (j->mode == XTS) {
		FZ_CHECK((enc ? aesalt_xts_enc : aesalt_xts_dec)(&k, &tk, out, in, j->len, iv) == 0,
			 "%s: xts over keys", kernel);
		aesalt_aes_key_wipe(&tk);
		aesalt_aes_key_wipe(&k);
		memcpy(iv_out, iv, 16);
		return;
	}
	while (done < j->len) {
		size_t n = p < j->npieces ? j->pieces[p++] : j->len - done;
		int rc;
		if (n > j->len - done)
			n = j->len - done;
		if (j->mode == ECB || j->mode == CBC)
			n &= ~(size_t)15;
		switch (j->mode) {
		case ECB:
			rc = (enc ? aesalt_ecb_enc : aesalt_ecb_dec)(&k, out + done, in + done, n);
			break;
		case CBC:
			rc = (enc ? aesalt_cbc_enc : aesalt_cbc_dec)(&k, out + done, in + done, n,
								     iv);
			break;
		case CFB128:
			rc = (enc ? aesalt_cfb128_enc : aesalt_cfb128_dec)(&k, out + done,
									   in + done, n, iv, &off);
			break;
		case CFB8:
			rc = (enc ? aesalt_cfb8_enc : aesalt_cfb8_dec)(&k, out + done, in + done, n,
								       iv);
			break;
		case OFB:
			rc = aesalt_ofb(&k, out + done, in + done, n, iv, &off);
			break;
		default:
			rc = aesalt_ctr(&k, out + done, in + done, n, iv, stream, &off);
			break;
		}
		FZ_CHECK(rc == 0, "%s %s: piece of %zu at %zu returned %d", kernel,
			 mode_names[j->mode], n, done, rc);
		FZ_CHECK(off < 16, "%s: offset %zu", kernel, off);
		done += n;
	}
	aesalt_aes_key_wipe(&k);
	/* The one-shot CFB128/OFB/CTR leave the IV where a fresh call would
	 * start (the block after the last one used), as streaming does. */
	memcpy(iv_out, iv, 16);
}

#ifdef AESALT_FUZZ_OPENSSL
static void openssl_check(const struct job *j, int enc, const uint8_t *want)
{
	static const char *const names[NMODES] = {
		"ECB", "CBC", "CFB", "CFB8", "OFB", "CTR", "XTS"
	};
	size_t klen = j->mode == XTS ? j->key_len / 2 : j->key_len;
	const EVP_CIPHER *c = ossl_aes(klen, names[j->mode]);
	uint8_t *out = fz_alloc(j->len);

	FZ_CHECK(c != NULL, "OpenSSL has no AES-%zu-%s", klen * 8, names[j->mode]);
	if (ossl_cipher(c, enc, j->key, j->mode == ECB ? NULL : j->iv, j->in, out, j->len))
		FZ_SAME(out, want, j->len, "%s %s len %zu key %zu: differs from OpenSSL",
			mode_names[j->mode], enc ? "enc" : "dec", j->len, j->key_len);
	else
		FZ_CHECK(0, "OpenSSL refused %s (Key1 != Key2 here)", mode_names[j->mode]);
	free(out);
}
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fz f;
	struct job j;
	size_t nk = fz_kernel_count(), i, want_rc_ok;
	uint8_t *msg, *ref, *out, *back, ref_iv[16], iv[16], iv2[16];
	int inplace, ref_rc = 0;

	fz_init(&f, data, size);
	memset(&j, 0, sizeof j);
	j.mode = fz_u8(&f) % NMODES;
	j.enc = fz_u8(&f) & 1;
	j.key_len = fz_key_len(&f);
	if (j.mode == XTS)
		j.key_len *= 2; /* 32 or 64 valid; 48 and odd lengths refused */
	fz_bytes(&f, j.key, sizeof j.key);
	fz_bytes(&f, j.iv, 16);
	j.len = fz_len(&f);
	if (j.mode == CFB8)
		j.len %= 1024; /* one block operation per byte, and no wide path */
	msg = fz_alloc(j.len);
	fz_bytes(&f, msg, j.len);
	j.in = msg;
	inplace = fz_u8(&f) & 1;
	j.npieces = fz_u8(&f) % 8;
	for (i = 0; i < j.npieces; i++)
		j.pieces[i] = fz_len(&f);
	if (j.key_len > sizeof j.key)
		j.key_len = sizeof j.key;
	want_rc_ok = valid(&j);
	if (test_compiled_out(mode_names[j.mode]) != NULL) {
		/* left out of the build: refused, whatever the input */
		out = fz_alloc(j.len);
		memset(out, FZ_POISON, j.len);
		memcpy(iv, j.iv, 16);
		FZ_CHECK(oneshot(&j, j.enc, iv, msg, out) == AESALT_ERR_UNSUPPORTED &&
				 (j.len == 0 || out[0] == FZ_POISON),
			 "%s compiled out (%s) but not refused", mode_names[j.mode],
			 test_compiled_out(mode_names[j.mode]));
		free(out);
		free(msg);
		return 0;
	}

	ref = fz_alloc(j.len);
	out = fz_alloc(j.len);
	back = fz_alloc(j.len);
	for (i = 0; i < nk; i++) {
		const char *kernel = fz_use_kernel(i);
		int rc;

		memset(out, FZ_POISON, j.len);
		memcpy(iv, j.iv, 16);
		rc = oneshot(&j, j.enc, iv, msg, out);
		FZ_CHECK((rc == 0) == (want_rc_ok != 0), "%s %s key %zu len %zu: returned %d",
			 kernel, mode_names[j.mode], j.key_len, j.len, rc);
		if (i == 0) {
			ref_rc = rc;
			memcpy(ref, out, j.len);
			memcpy(ref_iv, iv, 16);
		}
		FZ_CHECK(rc == ref_rc, "%s: returned %d, %s %d", kernel, rc, aesalt_kernel_name(0),
			 ref_rc);
		if (rc != 0) {
			FZ_UNTOUCHED(out, j.len, "%s: refused call wrote byte %zu", kernel,
				     fz_written(out, j.len));
			FZ_SAME(iv, j.iv, 16, "%s: refused call changed the IV", kernel);
			continue;
		}
		FZ_SAME(out, ref, j.len, "%s %s %s len %zu: differs from %s", kernel,
			mode_names[j.mode], j.enc ? "enc" : "dec", j.len, aesalt_kernel_name(0));
		FZ_SAME(iv, ref_iv, 16, "%s: IV out differs", kernel);

		if (inplace) {
			memcpy(back, msg, j.len);
			memcpy(iv2, j.iv, 16);
			FZ_CHECK(oneshot(&j, j.enc, iv2, back, back) == 0, "%s: in place", kernel);
			FZ_SAME(back, ref, j.len, "%s %s: in place differs", kernel,
				mode_names[j.mode]);
		}

		memset(back, FZ_POISON, j.len);
		streaming(&j, kernel, j.enc, msg, back, iv2);
		FZ_SAME(back, ref, j.len, "%s %s %s len %zu in %zu pieces: streaming differs",
			kernel, mode_names[j.mode], j.enc ? "enc" : "dec", j.len, j.npieces);
		FZ_SAME(iv2, ref_iv, 16, "%s %s: streaming IV out differs", kernel,
			mode_names[j.mode]);

		/* The inverse operation gives the message back. */
		memcpy(iv2, j.iv, 16);
		FZ_CHECK(oneshot(&j, !j.enc, iv2, ref, back) == 0, "%s: inverse", kernel);
		FZ_SAME(back, msg, j.len, "%s %s len %zu: inverse does not give the message back",
			kernel, mode_names[j.mode], j.len);
	}
	fz_use_auto();
#ifdef AESALT_FUZZ_OPENSSL
	if (ref_rc == 0)
		openssl_check(&j, j.enc, ref);
#endif
	free(msg);
	free(ref);
	free(out);
	free(back);
	return 0;
}
