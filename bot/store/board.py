"""Snapshots in, boards out: curated creators, writing snapshots atomically (and folding
them into `current`, the newest value per metric per model), reading the current board,
deployments, model names and sources."""

from __future__ import annotations

import datetime as dt
import json
import re
import threading
import weakref
from dataclasses import dataclass
from pathlib import Path

from sqlite_utils import Database

from ..boards import ApproxParams, Board, Model, Value
from ..names import normalise, split_tier
from ..snapshots import METRICS, ModelRow, Snapshot
from .compact import keep_raw, raw_digest_matches, write_values
from .schema import _now

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
    db: Database, snap: Snapshot, *, creators: CreatorTable | None = None, status: str = "ok",
    quarantine_reason: str | None = None,
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
            "INSERT INTO snapshots (source, as_of, fetched_at, coverage, index_version, status, bundled, note, raw, "
            "raw_id, listed, quarantine_reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?)",
            [snap.source, snap.as_of, snap.fetched_at or _now(), snap.coverage, snap.index_version,
             status, int(snap.bundled), snap.note, keep_raw(db, snap.raw), snap.listed, quarantine_reason],
        )
        snapshot_id = cursor.lastrowid
        known = {k for (k,) in db.execute("SELECT key FROM models")}
        all_rows = list(models.values()) + list(facts.values()) + [d.model for d in snap.deployments]
        new_keys = {row.key for row in all_rows} - known
        for row in all_rows:
            if status == "ok":
                _upsert_model(db, row, snapshot_id, creators)
            else:  # kept for audit only: it may not rename, re-tier or re-attribute anything
                db.execute("INSERT OR IGNORE INTO models (key, source_id, name, family, family_key, retired_snapshot) "
                           "VALUES (?, ?, ?, ?, ?, ?)", [row.key, row.source_id, row.name, row.name,
                                                         normalise(row.name), snapshot_id])
        values = [(key, metric, value, int(metric in row.approx))
                  for key, row in models.items() for metric, value in row.metrics.items()]
        write_values(db, snapshot_id, snap.source, snap.as_of, status == "ok",
                     values + [(key, "new_mark", 1.0, 0) for key, row in models.items() if row.new])
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
            db.conn.executemany(
                "INSERT INTO current (model_key, metric, bundled, value, approx, as_of, snapshot_id, source) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT(model_key, metric, bundled) DO UPDATE SET value = excluded.value, "
                "approx = excluded.approx, as_of = excluded.as_of, snapshot_id = excluded.snapshot_id, "
                "source = excluded.source WHERE excluded.as_of >= current.as_of",
                [(key, metric, int(snap.bundled), value, approx, snap.as_of, snapshot_id, snap.source)
                 for key, metric, value, approx in values],
            )
            if models:
                db.conn.executemany(
                    "INSERT INTO model_sources (model_key, source, last_snapshot, last_as_of) VALUES (?, ?, ?, ?) "
                    "ON CONFLICT(source, model_key) DO UPDATE SET last_snapshot = excluded.last_snapshot, "
                    "last_as_of = excluded.last_as_of WHERE excluded.last_as_of >= model_sources.last_as_of",
                    [(key, snap.source, snapshot_id, snap.as_of) for key in models],
                )
                # Listed with a row validation refused: seen (so not absent), values unchanged.
                db.conn.executemany(
                    "UPDATE model_sources SET last_snapshot = ?, last_as_of = ? "
                    "WHERE source = ? AND model_key = ? AND last_as_of <= ?",
                    [(snapshot_id, snap.as_of, snap.source, key, snap.as_of) for key in snap.unreadable],
                )
                # Back on the boards only if seen after the snapshot that retired it.
                db.execute(
                    "UPDATE models SET retired_snapshot = NULL WHERE retired_snapshot IS NOT NULL AND key IN "
                    "(SELECT model_key FROM model_sources WHERE source = ? AND last_snapshot = ?) "
                    "AND (SELECT as_of FROM snapshots WHERE id = models.retired_snapshot) < ?",
                    [snap.source, snapshot_id, snap.as_of],
                )
            if snap.coverage == "complete" and models:
                retired = _retire_absent(db, snap.source, snapshot_id, snap.as_of)
            _bump_generation(db)
    return SaveResult(snapshot_id, len(models), len(new_keys & set(models)), retired, len(snap.deployments))


def drop_quarantined(db: Database, snapshot_id: int) -> None:
    """Forget a quarantined snapshot (it is being stored again as a good one)."""
    with db.atomic():
        db.execute("UPDATE models SET retired_snapshot = NULL WHERE retired_snapshot = ?", [snapshot_id])
        db.execute("DELETE FROM observations WHERE snapshot_id = ?", [snapshot_id])  # its own runs only
        raw_id = db.execute("SELECT raw_id FROM snapshots WHERE id = ?", [snapshot_id]).fetchone()
        db.execute("DELETE FROM deployments WHERE snapshot_id = ?", [snapshot_id])
        db.execute("DELETE FROM snapshots WHERE id = ? AND status = 'quarantined'", [snapshot_id])
        if raw_id and raw_id[0] is not None:
            db.execute("DELETE FROM raws WHERE id = ? AND id NOT IN (SELECT raw_id FROM snapshots "
                       "WHERE raw_id IS NOT NULL)", [raw_id[0]])


@dataclass(frozen=True)
class Held:
    """A quarantined snapshot an operator may still release."""

    id: int
    source: str
    as_of: str
    reason: str | None


def quarantined(db: Database, source: str | None = None) -> list[Held]:
    """Quarantined snapshots newer than their source's newest accepted one, newest first."""
    return [Held(*row) for row in db.execute(
        "SELECT q.id, q.source, q.as_of, q.quarantine_reason FROM snapshots q WHERE q.status = 'quarantined' "
        "AND (? IS NULL OR q.source = ?) AND q.as_of >= COALESCE((SELECT MAX(a.as_of) FROM snapshots a "
        " WHERE a.source = q.source AND a.status = 'ok'), '') ORDER BY q.as_of DESC, q.id DESC",
        [source, source],
    )]


def same_snapshot(db: Database, source: str, as_of: str, raw: str) -> int | None:
    """The id of a snapshot already stored with this source, date and payload, if any."""
    return raw_digest_matches(db, source, as_of, raw)


RETIRE_AFTER = dt.timedelta(hours=24)


def _moment(as_of: str) -> dt.datetime:
    moment = dt.datetime.fromisoformat(as_of)
    return moment if moment.tzinfo else moment.replace(tzinfo=dt.timezone.utc)


def _retire_absent(db: Database, source: str, snapshot_id: int, as_of: str) -> int:
    """A model leaves the boards when absent from two consecutive complete snapshots of
    its source, or from one at least 24 hours newer than its last sighting (rule 6): one
    odd catalogue never retires anything, so nothing flaps off the boards and back."""
    newer = db.execute(
        "SELECT 1 FROM snapshots WHERE source = ? AND coverage = 'complete' AND status = 'ok' AND as_of > ?",
        [source, as_of],
    ).fetchone()
    if newer:  # an older catalogue arriving late retires nothing
        return 0
    absent = db.execute(
        "SELECT ms.model_key, ms.last_as_of, (SELECT COUNT(*) FROM snapshots s WHERE s.source = ms.source "
        " AND s.coverage = 'complete' AND s.status = 'ok' AND s.as_of > ms.last_as_of AND s.as_of <= ?) "
        "FROM model_sources ms JOIN models m ON m.key = ms.model_key "
        "WHERE ms.source = ? AND ms.last_as_of < ? AND m.retired_snapshot IS NULL",
        [as_of, source, as_of],
    ).fetchall()
    now = _moment(as_of)
    leaving = [(snapshot_id, key) for key, last, misses in absent
               if misses >= 2 or now - _moment(last) >= RETIRE_AFTER]
    db.conn.executemany("UPDATE models SET retired_snapshot = ? WHERE key = ?", leaving)
    return len(leaving)


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
    family_key = normalise(family)
    if row.name_cut:  # what told it apart may be in the part cut off: it is a family of its own
        family, tier, family_key = row.name, None, f"{family_key} {row.key}"
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
        [row.key, row.source_id, row.name, family, family_key, tier, creator_key, open_weights,
         row.params_total_b, row.params_active_b,
         int("params_total_b" in row.approx) | 2 * int("params_active_b" in row.approx), snapshot_id],
    )


def set_open_weights(db: Database, facts: list[tuple[str, bool]]) -> None:
    """Apply the curated open-weights table (by family: every tier of it) to known models."""
    with db.atomic():
        cursor = db.conn.executemany(
            "UPDATE models SET open_weights = ? WHERE family_key = ? AND open_weights IS NOT ?",
            [(int(flag), normalise(family), int(flag)) for family, flag in facts],
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


def forget_boards() -> None:
    """Drop every kept board (benchmarks measure reading one again)."""
    with _board_lock:
        _board_cache.clear()


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
    # Live once a live or ingested source has put values on the board (deployments alone don't).
    live = db.execute("SELECT 1 FROM current WHERE bundled = 0 LIMIT 1").fetchone()
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
            "SELECT model_key FROM observations WHERE until_snapshot = ? AND metric = 'new_mark'", [newest_id]))
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


# Models a person can ask about: current ones, and ones a good catalogue retired (not the
# placeholders a quarantined snapshot leaves behind).
_KNOWN = "(m.retired_snapshot IS NULL OR m.retired_snapshot IN (SELECT id FROM snapshots WHERE status = 'ok'))"


FORGET_NAMES_AFTER_DAYS = 180


def model_names(db: Database, *, free_text: bool = False) -> list[tuple[str, str, str, str]]:
    """(key, name, family, family_key) of every model people can ask about: on the boards,
    deployments only, or retired. With `free_text`, the names looked for in every message:
    models retired more than 180 days before the newest snapshot are left out (the index
    would otherwise grow for ever); /model still finds them."""
    recent = ""
    if free_text:
        recent = (" AND (m.retired_snapshot IS NULL OR (SELECT as_of FROM snapshots WHERE id = m.retired_snapshot) >= "
                  f"date((SELECT MAX(as_of) FROM snapshots WHERE status = 'ok'), '-{FORGET_NAMES_AFTER_DAYS} days'))")
    return db.execute(f"SELECT key, name, family, family_key FROM models m WHERE {_KNOWN}{recent}").fetchall()


def family_models(db: Database, family_key: str) -> list[tuple[str, str, str | None, str | None, str | None, bool | None]]:
    """(key, name, tier, creator, country, open_weights) for each model of one family,
    current ones first."""
    return [
        (r[0], r[1], r[2], r[3], r[4], None if r[5] is None else bool(r[5]))
        for r in db.execute(
            "SELECT m.key, m.name, m.tier, c.name, c.country, m.open_weights FROM models m "
            f"LEFT JOIN creators c ON c.key = m.creator_key WHERE m.family_key = ? AND {_KNOWN} "
            "ORDER BY m.retired_snapshot IS NOT NULL",
            [family_key],
        )
    ]


def retirement(db: Database, family_key: str) -> tuple[str, str] | None:
    """(as_of, source) of the catalogue that took this family off the boards, when every
    model of it is retired; None while any is current."""
    row = db.execute(
        "SELECT MIN(m.retired_snapshot IS NULL), MAX(s.as_of), MAX(s.source) FROM models m "
        "LEFT JOIN snapshots s ON s.id = m.retired_snapshot WHERE m.family_key = ?",
        [family_key],
    ).fetchone()
    return (row[1], row[2]) if row and row[0] == 0 and row[1] else None


@dataclass(frozen=True)
class Params(ApproxParams):
    params_total_b: float | None
    params_active_b: float | None
    params_approx: int


_NAMED_PARAMS = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)B\s+A(\d+(?:\.\d+)?)B(?![\w.])")


def params_in_name(family: str | None) -> Params | None:
    """Parameter counts a model's own name states, the mixture-of-experts way: "30B A3B" is 30B in
    all, 3B active ("K2 Horizon 375B A23B", "NVIDIA Nemotron 3 Nano 30B A3B")."""
    match = _NAMED_PARAMS.search(family or "")
    return Params(float(match.group(1)), float(match.group(2)), 0) if match else None


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
