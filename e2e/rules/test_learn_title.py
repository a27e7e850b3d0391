"""learn.html's title names the game whose lesson is shown: it named
the base game on Clever 4Ever's lesson too."""

from __future__ import annotations


def test_learn_pages_title_names_the_lesson_shown(pages):
    for lang, title in (("en", "Learn by playing: Clever 4Ever"),
                        ("de", "Spielend lernen: Clever hoch vier"),
                        ("fr", "Apprendre en jouant : Clever 4Ever")):
        page = pages.open("learn.html#demo=learn-4ever", lang=lang)
        page.wait_for_selector("[data-demo='learn-4ever'] #demo-task")
        assert page.title() == title
    page.click(".lesson-switch a[href='#demo=learn']")
    page.wait_for_selector("[data-demo='learn'] #demo-task")
    assert page.title() == "Apprendre en jouant : That's Pretty Clever"
