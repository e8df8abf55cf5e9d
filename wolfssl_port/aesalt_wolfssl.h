/* SPDX-License-Identifier: Apache-2.0 */
/*
 * aesalt as a wolfSSL crypto-callback device (WOLF_CRYPTO_CB).
 *
 * The device serves wolfSSL's AES requests (ECB, CBC, CTR, GCM and CCM,
 * both directions, and AES-CMAC) from aesalt's kernels and declines everything else with
 * CRYPTOCB_UNAVAILABLE, so wolfSSL's own code handles it.  See README.md for
 * the wolfSSL settings and which wolfSSL versions get which coverage.
 *
 * This header needs no wolfSSL header.  Functions return 0 or a negative
 * wolfSSL error code (wolfssl/wolfcrypt/error-crypt.h), as wolfSSL's own
 * functions do.
 */
#ifndef AESALT_WOLFSSL_H
#define AESALT_WOLFSSL_H

#ifdef __cplusplus
extern "C" {
#endif

/* The device id under which the device registers.  Any value other than
 * wolfSSL's INVALID_DEVID (-2) and other devices' ids; override at build
 * time if it clashes with another device of the application. */
#ifndef AESALT_WOLFSSL_DEVID
#define AESALT_WOLFSSL_DEVID 0x61657361 /* "aesa" */
#endif

/* Registers the device.  Call after wolfCrypt_Init() (which clears wolfSSL's
 * device table the first time it runs), before any AES object is used.
 *
 * With WOLF_CRYPTO_CB_FIND (wolfSSL 5.6.2 and later) it also installs a
 * find-device callback that sends every AES request made with
 * INVALID_DEVID (the default of wc_AesInit and of every TLS session) to the
 * device, so applications need no change.  wolfSSL keeps one find-device
 * callback: this one replaces any other.  Without WOLF_CRYPTO_CB_FIND only
 * AES objects that carry the device id reach the device (wc_AesInit(aes,
 * heap, AESALT_WOLFSSL_DEVID), wolfSSL_CTX_SetDevId(ctx,
 * AESALT_WOLFSSL_DEVID)).
 *
 * Not thread safe (wolfSSL's device table is not): call once, at start-up.
 * Returns 0; BAD_STATE_E when aesalt has no usable kernel (an AESALT_KERNEL
 * that names a kernel this CPU cannot run); or the error of
 * wc_CryptoCb_RegisterDevice (BUFFER_E: wolfSSL's device table is full). */
int aesalt_wolfssl_register(void);

/* Removes the device and, with WOLF_CRYPTO_CB_FIND, the find-device
 * callback; wipes the calling thread's key cache.  Returns 0, or
 * BAD_STATE_E when the device is not registered.  Not thread safe. */
int aesalt_wolfssl_unregister(void);

/* 1 if the device is registered, else 0. */
int aesalt_wolfssl_registered(void);

/* Wipes the calling thread's cache of expanded keys (see README.md: keys
 * stay cached, per thread, until evicted by newer keys or wiped here).
 * Always returns 0. */
int aesalt_wolfssl_cache_wipe(void);

/* Requests answered by the device since start or the last reset.  A
 * request that the device declined (CRYPTOCB_UNAVAILABLE) is counted in
 * `declined` only; one answered with an error in `errors` and in its
 * mode. */
typedef struct aesalt_wolfssl_stats {
	unsigned long ecb_enc, ecb_dec;
	unsigned long cbc_enc, cbc_dec;
	unsigned long ctr;
	unsigned long gcm_enc, gcm_dec;
	unsigned long ccm_enc, ccm_dec;
	unsigned long cmac;	/* CMAC requests: init, update, final, one-shot */
	unsigned long declined; /* left to wolfSSL's software */
	unsigned long errors;	/* answered with a wolfSSL error code */
	/* Name of the aesalt kernel whose keys served the last request (NULL
	 * before the first one); kernels_mixed is 1 if requests were served by
	 * keys of more than one kernel. */
	const char *kernel;
	int kernels_mixed;
} aesalt_wolfssl_stats;

/* Copies the counters into *st.  Returns 0, or BAD_FUNC_ARG for NULL. */
int aesalt_wolfssl_get_stats(aesalt_wolfssl_stats *st);
/* Zeroes the counters.  Always returns 0. */
int aesalt_wolfssl_reset_stats(void);

/* The crypto callback itself (a CryptoDevCallbackFunc), for applications
 * that register the device under an id of their own with
 * wc_CryptoCb_RegisterDevice(id, aesalt_wolfssl_cryptocb, NULL).  Returns
 * 0, a wolfSSL error code, or CRYPTOCB_UNAVAILABLE for a request it does
 * not serve. */
struct wc_CryptoInfo;
int aesalt_wolfssl_cryptocb(int devId, struct wc_CryptoInfo *info, void *ctx);

#ifdef __cplusplus
}
#endif

#endif /* AESALT_WOLFSSL_H */
