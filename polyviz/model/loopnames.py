"""Loop names: the typed annotation of each schedule-tree band, and how new loop names are made.

isl forgets the names of band dimensions when a band is tiled or printed, so polyviz puts a mark
directly above each band whose id carries the band's :class:`BandAnnotation` (its loop names, the
loops run as OpenMP parallel loops, their reductions and private variables) as a typed payload: the transform layer
writes it and code generation reads it back with :func:`band_annotation`, never from text. The
mark's name (``loops:i,j|parallel:i``) only makes isl's printout of a tree readable.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import count
from typing import Container, Literal, NamedTuple

import islpy as isl

from .directives import Directive

PREFIX = "loops:"


class Reduction(NamedTuple):
    """One OpenMP ``reduction`` clause of a parallel loop: ``operator`` (``+``, ``*``) over ``variable``."""

    loop: str
    operator: str
    variable: str


class Private(NamedTuple):
    """A variable each iteration of a parallel loop keeps a copy of (scratch storage written
    before it is read in every iteration, see :mod:`polyviz.analysis.privatisation`); the last
    iteration's copy is copied back."""

    loop: str
    variable: str


class RegisterTile(NamedTuple):
    """A block of the written array held in vector registers (``register_tile``): the band's two
    innermost loops ``rows`` and ``columns`` run over the block (``row_size`` x ``column_size``
    elements, ``columns`` along the vectors), and the block stays in registers across the loops
    of the band from ``start`` (the first loop below the block's stepping loops) inward, in
    vectors of ``vector_bytes``, the width whose registers the block's size was chosen for."""

    start: str
    rows: str
    columns: str
    row_size: int
    column_size: int
    vector_bytes: int


@dataclass(frozen=True)
class BandAnnotation:
    """What code generation needs to know of one band besides isl's schedule."""

    names: tuple[str, ...]
    #: The loops the user asked to run as OpenMP parallel loops.
    parallel: frozenset[str] = frozenset()
    #: The OpenMP ``reduction`` clauses of the parallel loops that reassociate a reduction.
    reductions: tuple[Reduction, ...] = ()
    #: The variables the parallel loops privatise.
    private: tuple[Private, ...] = ()
    #: The band's lowering directives that are typed values already (issue 32 moves the fields
    #: above into them one directive at a time).
    directives: tuple[Directive, ...] = ()

    def mark_name(self) -> str:
        text = PREFIX + ",".join(self.names)
        if self.parallel:
            text += "|parallel:" + ",".join(n for n in self.names if n in self.parallel)
        if self.reductions:
            text += "|reduction:" + ";".join(f"{r.loop}={r.operator}:{r.variable}" for r in self.reductions)
        if self.private:
            text += "|private:" + ";".join(f"{p.loop}={p.variable}" for p in self.private)
        return text + "".join(f"|{directive.mark_text()}" for directive in self.directives)

    def mark_id(self, ctx: isl.Context | None = None) -> isl.Id:
        return isl.Id(self.mark_name(), user=self, context=ctx or isl.DEFAULT_CONTEXT)


def band_annotation(mark: isl.Id) -> BandAnnotation | None:
    """The annotation a mark's id carries, or ``None`` for marks that carry none."""
    return mark.user if isinstance(mark.user, BandAnnotation) else None


def fresh_name(base: str, taken: Container[str],
               variants: Literal["numbered", "underscored", "indexed"] = "numbered") -> str:
    """The first name not in ``taken`` of ``base``'s variants: ``i, i2, i3, …`` (``numbered``:
    loops a step adds), ``i, i_, i__, …`` (``underscored``: a loop printed where its name means
    something else) or ``c0, c1, …`` (``indexed``: loops that have no name of their own)."""
    if variants == "numbered":
        candidates = (base if k == 1 else f"{base}{k}" for k in count(1))
    elif variants == "underscored":
        candidates = (base + "_" * k for k in count())
    else:
        candidates = (f"{base}{k}" for k in count())
    return next(name for name in candidates if name not in taken)


BUFFER_PREFIX = "buffer:"


@dataclass(frozen=True)
class BufferMark:
    """A per-tile buffer standing in for ``array`` in the subtree below its mark (``local_buffer``).

    Element ``e`` of the array is element ``e - origin`` of the buffer, whose extents are
    constants; each origin coordinate is ``(constant, loop coefficients, parameter
    coefficients)``: ``constant + sum(c_k * loop k) + sum(c_p * p)`` over the enclosing loops
    (outermost first) and the parameters ``(name, c_p)``.
    """

    array: str
    extents: tuple[int, ...]
    origins: tuple[tuple[int, tuple[int, ...], tuple[tuple[str, int], ...]], ...]

    def mark_name(self) -> str:
        origins = ";".join(f"{c}:{','.join(map(str, loops))}:{','.join(f'{p}={v}' for p, v in params)}"
                           for c, loops, params in self.origins)
        return f"{BUFFER_PREFIX}{self.array}|{','.join(map(str, self.extents))}|{origins}"

    def mark_id(self, ctx: isl.Context | None = None) -> isl.Id:
        return isl.Id(self.mark_name(), user=self, context=ctx or isl.DEFAULT_CONTEXT)


#: An affine expression in the parameters: (constant, ((parameter, coefficient), ...)).
ParameterAffine = tuple[int, tuple[tuple[str, int], ...]]


class Pack(NamedTuple):
    """A read-only array copied, at the start of each iteration of ``loop``, into a buffer that
    the statements below read instead (``pack``): ``buffer`` gives its constant extents and its
    origin in the enclosing loops, ``low`` and ``high`` the first and last element of each
    dimension that the statements read anywhere (the copy stays within them, so it never
    reads outside the array), ``factor`` the text of the loop-invariant scalars every read of
    the array is first multiplied by (``alpha * `` in gemm's ``alpha * A[i][k] * B[k][j]``),
    which the copy multiplies in once per element."""

    loop: str
    buffer: BufferMark
    low: tuple[ParameterAffine, ...]
    high: tuple[ParameterAffine, ...]
    factor: str = ""


def buffer_mark(mark: isl.Id) -> BufferMark | None:
    """The buffer a mark's id carries, or ``None`` for marks that carry none."""
    return mark.user if isinstance(mark.user, BufferMark) else None
