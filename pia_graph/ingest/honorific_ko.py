"""A Korean predicate in the honorific (-(으)시-): its subject is someone the user honours, never the user (pure).

"아빠 혈당이 아침에 180 나왔대요. 약은 드시고 계신데": the second sentence names no one, and its verbs, in the
honorific, tell that its subject is the father named before, not the user. The verbs said only in the honorific are
dictionary data (``honorific_verb``); the -(으)시- infix on any stem is the grammar here. A quoted report ("괜찮다고
하셨어요") honours the one who tells, and what is told may be the user's.
"""

from __future__ import annotations

import re

from pia_graph.ingest import cues

# -(으)시- after 하다 or a stem in a consonant (있으시고, 받으셨대요, 하셔서, 하신데), and the past -셨- on any stem but
# 마시다 (마셨어요: drank), 모시다 (the user attends someone) and 가시다 (a pain that went away)
_INFIX = re.compile(r"(?:하|으)(?:시(?=[고는면며지던니다대래네잖어])|셨|셔(?=[서도요야]|\s|$)|신(?=[데다대지가]|\s|$))"
                    r"|(?<![마모가])셨")
# a report quoted with -다고/-라고/-자고 하시다: the honoured one tells it
_QUOTED = re.compile(r"[다라자냐]고\s*(?:말씀\s*)?(?:하|그러)\S*[시셨셔신]")


def honoured_predicate_ko(clause: str) -> bool:
    """The clause's predicate is in the honorific, so its subject is not the user ("계신데", "재셨는데"), unless it
    quotes what the honoured one said."""
    if _QUOTED.search(clause):
        return False
    return bool(_INFIX.search(clause) or cues.gate_cues("honorific_verb", "ko").search(clause))
