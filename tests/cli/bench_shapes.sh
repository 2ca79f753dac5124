#!/usr/bin/env bash
# CLI check of `tcfft bench --shapes` and `--tcfft-only` on the CPU backend (no GPU needed):
# every listed shape becomes a row, --tcfft-only drops the FFTW columns but keeps the errors
# against the reference, and malformed lists or mixed forms exit 2 with a message naming the entry.
# Usage: bench_shapes.sh PATH_TO_TCFFT
set -u
T=$1
. "$(dirname "$0")/check_lib.sh"
out=$(mktemp); err=$(mktemp); trap 'rm -f "$out" "$err"' EXIT

"$T" bench --backend cpu --shapes "16 x4; 8 8 x2;4 4 4" --reps 1 --warmup 0 --quiet >"$out" 2>"$err"
check "three shapes run, rc 0" test $? -eq 0
check "1D row" grep -qE "^1D 16 x4 +auto +64 \| +[0-9.]+ [0-9.]+e" "$out"
check "2D row" grep -qE "^2D 8x8 x2 +auto +128 \| +[0-9.]+ [0-9.]+e" "$out"
check "3D row (batch 1 by default)" grep -qE "^3D 4\^3 x1 +auto +64 \| +[0-9.]+ [0-9.]+e" "$out"
check "FFTW columns without --tcfft-only" grep -qE "\| FFTW double +\|" "$out"
check "summary counts 3 rows" grep -q "3 rows (tcfft: 3 ok)" "$err"

"$T" bench --backend cpu --shapes "64 x4" --tcfft-only --reps 1 --warmup 0 --quiet >"$out" 2>"$err"
check "--tcfft-only rc 0" test $? -eq 0
check "--tcfft-only: no FFTW columns" bash -c "! grep -qE '\\| FFTW' '$out'"
check "--tcfft-only: errors still measured, no speedup" grep -qE "^1D 64 x4 +auto +256 \| +[0-9.]+ [0-9.]+e-[0-9]+ .* -$" "$out"

"$T" bench --backend cpu --shapes "16 x4;8 y2" --quiet >"$out" 2>"$err"
check "malformed entry: rc 2" test $? -eq 2
check "malformed entry: message names entry 2" grep -q "entry 2 ('8 y2')" "$err"
"$T" bench --backend cpu --shapes "16" --n 16 --quiet >"$out" 2>"$err"
check "--shapes with --n: rc 2" test $? -eq 2
"$T" bench --backend cpu --shapes "" --quiet >"$out" 2>"$err"
check "empty --shapes: rc 2" test $? -eq 2
"$T" bench --backend cpu --shapes "16 x2;32" --list >"$out" 2>"$err"
check "--list shows both rows" test "$(grep -c '^\[' "$out")" -eq 2

finish bench_shapes
