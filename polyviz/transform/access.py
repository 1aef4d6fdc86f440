"""How loops walk memory: which iterator a band member is, and the strides of the accesses along it.

``auto()``'s policy decides from these numbers (``auto.py``), and ``isl_schedule()`` names its
loops after the iterators they equal (``steps.py``).
"""
from __future__ import annotations

import islpy as isl

from .schedule import Schedule


def stride_score(schedule: Schedule, loop: str, long_stride: int, statements: tuple[str, ...] | None = None) -> int:
    """Accesses ``loop`` walks with stride 1 or not at all (+1) minus those with a long stride
    (−``long_stride``) and writes it does not move (−3: the loop would be a reduction), in the
    ``statements`` of its band (default all)."""
    site, name = schedule.locate(loop)
    score = 0
    for statement_name in statements or site.statements:
        statement = schedule.scop.statement(statement_name)
        dim = iterator_dim(site.band.member(name), statement)
        if dim is None:
            return -10  # not an original loop (a skew or tile): leave the nest alone
        writes = {id(w) for w in statement.writes}
        for access in statement.reads + statement.writes:
            steps = strides(access, dim)
            if all(c == 0 for c in steps) and id(access) in writes:
                score -= 3  # a reduction: not vectorised unless the compiler may reassociate
            elif all(c == 0 for c in steps):
                score += 1
            elif all(c == 0 for c in steps[:-1]) and steps[-1] == 1:
                score += 1
            else:
                score -= long_stride
    return score


def iterator_dim(member: isl.UnionPwAff, statement, backwards: bool = False) -> int | None:
    """The iterator of ``statement`` that band member ``member`` equals there (its position), or
    ``None``; with ``backwards``, also one whose negation it equals (a loop run backwards)."""
    pieces = member.get_pw_aff_list()
    for k in range(pieces.n_pw_aff()):
        piece = pieces.get_at(k)
        if piece.get_domain_space().get_tuple_name(isl.dim_type.set) != statement.name:
            continue
        for d in range(len(statement.iterators)):
            var = isl.PwAff.var_on_domain(isl.LocalSpace.from_space(piece.get_domain_space()),
                                          isl.dim_type.set, d).intersect_domain(piece.domain())
            if piece.is_equal(var) or backwards and piece.is_equal(var.neg()):
                return d
    return None


def strides(access: isl.Map, dim: int) -> list[int]:
    """How much each subscript of ``access`` changes (largest magnitude over its pieces) when
    iterator ``dim`` grows by one."""
    function = isl.PwMultiAff.from_map(access)
    result = []
    for k in range(access.dim(isl.dim_type.out)):
        largest = [0]

        def take(_piece_set, aff, largest=largest):
            largest[0] = max(largest[0], abs(aff.get_coefficient_val(isl.dim_type.in_, dim).to_python()))

        function.get_pw_aff(k).foreach_piece(take)
        result.append(largest[0])
    return result


def uses(schedule: Schedule, loops: list[str]) -> list[tuple[int, ...]]:
    """For each distinct access of the nest's statements: 1 for each loop its subscripts use."""
    site, _ = schedule.locate(loops[-1])
    members = [schedule.locate(loop) for loop in loops]
    found = {}
    for statement_name in site.statements:
        statement = schedule.scop.statement(statement_name)
        dims = [iterator_dim(s.band.member(name), statement) for s, name in members]
        for access in statement.reads + statement.writes:
            used = tuple(int(d is None or any(strides(access, d))) for d in dims)
            found[(access.get_tuple_name(isl.dim_type.out), str(access.range()), used)] = used
    return list(found.values())


def walks_long_stride(schedule: Schedule, loop: str, backwards: bool = False) -> bool:
    """Whether ``loop`` moves some access of its statements by more than one element, or along
    a subscript other than the last; a loop run backwards counts as one whose strides are unknown
    unless ``backwards``."""
    site, name = schedule.locate(loop)
    for statement_name in site.statements:
        statement = schedule.scop.statement(statement_name)
        dim = iterator_dim(site.band.member(name), statement, backwards)
        if dim is None:
            return True  # not an original loop: its strides are unknown, so assume the worst
        for access in statement.reads + statement.writes:
            steps = strides(access, dim)
            if steps and (any(steps[:-1]) or steps[-1] > 1):
                return True
    return False
