"""The transformation steps: pure functions from a ``Schedule`` to a new, checked ``Schedule``.

Every step names loops as they are *now*; new loops get these names (a number is appended
when the name is taken): ``tile``/``stripmine`` make ``i_t`` (tile loop, steps of the size) and
``i_p`` (point loop); ``unroll(i, f)`` keeps ``i`` (steps of ``f``) and adds the innermost,
fully unrolled ``i_u``; ``wavefront`` adds ``w``; ``fuse`` keeps the first loop's name.
"""
from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

import islpy as isl

from ..errors import IllegalTransformation, RecipeError
from ..limits import describe, limit
from ..model import (accesses_to, fresh_name, isl_budget, isl_options, maps_of, union_of_maps,
                     union_of_sets)
from ..analysis import compute_dependences
from ..model.directives import Directive, combined, first_value, revised
from ..model.ranges import INT64, INT_PARAMETER_LIMIT, fits
from .access import iterator_dim
from .fusion import level_refusal, parallelism_refusal
from .inplace import candidate_scalars, in_place_scop
from .legality import check
from .recipe import Step
from .residual import residual_instances
from .schedule import Schedule
from .stepspec import Param, StepSpec
from .tree import (Band, BandSite, Extension, Leaf, Sequence, extension_relation, extension_sites, from_isl,
                   node_at, replace_at, restricted, statement_names)


def derive(schedule: Schedule, step: Step, tree, *, force: bool) -> Schedule:
    """The schedule after ``step`` produced ``tree``: checked, or flagged when ``force``.

    An illegal step raises :class:`IllegalTransformation` without a hint: finding one applies
    other steps, which is the caller's business (``transform.apply`` adds it)."""
    candidate = replace(schedule, tree=tree, steps=schedule.steps + (step,), previous=schedule, violation=None,
                        notes=(), grows=schedule.grows or step.name in GROWING)
    for site in candidate.sites:
        for directive in site.band.directives:
            refusal = directive.refusal(candidate, site)
            if refusal:
                raise RecipeError(refusal)
    candidate = _without_undone_directives(candidate, step)
    violation = check(candidate)
    if violation is not None and not force:
        raise IllegalTransformation(str(step), violation)
    derived = replace(candidate, violation=violation)
    if step.name in GROWING:
        _refuse_unrepresentable(derived)
    return derived


def _without_undone_directives(schedule: Schedule, step: Step) -> Schedule:
    """``schedule`` without the directives ``step`` undid (:meth:`~polyviz.model.directives.Directive.undone`;
    their loops are kept, printed as plain loops), each dropped with a note saying why."""
    tree, notes = schedule.tree, []
    for site in schedule.sites:
        undone = {d: d.undone(schedule, site) for d in site.band.directives if d.step != step.name}
        undone = {d: why for d, why in undone.items() if why}
        if undone:
            kept = tuple(d for d in site.band.directives if d not in undone)
            tree = replace_at(tree, site.path, replace(site.band, directives=kept))
            notes += [f"{step} undid {why}" for why in undone.values()]
    return replace(schedule, tree=tree, notes=schedule.notes + tuple(notes)) if notes else schedule


def _refuse_unrepresentable(schedule: Schedule) -> None:
    """Refuse a schedule whose loops take values no C integer type holds."""
    for low, high in schedule.value_ranges.values():
        if not fits((low, high), INT64):
            reach = "unbounded values" if low is None or high is None else f"{high if high > INT64[1] else low}"
            raise RecipeError(f"a loop would reach {reach} for parameter values within their C types "
                              f"(int ones up to {INT_PARAMETER_LIMIT}): "
                              "beyond a 64-bit integer, so no C type can hold the loop's iterator")


# -- helpers -----------------------------------------------------------------------------------------
def band_with(schedule: Schedule, loops: tuple[str, ...]) -> tuple[isl.UnionSet, BandSite, list[str]]:
    """A band holding all ``loops``, merging perfectly nested bands when they span several.

    Returns the (possibly merged) tree, the band's site in it and the loops' plain names.
    """
    if not loops:
        raise RecipeError(f"name at least one loop; the loops are {', '.join(schedule.loops())}")
    located = [schedule.locate(loop) for loop in loops]
    names = [name for _, name in located]
    seen: dict[tuple, str] = {}
    for loop, (site, name) in zip(loops, located):
        if (site.path, name) in seen:
            raise RecipeError(f"{seen[site.path, name]} and {loop} name the same loop")
        seen[site.path, name] = loop
    sites = sorted({site.path: site for site, _ in located}.values(), key=lambda s: len(s.path))
    outer, inner = sites[0], sites[-1]
    depth = len(inner.path) - len(outer.path)
    # Every band must lie on the one chain of single children from the outermost to the innermost.
    if any(inner.path[:len(s.path)] != s.path or any(inner.path[len(s.path):]) for s in sites):
        raise RecipeError(f"loops {', '.join(loops)} are not perfectly nested (distribute or fuse first)")
    chain = [outer.band]
    while len(chain) <= depth:
        below = chain[-1].child
        if not isinstance(below, Band):
            raise RecipeError(f"loops {', '.join(loops)} are not perfectly nested (distribute or fuse first)")
        chain.append(below)
    merged = Band(names=tuple(n for b in chain for n in b.names),
                  members=tuple(m for b in chain for m in b.members), child=chain[-1].child,
                  parallel=frozenset().union(*(b.parallel for b in chain)),
                  tiles=tuple(t for b in chain for t in b.tiles),
                  directives=combined(d for b in chain for d in b.directives))
    tree = replace_at(schedule.tree, outer.path, merged)
    return tree, BandSite(outer.path, merged, outer.domain, outer.outer), names


def fresh_loop(name: str, site: BandSite, taken: tuple[str, ...] = ()) -> str:
    """``name``, or the first of its numbered variants that no loop of ``site``'s band or around it
    and none of ``taken`` has."""
    return fresh_name(name, set(site.band.names) | {n for b in site.outer for n in b.names} | set(taken))


def positive(value, what: str) -> int:
    if not isinstance(value, int) or value < 1:
        raise RecipeError(f"{what} must be a positive integer, got {value!r}")
    return _in_64_bits(value, what)


def _in_64_bits(value: int, what: str) -> int:
    """``value``, when a 64-bit integer holds it (isl and the generated code need one)."""
    if not -2**63 <= value < 2**63:
        raise RecipeError(f"{what} is {value}, beyond a 64-bit integer (at most {2**63 - 1} in magnitude): "
                          "the generated code could not hold it")
    return value


def with_members(band: Band, names: list[str], members: list[isl.UnionPwAff]) -> Band:
    """``band`` with the loops ``names`` (its own, some of them, in any order) over ``members``,
    and what refers to its loops kept for those it still has."""
    kept = set(names)
    tiles = tuple(t for t in band.tiles if t[0] in kept and t[1] in kept)
    new = replace(band, names=tuple(names), members=tuple(members),
                  parallel=frozenset(n for n in band.parallel if n in kept), tiles=tiles)
    return replace(new, directives=revised(band.directives, {n: n for n in names}, new))


def edited(schedule: Schedule, tree, site: BandSite, band: Band, step: Step, force: bool) -> Schedule:
    return derive(schedule, step, replace_at(tree, site.path, band), force=force)


# -- reordering --------------------------------------------------------------------------------------
def permute(schedule: Schedule, *order: str, force: bool = False) -> Schedule:
    """Put the named loops of one band in ``order`` (they keep the positions they occupy)."""
    return _permute(schedule, order, Step("permute", tuple(order)), force)


def interchange(schedule: Schedule, a: str, b: str, *, force: bool = False) -> Schedule:
    """Swap two loops of one band (or of perfectly nested bands)."""
    return _permute(schedule, (b, a), Step("interchange", (a, b)), force)


def _permute(schedule: Schedule, order: tuple[str, ...], step: Step, force: bool) -> Schedule:
    # Located in the order typed, so that messages name the loops as the user wrote them.
    tree, site, typed = band_with(schedule, step.args)
    names = [typed[step.args.index(loop)] for loop in order]
    band = site.band
    slots = sorted(band.names.index(n) for n in names)
    new_names = list(band.names)
    for slot, name in zip(slots, names):
        new_names[slot] = name
    return edited(schedule, tree, site, with_members(band, new_names, [band.member(n) for n in new_names]),
                   step, force)


def reverse(schedule: Schedule, loop: str, *, force: bool = False) -> Schedule:
    """Run ``loop`` backwards."""
    site, name = schedule.locate(loop)
    members = [m.neg() if n == name else m for n, m in zip(site.band.names, site.band.members)]
    return edited(schedule, schedule.tree, site, replace(site.band, members=tuple(members)),
                   Step("reverse", (loop,)), force)


def skew(schedule: Schedule, target: str, source: str, factor: int = 1, *, force: bool = False) -> Schedule:
    """``target := target + factor * source``; ``source`` is in the same band or encloses it."""
    if not isinstance(factor, int) or factor == 0:
        raise RecipeError(f"the skew factor must be a non-zero integer, got {factor!r}")
    _in_64_bits(factor, "the skew factor")
    site, name = schedule.locate(target)
    source_site, source_name = schedule.locate(source)
    tree = schedule.tree
    if source_name == name and source_site.path == site.path:
        raise RecipeError(f"cannot skew {target} by itself")
    if any(b is source_site.band for b in site.outer):
        added = source_site.band.member(source_name)
    else:
        if source_site.path != site.path and not (
                site.path[:len(source_site.path)] == source_site.path or
                source_site.path[:len(site.path)] == site.path):
            raise RecipeError(f"cannot skew {target} by {source}: they are loops of different nests "
                              f"(statements {', '.join(site.statements)} and {', '.join(source_site.statements)}); "
                              "the source loop must enclose the target or be in its band")
        tree, site, _ = band_with(schedule, (target, source))
        added = site.band.member(source_name)
    offset = added.scale_val(isl.Val(factor))
    members = [m.add(offset) if n == name else m for n, m in zip(site.band.names, site.band.members)]
    return edited(schedule, tree, site, replace(site.band, members=tuple(members)),
                   Step("skew", (target, source, factor)), force)


def shift(schedule: Schedule, statement: str, loop: str, amount: int, *, force: bool = False) -> Schedule:
    """Add ``amount`` to ``loop`` for the instances of ``statement`` only (retiming)."""
    if not isinstance(amount, int):
        raise RecipeError(f"the shift amount must be an integer, got {amount!r}")
    _in_64_bits(amount, "the shift amount")
    site, name = schedule.locate(loop)
    if statement not in site.statements:
        raise RecipeError(f"statement {statement!r} is not inside loop {loop}; "
                          f"it encloses {', '.join(site.statements)}")
    domain = site.domain.intersect(isl.UnionSet.from_set(schedule.scop.statement(statement).domain))
    member = site.band.member(name)
    moved = member.intersect_domain(domain).add(isl.UnionPwAff.val_on_domain(domain, isl.Val(amount)))
    members = [member.subtract_domain(domain).union_add(moved) if n == name else m
               for n, m in zip(site.band.names, site.band.members)]
    return edited(schedule, schedule.tree, site, replace(site.band, members=tuple(members)),
                   Step("shift", (statement, loop, amount)), force)


# -- tiling ------------------------------------------------------------------------------------------
def tile(schedule: Schedule, *loops_and_sizes, force: bool = False, **sizes: int) -> Schedule:
    """Rectangular tiles: ``tile(i=32, j=16)`` or ``tile(i, 32, j, 16)``; tile loops go outside."""
    if len(loops_and_sizes) % 2:
        raise RecipeError("tile takes pairs: tile(i, 32, j, 32) or tile(i=32, j=32)")
    pairs = list(zip(loops_and_sizes[::2], loops_and_sizes[1::2])) + list(sizes.items())
    if not pairs:
        raise RecipeError(f"tile which loops? e.g. tile(i=32); the loops are {', '.join(schedule.loops())}")
    step = Step("tile", tuple(loops_and_sizes), tuple(sizes.items()))
    return _tile(schedule, pairs, step, force)


def stripmine(schedule: Schedule, loop: str, size: int, *, force: bool = False) -> Schedule:
    """Split ``loop`` into ``loop_t`` (steps of ``size``) around ``loop_p``."""
    return _tile(schedule, [(loop, size)], Step("stripmine", (loop, size)), force)


def loops_tiled_by(step: Step) -> tuple[str, ...]:
    """The loops a ``tile`` or ``stripmine`` step names, as its recipe spells them (either form:
    ``tile(i, 32, j, 16)`` or ``tile(i=32, j=16)``); none for any other step."""
    if step.name == "tile":
        return tuple(str(loop) for loop in step.args[::2]) + tuple(loop for loop, _ in step.keywords)
    if step.name == "stripmine" and step.args:
        return (str(step.args[0]),)
    return ()


def _tile(schedule: Schedule, pairs: list, step: Step, force: bool) -> Schedule:
    tree, site, names = band_with(schedule, tuple(loop for loop, _ in pairs))
    band = site.band
    size_of = {name: positive(size, f"the tile size of {name}") for name, (_, size) in zip(names, pairs)}
    first = min(band.names.index(n) for n in names)
    tiled = [n for n in band.names if n in size_of]
    tile_names = {n: fresh_loop(f"{n}_t", site) for n in tiled}
    point_names = {n: fresh_loop(f"{n}_p", site, tuple(tile_names.values())) for n in tiled}
    new_names = list(band.names[:first]) + [tile_names[n] for n in tiled] + \
        [point_names.get(n, n) for n in band.names[first:]]
    members = list(band.members[:first])
    # Tile loops count tiles (not the first point of each tile): isl builds the loop AST of
    # unscaled tile loops much faster (docs/design-notes.md, "Measurements behind the constants").
    members += [band.member(n).scale_down_val(isl.Val(size_of[n])).floor() for n in tiled]
    members += list(band.members[first:])
    parallel = {tile_names.get(n, n) for n in band.parallel}
    kept = with_members(band, new_names, members)
    new_band = replace(kept, parallel=frozenset(parallel & set(new_names)),
                       tiles=kept.tiles + tuple((tile_names[n], point_names[n], size_of[n]) for n in tiled))
    return edited(schedule, tree, site, new_band, step, force)


# -- fusion and distribution ---------------------------------------------------------------------------
def fuse(schedule: Schedule, *loops: str, force: bool = False) -> Schedule:
    """Merge the outermost loops of consecutive sibling loop nests into one loop.

    When a dependence would point backwards in the fused loop, the later nests are first
    shifted by the smallest amount that makes it legal (recorded as ``shift`` steps).
    """
    if len(loops) < 2:
        raise RecipeError("fuse needs at least two loops, e.g. fuse(i@S0, i@S1)")
    sites = [schedule.locate(loop)[0] for loop in loops]
    for loop, site in zip(loops, sites):
        if schedule.locate(loop)[1] != site.band.names[0]:
            raise RecipeError(f"fuse works on the outermost loop of each nest; {loop} is not")
    if len({site.path for site in sites}) != len(sites):
        raise RecipeError(f"fuse needs loops of different nests, got {', '.join(loops)}")
    if any(not site.path for site in sites):
        raise RecipeError(f"loops {', '.join(loops)} are not consecutive nests in one sequence")
    parent = sites[0].path[:-1]
    positions = sorted(site.path[-1] for site in sites)
    if not isinstance(node_at(schedule.tree, parent), Sequence) or any(site.path[:-1] != parent for site in sites) or \
            positions != list(range(positions[0], positions[0] + len(sites))):
        raise RecipeError(f"loops {', '.join(loops)} are not consecutive nests in one sequence")
    ordered = sorted(zip(sites, loops), key=lambda pair: pair[0].path[-1])
    typed = schedule
    for later in range(1, len(ordered)):
        amount = _fusion_shift(schedule, [s for s, _ in ordered[:later]], ordered[later][0])
        if amount:
            for statement in ordered[later][0].statements:
                schedule = shift(schedule, statement, ordered[later][1], amount, force=force)
            ordered[later] = (schedule.locate(ordered[later][1])[0], ordered[later][1])
    sequence = node_at(schedule.tree, parent)
    bands = [site.band for site, _ in ordered]
    inner = Sequence(tuple(sequence.filters[p] for p in positions),
                     tuple(_without_first_member(b) for b in bands))
    fused_member = bands[0].members[0]
    for b in bands[1:]:
        fused_member = fused_member.union_add(b.members[0])
    fused = Band((bands[0].names[0],), (fused_member,), inner)
    if len(positions) == len(sequence.children):
        new = fused
    else:
        merged_filter = inner.filters[0]
        for f in inner.filters[1:]:
            merged_filter = merged_filter.union(f)
        new = Sequence(sequence.filters[:positions[0]] + (merged_filter,) + sequence.filters[positions[-1] + 1:],
                       sequence.children[:positions[0]] + (fused,) + sequence.children[positions[-1] + 1:])
    fused_schedule = derive(schedule, Step("fuse", tuple(loops)), replace_at(schedule.tree, parent, new), force=force)
    # undo() goes back to before the fuse as typed, shifts included.
    return replace(fused_schedule, previous=typed)


def _without_first_member(band: Band):
    if len(band.names) == 1:
        return band.child
    return with_members(band, list(band.names[1:]), list(band.members[1:]))


def _fusion_shift(schedule: Schedule, earlier: list[BandSite], later: BandSite) -> int:
    """How far ``later`` must move so that no dependence from ``earlier`` points backwards."""
    # Pairs with the same value of each loop around the nests: built once for every dependence.
    same_outer = []
    for member in (m for b in later.outer for m in b.members):
        value = isl.UnionMap.from_union_pw_aff(member)
        same_outer.append(value.apply_range(value.reverse()))
    sink = isl.UnionMap.from_union_pw_aff(later.band.members[0])
    worst = 0
    for site in earlier:
        source = isl.UnionMap.from_union_pw_aff(site.band.members[0])
        for dep in schedule.dependences:
            pairs = isl.UnionMap.from_map(dep.relation).intersect_domain(site.domain) \
                .intersect_range(later.domain).intersect_params(schedule.scop.context)
            for same in same_outer:
                pairs = pairs.intersect(same)
            if pairs.is_empty():
                continue
            distances = isl.Map.from_union_map(pairs.apply_domain(source).apply_range(sink)).deltas()
            first = isl.Aff.var_on_domain(isl.LocalSpace.from_space(distances.get_space()), isl.dim_type.set, 0)
            smallest = distances.min_val(first)
            if not smallest.is_int():  # unbounded below: no shift can help
                continue
            value = smallest.to_python()
            worst = max(worst, -value)
    return worst


def distribute(schedule: Schedule, loop: str, *, force: bool = False) -> Schedule:
    """Split ``loop`` (and the loops it encloses in its band) into one loop nest per statement group."""
    site, name = schedule.locate(loop)
    band = site.band
    if not isinstance(band.child, Sequence):
        raise RecipeError(f"loop {loop} encloses a single statement group: nothing to distribute")
    k = band.names.index(name)
    inner = with_members(band, list(band.names[k:]), list(band.members[k:]))
    pieces = tuple(replace(inner, members=tuple(m.intersect_domain(f) for m in inner.members), child=child)
                   for f, child in zip(band.child.filters, band.child.children))
    new = Sequence(band.child.filters, pieces)
    if k:
        new = replace(with_members(band, list(band.names[:k]), list(band.members[:k])), child=new)
    return derive(schedule, Step("distribute", (loop,)), replace_at(schedule.tree, site.path, new), force=force)


# -- index-set splitting ---------------------------------------------------------------------------
#: The pieces ``split(a, b)`` makes, in the order they run: the suffix of their loops' names, how
#: ``a`` compares with ``b`` in them, and the instances where ``a - b`` (its values) does so.
SPLIT_PIECES = (("lt", "<", lambda difference: difference.neg().pos_set()),
                ("eq", "==", lambda difference: difference.zero_set()),
                ("gt", ">", lambda difference: difference.pos_set()))


def split(schedule: Schedule, loop: str, at: str, *, force: bool = False) -> Schedule:
    """Split ``loop``'s iterations into consecutive pieces by its value against loop ``at``, which
    encloses it: first those with ``loop < at``, then ``loop == at``, then ``loop > at`` (a piece
    without iterations is left out).  Each piece runs its own copy of ``loop`` and of the loops
    inside it, named with the piece's suffix (``split(i, k)``: ``i_lt, j_lt``, ``i_eq, j_eq``,
    ``i_gt, j_gt``).  The pieces run in the order of ``loop``'s values, so the split keeps every
    dependence; what it gains is that a loop whose dependences all cross from one piece to
    another (floyd-warshall's rows ``i``: those below ``k`` read row ``k`` before it changes,
    those above after) may run in parallel within each piece."""
    step = Step("split", (loop, at))
    site, name = schedule.locate(loop)
    band = site.band
    position = band.names.index(name)
    pieces = split_pieces(schedule, loop, at)
    if len(pieces) < 2:
        found = f"{loop} {pieces[0].relation} {at} in every iteration" if pieces else f"{loop} makes no iteration"
        raise RecipeError(f"{step}: {found}: there is nothing to split")
    copies = [piece.copy for piece in pieces]
    new = Sequence(tuple(piece.instances for piece in pieces), tuple(copies))
    if position:
        # The directives on loops from ``loop`` on (the register block's are innermost, a pack's
        # loop may be) go with the copies.
        outer = with_members(band, list(band.names[:position]), list(band.members[:position]))
        new = replace(outer, child=new,
                      directives=tuple(d for d in outer.directives if set(d.loops()) <= set(outer.names)))
    result = derive(schedule, step, replace_at(schedule.tree, site.path, new), force=force)
    shown = "; ".join(f"{piece.copy.names[0]} where {loop} {piece.relation} {at}" for piece in pieces)
    tile = first_value(band.directives, Directive.register_tile)
    lost = [f"the register block of {tile.rows}, {tile.columns} is left out: its stepping loops stay outside the "
            "pieces"] if tile and not any(first_value(copy.directives, Directive.register_tile) for copy in copies) else []
    return replace(result, notes=result.notes + (f"{step} made one piece per comparison: {shown}", *lost))


class SplitPiece(NamedTuple):
    """One piece of ``split(loop, at)``: its suffix (``lt``, ``eq``, ``gt``), the comparison of
    ``loop`` with ``at`` it holds, its instances, and its copy of ``loop`` and the loops inside it."""

    suffix: str
    relation: str
    instances: isl.UnionSet
    copy: Band


def split_pieces(schedule: Schedule, loop: str, at: str) -> list[SplitPiece]:
    """The pieces ``split(loop, at)`` makes (those with iterations), their copies named as it
    names them: ``<name>_<suffix>``, numbered where that name is taken."""
    step = Step("split", (loop, at))
    site, name = schedule.locate(loop)
    at_site, at_name = schedule.locate(at)
    band = site.band
    position = band.names.index(name)
    if not (any(outer is at_site.band for outer in site.outer) or
            at_site.path == site.path and band.names.index(at_name) < position):
        raise RecipeError(f"{step}: {at} is not a loop around {loop}; the pieces compare {loop} with a value "
                          f"fixed while {loop} runs, a loop enclosing it")
    if schedule.recomputes:
        raise RecipeError(f"{step}: the schedule recomputes producers per tile (compute_at); split before that")
    differences = band.member(name).sub(at_site.band.member(at_name)).get_pw_aff_list()  # one per statement
    taken = {n for s in schedule.sites + schedule.recomputed_sites for n in s.band.names}
    inner = with_members(band, list(band.names[position:]), list(band.members[position:]))
    pieces = []
    for suffix, relation, where in SPLIT_PIECES:
        instances = site.domain.intersect(union_of_sets(where(differences.get_at(k))
                                                        for k in range(differences.n_pw_aff())))
        if not instances.intersect_params(schedule.scop.context).is_empty():
            pieces.append(SplitPiece(suffix, relation, instances, _piece_copy(inner, suffix, taken)))
    return pieces


def _piece_copy(node, suffix: str, taken: set[str]):
    """``node`` with every loop of its bands renamed ``<name>_<suffix>`` (a number appended when
    that is in ``taken``, which gets the new names), and what refers to loops by name with them."""
    if isinstance(node, Leaf):
        return node
    if isinstance(node, Sequence):
        return replace(node, children=tuple(_piece_copy(child, suffix, taken) for child in node.children))
    new = {}
    for name in node.names:
        new[name] = fresh_name(f"{name}_{suffix}", taken)
        taken.add(new[name])
    copy = replace(node, names=tuple(new[n] for n in node.names), parallel=frozenset(new[n] for n in node.parallel),
                   tiles=tuple((new[t], new[p], size) for t, p, size in node.tiles),
                   child=_piece_copy(node.child, suffix, taken))
    return replace(copy, directives=revised(node.directives, new, copy))


# -- recomputing producers inside tiles -------------------------------------------------------------------
def compute_at(schedule: Schedule, *statements_and_loop: str, serial: int = 0, unroll: int = 0,
               force: bool = False) -> Schedule:
    """Run producer statements inside ``loop`` (a tile loop of their consumer): at each of its
    iterations, exactly the producer instances whose writes the instances below read, via an
    isl extension node; overlapping tiles recompute.  ``compute_at(S0, j_t)``; several producers
    (``compute_at(S0, S1, j_t)``) keep their own relative order; a producer of a producer
    already computed there is pulled in for it too.  The producers' loops run inside ``loop``
    (named ``i@S0``: ``Schedule.recomputed_loops()``), where only ``unroll`` by a factor applies
    to them; their own nests keep only the instances no tile recomputes (a blur's rows at sizes
    where it has no output row), usually none.
    A producer with fewer parallel loops than the tiles' statements is refused unless
    ``serial=1`` accepts that the tiles then run in order (see :mod:`.fusion`).  ``unroll=1``
    unrolls the producers' loops: each tile's instances become straight-line code, which the
    compiler keeps in registers when the tile is a few rows of one column (blur2d's
    ``tile(i@S1=4, j@S1=1)``: the column loop then runs vectorised over all of it); refused when
    a tile recomputes more instances than ``MAX_GENERATED_STATEMENTS``."""
    if len(statements_and_loop) < 2:
        raise RecipeError("compute_at names the producer statement(s), then a loop of the consumer: "
                          "compute_at(S0, j_t)")
    *producers, loop = statements_and_loop
    site, name = schedule.locate(loop)
    scop = schedule.scop
    known = [s.name for s in scop.statements]
    for producer in producers:
        if producer not in known:
            raise RecipeError(f"compute_at: unknown statement {producer!r}; the statements are {', '.join(known)}")
        if producer in site.statements:
            raise RecipeError(f"compute_at: {producer} already runs inside loop {loop}")
    for producer in producers:
        if producer in schedule.recomputed_statements:
            raise RecipeError(f"compute_at: {producer} is already recomputed inside a loop")
    band = site.band
    k = band.names.index(name)
    below = band.child if k + 1 == len(band.names) else \
        with_members(band, list(band.names[k + 1:]), list(band.members[k + 1:]))
    earlier = below if isinstance(below, Extension) else None
    order = {n: position for position, n in enumerate(known)}
    statements = tuple(sorted(set(producers) | set(earlier.statements if earlier else ()), key=order.get))
    outer_names = [n for b in site.outer for n in b.names]
    refusal = level_refusal(schedule, producers, loop, below) or (
        None if serial else parallelism_refusal(schedule, statements, site.statements, loop, len(outer_names) + k + 1))
    if refusal:
        raise RecipeError(f"compute_at: {refusal}" + ("" if serial or "m > n" not in refusal
                                                      else "; compute_at(..., serial=1) fuses anyway"))
    producer_domain = _instances(scop, producers)
    moved = restricted(schedule.tree, schedule.domain, producer_domain)
    if earlier is None:
        tree_of_producers = moved
    elif max(order[p] for p in producers) < min(order[p] for p in earlier.statements):
        tree_of_producers = Sequence((producer_domain, _instances(scop, earlier.statements)), (moved, earlier.producers))
    elif min(order[p] for p in producers) > max(order[p] for p in earlier.statements):
        tree_of_producers = Sequence((_instances(scop, earlier.statements), producer_domain), (earlier.producers, moved))
    else:
        raise RecipeError(f"compute_at: {', '.join(producers)} interleave with {', '.join(earlier.statements)} "
                          f"in the original order; compute them at {loop} in one step")
    instances = _instances(scop, statements)
    unrolled = bool(unroll) or (earlier is not None and earlier.unrolled)
    extension = Extension(statements, instances, scop.reads, scop.writes.intersect_domain(instances),
                          tree_of_producers, earlier.child if earlier else below, unrolled=unrolled)
    outer = tuple(m for b in site.outer for m in b.members) + band.members[:k + 1]
    relation = extension_relation(outer, site.domain, extension)
    recomputed = relation.range()
    for producer in statements:
        if recomputed.intersect(_instances(scop, (producer,))).is_empty():
            raise RecipeError(f"compute_at: nothing inside loop {loop} reads what {producer} writes")
    if unrolled:
        _refuse_unrolled_tile(relation, loop)
    upper = with_members(band, list(band.names[:k + 1]), list(band.members[:k + 1]))
    tree = replace_at(schedule.tree, site.path, replace(upper, child=extension))
    # What no tile recomputes stays in the producers' own nests (an empty residual drops them).
    residual = residual_instances(scop, extension, site.domain)
    tree = restricted(tree, schedule.domain, schedule.domain.subtract(producer_domain.subtract(residual)))
    keywords = tuple((name, value) for name, value in (("serial", serial), ("unroll", unroll)) if value)
    return derive(schedule, Step("compute_at", tuple(statements_and_loop), keywords), tree, force=force)


def _refuse_unrolled_tile(relation: isl.UnionMap, loop: str) -> None:
    """Refuse unrolling the producers recomputed at ``loop`` (``relation``: its values -> the
    instances recomputed there) when one iteration would hold more copies than
    ``MAX_GENERATED_STATEMENTS`` or a number without a constant bound."""
    total = 0
    for instances in maps_of(relation):
        copies = 1
        for k in range(instances.dim(isl.dim_type.out)):
            extent = instances.dim_max(k).sub(instances.dim_min(k)).max_val()
            if not extent.is_int():
                raise RecipeError(f"compute_at(..., unroll=1): the instances recomputed at {loop} have no constant "
                                  "bound to unroll")
            copies *= extent.to_python() + 1
        total += copies
    if total > limit("MAX_GENERATED_STATEMENTS"):
        raise RecipeError(f"compute_at(..., unroll=1) would unroll {total:,} producer instances per iteration of "
                          f"{loop}, more than the limit of {describe('MAX_GENERATED_STATEMENTS')}: tile smaller")


def local_buffer(schedule: Schedule, array: str, *, force: bool = False) -> Schedule:
    """Hold ``array`` in a buffer per iteration of the loop its producers are computed at
    (``compute_at``): each tile writes and reads its own part, indexed from the tile's origin,
    and the array itself is no longer written.  Only for an intermediate array nothing reads
    after the SCoP: for an array the caller passes in, that is a promise of the user (its
    contents after the call are left unspecified and are not compared by verification)."""
    refuse_in_lanes(schedule, "local_buffer")
    scop = schedule.scop
    names = [a.name for a in scop.arrays if not a.is_scalar]
    if array not in names:
        raise RecipeError(f"local_buffer: unknown array {array!r}; the arrays are {', '.join(names)}")
    writers = {s.name for s in scop.statements if any(w.get_tuple_name(isl.dim_type.out) == array for w in s.writes)}
    users = writers | {s.name for s in scop.statements if any(r.get_tuple_name(isl.dim_type.out) == array
                                                              for r in s.reads)}
    found = extension_sites(schedule.tree)
    site = next(((path, node) for path, node in found if writers and writers <= set(node.statements)), None)
    if site is None:
        raise RecipeError(f"local_buffer({array}): compute_at the statements that write {array} "
                          f"({', '.join(sorted(writers)) or 'none'}) inside a tile loop first")
    path, extension = site
    inside = set(extension.statements) | set(statement_names(domain_below(schedule, path)))
    outside = sorted(users - inside)
    if outside:
        raise RecipeError(f"local_buffer({array}): {', '.join(outside)} also accesses {array} outside the tiles")
    if array in extension.buffers:
        raise RecipeError(f"local_buffer({array}): {array} already has a buffer per tile")
    if scop.array(array).storage in ("local", "static-local") and not scop.dies_with_scop(array):
        raise RecipeError(f"local_buffer({array}): the function's own {array} is named outside the SCoP (or is "
                          "static, and the next call reads it): the buffers would leave it unwritten")
    buffers = extension.buffers + (array,)
    tree = replace_at(schedule.tree, path, replace(extension, buffers=buffers))
    # The producers' own nests no longer compute what only a dead array would hold.
    residual = residual_instances(scop, extension, domain_below(schedule, path), buffers)
    tree = restricted(tree, schedule.domain, schedule.domain.subtract(extension.instances.subtract(residual)))
    result = derive(schedule, Step("local_buffer", (array,)), tree, force=force)
    result.isl_schedule  # sizes the buffer now, so that a buffer without a constant size is refused here
    return result


def domain_below(schedule: Schedule, path: tuple[int, ...]) -> isl.UnionSet:
    domain, node = schedule.domain, schedule.tree
    for k in path:
        if isinstance(node, Sequence):
            domain, node = domain.intersect(node.filters[k]), node.children[k]
        else:
            node = node.child
    return domain


def _written_by(scop, statements) -> list[str]:
    return [w.get_tuple_name(isl.dim_type.out) for name in statements for w in scop.statement(name).writes]


def _instances(scop, statements) -> isl.UnionSet:
    result = None
    for name in statements:
        part = isl.UnionSet.from_set(scop.statement(name).domain)
        result = part if result is None else result.union(part)
    return result


# -- parallelism and code generation options -----------------------------------------------------------
def wavefront(schedule: Schedule, *loops: str, force: bool = False) -> Schedule:
    """Replace loops ``a, b, …, z`` of one band by ``w = a + b + … + z`` around ``a, b, …``.

    Each ``w`` value is a diagonal hyperplane; when every dependence distance is non-negative
    in these loops, ``w`` carries them all and the inner loops can run in parallel.
    """
    if len(loops) < 2:
        raise RecipeError("wavefront needs at least two loops of one band, e.g. wavefront(i, j)")
    tree, site, names = band_with(schedule, loops)
    band = site.band
    diagonal = band.member(names[0])
    for n in names[1:]:
        diagonal = diagonal.add(band.member(n))
    slots = sorted(band.names.index(n) for n in names)
    new_names = list(band.names)
    new_members = list(band.members)
    wave = fresh_loop("w", site)
    for slot, n in zip(slots, [wave] + names[:-1]):
        new_names[slot] = n
        new_members[slot] = diagonal if slot == slots[0] else band.member(n)
    waved = edited(schedule, tree, site, with_members(band, new_names, new_members),
                    Step("wavefront", tuple(loops)), force)
    return replace(waved, notes=(f"wavefront({', '.join(loops)}) replaced loop '{names[-1]}' by '{wave}' = "
                                 f"{' + '.join(names)}: the loops are now {', '.join(waved.loops())}",))


def parallel(schedule: Schedule, loop: str, *, force: bool = False) -> Schedule:
    """Run ``loop`` as an OpenMP parallel loop (refused when it carries a dependence other than
    through scratch variables each iteration writes before reading: those it privatises)."""
    site, name = schedule.locate(loop)
    refuse_shared_recomputation(schedule, site, loop)
    running = next((d for d in site.band.directives if name in d.threaded_loops(site.band)), None)
    if running is not None:
        raise RecipeError(f"loop {loop} already runs as part of "
                          f"{running.step}({', '.join(schedule.loop_name(site, n) for n in running.loops())})")
    result = edited(schedule, schedule.tree, site, replace(site.band, parallel=site.band.parallel | {name}),
                     Step("parallel", (loop,)), force)
    private = result.privatised(result.locate(loop)[0], name) if result.legal else ()
    if not private:
        return result
    return replace(result, notes=(f"parallel({loop}): each iteration writes {', '.join(private)} before reading "
                                  f"{'it' if len(private) == 1 else 'them'}, so each gets its own copy; the last "
                                  "iteration's values are copied back, so they end as in the original",))


def refuse_shared_recomputation(schedule: Schedule, site: BandSite, loop: str) -> None:
    """Refuse to run iterations of ``loop`` at the same time when it encloses producers recomputed
    per tile that write a shared array."""
    if any(set(_written_by(schedule.scop, e.statements)) - set(e.buffers) for _, e in extension_sites(site.band)):
        raise RecipeError(f"loop {loop} encloses recomputed producers (compute_at): the tiles of "
                          "neighbouring threads would write the overlap of the shared intermediate "
                          "array at the same time (local_buffer gives each tile its own)")


def refuse_in_lanes(schedule: Schedule, step: str) -> None:
    """Buffers and micro-kernels copy from and store to the arrays, which ``vector_lanes()`` has
    replaced with lane copies while the SCoP runs."""
    if schedule.lanes:
        raise RecipeError(f"{step}: the arrays are in lanes (vector_lanes()), which its buffers would bypass")


def in_place(schedule: Schedule, scalar: str, *, force: bool = False) -> Schedule:
    """Keep scalar ``scalar`` in the array element each of its values is finally stored to (ludcmp's
    ``w`` in ``A[i][j]``): the scalar's dependences, which order every instance that uses it, become
    those of the elements, so loops may be reordered, tiled and run in parallel; no memory is added.
    Legal when every value ends in one store to an array element that nothing else touches while
    the scalar holds the value (see :mod:`polyviz.transform.inplace`)."""
    scop = in_place_scop(schedule.scop, scalar)
    moved = replace(schedule, scop=scop, dependences=compute_dependences(scop))
    tree = schedule.tree
    if len(scop.statements) < len(schedule.scop.statements):  # the copies of an element to itself are gone
        moved = replace(moved, domain=schedule.domain.intersect(scop.domain))
        tree = restricted(tree, schedule.domain, moved.domain)
    return replace(derive(moved, Step("in_place", (scalar,)), tree, force=force), previous=schedule)


def _scalars(schedule: Schedule, earlier: tuple) -> tuple[str, ...]:
    """The scalars ``in_place`` may be asked about: the function's own that the SCoP writes."""
    return candidate_scalars(schedule.scop)


# -- automatic scheduling --------------------------------------------------------------------------------
#: isl scheduler settings of each fusion strategy (Pluto's --nofuse, --smartfuse, --maxfuse):
#: ``min`` schedules each strongly connected component of the dependence graph on its own (no
#: fusion across them), ``smart`` lets isl merge clusters of statements when that keeps the
#: outer loops parallel and the band deep (isl's default), ``max`` schedules each connected
#: component as a whole, fusing all it can.
FUSION_STRATEGIES = {
    "min": {"schedule_serialize_sccs": 1, "schedule_whole_component": 0},
    "smart": {"schedule_serialize_sccs": 0, "schedule_whole_component": 0},
    "max": {"schedule_serialize_sccs": 0, "schedule_whole_component": 1},
}

#: What isl's scheduler makes of the outer band: ``parallel`` asks that its outer members carry no
#: dependence (lu's right-looking form: a sequential step around independent rows), ``permutable``
#: only that the band be as deep as it can while all its members may be permuted and tiled
#: (lu's own order: one band of all three loops, the pivot division at ``k = j``).
OUTER_BANDS = {"parallel": {"schedule_outer_coincidence": 1}, "permutable": {"schedule_outer_coincidence": 0}}


def isl_schedule(schedule: Schedule, *, fusion: str = "smart", outer: str = "parallel", force: bool = False) -> Schedule:
    """isl's Pluto-style schedule (outer parallelism and skewing enabled) with a fusion strategy
    of :data:`FUSION_STRATEGIES`; loops are named after the original iterators where a band
    member is one, else ``c0``, ``c1``, … Deterministic."""
    if fusion not in FUSION_STRATEGIES:
        raise RecipeError(f"isl_schedule(fusion={fusion}): the fusion strategies are "
                          f"{', '.join(FUSION_STRATEGIES)}")
    if outer not in OUTER_BANDS:
        raise RecipeError(f"isl_schedule(outer={outer}): the choices are {', '.join(OUTER_BANDS)}")
    tree = _named(schedule, from_isl(_compute(schedule, {**FUSION_STRATEGIES[fusion], **OUTER_BANDS[outer]}))[1])
    keywords = (("fusion", fusion),) if fusion != "smart" else ()
    step = Step("isl_schedule", (), keywords + ((("outer", outer),) if outer != "parallel" else ()))
    return derive(schedule, step, tree, force=force)


#: isl's schedules already computed, by the domain, dependences, context and options they were
#: computed for (as text): auto() asks for the same ones again when it rebuilds a recipe without an
#: unused permission, and the scheduler took most of its time on 3-D stencils.
_SCHEDULED: dict[tuple[str, ...], str] = {}
_SCHEDULED_AT_MOST = 256


def _compute(schedule: Schedule, options: dict[str, int]) -> isl.Schedule:
    ctx = schedule.domain.get_ctx()
    key = (schedule.domain.to_str(), schedule.scop.context.to_str(), repr(sorted(options.items())),
           *(dep.relation.to_str() for dep in schedule.dependences))
    if key not in _SCHEDULED:
        if len(_SCHEDULED) >= _SCHEDULED_AT_MOST:
            _SCHEDULED.clear()
        _SCHEDULED[key] = _scheduled(schedule, options).to_str()
    return isl.Schedule.read_from_str(ctx, _SCHEDULED[key])


def _scheduled(schedule: Schedule, options: dict[str, int]) -> isl.Schedule:
    ctx = schedule.domain.get_ctx()
    dependences = isl.UnionMap("{ }", context=ctx)
    for dep in schedule.dependences:
        dependences = dependences.union(isl.UnionMap.from_map(dep.relation))
    dependences = dependences.intersect_params(schedule.scop.context)
    with isl_options(ctx, **options), isl_budget("isl's scheduler"):
        constraints = isl.ScheduleConstraints.on_domain(schedule.domain).set_context(schedule.scop.context) \
            .set_validity(dependences).set_proximity(dependences).set_coincidence(dependences)
        return constraints.compute_schedule()


def _named(schedule: Schedule, tree):
    """``tree`` with each band member named after the original iterator it equals, when it does."""
    scop = schedule.scop

    def iterator_of(member: isl.UnionPwAff) -> str | None:
        names = set()
        pieces = member.get_pw_aff_list()
        for k in range(pieces.n_pw_aff()):
            statement = scop.statement(pieces.get_at(k).get_domain_space().get_tuple_name(isl.dim_type.set))
            dim = iterator_dim(member, statement)
            names.add(None if dim is None else statement.iterators[dim])
        return names.pop() if len(names) == 1 else None

    unnamed: set[str] = set()

    def rename(node, outer_names: tuple[str, ...]):
        if isinstance(node, Leaf):
            return node
        if isinstance(node, Sequence):
            return replace(node, children=tuple(rename(c, outer_names) for c in node.children))
        names: list[str] = []
        for member in node.members:
            name = iterator_of(member)
            if name is None or name in names or name in outer_names:
                name = fresh_name("c", unnamed, "indexed")
                unnamed.add(name)
            names.append(name)
        return replace(node, names=tuple(names), child=rename(node.child, outer_names + tuple(names)))

    return rename(tree, ())


# -- which arguments a step can take after those chosen before (Param.among) ------------------------------
def in_first_nest(schedule: Schedule, earlier: tuple) -> tuple[str, ...]:
    """Loops a step may combine with the first loop chosen (interchange, permute, skew, tile,
    wavefront): those around it, in its band or inside it; every loop before one is chosen."""
    if not earlier or earlier[0] not in schedule.loops():
        return schedule.loops()
    site, _ = schedule.locate(earlier[0])
    bands = {id(b) for b in site.outer} | {id(site.band)}
    return tuple(other for other in schedule.loops() if other not in earlier and (
        id(schedule.locate(other)[0].band) in bands or any(b is site.band for b in schedule.locate(other)[0].outer)))


def _sibling_nests(schedule: Schedule, earlier: tuple) -> tuple[str, ...]:
    """The outermost loops of nests in a sequence (fuse); after a first one, its siblings."""
    outermost = [schedule.loop_name(site, site.band.names[0]) for site in schedule.sites if site.path]
    if not earlier or earlier[0] not in outermost:
        return tuple(outermost)
    parent = schedule.locate(earlier[0])[0].path[:-1]
    return tuple(loop for loop in outermost if loop not in earlier and schedule.locate(loop)[0].path[:-1] == parent)


def _around_statement(schedule: Schedule, earlier: tuple) -> tuple[str, ...]:
    """The loops around the statement chosen before (shift)."""
    return tuple(loop for loop in schedule.loops() if not earlier or earlier[0] in schedule.locate(loop)[0].statements)


def _outside_statements(schedule: Schedule, earlier: tuple) -> tuple[str, ...]:
    """The loops around none of the statements chosen before (compute_at's loop)."""
    return tuple(loop for loop in schedule.loops() if not set(earlier) & set(schedule.locate(loop)[0].statements))


def _enclosed(schedule: Schedule, earlier: tuple) -> tuple[str, ...]:
    """The loops inside another loop (split): those of a band inside another, or not first in their band."""
    return tuple(schedule.loop_name(site, name) for site in schedule.sites
                 for position, name in enumerate(site.band.names) if site.outer or position)


def _enclosing(schedule: Schedule, earlier: tuple) -> tuple[str, ...]:
    """The loops around the loop chosen before (split's ``at``); every loop before one is chosen."""
    if not earlier or earlier[0] not in schedule.loops():
        return schedule.loops()
    return loops_around(schedule, earlier[0])


def loops_around(schedule: Schedule, loop: str) -> tuple[str, ...]:
    """The loops enclosing ``loop``, outermost first: those of the bands outside it and those
    before it in its own band."""
    site, name = schedule.locate(loop)
    around = [schedule.loop_name(s, n) for s in schedule.sites if any(b is s.band for b in site.outer)
              for n in s.band.names]
    return tuple(around) + tuple(schedule.loop_name(site, n) for n in site.band.names[:site.band.names.index(name)])


LOOP = Param("loop", "loop", ("loop",))

#: The steps of this module, in the order the Explorer offers them (``transform.STEPS`` adds ``auto``).
SPECS = (
    StepSpec("interchange", interchange, (Param("a", "loop", ("loop",)),
                                          Param("b", "loop", ("with",), among=in_first_nest))),
    StepSpec("permute", permute, (Param("order", "loop", ("loop", "then"), many=2, among=in_first_nest),)),
    StepSpec("reverse", reverse, (LOOP,)),
    StepSpec("skew", skew, (Param("target", "loop", ("loop",)), Param("source", "loop", ("by",), among=in_first_nest),
                            Param("factor", "int", ("factor",), default=1, samples=(1, 2, -1))), grows=True),
    StepSpec("shift", shift, (Param("statement", "statement", ("statement",)),
                              Param("loop", "loop", ("loop",), among=_around_statement),
                              Param("amount", "int", ("amount",), samples=(1, -1, 2))), grows=True),
    StepSpec("tile", tile, (Param("sizes", "loop sizes", ("loop", "and", "size"), samples=(32, 2, 3, 4),
                                  among=in_first_nest),)),
    StepSpec("stripmine", stripmine, (LOOP, Param("size", "int", ("size",), samples=(32, 2, 3)))),
    StepSpec("fuse", fuse, (Param("loops", "loop", ("loop", "with"), many=2, among=_sibling_nests),), grows=True),
    StepSpec("distribute", distribute, (LOOP,)),
    StepSpec("split", split, (Param("loop", "loop", ("loop",), among=_enclosed),
                              Param("at", "loop", ("at",), among=_enclosing))),
    StepSpec("compute_at", compute_at, (Param("producers", "statement", ("statement",), many=1),
                                        Param("loop", "loop", ("at",), among=_outside_statements),
                                        Param("serial", "int", ("serial",), default=0, samples=(0, 1),
                                              keyword=True),
                                        Param("unroll", "int", ("unroll",), default=0, samples=(0, 1),
                                              keyword=True))),
    StepSpec("local_buffer", local_buffer, (Param("array", "array", ("array",)),)),
    StepSpec("in_place", in_place, (Param("scalar", "array", ("scalar",), among=_scalars),)),
    StepSpec("parallel", parallel, (LOOP,)),
    StepSpec("wavefront", wavefront, (Param("loops", "loop", ("loop", "and"), many=2, among=in_first_nest),),
             grows=True),
    StepSpec("isl_schedule", isl_schedule, (Param("fusion", "choice", ("fusion",), default="smart",
                                                  choices=tuple(FUSION_STRATEGIES), keyword=True),
                                            Param("outer", "choice", ("outer",), default="parallel",
                                                  choices=tuple(OUTER_BANDS), keyword=True)), grows=True),
)
#: Steps whose loops can take values the original's loops never take (larger ones); the others
#: keep, split, reorder or negate the original values.
GROWING = frozenset(spec.name for spec in SPECS if spec.grows)
