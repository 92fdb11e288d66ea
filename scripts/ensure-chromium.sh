#!/usr/bin/env bash
# Story tests and end-to-end tests run in Debian's Chromium at /usr/bin/chromium.
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's chromium…" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium is missing. Install it with: sudo apt-get install -y chromium" >&2
  exit 1
fi
