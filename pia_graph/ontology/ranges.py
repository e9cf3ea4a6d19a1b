"""Reference ranges: which band a value falls in (pure; the dictionary is passed in)."""

from __future__ import annotations

from pia_graph.ontology.model import Band, Dictionary, RangeDef

# Tiers, best first: a national or international guideline cut-off, a typical laboratory interval, a
# value seen in only one reference.
TIERS: tuple[str, ...] = ("guideline", "lab_typical", "single_source")
FLAGS: frozenset[str] = frozenset({"low", "normal", "borderline", "high", "very_high", "very_low"})


def _sex_matches(rng: RangeDef, sex: str | None) -> int:
    """2 for an exact sex match, 1 for a range that applies to anyone, 0 for the other sex."""
    if rng.sex == "any":
        return 1
    return 2 if sex is not None and rng.sex == sex else 0


def _age_matches(rng: RangeDef, age: float | None) -> bool:
    if age is None:
        return True
    if rng.age_min is not None and age < rng.age_min:
        return False
    return not (rng.age_max is not None and age > rng.age_max)


def select_range(dictionary: Dictionary, term_key: str, sex: str | None, age: float | None) -> RangeDef | None:
    """The range that applies: the right sex first (one for anyone otherwise), then the better tier.

    A sex-specific range is never applied to an unknown sex: without the sex, only 'any' ranges count.
    """
    best: tuple[int, int, str] | None = None
    chosen: RangeDef | None = None
    for rng in dictionary.ranges_for(term_key):
        score = _sex_matches(rng, sex)
        if score == 0 or not _age_matches(rng, age):
            continue
        tier_rank = TIERS.index(rng.tier) if rng.tier in TIERS else len(TIERS)
        key = (-score, tier_rank, rng.id)
        if best is None or key < best:
            best, chosen = key, rng
    return chosen


def band_of(rng: RangeDef, value: float) -> Band:
    """The band of ``value`` in one range."""
    index = 0
    for cut, side in zip(rng.cuts, rng.cut_to, strict=True):
        if value > cut or (value == cut and side == "upper"):
            index += 1
        else:
            break
    low = rng.cuts[index - 1] if index > 0 else None
    high = rng.cuts[index] if index < len(rng.cuts) else None
    flag = rng.flags[index]
    return Band(
        label=rng.labels[index],
        flag=flag,
        abnormal=flag != "normal",
        low=low,
        high=high,
        source=rng.source,
        tier=rng.tier,
        range_id=rng.id,
        sex=rng.sex,
        unit=rng.unit,
    )


def depends_on_person(dictionary: Dictionary, term_key: str) -> bool:
    """Whether the range :func:`select_range` picks for ``term_key`` can depend on the person: some range of the
    term is for one sex or bounds the age. When none does, every person gets the same range (or none)."""
    return any(r.sex != "any" or r.age_min is not None or r.age_max is not None
               for r in dictionary.ranges_for(term_key))


def band(
    dictionary: Dictionary, term_key: str, value: float, sex: str | None = None, age: float | None = None
) -> Band | None:
    """The band of ``value`` (in the term's canonical unit) for this person; None without a range."""
    rng = select_range(dictionary, term_key, sex, age)
    return None if rng is None else band_of(rng, value)


def range_problems(rng: RangeDef) -> list[str]:
    """What is wrong with a range's shape (empty when it is well formed)."""
    problems: list[str] = []
    n = len(rng.cuts)
    if len(rng.cut_to) != n:
        problems.append(f"{rng.id}: {n} cuts but {len(rng.cut_to)} cut_to")
    if len(rng.labels) != n + 1 or len(rng.flags) != n + 1:
        problems.append(f"{rng.id}: {n} cuts need {n + 1} labels and flags")
    if any(b <= a for a, b in zip(rng.cuts, rng.cuts[1:], strict=False)):
        problems.append(f"{rng.id}: cuts not strictly increasing")
    if any(s not in ("upper", "lower") for s in rng.cut_to):
        problems.append(f"{rng.id}: cut_to must be 'upper' or 'lower'")
    if any(f not in FLAGS for f in rng.flags):
        problems.append(f"{rng.id}: unknown flag in {rng.flags}")
    if "normal" not in rng.flags:
        problems.append(f"{rng.id}: no normal band")
    if rng.tier not in TIERS:
        problems.append(f"{rng.id}: tier {rng.tier!r} not one of {TIERS}")
    if not rng.source:
        problems.append(f"{rng.id}: no source")
    if rng.sex not in ("any", "male", "female"):
        problems.append(f"{rng.id}: sex {rng.sex!r}")
    return problems
