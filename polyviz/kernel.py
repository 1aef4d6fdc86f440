"""``Kernel``: the public entry point — a C loop nest with its model, dependences and code.

This module sits above the layers (front end, model, analysis, code generation) and binds
them for users; the CLI and the widgets call only this API.
"""
from __future__ import annotations

import textwrap
from dataclasses import dataclass, field, replace
from functools import cached_property
from os import PathLike
from pathlib import Path
from typing import Iterable, Mapping

import islpy as isl

from .analysis import Dependence, LoopReport, compute_dependences, loop_reports
from .codegen import GeneratedCode, MlirCode, generate_c, restrict_function
from .frontend import (CPLUSPLUS_SUFFIXES, PreprocessorOptions, parse_c, polly_model, polly_scops, polly_view,
                       read_openscop, read_source)
from .model import Array, Scop, Statement, isl_budget
from .model.jscop import PollyView
from .transform import CacheModel, Schedule, apply_recipe


@dataclass(frozen=True)
class Kernel:
    """A SCoP (static control part: loops with affine bounds and subscripts) read from C, with
    its iteration domains, accesses and dependences. Immutable: transformations return new
    objects. Make one with :meth:`from_c` or :meth:`from_file` (or :meth:`from_openscop`).

    :param scop: the model the front end built (use the constructors above instead).
    :param options: the ``-I``/``-D`` options the source was read with.
    :param path: the file the source was read from, if any.

    >>> stencil = polyviz.Kernel.from_c(
    ...     "void f(int n, double A[n][n]) {\\n"
    ...     "  for (int i = 1; i < n; i++)\\n"
    ...     "    for (int j = 1; j < n; j++)\\n"
    ...     "      A[i][j] = A[i - 1][j] + A[i][j - 1];\\n"
    ...     "}\\n")
    >>> stencil.parameters
    ('n',)
    >>> [(d.kind, d.distances) for d in stencil.dependences()]
    [('RAW', ((1, 0), (0, 1)))]
    """

    scop: Scop
    #: The ``-I``/``-D`` options the source was read with (compiling its code needs them too).
    options: PreprocessorOptions = PreprocessorOptions()
    #: The file the source was read from, if any (Polly's messages name it).
    path: Path | None = field(default=None, compare=False)
    #: Polly's view when the model is Polly's own SCoP (:meth:`from_polly`): its statements are Polly's.
    via_polly: PollyView | None = field(default=None, compare=False, repr=False)
    #: The source's file name when it is not ``path``'s (source text given to :meth:`from_polly`).
    file_name: str | None = field(default=None, compare=False)

    @classmethod
    def from_c(cls, source: str, function: str | None = None, *,
               include_dirs: Iterable[str | PathLike] = (),
               defines: Iterable[str] | Mapping[str, object] = ()) -> Kernel:
        """The kernel in C ``source``: a function holding a loop nest, or a ``#pragma scop`` region.

        ``include_dirs`` and ``defines`` are the compiler's ``-I DIR`` and ``-D NAME[=VALUE]``
        (``["LARGE_DATASET", "N=100"]`` or ``{"N": 100}``): the include folders are searched
        before polyviz's own headers, so a user's ``polybench.h`` wins over polyviz's."""
        options = PreprocessorOptions.make(include_dirs, defines)
        return cls(parse_c(source, function, options), options)

    @classmethod
    def from_file(cls, path: str | PathLike, function: str | None = None, *,
                  include_dirs: Iterable[str | PathLike] = (),
                  defines: Iterable[str] | Mapping[str, object] = ()) -> Kernel:
        """The kernel in a C file, in an OpenScop file (``.scop``, see :meth:`from_openscop`), or
        in a C++ file as Polly sees it (``.cpp``, ``.cc``, ``.cxx``: see :meth:`from_polly`);
        ``#include "…"`` in a C file also searches the file's folder."""
        path = Path(path)
        if path.suffix in CPLUSPLUS_SUFFIXES:
            return cls.from_polly(path, function, include_dirs=include_dirs, defines=defines)
        source = read_source(path)
        if path.suffix == ".scop":
            return cls.from_openscop(source)
        options = PreprocessorOptions.make(include_dirs, defines, quote_dirs=(path.parent.resolve(),))
        return cls(parse_c(source, function, options), options, path)

    def reread(self, source: str) -> Kernel:
        """The kernel in ``source`` (an edited version of this one's), read with the same options
        (and through Polly again when this one was)."""
        if self.via_polly is not None:
            return self._from_polly(source, self._file_name, self.via_polly.kernel.function, self.options, self.path)
        return Kernel(parse_c(source, None, self.options), self.options, self.path)

    @classmethod
    def from_polly(cls, source_or_path: str | PathLike, function: str | None = None, *,
                   file_name: str = "kernel.c", include_dirs: Iterable[str | PathLike] = (),
                   defines: Iterable[str] | Mapping[str, object] = ()) -> Kernel:
        """The SCoP clang with Polly finds in a C or C++ file (a path, or source text named
        ``file_name``: C++ when it ends in .cpp, .cc or .cxx), as Polly's JSCoP export describes
        it: Polly's statements (``Stmt_for_body3``, over iterators ``i0``, ``i1``, …), domains,
        accesses and Polly's own schedule as the original. ``function`` names the function (a C++
        function as written, ``gemm`` for its instantiation ``gemm<double>``); by default the file's
        only SCoP. Every step applies; the code polyviz prints calls each statement by name (its C
        is LLVM's), and :func:`~polyviz.benchmark.bench` runs a schedule through Polly's build
        (``polly=True``). Raises :class:`~polyviz.frontend.PollyError` where Polly finds no SCoP,
        with Polly's reasons."""
        path = None
        if not isinstance(source_or_path, str) or "\n" not in source_or_path and Path(source_or_path).is_file():
            path = Path(source_or_path)
            source, file_name = read_source(path), path.name
        else:
            source = source_or_path
        quote = (path.parent.resolve(),) if path is not None else ()
        return cls._from_polly(source, file_name, function,
                               PreprocessorOptions.make(include_dirs, defines, quote_dirs=quote), path)

    @classmethod
    def _from_polly(cls, source: str, file_name: str, function: str | None, options: PreprocessorOptions,
                    path: Path | None) -> Kernel:
        scop, view = polly_model(source, file_name, function, options)
        return cls(scop, options, path, view, None if path is not None else file_name)

    @property
    def _file_name(self) -> str:
        return self.path.name if self.path is not None else self.file_name or f"{self.name}.c"

    @property
    def language(self) -> str:
        """``"c++"`` for a C++ file (read through Polly), else ``"c"``."""
        return "c++" if Path(self._file_name).suffix in CPLUSPLUS_SUFFIXES else "c"

    @classmethod
    def from_openscop(cls, text: str) -> Kernel:
        """The kernel an OpenScop text describes (as :meth:`to_openscop`, Clan or Pluto write it).

        Its source is the C function regenerated from the model (the signature comes from the
        ``# polyviz-signature:`` comment when present). A scattering that is not Clan's 2d+1 form
        becomes one band of loops named ``scat1``, ``scat2``, ….
        """
        scop = read_openscop(text)
        code = generate_c(scop, scop.schedule_tree, openmp=False)
        iterators = sorted({it for s in scop.statements for it in s.iterators})
        head = [scop.source.function_signature, "{"] + ([f"  int {', '.join(iterators)};"] if iterators else [])
        body = [f"  {line}" if line else line for line in code.fragment().splitlines()]
        before, nest = "\n".join(head + ["#pragma scop"]) + "\n", "\n".join(body) + "\n"
        text = before + nest + "#pragma endscop\n}\n"
        region = replace(scop.source, text=text, function_start=0, body_start=len(head[0]) + 1,
                         function_end=len(text) - 1, scop_start=len(before), scop_end=len(before) + len(nest))
        return cls(replace(scop, source=region))

    def to_openscop(self, schedule: Schedule | None = None) -> str:
        """The SCoP as OpenScop 0.9 text, its scattering from ``schedule`` (default: the original)."""
        return (schedule or self.schedule()).to_openscop()

    # -- the model -----------------------------------------------------------------------------
    @property
    def name(self) -> str:
        return self.scop.source.function_name

    @property
    def source(self) -> str:
        return self.scop.source.text

    @property
    def compiler_flags(self) -> tuple[str, ...]:
        """The ``-iquote``/``-I``/``-D`` options the kernel was read with; compiling its code needs them."""
        return self.options.compiler_flags()

    @property
    def parameters(self) -> tuple[str, ...]:
        return self.scop.parameters

    @property
    def context(self) -> isl.Set:
        return self.scop.context

    @property
    def arrays(self) -> tuple[Array, ...]:
        return self.scop.arrays

    @property
    def statements(self) -> tuple[Statement, ...]:
        return self.scop.statements

    @property
    def schedule_tree(self) -> isl.Schedule:
        return self.scop.schedule_tree

    # -- analysis ------------------------------------------------------------------------------
    @cached_property
    def _dependences(self) -> tuple[Dependence, ...]:
        return compute_dependences(self.scop)

    def dependences(self, kind: str | None = None) -> tuple[Dependence, ...]:
        """RAW (value-based), WAR and WAW (memory-based) dependences; ``kind`` filters."""
        return tuple(d for d in self._dependences if kind is None or d.kind == kind)

    def loops(self) -> tuple[LoopReport, ...]:
        """Every loop of the original nest, with whether it is parallel."""
        return loop_reports(self.scop, self._dependences)

    # -- transformations -----------------------------------------------------------------------
    def schedule(self) -> Schedule:
        """The original schedule, the start of every transformation recipe."""
        return replace(Schedule.original(self.scop, self._dependences), polly=self.polly)

    def apply_recipe(self, recipe: str, *, force: bool = False, sizes: dict[str, int] | None = None,
                     cache: CacheModel | None = None) -> Schedule:
        """The schedule a recipe such as ``interchange(i, j); tile(i=32, j=32)`` produces
        (``sizes`` and ``cache``: the parameter values and the cache ``auto()`` tunes for, by
        default the ``polyviz-bench`` line and :class:`~polyviz.transform.CacheModel`'s L2)."""
        return apply_recipe(self.schedule(), recipe, force=force, sizes=sizes, cache=cache)

    # -- code ----------------------------------------------------------------------------------
    def generate(self, schedule: isl.Schedule | None = None, *, openmp: bool = True) -> GeneratedCode:
        with isl_budget("code generation"):
            return generate_c(self.scop, schedule if schedule is not None else self.scop.schedule_tree,
                              openmp=openmp)

    def to_c(self) -> str:
        """The SCoP regenerated from the model (original schedule), ready to replace the nest."""
        return self.generate().fragment()

    def to_mlir(self, schedule: Schedule | None = None) -> MlirCode:
        """The SCoP under ``schedule`` (default: the original one) as MLIR's affine dialect."""
        return (schedule or self.schedule()).to_mlir()

    def mlir_translation_unit(self, mlir: MlirCode) -> str:
        """The user's file with the SCoP replaced by a call of ``mlir``'s compiled function."""
        return self.translation_unit(GeneratedCode(body=mlir.wrapper, helpers=(), parallel_loops=()))

    def scop_text(self) -> str:
        """The SCoP as the user wrote it (its lines of the source, common indentation removed)."""
        region = self.scop.source
        return textwrap.dedent("\n".join(self.source.splitlines()[region.scop_first_line - 1:region.scop_last_line])
                               ).strip("\n") + "\n"

    def function_c(self, code: GeneratedCode | None = None) -> str:
        """The whole function with its SCoP replaced by ``code`` (default: the original schedule),
        after ``code``'s helpers: once, at file scope (the functions outlined from parallel loops
        use them too)."""
        region = self.scop.source
        code = code if code is not None else self.generate()
        text = (self.source[region.function_start:region.scop_start] + self._replacement(replace(code, helpers=()))
                + self.source[region.scop_end:region.function_end])
        if code.no_alias:
            text = restrict_function(self.scop, text, code)
        return "".join(f"{helper}\n" for helper in code.helpers) + text

    def translation_unit(self, code: GeneratedCode | None = None) -> str:
        """The user's whole file with the SCoP replaced: a drop-in replacement that compiles alone.
        Every character outside the SCoP (outside the function, under ``assume_no_alias()``) is the
        user's own, but for polyviz's helper definitions, once, just before the function."""
        region = self.scop.source
        unit = self.source[:region.function_start] + self.function_c(code) + self.source[region.function_end:]
        return unit if unit.endswith("\n") else unit + "\n"

    def _replacement(self, code: GeneratedCode | None) -> str:
        """The generated nest, laid out to stand exactly where the SCoP's characters stood: on
        lines of its own, indented like the SCoP (one level deeper than its line when the SCoP
        shares a line with other code, as in a function written on one line)."""
        region = self.scop.source
        text = self.source
        line_start = text.rfind("\n", 0, region.scop_start) + 1
        before = text[line_start:region.scop_start]
        line_end = text.find("\n", region.scop_end)
        after = text[region.scop_end:len(text) if line_end < 0 else line_end]
        scop_lines = text[region.scop_start:region.scop_end].splitlines()
        first = next((line for line in scop_lines if line.strip()), "")
        if not before.strip():
            indent = before if before else first[:len(first) - len(first.lstrip())]
            fragment = (code or self.generate()).fragment(indent)
            # The SCoP's own indentation stays in front of it (a helper's #define may follow it).
            fragment = fragment[len(before):] if fragment.startswith(before) else fragment
        else:
            indent = before[:len(before) - len(before.lstrip())] + "  "
            fragment = "\n" + (code or self.generate()).fragment(indent)
        ends_line = region.scop_end < len(text) and text[region.scop_end - 1] != "\n" and not after.strip()
        # When only white space follows the SCoP on its line, that line's own newline ends the nest.
        return fragment[:-1] if ends_line else fragment

    # -- Polly ---------------------------------------------------------------------------------
    def polly(self) -> PollyView:
        """Polly's view of the kernel: the SCoPs clang with Polly finds in the kernel's file, and
        which of Polly's statements runs which instances of each of the kernel's (raises
        :class:`~polyviz.frontend.PollyError` when Polly is missing, finds no SCoP or another one)."""
        return self._polly

    @cached_property
    def _polly(self) -> PollyView:
        if self.via_polly is not None:
            return self.via_polly
        export = polly_scops(self.source, file_name=self._file_name, flags=self.compiler_flags)
        return polly_view(self.scop, export)

    def to_jscop(self, schedule: Schedule | None = None) -> str:
        """The kernel's SCoP under ``schedule`` (default: the original one) as Polly's JSCoP."""
        return (schedule or self.schedule()).to_jscop(self.polly())

    def jscop_files(self, schedule: Schedule | None = None) -> dict[str, str]:
        """What Polly's import of ``schedule`` reads from its folder, file name → text: the kernel's
        SCoP under ``schedule``, and every other SCoP of the file as Polly exported it (its import
        needs a file for each)."""
        view = self.polly()
        files = {jscop.file_name: jscop.text for jscop in view.scops}
        files[view.kernel.file_name] = (schedule or self.schedule()).to_jscop(view)
        return files

    # -- reports -------------------------------------------------------------------------------
    def summary(self) -> dict:
        """Everything ``polyviz analyze --json`` prints, as plain data."""
        return {
            "function": self.name,
            **({"polly": self._polly_origin()} if self.via_polly is not None else {}),
            "parameters": list(self.parameters),
            "context": str(self.context),
            "arrays": [{"name": a.name, "type": a.element_type, "extents": list(a.extents), "storage": a.storage}
                       for a in self.arrays],
            "statements": [{"name": s.name, "line": s.line, "text": s.text, "domain": str(s.domain),
                            "reads": [str(m) for m in s.reads], "writes": [str(m) for m in s.writes],
                            "schedule": str(s.schedule)} for s in self.statements],
            "dependences": [{"kind": d.kind, "source": d.source, "sink": d.sink, "array": d.array,
                             "relation": str(d.relation),
                             "distances": [list(v) for v in d.distances] if d.distances is not None else None,
                             "direction": list(d.direction), "carried_by": list(d.carried_by)}
                            for d in self.dependences()],
            "loops": [{"name": l.name, "id": l.id, "depth": l.depth, "statements": list(l.statements),
                       "parallel": l.parallel} for l in self.loops()],
            "warnings": list(self.scop.warnings),
            "dropped_pragmas": [{"pragma": p.text, "line": p.line, "loop": p.loop} for p in self.scop.user_pragmas],
        }

    def _polly_origin(self) -> dict:
        jscop = self.via_polly.kernel
        return {"function": jscop.function, "region": jscop.region, "lines": jscop.location or "unknown",
                "file": jscop.file_name, "command": list(self.via_polly.command)}

    def describe(self) -> str:
        """A human-readable report of the model, its dependences and its loops."""
        data = self.summary()
        # A kernel without parameters has nothing to constrain: isl would print "{  :  }".
        context = data["context"] if self.parameters else "(no parameters)"
        out = [f"kernel {self.name}: parameters {', '.join(self.parameters) or '(none)'}"]
        if self.via_polly is not None:
            origin = self._polly_origin()
            out += [f"Polly's SCoP {origin['region']} of {origin['function']} (lines {origin['lines']}), "
                    "its statements, domains, accesses and schedule as Polly's JSCoP export gives them",
                    f"  exported by: {' '.join(origin['command'])}"]
        out += [f"context: {context}", "", "statements:"]
        for s in self.statements:
            out.append(f"  {s.name} (line {s.line}): {s.text}")
            out.append(f"      domain  {s.domain}")
            for m in s.writes:
                out.append(f"      writes  {m}")
            for m in s.reads:
                out.append(f"      reads   {m}")
        out += ["", "dependences:"]
        for d in self.dependences():
            vectors = ", ".join("(" + ", ".join(map(str, v)) + ")" for v in d.distances) \
                if d.distances is not None else "direction (" + ", ".join(d.direction) + ")"
            carried = f"carried by {', '.join(d.carried_by)}" if d.carried_by else "loop-independent"
            out.append(f"  {d.kind} {d.source} -> {d.sink} on {d.array}: {vectors}; {carried}")
        if not self.dependences():
            out.append("  (none)")
        out += ["", "loops:"]
        for loop in self.loops():
            state = "parallel" if loop.parallel else "sequential (carries " + ", ".join(
                sorted({f"{d.kind} on {d.array}" for d in loop.carried})) + ")"
            out.append(f"  {'  ' * loop.depth}{loop.name} ({', '.join(loop.statements)}): {state}")
        if self.scop.warnings:
            out += ["", "warnings:"] + [f"  {warning}" for warning in self.scop.warnings]
        if self.scop.user_pragmas:
            out += ["", "pragmas on loops (regenerated code leaves them out; parallel steps are checked):"]
            out += [f"  line {p.line}: {p.text} on loop {p.loop}" for p in self.scop.user_pragmas]
        return "\n".join(out) + "\n"
