#!/bin/bash
# v20: SASS of the fused pair kernel and the staged 256 kernel (P = 2, no scale): instruction mix.
. "$(dirname "$0")/dev_lib.sh"
cuobjdump -sass $C/tcfft > $OUT/all.sass 2>&1; echo "cuobjdump rc=$?"
python3 - "$OUT/all.sass" <<'PY'
import re, sys, collections
txt = open(sys.argv[1]).read()
for f in re.split(r'\n\s+Function : ', txt)[1:]:
    name = f.split('\n', 1)[0]
    if not ('rt_fused256_kernelILi2ELb0E' in name or 'rt_staged_kernelILi2ELb0ELi256ELb0ELb1ELb0ELb0E' in name):
        continue
    ops = re.findall(r'/\*[0-9a-f]{4}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_]*)(?:\.[A-Z0-9_.]+)?', f)
    c = collections.Counter(ops)
    print(name[:100], 'total', len(ops))
    print('  ', ', '.join('%s %d' % kv for kv in c.most_common(28)))
    open(sys.argv[1] + ('.fused' if 'fused' in name else '.staged'), 'w').write(f)
PY
echo "total t=$(( $(date +%s) - t0 ))"
