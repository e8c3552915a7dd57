"""The one place user-visible text is made: jinja2 templates in messages/<lang>/.

Templates are Telegram HTML with autoescape on and StrictUndefined, so untrusted names
are escaped and a missing variable is an error, not an empty string. Tables are laid
out here, for a phone-width <pre> block, with East Asian characters counted as two.
"""

from __future__ import annotations

import html
import math
from decimal import ROUND_HALF_UP, Decimal
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import jinja2

from .config import MESSAGES_DIR
from .names import display_width, pad, shorten

LANGS = ("en", "zh")
TABLE_WIDTH = 38  # columns a phone shows in a <pre> block without wrapping
MAX_MESSAGE = 4096  # Telegram's limit, counted after entity parsing


def lang_for(code: str | None) -> str:
    """Telegram's language_code -> our language: zh* is Chinese, anything else English."""
    return "zh" if (code or "").lower().startswith("zh") else "en"


def places(country: str) -> list[str]:
    """A board's countries as its title names them: Europe's countries (the vocabulary's "european")
    as one place, "EU" ("a US or EU vendor": US or Europe)."""
    from .vocabulary import vocabulary

    codes = country.split(",")
    europe = vocabulary().country.words.get("european", "").split(",")
    if europe and set(europe) <= set(codes):
        codes = [c for c in codes if c not in europe]
        codes.insert(0 if country.startswith(europe[0]) else len(codes), "EU")
    return codes


@cache
def environment(root: Path = MESSAGES_DIR) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(root)),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=False,
    )
    env.globals.update(table=table, num=num, places=places)
    env.filters.update(short=shorten, num=num, price=price_text, money=money, date=lambda s: s[:10])
    return env


def render(lang: str, template: str, **context: object) -> str:
    """Render messages/<lang>/<name>.html to Telegram HTML."""
    text = environment().get_template(f"{lang}/{template}.html").render(lang=lang, **context)
    return re.sub(r"\n{3,}", "\n\n", text).strip()


def labels(lang: str) -> dict[str, str]:
    """Short words shared by templates and code (messages/<lang>/labels.html)."""
    return environment().get_template(f"{lang}/labels.html").module.L  # type: ignore[attr-defined]


def price_text(value: float) -> str:
    """A price per million tokens written one way on charts and their answers: "$0.87/M",
    "$15/M", "$0.055/M" (three significant digits at most, no trailing zeros)."""
    return f"${float(f'{value:.3g}'):g}/M"


def num(value: float | None, digits: int = 1, free: str = "free") -> str:
    """A figure for a table: missing is '—' (never 0), infinite value is 'free'."""
    if value is None:
        return "—"
    if math.isinf(value):
        return free
    # Half-up, as people round: 1046.5 t/s shows as 1047, not banker's 1046.
    exact = Decimal(repr(value)).quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP)
    return f"{exact:f}"


def money(value: float | None) -> str:
    """Dollars in a sentence: cents, or a tenth of a cent where the source has one ($0.035, never $0.04)."""
    if value is None or math.isinf(value):
        return num(value, 2)
    return num(value, 3 if abs(value * 100 - round(value * 100)) > 1e-6 else 2)


@dataclass(frozen=True)
class Table:
    """A table as the templates lay it out: header, rows of cells, and each column's
    alignment ("l" or "r"); the name column holds whole names."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    align: str
    name_col: int = 1


_captured: ContextVar[list[Table] | None] = ContextVar("captured_tables", default=None)
TABLE_MARK = "\ue000{}\ue000"  # where a captured table stood in the rendered text


@contextmanager
def tables_captured() -> Iterator[list[Table]]:
    """Within the block, `table` in a template keeps its table (whole names, every row) and
    leaves a TABLE_MARK in the text: the native-table form of a reply is made from it."""
    token = _captured.set([])
    try:
        yield _captured.get()  # type: ignore[misc]
    finally:
        _captured.reset(token)


def wide_tables() -> bool:
    """Whether tables are being captured for native tables, which have room for more columns
    than a phone-width <pre> block."""
    return _captured.get() is not None


def table(header: Sequence[str], rows: Sequence[Sequence[str]], align: str, name_col: int = 1,
          width: int = TABLE_WIDTH) -> str:
    """A monospace table for a phone, `width` columns wide. Model names are never cut: the
    name column takes the width the other columns leave; a name too long for it uses its
    short form (a shortened tier, bot.display.Label), and if that is still too long the
    name gets a line of its own above its row. Returns plain text (escape it); while tables
    are captured for native tables, their mark instead."""
    captured = _captured.get()
    if captured is not None:
        captured.append(Table(tuple(header), tuple(tuple(str(c) for c in row) for row in rows), align, name_col))
        return TABLE_MARK.format(len(captured) - 1)
    cols = len(header)
    cells = [list(header)] + [list(row) for row in rows]
    widths = [max(display_width(str(r[i])) for r in cells) for i in range(cols)]
    others = sum(w for i, w in enumerate(widths) if i != name_col) + (cols - 1)
    room = max(6, width - others)

    def fitted(name: str) -> str | None:
        for form in (str(name), getattr(name, "short", str(name))):
            if display_width(form) <= room:
                return form
        return None

    names = [str(header[name_col])] + [fitted(row[name_col]) for row in rows]
    widths[name_col] = min(max(display_width(n) for n in names if n is not None), room)
    def cell(i: int, text: str) -> str:
        return pad(text, widths[i], ">" if align[i] == "r" else "<")

    lines = []
    for row, name in zip(cells, names):
        moved = 0  # the columns before the name that went up with it
        if name is None:  # the whole name on its own line (after its rank), then the row's figures
            label = row[name_col]
            lead = " ".join(cell(i, str(row[i])) for i in range(name_col))
            short = getattr(label, "short", str(label))
            # the rank first, then the whole name (the rank unpadded if that is what makes room)
            fitting = next((f"{head} {label}" for head in (lead, lead.strip())
                            if lead.strip() and display_width(head) + 1 + display_width(label) <= width), None)
            if fitting:
                lines.append(fitting)
                moved = name_col
            else:  # (a name too long to follow even its bare rank stands whole on its own line)
                lines.append(str(label) if display_width(label) <= width else short)
            name = ""
        parts = [cell(i, name if i == name_col else "" if i < moved else str(text)) for i, text in enumerate(row)]
        lines.append(" ".join(parts).rstrip())
    return "\n".join(lines)


# -- Telegram HTML helpers ------------------------------------------------------------

_TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>")


def to_plain(text_html: str) -> str:
    """What the user reads: tags dropped, entities unescaped."""
    return html.unescape(_TAG.sub("", text_html))


def visible_length(text_html: str) -> int:
    """Length as Telegram counts it: UTF-16 code units of the text after parsing."""
    return len(to_plain(text_html).encode("utf-16-le")) // 2


def split_message(text_html: str, limit: int = MAX_MESSAGE) -> list[str]:
    """Split Telegram HTML into messages of at most `limit` visible characters each,
    at line breaks, closing and reopening any tag (such as <pre>) open at a cut."""
    if visible_length(text_html) <= limit:
        return [text_html]
    chunks: list[str] = []
    current: list[str] = []
    size = 0
    open_tags: list[tuple[str, str]] = []  # (name, full opening tag)

    def flush() -> None:
        nonlocal current, size
        body = "".join(current)
        closing = "".join(f"</{name}>" for name, _ in reversed(open_tags))
        if to_plain(body).strip():
            chunks.append(body + closing)
        current = ["".join(tag for _, tag in open_tags)]
        size = 0

    for line in _pieces(text_html, limit):
        length = visible_length(line)
        if size + length > limit and size > 0:
            flush()
        current.append(line)
        size += length
        for closing, name, attrs in _TAG.findall(line):
            if closing:
                if open_tags and open_tags[-1][0] == name.lower():
                    open_tags.pop()
            else:
                open_tags.append((name.lower(), f"<{name}{attrs}>"))
    if current and to_plain("".join(current)).strip():
        chunks.append("".join(current))
    return chunks


def _pieces(text_html: str, limit: int) -> list[str]:
    """Lines (with their newline), and any line longer than `limit` cut between tags
    and entities so that no piece alone is over the limit."""
    out = []
    for line in text_html.splitlines(keepends=True):
        if visible_length(line) <= limit:
            out.append(line)
            continue
        piece, size = "", 0
        for token in re.findall(r"<[^>]*>|&[#\w]+;|.", line, flags=re.S):
            weight = 0 if token.startswith("<") else len(html.unescape(token).encode("utf-16-le")) // 2
            if size + weight > limit:
                out.append(piece)
                piece, size = "", 0
            piece += token
            size += weight
        out.append(piece)
    return out
