MATCH (n) RETURN count(n) AS nodes
