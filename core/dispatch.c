/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Kernel dispatch: one process-wide choice, made once (thread-safe), that
 * the environment can force (AESALT_KERNEL), restrict to constant-time
 * kernels (AESALT_CONSTANT_TIME=1) and report (AESALT_VERBOSE).
 * A kernel is chosen from a const table; nothing is patched at run time
 * and no ifunc is used (it breaks under dlopen(RTLD_NOW), as Nettle found).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "kernel.h"

/* Bare metal (AESALT_NO_ENV, set by CMake for CMAKE_SYSTEM_NAME Generic)
 * has no environment and nobody reads stderr: getenv() and fprintf() would
 * only pull the C library's stdio into the firmware (about 6 KiB of flash
 * with newlib-nano, bench/results/footprint.md).  There the choice is the
 * build's (AESALT_KERNELS, AESALT_CONSTANT_TIME) and the code's
 * (aesalt_kernel_select, aesalt_kernel_require_constant_time), and the reports
 * are dropped. */
#if defined(AESALT_NO_ENV)
static const char *env_get(const char *name)
{
	(void)name;
	return NULL;
}
static void say(const char *fmt, ...)
{
	(void)fmt;
}
#define say_usable() ((void)0)
#else
#define env_get(name) getenv(name)
#define say(...) fprintf(stderr, __VA_ARGS__)
#define say_usable() list_usable(stderr)
#endif

/* The once-init, in the first of three ways the target allows:
 *  - pthread_once where CMake found pthreads;
 *  - else C11 atomics where int is lock-free (built on the host too with
 *    AESALT_ATOMIC_ONCE, and run under ThreadSanitizer by the "tsan"
 *    preset): the first caller moves the state from 0 to 1 with a
 *    compare-exchange and runs init, the others wait until it stores 2
 *    (release/acquire, so they see everything init wrote).  init only
 *    reads the environment and scans the kernel table: the wait is short;
 *  - else a plain flag, correct only without concurrent first use (the
 *    single-threaded systems aesalt.h names). */
#if defined(AESALT_HAVE_PTHREAD)
#include <pthread.h>
static pthread_once_t once = PTHREAD_ONCE_INIT;
#define RUN_ONCE(fn) pthread_once(&once, fn)
#elif !defined(__STDC_NO_ATOMICS__) && defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#include <stdatomic.h>
#if ATOMIC_INT_LOCK_FREE == 2
static atomic_int once_state; /* 0 not started, 1 running, 2 done */

static void run_once(void (*fn)(void))
{
	int expected = 0;

	if (atomic_load_explicit(&once_state, memory_order_acquire) == 2)
		return;
	if (atomic_compare_exchange_strong_explicit(&once_state, &expected, 1, memory_order_acquire,
						    memory_order_acquire)) {
		fn();
		atomic_store_explicit(&once_state, 2, memory_order_release);
		return;
	}
	while (atomic_load_explicit(&once_state, memory_order_acquire) != 2)
		;
}
#define RUN_ONCE(fn) run_once(fn)
#endif
#endif
#if !defined(RUN_ONCE)
/* Single-threaded systems only: no concurrent first use (aesalt.h). */
static int once_done;
#define RUN_ONCE(fn)                                                                               \
	do {                                                                                       \
		if (!once_done) {                                                                  \
			fn();                                                                      \
			once_done = 1;                                                             \
		}                                                                                  \
	} while (0)
#endif

#ifndef __STDC_NO_ATOMICS__
#include <stdatomic.h>
static _Atomic(const struct aesalt_kernel *) active;
#define ACTIVE_LOAD() atomic_load(&active)
#define ACTIVE_STORE(k) atomic_store(&active, (k))
#else
static const struct aesalt_kernel *volatile active;
#define ACTIVE_LOAD() (active)
#define ACTIVE_STORE(k) (active = (k))
#endif

static int verbose;

/* Constant time only: set by the build (CMake AESALT_CONSTANT_TIME=ON
 * defines AESALT_CONSTANT_TIME_BUILD, and then no other kernel is even
 * built), by the environment (AESALT_CONSTANT_TIME=1, read once at init)
 * or by aesalt_kernel_require_constant_time(); never cleared.  A kernel
 * without AESALT_KERNEL_CONSTTIME is then neither chosen nor listed, and
 * naming it is refused. */
#if defined(AESALT_CONSTANT_TIME_BUILD)
#define CT_ONLY() 1
#define CT_ONLY_SET() ((void)0)
#elif !defined(__STDC_NO_ATOMICS__)
static atomic_int ct_only;
#define CT_ONLY() atomic_load(&ct_only)
#define CT_ONLY_SET() atomic_store(&ct_only, 1)
#else
static volatile int ct_only;
#define CT_ONLY() (ct_only)
#define CT_ONLY_SET() (ct_only = 1)
#endif

/* Whether the environment variable name is set to something other than
 * "" and "0". */
static int env_on(const char *name)
{
	const char *v = env_get(name);
	return v != NULL && *v != '\0' && strcmp(v, "0") != 0;
}

static int kernel_ct(const struct aesalt_kernel *k)
{
	return (k->flags & AESALT_KERNEL_CONSTTIME) != 0;
}

/* Constant time only?  aesalt_kernel_count() and aesalt_kernel_name() ask
 * before the once-init too (they do not run it), hence the environment as
 * well as the flag. */
static int ct_rule(void)
{
	return CT_ONLY() || env_on("AESALT_CONSTANT_TIME");
}

/* The CPU can run it (and it is not kept out by the constant-time rule). */
static int kernel_usable(const struct aesalt_kernel *k)
{
	if (!kernel_ct(k) && ct_rule())
		return 0;
	return k->usable == NULL || k->usable();
}

/* NULL when no kernel of this build can run here (AESALT_KERNELS left only
 * kernels this CPU lacks, or none of them is constant time under
 * AESALT_CONSTANT_TIME=1): key set-up then fails. */
static const struct aesalt_kernel *default_kernel(void)
{
	size_t i;
	for (i = 0; i < aesalt_kernels_len; i++)
		if (kernel_usable(aesalt_kernels[i]))
			return aesalt_kernels[i];
	return NULL;
}

#if !defined(AESALT_NO_ENV)
static void list_usable(FILE *f)
{
	size_t i;
	for (i = 0; i < aesalt_kernels_len; i++)
		if (kernel_usable(aesalt_kernels[i]))
			fprintf(f, " %s", aesalt_kernels[i]->name);
}
#endif

/* Finds the kernel called name.  Prints why it is refused when loud. */
static int lookup(const char *name, const struct aesalt_kernel **out, int loud, const char *why)
{
	size_t i;
	for (i = 0; i < aesalt_kernels_len; i++) {
		const struct aesalt_kernel *k = aesalt_kernels[i];
		if (strcmp(k->name, name) != 0)
			continue;
		if (!kernel_ct(k) && ct_rule()) {
			if (loud) {
				say("aesalt: %s kernel '%s' refused: not constant time, and "
				    "constant-time kernels only are allowed (%s; usable:",
				    why, name,
#if defined(AESALT_CONSTANT_TIME_BUILD)
				    "built with AESALT_CONSTANT_TIME=ON"
#else
				    "AESALT_CONSTANT_TIME=1 or "
				    "aesalt_kernel_require_constant_time()"
#endif
				);
				say_usable();
				say(")\n");
			}
			return AESALT_ERR_UNSUPPORTED;
		}
		if (!kernel_usable(k)) {
			if (loud) {
				say("aesalt: %s kernel '%s' refused: this CPU cannot run it "
				    "(usable:",
				    why, name);
				say_usable();
				say(")\n");
			}
			return AESALT_ERR_UNSUPPORTED;
		}
		*out = k;
		return AESALT_OK;
	}
	if (loud) {
		say("aesalt: %s kernel '%s' refused: no such kernel in this build (usable:", why,
		    name);
		say_usable();
		say(")\n");
	}
	return AESALT_ERR_UNSUPPORTED;
}

static void init(void)
{
	const char *var = "AESALT_KERNEL";
	const char *name = env_get(var);
	const struct aesalt_kernel *k;

	if (name == NULL || *name == '\0') { /* its deprecated name, still read */
		var = "AESALT_IMPL";
		name = env_get(var);
	}

	verbose = env_on("AESALT_VERBOSE");
	if (env_on("AESALT_CONSTANT_TIME"))
		CT_ONLY_SET();
	k = default_kernel();
	if (name != NULL && *name != '\0' && strcmp(name, "auto") != 0) {
		/* A forced kernel that cannot run is never replaced by another:
		 * key set-up fails instead, so an override loop never tests the
		 * wrong kernel. */
		if (lookup(name, &k, 1, var) != AESALT_OK) {
			say("aesalt: no kernel active; key set-up will fail with "
			    "AESALT_ERR_UNSUPPORTED\n");
			k = NULL;
		} else if (verbose) {
			say("aesalt: kernel %s (forced by %s)\n", k->name, var);
		}
	} else if (k == NULL) {
		say("aesalt: no kernel of this build %s; key set-up will fail "
		    "with AESALT_ERR_UNSUPPORTED\n",
		    CT_ONLY() ? "is constant time and can run on this CPU" : "can run on this CPU");
	} else if (verbose) {
		say("aesalt: kernel %s (default%s; usable:", k->name,
		    CT_ONLY() ? ", constant time only" : "");
		say_usable();
		say(")\n");
	}
	ACTIVE_STORE(k);
}

/* see kernel.h */
const struct aesalt_kernel *aesalt_kernel_current(void)
{
	const struct aesalt_kernel *k;

	RUN_ONCE(init);
	k = ACTIVE_LOAD();
	/* An aesalt_kernel_select() that raced aesalt_kernel_require_constant_time()
	 * may have stored a kernel the rule now forbids: no key is set up with
	 * it (AESALT_ERR_UNSUPPORTED) until a constant-time one is selected. */
	if (k != NULL && !kernel_ct(k) && CT_ONLY())
		return NULL;
	return k;
}

/* see aesalt.h */
size_t aesalt_kernel_count(void)
{
	size_t i, n = 0;
	for (i = 0; i < aesalt_kernels_len; i++)
		n += kernel_usable(aesalt_kernels[i]) != 0;
	return n;
}

/* see aesalt.h */
const char *aesalt_kernel_name(size_t i)
{
	size_t j;
	for (j = 0; j < aesalt_kernels_len; j++) {
		if (!kernel_usable(aesalt_kernels[j]))
			continue;
		if (i-- == 0)
			return aesalt_kernels[j]->name;
	}
	return NULL;
}

/* see aesalt.h */
int aesalt_kernel_select(const char *name)
{
	const struct aesalt_kernel *k = NULL;
	int ret;

	RUN_ONCE(init);
	if (name == NULL || strcmp(name, "auto") == 0) {
		k = default_kernel();
		if (k == NULL)
			return AESALT_ERR_UNSUPPORTED;
	} else {
		ret = lookup(name, &k, verbose, "requested");
		if (ret != AESALT_OK)
			return ret;
	}
	ACTIVE_STORE(k);
	if (verbose)
		say("aesalt: kernel %s (selected)\n", k->name);
	return AESALT_OK;
}

/* see aesalt.h */
int aesalt_kernel_require_constant_time(void)
{
	const struct aesalt_kernel *k, *prev;

	RUN_ONCE(init);
	CT_ONLY_SET();
	prev = ACTIVE_LOAD();
	if (prev == NULL) /* a refused AESALT_KERNEL stays refused */
		return AESALT_ERR_UNSUPPORTED;
	if (kernel_ct(prev))
		return AESALT_OK;
	/* The active kernel (the default, or one selected before) is not
	 * constant time: back to the automatic choice, now among the
	 * constant-time kernels, and said so.  Keys set up before keep their
	 * kernel. */
	k = default_kernel();
	ACTIVE_STORE(k);
	if (k == NULL) {
		say("aesalt: no constant-time kernel of this build can run on this "
		    "CPU; key set-up will fail with AESALT_ERR_UNSUPPORTED\n");
		return AESALT_ERR_UNSUPPORTED;
	}
	say("aesalt: kernel %s (constant time required; %s is not)\n", k->name, prev->name);
	return AESALT_OK;
}

/* see aesalt.h */
const char *aesalt_kernel_active(void)
{
	const struct aesalt_kernel *k = aesalt_kernel_current();
	return k != NULL ? k->name : NULL;
}

/* see aesalt.h */
int aesalt_kernel_constant_time(const char *name)
{
	size_t i;
	if (name == NULL)
		return AESALT_ERR_UNSUPPORTED;
	for (i = 0; i < aesalt_kernels_len; i++)
		if (strcmp(aesalt_kernels[i]->name, name) == 0)
			return kernel_ct(aesalt_kernels[i]);
	return AESALT_ERR_UNSUPPORTED;
}

/* The deprecated names of aesalt.h: the functions above. */
size_t aesalt_impl_count(void)
{
	return aesalt_kernel_count();
}

const char *aesalt_impl_name(size_t i)
{
	return aesalt_kernel_name(i);
}

int aesalt_impl_select(const char *name)
{
	return aesalt_kernel_select(name);
}

const char *aesalt_impl_active(void)
{
	return aesalt_kernel_active();
}

int aesalt_impl_constant_time(const char *name)
{
	return aesalt_kernel_constant_time(name);
}

int aesalt_impl_require_constant_time(void)
{
	return aesalt_kernel_require_constant_time();
}
