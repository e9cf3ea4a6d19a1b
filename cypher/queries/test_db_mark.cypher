// Marks a database as a throwaway test database; only marked databases may be wiped.
MERGE (m:PiaTestDatabase {key: 'marker'})
ON CREATE SET m.marked_at = datetime()
RETURN m.marked_at AS marked_at
