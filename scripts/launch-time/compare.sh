#!/bin/bash
# Launch time of Felt against GNOME Aisleriot, side by side under Xvfb.
#   scripts/launch-time/compare.sh BUILD_DIR [RUNS]
# Alternates the two programs RUNS times (default 10) after one warm-up run
# each and prints, per program, the median, minimum and maximum in ms from
# the fork: Aisleriot to its window (first drawing), Felt to the first frame
# of a game (its own --measure-startup stamp put on first_paint's clock; its
# empty window maps earlier). Needs xvfb-run, a C compiler, libx11-dev,
# libxdamage-dev and aisleriot (/usr/games/sol).
set -euo pipefail
build=$(realpath "${1:?build directory}")
runs=${2:-10}
here=$(dirname "$(realpath "$0")")
if [ "${3:-}" != --inside ]; then
    tool=$(mktemp -d)/first_paint
    cc -O2 -o "$tool" "$here/first_paint.c" -lX11 -lXdamage
    FIRST_PAINT=$tool exec xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$build" "$runs" --inside
fi
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp/felt-launch-runtime}
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
felt=("$build/app/felt" --no-settings --game jabberwocky --players 4 --measure-startup)

sol_once() { "$FIRST_PAINT" --settle 100 /usr/games/sol 2>/dev/null | awk '{print $4}'; }
felt_once() {
    local out fork frame
    out=$("$FIRST_PAINT" --settle 100 "${felt[@]}" 2>&1)
    fork=$(grep -o 'fork-epoch-ms [0-9.]*' <<<"$out" | awk '{print $2}')
    frame=$(grep -o 'epoch-ms [0-9.]*$' <<<"$out" | grep -v fork | awk '{print $2}' | head -1)
    awk -v a="$frame" -v b="$fork" 'BEGIN {printf "%.1f\n", a - b}'
}
median() { sort -n | awk '{v[NR]=$1} END {print NR % 2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
stats() { printf 'median %.1f ms (%.1f-%.1f, %d runs)' "$(median <<<"$1")" \
    "$(sort -n <<<"$1" | head -1)" "$(sort -n <<<"$1" | tail -1)" "$(wc -l <<<"$1")"; }

sol_once >/dev/null; felt_once >/dev/null
sols="" felts=""
for _ in $(seq "$runs"); do
    sols+="$(sol_once)"$'\n'
    felts+="$(felt_once)"$'\n'
done
sols=${sols%$'\n'} felts=${felts%$'\n'}
echo "Aisleriot, to its window:        $(stats "$sols")"
echo "Felt, to the first game frame:   $(stats "$felts")"
awk -v f="$(median <<<"$felts")" -v s="$(median <<<"$sols")" 'BEGIN {printf "ratio (medians): %.2f\n", f / s}'
