"""Rule visit.term with the dictionary's places of care: a cancer or infusion centre, a dialysis unit, the emergency
department said as "the ED", an orthopaedist said "the ortho", and a Korean surgery department (외과) are places a
visit is had; "ED" alone stays no place (erectile dysfunction), and 외과 needs its going said as every Korean place
does; "the ortho" is a provider as "the endo" is (a going or a day must be said)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import dumped_records


def _visits(run: Any, text: str, lang: str) -> list[str]:
    return [c for t, c, _f in dumped_records(run, text, lang) if t == "medical_visit"]


@pytest.mark.parametrize(("text", "lang", "visit"), [
    ("Port flush at the cancer centre this morning, BP there was 104/66", "en", "visit:clinic"),
    ("Weight 74.8 kg at the infusion center today", "en", "visit:clinic"),
    ("Back from the ortho. Knee pain 6, on crutches", "en", "visit:clinic"),
    ("Cut my hand this morning, got 5 stitches at the ED", "en", "visit:emergency"),
    ("실밥 풀러 외과 다녀왔어요 오늘", "ko", "visit:clinic"),
    ("통풍 때문에 류마티스내과 처음 가봤어요 오늘", "ko", "visit:clinic"),
])
def test_a_place_of_care_gone_to_is_a_visit(run: Any, text: str, lang: str, visit: str) -> None:
    assert _visits(run, text, lang) == [visit]


@pytest.mark.parametrize(("text", "lang"), [
    ("my ED is getting worse, might ask about sildenafil", "en"),
    ("my ortho said the knee needs time", "en"),  # a provider who speaks: no visit said (as "my endo said")
    ("외과 수술 받은 적 있어요", "ko"),
])
def test_no_visit_without_a_place_gone_to(run: Any, text: str, lang: str) -> None:
    assert _visits(run, text, lang) == []


@pytest.mark.parametrize("text", [
    "My sister just started chemo. I'm driving her to the infusion center Mondays",
    "Drove my mom to the clinic this morning for her BP check",
])
def test_a_place_the_user_took_someone_to_is_no_visit_of_theirs(run: Any, text: str) -> None:
    assert _visits(run, text, "en") == []


def test_a_place_the_user_drove_to_is_their_visit(run: Any) -> None:
    assert _visits(run, "I drove to the clinic this morning, BP 130/80", "en") == ["visit:clinic"]
