"""The DrugBank vocabulary as the dictionary build reads it (pure; ``build.py`` calls it).

Two vendored files (``scripts/vendor_drug_vocabulary.py``): ``drugbank_vocabulary.tsv`` gives the names of the
generics in scope (the curated ones, the US reference list's); ``drugbank_approved.tsv`` (session 67) the names of
every other drug on the US or UK market for patients, which the build adds as terms of their own, behind guards:
- a drug that ``drug_vocabulary_guards.tsv`` calls another kind of term (a vaccine, an immune globulin) stays out;
- a drug one of whose names already names a hand-written drug, substance or food term under another name
  ("cholecalciferol" is "vitamin d3") stays out (the hand term owns it), and so does one whose own name is another
  hand term's (a test, a symptom);
- a name made only of salt words ("sodium chloride" as a bare name), or that ordinary prose uses
  (``sources/ordinary/``) or the guards call ordinary ("capex", "sunkist"), is left out; the package's own
  stopwords were dropped when vendoring;
- a monograph title ("lidocaine patch", "diclofenac (arthritis pain)") is read as the drug it names, so its names
  join that drug's term; a name another row (curated, reference, the in-scope vocabulary) claims stays that row's.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from pia_graph.ontology.alias_gate import AliasIndex
from pia_graph.ontology.reference_lists import read_tsv

WORD = re.compile(r"^[a-z][a-z\- ]*[a-z]$")
_PARENTHESIS = re.compile(r"\s*\([^)]*\)")
_JOINERS = re.compile(r",\s*and\s+|\s+and\s+|,\s*|\s*/\s*")
_PROSE_WORD = re.compile(r"[a-z]+(?:-[a-z]+)*")
_OWNED_ELSEWHERE = ("drug:", "substance:", "food:", "supplement:")
MAX_WORDS = 4


def guard_words(path: Path, kind: str) -> frozenset[str]:
    """The words of one kind of ``drug_vocabulary_guards.tsv`` (``not_a_drug``, ``salt``)."""
    return frozenset(r[1].lower() for r in read_tsv(path) if len(r) > 1 and r[0] == kind)


def generic_form(canonical: str) -> str:
    """The build's spelling of a vocabulary canonical: a combination's parts joined by ' / ' ("atovaquone and
    proguanil" -> "atovaquone / proguanil"), as ``drugs_curated.tsv`` writes one."""
    return " / ".join(p.strip() for p in _JOINERS.split(canonical) if p.strip())


def base_form(canonical: str, forms: frozenset[str]) -> str:
    """The drug a monograph title names: its parentheses and trailing dosage-form words dropped ("lidocaine patch",
    "diclofenac (arthritis pain)", "fluticasone nasal spray and drops" -> the drug's own name)."""
    words = _PARENTHESIS.sub("", canonical).split()
    while len(words) > 1 and words[-1].strip(",") in forms:
        words.pop()
    return generic_form(" ".join(words).strip(" ,"))


def parts_key(generic: str) -> str:
    """One key for a combination whatever the order of its parts."""
    return " / ".join(sorted(p.strip() for p in generic.split(" / ")))


def vocabulary(path: Path, forms: frozenset[str] | None = None) -> dict[str, list[tuple[str, str]]]:
    """canonical -> [(variant, group)] kept from a vocabulary file: words only, one canonical each.

    A name the vocabulary has only as a variant of one canonical ("clavulanate") is keyed under it too. With
    ``forms`` (the widened file) the canonical is keyed by ``parts_key(base_form(...))``: a monograph title joins
    its drug, and a combination matches the build's generic in any order."""
    out: dict[str, list[tuple[str, str]]] = defaultdict(list)
    rows = read_tsv(path)
    canonicals = {r[0] for r in rows}
    for row in rows:
        canonical, variant, n = row[0], row[1], int(row[3])
        key = canonical if forms is None else parts_key(base_form(canonical, forms))
        if forms is None and n == 1 and variant not in canonicals and variant != canonical:
            out.setdefault(variant, out[key])  # the same list object: filled below
        if n != 1 or len(variant) < 5 or len(variant.split()) > MAX_WORDS or not WORD.match(variant):
            continue
        if variant.startswith(canonical[:5]) or canonical.startswith(variant[:5]):
            out[key].append((variant, "en"))
        else:
            out[key].append((variant, "brand_en"))
    return out


def ordinary_phrases(folder: Path) -> frozenset[str]:
    """Every run of one to four words of the ordinary prose (``sources/ordinary/*.txt``), lower case."""
    out: set[str] = set()
    for path in sorted(folder.glob("*.txt")):
        words = _PROSE_WORD.findall(path.read_text(encoding="utf-8").lower())
        for n in range(1, MAX_WORDS + 1):
            out.update(" ".join(words[i : i + n]) for i in range(len(words) - n + 1))
    return frozenset(out)


@dataclass
class WideDrugs:
    """The widened vocabulary, guarded: generic -> its (variant, group) names, and what was left out."""

    names: dict[str, list[tuple[str, str]]] = field(default_factory=dict)  # keyed by parts_key
    generics: list[str] = field(default_factory=list)  # new generics, in the build's spelling, sorted
    skipped: list[str] = field(default_factory=list)


def _owner(index: AliasIndex, names: Iterable[str]) -> tuple[str, str] | None:
    """(name, hand term) for the first name that names a hand drug, substance or food term."""
    for n in names:
        owned = [t for t in index.lookup(n) if t.startswith(_OWNED_ELSEWHERE)]
        if owned:
            return n, owned[0]
    return None


def wide_drugs(sources: Path, known: Iterable[str], index: AliasIndex) -> WideDrugs:
    """The guarded widened vocabulary: every drug of ``drugbank_approved.tsv`` whose generic is not in ``known``
    (the curated and reference generics) becomes a new generic; a known combination gets the names too."""
    out = WideDrugs()
    path = sources / "drugbank_approved.tsv"
    if not path.is_file():
        return out
    salts = guard_words(sources / "drug_vocabulary_guards.tsv", "salt")
    not_a_drug = guard_words(sources / "drug_vocabulary_guards.tsv", "not_a_drug")
    forms = guard_words(sources / "drug_vocabulary_guards.tsv", "form")
    prose = ordinary_phrases(sources / "ordinary") | guard_words(sources / "drug_vocabulary_guards.tsv", "ordinary")
    known_keys = {parts_key(g) for g in known}
    spelled = {parts_key(base_form(r[0], forms)): base_form(r[0], forms) for r in sorted(read_tsv(path))}
    for key, variants in sorted(vocabulary(path, forms).items()):
        generic = spelled.get(key, key)
        kept = [(v, g) for v, g in variants if not set(v.split()) <= salts and v not in prose]
        out.skipped += [f"{v!r} ({generic}): a salt or an ordinary word" for v, _ in variants if (v, _) not in kept]
        if key in known_keys:
            out.names[key] = kept
            continue
        if set(generic.replace(" / ", " ").split()) & not_a_drug or generic in prose:
            out.skipped.append(f"{generic!r}: another kind of term or an ordinary word")
            continue
        hits = {t for n in (generic, generic.replace(" / ", " and ")) for t in index.lookup(n)}
        if hits and not all(t.startswith("drug:") for t in hits):
            out.skipped.append(f"{generic!r}: its name already names {sorted(hits)}")
            continue
        owner = None if hits else _owner(index, [v for v, _ in kept])  # a hand drug by its own name: extended
        if owner is not None:
            out.skipped.append(f"{generic!r}: {owner[0]!r} already names {owner[1]}")
            continue
        out.names[key] = kept
        out.generics.append(generic)
    out.generics.sort()
    return out
