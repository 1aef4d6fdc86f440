"""Run the system C preprocessor so pycparser sees plain C with macros expanded.

Real libc headers are beyond pycparser, so the preprocessor searches polyviz's stub headers
first (``c_headers/stubs``: the few typedefs and constants code may use) and then
``c_headers/include`` (a PolyBench-style ``polybench.h`` that gcc can compile too).
Line markers are kept, so every node pycparser builds knows its line in the user's text.
"""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

from ..errors import ScopError

HEADERS = Path(__file__).parent / "c_headers"
STUB_DIR = HEADERS / "stubs"
INCLUDE_DIR = HEADERS / "include"
#: The file name the preprocessor gives the user's text in its line markers.
USER_FILE = "<polyviz-input>"

_DIAGNOSTIC = re.compile(r"^[^:\n]*:(\d+):(?:(\d+):)?\s*(?:fatal )?error:\s*(.*)$", re.M)


def preprocess(source: str, include_dirs: tuple[str, ...] = ()) -> str:
    """Preprocessed text of ``source``; raises :class:`ScopError` for preprocessor errors."""
    compiler = shutil.which("gcc") or shutil.which("cc")
    if compiler is None:
        raise ScopError("no C preprocessor found: polyviz needs gcc (or cc) on the PATH")
    command = [compiler, "-E", "-nostdinc", "-undef", "-D__STDC__=1", "-D__STDC_VERSION__=199901L",
               "-I", str(STUB_DIR), "-I", str(INCLUDE_DIR)]
    for directory in include_dirs:
        command += ["-I", directory]
    command += ["-x", "c", "-"]
    # The marker line names the input so that pycparser's coordinates say which text a node is from.
    result = subprocess.run(command, input=f'# 1 "{USER_FILE}"\n' + source, capture_output=True,
                            text=True, timeout=30)
    if result.returncode != 0:
        match = _DIAGNOSTIC.search(result.stderr)
        if match:
            line = int(match.group(1))
            column = int(match.group(2)) if match.group(2) else None
            raise ScopError(match.group(3).strip(), line=line, column=column,
                            construct="preprocessor", source=source)
        raise ScopError("the C preprocessor failed: " + result.stderr.strip().splitlines()[-1]
                        if result.stderr.strip() else "the C preprocessor failed")
    return result.stdout
