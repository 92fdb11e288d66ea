#!/usr/bin/env bash
# Story tests and end-to-end tests run in Debian's Chromium: the full browser at
# /usr/bin/chromium (screenshot baselines) and its headless shell (everything else).
set -euo pipefail
[ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's chromium and chromium-headless-shell…" >&2
  apt-get update -qq
  # The shell at the installed browser's version, so the browser (and the screenshots it
  # takes) stays as it is; the latest of both where the browser is missing or that version is gone.
  installed=$(dpkg-query -W -f='${Version}' chromium 2>/dev/null || true)
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "chromium-headless-shell${installed:+=$installed}" >/dev/null ||
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
else
  echo "Chromium is missing. Install it with:" >&2
  echo "  sudo apt-get install -y chromium chromium-headless-shell" >&2
  exit 1
fi
