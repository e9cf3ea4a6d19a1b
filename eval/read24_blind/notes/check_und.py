#!/usr/bin/env python3
"""Checks for understanding files: forbidden numbers absent from history text (as a number token),
must_cite coordinates known, history 10-12 turns, last turn before said_at. Check only; writes nothing."""
import json, re, sys
coords = {l.split("\t")[0] for l in open("/work/shared/eval/coordinates.tsv", encoding="utf-8").read().splitlines()[1:] if l.strip()}
bad = 0
for path in sys.argv[1:]:
    for line in open(path, encoding="utf-8"):
        sc = json.loads(line); e = sc["expect"]; sid = sc["id"]
        texts = " ".join(t["text"] for t in sc["history"])
        nums = re.findall(r"\d+(?:\.\d+)?", texts)
        for n in e["forbidden_numbers"]:
            if n in texts or n in nums:
                print(sid, "forbidden number occurs in history:", n); bad += 1
        for c in e["must_cite"] + [m for m in e["must_mention"] if ":" in m] + e["allergies"]:
            if c not in coords:
                print(sid, "unknown coordinate", c); bad += 1
        if not 10 <= len(sc["history"]) <= 12:
            print(sid, "history turns", len(sc["history"])); bad += 1
print("problems:", bad)
