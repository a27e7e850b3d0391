"""The score counter's engine side (clever/counter.py): players of the paper
game enter crosses where a scale applies and points elsewhere; the counter
checks each entry, applies the scales, values foxes at the weakest area and
ranks the players as the game does."""

import random

import pytest

from clever import new_game
from clever.counter import EntryError, area_points, count_scores, counter_fields
from clever.i18n import tr

PC, EVER = "pretty-clever", "clever-4ever"


def test_the_counter_asks_for_crosses_where_the_sheet_prints_a_scale():
    fields = {f["key"]: f for f in counter_fields(PC)}
    assert [f["key"] for f in counter_fields(PC)] == ["yellow", "blue", "green", "orange",
                                                      "purple", "foxes"]
    assert fields["blue"]["entry"] == fields["green"]["entry"] == "count"
    assert (fields["blue"]["max"], fields["green"]["max"], fields["foxes"]["max"]) == (11, 11, 5)
    assert fields["yellow"]["entry"] == fields["orange"]["entry"] == "points"
    assert (fields["yellow"]["max"], fields["orange"]["max"], fields["purple"]["max"]) == \
        (60, 96, 66)
    ever = {f["key"]: f for f in counter_fields(EVER)}
    assert all(f["entry"] == "points" for k, f in ever.items() if k != "foxes")
    assert ever["yellow"]["min"] == -30 and ever["foxes"]["max"] == 7
    assert (ever["blue"]["max"], ever["grey"]["max"], ever["green"]["max"],
            ever["pink"]["max"]) == (63, 106, 228, 90)


def test_one_player_scales_foxes_and_title():
    r = count_scores([("Ann", {"yellow": 30, "blue": 7, "green": 8, "orange": 44,
                               "purple": 38, "foxes": 2})])
    ann = r["players"][0]
    assert (ann["blue"], ann["green"]) == (22, 36)           # the printed scales
    assert ann["fox_value"] == 22 and ann["fox_points"] == 44  # weakest area: blue
    assert ann["total"] == 30 + 22 + 36 + 44 + 38 + 44 == 214
    assert r["title"] == "Hats off to you!"


def test_clever_4ever_yellow_may_be_negative_and_so_may_a_fox():
    r = count_scores([("Ann", {"yellow": -7, "blue": 25, "grey": 55, "green": 42,
                               "pink": 32, "foxes": 2})], EVER)
    ann = r["players"][0]
    assert ann["fox_value"] == -7 and ann["total"] == -7 + 25 + 55 + 42 + 32 - 14 == 133
    assert r["title"] == "Let's talk about something else"


def test_four_players_ranked_with_the_tie_break():
    same = {"yellow": 30, "blue": 5, "green": 5, "orange": 30, "purple": 30, "foxes": 0}
    r = count_scores([
        ("Ann", same),
        ("Bob", {**same, "yellow": 10, "orange": 50}),   # same total, best area 50
        ("Cy", same),                                     # fully tied with Ann
        ("Di", {**same, "purple": 20}),
    ])
    totals = [p["total"] for p in r["players"]]
    assert totals[:3] == [totals[0]] * 3 and totals[3] == totals[0] - 10
    assert r["winners"] == [1] and r["ranking"][0] == 1 and r["ranking"][-1] == 3
    assert r["title"] is None
    tied = count_scores([("Ann", same), ("Cy", same)])
    assert tied["winners"] == [0, 1]   # still level after the best area: shared


@pytest.mark.parametrize("variant,entries,message", [
    (PC, {"yellow": 12}, "yellow: no sheet scores exactly 12"),
    (PC, {"blue": 12}, "blue: 12 crosses is impossible; it must be from 0 to 11"),
    (PC, {"green": -1}, "green: -1 crosses is impossible"),
    (PC, {"orange": 97}, "orange: 97 points is impossible; it must be from 0 to 96"),
    (PC, {"purple": 67}, "purple: 67 points is impossible"),
    (PC, {"foxes": 6}, "foxes: 6 foxes is impossible; it must be from 0 to 5"),
    (PC, {"yellow": "30"}, "enter a whole number"),
    (PC, {"pink": 3}, "has no area named pink"),
    (EVER, {"yellow": -31}, "yellow: -31 points is impossible"),
    (EVER, {"blue": 5}, "blue: no sheet scores exactly 5"),
    (EVER, {"green": 1}, "green: no sheet scores exactly 1"),
    (EVER, {"pink": 1}, "pink: no sheet scores exactly 1"),
    (EVER, {"foxes": 8}, "foxes: 8 foxes is impossible"),
])
def test_impossible_entries_are_refused_with_a_reason(variant, entries, message):
    with pytest.raises(ValueError, match=message):
        count_scores([("Ann", entries)], variant)


@pytest.mark.parametrize("variant,entries,foxes,most", [
    # an area left out scores 0: That's Pretty Clever's yellow still holds its
    # fox then (a full row scores nothing), and 4Ever's yellow, blue and green
    (PC, {"green": 3}, 5, 1),
    (PC, {"green": 7}, 3, 2),                          # green's fox is its 7th box
    (PC, {"blue": 3, "green": 7}, 3, 2),               # blue's fox row needs 4 crosses
    (PC, {"blue": 4, "green": 7, "orange": 8}, 4, 3),  # 8 points never fill orange's 8th
    (EVER, {"pink": 19}, 4, 3),                        # 19: at most 7 pink boxes
    (EVER, {"pink": 19, "grey": 106}, 7, 6),           # all three shades, no pink fox
])
def test_each_fox_needs_the_box_that_gives_it(variant, entries, foxes, most):
    with pytest.raises(ValueError, match=f"foxes: {foxes} foxes is impossible with these "
                                         f"areas: .* at most {most}"):
        count_scores([("Ann", {**entries, "foxes": foxes})], variant)
    if most:
        count_scores([("Ann", {**entries, "foxes": most})], variant)


@pytest.mark.parametrize("variant,area,points,most", [
    (PC, "blue", 4, 0), (PC, "blue", 7, 1),            # 3 and 4 crosses on the scale
    (PC, "green", 21, 0), (PC, "green", 28, 1),        # 6 and 7 boxes
    (PC, "yellow", 0, 1),                              # the fox row, no full column
    (EVER, "pink", 19, 0), (EVER, "pink", 23, 1),      # box 8 took a 5: no extra points
    (EVER, "grey", 0, 0), (EVER, "grey", 106, 3),
    (EVER, "blue", 0, 1),                              # row 6's two crosses score nothing
])
def test_an_areas_fox_cap_follows_its_score(variant, area, points, most):
    from clever.variants import get_variant
    assert get_variant(variant).areas[area].fox_cap(points) == most


@pytest.mark.parametrize("variant", [PC, EVER])
def test_no_sheet_a_game_reaches_holds_more_foxes_than_its_areas_cap(variant):
    """The cap never refuses a real sheet: over random games, each area's
    foxes are within what its score allows, and some games reach the cap."""
    rng = random.Random(f"cap {variant}")
    reached = 0
    for seed in range(300):
        g = new_game(["Ann"], seed=seed, variant=variant)
        while not g.is_over:
            acts = g.legal_actions()
            g.apply(rng.choice([a for a in acts if a.kind != "forfeit"] or acts))
        for area, a in g.variant.areas.items():
            marks = g.sheets[0].marks[area]
            foxes, cap = a.foxes(marks), a.fox_cap(a.score(marks))
            assert foxes <= cap, (seed, area, a.score(marks), foxes, cap)
            reached += foxes == cap > 0
    assert reached > 20


def test_a_bad_player_list_is_refused():
    for bad in ([], [("Ann", {})] * 5, "Ann", [("", {})], [("Ann",)]):
        with pytest.raises(ValueError):
            count_scores(bad)


@pytest.mark.parametrize("variant", [PC, EVER])
def test_every_sheet_a_game_reaches_counts_to_the_engines_score(variant):
    """What a player would copy from a finished paper sheet (crosses where a
    scale applies, points elsewhere) counts to exactly the game's score."""
    rng = random.Random(variant)
    scale = {f["key"]: f["entry"] == "count" for f in counter_fields(variant)}
    for seed in range(150):
        g = new_game([f"P{i}" for i in range(1 + seed % 4)], seed=seed, variant=variant)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
        players = []
        for name, sheet in zip(g.players, g.sheets, strict=True):
            entries = {"foxes": sheet.fox_count()}
            for area, a in g.variant.areas.items():
                marks = sheet.marks[area]
                entries[area] = a.crossed_count(marks) if scale[area] else a.score(marks)
            players.append((name, entries))
        r = count_scores(players, variant)
        want = g.scores()
        assert [p["total"] for p in r["players"]] == [s["total"] for s in want]
        assert r["winners"] == g.winners()


# Written against mutation testing: the score counter (clever/counter.py) as a
# player of the paper game meets it: the whole text of each refusal (in
# English and in German, where the area and the game are named in the reader's
# language), the part of it the page shows beside the row, the limits
# themselves accepted, the default game and the table options checked.

def refusal(players, variant=PC, options=()):
    with pytest.raises(ValueError) as e:
        count_scores(players, variant, options)
    return e.value.args[0]


def test_each_refusal_is_the_whole_sentence_naming_the_player_and_the_area():
    assert refusal([("Ann", {"blue": 12})]) == \
        "Ann: blue: 12 crosses is impossible; it must be from 0 to 11"
    assert refusal([("Ann", {}), ("Bob", {"yellow": "30"})]) == \
        "Bob: yellow: enter a whole number, not '30'"
    assert refusal([("Ann", {"foxes": 6})]) == \
        "Ann: foxes: 6 foxes is impossible; it must be from 0 to 5"
    assert refusal([("Ann", {"orange": 97})]) == \
        "Ann: orange: 97 points is impossible; it must be from 0 to 96"
    assert refusal([("Ann", {"yellow": 12})]) == \
        "Ann: yellow: no sheet scores exactly 12 points there"
    assert refusal([("Ann", [30, 7])]) == "Ann: the entries must be given per area"


def test_unknown_areas_are_all_named_with_the_game():
    assert refusal([("Ann", {"pink": 3, "grey": 1})]) == \
        "Ann: That's Pretty Clever has no area named grey, pink"
    assert refusal([("Ann", {"orange": 3})], EVER) == \
        "Ann: Clever 4Ever has no area named orange"


def test_refusals_in_german_name_the_area_and_the_game_in_german():
    assert tr(refusal([("Ann", {"yellow": "3"})]), "de") == \
        "Ann: Gelb: gib eine ganze Zahl ein, nicht '3'"
    assert tr(refusal([("Ann", {"pink": 3})]), "de") == \
        "Ann: Ganz schön clever hat keinen Bereich namens pink"


def test_a_refused_entry_says_which_row_and_the_reason_alone():
    """The counter page checks each row alone and shows the reason beside it."""
    with pytest.raises(EntryError) as e:
        area_points({"blue": 12})
    assert e.value.key == "blue"
    assert e.value.reason == "12 crosses is impossible; it must be from 0 to 11"
    assert e.value.args[0] == "blue: 12 crosses is impossible; it must be from 0 to 11"


def test_the_highest_possible_entries_are_accepted():
    best = {"yellow": 60, "blue": 11, "green": 11, "orange": 96, "purple": 66, "foxes": 5}
    pts = area_points(best)
    assert pts == {"yellow": 60, "blue": 56, "green": 66, "orange": 96, "purple": 66,
                   "foxes": 5}
    ann = count_scores([("Ann", best)])["players"][0]
    assert ann["total"] == 60 + 56 + 66 + 96 + 66 + 5 * 56


def test_the_default_game_is_thats_pretty_clever():
    assert counter_fields() == counter_fields(PC)
    assert [f["key"] for f in counter_fields()][:2] == ["yellow", "blue"]
    assert area_points({"blue": 3}) == area_points({"blue": 3}, PC)


def test_the_foxes_are_asked_as_a_count_in_both_games():
    for variant in (PC, EVER):
        foxes = counter_fields(variant)[-1]
        assert foxes == {"key": "foxes", "entry": "count", "min": 0,
                         "max": 5 if variant == PC else 7}


@pytest.mark.parametrize("call", [
    lambda: counter_fields(PC, ["no_such_option"]),
    lambda: area_points({}, PC, ["no_such_option"]),
    lambda: count_scores([("Ann", {})], PC, ["no_such_option"]),
    lambda: count_scores([("Ann", {})], EVER, ["same_dice", "upper_wait"]),
])
def test_an_unknown_table_option_is_refused(call):
    with pytest.raises(ValueError, match="is not a table option of"):
        call()


def test_known_table_options_count_the_same():
    entries = {"yellow": 20, "blue": 25, "grey": 55, "green": 42, "pink": 32, "foxes": 1}
    plain = count_scores([("Ann", entries)], EVER)
    assert count_scores([("Ann", entries)], EVER, ["white_as_blue", "upper_waits"]) == plain


@pytest.mark.parametrize("players", [
    {"Ann": {}}.items(),          # pairs, but not a list
    [("Ann", {}, {})],            # a triple
    [("Ann",)],
    ["Ab"],                       # two characters are no (name, entries) pair
])
def test_players_that_are_not_a_list_of_pairs_are_refused_in_words(players):
    assert refusal(players) == "players must be a list of (name, entries) pairs"


# ----------------------------------------------------------------------
# Twice as Clever: a count where the sheet prints a scale (yellow's crosses,
# blue's boxes filled), points elsewhere (silver, green, which may be
# negative, pink), six foxes, the reroll track's end among them

TWICE = "twice-as-clever"
TWICE_AREAS = ("silver", "yellow", "blue", "green", "pink")
SILVER_ROW = (0, 2, 4, 7, 11, 16, 22)
GREEN_MULT = (2, 2, 2, 1, 3, 3, 3, 2, 3, 1, 4, 1)
FACES = range(1, 7)


def twice_states() -> dict[str, dict[int, set]]:
    """Each area of a Twice sheet worked out by brute force from the rules
    file, not from the area kinds: points -> every (foxes, reroll spaces) that
    a sheet scoring them there can hold."""
    out: dict[str, dict[int, set]] = {a: {} for a in TWICE_AREAS}

    def add(area, points, foxes, rerolls):
        out[area].setdefault(points, set()).add((foxes, rerolls))

    import itertools
    for counts in itertools.product(range(7), repeat=4):  # marks per silver row
        points = sum(SILVER_ROW[k] for k in counts)
        add("silver", points, 0, 0)
        if min(counts):  # a 3 in every row: column 3's fox
            add("silver", points, 1, 0)
    for crosses in range(11):  # each cross on a circle; circles score nothing
        circled_left = 10 - crosses  # numbers that may stay uncircled
        for fox, reroll in itertools.product((0, 1), repeat=2):
            # column 4 (3 numbers) for the fox, column 1 (2) for the reroll
            if (1 - fox) + (1 - reroll) <= circled_left:
                add("yellow", crosses, fox, reroll)
    for boxes in range(13):
        add("blue", boxes, int(boxes >= 9), int(boxes >= 6))
    sums = {0}
    for boxes in range(13):
        if boxes and boxes % 2 == 0:
            a, b = GREEN_MULT[boxes - 2], GREEN_MULT[boxes - 1]
            sums = {s + a * f - b * g for s in sums for f in FACES for g in FACES}
        for s in sums:
            add("green", s, int(boxes >= 7), int(boxes >= 2))
    states = {(0, 0, 0)}  # (sum, fox, reroll) box by box
    for box in range(1, 13):
        states = {(s + v, f + (box == 8 and v >= 2),
                   r + (box == 3 and v >= 2) + (box == 10 and v >= 4))
                  for s, f, r in states for v in FACES}
        for s, f, r in states:
            add("pink", s, f, r)
    add("pink", 0, 0, 0)
    return out


STATES = twice_states()
REROLL_SOURCES = {"silver": 0, "yellow": 1, "blue": 1, "green": 1, "pink": 2}  # + round 1


def most_by_hand(points: dict) -> int:
    """The most foxes on a sheet with these area scores (counts for yellow and
    blue): each area's own, or all of them that go with every reroll source
    plus the full track's fox."""
    plain = sum(max(f for f, _ in STATES[a][points[a]]) for a in TWICE_AREAS)
    full = [[f for f, r in STATES[a][points[a]] if r == REROLL_SOURCES[a]] for a in TWICE_AREAS]
    if all(full):
        return max(plain, 1 + sum(max(f) for f in full))
    return plain


def test_twice_asks_crosses_in_yellow_boxes_in_blue_and_points_elsewhere():
    fields = {f["key"]: f for f in counter_fields(TWICE)}
    assert list(fields) == [*TWICE_AREAS, "foxes"]
    assert fields["yellow"] == {"key": "yellow", "entry": "count", "unit": "crosses",
                                "min": 0, "max": 10}
    assert fields["blue"] == {"key": "blue", "entry": "count", "unit": "boxes",
                              "min": 0, "max": 12}
    assert [(fields[a]["entry"], fields[a]["min"], fields[a]["max"])
            for a in ("silver", "green", "pink")] == \
        [("points", 0, 88), ("points", -43, 92), ("points", 0, 72)]
    assert fields["foxes"] == {"key": "foxes", "entry": "count", "min": 0, "max": 6}
    # the base game's counts stay crosses
    assert {f.get("unit") for f in counter_fields(PC) if f["entry"] == "count"
            and f["key"] != "foxes"} == {"crosses"}


def test_twice_points_an_area_can_score_are_those_the_rules_reach():
    from clever.variants import get_variant
    v = get_variant(TWICE)
    for area in ("silver", "green", "pink"):
        assert v.areas[area].possible_points() == frozenset(STATES[area]), area
    assert sorted(STATES["green"]) == list(range(-43, 93))  # every score in between
    assert sorted(STATES["silver"])[:6] == [0, 2, 4, 6, 7, 8]  # never 1, 3 or 5


def test_twice_scales_and_a_negative_fox():
    r = count_scores([("Ann", {"silver": 30, "yellow": 4, "blue": 9, "green": -5,
                               "pink": 40, "foxes": 3})], TWICE)
    ann = r["players"][0]
    assert (ann["yellow"], ann["blue"]) == (36, 45)       # the printed scales
    assert ann["fox_value"] == -5 and ann["fox_points"] == -15  # T11: green is lowest
    assert ann["total"] == 30 + 36 + 45 - 5 + 40 - 15 == 131
    assert r["title"] == "Half as clever."
    best = count_scores([("Ann", {"silver": 88, "yellow": 10, "blue": 12, "green": 92,
                                  "pink": 72, "foxes": 6})], TWICE)
    assert best["players"][0]["total"] == 88 + 165 + 78 + 92 + 72 + 6 * 72
    assert best["title"] == "Twice as clever!"


@pytest.mark.parametrize("entries,message", [
    ({"silver": 1}, "silver: no sheet scores exactly 1 points there"),
    ({"silver": 89}, "silver: 89 points is impossible; it must be from 0 to 88"),
    ({"yellow": 11}, "yellow: 11 crosses is impossible; it must be from 0 to 10"),
    ({"blue": 13}, "blue: 13 boxes filled is impossible; it must be from 0 to 12"),
    ({"green": -44}, "green: -44 points is impossible; it must be from -43 to 92"),
    ({"green": 93}, "green: 93 points is impossible; it must be from -43 to 92"),
    ({"pink": 73}, "pink: 73 points is impossible; it must be from 0 to 72"),
    ({"foxes": 7}, "foxes: 7 foxes is impossible; it must be from 0 to 6"),
    ({"orange": 3}, "Twice as Clever has no area named orange"),
])
def test_twice_impossible_entries_are_refused(entries, message):
    with pytest.raises(ValueError, match=message):
        count_scores([("Ann", entries)], TWICE)


def test_twice_boxes_filled_are_refused_in_german_and_french():
    text = refusal([("Ann", {"blue": 13})], TWICE)
    assert tr(text, "de") == \
        "Ann: Blau: 13 ausgefüllte Felder sind unmöglich; erlaubt ist 0 bis 12"
    assert tr(text, "fr") == \
        "Ann : bleu : 13 cases remplies, c'est impossible ; il en faut de 0 à 12"


@pytest.mark.parametrize("points,most", [
    # the reroll track fills from round 1, yellow's column 1, blue's 6th box,
    # green's 2nd and pink's 3rd (a 2 or more) and 10th (a 4 or more)
    ({"silver": 8, "yellow": 0, "blue": 9, "green": 0, "pink": 30}, 6),
    ({"silver": 8, "yellow": 0, "blue": 5, "green": 0, "pink": 30}, 4),   # blue: 5 boxes
    ({"silver": 8, "yellow": 0, "blue": 9, "green": 0, "pink": 13}, 5),   # pink: 9 boxes
    # 14 in ten pink boxes: 1s but a 2 and a 4 on the track's boxes, so box 8
    # holds a 1 (no fox there); eight boxes with a 2 on box 8 make no track
    ({"silver": 8, "yellow": 0, "blue": 9, "green": 0, "pink": 14}, 5),
    ({"silver": 8, "yellow": 0, "blue": 9, "green": 0, "pink": 15}, 6),
    ({"silver": 6, "yellow": 10, "blue": 12, "green": 1, "pink": 72}, 5),  # a silver row empty
    # yellow's circles score nothing, green's pairs may cancel out
    ({"silver": 0, "yellow": 0, "blue": 0, "green": 0, "pink": 0}, 2),
])
def test_twice_the_most_foxes_count_the_reroll_tracks_end(points, most):
    assert most_by_hand(points) == most
    entries = dict(points)
    count_scores([("Ann", {**entries, "foxes": most})], TWICE)
    if most < 6:
        with pytest.raises(ValueError, match=f"at most {most}"):
            count_scores([("Ann", {**entries, "foxes": most + 1})], TWICE)


def test_twice_the_most_foxes_agree_with_a_brute_force_over_many_sheets():
    rng = random.Random("twice foxes")
    scores = {a: sorted(STATES[a]) for a in TWICE_AREAS}
    for _ in range(1500):
        points = {a: rng.choice(scores[a]) for a in TWICE_AREAS}
        most = most_by_hand(points)
        area_points({**points, "foxes": most}, TWICE)
        if most < 6:
            with pytest.raises(EntryError):
                area_points({**points, "foxes": most + 1}, TWICE)


@pytest.mark.parametrize("spaces,points,most", [
    # the test-only game (tests/fixtures/variant_trio.py) with a reroll track
    # whose end is a fox: its sources are round 1 and the 2nd box of amber and
    # of rose. Three spaces need every source; two need one of the areas'.
    (3, {"teal": 0, "amber": 40, "rose": 20}, 3),  # teal's fox row, amber's 6th box, the track
    (3, {"teal": 0, "amber": 40, "rose": 0}, 2),   # rose never gave its reroll
    (3, {"teal": 0, "amber": 1, "rose": 20}, 1),   # amber's one box: no reroll, no fox
    (2, {"teal": 0, "amber": 1, "rose": 20}, 2),   # rose's reroll is enough
    (2, {"teal": 0, "amber": 1, "rose": 0}, 1),
])
def test_a_track_ending_in_a_fox_counts_where_its_spaces_could_be_filled(spaces, points,
                                                                         most):
    from types import ModuleType

    from fixtures import variant_trio

    from clever import variants
    from clever.counter import most_foxes
    module = ModuleType("trio_with_a_fox_track")
    module.__dict__.update({k: v for k, v in vars(variant_trio).items() if k.isupper()})
    module.ACTION_TRACKS = {"reroll": (spaces, ("fox",)), "plus1": (5, None)}
    variants.register(module)
    try:
        assert counter_fields(module.NAME)[-1]["max"] == 3
        assert most_foxes(points, module.NAME) == most
        area_points({**points, "foxes": most}, module.NAME)
        with pytest.raises(EntryError, match=f"at most {most}|from 0 to {most}"):
            area_points({**points, "foxes": most + 1}, module.NAME)
    finally:
        variants.unregister(module.NAME)
