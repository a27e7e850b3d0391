"""Time-sliced jobs: a computer seat's move, the Hint, the after-game review.

Each of them thinks for long stretches in pure Python. Run in one go they
would freeze the page (or, in a worker, hold back every event until done), so
a job runs a few milliseconds of slices per browser task and then lets the
page paint and take input. A job is a step function (one slice; True once
done) plus callbacks; the scheduler posts its tasks and can cancel it.

Pure Python: the thread's task poster, timers and clock are given to it
(app.py gives the page's or the worker's own, thread.py), so the tests run
it under CPython with a fake clock and a list of posted tasks.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

SLICE_MS = 8  # thinking per browser task: then the page paints and takes input


def clock_ms() -> float:
    """This thread's clock, in milliseconds. With Python in a worker,
    `window.performance.now()` is a round trip to the page (page_ops.py): a
    job that thinks one slice per browser task must not pay one per task."""
    return time.perf_counter() * 1000


@dataclass
class Job:
    """One time-sliced piece of work.

    `step()` runs one slice and says whether the work is done. Before each
    task `check()` (if given) says whether the job still fits (False: it is
    dropped without a word; the check may tidy up first). After a task that
    did not finish, `progress()` (if given) may return False to drop it.
    `done()` runs once the work is done, `failed(exc)` if a slice raised.
    """
    step: Callable[[], bool]
    done: Callable[[], None]
    check: Callable[[], bool] | None = None
    failed: Callable[[BaseException], None] | None = None
    progress: Callable[[], bool] | None = None
    on_cancel: Callable[[], None] | None = None
    # how it went, for measurements: tasks run, their total and longest time (ms)
    tasks: int = 0
    busy_ms: float = 0.0
    longest_ms: float = 0.0
    started_ms: float = 0.0
    live: bool = field(default=True)

    def cancel(self) -> None:
        if self.live:
            self.live = False
            if self.on_cancel is not None:
                self.on_cancel()


class Scheduler:
    """Runs jobs one slice-batch per task through `post(callback)` (a browser
    task of its own), and one-off timers through `set_timer(callback, ms)` and
    `clear_timer(handle)`; `now()` is the clock, in milliseconds."""

    def __init__(self, post: Callable[[Callable[[], None]], None],
                 set_timer: Callable | None = None, clear_timer: Callable | None = None,
                 now: Callable[[], float] = clock_ms, slice_ms: float = SLICE_MS):
        self.post = post
        self.set_timer = set_timer
        self.clear_timer = clear_timer
        self.now = now
        self.slice_ms = slice_ms

    def start(self, job: Job) -> Job:
        """Run `job` from the next task on; returns it (job.cancel() stops it)."""
        job.started_ms = self.now()
        self.post(lambda: self._task(job))
        return job

    def run_slices(self, step: Callable[[], bool]) -> bool:
        """Call `step` for about `slice_ms`; True once it says it is done."""
        started = self.now()
        while not step():
            if self.now() - started >= self.slice_ms:
                return False
        return True

    def _task(self, job: Job) -> None:
        if not job.live:
            return
        if job.check is not None and not job.check():
            job.live = False
            return
        started = self.now()
        try:
            finished = self.run_slices(job.step)
        except Exception as exc:  # a failing job must say so, not hang the page
            job.live = False
            if job.failed is None:
                raise
            job.failed(exc)
            return
        spent = self.now() - started
        job.tasks += 1
        job.busy_ms += spent
        job.longest_ms = max(job.longest_ms, spent)
        if finished:
            job.live = False
            job.done()
            return
        if job.progress is not None and job.progress() is False:
            job.live = False
            return
        if job.live:
            self.post(lambda: self._task(job))

    def later(self, callback: Callable[[], None], ms: float):
        """`callback` once, after `ms` (a timer handle for cancel_later)."""
        return self.set_timer(callback, max(0, ms))

    def cancel_later(self, handle) -> None:
        if handle is not None:
            self.clear_timer(handle)
