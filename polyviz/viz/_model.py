"""Reading the model for drawing: fix parameters, count (cheaply), then enumerate integer points.

Everything here is renderer-neutral and knows nothing about C. The only isl calls that touch
individual points are behind a ``count_val()`` check against the caller's budget.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

import islpy as isl

from ..model import maps_of

DEFAULT_MAX_POINTS = 5000


# --------------------------------------------------------------------------- inputs

def statement_sets(domain: Any) -> list[isl.Set]:
    """The per-statement sets of ``domain`` (Set, BasicSet, UnionSet or isl text), sorted by name."""
    if isinstance(domain, str):
        domain = isl.UnionSet(domain)
    if isinstance(domain, isl.BasicSet):
        domain = isl.Set.from_basic_set(domain)
    if isinstance(domain, isl.Set):
        return [domain]
    if isinstance(domain, isl.UnionSet):
        sets = domain.get_set_list()
        result = [sets.get_at(k) for k in range(sets.n_set())]
        return sorted(result, key=lambda s: s.get_tuple_name() or "")
    raise TypeError(f"expected an isl.Set or isl.UnionSet as the domain, got {type(domain).__name__}")


def as_union_map(relation: Any) -> isl.UnionMap:
    """``relation`` (Map, BasicMap, UnionMap, Schedule or isl text) as a UnionMap."""
    if isinstance(relation, str):
        return isl.UnionMap(relation)
    if isinstance(relation, isl.Schedule):
        return relation.get_map()
    if isinstance(relation, isl.BasicMap):
        relation = isl.Map.from_basic_map(relation)
    if isinstance(relation, isl.Map):
        return isl.UnionMap.from_map(relation)
    if isinstance(relation, isl.UnionMap):
        return relation
    raise TypeError(f"expected an isl.Map, isl.UnionMap or isl.Schedule, got {type(relation).__name__}")


def fix_params(obj, params: Mapping[str, int] | None, what: str = "the domain"):
    """``obj`` (a Set or Map) with every parameter fixed to its value in ``params``.

    Raises ``ValueError`` naming the parameters that have no value: a parametric set cannot
    be drawn, and ``count_val()`` of a parametric set is meaningless.
    """
    params = dict(params or {})
    n = obj.dim(isl.dim_type.param)
    names = [obj.get_dim_name(isl.dim_type.param, k) for k in range(n)]
    missing = [p for p in names if p not in params]
    if missing:
        example = ", ".join(f"{p!r}: 6" for p in missing)
        raise ValueError(f"{what} depends on parameter(s) {', '.join(missing)}: give their values, "
                         f"e.g. params={{{example}}}")
    for k, name in enumerate(names):
        obj = obj.fix_val(isl.dim_type.param, k, int(params[name]))
    return obj


def set_dim_names(s: isl.Set) -> tuple[str, ...]:
    n = s.dim(isl.dim_type.set)
    return tuple(s.get_dim_name(isl.dim_type.set, k) or f"x{k}" for k in range(n))


def point_coordinates(point: isl.Point, n: int) -> tuple[int, ...]:
    # A point's coordinates are integers: read as such, not through a printed string (``to_python``).
    return tuple(point.get_coordinate_val(isl.dim_type.set, k).get_num_si() for k in range(n))


def count_points(s: isl.Set) -> int | None:
    """Number of integer points of a parameter-free set; ``None`` when it is unbounded."""
    if not s.is_bounded():
        return None
    return s.count_val().to_python()


def points_of(s: isl.Set) -> list[tuple[int, ...]]:
    n = s.dim(isl.dim_type.set)
    result: list[tuple[int, ...]] = []
    failed: list[isl.Error] = []

    def add(point: isl.Point) -> None:
        # An isl call may fail here (the operation quota spent, also from another thread to stop
        # the work: see widgets.explorer): raised out of the callback, islpy would print it as
        # ignored, so it is raised once the enumeration has returned.
        if not failed:
            try:
                result.append(point_coordinates(point, n))
            except isl.Error as error:
                failed.append(error)

    s.foreach_point(add)
    if failed:
        raise failed[0]
    result.sort()
    return result


# --------------------------------------------------------------------------- instances

@dataclass(frozen=True)
class Instance:
    """One statement instance: ``S0[1, 2]`` with its schedule time vector (if a schedule is given)."""

    statement: str
    coords: tuple[int, ...]
    iterators: tuple[str, ...]
    time: tuple[int, ...] | None = None

    @property
    def key(self) -> tuple[str, tuple[int, ...]]:
        return (self.statement, self.coords)

    def label(self) -> str:
        inner = ", ".join(f"{n}={v}" for n, v in zip(self.iterators, self.coords))
        return f"{self.statement}[{inner}]"


@dataclass
class TimeDim:
    """One output dimension of a schedule, as far as drawing cares."""

    name: str
    #: constant within every statement: a sequence position of the 2d+1 form, not a loop
    is_sequence: bool


@dataclass
class Enumeration:
    instances: list[Instance]
    #: per statement, the parameter-fixed set of instances in view (to restrict dependences)
    visible: dict[str, isl.Set]
    #: points in view that were not enumerated because they exceed the budget
    omitted: int = 0
    unbounded: list[str] = field(default_factory=list)


class Model:
    """A domain (one set per statement) with an optional schedule, ready to be enumerated."""

    def __init__(self, domain: Any, params: Mapping[str, int] | None, schedule: Any = None,
                 time_names: Iterable[str | None] | None = None):
        self.params = dict(params or {})
        self.sets = {s.get_tuple_name() or "": s for s in statement_sets(domain)}
        self.iterators = {name: set_dim_names(s) for name, s in self.sets.items()}
        self.schedule = as_union_map(schedule) if schedule is not None else None
        self.schedule_maps: dict[str, isl.Map] = {}
        if self.schedule is not None:
            for name, s in self.sets.items():
                pieces = maps_of(self.schedule.intersect_domain(isl.UnionSet.from_set(s)))
                if not pieces:
                    raise ValueError(f"the schedule gives no time to statement {name}")
                m = pieces[0]
                for extra in pieces[1:]:
                    m = m.union(extra)
                self.schedule_maps[name] = m
        self.time_dims = _time_dims(self.schedule_maps, time_names) if self.schedule is not None else []

    @property
    def statements(self) -> list[str]:
        return list(self.sets)

    def iterator_names(self) -> list[str]:
        """All loop iterator names, in order of first appearance over the (sorted) statements."""
        return list(dict.fromkeys(n for its in self.iterators.values() for n in its))

    def enumerate(self, *, fixed_iterators: Mapping[str, int] | None = None,
                  fixed_time: Mapping[int, int] | None = None,
                  max_points: int = DEFAULT_MAX_POINTS) -> Enumeration:
        """Count the instances in view and, if they fit the budget, enumerate them.

        ``fixed_iterators`` fixes domain dimensions by name (statements without that iterator
        are unaffected); ``fixed_time`` fixes schedule output dimensions by position.
        """
        fixed_iterators = dict(fixed_iterators or {})
        fixed_time = dict(fixed_time or {})
        parts: list[tuple[str, isl.Set, int]] = []
        visible: dict[str, isl.Set] = {}
        unbounded: list[str] = []
        total = 0
        for name, s in self.sets.items():
            iterators = self.iterators[name]
            fixed = fix_params(s, self.params)
            for it, value in fixed_iterators.items():
                if it in iterators:
                    fixed = fixed.fix_val(isl.dim_type.set, iterators.index(it), int(value))
            if self.schedule is not None:
                m = fix_params(self.schedule_maps[name], self.params, "the schedule").intersect_domain(fixed)
                for pos, value in fixed_time.items():
                    if pos < m.dim(isl.dim_type.out):
                        m = m.fix_val(isl.dim_type.out, pos, int(value))
                target = m.wrap()
                visible[name] = m.domain()
            else:
                target = visible[name] = fixed
            count = count_points(target)
            if count is None:
                unbounded.append(name)
                continue
            total += count
            parts.append((name, target, len(iterators)))
        if total > max_points:
            return Enumeration([], visible, omitted=total, unbounded=unbounded)
        instances: list[Instance] = []
        for name, target, n_in in parts:
            for coords in points_of(target):
                if self.schedule is not None:
                    instances.append(Instance(name, coords[:n_in], self.iterators[name], coords[n_in:]))
                else:
                    instances.append(Instance(name, coords, self.iterators[name]))
        return Enumeration(instances, visible, unbounded=unbounded)


def _time_dims(maps: dict[str, isl.Map], names: Iterable[str | None] | None) -> list[TimeDim]:
    n_out = max((m.dim(isl.dim_type.out) for m in maps.values()), default=0)
    given = list(names or [])
    if len(given) > n_out:
        raise ValueError(f"{len(given)} time names given for a schedule with {n_out} time dimensions")
    exprs = [describe_time_dims(m) for m in maps.values()]
    dims = []
    for k in range(n_out):
        # the expressions of the statements that vary along this dimension, e.g. "i + j" or "j / k"
        texts = list(dict.fromkeys(e[k][0] for e in exprs if k < len(e) and not e[k][1]))
        constant = all(e[k][1] for e in exprs if k < len(e))
        if k < len(given) and given[k]:
            name = given[k]
        else:
            named = {m.get_dim_name(isl.dim_type.out, k) for m in maps.values() if k < m.dim(isl.dim_type.out)}
            if len(named) == 1 and None not in named:
                name = named.pop()
            elif texts and None not in texts and not constant:
                name = " / ".join(texts)
            else:
                name = f"t{k}"
        dims.append(TimeDim(name, constant))
    if len({d.name for d in dims}) != len(dims):     # expressions can repeat; names must not
        seen: dict[str, int] = {}
        for k, d in enumerate(dims):
            if d.name in seen:
                d.name = f"t{k}"
            seen[d.name] = k
    return dims


def describe_time_dims(m: isl.Map) -> list[tuple[str | None, bool]]:
    """For each output of schedule map ``m``: (a readable affine expression or None, is constant)."""
    n_out = m.dim(isl.dim_type.out)
    try:
        pma = isl.PwMultiAff.from_map(m)
    except isl.Error:
        return [(None, False)] * n_out
    iterators = [m.get_dim_name(isl.dim_type.in_, j) or f"x{j}" for j in range(m.dim(isl.dim_type.in_))]
    params = [m.get_dim_name(isl.dim_type.param, j) for j in range(m.dim(isl.dim_type.param))]
    result = []
    for k in range(n_out):
        pa = pma.get_pw_aff(k)
        pieces = pa.get_pieces()
        text = None
        if len(pieces) == 1:
            aff = pieces[0][1]
            if aff.dim(isl.dim_type.div) == 0:
                terms = [(aff.get_coefficient_val(isl.dim_type.in_, j).to_python(), iterators[j])
                         for j in range(len(iterators))]
                terms += [(aff.get_coefficient_val(isl.dim_type.param, j).to_python(), params[j])
                          for j in range(len(params))]
                text = linear_text(terms, aff.get_constant_val().to_python())
        result.append((text, bool(pa.is_cst())))
    return result


def linear_text(terms: Iterable[tuple[int, str]], constant: int = 0) -> str:
    """``[(1, "i"), (-2, "j")], 3`` -> ``"i - 2j + 3"``."""
    out = ""
    for coef, name in terms:
        if coef == 0:
            continue
        mag = "" if abs(coef) == 1 else str(abs(coef)) + ("" if name.isidentifier() else "·")
        if not out:
            out = ("-" if coef < 0 else "") + mag + name
        else:
            out += (" - " if coef < 0 else " + ") + mag + name
    if constant or not out:
        if not out:
            out = str(constant)
        else:
            out += (" - " if constant < 0 else " + ") + str(abs(constant))
    return out


# --------------------------------------------------------------------------- relations

@dataclass
class PairSet:
    """Instance pairs of one relation restricted to the instances in view."""

    maps: list[isl.Map]
    count: int
    unbounded: bool = False

    def pairs(self) -> list[tuple[tuple[str, tuple[int, ...]], tuple[str, tuple[int, ...]]]]:
        result = []
        for m in self.maps:
            src, snk = m.get_tuple_name(isl.dim_type.in_), m.get_tuple_name(isl.dim_type.out)
            n_in = m.dim(isl.dim_type.in_)
            for coords in points_of(m.wrap()):
                result.append(((src, coords[:n_in]), (snk, coords[n_in:])))
        return result


def restrict_relation(relation: Any, params: Mapping[str, int] | None,
                      visible: Mapping[str, isl.Set]) -> PairSet:
    """The pairs of ``relation`` whose both ends are instances in view, counted (not listed)."""
    maps = []
    count = 0
    unbounded = False
    for m in maps_of(as_union_map(relation)):
        src, snk = m.get_tuple_name(isl.dim_type.in_), m.get_tuple_name(isl.dim_type.out)
        if src not in visible or snk not in visible:
            continue
        m = fix_params(m, params, "a dependence relation")
        m = m.intersect_domain(visible[src]).intersect_range(visible[snk])
        if m.is_empty():
            continue
        n = count_points(m.wrap())
        if n is None:
            unbounded = True
            continue
        count += n
        maps.append(m)
    return PairSet(maps, count, unbounded)
