#!/usr/bin/env bash
# Sets up a fresh machine for PIA graph: Java and Maven (for the embedded Neo4j), a virtual environment
# with the project and its dev tools, and the Neo4j launcher build. Safe to run again: it skips what is done.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v java >/dev/null 2>&1 || need_apt+=(openjdk-17-jdk-headless)
command -v mvn >/dev/null 2>&1 || need_apt+=(maven)
# The real-browser test of Neo4j Browser: Debian's Chromium and its driver, and CJK fonts for Korean captions.
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
[ -x /usr/bin/chromedriver ] || need_apt+=(chromium-driver)
# Read fc-list's whole output before matching: under pipefail, `fc-list | grep -q` fails whenever grep stops
# at the first match and fc-list dies of SIGPIPE (status 141), which sent every run back to apt.
font_families=$(fc-list : family 2>/dev/null || true)
grep -qi "Noto Sans CJK" <<<"$font_families" || need_apt+=(fonts-noto-cjk)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "bootstrap: installing ${need_apt[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
  else
    echo "bootstrap: please install ${need_apt[*]} (Java 17+ and Maven build the embedded Neo4j; Chromium," \
         "its driver and CJK fonts run the Browser test)" >&2
    exit 1
  fi
fi

PY=${PYTHON:-python3}
"$PY" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' \
  || { echo "bootstrap: Python 3.11+ is needed (found $("$PY" --version 2>&1))" >&2; exit 1; }

stamp=.venv/.pia-installed
want=$(sha256sum pyproject.toml | cut -d' ' -f1)
if [ ! -x .venv/bin/python ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "bootstrap: installing Python packages into .venv (first run downloads PyTorch; a few minutes)"
  # PyPI's Linux PyTorch brings its CUDA libraries: the environment takes about 6.5 GB and pip needs room for the
  # wheels beside it. Say so plainly before pip fails halfway with "No space left on device".
  free_kb=$(df -Pk . | awk 'NR==2 {print $4}')
  if [ "${free_kb:-0}" -lt $((12 * 1024 * 1024)) ]; then
    echo "bootstrap: warning: only $((free_kb / 1024)) MB free here; installing the Python packages needs about 12 GB" >&2
  fi
  [ -x .venv/bin/python ] || "$PY" -m venv .venv
  .venv/bin/pip install -q --upgrade pip
  .venv/bin/pip install -q -e ".[dev]"
  echo "$want" > "$stamp"
fi

.venv/bin/pia neo4j build
