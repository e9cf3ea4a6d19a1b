"""The RETAIN opinion's experiment (scripts/retain_model_develop.py, sessions 62-63): what it may train on, and the
rules' own verdict behind a cached row the shipped opinion turned."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

from tests.unit.script_loader import load_script


def _script() -> ModuleType:
    return load_script("retain_model_develop")


def test_every_develop_suite_trains_and_never_a_held_out_validate_or_decision_set() -> None:
    m = _script()
    names = {Path(str(p)).name for p in m.DEVELOP.values()}
    assert {f"extract{n}_blind" for n in (*range(8, 18), *range(20, 29), *range(30, 51))} <= names
    assert not names & {f"extract{n}_blind" for n in (18, 19, 29, 51, 52, 53)}  # session 68: extract48-50 develop
    assert not [p for p in map(str, m.DEVELOP.values()) if "/w4/" in p or "/w5/" in p or "wave4" in p or "wave5" in p]
    assert m.FRESH and set(m.FRESH) <= set(m.DEVELOP)
    assert not set(m.DEVELOP) & (set(m.HELD_OUT) | set(m.VALIDATE))


def test_rules_alone_turns_back_what_the_shipped_opinion_turned() -> None:
    m = _script()
    vetoed = m.Row("s", "gate", "en", "t", False, False, ("statement", "model_retain:veto:0.042"))
    rescued = m.Row("s", "gate", "ko", "t", True, True, ("no_health", "model_retain:rescue:0.981"))
    plain = m.Row("s", "gate", "en", "t", True, True, ("statement",))
    got = m.rules_alone([vetoed, rescued, plain])
    assert [(r.rules, r.reasons) for r in got] == [(True, ("statement",)), (False, ("no_health",)),
                                                   (True, ("statement",))]


def test_the_experiment_vetoes_only_where_serving_would() -> None:
    """Session 64: a keep the rules type a record of is never vetoed (``retain_model.combine``'s guard), and a turn
    ``turn_flow`` never asks the opinion about keeps the rules' verdict either way."""
    m = _script()
    typed = m.Row("s", "gate", "en", "t", True, True, ("statement",), True, True)
    untyped = m.Row("s", "gate", "en", "t", False, True, ("statement",), True, False)
    unasked = m.Row("s", "gate", "en", "t", True, False, ("no_health",), False, False)
    assert m.retain_with(typed, 0.01, 0.1, 0.95) and not m.retain_with(untyped, 0.01, 0.1, 0.95)
    assert not m.retain_with(unasked, 0.99, 0.1, 0.95)
    assert m.retain_with(untyped, 0.5, 0.1, 0.95)
    # session 65: the second threshold, only where a clause is someone else's, never over a typed keep
    assert not m.retain_with(untyped, 0.3, 0.1, 0.95, 0.5, True) and m.retain_with(untyped, 0.3, 0.1, 0.95, 0.5, False)
    assert m.retain_with(typed, 0.3, 0.1, 0.95, 0.5, True)


def test_the_rows_note_whether_the_opinion_is_asked_and_a_record_typed() -> None:
    from pia_graph.ontology import AliasIndex, load_default_dictionary

    _script()
    experiment = sys.modules["opinion_experiment"]  # where the rows are decided (shared with retain_model_cv)
    dictionary = load_default_dictionary()
    index = AliasIndex.build(dictionary)
    scenario = {"id": "x-1", "kind": "gate", "lang": "en", "said_at": "2026-07-01T09:00:00+00:00",
                "text": "I take metformin 500 mg twice a day", "expect": {"retain": True}}
    pred, asked, typed = experiment._decided(scenario, index, dictionary)
    assert pred["retain"] and asked and typed
    pred, asked, typed = experiment._decided({**scenario, "text": "thanks, that helps"}, index, dictionary)
    assert not pred["retain"] and asked and not typed
