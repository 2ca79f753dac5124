#!/bin/bash
# v36 call 2 (H200): tcfft_v2 (OUT1 by lines per block, L = 64; WIDE staging for the post-twiddled
# D2 512 passes) against HEAD's CLI (tcfft_h): output hashes, compute-sanitizer on both new paths,
# the new test and the tests of the four-step / three-pass / block-tile plans (tests_v2), A/B rows,
# two rounds. NOTES v36.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for v in h v2; do
  for sh in "1024 65536" "1024 50000" "262144 4" "131072 8" "67108864 1"; do
    for d in fwd inv; do echo "$v $($C/outhash_$v $sh split $d 2>&1)"; done
  done
done > $OUT/hashes.txt
for tool in memcheck racecheck; do
  for sh in "1024 51000" "262144 2"; do
    timeout 150 compute-sanitizer --tool $tool --error-exitcode 9 $C/outhash_v2 $sh split fwd > $OUT/san_$tool.txt 2>&1
    echo "$tool $sh rc=$? $(tail -1 $OUT/san_$tool.txt)"
  done
done > $OUT/san.txt
GTEST='GpuBulk1024Out1.*:Cuda/GpuVsCpuEmulation*:Cuda/GpuThreePass*:GpuBlockTile.*:GpuLimits.LinesAbove65535*:GpuLimits.ThreePassTwoTo27PropertyChecks' TESTS=tests_v2 gpu_tests X=0 > $OUT/tests.txt
S="67108864 x1;262144 x256;131072 x512;512 512 x256;1024 x65536;1024 x49152" ab_rows "h:tcfft_h:X=0" "v2:tcfft_v2:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt $OUT/san_*.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null; rm -f *.log)
cat $OUT/tests.txt $OUT/san.txt; awk '{print $1,$2,$3,$4,$5,$6}' $OUT/hashes.txt | sort -k2,2n -k3,3n -k5 -k1; cut -c1-200 $OUT/ab.txt
