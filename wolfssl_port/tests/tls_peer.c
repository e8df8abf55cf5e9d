/* SPDX-License-Identifier: Apache-2.0 */
/*
 * A TLS peer on wolfSSL with the aesalt device, for tests/tls/: one
 * connection on 127.0.0.1 that sends a stream of N bytes and receives the
 * peer's N bytes at the same time (non-blocking, so neither side stalls on
 * a full socket buffer), then prints the SHA-256 of both streams; the test
 * script compares them with the other side's.
 *
 *   aesalt_wolfssl_tls_peer server|client [options]
 *     --port N          client: port to connect to; server: port to listen
 *                       on (0: any free port)
 *     --port-file F     server: write the port it listens on to F
 *     --tls 1.2|1.3     protocol version (default 1.3)
 *     --ciphers LIST    wolfSSL cipher list
 *     --cert F --key F  server certificate chain and key (PEM)
 *     --ca F            client: CA that must have signed the server
 *     --bytes N         bytes each way (default 1048576)
 *     --seed S          seed of the stream this side sends
 *     --devid           put the aesalt device id on the context
 *                       (wolfSSL_CTX_SetDevId; the route without
 *                       WOLF_CRYPTO_CB_FIND)
 *     --expect gcm|ccm|cbc   fail unless the device served that mode in
 *                       both directions
 *     --http            server: read an HTTP request (up to the blank
 *                       line) instead of N bytes, answer with N bytes
 *   aesalt_wolfssl_tls_peer gen SEED N   write a stream to stdout
 *
 * The streams are decimal digits from a seeded generator: printable, so
 * that openssl s_server can send one from its standard input.
 */
#define _POSIX_C_SOURCE 200809L
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/ssl.h>
#include <wolfssl/wolfcrypt/sha256.h>

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "aesalt_wolfssl.h"

#define TIMEOUT_MS 20000

struct opts {
	int server, port, tls13, devid, http;
	const char *port_file, *ciphers, *cert, *key, *ca, *expect;
	unsigned long bytes;
	uint32_t seed;
};

/* The stream: digits from a 32-bit LCG. */
struct stream {
	uint32_t x;
};

static void stream_fill(struct stream *s, uint8_t *buf, size_t n)
{
	size_t i;
	for (i = 0; i < n; i++) {
		s->x = s->x * 1664525u + 1013904223u;
		buf[i] = (uint8_t)('0' + (s->x >> 24) % 10);
	}
}

static void hex(char out[65], const uint8_t d[32])
{
	int i;
	for (i = 0; i < 32; i++)
		sprintf(out + 2 * i, "%02x", d[i]);
}

static int die(const char *msg)
{
	fprintf(stderr, "tls_peer: %s\n", msg);
	return 1;
}

static long now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

/* Waits until fd is readable (or writable if want_write). 0 on timeout. */
static int wait_fd(int fd, int want_write)
{
	struct pollfd p;
	p.fd = fd;
	p.events = (short)(POLLIN | (want_write ? POLLOUT : 0));
	p.revents = 0;
	return poll(&p, 1, TIMEOUT_MS) > 0;
}

static int open_socket(const struct opts *o)
{
	struct sockaddr_in sa;
	int fd = socket(AF_INET, SOCK_STREAM, 0), one = 1;

	if (fd < 0)
		return -1;
	memset(&sa, 0, sizeof sa);
	sa.sin_family = AF_INET;
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	sa.sin_port = htons((uint16_t)o->port);
	if (o->server) {
		socklen_t len = sizeof sa;
		int c;
		setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
		if (bind(fd, (struct sockaddr *)&sa, sizeof sa) != 0 || listen(fd, 1) != 0 ||
		    getsockname(fd, (struct sockaddr *)&sa, &len) != 0) {
			close(fd);
			return -1;
		}
		if (o->port_file != NULL) {
			FILE *f = fopen(o->port_file, "w");
			if (f == NULL) {
				close(fd);
				return -1;
			}
			fprintf(f, "%d\n", ntohs(sa.sin_port));
			fclose(f);
		}
		if (!wait_fd(fd, 0)) {
			close(fd);
			return -1;
		}
		c = accept(fd, NULL, NULL);
		close(fd);
		fd = c;
	} else {
		long end = now_ms() + TIMEOUT_MS;
		while (connect(fd, (struct sockaddr *)&sa, sizeof sa) != 0) {
			if (now_ms() > end) {
				close(fd);
				return -1;
			}
			struct timespec pause = { 0, 50000000 };
			close(fd);
			nanosleep(&pause, NULL);
			fd = socket(AF_INET, SOCK_STREAM, 0);
			if (fd < 0)
				return -1;
		}
	}
	if (fd >= 0)
		fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
	return fd;
}

/* 1 if err means "call again when the socket is ready". */
static int retry(WOLFSSL *ssl, int ret, int *want_write)
{
	int err = wolfSSL_get_error(ssl, ret);
	*want_write = err == WOLFSSL_ERROR_WANT_WRITE;
	return err == WOLFSSL_ERROR_WANT_READ || err == WOLFSSL_ERROR_WANT_WRITE;
}

static int check_device(const char *expect)
{
	aesalt_wolfssl_stats st;
	unsigned long enc = 0, dec = 0;

	aesalt_wolfssl_get_stats(&st);
	printf("device: kernel=%s gcm=%lu/%lu ccm=%lu/%lu cbc=%lu/%lu ecb=%lu/%lu ctr=%lu "
	       "declined=%lu errors=%lu\n",
	       st.kernel ? st.kernel : "none", st.gcm_enc, st.gcm_dec, st.ccm_enc, st.ccm_dec,
	       st.cbc_enc, st.cbc_dec, st.ecb_enc, st.ecb_dec, st.ctr, st.declined, st.errors);
	if (expect == NULL)
		return 0;
	if (strcmp(expect, "gcm") == 0)
		enc = st.gcm_enc, dec = st.gcm_dec;
	else if (strcmp(expect, "ccm") == 0)
		enc = st.ccm_enc, dec = st.ccm_dec;
	else if (strcmp(expect, "cbc") == 0)
		enc = st.cbc_enc, dec = st.cbc_dec;
	if (enc == 0 || dec == 0) {
		fprintf(stderr, "tls_peer: the device served no %s record in one direction\n",
			expect);
		return 1;
	}
	return 0;
}

static int run(const struct opts *o)
{
	WOLFSSL_CTX *ctx;
	WOLFSSL *ssl;
	wc_Sha256 hs, hr;
	struct stream st = { o->seed };
	uint8_t out[16384], in[16384], ds[32], dr[32];
	char xs[65], xr[65];
	unsigned long sent = 0, rcvd = 0, want = o->bytes;
	size_t pending = 0;
	int fd, ret, ww = 0, done_hs = 0, req_done = !o->http, rc = 1;
	unsigned req_match = 0;
	long end;

	if (o->server)
		ctx = wolfSSL_CTX_new(o->tls13 ? wolfTLSv1_3_server_method()
					       : wolfTLSv1_2_server_method());
	else
		ctx = wolfSSL_CTX_new(o->tls13 ? wolfTLSv1_3_client_method()
					       : wolfTLSv1_2_client_method());
	if (ctx == NULL)
		return die("wolfSSL_CTX_new failed");
	if (o->ciphers != NULL && wolfSSL_CTX_set_cipher_list(ctx, o->ciphers) != WOLFSSL_SUCCESS)
		return die("cipher list refused");
	if (o->server) {
		if (o->cert == NULL || o->key == NULL ||
		    wolfSSL_CTX_use_certificate_chain_file(ctx, o->cert) != WOLFSSL_SUCCESS ||
		    wolfSSL_CTX_use_PrivateKey_file(ctx, o->key, WOLFSSL_FILETYPE_PEM) !=
			    WOLFSSL_SUCCESS)
			return die("server certificate or key not loaded");
		wolfSSL_CTX_set_verify(ctx, WOLFSSL_VERIFY_NONE, NULL);
	} else {
		if (o->ca == NULL ||
		    wolfSSL_CTX_load_verify_locations(ctx, o->ca, NULL) != WOLFSSL_SUCCESS)
			return die("CA not loaded");
		wolfSSL_CTX_set_verify(ctx, WOLFSSL_VERIFY_PEER, NULL);
	}
	if (o->devid && wolfSSL_CTX_SetDevId(ctx, AESALT_WOLFSSL_DEVID) != WOLFSSL_SUCCESS)
		return die("wolfSSL_CTX_SetDevId failed");

	fd = open_socket(o);
	if (fd < 0)
		return die("no connection");
	ssl = wolfSSL_new(ctx);
	if (ssl == NULL)
		return die("wolfSSL_new failed");
	wolfSSL_set_fd(ssl, fd);
	if (!o->server && wolfSSL_check_domain_name(ssl, "localhost") != WOLFSSL_SUCCESS)
		return die("wolfSSL_check_domain_name failed");
	wc_InitSha256(&hs);
	wc_InitSha256(&hr);

	end = now_ms() + TIMEOUT_MS;
	while (!done_hs) {
		ret = o->server ? wolfSSL_accept(ssl) : wolfSSL_connect(ssl);
		if (ret == WOLFSSL_SUCCESS) {
			done_hs = 1;
		} else if (!retry(ssl, ret, &ww) || now_ms() > end || !wait_fd(fd, ww)) {
			char msg[80];
			fprintf(stderr, "tls_peer: handshake failed: %s\n",
				wolfSSL_ERR_error_string((unsigned long)wolfSSL_get_error(ssl, ret),
							 msg));
			goto out;
		}
	}
	printf("%s %s\n", wolfSSL_get_version(ssl), wolfSSL_get_cipher_name(ssl));

	/* The server in HTTP mode sends only after the request's blank line. */
	end = now_ms() + TIMEOUT_MS;
	while ((req_done && sent < o->bytes) || (o->http ? !req_done : rcvd < want)) {
		int progress = 0;
		if (req_done && sent < o->bytes) {
			if (pending == 0) {
				pending =
					o->bytes - sent < sizeof out ? o->bytes - sent : sizeof out;
				stream_fill(&st, out, pending);
			}
			ret = wolfSSL_write(ssl, out, (int)pending);
			if (ret > 0) {
				wc_Sha256Update(&hs, out, (word32)ret);
				sent += (unsigned long)ret;
				pending = 0;
				progress = 1;
			} else if (!retry(ssl, ret, &ww)) {
				fprintf(stderr, "tls_peer: write failed (%d)\n",
					wolfSSL_get_error(ssl, ret));
				goto out;
			}
		}
		if (o->http ? !req_done : rcvd < want) {
			ret = wolfSSL_read(ssl, in, sizeof in);
			if (ret > 0) {
				int i;
				wc_Sha256Update(&hr, in, (word32)ret);
				rcvd += (unsigned long)ret;
				progress = 1;
				/* The request ends at "\r\n\r\n". */
				for (i = 0; o->http && i < ret && !req_done; i++) {
					static const char eoh[] = "\r\n\r\n";
					req_match = in[i] == (uint8_t)eoh[req_match] ? req_match + 1
						    : in[i] == '\r'		     ? 1
										     : 0;
					req_done = req_match == 4;
				}
			} else if (!retry(ssl, ret, &ww)) {
				fprintf(stderr, "tls_peer: read failed after %lu bytes (%d)\n",
					rcvd, wolfSSL_get_error(ssl, ret));
				goto out;
			}
		}
		if (progress)
			end = now_ms() + TIMEOUT_MS;
		else if (now_ms() > end || !wait_fd(fd, pending != 0 && ww))
			goto timeout;
	}
	/* close_notify both ways, so no unread record turns the close into a
	 * reset that could cost the peer its last bytes. */
	end = now_ms() + 5000;
	while ((ret = wolfSSL_shutdown(ssl)) != WOLFSSL_SUCCESS && now_ms() < end) {
		if (ret == WOLFSSL_SHUTDOWN_NOT_DONE)
			continue;
		if (!retry(ssl, ret, &ww) || !wait_fd(fd, ww))
			break;
	}
	wc_Sha256Final(&hs, ds);
	wc_Sha256Final(&hr, dr);
	hex(xs, ds);
	hex(xr, dr);
	printf("sent %lu sha256 %s\nreceived %lu sha256 %s\n", sent, xs, rcvd, xr);
	rc = check_device(o->expect);
	goto out;
timeout:
	fprintf(stderr, "tls_peer: no progress for %d ms (sent %lu, received %lu)\n", TIMEOUT_MS,
		sent, rcvd);
out:
	wolfSSL_free(ssl);
	close(fd);
	wolfSSL_CTX_free(ctx);
	return rc;
}

int main(int argc, char **argv)
{
	struct opts o;
	int i, ret;

	if (argc == 4 && strcmp(argv[1], "gen") == 0) {
		struct stream st = { (uint32_t)strtoul(argv[2], NULL, 0) };
		unsigned long n = strtoul(argv[3], NULL, 0);
		uint8_t buf[4096];
		while (n > 0) {
			size_t k = n < sizeof buf ? n : sizeof buf;
			stream_fill(&st, buf, k);
			if (fwrite(buf, 1, k, stdout) != k)
				return 1;
			n -= k;
		}
		return 0;
	}
	memset(&o, 0, sizeof o);
	o.tls13 = 1;
	o.bytes = 1048576;
	if (argc < 2 || (strcmp(argv[1], "server") != 0 && strcmp(argv[1], "client") != 0)) {
		fprintf(stderr, "usage: %s server|client [options] | gen SEED N\n", argv[0]);
		return 2;
	}
	o.server = strcmp(argv[1], "server") == 0;
	o.seed = o.server ? 2 : 1;
	for (i = 2; i < argc; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
		if (strcmp(a, "--devid") == 0) {
			o.devid = 1;
			continue;
		}
		if (strcmp(a, "--http") == 0) {
			o.http = 1;
			continue;
		}
		if (v == NULL) {
			fprintf(stderr, "tls_peer: %s needs a value\n", a);
			return 2;
		}
		i++;
		if (strcmp(a, "--port") == 0)
			o.port = atoi(v);
		else if (strcmp(a, "--port-file") == 0)
			o.port_file = v;
		else if (strcmp(a, "--tls") == 0)
			o.tls13 = strcmp(v, "1.3") == 0;
		else if (strcmp(a, "--ciphers") == 0)
			o.ciphers = v;
		else if (strcmp(a, "--cert") == 0)
			o.cert = v;
		else if (strcmp(a, "--key") == 0)
			o.key = v;
		else if (strcmp(a, "--ca") == 0)
			o.ca = v;
		else if (strcmp(a, "--bytes") == 0)
			o.bytes = strtoul(v, NULL, 0);
		else if (strcmp(a, "--seed") == 0)
			o.seed = (uint32_t)strtoul(v, NULL, 0);
		else if (strcmp(a, "--expect") == 0)
			o.expect = v;
		else {
			fprintf(stderr, "tls_peer: unknown option %s\n", a);
			return 2;
		}
	}
	if (wolfSSL_Init() != WOLFSSL_SUCCESS)
		return die("wolfSSL_Init failed");
	if (!aesalt_wolfssl_registered()) {
		ret = aesalt_wolfssl_register();
		if (ret != 0) {
			fprintf(stderr, "tls_peer: aesalt_wolfssl_register: %d\n", ret);
			return 1;
		}
	}
	ret = run(&o);
	wolfSSL_Cleanup();
	return ret;
}
