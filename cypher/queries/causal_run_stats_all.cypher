// The causal run stamps of every user (one CausalRun per user): candidates, kept, pruned by reason (JSON text
// in stats), for `pia causal stats`. One user's: causal_run_stats_user.cypher.
MATCH (run:CausalRun)
RETURN run.user_id AS user_id, run.computed_at AS computed_at, run.records AS records, run.stats AS stats
ORDER BY user_id
