/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The device's expanded keys.
 *
 * The raw key of an Aes object: wolfSSL copies it into aes->devKey when the
 * object has a device id; newer releases (5.9.2, not 5.7.2) also under
 * WOLF_CRYPTO_CB_FIND for objects without one, and registration probes
 * which kind it runs with (aesalt_wolfssl_devkey_always).  Where devKey is
 * not kept, the key is read back from wolfSSL's own key schedule
 * (key_schedule.c).
 *
 * Expanded aesalt keys are cached per thread (AESALT_WOLFSSL_CACHE_SLOTS
 * slots, least recently set replaced; 0 disables the cache), keyed by the
 * raw key (or wolfSSL's schedule), the direction and the aesalt kernel.
 * An entry is a pure function of that key, so it can never be stale.
 */
#include <string.h>

#include "device.h"

#ifndef AESALT_WOLFSSL_THREAD_LOCAL
#ifdef SINGLE_THREADED
#define AESALT_WOLFSSL_THREAD_LOCAL
#else
#define AESALT_WOLFSSL_THREAD_LOCAL _Thread_local
#endif
#endif

#if AESALT_WOLFSSL_CACHE_SLOTS > 0
struct cache {
	struct aesalt_wolfssl_slot slot[AESALT_WOLFSSL_CACHE_SLOTS];
	unsigned next; /* slot to replace on a miss */
	unsigned last; /* slot of the last hit, looked at first */
};
static AESALT_WOLFSSL_THREAD_LOCAL struct cache t_cache;
#endif

/* Fills fp, the key's fingerprint, with what identifies the key of aes:
 * the raw key when devKey holds it, else wolfSSL's schedule.  Returns its
 * length, 0 if the key cannot be read. */
static size_t make_fingerprint(const Aes *aes, uint8_t fp[AESALT_WOLFSSL_FP_MAX],
			       int *from_schedule)
{
	int keylen = aes->keylen;

	*from_schedule = 0;
	if (aes->devId != INVALID_DEVID || aesalt_wolfssl_devkey_always()) {
		if (keylen != 16 && keylen != 24 && keylen != 32)
			return 0;
		memcpy(fp, aes->devKey, (size_t)keylen);
		return (size_t)keylen;
	}
#if AESALT_WOLFSSL_SCHEDULE
	if (aes->rounds == 10 || aes->rounds == 12 || aes->rounds == 14) {
		size_t n = 16 * ((size_t)aes->rounds + 1);
		memcpy(fp, aes->key, n);
		*from_schedule = 1;
		return n;
	}
#endif
	return 0;
}

/* Sets up s for the key of aes.  Returns 0 or a wolfSSL error code
 * (CRYPTOCB_UNAVAILABLE when the key cannot be read). */
static int fill_slot(struct aesalt_wolfssl_slot *s, const Aes *aes, enum aesalt_wolfssl_kind kind,
		     const uint8_t *fp, size_t fp_len, int from_schedule, const char *kernel)
{
	uint8_t raw[32];
	size_t raw_len = fp_len;
	int ret;

	if (from_schedule) {
#if AESALT_WOLFSSL_SCHEDULE
		raw_len = aesalt_wolfssl_key_from_schedule(aes, kind == AESALT_WOLFSSL_DEC, raw);
#else
		(void)aes;
		raw_len = 0;
#endif
		if (raw_len == 0)
			return CRYPTOCB_UNAVAILABLE;
	} else {
		memcpy(raw, fp, raw_len);
	}
	s->kernel = NULL;
	if (kind == AESALT_WOLFSSL_GCM)
		ret = aesalt_gcm_setkey(&s->u.gcm, raw, raw_len);
	else if (kind == AESALT_WOLFSSL_CMAC)
		ret = aesalt_cmac_setkey(&s->u.cmac, raw, raw_len);
	else if (kind == AESALT_WOLFSSL_DEC)
		ret = aesalt_aes_setkey_dec(&s->u.key, raw, raw_len);
	else
		ret = aesalt_aes_setkey_enc(&s->u.key, raw, raw_len);
	aesalt_zeroize(raw, sizeof raw);
	if (ret != AESALT_OK) {
		aesalt_zeroize(s, sizeof *s);
		return aesalt_wolfssl_no_key(aesalt_wolfssl_err(ret));
	}
	memcpy(s->fp, fp, fp_len);
	s->fp_len = (uint16_t)fp_len;
	s->kind = (uint8_t)kind;
	s->kernel = kernel;
	return 0;
}

/* The slot of the key fp identifies (fp, fp_len, from_schedule as
 * make_fingerprint gives them; aes only for from_schedule; kernel the
 * active one, not NULL): found in the cache, or made there (or in scratch without a cache).  Inlined: it is on
 * the path of every request. */
static AESALT_WOLFSSL_INLINE int lookup(const char *kernel, const Aes *aes,
					enum aesalt_wolfssl_kind kind, const uint8_t *fp,
					size_t fp_len, int from_schedule,
					struct aesalt_wolfssl_slot *scratch,
					struct aesalt_wolfssl_slot **out)
{
	struct aesalt_wolfssl_slot *s = scratch;
	int ret;

#if AESALT_WOLFSSL_CACHE_SLOTS > 0
	{
		struct cache *c = &t_cache;
		unsigned i, idx;
		for (i = 0; i < AESALT_WOLFSSL_CACHE_SLOTS; i++) {
			idx = (c->last + i) % AESALT_WOLFSSL_CACHE_SLOTS;
			s = &c->slot[idx];
			if (s->kernel == kernel && s->kind == (uint8_t)kind &&
			    s->fp_len == fp_len &&
			    aesalt_ct_compare(s->fp, fp, fp_len) == AESALT_OK) {
				c->last = idx;
				aesalt_wolfssl_note_kernel(kernel);
				*out = s;
				return 0;
			}
		}
		idx = c->next;
		c->next = (idx + 1) % AESALT_WOLFSSL_CACHE_SLOTS;
		s = &c->slot[idx];
		ret = fill_slot(s, aes, kind, fp, fp_len, from_schedule, kernel);
		if (ret == 0)
			c->last = idx;
	}
#else
	ret = fill_slot(s, aes, kind, fp, fp_len, from_schedule, kernel);
#endif
	if (ret == 0) {
		*out = s;
		aesalt_wolfssl_note_kernel(kernel);
	}
	return ret;
}

/* see device.h */
int aesalt_wolfssl_get_key(const Aes *aes, enum aesalt_wolfssl_kind kind,
			   struct aesalt_wolfssl_slot *scratch, struct aesalt_wolfssl_slot **out)
{
	uint8_t fp[AESALT_WOLFSSL_FP_MAX];
	size_t fp_len;
	int from_schedule, ret;

	const char *kernel = aesalt_kernel_active();

	*out = NULL;
	if (kernel == NULL)
		return aesalt_wolfssl_no_key(
			WC_HW_E); /* AESALT_KERNEL named a kernel this CPU lacks */
	fp_len = make_fingerprint(aes, fp, &from_schedule);
	if (fp_len == 0)
		return aesalt_wolfssl_no_key(KEYUSAGE_E); /* no key set */
	ret = lookup(kernel, aes, kind, fp, fp_len, from_schedule, scratch, out);
	aesalt_zeroize(fp, sizeof fp);
	return ret;
}

/* see device.h */
int aesalt_wolfssl_get_raw_key(const uint8_t *key, size_t len, enum aesalt_wolfssl_kind kind,
			       struct aesalt_wolfssl_slot *scratch,
			       struct aesalt_wolfssl_slot **out)
{
	const char *kernel = aesalt_kernel_active();

	*out = NULL;
	if (kernel == NULL)
		return aesalt_wolfssl_no_key(WC_HW_E);
	/* The fingerprint is the key itself: it must fit (longer keys are
	 * not AES keys; the device declines them like other unusable keys). */
	if (key == NULL || len == 0 || len > 32)
		return aesalt_wolfssl_no_key(BAD_FUNC_ARG);
	return lookup(kernel, NULL, kind, key, len, 0, scratch, out);
}

/* see device.h */
void aesalt_wolfssl_put_key(struct aesalt_wolfssl_slot *s, struct aesalt_wolfssl_slot *scratch)
{
	if (s == scratch)
		aesalt_zeroize(scratch, sizeof *scratch);
}

/* see aesalt_wolfssl.h */
int aesalt_wolfssl_cache_wipe(void)
{
#if AESALT_WOLFSSL_CACHE_SLOTS > 0
	aesalt_zeroize(&t_cache, sizeof t_cache);
#endif
	return 0;
}
