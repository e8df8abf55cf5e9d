/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Concurrent first use: the kernel choice is made once, at first use, and
 * must be race-free.  Each round forks a fresh process (so the library is
 * untouched), starts 8 threads behind a barrier and lets each make its
 * first library call at the same moment:
 *   A: a one-shot GCM encryption (McGrew-Viega GCM spec, test case 4);
 *   B: aesalt_kernel_count / aesalt_kernel_name / aesalt_kernel_active, then GCM;
 *   C: half the threads A, half B.
 * All results must be equal and correct.  Then, in this process, for every
 * usable kernel, 8 threads run GCM and CTR on their own contexts at once.
 * Most useful under ThreadSanitizer; plain runs catch only gross races.
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "aesalt/aesalt.h"
#include "gcm_tc4.h"
#include "testutil.h"

#define NTHREADS 8
#define ROUNDS 10
#define MAXK 16

struct result {
	int rc;
	uint8_t ct[60], tag[16];
	size_t count;
	const char *names[MAXK];
	const char *active;
};

/* 8-byte aligned: the futex needs 4, which the m68k ABI does not give. */
static _Alignas(8) pthread_barrier_t barrier;
static struct result results[NTHREADS];
static int scenario;

static void do_gcm(struct result *r)
{
	r->rc = aesalt_gcm_encrypt(key, 16, iv, 12, aad, 20, pt, r->ct, 60, r->tag, 16);
}

static void do_names(struct result *r)
{
	size_t i;
	r->count = aesalt_kernel_count();
	for (i = 0; i < MAXK; i++)
		r->names[i] = aesalt_kernel_name(i);
	r->active = aesalt_kernel_active();
}

static void *first_use(void *arg)
{
	struct result *r = arg;
	int b = scenario == 'B' || (scenario == 'C' && (r - results) % 2 == 1);
	pthread_barrier_wait(&barrier);
	if (b) {
		do_names(r);
		do_gcm(r);
	} else {
		do_gcm(r);
		do_names(r);
	}
	return NULL;
}

/* In a forked child: the race, then the checks.  Returns the exit status. */
static int race(int which)
{
	pthread_t th[NTHREADS];
	size_t i, j;
	int started = 0;

	scenario = which;
	if (pthread_barrier_init(&barrier, NULL, NTHREADS) != 0)
		return 2;
	for (i = 0; i < NTHREADS; i++)
		started += pthread_create(&th[i], NULL, first_use, &results[i]) == 0;
	if (started != NTHREADS) {
		fprintf(stderr, "test_threads: pthread_create failed\n");
		_exit(2); /* threads wait at the barrier forever */
	}
	for (i = 0; i < NTHREADS; i++)
		pthread_join(th[i], NULL);
	pthread_barrier_destroy(&barrier);

	for (i = 0; i < NTHREADS; i++) {
		struct result *r = &results[i];
		CHECK(r->rc == 0, "scenario %c thread %zu: GCM returned %d", which, i, r->rc);
		CHECK(memcmp(r->ct, want_ct, 60) == 0 && memcmp(r->tag, want_tag, 16) == 0,
		      "scenario %c thread %zu: wrong GCM result", which, i);
		CHECK(r->count >= test_min_usable() && r->active != NULL,
		      "scenario %c thread %zu: count %zu, active %s", which, i, r->count,
		      r->active ? r->active : "(null)");
		CHECK(r->count == results[0].count && (r->active == results[0].active ||
						       (r->active && results[0].active &&
							strcmp(r->active, results[0].active) == 0)),
		      "scenario %c thread %zu: sees another count or active kernel", which, i);
		for (j = 0; j < MAXK; j++) {
			const char *a = r->names[j], *b = results[0].names[j];
			CHECK((j < r->count) == (a != NULL) &&
				      (a == b || (a && b && strcmp(a, b) == 0)),
			      "scenario %c thread %zu: name %zu differs", which, i, j);
		}
	}
	return test_failed != 0 || test_passed == 0;
}

/* ---- all kernels, concurrent use after the first ---------------------- */

struct work {
	uint64_t seed;
	int failed;
};

static void *hammer(void *arg)
{
	struct work *w = arg;
	int i;
	for (i = 0; i < 50; i++) {
		uint8_t k[32], n[12], m[200], c[200], d[200], t[16], t2[16], ctr[16], c2[200];
		aesalt_gcm_ctx g;
		size_t len = (size_t)(test_rand(&w->seed) % 200);
		test_fill(&w->seed, k, 32);
		test_fill(&w->seed, n, 12);
		test_fill(&w->seed, m, len);
		test_fill(&w->seed, ctr, 16);
		memset(&g, 0, sizeof g);
		if (aesalt_gcm_encrypt(k, 32, n, 12, NULL, 0, m, c, len, t, 16) != 0 ||
		    aesalt_gcm_decrypt(k, 32, n, 12, NULL, 0, c, d, len, t, 16) != 0 ||
		    memcmp(d, m, len) != 0)
			w->failed++;
		/* the streaming context agrees with the one-shot call */
		if (aesalt_gcm_setkey(&g, k, 32) != 0 || aesalt_gcm_start(&g, 1, n, 12) != 0 ||
		    aesalt_gcm_update(&g, c2, m, len) != 0 || aesalt_gcm_finish(&g, t2, 16) != 0 ||
		    memcmp(c2, c, len) != 0 || memcmp(t2, t, 16) != 0)
			w->failed++;
		memcpy(c2, m, len);
		if (aesalt_aes_ctr(k, 16, ctr, c2, c2, len) != 0)
			w->failed++;
	}
	return NULL;
}

static void test_kernels_concurrently(void)
{
	size_t n = aesalt_kernel_count(), k, i;
	for (k = 0; k < n; k++) {
		pthread_t th[NTHREADS];
		struct work w[NTHREADS];
		const char *name = aesalt_kernel_name(k);
		CHECK(name != NULL && aesalt_kernel_select(name) == 0, "select kernel %zu", k);
		for (i = 0; i < NTHREADS; i++) {
			w[i].seed = 1000 + i;
			w[i].failed = 0;
			CHECK(pthread_create(&th[i], NULL, hammer, &w[i]) == 0, "pthread_create");
		}
		for (i = 0; i < NTHREADS; i++) {
			pthread_join(th[i], NULL);
			CHECK(w[i].failed == 0, "%s: thread %zu had %d wrong results", name, i,
			      w[i].failed);
		}
	}
	aesalt_kernel_select(NULL);
}

int main(void)
{
	static const int scen[] = { 'A', 'B', 'C' };
	size_t s;
	int r;

	test_unhex(key, sizeof key, tc4_key);
	test_unhex(iv, sizeof iv, tc4_iv);
	test_unhex(aad, sizeof aad, tc4_aad);
	test_unhex(pt, sizeof pt, tc4_pt);
	test_unhex(want_ct, sizeof want_ct, tc4_ct);
	test_unhex(want_tag, sizeof want_tag, tc4_tag);

	/* No library call before the forks: each child starts untouched. */
	fflush(NULL);
	for (s = 0; s < 3; s++) {
		for (r = 0; r < ROUNDS; r++) {
			int status = -1;
			pid_t pid = fork();
			if (pid == 0)
				_exit(race(scen[s]));
			CHECK(pid > 0, "fork failed");
			if (pid < 0)
				break;
			while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
				;
			CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0,
			      "scenario %c round %d: child failed (status %d)", scen[s], r, status);
		}
	}

	test_kernels_concurrently();
	return test_summary("test_threads");
}
