/* SPDX-License-Identifier: Apache-2.0 */
/*
 * aesalt-bench: host throughput of every usable aesalt kernel, per mode, key
 * size and message size, with OpenSSL's libcrypto (through EVP) as reference
 * rows, laid out like `openssl speed`.  It is not a test: it never fails
 * because of a time.  Under qemu the instruction-count harness is the right
 * measure; wall-clock numbers of an emulator mean little.
 *
 * Each cell (implementation, mode, key size, message size):
 *  1. sets up the key and state once, outside the timed part, as openssl
 *     speed keeps one EVP context per cipher;
 *  2. runs one message and digests its output, so that implementations
 *     that disagree are reported (a kernel that is fast because it is
 *     wrong should not go unnoticed);
 *  3. calibrates a batch size and warms up (caches, clock frequency);
 *  4. runs 3 times, each time repeating whole messages until at least
 *     --time seconds have passed, and keeps the fastest run.
 *
 * Time is CLOCK_MONOTONIC.  On x86 the cycle column is the time-stamp
 * counter (reference cycles at a constant rate, not core clock cycles);
 * elsewhere there is no portable cycle counter and the column is "-".
 *
 * The operations (mode names, key sizes, what the key bytes are, the
 * set-up and the message of each row) are bench/ops.c's, shared with
 * aesalt-insn-bench, so a mode means the same in both.  The OpenSSL parts
 * are compiled only with BENCH_OPS_OPENSSL (CMake defines it when it finds
 * libcrypto), so the bench builds for targets without OpenSSL too.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "aesalt/aesalt.h"

#include "ops.h"

#ifdef BENCH_OPS_OPENSSL
#include <openssl/crypto.h>
#endif

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <x86intrin.h>
#define BENCH_HAVE_TSC 1
#endif

#define BENCH_VERSION "0.1"
#define DEFAULT_TIME 0.1   /* seconds per timed run; see README.md */
#define RUNS 3		   /* best of */
#define MAX_MSG (1u << 20) /* largest message --sizes accepts */
#define MAX_SIZES 16
#define MAX_IMPLS 32
#define MAX_NOTES 64

static uint8_t *g_in, *g_out, *g_ct; /* messages, outputs, gcm-dec ciphertexts */

/* The modes and sizes of --quick: one of each family, a small, a medium
 * and a large message. */
static const char *const g_quick_modes[] = { "ecb",	"cbc-dec", "ctr",  "xts",
					     "gcm-enc", "ccm-enc", "cmac", "aegis128l" };
static const size_t g_quick_sizes[] = { 16, 1024, 8192 };
static const size_t g_default_sizes[] = { 16, 256, 1024, 8192, 16384 };

/* ---- implementations --------------------------------------------------------- */

struct impl {
	const char *name;
	int openssl;
};

static int impl_has_op(const struct impl *im, const struct bench_op *m)
{
	if (!im->openssl)
		return 1;
#ifdef BENCH_OPS_OPENSSL
	return m->o_run != NULL;
#else
	(void)m;
	return 0;
#endif
}

static bench_fn row_setup(const struct impl *im, const struct bench_op *m)
{
#ifdef BENCH_OPS_OPENSSL
	if (im->openssl)
		return m->o_setup;
#endif
	(void)im;
	return m->a_setup;
}

static bench_fn row_run(const struct impl *im, const struct bench_op *m)
{
#ifdef BENCH_OPS_OPENSSL
	if (im->openssl)
		return m->o_run;
#endif
	(void)im;
	return m->a_run;
}

/* ---- clocks ------------------------------------------------------------------ */

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* CPU time of this thread, or a negative value where there is no such
 * clock.  Wall time is what is measured; this only tells how much of it
 * other processes took. */
static double cpu_s(clockid_t id)
{
	struct timespec ts;
	if (clock_gettime(id, &ts))
		return -1;
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

#ifdef CLOCK_THREAD_CPUTIME_ID
#define THREAD_CLOCK CLOCK_THREAD_CPUTIME_ID
#define PROCESS_CLOCK CLOCK_PROCESS_CPUTIME_ID
#else
#define THREAD_CLOCK ((clockid_t)-1)
#define PROCESS_CLOCK ((clockid_t)-1)
#endif

static uint64_t ticks(void)
{
#ifdef BENCH_HAVE_TSC
	return __rdtsc();
#else
	return 0;
#endif
}

/* ---- measurement ------------------------------------------------------------- */

struct result {
	int status;   /* 0 ok, 1 not applicable to this size, else error code */
	double mib_s; /* best run */
	double cpb;   /* TSC ticks per byte of the best run; < 0: none */
	double share; /* CPU time / wall time of the best run; < 0: unknown */
};

/* Below this share of the CPU the best run was preempted enough to matter;
 * its cell is marked with '?'. */
#define SHARE_MIN 0.9

static double g_tsc_ticks, g_tsc_secs; /* all timed runs, for the TSC rate */
static size_t g_npreempted;	       /* cells marked '?' */

static int run_n(bench_fn op, struct bench_state *j, uint64_t n)
{
	for (uint64_t i = 0; i < n; i++) {
		int r = op(j);
		if (r)
			return r;
	}
	return 0;
}

/* Batches of whole messages keep the clock reads out of the cost of small
 * messages: a batch lasts about 1/20 of a run. */
static int measure(bench_fn op, struct bench_state *j, double tmin, struct result *res)
{
	uint64_t batch = 1;
	double t0, dt;
	int r;

	for (;;) {
		t0 = now_s();
		if ((r = run_n(op, j, batch)))
			return r;
		dt = now_s() - t0;
		if (dt >= tmin / 20 || batch >= (UINT64_C(1) << 40))
			break;
		batch *= 2;
	}
	/* Warm-up: bring the clock frequency and caches to a steady state. */
	t0 = now_s();
	do {
		if ((r = run_n(op, j, batch)))
			return r;
	} while (now_s() - t0 < tmin / 4);

	res->mib_s = 0;
	res->cpb = -1;
	res->share = -1;
	for (int run = 0; run < RUNS; run++) {
		uint64_t iters = 0, c0, c1;
		double rate, u0, u1;

		u0 = cpu_s(THREAD_CLOCK);
		t0 = now_s();
		c0 = ticks();
		do {
			if ((r = run_n(op, j, batch)))
				return r;
			iters += batch;
			dt = now_s() - t0;
		} while (dt < tmin);
		c1 = ticks();
		u1 = cpu_s(THREAD_CLOCK);
		rate = (double)iters * (double)j->len / dt;
		g_tsc_ticks += (double)(c1 - c0);
		g_tsc_secs += dt;
		if (rate / (1024.0 * 1024.0) > res->mib_s) {
			res->mib_s = rate / (1024.0 * 1024.0);
			res->share = u0 < 0 || u1 < 0 ? -1 : (u1 - u0) / dt;
#ifdef BENCH_HAVE_TSC
			res->cpb = (double)(c1 - c0) / ((double)iters * (double)j->len);
#endif
		}
	}
	return 0;
}

/* First digest seen per (mode, key, size); later implementations are
 * compared with it. */
struct digest {
	size_t mode, size;
	unsigned keybits;
	uint64_t h;
	const char *impl;
};

static struct digest g_digests[64 * 3 * MAX_SIZES];
static size_t g_ndigests;

static char g_notes[MAX_NOTES][200];
static size_t g_nnotes, g_nmismatch;

/* Remarks printed after the table, so they do not break it up. */
static void note(const char *impl, const struct bench_state *j, const char *msg)
{
	if (g_nnotes == MAX_NOTES)
		return;
	if (j)
		snprintf(g_notes[g_nnotes++], sizeof g_notes[0], "%s %s %u, %zu bytes: %s", impl,
			 j->op->name, j->keybits, j->len, msg);
	else
		snprintf(g_notes[g_nnotes++], sizeof g_notes[0], "%s: %s", impl, msg);
}

/* Returns 1 when the output differs from an earlier implementation's. */
static int cross_check(const char *impl, size_t mode_idx, const struct bench_state *j)
{
	uint64_t h = bench_digest(j);
	for (size_t i = 0; i < g_ndigests; i++) {
		struct digest *d = &g_digests[i];
		if (d->mode == mode_idx && d->keybits == j->keybits && d->size == j->len) {
			char msg[96];
			if (d->h == h)
				return 0;
			snprintf(msg, sizeof msg, "output differs from %s's (one of them is wrong)",
				 d->impl);
			note(impl, j, msg);
			g_nmismatch++;
			return 1;
		}
	}
	if (g_ndigests < sizeof g_digests / sizeof g_digests[0])
		g_digests[g_ndigests++] = (struct digest){ .mode = mode_idx,
							   .size = j->len,
							   .keybits = j->keybits,
							   .h = h,
							   .impl = impl };
	return 0;
}

static const char *err_text(int r)
{
	if (r == BENCH_ERR_OSSL)
		return "an OpenSSL call failed";
	if (r == BENCH_ERR_LEN)
		return "OpenSSL wrote an unexpected length";
	return aesalt_strerror(r);
}

/* ---- options and output ------------------------------------------------------ */

struct opts {
	const char *impls, *modes, *keys, *csv;
	size_t sizes[MAX_SIZES];
	size_t nsizes;
	double time;
	int quick, markdown, list;
};

/* Is word one of the comma-separated names in list (NULL: all)? */
static int in_list(const char *list, const char *word)
{
	size_t n = strlen(word);
	if (!list)
		return 1;
	for (const char *p = list; *p;) {
		const char *e = strchr(p, ',');
		size_t l = e ? (size_t)(e - p) : strlen(p);
		if (l == n && !memcmp(p, word, n))
			return 1;
		if (!e)
			break;
		p = e + 1;
	}
	return 0;
}

static int in_list_u(const char *list, unsigned v)
{
	char buf[16];
	snprintf(buf, sizeof buf, "%u", v);
	return in_list(list, buf);
}

static int parse_sizes(const char *s, struct opts *o)
{
	o->nsizes = 0;
	while (*s) {
		char *end;
		unsigned long v = strtoul(s, &end, 10);
		if (end == s || v < 1 || v > MAX_MSG || o->nsizes == MAX_SIZES ||
		    (*end && *end != ','))
			return -1;
		o->sizes[o->nsizes++] = v;
		s = *end ? end + 1 : end;
	}
	return o->nsizes ? 0 : -1;
}

static void usage(FILE *f)
{
	fprintf(f,
		"usage: aesalt-bench [options]\n"
		"  --quick           few modes and sizes, short runs (CI smoke test)\n"
		"  --impl A[,B]      only these implementations (aesalt kernels%s)\n"
		"  --mode M[,N]      only these modes\n"
		"  --keys 128[,256]  only these key sizes (XTS: per key, 128 or 256)\n"
		"  --sizes 16,1024   message sizes in bytes (1..%u)\n"
		"  --time SECONDS    minimum time of each of the %d timed runs (default %.2f)\n"
		"  --csv FILE        also write impl,mode,keybits,size,mib_s,cycles_per_byte,\n"
		"                    preempted\n"
		"  --markdown        print the table as Markdown\n"
		"  --list            list implementations and modes, then exit\n",
#ifdef BENCH_OPS_OPENSSL
		", \"openssl\"",
#else
		"",
#endif
		MAX_MSG, RUNS, DEFAULT_TIME);
}

/* Accepts "--opt value" and "--opt=value". */
static const char *opt_arg(int argc, char **argv, int *i, const char *name)
{
	size_t n = strlen(name);
	if (strncmp(argv[*i], name, n))
		return NULL;
	if (argv[*i][n] == '=')
		return argv[*i] + n + 1;
	if (argv[*i][n] || *i + 1 >= argc)
		return NULL;
	return argv[++*i];
}

static int parse_opts(int argc, char **argv, struct opts *o)
{
	const char *sizes = NULL, *time = NULL;

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *v;
		if (!strcmp(a, "--quick"))
			o->quick = 1;
		else if (!strcmp(a, "--markdown"))
			o->markdown = 1;
		else if (!strcmp(a, "--list"))
			o->list = 1;
		else if (!strcmp(a, "--help") || !strcmp(a, "-h"))
			return 1;
		else if ((v = opt_arg(argc, argv, &i, "--impl")))
			o->impls = v;
		else if ((v = opt_arg(argc, argv, &i, "--mode")))
			o->modes = v;
		else if ((v = opt_arg(argc, argv, &i, "--keys")))
			o->keys = v;
		else if ((v = opt_arg(argc, argv, &i, "--sizes")))
			sizes = v;
		else if ((v = opt_arg(argc, argv, &i, "--time")))
			time = v;
		else if ((v = opt_arg(argc, argv, &i, "--csv")))
			o->csv = v;
		else {
			fprintf(stderr, "aesalt-bench: bad option or missing value: %s\n", a);
			return -1;
		}
	}
	/* --quick sets defaults; explicit options still win. */
	o->time = o->quick ? 0.01 : DEFAULT_TIME;
	if (time) {
		char *end;
		o->time = strtod(time, &end);
		if (end == time || *end || !(o->time > 0 && o->time <= 60)) {
			fprintf(stderr, "aesalt-bench: --time wants seconds in (0, 60]\n");
			return -1;
		}
	}
	if (sizes) {
		if (parse_sizes(sizes, o)) {
			fprintf(stderr, "aesalt-bench: --sizes wants up to %d sizes in 1..%u\n",
				MAX_SIZES, MAX_MSG);
			return -1;
		}
	} else if (o->quick) {
		o->nsizes = sizeof g_quick_sizes / sizeof g_quick_sizes[0];
		memcpy(o->sizes, g_quick_sizes, sizeof g_quick_sizes);
	} else {
		o->nsizes = sizeof g_default_sizes / sizeof g_default_sizes[0];
		memcpy(o->sizes, g_default_sizes, sizeof g_default_sizes);
	}
	return 0;
}

static int mode_selected(const struct opts *o, const struct bench_op *m)
{
	if (o->modes)
		return in_list(o->modes, m->name);
	if (!o->quick)
		return 1;
	for (size_t i = 0; i < sizeof g_quick_modes / sizeof g_quick_modes[0]; i++)
		if (!strcmp(g_quick_modes[i], m->name))
			return 1;
	return 0;
}

/* --quick keeps the smallest key of each mode unless --keys says otherwise. */
static int key_selected(const struct opts *o, const struct bench_op *m, int slot)
{
	if (o->keys)
		return in_list_u(o->keys, m->keybits[slot]);
	return !o->quick || slot == 0;
}

static void cpu_model(char *buf, size_t cap)
{
	/* Field names by architecture: x86 "model name", ppc64 "cpu", riscv
	 * "uarch"/"isa", m68k "CPU", older arm "Processor". */
	static const char *const keys[] = { "model name", "cpu model", "Processor", "cpu",
					    "uarch",	  "CPU",       "isa" };
	size_t nkeys = sizeof keys / sizeof keys[0], rank = nkeys;
	char line[512];
	FILE *f = fopen("/proc/cpuinfo", "r");

	snprintf(buf, cap, "unknown");
	if (!f)
		return;
	while (fgets(line, sizeof line, f)) {
		char *colon = strchr(line, ':'), *v;
		size_t klen;
		if (!colon)
			continue;
		klen = (size_t)(colon - line);
		while (klen && (line[klen - 1] == ' ' || line[klen - 1] == '\t'))
			klen--;
		for (size_t k = 0; k < rank; k++) {
			if (strlen(keys[k]) != klen || memcmp(line, keys[k], klen))
				continue;
			v = colon + 1;
			while (*v == ' ' || *v == '\t')
				v++;
			v[strcspn(v, "\r\n")] = 0;
			if (*v) {
				snprintf(buf, cap, "%s", v);
				rank = k;
			}
			break;
		}
	}
	fclose(f);
}

static void print_info(const struct opts *o, const char *key, const char *val)
{
	char k[32];
	if (o->markdown) {
		printf("- **%s**: %s\n", key, val);
		return;
	}
	snprintf(k, sizeof k, "%s:", key);
	printf("%-10s%s\n", k, val);
}

static void print_header(const struct opts *o, const struct impl *impls, size_t nimpls)
{
	char buf[512], cpu[256];
	size_t n = 0;

	cpu_model(cpu, sizeof cpu);
	printf(o->markdown ? "### aesalt-bench %s (aesalt %d.%d.%d)\n\n"
			   : "aesalt-bench %s (aesalt %d.%d.%d)\n",
	       BENCH_VERSION, AESALT_VERSION_MAJOR, AESALT_VERSION_MINOR, AESALT_VERSION_PATCH);
	print_info(o, "CPU", cpu);
#if defined(__GNUC__) && !defined(__clang__)
	print_info(o, "Compiler", "gcc " __VERSION__);
#elif defined(__VERSION__)
	print_info(o, "Compiler", __VERSION__);
#else
	print_info(o, "Compiler", "unknown");
#endif
#ifdef BENCH_OPS_OPENSSL
	print_info(o, "OpenSSL", OpenSSL_version(OPENSSL_VERSION));
#else
	print_info(o, "OpenSSL", "not linked (built without BENCH_OPS_OPENSSL)");
#endif
	buf[0] = 0;
	for (size_t i = 0; i < nimpls && n < sizeof buf; i++) {
		if (impls[i].openssl)
			continue;
		int ct = aesalt_kernel_constant_time(impls[i].name);
		const char *what = ct == 1 ? "constant time" : ct == 0 ? "NOT constant time" : "?";
		n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s (%s)", n ? ", " : "",
				      impls[i].name, what);
	}
	if (n < sizeof buf) {
		const char *act = aesalt_kernel_active();
		snprintf(buf + n, sizeof buf - n, "%sdefault: %s", n ? "; " : "",
			 act ? act : "none (AESALT_KERNEL refused)");
	}
	print_info(o, "Kernels", buf);
	snprintf(buf, sizeof buf,
		 "best of %d runs of >= %.3f s per cell, after warm-up (CLOCK_MONOTONIC)", RUNS,
		 o->time);
	print_info(o, "Timing", buf);
#ifdef BENCH_HAVE_TSC
	print_info(o, "Cycles",
		   "c/B = TSC cycles/byte: reference cycles of the constant-rate time-stamp "
		   "counter (rdtsc), not core clock cycles");
#else
	print_info(o, "Cycles",
		   "no portable cycle counter here: c/B is \"-\"; time from "
		   "clock_gettime(CLOCK_MONOTONIC)");
#endif
	if (cpu_s(THREAD_CLOCK) >= 0) {
		snprintf(buf, sizeof buf,
			 "a '?' after MiB/s: other processes had the CPU for more than %.0f%% of "
			 "even the best run; that value is too low",
			 (1 - SHARE_MIN) * 100);
		print_info(o, "Legend", buf);
	}
	print_info(o, "Messages",
		   "whole messages, key expanded once per cell; GCM/CCM: 12-byte nonce, no AAD, "
		   "16-byte tag, one start/update/finish per message; gcm-dec checks the tag; "
		   "AEGIS: one-shot encrypt, 16-byte tag");
	for (size_t i = 0; i < bench_nops; i++) {
		if (bench_ops[i].flags & BENCH_OP_TWOKEYS) {
			snprintf(buf, sizeof buf, "%s key sizes are per key: %s", bench_ops[i].name,
				 bench_ops[i].key);
			print_info(o, "Keys", buf);
		}
	}
#ifdef BENCH_OPS_OPENSSL
	{
		int aesni = 0;
#ifdef BENCH_HAVE_TSC
		unsigned a, b, c, d;
		aesni = __get_cpuid(1, &a, &b, &c, &d) && (c >> 25 & 1);
#endif
		snprintf(buf, sizeof buf,
			 "\"openssl\" rows are libcrypto through EVP (CMAC through EVP_MAC), "
			 "with OpenSSL's own assembly%s; OpenSSL has no AEGIS%s",
			 aesni ? ": AES-NI and PCLMULQDQ on this CPU" : " for this CPU",
			 getenv("OPENSSL_ia32cap") ? "; OPENSSL_ia32cap is set" : "");
		print_info(o, "Note", buf);
	}
#endif
	printf("\n");
}

static void print_table_head(const struct opts *o)
{
	if (o->markdown) {
		printf("| impl | mode | key |");
		for (size_t i = 0; i < o->nsizes; i++)
			printf(" %zu B MiB/s | %zu B c/B |", o->sizes[i], o->sizes[i]);
		printf("\n|---|---|--:|");
		for (size_t i = 0; i < o->nsizes; i++)
			printf("--:|--:|");
		printf("\n");
		return;
	}
	printf("%-8s %-9s %4s ", "impl", "mode", "key");
	for (size_t i = 0; i < o->nsizes; i++) {
		char lab[32];
		snprintf(lab, sizeof lab, "%zu bytes", o->sizes[i]);
		printf(" %17s", lab);
	}
	printf("\n%-8s %-9s %4s ", "", "", "bits");
	for (size_t i = 0; i < o->nsizes; i++)
		printf(" %9s %7s", "MiB/s", "c/B");
	printf("\n");
}

static void fmt_cell(const struct result *r, char *mib, char *cpb, size_t cap)
{
	if (r->status == 1) {
		snprintf(mib, cap, "n/a");
		snprintf(cpb, cap, "n/a");
	} else if (r->status) {
		snprintf(mib, cap, "err");
		snprintf(cpb, cap, "err");
	} else {
		int doubt = r->share >= 0 && r->share < SHARE_MIN;
		snprintf(mib, cap, "%.1f%s", r->mib_s, doubt ? "?" : "");
		if (r->cpb < 0)
			snprintf(cpb, cap, "-");
		else
			snprintf(cpb, cap, r->cpb < 1000 ? "%.2f" : "%.0f", r->cpb);
	}
}

static void print_row(const struct opts *o, const char *impl, const struct bench_op *m,
		      unsigned keybits, const struct result *res, int mismatch)
{
	char mib[32], cpb[32];

	if (o->markdown)
		printf("| %s | %s | %u |", impl, m->name, keybits);
	else
		printf("%-8s %-9s %4u ", impl, m->name, keybits);
	for (size_t i = 0; i < o->nsizes; i++) {
		fmt_cell(&res[i], mib, cpb, sizeof mib);
		if (o->markdown)
			printf(" %s | %s |", mib, cpb);
		else
			printf(" %9s %7s", mib, cpb);
	}
	printf("%s\n", mismatch ? (o->markdown ? " **output differs**" : "  !") : "");
	fflush(stdout);
}

/* Sets up, checks and measures one cell; returns 1 when its output differs
 * from an earlier implementation's. */
static int run_cell(const struct opts *o, const struct impl *im, size_t mi, unsigned keybits,
		    size_t len, struct result *res, FILE *csv)
{
	const struct bench_op *m = &bench_ops[mi];
	bench_fn op = row_run(im, m);
	struct bench_state j;
	int r, mismatch = 0;

	memset(res, 0, sizeof *res);
	if (!bench_len_ok(m, len)) {
		res->status = 1;
		return 0;
	}
	memset(&j, 0, sizeof j);
	j.op = m;
	j.keybits = keybits;
	j.len = len;
	j.in = g_in;
	j.out = g_out;
	j.ct = g_ct;
	memcpy(j.iv, bench_iv, 16);
	r = row_setup(im, m)(&j);
	if (!r && !im->openssl) {
		/* Make sure the kernel in the row's name is the one that ran. */
		const char *used = bench_state_impl(&j);
		if (!used || strcmp(used, im->name)) {
			char msg[64];
			snprintf(msg, sizeof msg, "key expanded by kernel %s",
				 used ? used : "(none)");
			note(im->name, &j, msg);
		}
	}
	if (!r)
		r = op(&j);
	if (!r)
		mismatch = cross_check(im->name, mi, &j);
	if (!r)
		r = measure(op, &j, o->time, res);
	bench_state_free(&j);
	if (r) {
		res->status = r;
		note(im->name, &j, err_text(r));
		return mismatch;
	}
	if (res->share >= 0 && res->share < SHARE_MIN)
		g_npreempted++;
	if (csv) {
		fprintf(csv, "%s,%s,%u,%zu,%.2f,", im->name, m->name, keybits, len, res->mib_s);
		if (res->cpb >= 0)
			fprintf(csv, "%.3f", res->cpb);
		fprintf(csv, ",%d\n", res->share >= 0 && res->share < SHARE_MIN);
	}
	return mismatch;
}

static size_t count_ok(const struct result *res, size_t n)
{
	size_t k = 0;
	for (size_t i = 0; i < n; i++)
		k += res[i].status == 0;
	return k;
}

/* ---- main -------------------------------------------------------------------- */

static void *alloc_buf(size_t n)
{
	/* aligned_alloc wants a multiple of the alignment. */
	return aligned_alloc(64, (n + 63) & ~(size_t)63);
}

int main(int argc, char **argv)
{
	struct opts o;
	struct impl impls[MAX_IMPLS];
	size_t nimpls = 0, ncells = 0, nrows = 0, maxlen = 0;
	FILE *csv = NULL;
	double t_start, u_start, t_total;
	int r;

	memset(&o, 0, sizeof o);
	r = parse_opts(argc, argv, &o);
	if (r > 0) {
		usage(stdout);
		return 0;
	}
	if (r) {
		fprintf(stderr, "try aesalt-bench --help\n");
		return 2;
	}

	for (size_t i = 0; i < aesalt_kernel_count() && nimpls < MAX_IMPLS - 1; i++)
		if (aesalt_kernel_name(i) && in_list(o.impls, aesalt_kernel_name(i)))
			impls[nimpls++] = (struct impl){ .name = aesalt_kernel_name(i) };
#ifdef BENCH_OPS_OPENSSL
	if (in_list(o.impls, "openssl"))
		impls[nimpls++] = (struct impl){ .name = "openssl", .openssl = 1 };
#endif
	if (o.list || !nimpls) {
		FILE *f = o.list ? stdout : stderr;
		if (!o.list)
			fprintf(f, "aesalt-bench: no implementation matches --impl %s\n", o.impls);
		fprintf(f, "implementations:");
		for (size_t i = 0; i < aesalt_kernel_count(); i++)
			fprintf(f, " %s", aesalt_kernel_name(i));
#ifdef BENCH_OPS_OPENSSL
		fprintf(f, " openssl");
#endif
		fprintf(f, "\nmodes:");
		for (size_t m = 0; m < bench_nops; m++)
			fprintf(f, " %s", bench_ops[m].name);
		fprintf(f, "\n");
		return o.list ? 0 : 2;
	}
	if (o.modes) {
		for (const char *p = o.modes; *p;) {
			size_t l = strcspn(p, ","), m;
			for (m = 0; m < bench_nops; m++)
				if (strlen(bench_ops[m].name) == l &&
				    !memcmp(bench_ops[m].name, p, l))
					break;
			if (m == bench_nops) {
				fprintf(stderr,
					"aesalt-bench: unknown mode in --mode %s"
					" (see --list)\n",
					o.modes);
				return 2;
			}
			p += l + (p[l] == ',');
		}
	}

	for (size_t i = 0; i < o.nsizes; i++)
		maxlen = o.sizes[i] > maxlen ? o.sizes[i] : maxlen;
	g_in = alloc_buf(maxlen);
	g_out = alloc_buf(maxlen);
	g_ct = alloc_buf(maxlen);
	if (!g_in || !g_out || !g_ct) {
		fprintf(stderr, "aesalt-bench: out of memory\n");
		return 1;
	}
	bench_inputs(g_in, maxlen);

	if (o.csv) {
		csv = fopen(o.csv, "w");
		if (!csv) {
			perror(o.csv);
			return 1;
		}
		fprintf(csv, "impl,mode,keybits,size,mib_s,cycles_per_byte,preempted\n");
	}

	print_header(&o, impls, nimpls);
	print_table_head(&o);
	t_start = now_s();
	u_start = cpu_s(PROCESS_CLOCK);

	for (size_t ii = 0; ii < nimpls; ii++) {
		const struct impl *im = &impls[ii];

		if (!im->openssl && aesalt_kernel_select(im->name)) {
			note(im->name, NULL, "aesalt_kernel_select refused it");
			continue;
		}
		for (size_t mi = 0; mi < bench_nops; mi++) {
			const struct bench_op *m = &bench_ops[mi];
			if (!mode_selected(&o, m) || !impl_has_op(im, m))
				continue;
			for (int ks = 0; ks < 3 && m->keybits[ks]; ks++) {
				struct result res[MAX_SIZES];
				int differs = 0;

				if (!key_selected(&o, m, ks))
					continue;
				for (size_t si = 0; si < o.nsizes; si++)
					differs |= run_cell(&o, im, mi, m->keybits[ks], o.sizes[si],
							    &res[si], csv);
				ncells += count_ok(res, o.nsizes);
				print_row(&o, im->name, m, m->keybits[ks], res, differs);
				nrows++;
			}
		}
	}
	aesalt_kernel_select(NULL);
	if (!nrows)
		note("aesalt-bench", NULL, "nothing to run for these options");

	if (g_nnotes) {
		printf("\n");
		for (size_t i = 0; i < g_nnotes; i++)
			printf(o.markdown ? "- %s\n" : "note: %s\n", g_notes[i]);
	}
	t_total = now_s() - t_start;
	printf("\n%saesalt-bench done: %zu rows, %zu cells in %.1f s", o.markdown ? "_" : "", nrows,
	       ncells, t_total);
	if (u_start >= 0 && t_total > 0)
		printf(" (%.0f%% of it on the CPU)",
		       (cpu_s(PROCESS_CLOCK) - u_start) / t_total * 100);
	if (g_tsc_secs > 0 && g_tsc_ticks > 0)
		printf("; TSC ran at %.3f GHz", g_tsc_ticks / g_tsc_secs * 1e-9);
	if (g_npreempted)
		printf("; %zu cells preempted (marked ?)", g_npreempted);
	if (g_nmismatch)
		printf("; %zu output mismatches (marked !)", g_nmismatch);
	printf("%s\n", o.markdown ? "_" : "");

	if (csv && fclose(csv)) {
		perror(o.csv);
		return 1;
	}
	free(g_in);
	free(g_out);
	free(g_ct);
	return 0;
}
