"""Answers as Telegram's native tables (Bot API 10.1 rich messages), without Telegram objects.

A rich message is an InputRichMessage given as blocks: paragraphs of rich text and table
blocks (`InputRichBlockTable`, whose cells are `RichBlockTableCell` with a header flag,
alignment and span). The same reply that goes out as Telegram HTML with a phone-width
<pre> table is rendered once more with its tables captured (`render.tables_captured`):
the text around each table becomes paragraphs, each table a table block with whole model
names and every column (a <pre> block has room for three or four).

The result is the dict the Bot API takes as `rich_message` in sendRichMessage and
editMessageText; `as_json` gives its JSON text, which is what is kept and sent.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Sequence
from html.parser import HTMLParser

from .render import TABLE_MARK, Table

# Rich Message Limits (Bot API 10.1): a message that would pass them goes as its HTML form.
MAX_TEXT = 32768  # characters of text in all blocks
MAX_BLOCKS = 500  # blocks, table rows included
MAX_COLUMNS = 20

_MARK = re.compile("(?:<pre>)?" + re.escape(TABLE_MARK).replace(r"\{\}", r"(\d+)") + "(?:</pre>)?")
_PRE = re.compile(r"<pre>(.*?)</pre>", re.S)
_INLINE = {"b": "bold", "strong": "bold", "i": "italic", "em": "italic", "u": "underline", "ins": "underline",
           "s": "strikethrough", "strike": "strikethrough", "del": "strikethrough", "code": "code",
           "tg-spoiler": "spoiler"}


def message(marked_html: str, tables: Sequence[Table]) -> dict | None:
    """The rich message for a reply rendered with its tables captured, or None when it
    has no table or would not fit the limits (then its HTML form goes)."""
    if not tables:
        return None
    blocks: list[dict] = []
    parts = _MARK.split(marked_html)
    for number, part in enumerate(parts):
        if number % 2:
            blocks.append(table_block(tables[int(part)]))
        else:
            blocks += _text_blocks(part)
    if not _fits(blocks, tables):
        return None
    return {"blocks": blocks}


def as_json(message: dict | None) -> str | None:
    """A rich message as the JSON text of the `rich_message` parameter (made once, sent as is)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")) if message is not None else None


def table_block(table: Table) -> dict:
    """A table block: the header row marked as header cells, numbers aligned right."""
    align = [("right" if a == "r" else "left") for a in table.align]

    def cell(text: str, column: int, header: bool = False) -> dict:
        made = {"text": text, "align": align[column] if column < len(align) else "left", "valign": "middle"}
        if header:
            made["is_header"] = True
        return made

    cells = [[cell(text, i, header=True) for i, text in enumerate(table.header)]]
    cells += [[cell(text, i) for i, text in enumerate(row)] for row in table.rows]
    return {"type": "table", "cells": cells, "is_bordered": True, "is_striped": True}


def rich_text(fragment: str) -> str | list | dict:
    """Telegram HTML (b, i, u, s, code, a, tg-spoiler) as RichText."""
    parser = _RichTextParser()
    parser.feed(fragment)
    parser.close()
    return _simplest(parser.stack[0][1])


def _text_blocks(fragment: str) -> list[dict]:
    """Paragraphs (split at blank lines) and preformatted blocks of an HTML fragment."""
    blocks: list[dict] = []
    for number, part in enumerate(_PRE.split(fragment)):
        if number % 2:
            if part.strip():
                blocks.append({"type": "preformatted", "text": html.unescape(re.sub(r"<[^>]+>", "", part))})
            continue
        for paragraph in re.split(r"\n\s*\n", part):
            paragraph = paragraph.strip("\n")
            if paragraph.strip():
                blocks.append({"type": "paragraph", "text": rich_text(paragraph)})
    return blocks


def _fits(blocks: list[dict], tables: Sequence[Table]) -> bool:
    rows = sum(len(t.rows) + 1 for t in tables)
    columns = max((len(t.header) for t in tables), default=0)
    return len(blocks) + rows <= MAX_BLOCKS and columns <= MAX_COLUMNS and _length(blocks) <= MAX_TEXT


def _length(value: object) -> int:
    if isinstance(value, str):
        return len(value.encode("utf-16-le")) // 2
    if isinstance(value, list):
        return sum(_length(v) for v in value)
    if isinstance(value, dict):
        return sum(_length(v) for k, v in value.items() if k in ("text", "cells", "blocks"))
    return 0


def _simplest(parts: list) -> str | list | dict:
    parts = [p for p in parts if p != ""]
    merged: list = []
    for part in parts:  # neighbouring strings join
        if merged and isinstance(part, str) and isinstance(merged[-1], str):
            merged[-1] += part
        else:
            merged.append(part)
    if not merged:
        return ""
    return merged[0] if len(merged) == 1 else merged


class _RichTextParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[dict | None, list]] = [(None, [])]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "a" and found.get("href"):
            self.stack.append(({"type": "url", "url": found["href"]}, []))
        elif tag == "span" and found.get("class") == "tg-spoiler":
            self.stack.append(({"type": "spoiler"}, []))
        elif tag in _INLINE:
            self.stack.append(({"type": _INLINE[tag]}, []))
        else:
            self.stack.append((None, []))  # a tag with no rich-text meaning: its text stays

    def handle_endtag(self, tag: str) -> None:
        if len(self.stack) < 2:
            return
        node, children = self.stack.pop()
        inner = _simplest(children)
        self.stack[-1][1].append({**node, "text": inner} if node is not None else inner)

    def handle_data(self, data: str) -> None:
        self.stack[-1][1].append(data)

    def close(self) -> None:
        super().close()
        while len(self.stack) > 1:  # unclosed tags (never in our templates): keep their text
            self.handle_endtag("")
