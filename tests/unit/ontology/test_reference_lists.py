"""The vendored published lists are read by fixed rules, the build takes LOINC codes only from the vendored list,
and the coverage report measures the dictionary against those lists (issue 13)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from pia_graph.ontology import AliasIndex, load_default_dictionary
from pia_graph.ontology.build import hand_dictionary
from pia_graph.ontology.build_loinc import loinc_rows_for_terms
from pia_graph.ontology.coverage import coverage
from pia_graph.ontology.products import company_stem, ingredients_named, product_forms, strip_salt
from pia_graph.ontology.reference_lists import (
    LoincRow,
    loinc_rows,
    loinc_spoken_names,
    meps_drugs,
    meps_parts,
    orange_book_brands,
    reference_dir,
)
from pia_graph.paths import ontology_dir


@pytest.mark.parametrize(
    ("name", "parts"),
    [
        ("ACETAMINOPHEN-HYDROCODONE", ["ACETAMINOPHEN", "HYDROCODONE"]),
        ("LATANOPROST OPHTHALMIC", ["LATANOPROST"]),
        ("OMEGA-3 POLYUNSATURATED FATTY ACIDS", ["OMEGA-3 POLYUNSATURATED FATTY ACIDS"]),
        ("BROMPHENIRAMINE/DEXTROMETHORPHAN/PSE", ["BROMPHENIRAMINE", "DEXTROMETHORPHAN", "PSEUDOEPHEDRINE"]),
        ("INFLUENZA VIRUS VACCINE, INACTIVATED", ["INFLUENZA VIRUS VACCINE INACTIVATED"]),
    ],
)
def test_meps_names_are_read_as_their_ingredients(name: str, parts: list[str]) -> None:
    assert meps_parts(name) == parts


def _row(long_name: str, short_name: str = "") -> LoincRow:
    return LoincRow(1, "0-0", long_name, short_name, "Chem")


@pytest.mark.parametrize(
    ("long_name", "short_name", "scale", "said"),
    [
        ("Bilirubin.direct [Mass/volume] in Serum or Plasma", "Bilirub Direct SerPl-mCnc", "", "direct bilirubin"),
        ("Cholesterol in HDL [Mass/volume] in Serum or Plasma", "HDLc SerPl-mCnc", "", "hdl cholesterol"),
        ("Glucose [Mass/volume] in Urine by Test strip", "Glucose Ur Strip-mCnc", "", "urine glucose"),
        ("Neutrophils/100 leukocytes in Blood by Automated count", "", "percentage", "neutrophils"),
        ("Neutrophils [#/volume] in Blood", "Neutrophils # Bld", "count", "neutrophils"),
        ("Prothrombin time (PT) in Platelet poor plasma by Coagulation assay", "PT PPP", "", "pt"),
        ("Creatinine [Mass/volume] in Serum or Plasma", "Creat SerPl-mCnc", "", "creat"),
        ("pH of Arterial blood", "pH BldA", "", "arterial ph"),
        (
            "Glomerular filtration rate/1.73 sq M.predicted by Creatinine-based formula (MDRD)",
            "",
            "",
            "glomerular filtration rate",
        ),
        # the specimen is said before the analyte; the method "Culture" names the test
        ("Protein [Mass/volume] in Serum or Plasma", "Prot SerPl-mCnc", "", "serum protein"),
        ("Bacteria identified in Blood by Culture", "Bacteria Bld Cult", "", "blood culture"),
        ("Bacteria identified in Urine by Culture", "Bacteria Ur Cult", "", "urine culture"),
        ("Bacteria identified in Unspecified specimen by Culture", "Bacteria XXX Cult", "", "bacterial culture"),
        ("Microscopic observation [Identifier] in Unspecified specimen by Gram stain", "Gram Stn", "", "gram stain"),
        ("Microscopic exam [interpretation] of Urine by Cytology", "Microscopic Ur-Imp", "", "urine microscopic exam"),
        # a ratio reads each side; a type list and a report's section words are no part of the name
        (
            "Cholesterol.total/Cholesterol in HDL [Mass ratio] in Serum or Plasma",
            "Cholest/HDLc SerPl",
            "",
            "cholesterol/hdl ratio",
        ),
        ("Human papilloma virus 16+18+31+33 DNA [Presence] in Cervix", "HPV DNA Cvx", "", "human papilloma virus dna"),
        ("Erythrocyte morphology finding [Identifier] in Blood", "RBC morph Bld", "", "erythrocyte morphology"),
        ("Pathology report final diagnosis", "Path report.final Dx Spec", "", "pathology report"),
    ],
)
def test_loinc_names_a_person_says(long_name: str, short_name: str, scale: str, said: str) -> None:
    got_scale, names = loinc_spoken_names(_row(long_name, short_name))
    assert got_scale == scale
    assert said in names


def test_vendored_lists_are_there() -> None:
    drugs = meps_drugs()
    assert [d.rank for d in drugs] == list(range(1, len(drugs) + 1)) and len(drugs) > 250
    assert drugs[0].generic == "atorvastatin"
    rows = loinc_rows(limit=200)
    assert len({r.code for r in rows}) == 200 and rows[0].code == "2160-0"
    brands = orange_book_brands()
    assert ("ATORVASTATIN", "LIPITOR") in brands and len(brands) == len(set(brands))


@pytest.mark.parametrize(
    ("name", "company", "form"),
    [
        ("부루펜정200밀리그램(이부프로펜)", "삼일제약(주)", "부루펜"),
        ("부루펜정200밀리그램(이부프로펜)", "삼일제약(주)", "이부프로펜"),
        ("신일비사코딜정", "신일제약(주)", "비사코딜"),
        ("신일트리메부틴말레산염정", "신일제약(주)", "트리메부틴"),
        ("게보린정(수출명:돌로린정)", "삼진제약(주)", "게보린"),
        # a company stem ending in 파마, 사이언스, 바이오로직스, or written without its "한국"
        ("지엘로페라미드염산염캡슐", "지엘파마(주)", "로페라미드"),
        ("팜젠암브록솔염산염시럽", "(주)팜젠사이언스", "암브록솔"),
        ("파비스암브록솔염산염정", "(주)한국파비스제약", "암브록솔"),
        # an old-style salt word before the ingredient
        ("영일염산암브록솔정", "영일제약(주)", "암브록솔"),
    ],
)
def test_mfds_product_names_are_reduced(name: str, company: str, form: str) -> None:
    assert form in product_forms(name, company)


def test_product_name_parts() -> None:
    assert ingredients_named("타치온정50밀리그램(글루타티온(환원형))") == ["글루타티온"]
    assert ingredients_named("게보린정(수출명:돌로린정)") == []  # an export name is no ingredient
    assert strip_salt("클로닉신리시네이트") == "클로닉신"
    assert strip_salt("나트륨") == "나트륨"  # a salt word alone stays
    assert strip_salt("염산암브록솔") == "암브록솔"
    assert strip_salt("염산") == "염산"
    assert company_stem("(주)유한양행") == "유한"


def test_build_refuses_a_loinc_code_the_vendored_list_lacks(tmp_path: Path) -> None:
    sources = tmp_path / "sources"
    shutil.copytree(reference_dir(), sources / "reference")
    (sources / "loinc_terms.tsv").write_text("# code\tterm\n2160-0\ttest:creatinine\n99999-9\ttest:creatinine\n")
    skipped: list[str] = []
    rows = loinc_rows_for_terms(sources, hand_dictionary(ontology_dir()), skipped)
    listed = {r.code: r.long_name for r in loinc_rows(sources / "reference")}
    assert rows == [{"key": "test:creatinine", "loinc_codes": ["2160-0"], "loinc_names": [listed["2160-0"]]}]
    assert any("99999-9" in s and "not in the vendored LOINC list" in s for s in skipped)


def test_committed_loinc_codes_are_all_in_the_vendored_list() -> None:
    listed = {r.code for r in loinc_rows()}
    mapped = [
        line.split("\t")[0]
        for line in (ontology_dir() / "sources" / "loinc_terms.tsv").read_text(encoding="utf-8").splitlines()
        if line and not line.startswith("#")
    ]
    assert mapped and set(mapped) <= listed


def test_coverage_against_the_vendored_lists(default_index: AliasIndex) -> None:
    lists = coverage(load_default_dictionary(), default_index)["lists"]
    assert lists["us_generics"]["share"] >= 0.98
    assert lists["loinc_top200_personal"]["share"] >= 0.90
    assert lists["loinc_top200"]["total"] == 200 and lists["loinc_top200"]["share"] >= 0.90
    assert lists["kr_products"]["share"] > lists["kr_products_as_written"]["share"]
    assert "PATHOLOGY" not in " ".join(lists["loinc_top200_personal"]["missing"]).upper()


@pytest.mark.parametrize(
    ("said", "frame", "term"),
    [
        ("serum protein", "my serum protein was 7.1", "test:total_protein"),
        ("SaO2", "SaO2 was 97% on the blood gas", "test:arterial_o2_sat"),
        ("SpO2", "SpO2 was 97%", "vital:spo2"),
        ("band neutrophils", "band neutrophils 8%", "test:band_neutrophils_pct"),
        ("band neutrophils", "band neutrophils 0.9 x10^3/uL", "test:band_neutrophils"),
        ("ABO & Rh group", "my ABO & Rh group is O positive", "profile:blood_type"),
        ("urine microscopy", "the urine microscopy was normal", "test:urine_microscopy"),
    ],
)
def test_lab_names_of_the_loinc_list_reach_their_term(said: str, frame: str, term: str) -> None:
    index = AliasIndex.build(load_default_dictionary())
    keys = [m.term_key for m in index.match(frame) if m.surface.lower() == said.lower()]
    assert keys == [term]
