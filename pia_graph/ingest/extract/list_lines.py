"""A line of a medication list said with no verb: "levo 100 mcg.", "- metformin 500 bid", "2) 로사르탄 50 qd".

People paste or type what they take one drug a sentence or a line, the drug, its strength and at most how often
(cue lists ``regimen_frequency``, ``regimen_kept``), nothing else. Such a line is the regimen, active. The strength
needs its unit ("levo 100 mcg") unless the line is an item of a list (a bullet or a number opens it: "- 로사르탄
50"): a bare number alone in a sentence may be anything. A dose moment ("lantus 12 units tonight"), a day, as-needed
wording or any other word keeps the line out (``medications`` reads those first or leaves them).

A spouse's or a parent's pills in the same list ("husband's:", "엄마 약:") are theirs: ``listed_for_another``."""

from __future__ import annotations

import re

from pia_graph.ingest import text_spans
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.utterance import AnalysedUtterance
from pia_graph.ontology import TermMatch

# a list item's opening mark: "-", "*", "•", "1.", "2)", "①"
_ITEM_MARK = re.compile(r"\s*(?:[-*•·▪◦]|\d{1,2}[.)]|[①-⑳])\s+")
# what the line may hold besides the drug, its strength and how often: marks, a particle on the drug in Korean
# ("크레스토 5mg이요", "암로디핀 5mg이에요": a reply's polite copula closing the strength)
_REST = re.compile(r"(?:[\s,.;:!~()\-*•·▪◦①-⑳]|\d{1,2}[.)]|(?<=\S)(?:은|는|도|을|를)(?![가-힣])"
                   r"|(?:이요|이에요|예요|입니다|요)(?=[\s.!~]*$))*")
# the strength's own unit when the number was read without one ("75mcg" read as 75 and "mcg")
_UNIT_WORDS = re.compile(r"(?<![A-Za-z])(?:mg|mcg|µg|ug|g|iu|units?|ml|밀리그램|밀리|마이크로그램|단위|유닛)"
                         r"(?![A-Za-z])", re.IGNORECASE)


def bare_item(ctx: Ctx, m: TermMatch, dose: Quantity | None) -> bool:
    """Whether the sentence of drug ``m`` says nothing but the drug, its strength ``dose`` and how often."""
    if dose is None or dose.start < m.end:
        return False
    sentence = ctx.sentence_of(m.start)
    opens = text_spans.line_start(ctx.text, m.start)
    line_start = max(sentence.start, opens)
    line_end = min(sentence.end, text_spans.line_end(ctx.text, m.end))
    if dose.end > line_end:
        return False
    text = ctx.text[line_start:line_end]
    # the mark opens the line, the sentence at most right after it (a splitter may leave "1." out of it)
    mark = _ITEM_MARK.match(ctx.text, opens, m.start)
    item = mark is not None and not ctx.text[mark.end():max(mark.end(), line_start)].strip()
    if dose.unit is None and not item:
        return False
    if any(r.span is not None and line_start <= r.span.start < line_end for r in ctx.resolutions):
        return False  # a day or a time: a dose logged, or a plan
    rest = list(text)
    for a, b in ((m.start, m.end), (dose.start, dose.end)):
        rest[a - line_start:b - line_start] = " " * (b - a)
    left = "".join(rest)
    lang = "ko" if ctx.lang == "ko" else "en"
    for group in ("regimen_frequency", "regimen_kept"):
        left = cue_pattern(ctx.dictionary, group, lang).sub(" ", left)
    return _REST.fullmatch(_UNIT_WORDS.sub(" ", left)) is not None


def listed_for_another(ctx: Ctx, utterance: AnalysedUtterance, pos: int) -> bool:
    """A drug under a heading that names someone else's pills ("husband's:\\n- atorvastatin 20 mg", "엄마 약:
    아토르바스타틴 20mg"): the nearest clause before it in its block (a blank line ends a block) that closes with a
    colon is said of a relative or another person, so the lines after it are theirs. On a proxy account the
    relative's pills are the account's."""
    if utterance.proxy:
        return False
    for c in reversed(utterance.clauses):
        if c.end > pos:
            continue
        if "\n\n" in ctx.text[c.end:pos]:
            return False
        if ctx.text[c.start:c.end].rstrip().endswith(":") or ctx.text[c.end:pos].lstrip().startswith(":"):
            return c.experiencer in (Experiencer.FAMILY, Experiencer.OTHER)
    return False
