"""Polly's view of a kernel: the SCoPs clang with Polly finds, read from its JSCoP export.

:func:`polly_scops` compiles a translation unit with Polly's export (the flags of
:data:`polyviz.toolchain.POLLY_FLAGS`) and reads every JSCoP file it writes;
:func:`polly_view` finds which of Polly's statements runs which instances of each of
polyviz's statements. Polly's iterators count a loop's iterations from 0 (``for (i = n - 1;
i >= 0; i--)`` is ``i0`` with ``i = n - 1 - i0``), so each pair gets a map of instances: the
one under which Polly's accesses are polyviz's, checked access by access. Where an iterator
appears in no access (a time loop), its instances are matched in the order the loop runs them.

:func:`polly_model` goes the other way: the model is Polly's SCoP itself (its statements, domains,
accesses and schedule), for C and for C++, which polyviz reads no other way.
"""
from __future__ import annotations

import json
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import islpy as isl
from pycparser import c_ast

from ..errors import PolyvizError
from ..limits import limit
from ..model import Array, Scop, SourceRegion, Statement
from ..model.jscop import Jscop, JscopArray, JscopStatement, PollyInstances, PollyView
from ..toolchain import (CPLUSPLUS_FLAGS, POLLY_FLAGS, POLLY_REMARKS, cplusplus_driver, export_jscop, jscop_function,
                         polly_clang, polly_messages)
from .extract import parse_c, parse_signature
from .header import parse_kernel_header
from .openscop import nested_loops, opaque_band, time_entries
from .preprocess import INCLUDE_DIR, PreprocessorOptions

#: Polly's prefix of an array's name: ``MemRef_C`` is C's.
ARRAY_PREFIX = "MemRef_"
#: Suffixes of C++ sources (compiled by clang++ as C++17).
CPLUSPLUS_SUFFIXES = (".cc", ".cpp", ".cxx", ".C", ".c++")


class PollyError(PolyvizError):
    """Polly cannot give what was asked: clang failed, Polly found no SCoP, or not polyviz's."""


class PollyUnavailable(PollyError):
    """No clang on this machine runs Polly (the message says what to install)."""


@dataclass(frozen=True)
class PollyExport:
    """What one export run gave: the SCoPs, Polly's remarks on regions it refused, the command."""

    scops: tuple[Jscop, ...]
    remarks: tuple[str, ...]
    command: tuple[str, ...]


def read_jscop(text: str, file_name: str) -> Jscop:
    """The SCoP of one JSCoP file (``FUNCTION___REGION.jscop``, as Polly names it)."""
    try:
        data = json.loads(text)
        context = isl.Set(data["context"])
        statements = tuple(
            JscopStatement(s["name"], isl.Set(s["domain"]), isl.Map(s["schedule"]),
                           tuple((a["kind"], isl.Map(a["relation"])) for a in s["accesses"]))
            for s in data["statements"])
        arrays = tuple(JscopArray(a["name"], a.get("type", ""), tuple(a.get("sizes", ())))
                       for a in data.get("arrays", ()))
        region = data["name"]
    except (ValueError, KeyError, TypeError, isl.Error) as error:
        raise PollyError(f"{file_name} is not a JSCoP file Polly wrote ({type(error).__name__}: {error})") from None
    function = jscop_function(file_name)
    parameters = tuple(context.get_dim_name(isl.dim_type.param, k) for k in range(context.dim(isl.dim_type.param)))
    return Jscop(file_name, function, region, context, parameters, arrays, statements, text, data.get("location"))


def polly_scops(source: str, *, file_name: str = "kernel.c", flags: Sequence[str] = (),
                clang: str | None = None, timeout: float | None = None) -> PollyExport:
    """Every SCoP clang with Polly finds in the translation unit ``source`` (a C file, or C++ when
    ``file_name`` ends in .cpp, .cc, .cxx), compiled with ``flags`` (``-I``/``-D``) besides
    polyviz's headers. ``clang`` defaults to the first clang that runs Polly."""
    if clang is None:
        clang, note = polly_clang()
        if clang is None:
            raise PollyUnavailable(f"Polly is not available: {note}")
    cplusplus = Path(file_name).suffix in CPLUSPLUS_SUFFIXES
    driver = cplusplus_driver(clang) if cplusplus else clang
    with tempfile.TemporaryDirectory(prefix="polyviz-polly-") as folder:
        path = Path(folder) / Path(file_name).name
        path.write_text(source)
        command = (driver, *POLLY_FLAGS, *POLLY_REMARKS, *(CPLUSPLUS_FLAGS if cplusplus else ()),
                   "-I", str(INCLUDE_DIR), *flags, "-c", str(path), "-o", "/dev/null")
        export = export_jscop(command, Path(folder) / "jscop", timeout or limit("COMPILE_SECONDS"))
        shown = tuple(file_name if part == str(path) else part for part in command)
        if not export.ok:
            messages = polly_messages(export.stderr).replace(str(path), file_name)
            raise PollyError(f"{Path(driver).name} cannot compile {file_name}:\n{messages}")
        scops = tuple(read_jscop(text.replace(str(path), file_name), name) for name, text in export.files.items())
        return PollyExport(scops, _remarks(export.stderr.replace(str(path), file_name)), shown)


_REMARK = re.compile(r"^(?P<where>[^:\n]+:\d+:\d+): remark: (?P<what>.*?)(?: \[-Rpass-missed=polly-detect\])?$", re.M)
#: Polly's remarks that frame a refusal rather than give its reason.
_FRAMING = ("The following errors keep this region from being a Scop.", "Invalid Scop candidate ends here.",
            "No-aliasing assumption", "SCoP begins here.", "SCoP ends here.")


def _remarks(stderr: str) -> tuple[str, ...]:
    found = []
    for match in _REMARK.finditer(stderr):
        line = f"{match['where']}: {match['what']}"
        if not match["what"].startswith(_FRAMING) and line not in found:
            found.append(line)
    return tuple(found)


def polly_view(scop: Scop, export: PollyExport, function: str | None = None) -> PollyView:
    """Where ``scop``'s statements are among Polly's: the SCoP of ``function`` (default: the
    SCoP's own function) whose every statement runs instances of one of polyviz's, and which runs
    every instance of each; a :class:`PollyError` says why none does."""
    function = function or scop.source.function_name
    mine = [j for j in export.scops if j.function == function]
    if not mine:
        reasons = [r for r in export.remarks]
        raise PollyError(f"Polly finds no SCoP in {function}"
                         + (":\n" + "\n".join(f"  {r}" for r in reasons) if reasons else
                            " (it gives no reason; its SCoPs are in "
                            + (", ".join(sorted({j.function for j in export.scops})) or "no function") + ")"))
    failures = []
    for jscop in mine:
        try:
            return PollyView(export.scops, jscop, _correspondence(scop, jscop), export.command)
        except _Mismatch as mismatch:
            failures.append(f"{jscop.region}: {mismatch}")
    raise PollyError(f"Polly's SCoP{'s' if len(failures) > 1 else ''} of {function} "
                     f"{'are' if len(failures) > 1 else 'is'} not polyviz's:\n" + "\n".join(f"  {f}" for f in failures))


class _Mismatch(Exception):
    """Polly's SCoP and polyviz's differ (the message says where)."""


def _correspondence(scop: Scop, jscop: Jscop) -> tuple[PollyInstances, ...]:
    arrays = {ARRAY_PREFIX + a.name: a for a in scop.arrays}
    found = []
    covered: dict[str, isl.Set] = {}
    for polly in jscop.statements:
        accesses = _polly_accesses(polly, arrays)
        match = None
        for group in _candidates(scop, polly.domain.dim(isl.dim_type.set)):
            ours = _accesses(group)
            if set(ours) != set(accesses):
                continue
            instances = _instances(scop, group[0], polly, accesses, ours)
            if instances is not None:
                match = tuple((s.name, instances.set_tuple_name(isl.dim_type.out, s.name)) for s in group)
                break
        if match is None:
            raise _Mismatch(f"Polly's statement {polly.name} ({_describe(accesses)}) runs no statement of polyviz's")
        found.append(PollyInstances(polly.name, match))
        for name, instances in match:
            ran = instances.range()
            covered[name] = covered[name].union(ran) if name in covered else ran
    for statement in scop.statements:
        ran = covered.get(statement.name)
        expected = statement.domain.intersect_params(scop.context)
        if ran is None or not expected.is_subset(ran):
            raise _Mismatch(f"Polly runs {'no' if ran is None else 'only some'} instances of {statement.name} "
                            f"(line {statement.line}: {statement.text})")
    return tuple(found)


def _candidates(scop: Scop, depth: int):
    """Polyviz's statements of ``depth`` loops that one of Polly's may stand for: each alone, then
    runs of consecutive statements in the same loops over the same instances (one basic block)."""
    statements = [s for s in scop.statements if len(s.iterators) == depth]
    for statement in statements:
        yield (statement,)
    for start, first in enumerate(scop.statements):
        run = [first]
        for following in scop.statements[start + 1:]:
            if following.loop_ids != first.loop_ids or len(following.iterators) != depth or \
                    not following.domain.set_tuple_name(first.name).is_equal(first.domain):
                break
            run.append(following)
            yield tuple(run)


def _polly_accesses(polly: JscopStatement, arrays: dict) -> dict[tuple[str, str], isl.Map]:
    """Polly's accesses by (kind, polyviz array), renamed to polyviz's arrays; a scalar passed by
    pointer (``*total``, Polly's ``MemRef_total[0]``) loses its subscript, as polyviz's has none."""
    found: dict[tuple[str, str], isl.Map] = {}
    for kind, relation in polly.accesses:
        name = relation.get_tuple_name(isl.dim_type.out)
        array = arrays.get(name)
        if array is None:
            raise _Mismatch(f"Polly's statement {polly.name} {'reads' if kind == 'read' else 'writes'} {name}, "
                            "which is no variable of the C function (a value LLVM keeps in a register, such as a "
                            "scalar summed in a loop)")
        if array.is_scalar and relation.dim(isl.dim_type.out) == 1:
            relation = relation.project_out(isl.dim_type.out, 0, 1)
        relation = relation.set_tuple_name(isl.dim_type.out, array.name)
        key = (kind, array.name)
        found[key] = found[key].union(relation) if key in found else relation
    return found


def _accesses(statements: Sequence[Statement]) -> dict[tuple[str, str], isl.Map]:
    """The accesses of ``statements`` (one statement, or a run over the same instances, whose
    accesses are then the first one's instances') by (kind, array)."""
    found: dict[tuple[str, str], isl.Map] = {}
    name = statements[0].name
    for statement in statements:
        for kind, relations in (("read", statement.reads), ("write", statement.writes)):
            for relation in relations:
                key = (kind, relation.get_tuple_name(isl.dim_type.out))
                relation = relation.set_tuple_name(isl.dim_type.in_, name)
                found[key] = found[key].union(relation) if key in found else relation
    return found


def _describe(accesses: dict[tuple[str, str], isl.Map]) -> str:
    reads = sorted({array for kind, array in accesses if kind == "read"})
    writes = sorted({array for kind, array in accesses if kind == "write"})
    return "; ".join(part for part in (f"reads {', '.join(reads)}" if reads else "",
                                       f"writes {', '.join(writes)}" if writes else "") if part) or "no access"


def _instances(scop: Scop, statement: Statement, polly: JscopStatement, theirs: dict, ours: dict) -> isl.Map | None:
    """The map from ``polly``'s instances to ``statement``'s under which their accesses are the
    same, or ``None``. Pairs of instances touching the same elements narrow it down; an iterator
    no access pins is matched in loop order: its first value to Polly's first, and so on."""
    relation = isl.Map.from_domain_and_range(polly.domain, statement.domain)
    for key, access in theirs.items():
        relation = relation.intersect(access.apply_range(ours[key].reverse()))
    depth = len(statement.iterators)
    for k in range(depth):
        if not relation.project_out(isl.dim_type.out, k + 1, depth - k - 1).project_out(
                isl.dim_type.out, 0, k).is_single_valued():
            order = _loop_order(scop, statement, polly, k)
            if order is None:
                return None
            relation = relation.intersect(order)
    if not (relation.is_single_valued() and relation.is_injective()
            and relation.domain().is_equal(polly.domain)):
        return None
    for key, access in theirs.items():
        if not relation.apply_range(ours[key]).is_equal(access.intersect_domain(polly.domain)):
            return None
    return relation.coalesce()


def _loop_order(scop: Scop, statement: Statement, polly: JscopStatement, k: int) -> isl.Map | None:
    """Instances whose ``k``-th iterators stand as far from their loops' first values, in the loop's
    direction (``None`` where a first value is no affine function of the outer iterators)."""
    loop = next(l for l in scop.loops if l.id == statement.loop_ids[k])
    ours = _first_values(statement.domain, k, lowest=loop.direction > 0)
    theirs = _first_values(polly.domain, k, lowest=True)
    if ours is None or theirs is None:
        return None
    depth = len(statement.iterators)
    mine, polly_names = [f"s{j}" for j in range(depth)], [f"p{j}" for j in range(depth)]
    order = None
    for their_piece, their_first in theirs:
        for our_piece, our_first in ours:
            params = sorted(set(_params(their_first)) | set(_params(our_first)))
            step = "" if loop.direction > 0 else "-"
            text = (f"[{', '.join(params)}] -> {{ {polly.name}[{', '.join(polly_names)}] -> "
                    f"{statement.name}[{', '.join(mine)}] : s{k} - ({_aff_text(our_first, mine)}) = "
                    f"{step}(p{k} - ({_aff_text(their_first, polly_names)})) }}")
            piece = isl.Map(text).intersect_domain(_lifted(their_piece, polly.name, depth)).intersect_range(
                _lifted(our_piece, statement.name, depth))
            order = piece if order is None else order.union(piece)
    return order


def _first_values(domain: isl.Set, k: int, lowest: bool) -> list[tuple[isl.Set, isl.Aff]] | None:
    """The first value of iterator ``k`` as pieces (outer iterators' set, affine function of them
    with integer coefficients); ``None`` when it has no such form."""
    depth = domain.dim(isl.dim_type.set)
    prefix = domain.project_out(isl.dim_type.set, k + 1, depth - k - 1).reset_tuple_id()
    by_outer = isl.Map.from_range(prefix).move_dims(isl.dim_type.in_, 0, isl.dim_type.out, 0, k)
    first = (by_outer.lexmin_pw_multi_aff() if lowest else by_outer.lexmax_pw_multi_aff()).get_pw_aff(0)
    pieces = first.get_pieces()
    for _, aff in pieces:
        values = [aff.get_coefficient_val(kind, j) for kind in (isl.dim_type.in_, isl.dim_type.param)
                  for j in range(aff.dim(kind))] + [aff.get_constant_val()]
        if aff.dim(isl.dim_type.div) or not all(value.is_int() for value in values):
            return None
    return pieces


def _params(aff: isl.Aff) -> list[str]:
    return [aff.get_dim_name(isl.dim_type.param, j) for j in range(aff.dim(isl.dim_type.param))]


def _aff_text(aff: isl.Aff, names: list[str]) -> str:
    """``aff`` (over the outer iterators, which ``names`` name) as isl text."""
    terms = [f"{aff.get_coefficient_val(isl.dim_type.in_, j).to_python()}*{names[j]}"
             for j in range(aff.dim(isl.dim_type.in_))]
    terms += [f"{aff.get_coefficient_val(isl.dim_type.param, j).to_python()}*{name}"
              for j, name in enumerate(_params(aff))]
    return " + ".join(terms + [str(aff.get_constant_val().to_python())])


def _lifted(outer: isl.Set, name: str, depth: int) -> isl.Set:
    """``outer`` (a set of the first iterators) as a set of statement ``name``'s instances."""
    return outer.add_dims(isl.dim_type.set, depth - outer.dim(isl.dim_type.set)).set_tuple_name(name)


# -- Polly's SCoP as polyviz's model ---------------------------------------------------------------

def find_scop(export: PollyExport, function: str | None, file_name: str) -> Jscop:
    """The SCoP of ``function`` among Polly's (a C++ function is named as written, ``gemm`` for
    ``_Z4gemmIdEv…``: its mangled name holds the name after its length); the only SCoP when
    ``function`` is ``None``. A :class:`PollyError` says what Polly found instead, and why not."""
    def named(jscop: Jscop) -> bool:
        return jscop.function == function or f"{len(function)}{function}" in jscop.function

    found = [j for j in export.scops if function is None or named(j)]
    if function is None and len(found) > 1:
        # Polly also finds SCoPs in the headers' functions (libstdc++'s std::copy): the file's own come first.
        own = [j for j in found if (j.location or "").startswith(f"{Path(file_name).name}:")]
        found = own or found
    if len(found) == 1:
        return found[0]
    if found:
        regions = ", ".join(f"{j.function}: {j.region} (lines {j.location or '?'})" for j in found)
        raise PollyError(f"Polly finds {len(found)} SCoPs in {function or file_name}: {regions}; "
                         f"name one function{' (each SCoP of its own function)' if function is None else ''}")
    reasons = "".join(f"\n  {r}" for r in export.remarks)
    others = ", ".join(sorted({j.function for j in export.scops}))
    raise PollyError(f"Polly finds no SCoP in {function or file_name}"
                     + (f":{reasons}" if reasons else " (it gives no reason)")
                     + (f"\nits SCoPs are in {others}" if others else ""))


def scop_from_jscop(jscop: Jscop, region: SourceRegion, function_parameters: tuple = (),
                    texts: dict[str, tuple[int, str]] | None = None) -> Scop:
    """polyviz's model of Polly's SCoP: Polly's statements (their domains, accesses and Polly's own
    schedule), over Polly's iterators ``i0``, ``i1``, …, each statement a call ``Stmt_…(i0, i1)``
    where there is no C text to print (code generation prints the loops around the calls).
    ``region`` is the user's file and the function the runtime calls; ``texts`` gives a
    statement's line and the C it runs, where known."""
    texts = texts or {}
    first_line = int(re.search(r":(\d+)", jscop.location).group(1)) if jscop.location else 0
    context = jscop.context
    statements = []
    ranks: dict[str, int] = {}
    for polly in jscop.statements:
        depth = polly.domain.dim(isl.dim_type.set)
        iterators = tuple(f"i{k}" for k in range(depth))
        domain = _renamed_dims(polly.domain, iterators)
        reads, writes = [], []
        for kind, relation in polly.accesses:
            name = relation.get_tuple_name(isl.dim_type.out)
            array = name[len(ARRAY_PREFIX):] if name.startswith(ARRAY_PREFIX) else name
            ranks.setdefault(array, relation.dim(isl.dim_type.out))
            access = relation.set_tuple_name(isl.dim_type.out, array).intersect_domain(polly.domain)
            (reads if kind == "read" else writes).append(_renamed_dims(access, iterators))
        line, text = texts.get(polly.name, (first_line, f"{polly.name}({', '.join(iterators)});"))
        call = c_ast.FuncCall(c_ast.ID(polly.name), c_ast.ExprList([c_ast.ID(i) for i in iterators]))
        statements.append(Statement(name=polly.name, text=text, line=line, iterators=iterators, domain=domain,
                                    reads=tuple(reads), writes=tuple(writes),
                                    schedule=_renamed_dims(polly.schedule.intersect_domain(polly.domain), iterators),
                                    loop_ids=(), body=call))
    statements, loops, tree = _pollys_order(statements, jscop.parameters)
    polly_arrays = {a.name: a for a in jscop.arrays}
    declared = {p.name: p for p in function_parameters}

    # "undeclared": the arrays are those of the function holding Polly's SCoP, which polyviz does not
    # read (C++), and Polly's build tests at run time whether they overlap: polyviz's code of Polly's
    # statements, which only shows the loops, needs no overlap test of its own.
    def array(name: str, rank: int) -> Array:
        given = declared.get(name)
        if given is not None and len(given.extents) == rank:
            return Array(name, given.c_type, given.extents, "undeclared")
        # A scalar passed by reference is an array of one element to Polly (alpha[0]).
        found = polly_arrays.get(ARRAY_PREFIX + name)
        return Array(name, given.c_type if given else found.element_type if found else "double",
                     _extents(found.sizes if found else (), rank), "undeclared")

    return Scop(parameters=jscop.parameters, context=context, arrays=tuple(array(*item) for item in ranks.items()),
                statements=statements, loops=loops, schedule_tree=tree, function_parameters=function_parameters,
                source=region)


def _extents(sizes: tuple[str, ...], rank: int) -> tuple[str | None, ...]:
    """Polly's sizes as C extents: ``*`` (unsized) is ``None``; ``(sext i32 %nj to i64)`` is ``nj``."""
    found = []
    for size in sizes[:rank] if sizes else (None,) * rank:
        values = re.findall(r"%(\w+)", size or "")
        found.append(values[0] if len(values) == 1 else size if size and size.isdigit() else None)
    return tuple(found) + (None,) * (rank - len(found))


def _renamed_dims(relation, iterators: tuple[str, ...]):
    """``relation`` (a set or a map from a statement's instances) with its instances' dimensions
    named ``iterators``."""
    kind = isl.dim_type.set if isinstance(relation, isl.Set) else isl.dim_type.in_
    for k, name in enumerate(iterators):
        relation = relation.set_dim_name(kind, k, name)
    return relation


def _pollys_order(statements: list[Statement], parameters: tuple[str, ...]):
    """The loops and the schedule tree of Polly's schedules: Polly writes a statement's time as
    its iterators with a constant after each (``[i0, 0, i1, 0]``) and a constant first where its
    loops stand in a sequence; written in the front end's 2d+1 shape (a constant before each
    iterator), loops are named after Polly's iterators. Any other schedule is one opaque band."""
    times = [_vector_2d1(s) for s in statements]
    if all(t is not None for t in times):
        try:
            return nested_loops(statements, times, parameters)
        except PolyvizError:
            pass  # a statement and a loop at one position: the opaque band below orders them alike
    schedules = [s.schedule for s in statements]
    return opaque_band(statements, schedules)


def _vector_2d1(statement: Statement) -> list | None:
    """The statement's schedule as [constant, iterator, constant, …, constant] (an iterator with
    sign +1), or ``None`` when it is not iterators and constants in loop order."""
    entries = time_entries(statement, statement.schedule)
    if entries is None:
        return None
    vector, expect_constant = [], True
    for entry in entries:
        if entry[0] == "i" and expect_constant:
            vector.append(("c", 0))
        elif entry[0] == "c" and not expect_constant:
            if len(vector) // 2 < len(statement.iterators):
                return None
            continue  # constants after the last iterator: the 2d+1 vector ends with one
        vector.append(entry)
        expect_constant = entry[0] == "i"
    if expect_constant:
        vector.append(("c", 0))
    depth = len(statement.iterators)
    if len(vector) != 2 * depth + 1 or [e[1] for e in vector[1::2]] != list(range(depth)) or \
            any(e[2] != 1 for e in vector[1::2]):
        return None
    return vector


#: The comment line of a C++ kernel file that says how the runtime calls it: the C declaration
#: of its ``extern "C"`` function, arrays with their extents (``double A[n][n]``), which C++
#: parameters cannot carry.
CALL_COMMENT = re.compile(r"^[ \t]*//[ \t]*polyviz-call[ \t]*:[ \t]*(.*?)[ \t]*$", re.MULTILINE)


def polly_model(source: str, file_name: str, function: str | None = None,
                options: PreprocessorOptions = PreprocessorOptions()) -> tuple[Scop, PollyView]:
    """The model of the SCoP Polly finds in ``function`` of the translation unit ``source`` (C, or
    C++ by ``file_name``'s suffix), and Polly's view of it (each of Polly's statements its own).
    Where polyviz's front end reads the same function (C), its statements lend their line and
    text to Polly's, and the runtime calls the function as polyviz reads it; a C++ file says how
    to call it in a ``// polyviz-call:`` line. Raises :class:`PollyError` where Polly finds no
    SCoP there (with Polly's reasons)."""
    export = polly_scops(source, file_name=file_name, flags=options.compiler_flags())
    jscop = find_scop(export, function, file_name)
    texts: dict[str, tuple[int, str]] = {}
    if Path(file_name).suffix in CPLUSPLUS_SUFFIXES:
        region, parameters = _cplusplus_region(source, file_name, jscop)
    else:
        c_scop = parse_c(source, jscop.function, options)
        region, parameters = c_scop.source, c_scop.function_parameters
        try:
            view = polly_view(c_scop, export, jscop.function)
        except PollyError:
            pass  # Polly's statements are not the C statements (a sum in a register): they keep their names
        else:
            for entry in view.instances:
                statements = [c_scop.statement(name) for name, _ in entry.parts]
                texts[entry.polly] = (statements[0].line, " ".join(s.text for s in statements))
    scop = scop_from_jscop(jscop, region, parameters, texts)
    own = tuple(PollyInstances(s.name, ((s.name, isl.Map.identity(s.domain.get_space().map_from_set())
                                         .intersect_domain(s.domain)),)) for s in scop.statements)
    return scop, PollyView(export.scops, jscop, own, export.command)


def _cplusplus_region(source: str, file_name: str, jscop: Jscop) -> tuple[SourceRegion, tuple]:
    """The file as the runtime sees it: the function its ``// polyviz-call:`` line declares (none:
    the model can be explored and exported, not run)."""
    match = CALL_COMMENT.search(source)
    signature = match.group(1).rstrip(";") if match else f"void {jscop.function}(void)"
    parameters = parse_signature(signature) if match else ()
    name = re.search(r"(\w+)\s*\(", signature).group(1)
    returns = signature.split(f"{name}(")[0].split()[-1] if signature.split(f"{name}(")[0].split() else "void"
    start, end = _scop_characters(source, jscop.location)
    region = SourceRegion(text=source, function_name=name, function_signature=signature,
                          function_return_type=returns, function_return_c=returns, function_start=0, body_start=0,
                          function_end=len(source), scop_start=start, scop_end=end, header=parse_kernel_header(source))
    return region, parameters


def _scop_characters(source: str, location: str | None) -> tuple[int, int]:
    """The characters of the lines Polly's ``file:first-last`` location names (none when unknown)."""
    match = re.search(r":(\d+)-(\d+)$", location or "")
    if not match:
        return 0, 0
    lines = source.splitlines(keepends=True)
    first, last = int(match.group(1)), min(int(match.group(2)), len(lines))
    return sum(map(len, lines[:first - 1])), sum(map(len, lines[:last]))
