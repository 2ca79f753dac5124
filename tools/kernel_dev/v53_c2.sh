#!/bin/bash
# v53 call 2: Tickets::grab_if (the ticket atomic off warp 0's critical path) against 55cdb29's CLI;
# SASS around the ATOMG of the new build's staged / fused kernels; the ticket users' GPU tests;
# memcheck / racecheck on a subset.
# Carried: build-xz/bins.tar.xz = {tcfft (new), tcfft_tests (new), tcfft_base (55cdb29), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="256 256 256 x8;256 256 x1024;65536 x1024;64 64 64 x512;32 32 32 x4096;128 128 128 x64;1024 1024 x64;1048576 x64;512 512 512 x1"
ab_multi "base:tcfft_base:X=0" "gif:tcfft:X=0" | tee $OUT/ab.txt
cuobjdump -sass $C/tcfft > $OUT/sass_all.txt 2>&1; echo "cuobjdump rc=$?"
python3 - $OUT/sass_all.txt > $OUT/sass_atom.txt <<'PY'
import sys, re
fn = None; lines = open(sys.argv[1]).read().split('\n')
for i, l in enumerate(lines):
    m = re.search(r'Function : (\S+)', l)
    if m: fn = m.group(1)
    if 'ATOMG.E.ADD.64' in l and fn and re.search('staged_kernel|fused256|plane64|plane32|staged1024', fn):
        dst = re.search(r'ATOMG\S* (?:PT, )?(R\d+)', l)
        print(fn[:110]); print('  ' + l.strip())
        for j in range(i + 1, min(i + 6, len(lines))): print('    ' + lines[j].strip()[:100])
PY
echo "atom sites: $(grep -c ATOMG $OUT/sass_atom.txt)"; head -60 $OUT/sass_atom.txt
GTEST='Shapes/GpuStaticOrder.*:GpuFusedPair.*:GpuPlanePass*:Shapes/GpuPlanePass128.*:GpuTransposed2D.*:Cuda/GpuThreePass.*:Cuda/GpuOracle.*:Cuda/GpuVsCpuEmulation*:Cuda/GpuLayouts.*:GpuLineScale.*:GpuCapture.*'
SAN='GpuFusedPair.*:Shapes/GpuStaticOrder.*n1024x1024_b1*:GpuPlanePass.*'
gpu_tests X=0
(cd $OUT && tar -cJf logs.tar.xz *.log sass_all.txt && rm -f *.log sass_all.txt)
