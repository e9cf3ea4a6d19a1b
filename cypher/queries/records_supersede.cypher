// Links a newer statement to the one it supersedes; both stay, the newer wins in reads.
UNWIND $links AS link
MATCH (newer:Record {record_id: link.newer, user_id: $user_id})
MATCH (older:Record {record_id: link.older, user_id: $user_id})
MERGE (newer)-[s:SUPERSEDES]->(older)
ON CREATE SET s.reason = link.reason, s.at = datetime()
SET older.superseded_by = newer.record_id
RETURN count(s) AS linked
