#!/usr/bin/env python3
"""Line-for-line converter: hand-written notes (*.txt) -> JSONL. Generates no content.
@ ID LANG            starts a scenario (kind from the id: ret -> retrieval, und -> understanding)
h DATE TIME OFF | t  history turn            q DATE TIME OFF | t  retrieval query + said_at
s DATE TIME OFF      said_at (understanding) u SEX BIRTH          user profile
r COORD [DATE]       coordinate selector     f TEXT               fact_contains selector
c A, B  must_cite    m A ; B  must_mention   a A, B  allergies    n A, B  forbidden numbers   k TEXT constraint
"""
import json, sys

def when(s):
    d, t, off = s.split()
    if len(t) == 5: t += ":00"
    if len(off) == 3: off += ":00"
    return f"{d}T{t}{off}"

def convert(lines):
    out, sc = [], None
    for raw in lines:
        line = raw.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        tag, _, rest = line.partition(" ")
        if tag == "@":
            sid, lang = rest.split()
            kind = "retrieval" if "-ret-" in sid else "understanding"
            sc = {"id": sid, "kind": kind, "lang": lang}
            if kind == "understanding":
                sc["user"] = {}
            sc["history"] = []
            sc["expect"] = {"relevant": []} if kind == "retrieval" else {"must_cite": [], "must_mention": [], "allergies": [], "forbidden_numbers": [], "constraints": []}
            out.append(sc)
        elif tag == "h":
            w, _, t = rest.partition(" | ")
            sc["history"].append({"said_at": when(w), "text": t})
        elif tag == "q":
            w, _, t = rest.partition(" | ")
            sc["said_at"] = when(w); sc["query"] = t
        elif tag == "s":
            sc["said_at"] = when(rest)
        elif tag == "u":
            sex, birth = rest.split()
            sc["user"] = {"sex": sex, "birth_date": birth}
        elif tag == "r":
            p = rest.split()
            sel = {"coordinate": p[0]}
            if len(p) > 1: sel["date"] = p[1]
            sc["expect"]["relevant"].append(sel)
        elif tag == "f":
            sc["expect"]["relevant"].append({"fact_contains": rest})
        elif tag == "c":
            sc["expect"]["must_cite"] += [x.strip() for x in rest.split(",")]
        elif tag == "m":
            sc["expect"]["must_mention"] += [x.strip() for x in rest.split(" ; ")]
        elif tag == "a":
            sc["expect"]["allergies"] += [x.strip() for x in rest.split(",")]
        elif tag == "n":
            sc["expect"]["forbidden_numbers"] += [x.strip() for x in rest.split(",")]
        elif tag == "k":
            sc["expect"]["constraints"].append(rest)
        else:
            raise SystemExit(f"bad line: {line!r}")
    # key order: said_at before expect
    res = []
    for sc in out:
        o = {k: sc[k] for k in ("id", "kind", "lang") }
        if "user" in sc: o["user"] = sc["user"]
        o["history"] = sc["history"]; o["said_at"] = sc["said_at"]
        if "query" in sc: o["query"] = sc["query"]
        o["expect"] = sc["expect"]
        res.append(o)
    return res

if __name__ == "__main__":
    src, dst = sys.argv[1], sys.argv[2]
    with open(src, encoding="utf-8") as fh:
        rows = convert(fh)
    with open(dst, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(dst, len(rows))
