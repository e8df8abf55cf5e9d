/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The portable constant-time "ct64" kernel: bitsliced AES on uint64_t,
 * four blocks at a time.
 *
 * Representation.  Four blocks are held as eight words q[0..7]: q[i] holds
 * bit i (0 = least significant) of every one of the 64 state bytes.  The
 * byte in row r, column c (byte 4c + r of a block, FIPS-197 sec. 3.4) of
 * block k sits at bit
 *
 *	16r + 4c + k
 *
 * of each word: a 16-bit quarter per state row, a nibble per column, one
 * bit of the nibble per block.  This layout makes every step a fixed
 * sequence of word operations:
 *  - SubBytes is a Boolean circuit on the eight words (64 S-boxes at once);
 *  - ShiftRows rotates each row quarter by 0, 4, 8, 12 bits;
 *  - MixColumns needs rows r+1 and r+2 of the same column, which are the
 *    whole word rotated by 16 and 32 bits.
 * There is no table, no branch and no memory index that depends on the key
 * or the data, by construction: the kernel is constant time.
 *
 * S-box: the depth-16 circuit (128 gates: 34 AND, 94 XOR/XNOR) of J. Boyar
 * and R. Peralta, "A depth-16 circuit for the AES S-box", IACR ePrint
 * 2011/332 (SEC 2012), written with the paper's names: top linear layer
 * T1..T27, shared middle M1..M63, bottom linear layer L0..L29.  The paper's
 * input U0 and output S0 are the most significant bits.  The inverse S-box
 * reuses it: with S(x) = L(x^-1) + 0x63 for the linear map L of the affine
 * step, S^-1(y) = L^-1(S(L^-1(y) + 0x05)) + 0x05, since L^-1(0x63) = 0x05.
 *
 * Key schedule: key->rk holds 240 bytes, too few for 8 words per round
 * key.  A round key in the layout above has each bit repeated in the four
 * block positions of its nibble, so only one bit per nibble is stored, in
 * two words per round key: rk.q[2i] holds bit j (j = 0..3) of the byte in
 * row r, column c of round key i at bit 16r + 4c + j, and rk.q[2i + 1]
 * holds bits 4..7 the same way.  Each call expands the schedule to eight
 * words per round on its stack, and wipes it on return.  Decryption runs the inverse cipher (FIPS-197 sec. 5.3)
 * over the same round keys, so both directions share one schedule.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "aegis_c.h"
#include "bytes.h"
#include "ct.h"
#include "kernel.h"

/* Up to 15 round keys of eight words. */
#define SK_WORDS (8 * 15)

/* ---- the S-box circuit ------------------------------------------------ */

/* SubBytes on all 64 bytes: Boyar-Peralta depth-16 circuit (see top). */
static void sbox(uint64_t q[8])
{
	uint64_t t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14;
	uint64_t t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27;
	uint64_t m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11, m12, m13, m14;
	uint64_t m15, m16, m17, m18, m19, m20, m21, m22, m23, m24, m25, m26, m27;
	uint64_t m28, m29, m30, m31, m32, m33, m34, m35, m36, m37, m38, m39, m40;
	uint64_t m41, m42, m43, m44, m45, m46, m47, m48, m49, m50, m51, m52, m53;
	uint64_t m54, m55, m56, m57, m58, m59, m60, m61, m62, m63;
	uint64_t l0, l1, l2, l3, l4, l5, l6, l7, l8, l9, l10, l11, l12, l13, l14;
	uint64_t l15, l16, l17, l18, l19, l20, l21, l22, l23, l24, l25, l26, l27;
	uint64_t l28, l29;
	const uint64_t u0 = q[7], u1 = q[6], u2 = q[5], u3 = q[4];
	const uint64_t u4 = q[3], u5 = q[2], u6 = q[1], u7 = q[0];

	/* Top linear layer. */
	t1 = u0 ^ u3;
	t2 = u0 ^ u5;
	t3 = u0 ^ u6;
	t4 = u3 ^ u5;
	t5 = u4 ^ u6;
	t6 = t1 ^ t5;
	t7 = u1 ^ u2;
	t8 = u7 ^ t6;
	t9 = u7 ^ t7;
	t10 = t6 ^ t7;
	t11 = u1 ^ u5;
	t12 = u2 ^ u5;
	t13 = t3 ^ t4;
	t14 = t6 ^ t11;
	t15 = t5 ^ t11;
	t16 = t5 ^ t12;
	t17 = t9 ^ t16;
	t18 = u3 ^ u7;
	t19 = t7 ^ t18;
	t20 = t1 ^ t19;
	t21 = u6 ^ u7;
	t22 = t7 ^ t21;
	t23 = t2 ^ t22;
	t24 = t2 ^ t10;
	t25 = t20 ^ t17;
	t26 = t3 ^ t16;
	t27 = t1 ^ t12;

	/* Shared nonlinear middle (the paper's D is U7). */
	m1 = t13 & t6;
	m2 = t23 & t8;
	m3 = t14 ^ m1;
	m4 = t19 & u7;
	m5 = m4 ^ m1;
	m6 = t3 & t16;
	m7 = t22 & t9;
	m8 = t26 ^ m6;
	m9 = t20 & t17;
	m10 = m9 ^ m6;
	m11 = t1 & t15;
	m12 = t4 & t27;
	m13 = m12 ^ m11;
	m14 = t2 & t10;
	m15 = m14 ^ m11;
	m16 = m3 ^ m2;
	m17 = m5 ^ t24;
	m18 = m8 ^ m7;
	m19 = m10 ^ m15;
	m20 = m16 ^ m13;
	m21 = m17 ^ m15;
	m22 = m18 ^ m13;
	m23 = m19 ^ t25;
	m24 = m22 ^ m23;
	m25 = m22 & m20;
	m26 = m21 ^ m25;
	m27 = m20 ^ m21;
	m28 = m23 ^ m25;
	m29 = m28 & m27;
	m30 = m26 & m24;
	m31 = m20 & m23;
	m32 = m27 & m31;
	m33 = m27 ^ m25;
	m34 = m21 & m22;
	m35 = m24 & m34;
	m36 = m24 ^ m25;
	m37 = m21 ^ m29;
	m38 = m32 ^ m33;
	m39 = m23 ^ m30;
	m40 = m35 ^ m36;
	m41 = m38 ^ m40;
	m42 = m37 ^ m39;
	m43 = m37 ^ m38;
	m44 = m39 ^ m40;
	m45 = m42 ^ m41;
	m46 = m44 & t6;
	m47 = m40 & t8;
	m48 = m39 & u7;
	m49 = m43 & t16;
	m50 = m38 & t9;
	m51 = m37 & t17;
	m52 = m42 & t15;
	m53 = m45 & t27;
	m54 = m41 & t10;
	m55 = m44 & t13;
	m56 = m40 & t23;
	m57 = m39 & t19;
	m58 = m43 & t3;
	m59 = m38 & t22;
	m60 = m37 & t20;
	m61 = m42 & t1;
	m62 = m45 & t4;
	m63 = m41 & t2;

	/* Bottom linear layer; the four XNORs fold in the constant 0x63. */
	l0 = m61 ^ m62;
	l1 = m50 ^ m56;
	l2 = m46 ^ m48;
	l3 = m47 ^ m55;
	l4 = m54 ^ m58;
	l5 = m49 ^ m61;
	l6 = m62 ^ l5;
	l7 = m46 ^ l3;
	l8 = m51 ^ m59;
	l9 = m52 ^ m53;
	l10 = m53 ^ l4;
	l11 = m60 ^ l2;
	l12 = m48 ^ m51;
	l13 = m50 ^ l0;
	l14 = m52 ^ m61;
	l15 = m55 ^ l1;
	l16 = m56 ^ l0;
	l17 = m57 ^ l1;
	l18 = m58 ^ l8;
	l19 = m63 ^ l4;
	l20 = l0 ^ l1;
	l21 = l1 ^ l7;
	l22 = l3 ^ l12;
	l23 = l18 ^ l2;
	l24 = l15 ^ l9;
	l25 = l6 ^ l10;
	l26 = l7 ^ l9;
	l27 = l8 ^ l10;
	l28 = l11 ^ l14;
	l29 = l11 ^ l17;

	q[7] = l6 ^ l24;
	q[6] = ~(l16 ^ l26);
	q[5] = ~(l19 ^ l28);
	q[4] = l6 ^ l21;
	q[3] = l20 ^ l22;
	q[2] = l25 ^ l29;
	q[1] = ~(l13 ^ l27);
	q[0] = ~(l6 ^ l23);
}

/* x -> L^-1(x) + 0x05 on every byte, where L is the linear part of the
 * S-box's affine map (FIPS-197 sec. 5.1.1): bit i of L^-1(x) is
 * x[i+2] + x[i+5] + x[i+7] (indices mod 8). */
static inline void inv_affine(uint64_t q[8])
{
	const uint64_t x0 = q[0], x1 = q[1], x2 = q[2], x3 = q[3];
	const uint64_t x4 = q[4], x5 = q[5], x6 = q[6], x7 = q[7];

	q[0] = ~(x2 ^ x5 ^ x7);
	q[1] = x3 ^ x6 ^ x0;
	q[2] = ~(x4 ^ x7 ^ x1);
	q[3] = x5 ^ x0 ^ x2;
	q[4] = x6 ^ x1 ^ x3;
	q[5] = x7 ^ x2 ^ x4;
	q[6] = x0 ^ x3 ^ x5;
	q[7] = x1 ^ x4 ^ x6;
}

/* InvSubBytes through the forward circuit (see top). */
static void inv_sbox(uint64_t q[8])
{
	inv_affine(q);
	sbox(q);
	inv_affine(q);
}

/* ---- ShiftRows, MixColumns -------------------------------------------- */

/* Row r (bits 16r..16r+15) rotates right by 4r bits: column c takes the
 * byte of column c + r. */
static inline uint64_t shift_rows1(uint64_t x)
{
	const uint64_t r1 = ((x & 0x00000000fff00000u) >> 4) | ((x & 0x00000000000f0000u) << 12);
	const uint64_t r2 = ((x & 0x0000ff0000000000u) >> 8) | ((x & 0x000000ff00000000u) << 8);
	const uint64_t r3 = ((x & 0xf000000000000000u) >> 12) | ((x & 0x0fff000000000000u) << 4);

	return (x & 0x000000000000ffffu) | r1 | r2 | r3;
}

/* The inverse: row r rotates left by 4r bits. */
static inline uint64_t inv_shift_rows1(uint64_t x)
{
	const uint64_t r1 = ((x & 0x000000000fff0000u) << 4) | ((x & 0x00000000f0000000u) >> 12);
	const uint64_t r2 = ((x & 0x0000ff0000000000u) >> 8) | ((x & 0x000000ff00000000u) << 8);
	const uint64_t r3 = ((x & 0xfff0000000000000u) >> 4) | ((x & 0x000f000000000000u) << 12);

	return (x & 0x000000000000ffffu) | r1 | r2 | r3;
}

static inline void shift_rows(uint64_t q[8])
{
	int i;
	for (i = 0; i < 8; i++)
		q[i] = shift_rows1(q[i]);
}

static inline void inv_shift_rows(uint64_t q[8])
{
	int i;
	for (i = 0; i < 8; i++)
		q[i] = inv_shift_rows1(q[i]);
}

/* Rotation right; at bit 16r, rotr(x, 16) holds row r + 1 and
 * rotr(x, 32) row r + 2 of the same column and block. */
static inline uint64_t rotr(uint64_t x, unsigned n)
{
	return (x >> n) | (x << (64 - n));
}

/* MixColumns: out_r = 2.a_r + 3.a_{r+1} + a_{r+2} + a_{r+3}
 *                   = 2.t_r + a_{r+1} + t_{r+2}  with t_r = a_r + a_{r+1}.
 * Doubling in GF(2^8) (x^8 = x^4 + x^3 + x + 1) moves bit i to bit i + 1
 * and folds bit 7 into bits 0, 1, 3 and 4. */
static inline void mix_columns(uint64_t q[8])
{
	const uint64_t a0 = q[0], a1 = q[1], a2 = q[2], a3 = q[3];
	const uint64_t a4 = q[4], a5 = q[5], a6 = q[6], a7 = q[7];
	const uint64_t b0 = rotr(a0, 16), b1 = rotr(a1, 16), b2 = rotr(a2, 16);
	const uint64_t b3 = rotr(a3, 16), b4 = rotr(a4, 16), b5 = rotr(a5, 16);
	const uint64_t b6 = rotr(a6, 16), b7 = rotr(a7, 16);
	const uint64_t t0 = a0 ^ b0, t1 = a1 ^ b1, t2 = a2 ^ b2, t3 = a3 ^ b3;
	const uint64_t t4 = a4 ^ b4, t5 = a5 ^ b5, t6 = a6 ^ b6, t7 = a7 ^ b7;

	q[0] = t7 ^ b0 ^ rotr(t0, 32);
	q[1] = t0 ^ t7 ^ b1 ^ rotr(t1, 32);
	q[2] = t1 ^ b2 ^ rotr(t2, 32);
	q[3] = t2 ^ t7 ^ b3 ^ rotr(t3, 32);
	q[4] = t3 ^ t7 ^ b4 ^ rotr(t4, 32);
	q[5] = t4 ^ b5 ^ rotr(t5, 32);
	q[6] = t5 ^ b6 ^ rotr(t6, 32);
	q[7] = t6 ^ b7 ^ rotr(t7, 32);
}

/* InvMixColumns = MixColumns after a_r += 4.(a_r + a_{r+2}), because
 * 0b x^3 + 0d x^2 + 09 x + 0e = (03 x^3 + 01 x^2 + 01 x + 02)(04 x^2 + 05)
 * modulo x^4 + 1.  a_r + a_{r+2} is shared by rows r and r + 2, so it is
 * one 32-bit rotation; multiplying by 4 is two doublings. */
static inline void inv_mix_columns(uint64_t q[8])
{
	const uint64_t a0 = q[0], a1 = q[1], a2 = q[2], a3 = q[3];
	const uint64_t a4 = q[4], a5 = q[5], a6 = q[6], a7 = q[7];
	const uint64_t u0 = a0 ^ rotr(a0, 32), u1 = a1 ^ rotr(a1, 32);
	const uint64_t u2 = a2 ^ rotr(a2, 32), u3 = a3 ^ rotr(a3, 32);
	const uint64_t u4 = a4 ^ rotr(a4, 32), u5 = a5 ^ rotr(a5, 32);
	const uint64_t u6 = a6 ^ rotr(a6, 32), u7 = a7 ^ rotr(a7, 32);

	/* 4.u: bit i goes to i + 2; bits 6 and 7 fold back through 0x1b. */
	q[0] = a0 ^ u6;
	q[1] = a1 ^ u6 ^ u7;
	q[2] = a2 ^ u0 ^ u7;
	q[3] = a3 ^ u1 ^ u6;
	q[4] = a4 ^ u2 ^ u6 ^ u7;
	q[5] = a5 ^ u3 ^ u7;
	q[6] = a6 ^ u4;
	q[7] = a7 ^ u5;
	mix_columns(q);
}

/* ---- conversion to and from the bitsliced form ------------------------ */

/* Exchanges the bits of a selected by (mask << s) with the bits of b
 * selected by mask. */
#define SWAPMOVE(a, b, mask, s)                                                                    \
	do {                                                                                       \
		uint64_t swm_t = (((a) >> (s)) ^ (b)) & (mask);                                    \
		(b) ^= swm_t;                                                                      \
		(a) ^= swm_t << (s);                                                               \
	} while (0)

/* Transposes, within each byte lane p, the 8x8 bit matrix formed by byte p
 * of the eight words: afterwards bit w of byte p of q[i] is what bit i of
 * byte p of q[w] was.  Its own inverse. */
static void transpose8(uint64_t q[8])
{
	const uint64_t m1 = 0x5555555555555555u, m2 = 0x3333333333333333u;
	const uint64_t m4 = 0x0f0f0f0f0f0f0f0fu;

	SWAPMOVE(q[0], q[1], m1, 1);
	SWAPMOVE(q[2], q[3], m1, 1);
	SWAPMOVE(q[4], q[5], m1, 1);
	SWAPMOVE(q[6], q[7], m1, 1);
	SWAPMOVE(q[0], q[2], m2, 2);
	SWAPMOVE(q[1], q[3], m2, 2);
	SWAPMOVE(q[4], q[6], m2, 2);
	SWAPMOVE(q[5], q[7], m2, 2);
	SWAPMOVE(q[0], q[4], m4, 4);
	SWAPMOVE(q[1], q[5], m4, 4);
	SWAPMOVE(q[2], q[6], m4, 4);
	SWAPMOVE(q[3], q[7], m4, 4);
}

/* Byte i of x to byte 2i of the result; odd bytes zero. */
static inline uint64_t spread(uint32_t x)
{
	uint64_t y = x;
	y = (y | (y << 16)) & 0x0000ffff0000ffffu;
	return (y | (y << 8)) & 0x00ff00ff00ff00ffu;
}

/* The inverse of spread(): even bytes of y, packed. */
static inline uint32_t compact(uint64_t y)
{
	y &= 0x00ff00ff00ff00ffu;
	y = (y | (y >> 8)) & 0x0000ffff0000ffffu;
	return (uint32_t)(y | (y >> 16));
}

/*
 * Loads n (1..4) consecutive blocks from in as blocks 0..n-1; the others
 * are zero.  Before the transposition, word k (block k, columns 0 and 2)
 * and word 4 + k (columns 1 and 3) hold in byte 2r + c/2 the byte of row r,
 * column c: the transposition then puts bit i of that byte in q[i] at bit
 * 8(2r + c/2) + 4(c % 2) + k = 16r + 4c + k, the layout described on top.
 */
static void load4(uint64_t q[8], const uint8_t *in, size_t n)
{
	size_t k;

	for (k = 0; k < 4; k++) {
		if (k < n) {
			const uint8_t *b = in + 16 * k;
			q[k] = spread(aesalt_load_le32(b)) | spread(aesalt_load_le32(b + 8)) << 8;
			q[k + 4] = spread(aesalt_load_le32(b + 4)) |
				   spread(aesalt_load_le32(b + 12)) << 8;
		} else {
			q[k] = 0;
			q[k + 4] = 0;
		}
	}
	transpose8(q);
}

/* XORs the word at x (when x is not NULL) into v and stores v at out.  x
 * may equal out: it is read first. */
static inline void put_word(uint8_t *out, uint32_t v, const uint8_t *x)
{
	if (x != NULL)
		v ^= aesalt_load_le32(x);
	aesalt_store_le32(out, v);
}

/* Stores blocks 0..n-1 (n <= 4) to out, each XORed with the matching block
 * of x when x is not NULL (x may equal out).  Transposes q in place: q no
 * longer holds the state afterwards, and the caller wipes it. */
static void store4(uint8_t *out, uint64_t q[8], size_t n, const uint8_t *x)
{
	size_t k;

	transpose8(q);
	for (k = 0; k < n; k++) {
		uint8_t *o = out + 16 * k;
		const uint8_t *xk = x != NULL ? x + 16 * k : NULL;
		put_word(o, compact(q[k]), xk);
		put_word(o + 4, compact(q[k + 4]), xk != NULL ? xk + 4 : NULL);
		put_word(o + 8, compact(q[k] >> 8), xk != NULL ? xk + 8 : NULL);
		put_word(o + 12, compact(q[k + 4] >> 8), xk != NULL ? xk + 12 : NULL);
	}
}

/* ---- key schedule ------------------------------------------------------ */

/* SubWord (FIPS-197 sec. 5.2) through the same circuit: bit i of the four
 * bytes goes to bits 0, 8, 16, 24 of q[i]. */
static uint32_t sub_word(uint32_t x)
{
	uint64_t q[8];
	uint32_t y = 0;
	int i;

	for (i = 0; i < 8; i++)
		q[i] = (x >> i) & 0x01010101u;
	sbox(q);
	for (i = 0; i < 8; i++)
		y |= ((uint32_t)q[i] & 0x01010101u) << i;
	aesalt_zeroize(q, sizeof q);
	return y;
}

/* see kernel.h (slot aes_setkey_enc) */
void aesalt_aes_setkey_enc_ct64(aesalt_aes_key *key, const uint8_t *k, unsigned bits)
{
	/* Round key words as little-endian loads of the key bytes, so a word
	 * is bytes (a0, a1, a2, a3) = a0 | a1 << 8 | ..., RotWord is a right
	 * rotation by 8 and Rcon goes into the low byte. */
	uint32_t w[60];
	uint8_t kb[16 * 15];
	uint64_t q[8];
	const unsigned nr = aesalt_aes_expand_le(w, k, bits, sub_word), nw = 4 * (nr + 1);
	unsigned i, j, g;

	for (i = 0; i < nw; i++)
		aesalt_store_le32(kb + 4 * i, w[i]);

	/* Four round keys at a time as blocks 0..3; round key g + j keeps the
	 * block-j bit of every nibble (see top). */
	memset(key->rk.b, 0, sizeof key->rk.b);
	for (g = 0; g <= nr; g += 4) {
		unsigned n = nr + 1 - g < 4 ? nr + 1 - g : 4;
		load4(q, kb + 16 * g, n);
		for (j = 0; j < n; j++) {
			uint64_t lo = 0, hi = 0;
			for (i = 0; i < 4; i++) {
				lo |= ((q[i] >> j) & 0x1111111111111111u) << i;
				hi |= ((q[i + 4] >> j) & 0x1111111111111111u) << i;
			}
			key->rk.q[2 * (g + j)] = lo;
			key->rk.q[2 * (g + j) + 1] = hi;
		}
	}
	key->rounds = nr;

	aesalt_zeroize(w, sizeof w);
	aesalt_zeroize(kb, sizeof kb);
	aesalt_zeroize(q, sizeof q);
}

/* see kernel.h (slot aes_setkey_dec): the inverse cipher uses the
 * encryption round keys as they are. */
void aesalt_aes_setkey_dec_ct64(aesalt_aes_key *key, const uint8_t *k, unsigned bits)
{
	aesalt_aes_setkey_enc_ct64(key, k, bits);
}

/* Expands the stored schedule to eight words per round key: each stored
 * bit becomes a full nibble (x * 15 as a shift and a subtraction, which
 * cannot carry across nibbles). */
static void expand_schedule(uint64_t sk[SK_WORDS], const aesalt_aes_key *key)
{
	unsigned i, j;

	for (i = 0; i <= key->rounds; i++) {
		for (j = 0; j < 8; j++) {
			uint64_t x = (key->rk.q[2 * i + (j >> 2)] >> (j & 3)) & 0x1111111111111111u;
			sk[8 * i + j] = (x << 4) - x;
		}
	}
}

static inline void add_round_key(uint64_t q[8], const uint64_t *sk)
{
	q[0] ^= sk[0];
	q[1] ^= sk[1];
	q[2] ^= sk[2];
	q[3] ^= sk[3];
	q[4] ^= sk[4];
	q[5] ^= sk[5];
	q[6] ^= sk[6];
	q[7] ^= sk[7];
}

/* ---- the cipher -------------------------------------------------------- */

static void encrypt4(uint64_t q[8], const uint64_t *sk, unsigned rounds)
{
	unsigned r;

	add_round_key(q, sk);
	for (r = 1; r < rounds; r++) {
		sbox(q);
		shift_rows(q);
		mix_columns(q);
		add_round_key(q, sk + 8 * r);
	}
	sbox(q);
	shift_rows(q);
	add_round_key(q, sk + 8 * rounds);
}

/* The inverse cipher, FIPS-197 sec. 5.3 (InvShiftRows and InvSubBytes
 * commute, so their order within a round is free). */
static void decrypt4(uint64_t q[8], const uint64_t *sk, unsigned rounds)
{
	unsigned r;

	add_round_key(q, sk + 8 * rounds);
	for (r = rounds - 1; r > 0; r--) {
		inv_shift_rows(q);
		inv_sbox(q);
		add_round_key(q, sk + 8 * r);
		inv_mix_columns(q);
	}
	inv_shift_rows(q);
	inv_sbox(q);
	add_round_key(q, sk);
}

/* see kernel.h (slot aes_ecb_enc) */
void aesalt_aes_ecb_enc_ct64(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			     size_t nblocks)
{
	uint64_t sk[SK_WORDS], q[8];

	if (nblocks == 0)
		return;
	expand_schedule(sk, key);
	while (nblocks > 0) {
		size_t n = nblocks < 4 ? nblocks : 4;
		load4(q, in, n);
		encrypt4(q, sk, key->rounds);
		store4(out, q, n, NULL);
		in += 16 * n;
		out += 16 * n;
		nblocks -= n;
	}
	aesalt_zeroize(sk, 64 * (key->rounds + 1));
	aesalt_zeroize(q, sizeof q);
}

/* see kernel.h (slot aes_ecb_dec) */
void aesalt_aes_ecb_dec_ct64(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			     size_t nblocks)
{
	uint64_t sk[SK_WORDS], q[8];

	if (nblocks == 0)
		return;
	expand_schedule(sk, key);
	while (nblocks > 0) {
		size_t n = nblocks < 4 ? nblocks : 4;
		load4(q, in, n);
		decrypt4(q, sk, key->rounds);
		store4(out, q, n, NULL);
		in += 16 * n;
		out += 16 * n;
		nblocks -= n;
	}
	aesalt_zeroize(sk, 64 * (key->rounds + 1));
	aesalt_zeroize(q, sizeof q);
}

/* see kernel.h (slot aes_cbc_enc).  Each block depends on the previous
 * ciphertext, so this runs one block per pass through the four-block
 * circuit; the cost is the same for every block and key. */
void aesalt_aes_cbc_enc_ct64(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			     size_t nblocks, uint8_t iv[16])
{
	uint64_t sk[SK_WORDS], q[8];
	uint8_t x[16];

	if (nblocks == 0)
		return;
	expand_schedule(sk, key);
	memcpy(x, iv, 16);
	while (nblocks > 0) {
		aesalt_xor(x, x, in, 16);
		load4(q, x, 1);
		encrypt4(q, sk, key->rounds);
		store4(out, q, 1, NULL);
		memcpy(x, out, 16);
		in += 16;
		out += 16;
		nblocks--;
	}
	memcpy(iv, x, 16);
	aesalt_zeroize(sk, 64 * (key->rounds + 1));
	aesalt_zeroize(q, sizeof q);
}

/* see kernel.h (slot aes_cbc_dec) */
void aesalt_aes_cbc_dec_ct64(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			     size_t nblocks, uint8_t iv[16])
{
	uint64_t sk[SK_WORDS], q[8];
	/* The chaining value, then the ciphertext of the current group: kept
	 * apart because out may overwrite in. */
	uint8_t c[16 * 5];

	if (nblocks == 0)
		return;
	expand_schedule(sk, key);
	memcpy(c, iv, 16);
	while (nblocks > 0) {
		size_t n = nblocks < 4 ? nblocks : 4;
		memcpy(c + 16, in, 16 * n);
		load4(q, c + 16, n);
		decrypt4(q, sk, key->rounds);
		store4(out, q, n, c);
		memcpy(c, c + 16 * n, 16);
		in += 16 * n;
		out += 16 * n;
		nblocks -= n;
	}
	memcpy(iv, c, 16);
	aesalt_zeroize(sk, 64 * (key->rounds + 1));
	aesalt_zeroize(q, sizeof q);
}

/* see kernel.h (slot aes_ctr32) */
void aesalt_aes_ctr32_ct64(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			   size_t nblocks, uint8_t ctr[16])
{
	uint64_t sk[SK_WORDS], q[8];
	uint8_t cb[16 * 4];
	uint32_t c;
	size_t k;

	if (nblocks == 0)
		return;
	expand_schedule(sk, key);
	c = aesalt_load_be32(ctr + 12);
	for (k = 0; k < 4; k++)
		memcpy(cb + 16 * k, ctr, 12);
	while (nblocks > 0) {
		size_t n = nblocks < 4 ? nblocks : 4;
		/* uint32_t arithmetic: the counter wraps modulo 2^32 and never
		 * carries into byte 11.  Unrolled, so that no compiler turns it
		 * into a loop whose exit test compares counter values. */
		aesalt_store_be32(cb + 12, c);
		aesalt_store_be32(cb + 28, c + 1u);
		aesalt_store_be32(cb + 44, c + 2u);
		aesalt_store_be32(cb + 60, c + 3u);
		load4(q, cb, 4);
		encrypt4(q, sk, key->rounds);
		store4(out, q, n, in);
		c += (uint32_t)n;
		in += 16 * n;
		out += 16 * n;
		nblocks -= n;
	}
	aesalt_store_be32(ctr + 12, c);
	aesalt_zeroize(sk, 64 * (key->rounds + 1));
	aesalt_zeroize(q, sizeof q);
}

/* see aegis_c.h */
void aesalt_aes_round_ct64(uint8_t (*out)[16], const uint8_t (*in)[16], const uint8_t (*rk)[16],
			   size_t n)
{
	uint64_t q[8];

	while (n > 0) {
		size_t m = n < 4 ? n : 4;
		load4(q, in[0], m);
		sbox(q);
		shift_rows(q);
		mix_columns(q);
		store4(out[0], q, m, rk[0]);
		in += m;
		out += m;
		rk += m;
		n -= m;
	}
	aesalt_zeroize(q, sizeof q);
}
