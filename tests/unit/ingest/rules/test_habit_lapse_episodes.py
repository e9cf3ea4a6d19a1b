"""A lapse told beside a stop ("quit smoking in 2019 but had 3 cigarettes at the party", "담배 끊었는데 어제 3개비
피웠어요") is a dated smoking episode with its count, told in its own clause; the stop's clause is the status
(``ingest/extract/smoking.py`` ``_lapse``, ``baseline_habits`` leaves the episode clause's count to it). A Korean
count with 대 right before the verb of smoking ("한 대 피웠어요") counts cigarettes; "금연 40일 만에" (after 40 days:
the stop ended) is no former status. Sentences of our own (session 65, lapse65)."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-14T21:00:00+09:00"


def _smoking(run: Any, text: str, lang: str) -> tuple[list[str], list[tuple[float | None, str]]]:
    records = run(text, SAID, lang).records
    status = [str(r.value) for r in records if r.coordinate == "profile:smoking"]
    episodes = [(r.value, str(r.date)) for r in records if r.coordinate == "substance:smoking"]
    return status, episodes


@pytest.mark.parametrize(("text", "lang", "count"), [
    ("quit smoking in 2019 but had 3 cigarettes at the party last night", "en", 3.0),
    ("I quit in 2019 but smoked 2 cigarettes at the wedding last night", "en", 2.0),
    ("2 months smoke free but had 4 cigarettes last night", "en", 4.0),
    ("담배 끊었는데 어제 회식에서 3개비 피웠어요", "ko", 3.0),
    ("금연 두 달째인데 어제 한 대 피웠어요", "ko", 1.0),
    ("담배 끊었는데 어제 술자리에서 한 대 피웠어요", "ko", 1.0),
])
def test_a_lapse_beside_a_stop_keeps_the_status_and_the_counted_episode(
        run: Any, text: str, lang: str, count: float) -> None:
    status, episodes = _smoking(run, text, lang)
    assert status == ["former"]
    assert episodes == [(count, "2026-05-13")]


@pytest.mark.parametrize(("text", "lang"), [
    ("smoked for like 15 yrs but quit in 2019", "en"),  # no cigarettes counted: a habit, no episode
    ("smoked a pack a day for 20 yrs, quit in 2019", "en"),
    ("quit in 2019, haven't had a cigarette since", "en"),
    ("담배는 작년에 끊었어요. 원래 하루 반 갑 폈었음", "ko"),
])
def test_a_stop_with_no_counted_episode_is_the_status_alone(run: Any, text: str, lang: str) -> None:
    status, episodes = _smoking(run, text, lang)
    assert status == ["former"]
    assert episodes == []


def test_a_count_that_ends_the_stop_is_no_former_status(run: Any) -> None:
    status, episodes = _smoking(run, "어제 스트레스 받아서 담배 3개비 피웠어요. 금연 40일 만에", "ko")
    assert status == []
    assert episodes == [(3.0, "2026-05-13")]


def test_dae_counts_cigarettes_only_before_the_verb_of_smoking(run: Any) -> None:
    _status, episodes = _smoking(run, "어제 두 대 폈음", "ko")
    assert episodes == [(2.0, "2026-05-13")]
    _status, episodes = _smoking(run, "20대 때부터 담배 피웠어요", "ko")
    assert all(value is None for value, _date in episodes)
