// HU2: the terms a user's stored understanding cites, per field: the coordinate of each cited record and the terms
// each cited fact mentions. For evaluation and analysts. Parameters: $user_id.
MATCH (n:Understanding {user_id: $user_id})-[:CITES]->(x)
WHERE x:Record OR x:Fact
OPTIONAL MATCH (x)-[:MENTIONS]->(t:Term)
WITH n.field AS field, collect(DISTINCT x.coordinate) AS coordinates, collect(DISTINCT t.key) AS mentioned
RETURN field, [c IN coordinates WHERE c IS NOT NULL] + mentioned AS terms
