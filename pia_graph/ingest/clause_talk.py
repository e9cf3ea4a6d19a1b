"""What kind of talk a clause or a sentence is, before whose health it tells: a health word at all, a case imagined,
a request, a price, news of an illness going around, a question's scene, a term named alone. Pure; the RETAIN gate's
verdict (``clause_verdict``) reads them in its order.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pia_graph.ingest import cues
from pia_graph.ingest.clause_tells import tells
from pia_graph.ingest.clauses import N_FINAL_KO, Segment
from pia_graph.ingest.experiencer import self_anchor, self_anchor_beyond_kin
from pia_graph.ingest.ko_endings import past_syllable, requests_by_ending

_SCENE_CLOSE = r"[\s,.~…ㅠㅜ]*$"


# A sentence opened by a condition with a future or modal consequence ("if the a1c comes back over 7 i'll probably
# need insulin", "so if it doesnt settle they'll refer me"): a case weighed or a plan, not what is; a habit said in the
# present ("if i skip coffee i get headaches") has no modal and stays the user's, and a condition after a told
# statement ("bp 150/90, will check again if i remember") does not open the sentence
_CONDITION_FUTURE_EN = re.compile(r"^\W*(?:(?:so|and|but|ok|okay|well|also)\W+)?(?:if|unless)\b[^.!?;]*?"
                                  r"\b(?:i'll|you'll|he'll|she'll|they'll|we'll|it'll|will|would|gonna|going\s+to"
                                  r"|might)\b", re.I)


# A Korean clause closed by the connective -ㄴ데 (되는데, 가는데, 빼는데) or the hearsay -던데 (유행이라던데): it sets
# the scene for what follows
_BACKGROUND_END_KO = re.compile(f"(?:는|던|[{N_FINAL_KO}])데{_SCENE_CLOSE}")
_HEARSAY_END_KO = re.compile(f"[다라]던데{_SCENE_CLOSE}")
# hearsay -다는데 / -다던데 on a past stem ("했다는데", "받았다던데"): a past event heard of
_HEARSAY_PAST_END_KO = re.compile(f"[았었였했됐갔왔]다(?:는|던)데{_SCENE_CLOSE}")


def background_ko(clause: Segment, match_spans: Sequence[tuple[int, int]]) -> bool:
    """A Korean clause of a question sentence that only sets its scene, with no number and no past: closed by
    -ㄴ데 on a time still to come (``plan_future_time``) with no health thing named ("내일 아침 피검사라 금식해야
    되는데 물은 마셔도 되나요"), or by hearsay -다던데/-라던데, what is said about ("요즘 독감 유행이라던데 증상이
    어때요"). A state told before the question stays told ("요즘 잠을 통 못 자는데 …", "혈압약 먹고 있는데 …")."""
    text = clause.text
    if re.search(r"\d", text):
        return False
    if _HEARSAY_PAST_END_KO.search(text) and not self_anchor(text, "ko"):
        return True  # "앞집 양반이 쓸개 떼는 수술을 했다는데 그거 큰 수술이야?": what is heard of someone, past or not
    if re.search(past_syllable(), text):
        return False
    if _HEARSAY_END_KO.search(text):
        return True
    return bool(_BACKGROUND_END_KO.search(text)) and bool(cues.gate_cues("plan_future_time", "ko").search(text)) \
        and not any(s < clause.end and e > clause.start for s, e in match_spans)


# "I suppose": the speaker's hedge on what they tell ("so I suppose that's after food"), not "suppose I ..."
_I_SUPPOSE = re.compile(r"\bi\s+suppose\b")


def is_hypothetical(sentence: str, question: bool, lang: str) -> bool:
    """An imagined case or a plan weighed: the dictionary's ``hypothetical`` and ``intention`` lists anywhere,
    its ``conditional`` list (and Korean conditional endings) in a question."""
    if lang == "ko" and cues.rx(cues.HYPOTHETICAL_KO).search(sentence) and question:
        return True
    if lang == "ko" and cues.rx(cues.CONDITION_IMAGINED_KO).search(sentence):
        return True  # "만약에 칼륨이 6 나오면 심각한거야": a case imagined, asked or not
    low = sentence.lower()
    if lang == "en" and cues.rx(cues.INTENTION_EN).search(low):
        return True
    if cues.gate_cues("intention", lang).search(low):
        return True  # "헬스장 등록할까 고민중", "torn between the gym and a bike"
    if cues.gate_cues("hypothetical", lang).search(_I_SUPPOSE.sub(" ", low) if lang == "en" else low):
        return True  # "what if …", "옮으면 어쩌지"; "I suppose that's after food" is a hedge, not a case imagined
    if lang == "en" and _CONDITION_FUTURE_EN.search(low):
        return True  # "if it's still high next month they'll start me on a statin"
    return question and bool(cues.gate_cues("conditional", lang).search(low))


def is_request(text: str, lang: str) -> bool:
    """The clause asks for the record rather than telling it: a request verb opening it (``cues.REQUEST_EN``
    and the dictionary's ``request`` list; Korean anywhere, unless it asks to keep the values it tells:
    ``log_request``), or a telegraphic query: a clause with no number
    ending on an ``aggregate`` word ("이번달 걸음수 평균")."""
    t = text.strip()
    if lang == "ko":
        if re.search(r"\d", t) and cues.gate_cues("log_request", lang).search(t):
            return False  # "체중 80.2 혈압 136/88 기록해줘": values told with a request to keep them
        if cues.rx(cues.REQUEST_KO).search(t) or cues.gate_cues("request", lang).search(t):
            return True
        if requests_by_ending(t):
            return True  # "정리해 줄 수 있어요?", "만들어줄 수 있을까": asked as what the listener can do
    elif cues.rx(cues.REQUEST_EN).match(t) or cues.gate_cues("request", lang).match(
            _REQUEST_OPENER.sub("", t, count=1)):
        return True
    elif _POLITE_END.search(t) and not re.search(r"\d", t) and not tells(_POLITE_END.sub("", t), lang):
        return True  # "everything about my gout pls": a thing asked for, closed by a politeness word
    if re.search(r"\d", t):
        return False  # "6800 steps total": a value told
    tail = _TRAILING.sub("", t)
    return any(m.end() == len(tail) for m in cues.gate_cues("aggregate", lang).finditer(tail))


_POLITE_END = re.compile(r"\s+(?:pls|plz|please|thx|thanks)\W*$", re.I)
_REQUEST_OPENER = re.compile(r"^(?:please\s+|pls\s+|(?:can|could|would)\s+(?:you|u|ya)\s+)?", re.I)
_TRAILING = re.compile(r"[\s.!?~ㄱ-ㅎㅠㅜ]+$")  # (ㄱ, ㄱㄱ: "go", a request's marker)


def has_health(clause: Segment, lang: str, match_spans: Sequence[tuple[int, int]]) -> bool:
    if any(s < clause.end and e > clause.start for s, e in match_spans):
        return True
    # "got back from Bali", "식당 예약하고": a health word inside another word or phrase (``health_homograph``)
    text = cues.gate_cues("health_homograph", lang).sub(" ", clause.text)
    if cues.health_rx(lang).search(text) or cues.gate_cues("gate_health", lang).search(text) \
            or cues.drug_class_rx(lang).search(text):
        return True
    if lang != "ko" and cues.gate_cues("wound", lang).search(text) and cues.gate_cues("wound_part", lang).search(text):
        return True  # "broke my wrist skateboarding", "burned my forearm on the oven rack": harm to a part of the body
    # "발목 또 접질림": an injury told by its verb (the dictionary's ``injury`` list) is health in Korean
    return lang == "ko" and bool(cues.health_rx("en").search(text)
                                 or cues.gate_cues("injury", lang).search(text))


_CHAT_TAIL = re.compile(r"[\s.!?~…ㅋㅎㅠㅜ^;]+$")


def _last_words(text: str, n: int) -> str:
    """The clause's last ``n`` words, laughter, tears and closing marks left off: where its predicate stands."""
    return " ".join(_CHAT_TAIL.sub("", text).split()[-n:])


def price_talk(text: str, lang: str) -> bool:
    """The clause says what a thing costs, as its predicate in its last two words (``price_predicate``), with no
    number and no first person ("미국은 약값이 왜 이렇게 비싸요 ㅋㅋ", "insulin is so expensive here"): prices talked
    of, no health told. "약값이 비싸서 반만 먹어요" goes on past it and stays."""
    if re.search(r"\d", text) or self_anchor(text, lang):
        return False
    return bool(cues.gate_cues("price_predicate", lang).search(_last_words(text, 3 if lang == "en" else 2)))


def going_around(text: str, lang: str) -> bool:
    """An illness said to be going around (``going_around``) with no first person: news, not the user's health.
    A Korean clause must end on it, as its predicate in its last two words ("요즘 코로나 다시 유행이래요"): "독감
    유행이래서 오늘 약국에서 독감주사 맞음" goes on past it to the user's own shot and stays."""
    if self_anchor_beyond_kin(text, lang):  # (a child's school telling of it is news too)
        return False
    if lang == "ko":
        text = _last_words(text, 2)
    return bool(cues.gate_cues("going_around", lang).search(text))


_NAME_EDGE = re.compile(r"^[\s,.:;~-]+|[\s,.:;~-]+$")


def only_a_name(clause: Segment, match_spans: Sequence[tuple[int, int]]) -> bool:
    """The clause is one term's name and nothing else (no predicate, no number, no particle): "자누비아" before
    "부작용 뭐 있어요?", "metformin," before "is it ok with alcohol?"."""
    lead = len(clause.text) - len(clause.text.lstrip(" ,.:;~-"))
    name = _NAME_EDGE.sub("", clause.text)
    start = clause.start + lead
    return bool(name) and any(s == start and e == start + len(name) for s, e in match_spans)
