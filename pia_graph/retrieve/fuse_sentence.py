"""The sentence asked before its own turn's records (pure; the last pass of ``fuse.fuse`` over the placed items).

A turn's sentence and the records written from it are one statement told twice: the record types it (a coordinate,
a value, a visit), the sentence keeps the user's words. When the question's remaining words (those no coordinate or
type asked explains: `QueryUnderstanding.residual_words`, the ones that can name something) are held by the
sentence and NOT by the line of a record of its turn ranked above it that the question did not ask for (no
coordinate or type asked: "Right ankle bleed, woke up with it hot" under the ankle_pain record of its "Pain 6/10"
for "how many days did that ankle bleed take to settle"), the sentence is what the question points to: it ranks
right above the best such record of its turn, and the record follows it. A sentence folded behind its turn's record
(`fuse_facts._beside_owner`) is unfolded the same way. Nothing else moves: records of other turns keep their places;
a record at a coordinate or of a type asked answers the question (the sentence's other words are its context:
"헌혈할 때 잰 혈색소", "my long runs this month"), and a record whose line holds the words keeps its place."""

from __future__ import annotations

from collections.abc import Iterable

from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse_facts import Board
from pia_graph.retrieve.fuse_signals import about_someone_else, holds_residual_word, residual_coverage
from pia_graph.retrieve.fuse_topic import own_words
from pia_graph.retrieve.records import ItemDraft

SENTENCE_ABOVE = 0.001  # the sentence right above its turn's best record


def words_beyond(sentence: str, record_lines: Iterable[str], words: list[str]) -> list[str]:
    """The question's words the sentence holds and none of the record lines holds (pure)."""
    lines = list(record_lines)
    return [w for w in words if holds_residual_word(sentence, [w])
            and not any(holds_residual_word(line, [w]) for line in lines)]


def says_what_records_cannot(sentence: str, record_lines: list[str], words: list[str]) -> bool:
    """Whether a sentence holds more of the question's own words than any line of its turn's records ranked above
    it, one at least that no such line holds (pure)."""
    if not words or not record_lines:
        return False
    covered = residual_coverage(sentence, words)
    if any(residual_coverage(line, words) >= covered for line in record_lines):
        return False
    return bool(words_beyond(sentence, record_lines, words))


def _lifted(item: ItemDraft, score: float) -> ItemDraft:
    """The sentence's item at its new score, with the reason it moved (changed in place)."""
    item.score = round(score, 4)
    item.why.append("says_what_its_records_cannot")
    return item


def sentence_first(b: Board, facts: Iterable[FactHit]) -> None:
    """Each sentence the question's own words find, ranked under a record of its own turn whose line does not hold
    those words, is placed right above the best such record (folded ones unfolded); `b.scored` and `b.folded`
    change in place."""
    words = own_words(b.u)
    if not words:
        return
    found = {str(h.fact["fact_id"]): h for h in facts}
    # each turn's records not asked for, as ranked: (score, item)
    turn_records: dict[str, list[tuple[float, ItemDraft]]] = {}
    # a record at a coordinate or of a type asked answers the question: the sentence's other words are its context
    # ("헌혈할 때 잰 혈색소", "my long runs"); only a record the question did not ask for yields its place
    asked = {d.value for d in (*b.u.coordinates, *b.u.record_types)}
    for score, _, item in b.scored:
        if item.kind == "record" and item.id in b.by_id and item.coordinate not in asked and item.type not in asked:
            turn_records.setdefault(str(b.by_id[item.id].record.get("turn_id")), []).append((score, item))
    if not turn_records:
        return
    a = b.a

    def lift(fhit: FactHit, below: float, why: list[str]) -> float | None:
        """The score that places this sentence above its turn's records ranked over it, or None."""
        fact = fhit.fact
        if "outside_window" in why:  # said outside the window asked about: it stays after everything inside
            return None
        span = str(fact.get("span") or fact.get("text") or "")
        if not a.family and not a.other and about_someone_else(span, b.u.lang):
            return None
        above = [(s, it) for s, it in turn_records.get(str(fact.get("turn_id")), []) if s >= below]
        if not above:
            return None
        if not says_what_records_cannot(str(fact.get("text") or ""), [it.text for _, it in above], words):
            return None
        return max(s for s, _ in above) + SENTENCE_ABOVE

    for pos, (score, sort, item) in enumerate(b.scored):
        fhit = found.get(item.id) if item.kind == "fact" else None
        if fhit is None:
            continue
        new = lift(fhit, score, item.why)
        if new is not None and new > score:
            b.scored[pos] = (new, sort, _lifted(item, new))
    kept = []
    for owner, item in b.folded:
        fhit = found.get(item.id)
        new = lift(fhit, owner.score, item.why) if fhit is not None else None
        if fhit is None or new is None:
            kept.append((owner, item))
            continue
        b.scored.append((new, fhit.rrf, _lifted(item, new)))
    b.folded[:] = kept
