#!/bin/bash
# v24: SASS of rt4096 (AS form, TC_SPLIT, the kernel of issue 3's n = 4096) from f5dc1ac's CLI and
# its per-instruction stall samples (ncu source counters), to read how ptxas orders the two tasks
# of a warp in stages 1-2. NOTES.md v24.
. "$(dirname "$0")/dev_lib.sh"
cuobjdump -sass $C/tcfft_base 2>/dev/null | awk '/Function : .*rt4096_kernel/{p=1} /Function : /{if(!/rt4096_kernel/)p=0} p' > $OUT/r4096_all.sass
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
ln -sf tcfft_base $C/tcfft
K=rt4096 OUT=$OUT/pc timeout 400 tools/kernel_dev/pc_stall_probe.sh "--n 4096 --batch 16384 --compute tc-split --backend cuda"
rm -f $OUT/pc/pc.ncu-rep
echo "total t=$(( $(date +%s) - t0 ))"
