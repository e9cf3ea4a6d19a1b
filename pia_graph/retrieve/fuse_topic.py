"""A topic inherited from the conversation beside the question's own words (pure).

A short question that names no term is read as a follow-up on what the conversation is about (`thread.topicless`:
"dose now?", "lowest day", 젤 많이 나갔을 때) and inherits the coordinates of the last turns, which may be statements
("Mood 8", "체중 49.2"). When the question holds a word of its own that the dictionary does not know and that word
finds the user's own sentences ("생리 언제 돌아왔더라", "페닐알라닌 제일 높았던 달": 생리 and 페닐알라닌 are no
terms), those sentences are what it asks about; the inherited topic is context, as records are on the associative
route."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from pia_graph.memory.recall_models import QueryUnderstanding
from pia_graph.retrieve.associative import PREFIX_MIN, FactHit
from pia_graph.retrieve.cues import cues_for
from pia_graph.retrieve.fuse_signals import about_someone_else, residual_coverage
from pia_graph.retrieve.fusion_weights import QUOTE_WORDS_SHARE
from pia_graph.retrieve.thread import THREAD_REASON

HANGUL_MIN = 2  # a Korean word of this many syllables names something (생리, 깁스); one is a particle or a stem


def topic_only(u: QueryUnderstanding) -> bool:
    """Whether everything the question points to is a topic inherited from the conversation (a topicless
    follow-up: no term of its own, and the thread gave its coordinates or types without a cue of its own)."""
    decided = [*u.coordinates, *u.record_types]
    return bool(decided) and not u.entities and all(d.reason == THREAD_REASON and not d.span for d in decided)


def own_words(u: QueryUnderstanding) -> list[str]:
    """The question's residual words that can name something: not a word of the thread's grammar (`thread_filler`),
    and long enough (an English word of PREFIX_MIN letters, a Korean one of HANGUL_MIN syllables): "lowest day",
    "did I hit it?" hold none."""
    fillers = [c.pattern for c in cues_for(u.lang) if c.target == "thread_filler"]
    out = []
    for word in u.residual_words:
        if any(p.fullmatch(word) for p in fillers):
            continue
        hangul = sum("\uac00" <= ch <= "\ud7a3" for ch in word)
        if hangul >= HANGUL_MIN or (not hangul and len(word) >= PREFIX_MIN):
            out.append(word)
    return out


def own_words_over_topic(u: QueryUnderstanding, facts: Iterable[FactHit],
                         mentions: Mapping[str, set[str]] | None = None) -> bool:
    """A topicless follow-up whose own words find sentences the user said of themselves (at least QUOTE_WORDS_SHARE
    of those words in one), none of which names the topic inherited: the sentences answer first, the inherited
    topic's records after them. A sentence found by the words that names the topic ("피검 hCG 95" after the hCG told)
    says the topic is what the words ask: it stands."""
    if not topic_only(u):
        return False
    words = own_words(u)
    # ... holding at least half of those words: "단식 시작하고 얼마나 빠졌어?" (the weight lost since the fast began)
    # finds the fast's sentence by one word of three, the anchor's, and the weight inherited is what it asks
    found = [h for h in facts if h.text_rank is not None and words
             and residual_coverage(str(h.fact.get("text") or ""), words) >= QUOTE_WORDS_SHARE
             and not about_someone_else(str(h.fact.get("span") or h.fact.get("text") or ""), u.lang)]
    topic = {d.value for d in u.coordinates}
    return bool(found) and not any((mentions or {}).get(str(h.fact["fact_id"]), set()) & topic for h in found)
