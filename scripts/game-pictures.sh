#!/bin/bash
# The pictures of the games' tables in the new-game panel's chooser, taken
# from the real table under Xvfb: every game the engine knows, at its usual
# player count, seed 7, at the person's first decision; the window less its
# menu bar and status line, scaled to 240x150 (the tile shows it at about
# half that; the rest is for high-resolution screens).
#   scripts/game-pictures.sh BUILD_DIR [OUT_DIR]   (OUT_DIR: resources/tables)
# A game added later needs no picture to be offered (it gets a plain tile),
# but should get one: run this again and commit the new file.
# Needs xvfb-run, xdotool and ImageMagick (import, convert).
set -euo pipefail
build=$(realpath "${1:?build directory}")
here=$(dirname "$(realpath "$0")")
out=$(realpath -m "${2:-$here/../resources/tables}")

if [ "${3:-}" != --inside ]; then
    mkdir -p "$out"
    exec xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$build" "$out" --inside
fi

export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp/felt-pictures-runtime}
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
shot=$(mktemp --suffix .png)
trap 'rm -f "$shot"' EXIT

# The menu bar's and status line's heights in the window (pixels).
top=${FELT_PICTURE_TOP:-30}
bottom=${FELT_PICTURE_BOTTOM:-28}

"$build/engine/felt-cli" games | python3 -c '
import json, sys
for g in json.load(sys.stdin):
    print(g["id"])
' | while read -r game; do
    "$build/app/felt" --no-settings --game "$game" --seed 7 --speed 3 &
    pid=$!
    window=$(xdotool search --sync --onlyvisible --pid "$pid" | head -1)
    xdotool windowmove "$window" 0 0 windowsize "$window" 1120 730
    sleep 7  # the deal, and the bots up to the person's first decision
    import -window "$window" "$shot"
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    convert "$shot" -gravity North -chop "0x$top" -gravity South -chop "0x$bottom" \
        -resize 240x150^ -gravity center -extent 240x150 -strip \
        -define png:exclude-chunks=date,time "$out/$game.png"
    echo "$out/$game.png"
done
