"""One case (at least) per rule: the rule that resolves it and the FORMAT.md resolution it gives."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.temporal import Resolution, find, resolve, resolve_in_text
from pia_graph.temporal.find import _rules
from pia_graph.temporal.resolve import primary

WED = "2026-03-11T09:20:00+09:00"  # a Wednesday

D = "date"
CASES: list[tuple[str, str, str, dict[str, Any]]] = [
    # rule id, text, said_at, expected resolution
    ("date.iso", "The lab draw was on 2026-01-22.", WED, {D: "2026-01-22"}),
    ("date.md", "BP on 3/3 was 138/86.", WED, {D: "2026-03-03"}),
    ("date.md", "My refill is due 3/15.", WED, {D: "2026-03-15"}),
    ("date.mdy", "10/31/1974", WED, {D: "1974-10-31"}),
    ("date.mdy", "10.31.1974", WED, {D: "1974-10-31"}),
    ("date.month_year", "2/2013", WED, {"month": "2013-02"}),
    ("en.day_after_tomorrow", "the day after tomorrow", WED, {D: "2026-03-13"}),
    ("en.day_before_yesterday", "I threw up the day before yesterday.", WED, {D: "2026-03-09"}),
    ("en.day_month", "31st Oct 1974", WED, {D: "1974-10-31"}),
    ("en.day_month", "31/Oct/1974", WED, {D: "1974-10-31"}),
    ("en.day_of_month", "Period started on the 3rd.", WED, {D: "2026-03-03"}),
    ("en.days_ago", "Started feeling feverish 3 days ago.", WED, {D: "2026-03-08"}),
    ("en.days_ago", "a fortnight ago", WED, {D: "2026-02-25"}),
    ("en.days_ago", "a couple of weeks ago", WED, {D: "2026-02-25"}),
    ("en.duration", "Walked for 45 minutes after dinner.", WED, {"duration_min": 45}),
    ("en.duration", "15.5 mins", WED, {"duration_min": 15.5}),
    ("en.duration_and_half", "Ran for an hour and a half.", WED, {"duration_min": 90}),
    ("en.duration_and_half", "five and half min", WED, {"duration_min": 5.5}),
    ("en.duration_half", "half an hour", WED, {"duration_min": 30}),
    ("en.duration_half", "1/2h", WED, {"duration_min": 30}),
    ("en.duration_hours_minutes", "1 hour thirty", WED, {"duration_min": 90}),
    ("en.duration_hours_minutes", "an hour and 45 minutes", WED, {"duration_min": 105}),
    ("en.duration_quarters", "one and three quarters of hours", WED, {"duration_min": 105}),
    ("en.in_days", "in 3 days", WED, {D: "2026-03-14"}),
    ("en.in_month", "I had a bad eczema flare-up in March.", WED, {"month": "2026-03"}),
    ("en.in_month", "Had pneumonia in October.", WED, {"month": "2025-10"}),
    ("en.in_year", "Diagnosed with diabetes in 2019.", WED, {"start": "2019-01-01", "end": "2019-12-31"}),
    ("en.last_month_name", "I had the flu last March.", WED, {"month": "2025-03"}),
    ("en.month_attributive", "What came back from my February physical?", WED, {"month": "2026-02"}),
    ("en.month_attributive", "the october labs were fine", WED, {"month": "2025-10"}),
    ("en.last_night", "Had a bad headache last night.", WED, {D: "2026-03-10"}),
    ("en.last_night", "yesterday evening", WED, {D: "2026-03-10"}),
    ("en.last_week", "I drank way too much last week.", WED, {"start": "2026-03-02", "end": "2026-03-08"}),
    ("en.last_weekday", "I had my blood drawn last Wednesday.", WED, {D: "2026-03-04"}),
    ("en.last_weekday", "My knee started hurting last Tuesday.", WED, {D: "2026-03-10"}),
    ("en.last_weekend", "I had a fever last weekend.", WED, {"start": "2026-03-07", "end": "2026-03-08"}),
    ("en.month_day", "My last tetanus shot was on March 3.", WED, {D: "2026-03-03"}),
    ("en.month_day", "I had my physical on March 20.", WED, {D: "2025-03-20"}),
    ("en.month_day", "I have a dentist appointment on March 20.", WED, {D: "2026-03-20"}),
    ("en.month_day", "Sunday, Feb 10", "2013-02-12T04:30:00-02:00", {D: "2013-02-10"}),
    ("en.month_rel", "From last month's checkup my LDL was 145.", WED, {"month": "2026-02"}),
    ("en.month_year", "Had it removed May 2015.", WED, {"month": "2015-05"}),
    ("en.months_ago", "I was diagnosed with hypertension 3 months ago.", WED, {"month": "2025-12"}),
    ("en.months_ago", "Had my gallbladder out 2 years ago.", WED, {"start": "2024-01-01", "end": "2024-12-31"}),
    ("en.next_week", "next week", WED, {"start": "2026-03-16", "end": "2026-03-22"}),
    ("en.next_weekday", "My blood test is scheduled for next Tuesday.", WED, {D: "2026-03-17"}),
    ("en.nth_of_month_rel", "20th of the previous month", WED, {D: "2026-02-20"}),
    ("en.on_weekday", "I had my bloodwork done on Wednesday.", WED, {D: "2026-03-11"}),
    ("en.on_weekday", "I did yoga on Monday.", WED, {D: "2026-03-09"}),
    ("en.past_n", "I've had a headache for the past 3 days.", WED, {"start": "2026-03-09", "end": "2026-03-11"}),
    ("en.past_n", "In the past week I had 3 migraines.", WED, {"start": "2026-03-05", "end": "2026-03-11"}),
    ("en.since_month", "I've been on metformin since January.", WED, {"start": "2026-01-01"}),
    ("en.since_year", "I've been on metformin since 2020.", WED, {"start": "2020-01-01"}),
    ("en.sleep_bed_wake", "Went to bed at 11:30pm and got up at 6:45am.", WED,
     {"start": "2026-03-10T23:30:00+09:00", "end": "2026-03-11T06:45:00+09:00", "duration_min": 435}),
    ("en.sleep_range", "slept 23:00-07:00", WED,
     {"start": "2026-03-10T23:00:00+09:00", "end": "2026-03-11T07:00:00+09:00", "duration_min": 480}),
    ("en.sleep_range", "Slept from 1 to 6.", WED,
     {"start": "2026-03-11T01:00:00+09:00", "end": "2026-03-11T06:00:00+09:00", "duration_min": 300}),
    ("en.sleep_range", "I slept from 9 to 4.", WED,
     {"start": "2026-03-10T21:00:00+09:00", "end": "2026-03-11T04:00:00+09:00", "duration_min": 420}),
    ("en.sleep_range", "After my night shift I slept from 8am to 2pm.", WED,
     {"start": "2026-03-11T08:00:00+09:00", "end": "2026-03-11T14:00:00+09:00", "duration_min": 360}),
    ("en.sleep_range", "Slept 12:30am to 7am.", WED,
     {"start": "2026-03-11T00:30:00+09:00", "end": "2026-03-11T07:00:00+09:00", "duration_min": 390}),
    ("en.this_week", "I had two migraines earlier this week.", WED, {"start": "2026-03-09", "end": "2026-03-11"}),
    ("en.this_weekday", "this Monday", WED, {D: "2026-03-09"}),
    ("en.the_weekend", "I had a fever over the weekend.", WED, {"start": "2026-03-07", "end": "2026-03-08"}),
    ("en.time_ago", "Took ibuprofen 2 hours ago.", WED, {D: "2026-03-11"}),
    ("en.time_ago", "Took ibuprofen 2 hours ago.", "2026-03-11T01:00:00+09:00", {D: "2026-03-10"}),
    ("en.today", "BP this morning was 132/85.", WED, {D: "2026-03-11"}),
    ("en.today", "late tonite", WED, {D: "2026-03-11"}),
    ("en.tomorrow", "tomorrow", WED, {D: "2026-03-12"}),
    ("en.vague_ago", "I had the flu a few days ago.", WED, {}),
    ("en.weekday_last_week", "last week's sunday", WED, {D: "2026-03-08"}),
    ("en.weekday_last_week", "sunday from last week", WED, {D: "2026-03-08"}),
    ("en.weekday_next_week", "tuesday of next week", WED, {D: "2026-03-17"}),
    ("en.weekday_this_week", "monday of this week", WED, {D: "2026-03-09"}),
    ("en.year_rel", "I had shingles last year.", WED, {"start": "2025-01-01", "end": "2025-12-31"}),
    ("en.yesterday", "I had a migraine yesterday.", WED, {D: "2026-03-10"}),
    ("en.supply/", "Got a ten-day supply of antibiotics, started yesterday.", WED,
     {"start": "2026-03-10", "expected_end": "2026-03-19"}),
    ("en.supply/", "Two-week supply of prednisolone, first dose was March 3.", WED,
     {"start": "2026-03-03", "expected_end": "2026-03-16"}),
    ("en.supply/", "The doctor gave me a 7-day course of amoxicillin; I started it on Monday.", WED,
     {"start": "2026-03-09", "expected_end": "2026-03-15"}),
    ("en.supply_no_start", "Picked up a 30-day supply of atorvastatin.", WED,
     {"start": "2026-03-11", "expected_end": "2026-04-09"}),
    ("en.since/", "My back has hurt since last Tuesday.", WED, {"start": "2026-03-10"}),
    ("en.since/", "No alcohol since 2/14 and I feel great.", WED, {"start": "2026-02-14"}),
    ("ko.day_of_month", "5일에 병원 갔어.", WED, {D: "2026-03-05"}),
    ("ko.days_ago", "사흘 전에 넘어졌어.", WED, {D: "2026-03-08"}),
    ("ko.days_ago", "3일 전에 독감 주사 맞았어.", WED, {D: "2026-03-08"}),
    ("ko.days_ago", "일주일 전에 넘어졌어.", WED, {D: "2026-03-04"}),
    ("ko.days_ago", "7일전", WED, {D: "2026-03-04"}),
    ("ko.duration", "1시간 반 동안 운동했어.", WED, {"duration_min": 90}),
    ("ko.duration", "서른분", WED, {"duration_min": 30}),
    ("ko.duration", "1.1 시간", WED, {"duration_min": 66}),
    ("ko.duration_days", "3일 동안 열이 났어.", WED, {"duration_min": 4320}),
    ("ko.eoje", "어제 두통이 심했어.", WED, {D: "2026-03-10"}),
    ("ko.eoje", "어제저녁", WED, {D: "2026-03-10"}),
    ("ko.eojetbam", "어젯밤에 야식으로 치킨 먹었어.", WED, {D: "2026-03-10"}),
    ("ko.eotgeuje", "엊그제 술 마셨어.", WED, {D: "2026-03-09"}),
    ("ko.geujeokke", "그저께 병원 다녀왔어.", WED, {D: "2026-03-09"}),
    ("ko.geujeokke", "그제", WED, {D: "2026-03-09"}),
    ("ko.jinan_weekday", "지난 수요일에 피검사 했어.", WED, {D: "2026-03-04"}),
    ("ko.jinan_weekday", "저번 화요일", WED, {D: "2026-03-10"}),
    ("ko.jinanju_weekday", "지난주 화요일에 건강검진 받았어.", WED, {D: "2026-03-03"}),
    ("ko.jinanju_weekday", "저번주 일요일", WED, {D: "2026-03-08"}),
    ("ko.jinanju_weekday", "이번주 화요일", WED, {D: "2026-03-10"}),
    ("ko.month", "10월에 위내시경 했어.", WED, {"month": "2025-10"}),
    ("ko.jinan_month", "지난 3월에 수술했어.", WED, {"month": "2025-03"}),
    ("en.in_month", "Mid-March I started yoga.", WED, {"month": "2026-03"}),
    ("en.vague_ago", "A week and a half ago I fell.", WED, {}),
    ("en.duration", "Did a 45-minute walk.", WED, {"duration_min": 45}),
    ("ko.month_day", "3월 3일에 피검사 했어.", WED, {D: "2026-03-03"}),
    ("ko.month_day", "3월 20일에 예약이 있어.", WED, {D: "2026-03-20"}),
    ("ko.month_rel", "지난달에 체중이 2킬로 빠졌어.", WED, {"month": "2026-02"}),
    ("ko.month_rel", "저번달", WED, {"month": "2026-02"}),
    ("ko.month_rel_day", "지난달 20일에 병원 갔어.", WED, {D: "2026-02-20"}),
    ("ko.since_elapsed", "약 먹기 시작한 지 2주 됐어요.", WED, {D: "2026-02-25"}),
    ("ko.since_elapsed", "운동 시작한 지 열흘 됐어.", WED, {D: "2026-03-01"}),
    ("ko.since_elapsed_long", "고혈압 진단 받은 지 3년 됐어요.", WED, {"start": "2023-01-01", "end": "2023-12-31"}),
    ("ko.since_elapsed_long", "약 먹은 지 2개월 됐어.", WED, {"month": "2026-01"}),
    ("ko.months_ago", "3개월 전에 고혈압 진단받았어.", WED, {"month": "2025-12"}),
    ("ko.months_ago", "한 달 전에 약을 끊었어.", WED, {"month": "2026-02"}),
    ("ko.months_ago", "석 달쯤 전에 위내시경 했어요.", WED, {"month": "2025-12"}),
    ("ko.month_first_day", "3월 첫날 공복 99", WED, {D: "2026-03-01"}),
    ("ko.month_first_day", "지난달 첫날은 101이었어", WED, {D: "2026-02-01"}),
    ("ko.months_ago", "4개월 정도 전에 금연했어.", WED, {"month": "2025-11"}),
    ("ko.more", "모레", WED, {D: "2026-03-13"}),
    ("ko.naeil", "내일", WED, {D: "2026-03-12"}),
    ("ko.on_weekday", "화요일에 병원 갔어.", WED, {D: "2026-03-10"}),
    ("ko.oneul", "오늘 아침에 혈압 쟀어.", WED, {D: "2026-03-11"}),
    ("ko.oneul", "이번아침", WED, {D: "2026-03-11"}),
    ("ko.past_n", "지난 5일 동안 계속 설사했어.", WED, {"start": "2026-03-07", "end": "2026-03-11"}),
    ("ko.sleep_bed_wake", "밤 11시에 자서 아침 7시에 일어났어.", WED,
     {"start": "2026-03-10T23:00:00+09:00", "end": "2026-03-11T07:00:00+09:00", "duration_min": 480}),
    ("ko.sleep_range", "새벽 1시부터 6시까지 잤어.", WED,
     {"start": "2026-03-11T01:00:00+09:00", "end": "2026-03-11T06:00:00+09:00", "duration_min": 300}),
    ("ko.time_ago", "3시간 전에 약 먹었어.", WED, {D: "2026-03-11"}),
    ("ko.vague_ago", "며칠 전에 감기 걸렸어.", WED, {}),
    ("ko.week", "지난주에 야근을 많이 했어.", WED, {"start": "2026-03-02", "end": "2026-03-08"}),
    ("ko.week", "이번 주 내내 잠을 잘 못 잤어.", WED, {"start": "2026-03-09", "end": "2026-03-11"}),
    ("ko.weekend", "지난 주말에 등산했어.", WED, {"start": "2026-03-07", "end": "2026-03-08"}),
    ("ko.year", "2019년에 당뇨 진단받았어.", WED, {"start": "2019-01-01", "end": "2019-12-31"}),
    ("ko.year_rel", "작년에 대상포진 걸렸었어.", WED, {"start": "2025-01-01", "end": "2025-12-31"}),
    ("ko.year_rel_month", "작년 12월에 건강검진 받았어.", WED, {"month": "2025-12"}),
    ("ko.ym", "2020년 5월에 수술했어.", WED, {"month": "2020-05"}),
    ("ko.ymd", "2020년 5월 3일에 수술했어.", WED, {D: "2020-05-03"}),
    ("ko.supply/", "열흘치 약을 어제부터 먹기 시작했어.", WED, {"start": "2026-03-10", "expected_end": "2026-03-19"}),
    ("ko.supply/", "2주치 약을 오늘부터 먹기 시작했어.", WED, {"start": "2026-03-11", "expected_end": "2026-03-24"}),
    ("ko.supply_no_start", "7일치 약을 받았어.", WED, {"start": "2026-03-11", "expected_end": "2026-03-17"}),
    ("ko.buteo/", "그저께부터 목이 아파.", WED, {"start": "2026-03-09"}),
    ("ko.part_since", "아침부터 속이 메스꺼워.", WED, {"start": "2026-03-11"}),
    ("ko.part_since", "오후부터 으슬으슬 추워.", WED, {"start": "2026-03-11"}),
    ("ko.part_since", "점심 이후로 배가 살살 아파", WED, {"start": "2026-03-11"}),
    ("en.part_since", "stomach ache since lunch, maybe 4/10", "2026-03-11T15:00:00-04:00", {"start": "2026-03-11"}),
    ("en.part_since", "migraine since about 4am, 8/10", WED, {"start": "2026-03-11"}),
    # an hour not yet come on the day said is the day before's: "since dinner" said at 9:20 a.m.
    ("en.part_since", "heartburn since dinner. took an omeprazole", WED, {"start": "2026-03-10"}),
    ("en.part_since", "fever since 10pm", WED, {"start": "2026-03-10"}),
    ("ko.buteo/ko.oneul", "오늘 아침부터 두통", WED, {"start": "2026-03-11"}),
    ("en.since/en.on_weekday", "Knee pain since Monday, 5/10 on the stairs.", WED, {"start": "2026-03-09"}),
    ("ko.buteo/", "지난주 월요일부터 기침이 계속 나.", WED, {"start": "2026-03-02"}),
    # second round: written dates in every order, a year alone, the future, weeks, Korean day words
    ("date.dmy", "21/04/2016에 수술했어요.", WED, {D: "2016-04-21"}),
    ("date.dmy", "seen on 21-04-16", WED, {D: "2016-04-21"}),
    ("date.mdy", "02/22/2016에 진단받았어.", WED, {D: "2016-02-22"}),
    ("date.iso", "2015/08/12에 입원", WED, {D: "2015-08-12"}),
    ("date.year_month", "The surgery was 2015-12.", WED, {"month": "2015-12"}),
    ("en.year_month", "tonsils out 2017 april", WED, {"month": "2017-04"}),
    ("en.year_month_day", "first seizure 2019-aug-01", WED, {D: "2019-08-01"}),
    ("en.month_year", "last scan Dec-2018", WED, {"month": "2018-12"}),
    ("en.month_day", "diagnosed January first 2000", WED, {D: "2000-01-01"}),
    ("en.month_day", "paid $12 December 27", WED, {D: "2025-12-27"}),
    ("en.day_month", "broke my arm on the fourth of july of 1995", WED, {D: "1995-07-04"}),
    ("en.day_month", "surgery 26 june in 2020", WED, {D: "2020-06-26"}),
    ("en.in_year", "my stent has to be checked in 2150", WED, {"start": "2150-01-01", "end": "2150-12-31"}),
    ("en.in_months", "recheck in two months", WED, {"month": "2026-05"}),
    ("en.in_days", "my follow-up is in three weeks", WED, {D: "2026-04-01"}),
    ("en.week_after_next", "the week after next", WED, {"start": "2026-03-23", "end": "2026-03-29"}),
    ("en.weekday_week_after_next", "Friday the week after next", WED, {D: "2026-03-27"}),
    ("en.weekday_next_week", "next week Wednesday", WED, {D: "2026-03-18"}),
    ("en.weekday_this_week", "this week Friday", WED, {D: "2026-03-13"}),
    ("en.weekday_last_week", "last week Monday", WED, {D: "2026-03-02"}),
    ("en.weekday_day", "It happened on Friday the 13th.", WED, {D: "2026-02-13"}),
    ("en.duration", "½ hour", WED, {"duration_min": 30}),
    ("en.duration", "1½ hours", WED, {"duration_min": 90}),
    ("en.sleep_range", "out cold from 9 to 5", WED,
     {"start": "2026-03-10T21:00:00+09:00", "end": "2026-03-11T05:00:00+09:00", "duration_min": 480}),
    ("en.supply/", "a 7-day course that I began on Monday", WED, {"start": "2026-03-09", "expected_end": "2026-03-15"}),
    ("ko.naeil_more", "내일모레 병원 가요", WED, {D: "2026-03-13"}),
    ("ko.geulpi", "글피에 재검", WED, {D: "2026-03-14"}),
    ("ko.geugeulpi", "그글피", WED, {D: "2026-03-15"}),
    ("ko.geukkeujeokke", "그끄저께 넘어졌어", WED, {D: "2026-03-08"}),
    ("ko.this_weekday", "이번 금요일에 검사", WED, {D: "2026-03-13"}),
    ("ko.next_weekday", "다음 월요일에 병원", WED, {D: "2026-03-16"}),
    ("ko.day_weekday", "13일 금요일에 갔어", WED, {D: "2026-02-13"}),
    ("ko.jinanju_weekday", "다다음 주 화요일", WED, {D: "2026-03-24"}),
    ("ko.week", "다다음 주", WED, {"start": "2026-03-23", "end": "2026-03-29"}),
    ("ko.year_rel", "내후년", WED, {"start": "2028-01-01", "end": "2028-12-31"}),
    ("ko.months_ago", "3개월 후에 재검", WED, {"month": "2026-06"}),
    ("ko.days_ago", "사흘 뒤에 다시 와요", WED, {D: "2026-03-14"}),
    ("ko.ym", "17년 4월에 수술", WED, {"month": "2017-04"}),
    # composition: an anchor and an offset, a range of two resolved ends
    ("en.offset/en.tomorrow", "three weeks from tomorrow", WED, {D: "2026-04-02"}),
    ("en.offset/en.yesterday", "two days before yesterday", WED, {D: "2026-03-08"}),
    ("en.offset/en.today", "3 days from today", WED, {D: "2026-03-14"}),
    ("ko.offset/ko.naeil", "내일로부터 사흘 뒤", WED, {D: "2026-03-15"}),
    ("ko.range/", "3월 3일~9일 감기 때문에 결근", WED, {"start": "2026-03-03", "end": "2026-03-09"}),
    ("date.iso_dotted", "2026. 3. 3. 검사 결과", WED, {D: "2026-03-03"}),
    ("ko.offset/ko.oneul", "오늘부터 사흘 뒤가 검사 날이야", WED, {D: "2026-03-14"}),
    ("en.offset/en.tomorrow", "the day after tmrw", WED, {D: "2026-03-13"}),
    ("en.sleep_bed_wake", "in bed by 11, up at 6", WED,
     {"start": "2026-03-10T23:00:00+09:00", "end": "2026-03-11T06:00:00+09:00", "duration_min": 420}),
    ("en.range/", "I was on antibiotics from 10/1 to 11/7", WED, {"start": "2025-10-01", "end": "2025-11-07"}),
    ("en.range/", "10/1 - 11/7/2018", WED, {"start": "2018-10-01", "end": "2018-11-07"}),
    ("en.range/", "between March 3 and March 9", WED, {"start": "2026-03-03", "end": "2026-03-09"}),
    ("en.range/", "March 3-9", WED, {"start": "2026-03-03", "end": "2026-03-09"}),
    ("en.range/", "from March to May 2017", WED, {"start": "2017-03-01", "end": "2017-05-31"}),
    ("en.range/", "from Monday to Wednesday", WED, {"start": "2026-03-09", "end": "2026-03-11"}),
    ("en.range/", "from 10/25 to 01/25", "2018-10-01T10:00:00+00:00", {"start": "2017-10-25", "end": "2018-01-25"}),
    ("ko.range/", "3월 1일부터 10일까지 입원했어", WED, {"start": "2026-03-01", "end": "2026-03-10"}),
    ("ko.range/", "2015년부터 2017년까지 약 먹었어", WED, {"start": "2015-01-01", "end": "2017-12-31"}),
    ("ko.range/", "어제부터 오늘까지 열이 났어", WED, {"start": "2026-03-10", "end": "2026-03-11"}),
    ("en.range/", "3/1~3/7 감기", WED, {"start": "2026-03-01", "end": "2026-03-07"}),
    ("en.range/", "bp was high 3/1-3/7", WED, {"start": "2026-03-01", "end": "2026-03-07"}),
    ("en.range/", "2015-2017 I smoked", WED, {"start": "2015-01-01", "end": "2017-12-31"}),
    ("en.range/", "on prednisone from 10/25 to 01/25 last winter", "2018-11-20T09:00:00-05:00",
     {"start": "2017-10-25", "end": "2018-01-25"}),
    ("en.tomorrow", "tmrw i start the 5mg amlodipine", WED, {D: "2026-03-12"}),
    ("en.year_rel", "the year after next", WED, {"start": "2028-01-01", "end": "2028-12-31"}),
    ("ko.naeil", "낼 병원가서 처방받을 예정", WED, {D: "2026-03-12"}),
    ("ko.buteo/ko.month_rel", "담달부터 필라테스 등록했어", WED, {"start": "2026-04-01"}),
    ("ko.supply/ko.buteo/", "월요일부터 일주일치 스테로이드 먹기 시작했어", WED,
     {"start": "2026-03-09", "expected_end": "2026-03-15"}),
    ("ko.supply/ko.buteo/", "3일 전부터 열흘치 항생제 먹는 중", WED,
     {"start": "2026-03-08", "expected_end": "2026-03-17"}),
    ("en.supply/", "5-day z-pak, started yesterday", WED, {"start": "2026-03-10", "expected_end": "2026-03-14"}),
    ("ko.week", "이번 주는 야근 때문에 매일 4시간밖에 못 잤어", WED, {"start": "2026-03-09", "end": "2026-03-11"}),
    ("en.since/", "took 25mg for 14 days starting 3/1", WED, {"start": "2026-03-01"}),
]


def _primary(text: str, said_at: str) -> Resolution:
    lang = "ko" if any("가" <= ch <= "힣" for ch in text) else "en"
    best = primary(resolve_in_text(text, dt.datetime.fromisoformat(said_at), lang))
    assert best is not None
    return best


@pytest.mark.parametrize(("rule_id", "text", "said_at", "expected"), CASES, ids=[c[1] for c in CASES])
def test_rule(rule_id: str, text: str, said_at: str, expected: dict[str, Any]) -> None:
    res = _primary(text, said_at)
    assert res.rule_id.startswith(rule_id), res.rule_id
    assert res.to_expect() == expected
    assert res.expression == text[res.span.start:res.span.end] if res.span else True


def test_every_rule_has_a_case() -> None:
    from .test_sleep_night_range import NIGHT_RANGE_CASES
    from .test_temporal_constructions import CASES3
    from .test_temporal_cues import CASES5
    from .test_temporal_named import CASES4
    from .test_temporal_sleep_and_duration_cases import CASES7
    from .test_temporal_weekend_and_calendar_cases import CASES6

    covered = {c[0] for c in CASES} | {c[0] for c in CASES3} | {c[0] for c in CASES4} | {c[0] for c in CASES5}
    covered |= {c[0] for c in CASES6} | {c[0] for c in CASES7} | {c[0] for c in NIGHT_RANGE_CASES}
    missing = {r.rule_id for r in _rules("en")} - covered
    assert not missing, sorted(missing)


def test_implicit_when_no_expression() -> None:
    [res] = resolve_in_text("My BP is 120/80.", dt.datetime.fromisoformat(WED))
    assert res.kind == "implicit"
    assert res.rule_id == "implicit.said_at"
    assert res.to_expect() == {"date": "2026-03-11"}


def test_unresolved_keeps_text() -> None:
    res = resolve("the blue moon", dt.datetime.fromisoformat(WED))
    assert res.kind == "unresolved"
    assert res.expression == "the blue moon"
    assert res.rule_id == "unresolved.no_rule"
    assert res.to_expect() == {}


def test_resolve_single_expression() -> None:
    res = resolve("지난주 화요일", dt.datetime.fromisoformat(WED))
    assert res.rule_id == "ko.jinanju_weekday"
    assert res.date == dt.date(2026, 3, 3)


def test_find_verbatim_spans_in_order() -> None:
    text = "Slept 6 hours last night, and had a migraine since Monday."
    spans = find(text)
    assert [s.text for s in spans] == ["6 hours", "last night", "since Monday"]
    assert all(text[s.start:s.end] == s.text for s in spans)


def test_english_last_vs_korean_jinanju() -> None:
    tue = dt.datetime.fromisoformat("2026-03-10T10:00:00+09:00")  # a Tuesday
    assert resolve("last Tuesday", tue).date == dt.date(2026, 3, 3)
    assert resolve("last Monday", tue).date == dt.date(2026, 3, 9)
    assert resolve("지난주 월요일", tue).date == dt.date(2026, 3, 2)
    assert resolve("지난 월요일", tue).date == dt.date(2026, 3, 9)


def test_datetimes_carry_said_at_offset() -> None:
    res = resolve("slept 11 to 6", dt.datetime.fromisoformat("2026-06-20T09:00:00-07:00"))
    assert isinstance(res.start, dt.datetime)
    assert res.start.utcoffset() == dt.timedelta(hours=-7)


def test_naive_said_at_is_refused() -> None:
    with pytest.raises(ValueError, match="said_at must carry its UTC offset"):
        resolve("yesterday", dt.datetime(2026, 3, 11))


def test_written_date_before_a_colon_is_a_date() -> None:
    said = dt.datetime.fromisoformat("2026-04-10T09:00:00+00:00")
    got = resolve_in_text("labs from 3/30: all normal", said, "en")
    assert got[0].kind == "date" and got[0].date == dt.date(2026, 3, 30)
    assert all(r.kind != "date" for r in resolve_in_text("took it at 10:30", said, "en"))


def test_since_an_event_dated_after_it_is_an_open_start() -> None:
    said = dt.datetime.fromisoformat("2026-04-10T09:00:00+00:00")  # a Friday
    got = resolve_in_text("my wrist has hurt since I fell on Tuesday", said, "en")
    assert got[0].kind == "interval" and got[0].start == dt.date(2026, 4, 7) and got[0].end is None


def test_sleep_window_with_alarm_or_slept_through() -> None:
    said = dt.datetime.fromisoformat("2026-04-10T09:00:00+00:00")
    got = resolve_in_text("crashed around 11:30 and my alarm went off at 7", said, "en")
    assert got[0].kind == "sleep_window" and got[0].duration_min == 450
    got = resolve_in_text("fell asleep at 1 and slept through until 8", said, "en")
    assert got[0].kind == "sleep_window" and got[0].duration_min == 420


@pytest.mark.parametrize("text", ["step goal 8,000 a day from now on", "one drink a day from now on",
                                  "2 months from now on I'm off sugar"])
def test_from_now_on_is_no_offset(text: str) -> None:
    """ "a day from now on" starts a habit; "a day from now" (tomorrow) stays an offset."""
    at = dt.datetime.fromisoformat(WED)
    assert all(r.rule_id not in ("en.days_ago", "en.months_ago") for r in resolve_in_text(text, at, "en"))
    assert [r.date for r in resolve_in_text("a day from now", at, "en")] == [dt.date(2026, 3, 12)]
