"""A value is said with the unit it was said in: a number said bare and stored converted is said bare, and a UCUM
annotation is no unit a reader knows."""

from __future__ import annotations

from pia_graph.hu2.compose import compose
from pia_graph.hu2.models import Understanding
from tests.unit.hu2.builders import fact, inputs, lexicon, rec


def _text(u: Understanding) -> str:
    return " ".join(s.text for f in u.fields for s in f.sentences)


def test_a_bare_number_stored_converted_keeps_no_unit_of_the_stored_value() -> None:
    said = "sugar 7.4 before brekkie"
    u = compose(inputs([rec(1, "lab_result", "test:fasting_glucose", 133.318, unit="mg/dL", value_as_said="7.4",
                            band_flag="high", said=said)], [fact(1, said, ["concept:blood_glucose"])]), lexicon())
    text = _text(u)
    assert "7.4" in text and "7.4 mg/dL" not in text


def test_a_number_said_in_the_stored_unit_keeps_it() -> None:
    said = "fasting glucose 104"
    u = compose(inputs([rec(1, "lab_result", "test:fasting_glucose", 104.0, unit="mg/dL", value_as_said="104",
                            said=said)]), lexicon())
    assert "104 mg/dL" in _text(u)


def test_an_annotation_unit_is_not_shown() -> None:
    said = "INR 2.6 today"
    u = compose(inputs([rec(1, "lab_result", "test:inr", 2.6, unit="{INR}", value_as_said="2.6", said=said)]),
                lexicon())
    text = _text(u)
    assert "INR 2.6" in text and "{" not in text
