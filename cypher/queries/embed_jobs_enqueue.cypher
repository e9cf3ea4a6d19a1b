// Facts stored without their embedding (`pia import` defers them): one durable job per user, `embed:<user_id>`,
// that the embedding worker claims (embed_job_claim). A job already queued or running stays one job; a failed one
// is reopened. The job is deleted once the user's facts all have their vectors (embed_job_complete), so the graph
// then equals the one turn-by-turn retain leaves. Sent inside a turn's or a `turns_write` batch's write transaction,
// after the facts; `turns_import` (`pia import`) queues the same job in its own last subquery.
// Parameters: $user_ids (distinct, sorted: one lock order).
UNWIND $user_ids AS user_id
MERGE (j:Job {job_id: 'embed:' + user_id})
  ON CREATE SET j.user_id = user_id, j.kind = 'embed', j.status = 'pending', j.attempts = 0,
                j.created_at = datetime(), j.not_before = datetime()
WITH j, j.status = 'failed' AS reopened
SET j.status = CASE WHEN j.status = 'running' THEN 'running' ELSE 'pending' END,
    j.attempts = CASE WHEN reopened THEN 0 ELSE j.attempts END,
    j.not_before = CASE WHEN reopened THEN datetime() ELSE j.not_before END,
    j.requests = coalesce(j.requests, 0) + 1,
    j.updated_at = datetime()
RETURN count(j) AS queued
