"""Whose health in two Korean shapes and a relative's test (session 66, issue 12), each mechanism beside guards:

- a Korean clause that makes a relative or someone else its subject, tells nothing of health and ends as the
  background of what follows (-ㄴ데) or on a report (-대요) sets them as the topic: a clause after it that names no one
  goes on with them (``utterance_clauses.topic_set_ko``); a clause with the user's own word, a topic clause that ends
  as a plain statement, or someone named only as company leaves the user's clause the user's;
- a condition named only as what a test, an antibody or a vaccine is for (cue list ``condition_tested``) is checked,
  not had: said of a relative it is an episode of theirs, not the user's family history
  (``clause_evidence.acute_named``); the condition said as had stays family history.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from pia_graph.ingest.utterance_clauses import topic_set_ko


@pytest.mark.parametrize(("clauses", "topic"), [
    (["우리 딸이 이제 6개월인데"], True),
    (["동생이 캠핑 다녀왔는데"], True),
    (["남편이 회사 회식 갔다", "왔대요."], True),
    # guards: the clause ends as a statement of its own; the person is company, not the subject; nobody named
    (["애들이 선물을 사줬어요."], False),
    (["남편이랑 산에 갔는데"], False),
    (["출장 중인데"], False),
])
def test_a_korean_topic_is_set_by_its_subject_and_ending(clauses: list[str], topic: bool) -> None:
    assert topic_set_ko(clauses) is topic


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("우리 딸이 이제 6개월인데 밤새 열이 났어요", "ko", False),
    ("동생이 캠핑 다녀왔는데 온몸에 두드러기가 났어요", "ko", False),
    ("남편이 회사 회식 갔다 왔대요. 밤새 토했어요", "ko", False),
    # guards: the user's own word in the clause; a topic clause ending as a plain statement; company, not subject;
    # the relative's condition said (family history)
    ("우리 딸이 이제 6개월인데 제가 요즘 허리가 아파요", "ko", True),
    ("애들이 선물을 사줬어요. 허리 아픈 게 좀 나아졌어요", "ko", True),
    ("남편이랑 산에 갔는데 무릎이 아파요", "ko", True),
    ("엄마가 당뇨신데 저도 혈당이 높아요", "ko", True),
])
def test_a_clause_naming_no_one_goes_on_with_the_korean_topic(retain: Callable[[str, str], bool], text: str,
                                                              lang: str, kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("동생이 B형간염 항체가 없대요", "ko", False),
    ("아들이 B형간염 항체 검사 음성이래요", "ko", False),
    ("my sister's hepatitis b test was negative", "en", False),
    # guards: the condition had, said of the relative or of the user
    ("아빠가 B형간염 보균자예요", "ko", True),
    ("아빠가 결핵이래요", "ko", True),
    ("my mom had tuberculosis as a kid", "en", True),
    ("저 B형간염 항체가 없대요", "ko", True),
])
def test_a_relatives_test_for_a_condition_is_no_history(retain: Callable[[str, str], bool], text: str, lang: str,
                                                        kept: bool) -> None:
    assert retain(text, lang) is kept
