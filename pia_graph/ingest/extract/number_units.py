"""The unit spellings a quantity may be said with, each to the normalised unit id as said (English and Korean),
read by the number patterns (``number_patterns``) and by rules that ask whether a word is a unit."""

from __future__ import annotations

# unit spelling -> normalised unit id as said
UNITS: dict[str, str] = {
    "mg/dl": "mg/dL", "mmol/mol": "mmol/mol", "mmol/l": "mmol/L", "mmol": "mmol/L", "µmol/l": "umol/L",
    "μmol/l": "umol/L",
    "umol/l": "umol/L", "nmol/l": "nmol/L", "pmol/l": "pmol/L", "ug/l": "ug/L", "µg/l": "ug/L",
    "mg": "mg", "mgs": "mg", "milligrams": "mg", "milligram": "mg", "micrograms": "mcg",
    "microgram": "mcg", "kilograms": "kg", "kilogram": "kg", "mcg": "mcg", "µg": "mcg", "μg": "mcg", "ug": "mcg",
    "iu": "IU",
    "units": "units", "unit": "units", "g": "g", "단위": "units", "유닛": "units", "u/l": "U/L", "iu/l": "U/L",
    "ng/ml": "ng/mL", "ng/dl": "ng/dL", "g/dl": "g/dL", "g/l": "g/L",
    "mg/l": "mg/L", "밀리그램": "mg", "밀리": "mg", "미리": "mg", "마이크로그램": "mcg", "마이크로": "mcg",
    "miu/l": "mIU/L", "uiu/ml": "mIU/L",
    "µiu/ml": "mIU/L", "%": "%", "percent": "%", "프로": "%", "퍼센트": "%", "kg": "kg", "kgs": "kg",
    "kilos": "kg", "kilo": "kg", "킬로그램": "kg", "키로그램": "kg", "㎏": "kg", "lbs": "lb", "lb": "lb",
    "pounds": "lb", "pound": "lb", "파운드": "lb", "°f": "degF", "ºf": "degF", "f": "degF", "fahrenheit": "degF",
    "degrees": "deg", "°c": "Cel", "ºc": "Cel", "celsius": "Cel", "도": "Cel", "cm": "cm", "센티": "cm",
    "센치": "cm", "센티미터": "cm",
    "인치": "in", "inches": "in", "inch": "in", "in": "in", "km": "km", "kms": "km", "kilometers": "km",
    "kilometres": "km", "킬로미터": "km", "키로미터": "km", "㎞": "km", "k": "k", "킬로": "kilo",
    "키로": "kilo", "miles": "mi", "mile": "mi", "mi": "mi", "마일": "mi", "minutes": "min",
    "minute": "min", "mins": "min",
    "min": "min", "분": "min", "hours": "h", "hour": "h", "hrs": "h", "hr": "h", "h": "h", "시간": "h",
    "bpm": "/min", "회/분": "/min", "steps": "steps", "step": "steps", "걸음": "steps", "보": "steps",
    "kg/m2": "kg/m2", "ml/min/1.73m2": "mL/min/1.73m2", "beers": "drink", "beer": "drink", "drinks": "drink",
    "drink": "drink", "glasses": "drink", "glass": "drink", "cans": "drink", "can": "drink",
    "bottles": "bottle", "bottle": "bottle", "shots": "drink", "shot": "drink", "pints": "drink",
    "pint": "drink", "schooners": "drink", "schooner": "drink", "stubbies": "drink",
    "cocktails": "drink", "잔": "drink", "캔": "drink", "병": "bottle",
    "cigarettes": "cigarette", "cigarette": "cigarette", "cigs": "cigarette", "cig": "cigarette",
    "개비": "cigarette", "개피": "cigarette", "pills": "pill", "pill": "pill",
    "tablets": "pill", "tablet": "pill", "tabs": "pill", "caps": "pill", "알": "pill", "정": "pill", "cups": "cup",
    "cup": "cup", "컵": "cup",
}


UNIT_SPELLINGS = frozenset(UNITS)
