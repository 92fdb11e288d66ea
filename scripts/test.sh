#!/usr/bin/env bash
# Everything, in the order that fails fastest: static checks, unit and service tests on
# PGlite, story tests in Chromium, service tests on a real Postgres 15, then end to end.
# Where the time goes and why each step runs as it does: docs/decisions/0050.
set -euo pipefail
cd "$(dirname "$0")/.."

step() {
  local name=$1
  shift
  local start=$SECONDS
  echo "::: $name"
  "$@"
  echo "::: $name passed in $((SECONDS - start)) s"
}

step "chromium" bash scripts/ensure-chromium.sh
step "typecheck" npm run --silent typecheck
step "lint" npm run --silent lint
# Builds Storybook and opens every docs page of the build: fails on a render error or on
# Markdown that did not render (a raw `| … |` table).
step "storybook docs build and smoke" npm run --silent test:storybook-docs
# Vitest gives Node projects one worker on two cores unless asked; browser projects keep one.
step "unit (with packages/domain coverage ≥ 95 % of lines)" npx vitest run --project "unit*" --coverage --maxWorkers=2
step "service on PGlite" npx vitest run --project "service*" --maxWorkers=2
step "stories in Chromium (play functions, axe in every theme, B2B screenshots)" npx vitest run --project storybook
step "service on Postgres 15" npm run --silent test:service:postgres
step "portal build" npm run --silent build -w @wayfare/portal
step "scale-out: 2 services, 2 portals, 1 Postgres, a booking burst with a SIGTERM to one of each" bash scripts/with-postgres.sh npx vitest run --project scale-out
step "hostile input on the built portal (every action, 200+ requests each)" npx vitest run --project portal-hostile
step "end to end (Playwright, Chromium)" npx playwright test
