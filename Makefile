# Vellum: build, test and benchmark. `make test` is what CI runs (.ci/run).
SWIFT ?= swift
# Extra options for every swift command, e.g. SWIFT_FLAGS="--scratch-path .build-mine".
SWIFT_FLAGS ?=

.PHONY: deps test-deps build test bench gallery fuzz clean

deps:
	./scripts/install-deps.sh

# deps plus what only the tests need (chromium).
test-deps:
	./scripts/install-deps.sh test

build:
	$(SWIFT) build $(SWIFT_FLAGS)

# The whole suite; CI=true changes nothing here.
test: test-deps
	$(SWIFT) test $(SWIFT_FLAGS)

bench: deps
	$(SWIFT) run $(SWIFT_FLAGS) -c release vellum-bench

# The main job: renders Gallery/ (geometry PNGs via cairo, SVGs, index.html).
gallery: deps
	$(SWIFT) run $(SWIFT_FLAGS) -c release vellum-gallery

# libFuzzer targets in Fuzz/ (a separate package on this one), each for FUZZ_SECONDS
# (default 60) from the seeds in Fuzz/corpus/; FUZZ_TARGETS picks some of
# path-data hex-colour job-line drawing.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) ./Fuzz/run.sh $(FUZZ_TARGETS)

clean:
	$(SWIFT) package $(SWIFT_FLAGS) clean
