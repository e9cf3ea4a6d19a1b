// Each index's sampled statistics, as the planner sees them: entries, distinct values, and the writes since the
// last sample (Neo4j resamples past 5% of the entries). A plan choice that differs between two stores of the same
// data often differs here.
CALL db.stats.retrieve('GRAPH COUNTS') YIELD data
UNWIND data.indexes AS index
RETURN index.labels AS labels, index.properties AS properties, index.totalSize AS entries,
       index.estimatedUniqueSize AS distinct_values, index.updatesSinceEstimation AS updates_since_sampled
ORDER BY labels, properties
