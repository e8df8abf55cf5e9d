/* SPDX-License-Identifier: Apache-2.0 */
/*
 * aesalt: one AES acceleration layer for embedded TLS stacks.
 *
 * Every mode is written once, in C, over a small kernel contract
 * (core/kernel.h) that each architecture implements.  This header is the
 * whole public API.
 *
 * Conventions
 *  - Every function returns 0 (AESALT_OK) or a negative AESALT_ERR_* code.
 *    Nothing aborts on bad input.
 *  - A pointer may be NULL only when the length that goes with it is 0.
 *  - Input and output buffers are either the same pointer (in place) or do
 *    not overlap at all; any other overlap is AESALT_ERR_BAD_INPUT.
 *  - Buffers need no alignment.
 *  - A length the mode does not allow (ECB, CBC: not whole blocks; XTS:
 *    outside 16..2^24; GCM: over the message limit) is
 *    AESALT_ERR_INPUT_LENGTH whatever else is wrong: it is checked first,
 *    as Mbed TLS checks it, so an adapter need not check it again.
 *  - Every function checks all its arguments before it writes anything.
 *  - Failed authentication returns AESALT_ERR_AUTH and the whole output
 *    buffer is overwritten with zeros.
 *  - Context types are plain data: they hold no pointer into themselves and
 *    may be copied with memcpy.  They need only the alignment of their
 *    members on the target (2 bytes on m68k).
 *  - A key records the kernel that expanded it; later changes of the process
 *    kernel (aesalt_kernel_select) do not affect keys made before.
 *  - Threads: every function may be called from any number of threads at
 *    once, on separate contexts and outputs; keys and GHASH keys are only
 *    read after set-up and may be shared.  The first use of the library
 *    (the kernel choice) is made once, race-free, with pthread_once or,
 *    without pthreads, C11 atomics.  A target with neither (no pthreads, no
 *    lock-free atomic int: a bare 68000, say) is single-threaded for this
 *    purpose: call aesalt_kernel_active() once before starting threads.
 *    aesalt_kernel_select() changes the kernel for keys set up afterwards;
 *    keys set up concurrently with it get the old or the new kernel.
 *
 * Constant time: see aesalt_kernel_constant_time().  The portable "ct64"
 * kernel is constant time; the portable "table" kernel is NOT (it indexes
 * tables with secret bytes, as the C code of Mbed TLS and wolfSSL does).
 */
#ifndef AESALT_AESALT_H
#define AESALT_AESALT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The public functions: exported from the shared library, which builds
 * every other symbol hidden (tests/exports checks that the two lists are
 * the same). */
#if defined(__GNUC__) || defined(__clang__)
#define AESALT_API __attribute__((visibility("default")))
#else
#define AESALT_API
#endif
/* The old names of renamed functions (the compiler warns where they are
 * used). */
#if defined(__GNUC__) || defined(__clang__)
#define AESALT_DEPRECATED __attribute__((deprecated))
#else
#define AESALT_DEPRECATED
#endif

#define AESALT_VERSION_MAJOR 0
#define AESALT_VERSION_MINOR 1
#define AESALT_VERSION_PATCH 0
/* The three as one number, MAJOR << 16 | MINOR << 8 | PATCH. */
#define AESALT_VERSION_NUMBER                                                                      \
	((AESALT_VERSION_MAJOR << 16) | (AESALT_VERSION_MINOR << 8) | AESALT_VERSION_PATCH)

/* The version of the library linked at run time, as AESALT_VERSION_NUMBER:
 * compare it with the header's to detect a mismatched installation. */
AESALT_API unsigned long aesalt_version(void);

/* ---- error codes ------------------------------------------------------ */

#define AESALT_OK 0
#define AESALT_ERR_BAD_INPUT (-1)    /* NULL pointer, bad overlap, bad size, misuse */
#define AESALT_ERR_KEY_LENGTH (-2)   /* key is not 16, 24 or 32 bytes (XTS: 32 or 64) */
#define AESALT_ERR_INPUT_LENGTH (-3) /* data length not allowed by the mode */
#define AESALT_ERR_AUTH (-4)	     /* tag mismatch; output wiped */
#define AESALT_ERR_UNSUPPORTED (-5)  /* kernel unknown/refused/unusable, or mode compiled out */
#define AESALT_ERR_CIPHER (-6)	     /* the caller's block function failed (GCM) */
#define AESALT_ERR_WEAK_KEY (-7)     /* a key its standard forbids: XTS with Key1 == Key2 */

/* A static English string for an error code; never NULL. */
AESALT_API const char *aesalt_strerror(int err);

/* ---- kernels ------------------------------------------------------------
 *
 * A kernel is one implementation of the contract in core/kernel.h ("ct64",
 * "table", and per-architecture assembly).  At first use the library picks
 * the fastest usable kernel, or the one named by the environment variable
 * AESALT_KERNEL (when it is unset, by AESALT_IMPL, its deprecated name).
 * AESALT_VERBOSE=1 prints the choice on stderr.  An AESALT_KERNEL value
 * that is unknown or not usable on this CPU is refused with a message on
 * stderr, and every key set-up then fails with AESALT_ERR_UNSUPPORTED until
 * aesalt_kernel_select() names a usable kernel: a forced kernel is never
 * silently replaced by another.
 *
 * Constant time only, three ways (README "Picking a kernel"):
 *  - built with CMake -DAESALT_CONSTANT_TIME=ON, the library contains only
 *    kernels that are constant time on its target (for bare metal, where
 *    there is no environment);
 *  - the environment variable AESALT_CONSTANT_TIME=1 (any value but "" and
 *    "0"), read at first use;
 *  - aesalt_kernel_require_constant_time() from code.
 * Then a kernel that is not constant time is not chosen, not listed by
 * aesalt_kernel_count()/aesalt_kernel_name(), and naming it (AESALT_KERNEL,
 * aesalt_kernel_select) is refused like an unusable one.
 *
 * Modes compiled out (CMake AESALT_AEGIS, AESALT_XTS, AESALT_CFB_OFB set
 * OFF; README "Build and install"): their functions stay, and return
 * AESALT_ERR_UNSUPPORTED without touching their arguments.
 */

/* Number of kernels built into the library and usable on this CPU. */
AESALT_API size_t aesalt_kernel_count(void);

/* Name of usable kernel i (i < aesalt_kernel_count()), else NULL. */
AESALT_API const char *aesalt_kernel_name(size_t i);

/* Selects the kernel for keys set up from now on, process-wide.  NULL or
 * "auto" restores the automatic choice.  Returns 0, or
 * AESALT_ERR_UNSUPPORTED for a name that is unknown or unusable here. */
AESALT_API int aesalt_kernel_select(const char *name);

/* Name of the kernel new keys will use, or NULL when a forced kernel was
 * refused (see above). */
AESALT_API const char *aesalt_kernel_active(void);

/* 1 if the named kernel is constant time (no secret-dependent branches or
 * memory addresses) on this build's target, 0 if it is not,
 * AESALT_ERR_UNSUPPORTED if no kernel of this build has that name. */
AESALT_API int aesalt_kernel_constant_time(const char *name);

/* From now on, process-wide and for good: only constant-time kernels (as
 * AESALT_CONSTANT_TIME=1; for code without an environment).  If the active
 * kernel is not constant time, the automatic choice among the
 * constant-time kernels replaces it (said on stderr); keys set up before
 * keep their kernel, so call it before setting up keys.  Returns 0, or
 * AESALT_ERR_UNSUPPORTED when no constant-time kernel of this build can run
 * here, or a refused AESALT_KERNEL left no kernel active (key set-up then
 * fails). */
AESALT_API int aesalt_kernel_require_constant_time(void);

/* Deprecated: the names these functions had before aesalt said "kernel"
 * everywhere.  Each is the function of the same suffix (aesalt_impl_X is
 * aesalt_kernel_X; aesalt_aes_key_impl, below, is aesalt_aes_key_kernel),
 * still exported for programs built against them; the environment
 * variable AESALT_IMPL is likewise still read when AESALT_KERNEL is unset.
 * New code uses the kernel names. */
AESALT_API size_t aesalt_impl_count(void) AESALT_DEPRECATED;
AESALT_API const char *aesalt_impl_name(size_t i) AESALT_DEPRECATED;
AESALT_API int aesalt_impl_select(const char *name) AESALT_DEPRECATED;
AESALT_API const char *aesalt_impl_active(void) AESALT_DEPRECATED;
AESALT_API int aesalt_impl_constant_time(const char *name) AESALT_DEPRECATED;
AESALT_API int aesalt_impl_require_constant_time(void) AESALT_DEPRECATED;

/* ---- AES keys (streaming building blocks) ----------------------------- */

struct aesalt_kernel;

/* An expanded AES key for one direction.  The schedule layout belongs to
 * the kernel that made it.  Zero-initialise or aesalt_aes_key_wipe() it
 * before first use; an unset key is refused with AESALT_ERR_BAD_INPUT. */
typedef struct aesalt_aes_key {
	const struct aesalt_kernel *kernel; /* kernel that expanded it; NULL = unset */
	uint32_t rounds;		    /* 10, 12 or 14 */
	uint32_t decrypt;		    /* 0: encryption schedule, 1: decryption */
	union {
		uint32_t w[60];
		uint64_t q[30];
		uint8_t b[240];
	} rk; /* private to the kernel */
} aesalt_aes_key;

/* key_len is 16, 24 or 32 bytes.  On any failure the key is wiped (as by
 * aesalt_aes_key_wipe, unless key is NULL) and every function then
 * refuses it with AESALT_ERR_BAD_INPUT: a failed re-key never leaves the
 * old key usable, as aesalt_gcm_setkey and aesalt_cmac_setkey wipe their
 * context. */
AESALT_API int aesalt_aes_setkey_enc(aesalt_aes_key *key, const uint8_t *k, size_t key_len);
AESALT_API int aesalt_aes_setkey_dec(aesalt_aes_key *key, const uint8_t *k, size_t key_len);
/* Name of the kernel that expanded the key, or NULL for an unset key. */
AESALT_API const char *aesalt_aes_key_kernel(const aesalt_aes_key *key);
/* Deprecated name of aesalt_aes_key_kernel (see aesalt_impl_count). */
AESALT_API const char *aesalt_aes_key_impl(const aesalt_aes_key *key) AESALT_DEPRECATED;
/* Zeroes the key (secure against dead-store elimination). */
AESALT_API void aesalt_aes_key_wipe(aesalt_aes_key *key);

/* Modes over an expanded key.  Argument order is (key, out, in, len, ...),
 * as everywhere inside aesalt.  ECB and CBC need len % 16 == 0.  The *_dec
 * functions need a decryption key; the others an encryption key. */
AESALT_API int aesalt_ecb_enc(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			      size_t len);
AESALT_API int aesalt_ecb_dec(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			      size_t len);
/* One block: out = E(K, in) with an encryption key (aesalt_aes_block_enc),
 * D(K, in) with a decryption key (_dec), at a fraction of the per-call
 * cost of aesalt_ecb_enc/_dec: for an API that works one block per call
 * (Mbed TLS's mbedtls_aes_crypt_ecb).  in and out may overlap in any way
 * (as a block cipher's one-block call usually allows; aesalt_ecb_* refuse
 * a partial overlap).  AESALT_ERR_BAD_INPUT for an unset, wiped or
 * wrong-direction key or a NULL pointer. */
AESALT_API int aesalt_aes_block_enc(const aesalt_aes_key *key, uint8_t out[16],
				    const uint8_t in[16]);
AESALT_API int aesalt_aes_block_dec(const aesalt_aes_key *key, uint8_t out[16],
				    const uint8_t in[16]);
AESALT_API int aesalt_cbc_enc(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			      size_t len, uint8_t iv[16]);
AESALT_API int aesalt_cbc_dec(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			      size_t len, uint8_t iv[16]);
/* CBC-MAC chaining: x = E(K, x ^ block) for each 16-byte block of in, no
 * output (the chain values never leave the library).  len % 16 == 0
 * (AESALT_ERR_INPUT_LENGTH otherwise), an encryption key.  The step CMAC
 * and CCM share, for callers that keep their own MAC state (the Mbed TLS
 * shim's CMAC contexts). */
AESALT_API int aesalt_cbcmac(const aesalt_aes_key *key, uint8_t x[16], const uint8_t *in,
			     size_t len);
/* CFB128 streams across calls: *iv_off (0..15) is the offset into the
 * current keystream block, as Mbed TLS's mbedtls_aes_crypt_cfb128.  Both
 * directions use the encryption key. */
AESALT_API int aesalt_cfb128_enc(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				 size_t len, uint8_t iv[16], size_t *iv_off);
AESALT_API int aesalt_cfb128_dec(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				 size_t len, uint8_t iv[16], size_t *iv_off);
AESALT_API int aesalt_cfb8_enc(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			       size_t len, uint8_t iv[16]);
AESALT_API int aesalt_cfb8_dec(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			       size_t len, uint8_t iv[16]);
/* OFB streams with *iv_off like CFB128. */
AESALT_API int aesalt_ofb(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
			  uint8_t iv[16], size_t *iv_off);
/* CTR with a 128-bit big-endian counter that wraps modulo 2^128, streaming
 * like mbedtls_aes_crypt_ctr: stream_block keeps the unused keystream and
 * *nc_off (0..15) the offset into it.  counter is the next counter block. */
AESALT_API int aesalt_ctr(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
			  uint8_t counter[16], uint8_t stream_block[16], size_t *nc_off);

/* XTS-AES key set-up from the raw key Key1 || Key2 (key_len 32 or 64:
 * two AES keys of equal size): Key1 into data_key (an encryption key for
 * _enc, a decryption key for _dec), Key2 into tweak_key (always an
 * encryption key), both with one kernel.  Key1 == Key2 is refused with
 * AESALT_ERR_WEAK_KEY (IEEE 1619-2018 and SP 800-38E require
 * distinct keys; the halves are compared in constant time).  On any
 * failure both keys are wiped.  Returns 0, AESALT_ERR_BAD_INPUT (a NULL
 * pointer, or data_key == tweak_key), AESALT_ERR_KEY_LENGTH,
 * AESALT_ERR_WEAK_KEY or AESALT_ERR_UNSUPPORTED. */
AESALT_API int aesalt_xts_setkey_enc(aesalt_aes_key *data_key, aesalt_aes_key *tweak_key,
				     const uint8_t *key, size_t key_len);
AESALT_API int aesalt_xts_setkey_dec(aesalt_aes_key *data_key, aesalt_aes_key *tweak_key,
				     const uint8_t *key, size_t key_len);

/* XTS-AES (IEEE 1619-2007) for one data unit.  data_key is an encryption
 * key for encrypt, a decryption key for decrypt; tweak_key is always an
 * encryption key.  The two are expanded keys: these functions cannot see
 * whether they came from equal halves (only the same object passed twice
 * is refused, AESALT_ERR_WEAK_KEY); aesalt_xts_setkey_enc/dec and
 * aesalt_aes_xts refuse equal halves.  tweak is the 16-byte little-endian data unit number as
 * IEEE 1619 specifies it (before encryption).  len >= 16; a partial last
 * block uses ciphertext stealing.  len is limited to 2^24 bytes
 * (2^20 blocks), as IEEE 1619 requires. */
AESALT_API int aesalt_xts_enc(const aesalt_aes_key *data_key, const aesalt_aes_key *tweak_key,
			      uint8_t *out, const uint8_t *in, size_t len, const uint8_t tweak[16]);
AESALT_API int aesalt_xts_dec(const aesalt_aes_key *data_key, const aesalt_aes_key *tweak_key,
			      uint8_t *out, const uint8_t *in, size_t len, const uint8_t tweak[16]);

/* ---- GCM (streaming) --------------------------------------------------- */

typedef struct aesalt_ghash_key {
	const struct aesalt_kernel *kernel;
	union {
		uint64_t q[64];
		uint32_t w[128];
		uint8_t b[512];
	} h; /* private to the kernel */
} aesalt_ghash_key;

/* A 128-bit block cipher other than aesalt's AES, for GCM (see
 * aesalt_gcm_setkey_block): encrypts nblocks >= 1 independent 16-byte
 * blocks, out = E(in) block by block (ECB); out equals in or does not
 * overlap it.  bctx is the pointer given to aesalt_gcm_setkey_block.
 * Returns 0, or any nonzero value on failure. */
typedef int (*aesalt_block_fn)(void *bctx, uint8_t *out, const uint8_t *in, size_t nblocks);

typedef struct aesalt_gcm_ctx {
	aesalt_aes_key key;    /* AES: the key (block == NULL) */
	aesalt_block_fn block; /* another cipher: its function, else NULL */
	void *bctx;	       /* and its context (the caller's memory) */
	aesalt_ghash_key gkey;
	uint8_t y[16];	  /* GHASH accumulator */
	uint8_t ekj0[16]; /* E(K, J0), masks the tag */
	uint8_t ctr[16];  /* next counter block */
	uint8_t ks[16];	  /* keystream of the current partial block */
	uint8_t gbuf[16]; /* AAD or ciphertext bytes waiting for a whole block */
	uint64_t aad_len; /* bytes */
	uint64_t msg_len; /* bytes */
	uint8_t gbuf_len; /* bytes in gbuf (and keystream used from ks) */
	uint8_t phase;	  /* private: where in start/aad/data/finish we are */
	uint8_t encrypt;  /* direction chosen at start */
} aesalt_gcm_ctx;

/* key_len 16, 24 or 32.  Returns 0, AESALT_ERR_BAD_INPUT (ctx or key
 * NULL), AESALT_ERR_KEY_LENGTH, or AESALT_ERR_UNSUPPORTED (no usable
 * kernel). */
AESALT_API int aesalt_gcm_setkey(aesalt_gcm_ctx *ctx, const uint8_t *key, size_t key_len);
/* GCM over another 128-bit block cipher (Camellia, ARIA, SM4, a hardware
 * engine), the way BearSSL's br_gcm_init(ctx, bctx, gh) takes any block
 * cipher: block encrypts (with bctx, keyed by the caller), GHASH is the
 * process kernel's.  The functions below then work as with an AES key.
 * ctx keeps the pointer bctx: it must stay valid, keyed the same, while
 * ctx is used, and a memcpy of ctx uses the same bctx.  Any failure of
 * block makes the call that ran it return AESALT_ERR_CIPHER (after setkey
 * or start, ctx must be set up or started again; after update, the bytes
 * written by that call are zeroed and ctx must be started again).
 * Returns 0, AESALT_ERR_BAD_INPUT (ctx or block NULL),
 * AESALT_ERR_UNSUPPORTED (no usable kernel for GHASH) or
 * AESALT_ERR_CIPHER. */
AESALT_API int aesalt_gcm_setkey_block(aesalt_gcm_ctx *ctx, aesalt_block_fn block, void *bctx);
/* Every function below refuses, with AESALT_ERR_BAD_INPUT, a context
 * whose key is unset at the time of the call: never set, or wiped after
 * start (aesalt_aes_key_wipe(&ctx->key)).
 * encrypt: 1 to encrypt, 0 to decrypt (anything else is
 * AESALT_ERR_BAD_INPUT).  Any iv_len >= 1 (12 is the recommended one). */
AESALT_API int aesalt_gcm_start(aesalt_gcm_ctx *ctx, int encrypt, const uint8_t *iv, size_t iv_len);
/* Additional data, in any number of pieces, all before the first update. */
AESALT_API int aesalt_gcm_aad(aesalt_gcm_ctx *ctx, const uint8_t *aad, size_t len);
/* Encrypts or decrypts len bytes; writes exactly len bytes.  Pieces of any
 * size; total message at most AESALT_GCM_MAX_MSG bytes (SP 800-38D), more
 * is AESALT_ERR_INPUT_LENGTH. */
#define AESALT_GCM_MAX_MSG ((((uint64_t)1) << 36) - 32)
AESALT_API int aesalt_gcm_update(aesalt_gcm_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len);
/* Writes the tag (tag_len 1..16; the one-shot API allows 4..16). */
AESALT_API int aesalt_gcm_finish(aesalt_gcm_ctx *ctx, uint8_t *tag, size_t tag_len);
/* Finishes as aesalt_gcm_finish and compares the tag with the tag_len
 * (1..16) bytes at tag in constant time: 0 if equal, AESALT_ERR_AUTH if
 * not (BearSSL's br_gcm_check_tag_trunc).  Wiping the plaintext already
 * written is the caller's (the context does not know where it went).
 * AESALT_ERR_BAD_INPUT as aesalt_gcm_finish. */
AESALT_API int aesalt_gcm_check_tag(aesalt_gcm_ctx *ctx, const uint8_t *tag, size_t tag_len);
AESALT_API void aesalt_gcm_wipe(aesalt_gcm_ctx *ctx);

/* ---- CMAC (streaming) -------------------------------------------------- */

typedef struct aesalt_cmac_ctx {
	aesalt_aes_key key;
	uint8_t k1[16];
	uint8_t k2[16];
	uint8_t x[16];	 /* chaining value */
	uint8_t buf[16]; /* last, possibly partial, block */
	uint8_t buf_len;
} aesalt_cmac_ctx;

AESALT_API int aesalt_cmac_setkey(aesalt_cmac_ctx *ctx, const uint8_t *key, size_t key_len);
/* Starts a new message with the same key. */
AESALT_API int aesalt_cmac_reset(aesalt_cmac_ctx *ctx);
AESALT_API int aesalt_cmac_update(aesalt_cmac_ctx *ctx, const uint8_t *in, size_t len);
/* Writes the 16-byte MAC and resets for the next message. */
AESALT_API int aesalt_cmac_finish(aesalt_cmac_ctx *ctx, uint8_t mac[16]);
AESALT_API void aesalt_cmac_wipe(aesalt_cmac_ctx *ctx);

/* CCM over an expanded encryption key (nonce 7..13 bytes; tag 4..16 even,
 * or 0 for CCM* without authentication, in both directions as IEEE
 * 802.15.4 uses it; tag may then be NULL).  (out, in) as every function
 * over an expanded key; the one-shot aesalt_ccm_encrypt/decrypt below keep
 * their published (in, out). */
AESALT_API int aesalt_ccm_encrypt_key(const aesalt_aes_key *key, const uint8_t *nonce,
				      size_t nonce_len, const uint8_t *aad, size_t aad_len,
				      uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag,
				      size_t tag_len);
AESALT_API int aesalt_ccm_decrypt_key(const aesalt_aes_key *key, const uint8_t *nonce,
				      size_t nonce_len, const uint8_t *aad, size_t aad_len,
				      uint8_t *out, const uint8_t *in, size_t len,
				      const uint8_t *tag, size_t tag_len);

/* ---- helpers for adapters --------------------------------------------
 *
 * The rules aesalt applies inside, for code that maps another API onto it
 * (mbedtls_alt/, wolfssl_port/), so that it need not copy them.
 */

/* Zeroes n bytes at p in a way the compiler cannot remove as a dead store.
 * p may be NULL when n is 0. */
AESALT_API void aesalt_zeroize(void *p, size_t n);

/* Compares n bytes of a and b in time that depends on n only: 0 if equal,
 * AESALT_ERR_AUTH if they differ, AESALT_ERR_BAD_INPUT if a or b is NULL
 * and n is not 0. */
AESALT_API int aesalt_ct_compare(const void *a, const void *b, size_t n);

/* The buffer rule of this header: AESALT_OK if out and in (len bytes each)
 * are the same pointer or do not overlap at all (and are not NULL unless
 * len is 0), else AESALT_ERR_BAD_INPUT: what every mode returns for such a
 * pair. */
AESALT_API int aesalt_check_buffers(const void *out, const void *in, size_t len);

/* One pass of a stream operation over len bytes (a mode over its key and
 * chaining state, kept in arg): 0 (AESALT_OK) or an AESALT_ERR_* code. */
typedef int (*aesalt_io_fn)(void *arg, uint8_t *out, const uint8_t *in, size_t len);

/* For a stack that also takes partially overlapping buffers (Mbed TLS's
 * GCM: an output that starts before its input; wolfSSL's ECB: either
 * way), the result its own loop over the buffers gives.  fn(arg, out, in,
 * len) is called first, whole: it must check all its arguments before it
 * writes and refuse a partial overlap with AESALT_ERR_BAD_INPUT, as every
 * aesalt function does, so the rules on the whole length apply (whole
 * blocks, message limits).  If it refuses so and the buffers do overlap
 * partially, fn runs over pieces through a buffer on the stack, in order, each reading its input
 * as memory holds it when the piece starts (what a loop over unit-byte
 * pieces does).  An output that starts before its input goes in pieces of
 * 256 bytes (the same result as any unit dividing 256); one that starts
 * inside its input in pieces of unit bytes, or is refused with
 * AESALT_ERR_BAD_INPUT when unit is 0 (Mbed TLS refuses it).  unit is 0 or
 * divides 256 (16 for block modes; else AESALT_ERR_BAD_INPUT).  Returns
 * fn's first error, or AESALT_OK; out, in and fn may not be NULL unless
 * len is 0.  The stack buffer is wiped. */
AESALT_API int aesalt_run_in_order(aesalt_io_fn fn, void *arg, uint8_t *out, const uint8_t *in,
				   size_t len, size_t unit);

/* ---- one-shot functions ------------------------------------------------
 *
 * These take a raw key, expand it with the process kernel, run the mode and
 * wipe the schedule.  Their (in, out) order is an external contract; the
 * streaming functions above use (out, in).  Key lengths are 16, 24 or 32
 * bytes, except XTS (32 or 64: two keys of equal size, and not equal to
 * each other: AESALT_ERR_WEAK_KEY, as aesalt_xts_setkey_enc).
 */

AESALT_API int aesalt_aes_ecb(int encrypt, const uint8_t *key, size_t key_len, const uint8_t *in,
			      uint8_t *out, size_t len);
AESALT_API int aesalt_aes_cbc(int encrypt, const uint8_t *key, size_t key_len, uint8_t iv[16],
			      const uint8_t *in, uint8_t *out, size_t len);
AESALT_API int aesalt_aes_cfb128(int encrypt, const uint8_t *key, size_t key_len, uint8_t iv[16],
				 const uint8_t *in, uint8_t *out, size_t len);
AESALT_API int aesalt_aes_cfb8(int encrypt, const uint8_t *key, size_t key_len, uint8_t iv[16],
			       const uint8_t *in, uint8_t *out, size_t len);
AESALT_API int aesalt_aes_ofb(const uint8_t *key, size_t key_len, uint8_t iv[16], const uint8_t *in,
			      uint8_t *out, size_t len);
/* 128-bit big-endian counter; on return counter is the next unused block. */
AESALT_API int aesalt_aes_ctr(const uint8_t *key, size_t key_len, uint8_t counter[16],
			      const uint8_t *in, uint8_t *out, size_t len);
AESALT_API int aesalt_aes_xts(int encrypt, const uint8_t *key, size_t key_len,
			      const uint8_t tweak[16], const uint8_t *in, uint8_t *out, size_t len);

/* GCM: iv_len >= 1, tag_len 4..16. */
AESALT_API int aesalt_gcm_encrypt(const uint8_t *key, size_t key_len, const uint8_t *iv,
				  size_t iv_len, const uint8_t *aad, size_t aad_len,
				  const uint8_t *in, uint8_t *out, size_t len, uint8_t *tag,
				  size_t tag_len);
AESALT_API int aesalt_gcm_decrypt(const uint8_t *key, size_t key_len, const uint8_t *iv,
				  size_t iv_len, const uint8_t *aad, size_t aad_len,
				  const uint8_t *in, uint8_t *out, size_t len, const uint8_t *tag,
				  size_t tag_len);

/* CCM (RFC 3610, SP 800-38C): nonce 7..13, tag 4..16 even; tag_len 0 is
 * CCM* without authentication (tag may then be NULL; decryption then
 * cannot detect tampering). */
AESALT_API int aesalt_ccm_encrypt(const uint8_t *key, size_t key_len, const uint8_t *nonce,
				  size_t nonce_len, const uint8_t *aad, size_t aad_len,
				  const uint8_t *in, uint8_t *out, size_t len, uint8_t *tag,
				  size_t tag_len);
AESALT_API int aesalt_ccm_decrypt(const uint8_t *key, size_t key_len, const uint8_t *nonce,
				  size_t nonce_len, const uint8_t *aad, size_t aad_len,
				  const uint8_t *in, uint8_t *out, size_t len, const uint8_t *tag,
				  size_t tag_len);

/* CMAC (SP 800-38B), 16-byte MAC. */
AESALT_API int aesalt_cmac(const uint8_t *key, size_t key_len, const uint8_t *in, size_t len,
			   uint8_t mac[16]);

/* AEGIS.  AEGIS-128 is the CAESAR final version (Linux "aegis128"): 16-byte
 * key and nonce, 16-byte tag (tag_len 8..16 accepted, truncated).
 * AEGIS-128L (16-byte key and nonce) and AEGIS-256 (32-byte key and nonce)
 * follow the CFRG specification: tag_len 16 or 32. */
AESALT_API int aesalt_aegis128_encrypt(const uint8_t key[16], const uint8_t nonce[16],
				       const uint8_t *aad, size_t aad_len, const uint8_t *in,
				       uint8_t *out, size_t len, uint8_t *tag, size_t tag_len);
AESALT_API int aesalt_aegis128_decrypt(const uint8_t key[16], const uint8_t nonce[16],
				       const uint8_t *aad, size_t aad_len, const uint8_t *in,
				       uint8_t *out, size_t len, const uint8_t *tag,
				       size_t tag_len);
AESALT_API int aesalt_aegis128l_encrypt(const uint8_t key[16], const uint8_t nonce[16],
					const uint8_t *aad, size_t aad_len, const uint8_t *in,
					uint8_t *out, size_t len, uint8_t *tag, size_t tag_len);
AESALT_API int aesalt_aegis128l_decrypt(const uint8_t key[16], const uint8_t nonce[16],
					const uint8_t *aad, size_t aad_len, const uint8_t *in,
					uint8_t *out, size_t len, const uint8_t *tag,
					size_t tag_len);
AESALT_API int aesalt_aegis256_encrypt(const uint8_t key[32], const uint8_t nonce[32],
				       const uint8_t *aad, size_t aad_len, const uint8_t *in,
				       uint8_t *out, size_t len, uint8_t *tag, size_t tag_len);
AESALT_API int aesalt_aegis256_decrypt(const uint8_t key[32], const uint8_t nonce[32],
				       const uint8_t *aad, size_t aad_len, const uint8_t *in,
				       uint8_t *out, size_t len, const uint8_t *tag,
				       size_t tag_len);

#ifdef __cplusplus
}
#endif

#endif /* AESALT_AESALT_H */
