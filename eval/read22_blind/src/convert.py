#!/usr/bin/env python3
"""Convert the hand-written source notes (src/*.txt) to JSON Lines, one-to-one. No content is generated:
every turn, query and label is copied verbatim from the notes.
  @ ID LANG [SEX BIRTH]      start a scenario (kind from the id prefix)
  - SAID_AT TEXT             a history turn
  ? SAID_AT QUERY            the scenario's query and said_at
  = COORD [DATE]             retrieval selector (record)
  ~ SUBSTRING                retrieval selector (fact_contains)
  C/M/A/N COORD|..           understanding must_cite / must_mention / allergies / forbidden_numbers (' | ' separated)
  K NOTE                     understanding constraint note
"""
import json, sys
def conv(src, dst):
    out, sc = [], None
    for raw in open(src, encoding="utf-8"):
        line = raw.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        tag, rest = line[0], line[2:]
        if tag == "@":
            p = rest.split()
            kind = "retrieval" if "-ret-" in p[0] else "understanding"
            sc = {"id": p[0], "kind": kind, "lang": p[1]}
            if len(p) > 2:
                sc["user"] = {"sex": p[2], "birth_date": p[3]}
            sc["history"] = []
            sc["expect"] = {"relevant": []} if kind == "retrieval" else {
                "must_cite": [], "must_mention": [], "allergies": [], "forbidden_numbers": [], "constraints": []}
            out.append(sc)
        elif tag == "-":
            t, txt = rest.split(" ", 1)
            sc["history"].append({"said_at": t, "text": txt})
        elif tag == "?":
            t, txt = rest.split(" ", 1)
            sc["said_at"], sc["query"] = t, txt
        elif tag == "=":
            p = rest.split()
            s = {"coordinate": p[0]}
            if len(p) > 1:
                s["date"] = p[1]
            sc["expect"]["relevant"].append(s)
        elif tag == "~":
            sc["expect"]["relevant"].append({"fact_contains": rest})
        elif tag in "CMAN":
            key = {"C": "must_cite", "M": "must_mention", "A": "allergies", "N": "forbidden_numbers"}[tag]
            sc["expect"][key] += [x.strip() for x in rest.split(" | ")]
        elif tag == "K":
            sc["expect"]["constraints"].append(rest)
        else:
            sys.exit(f"bad line: {line}")
    order = ["id", "kind", "lang", "user", "history", "said_at", "query", "expect"]
    with open(dst, "w", encoding="utf-8") as fh:
        for s in out:
            fh.write(json.dumps({k: s[k] for k in order if k in s}, ensure_ascii=False) + "\n")
    print(dst, len(out))
for name in sys.argv[1:]:
    conv(f"src/{name}.txt", f"{name}.jsonl")
