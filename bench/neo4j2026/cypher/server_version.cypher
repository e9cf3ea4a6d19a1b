// The server's Neo4j version (both lines: valid in Cypher 5 and 25). No parameters.
CALL dbms.components() YIELD name, versions, edition
WHERE name = 'Neo4j Kernel'
RETURN versions[0] AS version, edition
