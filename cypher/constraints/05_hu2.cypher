// HU2: one durable regeneration job per user, and the stored understanding, both anchored on user_id.
CREATE CONSTRAINT job_id IF NOT EXISTS FOR (j:Job) REQUIRE j.job_id IS UNIQUE;
CREATE INDEX job_kind_status IF NOT EXISTS FOR (j:Job) ON (j.kind, j.status);
CREATE INDEX job_user IF NOT EXISTS FOR (j:Job) ON (j.user_id);
CREATE INDEX understanding_user IF NOT EXISTS FOR (n:Understanding) ON (n.user_id);
