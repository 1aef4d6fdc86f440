"""The ``polyviz`` command line: the same public API the notebooks use.

Exit codes: 0 success, 2 bad input (C that is not a SCoP, a malformed recipe, an unreadable
file), 3 an illegal transformation, 4 a variant that crashed, timed out or computed something
else. Errors print one readable message (``--debug`` adds the traceback).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import textwrap
import traceback
import warnings

from typing import TYPE_CHECKING, Callable

from .errors import PolyvizError, VariantFailureWarning, VariantsFailed

# The model, the compilers and their islpy and numpy are imported by the commands that use them
# (and by the --help of those), so that `polyviz --help` and `polyviz --version` start at once.
if TYPE_CHECKING:
    from .kernel import Kernel

EXIT_BAD_INPUT = 2
EXIT_VARIANT_FAILED = VariantsFailed.exit_code


def _load(args: argparse.Namespace) -> Kernel:
    """The kernel of ``args.file``; what the reader warns about goes to stderr."""
    from .kernel import Kernel

    read = Kernel.from_polly if getattr(args, "via", "c") == "polly" else Kernel.from_file
    kernel = read(args.file, args.function, include_dirs=args.include_dirs, defines=args.defines)
    for warning in kernel.scop.warnings:
        print(f"polyviz: warning: {warning}", file=sys.stderr)
    return kernel


def _analyze(args: argparse.Namespace) -> int:
    kernel = _load(args)
    if args.json:
        print(json.dumps(kernel.summary(), indent=2))
    else:
        print(kernel.describe(), end="")
    return 0


def _transform(args: argparse.Namespace) -> int:
    from . import benchmark

    kernel = _load(args)
    if kernel.via_polly is not None:
        raise PolyvizError(f"{args.file} is read through Polly, whose statements (Stmt_...) are LLVM's and have no "
                           "C to print: write the schedule for Polly (polyviz export FILE --recipe R --format jscop) "
                           "or run it through Polly's build (polyviz bench FILE --recipe R)")
    schedule = kernel.apply_recipe(args.recipe, force=args.force, sizes=_sizes(args.size) or None,
                                   cache=benchmark.machine_cache())
    code = schedule.generate(openmp=not args.no_openmp)
    unit = kernel.translation_unit(code)
    chose = _auto_choice(args.recipe, schedule.recipe)
    if chose:
        # The file says which recipe made it, so that it can be made again without auto()'s search.
        comment = f'polyviz transform --recipe "{args.recipe}": {chose}'.replace("*/", "* /")
        unit = f"/* {comment} */\n" + unit
        print(f"polyviz transform: {chose}", file=sys.stderr)
    text = json.dumps({**schedule.summary(), "code": unit}, indent=2) + "\n" if args.json else unit
    # Written to a file, as gcc -o writes one: nothing more to say on standard output.
    _write_output(text, args.output, args.file)
    if not args.json:
        for note in schedule.notes:
            print(f"polyviz transform: note: {note}", file=sys.stderr)
    return 0


def _auto_choice(typed: str, applied: str) -> str | None:
    """What to say when the recipe ``typed`` has an ``auto()`` step: the recipe it stood for."""
    from .transform.recipe import parse_recipe

    if not any(step.name == "auto" for step in parse_recipe(typed)):
        return None
    return f"auto() chose {applied}" if applied else "auto() kept the original schedule"


def _write_output(text: str, output: str | None, source: str) -> bool:
    """``text`` on standard output, or in the file ``output`` (never the file ``source`` it was
    made from); whether a file was written."""
    if output in (None, "-"):
        print(text, end="")
        return False
    if os.path.exists(output) and os.path.samefile(output, source):
        raise PolyvizError(f"-o {output}: that is the input file; write the transformed file elsewhere")
    try:
        with open(output, "w") as out:
            out.write(text)
    except OSError as error:
        raise PolyvizError(f"-o {output}: {error.strerror}") from None
    return True


def _export(args: argparse.Namespace) -> int:
    from . import benchmark

    kernel = _load(args)
    schedule = kernel.apply_recipe(args.recipe, force=args.force, cache=benchmark.machine_cache()) if args.recipe \
        else kernel.schedule()
    if args.format == "jscop":
        return _export_jscop(kernel, schedule, args.output)
    text = schedule.to_mlir().text if args.format == "mlir" else schedule.to_openscop()
    if _write_output(text, args.output, args.file):
        print(f"wrote {args.output} ({args.format}, {text.count(chr(10))} lines)")
    return 0


def _export_jscop(kernel: Kernel, schedule, folder: str | None) -> int:
    """The kernel's JSCoP on standard output, or every file Polly's import reads into ``folder``."""
    view = kernel.polly()
    if folder in (None, "-"):
        print(schedule.to_jscop(view), end="")
        return 0
    files = kernel.jscop_files(schedule)
    try:
        os.makedirs(folder, exist_ok=True)
        for name, text in files.items():
            with open(os.path.join(folder, name), "w") as out:
                out.write(text)
    except OSError as error:
        raise PolyvizError(f"-o {folder}: {error.strerror}") from None
    statements = ", ".join(f"{entry.polly} runs {' and '.join(name for name, _ in entry.parts)}"
                           for entry in view.instances)
    print(f"wrote {os.path.join(folder, view.kernel.file_name)} (jscop: Polly's SCoP {view.kernel.region} of "
          f"{view.kernel.function}, {schedule.recipe or 'original schedule'}; {statements})")
    for name in sorted(set(files) - {view.kernel.file_name}):
        print(f"wrote {os.path.join(folder, name)} (another SCoP Polly finds in the file, as it exported it)")
    print(f"Polly reads them with: clang -O3 -mllvm -polly -mllvm -polly-import -mllvm -polly-import-jscop-dir={folder} "
          "(and the flags of polyviz.toolchain.POLLY_FLAGS, with which they were exported)")
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

    kernel = _load(args)
    baselines = [b.strip() for b in (args.baselines or ",".join(_default_baselines())).split(",") if b.strip()]
    if args.repeat < 1 or (args.threads is not None and args.threads < 1) or args.timeout <= 0:
        raise PolyvizError("--repeat and --threads must be at least 1, --timeout positive")
    with warnings.catch_warnings():
        # Each failed variant is said below, once, as a message (and in the exit status).
        warnings.simplefilter("ignore", VariantFailureWarning)
        result = benchmark.bench(kernel, args.recipe, _sizes(args.size) or "bench", baselines=baselines,
                                 repeat=args.repeat, threads=args.threads, timeout=args.timeout,
                                 progress=not args.json, mlir=args.mlir, polly=args.polly,
                                 force=args.force)
    if args.json:
        print(json.dumps({"machine": result.machine, "sizes": result.sizes, "notes": result.notes, "results": [
            {"variant": r.label, "recipe": result.recipes.get(r.label), "median_s": r.median,
             "min_s": r.min, "max_s": r.max, "speedup": r.speedup, "verified": r.verified is not None,
             "error": None if r.ok else f"{r.status}: {r.message}", "counts": r.counts}
            for r in result.records]}, indent=2))
    else:
        print(result)
    if args.plot:
        _save_chart(benchmark.plot_bench(result, backend="plotly" if args.plot.endswith(".html") else "matplotlib"),
                    args.plot)
    if args.roofline:
        try:
            figure = benchmark.plot_roofline(result, backend="plotly" if args.roofline.endswith(".html")
                                             else "matplotlib")
        except ValueError as error:
            raise PolyvizError(f"--roofline: {error}") from None
        _save_chart(figure, args.roofline)
    failed = [r for r in result.records if not r.ok]
    for r in failed:
        print(f"polyviz bench: {r.label}: {r.status}: {r.message}", file=sys.stderr)
    return EXIT_VARIANT_FAILED if failed else 0


def _cache(args: argparse.Namespace) -> int:
    from .runtime import cache_dir, clear_cache

    if args.action == "clear":
        files, size = clear_cache()
        print(f"removed {files} files ({size / 1e6:.1f} MB) from {cache_dir()}")
    else:
        built = list(cache_dir().glob("*.so"))
        size = sum(p.stat().st_size for p in cache_dir().glob("*") if p.is_file())
        print(f"{cache_dir()}: {len(built)} builds, {size / 1e6:.1f} MB (polyviz cache clear empties it)")
    return 0


def _save_chart(figure, path: str) -> None:
    try:
        if path.endswith(".html"):
            figure.write_html(path)
        else:
            figure.savefig(path, bbox_inches="tight")
    except (OSError, ValueError) as error:
        raise PolyvizError(f"--plot {path}: {error}") from None


MAIN_EPILOG = """\
polyviz COMMAND --help shows a command's options; polyviz transform --help lists the recipe steps.

exit codes: 0 success; 2 bad input (not a SCoP, a malformed recipe, an unreadable file; one
message naming line and column, --debug adds the traceback); 3 an illegal transformation;
4 a variant that crashed, timed out or computed different results."""
STEPS_ELSEWHERE = "recipe steps: polyviz transform --help lists them."


def _transform_epilog() -> str:
    """The recipe steps, for ``polyviz transform --help``."""
    from .transform import STEPS

    steps = textwrap.fill(", ".join(spec.usage() for spec in STEPS.values()), width=96, initial_indent="  ",
                          subsequent_indent="  ", break_on_hyphens=False)
    return f"""\
recipe steps (see the README, "Recipes"; separate steps with ';'):
{steps}
  e.g. "interchange(i, j); tile(i=32, j=32); parallel(i_t)"; loops are named as they are now
  (polyviz transform FILE --recipe "" --json lists them); i@S1 is the i loop around S1."""


def _bench_epilog() -> str:
    """What ``polyviz bench`` runs and where its builds go, for ``polyviz bench --help``."""
    from .runtime import cache_dir

    return f"""\
bench runs by default: {", ".join(_default_baselines())}
(compilers that are missing are skipped with a note; numpy only when named, for files you
trust), 5 timed calls each after a warm-up, at the file's // polyviz-bench: sizes;
clang-polly builds of gemm take 20-45 s on a 2-core machine.
Compiled variants are cached in {cache_dir()} (polyviz cache clear empties it).
{STEPS_ELSEWHERE}"""


def _default_baselines() -> tuple[str, ...]:
    """What ``polyviz bench`` measures unless ``--baselines`` says otherwise."""
    from .runtime import BASELINES

    return tuple(b for b in ("original",) + BASELINES if b != "numpy")


class _Version(argparse.Action):
    """``--version``: the installed distribution's version, looked up only when asked for."""

    def __init__(self, option_strings, dest, help=None):
        super().__init__(option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        from . import __version__

        print(f"polyviz {__version__}")
        parser.exit()


class _Command(argparse.ArgumentParser):
    """A subcommand whose options are added when it runs or shows its help: they name the
    recipe steps, the compiler baselines and the cache folder, which take islpy and numpy to
    list, and `polyviz --help` or another command does without them."""

    def __init__(self, *args, options: Callable[[argparse.ArgumentParser], None] | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self._options = options

    def add_options(self) -> _Command:
        if self._options is not None:
            options, self._options = self._options, None
            options(self)
        return self

    def parse_known_args(self, args=None, namespace=None):
        self.add_options()
        return super().parse_known_args(args, namespace)

    def format_help(self) -> str:
        self.add_options()
        return super().format_help()


FILE_HELP = "the C source file (a function with loop nests, or a #pragma scop region)"


def _analyze_options(analyze: argparse.ArgumentParser) -> None:
    analyze.add_argument("--json", action="store_true", help="print one JSON object")
    _via_option(analyze)


def _via_option(command: argparse.ArgumentParser) -> None:
    command.add_argument("--via", choices=["c", "polly"], default="c",
                         help="polly: the SCoP clang with Polly finds (its statements Stmt_..., domains, accesses "
                              "and schedule, from its JSCoP export) instead of polyviz's reading of the C; a C++ "
                              "file (.cpp, .cc, .cxx) is always read this way")


def _transform_options(transform: argparse.ArgumentParser) -> None:
    transform.epilog = _transform_epilog()
    transform.add_argument("--recipe", required=True,
                           help='steps such as "interchange(i, j); tile(i=32, j=32); parallel(i_t)" '
                                "(the steps are listed below)")
    transform.add_argument("--size", action="append", default=[], metavar="NAME=VALUE",
                           help="a problem size auto() tunes its tile sizes for (repeatable; default: the "
                                "file's // polyviz-bench: line)")
    transform.add_argument("--force", action="store_true",
                           help="apply illegal steps anyway (the output is flagged ILLEGAL)")
    transform.add_argument("--no-openmp", action="store_true", help="no #pragma omp lines")
    transform.add_argument("-o", "--output", metavar="FILE",
                           help="write the transformed file (or the --json object) to FILE instead of standard "
                                "output; never the input file")
    transform.add_argument("--json", action="store_true",
                           help="one JSON object: recipe, loops, legality, parallel_loops (marked by "
                                "parallel()), parallelizable_loops (carrying no dependence), notes and the code")


def _export_options(export: argparse.ArgumentParser) -> None:
    export.epilog = STEPS_ELSEWHERE
    export.add_argument("--recipe", help="steps to apply first (default: the original schedule)")
    export.add_argument("--force", action="store_true", help="apply illegal steps anyway (flagged in a comment)")
    export.add_argument("--format", choices=["mlir", "openscop", "jscop"], required=True,
                        help="mlir: a func.func of affine.for/affine.parallel/affine.if loops; openscop: "
                             "OpenScop 0.9 text (domains, scattering from the schedule, accesses, bodies); jscop: "
                             "Polly's JSCoP of the function as clang sees it, Polly's statements scheduled as "
                             "polyviz's (clang with Polly reads the folder with -mllvm -polly-import)")
    export.add_argument("-o", "--output", help="the file to write (default: standard output); for jscop, the "
                                               "folder to write Polly's files to")
    _via_option(export)


def _bench_options(bench: argparse.ArgumentParser) -> None:
    from .runtime import BASELINES

    bench.epilog = _bench_epilog()
    bench.add_argument("--recipe", action="append", default=[], help="a recipe to measure (repeatable)")
    bench.add_argument("--baselines",
                       help="comma-separated, from: original, " + ", ".join(BASELINES)
                            + " (default: all but numpy; missing compilers are skipped with a note). numpy is never "
                              "a default: it runs the file's '// polyviz-numpy:' lines as Python code, so name it "
                              "only for files you trust")
    bench.add_argument("--size", action="append", default=[], metavar="NAME=VALUE",
                       help="a problem size (repeatable; default: the file's // polyviz-bench: line)")
    bench.add_argument("--repeat", type=int, default=5, help="timed calls per variant (default 5)")
    bench.add_argument("--threads", type=int, help="OMP_NUM_THREADS for parallel variants (default: every CPU)")
    bench.add_argument("--timeout", type=float, default=60.0,
                       help="seconds per call before a variant is killed (default 60)")
    bench.add_argument("--force", action="store_true",
                       help="run illegal recipes anyway, to show the results they change (exit 4 on a mismatch)")
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.add_argument("--plot", help="save the bar chart (.png/.svg/.pdf with matplotlib, .html with plotly)")
    bench.add_argument("--roofline", help="save the roofline: each variant's counted intensity and measured GFLOP/s "
                                          "under this machine's measured peaks (.png/.svg/.pdf or .html)")
    bench.add_argument("--mlir", action="store_true",
                       help="also run the original schedule and each recipe as MLIR's affine dialect, compiled "
                            "by mlir-opt-16, mlir-translate-16 and clang-16 (labels 'mlir: RECIPE')")
    _via_option(bench)
    bench.add_argument("--polly", action="store_true",
                       help="also run each recipe as clang with Polly builds the file, importing the schedule as "
                            "JSCoP (labels 'polly: RECIPE'; a schedule Polly refuses shows Polly's message)")


def _cache_options(cache: argparse.ArgumentParser) -> None:
    from .runtime import cache_dir

    cache.epilog = f"The cache is {cache_dir()} ($POLYVIZ_CACHE names another folder), shared by every checkout."
    cache.add_argument("action", nargs="?", choices=["info", "clear"], default="info",
                       help="info (default): where it is and its size; clear: delete every build")


#: Each command: its one-line help, what it runs, its options, and whether it reads a FILE.
COMMANDS = {
    "analyze": ("show the model, dependences and parallel loops of a kernel", _analyze, _analyze_options,
                FILE_HELP + "; or an OpenScop file (.scop) as polyviz export, Clan or Pluto write it"),
    "transform": ("apply a recipe of loop transformations and print the whole file with the function transformed",
                  _transform, _transform_options, FILE_HELP),
    "export": ("write the (transformed) SCoP as MLIR's affine dialect, OpenScop or Polly's JSCoP", _export, _export_options,
               FILE_HELP),
    "bench": ("compile, run, verify and time recipes against the original and compiler baselines", _bench,
              _bench_options, FILE_HELP),
    "cache": ("show or clear the cache of compiled variants", _cache, _cache_options, None),
}


def build_parser(*, every_option: bool = True) -> argparse.ArgumentParser:
    """The ``polyviz`` parser; ``every_option=False`` leaves each command's options to be added
    when that command is parsed or its help shown (what :func:`main` does)."""
    parser = argparse.ArgumentParser(prog="polyviz", description="Explore the polyhedral model of C loop nests.",
                                     epilog=MAIN_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action=_Version, help="show polyviz's version and exit")
    parser.add_argument("--debug", action="store_true", help="show Python tracebacks for errors")
    # --debug is accepted after the subcommand too; SUPPRESS keeps a --debug given before it.
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--debug", action="store_true", default=argparse.SUPPRESS,
                        help="show Python tracebacks for errors")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Command)
    for name, (help, run, options, file_help) in COMMANDS.items():
        sub = commands.add_parser(name, help=help, description=help[0].upper() + help[1:] + ".", parents=[common],
                                  options=options, formatter_class=argparse.RawDescriptionHelpFormatter)
        if file_help:
            sub.add_argument("file", metavar="FILE", help=file_help)
            sub.add_argument("--function", help="the function holding the loop nest (default: found automatically)")
            sub.add_argument("-I", dest="include_dirs", action="append", default=[], metavar="DIR",
                             help="search DIR for included headers, before polyviz's own (repeatable)")
            sub.add_argument("-D", dest="defines", action="append", default=[], metavar="NAME[=VALUE]",
                             help="define a macro, as a C compiler does (repeatable)")
        sub.set_defaults(run=run)
        if every_option:
            sub.add_options()
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser(every_option=False).parse_args(argv)
    try:
        code = args.run(args)
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        # The reader went away (`polyviz analyze f.c --json | head`): stop quietly, as cat does.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except PolyvizError as error:
        if args.debug:
            traceback.print_exc()
        print(f"polyviz {args.command}: {error}", file=sys.stderr)
        return getattr(error, "exit_code", EXIT_BAD_INPUT)


if __name__ == "__main__":
    sys.exit(main())
