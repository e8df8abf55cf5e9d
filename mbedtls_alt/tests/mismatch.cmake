# SPDX-License-Identifier: Apache-2.0
#
# Configuration-mismatch test (cmake -P): compiles mbedtls_mismatch_app.c
# the wrong way, with Mbed TLS's include/ only (no aesalt configuration, so
# the built-in context types), and links it against the shim's
# libmbedcrypto.  The link must fail on a stock name of a function whose
# context layout the aesalt configuration changes (the guard in
# config/mbedtls/aesalt_user_config.h); a program that links would corrupt
# memory at its first mbedtls_gcm_setkey.
#
#   cmake -DCC=... -DCFLAGS=... -DSRC=... -DINC=... -DLIB=... -DLIBS=... -DOUT=... -P mismatch.cmake
separate_arguments(cflags UNIX_COMMAND "${CFLAGS}")
separate_arguments(libs UNIX_COMMAND "${LIBS}")
execute_process(COMMAND ${CC} ${cflags} -I${INC} ${SRC} -o ${OUT} ${LIB} ${libs}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
message("${out}")
if(rc EQUAL 0)
  message(FATAL_ERROR "mismatch: an application compiled without the aesalt configuration "
    "linked against the shim's libmbedcrypto (${OUT}): nothing stops it corrupting memory")
endif()
if(NOT out MATCHES "mbedtls_gcm_(init|setkey|crypt_and_tag|free)")
  message(FATAL_ERROR "mismatch: the link failed, but not on the stock GCM names")
endif()
message("mismatch: the wrongly compiled application does not link (stock GCM names undefined): ok")
