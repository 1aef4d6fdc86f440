"""The README's first command, ``make lab``, run exactly as written: it must serve the notebooks.

The server gets a free port and a token from the environment (``JUPYTER_PORT``,
``JUPYTER_TOKEN``) and a private config folder that keeps the browser closed, so the command
line is the README's; the test reads the notebook listing and the welcome notebook over the
REST API, as JupyterLab's front end does, then stops the server.
"""
from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from test_install import fresh_clone

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _get(url: str, token: str):
    request = urllib.request.Request(url, headers={"Authorization": f"token {token}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)


def _wait_for_server(server: subprocess.Popen, url: str, token: str, log: Path, seconds: float = 180):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if server.poll() is not None:
            pytest.fail(f"`make lab` exited with {server.returncode}:\n{log.read_text()}")
        try:
            return _get(url, token)
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.5)
    pytest.fail(f"`make lab` did not answer on {url} within {seconds:.0f} s:\n{log.read_text()}")


def _stop(server: subprocess.Popen) -> None:
    # make and jupyter share the session the test started: stop them together.
    if server.poll() is None:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()


def _serve_with_make_lab(checkout: Path, tmp_path: Path, seconds: float) -> None:
    """Run ``make lab`` in ``checkout`` as the README says, wait up to ``seconds`` for the server
    (which includes creating .venv in a fresh clone), read what it serves, stop it."""
    port, token = _free_port(), secrets.token_hex(16)
    config = tmp_path / "config"
    config.mkdir()
    (config / "jupyter_server_config.json").write_text(json.dumps({"ServerApp": {"open_browser": False}}))
    env = {**os.environ, "JUPYTER_PORT": str(port), "JUPYTER_PORT_RETRIES": "0", "JUPYTER_TOKEN": token,
           "JUPYTER_CONFIG_DIR": str(config), "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime")}
    env.pop("VIRTUAL_ENV", None)
    log = tmp_path / "make-lab.log"
    with log.open("w") as out:
        server = subprocess.Popen(["make", "lab"], cwd=checkout, env=env, stdout=out, stderr=subprocess.STDOUT,
                                  start_new_session=True)
    try:
        base = f"http://127.0.0.1:{port}/api/contents"
        listing = _wait_for_server(server, base, token, log, seconds)
        names = {entry["name"] for entry in listing["content"]}
        assert {"00-welcome.ipynb", "labs"} <= names and "solutions" not in names, names
        labs = {entry["name"] for entry in _get(f"{base}/labs", token)["content"]}
        assert "lab1-parallel.ipynb" in labs and not [name for name in labs if "solution" in name], labs
        welcome = _get(f"{base}/00-welcome.ipynb", token)
        assert welcome["type"] == "notebook"
        assert welcome["content"]["cells"], "the welcome notebook came back empty"
        # The file argument reached the server: the page it would open in a browser is the notebook.
        opened = list((tmp_path / "runtime").glob("jpserver-file-to-run-*-open.html"))
        assert opened and "lab/tree/00-welcome.ipynb" in opened[0].read_text()
    finally:
        _stop(server)


def test_make_lab_serves_the_notebooks_and_opens_the_welcome_notebook(tmp_path):
    _serve_with_make_lab(ROOT, tmp_path, 180)


@pytest.mark.install
@pytest.mark.skipif(shutil.which("git") is None, reason="a fresh clone needs git")
def test_make_lab_in_a_fresh_clone_installs_and_serves_the_welcome_notebook(tmp_path):
    """What a newcomer types first, in a clone with nothing built: make lab creates .venv
    (pip's cache reused) and serves the notebooks."""
    clone = fresh_clone(tmp_path)
    _serve_with_make_lab(clone, tmp_path, 1200)
    assert (clone / ".venv" / ".installed-lab").is_file() and (clone / ".venv" / "bin" / "polyviz").is_file()
