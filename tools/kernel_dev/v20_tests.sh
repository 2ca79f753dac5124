#!/bin/bash
# v20: the pass-pair GPU tests and the explain tests of the final test binary (test-only commit
# after db43ceb), with memcheck of the fused pair.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*GpuFusedPair*:*GpuPlanePass*:*GpuTransposed2D*:MakePlan.Explain*' SAN='*GpuFusedPair*' gpu_tests X=0
echo "total t=$(( $(date +%s) - t0 ))"
