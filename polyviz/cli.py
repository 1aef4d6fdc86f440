"""The ``polyviz`` command line: the same public API the notebooks use.

Exit codes: 0 success, 2 bad input (C that is not a SCoP, a malformed recipe, an unreadable
file), 3 an illegal transformation, 4 a variant that crashed, timed out or computed something
else. Errors print one readable message (``--debug`` adds the traceback).
"""
from __future__ import annotations

import argparse
import json
import sys
import traceback

from .errors import PolyvizError
from .kernel import Kernel

EXIT_BAD_INPUT = 2
EXIT_VARIANT_FAILED = 4


def _analyze(args: argparse.Namespace) -> int:
    kernel = Kernel.from_file(args.file, args.function)
    if args.json:
        print(json.dumps(kernel.summary(), indent=2))
    else:
        print(kernel.describe(), end="")
    return 0


def _transform(args: argparse.Namespace) -> int:
    kernel = Kernel.from_file(args.file, args.function)
    schedule = kernel.apply_recipe(args.recipe, force=args.force)
    code = schedule.generate(openmp=not args.no_openmp)
    unit = kernel.translation_unit(code)
    if args.json:
        print(json.dumps({**schedule.summary(), "code": unit}, indent=2))
    else:
        print(unit, end="")
    return 0


def _export(args: argparse.Namespace) -> int:
    kernel = Kernel.from_file(args.file, args.function)
    schedule = kernel.apply_recipe(args.recipe, force=args.force) if args.recipe else kernel.schedule()
    text = schedule.to_mlir().text if args.format == "mlir" else schedule.to_openscop()
    if args.output in (None, "-"):
        print(text, end="")
        return 0
    try:
        with open(args.output, "w") as out:
            out.write(text)
    except OSError as error:
        raise PolyvizError(f"-o {args.output}: {error.strerror}") from None
    return 0


def _sizes(assignments: list[str]) -> dict[str, int]:
    sizes = {}
    for item in assignments:
        name, _, value = item.partition("=")
        if not name.strip().isidentifier() or not value.strip().lstrip("-").isdigit():
            raise PolyvizError(f"--size {item!r}: write NAME=INTEGER, such as --size n=2000")
        sizes[name.strip()] = int(value)
    return sizes


def _bench(args: argparse.Namespace) -> int:
    from . import benchmark

    kernel = Kernel.from_file(args.file, args.function)
    baselines = [b.strip() for b in args.baselines.split(",") if b.strip()]
    known = ("original",) + benchmark.BASELINES
    unknown = [b for b in baselines if b not in known]
    if unknown:
        raise PolyvizError(f"--baselines: unknown {', '.join(unknown)}; known: {', '.join(known)}")
    if args.repeat < 1 or (args.threads is not None and args.threads < 1) or args.timeout <= 0:
        raise PolyvizError("--repeat and --threads must be at least 1, --timeout positive")
    result = benchmark.bench(kernel, [*baselines, *args.recipe],
                             _sizes(args.size) if args.size else "bench", repeat=args.repeat,
                             threads=args.threads, timeout=args.timeout, progress=not args.json,
                             mlir=args.mlir)
    if args.json:
        print(json.dumps({"machine": result.machine, "sizes": result.sizes, "notes": result.notes, "results": [
            {"variant": r.label, "recipe": result.recipes.get(r.label), "median_s": r.median,
             "min_s": r.min, "max_s": r.max, "speedup": r.speedup, "verified": r.verified is not None,
             "error": None if r.ok else f"{r.status}: {r.message}"} for r in result.records]}, indent=2))
    else:
        print(result)
    if args.plot:
        _save_chart(benchmark.plot_bench(result, backend="plotly" if args.plot.endswith(".html") else "matplotlib"),
                    args.plot)
    failed = [r for r in result.records if not r.ok]
    for r in failed:
        print(f"polyviz bench: {r.label}: {r.status}: {r.message}", file=sys.stderr)
    return EXIT_VARIANT_FAILED if failed else 0


def _save_chart(figure, path: str) -> None:
    try:
        if path.endswith(".html"):
            figure.write_html(path)
        else:
            figure.savefig(path, bbox_inches="tight")
    except (OSError, ValueError) as error:
        raise PolyvizError(f"--plot {path}: {error}") from None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="polyviz", description="Explore the polyhedral model of C loop nests.")
    parser.add_argument("--debug", action="store_true", help="show Python tracebacks for errors")
    commands = parser.add_subparsers(dest="command", required=True)

    analyze = commands.add_parser("analyze", help="show the model, dependences and parallel loops of a kernel")
    analyze.add_argument("file", help="a C file, or an OpenScop file (.scop) as polyviz export, Clan or Pluto write it")
    analyze.add_argument("--function", help="the function holding the loop nest (default: found automatically)")
    analyze.add_argument("--json", action="store_true", help="print one JSON object")
    analyze.set_defaults(run=_analyze)

    transform = commands.add_parser("transform", help="apply a recipe of loop transformations and print the new C")
    transform.add_argument("file")
    transform.add_argument("--function", help="the function holding the loop nest (default: found automatically)")
    transform.add_argument("--recipe", required=True,
                           help='steps such as "interchange(i, j); tile(i=32, j=32); parallel(i_t)"')
    transform.add_argument("--force", action="store_true",
                           help="apply illegal steps anyway (the output is flagged ILLEGAL)")
    transform.add_argument("--no-openmp", action="store_true", help="no #pragma omp lines")
    transform.add_argument("--json", action="store_true",
                           help="one JSON object: recipe, loops, legality, parallel loops and the code")
    transform.set_defaults(run=_transform)

    export = commands.add_parser("export", help="write the (transformed) SCoP as MLIR's affine dialect or "
                                                "OpenScop")
    export.add_argument("file")
    export.add_argument("--function", help="the function holding the loop nest (default: found automatically)")
    export.add_argument("--recipe", help="steps to apply first (default: the original schedule)")
    export.add_argument("--force", action="store_true", help="apply illegal steps anyway (flagged in a comment)")
    export.add_argument("--format", choices=["mlir", "openscop"], required=True,
                        help="mlir: a func.func of affine.for/affine.parallel/affine.if loops; openscop: "
                             "OpenScop 0.9 text (domains, scattering from the schedule, accesses, bodies)")
    export.add_argument("-o", "--output", help="the file to write (default: standard output)")
    export.set_defaults(run=_export)

    bench = commands.add_parser("bench", help="compile, run, verify and time recipes against the original and "
                                              "compiler baselines")
    bench.add_argument("file")
    bench.add_argument("--function", help="the function holding the loop nest (default: found automatically)")
    bench.add_argument("--recipe", action="append", default=[], help="a recipe to measure (repeatable)")
    bench.add_argument("--baselines", default="original,gcc-graphite,clang-polly,clang-polly-parallel,numpy",
                       help="comma-separated: original, gcc-graphite, clang-polly, clang-polly-parallel, numpy "
                            "(missing compilers are skipped with a note)")
    bench.add_argument("--size", action="append", default=[], metavar="NAME=VALUE",
                       help="a problem size (repeatable; default: the file's // polyviz-bench: line)")
    bench.add_argument("--repeat", type=int, default=5, help="timed calls per variant (default 5)")
    bench.add_argument("--threads", type=int, help="OMP_NUM_THREADS for parallel variants")
    bench.add_argument("--timeout", type=float, default=60.0, help="seconds per call before a variant is killed")
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.add_argument("--plot", help="save the bar chart (.png/.svg/.pdf with matplotlib, .html with plotly)")
    bench.add_argument("--mlir", action="store_true",
                       help="also run the original schedule and each recipe as MLIR's affine dialect, compiled "
                            "by mlir-opt-16, mlir-translate-16 and clang-16 (labels 'mlir: RECIPE')")
    bench.set_defaults(run=_bench)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except PolyvizError as error:
        if args.debug:
            traceback.print_exc()
        print(f"polyviz {args.command}: {error}", file=sys.stderr)
        return getattr(error, "exit_code", EXIT_BAD_INPUT)


if __name__ == "__main__":
    sys.exit(main())
