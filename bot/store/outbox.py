"""Subscriptions, what each chat was last told, board events, and the outbox of alerts."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import asdict, dataclass

from sqlite_utils import Database

from ..alerts import Event, Told
from .schema import _now

# -- subscriptions and alerts ----------------------------------------------------------


@dataclass
class Subscription:
    chat_id: int
    thread_id: int = 0
    chat_type: str = "private"
    title: str | None = None
    lang: str = "en"  # of whoever subscribed, unless the chat has a /lang of its own
    tz: str = "UTC"
    digest: str = "daily"  # daily | weekdays (Monday to Friday) | weekly | off
    digest_at: str = "09:00"
    weekday: int = 0
    instant: str = ""  # comma-separated event kinds sent at once
    region: str | None = None
    top_n: int = 10
    rank_metric: str = "speed"
    thresholds: str = "{}"  # JSON: overrides of alerts.Thresholds
    watchlist: str = "[]"  # JSON: family keys
    quiet_start: str | None = None
    quiet_end: str | None = None
    silent: int = 0
    active: int = 1
    deactivated_reason: str | None = None
    forbidden_count: int = 0
    created_at: str = ""
    updated_at: str = ""
    last_digest_for: str | None = None
    event_cursor: int = 0  # board events already considered for instant alerts
    digest_event_cursor: int = 0  # ... and for the digest
    told_index_version: str | None = None
    told_basis: str | None = None
    muted: str = ""  # comma-separated event kinds the chat gets neither at once nor in its digest


_SUB_COLUMNS = list(Subscription.__dataclass_fields__)


def subscription(db: Database, chat_id: int, thread_id: int = 0) -> Subscription | None:
    row = db.execute(f"SELECT {', '.join(_SUB_COLUMNS)} FROM subscriptions WHERE chat_id = ? AND thread_id = ?",
                     [chat_id, thread_id]).fetchone()
    return Subscription(*row) if row else None


def subscriptions(db: Database, *, active_only: bool = True) -> list[Subscription]:
    where = "WHERE active = 1" if active_only else ""
    return [Subscription(*r) for r in db.execute(
        f"SELECT {', '.join(_SUB_COLUMNS)} FROM subscriptions {where} ORDER BY chat_id, thread_id")]


def iter_subscriptions(db: Database, batch: int = 500) -> Iterator[Subscription]:
    """Every active subscription, a page at a time (memory stays flat with 100,000 of them)."""
    last = (-(2 ** 63), -1)
    while True:
        rows = db.execute(
            f"SELECT {', '.join(_SUB_COLUMNS)} FROM subscriptions WHERE active = 1 AND (chat_id, thread_id) > (?, ?) "
            "ORDER BY chat_id, thread_id LIMIT ?", [*last, batch]).fetchall()
        if not rows:
            return
        for row in rows:
            yield Subscription(*row)
        last = (rows[-1][0], rows[-1][1])


def save_subscription(db: Database, sub: Subscription) -> None:
    sub.updated_at = _now()
    sub.created_at = sub.created_at or sub.updated_at
    with db.atomic():
        db["subscriptions"].upsert(asdict(sub), pk=("chat_id", "thread_id"))


def deactivate_chat(db: Database, chat_id: int, reason: str) -> int:
    """Stop every subscription of a chat (blocked, removed); pending alerts are dropped."""
    with db.atomic():
        cursor = db.execute("UPDATE subscriptions SET active = 0, deactivated_reason = ?, updated_at = ? "
                            "WHERE chat_id = ? AND active = 1", [reason, _now(), chat_id])
        db.execute("UPDATE outbox SET status = 'failed', last_error = ? WHERE chat_id = ? AND status = 'pending'",
                   [reason, chat_id])
    return cursor.rowcount


def count_forbidden(db: Database, chat_id: int) -> int:
    """One more 403 for this chat; returns how many in a row."""
    with db.atomic():
        db.execute("UPDATE subscriptions SET forbidden_count = forbidden_count + 1 WHERE chat_id = ?", [chat_id])
        row = db.execute("SELECT MAX(forbidden_count) FROM subscriptions WHERE chat_id = ?", [chat_id]).fetchone()
    return row[0] or 0


def migrate_chat(db: Database, old_id: int, new_id: int) -> None:
    """A group became a supergroup: everything of the old id moves to the new one."""
    with db.atomic():
        for table in ("subscriptions", "told", "outbox"):
            db.execute(f"UPDATE OR IGNORE {table} SET chat_id = ? WHERE chat_id = ?", [new_id, old_id])
        db.execute("UPDATE subscriptions SET chat_type = 'supergroup' WHERE chat_id = ?", [new_id])
        db.execute("UPDATE OR IGNORE chats SET chat_id = ? WHERE chat_id = ?", [new_id, old_id])


def load_told(db: Database, sub: Subscription) -> Told:
    values, ranks = {}, {}
    for family_key, metric, value in db.execute(
        "SELECT family_key, metric, value FROM told WHERE chat_id = ? AND thread_id = ?", [sub.chat_id, sub.thread_id]
    ):
        if metric == "rank":
            ranks[family_key] = int(value)
        else:
            values[(family_key, metric)] = value
    return Told(values, ranks, sub.told_index_version, sub.told_basis)


def save_progress(db: Database, sub: Subscription, told: Told, **columns: object) -> None:
    """What a chat has now been told, and how far it has read (cursors, the last digest).
    Only these columns change, so a setting changed meanwhile is not written over."""
    columns = {**columns, "told_index_version": told.index_version, "told_basis": told.basis}
    rows = [(sub.chat_id, sub.thread_id, k, m, v) for (k, m), v in told.values.items()]
    rows += [(sub.chat_id, sub.thread_id, k, "rank", r) for k, r in told.ranks.items()]
    with db.atomic():
        db.execute("DELETE FROM told WHERE chat_id = ? AND thread_id = ?", [sub.chat_id, sub.thread_id])
        db.conn.executemany("INSERT INTO told (chat_id, thread_id, family_key, metric, value) VALUES (?, ?, ?, ?, ?)",
                            rows)
        assignments = ", ".join(f"{name} = ?" for name in columns)
        db.execute(f"UPDATE subscriptions SET {assignments} WHERE chat_id = ? AND thread_id = ?",
                   [*columns.values(), sub.chat_id, sub.thread_id])
    for name, value in columns.items():
        setattr(sub, name, value)


def unsubscribe(db: Database, sub: Subscription, reason: str) -> None:
    """Stop one subscription; what was queued for it and not yet sent is dropped."""
    with db.atomic():
        db.execute("UPDATE subscriptions SET active = 0, deactivated_reason = ?, updated_at = ? "
                   "WHERE chat_id = ? AND thread_id = ?", [reason, _now(), sub.chat_id, sub.thread_id])
        db.execute("UPDATE outbox SET status = 'failed', last_error = ? WHERE chat_id = ? AND thread_id = ? "
                   "AND status = 'pending'", [reason, sub.chat_id, sub.thread_id])


def add_events(db: Database, snapshot_id: int | None, events) -> None:
    now = _now()
    with db.atomic():
        db.conn.executemany(
            "INSERT INTO events (snapshot_id, kind, family_key, name, region, marked_new, old, new, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(snapshot_id, e.kind, e.family_key, e.name, e.region, int(e.marked_new), e.old, e.new, now)
             for e in events],
        )


def retired_lately(db: Database, family_keys: set[str], snapshot_id: int, within_days: int) -> set[str]:
    """Which of these families a retirement event took off the boards within `within_days`
    before the as-of date of `snapshot_id`."""
    if not family_keys:
        return set()
    marks = ",".join("?" * len(family_keys))
    return {k for (k,) in db.execute(
        f"SELECT DISTINCT e.family_key FROM events e JOIN snapshots r ON r.id = e.snapshot_id "
        f"WHERE e.kind = 'retired' AND e.family_key IN ({marks}) "
        f"AND r.as_of >= date((SELECT as_of FROM snapshots WHERE id = ?), ?)",
        [*family_keys, snapshot_id, f"-{within_days} days"])}


def events_after(db: Database, cursor: int) -> tuple[list[Event], int]:
    """Board events newer than `cursor`, and the new cursor."""
    rows = db.execute("SELECT id, kind, family_key, name, region, marked_new, old, new FROM events WHERE id > ? "
                      "ORDER BY id", [cursor]).fetchall()
    events = [Event(r[1], r[2], r[3], r[4], bool(r[5]), r[6], r[7]) for r in rows]
    return events, (rows[-1][0] if rows else cursor)


def last_event_id(db: Database) -> int:
    return db.execute("SELECT COALESCE(MAX(id), 0) FROM events").fetchone()[0]


@dataclass(frozen=True)
class Outgoing:
    id: int
    chat_id: int
    thread_id: int
    kind: str
    text: str
    silent: bool
    attempts: int
    rich: str | None = None  # the message as native tables (JSON of an InputRichMessage), if it has them


def enqueue(db: Database, rows: list[tuple]) -> int:
    """Queue messages (dedupe key, chat, thread, kind, html, silent, not_before[, rich]); a
    key already queued is ignored, so each (alert, chat) pair is delivered once. `rich` is
    the message as native tables (JSON of an InputRichMessage), sent where the server can."""
    now = _now()
    with db.atomic():
        cursor = db.conn.executemany(
            "INSERT OR IGNORE INTO outbox (dedupe, chat_id, thread_id, kind, text, silent, created_at, not_before, rich) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(r[0], r[1], r[2], r[3], r[4], int(r[5]), now, r[6], r[7] if len(r) > 7 else None) for r in rows],
        )
    return cursor.rowcount


def due_messages(db: Database, now: str, limit: int) -> list[Outgoing]:
    """Messages due to go, longest due first, but every due instant alert before any digest:
    an alert queued during a long digest send-out goes out at once. Both orders follow an
    index, so a look at an outbox of 100,000 digests reads a batch, never sorts them all."""
    found: list[Outgoing] = []
    for which in ("kind = 'alert'", "kind != 'alert'"):
        found += [Outgoing(*r[:5], bool(r[5]), *r[6:]) for r in db.execute(
            "SELECT id, chat_id, thread_id, kind, text, silent, attempts, rich FROM outbox "
            f"WHERE status = 'pending' AND {which} AND not_before <= ? ORDER BY not_before, id LIMIT ?",
            [now, limit - len(found)])]
        if len(found) >= limit:
            break
    return found




def claim(db: Database, outbox_id: int) -> bool:
    """Take one pending message for sending, written (and committed) before the request:
    after a crash these are the in-flight ones. False when another sender took it first."""
    with db.atomic():
        return db.execute("UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_at = ? "
                          "WHERE id = ? AND status = 'pending'", [_now(), outbox_id]).rowcount == 1


def record_outcomes(db: Database, results: list[tuple[int, int, str, str | None, int | None, str | None]]) -> None:
    """(outbox id, chat id, outcome, detail, message id, retry at) for each send tried."""
    now = _now()
    with db.atomic():
        for outbox_id, chat_id, outcome, detail, message_id, retry_at in results:
            if outcome == "sent":
                db.execute("UPDATE outbox SET status = 'sent', sent_at = ?, message_id = ?, last_error = NULL "
                           "WHERE id = ?", [now, message_id, outbox_id])
                db.execute("UPDATE subscriptions SET forbidden_count = 0 WHERE chat_id = ? AND forbidden_count > 0",
                           [chat_id])
            elif retry_at is not None:
                db.execute("UPDATE outbox SET status = 'pending', not_before = ?, last_error = ? WHERE id = ?",
                           [retry_at, detail, outbox_id])
            else:
                db.execute("UPDATE outbox SET status = 'failed', last_error = ? WHERE id = ?", [detail, outbox_id])
            db.execute("INSERT INTO deliveries (outbox_id, chat_id, at, outcome, detail) VALUES (?, ?, ?, ?, ?)",
                       [outbox_id, chat_id, now, outcome, detail])


def recover_in_flight(db: Database, older_than: dt.timedelta = dt.timedelta(0)) -> int:
    """Messages left 'sending' by a sender that died go back to the queue (these few may
    repeat). A live sender finishes a request in seconds: `older_than` spares its own."""
    cutoff = (dt.datetime.now(dt.timezone.utc) - older_than).isoformat(timespec="seconds")
    with db.atomic():
        return db.execute("UPDATE outbox SET status = 'pending' WHERE status = 'sending' AND claimed_at <= ?",
                          [cutoff]).rowcount


def delivery_stats(db: Database, since: str) -> dict[str, int]:
    stats = {
        "chats": db.execute("SELECT COUNT(DISTINCT chat_id) FROM subscriptions WHERE active = 1").fetchone()[0],
        "subscriptions": db.execute("SELECT COUNT(*) FROM subscriptions WHERE active = 1").fetchone()[0],
        "inactive": db.execute("SELECT COUNT(*) FROM subscriptions WHERE active = 0").fetchone()[0],
        "outbox": db.execute("SELECT COUNT(*) FROM outbox WHERE status IN ('pending', 'sending')").fetchone()[0],
    }
    for outcome, count in db.execute("SELECT outcome, COUNT(*) FROM deliveries WHERE at >= ? GROUP BY outcome",
                                     [since]):
        stats[outcome] = count
    return stats
