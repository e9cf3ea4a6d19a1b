// Full-text over fact text; every query on it filters by user_id after the index call.
CREATE FULLTEXT INDEX fact_text IF NOT EXISTS FOR (f:Fact) ON EACH [f.text];
