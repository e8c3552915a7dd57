#!/bin/sh
# Build leaderbot's wheel from this checkout and install it (not editable) into a virtual
# environment: the one install step shared by the Dockerfile and CI (.ci/run), so the image
# runs what CI tested. Usage: deploy/install.sh VENV [PYTHON]
set -eu
venv=${1:?usage: deploy/install.sh VENV [PYTHON]}
python=${2:-python3}
here=$(cd "$(dirname "$0")/.." && pwd)
wheels=$(mktemp -d)
"$python" -m venv "$venv"
"$venv/bin/pip" wheel -q --no-deps -w "$wheels" "$here"
"$venv/bin/pip" install -q "$wheels"/leaderbot-*.whl
rm -rf "$wheels"
