// HU2 queue at a glance: jobs per status, how many are due now, leases expired (a worker died), the oldest due
// time, retries, and the mean and slowest run of finished jobs. No parameters.
MATCH (j:Job {kind: 'hu2'})
RETURN j.status AS status, count(*) AS jobs,
       sum(CASE WHEN j.status = 'pending' AND j.not_before <= datetime() THEN 1 ELSE 0 END) AS due,
       sum(CASE WHEN j.status = 'running' AND j.lease_until < datetime() THEN 1 ELSE 0 END) AS expired_leases,
       min(j.not_before) AS oldest_not_before, sum(coalesce(j.recoveries, 0)) AS recoveries,
       max(j.attempts) AS max_attempts, avg(j.run_ms) AS mean_run_ms, max(j.run_ms) AS max_run_ms
ORDER BY status
