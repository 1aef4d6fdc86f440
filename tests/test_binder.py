"""The Binder check picks Python as repo2docker would (binder/runtime.txt, else 3.10) and fails
when that version does not satisfy pyproject.toml's requires-python.

Only the version stage runs here (``--versions-only``); ``.ci/run`` runs the whole check, which
builds the environment with that interpreter and executes every notebook.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CHECK = ROOT / ".ci" / "binder-check"

pytestmark = pytest.mark.skipif(shutil.which("bash") is None, reason="the Binder check is a bash script")


def _check(binder: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(CHECK), "--versions-only"], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "BINDER_DIR": str(binder)})


@pytest.fixture
def binder(tmp_path) -> Path:
    copy = tmp_path / "binder"
    shutil.copytree(ROOT / "binder", copy)
    return copy


def test_the_repositorys_binder_python_satisfies_pyproject():
    required = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["requires-python"]
    assert (ROOT / "binder" / "runtime.txt").read_text().strip() == "python-3.11" and required == ">=3.11"
    done = _check(ROOT / "binder")
    assert done.returncode == 0, done.stderr
    assert "Python 3.11 from" in done.stdout and "satisfies requires-python '>=3.11'" in done.stdout


@pytest.mark.parametrize("runtime", ["python-3.10", "python-3.9"])
def test_a_runtime_older_than_requires_python_fails(binder, runtime):
    (binder / "runtime.txt").write_text(runtime + "\n")
    done = _check(binder)
    assert done.returncode != 0
    version = runtime.removeprefix("python-")
    assert f"Binder would use Python {version} ({binder}/runtime.txt), but pyproject.toml requires-python " \
           "is '>=3.11'" in done.stderr


def test_without_runtime_txt_repo2docker_picks_310_and_the_check_fails(binder):
    (binder / "runtime.txt").unlink()
    done = _check(binder)
    assert done.returncode != 0 and "Python 3.10 (repo2docker's default" in done.stderr


def test_a_newer_python_passes_and_a_malformed_runtime_is_named(binder):
    (binder / "runtime.txt").write_text("python-3.12\n")
    assert _check(binder).returncode == 0
    (binder / "runtime.txt").write_text("3.11\n")
    done = _check(binder)
    assert done.returncode != 0 and "must read python-X.Y" in done.stderr


@pytest.mark.parametrize("other", ["environment.yml", "Dockerfile", "Pipfile"])
def test_a_file_that_makes_repo2docker_build_otherwise_fails_the_check(binder, other):
    (binder / other).write_text("\n")
    done = _check(binder)
    assert done.returncode != 0
    assert f"{binder}/{other} makes repo2docker build another way than this check mirrors" in done.stderr


def test_binder_serves_no_solutions():
    """repo2docker runs postBuild in the image's copy of the repository, which JupyterLab serves:
    it removes teacher/, where the labs' solutions are (the whole check verifies the image)."""
    post_build = (ROOT / "binder" / "postBuild").read_text()
    assert post_build.startswith("#!/bin/bash\n") and os.access(ROOT / "binder" / "postBuild", os.X_OK)
    assert "\nrm -rf teacher\n" in post_build and (ROOT / "teacher").is_dir()
    assert sorted(p.name for p in (ROOT / "teacher").glob("*-solution.ipynb")) == \
        sorted(f"{p.stem}-solution.ipynb" for p in (ROOT / "notebooks" / "labs").glob("*.ipynb"))
