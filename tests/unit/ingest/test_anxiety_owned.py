"""Dictionary data (ontology/70_ambiguity, row 'anxiety'): anxiety the user owns or lives with ("my anxiety",
"with the anxiety") is the condition; the bare word in general prose stays nothing, a relative's stays theirs."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-02T08:30:00+09:00"


def _got(run: Any, text: str) -> set[tuple[str, str]]:
    return {(r.type, r.coordinate) for r in run(text, SAID, "en").records}


@pytest.mark.parametrize("text", ["the counsellor reckons my anxiety drives the insomnia",
                                  "swimming helps with the anxiety"])
def test_owned_anxiety_is_the_condition(run: Any, text: str) -> None:
    assert ("condition", "condition:anxiety") in _got(run, text)


def test_anxiety_in_general_is_no_record(run: Any) -> None:
    assert not _got(run, "anxiety is a normal human emotion")


def test_a_relatives_anxiety_is_not_the_users(run: Any) -> None:
    assert ("condition", "condition:anxiety") not in _got(run, "my daughter's anxiety got worse this term")
