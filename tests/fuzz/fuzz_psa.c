/* SPDX-License-Identifier: Apache-2.0 */
/*
 * aesalt's PSA driver (psa_driver/) under TF-PSA-Crypto 1.0's PSA API, as an
 * application calls it.  Built in a TF-PSA-Crypto build with the driver
 * (psa_driver/CMakeLists.txt), linked with its libtfpsacrypto.
 *
 * Input: family (cipher CTR, CBC, CBC-PKCS7, ECB, CFB, OFB; AEAD GCM, CCM;
 * MAC CMAC), key length and key, IV or nonce (and its length), tag length,
 * AAD, message, the number of multi-part pieces (0..7) and their lengths,
 * and a misuse selector.
 *
 * On every kernel: the multi-part operation in the pieces and the one-shot
 * call must both give the bytes of aesalt's own one-shot function, and the
 * same bytes on every kernel; the misuse selector then aborts an operation
 * half way and sets it up again, calls a step out of order (which must be
 * PSA_ERROR_BAD_STATE and write nothing computed), or flips a tag bit
 * (which must be PSA_ERROR_INVALID_SIGNATURE with the one-shot output
 * zeroed).
 */
#include "fuzz.h"

#include "psa/crypto.h"

enum { CTR, CBC, CBC_PAD, ECB, CFB, OFB, GCM, CCM, CMAC, NFAM };
static const char *const fam_names[NFAM] = { "ctr", "cbc", "cbc-pkcs7", "ecb", "cfb",
					     "ofb", "gcm", "ccm",	"cmac" };

static psa_algorithm_t alg_of(int fam, size_t tag_len)
{
	static const psa_algorithm_t c[] = { PSA_ALG_CTR,	PSA_ALG_CBC_NO_PADDING,
					     PSA_ALG_CBC_PKCS7, PSA_ALG_ECB_NO_PADDING,
					     PSA_ALG_CFB,	PSA_ALG_OFB };
	if (fam == GCM)
		return PSA_ALG_AEAD_WITH_SHORTENED_TAG(PSA_ALG_GCM, tag_len);
	if (fam == CCM)
		return PSA_ALG_AEAD_WITH_SHORTENED_TAG(PSA_ALG_CCM, tag_len);
	if (fam == CMAC)
		return PSA_ALG_CMAC;
	return c[fam];
}

static psa_key_id_t import(const uint8_t *key, size_t len, psa_algorithm_t alg)
{
	psa_key_attributes_t a = PSA_KEY_ATTRIBUTES_INIT;
	psa_key_id_t id = 0;

	psa_set_key_type(&a, PSA_KEY_TYPE_AES);
	psa_set_key_bits(&a, len * 8);
	psa_set_key_usage_flags(&a, PSA_KEY_USAGE_ENCRYPT | PSA_KEY_USAGE_DECRYPT |
					    PSA_KEY_USAGE_SIGN_MESSAGE |
					    PSA_KEY_USAGE_VERIFY_MESSAGE);
	psa_set_key_algorithm(&a, alg);
	FZ_CHECK(psa_import_key(&a, key, len, &id) == PSA_SUCCESS, "import");
	return id;
}

/* aesalt's answer (encryption), out of len (+ tag) bytes. */
static size_t reference(int fam, const uint8_t *key, size_t klen, const uint8_t *iv, size_t iv_len,
			const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len,
			size_t tag_len, uint8_t *out)
{
	uint8_t v[16];
	int r = 0;
	size_t pad, n = len;

	memcpy(v, iv, 16);
	switch (fam) {
	case CTR:
		r = aesalt_aes_ctr(key, klen, v, in, out, len);
		break;
	case CBC:
		r = aesalt_aes_cbc(1, key, klen, v, in, out, len);
		break;
	case CBC_PAD:
		pad = 16 - len % 16;
		memcpy(out, in, len);
		memset(out + len, (int)pad, pad);
		n = len + pad;
		r = aesalt_aes_cbc(1, key, klen, v, out, out, n);
		break;
	case ECB:
		r = aesalt_aes_ecb(1, key, klen, in, out, len);
		break;
	case CFB:
		r = aesalt_aes_cfb128(1, key, klen, v, in, out, len);
		break;
	case OFB:
		r = aesalt_aes_ofb(key, klen, v, in, out, len);
		break;
	case GCM:
		r = aesalt_gcm_encrypt(key, klen, iv, iv_len, aad, aad_len, in, out, len, out + len,
				       tag_len);
		n = len + tag_len;
		break;
	case CCM:
		r = aesalt_ccm_encrypt(key, klen, iv, iv_len, aad, aad_len, in, out, len, out + len,
				       tag_len);
		n = len + tag_len;
		break;
	default:
		r = aesalt_cmac(key, klen, in, len, out);
		n = 16;
	}
	FZ_CHECK(r == AESALT_OK, "%s: aesalt reference failed (%d)", fam_names[fam], r);
	return n;
}

/* A refused call wrote nothing computed: every byte is the poison or 0
 * (the core copies its zeroed local output buffer back even on error). */
static int blank(const uint8_t *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (p[i] != FZ_POISON && p[i] != 0)
			return 0;
	return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fz f;
	uint8_t key[32], iv[16], first[65536 + 32];
	size_t klen, iv_len, tag_len = 16, aad_len, len, n_ref, npieces, pieces[8], k, i;
	uint8_t *aad, *in, *ref, *out, *one;
	int fam, misuse;
	psa_algorithm_t alg;

	fz_init(&f, data, size);
	fam = fz_u8(&f) % NFAM;
	klen = (size_t)16 + 8 * (fz_u8(&f) % 3);
	fz_bytes(&f, key, sizeof(key));
	fz_bytes(&f, iv, sizeof(iv));
	iv_len = 16;
	if (fam == GCM)
		iv_len = 1 + fz_u8(&f) % 16;
	if (fam == CCM)
		iv_len = 7 + fz_u8(&f) % 7;
	if (fam == GCM) {
		static const uint8_t t[] = { 4, 8, 12, 13, 14, 15, 16 };
		tag_len = t[fz_u8(&f) % sizeof(t)];
	}
	if (fam == CCM)
		tag_len = 4 + 2 * (fz_u8(&f) % 7);
	aad = fz_msg(&f, &aad_len);
	if (fam != GCM && fam != CCM)
		aad_len = 0;
	in = fz_msg(&f, &len);
	if (fam == CBC || fam == ECB)
		len -= len % 16;
	if (fam == CCM && iv_len == 13 && len > 0xffff)
		len = 0xffff; /* a 2-byte length field */
	npieces = fz_u8(&f) % 8;
	for (i = 0; i < npieces; i++)
		pieces[i] = fz_len(&f) % (len + 1);
	misuse = fz_u8(&f) % 4;
	alg = alg_of(fam, tag_len);
	ref = fz_alloc(len + 32);
	out = fz_alloc(len + 32);
	one = fz_alloc(len + 32);
	n_ref = reference(fam, key, klen, iv, iv_len, aad, aad_len, in, len, tag_len, ref);

	FZ_CHECK(psa_crypto_init() == PSA_SUCCESS, "psa_crypto_init");
	for (k = 0; k < fz_kernel_count(); k++) {
		const char *kn = fz_use_kernel(k);
		psa_key_id_t id = import(key, klen, alg);
		size_t done = 0, pos = 0, n = 0, n2 = 0, tn = 0;
		psa_status_t st;

		memset(out, FZ_POISON, len + 32);
		if (fam == CMAC) {
			psa_mac_operation_t op = PSA_MAC_OPERATION_INIT;

			FZ_CHECK(psa_mac_sign_setup(&op, id, alg) == PSA_SUCCESS, "mac setup");
			for (i = 0; i <= npieces; i++) {
				size_t p = i < npieces ? pieces[i] % (len - pos + 1) : len - pos;
				FZ_CHECK(psa_mac_update(&op, in + pos, p) == PSA_SUCCESS,
					 "mac update");
				pos += p;
			}
			FZ_CHECK(psa_mac_sign_finish(&op, out, 16, &n) == PSA_SUCCESS && n == 16,
				 "mac finish");
			done = 16;
			st = psa_mac_compute(id, alg, in, len, one, 16, &n);
			FZ_CHECK(st == PSA_SUCCESS && n == 16, "mac compute");
			if (misuse == 3) {
				one[0] ^= 1;
				FZ_CHECK(psa_mac_verify(id, alg, in, len, one, 16) ==
						 PSA_ERROR_INVALID_SIGNATURE,
					 "cmac: a flipped MAC bit verified");
				one[0] ^= 1;
			}
		} else if (fam == GCM || fam == CCM) {
			psa_aead_operation_t op = PSA_AEAD_OPERATION_INIT;

			if (misuse == 1) { /* abort half way, then start again */
				FZ_CHECK(psa_aead_encrypt_setup(&op, id, alg) == PSA_SUCCESS,
					 "setup");
				psa_aead_abort(&op);
			}
			FZ_CHECK(psa_aead_encrypt_setup(&op, id, alg) == PSA_SUCCESS, "aead setup");
			if (misuse == 2) { /* data before the nonce */
				st = psa_aead_update(&op, in, len, out, len + 32, &n);
				FZ_CHECK(st == PSA_ERROR_BAD_STATE, "%s: update before nonce: %d",
					 fam_names[fam], (int)st);
				FZ_CHECK(blank(out, len + 32), "%s: refused update wrote data",
					 fam_names[fam]);
				psa_aead_abort(&op);
				FZ_CHECK(psa_aead_encrypt_setup(&op, id, alg) == PSA_SUCCESS,
					 "setup");
			}
			FZ_CHECK(psa_aead_set_lengths(&op, aad_len, len) == PSA_SUCCESS, "lengths");
			FZ_CHECK(psa_aead_set_nonce(&op, iv, iv_len) == PSA_SUCCESS, "nonce");
			FZ_CHECK(psa_aead_update_ad(&op, aad, aad_len) == PSA_SUCCESS, "ad");
			for (i = 0; i <= npieces; i++) {
				size_t p = i < npieces ? pieces[i] % (len - pos + 1) : len - pos;
				st = psa_aead_update(&op, in + pos, p, out + done, len + 32 - done,
						     &n);
				FZ_CHECK(st == PSA_SUCCESS && n == p, "%s: update %d",
					 fam_names[fam], (int)st);
				pos += p;
				done += n;
			}
			st = psa_aead_finish(&op, out + done, len + 32 - done, &n2, out + done,
					     tag_len, &tn);
			FZ_CHECK(st == PSA_SUCCESS && n2 == 0 && tn == tag_len, "%s: finish %d",
				 fam_names[fam], (int)st);
			done += tn;
			st = psa_aead_encrypt(id, alg, iv, iv_len, aad, aad_len, in, len, one,
					      len + 32, &n);
			FZ_CHECK(st == PSA_SUCCESS && n == n_ref, "%s: one-shot %d", fam_names[fam],
				 (int)st);
			if (misuse == 3) { /* a forgery: refused, output zeroed */
				uint8_t *pt = fz_alloc(len + 1);

				one[len + tag_len - 1] ^= 0x10;
				memset(pt, FZ_POISON, len + 1);
				st = psa_aead_decrypt(id, alg, iv, iv_len, aad, aad_len, one,
						      len + tag_len, pt, len, &n);
				FZ_CHECK(st == PSA_ERROR_INVALID_SIGNATURE, "%s: forgery: %d",
					 fam_names[fam], (int)st);
				FZ_CHECK(fz_all_zero(pt, len), "%s: forgery: output not wiped",
					 fam_names[fam]);
				one[len + tag_len - 1] ^= 0x10;
				free(pt);
			}
		} else {
			psa_cipher_operation_t op = PSA_CIPHER_OPERATION_INIT;

			if (misuse == 1) {
				FZ_CHECK(psa_cipher_encrypt_setup(&op, id, alg) == PSA_SUCCESS,
					 "setup");
				psa_cipher_abort(&op);
			}
			FZ_CHECK(psa_cipher_encrypt_setup(&op, id, alg) == PSA_SUCCESS, "setup");
			if (misuse == 2 && fam != ECB) { /* data before the IV */
				st = psa_cipher_update(&op, in, len, out, len + 32, &n);
				FZ_CHECK(st == PSA_ERROR_BAD_STATE, "%s: update before IV: %d",
					 fam_names[fam], (int)st);
				FZ_CHECK(blank(out, len + 32), "%s: refused update wrote data",
					 fam_names[fam]);
				psa_cipher_abort(&op);
				FZ_CHECK(psa_cipher_encrypt_setup(&op, id, alg) == PSA_SUCCESS,
					 "setup");
			}
			if (fam != ECB)
				FZ_CHECK(psa_cipher_set_iv(&op, iv, 16) == PSA_SUCCESS, "set_iv");
			for (i = 0; i <= npieces; i++) {
				size_t p = i < npieces ? pieces[i] % (len - pos + 1) : len - pos;
				st = psa_cipher_update(&op, in + pos, p, out + done,
						       len + 32 - done, &n);
				FZ_CHECK(st == PSA_SUCCESS, "%s: update %d", fam_names[fam],
					 (int)st);
				pos += p;
				done += n;
			}
			st = psa_cipher_finish(&op, out + done, len + 32 - done, &n2);
			FZ_CHECK(st == PSA_SUCCESS, "%s: finish %d", fam_names[fam], (int)st);
			done += n2;
			if (fam == ECB) {
				st = psa_cipher_encrypt(id, alg, in, len, one, len + 32, &n);
			} else {
				/* the one-shot API takes a random IV: decrypt the reference instead */
				uint8_t *ct = fz_alloc(n_ref + 16);

				memcpy(ct, iv, 16);
				memcpy(ct + 16, ref, n_ref);
				st = psa_cipher_decrypt(id, alg, ct, n_ref + 16, one, len + 32, &n);
				FZ_CHECK(st == PSA_SUCCESS && n == len, "%s: one-shot decrypt %d",
					 fam_names[fam], (int)st);
				FZ_SAME(one, in, len, "%s: one-shot decrypt differs",
					fam_names[fam]);
				memcpy(one, ref, n_ref);
				n = n_ref;
				free(ct);
			}
			FZ_CHECK(st == PSA_SUCCESS && n == n_ref, "%s: one-shot %d", fam_names[fam],
				 (int)st);
		}
		FZ_CHECK(done == n_ref, "%s [%s]: %zu bytes out, aesalt %zu", fam_names[fam], kn,
			 done, n_ref);
		FZ_SAME(out, ref, n_ref, "%s [%s]: multi-part differs from aesalt (len %zu)",
			fam_names[fam], kn, len);
		FZ_SAME(one, ref, n_ref, "%s [%s]: one-shot differs from aesalt", fam_names[fam],
			kn);
		if (k == 0)
			memcpy(first, out, n_ref);
		FZ_SAME(out, first, n_ref, "%s [%s]: differs from kernel 0", fam_names[fam], kn);
		psa_destroy_key(id);
	}
	fz_use_auto();
	mbedtls_psa_crypto_free();
	free(aad);
	free(in);
	free(ref);
	free(out);
	free(one);
	return 0;
}
