#!/usr/bin/env python3
"""Padding search for rows that bulk copies fill (tools/kernel_dev/NOTES.md v10).

Bulk copies (cp.async.bulk) cannot swizzle, so a row's shared-memory layout can only be padded:
element e sits at e + p1 * (e >> 6) + p2 * (e >> 10) (pads in float2, even so that 64-point chunks
start 16-byte aligned). Same bank model as swizzle_check.py: 8-byte accesses are served per
half-warp, conflict-free when its 16 lanes hit 16 distinct 8-byte slots modulo 128 bytes.
Lane = 4g + t (mma fragment layout). Prints the best pads per pattern set.
  1024: T1024's stage-0 reads (16w + g + 128t + const) and output writes (w + 32t + 128g + const)
        -> rt_bulk1024_kernel uses p1 = 2, p2 = 0 (reads 1-way, writes 2-way).
  4096 (8, 8 | 8, 8) sketch: stride-64 gathers m + 64g + 512(2t + c) and scatters
        m + 64(2t + c) + 512g -> no even pads make both better than 3-way / 2-way.
"""
import itertools

from swizzle_check import degree  # the same half-warp bank model


def lay(e, p1, p2):
    return e + p1 * (e >> 6) + p2 * (e >> 10)


def worst(p1, p2, pat, fixed):
    w = 1
    for f in itertools.product(*fixed):
        w = max(w, degree([lay(pat(l >> 2, l & 3, *f), p1, p2) for l in range(32)]))
    return w


def search(name, pats):
    res = []
    for p1 in range(0, 17, 2):
        for p2 in range(0, 33, 2):
            ws = [worst(p1, p2, pat, fixed) for pat, fixed in pats]
            prod = 1
            for x in ws:
                prod *= x
            res.append((prod, ws, p1, p2))
    res.sort()
    print(name, "best (product, per pattern, p1, p2):", res[:4])


search("1024", [
    (lambda g, t, w, nt, e: 16 * w + g + 128 * t + 8 * nt + 64 * (e & 1) + 512 * (e >> 1),
     [range(4), range(2), range(4)]),
    (lambda g, t, w, tk, c: w + 4 * tk + 32 * t + 16 * c + 128 * g, [range(4), range(4), range(2)]),
])
search("4096 (8,8|8,8) sketch", [
    (lambda g, t, m, c: m + 64 * g + 512 * (2 * t + c), [range(64), range(2)]),
    (lambda g, t, m, c: m + 64 * (2 * t + c) + 512 * g, [range(64), range(2)]),
])
