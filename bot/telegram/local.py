"""The bot without Telegram: an in-process Bot API for `leaderbot ask` and `leaderbot chat`.

`LocalBotAPI` is a python-telegram-bot request object that answers the few Bot API
methods the handlers call and records what the bot sent, so the terminal drives the
real Application with real Update objects; there is no separate code path.
"""

from __future__ import annotations

import itertools
import re
import json
import time
from dataclasses import dataclass, field
from pathlib import Path

from telegram import Update
from telegram.ext import Application
from telegram.request import BaseRequest, RequestData

BOT_ID = 1
BOT_USERNAME = "leaderbot"
LOCAL_TOKEN = f"{BOT_ID}:local-terminal-token-not-a-secret"


@dataclass
class Sent:
    method: str
    chat_id: int
    text: str
    params: dict = field(default_factory=dict)
    files: dict[str, tuple[str, bytes]] = field(default_factory=dict)  # field -> (file name, content)


class LocalBotAPI(BaseRequest):
    """Answers Bot API calls in process and keeps every message the bot sent."""

    def __init__(self, owners: Path | None = None) -> None:
        self.sent: list[Sent] = []
        self._message_ids = itertools.count(1000)
        # Each terminal group's owner: the first user who wrote in it (kept in `owners`, a JSON
        # file beside the database, so that a later `leaderbot ask --user-id 2 --group` is a member).
        self._owners_file = owners
        self._owners: dict[str, int] = {}
        if owners is not None and owners.exists():
            try:
                self._owners = {str(k): int(v) for k, v in json.loads(owners.read_text()).items()}
            except (ValueError, AttributeError):
                self._owners = {}

    def spoke(self, chat_id: int, user_id: int) -> None:
        """A user wrote in a group: the first one owns it."""
        if str(chat_id) in self._owners:
            return
        self._owners[str(chat_id)] = user_id
        if self._owners_file is not None:
            self._owners_file.write_text(json.dumps(self._owners))

    @property
    def read_timeout(self) -> float | None:
        return None

    async def initialize(self) -> None:
        return None

    async def shutdown(self) -> None:
        return None

    async def do_request(self, url, method, request_data: RequestData | None = None, read_timeout=None,
                         write_timeout=None, connect_timeout=None, pool_timeout=None) -> tuple[int, bytes]:
        api_method = url.rsplit("/", 1)[-1]
        params = dict(request_data.parameters) if request_data else {}
        files = {}
        if request_data is not None and request_data.contains_files:
            files = {name: (part[0], part[1]) for name, part in request_data.multipart_data.items()}
        result = self._answer(api_method, params, files)
        return 200, json.dumps({"ok": True, "result": result}).encode()

    def _answer(self, api_method: str, params: dict, files: dict | None = None) -> object:
        if api_method == "getMe":
            return {"id": BOT_ID, "is_bot": True, "first_name": "leaderbot", "username": BOT_USERNAME,
                    "can_join_groups": True, "can_read_all_group_messages": False,
                    "supports_inline_queries": True}
        if api_method in ("sendMessage", "editMessageText"):
            chat_id = int(params.get("chat_id", 0))
            self.sent.append(Sent(api_method, chat_id, str(params.get("text", "")), params))
            message = {
                "message_id": next(self._message_ids),
                "date": int(time.time()),
                "chat": {"id": chat_id, "type": "private" if chat_id > 0 else "supergroup"},
                "from": {"id": BOT_ID, "is_bot": True, "first_name": "leaderbot", "username": BOT_USERNAME},
                "text": params.get("text", ""),
            }
            if "message_thread_id" in params:
                message["message_thread_id"] = params["message_thread_id"]
            return message
        if api_method == "getChatMember":  # the group's first speaker owns it; anyone else is a member
            user_id = int(params.get("user_id", 0))
            user = {"id": user_id, "is_bot": False, "first_name": "you"}
            owner = self._owners.get(str(params.get("chat_id", "")), user_id)
            return {"status": "creator" if user_id == owner else "member", "user": user, "is_anonymous": False}
        if api_method in ("sendPhoto", "sendDocument"):  # charts and exports: keep the caption and the file
            chat_id = int(params.get("chat_id", 0))
            self.sent.append(Sent(api_method, chat_id, str(params.get("caption", "")), params, dict(files or {})))
            file_id = f"local-{api_method}-{len(self.sent)}"
            media = ({"photo": [{"file_id": file_id, "file_unique_id": file_id, "width": 1152, "height": 864}]}
                     if api_method == "sendPhoto" else
                     {"document": {"file_id": file_id, "file_unique_id": file_id,
                                   "file_name": next(iter(files.values()))[0] if files else "file"}})
            return {"message_id": next(self._message_ids), "date": int(time.time()),
                    "chat": {"id": chat_id, "type": "private" if chat_id > 0 else "supergroup"},
                    "from": {"id": BOT_ID, "is_bot": True, "first_name": "leaderbot", "username": BOT_USERNAME},
                    "caption": params.get("caption", ""), **media}
        return True  # setMyCommands, answerCallbackQuery, sendChatAction... accepted and ignored


_update_ids = itertools.count(1)


def text_update(text: str, *, chat_id: int, user_id: int, lang: str | None, group: bool) -> dict:
    """A Bot API Update for one user message, as Telegram would deliver it."""
    entities = []
    if text.startswith("/"):
        command = text.split()[0]
        entities.append({"type": "bot_command", "offset": 0, "length": len(command.encode("utf-16-le")) // 2})
    chat = ({"id": chat_id, "type": "supergroup", "title": "terminal group"} if group
            else {"id": chat_id, "type": "private", "first_name": "you"})
    user = {"id": user_id, "is_bot": False, "first_name": "you"}
    if lang:
        user["language_code"] = lang
    message = {"message_id": next(_update_ids), "date": int(time.time()), "chat": chat, "from": user, "text": text}
    if entities:
        message["entities"] = entities
    return {"update_id": next(_update_ids), "message": message}


async def ask(application: Application, api: LocalBotAPI, text: str, *, chat_id: int, user_id: int,
              lang: str | None, group: bool) -> list[Sent]:
    """Deliver one message to the running Application, as written; return what the bot sent
    back. In a group, as in Telegram, the bot answers commands, mentions of @leaderbot and
    replies to it: other chatter (and "@other_bot ...", "/top@other_bot") gets nothing."""
    update = Update.de_json(
        _with_mentions(text_update(text, chat_id=chat_id, user_id=user_id, lang=lang, group=group)), application.bot
    )
    if group:
        api.spoke(chat_id, user_id)
    before = len(api.sent)
    await application.process_update(update)
    return api.sent[before:]


_MENTION = re.compile(r"(?<![\w@])@[A-Za-z][A-Za-z0-9_]{2,31}(?![A-Za-z0-9_])")


def _with_mentions(update: dict) -> dict:
    """Every @username in the text as a mention entity, as Telegram marks them."""
    message = update["message"]
    for match in _MENTION.finditer(message["text"]):
        offset = len(message["text"][:match.start()].encode("utf-16-le")) // 2
        message.setdefault("entities", []).append({"type": "mention", "offset": offset, "length": len(match.group())})
    return update
