#!/usr/bin/env bash
# Story tests and end-to-end tests run in Debian's Chromium: the full browser at
# /usr/bin/chromium (screenshot baselines) and its headless shell (everything else).
set -euo pipefail
[ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's chromium and chromium-headless-shell…" >&2
  apt-get update -qq
  both=(chromium chromium-headless-shell)
  if [ -x /usr/bin/chromium ]; then
    # The shell at the installed browser's version, so the browser (and the screenshots it
    # takes) stays as it is; the latest of both where that version is gone.
    installed=$(dpkg-query -W -f='${Version}' chromium)
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "chromium-headless-shell=$installed" >/dev/null ||
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${both[@]}" >/dev/null
  else
    # A shell installed alone (or chromium-common left behind) does not bring the browser.
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${both[@]}" >/dev/null
  fi
else
  echo "Chromium is missing. Install it with:" >&2
  echo "  sudo apt-get install -y chromium chromium-headless-shell" >&2
  exit 1
fi
