"""The bot in Telegram, end to end: the real Application (bot.telegram.app, run by bot.telegram.serve) over
HTTP against the fake Bot API server (tests/fakebot), asserting on what users see."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request

import httpx
import pytest

from bot import answers, bundled, cli, store
from bot.telegram import serve
from bot.telegram.app import build_application
from bot.config import ROOT, Config
from bot.telegram.guard import RequestBudget
from bot.intents import Query
from bot.render import MAX_MESSAGE
from bot.snapshots import DeploymentRow, ModelRow, Snapshot

try:
    from tests.fakebot import FakeTelegram, utf16_len
    from tests.fakebot.server import _rich_plain as fake_rich_plain
except ImportError:  # pragma: no cover - depends on pytest's rootdir/import mode
    from fakebot import FakeTelegram, utf16_len
    from fakebot.server import _rich_plain as fake_rich_plain

pytestmark = pytest.mark.filterwarnings("ignore::telegram.warnings.PTBDeprecationWarning")

TOKEN = "424242:AAE-leaderbot-e2e-token-0123456789"
BOT = "leaderbot_test"
USER, OTHER, ADMIN = 42, 43, 99
GROUP, FORUM, CHANNEL = -1001, -1002003004, -1005006007


@pytest.fixture(params=[True, False], ids=["rich", "text"])
def tg(request):
    """The fake Bot API server, with Bot API 10.1 rich messages (native tables) and without
    them (an older or local server): every test runs against both."""
    with FakeTelegram(token=TOKEN, bot_username=BOT, privacy_mode=True, flood_limits=False,
                      rich_messages=request.param) as fake:
        fake.private_chat(USER, first_name="Alice", language_code="en")
        fake.private_chat(ADMIN, first_name="Operator", language_code="en")
        yield fake


@pytest.fixture
def db():
    database = store.open_db(memory=True)
    bundled.ensure_default(database)
    return database


def config_for(tg: FakeTelegram, **kw) -> Config:
    return Config(db_path=":memory:", token=TOKEN, api_base=tg.base_url, admins=frozenset({ADMIN}), **kw)


@contextlib.asynccontextmanager
async def running(tg, db, config=None, **build):
    """The bot polling the fake server (the same runner as `leaderbot run`) for the block."""
    config = config or config_for(tg)
    stop = asyncio.Event()
    task = asyncio.create_task(serve.serve(config, build_application(config, db, **build), stop=stop, signals=(),
                                           poll_timeout=1))
    try:
        await tg.wait_for(lambda: tg.polls or tg.webhook or task.done(), timeout=5)
        yield task
    finally:
        stop.set()
        assert await asyncio.wait_for(task, 10) == 0


def problems(tg) -> list:
    """What the server refused, less the one 404 an older server answers sendRichMessage
    (asked once: the bot remembers the refusal for the process)."""
    refusals = [e for e in tg.errors if e.method == "sendRichMessage" and e.error_code == 404]
    assert len(refusals) <= 1 and (not refusals or not tg.rich_messages)
    return [e for e in tg.errors if e not in refusals]


def answers_sent(tg) -> list:
    """Every message the bot sent, as text or as a rich message."""
    return [c for c in tg.sent if c.method in ("sendMessage", "sendRichMessage")]


def global_total(db) -> int:
    """How many models the global speed board ranks."""
    return answers.answer(db, Query("board"), "en").extra["board"][1]


async def settle(seconds: float = 0.3) -> None:
    """Give the bot time to (not) answer something it should ignore."""
    await asyncio.sleep(seconds)


# -- private chats, deep links, menus --------------------------------------------------------


async def test_private_chat_answers_commands_and_phrases_with_board_buttons(tg, db):
    async with running(tg, db):
        tg.send(USER, USER, "/top")
        [board] = await tg.wait_for_messages(USER, 1)
        assert board.text.startswith("Fastest — global, top 10")
        assert "Source: Artificial Analysis" in board.text
        assert [b["text"] for b in board.buttons][:2] == [f"1/{-(-global_total(db) // 10)}", "Next ›"]
        tg.send(USER, USER, "最便宜的国产模型")
        _, cheap = await tg.wait_for_messages(USER, 2)
        assert cheap.text.startswith("国产最便宜模型")  # asked in Chinese: answered in Chinese (rule 13)
        tg.send(USER, USER, "/nonsense")
        *_, unknown = await tg.wait_for_messages(USER, 3)
        assert unknown.text.startswith("Sorry, /nonsense is not a command I know.")
        assert "/help lists everything" in unknown.text and len(unknown.text.splitlines()) <= 5  # not the whole help
        tg.send(USER, USER, "/wach glm")  # a setting's command mistyped: named, never acted on from the words
        *_, watch = await tg.wait_for_messages(USER, 4)
        assert "• /watch — Always hear about a model" in watch.text
        tg.send(USER, USER, "/deepseek")  # a maker's name as a command: its models
        *_, deepseek = await tg.wait_for_messages(USER, 5)
        assert deepseek.text.startswith("Fastest — global · DeepSeek")
    assert problems(tg) == []


async def test_menus_per_language_and_scope_at_start_up(tg, db):
    async with running(tg, db):
        await tg.wait_for(lambda: len(tg.command_sets) == 6)
    private = [c["command"] for c in tg.commands({"type": "all_private_chats"})]
    members = [c["command"] for c in tg.commands({"type": "all_group_chats"})]
    admins = [c["command"] for c in tg.commands({"type": "all_chat_administrators"})]
    assert private == admins and "lang" in admins and "lang" not in members and "top" in members
    zh = tg.commands({"type": "all_private_chats"}, "zh")
    assert zh[0] == {"command": "top", "description": "生成速度最快的模型"}


async def test_deep_links_open_the_answer_or_subscribe_in_one_tap(tg, db):
    tg.private_chat(OTHER, first_name="李", language_code="zh-hans")
    async with running(tg, db):
        tg.send(USER, USER, "/start top_china")
        [board] = await tg.wait_for_messages(USER, 1)
        assert board.text.startswith("Fastest — China, top 10")
        tg.send(USER, USER, "/start sub_daily")
        _, subscribed = await tg.wait_for_messages(USER, 2)
        assert subscribed.text.startswith("Subscribed") and "Digest: daily at 09:00" in subscribed.text
        assert store.subscription(db, USER).digest == "daily"
        tg.send(OTHER, OTHER, "/start sub_weekly")
        [subscribed_zh] = await tg.wait_for_messages(OTHER, 1)
        assert subscribed_zh.text.startswith("订阅成功") and "每周一 09:00" in subscribed_zh.text
        tg.send(USER, USER, "/start")
        *_, hello = await tg.wait_for_messages(USER, 3)
        assert hello.text.startswith("Hi! I rank language models by speed")
        assert hello.buttons == [{"text": "Add me to a group", "url": f"https://t.me/{BOT}?startgroup=true"}]


async def test_a_bare_command_without_a_telegram_language_answers_in_the_chats_spoken_one(tg, db):
    tg.private_chat(OTHER, first_name="李", language_code=None)  # Telegram's language_code is optional
    async with running(tg, db):
        tg.send(OTHER, OTHER, "/top 3")
        [first] = await tg.wait_for_messages(OTHER, 1)
        assert first.text.startswith("Fastest — global, top 3")  # no words yet: English
        tg.send(OTHER, OTHER, "最便宜的国产模型")
        tg.send(OTHER, OTHER, "/top 3")
        *_, board = await tg.wait_for_messages(OTHER, 3)
        assert board.text.startswith("全球最快模型 · 前 3")  # the chat has spoken Chinese since
        tg.send(OTHER, OTHER, "cheapest model?")
        tg.send(OTHER, OTHER, "/top 3")
        *_, board = await tg.wait_for_messages(OTHER, 5)
        assert board.text.startswith("Fastest — global, top 3")
    tg.private_chat(USER, first_name="Alice", language_code="en")
    async with running(tg, db):  # a Telegram language still decides before the words a chat wrote
        tg.send(USER, USER, "最快的模型")
        tg.send(USER, USER, "/top 3")
        *_, board = await tg.wait_for_messages(USER, 2)
        assert board.text.startswith("Fastest — global, top 3")


# -- groups, topics, channels -------------------------------------------------------------


async def test_group_with_privacy_mode_answers_commands_mentions_and_replies_only(tg, db):
    tg.group(GROUP, "Model pickers", supergroup=True, owner_id=OTHER)
    async with running(tg, db):
        assert tg.send(GROUP, USER, "which model do we use?")["update_id"] is None  # Telegram never delivers it
        tg.send(GROUP, USER, "/top@other_bot")
        tg.send(GROUP, USER, "/roll")  # another bot's command, to no bot in particular
        tg.send(GROUP, USER, "/top@leaderbot_test 3")
        [board] = await tg.wait_for_messages(GROUP, 1)
        assert board.text.startswith("Fastest — global, top 3")
        tg.send(GROUP, USER, f"/latncy@{BOT}")  # one of ours mistyped, addressed to this bot: the closest
        _, typo = await tg.wait_for_messages(GROUP, 2)
        assert typo.text.startswith("Sorry, /latncy is not a command I know.") and "/ttft" in typo.text
        tg.send(GROUP, USER, f"@{BOT} 实时对话用哪个?")
        *_, realtime = await tg.wait_for_messages(GROUP, 3)
        assert realtime.text.startswith("实时对话 / 语音场景推荐")  # the question's language (rule 13)
        tg.send(GROUP, USER, "批量翻译选什么", reply_to=realtime.message_id)
        *_, longform = await tg.wait_for_messages(GROUP, 4)
        assert longform.text.startswith("批量与长文生成场景推荐")
        # An admin bot sees every message, and still answers only those meant for it.
        tg.make_admin(GROUP, tg.bot_id)
        assert tg.send(GROUP, USER, "fastest model anyone?")["update_id"] is not None
        await settle()
    assert len(tg.messages(GROUP)) == 4


async def test_forum_topic_answers_stay_in_the_topic(tg, db):
    tg.group(FORUM, "Forum", forum=True, owner_id=OTHER)
    topic = tg.create_topic(FORUM, "Benchmarks")
    async with running(tg, db):
        tg.send(FORUM, USER, "/cheap china", thread_id=topic)
        [cheap] = await tg.wait_for_messages(FORUM, 1, thread_id=topic)
        assert cheap.text.startswith("Cheapest — China") and cheap.thread_id == topic
        tg.send(FORUM, USER, f"@{BOT} fastest open model", thread_id=topic)
        await tg.wait_for_messages(FORUM, 2, thread_id=topic)
    assert [m.thread_id for m in tg.messages(FORUM)] == [topic, topic]


async def test_added_to_a_group_it_introduces_itself_once_in_the_adders_language(tg, db):
    tg.user(OTHER, "李", language_code="zh-hans")
    tg.group(GROUP, "新群", supergroup=True, bot_member=False)
    async with running(tg, db):
        tg.add_bot(GROUP, OTHER)
        [intro] = await tg.wait_for_messages(GROUP, 1)
        assert intro.text.startswith(f"大家好，我是 @{BOT}")
        assert f"@{BOT} 批量翻译选什么" in intro.text
        # A "startgroup" link sends /start right after the bot joins: no second introduction.
        tg.send(GROUP, OTHER, f"/start@{BOT}")
        tg.send(GROUP, OTHER, f"/start@{BOT} top_china")
        *_, board = await tg.wait_for_messages(GROUP, 2)
        assert board.text.startswith("国产最快模型")
        await settle()
    assert len(tg.messages(GROUP)) == 2


async def test_only_group_admins_change_the_groups_language(tg, db):
    tg.group(GROUP, "G", supergroup=True, owner_id=OTHER)
    async with running(tg, db):
        tg.send(GROUP, USER, "/lang zh")
        [refused] = await tg.wait_for_messages(GROUP, 1)
        assert refused.text == "Only the group's admins can change my language here."
        tg.send(GROUP, OTHER, "/lang zh")
        _, changed = await tg.wait_for_messages(GROUP, 2)
        assert changed.text.startswith("好的，这个聊天里我会用中文回答")
        assert "用英文写的问题仍用英文回答" in changed.text  # rule 13: a question's own language wins
        tg.send(GROUP, USER, "/top")
        *_, board = await tg.wait_for_messages(GROUP, 3)
        assert board.text.startswith("全球最快模型")


async def test_channel_commands_are_answered_as_posts_other_posts_ignored(tg, db):
    tg.channel(CHANNEL, "LLM speed news")
    async with running(tg, db):
        tg.channel_post(CHANNEL, "Our weekly pick is below.")
        tg.channel_post(CHANNEL, "/top 5 china")
        [post] = await tg.wait_for_messages(CHANNEL, 1)
        assert post.text.startswith("Fastest — China, top 5")
        assert post.buttons == []  # a button would re-page the post for every subscriber
        await settle()
    assert len(tg.messages(CHANNEL)) == 1


# -- buttons and inline mode ------------------------------------------------------------------


async def test_buttons_page_and_switch_the_board_in_place(tg, db):
    async with running(tg, db):
        tg.send(USER, USER, "/top 5")
        [board] = await tg.wait_for_messages(USER, 1)
        pages = -(-global_total(db) // 5)
        assert [b["text"] for b in board.buttons][:2] == [f"1/{pages}", "Next ›"]
        pressed = tg.press(USER, board.message_id, board.button("Next")["callback_data"], USER)
        await tg.wait_for(lambda: tg.callback_answer(pressed) is not None)
        page2 = tg.message(USER, board.message_id)
        assert page2.text.startswith("Fastest — global, 6–10 of ")
        assert [b["text"] for b in page2.buttons][:3] == ["‹ Prev", f"2/{pages}", "Next ›"]
        pressed = tg.press(USER, board.message_id, page2.button("China")["callback_data"], USER)
        await tg.wait_for(lambda: tg.callback_answer(pressed) is not None)
        china = tg.message(USER, board.message_id)
        assert china.text.startswith("Fastest — China, top 5") and "• China" in [b["text"] for b in china.buttons]
        pressed = tg.press(USER, board.message_id, china.button("Price")["callback_data"], USER)
        await tg.wait_for(lambda: tg.callback_answer(pressed) is not None)
        assert tg.message(USER, board.message_id).text.startswith("Cheapest — China, top 5")
        # The page indicator asks for the page already shown: Telegram says "not modified".
        current = tg.message(USER, board.message_id)
        pressed = tg.press(USER, board.message_id, current.button("1/")["callback_data"], USER)
        await tg.wait_for(lambda: tg.callback_answer(pressed) is not None)
        assert tg.callback_answer(pressed) == {}  # answered, with nothing to say
        assert [e.description for e in problems(tg)] == [
            "Bad Request: message is not modified: specified new message content and reply markup are exactly "
            "the same as a current content and reply markup of the message"]
    assert len(tg.messages(USER)) == 1  # all of it happened in the one message


async def test_next_page_typed_as_text_goes_on_from_the_chats_last_board(tg, db):
    """"下一页" / "more" typed as a message pages the board this chat was last shown (also a
    filtered one, which has no buttons); with no board yet, or after the last page, it says so."""
    total = global_total(db)
    async with running(tg, db):
        tg.send(USER, USER, "下一页")
        [lost] = await tg.wait_for_messages(USER, 1)
        assert lost.text.startswith("下一页？请先问一个榜单") and "/top" in lost.text
        tg.send(USER, USER, "/top 5")
        await tg.wait_for_messages(USER, 2)
        tg.send(USER, USER, "next page")
        *_, page2 = await tg.wait_for_messages(USER, 3)
        assert page2.text.startswith(f"Fastest — global, 6–10 of {total}")
        tg.send(USER, USER, "再来3个")
        *_, page3 = await tg.wait_for_messages(USER, 4)
        assert page3.text.startswith(f"全球最快模型 · 第 11–13 名（共 {total}）")  # asked in Chinese
        tg.send(USER, USER, "deepseek models under $1 output")  # filtered: no buttons, paged by text
        *_, vendor = await tg.wait_for_messages(USER, 5)
        assert vendor.buttons == [] and "DeepSeek V4 Flash" in vendor.text
        tg.send(USER, USER, "more")
        *_, end = await tg.wait_for_messages(USER, 6)
        assert end.text.startswith("That was the last page of this board (2 models)")
        tg.send(OTHER, OTHER, "next page")  # another chat's boards are not this one's
        [other] = await tg.wait_for_messages(OTHER, 1)
        assert other.text.startswith("Next page of what?")
    assert problems(tg) == []


async def test_follow_ups_refer_to_what_the_chat_was_last_shown(tg, db):
    """"它的智能分呢" asks about the model of the last card; "and its price?" about the last
    comparison's models; "那国产的呢" changes the last board; with nothing shown yet in the chat,
    the follow-up says which model it needs. Another chat's answers are not this one's."""
    async with running(tg, db):
        tg.send(OTHER, OTHER, "它的智能分呢")
        [lost] = await tg.wait_for_messages(OTHER, 1)
        assert lost.text.startswith("哪个模型？")
        tg.send(USER, USER, "deepseek v4 pro")
        tg.send(USER, USER, "它的智能分呢")
        card, intel = await tg.wait_for_messages(USER, 2)
        assert card.text.startswith("DeepSeek V4 Pro") and "智能指数" not in card.text
        assert intel.text.startswith("DeepSeek V4 Pro") and "智能指数：未测" in intel.text  # not 51.51 from the prose
        tg.send(USER, USER, "gpt-5.6 luna vs glm-5.2")
        tg.send(USER, USER, "and their input price?")
        *_, compared = await tg.wait_for_messages(USER, 4)
        assert "GPT-5.6 Luna" in compared.text and "GLM-5.2" in compared.text and "input price" in compared.text
        tg.send(USER, USER, "/cheap 5")
        tg.send(USER, USER, "那国产的呢")
        *_, china = await tg.wait_for_messages(USER, 6)
        assert china.text.startswith("国产最便宜模型") and "前 5" in china.text.splitlines()[0]
        assert "DeepSeek V4 Flash" in china.text and "GPT-5.6 Luna" not in china.text
        tg.send(USER, USER, "what about the fastest?")  # a metric named: the new metric, the board's filters kept
        *_, fastest = await tg.wait_for_messages(USER, 7)
        assert fastest.text.startswith("Fastest — China, top 5")
    assert problems(tg) == []


async def test_stale_and_forged_buttons_get_a_polite_answer(tg, db):
    async with running(tg, db):
        tg.send(USER, USER, "/top")
        [board] = await tg.wait_for_messages(USER, 1)
        before = board.text
        notes = {}
        for data in ("b0:spd:all:0:10:1", "b1:spd:all:0:10:9", "admin:delete_all", "b1:spd:all:0:10:0';DROP"):
            pressed = tg.press(USER, board.message_id, data, USER)
            notes[data] = (await tg.wait_for(lambda: tg.callback_answer(pressed)))["text"]
        assert tg.message(USER, board.message_id).text == before
    stale, forged = "This button is from an older answer: please ask again.", "I don't recognise this button."
    assert notes == {"b0:spd:all:0:10:1": stale, "b1:spd:all:0:10:9": stale, "admin:delete_all": forged,
                     "b1:spd:all:0:10:0';DROP": forged}
    assert problems(tg) == []


async def test_inline_query_offers_ready_answers(tg, db):
    async with running(tg, db):
        asked = tg.inline_query(USER, "top china")
        answer = await tg.wait_for(lambda: tg.inline_answer(asked))
        again = tg.inline_query(USER, "cheap")
        answer_again = await tg.wait_for(lambda: tg.inline_answer(again))
    results = answer["results"]
    assert 1 < len(results) <= 50
    first = results[0]
    assert first["title"] == "Fastest — China, top 10 of 12" and first["type"] == "article"
    assert answer["cache_time"] == 300 and answer["is_personal"] is True
    assert answer["button"] == {"text": "Open the bot for more", "start_parameter": "inline"}
    assert any(r["title"].startswith("Best for realtime chat") for r in results)
    both = results + answer_again["results"]
    contents = [r["input_message_content"] for r in both]
    refused = [(e.method, e.error_code) for e in tg.errors]
    if tg.rich_messages:  # the answer picked goes as a rich message: native tables, whole model names
        boards = [r["input_message_content"] for r in both if ", top " in r["title"]]
        assert len(boards) > 4 and all("rich_message" in c for c in boards) and refused == []
        assert all(("rich_message" in c) != ("message_text" in c) for c in contents)  # one form each
        [table] = [[[fake_rich_plain(cell.get("text")) for cell in row] for row in block["cells"]]
                   for block in contents[0]["rich_message"]["blocks"] if block["type"] == "table"]
        assert table[0][:3] == ["#", "Model", "t/s"] and "DeepSeek V4 Flash" in [row[1] for row in table]
    else:  # an older server refuses the rich content once (400): answered again as text, remembered
        assert all("rich_message" not in c and c["parse_mode"] == "HTML" for c in contents)
        assert contents[0]["message_text"].startswith("<b>Fastest — China, top 10 of 12</b>")
        assert refused == [("answerInlineQuery", 400)]


# -- long answers, limits and failures -------------------------------------------------------


def long_card_db(db):
    name = "Verbose " + "Very Long Model Name " * 8  # ~170 characters, inside the 200 a name may have
    model = ModelRow(name=name.strip(), creator="OpenAI", metrics={"speed": 321.0, "price_out": 2.5})
    deployments = [DeploymentRow(model, system=f"Provider {i} " + "serving stack " * 8, hardware="GPU " * 10,
                                 metrics={"speed": 100.0 + i}, note="measured single-stream, " * 5)
                   for i in range(30)]
    store.save_snapshot(db, Snapshot(source="test", as_of="2026-11-20", coverage="partial", models=[model],
                                     deployments=deployments, raw="{}"), creators=bundled.creator_table())
    return name.strip()


async def test_a_long_answer_is_split_into_messages_within_4096(tg, db):
    name = long_card_db(db)
    async with running(tg, db):
        tg.send(USER, USER, f"/model {name}")
        if tg.rich_messages:  # a rich message holds 32,768 characters: the card is one message
            [card] = await tg.wait_for_messages(USER, 1)
            await settle()
            assert card.kind == "rich" and utf16_len(card.text) > 5000 and len(tg.messages(USER)) == 1
            assert all(f"Provider {i} " in card.text for i in range(30)) and problems(tg) == []
            return
        await tg.wait_for(lambda: len(tg.messages(USER)) >= 2 and tg.messages(USER)[-1].text.rstrip().endswith(")"))
        await settle()
    texts = [m.text for m in tg.messages(USER)]
    assert sum(utf16_len(t) for t in texts) > 5000
    assert all(utf16_len(t) <= MAX_MESSAGE for t in texts) and len(texts) >= 2
    assert texts[0].startswith(name[:40]) and "Source:" in texts[-1]
    assert all(f"Provider {i} " in "".join(texts) for i in range(30))
    assert problems(tg) == []


async def test_429_is_waited_out_and_the_message_sent_once(tg, db):
    tg.flood_limits = True
    async with running(tg, db):
        tg.force_flood(USER, retry_after=1)
        started = time.monotonic()
        tg.send(USER, USER, "/top")
        [board] = await tg.wait_for_messages(USER, 1, timeout=10)
        assert time.monotonic() - started >= 1.0
    assert board.text.startswith("Fastest")
    assert [(e.error_code, e.parameters) for e in problems(tg)] == [(429, {"retry_after": 1})]
    assert len(answers_sent(tg)) == 1


async def test_a_user_who_blocked_the_bot_is_logged_and_others_still_served(tg, db, caplog):
    caplog.set_level(logging.INFO)
    tg.private_chat(OTHER)
    tg.send(USER, USER, "/top")  # asked, then blocked the bot before the answer came
    tg.block(USER)
    async with running(tg, db):
        tg.send(OTHER, OTHER, "/top")
        await tg.wait_for_messages(OTHER, 1)
    assert tg.messages(USER) == []
    assert [e.description for e in problems(tg)] == ["Forbidden: bot was blocked by the user"]
    assert "message in chat 42: not delivered: Forbidden: bot was blocked by the user" in caplog.text
    assert "the bot was blocked in chat 42" in caplog.text
    assert not tg.messages(ADMIN)  # nothing for operators to do about it


async def test_a_migrated_group_gets_the_answer_at_its_new_id_in_its_language(tg, db):
    tg.group(GROUP, "Old group", owner_id=OTHER)
    store.set_chat_lang(db, GROUP, "zh")
    tg.send(GROUP, USER, "/top")  # asked just before the group became a supergroup
    new_id = tg.upgrade_to_supergroup(GROUP)
    async with running(tg, db):
        [board] = await tg.wait_for_messages(new_id, 1)
    assert board.text.startswith("全球最快模型")
    assert [e.parameters for e in problems(tg)] == [{"migrate_to_chat_id": new_id}]
    assert store.chat_lang(db, new_id) == "zh"


async def test_request_budget_says_slow_down_once(tg, db):
    tg.group(GROUP, "Busy", supergroup=True)
    async with running(tg, db, budget=RequestBudget(per_user=3, per_group=4)):
        for _ in range(5):
            tg.send(USER, USER, "/ttft")
        await tg.wait_for_messages(USER, 4)
        for user in (OTHER, OTHER, ADMIN, 7, 8, 9):
            tg.send(GROUP, user, "/value")
        await tg.wait_for_messages(GROUP, 5)
        await settle()
    private = [m.text for m in tg.messages(USER)]
    assert private[3] == "You're asking faster than I can answer: please wait a few seconds." and len(private) == 4
    group = [m.text for m in tg.messages(GROUP)]
    assert group[4].startswith("You're asking faster") and len(group) == 5


async def test_input_length_is_capped(tg, db):
    async with running(tg, db):
        tg.send(USER, USER, "fastest " * 200)
        [reply] = await tg.wait_for_messages(USER, 1)
    assert reply.text == "That message is too long for me to read; please ask in a sentence or two."


async def test_an_error_is_logged_and_reported_to_operators_escaped_once(tg, db, monkeypatch, caplog):
    def explode(*args, **kwargs):
        raise RuntimeError(f"boom <b>&amp; token {TOKEN}")

    monkeypatch.setattr(answers, "answer", explode)
    async with running(tg, db):
        tg.send(USER, USER, "/top")
        [sorry] = await tg.wait_for_messages(USER, 1)
        [report] = await tg.wait_for_messages(ADMIN, 1)
        tg.send(USER, USER, "/top")
        await tg.wait_for_messages(USER, 2)
        await settle()
    assert sorry.text.startswith("Something went wrong on my side")
    assert report.text.startswith("leaderbot error (message in chat 42)")
    assert "RuntimeError: boom <b>&amp; token <redacted>" in report.text  # shown as typed: escaped
    assert TOKEN not in report.text
    assert "message in chat 42: error while handling an update" in caplog.text
    assert len(tg.messages(ADMIN)) == 1  # the same failure again is not reported again


# -- leaderbot run: processes, webhook, logs --------------------------------------------------


def start_process(tg, tmp_path, **env):
    full = {k: v for k, v in os.environ.items() if not k.startswith(("TELEGRAM_", "LEADERBOT_"))}
    full.update({"TELEGRAM_BOT_TOKEN": TOKEN, "TELEGRAM_API_BASE": tg.base_url, "LEADERBOT_DB": str(tmp_path / "bot.db"),
                 **env})
    return subprocess.Popen([sys.executable, "-m", "bot", "-v", "run"], cwd=ROOT, env=full, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def test_leaderbot_run_polls_and_stops_cleanly_on_sigterm(tg, tmp_path):
    process = start_process(tg, tmp_path)
    try:
        tg.send(USER, USER, "/top 3")
        [board] = tg.wait_for_messages(USER, 1, timeout=20)
        assert board.text.startswith("Fastest — global, top 3")
        process.send_signal(signal.SIGTERM)
        _, err = process.communicate(timeout=15)
    finally:
        process.kill()
    assert process.returncode == 0, err
    assert "leaderbot stopping" in err and "Traceback" not in err
    assert tg.pending_updates == []  # the update it answered was confirmed before exit
    assert TOKEN not in err and "<redacted>" in err  # -v: debug logs, the token redacted from them


def test_a_second_instance_polling_the_same_token_stops_with_a_clear_message(tg, tmp_path):
    process = start_process(tg, tmp_path)
    try:
        tg.send(USER, USER, "/top 3")
        tg.wait_for_messages(USER, 1, timeout=20)
        time.sleep(0.3)  # its next long poll is waiting now
        # Another instance asks for updates with the same token: the waiting poll is told 409.
        urllib.request.urlopen(f"{tg.api_url}/getUpdates?timeout=1", timeout=5).read()
        _, err = process.communicate(timeout=15)
    finally:
        process.kill()
    assert process.returncode == 1
    assert "another instance is taking updates for this bot token (Telegram answered 409 Conflict)" in err
    assert tg.conflicts and TOKEN not in err


def test_a_rejected_token_is_explained_without_printing_it(tg, tmp_path):
    wrong = "424242:AAE-not-the-right-token-98765"
    process = start_process(tg, tmp_path, TELEGRAM_BOT_TOKEN=wrong)
    _, err = process.communicate(timeout=20)
    assert process.returncode == 2
    assert "the Bot API rejected TELEGRAM_BOT_TOKEN (401 Unauthorized)" in err and wrong not in err


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def until_listening(port: int, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            _, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.close()
            return
        except OSError:
            if time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.05)


async def test_webhook_mode_checks_the_secret_token_on_every_request(tg, db):
    port, secret = free_port(), "s3cret-webhook-token-0123"
    config = config_for(tg, webhook_url="https://bot.example.com/leaderbot/hook", webhook_secret=secret,
                        webhook_listen="127.0.0.1", webhook_port=port)
    update = {"update_id": 1, "message": {"message_id": 1, "date": int(time.time()), "text": "/top 3",
                                          "chat": {"id": USER, "type": "private", "first_name": "Alice"},
                                          "from": {"id": USER, "is_bot": False, "first_name": "Alice"},
                                          "entities": [{"type": "bot_command", "offset": 0, "length": 4}]}}
    async with running(tg, db, config):
        await tg.wait_for(lambda: tg.webhook)
        assert tg.webhook["url"] == "https://bot.example.com/leaderbot/hook" and tg.webhook["secret_token"] == secret
        url = f"http://127.0.0.1:{port}/leaderbot/hook"
        await until_listening(port)  # the webhook server may still be starting when setWebhook is seen
        async with httpx.AsyncClient() as client:
            for headers in ({}, {"X-Telegram-Bot-Api-Secret-Token": "guess"}):
                response = await client.post(url, json=update, headers=headers)
                assert response.status_code == 403
            response = await client.post(url, json=update, headers={"X-Telegram-Bot-Api-Secret-Token": secret})
            assert response.status_code == 200
        [board] = await tg.wait_for_messages(USER, 1)
        await settle()
    assert board.text.startswith("Fastest — global, top 3") and len(tg.messages(USER)) == 1


async def test_no_log_line_carries_the_token_even_at_debug_level(tg, db, capsys):
    root = logging.getLogger()
    saved = root.handlers[:], root.level
    config = config_for(tg)
    try:
        cli.setup_logging(config, verbose=True)
        async with running(tg, db, config):
            tg.send(USER, USER, "/top")
            await tg.wait_for_messages(USER, 1)
            pressed = tg.press(USER, tg.last_message(USER).message_id, "b1:spd:all:0:10:1", USER)
            await tg.wait_for(lambda: tg.callback_answer(pressed) is not None)
        # An exception whose text holds the token, logged with its traceback.
        logging.getLogger("leaderbot").error("failed", exc_info=RuntimeError(f"{tg.api_url}/sendMessage"))
    finally:
        root.handlers[:], _ = saved
        root.setLevel(saved[1])
    err = capsys.readouterr().err
    assert ("Calling Bot API endpoint `sendMessage`" in err or "Calling Bot API endpoint `sendRichMessage`" in err) \
        and "DEBUG" in err  # debug logging was on
    assert f"Set Bot API URL: {tg.base_url}<redacted>" in err
    assert "RuntimeError: http://127.0.0.1" in err  # the traceback was logged, token redacted
    assert TOKEN.split(":")[1] not in err


def test_only_the_telegram_package_imports_telegram():
    """Features return typed replies; only bot/telegram/ knows python-telegram-bot."""
    import ast

    outside = []
    for path in (ROOT / "bot").rglob("*.py"):
        if (ROOT / "bot" / "telegram") in path.parents:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) and node.level == 0 else [])
            outside += [f"{path.relative_to(ROOT)}: {n}" for n in names if n.split(".")[0] == "telegram"]
    assert outside == []
