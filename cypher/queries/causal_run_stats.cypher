// The causal run stamps of one user or of every user ($user_id = ''): candidates, kept, pruned by reason
// (JSON text in stats). Parameters: $user_id.
MATCH (run:CausalRun)
WHERE $user_id = '' OR run.user_id = $user_id
RETURN run.user_id AS user_id, run.computed_at AS computed_at, run.records AS records, run.stats AS stats
ORDER BY user_id
