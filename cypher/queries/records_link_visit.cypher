// Hangs checkup results under their visit (an event container).
UNWIND $links AS link
MATCH (child:Record {record_id: link.child, user_id: $user_id})
MATCH (visit:Record {record_id: link.visit, user_id: $user_id})
MERGE (child)-[:PART_OF]->(visit)
RETURN count(*) AS linked
