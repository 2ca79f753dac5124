#!/bin/bash
# v56 call 2: the landing check of HEAD (5b04631: rt_kernels.cu split, cubin byte-identical; the
# post-twiddle tables from T_N's first octant): every GPU test in 6 shards, memcheck / racecheck
# subsets, issue 3's and issue 5's tables (cuFFT FP32 in the same processes), and the host memory
# and wall time of making a 2^26 CUDA plan with the base CLI (065e993) and HEAD's.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (HEAD), tcfft_base (065e993), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
gpu_shards
SAN='GpuPostTwiddleTable.*:Cuda/GpuThreePass.*Split2_N2e18*:LinePrefetchMap.*:GpuLinePrefetchMap.*:GpuLean4096.ThresholdBatchForTheSanitizers:Cuda/GpuOracle.*/Split2_N2e20_fwd:Cuda/GpuOracle.*/Split2_N2e14_fwd:GpuPlanePass.*:Shapes/GpuPlanePass128.*/n128x128_b1_fwd:Cuda/GpuOracle.*/Split2_N2e12_*:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:Shapes/GpuStaticOrder.*/n512x32_b9'
SANR='Shapes/GpuStaticOrder.*/n1024x1024_b1:GpuLean4096.ThresholdBatchForTheSanitizers:Cuda/GpuOracle.*/Split2_N2e12_fwd:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:GpuFusedPair.FourAndFive*:Shapes/GpuStaticOrder.*/n64x64x64_b3:Shapes/GpuStaticOrder.*/n32x32x32_b7:Shapes/GpuStaticOrder.*/n512x32_b9:Shapes/GpuPlanePass128.*/n128x128_b1_fwd'
SANR_TIMEOUT=150 san_subsets
for bin in tcfft_base tcfft tcfft_base tcfft; do
  python3 - "$C/$bin" <<'PY' 2>&1 | tee -a $OUT/plan_memory.txt
import resource, subprocess, sys, time
t = time.time()
r = subprocess.run([sys.argv[1], "plan", "--n", "67108864", "--compute", "tc-split", "--backend", "cuda", "--explain"],
                   capture_output=True, text=True)
dt = time.time() - t
rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
tab = [l.strip() for l in r.stdout.splitlines() if "device tables" in l]
print(sys.argv[1].split("/")[-1], "rc", r.returncode, "wall_s %.2f" % dt, "max_rss_MiB %.0f" % (rss / 1024), tab[:1])
PY
done
issue_tables
(cd $OUT && cat gtest?.log > gtest.log && rm gtest?.log && tar -cJf logs.tar.xz *.log && rm -f *.log)
