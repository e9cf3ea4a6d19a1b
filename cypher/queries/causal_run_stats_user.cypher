// One user's causal run stamp (none, or one row: the CausalRun is unique per user): candidates, kept, pruned by
// reason (JSON text in stats); the columns of causal_run_stats_all.cypher. Parameters: $user_id.
MATCH (run:CausalRun {user_id: $user_id})
RETURN run.user_id AS user_id, run.computed_at AS computed_at, run.records AS records, run.stats AS stats
ORDER BY user_id
