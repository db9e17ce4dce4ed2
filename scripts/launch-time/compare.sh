#!/bin/bash
# Launch time and memory of Felt against GNOME Aisleriot, side by side.
#   scripts/launch-time/compare.sh BUILD_DIR [RUNS]
#
# Both programs are timed the same way, from outside (first_paint.c): from
# the fork to the first drawing of their window that shows the table with
# cards on it (Aisleriot: Klondike dealt; Felt: a 4-player Jabberwocky, the
# pack on the table). Their empty first windows do not count, for either.
# Also the CPU time the program had used by that frame (all its threads),
# which the machine's load moves far less. One second after that frame each
# program's RssAnon (its own memory) and VmRSS (with shared libraries) are
# read from /proc. Felt's memory is also read after a short whole game
# (2-player MadJack, bots, --speed 3, three seeds).
#
# As on a desktop, not a bare X server: everything runs inside one session
# bus (dbus-run-session) on Xvfb 1280x800, with one GTK client alive the
# whole time (gtk_client.c: without it Aisleriot probes OpenGL at every
# start, loading Mesa and LLVM, which a desktop spares it), and Felt reads
# and writes its settings, statistics and autosave as for a person, in a
# temporary XDG_CONFIG_HOME and XDG_DATA_HOME (not --no-settings).
# The two programs alternate RUNS times (default 15) after one warm-up run
# each; the figures are medians with min-max, printed with the load. With
# FLOORS=1 two Qt-only programs run beside them (scripts/memory: needs cmake
# and the Qt development packages): what Qt alone takes to show a window.
# Needs xvfb-run, dbus-run-session, a C compiler, libx11-dev, libxdamage-dev
# and aisleriot (/usr/games/sol, for measuring only: not a dependency); exits
# with 77 (ctest: skipped) when one is missing. ctest -L benchmark runs it.
set -euo pipefail
build=$(realpath "${1:?build directory}")
runs=${2:-15}
here=$(dirname "$(realpath "$0")")
if [ "${3:-}" != --inside ]; then
    for need in xvfb-run dbus-run-session cc /usr/games/sol "$build/app/felt"; do
        command -v "$need" >/dev/null || {
            echo "compare.sh: skipped, $need is missing (needs aisleriot, xvfb-run," \
                "dbus-run-session, a C compiler and a built felt)" >&2
            exit 77
        }
    done
    tools=$(mktemp -d)
    trap 'rm -rf "$tools"' EXIT
    if ! cc -O2 -o "$tools/first_paint" "$here/first_paint.c" -lX11 -lXdamage ||
        ! cc -O2 -o "$tools/gtk_client" "$here/gtk_client.c" -ldl; then
        echo "compare.sh: skipped, cannot build the measuring tools (libx11-dev, libxdamage-dev?)" >&2
        exit 77
    fi
    if [ -n "${FLOORS:-}" ]; then
        cmake -S "$here/../memory" -B "$tools/floor" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
        cmake --build "$tools/floor" >/dev/null
    fi
    TOOLS=$tools xvfb-run -a -s "-screen 0 1280x800x24" \
        dbus-run-session -- bash "$0" "$build" "$runs" --inside
    exit
fi

home=$(mktemp -d)
export XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data XDG_CACHE_HOME=$home/cache
export XDG_RUNTIME_DIR=$home/runtime
mkdir -p "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_CACHE_HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
"$TOOLS/gtk_client" 2>/dev/null &
gtk=$!
trap 'kill $gtk; rm -rf "$home"' EXIT
sleep 1

felt=("$build/app/felt" --game jabberwocky --players 4)
# One run: "ms cpu-ms anon-kB rss-kB" and a newline. A run that shows no
# content in time (first_paint's limit) is left out and said so, rather than
# ending the whole comparison.
once() {
    local out
    if out=$("$TOOLS/first_paint" "$@" 2>/dev/null); then
        awk '{for (i = 1; i < NF; ++i) v[$i] = $(i + 1); print v["content"], v["cpu"], v["rss-anon-kb"], v["rss-kb"]}' <<<"$out"
    else
        echo "compare.sh: a run of \"$*\" showed nothing in time; left out" >&2
    fi
}
after_game() {
    "$build/app/felt" --game madjack --players 2 --autoplay --speed 3 --quit-after-game \
        --seed "$1" 2>/dev/null | awk '/^memory:/ {print $6, $3}'
}
median() { sort -n | awk '{v[NR]=$1} END {print NR % 2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
# stats COLUMN SCALE UNIT over the lines on stdin: "median (min-max)".
stats() {
    local col
    col=$(awk -v c="$1" -v s="$2" '{printf "%.1f\n", $c / s}')
    printf '%.1f %s (%.1f-%.1f)' "$(median <<<"$col")" "$3" \
        "$(sort -n <<<"$col" | head -1)" "$(sort -n <<<"$col" | tail -1)"
}

echo "load before: $(uptime)"
once /usr/games/sol >/dev/null
once "${felt[@]}" >/dev/null
sols="" felts="" games="" quicks="" shells=""
# The toolkit's floors (FLOORS=1): a Qt Quick window showing one line of text,
# and Felt's shell, a main window with a menu bar around a Qt Quick window
# (in a window container) showing a text and a button (scripts/memory/toolkit_floor.cpp). They show
# little, so their content is a few edges.
floor() { once --edges 10 --hold 300 "$TOOLS/floor/$@"; }
for i in $(seq "$runs"); do
    sols+=$(once /usr/games/sol; echo x) sols=${sols%x}
    felts+=$(once "${felt[@]}"; echo x) felts=${felts%x}
    if [ -n "${FLOORS:-}" ]; then
        quicks+=$(floor toolkit_floor quick; echo x) quicks=${quicks%x}
        shells+=$(floor toolkit_floor_widgets; echo x) shells=${shells%x}
    fi
done
for seed in 1 2 3; do games+="$(after_game $seed)"$'\n'; done
sols=${sols%$'\n'} felts=${felts%$'\n'} games=${games%$'\n'}
echo "load after:  $(uptime)"
echo "$runs runs each, alternating; medians (min-max):"
report() {
    echo "$1 $(stats 1 1 ms <<<"$2"), CPU $(stats 2 1 ms <<<"$2");" \
        "RssAnon $(stats 3 1024 MiB <<<"$2"), VmRSS $(stats 4 1024 MiB <<<"$2")"
}
report "Aisleriot, to its dealt game: " "$sols"
report "Felt, to its first game frame:" "$felts"
if [ -n "${FLOORS:-}" ]; then
    report "Qt Quick window, one text:    " "${quicks%$'\n'}"
    report "Felt's shell, text and button:" "${shells%$'\n'}"
fi
echo "Felt after a 2-player MadJack (3 games): RssAnon $(stats 1 1024 MiB <<<"$games")," \
    "VmRSS $(stats 2 1024 MiB <<<"$games")"
ratio() { awk -v f="$(cut -d' ' -f"$1" <<<"$felts" | median)" \
    -v s="$(cut -d' ' -f"$1" <<<"$sols" | median)" 'BEGIN {printf "%.2f", f / s}'; }
echo "Felt / Aisleriot (medians): launch $(ratio 1), CPU $(ratio 2), RssAnon $(ratio 3)," \
    "VmRSS $(ratio 4)"
