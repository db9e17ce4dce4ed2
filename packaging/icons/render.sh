#!/usr/bin/env bash
# Renders felt.svg into the files committed next to it: hicolor PNGs for Linux,
# felt.ico for Windows and felt.icns for macOS. Run it again after editing the SVG.
# Needs rsvg-convert (librsvg2-bin), ImageMagick and png2icns (icnsutils).
set -euo pipefail
cd "$(dirname "$0")"
sizes=(16 22 24 32 48 64 128 256 512)
for s in "${sizes[@]}"; do
    mkdir -p "hicolor/${s}x${s}"
    rsvg-convert -w "$s" -h "$s" felt.svg -o "hicolor/${s}x${s}/felt.png"
    # Drop the time stamps ImageMagick/librsvg may add, so a re-render changes nothing.
    convert "hicolor/${s}x${s}/felt.png" -strip "hicolor/${s}x${s}/felt.png"
done
ico=(16 24 32 48 64 128 256)
convert $(for s in "${ico[@]}"; do echo "hicolor/${s}x${s}/felt.png"; done) felt.ico
png2icns felt.icns $(for s in 16 32 48 128 256 512; do echo "hicolor/${s}x${s}/felt.png"; done) >/dev/null
echo "render: $(ls hicolor | wc -l) PNG sizes, felt.ico, felt.icns"
