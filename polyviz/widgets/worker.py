"""Run view updates off the kernel's message loop, newest request only.

A slider dragged across ten values sends ten change messages; recomputing all ten would
queue seconds of stale work. :class:`LatestOnly` keeps one background thread and at most one
pending job: a new request replaces the pending one, so the view always converges on the
latest control values and never works on values the user has already moved past. Work that
only prepares for likely next requests (``when_idle``) runs once nothing is asked, after a pause
that leaves the machine to the browser drawing the last update (idle work that idle work queues
follows at once: the browser has had its pause), and never ahead of a request: the part of it
run ``interruptible`` is stopped as a request comes (or ``interrupt`` is called), and as an action
waits for what it holds (``holding_off``), which no idle work then takes before that action does.
"""
from __future__ import annotations

import contextlib
import threading
from typing import Callable, Iterator

#: How long the worker leaves the machine to the browser before it runs work of its own.
IDLE_PAUSE_S = 0.25


class LatestOnly:
    """``submit(job)`` runs ``job`` soon in a background thread (or at once when not ``background``)."""

    def __init__(self, on_error: Callable[[BaseException], None], *, background: bool = True):
        self._on_error = on_error
        self._background = background
        self._condition = threading.Condition()
        self._pending: Callable[[], None] | None = None
        self._idle: Callable[[], None] | None = None
        self._busy = False
        self._thread: threading.Thread | None = None
        self._interruption: Interruption | None = None  # of the idle work running, if it can be stopped
        self._holding_off = 0  # actions waiting for what idle work holds (see holding_off)

    def submit(self, job: Callable[[], None]) -> None:
        if not self._background:
            self._run(job)
            return
        with self._condition:
            self._pending = job
            self._interrupt()
            self._start()

    def interrupt(self) -> None:
        """Stop the idle work running in an ``interruptible`` block, if any (a request is waiting)."""
        with self._condition:
            self._interrupt()

    @contextlib.contextmanager
    def holding_off(self) -> Iterator[None]:
        """A block in which the caller waits for what idle work holds (an action, for the lock of
        isl's context): the idle work running is stopped, as by a request, and until the block ends
        no idle work starts and an ``interruptible`` block is stopped as it begins. Stopped once
        only, the idle work that follows at once (or the next check of another thread's
        ``interruptible`` work) would take the lock again before the waiting thread woke, on a
        loaded machine for a whole chain of turns."""
        with self._condition:
            self._holding_off += 1
            self._interrupt()
        try:
            yield
        finally:
            with self._condition:
                self._holding_off -= 1
                self._condition.notify_all()

    def _interrupt(self) -> None:
        if self._interruption is not None:  # (under the condition)
            self._interruption.stop()
            self._interruption = None

    @contextlib.contextmanager
    def interruptible(self, stop: Callable[[], None]) -> Iterator[Interruption]:
        """Idle work in this block is stopped by a request: ``stop()`` is called from the requesting
        thread (at once if one is already pending), and must make the block end soon, by raising.
        Yields the :class:`Interruption`: its ``happened`` tells an interrupted block from one
        that failed of itself."""
        interruption = Interruption(stop)
        with self._condition:
            if self._pending is not None or self._holding_off:
                interruption.stop()
            else:
                self._interruption = interruption
        try:
            yield interruption
        finally:
            with self._condition:
                if self._interruption is interruption:
                    self._interruption = None

    def when_idle(self, job: Callable[[], None]) -> None:
        """Run ``job`` once no request is pending or running and none came for ``IDLE_PAUSE_S``
        (it replaces an idle job not yet started; without a background thread it is dropped)."""
        if not self._background:
            return
        with self._condition:
            self._idle = job
            self._start()

    def _start(self) -> None:
        """Wake the thread, or start it (under the condition)."""
        if self._thread is None:
            # Not a daemon: a job runs isl and numpy code, which segfaults when the interpreter
            # is torn down under it; at exit Python waits for the running job (the thread ends
            # when nothing is pending).
            self._thread = threading.Thread(target=self._loop, name="polyviz-explorer")
            self._thread.start()
        self._condition.notify_all()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until no request is pending or running and no action waits (``holding_off``; idle
        work is not waited for); ``False`` if ``timeout`` passed first."""
        with self._condition:
            return self._condition.wait_for(
                lambda: self._pending is None and not self._busy and not self._holding_off, timeout)

    def _loop(self) -> None:
        after_request = False  # whether the job run last was a request: idle work then pauses first
        while True:
            with self._condition:
                self._condition.wait_for(lambda: self._pending is not None or not self._holding_off)
                if after_request and self._pending is None and self._idle is not None:
                    self._condition.wait_for(lambda: self._pending is not None, IDLE_PAUSE_S)
                if self._pending is not None:
                    job, self._pending, requested = self._pending, None, True
                elif self._idle is not None:
                    job, self._idle, requested = self._idle, None, False
                else:
                    self._thread = None
                    return
                self._busy = requested
            try:
                self._run(job)
            finally:
                with self._condition:
                    self._busy = False
                    self._condition.notify_all()
            after_request = requested

    def _run(self, job: Callable[[], None]) -> None:
        try:
            job()
        except Exception as error:  # a thread has no caller to raise to: show it in the view
            self._on_error(error)


class Interruption:
    """What stops a block of idle work (``stop``), and whether it was called (``happened``)."""

    def __init__(self, stop: Callable[[], None]):
        self._stop = stop
        self.happened = False

    def stop(self) -> None:
        self.happened = True
        self._stop()
