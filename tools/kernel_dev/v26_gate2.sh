#!/bin/bash
# v26: the wgmma gate again with the N = 32 form (re and im outputs side by side) beside mma.sync
# and wgmma N = 16, round-dependent chains; memcheck of the probe. NOTES.md v26.
. "$(dirname "$0")/dev_lib.sh"
for r in 1 2; do timeout 120 $C/wgmma_gate > $OUT/gate3_$r.txt 2>&1; echo "gate rc=$?"; cat $OUT/gate3_$r.txt; done
timeout 200 compute-sanitizer --tool memcheck --error-exitcode 9 $C/wgmma_gate > $OUT/gate3_memcheck.txt 2>&1
echo "memcheck rc=$?"; tail -n 2 $OUT/gate3_memcheck.txt
echo "total t=$(( $(date +%s) - t0 ))"
