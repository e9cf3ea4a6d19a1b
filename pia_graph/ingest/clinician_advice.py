"""Clinician advice told to the user (RETAIN gate): "the derm said to stop the retinol", "dr okafor wants me to
walk daily", "원장님이 일단 지켜보자고 했어요".

What the user's own clinician said is what the label conventions keep as a free-text fact, and it often names
no health word of the dictionary ("watchful waiting", "recheck in 6 months", "지켜보자고"): the gate's health
evidence misses it. This module reads the grammar of the report instead: a clinician as the subject
(``cues.CARE_ROLE_EN``, the carers the gate already knows, less a coach or a trainer; a Korean care speaker,
``experiencer.care_speaker_ko``), then a speech or advice verb (the dictionary's ``said_verb``; Korean
``clinician_said`` endings). Another person's clinician ("her doctor said", "my mom's doctor told her"),
clinicians in general ("doctors say …", "a doctor on youtube said") and the pronoun forms ("she said …", which
the experiencer rules read) are not matched. Pure.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest import cues
from pia_graph.ingest.experiencer import care_speaker_ko

# Words that may open a clause before its subject ("and", "so", "ok so", "oh and also")
_OPENER_EN = r"^\W*(?:(?:and|so|but|also|then|ok|okay|oh|well|anyway|btw|plus)\b\W*)*"
# The user's own clinician: bare, or after the/my/our ("my gp"), never after another's possessive
_OWNER_EN = r"(?:(?:the|my|our)\s+)?"
# After the clinician: a name ("dr okafor"), or a place ("pharmacist at cvs", "the nurse at the clinic")
_AFTER_EN = r"(?:\s+(?!(?:also|just)\b)[a-z][\w.'-]*)?(?:\s+(?:at|from|in|on)\s+(?:the\s+)?\S+)?"
_ADVERB_EN = r"(?:\s+(?:also|just|finally|basically|even|then))?"


@cache
def _told_en() -> re.Pattern[str]:
    speaker = rf"(?!coach|trainer){cues.CARE_ROLE_EN}"  # a coach or a trainer advises, but is no clinician
    verb = cues.gate_cues("said_verb", "en").pattern
    return re.compile(rf"{_OPENER_EN}{_OWNER_EN}(?:{speaker})\.?(?!'s|s\b){_AFTER_EN}{_ADVERB_EN}\s+(?:{verb})",
                      re.IGNORECASE)


def clinician_told(clause: str, lang: str) -> bool:
    """The clause reports what the user's clinician said to the user (pure)."""
    return clinician_told_at(clause, lang) is not None


def clinician_told_at(clause: str, lang: str) -> int | None:
    """Where what the user's clinician said starts in the clause (right after the clinician and the speech verb in
    English, after the clinician in Korean, whose report ends the clause), or None when the clause reports none."""
    if lang == "ko":
        speaker = care_speaker_ko().search(" " + clause + " ")
        if speaker is None or not cues.gate_cues("clinician_said", "ko").search(clause):
            return None
        return max(0, speaker.end() - 1)
    told = _told_en().search(clause)
    return told.end() if told is not None else None
