"""Lay symptom language for the build: phrases of inability, change and located pain (``sources/lay_symptoms.tsv``).

"couldn't walk far" is a symptom, not the activity walking; "could not sleep" is insomnia, not a sleep record;
"weight gain" is a symptom, not a weight measurement; "pain in my knee" is knee pain, not generic pain. The
gate takes the longest alias, so each phrase, as an alias of the symptom, wins over the shorter word inside it.
Templates (one definition, here):
- a verb of inability V: can't V, cannot V, can not V, couldn't V, could not V, unable to V, hard to V,
  struggling to V, struggle to V;
- a gerund G: trouble G, difficulty G, hard time G, problems G;
- a body site S: pain in my S, pain in the S, pain in S, S is hurting, S has been hurting, S hurting, sore S;
- a Korean verb stem (못 잤, 힘들) with the endings the particle list lacks (어, 어요, 는데 …).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from pia_graph.ontology.model import Dictionary
from pia_graph.ontology.normalize import compact_key
from pia_graph.ontology.reference_lists import read_tsv, split_cell

INABILITY = (
    "can't", "cannot", "can not", "couldn't", "could not", "unable to", "hard to", "struggling to", "struggle to"
)
TROUBLE = ("trouble", "difficulty", "hard time", "problems")
SITE_FORMS = ("pain in my {s}", "pain in the {s}", "pain in {s}", "{s} is hurting", "{s} has been hurting",
              "{s} hurting", "sore {s}")
KO_ENDINGS = ("어", "어요", "는데", "음", "서", "습니다", "었어", "어서")


@dataclass
class LayRow:
    key: str
    name: str
    en: list[str] = field(default_factory=list)
    ko: list[str] = field(default_factory=list)


def expand(cells: list[str]) -> LayRow:
    cells = cells + [""] * (7 - len(cells))
    row = LayRow(cells[0], cells[1])
    for verb in split_cell(cells[2]):
        row.en += [f"{lead} {verb}" for lead in INABILITY]
    for gerund in split_cell(cells[3]):
        row.en += [f"{lead} {gerund}" for lead in TROUBLE]
    row.en += split_cell(cells[4])
    for stem in split_cell(cells[5]):
        row.ko += [stem] + [stem + e for e in KO_ENDINGS]
    for site in split_cell(cells[6]):
        row.en += [form.format(s=site) for form in SITE_FORMS]
    return row


def lay_rows(path: Path, hand: Dictionary, skipped: list[str]) -> tuple[list[LayRow], list[LayRow]]:
    """(new symptom terms, aliases for existing terms); an alias naming another term is left out."""
    taken: dict[str, set[str]] = defaultdict(set)
    for a in hand.aliases():
        taken[compact_key(a.norm)].add(a.target)
    new: list[LayRow] = []
    extend: list[LayRow] = []
    for cells in read_tsv(path):
        row = expand(cells)
        for attr in ("en", "ko"):
            kept: list[str] = []
            seen: set[str] = set()
            for text in getattr(row, attr):
                c = compact_key(text)
                if c in seen:
                    continue
                seen.add(c)
                others = taken.get(c, set()) - {row.key}
                if others:
                    skipped.append(f"{text!r} ({row.key}): already names {sorted(others)}")
                    continue
                if row.key in taken.get(c, set()):
                    continue
                kept.append(text)
            setattr(row, attr, kept)
        (extend if row.key in hand.terms else new).append(row)
    return new, extend
