#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# unit.selection.configure: a kernel name the target does not have, or one
# that is not constant time under AESALT_CONSTANT_TIME=ON, stops the
# configure step with a message that names the kernels it could have been.
#   selection_configure.sh SOURCE_DIR WORK_DIR [CMAKE_ARG...]
src=$1 work=$2
shift 2
fail=0
try() {
  want=$1
  shift
  rm -rf "$work"
  if out=$(cmake -S "$src" -B "$work" -DAESALT_BUILD_TESTS=OFF -DAESALT_BUILD_BENCH=OFF \
    -DAESALT_INSTALL=OFF "$@" 2>&1); then
    echo "selection_configure: $* was accepted"
    fail=1
  elif echo "$out" | tr '\n' ' ' | grep -Eq "$want"; then
    echo "selection_configure: $* refused: $(echo "$out" | grep -m1 -A2 'AESALT_KERNELS:' | tr -s ' \n' ' ')"
  else
    echo "$out" | tail -n 15
    echo "selection_configure: $* refused without the expected message ($want)"
    fail=1
  fi
}
try "'nonsense' is not a kernel of this target.*ct64" -DAESALT_KERNELS=nonsense "$@"
try "'table' is not constant time on this target.*ct64" -DAESALT_KERNELS=table \
  -DAESALT_CONSTANT_TIME=ON "$@"
rm -rf "$work"
exit $fail
