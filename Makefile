# The two commands of the README:
#   make run   installs what is needed, builds and launches Felt
#   make test  installs what is needed, builds and runs every test
# Other targets: deps, build, bench, asan-test, format, clean.

BUILD ?= build
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_FLAGS ?=

.PHONY: run test deps build configure bench asan-test format clean

deps:
	bash scripts/install-deps.sh

configure: deps
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=$(or $(BUILD_TYPE),Release) $(CMAKE_FLAGS)

build: configure
	cmake --build $(BUILD) -j $(JOBS)

run: build
	$(BUILD)/app/felt

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

bench: build
	$(BUILD)/engine/felt-cli bench --game jabberwocky --players 4 --seconds 5

asan-test:
	$(MAKE) test BUILD=build-asan BUILD_TYPE=Asan

format:
	clang-format -i $$(git ls-files '*.cpp' '*.h')

clean:
	rm -rf $(BUILD) build-asan
