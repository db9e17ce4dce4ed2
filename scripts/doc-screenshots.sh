#!/bin/bash
# The screenshots of docs/ui.md that need no hand on the mouse: a new game,
# the panel, a hint, high contrast, large print, the three languages, a
# finished game's score sheet and Jump Start's clickable piles.
# Usage: scripts/doc-screenshots.sh BUILD_DIR OUT_DIR
# Needs xvfb-run, xdotool and ImageMagick's import.
set -euo pipefail
build=$(realpath "${1:?build directory}")
out=$(realpath -m "${2:?output directory}")

if [ "${3:-}" != --inside ]; then
    mkdir -p "$out"
    exec xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$build" "$out" --inside
fi

export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp/felt-shots-runtime}
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

# shoot FILE SECONDS KEYS... -- FELT-ARGS...: start Felt, wait, press the
# keys (if any) and wait two seconds more, then take the whole screen.
shoot() {
    local file=$1 wait=$2
    shift 2
    local keys=()
    while [ "$1" != -- ]; do keys+=("$1"); shift; done
    shift
    "$build/app/felt" --no-settings "$@" &
    local pid=$!
    local window
    window=$(xdotool search --sync --onlyvisible --pid "$pid" | head -1)
    sleep "$wait"
    if [ ${#keys[@]} -gt 0 ]; then
        xdotool windowfocus --sync "$window" key --delay 200 "${keys[@]}"
        sleep 2
    fi
    import -window root "$out/$file"
    kill "$pid"
    wait "$pid" 2>/dev/null || true
}

jw=(--game jabberwocky --players 4 --seed 7)
shoot game.png 6 -- "${jw[@]}"
shoot settings.png 5 --
shoot hint.png 6 ctrl+h -- "${jw[@]}"
shoot high-contrast.png 6 -- "${jw[@]}" --high-contrast
shoot large-print.png 6 -- "${jw[@]}" --large-print
for lang in de fr es; do
    shoot "setup-$lang.png" 5 -- --language "$lang"
    shoot "table-$lang.png" 6 -- --game janken-rummy --players 4 --seed 7 --language "$lang"
done
shoot results.png 20 -- --game madjack --players 2 --seed 7 --autoplay --speed 3
shoot piles-clickable.png 6 -- --game jumpstart --players 4 --seed 7
