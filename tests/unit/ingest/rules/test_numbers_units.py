"""Rules for numbers and units across families: stones and pounds, ordinals, numbers said in words."""

from __future__ import annotations

import pytest

from pia_graph.ingest.extract.numbers import find_quantities


# numbers: stones with the pounds' unit unsaid, and stones alone ("14 st")
@pytest.mark.parametrize(("text", "pounds"), [("10st 3 last week", 143.0), ("about 15 st at xmas", 210.0),
                                              ("9 stone 12", 138.0)])
def test_stones_and_pounds(text: str, pounds: float) -> None:
    got = [q for q in find_quantities(text, "en") if q.kind == "stone_pounds"]
    assert [q.value for q in got] == [pounds]


def test_an_ordinal_is_not_a_stone() -> None:
    assert not [q for q in find_quantities("my 1st run in weeks", "en") if q.kind == "stone_pounds"]

# --- numbers said in words (a voice transcript) ----------------------------------------------------------------


def test_spoken_digits_keep_words_and_counts() -> None:
    from pia_graph.ingest.extract.spoken_numbers import digit_twin

    for text in ("오십견 때문에 어깨가 아파", "이십대 때부터", "took two tylenol", "one of my friends", "sixty"):
        assert digit_twin(text) == text
    twin = digit_twin("weight two hundred and five point six")
    assert twin.split() == ["weight", "205.6"] and len(twin) == len("weight two hundred and five point six")

# --- a new dose said as "up to" / "down to", a number in words before a unit ------------------------------------


def test_one_number_word_before_a_unit_is_a_value() -> None:
    from pia_graph.ingest.extract.spoken_numbers import digit_twin

    twin = digit_twin("lantus eighteen units, walked five miles, two kids")
    assert ("18" in twin, "5 " in twin, "two kids" in twin) == (True, True, True)
    assert len(twin) == len("lantus eighteen units, walked five miles, two kids")
    assert digit_twin("a1c seven point two").startswith("a1c 7.2")


# numbers said in words, as voice dictation writes them, before a spelled-out unit or after stones
@pytest.mark.parametrize(("text", "value", "unit"), [("took two hundred milligrams of it", 200.0, "mg"),
                                                     ("on eighty eight micrograms", 88.0, "mcg"),
                                                     ("weighed ninety kilograms", 90.0, "kg")])
def test_a_number_in_words_before_a_spelled_out_unit(text: str, value: float, unit: str) -> None:
    got = [(q.value, q.unit) for q in find_quantities(text, "en") if q.unit is not None]
    assert got == [(value, unit)]


def test_pounds_in_words_after_stones_in_words() -> None:
    got = [q.value for q in find_quantities("about fourteen stone three", "en") if q.kind == "stone_pounds"]
    assert got == [199.0]


def test_a_lone_number_word_with_no_unit_stays_a_word() -> None:
    assert find_quantities("saw three doctors", "en") == []


# --- the quantities of some kinds only (``kinds``: what a rule asks, e.g. the one rating of a reply) ------------
_KINDS_TEXTS = [
    ("down to a 3/10 today with ice", "en"), ("pain 6 out of ten, bp 132/85", "en"), ("6 of 10, no fever", "en"),
    ("3 of 10 days I walked", "en"), ("128/84 then 7/10 later, 5'9\" and 180 lbs", "en"), ("stage 3b, 4/10", "en"),
    ("10점 만점에 9점", "ko"), ("통증 7점, 혈압 130에 85", "ko"), ("오늘은 좀 나아져서 4점이요", "ko"),
    ("두통 다섯 정도요 체중 74.5", "ko"), ("1만 2천 보, 7/10", "ko"), ("bp 7/10 on 7/10", "en"),
]


@pytest.mark.parametrize(("text", "lang"), _KINDS_TEXTS)
@pytest.mark.parametrize("kinds", [("score",), ("pair",), ("score", "pair"), ("number",), ("feet_inches",)])
def test_quantities_of_some_kinds_are_those_of_the_whole_list(text: str, lang: str, kinds: tuple[str, ...]) -> None:
    """The patterns after the last of the kinds asked are not run: what is found is what the whole list holds of
    those kinds, spans, values and order, also where a time expression's span is left out."""
    for skip in (None, [(text.find("7/10"), text.find("7/10") + 4)] if "7/10" in text else None):
        whole = [q for q in find_quantities(text, lang, skip) if q.kind in kinds]
        assert find_quantities(text, lang, skip, kinds=kinds) == whole


def test_a_rating_is_found_alone() -> None:
    assert [(q.value, q.raw) for q in find_quantities("pain 6 out of 10, bp 132/85", "en", kinds=("score",))] \
        == [(6.0, "6 out of 10")]
    assert [q.kind for q in find_quantities("128/84, 7/10", "en", kinds=("pair",))] == ["pair"]
