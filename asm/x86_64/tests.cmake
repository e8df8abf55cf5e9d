# SPDX-License-Identifier: Apache-2.0
# x86_64's own tests (included by tests/CMakeLists.txt): the CPU probe
# with feature bits masked (AESALT_TEST_CPUID_MASK, asm/x86_64/cpu.h) must
# fall back to the next kernel by itself.  Hook builds only: a user's
# build ignores the mask.
if(AESALT_TEST_HOOKS)
  target_compile_definitions(test_cpu PRIVATE AESALT_TEST_HOOKS)
  # mask (hex, AESALT_X86_* of cpu.h) and the default kernel it must give
  set(x86_masks "novaes:0x040:aesni" "novpclmul:0x080:aesni" "noavx2:0x020:aesni"
    "noavx:0x010:aesni" "noaes:0x001:table" "nopclmul:0x002:table" "nossse3:0x004:table")
  foreach(m ${x86_masks})
    string(REPLACE ":" ";" f "${m}")
    list(GET f 0 tag)
    list(GET f 1 mask)
    list(GET f 2 want)
    # A build without that kernel (AESALT_KERNELS) cannot show the fallback.
    if(NOT want IN_LIST AESALT_KERNEL_NAMES OR NOT "aesni" IN_LIST AESALT_KERNEL_NAMES)
      continue()
    endif()
    add_test(NAME unit.cpu.x86_${tag} COMMAND test_cpu)
    set_tests_properties(unit.cpu.x86_${tag} PROPERTIES LABELS unit
      ENVIRONMENT "AESALT_TEST_CPUID_MASK=${mask};AESALT_TEST_EXPECT_KERNEL=${want}")
  endforeach()
endif()

# The kernels a CPU may lack, under emulation: qemu-x86_64 -cpu max (QEMU
# 7.2 and 10) has AES-NI, PCLMULQDQ and AVX2, so aesni runs there even on a
# CI machine without AES-NI.  It has no VPCLMULQDQ, so vaes is never usable
# under it (and QEMU 7.2 computes 256-bit VAESENC wrongly: asm/x86_64/
# README.md), hence only real hardware tests vaes.  Not under the
# sanitizers (ASan's shadow mappings and qemu-user do not mix).
find_program(AESALT_QEMU_X86_64 qemu-x86_64)
if(AESALT_QEMU_X86_64 AND NOT CMAKE_CROSSCOMPILING AND NOT AESALT_SANITIZE
   AND "aesni" IN_LIST AESALT_KERNEL_NAMES)
  set(q ${AESALT_QEMU_X86_64} -cpu max)
  add_test(NAME unit.qemu_x86.cpu COMMAND ${q} $<TARGET_FILE:test_cpu>)
  add_test(NAME unit.qemu_x86.vectors
    COMMAND ${q} $<TARGET_FILE:test_vectors> ${CMAKE_CURRENT_SOURCE_DIR}/vectors)
  add_test(NAME unit.qemu_x86.layout COMMAND ${q} $<TARGET_FILE:test_layout>)
  add_test(NAME unit.qemu_x86.wrap COMMAND ${q} $<TARGET_FILE:test_wrap>)
  set(qemu_tests unit.qemu_x86.cpu unit.qemu_x86.vectors unit.qemu_x86.layout
    unit.qemu_x86.wrap)
  if(TARGET test_abi)
    add_test(NAME unit.qemu_x86.abi COMMAND ${q} $<TARGET_FILE:test_abi>)
    list(APPEND qemu_tests unit.qemu_x86.abi)
  endif()
  set_tests_properties(${qemu_tests} PROPERTIES LABELS "unit;qemu")
  # The emulated CPU must offer aesni (the point of these runs).
  set_tests_properties(unit.qemu_x86.cpu PROPERTIES
    PASS_REGULAR_EXPRESSION "usable kernels: [^\n]*aesni .*test_cpu: [0-9]+ passed, 0 failed")
endif()
