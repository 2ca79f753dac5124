#!/usr/bin/env python3
"""Turn `tcfft bench --json` output into PNG figures like the seed paper's.

For each dimension (1D/2D/3D) present in the results it writes
  time_<d>D.png   median time (ms) vs N*batch, log-log, one panel per radix
  error_<d>D.png  error (rel_l2 by default) vs N*batch, log y, one panel per radix
and speedup_<d>D.png (cuFFT FP32 or FFTW float ms / tcfft ms) when a baseline
was measured. Each library has one colour (tcfft, cuFFT FP32, cuFFT FP16, and
FFTW on CPU runs); each transform size has one marker, so the lines of one
panel read like the rows of one seed table.

Usage:
  python3 bench/plot.py results.json [-o out_dir] [--metric rel_l2|rel_linf|seed_err]
"""

import argparse
import json
import math
import os
import sys
from collections import OrderedDict

try:
    import matplotlib

    matplotlib.use("Agg")  # no display needed
    import matplotlib.pyplot as plt
    from matplotlib.ticker import FuncFormatter
except ImportError as e:  # pragma: no cover - depends on the machine
    sys.exit(f"plot.py needs matplotlib ({e}); try: python3 -m pip install matplotlib numpy")

LIB_ORDER = ["tcfft", "cufft32", "cufft16", "fftw64", "fftw32"]
LIB_LABEL = {
    "tcfft": "tcfft",
    "cufft32": "cuFFT FP32",
    "cufft16": "cuFFT FP16",
    "fftw64": "FFTW double",
    "fftw32": "FFTW float",
}
LIB_STYLE = {
    "tcfft": dict(color="tab:red", linestyle="-", linewidth=2.0),
    "cufft32": dict(color="tab:blue", linestyle="--", linewidth=1.4),
    "cufft16": dict(color="tab:green", linestyle=":", linewidth=1.6),
    "fftw64": dict(color="tab:purple", linestyle="--", linewidth=1.4),
    "fftw32": dict(color="tab:orange", linestyle="-.", linewidth=1.4),
}
MARKERS = ["o", "s", "^", "D", "v", "P", "X", "*", "<", ">"]


def finite(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and v > 0


def size_label(row):
    n = row.get("n") or []
    if len(n) == 3 and n[0] == n[1] == n[2]:
        return f"{n[0]}^3"
    return "x".join(str(v) for v in n) if n else str(row.get("n_points", "?"))


def radix_key(row):
    r = row.get("radix", "auto")
    return (1, 0) if r == "auto" else (0, int(r))


def radix_title(row):
    r = row.get("radix", "auto")
    return "radix auto" if r == "auto" else f"radix {r}"


def total_formatter():
    def fmt(x, _pos):
        if x <= 0:
            return ""
        k = x / 1024.0
        if k >= 1 and abs(k - round(k)) < 1e-9:
            return f"{int(round(k))}k"
        return f"{int(x)}"

    return FuncFormatter(fmt)


def libs_present(rows):
    present = []
    for name in LIB_ORDER:
        if any((r.get("libs", {}).get(name, {}) or {}).get("status") == "ok" for r in rows):
            present.append(name)
    return present


def series(rows, lib, value):
    """Points (total, y) of one library, sorted by total, ok rows only."""
    pts = []
    for r in rows:
        entry = r.get("libs", {}).get(lib) or {}
        if entry.get("status") != "ok":
            continue
        y = value(entry, r)
        if finite(y) and finite(r.get("total")):
            pts.append((r["total"], y))
    pts.sort()
    return pts


def panels_for(rows_d):
    """OrderedDict radix title -> rows, in radix order."""
    by_radix = OrderedDict()
    for r in sorted(rows_d, key=radix_key):
        by_radix.setdefault(radix_title(r), []).append(r)
    return by_radix


def draw(rows_d, libs, value, ylabel, title, path, ylog_only=False, baseline_line=None):
    panels = panels_for(rows_d)
    if not panels:
        return False
    ncol = len(panels)
    fig, axes = plt.subplots(1, ncol, figsize=(5.2 * ncol, 4.4), squeeze=False, sharey=True)
    sizes = []
    for r in rows_d:
        s = size_label(r)
        if s not in sizes:
            sizes.append(s)
    # sort sizes by points per transform
    npts = {size_label(r): r.get("n_points", 0) for r in rows_d}
    sizes.sort(key=lambda s: npts.get(s, 0))
    marker = {s: MARKERS[i % len(MARKERS)] for i, s in enumerate(sizes)}
    drawn_any = False
    for ax, (ptitle, prow) in zip(axes[0], panels.items()):
        for lib in libs:
            for s in sizes:
                pts = series([r for r in prow if size_label(r) == s], lib, value)
                if not pts:
                    continue
                x, y = zip(*pts)
                ax.plot(x, y, marker=marker[s], markersize=4.5, **LIB_STYLE.get(lib, {}))
                drawn_any = True
        if baseline_line is not None:
            ax.axhline(baseline_line, color="gray", linewidth=0.8)
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.xaxis.set_major_formatter(total_formatter())
        ax.set_xlabel("N * batch")
        ax.set_title(ptitle)
        ax.grid(True, which="major", alpha=0.3)
        ax.grid(True, which="minor", alpha=0.1)
    axes[0][0].set_ylabel(ylabel)
    if not drawn_any:
        plt.close(fig)
        return False
    # Legend: colours = libraries, markers = sizes.
    handles, labels = [], []
    for lib in libs:
        handles.append(plt.Line2D([], [], **LIB_STYLE.get(lib, {})))
        labels.append(LIB_LABEL.get(lib, lib))
    for s in sizes:
        handles.append(plt.Line2D([], [], color="black", marker=marker[s], linestyle="none"))
        labels.append(f"n = {s}")
    fig.legend(handles, labels, loc="center left", bbox_to_anchor=(1.0, 0.5), fontsize=8, frameon=False)
    fig.suptitle(title, fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=130, bbox_inches="tight")
    plt.close(fig)
    return True


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("json", help="output of tcfft bench --json")
    ap.add_argument("-o", "--out", default=None, help="output folder (default: next to the JSON)")
    ap.add_argument("--metric", default="rel_l2", choices=["rel_l2", "rel_linf", "seed_err"],
                    help="error metric of the error figures (default rel_l2)")
    args = ap.parse_args(argv)

    try:
        with open(args.json) as f:
            data = json.load(f)
    except (OSError, ValueError) as e:
        sys.exit(f"plot.py: cannot read {args.json}: {e}")
    rows = data.get("rows") or []
    if not rows:
        sys.exit(f"plot.py: {args.json} has no rows")
    out = args.out or os.path.join(os.path.dirname(os.path.abspath(args.json)), "plots")
    os.makedirs(out, exist_ok=True)

    env = data.get("environment", {}) or {}
    where = env.get("device") or env.get("cpu") or "?"
    mode = data.get("mode", env.get("mode", "?"))
    first = rows[0]
    what = f"tcfft {first.get('precision', '?')} {first.get('compute', '?')}, {first.get('direction', '?')}"
    if first.get("inplace"):
        what += ", in-place"
    if data.get("aborted"):
        what += " [run aborted: partial]"
    baseline = data.get("baseline", "cufft32")

    written = []
    for d in sorted({r.get("dims") for r in rows if r.get("dims")}):
        rows_d = [r for r in rows if r.get("dims") == d]
        libs = libs_present(rows_d)
        if not libs:
            print(f"plot.py: no successful {d}D rows; nothing to draw", file=sys.stderr)
            continue
        head = f"{d}D C2C on {where} ({mode}); {what}"
        p = os.path.join(out, f"time_{d}D.png")
        if draw(rows_d, libs, lambda e, r: e.get("ms"), "median time (ms)", head, p):
            written.append(p)
        p = os.path.join(out, f"error_{d}D.png")
        if draw(rows_d, libs, lambda e, r: e.get(args.metric), f"{args.metric} vs reference", head, p):
            written.append(p)
        p = os.path.join(out, f"speedup_{d}D.png")
        if draw(rows_d, ["tcfft"], lambda e, r: r.get("speedup"),
                f"speedup ({LIB_LABEL.get(baseline, baseline)} ms / tcfft ms)", head, p, baseline_line=1.0):
            written.append(p)
    if not written:
        sys.exit("plot.py: nothing to plot (no row has status ok)")
    for p in written:
        print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
