"""A lesson played step by step as the page's clicks give it (a roll or a
reroll pressed without its dice: the lesson gives them), for the tests of
each game's lesson."""

from __future__ import annotations

from types import ModuleType

from clever import Action
from clever.demos.tutorial import Lesson


class LessonPlay:
    def __init__(self, lesson: ModuleType):
        self.id, self.steps = lesson.LESSON_ID, lesson.STEPS

    def played_to(self, n: int) -> Lesson:
        """The lesson after its first n steps, each vetted as a click."""
        lesson = Lesson(self.id)
        for step in self.steps[:n]:
            action = Action.parse(step["do"])
            click = Action(action.kind) if action.kind in ("roll", "reroll") else action
            apply, why = lesson.vet(click)
            assert why == "" and apply == action, step["do"]
            lesson.game.apply(apply)
            lesson.applied()
        return lesson

    def said(self, n: int) -> list[str]:
        """The game's own words for step n."""
        lesson = self.played_to(n)
        return [str(e) for e in lesson.game.apply(Action.parse(self.steps[n]["do"]))]

    def step_no(self, do: str) -> int:
        return next(n for n, s in enumerate(self.steps) if s["do"] == do)

    def sheet(self, n: int) -> dict:
        return self.played_to(n).game.sheets[0].to_dict()
