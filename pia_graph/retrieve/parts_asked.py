"""A body part asked about is its pain (pure): "is the knee getting better", 무릎 좀 나아졌나요, "how sore were my
legs": the write path keeps a part said with a pain word or a rating as the part's pain symptom (`BODY_PAIN`, the
same table), so a question that names the part with no alias over it asks for those records.

English: the part after "my" or "the", one word between at most ("my back", "the left knee"; "came back" is no
part). Korean: the part as a word of its own or with a particle (무릎이, 허리는; not 허리둘레), and never a part the
table reads only next to its pain word (배, 목). `understand` keeps a part only alone in its sentence."""

from __future__ import annotations

import re

from pia_graph.ingest.extract.body_parts import BODY_PAIN
from pia_graph.ontology.ko_suffixes import KO_SUFFIXES

_EN_DETERMINER = re.compile(r"(?i)\b(?:my|the)\s+(?:\w+\s+)?$")  # "my knee", "the left knee"
_HANGUL = re.compile(r"[가-힣]")
_HANGUL_TAIL = re.compile(r"[가-힣]*")
_PARTICLES = frozenset(KO_SUFFIXES)
_SENTENCE_END = re.compile(r"[.?!？。]")


def same_sentence(text: str, a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Whether two spans of the text sit in one sentence (no full stop or question mark between them) (pure)."""
    lo, hi = (a, b) if a[0] <= b[0] else (b, a)
    return _SENTENCE_END.search(text, lo[1], max(lo[1], hi[0])) is None


def parts_asked(text: str, lang: str, taken: list[tuple[int, int]]) -> list[tuple[str, str, tuple[int, int]]]:
    """(pain coordinate, part said, span) for each body part the question names outside the spans `taken` (an
    alias or a cue already read there: "back pain", 허리둘레 as a waist), first said first (pure)."""
    out: list[tuple[str, str, tuple[int, int]]] = []
    for key, rx, adjacent in BODY_PAIN:
        if adjacent:
            continue
        for m in rx.finditer(text):
            s, e = m.span()
            if any(s < te and ts < e for ts, te in taken):
                continue
            if lang == "ko" or _HANGUL.match(m.group(0)):
                tail = _HANGUL_TAIL.match(text, e)
                if tail is not None and tail.group(0) and tail.group(0) not in _PARTICLES:
                    continue  # 허리둘레, 가슴살: another word that starts with the part
                if s > 0 and _HANGUL.match(text[s - 1]):
                    continue
            elif _EN_DETERMINER.search(text[:s]) is None:
                continue
            if key not in {k for k, _, _ in out}:
                out.append((key, m.group(0), (s, e)))
    return sorted(out, key=lambda t: t[2][0])
