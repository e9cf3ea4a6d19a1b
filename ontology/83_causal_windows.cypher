// causal windows: the time constants of candidate generation and pruning. Row: key, value (days unless said),
// note. Read by pia_graph.causal.params.
UNWIND [
  {key: 'co_occurrence_days', value: 30, note: 'a record of another coordinate within this many days before an effect record is a co-occurrence candidate'},
  {key: 'episode_gap_days', value: 30, note: 'symptom reports closer than this belong to one episode'},
  {key: 'report_delay_days', value: 21, note: 'a symptom first reported without a time may have begun this long before'},
  {key: 'adherence_gap_days', value: 35, note: 'weeks with missed doses closer than this form one spell of poor adherence'},
  {key: 'hold_days', value: 28, note: 'a recurring record (every night, 주 4회) or a level (stress 8/10) holds this long unless a newer record says otherwise'},
  {key: 'level_kinds', value: ['mood'], note: 'term kinds whose records are levels that hold until the next record'},
  {key: 'recurrence_cues', value: ['again', 'always', 'every day', 'every night', 'everyday', 'most nights', 'most days', 'nights a week', 'days a week', 'times a week', 'x a week', 'a night', 'habit', 'daily', 'regularly', 'still', '자주', '매일', '맨날', '주 ', '마다', '습관', '씩'], note: 'words in a record (or its turn) that say it recurs'},
  {key: 'new_episode_cues', value: ['again', 'another', '또', '다시'], note: 'words that make a symptom report a new attack rather than the same episode'},
  {key: 'merge_gap_days', value: 14, note: 'exposure events closer than this form one exposure episode'},
  {key: 'regular_window_days', value: 28, note: 'records within this window count towards a regular habit'},
  {key: 'trend_window_days', value: 365, note: 'trends use the records of this many days before the question'},
  {key: 'static_types', value: ['sex', 'birth_date', 'height', 'blood_type'], note: 'record types that are attributes, never causes of a change'},
  {key: 'exposure_kinds', value: ['drug', 'activity', 'substance', 'meal', 'mood', 'sleep', 'vaccine', 'food', 'condition', 'procedure', 'body'], note: 'term kinds that can be a cause in a statement'},
  {key: 'habit_of', value: ['profile:alcohol=substance:alcohol', 'profile:smoking=substance:smoking'], note: 'a baseline habit record is exposure to this coordinate'},
  {key: 'habit_absent', value: ['never', 'none', 'non-smoker', 'no'], note: 'a baseline habit with this value is no exposure (never smoked)'},
  {key: 'outcome_kinds', value: ['test', 'vital', 'body', 'symptom', 'sleep', 'mood'], note: 'term kinds that can be an effect in a statement'}
] AS row
MERGE (p:CausalParam {kind: 'window', key: row.key})
SET p.value = row.value, p.note = coalesce(row.note, '');
