from __future__ import annotations

import unicodedata

import pytest

from pia_graph.ontology.normalize import compact_key, normalize_alias, normalize_with_offsets


@pytest.mark.parametrize(
    ("text", "norm"),
    [
        ("Fasting Glucose", "fasting glucose"),
        ("fasting-glucose", "fasting glucose"),
        ("  LDL-C (direct) ", "ldl c direct"),
        ("ＡＬＴ", "alt"),  # full width
        ("HbA1c", "hba1c"),
        ("a  b\t c", "a b c"),
        ("x·y|z\\w/v", "x y z w v"),
        ("공복 혈당!!", "공복 혈당"),
        ("㎎/㎗", "mg dl"),
        ("...", ""),
    ],
)
def test_normalize_alias(text: str, norm: str) -> None:
    assert normalize_alias(text) == norm


def test_compact_key_ignores_spacing_and_punctuation() -> None:
    assert compact_key("공복 혈당") == compact_key("공복혈당") == "공복혈당"
    assert compact_key("LDL-C") == compact_key("ldl c") == compact_key("LDLC")


def test_normalization_is_idempotent() -> None:
    for text in ["Free T4 (fT4)", "비타민 D", "Ｈｂ Ａ１ｃ", "γ-GT"]:
        once = normalize_alias(text)
        assert normalize_alias(once) == once


def test_hangul_jamo_compose_like_precomposed() -> None:
    decomposed = unicodedata.normalize("NFD", "공복혈당")
    assert decomposed != "공복혈당"
    assert normalize_alias(decomposed) == "공복혈당"
    normed = normalize_with_offsets("x " + decomposed)
    assert normed.text == "x 공복혈당"
    start, end = normed.span(2, len(normed.text))
    assert ("x " + decomposed)[start:end] == decomposed


def test_offsets_map_back_to_the_original() -> None:
    text = "My  ＡＬＴ was 45"
    normed = normalize_with_offsets(text)
    assert normed.text == "my alt was 45"
    i = normed.text.index("alt")
    start, end = normed.span(i, i + 3)
    assert text[start:end] == "ＡＬＴ"


def test_offsets_normalizing_reads_each_character_as_alias_normalizing_does() -> None:
    # the per-character answers are kept once worked out: the same text read again (and a character read in
    # other company) gives what normalize_alias gives, with the same offsets
    texts = ["Ｈｂ Ａ１ｃ 7.1", "x " + unicodedata.normalize("NFD", "공복혈당 130"), "Ｈｂ then ＡＬＴ, é vs e\u0301"]
    for text in texts + texts:
        normed = normalize_with_offsets(text)
        assert normed.text == normalize_alias(text)
        assert len(normed.starts) == len(normed.ends) == len(normed.text)
    again = normalize_with_offsets(texts[0])
    assert again == normalize_with_offsets(texts[0])
    assert again.span(0, 2) == (0, 2)
