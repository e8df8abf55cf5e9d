/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The wolfSSL device (wolfssl_port/): wolfSSL's AES API with an Aes object
 * on the aesalt device (AESALT_WOLFSSL_DEVID) against the same calls on an
 * Aes object whose device id nobody registered, which wolfSSL runs in its
 * software.  Built in a wolfSSL build with the device (not under
 * WOLF_CRYPTO_CB_ONLY_AES, which has no software path).
 *
 * Input: mode (ECB, CBC, CTR, GCM, CCM), direction, key length, key, IV or
 * nonce and its length, tag length, AAD, message, the number of streaming
 * pieces (0..7) and their lengths.
 *
 * On every kernel: ECB; CBC and CTR in the pieces (wolfSSL's chaining
 * state carried in the Aes object); GCM and CCM encryption, decryption of
 * the result and of a forgery.  Device and software must give the same
 * return code and bytes; a forgery must fail with AES_GCM_AUTH_E /
 * AES_CCM_AUTH_E on both.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/wc_port.h>

#include "aesalt_wolfssl.h"
#include "fuzz.h"

#define SOFTWARE_DEVID 0x5eed /* registered by nobody: wolfSSL's software */

enum { ECB, CBC, CTR, GCM, CCM, NMODES };
static const char *const mode_names[NMODES] = { "ecb", "cbc", "ctr", "gcm", "ccm" };

struct job {
	int mode, enc;
	size_t key_len, iv_len, tag_len, aad_len, len;
	uint8_t key[32], iv[16];
	uint8_t *aad, *in;
	size_t npieces, pieces[8];
};

/* One side (device or software): return code, out and tag. */
static int run(const struct job *j, int dev_id, uint8_t *out, uint8_t tag[16])
{
	Aes aes;
	int rc, dir = j->enc || j->mode == CTR ? AES_ENCRYPTION : AES_DECRYPTION;
	size_t done = 0, p, n;

	rc = wc_AesInit(&aes, NULL, dev_id);
	if (rc != 0)
		return rc;
	switch (j->mode) {
	case GCM:
		rc = wc_AesGcmSetKey(&aes, j->key, (word32)j->key_len);
		if (rc == 0)
			rc = wc_AesGcmEncrypt(&aes, out, j->in, (word32)j->len, j->iv,
					      (word32)j->iv_len, tag, (word32)j->tag_len, j->aad,
					      (word32)j->aad_len);
		break;
	case CCM:
		rc = wc_AesCcmSetKey(&aes, j->key, (word32)j->key_len);
		if (rc == 0)
			rc = wc_AesCcmEncrypt(&aes, out, j->in, (word32)j->len, j->iv,
					      (word32)j->iv_len, tag, (word32)j->tag_len, j->aad,
					      (word32)j->aad_len);
		break;
	default:
		rc = wc_AesSetKey(&aes, j->key, (word32)j->key_len, j->iv, dir);
		/* the pieces (ECB and CBC: whole blocks but the last), the
		 * last piece the rest; one call when the message is empty */
		for (p = 0; rc == 0; p++) {
			uint8_t *o = out + done;
			const uint8_t *in = j->in + done;
			n = p + 1 < j->npieces ? j->pieces[p] % (j->len - done + 1) : j->len - done;
			if (j->mode != CTR && p + 1 < j->npieces)
				n -= n % 16;
			if (j->mode == ECB)
				rc = j->enc ? wc_AesEcbEncrypt(&aes, o, in, (word32)n)
					    : wc_AesEcbDecrypt(&aes, o, in, (word32)n);
			else if (j->mode == CBC)
				rc = j->enc ? wc_AesCbcEncrypt(&aes, o, in, (word32)n)
					    : wc_AesCbcDecrypt(&aes, o, in, (word32)n);
			else
				rc = wc_AesCtrEncrypt(&aes, o, in, (word32)n);
			done += n;
			if (p + 1 >= j->npieces && done == j->len)
				break;
		}
		break;
	}
	wc_AesFree(&aes);
	return rc;
}

/* Decryption of the device's output on one side; *forged flips a tag bit
 * first. */
static int run_dec(const struct job *j, int dev_id, const uint8_t *ct, const uint8_t *tag,
		   int forged, uint8_t *out)
{
	Aes aes;
	uint8_t t[16];
	int rc = wc_AesInit(&aes, NULL, dev_id);
	memcpy(t, tag, j->tag_len);
	if (forged)
		t[j->len % j->tag_len] ^= 0x40;
	if (rc == 0 && j->mode == GCM) {
		rc = wc_AesGcmSetKey(&aes, j->key, (word32)j->key_len);
		if (rc == 0)
			rc = wc_AesGcmDecrypt(&aes, out, ct, (word32)j->len, j->iv,
					      (word32)j->iv_len, t, (word32)j->tag_len, j->aad,
					      (word32)j->aad_len);
	} else if (rc == 0) {
		rc = wc_AesCcmSetKey(&aes, j->key, (word32)j->key_len);
		if (rc == 0)
			rc = wc_AesCcmDecrypt(&aes, out, ct, (word32)j->len, j->iv,
					      (word32)j->iv_len, t, (word32)j->tag_len, j->aad,
					      (word32)j->aad_len);
	}
	wc_AesFree(&aes);
	return rc;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fz f;
	struct job j;
	size_t nk = fz_kernel_count(), i, cap;
	uint8_t *dev, *sw, dtag[16], stag[16];

	/* Without AESALT_WOLFSSL_AUTO_REGISTER (the libFuzzer build): first
	 * wolfCrypt_Init(), which clears the device table, then the device. */
	if (!aesalt_wolfssl_registered()) {
		FZ_CHECK(wolfCrypt_Init() == 0, "wolfCrypt_Init failed");
		FZ_CHECK(aesalt_wolfssl_register() == 0, "aesalt_wolfssl_register failed");
	}
	fz_init(&f, data, size);
	memset(&j, 0, sizeof j);
	j.mode = fz_u8(&f) % NMODES;
	j.enc = j.mode >= GCM || (fz_u8(&f) & 1);
	j.key_len = fz_key(&f, j.key, 32);
	fz_bytes(&f, j.iv, 16);
	j.iv_len = j.mode == CCM ? (size_t)7 + fz_u8(&f) % 7 : (size_t)1 + fz_u8(&f) % 16;
	j.tag_len = j.mode == CCM ? (size_t)4 + 2 * (fz_u8(&f) % 7) : (size_t)12 + fz_u8(&f) % 5;
	j.aad = fz_msg(&f, &j.aad_len);
	j.in = fz_msg(&f, &j.len);
	if ((j.mode == ECB || j.mode == CBC) && (fz_u8(&f) & 3) != 0)
		j.len -= j.len % 16; /* mostly whole blocks */
	j.npieces = fz_u8(&f) % 8;
	for (i = 0; i < j.npieces; i++)
		j.pieces[i] = fz_len(&f);
	cap = j.len != 0 ? j.len : 1;
	dev = fz_alloc(cap);
	sw = fz_alloc(cap);

	for (i = 0; i < nk; i++) {
		const char *kernel = fz_use_kernel(i);
		int drc, src;
		memset(dev, 0, cap);
		memset(sw, 0, cap);
		drc = run(&j, AESALT_WOLFSSL_DEVID, dev, dtag);
		src = run(&j, SOFTWARE_DEVID, sw, stag);
		FZ_CHECK(drc == src, "%s: %s %s len %zu key %zu: device %d, software %d", kernel,
			 mode_names[j.mode], j.enc ? "enc" : "dec", j.len, j.key_len, drc, src);
		if (drc != 0)
			continue;
		FZ_SAME(dev, sw, j.len, "%s: %s %s len %zu (%zu pieces): device differs", kernel,
			mode_names[j.mode], j.enc ? "enc" : "dec", j.len, j.npieces);
		if (j.mode < GCM)
			continue;
		FZ_SAME(dtag, stag, j.tag_len, "%s: %s tag differs (len %zu)", kernel,
			mode_names[j.mode], j.len);
		FZ_CHECK(run_dec(&j, AESALT_WOLFSSL_DEVID, dev, dtag, 0, sw) == 0,
			 "%s: %s decryption of a good message failed (len %zu)", kernel,
			 mode_names[j.mode], j.len);
		FZ_SAME(sw, j.in, j.len, "%s: %s decryption differs", kernel, mode_names[j.mode]);
		drc = run_dec(&j, AESALT_WOLFSSL_DEVID, dev, dtag, 1, sw);
		src = run_dec(&j, SOFTWARE_DEVID, dev, dtag, 1, sw);
		FZ_CHECK(drc == src && drc == (j.mode == GCM ? AES_GCM_AUTH_E : AES_CCM_AUTH_E),
			 "%s: %s forgery: device %d, software %d", kernel, mode_names[j.mode], drc,
			 src);
	}
	fz_use_auto();
	free(dev);
	free(sw);
	free(j.aad);
	free(j.in);
	return 0;
}
