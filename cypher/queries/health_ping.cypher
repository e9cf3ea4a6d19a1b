// Readiness: the database answers a query. No parameters.
RETURN 1 AS ok
