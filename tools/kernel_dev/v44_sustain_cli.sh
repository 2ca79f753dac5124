#!/bin/bash
# v44 call 6 (NOTES.md v44): the first GPU run of `tcfft bench --sustain-ms` (HEAD's CLI, built
# here): 1D 1024 x65536 and 4096 x16384 without and with --sustain-ms 3000, then the quick suite
# with --sustain-ms 2000 (JSON kept).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for n in "1024 65536" "4096 16384"; do
  set -- $n
  for s in 0 3000; do
    echo "sustain $s: $(timeout 120 $C/tcfft bench --n $1 --batch $2 --compute tc-split --sustain-ms $s --quiet | grep -E '^1D' | cut -c1-250)"
  done
done
timeout 200 $C/tcfft bench --suite quick --sustain-ms 2000 --json $OUT/quick_sustain.json > $OUT/quick_sustain.txt 2>&1
echo "quick rc=$? t=$(( $(date +%s) - t0 ))"; grep -c '"sustain_ms": 2000' $OUT/quick_sustain.json
grep -vE "^#|^\[" $OUT/quick_sustain.txt | cut -c1-250 | head -14
