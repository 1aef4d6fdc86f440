"""Installing polyviz as a newcomer does, from a fresh clone: ``pip install .`` (not editable) and
``pip install '.[lab]'`` into a clean venv (no system site packages, every dependency installed by
pip; pip's own cache is reused, so a warm machine installs from it) give a working ``polyviz``
command, its ``--version``, and notebooks that find their kernels away from any checkout.

These install for minutes: they are marked ``install``, which ``make test-long`` runs.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = [pytest.mark.install,
              pytest.mark.skipif(shutil.which("git") is None, reason="a fresh clone needs git")]


def fresh_clone(folder: Path) -> Path:
    """A clone of this checkout's commit: only what is committed, nothing built or installed."""
    clone = folder / "polyviz"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True, capture_output=True, timeout=300)
    return clone


def _run(command: list[str], cwd: Path, env: dict | None = None, timeout: float = 1200) -> str:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=timeout, env=env)
    assert done.returncode == 0, f"{' '.join(command)} exited {done.returncode}:\n{done.stdout[-3000:]}\n" \
                                 f"{done.stderr[-3000:]}"
    return done.stdout


def test_pip_install_then_the_lab_extras_give_a_working_command_and_notebooks(tmp_path):
    clone = fresh_clone(tmp_path)
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", str(venv)], tmp_path)
    python, bin_dir = venv / "bin" / "python", venv / "bin"
    assert "include-system-site-packages = false" in (venv / "pyvenv.cfg").read_text()
    # Away from the clone, so that nothing is imported from its folder.
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()

    _run([str(python), "-m", "pip", "install", "--quiet", "."], clone)
    version = tomllib.loads((clone / "pyproject.toml").read_text())["project"]["version"]
    assert _run([str(bin_dir / "polyviz"), "--version"], elsewhere).strip() == f"polyviz {version}"
    where = _run([str(python), "-c", "import polyviz; print(polyviz.__file__); print(polyviz.kernels_c('gemm'))"],
                 elsewhere).split()
    assert all(str(venv) in path and str(clone) not in path for path in where), where
    assert Path(where[1]).is_file()
    analyzed = json.loads(_run([str(bin_dir / "polyviz"), "analyze", where[1], "--json"], elsewhere))
    assert analyzed["parameters"] == ["ni", "nj", "nk"], analyzed
    # Without the lab extras, the Explorer says which extra it needs.
    done = subprocess.run([str(python), "-c", "import polyviz; polyviz.Explorer"], cwd=elsewhere,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode != 0 and "polyviz.Explorer needs the 'lab' extras" in done.stderr, done.stderr[-2000:]

    _run([str(python), "-m", "pip", "install", "--quiet", ".[lab]"], clone)
    course = shutil.copytree(clone / "notebooks", elsewhere / "course")
    shutil.rmtree(clone)   # the notebooks must find the kernels in the installed package alone
    env = {**os.environ, "POLYVIZ_QUICK": "1", "MPLBACKEND": "Agg", "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
           # The venv's own python3 kernel, not one a user folder on this machine may hold.
           "JUPYTER_DATA_DIR": str(tmp_path / "jupyter-data"), "JUPYTER_PATH": ""}
    for notebook in ("00-welcome.ipynb", "01-iteration-domains.ipynb"):
        _run([str(bin_dir / "jupyter"), "nbconvert", "--to", "notebook", "--execute", "--output-dir",
              str(tmp_path / "executed"), str(course / notebook)], course, env=env)
        executed = json.loads((tmp_path / "executed" / notebook).read_text())
        assert executed["metadata"]["kernelspec"]["name"] == "python3"
        assert not [o for cell in executed["cells"] for o in cell.get("outputs", []) if o["output_type"] == "error"]
