"""Print C from a schedule tree: isl builds the loop AST, polyviz prints it.

isl's own printer writes statements as macro calls (``S0(c0, c1)``); polyviz prints each
statement's own C text with its iterators replaced by the expressions isl computed, names
loops after the annotations the schedule tree's bands carry, adds OpenMP pragmas for loops
marked parallel and defines the ``min``/``max``/``floord`` helpers only when they are used.
"""
from __future__ import annotations

import ctypes
import re
import textwrap
from dataclasses import dataclass

import islpy as isl
from ..model import BufferMark, Pack, Reduction, Scop, accesses_to, buffer_mark, fresh_name, tokenize
from ..model.directives import Directive, first_value, values
from ..model.ranges import integer_range
from .expr import _AND, Affine, Expr, comparison_for, from_isl, negate, parenthesised
from .loop_ast import (ITERATOR_PREFIX, AstWalker, BandTable, LoopNames, build_ast, loop_depth, same_outer,
                       with_ast_options)
from .lanes import LANES_HELPER, LaneLoops, lane_layout, layout_closing, layout_opening, outer_trip_count
from .microkernel import MicroKernel, micro_kernel
from .pipelined import PIPELINE_HELPERS, PipelinedLoops, pipelined
from .statements import (LoopsOfIterators, affine_of_tokens, array_accesses, hoisted_declarations, statement_text,
                         written_or_reprinted)

#: isl's names for the helpers it may emit, and the macros polyviz defines for them.
HELPERS = {
    "min": "#define pv_min(a, b) ((a) < (b) ? (a) : (b))",
    "max": "#define pv_max(a, b) ((a) > (b) ? (a) : (b))",
    "floord": "#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))",
    # Copies ``count`` elements from ``src`` to ``dst`` with non-temporal stores (``stream_stores``):
    # gcc emits none from plain C, nor for OpenMP's ``nontemporal`` clause, so x86's are asked
    # for through the compilers' builtins; elsewhere a plain copy.  pv_stream_fence() orders them
    # before any later store (another thread's reads after a barrier see them); once per row, as
    # a fence per call of a few KiB cost more than the stores saved.
    "stream": "\n".join((
        "#if defined(__GNUC__) && defined(__x86_64__)",
        "#if defined(__AVX512F__)",
        "#define PV_STREAM_BYTES 64",
        "#elif defined(__AVX__)",
        "#define PV_STREAM_BYTES 32",
        "#else",
        "#define PV_STREAM_BYTES 16",
        "#endif",
        "#if defined(__clang__)",
        "#define pv_stream_vector(p, v) __builtin_nontemporal_store((v), (p))",
        "#elif PV_STREAM_BYTES == 64",
        "#define pv_stream_vector(p, v) __builtin_ia32_movntdq512((p), (v))",
        "#elif PV_STREAM_BYTES == 32",
        "#define pv_stream_vector(p, v) __builtin_ia32_movntdq256((p), (v))",
        "#else",
        "#define pv_stream_vector(p, v) __builtin_ia32_movntdq((p), (v))",
        "#endif",
        "#define pv_stream(dst, src, count) do { if ((count) > 0) { \\",
        "  typedef long long pv_vector __attribute__((vector_size(PV_STREAM_BYTES), may_alias)); \\",
        "  char *pv_to = (char *)(dst); const char *pv_from = (const char *)(src); \\",
        "  long pv_bytes = (long)(count) * (long)sizeof *(src); \\",
        "  long pv_at = (long)(-(__UINTPTR_TYPE__)pv_to & (PV_STREAM_BYTES - 1)); \\",
        "  if (pv_at > pv_bytes) pv_at = pv_bytes; \\",
        "  __builtin_memcpy(pv_to, pv_from, pv_at); \\",
        "  for (; pv_at + PV_STREAM_BYTES <= pv_bytes; pv_at += PV_STREAM_BYTES) { \\",
        "    pv_vector pv_v; __builtin_memcpy(&pv_v, pv_from + pv_at, PV_STREAM_BYTES); \\",
        "    pv_stream_vector((pv_vector *)(pv_to + pv_at), pv_v); } \\",
        "  __builtin_memcpy(pv_to + pv_at, pv_from + pv_at, pv_bytes - pv_at); } } while (0)",
        "#define pv_stream_fence() __builtin_ia32_sfence()",
        "#else",
        "#define pv_stream(dst, src, count) do { for (long pv_k = 0; pv_k < (count); pv_k++) (dst)[pv_k] = (src)[pv_k]; } while (0)",
        "#define pv_stream_fence() ((void)0)",
        "#endif")),
    # The threads a parallel loop without a reduction runs on.  The count a user asks for
    # (OMP_NUM_THREADS) is what runs: the runs that chose their threads by the load got one thread
    # in 18 of 54 runs of OMP_NUM_THREADS=2 on a quiet machine (issue 37: /proc/loadavg counts
    # tasks that run for a moment).  OMP_DYNAMIC set leaves the count to OpenMP (true: libgomp
    # adjusts it to the load average itself; false: exactly OpenMP's number).  Asked for nothing,
    # OpenMP's number is every CPU, and the loops take only the CPUs that no other runnable task
    # holds, at least 1: beside a busy process (autogroup gives each session its share of the
    # CPUs) a second thread gains nothing and its waits cost (trmm, docs/design-notes.md,
    # "Generated code").  The other tasks are /proc/loadavg's count of running ones less this
    # thread, at its lowest over up to PV_LOAD_SAMPLES reads PV_LOAD_GAP_US apart, stopping at
    # the first that leaves every thread a CPU: a busy process is in every read, a task that
    # runs for a moment is not: most spells of another task's running are far shorter than the
    # reads span, and the reads cost a small part of the work the fork/join model
    # (transform/forkjoin.py) asks of a parallel region (docs/design-notes.md, "Generated
    # code"). This process's own threads are no competitors: a previous call's OpenMP workers
    # spin for a few milliseconds after its last region (libgomp's GOMP_SPINCOUNT), and each is
    # in the running count: a kernel called in a loop got one thread every other call.  The CPU
    # time the process used between the reads (clock(), against omp_get_wtime()), less this
    # thread's own (it waits between reads by watching the clock), rounded, is how many of them
    # ran throughout, and they are not counted (from the second read on, so that a spinning
    # worker costs one gap, not every read).  Where the file cannot be read (no /proc: macOS,
    # Windows), OpenMP's number.  Read once per call, before any region. POLYVIZ_SHOW_THREADS
    # set: the choice is printed on stderr, so that a run on 2 threads no
    # faster than on 1 says whether it had 2 threads.  Only standard C and OpenMP's API, whose
    # functions are declared here: clang's -fopenmp finds no omp.h where LLVM's runtime headers
    # are not installed (Debian's libomp-16-dev).
    "free_cpus": "\n".join((
        "#include <stdio.h>",
        "#include <stdlib.h>",
        "#include <time.h>",
        "#ifndef PV_LOAD_FILE",
        "#define PV_LOAD_FILE \"/proc/loadavg\"",
        "#endif",
        "#define PV_LOAD_SAMPLES 4",
        "#define PV_LOAD_GAP_US 50",
        "#ifdef _OPENMP",
        "int omp_get_max_threads(void);",
        "int omp_get_num_procs(void);",
        "double omp_get_wtime(void);",
        "#endif",
        "/* polyviz: the parallel loops run on OMP_NUM_THREADS threads when it is set, else on the CPUs",
        "   that no other running task holds as the call starts (OpenMP's number where that is unknown) */",
        "static int pv_free_cpus(void)",
        "{",
        "  int chosen = 1, others = 0;",
        "#ifdef _OPENMP",
        "  int limit = omp_get_max_threads(), procs = omp_get_num_procs();",
        "  chosen = limit;",
        "  if (limit > 1 && !getenv(\"OMP_NUM_THREADS\") && !getenv(\"OMP_DYNAMIC\")) {",
        "    double start = omp_get_wtime();",
        "    clock_t cpu = clock();",
        "    int own = 0;",
        "    others = procs;",
        "    for (int sample = 0; sample < PV_LOAD_SAMPLES && others - own > 0 && procs - others + own < limit; sample++) {",
        "      int running = 1;",
        "      if (sample) {",
        "        double until = omp_get_wtime() + PV_LOAD_GAP_US * 1e-6;",
        "        while (omp_get_wtime() < until)",
        "          ;",
        "      }",
        "      FILE *load = fopen(PV_LOAD_FILE, \"r\");",
        "      if (!load) {",
        "        others = own = 0;",
        "        break;",
        "      }",
        "      if (fscanf(load, \"%*f %*f %*f %d\", &running) != 1)",
        "        running = 1;",
        "      fclose(load);",
        "      if (running - 1 < others)",
        "        others = running - 1;",
        "      if (sample) {",
        "        double wall = omp_get_wtime() - start;",
        "        own = (int)((double)(clock() - cpu) / CLOCKS_PER_SEC / wall - 0.5);",
        "      }",
        "    }",
        "    others = others - own > 0 ? others - own : 0;",
        "    chosen = procs - others < 1 ? 1 : procs - others < limit ? procs - others : limit;",
        "  }",
        "#endif",
        "  if (getenv(\"POLYVIZ_SHOW_THREADS\"))",
        "    fprintf(stderr, \"polyviz: parallel loops on %d of %d threads (other running tasks: %d)\\n\", chosen,",
        "#ifdef _OPENMP",
        "            omp_get_max_threads(),",
        "#else",
        "            1,",
        "#endif",
        "            others);",
        "  return chosen;",
        "}")),
    # A per-tile buffer too large for a thread's stack (:data:`STACK_BUFFER_LIMIT`).  The
    # fragment stands inside the user's function, where no header can be included: malloc is
    # the compiler's builtin, and a failed allocation is reported on stderr (a block-scope
    # declaration of POSIX dprintf) before aborting, so the run says why it stopped.
    "tile_alloc": "\n".join((
        "#define pv_tile_alloc(bytes, name) ({ void *pv_block = __builtin_malloc(bytes); \\",
        "  if (!pv_block) { extern int dprintf(int, const char *, ...); \\",
        "    dprintf(2, \"polyviz: out of memory: no %ld bytes for the tile buffer %s\\n\", (long)(bytes), name); \\",
        "    __builtin_abort(); } \\",
        "  pv_block; })")),
    "pipeline": PIPELINE_HELPERS,
    "lanes": LANES_HELPER,
}
#: The variable holding the number of threads the parallel loops of one call run on.
THREADS_VARIABLE = "pv_threads"
_RESTRICT_PREFIX = "pv_restrict_"
_HELPER_CALL = re.compile(r"\bpv_(min|max|floord)\(")
#: Largest private copy, in bytes, of a reduced array section that a thread may get.  OpenMP
#: implementations put these copies on each thread's stack (gcc allocates them with alloca), and
#: worker threads' stacks are a few MiB (OMP_STACKSIZE, else the system's default), shared with
#: whatever the loop body calls.
PRIVATE_COPY_LIMIT = 1 << 20
#: Bytes of a tile's buffers (``local_buffer``) that may be arrays on the stack; a buffer that
#: would take them past this is allocated on the heap for the tile instead.  Tiles run on
#: OpenMP worker threads, whose stacks are what OMP_STACKSIZE or the runtime gives them (LLVM's
#: libomp: 4 MiB; libgomp: the C library's default, the stack ulimit, often 8 MiB) and also
#: hold the loop body's frames: a 128 x 4096 tile of stencil_pipeline needed 8.6 MB of buffers
#: and crashed.  3 MiB leaves a quarter of libomp's default for those frames, and keeps on the
#: stack the buffers of auto()'s 32 x 4096 tiles (2.3 MB on stencil_pipeline): allocated per
#: tile on the heap, stencil_pipeline ran 5.6x slower and blur2d 1.3x (glibc gives the freed
#: blocks back to the system, and each tile faults their pages in again).
STACK_BUFFER_LIMIT = 3 << 20


@dataclass(frozen=True)
class GeneratedCode:
    """C text of a SCoP under some schedule, and what it needs around it."""

    #: The loop nest (with declarations of scalars the SCoP declared), unindented.
    body: str
    #: ``#define`` lines for the helpers ``body`` uses.
    helpers: tuple[str, ...]
    #: Names of the loops printed with ``#pragma omp parallel for``.
    parallel_loops: tuple[str, ...]
    #: The caller promised that the array parameters do not overlap: the enclosing function
    #: must pass them as ``restrict`` parameters (:func:`restrict_function`).
    no_alias: bool = False
    #: File-scope functions holding the bodies of parallel loops under ``no_alias`` (see
    #: :func:`restrict_function`), called from ``body``.
    outlined: tuple[str, ...] = ()
    #: Some parallel loop reassociates a reduction: results match within a tolerance only.
    reassociates: bool = False
    #: The first lines of ``body``: declarations of the SCoP's scalars, which stay outside any
    #: test around the loops.
    declarations: tuple[str, ...] = ()
    #: The statement of each innermost loop printed as rows of lanes (``vector_lanes()``).
    lane_statements: tuple[str, ...] = ()

    def fragment(self, indent: str = "") -> str:
        """Helpers and body as one block, to read; in a file, the helpers (``#define`` lines, and
        functions such as ``pv_free_cpus``) go before the function, once, and the body replaces the SCoP."""
        lines = list(self.helpers) + [indent + line if line else line for line in self.body.splitlines()]
        return "\n".join(lines) + "\n"


@with_ast_options
def generate_c(scop: Scop, schedule: isl.Schedule, *, openmp: bool = True,
               context: isl.Set | None = None, no_alias: bool = False,
               wide_loops: frozenset[int] = frozenset(), streamed: tuple[str, ...] = (),
               lanes: isl.UnionMap | None = None, lanes_from_steps: int = 0) -> GeneratedCode:
    """C for ``scop`` executed in the order of ``schedule``.

    Without ``context`` the code is generated for every parameter value, so isl adds the
    guards it needs; a ``context`` lets isl assume constraints on the parameters (the caller
    must then guard the code itself).  ``no_alias``: the caller promises that the array
    parameters do not overlap; :func:`restrict_function` then makes them ``restrict``.
    ``wide_loops``: schedule depths whose loop iterators are ``long`` (their values leave ``int``).
    ``streamed``: arrays stored with non-temporal stores where an innermost loop writes them
    contiguously (``stream_stores``): each such loop writes into a row buffer that is then streamed.
    ``lanes``: the dependences between statement instances, when the arrays are kept in lanes while
    the SCoP runs (``vector_lanes()``, see :mod:`.lanes`): loops whose instances they leave free run as vectors.
    ``lanes_from_steps``: the lanes run only when the outermost loop runs at least that many times,
    the same schedule's plain loops otherwise (a test at run time).
    """
    # Each loop keeps its build, so that a parallel loop's reduction clause can name the array
    # elements the loop updates in terms of the loops around it.
    loop_builds: dict[str, isl.AstBuild] = {}
    root, marks = build_ast(scop, schedule, context, loop_builds)
    # Outlined parallel loops would take the arrays, not their lane copies, as parameters.
    def printer_of(outline: bool, lanes: isl.UnionMap | None) -> _Printer:
        printer = _Printer(scop, marks, openmp, outline=outline, wide_loops=wide_loops, loop_builds=loop_builds,
                           iterator_loops=LoopsOfIterators(schedule), streamed=streamed, lanes=lanes)
        printer.node(root, 0, {})
        return printer

    printer = printer_of(no_alias and lanes is None, lanes)
    if printer.lane_layout is not None:
        opening = layout_opening(scop, printer.lane_layout, printer.spellings)
        closing = layout_closing(scop, printer.lane_layout, printer.spellings)
        printer.helpers_used |= {"lanes", "max"}
        printer.lines = ["{"] + ["  " + line for line in opening + printer.lines + closing] + ["}"]
        if lanes_from_steps:
            plain = printer_of(False, None)
            steps = printer.expr(isl.AstBuild.from_context(isl.Set.universe(scop.context.get_space()))
                                 .expr_from_pw_aff(outer_trip_count(schedule)), {})
            printer.helpers_used |= plain.helpers_used
            printer.typedefs += plain.typedefs
            printer.lines = [
                f"/* polyviz: vector_lanes(from_steps={lanes_from_steps}): copying the arrays into lanes and back "
                f"costs more than fewer sweeps gain */",
                f"if ({steps} >= {lanes_from_steps}) {{"] + ["  " + line for line in printer.lines] + [
                "} else {"] + ["  " + line for line in plain.lines] + ["}"]
    declarations = hoisted_declarations(scop)
    widened = sorted(set(printer.widened))
    wide_note = [f"/* polyviz: {', '.join(widened)} {'is' if len(widened) == 1 else 'are'} long (64 bits):"
                 " the values leave int's range */"] if widened else []
    threads = [f"const int {THREADS_VARIABLE} __attribute__((unused)) = pv_free_cpus();"] \
        if "free_cpus" in printer.helpers_used else []
    leading = _dropped_pragmas(scop) + wide_note + declarations + threads
    code = printer.lines + _live_iterator_values(scop, context, printer)
    body = "\n".join(leading + _dropped_variables_read(scop, code) + code) + "\n"
    used = [HELPERS[name] for name in HELPERS if name in printer.helpers_used] + list(dict.fromkeys(printer.typedefs))
    return GeneratedCode(body=body, helpers=tuple(used), parallel_loops=tuple(printer.parallel_loops),
                         no_alias=no_alias, outlined=tuple(printer.outlined), declarations=tuple(leading),
                         lane_statements=tuple(printer.lane_statements))


def user_loops(scop: Scop, *, no_alias: bool = False) -> GeneratedCode:
    """The SCoP as the user wrote it (macros, comments and layout kept), for a schedule no step
    has reordered: isl's regeneration of the same order adds guards and ``min``/``max`` bounds and
    reshapes loops the compiler had optimised as written, so the user's own loops are what runs
    (with ``restrict`` arrays under ``no_alias``, see :func:`restrict_function`)."""
    region = scop.source
    line_start = region.text.rfind("\n", 0, region.scop_start) + 1
    # The SCoP's first line keeps its column, so that dedenting keeps the nest's own indentation.
    column = re.sub(r"\S", " ", region.text[line_start:region.scop_start])
    body = textwrap.dedent(column + region.text[region.scop_start:region.scop_end]).strip("\n") + "\n"
    return GeneratedCode(body=body, helpers=(), parallel_loops=(), no_alias=no_alias)


def helpers_in(text: str) -> set[str]:
    """The names of the :data:`HELPERS` that C ``text`` calls."""
    return set(_HELPER_CALL.findall(text))


def _dropped_pragmas(scop: Scop) -> list[str]:
    """Comments saying which of the user's loop pragmas the regenerated nest leaves out, and why:
    they describe the original loops, and a schedule makes other loops (an ``omp parallel for``
    left on an interchanged loop would race)."""
    lines = []
    for pragma in scop.user_pragmas:
        words = pragma.text.split()
        hint = (f" (parallel({pragma.loop}) in a recipe runs a loop in parallel when that is legal)"
                if "omp" in words and ("parallel" in words or "for" in words) else "")
        lines += [f"/* polyviz: your \"{pragma.text}\" on loop {pragma.loop} (line {pragma.line}) is not carried over:",
                  f"   the schedule decides the loops{hint} */"]
    return lines


def _dropped_variables_read(scop: Scop, code: list[str]) -> list[str]:
    """A line reading ``(void)`` each variable the SCoP used that ``code`` (which replaces it) and
    the rest of the function no longer name: a user's iterator the generated loops declare anew,
    a scalar of the SCoP a step replaced (gcc -Wall would call them unused); none when there is none."""
    region = scop.source

    def names(text: str) -> set[str]:
        return {token.text for token in tokenize(text) if token.is_identifier}

    used = names(region.text[region.scop_start:region.scop_end])
    kept = names("\n".join(code)) | names(region.text[region.scop_end:region.function_end])
    declared = list(region.local_variables) + [name for line in region.hoisted_declarations
                                               for name in re.findall(r"(\w+)\s*;\s*$", line)]
    dropped = [name for name in dict.fromkeys(declared) if name in used and name not in kept]
    if not dropped:
        return []
    return [" ".join(f"(void) {name};" for name in dropped)
            + f"  /* polyviz: the loops below no longer use {'it' if len(dropped) == 1 else 'them'} */"]


def _live_iterator_values(scop: Scop, context: isl.Set | None, printer: _Printer) -> list[str]:
    """Assignments leaving in the user's iterators the values the original leaves in them: the
    regenerated loops declare their own iterators, so these variables are touched only here, and
    only where the original touched them (where some loop over them ran)."""
    if context is None:
        context = isl.Set.universe(scop.context.get_space())
    build = isl.AstBuild.from_context(context)
    lines = []
    for live in scop.live_iterators:
        assignment = f"{live.name} = {printer.expr(build.expr_from_pw_aff(live.value), {})};"
        ran = live.value.domain()
        if context.is_subset(ran):
            lines.append(assignment)
        else:
            lines += [f"if ({printer.expr(build.expr_from_set(ran), {})})", f"  {assignment}"]
    return lines


def restrict_function(scop: Scop, function_text: str, code: GeneratedCode) -> str:
    """``function_text`` (the SCoP's whole function, SCoP replaced by ``code``) as a static
    function holding the body, whose array parameters are ``restrict``, and the user's signature
    calling it, so the result stays a drop-in replacement; ``code``'s outlined parallel loop
    bodies go before them (and ``code``'s helpers before those: see ``Kernel.function_c``).

    ``assume_no_alias()`` needs ``restrict`` on parameters: gcc ignores it on local pointers
    (a register-tiled gemm ran ten times slower through ``double (*restrict p)[nj] = C;`` than
    through a ``restrict`` parameter: only then may it keep C in registers; docs/design-notes.md,
    "Generated code").
    """
    if not any(p.kind == "array" for p in scop.function_parameters):
        return function_text  # a bare loop nest, or nothing to promise
    source = scop.source
    name = source.function_name
    opening = source.body_start - source.function_start
    returns = source.function_return_c
    helper = f"{_RESTRICT_PREFIX}{name}"
    call = f"{helper}({', '.join(p.name for p in scop.function_parameters)});"
    outlined = "".join(f"{text}\n" for text in code.outlined)
    return (f"/* polyviz: assume_no_alias(): the arrays do not overlap, so {name} passes them to\n"
            f"   {helper} as restrict parameters (a wrong promise gives wrong results) */\n"
            f"{outlined}"
            f"static {returns} {helper}({_restrict_parameters(scop) or 'void'})\n"
            f"{function_text[opening:].rstrip()}\n\n"
            f"{function_text[:opening].rstrip()}\n{{\n  {'' if returns == 'void' else 'return '}{call}\n}}\n")


def _restrict_parameters(scop: Scop, named: set[str] | None = None) -> str:
    """The function's parameter declarations, each array's first dimension made ``restrict``:
    ``double C[restrict ni][nj]``.  With ``named`` (the words of the body that takes them), those
    it does not name are marked unused (an outlined loop body takes every parameter, since a macro
    of the user's may name one, and -Wextra warns of the others)."""
    declarations = [p.restrict_declaration or p.declaration for p in scop.function_parameters]
    if named is not None:
        words = [set(re.findall(r"\w+", _outside_parentheses(d))) for d in declarations]
        # A size the other declarations' extents name is used, unless only a macro's argument names
        # it (PolyBench's POLYBENCH_C99_SELECT(N,n) leaves N).
        declarations = [d if p.name in named or any(p.name in w for j, w in enumerate(words) if j != k)
                        else f"{d} __attribute__((unused))"
                        for k, (p, d) in enumerate(zip(scop.function_parameters, declarations))]
    return ", ".join(declarations)


def _outside_parentheses(text: str) -> str:
    while (inner := re.sub(r"\([^()]*\)", " ", text)) != text:
        text = inner
    return text


@dataclass(frozen=True)
class _PrivateCopy:
    """A parallel loop's iteration's own copy of a scratch array (the box of the elements the loop
    writes, for the values of the loops around it), and the C around the loop's body for it."""

    array: str
    #: The copy's name and the array's coordinates of its first element.
    name: str
    origins: tuple[Expr, ...]
    #: Its declaration, and the copy back (the last iteration's values) and freeing after the body.
    opening: tuple[str, ...]
    closing: tuple[str, ...]
    #: Bytes it takes on the stack (0: on the heap).
    stack_bytes: int


@dataclass(frozen=True)
class _Section:
    """An OpenMP array section (``R[k:1][k + 1:n - k - 1]``), its lengths and element size."""

    text: str
    lengths: tuple[str, ...]
    element_size: str
    #: ``sizeof`` the element type when Python knows it, else ``None``.
    known_element_size: int | None


#: Iterations of an innermost loop whose stores ``stream_stores`` collects in a buffer before
#: streaming them: 4 KiB of doubles, which stay in the L1 (a buffer of a whole row of 4096
#: doubles, the L1's size, made a streamed copy slower than a plain one).
STREAM_CHUNK = 512


@dataclass(frozen=True)
class _Stream:
    """An innermost loop's stores to ``array`` (``stream_stores``)."""

    array: str
    #: The loop's condition is ``<=`` (else ``<``).
    inclusive: bool
    #: The statements of the loop's body that store into ``array`` (one, or the copies ``unroll``
    #: jams into the loop), in printed order, and the conditions around each in the body.
    users: tuple[isl.AstNode, ...]
    guards: tuple[tuple[isl.AstExpr, ...], ...]


def _guarded_statements(body: isl.AstNode, iterator: isl.Id,
                        marks: list[isl.Id] | None = None) -> list[tuple[isl.AstNode, tuple[isl.AstExpr, ...]]]:
    """The statements (user nodes) of an innermost loop's ``body`` in printed order, each with the
    conditions around it, or an empty list when the body holds an ``else`` or a condition on the
    loop's ``iterator`` (a chunk's stores would then not be one run).  With a ``marks`` list, marks
    in the body are looked through and their identifiers collected there; without, a mark ends
    the search (an empty list)."""
    kind = body.get_type()
    if kind == isl.ast_node_type.user:
        return [(body, ())]
    if kind == isl.ast_node_type.mark and marks is not None:
        marks.append(body.mark_get_id())
        return _guarded_statements(body.mark_get_node(), iterator, marks)
    if kind == isl.ast_node_type.block:
        children = body.block_get_children()
        found = []
        for k in range(children.n_ast_node()):
            inner = _guarded_statements(children.get_at(k), iterator, marks)
            if not inner:
                return []
            found += inner
        return found
    if kind == isl.ast_node_type.if_ and not body.if_has_else_node():
        condition = body.if_get_cond()
        if _mentions(condition, iterator):
            return []
        inside = _guarded_statements(body.if_get_then_node(), iterator, marks)
        return [(user, (condition,) + guards) for user, guards in inside]
    return []


def _invariant_guards(body: isl.AstNode, iterator: isl.Id, buffered: bool) -> list[isl.AstExpr] | None:
    """The conditions inside an innermost loop's ``body`` when it holds several statements, some
    under conditions that do not depend on the loop's ``iterator`` (and no ``else``), and uses a
    per-tile buffer (``buffered``: the loop is inside one, or a buffer's mark is in the body); else
    ``None``."""
    marks: list[isl.Id] = []
    statements = _guarded_statements(body, iterator, marks)
    buffered = buffered or any(buffer_mark(mark) is not None for mark in marks)
    guards = [guard for _, around in statements for guard in around]
    return guards if guards and len(statements) > 1 and buffered else None


def parenthesised_text(text: str) -> str:
    """C condition ``text`` as an operand of ``&&``."""
    return f"({text})" if "||" in text or "?" in text else text


def _mentions(expr: isl.AstExpr, name: isl.Id) -> bool:
    """Whether isl expression ``expr`` uses the identifier ``name``."""
    kind = expr.get_type()
    if kind == isl.ast_expr_type.id:
        return expr.get_id().get_name() == name.get_name()
    if kind == isl.ast_expr_type.op:
        return any(_mentions(expr.op_get_arg(k), name) for k in range(expr.op_get_n_arg()))
    return False


def _substituted(text: str, name: str, value: str) -> str:
    """C ``text`` with the identifier ``name`` replaced by ``value``."""
    for token in reversed(tokenize(text, directives=False)):
        if token.text == name:
            text = text[:token.start] + value + text[token.end:]
    return text


def _private_copy_guard(sections: list[_Section]) -> str | None:
    """The C condition under which the private copies of ``sections`` are non-empty (gcc's
    code for an empty section crashes) and fit :data:`PRIVATE_COPY_LIMIT`; ``None`` when that
    holds for every value of the loops around them (or there are no sections)."""
    if not sections:
        return None
    if all(length.isdigit() and section.known_element_size for section in sections for length in section.lengths):
        sizes = [_product(int(n) for n in section.lengths) * section.known_element_size for section in sections]
        if all(sizes) and sum(sizes) <= PRIVATE_COPY_LIMIT:
            return None
    non_empty = [f"{length} >= 1" for section in sections for length in section.lengths if not length.isdigit()]
    size = " + ".join(" * ".join([f"(long)({section.lengths[0]})"] + [f"({n})" for n in section.lengths[1:]]
                                 + [f"(long){section.element_size}"]) for section in sections)
    return " && ".join(non_empty + [f"{size} <= {PRIVATE_COPY_LIMIT}L"])


def _privatisation_note(loop: str, scalars: list[str], copies: list[_PrivateCopy]) -> list[str]:
    """The comment above a parallel loop that privatises variables: what each iteration keeps
    for itself, and how the values the original leaves survive it."""
    names = scalars + [copy.array for copy in copies]
    if not names:
        return []
    kept = [f"lastprivate keeps the last iteration's {', '.join(scalars)}"] if scalars else []
    kept += [f"the last iteration copies {copy.name} back into {copy.array}" for copy in copies]
    return [f"/* polyviz: each iteration of {loop} writes {', '.join(names)} before reading "
            f"{'it' if len(names) == 1 else 'them'}, so each has its own copy; {'; '.join(kept)} */"]


def _is_one(value: isl.PwAff) -> bool:
    """Whether ``value`` is the constant 1 wherever it is defined."""
    return all(aff.is_cst() and aff.get_constant_val().to_python() == 1 for _, aff in value.get_pieces())


def _c_type_size(name: str) -> int | None:
    """``sizeof`` the arithmetic C type ``name`` on this machine (``None`` when unknown)."""
    words = name.replace("signed ", "").split()
    ctypes_name = "c_" + ("u" if "unsigned" in words else "") + "".join(w for w in words if w != "unsigned")
    ctype = getattr(ctypes, ctypes_name, None)
    return ctypes.sizeof(ctype) if ctype is not None else None


def _product(values) -> int:
    result = 1
    for value in values:
        result *= value
    return result


def signed_spellings(scop: Scop, spellings: dict[str, str]) -> dict[str, str]:
    """``spellings`` (parameter -> how code writes it) with each unsigned size parameter converted
    to ``long``: isl's bounds count in integers, so ``n - 1`` must be -1 for n = 0, not
    ``SIZE_MAX`` (the parameter box keeps unsigned sizes within ``long``)."""
    spellings = dict(spellings)
    for parameter in scop.function_parameters:
        if parameter.kind == "size" and integer_range(parameter.c_type)[0] == 0:
            spellings[parameter.name] = f"(long){spellings.get(parameter.name, parameter.name)}"
    return spellings


class _Printer(LaneLoops, PipelinedLoops, AstWalker):
    threads_variable = THREADS_VARIABLE

    def __init__(self, scop: Scop, marks: BandTable, openmp: bool,
                 outline: bool = False, wide_loops: frozenset[int] = frozenset(),
                 loop_builds: dict[str, isl.AstBuild] | None = None, iterator_loops: LoopsOfIterators | None = None,
                 streamed: tuple[str, ...] = (), lanes: isl.UnionMap | None = None):
        super().__init__(scop, marks)
        self.streamed = streamed
        self.lane_dependences = lanes
        self.lane_layout = None if lanes is None else lane_layout(scop, self.reserved)
        self.lane_statements: list[str] = []
        self.iterator_loops = iterator_loops
        self.wide_loops = wide_loops
        #: Names of the loops printed with a ``long`` iterator.
        self.widened: list[str] = []
        self.loop_builds = loop_builds or {}
        self.openmp = openmp
        self.lines: list[str] = []
        self.helpers_used: set[str] = set()
        #: The vector types the register-tile micro-kernels use (``typedef`` lines).
        self.typedefs: list[str] = []
        #: Array -> the name of its per-tile buffer (``local_buffer``).
        self.buffer_names: dict[str, str] = {}
        #: Bytes of the buffers currently open that are arrays on the stack; the names of those
        #: on the heap (freed when their subtree ends).
        self.stack_buffer_bytes = 0
        self.heap_buffers: set[str] = set()
        #: Whether parallel loop bodies move to functions with restrict parameters, and those.
        self.outline = outline
        self.outlined: list[str] = []
        self.parallel_loops: list[str] = []
        self.spellings = signed_spellings(scop, dict(scop.spellings))
        #: Original iterators the user declared outside their for loops and does not read after the
        #: SCoP: loops keep using them (a declaration of the user's left unused would warn).
        self.outer_declared = {it for s in scop.statements for it in s.iterators} - {
            it for s in scop.statements for it in s.declared_iterators} - {live.name for live in scop.live_iterators}

    @staticmethod
    def variables(names: LoopNames, context: dict) -> dict[str, Expr]:
        """isl's loop iterators as expressions of the printed loops' variables: a loop printed
        backwards runs its variable over the negated values (``c0 = -i``)."""
        backwards = context.get("backwards", frozenset())
        return {f"{ITERATOR_PREFIX}{depth}": Affine(((name, -1 if depth in backwards else 1),))
                for depth, (name, _) in names.items()}

    def printed(self, expr: Expr) -> str:
        text = str(expr)
        self.helpers_used |= helpers_in(text)
        return text

    def expr(self, expr: isl.AstExpr, variables: dict[str, Expr]) -> str:
        return self.printed(from_isl(expr, variables, self.spellings))

    # -- nodes ---------------------------------------------------------------------------------
    def visit_if(self, node: isl.AstNode, indent: int, context: dict, names: LoopNames) -> None:
        pad = "  " * indent
        condition = self.expr(node.if_get_cond(), self.variables(names, context))
        if condition in context.get("holding", ()) and not node.if_has_else_node():
            self.node(node.if_get_then_node(), indent, context)
            return
        self.lines.append(f"{pad}if ({condition}) {{")
        self.node(node.if_get_then_node(), indent + 1, context)
        if node.if_has_else_node():
            self.lines.append(f"{pad}}} else {{")
            self.node(node.if_get_else_node(), indent + 1, context)
        self.lines.append(f"{pad}}}")

    def visit_user(self, node: isl.AstNode, indent: int, context: dict, names: LoopNames) -> None:
        pad = "  " * indent
        text = self._statement(node.user_get_expr(), self.variables(names, context), pad,
                               context.get("loops", frozenset()))
        text = self._in_copies(text, context, names)
        if self.lane_layout is not None:
            text = self.lane_layout.indexed(text)
        # One entry per line: whoever nests these lines deeper indents continuation lines too.
        self.lines += (pad + text).split("\n")

    def _in_copies(self, text: str, context: dict, names: LoopNames) -> str:
        """Statement ``text`` accessing the per-tile buffers and the iterations' private copies
        that stand in for arrays where it runs."""
        factors = context.get("factors", {})
        for buffer in context.get("buffers", {}).values():
            text = _in_buffer(text, buffer.array, self.buffer_names[buffer.array], _origins(buffer, names),
                              factors.get(buffer.array, ""))
        for copy in context.get("private_copies", {}).values():
            text = _in_buffer(text, copy.array, copy.name, copy.origins)
        return text

    def _packed_body(self, node: isl.AstNode, indent: int, context: dict, names: LoopNames,
                     copies: list[_PrivateCopy]) -> None:
        """The body of ``for`` ``node`` (see :meth:`_body`), after the copies of the arrays packed at
        its loop (``pack``)."""
        depth = loop_depth(node)
        # Where isl prints no loop of its own for a loop the buffer's origin depends on (it has one
        # value there), the origin has no name to print: those parts run unpacked.
        printed = context.get("loops", frozenset())
        packs = [pack for band, first in context.get("bands", []) for pack in values(band.directives, Directive.packed_copy)
                 if first <= depth < first + len(band.names) and band.names[depth - first] == pack.loop
                 and all(k in printed for _, loops, _ in pack.buffer.origins for k, c in enumerate(loops) if c)]
        if not packs:
            self._body(node.for_get_body(), indent, context, copies)
            return
        buffers, factors = dict(context.get("buffers", {})), dict(context.get("factors", {}))
        for pack in packs:
            self.visit_buffer(pack.buffer, indent, context, names)
            self._copy(pack, indent, names)
            buffers[pack.buffer.array], factors[pack.buffer.array] = pack.buffer, pack.factor
        self._body(node.for_get_body(), indent, {**context, "buffers": buffers, "factors": factors}, copies)
        for pack in reversed(packs):
            self.leave_buffer(pack.buffer, indent)

    def _copy(self, pack: Pack, indent: int, names: LoopNames) -> None:
        """The loops that fill ``pack``'s buffer: the elements of its box that the statements read
        somewhere (so never beyond the array), each times the pack's factor."""
        pad, array, buffer = "  " * indent, pack.buffer.array, self.buffer_names[pack.buffer.array]
        taken = self.reserved | {name for name, _ in names.values()} | set(self.buffer_names.values())
        elements, lines = [], []
        for d, (origin, extent, low, high) in enumerate(zip(_origins(pack.buffer, names), pack.buffer.extents,
                                                            pack.low, pack.high)):
            element = fresh_name(f"{array}_{d}", taken, "underscored")
            taken.add(element)
            elements.append(element)
            first = f"pv_max({origin}, {self._parameter_affine(low)})"
            last = f"pv_min({origin.plus(Affine((), extent - 1))}, {self._parameter_affine(high)})"
            lines.append(f"{pad}{'  ' * d}for (long {element} = {first}; {element} <= {last}; {element}++)")
        self.helpers_used |= {"min", "max"}
        offsets = "".join(f"[{Affine.of(e).plus(o.times(-1))}]" for e, o in zip(elements, _origins(pack.buffer, names)))
        times = f", times {pack.factor.rstrip(' *')}" if pack.factor else ""
        self.lines += [f"{pad}/* polyviz: pack: the part of {array} read below{times}, copied once per {pack.loop} */"]
        self.lines += lines + [f"{pad}{'  ' * len(elements)}{buffer}{offsets} = {pack.factor}{array}"
                               f"{''.join(f'[{e}]' for e in elements)};"]

    def _parameter_affine(self, bound) -> str:
        constant, params = bound
        return str(Affine(tuple((self.spellings.get(p, p), c) for p, c in params), constant))

    def visit_buffer(self, buffer: BufferMark, indent: int, context: dict, names: LoopNames) -> None:
        name = fresh_name(f"{buffer.array}_tile", self.reserved, "underscored")
        self.buffer_names[buffer.array] = name
        element_type = self.scop.array(buffer.array).element_type
        pad = "  " * indent
        element_size = _c_type_size(element_type)
        size = None if element_size is None else _product(buffer.extents) * element_size
        if size is not None and self.stack_buffer_bytes + size <= STACK_BUFFER_LIMIT:
            self.stack_buffer_bytes += size
            self.lines.append(f"{pad}{element_type} {name}{''.join(f'[{e}]' for e in buffer.extents)};"
                              f"  /* this tile's part of {buffer.array} */")
            return
        # A pointer to its rows: the statements index it as they index the array.
        self.heap_buffers.add(name)
        self.helpers_used.add("tile_alloc")
        rows = "".join(f"[{e}]" for e in buffer.extents[1:])
        pointer = f"(*{name}){rows}" if rows else f"*{name}"
        size_note = f"{size / 2**20:.1f} MiB" if size is not None else "an element type of unknown size"
        self.lines.append(f"{pad}{element_type} {pointer} = pv_tile_alloc({buffer.extents[0]} * sizeof *{name}, "
                          f"\"{name}\");  /* this tile's part of {buffer.array}: {size_note}, on the heap */")

    def leave_buffer(self, buffer: BufferMark, indent: int) -> None:
        name = self.buffer_names[buffer.array]
        if name in self.heap_buffers:
            self.lines.append(f"{'  ' * indent}__builtin_free({name});")
            return
        self.stack_buffer_bytes -= _product(buffer.extents) * _c_type_size(self.scop.array(buffer.array).element_type)

    def visit_for(self, node: isl.AstNode, indent: int, context: dict, names: LoopNames) -> None:
        pad = "  " * indent
        kernel = context.get("micro_kernel")
        if kernel is not None and loop_depth(node) == kernel.rows_depth:
            self.lines += kernel.compute(pad)
            return
        kernel = None if kernel is not None else self._micro_kernel(node, context, names)
        if kernel is None:
            self._loop(node, indent, context, names)
            return
        self.lines += kernel.opening(pad)
        inner = {**context, "micro_kernel": kernel}
        if loop_depth(node) == kernel.rows_depth:
            self.lines += kernel.compute(pad + "  ")
        else:
            self._loop(node, indent + 1, inner, names)
        self.lines += kernel.closing(pad)

    def _micro_kernel(self, node: isl.AstNode, context: dict, names: LoopNames) -> MicroKernel | None:
        """The register-tile micro-kernel starting at loop ``node``, when a band's ``register_tile``
        starts there and isl's AST below is its full block (see :mod:`.microkernel`)."""
        depth = loop_depth(node)
        for band, first in context.get("bands", []):
            tile = first_value(band.directives, Directive.register_tile)
            if tile is None or not first <= depth < first + len(band.names) or band.names[depth - first] != tile.start:
                continue
            printed = {d: name for d, (name, _) in names.items()}

            def statement(call, values, excluded):
                return self._in_copies(self._statement(call, values, "", frozenset(printed) - excluded), context, names)

            buffers = {self.buffer_names[array] for array in context.get("buffers", {})}
            kernel = micro_kernel(self.scop, node, tile, first, band.names, printed, self.variables(names, context),
                                  self.reserved | set(printed.values()) | buffers, statement, buffers)
            if kernel is not None:
                self.typedefs += kernel.typedefs
            return kernel
        return None

    def _loop(self, node: isl.AstNode, indent: int, context: dict, names: LoopNames) -> None:
        pad = "  " * indent
        depth = loop_depth(node)
        name, parallel = names.get(depth, (f"c{depth}", False))
        names = {**names, depth: (name, parallel)}
        if self.openmp and pipelined(context, depth) and self.pipeline_region(node, indent, context, names):
            return
        if self.lane_layout is not None and not parallel and self.lane_loop(node, indent, context, names):
            return
        # A loop whose statements all use its iterator negated (S0(-c0)) is printed as a decreasing
        # loop over the user's iterator, as a reversed loop is written.
        survey = self._survey(node.for_get_body(), context)
        backwards = survey.signs.get(f"{ITERATOR_PREFIX}{depth}") == {-1}
        context = {**context, "backwards": context.get("backwards", frozenset()) | ({depth} if backwards else set())}
        variables = self.variables(names, context)
        start = from_isl(node.for_get_init(), variables, self.spellings)
        init = self.printed(negate(start) if backwards else start)
        cond = self.printed(comparison_for(from_isl(node.for_get_cond(), variables, self.spellings)))
        step = self.expr(node.for_get_inc(), variables)
        sign = "-" if backwards else "+"
        increment = f"{name}{sign}{sign}" if step == "1" else f"{name} {sign}= {step}"
        declaration = self._iterator_type(depth, name) + " "
        if declaration == "long ":
            self.widened.append(name)
        elif name in self.outer_declared:
            declaration = ""
        call = None
        pragma = None
        reductions = []
        copies: list[_PrivateCopy] = []
        note = []
        if parallel and self.openmp:
            privates = [p.variable for p in self.privates(context, depth)]
            scalars = [v for v in privates if self.scop.array(v).is_scalar]
            copies = [self._private_copy(node, v, names, context) for v in privates if v not in scalars]
            if copies:
                context = {**context, "private_copies": {**context.get("private_copies", {}),
                                                         **{copy.array: copy for copy in copies}}}
            note = _privatisation_note(name, scalars, copies)
            reused = survey.reused - {name}
            if self.outline:
                call = self._outlined_call(node.for_get_body(), context, names, depth, reused, survey, scalars, copies)
            private = [] if call else sorted(reused)
            clause = f" private({', '.join(private)})" if private else ""
            clause += f" lastprivate({', '.join(scalars)})" if scalars else ""
            reductions = [self._reduced_section(node, reduction, variables)
                          for reduction in self.reductions(context, depth)]
            clause += "".join(f" reduction({operator}: {section.text})" for operator, section in reductions)
            # Iterations are handed out one at a time as threads finish: a triangular nest's rows
            # (syrk, covariance) differ in work, and a thread descheduled by another process on a
            # shared core then holds back only the iteration it runs, not a static half of the
            # loop.  A loop that reduces keeps the static split, whose partial sums and so whose
            # results are the same on every run.
            # The threads are as many as CPUs are free when the call starts (HELPERS' free_cpus);
            # not for a reduction either, whose results depend on the number of threads.
            clause += "" if reductions else f" schedule(dynamic) num_threads({THREADS_VARIABLE})"
            self.helpers_used |= set() if reductions else {"free_cpus"}
            pragma = f"#pragma omp parallel for{clause}"
            self.parallel_loops.append(name)
        opening, closing = self.pipeline_waits(context, depth, variables)
        stream = None if pragma or backwards or opening else self._stream(node, context)
        if stream is not None:
            self._streamed_loop(node, context, names, stream, pad, declaration, name, start, cond)
            return
        guards = None if pragma or opening else _invariant_guards(node.for_get_body(), node.for_get_iterator().get_id(),
                                                       bool(context.get("buffers")))
        if guards:
            # Inside a tile with per-tile buffers, printed twice: without the conditions where they
            # all hold (every tile but the edges), and with them.  gcc leaves an innermost loop with
            # conditions inside unvectorised, and unswitches none of a body this large (the producers
            # compute_at(..., unroll=1) unrolls, the rows unroll jams in).  Elsewhere (time tiles)
            # unmeasured, so unchanged.
            holding = [self.expr(guard, variables) for guard in guards]
            unguarded = {**context, "holding": context.get("holding", frozenset()) | set(holding)}
            self.lines += [f"{pad}if ({' && '.join(parenthesised_text(text) for text in dict.fromkeys(holding))}) {{"
                           "  /* every statement runs */"]
            self._plain_loop(node, indent + 1, unguarded, declaration, name, init, cond, increment)
            self.lines.append(f"{pad}}} else {{")
            self._plain_loop(node, indent + 1, context, declaration, name, init, cond, increment)
            self.lines.append(f"{pad}}}")
            return
        outer_lines, self.lines = self.lines, [f"for ({declaration}{name} = {init}; {cond}; {increment}) {{"] + opening
        if call:
            self.lines.append(f"  {call}")
        else:
            self._packed_body(node, 1, context, names, copies)
        self.lines += closing + ["}"]
        loop, self.lines = self.lines, outer_lines
        guard = _private_copy_guard([section for _, section in reductions])
        if guard is None:
            self.lines += [pad + line for line in note] + ([pad + pragma] if pragma else []) + [pad + line for line in loop]
            return
        copies = ", ".join(section.text for _, section in reductions)
        self.lines += [f"{pad}/* polyviz: each thread reduces into a private copy of {copies} on its stack;",
                       f"{pad}   copies larger than {PRIVATE_COPY_LIMIT >> 20} MiB (or empty ones) run the loop on one "
                       "thread instead */",
                       f"{pad}if ({guard}) {{", f"{pad}  {pragma}"]
        self.lines += [f"{pad}  {line}" for line in loop] + [f"{pad}}} else {{"]
        self.lines += [f"{pad}  {line}" for line in loop] + [f"{pad}}}"]

    def _body(self, body: isl.AstNode, indent: int, context: dict, copies: list[_PrivateCopy]) -> None:
        """A loop's ``body``, with the declarations and copies back of the iteration's private
        ``copies`` around it."""
        pad = "  " * indent
        stack_bytes = sum(copy.stack_bytes for copy in copies)
        self.lines += [pad + line for copy in copies for line in copy.opening]
        self.stack_buffer_bytes += stack_bytes
        self.node(body, indent, context)
        self.stack_buffer_bytes -= stack_bytes
        self.lines += [pad + line for copy in copies for line in copy.closing]

    def _private_copy(self, node: isl.AstNode, array: str, names: LoopNames, context: dict) -> _PrivateCopy:
        """The private copy each iteration of parallel ``for`` ``node`` keeps of ``array``: the box
        of the elements the loop writes for the values of the enclosing loops (doitgen's
        ``sum[0:np]``), indexed from its first element; the iteration the loop runs last copies its
        values back (the privatisation analysis found that it writes the whole box)."""
        variables = self.variables(names, context)
        build = self.loop_builds[node.get_annotation().get_name()]
        schedule = build.get_schedule()
        written = isl.Map.from_union_map(schedule.reverse().apply_range(accesses_to(self.scop.writes, array)))
        space = written.get_space().domain()
        loop = space.dim(isl.dim_type.set) - 1  # this loop's position: the last schedule dimension
        outer_equal = same_outer(space, loop)
        written = outer_equal.apply_range(written)
        origins, lengths = [], []
        for dim in range(written.dim(isl.dim_type.out)):
            low = written.dim_min(dim)
            length = written.dim_max(dim).sub(low).add_constant_val(isl.Val(1)).coalesce()
            origins.append(from_isl(build.expr_from_pw_aff(low), variables, self.spellings))
            lengths.append(self.expr(build.expr_from_pw_aff(length), variables))
        times = isl.Set.from_union_set(schedule.range())
        last = outer_equal.intersect_domain(times).intersect_range(times).dim_max(loop)
        taken = self.reserved | {n for n, _ in names.values()}
        name = fresh_name(f"{array}_private", taken, "underscored")
        counters = [fresh_name(f"pv_k{dim}", taken, "underscored") for dim in range(len(lengths))]
        element_type = self.scop.array(array).element_type
        element_size = _c_type_size(element_type)
        shape = "".join(f"[{length}]" for length in lengths)
        what = f"this iteration's own {array}{''.join(f'[{self.printed(o)}:{n}]' for o, n in zip(origins, lengths))}"
        closing = []
        stack_bytes = _product(int(n) for n in lengths) * element_size \
            if all(n.isdigit() for n in lengths) and element_size is not None else None
        if stack_bytes is not None and self.stack_buffer_bytes + stack_bytes <= STACK_BUFFER_LIMIT:
            opening = [f"{element_type} {name}{shape};  /* {what} */"]
        else:
            stack_bytes = 0
            self.helpers_used.add("tile_alloc")
            rows = "".join(f"[{n}]" for n in lengths[1:])
            pointer = f"(*{name}){rows}" if rows else f"*{name}"
            opening = [f"{element_type} {pointer} = pv_tile_alloc((long)({lengths[0]}) * sizeof *{name}, "
                       f"\"{name}\");  /* {what}, on the heap */"]
            closing = [f"__builtin_free({name});"]
        # The array's element as the code around the loop names it (an enclosing copy or tile buffer).
        element = "".join(f"[{self.printed(o.plus(Affine.of(k)))}]" if isinstance(o, Affine) else f"[({o}) + {k}]"
                          for o, k in zip(origins, counters))
        target = self._in_copies(array + element, context, names)
        source = name + "".join(f"[{k}]" for k in counters)
        iterator = self.expr(node.for_get_iterator(), variables)
        copy_back = [f"if ({iterator} == {self.expr(build.expr_from_pw_aff(last), variables)}) {{"
                     f"  /* the last iteration: its values of {array} are those the loop leaves */"]
        for depth, (counter, length) in enumerate(zip(counters, lengths)):
            copy_back.append("  " * (depth + 1) + f"for (long {counter} = 0; {counter} < {length}; {counter}++)")
        copy_back += ["  " * (len(counters) + 1) + f"{target} = {source};", "}"]
        return _PrivateCopy(array, name, tuple(origins), tuple(opening), tuple(copy_back + closing), stack_bytes)

    def _plain_loop(self, node: isl.AstNode, indent: int, context: dict, declaration: str, name: str, init: str,
                    cond: str, increment: str) -> None:
        pad = "  " * indent
        self.lines.append(f"{pad}for ({declaration}{name} = {init}; {cond}; {increment}) {{")
        self.node(node.for_get_body(), indent + 1, context)
        self.lines.append(f"{pad}}}")

    def _stream(self, node: isl.AstNode, context: dict) -> _Stream | None:
        """How innermost loop ``node`` streams the array of :attr:`streamed` that the statements of
        its body write, or ``None``.  The body is one statement, or several under conditions that
        do not depend on the loop (the copies ``unroll`` jams into it); each must write one element
        of that array per iteration, each the one after the previous one's (the array's last index
        follows the loop), and read nothing of that array; no two of them write the same element."""
        body, end = node.for_get_body(), node.for_get_cond()
        if (not self.streamed
                or end.get_op_type() not in (isl.ast_expr_op_type.le, isl.ast_expr_op_type.lt)
                or not end.op_get_arg(0).is_equal(node.for_get_iterator())
                or end.get_op_type() == isl.ast_expr_op_type.lt and not isinstance(from_isl(end.op_get_arg(1), {}),
                                                                                    Affine)):
            return None
        depth = loop_depth(node)
        users = _guarded_statements(body, node.for_get_iterator().get_id())
        if not users:
            return None
        statements = [self.scop.statement(user.user_get_expr().op_get_arg(0).get_id().get_name()) for user, _ in users]
        arrays = {w.get_tuple_name(isl.dim_type.out) for s in statements for w in s.writes} & set(self.streamed)
        if len(arrays) != 1:
            return None
        array, = arrays
        if array in context.get("buffers", {}):
            return None
        stores = []
        for (user, _), statement in zip(users, statements):
            writes = [w for w in statement.writes if w.get_tuple_name(isl.dim_type.out) == array]
            if len(writes) != 1 or any(r.get_tuple_name(isl.dim_type.out) == array for r in statement.reads):
                return None
            instances = self._instances(user, depth)
            if instances is None:
                return None
            stored = instances.intersect_range(statement.domain).apply_range(writes[0])  # loop values -> element
            if not stored.is_single_valued():
                return None
            stores.append(stored)
        outer_equal = same_outer(stores[0].get_space().domain(), depth)
        following = outer_equal.add_constraint(
            isl.Constraint.equality_alloc(isl.LocalSpace.from_space(outer_equal.get_space()))
            .set_coefficient_val(isl.dim_type.out, depth, 1).set_coefficient_val(isl.dim_type.in_, depth, -1)
            .set_constant_val(-1))
        for stored in stores:
            steps = stored.reverse().apply_range(following).apply_range(stored).deltas()
            rank = steps.dim(isl.dim_type.set)
            unit = isl.Set.universe(steps.get_space())
            for k in range(rank):
                unit = unit.fix_val(isl.dim_type.set, k, isl.Val(int(k == rank - 1)))
            if not steps.is_subset(unit):
                return None
        # Each statement's stores are streamed after the chunk: two writing one element would swap.
        if any(not first.apply_range(second.reverse()).intersect(outer_equal).is_empty()
               for k, first in enumerate(stores) for second in stores[k + 1:]):
            return None
        return _Stream(array, end.get_op_type() == isl.ast_expr_op_type.le, tuple(user for user, _ in users),
                       tuple(guards for _, guards in users))

    def _instances(self, user: isl.AstNode, depth: int) -> isl.Map | None:
        """The statement instance ``user`` runs, as a map from the values of the loops up to
        ``depth``, or ``None`` when isl's arguments are not affine in them."""
        call = user.user_get_expr()
        arguments = [from_isl(call.op_get_arg(k), {}) for k in range(1, call.op_get_n_arg())]
        if not all(isinstance(a, Affine) for a in arguments):
            return None
        loops = ", ".join(f"{ITERATOR_PREFIX}{k}" for k in range(depth + 1))
        name = call.op_get_arg(0).get_id().get_name()
        try:
            return isl.Map(f"[{', '.join(self.scop.parameters)}] -> {{ [{loops}] -> {name}"
                           f"[{', '.join(str(a) for a in arguments)}] }}")
        except isl.Error:
            return None  # an argument names a loop the map does not have

    def _streamed_loop(self, node: isl.AstNode, context: dict, names: LoopNames, stream: _Stream, pad: str,
                       declaration: str, name: str, start: Expr, cond: str) -> None:
        """Innermost loop ``node`` cut into chunks of :data:`STREAM_CHUNK` iterations, each writing
        its elements of ``stream.array`` into a buffer (a row of it per statement that stores into
        the array) that is then streamed into the array (``pv_stream`` of :data:`HELPERS`).

        When the statements run under conditions (the rows ``unroll`` jams, in the tiles at the
        edges), the chunks are printed twice: without the conditions where they all hold (every
        tile but the edges) and with them: gcc vectorised stencil_pipeline's jammed loop with its
        conditions inside in neither case, and it ran slower than row by row (docs/design-notes.md,
        "Generated code")."""
        self.helpers_used |= {"stream", "min"}
        taken = self.reserved | {n for n, _ in names.values()}
        row = fresh_name(f"{stream.array}_chunk", taken, "underscored")
        last, chunk = (fresh_name(f"{name}_{word}", taken | {row}, "underscored") for word in ("last", "chunk"))
        starts_name, row_index = (fresh_name(f"{stream.array}_{word}", taken | {row, last, chunk}, "underscored")
                                  for word in ("rows", "row"))
        element_type = self.scop.array(stream.array).element_type
        rows = [row] if len(stream.users) == 1 else [f"{row}[{k}]" for k in range(len(stream.users))]
        variables = self.variables(names, context)
        end = from_isl(node.for_get_cond().op_get_arg(1), variables, self.spellings)
        if not stream.inclusive:
            end = end.plus(Affine((), -1))
        kind = self._iterator_type(loop_depth(node), name)
        stop = f"pv_min({last}, {chunk} + {STREAM_CHUNK - 1})"
        shape = "" if len(rows) == 1 else f"[{len(rows)}]"

        def conjunction(guards) -> str:
            text = " && ".join(dict.fromkeys(parenthesised(from_isl(guard, variables, self.spellings), _AND + 1)
                                             for guard in guards))
            self.helpers_used |= helpers_in(text)
            return text

        def chunks(bodies: list[isl.AstNode], guarded: bool, indent: str) -> list[str]:
            outer_lines, self.lines = self.lines, []
            for body in bodies:
                self.node(body, 3, context)
            body, self.lines = "\n".join(self.lines), outer_lines
            accesses = array_accesses(body, {stream.array})
            targets = [body[a.start:a.end] for a in accesses]
            for access, into in reversed(list(zip(accesses, rows))):
                body = f"{body[:access.start]}{into}[{name} - {chunk}]{body[access.end:]}"
            lines = [f"{indent}  for ({kind} {chunk} = {self.printed(start)}; {chunk} <= {last}; "
                     f"{chunk} += {STREAM_CHUNK}) {{",
                     f"{indent}    for ({declaration}{name} = {chunk}; {name} <= {stop}; {name}++) {{"]
            lines += [indent + line for line in body.split("\n")] + [f"{indent}    }}"]
            starts = [f"&{_substituted(target, name, chunk)}" for target in targets]
            if not guarded and len(rows) > 1:
                # One call in a loop: four copies of pv_stream's code in the loop over the chunks
                # ran blur2d 6 % slower.
                lines += [f"{indent}    {element_type} *{starts_name}[{len(rows)}] = {{{', '.join(starts)}}};",
                          f"{indent}    for (int {row_index} = 0; {row_index} < {len(rows)}; {row_index}++)",
                          f"{indent}      pv_stream({starts_name}[{row_index}], {row}[{row_index}], "
                          f"{stop} - {chunk} + 1);"]
                return lines + [f"{indent}  }}"]
            for start_, into, guards in zip(starts, rows, stream.guards):
                call = f"pv_stream({start_}, {into}, {stop} - {chunk} + 1);"
                lines.append(f"{indent}    if ({conjunction(guards)}) {call}" if guarded and guards
                             else f"{indent}    {call}")
            return lines + [f"{indent}  }}"]

        self.lines += [f"{pad}{{  /* {stream.array} written {STREAM_CHUNK} elements at a time into a buffer, "
                       "then stored with non-temporal stores */",
                       f"{pad}  {kind} {last} = {self.printed(end)};",
                       f"{pad}  {element_type} {row}{shape}[{STREAM_CHUNK}];"]
        guards = [guard for conditions in stream.guards for guard in conditions]
        if guards:
            self.lines += [f"{pad}  if ({conjunction(guards)}) {{  /* every statement runs */"]
            self.lines += chunks(list(stream.users), False, pad + "  ")
            self.lines += [f"{pad}  }} else {{"] + chunks([node.for_get_body()], True, pad + "  ") + [f"{pad}  }}"]
        else:
            self.lines += chunks([node.for_get_body()], False, pad)
        self.lines += [f"{pad}  pv_stream_fence();", f"{pad}}}"]

    def _reduced_section(self, node: isl.AstNode, reduction: Reduction,
                         variables: dict[str, Expr]) -> tuple[str, _Section]:
        """The operator and the array section a parallel ``for`` ``node`` reduces over: the rows
        of the elements its iterations update, for the values of the enclosing loops
        (gramschmidt: ``R[k:1][k + 1:n - k - 1]``, not all of ``R``).  OpenMP wants a contiguous
        section, so from the first dimension whose range varies on, the whole extent is taken."""
        operator, variable = reduction.operator, reduction.variable
        array = self.scop.array(variable)
        build = self.loop_builds[node.get_annotation().get_name()]
        updated = isl.Map.from_union_map(build.get_schedule().reverse().apply_range(accesses_to(self.scop.writes, variable)))
        # Every iteration of this loop (its position is the last schedule dimension) needs the
        # elements all of them update.
        space = updated.get_space().domain()
        updated = same_outer(space, space.dim(isl.dim_type.set) - 1).apply_range(updated)
        parts, lengths, varying = [], [], False
        for dim, extent in enumerate(array.printed_extents):
            if varying:
                parts.append(f"[0:{extent}]")
                lengths.append(extent)
                continue
            low, high = updated.dim_min(dim), updated.dim_max(dim)
            length = high.sub(low).add_constant_val(isl.Val(1)).coalesce()
            varying = not _is_one(length)
            start = self.expr(build.expr_from_pw_aff(low), variables)
            count = self.expr(build.expr_from_pw_aff(length), variables)
            parts.append(f"[{start}:{count}]")
            lengths.append(count)
        if array.storage == "pointer":  # ``*sum``: OpenMP reduces what a pointer points to as a section
            return operator, _Section(f"{variable}[0:1]", ("1",), f"sizeof(*{variable})",
                                      _c_type_size(array.element_type))
        element = variable + "[0]" * len(array.extents)
        return operator, _Section(variable + "".join(parts), tuple(lengths), f"sizeof({element})",
                                  _c_type_size(array.element_type))

    def _iterator_type(self, depth: int, name: str) -> str:
        return "long" if depth in self.wide_loops else "int"

    def _outlined_call(self, body: isl.AstNode, context: dict, names: LoopNames, depth: int, reused: set[str],
                       survey: _Survey, privatised: list[str], copies: list[_PrivateCopy]) -> str | None:
        """Move a parallel loop's ``body`` to a static function whose arrays are ``restrict``
        parameters and return the call, or None when the body uses a variable that function
        could not see (an array of the user's function, or one of its scalars that the body
        writes and the loop does not privatise).  The user's local scalars that the body only
        reads are passed by value; each scalar the loop privatises (``privatised``, ``lastprivate``
        in the loop's pragma) by the address of the iteration's copy, which the function reads into
        a variable of its own and writes back at its end, so that the copy the loop's last iteration
        leaves is what ``lastprivate`` copies out.  ``survey`` is :meth:`_survey`'s of ``body``, and
        ``reused`` its loops the function declares, this loop's own left out.

        gcc passes the variables a parallel loop shares to the loop's outlined function through
        a structure, and ``restrict`` does not survive that: tiled gemm ran slower on one
        thread with ``parallel(i_t)`` than without.  Nor does gcc then unroll and jam the rows
        of a recurrence inside the loop, whose independent chains of divisions overlap: adi's
        row blocks, whose coefficients ``a``, ``b``, ... are local scalars, took twice the CPU
        time without the function (docs/design-notes.md, "Generated code").
        """
        visible = ("parameter", "global")
        private = [self.scop.array(name) for name in sorted(privatised)]
        hidden = [array for array in self.scop.arrays
                  if array.name in survey.variables and array.storage not in visible and array.name not in privatised]
        if any(array.storage not in ("local", "static-local", "scop-local") or not array.is_scalar
               or array.name in survey.written for array in hidden) or any(array.storage == "undeclared" for array in private):
            return None
        by_value = sorted(hidden, key=lambda array: array.name)
        taken = self.reserved | {n for n, _ in names.values()}
        addresses = {array.name: fresh_name(f"{array.name}_copy", taken, "underscored") for array in private}
        parameter_names = {p.name for p in self.scop.function_parameters}
        outer_lines, self.lines = self.lines, []
        self._body(body, 1, context, copies)
        lines, self.lines = self.lines, outer_lines
        text = "\n".join(lines)
        iterators = [names[d][0] for d in sorted(names) if d <= depth and re.search(rf"\b{names[d][0]}\b", text)]
        function = f"{_RESTRICT_PREFIX}{self.scop.source.function_name}_parallel{len(self.outlined)}"
        declared = [f"  int {', '.join(sorted(reused))};"] if reused else []
        # A function parameter privatised is the function's own parameter here, so it is assigned, not declared.
        declared += [f"  {'' if array.name in parameter_names else array.element_type + ' '}{array.name} = "
                     f"*{addresses[array.name]};" for array in private]
        lines += [f"  *{addresses[array.name]} = {array.name};" for array in private]
        types = {names[d][0]: self._iterator_type(d, names[d][0]) for d in names}
        named = set(re.findall(r"\w+", "\n".join(declared + lines)))
        # The per-tile buffers opened around the loop (a pack filled before it, a local_buffer of an
        # enclosing tile) are the caller's locals: passed as pointers to their rows, which no
        # argument array overlaps.
        buffers = [(self.buffer_names[array], self.scop.array(array).element_type, mark.extents)
                   for array, mark in context.get("buffers", {}).items() if self.buffer_names[array] in named]
        taken_buffers = [f"{element_type} (*restrict {name}){''.join(f'[{e}]' for e in extents[1:])}"
                         for name, element_type, extents in buffers]
        # A parallel loop inside the body asks for the thread count the caller chose.
        threads = [THREADS_VARIABLE] if THREADS_VARIABLE in named else []
        parameters = ", ".join([f"{types[n]} {n}" for n in iterators] + [f"int {n}" for n in threads] +
                               [_restrict_parameters(self.scop, named)] +
                               [f"{array.element_type} {array.name}" for array in by_value] + taken_buffers +
                               [f"{array.element_type} *{addresses[array.name]}" for array in private])
        self.outlined.append(f"static void {function}({parameters})\n{{\n" + "\n".join(declared + lines) + "\n}\n")
        arguments = iterators + threads + [p.name for p in self.scop.function_parameters] + \
            [array.name for array in by_value] + [name for name, _, _ in buffers] + [f"&{array.name}" for array in private]
        return f"{function}({', '.join(arguments)});"

    def _survey(self, body: isl.AstNode, context: dict) -> _Survey:
        survey = _Survey(self.scop, self.marks, self.outer_declared)
        survey.node(body, 0, context)
        return survey

    def _statement(self, call: isl.AstExpr, variables: dict[str, Expr], pad: str, loops: frozenset[int]) -> str:
        statement = self.scop.statement(call.op_get_arg(0).get_id().get_name())
        values = {iterator: from_isl(call.op_get_arg(k + 1), variables, self.spellings)
                  for k, iterator in enumerate(statement.iterators)}
        for iterator, value in values.items():
            if isinstance(value, Affine) and len(value.terms) == 1 and value.terms[0][1] == 1 and not value.constant:
                continue  # one loop variable already
            for depth in sorted(loops):
                (name, sign), = variables[f"{ITERATOR_PREFIX}{depth}"].terms
                if self.iterator_loops.equals(statement, iterator, depth, sign):
                    values[iterator] = Affine.of(name)
                    break
        return self.printed(statement_text(written_or_reprinted(statement), values, pad))


def _origins(buffer: BufferMark, names: LoopNames) -> tuple[Affine, ...]:
    """Each origin coordinate of ``buffer`` over the enclosing loops' names."""
    return tuple(Affine(tuple((names[k][0], c) for k, c in enumerate(loops) if c) + params, constant)
                 for constant, loops, params in buffer.origins)


def _in_buffer(text: str, array: str, buffer: str, origins: tuple[Expr, ...], factor: str = "") -> str:
    """Statement ``text`` with each access ``array[e0][e1]`` made ``buffer[e0 - origin0][e1 - origin1]``
    (and ``factor`` before it dropped: the buffer holds the product, see :class:`~polyviz.model.Pack`),
    each subscript that is a sum simplified (``tmp_tile[2][0]`` where ``i`` is ``4 * i_t + 1`` and the
    origin ``4 * i_t - 1``): gcc keeps a buffer in registers only when its subscripts are constants
    it sees (blur2d's per-column tiles ran faster with ``[2]`` than with
    ``[4 * i_t + 1 - (4 * i_t - 1)]``; docs/design-notes.md, "Generated code")."""
    edits: list[tuple[int, int, str]] = []  # (start, end, replacement) in text positions
    for access in array_accesses(text, {array}):
        if factor:
            assert text[:access.start].endswith(factor), f"{factor!r} does not multiply {array} in {text!r}"
            edits.append((access.start - len(factor), access.start, ""))
        edits.append((access.start, access.start + len(array), buffer))
        for (start, end), origin in zip(access.subscripts, origins):
            subscript = affine_of_tokens([t.text for t in tokenize(text[start:end], directives=False)])
            if subscript is not None and isinstance(origin, Affine):
                edits.append((start, end, str(subscript.plus(origin.times(-1)))))
            elif origin != Affine((), 0):
                edits.append((end, end, f" - ({origin})"))
    for start, end, replacement in sorted(edits, reverse=True):
        text = text[:start] + replacement + text[end:]
    return text


class _Survey(AstWalker):
    """What a subtree holds: ``reused``, the loops whose iterators the user's function declares
    outside the nest (in ``outer_declared``), ``variables``, the arrays and scalars its
    statements access, and ``signs``, the signs with which each of isl's loop iterators appears
    in the statements' arguments; ``written``, the arrays and scalars they write."""

    def __init__(self, scop: Scop, marks: BandTable, outer_declared: set[str]):
        super().__init__(scop, marks)
        self.outer_declared = outer_declared
        self.reused: set[str] = set()
        self.variables: set[str] = set()
        self.written: set[str] = set()
        self.signs: dict[str, set[int]] = {}

    def visit_for(self, node: isl.AstNode, indent: int, context: dict, names: LoopNames) -> None:
        depth = loop_depth(node)
        if names.get(depth, (f"c{depth}", False))[0] in self.outer_declared:
            self.reused.add(names[depth][0])
        self.node(node.for_get_body(), indent, context)

    def visit_if(self, node: isl.AstNode, indent: int, context: dict, names: LoopNames) -> None:
        self.node(node.if_get_then_node(), indent, context)
        if node.if_has_else_node():
            self.node(node.if_get_else_node(), indent, context)

    def visit_user(self, node: isl.AstNode, indent: int, context: dict, names: LoopNames) -> None:
        call = node.user_get_expr()
        statement = self.scop.statement(call.op_get_arg(0).get_id().get_name())
        self.variables.update(a.get_tuple_name(isl.dim_type.out) for a in statement.reads + statement.writes)
        self.written.update(a.get_tuple_name(isl.dim_type.out) for a in statement.writes)
        for k in range(1, call.op_get_n_arg()):
            argument = from_isl(call.op_get_arg(k), {})
            for iterator, value in argument.terms if isinstance(argument, Affine) else ():
                self.signs.setdefault(iterator, set()).add(1 if value > 0 else -1)
