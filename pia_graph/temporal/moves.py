"""Moving a date: "moved my appointment from Monday to Wednesday", "the MRI got pushed back to the 20th",
"예약을 월요일에서 수요일로 옮겼어요". Such a sentence changes one date: it resolves to the new date (B), not to a
range from A to B. What is moved is something expected, so B is read forward (the next such weekday, date or
day of the month on or after ``said_at``), whatever tense the sentence is in.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from pia_graph.ontology.word_lists import words_alternation
from pia_graph.temporal import cal
from pia_graph.temporal.base import Ctx, on_date
from pia_graph.temporal.supply import Cand

_EN_VERB = (
    r"(?<![\w-])(?:re-?schedul(?:e|ed|ing)|postpon(?:e|ed|ing)|push(?:ed|ing)?\s+(?:it\s+|them\s+)?back|pushed"
    r"|bump(?:ed|ing)?|mov(?:e|ed|ing)|shift(?:ed|ing)?|chang(?:e|ed|ing)|switch(?:ed|ing)?|delay(?:ed|ing)?"
    r"|brought\s+forward|bring(?:ing)?\s+forward|pull(?:ed|ing)?\s+(?:it\s+)?(?:in|forward)|rebook(?:ed|ing)?)(?![\w-])"
)


@cache
def _patterns() -> dict[str, re.Pattern[str]]:
    ko_verb = f"(?:{words_alternation('date_move_verb', 'ko')})"  # the dictionary's list
    return {
        "en_verb": re.compile(_EN_VERB, re.IGNORECASE),
        "en_to": re.compile(r"(?<![\w-])(?:to|till|until|for|->|→)\s+(?:the\s+)?$", re.IGNORECASE),
        "en_from": re.compile(r"(?<![\w-])from\s", re.IGNORECASE),
        # the particle glues to the date ("수요일로"): "어제 로수바스타틴 10mg으로 바꿨어" moves no date
        "ko_to": re.compile(rf"(?:으로|로)\s*(?:[가-힣A-Za-z0-9]+\s+){{0,3}}?[가-힣]*{ko_verb}"),
        "ko_verb": re.compile(ko_verb),
        "ko_from": re.compile(r"\s*(?:에서|서)\s*$"),
        "clause_break": re.compile(r"[.;!?\n]"),
        # "병원 예약 미뤘어요 원래 오늘이었는데 다음주 목요일로": the new date closes the sentence, its verb said before
        "ko_to_end": re.compile(r"(?:으로|로)(?:요)?(?=\s*[.!?~…ㅠㅜㅋ^]*\s*(?:$|\n))"),
        "ko_day": re.compile(r"(?<![가-힣0-9./-])(?P<d>[12]\d|3[01]|0?[1-9])\s*일(?=\s*(?:으로|로))"),
    }


def has_move(text: str) -> bool:
    """Whether ``text`` says a date was moved (only then are the forward readings worth computing)."""
    pats = _patterns()
    return bool(pats["en_verb"].search(text) or pats["ko_verb"].search(text))


def _ko_to_after_verb(text: str, at: int) -> re.Match[str] | None:
    """The 으로/로 that closes a sentence right after a date at ``at`` when a move verb stands earlier in it."""
    pats = _patterns()
    to = pats["ko_to_end"].match(text, at)
    if to is None:
        return None
    start = max((m.end() for m in pats["clause_break"].finditer(text, 0, at)), default=0)
    return to if pats["ko_verb"].search(text, start, at) else None


def _ko_days(text: str, ctx: Ctx) -> list[Cand]:
    """"20일로 미뤘어": a bare day of the month, the next one on or after the date (only a move makes 20일 a day)."""
    out: list[Cand] = []
    for m in _patterns()["ko_day"].finditer(text):
        day = int(m.group("d"))
        for k in range(3):
            try:
                first = cal.month_shift(ctx.today, k)
            except (ValueError, OverflowError):
                break  # beyond the calendar
            d = cal.valid_date(first.year, first.month, day)
            res = on_date(d) if d is not None and d >= ctx.today else None
            if res is not None:
                out.append(Cand(m.start(), m.end(), "ko.day_of_month", res, 999))
                break
    return out


def compose(text: str, ctx: Ctx, atoms: Sequence[Cand], forward: Sequence[Cand]) -> list[Cand]:
    """The new date of a moved appointment, from the ``forward`` readings of the atoms."""
    pats = _patterns()
    out: list[Cand] = []
    points = [b for b in forward if b.res.kind == "date"] + _ko_days(text, ctx)
    for b in points:
        ko = b.rule_id.startswith("ko.") or (b.rule_id.startswith("date.") and re.search(r"[가-힣]", text))
        if ko:
            to = pats["ko_to"].match(text, b.end) or _ko_to_after_verb(text, b.end)
            if to is None:
                continue
            start = b.start
            for a in atoms:
                if a.end <= b.start and pats["ko_from"].search(text, a.end, b.start) and \
                        not text[a.end:b.start].strip(" 에서"):
                    start = min(start, a.start)
            out.append(Cand(start, to.end(), f"ko.move/{b.rule_id}", b.res, -1))
            continue
        to = pats["en_to"].search(text, max(0, b.start - 12), b.start)
        if to is None:
            continue
        clause_start = max((m.end() for m in pats["clause_break"].finditer(text, 0, to.start())), default=0)
        verb = None
        for v in pats["en_verb"].finditer(text, clause_start, to.start()):
            verb = v
        if verb is None:
            continue
        frm = pats["en_from"].search(text, verb.end(), to.start())
        start = frm.start() if frm is not None else to.start()
        out.append(Cand(start, b.end, f"en.move/{b.rule_id}", b.res, -1))
    return out
