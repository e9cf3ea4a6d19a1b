#!/usr/bin/env python3
"""Writes ../temporal.jsonl. Sentences and expressions are hand-written below; every resolution is
computed here from the scenario's said_at (local date in said_at's offset) by the rules of FORMAT.md
("Time conventions") and the conventions listed in README.md where FORMAT.md is silent.

A row: T(lang, text, expression, spec, cond=..., at=...). spec is a tuple naming the rule:
  ("D", n)                date + n days
  ("LASTWD", wd)          English "last <weekday>": most recent such weekday strictly before the date
  ("ONWD", wd)            "on <weekday>": most recent on or before
  ("NEXTWD", wd)          English "next <weekday>": nearest strictly after (rows are placed so that this
                          is also the weekday of the following Monday-Sunday week)
  ("WKWD", k, wd)         weekday wd of the week k weeks from this one (k=-1 last week, 0 this, 1 next)
  ("WEEK", k)             Monday-Sunday week k weeks from this one (start, end)
  ("THISWEEK",)           Monday of this week to the date
  ("MONTH", k)            month of the calendar month k months from this one
  ("THISMONTH",)          first of this month to the date
  ("YEAR", k)             Jan 1 - Dec 31 of year + k;  ("THISYEAR",) Jan 1 to the date; ("YABS", y)
  ("PDATE", m, d) / ("FDATE", m, d)   year-less date, most recent not after / next on or after
  ("ADATE", y, m, d)      absolute date; ("AMONTH", y, m) absolute month
  ("PDAY", d) / ("FDAY", d)           bare day of month, past / next on or after
  ("PMONTH", m) / ("FMONTH", m)       month alone, most recent not after / next on or after
  ("RANGE", a, b)         start a, end b (each a spec giving a date)
  ("SINCE", a)            start a, open end
  ("PASTN", n)            start date-(n-1), end date
  ("DUR", minutes)
  ("SLEEP", h1, m1, h2, m2)  24-h clock after FORMAT's bare-hour rules; start on the previous day when
                          start > end, else on the date; end on the date
  ("NAP", h1, m1, h2, m2) same-day window on the date
  ("SUP", a, n)           supply: start a (a date spec), expected_end start + n - 1
cond: a function of the local date the random said_at must satisfy (to keep a sentence natural or to
keep an unambiguous reading). at: a fixed said_at.
"""
import json, random, datetime as dt, pathlib

OUT = pathlib.Path(__file__).resolve().parent.parent / "temporal.jsonl"
MON, TUE, WED, THU, FRI, SAT, SUN = range(7)
EN_TZ = ["-08:00", "-07:00", "-05:00", "-04:00", "+00:00", "+01:00", "+10:00", "+05:30", "-06:00"]
ROWS = []


def T(lang, text, expr, spec, cond=None, at=None, hours=None, tz=None):
    assert expr in text, (expr, text)
    ROWS.append(dict(lang=lang, text=text, expr=expr, spec=spec, cond=cond, at=at, hours=hours, tz=tz))


def add_months(d, k):
    y, m = divmod(d.year * 12 + d.month - 1 + k, 12)
    return y, m + 1


def mdate(y, m, day):
    return dt.date(y, m, day)


def dspec(s, d):
    """A spec that yields one date."""
    r = res(s, d)
    assert set(r) == {"date"}, (s, r)
    return dt.date.fromisoformat(r["date"])


def res(s, d, tz="+09:00"):
    k = s[0]
    iso = lambda x: x.isoformat()
    if k == "D":
        return {"date": iso(d + dt.timedelta(days=s[1]))}
    if k == "LASTWD":
        back = (d.weekday() - s[1]) % 7 or 7
        return {"date": iso(d - dt.timedelta(days=back))}
    if k == "ONWD":
        return {"date": iso(d - dt.timedelta(days=(d.weekday() - s[1]) % 7))}
    if k == "NEXTWD":
        fwd = (s[1] - d.weekday()) % 7 or 7
        x = d + dt.timedelta(days=fwd)
        mon_next = d - dt.timedelta(days=d.weekday()) + dt.timedelta(days=7)
        assert mon_next <= x <= mon_next + dt.timedelta(days=6), "ambiguous next <weekday>"
        return {"date": iso(x)}
    if k == "WKWD":
        mon = d - dt.timedelta(days=d.weekday()) + dt.timedelta(days=7 * s[1])
        return {"date": iso(mon + dt.timedelta(days=s[2]))}
    if k == "WEEK":
        mon = d - dt.timedelta(days=d.weekday()) + dt.timedelta(days=7 * s[1])
        return {"start": iso(mon), "end": iso(mon + dt.timedelta(days=6))}
    if k == "WEEKEND":
        mon = d - dt.timedelta(days=d.weekday()) + dt.timedelta(days=7 * s[1])
        return {"start": iso(mon + dt.timedelta(days=5)), "end": iso(mon + dt.timedelta(days=6))}
    if k == "THISWEEK":
        return {"start": iso(d - dt.timedelta(days=d.weekday())), "end": iso(d)}
    if k == "MONTH":
        y, m = add_months(d, s[1])
        return {"month": f"{y:04d}-{m:02d}"}
    if k == "THISMONTH":
        return {"start": iso(d.replace(day=1)), "end": iso(d)}
    if k == "YEAR":
        return {"start": f"{d.year + s[1]}-01-01", "end": f"{d.year + s[1]}-12-31"}
    if k == "THISYEAR":
        return {"start": f"{d.year}-01-01", "end": iso(d)}
    if k == "YABS":
        return {"start": f"{s[1]}-01-01", "end": f"{s[1]}-12-31"}
    if k == "PDATE":
        x = mdate(d.year, s[1], s[2])
        return {"date": iso(x if x <= d else mdate(d.year - 1, s[1], s[2]))}
    if k == "FDATE":
        x = mdate(d.year, s[1], s[2])
        return {"date": iso(x if x >= d else mdate(d.year + 1, s[1], s[2]))}
    if k == "YM":                    # month m of the year + k ("작년 11월")
        return {"month": f"{d.year + s[1]:04d}-{s[2]:02d}"}
    if k == "YD":                    # date m/day of the year + k ("작년 12월 24일")
        return {"date": iso(mdate(d.year + s[1], s[2], s[3]))}
    if k == "NMONTHDAY":             # day of the month k months from this one ("다음 달 15일")
        return {"date": iso(mdate(*add_months(d, s[1]), s[2]))}
    if k == "ADATE":
        return {"date": iso(mdate(*s[1:]))}
    if k == "AMONTH":
        return {"month": f"{s[1]:04d}-{s[2]:02d}"}
    if k == "PDAY":
        x = d.replace(day=s[1]) if s[1] <= d.day else mdate(*add_months(d, -1), s[1])
        return {"date": iso(x)}
    if k == "FDAY":
        x = d.replace(day=s[1]) if s[1] >= d.day else mdate(*add_months(d, 1), s[1])
        return {"date": iso(x)}
    if k == "PMONTH":
        y = d.year if s[1] <= d.month else d.year - 1
        return {"month": f"{y:04d}-{s[1]:02d}"}
    if k == "FMONTH":
        y = d.year if s[1] >= d.month else d.year + 1
        return {"month": f"{y:04d}-{s[1]:02d}"}
    if k == "RANGE":
        a, b = dspec(s[1], d), s[2]
        if b[0] == "SAMEYEAR":       # year-less end: same year as the start, else the next
            e = mdate(a.year, b[1], b[2])
            if e < a:
                e = mdate(a.year + 1, b[1], b[2])
        elif b[0] == "SAMEMONTH":    # bare day end: same month as the start, else the next
            e = a.replace(day=b[1]) if b[1] >= a.day else mdate(*add_months(a, 1), b[1])
        elif b[0] == "PLUS":         # end n days after the start (weekday ranges)
            e = a + dt.timedelta(days=b[1])
        else:
            e = dspec(b, d)
        assert e >= a
        return {"start": iso(a), "end": iso(e)}
    if k == "SINCE":
        sub = res(s[1], d)
        if "date" in sub:
            return {"start": sub["date"]}
        if "month" in sub:
            return {"start": sub["month"] + "-01"}
        return {"start": sub["start"]}
    if k == "PASTN":
        return {"start": iso(d - dt.timedelta(days=s[1] - 1)), "end": iso(d)}
    if k == "DUR":
        return {"duration_min": s[1]}
    if k in ("SLEEP", "NAP"):
        h1, m1, h2, m2 = s[1:]
        sd = d - dt.timedelta(days=1) if (k == "SLEEP" and (h1, m1) > (h2, m2)) else d
        st = dt.datetime(sd.year, sd.month, sd.day, h1, m1)
        en = dt.datetime(d.year, d.month, d.day, h2, m2)
        return {"start": st.isoformat() + tz, "end": en.isoformat() + tz,
                "duration_min": int((en - st).total_seconds() // 60)}
    if k == "SUP":
        a = dspec(s[1], d)
        return {"start": iso(a), "expected_end": iso(a + dt.timedelta(days=s[2] - 1))}
    raise ValueError(s)


def wd(*days):
    return lambda d: d.weekday() in days


def day_gt(n):
    return lambda d: d.day > n


def day_between(a, b):
    return lambda d: a <= d.day <= b


def month_in(*ms):
    return lambda d: d.month in ms


exec(open(pathlib.Path(__file__).with_name("temporal_rows.py"), encoding="utf-8").read())


def main():
    rng = random.Random(7307)
    out = []
    lo, span = dt.date(2025, 1, 6), 690
    for i, r in enumerate(ROWS, 1):
        if r["at"]:
            said = r["at"]
            d = dt.datetime.fromisoformat(said).date()
            tz = said[-6:]
        else:
            for _ in range(10000):
                d = lo + dt.timedelta(days=rng.randrange(span))
                if r["cond"] is not None and not r["cond"](d):
                    continue
                hrs = r["hours"] or [7, 8, 9, 10, 12, 13, 14, 16, 18, 19, 20, 21, 22, 23]
                hh, mm = rng.choice(hrs), rng.randrange(60)
                tz = r["tz"] or ("+09:00" if r["lang"] == "ko" else rng.choice(EN_TZ))
                said = f"{d.isoformat()}T{hh:02d}:{mm:02d}:00{tz}"
                rr = res(r["spec"], d, tz)
                # a sleep window or nap is reported after it ends
                if "duration_min" in rr and "end" in rr and dt.datetime.fromisoformat(rr["end"]) > dt.datetime.fromisoformat(said):
                    continue
                break
            else:
                raise SystemExit("no date for " + r["text"])
        out.append({"id": f"w4b-temporal-{i:03d}", "kind": "temporal", "lang": r["lang"], "said_at": said,
                    "text": r["text"], "expect": {"expression": r["expr"], "resolution": res(r["spec"], d, tz)}})
    OUT.write_text("".join(json.dumps(o, ensure_ascii=False) + "\n" for o in out), encoding="utf-8")
    from collections import Counter
    print(Counter(o["lang"] for o in out), len(out))
    print(Counter("+".join(sorted(o["expect"]["resolution"])) for o in out))


main()
