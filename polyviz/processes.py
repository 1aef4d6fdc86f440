"""Commands run in a session of their own, so that a timeout ends every process they started.

A compiler driver (gcc, clang, cpp) runs its passes as child processes (``cc1``): killing the
driver alone would leave them running. Both the front end's preprocessor and the runtime's
compiles start their command with ``start_new_session=True`` and end it with
:func:`kill_process_group`.
"""
from __future__ import annotations

import os
import signal
import subprocess
from typing import Mapping, Sequence


def run_process_group(command: Sequence[str], timeout: float, env: Mapping[str, str] | None = None
                      ) -> subprocess.CompletedProcess:
    """``subprocess.run(command, capture_output=True, text=True, timeout=timeout)``, with the
    command in a session of its own whose every process is killed on the timeout (then
    :class:`subprocess.TimeoutExpired` is raised)."""
    with subprocess.Popen(list(command), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                          stdin=subprocess.DEVNULL, start_new_session=True, env=env) as process:
        try:
            stdout, stderr = process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            kill_process_group(process)
            raise
    return subprocess.CompletedProcess(process.args, process.returncode, stdout, stderr)


def kill_process_group(process: subprocess.Popen) -> None:
    """Kill ``process`` (started with ``start_new_session=True``) and every process of its
    session, and reap it (what it still wrote to its pipes is dropped)."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except OSError:
        process.kill()  # no group left to signal: still make sure of the process itself
    process.communicate()
