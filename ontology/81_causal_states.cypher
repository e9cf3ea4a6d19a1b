// causal states: when a record of a cause is in the state a mechanism's cause_state names (60_mechanisms).
// Row: coordinate, state, test, field, threshold, note. Tests: 'lt' / 'ge' (field below / at least threshold),
// 'status' (the record's status equals the state: a drug 'taken', 'missed'), 'stopped' (a regimen's end),
// 'above_prior' (field at least threshold times the median of the user's earlier records: a long run),
// 'first' (the first record: something new), 'regular' (at least threshold records within the repeat
// window, or a habit record), 'trend_up' / 'trend_down' (the coordinate's own trend: weight gain or loss),
// 'any'. A state without a row is met by any record of the cause (it cannot be checked from a record).
UNWIND [
  {coordinate: 'sleep:night', state: 'short', test: 'lt', field: 'duration_min', threshold: 360, note: 'under 6 hours'},
  {coordinate: 'mood:stress', state: 'high', test: 'ge', field: 'value', threshold: 7, note: '7/10 or more'},
  {coordinate: 'substance:alcohol', state: 'heavy', test: 'ge', field: 'drinks', threshold: 4, note: 'four drinks or more at once'},
  {coordinate: 'substance:alcohol', state: 'regular', test: 'regular', field: '', threshold: 2},
  {coordinate: 'activity:running', state: 'long', test: 'above_prior', field: 'distance_km', threshold: 1.2, note: 'a run well beyond the usual'},
  {coordinate: 'activity:running', state: 'regular', test: 'regular', field: '', threshold: 2},
  {coordinate: 'activity:cycling', state: 'regular', test: 'regular', field: '', threshold: 2},
  {coordinate: 'activity:walking', state: 'regular', test: 'regular', field: '', threshold: 2},
  {coordinate: 'activity:swimming', state: 'regular', test: 'regular', field: '', threshold: 2},
  {coordinate: 'activity:steps', state: 'high', test: 'ge', field: 'value', threshold: 8000},
  {coordinate: 'activity:strength_training', state: 'new_or_hard', test: 'first', field: '', threshold: 0},
  {coordinate: 'body:weight', state: 'gain', test: 'trend_up', field: 'value', threshold: 0},
  {coordinate: 'body:weight', state: 'loss', test: 'trend_down', field: 'value', threshold: 0},
  {coordinate: 'drug:*', state: 'taken', test: 'status', field: 'status', threshold: 0, note: 'an active regimen or a taken dose'},
  {coordinate: 'drug:*', state: 'missed', test: 'status', field: 'status', threshold: 0, note: 'a missed dose, counted per week'},
  {coordinate: 'drug:*', state: 'stopped', test: 'stopped', field: 'status', threshold: 0}
] AS row
MERGE (p:CausalParam {kind: 'state', key: row.coordinate + '#' + row.state})
SET p.coordinate = row.coordinate, p.state = row.state, p.test = row.test, p.field = row.field,
    p.threshold = row.threshold, p.note = coalesce(row.note, '');
