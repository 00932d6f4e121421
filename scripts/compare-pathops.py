#!/usr/bin/env python3
"""Runs Skia's PathOps (PyPI: skia-pathops) on the inputs `VELLUM_SET_OPERATIONS=<folder>
vellum-bench` wrote, and compares: the fill of Vellum's result and Skia's at 2,000 points per
operation (points within 1e-6 of the size of an input's outline left out), element counts,
and time per operation (median of 9 blocks of 20, as the Swift side).

    pip install skia-pathops
    VELLUM_SET_OPERATIONS=/tmp .build/release/vellum-bench
    python3 scripts/compare-pathops.py /tmp/set-operations.json
"""
import json
import random
import sys
import time

import pathops

RULES = {"union": lambda a, b: a or b, "intersection": lambda a, b: a and b,
         "difference": lambda a, b: a and not b, "xor": lambda a, b: a != b}
OPS = {"union": pathops.PathOp.UNION, "intersection": pathops.PathOp.INTERSECTION,
       "difference": pathops.PathOp.DIFFERENCE, "xor": pathops.PathOp.XOR}


def build(elements):
    path = pathops.Path()
    open_ = False
    for e in elements:
        if e[0] == "M":
            if open_:
                path.close()
            path.moveTo(e[1], e[2]); open_ = True
        elif e[0] == "L":
            path.lineTo(e[1], e[2])
        elif e[0] == "Q":
            path.quadTo(e[1], e[2], e[3], e[4])
        elif e[0] == "C":
            path.cubicTo(e[1], e[2], e[3], e[4], e[5], e[6])
        elif e[0] == "Z":
            path.close(); open_ = False
    if open_:
        path.close()
    return path


def count(elements):
    return sum(1 for e in elements if e[0] in "LQC")


def main():
    data = json.load(open(sys.argv[1] if len(sys.argv) > 1 else "/tmp/set-operations.json"))
    rng = random.Random(23)
    totals = {name: [0.0, 0.0, 0, 0, 0, 0] for name in OPS}  # vellum µs, skia µs, points, differ, our elements, skia elements
    for pair in data["pairs"]:
        a, b = build(pair["a"]), build(pair["b"])
        xmin, ymin, xmax, ymax = -5, -5, 105, 105
        margin = 110 * 1e-6
        for name, op in OPS.items():
            samples = []
            for _ in range(9):
                start = time.perf_counter()
                for _ in range(20):
                    skia = pathops.op(a, b, op)
                samples.append((time.perf_counter() - start) / 20 * 1e6)
            skia_us = sorted(samples)[4]
            ours_elements = pair["results"][name]["elements"]
            ours = build(ours_elements)
            differ = checked = ours_right = 0
            for _ in range(2000):
                x, y = rng.uniform(xmin, xmax), rng.uniform(ymin, ymax)
                near = any(a.contains((x + dx, y + dy)) != a.contains((x, y)) or b.contains((x + dx, y + dy)) != b.contains((x, y))
                           for dx, dy in ((margin, 0), (-margin, 0), (0, margin), (0, -margin)))
                if near:
                    continue
                checked += 1
                if ours.contains((x, y)) != skia.contains((x, y)):
                    differ += 1
                    # Which one agrees with the operation on the inputs' own fills there.
                    ours_right += ours.contains((x, y)) == RULES[name](a.contains((x, y)), b.contains((x, y)))
            t = totals[name]
            t[0] += pair["results"][name]["microseconds"]; t[1] += skia_us; t[2] += checked; t[3] += differ
            t[4] += count(ours_elements); t[5] += sum(1 for verb, _ in skia.segments if verb in ("lineTo", "qCurveTo", "curveTo"))
            if differ:
                print(f"  {pair['kinds']} {name}: {differ} of {checked} points differ; Vellum's fill is the rule's at {ours_right}")
    n = len(data["pairs"])
    print(f"{n} pairs; per operation: Vellum µs, Skia µs (skia-pathops {pathops.__version__}), ratio; points differing; elements Vellum / Skia")
    for name, t in totals.items():
        print(f"  {name:13s} {t[0] / n:8.1f} {t[1] / n:8.1f}  {t[0] / t[1]:5.2f}x   {t[3]} of {t[2]}   {t[4]} / {t[5]}")


if __name__ == "__main__":
    main()
