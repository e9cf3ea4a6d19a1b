"""``cues.names_someone``: one reading of "the text names a person of these kinds" for the gates and the rules that
ask whose a turn is (retain_gate, own_correction, clause_mood, followup_context, care_instructions)."""

from __future__ import annotations

import pytest

from pia_graph.ingest import cues


@pytest.mark.parametrize(("text", "lang", "someone_else", "any_ending"), [
    ("my husband's was 140", "en", True, True),
    ("it's for my dog", "en", True, True),
    ("slept 7 hours last night", "en", False, False),
    ("엄마가 당뇨래요", "ko", True, True),
    # a relative with no particle after it is named only when any ending is read ("엄마한테 물어보니")
    ("엄마한테 물어보니 그건 오빠였대", "ko", False, True),
    ("혈액형 검사 했어요", "ko", False, False),  # 형 inside a word is no brother
])
def test_someone_else(text: str, lang: str, someone_else: bool, any_ending: bool) -> None:
    assert cues.names_someone(text, lang, cues.SOMEONE_ELSE) is someone_else
    assert cues.names_someone(text, lang, cues.SOMEONE_ELSE_ANY_ENDING) is any_ending


def test_reads_only_the_kinds_asked() -> None:
    assert cues.names_someone("I slept badly", "en", ("self",))
    assert not cues.names_someone("I slept badly", "en", cues.SOMEONE_ELSE)
    assert cues.names_someone("my mom has diabetes", "en", ("family",))
    assert not cues.names_someone("my mom has diabetes", "en", ("pet",))
    assert not cues.names_someone("my mom has diabetes", "en", ())


def test_is_any_of_the_kinds_by_person_rx() -> None:
    for text, lang in [("my mom and her cat", "en"), ("남편 혈압이 높아요", "ko"), ("제 체중이에요", "ko")]:
        for kinds in (cues.SOMEONE_ELSE, cues.SOMEONE_ELSE_ANY_ENDING, ("self", *cues.SOMEONE_ELSE)):
            assert cues.names_someone(text, lang, kinds) == any(
                cues.person_rx(kind, lang).search(text) is not None for kind in kinds)
