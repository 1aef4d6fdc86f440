"""The polyhedral model of one static control part (SCoP): pure data over islpy objects.

Every other layer reads these objects; nothing here knows how they were parsed or how
they will be printed. All fields are immutable: islpy objects have value semantics
(every operation returns a new object) and the containers are tuples.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import islpy as isl

from .ctokens import Token, tokenize


@dataclass(frozen=True)
class Array:
    """A variable the SCoP reads or writes: an array, or a scalar (no extents)."""

    name: str
    element_type: str
    #: C expressions of the extents, outermost first; ``None`` for an unsized first dimension.
    extents: tuple[str | None, ...]
    #: ``"parameter"`` (a function parameter), ``"pointer"`` (a scalar parameter passed by
    #: pointer, ``*sum``), ``"global-pointer"`` or ``"local-pointer"`` (a pointer variable declared
    #: at file scope or in a header, or in the function, indexed as an array whose first extent is
    #: unknown: it may point into any other array), ``"global"`` (declared at file scope or in a
    #: header, or ``extern`` in the function), ``"local"``
    #: (declared in the function outside the SCoP), ``"static-local"`` (declared ``static`` in the
    #: function: it keeps its value from one call to the next, so what the SCoP leaves in it
    #: outlives the call, as a global's does), ``"scop-local"`` (a scalar declared inside the SCoP)
    #: or ``"undeclared"`` (no declaration polyviz reads: a variable the function declares more than
    #: once, an array of a bare loop nest or of OpenScop input).
    storage: str
    #: Where the user's source declares it (1-based; ``None`` when unknown, as for OpenScop input).
    line: int | None = None
    column: int | None = None
    #: The extents as the user's text spells them, macros kept (``POLYBENCH_C99_SELECT(NI,ni) +
    #: POLYBENCH_PADDING_FACTOR`` where ``extents`` has ``1000 + 0``); empty when polyviz did not
    #: find the declaration there.
    written_extents: tuple[str | None, ...] = ()

    @property
    def is_scalar(self) -> bool:
        return not self.extents

    @property
    def printed_extents(self) -> tuple[str | None, ...]:
        """The extents printed code writes: the user's spelling where known, so that the code
        builds for every ``-D`` the original builds for."""
        return self.written_extents or self.extents


@dataclass(frozen=True)
class FunctionParameter:
    """One parameter of the C function that holds the SCoP, as the runtime must pass it."""

    name: str
    #: ``"size"`` (an integer used as a SCoP parameter), ``"scalar"`` (a value such as ``alpha``),
    #: ``"array"`` or ``"pointer"`` (a scalar passed by pointer, such as ``double *sum``).
    kind: str
    c_type: str
    extents: tuple[str | None, ...] = ()
    #: The declaration as the function's signature writes it: ``double C[ni][nj]``; for an array,
    #: in the user's spelling where polyviz finds it (``DATA_TYPE POLYBENCH_2D(C,NI,NJ,ni,nj)``),
    #: else as preprocessed.
    declaration: str = ""
    #: For arrays, the declaration with the array itself ``restrict``: ``double C[restrict ni][nj]``
    #: (in the user's spelling where known: the macro use that hides the brackets replaced by its
    #: definition, ``DATA_TYPE C[restrict POLYBENCH_RESTRICT POLYBENCH_C99_SELECT(NI,ni) + …][…]``).
    restrict_declaration: str = ""


@dataclass(frozen=True)
class KernelHeader:
    """What the ``// polyviz-test|bench|numpy|init|flops:`` comment lines of a kernel file say:
    how the runtime sizes, initialises, cross-checks and counts a run of the kernel."""

    #: Small sizes for tests, and sizes where ``gcc -O3`` takes a noticeable time (benchmarks).
    test_sizes: dict[str, int] = field(default_factory=dict)
    bench_sizes: dict[str, int] = field(default_factory=dict)
    #: Python statements over the arrays (numpy names), run in order: the kernel's numpy twin.
    numpy_statements: tuple[str, ...] = ()
    #: How to initialise some arrays (``{"A": "spd"}``; see :func:`polyviz.runtime.make_inputs`).
    init: dict[str, str] = field(default_factory=dict)
    #: Floating-point operations of one call, a C expression over the sizes.
    flops: str | None = None


#: The OpenScop comment line that carries the C function's signature (types and extents, which
#: OpenScop has no place for); other OpenScop readers ignore it.
OPENSCOP_SIGNATURE_COMMENT = "# polyviz-signature:"
#: The OpenScop comment line that carries the scalars the SCoP declares (``double d;``).
OPENSCOP_DECLARATIONS_COMMENT = "# polyviz-declarations:"


@dataclass(frozen=True)
class SourceRegion:
    """Where the SCoP and its function stand in the user's original text (character offsets)."""

    text: str
    function_name: str
    function_signature: str
    #: The function's return type (``"void"``, ``"double"``, …; ``"pointer"`` for any pointer).
    function_return_type: str
    #: The return type as C declares it (``"double"``, ``"const double *"``), without the
    #: function's storage class (``static``) and ``inline``.
    function_return_c: str
    #: The function is ``text[function_start:function_end]`` (from its declaration specifiers to
    #: its closing brace); its body opens at ``body_start``.
    function_start: int
    body_start: int
    function_end: int
    #: The SCoP is ``text[scop_start:scop_end]``: regeneration replaces exactly these characters
    #: and keeps every other one.
    scop_start: int
    scop_end: int
    #: Scalars declared inside the SCoP: regenerated code declares them before the nest.
    hoisted_declarations: tuple[str, ...] = ()
    header: KernelHeader = field(default_factory=KernelHeader)
    #: Variables the function's body declares outside the SCoP (``int i, j;`` before the nest).
    local_variables: tuple[str, ...] = ()

    def line_of(self, offset: int) -> int:
        """1-based line of the character at ``offset``."""
        return self.text.count("\n", 0, offset) + 1

    def column_of(self, offset: int) -> int:
        """1-based column of the character at ``offset``."""
        return offset - self.text.rfind("\n", 0, offset)

    @property
    def scop_first_line(self) -> int:
        return self.line_of(self.scop_start)

    @property
    def scop_last_line(self) -> int:
        return self.line_of(max(self.scop_end - 1, self.scop_start))


@dataclass(frozen=True)
class WrittenStatement:
    """A statement as the user wrote it, macros unexpanded: from its first token to its ``;``."""

    text: str
    #: The column (0-based) of the statement's first character in its line: continuation lines of
    #: ``text`` keep their indentation relative to it.
    column: int
    #: The tokens of ``text`` (offsets into ``text``).
    tokens: tuple[Token, ...]
    #: Indices into ``tokens`` of the identifiers that name one of the statement's iterators.
    iterator_tokens: tuple[int, ...]
    #: Those of ``iterator_tokens`` that are arguments of a macro (their neighbours change in
    #: the expansion): a value put there is parenthesised whatever the neighbours in the text.
    macro_arguments: tuple[int, ...] = ()
    #: Indices into ``tokens`` of macro uses that are not a one-token name for one token (a
    #: function-like macro, a name for an expression): a subscript holding one is not rewritten
    #: as a sum, since its terms might not be what they seem.
    macro_tokens: tuple[int, ...] = ()


@dataclass(frozen=True)
class Statement:
    """One assignment of the SCoP with its iteration domain and accesses."""

    name: str
    text: str
    line: int
    #: Names of the surrounding loops' iterators, outermost first (the domain's dimensions).
    iterators: tuple[str, ...]
    domain: isl.Set
    reads: tuple[isl.Map, ...]
    writes: tuple[isl.Map, ...]
    #: The original schedule as a map into the 2d+1 time space (sequence positions interleaved
    #: with loop values; decreasing loops contribute ``-i``).
    schedule: isl.Map
    #: Identifiers of the enclosing loops (``L0``, ``L1``, … in textual order), outermost first.
    loop_ids: tuple[str, ...]
    #: The parsed C statement (a pycparser node), used by code generation to print the statement
    #: with substituted indices. Never mutated.
    body: Any = field(repr=False, compare=False)
    #: Which iterators declared themselves in the ``for`` (``for (int i = …``), so that
    #: regenerated code declares exactly those.
    declared_iterators: frozenset[str] = frozenset()
    #: The statement's own text, for code that reads like the user's; ``None`` when an iterator
    #: occurs only inside a macro's expansion (code generation then prints ``body``).
    written: WrittenStatement | None = field(default=None, repr=False, compare=False)


@dataclass(frozen=True)
class Loop:
    """A ``for`` loop of the original program."""

    id: str
    iterator: str
    depth: int
    #: +1 for increasing loops, -1 for decreasing ones.
    direction: int
    statements: tuple[str, ...]
    line: int


@dataclass(frozen=True)
class LiveIterator:
    """A loop iterator whose value after the SCoP matters: regenerated code must leave in it what
    the original leaves (its loops' exit value)."""

    name: str
    #: The value after the SCoP, a function of the parameters, defined where some loop over this
    #: iterator runs; elsewhere the SCoP leaves the variable untouched.
    value: isl.PwAff


@dataclass(frozen=True)
class UserPragma:
    """A pragma the user put on a loop of the SCoP (``#pragma omp parallel for``)."""

    text: str
    line: int
    #: The iterator of the loop it stood on.
    loop: str


@dataclass(frozen=True)
class Scop:
    """A static control part: parameters, arrays, statements and the original schedule tree."""

    parameters: tuple[str, ...]
    context: isl.Set
    arrays: tuple[Array, ...]
    statements: tuple[Statement, ...]
    loops: tuple[Loop, ...]
    #: The original execution order as an isl schedule tree. Each band has a mark above it whose
    #: name lists the band's loop names (see :mod:`polyviz.model.loopnames`).
    schedule_tree: isl.Schedule
    function_parameters: tuple[FunctionParameter, ...]
    source: SourceRegion
    #: (word, name) for parameters and the types of hoisted scalars that the user's SCoP always
    #: spells through an object-like macro (PolyBench's ``_PB_N`` for ``n``, ``DATA_TYPE`` for
    #: ``double``): regenerated code spells them the same way.
    spellings: tuple[tuple[str, str], ...] = ()
    #: Iterators the user's function declares outside their loops and reads after the SCoP (or
    #: keeps beyond the call), with the value the original leaves in them.
    live_iterators: tuple[LiveIterator, ...] = ()
    #: The user's pragmas on loops of the SCoP; regenerated code does not carry them over.
    user_pragmas: tuple[UserPragma, ...] = ()
    #: What the reader of the source warns about (bounds or subscripts that overflow in C).
    warnings: tuple[str, ...] = ()
    #: (name, C type) for each typedef name the arrays and parameters are declared with
    #: (PolyBench nussinov's ``base`` is ``char``): printers that need the machine type resolve it.
    typedefs: tuple[tuple[str, str], ...] = ()

    def statement(self, name: str) -> Statement:
        for stmt in self.statements:
            if stmt.name == name:
                return stmt
        raise KeyError(f"no statement {name!r}; the statements are {', '.join(s.name for s in self.statements)}")

    def array(self, name: str) -> Array:
        for arr in self.arrays:
            if arr.name == name:
                return arr
        raise KeyError(f"no array {name!r}")

    def dies_with_scop(self, name: str) -> bool:
        """Whether nothing can read array ``name`` after the SCoP: the function declares it (not
        ``static``) and names it nowhere outside the SCoP but in that declaration (a later read,
        a pointer to it taken before the SCoP and read after, would each name it)."""
        if self.array(name).storage != "local":
            return False
        region = self.source
        outside = [token for token in tokenize(region.text, directives=False)
                   if token.text == name and region.function_start <= token.start < region.function_end
                   and not region.scop_start <= token.start < region.scop_end]
        return len(outside) == 1

    @property
    def domain(self) -> isl.UnionSet:
        return union_of_sets(s.domain for s in self.statements)

    @property
    def reads(self) -> isl.UnionMap:
        return union_of_maps(m for s in self.statements for m in s.reads)

    @property
    def writes(self) -> isl.UnionMap:
        return union_of_maps(m for s in self.statements for m in s.writes)

    @property
    def schedule_map(self) -> isl.UnionMap:
        return union_of_maps(s.schedule for s in self.statements)


def union_of_maps(maps) -> isl.UnionMap:
    return _union((isl.UnionMap.from_map(m) if isinstance(m, isl.Map) else m for m in maps), isl.UnionMap)


def maps_of(relation: isl.UnionMap) -> list[isl.Map]:
    """The maps of a union map, one per space (isl's map lists are not iterable)."""
    maps = relation.get_map_list()
    return [maps.get_at(k) for k in range(maps.n_map())]


def accesses_to(accesses: isl.UnionMap, array: str) -> isl.UnionMap:
    """The maps of ``accesses`` (instance -> element) whose elements are ``array``'s."""
    result = isl.UnionMap.empty(accesses.get_space())
    for access in maps_of(accesses):
        if access.get_tuple_name(isl.dim_type.out) == array:
            result = result.union(isl.UnionMap.from_map(access))
    return result


def union_of_sets(sets) -> isl.UnionSet:
    return _union((isl.UnionSet.from_set(s) if isinstance(s, isl.Set) else s for s in sets), isl.UnionSet)


def _union(unions, kind):
    result = None
    for item in unions:
        result = item if result is None else result.union(item)
    return result if result is not None else kind("{ }")


def c_nodes(node) -> list:
    """``node`` (a pycparser AST node, such as a statement's body) and every node below it, in
    source order (each node before its children), without recursion."""
    found, pending = [], [node]
    while pending:
        current = pending.pop()
        found.append(current)
        pending.extend(reversed([child for _, child in current.children()]))
    return found
