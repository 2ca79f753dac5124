#!/bin/bash
# v30: SASS of the landed binaries (HMMA and local-memory instructions per rt kernel, the lean
# 4096 kernel first) and racecheck of GpuLean4096 with a longer limit. NOTES.md v30.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
cuobjdump --dump-sass $C/tcfft_x > /tmp/sass.txt 2>&1; echo "cuobjdump rc=$?"
awk '/Function :/{f=$3} /HMMA/{h[f]++} /LDL|STL/{l[f]++} /^ +\/\*[0-9a-f]+\*\//{n[f]++} END{for (k in n) print k, "instr", n[k], "HMMA", h[k]+0, "LDL/STL", l[k]+0}' /tmp/sass.txt \
  | grep rt | sed 's/_ZN5tcfft4cuda4kern2rt[0-9]*_GLOBAL__N__[0-9a-f_]*rt_kernels_cu_[0-9a-f]*//' | sort > $OUT/sass_summary.txt
grep lean $OUT/sass_summary.txt
echo "rt kernels: $(wc -l < $OUT/sass_summary.txt), with LDL/STL: $(awk '$NF > 0' $OUT/sass_summary.txt | wc -l)"
timeout 420 compute-sanitizer --tool racecheck --error-exitcode 9 $C/tests_x --gtest_filter='GpuLean4096*' > $OUT/san_lean_racecheck.txt 2>&1
echo "racecheck GpuLean4096 rc=$? t=$(( $(date +%s) - t0 ))"; tail -3 $OUT/san_lean_racecheck.txt
