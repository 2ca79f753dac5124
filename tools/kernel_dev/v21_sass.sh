#!/bin/bash
# v21: SASS of the lean fused 256 pair (no scale, transposed form) and of rt4096 (AS form, TC_SPLIT,
# the kernel of issue 3's n = 4096), one file each. NOTES.md v21.
. "$(dirname "$0")/dev_lib.sh"
cuobjdump -sass -fun '_ZN5tcfft4cuda4kern2rt46_GLOBAL__N__a268a1f7_13_rt_kernels_cu_54d3b2a918rt_fused256_kernelILi2ELb0ELb0EEEvNS3_8RtParamsE' $C/tcfft_fs > $OUT/fused.sass 2>&1; echo "rc=$? $(wc -l < $OUT/fused.sass)"
cuobjdump -sass $C/tcfft_fs 2>/dev/null | awk '/Function : .*rt4096_kernel/{p=1} /Function : /{if(!/rt4096_kernel/)p=0} p' > $OUT/r4096_all.sass
grep -n "Function :" $OUT/r4096_all.sass | head -20
python3 - "$OUT/r4096_all.sass" "$OUT/r4096.sass" <<'PY'
import re, sys
txt = open(sys.argv[1]).read()
parts = re.split(r'(?=\n\s+Function : )', txt)
want = [p for p in parts if 'rt4096_kernelILi2ELb0ELb1ELb1ELi0ELb0ELb1ELi8E' in p.split('\n', 2)[1] if '\n' in p]
print('found', len(want))
open(sys.argv[2], 'w').write(want[0] if want else parts[0][:200000])
PY
rm -f $OUT/r4096_all.sass
echo "total t=$(( $(date +%s) - t0 ))"
