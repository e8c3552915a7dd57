"""Keeping the boards current: scheduled fetches, validation before storage, quarantine,
backoff, operator reports, `leaderbot ingest` and `leaderbot tick` (httpx MockTransport)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import httpx
import pytest

from bot import answers, cli, live, store
from bot.config import Config
from bot.render import to_plain

FIXTURES = Path(__file__).parent / "fixtures"
REAL_AA_PAGE = Path(__file__).resolve().parents[2] / "shared" / "fixtures" / "aa_language_models_free_page.json"
NOW = dt.datetime(2026, 11, 20, 6, 0, tzinfo=dt.timezone.utc)
CONFIG = Config(db_path=":memory:", aa_api_key="aa-key", admins=frozenset({7}))


def aa_pages() -> list[dict]:
    return [json.loads((FIXTURES / "aa" / f"catalogue_page{n}.json").read_text()) for n in (1, 2, 3)]


def catalogue(pages: list[dict]):
    """A MockTransport serving these AA pages by ?page=N, counting requests."""
    calls = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        if request.url.path.startswith("/api/v1/models/"):
            return httpx.Response(404, json={"error": "no such model"})
        n = int(request.url.params["page"])
        headers = {"x-ratelimit-limit": "100", "x-ratelimit-remaining": str(100 - len(calls)),
                   "x-ratelimit-reset": "86400"}
        return httpx.Response(200, json=pages[n - 1], headers=headers)

    return httpx.MockTransport(handler), calls


async def no_sleep(_seconds: float) -> None:
    return None


async def refresh(db, transport, now=NOW, config=CONFIG):
    async with httpx.AsyncClient(transport=transport) as client:
        return await live.refresh(db, config, live.AA, client, now, rng=lambda: 0.0, sleep=no_sleep)


@pytest.fixture
def db(default_db):
    return default_db


async def test_a_good_catalogue_replaces_the_bundled_boards_and_schedules_the_next_fetch(db):
    transport, calls = catalogue(aa_pages())
    outcome = await refresh(db, transport)
    assert outcome.ok and outcome.snapshot.coverage == "complete" and not outcome.quarantined
    assert [c.url.params["page"] for c in calls] == ["1", "2", "3"]
    assert all(c.headers["x-api-key"] == "aa-key" for c in calls)
    board = store.load_board(db)
    assert not board.bundled and board.models
    state = store.source_state(db, live.AA)
    assert state.failures == 0 and state.quota_remaining == 97 and state.quota_limit == 100
    assert state.next_due_at == (NOW + dt.timedelta(hours=3)).isoformat()
    assert not live.is_due(state, NOW + dt.timedelta(hours=2)) and live.is_due(state, NOW + dt.timedelta(hours=3))


async def test_two_pages_then_a_500_store_nothing_and_back_off(db):
    pages = aa_pages()
    served = []

    def handler(request):
        served.append(request.url.params["page"])
        if request.url.params["page"] == "3":
            return httpx.Response(500, text="upstream broke")
        return httpx.Response(200, json=pages[int(request.url.params["page"]) - 1])

    before = db.execute("SELECT COUNT(*) FROM snapshots").fetchone()[0]
    outcome = await refresh(db, httpx.MockTransport(handler))
    assert outcome.error and "500" in outcome.error
    assert db.execute("SELECT COUNT(*) FROM snapshots").fetchone()[0] == before  # nothing stored
    assert store.load_board(db).bundled  # the previous data is still what users see
    state = store.source_state(db, live.AA)
    assert state.failures == 1 and state.next_due_at == (NOW + dt.timedelta(minutes=10)).isoformat()
    outcome = await refresh(db, httpx.MockTransport(handler), now=NOW + dt.timedelta(minutes=10))
    assert store.source_state(db, live.AA).next_due_at == (NOW + dt.timedelta(minutes=30)).isoformat()


async def test_a_catalogue_that_shrank_by_half_is_quarantined_not_used(db):
    transport, _ = catalogue(aa_pages())
    await refresh(db, transport)
    good = {m.key for m in store.load_board(db).models}
    shrunk = aa_pages()
    for page in shrunk:
        page["data"] = page["data"][: len(page["data"]) // 2]
    transport, _ = catalogue(shrunk)
    outcome = await refresh(db, transport, now=NOW + dt.timedelta(hours=3))
    assert outcome.quarantined and "model count moved" in outcome.quarantined[0]
    assert "quarantined" in outcome.report
    assert {m.key for m in store.load_board(db).models} == good  # nobody retired by a bad fetch
    statuses = [s for (s,) in db.execute("SELECT status FROM snapshots WHERE source = ? ORDER BY id", [live.AA])]
    assert statuses == ["ok", "quarantined"]  # kept for audit


async def test_a_catalogue_mostly_null_is_quarantined(db):
    transport, _ = catalogue(aa_pages())
    await refresh(db, transport)
    empty = aa_pages()
    for page in empty:
        for row in page["data"]:
            row["performance"] = {k: None for k in row["performance"]}
            row["pricing"] = {k: None for k in row["pricing"]}
    transport, _ = catalogue(empty)
    outcome = await refresh(db, transport, now=NOW + dt.timedelta(hours=3))
    assert outcome.quarantined and "missing" in outcome.quarantined[-1]


async def test_a_source_failing_for_a_day_is_reported_once_then_recovers_by_itself(db):
    def down(request):
        return httpx.Response(503)

    moment, reports = NOW, []
    for _ in range(16):
        outcome = await refresh(db, httpx.MockTransport(down), now=moment)
        reports.append(outcome.report)
        moment = dt.datetime.fromisoformat(store.source_state(db, live.AA).next_due_at)
    first = next(i for i, r in enumerate(reports) if r)
    assert sum(1 for r in reports if r) == 1 and "failing since" in reports[first]
    transport, _ = catalogue(aa_pages())
    outcome = await refresh(db, transport, now=moment)
    state = store.source_state(db, live.AA)
    assert outcome.ok and state.failures == 0 and state.failing_since is None and not store.load_board(db).bundled


def test_backoff_and_reports_are_pure_functions_of_state_and_now():
    state = store.SourceState("x")
    schedule = live.SCHEDULES[live.AA]
    delays = []
    for _ in range(6):
        state = live.after_failure(state, NOW, schedule, "boom")
        delays.append(dt.datetime.fromisoformat(state.next_due_at) - NOW)
    assert delays == [dt.timedelta(minutes=m) for m in (10, 20, 40, 80, 160, 180)]  # capped at the interval
    assert not live.report_due(state, NOW + dt.timedelta(hours=23))
    assert live.report_due(state, NOW + dt.timedelta(days=1))


async def test_a_long_retry_after_reschedules_instead_of_waiting(db):
    def limited(request):
        return httpx.Response(429, headers={"Retry-After": "3600"})

    outcome = await refresh(db, httpx.MockTransport(limited))
    assert outcome.error
    assert store.source_state(db, live.AA).next_due_at == (NOW + dt.timedelta(hours=1)).isoformat()


async def test_401_is_not_retried_and_says_what_is_wrong(db):
    seen = []

    def denied(request):
        seen.append(request)
        return httpx.Response(401)

    outcome = await refresh(db, httpx.MockTransport(denied))
    assert len(seen) == 1 and "AA_API_KEY" in outcome.error


async def test_run_due_skips_what_is_not_due(db):
    transport, calls = catalogue(aa_pages())
    async with httpx.AsyncClient(transport=transport) as client:
        first = await live.run_due(db, CONFIG, client, NOW, rng=lambda: 0.0, sleep=no_sleep)
        again = await live.run_due(db, CONFIG, client, NOW + dt.timedelta(hours=1), rng=lambda: 0.0, sleep=no_sleep)
    assert first[0].ok and again[0].skipped and len(calls) == 3


async def test_openrouter_deployments_attach_to_the_models_the_boards_know(db):
    payload = json.loads((FIXTURES / "openrouter" / "gpt-oss-120b_endpoints.json").read_text())

    def handler(request):
        if request.url.path == "/api/v1/models/openai/gpt-oss-120b/endpoints":
            return httpx.Response(200, json=payload)
        return httpx.Response(404, json={"error": {"message": "Model not found"}})

    config = Config(db_path=":memory:", openrouter_api_key="or-key")
    async with httpx.AsyncClient(transport=httpx.MockTransport(handler)) as client:
        outcome = await live.refresh(db, config, live.OPENROUTER, client, NOW, rng=lambda: 0.0, sleep=no_sleep)
    assert outcome.ok and outcome.stored.deployments >= 1
    card = to_plain(answers.answer_text(db, "/model gpt-oss-120b", "en").pages[0])
    assert "Deployments" in card and "OpenRouter" in card
    speeds = [d for d in store.deployments_for(db, ["name:gptoss120b"]) if d.source == "openrouter"]
    assert speeds and all(d.ttft is None or d.ttft < 60 for d in speeds)  # milliseconds became seconds


def test_source_shows_quota_to_operators_only(db):
    store.save_source_state(db, store.SourceState(live.AA, quota_limit=100, quota_remaining=42,
                                                  next_due_at="2026-11-20T09:00:00+00:00"))
    public = to_plain(answers.answer_text(db, "/source", "en").pages[0])
    operator = to_plain(answers.answer_text(db, "/source", "en", operator=True).pages[0])
    assert "next 2026-11-20 09:00 UTC" in public and "quota" not in public
    assert "quota left: 42 of 100" in operator


def test_source_says_it_runs_on_bundled_data_and_from_which_date(db):
    for lang, phrase in (("en", "bundled data (the seed articles' tables, as of 2026-07-11 – 2026-10-28)"),
                         ("zh", "内置数据（种子文章中的表格，数据日期 2026-07-11 – 2026-10-28）")):
        assert phrase in to_plain(answers.answer_text(db, "/source", lang).pages[0])


def test_ingest_several_aa_pages_as_one_catalogue(tmp_path, capsys):
    paths = []
    for n, page in enumerate(aa_pages(), 1):
        path = tmp_path / f"page{n}.json"
        path.write_text(json.dumps(page))
        paths.append(str(path))
    db_path = str(tmp_path / "x.db")
    assert cli.main(["--db", db_path, "ingest", *reversed(paths), "--as-of", "2026-11-01"]) == 0
    out = capsys.readouterr().out
    assert "stored" in out and "(complete)" in out and "as of 2026-11-01" in out


def test_ingest_rejects_a_malformed_page_with_the_reason(tmp_path, capsys):
    page = aa_pages()[0]
    page["pagination"] = "broken"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(page))
    assert cli.main(["--db", str(tmp_path / "x.db"), "ingest", str(path)]) == 1
    assert "rejected" in capsys.readouterr().out


def test_ingest_an_openrouter_response(tmp_path, capsys):
    path = FIXTURES / "openrouter" / "gpt-oss-120b_endpoints.json"
    assert cli.main(["--db", str(tmp_path / "x.db"), "ingest", str(path)]) == 0
    assert "deployments" in capsys.readouterr().out


@pytest.mark.skipif(not REAL_AA_PAGE.exists(), reason="the shared fixture is not beside this checkout")
def test_ingest_the_real_aa_page(tmp_path, capsys):
    db_path = str(tmp_path / "x.db")
    assert cli.main(["--db", db_path, "ingest", str(REAL_AA_PAGE)]) == 0
    assert "30 models (30 new" in capsys.readouterr().out
    db = store.open_db(db_path)
    board = store.load_board(db)
    by_name = {m.name: m for m in board.models}
    opus = by_name["Claude Opus 4.6 (Adaptive Reasoning, Max Effort)"]
    assert (opus.family, opus.tier) == ("Claude Opus 4.6", "Adaptive Reasoning, Max Effort")
    # a model with no values at all is known, but on no board (missing is not zero)
    realtime = db.execute("SELECT family, tier FROM models WHERE name = ?", ["GPT-4o mini Realtime (Dec '24)"]).fetchone()
    assert realtime == ("GPT-4o mini Realtime (Dec '24)", None)
    assert "GPT-4o mini Realtime (Dec '24)" not in by_name
    frees = [m.name for m in board.models if m.metric("price_out") and m.metric("price_out").value == 0]
    assert frees  # real $0 prices kept as free
    raw = json.loads(REAL_AA_PAGE.read_text())
    keyed = {m.key: m for m in board.models}
    for record in raw["data"]:
        model = keyed.get(f"id:{record['id']}")
        if model is None:  # no values at all
            assert all(v is None for v in record["performance"].values())
            continue
        speed = record["performance"]["median_output_tokens_per_second"]
        assert (model.metric("speed") is None) == (speed in (None, 0))  # null is missing, never 0
        price = record["pricing"]["price_1m_output_tokens"]
        if price is not None:
            assert model.metric("price_out").value == price


def test_tick_fetches_only_when_due(tmp_path, monkeypatch, capsys):
    transport, calls = catalogue(aa_pages())
    monkeypatch.setattr(live, "make_client", lambda: httpx.AsyncClient(transport=transport))
    monkeypatch.setenv("AA_API_KEY", "aa-key")
    db_path = str(tmp_path / "x.db")
    assert cli.main(["--db", db_path, "tick", "--now", "2026-11-20T06:00:00+00:00"]) == 0
    assert "stored" in capsys.readouterr().out and len(calls) == 3
    assert cli.main(["--db", db_path, "tick", "--now", "2026-11-20T07:00:00+00:00"]) == 0
    assert "not due" in capsys.readouterr().out and len(calls) == 3
    assert cli.main(["--db", db_path, "tick", "--now", "2026-11-20T09:30:00+00:00"]) == 0
    assert "stored" in capsys.readouterr().out and len(calls) == 6


def test_ingest_without_paths_fetches_the_live_sources_once(tmp_path, monkeypatch, capsys):
    transport, calls = catalogue(aa_pages())
    monkeypatch.setattr(live, "make_client", lambda: httpx.AsyncClient(transport=transport))
    monkeypatch.setenv("AA_API_KEY", "aa-key")
    assert cli.main(["--db", str(tmp_path / "x.db"), "ingest"]) == 0
    assert "stored artificial-analysis" in capsys.readouterr().out and len(calls) == 3
    monkeypatch.delenv("AA_API_KEY")
    assert cli.main(["--db", str(tmp_path / "x.db"), "ingest"]) == 2
    assert "no live source is configured" in capsys.readouterr().err


def test_refresh_is_for_operators_only(tmp_path, monkeypatch, capsys):
    db_path = str(tmp_path / "x.db")
    monkeypatch.setenv("LEADERBOT_ADMINS", "7")
    assert cli.main(["--db", db_path, "ask", "--user-id", "8", "/refresh"]) == 0
    assert "only the bot's operators" in capsys.readouterr().out
    assert cli.main(["--db", db_path, "ask", "--user-id", "7", "/refresh"]) == 0
    assert "No live source is configured" in capsys.readouterr().out
    transport, calls = catalogue(aa_pages())
    monkeypatch.setattr(live, "make_client", lambda: httpx.AsyncClient(transport=transport))
    monkeypatch.setenv("AA_API_KEY", "aa-key")
    assert cli.main(["--db", db_path, "ask", "--user-id", "7", "/refresh"]) == 0
    out = capsys.readouterr().out
    assert "artificial-analysis: stored" in out and len(calls) == 3


async def test_a_deployments_only_fetch_keeps_the_boards(db):
    payload = json.loads((FIXTURES / "openrouter" / "gpt-oss-120b_endpoints.json").read_text())
    before = {m.key for m in store.load_board(db).models}

    def handler(request):
        if request.url.path == "/api/v1/models/openai/gpt-oss-120b/endpoints":
            return httpx.Response(200, json=payload)
        return httpx.Response(404, json={"error": {"message": "Model not found"}})

    config = Config(db_path=":memory:", openrouter_api_key="or-key")
    async with httpx.AsyncClient(transport=httpx.MockTransport(handler)) as client:
        for _ in range(2):  # and the next fetch still finds the models to ask about
            outcome = await live.refresh(db, config, live.OPENROUTER, client, NOW, rng=lambda: 0.0, sleep=no_sleep)
            assert outcome.ok and outcome.stored.deployments >= 1
    board = store.load_board(db)
    assert board.bundled and {m.key for m in board.models} == before


async def test_a_quarantined_catalogue_changes_no_model(db):
    transport, _ = catalogue(aa_pages())
    await refresh(db, transport)
    names = {m.key: (m.name, m.creator, m.country) for m in store.load_board(db).models}
    broken = aa_pages()
    for page in broken:
        page["data"] = page["data"][:1]
        for row in page["data"]:
            row["name"] = "Broken Name (high)"
            row["model_creator"] = {"id": "x", "name": "Nobody"}
    broken[0]["data"].append({**broken[0]["data"][0], "id": "ghost-id", "name": "Ghost"})
    transport, _ = catalogue(broken)
    outcome = await refresh(db, transport, now=NOW + dt.timedelta(hours=3))
    assert outcome.quarantined
    assert {m.key: (m.name, m.creator, m.country) for m in store.load_board(db).models} == names
    assert answers.resolve(db, "Ghost").family_key is None


def test_the_same_file_twice_is_stored_once(tmp_path, capsys):
    path = tmp_path / "page.json"
    path.write_text(json.dumps(aa_pages()[0]))
    db_path = str(tmp_path / "x.db")
    snap = {"format": "leaderbot.snapshot/1", "source": {"name": "mine"}, "as_of": "2026-11-01", "coverage": "partial",
            "models": [{"name": "Zoom", "metrics": {"speed": 10}}]}
    own = tmp_path / "own.json"
    own.write_text(json.dumps(snap))
    assert cli.main(["--db", db_path, "ingest", str(own)]) == 0
    assert cli.main(["--db", db_path, "ingest", str(own)]) == 1
    assert "already stored, as snapshot" in capsys.readouterr().out


async def test_a_retired_model_can_still_be_looked_up_and_says_it_left(db):
    transport, _ = catalogue(aa_pages())
    await refresh(db, transport)
    from collections import Counter

    from bot.names import split_tier

    gone = aa_pages()
    families = Counter(split_tier(r["name"])[0] for page in gone for r in page["data"])
    page = next(p for p in gone if any(families[split_tier(r["name"])[0]] == 1 for r in p["data"]))
    victim = next(r for r in page["data"] if families[split_tier(r["name"])[0]] == 1)
    page["data"].remove(victim)  # one model fewer: well within the 30% the check allows
    transport, _ = catalogue(gone)
    outcome = await refresh(db, transport, now=NOW + dt.timedelta(hours=3))
    assert outcome.stored.retired == 0  # one absence is not yet a retirement (rule 6)
    outcome = await refresh(db, transport, now=NOW + dt.timedelta(hours=6))
    assert outcome.stored.retired == 1  # absent from two consecutive complete catalogues
    family = split_tier(victim["name"])[0]
    card = to_plain(answers.answer_text(db, f"/model {family}", "en").pages[0])
    assert card.startswith(family) and "Left the boards" in card and "As of 2026-11-20" in card


def test_deployment_only_models_are_understood_by_name(default_db):
    for text, lang in (("kimi k3", "en"), ("Kimi K3 多快", "zh")):
        card = to_plain(answers.answer_text(default_db, text, lang).pages[0])
        assert card.startswith("Kimi K3 · Kimi"), card[:80]
