/* SPDX-License-Identifier: Apache-2.0 */
/*
 * insn_count: a QEMU TCG plugin (user mode) that counts the guest
 * instructions and memory accesses executed between two marker calls.
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
 * Arguments (-plugin insn_count.so,ARG=VALUE,...):
 *   begin=SYMBOL  end=SYMBOL    marker names (defaults above)
 *
 * The same file builds against the plugin API of QEMU 7.2 (version 1: inline
 * ops on a plain counter) and of QEMU 10 (version 4: per-vCPU scoreboards),
 * selected by QEMU_PLUGIN_VERSION; the Makefile builds one .so per header.
 * Guest programs are expected to be single-threaded while a region is open.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <qemu-plugin.h>

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

enum { MARK_BEGIN, MARK_END };

static const char *mark_name[2] = { "aesalt_bench_mark_begin", "aesalt_bench_mark_end" };
static uint64_t mark_addr[2];
static int mark_found[2];

#if QEMU_PLUGIN_VERSION >= 2
/* Two uint64_t per vCPU: instructions, memory accesses. */
struct counters {
	uint64_t insns;
	uint64_t mem;
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
#else
static uint64_t n_insns, n_mem;
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
#endif

static int region_open;
static unsigned int region_vcpu;
static uint64_t start_insns, start_mem;
static unsigned long regions;
static unsigned long errors;

static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void say(const char *fmt, ...)
{
	char buf[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	qemu_plugin_outs(buf);
}

static void on_mark(unsigned int vcpu, void *udata)
{
	uintptr_t which = (uintptr_t)udata;

	if (which == MARK_BEGIN) {
		if (region_open) {
			say("insn_count: error: begin inside an open region %lu\n", regions);
			errors++;
		}
		region_open = 1;
		region_vcpu = vcpu;
		start_insns = get_insns(vcpu);
		start_mem = get_mem(vcpu);
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
	regions++;
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

	machine = rd(e, 18, 2, &ok);
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
					if (machine == 21) /* EM_PPC64 */
						mark_addr[m] +=
							ppc64_local_entry((unsigned int)other);
					mark_found[m] = 1;
				}
			}
		}
		if (mark_found[0] && mark_found[1])
			break;
	}
}

static int load_markers(void)
{
	const char *path = qemu_plugin_path_to_binary();
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
	bias = qemu_plugin_start_code() - text;
	for (m = 0; m < 2; m++)
		mark_addr[m] += bias;
	return 0;
}

QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc,
					   char **argv)
{
	int i;

	if (info->system_emulation) {
		qemu_plugin_outs("insn_count: error: user-mode emulation only\n");
		return -1;
	}
	for (i = 0; i < argc; i++) {
		if (strncmp(argv[i], "begin=", 6) == 0 && argv[i][6] != '\0') {
			mark_name[MARK_BEGIN] = argv[i] + 6;
		} else if (strncmp(argv[i], "end=", 4) == 0 && argv[i][4] != '\0') {
			mark_name[MARK_END] = argv[i] + 4;
		} else {
			say("insn_count: error: unknown argument %s\n", argv[i]);
			return -1;
		}
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
