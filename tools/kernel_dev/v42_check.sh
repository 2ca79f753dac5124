#!/bin/bash
# v42 final check, call A (NOTES.md v42): the same steps as v41_check.sh (see there), run on this
# session's binaries (tcfft_f / tests_f in build-xz/bins.tar.xz).
exec "$(dirname "$0")/v41_check.sh"
