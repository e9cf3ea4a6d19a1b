"""READ routes met on unseen wording (issue 8), wording of its own (not the suites'), each with a guard:

- who is on the user's care team, where they work, at which place a thing was done: associative
  (``read_route._ASSOCIATIVE_EN``; ``cues.CARE_ROLE_EN`` knows the -iatrists and physicians);
- how the user is doing overall, the user's overall risk: a health summary, both (``read_advice._WHOLE_EN``);
- Korean asks judged on all the records so far (지금까지 기록 보고) or based on them (기록 바탕으로): both
  (``read_advice._OWN_KO``, ``request_words.tsv`` ``own_basis``);
- a reading set against the earlier ones or the history, asked with what someone said: both (``read_asks``);
- a Korean clinician's words asked with 언제/몇 are what was said (``read_scope.typed_in_korean``);
- a reading told, then "how's that vs …": the user's records (``read_personal._ANAPHORIC_EN``);
- session 46: a name or place of the care team asked (and 성함) carries ``read_route.NAME_PLACE``, which the READ
  opinion does not turn over."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_gate import decide_read
from pia_graph.ingest.read_model import Thresholds, combine
from pia_graph.ingest.read_route import NAME_PLACE
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import analysed, read_route


@pytest.mark.parametrize(("text", "route"), [
    ("who's my rheumatologist", "associative"),
    ("whos my podiatrist again", "associative"),
    ("where does my gp work", "associative"),
    ("what clinic was my colonoscopy at?", "associative"),
    # guard: a value asked stays a record
    ("what was my a1c at the last visit", "structured"),
])
def test_care_team_and_places_are_said(index: AliasIndex, dictionary: Dictionary, text: str, route: str) -> None:
    assert read_route(index, dictionary, text, "en") == (True, route)


@pytest.mark.parametrize(("text", "lang"), [
    ("how am i doing overall lately?", "en"),
    ("whats my overall stroke risk looking like", "en"),
    ("지금까지 기록 보고 제가 조심해야 할 게 뭔지 알려줘", "ko"),
    ("내 기록 바탕으로 다음달 식단 짜줘", "ko"),
])
def test_the_user_as_a_whole_reads_both(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> None:
    assert read_route(index, dictionary, text, lang) == (True, "both")


@pytest.mark.parametrize(("text", "route"), [
    ("ldl 3.1 today. compare it with previous ones and tell me what my gp said about statins", "both"),
    ("potassium came back 5.2. can you show my potassium history and remind me what the nurse said", "both"),
    # guard: what was said alone
    ("remind me what the nurse said about potassium", "associative"),
])
def test_history_and_what_was_said(index: AliasIndex, dictionary: Dictionary, text: str, route: str) -> None:
    assert read_route(index, dictionary, text, "en") == (True, route)


def test_a_clinicians_words_are_said(index: AliasIndex, dictionary: Dictionary) -> None:
    said = "내과 선생님이 약 언제쯤 끊어도 된다고 하셨었지"
    assert read_route(index, dictionary, said, "ko") == (True, "associative")
    # guard: what the user told of their own intake is the record
    assert read_route(index, dictionary, "어제 약 몇 시에 먹었다고 했지", "ko") == (True, "structured")


def test_a_reading_told_then_set_against_another_time(index: AliasIndex, dictionary: Dictionary) -> None:
    assert read_route(index, dictionary, "weighed in at 82 kg, hows that vs christmas", "en") == (True, "structured")


@pytest.mark.parametrize(("text", "lang"), [
    ("who's my cardiologist", "en"),
    ("what pharmacy was my flu shot at", "en"),
    ("정형외과 선생님 성함이 뭐였죠", "ko"),  # 성함, the honorific of 이름 (session 46)
])
def test_a_name_or_place_of_the_care_team_keeps_its_route(index: AliasIndex, dictionary: Dictionary, text: str,
                                                          lang: str) -> None:
    decided = decide_read(text, lang, utterance=analysed(index, dictionary, text, lang))
    assert decided.route == "associative" and NAME_PLACE in decided.reasons
    # the READ opinion does not turn a route so chosen over (read_model._rules_by_grammar)
    probs = {"none": 0.02, "structured": 0.68, "associative": 0.28, "both": 0.02}
    assert combine(decided, probs, Thresholds(flip_read=0.8, flip_route=0.5, keep_rule=0.2)).route == "associative"
