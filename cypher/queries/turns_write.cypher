// The write path in one statement: each retained turn with its records, facts, links, the user's series, the
// NEXT chain, the curators' sightings, the records rejected by validation and the understanding's regeneration
// job. `MemoryService.retain` sends one
// turn; `pia import` sends many (the same statement, so both leave the same graph). Each turn runs in its own
// subquery call, in list order, and sees the writes of the turns before it. A turn already stored writes nothing
// and comes back with `duplicate` and its stored text (the caller tells a resend from a conflict).
// A turn that may supersede carries `supersede_at` and is planned and linked here too (below); `pia import` plans
// supersession over its batch instead (turns_import.cypher).
// $turns: [{user_id, turn_id, turn: {Turn properties}, turn_times: {its date-times as ISO text},
//           series: [coordinates, sorted: one lock order],
//           records: [{props, times, label}], links: [{child, visit}], facts: [{props, times, term_keys}],
//           sightings: [{norm, text, cue, lang, context, seen_at}] (sorted by norm), chain: [{coordinate, ids}],
//           (`times`: the map's date-times as ISO text, store/serialize.py:times_as_text, set by `datetime()`)
//           rejections: [{code, reason, rule_id, span, span_start, span_end, coordinate, value}],
//           supersede_at: null or {coordinates: [of the candidates, sorted], candidates: [record ids, the turn's order],
//                                  exclude: [the turn's other record ids], correction, single_valued: [types]}}]
// $debounce_s, $max_wait_s: the HU2 job's debounce (docs/hu2.md, Durable jobs).
// replan=skip: every lookup here is a unique-constraint seek, so the plan does not depend on the statistics;
// planning this statement costs seconds of Neo4j CPU (26-28 s wall measured at load 16), and a replan when
// the counts drift (a bulk import, an erase) would stall the write that triggers it.
CYPHER replan=skip
UNWIND $turns AS w
CALL (w) {
  OPTIONAL MATCH (old:Turn {user_id: w.user_id, turn_id: w.turn_id})
  CALL (w, old) {
    WITH w WHERE old IS NULL
    MERGE (u:User {user_id: w.user_id})
      ON CREATE SET u.created_at = datetime()
    CREATE (t:Turn)
    SET t = w.turn, t.user_id = w.user_id, t.turn_id = w.turn_id, t.ingested_at = datetime()
    FOREACH (k IN keys(w.turn_times) | SET t[k] = datetime(w.turn_times[k]))
    CREATE (u)-[:SAID]->(t)
    WITH w, u, t
    // the user's own series per coordinate (records hang on it, facts mention it), linked once to the term
    CALL (w) {
      UNWIND w.series AS coordinate
      MERGE (s:Series {user_id: w.user_id, coordinate: coordinate})
        ON CREATE SET s.created_at = datetime()
      WITH s, coordinate
      OPTIONAL MATCH (term:Term {key: coordinate})
      CALL (s, term) {
        WITH s, term WHERE term IS NOT NULL AND NOT EXISTS { (s)-[:OF]->(:Term) }
        CREATE (s)-[:OF]->(term)
      }
    }
    CALL (w, t) {
      UNWIND w.records AS rec
      CREATE (r:Record)
      SET r = rec.props, r:$(rec.label), r.ingested_at = datetime()
      FOREACH (k IN keys(rec.times) | SET r[k] = datetime(rec.times[k]))
      CREATE (r)-[:FROM_TURN]->(t)
      WITH r
      MATCH (s:Series {user_id: w.user_id, coordinate: r.coordinate})
      CREATE (r)-[:IN_SERIES]->(s)
    }
    // checkup results under their visit (an event container)
    CALL (w) {
      UNWIND w.links AS link
      MATCH (child:Record {record_id: link.child, user_id: w.user_id})
      MATCH (visit:Record {record_id: link.visit, user_id: w.user_id})
      MERGE (child)-[:PART_OF]->(visit)
    }
    CALL (w, t) {
      UNWIND w.facts AS fact
      CREATE (f:Fact)
      SET f = fact.props, f.ingested_at = datetime()
      FOREACH (k IN keys(fact.times) | SET f[k] = datetime(fact.times[k]))
      CREATE (f)-[:FROM_TURN]->(t)
      WITH f, fact
      CALL (w, f, fact) {
        UNWIND fact.term_keys AS key
        MATCH (s:Series {user_id: w.user_id, coordinate: key})
        MERGE (f)-[:MENTIONS]->(s)
      }
    }
    // NEXT chain: the turn's records follow the series' tail (the usual case) and are appended; a record that
    // arrives out of order rebuilds the chain of its series (from its place on, below)
    CALL (w) {
      UNWIND w.chain AS link
      MATCH (s:Series {user_id: w.user_id, coordinate: link.coordinate})
      OPTIONAL MATCH (s)-[:TAIL]->(tail:Record)
      UNWIND link.ids AS id
      MATCH (r:Record {record_id: id, user_id: w.user_id})
      WITH s, tail, r ORDER BY r.sort_time, r.recorded_at, r.record_id
      WITH s, tail, collect(r) AS fresh
      WITH s, tail, fresh, fresh[0] AS first,
           tail IS NULL OR tail.sort_time < fresh[0].sort_time OR (tail.sort_time = fresh[0].sort_time AND (
             tail.recorded_at < fresh[0].recorded_at OR (tail.recorded_at = fresh[0].recorded_at
             AND tail.record_id < fresh[0].record_id))) AS appends
      CALL (s, tail, fresh, first, appends) {
        WITH s, tail, fresh, first WHERE appends
        FOREACH (x IN CASE WHEN tail IS NULL THEN [first] ELSE [] END | CREATE (s)-[:HEAD]->(x))
        FOREACH (x IN CASE WHEN tail IS NULL THEN [] ELSE [tail] END |
          CREATE (x)-[:NEXT {gap_days: duration.inDays(x.sort_time, first.sort_time).days}]->(first))
        FOREACH (i IN range(0, size(fresh) - 2) |
          FOREACH (a IN [fresh[i]] | FOREACH (b IN [fresh[i + 1]] |
            CREATE (a)-[:NEXT {gap_days: duration.inDays(a.sort_time, b.sort_time).days}]->(b))))
        WITH s, fresh
        CALL (s) {
          MATCH (s)-[e:TAIL]->(:Record)
          DELETE e
        }
        FOREACH (last IN fresh[-1..] | CREATE (s)-[:TAIL]->(last))
      }
      // A record older than the tail (told late): the chain is relinked from the latest current record before
      // the first new one (`from`), whose earlier links stay as they are: on a user with months of readings the
      // whole series was unlinked and linked again (session 54: 80% of the write statement's db hits on such a
      // turn). When the new record comes first (from = 0), every link of the series is made again, as before.
      CALL (s, fresh, appends) {
        WITH s, fresh WHERE NOT appends
        MATCH (s)<-[:IN_SERIES]-(r:Record)
        WHERE r.superseded_by IS NULL
        WITH s, fresh, r ORDER BY r.sort_time, r.recorded_at, r.record_id
        WITH s, fresh, collect(r) AS chain
        WITH s, chain, coalesce([i IN range(0, size(chain) - 1) WHERE chain[i] IN fresh][0], 0) AS at
        WITH s, chain, CASE WHEN at > 0 THEN at - 1 ELSE 0 END AS from
        CALL (s, from) {
          WITH s WHERE from = 0
          MATCH (s)<-[:IN_SERIES]-(:Record)-[n:NEXT]->(:Record)
          DELETE n
        }
        CALL (chain, from) {
          WITH chain WHERE from > 0
          UNWIND chain[from..] AS a
          MATCH (a)-[n:NEXT]->(:Record)
          DELETE n
        }
        CALL (s, from) {
          MATCH (s)-[e:HEAD|TAIL]->(:Record)
          WHERE from = 0 OR type(e) = 'TAIL'
          DELETE e
        }
        FOREACH (first IN CASE WHEN from = 0 THEN chain[0..1] ELSE [] END | CREATE (s)-[:HEAD]->(first))
        FOREACH (last IN chain[-1..] | CREATE (s)-[:TAIL]->(last))
        FOREACH (i IN range(from, size(chain) - 2) |
          FOREACH (a IN [chain[i]] | FOREACH (b IN [chain[i + 1]] |
            CREATE (a)-[:NEXT {gap_days: duration.inDays(a.sort_time, b.sort_time).days}]->(b))))
      }
    }
    // unknown health-like words: one sighting per word (the user's, erased with them), a count on the shared
    // candidate (the shared Candidate keeps counts only)
    CALL (w, t) {
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
    // records that failed validation (an implausible value, a date after said_at): left out of the records, kept
    // here with their reason code and evidence span for the curators (rejections_list_user.cypher, _all.cypher)
    CALL (w, t) {
      UNWIND w.rejections AS rej
      CREATE (x:Rejection)
      SET x = rej, x.user_id = w.user_id, x.turn_id = w.turn_id, x.ingested_at = datetime()
      CREATE (x)-[:FROM_TURN]->(t)
    }
    // the understanding's regeneration job: bump memory_version, one debounced :Job per user (a running job
    // stays running and goes back to pending on completion when the target moved)
    CALL (w, u) {
      SET u.memory_version = coalesce(u.memory_version, 0) + 1
      MERGE (j:Job {job_id: 'hu2:' + w.user_id})
        ON CREATE SET j.user_id = w.user_id, j.kind = 'hu2', j.status = 'pending', j.attempts = 0,
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
  }
  // supersession of a turn that may supersede (`w.supersede_at`, null for the others; store/supersession.py's rule,
  // planned here so that the turn is one statement): the current records at its candidates' coordinates (the
  // turn's other new records left out), grouped by (type, coordinate, relation) and ordered by (recorded_at,
  // sort_time, old before new, the new in the turn's order, the old by record_id); in a one-value-at-a-time group
  // each record supersedes the one before it, in a correction's other groups each new record supersedes the old
  // ones of its day (not a reading said to come from another source: a home and a clinic reading both stand).
  // Nothing is overwritten: both stay, linked by SUPERSEDES, and a superseded record leaves its
  // series' NEXT chain (spliced out, below). `current` (the old records read) and `links` come
  // back: the caller plans the same links from `current` in Python and checks them (store/write_turn.py).
  CALL (w, old) {
    WITH w WHERE old IS NULL AND w.supersede_at IS NOT NULL
    WITH w, w.supersede_at AS p
    UNWIND p.coordinates AS coordinate
    // a seek of the composite index, hinted: planned on a near-empty store (replan=skip keeps the first plan) Neo4j
    // may pick a scan of the whole index instead, a cost that would grow with every user's records
    MATCH (r:Record {user_id: w.user_id, coordinate: coordinate})
    USING INDEX r:Record(user_id, coordinate, sort_time)
    WHERE r.sort_time IS NOT NULL AND r.superseded_by IS NULL AND NOT r.record_id IN p.exclude
    WITH p, r, r.record_id IN p.candidates AS is_new
    WITH p, r, is_new,
         CASE WHEN is_new THEN [i IN range(0, size(p.candidates) - 1) WHERE p.candidates[i] = r.record_id][0]
              ELSE -1 END AS idx
    ORDER BY r.recorded_at, r.sort_time, is_new, idx, r.record_id
    WITH p, r.type AS type, r.coordinate AS coordinate, r.relation AS relation,
         collect({id: r.record_id, is_new: is_new, idx: idx, day: date(r.sort_time), source: r.source}) AS grp,
         collect(CASE WHEN is_new THEN null ELSE {record_id: r.record_id, type: r.type, coordinate: r.coordinate,
                 relation: r.relation, recorded_at: r.recorded_at, sort_time: r.sort_time,
                 source: r.source} END) AS olds
    WITH olds, CASE
      WHEN type IN p.single_valued THEN
        [i IN range(0, size(grp) - 2) | {newer: grp[i + 1].id, older: grp[i].id, reason: 'newer_statement'}]
      WHEN p.correction THEN
        reduce(acc = [], i IN range(0, size(p.candidates) - 1) |
          acc + reduce(inner = [], n IN [x IN grp WHERE x.is_new AND x.idx = i] |
            inner + [o IN grp WHERE NOT o.is_new AND o.day = n.day
                     AND (o.source IS NULL OR n.source IS NULL OR o.source = n.source)
                     | {newer: n.id, older: o.id, reason: 'correction'}]))
      ELSE [] END AS group_links
    RETURN reduce(acc = [], l IN collect(group_links) | acc + l) AS links,
           reduce(acc = [], o IN collect(olds) | acc + o) AS current
  }
  CALL (w, links) {
    UNWIND links AS link
    MATCH (newer:Record {record_id: link.newer, user_id: w.user_id})
    MATCH (older:Record {record_id: link.older, user_id: w.user_id})
    MERGE (newer)-[s:SUPERSEDES]->(older)
      ON CREATE SET s.reason = link.reason, s.at = datetime()
    SET older.superseded_by = newer.record_id
  }
  // each record superseded leaves its series' NEXT chain: spliced out (its neighbours linked, HEAD or TAIL moved to
  // the neighbour), one record after another (each call sees the one before it), the rest of the chain untouched.
  // The chain held the series' current records in order (the chain step above keeps it so), so this leaves what a
  // rebuild from the current records would, without deleting and making again every NEXT of the series: a drug's
  // series holds every intake told, and a regimen change superseded its first record (session 62, perf62b).
  CALL (w, links) {
    UNWIND links AS link
    WITH DISTINCT w, link.older AS gone
    CALL (w, gone) {
      MATCH (o:Record {record_id: gone, user_id: w.user_id})-[:IN_SERIES]->(s:Series)
      OPTIONAL MATCH (p:Record)-[a:NEXT]->(o)
      OPTIONAL MATCH (o)-[b:NEXT]->(n:Record)
      OPTIONAL MATCH (s)-[h:HEAD]->(o)
      OPTIONAL MATCH (s)-[t:TAIL]->(o)
      DELETE a, b, h, t
      FOREACH (x IN CASE WHEN p IS NULL OR n IS NULL THEN [] ELSE [p] END |
        CREATE (x)-[:NEXT {gap_days: duration.inDays(x.sort_time, n.sort_time).days}]->(n))
      FOREACH (x IN CASE WHEN h IS NULL OR n IS NULL THEN [] ELSE [n] END | CREATE (s)-[:HEAD]->(x))
      FOREACH (x IN CASE WHEN t IS NULL OR p IS NULL THEN [] ELSE [p] END | CREATE (s)-[:TAIL]->(x))
    }
  }
  RETURN old IS NOT NULL AS duplicate, old.text AS stored_text, links, current
}
RETURN w.turn_id AS turn_id, duplicate, stored_text, links, current
