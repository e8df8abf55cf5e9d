/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Known answers: every record of every vector file on every kernel.
 *
 * Usage: test_vectors <vector directory>
 *
 * The files (tests/vectors/NAME.txt) name their sources in their first comment
 * lines.  Format: '#' comment lines; a record is a group of "name = value"
 * lines ended by a blank line; values are hex, possibly empty.  Three fields
 * are not hex: "result" (pass or fail) and the decimal counts "aad_repeat"
 * (the AAD is the aad field repeated that many times) and "tag_len" (must
 * equal the length of the tag field, which is the tag length used).
 *
 * The file name selects the function under test, the public one-shot API
 * of aesalt.h: both directions for the cipher modes (with the returned iv or
 * counter checked), encrypt then decrypt for the AEADs, and records with
 * "result = fail" must be refused with AESALT_ERR_AUTH and an output of
 * zeros.  GCM and CMAC records also go through the streaming API with the
 * data cut into pieces of several sizes, CCM records through the functions
 * over an expanded key.  Every output buffer is followed by poison bytes
 * that must survive, every mode also runs in place, and empty buffers are
 * passed as NULL (the API allows it).
 *
 * A missing or unparsable file, a kernel that cannot be selected, or zero
 * records run all fail the test.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "testutil.h"

enum kind {
	K_ECB,
	K_CBC,
	K_CFB128,
	K_CFB8,
	K_OFB,
	K_CTR,
	K_XTS,
	K_GCM,
	K_CCM,
	K_CMAC,
	K_AEGIS128,
	K_AEGIS128L,
	K_AEGIS256,
};

/* Hex fields, by index; F_AAD may be repeated by aad_repeat. */
enum field { F_KEY, F_IV, F_NONCE, F_TWEAK, F_AAD, F_PT, F_CT, F_TAG, F_MSG, F_MAC, F_COUNT };

static const char *const field_names[F_COUNT] = {
	"key", "iv", "nonce", "tweak", "aad", "pt", "ct", "tag", "msg", "mac",
};

#define BIT(f) (1u << (f))
#define AEAD_FIELDS (BIT(F_KEY) | BIT(F_NONCE) | BIT(F_AAD) | BIT(F_PT) | BIT(F_CT) | BIT(F_TAG))

struct vfile {
	const char *name;
	enum kind kind;
	unsigned fields; /* the fields every record must have */
	int aead;	 /* may carry result = fail; pt optional then */
};

static const struct vfile files[] = {
	{ "aes_ecb.txt", K_ECB, BIT(F_KEY) | BIT(F_PT) | BIT(F_CT), 0 },
	{ "aes_cbc.txt", K_CBC, BIT(F_KEY) | BIT(F_IV) | BIT(F_PT) | BIT(F_CT), 0 },
	{ "aes_cfb128.txt", K_CFB128, BIT(F_KEY) | BIT(F_IV) | BIT(F_PT) | BIT(F_CT), 0 },
	{ "aes_cfb8.txt", K_CFB8, BIT(F_KEY) | BIT(F_IV) | BIT(F_PT) | BIT(F_CT), 0 },
	{ "aes_ofb.txt", K_OFB, BIT(F_KEY) | BIT(F_IV) | BIT(F_PT) | BIT(F_CT), 0 },
	{ "aes_ctr.txt", K_CTR, BIT(F_KEY) | BIT(F_IV) | BIT(F_PT) | BIT(F_CT), 0 },
	{ "aes_xts.txt", K_XTS, BIT(F_KEY) | BIT(F_TWEAK) | BIT(F_PT) | BIT(F_CT), 0 },
	{ "gcm.txt", K_GCM,
	  BIT(F_KEY) | BIT(F_IV) | BIT(F_AAD) | BIT(F_PT) | BIT(F_CT) | BIT(F_TAG), 1 },
	{ "ccm.txt", K_CCM, AEAD_FIELDS, 1 },
	{ "cmac.txt", K_CMAC, BIT(F_KEY) | BIT(F_MSG) | BIT(F_MAC), 0 },
	{ "aegis128.txt", K_AEGIS128, AEAD_FIELDS, 1 },
	{ "aegis128l.txt", K_AEGIS128L, AEAD_FIELDS, 1 },
	{ "aegis256.txt", K_AEGIS256, AEAD_FIELDS, 1 },
};

#define NFILES (sizeof(files) / sizeof(files[0]))

struct record {
	uint8_t *v[F_COUNT];
	size_t n[F_COUNT];
	unsigned have; /* BIT(field) for each field present */
	int expect_fail;
	unsigned index; /* 1-based within the file */
	unsigned line;	/* first line of the record */
};

struct loaded {
	struct record *recs;
	size_t nrecs;
	int ok;
};

static struct loaded loaded[NFILES];

/* What is running, for failure messages. */
static const char *cur_kernel = "-";
static const struct vfile *cur_file;
static const struct record *cur_rec;

#define WHERE_FMT "kernel %s, %s record %u (line %u)"
#define WHERE_ARGS cur_kernel, cur_file->name, cur_rec->index, cur_rec->line

/* Bytes after every output buffer that nothing may touch. */
#define GUARD 16
#define POISON 0xa5

/* ---- parsing ------------------------------------------------------------ */

static char *read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, n = 0;

	if (!f)
		return NULL;
	for (;;) {
		size_t got;

		if (cap - n < 4096) {
			char *nb = realloc(buf, cap ? 2 * cap : 65536);

			if (!nb) {
				free(buf);
				fclose(f);
				return NULL;
			}
			buf = nb;
			cap = cap ? 2 * cap : 65536;
		}
		got = fread(buf + n, 1, cap - n - 1, f);
		n += got;
		if (got == 0)
			break;
	}
	fclose(f);
	buf[n] = '\0';
	*len = n;
	return buf;
}

static void free_record(struct record *r)
{
	int i;

	for (i = 0; i < F_COUNT; i++)
		free(r->v[i]);
	memset(r, 0, sizeof(*r));
}

/* Parses a decimal count; returns 0 on success. */
static int parse_count(const char *s, size_t *out)
{
	size_t v = 0;

	if (!*s)
		return -1;
	for (; *s; s++) {
		if (*s < '0' || *s > '9' || v > 100000000)
			return -1;
		v = v * 10 + (size_t)(*s - '0');
	}
	*out = v;
	return 0;
}

static int parse_error(const char *file, unsigned line, const char *why)
{
	CHECK(0, "%s line %u: %s", file, line, why);
	return -1;
}

/* Adds one "name = value" line to r.  Returns 0 or -1 (error reported). */
static int parse_field(const struct vfile *vf, struct record *r, char *line, unsigned ln,
		       size_t *aad_repeat, size_t *tag_len, int *has_tag_len)
{
	char *eq = strchr(line, '='), *name = line, *val, *end;
	int i;

	if (!eq)
		return parse_error(vf->name, ln, "line is neither a comment nor 'name = value'");
	end = eq;
	while (end > name && (end[-1] == ' ' || end[-1] == '\t'))
		end--;
	*end = '\0';
	val = eq + 1;
	while (*val == ' ' || *val == '\t')
		val++;

	if (!strcmp(name, "result")) {
		if (!vf->aead)
			return parse_error(vf->name, ln, "result is only for AEAD files");
		if (!strcmp(val, "fail"))
			r->expect_fail = 1;
		else if (strcmp(val, "pass"))
			return parse_error(vf->name, ln, "result must be pass or fail");
		return 0;
	}
	if (!strcmp(name, "aad_repeat")) {
		if (parse_count(val, aad_repeat) || *aad_repeat == 0)
			return parse_error(vf->name, ln, "aad_repeat is not a positive count");
		return 0;
	}
	if (!strcmp(name, "tag_len")) {
		if (parse_count(val, tag_len))
			return parse_error(vf->name, ln, "tag_len is not a count");
		*has_tag_len = 1;
		return 0;
	}
	for (i = 0; i < F_COUNT; i++) {
		size_t cap = strlen(val) / 2 + 1, got;

		if (strcmp(name, field_names[i]))
			continue;
		if (r->have & BIT(i))
			return parse_error(vf->name, ln, "field given twice");
		if (!(vf->fields & BIT(i)))
			return parse_error(vf->name, ln, "field does not belong in this file");
		r->v[i] = malloc(cap);
		if (!r->v[i])
			return parse_error(vf->name, ln, "out of memory");
		got = test_unhex(r->v[i], cap, val);
		if (got == (size_t)-1)
			return parse_error(vf->name, ln, "bad hex value");
		r->n[i] = got;
		r->have |= BIT(i);
		return 0;
	}
	return parse_error(vf->name, ln, "unknown field name");
}

/* Checks a finished record and applies aad_repeat / tag_len. */
static int finish_record(const struct vfile *vf, struct record *r, size_t aad_repeat,
			 size_t tag_len, int has_tag_len)
{
	unsigned need = vf->fields;

	if (vf->aead && r->expect_fail)
		need &= ~BIT(F_PT); /* a forgery need not say what it would decrypt to */
	if ((r->have & need) != need)
		return parse_error(vf->name, r->line, "record lacks a required field");
	if ((r->have & BIT(F_PT)) && (r->have & BIT(F_CT)) && r->n[F_PT] != r->n[F_CT])
		return parse_error(vf->name, r->line, "pt and ct differ in length");
	if (vf->kind != K_GCM && (r->have & BIT(F_IV)) && r->n[F_IV] != 16)
		return parse_error(vf->name, r->line, "iv is not 16 bytes");
	if ((r->have & BIT(F_TWEAK)) && r->n[F_TWEAK] != 16)
		return parse_error(vf->name, r->line, "tweak is not 16 bytes");
	if (has_tag_len && tag_len != r->n[F_TAG])
		return parse_error(vf->name, r->line, "tag_len differs from the tag's length");
	if (aad_repeat != 1) {
		size_t one = r->n[F_AAD], i;
		uint8_t *big;

		if (!(r->have & BIT(F_AAD)) || one == 0)
			return parse_error(vf->name, r->line, "aad_repeat without aad");
		big = malloc(one * aad_repeat);
		if (!big)
			return parse_error(vf->name, r->line, "out of memory");
		for (i = 0; i < aad_repeat; i++)
			memcpy(big + i * one, r->v[F_AAD], one);
		free(r->v[F_AAD]);
		r->v[F_AAD] = big;
		r->n[F_AAD] = one * aad_repeat;
	}
	return 0;
}

/* Appends the finished record cur to out.  Returns 0 or -1 (error reported;
 * cur is then still the caller's to free). */
static int push_record(const struct vfile *vf, struct loaded *out, struct record *cur, size_t *cap,
		       size_t aad_repeat, size_t tag_len, int has_tag_len)
{
	if (finish_record(vf, cur, aad_repeat, tag_len, has_tag_len))
		return -1;
	if (out->nrecs == *cap) {
		size_t ncap = *cap ? 2 * *cap : 32;
		struct record *nr = realloc(out->recs, ncap * sizeof(*nr));

		if (!nr)
			return parse_error(vf->name, cur->line, "out of memory");
		out->recs = nr;
		*cap = ncap;
	}
	out->recs[out->nrecs++] = *cur;
	memset(cur, 0, sizeof(*cur));
	return 0;
}

/* Loads dir/vf->name into *out.  Returns 0 or -1 (error reported). */
static int load_file(const char *dir, const struct vfile *vf, struct loaded *out)
{
	char path[4096], *text, *p;
	size_t len, cap = 0, aad_repeat = 1, tag_len = 0;
	unsigned ln = 0;
	int in_rec = 0, has_tag_len = 0, err = 0;
	struct record cur;

	memset(out, 0, sizeof(*out));
	memset(&cur, 0, sizeof(cur));
	snprintf(path, sizeof(path), "%s/%s", dir, vf->name);
	text = read_file(path, &len);
	if (!text) {
		CHECK(0, "%s: cannot read %s", vf->name, path);
		return -1;
	}
	for (p = text; !err && *p;) {
		char *line = p, *nl = strchr(p, '\n'), *e;

		ln++;
		if (nl) {
			*nl = '\0';
			p = nl + 1;
		} else {
			p += strlen(p);
		}
		e = line + strlen(line);
		while (e > line && (e[-1] == '\r' || e[-1] == ' ' || e[-1] == '\t'))
			*--e = '\0';
		while (*line == ' ' || *line == '\t')
			line++;
		if (*line == '#')
			continue;
		if (*line == '\0') {
			/* a blank line ends the record */
			if (in_rec &&
			    push_record(vf, out, &cur, &cap, aad_repeat, tag_len, has_tag_len))
				err = 1;
			in_rec = 0;
			aad_repeat = 1;
			has_tag_len = 0;
			continue;
		}
		if (!in_rec) {
			in_rec = 1;
			cur.line = ln;
			cur.index = (unsigned)out->nrecs + 1;
		}
		if (parse_field(vf, &cur, line, ln, &aad_repeat, &tag_len, &has_tag_len))
			err = 1;
	}
	/* the last record needs no blank line after it */
	if (!err && in_rec && push_record(vf, out, &cur, &cap, aad_repeat, tag_len, has_tag_len))
		err = 1;
	free(text);
	free_record(&cur);
	if (!err && out->nrecs == 0)
		err = parse_error(vf->name, ln, "no records") != 0;
	out->ok = !err;
	return err ? -1 : 0;
}

/* ---- helpers ------------------------------------------------------------ */

/* Output buffer of n bytes plus GUARD poison bytes (never NULL). */
static uint8_t *out_buf(size_t n)
{
	uint8_t *b = malloc(n + GUARD);

	if (!b) {
		fprintf(stderr, "test_vectors: out of memory\n");
		exit(1);
	}
	memset(b, POISON, n + GUARD);
	return b;
}

/* A copy of p[0..n) followed by poison, for in-place runs. */
static uint8_t *copy_buf(const uint8_t *p, size_t n)
{
	uint8_t *b = out_buf(n);

	if (n)
		memcpy(b, p, n);
	return b;
}

/* NULL for an empty buffer: the API allows it and it must work. */
#define OR_NULL(p, n) ((n) ? (p) : NULL)

static int guard_ok(const uint8_t *b, size_t n)
{
	size_t i;

	for (i = 0; i < GUARD; i++)
		if (b[n + i] != POISON)
			return 0;
	return 1;
}

static int all_zero(const uint8_t *b, size_t n)
{
	size_t i;
	uint8_t acc = 0;

	for (i = 0; i < n; i++)
		acc |= b[i];
	return acc == 0;
}

/* Compares got with exp; on a mismatch reports where and the first
 * differing byte, and dumps short buffers. */
static void check_bytes(const char *what, const uint8_t *got, const uint8_t *exp, size_t n)
{
	size_t i;

	if (n == 0 || memcmp(got, exp, n) == 0) {
		CHECK(1, "%s", what);
		return;
	}
	for (i = 0; i < n && got[i] == exp[i]; i++)
		;
	CHECK(0, WHERE_FMT ": %s differs from byte %zu of %zu", WHERE_ARGS, what, i, n);
	if (n <= 64) {
		test_hexdump(stderr, "  got: ", got, n);
		test_hexdump(stderr, "  exp: ", exp, n);
	}
}

static void check_rc(const char *what, int rc, int want)
{
	CHECK(rc == want, WHERE_FMT ": %s returned %d (%s), expected %d", WHERE_ARGS, what, rc,
	      aesalt_strerror(rc), want);
}

static void check_guard(const char *what, const uint8_t *b, size_t n)
{
	CHECK(guard_ok(b, n), WHERE_FMT ": %s wrote past the end of its output", WHERE_ARGS, what);
}

/* Piece sizes for the streaming runs, cycled until the data ends; 0 ends a
 * list.  Between them they cut at every offset of a block, at block
 * boundaries and across several blocks. */
static const size_t split_sizes[][4] = {
	{ 1, 0 },
	{ 15, 17, 0 },
	{ 16, 1, 31, 0 },
	{ 5, 64, 3, 0 },
};

#define NSPLITS (sizeof(split_sizes) / sizeof(split_sizes[0]))

static size_t piece(size_t split, size_t *k, size_t left)
{
	size_t s = split_sizes[split][*k];

	*k = split_sizes[split][*k + 1] ? *k + 1 : 0;
	return s < left ? s : left;
}

/* ---- the cipher modes ----------------------------------------------------- */

typedef int (*cipher_fn)(int encrypt, const struct record *r, uint8_t iv[16], const uint8_t *in,
			 uint8_t *out, size_t len);

static int run_ecb(int enc, const struct record *r, uint8_t iv[16], const uint8_t *in, uint8_t *out,
		   size_t len)
{
	(void)iv;
	return aesalt_aes_ecb(enc, r->v[F_KEY], r->n[F_KEY], in, out, len);
}

static int run_cbc(int enc, const struct record *r, uint8_t iv[16], const uint8_t *in, uint8_t *out,
		   size_t len)
{
	return aesalt_aes_cbc(enc, r->v[F_KEY], r->n[F_KEY], iv, in, out, len);
}

static int run_cfb128(int enc, const struct record *r, uint8_t iv[16], const uint8_t *in,
		      uint8_t *out, size_t len)
{
	return aesalt_aes_cfb128(enc, r->v[F_KEY], r->n[F_KEY], iv, in, out, len);
}

static int run_cfb8(int enc, const struct record *r, uint8_t iv[16], const uint8_t *in,
		    uint8_t *out, size_t len)
{
	return aesalt_aes_cfb8(enc, r->v[F_KEY], r->n[F_KEY], iv, in, out, len);
}

static int run_ofb(int enc, const struct record *r, uint8_t iv[16], const uint8_t *in, uint8_t *out,
		   size_t len)
{
	(void)enc;
	return aesalt_aes_ofb(r->v[F_KEY], r->n[F_KEY], iv, in, out, len);
}

static int run_ctr(int enc, const struct record *r, uint8_t iv[16], const uint8_t *in, uint8_t *out,
		   size_t len)
{
	(void)enc;
	return aesalt_aes_ctr(r->v[F_KEY], r->n[F_KEY], iv, in, out, len);
}

/* 1 if the record's XTS key has Key1 == Key2 (IEEE 1619 vector 1). */
static int xts_equal_halves(const struct record *r)
{
	size_t h = r->n[F_KEY] / 2;
	return memcmp(r->v[F_KEY], r->v[F_KEY] + h, h) == 0;
}

static int run_xts(int enc, const struct record *r, uint8_t iv[16], const uint8_t *in, uint8_t *out,
		   size_t len)
{
	aesalt_aes_key dk, tk;
	size_t h = r->n[F_KEY] / 2;
	/* (XTS left out of the build: every XTS call is refused instead) */
	const int weak = test_compiled_out("xts") ? AESALT_ERR_UNSUPPORTED : AESALT_ERR_WEAK_KEY;
	int rc;

	(void)iv;
	if (!xts_equal_halves(r))
		return aesalt_aes_xts(enc, r->v[F_KEY], r->n[F_KEY], r->v[F_TWEAK], in, out, len);
	/* Key1 == Key2: the raw-key functions refuse it, writing nothing; the
	 * known answer is still checked over two separately expanded keys,
	 * the route that cannot compare them (see aesalt.h). */
	memset(&dk, 0, sizeof dk);
	memset(&tk, 0, sizeof tk);
	rc = aesalt_aes_xts(enc, r->v[F_KEY], r->n[F_KEY], r->v[F_TWEAK], in, out, len);
	check_rc("raw Key1 == Key2", rc, weak);
	check_rc("aesalt_xts_setkey with Key1 == Key2",
		 enc ? aesalt_xts_setkey_enc(&dk, &tk, r->v[F_KEY], r->n[F_KEY])
		     : aesalt_xts_setkey_dec(&dk, &tk, r->v[F_KEY], r->n[F_KEY]),
		 weak);
	CHECK(aesalt_aes_key_kernel(&dk) == NULL && aesalt_aes_key_kernel(&tk) == NULL,
	      WHERE_FMT ": keys left set after a refused XTS set-up", WHERE_ARGS);
	rc = enc ? aesalt_aes_setkey_enc(&dk, r->v[F_KEY], h)
		 : aesalt_aes_setkey_dec(&dk, r->v[F_KEY], h);
	if (rc == AESALT_OK)
		rc = aesalt_aes_setkey_enc(&tk, r->v[F_KEY] + h, h);
	if (rc == AESALT_OK)
		rc = enc ? aesalt_xts_enc(&dk, &tk, out, in, len, r->v[F_TWEAK])
			 : aesalt_xts_dec(&dk, &tk, out, in, len, r->v[F_TWEAK]);
	aesalt_aes_key_wipe(&dk);
	aesalt_aes_key_wipe(&tk);
	return rc;
}

/* What iv (or counter) must hold after a run, or 0 if the mode leaves
 * nothing to check.  CBC and CFB leave the last ciphertext block (CFB8: the
 * last 16 ciphertext bytes), as Mbed TLS does; OFB the last keystream block
 * (known here only for whole blocks); CTR the next unused counter block. */
static int expected_iv(enum kind kind, const struct record *r, uint8_t exp[16])
{
	const uint8_t *ct = r->v[F_CT], *pt = r->v[F_PT];
	size_t n = r->n[F_CT], i;

	switch (kind) {
	case K_CBC:
	case K_CFB128:
		if (n < 16 || n % 16)
			return 0;
		memcpy(exp, ct + n - 16, 16);
		return 1;
	case K_CFB8:
		if (n < 16)
			return 0;
		memcpy(exp, ct + n - 16, 16);
		return 1;
	case K_OFB:
		if (n < 16 || n % 16)
			return 0;
		for (i = 0; i < 16; i++)
			exp[i] = (uint8_t)(ct[n - 16 + i] ^ pt[n - 16 + i]);
		return 1;
	case K_CTR: {
		/* counter + ceil(n / 16), 128-bit big-endian */
		uint64_t add = (uint64_t)((n + 15) / 16);

		memcpy(exp, r->v[F_IV], 16);
		for (i = 16; i-- > 0 && add;) {
			uint64_t s = exp[i] + (add & 0xff);

			exp[i] = (uint8_t)s;
			add = (add >> 8) + (s >> 8);
		}
		return 1;
	}
	default:
		return 0;
	}
}

static void run_cipher(const struct vfile *vf, const struct record *r)
{
	static const struct {
		enum kind kind;
		cipher_fn fn;
	} table[] = {
		{ K_ECB, run_ecb },   { K_CBC, run_cbc }, { K_CFB128, run_cfb128 },
		{ K_CFB8, run_cfb8 }, { K_OFB, run_ofb }, { K_CTR, run_ctr },
		{ K_XTS, run_xts },
	};
	const uint8_t *pt = r->v[F_PT], *ct = r->v[F_CT];
	size_t n = r->n[F_PT], t;
	uint8_t exp_iv[16];
	int has_iv = expected_iv(vf->kind, r, exp_iv);
	int enc;

	for (t = 0; t < sizeof(table) / sizeof(table[0]); t++)
		if (table[t].kind == vf->kind)
			break;
	for (enc = 1; enc >= 0; enc--) {
		const uint8_t *in = enc ? pt : ct, *want = enc ? ct : pt;
		const char *dir = enc ? "encrypt" : "decrypt";
		int inplace;

		for (inplace = 0; inplace <= 1; inplace++) {
			uint8_t iv[16] = { 0 };
			uint8_t *out = inplace ? copy_buf(in, n) : out_buf(n);
			const uint8_t *src = inplace ? out : in;
			char what[64];
			int rc;

			if (r->have & BIT(F_IV))
				memcpy(iv, r->v[F_IV], 16);
			snprintf(what, sizeof(what), "%s%s", dir, inplace ? " in place" : "");
			rc = table[t].fn(enc, r, iv, OR_NULL(src, n), OR_NULL(out, n), n);
			check_rc(what, rc, AESALT_OK);
			check_bytes(what, out, want, n);
			check_guard(what, out, n);
			if (has_iv) {
				snprintf(what, sizeof(what), "iv/counter after %s%s", dir,
					 inplace ? " in place" : "");
				check_bytes(what, iv, exp_iv, 16);
			}
			free(out);
		}
	}
}

/* ---- AEADs ---------------------------------------------------------------- */

static int aead_enc(enum kind kind, const struct record *r, const uint8_t *in, uint8_t *out,
		    size_t len, uint8_t *tag, size_t tag_len)
{
	const uint8_t *aad = OR_NULL(r->v[F_AAD], r->n[F_AAD]);
	size_t alen = r->n[F_AAD];

	switch (kind) {
	case K_GCM:
		return aesalt_gcm_encrypt(r->v[F_KEY], r->n[F_KEY], r->v[F_IV], r->n[F_IV], aad,
					  alen, in, out, len, tag, tag_len);
	case K_CCM:
		return aesalt_ccm_encrypt(r->v[F_KEY], r->n[F_KEY], r->v[F_NONCE], r->n[F_NONCE],
					  aad, alen, in, out, len, OR_NULL(tag, tag_len), tag_len);
	case K_AEGIS128:
		return aesalt_aegis128_encrypt(r->v[F_KEY], r->v[F_NONCE], aad, alen, in, out, len,
					       tag, tag_len);
	case K_AEGIS128L:
		return aesalt_aegis128l_encrypt(r->v[F_KEY], r->v[F_NONCE], aad, alen, in, out, len,
						tag, tag_len);
	case K_AEGIS256:
		return aesalt_aegis256_encrypt(r->v[F_KEY], r->v[F_NONCE], aad, alen, in, out, len,
					       tag, tag_len);
	default:
		return AESALT_ERR_UNSUPPORTED;
	}
}

static int aead_dec(enum kind kind, const struct record *r, const uint8_t *in, uint8_t *out,
		    size_t len, const uint8_t *tag, size_t tag_len)
{
	const uint8_t *aad = OR_NULL(r->v[F_AAD], r->n[F_AAD]);
	size_t alen = r->n[F_AAD];

	switch (kind) {
	case K_GCM:
		return aesalt_gcm_decrypt(r->v[F_KEY], r->n[F_KEY], r->v[F_IV], r->n[F_IV], aad,
					  alen, in, out, len, tag, tag_len);
	case K_CCM:
		return aesalt_ccm_decrypt(r->v[F_KEY], r->n[F_KEY], r->v[F_NONCE], r->n[F_NONCE],
					  aad, alen, in, out, len, OR_NULL(tag, tag_len), tag_len);
	case K_AEGIS128:
		return aesalt_aegis128_decrypt(r->v[F_KEY], r->v[F_NONCE], aad, alen, in, out, len,
					       tag, tag_len);
	case K_AEGIS128L:
		return aesalt_aegis128l_decrypt(r->v[F_KEY], r->v[F_NONCE], aad, alen, in, out, len,
						tag, tag_len);
	case K_AEGIS256:
		return aesalt_aegis256_decrypt(r->v[F_KEY], r->v[F_NONCE], aad, alen, in, out, len,
					       tag, tag_len);
	default:
		return AESALT_ERR_UNSUPPORTED;
	}
}

/* CCM over an expanded key: the same record through aesalt_ccm_*_key, with
 * a check that the key recorded the selected kernel. */
static void run_ccm_key(const struct record *r)
{
	aesalt_aes_key key;
	const uint8_t *aad = OR_NULL(r->v[F_AAD], r->n[F_AAD]);
	const char *made_by;
	size_t n = r->n[F_CT], tl = r->n[F_TAG];
	uint8_t *out = out_buf(n), tag[16];
	int rc;

	memset(&key, 0, sizeof(key));
	rc = aesalt_aes_setkey_enc(&key, r->v[F_KEY], r->n[F_KEY]);
	check_rc("aesalt_aes_setkey_enc", rc, AESALT_OK);
	made_by = aesalt_aes_key_kernel(&key);
	CHECK(made_by && !strcmp(made_by, cur_kernel), WHERE_FMT ": key made by kernel %s",
	      WHERE_ARGS, made_by ? made_by : "(none)");
	if (!r->expect_fail) {
		rc = aesalt_ccm_encrypt_key(&key, r->v[F_NONCE], r->n[F_NONCE], aad, r->n[F_AAD],
					    OR_NULL(out, n), OR_NULL(r->v[F_PT], n), n,
					    tl ? tag : NULL, tl);
		check_rc("ccm_encrypt_key", rc, AESALT_OK);
		check_bytes("ccm_encrypt_key ciphertext", out, r->v[F_CT], n);
		check_bytes("ccm_encrypt_key tag", tag, r->v[F_TAG], tl);
		check_guard("ccm_encrypt_key", out, n);
	}
	memset(out, POISON, n + GUARD);
	rc = aesalt_ccm_decrypt_key(&key, r->v[F_NONCE], r->n[F_NONCE], aad, r->n[F_AAD],
				    OR_NULL(out, n), OR_NULL(r->v[F_CT], n), n,
				    OR_NULL(r->v[F_TAG], tl), tl);
	if (r->expect_fail) {
		check_rc("ccm_decrypt_key of a forgery", rc, AESALT_ERR_AUTH);
		CHECK(all_zero(out, n),
		      WHERE_FMT ": ccm_decrypt_key left plaintext after a failed tag", WHERE_ARGS);
	} else {
		check_rc("ccm_decrypt_key", rc, AESALT_OK);
		check_bytes("ccm_decrypt_key plaintext", out, r->v[F_PT], n);
	}
	check_guard("ccm_decrypt_key", out, n);
	aesalt_aes_key_wipe(&key);
	CHECK(aesalt_aes_key_kernel(&key) == NULL, WHERE_FMT ": wiped key still names a kernel",
	      WHERE_ARGS);
	free(out);
}

/* GCM through setkey/start/aad/update/finish, data cut as split_sizes says. */
static void run_gcm_stream(const struct record *r, int encrypt, size_t split)
{
	aesalt_gcm_ctx ctx;
	const uint8_t *in = encrypt ? r->v[F_PT] : r->v[F_CT];
	const uint8_t *want = encrypt ? r->v[F_CT] : r->v[F_PT];
	size_t n = r->n[F_CT], alen = r->n[F_AAD], tl = r->n[F_TAG], off, k;
	uint8_t *out = out_buf(n), tag[16];
	char what[80];
	int rc, ok = 1;

	snprintf(what, sizeof(what), "gcm stream %s, split %zu", encrypt ? "encrypt" : "decrypt",
		 split);
	memset(&ctx, 0, sizeof(ctx));
	rc = aesalt_gcm_setkey(&ctx, r->v[F_KEY], r->n[F_KEY]);
	ok &= rc == AESALT_OK;
	rc = aesalt_gcm_start(&ctx, encrypt, r->v[F_IV], r->n[F_IV]);
	ok &= rc == AESALT_OK;
	if (alen == 0)
		ok &= aesalt_gcm_aad(&ctx, NULL, 0) == AESALT_OK;
	for (off = 0, k = 0; off < alen;) {
		size_t p = piece(split, &k, alen - off);

		ok &= aesalt_gcm_aad(&ctx, r->v[F_AAD] + off, p) == AESALT_OK;
		off += p;
	}
	if (n == 0)
		ok &= aesalt_gcm_update(&ctx, NULL, NULL, 0) == AESALT_OK;
	for (off = 0, k = 0; off < n;) {
		size_t p = piece(split, &k, n - off);

		ok &= aesalt_gcm_update(&ctx, out + off, in + off, p) == AESALT_OK;
		off += p;
	}
	ok &= aesalt_gcm_finish(&ctx, tag, tl) == AESALT_OK;
	CHECK(ok, WHERE_FMT ": %s: a call failed", WHERE_ARGS, what);
	if (r->expect_fail) {
		/* Streaming decryption hands the tag to the caller: it must differ. */
		CHECK(memcmp(tag, r->v[F_TAG], tl) != 0, WHERE_FMT ": %s: tag of a forgery matches",
		      WHERE_ARGS, what);
	} else {
		check_bytes(what, out, want, n);
		check_bytes(what, tag, r->v[F_TAG], tl);
	}
	check_guard(what, out, n);
	aesalt_gcm_wipe(&ctx);
	free(out);
}

static void run_aead(const struct vfile *vf, const struct record *r)
{
	const uint8_t *pt = r->v[F_PT], *ct = r->v[F_CT], *tagv = r->v[F_TAG];
	size_t n = r->n[F_CT], tl = r->n[F_TAG], split;
	uint8_t *out, tag[64];
	int rc, inplace;

	size_t klen = vf->kind == K_AEGIS256 ? 32 : 16;
	int aegis = vf->kind == K_AEGIS128 || vf->kind == K_AEGIS128L || vf->kind == K_AEGIS256;
	int sane = tl < sizeof(tag) && (aegis || tl <= 16);

	if (aegis)
		sane = sane && r->n[F_KEY] == klen && r->n[F_NONCE] == klen;
	CHECK(sane, WHERE_FMT ": key, nonce or tag length impossible for this algorithm",
	      WHERE_ARGS);
	if (!sane)
		return;
	if (!r->expect_fail) {
		for (inplace = 0; inplace <= 1; inplace++) {
			const char *what = inplace ? "encrypt in place" : "encrypt";

			out = inplace ? copy_buf(pt, n) : out_buf(n);
			memset(tag, POISON, sizeof(tag));
			rc = aead_enc(vf->kind, r, OR_NULL(inplace ? out : pt, n), OR_NULL(out, n),
				      n, tag, tl);
			check_rc(what, rc, AESALT_OK);
			check_bytes(what, out, ct, n);
			check_bytes("tag", tag, tagv, tl);
			CHECK(tag[tl] == POISON, WHERE_FMT ": tag written past tag_len %zu",
			      WHERE_ARGS, tl);
			check_guard(what, out, n);
			free(out);
		}
	}
	for (inplace = 0; inplace <= 1; inplace++) {
		const char *what = inplace ? "decrypt in place" : "decrypt";

		out = inplace ? copy_buf(ct, n) : out_buf(n);
		rc = aead_dec(vf->kind, r, OR_NULL(inplace ? out : ct, n), OR_NULL(out, n), n, tagv,
			      tl);
		if (r->expect_fail) {
			check_rc(what, rc, AESALT_ERR_AUTH);
			CHECK(all_zero(out, n),
			      WHERE_FMT ": %s of a forgery left output not zeroed", WHERE_ARGS,
			      what);
		} else {
			check_rc(what, rc, AESALT_OK);
			check_bytes(what, out, pt, n);
		}
		check_guard(what, out, n);
		free(out);
	}
	if (vf->kind == K_CCM)
		run_ccm_key(r);
	if (vf->kind == K_GCM) {
		for (split = 0; split < NSPLITS; split++) {
			if (!r->expect_fail)
				run_gcm_stream(r, 1, split);
			run_gcm_stream(r, 0, split);
		}
	}
}

/* ---- CMAC ----------------------------------------------------------------- */

static void run_cmac(const struct record *r)
{
	aesalt_cmac_ctx ctx;
	const uint8_t *msg = r->v[F_MSG];
	size_t n = r->n[F_MSG], split, off, k;
	uint8_t mac[16 + GUARD];
	int rc, ok;

	CHECK(r->n[F_MAC] == 16, WHERE_FMT ": mac is not 16 bytes", WHERE_ARGS);
	if (r->n[F_MAC] != 16)
		return;
	memset(mac, POISON, sizeof(mac));
	rc = aesalt_cmac(r->v[F_KEY], r->n[F_KEY], OR_NULL(msg, n), n, mac);
	check_rc("aesalt_cmac", rc, AESALT_OK);
	check_bytes("aesalt_cmac", mac, r->v[F_MAC], 16);
	check_guard("aesalt_cmac", mac, 16);

	memset(&ctx, 0, sizeof(ctx));
	rc = aesalt_cmac_setkey(&ctx, r->v[F_KEY], r->n[F_KEY]);
	check_rc("aesalt_cmac_setkey", rc, AESALT_OK);
	for (split = 0; split < NSPLITS; split++) {
		char what[48];

		snprintf(what, sizeof(what), "cmac stream, split %zu", split);
		ok = 1;
		if (n == 0)
			ok &= aesalt_cmac_update(&ctx, NULL, 0) == AESALT_OK;
		for (off = 0, k = 0; off < n;) {
			size_t p = piece(split, &k, n - off);

			ok &= aesalt_cmac_update(&ctx, msg + off, p) == AESALT_OK;
			off += p;
		}
		memset(mac, POISON, sizeof(mac));
		ok &= aesalt_cmac_finish(&ctx, mac) == AESALT_OK;
		CHECK(ok, WHERE_FMT ": %s: a call failed", WHERE_ARGS, what);
		check_bytes(what, mac, r->v[F_MAC], 16);
	}
	/* reset drops a half-fed message */
	ok = aesalt_cmac_update(&ctx, r->v[F_KEY], r->n[F_KEY]) == AESALT_OK;
	ok &= aesalt_cmac_reset(&ctx) == AESALT_OK;
	ok &= aesalt_cmac_update(&ctx, OR_NULL(msg, n), n) == AESALT_OK;
	ok &= aesalt_cmac_finish(&ctx, mac) == AESALT_OK;
	CHECK(ok, WHERE_FMT ": cmac reset: a call failed", WHERE_ARGS);
	check_bytes("cmac after reset", mac, r->v[F_MAC], 16);
	aesalt_cmac_wipe(&ctx);
}

/* ---- modes the build left out ---------------------------------------------- */

/* The option that left the mode out of this build (tests/CMakeLists.txt
 * passes the library's AESALT_NO_* definitions), or NULL. */
static const char *compiled_out(enum kind kind)
{
	switch (kind) {
#if defined(AESALT_NO_CFB_OFB)
	case K_CFB128:
	case K_CFB8:
	case K_OFB:
		return "AESALT_CFB_OFB=OFF";
#endif
#if defined(AESALT_NO_XTS)
	case K_XTS:
		return "AESALT_XTS=OFF";
#endif
#if defined(AESALT_NO_AEGIS)
	case K_AEGIS128:
	case K_AEGIS128L:
	case K_AEGIS256:
		return "AESALT_AEGIS=OFF";
#endif
	default:
		return NULL;
	}
}

/* A record of a mode left out: the call returns AESALT_ERR_UNSUPPORTED
 * and writes nothing. */
static void run_compiled_out(const struct vfile *vf, const struct record *r)
{
	uint8_t iv[16] = { 0 }, out[64], tag[32];
	size_t n = r->n[F_PT] < sizeof out ? r->n[F_PT] : sizeof out;
	int rc;

	memset(out, POISON, sizeof out);
	memset(tag, POISON, sizeof tag);
	switch (vf->kind) {
	case K_CFB128:
		rc = run_cfb128(1, r, iv, r->v[F_PT], out, n);
		break;
	case K_CFB8:
		rc = run_cfb8(1, r, iv, r->v[F_PT], out, n);
		break;
	case K_OFB:
		rc = run_ofb(1, r, iv, r->v[F_PT], out, n);
		break;
	case K_XTS:
		rc = run_xts(1, r, iv, r->v[F_PT], out, n);
		break;
	default:
		rc = aead_enc(vf->kind, r, OR_NULL(r->v[F_PT], n), OR_NULL(out, n), n, tag,
			      r->n[F_TAG] < sizeof tag ? r->n[F_TAG] : 16);
		break;
	}
	check_rc("compiled out", rc, AESALT_ERR_UNSUPPORTED);
	CHECK(out[0] == POISON && tag[0] == POISON, WHERE_FMT ": a mode left out wrote output",
	      WHERE_ARGS);
}

/* ---- main ------------------------------------------------------------------ */

static void run_record(const struct vfile *vf, const struct record *r)
{
	cur_file = vf;
	cur_rec = r;
	if (compiled_out(vf->kind) != NULL) {
		run_compiled_out(vf, r);
		return;
	}
	switch (vf->kind) {
	case K_GCM:
	case K_CCM:
	case K_AEGIS128:
	case K_AEGIS128L:
	case K_AEGIS256:
		run_aead(vf, r);
		break;
	case K_CMAC:
		run_cmac(r);
		break;
	default:
		run_cipher(vf, r);
		break;
	}
}

int main(int argc, char **argv)
{
	size_t nk, i, f, r, total = 0;

	if (argc != 2) {
		fprintf(stderr, "usage: %s <vector directory>\n", argv[0]);
		return 1;
	}
	for (f = 0; f < NFILES; f++) {
		if (load_file(argv[1], &files[f], &loaded[f]) == 0)
			CHECK(1, "load");
	}

	for (f = 0; f < NFILES; f++)
		if (compiled_out(files[f].kind) != NULL)
			printf("test_vectors: skip %s: its mode is compiled out (%s); each record "
			       "checks AESALT_ERR_UNSUPPORTED instead\n",
			       files[f].name, compiled_out(files[f].kind));
	nk = aesalt_kernel_count();
	CHECK(nk > 0, "no kernel is usable");
	for (i = 0; i < nk; i++) {
		const char *name = aesalt_kernel_name(i), *active;
		size_t count = 0;
		int rc;

		CHECK(name != NULL, "aesalt_kernel_name(%zu) is NULL", i);
		if (!name)
			continue;
		rc = aesalt_kernel_select(name);
		active = aesalt_kernel_active();
		CHECK(rc == AESALT_OK && active && !strcmp(active, name),
		      "kernel %s: select returned %d, active is %s", name, rc,
		      active ? active : "(none)");
		if (rc != AESALT_OK)
			continue;
		cur_kernel = name;
		for (f = 0; f < NFILES; f++) {
			for (r = 0; loaded[f].ok && r < loaded[f].nrecs; r++) {
				run_record(&files[f], &loaded[f].recs[r]);
				count++;
			}
		}
		printf("test_vectors: kernel %s: %zu records\n", name, count);
		total += count;
	}
	aesalt_kernel_select(NULL);
	CHECK(total > 0, "no record ran");

	for (f = 0; f < NFILES; f++) {
		for (r = 0; r < loaded[f].nrecs; r++)
			free_record(&loaded[f].recs[r]);
		free(loaded[f].recs);
	}
	return test_summary("test_vectors");
}
