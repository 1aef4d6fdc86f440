"""Write a SCoP as OpenScop 0.9 text (Bastoul's format, read by Clan, Candl, Pluto and Clint).

Every relation is a matrix: one row per constraint, the first column 1 for ``>= 0`` and 0 for
``= 0``, then the coefficients of the output dimensions, the input dimensions, the local
(existential) dimensions, the parameters and the constant. Access relations start their output
with ``Arr``, the array's number in the ``<arrays>`` extension. Each statement carries a
``<body>`` extension with its original iterators and C text.

The function's signature goes in a comment line (``# polyviz-signature: …``) that OpenScop
readers ignore and :func:`polyviz.frontend.read_openscop` uses for types and extents; so does
the one with the scalars the SCoP declares (``# polyviz-declarations: double d;``).
"""
from __future__ import annotations

import islpy as isl

from ..model import OPENSCOP_DECLARATIONS_COMMENT, OPENSCOP_SIGNATURE_COMMENT, Scop



def write_openscop(scop: Scop, scattering: dict[str, isl.Map], *, recipe: str = "") -> str:
    """``scop`` as OpenScop text; ``scattering`` maps each statement name to its schedule map
    (all with the same number of output dimensions)."""
    parameters = list(scop.parameters)
    model = scop.context.get_space()
    arrays = {array.name: k + 1 for k, array in enumerate(scop.arrays)}
    out = ["<OpenScop>", "", f"# polyviz: {scop.source.function_name}, "
           f"{'recipe ' + recipe if recipe else 'original schedule'}",
           f"{OPENSCOP_SIGNATURE_COMMENT} {scop.source.function_signature}"]
    if scop.source.hoisted_declarations:
        out.append(f"{OPENSCOP_DECLARATIONS_COMMENT} {' '.join(scop.source.hoisted_declarations)}")
    out += ["",
           "# =============================================== Global", "# Language", "C", "",
           "# Context", "CONTEXT"]
    out += _relation(scop.context.align_params(model), [], [], parameters)
    out += ["", "# Parameters are provided" if parameters else "# Parameters are not provided",
            "1" if parameters else "0"]
    if parameters:
        out += ["<strings>", " ".join(parameters), "</strings>"]
    out += ["", "# Number of statements", str(len(scop.statements)), ""]
    dims = max((m.dim(isl.dim_type.out) for m in scattering.values()), default=0)
    for number, statement in enumerate(scop.statements, start=1):
        iterators = list(statement.iterators)
        accesses = [("READ", m) for m in statement.reads] + [("WRITE", m) for m in statement.writes]
        out += [f"# =============================================== Statement {number}",
                "# Number of relations describing the statement:", str(2 + len(accesses)), "",
                f"# ----------------------------------------------  {number}.1 Domain", "DOMAIN"]
        out += _relation(statement.domain.align_params(model), iterators, [], parameters)
        out += ["", f"# ----------------------------------------------  {number}.2 Scattering", "SCATTERING"]
        schedule = padded(scattering[statement.name], dims).gist_domain(statement.domain).align_params(model)
        out += _relation(schedule, [f"c{k + 1}" for k in range(dims)], iterators, parameters)
        out += ["", f"# ----------------------------------------------  {number}.3 Access"]
        for kind, access in accesses:
            array = access.get_tuple_name(isl.dim_type.out)
            out.append(kind)
            out += _relation(access.gist_domain(statement.domain).align_params(model),
                             [f"[{k + 1}]" for k in range(access.dim(isl.dim_type.out))], iterators, parameters,
                             array=(array, arrays[array]))
            out.append("")
        out += [f"# ----------------------------------------------  {number}.4 Statement Extensions",
                "# Number of Statement Extensions", "1", "<body>", "# Number of original iterators",
                str(len(iterators)), "# List of original iterators", " ".join(iterators),
                "# Statement body expression", statement.text, "</body>", ""]
    out += ["# =============================================== Extensions", "<arrays>", "# Number of arrays",
            str(len(arrays)), "# Mapping array-identifiers/array-names"]
    out += [f"{number} {name}" for name, number in arrays.items()]
    out += ["</arrays>", "", "<scatnames>", " ".join(f"c{k + 1}" for k in range(dims)), "</scatnames>", "",
            "</OpenScop>"]
    return "\n".join(out) + "\n"


def padded(schedule: isl.Map, dims: int) -> isl.Map:
    """``schedule`` with zero output dimensions appended up to ``dims``."""
    extra = dims - schedule.dim(isl.dim_type.out)
    if extra <= 0:
        return schedule
    longer = schedule.add_dims(isl.dim_type.out, extra)
    first = schedule.dim(isl.dim_type.out)
    for k in range(first, dims):
        longer = longer.fix_val(isl.dim_type.out, k, 0)
    return longer


def _relation(relation, outputs: list[str], inputs: list[str], parameters: list[str],
              array: tuple[str, int] | None = None) -> list[str]:
    """The matrix lines of a set (``outputs`` are its dimensions) or map; with ``array``, an
    access relation whose first output dimension is the array's number."""
    is_map = isinstance(relation, isl.Map)
    parts = relation.get_basic_map_list() if is_map else relation.get_basic_set_list()
    count = parts.n_basic_map() if is_map else parts.n_basic_set()
    lines = [] if count == 1 else [str(count)]
    out_type = isl.dim_type.out if is_map else isl.dim_type.set
    for index in range(count):
        part = parts.get_at(index)
        locals_ = part.dim(isl.dim_type.div)
        names = (["Arr"] if array else []) + outputs
        header = (f"# e/i| {' '.join(names)} | {' '.join(inputs)} | "
                  f"{' '.join(f'l{k + 1}' for k in range(locals_))} | {' '.join(parameters)} | 1")
        rows = []
        if array:
            rows.append([0, -1] + [0] * (len(outputs) + len(inputs) + locals_ + len(parameters)) + [array[1]])
        for constraint in part.get_constraints():
            def coefficients(kind, n):
                return [constraint.get_coefficient_val(kind, k).to_python() for k in range(n)]
            row = [0 if constraint.is_equality() else 1]
            row += [0] * (1 if array else 0)
            row += coefficients(out_type, len(outputs))
            row += coefficients(isl.dim_type.in_, len(inputs)) if is_map else []
            row += coefficients(isl.dim_type.div, locals_) + coefficients(isl.dim_type.param, len(parameters))
            row.append(constraint.get_constant_val().to_python())
            rows.append(row)
        lines.append(f"{len(rows)} {len(names) + len(inputs) + locals_ + len(parameters) + 2} {len(names)} "
                     f"{len(inputs)} {locals_} {len(parameters)}")
        lines.append(header)
        lines += [" ".join(f"{value:4d}" for value in row) for row in rows]
    return lines
