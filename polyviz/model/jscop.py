"""Polly's view of a translation unit: the SCoPs its JSCoP export describes (pure data).

JSCoP is the JSON file Polly writes per SCoP (``-polly-export``) and reads back
(``-polly-import``): the SCoP's context, its arrays and, per statement, the iteration domain,
the schedule and the accesses, all as isl text. Polly's statements are its own (named after
LLVM's basic blocks, ``Stmt_for_body3``; arrays ``MemRef_C``), and its iterators count each
loop's iterations from 0 (``i0``, ``i1``, …), whatever the C loop's start, step and direction;
:class:`PollyView` says which instances of polyviz's statements each of Polly's stands for.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import islpy as isl


@dataclass(frozen=True)
class JscopStatement:
    """One of Polly's statements: its domain, its schedule and its accesses, in Polly's order."""

    name: str
    domain: isl.Set
    schedule: isl.Map
    #: ``("read" | "write", relation)`` in the order Polly lists them (its import checks the count).
    accesses: tuple[tuple[str, isl.Map], ...]


@dataclass(frozen=True)
class JscopArray:
    """An array of Polly's SCoP: ``MemRef_C``, its element type and the sizes Polly derived."""

    name: str
    element_type: str
    #: Polly's size of each dimension as LLVM prints it (``*`` for an unsized first one).
    sizes: tuple[str, ...]


@dataclass(frozen=True)
class Jscop:
    """One SCoP as Polly's JSCoP export describes it."""

    #: The file Polly wrote, and the name its import looks for: ``FUNCTION___REGION.jscop``.
    file_name: str
    #: The LLVM function holding the SCoP (a C++ function's mangled name).
    function: str
    #: Polly's name of the SCoP's region: its entry and exit blocks (``%entry.split---%for.end34``).
    region: str
    context: isl.Set
    #: Polly's parameters in its order: the order its import gives every relation's parameters.
    parameters: tuple[str, ...]
    arrays: tuple[JscopArray, ...]
    statements: tuple[JscopStatement, ...]
    #: The file as Polly wrote it (what an export of another schedule rewrites).
    text: str = field(repr=False)
    #: ``file:first-last`` lines of the SCoP in the source, when clang had debug locations.
    location: str | None = None

    def statement(self, name: str) -> JscopStatement:
        return next(s for s in self.statements if s.name == name)


@dataclass(frozen=True)
class PollyInstances:
    """Which instances of polyviz's statements one of Polly's statements runs.

    Usually one statement; several when LLVM put consecutive C statements of one loop body in
    one basic block (covariance's ``cov[i][j] /= …; cov[j][i] = cov[i][j];``), which Polly keeps
    as one statement: then each instance of Polly's runs one instance of each, in their order.
    """

    polly: str
    #: ``(polyviz statement, Polly's instances → its instances)``, in the order Polly runs them;
    #: each map is a bijection onto the instances Polly runs.
    parts: tuple[tuple[str, isl.Map], ...]

    @property
    def statement(self) -> str:
        """The first of the polyviz statements: its schedule is Polly's statement's."""
        return self.parts[0][0]

    @property
    def instances(self) -> isl.Map:
        return self.parts[0][1]


@dataclass(frozen=True)
class PollyView:
    """Polly's SCoPs of a translation unit, and where a kernel's statements are in them."""

    #: Every SCoP Polly found in the unit, the kernel's among them (its import needs a file for each).
    scops: tuple[Jscop, ...]
    #: The SCoP holding the kernel's statements.
    kernel: Jscop
    #: One entry per statement of :attr:`kernel`, in Polly's order.
    instances: tuple[PollyInstances, ...]
    #: The clang command that exported them (shown to the user).
    command: tuple[str, ...] = ()

    def of_polly(self, name: str) -> PollyInstances:
        return next(entry for entry in self.instances if entry.polly == name)
