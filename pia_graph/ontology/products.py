"""Korean drug product names as people (and the MFDS product list) write them, reduced to the brand.

"삼진제약 게보린정 300mg" → "게보린"; "대웅제약 이지엔6애니연질캡슐" → "이지엔6" (after the line extension);
"한국얀센 어린이타이레놀현탁액" → "타이레놀". The reduction is a pure function: strip a company prefix, a
strength, a dosage-form suffix and a product-line suffix, in that order, and give every intermediate form, so
that a caller can look each up (the longest known form wins).
"""

from __future__ import annotations

import re

from pia_graph.ontology.normalize import normalize_alias

# Words that end a company name: "삼진제약", "동화약품", "유한양행", "바이엘코리아", "에이치케이이노엔"
COMPANY_ENDINGS: tuple[str, ...] = (
    "제약주식회사",
    "제약",
    "약품",
    "양행",
    "코리아",
    "사이언스",
    "사이언시스",
    "이노엔",
    "에스티",
    "헬스케어",
    "바이오",
    "화학",
    "녹십자",
    "(주)",
    "주식회사",
)
# Companies whose name has none of those endings (the MFDS list writes them so).
COMPANY_NAMES: frozenset[str] = frozenset(
    {"한독", "종근당", "녹십자", "gc녹십자", "한국얀센", "한국msd", "글락소스미스클라인", "lg화학", "hk이노엔"}
)
# Dosage forms, longest first, as the last part of a product name.
DOSAGE_FORMS: tuple[str, ...] = tuple(
    sorted(
        {
            "필름코팅정", "서방정", "이알서방정", "장용정", "에스장용정", "연질캡슐", "경질캡슐", "캡슐", "정제", "정",
            "현탁액", "내복액", "시럽", "액", "연고", "크림", "겔", "플라스타", "패치", "트로키", "프리필드펜",
            "펜주", "주", "레스피맷", "터부헬러", "에보할러", "과립", "산", "점안액", "스프레이", "oros서방정",
            "8시간이알서방정", "솔로스타주", "리퀴겔연질캡슐", "리퀴겔",
        },
        key=len,
        reverse=True,
    )
)
# Line extensions after the brand: "판피린큐", "펜잘큐", "판콜에이", "이지엔6애니", "아로나민골드".
LINE_SUFFIXES: tuple[str, ...] = tuple(
    sorted(
        {"큐", "에이", "티", "애니", "프로", "플러스", "골드", "에프", "씨에프", "에스", "디", "케어", "10"},
        key=len,
        reverse=True,
    )
)
PREFIXES: tuple[str, ...] = ("어린이", "유아용", "소아용")
# Salt and hydrate endings of a Korean ingredient name, longest first: "트리메부틴말레산염" is trimebutine.
SALT_SUFFIXES: tuple[str, ...] = tuple(
    sorted(
        {
            "염산염", "말레산염", "숙신산염", "석시네이트", "푸마르산염", "브롬화수소산염수화물", "브롬화수소산염",
            "황산염", "인산염", "베실산염", "메실산염", "타르타르산염", "시트르산염", "리시네이트", "아세테이트",
            "나트륨", "칼륨", "칼슘", "마그네슘", "수화물", "무수물", "글루콘산염", "질산염", "아르기닌",
        },
        key=len,
        reverse=True,
    )
)
_PAREN = re.compile(r"\([^()]*(?:\([^()]*\)[^()]*)*\)|\{[^{}]*\}")  # one level of nesting: "(글루타티온(환원형))"
_COMPANY_TAIL = re.compile(
    r"(\(주\)|주식회사|\(유\)|제약|약품공업|약품|양행|생명과학|헬스사이언스|바이오파마|바이오제약|바이오로직스|사이언스|파마)"
)
# An old-style salt word before the ingredient: "염산암브록솔" is ambroxol hydrochloride.
SALT_PREFIXES: tuple[str, ...] = ("염산",)
_STRENGTH = re.compile(
    r"\s*\d+(?:\.\d+)?(?:\s*/\s*\d+(?:\.\d+)?)*\s*(?:밀리그램|밀리그람|마이크로그램|mg|mcg|μg|g|ml|밀리리터|%|iu)?\s*$",
    re.IGNORECASE,
)
_HANGUL = re.compile(r"[\uac00-\ud7a3]")


def _is_company(token: str) -> bool:
    t = token.lower()
    if t in COMPANY_NAMES:
        return True
    return len(t) >= 3 and (t.endswith(COMPANY_ENDINGS) or (t.startswith("한국") and len(t) >= 4))


def strip_company(name: str) -> str:
    parts = name.split()
    while len(parts) > 1 and _is_company(parts[0]):
        parts = parts[1:]
    return " ".join(parts)


def strip_strength(name: str) -> str:
    out = _STRENGTH.sub("", name)
    return out if out else name


def _strip_one(name: str, endings: tuple[str, ...]) -> str | None:
    low = name.lower()
    for end in endings:
        if low.endswith(end) and len(name) - len(end) >= 2:
            return name[: len(name) - len(end)].rstrip()
    return None


def strip_salt(name: str) -> str:
    """ "트리메부틴말레산염" -> "트리메부틴", "염산암브록솔" -> "암브록솔"; a name that is only a salt word stays."""
    out = _strip_one(name, SALT_SUFFIXES)
    name = out if out is not None else name
    for prefix in SALT_PREFIXES:
        if name.startswith(prefix) and len(name) - len(prefix) >= 3:
            return name[len(prefix) :]
    return name


def company_stem(company: str) -> str:
    """The short name a company puts before its products: "신일제약(주)" -> "신일", "(주)유한양행" -> "유한"."""
    return _COMPANY_TAIL.sub("", company).strip()


def ingredients_named(name: str) -> list[str]:
    """The Hangul ingredient names a product name carries in parentheses ("부루펜정(이부프로펜)" -> 이부프로펜),
    export names ("수출명 …") and notes left out."""
    out = []
    for m in _PAREN.finditer(name):
        inner = m.group(0)[1:-1].strip()
        if not inner or any(w in inner for w in ("수출", "군납", ":", "：")) or not _HANGUL.search(inner):
            continue
        inner = _PAREN.sub("", inner).strip()
        if inner and re.fullmatch(r"[\uac00-\ud7a3\-]+", inner) and len(inner) >= 2:
            out.append(inner)
    return out


def product_forms(name: str, company: str = "") -> list[str]:
    """The forms of a product name, from the full (normalized) name down to the bare brand; no repeats.

    Only a name with Hangul is reduced; any other name gives just its normalized form. Parenthetical notes are
    dropped; a leading company stem ("신일비사코딜정" of 신일제약) is stripped; the brand is followed by its salt-
    stripped form and by the ingredients the name carries in parentheses.
    """
    text = " ".join(name.split())
    forms: list[str] = [text]
    if not _HANGUL.search(text):
        return [normalize_alias(text)]
    named = ingredients_named(text)
    text = " ".join(_PAREN.sub(" ", text).split()) or text
    forms.append(text)
    stem = company_stem(company) if company else ""
    for stem_form in (stem, stem.removeprefix("한국")):  # "(주)한국파비스제약" writes "파비스…"
        if len(stem_form) >= 2 and text.startswith(stem_form) and len(text) > len(stem_form) + 1:
            text = text[len(stem_form) :].strip()
            forms.append(text)
            break
    current = strip_company(text)
    forms.append(current)
    for _ in range(4):  # strength and form may alternate: "콘서타OROS서방정18밀리그램"
        nxt = strip_strength(current)
        stripped = _strip_one(nxt, DOSAGE_FORMS)
        nxt = stripped if stripped is not None else nxt
        if nxt == current:
            break
        current = nxt
        forms.append(current)
    compact = current.replace(" ", "")
    for prefix in PREFIXES:
        if compact.startswith(prefix) and len(compact) > len(prefix) + 1:
            compact = compact[len(prefix) :]
            forms.append(compact)
    forms.append(strip_salt(compact))
    for _ in range(2):
        stripped = _strip_one(compact, LINE_SUFFIXES)
        if stripped is None:
            break
        compact = stripped
        forms.append(compact)
    for ingredient in named:
        forms += [ingredient, strip_salt(ingredient)]
    out: list[str] = []
    for f in forms:
        n = normalize_alias(f)
        if n and n not in out:
            out.append(n)
    return out
