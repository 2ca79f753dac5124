#!/bin/bash
# v7 device call (NOTES.md v7): three-pass 1D plans (2^27) and a profile of the staged passes.
# Same environment (OUT, C, GTEST, SAN, ROWS, REPS, NCU, ...) as device_run_v8.sh, which does all
# that this script did (rows without "@base" and no EXTRA run exactly as here) and is run instead.
exec "$(dirname "$0")/device_run_v8.sh" "$@"
