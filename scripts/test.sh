#!/usr/bin/env bash
# Set up (a virtual environment with the app and its test tools) and run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen
export THOUSAND_LAN_INTERFACES=${THOUSAND_LAN_INTERFACES:-127.0.0.1}
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  # Qt's offscreen platform still loads these shared libraries; packaging (tests/packaging) needs binutils,
  # patchelf, xz, and checks the .deb with lintian, desktop-file-validate and appstreamcli
  need=""
  for p in libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 fonts-dejavu-core libglib2.0-0 binutils xz-utils \
           patchelf lintian desktop-file-utils appstream; do
    dpkg -s "$p" >/dev/null 2>&1 || need="$need $p"
  done
  # the computer players' compiled search (engine/ai/_dd.c) needs a C compiler and Python's headers
  command -v cc >/dev/null 2>&1 || need="$need gcc libc6-dev"
  python3 -c 'import os, sysconfig, sys; sys.exit(not os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")))' \
    || need="$need python3-dev"
  if [ -n "$need" ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $need >/dev/null
  fi
fi
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[test]"
# the tree's habits first: lint and formatting (ruff, configured in pyproject.toml)
.venv/bin/ruff check .
.venv/bin/ruff format --check .
# and the types (mypy, configured in pyproject.toml: engine/ and thousand_qt/)
.venv/bin/mypy
.venv/bin/python -m pytest -q "$@"
