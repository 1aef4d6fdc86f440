"""``Schedule``: an immutable execution order of a kernel's statement instances, and its views.

A plain value: the steps that derive new schedules are functions in ``steps.py`` (``auto.py``
for ``auto()``), checked by ``legality.py`` and applied by name with ``transform.apply`` and
``transform.replay``.  The fluent methods ``s.tile(i=32)``, one per step of ``transform.STEPS``,
are attached to the class by ``transform/__init__.py``.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Callable

import islpy as isl

from ..analysis import Dependence, private_variables, reduction_updates
from ..codegen import (GeneratedCode, MlirCode, MlirError, alias_checked, generate_c, generate_mlir, user_loops,
                       write_jscop, write_openscop)
from ..errors import RecipeError
from ..model import Private, Reduction, Scop, isl_budget, maps_of, union_of_maps
from ..model.directives import Directive
from ..model.jscop import PollyView
from ..model.ranges import INT, fits, integer_range, loop_value_ranges, scop_parameter_box
from .legality import Violation, carried_violation
from .recipe import Step, format_recipe
from .tree import (BandSite, Node, band_sites, buffered_arrays, extension_sites, from_isl, has_extension, prefix_map,
                   recomputed_sites, replace_at, to_isl)


@dataclass(frozen=True)
class Schedule:
    """A schedule of ``scop``: every transformation returns a new ``Schedule``.

    Get the original one from ``kernel.schedule()`` (or a recipe's from
    :func:`polyviz.apply_recipe`), not from this constructor. Each step is a method (one per spec
    of the step registry: ``interchange``, ``tile``, ``parallel``, …); each checks the step against
    every dependence and raises :class:`~polyviz.IllegalTransformation` when it breaks one, unless
    called with ``force=True``.

    :param scop: the kernel's loop nest, as the front end read it.
    :param dependences: the kernel's dependences, which every step is checked against.
    :param domain: the statements' iteration domains (isl).
    :param tree: the schedule tree the steps rewrite.
    :param steps: the history (``recipe`` prints it; ``undo()`` drops the last one).
    :param previous: the schedule before the last step.
    :param violation: set only when a step was applied with ``force=True`` although it breaks a
        dependence: the first dependence broken, with a pair of instances it reverses.

    >>> kernel = polyviz.Kernel.from_c(
    ...     "void f(int n, double A[n][n]) {\\n"
    ...     "  for (int i = 1; i < n; i++)\\n"
    ...     "    for (int j = 0; j < n; j++)\\n"
    ...     "      A[i][j] = A[i - 1][j] * 0.5;\\n"
    ...     "}\\n")
    >>> swapped = kernel.schedule().interchange("i", "j")
    >>> swapped.recipe
    'interchange(i, j)'
    >>> print(swapped.parallel("j").to_c(openmp=False), end="")
    for (int j = 0; j < n; j++) {
      for (int i = 1; i < n; i++) {
        A[i][j] = A[i - 1][j] * 0.5;
      }
    }
    >>> kernel.schedule().parallel("i")
    Traceback (most recent call last):
    polyviz.errors.IllegalTransformation: parallel(i) is illegal: loop i carries the RAW dependence S0 -> S0 on A: ...
    >>> kernel.schedule().parallel("i", force=True).violation is not None
    True
    """

    scop: Scop
    dependences: tuple[Dependence, ...] = field(repr=False)
    domain: isl.UnionSet = field(repr=False, compare=False)
    tree: Node = field(repr=False, compare=False)
    steps: tuple[Step, ...] = ()
    previous: Schedule | None = field(default=None, repr=False, compare=False)
    violation: Violation | None = None
    #: The program-wide lowering directives (``assume_no_alias()``'s, ``allow_reassociation()``'s,
    #: ``stream_stores``', ``vector_lanes()``'s); bands carry their own.
    directives: tuple[Directive, ...] = ()
    #: What the last step did that its name does not say (``wavefront`` replacing a loop,
    #: ``auto()`` finding nothing to gain, and why).
    notes: tuple[str, ...] = field(default=(), compare=False)
    #: Some step let loops take values the original's never take (their C type is then measured).
    grows: bool = field(default=False, compare=False)
    #: Polly's view of the kernel, asked for when :meth:`to_jscop` needs it (``Kernel.polly``).
    polly: Callable[[], PollyView] | None = field(default=None, repr=False, compare=False)

    @classmethod
    def original(cls, scop: Scop, dependences: tuple[Dependence, ...]) -> Schedule:
        domain, tree = from_isl(scop.schedule_tree)
        return cls(scop, dependences, domain, tree)

    # -- views ---------------------------------------------------------------------------------
    @property
    def no_alias(self) -> bool:
        """Whether the user promised that the array parameters do not overlap (``assume_no_alias()``)."""
        return any(directive.promises_distinct_arrays() for directive in self.directives)

    @property
    def streamed(self) -> tuple[str, ...]:
        """The arrays ``stream_stores`` writes with non-temporal stores (where a loop writes them row by row)."""
        return tuple(array for directive in self.directives for array in directive.streamed_arrays())

    @property
    def lanes(self) -> bool:
        """Whether the arrays are kept in lanes while the SCoP runs (``vector_lanes()``)."""
        return any(directive.lanes_from_steps() is not None for directive in self.directives)

    @property
    def lanes_from_steps(self) -> int:
        """With ``vector_lanes(from_steps=k)``, ``k``: the lanes run only when the outermost loop
        runs at least ``k`` times (a test at run time), else the same schedule's plain loops."""
        return next((k for k in (d.lanes_from_steps() for d in self.directives) if k is not None), 0)

    @property
    def reassociate(self) -> bool:
        """Whether parallel loops may reassociate reductions (``allow_reassociation()``)."""
        return any(directive.reassociates_reductions() for directive in self.directives)

    @property
    def legal(self) -> bool:
        return self.violation is None

    @property
    def recipe(self) -> str:
        return format_recipe(self.steps)

    @property
    def recomputes(self) -> bool:
        """Whether ``compute_at`` made some producer instances run once per tile of a consumer
        (then the isl schedule has extension nodes and no schedule map)."""
        return has_extension(self.tree)

    @property
    def scratch_arrays(self) -> tuple[str, ...]:
        """Arrays the caller can see (parameters, globals, what pointer variables point to) that
        ``local_buffer`` moved into per-tile buffers: the code no longer writes them, on the user's
        word that nothing reads them after."""
        visible = {a.name for a in self.scop.arrays if a.storage in ("parameter", "global", "global-pointer",
                                                                     "local-pointer")}
        return tuple(a for a in buffered_arrays(self.tree) if a in visible)

    @cached_property
    def isl_schedule(self) -> isl.Schedule:
        """The isl schedule tree, with a mark above each band carrying its annotation (loop names, parallel loops)."""
        return to_isl(self.domain, self.tree)

    @cached_property
    def sites(self) -> tuple[BandSite, ...]:
        """The bands steps act on: not those left with only the instances of recomputed producers
        that no tile recomputes (they run in the producers' own nests, as in the original)."""
        hidden = set(self.recomputed_statements)
        return tuple(site for site in band_sites(self.domain, self.tree) if not set(site.statements) <= hidden)

    @cached_property
    def recomputed_statements(self) -> tuple[str, ...]:
        """The statements ``compute_at`` recomputes per tile."""
        return tuple(name for _, extension in extension_sites(self.tree) for name in extension.statements)

    @cached_property
    def recomputed_sites(self) -> tuple[BandSite, ...]:
        """The bands of the producers ``compute_at`` recomputes per tile (not in :attr:`sites`)."""
        return tuple(recomputed_sites(self.tree))

    def loops(self) -> tuple[str, ...]:
        """The loop names a step may use, outermost first (``i@S1`` where ``i`` alone is ambiguous)."""
        return tuple(self.loop_name(site, name) for site in self.sites for name in site.band.names)

    def recomputed_loops(self) -> tuple[str, ...]:
        """The loops of the producers ``compute_at`` recomputes per tile, named with their statement
        (``i@S0``): inside each tile they run over the tile's instances, and only ``unroll`` by a
        factor applies to them (rows computed together, jammed into the inner loop)."""
        return tuple(self.loop_name(site, name) for site in self.recomputed_sites for name in site.band.names)

    def parallel_loops(self) -> tuple[str, ...]:
        """The loops marked by ``parallel()`` (they run with OpenMP)."""
        return tuple(self.loop_name(site, name) for site in self.sites for name in site.band.names
                     if name in site.band.parallel)

    def parallelizable_loops(self) -> tuple[str, ...]:
        """The loops that carry no dependence in this schedule, other than through variables
        they may privatise: ``parallel()`` would accept them."""
        return tuple(self.loop_name(site, name) for site in self.sites for name in site.band.names
                     if self.carried_in_parallel(site, name) is None)

    def loop_name(self, site: BandSite, name: str) -> str:
        """How steps name member ``name`` of ``site``'s band: ``i``, or ``i@S1`` when ``i`` alone is ambiguous."""
        owners = [s for s in self.sites if name in s.band.names]
        return name if len(owners) == 1 and site.path == owners[0].path else f"{name}@{site.statements[0]}"

    def locate(self, loop, *, recomputed: bool = False) -> tuple[BandSite, str]:
        """The band holding ``loop`` (``i`` or ``i@S1``) and the member's plain name; with
        ``recomputed``, also a loop of a recomputed producer (:meth:`recomputed_loops`), which
        other steps refuse."""
        if not isinstance(loop, str):
            raise RecipeError(f"expected a loop name, found {loop!r}; loops: {', '.join(self.loops())}")
        name, _, statement = loop.partition("@")

        def holding(sites):
            return [s for s in sites if name in s.band.names and (not statement or statement in s.statements)]

        found = holding(self.sites)
        if not found and holding(self.recomputed_sites):
            if not recomputed:
                raise RecipeError(f"loop {loop} runs the producers compute_at recomputes in each tile: only "
                                  f"unroll by a factor applies to it (unroll({loop}, 4) computes four of its "
                                  "rows together)")
            found = holding(self.recomputed_sites)
        if not found:
            gone = next((note for note in self._history_notes() if f"'{name}'" in note), None)
            raise RecipeError(f"unknown loop {loop!r}; the loops are {', '.join(self.loops()) or '(none)'}"
                              + (f" ({gone})" if gone else ""))
        if len(found) > 1 and statement:
            # A band nested in another of the same loop name shares statements with it: ``i@S2``
            # names the band whose first statement is S2, as :meth:`loop_name` wrote it.
            found = [s for s in found if s.statements[0] == statement] or found
        if len(found) > 1:
            raise RecipeError(f"loop {loop!r} is ambiguous: say "
                              + " or ".join(f"{name}@{s.statements[0]}" for s in found))
        return found[0], name

    @property
    def keeps_user_loops(self) -> bool:
        """Whether the code is the user's own loops: no step changed the original tree (only
        permissions were taken, such as ``assume_no_alias()``), no step changes the statements
        (``in_place``) or how they are stored (``stream_stores``, ``vector_lanes``), and the SCoP has no pragma of the user's on a loop (the
        regenerated code leaves those out, and so must this)."""
        origin = self.origin
        region = self.scop.source
        return (self.tree is origin.tree and self.scop is origin.scop and not origin.steps and not self.streamed
                and not self.lanes
                and not self.scop.user_pragmas and region.scop_start < region.scop_end)

    @property
    def origin(self) -> Schedule:
        """The schedule the steps started from (the user's statements: ``in_place`` rewrites them)."""
        origin = self
        while origin.previous is not None:
            origin = origin.previous
        return origin

    def _history_notes(self):
        schedule = self
        while schedule is not None:
            yield from schedule.notes
            schedule = schedule.previous

    # -- values the checks and the code need -----------------------------------------------------
    @cached_property
    def value_ranges(self) -> dict[int, tuple[int | None, int | None]]:
        """Smallest and largest value of the generated loops at each depth (see
        :func:`~polyviz.model.ranges.loop_value_ranges`); computed once, by the step or the code."""
        return loop_value_ranges(self.isl_schedule, scop_parameter_box(self.scop))

    def _dependence_relation(self) -> isl.UnionMap:
        """Every dependence of the SCoP as one relation from source to sink instances."""
        return union_of_maps(d.relation for d in self.dependences)

    def _wide_loops(self, isl_tree: isl.Schedule) -> frozenset[int]:
        """Depths of the generated loops whose values leave ``int`` (their iterators are declared
        ``long``).  Only schedules that grow values or have wider parameters are measured."""
        if not self.grows and all(
                fits(integer_range(p.c_type), INT) for p in self.scop.function_parameters if p.kind == "size"):
            return frozenset()
        ranges = self.value_ranges if isl_tree is self.isl_schedule else \
            loop_value_ranges(isl_tree, scop_parameter_box(self.scop))
        return frozenset(depth for depth, bounds in ranges.items() if not fits(bounds, INT))

    def reducible(self, site: BandSite) -> dict[str, str]:
        """Variable -> operator of each array that only reduction updates with one operator access
        in ``site`` and whose sums are final results (see :attr:`consumed_sums`), when
        reassociation is allowed."""
        if not self.reassociate:
            return {}
        updates = self._reduction_updates
        operators: dict[str, set[str | None]] = {}
        for name in site.statements:
            statement = self.scop.statement(name)
            update = updates.get(name)
            for access in statement.reads + statement.writes:
                variable = access.get_tuple_name(isl.dim_type.out)
                operators.setdefault(variable, set()).add(
                    update.operator if update and update.variable == variable else None)
        reducible = {}
        for variable, found in operators.items():
            array = next((a for a in self.scop.arrays if a.name == variable), None)
            if array is None or len(found) != 1 or None in found or None in array.extents \
                    or variable in self.consumed_sums:
                continue
            reducible[variable] = found.pop()
        return reducible

    @cached_property
    def consumed_sums(self) -> dict[str, tuple[str, ...]]:
        """Variable -> the statements, other than its own updates, that read values its reduction
        updates computed.

        Reassociating a sum changes it by rounding; a statement computing on the sum afterwards
        can amplify that without bound.  PolyBench's gramschmidt is the case in point: its input
        has rank 37 of 80 columns, so from column 37 on the norm it divides by is cancellation
        noise (1e-13) and any order of the sums R[k][j] changes later results entirely (summing
        over i backwards, sequentially, changes 2619 of 11200 values, -3.29 to -31.39; two
        threads' partial sums changed 2525).  So only sums that are final results are reduced
        in parallel: their error stays bounded by the terms' magnitude, which ``rtol``
        verification checks."""
        updates = self._reduction_updates
        readers: dict[str, list[str]] = {}
        for d in self.dependences:
            source, sink = updates.get(d.source), updates.get(d.sink)
            if d.kind != "RAW" or source is None or source.variable != d.array:
                continue
            if sink is None or sink.variable != d.array or sink.operator != source.operator:
                readers.setdefault(d.array, [])
                if d.sink not in readers[d.array]:
                    readers[d.array].append(d.sink)
        return {variable: tuple(names) for variable, names in readers.items()}

    def kept_in_parallel(self, site: BandSite) -> tuple[Dependence, ...]:
        """The dependences a parallel loop of ``site`` must not carry, privatisation aside: all
        but those between updates of a variable :meth:`reducible` lets the loop reduce."""
        reducible = self.reducible(site)
        return tuple(d for d in self.dependences if d.array not in reducible)

    def carried_in_parallel(self, site: BandSite, loop: str) -> Violation | None:
        """A dependence that keeps loop ``loop`` of ``site`` from running in parallel: one of
        :meth:`kept_in_parallel` it carries, other than on the variables it privatises
        (:meth:`privatised`); ``None`` when it may run in parallel."""
        return self._parallelism(site, loop)[1]

    def reduced_in_parallel(self, site: BandSite, loop: str) -> tuple[str, ...]:
        """The variables a parallel loop ``loop`` of ``site`` reduces (an OpenMP ``reduction`` each):
        those :meth:`reducible` lets it reduce whose updates it carries a dependence between."""
        operators = self.reducible(site)
        return tuple(dict.fromkeys(d.array for d in self.dependences if d.array in operators and
                                   carried_violation(site, loop, (d,), self.scop.context) is not None))

    def privatised(self, site: BandSite, loop: str) -> tuple[str, ...]:
        """The variables loop ``loop`` of ``site`` gives each iteration a copy of: scratch storage
        the loop carries a dependence on, which every iteration writes before reading and whose
        last iteration leaves the values the loop leaves (see :mod:`polyviz.analysis.privatisation`)."""
        return self._parallelism(site, loop)[0]

    def _parallelism(self, site: BandSite, loop: str) -> tuple[tuple[str, ...], Violation | None]:
        """:meth:`privatised` and :meth:`carried_in_parallel`, found one carried dependence at a
        time: a loop that carries nothing costs one check.  A carried flow (RAW) dependence is a
        value that goes from one iteration to another, so a loop carrying one is not parallel
        whatever it privatises, and its variable is never privatised; neither is a variable no two
        instances in the loop write (no WAW dependence among them), nor any in a schedule that
        recomputes producers (``compute_at``)."""
        key = (site.path, loop)
        if key in self._parallelism_cache:
            return self._parallelism_cache[key]
        inside = set(site.statements)
        rewritten = {d.array for d in self.dependences if d.kind == "WAW" and d.source in inside and d.sink in inside}
        kept = self.kept_in_parallel(site)
        private: tuple[str, ...] = ()
        found = carried_violation(site, loop, kept, self.scop.context)
        if found is not None and found.dependence.kind != "RAW" and rewritten and not self.recomputes \
                and carried_violation(site, loop, tuple(d for d in kept if d.kind == "RAW"), self.scop.context) is None:
            index = site.band.names.index(loop)
            members = tuple(m for outer in site.outer for m in outer.members) + site.band.members[:index + 1]
            iterations = prefix_map(members, site.domain)
            while found is not None and found.dependence.array in rewritten:
                variable = found.dependence.array
                with isl_budget(f"privatisation analysis of loop {loop}"):
                    if not private_variables(self.scop, (variable,), iterations, self.isl_schedule.get_map()):
                        break
                private += (variable,)
                kept = tuple(d for d in kept if d.array != variable)
                found = carried_violation(site, loop, kept, self.scop.context)
        self._parallelism_cache[key] = (private, found)
        return private, found

    @cached_property
    def _parallelism_cache(self) -> dict[tuple[tuple[int, ...], str], tuple[tuple[str, ...], Violation | None]]:
        return {}

    @cached_property
    def _reduction_updates(self) -> dict:
        return reduction_updates(self.scop)

    def reassociates(self) -> bool:
        """Whether some parallel loop reorders a reduction (see ``allow_reassociation()``)."""
        return self.reassociate and any(site.band.reductions for site in band_sites(self.domain, self._openmp_tree))

    @cached_property
    def _openmp_tree(self) -> Node:
        """The tree with the OpenMP ``reduction`` clauses and the private variables of each
        parallel loop that needs them (the tree itself when none does)."""
        tree = self.tree
        for site in self.sites:
            operators = self.reducible(site)
            clauses, private = [], []
            for name in site.band.names:
                if name not in site.band.parallel:
                    continue
                clauses += [Reduction(name, operators[variable], variable)
                            for variable in self.reduced_in_parallel(site, name)]
                private += [Private(name, variable) for variable in self.privatised(site, name)]
            if clauses or private:
                tree = replace_at(tree, site.path, replace(site.band, reductions=tuple(clauses), private=tuple(private)))
        return tree

    def undo(self) -> Schedule:
        """The schedule before the last step as it was asked for (``fuse`` with the shifts it
        inserted is one step here)."""
        if self.previous is None:
            raise RecipeError("nothing to undo: this is the original schedule")
        return self.previous

    def legal_prefix(self) -> Schedule:
        """The last legal schedule on the way to this one (``self`` when legal): the steps after
        it broke a dependence and were applied with ``force``."""
        schedule = self
        while not schedule.legal and schedule.previous is not None:
            schedule = schedule.previous
        return schedule

    # -- code ------------------------------------------------------------------------------------
    def generate(self, *, openmp: bool = True) -> GeneratedCode:
        """Code for this schedule: the user's own loops while no step has reordered them
        (:attr:`keeps_user_loops`), else isl's loops for the new order.

        Legality is not checked again: every step already checked the whole tree it produced
        (``violation``), and a second check doubled the cost of an interactive step.
        """
        violation = self.violation
        if self.keeps_user_loops:
            return user_loops(self.scop, no_alias=self.no_alias)
        try:
            reduces = openmp and self.reassociates()
            with isl_budget(f"code generation for {self.recipe or 'the original schedule'}"):
                annotated = openmp and self._openmp_tree is not self.tree
                isl_tree = to_isl(self.domain, self._openmp_tree) if annotated else self.isl_schedule
                code = generate_c(self.scop, isl_tree, openmp=openmp, no_alias=self.no_alias,
                                  wide_loops=self._wide_loops(isl_tree), streamed=self.streamed,
                                  lanes=self._dependence_relation() if self.lanes else None,
                                  lanes_from_steps=self.lanes_from_steps)
        except isl.Error as error:
            raise RecipeError(f"isl cannot generate code for {self.recipe or 'the schedule'}: {error} "
                              "(a fully unrolled loop needs bounds isl can find)") from None
        code = replace(code, reassociates=reduces)
        if self.steps:
            # The fallback for overlapping arrays is the user's own statements: ``in_place``'s
            # rewrite, like any reordering, is proven for distinct arrays only.
            user = self.origin.scop
            original = generate_c(user, user.schedule_tree, openmp=False,
                                  wide_loops=self.origin._wide_loops(user.schedule_tree))
            code = alias_checked(self.scop, code, original, promised=self.no_alias)
        if violation is None:
            return code
        warning = f"/* polyviz: ILLEGAL schedule (forced): {violation} */"
        return replace(code, body=warning + "\n" + code.body)

    def to_c(self, *, openmp: bool = True) -> str:
        """The loop nest as C, ready to replace the original SCoP."""
        return self.generate(openmp=openmp).fragment()

    def to_mlir(self) -> MlirCode:
        """This schedule as MLIR's affine dialect (``str()`` of the result is the module; its
        ``wrapper`` is the C that calls it in place of the SCoP). Parallel loops become
        ``affine.parallel``, except those that reassociate a reduction."""
        bands = (d for site in self.sites + self.recomputed_sites for d in site.band.directives)
        refused = next((d for d in self.directives + tuple(bands) if d.mlir_refusal is not None), None)
        if refused is not None:
            # Printed without it, the module would compute otherwise than the C, or differ silently.
            raise MlirError(f"the MLIR export cannot print {refused.step}: {refused.mlir_refusal}")
        note = f"polyviz: ILLEGAL schedule (forced): {self.violation}" if self.violation else ""
        # The affine dialect runs a pipelined loop's iterations in order, so the one loop per
        # iteration that C's waits need is left to isl's choice: its bound for fdtd-2d's time
        # tiles is a conditional expression, which affine.for bounds cannot hold.
        pipelined = any(d.waiting_loop_type(site.band) for site in self.sites for d in site.band.directives)
        tree = to_isl(self.domain, self._openmp_tree, waiting_pipelines=False) \
            if pipelined or self._openmp_tree is not self.tree else self.isl_schedule
        try:
            return generate_mlir(self.scop, tree, recipe=self.recipe, note=note)
        except isl.Error as error:
            raise RecipeError(f"isl cannot generate code for {self.recipe or 'the schedule'}: {error}") from None

    def to_openscop(self) -> str:
        """The SCoP as OpenScop text whose scattering is this schedule (Clan's 2d+1 form for the
        original schedule, isl's flattened schedule map after any step)."""
        if self.recomputes:
            raise RecipeError("OpenScop's scattering gives each statement instance one time: a schedule "
                              "that recomputes producers (compute_at) has no OpenScop form")
        if not self.steps:
            scattering = {s.name: s.schedule for s in self.scop.statements}
        else:
            flat = self.isl_schedule.get_map()
            scattering = {s.name: flat.extract_map(_scattering_space(flat, s.name)) for s in self.scop.statements}
        return write_openscop(self.scop, scattering, recipe=self.recipe)

    def to_jscop(self, polly: PollyView | None = None) -> str:
        """This schedule as Polly's JSCoP of the kernel's SCoP: Polly's file (from ``polly``, by
        default the kernel's :meth:`~polyviz.Kernel.polly` view), each of Polly's statements
        scheduled as the polyviz statement whose instances it runs. Polly's import reads it with
        ``clang -O3 -mllvm -polly -mllvm -polly-import -mllvm -polly-import-jscop-dir=DIR``.

        JSCoP carries the order of the instances only: which loops run in parallel, unrolling,
        vector lanes and buffers are left to Polly (``-polly-parallel`` parallelises the loops
        its own dependence check finds parallel)."""
        if self.recomputes:
            raise RecipeError("JSCoP gives each statement instance one time: a schedule that recomputes "
                              "producers (compute_at) has no JSCoP form")
        if self.scop is not self.origin.scop:
            raise RecipeError("in_place rewrote the statements, and Polly's statements are the original's: "
                              "a schedule after in_place has no JSCoP form")
        view = polly if polly is not None else self.polly() if self.polly is not None else None
        if view is None:
            raise RecipeError("to_jscop needs Polly's view of the kernel: make the schedule from a Kernel "
                              "(kernel.schedule(), kernel.apply_recipe(...)) or pass polly=kernel.polly()")
        flat = self.isl_schedule.get_map()
        times = {m.get_tuple_name(isl.dim_type.in_): m for m in maps_of(flat)}
        schedules, statements = {}, {}
        for entry in view.instances:
            schedules[entry.polly] = entry.instances.apply_range(times[entry.statement])
            if len(entry.parts) > 1:
                self._refuse_separated(entry.parts, flat)
            statements[entry.polly] = "; ".join(
                f"{name} (line {self.scop.statement(name).line}): {self.scop.statement(name).text}"
                for name, _ in entry.parts)
        about = {"function": self.scop.source.function_name, "recipe": self.recipe or "original schedule",
                 "statements": statements}
        if self.parallel_loops():
            about["parallel loops"] = (f"{', '.join(self.parallel_loops())}: Polly chooses its own with "
                                       "-polly-parallel")
        return write_jscop(view.kernel, schedules, about)

    def _refuse_separated(self, parts, flat: isl.UnionMap) -> None:
        """Polly runs ``parts`` (polyviz statements LLVM put in one basic block) as one statement:
        refuse a schedule that puts another instance between theirs, or them in another order."""
        before = flat.lex_lt_union_map(flat)
        (first, first_instances), rest = parts[0], parts[1:]
        for name, instances in rest:
            pairs = isl.UnionMap.from_map(first_instances.reverse().apply_range(instances))
            between = before.intersect(pairs.apply_range(before.reverse()))
            if not pairs.is_subset(before) or not between.is_empty():
                raise RecipeError(f"Polly runs {first} and {name} as one statement (LLVM put them in one basic "
                                  f"block): a schedule that separates them has no JSCoP form")

    def summary(self) -> dict:
        return {"recipe": self.recipe, "loops": list(self.loops()), "legal": self.legal,
                "violation": self.violation.as_dict() if self.violation else None,
                "parallel_loops": list(self.parallel_loops()),
                "parallelizable_loops": list(self.parallelizable_loops()), "notes": list(self.notes)}

    def __str__(self) -> str:
        state = "" if self.legal else f" ILLEGAL ({self.violation})"
        return f"Schedule({self.recipe or 'original'}; loops {', '.join(self.loops())}){state}"


def _scattering_space(flat: isl.UnionMap, statement: str) -> isl.Space:
    return next(m.get_space() for m in maps_of(flat) if m.get_tuple_name(isl.dim_type.in_) == statement)
