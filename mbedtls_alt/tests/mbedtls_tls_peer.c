/* SPDX-License-Identifier: Apache-2.0 */
/*
 * A small Mbed TLS client or server (2.28 and 3.6) for the TLS tests of
 * tests/tls/mbedtls_tls.sh: one connection on 127.0.0.1, one forced cipher
 * suite and protocol version, then N bytes each way at the same time
 * (non-blocking, so neither side can stall the other), and the SHA-256 of
 * what was sent and what was received printed for the script to compare.
 *
 *   mbedtls_tls_peer server PORT SUITE BYTES SEED CERT KEY
 *   mbedtls_tls_peer client PORT SUITE BYTES SEED CAFILE
 *   mbedtls_tls_peer gen BYTES SEED        (the data stream of SEED, to stdout)
 *
 * SUITE is one of the names in the table below.  Each side sends the
 * xorshift64 stream of its SEED; the stream is also what "gen" writes, so
 * the script can feed it to openssl s_server / s_client.  Output lines:
 *   negotiated <version> <ciphersuite>
 *   sent <n> <sha256>
 *   received <n> <sha256>
 */
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mbedtls/ctr_drbg.h"
#include "mbedtls/entropy.h"
#include "mbedtls/error.h"
#include "mbedtls/net_sockets.h"
#include "mbedtls/pk.h"
#include "mbedtls/sha256.h"
#include "mbedtls/ssl.h"
#include "mbedtls/version.h"
#include "mbedtls/x509_crt.h"
#if defined(MBEDTLS_PSA_CRYPTO_C)
#include "psa/crypto.h"
#endif

struct suite {
	const char *name;    /* test name */
	const char *mbedtls; /* Mbed TLS ciphersuite name */
	int tls13;
};

static const struct suite suites[] = {
	{ "ECDHE-ECDSA-AES128-GCM", "TLS-ECDHE-ECDSA-WITH-AES-128-GCM-SHA256", 0 },
	{ "ECDHE-ECDSA-AES256-GCM", "TLS-ECDHE-ECDSA-WITH-AES-256-GCM-SHA384", 0 },
	{ "ECDHE-ECDSA-AES128-CCM", "TLS-ECDHE-ECDSA-WITH-AES-128-CCM", 0 },
	{ "ECDHE-ECDSA-AES128-CBC-SHA256", "TLS-ECDHE-ECDSA-WITH-AES-128-CBC-SHA256", 0 },
	{ "TLS13-AES128-GCM", "TLS1-3-AES-128-GCM-SHA256", 1 },
	{ "TLS13-AES256-GCM", "TLS1-3-AES-256-GCM-SHA384", 1 },
	{ "TLS13-AES128-CCM", "TLS1-3-AES-128-CCM-SHA256", 1 },
};

static void fill(unsigned char *buf, size_t n, uint64_t seed)
{
	uint64_t x = seed * 0x9e3779b97f4a7c15u + 1;
	size_t i;
	for (i = 0; i < n; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		buf[i] = (unsigned char)(x >> 32);
	}
}

static void print_hash(const char *what, const unsigned char *buf, size_t n)
{
	unsigned char h[32];
	mbedtls_sha256_context c;
	int i;

	mbedtls_sha256_init(&c);
#if MBEDTLS_VERSION_MAJOR >= 3
	(void)mbedtls_sha256_starts(&c, 0);
	(void)mbedtls_sha256_update(&c, buf, n);
	(void)mbedtls_sha256_finish(&c, h);
#else
	(void)mbedtls_sha256_starts_ret(&c, 0);
	(void)mbedtls_sha256_update_ret(&c, buf, n);
	(void)mbedtls_sha256_finish_ret(&c, h);
#endif
	mbedtls_sha256_free(&c);
	printf("%s %zu ", what, n);
	for (i = 0; i < 32; i++)
		printf("%02x", h[i]);
	printf("\n");
}

static int fail(const char *what, int ret)
{
	char msg[128];
	mbedtls_strerror(ret, msg, sizeof(msg));
	fprintf(stderr, "mbedtls_tls_peer: %s: -0x%04x %s\n", what, (unsigned)-ret, msg);
	return 1;
}

static int want_io(int ret)
{
	return ret == MBEDTLS_ERR_SSL_WANT_READ || ret == MBEDTLS_ERR_SSL_WANT_WRITE;
}

/* Sends tx and receives rx (n bytes each) at the same time. */
static int exchange(mbedtls_ssl_context *ssl, mbedtls_net_context *fd, const unsigned char *tx,
		    unsigned char *rx, size_t n)
{
	size_t sent = 0, got = 0;
	time_t deadline = time(NULL) + 60;

	if (mbedtls_net_set_nonblock(fd) != 0)
		return fail("set_nonblock", -1);
	while (sent < n || got < n) {
		int progress = 0, ret;
		if (sent < n) {
			size_t chunk = n - sent < 16384 ? n - sent : 16384;
			ret = mbedtls_ssl_write(ssl, tx + sent, chunk);
			if (ret > 0) {
				sent += (size_t)ret;
				progress = 1;
			} else if (!want_io(ret)) {
				return fail("ssl_write", ret);
			}
		}
		if (got < n) {
			ret = mbedtls_ssl_read(ssl, rx + got, n - got);
			if (ret > 0) {
				got += (size_t)ret;
				progress = 1;
			} else if (ret == 0 || ret == MBEDTLS_ERR_SSL_PEER_CLOSE_NOTIFY) {
				fprintf(stderr, "mbedtls_tls_peer: peer closed after %zu bytes\n",
					got);
				return 1;
#if defined(MBEDTLS_ERR_SSL_RECEIVED_NEW_SESSION_TICKET)
			} else if (ret == MBEDTLS_ERR_SSL_RECEIVED_NEW_SESSION_TICKET) {
				progress = 1;
#endif
			} else if (!want_io(ret)) {
				return fail("ssl_read", ret);
			}
		}
		if (!progress) {
			struct pollfd p = { fd->fd, POLLIN, 0 };
			if (sent < n)
				p.events |= POLLOUT;
			if (time(NULL) > deadline) {
				fprintf(stderr,
					"mbedtls_tls_peer: timeout (sent %zu, received %zu)\n",
					sent, got);
				return 1;
			}
			(void)poll(&p, 1, 100);
		}
	}
	return 0;
}

static int gen(size_t n, uint64_t seed)
{
	unsigned char *buf = malloc(n ? n : 1);
	if (buf == NULL)
		return 1;
	fill(buf, n, seed);
	if (fwrite(buf, 1, n, stdout) != n)
		return 1;
	free(buf);
	return 0;
}

int main(int argc, char **argv)
{
	const struct suite *st = NULL;
	int server, ret = 1, ids[2] = { 0, 0 };
	size_t n, i;
	uint64_t seed;
	unsigned char *tx = NULL, *rx = NULL;
	mbedtls_net_context listen_fd, fd;
	mbedtls_ssl_context ssl;
	mbedtls_ssl_config conf;
	mbedtls_x509_crt crt;
	mbedtls_pk_context key;
	mbedtls_entropy_context entropy;
	mbedtls_ctr_drbg_context drbg;

	if (argc == 4 && strcmp(argv[1], "gen") == 0)
		return gen((size_t)strtoull(argv[2], NULL, 10), strtoull(argv[3], NULL, 10));
	if (!((argc == 8 && strcmp(argv[1], "server") == 0) ||
	      (argc == 7 && strcmp(argv[1], "client") == 0))) {
		fprintf(stderr, "usage: see mbedtls_tls_peer.c\n");
		return 2;
	}
	server = strcmp(argv[1], "server") == 0;
	for (i = 0; i < sizeof(suites) / sizeof(suites[0]); i++)
		if (strcmp(argv[3], suites[i].name) == 0)
			st = &suites[i];
	if (st == NULL) {
		fprintf(stderr, "mbedtls_tls_peer: unknown suite %s\n", argv[3]);
		return 2;
	}
	n = (size_t)strtoull(argv[4], NULL, 10);
	seed = strtoull(argv[5], NULL, 10);
	ids[0] = mbedtls_ssl_get_ciphersuite_id(st->mbedtls);
	if (ids[0] == 0) {
		fprintf(stderr, "mbedtls_tls_peer: %s not in this Mbed TLS build\n", st->mbedtls);
		return 1;
	}

	mbedtls_net_init(&listen_fd);
	mbedtls_net_init(&fd);
	mbedtls_ssl_init(&ssl);
	mbedtls_ssl_config_init(&conf);
	mbedtls_x509_crt_init(&crt);
	mbedtls_pk_init(&key);
	mbedtls_entropy_init(&entropy);
	mbedtls_ctr_drbg_init(&drbg);
	tx = malloc(n ? n : 1);
	rx = malloc(n ? n : 1);
	if (tx == NULL || rx == NULL)
		goto out;
	fill(tx, n, seed);
#if defined(MBEDTLS_PSA_CRYPTO_C)
	if (psa_crypto_init() != PSA_SUCCESS) {
		fprintf(stderr, "mbedtls_tls_peer: psa_crypto_init failed\n");
		goto out;
	}
#endif
	ret = mbedtls_ctr_drbg_seed(&drbg, mbedtls_entropy_func, &entropy,
				    (const unsigned char *)"aesalt-tls-peer", 15);
	if (ret != 0) {
		ret = fail("ctr_drbg_seed", ret);
		goto out;
	}
	if (server) {
		ret = mbedtls_x509_crt_parse_file(&crt, argv[6]);
#if MBEDTLS_VERSION_MAJOR >= 3
		if (ret == 0)
			ret = mbedtls_pk_parse_keyfile(&key, argv[7], NULL, mbedtls_ctr_drbg_random,
						       &drbg);
#else
		if (ret == 0)
			ret = mbedtls_pk_parse_keyfile(&key, argv[7], NULL);
#endif
	} else {
		ret = mbedtls_x509_crt_parse_file(&crt, argv[6]);
	}
	if (ret != 0) {
		ret = fail("loading certificate or key", ret);
		goto out;
	}
	ret = mbedtls_ssl_config_defaults(&conf,
					  server ? MBEDTLS_SSL_IS_SERVER : MBEDTLS_SSL_IS_CLIENT,
					  MBEDTLS_SSL_TRANSPORT_STREAM, MBEDTLS_SSL_PRESET_DEFAULT);
	if (ret != 0) {
		ret = fail("ssl_config_defaults", ret);
		goto out;
	}
	mbedtls_ssl_conf_rng(&conf, mbedtls_ctr_drbg_random, &drbg);
	mbedtls_ssl_conf_ciphersuites(&conf, ids);
#if MBEDTLS_VERSION_MAJOR >= 3
	mbedtls_ssl_conf_min_tls_version(&conf, st->tls13 ? MBEDTLS_SSL_VERSION_TLS1_3
							  : MBEDTLS_SSL_VERSION_TLS1_2);
	mbedtls_ssl_conf_max_tls_version(&conf, st->tls13 ? MBEDTLS_SSL_VERSION_TLS1_3
							  : MBEDTLS_SSL_VERSION_TLS1_2);
#else
	if (st->tls13) {
		fprintf(stderr, "mbedtls_tls_peer: no TLS 1.3 in Mbed TLS 2.x\n");
		ret = 1;
		goto out;
	}
	mbedtls_ssl_conf_min_version(&conf, MBEDTLS_SSL_MAJOR_VERSION_3,
				     MBEDTLS_SSL_MINOR_VERSION_3);
	mbedtls_ssl_conf_max_version(&conf, MBEDTLS_SSL_MAJOR_VERSION_3,
				     MBEDTLS_SSL_MINOR_VERSION_3);
#endif
	if (server) {
		ret = mbedtls_ssl_conf_own_cert(&conf, &crt, &key);
		mbedtls_ssl_conf_authmode(&conf, MBEDTLS_SSL_VERIFY_NONE);
	} else {
		mbedtls_ssl_conf_ca_chain(&conf, &crt, NULL);
		mbedtls_ssl_conf_authmode(&conf, MBEDTLS_SSL_VERIFY_REQUIRED);
	}
	if (ret == 0)
		ret = mbedtls_ssl_setup(&ssl, &conf);
	if (ret == 0 && !server)
		ret = mbedtls_ssl_set_hostname(&ssl, "localhost");
	if (ret != 0) {
		ret = fail("ssl setup", ret);
		goto out;
	}

	if (server) {
		ret = mbedtls_net_bind(&listen_fd, "127.0.0.1", argv[2], MBEDTLS_NET_PROTO_TCP);
		if (ret == 0) {
			printf("listening\n");
			fflush(stdout);
			ret = mbedtls_net_accept(&listen_fd, &fd, NULL, 0, NULL);
		}
	} else {
		ret = mbedtls_net_connect(&fd, "127.0.0.1", argv[2], MBEDTLS_NET_PROTO_TCP);
	}
	if (ret != 0) {
		ret = fail(server ? "bind/accept" : "connect", ret);
		goto out;
	}
	mbedtls_ssl_set_bio(&ssl, &fd, mbedtls_net_send, mbedtls_net_recv, NULL);
	while ((ret = mbedtls_ssl_handshake(&ssl)) != 0) {
		if (!want_io(ret)) {
			ret = fail("handshake", ret);
			goto out;
		}
	}
	printf("negotiated %s %s\n", mbedtls_ssl_get_version(&ssl),
	       mbedtls_ssl_get_ciphersuite(&ssl));
	if (strcmp(mbedtls_ssl_get_ciphersuite(&ssl), st->mbedtls) != 0) {
		fprintf(stderr, "mbedtls_tls_peer: negotiated %s, wanted %s\n",
			mbedtls_ssl_get_ciphersuite(&ssl), st->mbedtls);
		ret = 1;
		goto out;
	}
	ret = exchange(&ssl, &fd, tx, rx, n);
	if (ret != 0)
		goto out;
	print_hash("sent", tx, n);
	print_hash("received", rx, n);
	fflush(stdout);
	{
		time_t deadline = time(NULL) + 10;
		int r;
		while ((r = mbedtls_ssl_close_notify(&ssl)) != 0 && want_io(r) &&
		       time(NULL) < deadline) {
			struct pollfd p = { fd.fd, POLLIN | POLLOUT, 0 };
			(void)poll(&p, 1, 100);
		}
	}
	ret = 0;
out:
	free(tx);
	free(rx);
	mbedtls_net_free(&fd);
	mbedtls_net_free(&listen_fd);
	mbedtls_ssl_free(&ssl);
	mbedtls_ssl_config_free(&conf);
	mbedtls_x509_crt_free(&crt);
	mbedtls_pk_free(&key);
	mbedtls_ctr_drbg_free(&drbg);
	mbedtls_entropy_free(&entropy);
#if defined(MBEDTLS_PSA_CRYPTO_C)
	mbedtls_psa_crypto_free();
#endif
	return ret;
}
