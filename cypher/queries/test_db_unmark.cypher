MATCH (m:PiaTestDatabase) DELETE m
