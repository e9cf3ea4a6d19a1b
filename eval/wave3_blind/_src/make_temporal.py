"""Writes ../temporal.jsonl from temporal_cases.py. Run: cd eval/wave3_blind/_src && python3 make_temporal.py"""
import json
import pathlib

from temporal_cases import CASES
from tlib import A

out = []
for i, (lang, said_at, text, expr, fn) in enumerate(CASES, 1):
    assert expr in text, (i, expr, text)
    res = fn(A(said_at))
    out.append({"id": f"w3b-temporal-{i:03d}", "kind": "temporal", "lang": lang, "said_at": said_at,
                "text": text, "expect": {"expression": expr, "resolution": res}})
p = pathlib.Path(__file__).resolve().parent.parent / "temporal.jsonl"
p.write_text("".join(json.dumps(o, ensure_ascii=False) + "\n" for o in out), encoding="utf-8")
n = len(out)
ko = sum(o["lang"] == "ko" for o in out)
print(f"{n} cases, ko {ko} ({100*ko/n:.0f}%)")
