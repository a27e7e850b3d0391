"""One scheduler runs every time-sliced job of the game page (computer turns,
hints, reviews: cleverweb/scheduler.py), here with a fake clock and a list of
posted tasks instead of the browser's: a task runs slices for about its
budget, then yields; a job is checked before each task, can be cancelled,
reports its end, its failure and its progress, and counts its tasks."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb.scheduler import Job, Scheduler  # noqa: E402


class Clock:
    def __init__(self):
        self.ms = 0.0

    def __call__(self) -> float:
        return self.ms


class Browser:
    """Posted tasks and timers, run when the test says so."""

    def __init__(self):
        self.tasks = []
        self.timers = {}

    def post(self, callback):
        self.tasks.append(callback)

    def set_timer(self, callback, ms):
        handle = len(self.timers) + 1
        self.timers[handle] = (ms, callback)
        return handle

    def clear_timer(self, handle):
        self.timers.pop(handle, None)

    def run(self, limit=1000) -> int:
        n = 0
        while self.tasks and n < limit:
            self.tasks.pop(0)()
            n += 1
        return n


def counting(clock, slices, cost=1.0):
    """A step function that is done after `slices` slices of `cost` ms each."""
    left = [slices]

    def step():
        clock.ms += cost
        left[0] -= 1
        return left[0] <= 0
    return step, left


@pytest.fixture
def setup():
    clock, browser = Clock(), Browser()
    return clock, browser, Scheduler(browser.post, browser.set_timer, browser.clear_timer,
                                     now=clock, slice_ms=8)


def test_a_job_runs_one_budget_of_slices_per_task_then_reports_done(setup):
    clock, browser, scheduler = setup
    step, left = counting(clock, 20)
    done = []
    job = scheduler.start(Job(step=step, done=lambda: done.append(clock.ms)))
    assert left == [20] and len(browser.tasks) == 1  # nothing runs before its task
    browser.tasks.pop(0)()
    assert left == [12] and not done  # 8 slices of 1 ms: the budget
    assert browser.run() == 2
    assert done == [20.0] and not job.live
    assert job.tasks == 3 and job.busy_ms == 20 and job.longest_ms == 8


def test_a_cancelled_job_runs_no_more_slices(setup):
    clock, browser, scheduler = setup
    step, left = counting(clock, 100)
    cancelled = []
    job = scheduler.start(Job(step=step, done=lambda: pytest.fail("done"),
                              on_cancel=lambda: cancelled.append(True)))
    browser.tasks.pop(0)()
    job.cancel()
    job.cancel()
    browser.run()
    assert left == [92] and cancelled == [True]


def test_a_job_that_no_longer_fits_is_dropped_before_its_slice(setup):
    clock, browser, scheduler = setup
    step, left = counting(clock, 100)
    fits = [True]
    job = scheduler.start(Job(step=step, done=lambda: None, check=lambda: fits[0]))
    browser.tasks.pop(0)()
    fits[0] = False
    browser.run()
    assert left == [92] and not job.live and not browser.tasks


def test_a_failing_slice_is_reported_and_ends_the_job(setup):
    _clock, browser, scheduler = setup
    failed = []

    def step():
        raise ValueError("bad position")
    job = scheduler.start(Job(step=step, done=lambda: None, failed=failed.append))
    browser.run()
    assert [str(e) for e in failed] == ["bad position"] and not job.live


def test_progress_after_each_task_may_drop_the_job(setup):
    clock, browser, scheduler = setup
    step, left = counting(clock, 100)
    seen = []

    def progress():
        seen.append(left[0])
        return len(seen) < 2
    job = scheduler.start(Job(step=step, done=lambda: None, progress=progress))
    browser.run()
    assert seen == [92, 84] and left == [84] and not job.live


def test_a_quick_job_ends_in_its_first_task(setup):
    clock, browser, scheduler = setup
    step, _left = counting(clock, 1, cost=0.1)
    done = []
    scheduler.start(Job(step=step, done=lambda: done.append(True), progress=lambda: False))
    assert browser.run() == 1 and done == [True]


def test_timers_wait_at_least_nothing_and_can_be_cleared(setup):
    _clock, browser, scheduler = setup
    handle = scheduler.later(lambda: None, -50)
    assert browser.timers[handle][0] == 0
    scheduler.cancel_later(handle)
    scheduler.cancel_later(None)
    assert browser.timers == {}
