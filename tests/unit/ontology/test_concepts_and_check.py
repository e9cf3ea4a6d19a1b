from __future__ import annotations

from pathlib import Path

import pytest

from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary
from pia_graph.ontology.check import check_dictionary, duration_seconds, read_coordinates
from pia_graph.ontology.concepts import concepts_of, expand
from pia_graph.ontology.stats import TARGET_ALIASES, TARGET_TERMS, dictionary_stats
from pia_graph.paths import shared_eval_dir


@pytest.fixture(scope="module")
def d() -> Dictionary:
    return load_default_dictionary()


@pytest.fixture(scope="module")
def index(d: Dictionary) -> AliasIndex:
    return AliasIndex.build(d)


def primary(d: Dictionary, key: str) -> list[str]:
    return [m.term_key for m in expand(d, key) if m.role == "primary"]


def test_diabetes_and_liver_numbers(d: Dictionary) -> None:
    assert primary(d, "concept:diabetes") == ["test:fasting_glucose", "test:hba1c"]
    assert primary(d, "concept:liver") == ["test:ast", "test:alt", "test:ggt"]
    assert expand(d, "concept:unknown") == []
    assert any(m.concept_key == "concept:lipid" for m in concepts_of(d, "test:ldl_cholesterol"))


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("How are my diabetes numbers looking?", "concept:diabetes"),
        ("How are my liver numbers trending?", "concept:liver"),
        ("지난달 건강검진에서 간수치가 높게 나왔어.", "concept:liver"),
        ("내 콜레스테롤 수치 요즘 어때?", "concept:lipid"),
        ("how are my kidney numbers?", "concept:kidney"),
        ("How are my thyroid levels doing?", "concept:thyroid"),
        ("BP 124/80 on the pharmacy machine", "concept:blood_pressure"),
        ("혈압 122/78.", "concept:blood_pressure"),
    ],
)
def test_lay_words_name_concepts(index: AliasIndex, text: str, key: str) -> None:
    assert key in [m.term_key for m in index.match(text)]


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("FBS 104 this am", "test:fasting_glucose"),
        ("Fasting sugar 101 this morning.", "test:fasting_glucose"),
        ("Got my A1c checked", "test:hba1c"),
        ("HDL 38, trig 245, total chol 230", "test:triglycerides"),
        ("LDL-C 162 mg/dL", "test:ldl_cholesterol"),
        ("Vit D 18 ng/mL", "test:vitamin_d"),
        ("오늘 아침 공복혈당 112 나왔어", "test:fasting_glucose"),
        ("내 마지막 당화혈색소 수치가 얼마였지?", "test:hba1c"),
        ("중성지방 165", "test:triglycerides"),
        ("Resting HR 55.", "vital:heart_rate"),
        ("Creatinine 97 µmol/L and eGFR 78", "test:egfr"),
    ],
)
def test_real_phrasings(index: AliasIndex, text: str, key: str) -> None:
    # "Vit D" names the test and the supplement; the lab cue (ng/mL) resolves it
    assert key in [m.term_key for m in index.match(text)]


def test_check_passes_on_the_real_scripts(d: Dictionary) -> None:
    path = shared_eval_dir() / "coordinates.tsv"
    coords = read_coordinates(path) if path.is_file() else None
    errors = [f for f in check_dictionary(d, coords) if f.level == "error"]
    assert errors == []


def test_stats_meet_the_targets(d: Dictionary) -> None:
    s = dictionary_stats(d)
    assert s["terms"] >= TARGET_TERMS
    assert s["distinct_aliases"] >= TARGET_ALIASES
    assert s["sex_specific_terms"] >= 11
    assert s["mechanisms"] >= 60


def test_lag_durations() -> None:
    assert duration_seconds("P2D") == 2 * 86400
    assert duration_seconds("PT6H") == 6 * 3600
    assert duration_seconds("P1W") == 7 * 86400
    assert duration_seconds("2 days") is None and duration_seconds("P") is None


def test_check_finds_collisions_and_bad_lags(tmp_path: Path) -> None:
    (tmp_path / "10_x.cypher").write_text(
        "UNWIND [{key: 'test:a', kind: 'test', record_type: 'lab_result', name: 'A', en: ['foo']},"
        " {key: 'test:b', kind: 'test', record_type: 'lab_resultz', name: 'B', unit: 'U/L', en: ['f-oo']}]"
        " AS row RETURN row",
        encoding="utf-8",
    )
    (tmp_path / "60_m.cypher").write_text(
        "UNWIND [{cause: 'test:a', effect: 'test:b', direction: 'up', min_lag: 'P3D', max_lag: 'P1D', source: 's'}]"
        " AS row RETURN row",
        encoding="utf-8",
    )
    codes = {f.code for f in check_dictionary(Dictionary.from_scripts(tmp_path))}
    assert {"unit", "record_type", "alias_collision", "mechanism_lag"} <= codes
