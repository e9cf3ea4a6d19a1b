// One user's active medications on a day: current regimen records not stopped, not ended, supply not run out.
MATCH (r:Record {user_id: $user_id, type: 'medication_regimen'})
WHERE r.superseded_by IS NULL
  AND coalesce(r.status, 'active') = 'active'
  AND (r.start IS NULL OR date(r.start) <= date($on))
  AND (r.end IS NULL OR date(r.end) >= date($on))
  AND (r.expected_end IS NULL OR r.expected_end >= date($on))
RETURN DISTINCT r.coordinate AS coordinate
ORDER BY coordinate
