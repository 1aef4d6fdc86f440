"""Run the system C preprocessor so pycparser sees plain C with macros expanded.

Real libc headers are beyond pycparser, so the preprocessor searches polyviz's stub headers
first (``c_headers/stubs``: the few typedefs and constants code may use) and then
``c_headers/include`` (a PolyBench-style ``polybench.h`` that gcc can compile too).
Line markers are kept, so every node pycparser builds knows its line in the user's text.
"""
from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

from ..errors import ScopError
from ..limits import describe, limit
from .source import refuse_irregular

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
    _refuse_irregular_includes(source, command)
    result = _run_bounded(command, f'# 1 "{USER_FILE}"\n' + source)
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


_INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*([<"])([^>"\n]*)[>"]', re.M)
#: How many included files the check below follows (headers including headers).
_MAX_CHECKED_INCLUDES = 200
#: Memory the preprocessor may use: far above what real headers need (a few MB).
_PREPROCESSOR_MEMORY = 1 << 30


def _refuse_irregular_includes(source: str, command: list[str]) -> None:
    """Refuse ``#include`` of anything but a regular file before the preprocessor opens it: a
    device (``/dev/zero``) never ends and a FIFO blocks forever. Follows the includes of included
    files; an include computed by a macro is left to the preprocessor's time and size bounds."""
    directories = [Path(command[k + 1]) for k, word in enumerate(command[:-1]) if word in ("-I", "-iquote", "-isystem")]
    pending: list[tuple[str, Path | None]] = [(source, None)]
    seen: set[Path] = set()
    while pending and len(seen) < _MAX_CHECKED_INCLUDES:
        text, includer = pending.pop()
        for match in _INCLUDE.finditer(text):
            name = match.group(2).strip()
            local = [includer.parent if includer else Path.cwd()] if match.group(1) == '"' else []
            candidates = [Path(name)] if os.path.isabs(name) else [d / name for d in local + directories]
            found = next((c for c in candidates if os.path.lexists(c)), None)
            if found is None or found in seen:
                continue
            try:
                refuse_irregular(found, "#include")
            except ScopError as error:
                if includer is None:
                    line = source.count("\n", 0, match.start()) + 1
                    column = match.start(2) - source.rfind("\n", 0, match.start(2))
                    raise ScopError(error.reason, line=line, column=column, construct="#include",
                                    source=source) from None
                raise ScopError(f"{error.reason} (included from {includer})", construct="#include") from None
            seen.add(found)
            try:
                with open(found, "rb") as header:
                    pending.append((header.read(limit("MAX_INPUT_BYTES")).decode("utf-8", "replace"), found))
            except OSError:
                continue  # the preprocessor reports unreadable headers itself


def _run_bounded(command: list[str], text: str) -> subprocess.CompletedProcess:
    """Run the preprocessor on ``text`` within ``PREPROCESS_SECONDS`` and ``PREPROCESS_OUTPUT_BYTES``.

    Output goes to a file, not a pipe, so its size can be watched (and capped by the kernel, where
    ``prlimit`` exists) without reading it; the process group is killed so that ``cc1`` dies too.
    """
    seconds, cap = limit("PREPROCESS_SECONDS"), limit("PREPROCESS_OUTPUT_BYTES")
    with tempfile.TemporaryFile() as given, tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        given.write(text.encode())
        given.seek(0)
        process = subprocess.Popen(command, stdin=given, stdout=out, stderr=err, start_new_session=True)
        _cap_resources(process.pid, cap)
        deadline = time.monotonic() + seconds
        problem = None
        while problem is None:
            try:
                process.wait(timeout=0.05)
                break
            except subprocess.TimeoutExpired:
                if os.fstat(out.fileno()).st_size > cap:
                    problem = "output"
                elif time.monotonic() > deadline:
                    problem = "time"
        if problem is not None:
            _kill_group(process)
        elif process.returncode == -signal.SIGXFSZ or os.fstat(out.fileno()).st_size > cap:
            problem = "output"
        if problem == "time":
            raise ScopError(f"the C preprocessor did not finish within the limit of {describe('PREPROCESS_SECONDS')}"
                            " (an #include that blocks, or macros that expand enormously?)", construct="preprocessor")
        if problem == "output":
            raise ScopError(f"the preprocessed text exceeds the limit of {describe('PREPROCESS_OUTPUT_BYTES')} "
                            "(macros that expand enormously, or a huge include?)", construct="preprocessor")
        out.seek(0)
        err.seek(0)
        return subprocess.CompletedProcess(command, process.returncode, out.read().decode("utf-8", "replace"),
                                           err.read(1 << 16).decode("utf-8", "replace"))


def _cap_resources(pid: int, output_bytes: int) -> None:
    try:
        import resource

        resource.prlimit(pid, resource.RLIMIT_FSIZE, (output_bytes + 1, output_bytes + 1))
        resource.prlimit(pid, resource.RLIMIT_AS, (_PREPROCESSOR_MEMORY, _PREPROCESSOR_MEMORY))
    except (ImportError, AttributeError, OSError, ValueError):
        pass  # no prlimit here (or the process has already finished): the polling bounds still hold


def _kill_group(process: subprocess.Popen) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except OSError:
        process.kill()
    process.wait()
