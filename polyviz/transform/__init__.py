"""Loop transformations as legality-checked steps on immutable schedules, and recipes of them.

``STEPS`` is the one list of steps (``StepSpec``); ``Schedule`` gets one fluent method per step
(``schedule.tile(i=32)``) from it here, so the value class itself knows no step.
"""
from . import footprint
from .apply import STEPS, apply, apply_recipe, fluent, replay, spec_of, suggest
from .cachemodel import CacheModel
from .legality import Violation, check
from .recipe import Step, format_recipe, parse_recipe
from .schedule import Schedule
from .stepspec import Param, StepSpec

# ``isl_schedule`` is the view giving the isl schedule tree: that step has no method, only its recipe form.
for _spec in STEPS.values():
    if not hasattr(Schedule, _spec.name):
        setattr(Schedule, _spec.name, fluent(_spec))
Schedule.apply = apply
Schedule.apply_recipe = apply_recipe
Schedule.tile_footprint = lambda self, tile, parameters, caches=None: footprint.tile_footprint(
    self, tuple(tile), parameters, caches)
Schedule.tile_footprint.__doc__ = """What the tile at loop values ``tile`` touches (see
:mod:`polyviz.transform.footprint`), next to ``caches`` (``polyviz.runtime.cache_sizes()`` for
this machine's); ``polyviz.viz.footprint_figure`` draws it."""
Schedule.tiles = footprint.tiles

__all__ = ["STEPS", "CacheModel", "Param", "Schedule", "Step", "StepSpec", "Violation", "apply", "check",
           "format_recipe", "parse_recipe", "replay", "spec_of", "suggest"]
