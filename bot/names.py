"""Model names: effort tiers, normalised keys and forgiving matching (pure functions)."""

from __future__ import annotations

import difflib
import re
import unicodedata
from functools import lru_cache

# One comma-separated part of an effort/reasoning label, e.g. "max", "Non-reasoning",
# "Adaptive Reasoning", "Max Effort", "high reasoning". Anything else in parentheses
# ("Dec '24", "Preview", "with fallback") is part of the model's name.
_LEVEL = r"(?:minimal|low|medium|high|xhigh|max|none)"
_TIER_PART = re.compile(
    rf"(?:{_LEVEL}(?:\s+(?:effort|reasoning|thinking))?"
    r"|(?:(?:adaptive|extended|hybrid)\s+)?(?:non[-\s]?)?(?:reasoning|thinking))",
    re.IGNORECASE,
)
_TRAILING_PAREN = re.compile(r"^(?P<family>.*?\S)\s*\((?P<label>[^()]*)\)\s*$")


def split_tier(name: str) -> tuple[str, str | None]:
    """'GPT-5.5 (xhigh)' -> ('GPT-5.5', 'xhigh'); names without an effort label come back whole."""
    name = " ".join(name.split())
    match = _TRAILING_PAREN.match(name)
    if match:
        parts = [p.strip() for p in match["label"].split(",")]
        if parts and all(_TIER_PART.fullmatch(p) for p in parts):
            return match["family"], match["label"].strip()
    return name, None


@lru_cache(maxsize=16384)  # names recur on every board a snapshot builds: fold each once per process
def normalise(text: str) -> str:
    """The matching key: width- and case-folded, without spaces, hyphens or underscores."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return re.sub(r"[\s\-_/·•'’`]+", "", text)


class NameIndex:
    """Names to match against, normalised once: `match` is then cheap per question."""

    def __init__(self, names: dict[str, str]) -> None:
        self.normal = {key: normalise(display) for key, display in names.items()}
        self.by_norm: dict[str, list[str]] = {}
        for key, norm in self.normal.items():
            self.by_norm.setdefault(norm, []).append(key)

    def match(self, query: str, limit: int = 3, typos: bool = True) -> list[str]:
        """Keys that `query` most plausibly means, best first; empty when nothing is close.

        Exact (normalised) matches win; then names that contain the query, shortest
        first ("glm5.2" means "GLM-5.2", not "GLM-5.2 Air"); then small typos (difflib),
        keeping only the nearest when it is clearly nearer than the rest.
        """
        q = normalise(query)
        if not q:
            return []
        if q in self.by_norm:
            return self.by_norm[q][:limit]
        if len(q) >= 3:
            containing = sorted((n for n in self.by_norm if q in n), key=len)
            if containing:
                return [k for n in containing for k in self.by_norm[n]][:limit]
        if not typos:
            return []
        matcher = difflib.SequenceMatcher(None, b=q)
        scored = []
        for norm in self.by_norm:
            matcher.set_seq1(norm)
            if matcher.real_quick_ratio() >= 0.8 and matcher.quick_ratio() >= 0.8:
                scored.append((matcher.ratio(), norm))
        close = sorted((s for s in scored if s[0] >= 0.8), reverse=True)[:limit]
        if len(close) > 1 and close[0][0] - close[1][0] >= 0.04:
            close = close[:1]  # one name is clearly the nearest: a typo, not an ambiguity
        return [k for _, n in close for k in self.by_norm[n]][:limit]


def display_width(text: str) -> int:
    """Columns a monospace phone font gives `text` (East Asian wide characters take two)."""
    return sum(_char_width(ch) for ch in text)


def _char_width(ch: str) -> int:
    if unicodedata.combining(ch) or ch in "\u200b\u200d\ufe0f":
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def shorten(text: str, width: int) -> str:
    """Cut `text` to at most `width` columns, marking the cut with an ellipsis."""
    if display_width(text) <= width:
        return text
    out, used = [], 0
    for ch in text:
        w = _char_width(ch)
        if used + w > width - 1:
            break
        out.append(ch)
        used += w
    return "".join(out).rstrip() + "…"


def pad(text: str, width: int, align: str = "<") -> str:
    gap = max(0, width - display_width(text))
    return " " * gap + text if align == ">" else text + " " * gap
