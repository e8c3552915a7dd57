"""Issue 11 under faults: no user waits on another, alerts on a lane of their own, native
tables with their fallback, group etiquette, and secrets. Everything runs through the real
python-telegram-bot code against the fake Bot API server (tests/fakebot), with the bot built
exactly as `leaderbot run` builds it (bot.telegram.app.build_application + serve)."""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import os
import signal
import socket
import subprocess
import sys
import threading
import time

import pytest

from bot import bundled, live, notify, store
from bot.config import ROOT, Config
from bot.snapshots import ModelRow, Snapshot
from bot.telegram import broadcast, serve
from bot.telegram.app import build_application

try:
    from tests.fakebot import FakeTelegram
except ImportError:  # pragma: no cover - depends on pytest's rootdir/import mode
    from fakebot import FakeTelegram

pytestmark = pytest.mark.filterwarnings("ignore::telegram.warnings.PTBDeprecationWarning")

TOKEN = "515151:AAE-leaderbot-lanes-token-0123456789"
BOT = "leaderbot_test"
USER, OTHER, ADMIN = 42, 43, 99
GROUP, CHANNEL = -1001, -1005006007


@pytest.fixture(params=[True, False], ids=["rich", "text"])
def tg(request):
    with FakeTelegram(token=TOKEN, bot_username=BOT, privacy_mode=True, flood_limits=False,
                      rich_messages=request.param) as fake:
        for user in (USER, OTHER, ADMIN):
            fake.private_chat(user, first_name=f"U{user}", language_code="en")
        yield fake


@pytest.fixture
def db(tmp_path):
    """A database file, as `leaderbot run` uses: slow work then runs in the worker thread."""
    database = store.open_db(tmp_path / "bot.db")
    bundled.ensure_default(database)
    return database


def config_for(tg, db_path=":memory:", **kw) -> Config:
    return Config(db_path=str(db_path), token=TOKEN, api_base=tg.base_url, admins=frozenset({ADMIN}), **kw)


@contextlib.asynccontextmanager
async def running(tg, db, config=None):
    config = config or config_for(tg)
    application = build_application(config, db)
    stop = asyncio.Event()
    task = asyncio.create_task(serve.serve(config, application, stop=stop, signals=(), poll_timeout=1))
    try:
        await tg.wait_for(lambda: tg.polls or task.done(), timeout=5)
        yield application
    finally:
        stop.set()
        assert await asyncio.wait_for(task, 15) == 0


def answers(tg, chat=None):
    """Every message the bot sent (to `chat`), as text or as a rich message, in order."""
    return [c for c in tg.sent if c.method in ("sendMessage", "sendRichMessage") and chat in (None, c.chat_id)]


def arrived(tg, chat) -> float | None:
    calls = answers(tg, chat)
    return calls[0].at if calls else None


# -- no user waits on another ------------------------------------------------------------


async def test_a_429_on_one_chats_reply_holds_that_reply_only(tg, db):
    async with running(tg, db):
        tg.force_flood(USER, retry_after=3, methods=["sendMessage", "sendRichMessage"])
        tg.send(USER, USER, "/top")
        await tg.wait_for(lambda: [e for e in tg.errors if e.error_code == 429])
        asked = time.monotonic()
        tg.send(OTHER, OTHER, "/top")
        await tg.wait_for_messages(OTHER, 1, timeout=2)
        assert time.monotonic() - asked < 1.5  # not behind the 3 s wait
        assert tg.messages(USER) == []
        [held] = await tg.wait_for_messages(USER, 1, timeout=6)  # then the held reply, once
    assert held.text.startswith("Fastest") and len(answers(tg, USER)) == 1


async def test_each_chats_messages_are_answered_in_the_order_they_came(tg, db):
    async with running(tg, db):
        for text in ("/top 3", "/cheap", "/smart", "/ttft"):
            tg.send(USER, USER, text)
        got = await tg.wait_for_messages(USER, 4)
    assert [m.text.split(" — ")[0] for m in got] == ["Fastest", "Cheapest", "Smartest", "Quickest to reply"]


async def test_a_refresh_against_a_stalled_source_holds_no_one(tg, db, tmp_path):
    stalled = socket.socket()  # accepts connections and never answers
    stalled.bind(("127.0.0.1", 0))
    stalled.listen(8)
    base = f"http://127.0.0.1:{stalled.getsockname()[1]}"
    config = config_for(tg, tmp_path / "bot.db", aa_api_key="aa-test-key-0123456789", aa_api_base=base)
    try:
        async with running(tg, db, config):
            tg.send(ADMIN, ADMIN, "/refresh")
            await asyncio.sleep(0.3)  # the refresh is waiting on the stalled source now
            asked = time.monotonic()
            tg.send(USER, USER, "/top")
            await tg.wait_for_messages(USER, 1, timeout=3)
            assert time.monotonic() - asked < 1.0
            assert tg.messages(ADMIN) == []  # the refresh is still waiting
            stalled.close()  # the source gives up: the refresh ends, and with it the bot can stop
            await tg.wait_for_messages(ADMIN, 1, timeout=10)
    finally:
        stalled.close()


# -- which updates count -------------------------------------------------------------------


async def test_editing_a_subscribe_or_refresh_message_does_not_run_it_again(tg, db):
    async with running(tg, db):
        asked = tg.send(USER, USER, "/subscribe daily")
        await tg.wait_for_messages(USER, 1)
        tg.edit(USER, asked["message"]["message_id"], "/subscribe weekly")
        refresh = tg.send(ADMIN, ADMIN, "/refresh")
        await tg.wait_for_messages(ADMIN, 1)
        tg.edit(ADMIN, refresh["message"]["message_id"], "/refresh")
        tg.send(OTHER, OTHER, "/top 3")  # a later update, answered: the edits were taken and ignored
        await tg.wait_for_messages(OTHER, 1)
    assert store.subscription(db, USER).digest == "daily"
    assert len(tg.messages(USER)) == 1 and len(tg.messages(ADMIN)) == 1


async def test_chart_posted_in_a_channel_is_answered_with_a_photo(tg, db):
    tg.channel(CHANNEL, "Model news", bot_admin=True)
    async with running(tg, db):
        tg.channel_post(CHANNEL, "/chart")
        await tg.wait_for(lambda: tg.calls("sendPhoto"))
    [photo] = tg.calls("sendPhoto")
    assert photo.chat_id == CHANNEL and "reply_markup" not in photo.params
    assert [c.params["action"] for c in tg.calls("sendChatAction")] == ["upload_photo"]


# -- groups ----------------------------------------------------------------------------------


async def test_in_groups_answers_reply_to_the_question(tg, db):
    tg.group(GROUP, "Pickers", supergroup=True, owner_id=OTHER)
    async with running(tg, db):
        question = tg.send(GROUP, USER, "/top 3")
        [answer] = await tg.wait_for_messages(GROUP, 1)
        tg.send(USER, USER, "/top 3")
        [private] = await tg.wait_for_messages(USER, 1)
    assert answer.data["reply_to_message"]["message_id"] == question["message"]["message_id"]
    assert "reply_to_message" not in private.data  # one-to-one: no need to quote
    assert answers(tg, GROUP)[0].params["reply_parameters"]["allow_sending_without_reply"] is True


async def test_every_reply_path_follows_an_upgraded_group(tg, db):
    tg.group(GROUP, "Pickers", owner_id=USER)
    for text in ("/top 3", "/chart", "/export", "/subscribe"):
        tg.send(GROUP, USER, text)  # asked before the upgrade, answered after it
    new_id = tg.upgrade_to_supergroup(GROUP)
    async with running(tg, db):
        await tg.wait_for(lambda: len(tg.messages(new_id)) >= 4, timeout=15)
    kinds = sorted(m.kind for m in tg.messages(new_id))
    assert kinds == sorted(["rich" if tg.rich_messages else "text", "photo", "document", "text"])
    assert tg.messages(GROUP) == []


# -- transient failures ---------------------------------------------------------------------


@pytest.mark.parametrize("fault", [{"status": 502}, {"reset": True}], ids=["502", "reset"])
async def test_a_reply_hit_by_a_502_or_a_connection_reset_is_sent_again(tg, db, fault):
    async with running(tg, db):
        for method in ("sendMessage", "sendRichMessage"):
            tg.fail(method, **fault)
        tg.send(USER, USER, "/top 3")
        [board] = await tg.wait_for_messages(USER, 1, timeout=5)
        await asyncio.sleep(0.3)  # nothing more follows
    assert board.text.startswith("Fastest") and len(tg.messages(USER)) == 1


# -- native tables -------------------------------------------------------------------------


async def test_boards_are_native_tables_with_whole_names_where_the_server_has_them(tg, db):
    async with running(tg, db):
        tg.send(USER, USER, "/cheap china")
        [board] = await tg.wait_for_messages(USER, 1)
        tg.send(USER, USER, "/cheap china")
        await tg.wait_for_messages(USER, 2)
    if tg.rich_messages:
        assert board.kind == "rich" and tg.calls("sendMessage") == []
        [table] = board.tables
        assert table[0][:3] == ["#", "Model", "$out"] and "CC" in table[0] and "t/s" in table[0]
        # whole, never "DeepS… (max)"; the tier is left out: the family has one on this board
        assert "DeepSeek V4 Flash" in [row[1] for row in table]
        assert board.text.startswith("Cheapest — China")
    else:  # refused once (404), remembered: the second answer goes as text at once
        assert board.kind == "text" and "<pre>" in board.html
        assert [(e.method, e.error_code) for e in tg.errors] == [("sendRichMessage", 404)]
        assert len(tg.calls("sendMessage")) == 2


async def test_cards_compares_and_tradeoffs_carry_native_tables(tg, db):
    async with running(tg, db):
        for text in ("/model glm-5.2", "/compare deepseek v4 flash vs gpt-5.6 luna", "/tradeoff"):
            tg.send(USER, USER, text)
        card, compare, tradeoff = await tg.wait_for_messages(USER, 3)
    if not tg.rich_messages:
        assert {m.kind for m in (card, compare, tradeoff)} == {"text"}
        return
    assert [m.kind for m in (card, compare, tradeoff)] == ["rich"] * 3
    [ranks] = card.tables  # the card's ranks: speed, its region, intelligence, speed per dollar
    assert ranks[0] == ["speed", "China", "smarts", "speed per dollar"] and ranks[1][0].startswith("#")
    names = [row[0] for row in compare.tables[0][1:]]
    assert "DeepSeek V4 Flash" in " ".join(names) and "GPT-5.6 Luna" in " ".join(names)
    assert len(tradeoff.tables) == 2  # both directions of the trade-off, whole names


async def test_paging_edits_the_table_in_place(tg, db):
    async with running(tg, db):
        tg.send(USER, USER, "/top 5")
        [board] = await tg.wait_for_messages(USER, 1)
        pressed = tg.press(USER, board.message_id, board.button("Next")["callback_data"], USER)
        await tg.wait_for(lambda: tg.callback_answer(pressed) is not None)
    page2 = tg.message(USER, board.message_id)
    assert len(tg.messages(USER)) == 1 and page2.text.startswith("Fastest — global, 6–10 of ")
    if tg.rich_messages:
        assert page2.kind == "rich" and [row[0] for row in page2.tables[0][1:]] == ["6", "7", "8", "9", "10"]
        assert tg.calls("editMessageText")[0].params.get("rich_message")
    else:
        assert page2.kind == "text" and "rich_message" not in tg.calls("editMessageText")[0].params


async def test_leaderbot_rich_off_sends_pre_text_even_where_tables_exist(tg, db):
    async with running(tg, db, config_for(tg, rich="off")):
        tg.send(USER, USER, "/compare deepseek v4 flash vs gpt-5.6 luna")
        [answer] = await tg.wait_for_messages(USER, 1)
    assert answer.kind == "text" and tg.calls("sendRichMessage") == [] and tg.errors == []


# -- the alert lane ----------------------------------------------------------------------------


def snapshot(as_of: str, speeds: dict[str, float]) -> Snapshot:
    return Snapshot(source="speedboard", as_of=as_of, coverage="complete", raw="{}", models=[
        ModelRow(name=n, creator="DeepSeek", source_id=n.lower().replace(" ", "-"), metrics={"speed": s, "price_out": 1.0})
        for n, s in speeds.items()])


def subscribe(db, chat_id: int, **kw) -> None:
    now = dt.datetime.now(dt.timezone.utc)
    notify.subscribe(db, store.Subscription(chat_id, 0, "private", None, tz="UTC", **kw), now - dt.timedelta(days=2))


def queue_digests(db, chats: list[int]) -> int:
    """A digest due now for each chat."""
    for chat in chats:
        subscribe(db, chat, digest="daily", digest_at="00:00")
    return notify.queue_digests(db, dt.datetime.now(dt.timezone.utc))


async def test_a_long_retry_after_reschedules_that_alert_and_the_rest_go_on(tg, db):
    chats = [1000 + i for i in range(5)]
    for chat in chats:
        tg.private_chat(chat, first_name="Reader")
    assert queue_digests(db, chats) == 5
    tg.force_flood(chats[0], retry_after=7, methods=["sendMessage", "sendRichMessage"])
    async with running(tg, db):
        await tg.wait_for(lambda: all(tg.messages(c) for c in chats[1:]), timeout=10)
        tg.send(USER, USER, "/top 3")  # answers are not paused by the alert's 429
        asked = time.monotonic()
        await tg.wait_for_messages(USER, 1)
        assert time.monotonic() - asked < 1.0
    assert tg.messages(chats[0]) == []
    [row] = db.execute("SELECT status, last_error FROM outbox WHERE chat_id = ?", [chats[0]]).fetchall()
    assert row == ("pending", "retry after 7s")  # rescheduled, not waited out in place


async def test_instant_alerts_queued_during_a_digest_send_out_go_out_at_once(tg, db):
    chats = [2000 + i for i in range(120)]
    for chat in chats + [USER]:
        tg.private_chat(chat, first_name="Reader")
    queue_digests(db, chats)
    slow = broadcast.Limits(overall_per_s=40)  # 120 digests take 3 s
    lane = broadcast.Lane(db, config_for(tg), limits=slow)
    await lane.open()
    try:
        await tg.wait_for(lambda: len(answers(tg)) >= 10)
        store.enqueue(db, [("instant:test", USER, 0, "alert", "<b>New model</b> on the board", False,
                            dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"))])
        lane.wake()
        await tg.wait_for(lambda: tg.messages(USER), timeout=2)
        assert len(answers(tg)) < len(chats)  # ahead of the digests still waiting
    finally:
        await lane.close()


async def test_a_slow_telegram_causes_no_duplicate_alert(tg, db):
    tg.private_chat(3000, first_name="Reader")
    queue_digests(db, [3000])
    for method in ("sendMessage", "sendRichMessage"):
        tg.fail(method, status=200, delay=6.0)  # answered, after 6 s (python-telegram-bot waits 5 s by default)
    async with broadcast.lane_bot(config_for(tg)) as bot:
        stats = await broadcast.drain(db, bot, rich=broadcast.RichSupport())
    assert stats.sent == 1 and len(tg.messages(3000)) == 1
    assert db.execute("SELECT status FROM outbox").fetchall() == [("sent",)]


def run_cli(tg, tmp_path, *args, timeout=30, **env) -> subprocess.CompletedProcess:
    full = {k: v for k, v in os.environ.items() if not k.startswith(("TELEGRAM_", "LEADERBOT_", "AA_", "OPENROUTER_"))}
    full.update({"TELEGRAM_BOT_TOKEN": TOKEN, "TELEGRAM_API_BASE": tg.base_url,
                 "LEADERBOT_DB": str(tmp_path / "bot.db"), **env})
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=ROOT, env=full, text=True, capture_output=True,
                          timeout=timeout)


def test_tick_sends_what_a_crash_left_mid_send(tg, tmp_path):
    tg.private_chat(4000, first_name="Reader")
    db = store.open_db(tmp_path / "bot.db")
    bundled.ensure_default(db)
    store.enqueue(db, [("digest:crashed", 4000, 0, "digest", "<b>Daily digest</b>", False, "2026-01-01T00:00:00+00:00")])
    [row_id] = db.execute("SELECT id FROM outbox").fetchone()
    assert store.claim(db, row_id)  # 'sending'...
    db.execute("UPDATE outbox SET claimed_at = '2026-01-01T00:00:00+00:00'")  # ...by a sender that died
    db.conn.commit()
    done = run_cli(tg, tmp_path, "tick")
    assert done.returncode == 0, done.stderr
    assert [m.text for m in tg.messages(4000)] == ["Daily digest"]


def test_sigterm_during_a_send_out_stops_within_10_s_and_the_rest_go_after_restart(tg, tmp_path):
    tg.flood_limits = False
    chats = [5000 + i for i in range(400)]
    for chat in chats:
        tg.private_chat(chat, first_name="Reader")
    db = store.open_db(tmp_path / "bot.db")
    bundled.ensure_default(db)
    queue_digests(db, chats)
    for chat in chats:  # Telegram answers slowly: the send-out takes minutes
        tg.fail("sendMessage", status=200, delay=0.5, chat_id=chat)
        tg.fail("sendRichMessage", status=200, delay=0.5, chat_id=chat)
    process = subprocess.Popen([sys.executable, "-m", "bot", "run"], cwd=ROOT, text=True, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env={**os.environ, "TELEGRAM_BOT_TOKEN": TOKEN,
                                                            "TELEGRAM_API_BASE": tg.base_url,
                                                            "LEADERBOT_DB": str(tmp_path / "bot.db")})
    try:
        tg.wait_for(lambda: len(answers(tg)) >= 20, timeout=30)
        stopped = time.monotonic()
        process.send_signal(signal.SIGTERM)
        _, err = process.communicate(timeout=15)
        assert time.monotonic() - stopped < 10, err
    finally:
        process.kill()
    assert process.returncode == 0, err
    sent_before = {c.chat_id for c in answers(tg)}
    assert len(sent_before) < len(chats)
    assert db.execute("SELECT COUNT(*) FROM outbox WHERE status = 'sending'").fetchone()[0] == 0
    with tg._lock:
        tg._faults.clear()  # Telegram is quick again
    restarted = subprocess.Popen([sys.executable, "-m", "bot", "run"], cwd=ROOT, text=True, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, env={**os.environ, "TELEGRAM_BOT_TOKEN": TOKEN,
                                                              "TELEGRAM_API_BASE": tg.base_url,
                                                              "LEADERBOT_DB": str(tmp_path / "bot.db")})
    try:
        tg.wait_for(lambda: {c.chat_id for c in answers(tg)} >= set(chats), timeout=60)
        restarted.send_signal(signal.SIGTERM)
        restarted.communicate(timeout=15)
    finally:
        restarted.kill()
    received = [c.chat_id for c in answers(tg)]
    assert set(received) == set(chats)
    assert len(received) - len(chats) <= broadcast.CONCURRENCY  # only what was in flight may repeat


async def test_paid_broadcasts_are_asked_for_and_paced_at_telegrams_higher_limit(tg, db):
    tg.private_chat(6000, first_name="Reader")
    queue_digests(db, [6000])
    lane = broadcast.Lane(db, config_for(tg, paid_broadcast=True))
    assert lane.pacer.limits.overall_per_s == broadcast.PAID_PER_S > 30
    await lane.open()
    try:
        await tg.wait_for(lambda: answers(tg, 6000))
    finally:
        await lane.close()
    [sent] = answers(tg, 6000)
    assert sent.params["allow_paid_broadcast"] is True
    assert broadcast.Lane(db, config_for(tg)).pacer.limits.overall_per_s == broadcast.Limits().overall_per_s


# -- secrets -------------------------------------------------------------------------------


@pytest.fixture
def rich_tg():
    """One mode is enough where the path under test never sends a table."""
    with FakeTelegram(token=TOKEN, bot_username=BOT, privacy_mode=True, flood_limits=False) as fake:
        yield fake


@pytest.mark.parametrize("refusal", [(401, "Unauthorized"), (404, "Not Found")], ids=["401", "404"])
def test_no_command_prints_the_token_when_the_bot_api_refuses_it(rich_tg, tmp_path, refusal):
    tg = rich_tg
    db = store.open_db(tmp_path / "bot.db")
    bundled.ensure_default(db)
    tg.private_chat(7000, first_name="Reader")
    queue_digests(db, [7000])  # tick has something to send
    tg.answer_everything = refusal
    outputs = {}
    for command in (["tick"], ["-v", "tick"], ["ingest"], ["export"], ["run"], ["-v", "run"], ["ask", "/top"]):
        done = run_cli(tg, tmp_path, *command)
        outputs[" ".join(command)] = done
        assert TOKEN not in done.stdout + done.stderr, (command, done.stderr[-2000:])
        assert TOKEN.split(":")[1] not in done.stdout + done.stderr
        assert "Traceback" not in done.stderr, (command, done.stderr[-2000:])
    assert outputs["tick"].returncode == 2 and "alerts queued but not sent" in outputs["tick"].stderr
    assert outputs["run"].returncode == 2 and "rejected TELEGRAM_BOT_TOKEN" in outputs["run"].stderr
