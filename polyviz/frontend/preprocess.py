"""Run the system C preprocessor so pycparser sees plain C with macros expanded.

Real libc headers are beyond pycparser, so the preprocessor never sees them (``-nostdinc``).
Like a compiler, it searches the user's include folders first (``-I``), then polyviz's
``c_headers/include`` (a ``polybench.h`` with every PolyBench/C 4.2.1 macro), then the fake
libc headers of the ``pycparser-fake-libc`` package (the standard and POSIX headers, reduced
to what a parser needs).  A system header none of these has (``#include <…>``) is read as an
empty file: declarations matter to the C compiler, not to the SCoP extractor.
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
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Mapping

import pycparser_fake_libc

from ..errors import ScopError
from ..limits import describe, limit
from ..processes import kill_process_group
from .source import refuse_irregular

HEADERS = Path(__file__).parent / "c_headers"
INCLUDE_DIR = HEADERS / "include"
FAKE_LIBC_DIR = Path(pycparser_fake_libc.directory)
#: The file name the preprocessor gives the user's text in its line markers.
USER_FILE = "<polyviz-input>"
#: More missing system headers than this in one file is a run-away include chain, not a file.
MAX_EMPTY_HEADERS = 64

_DIAGNOSTIC = re.compile(r"^[^:\n]*:(\d+):(?:(\d+):)?\s*(?:fatal )?error:\s*(.*)$", re.M)
_MISSING_HEADER = re.compile(r"^([^\n]*):\d+:\d+: fatal error: ([^:\n]+): No such file or directory$", re.M)
_INCLUDED_FROM = re.compile(r"from " + re.escape(USER_FILE) + r":(\d+)")
#: ``#line 500 "name"`` or the preprocessor's own form ``# 500 "name"``.
_LINE_DIRECTIVE = re.compile(r'^[ \t]*#[ \t]*(?:line[ \t]+)?(\d+)(?:[ \t]+"((?:\\.|[^"\\\n])*)")?[^\n]*$', re.M)
_DEFINE = re.compile(r"[A-Za-z_]\w*(\([A-Za-z_\w\s,.]*\))?(=.*)?", re.S)


@dataclass(frozen=True)
class PreprocessorOptions:
    """The compiler-like options a C file is read with: ``-I DIR`` and ``-D NAME[=VALUE]``.

    ``include_dirs`` are searched, in order, before polyviz's own headers; ``defines`` are
    ``"NAME"`` or ``"NAME=VALUE"``; ``quote_dirs`` are searched for ``#include "…"`` only (the
    folder of the file being read, as a compiler does).
    """

    include_dirs: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()
    quote_dirs: tuple[str, ...] = ()

    @classmethod
    def make(cls, include_dirs: Iterable[str | os.PathLike] = (),
             defines: Iterable[str] | Mapping[str, object] = (),
             quote_dirs: Iterable[str | os.PathLike] = ()) -> PreprocessorOptions:
        """Options from the API's arguments: ``defines`` may also be a mapping ``{NAME: VALUE}``
        (``None`` for a bare ``-D NAME``); a malformed define is a :class:`ScopError`."""
        if isinstance(defines, str):
            defines = (defines,)
        if isinstance(defines, Mapping):
            defines = [name if value is None else f"{name}={value}" for name, value in defines.items()]
        if isinstance(include_dirs, (str, os.PathLike)):
            include_dirs = (include_dirs,)
        include_dirs = tuple(str(Path(d).resolve()) for d in include_dirs)
        for directory in include_dirs:
            if not Path(directory).is_dir():
                raise ScopError(f"no such folder: {directory}", construct=f"-I {directory}")
        defines = tuple(str(d) for d in defines)
        for define in defines:
            if not _DEFINE.fullmatch(define):
                raise ScopError("write a macro definition as NAME or NAME=VALUE (such as -DLARGE_DATASET or "
                                "-DN=1000)", construct=f"-D {define}")
        return cls(include_dirs, defines, tuple(str(d) for d in quote_dirs))

    def compiler_flags(self) -> tuple[str, ...]:
        """The same options for a C compiler (``-iquote``, ``-I`` and ``-D`` flags)."""
        flags: list[str] = []
        for directory in self.quote_dirs:
            flags += ["-iquote", directory]
        for directory in self.include_dirs:
            flags += ["-I", directory]
        for define in self.defines:
            flags += ["-D", define]
        return tuple(flags)


@dataclass(frozen=True)
class Preprocessed:
    """The preprocessed text and the system headers that were missing (read as empty files)."""

    text: str
    empty_headers: tuple[str, ...] = ()


def preprocess(source: str, options: PreprocessorOptions = PreprocessorOptions()) -> Preprocessed:
    """Preprocessed text of ``source``; raises :class:`ScopError` for preprocessor errors."""
    with tempfile.TemporaryDirectory(prefix="polyviz-headers-") as empty_dir:
        command = _command(options, empty_dir)
        # The marker line names the input so that pycparser's coordinates say which text a node is from.
        text = f'# 1 "{USER_FILE}"\n' + source
        _refuse_irregular_includes(source, command)
        empty_headers: list[str] = []
        while True:
            result = _run_bounded(command, text)
            missing = _missing_system_header(result.stderr, source) if result.returncode != 0 else None
            if missing is None or len(empty_headers) >= MAX_EMPTY_HEADERS \
                    or not _add_empty_header(Path(empty_dir), missing):
                break
            empty_headers.append(missing)
    if result.returncode != 0:
        raise _preprocessor_error(result.stderr, source)
    return Preprocessed(result.stdout, tuple(empty_headers))


@dataclass(frozen=True)
class LineDirective:
    """A ``#line`` directive of the user's text: on which physical line, the line number it gives
    the next line, and the file name it gives (``None`` when it names none)."""

    at: int
    number: int
    name: str | None


def line_directives(source: str) -> tuple[LineDirective, ...]:
    """The ``#line`` directives of ``source``, in order."""
    return tuple(LineDirective(source.count("\n", 0, m.start()) + 1, int(m.group(1)), m.group(2))
                 for m in _LINE_DIRECTIVE.finditer(source))


def without_line_directives(source: str) -> str:
    """``source`` with its ``#line`` directives blanked: polyviz reports, and splices the
    transformed code by, the user's physical lines (see :func:`line_directives` for the named ones)."""
    return _LINE_DIRECTIVE.sub("", source)


def macro_definitions(source: str, options: PreprocessorOptions, empty_headers: tuple[str, ...]) -> str:
    """The ``#define`` lines in force at the end of ``source`` (the preprocessor's ``-dM``), with
    the same options and the same missing headers read as empty as :func:`preprocess` found."""
    with tempfile.TemporaryDirectory(prefix="polyviz-headers-") as empty_dir:
        for name in empty_headers:
            _add_empty_header(Path(empty_dir), name)
        result = _run_bounded([*_command(options, empty_dir), "-dM"], source)
    return result.stdout if result.returncode == 0 else ""


def _command(options: PreprocessorOptions, empty_dir: str) -> list[str]:
    compiler = shutil.which("gcc") or shutil.which("cc")
    if compiler is None:
        raise ScopError("no C preprocessor found: polyviz needs gcc (or cc) on the PATH")
    return [compiler, "-E", "-nostdinc", "-undef", "-D__STDC__=1", "-D__STDC_VERSION__=199901L",
            *options.compiler_flags(), "-I", str(INCLUDE_DIR), "-I", str(FAKE_LIBC_DIR),
            "-idirafter", empty_dir, "-x", "c", "-"]


def _missing_system_header(stderr: str, source: str) -> str | None:
    """The header gcc did not find, when the file including it names it as a system header
    (``#include <…>``); a missing ``#include "…"`` is the user's own file, an error."""
    match = _MISSING_HEADER.search(stderr)
    if match is None:
        return None
    where, name = match.group(1), match.group(2)
    try:
        including = source if where == USER_FILE else Path(where).read_text(errors="replace")
    except OSError:
        return None
    return name if re.search(r"#\s*include\s*<" + re.escape(name) + ">", including) else None


def _add_empty_header(directory: Path, name: str) -> bool:
    """Create the empty stand-in for header ``name``; False when the name is not a relative path
    inside ``directory`` (or is already there, so creating it again would loop)."""
    path = (directory / name).resolve()
    if Path(name).is_absolute() or directory.resolve() not in path.parents or path.exists():
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("")
    return True


def _preprocessor_error(stderr: str, source: str) -> ScopError:
    match = _DIAGNOSTIC.search(stderr)
    if not match:
        return ScopError("the C preprocessor failed: " + stderr.strip().splitlines()[-1]
                         if stderr.strip() else "the C preprocessor failed")
    reason = match.group(3).strip()
    if reason.endswith("No such file or directory"):
        reason += " (pass the folder that holds it with -I DIR, or include_dirs=[...] in the API)"
    where = match.group(0).split(":", 1)[0]
    if where in ("<stdin>", USER_FILE):
        line, column = int(match.group(1)), int(match.group(2)) if match.group(2) else None
    else:
        # The error is in a header: point at the user's line that includes it.
        reason = f"{where}, line {match.group(1)}: {reason}"
        included = _INCLUDED_FROM.search(stderr)
        line, column = (int(included.group(1)), None) if included else (None, None)
    return ScopError(reason, line=line, column=column, construct="preprocessor", source=source)


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
        # English diagnostics: missing headers are recognised by gcc's message.
        process = subprocess.Popen(command, stdin=given, stdout=out, stderr=err, start_new_session=True,
                                   env={**os.environ, "LC_ALL": "C"})
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
            kill_process_group(process)
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
