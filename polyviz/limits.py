"""Resource limits that keep one hostile or accidental input from taking down a shared machine.

polyviz runs on Binder and classroom JupyterHubs, where a student's paste must never exhaust the
memory, the disk or the patience of everyone else. Each limit has a default chosen for that
setting and can be changed with an environment variable ``POLYVIZ_<NAME>`` (for example
``POLYVIZ_MAX_INPUT_BYTES=20000000``); errors name the variable they hit.
"""
from __future__ import annotations

import os

from .errors import PolyvizError

#: name -> (default, unit); the comment above each says why. Integers are counts or bytes, floats seconds.
DEFAULTS: dict[str, tuple[int | float | None, str]] = {
    # Far above the largest PolyBench kernel file, and already about a minute of pycparser's
    # reading (docs/design-notes.md, "Measurements behind the constants"): anything bigger is not a loop nest someone typed.
    "MAX_INPUT_BYTES": (4 * 2**20, "bytes"),
    # Real kernels preprocess in a blink; includes of devices and macro bombs are what takes longer.
    "PREPROCESS_SECONDS": (10.0, "seconds"),
    # A macro bomb doubles its output with each level: stop it long before it fills memory or disk.
    "PREPROCESS_OUTPUT_BYTES": (8 * 2**20, "bytes"),
    # What pycparser reads in a bearable wait (and what the statement pre-count scans).
    "MAX_PARSE_BYTES": (1 * 2**20, "bytes"),
    # Statements in the whole input, counted before parsing: pycparser reads this many one-line
    # loops quickly; PolyBench's largest file (deriche.c, with main and its helpers) has 78.
    "MAX_STATEMENTS": (1000, "statements"),
    # Statements in the loop nest analysed: dependences grow with the square of their number, and
    # twice this many made `analyze` take minutes (docs/design-notes.md, "Measurements behind the constants"). PolyBench's
    # largest SCoPs have a few dozen statements.
    "MAX_SCOP_STATEMENTS": (100, "statements"),
    # Unrolling multiplies statements in the generated code; isl's AST builder and the C compiler
    # both slow down sharply beyond a few thousand.
    "MAX_GENERATED_STATEMENTS": (4096, "generated statements"),
    # isl counts operations in its heavy algorithms (dataflow, scheduler, AST builder, some set
    # operations). Per scope, every kernels_c kernel's analysis, auto() and code generation fit in
    # 1 million; PolyBench's adi auto() fits in 20 million, which a heavy set computation spends in
    # about half a minute (docs/design-notes.md, "Measurements behind the constants"): the Explorer says "too complex" by then.
    "ISL_OPERATIONS": (20_000_000, "isl operations"),
    # gcc -O3 compiles a PolyBench kernel quickly; heavily unrolled code can take minutes.
    "COMPILE_SECONDS": (120.0, "seconds"),
    # The arrays of one benchmark run: a run holds the inputs, the original's outputs and a
    # variant's, so 40 % of the memory this process may use (a Binder pod's 2 GiB gives 800 MB;
    # atax's benchmark size needs 2.6 GB, so it runs on a 8 GB machine and is refused on Binder).
    "MAX_ARRAY_BYTES": (None, "bytes"),
}
#: Share of the usable memory (RAM, or the container's cgroup limit when lower) the arrays may take.
ARRAY_MEMORY_SHARE = 0.4


def limit(name: str) -> int | float:
    """The value of limit ``name``: ``$POLYVIZ_<name>`` when set, else the default."""
    default, _ = DEFAULTS[name]
    if default is None:
        default = int(ARRAY_MEMORY_SHARE * usable_memory())
    text = os.environ.get(f"POLYVIZ_{name}")
    if text is None or not text.strip():
        return default
    try:
        value = type(default)(text)
    except ValueError:
        raise PolyvizError(f"POLYVIZ_{name}={text!r}: expected a number of {DEFAULTS[name][1]}") from None
    if value <= 0:
        raise PolyvizError(f"POLYVIZ_{name}={text!r}: must be positive")
    return value


def describe(name: str) -> str:
    """``"4,194,304 bytes (POLYVIZ_MAX_INPUT_BYTES)"``, for error messages."""
    value = limit(name)
    shown = f"{value:,}" if isinstance(value, int) or not value.is_integer() else f"{int(value):,}"
    return f"{shown} {DEFAULTS[name][1]} (POLYVIZ_{name})"


def usable_memory() -> int:
    """Bytes of memory this process may use: physical RAM, or the container's limit when lower."""
    try:
        total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        total = 8 * 2**30
    for cgroup in ("/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"):
        try:
            with open(cgroup) as handle:
                text = handle.read().strip()
        except OSError:
            continue
        if text.isdigit():
            total = min(total, int(text))
    return total
