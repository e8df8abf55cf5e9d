/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Proves which kernel ran, as BoringSSL's impl_dispatch_test does.  Needs a
 * library built with AESALT_TEST_HOOKS, whose core/test_hooks.h counts the
 * kernel slot calls made per kernel.
 *
 *  - For each kernel: select it, run each mode, and check that the key and
 *    aesalt_kernel_active() name it, that its call counter grew and that no
 *    other kernel's did.
 *  - A key or context made under kernel A keeps running (and counting) on A
 *    after kernel B is selected.
 *  - aesalt_kernel_select("auto") and NULL restore the default.
 *  - The environment: the test runs itself again (posix_spawn of argv[0]
 *    with "--child") under AESALT_KERNEL / AESALT_VERBOSE and checks what the
 *    child saw and what it printed on stderr.
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "aesalt/aesalt.h"
#include "test_hooks.h"
#include "testutil.h"

extern char **environ;

#define MAXK 16

static size_t nk;
static const char *kname[MAXK];
static uint8_t K[64], N[32], M[100], out[128], tag[32];

/* ---- one call of each mode with the process kernel -------------------- */

static int m_ecb(void)
{
	return aesalt_aes_ecb(1, K, 16, M, out, 64) | aesalt_aes_ecb(0, K, 32, M, out, 64);
}

static int m_cbc(void)
{
	uint8_t iv[16] = { 0 };
	return aesalt_aes_cbc(1, K, 24, iv, M, out, 48) | aesalt_aes_cbc(0, K, 24, iv, M, out, 48);
}

static int m_cfb128(void)
{
	uint8_t iv[16] = { 0 };
	return aesalt_aes_cfb128(1, K, 16, iv, M, out, 50) |
	       aesalt_aes_cfb128(0, K, 16, iv, M, out, 50);
}

static int m_cfb8(void)
{
	uint8_t iv[16] = { 0 };
	return aesalt_aes_cfb8(1, K, 16, iv, M, out, 5) | aesalt_aes_cfb8(0, K, 16, iv, M, out, 5);
}

static int m_ofb(void)
{
	uint8_t iv[16] = { 0 };
	return aesalt_aes_ofb(K, 16, iv, M, out, 33);
}

static int m_ctr(void)
{
	uint8_t c[16] = { 0 };
	return aesalt_aes_ctr(K, 32, c, M, out, 77);
}

static int m_xts(void)
{
	return aesalt_aes_xts(1, K, 32, N, M, out, 40) | aesalt_aes_xts(0, K, 64, N, M, out, 40);
}

static int m_gcm(void)
{
	int rc = aesalt_gcm_encrypt(K, 16, N, 12, M, 20, M, out, 60, tag, 16);
	return rc | aesalt_gcm_decrypt(K, 16, N, 12, M, 20, out, out + 64, 60, tag, 16);
}

static int m_gcm_stream(void)
{
	aesalt_gcm_ctx c;
	int rc;
	memset(&c, 0, sizeof c);
	rc = aesalt_gcm_setkey(&c, K, 24);
	rc |= aesalt_gcm_start(&c, 1, N, 13);
	rc |= aesalt_gcm_aad(&c, M, 20);
	rc |= aesalt_gcm_update(&c, out, M, 50);
	rc |= aesalt_gcm_finish(&c, tag, 16);
	aesalt_gcm_wipe(&c);
	return rc;
}

static int m_ccm(void)
{
	int rc = aesalt_ccm_encrypt(K, 16, N, 13, M, 20, M, out, 40, tag, 16);
	return rc | aesalt_ccm_decrypt(K, 16, N, 13, M, 20, out, out + 64, 40, tag, 16);
}

static int m_cmac(void)
{
	return aesalt_cmac(K, 16, M, 70, tag);
}

static int m_aegis128(void)
{
	int rc = aesalt_aegis128_encrypt(K, N, M, 20, M, out, 50, tag, 16);
	return rc | aesalt_aegis128_decrypt(K, N, M, 20, out, out + 64, 50, tag, 16);
}

static int m_aegis128l(void)
{
	int rc = aesalt_aegis128l_encrypt(K, N, M, 20, M, out, 50, tag, 16);
	return rc | aesalt_aegis128l_decrypt(K, N, M, 20, out, out + 64, 50, tag, 16);
}

static int m_aegis256(void)
{
	int rc = aesalt_aegis256_encrypt(K, N, M, 20, M, out, 50, tag, 32);
	return rc | aesalt_aegis256_decrypt(K, N, M, 20, out, out + 64, 50, tag, 32);
}

static const struct {
	const char *name;
	int (*run)(void);
} modes[] = {
	{ "ECB", m_ecb },
	{ "CBC", m_cbc },
	{ "CFB128", m_cfb128 },
	{ "CFB8", m_cfb8 },
	{ "OFB", m_ofb },
	{ "CTR", m_ctr },
	{ "XTS", m_xts },
	{ "GCM", m_gcm },
	{ "GCM streaming", m_gcm_stream },
	{ "CCM", m_ccm },
	{ "CMAC", m_cmac },
	{ "AEGIS-128", m_aegis128 },
	{ "AEGIS-128L", m_aegis128l },
	{ "AEGIS-256", m_aegis256 },
};

/* Checks that kernel `who` was called and no other one was. */
static void only(const char *who, const char *what)
{
	size_t k;
	for (k = 0; k < nk; k++) {
		unsigned long c = aesalt_test_kernel_calls(kname[k]);
		if (strcmp(kname[k], who) == 0)
			CHECK(c > 0, "%s under %s: no call counted on %s", what, who, who);
		else
			CHECK(c == 0, "%s under %s: %lu calls counted on %s", what, who, c,
			      kname[k]);
	}
}

static int names(const char *a, const char *b)
{
	return a != NULL && b != NULL && strcmp(a, b) == 0;
}

static void test_each_kernel(void)
{
	size_t k, j;
	for (k = 0; k < nk; k++) {
		aesalt_aes_key ek, dk;
		CHECK(aesalt_kernel_select(kname[k]) == 0, "select %s", kname[k]);
		CHECK(names(aesalt_kernel_active(), kname[k]), "after selecting %s, active is %s",
		      kname[k], aesalt_kernel_active() ? aesalt_kernel_active() : "(null)");
		memset(&ek, 0, sizeof ek);
		memset(&dk, 0, sizeof dk);
		aesalt_test_reset_calls();
		CHECK(aesalt_aes_setkey_enc(&ek, K, 16) == 0 &&
			      aesalt_aes_setkey_dec(&dk, K, 32) == 0,
		      "%s setkey", kname[k]);
		CHECK(names(aesalt_aes_key_kernel(&ek), kname[k]) &&
			      names(aesalt_aes_key_kernel(&dk), kname[k]),
		      "a key made under %s names %s", kname[k],
		      aesalt_aes_key_kernel(&ek) ? aesalt_aes_key_kernel(&ek) : "(null)");
		CHECK(aesalt_ecb_enc(&ek, out, M, 32) == 0 && aesalt_ecb_dec(&dk, out, M, 32) == 0,
		      "%s ecb", kname[k]);
		only(kname[k], "key-level ECB");
		for (j = 0; j < sizeof modes / sizeof modes[0]; j++) {
			int rc;
			aesalt_test_reset_calls();
			if (test_compiled_out(modes[j].name) != NULL) {
				/* refused before any kernel call */
				test_skip_note("test_dispatch", modes[j].name,
					       test_compiled_out(modes[j].name));
				rc = modes[j].run();
				CHECK(rc == AESALT_ERR_UNSUPPORTED, "%s compiled out: %d",
				      modes[j].name, rc);
				only("(none)", modes[j].name);
				continue;
			}
			rc = modes[j].run();
			CHECK(rc == 0, "%s under %s failed", modes[j].name, kname[k]);
			only(kname[k], modes[j].name);
		}
	}
}

/* Core hands ghash_setkey an uncleared GHASH key (the one-shot GCM's
 * passes): every kernel's GHASH must not depend on what was there before,
 * and all kernels compute the same GHASH.  The reference value is
 * GHASH_H(C) of GCM test case 2 (McGrew and Viega, "The Galois/Counter
 * Mode of Operation", appendix B): H 66e94bd4ef8a2c3b884cfa59ca342b2e,
 * C 0388dace60b6a392f328c2b971b2fe78, len(A)=0, len(C)=128 gives X2
 * f38cbb1ad69223dcc3457ae5b6b0f885. */
static void test_ghash_fill(void)
{
	static const uint8_t h[16] = { 0x66, 0xe9, 0x4b, 0xd4, 0xef, 0x8a, 0x2c, 0x3b,
				       0x88, 0x4c, 0xfa, 0x59, 0xca, 0x34, 0x2b, 0x2e };
	static const uint8_t in[32] = { 0x03, 0x88, 0xda, 0xce, 0x60, 0xb6, 0xa3, 0x92,
					0xf3, 0x28, 0xc2, 0xb9, 0x71, 0xb2, 0xfe, 0x78,
					0,    0,    0,	  0,	0,    0,    0,	  0,
					0,    0,    0,	  0,	0,    0,    0,	  0x80 };
	static const uint8_t want[16] = { 0xf3, 0x8c, 0xbb, 0x1a, 0xd6, 0x92, 0x23, 0xdc,
					  0xc3, 0x45, 0x7a, 0xe5, 0xb6, 0xb0, 0xf8, 0x85 };
	static const int fills[] = { 0x00, 0xa5, 0xff, 0x5a };
	size_t k, f;

	for (k = 0; k < nk; k++)
		for (f = 0; f < sizeof fills / sizeof fills[0]; f++) {
			uint8_t y[16];
			int rc = aesalt_test_ghash_filled(kname[k], fills[f], h, in, 2, y);

			CHECK(rc == 0 && memcmp(y, want, 16) == 0,
			      "%s: GHASH with its key filled with 0x%02x first differs (rc %d)",
			      kname[k], fills[f], rc);
		}
}

/* Keys and contexts keep their kernel across aesalt_kernel_select. */
static void test_sticky_keys(void)
{
	size_t a, b;
	for (a = 0; a < nk; a++) {
		for (b = 0; b < nk; b++) {
			aesalt_aes_key ka;
			aesalt_gcm_ctx ga;
			aesalt_cmac_ctx ca;
			uint8_t r1[64], r2[64], t1[16], t2[16];
			if (a == b)
				continue;
			CHECK(aesalt_kernel_select(kname[a]) == 0, "select %s", kname[a]);
			memset(&ka, 0, sizeof ka);
			memset(&ga, 0, sizeof ga);
			memset(&ca, 0, sizeof ca);
			CHECK(aesalt_aes_setkey_enc(&ka, K, 24) == 0 &&
				      aesalt_gcm_setkey(&ga, K, 16) == 0 &&
				      aesalt_cmac_setkey(&ca, K, 32) == 0,
			      "set-up under %s", kname[a]);
			CHECK(aesalt_ecb_enc(&ka, r1, M, 64) == 0, "ecb");
			CHECK(aesalt_cmac(K, 32, M, 64, t1) == 0, "cmac");

			CHECK(aesalt_kernel_select(kname[b]) == 0, "select %s", kname[b]);
			aesalt_test_reset_calls();
			CHECK(aesalt_ecb_enc(&ka, r2, M, 64) == 0, "ecb");
			CHECK_MEM(r1, r2, 64, "key of %s gives another result after selecting %s",
				  kname[a], kname[b]);
			CHECK(names(aesalt_aes_key_kernel(&ka), kname[a]),
			      "key of %s renamed after selecting %s", kname[a], kname[b]);
			only(kname[a], "a key made before aesalt_kernel_select");

			aesalt_test_reset_calls();
			CHECK(aesalt_gcm_start(&ga, 1, N, 12) == 0 &&
				      aesalt_gcm_update(&ga, r2, M, 40) == 0 &&
				      aesalt_gcm_finish(&ga, t2, 16) == 0,
			      "gcm");
			only(kname[a], "a GCM context made before aesalt_kernel_select");

			aesalt_test_reset_calls();
			CHECK(aesalt_cmac_update(&ca, M, 64) == 0 &&
				      aesalt_cmac_finish(&ca, t2) == 0,
			      "cmac");
			only(kname[a], "a CMAC context made before aesalt_kernel_select");
			CHECK_MEM(t1, t2, 16, "CMAC context of %s after selecting %s", kname[a],
				  kname[b]);
		}
	}
}

static void test_auto(void)
{
	size_t k;
	for (k = 0; k < nk; k++) {
		aesalt_aes_key key;
		CHECK(aesalt_kernel_select(kname[k]) == 0, "select %s", kname[k]);
		CHECK(aesalt_kernel_select("auto") == 0, "select auto");
		CHECK(names(aesalt_kernel_active(), kname[0]), "\"auto\" after %s gives %s, not %s",
		      kname[k], aesalt_kernel_active() ? aesalt_kernel_active() : "(null)",
		      kname[0]);
		memset(&key, 0, sizeof key);
		CHECK(aesalt_aes_setkey_enc(&key, K, 16) == 0 &&
			      names(aesalt_aes_key_kernel(&key), kname[0]),
		      "a key after \"auto\" is not made by %s", kname[0]);
		CHECK(aesalt_kernel_select(kname[k]) == 0, "select %s", kname[k]);
		CHECK(aesalt_kernel_select(NULL) == 0, "select NULL");
		CHECK(names(aesalt_kernel_active(), kname[0]), "NULL after %s gives %s, not %s",
		      kname[k], aesalt_kernel_active() ? aesalt_kernel_active() : "(null)",
		      kname[0]);
	}
}

/* ---- the environment override ------------------------------------------- */

/* Reads fd to EOF into buf (NUL-terminated, truncated to cap - 1). */
static void slurp(int fd, char *buf, size_t cap)
{
	size_t n = 0;
	for (;;) {
		char tmp[256];
		ssize_t r = read(fd, tmp, sizeof tmp);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		if (n + (size_t)r >= cap)
			r = (ssize_t)(cap - 1 - n);
		memcpy(buf + n, tmp, (size_t)r);
		n += (size_t)r;
	}
	buf[n] = '\0';
}

/* Runs self --child <expect> with env_kernel / env_verbose (NULL: unset);
 * returns the exit status (-1 if it could not run) and the child's stdout
 * and stderr.  env_kernel goes in AESALT_KERNEL, or in var when var is
 * set (AESALT_IMPL, its deprecated name). */
static const char *var;
static int spawn_child(const char *self, const char *expect, const char *env_kernel,
		       const char *env_verbose, char *sout, char *serr, size_t cap)
{
	/* AESALT_TEST_EMULATOR="qemu-aarch64 -L /usr/aarch64-linux-gnu": under
	 * qemu-user without binfmt the child must be started through the
	 * emulator (ci/test-cross sets it; CMake's crosscompiling emulator). */
	char *args[16], emu[256], *tok, *save = NULL;
	const char *e = getenv("AESALT_TEST_EMULATOR");
	size_t na = 0;
	char **env, ebuf1[128], ebuf2[128];
	size_t n = 0, i;
	int po[2], pe[2], status = -1, rc;
	posix_spawn_file_actions_t fa;
	pid_t pid;

	if (e != NULL && *e != '\0' && strlen(e) < sizeof emu) {
		strcpy(emu, e);
		for (tok = strtok_r(emu, " ", &save); tok != NULL && na < 12;
		     tok = strtok_r(NULL, " ", &save))
			args[na++] = tok;
	}
	args[na++] = (char *)self;
	args[na++] = "--child";
	args[na++] = (char *)expect;
	args[na] = NULL;

	for (i = 0; environ[i] != NULL; i++)
		;
	env = calloc(i + 3, sizeof *env);
	if (env == NULL)
		return -1;
	for (i = 0; environ[i] != NULL; i++)
		if (strncmp(environ[i], "AESALT_KERNEL=", 14) != 0 &&
		    strncmp(environ[i], "AESALT_IMPL=", 12) != 0 &&
		    strncmp(environ[i], "AESALT_VERBOSE=", 15) != 0)
			env[n++] = environ[i];
	if (env_kernel != NULL) {
		snprintf(ebuf1, sizeof ebuf1, "%s=%s", var ? var : "AESALT_KERNEL", env_kernel);
		env[n++] = ebuf1;
	}
	if (env_verbose != NULL) {
		snprintf(ebuf2, sizeof ebuf2, "AESALT_VERBOSE=%s", env_verbose);
		env[n++] = ebuf2;
	}
	env[n] = NULL;

	if (pipe(po) != 0 || pipe(pe) != 0) {
		free(env);
		return -1;
	}
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, po[1], 1);
	posix_spawn_file_actions_adddup2(&fa, pe[1], 2);
	posix_spawn_file_actions_addclose(&fa, po[0]);
	posix_spawn_file_actions_addclose(&fa, pe[0]);
	rc = na > 3 ? posix_spawnp(&pid, args[0], &fa, NULL, args, env)
		    : posix_spawn(&pid, self, &fa, NULL, args, env);
	if (rc != 0) /* argv[0] without a path: try Linux's link to ourselves */
		rc = posix_spawn(&pid, "/proc/self/exe", &fa, NULL, args, env);
	posix_spawn_file_actions_destroy(&fa);
	close(po[1]);
	close(pe[1]);
	free(env);
	if (rc == 0) {
		/* the child prints a few lines: neither pipe can fill up */
		slurp(po[0], sout, cap);
		slurp(pe[0], serr, cap);
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
	} else {
		sout[0] = serr[0] = '\0';
	}
	close(po[0]);
	close(pe[0]);
	if (rc != 0)
		return -1;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* The deprecated names (aesalt.h) are the same functions. */
static void test_old_names(void)
{
	aesalt_aes_key key;
	size_t k;

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#endif
	CHECK(aesalt_impl_count() == aesalt_kernel_count(), "aesalt_impl_count differs");
	for (k = 0; k <= nk; k++)
		CHECK(aesalt_impl_name(k) == aesalt_kernel_name(k), "aesalt_impl_name(%zu) differs",
		      k);
	CHECK(aesalt_impl_select(kname[nk - 1]) == 0 &&
		      names(aesalt_kernel_active(), kname[nk - 1]) &&
		      names(aesalt_impl_active(), kname[nk - 1]),
	      "aesalt_impl_select/aesalt_impl_active do not select %s", kname[nk - 1]);
	memset(&key, 0, sizeof key);
	CHECK(aesalt_aes_setkey_enc(&key, K, 16) == 0 &&
		      names(aesalt_aes_key_impl(&key), kname[nk - 1]),
	      "aesalt_aes_key_impl does not name %s", kname[nk - 1]);
	for (k = 0; k < nk; k++)
		CHECK(aesalt_impl_constant_time(kname[k]) == aesalt_kernel_constant_time(kname[k]),
		      "aesalt_impl_constant_time(%s) differs", kname[k]);
	CHECK(aesalt_impl_constant_time("nonsense") == AESALT_ERR_UNSUPPORTED,
	      "aesalt_impl_constant_time(nonsense) accepted");
	CHECK(aesalt_impl_select(NULL) == 0 && names(aesalt_kernel_active(), kname[0]),
	      "aesalt_impl_select(NULL) does not restore %s", kname[0]);
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic pop
#endif
	aesalt_aes_key_wipe(&key);
}

static void test_environment(const char *self)
{
	char sout[4096], serr[4096];
	int st;

	/* forced and reported: the last usable kernel (table when the build
	 * has it; another than the default when there are two) */
	const char *last = kname[nk - 1], *first = kname[0];
	char want[64];

	snprintf(want, sizeof want, "active %s", last);
	st = spawn_child(self, last, last, "1", sout, serr, sizeof serr);
	CHECK(st == 0, "child with AESALT_KERNEL=%s exited with %d:\n%s%s", last, st, sout, serr);
	CHECK(strstr(sout, want) != NULL, "child with AESALT_KERNEL=%s said: %s", last, sout);
	CHECK(strstr(serr, last) != NULL,
	      "AESALT_VERBOSE=1 did not name the kernel on stderr: \"%s\"", serr);

	/* forced, quiet: no output on stderr by default */
	st = spawn_child(self, first, first, NULL, sout, serr, sizeof serr);
	CHECK(st == 0, "child with AESALT_KERNEL=%s exited with %d:\n%s%s", first, st, sout, serr);
	CHECK(serr[0] == '\0', "without AESALT_VERBOSE the library printed: \"%s\"", serr);

	/* verbose, not forced: the default */
	st = spawn_child(self, kname[0], NULL, "1", sout, serr, sizeof serr);
	CHECK(st == 0, "child with AESALT_VERBOSE=1 exited with %d:\n%s%s", st, sout, serr);
	CHECK(strstr(serr, kname[0]) != NULL, "AESALT_VERBOSE=1 did not name %s: \"%s\"", kname[0],
	      serr);

	/* refused: no kernel at all, and a message */
	st = spawn_child(self, "-", "nonsense", NULL, sout, serr, sizeof serr);
	CHECK(st == 0, "child with AESALT_KERNEL=nonsense exited with %d:\n%s%s", st, sout, serr);
	CHECK(serr[0] != '\0', "AESALT_KERNEL=nonsense was refused without a message on stderr");
	CHECK(strstr(serr, "nonsense") != NULL,
	      "the message for AESALT_KERNEL=nonsense does not name it: \"%s\"", serr);

	/* the deprecated name of the variable, still read */
	var = "AESALT_IMPL";
	st = spawn_child(self, last, last, NULL, sout, serr, sizeof serr);
	CHECK(st == 0, "child with AESALT_IMPL=%s exited with %d:\n%s%s", last, st, sout, serr);
	CHECK(strstr(sout, want) != NULL, "child with AESALT_IMPL=%s said: %s", last, sout);
	st = spawn_child(self, "-", "nonsense", NULL, sout, serr, sizeof serr);
	CHECK(st == 0 && strstr(serr, "AESALT_IMPL") != NULL,
	      "AESALT_IMPL=nonsense: exit %d, message \"%s\"", st, serr);
	var = NULL;
}

/* The child: expect is the kernel AESALT_KERNEL should give, or "-" for
 * none.  Prints "active <name>" and exits with its own summary. */
static int child(const char *expect)
{
	const char *act = aesalt_kernel_active();
	aesalt_aes_key key;
	aesalt_gcm_ctx g;
	aesalt_cmac_ctx c;
	size_t k;
	int rc;

	printf("active %s\n", act ? act : "(null)");
	memset(&key, 0, sizeof key);
	if (strcmp(expect, "-") != 0) {
		CHECK(names(act, expect), "child: active %s, expected %s", act ? act : "(null)",
		      expect);
		aesalt_test_reset_calls();
		CHECK(aesalt_aes_setkey_enc(&key, K, 16) == 0 &&
			      names(aesalt_aes_key_kernel(&key), expect),
		      "child: key not made by %s", expect);
		CHECK(m_gcm() == 0, "child: gcm");
		only(expect, "child");
		return test_summary("test_dispatch child");
	}

	CHECK(act == NULL, "child: a refused AESALT_KERNEL left %s active", act);
	aesalt_test_reset_calls();
	rc = aesalt_aes_setkey_enc(&key, K, 16);
	CHECK(rc == AESALT_ERR_UNSUPPORTED, "child: aesalt_aes_setkey_enc = %d", rc);
	rc = aesalt_aes_setkey_dec(&key, K, 16);
	CHECK(rc == AESALT_ERR_UNSUPPORTED, "child: aesalt_aes_setkey_dec = %d", rc);
	memset(&g, 0, sizeof g);
	rc = aesalt_gcm_setkey(&g, K, 16);
	CHECK(rc == AESALT_ERR_UNSUPPORTED, "child: aesalt_gcm_setkey = %d", rc);
	memset(&c, 0, sizeof c);
	rc = aesalt_cmac_setkey(&c, K, 16);
	CHECK(rc == AESALT_ERR_UNSUPPORTED, "child: aesalt_cmac_setkey = %d", rc);
	rc = aesalt_aes_ecb(1, K, 16, M, out, 16);
	CHECK(rc == AESALT_ERR_UNSUPPORTED, "child: aesalt_aes_ecb = %d", rc);
	rc = aesalt_gcm_encrypt(K, 16, N, 12, M, 0, M, out, 16, tag, 16);
	CHECK(rc == AESALT_ERR_UNSUPPORTED, "child: aesalt_gcm_encrypt = %d", rc);
	rc = aesalt_aegis128l_encrypt(K, N, M, 0, M, out, 16, tag, 16);
	CHECK(rc == AESALT_ERR_UNSUPPORTED, "child: aesalt_aegis128l_encrypt = %d", rc);
	for (k = 0; k < nk; k++)
		CHECK(aesalt_test_kernel_calls(kname[k]) == 0,
		      "child: kernel %s ran although none is active", kname[k]);
	/* naming a usable kernel ends the refusal */
	CHECK(aesalt_kernel_select(kname[0]) == 0 && names(aesalt_kernel_active(), kname[0]),
	      "child: cannot select %s after a refused AESALT_KERNEL", kname[0]);
	CHECK(aesalt_aes_setkey_enc(&key, K, 16) == 0, "child: setkey after selecting %s",
	      kname[0]);
	return test_summary("test_dispatch child");
}

int main(int argc, char **argv)
{
	const char *env = getenv("AESALT_KERNEL");
	const char *initial;

	if (env == NULL || *env == '\0') /* its deprecated name, still read */
		env = getenv("AESALT_IMPL");
	size_t k;

	test_fill(&(uint64_t){ 0x6469737061746368ull }, K, sizeof K);
	test_fill(&(uint64_t){ 2 }, N, sizeof N);
	test_fill(&(uint64_t){ 3 }, M, sizeof M);

	/* kernel names do not need the once-init, so the child reads them
	 * before its first use of the library */
	nk = aesalt_kernel_count();
	if (nk > MAXK)
		nk = MAXK;
	for (k = 0; k < nk; k++)
		kname[k] = aesalt_kernel_name(k);

	if (argc > 2 && strcmp(argv[1], "--child") == 0)
		return child(argv[2]);

	CHECK(nk >= 2 || nk >= test_min_usable(), "only %zu usable kernel(s)", nk);
	for (k = 0; k < nk; k++)
		if (kname[k] == NULL)
			return test_summary("test_dispatch");

	/* the first choice: the environment's, else the first usable kernel */
	initial = aesalt_kernel_active();
	if (env != NULL && *env != '\0' && strcmp(env, "auto") != 0)
		CHECK(names(initial, env), "AESALT_KERNEL=%s but %s is active", env,
		      initial ? initial : "(null)");
	else
		CHECK(names(initial, kname[0]), "default kernel %s, expected the first usable %s",
		      initial ? initial : "(null)", kname[0]);

	test_each_kernel();
	test_ghash_fill();
	test_sticky_keys();
	test_auto();
	test_old_names();
	test_environment(argv[0]);
	return test_summary("test_dispatch");
}
