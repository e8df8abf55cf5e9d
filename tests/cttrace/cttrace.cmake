# SPDX-License-Identifier: Apache-2.0
# Constant-time trace proofs (label "cttrace"): every kernel of the table
# under qemu-user with the ct_trace plugin (tests/cttrace/cttrace.py).
# A cross build runs its emulator; a native x86_64 build runs under
# qemu-x86_64 (-cpu max has AES-NI), the i686 build under qemu-i386.  AESALT_CTTRACE_MODELS (set by
# asm/<arch>/kernels.cmake; default QEMU's "max") lists the CPU models, each
# "QEMU_CPU" or "QEMU_CPU|KERNEL..." to force kernels the build's probes
# cannot find under that model; AESALT_CTTRACE_UNTRACED lists
# "KERNEL:REASON" for a constant-time kernel no plugin-capable QEMU runs.
# Not in the sanitizer builds (ASan, TSan: the plugin traces the guest
# as built, and TSan wants PIE).
if(AESALT_SANITIZE OR AESALT_TSAN)
  return()
endif()
# Nor in a build that left out the control kernel (table, which must trace
# differently) or a mode (AESALT_KERNELS, AESALT_CONSTANT_TIME, AESALT_AEGIS,
# AESALT_XTS, AESALT_CFB_OFB): the default build proves the same kernels.
if(NOT "table" IN_LIST AESALT_KERNEL_NAMES OR AESALT_FEATURE_DEFS)
  message(STATUS "cttrace: not in this build (it needs the control kernel table and every mode)")
  return()
endif()
if(CMAKE_CROSSCOMPILING_EMULATOR)
  set(cttrace_emulator ${CMAKE_CROSSCOMPILING_EMULATOR})
elseif(NOT CMAKE_CROSSCOMPILING AND CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64)$")
  find_program(AESALT_QEMU_X86_64 qemu-x86_64)
  if(NOT AESALT_QEMU_X86_64)
    return()
  endif()
  set(cttrace_emulator ${AESALT_QEMU_X86_64})
elseif(CMAKE_SYSTEM_PROCESSOR MATCHES "^i[3-6]86$")
  # the i686 build (ct64, table), run natively by the other tests
  find_program(AESALT_QEMU_I386 qemu-i386)
  if(NOT AESALT_QEMU_I386)
    return()
  endif()
  set(cttrace_emulator ${AESALT_QEMU_I386})
else()
  return()
endif()
find_package(Python3 COMPONENTS Interpreter)
if(NOT Python3_FOUND)
  return()
endif()
if(NOT AESALT_CTTRACE_MODELS)
  set(AESALT_CTTRACE_MODELS max)
endif()
add_executable(cttrace_driver ${CMAKE_CURRENT_LIST_DIR}/ct_driver.c)
target_link_libraries(cttrace_driver PRIVATE aesalt_static)
target_include_directories(cttrace_driver PRIVATE ${PROJECT_SOURCE_DIR}/core)
target_compile_options(cttrace_driver PRIVATE ${AESALT_WARNINGS})
# Fixed marker addresses (the plugin is given them; ELFv1's symbols name
# descriptors, not code).
set_target_properties(cttrace_driver PROPERTIES POSITION_INDEPENDENT_CODE OFF)
target_link_options(cttrace_driver PRIVATE -no-pie)
set(cttrace_models)
foreach(m ${AESALT_CTTRACE_MODELS})
  list(APPEND cttrace_models --model ${m})
endforeach()
foreach(u ${AESALT_CTTRACE_UNTRACED})
  list(APPEND cttrace_models --untraced ${u})
endforeach()
list(JOIN cttrace_emulator " " cttrace_emulator_str)
add_test(NAME cttrace.kernels
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/cttrace.py
    --driver $<TARGET_FILE:cttrace_driver> --emulator "${cttrace_emulator_str}" ${cttrace_models}
    --matrix ${CMAKE_CURRENT_BINARY_DIR}/cttrace-matrix.md)
set_tests_properties(cttrace.kernels PROPERTIES LABELS cttrace)

# The kernels only QEMU 10 runs (AESALT_CTTRACE_QEMU10_MODELS, set by
# asm/<arch>/kernels.cmake, and AESALT_CTTRACE_QEMU10_KERNELS, traced with
# the control `table` beside them): cttrace.qemu10, under the qemu-user of
# ci/build-qemu-plugins (QEMU 10 with --enable-plugins; Debian's is static
# and loads no plugins), when that build is cached: AESALT_QEMU10_PLUGINS,
# by default the newest $AESALT_CACHE/qemu10-plugins/*/bin/qemu-<arch>
# (~/.cache/aesalt).  Without it the test is not defined and the kernels
# stay in AESALT_CTTRACE_UNTRACED's NOTE.  ci/test --full builds it first.
if(AESALT_CTTRACE_QEMU10_MODELS AND CMAKE_CROSSCOMPILING_EMULATOR)
  list(GET CMAKE_CROSSCOMPILING_EMULATOR 0 cttrace_q7)
  get_filename_component(cttrace_qname ${cttrace_q7} NAME)
  if(NOT AESALT_QEMU10_PLUGINS)
    if(DEFINED ENV{AESALT_CACHE})
      set(cttrace_cache $ENV{AESALT_CACHE})
    elseif(DEFINED ENV{XDG_CACHE_HOME})
      set(cttrace_cache $ENV{XDG_CACHE_HOME}/aesalt)
    else()
      set(cttrace_cache $ENV{HOME}/.cache/aesalt)
    endif()
    file(GLOB cttrace_q10 ${cttrace_cache}/qemu10-plugins/*/.aesalt-done-2)
    list(SORT cttrace_q10 COMPARE NATURAL ORDER DESCENDING)
    foreach(stamp ${cttrace_q10})
      get_filename_component(d ${stamp} DIRECTORY)
      if(EXISTS ${d}/bin/${cttrace_qname})
        set(AESALT_QEMU10_PLUGINS ${d}/bin/${cttrace_qname})
        break()
      endif()
    endforeach()
  endif()
  if(AESALT_QEMU10_PLUGINS AND EXISTS ${AESALT_QEMU10_PLUGINS})
    set(cttrace_emulator10 ${CMAKE_CROSSCOMPILING_EMULATOR})
    list(REMOVE_AT cttrace_emulator10 0)
    list(PREPEND cttrace_emulator10 ${AESALT_QEMU10_PLUGINS})
    list(JOIN cttrace_emulator10 " " cttrace_emulator10_str)
    set(cttrace_models10)
    foreach(m ${AESALT_CTTRACE_QEMU10_MODELS})
      list(APPEND cttrace_models10 --model ${m})
    endforeach()
    list(JOIN AESALT_CTTRACE_QEMU10_KERNELS "," cttrace_only)
    add_test(NAME cttrace.qemu10
      COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/cttrace.py
        --driver $<TARGET_FILE:cttrace_driver> --emulator "${cttrace_emulator10_str}"
        --plugin-api 10.0 --only ${cttrace_only},table ${cttrace_models10}
        --matrix ${CMAKE_CURRENT_BINARY_DIR}/cttrace-qemu10-matrix.md)
    set_tests_properties(cttrace.qemu10 PROPERTIES LABELS cttrace)
  endif()
endif()
