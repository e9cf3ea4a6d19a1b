"""Rules ``medication.*`` for a clause that opens with "on" and the drug (the subject dropped), the
``thyroxine`` homonym settled by context, and ``substance.alcohol`` for drinks counted with "x6". One test per
rule."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-03-11T09:00:00+09:00"


def _by_coordinate(run: Any, text: str, lang: str = "en") -> dict[str, Any]:
    return {r.coordinate: r for r in run(text, SAID, lang).records}


@pytest.mark.parametrize(("text", "drug", "dose"), [
    ("on thyroxine 100mcg for underactive thyroid since 2008", "drug:levothyroxine", 100.0),
    ("on metformin 500mg for diabetes since 2019", "drug:metformin", 500.0),
    ("bp is fine, also on amlodipine 5mg", "drug:amlodipine", 5.0),
])
def test_a_clause_opening_with_on_and_a_drug_is_an_active_regimen(run: Any, text: str, drug: str,
                                                                    dose: float) -> None:
    got = _by_coordinate(run, text)
    assert got[drug].type == "medication_regimen" and got[drug].status == "active" and got[drug].value == dose


def test_on_without_a_drug_is_no_regimen(run: Any) -> None:
    got = _by_coordinate(run, "on my feet all day, knee pain")
    assert not any(r.type == "medication_regimen" for r in got.values())


def test_thyroxine_is_the_drug_when_taken_and_the_lab_when_measured(run: Any) -> None:
    assert "drug:levothyroxine" in _by_coordinate(run, "on thyroxine 100mcg daily")
    lab = _by_coordinate(run, "thyroxine level came back 1.1")
    assert list(lab) == ["test:t4_total"] and lab["test:t4_total"].value == 1.1
    assert "drug:levothyroxine" in _by_coordinate(run, "티록신 매일 먹어요", "ko")


@pytest.mark.parametrize(("text", "drinks"), [("work dinner, whisky highballs x6", 6.0), ("had 2 ciders", 2.0)])
def test_drinks_counted_by_x_or_by_their_noun(run: Any, text: str, drinks: float) -> None:
    got = _by_coordinate(run, text)
    assert got["substance:alcohol"].value == drinks and got["substance:alcohol"].unit == "drinks"


def test_a_count_after_a_drug_is_no_drink(run: Any) -> None:
    assert "substance:alcohol" not in _by_coordinate(run, "took tylenol x2")


def test_an_everyday_word_is_never_a_misspelt_drug(run: Any) -> None:
    got = _by_coordinate(run, "had to go to A&E once after taking it")
    assert "drug:emergency_contraceptive" not in got and "visit:emergency" in got
    assert "drug:sertraline" in _by_coordinate(run, "started zorloft 50mg")


@pytest.mark.parametrize(("text", "drugs"), [
    ("on metformin and lisinopril now", ["drug:metformin", "drug:lisinopril"]),
    ("also on amlodipine 5mg and the atorvastatin", ["drug:amlodipine", "drug:atorvastatin"]),
    ("on metformin 500, lisinopril and atorvastatin", ["drug:metformin", "drug:lisinopril", "drug:atorvastatin"]),
])
def test_each_drug_of_a_list_after_on_is_an_active_regimen(run: Any, text: str, drugs: list[str]) -> None:
    got = _by_coordinate(run, text)
    for drug in drugs:
        assert got[drug].type == "medication_regimen" and got[drug].status == "active"


def test_a_drug_after_the_on_list_in_a_clause_of_its_own_is_not_put_on_it(run: Any) -> None:
    got = _by_coordinate(run, "on metformin, my knee hurts, ibuprofen helps")
    assert got["drug:metformin"].status == "active"
    assert "drug:ibuprofen" not in got
