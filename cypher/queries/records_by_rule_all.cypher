// Records counted by the extraction rule that made them (rule_id, see pia_graph/ingest/extract/registry.py),
// over every user, for curators and analysts: which rules write what, and how often (counts only, no record
// leaves the query). Reads every user's records: one user's counts are records_by_rule_user.cypher.
MATCH (r:Record)
RETURN coalesce(r.rule_id, '(none)') AS rule_id, r.type AS type, count(r) AS records,
       count(DISTINCT r.user_id) AS users, count(CASE WHEN r.negated THEN 1 END) AS negated
ORDER BY records DESC, rule_id, type
