"""Every word the bot understands, read from data/vocabulary.tsv, and the one way a message
is folded before any parser reads it (pure; loaded once per process).

Folding makes the ways people type the same thing equal: full-width digits, letters and
signs become plain ones (NFKC: `０．５` is 0.5, `ＧＬＭ` is glm), Traditional characters
become Simplified (OpenCC's t2s tables), case is folded, and a Latin word written straight
against Chinese characters stands apart from them (`deepseek和qwen` reads as `deepseek 和
qwen`), so Latin words can be matched as whole words everywhere.
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from functools import cache, lru_cache
from pathlib import Path
from typing import NamedTuple

from .config import DATA_DIR

_CJK = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_SCRIPT_EDGE = re.compile(rf"(?<=[{_CJK}])(?=[a-z0-9$¥])|(?<=[a-z0-9$%])(?=[{_CJK}])")
_HAS_CJK = re.compile(f"[{_CJK}]")
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")


@cache
def _t2s():
    import opencc  # OpenCC's own tables: Traditional (and variant) characters to Simplified

    return opencc.OpenCC("t2s")


@lru_cache(maxsize=256)  # one message is folded by several parsers
def fold(text: str, keep_case: bool = False) -> str:
    """The form every parser reads: NFKC, Simplified, casefolded, scripts spaced, one space.
    `keep_case`: the same but in the case typed (to name things back as the user wrote them)."""
    text = unicodedata.normalize("NFKC", text)
    if "," in text:
        text = _THOUSANDS.sub("", text)  # "2,000-token": 2000
    if _HAS_CJK.search(text):
        text = _t2s().convert(text)
    low = text.casefold()
    if keep_case and len(low) == len(text):  # the same places: cut the typed text where `low` is cut
        cuts = [m.start() for m in _SCRIPT_EDGE.finditer(low)]
        for at in reversed(cuts):
            text = text[:at] + " " + text[at:]
        return " ".join(text.split())
    return " ".join(_SCRIPT_EDGE.sub(" ", low).split())


def has_cjk(text: str) -> bool:
    return bool(_HAS_CJK.search(text))


class Hit(NamedTuple):  # a tuple: a long message makes hundreds
    meaning: str
    start: int
    end: int
    word: str  # the vocabulary word that matched


# A message is read as tokens: numbers ("0.5"), Latin words ("what's"), single Chinese
# characters, and single signs ("$", "/", "?"); spaces and hyphens only separate. Vocabulary
# words are tokenised the same way, so a word matches a run of whole tokens: "t/s" in
# "100t/s", "top" in "top5", "国产" anywhere, never "cn" inside "cnn".
_TOKEN = re.compile(rf"\d+(?:\.\d+)?|[a-z]+(?:'[a-z]+)*|[{_CJK}]|[^\s\w\-]|_")


def tokens(text: str) -> list[tuple[str, int, int]]:
    return [(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(text)]


def _starts(text: str, words: list[str]) -> list[int]:
    """Where each of the text's tokens (`_TOKEN.findall`) begins. What lies between two tokens
    (spaces, hyphens, letters of other scripts) can't begin a token, so each one is the first
    place its own text is found after the last: a fraction of the cost of match objects."""
    out, at, find = [], 0, text.find
    for word in words:
        at = find(word, at)
        out.append(at)
        at += len(word)
    return out


class _Entry(NamedTuple):
    kind: str
    meaning: str
    word: str
    size: int  # how many tokens it takes
    rest: list[str]  # its tokens after the first two (the first two find it)
    parts: list[str]
    prefix: bool  # the last part matches any token it begins ("translat*")


class Kind:
    """The words of one kind (metric, region, vendor...), each with its meaning; meanings
    keep the file's order, which is the order of precedence."""

    def __init__(self, name: str, rows: list[tuple[str, list[str]]], scan, meanings) -> None:
        self.name = name
        self.meanings: list[str] = list(dict.fromkeys(m for m, _ in rows))
        self.words: dict[str, str] = {}
        for meaning, words in rows:
            for word in words:
                self.words.setdefault(word, meaning)
        self._scan = scan
        self._meanings = meanings
        self._longest = max((len(w) for w in self.words), default=0) + 8  # (+ room for spaces folded in)

    def hits(self, text: str) -> list[Hit]:
        """Every word of this kind in the (folded) text, in the order the text has them; at
        each place the longest word wins."""
        return self._scan(text).get(self.name, [])

    def first(self, text: str) -> str | None:
        """The meaning named in the text that comes first in the file (its precedence)."""
        found = {h.meaning for h in self.hits(text)}
        return next((m for m in self.meanings if m in found), None)

    def earliest(self, text: str) -> str | None:
        """The meaning named first in the text."""
        hits = self.hits(text)
        return hits[0].meaning if hits else None

    def named(self, text: str) -> list[str]:
        """Every meaning named, in the order the text names them, once each."""
        return list(dict.fromkeys(h.meaning for h in self.hits(text)))

    def has(self, text: str, meaning: str | None = None) -> bool:
        if meaning is None:
            return bool(self.hits(text))
        return meaning in self._meanings(text).get(self.name, ())

    def word(self, word: str) -> str | None:
        """The meaning of one whole word (a command's argument), or None."""
        if len(word) > self._longest:  # (no need to read a long text to know it is no one word)
            return None
        hits = self.hits(word)
        return hits[0].meaning if len(hits) == 1 and hits[0].start == 0 and hits[0].end == len(word) else None

    def remove(self, text: str) -> str:
        """The text without this kind's words (what is left is what the parser didn't read)."""
        chars = list(text)
        for hit in self.hits(text):
            chars[hit.start:hit.end] = " " * (hit.end - hit.start)
        return "".join(chars)


class Vocabulary:
    MEMO = 64  # texts whose scan is kept: one message (and its parts) is read by many parsers

    def __init__(self, rows: list[tuple[str, str, list[str]]]) -> None:
        by_kind: dict[str, list[tuple[str, list[str]]]] = {}
        for kind, meaning, words in rows:
            by_kind.setdefault(kind, []).append((meaning, words))
        self.kinds = {name: Kind(name, kind_rows, self.scan, self.meanings) for name, kind_rows in by_kind.items()}
        vars(self).update(self.kinds)  # `voc.metric`: a plain attribute (a parser asks for kinds a hundred times a message)
        # Every word filed under its first token (one-token words), its first two (two-token
        # words) or its first three (longer words, longest first), so a token looks only at
        # the words that can start there: "哪" begins fifty words, "哪个" a handful.
        self._single: dict[str, list[_Entry]] = {}
        self._pairs: dict[tuple[str, str], list[_Entry]] = {}
        self._triples: dict[tuple[str, str, str], list[_Entry]] = {}
        self._prefixes: dict[str, list[_Entry]] = {}  # by their first three letters
        for name, kind in self.kinds.items():
            for word, meaning in kind.words.items():
                prefix = word.endswith("*") and len(word) > 1
                parts = tuple(t for t, _, _ in tokens(word[:-1] if prefix else word))
                if not parts:
                    continue
                forms = {parts}
                if len(parts) > 1 and all(p.isalpha() and p.isascii() for p in parts):
                    forms.add(("".join(parts),))  # "real time" is also "realtime"
                for form in forms:
                    entry = _Entry(name, meaning, word, len(form), list(form[3:]), list(form), prefix)
                    if prefix and len(form) == 1:
                        self._prefixes.setdefault(form[0][:3], []).append(entry)
                    elif len(form) == 1:
                        self._single.setdefault(form[0], []).append(entry)
                    elif len(form) == 2:
                        self._pairs.setdefault((form[0], form[1]), []).append(entry)
                    else:
                        self._triples.setdefault((form[0], form[1], form[2]), []).append(entry)
        for entries in self._triples.values():
            entries.sort(key=lambda e: -len(e.parts))
        self._heads = set(self._single) | {first for first, _ in self._pairs} | {first for first, _, _ in self._triples}
        self._cands: dict[tuple[str, str, str], tuple[tuple, ...]] = {}
        self._memo: dict[str, dict[str, list[Hit]]] = {}
        self._named: dict[str, dict[str, set[str]]] = {}
        self._last: tuple[str, dict[str, list[Hit]]] = ("", {})  # the text read last, asked about again and again
        self._last_named: tuple[str, dict[str, set[str]]] = ("", {})

    def forget(self) -> None:
        self._memo.clear()
        self._named.clear()
        self._last, self._last_named = ("", {}), ("", {})
        fold.cache_clear()

    def _starting(self, tok: str, after: str, then: str) -> tuple[tuple, ...]:
        """The words that can start at a token followed by `after` and `then`, longest first
        (kept: messages reuse the same few hundred tokens)."""
        key = (tok, after, then)
        entries = self._cands.get(key)
        if entries is None:
            entries = tuple(e[:5] for e in (*self._triples.get(key, ()), *self._pairs.get((tok, after), ()),
                                            *self._single.get(tok, ()),
                                            *(e for e in self._prefixes.get(tok[:3], ()) if tok.startswith(e.parts[0]))))
            if len(self._cands) > 50_000:
                self._cands.clear()
            self._cands[key] = entries
        return entries

    def scan(self, text: str) -> dict[str, list[Hit]]:
        """Every vocabulary word in the (folded) text, by kind; read once per message. Per
        kind, the longest word at each place wins and words of one kind don't overlap."""
        last, found = self._last
        if text is last:
            return found
        found = self._memo.get(text)
        if found is None:
            found = self._keep(text, self._scan(text))
        self._last = (text, found)
        return found

    def _scan(self, text: str) -> dict[str, list[Hit]]:
        words = _TOKEN.findall(text)
        found: dict[str, list[Hit]] = defaultdict(list)
        if not words:
            return found
        starts = _starts(text, words)
        free: dict[str, int] = {}  # per kind, the first token not yet taken by one of its words
        cands, starting, heads, prefixes = self._cands, self._starting, self._heads, self._prefixes
        new_hit, after = tuple.__new__, [*words[1:], "", ""]
        for i, key in [(i, key) for i, key in enumerate(zip(words, after, after[1:]))
                       if key[0] in heads or key[0][:3] in prefixes]:  # (most tokens start no word)
            entries = cands.get(key)
            if entries is None:
                entries = starting(*key)
            for kind, meaning, word, n, rest in entries:
                if free.get(kind, 0) > i:
                    continue  # a longer word of this kind took this token (or this word did)
                if rest and words[i + 3:i + n] != rest:
                    continue
                free[kind] = i + n
                found[kind].append(new_hit(Hit, (meaning, starts[i], starts[i + n - 1] + len(words[i + n - 1]), word)))
        return found

    def _keep(self, text: str, found: dict[str, list[Hit]]) -> dict[str, list[Hit]]:
        if len(self._memo) >= self.MEMO:
            del self._memo[next(iter(self._memo))]  # the one first read
        found = self._memo[text] = dict(found)
        return found

    def meanings(self, text: str) -> dict[str, set[str]]:
        """The meanings each kind has in the (folded) text: `has` asks this many times a message."""
        last, named = self._last_named
        if text is last:
            return named
        named = self._named.get(text)
        if named is None:
            if len(self._named) >= self.MEMO:
                self._named.clear()
            named = self._named[text] = {kind: {h.meaning for h in hits} for kind, hits in self.scan(text).items()}
        self._last_named = (text, named)
        return named

    def leftover(self, low: str, kinds: dict[str, set[str] | None]) -> list[str]:
        """The words of the (folded) text that none of these kinds account for (a kind maps
        to the meanings taken, None for all): what a strict command names back."""
        spans = [(h.start, h.end) for name, meanings in kinds.items() for h in self.kinds[name].hits(low)
                 if meanings is None or h.meaning in meanings]
        chars = list(low)
        for start, end in spans:
            chars[start:end] = " " * (end - start)
        return [w for w in re.split(r"[\s,，、]+", "".join(chars)) if w]

    def __getattr__(self, name: str) -> Kind:
        try:
            return self.kinds[name]
        except KeyError:
            raise AttributeError(name) from None

    def __getitem__(self, name: str) -> Kind:
        return self.kinds[name]


# How English words are texted in a chat ("where do u get ur numbers", "wat can u do"): a phrase
# of several words is also known with any of its words written so. (Words alone are not: "u" or
# "r" by itself is too often something else, "r1".)
_TEXTED = {"you": "u", "your": "ur", "you're": "ur", "are": "r", "what": "wat", "please": "pls", "thanks": "thx",
           "okay": "ok", "because": "cuz", "about": "abt", "with": "w/"}


def texted(word: str) -> list[str]:
    """The texted spellings of a phrase of two or more Latin words, the phrase itself left out."""
    parts = word.split(" ")
    if len(parts) < 2 or not any(p in _TEXTED for p in parts):
        return []
    forms = [""]
    for part in parts:
        forms = [f"{f} {o}".strip() for f in forms for o in ((part, _TEXTED[part]) if part in _TEXTED else (part,))]
    return [f for f in forms if f != word]


def read(path: Path) -> Vocabulary:
    rows = []
    lines = path.read_text(encoding="utf-8").splitlines()
    for line in lines[1:]:
        if not line.strip() or line.startswith("#"):
            continue
        kind, meaning, words = line.split("\t")
        folded = [fold(w) if w.strip() not in ("", "*") else w for w in words.split(",")]
        if kind.strip() == "vendor":  # "nvidia's fastest": a maker's name with an English possessive is still its name
            # ... and typed without the apostrophe ("metas model", "nvidias fastest")
            folded += [f"{w}{end}" for w in folded if re.fullmatch(r"[a-z]+", w or "")
                       for end in ("'s", *(("s",) if len(w) >= 4 and not w.endswith("s") else ()))]
        folded += [v for w in folded for v in texted(w) if v not in folded]
        rows.append((kind.strip(), meaning.strip(), [w for w in folded if w]))
    return Vocabulary(rows)


@cache
def vocabulary(data_dir: Path = DATA_DIR) -> Vocabulary:
    """The bot's vocabulary (data/vocabulary.tsv), read once."""
    return read(data_dir / "vocabulary.tsv")
