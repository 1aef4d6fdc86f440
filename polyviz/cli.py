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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="polyviz", description="Explore the polyhedral model of C loop nests.")
    parser.add_argument("--debug", action="store_true", help="show Python tracebacks for errors")
    commands = parser.add_subparsers(dest="command", required=True)

    analyze = commands.add_parser("analyze", help="show the model, dependences and parallel loops of a kernel")
    analyze.add_argument("file")
    analyze.add_argument("--function", help="the function holding the loop nest (default: found automatically)")
    analyze.add_argument("--json", action="store_true", help="print one JSON object")
    analyze.set_defaults(run=_analyze)
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
