"""Who is asking the bot, and how often: what counts as a request, and the per-user and
per-group request budgets that keep one busy user or group from starving the others.

`RequestBudget` is pure (it takes `now`); `addressed_text` decides, the way Telegram's
privacy mode does, whether a message is meant for the bot at all; `guard` is the handler
that runs before every other and stops a request over budget.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from dataclasses import dataclass, field

from telegram import Message, Update
from telegram.constants import ChatType, MessageEntityType
from telegram.ext import ApplicationHandlerStop

from ..render import render
from . import send
from .chats import chat_language
from .send import Place
from .state import Context

log = logging.getLogger(__name__)

OK, SLOW_DOWN, QUIET = "ok", "slow_down", "quiet"


@dataclass
class RequestBudget:
    """Sliding-window budgets: at most `per_user` requests from one user and `per_group`
    requests in one group or channel within `window` seconds. Over budget, the first
    refusal in a window says so (SLOW_DOWN) and later ones stay quiet (QUIET), so the
    notice itself never floods a chat."""

    per_user: int = 20
    per_group: int = 20  # Telegram lets a bot send about 20 messages a minute to one group
    window: float = 60.0
    _seen: dict[tuple[str, int], deque] = field(default_factory=dict, repr=False)
    _told: dict[tuple[str, int], float] = field(default_factory=dict, repr=False)

    def check(self, user_id: int | None, group_id: int | None, now: float) -> str:
        """Count one request (if allowed) and say whether to answer it."""
        keys = [(kind, ident, cap) for kind, ident, cap in (("user", user_id, self.per_user),
                                                              ("group", group_id, self.per_group))
                if ident is not None]
        over = None
        for kind, ident, cap in keys:
            seen = self._window((kind, ident), now)
            if len(seen) >= cap:
                over = (kind, ident)
                break
        if over is None:
            for kind, ident, _ in keys:
                self._seen[(kind, ident)].append(now)
            return OK
        told = self._told.get(over)
        if told is not None and now - told < self.window:
            return QUIET
        self._told[over] = now
        return SLOW_DOWN

    def _window(self, key: tuple[str, int], now: float) -> deque:
        seen = self._seen.get(key)
        if seen is None:
            if len(self._seen) > 50_000:  # forget idle users and groups now and then
                self._forget(now)
            seen = self._seen[key] = deque()
        while seen and seen[0] <= now - self.window:
            seen.popleft()
        return seen

    def _forget(self, now: float) -> None:
        for key in [k for k, seen in self._seen.items() if not seen or seen[-1] <= now - self.window]:
            del self._seen[key]
        for key in [k for k, told in self._told.items() if now - told >= self.window]:
            del self._told[key]


def addressed_text(message: Message, username: str | None) -> str | None:
    """The text of a message meant for the bot (the @mention taken out), else None.

    Private chats: every text. Groups: commands (not those for another bot: /top@other),
    messages that mention @username, replies to the bot's own messages. Channels:
    commands only (the channel's admins post them on purpose)."""
    text = message.text or ""
    if not text:
        return None
    if message.chat.type == ChatType.PRIVATE:
        return text
    mention = f"@{username}".casefold() if username else None
    if text.startswith("/"):
        head = text.split(maxsplit=1)[0]
        target = head.partition("@")[2]
        return text if not target or (mention and f"@{target}".casefold() == mention) else None
    if message.chat.type == ChatType.CHANNEL:
        return None
    for entity in message.entities or ():
        if entity.type == MessageEntityType.MENTION and mention:
            if message.parse_entity(entity).casefold() == mention:
                units = text.encode("utf-16-le")  # entity offsets count UTF-16 code units
                before, after = units[: 2 * entity.offset], units[2 * (entity.offset + entity.length):]
                return (before.decode("utf-16-le") + after.decode("utf-16-le")).strip()
    reply = message.reply_to_message
    if reply is not None and reply.from_user is not None and username and reply.from_user.username == username:
        return text
    return None


async def guard(update: Update, context: Context) -> None:
    """Over budget: a polite "slow down" (once a minute), and the request goes no further."""
    budget = context.bot_data.budget
    if budget is None:
        return
    message, button = update.message or update.channel_post, update.callback_query
    if button is not None:
        chat = button.message.chat if button.message is not None else None
    elif message is not None and addressed_text(message, context.bot.username) is not None:
        chat = message.chat
    else:
        return  # not a request: group chatter, service messages, inline queries (Telegram paces those)
    user = update.effective_user
    group_id = chat.id if chat is not None and chat.type != ChatType.PRIVATE else None
    verdict = budget.check(user.id if user else None, group_id, time.monotonic())
    if verdict == OK:
        return
    log.info("over the request budget: user %s, chat %s", user.id if user else None, chat.id if chat else None)
    notice = render(chat_language(context.bot_data.db, update), "problem", problem="slow_down")
    if button is not None:
        await send.note(button, notice if verdict == SLOW_DOWN else None)
    elif verdict == SLOW_DOWN:
        await send.text(context, Place.of(update), notice)
    raise ApplicationHandlerStop
