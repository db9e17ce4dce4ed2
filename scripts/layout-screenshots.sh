#!/bin/bash
# Screenshots of every game at its smallest and largest player count, in the
# smallest window (1024x700) and full screen (1920x1080), for docs/ui.md.
# Usage: scripts/layout-screenshots.sh BUILD_DIR OUT_DIR
# Needs xvfb-run, xdotool and ImageMagick's import.
set -euo pipefail
build=$(realpath "${1:?build directory}")
out=$(realpath -m "${2:?output directory}")

if [ "${3:-}" != --inside ]; then
    mkdir -p "$out"
    # One X screen larger than the small window, so the window is not cut.
    exec xvfb-run -a -s "-screen 0 1920x1080x24" bash "$0" "$build" "$out" --inside
fi

export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp/felt-shots-runtime}
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

shoot() {  # game players width height file
    "$build/app/felt" --no-settings --game "$1" --players "$2" --seed 7 --speed 3 &
    local pid=$!
    local window
    window=$(xdotool search --sync --onlyvisible --pid "$pid" | head -1)
    xdotool windowmove "$window" 0 0 windowsize "$window" "$3" "$4"
    sleep 6  # the deal, and the bots up to the person's first decision
    import -window "$window" "$5"
    kill "$pid"
    wait "$pid" 2>/dev/null || true
}

"$build/engine/felt-cli" games | python3 -c '
import json, sys
for g in json.load(sys.stdin):
    for n in sorted({g["min_players"], g["max_players"]}):
        print(g["id"], n)
' | while read -r game players; do
    shoot "$game" "$players" 1024 700 "$out/layout-$game-$players-1024.png"
    shoot "$game" "$players" 1920 1080 "$out/layout-$game-$players-full.png"
    echo "$game $players"
done
