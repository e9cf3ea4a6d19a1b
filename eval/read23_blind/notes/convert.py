#!/usr/bin/env python3
"""Convert the hand-written notes (ret_*.txt, und_*.txt) line for line into JSONL. Conversion only."""
import json, re, sys, pathlib
HERE = pathlib.Path(__file__).parent
OUT = HERE.parent

def when(s):
    # "07-03 08:10 +09" -> 2026-07-03T08:10:00+09:00 ; offset may be +05:30
    md, hm, off = s.split()
    if ":" not in off:
        off = off + ":00"
    return f"2026-{md}T{hm}:00{off}"

def day(s):
    return s if len(s) == 10 else "2026-" + s

def blocks(path):
    cur = None
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.rstrip()
        if not line.strip() or line.startswith("//"):
            continue
        if line.startswith("# "):
            if cur: yield cur
            cur = {"head": line[2:].split(), "lines": []}
        else:
            cur["lines"].append(line)
    if cur: yield cur

def ret(path, n0):
    out = []
    n = n0
    for b in blocks(path):
        lang = b["head"][0]
        sc = {"id": f"r23-ret-{n:03d}", "kind": "retrieval", "lang": lang, "history": []}
        for l in b["lines"]:
            tag, rest = l[0], l[2:]
            if tag == "T":
                w, t = rest.split(" | ", 1)
                sc["history"].append({"said_at": when(w), "text": t})
            elif tag == "Q":
                w, t = rest.split(" | ", 1)
                sc["said_at"] = when(w); sc["query"] = t
            elif tag == "E":
                rel = []
                for s in rest.split(" ;; "):
                    s = s.strip()
                    if s.startswith("f:"):
                        rel.append({"fact_contains": s[2:]})
                    elif "@" in s:
                        c, d = s.split("@"); rel.append({"coordinate": c, "date": day(d)})
                    else:
                        rel.append({"coordinate": s})
                sc["expect"] = {"relevant": rel}
            else:
                raise SystemExit(f"bad line {l!r}")
        out.append(sc); n += 1
    return out

def und(path, n0):
    out = []
    n = n0
    for b in blocks(path):
        lang, sex, bd = b["head"]
        sc = {"id": f"r23-und-{n:03d}", "kind": "understanding", "lang": lang,
              "user": {"sex": sex, "birth_date": bd}, "history": []}
        exp = {"must_cite": [], "must_mention": [], "allergies": [], "forbidden_numbers": [], "constraints": []}
        keys = {"C": "must_cite", "M": "must_mention", "A": "allergies", "F": "forbidden_numbers", "N": "constraints"}
        for l in b["lines"]:
            tag, rest = l[0], l[2:]
            if tag == "T":
                w, t = rest.split(" | ", 1)
                sc["history"].append({"said_at": when(w), "text": t})
            elif tag == "S":
                sc["said_at"] = when(rest)
            elif tag == "Q":
                sc["query"] = rest
            elif tag in keys:
                exp[keys[tag]] = [x.strip() for x in rest.split(" ;; ") if x.strip()]
            else:
                raise SystemExit(f"bad line {l!r}")
        sc["expect"] = exp
        out.append(sc); n += 1
    return out

def main():
    allr = []
    for p in sorted(HERE.glob("ret_*.txt")):
        allr += ret(p, len(allr) + 1)
    allu = []
    for p in sorted(HERE.glob("und_*.txt")):
        allu += und(p, len(allu) + 1)
    for kind, rows in (("retrieval", allr), ("understanding", allu)):
        for lang in ("en", "ko"):
            with open(OUT / f"{kind}_{lang}.jsonl", "w", encoding="utf-8") as fh:
                for sc in rows:
                    if sc["lang"] == lang:
                        fh.write(json.dumps(sc, ensure_ascii=False) + "\n")
    print(len(allr), "retrieval", len(allu), "understanding")

if __name__ == "__main__":
    main()
