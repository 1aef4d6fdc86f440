"""isl options changed for one call only.

Every polyviz object lives in islpy's shared default context (sets of different contexts cannot
be combined), so a call cannot own a context of its own: it changes the shared one's options for
its duration and puts back what it found, so that no option leaks into later calls or into the
user's own islpy code.
"""
from __future__ import annotations

import contextlib
from typing import Iterator

import islpy as isl


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
