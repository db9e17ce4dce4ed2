#!/usr/bin/env bash
# Tests the Debian package the way a user meets it: builds the .deb
# (build-deb.sh), makes a fresh Debian 12 chroot with debootstrap, installs the
# package there with apt-get, runs felt and felt-cli from /usr/bin (a whole
# all-bot game under Xvfb, and a saved record), purges it, and checks that the
# chroot holds exactly what it held before. Needs root. Usage: make deb-test.
# SKIP_BUILD=1 reuses build-deb/felt_*.deb; KEEP_CHROOT=1 leaves the chroot.
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$(id -u)" -eq 0 ] || { echo "deb-test: run as root (debootstrap, chroot, mount)" >&2; exit 1; }
umask 022
build=${BUILD:-build-deb}
step() { echo; echo "== $*"; }
fail() { echo "deb-test: FAIL: $*" >&2; exit 1; }

if [ "${SKIP_BUILD:-0}" != 1 ]; then
    step "build and lint the package"
    BUILD=$build bash packaging/build-deb.sh
fi
deb=$(ls "$build"/felt_*.deb)
version=$(dpkg-deb --field "$deb" Version)
echo "deb-test: $deb (version $version)"
command -v debootstrap >/dev/null || apt-get install -y -qq --no-install-recommends debootstrap

# The same Debian mirrors this machine uses (deb822 or one-line sources).
mirror_for() {  # $1: the archive's last path part (debian or debian-security)
    local f
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] && cat "$f"
    done | { grep -oE "https?://[^ ]+/$1/?( |$)" || true; } | head -1 | tr -d ' ' | sed 's|/$||'
}
mirror=$(mirror_for debian)
security=$(mirror_for debian-security)
[ -n "$mirror" ] || mirror=http://deb.debian.org/debian
echo "deb-test: mirror $mirror${security:+, security $security}"

root=$(mktemp -d /var/tmp/felt-deb-test.XXXXXX)
chmod 755 "$root"  # apt's _apt user must be able to enter the chroot's folders
cleanup() {
    for m in dev/pts dev proc; do mountpoint -q "$root/$m" && umount -l "$root/$m"; done
    # The chroot and the side files beside it (logs, snapshots), also after a failure.
    if [ "${KEEP_CHROOT:-0}" = 1 ]; then echo "deb-test: chroot kept in $root"; else rm -rf "$root" "$root".*; fi
}
trap cleanup EXIT

step "fresh Debian 12 chroot (debootstrap, minbase)"
mkdir -p /var/cache/felt-deb-test  # downloaded .debs only; the chroot itself is new each run
debootstrap --variant=minbase --cache-dir=/var/cache/felt-deb-test bookworm "$root" "$mirror" \
    > "$root.debootstrap.log" 2>&1 || { tail -20 "$root.debootstrap.log"; fail "debootstrap"; }
rm -f "$root.debootstrap.log"
{
    echo "deb $mirror bookworm main"
    echo "deb $mirror bookworm-updates main"
    [ -z "$security" ] || echo "deb $security bookworm-security main"
} > "$root/etc/apt/sources.list"
mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"
run() {  # a command in the chroot with a clean environment
    chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
        DEBIAN_FRONTEND=noninteractive "$@"
}
run apt-get update -qq
# Today's security and point-release updates first, so installing felt upgrades nothing.
run apt-get dist-upgrade -y -qq >/dev/null
# The test's own tools, installed before the snapshot so they are not counted.
run apt-get install -y -qq --no-install-recommends xvfb xauth >/dev/null

# What is on the system before: packages and files (user data, logs and apt's
# caches excluded: they change with any apt run).
snapshot() {
    run dpkg-query -W -f '${Package} ${Version}\n' > "$1.packages"
    run find / -xdev \( -path /proc -o -path /dev -o -path /tmp -o -path /root -o -path /var/log \
        -o -path /var/cache -o -path /var/lib/apt -o -path /var/lib/dpkg \) -prune -o -print \
        | sort > "$1.files"
}
snapshot "$root.before"

step "apt-get install ./$(basename "$deb")"
cp "$deb" "$root/tmp/"
cp packaging/tests/three-bots.felt "$root/tmp/"
run sh -c "cd /tmp && apt-get install -y -q ./$(basename "$deb")" > "$root.apt.log" 2>&1 \
    || { tail -30 "$root.apt.log"; fail "apt-get install"; }
grep -E "^(The following NEW packages|[0-9]+ upgraded)" "$root.apt.log" || true
echo "deb-test: $(run dpkg-query -W -f '${Package}\n' | wc -l) packages installed after felt and its dependencies"

step "run from /usr/bin"
[ "$(run sh -c 'command -v felt')" = /usr/bin/felt ] || fail "felt is not /usr/bin/felt"
[ "$(run sh -c 'command -v felt-cli')" = /usr/bin/felt-cli ] || fail "felt-cli is not /usr/bin/felt-cli"
out=$(run felt --version); echo "felt --version: $out"
[ "$out" = "felt $version" ] || fail "felt --version says '$out', the package is $version"
out=$(run felt-cli --version); echo "felt-cli --version: $out"
[ "$out" = "felt-cli $version" ] || fail "felt-cli --version says '$out'"
game_ids() { grep -oE '"id": *"[^"]*"' | cut -d'"' -f4 | tr '\n' ' '; }
ids=$(run felt-cli games | game_ids)
echo "felt-cli games: ${ids}"
expected=$("$build/engine/felt-cli" games | game_ids)  # the games of the build the package came from
[ -n "$ids" ] && [ "$ids" = "$expected" ] || fail "felt-cli games lists '$ids', the build has '$expected'"
xvfb=(xvfb-run -a -s "-screen 0 1280x800x24")
echo "felt, all bots, under Xvfb:"
out=$(run "${xvfb[@]}" felt --autoplay --quit-after-game --speed 3 --no-settings \
    --game jabberwocky --players 4 --seed 7 2>"$root.felt.err") \
    || { cat "$root.felt.err"; fail "the all-bot game exited with an error"; }
echo "$out" | sed 's/^/  /'
grep -q '^result: ' <<<"$out" || { cat "$root.felt.err"; fail "the all-bot game printed no result"; }
echo "felt opening a saved .felt record (three bots), under Xvfb:"
out=$(run "${xvfb[@]}" felt --quit-after-game --speed 3 --no-settings /tmp/three-bots.felt \
    2>"$root.felt.err") || { cat "$root.felt.err"; fail "opening a record failed"; }
echo "$out" | sed 's/^/  /'
grep -q '^result: ' <<<"$out" || fail "the record's game printed no result"
if grep -vE 'XDG_RUNTIME_DIR|^$' "$root.felt.err" | grep -q .; then
    echo "deb-test: felt wrote to stderr:"; sed 's/^/  /' "$root.felt.err"
fi
rm -f "$root.felt.err" "$root.apt.log"
run sh -c 'test -f /usr/share/man/man6/felt.6.gz && test -f /usr/share/man/man6/felt-cli.6.gz' \
    || fail "man pages missing"
out=$(run felt-server --version); echo "felt-server --version: $out"
[ "$out" = "felt-server $version" ] || fail "felt-server --version says '$out'"
run sh -c 'test -f /usr/share/man/man1/felt-server.1.gz && test -f /lib/systemd/system/felt-server.service \
    && test -f /etc/default/felt-server' || fail "felt-server's man page, unit or settings missing"
run sh -c 'ls /usr/share/applications/*felt*.desktop /usr/share/metainfo/*felt*.xml \
    /usr/share/icons/hicolor/scalable/apps/*felt*.svg /usr/share/mime/packages/*felt*.xml' \
    | sed 's/^/installed: /'
run dpkg -L felt > "$root.felt-files"
echo "deb-test: paths in the package: $(wc -l < "$root.felt-files")"

step "apt-get purge felt, autoremove its dependencies"
run apt-get purge -y -qq felt >/dev/null
# Files and links here; folders shared with other packages may stay until the
# autoremove, and the full comparison below covers them.
left=$(while read -r path; do
    if [ -f "$root$path" ] || [ -L "$root$path" ]; then echo "$path"; fi
done < "$root.felt-files")
[ -z "$left" ] || { echo "$left"; fail "purging felt left some of its own files"; }
echo "deb-test: every file of the package is gone"
run apt-get autoremove --purge -y -qq >/dev/null
rm -f "$root/tmp/$(basename "$deb")" "$root/tmp/three-bots.felt"
named=$(run find / -xdev \( -path /proc -o -path /dev \) -prune -o -iname '*felt*' -print)
[ -z "$named" ] || { echo "$named"; fail "paths named after felt remain"; }
echo "deb-test: nothing on the system is named after felt"
snapshot "$root.after"
if ! diff -u "$root.before.packages" "$root.after.packages"; then fail "packages differ after purge"; fi
echo "deb-test: the same $(wc -l < "$root.after.packages") packages as before felt (its dependencies were autoremoved)"
# The one difference allowed: state that Debian's systemd, dbus and adduser keep
# by design after they are purged (runtime folders in /run, the machine id,
# password-file backups, systemd's state folders). Felt's own files are checked
# above; anything else that differs fails the test.
allowed='^[+](/run(/.*)?|/etc/machine-id|/etc/mtab|/etc/g?shadow-|/var/lib/private|/var/lib/systemd/(coredump|pstore))$'
changes=$(diff "$root.before.files" "$root.after.files" | grep -E '^[<>] ' | sed 's/^< /-/; s/^> /+/' || true)
unexpected=$(grep -vE "$allowed" <<<"$changes" | grep . || true)
[ -z "$unexpected" ] || { echo "$unexpected"; fail "files left behind or missing after purge"; }
echo "deb-test: the same files as before, apart from $(grep -c . <<<"$changes" || true) paths kept by purged dependencies:"
grep . <<<"$changes" | sed 's/^/  /' || true
rm -f "$root".before.* "$root".after.* "$root.felt-files"
echo
echo "deb-test: PASS"
