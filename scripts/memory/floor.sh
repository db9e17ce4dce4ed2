#!/bin/bash
# Felt's resident memory after a whole game next to what Qt alone needs for
# a window of the same size, all under one Xvfb with the software renderer.
#   scripts/memory/floor.sh BUILD_DIR [RUNS]
# Each program runs RUNS times (default 3), alternating; prints the median
# VmRSS of each. Needs xvfb-run, cmake and the Qt development packages that
# scripts/install-deps.sh installs.
set -euo pipefail
build=$(realpath "${1:?build directory}")
runs=${2:-3}
here=$(dirname "$(realpath "$0")")
if [ "${3:-}" != --inside ]; then
    tools=$(mktemp -d)
    cmake -S "$here" -B "$tools" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
    cmake --build "$tools" >/dev/null
    FLOOR_TOOLS=$tools exec xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$build" "$runs" --inside
fi
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp/felt-memory-runtime}
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

kb() { grep -o 'VmRSS[^0-9]*[0-9]*' | grep -o '[0-9]*$'; }
felt_once() {
    "$build/app/felt" --no-settings --game jabberwocky --players 4 --seed 5 --autoplay --speed 3 \
        --quit-after-game 2>/dev/null | kb
}
median() { sort -n | awk '{v[NR]=$1} END {print NR % 2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }

declare -A seen
names=(quick controls widgets felt)
for _ in $(seq "$runs"); do
    seen[quick]+="$("$FLOOR_TOOLS/toolkit_floor" quick 2>/dev/null | kb)"$'\n'
    seen[controls]+="$("$FLOOR_TOOLS/toolkit_floor" controls 2>/dev/null | kb)"$'\n'
    seen[widgets]+="$("$FLOOR_TOOLS/toolkit_floor_widgets" 2>/dev/null | kb)"$'\n'
    seen[felt]+="$(felt_once)"$'\n'
done
describe() {
    case $1 in
    quick) echo "Qt Quick window, one text (no Widgets)" ;;
    controls) echo "Qt Quick window, text and a Controls button" ;;
    widgets) echo "main window + menu + Qt Quick window in a container, button" ;;
    felt) echo "Felt after a 4-player Jabberwocky, seed 5" ;;
    esac
}
for n in "${names[@]}"; do
    printf '%-46s median VmRSS %6.1f MB (%d runs)\n' "$(describe "$n")" \
        "$(median <<<"${seen[$n]%$'\n'}" | awk '{print $1 / 1024}')" "$runs"
done
