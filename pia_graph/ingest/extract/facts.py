"""Facts: short self-contained sentences for associative recall, with their resolved time and terms."""

from __future__ import annotations

import re

from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.given_drug import giver
from pia_graph.ingest.hup import FactDraft, HupRecord
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import AnalysedUtterance

_DRUG_SHAPE = re.compile(
    r"\b[a-z]+(?:pril|sartan|statin|formin|dipine|olol|azole|cillin|mycin|cycline|floxacin|oxetine|gliptin"
    r"|gliflozin|lukast|tidine|profen|proxen)\b",
    re.IGNORECASE,
)
SELF_NAME = "User"  # the user's stand-in in a fact's English text ("I" and "my" rewritten)
_SELF = (
    (re.compile(r"\bI'm\b|\bI am\b"), f"{SELF_NAME} is"),
    (re.compile(r"\bI've\b|\bI have\b"), f"{SELF_NAME} has"),
    (re.compile(r"\bI was\b"), f"{SELF_NAME} was"),
    (re.compile(r"\bI\b"), SELF_NAME),
    (re.compile(r"\b[Mm]y\b"), f"{SELF_NAME}'s"),
    (re.compile(r"\bme\b"), SELF_NAME),
)


def _rewrite(sentence: str, lang: str) -> str:
    if lang != "en":
        return sentence
    out = sentence
    for rx, repl in _SELF:
        out = rx.sub(repl, out)
    return out


# Clauses that ask or say nothing of their own: never part of a fact (nor one with a question mark that states nothing).
_ASKING = frozenset({Verdict.QUESTION, Verdict.REQUEST, Verdict.MEDIA, Verdict.EMPTY})
# What a sentence of a kept message with no health statement of its own may still tell: who and where ("이정은
# 선생님 친절하심", "her office is in Bellevue"); not someone else's health, small talk or a hypothetical.
_TELLING = frozenset({Verdict.NO_HEALTH, Verdict.FRAGMENT})


def _statement_span(utterance: AnalysedUtterance, n: int) -> tuple[int, int] | None:
    """Sentence n's fact: from its first to its last clause that asks nothing, when it holds a statement clause (the
    clauses around the statement say who said it, where, what was advised: "physio said no running, do the wall
    sits daily"); a sentence that only tells (`_TELLING`) is its own fact in a message with a statement elsewhere
    ("동네 내과 바꿈. 강남연세내과 박지훈 원장님 친절하심") and in a message the clause rules drop (`_kept_by_another`).
    None: the sentence gives no fact (pure)."""
    clauses = utterance.sentence_clauses(n)
    if not any(c.verdict == Verdict.STATEMENT for c in clauses) and (
            not clauses or any(c.verdict not in _TELLING for c in clauses)
            or not (any(c.verdict == Verdict.STATEMENT for c in utterance.clauses) or _kept_by_another(utterance))):
        return None
    told = [c.segment for c in clauses if c.verdict == Verdict.STATEMENT
            or (c.verdict not in _ASKING and "?" not in utterance.text[c.segment.start:c.segment.end])]
    return (told[0].start, told[-1].end) if told else None


def _kept_by_another(utterance: AnalysedUtterance) -> bool:
    """Whether the clause rules drop the message (`retain_gate.retain_decision`, asked once per utterance): its
    facts are stored only when another reader keeps it, the learned RETAIN opinion ("viral load blip, 48 copies.",
    "CD4 520, 미검출 유지": no clause the word lists call health), the records the rules made of it, or the
    conversation, and then what its sentences tell is what the turn keeps; without them the kept turn stored no fact
    and no record, and nothing of it could be recalled (session 67)."""
    return not retain_decision(utterance).retain


def statement_texts(utterance: AnalysedUtterance) -> list[str]:
    """The texts `extract` gives the sentences with a statement clause (or telling beside one), known from the
    analysis alone (before the rules run): retain embeds them while the rules extract. A sentence with records and
    no such clause gets a fact too, which only `extract` knows."""
    spans = [_statement_span(utterance, n) for n in range(len(utterance.sentences))]
    return [_rewrite(utterance.text[s[0]:s[1]], utterance.lang) for s in spans if s is not None]


def extract(ctx: Ctx, records: list[HupRecord]) -> list[FactDraft]:
    """One fact per sentence with a personal statement; questions and small talk give none."""
    out: list[FactDraft] = []
    utterance = ctx.utterance
    for n, (sentence, _parts) in enumerate(ctx.sentences):
        kept = _statement_span(utterance, n) if utterance is not None else None
        in_sentence = [r for r in records if sentence.start <= r.span_start < sentence.end]
        if kept is None and not in_sentence:
            continue
        start, end = kept if kept is not None else (sentence.start, sentence.end)
        span = ctx.text[start:end]
        terms: list[str] = []
        for m in ctx.matches:
            if m.term_key and start <= m.start < end and m.term_key not in terms:
                terms.append(m.term_key)
        for r in in_sentence:
            if r.coordinate not in terms:
                terms.append(r.coordinate)
        date = month = None
        for r in in_sentence:
            if r.date is not None and not r.time_assumed:
                date = r.date
                break
            if r.month is not None:
                month = r.month
                break
        if date is None and month is None:
            for res in ctx.resolutions:
                if res.span is not None and start <= res.span.start < end:
                    if res.kind == "date":
                        date = res.date
                    elif res.kind == "month":
                        month = res.month
                    break
        if date is None and month is None:
            date = ctx.said_at.date()
        inside = [c for c in utterance.clauses if start <= c.start < end] if utterance is not None else []
        given = [c for c in inside if c.given]
        out.append(FactDraft(text=_rewrite(span, ctx.lang), date=date, month=month, span=span, span_start=start,
                             span_end=end, term_keys=tuple(terms),
                             source=giver(given[0].text, ctx.lang) if given else None,  # "": someone unnamed
                             considered=any(c.considered for c in inside)))
    return out


def unknown_terms(ctx: Ctx) -> list[str]:
    """Words shaped like drug names that the dictionary did not match: candidates for a curator."""
    out: list[str] = []
    for m in _DRUG_SHAPE.finditer(ctx.text):
        if any(t.start <= m.start() < t.end for t in ctx.matches):
            continue
        word = m.group(0).lower()
        if word not in out:
            out.append(word)
    for tm in ctx.matches:
        if tm.term_key is None and tm.ambiguous and tm.surface not in out:
            out.append(tm.surface)
        elif tm.rule.startswith("fuzzy:") and tm.surface not in out:
            out.append(tm.surface)  # a misspelt drug name: the curator confirms it as an alias
    return out
