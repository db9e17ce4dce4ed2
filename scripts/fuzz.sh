#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, FELT_FUZZ=ON) in build-fuzz/ and runs each
# for SECONDS (default 60) with its seed corpus and the dictionary. The growing
# corpus stays in build-fuzz/corpus/<target>; crashes land in build-fuzz/crashes/.
#   bash scripts/fuzz.sh [SECONDS] [TARGET...]     e.g. bash scripts/fuzz.sh 15
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
[ $# -gt 0 ] && shift
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(record action_text options deal_code net_message)
build=${FUZZ_BUILD:-build-fuzz}

command -v clang++ >/dev/null || { echo "fuzz: clang++ is not installed" >&2; exit 1; }
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++ \
    -DFELT_FUZZ=ON -DFELT_BUILD_APP=OFF -DFELT_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" -j "$(nproc 2>/dev/null || echo 2)" \
    --target "${targets[@]/#/fuzz_}"

mkdir -p "$build/crashes"
for t in "${targets[@]}"; do
    corpus="$build/corpus/$t"
    mkdir -p "$corpus"
    echo "fuzz: $t for $seconds s"
    # Seeds first (read-only in the tree), new inputs go to the build's corpus.
    "$build/tests/fuzz/fuzz_$t" "$corpus" "tests/fuzz/corpus/$t" \
        -dict=tests/fuzz/felt.dict -max_total_time="$seconds" -max_len=65536 \
        -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$build/crashes/$t-" 2>&1 | grep -E '^(#[0-9]+ +DONE|stat::|==|SUMMARY|INFO: Seed|.*ERROR)' || true
    # libFuzzer writes a crash-/leak-/timeout- file on any finding.
    if ls "$build/crashes/$t-"* >/dev/null 2>&1; then
        echo "fuzz: $t found a failing input: $(ls "$build/crashes/$t-"*)" >&2
        exit 1
    fi
done
