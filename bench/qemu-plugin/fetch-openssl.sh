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
#                ppc64le, armhf): libssl3 (libcrypto.so.3) and libssl-dev
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
#   ARCH/SUITE+LIBC  SUITE's OpenSSL in LIBC's sysroot, for a suite whose
#                libc this archive does not serve for ARCH: ppc64el/
#                trixie-security+sid is trixie's OpenSSL 3.5 from the
#                security archive (the URI the machine's own apt sources use
#                for its RELEASE-security suite; trixie main's 3.5.9 and
#                libc6 2.41 ppc64el files are 404 in the main archive) in
#                sid's glibc, which runs what was built for 2.41; into
#                third_party/openssl-ARCH-SUITE/.
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
  if [ "$1" = "$machine_release" ]; then echo arm64,ppc64el,armhf; else echo riscv64,ppc64el; fi
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
  # The same archive as the private configuration, that suite only (a
  # -security suite: the security archive of the machine's own sources).
  uri=$(awk '$1 == "deb" {for (i = 2; i <= NF; i++) if ($i ~ /:\/\//) {print $i; exit}}' \
    "$root/third_party/apt/etc/sources.list")
  case $suite in
    *-security)
      uri=$(private_apt_uri_for "$machine_release-security")
      [ -n "$uri" ] || {
        echo "fetch-openssl: the machine's apt sources name no $machine_release-security archive" >&2
        return 1
      }
      ;;
  esac
  mkdir -p "$dir/lists/partial" "$dir/cache/archives/partial"
  : >"$dir/status"
  echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg arch=$(foreign_arches "$suite")] $uri $suite main" \
    >"$dir/sources.list"
  # Updated when any architecture's list is missing or a day old (a list
  # of an architecture added later must not be taken as present).
  local a
  for a in $(foreign_arches "$suite" | tr , ' '); do
    if [ -z "$(find "$dir/lists" -maxdepth 1 -name "*binary-${a}_Packages*" -mmin -1440 | head -n 1)" ]; then
      foreign_apt "$suite" update -qq
      break
    fi
  done
  inited="$inited $suite"
}

for spec in "${specs[@]}"; do
  a=${spec%%/*}
  suite=$machine_release
  [ "$spec" = "$a" ] || suite=${spec#*/}
  libc_suite=${suite#*+}
  suite=${suite%%+*}
  if [ "$suite" = "$machine_release" ]; then
    dest=$root/third_party/openssl-$a
    pkgs=(libssl3 libssl-dev)
  else
    dest=$root/third_party/openssl-$a-$suite
    pkgs=(libssl3t64 libssl-dev libc6 zlib1g libzstd1)
  fi
  debs=()
  for p in "${pkgs[@]}"; do
    s=$suite
    case $p in libc6 | zlib1g | libzstd1) s=$libc_suite ;; esac
    # The machine's release keeps the flat cache it always had.
    dcache=$cache
    [ "$s" = "$machine_release" ] || dcache=$cache/$s
    mkdir -p "$dcache"
    f=$(ls "$dcache/${p}_"*"_$a.deb" 2>/dev/null | sort -V | tail -n 1 || true)
    if [ -z "$f" ]; then
      init "$s"
      (cd "$dcache" && foreign_apt "$s" download -qq "$p:$a" >&2)
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
