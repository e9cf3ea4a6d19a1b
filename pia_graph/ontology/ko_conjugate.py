"""One Korean predicate alias covers its conjugations: "어지러웠어" also names 어지럽고, 어지러워서, 어지러움, 어지럽다;
"핑 돌아" also 핑 돌았어요, 핑 돌고; "피곤함" also 피곤해, 피곤했는데, 피곤하다.

The dictionary holds a predicate alias in one said form (the -어 form, a past, a -다 / -요 / -습니다 form, a noun made
with -ㅁ / -음 / -기). :func:`predicate_stem` reads that form back to the predicate's two stems (the stem the
consonant endings go on, 어지럽-, and its -어 form, 어지러워), and :func:`conjugated_forms` builds the forms a user
types from them: the -어 form (and -어서, -어도), the past (-었어, -었다, -었고, -었는데, -었음, …), the endings on
the stem (-고, -지, -다, -게, -네, -는, -던, -더니), the nouns -ㅁ / -음 and the -ㄴ modifier; never -기 nor -면
(what is before, wanted or supposed is no event). The alias gate indexes them as variant keys of the alias
(``alias_gate.AliasIndex``): the matching and its per-turn cost stay one automaton pass, what follows a form inside
its word is read by :func:`form_closed` (요, 서, 도, never a noun's particle), and a negation around it by the
negation rules, as for the alias said.

Pure string arithmetic on Hangul syllables (initial, vowel, final); no analyser at run time (kiwipiepy stays an
option of ``ko_morph``). A form of a noun misread as a predicate is mostly no word anyone types (기침 -> 기쳐);
the guards against the rest are in :func:`conjugations` (a single word needs a stem of two syllables, a term named
by a noun needs a form only a predicate has, a noun's bare -어 form and the honorific 시 are left out) and in the
gate (a form two terms share names neither).
"""

from __future__ import annotations

from dataclasses import dataclass

_BASE, _END = 0xAC00, 0xAC00 + 11172
# vowels (medial index)
_A, _AE, _YA, _EO, _E, _YEO, _O, _WA, _WAE, _OE, _U, _WO, _EU, _I = 0, 1, 2, 4, 5, 6, 8, 9, 10, 11, 13, 14, 18, 20
_BRIGHT = frozenset({_A, _O})  # a stem in ㅏ / ㅗ takes -아, any other -어
# a stem's last vowel and the vowel it contracts to before -어 (오 와, 피우 피워, 되 돼, 뒤척이 뒤척여), and back
_CONTRACTED = {_O: _WA, _U: _WO, _OE: _WAE, _I: _YEO}
_UNCONTRACTED = {a: stem for stem, a in _CONTRACTED.items()}
# finals (final index)
_NONE, _L, _LM, _M, _B, _SS, _D = 0, 8, 10, 16, 17, 20, 7
_NIEUN = 4
# initials (initial index)
_IEUNG, _RIEUL_INITIAL = 11, 5
# the initials of the stems that drop ㅡ before -어 (아프 아파, 바쁘 바빠, 크 커, 쓰 써, 뜨 떠, 트 터, 끄 꺼); a stem
# that ends in ㅏ / ㅓ itself (차, 나, 자, 가, 서, 만나) starts its last syllable otherwise
_EU_DROP_INITIALS = frozenset({1, 4, 8, 10, 15, 16, 17})  # ㄲ ㄸ ㅃ ㅆ ㅋ ㅌ ㅍ

# Endings a user types on the consonant stem (어지럽|고) and on the past (어지러웠|어); the gate's particle rule
# reads what may follow them (요, 는데, 서).
# -기 and -면 are left out: "저녁 먹기 전", "피곤하기 싫어", "배 아프면 먹는 약" tell no event
_STEM_ENDINGS = ("고", "지", "다", "게", "던", "더니", "거나", "길래", "네", "는", "는데")
_STEM_ENDINGS_AFTER_L = ("고", "지", "다", "게", "던", "더니", "거나", "길래")  # ㄹ drops before ㄴ: 도네
_A_ENDINGS = ("", "서", "도", "야")  # -요 is read after the key (form_closed), not part of the term
# What may follow a conjugated form inside its word: the polite -요, -서 / -도 / -만 / -는 / -데 after an ending
# (어지럽고요, 돌았는데도), the chat's -여 / -용; never a noun's particle, so 핑 돌고|래 is no form of 핑 돌아
_AFTER_FORM = ("요", "서", "도", "만", "는", "데", "야", "여", "용")
_MIN_SINGLE_FORM = 3  # syllables of a form of a single-word alias (밤새, 지침, 아파 are left to their own aliases)
_PAST_ENDINGS = ("어", "다", "고", "는데", "음", "네", "지", "던", "더니", "거든", "길래", "으니")


def form_closed(rest: str, parts: int = 0) -> bool:
    """``rest`` (what follows a conjugated form inside its word) closes it: nothing, jamo emoticons (ㅠㅠ), or up
    to two of ``_AFTER_FORM``."""
    if not rest or all(0x3131 <= ord(ch) <= 0x318E for ch in rest):
        return True
    return parts < 2 and any(rest.startswith(x) and form_closed(rest[len(x):], parts + 1) for x in _AFTER_FORM)


def syllable_parts(ch: str) -> tuple[int, int, int] | None:
    """A Hangul syllable's (initial, vowel, final) indices (final 0: none); None for any other character."""
    code = ord(ch) - _BASE
    if not 0 <= code < 11172:
        return None
    return code // 588, (code // 28) % 21, code % 28


def _syl(initial: int, vowel: int, final: int = _NONE) -> str:
    return chr(_BASE + (initial * 21 + vowel) * 28 + final)


def _with_final(ch: str, final: int) -> str:
    p = syllable_parts(ch)
    assert p is not None
    return _syl(p[0], p[1], final)


def _hangul(word: str) -> bool:
    return bool(word) and all(_BASE <= ord(ch) < _END for ch in word)


@dataclass(frozen=True, slots=True)
class Stems:
    """A predicate's consonant stem (``stem``: 어지럽, 피곤하, 돌) and its -어 form (``a_form``: 어지러워, 피곤해,
    돌아); either may be unknown ('' when a form cannot be built by rule, as 걷- → 걸어)."""

    stem: str
    a_form: str


def _a_from_stem(stem: str) -> str:
    """피곤하 -> 피곤해, 뒤척이 -> 뒤척여, 아프 -> 아파, 오 -> 와, 없 -> 없어, 돌 -> 돌아, 어지럽 -> 어지러워."""
    p = syllable_parts(stem[-1])
    if p is None:
        return ""
    ini, vow, fin = p
    head = stem[:-1]
    if fin == _NONE:
        if stem[-1] == "하":
            return head + "해"
        if vow in (_A, _AE, _EO, _E, _YEO):
            return stem
        if vow in _CONTRACTED:
            return head + _syl(ini, _CONTRACTED[vow])
        if vow == _EU:
            prev = syllable_parts(head[-1]) if head else None
            return head + _syl(ini, _A if prev is not None and prev[1] in _BRIGHT else _EO)
        return ""
    if fin == _D:
        return ""  # 걷- (걸어) or 받- (받아): irregular or not, no rule tells
    if fin == _B and len(stem) >= 2:  # a descriptive ㅂ stem of two syllables is irregular: 어지럽 -> 어지러워
        return head + _syl(ini, vow) + "워"
    return stem + ("아" if vow in _BRIGHT else "어")


def _stem_from_a(a_form: str) -> str:
    """The inverse of :func:`_a_from_stem` where the -어 form tells it: 피곤해 -> 피곤하, 어지러워 -> 어지럽,
    뒤척여 -> 뒤척이, 와 -> 오, 없어 -> 없, 아파 -> 아프, 빨라 -> 빠르; '' where it does not."""
    p = syllable_parts(a_form[-1])
    if p is None or p[2] != _NONE:
        return ""
    ini, vow, _ = p
    head = a_form[:-1]
    prev = syllable_parts(head[-1]) if head else None
    if a_form[-1] == "해":
        return head + "하"
    if ini == _IEUNG and vow in (_A, _EO):  # 없어, 돌아: the ending on a closed stem
        return head if prev is not None and prev[2] != _NONE else ""
    if vow == _WO and ini == _IEUNG and prev is not None and prev[2] == _NONE and len(head) >= 2:
        return head[:-1] + _with_final(head[-1], _B)  # 어지러워 -> 어지럽, 따가워 -> 따갑
    if vow in _UNCONTRACTED:  # 피워 -> 피우, 와 -> 오, 돼 -> 되, 뒤척여 -> 뒤척이
        return head + _syl(ini, _UNCONTRACTED[vow])
    if vow in (_AE, _E):
        return a_form
    if vow in (_A, _EO):
        if prev is not None and ini == _RIEUL_INITIAL and prev[2] == _L:  # 빨라 -> 빠르
            return head[:-1] + _syl(prev[0], prev[1]) + "르"
        if ini in _EU_DROP_INITIALS:  # 아파 -> 아프, 슬퍼 -> 슬프, 써 -> 쓰
            return head + _syl(ini, _EU)
        return a_form  # 차, 나, 자, 만나: the stem ends in the vowel
    return ""


def _from_past(past: str) -> Stems | None:
    """A past stem ending in ㅆ (어지러웠, 했, 빠졌, 잤): its -어 form is the syllable without ㅆ."""
    p = syllable_parts(past[-1])
    if p is None or p[2] != _SS:
        return None
    a_form = past[:-1] + _syl(p[0], p[1])
    return Stems(_stem_from_a(a_form), a_form)


def predicate_stem(word: str) -> Stems | None:
    """The stems of a predicate said as ``word`` (an alias's last word), or None when it is not read as one."""
    if len(word) < 1 or not _hangul(word):
        return None
    if word.endswith("습니다") and len(word) > 3:
        base = word[:-3]
        return _from_past(base) or Stems(base, _a_from_stem(base))
    if word.endswith("요") and len(word) > 1:
        return predicate_stem(word[:-1]) if not word.endswith(("세요", "예요")) else None
    last = syllable_parts(word[-1])
    assert last is not None
    head = word[:-1]
    if word[-1] == "다" and head:
        return _from_past(head) or Stems(head, _a_from_stem(head))
    if word[-1] in ("어", "아") and head and (past := _from_past(head)) is not None:
        return past  # 어지러웠어, 빠졌어
    if word[-1] == "함":
        return Stems(head + "하", head + "해")
    if word[-1] == "움" and len(head) >= 2:  # 어지러움, 가려움: an ㅂ stem
        stem = head[:-1] + _with_final(head[-1], _B)
        return Stems(stem, head + "워")
    if word[-1] == "음" and head:
        prev = syllable_parts(head[-1])
        if prev is not None and prev[2] not in (_NONE, _SS):  # 높음, 없음, 굳음
            return Stems(head, _a_from_stem(head))
        return None
    if last[2] == _M and len(word) >= 2:  # 아픔, 뒤척임, 떼어냄: -ㅁ on an open stem
        stem = head + _syl(last[0], last[1])
        return Stems(stem, _a_from_stem(stem)) if not stem.endswith("시") else None  # 오심 is no form of 오시-
    if last[2] == _LM:  # 힘듦
        stem = head + _syl(last[0], last[1], _L)
        return Stems(stem, _a_from_stem(stem))
    if word[-1] == "기" and head:
        return Stems(head, _a_from_stem(head))
    stem = _stem_from_a(word)
    return Stems(stem, word) if stem else None


def conjugated_forms(stems: Stems) -> list[str]:
    """The forms a user types of the predicate: on its -어 form, its past, its stem, its nouns and modifier."""
    out: list[str] = []
    a_form, stem = stems.a_form, stems.stem
    if a_form:
        out += [a_form + e for e in _A_ENDINGS]
        p = syllable_parts(a_form[-1])
        if p is not None and p[2] == _NONE:
            past = a_form[:-1] + _syl(p[0], p[1], _SS)
            out += [past + e for e in _PAST_ENDINGS]
    if stem:
        p = syllable_parts(stem[-1])
        assert p is not None
        ini, vow, fin = p
        out += [stem + e for e in (_STEM_ENDINGS_AFTER_L if fin == _L else _STEM_ENDINGS)]
        if fin == _NONE:  # 아픔, 아픈, 피곤함, 피곤한
            out += [stem[:-1] + _syl(ini, vow, _M), stem[:-1] + _syl(ini, vow, _NIEUN)]
        elif fin == _L:  # 힘듦, 힘든
            out += [stem[:-1] + _syl(ini, vow, _LM), stem[:-1] + _syl(ini, vow, _NIEUN)]
        elif fin == _B and len(stem) >= 2 and a_form.endswith("워"):  # 어지러움, 어지러운
            out += [a_form[:-1] + "움", a_form[:-1] + "운"]
        else:  # 없음, 높은
            out += [stem + "음", stem + "은"]
    return list(dict.fromkeys(f for f in out if f))


def said_as_predicate(word: str) -> bool:
    """``word`` can only be a predicate's form: a -다 / -요 / -습니다 ending, a past (-었어, -었음), a -하다 form of
    three syllables or more (피곤해, 피곤함) or an ㅂ stem's -워 / -움. A noun may end like the other forms (위염,
    간암 like 아픔; 감기 like 뛰기; 요가, 남자 like 아파), so those are read as a predicate only where the term is
    one a user says with a predicate (a symptom, a mood, an activity, a night's sleep)."""
    if not _hangul(word):
        return False
    if word.endswith(("다", "요")) and len(word) >= 2:
        return True
    p = syllable_parts(word[-2]) if len(word) >= 2 else None
    if word[-1] in ("어", "아") and p is not None and p[2] == _SS:
        return True
    if word[-1] == "음" and p is not None and p[2] != _NONE:  # 빠졌음, 높음, 닳음
        return True
    return (word[-1] in ("해", "함") and len(word) >= 3) or (word[-1] in ("워", "움") and len(word) >= 3)


def conjugations(norm: str, clear_only: bool = False) -> list[str]:
    """The conjugated keys of a Korean alias whose last word is a predicate ("핑 돌아" -> "핑 돌았어", "핑 돌고",
    …; "어지러웠어" -> "어지럽고", …), the alias itself left out. A single-word alias needs a stem of two
    syllables or more ("뛰기" is left to its own forms); with ``clear_only`` the last word must be a form that only
    a predicate has (:func:`said_as_predicate`: "혈압이 높음", never "무릎 관절염"); an alias of several words keeps
    its other words as said."""
    head, _, last = norm.rpartition(" ")
    stems = predicate_stem(last)
    if stems is None:
        return []
    if clear_only and not said_as_predicate(last):
        return []
    if not head and len(stems.stem or stems.a_form) < 2:
        return []
    prefix = f"{head} " if head else ""
    forms = conjugated_forms(stems)
    if not head:  # a word of two syllables made from one alias is often another word: 지치- → 지침 (a guideline)
        forms = [f for f in forms if len(f) >= _MIN_SINGLE_FORM]
    return [prefix + f for f in forms if prefix + f != norm]
