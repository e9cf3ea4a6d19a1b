"""Build the generated ontology scripts from the vendored sources (``ontology/sources/``), deterministically.

Inputs: ``drugs_curated.tsv`` (the generics in scope, their class, Korean names, brands the vocabulary lacks)
and ``drugbank_vocabulary.tsv`` (synonyms and brands from the DrugBank open vocabulary). The hand-curated
scripts are read first; the build never changes them:
- a generic the hand scripts already name gets the missing aliases in ``39_drug_aliases_generated.cypher``
  (rows with ``extends: true``: the term keeps its hand-written fields);
- any other generic becomes a term in ``30_drugs_generated.cypher``; a combination is its own term, linked to
  its ingredients in ``80_ingredients_generated.cypher`` (``HAS_INGREDIENT``);
- a generic that is also a lab test ("estradiol", "testosterone") is declared ambiguous in
  ``71_ambiguity_generated.cypher`` with the measured-vs-taken context rules;
- an alias that already names another term, or that two generated terms claim, is left out (reported).
The same sources always give the same bytes (sorted rows, no timestamps).
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from pia_graph.ontology.alias_gate import AliasIndex
from pia_graph.ontology.build_lay import LayRow, lay_rows
from pia_graph.ontology.build_loinc import loinc_rows_for_terms
from pia_graph.ontology.build_vocabulary import parts_key, vocabulary, wide_drugs
from pia_graph.ontology.cypher_literal import Value
from pia_graph.ontology.model import ALIAS_GROUPS, Dictionary
from pia_graph.ontology.normalize import compact_key, normalize_alias
from pia_graph.ontology.reference_lists import meps_drugs, meps_generic, orange_book_brands, read_tsv, split_cell
from pia_graph.ontology.script_template import script_template
from pia_graph.ontology.scripts import parse_scripts
from pia_graph.paths import ontology_dir

GENERATED_MARK = "_generated"
TEST_CUES_EN = [
    "level", "levels", "came back", "result*", "test", "tests", "tested", "lab*", "checked", "measured", "blood work"
]
DRUG_CUES_EN = ["taking", "take", "took", "started", "mg", "pill*", "tablet*", "prescribed", "dose", "patch", "cream"]
TEST_CUES_KO = ["수치", "검사", "결과", "나왔", "피검사", "혈액검사"]
DRUG_CUES_KO = ["먹", "복용", "처방", "알약", "패치", "바르"]


@dataclass
class BuildReport:
    new_terms: int = 0
    extended_terms: int = 0
    aliases: int = 0
    ingredient_links: int = 0
    ambiguities: int = 0
    skipped: list[str] = field(default_factory=list)
    files: dict[str, str] = field(default_factory=dict)  # file name -> text


def snake(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def _title(generic: str) -> str:
    return "/".join(p.strip()[:1].upper() + p.strip()[1:] for p in generic.split(" / "))


def hand_dictionary(folder: Path | None = None) -> Dictionary:
    return parse_scripts(folder, include=lambda p: GENERATED_MARK not in p.name)


def _combo_forms(parts: list[str], joiner_and: str) -> list[str]:
    if len(parts) < 2:
        return parts
    rev = list(reversed(parts))
    return [" / ".join(parts), " / ".join(rev), f" {joiner_and} ".join(parts), f" {joiner_and} ".join(rev)]


_TRADE = re.compile(r"^[a-z][a-z'\- ]*[a-z]$")


def _orange_book_brands(rows: dict[str, _Row], sources: Path) -> None:
    """US trade names of the FDA Orange Book (public domain) as brands of their MEPS generic: words only, one to
    three of them, at least five letters; ranked below the curated names like the vocabulary's."""
    for drug, trade in orange_book_brands(sources / "reference"):
        row = rows.get(meps_generic(drug))
        name = trade.lower()
        if row is None or not _TRADE.match(name) or len(name.split()) > 3 or len(name.replace(" ", "")) < 5:
            continue
        if compact_key(name) not in {compact_key(t) for texts in row.groups.values() for t in texts}:
            row.groups["brand_en"].append(name)
            row.from_vocabulary.add(compact_key(name))


def _records(sources: Path) -> list[list[str]]:
    """The curated generics, then every generic of the US reference list (AHRQ MEPS) the curated list lacks
    (no class, no Korean name: its names come from the list and the vocabulary)."""
    curated = read_tsv(sources / "drugs_curated.tsv")
    known = {rec[0] for rec in curated}
    extra = sorted({d.generic for d in meps_drugs(sources / "reference")} - known)
    return curated + [[generic, ""] for generic in extra]


@dataclass
class _Row:
    key: str
    generic: str
    drug_class: str
    extends: bool
    groups: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    ingredients: list[str] = field(default_factory=list)
    from_vocabulary: set[str] = field(default_factory=set)  # compact keys that only the vocabulary gave
    names: list[tuple[str, str]] = field(default_factory=list)  # (text, lang) of the generic, before pruning
    wide: bool = False  # a drug of the widened vocabulary (drugbank_approved.tsv): every other row's names win


def build(folder: Path | None = None) -> BuildReport:
    base = Path(folder) if folder is not None else ontology_dir()
    sources = base / "sources"
    hand = hand_dictionary(base)
    index = AliasIndex.build(hand)
    vocab = vocabulary(sources / "drugbank_vocabulary.tsv")
    report = BuildReport()
    records = _records(sources)
    wide = wide_drugs(sources, [rec[0] for rec in records], index)
    report.skipped += wide.skipped
    records += [[generic, ""] for generic in wide.generics]
    wide_generics = set(wide.generics)
    rows: dict[str, _Row] = {}

    def existing(names: list[str]) -> tuple[str | None, str | None]:
        """(drug term the hand scripts give these names, test term sharing the name)."""
        drug = test = None
        for n in names:
            targets = index.lookup(n)
            drugs = [t for t in targets if t.startswith(("drug:", "substance:"))]
            drug = drug or (drugs[0] if len(drugs) == 1 else None)
            test = test or next((t for t in targets if t.startswith("test:")), None)
        return drug, test

    shared_tests: dict[str, str] = {}
    for rec in records:
        generic = rec[0]
        parts = [p.strip() for p in generic.split(" / ")]
        ko = split_cell(rec[2]) if len(rec) > 2 else []
        en_forms = _combo_forms(parts, "and")
        ko_forms = [f for k in ko for f in (_combo_forms(k.split("/"), "+") if "/" in k else [k])]
        key, test = existing(en_forms + ko_forms)
        row = _Row(key or f"drug:{snake(generic)}", generic, rec[1] if len(rec) > 1 else "", key is not None)
        if test:
            shared_tests[generic] = test
        row.groups["en"] += en_forms
        row.groups["ko"] += ko_forms
        row.names = [(t, "en") for t in en_forms] + [(t, "ko") for t in ko_forms]
        row.groups["brand_en"] += split_cell(rec[3]) if len(rec) > 3 else []
        row.groups["brand_ko"] += split_cell(rec[4]) if len(rec) > 4 else []
        if len(parts) == 1:
            curated = {compact_key(t) for texts in row.groups.values() for t in texts}
            for variant, group in vocab.get(generic, []):
                row.groups[group].append(variant)
                if compact_key(variant) not in curated:
                    row.from_vocabulary.add(compact_key(variant))
        if generic in wide_generics:  # every name of a widened drug ranks below the curated names
            row.wide = True
            row.from_vocabulary.update(compact_key(t) for t, _ in row.names)
        curated = {compact_key(t) for texts in row.groups.values() for t in texts}
        for variant, group in wide.names.get(parts_key(generic), []):
            if compact_key(variant) not in curated:
                row.groups[group].append(variant)
                row.from_vocabulary.add(compact_key(variant))
        rows[generic] = row
    _orange_book_brands(rows, sources)
    for row in rows.values():
        parts = [p.strip() for p in row.generic.split(" / ")]
        if len(parts) > 1:
            row.ingredients = [rows[p].key for p in parts if p in rows and rows[p].key != row.key]
    _drop_collisions(rows, hand, report)
    lay_new, lay_extend = lay_rows(sources / "lay_symptoms.tsv", hand, report.skipped)
    loinc = loinc_rows_for_terms(sources, hand, report.skipped)
    report.extended_terms += len(loinc)
    scripts: dict[str, tuple[str, list[dict[str, Value]]]] = {
        "16_tests_loinc_codes_generated.cypher": ("loinc_codes", loinc),
        "30_drugs_generated.cypher": ("drug_terms", _term_rows([r for r in rows.values() if not r.extends], report)),
        "31_symptoms_generated.cypher": ("symptom_terms", _lay_rows(lay_new, report, extends=False)),
        "38_symptom_aliases_generated.cypher": ("symptom_aliases", _lay_rows(lay_extend, report, extends=True)),
        "39_drug_aliases_generated.cypher": (
            "drug_aliases", _extends_rows([r for r in rows.values() if r.extends], report)
        ),
        "71_ambiguity_generated.cypher": ("ambiguity", _ambiguity_rows(rows, shared_tests, hand, report)),
        "80_ingredients_generated.cypher": ("ingredients", _ingredient_rows(rows, report)),
    }
    report.files = {name: script_template(template).render(data) for name, (template, data) in scripts.items()}
    return report


def _lay_rows(rows: list[LayRow], report: BuildReport, *, extends: bool) -> list[dict[str, Value]]:
    out: list[dict[str, Value]] = []
    for row in sorted(rows, key=lambda r: r.key):
        if extends and not (row.en or row.ko):
            continue
        if extends:
            report.extended_terms += 1
        else:
            report.new_terms += 1
        report.aliases += len(row.en) + len(row.ko)
        out.append({"key": row.key, "lay_en": row.en, "lay_ko": row.ko} | ({} if extends else {"name": row.name}))
    return out


def _drop_collisions(rows: dict[str, _Row], hand: Dictionary, report: BuildReport) -> None:
    hand_targets: dict[str, set[str]] = defaultdict(set)
    hand_norms: set[tuple[str, str]] = set()
    for a in hand.aliases():
        hand_targets[compact_key(a.norm)].add(a.target)
        hand_norms.add((a.norm, a.target))
    claims: dict[str, set[str]] = defaultdict(set)
    curated_claims: dict[str, set[str]] = defaultdict(set)
    for row in rows.values():
        for texts in row.groups.values():
            for t in texts:
                c = compact_key(t)
                claims[c].add(row.key)
                if c not in row.from_vocabulary:
                    curated_claims[c].add(row.key)
    seen_by_key: dict[str, set[str]] = defaultdict(set)  # two source rows may extend the same hand term
    wide_keys = {r.key for r in rows.values() if r.wide} - {r.key for r in rows.values() if not r.wide}
    for row in rows.values():
        seen = seen_by_key[row.key]
        for group, texts in row.groups.items():
            kept: list[str] = []
            for t in texts:
                c = compact_key(t)
                if not c or c in seen:
                    continue
                seen.add(c)
                others = hand_targets.get(c, set()) - {row.key}
                own = c in {compact_key(n) for n, _ in row.names}  # the generic's own name may be a test's too
                if others and not (own and all(o.startswith("test:") for o in others)):
                    report.skipped.append(f"{t!r} ({row.key}): already names {sorted(others)}")
                    continue
                rivals = claims[c] - {row.key}
                if row.key in wide_keys and rivals - wide_keys:
                    report.skipped.append(f"{t!r} ({row.key}): a name of {sorted(rivals - wide_keys)}")
                    continue
                rivals -= wide_keys if row.key not in wide_keys else set()
                if rivals and curated_claims[c] == {row.key}:
                    rivals = set()  # the curated list wins over the vocabulary
                elif rivals and len(curated_claims[c]) == 1:
                    rivals = curated_claims[c] - {row.key} or rivals
                if rivals:
                    report.skipped.append(f"{t!r} ({row.key}): also claimed by {sorted(rivals)}")
                    continue
                if row.extends and (normalize_alias(t), row.key) in hand_norms:
                    continue  # the hand script already has it
                kept.append(t)
            row.groups[group] = kept


def _alias_fields(row: _Row) -> dict[str, Value]:
    return {g: row.groups.get(g, []) for g in ALIAS_GROUPS}


def _term_rows(rows: list[_Row], report: BuildReport) -> list[dict[str, Value]]:
    out: list[dict[str, Value]] = []
    for row in sorted(rows, key=lambda r: r.key):
        report.new_terms += 1
        report.aliases += sum(len(v) for v in row.groups.values())
        out.append({"key": row.key, "name": _title(row.generic), "drug_class": row.drug_class,
                    "ingredients": row.ingredients, "source": "vocabulary" if row.wide else "generated",
                    **_alias_fields(row)})
    return out


def _extends_rows(rows: list[_Row], report: BuildReport) -> list[dict[str, Value]]:
    out: list[dict[str, Value]] = []
    for row in sorted(rows, key=lambda r: r.key):
        if not any(row.groups.values()):
            continue
        report.extended_terms += 1
        report.aliases += sum(len(v) for v in row.groups.values())
        out.append({"key": row.key, **_alias_fields(row)})
    return out


def _ambiguity_rows(
    rows: dict[str, _Row], shared: dict[str, str], hand: Dictionary, report: BuildReport
) -> list[dict[str, Value]]:
    out: list[dict[str, Value]] = []
    for generic, test in sorted(shared.items()):
        row = rows[generic]
        for text, lang in row.names:
            norm_c = compact_key(text)
            test_norms = {compact_key(a.norm) for a in hand.terms[test].aliases}
            if norm_c not in test_norms or any(compact_key(a.norm) == norm_c for a in hand.ambiguities.values()):
                continue
            tc, dc = (TEST_CUES_EN, DRUG_CUES_EN) if lang == "en" else (TEST_CUES_KO, DRUG_CUES_KO)
            report.ambiguities += 1
            out.append({"text": text, "lang": lang, "test": test, "drug": row.key, "test_cues": tc, "drug_cues": dc})
    return out


def _ingredient_rows(rows: dict[str, _Row], report: BuildReport) -> list[dict[str, Value]]:
    pairs = sorted({(r.key, i) for r in rows.values() for i in r.ingredients})
    report.ingredient_links = len(pairs)
    return [{"drug": a, "ingredient": b} for a, b in pairs]


def write(report: BuildReport, folder: Path | None = None) -> list[Path]:
    base = Path(folder) if folder is not None else ontology_dir()
    out = []
    for name, text in sorted(report.files.items()):
        path = base / name
        path.write_text(text, encoding="utf-8")
        out.append(path)
    return out
