# Names that the desktop entry, AppStream, the macOS bundle and the packages share.
# Included wherever they are needed; the version itself comes from project().
set(FELT_APP_ID "io.github.feltcards.felt")  # reverse-DNS id: desktop file, icon, metainfo, bundle
set(FELT_HOMEPAGE "https://github.com/feltcards/felt")
set(FELT_SCREENSHOT_BASE "https://raw.githubusercontent.com/feltcards/felt/main/docs/screenshots")
set(FELT_SUMMARY "Card table for house-rule card games")
set(FELT_RELEASE_DATE "2026-11-23")  # date of the release named by PROJECT_VERSION
set(FELT_MAINTAINER "Felt developers <felt@feltcards.github.io>"
    CACHE STRING "Maintainer named in the packages")
