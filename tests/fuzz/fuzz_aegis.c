/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AEGIS-128, AEGIS-128L and AEGIS-256.
 *
 * Input: variant, key and nonce (32 bytes each read), AAD length and AAD,
 * message length and message, tag length (0..33), and where to flip one
 * bit for the forgery (ciphertext, tag or AAD).
 *
 * OpenSSL has no AEGIS: the reference is the portable ct64 kernel (its
 * composition over the AES round is known-answer tested in tests/vectors).
 * On every kernel: encryption, refused exactly for a bad tag length
 * (AEGIS-128 8..16; 128L and 256: 16 or 32) and then writing nothing;
 * decryption out of place and in place; the forgery fails with
 * AESALT_ERR_AUTH and an all-zero output, also with NULL buffers for an
 * empty message.
 */
#include "fuzz.h"

typedef int (*enc_fn)(const uint8_t *, const uint8_t *, const uint8_t *, size_t, const uint8_t *,
		      uint8_t *, size_t, uint8_t *, size_t);
typedef int (*dec_fn)(const uint8_t *, const uint8_t *, const uint8_t *, size_t, const uint8_t *,
		      uint8_t *, size_t, const uint8_t *, size_t);

static const struct variant {
	const char *name;
	enc_fn enc;
	dec_fn dec;
	size_t tag_min, tag_max;
} variants[3] = {
	{ "aegis128", aesalt_aegis128_encrypt, aesalt_aegis128_decrypt, 8, 16 },
	{ "aegis128l", aesalt_aegis128l_encrypt, aesalt_aegis128l_decrypt, 16, 32 },
	{ "aegis256", aesalt_aegis256_encrypt, aesalt_aegis256_decrypt, 16, 32 },
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fz f;
	const struct variant *v;
	size_t nk = fz_kernel_count(), i, aad_len, len, tag_len;
	uint8_t key[32], nonce[32], *aad, *msg, *ref_ct, *out, *buf, *bad_aad;
	uint8_t ref_tag[32], tag[32], bad_tag[32];
	unsigned flip_where, flip_pos, flip_bit;
	int valid, ref_rc;

	fz_init(&f, data, size);
	v = &variants[fz_u8(&f) % 3];
	fz_bytes(&f, key, sizeof key);
	fz_bytes(&f, nonce, sizeof nonce);
	aad = fz_msg(&f, &aad_len);
	msg = fz_msg(&f, &len);
	tag_len = fz_u8(&f) % 34;
	flip_where = fz_u8(&f) % 3;
	flip_pos = fz_u16(&f);
	flip_bit = fz_u8(&f) & 7;
	valid = (tag_len >= v->tag_min && tag_len <= 16) || tag_len == v->tag_max;

	ref_ct = fz_alloc(len);
	out = fz_alloc(len);
	buf = fz_alloc(len);
	bad_aad = fz_alloc(aad_len);

	fz_use_reference();
	memset(ref_tag, FZ_POISON, sizeof ref_tag);
	ref_rc = v->enc(key, nonce, aad_len ? aad : NULL, aad_len, msg, ref_ct, len, ref_tag,
			tag_len);
	if (test_compiled_out(v->name) != NULL) {
		/* AEGIS left out of the build: refused, nothing written */
		FZ_CHECK(ref_rc == AESALT_ERR_UNSUPPORTED && ref_tag[0] == FZ_POISON,
			 "%s compiled out (%s) but returned %d", v->name,
			 test_compiled_out(v->name), ref_rc);
		valid = 0; /* every kernel below must refuse it too */
	}
	FZ_CHECK((ref_rc == 0) == valid, "ct64: %s tag %zu returned %d", v->name, tag_len, ref_rc);

	for (i = 0; i < nk; i++) {
		const char *kernel = fz_use_kernel(i);
		int rc;

		memset(out, FZ_POISON, len);
		memset(tag, FZ_POISON, sizeof tag);
		rc = v->enc(key, nonce, aad, aad_len, msg, out, len, tag, tag_len);
		FZ_CHECK(rc == ref_rc, "%s: %s tag %zu returned %d, ct64 %d", kernel, v->name,
			 tag_len, rc, ref_rc);
		if (rc != 0) {
			FZ_UNTOUCHED(out, len, "%s: refused %s wrote byte %zu", kernel, v->name,
				     fz_written(out, len));
			FZ_UNTOUCHED(tag, sizeof tag, "%s: refused %s wrote the tag", kernel,
				     v->name);
			memset(bad_tag, 0, sizeof bad_tag);
			FZ_CHECK(v->dec(key, nonce, aad, aad_len, out, out, len, bad_tag,
					tag_len) == rc,
				 "%s: %s decryption of an invalid job returned another code",
				 kernel, v->name);
			continue;
		}
		FZ_SAME(out, ref_ct, len, "%s: %s aad %zu len %zu: ciphertext differs from ct64",
			kernel, v->name, aad_len, len);
		FZ_SAME(tag, ref_tag, sizeof tag, "%s: %s aad %zu len %zu tag %zu: tag differs",
			kernel, v->name, aad_len, len, tag_len);

		memset(buf, FZ_POISON, len);
		rc = v->dec(key, nonce, aad, aad_len, ref_ct, buf, len, ref_tag, tag_len);
		FZ_CHECK(rc == 0, "%s: %s decryption of a good message returned %d", kernel,
			 v->name, rc);
		FZ_SAME(buf, msg, len, "%s: %s len %zu: wrong plaintext", kernel, v->name, len);
		memcpy(buf, out, len);
		rc = v->dec(key, nonce, aad, aad_len, buf, buf, len, ref_tag, tag_len);
		FZ_CHECK(rc == 0, "%s: %s in-place decryption returned %d", kernel, v->name, rc);
		FZ_SAME(buf, msg, len, "%s: %s in place: wrong plaintext", kernel, v->name);
		/* In-place encryption too. */
		memcpy(buf, msg, len);
		FZ_CHECK(v->enc(key, nonce, aad, aad_len, buf, buf, len, tag, tag_len) == 0,
			 "%s: %s in-place encryption", kernel, v->name);
		FZ_SAME(buf, ref_ct, len, "%s: %s in-place encryption differs", kernel, v->name);

		/* The forgery: one bit flipped. */
		memcpy(buf, ref_ct, len);
		memcpy(bad_tag, ref_tag, sizeof bad_tag);
		memcpy(bad_aad, aad, aad_len);
		if (flip_where == 0 && len > 0)
			buf[flip_pos % len] ^= (uint8_t)(1u << flip_bit);
		else if (flip_where == 2 && aad_len > 0)
			bad_aad[flip_pos % aad_len] ^= (uint8_t)(1u << flip_bit);
		else
			bad_tag[flip_pos % tag_len] ^= (uint8_t)(1u << flip_bit);
		memset(out, FZ_POISON, len);
		rc = v->dec(key, nonce, bad_aad, aad_len, buf, out, len, bad_tag, tag_len);
		FZ_CHECK(rc == AESALT_ERR_AUTH, "%s: forged %s message (flip %u) returned %d",
			 kernel, v->name, flip_where, rc);
		FZ_CHECK(fz_all_zero(out, len), "%s: failed %s decryption left output (len %zu)",
			 kernel, v->name, len);
		rc = v->dec(key, nonce, aad_len ? bad_aad : NULL, aad_len, len ? buf : NULL,
			    len ? buf : NULL, len, bad_tag, tag_len);
		FZ_CHECK(rc == AESALT_ERR_AUTH && fz_all_zero(buf, len),
			 "%s: forged in-place %s decryption returned %d or left output", kernel,
			 v->name, rc);
	}
	fz_use_auto();
	free(aad);
	free(msg);
	free(ref_ct);
	free(out);
	free(buf);
	free(bad_aad);
	return 0;
}
