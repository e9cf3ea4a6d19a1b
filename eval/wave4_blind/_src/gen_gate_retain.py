#!/usr/bin/env python3
"""Writes ../gate_retain.jsonl. Sentences are hand-written below; the script only assigns ids and
said_at (seeded, reproducible) and checks counts. Labels: R retain, then read (0/1), then route."""
import json, random, datetime as dt, pathlib

OUT = pathlib.Path(__file__).resolve().parent.parent / "gate_retain.jsonl"
ROUTE = {"n": "none", "s": "structured", "a": "associative", "b": "both"}
# (lang, retain, read, route, text)
ROWS = r"""
en|1|0|n|bp 128/84
en|1|0|n|bp this am 141/92 :(
en|1|0|n|tummy's been off since tuesday
en|1|0|n|fasting sugar 6.8 mmol this morning
en|1|0|n|took my synthroid late today, like 11am instead of 7
en|1|0|n|forgot my lisinopril last night, just took it now
en|1|0|n|missed both metformin doses yesterday bc I was traveling
en|1|0|n|honestly I've been thinking about ending it. I don't see the point anymore
en|1|0|n|some days i just wish i wouldnt wake up
en|1|0|n|been feeling really low for weeks, can't get out of bed, crying a lot
en|1|0|n|my anxiety is through the roof, had a panic attack at the grocery store
en|1|0|n|since starting lexapro my sex drive is basically zero
en|1|0|n|zoloft is making me so nauseous in the mornings
en|1|0|n|coming off effexor is brutal, brain zaps all day
en|1|0|n|stopped my paxil cold turkey 4 days ago and I'm dizzy and snappy
en|1|0|n|slept maybe 4 hrs, up at 3am again
en|1|0|n|bed at 1130 up at 645, woke up twice to pee
en|1|0|n|breakfast 2 eggs + toast + black coffee, lunch was a huge bowl of pho
en|1|0|n|ran 5k in 31:40 this morning 🏃‍♀️
en|1|0|n|did 45 min on the bike + some weights
en|1|0|n|weight 182.4 lb today
en|1|0|n|down to 71.2kg!! finally
en|1|0|n|had like 6 beers last night ngl
en|1|0|n|quit vaping 2 weeks ago, cravings are rough
en|1|0|n|my mom was diagnosed with breast cancer at 48
en|1|0|n|dad had a heart attack at 55 and my brother has type 1
en|1|0|n|allergic to penicillin, i get hives
en|1|0|n|ugh the weather is gross today. also my knee is swollen again after the hike
en|1|0|n|lol happy friday!! btw my period is 5 days late
en|1|0|n|ozempic week 3, not hungry at all and kinda constipated
en|1|0|n|my a1c came back 7.2
en|1|0|n|ldl 162 on the new labs, doc wants to start a statin
en|1|0|n|got diagnosed with hypothyroidism today
en|1|0|n|headache 6/10 since lunch
en|1|0|n|migrane again, 3rd one this week
en|1|1|b|have a bad headache, can I take advil with my lisinopril?
en|1|1|b|my heart keeps skipping beats, is that normal with my afib?
en|1|0|n|erections haven't been great since I started the beta blocker
en|1|0|n|getting heartburn every night after dinner
en|1|0|n|I've been taking melatonin 3mg to fall asleep
en|1|0|n|pharmacy switched me to generic wellbutrin and I feel off
en|1|0|n|started Eliquis 5 mg twice a day
en|1|0|n|100.4F and chills since this afternoon 😷
en|1|0|n|I'm 8 weeks pregnant!!
en|1|0|n|work stress is insane, grinding my teeth at night and my jaw hurts
en|1|0|n|coffee was amazing this morning but I had 4 cups and now my hands are shaky and my heart is racing
en|1|0|n|skipped dinner, only had a protein bar all day
en|1|0|n|my psych upped my abilify to 10
en|1|0|n|stopped the atorvastatin bc my legs ached
en|1|0|n|steps today 12,300
en|1|0|n|i binged again last night and then made myself throw up
en|1|0|n|90 days without a drink today 🎉
en|1|0|n|stairs left me winded today, that never used to happen
en|1|0|n|gluten makes me sooo bloated, pretty sure I'm intolerant
en|1|0|n|hi! quick update, the rash on my arm is clearing up with the cream
en|1|0|n|had diareah all nite, took 2 imodium
en|1|1|s|bp 135/88 today, is that higher than last week?
en|0|0|n|hi
en|0|0|n|thanks so much!
en|0|0|n|good morning 😊
en|0|0|n|ok cool
en|0|0|n|what's the weather like this weekend
en|0|0|n|made the best lasagna last night
en|0|0|n|is ibuprofen bad for your kidneys?
en|0|0|n|how much vitamin D should an adult take per day
en|0|0|n|what's a normal resting heart rate
en|0|0|n|can you explain what LDL actually means
en|0|0|n|does metformin cause weight loss in general?
en|0|0|n|my dog has been limping since saturday, vet says arthritis
en|0|0|n|our cat is on prednisolone for her asthma
en|0|0|n|my grandma has alzheimers
en|0|0|n|my husband can't stop snoring lol he sounds like a chainsaw
en|0|0|n|my coworker has covid, everyone's freaking out
en|0|0|n|my uncle had a stroke last year
en|0|0|n|my friend's kid broke her arm at soccer
en|0|0|n|this meeting is killing me
en|0|0|n|I'm dying to see that movie
en|0|0|n|lol my brain is fried after that exam
en|0|0|n|what happens if someone takes their blood pressure pill twice by accident?
en|0|0|n|would a vegan diet lower cholesterol, in theory?
en|0|0|n|saw on the news there's a measles outbreak in texas
en|0|0|n|did you hear about the new alzheimer's drug getting approved
en|0|0|n|ok see you tomorrow
en|0|0|n|whats the difference between tylenol and advil
en|0|0|n|how many calories in a banana
en|0|0|n|recommend a good stretching routine for beginners?
en|0|0|n|I'm so sick of this rain
en|0|0|n|❤️
en|0|0|n|can you set a reminder for my mom's birthday
en|0|0|n|my sister's wedding is on saturday, so excited
en|0|0|n|my son has a fever of 101, should I worry?
en|0|0|n|my mom's blood pressure was 150/90 at her checkup today
en|0|0|n|thinking about joining a gym next year, any tips?
en|0|0|n|what time does the pharmacy usually close
en|0|0|n|my boss's migraines are so bad she left early again
en|0|0|n|that pizza was to die for
en|0|0|n|how long does the flu shot take to work
en|0|0|n|is it safe to mix alcohol and antibiotics?
en|0|0|n|just testing this app
en|0|0|n|nvm
en|0|1|s|what did I say my ldl was?
en|0|1|s|when was my last period?
en|0|1|s|what meds am I on right now
en|0|1|a|remind me what the dermatologist said about my mole
en|0|1|a|what was that diet my doc recommended?
en|0|1|b|based on everything you know, should I be worried about my blood sugar?
en|0|1|s|how's my sleep been this month
en|0|0|n|lmao my phone battery is dying
en|0|0|n|going to a bbq later, weather looks perfect
en|0|0|n|I could eat a horse rn haha
en|0|0|n|dumb question: can you catch a cold from going out with wet hair?
en|0|0|n|in case I ever get pregnant, which acne meds are unsafe?
ko|1|0|n|혈압 132/85
ko|1|0|n|아침 공복혈당 112
ko|1|0|n|배가 화요일부터 계속 살살 아파
ko|1|0|n|어제 약 먹는거 깜빡했어 ㅠ
ko|1|0|n|오늘 아침 신지로이드 안먹고 나옴;;
ko|1|0|n|요즘 그냥 죽고 싶다는 생각이 자꾸 들어
ko|1|0|n|다 그만두고 싶어. 그냥 사라지고 싶다
ko|1|0|n|우울해서 2주째 밥도 잘 안 넘어가
ko|1|0|n|공황 와서 지하철에서 중간에 내렸어
ko|1|0|n|렉사프로 먹고 나서 성욕이 완전 없어짐
ko|1|0|n|졸로푸트 먹으면 속이 메슥거려
ko|1|0|n|약 끊었더니 머리가 찌릿찌릿하고 어지러워
ko|1|0|n|어제 새벽 3시에 깨서 다시 못잤어
ko|1|0|n|12시에 자서 7시에 깼어
ko|1|0|n|요즘 잠을 통 못자겠어
ko|1|0|n|아침 그릭요거트, 점심 김치찌개에 공기밥 반, 저녁은 샐러드
ko|1|0|n|오늘 11,240보 걸음 ㅎㅎ
ko|1|0|n|헬스 1시간 하고 러닝 3키로 뜀
ko|1|0|n|몸무게 64.3 찍음
ko|1|0|n|어제 소주 2병 마셨더니 아직도 속쓰려
ko|1|0|n|담배 끊은지 한달 됐어
ko|1|0|n|엄마가 당뇨 있으셔
ko|1|0|n|아빠 50대에 대장암 수술하셨어
ko|1|0|n|저 페니실린 알레르기 있어요
ko|1|0|n|날씨 진짜 좋다~ 근데 나 무릎이 또 시큰거려
ko|1|1|b|ㅋㅋ 오늘 회식인데 통풍약 먹고 술 마셔도 되나?
ko|1|0|n|위고비 3주차 입맛 없고 변비 생김
ko|1|0|n|당화혈색소 6.9 나왔어
ko|1|0|n|갑상선기능저하증 진단 받았어
ko|1|0|n|편두통 ㅠ 오늘만 두번째
ko|1|1|b|머리 아파 죽겠는데 타이레놀 먹어도 돼?
ko|1|0|n|생리 일주일째 안 해
ko|1|0|n|임신 10주차에요
ko|1|0|n|열 38.5도에 오한까지
ko|1|0|n|요즘 밤마다 이갈이해서 턱이 아파
ko|1|0|n|커피 4잔 마셨더니 손 떨리고 심장 두근거려
ko|1|0|n|콘서타 36으로 올렸어
ko|1|0|n|스타틴 먹고 다리가 쑤셔서 그만 먹었어
ko|1|0|n|또 폭식하고 토했어
ko|1|0|n|금주 100일째 🎉
ko|1|0|n|계단 올라가는데 숨이 너무 차
ko|1|0|n|밀가루 먹으면 배에 가스 차
ko|1|0|n|안녕~ 팔에 난 두드러기 연고 바르니까 좀 가라앉았어
ko|1|0|n|멜라토닌 먹고 잤어
ko|1|0|n|어제 혈압약 먹었는지 기억이 안나... 아마 안먹은듯
ko|0|0|n|안녕
ko|0|0|n|고마워요!!
ko|0|0|n|ㅇㅋ
ko|0|0|n|좋은 아침~
ko|0|0|n|오늘 비 온대?
ko|0|0|n|점심 뭐 먹지 ㅋㅋ 떡볶이 땡긴다
ko|0|0|n|이부프로펜 신장에 안 좋아?
ko|0|0|n|성인 하루 비타민D 권장량이 얼마야
ko|0|0|n|정상 공복혈당 수치가 몇이야?
ko|0|0|n|강아지가 어제부터 밥을 안 먹어
ko|0|0|n|우리 고양이 신부전 진단받음 ㅠ
ko|0|0|n|할머니가 치매셔
ko|0|0|n|남편 코골이 진짜 심해 ㅋㅋ 녹음해서 보여줌
ko|0|0|n|회사 동료가 독감 걸림
ko|0|0|n|삼촌이 작년에 뇌졸중 오셨어
ko|0|0|n|친구 아들 팔 부러졌대
ko|0|0|n|이 회의 진짜 사람 잡네
ko|0|0|n|부장님 때문에 암 걸릴 것 같아 ㅋㅋ
ko|0|0|n|배고파 죽겠다 ㅋㅋ
ko|0|0|n|만약에 임신하면 먹으면 안 되는 약 뭐 있어?
ko|0|0|n|혈압약을 실수로 두 번 먹으면 어떻게 돼?
ko|0|0|n|뉴스 보니까 홍역 유행이래
ko|0|0|n|타이레놀이랑 애드빌 차이가 뭐야
ko|0|0|n|바나나 칼로리 얼마야
ko|0|0|n|약국 보통 몇시에 닫아?
ko|0|0|n|테스트
ko|0|0|n|됐어 ㅋㅋ
ko|0|1|s|내 LDL 지난번에 얼마였지?
ko|0|1|s|마지막 생리 언제였어?
ko|0|1|s|지금 먹는 약 목록 보여줘
ko|0|1|a|피부과에서 뭐라 했는지 다시 알려줘
ko|0|1|s|요즘 내 혈당 추세 괜찮은 편이야?
ko|0|1|s|이번달 수면 기록 어때
ko|0|0|n|폰 배터리 죽어감
ko|0|0|n|그 피자 진짜 미쳤다 맛있어서
ko|0|0|n|내일 언니 결혼식이라 설렘
ko|0|0|n|엄마 생신 알림 좀 맞춰줘
ko|0|0|n|감기는 찬바람 맞으면 걸리는 거야?
ko|0|0|n|항생제 먹을 때 술 마시면 안 되는 이유가 뭐야?
ko|0|0|n|아빠 친구분이 당뇨래
ko|0|0|n|우리 팀장님 허리디스크 수술한대
ko|0|0|n|주말에 등산 가는데 날씨 좋겠지?
ko|0|0|n|헬스장 등록할까 고민중
ko|0|0|n|우리 엄마 오늘 건강검진 받으러 가셨어
ko|0|0|n|초보자 운동 루틴 추천해줘
"""

EN_TZ = ["-08:00", "-07:00", "-05:00", "-04:00", "+00:00", "+01:00", "+10:00", "+05:30"]

def main():
    rng = random.Random(4201)
    rows = [l.split("|", 4) for l in ROWS.strip().splitlines()]
    rng.shuffle(rows)
    out, texts = [], set()
    base = dt.date(2025, 1, 10)
    for i, (lang, ret, read, route, text) in enumerate(rows, 1):
        assert text not in texts, text
        texts.add(text)
        day = base + dt.timedelta(days=rng.randrange(0, 680))
        hh, mm = rng.choice([7, 8, 9, 11, 12, 13, 15, 18, 20, 21, 22, 23, 0, 1]), rng.randrange(60)
        tz = "+09:00" if lang == "ko" and rng.random() < 0.92 else rng.choice(EN_TZ)
        said = f"{day.isoformat()}T{hh:02d}:{mm:02d}:00{tz}"
        assert (read == "1") == (route != "n")
        out.append({"id": f"w4b-gate-retain-{i:03d}", "kind": "gate", "lang": lang, "said_at": said,
                    "text": text, "expect": {"retain": ret == "1", "read": read == "1", "route": ROUTE[route]}})
    OUT.write_text("".join(json.dumps(o, ensure_ascii=False) + "\n" for o in out), encoding="utf-8")
    for k in ("en", "ko"):
        sub = [o for o in out if o["lang"] == k]
        print(k, len(sub), "retain", sum(o["expect"]["retain"] for o in sub), "read", sum(o["expect"]["read"] for o in sub))
    print("total", len(out), "retain true", sum(o["expect"]["retain"] for o in out))

main()
