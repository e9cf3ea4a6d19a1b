# ruff: noqa: E501
"""Writes ../depth.jsonl. Each scenario: (lang, user, [(date, time, offset, text)], (date, time, offset), query, expect)."""
import json
import pathlib


def sc(lang, user, hist, at, query, trends, kept, pruned):
    h = [{"said_at": f"{d}T{t}:00{o}", "text": x} for d, t, o, x in hist]
    d, t, o = at
    return {"kind": "depth", "lang": lang, "user": user, "history": h, "said_at": f"{d}T{t}:00{o}", "query": query,
            "expect": {"depth": 3, "trends": [{"coordinate": c, "direction": r} for c, r in trends],
                       "causal_kept": kept, "causal_pruned": pruned}}


M, F = "male", "female"
ET, EDT = "-05:00", "-04:00"
S = []
# 1 losartan and blood pressure
S.append(sc("en", {"sex": M, "birth_date": "1971-05-20"}, [
    ("2026-01-05", "10:30", ET, "doc says my BP is too high, 152/96 in the office. wants me to try cutting salt first"),
    ("2026-01-12", "07:10", ET, "home BP 148/94"),
    ("2026-01-26", "07:05", ET, "bp 150/95 this am. been cutting salt, not much change tbh"),
    ("2026-02-02", "18:00", ET, "ok started losartan 50 mg once a day today"),
    ("2026-02-09", "07:00", ET, "BP 141/90"),
    ("2026-02-16", "12:30", ET, "got my hep B shot #2 for work, arm sore"),
    ("2026-02-23", "07:15", ET, "136/87 this morning"),
    ("2026-03-09", "07:20", EDT, "bp 132/84, losartan seems to be working. little dizzy if I stand up fast"),
    ("2026-03-16", "21:00", EDT, "I'm 6'2 btw, my brother is the same height and has high BP too, is height a thing?"),
    ("2026-03-30", "07:05", EDT, "130/82"),
    ("2026-04-13", "20:00", EDT, "took the losartan every single day this month, no misses"),
    ("2026-04-20", "07:10", EDT, "BP 127/80"),
    ("2026-05-04", "07:00", EDT, "weight 97 kg"),
    ("2026-05-18", "07:05", EDT, "BP 125/79 🎉"),
], ("2026-05-20", "19:30", EDT), "so is the losartan actually what brought my BP down?",
    [("vital:systolic_bp", "down"), ("vital:diastolic_bp", "down")],
    [["drug:losartan", "vital:systolic_bp"], ["drug:losartan", "vital:diastolic_bp"]],
    [["profile:height", "vital:systolic_bp"], ["vaccine:hepatitis_b", "vital:systolic_bp"]]))
# 2 empagliflozin added to metformin
P8 = "+08:00"
S.append(sc("en", {"sex": F, "birth_date": "1965-09-14"}, [
    ("2026-02-03", "15:00", P8, "A1c came back 8.4, fasting 168. been on metformin 1000 twice a day for 3 yrs already"),
    ("2026-02-05", "11:00", P8, "doctor added jardiance 10mg in the morning"),
    ("2026-02-12", "07:30", P8, "fasting 151 today. peeing a lot more lol"),
    ("2026-02-19", "07:20", P8, "fasting sugar 142"),
    ("2026-02-26", "22:00", P8, "hay fever is bad, took one zyrtec 10mg"),
    ("2026-03-05", "07:25", P8, "fasting 136, weight 78.4kg"),
    ("2026-03-19", "07:30", P8, "fasting 131"),
    ("2026-04-02", "07:40", P8, "weight 77.1"),
    ("2026-04-16", "07:15", P8, "fasting 128 this morning"),
    ("2026-05-06", "14:00", P8, "A1c 7.3!! lab fasting 126"),
    ("2026-05-07", "20:00", P8, "I'm blood type A, my aunt says type A people get diabetes more?"),
    ("2026-05-20", "07:30", P8, "weight 75.9 kg"),
    ("2026-06-10", "07:20", P8, "fasting 122"),
    ("2026-08-05", "15:30", P8, "A1c 6.9, doc is happy with me"),
], ("2026-08-07", "21:00", P8), "what's been bringing my sugars down? is it the jardiance?",
    [("test:hba1c", "down"), ("test:fasting_glucose", "down"), ("body:weight", "down")],
    [["drug:empagliflozin", "test:hba1c"], ["drug:empagliflozin", "test:fasting_glucose"]],
    [["profile:blood_type", "test:hba1c"], ["drug:cetirizine", "test:fasting_glucose"]]))
# 3 alcohol, sleep and resting heart rate
UK, BST = "+00:00", "+01:00"
S.append(sc("en", {"sex": M, "birth_date": "1990-02-11"}, [
    ("2026-09-07", "08:00", BST, "sleep has been great lately, slept 11 to 7 last night, resting HR 56"),
    ("2026-09-14", "19:00", BST, "new job, lots of after-work pints with the team"),
    ("2026-09-18", "08:30", BST, "4 pints last night, slept 12:30 to 6"),
    ("2026-09-21", "08:00", BST, "resting HR 61 on my garmin"),
    ("2026-09-26", "11:00", BST, "6 pints + shots at a leaving do, slept 2 to 7"),
    ("2026-10-03", "09:00", BST, "3 pints and a wine last night. slept from 1 to 6"),
    ("2026-10-05", "08:00", BST, "resting HR 64 this morning"),
    ("2026-10-10", "13:00", BST, "got my flu jab at boots today"),
    ("2026-10-17", "09:00", BST, "5 beers last night, slept 12 to 4 then couldnt get back to sleep"),
    ("2026-10-19", "08:00", BST, "resting HR 67. since all the drinking started my sleep is wrecked honestly"),
    ("2026-10-24", "09:30", BST, "4 pints last night, slept 1 to 6:30"),
    ("2026-10-26", "08:00", UK, "resting HR 68"),
    ("2026-10-31", "12:00", UK, "went to my first ever yoga class this morning, 60 min"),
], ("2026-10-31", "20:00", UK), "why is my sleep so bad lately and my resting heart rate creeping up?",
    [("sleep:night", "down"), ("vital:heart_rate", "up")],
    [["substance:alcohol", "sleep:night"], ["substance:alcohol", "vital:heart_rate"]],
    [["activity:yoga", "sleep:night"], ["vaccine:influenza", "vital:heart_rate"]]))
# 4 allopurinol and uric acid
CDT = "-05:00"
S.append(sc("en", {"sex": M, "birth_date": "1963-12-01"}, [
    ("2026-05-04", "16:00", CDT, "gout attack in my big toe again, 3rd one this year. uric acid 9.4"),
    ("2026-05-06", "10:00", CDT, "on colchicine for the flare, doc says start allopurinol once it settles down"),
    ("2026-05-25", "09:00", CDT, "started allopurinol 100mg today"),
    ("2026-06-08", "09:00", CDT, "allopurinol dose up to 200 mg"),
    ("2026-06-22", "15:00", CDT, "uric acid 7.8"),
    ("2026-07-06", "11:00", CDT, "shingrix shot #1 today, felt crappy all evening"),
    ("2026-07-20", "15:00", CDT, "uric acid 6.9, no flares"),
    ("2026-08-03", "09:00", CDT, "allopurinol now 300 mg per the doc"),
    ("2026-08-10", "20:00", CDT, "I'm 5'8, 210 lb, my buddy says short guys get gout more lol"),
    ("2026-08-31", "15:00", CDT, "uric acid 6.1, doc wants it under 6"),
    ("2026-09-14", "21:00", CDT, "cut way back on beer, maybe 2 a week now"),
    ("2026-10-05", "15:30", CDT, "uric acid 5.6! no attacks since may"),
], ("2026-10-07", "19:00", CDT), "what's been driving my uric acid down?",
    [("test:uric_acid", "down")],
    [["drug:allopurinol", "test:uric_acid"]],
    [["profile:height", "test:uric_acid"], ["vaccine:shingles", "test:uric_acid"]]))
# 5 iron for iron-deficiency anaemia
AU = "+10:00"
S.append(sc("en", {"sex": F, "birth_date": "1994-03-08"}, [
    ("2026-05-11", "21:00", AU, "so tired all the time, fatigue like 7/10. my periods are really heavy"),
    ("2026-05-13", "16:00", AU, "bloods: hemoglobin 10.1, ferritin 6. GP says iron deficiency anaemia"),
    ("2026-05-14", "08:00", AU, "started ferrous sulfate 325 mg every second day with a vitamin c"),
    ("2026-05-28", "20:00", AU, "fatigue still 6/10, the iron tablets make me a bit constipated"),
    ("2026-06-11", "20:30", AU, "bit more energy, fatigue 5/10"),
    ("2026-06-25", "16:00", AU, "hb 11.2, ferritin 18"),
    ("2026-07-09", "21:00", AU, "fatigue 4/10"),
    ("2026-07-20", "19:00", AU, "I'm O neg blood type if that matters for anaemia?"),
    ("2026-08-06", "16:00", AU, "hb 12.0, ferritin 31"),
    ("2026-08-20", "21:00", AU, "fatigue 3/10, doing ok"),
    ("2026-09-03", "16:00", AU, "hemoglobin 12.6, ferritin 44"),
    ("2026-09-04", "11:00", AU, "GP started me on omeprazole 20mg today for reflux"),
], ("2026-09-05", "10:00", AU), "is the iron actually working? my energy is so much better",
    [("test:hemoglobin", "up"), ("test:ferritin", "up"), ("symptom:fatigue", "down")],
    [["drug:iron_supplement", "test:hemoglobin"], ["drug:iron_supplement", "test:ferritin"],
     ["drug:iron_supplement", "symptom:fatigue"]],
    [["drug:omeprazole", "test:ferritin"], ["profile:blood_type", "test:hemoglobin"]]))
# 6 sertraline, mood and early nausea
PST, PDT = "-08:00", "-07:00"
S.append(sc("en", {"sex": F, "birth_date": "1999-07-22"}, [
    ("2026-02-02", "22:00", PST, "mood 3/10 most days, can't get out of bed. therapist wants me to see a psychiatrist"),
    ("2026-02-09", "17:00", PST, "psychiatrist said depression, started sertraline 50mg"),
    ("2026-02-12", "12:00", PST, "nauseous ever since starting the sertraline, living on crackers"),
    ("2026-02-16", "21:00", PST, "mood 3/10, nausea still there"),
    ("2026-02-23", "23:00", PST, "took a zyrtec for my cat allergy at my friend's place"),
    ("2026-03-02", "21:00", PST, "mood 4/10, nausea mostly gone"),
    ("2026-03-16", "20:00", PDT, "mood 5/10. walked 30 min today"),
    ("2026-03-30", "18:00", PDT, "dose up to 100mg sertraline"),
    ("2026-04-13", "21:00", PDT, "mood 6/10"),
    ("2026-04-27", "22:00", PDT, "I'm AB+ lol random but my mom thinks blood type affects your mood"),
    ("2026-05-11", "21:00", PDT, "mood 7/10, best in a year honestly"),
    ("2026-05-25", "21:30", PDT, "mood 7/10, sleeping better too"),
], ("2026-05-27", "20:00", PDT), "is the sertraline what's making me feel better? and was the nausea from it?",
    [("mood:mood", "up")],
    [["drug:sertraline", "mood:mood"], ["drug:sertraline", "symptom:nausea"]],
    [["profile:blood_type", "mood:mood"], ["drug:cetirizine", "mood:mood"]]))
# 7 running, resting heart rate and weight
CEST = "+02:00"
S.append(sc("en", {"sex": M, "birth_date": "1985-10-30"}, [
    ("2026-04-06", "07:30", CEST, "weight 88.5 kg, resting HR 74. want to get fit before my 40s hit"),
    ("2026-04-08", "19:00", CEST, "first run in years, 3k, 22 min, dying"),
    ("2026-04-13", "19:00", CEST, "ran 4k"),
    ("2026-04-20", "19:30", CEST, "ran 5k in 31 min"),
    ("2026-04-27", "07:30", CEST, "resting HR 71, weight 87.6"),
    ("2026-05-04", "12:00", CEST, "hep B booster for the new job"),
    ("2026-05-11", "19:00", CEST, "ran 6k"),
    ("2026-05-18", "07:30", CEST, "resting HR 68"),
    ("2026-05-25", "07:30", CEST, "weight 86.2. I'm 185 cm so BMI still ~25"),
    ("2026-06-01", "19:00", CEST, "ran 8k today"),
    ("2026-06-15", "07:30", CEST, "resting HR 64, weight 85.0"),
    ("2026-06-29", "20:00", CEST, "ran 10k in 58 min!!"),
    ("2026-07-06", "07:30", CEST, "resting HR 61, weight 84.1"),
], ("2026-07-08", "21:00", CEST), "what's changed in my numbers since I started running?",
    [("vital:heart_rate", "down"), ("body:weight", "down"), ("activity:running", "up")],
    [["activity:running", "vital:heart_rate"], ["activity:running", "body:weight"]],
    [["vaccine:hepatitis_b", "vital:heart_rate"], ["profile:height", "body:weight"]]))
# 8 prednisolone for PMR and rising fasting glucose
S.append(sc("en", {"sex": F, "birth_date": "1958-01-19"}, [
    ("2026-09-01", "10:00", EDT, "fasting sugar 104 at my checkup, borderline they said"),
    ("2026-09-08", "07:30", EDT, "fasting 101"),
    ("2026-09-14", "15:00", EDT, "diagnosed with polymyalgia rheumatica, started prednisolone 15 mg daily"),
    ("2026-09-21", "07:30", EDT, "shoulders SO much better already. fasting 118"),
    ("2026-09-28", "07:30", EDT, "fasting 124, hungry all the time"),
    ("2026-10-05", "07:40", EDT, "weight 71.2 kg"),
    ("2026-10-12", "07:30", EDT, "fasting 131. my sugar's been up ever since the prednisolone, doc warned me"),
    ("2026-10-19", "11:00", EDT, "flu shot today"),
    ("2026-10-26", "07:30", EDT, "fasting 133, weight 72.5"),
    ("2026-11-09", "07:30", ET, "fasting 138"),
    ("2026-11-16", "07:40", ET, "weight 73.4 kg"),
    ("2026-11-23", "19:00", ET, "back in 2019 I took metformin for about 3 months, then stopped when my sugars were fine"),
    ("2026-11-30", "07:30", ET, "fasting 141"),
], ("2026-12-02", "18:00", ET), "why does my fasting sugar keep climbing?",
    [("test:fasting_glucose", "up"), ("body:weight", "up")],
    [["drug:prednisolone", "test:fasting_glucose"], ["drug:prednisolone", "body:weight"]],
    [["vaccine:influenza", "test:fasting_glucose"], ["drug:metformin", "test:fasting_glucose"]]))
# 9 ibuprofen and kidney function
MX = "-06:00"
S.append(sc("en", {"sex": M, "birth_date": "1952-06-03"}, [
    ("2026-03-02", "12:00", MX, "labs: creatinine 1.1, egfr 68. diabetic kidney, early stage they said"),
    ("2026-03-10", "09:00", MX, "knee arthritis acting up, taking ibuprofen 400 three times a day"),
    ("2026-03-24", "20:00", MX, "still on the ibuprofen every day, knee 5/10"),
    ("2026-04-06", "11:00", MX, "flu shot (late, I know)"),
    ("2026-04-13", "12:00", MX, "creatinine 1.3, egfr 56"),
    ("2026-04-20", "20:00", MX, "ibuprofen 600 twice a day now, knee worse"),
    ("2026-05-04", "21:00", MX, "my wife says men get kidney problems more than women, is that why?"),
    ("2026-05-11", "12:00", MX, "creatinine 1.4, egfr 50"),
    ("2026-06-01", "12:00", MX, "creatinine 1.6, egfr 44. doc says stop the ibuprofen NOW"),
    ("2026-06-02", "09:00", MX, "stopped ibuprofen, switched to tylenol 500 when needed"),
], ("2026-06-05", "18:00", MX), "what happened with my kidney numbers this spring?",
    [("test:creatinine", "up"), ("test:egfr", "down")],
    [["drug:ibuprofen", "test:creatinine"], ["drug:ibuprofen", "test:egfr"]],
    [["profile:sex", "test:egfr"], ["vaccine:influenza", "test:creatinine"], ["drug:acetaminophen", "test:egfr"]]))
# 10 quitting smoking: cough and weight
BR = "-03:00"
S.append(sc("en", {"sex": F, "birth_date": "1980-11-11"}, [
    ("2026-01-05", "08:00", BR, "smoking about 15 a day, morning cough every day 6/10"),
    ("2026-01-12", "20:00", BR, "quit date set for the 19th, got nicotine patches"),
    ("2026-01-19", "21:00", BR, "day 1 no cigarettes"),
    ("2026-01-26", "08:00", BR, "0 cigs this week. cough 6/10, coughing up more gunk actually"),
    ("2026-02-09", "08:00", BR, "cough 4/10, still not smoking"),
    ("2026-02-23", "07:30", BR, "weight 63.5kg, eating more since quitting"),
    ("2026-03-09", "08:00", BR, "cough 3/10"),
    ("2026-03-16", "10:00", BR, "had 2 cigarettes at a party saturday, felt gross, back on track"),
    ("2026-03-23", "13:00", BR, "flu vaccine today at work"),
    ("2026-04-06", "08:00", BR, "cough 2/10, weight 65.0"),
    ("2026-04-20", "08:00", BR, "resting HR 70, it was like 82 back when I smoked"),
    ("2026-05-04", "08:00", BR, "cough basically gone, 1/10, weight 65.8. I'm 160cm"),
], ("2026-05-06", "20:00", BR), "how has my body changed since I quit smoking?",
    [("symptom:cough", "down"), ("body:weight", "up")],
    [["substance:smoking", "symptom:cough"], ["substance:smoking", "body:weight"]],
    [["profile:height", "body:weight"], ["vaccine:influenza", "symptom:cough"]]))
KST = "+09:00"
# K1 rosuvastatin; muscle pain began before the statin
S.append(sc("ko", {"sex": M, "birth_date": "1975-04-09"}, [
    ("2026-03-03", "14:00", KST, "건강검진 결과 LDL 172 총콜레스테롤 251 나왔어요 ㅠ"),
    ("2026-03-10", "22:00", KST, "요즘 헬스 다시 시작했는데 온몸 근육통 장난아님 5/10"),
    ("2026-03-17", "21:00", KST, "근육통 여전함 4점"),
    ("2026-03-24", "18:00", KST, "내과 갔더니 로수바스타틴 10mg 처방해줌, 오늘부터 먹음"),
    ("2026-03-31", "08:00", KST, "비염 때문에 지르텍 한알 먹음"),
    ("2026-04-07", "21:00", KST, "근육통 3점. 스타틴 때문인가? 근데 약 먹기 전부터 아팠음"),
    ("2026-04-21", "21:30", KST, "헬스 45분, 벤치 3세트 스쿼트 3세트"),
    ("2026-05-19", "15:00", KST, "피검사 LDL 98 총콜 176"),
    ("2026-06-02", "22:00", KST, "근육 아픈건 웨이트 한 다음날만 그래요 2점"),
    ("2026-07-14", "15:00", KST, "LDL 81, 총콜레스테롤 158"),
    ("2026-07-20", "20:00", KST, "제 혈액형 A형인데 A형이 콜레스테롤 높다는 말 있던데 진짜에요?"),
    ("2026-09-15", "15:00", KST, "LDL 76 총콜 152 의사쌤이 잘 되고 있대요"),
], ("2026-09-16", "21:00", KST), "스타틴 먹고 콜레스테롤 얼마나 떨어졌어? 근육통도 약 때문이야?",
    [("test:ldl_cholesterol", "down"), ("test:total_cholesterol", "down")],
    [["drug:rosuvastatin", "test:ldl_cholesterol"], ["drug:rosuvastatin", "test:total_cholesterol"],
     ["activity:strength_training", "symptom:muscle_pain"]],
    [["drug:rosuvastatin", "symptom:muscle_pain"], ["profile:blood_type", "test:ldl_cholesterol"],
     ["drug:cetirizine", "test:ldl_cholesterol"]]))
# K2 late-night eating and drinking: weight, triglycerides
S.append(sc("ko", {"sex": M, "birth_date": "1983-08-17"}, [
    ("2026-04-01", "15:00", KST, "회사 검진: 중성지방 148, ALT 32, 몸무게 76.0"),
    ("2026-04-08", "23:40", KST, "이직하고 야근 많아서 밤 11시에 치킨 시켜먹음"),
    ("2026-04-15", "01:20", KST, "오늘도 야식 라면.. 새벽 1시"),
    ("2026-04-22", "23:00", KST, "회식 소맥 8잔"),
    ("2026-04-29", "07:30", KST, "몸무게 77.4"),
    ("2026-05-06", "00:30", KST, "요즘 거의 매일 야식 먹는듯 밤 12시에 족발"),
    ("2026-05-13", "18:00", KST, "코로나 백신 맞음"),
    ("2026-05-20", "22:30", KST, "혼술 맥주 4캔"),
    ("2026-05-27", "07:30", KST, "몸무게 78.9 야식 먹기 시작하고 살이 계속 찜"),
    ("2026-05-30", "14:00", KST, "보건소 간이검사 중성지방 201"),
    ("2026-06-10", "23:30", KST, "야식으로 떡볶이 밤 11시 반"),
    ("2026-06-24", "07:30", KST, "몸무게 80.1"),
    ("2026-07-01", "16:00", KST, "재검 중성지방 265, ALT 58 ㅠㅠ 술이랑 야식 줄이래"),
    ("2026-07-03", "21:00", KST, "키가 172라서 원래 살 잘 찌는 체질인가"),
], ("2026-07-05", "20:00", KST), "왜 이렇게 살이 찌고 중성지방도 올랐을까?",
    [("body:weight", "up"), ("test:triglycerides", "up")],
    [["meal:late_night_eating", "body:weight"], ["meal:late_night_eating", "test:triglycerides"],
     ["substance:alcohol", "test:triglycerides"]],
    [["profile:height", "body:weight"], ["vaccine:covid19", "test:triglycerides"]]))
# K3 stress -> short sleep -> fatigue
S.append(sc("ko", {"sex": F, "birth_date": "1992-12-03"}, [
    ("2026-10-05", "07:30", KST, "요즘 잠 잘 잠 11시에 자서 7시에 일어남, 스트레스도 별로 없음 2/10"),
    ("2026-10-08", "21:00", KST, "피로도 3/10"),
    ("2026-10-12", "22:00", KST, "팀장 바뀌고 스트레스 미쳤음 8/10"),
    ("2026-10-14", "07:30", KST, "새벽 2시에 잠들어서 7시에 깸"),
    ("2026-10-16", "15:00", KST, "피로 6/10 커피 4잔째"),
    ("2026-10-19", "23:00", KST, "스트레스 9점. 스트레스 받고부터 잠을 못 자"),
    ("2026-10-21", "07:00", KST, "1시 반에 자서 6시 반 기상"),
    ("2026-10-23", "16:00", KST, "피로 7/10"),
    ("2026-10-26", "12:30", KST, "독감 주사 맞음"),
    ("2026-10-28", "07:20", KST, "새벽 3시에 잠들어서 7시에 깸"),
    ("2026-10-30", "17:00", KST, "피곤해 죽겠음 8/10 잠을 너무 못자서 그런듯"),
    ("2026-11-02", "21:00", KST, "제 혈액형이 B형인데 B형이 예민해서 잠 못 잔다는 거 진짜에요? ㅋㅋ"),
    ("2026-11-04", "07:10", KST, "스트레스 9/10, 2시에 자서 6시 반에 일어남"),
], ("2026-11-05", "22:00", KST), "요즘 왜 이렇게 피곤하지?",
    [("sleep:night", "down"), ("mood:stress", "up"), ("symptom:fatigue", "up")],
    [["mood:stress", "sleep:night"], ["sleep:night", "symptom:fatigue"]],
    [["profile:blood_type", "sleep:night"], ["vaccine:influenza", "symptom:fatigue"]]))
# K4 metformin and walking; sitagliptin never started; prednisolone years ago
S.append(sc("ko", {"sex": F, "birth_date": "1970-06-25"}, [
    ("2026-01-12", "16:00", KST, "당뇨 진단 받았어요 당화혈색소 7.8 공복혈당 152"),
    ("2026-01-13", "08:00", KST, "메트포르민 500 하루 두번 먹기 시작"),
    ("2026-01-20", "12:00", KST, "약 먹고 속이 좀 메스꺼워요"),
    ("2026-01-27", "07:30", KST, "공복 141"),
    ("2026-02-10", "20:00", KST, "저녁 먹고 30분 걷기 시작함"),
    ("2026-02-17", "07:30", KST, "공복혈당 133"),
    ("2026-03-03", "07:30", KST, "공복 128, 걷기 매일 40분씩"),
    ("2026-03-24", "17:00", KST, "의사가 시타글립틴 추가하자 했는데 일단 안 먹고 운동으로 해보기로 함"),
    ("2026-04-07", "15:00", KST, "당화혈색소 7.0, 공복 122"),
    ("2026-04-21", "21:00", KST, "예전에 2019년에 허리디스크 때문에 프레드니솔론 일주일 먹은 적 있어요"),
    ("2026-05-05", "07:30", KST, "공복 118"),
    ("2026-06-02", "21:00", KST, "걷기 45분 만보 찍음"),
    ("2026-07-07", "15:00", KST, "당화혈색소 6.6 공복 114"),
], ("2026-07-09", "20:00", KST), "혈당 관리 잘 되고 있는 거야? 뭐가 효과 있었던 것 같아?",
    [("test:hba1c", "down"), ("test:fasting_glucose", "down")],
    [["drug:metformin", "test:hba1c"], ["drug:metformin", "test:fasting_glucose"],
     ["activity:walking", "test:fasting_glucose"]],
    [["drug:sitagliptin", "test:hba1c"], ["drug:prednisolone", "test:fasting_glucose"]]))
# K5 levothyroxine; iron started after the last TSH
S.append(sc("ko", {"sex": F, "birth_date": "1986-02-14"}, [
    ("2026-02-02", "21:00", KST, "요즘 너무 피곤하고 추위 엄청 탐 피로 7/10"),
    ("2026-02-04", "15:00", KST, "피검사 TSH 9.8, free T4 0.7 갑상선기능저하증이래요"),
    ("2026-02-05", "07:00", KST, "씬지로이드 50mcg 아침 공복에 먹기 시작"),
    ("2026-02-19", "21:00", KST, "피로 6점"),
    ("2026-03-05", "15:00", KST, "TSH 6.1, free T4 0.9"),
    ("2026-03-06", "09:00", KST, "레보티록신 용량 75mcg로 올림"),
    ("2026-03-20", "21:00", KST, "피로 4/10 좀 살 것 같음"),
    ("2026-04-16", "15:00", KST, "TSH 3.2, FT4 1.1"),
    ("2026-04-30", "20:00", KST, "제 혈액형이 O형인데 갑상선이랑 상관있나요?"),
    ("2026-05-14", "21:00", KST, "피로 2/10, 체중 58.3"),
    ("2026-06-11", "15:00", KST, "TSH 2.1 FT4 1.2 이대로 유지하재요"),
    ("2026-06-12", "09:00", KST, "생리 양이 많아서 오늘부터 철분제 먹기 시작"),
], ("2026-06-13", "20:00", KST), "갑상선 약 효과 있는 거 맞지? 수치 어떻게 변했어?",
    [("test:tsh", "down"), ("test:free_t4", "up"), ("symptom:fatigue", "down")],
    [["drug:levothyroxine", "test:tsh"], ["drug:levothyroxine", "test:free_t4"],
     ["drug:levothyroxine", "symptom:fatigue"]],
    [["drug:iron_supplement", "test:tsh"], ["profile:blood_type", "test:tsh"]]))
# K6 cycling; swimming only signed up for, never went
S.append(sc("ko", {"sex": M, "birth_date": "1979-09-09"}, [
    ("2026-05-04", "07:30", KST, "몸무게 84.2 안정시 심박 76"),
    ("2026-05-06", "21:00", KST, "출퇴근 자전거 시작! 왕복 16km"),
    ("2026-05-13", "21:00", KST, "자전거 16km 매일 타는중"),
    ("2026-05-20", "20:00", KST, "수영도 등록함 ㅋㅋ 주2회"),
    ("2026-05-27", "07:30", KST, "몸무게 83.1, 심박 73"),
    ("2026-06-03", "22:00", KST, "아 수영은 등록만 하고 한번도 안 갔음.."),
    ("2026-06-10", "19:00", KST, "주말에 자전거 40km 탐"),
    ("2026-06-24", "07:30", KST, "몸무게 81.9 안정시심박 70"),
    ("2026-07-08", "21:00", KST, "키는 176이에요 목표는 78kg"),
    ("2026-07-15", "21:00", KST, "자전거 출퇴근 계속, 이번주 100km 넘음"),
    ("2026-07-22", "07:30", KST, "몸무게 80.6 심박 67"),
    ("2026-08-05", "11:00", KST, "대상포진 예방접종 맞음"),
    ("2026-08-12", "07:30", KST, "몸무게 79.8 안정시 심박 65 자전거 타고나서 확실히 체력 좋아짐"),
], ("2026-08-14", "21:00", KST), "자전거 탄 뒤로 몸이 어떻게 변했어?",
    [("body:weight", "down"), ("vital:heart_rate", "down")],
    [["activity:cycling", "body:weight"], ["activity:cycling", "vital:heart_rate"]],
    [["activity:swimming", "body:weight"], ["profile:height", "body:weight"], ["vaccine:shingles", "vital:heart_rate"]]))
# K7 drinking and rising blood pressure
S.append(sc("ko", {"sex": M, "birth_date": "1968-01-30"}, [
    ("2026-08-03", "07:30", KST, "혈압 128/82 괜찮았음"),
    ("2026-08-10", "23:30", KST, "거래처 접대 땜에 술 자주 마시게 됨 오늘 소주 2병"),
    ("2026-08-14", "08:00", KST, "어제 또 소주 1병 반"),
    ("2026-08-17", "07:30", KST, "혈압 134/86"),
    ("2026-08-21", "23:00", KST, "맥주 5잔"),
    ("2026-08-28", "07:30", KST, "혈압 139/89 술 마신 다음날은 더 높음"),
    ("2026-09-04", "23:50", KST, "소주 2병.. 속 쓰림"),
    ("2026-09-07", "07:30", KST, "혈압 142/91"),
    ("2026-09-14", "12:00", KST, "독감 주사 맞았어요"),
    ("2026-09-18", "21:00", KST, "제 혈액형 O형인데 혈압이랑 관계있나"),
    ("2026-09-21", "07:30", KST, "혈압 145/93, 술 늘고 나서 혈압이 계속 올라"),
    ("2026-09-25", "23:30", KST, "회식 소맥 10잔"),
    ("2026-10-05", "07:30", KST, "혈압 147/94"),
], ("2026-10-06", "21:00", KST), "혈압이 왜 자꾸 오르지?",
    [("vital:systolic_bp", "up"), ("vital:diastolic_bp", "up")],
    [["substance:alcohol", "vital:systolic_bp"], ["substance:alcohol", "vital:diastolic_bp"]],
    [["profile:blood_type", "vital:systolic_bp"], ["vaccine:influenza", "vital:diastolic_bp"]]))

for i, s in enumerate(S, 1):
    s["id"] = f"w3b-depth-{i:03d}"
    s.update({k: s.pop(k) for k in ["kind", "lang", "user", "history", "said_at", "query", "expect"]})
S = [{"id": s.pop("id"), **s} for s in S]
p = pathlib.Path(__file__).resolve().parent.parent / "depth.jsonl"
p.write_text("".join(json.dumps(o, ensure_ascii=False) + "\n" for o in S), encoding="utf-8")
n = len(S)
ko = sum(o["lang"] == "ko" for o in S)
print(f"{n} scenarios, ko {ko} ({100*ko/n:.0f}%)")
