// `pia import`: a batch of turns written flat. The graph is the one `turns_write` leaves turn by turn, supersession
// included (tests/integration/test_bulk_import.py compares the two), but each kind of write runs once over the whole
// batch instead of once per turn: the user and its HU2 job once per user, each series once, the records, facts,
// links, sightings and rejections each in one UNWIND, and the NEXT chain of a series extended once per batch (the
// batch's records sorted and appended after the tail, or the series' chain rebuilt when one of them sorts before
// it; turn by turn gives the same chain: every non-superseded record of the series in sort order).
// The caller sends no turn twice in a batch. A turn already stored writes nothing and comes back with
// `duplicate` and its stored text.
// $turns: turns_write's payloads (store/write_turn.py:turn_payload, date-times as ISO text), in file order, each
//   with the supersession the caller planned over the batch (store/batch_supersession.py:planned_payload): `supersede` [{newer, older,
//   reason}], `relink` [coordinates], its `chain` without superseded records (both absent: nothing to supersede);
//   $debounce_s, $max_wait_s: the HU2 job's debounce (docs/hu2.md, Durable jobs);
//   $embed_users: the users whose facts wait for their vectors (`embed_later`), sorted (one lock order).
// replan=skip: every lookup is a unique-constraint seek, so the plan does not depend on the statistics.
CYPHER replan=skip
UNWIND $turns AS w
OPTIONAL MATCH (old:Turn {user_id: w.user_id, turn_id: w.turn_id})
WITH collect(CASE WHEN old IS NULL THEN w END) AS fresh,
     collect({turn_id: w.turn_id, duplicate: old IS NOT NULL, stored_text: old.text}) AS out
CALL (fresh) {
  UNWIND fresh AS w
  WITH w.user_id AS user_id, count(*) AS turns
  ORDER BY user_id
  MERGE (u:User {user_id: user_id})
    ON CREATE SET u.created_at = datetime()
  SET u.memory_version = coalesce(u.memory_version, 0) + turns
}
CALL (fresh) {
  UNWIND fresh AS w
  MATCH (u:User {user_id: w.user_id})
  CREATE (t:Turn)
  SET t = w.turn, t.user_id = w.user_id, t.turn_id = w.turn_id, t.ingested_at = datetime()
  FOREACH (k IN keys(w.turn_times) | SET t[k] = datetime(w.turn_times[k]))
  CREATE (u)-[:SAID]->(t)
}
CALL (fresh) {
  UNWIND fresh AS w
  UNWIND w.series AS coordinate
  WITH DISTINCT w.user_id AS user_id, coordinate
  ORDER BY user_id, coordinate
  MERGE (s:Series {user_id: user_id, coordinate: coordinate})
    ON CREATE SET s.created_at = datetime()
  WITH s, coordinate
  OPTIONAL MATCH (term:Term {key: coordinate})
  CALL (s, term) {
    WITH s, term WHERE term IS NOT NULL AND NOT EXISTS { (s)-[:OF]->(:Term) }
    CREATE (s)-[:OF]->(term)
  }
}
CALL (fresh) {
  UNWIND fresh AS w
  MATCH (t:Turn {user_id: w.user_id, turn_id: w.turn_id})
  UNWIND w.records AS rec
  CREATE (r:Record)
  SET r = rec.props, r:$(rec.label), r.ingested_at = datetime()
  FOREACH (k IN keys(rec.times) | SET r[k] = datetime(rec.times[k]))
  CREATE (r)-[:FROM_TURN]->(t)
  WITH r, w
  MATCH (s:Series {user_id: w.user_id, coordinate: r.coordinate})
  CREATE (r)-[:IN_SERIES]->(s)
}
CALL (fresh) {
  UNWIND fresh AS w
  UNWIND w.links AS link
  MATCH (child:Record {record_id: link.child, user_id: w.user_id})
  MATCH (visit:Record {record_id: link.visit, user_id: w.user_id})
  MERGE (child)-[:PART_OF]->(visit)
}
// supersession planned over the batch (store/batch_supersession.py: what turn-by-turn retain links, in file order),
// linked as turns_write links a retained turn's, before the chain: a superseded record stays out of it
CALL (fresh) {
  UNWIND fresh AS w
  UNWIND w.supersede AS link
  MATCH (newer:Record {record_id: link.newer, user_id: w.user_id})
  MATCH (older:Record {record_id: link.older, user_id: w.user_id})
  MERGE (newer)-[s:SUPERSEDES]->(older)
    ON CREATE SET s.reason = link.reason, s.at = datetime()
  SET older.superseded_by = newer.record_id
}
CALL (fresh) {
  UNWIND fresh AS w
  MATCH (t:Turn {user_id: w.user_id, turn_id: w.turn_id})
  UNWIND w.facts AS fact
  CREATE (f:Fact)
  SET f = fact.props, f.ingested_at = datetime()
  FOREACH (k IN keys(fact.times) | SET f[k] = datetime(fact.times[k]))
  CREATE (f)-[:FROM_TURN]->(t)
  // f is new: one MENTIONS per distinct key is what MERGE leaves, without MERGE's expand over f's relationships
  WITH w, f, reduce(keys = [], k IN fact.term_keys | CASE WHEN k IN keys THEN keys ELSE keys + k END) AS keys
  UNWIND keys AS key
  MATCH (s:Series {user_id: w.user_id, coordinate: key})
  CREATE (f)-[:MENTIONS]->(s)
}
CALL (fresh) {
  UNWIND fresh AS w
  UNWIND w.chain AS link
  WITH w.user_id AS user_id, link.coordinate AS coordinate, collect(link.ids) AS ids
  ORDER BY user_id, coordinate
  MATCH (s:Series {user_id: user_id, coordinate: coordinate})
  OPTIONAL MATCH (s)-[:TAIL]->(tail:Record)
  UNWIND ids AS turn_ids
  UNWIND turn_ids AS id
  MATCH (r:Record {record_id: id, user_id: user_id})
  WITH s, tail, r ORDER BY r.sort_time, r.recorded_at, r.record_id
  WITH s, tail, collect(r) AS added
  WITH s, tail, added, added[0] AS first,
       tail IS NULL OR tail.sort_time < added[0].sort_time OR (tail.sort_time = added[0].sort_time AND (
         tail.recorded_at < added[0].recorded_at OR (tail.recorded_at = added[0].recorded_at
         AND tail.record_id < added[0].record_id))) AS appends
  CALL (s, tail, added, first, appends) {
    WITH s, tail, added, first WHERE appends
    FOREACH (x IN CASE WHEN tail IS NULL THEN [first] ELSE [] END | CREATE (s)-[:HEAD]->(x))
    FOREACH (x IN CASE WHEN tail IS NULL THEN [] ELSE [tail] END |
      CREATE (x)-[:NEXT {gap_days: duration.inDays(x.sort_time, first.sort_time).days}]->(first))
    FOREACH (i IN range(0, size(added) - 2) |
      FOREACH (a IN [added[i]] | FOREACH (b IN [added[i + 1]] |
        CREATE (a)-[:NEXT {gap_days: duration.inDays(a.sort_time, b.sort_time).days}]->(b))))
    WITH s, added
    CALL (s) {
      MATCH (s)-[e:TAIL]->(:Record)
      DELETE e
    }
    FOREACH (last IN added[-1..] | CREATE (s)-[:TAIL]->(last))
  }
  CALL (s, appends) {
    WITH s WHERE NOT appends
    CALL (s) {
      MATCH (s)<-[:IN_SERIES]-(:Record)-[n:NEXT]->(:Record)
      DELETE n
    }
    CALL (s) {
      MATCH (s)-[e:HEAD|TAIL]->(:Record)
      DELETE e
    }
    MATCH (s)<-[:IN_SERIES]-(r:Record)
    WHERE r.superseded_by IS NULL
    WITH s, r ORDER BY r.sort_time, r.recorded_at, r.record_id
    WITH s, collect(r) AS chain
    FOREACH (first IN chain[0..1] | CREATE (s)-[:HEAD]->(first))
    FOREACH (last IN chain[-1..] | CREATE (s)-[:TAIL]->(last))
    FOREACH (i IN range(0, size(chain) - 2) |
      FOREACH (a IN [chain[i]] | FOREACH (b IN [chain[i + 1]] |
        CREATE (a)-[:NEXT {gap_days: duration.inDays(a.sort_time, b.sort_time).days}]->(b))))
  }
}
CALL (fresh) {
  UNWIND fresh AS w
  MATCH (t:Turn {user_id: w.user_id, turn_id: w.turn_id})
  UNWIND w.sightings AS sg
  MERGE (c:Candidate {norm: sg.norm})
    ON CREATE SET c.count = 0, c.first_seen = datetime(sg.seen_at), c.status = 'pending', c.lang = sg.lang,
                  c.cue = sg.cue
  SET c.count = c.count + 1,
      c.last_seen = CASE WHEN c.last_seen IS NULL OR c.last_seen < datetime(sg.seen_at)
                         THEN datetime(sg.seen_at) ELSE c.last_seen END
  CREATE (s:CandidateSighting {user_id: w.user_id, turn_id: w.turn_id, norm: sg.norm})
  SET s.text = sg.text, s.context = sg.context, s.cue = sg.cue, s.lang = sg.lang,
      s.seen_at = datetime(sg.seen_at)
  CREATE (s)-[:FROM_TURN]->(t)
}
// a series that lost a record it had chained before the batch (superseded above) is rebuilt from its current
// records, as turns_write rebuilds one (its records were left out of w.chain)
CALL (fresh) {
  UNWIND fresh AS w
  UNWIND w.relink AS coordinate
  WITH DISTINCT w.user_id AS user_id, coordinate
  ORDER BY user_id, coordinate
  MATCH (s:Series {user_id: user_id, coordinate: coordinate})
  CALL (s) {
    MATCH (s)<-[:IN_SERIES]-(:Record)-[n:NEXT]->(:Record)
    DELETE n
  }
  CALL (s) {
    MATCH (s)-[e:HEAD|TAIL]->(:Record)
    DELETE e
  }
  CALL (s) {
    MATCH (s)<-[:IN_SERIES]-(r:Record)
    WHERE r.superseded_by IS NULL
    WITH r ORDER BY r.sort_time, r.recorded_at, r.record_id
    WITH collect(r) AS chain
    FOREACH (first IN chain[0..1] | CREATE (s)-[:HEAD]->(first))
    FOREACH (last IN chain[-1..] | CREATE (s)-[:TAIL]->(last))
    FOREACH (i IN range(0, size(chain) - 2) |
      FOREACH (a IN [chain[i]] | FOREACH (b IN [chain[i + 1]] |
        CREATE (a)-[:NEXT {gap_days: duration.inDays(a.sort_time, b.sort_time).days}]->(b))))
  }
}
// records that failed validation: one :Rejection per record left out, on its turn (as turns_write)
CALL (fresh) {
  UNWIND fresh AS w
  MATCH (t:Turn {user_id: w.user_id, turn_id: w.turn_id})
  UNWIND w.rejections AS rej
  CREATE (x:Rejection)
  SET x = rej, x.user_id = w.user_id, x.turn_id = w.turn_id, x.ingested_at = datetime()
  CREATE (x)-[:FROM_TURN]->(t)
}
// the understanding's regeneration job, once per user of the batch (turn by turn leaves the same job: the last
// turn's target version, and a done or failed job reopened by the first)
CALL (fresh) {
  UNWIND fresh AS w
  WITH DISTINCT w.user_id AS user_id
  ORDER BY user_id
  MATCH (u:User {user_id: user_id})
  MERGE (j:Job {job_id: 'hu2:' + user_id})
    ON CREATE SET j.user_id = user_id, j.kind = 'hu2', j.status = 'pending', j.attempts = 0,
                  j.created_at = datetime()
  WITH u, j, j.status IN ['done', 'failed'] AS reopened
  SET j.pending_since = CASE WHEN reopened OR j.pending_since IS NULL THEN datetime() ELSE j.pending_since END,
      j.attempts = CASE WHEN reopened THEN 0 ELSE j.attempts END,
      j.status = CASE WHEN j.status = 'running' THEN 'running' ELSE 'pending' END,
      j.target_version = u.memory_version,
      j.updated_at = datetime()
  WITH j, datetime() + duration({seconds: $debounce_s}) AS settled,
       j.pending_since + duration({seconds: $max_wait_s}) AS deadline
  SET j.not_before = CASE WHEN settled < deadline THEN settled ELSE deadline END
}
// the facts' embedding jobs (`pia import` defers the vectors, memory/embed_jobs.py), as `embed_jobs_enqueue` queues
// them: one per user of $embed_users with a fact in a turn written here (the batch is then one statement, one
// auto-commit round trip: store/write_turn.py:write_turns)
CALL (fresh) {
  UNWIND fresh AS w
  WITH w WHERE w.user_id IN $embed_users AND size(w.facts) > 0
  WITH DISTINCT w.user_id AS user_id
  ORDER BY user_id
  MERGE (j:Job {job_id: 'embed:' + user_id})
    ON CREATE SET j.user_id = user_id, j.kind = 'embed', j.status = 'pending', j.attempts = 0,
                  j.created_at = datetime(), j.not_before = datetime()
  WITH j, j.status = 'failed' AS reopened
  SET j.status = CASE WHEN j.status = 'running' THEN 'running' ELSE 'pending' END,
      j.attempts = CASE WHEN reopened THEN 0 ELSE j.attempts END,
      j.not_before = CASE WHEN reopened THEN datetime() ELSE j.not_before END,
      j.requests = coalesce(j.requests, 0) + 1,
      j.updated_at = datetime()
}
UNWIND out AS o
RETURN o.turn_id AS turn_id, o.duplicate AS duplicate, o.stored_text AS stored_text
