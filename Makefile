# Vellum: build, test and benchmark. `make test` is what CI runs (.ci/run).
SWIFT ?= swift
# Extra options for every swift command, e.g. SWIFT_FLAGS="--scratch-path .build-mine".
SWIFT_FLAGS ?=

.PHONY: deps test-deps build test lint format bench bench-user load soak gallery docs fuzz clean api-check

deps:
	./scripts/install-deps.sh

# deps plus what only the tests need (chromium).
test-deps:
	./scripts/install-deps.sh test

build:
	$(SWIFT) build $(SWIFT_FLAGS)

# The whole suite; CI=true changes nothing here. The format check runs first: it takes
# seconds, the suite minutes.
test: test-deps lint
	$(SWIFT) test $(SWIFT_FLAGS)
	SWIFT_FLAGS="$(SWIFT_FLAGS)" ./scripts/check-api.sh

# The toolchain's swift-format with .swift-format (120 columns): fails on any file
# `make format` would change.
lint:
	$(SWIFT) format lint --strict --parallel --recursive Sources Tests

# Rewrites Sources/ and Tests/ as `make lint` wants them.
format:
	$(SWIFT) format format --in-place --parallel --recursive Sources Tests

# The public API against the recorded baseline (api/BASELINE); part of `make test`.
api-check: deps
	SWIFT_FLAGS="$(SWIFT_FLAGS)" ./scripts/check-api.sh

# Requests/s and latency of `vellum serve` under wrk on loopback (PEER_URL adds a peer server).
load: deps
	./scripts/load.sh

# RSS of `vellum serve` under 1,000,000 unique requests on every route (15-30 minutes).
soak: deps
	./scripts/soak.sh

bench: deps
	$(SWIFT) run $(SWIFT_FLAGS) -c release vellum-bench

# Vellum alone in a long-lived process, page faults per render; C in a child process.
bench-user: deps
	VELLUM_USER_PROCESS=1 $(SWIFT) run $(SWIFT_FLAGS) -c release vellum-bench

# DocC documentation of the libraries, one site with cross-module links, in .build/docs
# (open it through a web server: python3 -m http.server -d .build/docs, then /documentation/vellum).
DOC_TARGETS = Vellum VellumDrawing VellumCore VellumProgress VellumCharts VellumGeometry VellumCairo VellumSVG VellumText VellumTesting
docs: deps
	rm -rf .build/docs && mkdir -p .build/docs
	$(SWIFT) package $(SWIFT_FLAGS) --allow-writing-to-directory .build/docs generate-documentation \
		$(addprefix --target ,$(DOC_TARGETS)) --enable-experimental-combined-documentation \
		--disable-indexing --transform-for-static-hosting --output-path .build/docs

# The main job: renders Gallery/ (every entry through ImageRenderer: PNG, SVG, index.html).
gallery: deps
	$(SWIFT) run $(SWIFT_FLAGS) -c release vellum-gallery

# The fuzz targets of Sources/Fuzz/ built for libFuzzer (into .build-fuzz/), each run for
# FUZZ_SECONDS (default 60) from the seeds in Fuzz/corpus/; FUZZ_TARGETS picks some of
# path-data hex-colour job-line drawing image-data set-operations.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) ./Fuzz/run.sh $(FUZZ_TARGETS)

clean:
	$(SWIFT) package $(SWIFT_FLAGS) clean
