"""A run-time test that the arrays a transformed nest writes do not overlap the others it accesses.

C lets a caller pass the same memory as two array arguments (``kernel(8, X, X)``).  The
dependences polyviz computes are between accesses to *named* arrays, so a schedule they allow
may reorder a write to ``A`` and a read of ``B`` that are, at run time, the same element.  As
Polly does, the generated code compares the address ranges the nest touches and runs the
original loop nest when a written range overlaps another array's; ``assume_no_alias()``
promises they never do and removes the test.
"""
from __future__ import annotations

from dataclasses import replace

import islpy as isl

from ..model import Scop
from .c import HELPERS, GeneratedCode, helpers_in, signed_spellings
from .expr import from_isl
from .loop_ast import with_ast_options

#: Disjoint byte ranges [a0, a1) and [b0, b1).
DISJOINT = "#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))"


def alias_checked(scop: Scop, code: GeneratedCode, original: GeneratedCode, *,
                  promised: bool = False) -> GeneratedCode:
    """``code`` behind a test that no array it writes overlaps another array it accesses, with
    ``original`` (the nest in its original order) run otherwise; ``code`` itself when no two
    arrays could overlap (fewer than two arrays passed in, or nothing written to one).
    ``promised``: ``assume_no_alias()`` vouches for the arrays the caller passes, not for the
    pointer variables the function sets itself (``double *B = A + 1``), so only pairs with such
    a pointer are tested."""
    ranges, used_helpers = _footprints(scop)
    written = {name for s in scop.statements for w in s.writes for name in [w.get_tuple_name(isl.dim_type.out)]}
    storage = {a.name: a.storage for a in scop.arrays}
    pairs = [(w, v) for k, w in enumerate(ranges) for v in list(ranges)[k + 1:]
             if (w in written or v in written) and _may_overlap(storage[w], storage[v])
             and not (promised and storage[w] not in _POINTERS and storage[v] not in _POINTERS)]
    if not pairs:
        return code
    pointers = sorted({name for pair in pairs for name in pair if storage[name] in _POINTERS})
    tests = [f"pv_disjoint({ranges[w][0]}, {ranges[w][1]}, {ranges[v][0]}, {ranges[v][1]})" for w, v in pairs]
    declarations = len(code.declarations)
    lines = code.body.splitlines()
    overlapping = ", ".join(sorted({f"{w}/{v}" for w, v in pairs}))
    body = lines[:declarations] + [
        "/* polyviz: the transformed loops are correct only if the arrays they write share no memory",
        f"   with the other arrays they access ({overlapping}); C allows a caller to pass overlapping",
        "   arrays, so their address ranges are compared and the original loops run when any overlap",
        *_PROMISE_NOTES[promised],
        *[f"/* polyviz: {name} is a pointer variable: it may point into any of them */" for name in pointers],
        "if (" + ("\n    && ".join(tests)) + ") {"]
    body += ["  " + line if line else line for line in lines[declarations:]]
    body += ["} else {"] + ["  " + line if line else line
                            for line in original.body.splitlines()[len(original.declarations):]] + ["}"]
    bound_helpers = {HELPERS[name] for name in used_helpers}
    used = [h for h in HELPERS.values() if h in code.helpers or h in original.helpers or h in bound_helpers]
    # The micro-kernels' vector types (register_tile) are not macros of HELPERS, but needed all the same.
    types = [h for h in code.helpers if h not in HELPERS.values()]
    return replace(code, body="\n".join(body) + "\n", helpers=tuple(used) + (DISJOINT,) + tuple(types))


@with_ast_options
def _footprints(scop: Scop) -> tuple[dict[str, tuple[str, str]], set[str]]:
    """Array (argument, global, local or pointer variable) or scalar passed by pointer -> C
    expressions of the first and one-past-the-last address the SCoP touches in it (whole rows,
    from the smallest to the largest first subscript used), and the :data:`HELPERS` those
    expressions use."""
    build = isl.AstBuild.from_context(isl.Set.universe(scop.context.get_space()))
    elements: dict[str, isl.Set] = {}
    for statement in scop.statements:
        for access in statement.reads + statement.writes:
            name = access.get_tuple_name(isl.dim_type.out)
            touched = access.intersect_domain(statement.domain).range()
            elements[name] = elements[name].union(touched) if name in elements else touched
    ranges = {}
    used: set[str] = set()
    spellings = signed_spellings(scop, {})
    for array in scop.arrays:
        touched = elements.get(array.name)
        if array.storage == "pointer" and touched is not None:
            ranges[array.name] = (array.name, f"{array.name} + 1")  # ``*sum``: the one element it points to
            continue
        if array.is_scalar or array.storage not in ("parameter", "global", "local", "static-local", *_POINTERS) \
                or touched is None or touched.is_empty():
            continue
        first = str(from_isl(build.expr_from_pw_aff(touched.dim_min(0)), {}, spellings))
        last = str(from_isl(build.expr_from_pw_aff(touched.dim_max(0)), {}, spellings))
        used |= helpers_in(first) | helpers_in(last)
        ranges[array.name] = (f"{array.name} + {_wrapped(first)}", f"{array.name} + {_wrapped(last)} + 1")
    return ranges, used


#: The overlap test's last comment lines, without and with ``assume_no_alias()``'s promise.
_PROMISE_NOTES = {
    False: ("   (assume_no_alias() promises they never do and removes this test) */",),
    True: ("   (assume_no_alias() promises that the arrays passed in never do; pointer variables the",
           "   function sets are still tested) */"),
}
#: Storage that may be any memory: a pointer variable may point into any array.
_POINTERS = ("global-pointer", "local-pointer")
#: Storage a caller provides: an argument (an array, or a scalar passed by pointer).
_ARGUMENTS = ("parameter", "pointer")


def _may_overlap(storage: str, other: str) -> bool:
    """Whether arrays of these storages may be the same memory: a pointer variable and any array;
    an argument and another argument or a global.  Two globals, or two of the function's own
    arrays, are distinct objects, and an argument cannot point into the call's own locals."""
    if storage in _POINTERS or other in _POINTERS:
        return True
    return (storage in _ARGUMENTS or other in _ARGUMENTS) and {storage, other} <= {*_ARGUMENTS, "global"}


def _wrapped(text: str) -> str:
    return text if text.lstrip("-").isalnum() else f"({text})"
