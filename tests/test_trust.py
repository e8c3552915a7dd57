"""Live data you can trust (issue 10): a rejected row is not an absence, a bad catalogue
never becomes the baseline, operators can release a quarantined one. Served by httpx
MockTransport from the project's AA fixture pages."""

from __future__ import annotations

import asyncio
import copy
import datetime as dt
import http.server
import json
import threading
import time
import tracemalloc
import uuid
from pathlib import Path

import httpx
import pytest

from bot import answers, boards, bundled, cli, live, notify, pictures, sources, store
from bot.config import Config, ConfigError
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


async def test_a_model_back_soon_after_it_left_is_not_announced_as_new(default_db):
    db = default_db
    await refresh(db, thirty())
    gone = thirty()
    del gone[0]["data"][7]
    await refresh(db, gone, hours=3)
    await refresh(db, gone, hours=6)  # gone twice: retired, and told
    told = events(db)
    assert told[-1] == ("retired", "Model 08")
    await refresh(db, thirty(), hours=9)  # it returns the same day: back on the boards, quietly
    assert "Model 08" in on_board(db) and events(db) == told
    await refresh(db, gone, hours=12)
    await refresh(db, gone, hours=15)
    await refresh(db, thirty(), hours=24 * 9)  # gone again, back more than a week later: that is news
    assert events(db)[-1] == ("new_model", "Model 08")


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


# -- fetching that always ends ------------------------------------------------------------


class Drip(httpx.AsyncByteStream):
    """A body sent one byte at a time, every `every` seconds (never finishing in a test)."""

    def __init__(self, every: float) -> None:
        self.every = every

    async def __aiter__(self):
        yield b"{"
        while True:
            await asyncio.sleep(self.every)
            yield b" "


class Flood(httpx.AsyncByteStream):
    """A 50 MB body in 1 MB chunks, without a Content-Length."""

    def __init__(self) -> None:
        self.sent = 0

    async def __aiter__(self):
        chunk = b" " * 1_000_000
        for _ in range(50):
            self.sent += len(chunk)
            yield chunk


async def test_a_server_dripping_bytes_cannot_hold_a_fetch_past_its_deadline():
    transport = httpx.MockTransport(lambda request: httpx.Response(200, stream=Drip(every=20)))
    began = time.monotonic()
    async with httpx.AsyncClient(transport=transport) as client:
        with pytest.raises(sources.Unavailable, match="deadline"):
            await sources.fetch_aa_pages(client, "aa-key", quota=sources.Quota(), deadline=0.2, sleep=no_sleep)
    assert time.monotonic() - began < 5


async def test_a_50_mb_page_is_not_read_past_the_cap():
    flood = Flood()
    transport = httpx.MockTransport(lambda request: httpx.Response(200, stream=flood))
    tracemalloc.start()
    try:
        async with httpx.AsyncClient(transport=transport) as client:
            with pytest.raises(sources.TooLarge, match="cap"):
                await sources.fetch_aa_pages(client, "aa-key", quota=sources.Quota(), sleep=no_sleep)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert flood.sent <= sources.MAX_RESPONSE_BYTES + 1_000_000  # stopped reading at the cap
    assert peak < 3 * sources.MAX_RESPONSE_BYTES
    declared = httpx.MockTransport(lambda request: httpx.Response(
        200, headers={"content-length": "50000000"}, stream=Flood()))
    async with httpx.AsyncClient(transport=declared) as client:
        with pytest.raises(sources.TooLarge, match="50,000,000 bytes"):
            await sources.fetch_aa_pages(client, "aa-key", quota=sources.Quota(), sleep=no_sleep)


@pytest.mark.parametrize("retry_after", ["1e12", "Thu, 01 Jan 2099 00:00:00 GMT", "inf"])
async def test_a_huge_retry_after_is_capped_at_a_day_and_the_source_stays_on(default_db, retry_after):
    transport = httpx.MockTransport(lambda request: httpx.Response(429, headers={"retry-after": retry_after}))
    async with httpx.AsyncClient(transport=transport) as client:
        outcome = await live.refresh(default_db, CONFIG, live.AA, client, NOW, rng=lambda: 0.0, sleep=no_sleep)
    assert outcome.error and "429" in outcome.error
    due = dt.datetime.fromisoformat(store.source_state(default_db, live.AA).next_due_at)
    assert NOW < due <= NOW + dt.timedelta(days=1)


async def test_a_catalogue_past_the_page_limit_is_reported_and_not_refetched_on_the_quota(default_db):
    calls = []

    def endless(request):
        calls.append(request)
        n = int(request.url.params["page"])
        return httpx.Response(200, json={"data": [], "pagination": {"page": n, "has_more": True}})

    async with httpx.AsyncClient(transport=httpx.MockTransport(endless)) as client:
        outcome = await live.refresh(default_db, CONFIG, live.AA, client, NOW, rng=lambda: 0.0, sleep=no_sleep)
        assert len(calls) == 20 and "longer than max_pages=20" in outcome.error
        assert outcome.report and "longer than max_pages" in outcome.report  # told at once
        state = store.source_state(default_db, live.AA)
        assert state.next_due_at == (NOW + dt.timedelta(days=1)).isoformat()
        outcomes = await live.run_due(default_db, CONFIG, client, NOW + dt.timedelta(hours=6), rng=lambda: 0.0,
                                      sleep=no_sleep)
    assert outcomes[0].skipped and len(calls) == 20


def test_aa_api_base_points_ingest_at_a_local_server(tmp_path, monkeypatch, capsys):
    pages = thirty()
    seen = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - the standard library's name
            seen.append((self.path, self.headers.get("x-api-key")))
            body = json.dumps(pages[0]).encode()
            self.send_response(200)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        monkeypatch.setenv("AA_API_KEY", "local-key")
        monkeypatch.setenv("AA_API_BASE", f"http://127.0.0.1:{server.server_address[1]}/")
        monkeypatch.delenv("OPENROUTER_API_KEY", raising=False)
        assert cli.main(["--db", str(tmp_path / "db.sqlite"), "ingest"]) == 0
    finally:
        server.shutdown()
        server.server_close()
    assert seen == [("/api/v2/language/models/free?page=1", "local-key")]
    assert "30 models (30 new" in capsys.readouterr().out


def test_a_source_base_must_be_a_url():
    with pytest.raises(ConfigError, match="AA_API_BASE"):
        Config.from_env({"AA_API_BASE": "artificialanalysis.ai"})
    assert Config.from_env({}).openrouter_api_base == "https://openrouter.ai"


# -- long names --------------------------------------------------------------------------


async def test_names_that_differ_only_past_the_stored_length_stay_distinct_models(default_db):
    pages = thirty()
    stem = "Very Long Model " + "x" * 10_000
    for i, row in enumerate(pages[0]["data"][:3]):
        row["name"] = f"{stem} variant {i}"
    outcome = await refresh(default_db, pages)
    assert not outcome.rejected and outcome.stored.models == 30
    board = store.load_board(default_db)
    long = [m for m in board.models if m.name.startswith("Very Long Model")]
    assert len(long) == 3 and len({m.family_key for m in long}) == 3  # three rows, not one
    assert all(m.name.endswith("…") and len(m.name) <= 200 for m in long)  # cut, and says so
    top = to_plain(answers.answer_text(default_db, "/top 40", "en").pages[0])
    assert top.count("Very Long Model") == 3


# -- old data says it is old (rule 10) ------------------------------------------------------


@pytest.fixture
def on_day(monkeypatch):
    """Freeze the day data age is counted to."""

    def freeze(day: dt.date) -> None:
        monkeypatch.setattr(boards, "today", lambda: day)

    return freeze


def test_answers_on_old_data_say_how_many_days_old(default_db, on_day):
    on_day(dt.date(2026, 12, 1))  # the bundled board's newest values are as of 2026-10-28
    top = to_plain(answers.answer_text(default_db, "/top", "en").pages[0])
    assert "As of 2026-10-28 · data 34 days old · Source:" in top
    assert "数据已有 34 天" in to_plain(answers.answer_text(default_db, "最快的模型", "zh").pages[0])
    on_day(dt.date(2026, 10, 30))  # two days: still fresh enough to say nothing
    assert "days old" not in to_plain(answers.answer_text(default_db, "/top", "en").pages[0])
    on_day(dt.date(2026, 10, 31))  # the same question on another day is answered again
    assert "data 3 days old" in to_plain(answers.answer_text(default_db, "/top", "en").pages[0])


def test_chart_captions_and_exports_on_old_data_say_their_age(default_db, on_day):
    on_day(dt.date(2026, 12, 1))
    picture = pictures.chart(default_db, "price", boards.Filter(), "en").picture
    # prices come from the seed as of 2026-07-11: the caption counts from the data it plots
    assert "As of 2026-07-11 · data 143 days old" in to_plain(picture.caption)
    document = pictures.export_board(default_db, boards.Filter(), "zh", today=dt.date(2026, 12, 1))
    # the export holds every row, seed 001's (143 days) too: its age is the span, never only the newest's
    assert "数据日期 2026-07-11、2026-10-28 · 数据已有 34–143 天" in to_plain(document.caption)


def test_an_answer_mixing_snapshots_says_the_age_of_its_oldest_values(default_db, on_day):
    on_day(dt.date(2026, 12, 1))
    # the China board: two rows of seed 000 (34 days), eight of seed 001 (143 days)
    china = to_plain(answers.answer_text(default_db, "最快的国产模型", "zh").pages[0])
    assert "数据已有 34–143 天" in china and "数据已有 34 天" not in china
    # a card with only deployments (seed 002, 2026-10-16) is dated and aged like any other
    card = to_plain(answers.answer_text(default_db, "Naive-N0.5-Flash", "en").pages[0])
    assert "As of 2026-10-16 · data 46 days old" in card
    # a card with board values (07-11) and deployments (10-16) spans both
    assert "data 46–143 days old" in to_plain(answers.answer_text(default_db, "mimo v2.5 pro", "en").pages[0])


def test_a_digest_on_bundled_data_says_so_and_never_calls_it_now(default_db):
    db = default_db
    subscribed = dt.datetime(2026, 11, 30, 12, 0, tzinfo=dt.timezone.utc)
    notify.subscribe(db, store.Subscription(42, tz="UTC", digest_at="09:00"), subscribed)
    assert notify.queue_digests(db, dt.datetime(2026, 12, 1, 9, 0, tzinfo=dt.timezone.utc)) == 1
    (text,) = [t for (t,) in db.execute("SELECT text FROM outbox WHERE kind = 'digest'")]
    plain = to_plain(text)
    assert "Fastest on the bundled data (as of 2026-10-28)" in plain and "now" not in plain.lower()
    # it consults the whole board (both snapshots): its age spans them
    assert "bundled data, no live source yet" in plain and "data 34–143 days old" in plain


# -- no "database is locked" ---------------------------------------------------------------


def test_concurrent_ingests_ticks_and_questions_never_fail_on_a_lock(tmp_path):
    """Writers and readers at once, each on its own connection as the bot's workers are:
    ingests (read the board, then write a snapshot), tick-like writes (subscriptions,
    digests, chat settings) and questions. None may fail."""
    path = tmp_path / "busy.db"
    from bot import bundled

    first = store.open_db(path)
    bundled.ensure_default(first)
    first.conn.close()
    errors: list[BaseException] = []
    start = threading.Barrier(4)

    def ingest():
        db = store.open_db(path)
        start.wait()
        for i in range(12):
            pages = thirty()
            for row in pages[0]["data"]:
                row["performance"]["median_output_tokens_per_second"] = 100 + i + (hash(row["id"]) % 50)
            parsed = parse_aa_pages(pages, fetched_at=(NOW + dt.timedelta(hours=3 * i)).isoformat())
            live.store_parsed(db, parsed.snapshot, live.Outcome(live.AA))

    def tick():
        db = store.open_db(path)
        start.wait()
        for i in range(40):
            now = NOW + dt.timedelta(hours=i)
            notify.subscribe(db, store.Subscription(1000 + i, tz="UTC", digest_at="09:00", instant="price"), now)
            notify.queue_instant(db, now)
            notify.queue_digests(db, now)
            store.set_chat_lang(db, 1000 + i, "zh" if i % 2 else "en")

    def ask(words):
        db = store.open_db(path)
        start.wait()
        for i in range(40):
            for text in words:
                reply = answers.answer_text(db, text, "en", chat_id=2000 + i)
                assert reply.pages and "went wrong" not in reply.pages[0]
            store.set_chat_lang(db, 2000 + i, "en")

    def guarded(work, *args):
        try:
            work(*args)
        except BaseException as exc:  # noqa: BLE001 - every failure is the test's finding
            errors.append(exc)

    threads = [threading.Thread(target=guarded, args=args) for args in (
        (ingest,), (tick,), (ask, ["/top", "/source", "/cheap"]), (ask, ["/model Model 03", "/new"]))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    db = store.open_db(path)
    assert db.execute("SELECT COUNT(*) FROM snapshots WHERE source = ?", [live.AA]).fetchone()[0] == 12
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


# -- /source: operators release a quarantined snapshot with a button -------------------------


async def test_operators_release_a_quarantined_snapshot_from_source(default_db):
    from test_telegram import ADMIN, BOT, TOKEN, USER, FakeTelegram, running  # the same fake server and runner

    db = default_db
    await refresh(db, thirty())
    small = thirty()
    small[0]["data"] = small[0]["data"][:12]
    held = (await refresh(db, small, hours=3)).stored.snapshot_id
    with FakeTelegram(token=TOKEN, bot_username=BOT, privacy_mode=True, flood_limits=False) as tg:
        tg.private_chat(USER, first_name="Alice", language_code="en")
        tg.private_chat(ADMIN, first_name="Operator", language_code="en")
        async with running(tg, db):
            tg.send(USER, USER, "/source")
            [public] = await tg.wait_for_messages(USER, 1)
            assert f"snapshot {held} of artificial-analysis" in public.text and not public.buttons
            pressed = tg.press(USER, public.message_id, f"q1:{held}", USER)  # a forged button
            note = await tg.wait_for(lambda: tg.callback_answer(pressed))
            assert "only the bot's operators" in note["text"] and store.quarantined(db)
            tg.send(ADMIN, ADMIN, "/source")
            [operator] = await tg.wait_for_messages(ADMIN, 1)
            pressed = tg.press(ADMIN, operator.message_id, operator.button("Release")["callback_data"], ADMIN)
            note = await tg.wait_for(lambda: tg.callback_answer(pressed))
            assert note["text"].startswith(f"Snapshot {held} released")
            after = await tg.wait_for(lambda: (m := tg.message(ADMIN, operator.message_id)).edit_date and m)
            assert "Quarantined" not in after.text and not after.buttons  # /source again, nothing left to release
    assert store.quarantined(db) == []
    assert [s for (s,) in db.execute("SELECT status FROM snapshots WHERE source = ?", [live.AA])] == ["ok", "ok"]


def test_ingest_tick_and_ask_processes_at_once_never_fail_on_a_lock(tmp_path):
    """Separate processes, as an operator runs them beside the bot: three `ingest`, three
    `tick` and three `ask` at once on one database file, each exits cleanly. (The thread
    test above is the one that catches a write transaction beginning as a read.)"""
    import os
    import subprocess
    import sys

    from bot.config import ROOT

    path = str(tmp_path / "shared.db")
    env = {k: v for k, v in os.environ.items() if k not in ("TELEGRAM_BOT_TOKEN", "AA_API_KEY", "OPENROUTER_API_KEY")}
    env["LEADERBOT_DB"] = path

    def start(*args: str) -> subprocess.Popen:
        return subprocess.Popen([sys.executable, "-m", "bot", *args], cwd=ROOT, env=env, text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)

    assert subprocess.run([sys.executable, "-m", "bot", "ask", "/top"], cwd=ROOT, env=env,
                          capture_output=True, timeout=60).returncode == 0
    files = []
    for n in range(3):
        pages = thirty()
        for row in pages[0]["data"]:
            row["performance"]["median_output_tokens_per_second"] = 100 + n
        files.append(tmp_path / f"catalogue{n}.json")
        files[-1].write_text(json.dumps(pages))
    running = []
    for n in range(3):
        running.append(start("ingest", "--as-of", f"2026-11-2{n}", str(files[n])))
        running.append(start("tick", "--now", f"2026-11-2{n}T09:00"))
        running.append(start("ask", "/top" if n else "最快的国产模型"))
    for process in running:
        out, err = process.communicate(timeout=120)
        assert process.returncode == 0, (process.args, out, err)
        assert "locked" not in out + err and "went wrong" not in out + err
    db = store.open_db(path)
    assert db.execute("SELECT COUNT(*) FROM snapshots WHERE source = ?", [live.AA]).fetchone()[0] == 3


def test_a_total_over_input_and_output_uses_one_tier_of_each_model():
    """"which model is cheapest for 10M input and 2M output tokens a month" on the real fixture (where
    models have both prices): each total is that model's cheapest tier's input plus output cost,
    cheapest first; on the bundled data (no model has both) it says no total can be worked out."""
    real = Path(__file__).resolve().parent.parent.parent / "shared" / "fixtures" / "aa_language_models_free_page.json"
    db = store.open_db(memory=True)
    [result] = live.ingest_files(db, [real], as_of="2026-11-20")
    assert not result.error
    reply = to_plain(answers.answer_text(db, "which model is cheapest for 10M input and 2M output tokens a month", "en").pages[0])
    board = store.load_board(db)
    expected: dict[str, float] = {}
    for m in board.models:
        if m.metric("price_out") and m.metric("price_in"):
            cost = (2e6 * m.metric("price_out").value + 10e6 * m.metric("price_in").value) / 1e6
            expected[m.family] = min(cost, expected.get(m.family, cost))
    cheapest = sorted(expected.items(), key=lambda kv: (kv[1], kv[0]))[:3]
    assert len(cheapest) == 3
    lines = reply.split("\n")
    for place, (family, cost) in enumerate(cheapest, 1):
        assert f"{place}. {family}: ${cost:,.2f}" in lines
    bundled_db = store.open_db(memory=True)
    bundled.ensure_default(bundled_db)
    said = to_plain(answers.answer_text(bundled_db, "每月输入5亿 输出1亿 用哪个最省钱", "zh").pages[0])
    assert "算不出总价" in said and "DeepSeek V4 Flash" in said and "$6.00" in said and "Nova Micro" in said and "$17.50" in said
