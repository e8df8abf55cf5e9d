# SPDX-License-Identifier: Apache-2.0
#
# The one way a stack's own test suite is registered as a CTest test, for
# every adapter whose stack has Mbed TLS's test framework (mbedtls_alt/ for
# 2.28 and 3.6, psa_driver/ for TF-PSA-Crypto 1.x).

# aesalt_stack_kernel(<kernel> <prefix> <env-var> <name-var>): the test
# environment that forces <kernel> ("-": a stock build, no aesalt; "auto":
# aesalt's own choice) and the test-name prefix for it.
function(aesalt_stack_kernel k prefix env_var name_var)
  set(env "")
  if(NOT k STREQUAL "-" AND NOT k STREQUAL "auto")
    list(APPEND env "AESALT_KERNEL=${k}")
  endif()
  if(k STREQUAL "-")
    set(p "${prefix}")
  else()
    set(p "${prefix}/${k}")
  endif()
  set(${env_var} "${env}" PARENT_SCOPE)
  set(${name_var} "${p}" PARENT_SCOPE)
endfunction()

# aesalt_stack_suites(<tests-dir> <regex> <out-var>): the names of the
# stack's suites (its test_suite_<name> targets that <tests-dir>, the
# tree's tests/ directory, defined, generated .data included) that match
# <regex>, sorted.
function(aesalt_stack_suites tests_dir regex out_var)
  get_property(targets DIRECTORY "${tests_dir}" PROPERTY BUILDSYSTEM_TARGETS)
  set(suites "")
  foreach(t ${targets})
    # (the name is kept before the second match, which resets CMAKE_MATCH_1)
    if(t MATCHES "^test_suite_(.*)$")
      set(name "${CMAKE_MATCH_1}")
      if(name MATCHES "${regex}")
        list(APPEND suites ${name})
      endif()
    endif()
  endforeach()
  list(SORT suites)
  set(${out_var} "${suites}" PARENT_SCOPE)
endfunction()

# aesalt_stack_suite(<prefix> <kernel> <suite> <stack-build-dir> <label>
#                    <outcomes-dir> <its-lock> [CALLS]):
# test "<prefix>[/<kernel>]/<suite>" runs test_suite_<suite> on its .datax
# in <stack-build-dir>/tests, writing its outcome file (and with CALLS the
# PSA driver's call count) into <outcomes-dir> under a name tests/compare.py
# pairs with the stock run.  PSA suites keep persistent keys in files of
# their working directory, so they take <its-lock>: one at a time per tree.
# Where AESALT_BOARD_RUN is set (asm/arm/board/board.cmake: a bare-metal
# build) the test runs the suite's board image on QEMU's board instead,
# with the kernel and the outcome files as arguments.
function(aesalt_stack_suite prefix k s bin label outcomes lock)
  aesalt_stack_kernel("${k}" "${prefix}" env p)
  string(REPLACE "/" "_" tag "${p}")
  list(APPEND env "MBEDTLS_TEST_OUTCOME_FILE=${outcomes}/${tag}_${s}.csv")
  if("CALLS" IN_LIST ARGN)
    list(APPEND env "AESALT_PSA_CALLS_FILE=${outcomes}/${tag}_${s}.calls")
  endif()
  if(AESALT_BOARD_RUN)
    # On the Cortex-M board (asm/arm/board/board.cmake) there is no
    # environment, and semihosting passes at most 255 bytes of command
    # line: the image's main (board/tfpsa_main.c) takes the kernel and the
    # outcome files' name without its suffix, relative to the working
    # directory; the files go to the host through semihosting.
    file(RELATIVE_PATH rel "${bin}/tests" "${outcomes}/${tag}_${s}")
    set(board_args "--outcome=${rel}")
    if(NOT k STREQUAL "-" AND NOT k STREQUAL "auto")
      list(PREPEND board_args "--kernel=${k}")
    endif()
    add_test(NAME "${p}/${s}"
      COMMAND ${AESALT_BOARD_RUN} $<TARGET_FILE:test_suite_${s}> ${board_args}
        --verbose test_suite_${s}.datax
      WORKING_DIRECTORY "${bin}/tests")
  else()
    add_test(NAME "${p}/${s}"
      COMMAND test_suite_${s} --verbose "${bin}/tests/test_suite_${s}.datax"
      WORKING_DIRECTORY "${bin}/tests")
  endif()
  set_tests_properties("${p}/${s}" PROPERTIES LABELS ${label} ENVIRONMENT "${env}")
  if(s MATCHES "^psa_crypto")
    set_tests_properties("${p}/${s}" PROPERTIES RESOURCE_LOCK "${lock}")
  endif()
endfunction()

# aesalt_stack_mismatch(<prefix> <label> <app-target> <app-source>
#                       <stack-includes> <stack-library> <expect-regex> <what>):
# the configuration-mismatch pair.  "<prefix>/mismatch/right" runs
# <app-target>, the application compiled with aesalt's configuration (it
# must link and keep its operations inside their memory); "/wrong" compiles
# <app-source> with <stack-includes> only and must fail to link against
# <stack-library> with an error matching <expect-regex> (tests/mismatch.cmake).
function(aesalt_stack_mismatch prefix label app src incs lib expect what)
  add_test(NAME "${prefix}/mismatch/right" COMMAND ${app})
  add_test(NAME "${prefix}/mismatch/wrong"
    COMMAND "${CMAKE_COMMAND}" "-DCC=${CMAKE_C_COMPILER}" "-DCFLAGS=${CMAKE_C_FLAGS}"
      "-DSRC=${src}" "-DINC=${incs}" "-DLIB=${lib}" "-DLIBS=${CMAKE_THREAD_LIBS_INIT}"
      "-DOUT=${CMAKE_CURRENT_BINARY_DIR}/${app}_wrong"
      "-DEXPECT=${expect}" "-DWHAT=${what}"
      -P "${PROJECT_SOURCE_DIR}/tests/mismatch.cmake")
  set_tests_properties("${prefix}/mismatch/right" "${prefix}/mismatch/wrong" PROPERTIES
    LABELS ${label})
endfunction()
