#!/bin/bash
# v49 (prepared in v48, NOTES.md "Next (v49)"): run here after `./scripts/setup`-style configure of
# build-tests. Builds HEAD, then variant binaries of the v48 experiments that only touch
# rt_kernels.cu (each diff applied for its compile, then reverted), and packs
# build-xz/bins.tar.xz = {tcfft, tcfft_tests, tcfft_lean1, tcfft_lean2, tcfft_b4, libfftw3*} for
# v49_c1.sh.
set -e
cd "$(dirname "$0")/../.."
X=tools/kernel_dev/experiments
ninja -C build-tests
for spec in "lean1:lean4096_ceiling_v48:-DTCFFT_X_LEAN=1" "lean2:lean4096_ceiling_v48:-DTCFFT_X_LEAN=2" \
            "b4:bulk256_minb4_v48:"; do
  IFS=: read -r name diff flags <<< "$spec"
  git apply $X/$diff.diff.txt
  if ! tools/kernel_dev/variant_build.sh "$name" "$flags"; then git apply -R $X/$diff.diff.txt; exit 1; fi
  git apply -R $X/$diff.diff.txt
done
rm -rf build-dev-carry && mkdir -p build-dev-carry build-xz
cp build-tests/bin/tcfft build-tests/tests/tcfft_tests build-dev-carry/
for name in lean1 lean2 b4; do cp build-var/$name/tcfft build-dev-carry/tcfft_$name; done
cp -L /lib/x86_64-linux-gnu/libfftw3*.so.3 build-dev-carry/
tar -C build-dev-carry -cJf build-xz/bins.tar.xz .
ls -la build-xz
