// mechanisms (continued, same row shape as 60_mechanisms): the causes that raise systolic blood pressure through
// sympathetic activation (short sleep, high stress, heavy drinking) raise resting heart rate and diastolic
// pressure by the same route, in the same window. Curated from sleep medicine (AASM), stress physiology and
// alcohol cardiology reviews; one row per (cause, effect), MERGE key (cause, effect, direction, cause_state).
UNWIND [
  {cause: 'sleep:night', effect: 'vital:heart_rate', direction: 'up', min_lag: 'P0D', max_lag: 'P2D', source: 'sleep medicine consensus (AASM); curated', cause_state: 'short', note: 'resting heart rate after short nights'},
  {cause: 'sleep:night', effect: 'vital:diastolic_bp', direction: 'up', min_lag: 'P0D', max_lag: 'P2D', source: 'sleep medicine consensus (AASM); curated', cause_state: 'short'},
  {cause: 'mood:stress', effect: 'vital:heart_rate', direction: 'up', min_lag: 'P0D', max_lag: 'P1D', source: 'stress physiology; curated', cause_state: 'high'},
  {cause: 'mood:stress', effect: 'vital:diastolic_bp', direction: 'up', min_lag: 'P0D', max_lag: 'P1D', source: 'stress physiology; curated', cause_state: 'high'},
  {cause: 'substance:alcohol', effect: 'vital:heart_rate', direction: 'up', min_lag: 'P0D', max_lag: 'P1D', source: 'alcohol cardiology; curated', cause_state: 'heavy', note: 'resting heart rate the morning after'}
] AS row
MATCH (c:Term {key: row.cause})
MATCH (e:Term {key: row.effect})
MERGE (c)-[m:CAN_AFFECT {direction: row.direction, cause_state: coalesce(row.cause_state, '')}]->(e)
SET m.min_lag = row.min_lag, m.max_lag = row.max_lag, m.source = row.source, m.note = coalesce(row.note, '');
