"""A habit the user is giving up, in their own words (pure): "Quitting smoking: “10 days smoke-free” (this month)",
"금연: “금연 10일째 ㅎㅎ”(지난달)".

The extractor keeps a smoking or drinking *status* (current, former, never) and single episodes; a change under way
("금연 시작", "quit date was monday", "금주 중") is often in neither, so no field said it. The curators' table
`ontology/hu2_habit_changes.tsv` names, per habit, the cues of such a statement (each names the habit, never "quit"
alone) and the drug class that shows the same change (a smoking-cessation drug). The newest statement that says
the change or its failure decides: advice or intent ("금연하래", "need to quit smoking") says nothing, a failure
("금연 실패", "couldn't quit smoking") ends it. The behavioural field quotes the statement; the recommendation keeps
it up (`keep_sentence`). Statements about someone else and questions are left out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from pia_graph.hu2.facts_view import day_key, is_question
from pia_graph.hu2.models import EvidenceFact, EvidenceRecord, Hu2Inputs, Sentence
from pia_graph.hu2.selection import about_someone_else
from pia_graph.hu2.wording import Words, quote
from pia_graph.ontology import Dictionary
from pia_graph.ontology.drug_classes import components, holds
from pia_graph.ontology.reference_lists import read_tsv
from pia_graph.ontology.word_lists import words_alternation
from pia_graph.paths import project_root

# what precedes an English cue when it is advice or intent ("doc says I should quit smoking")
_ADVICE_BEFORE_EN = re.compile(
    r"\b(?:should|need\s+to|needs\s+to|have\s+to|has\s+to|got\s+to|gotta|told\s+(?:me\s+)?to|wants?\s+(?:me\s+)?to"
    r"|want\s+to|thinking\s+(?:about|of)|going\s+to|gonna|plan(?:ning)?\s+to|might|must|hope\s+to|if\s+i)"
    r"\s+(?:try\s+(?:to\s+)?|really\s+)?$", re.I)
_WINDOW = 30
_KO_GAP = r"\s*"  # Korean words of the lists may be written spaced or not


@cache
def _patterns() -> dict[str, re.Pattern[str]]:
    """The wording around a habit cue, from the dictionary's lists (``84_rule_words.cypher``)."""
    return {
        # what follows a Korean cue when the statement is advice or intent ("금연하래", "끊어야", "끊고 싶")
        "advice_after_ko": re.compile(rf"^\S*?(?:{words_alternation('habit_advice_after', 'ko', _KO_GAP)})"),
        # what precedes an English cue, or follows a Korean one, when the change was not made
        "failed_before_en": re.compile(rf"\b(?:{words_alternation('habit_failed_before', 'en')})"
                                       r"\s+(?:really\s+)?$", re.I),
        "failed_after_ko": re.compile(rf"^\S*?\s*(?:{words_alternation('habit_failed_after', 'ko', _KO_GAP)})"),
    }


@dataclass(frozen=True)
class HabitChange:
    rule_id: str
    habit: str
    cues: re.Pattern[str]
    drug_class: str
    phrase_en: str
    phrase_ko: str
    keep_en: str
    keep_ko: str


@cache
def rules() -> tuple[HabitChange, ...]:
    rows = read_tsv(project_root() / "ontology" / "hu2_habit_changes.tsv")
    out = []
    for r in rows:
        rule_id, habit, cues_en, cues_ko, drug_class, phrase_en, phrase_ko, keep_en, keep_ko = r
        cues = "|".join(f"(?:{c})" for c in (cues_en, cues_ko) if c)
        out.append(HabitChange(rule_id, habit, re.compile(cues, re.I), drug_class, phrase_en, phrase_ko,
                               keep_en, keep_ko))
    return tuple(out)


@dataclass(frozen=True)
class Change:
    rule: HabitChange
    fact: EvidenceFact | None  # the statement that says it, newest
    drugs: tuple[EvidenceRecord, ...]  # regimens of the rule's drug class

    @property
    def cites(self) -> list[str]:
        return ([self.fact.fact_id] if self.fact else []) + [r.record_id for r in self.drugs]


def _verdict(text: str, cues: re.Pattern[str]) -> str | None:
    """'change' or 'failed' for the first cue in the text that is neither advice nor intent; None when none."""
    pats = _patterns()
    for m in cues.finditer(text):
        before, after = text[max(0, m.start() - _WINDOW):m.start()], text[m.end():m.end() + _WINDOW]
        if _ADVICE_BEFORE_EN.search(before) or pats["advice_after_ko"].search(after):
            continue
        if pats["failed_before_en"].search(before) or pats["failed_after_ko"].search(after):
            return "failed"
        return "change"
    return None


def changes(inputs: Hu2Inputs, dictionary: Dictionary) -> list[Change]:
    """Each habit the user is giving up now."""
    out = []
    proxy = inputs.proxy_account
    statements = sorted((f for f in inputs.facts
                         if not is_question(f.turn_text or f.text)
                         and not about_someone_else(f.turn_text or f.text, proxy)),
                        key=day_key, reverse=True)
    for rule in rules():
        newest: EvidenceFact | None = None
        for f in statements:
            verdict = _verdict(f.text, rule.cues) or (_verdict(f.turn_text, rule.cues) if f.turn_text else None)
            if verdict is not None:
                newest = f if verdict == "change" else None
                break
        drugs = tuple(r for r in inputs.records if r.type == "medication_regimen" and not r.negated
                      and rule.drug_class and _of_class(dictionary, r.coordinate, rule.drug_class))
        stopped_after = newest is None and any(_verdict(f.text, rule.cues) == "failed" for f in statements[:1])
        if newest is not None or (drugs and not stopped_after):
            out.append(Change(rule, newest, drugs[:1]))
    return out


def _of_class(dictionary: Dictionary, key: str, words: str) -> bool:
    """Whether the drug's class holds the rule's class words (the one reader, ``ontology/drug_classes``)."""
    term = dictionary.terms.get(key)
    return term is not None and any(holds(c, words) for c in components(term.drug_class))


def said_sentence(change: Change, inputs: Hu2Inputs, w: Words) -> Sentence:
    """The behavioural field's sentence: the habit change in the user's words (or the drug that shows it)."""
    lead = change.rule.phrase_ko if w.ko else change.rule.phrase_en
    if change.fact is not None:
        when = w.when(change.fact.day, inputs.as_of)
        said = quote(change.fact.text, 70)
        tail = ((f"({when})" if w.ko else f" ({when})") if when else "")
        text = f"{lead}: {said}{tail}."
    else:
        drug = w.name(change.drugs[0].coordinate)
        text = f"{lead}({drug})." if w.ko else f"{lead} ({drug})."
    return Sentence(text=text, cites=change.cites, rule=f"behavior.{change.rule.rule_id}")


def keep_sentence(change: Change, w: Words) -> Sentence:
    """The recommendation's sentence that keeps the change up (no dose, no number)."""
    text = change.rule.keep_ko if w.ko else change.rule.keep_en
    return Sentence(text=text, cites=change.cites, rule=f"rec.{change.rule.rule_id}")
