// Uniqueness for every id. Community edition: single and composite property uniqueness.
CREATE CONSTRAINT user_id IF NOT EXISTS FOR (u:User) REQUIRE u.user_id IS UNIQUE;
CREATE CONSTRAINT turn_id IF NOT EXISTS FOR (t:Turn) REQUIRE (t.user_id, t.turn_id) IS UNIQUE;
CREATE CONSTRAINT record_id IF NOT EXISTS FOR (r:Record) REQUIRE r.record_id IS UNIQUE;
CREATE CONSTRAINT fact_id IF NOT EXISTS FOR (f:Fact) REQUIRE f.fact_id IS UNIQUE;
CREATE CONSTRAINT term_key IF NOT EXISTS FOR (t:Term) REQUIRE t.key IS UNIQUE;
CREATE CONSTRAINT alias_norm_lang IF NOT EXISTS FOR (a:Alias) REQUIRE (a.norm, a.lang) IS UNIQUE;
CREATE CONSTRAINT concept_key IF NOT EXISTS FOR (c:Concept) REQUIRE c.key IS UNIQUE;
CREATE CONSTRAINT reference_range_id IF NOT EXISTS FOR (r:ReferenceRange) REQUIRE r.range_id IS UNIQUE;
CREATE CONSTRAINT candidate_norm IF NOT EXISTS FOR (c:Candidate) REQUIRE c.norm IS UNIQUE;
CREATE CONSTRAINT dictionary_version IF NOT EXISTS FOR (v:DictionaryVersion) REQUIRE v.version IS UNIQUE;
CREATE CONSTRAINT series_user_coordinate IF NOT EXISTS FOR (s:Series) REQUIRE (s.user_id, s.coordinate) IS UNIQUE;
