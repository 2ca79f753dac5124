# tools/kernel_dev/bank_tile_swizzle.py (NOTES v57, "A column-pass blueprint"): python3 bank_tile_swizzle.py
# Shared-memory wavefronts of warp accesses to a [rows][8] float2 tile (64-byte rows) stored with the
# TMA SWIZZLE_128B pattern (16-byte chunk bits 4-6 XOR address bits 7-9), against the plain layout.
def swz(a): return a ^ (((a >> 7) & 7) << 4)
def wavefronts(addrs, width):
    # width bytes per lane; 8 B: two phases of 16 lanes, 16 B: four phases of 8 lanes (one 128-byte
    # wavefront per phase at best); per phase the count is the max number of distinct words on a bank
    lanes_per_phase = {4: 32, 8: 16, 16: 8}[width]
    total = 0
    for p in range(0, 32, lanes_per_phase):
        banks = {}
        for a in addrs[p:p + lanes_per_phase]:
            for w in range(width // 4):
                word = a // 4 + w
                banks.setdefault(word % 32, set()).add(word)
        total += max(len(s) for s in banks.values())
    return total
for name, f in (("plain", lambda a: a), ("swizzle128", swz)):
    for c in (0, 1, 5):
        A = [f(j * 64 + c * 8) for j in range(32)]               # one column, 32 consecutive rows, 8 B
        B = [f(j * 64 + (c >> 1) * 16) for j in range(32)]      # a column pair, 32 rows, 16 B
        E = [f((w + 32 * (l & 3) + 128 * (l >> 2)) * 64 + c * 8) for w in (0,) for l in range(32)]  # T1024 output rows, 8 B
        print(f"{name:10s} c={c}: one column 8B {wavefronts(A, 8)} (min 2) | column pair 16B {wavefronts(B, 16)} (min 4) | T1024 output rows 8B {wavefronts(E, 8)} (min 2)")
