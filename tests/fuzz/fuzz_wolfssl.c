/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The wolfSSL device (wolfssl_port/): wolfSSL's AES and CMAC API with an
 * Aes or Cmac object on the aesalt device (AESALT_WOLFSSL_DEVID) against
 * the same calls on an object whose device id nobody registered, which
 * wolfSSL runs in its software.  Built in a wolfSSL build with the device
 * (not under WOLF_CRYPTO_CB_ONLY_AES, which has no software path).
 *
 * Input: mode (ECB, CBC, CTR, GCM, CCM, CMAC: the first byte modulo 6),
 * direction (ECB, CBC, CTR only), key length, key, IV or nonce and its
 * length (not CMAC), tag length, AAD (not CMAC), message, whether it is
 * cut to whole blocks (ECB, CBC, CMAC), the number of streaming pieces
 * (0..7; CMAC takes its options from the high bits of that byte) and their
 * lengths.
 *
 * On every kernel: ECB; CBC and CTR in the pieces (wolfSSL's chaining
 * state carried in the Aes object); GCM and CCM encryption, decryption of
 * the result and of a forgery.  CMAC: wc_InitCmac_ex, the message through
 * wc_CmacUpdate in the pieces (empty ones included, some as NULL), then
 * wc_CmacFinal with the job's tag length (0..17: below, within and above
 * wolfSSL's 4..16); from wolfSSL 5.7, wc_AesCmacGenerate_ex with the key
 * (on a Cmac full of garbage) and without it (on a Cmac given the key by
 * wc_InitCmac_ex), wc_AesCmacVerify_ex of the streaming tag and of a
 * forgery.  Device and software must give the same return code and bytes
 * (CMAC: also *outSz, what a refused call left in the tag buffer, and
 * whether the Cmac still holds the key after final and the one-shots); a
 * forgery must fail with AES_GCM_AUTH_E / AES_CCM_AUTH_E on both, and a
 * forged CMAC tag with the same nonzero code on both.  With a valid key
 * the device must have served every CMAC request of its side (its request
 * counters, keys of the kernel under test) and none of the software's.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/wc_port.h>
#include <wolfssl/version.h>
#ifdef WOLFSSL_CMAC
#include <wolfssl/wolfcrypt/cmac.h>
#endif

#include <limits.h>

#include "aesalt_wolfssl.h"
#include "fuzz.h"

#define SOFTWARE_DEVID 0x5eed /* registered by nobody: wolfSSL's software */

/* CMAC is last: an input whose first byte is below 5 (every seed of the
 * other modes) keeps its mode. */
enum { ECB, CBC, CTR, GCM, CCM, CMAC, NMODES };
static const char *const mode_names[NMODES] = { "ecb", "cbc", "ctr", "gcm", "ccm", "cmac" };

/* CMAC's options, the high bits of the pieces byte (the other modes ignore
 * them). */
#define CMAC_EMPTY_FIRST 1 /* an empty update before the message */
#define CMAC_EMPTY_LAST 2  /* and one after it */
#define CMAC_NULL_EMPTY 4  /* empty pieces, and an empty message, as NULL */
#define CMAC_BLOCKS 8	   /* pieces of whole blocks (but the last) */

struct job {
	int mode, enc;
	size_t key_len, iv_len, tag_len, aad_len, len;
	uint8_t key[32], iv[16];
	uint8_t *aad, *in;
	size_t npieces, pieces[8];
	unsigned opts; /* CMAC_* */
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

#ifdef WOLFSSL_CMAC
/* wolfSSL 5.7 added the one-shots that take a Cmac and a device id. */
#if LIBWOLFSSL_VERSION_HEX >= 0x05007000
#define HAVE_CMAC_EX 1
#else
#define HAVE_CMAC_EX 0
#endif

/* The calls of a CMAC job, in the order they run on each side. */
enum { C_INIT, C_UPDATE, C_FINAL, C_GEN, C_KEYLESS, C_VERIFY, C_FORGED, NCALLS };
static const char *const cmac_calls[NCALLS] = { "wc_InitCmac_ex",
						"wc_CmacUpdate",
						"wc_CmacFinal",
						"wc_AesCmacGenerate_ex",
						"keyless wc_AesCmacGenerate_ex",
						"wc_AesCmacVerify_ex",
						"wc_AesCmacVerify_ex of a forged tag" };
#define NOT_CALLED INT_MIN

/* What one side (device or software) gave: the return code of each call
 * (the first failing update's, else 0), and *outSz, the tag buffer
 * (tag_len bytes, FZ_POISON before) and whether the Cmac still holds the
 * key after final, generate and the keyless generate. */
struct cmac_side {
	int rc[NCALLS];
	word32 sz[3];
	uint8_t *tag[3];
	int holds_key[3];
	unsigned long updates; /* wc_CmacUpdate calls made */
};

static void cmac_side_init(struct cmac_side *s, size_t tag_len)
{
	int c;
	for (c = 0; c < NCALLS; c++)
		s->rc[c] = NOT_CALLED;
	for (c = 0; c < 3; c++) {
		s->sz[c] = 0;
		s->holds_key[c] = 0;
		s->tag[c] = fz_alloc(tag_len);
		memset(s->tag[c], FZ_POISON, tag_len);
	}
	s->updates = 0;
}

/* The message bytes from off, n of them (NULL when empty under
 * CMAC_NULL_EMPTY). */
static const byte *cmac_in(const struct job *j, size_t off, size_t n)
{
	return n == 0 && (j->opts & CMAC_NULL_EMPTY) ? NULL : j->in + off;
}

/* Whether cmac holds a copy of the job's key.  Only for keys of 16 bytes
 * and more with at least half their bytes distinct: another could be
 * found by chance (key 7f 00 .. 00 in a pointer followed by zeros). */
static int cmac_holds_key(const Cmac *cmac, const struct job *j)
{
	const uint8_t *p = (const uint8_t *)cmac;
	uint8_t seen[256] = { 0 };
	size_t i, distinct = 0;

	for (i = 0; i < j->key_len; i++)
		if (!seen[j->key[i]]++)
			distinct++;
	if (j->key_len < 16 || 2 * distinct < j->key_len)
		return 0;
	for (i = 0; i + j->key_len <= sizeof *cmac; i++)
		if (memcmp(p + i, j->key, j->key_len) == 0)
			return 1;
	return 0;
}

static void cmac_stats(aesalt_wolfssl_stats *st)
{
	FZ_CHECK(aesalt_wolfssl_get_stats(st) == 0, "aesalt_wolfssl_get_stats failed");
}

/* Init, the message in the pieces (the last one the rest; the empty
 * updates of the options), final. */
static void cmac_stream(const struct job *j, int dev_id, struct cmac_side *s)
{
	Cmac cmac;
	word32 sz = (word32)j->tag_len;
	size_t done = 0, p, n;
	int rc;

	rc = wc_InitCmac_ex(&cmac, j->key, (word32)j->key_len, WC_CMAC_AES, NULL, NULL, dev_id);
	s->rc[C_INIT] = rc;
	if (rc != 0)
		return;
	if (j->opts & CMAC_EMPTY_FIRST) {
		rc = wc_CmacUpdate(&cmac, cmac_in(j, 0, 0), 0);
		s->updates++;
	}
	for (p = 0; rc == 0; p++) {
		n = p + 1 < j->npieces ? j->pieces[p] % (j->len - done + 1) : j->len - done;
		if ((j->opts & CMAC_BLOCKS) && p + 1 < j->npieces)
			n -= n % 16;
		rc = wc_CmacUpdate(&cmac, cmac_in(j, done, n), (word32)n);
		s->updates++;
		done += n;
		if (p + 1 >= j->npieces)
			break;
	}
	if (rc == 0 && (j->opts & CMAC_EMPTY_LAST)) {
		rc = wc_CmacUpdate(&cmac, cmac_in(j, done, 0), 0);
		s->updates++;
	}
	s->rc[C_UPDATE] = rc;
	if (rc == 0) {
		s->rc[C_FINAL] = wc_CmacFinal(&cmac, s->tag[0], &sz);
		s->sz[0] = sz;
		s->holds_key[0] = cmac_holds_key(&cmac, j);
	}
#if HAVE_CMAC_EX
	else {
		wc_CmacFree(&cmac);
	}
#endif
}

#if HAVE_CMAC_EX
/* The one-shot with the key, on a Cmac full of garbage (it takes any), and
 * without it, on a Cmac given the key by init. */
static void cmac_oneshots(const struct job *j, int dev_id, struct cmac_side *s)
{
	Cmac cmac;
	word32 sz = (word32)j->tag_len;
	int rc;

	memset(&cmac, FZ_POISON, sizeof cmac);
	s->rc[C_GEN] =
		wc_AesCmacGenerate_ex(&cmac, s->tag[1], &sz, cmac_in(j, 0, j->len), (word32)j->len,
				      j->key, (word32)j->key_len, NULL, dev_id);
	s->sz[1] = sz;
	s->holds_key[1] = cmac_holds_key(&cmac, j);
	sz = (word32)j->tag_len;
	rc = wc_InitCmac_ex(&cmac, j->key, (word32)j->key_len, WC_CMAC_AES, NULL, NULL, dev_id);
	if (rc == 0)
		rc = wc_AesCmacGenerate_ex(&cmac, s->tag[2], &sz, cmac_in(j, 0, j->len),
					   (word32)j->len, NULL, 0, NULL, dev_id);
	s->rc[C_KEYLESS] = rc;
	s->sz[2] = sz;
	s->holds_key[2] = cmac_holds_key(&cmac, j);
}

/* wc_AesCmacVerify_ex of check (tag_len bytes), with one bit flipped if
 * forged, on a Cmac full of garbage. */
static int cmac_verify(const struct job *j, int dev_id, uint8_t *check, int forged)
{
	Cmac cmac;
	int rc;
	memset(&cmac, FZ_POISON, sizeof cmac);
	if (forged)
		check[j->len % j->tag_len] ^= 0x40;
	rc = wc_AesCmacVerify_ex(&cmac, check, (word32)j->tag_len, cmac_in(j, 0, j->len),
				 (word32)j->len, j->key, (word32)j->key_len, NULL, dev_id);
	if (forged)
		check[j->len % j->tag_len] ^= 0x40;
	return rc;
}
#endif

/* One CMAC job on the current kernel: device against software. */
static void cmac_job(const struct job *j, const char *kernel)
{
	struct cmac_side dev, sw;
	aesalt_wolfssl_stats st0, st1;
#if HAVE_CMAC_EX
	uint8_t *check;
#endif
	int valid = j->key_len == 16 || j->key_len == 24 || j->key_len == 32;
	int tag_ok = j->tag_len >= WC_CMAC_TAG_MIN_SZ && j->tag_len <= WC_CMAC_TAG_MAX_SZ;
	int c;

	cmac_side_init(&dev, j->tag_len);
	cmac_side_init(&sw, j->tag_len);
#define CMAC_JOB "%s: cmac key %zu len %zu tag %zu (%zu pieces, options %u)"
#define CMAC_ARGS kernel, j->key_len, j->len, j->tag_len, j->npieces, j->opts

	cmac_stats(&st0);
	cmac_stream(j, AESALT_WOLFSSL_DEVID, &dev);
	cmac_stats(&st1);
	/* init, every update, final when the length passed wolfSSL's check */
	if (valid)
		FZ_CHECK(st1.cmac - st0.cmac == 1 + dev.updates + (unsigned long)tag_ok &&
				 st1.declined == st0.declined && st1.kernel != NULL &&
				 strcmp(st1.kernel, kernel) == 0,
			 CMAC_JOB
			 ": the device served %lu requests of %lu (declined %lu), kernel %s",
			 CMAC_ARGS, st1.cmac - st0.cmac, 1 + dev.updates + (unsigned long)tag_ok,
			 st1.declined - st0.declined, st1.kernel != NULL ? st1.kernel : "none");
	cmac_stream(j, SOFTWARE_DEVID, &sw);
#if HAVE_CMAC_EX
	/* the verified tag: the software's streaming tag (poison when
	 * refused), then with one bit flipped */
	check = fz_alloc(j->tag_len);
	memcpy(check, sw.tag[0], j->tag_len);
	cmac_oneshots(j, SOFTWARE_DEVID, &sw);
	sw.rc[C_VERIFY] = cmac_verify(j, SOFTWARE_DEVID, check, 0);
	if (j->tag_len > 0)
		sw.rc[C_FORGED] = cmac_verify(j, SOFTWARE_DEVID, check, 1);
#endif
	cmac_stats(&st0);
	FZ_CHECK(st0.cmac == st1.cmac && st0.declined == st1.declined,
		 CMAC_JOB ": the software's requests reached the device", CMAC_ARGS);
#if HAVE_CMAC_EX
	cmac_oneshots(j, AESALT_WOLFSSL_DEVID, &dev);
	cmac_stats(&st1);
	/* the keyed one-shot, init and the keyless one-shot */
	if (valid)
		FZ_CHECK(st1.cmac - st0.cmac == 3 && st1.declined == st0.declined,
			 CMAC_JOB ": the device served %lu one-shot requests of 3", CMAC_ARGS,
			 st1.cmac - st0.cmac);
	dev.rc[C_VERIFY] = cmac_verify(j, AESALT_WOLFSSL_DEVID, check, 0);
	if (j->tag_len > 0)
		dev.rc[C_FORGED] = cmac_verify(j, AESALT_WOLFSSL_DEVID, check, 1);
	free(check);
#endif

	for (c = 0; c < NCALLS; c++)
		FZ_CHECK(dev.rc[c] == sw.rc[c], CMAC_JOB ": %s: device %d, software %d", CMAC_ARGS,
			 cmac_calls[c], dev.rc[c], sw.rc[c]);
	for (c = 0; c < 3; c++) {
		FZ_CHECK(dev.sz[c] == sw.sz[c], CMAC_JOB ": %s: *outSz device %u, software %u",
			 CMAC_ARGS, cmac_calls[C_FINAL + c], (unsigned)dev.sz[c],
			 (unsigned)sw.sz[c]);
		FZ_SAME(dev.tag[c], sw.tag[c], j->tag_len, CMAC_JOB ": %s: tag differs", CMAC_ARGS,
			cmac_calls[C_FINAL + c]);
		FZ_CHECK(dev.holds_key[c] == sw.holds_key[c],
			 CMAC_JOB ": after %s the Cmac holds the key: device %d, software %d",
			 CMAC_ARGS, cmac_calls[C_FINAL + c], dev.holds_key[c], sw.holds_key[c]);
	}
	/* wolfSSL's rules, so that agreement cannot come from both sides
	 * failing: a valid key streams, the tag length decides final. */
	FZ_CHECK((dev.rc[C_INIT] == 0) == valid, CMAC_JOB ": init returned %d", CMAC_ARGS,
		 dev.rc[C_INIT]);
	if (valid)
		FZ_CHECK(dev.rc[C_UPDATE] == 0 && dev.rc[C_FINAL] == (tag_ok ? 0 : BUFFER_E),
			 CMAC_JOB ": update %d, final %d", CMAC_ARGS, dev.rc[C_UPDATE],
			 dev.rc[C_FINAL]);
#if HAVE_CMAC_EX
	if (valid) {
		FZ_CHECK(dev.rc[C_GEN] == dev.rc[C_FINAL] && dev.rc[C_KEYLESS] == dev.rc[C_FINAL],
			 CMAC_JOB ": one-shots %d and %d, final %d", CMAC_ARGS, dev.rc[C_GEN],
			 dev.rc[C_KEYLESS], dev.rc[C_FINAL]);
		FZ_SAME(dev.tag[1], dev.tag[0], j->tag_len,
			CMAC_JOB ": one-shot differs from streaming", CMAC_ARGS);
		FZ_SAME(dev.tag[2], dev.tag[0], j->tag_len,
			CMAC_JOB ": keyless one-shot differs from streaming", CMAC_ARGS);
	}
	if (valid && tag_ok)
		FZ_CHECK(dev.rc[C_VERIFY] == 0 && dev.rc[C_FORGED] != 0 &&
				 dev.rc[C_FORGED] != NOT_CALLED,
			 CMAC_JOB ": verify %d, forged %d", CMAC_ARGS, dev.rc[C_VERIFY],
			 dev.rc[C_FORGED]);
#endif
#undef CMAC_JOB
#undef CMAC_ARGS
	for (c = 0; c < 3; c++) {
		free(dev.tag[c]);
		free(sw.tag[c]);
	}
}
#endif /* WOLFSSL_CMAC */

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
	if (j.mode == CMAC) {
		j.tag_len = fz_u8(&f) % 18; /* 0..17: wolfSSL takes 4..16 */
		j.aad = fz_alloc(0);
	} else {
		fz_bytes(&f, j.iv, 16);
		j.iv_len = j.mode == CCM ? (size_t)7 + fz_u8(&f) % 7 : (size_t)1 + fz_u8(&f) % 16;
		j.tag_len = j.mode == CCM ? (size_t)4 + 2 * (fz_u8(&f) % 7)
					  : (size_t)12 + fz_u8(&f) % 5;
		j.aad = fz_msg(&f, &j.aad_len);
	}
	j.in = fz_msg(&f, &j.len);
	if ((j.mode == ECB || j.mode == CBC || j.mode == CMAC) && (fz_u8(&f) & 3) != 0)
		j.len -= j.len % 16; /* mostly whole blocks */
	j.opts = fz_u8(&f);
	j.npieces = j.opts % 8;
	j.opts >>= 3;
	for (i = 0; i < j.npieces; i++)
		j.pieces[i] = fz_len(&f);
	cap = j.len != 0 ? j.len : 1;
	dev = fz_alloc(cap);
	sw = fz_alloc(cap);

	for (i = 0; i < nk; i++) {
		const char *kernel = fz_use_kernel(i);
		int drc, src;
		if (j.mode == CMAC) {
#ifdef WOLFSSL_CMAC
			cmac_job(&j, kernel);
#endif
			continue; /* (a wolfSSL without CMAC: nothing to compare) */
		}
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
