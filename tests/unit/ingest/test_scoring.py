from __future__ import annotations

from pia_graph.ingest.scoring import score_records


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
