"""Tests for the fake Telegram Bot API server, driven through python-telegram-bot's real Bot."""

from __future__ import annotations

import asyncio
import datetime as dtm
import io
import json
import threading
import time
import urllib.request
import warnings

import httpx
import pytest
import pytest_asyncio
from telegram import (
    Bot,
    BotCommand,
    BotCommandScopeAllGroupChats,
    BotCommandScopeChat,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InlineQueryResultArticle,
    InputFile,
    InputTextMessageContent,
    MessageEntity,
    Update,
)
from telegram.constants import ParseMode
from telegram.error import BadRequest, ChatMigrated, Conflict, Forbidden, InvalidToken, RetryAfter
from telegram.ext import ApplicationBuilder, CommandHandler, ContextTypes, MessageHandler, filters

try:  # works whether or not tests/ is a package
    from tests.fakebot import FakeTelegram, FloodLimits, WaitTimeout
except ImportError:  # pragma: no cover - depends on pytest's rootdir/import mode
    from fakebot import FakeTelegram, FloodLimits, WaitTimeout

# RetryAfter.__init__ itself reads the deprecated int-valued `retry_after` (PTB 22.x)
pytestmark = pytest.mark.filterwarnings("ignore::telegram.warnings.PTBDeprecationWarning")

TOKEN = "123:ABC"
USER = 42
GROUP = -1001
SUPERGROUP = -1002003004
FORUM = -1009998887


@pytest.fixture
def tg():
    with FakeTelegram(token=TOKEN, bot_username="leaderbot_test") as fake:
        fake.private_chat(USER, first_name="Alice")
        yield fake


@pytest_asyncio.fixture
async def bot(tg):
    async with Bot(TOKEN, base_url=tg.base_url, base_file_url=tg.base_file_url) as b:
        yield b


def retry_seconds(exc: RetryAfter) -> float:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        value = exc.retry_after
    return value.total_seconds() if isinstance(value, dtm.timedelta) else value


def raw_call(tg: FakeTelegram, method: str, *, token: str = TOKEN, **kwargs) -> tuple[int, dict]:
    resp = httpx.post(f"{tg.base_url}{token}/{method}", timeout=5, **kwargs)
    return resp.status_code, resp.json()


# --------------------------------------------------------------------------- basics


@pytest.mark.asyncio
async def test_get_me_and_bot_identity(tg, bot):
    me = await bot.get_me()
    assert (me.id, me.username, me.is_bot) == (123, "leaderbot_test", True)
    assert bot.username == "leaderbot_test"
    assert tg.calls("getMe")


def test_wrong_token_and_unknown_method_raw(tg):
    status, body = raw_call(tg, "getMe", token="999:WRONG")
    assert status == 401 and body == {"ok": False, "error_code": 401, "description": "Unauthorized"}
    status, body = raw_call(tg, "fooBar")
    assert status == 404 and body == {"ok": False, "error_code": 404, "description": "Not Found"}
    assert [e.error_code for e in tg.errors] == [401, 404]


@pytest.mark.asyncio
async def test_wrong_token_surfaces_as_invalid_token(tg):
    with pytest.raises(InvalidToken):
        async with Bot("999:WRONG", base_url=tg.base_url):
            pass


def test_request_encodings_json_form_get_and_case_insensitive(tg):
    markup = {"inline_keyboard": [[{"text": "Top", "callback_data": "top"}]]}
    # JSON body with a nested object
    status, body = raw_call(tg, "sendMessage", json={"chat_id": USER, "text": "json", "reply_markup": markup})
    assert status == 200 and body["result"]["reply_markup"] == markup
    tg.advance_time(2)
    # form body with the nested object JSON-encoded, as python-telegram-bot sends it
    status, body = raw_call(tg, "SENDMESSAGE", data={"chat_id": str(USER), "text": "form", "reply_markup": json.dumps(markup)})
    assert status == 200 and body["result"]["text"] == "form" and body["result"]["reply_markup"] == markup
    # GET with a query string
    with urllib.request.urlopen(f"{tg.api_url}/getMe?x=1", timeout=5) as resp:
        assert json.load(resp)["result"]["username"] == "leaderbot_test"
    assert [c.text for c in tg.calls("sendMessage")] == ["json", "form"]


# --------------------------------------------------------------------------- sending & formatting


@pytest.mark.asyncio
async def test_send_html_records_raw_and_parsed(tg, bot):
    msg = await bot.send_message(USER, "<b>Top 3</b> &amp; <i>friends</i>", parse_mode=ParseMode.HTML)
    assert msg.text == "Top 3 & friends"
    assert [(e.type, e.offset, e.length) for e in msg.entities] == [
        (MessageEntity.BOLD, 0, 5),
        (MessageEntity.ITALIC, 8, 7),
    ]
    assert msg.from_user.id == 123 and msg.chat.id == USER and msg.message_id >= 1
    call = tg.sent[-1]
    assert call.method == "sendMessage" and call.chat_id == USER
    assert call.html == "<b>Top 3</b> &amp; <i>friends</i>" and call.text == "Top 3 & friends"
    [stored] = tg.messages(USER)
    assert stored.text == "Top 3 & friends" and stored.html == call.html and stored.message_id == msg.message_id


@pytest.mark.asyncio
async def test_html_validity_errors_map_to_bad_request(tg, bot):
    tg.flood_limits = False
    bad = {
        "<p>hi</p>": 'Unsupported start tag "p" at byte offset 0',
        "<b>unclosed": 'Can\'t find end tag corresponding to start tag "b"',
        "<b>x</i>": 'Unmatched end tag at byte offset 4, expected "</b>", found "</i>"',
        "</b>": "Unexpected end tag at byte offset 0",
        "<span>x</span>": 'Tag "span" must have class "tg-spoiler" at byte offset 0',
        "1 < 2": 'Unsupported start tag "" at byte offset 2',
        "Tom & Jerry": "[fake strict mode]",
        "a &nbsp; b": "[fake strict mode]",
    }
    for html, expected in bad.items():
        with pytest.raises(BadRequest) as exc:
            await bot.send_message(USER, html, parse_mode=ParseMode.HTML)
        assert "can't parse entities" in exc.value.message.lower()
        description = tg.errors[-1].description
        assert description.startswith("Bad Request: can't parse entities: ")
        assert expected in description, description
    ok = [
        '<b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><ins>n</ins><s>s</s><strike>k</strike><del>d</del>',
        '<span class="tg-spoiler">x</span><tg-spoiler>y</tg-spoiler><a href="https://t.me/x">link</a>',
        '<pre><code class="language-python">print(1 &lt; 2)</code></pre><code>c</code>',
        "<blockquote>q</blockquote><blockquote expandable>e</blockquote>",
        '<tg-emoji emoji-id="5368324170671202286">👍</tg-emoji> &#8364; &#x20AC; &quot;q&quot;',
    ]
    for html in ok:
        await bot.send_message(USER, html, parse_mode=ParseMode.HTML)
    pre = tg.calls("sendMessage")[2].result["entities"]
    assert {"type": "pre", "offset": 0, "length": 12, "language": "python"} in pre
    assert tg.calls("sendMessage")[4].text == '👍 € € "q"'


@pytest.mark.asyncio
async def test_non_strict_mode_accepts_what_telegram_accepts():
    with FakeTelegram(token=TOKEN, strict_html=False) as tg:
        tg.private_chat(USER)
        async with Bot(TOKEN, base_url=tg.base_url) as bot:
            msg = await bot.send_message(USER, "Tom & Jerry &nbsp; a > b", parse_mode=ParseMode.HTML)
    assert msg.text == "Tom & Jerry &nbsp; a > b"


@pytest.mark.asyncio
async def test_text_length_counted_after_parsing_in_utf16(tg, bot):
    tg.flood_limits = False
    await bot.send_message(USER, "a" * 4096)
    with pytest.raises(BadRequest, match="(?i)message is too long"):
        await bot.send_message(USER, "a" * 4097)
    # tags don't count, &amp; is one character
    await bot.send_message(USER, "<b>" + "a" * 4096 + "</b>", parse_mode=ParseMode.HTML)
    await bot.send_message(USER, "&amp;" * 4096, parse_mode=ParseMode.HTML)
    with pytest.raises(BadRequest, match="(?i)message is too long"):
        await bot.send_message(USER, "&amp;" * 4097, parse_mode=ParseMode.HTML)
    # an emoji outside the BMP is two UTF-16 code units
    await bot.send_message(USER, "a" * 4094 + "🏆")
    with pytest.raises(BadRequest, match="(?i)message is too long"):
        await bot.send_message(USER, "a" * 4095 + "🏆")
    assert tg.errors[-1].description == "Bad Request: message is too long"
    # empty text, before and after parsing/trimming
    for text, mode in (("", None), ("<b></b>", ParseMode.HTML), ("  \n ", None)):
        with pytest.raises(BadRequest, match="(?i)message text is empty"):
            await bot.send_message(USER, text, parse_mode=mode)
    assert tg.errors[-1].description == "Bad Request: message text is empty"


@pytest.mark.asyncio
async def test_callback_data_limit_and_button_rules(tg, bot):
    tg.flood_limits = False
    ok = InlineKeyboardMarkup([[InlineKeyboardButton("a", callback_data="x" * 64), InlineKeyboardButton("é", callback_data="é" * 32)]])
    msg = await bot.send_message(USER, "ok", reply_markup=ok)
    assert msg.reply_markup == ok
    for data in ("x" * 65, "é" * 33):
        with pytest.raises(BadRequest, match="(?i)button_data_invalid"):
            await bot.send_message(USER, "bad", reply_markup=InlineKeyboardMarkup([[InlineKeyboardButton("b", callback_data=data)]]))
    assert tg.errors[-1].description == "Bad Request: BUTTON_DATA_INVALID"
    two_actions = InlineKeyboardMarkup([[InlineKeyboardButton("b", callback_data="x", url="https://t.me")]])
    with pytest.raises(BadRequest):
        await bot.send_message(USER, "bad", reply_markup=two_actions)
    status, body = raw_call(tg, "sendMessage", json={"chat_id": USER, "text": "t", "reply_markup": {"inline_keyboard": [[{"text": "no action"}]]}})
    assert status == 400 and "Text buttons are unallowed" in body["description"]
    assert len(tg.messages(USER)) == 1


# --------------------------------------------------------------------------- flood control


@pytest.mark.asyncio
async def test_flood_private_group_and_forced(tg, bot):
    await bot.send_message(USER, "one")
    with pytest.raises(RetryAfter) as exc:
        await bot.send_message(USER, "two")
    assert retry_seconds(exc.value) == 1
    err = tg.errors[-1]
    assert (err.error_code, err.description, err.parameters) == (429, "Too Many Requests: retry after 1", {"retry_after": 1})
    tg.advance_time(1.01)
    await bot.send_message(USER, "two")

    tg.group(GROUP, "Leaders")
    for i in range(20):
        await bot.send_message(GROUP, f"msg {i}")
    with pytest.raises(RetryAfter) as exc:
        await bot.send_message(GROUP, "21st")
    assert 55 <= retry_seconds(exc.value) <= 60
    tg.advance_time(61)
    await bot.send_message(GROUP, "after a minute")

    tg.force_flood(GROUP, retry_after=7, times=2)
    for _ in range(2):
        with pytest.raises(RetryAfter) as exc:
            await bot.send_message(GROUP, "forced")
        assert retry_seconds(exc.value) == 7
    await bot.send_message(GROUP, "through")


@pytest.mark.asyncio
async def test_global_flood_limit_and_switch_off():
    with FakeTelegram(token=TOKEN, flood_limits=FloodLimits(global_per_second=3)) as tg:
        for uid in range(1, 6):
            tg.private_chat(uid)
        async with Bot(TOKEN, base_url=tg.base_url) as bot:
            for uid in range(1, 4):
                await bot.send_message(uid, "hi")
            with pytest.raises(RetryAfter):
                await bot.send_message(4, "hi")
            tg.flood_limits = False
            for _ in range(5):
                await bot.send_message(5, "no limits")
            tg.force_flood(5, retry_after=3)  # forced floods work with limits off
            with pytest.raises(RetryAfter):
                await bot.send_message(5, "forced")


# --------------------------------------------------------------------------- forbidden / migration / chats


@pytest.mark.asyncio
async def test_forbidden_and_chat_errors(tg, bot):
    tg.flood_limits = False
    tg.block(USER)
    with pytest.raises(Forbidden, match="(?i)bot was blocked by the user"):
        await bot.send_message(USER, "hi")
    tg.group(GROUP, "G")
    tg.group(SUPERGROUP, "SG", supergroup=True)
    tg.remove_bot(GROUP)
    tg.remove_bot(SUPERGROUP)
    with pytest.raises(Forbidden):
        await bot.send_message(GROUP, "hi")
    assert tg.errors[-1].description == "Forbidden: bot was kicked from the group chat"
    with pytest.raises(Forbidden):
        await bot.send_message(SUPERGROUP, "hi")
    assert tg.errors[-1].description == "Forbidden: bot was kicked from the supergroup chat"
    with pytest.raises(BadRequest, match="(?i)chat not found"):
        await bot.send_message(-55555, "hi")
    assert tg.errors[-1].description == "Bad Request: chat not found"
    # a user the bot knows but who never started it
    tg.user(77)
    with pytest.raises(Forbidden, match="(?i)can't initiate conversation"):
        await bot.send_message(77, "hi")
    # the user unblocks by writing again
    tg.send(USER, USER, "hello again")
    await bot.send_message(USER, "welcome back")


@pytest.mark.asyncio
async def test_group_upgrade_raises_chat_migrated(tg, bot):
    tg.group(GROUP, "Old group")
    await bot.send_message(GROUP, "before")
    new_id = tg.upgrade_to_supergroup(GROUP)
    assert new_id == -1001001
    with pytest.raises(ChatMigrated) as exc:
        await bot.send_message(GROUP, "after")
    assert exc.value.new_chat_id == new_id
    assert tg.errors[-1].description == "Bad Request: group chat was upgraded to a supergroup chat"
    assert tg.errors[-1].parameters == {"migrate_to_chat_id": new_id}
    msg = await bot.send_message(new_id, "after")
    assert msg.chat.type == "supergroup"
    kinds = [u["message"].get("migrate_to_chat_id") or u["message"].get("migrate_from_chat_id") for u in tg.updates]
    assert kinds == [new_id, GROUP]


@pytest.mark.asyncio
async def test_forum_topics_and_thread_errors(tg, bot):
    tg.flood_limits = False
    tg.group(FORUM, "Forum", forum=True)
    tid = tg.create_topic(FORUM, "Leaderboard")
    msg = await bot.send_message(FORUM, "<b>top</b>", parse_mode=ParseMode.HTML, message_thread_id=tid)
    assert msg.message_thread_id == tid and msg.is_topic_message
    assert [m.text for m in tg.messages(FORUM, thread_id=tid)] == ["top"]
    assert tg.sent[-1].thread_id == tid
    with pytest.raises(BadRequest, match="(?i)message thread not found"):
        await bot.send_message(FORUM, "x", message_thread_id=tid + 100)
    tg.group(GROUP, "Plain")
    with pytest.raises(BadRequest, match="(?i)message thread not found"):
        await bot.send_message(GROUP, "x", message_thread_id=tid)
    assert tg.errors[-1].description == "Bad Request: message thread not found"
    # a user's topic message and the bot's reply to it land in the same topic
    upd = tg.send(FORUM, USER, "/top@leaderbot_test", thread_id=tid)
    m = upd["message"]
    assert m["message_thread_id"] == tid and m["is_topic_message"] is True
    reply = await bot.send_message(FORUM, "reply", reply_to_message_id=m["message_id"])
    assert reply.message_thread_id == tid


# --------------------------------------------------------------------------- editing


@pytest.mark.asyncio
async def test_edit_not_modified_and_not_found(tg, bot):
    kb = InlineKeyboardMarkup([[InlineKeyboardButton("Refresh", callback_data="refresh")]])
    msg = await bot.send_message(USER, "<b>Top</b>", parse_mode=ParseMode.HTML, reply_markup=kb)
    with pytest.raises(BadRequest, match="(?i)message is not modified"):
        await bot.edit_message_text("<b>Top</b>", USER, msg.message_id, parse_mode=ParseMode.HTML, reply_markup=kb)
    assert tg.errors[-1].description == (
        "Bad Request: message is not modified: specified new message content and reply markup are "
        "exactly the same as a current content and reply markup of the message"
    )
    # same text without formatting is a modification
    edited = await bot.edit_message_text("Top", USER, msg.message_id, reply_markup=kb)
    assert edited.text == "Top" and edited.edit_date is not None
    # omitting reply_markup removes the keyboard (a modification)
    edited = await bot.edit_message_text("Top", USER, msg.message_id)
    assert edited.reply_markup is None
    with pytest.raises(BadRequest, match="(?i)message is not modified"):
        await bot.edit_message_reply_markup(USER, msg.message_id)
    await bot.edit_message_reply_markup(USER, msg.message_id, reply_markup=kb)
    stored = tg.message(USER, msg.message_id)
    assert stored.text == "Top" and stored.callback_data == ["refresh"] and len(stored.history) == 3
    with pytest.raises(BadRequest, match="(?i)message to edit not found"):
        await bot.edit_message_text("x", USER, 9999)
    assert tg.errors[-1].description == "Bad Request: message to edit not found"
    with pytest.raises(BadRequest, match="(?i)message_too_long"):
        await bot.edit_message_text("y" * 4097, USER, msg.message_id)
    assert await bot.delete_message(USER, msg.message_id)
    assert tg.messages(USER) == []
    with pytest.raises(BadRequest, match="(?i)message to delete not found"):
        await bot.delete_message(USER, msg.message_id)


# --------------------------------------------------------------------------- updates


@pytest.mark.asyncio
async def test_get_updates_long_polling_and_offset(tg, bot):
    upd = tg.send(USER, USER, "/top@leaderbot_test please @leaderbot_test")
    updates = await bot.get_updates(timeout=5)
    assert [u.update_id for u in updates] == [upd["update_id"]]
    message = updates[0].message
    assert message.text.startswith("/top@leaderbot_test")
    assert [(e.type, e.offset, e.length) for e in message.entities] == [
        (MessageEntity.BOT_COMMAND, 0, 19),
        (MessageEntity.MENTION, 27, 15),
    ]
    # not confirmed yet -> delivered again; offset confirms it
    assert [u.update_id for u in await bot.get_updates(timeout=0)] == [upd["update_id"]]
    assert await bot.get_updates(offset=upd["update_id"] + 1, timeout=0) == ()
    assert tg.pending_updates == []

    # long polling: the request waits until an update arrives
    async def later():
        await asyncio.sleep(0.3)
        return tg.send(USER, USER, "late")

    started = time.monotonic()
    task = asyncio.create_task(later())
    updates = await bot.get_updates(offset=upd["update_id"] + 1, timeout=5)
    elapsed = time.monotonic() - started
    assert [u.message.text for u in updates] == ["late"] and 0.25 <= elapsed < 3
    await task
    # empty long poll returns after `timeout`
    started = time.monotonic()
    assert await bot.get_updates(offset=updates[-1].update_id + 1, timeout=1) == ()
    assert 0.9 <= time.monotonic() - started < 3


@pytest.mark.asyncio
async def test_allowed_updates_and_webhook_conflict(tg, bot):
    tg.group(GROUP, "G", owner_id=7)
    tg.make_admin(GROUP, 8)  # chat_member: not delivered by default
    tg.send(GROUP, 8, "hi")
    updates = await bot.get_updates(timeout=0)
    assert [u.message.text for u in updates] == ["hi"]
    tg.make_admin(GROUP, 9, anonymous=True)
    updates = await bot.get_updates(offset=updates[-1].update_id + 1, timeout=0, allowed_updates=Update.ALL_TYPES)
    assert updates[0].chat_member.new_chat_member.status == "administrator"
    # anonymous admins write as GroupAnonymousBot with sender_chat
    msg = tg.send(GROUP, 9, "anon")["message"]
    assert msg["from"]["username"] == "GroupAnonymousBot" and msg["sender_chat"]["id"] == GROUP
    member = await bot.get_chat_member(GROUP, 9)
    assert member.status == "administrator" and member.is_anonymous
    assert (await bot.get_chat_member(GROUP, 7)).status == "creator"

    assert await bot.set_webhook("https://example.com/hook")
    assert (await bot.get_webhook_info()).url == "https://example.com/hook"
    with pytest.raises(Conflict, match="(?i)webhook is active"):
        await bot.get_updates(timeout=0)
    with pytest.raises(BadRequest):
        await bot.set_webhook("http://insecure.example.com")
    assert await bot.delete_webhook(drop_pending_updates=True)
    assert await bot.get_updates(timeout=0) == ()


@pytest.mark.asyncio
async def test_callback_query_flow(tg, bot):
    kb = InlineKeyboardMarkup([[InlineKeyboardButton("Next", callback_data="page:2")]])
    msg = await bot.send_message(USER, "page 1", reply_markup=kb)
    upd = tg.press(USER, msg.message_id, "page:2", USER)
    [update] = await bot.get_updates(timeout=1)
    query = update.callback_query
    assert query.data == "page:2" and query.message.message_id == msg.message_id and query.from_user.id == USER
    assert await bot.answer_callback_query(query.id, text="Loading")
    assert tg.callback_answer(upd) == {"text": "Loading"}
    with pytest.raises(BadRequest, match="(?i)query is too old"):
        await bot.answer_callback_query(query.id)
    assert tg.errors[-1].description == (
        "Bad Request: query is too old and response timeout expired or query ID is invalid"
    )
    with pytest.raises(BadRequest, match="(?i)query is too old"):
        await bot.answer_callback_query("12345")
    forged = tg.press(USER, msg.message_id, "admin:delete_all", USER)
    assert forged["callback_query"]["data"] == "admin:delete_all"


@pytest.mark.asyncio
async def test_inline_query_limits(tg, bot):
    def article(i):
        return InlineQueryResultArticle(str(i), f"r{i}", InputTextMessageContent(f"t{i}"))

    upd = tg.inline_query(USER, "top")
    qid = upd["inline_query"]["id"]
    with pytest.raises(BadRequest, match="(?i)results_too_much"):
        await bot.answer_inline_query(qid, [article(i) for i in range(51)])
    with pytest.raises(BadRequest, match="(?i)result_id_duplicate"):
        await bot.answer_inline_query(qid, [article(1), article(1)])
    with pytest.raises(BadRequest, match="(?i)result_id_invalid"):
        await bot.answer_inline_query(qid, [article("x" * 65)])
    assert await bot.answer_inline_query(qid, [article(i) for i in range(50)])
    assert len(tg.inline_answer(upd)["results"]) == 50
    with pytest.raises(BadRequest, match="(?i)query is too old"):
        await bot.answer_inline_query(qid, [article(1)])


# --------------------------------------------------------------------------- files, commands, misc


@pytest.mark.asyncio
async def test_send_document_multipart_recorded(tg, bot):
    tg.flood_limits = False
    payload = b"rank,name\r\n1,Alice\r\n--not-a-boundary\x00\xff\xfe" * 50
    msg = await bot.send_document(
        USER, InputFile(io.BytesIO(payload), filename="leaders.csv"),
        caption="<b>Weekly</b> report", parse_mode=ParseMode.HTML,
    )
    assert msg.document.file_name == "leaders.csv" and msg.document.file_size == len(payload)
    assert msg.caption == "Weekly report" and msg.caption_entities[0].type == MessageEntity.BOLD
    call = tg.calls("sendDocument")[0]
    upload = call.files["document"]
    assert upload.content == payload and upload.filename == "leaders.csv"
    assert call.text == "Weekly report" and call.html == "<b>Weekly</b> report"
    assert tg.messages(USER)[0].file is upload
    # the file can be downloaded back through getFile
    file = await bot.get_file(msg.document.file_id)
    assert bytes(await file.download_as_bytearray()) == payload
    photo = await bot.send_photo(USER, b"\x89PNG fake", caption="pic")
    assert photo.photo[-1].file_size == 9 and tg.calls("sendPhoto")[0].file.content == b"\x89PNG fake"
    with pytest.raises(BadRequest, match="(?i)caption is too long"):
        await bot.send_document(USER, b"x", caption="c" * 1025)
    await bot.send_document(USER, b"x", caption="&amp;" * 1024, parse_mode=ParseMode.HTML)


@pytest.mark.asyncio
async def test_commands_chat_and_actions(tg, bot):
    tg.group(GROUP, "G")
    assert await bot.set_my_commands([BotCommand("top", "Leaderboard")])
    assert await bot.set_my_commands([BotCommand("top", "Рейтинг")], language_code="ru")
    assert await bot.set_my_commands([BotCommand("reset", "Reset")], scope=BotCommandScopeChat(GROUP))
    assert [c.command for c in await bot.get_my_commands()] == ["top"]
    assert [c.description for c in await bot.get_my_commands(language_code="ru")] == ["Рейтинг"]
    assert await bot.get_my_commands(scope=BotCommandScopeAllGroupChats()) == ()
    assert tg.commands({"type": "chat", "chat_id": GROUP}) == [{"command": "reset", "description": "Reset"}]
    with pytest.raises(BadRequest, match="(?i)bot_command_invalid"):
        await bot.set_my_commands([BotCommand("Top", "bad")])
    chat = await bot.get_chat(GROUP)
    assert (chat.id, chat.type, chat.title) == (GROUP, "group", "G")
    assert await bot.send_chat_action(GROUP, "typing")
    with pytest.raises(BadRequest, match="(?i)wrong parameter action"):
        await bot.send_chat_action(GROUP, "dancing")
    assert (await bot.get_chat_member(GROUP, 123)).status == "member"
    assert await bot.leave_chat(GROUP)
    with pytest.raises(Forbidden, match="(?i)not a member"):
        await bot.send_message(GROUP, "hi")
    [left] = [u for u in tg.updates if "my_chat_member" in u]
    assert left["my_chat_member"]["new_chat_member"]["status"] == "left"


def test_driver_add_bot_and_wait_timeout(tg):
    tg.group(GROUP, "G", bot_member=False)
    my_member, joined = tg.add_bot(GROUP, USER)
    assert my_member["my_chat_member"]["new_chat_member"]["status"] == "member"
    assert joined["message"]["new_chat_members"][0]["username"] == "leaderbot_test"
    assert Update.de_json(joined, None).message.new_chat_members[0].id == 123
    tg.channel(-100777, "News")
    post = tg.channel_post(-100777, "#news")
    assert post["channel_post"]["entities"][0]["type"] == "hashtag"
    started = time.monotonic()
    with pytest.raises(WaitTimeout):
        tg.wait_for_messages(GROUP, 1, timeout=0.2)
    assert time.monotonic() - started < 1


def test_wait_for_blocks_in_sync_code(tg):
    def bot_in_thread():
        time.sleep(0.2)
        raw_call(tg, "sendMessage", json={"chat_id": USER, "text": "from a thread"})

    worker = threading.Thread(target=bot_in_thread)
    worker.start()
    [msg] = tg.wait_for_messages(USER, 1, timeout=5)
    worker.join()
    assert msg.text == "from a thread"
    assert tg.wait_for(lambda: tg.calls("sendMessage")) == tg.sent[-1:]


# --------------------------------------------------------------------------- end to end


@pytest.mark.asyncio
async def test_application_polling_echo_end_to_end(tg):
    tg.group(FORUM, "Forum", forum=True)
    tid = tg.create_topic(FORUM, "Scores")

    async def echo(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        await update.message.reply_text(update.message.text)

    async def top(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        await update.message.reply_html("<b>1.</b> Alice")

    app = ApplicationBuilder().token(TOKEN).base_url(tg.base_url).base_file_url(tg.base_file_url).build()
    app.add_handler(CommandHandler("top", top))
    app.add_handler(MessageHandler(filters.TEXT & ~filters.COMMAND, echo))
    async with app:
        await app.start()
        await app.updater.start_polling(poll_interval=0.0, timeout=1)
        try:
            tg.send(USER, USER, "hello bot")
            [reply] = await tg.wait_for_messages(USER, 1)
            assert reply.text == "hello bot"
            tg.send(FORUM, USER, "/top@leaderbot_test", thread_id=tid)
            [board] = await tg.wait_for_messages(FORUM, 1, thread_id=tid)
            assert board.text == "1. Alice" and board.html == "<b>1.</b> Alice"
        finally:
            await app.updater.stop()
            await app.stop()
    assert tg.errors == []
    assert tg.calls("getUpdates")


def test_privacy_mode_delivers_commands_mentions_and_replies_only():
    # BotFather's /setprivacy: "Enable - your bot will only receive messages that either start
    # with the '/' symbol or mention the bot by username" (and replies to its own messages).
    with FakeTelegram(token=TOKEN, bot_username="leaderbot_test", privacy_mode=True) as tg:
        tg.group(GROUP, "G")
        assert tg.send(GROUP, USER, "just chatting")["update_id"] is None
        assert tg.send(GROUP, USER, "/top@other_bot")["update_id"] is None
        assert tg.send(GROUP, USER, "hey @someone_else")["update_id"] is None
        assert tg.send(GROUP, USER, "/top")["update_id"] is not None
        assert tg.send(GROUP, USER, "/top@leaderbot_test")["update_id"] is not None
        assert tg.send(GROUP, USER, "实时对话 @Leaderbot_Test 用哪个?")["update_id"] is not None
        assert tg.send(GROUP, USER, "🚀 @leaderbot_test fastest")["update_id"] is not None  # offsets in UTF-16
        tg.make_admin(GROUP, tg.bot_id)
        assert tg.send(GROUP, USER, "just chatting")["update_id"] is not None  # admins see everything


@pytest.mark.asyncio
async def test_a_newer_get_updates_ends_a_waiting_one_at_once(tg, bot):
    waiting = asyncio.create_task(bot.get_updates(timeout=5))
    await tg.wait_for(lambda: tg._poll_generation == 1)  # the first long poll is waiting
    started = time.monotonic()
    async with Bot(TOKEN, base_url=tg.base_url) as other:
        await other.get_updates(timeout=0)
    with pytest.raises(Conflict, match="(?i)terminated by other getUpdates request"):
        await waiting
    assert time.monotonic() - started < 1 and len(tg.conflicts) == 1
