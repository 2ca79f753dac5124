#!/bin/bash
# v38: where the strided 1024-point column pass waits (2D 1024^2 x64: bulk1024 rows + staged1024
# columns), with the 1D 2^20 x64 passes and 2D 4096^2 x4 beside it: ncu warp states, issue, occupancy,
# DRAM throughput of tcfft's kernels (tcfft_new = 209cd5a's CLI). NOTES v38.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,smsp__cycles_elapsed.avg.per_second,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,smsp__warps_active.avg.per_cycle_active,smsp__warps_eligible.avg.per_cycle_active,launch__registers_per_thread,launch__grid_size,launch__occupancy_limit_shared_mem,launch__occupancy_limit_registers,lts__t_sector_hit_rate.pct
for sh in "1024 1024 x64" "1048576 x64" "4096 4096 x4"; do
  shape_args "$sh"
  f=$OUT/ncu_$(echo $sh | tr ' ' '_').csv
  timeout 150 ncu --clock-control none --cache-control none --section WarpStateStats --metrics $M --csv --page raw -k regex:rt_ --launch-count 6 \
    $C/tcfft_new bench $ns --batch $b --compute tc-split --reps 1 --warmup 1 --quiet > $f 2>&1
  echo "ncu $sh rc=$? t=$(( $(date +%s) - t0 ))"
  python3 - "$f" <<'PY'
import csv,sys
rows=[r for r in csv.reader(open(sys.argv[1])) if len(r)>10]
if len(rows)<3: print(open(sys.argv[1]).read()[-1500:]); sys.exit()
h=rows[0]; ki=h.index("Kernel Name")
for r in rows[2:][-4:]:
  m=dict(zip(h,r)); g=lambda n: m.get(n,'?')
  st=[]
  for n,v in m.items():
    if 'issue_stalled' in n and n.endswith('.ratio') and 'not_issued' not in n:
      try: st.append((float(v.replace(',','')),n.split('stalled_')[1].split('_per')[0]))
      except ValueError: pass
  st.sort(reverse=True)
  print(r[ki][:60],'us',g('gpu__time_duration.sum'),'rd',g('dram__bytes_read.sum'),'wr',g('dram__bytes_write.sum'),'dram%',g('dram__throughput.avg.pct_of_peak_sustained_elapsed'),
        'inst',g('smsp__inst_executed.sum'),'issue%',g('smsp__issue_active.avg.pct_of_peak_sustained_active'),'act',g('smsp__warps_active.avg.per_cycle_active'),
        'elig',g('smsp__warps_eligible.avg.per_cycle_active'),'regs',g('launch__registers_per_thread'),'clk',g('smsp__cycles_elapsed.avg.per_second'),
        'occ smem/reg',g('launch__occupancy_limit_shared_mem'),g('launch__occupancy_limit_registers'),'l2hit',g('lts__t_sector_hit_rate.pct'))
  print('   stalls',' '.join('%s=%.2f'%(n,v) for v,n in st[:8]))
PY
done
(cd $OUT && tar czf logs.tgz ncu_*.csv smi.txt && rm -f ncu_*.csv)
