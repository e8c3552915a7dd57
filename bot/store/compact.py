"""Storing what changed, not copies, and keeping a year of fetches small.

- Values are stored as runs: one `observations` row holds a value from the snapshot that
  first had it (`snapshot_id`) through the last one that still had it (`until_snapshot`),
  over consecutive good snapshots of one source. An unchanged value extends its run; the
  history readers expand runs back into one value per snapshot (`expand_sql`).
- Raw payloads are kept once per distinct payload, zlib-compressed (`raws`), and pruned
  after a retention; the bundled data's are kept.
- The outbox and the delivery log keep per-message rows for a retention, then daily counts;
  a delivered message's text goes after a day (only pending messages' text is ever read).
- Free pages go back to the file system (incremental auto_vacuum).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import zlib
from dataclasses import dataclass

from sqlite_utils import Database

RAW_RETENTION = dt.timedelta(days=90)
OUTBOX_RETENTION = dt.timedelta(days=30)
SENT_TEXT_KEPT = dt.timedelta(days=1)  # a delivered message's text is the bulk of its row and never read again

# A run expanded into the good snapshots of its source it spans, in (as_of, id) order.
# (The BETWEEN lets SQLite walk the snapshots_by_source index; the id terms break as_of ties.)
EXPAND = (
    "FROM observations o JOIN snapshots f ON f.id = o.snapshot_id "
    "JOIN snapshots u ON u.id = o.until_snapshot "
    "JOIN snapshots s INDEXED BY snapshots_by_source ON s.source = f.source AND s.as_of BETWEEN f.as_of AND u.as_of "
    " AND (s.as_of > f.as_of OR s.id >= f.id) AND (s.as_of < u.as_of OR s.id <= u.id) AND s.status = 'ok' "
)


# -- raw payloads ------------------------------------------------------------------------


def _digest(raw: str) -> str:
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()


def keep_raw(db: Database, raw: str) -> int | None:
    """The id of this payload in `raws`, stored (compressed) only if it isn't already."""
    if not raw:
        return None
    digest = _digest(raw)
    row = db.execute("SELECT id FROM raws WHERE digest = ?", [digest]).fetchone()
    if row:
        return row[0]
    return db.execute("INSERT INTO raws (digest, size, body) VALUES (?, ?, ?)",
                      [digest, len(raw), zlib.compress(raw.encode("utf-8"), 6)]).lastrowid


def raw_payload(db: Database, snapshot_id: int) -> str:
    """The payload a snapshot was read from ('' once pruned by the retention)."""
    row = db.execute("SELECT s.raw, r.body FROM snapshots s LEFT JOIN raws r ON r.id = s.raw_id WHERE s.id = ?",
                     [snapshot_id]).fetchone()
    if row is None:
        return ""
    return zlib.decompress(row[1]).decode("utf-8") if row[1] is not None else row[0]


def raw_digest_matches(db: Database, source: str, as_of: str, raw: str) -> int | None:
    """The id of a snapshot already stored with this source, date and payload, if any."""
    row = db.execute("SELECT s.id FROM snapshots s JOIN raws r ON r.id = s.raw_id "
                     "WHERE s.source = ? AND s.as_of = ? AND r.digest = ? LIMIT 1",
                     [source, as_of, _digest(raw)]).fetchone()
    return row[0] if row else None


# -- values as runs ----------------------------------------------------------------------


def write_values(db: Database, snapshot_id: int, source: str, as_of: str, ok: bool,
                 values: list[tuple[str, str, float, int]]) -> None:
    """Store one snapshot's (model_key, metric, value, approx): a value its model had in
    the source's previous good snapshot extends that run; anything else starts one."""
    open_runs: dict[tuple[str, str], tuple[int, float, int]] = {}
    if ok:
        previous = db.execute(
            "SELECT id, as_of FROM snapshots WHERE source = ? AND status = 'ok' AND id != ? "
            "ORDER BY as_of DESC, id DESC LIMIT 1", [source, snapshot_id]).fetchone()
        if previous is not None and (previous[1], previous[0]) > (as_of, snapshot_id):
            _split_runs_around(db, source, snapshot_id, as_of)  # a late, older snapshot
        elif previous is not None:
            open_runs = {(key, metric): (first, value, approx) for key, metric, first, value, approx in db.execute(
                "SELECT model_key, metric, snapshot_id, value, approx FROM observations WHERE until_snapshot = ?",
                [previous[0]])}
    extend, start = [], []
    for key, metric, value, approx in values:
        run = open_runs.get((key, metric))
        if run is not None and run[1] == value and run[2] == approx:
            extend.append((snapshot_id, key, metric, run[0]))
        else:
            start.append((key, metric, snapshot_id, snapshot_id, value, approx))
    db.conn.executemany("UPDATE observations SET until_snapshot = ? WHERE model_key = ? AND metric = ? "
                        "AND snapshot_id = ?", extend)
    db.conn.executemany("INSERT INTO observations (model_key, metric, snapshot_id, until_snapshot, value, approx) "
                        "VALUES (?, ?, ?, ?, ?, ?)", start)


def _split_runs_around(db: Database, source: str, snapshot_id: int, as_of: str) -> None:
    """A snapshot stored late, inside runs that span it: each such run is cut in two
    around it, so a model absent from it shows no value there."""
    neighbours = db.execute(
        "SELECT (SELECT id FROM snapshots WHERE source = :s AND status = 'ok' AND id != :id "
        "  AND (as_of < :a OR (as_of = :a AND id < :id)) ORDER BY as_of DESC, id DESC LIMIT 1), "
        " (SELECT id FROM snapshots WHERE source = :s AND status = 'ok' AND id != :id "
        "  AND (as_of > :a OR (as_of = :a AND id > :id)) ORDER BY as_of, id LIMIT 1)",
        {"s": source, "id": snapshot_id, "a": as_of}).fetchone()
    before, after = neighbours
    if before is None or after is None:
        return
    spanning = db.execute(
        "SELECT o.model_key, o.metric, o.snapshot_id, o.until_snapshot, o.value, o.approx FROM observations o "
        "JOIN snapshots f ON f.id = o.snapshot_id JOIN snapshots u ON u.id = o.until_snapshot "
        "JOIN snapshots b ON b.id = ? JOIN snapshots n ON n.id = ? WHERE f.source = ? "
        "AND (f.as_of < b.as_of OR (f.as_of = b.as_of AND f.id <= b.id)) "
        "AND (u.as_of > n.as_of OR (u.as_of = n.as_of AND u.id >= n.id))",
        [before, after, source]).fetchall()
    db.conn.executemany("UPDATE observations SET until_snapshot = ? WHERE model_key = ? AND metric = ? "
                        "AND snapshot_id = ?", [(before, k, m, first) for k, m, first, _, _, _ in spanning])
    db.conn.executemany("INSERT INTO observations (model_key, metric, snapshot_id, until_snapshot, value, approx) "
                        "VALUES (?, ?, ?, ?, ?, ?)", [(k, m, after, until, v, a) for k, m, _, until, v, a in spanning])


def compact_history(db: Database) -> None:
    """Migration: per-snapshot rows of m001 into runs, and raw payloads into `raws`."""
    db.execute("CREATE TABLE raws (id INTEGER PRIMARY KEY, digest TEXT NOT NULL UNIQUE, size INTEGER NOT NULL, "
               "body BLOB NOT NULL)")
    db.execute("ALTER TABLE snapshots ADD COLUMN raw_id INTEGER REFERENCES raws(id)")
    for (snapshot_id,) in db.execute("SELECT id FROM snapshots WHERE raw != ''").fetchall():  # one payload at a time
        (raw,) = db.execute("SELECT raw FROM snapshots WHERE id = ?", [snapshot_id]).fetchone()
        db.execute("UPDATE snapshots SET raw_id = ?, raw = '' WHERE id = ?", [keep_raw(db, raw), snapshot_id])
    db.execute(
        "CREATE TABLE runs (model_key TEXT NOT NULL REFERENCES models(key), metric TEXT NOT NULL, "
        "snapshot_id INTEGER NOT NULL REFERENCES snapshots(id), until_snapshot INTEGER NOT NULL REFERENCES snapshots(id), "
        "value REAL NOT NULL, approx INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (model_key, metric, snapshot_id)) "
        "WITHOUT ROWID")
    # Each source's good snapshots numbered in (as_of, id) order: a run only extends to the next.
    place = {sid: (source, n) for n, (sid, source) in enumerate(db.execute(
        "SELECT id, source FROM snapshots WHERE status = 'ok' ORDER BY source, as_of, id"))}
    rows = db.execute(
        "SELECT o.model_key, o.metric, o.snapshot_id, o.value, o.approx, s.source FROM observations o "
        "JOIN snapshots s ON s.id = o.snapshot_id ORDER BY o.model_key, o.metric, s.source, s.as_of, s.id")
    batch: list[tuple] = []
    run: list | None = None  # [key, metric, first, until, value, approx, source, place]
    for key, metric, snapshot_id, value, approx, source in rows:
        at = place.get(snapshot_id)
        if (run is not None and at is not None and run[7] is not None and (run[0], run[1], run[6]) == (key, metric, source)
                and at[1] == run[7] + 1 and (run[4], run[5]) == (value, approx)):
            run[3], run[7] = snapshot_id, at[1]
            continue
        if run is not None:
            batch.append(tuple(run[:6]))
        run = [key, metric, snapshot_id, snapshot_id, value, approx, source, at[1] if at else None]
        if len(batch) >= 10_000:
            db.conn.executemany("INSERT INTO runs VALUES (?, ?, ?, ?, ?, ?)", batch)
            batch.clear()
    if run is not None:
        batch.append(tuple(run[:6]))
    db.conn.executemany("INSERT INTO runs VALUES (?, ?, ?, ?, ?, ?)", batch)
    db.execute("DROP TABLE observations")
    db.execute("ALTER TABLE runs RENAME TO observations")
    db.execute("CREATE INDEX observations_until ON observations(until_snapshot, metric)")
    # After the retention: daily counts of what was sent, by kind and outcome.
    db.execute("CREATE TABLE outbox_days (day TEXT NOT NULL, kind TEXT NOT NULL, status TEXT NOT NULL, "
               "messages INTEGER NOT NULL, PRIMARY KEY (day, kind, status)) WITHOUT ROWID")
    db.execute("CREATE TABLE delivery_days (day TEXT NOT NULL, outcome TEXT NOT NULL, attempts INTEGER NOT NULL, "
               "PRIMARY KEY (day, outcome)) WITHOUT ROWID")


# -- upkeep: retention and free pages ---------------------------------------------------------


@dataclass(frozen=True)
class Upkeep:
    raws_pruned: int
    outbox_folded: int
    deliveries_folded: int
    freed_pages: int


def prune(db: Database, now: dt.datetime, *, raw_retention: dt.timedelta = RAW_RETENTION,
          outbox_retention: dt.timedelta = OUTBOX_RETENTION) -> Upkeep:
    """Drop what the retentions no longer keep, then give the free pages back."""
    raw_before = (now - raw_retention).astimezone(dt.timezone.utc).isoformat(timespec="seconds")
    outbox_before = (now - outbox_retention).astimezone(dt.timezone.utc).isoformat(timespec="seconds")
    sent_before = (now - SENT_TEXT_KEPT).astimezone(dt.timezone.utc).isoformat(timespec="seconds")
    with db.atomic():
        db.execute("UPDATE outbox SET text = '', rich = NULL WHERE status = 'sent' AND sent_at < ? AND text != ''",
                   [sent_before])
        db.execute("UPDATE snapshots SET raw_id = NULL WHERE raw_id IS NOT NULL AND bundled = 0 AND fetched_at < ?",
                   [raw_before])
        raws = db.execute("DELETE FROM raws WHERE id NOT IN (SELECT raw_id FROM snapshots WHERE raw_id IS NOT NULL)"
                          ).rowcount
        db.execute(
            "INSERT INTO outbox_days (day, kind, status, messages) SELECT SUBSTR(created_at, 1, 10), kind, status, "
            "COUNT(*) FROM outbox WHERE status IN ('sent', 'failed') AND created_at < ? GROUP BY 1, 2, 3 "
            "ON CONFLICT(day, kind, status) DO UPDATE SET messages = messages + excluded.messages", [outbox_before])
        outbox = db.execute("DELETE FROM outbox WHERE status IN ('sent', 'failed') AND created_at < ?",
                            [outbox_before]).rowcount
        db.execute(
            "INSERT INTO delivery_days (day, outcome, attempts) SELECT SUBSTR(at, 1, 10), outcome, COUNT(*) "
            "FROM deliveries WHERE at < ? GROUP BY 1, 2 "
            "ON CONFLICT(day, outcome) DO UPDATE SET attempts = attempts + excluded.attempts", [outbox_before])
        deliveries = db.execute("DELETE FROM deliveries WHERE at < ?", [outbox_before]).rowcount
        # what a chat was last shown, for its follow-ups: nobody follows up a month later
        db.execute("DELETE FROM chat_context WHERE updated_at < ?", [outbox_before])
    return Upkeep(raws, outbox, deliveries, free_pages(db))


def free_pages(db: Database) -> int:
    """Give free pages back to the file system: incrementally once the database is in
    incremental auto_vacuum mode; the first time, one VACUUM switches it over."""
    free = db.execute("PRAGMA freelist_count").fetchone()[0]
    if db.execute("PRAGMA auto_vacuum").fetchone()[0] == 2:
        db.execute("PRAGMA incremental_vacuum").fetchall()
    else:
        db.execute("PRAGMA auto_vacuum = INCREMENTAL")
        db.execute("VACUUM")
    return free


UPKEEP_HOUR = 4  # local time (LEADERBOT_TZ): off-peak


def upkeep_due(last: str | None, now: dt.datetime, zone: dt.tzinfo) -> bool:
    """Once a day, at or after 04:00 local time."""
    local = now.astimezone(zone)
    slot = local.replace(hour=UPKEEP_HOUR, minute=0, second=0, microsecond=0)
    if local < slot:
        slot -= dt.timedelta(days=1)
    return last is None or dt.datetime.fromisoformat(last) < slot


def upkeep(db: Database, now: dt.datetime, zone: dt.tzinfo, *, raw_retention: dt.timedelta = RAW_RETENTION,
           outbox_retention: dt.timedelta = OUTBOX_RETENTION) -> Upkeep | None:
    """The daily upkeep when it is due (`leaderbot tick` and the bot's job both call this)."""
    row = db.execute("SELECT value FROM meta WHERE key = 'upkeep_at'").fetchone()
    if not upkeep_due(row[0] if row else None, now, zone):
        return None
    done = prune(db, now, raw_retention=raw_retention, outbox_retention=outbox_retention)
    with db.atomic():
        db.execute("INSERT INTO meta (key, value) VALUES ('upkeep_at', ?) "
                   "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                   [now.astimezone(dt.timezone.utc).isoformat(timespec="seconds")])
    return done
