# SPDX-License-Identifier: Apache-2.0
# x86_64's own tests (included by tests/CMakeLists.txt): the CPU probe
# with feature bits masked (AESALT_TEST_CPUID_MASK, asm/x86_64/cpu.h) must
# fall back to the next kernel by itself.  Hook builds only: a user's
# build ignores the mask.
if(AESALT_TEST_HOOKS)
  target_compile_definitions(test_cpu PRIVATE AESALT_TEST_HOOKS)
  # mask (hex, AESALT_X86_* of cpu.h) and the default kernel it must give
  set(x86_masks "novaes:0x040:aesni" "novpclmul:0x080:aesni" "noavx2:0x020:aesni"
    "noavx:0x010:aesni" "noaes:0x001:ct64" "nopclmul:0x002:ct64" "nossse3:0x004:ct64")
  foreach(m ${x86_masks})
    string(REPLACE ":" ";" f "${m}")
    list(GET f 0 tag)
    list(GET f 1 mask)
    list(GET f 2 want)
    add_test(NAME unit.cpu.x86_${tag} COMMAND test_cpu)
    set_tests_properties(unit.cpu.x86_${tag} PROPERTIES LABELS unit
      ENVIRONMENT "AESALT_TEST_CPUID_MASK=${mask};AESALT_TEST_EXPECT_IMPL=${want}")
  endforeach()
endif()
