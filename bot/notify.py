"""From stored snapshots to queued messages: board events, instant alerts, digests.

Everything is written to the outbox first (`store.enqueue`, one row per (alert, chat)
with a unique key), and `delivery` sends it; so a crash between deciding and sending
loses nothing and repeats nothing but the few messages in flight.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, replace
from typing import Protocol

from sqlite_utils import Database

from . import alerts, rich, store
from .alerts import ChatView, Schedule, Thresholds
from .boards import Board, footer
from .render import labels, num, render, split_message, tables_captured
from .snapshots import utc_iso


class Stop(Protocol):
    """Asks long work to stop between chats (a threading.Event)."""

    def is_set(self) -> bool: ...


RETURN_QUIET_DAYS = 7


def record_events(db: Database, before: Board, after: Board, snapshot_id: int | None) -> int:
    """Board-wide events of a new snapshot. A switch from the bundled data to live data
    is a new basis, not news: nothing is announced for it."""
    if before.bundled != after.bundled:
        return 0
    events = alerts.board_events(before, after)
    if snapshot_id is not None:  # back within a week of leaving: a return, not news (no flapping)
        back = store.retired_lately(db, {e.family_key for e in events if e.kind == "new_model"}, snapshot_id,
                                    RETURN_QUIET_DAYS)
        events = [e for e in events if not (e.kind == "new_model" and e.family_key in back)]
    if events:
        store.add_events(db, snapshot_id, events)
    return len(events)


def chat_view(sub: store.Subscription, kinds: frozenset[str]) -> ChatView:
    overrides = json.loads(sub.thresholds or "{}")
    return ChatView(region=sub.region, top_n=sub.top_n, rank_metric=sub.rank_metric, kinds=kinds,
                    watchlist=frozenset(json.loads(sub.watchlist or "[]")),
                    thresholds=Thresholds(**overrides))


def instant_kinds(sub: store.Subscription) -> frozenset[str]:
    return frozenset(k for k in sub.instant.split(",") if k in alerts.KINDS) - muted_kinds(sub)


def muted_kinds(sub: store.Subscription) -> frozenset[str]:
    """The kinds a chat hears nothing of, at once or in its digest ("价格变动那块不要了")."""
    return frozenset(k for k in (sub.muted or "").split(",") if k in alerts.KINDS)


def lang_of(db: Database, sub: store.Subscription) -> str:
    return store.chat_lang(db, sub.chat_id) or sub.lang


def subscribe(db: Database, sub: store.Subscription, now: dt.datetime) -> store.Subscription:
    """Save a (new or changed) subscription; a new one starts from the current data."""
    existing = store.subscription(db, sub.chat_id, sub.thread_id)
    fresh = existing is None or not existing.active
    if fresh:
        sub = replace(sub, active=1, deactivated_reason=None, forbidden_count=0,
                      created_at=now.astimezone(dt.timezone.utc).isoformat(timespec="seconds"),
                      event_cursor=store.last_event_id(db), digest_event_cursor=store.last_event_id(db),
                      last_digest_for=None)
    with db.atomic():
        store.save_subscription(db, sub)
        if fresh or existing.region != sub.region or existing.top_n != sub.top_n or existing.watchlist != sub.watchlist:
            told = alerts.baseline(store.load_board(db), chat_view(sub, frozenset(alerts.KINDS)))
            store.save_progress(db, sub, told)
    return sub


@dataclass
class Queued:
    instant: int = 0
    digests: int = 0


def _not_before(sub: store.Subscription, now: dt.datetime, urgent: bool) -> str:
    """Quiet hours hold what isn't urgent until they end."""
    start = dt.time.fromisoformat(sub.quiet_start) if sub.quiet_start else None
    end = dt.time.fromisoformat(sub.quiet_end) if sub.quiet_end else None
    until = None if urgent else alerts.in_quiet_hours(now, sub.tz, start, end)
    return utc_iso(until or now)



def queue_instant(db: Database, now: dt.datetime, *, stop: Stop | None = None) -> int:
    """Alerts, at once, for the event kinds each chat picked, measured against what it was told.
    Each chat is queued in its own short transaction; when `stop` is set the rest wait for
    the next run (nothing is lost: each chat's progress is saved with its messages)."""
    board = store.load_board(db)
    generation = store.board_generation(db)
    if store.meta(db, "instant_generation") == str(generation):
        return 0  # no new data since the last look: nothing can have changed
    queued = 0
    for sub in store.iter_subscriptions(db):
        if stop is not None and stop.is_set():
            return queued  # the generation is not marked done: the next run finishes the rest
        kinds = instant_kinds(sub)
        if not kinds:
            continue
        told = store.load_told(db, sub)
        events, cursor = store.events_after(db, sub.event_cursor)
        found, told = alerts.chat_changes(told, board, chat_view(sub, kinds), events)
        lang = lang_of(db, sub)
        held_until = _not_before(sub, now, urgent=False)
        # One message, unless quiet hours hold back what isn't urgent.
        batches = [(True, found)] if held_until == utc_iso(now) else list(zip((True, False), alerts.held(found)))
        rows = []
        for urgent, group in batches:
            if not group:
                continue
            html = render(lang, "alert", changes=group, region=sub.region, **_footer(board, lang, now))
            for part, page in enumerate(split_message(html)):
                key = f"instant:{sub.chat_id}:{sub.thread_id}:{generation}:{cursor}:{int(urgent)}:{part}"
                rows.append((key, sub.chat_id, sub.thread_id, "alert", page, bool(sub.silent),
                             utc_iso(now) if urgent else held_until))
        with db.atomic():
            queued += store.enqueue(db, rows)
            store.save_progress(db, sub, told, event_cursor=cursor)
    store.set_meta(db, "instant_generation", str(generation))
    return queued


def queue_digests(db: Database, now: dt.datetime, *, stop: Stop | None = None) -> int:
    """Each chat's digest when its local time comes: the board now, and what changed since
    the last digest in the kinds it doesn't get at once. One short transaction per chat;
    when `stop` is set the rest are queued by the next run."""
    board = store.load_board(db)
    queued = 0
    made: dict = {}
    for sub in store.iter_subscriptions(db):
        if stop is not None and stop.is_set():
            break
        if sub.digest == "off":
            continue
        schedule = digest_schedule(sub)
        last = dt.datetime.fromisoformat(sub.last_digest_for) if sub.last_digest_for else None
        slot = alerts.digest_due(now, schedule, last, dt.datetime.fromisoformat(sub.created_at))
        if slot is None:
            continue
        facts, told, cursor, lang = _digest_facts(db, board, sub, slot.strftime("%Y-%m-%d"), now)
        html = render(lang, "digest", top_table=None, **facts)
        pages = split_message(html)
        # A one-message digest also has its native-table form (the same digest goes to many chats: made once).
        native = _digest_rich(board, sub, lang, facts, made) if len(pages) == 1 and facts["top"] else None
        rows = [
            (f"digest:{sub.chat_id}:{sub.thread_id}:{slot.isoformat()}:{part}", sub.chat_id, sub.thread_id, "digest",
             page, bool(sub.silent), _not_before(sub, now, False), native)
            for part, page in enumerate(pages)
        ]
        with db.atomic():
            queued += store.enqueue(db, rows)
            store.save_progress(db, sub, told, last_digest_for=slot.isoformat(), digest_event_cursor=cursor)
    return queued


def _digest_facts(db: Database, board: Board, sub: store.Subscription, slot: str, now: dt.datetime):
    """What a chat's digest says (the board now, and what changed since its last digest in the kinds it
    doesn't get at once), with what it would then have been told, the events' cursor and its language."""
    kinds = frozenset(alerts.KINDS) - instant_kinds(sub) - muted_kinds(sub)
    events, cursor = store.events_after(db, sub.digest_event_cursor)
    found, told = alerts.chat_changes(store.load_told(db, sub), board, chat_view(sub, kinds), events)
    lang = lang_of(db, sub)
    facts = dict(changes=found, weekly=sub.digest == "weekly", top=_top(board, sub), region=sub.region, slot=slot,
                 **_footer(board, lang, now))
    return facts, told, cursor, lang


def digest_schedule(sub: store.Subscription) -> Schedule:
    """When a subscription's digest comes: its hour, zone and days."""
    return Schedule(dt.time.fromisoformat(sub.digest_at), sub.tz, sub.digest == "weekly", sub.weekday,
                    workdays=sub.digest == "weekdays")


def next_digest(sub: store.Subscription, now: dt.datetime) -> dt.datetime | None:
    """The next digest's time in the chat's zone ("when does the next one arrive"), or None when off."""
    return None if sub.digest == "off" or not sub.active else alerts.next_scheduled(digest_schedule(sub), now)


def preview_digest(db: Database, sub: store.Subscription, now: dt.datetime) -> str:
    """The digest this chat would get if it were due now ("预览一下今天的日报"). Reads only: nothing is
    queued, nothing marked told."""
    facts, _, _, lang = _digest_facts(db, store.load_board(db), sub, now.astimezone(dt.timezone.utc).strftime("%Y-%m-%d"), now)
    return render(lang, "digest", top_table=None, preview=True, **facts)


def _digest_rich(board: Board, sub: store.Subscription, lang: str, facts: dict, made: dict) -> str | None:
    """The digest as a rich message (JSON), its "fastest now" a native table with whole names
    and the columns a phone's text can't fit."""
    key = (lang, sub.region, sub.top_n, sub.rank_metric, repr(facts))
    if key not in made:
        with tables_captured() as tables:
            marked = render(lang, "digest", top_table=_top_table(board, sub, lang), **facts)
        made[key] = rich.as_json(rich.message(marked, tables))
    return made[key]


def _top_table(board: Board, sub: store.Subscription, lang: str) -> tuple[list[str], list[list[str]], str]:
    from .boards import Filter, ranking

    L = labels(lang)
    header = ["#", L["model"], L["col_speed"], L["col_ttft"], L["col_price_out"], L["col_country"]]
    rows = []
    for e in ranking(board, sub.rank_metric, Filter(region=sub.region), limit=min(sub.top_n, 5)):
        speed, ttft, price = (e.model.metric(m) for m in ("speed", "ttft", "price_out"))
        rows.append([str(e.position), e.model.name, num(speed.value, 0) if speed else "—",
                     num(ttft.value, 2) if ttft else "—", num(price.value, 2, L["free"]) if price else "—",
                     e.model.country or "—"])
    return header, rows, "rlrrrl"


def _top(board: Board, sub: store.Subscription) -> list[tuple[int, str, float]]:
    from .boards import Filter, ranking

    return [(e.position, e.model.name, e.value.value)
            for e in ranking(board, sub.rank_metric, Filter(region=sub.region), limit=min(sub.top_n, 5))]


def _footer(board: Board, lang: str, now: dt.datetime) -> dict:
    """An alert speaks of the whole board: its newest dates (at most two), its sources, and
    its age on the day it is written when that is more than two days."""
    facts = footer([], board, lang, on=now.astimezone(dt.timezone.utc).date())
    return {**facts, "dates": facts["dates"][-2:]}
