#!/usr/bin/env bash
# Everything, in the order that fails fastest: static checks, unit tests, story tests in
# Chromium with the service's tests (PGlite, then a real Postgres 15) beside them, then the
# built portal: scale-out, hostile input and end to end.
# Where the time goes and why each step runs as it does: docs/decisions/0050.
set -euo pipefail
cd "$(dirname "$0")/.."

step() {
  local name=$1
  shift
  local start=$SECONDS
  echo "::: $name"
  # Not `set -e`: it is off inside a function called from an && or || list (service_tests).
  local status=0
  "$@" || status=$?
  if [ "$status" -ne 0 ]; then
    echo "::: $name FAILED (exit $status) after $((SECONDS - start)) s"
    return "$status"
  fi
  echo "::: $name passed in $((SECONDS - start)) s"
}

# A step that runs beside the next ones, niced, its output held until finish_beside prints it.
start_beside() {
  local name=$1
  shift
  beside_log=$(mktemp)
  echo "::: $name: started beside the next steps"
  (
    renice -n 10 -p "$BASHPID" >/dev/null
    step "$name" "$@"
  ) >"$beside_log" 2>&1 &
  beside_pid=$!
  # Should a step fail meanwhile, the run ends and takes the step beside it along.
  trap 'pkill -TERM -P "$beside_pid" 2>/dev/null || true' EXIT
}

finish_beside() {
  local status=0
  wait "$beside_pid" || status=$?
  trap - EXIT
  cat "$beside_log"
  rm -f "$beside_log"
  return "$status"
}

step "chromium" bash scripts/ensure-chromium.sh
step "poppler (pdftotext)" bash scripts/ensure-poppler.sh
# Builds Storybook and opens every docs page of the build: fails on a render error or on
# Markdown that did not render (a raw `| … |` table). Beside the static checks and unit tests,
# which leave a core idle most of the time.
start_beside "storybook docs build and smoke" npm run --silent test:storybook-docs
step "typecheck" npm run --silent typecheck
step "lint" npm run --silent lint
# Vitest gives Node projects one worker on two cores unless asked; browser projects keep one.
step "unit (with packages/domain coverage ≥ 95 % of lines)" npx vitest run --project "unit*" --coverage --maxWorkers=2
finish_beside
# The story run keeps about one of the two cores busy; the service's tests, on PGlite then on
# a real Postgres 15, use the rest at a lower priority (docs/decisions/0050).
service_tests() {
  step "service on PGlite" npx vitest run --project "service*" --maxWorkers=2 &&
    step "service on Postgres 15" npm run --silent test:service:postgres
}
start_beside "service tests" service_tests
step "stories in Chromium (play functions, axe in every theme, B2B screenshots)" npx vitest run --project storybook
finish_beside
step "portal build" npm run --silent build -w @wayfare/portal
# Issue 18's JS budgets (login 130 kB, the journey's pages 160 kB gzip): past one, the run fails.
step "JS per page within its budget" npm run --silent size:routes
step "scale-out: 2 services, 2 portals, 1 Postgres, a booking burst with a SIGTERM to one of each" bash scripts/with-postgres.sh npx vitest run --project scale-out
step "hostile input on the built portal (every action, 200+ requests each)" npx vitest run --project portal-hostile
step "end to end (Playwright, Chromium)" npx playwright test
