"""Korean phone-typing slips read as meant, one syllable for one syllable (offsets unchanged).

Hurried chat on a phone keyboard drops the doubled final consonant of the past tense ("먹엇어요", "깜빡햇네",
"118이엇음", "됬어요" for 먹었어요, 깜빡했네, 118이었음, 됐어요) and writes the negation 안 as 않 ("않먹었어",
"않좋아요"). No Korean rule reads the slipped form, so a dose taken or a reading said that way was lost. The
fix is grammar, not a word list: the syllable is rebuilt from its jamo.

- A final ㅅ typed for ㅆ: a syllable that is a past-tense marker but for its final (ㅇ with ㅏ/ㅓ/ㅕ/ㅐ/ㅘ/ㅝ,
  or any initial with ㅐ/ㅕ/ㅘ/ㅙ/ㅝ: 엇, 앗, 엿, 햇, 됫, 왓, 봣, 줫, 셧, 졋), followed by an ending that follows
  the past tense (어, 음, 다, 고, 는, 지, 네, 던, 슴, 습); 엇 and 앗 only inside a word ("엇갈리다"). Stems that
  end in ㅅ keep it: their vowels (웃, 씻, 솟, 짓, 긋) or initials (벗, 낫, 젓) are not in the set. A loanword
  such as 셧다운 is read as 셨다운: rare in health chat, and it names nothing either way.
- 됬 is no Korean syllable: it is always 됐.
- 않 where no ending of 않다 follows and no 지/진/치 (the negation "-지 않-") comes before it is the adverb 안.
- Numbers typed in a hurry: the letter o between digits is a zero ("공복 1o5"), and a space slipped into the
  systolic of a pressure ("혈압 12 8/84") is moved before it (" 128/84": the same length, so every
  offset after it holds). Only a two-digit then a one-digit part before the slash is joined: no reading splits so.

Pure; used by ``analysed_text.analysed_form`` so that every reader sees the same text.
"""

from __future__ import annotations

import re

_BASE = 0xAC00
_JONG_S, _JONG_SS = 19, 20
_CHO_IEUNG = 11
# vowel indexes: ㅏ0 ㅐ1 ㅑ2 ㅒ3 ㅓ4 ㅔ5 ㅕ6 ㅖ7 ㅗ8 ㅘ9 ㅙ10 ㅚ11 ㅛ12 ㅜ13 ㅝ14 ...
_VOWELS_AFTER_IEUNG = frozenset({0, 1, 4, 6, 9, 14})  # 앗 앳 엇 엿 왓 웟
_VOWELS_ANY_INITIAL = frozenset({1, 6, 9, 10, 14})  # 햇 셧 봣 됫 줫

# what follows the past tense ("었어", "었음", "었다", "었고", "었는데", "었지", "었네", "었던", "었슴", "었습니다")
_PAST_SLIP = re.compile(r"([가-힣])(?=어|음|다|고|는|지|네|던|슴|습)")
# 않 as the negation adverb: not after "-지"/"-진"/"-치" (the auxiliary), not before an ending of 않다
_ANH_ADVERB = re.compile(r"(?<![지진치])(?<![지진치]\s)(?<![지진치]도\s)(?<![지진치]는\s)않"
                         r"(?![아았고는은을음게다으네니냐지기도던습나요더잖])(?=\s?[가-힣])")


def _past_marker(syllable: str) -> str | None:
    code = ord(syllable) - _BASE
    if not 0 <= code < 11172 or code % 28 != _JONG_S:
        return None
    cho, jung = divmod(code // 28, 21)
    if jung in _VOWELS_ANY_INITIAL or (cho == _CHO_IEUNG and jung in _VOWELS_AFTER_IEUNG):
        return chr(_BASE + code - _JONG_S + _JONG_SS)
    return None


def _fix_past(m: re.Match[str]) -> str:
    s = m.group(1)
    fixed = _past_marker(s)
    # 엇/앗 are an ending's syllable: one starts no word ("엇갈리다")
    if fixed is None or (s in "엇앗" and (m.start() == 0 or not "\uac00" <= m.string[m.start() - 1] <= "\ud7a3")):
        return s
    return fixed


# the letter o (or O) typed for a zero between digits ("1o5", "1O7")
_O_FOR_ZERO = re.compile(r"(?<=\d)[oO](?=\d)")
# a space slipped into a pressure's systolic ("12 5/82"): two digits, a space, one digit, then the slash
_SPLIT_SYSTOLIC = re.compile(r"(?<![\d./])(\d{2}) (\d)(?=\s*/\s*\d{2,3}(?![\d/]))")


def typing_slips_fixed(text: str) -> str:
    """``text`` with the Korean typing slips above read as meant; every other character where it was."""
    if not any("\uac00" <= ch <= "\ud7a3" for ch in text):
        return text
    text = _O_FOR_ZERO.sub("0", text)
    text = _SPLIT_SYSTOLIC.sub(lambda m: " " + m.group(1) + m.group(2), text)
    text = text.replace("됬", "됐")
    text = _PAST_SLIP.sub(_fix_past, text)
    return _ANH_ADVERB.sub("안", text)
