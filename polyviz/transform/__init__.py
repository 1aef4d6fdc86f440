"""Loop transformations as legality-checked steps on immutable schedules, and recipes of them."""
from .legality import Violation
from .recipe import Step, format_recipe, parse_recipe
from .schedule import Schedule

__all__ = ["Schedule", "Step", "Violation", "format_recipe", "parse_recipe"]
