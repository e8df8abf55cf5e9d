/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The TLS peer of tests/tls/ on Mbed TLS 2.28 and 3.6 with the aesalt
 * shim, and on Mbed TLS 4 over aesalt's PSA driver (psa_driver/): the Mbed
 * TLS part of tests/tls/peer_core.h (options, stream, exchange and output
 * are the core's).  Mbed TLS 4 takes its random numbers from PSA (no DRBG
 * of the program's own); there the peer also reports the aesalt kernel
 * and, in test-hook builds (AESALT_PSA_TEST_HOOKS), fails unless the
 * driver took at least one call per record of the exchange.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mbedtls/error.h"
#include "mbedtls/net_sockets.h"
#include "mbedtls/pk.h"
#include "mbedtls/ssl.h"
#include "mbedtls/version.h"
#include "mbedtls/x509_crt.h"
#if MBEDTLS_VERSION_MAJOR < 4
#include "mbedtls/ctr_drbg.h"
#include "mbedtls/entropy.h"
#endif
#if defined(MBEDTLS_PSA_CRYPTO_C) || MBEDTLS_VERSION_MAJOR >= 4
#include "psa/crypto.h"
#define PEER_PSA 1
#endif
#if MBEDTLS_VERSION_MAJOR >= 4
#include "aesalt/aesalt.h"
#include "aesalt_psa_driver.h"
#endif

#include "peer_core.h"

#define NAME "mbedtls_tls_peer"

const char peer_name[] = NAME;

struct conn {
	mbedtls_net_context fd;
	mbedtls_ssl_context ssl;
	mbedtls_ssl_config conf;
	mbedtls_x509_crt crt;
	mbedtls_pk_context key;
#if MBEDTLS_VERSION_MAJOR < 4
	mbedtls_entropy_context entropy;
	mbedtls_ctr_drbg_context drbg;
#endif
	int ids[2]; /* the suite asked for, and the list's end */
};

static int fail(const char *what, int ret)
{
	char msg[128];
	mbedtls_strerror(ret, msg, sizeof(msg));
	fprintf(stderr, NAME ": %s: -0x%04x %s\n", what, (unsigned)-ret, msg);
	return PEER_FAILED;
}

/* Mbed TLS's result -> the core's. */
static int io(const char *what, int ret)
{
	if (ret >= 0)
		return ret;
	if (ret == MBEDTLS_ERR_SSL_WANT_READ)
		return PEER_WANT_READ;
	if (ret == MBEDTLS_ERR_SSL_WANT_WRITE)
		return PEER_WANT_WRITE;
	return fail(what, ret);
}

/* see peer_core.h */
void peer_free(void *p)
{
	struct conn *c = p;

	mbedtls_ssl_free(&c->ssl);
	mbedtls_ssl_config_free(&c->conf);
	mbedtls_x509_crt_free(&c->crt);
	mbedtls_pk_free(&c->key);
#if MBEDTLS_VERSION_MAJOR < 4
	mbedtls_ctr_drbg_free(&c->drbg);
	mbedtls_entropy_free(&c->entropy);
#endif
	free(c);
}

/* see peer_core.h */
const char *peer_suite_name(const struct peer_suite *s)
{
	return s->mbedtls;
}

/* see peer_core.h */
void *peer_open(const struct peer_opts *o, int fd)
{
	struct conn *c = calloc(1, sizeof *c);
	int ret;

	if (c == NULL)
		return NULL;
	mbedtls_net_init(&c->fd);
	c->fd.fd = fd; /* the core owns and closes it */
	mbedtls_ssl_init(&c->ssl);
	mbedtls_ssl_config_init(&c->conf);
	mbedtls_x509_crt_init(&c->crt);
	mbedtls_pk_init(&c->key);
#if MBEDTLS_VERSION_MAJOR < 4
	mbedtls_entropy_init(&c->entropy);
	mbedtls_ctr_drbg_init(&c->drbg);
#endif
	c->ids[0] = mbedtls_ssl_get_ciphersuite_id(o->suite->mbedtls);
	if (c->ids[0] == 0) {
		fprintf(stderr, NAME ": %s is not in this Mbed TLS build\n", o->suite->id);
		goto err;
	}
	if (o->devid || o->check_device) {
		fprintf(stderr, NAME ": --devid and --check-device are wolfSSL's\n");
		goto err;
	}
#if MBEDTLS_VERSION_MAJOR < 3
	if (o->suite->tls13) {
		fprintf(stderr, NAME ": no TLS 1.3 in Mbed TLS 2.x\n");
		goto err;
	}
#endif
#if MBEDTLS_VERSION_MAJOR < 4
	ret = mbedtls_ctr_drbg_seed(&c->drbg, mbedtls_entropy_func, &c->entropy,
				    (const unsigned char *)"aesalt-tls-peer", 15);
	if (ret != 0) {
		fail("ctr_drbg_seed", ret);
		goto err;
	}
#endif
	ret = mbedtls_x509_crt_parse_file(&c->crt, o->server ? o->cert : o->ca);
#if MBEDTLS_VERSION_MAJOR >= 4
	if (ret == 0 && o->server)
		ret = mbedtls_pk_parse_keyfile(&c->key, o->key, NULL);
#elif MBEDTLS_VERSION_MAJOR >= 3
	if (ret == 0 && o->server)
		ret = mbedtls_pk_parse_keyfile(&c->key, o->key, NULL, mbedtls_ctr_drbg_random,
					       &c->drbg);
#else
	if (ret == 0 && o->server)
		ret = mbedtls_pk_parse_keyfile(&c->key, o->key, NULL);
#endif
	if (ret != 0) {
		fail("loading certificate or key", ret);
		goto err;
	}
	ret = mbedtls_ssl_config_defaults(&c->conf,
					  o->server ? MBEDTLS_SSL_IS_SERVER : MBEDTLS_SSL_IS_CLIENT,
					  MBEDTLS_SSL_TRANSPORT_STREAM, MBEDTLS_SSL_PRESET_DEFAULT);
	if (ret != 0) {
		fail("ssl_config_defaults", ret);
		goto err;
	}
#if MBEDTLS_VERSION_MAJOR < 4
	mbedtls_ssl_conf_rng(&c->conf, mbedtls_ctr_drbg_random, &c->drbg);
#endif
	mbedtls_ssl_conf_ciphersuites(&c->conf, c->ids);
#if MBEDTLS_VERSION_MAJOR >= 3
	mbedtls_ssl_conf_min_tls_version(&c->conf, o->suite->tls13 ? MBEDTLS_SSL_VERSION_TLS1_3
								   : MBEDTLS_SSL_VERSION_TLS1_2);
	mbedtls_ssl_conf_max_tls_version(&c->conf, o->suite->tls13 ? MBEDTLS_SSL_VERSION_TLS1_3
								   : MBEDTLS_SSL_VERSION_TLS1_2);
#else
	mbedtls_ssl_conf_min_version(&c->conf, MBEDTLS_SSL_MAJOR_VERSION_3,
				     MBEDTLS_SSL_MINOR_VERSION_3);
	mbedtls_ssl_conf_max_version(&c->conf, MBEDTLS_SSL_MAJOR_VERSION_3,
				     MBEDTLS_SSL_MINOR_VERSION_3);
#endif
	ret = 0;
	if (o->server) {
		ret = mbedtls_ssl_conf_own_cert(&c->conf, &c->crt, &c->key);
		mbedtls_ssl_conf_authmode(&c->conf, MBEDTLS_SSL_VERIFY_NONE);
	} else {
		mbedtls_ssl_conf_ca_chain(&c->conf, &c->crt, NULL);
		mbedtls_ssl_conf_authmode(&c->conf, MBEDTLS_SSL_VERIFY_REQUIRED);
	}
	if (ret == 0)
		ret = mbedtls_ssl_setup(&c->ssl, &c->conf);
	if (ret == 0 && !o->server)
		ret = mbedtls_ssl_set_hostname(&c->ssl, "localhost");
	if (ret != 0) {
		fail("ssl setup", ret);
		goto err;
	}
	mbedtls_ssl_set_bio(&c->ssl, &c->fd, mbedtls_net_send, mbedtls_net_recv, NULL);
	return c;
err:
	peer_free(c);
	return NULL;
}

/* see peer_core.h */
int peer_handshake(void *p)
{
	return io("handshake", mbedtls_ssl_handshake(&((struct conn *)p)->ssl));
}

/* see peer_core.h */
int peer_write(void *p, const uint8_t *buf, size_t n)
{
	int ret = mbedtls_ssl_write(&((struct conn *)p)->ssl, buf, n);
#if defined(MBEDTLS_ERR_SSL_RECEIVED_NEW_SESSION_TICKET)
	/* A TLS 1.3 ticket read on the way (Mbed TLS 4 clients keep
	 * tickets by default): nothing written yet, call again. */
	if (ret == MBEDTLS_ERR_SSL_RECEIVED_NEW_SESSION_TICKET)
		return PEER_WANT_WRITE;
#endif
	return ret == 0 ? PEER_WANT_WRITE : io("ssl_write", ret);
}

/* see peer_core.h */
int peer_read(void *p, uint8_t *buf, size_t n)
{
	struct conn *c = p;
	int ret;

	do
		ret = mbedtls_ssl_read(&c->ssl, buf, n);
#if defined(MBEDTLS_ERR_SSL_RECEIVED_NEW_SESSION_TICKET)
	while (ret == MBEDTLS_ERR_SSL_RECEIVED_NEW_SESSION_TICKET);
#else
	while (0);
#endif
	if (ret == 0 || ret == MBEDTLS_ERR_SSL_PEER_CLOSE_NOTIFY) {
		fprintf(stderr, NAME ": the peer closed the connection\n");
		return PEER_FAILED;
	}
	return io("ssl_read", ret);
}

/* see peer_core.h */
int peer_close(void *p)
{
	return io("close_notify", mbedtls_ssl_close_notify(&((struct conn *)p)->ssl));
}

/* see peer_core.h */
const char *peer_version(void *p)
{
	return mbedtls_ssl_get_version(&((struct conn *)p)->ssl);
}

/* see peer_core.h */
const char *peer_cipher(void *p)
{
	return mbedtls_ssl_get_ciphersuite(&((struct conn *)p)->ssl);
}

/* see peer_core.h */
int peer_report(void *conn, const struct peer_opts *o)
{
	(void)conn;
#if MBEDTLS_VERSION_MAJOR >= 4
	const char *kernel = aesalt_kernel_active();
	/* Records carry at most 16 KiB; each one, either way, is one driver
	 * call (AEAD, or cipher for CBC suites). */
	unsigned long records = 2 * ((o->bytes + 16383) / 16384);
#if defined(AESALT_PSA_TEST_HOOKS)
	unsigned long calls = aesalt_psa_driver_calls();

	printf("device: aesalt kernel %s, PSA driver calls %lu\n", kernel ? kernel : "(none)",
	       calls);
	if (calls < records) {
		fprintf(stderr,
			NAME ": the aesalt PSA driver took %lu calls, fewer than the %lu records\n",
			calls, records);
		return 1;
	}
#else
	(void)records;
	printf("device: aesalt kernel %s\n", kernel ? kernel : "(none)");
#endif
	return kernel != NULL ? 0 : 1;
#else
	(void)o;
	return 0;
#endif
}

int main(int argc, char **argv)
{
	int ret;

#if defined(PEER_PSA)
	if (psa_crypto_init() != PSA_SUCCESS) {
		fprintf(stderr, NAME ": psa_crypto_init failed\n");
		return 1;
	}
#endif
	ret = peer_main(argc, argv);
#if defined(PEER_PSA)
	mbedtls_psa_crypto_free();
#endif
	return ret;
}
