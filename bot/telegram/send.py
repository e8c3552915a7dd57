"""The one sender: every reply the bot makes to a chat goes out through here.

Features hand over typed replies (pages of HTML, rows of buttons, a `Picture`, a
`Document`); this module turns them into Bot API calls and takes care, once for every
kind, of what Telegram asks of a bot:

- the forum topic a question came from gets the answer;
- a group upgraded to a supergroup (400 with migrate_to_chat_id) is followed, its
  settings and subscriptions moved, and the reply sent again at the new id;
- in groups an answer replies to its question (reply_parameters, allowing the question to
  be gone), and "sending a photo" shows while a chart is drawn;
- channels get no buttons (every subscriber could press them);
- a reply with tables goes as a rich message with native tables (Bot API 10.1) where the
  server has them (`RichSupport`), else, and once refused for the rest of the process, as
  its HTML form: exactly one answer either way; inline answers follow the same rule;
- pages stay within 4096 characters, captions within 1024;
- a reply hit by a 5xx or a dropped connection is sent again (a few times, briefly);
- replies are paced under Telegram's limits, and a 429 holds only the reply it answered
  (`ReplyLimiter`), never the other chats'.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import json
import logging
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, TypeVar

from aiolimiter import AsyncLimiter

from telegram import (
    Bot,
    CallbackQuery,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InlineQuery,
    InlineQueryResultArticle,
    InlineQueryResultsButton,
    InputMessageContent,
    InputTextMessageContent,
    Message,
    ReplyParameters,
    Update,
)
from telegram.constants import ChatAction, ChatType
from telegram.error import BadRequest, ChatMigrated, EndPointNotFound, NetworkError, RetryAfter, TelegramError, TimedOut
from telegram.ext import BaseRateLimiter

from .. import store
from ..answers import InlineItem
from ..callbacks import Button, Link
from ..pictures import Document, Outcome, Picture
from ..render import split_message, to_plain
from .state import Context

log = logging.getLogger(__name__)

T = TypeVar("T")
Rows = Sequence[Sequence[Button | Link]]
RETRIES = 2  # a reply is tried at most 1 + RETRIES times on 5xx and dropped connections
RETRY_PAUSE = 0.5  # seconds before the first retry (doubled for the next)
MAX_NOTE = 200  # characters of a button's pop-up note (answerCallbackQuery)


@dataclass(frozen=True)
class Place:
    """Where a reply goes: a chat, its forum topic, what kind of chat it is, and (in groups)
    the question it answers."""

    chat_id: int
    thread_id: int | None = None
    channel: bool = False
    reply_to: int | None = None

    @classmethod
    def of(cls, update: Update) -> Place:
        """The chat (and topic) an update came from: answers go back to the same place, in
        groups as a reply to the question (many people talk there)."""
        chat, message = update.effective_chat, update.effective_message
        topic = message.message_thread_id if message is not None and message.is_topic_message else None
        asked = update.message is not None and chat.type in (ChatType.GROUP, ChatType.SUPERGROUP)
        return cls(chat.id, topic, chat.type == ChatType.CHANNEL, message.message_id if asked else None)

    def reply(self) -> ReplyParameters | None:
        return (ReplyParameters(self.reply_to, allow_sending_without_reply=True)
                if self.reply_to is not None else None)


PROBE_WAIT_S = 0.5  # how long an answer waits for another's first rich message to be taken or refused


@dataclass
class RichSupport:
    """Whether replies go as rich messages: LEADERBOT_RICH auto (until the server refuses
    the method, remembered for the process), on (always tried) or off."""

    mode: str = "auto"
    refused: str | None = None  # what the server answered when it refused
    confirmed: bool = False  # the server took one: no more probing
    probe: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False)

    @property
    def wanted(self) -> bool:
        return self.mode == "on" or (self.mode == "auto" and self.refused is None)

    @contextlib.asynccontextmanager
    async def probing(self):
        """Until the server has taken or refused a rich message, one is tried at a time, so
        concurrent answers don't each meet the same refusal (the first one's is remembered)."""
        if self.mode != "auto" or self.confirmed or self.refused is not None:
            yield
            return
        try:  # a probe held up (a 429 being waited out) holds no one else for long
            await asyncio.wait_for(self.probe.acquire(), PROBE_WAIT_S)
        except asyncio.TimeoutError:
            yield
            return
        try:
            yield
        finally:
            self.probe.release()

    def refuse(self, why: str) -> None:
        if self.mode == "auto" and self.refused is None:
            log.warning("the Bot API server refused rich messages (%s): tables go as <pre> text from now on", why)
            self.refused = why


def refusal(exc: Exception) -> str | None:
    """What a refused rich message says: "method" when the server has no rich messages (an
    older or local Bot API server: remembered), "content" when it refused this message's
    blocks (this one goes as text), None for anything else (a chat not found, a topic
    deleted...: the text form would meet the same answer, so that is the answer)."""
    if isinstance(exc, EndPointNotFound):
        return "method"
    if isinstance(exc, BadRequest):
        problem = exc.message.casefold()
        if any(word in problem for word in ("method", "unsupported", "not supported", "not implemented")):
            return "method"
        if any(word in problem for word in ("rich", "block", "table", "cell", "too long", "parse", "empty")):
            return "content"
    return None


async def send_rich(bot: Bot, chat_id: int, rich: str, **params: Any) -> Message:
    """sendRichMessage (python-telegram-bot 22 doesn't type it yet); `rich` is the
    InputRichMessage's JSON text, sent as it is (made once per answer)."""
    kwargs = {"chat_id": chat_id, "rich_message": rich, **{k: v for k, v in params.items() if v is not None}}
    return await bot.do_api_request("sendRichMessage", api_kwargs=kwargs, return_type=Message)


def is_rich(message: Message) -> bool:
    """Whether a message the bot sent is a rich message (its Message carries rich_message)."""
    return "rich_message" in (message.api_kwargs or {})


class InputRichMessageContent(InputMessageContent):
    """An inline result's message as a rich message (Bot API 10.1; python-telegram-bot 22
    doesn't type it yet): {"rich_message": InputRichMessage}."""

    __slots__ = ("rich_message",)

    def __init__(self, rich_message: dict[str, Any]):
        super().__init__()
        with self._unfrozen():
            self.rich_message = rich_message
        self._freeze()


async def inline_answer(context: Context, inline: InlineQuery, items: Sequence[InlineItem],
                        button: InlineQueryResultsButton, cache_time: int) -> None:
    """Answer an inline query: results with native tables where an item has its rich form
    and the server takes rich messages, else as HTML text; refused once for the rich
    content, answered again as text and the refusal remembered (exactly one answer)."""
    support = context.bot_data.rich

    async def answer(rich: bool) -> None:
        results = [InlineQueryResultArticle(
            item.id, item.title, InputRichMessageContent(json.loads(item.rich)) if rich and item.rich
            else InputTextMessageContent(item.html), description=item.description) for item in items]
        await inline.answer(results, cache_time=cache_time, is_personal=True, button=button)

    if support.wanted and any(item.rich for item in items):
        try:
            return await answer(rich=True)
        except BadRequest as exc:  # nothing was answered: the text form below is the one answer
            if refusal(exc) is None:
                raise
            support.refuse(f"answerInlineQuery: {exc}")
    await answer(rich=False)


def keyboard(rows: Rows | None) -> InlineKeyboardMarkup | None:
    """Rows of (label, callback data) buttons, or links, as Telegram's inline keyboard."""
    return _keyboard(tuple(tuple(row) for row in rows)) if rows else None


@lru_cache(maxsize=512)  # boards are asked for again and again: so are their keyboards
def _keyboard(rows: tuple) -> InlineKeyboardMarkup:
    return InlineKeyboardMarkup([[InlineKeyboardButton(b.label, url=b.url) if isinstance(b, Link)
                                  else InlineKeyboardButton(b[0], callback_data=b[1]) for b in row] for row in rows])


async def pages(context: Context, place: Place, html_pages: Sequence[str], buttons: Rows | None = None,
                rich: str | None = None) -> Message | None:
    """Send the answer: as one rich message when it has one and the server takes it, else
    the pages in order; the buttons under the last (never in a channel)."""
    markup = None if place.channel else keyboard(buttons)
    support = context.bot_data.rich
    if rich is not None and support.wanted:
        async with support.probing():
            if support.wanted:  # (another answer's probe may have been refused meanwhile)
                try:
                    sent = await _deliver(context, place, lambda chat_id, thread_id: send_rich(
                        context.bot, chat_id, rich, message_thread_id=thread_id, reply_markup=markup,
                        reply_parameters=place.reply() if chat_id == place.chat_id else None))
                    support.confirmed = True
                    return sent
                except (EndPointNotFound, BadRequest) as exc:
                    why = refusal(exc)  # nothing was sent: the text form below is the one answer
                    if why is None:
                        raise
                    if why == "method":
                        support.refuse(str(exc))
                    else:  # this message only: the next one goes as a rich message again
                        log.warning("a rich message was refused (%s): sent as text", exc)
    sent = None
    for number, page in enumerate(html_pages, 1):
        last = number == len(html_pages)
        sent = await _deliver(context, place, lambda chat_id, thread_id, page=page, last=last, first=number == 1:
                              context.bot.send_message(chat_id, page, message_thread_id=thread_id,
                                                       reply_markup=markup if last else None,
                                                       reply_parameters=place.reply() if first and chat_id == place.chat_id
                                                       else None))
    return sent


async def text(context: Context, place: Place, html: str, buttons: Rows | None = None) -> Message | None:
    """One answer of any length: split into pages of at most 4096 characters."""
    return await pages(context, place, split_message(html), buttons)


async def picture(context: Context, place: Place, chart: Picture) -> Message | None:
    """A chart: by Telegram's file_id once uploaded, else drawn (off the event loop) and uploaded."""
    if chart.file_id:
        try:
            return await _deliver(context, place, lambda chat_id, thread_id: context.bot.send_photo(
                chat_id, chart.file_id, caption=chart.caption, message_thread_id=thread_id,
                reply_parameters=place.reply() if chat_id == place.chat_id else None))
        except BadRequest:  # the file is gone from Telegram's side: upload it again
            chart.file_id = None
    if chart.png is None:  # drawing takes a moment: the chat sees "sending a photo" meanwhile
        with contextlib.suppress(TelegramError):  # only a courtesy: never in the way of the photo
            await _deliver(context, place, lambda chat_id, thread_id: context.bot.send_chat_action(
                chat_id, ChatAction.UPLOAD_PHOTO, message_thread_id=thread_id))
    painter = context.bot_data.painter  # another process: drawing never holds the bot's loop
    png = await painter.draw(chart) if painter is not None else await asyncio.to_thread(chart.render)
    sent = await _deliver(context, place, lambda chat_id, thread_id: context.bot.send_photo(
        chat_id, png, caption=chart.caption, filename="chart.png", message_thread_id=thread_id,
        reply_parameters=place.reply() if chat_id == place.chat_id else None))
    if sent is not None and sent.photo:
        chart.file_id = sent.photo[-1].file_id
    return sent


async def document(context: Context, place: Place, doc: Document) -> Message | None:
    """A file (a CSV export) with its caption."""
    return await _deliver(context, place, lambda chat_id, thread_id: context.bot.send_document(
        chat_id, doc.data, filename=doc.filename, caption=doc.caption, message_thread_id=thread_id,
        reply_parameters=place.reply() if chat_id == place.chat_id else None))


async def outcome(context: Context, place: Place, result: Outcome) -> Message | None:
    """Whatever a picture command made: a photo, a file, or a text answer."""
    if result.picture is not None:
        return await picture(context, place, result.picture)
    if result.document is not None:
        return await document(context, place, result.document)
    return await text(context, place, result.text or "")


async def edit(context: Context, message: Message, html: str, buttons: Rows | None = None,
               rich: str | None = None) -> bool:
    """Show the answer (and the buttons) in a message the bot sent, in the form it was sent
    in: a rich message stays rich (its new tables), a text message stays text. False when
    the message is gone or can no longer be edited; one that already shows this is left."""
    markup = keyboard(buttons)
    try:
        if rich is not None and is_rich(message) and context.bot_data.rich.mode != "off":
            await _retrying(lambda: context.bot.do_api_request("editMessageText", api_kwargs={
                "chat_id": message.chat_id, "message_id": message.message_id, "rich_message": rich,
                "reply_markup": markup}, return_type=Message))
        else:
            await _retrying(lambda: message.edit_text(html, reply_markup=markup))
    except BadRequest as exc:
        problem = exc.message.casefold()
        if "not modified" in problem:
            return True
        if "not found" in problem or "can't be edited" in problem:
            return False
        raise
    return True


async def note(button: CallbackQuery, html: str | None = None, *, alert: bool = False) -> None:
    """Answer a pressed button, with a short plain-text note when there is something to say
    (answerCallbackQuery takes no HTML and at most 200 characters)."""
    await _retrying(lambda: button.answer(to_plain(html)[:MAX_NOTE] if html else None, show_alert=alert or None))


def follow_migration(context: Context, old_id: int, new_id: int) -> int:
    """A group upgraded to a supergroup keeps its language, subscriptions and queued alerts."""
    db = context.bot_data.db
    lang = store.chat_lang(db, old_id)
    if lang and not store.chat_lang(db, new_id):
        store.set_chat_lang(db, new_id, lang)
    store.migrate_chat(db, old_id, new_id)
    log.info("group %s is now supergroup %s", old_id, new_id)
    return new_id


async def _deliver(context: Context, place: Place, call: Callable[[int, int | None], Awaitable[T]]) -> T:
    """One request to `place`, following an upgraded group and retrying transient failures."""
    try:
        return await _retrying(lambda: call(place.chat_id, place.thread_id))
    except ChatMigrated as exc:  # a supergroup starts without topics: the reply goes to its main chat
        new_id = follow_migration(context, place.chat_id, exc.new_chat_id)
        return await _retrying(lambda: call(new_id, None))


async def _retrying(request: Callable[[], Awaitable[T]]) -> T:
    """Send again after a 5xx or a dropped connection. A timeout is not retried: the request
    may have reached Telegram, and a repeated answer is worse than a late one."""
    for attempt in range(RETRIES + 1):
        try:
            return await request()
        except NetworkError as exc:
            if isinstance(exc, (BadRequest, TimedOut)) or attempt == RETRIES:
                raise
            log.info("sending failed (%s), trying again", exc)
            await asyncio.sleep(RETRY_PAUSE * 2 ** attempt)
    raise AssertionError("unreachable")


class ReplyLimiter(BaseRateLimiter[int]):
    """Paces the bot's own requests under Telegram's limits (30 a second overall, 20 a
    minute per group or channel) and waits out a 429 (`retry_after`) for the request it
    answered only: unlike python-telegram-bot's AIORateLimiter, which pauses every request
    while one waits, other chats' replies go on. `pacing=False` (benchmarks) keeps only the
    waiting out of 429s."""

    def __init__(self, *, overall_per_s: float = 30, group_per_minute: float = 20, retries: int = 3,
                 pacing: bool = True) -> None:
        self._overall = AsyncLimiter(overall_per_s, 1) if pacing else None
        self._group_rate = group_per_minute if pacing else 0
        self._groups: dict[int | str, AsyncLimiter] = {}
        self._retries = retries

    async def initialize(self) -> None:
        pass

    async def shutdown(self) -> None:
        pass

    def _group(self, chat_id: int | str) -> AsyncLimiter:
        if len(self._groups) > 512:  # forget groups that have their whole budget back
            for key in [k for k, limiter in self._groups.items() if limiter.has_capacity(limiter.max_rate)]:
                del self._groups[key]
        limiter = self._groups.get(chat_id)
        if limiter is None:
            limiter = self._groups[chat_id] = AsyncLimiter(self._group_rate, 60)
        return limiter

    async def process_request(self, callback: Callable[..., Coroutine[Any, Any, Any]], args: Any,
                              kwargs: dict[str, Any], endpoint: str, data: dict[str, Any],
                              rate_limit_args: int | None) -> Any:
        chat_id = data.get("chat_id")
        with contextlib.suppress(TypeError, ValueError):
            chat_id = int(chat_id)
        group = (isinstance(chat_id, int) and chat_id < 0) or isinstance(chat_id, str)
        for attempt in range(self._retries + 1):
            try:
                async with (self._group(chat_id) if group and self._group_rate else contextlib.nullcontext()), \
                        (self._overall if chat_id is not None and self._overall else contextlib.nullcontext()):
                    return await callback(*args, **kwargs)
            except RetryAfter as exc:
                if attempt == self._retries:
                    raise
                wait = exc.retry_after
                seconds = wait.total_seconds() if isinstance(wait, dt.timedelta) else float(wait)
                log.info("429 for chat %s: this reply waits %.0f s, the others go on", chat_id, seconds)
                await asyncio.sleep(seconds + 0.1)
        raise AssertionError("unreachable")
