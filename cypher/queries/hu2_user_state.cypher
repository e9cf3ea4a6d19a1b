// HU2: a user's memory version (bumped by every retain that wrote), the version the stored understanding was
// made from, the languages of the user's turns and when they last spoke. Parameters: $user_id.
MATCH (u:User {user_id: $user_id})
OPTIONAL MATCH (t:Turn {user_id: $user_id})
WITH u, collect(t.lang) AS langs, max(t.said_at) AS last_said_at
RETURN coalesce(u.memory_version, 0) AS memory_version, coalesce(u.understanding_version, 0) AS understanding_version,
       langs, last_said_at
