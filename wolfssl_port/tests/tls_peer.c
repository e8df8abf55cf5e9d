/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The TLS peer of tests/tls/ on wolfSSL with the aesalt device: the
 * wolfSSL part of tests/tls/peer_core.h (options, stream, exchange and
 * output are the core's), plus the device's own check: --check-device
 * fails unless the device served the suite's AES mode in both directions,
 * and a "device:" line shows its counters.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/ssl.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aesalt_wolfssl.h"
#include "peer_core.h"

#define NAME "tls_peer"

const char peer_name[] = NAME;

struct conn {
	WOLFSSL_CTX *ctx;
	WOLFSSL *ssl;
	int server;
};

/* see peer_core.h */
void peer_free(void *p)
{
	struct conn *c = p;

	if (c->ssl != NULL)
		wolfSSL_free(c->ssl);
	if (c->ctx != NULL)
		wolfSSL_CTX_free(c->ctx);
	free(c);
}

/* see peer_core.h */
const char *peer_suite_name(const struct peer_suite *s)
{
	return s->wolfssl;
}

/* see peer_core.h */
void *peer_open(const struct peer_opts *o, int fd)
{
	struct conn *c = calloc(1, sizeof *c);
	const char *why = NULL;

	if (c == NULL)
		return NULL;
	c->server = o->server;
	if (o->server)
		c->ctx = wolfSSL_CTX_new(o->suite->tls13 ? wolfTLSv1_3_server_method()
							 : wolfTLSv1_2_server_method());
	else
		c->ctx = wolfSSL_CTX_new(o->suite->tls13 ? wolfTLSv1_3_client_method()
							 : wolfTLSv1_2_client_method());
	if (c->ctx == NULL)
		why = "wolfSSL_CTX_new failed";
	else if (wolfSSL_CTX_set_cipher_list(c->ctx, o->suite->wolfssl) != WOLFSSL_SUCCESS)
		why = "cipher list refused";
	else if (o->server &&
		 (wolfSSL_CTX_use_certificate_chain_file(c->ctx, o->cert) != WOLFSSL_SUCCESS ||
		  wolfSSL_CTX_use_PrivateKey_file(c->ctx, o->key, WOLFSSL_FILETYPE_PEM) !=
			  WOLFSSL_SUCCESS))
		why = "server certificate or key not loaded";
	else if (!o->server &&
		 wolfSSL_CTX_load_verify_locations(c->ctx, o->ca, NULL) != WOLFSSL_SUCCESS)
		why = "CA not loaded";
	else if (o->devid && wolfSSL_CTX_SetDevId(c->ctx, AESALT_WOLFSSL_DEVID) != WOLFSSL_SUCCESS)
		why = "wolfSSL_CTX_SetDevId failed";
	if (why == NULL) {
		wolfSSL_CTX_set_verify(c->ctx,
				       o->server ? WOLFSSL_VERIFY_NONE : WOLFSSL_VERIFY_PEER, NULL);
		c->ssl = wolfSSL_new(c->ctx);
		if (c->ssl == NULL)
			why = "wolfSSL_new failed";
		else if (wolfSSL_set_fd(c->ssl, fd) != WOLFSSL_SUCCESS)
			why = "wolfSSL_set_fd failed";
		else if (!o->server &&
			 wolfSSL_check_domain_name(c->ssl, "localhost") != WOLFSSL_SUCCESS)
			why = "wolfSSL_check_domain_name failed";
	}
	if (why != NULL) {
		fprintf(stderr, NAME ": %s\n", why);
		peer_free(c);
		return NULL;
	}
	return c;
}

/* wolfSSL's result (WOLFSSL_SUCCESS or a byte count for ok) -> the core's. */
static int io(struct conn *c, const char *what, int ret, int ok)
{
	char msg[80];
	int err;

	if (ret == ok || (ok == 0 && ret > 0))
		return ok == 0 ? ret : 0;
	err = wolfSSL_get_error(c->ssl, ret);
	if (err == WOLFSSL_ERROR_WANT_READ)
		return PEER_WANT_READ;
	if (err == WOLFSSL_ERROR_WANT_WRITE)
		return PEER_WANT_WRITE;
	fprintf(stderr, NAME ": %s failed: %d %s\n", what, err,
		wolfSSL_ERR_error_string((unsigned long)err, msg));
	return PEER_FAILED;
}

/* see peer_core.h */
int peer_handshake(void *p)
{
	struct conn *c = p;
	return io(c, "handshake", c->server ? wolfSSL_accept(c->ssl) : wolfSSL_connect(c->ssl),
		  WOLFSSL_SUCCESS);
}

/* see peer_core.h */
int peer_write(void *p, const uint8_t *buf, size_t n)
{
	struct conn *c = p;
	return io(c, "write", wolfSSL_write(c->ssl, buf, (int)n), 0);
}

/* see peer_core.h */
int peer_read(void *p, uint8_t *buf, size_t n)
{
	struct conn *c = p;
	return io(c, "read", wolfSSL_read(c->ssl, buf, (int)n), 0);
}

/* see peer_core.h */
int peer_close(void *p)
{
	struct conn *c = p;
	int ret = wolfSSL_shutdown(c->ssl);

	/* Sent, but the peer's close_notify not yet seen: call again. */
	if (ret == WOLFSSL_SHUTDOWN_NOT_DONE)
		return PEER_WANT_READ;
	return io(c, "shutdown", ret, WOLFSSL_SUCCESS);
}

/* see peer_core.h */
const char *peer_version(void *p)
{
	return wolfSSL_get_version(((struct conn *)p)->ssl);
}

/* see peer_core.h */
const char *peer_cipher(void *p)
{
	return wolfSSL_get_cipher_name(((struct conn *)p)->ssl);
}

/* The device's counters; with --check-device, records of the suite's
 * mode in both directions. */
/* see peer_core.h */
int peer_report(void *p, const struct peer_opts *o)
{
	aesalt_wolfssl_stats st;
	unsigned long enc, dec;
	static const char *const mode[] = { "gcm", "ccm", "cbc" };

	(void)p;
	aesalt_wolfssl_get_stats(&st);
	printf("device: kernel=%s gcm=%lu/%lu ccm=%lu/%lu cbc=%lu/%lu ecb=%lu/%lu ctr=%lu "
	       "declined=%lu errors=%lu\n",
	       st.kernel ? st.kernel : "none", st.gcm_enc, st.gcm_dec, st.ccm_enc, st.ccm_dec,
	       st.cbc_enc, st.cbc_dec, st.ecb_enc, st.ecb_dec, st.ctr, st.declined, st.errors);
	if (!o->check_device)
		return 0;
	enc = o->suite->mode == PEER_GCM   ? st.gcm_enc
	      : o->suite->mode == PEER_CCM ? st.ccm_enc
					   : st.cbc_enc;
	dec = o->suite->mode == PEER_GCM   ? st.gcm_dec
	      : o->suite->mode == PEER_CCM ? st.ccm_dec
					   : st.cbc_dec;
	if (enc != 0 && dec != 0)
		return 0;
	fprintf(stderr, NAME ": the device served no %s record in one direction\n",
		mode[o->suite->mode]);
	return 1;
}

int main(int argc, char **argv)
{
	int ret;

	if (wolfSSL_Init() != WOLFSSL_SUCCESS) {
		fprintf(stderr, NAME ": wolfSSL_Init failed\n");
		return 1;
	}
	if (!aesalt_wolfssl_registered()) {
		ret = aesalt_wolfssl_register();
		if (ret != 0) {
			fprintf(stderr, NAME ": aesalt_wolfssl_register: %d\n", ret);
			return 1;
		}
	}
	ret = peer_main(argc, argv);
	wolfSSL_Cleanup();
	return ret;
}
