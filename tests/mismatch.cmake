# SPDX-License-Identifier: Apache-2.0
#
# Configuration-mismatch test of an adapter (cmake -P; registered by
# aesalt_stack_mismatch() in tests/stack_suites.cmake): compiles an
# application the wrong way, with the stack's own include directories only
# (its built-in context types), and links it against the stack built with
# aesalt.  The link must fail on the stock name of a function whose context
# layout aesalt's configuration changes (the adapter's guard: mbedtls_alt/'s
# config/mbedtls/aesalt_user_config.h, psa_driver/derive.py); a program that
# linked would corrupt memory at its first call.
#
#   cmake -DCC=... -DCFLAGS=... -DSRC=... -DINC="dir;dir" -DLIB=... -DLIBS=... -DOUT=...
#         -DEXPECT=<regex of the link error> -DWHAT=<those names, in words> -P mismatch.cmake
separate_arguments(cflags UNIX_COMMAND "${CFLAGS}")
separate_arguments(libs UNIX_COMMAND "${LIBS}")
set(incs "")
foreach(d ${INC})
  list(APPEND incs "-I${d}")
endforeach()
execute_process(COMMAND ${CC} ${cflags} ${incs} ${SRC} -o ${OUT} ${LIB} ${libs}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
message("${out}")
if(rc EQUAL 0)
  message(FATAL_ERROR "mismatch: an application compiled without aesalt's configuration "
    "linked against the library built with it (${OUT}): nothing stops it corrupting memory")
endif()
if(NOT out MATCHES "${EXPECT}")
  message(FATAL_ERROR "mismatch: the build failed, but not on the ${WHAT}")
endif()
message("mismatch: the wrongly compiled application does not link (${WHAT} undefined): ok")
