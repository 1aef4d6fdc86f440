"""Privatisation: the variables whose copies a loop's iterations may each keep for themselves.

A loop can carry dependences only through scratch storage: each iteration writes a location
before it reads it (doitgen's ``sum[p]``, symm's ``temp2``, deriche's per-row ``ym1``), so no
value flows from one iteration to another; only the storage is shared, and with it the order of
the writes.  Giving each iteration its own copy removes those dependences, and the loop may run
in parallel when nothing else is carried.

The copy computes what the shared variable does when, by isl's dataflow analysis of the loop
with each iteration's accesses to the variable made accesses to a copy of its own, every read
finds its value in its own iteration (none reads what an earlier iteration, or the code before
the loop, left there).  The variable then ends as the original leaves it when the loop's last
iteration writes every element that any iteration writes, and those elements fill a box: the
last iteration's copy is copied back (OpenMP's ``lastprivate``), whatever happens to the
variable after the loop.  So no promise that the variable is dead is needed.
"""
from __future__ import annotations

import islpy as isl

from ..model import Scop, accesses_to, maps_of


def private_variables(scop: Scop, candidates, iterations: isl.UnionMap, times: isl.UnionMap) -> tuple[str, ...]:
    """The variables of ``candidates`` that the loop whose iterations ``iterations`` numbers may
    privatise.  ``iterations`` maps each instance inside the loop to its values of the loops
    around it and of the loop itself (one space); ``times`` gives the instances' order.  Scalars
    passed by pointer and arrays of unknown extent are never privatised (their copies would
    have no declaration)."""
    instances = iterations.domain()
    found = []
    for variable in candidates:
        array = next((a for a in scop.arrays if a.name == variable), None)
        if array is None or array.storage == "pointer" or None in array.extents:
            continue
        reads = accesses_to(scop.reads, variable).intersect_domain(instances)
        writes = accesses_to(scop.writes, variable).intersect_domain(instances)
        if writes.is_empty():
            continue
        own = (isl.UnionAccessInfo.from_sink(_per_iteration(reads, iterations, variable))
               .set_must_source(_per_iteration(writes, iterations, variable))
               .set_schedule_map(times.intersect_domain(instances)).compute_flow())
        if own.get_must_no_source().is_empty() and _last_iteration_writes_a_box(writes, iterations):
            found.append(variable)
    return tuple(found)


def _per_iteration(accesses: isl.UnionMap, iterations: isl.UnionMap, variable: str) -> isl.UnionMap:
    """``accesses`` made accesses to each iteration's own copy: the element's coordinates
    prefixed by the iteration's loop values, so that values flow only within an iteration."""
    result = isl.UnionMap.empty(accesses.get_space())
    for access in maps_of(accesses):
        for iteration in maps_of(iterations.intersect_domain(isl.UnionSet.from_set(access.domain()))):
            own = iteration.range_product(access.intersect_domain(iteration.domain())).flatten_range()
            result = result.union(isl.UnionMap.from_map(own.set_tuple_name(isl.dim_type.out, variable)))
    return result


def _last_iteration_writes_a_box(writes: isl.UnionMap, iterations: isl.UnionMap) -> bool:
    """Whether, for each value of the loops around, the loop's last iteration writes every
    element of the variable that any iteration writes, and those elements fill a box."""
    written = iterations.reverse().apply_range(writes)
    if written.is_empty():
        return False
    written = isl.Map.from_union_map(written)  # loop values -> element
    loop = written.dim(isl.dim_type.in_) - 1
    values = isl.Set.from_union_set(iterations.range())
    # Outer loop values -> the last value of the loop (over every instance inside it, not only writers).
    last = isl.Map.from_range(values).move_dims(isl.dim_type.in_, 0, isl.dim_type.out, 0, loop).lexmax()
    last_iterations = last.wrap().flatten()
    every = written.project_out(isl.dim_type.in_, loop, 1)
    by_last = written.intersect_domain(last_iterations).project_out(isl.dim_type.in_, loop, 1)
    if not every.is_subset(by_last):
        return False
    box = None
    for dim in range(every.dim(isl.dim_type.out)):
        coordinate = every.project_out(isl.dim_type.out, dim + 1, every.dim(isl.dim_type.out) - dim - 1) \
            .project_out(isl.dim_type.out, 0, dim)
        low = coordinate.lexmin().apply_range(isl.Map("{ [a] -> [b] : b >= a }", context=coordinate.get_ctx()))
        high = coordinate.lexmax().apply_range(isl.Map("{ [a] -> [b] : b <= a }", context=coordinate.get_ctx()))
        interval = low.intersect(high)
        box = interval if box is None else box.range_product(interval).flatten_range()
    if box is None:  # a scalar
        return True
    box = box.set_tuple_id(isl.dim_type.out, every.get_tuple_id(isl.dim_type.out))
    return box.is_subset(every)
