"""A year of fetches stays small (issue 10, point 4): values stored as runs, raw payloads
once and compressed, retention with daily counts, free pages returned; and a database
from the release before (tests/fixtures/release-db.sql.gz, two years written by that
release's code: see make_release_db.py) migrates without loss and answers the same."""

from __future__ import annotations

import datetime as dt
import gzip
import json
import sqlite3
from pathlib import Path

import pytest

from bot import answers, boards, bundled, live, notify, pictures, store
from bot.render import to_plain
from bot.snapshots import ModelRow, Snapshot

FIXTURES = Path(__file__).parent / "fixtures"
AA = "artificial-analysis"
KEPT = ["subscriptions", "told", "events", "outbox", "deliveries", "chats", "current", "models", "model_sources",
        "creators", "sources", "deployments", "source_state"]


def release_db(path: Path) -> Path:
    conn = sqlite3.connect(path)
    with gzip.open(FIXTURES / "release-db.sql.gz", "rt", encoding="utf-8") as dump:
        conn.executescript(dump.read())
    conn.close()
    return path


def rows(conn, table: str, columns: list[str] | None = None) -> list[tuple]:
    """A table's rows, sorted; `columns`: only those (a later migration's new columns left out)."""
    return sorted(conn.execute(f"SELECT {', '.join(columns) if columns else '*'} FROM {table}").fetchall(), key=repr)


@pytest.fixture(scope="module")
def release(tmp_path_factory):
    """(path of the migrated database, what the release database held before migrating)."""
    path = release_db(tmp_path_factory.mktemp("release") / "leaderbot.db")
    conn = sqlite3.connect(path)
    before = {
        "migrations": [n for (n,) in conn.execute("SELECT name FROM _sqlite_migrations ORDER BY name")],
        "values": sorted(conn.execute(
            "SELECT s.id, s.source, s.as_of, s.coverage, o.model_key, o.metric, o.value, o.approx "
            "FROM observations o JOIN snapshots s ON s.id = o.snapshot_id WHERE s.status = 'ok'").fetchall()),
        "observation_rows": conn.execute("SELECT COUNT(*) FROM observations").fetchone()[0],
        "model_order": [k for (k,) in conn.execute("SELECT key FROM models ORDER BY rowid")],
        "raw": dict(conn.execute("SELECT id, raw FROM snapshots")),
        "snapshots": conn.execute("SELECT id, source, as_of, fetched_at, coverage, index_version, status, bundled, "
                                  "note, listed FROM snapshots ORDER BY id").fetchall(),
        **{table: rows(conn, table) for table in KEPT},
        "columns": {table: [c[1] for c in conn.execute(f"PRAGMA table_info({table})")] for table in KEPT},
    }
    conn.close()
    store.open_db(path).conn.close()  # migrates in place
    return path, before


def test_the_fixture_is_a_release_database(release):
    _, before = release
    assert before["migrations"] == ["m001_leaderboard", "m002_source_state", "m003_alerts",
                                    "m004_trustworthy_catalogues", "m005_outbox_lanes"]
    assert len(before["subscriptions"]) == 3 and len(before["outbox"]) > 500 and len(before["events"]) > 100
    assert len({row[2][:4] for row in before["snapshots"]}) >= 3  # two years of weeks: three calendar years


def test_a_migrated_database_takes_digests_on_working_days(tmp_path):
    path = release_db(tmp_path / "leaderbot.db")
    before = sqlite3.connect(path)
    kept, columns = rows(before, "subscriptions"), [c[1] for c in before.execute("PRAGMA table_info(subscriptions)")]
    db = store.open_db(path)  # m008 makes the table anew: every row as it was (m013's column beside)
    assert rows(db.conn, "subscriptions", columns) == kept
    assert "CHECK (digest IN ('daily', 'weekdays', 'weekly', 'off'))" in db.table("subscriptions").schema
    chat_id, thread_id = kept[0][:2]
    db.execute("UPDATE subscriptions SET digest = 'weekdays' WHERE chat_id = ? AND thread_id = ?", [chat_id, thread_id])
    assert store.subscription(db, chat_id, thread_id).digest == "weekdays"
    with pytest.raises(sqlite3.IntegrityError):  # still only the schedules there are
        db.execute("UPDATE subscriptions SET digest = 'hourly' WHERE chat_id = ?", [chat_id])
    db.conn.rollback()


def test_a_release_database_migrates_without_loss(release):
    path, before = release
    db = store.open_db(path)
    assert "chat_context" in db.table_names()  # m007: follow-ups survive a restart
    assert "workload" in db.table("chat_context").columns_dict  # m009: and so does the last workload asked
    assert "makers" in db.table("chat_context").columns_dict  # m010: and the makers last asked about ("这三家")
    assert "spoken" in db.table("chats").columns_dict  # m011: and the language a chat last wrote in
    assert "asked" in db.table("chat_context").columns_dict  # m012: and the figure its last card was asked for
    assert "muted" in db.table("subscriptions").columns_dict  # m013: and the kinds a chat hears nothing of
    assert all(muted == "" for (muted,) in db.execute("SELECT muted FROM subscriptions"))  # every kind still heard
    for table in KEPT:
        assert rows(db.conn, table, before["columns"][table]) == before[table], table
    assert all(spoken is None for (spoken,) in db.execute("SELECT spoken FROM chats"))  # nothing said yet
    assert db.execute("SELECT id, source, as_of, fetched_at, coverage, index_version, status, bundled, note, listed "
                      "FROM snapshots ORDER BY id").fetchall() == before["snapshots"]
    keys = [k for (k,) in db.execute("SELECT key FROM models")]
    metrics = tuple(m for (m,) in db.execute("SELECT DISTINCT metric FROM observations"))
    assert sorted(store.observations_for(db, keys, metrics)) == before["values"]  # every value, every snapshot
    assert all(store.raw_payload(db, sid) == raw for sid, raw in before["raw"].items())
    runs = db.execute("SELECT COUNT(*) FROM observations").fetchone()[0]
    assert runs < before["observation_rows"] / 2  # unchanged values became runs


def replay(before: dict) -> store.Store:
    """The same snapshots stored afresh by this code, in the order they came."""
    db = store.open_db(memory=True)
    bundled.ensure_default(db)
    models = {r[0]: r for r in before["models"]}
    creators = {r[0]: r for r in before["creators"]}
    by_snapshot: dict[int, list[tuple]] = {}
    for sid, _source, _as_of, _coverage, key, metric, value, approx in before["values"]:
        by_snapshot.setdefault(sid, []).append((key, metric, value, approx))
    for sid, source, as_of, fetched_at, coverage, version, status, is_bundled, note, _listed in before["snapshots"]:
        if source != AA:
            continue
        rows_: dict[str, ModelRow] = {}
        for key, metric, value, _approx in by_snapshot.get(sid, []):
            model = models[key]
            creator = creators.get(model[6])
            row = rows_.setdefault(key, ModelRow(name=model[2], source_id=model[1], creator=creator and creator[2],
                                                 creator_id=creator and creator[1]))
            if metric == "new_mark":
                row.new = True
            else:
                row.metrics[metric] = value
        order = {key: n for n, key in enumerate(before["model_order"])}  # the catalogue's own order
        snap = Snapshot(source=source, as_of=as_of, coverage=coverage,
                        models=sorted(rows_.values(), key=lambda r: order[r.key]),
                        index_version=version, fetched_at=fetched_at, raw=before["raw"][sid], note=note)
        live.store_parsed(db, snap, live.Outcome(source))
    return db


def outputs(db, families: list[str]) -> dict:
    """What users get from the stored history: answers, chart captions and series, CSV
    exports, board events and a digest."""
    out = {}
    for text in ("/top", "/cheap china", "/value", "/new", "/top intl"):
        out[text] = [to_plain(p) for p in answers.answer_text(db, text, "en").pages]
    for family in families:
        out[f"/model {family}"] = [to_plain(p) for p in answers.answer_text(db, f"/model {family}", "zh").pages]
        picture = pictures.history_chart(db, family, "en").picture
        out[f"/history {family}"] = picture and picture.caption
        hist = pictures.family_history(db, answers.resolve(db, family).family_key)
        out[f"series {family}"] = ([r.as_of for r in hist.timeline],
                                   [(k, m, hist.values(k, m)) for k in sorted(hist.tiers)
                                    for m in ("speed", "ttft", "price_out", "intelligence")])
        exported = pictures.export_history(db, family, "en").document
        out[f"/export {family}"] = exported and exported.data
    out["/export"] = pictures.export_board(db, boards.Filter(), "en", today=dt.date(2026, 12, 1)).data
    out["events"] = db.execute("SELECT kind, family_key, name, region, marked_new, old, new FROM events "
                               "WHERE snapshot_id IN (SELECT id FROM snapshots WHERE source = ?) ORDER BY id",
                               [AA]).fetchall()
    notify.subscribe(db, store.Subscription(999, tz="UTC", digest_at="09:00"),
                     dt.datetime(2025, 11, 20, tzinfo=dt.timezone.utc))
    notify.queue_digests(db, dt.datetime(2025, 11, 30, 9, 0, tzinfo=dt.timezone.utc))
    out["digest"] = db.execute("SELECT text FROM outbox WHERE chat_id = 999").fetchall()
    return out


def test_answers_charts_exports_and_alerts_come_out_the_same_after_compacting(release, monkeypatch):
    monkeypatch.setattr(boards, "today", lambda: dt.date(2026, 12, 1))
    path, before = release
    migrated = store.open_db(path)
    fresh = replay(before)
    retired = [r[3] for r in before["models"] if r[12] is not None][:3]
    current = [m.family for m in store.load_board(migrated).models][:3]
    families = retired + current
    assert len(families) == 6
    want, got = outputs(migrated, families), outputs(fresh, families)
    assert want.keys() == got.keys()
    for key in want:
        assert got[key] == want[key], key
    assert all(want[f"series {f}"][0] for f in families) and want["digest"] and want["events"]


def test_an_unchanged_catalogue_adds_no_values_and_its_raw_payload_once(default_db):
    db = default_db
    rows_ = [ModelRow(name=f"M{i}", source_id=f"m{i}", metrics={"speed": 100.0 + i, "ttft": 0.5, "price_in": 0.25,
                                                                "price_out": 1.0, "intelligence": 40.0 + i})
             for i in range(30)]

    def ingest(hour: int, speed_shift: float = 0.0) -> live.Outcome:
        models = [ModelRow(name=r.name, source_id=r.source_id,
                           metrics={**r.metrics, "speed": r.metrics["speed"] + speed_shift}) for r in rows_]
        raw = json.dumps([(r.source_id, r.metrics) for r in models])
        snap = Snapshot(source=AA, as_of=f"2026-11-20T{hour:02d}:00:00+00:00", coverage="complete", models=models,
                        raw=raw, fetched_at=f"2026-11-20T{hour:02d}:00:00+00:00")
        return live.store_parsed(db, snap, live.Outcome(AA))

    assert not ingest(0).quarantined
    counts = db.execute("SELECT (SELECT COUNT(*) FROM observations), (SELECT COUNT(*) FROM raws)").fetchone()
    ingest(3)
    ingest(6)
    assert db.execute("SELECT (SELECT COUNT(*) FROM observations), (SELECT COUNT(*) FROM raws)").fetchone() == counts
    ingest(9, speed_shift=1.0)  # speeds drift: 30 new runs, prices extend; a new payload
    after = db.execute("SELECT (SELECT COUNT(*) FROM observations), (SELECT COUNT(*) FROM raws)").fetchone()
    assert after == (counts[0] + 30, counts[1] + 1)
    history = store.load_history(db, {"id:m0": "M0"}, ("speed", "price_out"))
    assert [r.as_of[11:16] for r in history.timeline] == ["00:00", "03:00", "06:00", "09:00"]
    assert history.values("id:m0", "speed") == [100.0, 100.0, 100.0, 101.0]
    assert history.values("id:m0", "price_out") == [1.0] * 4


def test_a_late_older_snapshot_splits_the_runs_it_falls_inside(default_db):
    db = default_db

    def save(as_of: str, speed: float | None) -> None:
        models = [ModelRow(name="Other", source_id="o", metrics={"speed": 50.0})]
        if speed is not None:
            models.append(ModelRow(name="Late", source_id="late", metrics={"speed": speed}))
        store.save_snapshot(db, Snapshot(source=AA, as_of=as_of, coverage="partial", models=models))

    save("2026-11-01", 10.0)
    save("2026-11-03", 10.0)
    save("2026-11-02", None)  # arrives last, without the model: no value for it on that day
    assert [(r[2], r[6]) for r in store.observations_for(db, ["id:late"], ("speed",))] == [
        ("2026-11-01", 10.0), ("2026-11-03", 10.0)]
    assert [r[2] for r in store.observations_for(db, ["id:o"], ("speed",))] == ["2026-11-01", "2026-11-02",
                                                                                "2026-11-03"]


def test_retention_keeps_daily_counts_and_gives_pages_back(tmp_path):
    path = release_db(tmp_path / "leaderbot.db")
    db = store.open_db(path)
    outbox = db.execute("SELECT COUNT(*) FROM outbox").fetchone()[0]
    sent = dict(db.execute("SELECT kind, COUNT(*) FROM outbox WHERE status = 'sent' GROUP BY kind"))
    size = path.stat().st_size
    now = dt.datetime(2025, 12, 10, 4, 0, tzinfo=dt.timezone.utc)
    store.save_chat_context(db, 1, store.ChatContext("models", models=("GLM-5.2",)))
    db.execute("UPDATE chat_context SET updated_at = '2025-10-01T00:00:00+00:00' WHERE chat_id = 1")
    store.save_chat_context(db, 2, store.ChatContext("models", models=("Kimi K2.6",)))
    db.execute("UPDATE chat_context SET updated_at = '2025-12-09T00:00:00+00:00' WHERE chat_id = 2")
    done = store.prune(db, now)
    assert done.outbox_folded > 0 and done.deliveries_folded > 0
    assert [c for (c,) in db.execute("SELECT chat_id FROM chat_context")] == [2]  # a follow-up's context ages out
    cutoff = (now - store.compact.OUTBOX_RETENTION).isoformat()
    assert db.execute("SELECT COUNT(*) FROM outbox WHERE created_at < ?", [cutoff]).fetchone()[0] == 0
    assert db.execute("SELECT COUNT(*) FROM outbox").fetchone()[0] == outbox - done.outbox_folded
    kept = dict(db.execute("SELECT kind, COUNT(*) FROM outbox WHERE status = 'sent' GROUP BY kind"))
    counted = dict(db.execute("SELECT kind, SUM(messages) FROM outbox_days WHERE status = 'sent' GROUP BY kind"))
    assert {k: kept.get(k, 0) + counted.get(k, 0) for k in sent} == sent  # every message still counted
    day_before = (now - dt.timedelta(days=1)).isoformat()
    assert db.execute("SELECT COUNT(*) FROM outbox WHERE status = 'sent' AND sent_at < ? AND text != ''",
                      [day_before]).fetchone()[0] == 0  # delivered a day ago: the text is no longer kept
    assert db.execute("SELECT COUNT(*) FROM outbox WHERE status = 'pending' AND text = ''").fetchone()[0] == 0
    assert db.execute("PRAGMA auto_vacuum").fetchone()[0] == 2  # incremental from now on
    db.conn.close()
    assert path.stat().st_size < size


def test_upkeep_runs_once_a_day_off_peak():
    zone = dt.timezone(dt.timedelta(hours=8))
    at = dt.datetime(2026, 12, 1, 3, 59, tzinfo=zone)  # a minute before 04:00 local
    assert store.upkeep_due(None, at, zone)
    assert not store.upkeep_due("2026-11-29T20:00:00+00:00", at, zone)  # ran at 04:00 local yesterday
    assert store.upkeep_due("2026-11-29T20:00:00+00:00", at + dt.timedelta(minutes=1), zone)  # 04:00 today
    assert not store.upkeep_due("2026-11-30T20:00:00+00:00", at + dt.timedelta(hours=20), zone)  # done today


def test_names_retired_long_ago_leave_the_free_text_index_but_model_finds_them(release):
    path, before = release
    db = store.open_db(path)
    everyone = {f for *_, f in store.model_names(db)}
    matched = {f for *_, f in store.model_names(db, free_text=True)}
    long_gone = everyone - matched
    assert long_gone and len(matched) < len(everyone)
    family = next(r[3] for r in before["models"] if r[4] in long_gone and r[12] is not None)
    current = store.load_board(db).models[0].family
    assert answers.name_finder(db).find(current.casefold())  # current names are looked for in messages...
    assert answers.name_finder(db).find(family.casefold()) == []  # ...long-retired ones no more
    card = to_plain(answers.answer_text(db, f"/model {family}", "en").pages[0])
    assert card.startswith(family) and "Left the boards" in card


def test_tick_runs_the_upkeep_once_a_day_after_four(tmp_path, capsys, monkeypatch):
    from bot import cli

    for name in ("TELEGRAM_BOT_TOKEN", "AA_API_KEY", "OPENROUTER_API_KEY", "LEADERBOT_TZ"):
        monkeypatch.delenv(name, raising=False)
    path = str(release_db(tmp_path / "leaderbot.db"))
    ran = []
    for now in ("2025-12-10T03:30", "2025-12-10T03:50", "2025-12-10T04:05", "2025-12-10T12:00"):
        assert cli.main(["--db", path, "tick", "--now", now]) == 0
        out = capsys.readouterr().out
        ran.append("upkeep:" in out)
        if now.endswith("03:30"):
            assert "outbox and" in out and " 0 outbox" not in out  # the first: old rows folded into counts
    assert ran == [True, False, True, False]  # never ran: at once; then once a day, from 04:00 (LEADERBOT_TZ)
    db = store.open_db(path)
    assert db.execute("SELECT SUM(messages) FROM outbox_days").fetchone()[0] > 0
