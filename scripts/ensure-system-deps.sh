#!/usr/bin/env bash
# Installs what the tests need beyond npm when it is missing: Debian's chromium (browser tests)
# postgresql (the API suite's second database) and espeak-ng (Grace's spoken replies). Needs root, as on CI and the dev machines.
set -euo pipefail
missing=()
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || missing+=(postgresql)
command -v espeak-ng >/dev/null || missing+=(espeak-ng)
((${#missing[@]} == 0)) && exit 0
if [[ $(id -u) -ne 0 ]]; then
  echo "Missing ${missing[*]}: install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} from Debian's packages..." >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" fonts-liberation >/dev/null
