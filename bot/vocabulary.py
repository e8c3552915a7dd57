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
from functools import cache
from pathlib import Path

from .config import DATA_DIR

_CJK = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_SCRIPT_EDGE = re.compile(rf"(?<=[{_CJK}])(?=[a-z0-9$¥])|(?<=[a-z0-9$%])(?=[{_CJK}])")
_HAS_CJK = re.compile(f"[{_CJK}]")


@cache
def _t2s():
    import opencc  # OpenCC's own tables: Traditional (and variant) characters to Simplified

    return opencc.OpenCC("t2s")


def fold(text: str, keep_case: bool = False) -> str:
    """The form every parser reads: NFKC, Simplified, casefolded, scripts spaced, one space.
    `keep_case`: the same but in the case typed (to name things back as the user wrote them)."""
    text = unicodedata.normalize("NFKC", text)
    if _HAS_CJK.search(text):
        text = _t2s().convert(text)
    low = text.casefold()
    if keep_case and len(low) == len(text):
        text = "".join(c if c.casefold() == low[i] else low[i] for i, c in enumerate(text))
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


def _word_pattern(word: str) -> str:
    prefix = word.endswith("*") and len(word) > 1
    body = word[:-1] if prefix else word
    parts = [re.escape(p) for p in re.split(r"[\s\-]+", body)]
    pattern = r"[\s\-]*".join(parts)
    if re.match(r"[a-z0-9]", body):
        pattern = r"(?<![a-z0-9])" + pattern
    if prefix:
        pattern += r"[a-z]*"
    elif re.search(r"[a-z0-9]$", body):
        pattern += r"(?![a-z0-9])"
    return pattern


class Kind:
    """The words of one kind (metric, region, vendor...), each with its meaning; meanings
    keep the file's order, which is the order of precedence."""

    def __init__(self, name: str, rows: list[tuple[str, list[str]]]) -> None:
        self.name = name
        self.meanings: list[str] = list(dict.fromkeys(m for m, _ in rows))
        self.words: dict[str, str] = {}
        for meaning, words in rows:
            for word in words:
                self.words.setdefault(word, meaning)
        ordered = sorted(self.words, key=lambda w: (-len(w), w))  # the longest word at a place wins
        self._order = ordered
        self._regex = re.compile("|".join(f"({_word_pattern(w)})" for w in ordered)) if ordered else None

    def hits(self, text: str) -> list[Hit]:
        """Every word of this kind in the (folded) text, in the order the text has them."""
        if self._regex is None:
            return []
        out = []
        for match in self._regex.finditer(text):
            word = self._order[match.lastindex - 1]
            out.append(Hit(self.words[word], match.start(), match.end(), word))
        return out

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
        return self._regex.sub(" ", text) if self._regex else text


class Vocabulary:
    def __init__(self, rows: list[tuple[str, str, list[str]]]) -> None:
        by_kind: dict[str, list[tuple[str, list[str]]]] = {}
        for kind, meaning, words in rows:
            by_kind.setdefault(kind, []).append((meaning, words))
        self.kinds = {name: Kind(name, kind_rows) for name, kind_rows in by_kind.items()}

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
