"""polyviz changes the shared isl context's options only for the calls that need them: what a
user (or another library in the same process) set on islpy's default context is back after
analysis, code generation, isl's scheduler and a budget that ran out."""
from pathlib import Path

import islpy as isl
import pytest

from polyviz import AnalysisTooComplex, Kernel
from polyviz.model import isl_options

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"
#: Values no polyviz call sets, as a user's own settings.
USER_SETTINGS = {"max_operations": 987_654_321, "ast_build_detect_min_max": 0, "schedule_outer_coincidence": 0}


def settings() -> dict[str, int]:
    return {name: getattr(isl.DEFAULT_CONTEXT, f"get_{name}")() for name in USER_SETTINGS}


def test_code_generation_and_scheduling_leave_the_users_isl_options_alone():
    kernel = Kernel.from_file(KERNELS / "jacobi-1d.c")
    with isl_options(isl.DEFAULT_CONTEXT, **USER_SETTINGS):
        kernel.dependences()
        schedule = kernel.apply_recipe("isl_schedule(); tile(t=4)")
        code, mlir = schedule.to_c(), schedule.to_mlir().text
        assert settings() == USER_SETTINGS
    # The user's settings change nothing polyviz prints.
    assert schedule.to_c() == code and schedule.to_mlir().text == mlir


def test_a_spent_budget_leaves_the_users_quota(monkeypatch):
    monkeypatch.setenv("POLYVIZ_ISL_OPERATIONS", "50")
    kernel = Kernel.from_file(KERNELS / "heat-3d.c")
    with isl_options(isl.DEFAULT_CONTEXT, **USER_SETTINGS):
        with pytest.raises(AnalysisTooComplex):
            kernel.dependences()
        assert settings() == USER_SETTINGS


def test_options_are_restored_when_the_call_fails():
    before = settings()
    with pytest.raises(RuntimeError):
        with isl_options(isl.DEFAULT_CONTEXT, ast_build_detect_min_max=1, max_operations=5):
            raise RuntimeError("a failing call")
    assert settings() == before
