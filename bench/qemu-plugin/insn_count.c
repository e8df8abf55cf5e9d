/* SPDX-License-Identifier: Apache-2.0 */
/*
 * insn_count: a QEMU TCG plugin that counts the guest instructions and
 * memory accesses executed between two marker calls.  User mode reads the
 * binary QEMU runs; system emulation (a bare-metal guest such as the
 * Cortex-M boards under qemu-system-arm) needs elf=GUEST.elf, the image
 * at its link addresses.  On 32-bit ARM the Thumb bit of the marker
 * symbols is dropped.
 *
 * The guest program calls aesalt_bench_mark_begin() and
 * aesalt_bench_mark_end() (bench/qemu-plugin/marker.c) around the code to
 * measure.  The plugin reads the symbol table of the guest binary itself (an
 * ELF file: 32 or 64 bits, either byte order) to find the two functions,
 * relocates them by the load bias (QEMU's start of text minus the lowest
 * executable segment address, so PIE binaries work; read at the first
 * translation, since QEMU loads the
 * guest after installing the plugin), and puts an execution callback on their first
 * instruction.  Every instruction carries an inline "add 1" and every memory
 * access another, so the counts are exact and repeatable; a region's count
 * is the difference of the two counters between the begin and the end
 * callback.  That includes the marker calls themselves (a few instructions,
 * always the same): measure twice at two sizes and subtract.
 *
 * Output, through QEMU's log (-d plugin, -D FILE), one line per region and a
 * closing line:
 *   insn_count: region N insns I mem M
 *   insn_count: total insns I mem M regions N
 * Errors (a marker not found, end without begin, a region left open) print
 * "insn_count: error ..." and the checkers treat them as failures.
 *
 * Three options add lines after each region line and change nothing else:
 *
 *   pair=on     (with mix=on) each class is prefixed by the mnemonic of
 *               the instruction before it in its translation block, "^"
 *               at a block's start: "ldr.w | ldr.w rN, [rN, rN, lsl #N]"
 *               (for timing models that price neighbours, Cortex-M4).
 *   mix=on      the region's instruction mix, one line per instruction class
 *               executed in it:   insn_count: mix N COUNT CLASS
 *               CLASS is QEMU's disassembly of the instruction with every
 *               number (register numbers, immediates, displacements,
 *               addresses) written as N, so m68k's "movel %a2@(0,%d4:l:4),%d5"
 *               and "movel %a3@(c0,%d0:l:4),%d1" are one class: what a
 *               timing table needs (mnemonic, size, addressing modes) and
 *               nothing it does not.  The registers of an m68k register
 *               list keep their numbers (movem's time depends on how many).
 *               Counted inline like the totals, so exact; the counts of a
 *               region add up to its insns.
 *   dcache=B    a model of a B-byte data cache as the MC68030's (MC68030
 *               User's Manual, sec. 6: 256 bytes, direct mapped, 16-byte
 *               lines, a valid bit per long word): a read that finds its
 *               long word valid hits; a read miss loads only that long
 *               word (no burst fill: CACR's DBE off); writes go through,
 *               update a valid long word and allocate nothing.  Per region:
 *                 insn_count: dcache N reads R misses X
 *               R counts the data reads, X the long words they missed (a
 *               misaligned read can miss two).
 *   icache=B    the same model for instruction fetch: each executed
 *               translation block looks up the long words its instructions
 *               occupy, in order, and a miss loads that long word:
 *                 insn_count: icache N fetches F misses X
 *               Both models use guest virtual addresses, as the 68030's
 *               logically addressed caches do, and are callbacks (per
 *               memory access, per block): slower than the inline counts.
 *
 * Arguments (-plugin insn_count.so,ARG=VALUE,...):
 *   begin=SYMBOL  end=SYMBOL    marker names (defaults above)
 *   mix=on|off                  instruction classes (default off)
 *   dcache=BYTES  icache=BYTES  cache models, a power of two >= 16
 *                               (default 0: off)
 *
 * The same file builds against the plugin API of QEMU 7.2 (version 1: inline
 * ops on a plain counter) and of QEMU 10 (version 4: per-vCPU scoreboards),
 * selected by QEMU_PLUGIN_VERSION; the Makefile builds one .so per header.
 * Guest programs are expected to be single-threaded while a region is open.
 */
#include <ctype.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <qemu-plugin.h>

/* Weak: a QEMU 10 built from source may lack linux-user/plugin-api.c (its
 * archive member is dropped at link time), so these resolve to NULL there;
 * user mode then needs elf=GUEST (a non-PIE binary, load bias 0). */
#pragma weak qemu_plugin_path_to_binary
#pragma weak qemu_plugin_start_code

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

enum { MARK_BEGIN, MARK_END };

static const char *mark_name[2] = { "aesalt_bench_mark_begin", "aesalt_bench_mark_end" };
static uint64_t mark_addr[2];
static int mark_found[2];

/* Instruction classes of mix=on; a class seen after the table is full
 * is an error (reported once, at exit), not silently merged. */
#define MIX_CLASSES 8192

#if QEMU_PLUGIN_VERSION >= 2
/* Per vCPU: instructions, memory accesses, and the counts of mix=on. */
struct counters {
	uint64_t insns;
	uint64_t mem;
	uint64_t mix[MIX_CLASSES];
};
static struct qemu_plugin_scoreboard *board;
static qemu_plugin_u64 c_insns, c_mem;
static uint64_t get_insns(unsigned int vcpu)
{
	return qemu_plugin_u64_get(c_insns, vcpu);
}
static uint64_t get_mem(unsigned int vcpu)
{
	return qemu_plugin_u64_get(c_mem, vcpu);
}
static qemu_plugin_u64 mix_entry(size_t k)
{
	qemu_plugin_u64 e = c_insns;

	e.offset = offsetof(struct counters, mix) + k * sizeof(uint64_t);
	return e;
}
static uint64_t get_mix(unsigned int vcpu, size_t k)
{
	return qemu_plugin_u64_get(mix_entry(k), vcpu);
}
#else
static uint64_t n_insns, n_mem, n_mix[MIX_CLASSES];
static uint64_t get_insns(unsigned int vcpu)
{
	(void)vcpu;
	return n_insns;
}
static uint64_t get_mem(unsigned int vcpu)
{
	(void)vcpu;
	return n_mem;
}
static uint64_t get_mix(unsigned int vcpu, size_t k)
{
	(void)vcpu;
	return n_mix[k];
}
#endif

static int region_open;
static unsigned int region_vcpu;
static uint64_t start_insns, start_mem;
static unsigned long regions;
static unsigned long errors;

/* mix=on: the class texts, in the order first translated, and a hash
 * index over them (open addressing, twice the table's size). */
static int mix_on;
static int pair_on; /* pair=on: classes carry the previous mnemonic */
static char *mix_text[MIX_CLASSES];
static size_t mix_n;
static int mix_full;
static uint32_t mix_slot[2 * MIX_CLASSES]; /* class + 1; 0: empty */
static uint64_t mix_start[MIX_CLASSES];

/* dcache=B, icache=B: one tag and four long-word valid bits per 16-byte
 * line; the counters are plain globals (one vCPU, as the regions assume). */
struct cache_line {
	uint64_t tag;
	unsigned int valid;
};
struct cache {
	const char *name, *what;
	struct cache_line *line;
	uint64_t nlines;
	uint64_t looks, misses, start_looks, start_misses;
};
static struct cache dcache = { "dcache", "reads", NULL, 0, 0, 0, 0, 0 };
static struct cache icache = { "icache", "fetches", NULL, 0, 0, 0, 0, 0 };

static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void say(const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	qemu_plugin_outs(buf);
}

/* ---- dcache=B, icache=B ------------------------------------------------------- */

/* One long word (address >> 2) looked up: 1 if a read of it missed.  A
 * store hits or goes round the cache, changing nothing. */
static unsigned int cache_word(struct cache *c, uint64_t word, int store)
{
	uint64_t tag = word >> 2;
	struct cache_line *l = &c->line[tag % c->nlines];
	unsigned int bit = 1u << (word & 3);

	if (store || (l->tag == tag && (l->valid & bit)))
		return 0;
	if (l->tag != tag) {
		l->tag = tag;
		l->valid = 0;
	}
	l->valid |= bit;
	return 1;
}

/* Looks up the long words of [addr, addr + len) (len >= 1). */
static void cache_range(struct cache *c, uint64_t addr, uint64_t len, int store)
{
	uint64_t w;

	for (w = addr >> 2; w <= (addr + len - 1) >> 2; w++)
		c->misses += cache_word(c, w, store);
}

static int cache_init(struct cache *c, unsigned long bytes)
{
	uint64_t i;

	c->nlines = bytes / 16;
	c->line = calloc(c->nlines, sizeof *c->line);
	if (c->line == NULL)
		return -1;
	for (i = 0; i < c->nlines; i++)
		c->line[i].tag = UINT64_MAX; /* holds nothing */
	return 0;
}

static void cache_say(const struct cache *c)
{
	if (c->line != NULL)
		say("insn_count: %s %lu %s %" PRIu64 " misses %" PRIu64 "\n", c->name, regions,
		    c->what, c->looks - c->start_looks, c->misses - c->start_misses);
}

static void on_mem(unsigned int vcpu, qemu_plugin_meminfo_t info, uint64_t vaddr, void *udata)
{
	int store = qemu_plugin_mem_is_store(info);

	(void)vcpu;
	(void)udata;
	cache_range(&dcache, vaddr, 1u << qemu_plugin_mem_size_shift(info), store);
	if (!store)
		dcache.looks++;
}

/* udata: the block's [start, end) in a malloc'd pair, kept for QEMU's life. */
static void on_tb_exec(unsigned int vcpu, void *udata)
{
	const uint64_t *span = udata;

	(void)vcpu;
	icache.looks += ((span[1] - 1) >> 2) - (span[0] >> 2) + 1;
	cache_range(&icache, span[0], span[1] - span[0], 0);
}

static void on_mark(unsigned int vcpu, void *udata)
{
	uintptr_t which = (uintptr_t)udata;
	size_t k;

	if (which == MARK_BEGIN) {
		if (region_open) {
			say("insn_count: error: begin inside an open region %lu\n", regions);
			errors++;
		}
		region_open = 1;
		region_vcpu = vcpu;
		start_insns = get_insns(vcpu);
		start_mem = get_mem(vcpu);
		dcache.start_looks = dcache.looks;
		dcache.start_misses = dcache.misses;
		icache.start_looks = icache.looks;
		icache.start_misses = icache.misses;
		for (k = 0; k < mix_n; k++)
			mix_start[k] = get_mix(vcpu, k);
		return;
	}
	if (!region_open || vcpu != region_vcpu) {
		say("insn_count: error: end without begin after region %lu\n", regions);
		errors++;
		return;
	}
	region_open = 0;
	say("insn_count: region %lu insns %" PRIu64 " mem %" PRIu64 "\n", regions,
	    get_insns(vcpu) - start_insns, get_mem(vcpu) - start_mem);
	cache_say(&dcache);
	cache_say(&icache);
	/* A class first translated inside the region started at 0. */
	for (k = 0; k < mix_n; k++) {
		uint64_t d = get_mix(vcpu, k) - mix_start[k];

		if (d != 0)
			say("insn_count: mix %lu %" PRIu64 " %s\n", regions, d, mix_text[k]);
	}
	regions++;
}

/* ---- mix=on ---------------------------------------------------------------- */

/* The class of an instruction: its disassembly with each number written
 * as N (a run that starts with a digit, with the hex digits and "x" that
 * follow it) and white space collapsed to one blank.  Returns a malloc'd
 * string. */
static char *mix_class(const char *dis)
{
	size_t len = strlen(dis), i = 0, o = 0;
	char *c = malloc(len + 1);

	if (c == NULL)
		return NULL;
	while (i < len && (dis[i] == ' ' || dis[i] == '\t'))
		i++;
	while (i < len) {
		char ch = dis[i];

		/* The numbers of registers in an m68k register list
		 * ("%d2-%d7/%a2") stay: movem's time depends on the count. */
		if (ch >= '0' && ch <= '9' && i >= 2 && dis[i - 2] == '%' &&
		    isalpha((unsigned char)dis[i - 1]) &&
		    ((i + 1 < len && (dis[i + 1] == '-' || dis[i + 1] == '/')) ||
		     (i >= 3 && (dis[i - 3] == '-' || dis[i - 3] == '/')))) {
			c[o++] = ch;
			i++;
			continue;
		}
		/* m68k's MIT syntax prints a displacement in hex without 0x
		 * ("%a2@(c0,%d1:l:4)"): a hex token right after "@(" is one. */
		if ((ch >= '0' && ch <= '9') ||
		    (isxdigit((unsigned char)ch) && o >= 2 && c[o - 2] == '@' && c[o - 1] == '(')) {
			while (i < len && (isxdigit((unsigned char)dis[i]) || dis[i] == 'x'))
				i++;
			c[o++] = 'N';
		} else if (ch == ' ' || ch == '\t') {
			while (i < len && (dis[i] == ' ' || dis[i] == '\t'))
				i++;
			if (i < len)
				c[o++] = ' ';
		} else {
			c[o++] = ch;
			i++;
		}
	}
	c[o] = '\0';
	return c;
}

static uint32_t mix_hash(const char *t)
{
	uint32_t h = 2166136261u; /* FNV-1a */

	while (*t != '\0')
		h = (h ^ (unsigned char)*t++) * 16777619u;
	return h;
}

/* The index of an instruction's class, added if new; -1 if the table is
 * full (or out of memory). */
static long mix_index(const char *dis)
{
	char *c = mix_class(dis);
	size_t nslot = sizeof mix_slot / sizeof mix_slot[0], s;

	if (c == NULL)
		return -1;
	for (s = mix_hash(c) % nslot; mix_slot[s] != 0; s = (s + 1) % nslot) {
		if (strcmp(mix_text[mix_slot[s] - 1], c) == 0) {
			free(c);
			return (long)mix_slot[s] - 1;
		}
	}
	if (mix_n == MIX_CLASSES) {
		free(c);
		mix_full = 1;
		return -1;
	}
	mix_text[mix_n] = c;
	/* A class first seen inside an open region starts from 0 there. */
	mix_start[mix_n] = 0;
	mix_slot[s] = (uint32_t)(mix_n + 1);
	return (long)mix_n++;
}

/* pair=on: the class is prefixed by the mnemonic of the instruction before
 * it in the same translation block ("^" at the start of a block: a branch
 * target or the instruction after a taken branch), so that a timing model
 * can price pipelined neighbours (Cortex-M4: a load after a load).  prev is
 * that instruction's disassembly, or NULL. */
static void mix_register(struct qemu_plugin_insn *insn, const char *prev)
{
	char *dis = qemu_plugin_insn_disas(insn);
	long k = -1;

	if (dis != NULL && pair_on) {
		size_t pl = 0, dl = strlen(dis);
		char *both;

		while (prev != NULL && (*prev == ' ' || *prev == '\t'))
			prev++;
		while (prev != NULL && prev[pl] != '\0' && prev[pl] != ' ' && prev[pl] != '\t')
			pl++;
		both = malloc(pl + dl + 5);
		if (both != NULL) {
			if (prev != NULL)
				memcpy(both, prev, pl);
			else
				both[pl++] = '^';
			memcpy(both + pl, " | ", 3);
			memcpy(both + pl + 3, dis, dl + 1);
			k = mix_index(both);
			free(both);
		}
	} else if (dis != NULL) {
		k = mix_index(dis);
	}
	free(dis);
	if (k < 0)
		return;
#if QEMU_PLUGIN_VERSION >= 2
	qemu_plugin_register_vcpu_insn_exec_inline_per_vcpu(insn, QEMU_PLUGIN_INLINE_ADD_U64,
							    mix_entry((size_t)k), 1);
#else
	qemu_plugin_register_vcpu_insn_exec_inline(insn, QEMU_PLUGIN_INLINE_ADD_U64, &n_mix[k], 1);
#endif
}

static int load_markers(void);

static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
	size_t i, n = qemu_plugin_tb_n_insns(tb);
	static int loaded;

	(void)id;
	/* The guest binary is loaded after the plugin is installed, so its
	 * symbols are read at the first translation. */
	if (!loaded) {
		loaded = 1;
		if (load_markers() != 0)
			errors++;
	}
	for (i = 0; i < n; i++) {
		struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
		uint64_t va = qemu_plugin_insn_vaddr(insn);
		uintptr_t m;

		/* The marker callback comes first, so a region starts and ends
		 * at the same point of a marker's first instruction. */
		for (m = 0; m < 2; m++)
			if (va == mark_addr[m])
				qemu_plugin_register_vcpu_insn_exec_cb(
					insn, on_mark, QEMU_PLUGIN_CB_NO_REGS, (void *)m);
#if QEMU_PLUGIN_VERSION >= 2
		qemu_plugin_register_vcpu_insn_exec_inline_per_vcpu(
			insn, QEMU_PLUGIN_INLINE_ADD_U64, c_insns, 1);
		qemu_plugin_register_vcpu_mem_inline_per_vcpu(insn, QEMU_PLUGIN_MEM_RW,
							      QEMU_PLUGIN_INLINE_ADD_U64, c_mem, 1);
#else
		qemu_plugin_register_vcpu_insn_exec_inline(insn, QEMU_PLUGIN_INLINE_ADD_U64,
							   &n_insns, 1);
		qemu_plugin_register_vcpu_mem_inline(insn, QEMU_PLUGIN_MEM_RW,
						     QEMU_PLUGIN_INLINE_ADD_U64, &n_mem, 1);
#endif
		if (mix_on) {
			char *prev =
				(pair_on && i > 0)
					? qemu_plugin_insn_disas(qemu_plugin_tb_get_insn(tb, i - 1))
					: NULL;

			mix_register(insn, prev);
			free(prev);
		}
		if (dcache.line != NULL)
			qemu_plugin_register_vcpu_mem_cb(insn, on_mem, QEMU_PLUGIN_CB_NO_REGS,
							 QEMU_PLUGIN_MEM_RW, NULL);
	}
	if (icache.line != NULL && n > 0) {
		struct qemu_plugin_insn *last = qemu_plugin_tb_get_insn(tb, n - 1);
		uint64_t *span = malloc(2 * sizeof *span);

		if (span == NULL) {
			errors++;
			return;
		}
		span[0] = qemu_plugin_tb_vaddr(tb);
		span[1] = qemu_plugin_insn_vaddr(last) + qemu_plugin_insn_size(last);
		qemu_plugin_register_vcpu_tb_exec_cb(tb, on_tb_exec, QEMU_PLUGIN_CB_NO_REGS, span);
	}
}

static void on_exit_cb(qemu_plugin_id_t id, void *udata)
{
	(void)id;
	(void)udata;
	if (region_open) {
		say("insn_count: error: region %lu never ended\n", regions);
		errors++;
	}
	if (mix_full) {
		say("insn_count: error: more than %d instruction classes: the mix is incomplete\n",
		    MIX_CLASSES);
		errors++;
	}
	say("insn_count: total insns %" PRIu64 " mem %" PRIu64 " regions %lu errors %lu\n",
	    get_insns(region_vcpu), get_mem(region_vcpu), regions, errors);
#if QEMU_PLUGIN_VERSION >= 2
	qemu_plugin_scoreboard_free(board);
#endif
}

/* ---- the guest's symbol table -------------------------------------------- */

struct elf {
	const unsigned char *p;
	size_t len;
	int is64, msb;
};

static uint64_t rd(const struct elf *e, uint64_t off, unsigned int size, int *ok)
{
	uint64_t v = 0;
	unsigned int i;

	if (off > e->len || size > e->len - off) {
		*ok = 0;
		return 0;
	}
	for (i = 0; i < size; i++) {
		unsigned int b = e->msb ? i : size - 1 - i;
		v = (v << 8) | e->p[off + b];
	}
	return v;
}

/* Offset of the local entry point of a PowerPC64 ELFv2 function from its
 * symbol value (st_other bits 5..7), where a call from the same module
 * enters: that instruction runs whichever entry the caller used. */
static uint64_t ppc64_local_entry(unsigned int other)
{
	return ((1u << ((other >> 5) & 7)) >> 2) << 2;
}

/* PowerPC64 ELFv1 (big-endian ppc64): a function symbol's value is the
 * address of its descriptor in .opd, whose first doubleword is the code
 * address (the linker writes the link-time value there even where a
 * relative relocation also applies).  Returns the code address, or the
 * value unchanged when no section holds it. */
static uint64_t ppc64_elfv1_entry(const struct elf *e, uint64_t value)
{
	int ok = 1;
	uint64_t shoff, shentsize, shnum, i;

	shoff = rd(e, 40, 8, &ok);
	shentsize = rd(e, 58, 2, &ok);
	shnum = rd(e, 60, 2, &ok);
	for (i = 0; ok && i < shnum; i++) {
		uint64_t sh = shoff + i * shentsize, type, addr, off, size;

		type = rd(e, sh + 4, 4, &ok);
		addr = rd(e, sh + 16, 8, &ok);
		off = rd(e, sh + 24, 8, &ok);
		size = rd(e, sh + 32, 8, &ok);
		if (ok && type == 1 && value >= addr && value - addr + 8 <= size) { /* PROGBITS */
			uint64_t entry = rd(e, off + (value - addr), 8, &ok);
			return ok ? entry : value;
		}
	}
	return value;
}

/* Lowest p_vaddr of an executable PT_LOAD segment: QEMU's start_code is
 * that address plus the load bias.  UINT64_MAX if there is none. */
static uint64_t text_vaddr(const struct elf *e)
{
	int ok = 1;
	uint64_t phoff, phentsize, phnum, i, low = UINT64_MAX;

	phoff = rd(e, e->is64 ? 32 : 28, e->is64 ? 8 : 4, &ok);
	phentsize = rd(e, e->is64 ? 54 : 42, 2, &ok);
	phnum = rd(e, e->is64 ? 56 : 44, 2, &ok);
	for (i = 0; ok && i < phnum; i++) {
		uint64_t ph = phoff + i * phentsize, type, flags, vaddr;

		type = rd(e, ph, 4, &ok);
		flags = rd(e, ph + (e->is64 ? 4 : 24), 4, &ok);
		vaddr = rd(e, ph + (e->is64 ? 16 : 8), e->is64 ? 8 : 4, &ok);
		if (ok && type == 1 && (flags & 1) && vaddr < low) /* PT_LOAD, PF_X */
			low = vaddr;
	}
	return ok ? low : UINT64_MAX;
}

/* Finds the marker symbols (mark_found[] says which). */
static void find_markers(const struct elf *e)
{
	int ok = 1;
	uint64_t shoff, shentsize, shnum, i, k, machine;
	int elfv1;

	machine = rd(e, 18, 2, &ok);
	/* e_flags: the ELF ABI version of PowerPC64 (1 or 0: descriptors) */
	elfv1 = machine == 21 && e->is64 && (rd(e, 48, 4, &ok) & 3) != 2;
	shoff = rd(e, e->is64 ? 40 : 32, e->is64 ? 8 : 4, &ok);
	shentsize = rd(e, e->is64 ? 58 : 46, 2, &ok);
	shnum = rd(e, e->is64 ? 60 : 48, 2, &ok);
	if (!ok)
		return;
	for (i = 0; i < shnum; i++) {
		uint64_t sh = shoff + i * shentsize, type, off, size, link, entsize, stroff, ssize;
		uint64_t lsh;

		type = rd(e, sh + 4, 4, &ok);
		if (type != 2 && type != 11) /* SHT_SYMTAB, SHT_DYNSYM */
			continue;
		off = rd(e, sh + (e->is64 ? 24 : 16), e->is64 ? 8 : 4, &ok);
		size = rd(e, sh + (e->is64 ? 32 : 20), e->is64 ? 8 : 4, &ok);
		link = rd(e, sh + (e->is64 ? 40 : 24), 4, &ok);
		entsize = rd(e, sh + (e->is64 ? 56 : 36), e->is64 ? 8 : 4, &ok);
		lsh = shoff + link * shentsize;
		stroff = rd(e, lsh + (e->is64 ? 24 : 16), e->is64 ? 8 : 4, &ok);
		ssize = rd(e, lsh + (e->is64 ? 32 : 20), e->is64 ? 8 : 4, &ok);
		if (!ok || entsize == 0 || stroff > e->len || ssize > e->len - stroff)
			return;
		for (k = 0; k < size / entsize; k++) {
			uint64_t s = off + k * entsize, name, value, other, shndx;
			int m;

			name = rd(e, s, 4, &ok);
			if (e->is64) {
				other = rd(e, s + 5, 1, &ok);
				shndx = rd(e, s + 6, 2, &ok);
				value = rd(e, s + 8, 8, &ok);
			} else {
				value = rd(e, s + 4, 4, &ok);
				other = rd(e, s + 13, 1, &ok);
				shndx = rd(e, s + 14, 2, &ok);
			}
			if (!ok || name >= ssize || shndx == 0)
				continue;
			for (m = 0; m < 2; m++) {
				const char *nm = (const char *)e->p + stroff + name;
				size_t nl = strlen(mark_name[m]);

				if (ssize - name > nl && memcmp(nm, mark_name[m], nl + 1) == 0) {
					mark_addr[m] = value;
					if (machine == 21 &&
					    elfv1) /* EM_PPC64, function descriptors */
						mark_addr[m] = ppc64_elfv1_entry(e, value);
					else if (machine == 21) /* EM_PPC64 ELFv2 */
						mark_addr[m] +=
							ppc64_local_entry((unsigned int)other);
					if (machine == 40) /* EM_ARM: bit 0 marks Thumb code */
						mark_addr[m] &= ~(uint64_t)1;
					mark_found[m] = 1;
				}
			}
		}
		if (mark_found[0] && mark_found[1])
			break;
	}
}

/* System emulation (a bare-metal guest, e.g. qemu-system-arm -M mps2-an386):
 * the guest's ELF is named by the elf= argument and runs at its link
 * addresses (no load bias). */
static const char *system_elf;

static int load_markers(void)
{
	const char *path = system_elf ? system_elf : qemu_plugin_path_to_binary();
	struct elf e;
	unsigned char *buf;
	long len;
	uint64_t text, bias;
	FILE *f;
	int m;

	if (path == NULL || (f = fopen(path, "rb")) == NULL) {
		say("insn_count: error: cannot open the guest binary %s\n", path ? path : "?");
		return -1;
	}
	if (fseek(f, 0, SEEK_END) != 0 || (len = ftell(f)) < 64 || fseek(f, 0, SEEK_SET) != 0 ||
	    (buf = malloc((size_t)len)) == NULL) {
		fclose(f);
		return -1;
	}
	if (fread(buf, 1, (size_t)len, f) != (size_t)len) {
		fclose(f);
		free(buf);
		return -1;
	}
	fclose(f);
	if (memcmp(buf, "\177ELF", 4) != 0 || (buf[4] != 1 && buf[4] != 2) ||
	    (buf[5] != 1 && buf[5] != 2)) {
		say("insn_count: error: %s is not an ELF file\n", path);
		free(buf);
		return -1;
	}
	e.p = buf;
	e.len = (size_t)len;
	e.is64 = buf[4] == 2;
	e.msb = buf[5] == 2;
	find_markers(&e);
	text = text_vaddr(&e);
	free(buf);
	for (m = 0; m < 2; m++) {
		if (!mark_found[m]) {
			say("insn_count: error: %s has no symbol %s\n", path, mark_name[m]);
			return -1;
		}
	}
	if (mark_addr[MARK_BEGIN] == mark_addr[MARK_END]) {
		say("insn_count: error: both markers are at one address (folded?)\n");
		return -1;
	}
	if (text == UINT64_MAX) {
		say("insn_count: error: %s has no executable segment\n", path);
		return -1;
	}
	/* Not the entry address: for a dynamic binary QEMU reports the
	 * interpreter's entry there, but start_code is the main binary's. */
	bias = system_elf ? 0 : qemu_plugin_start_code() - text;
	for (m = 0; m < 2; m++)
		mark_addr[m] += bias;
	return 0;
}

QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc,
					   char **argv)
{
	int i;

	for (i = 0; i < argc; i++) {
		if (strncmp(argv[i], "elf=", 4) == 0 && argv[i][4] != '\0') {
			system_elf = argv[i] + 4;
		} else if (strncmp(argv[i], "begin=", 6) == 0 && argv[i][6] != '\0') {
			mark_name[MARK_BEGIN] = argv[i] + 6;
		} else if (strncmp(argv[i], "end=", 4) == 0 && argv[i][4] != '\0') {
			mark_name[MARK_END] = argv[i] + 4;
		} else if (strncmp(argv[i], "pair=", 5) == 0) {
			bool on;

			if (!qemu_plugin_bool_parse("pair", argv[i] + 5, &on)) {
				say("insn_count: error: bad argument %s\n", argv[i]);
				return -1;
			}
			pair_on = on;
		} else if (strncmp(argv[i], "mix=", 4) == 0) {
			bool on;

			if (!qemu_plugin_bool_parse("mix", argv[i] + 4, &on)) {
				say("insn_count: error: bad argument %s\n", argv[i]);
				return -1;
			}
			mix_on = on;
		} else if (strncmp(argv[i], "dcache=", 7) == 0 ||
			   strncmp(argv[i], "icache=", 7) == 0) {
			char *end;
			unsigned long bytes = strtoul(argv[i] + 7, &end, 10);

			if (*end != '\0' ||
			    (bytes != 0 && (bytes < 16 || (bytes & (bytes - 1)) != 0))) {
				say("insn_count: error: bad argument %s\n", argv[i]);
				return -1;
			}
			if (bytes != 0 &&
			    cache_init(argv[i][0] == 'd' ? &dcache : &icache, bytes) != 0)
				return -1;
		} else {
			say("insn_count: error: unknown argument %s\n", argv[i]);
			return -1;
		}
	}
	if (info->system_emulation && system_elf == NULL) {
		qemu_plugin_outs("insn_count: error: system emulation needs elf=GUEST.elf\n");
		return -1;
	}
	if (!info->system_emulation && qemu_plugin_path_to_binary && qemu_plugin_start_code)
		system_elf = NULL; /* user mode: QEMU names the binary itself */
	if (system_elf == NULL && (!qemu_plugin_path_to_binary || !qemu_plugin_start_code)) {
		qemu_plugin_outs("insn_count: error: this QEMU lacks qemu_plugin_path_to_binary: "
				 "give elf=GUEST (non-PIE)\n");
		return -1;
	}
#if QEMU_PLUGIN_VERSION >= 2
	board = qemu_plugin_scoreboard_new(sizeof(struct counters));
	c_insns = qemu_plugin_scoreboard_u64_in_struct(board, struct counters, insns);
	c_mem = qemu_plugin_scoreboard_u64_in_struct(board, struct counters, mem);
#endif
	qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
	qemu_plugin_register_atexit_cb(id, on_exit_cb, NULL);
	return 0;
}
