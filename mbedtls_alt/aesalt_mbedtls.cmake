# SPDX-License-Identifier: Apache-2.0
#
# The Mbed TLS drop-in for a CMake project that has aesalt as a
# subdirectory (mbedtls_alt/README.md, "CMake"):
#
#   add_subdirectory(aesalt)
#   aesalt_add_mbedtls(mbedtls)        # in place of add_subdirectory(mbedtls)
#
# aesalt_mbedtls_config(): the aesalt configuration for the calling
#   directory and the subdirectories it adds after the call (the
#   MBEDTLS_USER_CONFIG_FILE definition and the include directories of
#   aes_alt.h, gcm_alt.h and aesalt.h), so that the library and every file
#   that includes an Mbed TLS header see the same context types.
# aesalt_attach_mbedtls(SOURCE_DIR TARGET...): the shim (aes_alt.c,
#   gcm_alt.c, ccm_alt.c, cmac_alt.c, which need SOURCE_DIR's include/ and library/) and the aesalt
#   objects into each TARGET (mbedcrypto, mbedcrypto_static).
# aesalt_add_mbedtls(SOURCE_DIR [BINARY_DIR]): the configuration,
#   add_subdirectory(SOURCE_DIR [BINARY_DIR]), and the shim attached to
#   every libmbedcrypto the tree defines (${MBEDTLS_TARGET_PREFIX}mbedcrypto
#   and, when Mbed TLS builds both libraries, mbedcrypto_static).
#   AESALT_MBEDTLS_CRYPTO_TARGETS is set in the caller to that list.
# (Cache entries: the functions are called from the parent's directories.)
get_filename_component(_aesalt_root "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
set(AESALT_MBEDTLS_ALT_DIR "${CMAKE_CURRENT_LIST_DIR}" CACHE INTERNAL "")
set(AESALT_ROOT_DIR "${_aesalt_root}" CACHE INTERNAL "")

# (The configuration file by name, its directory on the include path: the
# definition is then the same in every build tree, for ccache.)
function(aesalt_mbedtls_config)
  include_directories(BEFORE "${AESALT_MBEDTLS_ALT_DIR}" "${AESALT_ROOT_DIR}/include"
    "${AESALT_ROOT_DIR}/config/mbedtls")
  add_compile_definitions("MBEDTLS_USER_CONFIG_FILE=\"aesalt_user_config.h\"")
endfunction()

function(aesalt_attach_mbedtls src)
  get_filename_component(src "${src}" ABSOLUTE)
  if(NOT TARGET aesalt_mbedtls_shim)
    add_library(aesalt_mbedtls_shim OBJECT "${AESALT_MBEDTLS_ALT_DIR}/aes_alt.c"
      "${AESALT_MBEDTLS_ALT_DIR}/gcm_alt.c" "${AESALT_MBEDTLS_ALT_DIR}/ccm_alt.c"
      "${AESALT_MBEDTLS_ALT_DIR}/cmac_alt.c")
    # cmac_alt.c compiles Mbed TLS's cmac.c, whose finish trips gcc's
    # -Wstringop-overflow false positive (an XOR of a 16-byte block whose
    # size gcc cannot bound) that Mbed TLS's own build does not make an error.
    set_source_files_properties("${AESALT_MBEDTLS_ALT_DIR}/cmac_alt.c" PROPERTIES
      COMPILE_OPTIONS "$<$<C_COMPILER_ID:GNU>:-Wno-stringop-overflow>")
    set_target_properties(aesalt_mbedtls_shim PROPERTIES POSITION_INDEPENDENT_CODE ON)
    target_include_directories(aesalt_mbedtls_shim PRIVATE "${AESALT_MBEDTLS_ALT_DIR}"
      "${AESALT_ROOT_DIR}/include" "${AESALT_ROOT_DIR}/config/mbedtls" "${src}/include"
      "${src}/library")
    target_compile_definitions(aesalt_mbedtls_shim PRIVATE
      "MBEDTLS_USER_CONFIG_FILE=\"aesalt_user_config.h\"")
    target_compile_options(aesalt_mbedtls_shim PRIVATE ${AESALT_WARNINGS})
  endif()
  foreach(t ${ARGN})
    target_sources(${t} PRIVATE $<TARGET_OBJECTS:aesalt_mbedtls_shim> $<TARGET_OBJECTS:aesalt_objects>)
    if(CMAKE_USE_PTHREADS_INIT)
      target_link_libraries(${t} PUBLIC Threads::Threads)
    endif()
  endforeach()
endfunction()

# A macro, so that add_subdirectory's directory scope and the result
# variable are the caller's.
macro(aesalt_add_mbedtls aesalt_src)
  aesalt_mbedtls_config()
  add_subdirectory(${aesalt_src} ${ARGN})
  set(AESALT_MBEDTLS_CRYPTO_TARGETS "")
  foreach(aesalt_t ${MBEDTLS_TARGET_PREFIX}mbedcrypto ${MBEDTLS_TARGET_PREFIX}mbedcrypto_static)
    if(TARGET ${aesalt_t})
      list(APPEND AESALT_MBEDTLS_CRYPTO_TARGETS ${aesalt_t})
    endif()
  endforeach()
  if(NOT AESALT_MBEDTLS_CRYPTO_TARGETS)
    message(FATAL_ERROR "aesalt_add_mbedtls: no mbedcrypto target in ${aesalt_src}")
  endif()
  aesalt_attach_mbedtls(${aesalt_src} ${AESALT_MBEDTLS_CRYPTO_TARGETS})
endmacro()
