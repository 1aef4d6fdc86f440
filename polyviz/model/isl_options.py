"""isl options changed for one call only, and the isl work of one call bounded.

Every polyviz object lives in islpy's shared default context (sets of different contexts cannot
be combined), so a call cannot own a context of its own: it changes the shared one's options for
its duration and puts back what it found, so that no option leaks into later calls or into the
user's own islpy code.
"""
from __future__ import annotations

import contextlib
from typing import Iterator

import islpy as isl

from ..errors import AnalysisTooComplex, PolyvizError
from ..limits import limit


@contextlib.contextmanager
def isl_options(ctx: isl.Context, **values: int) -> Iterator[isl.Context]:
    """``ctx`` with each option ``name=value`` set (``ctx.set_<name>``) until the block ends."""
    saved = {name: getattr(ctx, f"get_{name}")() for name in values}
    for name, value in values.items():
        getattr(ctx, f"set_{name}")(value)
    try:
        yield ctx
    finally:
        for name, value in saved.items():
            getattr(ctx, f"set_{name}")(value)


@contextlib.contextmanager
def isl_budget(step: str, ctx: isl.Context = isl.DEFAULT_CONTEXT):
    """Bound the isl work of ``step`` by ``ISL_OPERATIONS``; exceeding it raises
    :class:`AnalysisTooComplex`. A budget inside another starts a fresh count: each step that
    ``auto()`` tries, each legality check and each code generation gets the whole budget.
    The context's own quota is back as it was afterwards."""
    ctx.reset_operations()
    with isl_options(ctx, max_operations=limit("ISL_OPERATIONS")):
        try:
            yield
        except (isl.Error, PolyvizError) as error:
            # Only isl's operation quota means "too complex"; any other error is a real fault. Once
            # the quota is spent, isl calls fail with other messages too ("invalid arg"), and callers
            # may have turned them into their own errors: ask isl whether the quota is spent.
            if not isinstance(error, AnalysisTooComplex) and _quota_spent(ctx):
                raise AnalysisTooComplex(step) from None
            raise
        else:
            # Code that tries alternatives may have swallowed the failures: its result is then not
            # the one an unbounded run would give.
            if _quota_spent(ctx):
                raise AnalysisTooComplex(step)
        finally:
            # The enclosing budget, if any, counts afresh from here: an inner scope may have spent it.
            ctx.reset_operations()


def stop_if_aborted(ctx: isl.Context = isl.DEFAULT_CONTEXT) -> None:
    """Raise isl's error if ``ctx`` was aborted: ``ctx.abort()`` from another thread stops the work
    in progress (the Explorer's work done ahead of need) at its next isl operation. Long Python
    loops between isl calls ask here too, so that the stop reaches them as soon."""
    if ctx.aborted():
        raise isl.Error("stopped: isl's context was aborted")


def _quota_spent(ctx: isl.Context) -> bool:
    """Whether the operation quota of ``ctx`` is spent (reading even a tiny set then fails)."""
    try:
        isl.BasicSet("{ [i] : 0 <= i <= 1 }", context=ctx)
    except isl.Error:
        return True
    return False
