// Read path, depth 3: what a depth-3 answer (trends and kept causal links) is a function of, as one string: the
// user node's creation time, its memory_version, and the stored causal run's computed_at (a recomputation, by a
// recall or `pia causal`, changes the links without a write of memory). Every statement that creates, deletes or
// changes a record bumps memory_version in the same transaction (turns_write with records_supersede_earlier in
// its transaction, turns_import, records_retract, population_write); the erasures delete the user node, and a
// user made again has another created_at. Until session 54 the stamp also counted the user's records (O(records)
// on every depth-3 recall, 1,145 db hits on a dense user), which no write changes without bumping the version. The service keeps its depth-3 answers under this stamp
// (retrieve/depth3_cache.py) and serves one again only while the store's stamp is the same.
// Parameters: $user_id.
OPTIONAL MATCH (u:User {user_id: $user_id})
OPTIONAL MATCH (run:CausalRun {user_id: $user_id})
RETURN coalesce(toString(u.created_at), '-') + '/' + toString(coalesce(u.memory_version, 0)) + '/' +
       coalesce(toString(run.computed_at), '-') AS stamp
