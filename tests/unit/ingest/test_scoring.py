from __future__ import annotations

from pia_graph.ingest.scoring import pair_records, score_records


def test_matches_by_type_and_coordinate_with_tolerance() -> None:
    expected = [{"type": "lab_result", "coordinate": "test:hba1c", "value": 7.2, "unit": "%"},
                {"type": "lab_result", "coordinate": "test:hba1c", "value": 6.8, "month": "2025-12"}]
    predicted = [{"type": "lab_result", "coordinate": "test:hba1c", "value": 6.8, "month": "2025-12"},
                 {"type": "lab_result", "coordinate": "test:hba1c", "value": 7.25, "unit": "%"},
                 {"type": "symptom", "coordinate": "symptom:cough"}]
    s = score_records(expected, predicted)
    assert (s.tp, s.fp, s.fn) == (2, 1, 0)
    assert s.fields_checked == 4 and s.fields_exact == 4


def test_dates_exact_and_datetimes_compared_as_instants() -> None:
    expected = [{"type": "sleep", "coordinate": "sleep:night", "start": "2026-03-10T23:30:00+09:00",
                 "date": "2026-03-11", "negated": False}]
    predicted = [{"type": "sleep", "coordinate": "sleep:night", "start": "2026-03-10T14:30:00+00:00",
                  "date": "2026-03-12"}]
    s = score_records(expected, predicted)
    assert s.fields_checked == 3 and s.fields_exact == 2


def test_strict_counts_a_record_only_when_every_field_matches() -> None:
    expected = [{"type": "lab_result", "coordinate": "test:ldl", "value": 131, "month": "2025-11"},
                {"type": "vital_sign", "coordinate": "vital:heart_rate", "value": 72},
                {"type": "symptom", "coordinate": "symptom:cough", "status": "active"}]
    predicted = [{"type": "lab_result", "coordinate": "test:ldl", "value": 131, "month": "2025-12"},
                 {"type": "vital_sign", "coordinate": "vital:heart_rate", "value": 72.3}]
    s = score_records(expected, predicted)
    assert (s.tp, s.fp, s.fn) == (2, 0, 1)
    assert s.field_exactness == 2 / 3  # loose: the fields of the two matched records
    assert s.strict_tp == 1  # the LDL has the wrong month, the heart rate is within 1 %
    assert (s.strict_precision, s.strict_recall) == (1 / 2, 1 / 3)
    assert s.strict_field_exactness == 2 / 4  # the missed cough's status counts as wrong


def test_strict_sums_across_scenarios() -> None:
    a = score_records([{"type": "symptom", "coordinate": "symptom:cough", "status": "active"}],
                      [{"type": "symptom", "coordinate": "symptom:cough", "status": "active"}])
    b = score_records([], [{"type": "symptom", "coordinate": "symptom:headache"}])
    total = a + b
    assert (total.strict_tp, total.expected, total.predicted) == (1, 1, 2)
    assert total.strict_f1 == 2 * 0.5 * 1.0 / 1.5


def test_pairing_lets_every_record_that_can_agree_fully_do_so() -> None:
    # two visits of one coordinate: taken in order, the first expected record would take the only prediction
    # that agrees with the second, and neither would be found strictly
    expected = [{"type": "medical_visit", "coordinate": "visit:clinic", "date": "2026-03-02"},
                {"type": "medical_visit", "coordinate": "visit:clinic", "date": "2026-03-20"}]
    predicted = [{"type": "medical_visit", "coordinate": "visit:clinic", "date": "2026-03-20"}]
    s = score_records(expected, predicted)
    assert (s.tp, s.fp, s.fn, s.strict_tp) == (1, 0, 1, 1)


def test_pairing_prefers_full_agreement_over_more_fields_agreed() -> None:
    expected = [{"type": "lab_result", "coordinate": "test:ldl", "value": 130, "unit": "mg/dL", "date": "2026-01-05"},
                {"type": "lab_result", "coordinate": "test:ldl", "value": 110}]
    # taken in order, the 130 would take the 110 (two fields agree) and leave the bare 110 the 140
    predicted = [{"type": "lab_result", "coordinate": "test:ldl", "value": 110, "unit": "mg/dL", "date": "2026-01-05"},
                 {"type": "lab_result", "coordinate": "test:ldl", "value": 140, "unit": "mg/dL", "date": "2026-01-04"}]
    s = score_records(expected, predicted)
    assert s.strict_tp == 1  # the bare 110 is found; the 130 was read as 140 either way
    assert pair_records(expected, predicted)[1][1] == predicted[0]
