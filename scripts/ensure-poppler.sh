#!/usr/bin/env bash
# The PDF text checks read the portal's PDFs with poppler's pdftotext, which honours the
# ActualText of shaped Indian scripts (decision 0071).
set -euo pipefail
command -v pdftotext >/dev/null && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's poppler-utils…" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
else
  echo "pdftotext is missing. Install it with:" >&2
  echo "  sudo apt-get install -y poppler-utils" >&2
  exit 1
fi
