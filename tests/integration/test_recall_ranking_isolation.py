"""A user's ranking never depends on other users' data (real Neo4j): the same store for user A, recalled
before and after other users store sentences with the same words, gives the same items in the same order, on
every path (the fused recall at depth 1 and 2, and the full-text list itself)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import run_write
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.recall_models import QueryIn
from pia_graph.retrieve.associative import fulltext_search

pytestmark = pytest.mark.integration

KST = dt.timezone(dt.timedelta(hours=9))


def at(month: int, day: int, hour: int = 9) -> dt.datetime:
    return dt.datetime(2026, month, day, hour, 0, tzinfo=KST)


# The asking user's history: several sentences share the question's words, so that the order of the
# full-text hits depends on how each word is weighted (a word rare in the store outweighs a common one): a
# sentence with "dermatologist" alone, newer than one with "Busan" alone, ties with it on the user's own words.
HISTORY = [
    (at(1, 20, 10), "Weekend trip to Busan with my sister, we walked the beach for hours."),
    (at(2, 4, 18), "The dermatologist in Busan, Dr. Kang, gave me a cream for the rash."),
    (at(2, 18, 12), "The rash came back after the beach in Busan, it itches at night."),
    (at(2, 25, 19), "Saw a dermatologist near the office about the itchy rash on my arm."),
    (at(3, 1, 9), "The nutritionist told me to eat eggs for breakfast instead of bread."),
    (at(3, 9, 8), "Had oatmeal and eggs for breakfast before my morning walk."),
    (at(3, 15, 20), "부산에서 간 피부과 이름은 맑은피부과였어, 원장님이 친절했어."),
    (at(3, 20, 21), "피부과 연고 바르고 나서 팔에 발진이 많이 가라앉았어."),
    (at(3, 28, 9), "부산 해변 다녀온 뒤로 팔이 또 가려워."),
]

QUESTIONS = [
    "what was the name of the dermatologist in Busan?",
    "when did the rash come back after the beach?",
    "what did the nutritionist say about breakfast?",
    "부산 피부과 이름이 뭐였지?",
    "팔 발진 연고 언제 발랐지?",
]

# Other users' sentences: the same words, in near-identical sentences and in sentences that repeat one word,
# so that a word's weight over the whole store (its document frequency, the average length) moves.
CROWD_DERMATOLOGIST = [
    "Saw a dermatologist today about a rash, the dermatologist was nice.",
    "The dermatologist in Busan, Dr. Park, gave me a cream for the rash.",
    "Booked the dermatologist again for next week.",
    "부산 피부과 다녀왔어, 피부과 원장님이 연고 줬어.",
]
CROWD_BUSAN = [
    "Busan again this weekend, Busan beach was crowded.",
    "Back from Busan, ate too much at the beach in Busan.",
    "Breakfast with eggs in Busan, then the nutritionist called.",
    "부산 해변에서 아침 먹었어, 부산 또 가고 싶어.",
]

HISTORY_TEXTS = [text for _, text in HISTORY]  # a twin of the asking user's history, word for word


@pytest.fixture(scope="module")
def service(ontology_loaded: Driver, neo4j_settings: Settings) -> Iterator[MemoryService]:
    yield MemoryService.create(ontology_loaded, neo4j_settings, embeddings=True)


def rankings(service: MemoryService, user_id: str) -> dict[str, list[tuple[str, float]]]:
    out: dict[str, list[tuple[str, float]]] = {}
    for q in QUESTIONS:
        for depth in (1, 2):
            got = service.recall(user_id, QueryIn(text=q, said_at=at(4, 20, 20), depth=depth))
            out[f"{depth}:{q}"] = [(i.id, i.score) for i in got.items]
        found = fulltext_search(service.driver, service.database, user_id, q, 10)
        out[f"fulltext:{q}"] = [(f["fact_id"], 0.0) for f in found]
    return out


def test_a_users_ranking_does_not_move_when_other_users_store_the_same_words(
    service: MemoryService, user_id: str, neo4j_driver: Driver, neo4j_settings: Settings
) -> None:
    for said_at, text in HISTORY:
        service.retain(user_id, TurnIn(text=text, said_at=said_at))
    before = rankings(service, user_id)
    assert before["1:what was the name of the dermatologist in Busan?"]
    assert before["fulltext:what was the name of the dermatologist in Busan?"]
    others: list[str] = []
    try:
        for n, crowd in enumerate((CROWD_DERMATOLOGIST, CROWD_BUSAN, HISTORY_TEXTS)):
            for m in range(3):
                other = f"{user_id}-other{n}{m}"
                others.append(other)
                for day, text in enumerate(crowd * 2, start=1):
                    service.retain(other, TurnIn(text=text, said_at=at(1 + m, day, 8 + n)))
            after = rankings(service, user_id)
            for key, ranked in before.items():
                assert after[key] == ranked, (n, key)
    finally:
        for other in others:
            run_write(neo4j_driver, "user_erase", database=neo4j_settings.neo4j_database, user_id=other)



# Turns whose facts tie on score and day (a booking told ahead, the visit told on the day, a note the same evening):
# their order must come from the statements' tie-breaks, never from ids, which differ from store to store. Before
# the tie-breaks (session 53) three twins got these in two different orders.
TIES = [
    (at(4, 2, 9), "Booked the eye clinic for April 14, Dr. Yoon."),
    (at(4, 14, 11), "Eye clinic today with Dr. Yoon, new drops for dry eyes."),
    (at(4, 14, 21), "Eye clinic said to come back in three months."),
    (at(3, 20, 20), "4월 2일로 피부과 예약했어"),
    (at(3, 25, 9), "피부과 예약 4월 2일 오전 10시 맞지?"),
    (at(4, 2, 12), "오늘 피부과 다녀왔어, 연고 처방 받았어"),
    (at(4, 2, 21), "피부과에서 2주 뒤에 다시 오래"),
]
TIE_QUESTIONS = ["when did I go to the eye clinic?", "what did the eye clinic say?", "피부과 언제 갔었지?",
                 "피부과 예약 언제였지?", *QUESTIONS]


def content_rankings(service: MemoryService, user_id: str) -> dict[str, list[tuple[object, ...]]]:
    """Each question's ranking by what an item says, not by its id (ids are per store)."""
    out: dict[str, list[tuple[object, ...]]] = {}
    for q in TIE_QUESTIONS:
        for depth in (1, 2):
            got = service.recall(user_id, QueryIn(text=q, said_at=at(4, 20, 20), depth=depth))
            out[f"{depth}:{q}"] = [(i.kind, i.text, i.coordinate, i.value, i.date, i.score) for i in got.items]
    return out


def test_twins_with_the_same_history_get_the_same_ranking(
    service: MemoryService, user_id: str, neo4j_driver: Driver, neo4j_settings: Settings
) -> None:
    twins = [f"{user_id}-twin{n}" for n in range(2)]
    try:
        for uid in (user_id, *twins):
            for said_at, text in sorted(HISTORY + TIES):
                service.retain(uid, TurnIn(text=text, said_at=said_at))
        mine = content_rankings(service, user_id)
        assert len(mine["1:when did I go to the eye clinic?"]) >= 3
        for twin in twins:
            assert content_rankings(service, twin) == mine, twin
        assert content_rankings(service, user_id) == mine  # and asked again, the same
    finally:
        for twin in twins:
            run_write(neo4j_driver, "user_erase", database=neo4j_settings.neo4j_database, user_id=twin)
