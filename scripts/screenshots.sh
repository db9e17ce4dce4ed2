#!/bin/bash
# Screenshots for docs/ui.md, taken under Xvfb.
#   scripts/screenshots.sh docs BUILD_DIR OUT_DIR
#     what needs no hand on the mouse: a new game, the panel, a hint, high
#     contrast, large print, the three languages, a finished game's score
#     sheet and Jump Start's clickable piles (1280x800 screen);
#   scripts/screenshots.sh layouts BUILD_DIR OUT_DIR
#     every game at its smallest and largest player count, in the smallest
#     window (1024x700) and full screen (1920x1080).
# Needs xvfb-run, xdotool and ImageMagick's import.
set -euo pipefail
what=${1:?docs or layouts}
build=$(realpath "${2:?build directory}")
out=$(realpath -m "${3:?output directory}")

if [ "${4:-}" != --inside ]; then
    mkdir -p "$out"
    # For layouts, one X screen larger than the small window, so it is not cut.
    screen=1280x800x24
    [ "$what" = layouts ] && screen=1920x1080x24
    exec xvfb-run -a -s "-screen 0 $screen" bash "$0" "$what" "$build" "$out" --inside
fi

export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp/felt-shots-runtime}
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

# shoot_screen FILE SECONDS KEYS... -- FELT-ARGS...: start Felt, wait, press the
# keys (if any) and wait two seconds more, then take the whole screen.
shoot_screen() {
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

shoot_window() {  # game players width height file
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

if [ "$what" = docs ]; then
    jw=(--game jabberwocky --players 4 --seed 7)
    shoot_screen game.png 6 -- "${jw[@]}"
    shoot_screen settings.png 5 --
    shoot_screen hint.png 6 ctrl+h -- "${jw[@]}"
    shoot_screen high-contrast.png 6 -- "${jw[@]}" --high-contrast
    shoot_screen large-print.png 6 -- "${jw[@]}" --large-print
    for lang in de fr es; do
        shoot_screen "setup-$lang.png" 5 -- --language "$lang"
        shoot_screen "table-$lang.png" 6 -- --game janken-rummy --players 4 --seed 7 --language "$lang"
    done
    shoot_screen results.png 20 -- --game madjack --players 2 --seed 7 --autoplay --speed 3
    shoot_screen piles-clickable.png 6 -- --game jumpstart --players 4 --seed 7
else
    "$build/engine/felt-cli" games | python3 -c '
import json, sys
for g in json.load(sys.stdin):
    for n in sorted({g["min_players"], g["max_players"]}):
        print(g["id"], n)
'  | while read -r game players; do
        shoot_window "$game" "$players" 1024 700 "$out/layout-$game-$players-1024.png"
        shoot_window "$game" "$players" 1920 1080 "$out/layout-$game-$players-full.png"
        echo "$game $players"
    done
fi
