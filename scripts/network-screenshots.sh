#!/bin/bash
# Screenshots of a network table for docs/ui.md ("Play with friends"): two
# Felts on one Xvfb display, the first hosting Jabberwocky for three with
# --host, the second joining with the invitation it prints; the lobby from
# both sides, then (the host seats a bot, the friend says he is ready, the
# host starts) the game from both sides; last, a
# table kept when its host's Felt closed, offered in the new-game panel.
# Discovery stays on 127.0.0.1: nothing leaves the machine.
#   scripts/network-screenshots.sh BUILD_DIR OUT_DIR
# Needs xvfb-run, xdotool and ImageMagick's import (scripts/install-deps.sh).
set -euo pipefail
build=$(realpath "${1:?build directory}")
out=$(realpath -m "${2:?output directory}")
if [ "${3:-}" != --inside ]; then
    mkdir -p "$out"
    exec xvfb-run -a -s "-screen 0 2600x900x24" "$0" "$build" "$out" --inside
fi
export FELT_DISCOVERY_ADDRESS=127.0.0.1
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$work"' EXIT
export XDG_RUNTIME_DIR=$work/runtime
mkdir -m 700 "$XDG_RUNTIME_DIR"

# One Felt as USER $1 with HOME $work/$1, its window at x=$2; the rest are its arguments.
felt() {
    local name=$1 x=$2
    shift 2
    HOME=$work/$name USER=$name "$build/app/felt" --no-settings --speed 1 "$@" >"$work/$name.out" 2>&1 &
    local pid=$!
    local win
    win=$(xdotool search --sync --onlyvisible --pid "$pid" | head -1)
    xdotool windowmove "$win" "$x" 0 windowsize "$win" 1280 800
}
shot() { import -window root -crop "1280x800+$1+0" "$out/$2"; }

felt Ann 0 --game jabberwocky --players 3 --host
for _ in $(seq 1 60); do grep -q '^invitation:' "$work/Ann.out" && break; sleep 0.5; done
invitation=$(sed -n 's/^invitation: //p' "$work/Ann.out")
[ -n "$invitation" ] || { echo "the host printed no invitation" >&2; exit 1; }
felt Ben 1290 "$invitation"
sleep 6
shot 1290 network-lobby-guest.png
xdotool mousemove 888 497 click 1  # the host's "Seat a bot" for the open seat
sleep 2
xdotool mousemove 2073 494 click 1  # Ben: "I'm ready"
sleep 3
shot 0 network-lobby-host.png
xdotool mousemove 713 577 click 1  # Ann: "Start the game"
sleep 8
shot 0 network-game-host.png
shot 1290 network-game-guest.png

# A kept table: Cleo (with settings, in her own HOME) hosts MadJack, Dan
# joins, Cleo's Felt goes away; started again, it offers the table.
kill $(jobs -p) 2>/dev/null || true
wait 2>/dev/null || true
kept() {
    local name=$1
    shift
    HOME=$work/$name USER=$name "$build/app/felt" --speed 1 "$@" >"$work/$name.out" 2>&1 &
    local pid=$!
    local win
    win=$(xdotool search --sync --onlyvisible --pid "$pid" | head -1)
    xdotool windowmove "$win" 0 0 windowsize "$win" 1280 800
}
kept Cleo --game madjack --players 2 --host
for _ in $(seq 1 60); do grep -q '^invitation:' "$work/Cleo.out" && break; sleep 0.5; done
invitation=$(sed -n 's/^invitation: //p' "$work/Cleo.out")
HOME=$work/Dan USER=Dan "$build/app/felt" --no-settings "$invitation" >"$work/Dan.out" 2>&1 &
sleep 8  # Dan takes his seat: the table is kept with him at it
kill $(jobs -p) 2>/dev/null || true
wait 2>/dev/null || true
kept Cleo
sleep 5
shot 0 network-kept-table.png
