#!/usr/bin/env bash
# Brings every translations/felt_<lang>.ts up to date with the texts in the
# code: English (plural forms only) through the build's felt_ui_lupdate, the
# other languages with every text. New or changed texts then show as
# unfinished until translated; tst_translations_<lang> says which.
# Usage: bash scripts/update-translations.sh [build-folder]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
python3 scripts/lesson-texts.py  # the lessons' texts, for lupdate
cmake --build "$build" --target felt_ui_lupdate
python3 scripts/english-plurals.py
project="$build/app/.lupdate/felt_ui_project.json"
lupdate=$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)
for ts in translations/felt_*.ts; do
    lang=$(basename "$ts" .ts); lang=${lang#felt_}
    [ "$lang" = en ] && continue
    "$lupdate" -project "$project" -source-language en -target-language "$lang" \
        -locations none -no-obsolete -ts "$ts"
done
