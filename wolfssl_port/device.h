/* SPDX-License-Identifier: Apache-2.0 */
/*
 * What the files of the aesalt wolfSSL device share (not installed):
 *
 *   aesalt_wolfssl.c   the request handlers and the callback: what the
 *                      device does with each wolfSSL request;
 *   key_cache.c        the expanded keys, per thread, and how the raw key
 *                      of an Aes object is found;
 *   key_schedule.c     reading the raw key back from wolfSSL's own key
 *                      schedule (wolfSSL 5.7 with WOLF_CRYPTO_CB_FIND);
 *   register.c         registration, the find-device hook, the counters.
 *
 * Everything here has hidden visibility: the device is linked into
 * libwolfssl, whose exports are wolfSSL's and aesalt_wolfssl.h's.
 */
#ifndef AESALT_WOLFSSL_DEVICE_H
#define AESALT_WOLFSSL_DEVICE_H

#ifndef WOLFSSL_USER_SETTINGS
#include <wolfssl/options.h>
#endif
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/aes.h>
#ifdef WOLFSSL_CMAC
#include <wolfssl/wolfcrypt/cmac.h>
#endif
#include <wolfssl/wolfcrypt/cryptocb.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/version.h>

#include <stddef.h>
#include <stdint.h>

#include "aesalt/aesalt.h"
#include "aesalt_wolfssl.h"

#ifndef WOLF_CRYPTO_CB
#error "the aesalt device needs wolfSSL built with WOLF_CRYPTO_CB (--enable-cryptocb)"
#endif
#ifdef NO_AES
#error "the aesalt device needs wolfSSL's AES (NO_AES is defined)"
#endif
/* wolfSSL's AES assembly replaces the functions that call the device, or
 * keeps keys in a layout of its own: never together with the device. */
#if defined(WOLFSSL_AESNI) || defined(WOLFSSL_ARMASM) || defined(WOLFSSL_RISCV_ASM) ||             \
	defined(WOLFSSL_PPC64_ASM)
#error "wolfSSL's own AES assembly bypasses the aesalt device: build wolfSSL without it"
#endif
#if defined(WOLF_CRYPTO_CB_ONLY_AES) && !defined(HAVE_AES_ECB)
#error "WOLF_CRYPTO_CB_ONLY_AES with the aesalt device needs HAVE_AES_ECB"
#endif

#if defined(__GNUC__) || defined(__clang__)
#define AESALT_WOLFSSL_LOCAL __attribute__((visibility("hidden")))
#define AESALT_WOLFSSL_INLINE __attribute__((always_inline)) inline
#define AESALT_WOLFSSL_NOINLINE __attribute__((noinline))
#else
#define AESALT_WOLFSSL_LOCAL
#define AESALT_WOLFSSL_INLINE inline
#define AESALT_WOLFSSL_NOINLINE
#endif

/* The find-device hook came with wolfSSL 5.6.2; older versions ignore
 * WOLF_CRYPTO_CB_FIND. */
#if defined(WOLF_CRYPTO_CB_FIND) && LIBWOLFSSL_VERSION_HEX >= 0x05006002
#define AESALT_WOLFSSL_FIND 1
#else
#define AESALT_WOLFSSL_FIND 0
#endif

/* wolfSSL 5.7+ wraps error codes it compares in WC_NO_ERR_TRACE (a no-op
 * unless WOLFSSL_DEBUG_TRACE_ERROR_CODES); older versions lack it. */
#ifndef WC_NO_ERR_TRACE
#define WC_NO_ERR_TRACE(x) (x)
#endif

/* Reading the key back from wolfSSL's schedule (key_schedule.c) is only
 * for objects without a device id, which reach the device only through
 * the find-device hook: without it every object the device sees has a
 * device id, and wolfSSL (5.5, 5.7, 5.9) copies the raw key of those to
 * devKey.  It also needs wolfSSL's table layout (not the bitsliced one)
 * and a schedule at all (not ONLY_AES). */
#if AESALT_WOLFSSL_FIND && !defined(WOLF_CRYPTO_CB_ONLY_AES) && !defined(WC_AES_BITSLICED) &&      \
	!defined(WC_C_DYNAMIC_FALLBACK)
#define AESALT_WOLFSSL_SCHEDULE 1
#define AESALT_WOLFSSL_FP_MAX 240 /* a key's fingerprint: 60 schedule words */
#else
#define AESALT_WOLFSSL_SCHEDULE 0
#define AESALT_WOLFSSL_FP_MAX 32
#endif

/* ---- errors ------------------------------------------------------------- */

/* aesalt error -> wolfSSL error. */
static inline int aesalt_wolfssl_err(int aesalt_ret)
{
	switch (aesalt_ret) {
	case AESALT_OK:
		return 0;
	case AESALT_ERR_UNSUPPORTED:
		return WC_HW_E;
	default:
		return BAD_FUNC_ARG;
	}
}

/* What to answer when the device cannot read the key or has no kernel:
 * decline, so wolfSSL's software answers; under ONLY_AES there is no
 * software to decline to, so an error. */
static inline int aesalt_wolfssl_no_key(int err)
{
#ifdef WOLF_CRYPTO_CB_ONLY_AES
	return err;
#else
	(void)err;
	return CRYPTOCB_UNAVAILABLE;
#endif
}

/* ---- keys (key_cache.c) --------------------------------------------------- */

/* Slots of the per-thread key cache (0: no cache, a key is expanded into
 * the caller's scratch slot per request). */
#ifndef AESALT_WOLFSSL_CACHE_SLOTS
#define AESALT_WOLFSSL_CACHE_SLOTS 8
#endif

/* What a key slot holds. */
enum aesalt_wolfssl_kind {
	AESALT_WOLFSSL_ENC = 0, /* aesalt_aes_key, encryption */
	AESALT_WOLFSSL_DEC = 1, /* aesalt_aes_key, decryption */
	AESALT_WOLFSSL_GCM = 2, /* aesalt_gcm_ctx after aesalt_gcm_setkey */
	AESALT_WOLFSSL_CMAC = 3 /* aesalt_cmac_ctx after aesalt_cmac_setkey: its
				   subkeys; x and buf are zero between requests */
};

struct aesalt_wolfssl_slot {
	const char *kernel; /* aesalt kernel of the payload; NULL = empty */
	uint16_t fp_len;    /* bytes of fingerprint: key (16/24/32) or schedule (176+) */
	uint8_t kind;
	uint8_t fp[AESALT_WOLFSSL_FP_MAX]; /* what identifies the key (key_cache.c) */
	union {
		aesalt_aes_key key;
		aesalt_gcm_ctx gcm;
		aesalt_cmac_ctx cmac;
	} u;
};

/* Finds or makes the expanded key of kind for aes.  *out points to a cache
 * slot or to scratch; give both to aesalt_wolfssl_put_key after use.
 * scratch is used only without a cache, and may be NULL with one.
 * Returns 0 or a wolfSSL error code (CRYPTOCB_UNAVAILABLE when the key
 * cannot be read, see aesalt_wolfssl_no_key). */
AESALT_WOLFSSL_LOCAL int aesalt_wolfssl_get_key(const Aes *aes, enum aesalt_wolfssl_kind kind,
						struct aesalt_wolfssl_slot *scratch,
						struct aesalt_wolfssl_slot **out);
/* The same for a raw key of len bytes (at most 32), as wolfSSL hands it
 * over: CMAC keeps its key in the Cmac object (aesalt_wolfssl.c). */
AESALT_WOLFSSL_LOCAL int aesalt_wolfssl_get_raw_key(const uint8_t *key, size_t len,
						    enum aesalt_wolfssl_kind kind,
						    struct aesalt_wolfssl_slot *scratch,
						    struct aesalt_wolfssl_slot **out);
/* Wipes scratch if s is it (a key that did not go into the cache). */
AESALT_WOLFSSL_LOCAL void aesalt_wolfssl_put_key(struct aesalt_wolfssl_slot *s,
						 struct aesalt_wolfssl_slot *scratch);

/* ---- key schedule read-back (key_schedule.c) ------------------------------ */

#if AESALT_WOLFSSL_SCHEDULE
/* Reads the raw key of aes back from wolfSSL's schedule (an encryption
 * schedule, or a decryption one if dec) and checks it by expanding it
 * again.  Returns the key length, or 0 (raw zeroed) if the schedule is not
 * one made from a key in the expected direction. */
AESALT_WOLFSSL_LOCAL size_t aesalt_wolfssl_key_from_schedule(const Aes *aes, int dec,
							     uint8_t raw[32]);
#endif

/* ---- registration and counters (register.c) ------------------------------- */

/* 1 if wolfSSL keeps the raw key in devKey even for objects without a
 * device id (probed at registration). */
AESALT_WOLFSSL_LOCAL int aesalt_wolfssl_devkey_always(void);

/* The request counters of aesalt_wolfssl_stats. */
enum aesalt_wolfssl_counter {
	AESALT_WOLFSSL_N_ECB_ENC,
	AESALT_WOLFSSL_N_ECB_DEC,
	AESALT_WOLFSSL_N_CBC_ENC,
	AESALT_WOLFSSL_N_CBC_DEC,
	AESALT_WOLFSSL_N_CTR,
	AESALT_WOLFSSL_N_GCM_ENC,
	AESALT_WOLFSSL_N_GCM_DEC,
	AESALT_WOLFSSL_N_CCM_ENC,
	AESALT_WOLFSSL_N_CCM_DEC,
	AESALT_WOLFSSL_N_CMAC,
	AESALT_WOLFSSL_N_DECLINED,
	AESALT_WOLFSSL_N_ERRORS,
	AESALT_WOLFSSL_N_COUNTERS
};

/* Counts a request of counter c that the device answered with ret (a
 * decline counts only as declined, an error also in errors). */
AESALT_WOLFSSL_LOCAL void aesalt_wolfssl_count(enum aesalt_wolfssl_counter c, int ret);
/* Records the kernel whose key served a request. */
AESALT_WOLFSSL_LOCAL void aesalt_wolfssl_note_kernel(const char *name);

#endif /* AESALT_WOLFSSL_DEVICE_H */
