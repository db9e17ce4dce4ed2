#!/usr/bin/env bash
# One entry point for a fresh machine: installs dependencies, builds, then
#   run  [felt options]  launches Felt
#   test                 runs the fast suite (ctest label "fast", the default)
#   soak                 runs the long checks (label "soak") and a fuzz smoke with clang
#   build                only builds
# BUILD (folder, default build) and BUILD_TYPE (Release, Debug, Asan or Tsan) may be set.
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-build}
[ $# -gt 0 ] && shift

bash scripts/install-deps.sh
build=${BUILD:-build}
jobs=$(nproc 2>/dev/null || echo 2)
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-Release}" -DFELT_WERROR=ON
cmake --build "$build" -j "$jobs"

case "$what" in
    run) exec "$build/app/felt" "$@" ;;
    test) cd "$build" && exec ctest --output-on-failure -j "$jobs" -L fast ;;
    soak)
        (cd "$build" && ctest --output-on-failure -j "$jobs" -L soak)
        if command -v clang++ >/dev/null; then bash scripts/fuzz.sh 60; fi ;;
    build) ;;
    *) echo "usage: scripts/felt.sh run|test|soak|build" >&2; exit 2 ;;
esac
