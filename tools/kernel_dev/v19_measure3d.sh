export LD_LIBRARY_PATH=$PWD/build-dev-carry:$LD_LIBRARY_PATH
for sh in "--n 128 --n 128 --n 128 --batch 64" "--n 256 --n 256 --n 256 --batch 8" "--n 64 --n 64 --n 64 --batch 512" "--n 512 --n 512 --n 512 --batch 1"; do
  echo "=== $sh"; timeout 60 build-dev-carry/tcfft plan $sh --compute native --backend cuda --planner measure --explain 2>&1 | grep -E "tile 2|block tile|why:|planner:" | head -20
done
