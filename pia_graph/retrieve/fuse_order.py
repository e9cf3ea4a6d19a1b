"""The last step of the fused ranking (pure): the scored items in one stable order, each once, the sentences
folded into a record after every other item, and the conflicts, newest first, with the superseded value beside
the current one (``fuse.fuse`` scores; this orders)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from typing import TypeVar

from pia_graph.memory.recall_models import Conflict, RecallItem
from pia_graph.ontology import Dictionary
from pia_graph.retrieve.fuse_signals import timestamp as _sort_key
from pia_graph.retrieve.records import ItemDraft, record_item
from pia_graph.retrieve.structured import StructuredHit

Ranked = TypeVar("Ranked", ItemDraft, RecallItem, ItemDraft | RecallItem)


def rank_order(entry: tuple[float, float, ItemDraft | RecallItem]) -> tuple[float, float, str, str, str, str]:
    """Best score first, then the newest, then what the item is (kind, coordinate, its line), and its id last:
    equal scores no longer fall to the ids, which are random per store, so one user's memory ranks the same in
    every store that holds it."""
    score, when, item = entry
    return -score, -when, item.kind, item.coordinate or "", item.text, item.id


def rank_sorted(entries: Iterable[tuple[float, float, Ranked]]) -> list[tuple[float, float, Ranked]]:
    """``sorted(entries, key=rank_order)``, reading an item's line only where it decides (pure): the entries are
    sorted by what comes before the line (score, time, kind, coordinate), then each run equal in all of that by
    (line, id). Both sorts are stable, so the order is the one key's, ties and all; a record's line is made when
    first read (`records.ItemDraft`), and most ranked records differ in score or time."""
    out = sorted(entries, key=_rank_head)
    start = 0
    while start < len(out):
        end, head = start + 1, _rank_head(out[start])
        while end < len(out) and _rank_head(out[end]) == head:
            end += 1
        if end - start > 1:
            out[start:end] = sorted(out[start:end], key=_rank_tail)
        start = end
    return out


def _rank_head(entry: tuple[float, float, ItemDraft | RecallItem]) -> tuple[float, float, str, str]:
    score, when, item = entry
    return -score, -when, item.kind, item.coordinate or ""


def _rank_tail(entry: tuple[float, float, ItemDraft | RecallItem]) -> tuple[str, str]:
    return entry[2].text, entry[2].id


def ranked_items(scored: Sequence[tuple[float, float, ItemDraft | RecallItem]],
                 folded: Sequence[tuple[ItemDraft | RecallItem, ItemDraft | RecallItem]], k: int) -> list[RecallItem]:
    """The first ``k`` items in rank order, each once; a sentence folded into a record (``folded``: the record it
    is cited on, the sentence) comes after every other item, in the order of its records. A draft is made a
    model here, only when kept."""
    seen: set[str] = set()
    ranked: list[ItemDraft | RecallItem] = []
    for _, _, item in rank_sorted(scored):
        if item.id in seen:
            continue
        seen.add(item.id)
        ranked.append(item)
    position = {item.id: pos for pos, item in enumerate(ranked)}
    for _, item in sorted(folded, key=lambda pair: position.get(pair[0].id, len(ranked))):
        if item.id not in seen:
            seen.add(item.id)
            ranked.append(item)
    return [item.build() if isinstance(item, ItemDraft) else item for item in ranked[:k]]


def conflicts_of(replaced: dict[str, list[StructuredHit]], by_id: dict[str, StructuredHit],
              dictionary: Dictionary) -> list[Conflict]:
    """Each record that replaced others (``replaced``: its id -> the superseded hits) with them beside it, newest
    superseded first; the conflicts newest first."""
    out: list[Conflict] = []
    for new_id, olds in replaced.items():
        new_hit = by_id.get(new_id)
        if new_hit is None:
            continue
        new_item = record_item(new_hit.record, dictionary, score=1.0, sources=["conflict"], why=["current value"])
        old_items = [
            record_item(o.record, dictionary, score=0.0, sources=["conflict"], why=[f"superseded by {new_id}"])
            for o in sorted(olds, key=lambda h: -_sort_key(h.record))
        ]
        out.append(Conflict(coordinate=str(new_hit.record.get("coordinate")), current=new_item,
                            superseded=old_items, reason="newest statement wins; both kept"))
    out.sort(key=lambda c: c.current.provenance.said_at or dt.datetime.min.replace(tzinfo=dt.UTC), reverse=True)
    return out
