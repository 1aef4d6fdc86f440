"""Compile a kernel variant into a shared library with the system C compiler, with a build cache.

The library is loaded with cffi's ABI mode (``ffi.dlopen``) in a child process, never built as a
cffi extension module: that mode compiles with ``-fwrapv``, which defines signed overflow and so
takes away the loop optimisations gcc bases on its absence (docs/design-notes.md, "Measurements behind the constants").
"""
from __future__ import annotations

import glob
import hashlib
import json
import os
import re
import shlex
import shutil
import stat
import subprocess
import threading
import time
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Mapping

from ..errors import PolyvizError
from ..limits import limit
from ..processes import run_process_group
from ..toolchain import (POLLY_IMPORT, clang_commands, compiler_version, export_jscop, jscop_function, polly_available,
                         polly_clang, polly_folder_flags, polly_messages, probe)

#: Optimisation flags of every build unless the user chooses others.
DEFAULT_FLAGS: tuple[str, ...] = ("-O3", "-march=native", "-fno-wrapv")
#: Always added: a position-independent shared library.
SHARED_FLAGS: tuple[str, ...] = ("-fPIC", "-shared")
#: Flags of a library the runtime calls through its entry point only (:func:`entry_point`): the
#: user's functions stay hidden, so the linker drops what the entry never reaches, such as a
#: benchmark harness's ``main`` calling functions of files polyviz was not given (PolyBench's
#: ``polybench_alloc_data``) — the library then loads without them.
ENTRY_FLAGS: tuple[str, ...] = ("-fvisibility=hidden", "-ffunction-sections", "-fdata-sections", "-Wl,--gc-sections")
#: Added for the verification build, so that fused multiply-adds do not make results differ.
CHECK_FLAGS: tuple[str, ...] = ("-ffp-contract=off",)

#: The MLIR tools of one LLVM release (Debian's mlir-16-tools and clang-16) and the
#: folder where Debian keeps their unsuffixed names.
MLIR_TOOLS = ("mlir-opt-16", "mlir-translate-16", "clang-16")
_LLVM_BIN = Path("/usr/lib/llvm-16/bin")
#: The mlir-opt passes that lower affine MLIR to the LLVM dialect (MLIR 16's pass names).
MLIR_LOWERING = ("--lower-affine", "--convert-scf-to-cf", "--convert-math-to-llvm",
                 "--convert-math-to-libm", "--convert-arith-to-llvm", "--convert-memref-to-llvm",
                 "--convert-func-to-llvm", "--reconcile-unrealized-casts")
#: The lowering of a module with ``affine.parallel`` loops: ``--lower-affine`` makes them
#: ``scf.parallel``, which become OpenMP worksharing loops calling LLVM's OpenMP runtime. Each
#: loop body sits in a ``memref.alloca_scope``, which must be lowered while it is still one block
#: (before ``--convert-scf-to-cf`` splits the loops inside it).
MLIR_OPENMP_LOWERING = ("--lower-affine", "--convert-scf-to-openmp", "--convert-memref-to-llvm",
                        "--convert-scf-to-cf", "--convert-openmp-to-llvm", "--convert-math-to-llvm",
                        "--convert-math-to-libm", "--convert-arith-to-llvm", "--convert-func-to-llvm",
                        "--reconcile-unrealized-casts")
#: Where Debian and Ubuntu put LLVM's OpenMP runtime (libomp5-NN): the OpenMP dialect's lowering
#: calls its ``__kmpc_*`` entry points, which GCC's libgomp does not have.
_LIBOMP_PATTERNS = ("/usr/lib/llvm-16/lib/libomp.so.5", "/usr/lib/llvm-*/lib/libomp.so.5",
                    "/usr/lib/*-linux-gnu/libomp.so.5", "/usr/local/lib/libomp.so*")
#: clang's flags for the LLVM IR of an MLIR variant (``-ffp-contract=off`` is added for checks).
MLIR_CLANG_FLAGS = ("-O3", "-march=native", "-fPIC", "-Wno-override-module")

_OMP_PRAGMA = re.compile(r"^\s*#\s*pragma\s+omp\b", re.MULTILINE)


class CompileError(PolyvizError):
    """The C compiler rejected a variant: ``command`` is the command line, ``stderr`` its output."""

    def __init__(self, command: list[str], stderr: str, returncode: int | None = None):
        self.command = command
        self.stderr = stderr
        self.returncode = returncode
        super().__init__(f"compilation failed ({shlex.join(command)}):\n{stderr.strip()}")


def include_dir() -> Path:
    """The folder with polyviz's ``polybench.h``, passed as ``-I`` to every compile."""
    return Path(__file__).resolve().parent.parent / "frontend" / "c_headers" / "include"


def cache_dir() -> Path:
    """Where builds are cached: ``$POLYVIZ_CACHE`` or ``~/.cache/polyviz`` (``$XDG_CACHE_HOME``)."""
    env = os.environ.get("POLYVIZ_CACHE")
    if env:
        return Path(env).expanduser()
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "polyviz"


def clear_cache(folder: str | Path | None = None) -> tuple[int, int]:
    """Delete every cached build in ``folder`` (default :func:`cache_dir`); returns the number
    of files and bytes removed. Builds in use by a running child stay valid until it exits."""
    folder = Path(folder) if folder is not None else cache_dir()
    files = size = 0
    for path in folder.glob("*") if folder.is_dir() else ():
        if path.is_dir() and path.suffix == ".jscop":
            size += sum(f.stat().st_size for f in path.iterdir())
            shutil.rmtree(path, ignore_errors=True)
            files += 1
        elif path.is_file() and path.suffix in (".so", ".c"):
            size += path.stat().st_size
            path.unlink(missing_ok=True)
            files += 1
    return files, size


@dataclass(frozen=True)
class Compiler:
    """A C compiler command and its optimisation flags, e.g. ``Compiler("clang", ("-O3",))``.

    ``-fPIC -shared``, ``-I <polybench.h folder>`` and (for sources with ``#pragma omp``)
    ``-fopenmp`` are added by :func:`compile_variant`; ``str(compiler)`` shows the rest.
    The default command is ``$POLYVIZ_CC`` or ``gcc``.
    """

    command: str = field(default_factory=lambda: os.environ.get("POLYVIZ_CC", "gcc"))
    flags: tuple[str, ...] = DEFAULT_FLAGS

    def __post_init__(self):
        if isinstance(self.flags, str):
            object.__setattr__(self, "flags", tuple(shlex.split(self.flags)))
        else:
            object.__setattr__(self, "flags", tuple(self.flags))

    def with_flags(self, *extra: str) -> "Compiler":
        """This compiler with ``extra`` flags appended."""
        return Compiler(self.command, self.flags + tuple(extra))

    @property
    def path(self) -> str:
        """The compiler's resolved path (raises :class:`CompileError` when it is not installed)."""
        found = shutil.which(self.command)
        if not found:
            raise CompileError([self.command], f"C compiler {self.command!r} not found on PATH")
        return found

    @property
    def version(self) -> str:
        """The first line of ``<command> --version``."""
        return compiler_version(self.path)

    def __str__(self) -> str:
        return shlex.join((self.command,) + self.flags)


@dataclass(frozen=True)
class Build:
    """A compiled variant: ``path`` is the shared library, ``command`` the compile command line."""

    path: Path
    command: tuple[str, ...]
    compile_seconds: float
    #: True when the library came from the cache (``compile_seconds`` is then 0).
    cached: bool
    key: str
    #: For MLIR variants: the mlir-opt, mlir-translate and clang commands that made the object
    #: file ``command`` links in.
    mlir_commands: tuple[tuple[str, ...], ...] = ()

    @property
    def command_line(self) -> str:
        return " && ".join(shlex.join(c) for c in self.mlir_commands + (self.command,))


_stats_lock = threading.Lock()
_stats = {"compiles": 0, "cache_hits": 0}


def compile_stats() -> dict[str, int]:
    """How many compiler runs and cache hits this process has seen (``compiles``, ``cache_hits``)."""
    with _stats_lock:
        return dict(_stats)


def uses_openmp(source: str) -> bool:
    """True when ``source`` has a ``#pragma omp`` line (the build then adds ``-fopenmp``)."""
    return bool(_OMP_PRAGMA.search(source))


def compile_command(source_path: str | Path, output_path: str | Path, compiler: Compiler,
                    extra_flags=(), *, check: bool = False, openmp: bool = False,
                    objects: tuple[str, ...] = ()) -> list[str]:
    """The full command line :func:`compile_variant` runs."""
    flags = list(compiler.flags) + list(extra_flags)
    if check:
        flags += [f for f in CHECK_FLAGS if f not in flags]
    if openmp and "-fopenmp" not in flags:
        flags.append("-fopenmp")
    flags += [f for f in SHARED_FLAGS if f not in flags]
    return ([compiler.command] + flags + ["-I", str(include_dir()), str(source_path), *objects, "-o",
                                          str(output_path), "-lm"])


def compile_variant(source: str, compiler: Compiler | None = None, extra_flags=(), *,
                    check: bool = False, cache: str | Path | None = None,
                    timeout: float | None = None, mlir: str | None = None,
                    jscop: Mapping[str, str] | None = None) -> Build:
    """Compile a C translation unit into a cached shared library and return the :class:`Build`.

    ``check=True`` adds ``-ffp-contract=off`` (the build whose outputs are verified). The cache key
    is a hash of the source, the flags, the compiler's path and its version; a hit costs no
    compile. The source is kept beside the library (``<key>.c``) for inspection.

    ``mlir``: an MLIR module the C source calls into. It is lowered with ``mlir-opt-16``
    (:data:`MLIR_LOWERING`), translated to LLVM IR with ``mlir-translate-16``, compiled by
    ``clang-16`` and linked into the library (kept as ``<key>.mlir``).

    ``jscop``: Polly's JSCoP files (name → text) of a schedule for the compiler, clang with
    :data:`~polyviz.toolchain.POLLY_FLAGS`, to import. The build first exports the SCoPs Polly
    finds in this very compile, takes the given schedules over for the SCoPs they were written for
    (refusing the build when Polly finds no such SCoP now), and imports that folder (kept as
    ``<key>.jscop/``); when Polly refuses the import (its own dependence check), the
    :class:`CompileError` gives Polly's message.
    """
    compiler = compiler or Compiler()
    timeout = timeout or limit("COMPILE_SECONDS")
    cache = trusted_cache(Path(cache) if cache is not None else cache_dir())
    path = compiler.path
    openmp = uses_openmp(source)
    cmd_template = compile_command("SOURCE", "OUTPUT", compiler, extra_flags, check=check, openmp=openmp)
    tools = [(tool, compiler_version(tool)) for tool in mlir_toolchain()] if mlir is not None else []
    openmp_runtime = mlir_openmp_runtime() if mlir is not None and _MLIR_PARALLEL.search(mlir) else None
    key = hashlib.sha256(json.dumps(
        [source, cmd_template, path, compiler_version(path), mlir, tools, str(openmp_runtime),
         sorted((jscop or {}).items())]).encode()
                         ).hexdigest()[:32]
    lib = cache / f"{key}.so"
    src = cache / f"{key}.c"
    # The OpenMP runtime is linked by path, and found again at load time through the rpath.
    runtime_link = (str(openmp_runtime), f"-Wl,-rpath,{openmp_runtime.parent}") if openmp_runtime else ()
    objects = (str(cache / f"{key}.o"), *runtime_link) if mlir is not None else ()
    mlir_commands = (_mlir_commands(cache / f"{key}.mlir", cache / key, check, openmp_runtime is not None)
                     if mlir is not None else ())
    imports = (*POLLY_IMPORT, *polly_folder_flags(cache / f"{key}.jscop")) if jscop else ()
    command = tuple(compile_command(src, lib, compiler, (*extra_flags, *imports), check=check, openmp=openmp,
                                    objects=objects))
    if lib.exists():
        _refuse_untrusted(lib, "cached library")
        with _stats_lock:
            _stats["cache_hits"] += 1
        return Build(lib, command, 0.0, True, key, mlir_commands)
    stem = f"{key}.{os.getpid()}.{threading.get_ident()}"
    tmp_src = cache / f"{stem}.c"
    tmp_lib = cache / f"{stem}.tmp.so"
    temporary = [tmp_src, tmp_lib]
    tmp_src.write_text(source)
    t0 = time.perf_counter()
    try:
        if mlir is not None:
            tmp_mlir = cache / f"{stem}.mlir"
            tmp_mlir.write_text(mlir)
            temporary += [tmp_mlir] + [cache / f"{stem}{suffix}" for suffix in (".llvm.mlir", ".ll", ".o")]
            for step in _mlir_commands(tmp_mlir, cache / stem, check, openmp_runtime is not None):
                _run_compiler(list(step), step, timeout, {str(tmp_mlir): "<variant>.mlir"})
            objects = (str(cache / f"{stem}.o"), *runtime_link)
        if jscop:
            folder = cache / f"{stem}.jscop"
            temporary.append(folder)
            _import_folder(tmp_src, folder, jscop, compiler, extra_flags, check, openmp, command, timeout)
            imports = (*POLLY_IMPORT, *polly_folder_flags(folder))
        run = compile_command(tmp_src, tmp_lib, compiler, (*extra_flags, *imports), check=check, openmp=openmp,
                              objects=objects)
        try:
            _run_compiler(run, command, timeout, {str(tmp_src): "<variant>.c"})
        except CompileError as error:
            if not jscop:
                raise
            raise CompileError(list(command), "Polly rejected the imported schedule:\n"
                               + polly_messages(error.stderr), error.returncode) from None
        seconds = time.perf_counter() - t0
        with _stats_lock:
            _stats["compiles"] += 1
        if jscop:
            shutil.rmtree(cache / f"{key}.jscop", ignore_errors=True)
            os.replace(cache / f"{stem}.jscop", cache / f"{key}.jscop")
        if mlir is not None:
            os.replace(cache / f"{stem}.o", cache / f"{key}.o")
            os.replace(cache / f"{stem}.mlir", cache / f"{key}.mlir")
        os.replace(tmp_src, src)
        os.replace(tmp_lib, lib)  # atomic: concurrent builders of one key both end with a whole file
    finally:
        for leftover in temporary:
            if leftover.is_dir():
                shutil.rmtree(leftover, ignore_errors=True)
            else:
                leftover.unlink(missing_ok=True)
    return Build(lib, command, seconds, False, key, mlir_commands)


def _import_folder(source: Path, folder: Path, jscop: Mapping[str, str], compiler: Compiler, extra_flags,
                   check: bool, openmp: bool, shown: tuple[str, ...], timeout: float) -> None:
    """Fill ``folder`` with what Polly's import of ``jscop`` reads in this compile: Polly's export
    of every SCoP it finds, with the given files' schedules in place of Polly's.

    LLVM numbers its blocks per compile, and a flag such as ``-ffp-contract=off`` shifts the
    numbers (covariance's ``Stmt_for_end60`` is ``Stmt_for_end61`` then, and its region's name
    changes with it): a given file is matched to the SCoP of its function this compile exports
    with the same statements in the same order over the same domains, and its schedules are
    renamed to this compile's statements."""
    export = compile_command(source, os.devnull, compiler, (*extra_flags, "-c"), check=check, openmp=openmp)
    exported = export_jscop(export, folder, timeout)
    if not exported.ok:
        raise CompileError(list(shown), polly_messages(exported.stderr.replace(str(source), "<variant>.c")))
    for name, text in jscop.items():
        function = jscop_function(name)
        candidates = sorted(exported.files, key=lambda found: found != name)
        for candidate in (found for found in candidates if jscop_function(found) == function):
            rescheduled = _rescheduled(exported.files[candidate], text)
            if rescheduled is not None:
                (folder / candidate).write_text(rescheduled)
                break
        else:
            raise CompileError(list(shown), f"Polly finds no SCoP like {name} in {function} in this build (it finds "
                               f"{', '.join(exported.files) or 'none'}): the schedule was written for another one")


def _rescheduled(exported: str, given: str) -> str | None:
    """Polly's ``exported`` file with the schedules of ``given``, statement by statement; ``None``
    when their statements differ (in number, or in a domain other than by its statement's name)."""
    ours, theirs = json.loads(exported), json.loads(given)
    if len(ours["statements"]) != len(theirs["statements"]):
        return None
    for here, there in zip(ours["statements"], theirs["statements"]):
        renamed = f"{here['name']}["
        if there["domain"].replace(f"{there['name']}[", renamed) != here["domain"]:
            return None
        here["schedule"] = there["schedule"].replace(f"{there['name']}[", renamed)
    return json.dumps({**({"polyviz": theirs["polyviz"]} if "polyviz" in theirs else {}), **ours}, indent=3) + "\n"


def trusted_cache(cache: Path) -> Path:
    """``cache``, created private (0700) when missing, refused when someone else owns it or others
    may write to it: libraries found there are loaded and run, and their names are computable."""
    try:
        cache.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError as error:
        raise PolyvizError(f"cannot create the build cache {cache}: {error.strerror} (set POLYVIZ_CACHE to a "
                           "directory of yours)") from None
    _refuse_untrusted(cache, "build cache directory")
    return cache


def _refuse_untrusted(path: Path, what: str) -> None:
    status = path.stat()
    problem = None
    if hasattr(os, "getuid") and status.st_uid != os.getuid():
        problem = f"is owned by user id {status.st_uid}, not by you"
    elif status.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        problem = "is writable by other users"
    if problem:
        raise PolyvizError(f"{what} {path} {problem}: polyviz loads and runs compiled code from it, so it "
                           f"refuses it (chmod go-w it, or set POLYVIZ_CACHE to a private directory)")


def _run_compiler(run: list[str], shown: tuple[str, ...], timeout: float, renames: dict[str, str]) -> None:
    """Run one compiler step; a failure raises :class:`CompileError` with its messages."""
    try:
        out = run_process_group(run, timeout)
    except subprocess.TimeoutExpired:
        raise CompileError(list(shown), f"{Path(run[0]).name} took longer than {timeout:g} s") from None
    stderr = out.stderr
    if out.returncode != 0 or not Path(run[run.index("-o") + 1]).exists():
        for path, name in renames.items():
            stderr = stderr.replace(path, name)
        raise CompileError(list(shown), stderr, out.returncode)


def _mlir_commands(source: Path, stem: Path, check: bool, openmp: bool) -> tuple[tuple[str, ...], ...]:
    """mlir-opt (lower to the LLVM dialect; ``openmp``: parallel loops to OpenMP), mlir-translate
    (LLVM IR), clang (object file)."""
    opt, translate, clang = mlir_toolchain()
    lowered, ir, obj = (f"{stem}{suffix}" for suffix in (".llvm.mlir", ".ll", ".o"))
    clang_flags = MLIR_CLANG_FLAGS + (CHECK_FLAGS if check else ())
    return ((opt, *(MLIR_OPENMP_LOWERING if openmp else MLIR_LOWERING), str(source), "-o", lowered),
            (translate, "--mlir-to-llvmir", lowered, "-o", ir),
            (clang, *clang_flags, "-c", ir, "-o", obj))


def mlir_toolchain() -> tuple[str, str, str]:
    """Paths of mlir-opt-16, mlir-translate-16 and clang-16; raises :class:`CompileError` naming
    the missing ones and the Debian packages that provide them."""
    found, missing = [], []
    for tool in MLIR_TOOLS:
        path = shutil.which(tool)
        if path is None:
            unsuffixed = _LLVM_BIN / tool.rsplit("-", 1)[0]
            path = str(unsuffixed) if os.access(unsuffixed, os.X_OK) else None
        if path is None:
            missing.append(tool)
        found.append(path)
    if missing:
        raise CompileError(list(MLIR_TOOLS), f"MLIR variants need {', '.join(missing)}, which "
                           f"{'is' if len(missing) == 1 else 'are'} not installed (Debian/Ubuntu: "
                           "apt-get install mlir-16-tools clang-16)")
    return found[0], found[1], found[2]


_MLIR_PARALLEL = re.compile(r"\baffine\.parallel\b")


@lru_cache(maxsize=None)
def mlir_openmp_runtime() -> Path | None:
    """LLVM's OpenMP runtime (``libomp.so.5``), which runs the ``affine.parallel`` loops of MLIR
    variants on ``OMP_NUM_THREADS`` threads; ``None`` when it is not installed (Debian/Ubuntu:
    ``apt-get install libomp5-16``): such loops then run sequentially."""
    for pattern in _LIBOMP_PATTERNS:
        found = sorted(glob.glob(pattern))
        if found:
            return Path(found[-1])
    return None


def mlir_available() -> tuple[bool, str]:
    """Whether MLIR variants can be built here, and a note (the tools, or what is missing)."""
    try:
        return True, ", ".join(mlir_toolchain())
    except CompileError as error:
        return False, error.stderr


# --- the compilers of the built-in baselines ------------------------------------------------

def graphite_available(command: str = "gcc") -> tuple[bool, str]:
    """Whether ``<command> -O3 -floop-nest-optimize`` works (gcc built with isl), and a note."""
    return probe((command, "-O3", "-floop-nest-optimize"))


# --- cffi declarations ----------------------------------------------------------------------

_QUALIFIERS = re.compile(r"\b(const|restrict|__restrict|__restrict__|volatile|register|static)\b")

#: C element types the runtime can allocate, with their numpy dtypes.
C_TYPES = {
    "double": "float64",
    "float": "float32",
    "long double": "longdouble",
    "int": "int32",
    "unsigned": "uint32",
    "unsigned int": "uint32",
    "long": "int64",
    "long int": "int64",
    "unsigned long": "uint64",
    "long long": "int64",
    "unsigned long long": "uint64",
    "short": "int16",
    "unsigned short": "uint16",
    "char": "int8",
    "signed char": "int8",
    "unsigned char": "uint8",
    "int8_t": "int8", "int16_t": "int16", "int32_t": "int32", "int64_t": "int64",
    "uint8_t": "uint8", "uint16_t": "uint16", "uint32_t": "uint32", "uint64_t": "uint64",
    "size_t": "uint64",
}


def base_type(c_type: str) -> str:
    """``"const double"`` → ``"double"``; ``DATA_TYPE`` (polybench.h's default) → ``double``."""
    t = _QUALIFIERS.sub(" ", c_type.split("[")[0]).replace("*", " ")
    t = " ".join(t.split())
    if t in ("DATA_TYPE", ""):
        t = "double"
    if t not in C_TYPES:
        raise PolyvizError(f"the runtime cannot pass C type {c_type!r} (known: {', '.join(C_TYPES)})")
    return t


def cdef_for(function_name: str, function_parameters, returns: str = "void") -> str:
    """The cffi declaration of the kernel: arrays become pointers (``double *A``).

    C99 variable-length array parameters are ABI-identical to pointers to their element type.
    A return value the runtime cannot compare (a pointer, a structure) is declared ``void``.
    """
    parts = []
    for p in function_parameters:
        t = base_type(p.c_type)
        parts.append(f"{t} *{p.name}" if p.kind in ("array", "pointer") else f"{t} {p.name}")
    return f"{comparable_return_type(returns)} {function_name}({', '.join(parts) or 'void'});"


def entry_point(function_name: str, function_parameters, returns: str = "void", *,
                cplusplus: bool = False) -> tuple[str, str]:
    """The name and C text of an exported function that calls ``function_name`` with the
    arguments :func:`cdef_for` declares, to append to the translation unit: the kernel may be
    ``static`` (PolyBench's are), and with :data:`ENTRY_FLAGS` it is the library's only symbol.
    Arguments are passed through ``void *``, which converts to the kernel's array types
    (``double (*)[nj]``) as C allows; they are named by position, so no macro of the file can
    rewrite them. In C++ (``cplusplus``), whose ``void *`` converts to no other pointer, the
    arguments are passed as declared (the function's ``extern "C"`` declaration takes pointers to
    the elements), and the entry point has C linkage."""
    name = f"pv_entry_{function_name}"
    declared, passed = [], []
    for k, p in enumerate(function_parameters):
        t = base_type(p.c_type)
        if p.kind in ("array", "pointer"):
            declared.append(f"{t} *pv_arg{k}")
            passed.append(f"pv_arg{k}" if cplusplus else f"(void *)pv_arg{k}")
        else:
            declared.append(f"{t} pv_arg{k}")
            passed.append(f"pv_arg{k}")
    returned = comparable_return_type(returns)
    call = f"{function_name}({', '.join(passed)})"
    linkage = 'extern "C" ' if cplusplus else ""
    text = (f"\n/* polyviz runtime: the entry point it calls (the function above may be static) */\n"
            f"{linkage}__attribute__((visibility(\"default\"))) {returned} {name}({', '.join(declared) or 'void'})\n"
            f"{{\n    {'return ' if returned != 'void' else ''}{call};\n}}\n")
    return name, text


def comparable_return_type(returns: str) -> str:
    """The C type of a return value the runtime compares (``"void"`` when there is none it can)."""
    try:
        return base_type(returns) if returns not in ("void", "pointer") else "void"
    except PolyvizError:
        return "void"
