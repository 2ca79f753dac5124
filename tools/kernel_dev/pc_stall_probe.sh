#!/bin/bash
# v11: per-instruction stall samples of one kernel (ncu source counters, SASS view as CSV), to see
# which instructions the warps wait at (e.g. an mbarrier wait vs a load).
# Usage: OUT=dir C=build-dev-carry K=kernel-regex tools/kernel_dev/pc_stall_probe.sh "bench args"
OUT=${OUT:-out}; C=${C:-build-dev-carry}; mkdir -p $OUT
export LD_LIBRARY_PATH=$PWD/$C:/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export PATH=/usr/local/cuda/bin:$PATH
timeout 300 ncu -k regex:"${K:-^rt}" --launch-count 1 --section SourceCounters --section WarpStateStats \
  -o $OUT/pc -f $C/tcfft bench $1 --reps 1 --warmup 0 --quiet > $OUT/pc_run.txt 2>&1
echo "ncu rc=$?"
timeout 120 ncu --import $OUT/pc.ncu-rep --page source --csv --print-source sass > $OUT/pc_sass.csv 2>&1
echo "export rc=$? lines=$(wc -l < $OUT/pc_sass.csv)"
head -2 $OUT/pc_sass.csv | cut -c1-600
# the 25 instructions with the most stall samples (column named "Warp Stall Sampling (All Samples)")
python3 - "$OUT/pc_sass.csv" <<'PY'
import csv, sys
rows = list(csv.reader(open(sys.argv[1], errors="replace")))
hdr = next((i for i, r in enumerate(rows) if any("Warp Stall Sampling (All" in c for c in r)), None)
if hdr is None:
    sys.exit("no stall-sampling column")
h = rows[hdr]
ci = next(i for i, c in enumerate(h) if "Warp Stall Sampling (All" in c)
si = next((i for i, c in enumerate(h) if c.strip() == "Source"), 1)
data = []
for r in rows[hdr + 1:]:
    if len(r) <= ci:
        continue
    try:
        v = float(r[ci].replace(",", ""))
    except ValueError:
        continue
    data.append((v, r[si], r))
tot = sum(d[0] for d in data) or 1
print("total samples", tot)
for v, s, r in sorted(data, key=lambda d: -d[0])[:25]:
    print(f"{100 * v / tot:5.1f}%  {s[:90]}")
PY
