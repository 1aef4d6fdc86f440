"""polyviz: explore the polyhedral model of C loop nests.

>>> k = Kernel.from_c(open("kernels_c/tutorial_stencil.c").read())
>>> k.dependences()[0].distances
((1, 0), (0, 1))
"""
from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import (AnalysisTooComplex, IllegalTransformation, PolyvizError, RecipeError, ScopError,
                     VariantFailureWarning, VariantsFailed)

if TYPE_CHECKING:
    from .kernel import Kernel
    from .transform import Schedule

#: Where each public name lives. They are imported when first used, so that ``polyviz --help``
#: and ``polyviz --version`` (whose ``polyviz.cli`` imports this package first) load neither
#: islpy nor numpy.
_LAZY = {
    **dict.fromkeys(("auto_search", "bench", "counts", "plot_bench", "plot_roofline", "plot_size_sweep", "plot_thread_sweep", "plot_tile_sweep",
                     "size_sweep", "sweep", "thread_sweep", "tuning_records"), "benchmark"),
    "Kernel": "kernel",
    **dict.fromkeys(("Schedule", "Step", "Violation"), "transform"),
}



#: The example kernels (the checkout's ``kernels_c/``), shipped inside the package so that
#: notebooks find them wherever they are copied to.
KERNELS_C = (Path(__file__).parent / "kernels_c").resolve()


def kernels_c(name: str) -> Path:
    """The path of the example kernel ``<name>.c`` (see :data:`KERNELS_C`), whatever the current
    directory is: the kernels ship inside the package.

    :param name: the kernel's file name, with or without ``.c`` (``"gemm"``, ``"tutorial_stencil"``).
    :raises PolyvizError: no such kernel; the message lists those there are.

    >>> polyviz.kernels_c("gemm").name
    'gemm.c'
    >>> polyviz.Kernel.from_file(polyviz.kernels_c("gemm")).parameters
    ('ni', 'nj', 'nk')
    """
    path = KERNELS_C / f"{name.removesuffix('.c')}.c"
    if not path.is_file():
        known = sorted(p.stem for p in KERNELS_C.glob("*.c"))
        raise PolyvizError(f"no kernel {name!r} among polyviz's examples in {KERNELS_C}"
                           + (f"; there are {', '.join(known)}" if known else " (the package was installed without them)"))
    return path


def apply_recipe(kernel: Kernel, recipe: str, *, force: bool = False) -> Schedule:
    """The schedule of ``kernel`` after the steps of ``recipe``, each checked against the
    dependences (the same as :meth:`Kernel.apply_recipe`).

    :param kernel: the kernel to transform.
    :param recipe: steps separated by ``;``, such as ``"interchange(i, j); tile(i=32, j=32)"``
        (the step reference lists them); ``""`` is the original schedule.
    :param force: apply illegal steps anyway; the schedule is then flagged (``legal`` false,
        ``violation`` the dependence broken) instead of refused.
    :raises RecipeError: a malformed recipe, with the step and the column.
    :raises IllegalTransformation: a step that breaks a dependence (unless ``force``).

    >>> stencil = polyviz.Kernel.from_file(polyviz.kernels_c("tutorial_stencil"))
    >>> wave = polyviz.apply_recipe(stencil, "wavefront(i, j); parallel(i)")
    >>> wave.loops(), wave.parallel_loops()
    (('w', 'i'), ('i',))
    """
    return kernel.apply_recipe(recipe, force=force)


def _installed_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("polyviz-polyhedral-explorer")
    except PackageNotFoundError:  # imported from a checkout that was never pip-installed
        return "unknown"


def __getattr__(name: str):
    if name == "__version__":   # importlib.metadata alone took most of `polyviz --help`'s start-up
        globals()[name] = _installed_version()
        return globals()[name]
    if name in _LAZY:
        value = getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
        globals()[name] = value
        return value
    # The widgets need ipywidgets and plotly (the "lab" extras): import them only when asked for.
    if name == "Explorer":
        try:
            from .widgets import Explorer
        except ModuleNotFoundError as missing:
            if (missing.name or "polyviz").partition(".")[0] == "polyviz":
                raise
            raise ModuleNotFoundError(
                f"polyviz.Explorer needs the 'lab' extras, and {missing.name} is not installed: "
                "run `pip install -e '.[lab]'` in the polyviz checkout (`make lab` does it)",
                name=missing.name) from None
        return Explorer
    if importlib.util.find_spec(f"{__name__}.{name}") is not None:   # polyviz.transform and the other modules
        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module 'polyviz' has no attribute {name!r}")


__all__ = ["__version__", "AnalysisTooComplex", "KERNELS_C", "auto_search", "IllegalTransformation", "Kernel", "PolyvizError", "RecipeError", "Schedule",
           "ScopError", "Step", "Violation", "apply_recipe", "bench", "counts", "kernels_c", "plot_bench", "plot_roofline", "plot_size_sweep",
           "plot_thread_sweep", "plot_tile_sweep", "size_sweep", "sweep", "thread_sweep", "tuning_records", "VariantFailureWarning",
           "VariantsFailed"]
