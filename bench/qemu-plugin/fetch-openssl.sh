#!/usr/bin/env bash
# Fetches Debian's OpenSSL for the peer rows of aesalt-insn-bench, with
# 'apt-get download' through the private apt configuration of
# ci/lib/private-apt.sh and an apt state of its own per suite for the
# foreign architectures.  The .debs are kept in ~/.cache/aesalt/debs
# (AESALT_CACHE; another suite's in a directory of its name there); each
# set is unpacked (dpkg-deb -x) into an ignored directory of third_party/.
# Idempotent.
#
#   ARCH         Debian 12's OpenSSL 3.0 (arm64 -> aarch64, ppc64el ->
#                ppc64le): libssl3 (libcrypto.so.3) and libssl-dev
#                (headers, the static libcrypto.a), into
#                third_party/openssl-ARCH/.
#   ARCH/SUITE   a newer suite's OpenSSL (trixie: 3.5, sid: 3.6; riscv64,
#                ppc64el): libssl3t64 and libssl-dev, with that suite's
#                libc6, zlib1g and libzstd1 (what its libcrypto.so.3
#                needs), into third_party/openssl-ARCH-SUITE/: the headers
#                and libcrypto.so a program links with, and the sysroot it
#                runs in (qemu-user -L), whose glibc (2.41 and up) that
#                libcrypto needs (bookworm's 2.36 lacks its symbol
#                versions).
# Usage: bench/qemu-plugin/fetch-openssl.sh [ARCH[/SUITE]...]   (default: arm64 ppc64el)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=../../ci/lib/private-apt.sh
source "$root/ci/lib/private-apt.sh"
cache=${AESALT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/aesalt}/debs
specs=("$@")
[ ${#specs[@]} -gt 0 ] || specs=(arm64 ppc64el)
mkdir -p "$cache"

machine_release=$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")
# The apt state of one suite's foreign architectures (the machine's own
# release keeps the directory it always had).
foreign_dir() {
  if [ "$1" = "$machine_release" ]; then
    echo "$root/third_party/apt-foreign"
  else
    echo "$root/third_party/apt-foreign-$1"
  fi
}
foreign_arches() {
  if [ "$1" = "$machine_release" ]; then echo arm64,ppc64el; else echo riscv64,ppc64el; fi
}
foreign_apt() {
  local suite=$1 dir a
  shift
  dir=$(foreign_dir "$suite")
  local opts=()
  for a in $(foreign_arches "$suite" | tr , ' '); do
    opts+=(-o "APT::Architectures::=$a")
  done
  apt-get "${PRIVATE_APT_OPTS[@]}" -o "Dir::Etc::SourceList=$dir/sources.list" \
    -o "Dir::State::Lists=$dir/lists" -o "Dir::Cache=$dir/cache" \
    -o "Dir::State::status=$dir/status" "${opts[@]}" "$@"
}
inited=
init() {
  local suite=$1 uri dir
  case " $inited " in *" $suite "*) return 0 ;; esac
  [ -n "$inited" ] || private_apt_init
  dir=$(foreign_dir "$suite")
  # The same archive as the private configuration, that suite only.
  uri=$(awk '$1 == "deb" {for (i = 2; i <= NF; i++) if ($i ~ /:\/\//) {print $i; exit}}' \
    "$root/third_party/apt/etc/sources.list")
  mkdir -p "$dir/lists/partial" "$dir/cache/archives/partial"
  : >"$dir/status"
  echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg arch=$(foreign_arches "$suite")] $uri $suite main" \
    >"$dir/sources.list"
  if [ -z "$(find "$dir/lists" -maxdepth 1 -name '*Packages*' -mmin -1440 | head -n 1)" ]; then
    foreign_apt "$suite" update -qq
  fi
  inited="$inited $suite"
}

for spec in "${specs[@]}"; do
  a=${spec%%/*}
  suite=$machine_release
  [ "$spec" = "$a" ] || suite=${spec#*/}
  if [ "$suite" = "$machine_release" ]; then
    dest=$root/third_party/openssl-$a
    pkgs=(libssl3 libssl-dev)
  else
    dest=$root/third_party/openssl-$a-$suite
    pkgs=(libssl3t64 libssl-dev libc6 zlib1g libzstd1)
  fi
  # The machine's release keeps the flat cache it always had.
  dcache=$cache
  [ "$suite" = "$machine_release" ] || dcache=$cache/$suite
  mkdir -p "$dcache"
  debs=()
  for p in "${pkgs[@]}"; do
    f=$(ls "$dcache/${p}_"*"_$a.deb" 2>/dev/null | sort -V | tail -n 1 || true)
    if [ -z "$f" ]; then
      init "$suite"
      (cd "$dcache" && foreign_apt "$suite" download -qq "$p:$a" >&2)
      f=$(ls "$dcache/${p}_"*"_$a.deb" | sort -V | tail -n 1)
    fi
    debs+=("$f")
  done
  stamp=$(basename -a "${debs[@]}" | tr '\n' ' ')
  if [ -f "$dest/.aesalt-version" ] && [ "$(cat "$dest/.aesalt-version")" = "$stamp" ]; then
    echo "fetch-openssl: $spec present ($stamp)"
    continue
  fi
  rm -rf "$dest"
  tmp=$(mktemp -d "$root/third_party/.openssl.XXXXXX")
  for f in "${debs[@]}"; do
    dpkg-deb -x "$f" "$tmp"
  done
  # A merged-/usr sysroot: the loader is looked up as /lib/ld-*.so.
  if [ "$suite" != "$machine_release" ]; then
    for l in lib lib64; do
      [ -e "$tmp/$l" ] || [ ! -d "$tmp/usr/$l" ] || ln -s "usr/$l" "$tmp/$l"
    done
  fi
  echo "$stamp" >"$tmp/.aesalt-version"
  mv "$tmp" "$dest"
  echo "fetch-openssl: $spec unpacked ($stamp)"
done
