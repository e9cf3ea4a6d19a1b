// Benchmark baseline: the cheapest Bolt round trip (no data touched), timed beside the write path.
// Parameters: none.
RETURN 1 AS one
