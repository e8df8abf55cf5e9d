/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The RISC-V vector cryptography instructions aesalt uses, as assembler
 * macros named like the instructions, for binutils 2.40 (which has the RVV
 * 1.0 mnemonics but none of Zvkned, Zvkg, Zvkb).  Each emits the 32-bit
 * word of the ratified encoding (RISC-V Cryptography Extensions Volume II,
 * v1.0; field values as in riscv-opcodes' rv_zvkned, rv_zvkg, rv_zvbb):
 *
 *   OP-P (0x77), funct3 OPMVV (2), vm = 1 (unmasked):
 *     vaesdm.vv/.vs  funct6 0x28/0x29, vs1 field 0
 *     vaesdf.vv/.vs  0x28/0x29, 1      vaesem.vv/.vs  0x28/0x29, 2
 *     vaesef.vv/.vs  0x28/0x29, 3      vaesz.vs       0x29, 7
 *     vaeskf1.vi     0x22, uimm        vaeskf2.vi     0x2a, uimm
 *     vgmul.vv       0x28, 0x11        vghsh.vv       0x2c, vs1
 *   OP-V (0x57), funct3 OPMVV (2), funct6 0x12 (VXUNARY0), vm = 1:
 *     vbrev8.v       vs1 field 8       vrev8.v        vs1 field 9
 *
 * Operands are written as in the specification (vd, vs2[, vs1 or uimm]).
 * Depends on: nothing (included by the C preprocessor into .S files).
 */
#ifndef AESALT_ASM_RISCV64_VCRYPTO_MACROS_H
#define AESALT_ASM_RISCV64_VCRYPTO_MACROS_H

/* .set out to the number of vector register r (v0..v31). */
.macro vregnum out, r
	.irp	n, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31
	.ifc	\r, v\n
	.set	\out, \n
	.endif
	.endr
.endm

/* One OP-P/OP-V word: funct6, vd, vs2, the 5-bit vs1 field, opcode. */
.macro vk_word funct6, vd, vs2, f1, opc
	vregnum	.Lvk_d, \vd
	vregnum	.Lvk_s2, \vs2
	.word	((\funct6) << 26) | (1 << 25) | (.Lvk_s2 << 20) | ((\f1) << 15) | (2 << 12) | (.Lvk_d << 7) | (\opc)
.endm

.macro vaesdm.vv vd, vs2
	vk_word	0x28, \vd, \vs2, 0, 0x77
.endm
.macro vaesdm.vs vd, vs2
	vk_word	0x29, \vd, \vs2, 0, 0x77
.endm
.macro vaesdf.vs vd, vs2
	vk_word	0x29, \vd, \vs2, 1, 0x77
.endm
.macro vaesem.vv vd, vs2
	vk_word	0x28, \vd, \vs2, 2, 0x77
.endm
.macro vaesem.vs vd, vs2
	vk_word	0x29, \vd, \vs2, 2, 0x77
.endm
.macro vaesef.vs vd, vs2
	vk_word	0x29, \vd, \vs2, 3, 0x77
.endm
.macro vaesz.vs vd, vs2
	vk_word	0x29, \vd, \vs2, 7, 0x77
.endm
.macro vaeskf1.vi vd, vs2, uimm
	vk_word	0x22, \vd, \vs2, \uimm, 0x77
.endm
.macro vaeskf2.vi vd, vs2, uimm
	vk_word	0x2a, \vd, \vs2, \uimm, 0x77
.endm
.macro vgmul.vv vd, vs2
	vk_word	0x28, \vd, \vs2, 0x11, 0x77
.endm
.macro vghsh.vv vd, vs2, vs1
	vregnum	.Lvk_s1, \vs1
	vk_word	0x2c, \vd, \vs2, .Lvk_s1, 0x77
.endm
.macro vbrev8.v vd, vs2
	vk_word	0x12, \vd, \vs2, 8, 0x57
.endm
.macro vrev8.v vd, vs2
	vk_word	0x12, \vd, \vs2, 9, 0x57
.endm

#endif
