// Causal layer: one run stamp per user; candidates (kept and pruned, for audit) and CAUSES edges looked up by user.
CREATE CONSTRAINT causal_run_user IF NOT EXISTS FOR (r:CausalRun) REQUIRE r.user_id IS UNIQUE;
CREATE INDEX causal_candidate_user IF NOT EXISTS FOR (c:CausalCandidate) ON (c.user_id, c.effect);
CREATE INDEX causes_user IF NOT EXISTS FOR ()-[l:CAUSES]-() ON (l.user_id);
