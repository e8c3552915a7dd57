"""The schema: named migrations (sqlite-utils Migrations), so a user's database upgrades
in place and never loses a subscription, and opening a database."""

from __future__ import annotations

import contextlib
import datetime as dt
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from sqlite_utils import Database, Migrations

migrations = Migrations("leaderbot")


@migrations()
def m001_leaderboard(db: Database) -> None:
    db.executescript(
        """
        CREATE TABLE sources (
            name TEXT PRIMARY KEY,
            title TEXT,
            attribution TEXT NOT NULL,
            attribution_zh TEXT,
            bundled INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE snapshots (
            id INTEGER PRIMARY KEY,
            source TEXT NOT NULL REFERENCES sources(name),
            as_of TEXT NOT NULL,
            fetched_at TEXT NOT NULL,
            coverage TEXT NOT NULL CHECK (coverage IN ('complete', 'partial')),
            index_version TEXT,
            status TEXT NOT NULL DEFAULT 'ok' CHECK (status IN ('ok', 'quarantined')),
            bundled INTEGER NOT NULL DEFAULT 0,
            note TEXT,
            raw TEXT NOT NULL
        );
        CREATE INDEX snapshots_by_source ON snapshots(source, as_of);
        CREATE TABLE creators (
            key TEXT PRIMARY KEY,
            source_id TEXT,
            name TEXT NOT NULL,
            country TEXT
        );
        CREATE TABLE models (
            key TEXT PRIMARY KEY,
            source_id TEXT,
            name TEXT NOT NULL,
            family TEXT NOT NULL,
            family_key TEXT NOT NULL,
            tier TEXT,
            creator_key TEXT REFERENCES creators(key),
            open_weights INTEGER,
            params_total_b REAL,
            params_active_b REAL,
            params_approx INTEGER NOT NULL DEFAULT 0,  -- 1: total is approximate, 2: active is
            first_snapshot INTEGER,
            retired_snapshot INTEGER
        );
        CREATE INDEX models_by_family ON models(family_key);
        CREATE TABLE observations (
            snapshot_id INTEGER NOT NULL REFERENCES snapshots(id),
            model_key TEXT NOT NULL REFERENCES models(key),
            metric TEXT NOT NULL,
            value REAL NOT NULL,
            approx INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (snapshot_id, model_key, metric)
        ) WITHOUT ROWID;
        CREATE INDEX observations_by_model ON observations(model_key, metric);
        CREATE TABLE model_sources (
            model_key TEXT NOT NULL REFERENCES models(key),
            source TEXT NOT NULL REFERENCES sources(name),
            last_snapshot INTEGER NOT NULL,
            last_as_of TEXT NOT NULL,
            PRIMARY KEY (source, model_key)
        ) WITHOUT ROWID;
        CREATE TABLE current (
            model_key TEXT NOT NULL REFERENCES models(key),
            metric TEXT NOT NULL,
            bundled INTEGER NOT NULL,
            value REAL NOT NULL,
            approx INTEGER NOT NULL DEFAULT 0,
            as_of TEXT NOT NULL,
            snapshot_id INTEGER NOT NULL,
            source TEXT NOT NULL,
            PRIMARY KEY (model_key, metric, bundled)
        ) WITHOUT ROWID;
        CREATE TABLE deployments (
            id INTEGER PRIMARY KEY,
            snapshot_id INTEGER NOT NULL REFERENCES snapshots(id),
            model_key TEXT NOT NULL REFERENCES models(key),
            system TEXT NOT NULL,
            hardware TEXT,
            speed REAL,
            ttft REAL,
            price_in REAL,
            price_out REAL,
            approx TEXT NOT NULL DEFAULT '[]',
            note TEXT
        );
        CREATE INDEX deployments_by_model ON deployments(model_key);
        CREATE TABLE chats (
            chat_id INTEGER PRIMARY KEY,
            lang TEXT,
            updated_at TEXT
        );
        CREATE TABLE meta (
            key TEXT PRIMARY KEY,
            value TEXT
        );
        INSERT INTO meta (key, value) VALUES ('board_generation', '0');
        """
    )


@migrations()
def m002_source_state(db: Database) -> None:
    """What the scheduler knows about each live source: quota, failures, when it is due."""
    db.executescript(
        """
        CREATE TABLE source_state (
            source TEXT PRIMARY KEY,
            quota_limit INTEGER,
            quota_remaining INTEGER,
            quota_reset_at TEXT,
            quota_observed_at TEXT,
            last_attempt_at TEXT,
            last_success_at TEXT,
            last_error TEXT,
            failures INTEGER NOT NULL DEFAULT 0,
            failing_since TEXT,
            next_due_at TEXT,
            reported_at TEXT
        );
        """
    )


@migrations()
def m003_alerts(db: Database) -> None:
    """Subscriptions, what each chat was last told, board events, and the outbox."""
    db.executescript(
        """
        CREATE TABLE subscriptions (
            chat_id INTEGER NOT NULL,
            thread_id INTEGER NOT NULL DEFAULT 0,
            chat_type TEXT NOT NULL,
            title TEXT,
            lang TEXT NOT NULL DEFAULT 'en',
            tz TEXT NOT NULL,
            digest TEXT NOT NULL DEFAULT 'daily' CHECK (digest IN ('daily', 'weekly', 'off')),
            digest_at TEXT NOT NULL DEFAULT '09:00',
            weekday INTEGER NOT NULL DEFAULT 0,
            instant TEXT NOT NULL DEFAULT '',
            region TEXT,
            top_n INTEGER NOT NULL DEFAULT 10,
            rank_metric TEXT NOT NULL DEFAULT 'speed',
            thresholds TEXT NOT NULL DEFAULT '{}',
            watchlist TEXT NOT NULL DEFAULT '[]',
            quiet_start TEXT,
            quiet_end TEXT,
            silent INTEGER NOT NULL DEFAULT 0,
            active INTEGER NOT NULL DEFAULT 1,
            deactivated_reason TEXT,
            forbidden_count INTEGER NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            last_digest_for TEXT,
            event_cursor INTEGER NOT NULL DEFAULT 0,
            digest_event_cursor INTEGER NOT NULL DEFAULT 0,
            told_index_version TEXT,
            told_basis TEXT,
            PRIMARY KEY (chat_id, thread_id)
        );
        CREATE TABLE told (
            chat_id INTEGER NOT NULL,
            thread_id INTEGER NOT NULL,
            family_key TEXT NOT NULL,
            metric TEXT NOT NULL,
            value REAL NOT NULL,
            PRIMARY KEY (chat_id, thread_id, family_key, metric)
        ) WITHOUT ROWID;
        CREATE TABLE events (
            id INTEGER PRIMARY KEY,
            snapshot_id INTEGER,
            kind TEXT NOT NULL,
            family_key TEXT,
            name TEXT,
            region TEXT,
            marked_new INTEGER NOT NULL DEFAULT 0,
            old TEXT,
            new TEXT,
            created_at TEXT NOT NULL
        );
        CREATE TABLE outbox (
            id INTEGER PRIMARY KEY,
            dedupe TEXT NOT NULL UNIQUE,
            chat_id INTEGER NOT NULL,
            thread_id INTEGER NOT NULL DEFAULT 0,
            kind TEXT NOT NULL,
            text TEXT NOT NULL,
            silent INTEGER NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL,
            not_before TEXT NOT NULL,
            status TEXT NOT NULL DEFAULT 'pending'
                CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
            attempts INTEGER NOT NULL DEFAULT 0,
            claimed_at TEXT,
            last_error TEXT,
            sent_at TEXT,
            message_id INTEGER
        );
        CREATE INDEX outbox_due ON outbox(status, not_before, id);
        CREATE TABLE deliveries (
            id INTEGER PRIMARY KEY,
            outbox_id INTEGER NOT NULL,
            chat_id INTEGER NOT NULL,
            at TEXT NOT NULL,
            outcome TEXT NOT NULL,
            detail TEXT
        );
        CREATE INDEX deliveries_by_time ON deliveries(at);
        """
    )


@migrations()
def m004_trustworthy_catalogues(db: Database) -> None:
    """Quarantine compares like with like: each snapshot records how many models its
    catalogue listed (readable or not) and why it was quarantined, if it was."""
    db.executescript(
        """
        ALTER TABLE snapshots ADD COLUMN listed INTEGER;
        ALTER TABLE snapshots ADD COLUMN quarantine_reason TEXT;
        UPDATE snapshots SET listed = (SELECT COUNT(DISTINCT model_key) FROM observations o
                                       WHERE o.snapshot_id = snapshots.id);
        """
    )


@migrations()
def m005_outbox_lanes(db: Database) -> None:
    """Instant alerts overtake a long digest send-out (due alerts are found without scanning
    the digests), and a message may carry its native-table form beside its HTML."""
    db.executescript(
        """
        CREATE INDEX outbox_due_by_kind ON outbox(status, kind, not_before, id);
        ALTER TABLE outbox ADD COLUMN rich TEXT;
        """
    )


@migrations()
def m006_compact_history(db: Database) -> None:
    """A year of fetches stays small: values stored as runs (an unchanged value extends
    the previous one's validity), raw payloads once each and compressed, and daily counts
    of the outbox and the delivery log kept after their retention."""
    from .compact import compact_history

    compact_history(db)


BUSY_TIMEOUT_S = 30.0  # how long a writer waits for another to finish before giving up


class Store(Database):
    """sqlite-utils' Database whose write transactions take the write lock when they
    begin (BEGIN IMMEDIATE). A transaction that begins as a read and then writes can't
    wait for a lock another connection took meanwhile: SQLite fails it at once with
    "database is locked", whatever the busy timeout. Beginning as a writer, it waits."""

    @contextlib.contextmanager
    def atomic(self) -> Iterator[Database]:
        if self.conn.in_transaction:  # nested: a savepoint, as sqlite-utils does it
            with super().atomic():
                yield self
            return
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self
        except BaseException:
            self.rollback()
            raise
        try:
            self.conn.execute("COMMIT")
        except BaseException:
            self.rollback()
            raise


@migrations()
def m007_chat_context(db: Database) -> None:
    """What each chat was last shown, so that a follow-up ("它的价格呢", "那国产的呢", "next
    page") is understood after a restart, and from `leaderbot ask`, as in a running bot."""
    db.executescript(
        """
        CREATE TABLE chat_context (
            chat_id INTEGER PRIMARY KEY,
            last TEXT NOT NULL,           -- 'board' or 'models': which of the two came last
            board TEXT,                   -- the last board's query (JSON)
            board_total INTEGER NOT NULL DEFAULT 0,
            board_rows TEXT NOT NULL DEFAULT '[]',  -- the families on that page, in order (JSON)
            models TEXT NOT NULL DEFAULT '[]',      -- the last card's or comparison's models (JSON)
            updated_at TEXT NOT NULL
        );
        """
    )


@migrations()
def m008_weekday_digests(db: Database) -> None:
    """A digest on working days only (Monday to Friday): 'weekdays' joins the schedules the
    subscriptions table allows. SQLite can't change a CHECK in place, so the table is made
    anew with every row, column and index it had (SQLite's own twelve-step procedure)."""
    old_check = "CHECK (digest IN ('daily', 'weekly', 'off'))"
    sql = db.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'subscriptions'").fetchone()[0]
    if old_check not in sql:
        raise RuntimeError("the subscriptions table is not the one m003 made")
    indexes = [row[0] for row in db.execute(
        "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'subscriptions' AND sql IS NOT NULL")]
    db.execute(sql.replace("CREATE TABLE subscriptions", "CREATE TABLE subscriptions_m008", 1)
               .replace(old_check, "CHECK (digest IN ('daily', 'weekdays', 'weekly', 'off'))"))
    db.execute("INSERT INTO subscriptions_m008 SELECT * FROM subscriptions")
    db.execute("DROP TABLE subscriptions")
    db.execute("ALTER TABLE subscriptions_m008 RENAME TO subscriptions")
    for index in indexes:
        db.execute(index)


@migrations()
def m009_chat_workload(db: Database) -> None:
    """The last workload a chat asked about (a cost, a duration, a budget: its volumes), so
    "换minimax m3呢" after "1亿output token 用ds v4 flash 要多少钱" asks it of MiniMax-M3."""
    db.execute("ALTER TABLE chat_context ADD COLUMN workload TEXT")


@migrations()
def m010_chat_makers(db: Database) -> None:
    """The makers a chat last asked about by name ("DeepSeek、Qwen、Kimi 這三家"), so "三家的智慧分數"
    a few answers later still means those three."""
    db.execute("ALTER TABLE chat_context ADD COLUMN makers TEXT")


@migrations()
def m011_chat_spoken(db: Database) -> None:
    """The language a chat last wrote words in, so a bare "/top" from a user whose Telegram
    sends no language code answers in the chat's language rather than English."""
    db.execute("ALTER TABLE chats ADD COLUMN spoken TEXT")


@migrations()
def m012_chat_asked(db: Database) -> None:
    """The figure a chat's last card or comparison was asked for, so "K2 Horizon 呢" after
    "DeepSeek V4 Pro 的输入价格多少" asks K2 Horizon's input price."""
    db.execute("ALTER TABLE chat_context ADD COLUMN asked TEXT")


@migrations()
def m013_subscription_muted(db: Database) -> None:
    """The kinds of change a chat wants no word of at all, not even in its digest ("价格变动那块不要了"),
    where a kind not sent at once still comes in the digest."""
    db.execute("ALTER TABLE subscriptions ADD COLUMN muted TEXT NOT NULL DEFAULT ''")


def open_db(path: str | Path | None = None, *, memory: bool = False) -> Database:
    """Open (creating and upgrading in place) the leaderbot database. Every connection
    waits up to BUSY_TIMEOUT_S for another's write, and Python's implicit transactions
    begin IMMEDIATE too (the same reason as Store.atomic)."""
    if memory or path is None:
        db = Store(memory=True)
    else:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_S, isolation_level="IMMEDIATE")
        db = Store(conn)
        db.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
        if db.execute("PRAGMA page_count").fetchone()[0] == 0:  # a new file: free pages go back from the start
            db.execute("PRAGMA auto_vacuum = INCREMENTAL")
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
    db.execute("PRAGMA foreign_keys=ON")
    migrations.apply(db)
    return db


def db_file(db: Database) -> str | None:
    """The file a database lives in, for another connection to open; None in memory."""
    return db.execute("PRAGMA database_list").fetchone()[2] or None


def _now() -> str:
    return dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")
