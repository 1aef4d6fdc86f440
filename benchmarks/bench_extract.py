"""How reading a loop nest scales with its number of statements (issue 12: linear below the limits).

For each size N it builds one function of N one-line loops (``A[k][i] = A[k][i] + 1.0``), times
``parse_c`` (preprocess, parse, model: domains, accesses, schedule tree, the user's text of each
statement) and prints the time per statement relative to the smallest N's: about 1 everywhere
means linear time; quadratic parts show as a ratio growing with N. The statement limits are
raised for the run (MAX_SCOP_STATEMENTS is 100 by default).

    .venv/bin/python benchmarks/bench_extract.py [--sizes 100,200,400,1000] [--repeat 3]
"""
from __future__ import annotations

import argparse
import os
import statistics
import time


def nest(statements: int) -> str:
    body = "\n".join(f"  for (int i{k} = 0; i{k} < n; i{k}++) A[{k}][i{k}] = A[{k}][i{k}] + 1.0;"
                     for k in range(statements))
    return f"void many(int n, double A[{statements}][n])\n{{\n{body}\n}}\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100,200,400,1000")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    sizes = [int(n) for n in args.sizes.split(",")]
    for name in ("MAX_SCOP_STATEMENTS", "MAX_STATEMENTS"):
        os.environ[f"POLYVIZ_{name}"] = str(max(sizes))
    from polyviz.frontend import parse_c

    parse_c(nest(2))  # imports and caches warm
    print(f"{'statements':>10} {'median s':>9} {'ms/statement':>13} {'ratio to first':>15}")
    first = None
    for size in sizes:
        source = nest(size)
        times = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            parse_c(source)
            times.append(time.perf_counter() - start)
        per_statement = statistics.median(times) / size
        first = first or per_statement
        print(f"{size:>10} {statistics.median(times):9.2f} {per_statement * 1000:13.2f} {per_statement / first:15.2f}",
              flush=True)


if __name__ == "__main__":
    main()
