"""The curators' files: check names the file and line of each seeded defect, a promotion is written into the
curated script with the version bumped, and diff reports what changed (a copy of ontology/ per test)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from pia_graph.ontology.check import check_dictionary
from pia_graph.ontology.curate import CURATED_SCRIPT, CurationError, add_curated_alias, bump_patch
from pia_graph.ontology.diff import diff_dictionaries
from pia_graph.ontology.scripts import parse_scripts
from pia_graph.ontology.ucum import is_ucum, ucum_code
from pia_graph.paths import ontology_dir


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return Path(shutil.copytree(ontology_dir(), tmp_path / "ontology"))


def _first_row(path: Path, row: str) -> None:
    """Insert a row as the first element of the script's UNWIND list."""
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"UNWIND \[\n", lambda m: m.group(0) + row + ",\n", text, count=1)
    path.write_text(text, encoding="utf-8")


def _findings(folder: Path, code: str) -> list[tuple[str, int, str]]:
    out = []
    for f in check_dictionary(parse_scripts(folder), folder=folder):
        if f.code == code:
            line = (folder / f.file).read_text(encoding="utf-8").splitlines()[f.line - 1] if f.line else ""
            out.append((f.file, f.line, line))
    return out


def test_the_shipped_dictionary_has_no_shape_errors() -> None:
    codes = {"alias_duplicate", "ambiguity_no_rule", "unit_not_ucum", "concept_cycle", "range_gap"}
    errors = [f for f in check_dictionary(parse_scripts(None)) if f.level == "error" and f.code in codes]
    assert errors == []


def test_check_names_file_and_line_of_a_duplicate_alias(folder: Path) -> None:
    add_curated_alias("test:ldl_cholesterol", "LDL-C!", "en", source="curator", folder=folder)
    hits = _findings(folder, "alias_duplicate")
    assert any(file == CURATED_SCRIPT and line > 0 and "LDL-C!" in text for file, line, text in hits), hits


def test_check_names_an_ambiguity_without_a_context_rule(folder: Path) -> None:
    _first_row(folder / "70_ambiguity.cypher",
               "  {text: 'zq cholesterol', lang: 'en', candidates: ['test:ldl_cholesterol', 'test:hdl_cholesterol'], "
               "rules: []}")
    hits = _findings(folder, "ambiguity_no_rule")
    assert len(hits) == 1 and hits[0][0] == "70_ambiguity.cypher" and hits[0][1] > 0
    assert "zq cholesterol" in hits[0][2]


def test_check_names_a_unit_that_is_not_ucum(folder: Path) -> None:
    path = folder / "11_tests.cypher"
    text = path.read_text(encoding="utf-8")
    assert "name: 'Lactate dehydrogenase', unit: 'U/L'" in text
    path.write_text(text.replace("name: 'Lactate dehydrogenase', unit: 'U/L'",
                                 "name: 'Lactate dehydrogenase', unit: 'units per litre'"), encoding="utf-8")
    hits = _findings(folder, "unit_not_ucum")
    assert len(hits) == 1 and hits[0][0] == "11_tests.cypher" and "'test:ldh'" in hits[0][2]


def test_check_names_a_cycle_among_concepts(folder: Path) -> None:
    path = folder / "40_concepts.cypher"
    text = path.read_text(encoding="utf-8")
    text = text.replace("{key: 'concept:diabetes', kind: 'panel', name: 'Diabetes numbers', "
                        "value_term: 'test:random_glucose', primary: ['test:fasting_glucose'",
                        "{key: 'concept:diabetes', kind: 'panel', name: 'Diabetes numbers', "
                        "value_term: 'test:random_glucose', primary: ['concept:liver', 'test:fasting_glucose'")
    text = text.replace("primary: ['test:ast', 'test:alt', 'test:ggt']", "primary: ['concept:diabetes', 'test:ast', "
                        "'test:alt', 'test:ggt']")
    path.write_text(text, encoding="utf-8")
    hits = _findings(folder, "concept_cycle")
    assert len(hits) == 1 and hits[0][0] == "40_concepts.cypher" and hits[0][1] > 0


def test_check_names_a_range_with_a_gap_in_ages(folder: Path) -> None:
    _first_row(folder / "50_ranges.cypher",
               "  {id: 'zz_amylase_child', term: 'test:amylase', sex: 'any', age_min: 0, age_max: 17, unit: 'U/L', "
               "cuts: [100], cut_to: ['upper'], labels: ['normal', 'high'], flags: ['normal', 'high'], "
               "source: 'test', tier: 'lab_typical'},\n"
               "  {id: 'zz_amylase_adult', term: 'test:amylase', sex: 'any', age_min: 30, age_max: null, unit: 'U/L', "
               "cuts: [110], cut_to: ['upper'], labels: ['normal', 'high'], flags: ['normal', 'high'], "
               "source: 'test', tier: 'lab_typical'}")
    hits = _findings(folder, "range_gap")
    assert [h[0] for h in hits] == ["50_ranges.cypher"] and "zz_amylase_adult" in hits[0][2]


def test_a_promotion_is_written_once_with_the_version_bumped(folder: Path) -> None:
    before = parse_scripts(folder)
    written = add_curated_alias("drug:atorvastatin", "liptorr", "en", folder=folder)
    assert written.added and written.version_after == bump_patch(before.version)
    assert (folder / "VERSION").read_text().strip() == written.version_after
    line = (folder / CURATED_SCRIPT).read_text(encoding="utf-8").splitlines()[written.line - 1]
    assert "target: 'drug:atorvastatin'" in line and "text: 'liptorr'" in line
    after = parse_scripts(folder)
    assert any(a.text == "liptorr" for a in after.terms["drug:atorvastatin"].aliases)
    assert not [f for f in check_dictionary(after, folder=folder) if f.level == "error"]
    again = add_curated_alias("drug:atorvastatin", "liptorr", "en", folder=folder)
    assert not again.added and again.line == written.line
    assert (folder / "VERSION").read_text().strip() == written.version_after
    second = add_curated_alias("drug:metformin", "glucophaj", "en", folder=folder)
    assert second.line == written.line + 1
    assert len(parse_scripts(folder).terms["drug:metformin"].aliases) == len(before.terms["drug:metformin"].aliases) + 1


def test_a_promotion_that_would_clash_or_names_nothing_is_refused(folder: Path) -> None:
    with pytest.raises(CurationError, match="already names"):
        add_curated_alias("drug:rosuvastatin", "atorvastatin", "en", folder=folder)
    with pytest.raises(CurationError, match="no term or concept"):
        add_curated_alias("drug:nothing_like_it", "zzz", "en", folder=folder)
    with pytest.raises(CurationError):
        add_curated_alias("drug:atorvastatin", " ... ", "en", folder=folder)


def test_diff_reports_the_promoted_alias_and_the_version(folder: Path) -> None:
    old = parse_scripts(folder)
    add_curated_alias("drug:atorvastatin", "liptorr", "en", folder=folder)
    report = diff_dictionaries(old, parse_scripts(folder))
    assert report.aliases_added == [("drug:atorvastatin", "liptorr", "en")]
    assert report.version_to == bump_patch(report.version_from)
    assert not report.terms_added and not report.aliases_removed
    assert diff_dictionaries(old, old).empty


def test_ucum_check_and_mapping() -> None:
    for code in ("mg/dL", "mm[Hg]", "10*3/uL", "kg/m2", "/min", "{score}", "m[IU]/mL", "mL/min/{1.73_m2}", "Cel"):
        assert is_ucum(code), code
    for code in ("mgs/dl", "10^3/uL", "units per litre", ""):
        assert not is_ucum(code), code
    assert ucum_code("mcg") == "ug" and ucum_code("mmHg") == "mm[Hg]" and ucum_code("mg/dL") == "mg/dL"
    assert ucum_code("furlongs") is None
