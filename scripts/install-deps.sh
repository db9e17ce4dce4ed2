#!/usr/bin/env bash
# Installs everything Felt needs to build, test and run on Debian 12 / Ubuntu 22.04+.
# Runs as root, or through sudo when not root. Safe to run again.
set -euo pipefail

packages=(
    build-essential cmake ninja-build git pkg-config clang-format
    nlohmann-json3-dev
    qt6-base-dev qt6-declarative-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-qpa-plugins
    qt6-websockets-dev
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates
    qml6-module-qtquick-layouts qml6-module-qtquick-shapes qml6-module-qtquick-window
    qml6-module-qtqml-workerscript qml6-module-qtqml qml6-module-qttest
    qml6-module-qt-labs-settings
    libqt6sql6-sqlite
    libgl-dev xvfb xauth imagemagick xdotool
    # clang and its runtime libraries (libclang_rt.fuzzer) for tests/fuzz
    clang libclang-rt-14-dev
)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: everything is installed"
    exit 0
fi

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "install-deps: run as root or install sudo" >&2; exit 1; }
    sudo_cmd=(sudo)
fi
echo "install-deps: installing ${missing[*]}"
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
