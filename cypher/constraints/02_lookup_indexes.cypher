// Hot lookups. Every user-scoped read anchors on user_id first.
CREATE INDEX record_user_coordinate_time IF NOT EXISTS FOR (r:Record) ON (r.user_id, r.coordinate, r.sort_time);
CREATE INDEX record_user_type IF NOT EXISTS FOR (r:Record) ON (r.user_id, r.type);
CREATE INDEX turn_user_said_at IF NOT EXISTS FOR (t:Turn) ON (t.user_id, t.said_at);
// a question kept for the conversation without its words (thread_ask_keep, user_thread; docs/read-path.md, session 52)
CREATE INDEX ask_user_said_at IF NOT EXISTS FOR (a:Ask) ON (a.user_id, a.said_at);
CREATE INDEX fact_user_time IF NOT EXISTS FOR (f:Fact) ON (f.user_id, f.sort_time);
CREATE INDEX term_kind IF NOT EXISTS FOR (t:Term) ON (t.kind);
CREATE INDEX candidate_status IF NOT EXISTS FOR (c:Candidate) ON (c.status);
CREATE INDEX candidate_sighting_user IF NOT EXISTS FOR (s:CandidateSighting) ON (s.user_id);
CREATE INDEX candidate_sighting_norm IF NOT EXISTS FOR (s:CandidateSighting) ON (s.norm);
CREATE INDEX rejection_user IF NOT EXISTS FOR (x:Rejection) ON (x.user_id, x.code);
