/* SPDX-License-Identifier: Apache-2.0 */
/*
 * ct_trace: a QEMU TCG plugin (QEMU 7.2 plugin API) for the constant-time
 * trace proofs of every kernel (tests/cttrace/cttrace.py) and the
 * alignment check of the freestanding 68000 tests
 * (asm/m68k/freestanding/run.sh).
 *
 * Between the guest's calls of two marker functions (plugin arguments
 * begin=0xADDR,end=0xADDR, or by symbol: begin_sym=NAME,end_sym=NAME, the
 * entry being the first instruction of that function QEMU translates) it
 * hashes the address of every executed
 * instruction and the address, size and direction of every memory access,
 * and prints one line per region:
 *
 *   ct_trace: region N insns I mem M hash H
 *
 * Two regions that ran the same code on different secrets print the same
 * line when the code has no secret-dependent branch and no
 * secret-dependent address.  At exit it prints the number of word and long
 * accesses made at odd addresses during the whole run (an address error on
 * a 68000/68010) and the first few instruction addresses that made them:
 *
 *   ct_trace: odd-address word/long accesses N
 *   ct_trace:   at pc P
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <qemu-plugin.h>

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

static uint64_t mark[2];
static const char *mark_sym[2];
static uint64_t odd, odd_pcs[8]; /* word/long accesses at odd addresses */
static unsigned n_odd_pcs;
static int open_;
static uint64_t h, ni, nm;
static unsigned long regions;

static void mix(uint64_t v)
{
	h ^= v;
	h *= 0x100000001b3ull; /* FNV-1a step over 64-bit words */
	h ^= h >> 29;
}

static void say(const char *s)
{
	qemu_plugin_outs(s);
}

static void on_insn(unsigned int vcpu, void *ud)
{
	uint64_t pc = (uint64_t)(uintptr_t)ud;
	char buf[160];
	(void)vcpu;
	if (pc == mark[0]) {
		open_ = 1;
		h = 0xcbf29ce484222325ull;
		ni = nm = 0;
		return;
	}
	if (pc == mark[1] && open_) {
		open_ = 0;
		snprintf(buf, sizeof buf,
			 "ct_trace: region %lu insns %" PRIu64 " mem %" PRIu64 " hash %016" PRIx64
			 "\n",
			 regions++, ni, nm, h);
		say(buf);
		return;
	}
	if (open_) {
		ni++;
		mix(pc);
	}
}

static void on_mem(unsigned int vcpu, qemu_plugin_meminfo_t info, uint64_t va, void *ud)
{
	(void)vcpu;
	if ((va & 1) && qemu_plugin_mem_size_shift(info) > 0) {
		uint64_t pc = (uint64_t)(uintptr_t)ud;
		unsigned j;
		odd++;
		for (j = 0; j < n_odd_pcs && odd_pcs[j] != pc; j++)
			;
		if (j == n_odd_pcs && n_odd_pcs < 8)
			odd_pcs[n_odd_pcs++] = pc;
	}
	if (!open_)
		return;
	nm++;
	mix(va ^ ((uint64_t)qemu_plugin_mem_size_shift(info) << 56) ^
	    ((uint64_t)qemu_plugin_mem_is_store(info) << 60));
}

static void on_tb(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
	size_t i, n = qemu_plugin_tb_n_insns(tb);
	(void)id;
	for (i = 0; i < n; i++) {
		struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
		uint64_t va = qemu_plugin_insn_vaddr(insn);
		const char *sym = qemu_plugin_insn_symbol(insn);
		unsigned m;
		for (m = 0; m < 2; m++)
			if (mark_sym[m] != NULL && mark[m] == 0 && sym != NULL &&
			    strcmp(sym, mark_sym[m]) == 0)
				mark[m] = va;
		qemu_plugin_register_vcpu_insn_exec_cb(insn, on_insn, QEMU_PLUGIN_CB_NO_REGS,
						       (void *)(uintptr_t)va);
		qemu_plugin_register_vcpu_mem_cb(insn, on_mem, QEMU_PLUGIN_CB_NO_REGS,
						 QEMU_PLUGIN_MEM_RW, (void *)(uintptr_t)va);
	}
}

static void on_exit_(qemu_plugin_id_t id, void *ud)
{
	char buf[160];
	(void)id;
	(void)ud;
	unsigned j;
	snprintf(buf, sizeof buf, "ct_trace: odd-address word/long accesses %" PRIu64 "\n", odd);
	say(buf);
	for (j = 0; j < n_odd_pcs; j++) {
		snprintf(buf, sizeof buf, "ct_trace:   at pc %" PRIx64 "\n", odd_pcs[j]);
		say(buf);
	}
}

QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc,
					   char **argv)
{
	int i;
	(void)info;
	for (i = 0; i < argc; i++) {
		if (strncmp(argv[i], "begin=", 6) == 0)
			mark[0] = strtoull(argv[i] + 6, NULL, 0);
		else if (strncmp(argv[i], "end=", 4) == 0)
			mark[1] = strtoull(argv[i] + 4, NULL, 0);
		else if (strncmp(argv[i], "begin_sym=", 10) == 0)
			mark_sym[0] = strdup(argv[i] + 10);
		else if (strncmp(argv[i], "end_sym=", 8) == 0)
			mark_sym[1] = strdup(argv[i] + 8);
	}
	qemu_plugin_register_vcpu_tb_trans_cb(id, on_tb);
	qemu_plugin_register_atexit_cb(id, on_exit_, NULL);
	return 0;
}
