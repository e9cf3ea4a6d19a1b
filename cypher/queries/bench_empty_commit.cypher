// Benchmark baseline: the cheapest durable write (one property on one probe node, committed: the transaction log's
// flush), timed beside the write path. Parameters: none.
MERGE (p:BenchProbe {probe_id: 'commit'})
SET p.n = coalesce(p.n, 0) + 1
RETURN p.n AS n
