#!/bin/bash
# v21: where the staged / block kernels spend instructions. Per shape: ncu per kernel of one
# execution (duration, instructions, issue, DRAM bytes), then the SASS source counters of one
# kernel (K_<n>), summarized as executed instructions by opcode class. NOTES.md v21.
. "$(dirname "$0")/dev_lib.sh"
BIN=${BIN:-tcfft_new}
probe() {  # name, kernel regex for the source view, bench args
  local name=$1 kre=$2; shift 2
  echo "=== $name: $*"
  timeout 150 ncu --kernel-name-base demangled -k regex:'^rt_' --launch-count 4 \
    --section SchedulerStats --section InstructionStats \
    --metrics dram__bytes_read.sum,dram__bytes_write.sum,gpu__time_duration.sum \
    $C/$BIN bench "$@" --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_$name.txt 2>&1
  grep -E "^  [a-z_]*.*\(|duration|dram__|Issue Slots Busy|Executed Instructions  " $OUT/ncu_$name.txt | cut -c1-140
  timeout 200 ncu --kernel-name-base demangled -k regex:"$kre" --launch-count 1 --section SourceCounters \
    -o $OUT/src_$name -f $C/$BIN bench "$@" --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > /dev/null 2>&1
  timeout 120 ncu --import $OUT/src_$name.ncu-rep --page source --csv --print-source sass > $OUT/src_$name.csv 2>&1
  rm -f $OUT/src_$name.ncu-rep
  python3 - "$OUT/src_$name.csv" <<'PY'
import csv, sys, re, collections
rows = list(csv.reader(open(sys.argv[1], errors="replace")))
hdr = next((i for i, r in enumerate(rows) if any(c.strip() in ("Instructions Executed", "Warp Instructions Executed") for c in r)), None)
if hdr is None:
    print("no executed column; header:", rows[0][:12] if rows else None); sys.exit()
h = rows[hdr]
ci = next(i for i, c in enumerate(h) if c.strip() in ("Instructions Executed", "Warp Instructions Executed"))
si = next((i for i, c in enumerate(h) if c.strip() == "Source"), 1)
cls = collections.Counter(); ops = collections.Counter(); tot = 0
groups = {"HMMA": "mma", "FMUL": "fp", "FFMA": "fp", "FADD": "fp", "FMNMX": "fp", "F2FP": "fp", "HADD2": "fp",
          "LDS": "smem", "STS": "smem", "LDSM": "smem", "LDG": "gmem", "STG": "gmem", "LDGSTS": "gmem", "LDGDEPBAR": "gmem",
          "DEPBAR": "sync", "BAR": "sync", "SHFL": "shfl", "VOTE": "sync", "BRA": "ctl", "EXIT": "ctl", "ISETP": "ctl",
          "IMAD": "int", "IADD3": "int", "LEA": "int", "LOP3": "int", "SHF": "int", "SEL": "int", "MOV": "mov",
          "PRMT": "int", "VIMNMX": "int", "CS2R": "mov", "S2R": "mov", "ULDC": "unif", "UIMAD": "unif", "ULEA": "unif"}
for r in rows[hdr + 1:]:
    if len(r) <= ci: continue
    try: v = float(r[ci].replace(",", ""))
    except ValueError: continue
    m = re.match(r"\s*(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_]*)", r[si])
    if not m: continue
    op = m.group(1); ops[op] += v; tot += v
    cls[groups.get(op, "unif" if op.startswith("U") else "other")] += v
print("executed (warp instr):", int(tot))
print("  classes:", ", ".join("%s %.1f%%" % (k, 100 * v / tot) for k, v in cls.most_common()))
print("  opcodes:", ", ".join("%s %.1f%%" % (k, 100 * v / tot) for k, v in ops.most_common(24)))
PY
}
probe s256_1d65536 'rt_staged' --n 65536 --batch 1024
probe d2_128cube 'rt_staged' --n 128 --n 128 --n 128 --batch 64
probe c1024 'rt_staged1024' --n 1024 --n 1024 --batch 64
probe f256 'rt_fused' --n 256 --n 256 --batch 1024
probe r4096 'rt4096' --n 4096 --batch 16384
echo "total t=$(( $(date +%s) - t0 ))"
