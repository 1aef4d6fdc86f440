"""Write a schedule as Polly's JSCoP: Polly's own file of the SCoP, each statement's schedule replaced.

Polly's import (``-polly-import``) reads the statements in the order of its file and gives each
relation's parameters the names of its own, position by position: so every schedule is written
with Polly's parameters in Polly's order, and everything but the schedules stays as Polly wrote it
(domains, accesses, arrays, context). A ``polyviz`` entry, which Polly ignores, says what the file
holds: the function, the recipe and which of polyviz's statements each of Polly's runs.
"""
from __future__ import annotations

import json
from typing import Mapping

import islpy as isl

from ..errors import PolyvizError
from ..model.jscop import Jscop
from .openscop import padded


def write_jscop(jscop: Jscop, schedules: Mapping[str, isl.Map], about: Mapping[str, object]) -> str:
    """``jscop``'s text with the schedule of each statement named in ``schedules`` replaced
    (maps from Polly's statement to time, padded with zeros to a common number of dimensions), and ``about`` as its ``polyviz`` entry."""
    data = json.loads(jscop.text)
    dims = max((m.dim(isl.dim_type.out) for m in schedules.values()), default=0)
    polly_order = isl.Space.params_alloc(jscop.context.get_ctx(), len(jscop.parameters))
    for k, name in enumerate(jscop.parameters):
        polly_order = polly_order.set_dim_name(isl.dim_type.param, k, name)
    for statement in data["statements"]:
        schedule = schedules.get(statement["name"])
        if schedule is not None:
            statement["schedule"] = str(_in_polly_parameters(padded(schedule, dims), polly_order, jscop.parameters))
    return json.dumps({"polyviz": dict(about), **data}, indent=3) + "\n"


def _in_polly_parameters(schedule: isl.Map, polly_order: isl.Space, parameters: tuple[str, ...]) -> isl.Map:
    """``schedule`` over Polly's parameters, in Polly's order (one it does not use is dropped)."""
    aligned = schedule.align_params(polly_order)
    for k in reversed(range(len(parameters), aligned.dim(isl.dim_type.param))):
        if aligned.involves_dims(isl.dim_type.param, k, 1):
            raise PolyvizError(f"the schedule depends on {aligned.get_dim_name(isl.dim_type.param, k)}, which is no "
                               f"parameter of Polly's SCoP (its parameters: {', '.join(parameters) or 'none'})")
        aligned = aligned.project_out(isl.dim_type.param, k, 1)
    return aligned
