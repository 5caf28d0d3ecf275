#!/usr/bin/env bash
# Build the double-clickable game with PyInstaller into a temp folder and smoke-test it:
#   - the build contains every file of themes/ and assets/ (and at least one themes/*.yaml),
#   - the built binary runs `--selftest` headless (games, computer worker process, frames,
#     themes) from a foreign working directory, and `--version` prints the package version,
#   - the one-folder build stays within the size budget (SORRY_MAX_MB, default 80),
#   - a real `pip install` into a fresh venv finds themes/ and assets/ (data-files).
#
#   bash .ci/build_check.sh                       # needs: pip install -e ".[dev]"
#   BUILD_CHECK_ONEFILE=1 bash .ci/build_check.sh # also build and test the one-file build
#   BUILD_CHECK_DIST=dist bash .ci/build_check.sh # check an existing build, don't build
#   BUILD_CHECK_WHEEL=0 bash .ci/build_check.sh   # skip the pip-install (wheel) check
#
# Works on Linux, macOS and Windows (Git Bash). Exit status 0 only if everything passed.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
started=$(date +%s)
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
max_mb="${SORRY_MAX_MB:-80}"

py="${PYTHON:-}"
if [ -z "$py" ]; then
  if command -v python >/dev/null 2>&1; then py=python; else py=python3; fi
fi
fail() { echo "build check FAILED: $*" >&2; exit 1; }
note() { echo "build check: $*"; }

case "$(uname -s)" in
  MINGW*|MSYS*|CYGWIN*|Windows_NT) exe_suffix=".exe" ;;
  *) exe_suffix="" ;;
esac
run_timeout=()
if timeout --version >/dev/null 2>&1; then run_timeout=(timeout 300); fi

tmp="$(mktemp -d)"
cleanup() { [ -n "${KEEP_BUILD:-}" ] && echo "build kept in $tmp" || rm -rf "$tmp"; }
trap cleanup EXIT

version="$("$py" -c 'import re,sys; print(re.search(r"__version__\s*=\s*\"([^\"]+)\"", open("sorry_game/__init__.py", encoding="utf-8").read()).group(1))')"

# The files a build must carry: everything in themes/ and assets/ (paths relative to root).
expected="$tmp/expected.txt"
find themes assets -type f ! -name '.*' ! -name '*.pyc' | sort > "$expected"
grep -q '^themes/.*\.yaml$' "$expected" || fail "no themes/*.yaml in the source tree"

build() {  # build <kind> -> sets dist
  local kind="$1"
  command -v "$py" >/dev/null 2>&1 || fail "no python ($py)"
  if ! "$py" -c 'import PyInstaller' >/dev/null 2>&1; then
    note "PyInstaller is missing; installing the project's build extra"
    "$py" -m pip install -q -e ".[build]"
  fi
  dist="$tmp/dist-$kind"
  note "building ($kind) with PyInstaller $("$py" -m PyInstaller --version)"
  local t0; t0=$(date +%s)
  if ! SORRY_ONEFILE=$([ "$kind" = onefile ] && echo 1 || echo 0) \
      "$py" -m PyInstaller build.spec --noconfirm --clean --log-level WARN \
      --distpath "$dist" --workpath "$tmp/work-$kind" > "$tmp/build-$kind.log" 2>&1; then
    tail -40 "$tmp/build-$kind.log" >&2
    fail "PyInstaller ($kind) failed"
  fi
  note "built $kind in $(( $(date +%s) - t0 )) s"
}

check_data() {  # check_data <folder holding themes/ and assets/>
  local data="$1" missing=0 f
  while IFS= read -r f; do
    if [ ! -f "$data/$f" ]; then echo "  missing from the build: $f" >&2; missing=$((missing + 1)); fi
  done < "$expected"
  [ "$missing" -eq 0 ] || fail "$missing data file(s) missing from the build in $data"
  ls "$data"/themes/*.yaml >/dev/null 2>&1 || fail "no themes/*.yaml in $data"
  note "data ok: $(wc -l < "$expected" | tr -d ' ') files of themes/ and assets/ present"
}

smoke() {  # smoke <executable>
  local exe="$1" out="$tmp/selftest.txt" status=0
  [ -x "$exe" ] || fail "no executable at $exe"
  local v
  v="$(cd "$tmp" && "${run_timeout[@]}" "$exe" --version 2>&1 | tr -d '\r')" || true
  case "$v" in
    *"$version"*) note "--version: $v" ;;
    *) echo "$v" >&2; note "warning: --version did not print $version (windowed builds may have no stdout)" ;;
  esac
  rm -f "$out"
  # From a foreign working directory: data must be found next to the binary, not in cwd.
  (cd "$tmp" && SORRY_GAME_HOME="$tmp/home" SORRY_SELFTEST_OUT="$out" SORRY_SELFTEST_VERBOSE=1 \
      "${run_timeout[@]}" "$exe" --selftest > "$tmp/selftest-console.txt" 2>&1) || status=$?
  # The report file works even for windowed builds with no console; else show the console.
  if [ -s "$out" ] && [ "$status" -eq 0 ]; then cat "$out"; else cat "$tmp/selftest-console.txt"; fi
  [ "$status" -eq 0 ] || fail "$exe --selftest exited with status $status"
  grep -q '^selftest ok' "$out" 2>/dev/null || fail "$exe --selftest printed no 'selftest ok' line"
}

if [ -n "${BUILD_CHECK_DIST:-}" ]; then
  dist="$BUILD_CHECK_DIST"
else
  build onedir
fi

app="$dist/sorry-game"
exe="$app/sorry-game$exe_suffix"
data="$app/_internal"           # PyInstaller >= 6 keeps data beside the libraries
[ -d "$data" ] || data="$app"   # older layout
[ -d "$app" ] || fail "no one-folder build at $app"
check_data "$data"
smoke "$exe"
size_kb=$(du -sk "$app" | cut -f1)
size_mb=$(( (size_kb + 1023) / 1024 ))
note "one-folder build: $size_mb MB (budget $max_mb MB)"
[ "$size_mb" -le "$max_mb" ] || fail "the one-folder build is $size_mb MB, over $max_mb MB"
if [ -d "$dist/sorry-game.app" ]; then
  check_data "$dist/sorry-game.app/Contents/Resources"
  smoke "$dist/sorry-game.app/Contents/MacOS/sorry-game"
fi

if [ "${BUILD_CHECK_ONEFILE:-0}" = 1 ] && [ -z "${BUILD_CHECK_DIST:-}" ]; then
  build onefile
  smoke "$dist/sorry-game$exe_suffix"
  note "one-file build: $(( ($(du -sk "$dist/sorry-game$exe_suffix" | cut -f1) + 1023) / 1024 )) MB"
fi

# The installed wheel finds its data too (pyproject's [tool.setuptools.data-files]):
# a real `pip install` of a copy of the source into a fresh venv, run from elsewhere.
if [ "${BUILD_CHECK_WHEEL:-1}" = 1 ]; then
  t0=$(date +%s)
  src="$tmp/src"
  mkdir -p "$src"
  cp -R pyproject.toml README.md main.py sorry_game themes assets "$src/"
  find "$src" -name __pycache__ -prune -exec rm -rf {} +
  rm -rf "$src"/sorry_game.egg-info
  "$py" -m venv "$tmp/wheel-venv"
  wpy="$tmp/wheel-venv/bin/python"
  [ -x "$wpy" ] || wpy="$tmp/wheel-venv/Scripts/python.exe"
  "$wpy" -m pip install -q "$src" > "$tmp/wheel-install.log" 2>&1 \
    || { tail -20 "$tmp/wheel-install.log" >&2; fail "pip install of the project failed"; }
  wout="$(cd "$tmp" && SORRY_GAME_HOME="$tmp/home" SORRY_SELFTEST_VERBOSE=1 \
    "$wpy" -m sorry_game.selftest 2>&1)" || { echo "$wout" >&2; fail "selftest of the installed wheel failed"; }
  echo "$wout" | grep -q "data: .*share.sorry-game" \
    || { echo "$wout" >&2; fail "the installed wheel did not use its share/sorry-game data"; }
  note "wheel ok: $(echo "$wout" | tail -1) [$(( $(date +%s) - t0 )) s]"
fi

note "ok in $(( $(date +%s) - started )) s"
