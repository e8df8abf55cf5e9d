/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The stack-independent part of the TLS peer; see peer_core.h.
 */
#define _POSIX_C_SOURCE 200809L
#include "peer_core.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

/* No progress for this long ends the connection with an error. */
#define TIMEOUT_MS 20000

static const struct peer_suite suites[] = {
	{ "tls13-aes128-gcm", 1, PEER_GCM, "TLS1-3-AES-128-GCM-SHA256", "TLS13-AES128-GCM-SHA256" },
	{ "tls13-aes256-gcm", 1, PEER_GCM, "TLS1-3-AES-256-GCM-SHA384", "TLS13-AES256-GCM-SHA384" },
	{ "tls13-aes128-ccm", 1, PEER_CCM, "TLS1-3-AES-128-CCM-SHA256", "TLS13-AES128-CCM-SHA256" },
	{ "tls12-aes128-gcm", 0, PEER_GCM, "TLS-ECDHE-ECDSA-WITH-AES-128-GCM-SHA256",
	  "ECDHE-ECDSA-AES128-GCM-SHA256" },
	{ "tls12-aes256-gcm", 0, PEER_GCM, "TLS-ECDHE-ECDSA-WITH-AES-256-GCM-SHA384",
	  "ECDHE-ECDSA-AES256-GCM-SHA384" },
	{ "tls12-aes128-ccm", 0, PEER_CCM, "TLS-ECDHE-ECDSA-WITH-AES-128-CCM",
	  "ECDHE-ECDSA-AES128-CCM" },
	{ "tls12-aes128-cbc", 0, PEER_CBC, "TLS-ECDHE-ECDSA-WITH-AES-128-CBC-SHA256",
	  "ECDHE-ECDSA-AES128-SHA256" },
	{ "tls12-aes256-cbc", 0, PEER_CBC, "TLS-ECDHE-ECDSA-WITH-AES-256-CBC-SHA384",
	  "ECDHE-ECDSA-AES256-SHA384" },
};

/* ---- the stream ----------------------------------------------------------- */

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

/* ---- SHA-256 (FIPS 180-4), so that every stack prints the same line ------- */

struct sha256 {
	uint32_t h[8];
	uint8_t buf[64];
	uint64_t len;
};

static const uint32_t K256[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
	0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
	0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
	0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
	0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
	0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
	0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
	0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
	0xc67178f2,
};

static uint32_t ror(uint32_t x, unsigned n)
{
	return x >> n | x << (32 - n);
}

static void sha256_block(uint32_t h[8], const uint8_t p[64])
{
	uint32_t w[64], a, b, c, d, e, f, g, k, t1, t2;
	unsigned i;

	for (i = 0; i < 16; i++)
		w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 |
		       (uint32_t)p[4 * i + 2] << 8 | p[4 * i + 3];
	for (i = 16; i < 64; i++)
		w[i] = (ror(w[i - 2], 17) ^ ror(w[i - 2], 19) ^ w[i - 2] >> 10) + w[i - 7] +
		       (ror(w[i - 15], 7) ^ ror(w[i - 15], 18) ^ w[i - 15] >> 3) + w[i - 16];
	a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
	for (i = 0; i < 64; i++) {
		t1 = k + (ror(e, 6) ^ ror(e, 11) ^ ror(e, 25)) + ((e & f) ^ (~e & g)) + K256[i] +
		     w[i];
		t2 = (ror(a, 2) ^ ror(a, 13) ^ ror(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
		k = g, g = f, f = e, e = d + t1, d = c, c = b, b = a, a = t1 + t2;
	}
	h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e, h[5] += f, h[6] += g, h[7] += k;
}

static void sha256_init(struct sha256 *s)
{
	static const uint32_t iv[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
					0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
	memcpy(s->h, iv, sizeof iv);
	s->len = 0;
}

static void sha256_update(struct sha256 *s, const uint8_t *p, size_t n)
{
	while (n > 0) {
		size_t used = (size_t)(s->len % 64), take = 64 - used < n ? 64 - used : n;
		memcpy(s->buf + used, p, take);
		s->len += take;
		p += take;
		n -= take;
		if (used + take == 64)
			sha256_block(s->h, s->buf);
	}
}

/* Writes the digest as 64 hex digits and a NUL. */
static void sha256_hex(struct sha256 *s, char out[65])
{
	uint64_t bits = s->len * 8;
	uint8_t pad[72] = { 0x80 };
	size_t npad = 64 - (size_t)((s->len + 8) % 64), i;

	for (i = 0; i < 8; i++)
		pad[npad + i] = (uint8_t)(bits >> (56 - 8 * i));
	sha256_update(s, pad, npad + 8);
	for (i = 0; i < 32; i++)
		sprintf(out + 2 * i, "%02x", (unsigned)(s->h[i / 4] >> (24 - 8 * (i % 4))) & 0xff);
}

/* ---- the socket ----------------------------------------------------------- */

static long now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

/* Waits (ms at most) until fd is readable, or writable too for
 * PEER_WANT_WRITE.  0 on timeout. */
static int wait_fd(int fd, int want, long ms)
{
	struct pollfd p;
	p.fd = fd;
	p.events = (short)(POLLIN | (want == PEER_WANT_WRITE ? POLLOUT : 0));
	p.revents = 0;
	return poll(&p, 1, (int)(ms > 0 ? ms : 0)) > 0;
}

/* The connected socket (server: after one accept), non-blocking, or -1. */
static int open_socket(const struct peer_opts *o)
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
		if (!wait_fd(fd, PEER_WANT_READ, TIMEOUT_MS)) {
			close(fd);
			return -1;
		}
		c = accept(fd, NULL, NULL);
		close(fd);
		fd = c;
	} else {
		long end = now_ms() + TIMEOUT_MS;
		while (connect(fd, (struct sockaddr *)&sa, sizeof sa) != 0) {
			struct timespec pause = { 0, 50000000 };
			close(fd);
			if (now_ms() > end)
				return -1;
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

/* Runs step (a handshake or close step of stack) until it returns 0. */
static int until_done(const char *what, int (*step)(void *), void *conn, int fd, long timeout)
{
	long end = now_ms() + timeout;
	int ret;

	while ((ret = step(conn)) != 0) {
		if (ret == PEER_FAILED)
			return 1;
		if (now_ms() > end || !wait_fd(fd, ret, end - now_ms())) {
			fprintf(stderr, "%s: %s: no progress for %ld ms\n", peer_name, what,
				timeout);
			return 1;
		}
	}
	return 0;
}

/* ---- one connection ------------------------------------------------------- */

/* Sends o->bytes of the stream and receives as many at the same time. */
static int exchange(void *conn, int fd, const struct peer_opts *o)
{
	struct stream s = { o->seed };
	struct sha256 hs, hr;
	uint8_t out[16384], in[16384];
	char xs[65], xr[65];
	unsigned long sent = 0, rcvd = 0;
	size_t pending = 0;
	int want_w = PEER_WANT_READ, want_r = PEER_WANT_READ;
	long end = now_ms() + TIMEOUT_MS;

	sha256_init(&hs);
	sha256_init(&hr);
	while (sent < o->bytes || rcvd < o->bytes) {
		int progress = 0, ret;
		if (sent < o->bytes) {
			if (pending == 0) {
				pending =
					o->bytes - sent < sizeof out ? o->bytes - sent : sizeof out;
				stream_fill(&s, out, pending);
			}
			/* A stack may take part of a record's worth: the rest
			 * stays pending, written again from where it stopped. */
			ret = peer_write(conn, out, pending);
			if (ret > 0) {
				sha256_update(&hs, out, (size_t)ret);
				sent += (unsigned long)ret;
				memmove(out, out + ret, pending - (size_t)ret);
				pending -= (size_t)ret;
				progress = 1;
			} else if (ret == PEER_FAILED) {
				fprintf(stderr, "%s: write failed after %lu bytes\n", peer_name,
					sent);
				return 1;
			} else {
				want_w = ret;
			}
		}
		if (rcvd < o->bytes) {
			size_t n = o->bytes - rcvd < sizeof in ? o->bytes - rcvd : sizeof in;
			ret = peer_read(conn, in, n);
			if (ret > 0) {
				sha256_update(&hr, in, (size_t)ret);
				rcvd += (unsigned long)ret;
				progress = 1;
			} else if (ret == PEER_FAILED) {
				fprintf(stderr, "%s: read failed after %lu bytes\n", peer_name,
					rcvd);
				return 1;
			} else {
				want_r = ret;
			}
		}
		if (progress) {
			end = now_ms() + TIMEOUT_MS;
			continue;
		}
		if (now_ms() > end ||
		    !wait_fd(fd,
			     sent < o->bytes && want_w == PEER_WANT_WRITE ? PEER_WANT_WRITE
									  : want_r,
			     end - now_ms())) {
			fprintf(stderr, "%s: no progress for %d ms (sent %lu, received %lu)\n",
				peer_name, TIMEOUT_MS, sent, rcvd);
			return 1;
		}
	}
	sha256_hex(&hs, xs);
	sha256_hex(&hr, xr);
	printf("sent %lu sha256 %s\nreceived %lu sha256 %s\n", sent, xs, rcvd, xr);
	fflush(stdout);
	return 0;
}

/* 0 if the stack negotiated the suite o asked for. */
static int check_suite(void *conn, const struct peer_opts *o)
{
	const char *got = peer_cipher(conn);
	const char *want = peer_suite_name(o->suite);

	if (got != NULL && strcmp(got, want) == 0)
		return 0;
	fprintf(stderr, "%s: negotiated %s, wanted %s\n", peer_name, got ? got : "(none)", want);
	return 1;
}

static int run(const struct peer_opts *o)
{
	void *conn;
	int fd, rc = 1;

	fd = open_socket(o);
	if (fd < 0) {
		fprintf(stderr, "%s: no connection on port %d\n", peer_name, o->port);
		return 1;
	}
	conn = peer_open(o, fd);
	if (conn == NULL) {
		close(fd);
		return 1;
	}
	if (until_done("handshake", peer_handshake, conn, fd, TIMEOUT_MS) != 0)
		goto out;
	printf("negotiated %s %s\n", peer_version(conn), peer_cipher(conn));
	fflush(stdout);
	if (check_suite(conn, o) != 0 || exchange(conn, fd, o) != 0)
		goto out;
	/* close_notify, so no unread record turns the close into a reset that
	 * could cost the peer its last bytes; its failure is not ours. */
	(void)until_done("close_notify", peer_close, conn, fd, 5000);
	rc = peer_report(conn, o);
out:
	peer_free(conn);
	close(fd);
	return rc;
}

/* ---- main ----------------------------------------------------------------- */

static int usage(const char *why)
{
	fprintf(stderr, "%s: %s\nusage: %s server|client --suite ID [options] | gen SEED N\n",
		peer_name, why, peer_name);
	return 2;
}

/* see peer_core.h */
int peer_main(int argc, char **argv)
{
	struct peer_opts o;
	int i;

	if (argc == 4 && strcmp(argv[1], "gen") == 0) {
		struct stream s = { (uint32_t)strtoul(argv[2], NULL, 0) };
		unsigned long n = strtoul(argv[3], NULL, 0);
		uint8_t buf[4096];
		while (n > 0) {
			size_t k = n < sizeof buf ? n : sizeof buf;
			stream_fill(&s, buf, k);
			if (fwrite(buf, 1, k, stdout) != k)
				return 1;
			n -= k;
		}
		return 0;
	}
	if (argc < 2 || (strcmp(argv[1], "server") != 0 && strcmp(argv[1], "client") != 0))
		return usage("no role");
	memset(&o, 0, sizeof o);
	o.server = strcmp(argv[1], "server") == 0;
	o.bytes = 1048576;
	o.seed = o.server ? 2 : 1;
	for (i = 2; i < argc; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
		size_t k;
		if (strcmp(a, "--devid") == 0) {
			o.devid = 1;
			continue;
		}
		if (strcmp(a, "--check-device") == 0) {
			o.check_device = 1;
			continue;
		}
		if (v == NULL)
			return usage("an option needs a value");
		i++;
		if (strcmp(a, "--suite") == 0) {
			for (k = 0; k < sizeof suites / sizeof suites[0]; k++)
				if (strcmp(v, suites[k].id) == 0)
					o.suite = &suites[k];
			if (o.suite == NULL)
				return usage("unknown suite");
		} else if (strcmp(a, "--port") == 0) {
			o.port = atoi(v);
		} else if (strcmp(a, "--port-file") == 0) {
			o.port_file = v;
		} else if (strcmp(a, "--cert") == 0) {
			o.cert = v;
		} else if (strcmp(a, "--key") == 0) {
			o.key = v;
		} else if (strcmp(a, "--ca") == 0) {
			o.ca = v;
		} else if (strcmp(a, "--bytes") == 0) {
			o.bytes = strtoul(v, NULL, 0);
		} else if (strcmp(a, "--seed") == 0) {
			o.seed = (uint32_t)strtoul(v, NULL, 0);
		} else {
			return usage("unknown option");
		}
	}
	if (o.suite == NULL)
		return usage("no --suite");
	if (o.server ? o.cert == NULL || o.key == NULL : o.ca == NULL)
		return usage(o.server ? "a server needs --cert and --key" : "a client needs --ca");
	return run(&o);
}
