// HU2 throughput over the given users' jobs: how many are done, the first claim and the last finish, and the run
// time of each (for `pia hu2 bench`). Parameters: $user_ids.
MATCH (j:Job {kind: 'hu2'})
WHERE j.user_id IN $user_ids
RETURN sum(CASE WHEN j.status = 'done' THEN 1 ELSE 0 END) AS done, count(j) AS jobs,
       sum(coalesce(j.completions, 0)) AS completions, min(j.claimed_at) AS first_claim,
       max(j.finished_at) AS last_finish, collect(j.run_ms) AS run_ms, collect(DISTINCT j.worker) AS workers
