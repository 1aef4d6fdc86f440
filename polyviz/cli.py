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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="polyviz", description="Explore the polyhedral model of C loop nests.")
    parser.add_argument("--debug", action="store_true", help="show Python tracebacks for errors")
    commands = parser.add_subparsers(dest="command", required=True)

    analyze = commands.add_parser("analyze", help="show the model, dependences and parallel loops of a kernel")
    analyze.add_argument("file")
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
