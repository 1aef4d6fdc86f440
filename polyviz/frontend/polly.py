"""Polly's view of a kernel: the SCoPs clang with Polly finds, read from its JSCoP export.

:func:`polly_scops` compiles a translation unit with Polly's export (the flags of
:data:`polyviz.toolchain.POLLY_FLAGS`) and reads every JSCoP file it writes;
:func:`polly_view` finds which of Polly's statements runs which instances of each of
polyviz's statements. Polly's iterators count a loop's iterations from 0 (``for (i = n - 1;
i >= 0; i--)`` is ``i0`` with ``i = n - 1 - i0``), so each pair gets a map of instances: the
one under which Polly's accesses are polyviz's, checked access by access. Where an iterator
appears in no access (a time loop), its instances are matched in the order the loop runs them.
"""
from __future__ import annotations

import json
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import islpy as isl

from ..errors import PolyvizError
from ..limits import limit
from ..model import Scop, Statement
from ..model.jscop import Jscop, JscopArray, JscopStatement, PollyInstances, PollyView
from ..toolchain import (POLLY_FLAGS, POLLY_REMARKS, cplusplus_driver, export_jscop, polly_clang,
                         polly_messages)
from .preprocess import INCLUDE_DIR

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
    function = file_name.split("___", 1)[0]
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
        command = (driver, *POLLY_FLAGS, *POLLY_REMARKS, *(("-std=c++17",) if cplusplus else ()),
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
