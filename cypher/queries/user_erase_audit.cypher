// Erasure audit: nodes of any label that still carry the user's id, and curator-queue contexts still
// quoting the user's words. Both are 0 after `DELETE /v1/users/{user_id}`. Parameters: $user_id.
CALL () { MATCH (n) WHERE n.user_id = $user_id RETURN count(n) AS nodes }
CALL () { MATCH (c:Candidate) WHERE c.context_user_id = $user_id RETURN count(c) AS contexts }
RETURN nodes, contexts
