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
