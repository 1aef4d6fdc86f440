"""Checks that processes a test started have ended (tests import it by name: pytest puts tests/
on the path). A zombie, killed but not yet reaped by its parent, counts as ended."""
from __future__ import annotations

import contextlib
import os
import signal
import time
from pathlib import Path
from typing import Callable

import pytest


def assert_process_ends(pid: int, what: str, seconds: float = 5.0) -> None:
    """Fail, saying ``what`` was still running, unless process ``pid`` ends within ``seconds``."""
    _assert_ends(lambda: [pid] if _running(_stat(pid)) else [], what, seconds)


def assert_process_group_ends(group: int, what: str, seconds: float = 5.0) -> None:
    """Fail, saying ``what`` was still running, unless every process of process group ``group``
    ends within ``seconds``."""
    def running() -> list[int]:
        return [pid for pid in _pids() if _running(fields := _stat(pid)) and int(fields[2]) == group]

    _assert_ends(running, what, seconds)


def _assert_ends(running: Callable[[], list[int]], what: str, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while left := running():
        if time.monotonic() > deadline:
            for pid in left:  # the test's own processes: they must not outlive it
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
            pytest.fail(f"{what} was still running")
        time.sleep(0.1)


def _pids() -> list[int]:
    return [int(entry.name) for entry in Path("/proc").iterdir() if entry.name.isdigit()]


def _stat(pid: int) -> list[str] | None:
    """The fields of ``/proc/PID/stat`` after the command name (state, parent, process group…)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None


def _running(fields: list[str] | None) -> bool:
    return fields is not None and fields[0] != "Z"
