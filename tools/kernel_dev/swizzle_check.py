#!/usr/bin/env python3
"""Bank-conflict check of the register-tile kernels' shared-memory swizzles
(src/cuda/kernels/regtile/rt_swizzles.cuh). 8-byte accesses: a warp's request is
served per half-warp; conflict-free when the 16 lanes of each half hit 16
distinct 8-byte slots modulo 128 bytes. Prints the worst degree per pattern."""
import itertools


def bit(x, b):
    return (x >> b) & 1


def swz4096(i):
    h = i >> 4
    f = bit(h, 5) | (bit(h, 6) << 1) | (bit(h, 1) << 2) | ((bit(h, 2) ^ bit(h, 0)) << 3)
    return i ^ f


def swz1024(i):
    h = i >> 4
    f = (bit(h, 4) ^ bit(h, 3)) | ((bit(h, 5) ^ bit(h, 4)) << 1) | (bit(h, 1) << 2) | ((bit(h, 2) ^ bit(h, 0)) << 3)
    return i ^ f


def degree(addrs):
    worst = 1
    for half in (addrs[:16], addrs[16:]):
        slots = {}
        for a in half:
            slots.setdefault(a % 16, set()).add(a)
        worst = max(worst, max(len(v) for v in slots.values()))
    return worst


def check(name, swz, size, pattern, fixed_ranges):
    worst = 1
    for fixed in itertools.product(*fixed_ranges):
        addrs = []
        for lane in range(32):
            g, t = lane >> 2, lane & 3
            addrs.append(swz(pattern(g, t, *fixed)))
        worst = max(worst, degree(addrs))
    perm = sorted(swz(i) for i in range(size)) == list(range(size))
    print(f"{name:40s} worst {worst}-way, bijective {perm}")
    return worst == 1 and perm


def main():
    ok = True
    # n = 4096: stage 0 write (16 j + r'), stage 1 read (k1 + 16 jd + 256 r), output write (k1 + 16 r1' + 256 q)
    ok &= check("4096 stage-0 write", swz4096, 4096,
                lambda g, t, w, c, nt, hr: 16 * (16 * w + 2 * t + c + 8 * nt) + g + 8 * hr,
                [range(16), range(2), range(2), range(2)])
    ok &= check("4096 stage-1 read", swz4096, 4096,
                lambda g, t, k1, c, nt, hk: k1 + 16 * (g + 8 * nt) + 256 * (2 * t + c + 8 * hk),
                [range(16), range(2), range(2), range(2)])
    ok &= check("4096 output write", swz4096, 4096,
                lambda g, t, k1, c, nt, hr: k1 + 16 * (g + 8 * hr) + 256 * (2 * t + c + 8 * nt),
                [range(16), range(2), range(2), range(2)])
    ok &= check("4096 copy-out read", swz4096, 4096, lambda g, t, m: 32 * m + 4 * g + t, [range(128)])
    # n = 1024: stage 0 write, stage 1 read (k1 + 16 g + 128 (2t + c)), output write (k1 + 16 (2t + c) + 128 g)
    ok &= check("1024 stage-0 write", swz1024, 1024,
                lambda g, t, w, c, nt, hr: 16 * (16 * w + 2 * t + c + 8 * nt) + g + 8 * hr,
                [range(4), range(2), range(2), range(2)])
    ok &= check("1024 stage-1 read", swz1024, 1024, lambda g, t, k1, c: k1 + 16 * g + 128 * (2 * t + c),
                [range(16), range(2)])
    ok &= check("1024 output write", swz1024, 1024, lambda g, t, k1, c: k1 + 16 * (2 * t + c) + 128 * g,
                [range(16), range(2)])
    ok &= check("1024 copy-out read", swz1024, 1024, lambda g, t, m: 32 * m + 4 * g + t, [range(32)])
    print("all conflict-free" if ok else "CONFLICTS")


if __name__ == "__main__":
    main()
