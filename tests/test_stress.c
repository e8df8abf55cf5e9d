/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Thread stress, for the ThreadSanitizer build (preset "tsan"; it runs in
 * every unit suite too, where it catches only gross races):
 *
 * 1. First use from 16 threads at once, in a fresh forked process per
 *    round: behind a barrier, each thread's first library call is
 *    aesalt_kernel_select() of some kernel, "auto", aesalt_kernel_active() or a
 *    one-shot GCM; then each thread keeps selecting and encrypting.  Every
 *    result must be the known answer, whichever kernel a key got.
 * 2. Shared read-only keys: for every kernel, one set of expanded keys
 *    (AES encryption and decryption, XTS, a keyed GCM context, a keyed CMAC
 *    context) is made once and then used by 16 threads at once, each with
 *    its own buffers and its own copies of the contexts (memcpy, as
 *    aesalt.h allows), while a 17th thread keeps switching the process
 *    kernel.  Every result must equal the single-threaded one.
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

/* XTS left out of the build (AESALT_XTS=OFF): the calls must still be
 * refused the same way from every thread. */
#if defined(AESALT_NO_XTS)
#define XTS_RC AESALT_ERR_UNSUPPORTED
#else
#define XTS_RC 0
#endif

#ifndef NTHREADS
#define NTHREADS 16
#endif
#define ROUNDS 4
#define MAXK 16
#define MSG 200

static const char *names[MAXK]; /* read before any fork, in the parent */
static size_t nnames;

/* ---- 1. first use -------------------------------------------------------- */

/* Futex words need 4-byte alignment, which the m68k ABI does not give
 * these types (glibc then aborts: "The futex facility returned an
 * unexpected error code"); 8, the hosts' own, never reduces it. */
static _Alignas(8) pthread_barrier_t barrier;
static int bad[NTHREADS];

static int gcm_ok(void)
{
	uint8_t ct[60], tag[16];
	return aesalt_gcm_encrypt(key, 16, iv, 12, aad, 20, pt, ct, 60, tag, 16) == 0 &&
	       memcmp(ct, want_ct, 60) == 0 && memcmp(tag, want_tag, 16) == 0;
}

static void *first_use(void *arg)
{
	size_t t = (size_t)(uintptr_t)arg, i;
	pthread_barrier_wait(&barrier);
	switch (t % 4) {
	case 0:
		bad[t] += aesalt_kernel_select(names[t / 4 % nnames]) != 0;
		break;
	case 1:
		bad[t] += aesalt_kernel_select("auto") != 0;
		break;
	case 2:
		bad[t] += aesalt_kernel_active() == NULL;
		break;
	default:
		bad[t] += !gcm_ok();
		break;
	}
	for (i = 0; i < 20; i++) {
		if (i % 3 == t % 3)
			bad[t] += aesalt_kernel_select(names[(t + i) % nnames]) != 0;
		bad[t] += !gcm_ok();
	}
	return NULL;
}

/* In a forked child: returns the exit status. */
static int race(void)
{
	pthread_t th[NTHREADS];
	size_t i;
	int failed = 0;

	if (pthread_barrier_init(&barrier, NULL, NTHREADS) != 0)
		return 2;
	for (i = 0; i < NTHREADS; i++)
		if (pthread_create(&th[i], NULL, first_use, (void *)(uintptr_t)i) != 0)
			_exit(2); /* the others wait at the barrier forever */
	for (i = 0; i < NTHREADS; i++)
		pthread_join(th[i], NULL);
	pthread_barrier_destroy(&barrier);
	for (i = 0; i < NTHREADS; i++)
		if (bad[i] != 0) {
			fprintf(stderr, "test_stress: thread %zu: %d wrong results\n", i, bad[i]);
			failed = 1;
		}
	return failed;
}

/* ---- 2. shared read-only keys ---------------------------------------------- */

struct shared {
	aesalt_aes_key enc, dec, tweak;
	aesalt_gcm_ctx gcm; /* keyed, never started: each thread copies it */
	aesalt_cmac_ctx cmac;
	uint8_t msg[MSG];
	/* the single-threaded answers */
	uint8_t ecb[MSG / 16 * 16], cbc[MSG / 16 * 16], ctr[MSG], xts[MSG], gcm_ct[MSG];
	uint8_t gcm_tag[16], cmac_mac[16];
};

static struct shared sh;
static int stop_switching; /* under stop_lock */
static _Alignas(8) pthread_mutex_t stop_lock = PTHREAD_MUTEX_INITIALIZER;

/* Every mode over the shared keys; 0 if every answer is right. */
static int use_shared(const struct shared *s, uint8_t *out /* MSG */)
{
	uint8_t ivb[16] = { 0 }, ctr[16] = { 0 }, stream[16], tweak[16] = { 1 }, tag[16];
	size_t off = 0;
	aesalt_gcm_ctx g;
	aesalt_cmac_ctx c;
	int bad = 0;
	const size_t whole = MSG / 16 * 16;

	bad += aesalt_ecb_enc(&s->enc, out, s->msg, whole) != 0 || memcmp(out, s->ecb, whole);
	bad += aesalt_ecb_dec(&s->dec, out, out, whole) != 0 || memcmp(out, s->msg, whole);
	bad += aesalt_cbc_enc(&s->enc, out, s->msg, whole, ivb) != 0 || memcmp(out, s->cbc, whole);
	bad += aesalt_ctr(&s->enc, out, s->msg, MSG, ctr, stream, &off) != 0 ||
	       memcmp(out, s->ctr, MSG);
	bad += aesalt_xts_enc(&s->enc, &s->tweak, out, s->msg, MSG, tweak) != XTS_RC ||
	       (XTS_RC == 0 && memcmp(out, s->xts, MSG) != 0);
	memcpy(&g, &s->gcm, sizeof g);
	bad += aesalt_gcm_start(&g, 1, iv, 12) != 0 || aesalt_gcm_aad(&g, aad, 20) != 0 ||
	       aesalt_gcm_update(&g, out, s->msg, 77) != 0 ||
	       aesalt_gcm_update(&g, out + 77, s->msg + 77, MSG - 77) != 0 ||
	       aesalt_gcm_finish(&g, tag, 16) != 0 || memcmp(out, s->gcm_ct, MSG) ||
	       memcmp(tag, s->gcm_tag, 16);
	memcpy(&c, &s->cmac, sizeof c);
	bad += aesalt_cmac_update(&c, s->msg, 33) != 0 ||
	       aesalt_cmac_update(&c, s->msg + 33, MSG - 33) != 0 ||
	       aesalt_cmac_finish(&c, tag) != 0 || memcmp(tag, s->cmac_mac, 16);
	/* and a one-shot call, on whichever kernel is selected right now */
	bad += !gcm_ok();
	return bad;
}

static void *worker(void *arg)
{
	int *failed = arg, i;
	uint8_t out[MSG];
	for (i = 0; i < 30; i++)
		*failed += use_shared(&sh, out);
	return NULL;
}

static void *switcher(void *arg)
{
	size_t i = 0;
	int *failed = arg;
	for (;;) {
		int stop;
		pthread_mutex_lock(&stop_lock);
		stop = stop_switching;
		pthread_mutex_unlock(&stop_lock);
		if (stop)
			break;
		*failed += aesalt_kernel_select(i % (nnames + 1) == nnames
							? NULL
							: names[i % (nnames + 1)]) != 0;
		i++;
	}
	return NULL;
}

static void shared_keys(const char *kernel)
{
	uint8_t k[32], ivb[16] = { 0 }, ctr[16] = { 0 }, stream[16], tweak[16] = { 1 };
	uint64_t seed = 77;
	size_t off = 0, i;
	pthread_t th[NTHREADS], sw;
	int failed[NTHREADS] = { 0 }, sw_failed = 0;

	CHECK(aesalt_kernel_select(kernel) == 0, "select %s", kernel);
	memset(&sh, 0, sizeof sh);
	test_fill(&seed, k, 32);
	test_fill(&seed, sh.msg, MSG);
	CHECK(aesalt_aes_setkey_enc(&sh.enc, k, 16) == 0 &&
		      aesalt_aes_setkey_dec(&sh.dec, k, 16) == 0 &&
		      aesalt_aes_setkey_enc(&sh.tweak, k + 16, 16) == 0 &&
		      aesalt_gcm_setkey(&sh.gcm, k, 16) == 0 &&
		      aesalt_cmac_setkey(&sh.cmac, k, 16) == 0,
	      "%s: key set-up", kernel);
	/* the answers, single-threaded */
	CHECK(aesalt_ecb_enc(&sh.enc, sh.ecb, sh.msg, sizeof sh.ecb) == 0 &&
		      aesalt_cbc_enc(&sh.enc, sh.cbc, sh.msg, sizeof sh.cbc, ivb) == 0 &&
		      aesalt_ctr(&sh.enc, sh.ctr, sh.msg, MSG, ctr, stream, &off) == 0 &&
		      aesalt_xts_enc(&sh.enc, &sh.tweak, sh.xts, sh.msg, MSG, tweak) == XTS_RC &&
		      aesalt_gcm_encrypt(k, 16, iv, 12, aad, 20, sh.msg, sh.gcm_ct, MSG, sh.gcm_tag,
					 16) == 0 &&
		      aesalt_cmac(k, 16, sh.msg, MSG, sh.cmac_mac) == 0,
	      "%s: single-threaded answers", kernel);

	stop_switching = 0;
	CHECK(pthread_create(&sw, NULL, switcher, &sw_failed) == 0, "pthread_create");
	for (i = 0; i < NTHREADS; i++)
		CHECK(pthread_create(&th[i], NULL, worker, &failed[i]) == 0, "pthread_create");
	for (i = 0; i < NTHREADS; i++) {
		pthread_join(th[i], NULL);
		CHECK(failed[i] == 0, "%s: thread %zu: %d wrong results over shared keys", kernel,
		      i, failed[i]);
	}
	pthread_mutex_lock(&stop_lock);
	stop_switching = 1;
	pthread_mutex_unlock(&stop_lock);
	pthread_join(sw, NULL);
	CHECK(sw_failed == 0, "%s: aesalt_kernel_select failed %d times", kernel, sw_failed);
	CHECK(strcmp(aesalt_aes_key_kernel(&sh.enc), kernel) == 0,
	      "%s: the shared key changed kernel", kernel);
	aesalt_kernel_select(NULL);
}

int main(void)
{
	size_t i;
	int r;

	test_unhex(key, sizeof key, tc4_key);
	test_unhex(iv, sizeof iv, tc4_iv);
	test_unhex(aad, sizeof aad, tc4_aad);
	test_unhex(pt, sizeof pt, tc4_pt);
	test_unhex(want_ct, sizeof want_ct, tc4_ct);
	test_unhex(want_tag, sizeof want_tag, tc4_tag);

	/* The names, without the once-init (aesalt_kernel_count and _name do not
	 * run it): each child starts its first use untouched. */
	nnames = aesalt_kernel_count();
	for (i = 0; i < nnames && i < MAXK; i++)
		names[i] = aesalt_kernel_name(i);
	CHECK(nnames >= test_min_usable() && nnames <= MAXK, "%zu kernels", nnames);
	if (nnames < 2)
		printf("test_stress: one usable kernel in this build (%s): the switching threads "
		       "select it again and again\n",
		       AESALT_TEST_KERNELS);

	fflush(NULL);
	for (r = 0; r < ROUNDS; r++) {
		int status = -1;
		pid_t pid = fork();
		if (pid == 0)
			_exit(race());
		CHECK(pid > 0, "fork failed");
		if (pid < 0)
			break;
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
		CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0,
		      "first-use round %d: child failed (status %d)", r, status);
	}

	for (i = 0; i < nnames; i++)
		shared_keys(names[i]);
	return test_summary("test_stress");
}
