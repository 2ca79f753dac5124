#!/usr/bin/env bash
# Run a bench suite, keep the table / JSON / CSV, and draw the figures.
#   bench/run.sh [seed|quick] [build-dir] [out-dir] [extra tcfft bench options...]
# e.g. bench/run.sh seed build-cli out/bench
set -uo pipefail
suite=${1:-quick}
build=${2:-build}
out=${3:-out/bench}
shift $(( $# < 3 ? $# : 3 ))
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
"$build/bin/tcfft" bench --suite "$suite" --json "$out/$suite.json" --csv "$out/$suite.csv" "$@" \
  | tee "$out/$suite.txt"
rc=${PIPESTATUS[0]}
if [ -s "$out/$suite.json" ]; then
  python3 "$here/plot.py" "$out/$suite.json" -o "$out/plots-$suite" || echo "bench/run.sh: plotting failed (matplotlib missing?)" >&2
fi
exit "$rc"
