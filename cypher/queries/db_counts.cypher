// Node counts by label, for `pia db status`.
CALL db.labels() YIELD label
CALL (label) {
  MATCH (n) WHERE label IN labels(n)
  RETURN count(n) AS nodes
}
RETURN label, nodes
ORDER BY label
