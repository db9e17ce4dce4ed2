#!/usr/bin/env bash
# Builds the Debian package (build-deb/felt_<version>_<arch>.deb) with Debian's
# hardening flags, then checks it: lintian, the freedesktop validators, and that
# every QML module the table imports is covered by the package's Depends.
# Usage: bash packaging/build-deb.sh   (or: make deb). BUILD sets the folder.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD:-build-deb}
umask 022  # the package's files and folders get ordinary permissions

bash scripts/install-deps.sh
need=(dpkg-buildflags dpkg-shlibdeps lintian desktop-file-validate appstreamcli)
for tool in "${need[@]}"; do
    command -v "$tool" >/dev/null || { apt-get install -y -qq --no-install-recommends \
        dpkg-dev lintian desktop-file-utils appstream >/dev/null; break; }
done

# The flags a Debian package build uses (fortify, stack protector, relro, bindnow).
export DEB_BUILD_MAINT_OPTIONS=hardening=+all
cxxflags="$(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CXXFLAGS)"
ldflags=$(dpkg-buildflags --get LDFLAGS)
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
    -DFELT_BUILD_TESTS=OFF -DFELT_WERROR=ON \
    -DCMAKE_CXX_FLAGS="$cxxflags" -DCMAKE_EXE_LINKER_FLAGS="$ldflags" >/dev/null
cmake --build "$build" -j "$(nproc 2>/dev/null || echo 2)"
rm -f "$build"/felt_*.deb
(cd "$build" && cpack -G DEB >/dev/null)
deb=$(ls "$build"/felt_*.deb)
echo "build-deb: built $deb"
dpkg-deb --field "$deb" Package Version Section Depends | sed 's/^/  /'

status=0
echo "build-deb: lintian (every tag, info level included; overrides in packaging/README.md)"
lintian --info --display-info --tag-display-limit 0 "$deb" | tee "$build/lintian.txt" || true
if grep -qE '^[EW]: ' "$build/lintian.txt"; then
    echo "build-deb: lintian reports errors or warnings" >&2
    status=1
fi

echo "build-deb: desktop-file-validate and appstreamcli validate"
desktop-file-validate "$build"/packaging/*.desktop
appstreamcli validate --no-net --pedantic "$build"/packaging/*.metainfo.xml

# dpkg-shlibdeps sees only linked libraries. The QML modules are found by the same
# scanner the deploy tools use, run over the QML module as built; each module's
# owning Debian package must be listed in Depends.
scanner=/usr/lib/qt6/libexec/qmlimportscanner
[ -x "$scanner" ] || { echo "build-deb: $scanner missing (qt6-declarative-dev-tools)" >&2; exit 1; }
depends=$(dpkg-deb --field "$deb" Depends)
missing=()
checked=0
while read -r dir; do
    # The qmldir file has exactly one owner (a folder may have several). Felt's
    # own module and its .js files belong to no package and are skipped.
    pkg=$(dpkg-query -S "$dir/qmldir" 2>/dev/null | head -1 | cut -d: -f1) || true
    [ -n "$pkg" ] || continue
    checked=$((checked + 1))
    grep -qE "(^|, )$pkg( |,|$)" <<<"$depends" || missing+=("$pkg ($dir)")
done < <("$scanner" -rootPath "$build/qml" -importPath /usr/lib/*/qt6/qml \
    | grep -o '"path": "[^"]*"' | cut -d'"' -f4 | sort -u)
if [ "$checked" -eq 0 ]; then
    echo "build-deb: qmlimportscanner found no QML imports in $build/qml" >&2
    status=1
elif [ ${#missing[@]} -gt 0 ]; then
    printf 'build-deb: QML modules imported but not in Depends: %s\n' "${missing[@]}" >&2
    status=1
else
    echo "build-deb: the packages of all $checked imported QML modules are in Depends"
fi
exit $status
