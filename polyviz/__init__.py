"""polyviz: explore the polyhedral model of C loop nests.

>>> k = Kernel.from_c(open("kernels_c/tutorial_stencil.c").read())
>>> k.dependences()[0].distances
((1, 0), (0, 1))
"""
from .benchmark import (auto_search, bench, plot_bench, plot_size_sweep, plot_thread_sweep, plot_tile_sweep, size_sweep,
                        sweep, thread_sweep)
from .errors import AnalysisTooComplex, IllegalTransformation, PolyvizError, RecipeError, ScopError
from .kernel import Kernel
from .transform import Schedule, Step, Violation


def apply_recipe(kernel: Kernel, recipe: str, *, force: bool = False) -> Schedule:
    """The schedule of ``kernel`` after the steps of ``recipe`` (see README, "Recipes")."""
    return kernel.apply_recipe(recipe, force=force)


def __getattr__(name: str):
    # The widgets need ipywidgets and plotly (the "lab" extras): import them only when asked for.
    if name == "Explorer":
        from .widgets import Explorer

        return Explorer
    raise AttributeError(f"module 'polyviz' has no attribute {name!r}")


__all__ = ["AnalysisTooComplex", "auto_search", "IllegalTransformation", "Kernel", "PolyvizError", "RecipeError", "Schedule",
           "ScopError", "Step", "Violation", "apply_recipe", "bench", "plot_bench", "plot_size_sweep",
           "plot_thread_sweep", "plot_tile_sweep", "size_sweep", "sweep", "thread_sweep"]
