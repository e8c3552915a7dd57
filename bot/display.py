"""What a table cell shows, for every renderer: the `<pre>` text tables (render.table) and
native rich tables alike. Pure functions over boards; no layout here.

- A model's name is shown whole. Its effort tier is secondary: left out when the family has
  one tier on the board, and given a short form a narrow table uses before anything else.
  A version number is never cut ("Gemini 3.5 Flash-Lite", not "Gemini 3… Flash-Lite").
- A figure keeps the decimals that tell it apart: where rounding would show two different
  values in one column as equal (237.8 and 237.7 t/s both as 238), those show the source's
  decimal.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .boards import Board, Model, Value
from .render import num


class Label(str):
    """A model's name for a table row (the string itself), with `short`: the same name with
    its tier label shortened, for a table too narrow for the whole label."""

    short: str

    def __new__(cls, text: str, short: str | None = None) -> Label:
        label = super().__new__(cls, text)
        label.short = short if short is not None else text
        return label


# Tier words and their short forms; a tier is a comma-separated list of such parts.
_SHORT_TIER = [
    (re.compile(r"\bnon[-\s]?reasoning\b", re.I), "NR"),
    (re.compile(r"\badaptive reasoning\b", re.I), "adaptive"),
    (re.compile(r"\breasoning\b", re.I), "R"),
    (re.compile(r"\bnon[-\s]?thinking\b", re.I), "NT"),
    (re.compile(r"\bthinking\b", re.I), "T"),
    (re.compile(r"\s*\beffort\b", re.I), ""),
    (re.compile(r"\bminimal\b", re.I), "min"),
    (re.compile(r"\bmedium\b", re.I), "med"),
]


def short_tier(tier: str) -> str:
    """'Adaptive Reasoning, Max Effort' -> 'adaptive,max'; 'Non-reasoning' -> 'NR'."""
    text = tier.lower()
    for pattern, short in _SHORT_TIER:
        text = pattern.sub(short, text)
    return re.sub(r"\s*,\s*", ",", text).strip()


def model_label(model: Model, board: Board | None = None) -> Label:
    """The name a table row shows for `model` (one tier of a family): the family's name
    whole, and the tier only when the family has more than one on the board."""
    tiers = len(board.families().get(model.family_key, ())) if board is not None else 2
    if not model.tier or tiers <= 1:
        return Label(model.family)
    return Label(f"{model.family} ({model.tier})", f"{model.family} ({short_tier(model.tier)})")


_DIGITS = {"speed": 0, "ttft": 2, "first_answer": 2, "end_to_end": 2, "intelligence": 1, "value": 1, "smarts_value": 1,
           "coding_index": 1, "agentic_index": 1}


def figure(metric: str, value: Value | None, free: str, digits: int | None = None) -> str:
    """One value as a table shows it: missing is '—' (never 0), a $0 price is `free`,
    an approximate value is marked '~'."""
    if value is None:
        return "—"
    if metric == "relay_discount":
        return f"{value.value * 100:.0f}%"
    if digits is None:
        digits = _DIGITS.get(metric, 2)
        if metric.startswith("price") or metric == "relay_cny":
            # $0.035 and $0.225 are real prices: keep a third decimal when it carries one.
            digits = 0 if value.value >= 100 else (3 if round(value.value, 2) != round(value.value, 3) else 2)
    if (metric.startswith("price") or metric == "relay_cny") and value.value == 0:
        return free  # a real $0 price
    text = num(value.value, digits, free=free)
    return ("~" + text) if value.approx else text


def figures(metric: str, values: Sequence[Value | None], free: str) -> list[str]:
    """A column of values: each as `figure` shows it, except that values rounding to the same
    text while being different keep as many decimals as it takes to tell them apart (at most
    three more)."""
    texts = [figure(metric, v, free) for v in values]
    for _ in range(3):
        seen: dict[str, set[float]] = {}
        for text, value in zip(texts, values):
            if value is not None:
                seen.setdefault(text, set()).add(value.value)
        clashing = {text for text, raw in seen.items() if len(raw) > 1}
        if not clashing:
            break
        texts = [
            figure(metric, v, free, _decimals(t) + 1) if v is not None and t in clashing else t
            for t, v in zip(texts, values)
        ]
    return texts


def _decimals(text: str) -> int:
    return len(text.rpartition(".")[2]) if "." in text else 0
