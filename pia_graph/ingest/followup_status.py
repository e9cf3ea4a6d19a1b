"""Rule ``earlier_turn.status``: a later turn says an earlier allergy, condition or surgery was not true (pure).

"페니실린 알러지 있다고 했던거 틀렸어요 엄마가 그랬던거래요 저는 없어요", "I don't actually have asthma, that was my
brother", "계란 알레르기는 없어요 그건 잘못 적힌거에요": the turn names the term of an earlier record of the user's
(current, not negated) and says it was not true (cue list ``denies_earlier``). The earlier record is not overwritten:
a record of the same term, negated, supersedes it (the turn's own, when it says the term negated already; else a
copy of the earlier one with ``negated``), and the turn's own record that only quotes the earlier statement ("있다고
했던거") gives way. A profile record may be older than the follow-up window of the other rules: the caller gives the
user's current profile records with the recent ones (``user_recent_records.cypher``).
"""

from __future__ import annotations

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.earlier_records import Prior, Term, copy_record
from pia_graph.ingest.hup import HupRecord
from pia_graph.ingest.hup.types import types_where
from pia_graph.ontology import Dictionary

#: the profile records a later turn may deny: the static types that name a thing (allergy, condition, surgery)
DENIABLE = types_where(category="static", names_a_thing=True)


def by_denial(text: str, lang: str, own: list[HupRecord], earlier: list[Prior], dictionary: Dictionary,
              terms: list[Term]) -> list[tuple[HupRecord, Prior]] | None:
    """The earlier record of the one term the turn names, negated, when the turn says it was not true."""
    if cue_pattern(dictionary, "denies_earlier", lang).search(text) is None:
        return None
    named = {t.coordinate: t for t in terms}
    olds = [p for p in earlier if p.props.get("type") in DENIABLE and not p.props.get("negated")
            and p.props.get("coordinate") in named]
    if len({(p.props.get("type"), p.props.get("coordinate")) for p in olds}) != 1:
        return None  # none, or two terms: which one the turn denies is not said
    old = max(olds, key=lambda p: p.said_at)
    told = [r for r in own if r.type == old.props.get("type") and r.coordinate == old.props.get("coordinate")]
    if any(r.negated for r in told):
        return [(next(r for r in told if r.negated), old)]
    term = named[str(old.props["coordinate"])]
    record = copy_record(old, dictionary, {"negated": True, "status": old.props.get("status")},
                         text[term.start:term.end], term.start, term.end, rule="earlier_turn.status")
    return None if record is None else [(record, old)]
