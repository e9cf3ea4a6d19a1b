// mechanisms (continued): regular exercise, alcohol and migraine, an absorption interaction, and the sustained
// effect of regular walking. Same row shape and MERGE key as 60_mechanisms.cypher; curators: see ontology/README.md.
UNWIND [
  {cause: 'activity:swimming', effect: 'vital:heart_rate', direction: 'down', min_lag: 'P28D', max_lag: 'P180D', source: 'exercise physiology; curated', cause_state: 'regular', note: 'resting heart rate'},
  {cause: 'activity:swimming', effect: 'body:weight', direction: 'down', min_lag: 'P14D', max_lag: 'P90D', source: 'exercise physiology; curated', cause_state: 'regular'},
  {cause: 'activity:walking', effect: 'test:fasting_glucose', direction: 'down', min_lag: 'P14D', max_lag: 'P90D', source: 'exercise physiology; curated', cause_state: 'regular', note: 'regular walking over weeks'},
  {cause: 'activity:strength_training', effect: 'symptom:back_pain', direction: 'better', min_lag: 'P14D', max_lag: 'P90D', source: 'exercise physiology; curated', cause_state: 'regular', note: 'core and back strengthening'},
  {cause: 'substance:alcohol', effect: 'symptom:migraine', direction: 'worse', min_lag: 'P0D', max_lag: 'P1D', source: 'headache medicine (IHS); curated', note: 'red wine and other drinks as a migraine trigger'},
  {cause: 'drug:atorvastatin', effect: 'test:total_cholesterol', direction: 'up', min_lag: 'P7D', max_lag: 'P60D', source: 'clinical pharmacology; curated', cause_state: 'stopped'},
  {cause: 'drug:rosuvastatin', effect: 'test:total_cholesterol', direction: 'up', min_lag: 'P7D', max_lag: 'P60D', source: 'clinical pharmacology; curated', cause_state: 'stopped'},
  {cause: 'body:weight', effect: 'test:fasting_glucose', direction: 'up', min_lag: 'P28D', max_lag: 'P180D', source: 'nutrition and metabolism; curated', cause_state: 'gain'},
  {cause: 'drug:iron_supplement', effect: 'test:tsh', direction: 'up', min_lag: 'P14D', max_lag: 'P90D', source: 'drug label (FDA/MFDS); curated', cause_state: 'taken', note: 'iron taken with levothyroxine lowers its absorption'}
] AS row
MATCH (c:Term {key: row.cause})
MATCH (e:Term {key: row.effect})
MERGE (c)-[m:CAN_AFFECT {direction: row.direction, cause_state: coalesce(row.cause_state, '')}]->(e)
SET m.min_lag = row.min_lag, m.max_lag = row.max_lag, m.source = row.source, m.note = coalesce(row.note, '');
