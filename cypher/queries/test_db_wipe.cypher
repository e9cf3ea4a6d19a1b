// Deletes everything but the test marker, in batches. Only ever run through the guarded wipe_test_database().
MATCH (n) WHERE NOT n:PiaTestDatabase
CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 5000 ROWS
