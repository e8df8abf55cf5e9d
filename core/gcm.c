/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GCM (NIST SP 800-38D), streaming, written once for every block cipher:
 * AES over the kernel's ctr32 slot (and its optional fused gcm slots), any
 * other 128-bit block cipher over the caller's block function
 * (aesalt_gcm_setkey_block), and GHASH always the kernel's ghash slot.
 *
 * Streaming state: gbuf collects AAD (phase AAD) or ciphertext (phase DATA)
 * until a whole GHASH block is there; during DATA, gbuf_len is also the
 * number of keystream bytes of ks already used, since both advance with the
 * message.  A call that ends on a block boundary leaves its last whole
 * ciphertext block unhashed in gbuf (gbuf_len 16): finish hashes it with
 * the length block in one call.  GCM's counter is inc32: it wraps in the low 32 bits and never
 * carries, which is exactly the kernels' ctr32 slot.
 */
#include <string.h>

#include "bytes.h"
#include "ct.h"
#include "internal.h"

enum { PHASE_NONE, PHASE_AAD, PHASE_DATA, PHASE_DONE };

/* Blocks per bulk step: big enough to pipeline, small enough that the
 * ciphertext is still in L1 when GHASH reads it back. */
#define GCM_CHUNK_BLOCKS 256

/* Counter blocks handed to a caller's block function at a time (on the
 * stack). */
#define GCM_BLOCK_FN_BLOCKS 16

/* SP 800-38D limits: plaintext at most 2^39 - 256 bits, AAD and IV below
 * 2^64 bits. */
#define GCM_MAX_MSG AESALT_GCM_MAX_MSG
#define GCM_MAX_AAD ((((uint64_t)1) << 61) - 1)

/* A function, so that a 32-bit size_t does not make the test 'always false'. */
static int gcm_exceeds(uint64_t len, uint64_t max)
{
	return len > max;
}

static void ghash(const aesalt_gcm_ctx *ctx, uint8_t y[16], const uint8_t *in, size_t nblocks)
{
	if (nblocks == 0)
		return;
	AESALT_COUNT(ctx->gkey.kernel);
	ctx->gkey.kernel->ghash(&ctx->gkey, y, in, nblocks);
}

/* out = E(in), one block, with the context's cipher.  AESALT_OK or
 * AESALT_ERR_CIPHER. */
static int block_enc(const aesalt_gcm_ctx *ctx, uint8_t out[16], const uint8_t in[16])
{
	if (ctx->block == NULL) {
		aesalt_block_enc(&ctx->key, out, in);
		return AESALT_OK;
	}
	return ctx->block(ctx->bctx, out, in, 1) == 0 ? AESALT_OK : AESALT_ERR_CIPHER;
}

/* ctr32 through the caller's block function: counter blocks, GCM_BLOCK_FN_BLOCKS
 * at a time.  Not inlined: its keystream buffer then stays off the stack of
 * the AES path. */
static AESALT_NOINLINE int ctr32_block_fn(aesalt_gcm_ctx *ctx, uint8_t *out, const uint8_t *in,
					  size_t nblocks)
{
	uint8_t ks[16 * GCM_BLOCK_FN_BLOCKS];
	int ret = AESALT_OK;

	while (nblocks > 0 && ret == AESALT_OK) {
		size_t n = nblocks < GCM_BLOCK_FN_BLOCKS ? nblocks : GCM_BLOCK_FN_BLOCKS, i;
		uint32_t c = aesalt_load_be32(ctx->ctr + 12);
		for (i = 0; i < n; i++) {
			memcpy(ks + 16 * i, ctx->ctr, 12);
			aesalt_store_be32(ks + 16 * i + 12, c + (uint32_t)i);
		}
		if (ctx->block(ctx->bctx, ks, ks, n) != 0) {
			ret = AESALT_ERR_CIPHER;
			break;
		}
		aesalt_store_be32(ctx->ctr + 12, c + (uint32_t)n);
		aesalt_xor(out, in, ks, 16 * n);
		in += 16 * n;
		out += 16 * n;
		nblocks -= n;
	}
	aesalt_zeroize(ks, sizeof ks);
	return ret;
}

/* out = in ^ E(ctr), ctr += 1 in its low 32 bits, per block: the kernel's
 * ctr32 slot for AES, else counter blocks through the caller's function.
 * AESALT_OK or AESALT_ERR_CIPHER. */
static int ctr32(aesalt_gcm_ctx *ctx, uint8_t *out, const uint8_t *in, size_t nblocks)
{
	if (nblocks == 0)
		return AESALT_OK;
	if (ctx->block == NULL) {
		AESALT_COUNT(ctx->key.kernel);
		ctx->key.kernel->aes_ctr32(&ctx->key, out, in, nblocks, ctx->ctr);
		return AESALT_OK;
	}
	return ctr32_block_fn(ctx, out, in, nblocks);
}

/* GHASHes the zero-padded partial block in gbuf, if any. */
static void flush_gbuf(aesalt_gcm_ctx *ctx)
{
	if (ctx->gbuf_len == 0)
		return;
	memset(ctx->gbuf + ctx->gbuf_len, 0, 16u - ctx->gbuf_len);
	ghash(ctx, ctx->y, ctx->gbuf, 1);
	ctx->gbuf_len = 0;
}

/* see aesalt.h */
int aesalt_gcm_setkey(aesalt_gcm_ctx *ctx, const uint8_t *key, size_t key_len)
{
	uint8_t h[16] = { 0 };
	int ret;

	if (ctx == NULL)
		return AESALT_ERR_BAD_INPUT;
	aesalt_zeroize(ctx, sizeof *ctx);
	ret = aesalt_setkey_with(NULL, &ctx->key, key, key_len, 0);
	if (ret != AESALT_OK)
		return ret;
	aesalt_block_enc(&ctx->key, h, h);
	AESALT_COUNT(ctx->key.kernel);
	ctx->key.kernel->ghash_setkey(&ctx->gkey, h);
	ctx->gkey.kernel = ctx->key.kernel;
	aesalt_zeroize(h, sizeof h);
	ctx->phase = PHASE_NONE;
	return AESALT_OK;
}

/* see aesalt.h */
int aesalt_gcm_setkey_block(aesalt_gcm_ctx *ctx, aesalt_block_fn block, void *bctx)
{
	const struct aesalt_kernel *k = aesalt_kernel_current();
	uint8_t h[16] = { 0 };

	if (ctx == NULL)
		return AESALT_ERR_BAD_INPUT;
	aesalt_zeroize(ctx, sizeof *ctx);
	if (block == NULL)
		return AESALT_ERR_BAD_INPUT;
	if (k == NULL)
		return AESALT_ERR_UNSUPPORTED;
	if (block(bctx, h, h, 1) != 0) {
		aesalt_zeroize(h, sizeof h);
		return AESALT_ERR_CIPHER;
	}
	AESALT_COUNT(k);
	k->ghash_setkey(&ctx->gkey, h);
	ctx->gkey.kernel = k;
	ctx->block = block;
	ctx->bctx = bctx;
	aesalt_zeroize(h, sizeof h);
	ctx->phase = PHASE_NONE;
	return AESALT_OK;
}

/* AESALT_OK if ctx holds a key: an AES key with GHASH of the same kernel,
 * or a block function with a GHASH key.  Every call after set-up checks
 * it, so a key wiped after start is refused, not called through. */
static int gcm_check_ctx(const aesalt_gcm_ctx *ctx)
{
	int ret;

	if (ctx->block != NULL)
		return ctx->gkey.kernel != NULL ? AESALT_OK : AESALT_ERR_BAD_INPUT;
	ret = aesalt_check_key(&ctx->key, 0);
	if (ret == AESALT_OK && ctx->gkey.kernel != ctx->key.kernel)
		ret = AESALT_ERR_BAD_INPUT;
	return ret;
}

/* see aesalt.h */
int aesalt_gcm_start(aesalt_gcm_ctx *ctx, int encrypt, const uint8_t *iv, size_t iv_len)
{
	uint8_t j0[16];
	int ret;

	if (ctx == NULL)
		return AESALT_ERR_BAD_INPUT;
	ret = gcm_check_ctx(ctx);
	if (ret != AESALT_OK)
		return ret;
	if (encrypt != 0 && encrypt != 1)
		return AESALT_ERR_BAD_INPUT;
	if (iv == NULL || iv_len == 0 || gcm_exceeds(iv_len, GCM_MAX_AAD))
		return AESALT_ERR_BAD_INPUT;

	/* The first counter goes in first: the kernel that encrypts the
	 * message loads ctr whole, and a load that spans several narrower
	 * stores waits until they are written to the cache, which stores made
	 * after the E(K, J0) block below would do only once its rounds are
	 * done.  Stored first, the message's blocks and E(K, J0) overlap;
	 * E(K, J0) is not needed before finish. */
	if (iv_len == 12) {
		memcpy(j0, iv, 12); /* before ctr is written: iv may point into ctx */
		aesalt_store_be32(j0 + 12, 1);
		memcpy(ctx->ctr, iv, 12);
		aesalt_store_be32(ctx->ctr + 12, 2);
	} else {
		/* J0 = GHASH(IV || 0-pad || [0]64 || [len(IV)]64) */
		uint8_t last[16] = { 0 };
		memset(j0, 0, 16);
		ghash(ctx, j0, iv, iv_len / 16);
		if (iv_len % 16 != 0) {
			memcpy(last, iv + (iv_len & ~(size_t)15), iv_len % 16);
			ghash(ctx, j0, last, 1);
		}
		aesalt_store_be64x2(last, 0, (uint64_t)iv_len * 8);
		ghash(ctx, j0, last, 1);
		memcpy(ctx->ctr, j0, 16);
		aesalt_store_be32(ctx->ctr + 12, aesalt_load_be32(j0 + 12) + 1);
	}
	memset(ctx->y, 0, 16);
	ctx->phase = PHASE_NONE; /* until E(K, J0) is there */
	ret = block_enc(ctx, ctx->ekj0, j0);
	if (ret != AESALT_OK)
		return ret;
	ctx->aad_len = 0;
	ctx->msg_len = 0;
	ctx->gbuf_len = 0;
	ctx->encrypt = (uint8_t)encrypt;
	ctx->phase = PHASE_AAD;
	return AESALT_OK;
}

/* see aesalt.h */
int aesalt_gcm_aad(aesalt_gcm_ctx *ctx, const uint8_t *aad, size_t len)
{
	size_t take;

	if (ctx == NULL || ctx->phase != PHASE_AAD || (aad == NULL && len != 0) ||
	    gcm_check_ctx(ctx) != AESALT_OK)
		return AESALT_ERR_BAD_INPUT;
	if ((uint64_t)len > GCM_MAX_AAD - ctx->aad_len)
		return AESALT_ERR_INPUT_LENGTH;
	if (len == 0)
		return AESALT_OK; /* aad may be NULL: no pointer arithmetic on it */
	ctx->aad_len += len;

	if (ctx->gbuf_len != 0) {
		take = 16u - ctx->gbuf_len;
		if (take > len)
			take = len;
		memcpy(ctx->gbuf + ctx->gbuf_len, aad, take);
		ctx->gbuf_len = (uint8_t)(ctx->gbuf_len + take);
		aad += take;
		len -= take;
		if (ctx->gbuf_len < 16)
			return AESALT_OK;
		ghash(ctx, ctx->y, ctx->gbuf, 1);
		ctx->gbuf_len = 0;
	}
	ghash(ctx, ctx->y, aad, len / 16);
	aad += len & ~(size_t)15;
	len &= 15;
	memcpy(ctx->gbuf, aad, len);
	ctx->gbuf_len = (uint8_t)len;
	return AESALT_OK;
}

/* Bytes inside one block: keystream from ks at offset gbuf_len, ciphertext
 * collected in gbuf. */
static void gcm_bytes(aesalt_gcm_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
	size_t i;
	for (i = 0; i < len; i++) {
		uint8_t p = in[i];
		uint8_t o = (uint8_t)(p ^ ctx->ks[ctx->gbuf_len]);
		ctx->gbuf[ctx->gbuf_len++] = ctx->encrypt ? o : p;
		out[i] = o;
		if (ctx->gbuf_len == 16) {
			ghash(ctx, ctx->y, ctx->gbuf, 1);
			ctx->gbuf_len = 0;
		}
	}
}

/* The data of one update call (len > 0, msg_len counted): every case. */
static int gcm_update_any(aesalt_gcm_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
	const struct aesalt_kernel *k = ctx->key.kernel; /* NULL with a block function */
	uint8_t *out0 = out;
	size_t head, nblocks, len0 = len;
	int ret;

	/* A whole block a previous call left for later (see below). */
	if (ctx->gbuf_len == 16) {
		ghash(ctx, ctx->y, ctx->gbuf, 1);
		ctx->gbuf_len = 0;
	}

	/* Finish the block a previous call left open. */
	head = ctx->gbuf_len == 0 ? 0 : 16u - ctx->gbuf_len;
	if (head > len)
		head = len;
	gcm_bytes(ctx, out, in, head);
	in += head;
	out += head;
	len -= head;

	nblocks = len / 16;
	if (nblocks > 0) {
		aesalt_slot_gcm_enc *fused = k == NULL	    ? NULL
					     : ctx->encrypt ? k->gcm_enc
							    : k->gcm_dec;
		if (fused != NULL) {
			size_t done;
			AESALT_COUNT(k);
			done = fused(&ctx->key, &ctx->gkey, out, in, 16 * nblocks, ctx->ctr,
				     ctx->y);
			in += done;
			out += done;
			len -= done;
			nblocks -= done / 16;
		}
		while (nblocks > 0) {
			size_t n = nblocks < GCM_CHUNK_BLOCKS ? nblocks : GCM_CHUNK_BLOCKS;
			/* When the call ends on this chunk's last block, its
			 * ciphertext waits in gbuf (gbuf_len 16, keystream used
			 * up): finish hashes it with the length block, one GHASH
			 * call and one reduction less for a short message; the
			 * next update hashes it first. */
			size_t keep = n == nblocks && len == 16 * n;
			if (ctx->encrypt) {
				ret = ctr32(ctx, out, in, n);
				ghash(ctx, ctx->y, out, n - keep);
				if (keep) /* a constant length: one 16-byte copy */
					memcpy(ctx->gbuf, out + 16 * (n - 1), 16);
			} else {
				/* Hash before decrypting: in may be out. */
				ghash(ctx, ctx->y, in, n - keep);
				if (keep)
					memcpy(ctx->gbuf, in + 16 * (n - 1), 16);
				ret = ctr32(ctx, out, in, n);
			}
			ctx->gbuf_len = (uint8_t)(16 * keep);
			if (ret != AESALT_OK)
				goto cipher_failed;
			in += 16 * n;
			out += 16 * n;
			len -= 16 * n;
			nblocks -= n;
		}
	}

	if (len > 0) {
		memset(ctx->ks, 0, 16);
		ret = ctr32(ctx, ctx->ks, ctx->ks, 1);
		if (ret != AESALT_OK)
			goto cipher_failed;
		gcm_bytes(ctx, out, in, len);
	}
	return AESALT_OK;

cipher_failed:
	/* Only a block function fails.  The message cannot go on: what this
	 * call wrote goes, and the context must be started again. */
	aesalt_zeroize(out0, len0);
	aesalt_zeroize(ctx->ks, 16);
	aesalt_zeroize(ctx->gbuf, 16);
	ctx->phase = PHASE_DONE;
	return ret;
}

/* Most blocks of the short path below: fewer than any fused GCM slot takes
 * (the smallest group is zvkned's four blocks at VLEN 128), so that the
 * path has no fused call to make. */
#define GCM_SHORT_BLOCKS 3

/* see aesalt.h */
int aesalt_gcm_update(aesalt_gcm_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
	size_t n;
	int ret;

	if (ctx == NULL || (ctx->phase != PHASE_AAD && ctx->phase != PHASE_DATA) ||
	    gcm_check_ctx(ctx) != AESALT_OK)
		return AESALT_ERR_BAD_INPUT;
	/* The message limit before the buffers (see aesalt.h): a length over
	 * it need not describe real memory. */
	if ((uint64_t)len > GCM_MAX_MSG - ctx->msg_len)
		return AESALT_ERR_INPUT_LENGTH;
	ret = aesalt_check_buffers(out, in, len);
	if (ret != AESALT_OK)
		return ret;
	if (ctx->phase == PHASE_AAD) {
		flush_gbuf(ctx);
		ctx->phase = PHASE_DATA;
	}
	if (len == 0)
		return AESALT_OK; /* in and out may be NULL */
	ctx->msg_len += len;
	n = len / 16;
	if (ctx->gbuf_len != 0 || ctx->block != NULL || len != 16 * n || n > GCM_SHORT_BLOCKS)
		return gcm_update_any(ctx, out, in, len);

	/* A short message of whole blocks from a block boundary, the usual
	 * TLS record tail or the whole of a small one: the general path's
	 * steps without its cases, its last block kept for finish as there. */
	AESALT_COUNT(ctx->key.kernel);
	if (ctx->encrypt) {
		ctx->key.kernel->aes_ctr32(&ctx->key, out, in, n, ctx->ctr);
		ghash(ctx, ctx->y, out, n - 1);
		memcpy(ctx->gbuf, out + 16 * (n - 1), 16);
	} else {
		ghash(ctx, ctx->y, in, n - 1);
		memcpy(ctx->gbuf, in + 16 * (n - 1), 16);
		ctx->key.kernel->aes_ctr32(&ctx->key, out, in, n, ctx->ctr);
	}
	ctx->gbuf_len = 16;
	return AESALT_OK;
}

/* see aesalt.h */
int aesalt_gcm_finish(aesalt_gcm_ctx *ctx, uint8_t *tag, size_t tag_len)
{
	/* the zero-padded partial block, if any, then the length block: one
	 * GHASH call (one reduction) for both */
	uint8_t last[32];
	size_t n;

	if (ctx == NULL || (ctx->phase != PHASE_AAD && ctx->phase != PHASE_DATA) ||
	    gcm_check_ctx(ctx) != AESALT_OK)
		return AESALT_ERR_BAD_INPUT;
	if (tag == NULL || tag_len == 0 || tag_len > 16)
		return AESALT_ERR_BAD_INPUT;
	n = ctx->gbuf_len != 0;
	memcpy(last, ctx->gbuf, 16);
	/* The lengths are public; a whole block (the usual case) needs no
	 * padding, and constant lengths keep memset and memcpy inline. */
	if (ctx->gbuf_len != 16)
		memset(last + ctx->gbuf_len, 0, 16u - ctx->gbuf_len);
	aesalt_store_be64x2(last + 16 * n, ctx->aad_len * 8, ctx->msg_len * 8);
	ghash(ctx, ctx->y, last, n + 1);
	/* last is not wiped: it holds ciphertext or AAD and the lengths,
	 * all public */
	if (tag_len == 16) { /* straight into tag: one store less on the way */
		aesalt_xor(tag, ctx->y, ctx->ekj0, 16);
	} else {
		aesalt_xor(ctx->y, ctx->y, ctx->ekj0, 16);
		memcpy(tag, ctx->y, tag_len);
	}
	aesalt_zeroize(ctx->y, 16);
	aesalt_zeroize(ctx->ks, 16);
	aesalt_zeroize(ctx->gbuf, 16);
	ctx->phase = PHASE_DONE;
	return AESALT_OK;
}

/* see aesalt.h */
int aesalt_gcm_check_tag(aesalt_gcm_ctx *ctx, const uint8_t *tag, size_t tag_len)
{
	uint8_t want[16];
	int ret;

	if (tag == NULL)
		return AESALT_ERR_BAD_INPUT;
	ret = aesalt_gcm_finish(ctx, want, tag_len);
	if (ret == AESALT_OK && aesalt_ct_compare(want, tag, tag_len) != AESALT_OK)
		ret = AESALT_ERR_AUTH;
	aesalt_zeroize(want, sizeof want);
	return ret;
}

/* see aesalt.h */
void aesalt_gcm_wipe(aesalt_gcm_ctx *ctx)
{
	if (ctx != NULL)
		aesalt_zeroize(ctx, sizeof *ctx);
}

/* Checks shared by the one-shot functions, before anything is written. */
static int gcm_oneshot_check(const uint8_t *iv, size_t iv_len, const uint8_t *aad, size_t aad_len,
			     const uint8_t *in, const uint8_t *out, size_t len, const uint8_t *tag,
			     size_t tag_len)
{
	if (iv == NULL || iv_len == 0 || (aad == NULL && aad_len != 0))
		return AESALT_ERR_BAD_INPUT;
	if (tag == NULL || tag_len < 4 || tag_len > 16)
		return AESALT_ERR_BAD_INPUT;
	if (gcm_exceeds(len, GCM_MAX_MSG))
		return AESALT_ERR_INPUT_LENGTH;
	return aesalt_check_buffers(out, in, len);
}

/* A one-shot call's arguments. */
struct gcm_oneshot_args {
	const uint8_t *key, *iv, *aad, *in;
	uint8_t *out;
	size_t key_len, iv_len, aad_len, len;
};

/* What the passes hand each other (on gcm_oneshot_passes' frame). */
struct gcm_passes {
	const struct gcm_oneshot_args *a;
	uint8_t h[16];	  /* E(K, 0^128) */
	uint8_t j0[16];	  /* J0 */
	uint8_t ekj0[16]; /* E(K, J0) */
	uint8_t s[16];	  /* GHASH result: J0 (IV pass) or S (tag pass) */
};

/* Both one-shot directions through a whole aesalt_gcm_ctx (the streaming
 * functions): for kernels with fused GCM slots.  tag_out is written
 * (encryption) or tag_in checked (decryption; on a mismatch out is wiped). */
static AESALT_NOINLINE int gcm_oneshot_ctx(int encrypt, const struct gcm_oneshot_args *a,
					   uint8_t *tag_out, const uint8_t *tag_in, size_t tag_len)
{
	aesalt_gcm_ctx ctx;
	int ret = aesalt_gcm_setkey(&ctx, a->key, a->key_len);

	if (ret == AESALT_OK)
		ret = aesalt_gcm_start(&ctx, encrypt, a->iv, a->iv_len);
	if (ret == AESALT_OK)
		ret = aesalt_gcm_aad(&ctx, a->aad, a->aad_len);
	if (ret == AESALT_OK)
		ret = aesalt_gcm_update(&ctx, a->out, a->in, a->len);
	if (ret == AESALT_OK)
		ret = encrypt ? aesalt_gcm_finish(&ctx, tag_out, tag_len)
			      : aesalt_gcm_check_tag(&ctx, tag_in, tag_len);
	if (ret == AESALT_ERR_AUTH && a->len > 0)
		aesalt_zeroize(a->out, a->len);
	aesalt_zeroize(&ctx, sizeof ctx);
	return ret;
}

/* What an AES pass of the two-pass one-shot does. */
#define PASS_H 1u    /* h = E(K, 0^128) */
#define PASS_EKJ0 2u /* ekj0 = E(K, J0) */
#define PASS_CTR 4u  /* out = in ^ the keystream from inc32(J0) */

/* An AES pass: the schedule lives in this frame only, wiped on return. */
static AESALT_NOINLINE int gcm_pass_aes(struct gcm_passes *p, const struct aesalt_kernel *k,
					unsigned what)
{
	aesalt_aes_key key;
	uint8_t ctr[16], ks[16];
	size_t nblocks = p->a->len / 16, tail = p->a->len % 16;
	int ret = aesalt_setkey_with(k, &key, p->a->key, p->a->key_len, 0);

	if (ret != AESALT_OK)
		goto out;
	if (what & PASS_H) {
		memset(p->h, 0, 16);
		aesalt_block_enc(&key, p->h, p->h);
	}
	if (what & PASS_EKJ0)
		aesalt_block_enc(&key, p->ekj0, p->j0);
	if ((what & PASS_CTR) && p->a->len > 0) {
		memcpy(ctr, p->j0, 16);
		aesalt_store_be32(ctr + 12, aesalt_load_be32(p->j0 + 12) + 1);
		if (nblocks > 0) {
			AESALT_COUNT(k);
			k->aes_ctr32(&key, p->a->out, p->a->in, nblocks, ctr);
		}
		if (tail > 0) {
			memset(ks, 0, 16);
			AESALT_COUNT(k);
			k->aes_ctr32(&key, ks, ks, 1, ctr);
			aesalt_xor(p->a->out + 16 * nblocks, p->a->in + 16 * nblocks, ks, tail);
			aesalt_zeroize(ks, sizeof ks);
		}
		aesalt_zeroize(ctr, sizeof ctr);
	}
out:
	aesalt_zeroize(&key, sizeof key);
	return ret;
}

/* y = GHASH over in's whole blocks, then its last partial block zero-padded. */
static void ghash_padded(const aesalt_ghash_key *g, uint8_t y[16], const uint8_t *in, size_t len)
{
	uint8_t last[16];

	if (len >= 16) {
		AESALT_COUNT(g->kernel);
		g->kernel->ghash(g, y, in, len / 16);
	}
	if (len % 16 != 0) {
		memset(last, 0, 16);
		memcpy(last, in + (len & ~(size_t)15), len % 16);
		AESALT_COUNT(g->kernel);
		g->kernel->ghash(g, y, last, 1);
		aesalt_zeroize(last, sizeof last);
	}
}

/* A GHASH pass: the GHASH key lives in this frame only, wiped on return.
 * s = GHASH(IV || [0]64 || [len(IV)]64), J0, when iv; else
 * GHASH(A || C || [len(A)]64 || [len(C)]64), S, for the tag; IV, A and C
 * zero-padded to whole blocks. */
static AESALT_NOINLINE void gcm_pass_ghash(struct gcm_passes *p, const struct aesalt_kernel *k,
					   int iv, const uint8_t *c)
{
	aesalt_ghash_key g;
	uint8_t lens[16];

	/* Not cleared first: the kernel writes all that its ghash reads
	 * (core/kernel.h; unit.dispatch fills the key with garbage to check). */
	AESALT_COUNT(k);
	k->ghash_setkey(&g, p->h);
	g.kernel = k;
	memset(p->s, 0, 16);
	if (iv) {
		ghash_padded(&g, p->s, p->a->iv, p->a->iv_len);
		aesalt_store_be64(lens, 0);
		aesalt_store_be64(lens + 8, (uint64_t)p->a->iv_len * 8);
	} else {
		ghash_padded(&g, p->s, p->a->aad, p->a->aad_len);
		ghash_padded(&g, p->s, c, p->a->len);
		aesalt_store_be64(lens, (uint64_t)p->a->aad_len * 8);
		aesalt_store_be64(lens + 8, (uint64_t)p->a->len * 8);
	}
	AESALT_COUNT(k);
	k->ghash(&g, p->s, lens, 1);
	aesalt_zeroize(&g, sizeof g);
}

/* Both one-shot directions on a kernel without fused GCM slots, in passes,
 * so that the AES schedule and the GHASH key are never on the stack
 * together: the deepest stack is the larger pass, not a whole
 * aesalt_gcm_ctx under the kernel's frames (a firmware's 1 KiB stack).
 * The same work as the streaming path, but for an IV other than 96 bits
 * (its J0 is a GHASH between two AES passes: one more key expansion).  Not
 * for an in-place decryption (gcm_oneshot): there the tag pass would have
 * to come before the CTR pass, which would then expand the key a second
 * time. */
static AESALT_NOINLINE int gcm_oneshot_passes(int encrypt, const struct gcm_oneshot_args *a,
					      const struct aesalt_kernel *k, uint8_t *tag_out,
					      const uint8_t *tag_in, size_t tag_len)
{
	struct gcm_passes st, *p = &st;
	int ret;

	st.a = a;

	if (a->iv_len == 12) {
		memcpy(p->j0, a->iv, 12);
		aesalt_store_be32(p->j0 + 12, 1);
		ret = gcm_pass_aes(p, k, PASS_H | PASS_EKJ0 | PASS_CTR);
	} else {
		ret = gcm_pass_aes(p, k, PASS_H);
		if (ret == AESALT_OK) {
			gcm_pass_ghash(p, k, 1, NULL);
			memcpy(p->j0, p->s, 16);
			ret = gcm_pass_aes(p, k, PASS_EKJ0 | PASS_CTR);
		}
	}
	if (ret == AESALT_OK) {
		/* decryption: in is intact, out does not overlap it */
		gcm_pass_ghash(p, k, 0, encrypt ? a->out : a->in);
		aesalt_xor(p->s, p->s, p->ekj0, 16);
		if (encrypt)
			memcpy(tag_out, p->s, tag_len);
		else if (aesalt_ct_compare(p->s, tag_in, tag_len) != AESALT_OK)
			ret = AESALT_ERR_AUTH;
	}
	if (ret == AESALT_ERR_AUTH && a->len > 0)
		aesalt_zeroize(a->out, a->len);
	aesalt_zeroize(p->h, 16);
	aesalt_zeroize(p->j0, 16);
	aesalt_zeroize(p->ekj0, 16);
	aesalt_zeroize(p->s, 16);
	return ret;
}

/* Both one-shot directions: the checks, then the passes, or the streaming
 * functions where the kernel fuses CTR and GHASH or the decryption is in
 * place (out == in: the passes would expand the key twice; its stack is
 * the whole context's). */
static int gcm_oneshot(int encrypt, const struct gcm_oneshot_args *a, uint8_t *tag_out,
		       const uint8_t *tag_in, size_t tag_len)
{
	const struct aesalt_kernel *k;
	int ret = gcm_oneshot_check(a->iv, a->iv_len, a->aad, a->aad_len, a->in, a->out, a->len,
				    encrypt ? tag_out : tag_in, tag_len);

	if (ret != AESALT_OK)
		return ret;
	k = aesalt_kernel_current();
	if (k != NULL && (encrypt ? k->gcm_enc : k->gcm_dec) == NULL &&
	    (encrypt || a->out != a->in || a->len == 0))
		return gcm_oneshot_passes(encrypt, a, k, tag_out, tag_in, tag_len);
	return gcm_oneshot_ctx(encrypt, a, tag_out, tag_in, tag_len);
}

/* see aesalt.h */
int aesalt_gcm_encrypt(const uint8_t *key, size_t key_len, const uint8_t *iv, size_t iv_len,
		       const uint8_t *aad, size_t aad_len, const uint8_t *in, uint8_t *out,
		       size_t len, uint8_t *tag, size_t tag_len)
{
	struct gcm_oneshot_args a = { key, iv, aad, in, out, key_len, iv_len, aad_len, len };

	return gcm_oneshot(1, &a, tag, NULL, tag_len);
}

/* see aesalt.h */
int aesalt_gcm_decrypt(const uint8_t *key, size_t key_len, const uint8_t *iv, size_t iv_len,
		       const uint8_t *aad, size_t aad_len, const uint8_t *in, uint8_t *out,
		       size_t len, const uint8_t *tag, size_t tag_len)
{
	struct gcm_oneshot_args a = { key, iv, aad, in, out, key_len, iv_len, aad_len, len };

	return gcm_oneshot(0, &a, NULL, tag, tag_len);
}
