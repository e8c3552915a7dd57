"""The one module that owns the SQLite schema and every SQL statement.

Storage never touches the network. Snapshots are written whole or not at all
(`save_snapshot` runs in one transaction), and `current` is kept as the newest value
of each metric per model so that answering a question never scans history.
"""

from __future__ import annotations

import datetime as dt
import json
import threading
from collections.abc import Iterator
import weakref
from dataclasses import dataclass
from pathlib import Path

from sqlite_utils import Database, Migrations

from .alerts import Event, Told
from .boards import Board, Model, Value
from .names import normalise, split_tier
from .snapshots import METRICS, ModelRow, Snapshot

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


def open_db(path: str | Path | None = None, *, memory: bool = False) -> Database:
    """Open (creating and upgrading in place) the leaderbot database."""
    if memory or path is None:
        db = Database(memory=True)
    else:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = Database(Path(path))
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
    db.execute("PRAGMA foreign_keys=ON")
    migrations.apply(db)
    return db


def _now() -> str:
    return dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")


# -- curated creators ------------------------------------------------------------------


@dataclass(frozen=True)
class CreatorTable:
    """The curated creator -> country table from data/creators.tsv."""

    by_id: dict[str, str | None]
    by_name: dict[str, str | None]

    def country(self, creator_id: str | None, name: str | None) -> str | None:
        if creator_id and creator_id in self.by_id:
            return self.by_id[creator_id]
        if name is not None:
            return self.by_name.get(name)  # exact name only: never guessed
        return None

    @classmethod
    def read(cls, path: Path) -> CreatorTable:
        by_id: dict[str, str | None] = {}
        by_name: dict[str, str | None] = {}
        lines = path.read_text(encoding="utf-8").splitlines()
        header = lines[0].split("\t")
        for line in lines[1:]:
            if not line.strip():
                continue
            row = dict(zip(header, line.split("\t")))
            country = (row.get("country") or "").strip().upper() or None
            if row.get("creator_id"):
                by_id[row["creator_id"].strip()] = country
            by_name[row["name"].strip()] = country
        return cls(by_id, by_name)


def _creator_key(row: ModelRow) -> str | None:
    if row.creator_id:
        return f"id:{row.creator_id}"
    if row.creator:
        return f"name:{normalise(row.creator)}"
    return None


def sync_creators(db: Database, table: CreatorTable) -> None:
    """Re-apply the curated countries to every creator the sources have named."""
    rows = db.execute("SELECT key, source_id, name, country FROM creators").fetchall()
    changes = [
        (country, key)
        for key, source_id, name, old in rows
        if (country := table.country(source_id, name)) != old
    ]
    if changes:
        with db.atomic():
            db.conn.executemany("UPDATE creators SET country = ? WHERE key = ?", changes)
            _bump_generation(db)


# -- writing snapshots -----------------------------------------------------------------


@dataclass
class SaveResult:
    snapshot_id: int
    models: int
    new_models: int
    retired: int
    deployments: int


def _bump_generation(db: Database) -> None:
    db.execute("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'board_generation'")


def _merge_duplicates(rows: list[ModelRow]) -> dict[str, ModelRow]:
    """The same model twice in one snapshot keeps the best value of each metric."""
    merged: dict[str, ModelRow] = {}
    for row in rows:
        seen = merged.get(row.key)
        if seen is None:
            merged[row.key] = ModelRow(**{**row.__dict__, "metrics": dict(row.metrics)})
            continue
        for metric, value in row.metrics.items():
            old = seen.metrics.get(metric)
            if old is None or (value > old if METRICS[metric] else value < old):
                seen.metrics[metric] = value
                seen.approx = (seen.approx - {metric}) | (row.approx & {metric})
        seen.new = seen.new or row.new
        for attr in ("open_weights", "params_total_b", "params_active_b", "creator", "creator_id"):
            if getattr(seen, attr) is None:
                setattr(seen, attr, getattr(row, attr))
    return merged


def save_snapshot(
    db: Database, snap: Snapshot, *, creators: CreatorTable | None = None, status: str = "ok"
) -> SaveResult:
    """Write one snapshot whole (or nothing) and fold it into the current board."""
    models = _merge_duplicates(snap.models)
    facts = _merge_duplicates(snap.facts)
    with db.atomic():
        db.execute(
            "INSERT INTO sources (name, title, attribution, attribution_zh, bundled) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT(name) DO UPDATE SET title = excluded.title, attribution = excluded.attribution, "
            "attribution_zh = excluded.attribution_zh",
            [snap.source, snap.title, snap.attribution, snap.attribution_zh, int(snap.bundled)],
        )
        cursor = db.execute(
            "INSERT INTO snapshots (source, as_of, fetched_at, coverage, index_version, status, bundled, note, raw) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [snap.source, snap.as_of, snap.fetched_at or _now(), snap.coverage, snap.index_version,
             status, int(snap.bundled), snap.note, snap.raw],
        )
        snapshot_id = cursor.lastrowid
        known = {k for (k,) in db.execute("SELECT key FROM models")}
        all_rows = list(models.values()) + list(facts.values()) + [d.model for d in snap.deployments]
        new_keys = {row.key for row in all_rows} - known
        for row in all_rows:
            _upsert_model(db, row, snapshot_id, creators)
        observations = [
            (snapshot_id, key, metric, value, int(metric in row.approx))
            for key, row in models.items()
            for metric, value in row.metrics.items()
        ]
        observations += [(snapshot_id, key, "new_mark", 1.0, 0) for key, row in models.items() if row.new]
        db.conn.executemany(
            "INSERT INTO observations (snapshot_id, model_key, metric, value, approx) VALUES (?, ?, ?, ?, ?)",
            observations,
        )
        db.conn.executemany(
            "INSERT INTO deployments (snapshot_id, model_key, system, hardware, speed, ttft, price_in, price_out, approx, note) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (snapshot_id, d.model.key, d.system, d.hardware, d.metrics.get("speed"), d.metrics.get("ttft"),
                 d.metrics.get("price_in"), d.metrics.get("price_out"), json.dumps(sorted(d.approx)), d.note)
                for d in snap.deployments
            ],
        )
        retired = 0
        if status == "ok":
            db.execute(
                "INSERT INTO current (model_key, metric, bundled, value, approx, as_of, snapshot_id, source) "
                "SELECT model_key, metric, ?, value, approx, ?, snapshot_id, ? FROM observations "
                "WHERE snapshot_id = ? AND metric != 'new_mark' "
                "ON CONFLICT(model_key, metric, bundled) DO UPDATE SET value = excluded.value, "
                "approx = excluded.approx, as_of = excluded.as_of, snapshot_id = excluded.snapshot_id, "
                "source = excluded.source WHERE excluded.as_of >= current.as_of",
                [int(snap.bundled), snap.as_of, snap.source, snapshot_id],
            )
            if models:
                db.conn.executemany(
                    "INSERT INTO model_sources (model_key, source, last_snapshot, last_as_of) VALUES (?, ?, ?, ?) "
                    "ON CONFLICT(source, model_key) DO UPDATE SET last_snapshot = excluded.last_snapshot, "
                    "last_as_of = excluded.last_as_of WHERE excluded.last_as_of >= model_sources.last_as_of",
                    [(key, snap.source, snapshot_id, snap.as_of) for key in models],
                )
                db.execute(
                    "UPDATE models SET retired_snapshot = NULL WHERE retired_snapshot IS NOT NULL AND key IN "
                    "(SELECT model_key FROM model_sources WHERE source = ? AND last_snapshot = ?)",
                    [snap.source, snapshot_id],
                )
            if snap.coverage == "complete" and models:
                retired = _retire_absent(db, snap.source, snapshot_id, snap.as_of)
            _bump_generation(db)
    return SaveResult(snapshot_id, len(models), len(new_keys & set(models)), retired, len(snap.deployments))


def _retire_absent(db: Database, source: str, snapshot_id: int, as_of: str) -> int:
    """A model absent from a newer complete snapshot of its source leaves the boards."""
    newer = db.execute(
        "SELECT 1 FROM snapshots WHERE source = ? AND coverage = 'complete' AND status = 'ok' AND as_of > ?",
        [source, as_of],
    ).fetchone()
    if newer:  # an older catalogue arriving late retires nothing
        return 0
    cursor = db.execute(
        "UPDATE models SET retired_snapshot = ? WHERE retired_snapshot IS NULL AND key IN ("
        " SELECT model_key FROM model_sources WHERE source = ? AND last_as_of < ?)",
        [snapshot_id, source, as_of],
    )
    return cursor.rowcount


def _upsert_model(db: Database, row: ModelRow, snapshot_id: int, creators: CreatorTable | None) -> None:
    creator_key = _creator_key(row)
    if creator_key:
        country = creators.country(row.creator_id, row.creator) if creators else None
        db.execute(
            "INSERT INTO creators (key, source_id, name, country) VALUES (?, ?, ?, ?) "
            "ON CONFLICT(key) DO UPDATE SET name = excluded.name, country = excluded.country",
            [creator_key, row.creator_id, row.creator or row.creator_id, country],
        )
    family, tier = split_tier(row.name)
    open_weights = None if row.open_weights is None else int(bool(row.open_weights))
    db.execute(
        "INSERT INTO models (key, source_id, name, family, family_key, tier, creator_key, open_weights, "
        "params_total_b, params_active_b, params_approx, first_snapshot) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT(key) DO UPDATE SET name = excluded.name, family = excluded.family, "
        "family_key = excluded.family_key, tier = excluded.tier, "
        "creator_key = COALESCE(excluded.creator_key, models.creator_key), "
        "open_weights = COALESCE(excluded.open_weights, models.open_weights), "
        "params_total_b = COALESCE(excluded.params_total_b, models.params_total_b), "
        "params_active_b = COALESCE(excluded.params_active_b, models.params_active_b), "
        "params_approx = CASE WHEN excluded.params_total_b IS NOT NULL OR excluded.params_active_b IS NOT NULL "
        "THEN excluded.params_approx ELSE models.params_approx END",
        [row.key, row.source_id, row.name, family, normalise(family), tier, creator_key, open_weights,
         row.params_total_b, row.params_active_b,
         int("params_total_b" in row.approx) | 2 * int("params_active_b" in row.approx), snapshot_id],
    )


def set_open_weights(db: Database, facts: list[tuple[str, bool]]) -> None:
    """Apply the curated open-weights table (by normalised model name) to known models."""
    with db.atomic():
        cursor = db.conn.executemany(
            "UPDATE models SET open_weights = ? WHERE key = ? AND open_weights IS NOT ?",
            [(int(flag), f"name:{normalise(name)}", int(flag)) for name, flag in facts],
        )
        if cursor.rowcount:
            _bump_generation(db)


# -- reading the board ----------------------------------------------------------------


def has_snapshots(db: Database) -> bool:
    return db.execute("SELECT 1 FROM snapshots LIMIT 1").fetchone() is not None


def meta(db: Database, key: str) -> str | None:
    row = db.execute("SELECT value FROM meta WHERE key = ?", [key]).fetchone()
    return row[0] if row else None


def set_meta(db: Database, key: str, value: str) -> None:
    with db.atomic():
        db.execute("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                   [key, value])


def board_generation(db: Database) -> int:
    return int(db.execute("SELECT value FROM meta WHERE key = 'board_generation'").fetchone()[0])


_board_cache: weakref.WeakKeyDictionary[Database, tuple[int, Board]] = weakref.WeakKeyDictionary()
_board_lock = threading.Lock()


def load_board(db: Database) -> Board:
    """The current board: newest value of each metric per model, from live sources when
    any has a good snapshot, else from the bundled default. Cached per database state."""
    generation = board_generation(db)
    with _board_lock:
        cached = _board_cache.get(db)
    if cached is not None and cached[0] == generation:
        return cached[1]
    board = _read_board(db)
    with _board_lock:
        _board_cache[db] = (generation, board)
    return board


def _read_board(db: Database) -> Board:
    live = db.execute("SELECT 1 FROM snapshots WHERE bundled = 0 AND status = 'ok' LIMIT 1").fetchone()
    bundled = 0 if live else 1
    models: dict[str, Model] = {}
    for key, name, family, family_key, tier, creator, country, open_weights, total, active, params_approx in db.execute(
        "SELECT m.key, m.name, m.family, m.family_key, m.tier, c.name, c.country, m.open_weights, "
        "m.params_total_b, m.params_active_b, m.params_approx FROM models m LEFT JOIN creators c ON c.key = m.creator_key "
        "WHERE m.retired_snapshot IS NULL AND m.key IN (SELECT model_key FROM current WHERE bundled = ?)",
        [bundled],
    ):
        models[key] = Model(
            key=key, name=name, family=family, family_key=family_key, tier=tier, creator=creator,
            country=country, open_weights=None if open_weights is None else bool(open_weights),
            params_total_b=total, params_active_b=active, params_approx=params_approx,
        )
    attribution: dict[str, str] = {}
    versions = dict(db.execute("SELECT id, index_version FROM snapshots WHERE index_version IS NOT NULL"))
    index_version = _newest_index_version(db, bundled)
    for model_key, metric, value, approx, as_of, source, snapshot_id in db.execute(
        "SELECT model_key, metric, value, approx, as_of, source, snapshot_id FROM current WHERE bundled = ?", [bundled]
    ):
        model = models.get(model_key)
        if model is None:
            continue
        version = versions.get(snapshot_id)
        if metric in INDEX_METRICS and version is not None and version != index_version:
            continue  # index values are comparable only within one index version
        model.values[metric] = Value(value, as_of, source, bool(approx))
    attribution_zh: dict[str, str] = {}
    for name, attr, attr_zh in db.execute("SELECT name, attribution, attribution_zh FROM sources"):
        attribution[name] = attr
        attribution_zh[name] = attr_zh or attr
    new_keys = _new_model_keys(db, bundled)
    for key in new_keys:
        if key in models:
            models[key].new = True
    return Board(list(models.values()), attribution=attribution, attribution_zh=attribution_zh, bundled=bool(bundled),
                 index_version=index_version)


INDEX_METRICS = ("intelligence", "coding_index", "agentic_index", "intelligence_rank")


def _newest_index_version(db: Database, bundled: int) -> str | None:
    row = db.execute(
        "SELECT index_version FROM snapshots WHERE index_version IS NOT NULL AND status = 'ok' AND bundled = ? "
        "ORDER BY as_of DESC, id DESC LIMIT 1",
        [bundled],
    ).fetchone()
    return row[0] if row else None


def _new_model_keys(db: Database, bundled: int) -> set[str]:
    """Models marked NEW, or first seen, in the newest good snapshot of their source."""
    newest = db.execute(
        "SELECT s.source, MAX(s.id), (SELECT MIN(id) FROM snapshots f WHERE f.source = s.source AND f.status = 'ok') "
        "FROM snapshots s WHERE s.status = 'ok' AND s.bundled = ? GROUP BY s.source",
        [bundled],
    ).fetchall()
    keys: set[str] = set()
    for _source, newest_id, first_id in newest:
        keys.update(k for (k,) in db.execute(
            "SELECT model_key FROM observations WHERE snapshot_id = ? AND metric = 'new_mark'", [newest_id]))
        if newest_id != first_id:
            keys.update(k for (k,) in db.execute(
                "SELECT key FROM models WHERE first_snapshot = ?", [newest_id]))
    return keys


@dataclass(frozen=True)
class Deployment:
    model_key: str
    system: str
    hardware: str | None
    speed: float | None
    ttft: float | None
    price_in: float | None
    price_out: float | None
    approx: frozenset[str]
    note: str | None
    as_of: str
    source: str


def deployments_for(db: Database, model_keys: list[str]) -> list[Deployment]:
    """Every deployment recorded for these models, newest snapshot first."""
    if not model_keys:
        return []
    marks = ",".join("?" * len(model_keys))
    rows = db.execute(
        f"SELECT d.model_key, d.system, d.hardware, d.speed, d.ttft, d.price_in, d.price_out, d.approx, d.note, "
        f"s.as_of, s.source FROM deployments d JOIN snapshots s ON s.id = d.snapshot_id "
        f"WHERE d.model_key IN ({marks}) AND s.status = 'ok' ORDER BY s.as_of DESC, d.speed DESC",
        model_keys,
    ).fetchall()
    return [
        Deployment(r[0], r[1], r[2], r[3], r[4], r[5], r[6], frozenset(json.loads(r[7])), r[8], r[9], r[10])
        for r in rows
    ]


def model_names(db: Database) -> list[tuple[str, str, str, str]]:
    """(key, name, family, family_key) of every current model, boards and deployments alike."""
    return db.execute("SELECT key, name, family, family_key FROM models WHERE retired_snapshot IS NULL").fetchall()


def family_models(db: Database, family_key: str) -> list[tuple[str, str, str | None, str | None, str | None, bool | None]]:
    """(key, name, tier, creator, country, open_weights) for each model of one family."""
    return [
        (r[0], r[1], r[2], r[3], r[4], None if r[5] is None else bool(r[5]))
        for r in db.execute(
            "SELECT m.key, m.name, m.tier, c.name, c.country, m.open_weights FROM models m "
            "LEFT JOIN creators c ON c.key = m.creator_key WHERE m.family_key = ? AND m.retired_snapshot IS NULL",
            [family_key],
        )
    ]


@dataclass(frozen=True)
class Params:
    params_total_b: float | None
    params_active_b: float | None
    params_approx: int  # 1: the total is approximate, 2: the active count is

    @property
    def total_approx(self) -> bool:
        return bool(self.params_approx & 1)

    @property
    def active_approx(self) -> bool:
        return bool(self.params_approx & 2)


def family_params(db: Database, family_key: str) -> Params | None:
    """Parameter counts recorded for any model of a family (facts need no board values)."""
    row = db.execute(
        "SELECT params_total_b, params_active_b, params_approx FROM models WHERE family_key = ? "
        "AND (params_total_b IS NOT NULL OR params_active_b IS NOT NULL) LIMIT 1",
        [family_key],
    ).fetchone()
    return Params(row[0], row[1], row[2]) if row else None


@dataclass(frozen=True)
class SourceStatus:
    name: str
    title: str | None
    attribution: str
    attribution_zh: str | None
    bundled: bool
    snapshots: int
    last_as_of: str | None
    last_fetched_at: str | None
    last_coverage: str | None


def source_status(db: Database) -> list[SourceStatus]:
    rows = db.execute(
        "SELECT so.name, so.title, so.attribution, so.attribution_zh, so.bundled, COUNT(sn.id), MAX(sn.as_of), "
        "MAX(sn.fetched_at), "
        "(SELECT coverage FROM snapshots x WHERE x.source = so.name AND x.status = 'ok' ORDER BY x.as_of DESC LIMIT 1) "
        "FROM sources so LEFT JOIN snapshots sn ON sn.source = so.name AND sn.status = 'ok' "
        "GROUP BY so.name ORDER BY so.bundled, MAX(sn.as_of) DESC"
    ).fetchall()
    return [SourceStatus(r[0], r[1], r[2], r[3], bool(r[4]), r[5], r[6], r[7], r[8]) for r in rows]


# -- live sources: scheduling state ------------------------------------------------------


@dataclass
class SourceState:
    source: str
    quota_limit: int | None = None
    quota_remaining: int | None = None
    quota_reset_at: str | None = None
    quota_observed_at: str | None = None
    last_attempt_at: str | None = None
    last_success_at: str | None = None
    last_error: str | None = None
    failures: int = 0
    failing_since: str | None = None
    next_due_at: str | None = None
    reported_at: str | None = None


_STATE_COLUMNS = [f for f in SourceState.__dataclass_fields__]


def source_state(db: Database, source: str) -> SourceState:
    row = db.execute(f"SELECT {', '.join(_STATE_COLUMNS)} FROM source_state WHERE source = ?", [source]).fetchone()
    return SourceState(*row) if row else SourceState(source)


def save_source_state(db: Database, state: SourceState) -> None:
    values = [getattr(state, c) for c in _STATE_COLUMNS]
    updates = ", ".join(f"{c} = excluded.{c}" for c in _STATE_COLUMNS[1:])
    with db.atomic():
        db.execute(
            f"INSERT INTO source_state ({', '.join(_STATE_COLUMNS)}) VALUES ({', '.join('?' * len(values))}) "
            f"ON CONFLICT(source) DO UPDATE SET {updates}",
            values,
        )


def source_states(db: Database) -> list[SourceState]:
    return [SourceState(*r) for r in db.execute(f"SELECT {', '.join(_STATE_COLUMNS)} FROM source_state ORDER BY source")]


def previous_complete_count(db: Database, source: str) -> int | None:
    """Models in the newest good complete snapshot of `source` (None if there is none)."""
    row = db.execute(
        "SELECT (SELECT COUNT(DISTINCT model_key) FROM observations o WHERE o.snapshot_id = s.id) "
        "FROM snapshots s WHERE s.source = ? AND s.coverage = 'complete' AND s.status = 'ok' "
        "ORDER BY s.as_of DESC, s.id DESC LIMIT 1",
        [source],
    ).fetchone()
    return row[0] if row else None


def published_metrics(db: Database, source: str) -> list[str]:
    """The metrics the newest good complete snapshot of `source` has values for."""
    return [m for (m,) in db.execute(
        "SELECT DISTINCT metric FROM observations WHERE metric != 'new_mark' AND snapshot_id = ("
        " SELECT id FROM snapshots WHERE source = ? AND coverage = 'complete' AND status = 'ok'"
        " ORDER BY as_of DESC, id DESC LIMIT 1) ORDER BY metric",
        [source],
    )]


def last_good_snapshot(db: Database, source: str) -> tuple[int, str, str] | None:
    """(id, as_of, fetched_at) of the newest good snapshot of `source`."""
    row = db.execute(
        "SELECT id, as_of, fetched_at FROM snapshots WHERE source = ? AND status = 'ok' "
        "ORDER BY as_of DESC, id DESC LIMIT 1",
        [source],
    ).fetchone()
    return tuple(row) if row else None


def bundled_as_of(db: Database) -> str | None:
    """The dates the bundled data is as of: one date, or 'first – last'."""
    first, last = db.execute("SELECT MIN(SUBSTR(as_of, 1, 10)), MAX(SUBSTR(as_of, 1, 10)) FROM snapshots "
                             "WHERE bundled = 1").fetchone()
    if first is None:
        return None
    return first if first == last else f"{first} – {last}"


# -- subscriptions and alerts ----------------------------------------------------------


@dataclass
class Subscription:
    chat_id: int
    thread_id: int = 0
    chat_type: str = "private"
    title: str | None = None
    lang: str = "en"  # of whoever subscribed, unless the chat has a /lang of its own
    tz: str = "UTC"
    digest: str = "daily"  # daily | weekly | off
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
    values = [getattr(sub, c) for c in _SUB_COLUMNS]
    updates = ", ".join(f"{c} = excluded.{c}" for c in _SUB_COLUMNS[2:])
    with db.atomic():
        db.execute(
            f"INSERT INTO subscriptions ({', '.join(_SUB_COLUMNS)}) VALUES ({', '.join('?' * len(values))}) "
            f"ON CONFLICT(chat_id, thread_id) DO UPDATE SET {updates}",
            values,
        )


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


def load_told(db: Database, chat_id: int, thread_id: int) -> Told:
    values, ranks = {}, {}
    for family_key, metric, value in db.execute(
        "SELECT family_key, metric, value FROM told WHERE chat_id = ? AND thread_id = ?", [chat_id, thread_id]
    ):
        if metric == "rank":
            ranks[family_key] = int(value)
        else:
            values[(family_key, metric)] = value
    sub = subscription(db, chat_id, thread_id)
    return Told(values, ranks, sub.told_index_version if sub else None)


def save_told(db: Database, chat_id: int, thread_id: int, told: Told) -> None:
    rows = [(chat_id, thread_id, k, m, v) for (k, m), v in told.values.items()]
    rows += [(chat_id, thread_id, k, "rank", r) for k, r in told.ranks.items()]
    with db.atomic():
        db.execute("DELETE FROM told WHERE chat_id = ? AND thread_id = ?", [chat_id, thread_id])
        db.conn.executemany("INSERT INTO told (chat_id, thread_id, family_key, metric, value) VALUES (?, ?, ?, ?, ?)",
                            rows)
        db.execute("UPDATE subscriptions SET told_index_version = ? WHERE chat_id = ? AND thread_id = ?",
                   [told.index_version, chat_id, thread_id])


def add_events(db: Database, snapshot_id: int | None, events) -> None:
    now = _now()
    with db.atomic():
        db.conn.executemany(
            "INSERT INTO events (snapshot_id, kind, family_key, name, region, marked_new, old, new, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(snapshot_id, e.kind, e.family_key, e.name, e.region, int(e.marked_new), e.old, e.new, now)
             for e in events],
        )


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


def enqueue(db: Database, rows: list[tuple[str, int, int, str, str, bool, str]]) -> int:
    """Queue messages (dedupe key, chat, thread, kind, html, silent, not_before); a key
    already queued is ignored, so each (alert, chat) pair is delivered once."""
    now = _now()
    with db.atomic():
        cursor = db.conn.executemany(
            "INSERT OR IGNORE INTO outbox (dedupe, chat_id, thread_id, kind, text, silent, created_at, not_before) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [(d, c, th, k, text, int(s), now, nb) for d, c, th, k, text, s, nb in rows],
        )
    return cursor.rowcount


def due_messages(db: Database, now: str, limit: int) -> list[Outgoing]:
    return [Outgoing(r[0], r[1], r[2], r[3], r[4], bool(r[5]), r[6]) for r in db.execute(
        "SELECT id, chat_id, thread_id, kind, text, silent, attempts FROM outbox "
        "WHERE status = 'pending' AND not_before <= ? ORDER BY id LIMIT ?", [now, limit])]


def next_not_before(db: Database) -> str | None:
    row = db.execute("SELECT MIN(not_before) FROM outbox WHERE status = 'pending'").fetchone()
    return row[0]


def mark_sending(db: Database, ids: list[int]) -> None:
    """Written (and committed) before the send: after a crash these are the in-flight ones."""
    with db.atomic():
        db.conn.executemany("UPDATE outbox SET status = 'sending', attempts = attempts + 1 WHERE id = ?",
                            [(i,) for i in ids])


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


def recover_in_flight(db: Database) -> int:
    """After a crash, messages marked 'sending' go back to the queue (these few may repeat)."""
    with db.atomic():
        return db.execute("UPDATE outbox SET status = 'pending' WHERE status = 'sending'").rowcount


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


# -- chats ------------------------------------------------------------------------------


def chat_lang(db: Database, chat_id: int) -> str | None:
    row = db.execute("SELECT lang FROM chats WHERE chat_id = ?", [chat_id]).fetchone()
    return row[0] if row else None


def set_chat_lang(db: Database, chat_id: int, lang: str) -> None:
    with db.atomic():
        db.execute(
            "INSERT INTO chats (chat_id, lang, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT(chat_id) DO UPDATE SET lang = excluded.lang, updated_at = excluded.updated_at",
            [chat_id, lang, _now()],
        )


# -- history, deployments and exports (charts, /history, /frontier, /bound, /export) --------


def observations_for(db: Database, model_keys: list[str], metrics: tuple[str, ...]) -> list[tuple]:
    """(snapshot_id, source, as_of, coverage, model_key, metric, value, approx) of every
    value any good snapshot stored for these models, oldest first."""
    if not model_keys or not metrics:
        return []
    keys, names = ",".join("?" * len(model_keys)), ",".join("?" * len(metrics))
    return db.execute(
        f"SELECT s.id, s.source, s.as_of, s.coverage, o.model_key, o.metric, o.value, o.approx "
        f"FROM observations o JOIN snapshots s ON s.id = o.snapshot_id "
        f"WHERE o.model_key IN ({keys}) AND o.metric IN ({names}) AND s.status = 'ok' ORDER BY s.as_of, s.id",
        [*model_keys, *metrics],
    ).fetchall()


def complete_snapshots(db: Database, sources: list[str], since: str, until: str) -> list[tuple[int, str, str]]:
    """(id, source, as_of) of the good complete snapshots of `sources` from `since` to `until`."""
    if not sources:
        return []
    marks = ",".join("?" * len(sources))
    return db.execute(
        f"SELECT id, source, as_of FROM snapshots WHERE source IN ({marks}) AND coverage = 'complete' "
        f"AND status = 'ok' AND as_of BETWEEN ? AND ? ORDER BY as_of, id",
        [*sources, since, until],
    ).fetchall()


def latest_deployments(db: Database) -> list[tuple]:
    """The newest measurement of each deployment (model, system, hardware) with a speed:
    (family, creator, country, open_weights, params_total_b, params_approx, system, hardware,
    speed, approx_json, as_of, source). Parameter counts come from any tier of the family."""
    return db.execute(
        "SELECT family, creator, country, open_weights, total, params_approx, system, hardware, speed, approx, "
        "as_of, source FROM ("
        " SELECT m.family, c.name AS creator, c.country, m.open_weights, d.system, d.hardware, d.speed, d.approx,"
        "  s.as_of, s.source, m.params_approx,"
        "  COALESCE(m.params_total_b, (SELECT MAX(f.params_total_b) FROM models f WHERE f.family_key = m.family_key))"
        "   AS total,"
        "  ROW_NUMBER() OVER (PARTITION BY d.model_key, d.system, COALESCE(d.hardware, '')"
        "   ORDER BY s.as_of DESC, d.id DESC) AS newest"
        " FROM deployments d JOIN snapshots s ON s.id = d.snapshot_id AND s.status = 'ok'"
        " JOIN models m ON m.key = d.model_key LEFT JOIN creators c ON c.key = m.creator_key"
        " WHERE d.speed IS NOT NULL AND m.retired_snapshot IS NULL"
        ") WHERE newest = 1 ORDER BY speed DESC"
    ).fetchall()


def load_history(db: Database, labels: dict[str, str], metrics: tuple[str, ...] | None = None):
    """The history (bot.analysis.History) of these models (key -> label), gaps included."""
    from .analysis import HISTORY_METRICS, Observation, SnapshotRef, history

    rows = observations_for(db, list(labels), metrics or HISTORY_METRICS)
    observations = [Observation(r[0], r[1], r[2], r[3], r[4], r[5], r[6], bool(r[7])) for r in rows]
    sources = sorted({o.source for o in observations})
    complete = []
    if observations:
        first, last = observations[0].as_of, observations[-1].as_of
        complete = [SnapshotRef(*r) for r in complete_snapshots(db, sources, first, last)]
    return history(observations, complete, labels)
