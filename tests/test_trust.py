"""Live data you can trust (issue 10): a rejected row is not an absence, a bad catalogue
never becomes the baseline, operators can release a quarantined one. Served by httpx
MockTransport from the project's AA fixture pages."""

from __future__ import annotations

import copy
import datetime as dt
import json
import uuid
from pathlib import Path

import httpx

from bot import answers, cli, live, store
from bot.config import Config
from bot.render import to_plain
from bot.sources import parse_aa_pages

FIXTURES = Path(__file__).parent / "fixtures"
NOW = dt.datetime(2026, 11, 20, 6, 0, tzinfo=dt.timezone.utc)
CONFIG = Config(db_path=":memory:", aa_api_key="aa-key", admins=frozenset({7}))


def thirty() -> list[dict]:
    """One complete page of 30 models: the fixture's rows, repeated under new ids and names."""
    rows = [r for n in (1, 2, 3) for r in json.loads((FIXTURES / "aa" / f"catalogue_page{n}.json").read_text())["data"]]
    out = []
    for i in range(30):
        row = copy.deepcopy(rows[i % len(rows)])
        row["id"] = str(uuid.UUID(int=i + 1))
        row["name"] = f"Model {i + 1:02d}"
        row["slug"] = f"model-{i + 1:02d}"
        out.append(row)
    return [{"data": out, "pagination": {"page": 1, "page_size": 200, "total_pages": 1, "has_more": False}}]


def serve(pages: list[dict]) -> httpx.MockTransport:
    return httpx.MockTransport(lambda request: httpx.Response(200, json=pages[int(request.url.params["page"]) - 1]))


async def no_sleep(_seconds: float) -> None:
    return None


async def refresh(db, pages, hours: float = 0):
    async with httpx.AsyncClient(transport=serve(pages)) as client:
        return await live.refresh(db, CONFIG, live.AA, client, NOW + dt.timedelta(hours=hours), rng=lambda: 0.0,
                                  sleep=no_sleep)


def events(db) -> list[tuple[str, str]]:
    return [(kind, name) for kind, name in db.execute("SELECT kind, name FROM events ORDER BY id")]


def on_board(db) -> dict[str, dict]:
    return {m.name: {k: v.value for k, v in m.values.items()} for m in store.load_board(db).models}


def test_a_number_sent_as_text_is_read_as_that_number():
    pages = thirty()
    pages[0]["data"][0]["pricing"]["price_1m_output_tokens"] = "0.75"
    pages[0]["data"][0]["performance"]["median_output_tokens_per_second"] = " 123.5 "
    parsed = parse_aa_pages(pages, fetched_at="2026-11-20T06:00:00+00:00")
    assert not parsed.rejected
    first = parsed.snapshot.models[0]
    assert first.metrics["price_out"] == 0.75 and first.metrics["speed"] == 123.5


async def test_one_bad_field_then_a_good_catalogue_sends_no_alert_at_all(default_db):
    db = default_db
    await refresh(db, thirty())
    kept = on_board(db)["Model 05"]
    told = events(db)
    bad = thirty()
    bad[0]["data"][4]["pricing"]["price_1m_output_tokens"] = "cheap"  # not a number: the row is refused
    outcome = await refresh(db, bad, hours=3)
    assert outcome.rejected and outcome.rejected[0][0] == str(uuid.UUID(int=5))
    assert not outcome.quarantined and outcome.stored.retired == 0
    assert on_board(db)["Model 05"] == kept  # its previous values, still on the boards
    await refresh(db, bad, hours=6)  # refused twice in a row: still listed, still not absent
    assert "Model 05" in on_board(db)
    await refresh(db, thirty(), hours=9)
    assert events(db) == told  # no "left the boards", no "new on the board"


async def test_absent_once_is_not_retired_absent_twice_is(default_db):
    db = default_db
    await refresh(db, thirty())
    told = events(db)
    gone = thirty()
    del gone[0]["data"][7]
    assert (await refresh(db, gone, hours=3)).stored.retired == 0
    assert "Model 08" in on_board(db)
    await refresh(db, thirty(), hours=6)  # back before a second absence: nothing happened
    assert events(db) == told
    await refresh(db, gone, hours=9)
    assert (await refresh(db, gone, hours=12)).stored.retired == 1
    assert "Model 08" not in on_board(db)
    assert events(db)[len(told):] == [("retired", "Model 08")]


async def test_one_absence_a_day_later_is_enough(default_db):
    db = default_db
    await refresh(db, thirty())
    gone = thirty()
    del gone[0]["data"][7]
    assert (await refresh(db, gone, hours=24)).stored.retired == 1


async def test_a_catalogue_with_many_bad_rows_is_no_smaller_and_the_next_good_one_is_accepted(default_db):
    db = default_db
    await refresh(db, thirty())
    bad = thirty()
    for row in bad[0]["data"][:9]:  # 9 of 30 rows refused
        row["performance"]["median_output_tokens_per_second"] = "fast"
    outcome = await refresh(db, bad, hours=3)
    assert len(outcome.rejected) == 9 and not outcome.quarantined  # listed 30, as before
    assert len(on_board(db)) == 30
    outcome = await refresh(db, thirty(), hours=6)
    assert not outcome.quarantined and len(on_board(db)) == 30


async def test_a_quarantined_catalogue_is_never_the_baseline_and_source_says_so(default_db):
    db = default_db
    await refresh(db, thirty())
    small = thirty()
    small[0]["data"] = small[0]["data"][:12]
    outcome = await refresh(db, small, hours=3)
    assert outcome.quarantined and "from 30 to 12" in outcome.quarantined[0]
    assert f"--release {outcome.stored.snapshot_id}" in outcome.report
    state = store.source_state(db, live.AA)
    assert state.last_success_at == (NOW).isoformat()  # the quarantined fetch is not "good"
    public = to_plain(answers.answer_text(db, "/source", "en").pages[0])
    assert "last good fetch 2026-11-20 06:00 UTC" in public
    assert f"snapshot {outcome.stored.snapshot_id} of artificial-analysis" in public and "release" not in public
    operator = to_plain(answers.answer_text(db, "/source", "en", operator=True).pages[0])
    assert f"leaderbot ingest --release {outcome.stored.snapshot_id}" in operator
    zh = to_plain(answers.answer_text(db, "/source", "zh").pages[0])
    assert "已隔离" in zh
    outcome = await refresh(db, small, hours=6)  # the same small catalogue again: still against 30
    assert outcome.quarantined
    assert not (await refresh(db, thirty(), hours=9)).quarantined
    assert len(on_board(db)) == 30


async def test_an_operator_releases_a_quarantined_snapshot(tmp_path, capsys):
    path = str(tmp_path / "leaderbot.db")
    db = store.open_db(path)
    from bot import bundled

    bundled.ensure_default(db)
    await refresh(db, thirty())
    small = thirty()
    small[0]["data"] = small[0]["data"][:12]  # the catalogue really did shrink
    held = (await refresh(db, small, hours=3)).stored.snapshot_id
    assert len(on_board(db)) == 30
    db.conn.close()
    assert cli.main(["--db", path, "ingest", "--release", str(held)]) == 0
    out = capsys.readouterr().out
    assert "stored released snapshot" in out and "12 models" in out
    db = store.open_db(path)
    assert store.quarantined(db) == []
    # the baseline now: the same 12 again are accepted, and as a second absence retire the rest
    outcome = await refresh(db, small, hours=6)
    assert not outcome.quarantined and outcome.stored.retired == 18
    assert len(on_board(db)) == 12
    statuses = [s for (s,) in db.execute("SELECT status FROM snapshots WHERE source = ? ORDER BY id", [live.AA])]
    assert statuses == ["ok", "ok", "ok"]
    assert cli.main(["--db", path, "ingest", "--release", str(held)]) == 1
    assert "leaderbot ingest --release:" in capsys.readouterr().err  # nothing left to release
