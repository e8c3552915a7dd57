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
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from .config import DATA_DIR

_CJK = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_SCRIPT_EDGE = re.compile(rf"(?<=[{_CJK}])(?=[a-z0-9$¥])|(?<=[a-z0-9$%])(?=[{_CJK}])")
_HAS_CJK = re.compile(f"[{_CJK}]")


@cache
def _t2s():
    import opencc  # OpenCC's own tables: Traditional (and variant) characters to Simplified

    return opencc.OpenCC("t2s")


@lru_cache(maxsize=256)  # one message is folded by several parsers
def fold(text: str, keep_case: bool = False) -> str:
    """The form every parser reads: NFKC, Simplified, casefolded, scripts spaced, one space.
    `keep_case`: the same but in the case typed (to name things back as the user wrote them)."""
    text = unicodedata.normalize("NFKC", text)
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


@dataclass(frozen=True)
class Hit:
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


@dataclass(frozen=True)
class _Entry:
    kind: str
    meaning: str
    word: str
    parts: list[str]
    prefix: bool  # the last part matches any token it begins ("translat*")


class Kind:
    """The words of one kind (metric, region, vendor...), each with its meaning; meanings
    keep the file's order, which is the order of precedence."""

    def __init__(self, name: str, rows: list[tuple[str, list[str]]], scan) -> None:
        self.name = name
        self.meanings: list[str] = list(dict.fromkeys(m for m, _ in rows))
        self.words: dict[str, str] = {}
        for meaning, words in rows:
            for word in words:
                self.words.setdefault(word, meaning)
        self._scan = scan

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
        hits = self.hits(text)
        return any(h.meaning == meaning for h in hits) if meaning else bool(hits)

    def word(self, word: str) -> str | None:
        """The meaning of one whole word (a command's argument), or None."""
        hits = self.hits(word)
        return hits[0].meaning if len(hits) == 1 and hits[0].start == 0 and hits[0].end == len(word) else None

    def remove(self, text: str) -> str:
        """The text without this kind's words (what is left is what the parser didn't read)."""
        chars = list(text)
        for hit in self.hits(text):
            chars[hit.start:hit.end] = " " * (hit.end - hit.start)
        return "".join(chars)


class Vocabulary:
    MEMO = 64  # messages whose scan is kept: one message is read by many parsers

    def __init__(self, rows: list[tuple[str, str, list[str]]]) -> None:
        by_kind: dict[str, list[tuple[str, list[str]]]] = {}
        for kind, meaning, words in rows:
            by_kind.setdefault(kind, []).append((meaning, words))
        self.kinds = {name: Kind(name, kind_rows, self.scan) for name, kind_rows in by_kind.items()}
        # every word filed under its first token, longest first
        self._by_head: dict[str, list[_Entry]] = {}
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
                    entry = _Entry(name, meaning, word, list(form), prefix)
                    if prefix and len(form) == 1:
                        self._prefixes.setdefault(form[0][:3], []).append(entry)
                    else:
                        self._by_head.setdefault(form[0], []).append(entry)
        for entries in self._by_head.values():
            entries.sort(key=lambda e: -len(e.parts))
        self._memo: dict[str, dict[str, list[Hit]]] = {}

    def forget(self) -> None:
        self._memo.clear()
        fold.cache_clear()

    def scan(self, text: str) -> dict[str, list[Hit]]:
        """Every vocabulary word in the (folded) text, by kind; read once per message."""
        found = self._memo.get(text)
        if found is not None:
            return found
        toks = tokens(text)
        words = [t for t, _, _ in toks]
        found = {}
        free: dict[str, int] = {}  # per kind, the first token not yet taken by one of its words
        for i, (tok, start, _end) in enumerate(toks):
            candidates = self._by_head.get(tok, ())
            prefixed = self._prefixes.get(tok[:3])
            if prefixed:
                candidates = [*candidates, *(e for e in prefixed if tok.startswith(e.parts[0]))]
            done: set[str] = set()
            for entry in candidates:
                if entry.kind in done or free.get(entry.kind, 0) > i:
                    continue
                n = len(entry.parts)
                if n > 1 and words[i:i + n] != entry.parts:
                    continue
                done.add(entry.kind)
                free[entry.kind] = i + n
                found.setdefault(entry.kind, []).append(Hit(entry.meaning, start, toks[i + n - 1][2], entry.word))
        if len(self._memo) >= self.MEMO:
            self._memo.clear()
        self._memo[text] = found
        return found

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


def read(path: Path) -> Vocabulary:
    rows = []
    lines = path.read_text(encoding="utf-8").splitlines()
    for line in lines[1:]:
        if not line.strip() or line.startswith("#"):
            continue
        kind, meaning, words = line.split("\t")
        folded = [fold(w) if w.strip() not in ("", "*") else w for w in words.split(",")]
        rows.append((kind.strip(), meaning.strip(), [w for w in folded if w]))
    return Vocabulary(rows)


@cache
def vocabulary(data_dir: Path = DATA_DIR) -> Vocabulary:
    """The bot's vocabulary (data/vocabulary.tsv), read once."""
    return read(data_dir / "vocabulary.tsv")
