/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The operations both benchmarks time, defined once: aesalt-bench (host,
 * real time, bench/aesalt_bench.c) and aesalt-insn-bench (instruction
 * counts under qemu, bench/insn_bench.c).  An operation is a mode name,
 * its key sizes, what its key bytes are, and the functions that set a key
 * up and run one whole message, for aesalt and, where the program links
 * libcrypto (BENCH_OPS_OPENSSL), for OpenSSL through EVP.  So "xts 128"
 * is the same message with the same key bytes in both programs and in
 * every implementation's row.
 *
 * Key sizes are those of one AES key (as IEEE 1619 and OpenSSL name XTS):
 * XTS-128 is two AES-128 keys, 32 key bytes: Key1 (data) || Key2 (tweak);
 * XTS-256 is two AES-256 keys, 64 bytes.  AEGIS key sizes are fixed (128
 * for AEGIS-128 and AEGIS-128L, 256 for AEGIS-256).
 *
 * Every message is a whole operation: GCM and CCM have a 12-byte nonce,
 * no AAD and a 16-byte tag (one start/update/finish per message); gcm-dec
 * checks the tag; CMAC updates and finishes; AEGIS is one one-shot encrypt
 * with a 16-byte tag; CBC, CFB, OFB and CTR carry their IV or counter from
 * message to message; an XTS message is one data unit.
 */
#ifndef AESALT_BENCH_OPS_H
#define AESALT_BENCH_OPS_H

#include <stddef.h>
#include <stdint.h>

#include "aesalt/aesalt.h"

#ifdef BENCH_OPS_OPENSSL
#include <openssl/evp.h>
#endif

#define BENCH_NONCE_LEN 12
#define BENCH_ERR_OSSL (-100) /* an OpenSSL call failed */
#define BENCH_ERR_LEN (-101)  /* OpenSSL wrote an unexpected length */

/* flags of an operation */
#define BENCH_OP_BLOCKS 1u   /* message length must be a multiple of 16 */
#define BENCH_OP_MIN16 2u    /* message length at least 16 (XTS) */
#define BENCH_OP_OUT 4u	     /* writes len bytes of output */
#define BENCH_OP_INSN 8u     /* in aesalt-insn-bench's set of operations */
#define BENCH_OP_TWOKEYS 16u /* two AES keys of the size named (XTS) */

/* The inputs every row of both programs sees, from one seeded generator:
 * key bytes (an operation uses the first bench_key_bytes() of them), IV,
 * nonce, and the message data. */
extern uint8_t bench_key[64], bench_iv[16], bench_nonce[32];

/* Fills the key, IV and nonce, then data[0..len). */
void bench_inputs(uint8_t *data, size_t len);

struct bench_op;

/* One cell (operation, key size, message size) of one implementation.
 * Zero it, set op, keybits, len, in, out (and ct for gcm-dec), copy
 * bench_iv into iv, then call the row's set-up once and its run once per
 * message; bench_state_free() after. */
struct bench_state {
	const struct bench_op *op;
	unsigned keybits; /* one of op->keybits */
	size_t len;
	const uint8_t *in;
	uint8_t *out;
	uint8_t *ct;	    /* gcm-dec: the ciphertext to decrypt (len bytes) */
	uint8_t iv[16];	    /* IV, counter or tweak; chains across messages */
	uint8_t stream[16]; /* CTR keystream block */
	size_t off;	    /* CFB/OFB/CTR offset into the keystream block */
	uint8_t tag[16];
	uint8_t ref_tag[16]; /* gcm-dec: the tag the ciphertext must carry */
	aesalt_aes_key k1, k2;
	aesalt_gcm_ctx gcm;
	aesalt_cmac_ctx cmac;
#ifdef BENCH_OPS_OPENSSL
	EVP_CIPHER_CTX *ec;
	EVP_MAC *mac;
	EVP_MAC_CTX *mc;
#endif
};

typedef int (*bench_fn)(struct bench_state *s);

struct bench_op {
	const char *name;    /* "ecb", "xts", ...: the reports read these */
	unsigned keybits[3]; /* key sizes (see above); 0 = unused slot */
	const char *key;     /* what the key bytes are */
	unsigned flags;
	unsigned taglen; /* tag or MAC bytes written to state->tag */
	bench_fn a_setup, a_run;
#ifdef BENCH_OPS_OPENSSL
	const EVP_CIPHER *(*evp[3])(void); /* per keybits slot (not for CMAC) */
	bench_fn o_setup, o_run;	   /* NULL: OpenSSL has no such mode */
#endif
};

extern const struct bench_op bench_ops[];
extern const size_t bench_nops;

/* The operation of that name, or NULL. */
const struct bench_op *bench_op_find(const char *name);

/* How many bytes of bench_key the operation uses at that key size. */
size_t bench_key_bytes(const struct bench_op *op, unsigned keybits);

/* May a message of len bytes be run? */
int bench_len_ok(const struct bench_op *op, size_t len);

/* FNV-1a over the cell's output (if the operation writes one) and tag, to
 * tell implementations that disagree. */
uint64_t bench_digest(const struct bench_state *s);

/* The aesalt kernel that expanded the cell's key (the AEGIS one-shots
 * expand nothing that outlives the call: the process kernel runs them). */
const char *bench_state_impl(const struct bench_state *s);

/* Wipes the keys and frees what an OpenSSL set-up allocated. */
void bench_state_free(struct bench_state *s);

#endif /* AESALT_BENCH_OPS_H */
