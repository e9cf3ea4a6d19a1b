OPTIONAL MATCH (m:PiaTestDatabase {key: 'marker'})
RETURN m IS NOT NULL AS marked
