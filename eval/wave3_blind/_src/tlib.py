"""Date arithmetic used to label temporal.jsonl (FORMAT.md time conventions, as read by the suite writer).
Standard library only; independent of the project code."""
import datetime as dt

WD = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}


class A:
    def __init__(self, said_at: str):
        self.t = dt.datetime.fromisoformat(said_at)
        self.d = self.t.date()
        self.off = said_at[-6:]

    def _s(self, x):
        return x.isoformat()

    # single days
    def date(self, n=0):
        return {"date": self._s(self.d + dt.timedelta(days=n))}

    def last_wd(self, w):  # strictly before
        k = (self.d.weekday() - WD[w]) % 7 or 7
        return {"date": self._s(self.d - dt.timedelta(days=k))}

    def on_wd(self, w):  # on or before
        k = (self.d.weekday() - WD[w]) % 7
        return {"date": self._s(self.d - dt.timedelta(days=k))}

    def week_wd(self, wk, w):  # weekday in week offset wk (Mon-Sun weeks)
        mon = self.d - dt.timedelta(days=self.d.weekday()) + dt.timedelta(days=7 * wk)
        return {"date": self._s(mon + dt.timedelta(days=WD[w]))}

    def week(self, wk):
        mon = self.d - dt.timedelta(days=self.d.weekday()) + dt.timedelta(days=7 * wk)
        end = self.d if wk == 0 else mon + dt.timedelta(days=6)
        return {"start": self._s(mon), "end": self._s(end)}

    # months / years
    def month(self, k):
        y, m = self.d.year, self.d.month + k
        while m < 1:
            m += 12
            y -= 1
        while m > 12:
            m -= 12
            y += 1
        return {"month": f"{y:04d}-{m:02d}"}

    def in_month(self, m):
        y = self.d.year if m <= self.d.month else self.d.year - 1
        return {"month": f"{y:04d}-{m:02d}"}

    def year(self, k=None, y=None):
        y = y if y is not None else self.d.year + k
        return {"start": f"{y}-01-01", "end": f"{y}-12-31"}

    # written dates
    def md_past(self, m, day):
        y = self.d.year
        while True:
            try:
                c = dt.date(y, m, day)
                if c <= self.d:
                    return c
            except ValueError:
                pass
            y -= 1

    def md_future(self, m, day):
        y = self.d.year
        while True:
            try:
                c = dt.date(y, m, day)
                if c >= self.d:
                    return c
            except ValueError:
                pass
            y += 1

    def written(self, m, day):
        return {"date": self._s(self.md_past(m, day))}

    def due(self, m, day):
        return {"date": self._s(self.md_future(m, day))}

    def bare_day(self, day):
        y, m = self.d.year, self.d.month
        while True:
            try:
                c = dt.date(y, m, day)
                if c <= self.d:
                    return c
            except ValueError:
                pass
            m -= 1
            if m == 0:
                m = 12
                y -= 1

    # ranges and open starts
    def rng(self, a, b):
        return {"start": self._s(a), "end": self._s(b)}

    def past_days(self, n):
        return {"start": self._s(self.d - dt.timedelta(days=n - 1)), "end": self._s(self.d)}

    def since(self, x):
        if isinstance(x, dict):
            x = x.get("date") or x.get("start")
        return {"start": x if isinstance(x, str) else self._s(x)}

    def since_month(self, m):
        mm = self.in_month(m)["month"]
        return {"start": mm + "-01"}

    # sleep: times as (h, m) in 24h; end on said_at's date, start the day before when later than the end
    def sleep(self, sh, sm, eh, em):
        end = dt.datetime.combine(self.d, dt.time(eh, em))
        sday = self.d if (sh, sm) < (eh, em) else self.d - dt.timedelta(days=1)
        start = dt.datetime.combine(sday, dt.time(sh, sm))
        dur = int((end - start).total_seconds() // 60)
        return {"start": self._dt(start), "end": self._dt(end), "duration_min": dur}

    def _dt(self, x):
        return x.strftime("%Y-%m-%dT%H:%M:00") + self.off

    def supply(self, start, days):
        if isinstance(start, dict):
            start = dt.date.fromisoformat(start["date"])
        return {"start": self._s(start), "expected_end": self._s(start + dt.timedelta(days=days - 1))}

    def dur(self, n):
        return {"duration_min": n}

    def day(self, n):
        return self.d + dt.timedelta(days=n)


def ymd(y, m, d):
    return dt.date(y, m, d)
