"""Asks that need the user's records and judgement over them: the READ route ``both`` (pure).

Three kinds, each a shape of asking rather than a topic:

- **a summary of the user's health as a whole** ("give me a rundown of how my health has been", 내 건강
  전반적으로 어때, 건강 요약해줘). A summary of one coordinate ("summarise my bp readings") stays a record ask;
- **a recommendation asked for now** ("can you recommend a diet for me", 나한테 맞는 식단 추천해줘), which is
  advice for this user; a recommendation someone made before (recommended, 추천해준) is what was said;
- **permission in Korean**, any verb with -아도/-어도 and 돼/될까/되나 (마셔도 되나, 가도 될까): whether this
  user may do something, which the records (their regimen, their numbers) answer with judgement.
"""

from __future__ import annotations

import re

_SUMMARY_EN = re.compile(r"\b(?:summar\w*|overview|rundown|recap|big\s+picture|overall)\b", re.IGNORECASE)
_WHOLE_EN = re.compile(r"\b(?:my\s+(?:overall\s+)?health|how\s+i'?ve\s+been|how\s+i'?m\s+doing|everything)\b",
                       re.IGNORECASE)
_SUMMARY_KO = re.compile(r"(?:요약|정리|전반|전체적|총평)")
_WHOLE_KO = re.compile(r"(?:건강|몸\s*상태|전반)")
_RECOMMEND_NOW_EN = re.compile(
    r"\b(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:recommend|suggest)|(?:recommend|suggest)\s+(?:me|something|some|a|an)\b"
    r"|what\s+(?:do|would)\s+(?:you|u)\s+(?:recommend|suggest))",
    re.IGNORECASE,
)
_RECOMMEND_NOW_KO = re.compile(r"추천\s*(?:좀\s*)?(?:해\s*줘|해\s*줄래|해\s*주세요|해\s*줄\s*수|부탁|좀|해봐)")
_PERMISSION_KO = re.compile(r"[가-힣]도\s*(?:돼|될까|되나|되지|되냐|됨\?|되려나)")


def needs_judgement(question: str, lang: str) -> bool:
    """The ask needs the user's records and judgement over them: a health summary, advice asked for now,
    or (Korean) permission."""
    if lang == "ko":
        return bool((_SUMMARY_KO.search(question) and _WHOLE_KO.search(question))
                    or _RECOMMEND_NOW_KO.search(question) or _PERMISSION_KO.search(question))
    return bool((_SUMMARY_EN.search(question) and _WHOLE_EN.search(question)) or _RECOMMEND_NOW_EN.search(question))
