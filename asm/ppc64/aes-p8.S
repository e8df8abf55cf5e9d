/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AES with the POWER8 vector crypto facility: key expansion, ECB, CBC,
 * CTR32 and XTS over whole blocks (the "p8" kernel, core/kernel.h), for
 * ppc64le (ELFv2) and big-endian ppc64 (ELFv1) from one source.
 *
 * Depends on: Power ISA 2.07 (POWER8): VMX, VSX (lxvd2x/stxvd2x,
 * xxpermdi, mtvsrwz/mfvsrwz), vector crypto (vcipher, vcipherlast,
 * vncipher, vncipherlast, vsbox, vpermxor) and the quadword adds
 * (vadduqm, vaddcuq).  vcipher and friends are fixed-latency pipelined
 * instructions with no table in memory; nothing here branches on or
 * addresses memory by key or data (branches only on block counts and the
 * round count), so the kernel is constant time.
 *
 * Key schedule (aesalt_aes_key.rk, owned by this file): Nr + 1 round keys
 * of 16 bytes in FIPS-197 byte order, in the order the rounds use them.
 * vncipher is InvShiftRows, InvSubBytes, AddRoundKey, InvMixColumns (the
 * round key is added before InvMixColumns), so the decryption schedule is
 * the encryption schedule reversed, dk[i] = ek[Nr - i], with no
 * InvMixColumns applied to it: the inverse cipher then walks dk forwards
 * as the cipher walks ek (checked by every vector file's decryption).
 *
 * Registers: round keys stay in vector registers for the whole call,
 * rk[i] in v(31 - Nr + i), so the last key is always v31 and the key size
 * only moves the first one (v21, v19 or v17).  M (the permute mask of
 * p8-macros.h) is v16.  Blocks are v0..v15.  ECB, CBC-decrypt, CTR32 and
 * XTS run eight independent blocks per iteration: vcipher has a latency
 * of several cycles and POWER8 issues one per cycle per crypto pipe, so
 * eight chains keep the pipe busy (OpenSSL's aesp8-ppc and libgcrypt make
 * the same choice), and with the 15 round keys of AES-256 eight blocks and
 * their eight companions (CBC: the ciphertexts, XTS: the tweaks) are what
 * the 32 registers hold.  AES-256 XTS needs three more constants than
 * there are registers and runs four blocks per iteration.
 *
 * Measured (insn_count plugin, whole aesalt call, C mode layer included,
 * beside Debian's OpenSSL (aesp8-ppc) in the same run):
 * bench/results/ppc64le.md (-cpu power9) and bench/results/ppc64.md (-cpu
 * power8, big-endian), column p8.  The loop bodies' instructions per
 * block (counted): asm/ppc64/README.md; big-endian saves the permutes that
 * are not fused into a vpermxor (ECB, CBC-dec: one a block).
 */
#include "p8-macros.h"

#define KEY 3
#define OUT 4
#define IN 5
#define NBLK 6
#define IV 7 /* iv, ctr or tweak */
/* Load/store offsets 16..112 of the eight-block loops. */
#define O10 8
#define O20 9
#define O30 10
#define O40 11
#define O50 12
#define O60 14 /* callee-saved: spilled to the red zone */
#define O70 15
#define M 16

/* Offsets in aesalt_aes_key (checked by _Static_assert in
 * asm/ppc64/kernel_p8.c). */
#define KEY_ROUNDS 8
#define KEY_RK 16

/* ---- key expansion ------------------------------------------------------ */

/* A FIPS-197 word (k[0] most significant) from and to memory at ra. */
.macro lwfips rd, ra
#if P8_LE
	lwbrx	\rd, 0, \ra
#else
	lwz	\rd, 0(\ra)
#endif
.endm
.macro swfips rs, ra
#if P8_LE
	stwbrx	\rs, 0, \ra
#else
	stw	\rs, 0(\ra)
#endif
.endm

/* SubWord through vsbox (SubBytes of all 16 bytes; word 1 carries it). */
.macro subword r
	mtvsrwz	32+0, \r
	vsbox	0, 0
	mfvsrwz	\r, 32+0
.endm

/*
 * KeyExpansion of FIPS-197 5.2, one word per iteration.  In: r3 key, r4
 * k, r5 bits.  Clobbers r0, r4-r11, v0, ctr; keeps r3 and r12.  The
 * branches depend on the word index and the key size only.
 *   r6 Nk, r7 Nr, r8 p (&w[i]), r9 words left, r10 i mod Nk, r11 Rcon
 */
	.text
	.p2align 4
.Lexpand:
	srwi	6, 5, 5			/* Nk = bits / 32 */
	addi	7, 6, 6			/* Nr = Nk + 6 */
	stw	7, KEY_ROUNDS(3)
	addi	8, 3, KEY_RK
	mtctr	6
1:	lwfips	0, 4
	swfips	0, 8
	addi	4, 4, 4
	addi	8, 8, 4
	bdnz	1b
	addi	9, 7, 1
	slwi	9, 9, 2
	subf	9, 6, 9			/* 4 (Nr + 1) - Nk words to make */
	mtctr	9
	li	10, 0
	li	11, 1
	slwi	5, 6, 2			/* 4 Nk */
2:	addi	4, 8, -4
	lwfips	0, 4			/* temp = w[i - 1] */
	cmpwi	10, 0
	bne	3f
	rotlwi	0, 0, 8			/* RotWord */
	subword	0
	slwi	4, 11, 24
	xor	0, 0, 4			/* ^ Rcon */
	slwi	11, 11, 1		/* next Rcon: xtime */
	andi.	4, 11, 0x100
	beq	4f
	xori	11, 11, 0x11b
	b	4f
3:	cmpwi	6, 8
	bne	4f
	cmpwi	10, 4
	bne	4f
	subword	0			/* AES-256: SubWord at i mod 8 = 4 */
4:	subf	4, 5, 8
	lwfips	4, 4			/* w[i - Nk] */
	xor	0, 0, 4
	swfips	0, 8
	addi	8, 8, 4
	addi	10, 10, 1
	cmpw	10, 6
	bne	5f
	li	10, 0
5:	bdnz	2b
	blr

/* void aesalt_aes_setkey_enc_p8(aesalt_aes_key *key, const uint8_t *k,
 *                               unsigned bits); */
FUNC(aesalt_aes_setkey_enc_p8)
	mflr	12
	bl	.Lexpand
	mtlr	12
	blr
ENDFUNC(aesalt_aes_setkey_enc_p8)

/* void aesalt_aes_setkey_dec_p8(aesalt_aes_key *key, const uint8_t *k,
 *                               unsigned bits);
 * The encryption schedule, then the round keys in reverse order (see the
 * header: no InvMixColumns for vncipher). */
FUNC(aesalt_aes_setkey_dec_p8)
	mflr	12
	bl	.Lexpand
	mtlr	12
	lwz	7, KEY_ROUNDS(3)
	addi	8, 3, KEY_RK		/* front */
	slwi	9, 7, 4
	add	9, 8, 9			/* back: rk[Nr] */
1:	ld	4, 0(8)
	ld	5, 8(8)
	ld	6, 0(9)
	ld	7, 8(9)
	std	6, 0(8)
	std	7, 8(8)
	std	4, 0(9)
	std	5, 8(9)
	addi	8, 8, 16
	addi	9, 9, -16
	cmpld	8, 9
	blt	1b
	blr
ENDFUNC(aesalt_aes_setkey_dec_p8)

/* ---- shared pieces ------------------------------------------------------ */

.macro aes_prologue
	save_v20_v31
	std	14, RZ_R14(1)
	std	15, RZ_R15(1)
	mk_m	M, 0
	li	O10, 16
	li	O20, 32
	li	O30, 48
	li	O40, 64
	li	O50, 80
	li	O60, 96
	li	O70, 112
.endm

.macro aes_epilogue
	ld	14, RZ_R14(1)
	ld	15, RZ_R15(1)
	restore_v20_v31
	blr
.endm

/* rk[0..Nr] into v(31 - Nr)..v31, true form.  Scratch: r11 (before the
 * loops set O40). */
.macro load_keys nr
	addi	11, KEY, KEY_RK
	.set kr, 31 - \nr
	.rept \nr + 1
	lxvd2x	32 + kr, 0, 11
	swap	kr, kr, M
	addi	11, 11, 16
	.set kr, kr + 1
	.endr
	li	O40, 64
.endm

/* Block j of a group at base + 16 j. */
.macro ldblk vt, base, j
	.if \j == 0
	lxvd2x	32 + \vt, 0, \base
	.elseif \j < 6
	lxvd2x	32 + \vt, \base, 7 + \j
	.else
	lxvd2x	32 + \vt, \base, 8 + \j
	.endif
.endm
.macro stblk vs, base, j
	.if \j == 0
	stxvd2x	32 + \vs, 0, \base
	.elseif \j < 6
	stxvd2x	32 + \vs, \base, 7 + \j
	.else
	stxvd2x	32 + \vs, \base, 8 + \j
	.endif
.endm

/* Rounds first..Nr-1 with op, over the listed blocks, round by round. */
.macro mid op, nr, first, blocks:vararg
	.set kr, 31 - \nr + \first
	.rept \nr - \first
	.irp b, \blocks
	\op	\b, \b, kr
	.endr
	.set kr, kr + 1
	.endr
.endm

/* Rounds 1..Nr (the last with oplast and rk[Nr] = v31). */
.macro rounds op, oplast, nr, blocks:vararg
	mid	\op, \nr, 1, \blocks
	.irp b, \blocks
	\oplast	\b, \b, 31
	.endr
.endm

/* body(nr) three times, for the round count in KEY->rounds. */
.macro by_keysize name, body
	lwz	0, KEY_ROUNDS(KEY)
	cmpwi	0, 12
	blt	.L\name\()_10
	beq	.L\name\()_12
	\body	14
	b	.L\name\()_out
.L\name\()_12:
	\body	12
	b	.L\name\()_out
.L\name\()_10:
	\body	10
.L\name\()_out:
.endm

/* ---- ECB ---------------------------------------------------------------- */

/* Eight blocks at a time, then one.  x = rk[0] ^ block in one vpermxor. */
.macro ecb_body nr, op, oplast
	load_keys \nr
	srdi.	0, NBLK, 3
	beq	2f
	mtctr	0
1:	.irp j, 0, 1, 2, 3, 4, 5, 6, 7
	ldblk	\j, IN, \j
	.endr
	.irp j, 0, 1, 2, 3, 4, 5, 6, 7
	xswap	\j, 31 - \nr, \j, M
	.endr
	rounds	\op, \oplast, \nr, 0, 1, 2, 3, 4, 5, 6, 7
	.irp j, 0, 1, 2, 3, 4, 5, 6, 7
	swap	\j, \j, M
	stblk	\j, OUT, \j
	.endr
	addi	IN, IN, 128
	addi	OUT, OUT, 128
	bdnz	1b
2:	andi.	0, NBLK, 7
	beq	4f
	mtctr	0
3:	ldblk	0, IN, 0
	xswap	0, 31 - \nr, 0, M
	rounds	\op, \oplast, \nr, 0
	swap	0, 0, M
	stblk	0, OUT, 0
	addi	IN, IN, 16
	addi	OUT, OUT, 16
	bdnz	3b
4:
.endm

.macro ecb_enc nr
	ecb_body \nr, vcipher, vcipherlast
.endm
.macro ecb_dec nr
	ecb_body \nr, vncipher, vncipherlast
.endm

/* void aesalt_aes_ecb_enc_p8(const aesalt_aes_key *key, uint8_t *out,
 *                            const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aes_ecb_enc_p8)
	aes_prologue
	by_keysize ecbe, ecb_enc
	aes_epilogue
ENDFUNC(aesalt_aes_ecb_enc_p8)

/* void aesalt_aes_ecb_dec_p8(const aesalt_aes_key *key, uint8_t *out,
 *                            const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aes_ecb_dec_p8)
	aes_prologue
	by_keysize ecbd, ecb_dec
	aes_epilogue
ENDFUNC(aesalt_aes_ecb_dec_p8)

/* ---- CBC ---------------------------------------------------------------- */

/*
 * CBC encryption is one serial chain.  The chaining value is kept as
 * D = c ^ rk[0] (true form): the last round uses rk[Nr] ^ rk[0] (in v31),
 * so vcipherlast yields D directly, the next input is D ^ p in one
 * vpermxor, and the ciphertext c = D ^ rk[0] goes out in raw form as
 * swap(D) ^ swap(rk[0]), one more vpermxor with rk[0] kept raw in
 * v(31 - Nr).  Four blocks per iteration only to share the loop overhead.
 * v0-v3 blocks, v4 D.
 */
.macro cbc_enc_body nr
	load_keys \nr
	ldtrue	4, IV, M
	vxor	4, 4, 31 - \nr		/* D = iv ^ rk[0] */
	vxor	31, 31, 31 - \nr	/* rk[Nr] ^ rk[0] */
	swap	31 - \nr, 31 - \nr, M	/* rk[0], raw */
	srdi.	0, NBLK, 2
	beq	2f
	mtctr	0
1:	.irp j, 0, 1, 2, 3
	ldblk	\j, IN, \j
	.endr
	.irp j, 0, 1, 2, 3
	xswap	4, 4, \j, M
	rounds	vcipher, vcipherlast, \nr, 4
	xswap	\j, 31 - \nr, 4, M
	stblk	\j, OUT, \j
	.endr
	addi	IN, IN, 64
	addi	OUT, OUT, 64
	bdnz	1b
2:	andi.	0, NBLK, 3
	beq	4f
	mtctr	0
3:	ldblk	0, IN, 0
	xswap	4, 4, 0, M
	rounds	vcipher, vcipherlast, \nr, 4
	xswap	0, 31 - \nr, 4, M
	stblk	0, OUT, 0
	addi	IN, IN, 16
	addi	OUT, OUT, 16
	bdnz	3b
4:	xswap	0, 31 - \nr, 4, M	/* the last c, raw */
	stblk	0, IV, 0
.endm

/* void aesalt_aes_cbc_enc_p8(const aesalt_aes_key *key, uint8_t *out,
 *                            const uint8_t *in, size_t nblocks,
 *                            uint8_t iv[16]); */
FUNC(aesalt_aes_cbc_enc_p8)
	aes_prologue
	by_keysize cbce, cbc_enc_body
	aes_epilogue
ENDFUNC(aesalt_aes_cbc_enc_p8)

/*
 * CBC decryption, eight blocks at a time.  p_j = D(c_j) ^ c_(j-1), and the
 * last vncipherlast adds its round key after the inverse rounds, so block
 * j's last round key is k_(j-1) = c_(j-1) ^ dk[Nr], made straight from the
 * raw ciphertext by one vpermxor: no separate chaining XOR.  Block j
 * enters as c_j ^ dk[0] (one more vpermxor, in place).  Registers: blocks
 * in v0-v7, k_j in v8-v15 (k_7 of the previous group, the chaining value,
 * in v15).  All 32 registers are in use with AES-256, so dk[Nr]'s register
 * v31 (needed only to make the k_j) receives the new k_7, and dk[Nr] is
 * reloaded from the red zone once a group.
 */
.macro cbc_dec_body nr
	load_keys \nr
	li	0, RZ_STASH
	stvx	31, 1, 0
	ldtrue	15, IV, M
	vxor	15, 15, 31		/* k_(-1) = iv ^ dk[Nr] */
	srdi.	0, NBLK, 3
	beq	2f
	mtctr	0
1:	.irp j, 0, 1, 2, 3, 4, 5, 6, 7
	ldblk	\j, IN, \j
	.endr
	.irp j, 0, 1, 2, 3, 4, 5, 6
	xswap	8 + \j, 31, \j, M
	.endr
	xswap	31, 31, 7, M		/* new k_7; v15 still the old one */
	.irp j, 0, 1, 2, 3, 4, 5, 6, 7
	xswap	\j, 31 - \nr, \j, M
	.endr
	mid	vncipher, \nr, 1, 0, 1, 2, 3, 4, 5, 6, 7
	vncipherlast 0, 0, 15
	.irp j, 1, 2, 3, 4, 5, 6, 7
	vncipherlast \j, \j, 7 + \j
	.endr
	vor	15, 31, 31
	li	0, RZ_STASH
	lvx	31, 1, 0
	.irp j, 0, 1, 2, 3, 4, 5, 6, 7
	swap	\j, \j, M
	stblk	\j, OUT, \j
	.endr
	addi	IN, IN, 128
	addi	OUT, OUT, 128
	bdnz	1b
2:	andi.	0, NBLK, 7
	beq	4f
	mtctr	0
3:	ldblk	0, IN, 0
	xswap	8, 31, 0, M
	xswap	0, 31 - \nr, 0, M
	mid	vncipher, \nr, 1, 0
	vncipherlast 0, 0, 15
	vor	15, 8, 8
	swap	0, 0, M
	stblk	0, OUT, 0
	addi	IN, IN, 16
	addi	OUT, OUT, 16
	bdnz	3b
4:	vxor	0, 15, 31		/* the last ciphertext block */
	sttrue	0, IV, M, 1
.endm

/* void aesalt_aes_cbc_dec_p8(const aesalt_aes_key *key, uint8_t *out,
 *                            const uint8_t *in, size_t nblocks,
 *                            uint8_t iv[16]); */
FUNC(aesalt_aes_cbc_dec_p8)
	aes_prologue
	by_keysize cbcd, cbc_dec_body
	aes_epilogue
ENDFUNC(aesalt_aes_cbc_dec_p8)

/* ---- CTR32 -------------------------------------------------------------- */

/*
 * The counter block in true form in v14; vadduwm with {0, 0, 0, 1} (v15)
 * steps its last word, bytes 12..15 read big-endian, modulo 2^32 without
 * touching bytes 0..11: exactly the contract, with no branch on the
 * counter.  The input joins the keystream in raw form: out = in ^
 * swap(E(ctr)) is one vpermxor.  Inputs are loaded into v8-v11.
 */
.macro ctr_body nr
	load_keys \nr
	ldtrue	14, IV, M
	vspltisw 15, 1
	vxor	0, 0, 0
	vsldoi	15, 0, 15, 4		/* {0, 0, 0, 1} */
	srdi.	0, NBLK, 3
	beq	2f
	mtctr	0
1:	.irp j, 0, 1, 2, 3, 4, 5, 6, 7
	vxor	\j, 14, 31 - \nr
	vadduwm	14, 14, 15
	.endr
	rounds	vcipher, vcipherlast, \nr, 0, 1, 2, 3, 4, 5, 6, 7
	.irp j, 0, 1, 2, 3, 4, 5, 6, 7
	ldblk	8 + (\j & 3), IN, \j
	xswap	\j, 8 + (\j & 3), \j, M
	stblk	\j, OUT, \j
	.endr
	addi	IN, IN, 128
	addi	OUT, OUT, 128
	bdnz	1b
2:	andi.	0, NBLK, 7
	beq	4f
	mtctr	0
3:	vxor	0, 14, 31 - \nr
	vadduwm	14, 14, 15
	rounds	vcipher, vcipherlast, \nr, 0
	ldblk	8, IN, 0
	xswap	0, 8, 0, M
	stblk	0, OUT, 0
	addi	IN, IN, 16
	addi	OUT, OUT, 16
	bdnz	3b
4:	sttrue	14, IV, M, 0
.endm

/* void aesalt_aes_ctr32_p8(const aesalt_aes_key *key, uint8_t *out,
 *                          const uint8_t *in, size_t nblocks,
 *                          uint8_t ctr[16]); */
FUNC(aesalt_aes_ctr32_p8)
	aes_prologue
	by_keysize ctr, ctr_body
	aes_epilogue
ENDFUNC(aesalt_aes_ctr32_p8)

/* ---- XTS ---------------------------------------------------------------- */

/*
 * The tweak is an IEEE 1619 little-endian 128-bit integer.  It is held
 * "reversed" (register byte i = tweak byte 15 - i), so that it is a native
 * quadword: T·x is vadduqm(T, T) with vaddcuq's carry times 0x87 (vmulouw)
 * XORed in, four instructions and no mask.  Little-endian reverses with
 * xxswapd after lxvd2x, big-endian with a vperm.
 *
 * In: x = in ^ T ^ rk[0]: vpermxor with MX reads T reversed and the input
 * raw, then one vxor.  Out: out = y ^ T, in raw form, one vpermxor with
 * MY.  (Big-endian: MX = MY.)  MX, MY, the 0x87 word and the tweaks sit
 * after the w blocks: s_j in v(j), T_j in v(w + j), MX v(2w), MY
 * v(2w + 1), K87 v(2w + 2), then the keys; w = 8, or 4 for AES-256.
 * The tweak steps use the next free block register as scratch.
 */
.macro mulx dst, src, tmp, k87
	vaddcuq	\tmp, \src, \src
	vadduqm	\dst, \src, \src
	vmulouw	\tmp, \tmp, \k87
	vxor	\dst, \dst, \tmp
.endm

/* MX, MY, K87 (scratch v0, v1, v2 and r0; the key loads are done). */
.macro xts_consts w
	li	0, 0
	lvsl	0, 0, 0			/* L = {0..15} */
	vspltisb 1, 15
	vxor	1, 0, 1			/* 15 - i */
	vspltisb 2, 4
	vslb	1, 1, 2			/* (15 - i) << 4 */
#if P8_LE
	vspltisb 2, 7
	vxor	2, 0, 2			/* i ^ 7 */
	vor	2 * \w, 1, 2		/* MX = (15 - i) << 4 | i ^ 7 */
	vspltisb 1, 8
	vxor	1, 0, 1
	vspltisb 0, 4
	vslb	1, 1, 0			/* (i ^ 8) << 4 */
	vor	2 * \w + 1, 1, 2	/* MY = (i ^ 8) << 4 | i ^ 7 */
#else
	vor	2 * \w, 1, 0		/* MX = (15 - i) << 4 | i */
	vor	2 * \w + 1, 1, 0
#endif
	li	0, 0x87
	mtvsrwz	32 + 2 * \w + 2, 0
	vspltw	2 * \w + 2, 2 * \w + 2, 1
.endm

/* The tweak at IV to and from its reversed form in vt (scratch v0, r0). */
.macro ld_tweak vt
	li	0, 0
	lxvd2x	32 + \vt, IV, 0
#if P8_LE
	xxpermdi 32 + \vt, 32 + \vt, 32 + \vt, 2
#else
	lvsl	0, 0, 0
	vspltisb 1, 15
	vxor	0, 0, 1
	vperm	\vt, \vt, \vt, 0
#endif
.endm
.macro st_tweak vs
#if P8_LE
	xxpermdi 32 + \vs, 32 + \vs, 32 + \vs, 2
#else
	li	0, 0
	lvsl	0, 0, 0
	vspltisb 1, 15
	vxor	0, 0, 1
	vperm	\vs, \vs, \vs, 0
#endif
	li	0, 0
	stxvd2x	32 + \vs, IV, 0
.endm

.macro xts_group nr, w, op, oplast, blocks:vararg
	.irp j, \blocks
	.if \j > 0
	mulx	\w + \j, \w + \j - 1, \w - 1, 2 * \w + 2
	.endif
	.endr
	.irp j, \blocks
	ldblk	\j, IN, \j
	vpermxor \j, \w + \j, \j, 2 * \w
	vxor	\j, \j, 31 - \nr
	.endr
	rounds	\op, \oplast, \nr, \blocks
	.irp j, \blocks
	vpermxor \j, \w + \j, \j, 2 * \w + 1
	stblk	\j, OUT, \j
	.endr
	addi	IN, IN, 16 * \w
	addi	OUT, OUT, 16 * \w
	mulx	\w, 2 * \w - 1, 0, 2 * \w + 2
.endm

.macro xts_body nr, w, op, oplast
	load_keys \nr
	xts_consts \w
	ld_tweak \w
	.if \w == 8
	srdi.	0, NBLK, 3
	.else
	srdi.	0, NBLK, 2
	.endif
	beq	2f
	mtctr	0
1:	.if \w == 8
	xts_group \nr, 8, \op, \oplast, 0, 1, 2, 3, 4, 5, 6, 7
	.else
	xts_group \nr, 4, \op, \oplast, 0, 1, 2, 3
	.endif
	bdnz	1b
2:	andi.	0, NBLK, \w - 1
	beq	4f
	mtctr	0
3:	ldblk	0, IN, 0
	vpermxor 0, \w, 0, 2 * \w
	vxor	0, 0, 31 - \nr
	rounds	\op, \oplast, \nr, 0
	vpermxor 0, \w, 0, 2 * \w + 1
	stblk	0, OUT, 0
	addi	IN, IN, 16
	addi	OUT, OUT, 16
	mulx	\w, \w, 1, 2 * \w + 2
	bdnz	3b
4:	st_tweak \w
.endm

.macro xts_enc nr
	.if \nr == 14
	xts_body \nr, 4, vcipher, vcipherlast
	.else
	xts_body \nr, 8, vcipher, vcipherlast
	.endif
.endm
.macro xts_dec nr
	.if \nr == 14
	xts_body \nr, 4, vncipher, vncipherlast
	.else
	xts_body \nr, 8, vncipher, vncipherlast
	.endif
.endm

/* void aesalt_aes_xts_enc_p8(const aesalt_aes_key *key, uint8_t *out,
 *                            const uint8_t *in, size_t nblocks,
 *                            uint8_t tweak[16]); */
FUNC(aesalt_aes_xts_enc_p8)
	aes_prologue
	by_keysize xtse, xts_enc
	aes_epilogue
ENDFUNC(aesalt_aes_xts_enc_p8)

/* void aesalt_aes_xts_dec_p8(const aesalt_aes_key *key, uint8_t *out,
 *                            const uint8_t *in, size_t nblocks,
 *                            uint8_t tweak[16]); */
FUNC(aesalt_aes_xts_dec_p8)
	aes_prologue
	by_keysize xtsd, xts_dec
	aes_epilogue
ENDFUNC(aesalt_aes_xts_dec_p8)

	.section .note.GNU-stack, "", @progbits
