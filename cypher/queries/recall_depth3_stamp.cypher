// Read path, depth 3: what a depth-3 answer (trends and kept causal links) is a function of, as one string: the
// user node's creation time, its memory_version (every write of a turn bumps it), the count of the records the
// causal rules read, and the stored causal run's computed_at (a recomputation, by a recall or `pia causal`,
// changes the links without a write of memory). The service keeps its depth-3 answers under this stamp
// (retrieve/depth3_cache.py) and serves one again only while the store's stamp is the same.
// Parameters: $user_id.
OPTIONAL MATCH (u:User {user_id: $user_id})
OPTIONAL MATCH (run:CausalRun {user_id: $user_id})
RETURN coalesce(toString(u.created_at), '-') + '/' + toString(coalesce(u.memory_version, 0)) + '/' +
       toString(COUNT { MATCH (r:Record) WHERE r.user_id = $user_id AND r.coordinate IS NOT NULL
                                              AND r.sort_time IS NOT NULL }) + '/' +
       coalesce(toString(run.computed_at), '-') AS stamp
