# SPDX-License-Identifier: Apache-2.0
#
# aesalt's PSA driver in an unmodified Mbed TLS 4 / TF-PSA-Crypto 1.0 tree
# (or Mbed TLS 3.6 tree),
# for a CMake project that has aesalt as a subdirectory
# (psa_driver/README.md):
#
#   add_subdirectory(aesalt)
#   aesalt_add_tf_psa_crypto(path/to/mbedtls)   # in place of add_subdirectory(path/to/mbedtls)
#
# aesalt_add_tf_psa_crypto(SOURCE_DIR [BINARY_DIR] [EXCLUDE_FROM_ALL])
#   SOURCE_DIR is an Mbed TLS 4 tree (its tf-psa-crypto/ is used) or a
#   TF-PSA-Crypto tree.  At configure time: psa_driver/derive.py checks the
#   tree's templates and context headers against the sha256 it was written
#   for (FATAL_ERROR otherwise) and derives aesalt's; the tree's own
#   scripts/generate_driver_wrappers.py turns them into the dispatch layer
#   (psa_crypto_driver_wrappers.h) in the build tree.  Then, in the
#   caller's directory scope, the derived include/psa/crypto_driver_contexts_*.h
#   and the dispatch header go on the include path ahead of the tree's;
#   add_subdirectory(SOURCE_DIR ...); the driver and the aesalt objects go
#   into every TF-PSA-Crypto library target, with the same include
#   directories first in their usage requirements.
#   AESALT_TFPSA_CRYPTO_TARGETS is set in the caller to those targets.
#   SOURCE_DIR may also be an Mbed TLS 3.6 tree (psa_driver/README.md,
#   "Mbed TLS 3.6"): the same, with 3.6's pins, and its mbedcrypto targets
#   compile the tree's psa_crypto.c copied beside the generated dispatch
#   header (the tree ships its own generated one beside psa_crypto.c) and
#   the generated psa_crypto_driver_wrappers_no_static.c instead of the
#   tree's two.
# AESALT_PSA_DRIVER_ONLY (cache, OFF): the driver-only build: the
#   configuration psa_driver/config/aesalt_psa_driver_only.h (the
#   MBEDTLS_PSA_ACCEL_* of every mechanism the driver takes) becomes
#   TF_PSA_CRYPTO_USER_CONFIG_FILE, so the built-in AES, modes, GCM, CCM
#   and CMAC are compiled out.  (A project with its own user configuration
#   includes that file from it instead.)
get_filename_component(_aesalt_root "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
set(AESALT_PSA_DRIVER_DIR "${CMAKE_CURRENT_LIST_DIR}" CACHE INTERNAL "")
set(AESALT_ROOT_DIR "${_aesalt_root}" CACHE INTERNAL "")
set(AESALT_PSA_DRIVER_ONLY OFF CACHE BOOL
  "aesalt's PSA driver only: TF-PSA-Crypto's built-in AES code compiled out")

# The driver-only configuration (psa_driver/config/aesalt_psa_driver_only.h).
set(AESALT_PSA_DRIVER_ONLY_CONFIG "${CMAKE_CURRENT_LIST_DIR}/config/aesalt_psa_driver_only.h"
  CACHE INTERNAL "")

# aesalt_tfpsa_tree(SRC VAR WHO): VAR is the tree whose PSA core the
# driver attaches to: of an Mbed TLS 4 tree its tf-psa-crypto/, a
# TF-PSA-Crypto tree itself, or an Mbed TLS 3.6 tree itself; VAR_SERIES is
# "tfpsa-1.0" or "mbedtls-3.6" (test names, outcome files).  FATAL_ERROR
# (naming WHO, the caller) if SRC is none of these; derive.py checks the
# exact release.
function(aesalt_tfpsa_tree src var who)
  get_filename_component(src "${src}" ABSOLUTE)
  if(EXISTS "${src}/tf-psa-crypto/include/psa/crypto.h")
    set(${var} "${src}/tf-psa-crypto" PARENT_SCOPE)
    set(${var}_SERIES tfpsa-1.0 PARENT_SCOPE)
  elseif(EXISTS "${src}/include/psa/crypto.h" AND EXISTS "${src}/core")
    set(${var} "${src}" PARENT_SCOPE)
    set(${var}_SERIES tfpsa-1.0 PARENT_SCOPE)
  elseif(EXISTS "${src}/include/psa/crypto.h" AND EXISTS "${src}/library/psa_crypto.c")
    set(${var} "${src}" PARENT_SCOPE)
    set(${var}_SERIES mbedtls-3.6 PARENT_SCOPE)
  else()
    message(FATAL_ERROR "${who}: ${src} is neither an Mbed TLS 4, a TF-PSA-Crypto nor an "
      "Mbed TLS 3.6 tree")
  endif()
endfunction()

# aesalt_tfpsa_derive(TF_PSA_CRYPTO_DIR OUT): derive.py, then the tree's
# generator; FATAL_ERROR on any mismatch.
function(aesalt_tfpsa_derive tree out)
  find_package(Python3 REQUIRED COMPONENTS Interpreter)
  set(pinned
    scripts/data_files/driver_templates/psa_crypto_driver_wrappers.h.jinja
    scripts/data_files/driver_templates/psa_crypto_driver_wrappers_no_static.c.jinja
    scripts/data_files/driver_templates/OS-template-transparent.jinja
    scripts/data_files/driver_templates/OS-template-opaque.jinja
    scripts/data_files/driver_jsons/driverlist.json
    include/psa/crypto_driver_contexts_primitives.h
    include/psa/crypto_driver_contexts_composites.h
    scripts/generate_driver_wrappers.py)
  if(EXISTS "${tree}/library/psa_crypto.c")
    list(APPEND pinned library/psa_crypto.c) # Mbed TLS 3.6: copied beside the dispatch header
  endif()
  list(TRANSFORM pinned PREPEND "${tree}/")
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${pinned}
    "${AESALT_PSA_DRIVER_DIR}/derive.py" "${AESALT_PSA_DRIVER_DIR}/aesalt_psa_driver.json")
  execute_process(COMMAND "${CMAKE_COMMAND}" -E env PYTHONDONTWRITEBYTECODE=1
      "${Python3_EXECUTABLE}" "${AESALT_PSA_DRIVER_DIR}/derive.py" "${tree}"
      "${AESALT_PSA_DRIVER_DIR}/aesalt_psa_driver.json" "${out}"
    RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "aesalt: cannot attach the PSA driver to ${tree}:\n${err}")
  endif()
  file(MAKE_DIRECTORY "${out}/dispatch")
  execute_process(COMMAND "${CMAKE_COMMAND}" -E env PYTHONDONTWRITEBYTECODE=1
      "${Python3_EXECUTABLE}" "${tree}/scripts/generate_driver_wrappers.py"
      --template-dir "${out}/templates" --json-dir "${out}/json" "${out}/dispatch"
    WORKING_DIRECTORY "${tree}" RESULT_VARIABLE rc OUTPUT_VARIABLE err ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT EXISTS "${out}/dispatch/psa_crypto_driver_wrappers.h")
    message(FATAL_ERROR "aesalt: TF-PSA-Crypto's generate_driver_wrappers.py failed on "
      "aesalt's templates:\n${err}")
  endif()
  file(STRINGS "${out}/dispatch/psa_crypto_driver_wrappers.h" calls REGEX "aesalt_psa_[a-z_]+\\(")
  list(LENGTH calls n)
  if(n LESS 26)
    message(FATAL_ERROR "aesalt: the generated dispatch layer calls the driver in ${n} places, "
      "not the 26 of its entry points")
  endif()
endfunction()

# aesalt_tfpsa_replace_sources(TARGET DIR), Mbed TLS 3.6: the target
# compiles DIR/psa_crypto.c (the tree's, copied byte for byte by derive.py
# beside the generated psa_crypto_driver_wrappers.h, which it then
# includes instead of the one the tree ships beside its own copy) and the
# generated DIR/psa_crypto_driver_wrappers_no_static.c in place of the
# tree's two files; FATAL_ERROR unless each is found exactly once.
function(aesalt_tfpsa_replace_sources target dir)
  get_target_property(srcs ${target} SOURCES)
  set(new "")
  set(found "")
  foreach(f ${srcs})
    get_filename_component(name "${f}" NAME)
    if(name STREQUAL "psa_crypto.c" OR name STREQUAL "psa_crypto_driver_wrappers_no_static.c")
      list(APPEND new "${dir}/${name}")
      list(APPEND found "${name}")
    else()
      list(APPEND new "${f}")
    endif()
  endforeach()
  list(SORT found)
  if(NOT found STREQUAL "psa_crypto.c;psa_crypto_driver_wrappers_no_static.c")
    message(FATAL_ERROR "aesalt_add_tf_psa_crypto: ${target} does not compile psa_crypto.c and "
      "psa_crypto_driver_wrappers_no_static.c once each (found: ${found})")
  endif()
  set_target_properties(${target} PROPERTIES SOURCES "${new}")
endfunction()

# A macro, so that add_subdirectory's directory scope and the result
# variable are the caller's.
macro(aesalt_add_tf_psa_crypto aesalt_src)
  aesalt_tfpsa_tree("${aesalt_src}" aesalt_tfpsa_tree aesalt_add_tf_psa_crypto)
  set(aesalt_tfpsa_gen "${CMAKE_CURRENT_BINARY_DIR}/aesalt-psa-dispatch")
  aesalt_tfpsa_derive("${aesalt_tfpsa_tree}" "${aesalt_tfpsa_gen}")
  set(aesalt_tfpsa_inc "${aesalt_tfpsa_gen}/include" "${aesalt_tfpsa_gen}/dispatch"
    "${AESALT_PSA_DRIVER_DIR}" "${AESALT_ROOT_DIR}/include")
  # Ahead of the tree's include/ (which its targets add after the
  # directory's): crypto_struct.h includes "psa/crypto_driver_contexts_*.h"
  # by a path that does not exist beside it (include/psa/psa/...), so the
  # search goes down the -I list; psa_crypto.c's "psa_crypto_driver_wrappers.h"
  # is not in core/ either (the tree generates it into its build tree).
  include_directories(BEFORE ${aesalt_tfpsa_inc})
  if(aesalt_tfpsa_tree_SERIES STREQUAL "mbedtls-3.6" AND AESALT_PSA_DRIVER_ONLY)
    message(FATAL_ERROR "aesalt_add_tf_psa_crypto: the driver-only build is for TF-PSA-Crypto "
      "1.0; on Mbed TLS 3.6 the driver runs with the built-in AES as fallback")
  endif()
  if(AESALT_PSA_DRIVER_ONLY AND NOT TF_PSA_CRYPTO_USER_CONFIG_FILE)
    set(TF_PSA_CRYPTO_USER_CONFIG_FILE "${AESALT_PSA_DRIVER_ONLY_CONFIG}" CACHE FILEPATH
      "TF-PSA-Crypto user config file (appended to default)." FORCE)
  elseif(NOT AESALT_PSA_DRIVER_ONLY AND TF_PSA_CRYPTO_USER_CONFIG_FILE STREQUAL
      AESALT_PSA_DRIVER_ONLY_CONFIG)
    set(TF_PSA_CRYPTO_USER_CONFIG_FILE "" CACHE FILEPATH
      "TF-PSA-Crypto user config file (appended to default)." FORCE)
  endif()
  add_subdirectory("${aesalt_src}" ${ARGN})
  if(NOT TARGET aesalt_psa_driver_objects)
    add_library(aesalt_psa_driver_objects OBJECT "${AESALT_PSA_DRIVER_DIR}/aesalt_psa_driver.c")
    target_include_directories(aesalt_psa_driver_objects BEFORE PRIVATE ${aesalt_tfpsa_inc}
      "${aesalt_tfpsa_tree}/include" "${aesalt_tfpsa_tree}/drivers/builtin/include")
    if(TF_PSA_CRYPTO_USER_CONFIG_FILE)
      target_compile_definitions(aesalt_psa_driver_objects PRIVATE
        "TF_PSA_CRYPTO_USER_CONFIG_FILE=\"${TF_PSA_CRYPTO_USER_CONFIG_FILE}\"")
    endif()
    foreach(aesalt_v MBEDTLS_CONFIG_FILE MBEDTLS_USER_CONFIG_FILE) # Mbed TLS 3.6's
      if(${aesalt_v})
        target_compile_definitions(aesalt_psa_driver_objects PRIVATE
          "${aesalt_v}=\"${${aesalt_v}}\"")
      endif()
    endforeach()
    target_compile_options(aesalt_psa_driver_objects PRIVATE ${AESALT_WARNINGS})
    set_target_properties(aesalt_psa_driver_objects PROPERTIES POSITION_INDEPENDENT_CODE ON)
  endif()
  set(AESALT_TFPSA_CRYPTO_TARGETS "")
  foreach(aesalt_t ${TF_PSA_CRYPTO_TARGET_PREFIX}tfpsacrypto ${TF_PSA_CRYPTO_TARGET_PREFIX}tfpsacrypto_static
      ${MBEDTLS_TARGET_PREFIX}tfpsacrypto ${MBEDTLS_TARGET_PREFIX}mbedcrypto
      ${MBEDTLS_TARGET_PREFIX}mbedcrypto_static)
    if(TARGET ${aesalt_t})
      list(APPEND AESALT_TFPSA_CRYPTO_TARGETS ${aesalt_t})
    endif()
  endforeach()
  list(REMOVE_DUPLICATES AESALT_TFPSA_CRYPTO_TARGETS)
  if(NOT AESALT_TFPSA_CRYPTO_TARGETS)
    message(FATAL_ERROR "aesalt_add_tf_psa_crypto: no tfpsacrypto or mbedcrypto target in "
      "${aesalt_src}")
  endif()
  foreach(aesalt_t ${AESALT_TFPSA_CRYPTO_TARGETS})
    if(aesalt_tfpsa_tree_SERIES STREQUAL "mbedtls-3.6")
      aesalt_tfpsa_replace_sources(${aesalt_t} "${aesalt_tfpsa_gen}/dispatch")
    endif()
    target_include_directories(${aesalt_t} BEFORE PUBLIC ${aesalt_tfpsa_inc})
    target_sources(${aesalt_t} PRIVATE $<TARGET_OBJECTS:aesalt_psa_driver_objects>
      $<TARGET_OBJECTS:aesalt_objects>)
    if(CMAKE_USE_PTHREADS_INIT)
      target_link_libraries(${aesalt_t} PUBLIC Threads::Threads)
    endif()
  endforeach()
endmacro()
