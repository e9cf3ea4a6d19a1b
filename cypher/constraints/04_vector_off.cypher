// Applied in place of `04_vector.cypher` when PIA_FACT_VECTOR_INDEX is off (the default): the vector index is
// not made, and one made before is dropped (`pia db init` logs it). The graph itself does not change; the facts
// keep their `embedding` property, so turning the setting on and running `pia db init` builds the index again.
DROP INDEX fact_embedding IF EXISTS;
