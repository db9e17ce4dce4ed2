# Shortcuts for scripts/felt.sh (which installs dependencies, builds, and runs or tests).
#   make run    launch Felt        make test   run every test
#   make bench  engine speed       make asan-test  tests under AddressSanitizer+UBSan
#   make deb    Debian package     make deb-test   install it in a fresh Debian 12 chroot (root)
#   make soak   long checks        make tsan-test  tests under ThreadSanitizer
#   make fuzz FUZZ_SECONDS=N       each libFuzzer target for N seconds (clang)

.PHONY: run test soak build bench asan-test tsan-test fuzz deb deb-test format clean

FUZZ_SECONDS ?= 60

run:
	bash scripts/felt.sh run

test:
	bash scripts/felt.sh test

soak:
	bash scripts/felt.sh soak

build:
	bash scripts/felt.sh build

bench: build
	build/engine/felt-cli bench --game jabberwocky --players 4 --seconds 5
	build/engine/felt-cli bench --game madjack --players 2 --seconds 5

asan-test:
	BUILD=build-asan BUILD_TYPE=Asan bash scripts/felt.sh test

deb:
	bash packaging/build-deb.sh

deb-test:
	bash packaging/deb-test.sh

tsan-test:
	BUILD=build-tsan BUILD_TYPE=Tsan bash scripts/felt.sh test

fuzz:
	bash scripts/fuzz.sh $(FUZZ_SECONDS)

format:
	clang-format -i $$(git ls-files '*.cpp' '*.h')

clean:
	rm -rf build build-asan build-tsan build-fuzz build-deb
