"""Which integer values loops and subscripts reach, for every parameter value its C type can hold.

The model computes with exact integers; C wraps (unsigned) or has undefined behaviour (signed) when
a value leaves its type.  The original's own values are checked by the front end's reader of this
module, the values of a transformed schedule's loops before code is generated for them.
"""
from __future__ import annotations

import islpy as isl

INT = (-2**31, 2**31 - 1)
INT64 = (-2**63, 2**63 - 1)
#: Parameters of 32-bit types are taken up to this magnitude when overflow is judged: arrays of
#: 2^28 elements a side are beyond any machine in two dimensions and rare in one, while the full
#: int range would call every ``i + 3`` and every skew an overflow (``i < n`` reaches INT_MAX - 1).
#: A parameter of a 64-bit type says the user expects larger values: it ranges over its type.
INT_PARAMETER_LIMIT = 2**28
_WIDTHS = {"char": 8, "short": 16, "int8_t": 8, "int16_t": 16, "int32_t": 32, "int64_t": 64, "uint8_t": 8,
           "uint16_t": 16, "uint32_t": 32, "uint64_t": 64, "size_t": 64, "ptrdiff_t": 64, "long": 64}


def integer_range(c_type: str) -> tuple[int, int]:
    """Smallest and largest value of an integer C type on the LP64 targets polyviz compiles for."""
    words = c_type.replace("const", " ").replace("volatile", " ").split()
    bits = next((_WIDTHS[w] for w in words if w in _WIDTHS), 32)
    if "unsigned" in words or any(w.startswith("uint") or w == "size_t" for w in words):
        return 0, 2**bits - 1
    return -2**(bits - 1), 2**(bits - 1) - 1


def parameter_box(context: isl.Set, parameter_types: dict[str, str]) -> isl.Set:
    """``context`` with each parameter within the range of its C type (``int`` when unknown), a
    32-bit one within :data:`INT_PARAMETER_LIMIT`, an unsigned 64-bit one up to ``PTRDIFF_MAX``."""
    box = context
    for k in range(context.dim(isl.dim_type.param)):
        name = context.get_dim_name(isl.dim_type.param, k)
        low, high = integer_range(parameter_types.get(name, "int"))
        if fits((low, high), INT):
            low, high = max(low, -INT_PARAMETER_LIMIT), min(high, INT_PARAMETER_LIMIT)
        # An unsigned 64-bit size beyond PTRDIFF_MAX counts no object's elements (gcc refuses
        # objects larger than that), and a loop up to it would leave every signed 64-bit type.
        high = min(high, INT64[1])
        box = box.intersect(isl.Set(f"[{name}] -> {{ : {low} <= {name} <= {high} }}"))
    return box


def value_range(values: isl.Set, dimension: int, box: isl.Set) -> tuple[int | None, int | None]:
    """Smallest and largest value of ``values``' dimension for parameters in ``box`` (``None``:
    unbounded)."""
    return value_ranges(values, box)[dimension]


def value_ranges(values: isl.Set, box: isl.Set) -> list[tuple[int | None, int | None]]:
    """Smallest and largest value of each of ``values``' dimensions for parameters in ``box``."""
    values = values.intersect_params(box)
    values = values.project_out(isl.dim_type.param, 0, values.dim(isl.dim_type.param)).coalesce()
    if values.is_empty():
        return [(0, 0)] * values.dim(isl.dim_type.set)
    bounds = []
    for k in range(values.dim(isl.dim_type.set)):
        low, high = values.dim_min_val(k), values.dim_max_val(k)
        bounds.append((low.to_python() if low.is_int() else None, high.to_python() if high.is_int() else None))
    return bounds


def fits(bounds: tuple[int | None, int | None], limits: tuple[int, int]) -> bool:
    low, high = bounds
    return low is not None and high is not None and limits[0] <= low and high <= limits[1]


def loop_value_ranges(schedule: isl.Schedule, box: isl.Set) -> dict[int, tuple[int | None, int | None]]:
    """For each depth of generated loops (the schedule depth of a band member, as isl's AST
    counts it), the smallest and largest value its iterators take.

    The instances reaching each node are carried down from the root, since isl's
    ``get_domain`` refuses every node below an extension (``compute_at``'s recomputed
    producers): a filter keeps its part of them, an extension adds the instances it runs."""
    ranges: dict[int, tuple[int | None, int | None]] = {}

    def visit(node: isl.ScheduleNode, domain: isl.UnionSet | None) -> None:
        kind = node.get_type()
        if kind == isl.schedule_node_type.domain:
            domain = node.domain_get_domain()
        elif kind == isl.schedule_node_type.filter:
            domain = domain.intersect(node.filter_get_filter())
        elif kind == isl.schedule_node_type.extension:
            domain = domain.union(node.extension_get_extension().range())
        elif kind == isl.schedule_node_type.band:
            values = node.band_get_partial_schedule_union_map().intersect_domain(domain).range()
            sets = values.get_set_list()
            for q in range(sets.n_set()):
                for k, (low, high) in enumerate(value_ranges(sets.get_at(q), box)):
                    depth = node.get_schedule_depth() + k
                    old_low, old_high = ranges.get(depth, (low, high))
                    ranges[depth] = (None if low is None or old_low is None else min(low, old_low),
                                     None if high is None or old_high is None else max(high, old_high))
        for i in range(node.n_children()):
            visit(node.child(i), domain)

    visit(schedule.get_root(), None)
    return ranges


def scop_parameter_box(scop) -> isl.Set:
    """The SCoP's context with each parameter within its C type (a function parameter's declared
    type, ``int`` for the others)."""
    return parameter_box(scop.context, {p.name: p.c_type for p in scop.function_parameters})
