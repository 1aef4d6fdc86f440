"""Set-up every test shares.

``--without-optional-tools`` runs the tests as on a machine with only what the README asks for
(Python, gcc, make): clang (with or without Polly), MLIR's tools, LLVM's other tools and Chromium
are left out of ``PATH``, and polyviz's lookups outside ``PATH`` (Debian's LLVM folder, LLVM's
OpenMP runtime) find nothing. CI runs the ``tool_detection`` tests a second time that way
(``.ci/run``), so that a test which passes only where some optional tool is installed fails there.
"""
from __future__ import annotations

import fnmatch
import os
import shutil
import tempfile
from pathlib import Path

import pytest

#: The names left out of PATH by ``--without-optional-tools``.
OPTIONAL_TOOLS = ("clang*", "mlir-*", "chromium*", "llc*", "lli*", "opt", "opt-*")


def pytest_addoption(parser):
    parser.addoption("--without-optional-tools", action="store_true",
                     help="hide clang, MLIR's tools, Chromium and LLVM's OpenMP runtime from the tests")


def path_without_optional_tools(folder: Path) -> str:
    """Fills ``folder`` with links to every command on ``PATH`` except :data:`OPTIONAL_TOOLS` (the
    first of each name, as ``PATH`` resolves it) and returns it as a one-folder ``PATH``."""
    for directory in os.environ.get("PATH", "").split(os.pathsep):
        if not directory or not os.path.isdir(directory):
            continue
        for entry in os.scandir(directory):
            link = folder / entry.name
            if any(fnmatch.fnmatch(entry.name, pattern) for pattern in OPTIONAL_TOOLS) or link.exists() \
                    or not os.access(entry.path, os.X_OK) or entry.is_dir():
                continue
            link.symlink_to(entry.path)
    return str(folder)


def pytest_collection_modifyitems(config, items):
    """Tests marked ``heavy`` go first, the rest keep their order. pytest-xdist's worksteal hands
    each worker a contiguous share of the collected tests and lets an idle worker take the end of
    another's queue: long tests at the front start at once on some worker, and the short ones at
    the end even the workers out. Collected last (tests/test_notebooks.py), the notebooks ran one
    after another on one worker while the other had nothing left."""
    items.sort(key=lambda item: item.get_closest_marker("heavy") is None)


def pytest_configure(config):
    if not config.getoption("without_optional_tools"):
        return
    from polyviz.runtime import build

    folder = Path(tempfile.mkdtemp(prefix="polyviz-path-"))
    config.add_cleanup(lambda: shutil.rmtree(folder, ignore_errors=True))
    os.environ["PATH"] = path_without_optional_tools(folder)
    build._LLVM_BIN = folder / "no-llvm"
    build._LIBOMP_PATTERNS = ()
    build.mlir_openmp_runtime.cache_clear()


@pytest.fixture
def without_optional_tools(monkeypatch, tmp_path):
    """One test's view of a machine with only what the README asks for: gcc and its assembler and
    linker stay, the optional tools go (as ``--without-optional-tools`` does for a whole run)."""
    from polyviz.runtime import build

    folder = tmp_path / "path"
    folder.mkdir()
    monkeypatch.setenv("PATH", path_without_optional_tools(folder))
    monkeypatch.setattr(build, "_LLVM_BIN", folder / "no-llvm")
    monkeypatch.setattr(build, "_LIBOMP_PATTERNS", ())
    build.mlir_openmp_runtime.cache_clear()
    yield
    build.mlir_openmp_runtime.cache_clear()
