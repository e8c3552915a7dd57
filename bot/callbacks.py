"""Inline buttons: the one grammar of callback data, its parser and builder, and the
board keyboard's layout (pure: no Telegram objects, so all of it is testable alone).

Grammar (ASCII, at most 64 bytes as Telegram requires; the longest is 22)::

    data   = "b" VERSION ":" metric ":" region ":" open ":" size ":" page
    metric = "spd" | "ttft" | "out" | "in" | "mix" | "val" | "iq"
    region = "all" | "cn" | "intl"
    open   = "0" | "1"                 (open-weights models only)
    size   = 1..30                     (rows per page, the board's N)
    page   = 0..99                     (0-based)

Alert settings (the buttons under /alerts and /subscribe)::

    data    = "a" VERSION ":" setting ":" value
    setting = "dg" (digest: "d" daily | "k" working days | "w" weekly | "o" off)
            | "rg" (region: "all" | "cn" | "intl")
            | "sl" (sound: "0" on | "1" silent)
            | "ik" (toggle an instant alert kind: "new" | "ret" | "rank" | "spd" | "ttft" | "price" | "iq" | "idx")

Releasing a quarantined snapshot (operators only, the buttons under /source)::

    data     = "q" VERSION ":" snapshot  (its id, 1..12 digits)

A button from an older grammar (same kind, other version) is *stale*: the user is asked to
ask again. Anything else that does not parse is *forged* (or corrupted): refused politely.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import NamedTuple

from .intents import MAX_LIMIT, Query

VERSION = 1
MAX_DATA = 64  # bytes, Telegram's limit for callback_data
MAX_PAGE = 99

METRIC_CODES = {"speed": "spd", "ttft": "ttft", "price_out": "out", "price_in": "in", "price_blended": "mix",
                "value": "val", "intelligence": "iq"}
_METRICS = {code: metric for metric, code in METRIC_CODES.items()}
REGION_CODES = {None: "all", "cn": "cn", "intl": "intl"}
_REGIONS = {code: region for region, code in REGION_CODES.items()}

# The switches under a board, in this order; "price" stands for whichever price is ranked.
METRIC_SWITCHES = ("speed", "ttft", "price_out", "value", "intelligence")
REGION_SWITCHES = (None, "cn", "intl")

_BOARD = re.compile(r"b(\d{1,3}):([a-z]{2,4}):([a-z]{2,4}):([01]):(\d{1,2}):(\d{1,2})", re.ASCII)


class BadCallback(ValueError):
    """Callback data we did not make (forged) or made under an older grammar (stale)."""

    def __init__(self, reason: str, *, stale: bool = False) -> None:
        super().__init__(reason)
        self.stale = stale


@dataclass(frozen=True)
class BoardPage:
    """One page of one board: what a board button asks for."""

    metric: str = "speed"
    region: str | None = None
    open_only: bool = False
    size: int = 10
    page: int = 0

    @classmethod
    def of(cls, query: Query) -> BoardPage:
        size = max(1, min(MAX_LIMIT, query.limit))
        return cls(query.metric, query.region, query.open_only, size, min(MAX_PAGE, query.offset // size))

    def query(self) -> Query:
        return Query("board", metric=self.metric, region=self.region, open_only=self.open_only,
                     limit=self.size, offset=self.page * self.size)

    def data(self) -> str:
        """This page as callback data (the builder)."""
        text = (f"b{VERSION}:{METRIC_CODES[self.metric]}:{REGION_CODES[self.region]}:{int(self.open_only)}:"
                f"{self.size}:{self.page}")
        assert len(text.encode()) <= MAX_DATA, text
        return text


def parse(data: str | None) -> BoardPage:
    """Callback data -> the page it asks for (the parser); BadCallback if it is not ours."""
    match = _BOARD.fullmatch(data or "")
    if match is None:
        if re.match(r"b\d{1,3}:", data or "", re.ASCII) and not (data or "").startswith(f"b{VERSION}:"):
            raise BadCallback("older button grammar", stale=True)
        raise BadCallback("not a button this bot makes")
    version, metric, region, open_only, size, page = match.groups()
    if int(version) != VERSION:
        raise BadCallback("older button grammar", stale=True)
    if metric not in _METRICS or region not in _REGIONS:
        raise BadCallback("unknown metric or region")
    if not 1 <= int(size) <= MAX_LIMIT:
        raise BadCallback("page size out of range")
    return BoardPage(_METRICS[metric], _REGIONS[region], open_only == "1", int(size), int(page))


Button = tuple[str, str]  # (label, callback data)


class Link(NamedTuple):
    """A button that opens a link (Telegram's url button) instead of sending data back."""

    label: str
    url: str


def board_keyboard(page: BoardPage, total: int, L: dict[str, str]) -> list[list[Button]]:
    """Rows of buttons under a board: previous / page / next (when there is more than one
    page), then switches for the ranked metric and the region. Switching starts at page 1.
    `L` is messages/<lang>/labels.html, where every label lives."""
    rows: list[list[Button]] = []
    pages = max(1, -(-total // page.size))
    if pages > 1:
        nav: list[Button] = []
        if page.page > 0:
            nav.append((L["btn_prev"], replace(page, page=page.page - 1).data()))
        # The page indicator re-asks for this page: pressing it changes nothing, harmlessly.
        nav.append((L["btn_page"].format(page=page.page + 1, pages=pages), page.data()))
        if page.page + 1 < pages and page.page < MAX_PAGE:
            nav.append((L["btn_next"], replace(page, page=page.page + 1).data()))
        rows.append(nav)
    current = "price_out" if page.metric.startswith("price") else page.metric
    rows.append([_switch(L["btn_" + metric], metric == current, replace(page, metric=metric, page=0), L)
                 for metric in METRIC_SWITCHES])
    rows.append([_switch(L["btn_region_" + REGION_CODES[region]], region == page.region,
                         replace(page, region=region, page=0), L)
                 for region in REGION_SWITCHES])
    return rows


def _switch(label: str, on: bool, target: BoardPage, L: dict[str, str]) -> Button:
    return (L["btn_on"].format(label=label) if on else label), target.data()


# -- alert settings -------------------------------------------------------------------------

KIND_CODES = {"new_model": "new", "retired": "ret", "rank": "rank", "speed": "spd", "ttft": "ttft", "price": "price",
              "intelligence": "iq", "index_version": "idx"}
_KINDS = {code: kind for kind, code in KIND_CODES.items()}
_DIGESTS = {"d": "daily", "k": "weekdays", "w": "weekly", "o": "off"}
_DIGEST_CODES = {digest: code for code, digest in _DIGESTS.items()}
_ALERT = re.compile(r"a(\d{1,3}):(dg|rg|sl|ik):([a-z0-9]{1,5})", re.ASCII)


@dataclass(frozen=True)
class AlertButton:
    """One change to a chat's alert settings, as a button asks for it."""

    setting: str  # digest | region | silent | instant
    value: str  # daily/weekdays/weekly/off | all/cn/intl | 0/1 | an alert kind

    def data(self) -> str:
        code = {"digest": "dg", "region": "rg", "silent": "sl", "instant": "ik"}[self.setting]
        value = {"digest": _DIGEST_CODES.get, "instant": KIND_CODES.get}.get(self.setting, lambda v: v)(self.value)
        text = f"a{VERSION}:{code}:{value}"
        assert len(text.encode()) <= MAX_DATA, text
        return text


def parse_alert(data: str | None) -> AlertButton:
    match = _ALERT.fullmatch(data or "")
    if match is None:
        raise BadCallback("not a button this bot makes")
    version, code, value = match.groups()
    if int(version) != VERSION:
        raise BadCallback("older button grammar", stale=True)
    if code == "dg" and value in _DIGESTS:
        return AlertButton("digest", _DIGESTS[value])
    if code == "rg" and value in ("all", "cn", "intl"):
        return AlertButton("region", value)
    if code == "sl" and value in ("0", "1"):
        return AlertButton("silent", value)
    if code == "ik" and value in _KINDS:
        return AlertButton("instant", _KINDS[value])
    raise BadCallback("unknown alert setting")


def alerts_keyboard(digest: str, region: str | None, silent: bool, instant: frozenset[str],
                    L: dict[str, str]) -> list[list[Button]]:
    """Buttons under a chat's alert settings: digest schedule, board region, sound, and
    which kinds of change come at once (each a toggle). The current choice is marked."""
    def mark(label: str, on: bool) -> str:
        return L["btn_on"].format(label=label) if on else label

    return [
        [(mark(L["btn_" + d], digest == d), AlertButton("digest", d).data())
         for d in ("daily", "weekdays", "weekly", "off")],
        [(mark(L["btn_region_" + r], (region or "all") == r), AlertButton("region", r).data())
         for r in ("all", "cn", "intl")],
        [(mark(L["btn_sound"], not silent), AlertButton("silent", "0").data()),
         (mark(L["btn_silent"], silent), AlertButton("silent", "1").data())],
        [(mark(L["btn_kind_" + KIND_CODES[k]], k in instant), AlertButton("instant", k).data())
         for k in ("new_model", "retired", "rank", "price")],
        [(mark(L["btn_kind_" + KIND_CODES[k]], k in instant), AlertButton("instant", k).data())
         for k in ("speed", "ttft", "intelligence", "index_version")],
    ]



# -- operators: releasing a quarantined snapshot ------------------------------------------

_RELEASE = re.compile(r"q(\d{1,3}):(\d{1,12})", re.ASCII)


@dataclass(frozen=True)
class ReleaseButton:
    """An operator's "this quarantined snapshot is right after all"."""

    snapshot_id: int

    def data(self) -> str:
        text = f"q{VERSION}:{self.snapshot_id}"
        assert len(text.encode()) <= MAX_DATA, text
        return text


def parse_release(data: str | None) -> ReleaseButton:
    match = _RELEASE.fullmatch(data or "")
    if match is None:
        raise BadCallback("not a button this bot makes")
    if int(match.group(1)) != VERSION:
        raise BadCallback("older button grammar", stale=True)
    return ReleaseButton(int(match.group(2)))


def release_keyboard(snapshot_ids: list[int], L: dict[str, str]) -> list[list[Button]]:
    """One button per quarantined snapshot an operator may release."""
    return [[(L["btn_release"].format(id=i), ReleaseButton(i).data())] for i in snapshot_ids]


def parse_any(data: str | None) -> BoardPage | AlertButton | ReleaseButton:
    """Any button this bot makes -> what it asks for; BadCallback if it is not ours. The
    first letter names the kind: "b" a board page, "a" an alert setting, "q" a release."""
    if (data or "").startswith("a"):
        return parse_alert(data)
    if (data or "").startswith("q"):
        return parse_release(data)
    return parse(data)
