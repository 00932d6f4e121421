#!/usr/bin/env bash
# Makes sure the Debian packages Vellum builds against are installed.
# As root, installs what is missing; otherwise prints the command to run and exits 1.
# Usage: install-deps.sh [test]   (`test`, as `make test` runs it, adds the test-only packages)
set -euo pipefail

packages=(libcairo2-dev librsvg2-dev libgdk-pixbuf-2.0-dev libwebp-dev libimagequant-dev libdeflate-dev libpango1.0-dev fonts-dejavu-core pkg-config)
if [ "${1:-}" = "test" ]; then
    # Headless Chromium: the browser check of our SVGs (Tests/VellumSVGTests/ChromiumSVGTests.swift).
    packages+=(chromium)
    # nginx in front of two servers (Tests/VellumServerTests/NginxTests.swift).
    packages+=(nginx-light)
fi

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null || true)
    if [ "$status" != "installed" ]; then
        missing+=("$package")
    fi
done

# schemathesis (PyPI) checks the server against its OpenAPI description
# (Tests/VellumServerTests/OpenAPITests.swift).
if [ "${1:-}" = "test" ] && ! command -v schemathesis >/dev/null; then
    if [ "$(id -u)" -eq 0 ]; then
        python3 -m pip install --quiet --break-system-packages "schemathesis==4.32.5" || \
            echo "install-deps: could not install schemathesis; its test will be skipped" >&2
    else
        echo "install-deps: schemathesis missing; run: python3 -m pip install --user schemathesis==4.32.5" >&2
    fi
fi

if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: all present (${packages[*]})"
    exit 0
fi

echo "install-deps: missing: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y "${missing[@]}"
else
    echo "install-deps: not root; run:" >&2
    echo "sudo apt-get install -y ${missing[*]}" >&2
    exit 1
fi
