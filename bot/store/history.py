"""History for charts, /history, /frontier, /bound, /export and "what changed lately"."""

from __future__ import annotations

from bisect import bisect_left, bisect_right

from sqlite_utils import Database

from ..snapshots import METRICS
from .compact import EXPAND

# -- history, deployments and exports (charts, /history, /frontier, /bound, /export) --------


def observations_for(db: Database, model_keys: list[str], metrics: tuple[str, ...]) -> list[tuple]:
    """(snapshot_id, source, as_of, coverage, model_key, metric, value, approx) of every
    value any good snapshot stored for these models, oldest first."""
    if not model_keys or not metrics:
        return []
    keys, names = ",".join("?" * len(model_keys)), ",".join("?" * len(metrics))
    return db.execute(
        f"SELECT s.id, s.source, s.as_of, s.coverage, o.model_key, o.metric, o.value, o.approx {EXPAND}"
        f"WHERE o.model_key IN ({keys}) AND o.metric IN ({names}) AND f.status = 'ok' "
        f"ORDER BY s.as_of, s.id, o.model_key, o.metric",
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


def best_series(db: Database, model_keys: list[str], metric: str) -> list[tuple[str, float | None]]:
    """(as_of, best value of `metric` among these models) along a family's timeline, oldest
    first: every good snapshot one of them had a value in, and the complete snapshots of
    their sources in between (absent there: None, a gap). The same timeline and values as
    `load_history(...).best(metric)` gives, read from the runs without expanding them in
    SQL (a model card's sparkline, which must not cost a whole history)."""
    if not model_keys:
        return []
    keys = ",".join("?" * len(model_keys))
    runs = db.execute(
        f"SELECT f.source, f.as_of, f.id, u.as_of, u.id, o.value FROM observations o "
        f"JOIN snapshots f ON f.id = o.snapshot_id JOIN snapshots u ON u.id = o.until_snapshot "
        f"WHERE o.model_key IN ({keys}) AND o.metric = ? AND f.status = 'ok'",
        [*model_keys, metric],
    ).fetchall()
    by_source: dict[str, list[tuple]] = {}
    for run in runs:
        by_source.setdefault(run[0], []).append(run[1:])
    points: list[tuple[tuple[str, int], float | None]] = []
    for source, source_runs in by_source.items():
        first = min((r[0], r[1]) for r in source_runs)
        last = max((r[2], r[3]) for r in source_runs)
        snaps = db.execute(
            "SELECT as_of, id, coverage FROM snapshots INDEXED BY snapshots_by_source WHERE source = ? "
            "AND as_of BETWEEN ? AND ? AND status = 'ok' ORDER BY as_of, id",
            [source, first[0], last[0]],
        ).fetchall()
        order = [(a, i) for a, i, _ in snaps]
        best: list[float | None] = [None] * len(snaps)
        higher = METRICS[metric]
        for f_as_of, f_id, u_as_of, u_id, value in source_runs:
            for pos in range(bisect_left(order, (f_as_of, f_id)), bisect_right(order, (u_as_of, u_id))):
                held = best[pos]
                if held is None or (value > held if higher else value < held):
                    best[pos] = value
        points += [(order[pos], best[pos]) for pos in range(len(snaps))
                   if order[pos] >= first and order[pos] <= last and (best[pos] is not None or snaps[pos][2] == "complete")]
    points.sort(key=lambda p: p[0])
    return [(at[0], value) for at, value in points]


def load_history(db: Database, labels: dict[str, str], metrics: tuple[str, ...] | None = None):
    """The history (bot.analysis.History) of these models (key -> label), gaps included."""
    from ..analysis import HISTORY_METRICS, Observation, SnapshotRef, history

    rows = observations_for(db, list(labels), metrics or HISTORY_METRICS)
    observations = [Observation(r[0], r[1], r[2], r[3], r[4], r[5], r[6], bool(r[7])) for r in rows]
    sources = sorted({o.source for o in observations})
    complete = []
    if observations:
        first, last = observations[0].as_of, observations[-1].as_of
        complete = [SnapshotRef(*r) for r in complete_snapshots(db, sources, first, last)]
    return history(observations, complete, labels)


CHANGE_METRICS = ("speed", "first_answer", "ttft", "price_in", "price_out", "intelligence")


def recent_changes(db: Database) -> list[dict]:
    """Per source, what its newest good snapshot changed against the one before ("最近价格有变化吗"):
    {"source", "as_of", "before" (None: the source has one snapshot), "changes": [{"name", "metric",
    "old", "new"}], "new": [families first seen there], "retired": [...]}. Read from the stored runs:
    a value that changed starts a run in the newest snapshot where the last run ended in the one before."""
    out = []
    for (source,) in db.execute("SELECT DISTINCT source FROM snapshots WHERE status = 'ok' ORDER BY source").fetchall():
        snaps = db.execute("SELECT id, as_of FROM snapshots INDEXED BY snapshots_by_source WHERE source = ? AND "
                           "status = 'ok' ORDER BY as_of DESC, id DESC LIMIT 2", [source]).fetchall()
        newest, before = snaps[0], (snaps[1] if len(snaps) > 1 else None)
        entry = {"source": source, "as_of": newest[1][:10], "before": before[1][:10] if before else None,
                 "changes": [], "new": [], "retired": []}
        if before is not None:
            marks = ",".join("?" * len(CHANGE_METRICS))
            rows = db.execute(  # (runs that ended in the snapshot before: the values that changed or went)
                f"SELECT m.family, p.metric, p.value, o.value FROM observations p INDEXED BY observations_until "
                f"JOIN observations o ON o.snapshot_id = ? AND o.model_key = p.model_key AND o.metric = p.metric "
                f"JOIN models m ON m.key = p.model_key "
                f"WHERE p.until_snapshot = ? AND p.metric IN ({marks}) AND p.value != o.value ORDER BY m.family, p.metric",
                [newest[0], before[0], *CHANGE_METRICS]).fetchall()
            entry["changes"] = [{"name": f, "metric": k, "old": a, "new": b} for f, k, a, b in dict.fromkeys(rows)]
            events = db.execute("SELECT kind, name FROM events WHERE snapshot_id = ? AND kind IN ('new_model', 'retired') "
                                "ORDER BY name", [newest[0]]).fetchall()
            entry["new"] = [n for k, n in events if k == "new_model"]
            entry["retired"] = [n for k, n in events if k == "retired"]
        out.append(entry)
    return out
