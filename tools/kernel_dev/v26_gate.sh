#!/bin/bash
# v26: the wgmma gate (tools/kernel_dev/wgmma_gate.cu, built here for sm_90a into $C): bits of
# wgmma against mma.sync chains, throughput at stage_a16's shapes, memcheck of the probe, and the
# SASS (HGMMA / HMMA counts). NOTES.md v26.
. "$(dirname "$0")/dev_lib.sh"
timeout 120 $C/wgmma_gate 2>&1 | tee $OUT/gate.txt; echo "gate rc=${PIPESTATUS[0]}"
timeout 200 compute-sanitizer --tool memcheck --error-exitcode 9 $C/wgmma_gate > $OUT/gate_memcheck.txt 2>&1
echo "memcheck rc=$?"; tail -n 3 $OUT/gate_memcheck.txt
cuobjdump -sass $C/wgmma_gate > $OUT/gate_sass.txt 2>&1 || echo "no cuobjdump"
grep -oE "Function : \S+|HGMMA\.\S+|HMMA\.\S+|WARPGROUP\.\S+" $OUT/gate_sass.txt | uniq -c
echo "total t=$(( $(date +%s) - t0 ))"
