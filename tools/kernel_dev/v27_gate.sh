#!/bin/bash
# v27: the cluster gate (DSMEM bandwidth, fused four-step skeleton) twice. NOTES.md v27.
. "$(dirname "$0")/dev_lib.sh"
for r in 1 2; do timeout 200 $C/cluster_gate > $OUT/gate_$r.txt 2>&1; echo "gate rc=$?"; cat $OUT/gate_$r.txt; done
echo "total t=$(( $(date +%s) - t0 ))"
