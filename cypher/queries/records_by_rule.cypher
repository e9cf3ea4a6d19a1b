// Records counted by the extraction rule that made them (rule_id, see pia_graph/ingest/extract/registry.py),
// for curators and analysts: which rules write what, and how often. Parameters: $user_id (a user's own
// records) or null (every user: counts only, no record leaves the query).
MATCH (r:Record)
WHERE $user_id IS NULL OR r.user_id = $user_id
RETURN coalesce(r.rule_id, '(none)') AS rule_id, r.type AS type, count(r) AS records,
       count(DISTINCT r.user_id) AS users, count(CASE WHEN r.negated THEN 1 END) AS negated
ORDER BY records DESC, rule_id, type
