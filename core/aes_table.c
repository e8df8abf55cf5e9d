/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The portable "table" kernel: classic T-table AES.
 *
 * THIS CODE IS NOT CONSTANT TIME.  Every round loads from 1 KiB tables at
 * addresses taken from secret state bytes, so cache timing leaks key and
 * data.  It is the layout the C code of Mbed TLS and wolfSSL uses, and it
 * exists here as the speed reference for "what the TLS libraries do in C";
 * the constant-time portable kernel is "ct64".  The kernel struct carries no
 * AESALT_KERNEL_CONSTTIME flag.
 *
 * Representation: a state column (bytes s[4c..4c+3], FIPS-197 sec. 3.4) is a
 * big-endian uint32_t, row 0 in the top byte.  te0[x] is MixColumns applied
 * to the column (S(x), 0, 0, 0), i.e. (2.S(x), S(x), S(x), 3.S(x)); te1..te3
 * are te0 rotated right by 8, 16, 24 bits (the same byte entering in rows
 * 1..3).  td0..td3 do the same for InvMixColumns over the inverse S-box,
 * (e.S'(x), 9.S'(x), d.S'(x), b.S'(x)).  One round is then 16 table loads
 * and XORs (Daemen and Rijmen, "AES Proposal: Rijndael", sec. 5.2.1).
 *
 * All tables are static const, computed by the compiler from the S-box
 * data below; there is no run-time initialisation, so no thread-safety
 * question.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "aegis_c.h"
#include "bytes.h"
#include "ct.h"
#include "kernel.h"

/*
 * The S-box, FIPS-197 Figure 7, in order of x = 0x00..0xff (two lines here
 * per row of the figure), and the inverse S-box, FIPS-197 Figure 14.
 * Written as X-macro lists so every table below is derived from this one
 * copy of the data.
 */
/* One table row per line reads better than any reflow. */
/* clang-format off */
#define SBOX_DATA(X) \
	X(0x63) X(0x7c) X(0x77) X(0x7b) X(0xf2) X(0x6b) X(0x6f) X(0xc5) \
	X(0x30) X(0x01) X(0x67) X(0x2b) X(0xfe) X(0xd7) X(0xab) X(0x76) \
	X(0xca) X(0x82) X(0xc9) X(0x7d) X(0xfa) X(0x59) X(0x47) X(0xf0) \
	X(0xad) X(0xd4) X(0xa2) X(0xaf) X(0x9c) X(0xa4) X(0x72) X(0xc0) \
	X(0xb7) X(0xfd) X(0x93) X(0x26) X(0x36) X(0x3f) X(0xf7) X(0xcc) \
	X(0x34) X(0xa5) X(0xe5) X(0xf1) X(0x71) X(0xd8) X(0x31) X(0x15) \
	X(0x04) X(0xc7) X(0x23) X(0xc3) X(0x18) X(0x96) X(0x05) X(0x9a) \
	X(0x07) X(0x12) X(0x80) X(0xe2) X(0xeb) X(0x27) X(0xb2) X(0x75) \
	X(0x09) X(0x83) X(0x2c) X(0x1a) X(0x1b) X(0x6e) X(0x5a) X(0xa0) \
	X(0x52) X(0x3b) X(0xd6) X(0xb3) X(0x29) X(0xe3) X(0x2f) X(0x84) \
	X(0x53) X(0xd1) X(0x00) X(0xed) X(0x20) X(0xfc) X(0xb1) X(0x5b) \
	X(0x6a) X(0xcb) X(0xbe) X(0x39) X(0x4a) X(0x4c) X(0x58) X(0xcf) \
	X(0xd0) X(0xef) X(0xaa) X(0xfb) X(0x43) X(0x4d) X(0x33) X(0x85) \
	X(0x45) X(0xf9) X(0x02) X(0x7f) X(0x50) X(0x3c) X(0x9f) X(0xa8) \
	X(0x51) X(0xa3) X(0x40) X(0x8f) X(0x92) X(0x9d) X(0x38) X(0xf5) \
	X(0xbc) X(0xb6) X(0xda) X(0x21) X(0x10) X(0xff) X(0xf3) X(0xd2) \
	X(0xcd) X(0x0c) X(0x13) X(0xec) X(0x5f) X(0x97) X(0x44) X(0x17) \
	X(0xc4) X(0xa7) X(0x7e) X(0x3d) X(0x64) X(0x5d) X(0x19) X(0x73) \
	X(0x60) X(0x81) X(0x4f) X(0xdc) X(0x22) X(0x2a) X(0x90) X(0x88) \
	X(0x46) X(0xee) X(0xb8) X(0x14) X(0xde) X(0x5e) X(0x0b) X(0xdb) \
	X(0xe0) X(0x32) X(0x3a) X(0x0a) X(0x49) X(0x06) X(0x24) X(0x5c) \
	X(0xc2) X(0xd3) X(0xac) X(0x62) X(0x91) X(0x95) X(0xe4) X(0x79) \
	X(0xe7) X(0xc8) X(0x37) X(0x6d) X(0x8d) X(0xd5) X(0x4e) X(0xa9) \
	X(0x6c) X(0x56) X(0xf4) X(0xea) X(0x65) X(0x7a) X(0xae) X(0x08) \
	X(0xba) X(0x78) X(0x25) X(0x2e) X(0x1c) X(0xa6) X(0xb4) X(0xc6) \
	X(0xe8) X(0xdd) X(0x74) X(0x1f) X(0x4b) X(0xbd) X(0x8b) X(0x8a) \
	X(0x70) X(0x3e) X(0xb5) X(0x66) X(0x48) X(0x03) X(0xf6) X(0x0e) \
	X(0x61) X(0x35) X(0x57) X(0xb9) X(0x86) X(0xc1) X(0x1d) X(0x9e) \
	X(0xe1) X(0xf8) X(0x98) X(0x11) X(0x69) X(0xd9) X(0x8e) X(0x94) \
	X(0x9b) X(0x1e) X(0x87) X(0xe9) X(0xce) X(0x55) X(0x28) X(0xdf) \
	X(0x8c) X(0xa1) X(0x89) X(0x0d) X(0xbf) X(0xe6) X(0x42) X(0x68) \
	X(0x41) X(0x99) X(0x2d) X(0x0f) X(0xb0) X(0x54) X(0xbb) X(0x16)

#define INV_SBOX_DATA(X) \
	X(0x52) X(0x09) X(0x6a) X(0xd5) X(0x30) X(0x36) X(0xa5) X(0x38) \
	X(0xbf) X(0x40) X(0xa3) X(0x9e) X(0x81) X(0xf3) X(0xd7) X(0xfb) \
	X(0x7c) X(0xe3) X(0x39) X(0x82) X(0x9b) X(0x2f) X(0xff) X(0x87) \
	X(0x34) X(0x8e) X(0x43) X(0x44) X(0xc4) X(0xde) X(0xe9) X(0xcb) \
	X(0x54) X(0x7b) X(0x94) X(0x32) X(0xa6) X(0xc2) X(0x23) X(0x3d) \
	X(0xee) X(0x4c) X(0x95) X(0x0b) X(0x42) X(0xfa) X(0xc3) X(0x4e) \
	X(0x08) X(0x2e) X(0xa1) X(0x66) X(0x28) X(0xd9) X(0x24) X(0xb2) \
	X(0x76) X(0x5b) X(0xa2) X(0x49) X(0x6d) X(0x8b) X(0xd1) X(0x25) \
	X(0x72) X(0xf8) X(0xf6) X(0x64) X(0x86) X(0x68) X(0x98) X(0x16) \
	X(0xd4) X(0xa4) X(0x5c) X(0xcc) X(0x5d) X(0x65) X(0xb6) X(0x92) \
	X(0x6c) X(0x70) X(0x48) X(0x50) X(0xfd) X(0xed) X(0xb9) X(0xda) \
	X(0x5e) X(0x15) X(0x46) X(0x57) X(0xa7) X(0x8d) X(0x9d) X(0x84) \
	X(0x90) X(0xd8) X(0xab) X(0x00) X(0x8c) X(0xbc) X(0xd3) X(0x0a) \
	X(0xf7) X(0xe4) X(0x58) X(0x05) X(0xb8) X(0xb3) X(0x45) X(0x06) \
	X(0xd0) X(0x2c) X(0x1e) X(0x8f) X(0xca) X(0x3f) X(0x0f) X(0x02) \
	X(0xc1) X(0xaf) X(0xbd) X(0x03) X(0x01) X(0x13) X(0x8a) X(0x6b) \
	X(0x3a) X(0x91) X(0x11) X(0x41) X(0x4f) X(0x67) X(0xdc) X(0xea) \
	X(0x97) X(0xf2) X(0xcf) X(0xce) X(0xf0) X(0xb4) X(0xe6) X(0x73) \
	X(0x96) X(0xac) X(0x74) X(0x22) X(0xe7) X(0xad) X(0x35) X(0x85) \
	X(0xe2) X(0xf9) X(0x37) X(0xe8) X(0x1c) X(0x75) X(0xdf) X(0x6e) \
	X(0x47) X(0xf1) X(0x1a) X(0x71) X(0x1d) X(0x29) X(0xc5) X(0x89) \
	X(0x6f) X(0xb7) X(0x62) X(0x0e) X(0xaa) X(0x18) X(0xbe) X(0x1b) \
	X(0xfc) X(0x56) X(0x3e) X(0x4b) X(0xc6) X(0xd2) X(0x79) X(0x20) \
	X(0x9a) X(0xdb) X(0xc0) X(0xfe) X(0x78) X(0xcd) X(0x5a) X(0xf4) \
	X(0x1f) X(0xdd) X(0xa8) X(0x33) X(0x88) X(0x07) X(0xc7) X(0x31) \
	X(0xb1) X(0x12) X(0x10) X(0x59) X(0x27) X(0x80) X(0xec) X(0x5f) \
	X(0x60) X(0x51) X(0x7f) X(0xa9) X(0x19) X(0xb5) X(0x4a) X(0x0d) \
	X(0x2d) X(0xe5) X(0x7a) X(0x9f) X(0x93) X(0xc9) X(0x9c) X(0xef) \
	X(0xa0) X(0xe0) X(0x3b) X(0x4d) X(0xae) X(0x2a) X(0xf5) X(0xb0) \
	X(0xc8) X(0xeb) X(0xbb) X(0x3c) X(0x83) X(0x53) X(0x99) X(0x61) \
	X(0x17) X(0x2b) X(0x04) X(0x7e) X(0xba) X(0x77) X(0xd6) X(0x26) \
	X(0xe1) X(0x69) X(0x14) X(0x63) X(0x55) X(0x21) X(0x0c) X(0x7d)

/* GF(2^8) products by constants, as integer constant expressions over a
 * byte value x (modulus x^8 + x^4 + x^3 + x + 1, FIPS-197 sec. 4.2.1). */
#define XT(x) ((((x) << 1) ^ (((x) & 0x80) ? 0x1b : 0)) & 0xff)
#define MUL2(x) XT(x)
#define MUL3(x) (XT(x) ^ (x))
#define MUL4(x) XT(XT(x))
#define MUL8(x) XT(XT(XT(x)))
#define MUL9(x) (MUL8(x) ^ (x))
#define MULB(x) (MUL8(x) ^ MUL2(x) ^ (x))
#define MULD(x) (MUL8(x) ^ MUL4(x) ^ (x))
#define MULE(x) (MUL8(x) ^ MUL4(x) ^ MUL2(x))

#define COL(a, b, c, d)                                                                 \
	(((uint32_t)(a) << 24) | ((uint32_t)(b) << 16) | ((uint32_t)(c) << 8) | (uint32_t)(d))

#define TE0(s) COL(MUL2(s), s, s, MUL3(s)),
#define TE1(s) COL(MUL3(s), MUL2(s), s, s),
#define TE2(s) COL(s, MUL3(s), MUL2(s), s),
#define TE3(s) COL(s, s, MUL3(s), MUL2(s)),
#define TD0(s) COL(MULE(s), MUL9(s), MULD(s), MULB(s)),
#define TD1(s) COL(MULB(s), MULE(s), MUL9(s), MULD(s)),
#define TD2(s) COL(MULD(s), MULB(s), MULE(s), MUL9(s)),
#define TD3(s) COL(MUL9(s), MULD(s), MULB(s), MULE(s)),
#define BYTE(s) s,

/* clang-format on */
static const uint8_t sbox[256] = { SBOX_DATA(BYTE) };
static const uint8_t inv_sbox[256] = { INV_SBOX_DATA(BYTE) };
static const uint32_t te0[256] = { SBOX_DATA(TE0) };
static const uint32_t te1[256] = { SBOX_DATA(TE1) };
static const uint32_t te2[256] = { SBOX_DATA(TE2) };
static const uint32_t te3[256] = { SBOX_DATA(TE3) };
static const uint32_t td0[256] = { INV_SBOX_DATA(TD0) };
static const uint32_t td1[256] = { INV_SBOX_DATA(TD1) };
static const uint32_t td2[256] = { INV_SBOX_DATA(TD2) };
static const uint32_t td3[256] = { INV_SBOX_DATA(TD3) };

/*
 * Each round function binds the names T0..T3 (and TS), which the round
 * macros use, to a table set.  Built for speed, it reads the set through
 * volatile pointers, loaded once per call: the compiler then cannot see
 * that the tables sit at fixed distances from each other, keeps one base
 * register per table, and a lookup is a byte extraction plus an indexed
 * load.  Otherwise (ppc64 with section anchors, for instance) it addresses
 * every table from one anchor and spends an add on each lookup.  Built for
 * size (-Os, firmware), the tables are named directly: no pointers in RAM.
 * So on RISC-V, which has no indexed load (every lookup adds its index to
 * a base anyway): named, the compiler folds the tables' distances into the
 * loads' offsets, and the table kernel runs fewer instructions there
 * (bench/results/riscv64.csv, rows "table").
 */
#if defined(__OPTIMIZE_SIZE__) || defined(__riscv)
#define ENC_TABLES te0, te1, te2, te3
#define DEC_TABLES td0, td1, td2, td3
#define DEC_LAST inv_sbox
#else
static const uint32_t *const volatile enc_tables[4] = { te0, te1, te2, te3 };
static const uint32_t *const volatile dec_tables[4] = { td0, td1, td2, td3 };
static const uint8_t *const volatile dec_last = inv_sbox;
#define ENC_TABLES enc_tables[0], enc_tables[1], enc_tables[2], enc_tables[3]
#define DEC_TABLES dec_tables[0], dec_tables[1], dec_tables[2], dec_tables[3]
#define DEC_LAST dec_last
#endif
#define USE_TABLES(set) USE_TABLES_(set)
#define USE_TABLES_(a, b, c, d)                                                                    \
	const uint32_t *const T0 = (a), *const T1 = (b), *const T2 = (c), *const T3 = (d)

#define B0(w) ((w) >> 24)
#define B1(w) (((w) >> 16) & 0xff)
#define B2(w) (((w) >> 8) & 0xff)
#define B3(w) ((w)&0xff)

/*
 * The state lives in four scalars per half-round (s0..s3, t0..t3), never in
 * an array: the compiler then keeps it in registers instead of storing it
 * back through a pointer every round.  The rounds are fully unrolled, so
 * every round key is a load at a constant offset from one pointer, and no
 * loop counter or pointer update runs per round (AES-192 and AES-256 add
 * two or four rounds under a branch taken once per block).
 *
 * One full round: SubBytes, ShiftRows (output column c takes row r from
 * input column c + r), MixColumns, AddRoundKey; d and s are the name
 * prefixes of the output and input scalars, k points at the round key.
 */
#define ENC_ROUND(d, s, k)                                                                         \
	do {                                                                                       \
		d##0 = T0[B0(s##0)] ^ T1[B1(s##1)] ^ T2[B2(s##2)] ^ T3[B3(s##3)] ^ (k)[0];         \
		d##1 = T0[B0(s##1)] ^ T1[B1(s##2)] ^ T2[B2(s##3)] ^ T3[B3(s##0)] ^ (k)[1];         \
		d##2 = T0[B0(s##2)] ^ T1[B1(s##3)] ^ T2[B2(s##0)] ^ T3[B3(s##1)] ^ (k)[2];         \
		d##3 = T0[B0(s##3)] ^ T1[B1(s##0)] ^ T2[B2(s##1)] ^ T3[B3(s##2)] ^ (k)[3];         \
	} while (0)

/* The equivalent inverse cipher's round (FIPS-197 sec. 5.3.5): InvShiftRows
 * (output column c takes row r from input column c - r), InvSubBytes,
 * InvMixColumns, AddRoundKey with a key already passed through
 * InvMixColumns. */
#define DEC_ROUND(d, s, k)                                                                         \
	do {                                                                                       \
		d##0 = T0[B0(s##0)] ^ T1[B1(s##3)] ^ T2[B2(s##2)] ^ T3[B3(s##1)] ^ (k)[0];         \
		d##1 = T0[B0(s##1)] ^ T1[B1(s##0)] ^ T2[B2(s##3)] ^ T3[B3(s##2)] ^ (k)[1];         \
		d##2 = T0[B0(s##2)] ^ T1[B1(s##1)] ^ T2[B2(s##0)] ^ T3[B3(s##3)] ^ (k)[2];         \
		d##3 = T0[B0(s##3)] ^ T1[B1(s##2)] ^ T2[B2(s##1)] ^ T3[B3(s##0)] ^ (k)[3];         \
	} while (0)

/*
 * The last encryption round has no MixColumns: it needs S(x) alone in row
 * r of the output column.  Each T-table already holds S(x) with factor 1 in
 * two of its rows (te0 = (2, 1, 1, 3).S(x), and te1..te3 rotate it), so
 * masking te2 keeps S(x) in row 0, te3 in row 1, te0 in row 2, te1 in row
 * 3: one load and one mask per byte, from tables already in cache, with no
 * byte-to-column shifts and no separate S-box load.
 */
#define ENC_LAST_COL(a, b, c, d, k)                                                                \
	(((T2[B0(a)] & 0xff000000u) | (T3[B1(b)] & 0x00ff0000u) | (T0[B2(c)] & 0x0000ff00u) |      \
	  (T1[B3(d)] & 0x000000ffu)) ^                                                             \
	 (k))

/* The last decryption round: plain inverse S-box bytes (the td tables hold
 * no factor-1 row). */
#define DEC_LAST_COL(a, b, c, d, k) (COL(TS[B0(a)], TS[B1(b)], TS[B2(c)], TS[B3(d)]) ^ (k))

/*
 * The rounds of one block over the scalars s0..s3 (in: the block already
 * XORed with round key 0; out: the block before the last round's key) and
 * t0..t3 (scratch), with rk advanced so the last round key is rk[40..43].
 * Fully unrolled, so every round key is a load at a constant offset and no
 * loop counter runs per round; AES-192 and AES-256 add their rounds under a
 * branch taken once per block.  Built for size, two rounds per pass of a
 * loop instead (rounds is 10, 12 or 14, so the loop runs at least 4 times
 * and rk never points before the schedule).
 */
#if defined(__OPTIMIZE_SIZE__)
#define ROUNDS(ROUND, rk, rounds)                                                                  \
	do {                                                                                       \
		unsigned pass_;                                                                    \
		for (pass_ = (rounds) / 2 - 1; pass_; pass_--, (rk) += 8) {                        \
			ROUND(t, s, (rk) + 4);                                                     \
			ROUND(s, t, (rk) + 8);                                                     \
		}                                                                                  \
		(rk) -= 32;                                                                        \
		ROUND(t, s, (rk) + 36);                                                            \
	} while (0)
#else

#define ROUNDS(ROUND, rk, rounds)                                                                  \
	do {                                                                                       \
		ROUND(t, s, (rk) + 4);                                                             \
		ROUND(s, t, (rk) + 8);                                                             \
		ROUND(t, s, (rk) + 12);                                                            \
		ROUND(s, t, (rk) + 16);                                                            \
		ROUND(t, s, (rk) + 20);                                                            \
		ROUND(s, t, (rk) + 24);                                                            \
		ROUND(t, s, (rk) + 28);                                                            \
		ROUND(s, t, (rk) + 32);                                                            \
		if ((rounds) > 10) {                                                               \
			ROUND(t, s, (rk) + 36);                                                    \
			ROUND(s, t, (rk) + 40);                                                    \
			if ((rounds) > 12) {                                                       \
				ROUND(t, s, (rk) + 44);                                            \
				ROUND(s, t, (rk) + 48);                                            \
			}                                                                          \
			(rk) += 4 * ((rounds)-10);                                                 \
		}                                                                                  \
		ROUND(t, s, (rk) + 36);                                                            \
	} while (0)
#endif

/* What enc_blocks() does around the cipher. */
enum enc_chain { ENC_ECB, ENC_CBC, ENC_CTR };

/*
 * Encrypts nblocks blocks.  The block loop is here, not in a per-block
 * function: the state stays in registers from input to output (the CBC
 * chain too), and the callee-saved registers the unrolled rounds need are
 * saved once per call rather than once per block.  ENC_ECB: out = E(in);
 * ENC_CBC: out = E(in ^ previous), with iv as the first previous and
 * updated; ENC_CTR: out = in ^ E(counter), the counter in iv with its last
 * word incremented modulo 2^32 per block and updated.
 */
static void enc_blocks(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t nblocks,
		       uint8_t *iv, enum enc_chain chain)
{
	const unsigned rounds = key->rounds;
	USE_TABLES(ENC_TABLES);
	uint32_t s0 = 0, s1 = 0, s2 = 0, s3 = 0, t0, t1, t2, t3, n3 = 0;

	if (chain == ENC_CBC) {
		s0 = aesalt_load_be32(iv);
		s1 = aesalt_load_be32(iv + 4);
		s2 = aesalt_load_be32(iv + 8);
		s3 = aesalt_load_be32(iv + 12);
	} else if (chain == ENC_CTR) {
		n3 = aesalt_load_be32(iv + 12);
	}
	for (; nblocks; nblocks--, in += 16, out += 16) {
		const uint32_t *rk = key->rk.w;

		if (chain == ENC_CTR) {
			s0 = aesalt_load_be32(iv);
			s1 = aesalt_load_be32(iv + 4);
			s2 = aesalt_load_be32(iv + 8);
			s3 = n3++; /* uint32_t: wraps, never carries into s2 */
		} else if (chain == ENC_CBC) {
			s0 ^= aesalt_load_be32(in);
			s1 ^= aesalt_load_be32(in + 4);
			s2 ^= aesalt_load_be32(in + 8);
			s3 ^= aesalt_load_be32(in + 12);
		} else {
			s0 = aesalt_load_be32(in);
			s1 = aesalt_load_be32(in + 4);
			s2 = aesalt_load_be32(in + 8);
			s3 = aesalt_load_be32(in + 12);
		}
		s0 ^= rk[0];
		s1 ^= rk[1];
		s2 ^= rk[2];
		s3 ^= rk[3];
		ROUNDS(ENC_ROUND, rk, rounds);
		s0 = ENC_LAST_COL(t0, t1, t2, t3, rk[40]);
		s1 = ENC_LAST_COL(t1, t2, t3, t0, rk[41]);
		s2 = ENC_LAST_COL(t2, t3, t0, t1, rk[42]);
		s3 = ENC_LAST_COL(t3, t0, t1, t2, rk[43]);
		if (chain == ENC_CTR) {
			t0 = s0 ^ aesalt_load_be32(in);
			t1 = s1 ^ aesalt_load_be32(in + 4);
			t2 = s2 ^ aesalt_load_be32(in + 8);
			t3 = s3 ^ aesalt_load_be32(in + 12);
			aesalt_store_be32(out, t0);
			aesalt_store_be32(out + 4, t1);
			aesalt_store_be32(out + 8, t2);
			aesalt_store_be32(out + 12, t3);
		} else {
			aesalt_store_be32(out, s0);
			aesalt_store_be32(out + 4, s1);
			aesalt_store_be32(out + 8, s2);
			aesalt_store_be32(out + 12, s3);
		}
	}
	if (chain == ENC_CBC) {
		aesalt_store_be32(iv, s0);
		aesalt_store_be32(iv + 4, s1);
		aesalt_store_be32(iv + 8, s2);
		aesalt_store_be32(iv + 12, s3);
	} else if (chain == ENC_CTR) {
		aesalt_store_be32(iv + 12, n3);
	}
}

/*
 * Decrypts nblocks blocks with an equivalent-inverse-cipher schedule, the
 * block loop inside as in enc_blocks().  iv NULL: ECB; else CBC, iv the
 * ciphertext block before in[0], updated to the last one.
 *
 * The blocks run from the last to the first.  out is in or does not
 * overlap it (kernel.h), so when block i is written, the ciphertext block
 * i - 1 it is XORed with is still intact in memory: it is read from there
 * rather than carried in four registers across the rounds, which on CPUs
 * with few registers (m68k) would spill.
 */
static void dec_blocks(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t nblocks,
		       uint8_t *iv)
{
	const unsigned rounds = key->rounds;
	USE_TABLES(DEC_TABLES);
	const uint8_t *const TS = DEC_LAST;
	uint32_t s0, s1, s2, s3, t0, t1, t2, t3;
	uint8_t next_iv[16] = { 0 }; /* set when iv is; zeroed for the compiler */

	if (nblocks == 0)
		return;
	if (iv)
		memcpy(next_iv, in + 16 * (nblocks - 1), 16);
	in += 16 * (nblocks - 1);
	out += 16 * (nblocks - 1);
	for (;;) {
		const uint32_t *rk = key->rk.w;
		const uint8_t *prev;

		s0 = aesalt_load_be32(in) ^ rk[0];
		s1 = aesalt_load_be32(in + 4) ^ rk[1];
		s2 = aesalt_load_be32(in + 8) ^ rk[2];
		s3 = aesalt_load_be32(in + 12) ^ rk[3];
		ROUNDS(DEC_ROUND, rk, rounds);
		s0 = DEC_LAST_COL(t0, t3, t2, t1, rk[40]);
		s1 = DEC_LAST_COL(t1, t0, t3, t2, rk[41]);
		s2 = DEC_LAST_COL(t2, t1, t0, t3, rk[42]);
		s3 = DEC_LAST_COL(t3, t2, t1, t0, rk[43]);
		nblocks--;
		prev = iv == NULL ? NULL : nblocks ? in - 16 : iv; /* NULL: ECB */
		if (prev) {
			s0 ^= aesalt_load_be32(prev);
			s1 ^= aesalt_load_be32(prev + 4);
			s2 ^= aesalt_load_be32(prev + 8);
			s3 ^= aesalt_load_be32(prev + 12);
		}
		aesalt_store_be32(out, s0);
		aesalt_store_be32(out + 4, s1);
		aesalt_store_be32(out + 8, s2);
		aesalt_store_be32(out + 12, s3);
		if (nblocks == 0)
			break;
		in -= 16;
		out -= 16;
	}
	if (iv)
		memcpy(iv, next_iv, 16); /* ciphertext: nothing to wipe */
}

static inline void load_block(uint32_t s[4], const uint8_t *p)
{
	s[0] = aesalt_load_be32(p);
	s[1] = aesalt_load_be32(p + 4);
	s[2] = aesalt_load_be32(p + 8);
	s[3] = aesalt_load_be32(p + 12);
}

static inline void store_block(uint8_t *p, const uint32_t s[4])
{
	aesalt_store_be32(p, s[0]);
	aesalt_store_be32(p + 4, s[1]);
	aesalt_store_be32(p + 8, s[2]);
	aesalt_store_be32(p + 12, s[3]);
}

/* SubWord (FIPS-197 sec. 5.2) of a big-endian word. */
static uint32_t sub_word(uint32_t w)
{
	return COL(sbox[B0(w)], sbox[B1(w)], sbox[B2(w)], sbox[B3(w)]);
}

/* FIPS-197 sec. 5.2 KeyExpansion into w[0 .. 4 * (rounds + 1)). */
static unsigned expand_key(uint32_t *w, const uint8_t *k, unsigned bits)
{
	unsigned nk = bits / 32, rounds = nk + 6, total = 4 * (rounds + 1), i;
	uint32_t rcon = 1;

	for (i = 0; i < nk; i++)
		w[i] = aesalt_load_be32(k + 4 * i);
	for (i = nk; i < total; i++) {
		uint32_t t = w[i - 1];

		if (i % nk == 0) {
			/* RotWord is a left rotation of the big-endian word. */
			t = sub_word((t << 8) | (t >> 24)) ^ (rcon << 24);
			rcon = XT(rcon);
		} else if (nk > 6 && i % nk == 4) {
			t = sub_word(t);
		}
		w[i] = w[i - nk] ^ t;
	}
	return rounds;
}

/* see kernel.h */
void aesalt_aes_setkey_enc_table(aesalt_aes_key *key, const uint8_t *k, unsigned bits)
{
	key->rounds = expand_key(key->rk.w, k, bits);
}

/* see kernel.h */
void aesalt_aes_setkey_dec_table(aesalt_aes_key *key, const uint8_t *k, unsigned bits)
{
	uint32_t ek[60];
	unsigned rounds = expand_key(ek, k, bits), r, c;
	uint32_t *dk = key->rk.w;

	/* FIPS-197 sec. 5.3.5: the round keys in reverse order, with
	 * InvMixColumns applied to all but the first and the last.  For a
	 * column w, td0[S(b0)] ^ td1[S(b1)] ^ ... is InvMixColumns(w), since
	 * td0[S(x)] holds the InvMixColumns products of S'(S(x)) = x. */
	for (r = 0; r <= rounds; r++) {
		const uint32_t *src = ek + 4 * (rounds - r);

		for (c = 0; c < 4; c++) {
			uint32_t w = src[c];

			if (r != 0 && r != rounds)
				w = td0[sbox[B0(w)]] ^ td1[sbox[B1(w)]] ^ td2[sbox[B2(w)]] ^
				    td3[sbox[B3(w)]];
			dk[4 * r + c] = w;
		}
	}
	key->rounds = rounds;
	aesalt_zeroize(ek, sizeof(ek));
}

/* see kernel.h */
void aesalt_aes_ecb_enc_table(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			      size_t nblocks)
{
	enc_blocks(key, out, in, nblocks, NULL, ENC_ECB);
}

/* see kernel.h */
void aesalt_aes_ecb_dec_table(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			      size_t nblocks)
{
	dec_blocks(key, out, in, nblocks, NULL);
}

/* see kernel.h */
void aesalt_aes_cbc_enc_table(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			      size_t nblocks, uint8_t iv[16])
{
	enc_blocks(key, out, in, nblocks, iv, ENC_CBC);
}

/* see kernel.h */
void aesalt_aes_cbc_dec_table(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			      size_t nblocks, uint8_t iv[16])
{
	dec_blocks(key, out, in, nblocks, iv);
}

/* see kernel.h */
void aesalt_aes_ctr32_table(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			    size_t nblocks, uint8_t ctr[16])
{
	enc_blocks(key, out, in, nblocks, ctr, ENC_CTR);
}

/* see aegis_c.h */
void aesalt_aes_round_table(uint8_t (*out)[16], const uint8_t (*in)[16], const uint8_t (*rk)[16],
			    size_t n)
{
	USE_TABLES(ENC_TABLES);
	uint32_t s[4], t[4], k[4];
	size_t i;

	for (i = 0; i < n; i++) {
		uint32_t s0, s1, s2, s3, t0, t1, t2, t3;

		load_block(s, in[i]);
		load_block(k, rk[i]);
		s0 = s[0];
		s1 = s[1];
		s2 = s[2];
		s3 = s[3];
		ENC_ROUND(t, s, k);
		t[0] = t0;
		t[1] = t1;
		t[2] = t2;
		t[3] = t3;
		store_block(out[i], t);
	}
}
