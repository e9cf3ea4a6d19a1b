"""One ask, for what a care provider said: the associative route by the grammar of the ask (pure; session 47).

"what did the cardiologist say about aspirin with my stomach?", 피부과 선생님이 연고 바꾸자고 하신 이유가 뭐였지,
원장님이 약 언제 줄여도 된다고 하셨었지: the sentence asks one thing, the words of someone on the user's care team,
and nothing else (no second ask beside it, no record words, no judgement or advice asked for the user). The rules
route it associative; the learned second opinion, which reads words and not asks, turned eight such asks of the
develop gate suites extract20-29 to ``both`` (for the drug, the organ, the dose they name) and put right one. A
route decided so carries ``SAID_ONLY``, which the opinion keeps (``read_model.combine``), as it keeps a union of
asks (``read_asks.ASKS_BOTH``).

- **English**: the ask opens with a question word and a past auxiliary whose subject is a care provider or a
  pronoun for one named in the utterance ("what did the physio", "what exactly did she say" after "the midwife
  ..."), and holds a speech verb of the dictionary (``said_verb``).
- **Korean**: a speaker with a subject particle (쌤이, 선생님이, 교수님이, 내과에서: ``read_asks.SPEAKER_KO``), and the
  sentence closes on the report or the reason asked (하셨었지, 뭐라고 하셨는지 보여줘, 이유가 뭐였더라): after the
  last text ask nothing but an ending and a request verb follows (참고해서, 고려해서 … add an ask of their own).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pia_graph.ingest import cues
from pia_graph.ingest.read_asks import SPEAKER_KO, asks_of
from pia_graph.ingest.read_scope import clinician_said

SAID_ONLY = "asks:said_only"

_SAID_FIRST_EN = re.compile(
    r"^\W*(?:(?:so|and|ok(?:ay)?|hey|also|remind\s+me|tell\s+me)\W+)*(?:what|when|why|which|how|who)\b"
    r"(?:\s+(?:exactly|else|again))?\s+(?:did|has|had)\s+(?P<subject>(?:the|my|dr\.?|she|he|they)\b.*)",
    re.IGNORECASE,
)
_CARE_SUBJECT_EN = re.compile(rf"^(?:the|my|dr\.?)\s+(?:[\w-]+\s+)?{cues.CARE_ROLE_EN}", re.IGNORECASE)
_PRONOUN_EN = re.compile(r"^(?:she|he|they)\b", re.IGNORECASE)
# After the last text ask of a Korean sentence: an ending, then at most a request to show or tell it again
# (the match may stop before the verb of the report or the question word: 뭐라고 | 하셨는지, 이유 | 가 뭐였더라)
_CLOSES_ON_ASK_KO = re.compile(r"^[가-힣]{0,5}(?:\s*(?:뭐|하셨|하신|했|그랬|그러셨)[가-힣]{0,5})?"
                               r"(?:\s+(?:다시|좀|한번)?\s*(?:알려|보여|말해)[가-힣]*)?\s*[?？.!~ㅠㅜ]*\s*$")


def said_only(question: str, lang: str, text: str, *, assoc: re.Pattern[str], judged: Callable[[str], bool]) -> bool:
    """The asking sentence asks one thing, what a care provider said (or the reason they gave). ``assoc``: the
    asks for text (``read_route.assoc_ask``); ``judged``: whether the sentence also asks for a judgement, advice
    or records (then the words of the provider are not all it wants)."""
    if len(asks_of(question, lang)) != 1 or judged(question):
        return False
    if not cues.gate_cues("said_verb", lang).search(question) and lang != "ko":
        return False
    if lang == "ko":
        found = list(assoc.finditer(question))
        return bool(found and SPEAKER_KO.search(question) and _CLOSES_ON_ASK_KO.match(question[found[-1].end():]))
    first = _SAID_FIRST_EN.match(question.strip())
    if first is None:
        return False
    subject = first.group("subject")
    return bool(_CARE_SUBJECT_EN.match(subject)) or bool(
        _PRONOUN_EN.match(subject) and clinician_said(question, text, lang))
