"""Run view updates off the kernel's message loop, newest request only.

A slider dragged across ten values sends ten change messages; recomputing all ten would
queue seconds of stale work. :class:`LatestOnly` keeps one background thread and at most one
pending job: a new request replaces the pending one, so the view always converges on the
latest control values and never works on values the user has already moved past.
"""
from __future__ import annotations

import threading
from typing import Callable


class LatestOnly:
    """``submit(job)`` runs ``job`` soon in a background thread (or at once when not ``background``)."""

    def __init__(self, on_error: Callable[[BaseException], None], *, background: bool = True):
        self._on_error = on_error
        self._background = background
        self._condition = threading.Condition()
        self._pending: Callable[[], None] | None = None
        self._busy = False
        self._thread: threading.Thread | None = None

    def submit(self, job: Callable[[], None]) -> None:
        if not self._background:
            self._run(job)
            return
        with self._condition:
            self._pending = job
            if self._thread is None:
                # Not a daemon: a job runs isl and numpy code, which segfaults when the interpreter
                # is torn down under it; at exit Python waits for the running job (the thread ends
                # when nothing is pending).
                self._thread = threading.Thread(target=self._loop, name="polyviz-explorer")
                self._thread.start()
            self._condition.notify_all()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until no job is pending or running; ``False`` if ``timeout`` passed first."""
        with self._condition:
            return self._condition.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def _loop(self) -> None:
        while True:
            with self._condition:
                if self._pending is None:
                    self._thread = None
                    return
                job, self._pending, self._busy = self._pending, None, True
            try:
                self._run(job)
            finally:
                with self._condition:
                    self._busy = False
                    self._condition.notify_all()

    def _run(self, job: Callable[[], None]) -> None:
        try:
            job()
        except Exception as error:  # a thread has no caller to raise to: show it in the view
            self._on_error(error)
