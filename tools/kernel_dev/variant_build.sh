#!/bin/bash
# Builds variant binaries of the CLI and the test binary from build-tests with rt_kernels.cu compiled
# under extra flags (development macros), without touching build-tests' own outputs. Usage (from the
# repository root, after `ninja -C build-tests`):
#   tools/kernel_dev/variant_build.sh NAME "-DTCFFT_X_FOO=1 ..."   -> build-var/NAME/{tcfft,tcfft_tests}
set -e
name=$1; flags=$2
B=build-tests; V=$PWD/build-var/$name
mkdir -p $V
obj=CMakeFiles/tcfft_objects.dir/src/cuda/kernels/regtile/rt_kernels.cu.o
cd $B
cmd=$(ninja -t commands $obj | tail -1)
cmd=${cmd//-o $obj/-o $V/rt_kernels.cu.o}
cmd=${cmd//-MF $obj.d/-MF $V/rt_kernels.cu.o.d}
eval "$cmd $flags -Xptxas -v" > $V/ptxas.log 2>&1 || { tail -30 $V/ptxas.log; exit 1; }
cp libtcfft_static.a $V/libtcfft_static.a
( cd $V && ar r libtcfft_static.a rt_kernels.cu.o )  # replaces the member of that name
for t in bin/tcfft tests/tcfft_tests; do
  l=$(ninja -t commands $t | tail -1)
  l=${l//libtcfft_static.a/$V/libtcfft_static.a}
  l=${l//-o $t/-o $V/$(basename $t)}
  eval "$l"
done
echo "built $V (ptxas: $V/ptxas.log)"
