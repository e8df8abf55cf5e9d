/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The TLS peer of tests/tls/, written once for every stack: options, the
 * socket, the data stream, the exchange, the SHA-256 lines and the output
 * format are here (peer_core.c); a stack gives only a few functions
 * (mbedtls_alt/tests/mbedtls_tls_peer.c, wolfssl_port/tests/tls_peer.c),
 * and each peer program links one of them.  tests/tls/tls_session.sh drives any
 * pair of them, and openssl.
 *
 *   PEER server|client [options]
 *     --suite ID        one of: tls13-aes128-gcm tls13-aes256-gcm
 *                       tls13-aes128-ccm tls12-aes128-gcm tls12-aes256-gcm
 *                       tls12-aes128-ccm tls12-aes128-cbc tls12-aes256-cbc
 *                       (ECDHE-ECDSA for TLS 1.2); the stack forces that
 *                       suite and protocol version, and the core checks
 *                       that it was negotiated
 *     --port N          client: port to connect to on 127.0.0.1; server:
 *                       port to listen on (0: any free port)
 *     --port-file F     server: write the port it listens on to F
 *     --cert F --key F  server: certificate chain and key (PEM)
 *     --ca F            client: CA that must have signed the server
 *     --bytes N         bytes each way (default 1048576)
 *     --seed S          seed of the stream this side sends (default: client
 *                       1, server 2)
 *     --devid           wolfSSL: put the aesalt device id on the context
 *                       (the route without WOLF_CRYPTO_CB_FIND)
 *     --check-device    wolfSSL: fail unless the aesalt device served the
 *                       suite's AES mode in both directions
 *   PEER gen SEED N     write the stream of SEED (N bytes) to stdout
 *
 * Output, on stdout, the same from every stack:
 *   negotiated <protocol version> <cipher suite, in the stack's name>
 *   sent <n> sha256 <hex>
 *   received <n> sha256 <hex>
 * then whatever the stack adds (wolfSSL: a "device:" line).  Errors go to
 * stderr; the exit status is 0 only if everything worked, 2 for bad usage.
 *
 * The stream is decimal digits from a seeded 32-bit LCG: printable, so that
 * openssl s_server / s_client can send one from their standard input.
 */
#ifndef AESALT_TESTS_TLS_PEER_CORE_H
#define AESALT_TESTS_TLS_PEER_CORE_H

#include <stddef.h>
#include <stdint.h>

/* The cipher suites of the tests: ID (see above), and each stack's name. */
enum peer_mode { PEER_GCM, PEER_CCM, PEER_CBC };

struct peer_suite {
	const char *id;
	int tls13;	     /* 1: TLS 1.3, 0: TLS 1.2 */
	enum peer_mode mode; /* the AES mode of its records */
	const char *mbedtls; /* Mbed TLS's name (mbedtls_ssl_get_ciphersuite_id) */
	const char *wolfssl; /* wolfSSL's (wolfSSL_CTX_set_cipher_list) */
};

struct peer_opts {
	int server;
	const struct peer_suite *suite;
	int port;
	const char *port_file, *cert, *key, *ca;
	unsigned long bytes;
	uint32_t seed;
	int devid, check_device;
};

/* What the stack functions return besides 0 (done) and a byte count. */
#define PEER_WANT_READ (-1)  /* call again when the socket is readable */
#define PEER_WANT_WRITE (-2) /* call again when the socket is writable */
#define PEER_FAILED (-3)     /* an error, already reported on stderr */

/* ---- what a stack's file defines (one stack per program) ---------------- */

extern const char peer_name[]; /* the program's name, for messages */

/* The stack's name of suite s (its field of struct peer_suite). */
const char *peer_suite_name(const struct peer_suite *s);
/* Sets up a connection for o on the connected non-blocking socket fd (the
 * stack's context, configuration, keys); the core keeps and closes fd.
 * Returns the stack's connection object, or NULL after printing why. */
void *peer_open(const struct peer_opts *o, int fd);
/* One step of the handshake: 0 when done, PEER_WANT_*, PEER_FAILED. */
int peer_handshake(void *conn);
/* Bytes moved (> 0), PEER_WANT_*, or PEER_FAILED (a closed connection
 * counts as failed).  A write that returned PEER_WANT_* is called again
 * with the same bytes. */
int peer_write(void *conn, const uint8_t *buf, size_t n);
int peer_read(void *conn, uint8_t *buf, size_t n);
/* One step of sending close_notify: 0 when done, PEER_WANT_*,
 * PEER_FAILED. */
int peer_close(void *conn);
/* After the handshake: the negotiated protocol and suite (the stack's
 * name of it). */
const char *peer_version(void *conn);
const char *peer_cipher(void *conn);
/* After the exchange: the stack's own checks and lines; 0 if they pass. */
int peer_report(void *conn, const struct peer_opts *o);
void peer_free(void *conn);

/* ---- what the core defines ------------------------------------------------ */

/* The whole program: parses argv, runs gen or one connection.  Returns the
 * exit status. */
int peer_main(int argc, char **argv);

#endif /* AESALT_TESTS_TLS_PEER_CORE_H */
