"""``in_place(w)``: a scalar accumulator kept in the array element its value is finally stored to.

PolyBench's ludcmp computes each element of its factors in a scalar::

    w = A[i][j];  for (k ...) w -= A[i][k] * A[k][j];  A[i][j] = w / A[j][j];

The one scalar ``w`` is written and read by every ``(i, j)``, so its memory dependences order all
instances of the nest: no loop may be reordered, tiled or run in parallel.  Each value of ``w``
nevertheless lives only from its first write to the store that ends it (here ``A[i][j] = ...``),
and that store names one element.  Writing the scalar's accesses in that interval as accesses to
the element (``A[i][j] = A[i][j]; A[i][j] -= A[i][k] * A[k][j]; A[i][j] = A[i][j] / A[j][j]``)
computes the same values in the same order, needs no storage, and leaves only the dependences
of the element itself: ludcmp's factorisation becomes lu's, which isl's scheduler tiles.

This is forward substitution of the scalar by its home element, the memory-free alternative to
scalar expansion: expanding ``w`` would need a ``w[i][j]`` of n² elements (32 MB at PolyBench
LARGE) to free the same schedule, since the tiled order keeps a value of ``w`` live for every
``(i, j)`` of a tile at once.

It is legal when, by value-based (dataflow) analysis in the original order,

1. every read of the scalar reads a value written in the SCoP (none comes from before it);
2. every value written ends in exactly one *home* store: a statement that reads the scalar and
   writes one element of an array (never the scalar); the first such store after any access is
   the home of that access, and a value read by an access has the same home as the write that
   produced it (no home stores a value that is read again afterwards);
3. from the first access of each value to its home store, nothing else reads or writes the home
   element (the first access may read it: it runs before anything is changed, as
   ``w = A[i][j]`` does), and the home store reads it only through the scalar;
4. the scalar's value dies with the call (a local, a scalar declared in the SCoP or a parameter
   passed by value; not a global, an ``extern``, nor a ``static`` local, whose value the next call
   sees; the front end refuses a ``volatile`` one), the function does not read it after
   the SCoP and never takes its address (as the front end decides which iterators outlive the
   SCoP): after the rewrite the SCoP no longer leaves its last value there;
5. each access names the home element with the same iterators the home store does (then the
   home's subscripts are copied into its text as they are).

With the rewritten accesses the dependences are computed again and the current schedule is
checked against them, as after any step.
"""
from __future__ import annotations

import copy
import re
from dataclasses import replace

import islpy as isl
from pycparser import c_ast
from pycparser.c_generator import CGenerator

from ..codegen.statements import array_accesses
from ..errors import RecipeError
from ..model import (Array, Scop, Statement, WrittenStatement, accesses_to, isl_budget, later_use, maps_of,
                     matching_brackets, tokenize, union_of_maps, union_of_sets)

#: The storage of scalars whose value ends with the call (condition 4 of the module docstring).
_OWN_STORAGE = ("local", "scop-local", "parameter")
#: A scalar of each other storage, and who may read the last value the SCoP leaves in it.
_OUTLIVING = {
    "global": "a global variable: the caller",
    "pointer": "a pointer variable: the caller",
    "static-local": "a static local, which keeps its value from one call to the next: a later call",
    "undeclared": "not declared in the function: code outside it",
}


def candidate_scalars(scop: Scop) -> tuple[str, ...]:
    """The scalars ``in_place`` may be asked about: the function's own scalars the SCoP writes."""
    written = {m.get_tuple_name(isl.dim_type.out) for m in maps_of(scop.writes)}
    return tuple(a.name for a in scop.arrays if a.is_scalar and a.storage in _OWN_STORAGE
                 and a.name in written)


def in_place_scop(scop: Scop, scalar: str) -> Scop:
    """``scop`` with ``scalar``'s accesses made accesses to the elements its values are stored
    to (see the module docstring), or :class:`RecipeError` naming the condition that fails."""
    array = next((a for a in scop.arrays if a.name == scalar), None)
    if array is None or not array.is_scalar:
        scalars = ", ".join(candidate_scalars(scop)) or "none"
        raise RecipeError(f"in_place({scalar}): {scalar!r} is not a scalar of the SCoP "
                          f"(the scalars it writes: {scalars})")
    if array.storage not in _OWN_STORAGE:
        raise RecipeError(f"in_place({scalar}): {scalar}{_declared_at(array)} is {_OUTLIVING[array.storage]} may "
                          "read the last value the SCoP leaves in it, which the rewritten SCoP no longer stores")
    region = scop.source
    use = later_use(tokenize(region.text, directives=False), scalar, region.scop_end, region.function_end)
    if use is not None:
        raise RecipeError(f"in_place({scalar}): the function reads {scalar} after the SCoP or takes its address "
                          f"(line {region.line_of(use.start)}, column {region.column_of(use.start)}), "
                          "and the rewritten SCoP no longer leaves its last value there")
    with isl_budget(f"in_place({scalar})"):
        homes = _homes(scop, scalar)
        statements = [_rewritten(scop, statement, scalar, homes[statement.name]) if statement.name in homes
                      else statement for statement in scop.statements]
        # ``w = A[i][j]`` and ``A[i][j] = w`` become ``A[i][j] = A[i][j]``, which does nothing; left in,
        # each would be scheduled as a nest of its own (isl sees a read and a write to order).
        kept = [s for s in statements if s.name not in homes or not _copies_itself(s)]
        # No statement accesses the scalar any more (its declaration, the user's text, stays).
        arrays = tuple(a for a in scop.arrays if a.name != scalar)
        if len(kept) == len(statements):
            return replace(scop, statements=tuple(statements), arrays=arrays)
        names = {s.name for s in kept}
        domain = union_of_sets(s.domain for s in kept)
        return replace(scop, statements=tuple(kept), arrays=arrays,
                       schedule_tree=scop.schedule_tree.intersect_domain(domain),
                       loops=tuple(replace(loop, statements=tuple(n for n in loop.statements if n in names))
                                   for loop in scop.loops))


def _declared_at(array: Array) -> str:
    return f" (declared at line {array.line}, column {array.column})" if array.line is not None else ""


def _copies_itself(statement: Statement) -> bool:
    """Whether ``statement`` is ``x = x;``: it stores the value the element already holds."""
    body = statement.body
    if not isinstance(body, c_ast.Assignment) or body.op != "=":
        return False
    printer = CGenerator()
    return printer.visit(body.lvalue) == printer.visit(body.rvalue)


def _homes(scop: Scop, scalar: str) -> dict[str, Statement]:
    """Statement accessing ``scalar`` -> the statement whose store is the home of all its
    accesses (conditions 1 to 3 and 5 of the module docstring), or :class:`RecipeError`."""
    reads = accesses_to(scop.reads, scalar)
    writes = accesses_to(scop.writes, scalar)
    readers = {m.get_tuple_name(isl.dim_type.in_) for m in maps_of(reads)}
    writers = {m.get_tuple_name(isl.dim_type.in_) for m in maps_of(writes)}
    home_statements = []
    for statement in (s for s in scop.statements if s.name in readers - writers):
        name = statement.name
        stored = [w.get_tuple_name(isl.dim_type.out) for w in statement.writes]
        if len(stored) != 1 or scop.array(stored[0]).is_scalar:
            into = f"stores it in the scalar {stored[0]}" if len(stored) == 1 else "stores no one element"
            raise RecipeError(f"in_place({scalar}): {name} ({statement.text}) reads {scalar} and {into}: "
                              f"each value of {scalar} must end in one array element that holds it instead")
        home_statements.append(statement)
    if not home_statements:
        raise RecipeError(f"in_place({scalar}): no statement stores {scalar} into an array element")
    # Only the statements that access the scalar or a home's array take part: ordering every pair
    # of deriche's 50 statements cost seconds.
    home_arrays = {w.get_tuple_name(isl.dim_type.out) for s in home_statements for w in s.writes}
    involved = union_of_sets(s.domain for s in scop.statements if (home_arrays | {scalar}) & {
        a.get_tuple_name(isl.dim_type.out) for a in s.reads + s.writes})
    schedule = scop.schedule_map.intersect_domain(involved)
    before = schedule.lex_lt_union_map(schedule)
    flow = (isl.UnionAccessInfo.from_sink(reads).set_must_source(writes)
            .set_schedule(scop.schedule_tree).compute_flow())
    unwritten = flow.get_must_no_source()
    if not unwritten.is_empty():
        name = maps_of(unwritten)[0].get_tuple_name(isl.dim_type.in_)
        raise RecipeError(f"in_place({scalar}): {name} ({scop.statement(name).text}) can read the value {scalar} "
                          "has before the SCoP: no write in the SCoP gives it that value")
    home_domain = union_of_sets(s.domain for s in home_statements)
    accessing = reads.domain().union(writes.domain())
    # Each access -> the first home store at or after it (compared by time, across statements).
    at_or_after = before.union(home_domain.identity()).intersect_domain(accessing) \
        .intersect_range(home_domain)
    home_of = at_or_after.apply_range(schedule).lexmin().apply_range(schedule.reverse())
    orphans = accessing.subtract(home_of.domain())
    if not orphans.is_empty():
        name = _statement_of(orphans)
        raise RecipeError(f"in_place({scalar}): after {name} ({scop.statement(name).text}) no statement stores "
                          f"{scalar} into an array element")
    # Home of each value's write -> home of a read of it: two different homes mean the first
    # stored the value and it was read again after.
    crossing = flow.get_must_dependence().apply_domain(home_of).apply_range(home_of) \
        .subtract(home_domain.identity())
    if not crossing.is_empty():
        stored = _statement_of(crossing.domain())
        raise RecipeError(f"in_place({scalar}): a value of {scalar} is read again after {stored} "
                          f"({scop.statement(stored).text}) has stored it, so it has no one element to live in")
    element = union_of_maps(w for s in home_statements for w in s.writes)  # home instance -> what it stores
    first = home_of.reverse().apply_range(schedule).lexmin().apply_range(schedule.reverse())
    interval = first.apply_range(before).intersect(before.reverse().intersect_domain(home_domain))
    for statement in scop.statements:
        others = union_of_maps(a for a in statement.reads + statement.writes
                            if a.get_tuple_name(isl.dim_type.out) != scalar)
        touched = interval.intersect_range(isl.UnionSet.from_set(statement.domain)).apply_range(others)
        if not touched.intersect(element).is_empty():
            raise RecipeError(f"in_place({scalar}): {statement.name} ({statement.text}) accesses the element a "
                              f"value of {scalar} is stored to while {scalar} holds that value")
    for home in home_statements:
        own = union_of_maps(r for r in home.reads if r.get_tuple_name(isl.dim_type.out) != scalar)
        if not own.intersect(element).is_empty():
            raise RecipeError(f"in_place({scalar}): {home.name} ({home.text}) reads the element it stores "
                              f"{scalar} to, other than through {scalar}")
    found = {}
    for statement in scop.statements:
        if statement.name not in readers | writers:
            continue
        mine = home_of.intersect_domain(isl.UnionSet.from_set(statement.domain))
        owners = {m.get_tuple_name(isl.dim_type.out) for m in maps_of(mine)}
        if len(owners) != 1:
            raise RecipeError(f"in_place({scalar}): the values of {scalar} that {statement.name} "
                              f"({statement.text}) accesses are stored by several statements "
                              f"({', '.join(sorted(owners))}), so no one element can stand in its text")
        home = scop.statement(owners.pop())
        same = _same_iterators(scop, statement, home)
        if same is None or not mine.is_subset(isl.UnionMap.from_map(same)):
            raise RecipeError(f"in_place({scalar}): {statement.name} ({statement.text}) uses a value of {scalar} "
                              f"that {home.name} ({home.text}) stores for other values of its loops: the element "
                              f"cannot be written with {statement.name}'s own iterators")
        found[statement.name] = home
    return found


def _same_iterators(scop: Scop, statement: Statement, home: Statement) -> isl.Map | None:
    """Instances of ``statement`` -> the instances of ``home`` with the same values of ``home``'s
    iterators (isl equates equally named variables), or None when ``statement`` lacks one."""
    if not set(home.iterators) <= set(statement.iterators):
        return None
    parameters = f"[{', '.join(scop.parameters)}] -> " if scop.parameters else ""
    return isl.Map(f"{parameters}{{ {statement.name}[{', '.join(statement.iterators)}] -> "
                   f"{home.name}[{', '.join(home.iterators)}] }}", context=statement.domain.get_ctx())


def _statement_of(instances: isl.UnionSet) -> str:
    sets = instances.get_set_list()
    return sets.get_at(0).get_tuple_name()


# -- the rewritten statement ------------------------------------------------------------------------------
def _rewritten(scop: Scop, statement: Statement, scalar: str, home: Statement) -> Statement:
    """``statement`` with each use of ``scalar`` replaced by ``home``'s stored element (text,
    written text, parsed form and accesses)."""
    stored = home.writes[0]
    array = stored.get_tuple_name(isl.dim_type.out)
    element = _same_iterators(scop, statement, home).apply_range(stored).intersect_domain(statement.domain)
    reads = _with_element(statement.reads, scalar, element)
    writes = _with_element(statement.writes, scalar, element)
    text = re.sub(rf"\b{scalar}\b", _stored_text(home.text, array, home), statement.text)
    written = None
    if statement.written is not None:
        home_written = home.written
        if home_written is None:
            raise RecipeError(f"in_place({scalar}): {home.name}'s element is written through a macro that hides "
                              "its iterators, so it cannot be copied into other statements' text")
        written = _written_with(statement.written, scalar, home_written, array, statement)
    body = _body_with(statement.body, scalar, home.body, array, statement)
    return replace(statement, text=text, written=written, body=body, reads=reads, writes=writes)


def _with_element(accesses: tuple[isl.Map, ...], scalar: str, element: isl.Map) -> tuple[isl.Map, ...]:
    result: list[isl.Map] = []
    for access in accesses:
        access = element if access.get_tuple_name(isl.dim_type.out) == scalar else access
        if not any(access.get_space() == kept.get_space() and access.is_equal(kept) for kept in result):
            result.append(access)
    return tuple(result)


def _stored_text(text: str, array: str, home: Statement) -> str:
    """The text of the element ``home`` stores, as ``text`` (one of its texts) writes it first."""
    found = array_accesses(text, {array})
    if not found or text[:found[0].start].strip():
        raise RecipeError(f"in_place: {home.name} ({home.text}) does not start with the element it stores")
    return text[found[0].start:found[0].end]


def _written_with(written: WrittenStatement, scalar: str, home: WrittenStatement, array: str,
                  statement: Statement) -> WrittenStatement:
    """``written`` with each token ``scalar`` replaced by the tokens of ``home``'s stored element,
    which keep their marks (iterators, macro uses) in the new token positions."""
    access = array_accesses(home.text, {array})[0]
    first = next(k for k, t in enumerate(home.tokens) if t.start == access.start)
    last = next(k for k, t in enumerate(home.tokens) if t.end == access.end)
    inserted = home.text[access.start:access.end]
    inside_macros = _inside_macro_arguments(written)
    text, tokens, iterators, macro_arguments, macro_tokens = [], [], [], [], []

    def add(source: WrittenStatement, k: int, start: int) -> None:
        """Append ``source``'s token ``k`` moved to offset ``start``, with its marks."""
        token = source.tokens[k]
        tokens.append(replace(token, start=start, end=start + token.end - token.start))
        for marks, marked in ((iterators, source.iterator_tokens), (macro_arguments, source.macro_arguments),
                              (macro_tokens, source.macro_tokens)):
            if k in marked:
                marks.append(len(tokens) - 1)

    position = shift = 0
    for k, token in enumerate(written.tokens):
        is_scalar = token.text == scalar and not (k and written.tokens[k - 1].text in (".", "->"))
        if not is_scalar:
            add(written, k, token.start + shift)
            continue
        if k in inside_macros:
            raise RecipeError(f"in_place({scalar}): {statement.name} ({statement.text}) passes {scalar} to a macro, "
                              "whose expansion could use it other than as a value")
        text.append(written.text[position:token.start])
        origin = token.start + shift
        for m in range(first, last + 1):
            add(home, m, origin + home.tokens[m].start - access.start)
        text.append(inserted)
        position = token.end
        shift += len(inserted) - (token.end - token.start)
    text.append(written.text[position:])
    return replace(written, text="".join(text), tokens=tuple(tokens), iterator_tokens=tuple(iterators),
                   macro_arguments=tuple(macro_arguments), macro_tokens=tuple(macro_tokens))


def _inside_macro_arguments(written: WrittenStatement) -> set[int]:
    """Positions of the tokens that stand between the parentheses of a function-like macro's use."""
    closing = matching_brackets([t.text for t in written.tokens], "(")
    inside: set[int] = set()
    for k in written.macro_tokens:
        if k + 1 in closing:
            inside.update(range(k + 2, closing[k + 1]))
    return inside


def _body_with(body, scalar: str, home_body, array: str, statement: Statement):
    """The parsed statement with each identifier ``scalar`` replaced by ``home_body``'s stored element."""
    if not isinstance(home_body, c_ast.Assignment):
        raise RecipeError(f"in_place({scalar}): the statement storing {scalar} into {array} is not an assignment")
    element = home_body.lvalue

    def substituted(node):
        if isinstance(node, c_ast.ID) and node.name == scalar:
            return copy.deepcopy(element)
        for name, child in node.children():
            new = substituted(child)
            if new is not child:
                _set_child(node, name, new)
        return node

    return substituted(copy.deepcopy(body))


def _set_child(node, name: str, value) -> None:
    """Set ``node``'s child called ``name`` as ``children()`` names it (``exprs[2]`` for list members)."""
    attribute, _, index = name.partition("[")
    if index:
        getattr(node, attribute)[int(index.rstrip("]"))] = value
    else:
        setattr(node, attribute, value)
