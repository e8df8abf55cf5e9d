/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Registration of the device (and, with WOLF_CRYPTO_CB_FIND, the
 * find-device hook), and its request counters.
 */
#include <stdatomic.h>
#include <string.h>

#include "device.h"

static int s_registered;
static int s_devkey_always; /* devKey holds the key even without a devId */

/* The request counters: atomic, except in a wolfSSL built without threads
 * (SINGLE_THREADED, where the key cache has no thread-local storage either:
 * key_cache.c), which gets plain ones and no atomic read-modify-write on
 * every request (on a 68020/68030 a CAS loop, on Cortex-M an LDREX/STREX
 * loop). */
#ifdef SINGLE_THREADED
#define STAT(type) type
#define STAT_ADD(obj) ((obj)++)
#define STAT_LOAD(obj) (obj)
#define STAT_STORE(obj, v) ((obj) = (v))
#define STAT_LOAD_RELAXED(obj) (obj)
#define STAT_STORE_RELAXED(obj, v) ((obj) = (v))
#else
#define STAT(type) _Atomic(type)
#define STAT_ADD(obj) atomic_fetch_add_explicit(&(obj), 1, memory_order_relaxed)
#define STAT_LOAD(obj) atomic_load(&(obj))
#define STAT_STORE(obj, v) atomic_store(&(obj), (v))
#define STAT_LOAD_RELAXED(obj) atomic_load_explicit(&(obj), memory_order_relaxed)
#define STAT_STORE_RELAXED(obj, v) atomic_store_explicit(&(obj), (v), memory_order_relaxed)
#endif

static struct {
	STAT(unsigned long) n[AESALT_WOLFSSL_N_COUNTERS];
	STAT(const char *) kernel;
	STAT(int) mixed;
} s_stats;

/* see device.h */
int aesalt_wolfssl_devkey_always(void)
{
	return s_devkey_always;
}

/* see device.h */
void aesalt_wolfssl_count(enum aesalt_wolfssl_counter c, int ret)
{
	if (ret == WC_NO_ERR_TRACE(CRYPTOCB_UNAVAILABLE))
		c = AESALT_WOLFSSL_N_DECLINED;
	else if (ret != 0)
		STAT_ADD(s_stats.n[AESALT_WOLFSSL_N_ERRORS]);
	STAT_ADD(s_stats.n[c]);
}

/* see device.h */
void aesalt_wolfssl_note_kernel(const char *name)
{
	const char *prev = STAT_LOAD_RELAXED(s_stats.kernel);
	if (prev != name) {
		if (prev != NULL)
			STAT_STORE_RELAXED(s_stats.mixed, 1);
		STAT_STORE_RELAXED(s_stats.kernel, name);
	}
}

#if AESALT_WOLFSSL_FIND
/* Sends AES and CMAC requests of objects without a device id to the
 * device; every other request keeps the id it came with. */
static int find_device(int devId, int algoType)
{
	if (devId == INVALID_DEVID &&
	    (algoType == WC_ALGO_TYPE_CIPHER || algoType == WC_ALGO_TYPE_CMAC))
		return AESALT_WOLFSSL_DEVID;
	return devId;
}
#endif

/* Does wolfSSL keep the raw key in devKey for an object without a device
 * id?  ONLY_AES always does (it has nothing else); FIND builds of 5.9.2 do,
 * of 5.7.2 do not. */
static int probe_devkey(void)
{
#if defined(WOLF_CRYPTO_CB_ONLY_AES)
	return 1;
#elif AESALT_WOLFSSL_FIND
	static const byte k[16] = { 0x61, 0x65, 0x73, 0x61, 0x6c, 0x74, 0x2d, 0x70,
				    0x72, 0x6f, 0x62, 0x65, 0x2d, 0x6b, 0x65, 0x79 };
	Aes probe;
	int ok = 0;

	/* Zeroed first: wc_AesInit leaves devKey alone, and a wolfSSL that
	 * does not copy the key must be seen to leave zeros there. */
	memset(&probe, 0, sizeof probe);
	if (wc_AesInit(&probe, NULL, INVALID_DEVID) != 0)
		return 0;
	if (wc_AesSetKey(&probe, k, sizeof k, NULL, AES_ENCRYPTION) == 0)
		ok = memcmp(probe.devKey, k, sizeof k) == 0;
	wc_AesFree(&probe);
	return ok;
#else
	return 0;
#endif
}

/* see aesalt_wolfssl.h */
int aesalt_wolfssl_register(void)
{
	int ret;

	if (s_registered)
		return 0;
	if (aesalt_kernel_active() == NULL)
		return BAD_STATE_E;
	s_devkey_always = probe_devkey();
	ret = wc_CryptoCb_RegisterDevice(AESALT_WOLFSSL_DEVID, aesalt_wolfssl_cryptocb, NULL);
	if (ret != 0)
		return ret;
#if AESALT_WOLFSSL_FIND
	wc_CryptoCb_SetDeviceFindCb(find_device);
#endif
	s_registered = 1;
	return 0;
}

/* see aesalt_wolfssl.h */
int aesalt_wolfssl_unregister(void)
{
	if (!s_registered)
		return BAD_STATE_E;
#if AESALT_WOLFSSL_FIND
	wc_CryptoCb_SetDeviceFindCb(NULL);
#endif
	wc_CryptoCb_UnRegisterDevice(AESALT_WOLFSSL_DEVID);
	s_registered = 0;
	aesalt_wolfssl_cache_wipe();
	return 0;
}

/* see aesalt_wolfssl.h */
int aesalt_wolfssl_registered(void)
{
	return s_registered;
}

/* see aesalt_wolfssl.h */
int aesalt_wolfssl_get_stats(aesalt_wolfssl_stats *st)
{
	if (st == NULL)
		return BAD_FUNC_ARG;
	st->ecb_enc = STAT_LOAD(s_stats.n[AESALT_WOLFSSL_N_ECB_ENC]);
	st->ecb_dec = STAT_LOAD(s_stats.n[AESALT_WOLFSSL_N_ECB_DEC]);
	st->cbc_enc = STAT_LOAD(s_stats.n[AESALT_WOLFSSL_N_CBC_ENC]);
	st->cbc_dec = STAT_LOAD(s_stats.n[AESALT_WOLFSSL_N_CBC_DEC]);
	st->ctr = STAT_LOAD(s_stats.n[AESALT_WOLFSSL_N_CTR]);
	st->gcm_enc = STAT_LOAD(s_stats.n[AESALT_WOLFSSL_N_GCM_ENC]);
	st->gcm_dec = STAT_LOAD(s_stats.n[AESALT_WOLFSSL_N_GCM_DEC]);
	st->ccm_enc = STAT_LOAD(s_stats.n[AESALT_WOLFSSL_N_CCM_ENC]);
	st->ccm_dec = STAT_LOAD(s_stats.n[AESALT_WOLFSSL_N_CCM_DEC]);
	st->cmac = STAT_LOAD(s_stats.n[AESALT_WOLFSSL_N_CMAC]);
	st->declined = STAT_LOAD(s_stats.n[AESALT_WOLFSSL_N_DECLINED]);
	st->errors = STAT_LOAD(s_stats.n[AESALT_WOLFSSL_N_ERRORS]);
	st->kernel = STAT_LOAD(s_stats.kernel);
	st->kernels_mixed = STAT_LOAD(s_stats.mixed);
	return 0;
}

/* see aesalt_wolfssl.h */
int aesalt_wolfssl_reset_stats(void)
{
	size_t i;

	for (i = 0; i < AESALT_WOLFSSL_N_COUNTERS; i++)
		STAT_STORE(s_stats.n[i], 0);
	STAT_STORE(s_stats.kernel, NULL);
	STAT_STORE(s_stats.mixed, 0);
	return 0;
}
