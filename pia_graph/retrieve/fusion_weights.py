"""The fusion's named weights (`retrieve/fuse.py` reads them): what each signal adds to an item's score, or the
share of its score an item keeps. `scripts/fusion_fit.py` refits them on captured recalls (it sets them on the
`fuse` module, whose functions read its own names)."""

# A fact found only by meaning needs at least this cosine to be shown next to structured hits.
MIN_COSINE_BESIDE_RECORDS = 0.45
MIN_COSINE_ALONE = 0.4
# ... and be within this much of the best fact's cosine (a long tail of weak neighbours is noise).
MAX_COSINE_GAP = 0.2
# A fact that names the term the question names (by exact alias) gains this much; not a term that only dates the
# question ("since I started swimming", 결핵약 먹는 동안): the sentence that starts it is no answer about the HDL.
# Fitted in session 36 (0.2 → 0.1, `scripts/fusion_fit.py`): naming the term is weaker evidence than saying who, why
# or what was said ("자누비아 누가 처방해줬더라", "when did i stop the lisinopril and why").
NAMES_THE_TERM = 0.1
# A fact holding more of the question's own words (those no alias, cue or window took) ranks above one that
# only resembles it ("what did the nutritionist tell me about breakfast": the nutritionist's advice, then a
# breakfast eaten); at most this much, in proportion to the words it holds.
RESIDUAL_COVERAGE = 0.1
# A question asking what someone said ("what did the neurologist tell me", 약사가 뭐랬지): a sentence that reports
# speech ("dr kim said it's probably reflux", 4시간 띄워서 먹으래요) gains this much over one that only shares words.
REPORTS_SPEECH = 0.1
# A test's or a visit's results asked (유방 검사 결과 뭐였지, "what did my checkup show"): a sentence that reports a
# finding (`holds_result`: "came back benign", 양성 나왔대요) gains this much over one that only says the test was
# done ("유방촬영 했는데 ...", "colonoscopy this morning"), which names the test and so gains NAMES_THE_TERM (as
# HOLDS_NAME does when a name is asked).
RESULT_SAID = 0.2
# A question asking a name, a person or a place ("whats the name of that physio", "who's doing my knee surgery", 어느
# 병원이었지): a sentence that holds a name (`holds_a_name`: "the physio is called Siobhan Reilly", "at Lakeside Sleep
# Center") gains this much over one that only names the subject ("paid 60 euro per physio session").
HOLDS_NAME = 0.2
# A question asking how often ("how often do I get the liver ultrasound", 간 초음파 얼마마다): a sentence that holds a
# frequency (`holds_frequency`: "every 6 months", 6개월마다) gains this much over one that only names the test: only
# a frequency answers, so it outweighs the name of the term and a better fused rank (as advice asked does, 0.3).
HOLDS_FREQUENCY = 0.4
# A fact said outside the question's window keeps this share of its score.
OUTSIDE_WINDOW = 0.5
# A record that states an absence ("no shellfish allergy"), found by type or concept, keeps this share of its
# score: "what am I allergic to" is answered by the allergies first.
NEGATED_BY_TYPE = 0.8
# A record that states an absence of a term the question names ("no dizziness on 07-09"), beside records of the same
# coordinate that state it, keeps this share when a date or a value is asked and neither the latest, the active nor a
# status: "when was I dizzy" is answered by the days it happened, then the day it did not. Session 62: chosen by the
# leave-one-suite-out fit in 5 of 6 folds (1.0 = off); just below the records of the same strength.
NEGATED_NAMED = 0.97
# A record with no value (a condition, a missed dose, a visit) loses this much when the question asks for a
# value ("what dose", "몇 도"): a record that holds the number answers before one that only names the subject.
NO_VALUE_ASKED = 0.15
# A record about someone else (a relative's condition, kept as family history) keeps this share of its score
# unless family history is asked: "무슨 항생제 먹었지" is about the asker, not the son's tonsillitis.
OTHER_PERSON = 0.5
# A question about what is still to come ("when's my next endo appointment", 다음 예약 언제였지): an item dated
# after the moment asked (the appointment said in advance) gains this much, above a sentence that only names the
# clinic (NAMES_THE_TERM).
FUTURE_ASKED = 0.2
# A record of a type asked beside a named term of another type ("자디앙 먹고 생긴 증상": the symptoms, the drug
# named), whose own sentence names that term, gains this much over the other records of the type: the symptom said
# with the drug answers before one said on its own.
SAID_WITH_THE_TERM = 0.1
# A question asking the first time ("언제부터", "맨 처음", "when did the cough start"): the earliest record of each
# coordinate gains this much (as the newest does when the latest is asked).
FIRST_ASKED = 0.05
PLACE_ASKED = 0.2  # a record picked by its place ("the time before", 두 번째 접종): above the latest and the first
# A record whose turn's sentence holds a word of the question that no alias, cue or window took ("at the bachelor
# party", 헌혈 못했던 날, "the night before that big presentation"): the event the question dates it by; it gains this
# much over the records of the same coordinate said on other days.
EVENT_TURN = 0.04
# A record whose own sentence (its quote, retrieve/record_quotes.py) holds the question's words that no alias, cue
# or window took gains this much times the share it holds, over the other records of its coordinate ("the INR when
# I had the big bruise": "INR 4.4, bruise on my thigh" before the INR said on its own); as a sentence counts them
# (RESIDUAL_COVERAGE), but only among a coordinate's records, so the record never jumps another coordinate's; and
# only when the sentence holds at least QUOTE_WORDS_SHARE of those words: one word of several is often the anchor's
# ("how much weight have I gained since the 12 week scan": every weigh-in said with its week holds "week"); and not
# beside EVENT_TURN, which the same sentence found by its words already gave.
QUOTE_WORDS = 0.04
QUOTE_WORDS_SHARE = 0.5
# A visit's results asked ("what came back from my august physical", 건강검진 결과): a record measured on the day of a
# visit the question points to gains this much over the same panel's readings of other days.
VISIT_DAY_RESULTS = 0.05
# A stage of the user's own course asked by its count of weeks ("ferritin at 22 weeks", 20주 때 몸무게): a record of
# the day whose sentence says that count gains this much, above the newest (LATEST_ASKED) and a visit's day, below a
# record picked by its place (`retrieve/stage_days.py`, session 65).
STAGE_DAY = 0.1
# The newest record of each coordinate when the latest is asked; an active regimen when the active are asked.
LATEST_ASKED = 0.05
ACTIVE_ASKED = 0.05
# The current state asked of sentences ("양압기 요즘 몇 시간 쓰고 있어?", "what am I on now"): the newest sentence found
# by the question's words gains this much over older ones found the same way, as the newest record of a coordinate
# does (session 63: a week-one average ranked above the latest one).
LATEST_SAID = 0.1
# A regimen whose status is the one the question asks ("which meds did I stop", 언제 바꿨지: stopped, not active) gains
# this much over the active regimens of the same family, which stay in the ranking after it.
STATUS_ASKED = 0.1
# Advice asked ("what did the doctor tell me to avoid after the surgery", 주의사항 뭐랬지): the sentence that reports it
# ranks just before the record of its turn (the surgery), by this margin, and a sentence of another turn gains this.
ADVICE_ASKED = 0.3
# Records set right beside the sentence of their turn keep this share of their own score on top, so that among
# them the order the records had stays ("why did i stop that first bp pill": the stopped one before its successor).
BESIDE_KEEPS_ORDER = 0.0001
# Records on the associative route keep this share; a fact starts at its route's base, plus its fused rank's share.
RECORDS_ON_ASSOCIATIVE = 0.5
FACT_BASE_BOTH = 0.45
# Session 62: 0.3 -> 0.2, chosen in all 6 folds of a leave-one-suite-out fit on read39..read44 (pooled held-out MRR
# 0.831 -> 0.832; read28 and validate unchanged): on the structured route a sentence found by its words answers after
# the records asked, unless what it holds is asked (a name, advice, a result, a frequency).
FACT_BASE_STRUCTURED = 0.2
FACT_RRF_WEIGHT = 0.45
# A record of a found sentence's turn, not asked for: this share of the sentence's score (context, not the answer).
REHYDRATED_SHARE = 0.5
