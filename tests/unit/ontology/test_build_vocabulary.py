"""The widened drug vocabulary (build_vocabulary): a monograph title is read as its drug, a combination as its parts,
and the guards keep salts, other kinds of term and ordinary words out."""

from __future__ import annotations

from pathlib import Path

from pia_graph.ontology import AliasIndex
from pia_graph.ontology.build_vocabulary import base_form, generic_form, guard_words, parts_key, wide_drugs
from pia_graph.ontology.model import AliasEntry, Dictionary, Term

FORMS = frozenset({"patch", "nasal", "spray", "and", "drops", "otic"})


def test_a_combination_is_written_as_its_parts() -> None:
    assert generic_form("atovaquone and proguanil") == "atovaquone / proguanil"
    assert generic_form("neomycin, polymyxin, and hydrocortisone") == "neomycin / polymyxin / hydrocortisone"
    assert parts_key("proguanil / atovaquone") == parts_key("atovaquone / proguanil")


def test_a_monograph_title_is_read_as_the_drug_it_names() -> None:
    assert base_form("lidocaine patch", FORMS) == "lidocaine"
    assert base_form("diclofenac (arthritis pain)", FORMS) == "diclofenac"
    assert base_form("fluticasone nasal spray and drops", FORMS) == "fluticasone"
    assert base_form("ciprofloxacin and dexamethasone otic", FORMS) == "ciprofloxacin / dexamethasone"
    assert base_form("patch", FORMS) == "patch"  # a name is never emptied


def _sources(tmp_path: Path, rows: list[str]) -> Path:
    (tmp_path / "ordinary").mkdir()
    (tmp_path / "ordinary" / "prose.txt").write_text("It is a truth universally acknowledged.", encoding="utf-8")
    (tmp_path / "drug_vocabulary_guards.tsv").write_text(
        "not_a_drug\tvaccine\nsalt\tsodium\nsalt\tchloride\nform\tpatch\nordinary\tcapex\n", encoding="utf-8"
    )
    (tmp_path / "drugbank_approved.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return tmp_path


def _index(*terms: tuple[str, str]) -> AliasIndex:
    out = {}
    for key, alias in terms:
        entry = AliasEntry(text=alias, norm=alias, lang="en", source="en", target=key)
        out[key] = Term(key=key, kind=key.split(":")[0], record_type="medication_regimen", name=alias, aliases=(entry,))
    return AliasIndex.build(Dictionary(terms=out))


def test_the_guards_keep_other_kinds_salts_and_ordinary_words_out(tmp_path: Path) -> None:
    sources = _sources(tmp_path, [
        "atovaquone and proguanil\tmalarone\ttrue\t1",
        "acetazolamide\tdiamox\t\t1",
        "acetazolamide\tsodium chloride\t\t1",
        "acetazolamide\tcapex\t\t1",
        "acetazolamide\ttruth\t\t1",
        "rabies vaccine\timovax\t\t1",
        "cholecalciferol\tcalciferol\t\t1",
        "lidocaine patch\tlidoderm\t\t1",
    ])
    wide = wide_drugs(sources, ["lidocaine"], _index(("drug:vitamin_d", "calciferol")))
    assert wide.generics == ["acetazolamide", "atovaquone / proguanil"]
    assert wide.names[parts_key("atovaquone / proguanil")] == [("malarone", "brand_en")]
    assert wide.names["acetazolamide"] == [("diamox", "brand_en")]  # no salt, no ordinary word
    assert wide.names["lidocaine"] == [("lidoderm", "brand_en")]  # a title's names join the drug in scope
    assert any("cholecalciferol" in s and "drug:vitamin_d" in s for s in wide.skipped)


def test_the_guard_file_has_each_kind() -> None:
    path = Path(__file__).resolve().parents[3] / "ontology" / "sources" / "drug_vocabulary_guards.tsv"
    for kind in ("not_a_drug", "salt", "form", "ordinary"):
        assert guard_words(path, kind), kind
