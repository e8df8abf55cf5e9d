/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The kernel contract: the only thing an architecture implements.
 *
 * A kernel does whole blocks of one primitive, nothing else.  Modes,
 * partial blocks, padding, tags, counter carries and argument checks are C
 * in core/, written once.  The mode layer guarantees to every slot:
 *
 *  - key/gkey/state were made by this same kernel (the key records it);
 *  - out == in (in place) or the buffers do not overlap at all;
 *  - in and out have no alignment (any byte address, odd included);
 *  - nblocks may be 0;
 *  - the key and state structures are aligned only to their members'
 *    alignment on the target (2 bytes on m68k);
 *  - iv, ctr, tweak and y are 16-byte buffers (no alignment) that the
 *    kernel reads at entry and updates at exit.
 *
 * Argument order everywhere: (key or state, out, in, nblocks, ...).
 *
 * Slots marked "optional" may be NULL; the mode layer then composes the
 * operation from the required slots.
 */
#ifndef AESALT_CORE_KERNEL_H
#define AESALT_CORE_KERNEL_H

#include <stddef.h>
#include <stdint.h>

#include "aesalt/aesalt.h"

/* AEGIS state: the variant's 16-byte words S0..S(n-1) in order, each in
 * the byte order of the specification (AEGIS-128: 5 words, AEGIS-128L: 8,
 * AEGIS-256: 6).  Between kernel calls the state is always in this
 * canonical form, so C can read it to derive keystream and tags. */
typedef struct aesalt_aegis_state {
	uint8_t s[8][16];
} aesalt_aegis_state;

/* The keystream z of the canonical state, as the specifications define
 * it: 16 bytes (AEGIS-128, AEGIS-256) or 32 (AEGIS-128L, z0 || z1).  Shared
 * by the mode layer (partial blocks) and the C kernels (core/aegis.c). */
void aesalt_aegis128_keystream(const aesalt_aegis_state *st, uint8_t *z);
void aesalt_aegis128l_keystream(const aesalt_aegis_state *st, uint8_t *z);
void aesalt_aegis256_keystream(const aesalt_aegis_state *st, uint8_t *z);

/* FIPS-197 KeyExpansion (sec. 5.2) for the C glue of a kernel: the round
 * key words w[0 .. 4 (rounds + 1)) as little-endian loads of the key bytes
 * (so RotWord is a right rotation by 8 and Rcon sits in the low byte), with
 * SubWord by the caller's sub_word (its own constant-time S-box: the loop
 * itself branches on the public word index only).  bits is 128, 192 or 256;
 * w holds at least 60 words; returns the round count. */
unsigned aesalt_aes_expand_le(uint32_t *w, const uint8_t *k, unsigned bits,
			      uint32_t (*sub_word)(uint32_t));

/* XTS tweak step t = t * x in GF(2^128), IEEE 1619's little-endian
 * convention, constant time: the mode layer's, and a wide kernel's for
 * the tweaks of a partial group in its C glue. */
void aesalt_xts_double(uint8_t t[16]);

/* ---- slot types ---------------------------------------------------------
 *
 * Every slot's prototype, written once: a function type per slot,
 * aesalt_slot_<stem>, where a kernel's implementation is named
 * aesalt_<stem>_<kernel> (the names of STYLE.md sec. 3).  struct
 * aesalt_kernel holds pointers to these types, and a kernel declares the
 * functions it implements (in assembly or C) with AESALT_SLOT, the way
 * Nettle's DECLARE_FAT_FUNC declares each implementation of a fat
 * function: AESALT_SLOT(aes_ctr32, armv8ce); declares
 * void aesalt_aes_ctr32_armv8ce(const aesalt_aes_key *, uint8_t *,
 * const uint8_t *, size_t, uint8_t[16]).  What each slot does is
 * documented at its member of struct aesalt_kernel. */
#define AESALT_SLOT(stem, kernel) aesalt_slot_##stem aesalt_##stem##_##kernel

typedef void aesalt_slot_aes_setkey_enc(aesalt_aes_key *key, const uint8_t *k, unsigned bits);
typedef aesalt_slot_aes_setkey_enc aesalt_slot_aes_setkey_dec;
typedef void aesalt_slot_aes_ecb_enc(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				     size_t nblocks);
typedef aesalt_slot_aes_ecb_enc aesalt_slot_aes_ecb_dec;
/* iv, ctr or tweak: the 16-byte chaining value, in and out */
typedef void aesalt_slot_aes_cbc_enc(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				     size_t nblocks, uint8_t iv[16]);
typedef aesalt_slot_aes_cbc_enc aesalt_slot_aes_cbc_dec;
typedef aesalt_slot_aes_cbc_enc aesalt_slot_aes_ctr32;
typedef aesalt_slot_aes_cbc_enc aesalt_slot_aes_xts_enc;
typedef aesalt_slot_aes_cbc_enc aesalt_slot_aes_xts_dec;
typedef void aesalt_slot_ghash_setkey(aesalt_ghash_key *gkey, const uint8_t h[16]);
typedef void aesalt_slot_ghash(const aesalt_ghash_key *gkey, uint8_t y[16], const uint8_t *in,
			       size_t nblocks);
typedef size_t aesalt_slot_gcm_enc(const aesalt_aes_key *key, const aesalt_ghash_key *gkey,
				   uint8_t *out, const uint8_t *in, size_t len, uint8_t ctr[16],
				   uint8_t y[16]);
typedef aesalt_slot_gcm_enc aesalt_slot_gcm_dec;
/* One AES encryption round (SubBytes, ShiftRows, MixColumns, AddRoundKey)
 * on n independent 16-byte blocks: out[i] = R(in[i]) ^ rk[i].  n <= 8.
 * out may equal in; rk does not overlap out. */
typedef void aesalt_slot_aes_round(uint8_t (*out)[16], const uint8_t (*in)[16],
				   const uint8_t (*rk)[16], size_t n);
typedef aesalt_slot_aes_round *aesalt_aes_round_fn;
typedef void aesalt_slot_aegis_absorb(aesalt_aegis_state *st, const uint8_t *in, size_t nblocks);
typedef void aesalt_slot_aegis_crypt(aesalt_aegis_state *st, uint8_t *out, const uint8_t *in,
				     size_t nblocks);
typedef aesalt_slot_aegis_absorb aesalt_slot_aegis128_absorb;
typedef aesalt_slot_aegis_crypt aesalt_slot_aegis128_enc;
typedef aesalt_slot_aegis_crypt aesalt_slot_aegis128_dec;
typedef aesalt_slot_aegis_absorb aesalt_slot_aegis128l_absorb;
typedef aesalt_slot_aegis_crypt aesalt_slot_aegis128l_enc;
typedef aesalt_slot_aegis_crypt aesalt_slot_aegis128l_dec;
typedef aesalt_slot_aegis_absorb aesalt_slot_aegis256_absorb;
typedef aesalt_slot_aegis_crypt aesalt_slot_aegis256_enc;
typedef aesalt_slot_aegis_crypt aesalt_slot_aegis256_dec;
typedef void aesalt_slot_ccm_enc(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				 size_t nblocks, uint8_t ctr[16], uint8_t x[16]);
typedef aesalt_slot_ccm_enc aesalt_slot_ccm_dec;
typedef void aesalt_slot_aes_cbc_mac(const aesalt_aes_key *key, uint8_t x[16], const uint8_t *in,
				     size_t nblocks);
typedef aesalt_slot_aes_cbc_enc aesalt_slot_aes_cfb_enc;
typedef aesalt_slot_aes_cbc_enc aesalt_slot_aes_ofb;
/* returns AESALT_OK: see aes_block_enc below */
typedef int aesalt_slot_aes_block_enc(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in);
typedef aesalt_slot_aes_block_enc aesalt_slot_aes_block_dec;

/* The update slots of one AEGIS variant (see struct aesalt_kernel). */
struct aesalt_aegis_slots {
	aesalt_slot_aegis_absorb *absorb;
	aesalt_slot_aegis_crypt *enc;
	aesalt_slot_aegis_crypt *dec;
};

/* The build's feature choice (CMake AESALT_AEGIS, AESALT_XTS, AESALT_CFB_OFB; README
 * "Build and install"): a compiled-out feature's slots are NULL in every
 * kernel, so that the kernel table references none of its code and a
 * firmware linked with --gc-sections keeps none of it.  A kernel names its
 * AEGIS slots (and aes_round, which only AEGIS uses) through
 * AESALT_SLOT_AEGIS(f), its XTS slots through AESALT_SLOT_XTS(f), its CFB
 * and OFB slots through AESALT_SLOT_CFB_OFB(f): f, or a
 * null pointer of f's type that still names f (no unused-function warning
 * for a static f, and no reference to it in the object). */
#if defined(AESALT_NO_AEGIS)
#define AESALT_SLOT_AEGIS(f) (0 ? (f) : NULL)
#else
#define AESALT_SLOT_AEGIS(f) (f)
#endif
#if defined(AESALT_NO_XTS)
#define AESALT_SLOT_XTS(f) (0 ? (f) : NULL)
#else
#define AESALT_SLOT_XTS(f) (f)
#endif
#if defined(AESALT_NO_CFB_OFB)
#define AESALT_SLOT_CFB_OFB(f) (0 ? (f) : NULL)
#else
#define AESALT_SLOT_CFB_OFB(f) (f)
#endif

/* flags */
#define AESALT_KERNEL_CONSTTIME 1u /* no secret-dependent branch or address */

struct aesalt_kernel {
	const char *name; /* "ct64", "table", or an asm/<arch>/ kernel's tag */
	unsigned flags;
	/* Can this CPU run the kernel?  NULL means always. */
	int (*usable)(void);

	/* ---- AES --------------------------------------------------------- */

	/* Expand k (bits = 128, 192 or 256, already checked) into key->rk and
	 * set key->rounds.  The mode layer sets key->kernel and key->decrypt. */
	aesalt_slot_aes_setkey_enc *aes_setkey_enc;
	aesalt_slot_aes_setkey_dec *aes_setkey_dec;

	/* nblocks independent blocks.  With nblocks == 1, in is read whole
	 * before out is written, so that one block's buffers may overlap in
	 * any way (the one-block entry of core/ecb.c relies on it). */
	aesalt_slot_aes_ecb_enc *aes_ecb_enc;
	aesalt_slot_aes_ecb_dec *aes_ecb_dec;

	/* CBC; iv holds the chaining value in and out (the last ciphertext
	 * block). */
	aesalt_slot_aes_cbc_enc *aes_cbc_enc;
	aesalt_slot_aes_cbc_dec *aes_cbc_dec;

	/* CTR with a 32-bit big-endian counter in ctr[12..15] that wraps
	 * modulo 2^32 without touching ctr[0..11]; out = in ^ E(ctr), ctr += 1
	 * per block.  On return ctr is the next counter.  The mode layer splits
	 * a 128-bit CTR call at the wrap and does the carry itself.  The
	 * counter is public (sent with the ciphertext or made from a public
	 * nonce): a constant-time kernel may branch on its value (to step
	 * counters in memory order while the low byte cannot wrap, say), never
	 * on key or data. */
	aesalt_slot_aes_ctr32 *aes_ctr32;

	/* Optional.  XTS over whole blocks: tweak is the current, already
	 * encrypted tweak T; out = E(in ^ T) ^ T (D for _dec), then T *= x in
	 * GF(2^128) (IEEE 1619 little-endian convention).  On return tweak is
	 * the next T. */
	aesalt_slot_aes_xts_enc *aes_xts_enc;
	aesalt_slot_aes_xts_dec *aes_xts_dec;

	/* ---- GHASH ------------------------------------------------------- */

	/* h = E(K, 0^128), in GCM byte order.  gkey->h may hold anything on
	 * entry (core does not clear it first): write every byte that ghash
	 * reads.  Core sets gkey->kernel and wipes gkey after use. */
	aesalt_slot_ghash_setkey *ghash_setkey;
	/* y = (y ^ in_i) * H for each of nblocks 16-byte blocks. */
	aesalt_slot_ghash *ghash;

	/* Optional fused GCM: CTR32 (as aes_ctr32) and GHASH of the ciphertext
	 * in one pass over as many whole blocks of len as it likes.  Returns the
	 * number of bytes done (a multiple of 16, possibly 0); ctr and y are
	 * updated for exactly those bytes and the mode layer finishes the
	 * rest. */
	aesalt_slot_gcm_enc *gcm_enc;
	aesalt_slot_gcm_dec *gcm_dec;

	/* ---- AEGIS state updates ------------------------------------------
	 *
	 * Per variant, three slots (struct aesalt_aegis_slots):
	 * absorb: for each block m, state = Update(state, m).
	 * enc:    for each block p, out = p ^ z(state); state = Update(state, p).
	 * dec:    for each block c, p = c ^ z(state); out = p;
	 *         state = Update(state, p).
	 * A block is the variant's rate: 16 bytes (AEGIS-128, AEGIS-256) or 32
	 * bytes (AEGIS-128L, words M0 || M1).  Update and z are those of the
	 * specifications; initialisation, finalisation and partial blocks are
	 * C (core/aegis.c).
	 *
	 * Optional: a kernel without AEGIS code of its own leaves all three
	 * groups empty and sets aes_round instead; core/aegis.c then composes
	 * the updates from the round (core/aegis_c.c).  A kernel must have one
	 * or the other; a group is used only when all three of its slots are
	 * set. */
	aesalt_aes_round_fn aes_round;
	struct aesalt_aegis_slots aegis128, aegis128l, aegis256;

	/* ---- CCM (optional; last, so that adding it moved no offset) ------
	 *
	 * Fused CCM over whole blocks: the CBC-MAC chain x (16 bytes, in and
	 * out) and CTR32 (as aes_ctr32: 32-bit counter in ctr[12..15], wraps
	 * without touching ctr[0..11]; the mode layer never lets it wrap
	 * inside a call) in one pass, so the serial chain and the independent
	 * CTR blocks share the AES unit.
	 * ccm_enc: for each block p: x = E(x ^ p); out = p ^ E(ctr); ctr += 1.
	 * ccm_dec: for each block c: p = c ^ E(ctr); out = p; x = E(x ^ p);
	 *          ctr += 1.
	 * NULL: the mode layer runs aes_cbc_enc (as a MAC) and aes_ctr32
	 * separately.  Both or neither. */
	aesalt_slot_ccm_enc *ccm_enc;
	aesalt_slot_ccm_dec *ccm_dec;

	/* ---- CBC-MAC (optional; after CCM for the same reason) -------------
	 *
	 * cbc_mac: for each block p: x = E(x ^ p); x (16 bytes, in and out) is
	 * the only memory written.  nblocks >= 0.  NULL: the mode layer runs
	 * aes_cbc_enc into a stack buffer, a call per 16 blocks (core/cbc.c);
	 * a kernel whose per-call set-up (round keys into registers) is dear
	 * against its per-block cost sets it. */
	aesalt_slot_aes_cbc_mac *cbc_mac;

	/* ---- CFB128 encryption and OFB (optional; after CBC-MAC for the
	 * same reason)
	 *
	 * cfb_enc: for each block p: c = p ^ E(iv); out = c; iv = c.  On
	 * return iv is the last ciphertext block (the chaining value in and
	 * out, as for aes_cbc_enc).
	 * ofb: for each block p: iv = E(iv); out = p ^ iv.  On return iv is
	 * the last keystream block.
	 * Both are serial like CBC encryption: a kernel whose per-call set-up
	 * is dear against a block sets them, so the chain stays in a
	 * register.  NULL: the mode layer runs aes_ecb_enc a block at a time
	 * (core/cfb.c, core/ofb.c).  CFB decryption is parallel and always
	 * runs aes_ecb_enc. */
	aesalt_slot_aes_cfb_enc *cfb_enc;
	aesalt_slot_aes_ofb *ofb;

	/* ---- One block (optional; after CFB and OFB for the same reason)
	 *
	 * out = E(K, in) (aes_block_enc, an encryption key) or D(K, in)
	 * (aes_block_dec, a decryption key).  Unlike every other slot, out and
	 * in may overlap in any way: the kernel reads all of in before it
	 * writes out.  Returns AESALT_OK, so that the public one-block entry
	 * (aesalt_aes_block_enc/_dec, core/ecb.c), having checked its
	 * arguments, ends in a tail call: for an API that works a block per
	 * call (Mbed TLS's ECB), the checks and the call are the whole cost
	 * beside the rounds.  NULL: that entry runs aes_ecb_enc/_dec with one
	 * block.  Both or neither. */
	aesalt_slot_aes_block_enc *aes_block_enc;
	aesalt_slot_aes_block_dec *aes_block_dec;
};

/* The kernels built into this library, in order of preference (the first
 * usable one is the default).  The table is generated by CMake from the
 * aesalt_add_kernel() lines of the portable list (CMakeLists.txt) and of
 * asm/<arch>/kernels.cmake: no file outside asm/<arch>/ names an
 * architecture kernel. */
extern const struct aesalt_kernel *const aesalt_kernels[];
extern const size_t aesalt_kernels_len;

/* The portable kernels (core/kernel_ct64.c, kernel_table.c), built unless
 * AESALT_KERNELS or AESALT_CONSTANT_TIME leaves them out. */
extern const struct aesalt_kernel aesalt_kernel_ct64;
extern const struct aesalt_kernel aesalt_kernel_table;

/* The kernel new keys use (after the once-init of core/dispatch.c), or NULL
 * when a forced kernel was refused. */
const struct aesalt_kernel *aesalt_kernel_current(void);

#endif /* AESALT_CORE_KERNEL_H */
