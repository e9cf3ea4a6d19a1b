"""The READ opinion's training data (scripts/train_read_model.py, session 33): a retrieval scenario's query is a READ
positive whose route follows what the scenario expects found."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

from tests.unit.script_loader import load_script


def _script() -> ModuleType:
    return load_script("train_read_model")


def test_retrieval_route_follows_the_expected_selectors() -> None:
    route = _script().retrieval_route
    assert route({"relevant": [{"coordinate": "test:ldl_cholesterol", "date": "2026-01-02"}]}) == "structured"
    assert route({"relevant": [{"fact_contains": "ibuprofen"}]}) == "associative"
    assert route({"relevant": [{"coordinate": "body:weight"}, {"fact_contains": "diet"}]}) == "both"
    assert route({"relevant": [{"coordinate": "vital:heart_rate", "fact_contains": "stairs"}]}) == "both"


def test_retrieval_suites_are_not_gate_suites_and_skip_held_out_halves() -> None:
    m = _script()
    assert not set(m.RETRIEVAL) & set(m.SUITES)
    assert all(m.ID_PARITY.get(name) == 1 for name in m.RETRIEVAL if name.startswith(("wave4", "wave5")))


def test_the_opinion_trains_on_develop_suites_only() -> None:
    """Session 40: validate suites (extract18/19, read18/19, the odd halves of wave4/5) and the never-open ones
    (extract22+, read21+, the even halves) stay out of training, so the figures on them are held out."""
    m = _script()
    folders = [str(p) for p in m.SUITES.values()] + [str(p) for paths in m.RETRIEVAL.values() for p in paths]
    held = ("extract18", "extract19", "extract22", "extract23", "extract24", "extract25", "read18", "read19",
            "read21", "read22", "read23", "read24", "read25", "wave4", "wave5", "/w4/", "/w5/")
    assert not [f for f in folders if any(h in f for h in held)]
    assert {"extract20_blind", "extract21_blind"} <= set(m.SUITES)
    assert "read20_ret" in m.RETRIEVAL


def test_the_fresh_develop_suites_train_only_when_asked() -> None:
    """Session 45: extract22-27 and read21-26 are develop now; they train with ``--fresh`` only, and the validate
    suites and the decision sets (extract28+, read27+, the even halves) never."""
    m = _script()
    folders = [str(p) for p in m.FRESH_SUITES.values()] + [str(p) for ps in m.FRESH_RETRIEVAL.values() for p in ps]
    never = ("extract18", "extract19", "extract28", "extract29", "extract30", "read18", "read19", "read27", "read28",
             "read29", "read30", "wave4", "wave5", "/w4/", "/w5/")
    assert not [f for f in folders if any(h in f for h in never)]
    assert set(m.FRESH_SUITES) == {f"extract{n}_blind" for n in range(22, 28)}
    assert not set(m.FRESH_SUITES) & set(m.SUITES)
    assert not set(m.FRESH_RETRIEVAL) & set(m.RETRIEVAL)


def test_every_develop_suite_trains_and_never_a_held_out_validate_or_decision_set() -> None:
    """Session 62: ``--fresh develop`` adds every develop suite (session 65: extract22-28, 30-47; read21-27, 29-47);
    the held-out slices (extract29, read28), the validate suites and the decision sets (extract48+, read48+) never
    train."""
    m = _script()
    gate = {**m.SUITES, **m.DEVELOP_SUITES}
    queries = {**m.RETRIEVAL, **m.DEVELOP_RETRIEVAL}
    names = ({Path(str(p)).name for p in gate.values()}
             | {Path(str(p)).parent.name for ps in queries.values() for p in ps})
    never = ({f"extract{n}_blind" for n in (18, 19, 29, 48, 49, 50)}
             | {f"read{n}_blind" for n in (18, 19, 28, 48, 49, 50)})
    assert not names & never
    assert not [f for f in map(str, gate.values()) if "/w4/" in f or "/w5/" in f or "wave4" in f or "wave5" in f]
    assert {f"extract{n}_blind" for n in (*range(22, 29), *range(30, 48))} <= set(gate)
    assert {f"read{n}_ret" for n in (*range(21, 28), *range(29, 48))} == set(m.DEVELOP_RETRIEVAL)
