"""Lowering directives: how a legal order is printed, one typed value per choice.

A reordering (interchange, tile, fuse, ...) edits the schedule tree; a lowering directive leaves
the order as it is and changes how it is printed: the options isl builds a band's loops with, a
loop's OpenMP clauses, code around a loop's body, the statements' accesses.  Each directive is a
frozen value of a :class:`Directive` subclass that its band carries (``transform.tree.Band``) into
the band's :class:`~polyviz.model.BandAnnotation`, so that code generation calls its hooks without
importing ``transform``, where each directive's module (``transform/directives/``) defines it
together with its step, its feasibility check and how it follows its band through later steps
(``docs/architecture.md``, "Adding a directive").
"""
from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING, ClassVar, Mapping

import islpy as isl

from ..errors import RecipeError

if TYPE_CHECKING:
    from .loopnames import Pack, RegisterTile


class Phase(IntEnum):
    """When a directive acts, in the order code generation goes through them."""

    #: isl builds the band's loops: loop types, full tiles generated apart.
    BUILD = 1
    #: Code around the SCoP or around a parallel region.
    REGION = 2
    #: A loop's own pragma and clauses.
    LOOP_CLAUSES = 3
    #: Code before and after a loop's body.
    AROUND_BODY = 4
    #: The statements' array accesses, rewritten.
    ACCESSES = 5
    #: An innermost body printed otherwise than statement by statement.
    INNERMOST_BODY = 6


#: Step name -> the directive class it sets (filled in as the classes are defined).
DIRECTIVES: dict[str, type["Directive"]] = {}


class Directive:
    """One lowering directive of a band.  Subclasses are frozen dataclasses that name their
    ``step``; defining one registers it in :data:`DIRECTIVES`.

    The hooks have defaults that do nothing, so a directive defines those of its phase only.
    """

    #: The step that sets the directive (its name in recipes).
    step: ClassVar[str]
    phase: ClassVar[Phase]
    #: Steps whose directives come along on the band whenever this one is set.
    implies: ClassVar[tuple[str, ...]] = ()
    #: Steps whose directives cannot share a band with this one.
    excludes: ClassVar[tuple[str, ...]] = ()
    #: Why the MLIR export refuses a schedule with this directive, or ``None`` when it prints it.
    mlir_refusal: ClassVar[str | None] = None
    #: Why the MLIR export prints the same module with or without the directive, or ``None``.
    mlir_unchanged: ClassVar[str | None] = None

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "step" in cls.__dict__:
            if cls.step in DIRECTIVES:
                raise ValueError(f"two directives are set by the step {cls.step}")
            DIRECTIVES[cls.step] = cls

    def loops(self) -> tuple[str, ...]:
        """The loops of its band the directive names."""
        return ()

    def revised(self, names: Mapping[str, str], band) -> Directive | None:
        """The directive on ``band``, the band after a step edited it: ``names`` maps each loop
        of the band before the edit that it still has to that loop's name now.  ``None`` when
        the directive no longer applies there (by default: when one of its loops is gone)."""
        if not all(loop in names for loop in self.loops()):
            return None
        return self

    def undone(self, schedule, site) -> str | None:
        """After a later step (another step than the directive's own) edited the band of ``site``
        in ``schedule``: ``None`` when the directive still holds there, else what the step undid
        and why (``"pack(A, k_t): its loop k_t is gone"``), and the directive is dropped with
        that note, the loops kept (a directive that cannot follow its band refuses the step
        instead, :meth:`refusal`)."""
        return None

    def refusal(self, schedule, site) -> str | None:
        """Why the step that made ``schedule`` is refused, this directive standing on the band
        of ``site`` (a ``transform.tree.BandSite``) where it cannot be printed; ``None`` when it can."""
        return None

    def mark_text(self) -> str:
        """How the band's mark names the directive (isl's printout of a tree only)."""
        raise NotImplementedError

    # -- Phase.BUILD ------------------------------------------------------------------------------
    def loop_type(self) -> tuple[str, isl.ast_loop_type] | None:
        """The loop of the band that isl generates with another loop type, and that type."""
        return None

    def isolates_full_tiles(self) -> bool:
        """Whether isl generates the band's full tiles apart from the partial ones."""
        return False

    def waiting_loop_type(self, band) -> tuple[str, isl.ast_loop_type] | None:
        """A loop of ``band`` and the loop type the C of the directive's waits needs it to have,
        unless another directive gives it one (code that runs the loops in order leaves it out)."""
        return None

    def lowered(self, outer, band, domain) -> Directive | None:
        """The directive as code generation gets it, where ``to_isl`` builds ``band`` (below the
        ``outer`` loops' members, over the instances ``domain``): what it needs sized there
        (``pack``'s buffer), ``None`` when it prints nothing there."""
        return self

    # -- Phase.REGION ----------------------------------------------------------------------------
    def threaded_loops(self, band) -> tuple[str, ...]:
        """The loops of ``band`` whose iterations the directive runs on threads (no loop is run
        on threads by two directives)."""
        return ()

    def pipelined_loop(self) -> str | None:
        """The loop whose iterations run as a pipeline in one parallel region (``codegen/pipelined.py``)."""
        return None

    # -- Phase.AROUND_BODY ------------------------------------------------------------------------
    def packed_copy(self) -> "Pack | None":
        """A buffer filled at the start of each iteration of one of the band's loops, which the
        statements below read instead of the array (the :meth:`lowered` directive's)."""
        return None

    # -- Phase.INNERMOST_BODY --------------------------------------------------------------------
    def register_tile(self) -> "RegisterTile | None":
        """The block of the written array the band's two innermost loops keep in vector registers,
        printed as a micro-kernel (``codegen/microkernel.py``)."""
        return None

    # -- program-wide directives (the schedule's, not a band's) ------------------------------------
    def reassociates_reductions(self) -> bool:
        """Whether parallel loops may reassociate reductions (OpenMP ``reduction`` clauses)."""
        return False

    def promises_distinct_arrays(self) -> bool:
        """Whether the kernel's array parameters do not overlap, on the user's word."""
        return False

    def streamed_arrays(self) -> tuple[str, ...]:
        """The arrays stored with non-temporal stores where a loop writes them element after element."""
        return ()

    def lanes_from_steps(self) -> int | None:
        """``None``, or the arrays are in lanes while the SCoP runs, from that many runs of the
        outermost loop on (0: always)."""
        return None

    # -- checks ------------------------------------------------------------------------------------
    def buffers_arrays(self) -> bool:
        """Whether the directive keeps arrays in buffers of its own while the loops run (which
        ``vector_lanes()``' lane copies of the arrays cannot share)."""
        return False

    def violation(self, schedule, site):
        """A dependence the directive breaks on ``site``'s band of ``schedule`` (a
        ``transform.legality.Violation``, checked after the order's), or ``None``."""
        return None


def values(directives, hook) -> tuple:
    """The values other than ``None`` that ``hook`` (a method of :class:`Directive`, e.g.
    ``Directive.packed_copy``) gives for ``directives``, in order."""
    # Each directive's own override of the hook, not ``hook`` itself (the base class's default).
    found = (getattr(directive, hook.__name__)() for directive in directives)
    return tuple(value for value in found if value is not None)


def first_value(directives, hook):
    """The first value other than ``None`` that ``hook`` (a method of :class:`Directive`, e.g.
    ``Directive.register_tile``) gives for one of ``directives``, or ``None``."""
    found = values(directives, hook)
    return found[0] if found else None


def revised(directives: tuple[Directive, ...], names: Mapping[str, str], band) -> tuple[Directive, ...]:
    """The directives that still apply to ``band`` after a step edited it (see :meth:`Directive.revised`)."""
    kept = (directive.revised(names, band) for directive in directives)
    return tuple(directive for directive in kept if directive is not None)


def combined(directives) -> tuple[Directive, ...]:
    """The directives of bands merged into one, in order, each once; of two that exclude each
    other the first."""
    kept: list[Directive] = []
    for directive in directives:
        if directive not in kept and not any(directive.step in other.excludes or other.step in directive.excludes
                                             for other in kept):
            kept.append(directive)
    return tuple(kept)


def with_directive(directives: tuple[Directive, ...], new: Directive) -> tuple[Directive, ...]:
    """``directives`` with ``new`` and the directives it implies (each once), refusing a pair
    that excludes each other."""
    for directive in directives:
        if directive.step in new.excludes or new.step in directive.excludes:
            raise RecipeError(f"{new.step} and {directive.step} cannot apply to one band")
    added = [new] + [DIRECTIVES[step]() for step in new.implies]
    return directives + tuple(directive for directive in dict.fromkeys(added) if directive not in directives)
