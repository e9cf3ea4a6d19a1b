"""The daily-chat population of the benchmark: deterministic, both languages, about 7 records per user-day,
missed doses present, ids never shared across users, every turn and record scoped to its user."""

from __future__ import annotations

from pia_graph.demo.daily_population import PopulationSpec, population_turns, random_vectors


def _turns(prefix: str = "p", start: int = 0, count: int = 4, days: int = 60) -> list[dict]:  # type: ignore[type-arg]
    return list(population_turns(PopulationSpec(prefix=prefix, days=days), start, count, random_vectors(8)))


def test_deterministic_for_a_seed() -> None:
    a, b = _turns(), _turns()
    assert [t["props"]["text"] for t in a] == [t["props"]["text"] for t in b]
    values = [[r["props"]["value"] for t in turns for r in t["records"]] for turns in (a, b)]
    assert values[0] == values[1]


def test_volume_languages_and_missed_doses() -> None:
    turns = _turns(count=4, days=60)
    records = [r for t in turns for r in t["records"]]
    assert 6.5 * 4 * 60 < len(records) < 8.5 * 4 * 60
    assert {t["props"]["lang"] for t in turns} == {"en", "ko"}
    statuses = [r["props"].get("status") for r in records if r["props"]["type"] == "medication_intake"]
    assert "missed" in statuses and "taken" in statuses
    types = {r["props"]["type"] for r in records}
    assert {"vital_sign", "lab_result", "sleep", "exercise", "symptom", "medication_regimen"} <= types
    assert any(t["facts"] for t in turns)
    ko = next(t for t in turns if t["props"]["lang"] == "ko" and t["records"])
    assert any("\uac00" <= ch <= "\ud7a3" for ch in ko["props"]["text"])


def test_ids_unique_and_user_scoped() -> None:
    turns = _turns(count=3, days=20)
    ids = [t["props"]["turn_id"] for t in turns]
    ids += [r["props"]["record_id"] for t in turns for r in t["records"]]
    ids += [f["fact_id"] for t in turns for f in t["facts"]]
    assert len(ids) == len(set(ids))
    for t in turns:
        uid = t["user_id"]
        assert t["props"]["user_id"] == uid
        assert all(r["props"]["user_id"] == uid for r in t["records"])
        assert all(f["user_id"] == uid for f in t["facts"])
    other = _turns(start=3, count=1, days=20)
    assert not {t["user_id"] for t in other} & {t["user_id"] for t in turns}
