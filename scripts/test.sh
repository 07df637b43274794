#!/usr/bin/env bash
# The README's second command: installs what the tests need, runs every stage, then prints one table
# (stage, result, time) and exits 1 if any stage failed. A failing stage never stops the others; only
# a failed build skips the stages that need it (browser tests, Lighthouse CI, engines), saying so.
# FULL=1 adds the long sweeps kept for release checks (docs/testing.md), and the site built with every speed trick off
# (LEAN=0) through the browser tests.
# Ports: E2E_PORT (default 4173; the browser tests use it to +2, the engines +5) and LHCI_PORT (4310).
set -uo pipefail
cd "$(dirname "$0")/.."

# Logs of the stages run alongside others (outside test-results/, which Playwright empties when it starts).
LOGS=$(mktemp -d "${TMPDIR:-/tmp}/ready-test-stages.XXXXXX")
# A stage still running in the background when this script stops is stopped with it.
trap 'jobs -p | xargs -r kill 2>/dev/null; rm -rf "$LOGS"' EXIT
NAMES=()
RESULTS=()
TIMES=()
STARTED=$(date +%s)

record() { # name result seconds
  NAMES+=("$1")
  RESULTS+=("$2")
  TIMES+=("$3")
}

# Runs a stage in the foreground, its output shown as it comes.
stage() { # name command…
  local name=$1 start status
  shift
  echo
  echo "== $name"
  start=$(date +%s)
  "$@"
  status=$?
  record "$name" "$([ $status -eq 0 ] && echo pass || echo "FAIL ($status)")" $(($(date +%s) - start))
  return $status
}

# Starts a stage in the background, its output kept in $LOGS/<name>.log; `finish` waits for it and reports
# (its time is its own: from its start to its end, not to the moment it is reported).
declare -A PIDS BEGAN
logname() { printf '%s/%s' "$LOGS" "${1//[^A-Za-z0-9]/_}"; } # a file name for a stage's name (which may hold "/")
background() { # name command…
  local name=$1 log
  shift
  log=$(logname "$name")
  BEGAN[$name]=$(date +%s)
  ("$@" >"$log.log" 2>&1; status=$?; date +%s >"$log.end"; exit $status) &
  PIDS[$name]=$!
}
finish() { # name
  local name=$1 status log
  log=$(logname "$name")
  wait "${PIDS[$name]}"
  status=$?
  echo
  echo "== $name (ran alongside; its output follows)"
  cat "$log.log"
  record "$name" "$([ $status -eq 0 ] && echo pass || echo "FAIL ($status)")" $(($(cat "$log.end" 2>/dev/null || date +%s) - ${BEGAN[$name]}))
  return $status
}
skip() { # name reason
  echo
  echo "== $1: skipped ($2)"
  record "$1" "skipped: $2" 0
}

# Debian's Java first: vnu-jar's postinstall would otherwise try to download a Java of its own.
if ! stage "setup (npm and Debian packages)" bash -c 'bash scripts/ensure-engines.sh && bash scripts/install.sh && bash scripts/ensure-chromium.sh && bash scripts/ensure-nginx.sh'; then
  echo "Setup failed: nothing else can run." >&2
  exit 1
fi

# The builds run first, with only the type check beside them: Rspack keeps 1.3 of the 2 cores busy (24 s of CPU in a
# 19 s build), and tsc's 18 s of CPU fit in what is left, instead of adding to the busiest phase. Then the stages that
# leave a core idle run together: the unit tests (one jest worker, whose workflow journeys build scratch copies of the
# site), Lighthouse CI (FULL=1; mostly waiting on one page at a time) and the engines (two browsers, mostly waiting on pages
# and timers) in the background, beside the static checks, which each use one core. jest is the longest of them, so
# Lighthouse CI (FULL=1), which no timing gates, yields the CPU to it (`nice`). The checks that read only the built files
# (tests/built, jest over build/) run beside them from the end of the builds. The browser tests keep both cores busy: they run
# last, alone. (Starting them once Lighthouse CI and the engines were done, with jest's journeys ending beside them,
# saved nothing: two fresh runs took 11:34 and 11:48, the browser tests slowed by what jest still had to build.)
background "types (tsc)" npx tsc -p .
build_ok=1
stage "build (es + en)" npx docusaurus build || build_ok=0
stage "build under BASE_URL=/talento/" env BASE_URL=/talento/ npx docusaurus build --out-dir build-talento || build_ok=0

LHCI="Lighthouse CI (best practices = 1; total bytes, requests)"
BUILT="built-site tests (jest over build/: HTML, heads, validators)"
ENGINES="Gecko and WebKit (tests/engines)"
BROWSER="browser tests (Playwright, Chromium, nginx)"
background "unit, content and workflow tests (jest)" npx jest --ci
if [ $build_ok -eq 1 ]; then
  # What reads only the built files (tests/built): no browser, one jest worker beside the unit tests'.
  background "$BUILT" npx jest -c jest.build.config.mjs --ci
  background "$ENGINES" npx playwright test -c tests/engines/playwright.config.ts
  # Lighthouse CI asserts only what no other stage checks (docs/decisions/0008-test-stages.md), and runs for release
  # checks: its accessibility, SEO and script bytes are axe in the template pass, tests/built/head.test.ts and the
  # byte budgets; its fonts and third parties, the template pass.
  [ "${FULL:-}" = 1 ] && background "$LHCI" nice -n 10 npx lhci autorun
fi
stage "lint (eslint)" npx eslint .
stage "spelling (cspell, es + en)" node scripts/spelling.mjs --no-progress
stage "prose (STYLE.md rules)" node scripts/lint-prose.mjs
stage "translations (check:i18n)" node scripts/check-i18n.mjs
if [ $build_ok -eq 1 ]; then
  stage "byte budgets (growth over budgets/bytes.json)" node scripts/check-bytes.mjs
else
  skip "byte budgets (growth over budgets/bytes.json)" "a build failed"
fi
finish "types (tsc)"
finish "unit, content and workflow tests (jest)"

if [ $build_ok -eq 1 ]; then
  finish "$BUILT"
  finish "$ENGINES"
  if [ "${FULL:-}" = 1 ]; then finish "$LHCI"; else echo; echo "== $LHCI: release checks only (FULL=1)"; fi
  stage "$BROWSER" npx playwright test
  if [ "${FULL:-}" = 1 ]; then
    # The speed wall's upgrade path (src/plugins/lean): with every trick off the site is still correct. The tests of a
    # trick itself (@lean) and the byte budgets are for the lean build.
    if stage "build with every speed trick off (LEAN=0)" env LEAN=0 npx docusaurus build --out-dir build-lean0; then
      stage "browser tests on the LEAN=0 build" env E2E_BUILD_DIR=build-lean0 E2E_LEAN=0 npx playwright test
    else
      skip "browser tests on the LEAN=0 build" "its build failed"
    fi
  fi
else
  for name in "$BUILT" "$BROWSER" "$ENGINES"; do
    skip "$name" "a build failed"
  done
  [ "${FULL:-}" = 1 ] && skip "$LHCI" "a build failed"
fi
trap 'rm -rf "$LOGS"' EXIT

failed=0
echo
echo "== Summary$([ "${FULL:-}" = 1 ] && echo ' (FULL=1)')"
printf '%-62s %-28s %6s\n' "stage" "result" "time"
for i in "${!NAMES[@]}"; do
  printf '%-62s %-28s %5ss\n' "${NAMES[$i]}" "${RESULTS[$i]}" "${TIMES[$i]}"
  [ "${RESULTS[$i]}" = pass ] || failed=1
done
total=$(($(date +%s) - STARTED))
printf '%-62s %-28s %5ss\n' "total" "$([ $failed -eq 0 ] && echo pass || echo FAIL)" "$total"
printf 'Took %dm%02ds; load average now: %s\n' $((total / 60)) $((total % 60)) "$(cut -d' ' -f1-3 /proc/loadavg)"
exit $failed
