"""Which rule owns a span: the one explicit step that settles overlaps between rules.

Every family runs over the same analysed utterance with claims of its own (a family never sees what another
claimed first, so no family's output depends on which ran before it). Each draft names the evidence it
claims: the quantities and term matches its rule took. Then ``settle``
walks the drafts by the precedence the registry declares for their rules (``registry.RULES[...].rank``: lower
owns first; ties by position) and keeps a draft only when none of its evidence is owned by a kept draft of
another family. A family that lost evidence proposes again seeing only the owned evidence as taken. The
losers are returned with the owner's rule, so that a test can say why a draft lost.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pia_graph.ingest.extract import registry
from pia_graph.ingest.extract.context import Ctx, Draft

Family = Callable[[Ctx], list[Draft]]
Claim = tuple[str, int]  # ("q", quantity start) | ("m", term match start)


@dataclass(frozen=True, slots=True)
class Proposal:
    draft: Draft | None  # None: evidence a rule read as a cue and made no record of ("고지혈증 약" as a pill)
    family: str
    claims: frozenset[Claim]
    rank: int
    start: int


@dataclass(frozen=True, slots=True)
class Lost:
    draft: Draft
    owner: str  # the rule id of the draft that owns the evidence
    claim: Claim


_NEAR = 40  # characters: a cue a rule read this close to its record is part of its evidence


def _distance(draft: Draft, pos: int) -> int:
    return 0 if draft.start <= pos < draft.end else min(abs(pos - draft.start), abs(pos - draft.end))


def _with_claims(ctx: Ctx, family: str, drafts: list[Draft], taken_q: set[int],
                 taken_m: set[int]) -> list[Proposal]:
    """Each draft with its evidence: each quantity or term match its family took, given to the family's draft
    nearest to it (a cue word a rule read beside its span counts); what no draft is near was read as a cue and
    made no record, and is still owned (a proposal without a draft)."""
    claims: list[set[Claim]] = [set() for _ in drafts]
    consumed: set[Claim] = set()
    for kind, taken in (("q", taken_q), ("m", taken_m)):
        for pos in taken:
            near = [i for i in range(len(drafts)) if _distance(drafts[i], pos) <= _NEAR]
            if near:
                claims[min(near, key=lambda i: (_distance(drafts[i], pos), i))].add((kind, pos))
            else:
                consumed.add((kind, pos))
    out = [Proposal(d, family, frozenset(c), registry.rank(d.rule), d.start)
           for d, c in zip(drafts, claims, strict=True)]
    if consumed:
        out.append(Proposal(None, family, frozenset(consumed), registry.family_rank(family),
                            min(pos for _kind, pos in consumed)))
    return out


def _run(ctx: Ctx, name: str, family: Family, reserved: dict[Claim, str]) -> list[Proposal]:
    """One family, seeing as taken only the evidence that other families' rules own."""
    before_q = {s for (kind, s), owner in reserved.items() if kind == "q" and owner != name}
    before_m = {s for (kind, s), owner in reserved.items() if kind == "m" and owner != name}
    ctx.used_quantities, ctx.used_matches = set(before_q), set(before_m)
    drafts = family(ctx)  # a rule's bug raises (and fails the tests); it never drops the turn quietly
    return _with_claims(ctx, name, drafts, ctx.used_quantities - before_q, ctx.used_matches - before_m)


_PASSES = 3


def propose_and_settle(ctx: Ctx, families: Sequence[tuple[str, Family]]) -> tuple[list[Proposal], list[Lost]]:
    """Every family proposes with claims of its own; ``settle`` gives each piece of evidence to the rule of
    highest precedence; a family that lost evidence proposes again, seeing the owned evidence as taken (so
    that it can read the next free number), until nothing more changes."""
    reserved: dict[Claim, str] = {}
    by_family = {name: _run(ctx, name, family, reserved) for name, family in families}
    kept, lost = settle([p for props in by_family.values() for p in props])
    for _ in range(_PASSES - 1):
        losers = {p.family for p in _proposals_of(lost, by_family)}
        if not losers:
            break
        reserved = {c: p.family for p in kept for c in p.claims}
        for name, family in families:
            if name in losers:
                by_family[name] = _run(ctx, name, family, reserved)
        kept, lost = settle([p for props in by_family.values() for p in props])
    return kept, lost


def _proposals_of(lost: list[Lost], by_family: dict[str, list[Proposal]]) -> list[Proposal]:
    ids = {id(x.draft) for x in lost}
    return [p for props in by_family.values() for p in props if id(p.draft) in ids]


def settle(proposals: Sequence[Proposal]) -> tuple[list[Proposal], list[Lost]]:
    """Kept proposals (in text order) and the lost ones with their owner."""
    order = sorted(proposals, key=lambda p: (p.rank, p.start))
    owner: dict[Claim, Proposal] = {}
    kept: list[Proposal] = []
    lost: list[Lost] = []
    for p in order:
        clash = next(((c, owner[c]) for c in sorted(p.claims) if c in owner and owner[c].family != p.family), None)
        if clash is not None:
            if p.draft is not None:
                owner_draft = clash[1].draft
                lost.append(Lost(p.draft, owner_draft.rule if owner_draft is not None else clash[1].family, clash[0]))
            continue
        kept.append(p)
        for c in p.claims:
            owner.setdefault(c, p)
    kept.sort(key=lambda p: p.start)
    return kept, lost


def owned_drafts(ctx: Ctx, families: Sequence[tuple[str, Family]]) -> list[Draft]:
    """The drafts that own their evidence; the context's claims are then the kept drafts' (for the rules
    that run after the families: follow-up readings, earlier doses)."""
    kept, _lost = propose_and_settle(ctx, families)
    ctx.used_quantities = {s for p in kept for kind, s in p.claims if kind == "q"}
    ctx.used_matches = {s for p in kept for kind, s in p.claims if kind == "m"}
    return [p.draft for p in kept if p.draft is not None]
