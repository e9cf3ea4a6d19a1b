// Causal layer: one run stamp per user, candidates (kept and pruned, for audit) looked up by user.
CREATE CONSTRAINT causal_run_user IF NOT EXISTS FOR (r:CausalRun) REQUIRE r.user_id IS UNIQUE;
CREATE INDEX causal_candidate_user IF NOT EXISTS FOR (c:CausalCandidate) ON (c.user_id, c.effect);
