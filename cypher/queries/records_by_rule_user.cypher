// One user's records counted by the extraction rule that made them (rule_id, see
// pia_graph/ingest/extract/registry.py): which rules write what for this user. Every user's counts are
// records_by_rule_all.cypher. `type IS NOT NULL` (every record has one) lets Neo4j seek `Record(user_id, type)`
// on the user instead of scanning every user's records. Parameters: $user_id.
MATCH (r:Record {user_id: $user_id})
WHERE r.type IS NOT NULL
RETURN coalesce(r.rule_id, '(none)') AS rule_id, r.type AS type, count(r) AS records,
       count(DISTINCT r.user_id) AS users, count(CASE WHEN r.negated THEN 1 END) AS negated
ORDER BY records DESC, rule_id, type
