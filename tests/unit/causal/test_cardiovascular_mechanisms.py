"""The dictionary's cardiovascular mechanisms (ontology/62): short nights raise the resting heart rate read the
morning after; nights of a usual length do not make a link; a vaccine beside it never does."""

from __future__ import annotations

from pia_graph.causal.candidates import generate
from pia_graph.causal.model import CausalRecord
from pia_graph.causal.params import load_params
from pia_graph.causal.prune import prune
from tests.unit.causal.conftest import day, rec

TODAY = day(10, 17)  # the febuxostat test reads its readings up to June


def _nights_and_rates(short: bool) -> list[CausalRecord]:
    out: list[CausalRecord] = []
    usual = [(day(9, 7), 56), (day(9, 10), 57)]
    later = [(day(9, 21), 63), (day(9, 23), 66), (day(9, 30), 68), (day(10, 8), 70), (day(10, 12), 72)]
    for d, hr in usual:
        out += [rec("sleep:night", d, duration_min=480.0, field="duration_min"), rec("vital:heart_rate", d, hr)]
    for d, hr in later:
        out += [rec("sleep:night", d, duration_min=270.0 if short else 480.0), rec("vital:heart_rate", d, hr)]
    return [*out, rec("vaccine:hepatitis_b", day(9, 27))]


def _kept(records: list[CausalRecord]) -> set[tuple[str, str]]:
    params = load_params()
    return {(d.cause, d.effect) for d in prune(generate(records, [], params), params, TODAY) if d.kept}


def test_short_nights_raise_the_resting_heart_rate() -> None:
    kept = _kept(_nights_and_rates(short=True))
    assert ("sleep:night", "vital:heart_rate") in kept
    assert ("vaccine:hepatitis_b", "vital:heart_rate") not in kept


def test_nights_of_a_usual_length_make_no_link() -> None:
    assert ("sleep:night", "vital:heart_rate") not in _kept(_nights_and_rates(short=False))


def test_a_drug_no_mechanism_row_names_is_linked_through_its_class() -> None:
    """Febuxostat has no row of its own: its class (xanthine oxidase inhibitor) lowers uric acid."""
    records = [rec("test:uric_acid", day(3, 1), 9.6), rec("test:uric_acid", day(3, 10), 9.4),
               rec("drug:febuxostat", day(3, 12), type="medication_regimen", status="active", start=day(3, 12)),
               rec("test:uric_acid", day(4, 20), 7.1), rec("test:uric_acid", day(6, 1), 5.9),
               rec("profile:blood_type", day(3, 5), type="profile")]
    kept = _kept(records)
    assert ("drug:febuxostat", "test:uric_acid") in kept
    assert ("profile:blood_type", "test:uric_acid") not in kept
