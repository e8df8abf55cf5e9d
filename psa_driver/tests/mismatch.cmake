# SPDX-License-Identifier: Apache-2.0
#
# Configuration-mismatch test of the PSA driver (cmake -P): compiles
# tfpsa_mismatch_app.c the wrong way, with TF-PSA-Crypto's own include
# directories only (the tree's driver context unions: built-in operation
# sizes), and links it against the library with aesalt's driver.  The link
# must fail on a stock name of a function whose operation type the derived
# headers change (the guard of psa_driver/derive.py); a program that links
# would corrupt memory at its first psa_aead_encrypt_setup.
#
#   cmake -DCC=... -DCFLAGS=... -DSRC=... -DINC="dir;dir" -DLIB=... -DLIBS=... -DOUT=... -P mismatch.cmake
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
  message(FATAL_ERROR "mismatch: an application compiled without aesalt's driver contexts "
    "linked against the library with the driver (${OUT}): nothing stops it corrupting memory")
endif()
if(NOT out MATCHES "undefined reference to `psa_aead_(encrypt_setup|set_nonce|update|finish|abort)'")
  message(FATAL_ERROR "mismatch: the build failed, but not on the stock AEAD names")
endif()
message("mismatch: the wrongly compiled application does not link (stock psa_aead_* names "
  "undefined): ok")
