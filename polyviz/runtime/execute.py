"""Run one kernel variant in a fresh child process with a time limit and a memory cap.

The child (:mod:`polyviz.runtime._child`) is a new interpreter (not a fork of the caller, which
may be a Jupyter kernel), started in its own session. It reports each finished call on a pipe;
the parent allows ``timeout`` seconds per call, kills the child when a call overruns, and turns a
death by signal into a readable message. The calling process is never at risk.
"""
from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from ..processes import kill_process_group

CHILD_SCRIPT = Path(__file__).resolve().parent / "_child.py"

#: Seconds the child may take to start and load its inputs, on top of the per-call timeout.
STARTUP_SECONDS = 60.0

_SIGNAL_MEANING = {
    "SIGSEGV": "segmentation fault: the kernel accessed memory outside its arrays",
    "SIGBUS": "bus error: invalid memory access",
    "SIGABRT": "abort: an assert failed, the C library detected heap corruption or the code gave up",
    "SIGFPE": "arithmetic exception (e.g. integer division by zero)",
    "SIGILL": "illegal instruction (code built with -march=native for another CPU?)",
    "SIGKILL": "killed (by the system's out-of-memory killer, or by another process)",
    "SIGXCPU": "CPU time limit exceeded",
}


@dataclass
class ChildOutcome:
    """What happened in the child: ``status`` is ``"ok"``, ``"crashed"``, ``"timeout"``,
    ``"out-of-memory"``, ``"error"`` or ``"cancelled"``; times are seconds of the kernel call only."""

    status: str
    message: str = ""
    check_seconds: float | None = None
    warmup_seconds: float | None = None
    times: list[float] = field(default_factory=list)
    #: Wall time of the whole child, from start to exit.
    wall_seconds: float = 0.0
    #: From process start to inputs loaded and library opened.
    startup_seconds: float = 0.0
    signal: str | None = None
    stderr: str = ""

    @property
    def overhead_seconds(self) -> float:
        """Wall time of the child not spent in kernel calls (start, loading, copying, saving)."""
        calls = sum(self.times) + (self.check_seconds or 0) + (self.warmup_seconds or 0)
        return max(0.0, self.wall_seconds - calls)


def child_environment(threads: int | None) -> dict[str, str]:
    """The child's environment: the caller's, with the thread count set for OpenMP and BLAS, and
    exactly that count (``OMP_DYNAMIC=false``: generated parallel loops otherwise take fewer
    threads when other tasks hold CPUs, see codegen's ``pv_free_cpus``)."""
    env = dict(os.environ)
    if threads is not None:
        for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
            env[var] = str(int(threads))
        env["OMP_DYNAMIC"] = "false"
    return env


def run_child(job: dict, workdir: str | Path, *, timeout: float = 60.0, threads: int | None = None,
              cancel_file: str | Path | None = None) -> ChildOutcome:
    """Run ``job`` (see :mod:`polyviz.runtime._child` for its keys) in a child process.

    ``timeout`` applies to each kernel call (check run, warm-up and every repeat);
    ``cancel_file``: when that file appears, the child is killed and the outcome is
    ``"cancelled"``.
    """
    workdir = Path(workdir)
    workdir.mkdir(parents=True, exist_ok=True)
    job_path = workdir / "job.json"
    job_path.write_text(json.dumps(job))
    err_path = workdir / "child-stderr.txt"
    r, w = os.pipe()
    out = ChildOutcome("ok")
    t_start = time.perf_counter()
    with open(err_path, "wb") as err:
        try:
            proc = subprocess.Popen([sys.executable, str(CHILD_SCRIPT), str(job_path), str(w)],
                                    stdin=subprocess.DEVNULL, stdout=err, stderr=err,
                                    pass_fds=(w,), env=child_environment(threads),
                                    start_new_session=True, close_fds=True)
        finally:
            os.close(w)
    buf = b""
    ready = False
    phase = "start-up"
    deadline = time.monotonic() + STARTUP_SECONDS + timeout
    events = []
    killed_for = None
    finished_loop = False
    try:
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                killed_for = "timeout"
                break
            if cancel_file is not None and os.path.exists(cancel_file):
                killed_for = "cancelled"
                break
            rl, _, _ = select.select([r], [], [], min(remaining, 0.2))
            if not rl:
                continue
            chunk = os.read(r, 65536)
            if not chunk:
                break  # the child closed the pipe: it exited or died
            buf += chunk
            while b"\n" in buf:
                line, buf = buf.split(b"\n", 1)
                ev = json.loads(line)
                events.append(ev)
                if ev["event"] == "ready":
                    ready = True
                    out.startup_seconds = time.perf_counter() - t_start
                    phase = "check run" if job.get("check_library") else "warm-up run"
                    deadline = time.monotonic() + timeout
                elif ev["event"] == "call":
                    if ev["phase"] == "check":
                        out.check_seconds = ev["seconds"]
                        phase = "warm-up run"
                    elif ev["phase"] == "warmup":
                        out.warmup_seconds = ev["seconds"]
                        phase = "timed run 1"
                    else:
                        out.times.append(ev["seconds"])
                        phase = f"timed run {len(out.times) + 1}"
                    deadline = time.monotonic() + timeout
        finished_loop = True
    finally:
        os.close(r)
        # Kill on a timeout or cancellation, and when the caller is interrupted (Ctrl-C in a
        # notebook): no child outlives its call.
        if killed_for is not None or not finished_loop:
            kill_process_group(proc)
        else:
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:  # it closed the pipe but does not exit
                kill_process_group(proc)
    rc = proc.returncode
    out.wall_seconds = time.perf_counter() - t_start
    out.stderr = err_path.read_text(errors="replace")[-4000:] if err_path.exists() else ""
    if killed_for == "timeout":
        out.status = "timeout"
        what = "start-up" if not ready else phase
        limit = STARTUP_SECONDS + timeout if not ready else timeout
        out.message = f"timed out: the {what} did not finish within {limit:g} s (the child was killed)"
        return out
    if killed_for == "cancelled":
        out.status = "cancelled"
        out.message = "cancelled"
        return out
    errors = [e for e in events if e["event"] == "error"]
    if errors:
        e = errors[-1]
        if e.get("type") == "MemoryError":
            out.status = "out-of-memory"
            out.message = (f"out of memory during {phase}: {e.get('message')} "
                           f"(memory cap {_mb(job.get('memory_limit'))})")
        else:
            out.status = "error"
            out.message = f"{e.get('type')} during {phase}: {e.get('message')}"
            if e.get("traceback"):
                out.stderr = e["traceback"] + out.stderr
        return out
    finished = sum(e["event"] == "done" for e in events) == len(job.get("batch", [job]))
    if rc < 0 and finished:
        # Every call finished and reported: a crash during the child's exit does not matter.
        out.message = f"(the child died with signal {-rc} after finishing)"
        return out
    if rc < 0:
        try:
            name = signal.Signals(-rc).name
        except ValueError:
            name = f"signal {-rc}"
        out.status = "crashed"
        out.signal = name
        meaning = _SIGNAL_MEANING.get(name, "killed by a signal")
        out.message = f"crashed with {name} during {phase}: {meaning}"
        said = out.stderr.strip().splitlines()[-1:]
        if name == "SIGABRT" and said:
            # What aborted says why (an assert's text, generated code's failed allocation).
            out.message += f": {said[0]}"
        if name in ("SIGSEGV", "SIGBUS", "SIGKILL") and job.get("memory_limit"):
            out.message += (f" (or a failed allocation: the memory cap is "
                            f"{_mb(job['memory_limit'])})")
        return out
    if rc != 0 or not finished:
        out.status = "error"
        tail = out.stderr.strip().splitlines()[-5:]
        out.message = f"the child exited with code {rc} during {phase}" + (
            ": " + " | ".join(tail) if tail else "")
        return out
    return out


def _mb(nbytes) -> str:
    return "none" if not nbytes else f"{int(nbytes) / 2**20:.0f} MiB"
