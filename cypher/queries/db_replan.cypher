// Resamples the index statistics that lag the writes since, waits (up to $timeout_s seconds), then empties the
// plan cache: the next plans follow the store as it is now. After a bulk write (a benchmark's population, a test's
// store of other users): background sampling catches up within seconds, and a plan made before it may scan.
CALL db.prepareForReplanning($timeout_s)
