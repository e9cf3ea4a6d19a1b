// Embedding jobs at a glance: jobs per status (a finished job is deleted, so none is 'done'), how many are due,
// leases expired (a worker died), retries, attempts and the oldest request. The facts still without a vector are
// counted per user by embed_job_facts. No parameters.
MATCH (j:Job {kind: 'embed'})
RETURN j.status AS status, count(*) AS jobs,
       sum(CASE WHEN j.status = 'pending' AND j.not_before <= datetime() THEN 1 ELSE 0 END) AS due,
       sum(CASE WHEN j.status = 'running' AND j.lease_until < datetime() THEN 1 ELSE 0 END) AS expired_leases,
       min(j.created_at) AS oldest_created_at, sum(coalesce(j.recoveries, 0)) AS recoveries,
       max(j.attempts) AS max_attempts, collect(j.last_error)[0..5] AS last_errors
ORDER BY status
