"""A plan not yet carried out, by its grammar (RETAIN gate, pure): "i'll probably get my cholesterol checked in
the fall", "im gonna start the gym next month", "라식 해볼까", "피검사 받아볼까봐요", "나중에 등산 다닐거야".

Writers label a plan no record (a goal with a target is one, and is the goal rule's). The cue lists used to name
whole phrases ("thinking of joining", "할까 고민"); fresh text says the same plan in words no list held. Here a plan
is a shape: in English a clause the user opens by announcing what they will do (``plan_marker``) that also says
a time still to come (``plan_future_time``, or a weekday named bare: ``plan_weekday``) or a hedge
(``negation.is_hedged``); in Korean a clause closed by an ending that weighs or announces a plan
(``ontology/read/plan_endings_ko.tsv``: the ending after a stem in ㄹ, 할까 / 볼까봐요, computed from the syllable's
last consonant; an intention, 하려고요 / 예약해야지), by the future on a stem in ㄹ (갈 거야, 할게요) with a time
still to come, or by an obligation not yet met (예약해야 되는데) with no number in the clause. The words are
dictionary data; this module holds only the grammar.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest import cues, negation
from pia_graph.ingest.clauses import statement_end_ko, syllables_with_final
from pia_graph.ingest.read_tables import ending_alternatives

# what may close a clause after its ending: punctuation, laughter, tears, a tilde, an emoji
_CLOSE = r"[\s?.!~…ㅠㅜㅋㅎ^;]*(?:[^\w\s]\s*)*$"
_THEN_VERB = (r"(?=\s+(?!(?:since|for|with|from|all|again|lately|today|yesterday|and|but|or|in|at|on|this|last"
              r"|after|before|during|the|a|an|my)\b)[a-z])")
_L_FINAL = 8  # ㄹ, the 8th of the 28 final consonants
# a dose: a regimen given the day it starts is recorded ("i'll be on losartan 50mg from tomorrow")
# a purpose said after a statement already made ("요즘 소주 반병씩 마셔요 스트레스 풀려고"): why the user does what
# they said, not a plan (a time still to come in the clause keeps it a plan)
_PURPOSE_TAIL_KO = re.compile(r"\s\S*(?:려고|려구)" + _CLOSE)
_DOSE = re.compile(r"\d+(?:\.\d+)?\s*(?:mg|mcg|µg|iu|units?|ml|밀리)(?![a-z])", re.IGNORECASE)


def _alternatives(group: str) -> str:
    return ending_alternatives("plan_endings_ko.tsv", group)


@cache
def _weigh_ko() -> re.Pattern[str]:
    after_l = f"[{syllables_with_final(_L_FINAL)}]"
    return re.compile(f"(?:{after_l}\\s*(?:{_alternatives('weigh_after_l')})|(?:{_alternatives('intend')})){_CLOSE}")


@cache
def _future_ko() -> re.Pattern[str]:
    return re.compile(f"[{syllables_with_final(_L_FINAL)}]\\s*(?:{_alternatives('future_after_l')}){_CLOSE}")


@cache
def _owe_ko() -> re.Pattern[str]:
    return re.compile(f"(?:{_alternatives('owe')}){_CLOSE}")


@cache
def _decided_ko() -> re.Pattern[str]:
    return re.compile(f"(?:{_alternatives('decided')}){_CLOSE}")


@cache
def _afterthought_ko() -> re.Pattern[str]:
    """One or two words said after the clause's ending as an afterthought ("치과 가려고요 내일", "금연하려고요 진짜로",
    "가보려고요 근데"): a time still to come (``plan_future_time``, a particle or two after it) or a word of
    the ``afterthought`` group; the ending before them closes the clause all the same."""
    word = rf"(?:{_alternatives('afterthought')})(?![가-힣])"
    time = rf"(?:{cues.gate_cues('plan_future_time', 'ko').pattern})[가-힣]{{0,2}}(?![가-힣])"  # 내일, 주말에, 내년부터
    return re.compile(rf"(?:\s+(?:{word}|{time})){{1,2}}{_CLOSE}")


@cache
def _marker_en() -> re.Pattern[str]:
    # the marker is followed by what the user will do, not by a preposition or a conjunction: "ill since
    # tuesday" is the adjective (an apostrophe is optional in the cue lists, so "i'll" also reads "ill")
    # up to three words may open the clause before it ("so", "honestly i think", "ok so maybe")
    marker = cues.gate_cues("plan_marker", "en").pattern
    return re.compile(rf"^\W*(?:[\w']+\W+){{0,3}}(?:{marker}){_THEN_VERB}", re.IGNORECASE)


def plan_weighed(clause: str, lang: str) -> bool:
    """The clause weighs or announces a plan of the user's not yet carried out (no record); a goal is none."""
    text = clause.strip()
    if _DOSE.search(text) or cues.gate_cues("aim_label", lang).search(text):
        return False  # "gonna aim for 8h of sleep a night", "목표는 내년까지 5키로": a goal, the goal rule's record
    if lang == "ko":
        core = _afterthought_ko().sub("", text, count=1)  # the ending that closes the clause before an afterthought
        future = bool(cues.gate_cues("plan_future_time", "ko").search(text))
        if _weigh_ko().search(core):
            return future or not _purpose_of_statement(core)
        return bool(_future_ko().search(core) or _decided_ko().search(core)) and future
    if not _marker_en().search(text):
        return False
    # a weekday named bare after the marker is one still to come ("gonna start intermittent fasting monday")
    return bool(cues.gate_cues("plan_future_time", "en").search(text) or cues.gate_cues("plan_weekday", "en").search(
        text)) or negation.is_hedged(text, "en")


# a word closed by the polite ending -요 ("피워요", "해요"): something told, before what follows it in the clause
_POLITE_WORD_KO = re.compile(r"요(?:\s|$)")


def obligation_unmet(clause: str) -> bool:
    """A Korean clause closed by an obligation not yet met (``owe`` in plan_endings_ko.tsv: -야 되는데 / -야
    하는데), with no number and nothing told before the obligation ("건강검진 예약해야 되는데"): nothing done, no
    record. After a statement made ("담배 하루 반갑 피워요 끊어야 하는데") it is what the user means to change of what
    they told, and a number ("밤 11시 반에 라면 먹고 잠 ㅠ 야식 끊어야 되는데") tells a done fact. The caller reads it
    only in the turn's first clause: after a told clause it is the same change meant."""
    text = clause.strip()
    owe = _owe_ko().search(text)
    if owe is None or re.search(r"\d", text):
        return False
    before = text[:text.rfind(" ", 0, owe.start()) + 1]
    return not statement_end_ko(before) and not _POLITE_WORD_KO.search(before)


def _purpose_of_statement(text: str) -> bool:
    """A Korean clause that states what the user does and then says why, with -려고 ("소주 반병씩 마셔요 스트레스
    풀려고"): the statement is told, the purpose is no plan. A time still to come keeps it a plan ("내일 병원 가요 검사
    받으려고")."""
    tail = _PURPOSE_TAIL_KO.search(text)
    return tail is not None and statement_end_ko(text[:tail.start()]) \
        and not cues.gate_cues("plan_future_time", "ko").search(text)
