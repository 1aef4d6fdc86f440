"""clang with Polly: which clang on this machine runs it, and the runs both layers make of it.

The front end reads the SCoPs Polly finds in a kernel (its JSCoP export) and the runtime builds
variants with a schedule Polly imports; both must run the same clang with the same flags, or
Polly would see another SCoP in the build than the one the schedule was written for. So the
lookup, the flags and the export run live here, below both layers.
"""
from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Sequence

from .processes import run_process_group

#: The flags of every Polly run: the export that shows Polly's SCoPs and the build that imports a
#: schedule. ``-polly-position=early`` runs Polly before LLVM's loop passes (unswitching, LICM,
#: scalar promotion), which at the default position split gemm's first statement in two by the
#: sign of nk and turned atax's sums into scalar statements polyviz's statements have no
#: counterpart of; early, Polly's statements are the C statements. ``-fno-discard-value-names``
#: with ``-polly-use-llvm-names`` names them after their basic blocks (``Stmt_for_body3``) and
#: the arrays after their C names (``MemRef_C``) instead of numbering them. ``-polly-optimizer=
#: none`` keeps Polly's own scheduler from rescheduling what was imported (it runs after the
#: import), and ``-polly-process-unprofitable`` keeps the SCoPs Polly would skip as too small.
POLLY_FLAGS: tuple[str, ...] = (
    "-O3", "-march=native", "-fno-discard-value-names", "-fno-crash-diagnostics",
    "-mllvm", "-polly", "-mllvm", "-polly-position=early", "-mllvm", "-polly-use-llvm-names",
    "-mllvm", "-polly-optimizer=none", "-mllvm", "-polly-process-unprofitable")
#: Added to :data:`POLLY_FLAGS` to write Polly's SCoPs as JSCoP files, and to read them back.
POLLY_EXPORT = ("-mllvm", "-polly-export")
POLLY_IMPORT = ("-mllvm", "-polly-import")
#: What compiles a C++ source whatever its file's name (the runtime writes every source as ``.c``).
CPLUSPLUS_FLAGS = ("-x", "c++", "-std=c++17")
#: Polly's remarks on the regions it did not take as SCoPs (construct, line and column).
POLLY_REMARKS = ("-Rpass-missed=polly-detect",)


def jscop_function(file_name: str) -> str:
    """The function of a JSCoP file Polly names ``FUNCTION___REGION.jscop``; the region's name
    starts with ``%`` (``%entry.split---%for.end37``), and a C++ function's mangled name may end
    in ``_`` (``_ZL6jacobiiiPdS_``)."""
    return file_name.split("___%", 1)[0]


def polly_folder_flags(folder: str | os.PathLike) -> tuple[str, ...]:
    """The flag naming the folder Polly writes its JSCoP files to and reads them from."""
    return ("-mllvm", f"-polly-import-jscop-dir={folder}")


def cplusplus_driver(clang: str) -> str:
    """The C++ driver beside a clang command: ``clang-16`` → ``clang++-16``."""
    head, dash, version = clang.rpartition("-")
    if dash and version.isdigit() and Path(head).name == "clang":
        return f"{head}++-{version}"
    return clang + "++" if Path(clang).name == "clang" else clang


@lru_cache(maxsize=None)
def compiler_version(path: str) -> str:
    """The first line of ``<path> --version``."""
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"unknown ({e})"
    return (out.stdout.strip().splitlines() or ["unknown"])[0]


def probe(command: tuple[str, ...]) -> tuple[bool, str]:
    """Whether ``command`` compiles an empty C function, and a note (its version or why not)."""
    exe = shutil.which(command[0])
    if not exe:
        return False, f"{command[0]} is not installed"
    return _probe_executable(exe, command)


@lru_cache(maxsize=None)
def _probe_executable(exe: str, command: tuple[str, ...]) -> tuple[bool, str]:
    try:
        out = subprocess.run([exe, *command[1:], "-x", "c", "-c", "-", "-o", os.devnull],
                             input="void f(void) {}\n", capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        return False, f"{shlex.join(command)} failed: {e}"
    if out.returncode != 0:
        return False, f"{shlex.join(command)} failed: {out.stderr.strip()[:300]}"
    if "graphite" in out.stderr.lower() or "isl is not available" in out.stderr:
        return False, out.stderr.strip()[:300]
    return True, compiler_version(exe)


def clang_commands() -> list[str]:
    """The clang commands on ``PATH``: ``clang``, then Debian's versioned ``clang-NN``, newest first."""
    versions = set()
    for folder in os.environ.get("PATH", "").split(os.pathsep):
        if folder and os.path.isdir(folder):
            versions |= {int(m.group(1)) for m in map(re.compile(r"clang-(\d+)").fullmatch, os.listdir(folder))
                         if m and shutil.which(m.group(0))}
    return (["clang"] if shutil.which("clang") else []) + [f"clang-{v}" for v in sorted(versions, reverse=True)]


def polly_available(command: str | None = None) -> tuple[bool, str]:
    """Whether ``<command> -O3 -mllvm -polly`` works here, and a note (the version or the reason).

    Without ``command``, see :func:`polly_clang`.
    """
    if command is None:
        found, note = polly_clang()
        return found is not None, note
    return probe((command, "-O3", "-mllvm", "-polly"))


def polly_clang() -> tuple[str | None, str]:
    """The first clang on ``PATH`` (``clang``, then ``clang-NN`` newest first) that runs Polly,
    and its version; or ``None`` and what exactly is missing."""
    commands = clang_commands()
    if not commands:
        return None, ("no clang is installed (looked for clang and clang-NN on PATH); on Debian: "
                      "apt-get install clang-16 libpolly-16-dev")
    failures = []
    for command in commands:
        ok, note = polly_available(command)
        if ok:
            return command, note
        failures.append(note)
    version = commands[0].rpartition("-")[2] if commands[0] != "clang" else "NN"
    return None, (f"{', '.join(commands)} cannot run Polly, so its plugin is missing (on Debian: apt-get "
                  f"install libpolly-{version}-dev): {failures[0]}")


@dataclass(frozen=True)
class JscopExport:
    """One compile with Polly's export: whether clang succeeded, the JSCoP files it wrote
    (name → text) and what it said."""

    ok: bool
    files: dict[str, str]
    stderr: str


def export_jscop(command: Sequence[str], folder: Path, timeout: float) -> JscopExport:
    """Run ``command`` (a compile with :data:`POLLY_FLAGS`) with Polly's export into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    run = [*command, *POLLY_EXPORT, *polly_folder_flags(folder)]
    try:
        out = run_process_group(run, timeout)
    except subprocess.TimeoutExpired:
        return JscopExport(False, {}, f"{Path(command[0]).name} took longer than {timeout:g} s")
    files = {path.name: path.read_text() for path in sorted(folder.glob("*.jscop"))}
    return JscopExport(out.returncode == 0, files, out.stderr)


def polly_messages(stderr: str) -> str:
    """What clang said, without the crash report LLVM prints after a fatal error (Polly ends a
    rejected import with one): the lines up to ``PLEASE submit a bug report``, minus Polly's
    progress lines (``Reading JScop …``) and the driver's line on the crash."""
    lines = []
    for line in stderr.splitlines():
        if line.startswith(("PLEASE submit", "Stack dump:")):
            break
        if line.startswith(("Reading JScop", "Writing JScop", "clang: error: clang frontend command failed")) \
                or not line.strip():
            continue
        lines.append(line)
    return "\n".join(lines)
