#!/usr/bin/env bash
# CLI check of `tcfft bench --sustain-ms` on the CPU backend (no GPU needed): the option adds at
# least that much untimed running before each library's timed runs (measured as the wall-time
# difference against the same run without it), is recorded in the JSON environment, and values
# outside 0 .. 600000 are refused with a non-zero exit and a message naming the option.
# Usage: bench_sustain.sh PATH_TO_TCFFT
set -u
T=$1
. "$(dirname "$0")/check_lib.sh"
out=$(mktemp); err=$(mktemp); json=$(mktemp); trap 'rm -f "$out" "$err" "$json"' EXIT
ms() { date +%s%3N; }

args=(bench --backend cpu --n 64 --batch 4 --tcfft-only --reps 1 --warmup 0 --quiet)
t0=$(ms); "$T" "${args[@]}" >"$out" 2>"$err"; rc0=$?; t1=$(ms)
"$T" "${args[@]}" --sustain-ms 2000 --json "$json" >"$out" 2>"$err"; rc1=$?; t2=$(ms)
check "without --sustain-ms: rc 0" test $rc0 -eq 0
check "--sustain-ms 2000: rc 0" test $rc1 -eq 0
check "--sustain-ms 2000 adds >= 1.5 s ($(( t2 - t1 )) ms against $(( t1 - t0 )) ms)" test $(( (t2 - t1) - (t1 - t0) )) -ge 1500
check "row still measured" grep -qE "^1D 64 x4 +auto +256 \| +[0-9.]+ [0-9.]+e-[0-9]+" "$out"
check "JSON environment records sustain_ms" grep -qE '"sustain_ms": *2000' "$json"

"$T" bench --backend cpu --n 64 --sustain-ms -5 --quiet >"$out" 2>"$err"
check "negative --sustain-ms refused" test $? -ne 0
check "message names --sustain-ms" grep -q -- "--sustain-ms" "$err"
"$T" bench --backend cpu --n 64 --sustain-ms 600001 --quiet >"$out" 2>"$err"
check "--sustain-ms above 600000 refused" test $? -ne 0

finish bench_sustain
