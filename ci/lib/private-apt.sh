# shellcheck shell=bash
# A private apt configuration for fetching third-party sources and newer
# binaries without touching the system's apt state.
#
# Source it, then:
#   private_apt_init            writes third_party/apt/ (sources, lists, cache)
#                               and runs one 'apt-get update' in it
#   private_apt ARGS...         apt-get with the private configuration, e.g.
#                               private_apt source --download-only mbedtls=3.6.4-2
#                               private_apt download qemu-user:amd64/trixie
#
# The archive URIs are copied from the machine's own apt sources (deb822
# files and one-line lists); no host name is written here.  Suites: the
# machine's release plus the newer Debian suites, deb and deb-src.

_pa_root() { cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd; }

# Prints the URI from which the machine's apt sources fetch SUITE (its
# release suite: the main archive; RELEASE-security: the security archive).
_pa_main_uri() {
  local release=$1 f
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    awk -v rel="$release" '
      /^$/ { if (uris != "" && suites ~ ("(^| )" rel "( |$)")) { print uris; exit } uris = ""; suites = "" }
      /^URIs:/ { sub(/^URIs:[ \t]*/, ""); split($0, u, " "); uris = u[1] }
      /^Suites:/ { sub(/^Suites:[ \t]*/, ""); suites = $0 }
      END { if (uris != "" && suites ~ ("(^| )" rel "( |$)")) print uris }
    ' "$f"
  done | head -n 1
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [ -f "$f" ] || continue
    awk -v rel="$release" '$1 == "deb" {
      for (i = 2; i <= NF; i++) if ($i !~ /^\[/ && $i ~ /:\/\//) { if ($(i+1) == rel) print $i; break } }' "$f"
  done | head -n 1
}

# private_apt_uri_for SUITE: the archive URI the machine's own apt sources
# use for SUITE (e.g. bookworm-security), empty if they name none.
private_apt_uri_for() {
  _pa_main_uri "$1" | head -n 1
}

private_apt_init() {
  local root release uri dir suites s
  root=$(_pa_root)
  dir=$root/third_party/apt
  release=$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")
  uri=$(_pa_main_uri "$release" | head -n 1)
  if [ -z "$uri" ]; then
    echo "private-apt: no Debian archive URI for $release in the machine's apt sources" >&2
    return 1
  fi
  suites="$release trixie forky sid"
  mkdir -p "$dir/etc/preferences.d" "$dir/lists/partial" "$dir/cache/archives/partial"
  : >"$dir/status"
  {
    for s in $suites; do
      echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $uri $s main"
      echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $uri $s main"
    done
  } | awk '!seen[$0]++' >"$dir/etc/sources.list.new"
  mv "$dir/etc/sources.list.new" "$dir/etc/sources.list"
  PRIVATE_APT_OPTS=(
    -o "Dir::Etc::SourceList=$dir/etc/sources.list"
    -o "Dir::Etc::SourceParts=/nonexistent"
    -o "Dir::Etc::PreferencesParts=$dir/etc/preferences.d"
    -o "Dir::State::Lists=$dir/lists"
    -o "Dir::State::status=$dir/status"
    -o "Dir::Cache=$dir/cache"
    -o "Dir::Cache::pkgcache="
    -o "Dir::Cache::srcpkgcache="
    -o "APT::Get::AllowUnauthenticated=false"
    -o "Acquire::Languages=none"
    -o "APT::Sandbox::User=root"
  )
  # Fresh lists are reused for a day, so reruns stay fast and offline-safe.
  if [ -z "$(find "$dir/lists" -maxdepth 1 -name '*Sources*' -mmin -1440 2>/dev/null | head -n 1)" ]; then
    local i
    for i in 1 2 3 4 5; do
      if apt-get "${PRIVATE_APT_OPTS[@]}" update -qq; then
        return 0
      fi
      echo "private-apt: update failed, retrying in 10 s" >&2
      sleep 10
    done
    return 1
  fi
}

private_apt() {
  apt-get "${PRIVATE_APT_OPTS[@]}" "$@"
}

private_apt_cache() {
  apt-cache "${PRIVATE_APT_OPTS[@]}" "$@"
}
