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
# The processors' busy time (user, nice, system, irq, softirq, steal; in clock ticks) since boot: the summary prints
# how much of the cores the run kept busy. Empty where /proc/stat is missing.
cpu_busy() { awk '/^cpu /{print $2 + $3 + $4 + $7 + $8 + $9}' /proc/stat 2>/dev/null; }
BUSY_AT_START=$(cpu_busy)

CPUS=()
record() { # name result seconds [processor seconds]
  NAMES+=("$1")
  RESULTS+=("$2")
  TIMES+=("$3")
  CPUS+=("${4:-}")
}

# The processor time of a stage: all its processes', those killed at its end (browsers, test workers) and those it left
# running included. Each stage runs in a cpuacct control group of its own (cgroup v1, where it is mounted and writable);
# elsewhere, what bash's `times` says of the processes it waited for (a lower bound, marked "≥").
CGROUPS=/sys/fs/cgroup/cpuacct
cgroup_of() { printf '%s/ready-test.%s.%s' "$CGROUPS" "$$" "${1//[^A-Za-z0-9]/_}"; }
join_cgroup() { # name: moves the calling (sub)shell, and so all it starts, into the stage's group
  local dir
  dir=$(cgroup_of "$1")
  mkdir -p "$dir" 2>/dev/null && echo "$BASHPID" >"$dir/cgroup.procs" 2>/dev/null
}
cpu_of() { # name file-with-the-output-of-times
  local dir
  dir=$(cgroup_of "$1")
  if [ -r "$dir/cpuacct.usage" ]; then
    awk '{ printf "%d", $1 / 1e9 }' "$dir/cpuacct.usage"
    # What still runs (a server a stage started) goes back to the root group, so the stage's group can go.
    xargs -r -n1 sh -c 'echo "$0" >'"$CGROUPS"'/cgroup.procs' <"$dir/cgroup.procs" 2>/dev/null
    rmdir "$dir" 2>/dev/null
  elif [ -s "$2" ]; then
    awk 'NR == 2 { total = 0; for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); total += t[1] * 60 + t[2] } printf "≥%d", total }' "$2"
  fi
}

# Runs a stage in the foreground, its output shown as it comes.
stage() { # name command…
  local name=$1 start status
  shift
  echo
  echo "== $name"
  start=$(date +%s)
  local cpu="$LOGS/foreground.cpu"
  (join_cgroup "$name"; "$@"; status=$?; times >"$cpu"; exit $status)
  status=$?
  record "$name" "$([ $status -eq 0 ] && echo pass || echo "FAIL ($status)")" $(($(date +%s) - start)) "$(cpu_of "$name" "$cpu")"
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
  (join_cgroup "$name"; "$@" >"$log.log" 2>&1; status=$?; date +%s >"$log.end"; times >"$log.cpu"; exit $status) &
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
  record "$name" "$([ $status -eq 0 ] && echo pass || echo "FAIL ($status)")" $(($(cat "$log.end" 2>/dev/null || date +%s) - ${BEGAN[$name]})) "$(cpu_of "$name" "$log.cpu")"
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

# The builds run first, with the type check and the writers' journeys beside them: Rspack keeps 1.3 of the 2 cores
# busy, tsc fits in what is left, and the journeys (which build scratch copies of their own, not build/) take what the
# two leave at the lower priority (`nice`, below), so the builds keep their pace. Started after the builds with the
# other jest tests, the journeys would end the run alone, on one core, after the browser tests.
# Then every other stage starts at once and they share the two cores until the end: the browser tests in the foreground
# (the longest, and they keep both cores busy), the rest in the background. Whatever runs after the browser tests is
# time added to the total, and a stage that waits for another leaves CPU idle; side by side, the run takes about the CPU
# all stages need, halved. The browser tests are written to pass under that load (no wall-clock assertions;
# docs/testing.md). The background stages that wait on nothing but the processor yield it (`nice`): a browser test
# slowed down costs more processor time (its pages' frames and timers, Playwright's polling), a build or a validator
# slowed down does not. The Gecko and WebKit runs do not yield: their waits have timeouts. Lighthouse CI (FULL=1)
# yields too.
JOURNEYS="writers' journeys (jest: tests/unit/workflows.test.ts)"
background "types (tsc)" npx tsc -p .
background "$JOURNEYS" nice -n 10 npx jest --ci tests/unit/workflows.test.ts
build_ok=1
stage "build (every language)" npx docusaurus build || build_ok=0
stage "build under BASE_URL=/talento/" env BASE_URL=/talento/ npx docusaurus build --out-dir build-talento || build_ok=0

LHCI="Lighthouse CI (best practices = 1; total bytes, requests)"
BUILT="built-site tests (jest over build/: HTML, heads, validators)"
ENGINES="Gecko and WebKit (tests/engines)"
BROWSER="browser tests (Playwright, Chromium, nginx)"
BYTES="byte budgets (growth over budgets/bytes.json)"
STATIC=("lint (eslint)" "spelling (cspell, every language)" "prose (STYLE.md rules)" "translations (check:i18n)")
background "unit and content tests (jest)" nice -n 10 npx jest --ci --testPathIgnorePatterns tests/unit/workflows.test.ts
# The static checks (each uses one core for a few seconds).
background "${STATIC[0]}" nice -n 10 npx eslint .
background "${STATIC[1]}" nice -n 10 node scripts/spelling.mjs --no-progress
background "${STATIC[2]}" nice -n 10 node scripts/lint-prose.mjs
background "${STATIC[3]}" nice -n 10 node scripts/check-i18n.mjs
if [ $build_ok -eq 1 ]; then
  background "$BYTES" nice -n 10 node scripts/check-bytes.mjs
  # What reads only the built files (tests/built): no browser.
  background "$BUILT" nice -n 10 npx jest -c jest.build.config.mjs --ci
  background "$ENGINES" npx playwright test -c tests/engines/playwright.config.ts
  # Lighthouse CI asserts only what no other stage checks (docs/decisions/0008-test-stages.md), and runs for release
  # checks: its accessibility, SEO and script bytes are axe in the template pass, tests/built/head.test.ts and the
  # byte budgets; its fonts and third parties, the template pass.
  [ "${FULL:-}" = 1 ] && background "$LHCI" nice -n 10 npx lhci autorun
  stage "$BROWSER" npx playwright test
fi
finish "types (tsc)"
for name in "${STATIC[@]}"; do finish "$name"; done
finish "unit and content tests (jest)"
finish "$JOURNEYS"

if [ $build_ok -eq 1 ]; then
  finish "$BYTES"
  finish "$BUILT"
  finish "$ENGINES"
  if [ "${FULL:-}" = 1 ]; then finish "$LHCI"; else echo; echo "== $LHCI: release checks only (FULL=1)"; fi
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
  for name in "$BYTES" "$BUILT" "$BROWSER" "$ENGINES"; do
    skip "$name" "a build failed"
  done
  [ "${FULL:-}" = 1 ] && skip "$LHCI" "a build failed"
fi
trap 'rm -rf "$LOGS"' EXIT

failed=0
echo
echo "== Summary$([ "${FULL:-}" = 1 ] && echo ' (FULL=1)')"
printf '%-62s %-28s %6s %10s\n' "stage" "result" "time" "processor"
for i in "${!NAMES[@]}"; do
  printf '%-62s %-28s %5ss %9ss\n' "${NAMES[$i]}" "${RESULTS[$i]}" "${TIMES[$i]}" "${CPUS[$i]:-?}"
  [ "${RESULTS[$i]}" = pass ] || failed=1
done
total=$(($(date +%s) - STARTED))
printf '%-62s %-28s %5ss\n' "total" "$([ $failed -eq 0 ] && echo pass || echo FAIL)" "$total"
printf 'Took %dm%02ds; load average now: %s\n' $((total / 60)) $((total % 60)) "$(cut -d' ' -f1-3 /proc/loadavg)"
busy_now=$(cpu_busy)
if [ -n "$BUSY_AT_START" ] && [ -n "$busy_now" ] && [ "$total" -gt 0 ]; then
  # Near 100 %, the run is bound by the processors: it ends sooner only with less work, not with more parallelism.
  busy=$(((busy_now - BUSY_AT_START) / $(getconf CLK_TCK)))
  cores=$(nproc)
  printf 'Processor time: %d s busy of the %d s that %d cores give in %d s (%d %%)\n' "$busy" $((total * cores)) "$cores" "$total" $((100 * busy / (total * cores)))
fi
exit $failed
