from __future__ import annotations

import unicodedata

import pytest

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.ontology.model import AliasEntry, Ambiguity, ContextRule, Term
from pia_graph.ontology.normalize import normalize_alias


def _term(key: str, *aliases: str, lang: str = "en") -> Term:
    entries = tuple(AliasEntry(a, normalize_alias(a), lang, "en", key) for a in aliases)
    return Term(key=key, kind=key.split(":")[0], record_type="lab_result", name=key, aliases=entries)


@pytest.fixture(scope="module")
def index() -> AliasIndex:
    terms = [
        _term("test:alt", "ALT", "alanine aminotransferase"),
        _term("test:fasting_glucose", "fasting glucose", "fasting blood sugar"),
        _term("test:glucose", "glucose"),
        _term("test:hba1c", "HbA1c", "A1c"),
        _term("test:hemoglobin", "Hb", "hemoglobin"),
        _term("vital:bp", "BP"),
        _term("symptom:headache", "headache"),
        _term("test:fasting_glucose_ko", "공복혈당", "공복 혈당", lang="ko"),
        _term("test:glucose_ko", "혈당", lang="ko"),
        _term("symptom:migraine", "migraine"),
        _term("condition:migraine", "migraine"),
        _term("test:x", "foo"),
        _term("drug:y", "foo"),
    ]
    d = Dictionary(terms={t.key: t for t in terms})
    d.ambiguities[("migraine", "en")] = Ambiguity(
        "migraine",
        "migraine",
        "en",
        ("symptom:migraine", "condition:migraine"),
        (
            ContextRule("condition:migraine", ("diagnos*", "history of")),
            ContextRule("symptom:migraine", ("today", "had a")),
        ),
    )
    return AliasIndex.build(d)


def keys(index: AliasIndex, text: str) -> list[str | None]:
    return [m.term_key for m in index.match(text)]


def test_longest_match_wins(index: AliasIndex) -> None:
    found = index.match("my fasting glucose was 110 and glucose later 140")
    assert [(m.surface, m.term_key) for m in found] == [
        ("fasting glucose", "test:fasting_glucose"),
        ("glucose", "test:glucose"),
    ]


def test_word_boundaries(index: AliasIndex) -> None:
    assert keys(index, "too much SALT") == []
    assert keys(index, "ALT 45, salt intake") == ["test:alt"]
    assert keys(index, "BPM and BPs") == []  # BP never inside another word
    assert keys(index, "BP 130/85") == ["vital:bp"]
    assert keys(index, "bp130/85") == ["vital:bp"]  # a number may follow
    assert keys(index, "HbA1c 6.5") == ["test:hba1c"]  # Hb is not matched inside HbA1c


def test_offsets_and_surface_are_the_original_text(index: AliasIndex) -> None:
    text = "Labs: ＡＬＴ 45"
    (m,) = index.match(text)
    assert (m.surface, text[m.start : m.end], m.term_key) == ("ＡＬＴ", "ＡＬＴ", "test:alt")


def test_compact_and_inflected_forms(index: AliasIndex) -> None:
    assert keys(index, "fasting-glucose 99") == ["test:fasting_glucose"]
    assert keys(index, "fastingglucose 99") == ["test:fasting_glucose"]
    (m,) = index.match("two headaches this week")
    assert (m.term_key, m.rule) == ("symptom:headache", "inflection")


@pytest.mark.parametrize(
    "text",
    [
        "공복혈당이 110",
        "공복혈당은 98",
        "공복혈당을 쟀어",
        "공복혈당도 높아",
        "공복혈당에서",
        "공복혈당으로",
        "공복혈당수치가 올랐어",
        "공복 혈당은 105",
    ],
)
def test_korean_particles(index: AliasIndex, text: str) -> None:
    (m,) = index.match(text)
    assert m.term_key == "test:fasting_glucose_ko"
    assert m.surface.replace(" ", "") == "공복혈당"


def test_korean_boundaries(index: AliasIndex) -> None:
    assert keys(index, "저혈당 증상") == []  # 혈당 not inside another word
    assert keys(index, "혈당계 샀어") == []  # 계 is not a particle
    assert keys(index, "혈당이 높아") == ["test:glucose_ko"]
    assert keys(index, "LDL이랑 혈당도") == ["test:glucose_ko"]


def test_decomposed_hangul_matches(index: AliasIndex) -> None:
    assert keys(index, unicodedata.normalize("NFD", "공복혈당이 99")) == ["test:fasting_glucose_ko"]


def test_ambiguity_resolved_by_context(index: AliasIndex) -> None:
    (m,) = index.match("I was diagnosed with migraine years ago")
    assert (m.term_key, m.ambiguous) == ("condition:migraine", True)
    assert m.rule.endswith("context:diagnos*")
    (m,) = index.match("had a migraine today")
    assert m.term_key == "symptom:migraine"


def test_ambiguity_never_silent(index: AliasIndex) -> None:
    (m,) = index.match("migraine")
    assert m.term_key is None and m.ambiguous
    assert m.candidates == ("condition:migraine", "symptom:migraine")
    (m,) = index.match("diagnosed with migraine, had a bad one today")
    assert m.term_key is None and "conflicting" in m.rule
    (m,) = index.match("foo")  # a collision nobody declared
    assert m.term_key is None and m.candidates == ("drug:y", "test:x") and "undeclared" in m.rule


def test_index_from_database_rows() -> None:
    rows = [
        {"norm": "alt", "lang": "en", "text": "ALT", "targets": ["test:alt"], "ambiguous": False},
        {
            "norm": "migraine",
            "lang": "en",
            "text": "migraine",
            "targets": ["symptom:migraine", "condition:migraine"],
            "ambiguous": True,
            "rule_terms": ["condition:migraine"],
            "rule_cues": ["diagnos*|history of"],
        },
    ]
    index = AliasIndex.from_alias_rows(rows)
    assert [m.term_key for m in index.match("ALT 40, history of migraine")] == ["test:alt", "condition:migraine"]


def test_engines_agree_on_the_real_dictionary(default_index: AliasIndex) -> None:
    auto = default_index
    scan = auto.with_engine("scan")
    texts = [
        "my fasting glucose was 110 and glucose later 140",
        "I take Lipitor 20mg and metformin ER, plus hydrocodone/acetaminophen at night",
        "오늘 공복혈당이 126이었고 타이레놀 두 알 먹었어요",
        "게보린정 먹고 두통이 나아졌어",
        "LDL 160, HDL 40, triglycerides 210; started rosuvastatin",
        "salt and ALT were both fine",
    ]
    for text in texts:
        assert auto.match(text) == scan.match(text), text


def test_drug_with_product_form_and_particle(default_index: AliasIndex) -> None:
    index = default_index
    (m,) = [x for x in index.match("게보린정을 두 알 먹었어") if x.term_key]
    assert m.surface == "게보린" and m.term_key and m.term_key.startswith("drug:")
    assert index.match("판피린큐 마셨어요")[0].term_key == index.lookup("판피린")[0]
    # a form suffix is not a particle for other kinds: 혈당정 is no glucose
    assert not [x for x in index.match("혈당정리") if x.term_key == "test:glucose"]


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("초음파에서 중등도 지방간이래여", "condition:fatty_liver"),  # the chat's -여 for the polite -요
        ("원래 천식있어서 심비코트 써요", "condition:asthma"),  # 있다 (to have) glued on
        ("저 고혈압약 먹고있는데 괜찮은건지", "condition:hypertension"),  # 약: the medicine for it
        ("당뇨전단계래요ㅠ 몸무게 71", "condition:prediabetes"),  # the chat's jamo emoticons glued on
        ("역류성식도염이래요ㅠㅠ", "condition:gerd"),
    ],
)
def test_korean_chat_endings_after_a_term(default_index: AliasIndex, text: str, key: str) -> None:
    assert key in [m.term_key for m in default_index.match(text)]


def test_jamo_only_close_a_term_at_the_end_of_the_word(index: AliasIndex) -> None:
    assert keys(index, "혈당ㅋㅋ 또 올랐어") == ["test:glucose_ko"]
    assert keys(index, "혈당ㅋ계 샀어") == []  # syllables after the jamo: still another word
    assert keys(index, "혈당계약 했어") == []  # 약 closes the term only right after it
