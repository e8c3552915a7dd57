"""Telegram text handling for the fake Bot API server.

* :func:`parse_html` -- a port of TDLib's ``parse_html`` (td/telegram/MessageEntity.cpp), the
  parser behind ``parse_mode=HTML``.  Error texts are TDLib's; the Bot API prefixes them with
  ``"Bad Request: can't parse entities: "``.  Byte offsets in errors are UTF-8 byte offsets
  into the sent text, entity offsets/lengths are UTF-16 code units, exactly like Telegram.
* :func:`finalize_text` -- what the server does to the parsed text before storing it
  (``\\r`` removed, other control characters become spaces, leading/trailing spaces and
  newlines trimmed); the 4096/1024 limits are checked on the result.
* :func:`detect_entities` -- a small approximation of Telegram's automatic entity detection
  (bot_command, mention, hashtag, cashtag, url, email).
* :func:`utf16_len` -- length in UTF-16 code units (what Telegram's limits count).

Strict mode (the default in :class:`FakeTelegram`) additionally rejects what the Bot API
documentation says must be escaped but real Telegram silently accepts: a ``&`` that does not
start ``&lt;`` ``&gt;`` ``&amp;`` ``&quot;`` or a numeric reference (each with its ``;``), and a
bare ``>`` outside a tag.  Those descriptions contain ``[fake strict mode]`` so nobody mistakes
them for a real Telegram error.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = [
    "HtmlParseError",
    "parse_html",
    "finalize_text",
    "detect_entities",
    "merge_entities",
    "utf16_len",
    "utf16_prefix",
]

_ALLOWED_TAGS = frozenset(
    {
        "a", "b", "strong", "i", "em", "s", "strike", "del", "u", "ins", "tg-spoiler",
        "tg-emoji", "tg-time", "span", "pre", "code", "blockquote",
    }
)

_SPACE = frozenset(b" \t\r\n\0\v\f")
_DIGITS = frozenset(b"0123456789")
_HEX = frozenset(b"0123456789abcdefABCDEF")
_ALPHA = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
_ALNUM = _ALPHA | _DIGITS
_NAMED = {b"lt": ord("<"), b"gt": ord(">"), b"amp": ord("&"), b"quot": ord('"')}

# entity types that may overlap other entities (bold & co.); everything else is "continuous"
SPLITTABLE = frozenset({"bold", "italic", "underline", "strikethrough", "spoiler"})
_BLOCK = frozenset({"blockquote", "expandable_blockquote"})


class HtmlParseError(ValueError):
    """The HTML is not valid Telegram HTML; ``str(err)`` is TDLib's message."""


def utf16_len(text: str) -> int:
    """Length of ``text`` in UTF-16 code units, as Telegram counts it."""
    return len(text) + sum(1 for ch in text if ord(ch) > 0xFFFF)


def utf16_prefix(text: str) -> list[int]:
    """``prefix[i]`` = UTF-16 offset of ``text[i]`` (``prefix[len(text)]`` = total length)."""
    out = [0] * (len(text) + 1)
    acc = 0
    for i, ch in enumerate(text):
        out[i] = acc
        acc += 2 if ord(ch) > 0xFFFF else 1
    out[len(text)] = acc
    return out


def _decode_entity(data: bytes, pos: int) -> tuple[int, int, bool]:
    """TDLib ``decode_html_entity``: returns ``(code, new_pos, had_semicolon)``; code 0 = none."""
    end = pos + 1
    res = 0
    if data[pos + 1] == ord("#"):
        end += 1
        if data[pos + 2] == ord("x"):
            end += 1
            while data[end] in _HEX:
                res = res * 16 + int(chr(data[end]), 16)
                end += 1
        else:
            while data[end] in _DIGITS:
                res = res * 10 + data[end] - 48
                end += 1
        if res == 0 or res >= 0x10FFFF or end - pos >= 10:
            return 0, pos, False
    else:
        while data[end] in _ALPHA:
            end += 1
        res = _NAMED.get(bytes(data[pos + 1 : end]), 0)
        if res == 0:
            return 0, pos, False
    if data[end] == ord(";"):
        return res, end + 1, True
    return res, end, False


def _utf8(code: int) -> bytes:
    return chr(code).encode("utf-8", "surrogatepass")


def _check_link(url: str) -> str | None:
    """Rough equivalent of TDLib's ``LinkManager::get_checked_link`` (``None`` = drop entity)."""
    url = url.strip()
    if not url or any(ch.isspace() for ch in url):
        return None
    m = re.match(r"^([a-zA-Z][a-zA-Z0-9+.-]*):", url)
    if m:
        scheme = m.group(1).lower()
        if scheme in ("http", "https", "ftp"):
            rest = url[len(scheme) + 1 :]
            if not rest.startswith("//") or len(rest) <= 2:
                return None
            host_and_path = rest[2:]
            if "/" not in host_and_path.split("?", 1)[0].split("#", 1)[0]:
                # http://host?x -> http://host/?x
                idx = min([i for i in (host_and_path.find("?"), host_and_path.find("#")) if i >= 0] or [len(host_and_path)])
                host_and_path = host_and_path[:idx] + "/" + host_and_path[idx:]
            return f"{scheme}://{host_and_path}"
        if scheme in ("tg", "ton", "tonsite", "mailto", "tel"):
            return url
        return None
    # no scheme: must look like a host name
    host = re.split(r"[/?#]", url, maxsplit=1)[0]
    if "." not in host or host.startswith(".") or host.endswith("."):
        return None
    if not re.fullmatch(r"[A-Za-z0-9.\-_:@\u00a0-\uffff]+", host):
        return None
    return _check_link("http://" + url)


_DATE_FORMAT = re.compile(r"^(r|[wW]*[dD]*[tT]*)$")


def parse_html(html: str, *, strict: bool = False, known_users: dict[int, dict] | None = None) -> tuple[str, list[dict[str, Any]]]:
    """Parse Telegram HTML into ``(plain_text, entities)`` or raise :class:`HtmlParseError`.

    ``known_users`` maps user ids to User JSON for ``tg://user?id=N`` links (text_mention).
    """
    raw = html.encode("utf-8", "surrogatepass")
    data = raw + b"\0"  # TDLib works on a NUL-terminated C string
    size = len(raw)
    out = bytearray()
    utf16 = 0
    need_recheck = False
    entities: list[dict[str, Any]] = []
    # stack items: [tag_name, argument, date, utf16_offset, out_byte_pos]
    stack: list[list[Any]] = []

    i = 0
    while i < size:
        c = data[i]
        if c == 0x26:  # '&'
            code, new_i, semicolon = _decode_entity(data, i)
            if code:
                if strict and not semicolon:
                    raise HtmlParseError(
                        f"[fake strict mode] HTML entity at byte offset {i} is not terminated with ';'"
                    )
                utf16 += 2 if code > 0xFFFF else 1
                if 0xD800 <= code <= 0xDFFF:
                    need_recheck = True
                out += _utf8(code)
                i = new_i
                continue
            if strict:
                m = re.match(rb"&#?[A-Za-z0-9]*;?", data[i:size])
                shown = m.group(0).decode("utf-8", "replace") if m else "&"
                raise HtmlParseError(
                    f'[fake strict mode] Unsupported HTML entity "{shown}" at byte offset {i}; '
                    "only &lt; &gt; &amp; &quot; and numeric entities are allowed, a literal '&' must be written as &amp;"
                )
        if c != 0x3C:  # not '<'
            if strict and c == 0x3E:
                raise HtmlParseError(
                    f"[fake strict mode] Unescaped '>' at byte offset {i}; it must be written as &gt;"
                )
            if (c & 0xC0) != 0x80:
                utf16 += 2 if c >= 0xF0 else 1
            out.append(c)
            i += 1
            continue

        begin = i
        i += 1
        if data[i] != 0x2F:  # start tag
            while data[i] not in _SPACE and data[i] != 0x3E:
                i += 1
            if data[i] == 0:
                raise HtmlParseError(f"Unclosed start tag at byte offset {begin}")
            tag = data[begin + 1 : i].decode("utf-8", "replace").lower()
            if tag not in _ALLOWED_TAGS:
                raise HtmlParseError(f'Unsupported start tag "{tag}" at byte offset {begin}')
            argument = ""
            date = 0
            while data[i] != 0x3E:
                while data[i] != 0 and data[i] in _SPACE:
                    i += 1
                if data[i] == 0x3E:
                    break
                attr_begin = i
                while data[i] not in _SPACE and data[i] not in b"=>/\"'":
                    i += 1
                attr = data[attr_begin:i].decode("utf-8", "replace")
                if not attr:
                    raise HtmlParseError(f'Empty attribute name in the tag "{tag}" at byte offset {begin}')
                while data[i] != 0 and data[i] in _SPACE:
                    i += 1
                if data[i] != 0x3D:  # no '=': attribute without value
                    if data[i] == 0:
                        raise HtmlParseError(f'Unclosed start tag "{tag}" at byte offset {begin}')
                    if tag == "blockquote" and attr == "expandable":
                        argument = "1"
                    continue
                i += 1
                while data[i] != 0 and data[i] in _SPACE:
                    i += 1
                if data[i] == 0:
                    raise HtmlParseError(f'Unclosed start tag "{tag}" at byte offset {begin}')
                if data[i] not in (0x27, 0x22):  # name token
                    token_begin = i
                    while data[i] in _ALNUM or data[i] in (0x2E, 0x2D):
                        i += 1
                    value = data[token_begin:i].decode("ascii").lower()
                    if data[i] not in _SPACE and data[i] != 0x3E:
                        raise HtmlParseError(f"Unexpected end of name token at byte offset {token_begin}")
                else:  # string literal
                    quote = data[i]
                    i += 1
                    buf = bytearray()
                    while data[i] != quote and data[i] != 0:
                        if data[i] == 0x26:
                            code, new_i, _semi = _decode_entity(data, i)
                            if code:
                                buf += _utf8(code)
                                i = new_i
                                continue
                        buf.append(data[i])
                        i += 1
                    if data[i] == quote:
                        i += 1
                    value = buf.decode("utf-8", "replace")
                if data[i] == 0:
                    raise HtmlParseError(f"Unclosed start tag at byte offset {begin}")
                if tag == "a" and attr == "href":
                    argument = value
                elif tag == "code" and attr == "class" and value.startswith("language-"):
                    argument = value[9:]
                elif tag == "span" and attr == "class" and value.startswith("tg-"):
                    argument = value[3:]
                elif tag == "tg-emoji" and attr == "emoji-id":
                    argument = value
                elif tag == "blockquote" and attr == "expandable":
                    argument = "1"
                elif tag == "tg-time" and attr == "unix":
                    try:
                        date = int(value)
                    except ValueError:
                        date = 0
                elif tag == "tg-time" and attr == "format":
                    argument = value
            if tag == "span" and argument != "spoiler":
                raise HtmlParseError(f'Tag "span" must have class "tg-spoiler" at byte offset {begin}')
            stack.append([tag, argument, date, utf16, len(out)])
            i += 1  # skip '>'
            continue

        # end tag
        if not stack:
            raise HtmlParseError(f"Unexpected end tag at byte offset {begin}")
        while data[i] not in _SPACE and data[i] != 0x3E:
            i += 1
        end_tag = data[begin + 2 : i].decode("utf-8", "replace").lower()
        while data[i] in _SPACE and data[i] != 0:
            i += 1
        if data[i] != 0x3E:
            raise HtmlParseError(f"Unclosed end tag at byte offset {begin}")
        tag, argument, date, start, start_byte = stack[-1]
        if end_tag and end_tag != tag:
            raise HtmlParseError(
                f'Unmatched end tag at byte offset {begin}, expected "</{tag}>", found "</{end_tag}>"'
            )
        if utf16 > start:
            length = utf16 - start
            ent: dict[str, Any] | None = None
            if tag in ("i", "em"):
                ent = {"type": "italic"}
            elif tag in ("b", "strong"):
                ent = {"type": "bold"}
            elif tag in ("s", "strike", "del"):
                ent = {"type": "strikethrough"}
            elif tag in ("u", "ins"):
                ent = {"type": "underline"}
            elif tag == "tg-spoiler" or tag == "span":
                ent = {"type": "spoiler"}
            elif tag == "tg-emoji":
                if not argument.isdigit() or int(argument) == 0:
                    raise HtmlParseError("Invalid custom emoji identifier specified")
                ent = {"type": "custom_emoji", "custom_emoji_id": argument}
            elif tag == "tg-time":
                if not _DATE_FORMAT.match(argument):
                    raise HtmlParseError("Invalid date format used")
                if date > 0:
                    ent = {"type": "date_time", "unix_time": date}
                    if argument:
                        ent["date_time_format"] = argument
            elif tag == "a":
                url = argument or bytes(out[start_byte:]).decode("utf-8", "replace")
                m = re.fullmatch(r"tg://user\?id=(\d+)", url.strip())
                if m and known_users and int(m.group(1)) in known_users:
                    ent = {"type": "text_mention", "user": dict(known_users[int(m.group(1))])}
                else:
                    checked = _check_link(url)
                    if checked is not None:
                        ent = {"type": "text_link", "url": checked}
            elif tag == "pre":
                last = entities[-1] if entities else None
                if last and last["type"] == "code" and last["offset"] == start and last["length"] == length and last.get("_lang"):
                    last["type"] = "pre"
                    last["language"] = last.pop("_lang")
                else:
                    ent = {"type": "pre"}
            elif tag == "code":
                last = entities[-1] if entities else None
                if last and last["type"] == "pre" and last["offset"] == start and last["length"] == length and argument and "language" not in last:
                    last["language"] = argument
                else:
                    ent = {"type": "code"}
                    if argument:
                        ent["_lang"] = argument
            elif tag == "blockquote":
                ent = {"type": "expandable_blockquote" if argument else "blockquote"}
            if ent is not None:
                ent["offset"] = start
                ent["length"] = length
                entities.append(ent)
        stack.pop()
        i += 1  # skip '>'

    if stack:
        raise HtmlParseError(f'Can\'t find end tag corresponding to start tag "{stack[-1][0]}"')
    for ent in entities:
        ent.pop("_lang", None)
    try:
        text = bytes(out).decode("utf-8")
    except UnicodeDecodeError:
        if need_recheck:
            raise HtmlParseError(
                "Text contains invalid Unicode characters after decoding HTML entities, "
                "check for unmatched surrogate code units"
            ) from None
        raise HtmlParseError("Strings must be encoded in UTF-8") from None
    return text, sort_entities(entities)


def sort_entities(entities: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(entities, key=lambda e: (e["offset"], -e["length"]))


def finalize_text(text: str, entities: list[dict[str, Any]]) -> tuple[str, list[dict[str, Any]]]:
    """Server-side clean-up of a message text (after parsing) with entity offsets adjusted.

    ``\\r`` is removed, other ASCII control characters except ``\\n`` become spaces, and leading
    and trailing spaces/newlines are trimmed (TDLib ``fix_formatted_text``).
    """
    new_chars: list[str] = []
    # map from old utf16 offset -> new utf16 offset
    old_pos = 0
    new_pos = 0
    mapping: dict[int, int] = {0: 0}
    for ch in text:
        w = 2 if ord(ch) > 0xFFFF else 1
        if ch == "\r":
            old_pos += 1
            mapping[old_pos] = new_pos
            continue
        if ord(ch) < 32 and ch != "\n":
            ch = " "
        new_chars.append(ch)
        old_pos += w
        new_pos += w
        mapping[old_pos] = new_pos
        if w == 2:
            mapping[old_pos - 1] = new_pos - 1
    cleaned = "".join(new_chars)

    def remap(off: int) -> int:
        while off not in mapping and off > 0:
            off -= 1
        return mapping.get(off, 0)

    ents = []
    for e in entities:
        s = remap(e["offset"])
        t = remap(e["offset"] + e["length"])
        if t > s:
            e = dict(e, offset=s, length=t - s)
            ents.append(e)

    stripped_left = cleaned.lstrip(" \n")
    lead = utf16_len(cleaned) - utf16_len(stripped_left)
    final = stripped_left.rstrip(" \n")
    total = utf16_len(final)
    out = []
    for e in ents:
        s = max(e["offset"] - lead, 0)
        t = min(e["offset"] + e["length"] - lead, total)
        if t > s:
            out.append(dict(e, offset=s, length=t - s))
    return final, sort_entities(out)


_AUTO_PATTERNS = [
    ("bot_command", re.compile(r"(?<![\w/])/[A-Za-z0-9_]{1,64}(?:@[A-Za-z0-9_]{3,32})?(?![\w@/])")),
    ("email", re.compile(r"(?<![\w.@])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}(?![\w])")),
    ("mention", re.compile(r"(?<![\w@/])@[A-Za-z0-9_]{4,32}(?![\w@])")),
    ("hashtag", re.compile(r"(?<![\w#&])#[^\W\d_][\w]{0,255}|(?<![\w#&])#\d*[^\W\d][\w]*")),
    ("cashtag", re.compile(r"(?<![\w$])\$[A-Z]{1,8}(?![\w])")),
    ("url", re.compile(r"(?<![\w@])(?:https?://)[^\s<>\"]+[^\s<>\".,;:!?)\]'`]|(?<![\w@/.])(?:[A-Za-z0-9-]+\.)+(?:com|org|net|io|me|ru|dev|app|info)(?:/[^\s<>\"]*[^\s<>\".,;:!?)\]'`])?(?![\w@])")),
]


def detect_entities(text: str) -> list[dict[str, Any]]:
    """Approximate Telegram's automatic entities (commands, mentions, hashtags, URLs, ...)."""
    prefix = utf16_prefix(text)
    found: list[dict[str, Any]] = []
    taken: list[tuple[int, int]] = []
    for kind, rx in _AUTO_PATTERNS:
        for m in rx.finditer(text):
            a, b = m.start(), m.end()
            if any(a < y and x < b for x, y in taken):
                continue
            taken.append((a, b))
            found.append({"type": kind, "offset": prefix[a], "length": prefix[b] - prefix[a]})
    return sort_entities(found)


def merge_entities(parsed: list[dict[str, Any]], auto: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Add automatically detected entities that don't collide with non-splittable parsed ones."""
    hard = [e for e in parsed if e["type"] not in SPLITTABLE and e["type"] not in _BLOCK]
    out = list(parsed)
    for a in auto:
        a0, a1 = a["offset"], a["offset"] + a["length"]
        if any(a0 < h["offset"] + h["length"] and h["offset"] < a1 for h in hard):
            continue
        out.append(a)
    return sort_entities(out)
