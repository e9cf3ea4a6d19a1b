"""Homonyms get a context rule or a stop form; lay phrases of inability and change are symptoms; the false-match
check on ordinary public-domain prose stays under its target."""

from __future__ import annotations

from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary
from pia_graph.ontology.false_match import TARGET_PER_10K, false_matches
from pia_graph.ontology.model import AliasEntry, Ambiguity, ContextRule, Term
from pia_graph.ontology.normalize import normalize_alias


def _keys(index: AliasIndex, text: str) -> list[str | None]:
    return [m.term_key for m in index.match(text)]


def test_stop_form_hides_the_word_inside() -> None:
    run = Term("activity:running", "activity", "exercise", "Running",
               aliases=(AliasEntry("ran", "ran", "en", "en", "activity:running"),))
    d = Dictionary(terms={run.key: run})
    d.stops[("ran out", "en")] = "ran out"
    index = AliasIndex.build(d)
    assert _keys(index, "I ran out of milk") == []
    assert _keys(index, "I ran 5k") == ["activity:running"]


def test_needs_cue_drops_the_word_without_a_cue() -> None:
    rr = Term("vital:respiratory_rate", "vital", "vital_sign", "RR",
              aliases=(AliasEntry("RR", "rr", "en", "abbr_en", "vital:respiratory_rate"),))
    d = Dictionary(terms={rr.key: rr})
    d.ambiguities[("rr", "en")] = Ambiguity(
        "RR", normalize_alias("RR"), "en", (rr.key,), (ContextRule(rr.key, ("breaths", "hr")),), needs_cue=True
    )
    index = AliasIndex.build(d)
    assert _keys(index, "RR 0.74 in the trial") == []
    assert _keys(index, "HR 72, RR 16") == [rr.key]


def test_issue_homonyms(default_index: AliasIndex) -> None:
    assert _keys(default_index, "I ran out of my meds") == []
    assert _keys(default_index, "Ran 5k in 27 min this morning") == ["activity:running"]
    assert _keys(default_index, "I work at Pfizer") == []
    assert _keys(default_index, "got my Pfizer shot today")[0] == "vaccine:covid19"
    assert _keys(default_index, "physical therapy session") == ["visit:physical_therapy"]
    assert _keys(default_index, "annual physical on March 3")[0] == "visit:checkup"
    assert _keys(default_index, "RR 0.74 for the trial") == []
    assert _keys(default_index, "BP 120/80, HR 72, RR 16")[-1] == "vital:respiratory_rate"
    assert "visit:clinic" not in _keys(default_index, "김학송 의원 대표발의")
    assert "visit:clinic" in _keys(default_index, "동네 의원에서 진료 받았어")


def test_lay_phrases_are_symptoms(default_index: AliasIndex) -> None:
    for text, key in [
        ("I couldn't walk far yesterday", "symptom:difficulty_walking"),
        ("could not sleep last night", "symptom:insomnia"),
        ("weight gain lately", "symptom:weight_gain"),
        ("I've been gaining weight", "symptom:weight_gain"),
        ("lost my appetite", "symptom:loss_of_appetite"),
        ("pain in my knee since Monday", "symptom:knee_pain"),
        ("어젯밤 잠을 못 잤어", "symptom:insomnia"),
        ("요즘 살이 쪘어요", "symptom:weight_gain"),
    ]:
        assert _keys(default_index, text)[0] == key, text
    assert _keys(default_index, "walked 45 min outside")[0] == "activity:walking"
    assert _keys(default_index, "weight 81.5 kg this morning")[0] == "body:weight"


def test_false_matches_on_ordinary_prose_stay_under_target(default_index: AliasIndex) -> None:
    report = false_matches(default_index)
    assert report["words"] > 50_000
    assert report["unreviewed"] == 0, [m for f in report["files"] for m in f["matches"] if m["verdict"] == "unreviewed"]
    assert report["per_10k_words"] <= TARGET_PER_10K


def test_check_flags_a_stop_that_is_an_alias() -> None:
    from pia_graph.ontology.check import check_aliases

    d = load_default_dictionary()
    clash = Dictionary(terms=d.terms, ambiguities=d.ambiguities, stops={("headache", "en"): "headache"})
    assert any(f.code == "stop_clash" for f in check_aliases(clash))


def test_no_procedure_alias_swallows_the_cancer_it_was_for() -> None:
    """ "유방암 수술", "breast cancer surgery": the cancer is what the user had (the storage suites keep the
    condition, as for 대장암 and 갑상선암); a procedure alias made of a cancer's name and a surgery word would hide
    it."""
    d = load_default_dictionary()
    cancers = {a.norm for t in d.terms.values() if str(t.extra.get("icd10") or "").startswith("C")
               for a in t.aliases}
    surgery = ("surgery", "operation", "수술")
    hidden = [a.text for t in d.terms.values() if t.kind == "procedure" for a in t.aliases
              if any(a.norm in (f"{c} {s}", f"{c}{s}") for c in cancers for s in surgery)]
    assert hidden == []


def test_graves_alone_and_korean_names_of_generated_drugs(default_index: AliasIndex) -> None:
    assert _keys(default_index, "diagnosed with graves last month") == ["condition:graves_disease"]
    assert _keys(default_index, "타목시펜 5년째 먹는 중") == ["drug:tamoxifen"]
    assert _keys(default_index, "페마라 먹어") == ["drug:letrozole"]
