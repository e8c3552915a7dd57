"""The fake Bot API server: HTTP front end, state, API methods and the user-side driver.

See the package docstring (``tests/fakebot/__init__.py``) for the documented API.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import copy
import itertools
import json
import math
import re
import socket
import threading
import time
import traceback
import warnings
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Iterable
from urllib.parse import parse_qsl, unquote, urlsplit

from .markup import (
    HtmlParseError,
    detect_entities,
    finalize_text,
    merge_entities,
    parse_html,
    utf16_len,
)

__all__ = [
    "FakeTelegram",
    "FloodLimits",
    "Call",
    "Rejection",
    "BotMessage",
    "UploadedFile",
    "WaitTimeout",
    "ApiError",
]

TEXT_LIMIT = 4096
CAPTION_LIMIT = 1024
# Rich messages (Bot API 10.1, "Rich Message Limits"): characters of text in all blocks,
# blocks (nested blocks, list items and table rows count), nesting depth, table columns.
RICH_TEXT_LIMIT = 32768
RICH_BLOCK_LIMIT = 500
RICH_DEPTH_LIMIT = 16
RICH_COLUMN_LIMIT = 20
RICH_TEXT_TYPES = {"bold", "italic", "underline", "strikethrough", "spoiler", "subscript", "superscript", "marked",
                   "code", "url", "email_address", "phone_number", "mention", "hashtag", "cashtag", "bot_command"}
CELL_ALIGN = {"left", "center", "right"}
CELL_VALIGN = {"top", "middle", "bottom"}
CALLBACK_DATA_LIMIT = 64
INLINE_RESULTS_LIMIT = 50
INLINE_RESULT_ID_LIMIT = 64

GROUP_ANONYMOUS_BOT = {
    "id": 1087968824,
    "is_bot": True,
    "first_name": "Group",
    "username": "GroupAnonymousBot",
}
SERVICE_USER = {"id": 777000, "is_bot": False, "first_name": "Telegram"}

# update types delivered when getUpdates' allowed_updates is not set / empty
DEFAULT_EXCLUDED_UPDATES = frozenset({"chat_member", "message_reaction", "message_reaction_count"})

SEND_METHODS = ("sendmessage", "sendphoto", "senddocument")
BUTTON_ACTIONS = (
    "url",
    "callback_data",
    "web_app",
    "login_url",
    "switch_inline_query",
    "switch_inline_query_current_chat",
    "switch_inline_query_chosen_chat",
    "copy_text",
    "callback_game",
    "pay",
)
CHAT_ACTIONS = frozenset(
    {
        "typing", "upload_photo", "record_video", "upload_video", "record_voice", "upload_voice",
        "upload_document", "choose_sticker", "find_location", "record_video_note",
        "upload_video_note",
    }
)
COMMAND_SCOPES = frozenset(
    {
        "default", "all_private_chats", "all_group_chats", "all_chat_administrators", "chat",
        "chat_administrators", "chat_member",
    }
)

# parameter decoding for form-urlencoded / multipart requests (everything arrives as a string)
_JSON_FIELDS = frozenset(
    {
        "reply_markup", "entities", "caption_entities", "allowed_updates", "commands", "scope",
        "results", "link_preview_options", "reply_parameters", "button", "media", "message_ids", "rich_message",
    }
)
_INT_FIELDS = frozenset(
    {
        "message_id", "message_thread_id", "offset", "limit", "timeout", "user_id", "cache_time",
        "reply_to_message_id", "until_date", "max_connections", "from_chat_id",
    }
)
_BOOL_FIELDS = frozenset(
    {
        "show_alert", "is_personal", "disable_notification", "protect_content", "allow_paid_broadcast",
        "drop_pending_updates", "disable_web_page_preview", "allow_sending_without_reply",
        "has_spoiler", "disable_content_type_detection", "show_caption_above_media",
        "allow_paid_broadcast",
    }
)

TOO_OLD_QUERY = "query is too old and response timeout expired or query ID is invalid"
NOT_MODIFIED = (
    "message is not modified: specified new message content and reply markup are exactly the "
    "same as a current content and reply markup of the message"
)


class ApiError(Exception):
    """A Bot API error response (``{"ok": false, "error_code": ..., "description": ...}``)."""

    def __init__(self, code: int, description: str, parameters: dict | None = None):
        super().__init__(description)
        self.code = code
        self.description = description
        self.parameters = parameters

    def payload(self) -> dict:
        body: dict[str, Any] = {"ok": False, "error_code": self.code, "description": self.description}
        if self.parameters:
            body["parameters"] = self.parameters
        return body


def _bad(msg: str, parameters: dict | None = None) -> ApiError:
    return ApiError(400, "Bad Request: " + msg, parameters)


def _forbidden(msg: str) -> ApiError:
    return ApiError(403, "Forbidden: " + msg)


def _too_many(retry_after: int) -> ApiError:
    return ApiError(429, f"Too Many Requests: retry after {retry_after}", {"retry_after": retry_after})


class WaitTimeout(AssertionError):
    """Raised by :meth:`FakeTelegram.wait_for` when the condition did not hold in time."""


@dataclass(frozen=True)
class FloodLimits:
    """Flood-control thresholds (defaults are Telegram's documented ones)."""

    private_per_second: int = 1
    group_per_minute: int = 20
    global_per_second: int = 30


@dataclass
class UploadedFile:
    """A file the bot uploaded with multipart/form-data."""

    field: str
    filename: str | None
    content: bytes
    mime_type: str | None = None
    file_id: str | None = None

    @property
    def size(self) -> int:
        return len(self.content)


@dataclass
class Call:
    """One successful Bot API call made by the bot."""

    method: str
    params: dict[str, Any]
    chat_id: int | str | None = None
    thread_id: int | None = None
    text: str | None = None  # parsed plain text (or caption) for sending/editing methods
    html: str | None = None  # raw text as sent when parse_mode was HTML
    parse_mode: str | None = None
    result: Any = None
    files: dict[str, UploadedFile] = field(default_factory=dict)
    at: float = 0.0

    @property
    def message_id(self) -> int | None:
        return self.result.get("message_id") if isinstance(self.result, dict) else None

    @property
    def file(self) -> UploadedFile | None:
        return next(iter(self.files.values()), None)


@dataclass
class Rejection:
    """One call the fake server rejected, with the exact error it answered."""

    method: str
    params: dict[str, Any]
    error_code: int
    description: str
    parameters: dict | None = None
    chat_id: int | str | None = None
    thread_id: int | None = None
    at: float = 0.0
    traceback: str | None = None  # only for 500s (bugs in the fake server itself)

    @property
    def reason(self) -> str:
        return self.description


@dataclass
class BotMessage:
    """A message the bot has in a chat, in its current state (after edits)."""

    chat_id: int
    message_id: int
    thread_id: int | None
    kind: str  # "text", "photo" or "document"
    text: str | None  # plain text for text messages
    html: str | None  # raw HTML sent (text or caption) if parse_mode was HTML
    parse_mode: str | None
    entities: list[dict]
    reply_markup: dict | None  # inline keyboard (echoed in the Message object)
    caption: str | None = None
    file: UploadedFile | str | None = None  # upload, or the file_id/URL string that was sent
    keyboard: dict | None = None  # non-inline reply_markup (reply keyboard, remove, force reply)
    data: dict = field(default_factory=dict)  # the Message JSON as the Bot API returns it now
    date: int = 0
    edit_date: int | None = None
    deleted: bool = False
    history: list[dict] = field(default_factory=list)  # previous states (text/html/markup)
    rich: list[dict] | None = None  # a rich message's blocks (InputRichMessage.blocks), as sent

    @property
    def tables(self) -> list[list[list[str]]]:
        """The rich message's tables: rows of cells as plain text ("" for an invisible cell)."""
        return [[[_rich_plain(c.get("text")) for c in row] for row in b["cells"]]
                for b in self.rich or [] if b.get("type") == "table"]

    @property
    def buttons(self) -> list[dict]:
        """Inline keyboard buttons, row by row, flattened."""
        if not self.reply_markup:
            return []
        return [b for row in self.reply_markup.get("inline_keyboard", []) for b in row]

    @property
    def callback_data(self) -> list[str]:
        return [b["callback_data"] for b in self.buttons if "callback_data" in b]

    def button(self, text: str) -> dict:
        """The first button whose text contains ``text`` (KeyError if none)."""
        for b in self.buttons:
            if text in b.get("text", ""):
                return b
        raise KeyError(f"no button containing {text!r} in {[b.get('text') for b in self.buttons]}")


@dataclass
class _Chat:
    id: int
    type: str  # private / group / supergroup / channel
    title: str | None = None
    username: str | None = None
    first_name: str | None = None
    last_name: str | None = None
    is_forum: bool = False
    bot_status: str = "member"  # member / administrator / left / kicked
    members: dict[int, dict] = field(default_factory=dict)  # user_id -> {"status", "is_anonymous"}
    topics: dict[int, dict] = field(default_factory=dict)  # thread_id -> {"name", "message"}
    migrated_to: int | None = None
    migrated_from: int | None = None
    blocked: bool = False  # private chats: the user blocked the bot
    next_message_id: int = 1
    owner_id: int | None = None

    def json(self) -> dict:
        out: dict[str, Any] = {"id": self.id, "type": self.type}
        if self.type == "private":
            out["first_name"] = self.first_name or ""
            if self.last_name:
                out["last_name"] = self.last_name
        else:
            out["title"] = self.title or ""
        if self.username:
            out["username"] = self.username
        if self.is_forum:
            out["is_forum"] = True
        return out


class _Wait:
    """Awaitable returned by ``wait_for`` when called inside a running event loop."""

    def __init__(self, fake: "FakeTelegram", check: Callable[[], Any], timeout: float, what: str):
        self._fake = fake
        self._check = check
        self._timeout = timeout
        self._what = what
        self._awaited = False

    def __await__(self):
        self._awaited = True
        return self._run().__await__()

    async def _run(self):
        deadline = time.monotonic() + self._timeout
        while True:
            result = self._check()
            if result:
                return result
            if time.monotonic() >= deadline:
                raise self._fake._timeout_error(self._what, self._timeout)
            await asyncio.sleep(0.01)

    def __bool__(self):
        raise TypeError(
            f"FakeTelegram.{self._what.split('(')[0]} was called inside a running event loop and must be awaited"
        )

    def __del__(self):
        if not self._awaited:
            warnings.warn(
                f"FakeTelegram wait ({self._what}) was never awaited", RuntimeWarning, stacklevel=2
            )


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, addr, handler, fake: "FakeTelegram"):
        self.fake = fake
        self.connections: set[socket.socket] = set()
        self.conn_lock = threading.Lock()
        super().__init__(addr, handler)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server
    timeout = 120

    def setup(self):
        super().setup()
        try:  # headers and body are separate writes: avoid Nagle/delayed-ACK stalls (~40 ms each)
            self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        except OSError:
            pass
        with self.server.conn_lock:
            self.server.connections.add(self.connection)

    def finish(self):
        try:
            super().finish()
        finally:
            with self.server.conn_lock:
                self.server.connections.discard(self.connection)

    def log_message(self, format, *args):  # noqa: A002 - silence the default stderr logging
        pass

    def do_GET(self):
        self._handle()

    def do_POST(self):
        self._handle()

    def _read_body(self) -> bytes:
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            chunks = []
            while True:
                line = self.rfile.readline().strip()
                size = int(line.split(b";")[0], 16)
                if size == 0:
                    self.rfile.readline()
                    break
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
            return b"".join(chunks)
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def _send(self, status: int, body: bytes, content_type: str = "application/json"):
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, ConnectionAbortedError, OSError):
            self.close_connection = True

    def _handle(self):
        fake = self.server.fake
        try:
            body = self._read_body()
        except Exception:  # pragma: no cover - broken client
            self.close_connection = True
            return
        url = urlsplit(self.path)
        parts = [unquote(p) for p in url.path.split("/")]
        # /bot<token>/<method>   or   /file/bot<token>/<file_path>
        if len(parts) >= 4 and parts[1] == "file" and parts[2].startswith("bot"):
            status, payload, ctype = fake._serve_file(parts[2][3:], "/".join(parts[3:]))
            self._send(status, payload, ctype)
            return
        if len(parts) != 3 or not parts[1].startswith("bot"):
            self._send(404, json.dumps({"ok": False, "error_code": 404, "description": "Not Found"}).encode())
            return
        token, method = parts[1][3:], parts[2]
        try:
            params, files = _decode_request(self.headers.get("Content-Type", ""), body, url.query)
        except Exception as exc:
            err = _bad(f"can't parse request: {exc}")
            fake._record_rejection(method, {}, err, {})
            self._send(400, json.dumps(err.payload()).encode())
            return
        if fake.answer_everything is not None:
            code, description = fake.answer_everything
            self._send(code, json.dumps({"ok": False, "error_code": code, "description": description}).encode())
            return
        fault = fake._take_fault(method, params)
        if fault is not None:
            if fault["delay"]:
                time.sleep(fault["delay"])  # a slow Telegram: this request only, others are answered meanwhile
            if fault["reset"]:  # the connection drops before any answer
                self.close_connection = True
                with contextlib.suppress(OSError):
                    self.connection.shutdown(socket.SHUT_RDWR)
                return
            if fault["status"] != 200:
                text = {502: "Bad Gateway", 500: "Internal Server Error", 503: "Service Unavailable"}.get(
                    fault["status"], "Server Error")
                self._send(fault["status"], json.dumps({"ok": False, "error_code": fault["status"],
                                                        "description": text}).encode())
                return
        status, payload = fake._dispatch(token, method, params, files)
        self._send(status, json.dumps(payload, ensure_ascii=False).encode("utf-8"))


def _utf16_slice(text: str, offset: int, length: int) -> str:
    """The part of ``text`` an entity covers (entity offsets count UTF-16 code units)."""
    units = text.encode("utf-16-le")
    return units[2 * offset: 2 * (offset + length)].decode("utf-16-le", errors="replace")


def _parse_header_params(value: str) -> tuple[str, dict[str, str]]:
    pieces = [p.strip() for p in re.split(r';(?=(?:[^"]*"[^"]*")*[^"]*$)', value)]
    main = pieces[0].lower()
    params: dict[str, str] = {}
    for p in pieces[1:]:
        if "=" not in p:
            continue
        k, v = p.split("=", 1)
        k = k.strip().lower()
        v = v.strip()
        if k.endswith("*"):  # RFC 5987: utf-8''percent-encoded
            k = k[:-1]
            enc, _, rest = v.partition("''")
            v = unquote(rest, encoding=enc or "utf-8")
        elif len(v) >= 2 and v[0] == '"' and v[-1] == '"':
            v = v[1:-1].replace('\\"', '"').replace("\\\\", "\\").replace("%22", '"')
        params[k] = v
    return main, params


def _parse_multipart(body: bytes, boundary: str) -> tuple[dict[str, Any], dict[str, UploadedFile]]:
    params: dict[str, Any] = {}
    files: dict[str, UploadedFile] = {}
    delim = b"--" + boundary.encode("latin-1")
    for chunk in body.split(delim)[1:]:
        if chunk.startswith(b"--"):
            break
        if chunk.startswith(b"\r\n"):
            chunk = chunk[2:]
        head, _, content = chunk.partition(b"\r\n\r\n")
        if content.endswith(b"\r\n"):
            content = content[:-2]
        headers: dict[str, str] = {}
        for line in head.decode("utf-8", "replace").split("\r\n"):
            if ":" in line:
                k, v = line.split(":", 1)
                headers[k.strip().lower()] = v.strip()
        _, disp = _parse_header_params(headers.get("content-disposition", ""))
        name = disp.get("name")
        if name is None:
            continue
        if "filename" in disp:
            ctype = headers.get("content-type")
            files[name] = UploadedFile(field=name, filename=disp["filename"], content=content, mime_type=ctype)
        else:
            params[name] = content.decode("utf-8")
    return params, files


def _decode_request(content_type: str, body: bytes, query: str) -> tuple[dict[str, Any], dict[str, UploadedFile]]:
    params: dict[str, Any] = dict(parse_qsl(query, keep_blank_values=True)) if query else {}
    files: dict[str, UploadedFile] = {}
    ctype, cparams = _parse_header_params(content_type) if content_type else ("", {})
    if body:
        if ctype == "application/json":
            data = json.loads(body.decode("utf-8"))
            if not isinstance(data, dict):
                raise ValueError("JSON body must be an object")
            params.update(data)
        elif ctype == "multipart/form-data":
            p, files = _parse_multipart(body, cparams.get("boundary", ""))
            params.update(p)
        else:  # application/x-www-form-urlencoded (or unspecified)
            params.update(parse_qsl(body.decode("utf-8"), keep_blank_values=True))
    return _coerce(params), files


def _coerce(params: dict[str, Any]) -> dict[str, Any]:
    """Normalise parameter types: form values are strings, nested ones JSON-encoded strings."""
    out: dict[str, Any] = {}
    for k, v in params.items():
        if isinstance(v, str):
            if k in _JSON_FIELDS:
                try:
                    v = json.loads(v)
                except ValueError:
                    pass  # left as a string; the method reports it
            elif k in _INT_FIELDS or k == "chat_id":
                if re.fullmatch(r"-?\d+", v.strip()):
                    v = int(v)
            elif k in _BOOL_FIELDS:
                v = v.strip().lower() in ("true", "1", "yes")
        out[k] = v
    return out


def _rich_plain(text: Any) -> str:
    """A RichText as the plain text a reader sees."""
    if text is None:
        return ""
    if isinstance(text, str):
        return text
    if isinstance(text, list):
        return "".join(_rich_plain(t) for t in text)
    if isinstance(text, dict):
        return _rich_plain(text.get("text"))
    return str(text)


def _strip_none(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _strip_none(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_strip_none(v) for v in value]
    return value


class FakeTelegram:
    """A fake Telegram Bot API server on 127.0.0.1 plus a user-side driver.

    See the package docstring for the full description.
    """

    def __init__(
        self,
        token: str = "123:ABC",
        bot_username: str = "leaderbot_test",
        *,
        bot_first_name: str = "Leaderbot",
        flood_limits: bool | FloodLimits = True,
        strict_html: bool = True,
        privacy_mode: bool = False,
        rich_messages: bool = True,
        can_join_groups: bool = True,
        inline_mode: bool = True,
        host: str = "127.0.0.1",
        port: int = 0,
    ):
        head = token.split(":", 1)[0]
        if not head.isdigit() or ":" not in token:
            raise ValueError(f"token must look like '<bot id>:<secret>', got {token!r}")
        self.token = token
        self.bot_id = int(head)
        self.bot_username = bot_username
        self.bot_first_name = bot_first_name
        self.strict_html = strict_html
        self.privacy_mode = privacy_mode
        #: Bot API 10.1 rich messages (sendRichMessage, editMessageText's rich_message); False is
        #: an older server: sendRichMessage is 404 Not Found, rich_message is ignored in edits and
        #: refused (400) in answerInlineQuery results (InputRichMessageContent)
        self.rich_messages = rich_messages
        #: answer every request with (code, description), e.g. (401, "Unauthorized")
        self.answer_everything: tuple[int, str] | None = None
        self._faults: list[dict] = []
        # BotFather's /setjoingroups and /setinline, as getMe reports them
        self.can_join_groups = can_join_groups
        self.inline_mode = inline_mode
        self.flood_limits = flood_limits  # property: True/False or a FloodLimits
        self._host = host
        self._port = port

        self._lock = threading.RLock()
        self._cond = threading.Condition(self._lock)
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None
        self._closing = False

        self._time_offset = 0.0
        self._users: dict[int, dict] = {}
        self._chats: dict[int, _Chat] = {}
        self._bot_msgs: dict[tuple[int, int], BotMessage] = {}
        self._user_msgs: dict[tuple[int, int], dict] = {}
        self._deleted_user_msgs: set[tuple[int, int]] = set()
        self._updates: list[dict] = []
        self._next_update_id = 1000
        self._allowed_updates: set[str] | None = None
        self._poll_generation = 0
        self._webhook: dict | None = None
        self._commands: dict[tuple[str, str], list[dict]] = {}
        self._callback_queries: dict[str, dict] = {}
        self._inline_queries: dict[str, dict] = {}
        self._files: dict[str, dict] = {}
        self._ids = itertools.count(1)
        self._forced: dict[int, dict] = {}
        self._chat_send_times: dict[int, collections.deque] = collections.defaultdict(collections.deque)
        self._global_send_times: collections.deque = collections.deque()

        #: every successful call except getUpdates, in order
        self.sent: list[Call] = []
        #: every rejected call, in order
        self.errors: list[Rejection] = []
        #: getUpdates calls that returned (successfully)
        self.polls: list[Call] = []
        #: getUpdates requests answered 409 because a newer getUpdates arrived
        self.conflicts: list[Rejection] = []
        #: every Update ever queued (including ones later filtered by allowed_updates)
        self.updates: list[dict] = []

    # ------------------------------------------------------------------ lifecycle
    def start(self) -> "FakeTelegram":
        if self._server is not None:
            return self
        self._closing = False
        self._server = _Server((self._host, self._port), _Handler, self)
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, name="FakeTelegram", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        server = self._server
        if server is None:
            return
        with self._cond:
            self._closing = True
            self._cond.notify_all()
        server.shutdown()
        with server.conn_lock:
            conns = list(server.connections)
        for conn in conns:
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._server = None
        self._thread = None

    def __enter__(self) -> "FakeTelegram":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    async def __aenter__(self) -> "FakeTelegram":
        return self.start()

    async def __aexit__(self, *exc) -> None:
        self.stop()

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("FakeTelegram is not started (use `with FakeTelegram() as tg:` or .start())")
        return self._server.server_address[1]

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT/bot`` -- python-telegram-bot appends the token."""
        return f"http://{self._host}:{self.port}/bot"

    @property
    def base_file_url(self) -> str:
        return f"http://{self._host}:{self.port}/file/bot"

    @property
    def api_url(self) -> str:
        """``base_url`` with the token: ``http://127.0.0.1:PORT/bot<token>``."""
        return self.base_url + self.token

    # ------------------------------------------------------------------ time & flood
    def _now(self) -> float:
        return time.monotonic() + self._time_offset

    def _date(self) -> int:
        return int(time.time() + self._time_offset)

    def advance_time(self, seconds: float) -> None:
        """Move the fake clock forward (flood windows and message dates); no real sleeping."""
        with self._lock:
            self._time_offset += seconds

    @property
    def flood_limits(self) -> FloodLimits | None:
        return self._flood

    @flood_limits.setter
    def flood_limits(self, value: bool | FloodLimits | None) -> None:
        if value is True:
            self._flood: FloodLimits | None = FloodLimits()
        elif not value:
            self._flood = None
        elif isinstance(value, FloodLimits):
            self._flood = value
        else:
            raise TypeError("flood_limits must be True, False or a FloodLimits")

    def force_flood(self, chat_id: int, retry_after: int = 5, times: int = 1, methods: Iterable[str] | None = None) -> None:
        """Make the next ``times`` sends to ``chat_id`` fail with 429 ``retry_after``.

        ``methods`` defaults to sendMessage/sendPhoto/sendDocument; pass e.g.
        ``["sendMessage", "editMessageText"]`` or ``["*"]`` (every chat-bound method).
        """
        with self._lock:
            names = {m.lower() for m in (methods or SEND_METHODS)}
            self._forced[chat_id] = {"retry_after": int(retry_after), "times": int(times), "methods": names}

    def reset_flood(self) -> None:
        """Forget flood history and forced floods."""
        with self._lock:
            self._forced.clear()
            self._chat_send_times.clear()
            self._global_send_times.clear()

    def _flood_check(self, chat: _Chat, method: str) -> None:
        forced = self._forced.get(chat.id)
        if forced and forced["times"] > 0 and (method in forced["methods"] or "*" in forced["methods"]):
            forced["times"] -= 1
            raise _too_many(forced["retry_after"])
        if self._flood is None or method not in SEND_METHODS:
            return
        now = self._now()
        glob = self._global_send_times
        while glob and glob[0] <= now - 1.0:
            glob.popleft()
        if len(glob) >= self._flood.global_per_second:
            raise _too_many(max(1, math.ceil(glob[0] + 1.0 - now)))
        times = self._chat_send_times[chat.id]
        window, cap = (1.0, self._flood.private_per_second) if chat.type == "private" else (60.0, self._flood.group_per_minute)
        while times and times[0] <= now - window:
            times.popleft()
        if len(times) >= cap:
            raise _too_many(max(1, math.ceil(times[0] + window - now)))

    def _flood_record(self, chat: _Chat) -> None:
        now = self._now()
        self._chat_send_times[chat.id].append(now)
        self._global_send_times.append(now)

    # ------------------------------------------------------------------ JSON builders
    def bot_user(self) -> dict:
        return {"id": self.bot_id, "is_bot": True, "first_name": self.bot_first_name, "username": self.bot_username}

    def _user(self, user_id: int) -> dict:
        return dict(self._users[user_id])

    def _ensure_user(self, user_id: int, **kwargs) -> dict:
        if user_id == self.bot_id:
            return self.bot_user()
        user = self._users.get(user_id)
        if user is None:
            user = {"id": user_id, "is_bot": False, "first_name": kwargs.pop("first_name", None) or f"User{user_id}"}
            self._users[user_id] = user
        for k, v in kwargs.items():
            if v is not None:
                user[k] = v
        return dict(user)

    def _member_json(self, chat: _Chat, user_id: int) -> dict:
        if user_id == self.bot_id:
            user = self.bot_user()
            status = chat.bot_status
            info = {"is_anonymous": False}
        else:
            user = self._user(user_id)
            info = chat.members.get(user_id) or {"status": "left"}
            status = info["status"]
        return self._member_status_json(chat, user, status, info.get("is_anonymous", False))

    def _member_status_json(self, chat: _Chat, user: dict, status: str, anonymous: bool = False) -> dict:
        if status == "creator":
            return {"status": "creator", "user": user, "is_anonymous": anonymous}
        if status == "administrator":
            out = {
                "status": "administrator", "user": user, "can_be_edited": user.get("id") == self.bot_id,
                "is_anonymous": anonymous, "can_manage_chat": True, "can_delete_messages": True,
                "can_manage_video_chats": True, "can_restrict_members": True,
                "can_promote_members": False, "can_change_info": True, "can_invite_users": True,
                "can_post_stories": False, "can_edit_stories": False, "can_delete_stories": False,
            }
            if chat.type in ("group", "supergroup"):
                out["can_pin_messages"] = True
            if chat.is_forum:
                out["can_manage_topics"] = True
            if chat.type == "channel":
                out["can_post_messages"] = True
                out["can_edit_messages"] = True
            return out
        if status == "kicked":
            return {"status": "kicked", "user": user, "until_date": 0}
        return {"status": status, "user": user}

    # ------------------------------------------------------------------ updates
    def _queue(self, kind: str, payload: dict) -> dict:
        with self._cond:
            update = {"update_id": self._next_update_id, kind: payload}
            self._next_update_id += 1
            self._updates.append(update)
            self.updates.append(update)
            self._cond.notify_all()
            return update

    def _allowed(self, kind: str) -> bool:
        if self._allowed_updates is None:
            return kind not in DEFAULT_EXCLUDED_UPDATES
        return kind in self._allowed_updates

    @property
    def pending_updates(self) -> list[dict]:
        """Updates queued and not yet confirmed by the bot (via getUpdates offset)."""
        with self._lock:
            return list(self._updates)

    # ------------------------------------------------------------------ driver: chats & users
    def user(self, user_id: int, first_name: str | None = None, *, last_name: str | None = None,
             username: str | None = None, language_code: str | None = None, is_premium: bool | None = None) -> dict:
        """Register (or update) a user; returns the User JSON."""
        if user_id <= 0:
            raise ValueError("user ids are positive")
        with self._lock:
            return self._ensure_user(user_id, first_name=first_name, last_name=last_name, username=username,
                                     language_code=language_code, is_premium=is_premium)

    def private_chat(self, user_id: int, first_name: str = "Alice", language_code: str | None = "en", *,
                     last_name: str | None = None, username: str | None = None) -> dict:
        """A private chat between the bot and a user who has started it; returns the Chat JSON."""
        with self._lock:
            user = self.user(user_id, first_name, last_name=last_name, username=username, language_code=language_code)
            chat = self._chats.get(user_id)
            if chat is None:
                chat = _Chat(id=user_id, type="private")
                self._chats[user_id] = chat
            chat.first_name = user["first_name"]
            chat.last_name = user.get("last_name")
            chat.username = user.get("username")
            return chat.json()

    def group(self, chat_id: int, title: str = "Test group", supergroup: bool = False, forum: bool = False, *,
              username: str | None = None, owner_id: int | None = None, bot_member: bool = True,
              bot_admin: bool = False) -> dict:
        """A group (or supergroup / forum supergroup). The bot is a member unless ``bot_member=False``."""
        if chat_id >= 0:
            raise ValueError("group chat ids are negative (supergroups look like -100xxxxxxxxxx)")
        with self._lock:
            chat = _Chat(
                id=chat_id, type="supergroup" if (supergroup or forum) else "group", title=title,
                username=username, is_forum=forum,
                bot_status=("administrator" if bot_admin else "member") if bot_member else "left",
            )
            if owner_id is not None:
                self._ensure_user(owner_id)
                chat.members[owner_id] = {"status": "creator", "is_anonymous": False}
                chat.owner_id = owner_id
            self._chats[chat_id] = chat
            return chat.json()

    def channel(self, chat_id: int, title: str = "Test channel", *, username: str | None = None,
                bot_admin: bool = True) -> dict:
        """A channel; the bot is an administrator (can post) unless ``bot_admin=False``."""
        if chat_id >= 0:
            raise ValueError("channel ids are negative (they look like -100xxxxxxxxxx)")
        with self._lock:
            chat = _Chat(id=chat_id, type="channel", title=title, username=username,
                         bot_status="administrator" if bot_admin else "left")
            self._chats[chat_id] = chat
            return chat.json()

    def _chat(self, chat_id: int) -> _Chat:
        chat = self._chats.get(chat_id)
        if chat is None:
            raise ValueError(f"unknown chat {chat_id}: create it first with tg.private_chat/group/channel")
        return chat

    def _actor(self, chat: _Chat, user_id: int | None) -> dict:
        if user_id is not None:
            return self._ensure_user(user_id)
        if chat.owner_id is not None:
            return self._user(chat.owner_id)
        for uid, info in chat.members.items():
            if info["status"] in ("creator", "administrator"):
                return self._user(uid)
        return dict(SERVICE_USER)

    def _next_mid(self, chat: _Chat) -> int:
        mid = chat.next_message_id
        chat.next_message_id += 1
        return mid

    def _bot_can_see(self, chat: _Chat) -> bool:
        if chat.type == "private":
            return not chat.blocked
        return chat.bot_status in ("member", "administrator") and chat.migrated_to is None

    def create_topic(self, chat_id: int, name: str, by_user_id: int | None = None, icon_color: int = 7322096) -> int:
        """Create a forum topic in a forum supergroup; returns its ``message_thread_id``."""
        with self._lock:
            chat = self._chat(chat_id)
            if not chat.is_forum:
                raise ValueError(f"chat {chat_id} is not a forum (use tg.group(..., forum=True))")
            mid = self._next_mid(chat)
            msg = {
                "message_id": mid, "from": self._actor(chat, by_user_id), "chat": chat.json(),
                "date": self._date(), "message_thread_id": mid, "is_topic_message": True,
                "forum_topic_created": {"name": name, "icon_color": icon_color},
            }
            chat.topics[mid] = {"name": name, "message": msg}
            self._user_msgs[(chat_id, mid)] = msg
            if self._bot_can_see(chat):
                self._queue("message", msg)
            return mid

    def _reply_snapshot(self, chat: _Chat, message_id: int) -> dict | None:
        key = (chat.id, message_id)
        bm = self._bot_msgs.get(key)
        if bm is not None and not bm.deleted:
            snap = copy.deepcopy(bm.data)
        elif key in self._user_msgs and key not in self._deleted_user_msgs:
            snap = copy.deepcopy(self._user_msgs[key])
        else:
            return None
        snap.pop("reply_to_message", None)
        return snap

    def _thread_of(self, chat: _Chat, message_id: int) -> int | None:
        key = (chat.id, message_id)
        if key in self._bot_msgs:
            return self._bot_msgs[key].thread_id
        return self._user_msgs.get(key, {}).get("message_thread_id")

    def send(self, chat_id: int, user_id: int, text: str, thread_id: int | None = None,
             reply_to: int | None = None, *, entities: list[dict] | None = None) -> dict:
        """A user sends a text message; returns the Update (``update["message"]`` is the message).

        Commands (``/top``, ``/top@leaderbot_test``) get a ``bot_command`` entity, ``@mentions`` a
        ``mention`` entity (plus hashtags, URLs, ...). ``thread_id`` posts into a forum topic,
        ``reply_to`` replies to a message id in the same chat. If the bot can't see the message
        (removed from the chat, privacy mode) nothing is queued and ``update["update_id"]`` is None.
        """
        with self._lock:
            chat = self._chats.get(chat_id)
            if chat is None and chat_id == user_id and chat_id > 0:
                self.private_chat(user_id, self._users.get(user_id, {}).get("first_name") or f"User{user_id}")
                chat = self._chats[chat_id]
            if chat is None:
                raise ValueError(f"unknown chat {chat_id}: create it first with tg.private_chat/group")
            if chat.type == "channel":
                raise ValueError("users don't send messages to channels; use tg.channel_post()")
            if chat.migrated_to is not None:
                raise ValueError(f"chat {chat_id} was upgraded to supergroup {chat.migrated_to}")
            user = self._ensure_user(user_id)
            if chat.type == "private":
                if user_id != chat_id:
                    raise ValueError("in a private chat the sender is the chat's user")
                if chat.blocked:
                    self.unblock(user_id)
            else:
                info = chat.members.get(user_id)
                if info is None or info["status"] in ("left", "kicked"):
                    chat.members[user_id] = {"status": "member", "is_anonymous": False}
            mid = self._next_mid(chat)
            msg: dict[str, Any] = {"message_id": mid}
            info = chat.members.get(user_id, {})
            if chat.type != "private" and info.get("is_anonymous") and info.get("status") in ("creator", "administrator"):
                msg["from"] = dict(GROUP_ANONYMOUS_BOT)
                msg["sender_chat"] = chat.json()
            else:
                msg["from"] = user
            msg["chat"] = chat.json()
            msg["date"] = self._date()
            if thread_id is None and reply_to is not None:
                thread_id = self._thread_of(chat, reply_to)
            if thread_id is not None:
                if not chat.is_forum or thread_id not in chat.topics:
                    raise ValueError(f"chat {chat_id} has no forum topic {thread_id}")
                msg["message_thread_id"] = thread_id
                msg["is_topic_message"] = True
            if reply_to is not None:
                snap = self._reply_snapshot(chat, reply_to)
                if snap is None:
                    raise ValueError(f"no message {reply_to} in chat {chat_id} to reply to")
                msg["reply_to_message"] = snap
            elif thread_id is not None:
                msg["reply_to_message"] = copy.deepcopy(chat.topics[thread_id]["message"])
            msg["text"] = text
            ents = sorted((entities or []) + detect_entities(text), key=lambda e: (e["offset"], -e["length"]))
            if ents:
                msg["entities"] = ents
            self._user_msgs[(chat_id, mid)] = msg
            if self._bot_can_see(chat) and self._privacy_allows(chat, msg):
                return self._queue("message", msg)
            return {"update_id": None, "message": msg}

    def _privacy_allows(self, chat: _Chat, msg: dict) -> bool:
        if not self.privacy_mode or chat.type == "private" or chat.bot_status == "administrator":
            return True
        text = msg.get("text", "")
        m = re.match(r"/[A-Za-z0-9_]+(?:@([A-Za-z0-9_]+))?", text)
        if m and (m.group(1) is None or m.group(1).lower() == self.bot_username.lower()):
            return True
        # BotFather: "your bot will only receive messages that either start with the '/' symbol
        # or mention the bot by username"
        mention = "@" + self.bot_username.lower()
        for e in msg.get("entities") or ():
            if e["type"] == "mention" and _utf16_slice(text, e["offset"], e["length"]).lower() == mention:
                return True
        reply = msg.get("reply_to_message")
        return bool(reply and reply.get("from", {}).get("id") == self.bot_id and "forum_topic_created" not in reply)

    def edit(self, chat_id: int, message_id: int, text: str) -> dict:
        """A user edits their message; returns the ``edited_message`` Update."""
        with self._lock:
            chat = self._chat(chat_id)
            msg = self._user_msgs.get((chat_id, message_id))
            if msg is None:
                raise ValueError(f"no user message {message_id} in chat {chat_id}")
            msg["text"] = text
            ents = detect_entities(text)
            if ents:
                msg["entities"] = ents
            else:
                msg.pop("entities", None)
            msg["edit_date"] = self._date()
            if self._bot_can_see(chat):
                return self._queue("edited_message", copy.deepcopy(msg))
            return {"update_id": None, "edited_message": msg}

    def channel_post(self, chat_id: int, text: str) -> dict:
        """A post in a channel; returns the ``channel_post`` Update."""
        with self._lock:
            chat = self._chat(chat_id)
            if chat.type != "channel":
                raise ValueError(f"chat {chat_id} is not a channel")
            mid = self._next_mid(chat)
            msg: dict[str, Any] = {
                "message_id": mid, "sender_chat": chat.json(), "chat": chat.json(), "date": self._date(), "text": text,
            }
            ents = detect_entities(text)
            if ents:
                msg["entities"] = ents
            self._user_msgs[(chat_id, mid)] = msg
            if self._bot_can_see(chat):
                return self._queue("channel_post", msg)
            return {"update_id": None, "channel_post": msg}

    def press(self, chat_id: int, message_id: int, callback_data: str, user_id: int) -> dict:
        """A user presses an inline button on a bot message; returns the ``callback_query`` Update.

        ``callback_data`` is not checked against the keyboard, so forged data can be tested.
        The query id is ``update["callback_query"]["id"]``; see :meth:`callback_answer`.
        """
        with self._lock:
            chat = self._chat(chat_id)
            bm = self._bot_msgs.get((chat_id, message_id))
            if bm is None or bm.deleted:
                raise ValueError(f"the bot has no message {message_id} in chat {chat_id}")
            user = self._ensure_user(user_id)
            qid = str(4_000_000_000_000 + next(self._ids))
            query = {
                "id": qid, "from": user, "message": copy.deepcopy(bm.data),
                "chat_instance": str(abs(chat_id) * 7919 % 10**12 + 10**12), "data": callback_data,
            }
            self._callback_queries[qid] = {"query": query, "answered": False, "answer": None}
            return self._queue("callback_query", query)

    def callback_answer(self, query_id: str | dict) -> dict | None:
        """How the bot answered a callback query (``None`` if not answered yet).

        Accepts the query id or the Update returned by :meth:`press`.
        """
        if isinstance(query_id, dict):
            query_id = (query_id.get("callback_query") or query_id)["id"]
        with self._lock:
            q = self._callback_queries.get(str(query_id))
            return None if q is None else q["answer"]

    def inline_query(self, user_id: int, query: str, *, offset: str = "", chat_type: str | None = None) -> dict:
        """A user types ``@bot query``; returns the ``inline_query`` Update."""
        with self._lock:
            user = self._ensure_user(user_id)
            qid = str(5_000_000_000_000 + next(self._ids))
            payload: dict[str, Any] = {"id": qid, "from": user, "query": query, "offset": offset}
            if chat_type:
                payload["chat_type"] = chat_type
            self._inline_queries[qid] = {"query": payload, "answered": False, "answer": None}
            return self._queue("inline_query", payload)

    def inline_answer(self, query_id: str | dict) -> dict | None:
        """The bot's answerInlineQuery parameters for a query (``None`` if not answered)."""
        if isinstance(query_id, dict):
            query_id = (query_id.get("inline_query") or query_id)["id"]
        with self._lock:
            q = self._inline_queries.get(str(query_id))
            return None if q is None else q["answer"]

    def _chat_member_update(self, kind: str, chat: _Chat, actor: dict, old: dict, new: dict) -> dict:
        payload = {"chat": chat.json(), "from": actor, "date": self._date(), "old_chat_member": old, "new_chat_member": new}
        return self._queue(kind, payload)

    def add_bot(self, chat_id: int, by_user_id: int, *, as_admin: bool = False) -> list[dict]:
        """A user adds the bot to a group/supergroup/channel.

        Returns ``[my_chat_member update, message update with new_chat_members]`` (channels: only
        the first). The old status reported is ``left`` (``kicked`` if the bot had been removed).
        """
        with self._lock:
            chat = self._chat(chat_id)
            if chat.type == "private":
                raise ValueError("use tg.private_chat() / tg.unblock() for private chats")
            actor = self._ensure_user(by_user_id)
            if by_user_id not in chat.members:
                chat.members[by_user_id] = {"status": "member", "is_anonymous": False}
            old_status = "kicked" if chat.bot_status == "kicked" else "left"
            chat.bot_status = "administrator" if (as_admin or chat.type == "channel") else "member"
            bot = self.bot_user()
            updates = [
                self._chat_member_update(
                    "my_chat_member", chat, actor,
                    self._member_status_json(chat, bot, old_status),
                    self._member_status_json(chat, bot, chat.bot_status),
                )
            ]
            if chat.type != "channel":
                mid = self._next_mid(chat)
                msg = {
                    "message_id": mid, "from": actor, "chat": chat.json(), "date": self._date(),
                    "new_chat_members": [bot], "new_chat_member": bot, "new_chat_participant": bot,
                }
                self._user_msgs[(chat_id, mid)] = msg
                updates.append(self._queue("message", msg))
            return updates

    def remove_bot(self, chat_id: int, by_user_id: int | None = None) -> dict:
        """The bot is removed (kicked) from a group/supergroup/channel; returns the my_chat_member Update."""
        with self._lock:
            chat = self._chat(chat_id)
            if chat.type == "private":
                raise ValueError("in private chats use tg.block(user_id)")
            old = self._member_status_json(chat, self.bot_user(), chat.bot_status)
            chat.bot_status = "kicked"
            new = self._member_status_json(chat, self.bot_user(), "kicked")
            return self._chat_member_update("my_chat_member", chat, self._actor(chat, by_user_id), old, new)

    def block(self, user_id: int) -> dict:
        """The user blocks the bot; returns the my_chat_member Update (member -> kicked)."""
        return self._set_blocked(user_id, True)

    def unblock(self, user_id: int) -> dict:
        """The user unblocks the bot; returns the my_chat_member Update (kicked -> member)."""
        return self._set_blocked(user_id, False)

    def _set_blocked(self, user_id: int, blocked: bool) -> dict:
        with self._lock:
            chat = self._chat(user_id)
            chat.blocked = blocked
            bot = self.bot_user()
            before, after = ("member", "kicked") if blocked else ("kicked", "member")
            return self._chat_member_update(
                "my_chat_member", chat, self._user(user_id),
                self._member_status_json(chat, bot, before), self._member_status_json(chat, bot, after),
            )

    def make_admin(self, chat_id: int, user_id: int, anonymous: bool = False) -> dict:
        """Promote a user (or the bot itself) to administrator.

        Returns the ``chat_member`` Update (``my_chat_member`` for the bot). ``chat_member`` updates
        are only delivered if the bot asked for them in ``allowed_updates``, like on Telegram.
        Messages a user sends while an anonymous admin come from GroupAnonymousBot with
        ``sender_chat`` set to the group.
        """
        with self._lock:
            chat = self._chat(chat_id)
            if chat.type == "private":
                raise ValueError("private chats have no administrators")
            actor = self._actor(chat, None)
            if user_id == self.bot_id:
                old = self._member_status_json(chat, self.bot_user(), chat.bot_status)
                chat.bot_status = "administrator"
                new = self._member_status_json(chat, self.bot_user(), "administrator")
                return self._chat_member_update("my_chat_member", chat, actor, old, new)
            user = self._ensure_user(user_id)
            prev = chat.members.get(user_id) or {"status": "left", "is_anonymous": False}
            old = self._member_status_json(chat, user, prev["status"], prev.get("is_anonymous", False))
            status = "creator" if prev["status"] == "creator" else "administrator"
            chat.members[user_id] = {"status": status, "is_anonymous": anonymous}
            new = self._member_status_json(chat, user, status, anonymous)
            return self._chat_member_update("chat_member", chat, actor, old, new)

    def upgrade_to_supergroup(self, chat_id: int, new_id: int | None = None) -> int:
        """Upgrade a basic group to a supergroup; returns the new chat id.

        The new id defaults to ``-100`` followed by the old id's digits. The old chat then answers
        every call with 400 "group chat was upgraded to a supergroup chat" + migrate_to_chat_id.
        Queues the two service messages (migrate_to_chat_id in the old chat, migrate_from_chat_id
        in the new one).
        """
        with self._lock:
            old = self._chat(chat_id)
            if old.type != "group":
                raise ValueError(f"chat {chat_id} is not a basic group")
            if new_id is None:
                new_id = int(f"-100{abs(chat_id)}")
            if new_id in self._chats:
                raise ValueError(f"chat {new_id} already exists; pass new_id=")
            new = _Chat(id=new_id, type="supergroup", title=old.title, username=old.username,
                        bot_status=old.bot_status, members=copy.deepcopy(old.members),
                        migrated_from=chat_id, owner_id=old.owner_id)
            self._chats[new_id] = new
            actor = self._actor(old, None)
            if self._bot_can_see(old):
                mid = self._next_mid(old)
                msg = {"message_id": mid, "from": actor, "chat": old.json(), "date": self._date(), "migrate_to_chat_id": new_id}
                self._user_msgs[(chat_id, mid)] = msg
                self._queue("message", msg)
            old.migrated_to = new_id
            if self._bot_can_see(new):
                mid = self._next_mid(new)
                msg = {"message_id": mid, "from": actor, "chat": new.json(), "date": self._date(), "migrate_from_chat_id": chat_id}
                self._user_msgs[(new_id, mid)] = msg
                self._queue("message", msg)
            return new_id

    # ------------------------------------------------------------------ recording accessors
    def messages(self, chat_id: int, thread_id: int | None = None, *, include_deleted: bool = False) -> list[BotMessage]:
        """The bot's messages in a chat (current state after edits), oldest first.

        ``thread_id=None`` returns messages of all topics; an int restricts to that forum topic.
        """
        with self._lock:
            out = [
                m for (cid, _), m in self._bot_msgs.items()
                if cid == chat_id and (include_deleted or not m.deleted) and (thread_id is None or m.thread_id == thread_id)
            ]
            return sorted(out, key=lambda m: m.message_id)

    def message(self, chat_id: int, message_id: int) -> BotMessage:
        with self._lock:
            return self._bot_msgs[(chat_id, message_id)]

    def last_message(self, chat_id: int, thread_id: int | None = None) -> BotMessage:
        msgs = self.messages(chat_id, thread_id)
        if not msgs:
            raise LookupError(f"the bot has no messages in chat {chat_id}")
        return msgs[-1]

    def calls(self, method: str | None = None) -> list[Call]:
        """Successful calls of one method (case-insensitive), or all of them; getUpdates included."""
        with self._lock:
            if method is None:
                return list(self.sent)
            m = method.lower()
            pool = self.polls if m == "getupdates" else self.sent
            return [c for c in pool if c.method.lower() == m]

    def commands(self, scope: dict | None = None, language_code: str = "") -> list[dict]:
        """Commands set with setMyCommands for that scope and language (``[]`` if none)."""
        with self._lock:
            return copy.deepcopy(self._commands.get((self._scope_key(scope), language_code or ""), []))

    @property
    def command_sets(self) -> dict[tuple[str, str], list[dict]]:
        """All command lists: ``{(scope_json, language_code): [BotCommand...]}``."""
        with self._lock:
            return copy.deepcopy(self._commands)

    @property
    def webhook(self) -> dict | None:
        with self._lock:
            return copy.deepcopy(self._webhook)

    def chat_member_status(self, chat_id: int, user_id: int) -> str:
        with self._lock:
            chat = self._chat(chat_id)
            if user_id == self.bot_id:
                return chat.bot_status
            return chat.members.get(user_id, {"status": "left"})["status"]

    def fail(self, method: str, *, status: int = 502, reset: bool = False, times: int = 1,
             delay: float = 0.0, chat_id: int | None = None) -> None:
        """The next `times` calls of `method` (to `chat_id`, if given) fail: answered `status`
        (502 "Bad Gateway", 500...) or, with `reset`, the connection is closed without an
        answer. `delay` alone (status 200) answers normally after that many seconds, as a
        slow Telegram does."""
        with self._lock:
            self._faults.append({"method": method.lower(), "status": status, "reset": reset, "times": times,
                                 "delay": delay, "chat_id": chat_id})

    def _take_fault(self, method: str, params: dict) -> dict | None:
        with self._lock:
            for fault in self._faults:
                if fault["method"] == method.lower() and fault["times"] > 0 and (
                        fault["chat_id"] is None or params.get("chat_id") == fault["chat_id"]):
                    fault["times"] -= 1
                    return dict(fault)
        return None

    def clear_records(self) -> None:
        """Forget ``sent``, ``errors``, ``polls`` and ``conflicts`` (state is kept)."""
        with self._lock:
            self.sent.clear()
            self.errors.clear()
            self.polls.clear()
            self.conflicts.clear()

    # ------------------------------------------------------------------ waiting
    def _summary(self) -> str:
        with self._lock:
            sent = ", ".join(f"{c.method}({c.chat_id})" for c in self.sent[-8:]) or "none"
            errs = "; ".join(f"{e.method}: {e.description}" for e in self.errors[-5:]) or "none"
            return f"last calls: {sent}; last errors: {errs}; pending updates: {len(self._updates)}"

    def _timeout_error(self, what: str, timeout: float) -> WaitTimeout:
        return WaitTimeout(f"{what} did not happen within {timeout}s ({self._summary()})")

    def wait_for(self, predicate: Callable[[], Any], timeout: float = 5, *, what: str | None = None):
        """Wait until ``predicate()`` returns something truthy and return that value.

        In a sync test it blocks. Inside a running event loop (async test with the bot polling in
        a background task) it returns an awaitable: ``await tg.wait_for(...)``. Raises
        :class:`WaitTimeout` (an AssertionError) on timeout.
        """
        label = what or f"wait_for({getattr(predicate, '__name__', 'predicate')})"
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return self._wait_blocking(predicate, timeout, label)
        return _Wait(self, predicate, timeout, label)

    def _wait_blocking(self, predicate, timeout, label):
        deadline = time.monotonic() + timeout
        while True:
            result = predicate()
            if result:
                return result
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise self._timeout_error(label, timeout)
            time.sleep(min(0.01, remaining))

    def wait_for_messages(self, chat_id: int, n: int = 1, timeout: float = 5, *, thread_id: int | None = None):
        """Wait until the bot has at least ``n`` messages in the chat (topic); returns them all.

        Sync in sync code, awaitable inside an event loop (see :meth:`wait_for`).
        """
        def check():
            msgs = self.messages(chat_id, thread_id)
            return msgs if len(msgs) >= n else None

        return self.wait_for(check, timeout, what=f"wait_for_messages(chat {chat_id}, n={n})")

    def wait_for_calls(self, method: str, n: int = 1, timeout: float = 5):
        """Wait until ``method`` was called successfully at least ``n`` times; returns the calls."""
        def check():
            calls = self.calls(method)
            return calls if len(calls) >= n else None

        return self.wait_for(check, timeout, what=f"wait_for_calls({method}, n={n})")

    async def async_wait_for(self, predicate: Callable[[], Any], timeout: float = 5):
        return await _Wait(self, predicate, timeout, "async_wait_for")

    async def async_wait_for_messages(self, chat_id: int, n: int = 1, timeout: float = 5, *, thread_id: int | None = None):
        return await self.wait_for_messages(chat_id, n, timeout, thread_id=thread_id)

    # ------------------------------------------------------------------ dispatch
    def _record_rejection(self, method: str, params: dict, err: ApiError, ctx: dict, tb: str | None = None) -> None:
        with self._lock:
            self.errors.append(
                Rejection(method=method, params=params, error_code=err.code, description=err.description,
                          parameters=err.parameters, chat_id=ctx.get("chat_id"), thread_id=ctx.get("thread_id"),
                          at=self._now(), traceback=tb)
            )

    def _dispatch(self, token: str, method: str, params: dict, files: dict) -> tuple[int, dict]:
        ctx: dict[str, Any] = {}
        if token != self.token:
            err = ApiError(401, "Unauthorized")
            self._record_rejection(method, params, err, ctx)
            return 401, err.payload()
        name = method.lower()
        if name == "getupdates":
            try:
                result = self._get_updates(params, ctx)
            except ApiError as err:
                if ctx.get("superseded"):
                    with self._lock:
                        self.conflicts.append(Rejection(method, params, err.code, err.description, at=self._now()))
                else:
                    self._record_rejection(method, params, err, ctx)
                return err.code, err.payload()
            with self._lock:
                self.polls.append(Call(method=method, params=params, result=result, at=self._now()))
            return 200, {"ok": True, "result": result}
        handler = getattr(self, f"_api_{name}", None)
        if name == "sendrichmessage" and not self.rich_messages:
            handler = None  # an older Bot API server: no such method
        if handler is None:
            err = ApiError(404, "Not Found")
            self._record_rejection(method, params, err, ctx)
            return 404, err.payload()
        with self._cond:
            try:
                result = handler(params, files, ctx)
            except ApiError as err:
                self._record_rejection(method, params, err, ctx)
                return err.code, err.payload()
            except Exception as exc:  # a bug in the fake: make it loud
                err = ApiError(500, f"Internal Server Error: fake server bug: {exc!r}")
                self._record_rejection(method, params, err, ctx, traceback.format_exc())
                return 500, err.payload()
            self.sent.append(
                Call(method=method, params=params, chat_id=ctx.get("chat_id"), thread_id=ctx.get("thread_id"),
                     text=ctx.get("text"), html=ctx.get("html"), parse_mode=ctx.get("parse_mode"),
                     result=copy.deepcopy(result), files=files, at=self._now())
            )
            self._cond.notify_all()
            return 200, {"ok": True, "result": result}

    # ------------------------------------------------------------------ helpers for methods
    def _resolve_chat(self, raw: Any, ctx: dict, *, need_post: bool = True) -> _Chat:
        if raw is None or raw == "":
            raise _bad("chat_id is empty")
        chat: _Chat | None = None
        if isinstance(raw, str):
            raw = raw.strip()
            if re.fullmatch(r"-?\d+", raw):
                raw = int(raw)
            elif raw.startswith("@"):
                name = raw[1:].lower()
                chat = next((c for c in self._chats.values() if (c.username or "").lower() == name), None)
                if chat is None:
                    ctx["chat_id"] = raw
                    raise _bad("chat not found")
            else:
                ctx["chat_id"] = raw
                raise _bad("chat not found")
        if chat is None:
            if isinstance(raw, bool) or not isinstance(raw, int):
                raise _bad("chat not found")
            ctx["chat_id"] = raw
            chat = self._chats.get(raw)
            if chat is None:
                if raw > 0 and raw in self._users:
                    raise _forbidden("bot can't initiate conversation with a user")
                raise _bad("chat not found")
        ctx["chat_id"] = chat.id
        if chat.migrated_to is not None:
            raise _bad("group chat was upgraded to a supergroup chat", {"migrate_to_chat_id": chat.migrated_to})
        if chat.type == "private":
            if chat.blocked:
                raise _forbidden("bot was blocked by the user")
        elif chat.bot_status == "kicked":
            raise _forbidden(f"bot was kicked from the {chat.type} chat")
        elif chat.bot_status == "left":
            raise _forbidden(f"bot is not a member of the {chat.type} chat")
        elif need_post and chat.type == "channel" and chat.bot_status != "administrator":
            raise _bad("need administrator rights in the channel chat")
        return chat

    def _resolve_thread(self, chat: _Chat, params: dict, ctx: dict) -> int | None:
        tid = params.get("message_thread_id")
        if tid in (None, "", 0):
            return None
        if not isinstance(tid, int) or isinstance(tid, bool):
            raise _bad("message thread not found")
        if not chat.is_forum or tid not in chat.topics:
            ctx["thread_id"] = tid
            raise _bad("message thread not found")
        ctx["thread_id"] = tid
        return tid

    def _resolve_reply(self, chat: _Chat, params: dict) -> dict | None:
        rp = params.get("reply_parameters")
        mid = None
        allow_missing = bool(params.get("allow_sending_without_reply"))
        if isinstance(rp, dict):
            mid = rp.get("message_id")
            allow_missing = allow_missing or bool(rp.get("allow_sending_without_reply"))
            if rp.get("chat_id") not in (None, chat.id):
                other = self._chats.get(rp.get("chat_id")) if isinstance(rp.get("chat_id"), int) else None
                if other is None:
                    raise _bad("message to be replied not found")
                snap = self._reply_snapshot(other, mid) if isinstance(mid, int) else None
                if snap is None and not allow_missing:
                    raise _bad("message to be replied not found")
                return snap
        elif rp is not None:
            raise _bad("can't parse reply parameters JSON object")
        if mid is None:
            mid = params.get("reply_to_message_id")
        if mid is None:
            return None
        snap = self._reply_snapshot(chat, mid) if isinstance(mid, int) else None
        if snap is None and not allow_missing:
            raise _bad("message to be replied not found")
        return snap

    def _check_markup(self, rm: Any) -> tuple[dict | None, dict | None]:
        """Validate reply_markup; returns ``(inline_keyboard_markup, other_markup)``."""
        if rm is None or rm == "":
            return None, None
        if isinstance(rm, str):
            try:
                rm = json.loads(rm)
            except ValueError:
                raise _bad("can't parse reply keyboard markup JSON object") from None
        if not isinstance(rm, dict):
            raise _bad("can't parse reply keyboard markup JSON object")
        rm = _strip_none(rm)
        if "inline_keyboard" not in rm:
            if not any(k in rm for k in ("keyboard", "remove_keyboard", "force_reply")):
                raise _bad("can't parse reply keyboard markup JSON object")
            return None, rm
        rows = rm["inline_keyboard"]
        if not isinstance(rows, list) or not all(isinstance(r, list) for r in rows):
            raise _bad('field "inline_keyboard" of the InlineKeyboardMarkup must be an Array of Arrays')
        for row in rows:
            for button in row:
                if not isinstance(button, dict):
                    raise _bad("can't parse inline keyboard button: InlineKeyboardButton must be an Object")
                if not isinstance(button.get("text"), str):
                    raise _bad('can\'t parse inline keyboard button: Field "text" must be of type String')
                actions = [a for a in BUTTON_ACTIONS if a in button]
                if not actions:
                    raise _bad("can't parse inline keyboard button: Text buttons are unallowed in the inline keyboard")
                if len(actions) > 1:
                    raise _bad(
                        "can't parse inline keyboard button: [fake] exactly one of the optional fields must be used, "
                        f"got {', '.join(actions)}"
                    )
                if "callback_data" in button:
                    data = button["callback_data"]
                    if not isinstance(data, str) or not 1 <= len(data.encode("utf-8")) <= CALLBACK_DATA_LIMIT:
                        raise _bad("BUTTON_DATA_INVALID")
                if "url" in button and (not isinstance(button["url"], str) or not button["url"].strip()):
                    raise _bad("BUTTON_URL_INVALID")
        return {"inline_keyboard": rows}, None

    def _format(self, text: Any, parse_mode: Any, entities: Any, ctx: dict) -> tuple[str, list[dict], str | None]:
        """Parse text/caption per parse_mode; returns (plain, entities, raw_html_or_None)."""
        if text is None:
            text = ""
        if not isinstance(text, str):
            text = json.dumps(text) if isinstance(text, (dict, list)) else str(text)
        mode = (parse_mode or "").strip() if isinstance(parse_mode, str) else ""
        html = None
        if mode == "":
            plain = text
            ents = [dict(e) for e in entities] if isinstance(entities, list) else []
            for e in ents:
                if not isinstance(e, dict) or not isinstance(e.get("offset"), int) or not isinstance(e.get("length"), int) or "type" not in e:
                    raise _bad("can't parse entities JSON object")
        elif mode.lower() == "html":
            html = text
            try:
                plain, ents = parse_html(text, strict=self.strict_html, known_users=self._users)
            except HtmlParseError as exc:
                raise _bad(f"can't parse entities: {exc}") from None
            ctx["parse_mode"] = "HTML"
        elif mode.lower() in ("markdown", "markdownv2"):
            # not parsed by the fake: text kept as sent (escapes count towards the length)
            plain, ents = text, []
            ctx["parse_mode"] = mode
        else:
            raise _bad("unsupported parse_mode")
        plain, ents = finalize_text(plain, ents)
        return plain, merge_entities(ents, detect_entities(plain)), html

    def _message_json(self, chat: _Chat, mid: int, thread: int | None, reply: dict | None) -> dict:
        msg: dict[str, Any] = {"message_id": mid}
        if chat.type == "channel":
            msg["sender_chat"] = chat.json()
        else:
            msg["from"] = self.bot_user()
        msg["chat"] = chat.json()
        msg["date"] = self._date()
        if thread is not None:
            msg["message_thread_id"] = thread
            msg["is_topic_message"] = True
        if reply is not None:
            msg["reply_to_message"] = reply
        elif thread is not None:
            msg["reply_to_message"] = copy.deepcopy(chat.topics[thread]["message"])
        return msg

    def _store(self, bm: BotMessage) -> BotMessage:
        self._bot_msgs[(bm.chat_id, bm.message_id)] = bm
        return bm

    def _common_send(self, params: dict, ctx: dict):
        chat = self._resolve_chat(params.get("chat_id"), ctx)
        thread = self._resolve_thread(chat, params, ctx)
        reply = self._resolve_reply(chat, params)
        if thread is None and reply is not None and reply.get("chat", {}).get("id") == chat.id:
            thread = self._thread_of(chat, reply["message_id"])
            if thread is not None:
                ctx["thread_id"] = thread
        inline, other = self._check_markup(params.get("reply_markup"))
        return chat, thread, reply, inline, other

    # ------------------------------------------------------------------ API methods
    def _api_getme(self, p, files, ctx):
        user = self.bot_user()
        user.update(can_join_groups=self.can_join_groups, can_read_all_group_messages=not self.privacy_mode,
                    supports_inline_queries=self.inline_mode, can_connect_to_business=False, has_main_web_app=False)
        return user

    def _api_logout(self, p, files, ctx):
        return True

    def _api_close(self, p, files, ctx):
        return True

    def _api_sendmessage(self, p, files, ctx):
        chat, thread, reply, inline, other = self._common_send(p, ctx)
        text = p.get("text")
        if text is None or text == "":
            raise _bad("message text is empty")
        plain, ents, html = self._format(text, p.get("parse_mode"), p.get("entities"), ctx)
        if plain == "":
            raise _bad("message text is empty")
        if utf16_len(plain) > TEXT_LIMIT:
            raise _bad("message is too long")
        self._flood_check(chat, "sendmessage")
        mid = self._next_mid(chat)
        data = self._message_json(chat, mid, thread, reply)
        data["text"] = plain
        if ents:
            data["entities"] = ents
        if inline:
            data["reply_markup"] = copy.deepcopy(inline)
        bm = self._store(BotMessage(
            chat_id=chat.id, message_id=mid, thread_id=thread, kind="text", text=plain, html=html,
            parse_mode=ctx.get("parse_mode"), entities=ents, reply_markup=inline, keyboard=other,
            data=data, date=data["date"],
        ))
        self._flood_record(chat)
        ctx.update(text=plain, html=html)
        return copy.deepcopy(bm.data)

    def _api_sendrichmessage(self, p, files, ctx):
        chat, thread, reply, inline, other = self._common_send(p, ctx)
        blocks, plain = self._check_rich(p.get("rich_message"))
        self._flood_check(chat, "sendmessage")
        mid = self._next_mid(chat)
        data = self._message_json(chat, mid, thread, reply)
        data["rich_message"] = {"blocks": blocks}
        if inline:
            data["reply_markup"] = copy.deepcopy(inline)
        bm = self._store(BotMessage(
            chat_id=chat.id, message_id=mid, thread_id=thread, kind="rich", text=plain, html=None, parse_mode=None,
            entities=[], reply_markup=inline, keyboard=other, data=data, date=data["date"], rich=blocks,
        ))
        self._flood_record(chat)
        ctx.update(text=plain)
        return copy.deepcopy(bm.data)

    def _edit_rich(self, p, ctx):
        chat, bm = self._edit_target(p, ctx)
        inline, _other = self._check_markup(p.get("reply_markup"))
        blocks, plain = self._check_rich(p.get("rich_message"))
        if bm.kind not in ("text", "rich"):
            raise _bad("there is no text in the message to edit")
        if blocks == bm.rich and inline == bm.reply_markup:
            raise _bad(NOT_MODIFIED)
        self._flood_check(chat, "editmessagetext")
        bm.history.append({"text": bm.text, "rich": copy.deepcopy(bm.rich), "reply_markup": copy.deepcopy(bm.reply_markup),
                           "edit_date": bm.edit_date})
        bm.kind, bm.text, bm.html, bm.entities, bm.rich, bm.reply_markup = "rich", plain, None, [], blocks, inline
        bm.edit_date = self._date()
        for key in ("text", "entities"):
            bm.data.pop(key, None)
        bm.data["rich_message"] = {"blocks": copy.deepcopy(blocks)}
        if inline:
            bm.data["reply_markup"] = copy.deepcopy(inline)
        else:
            bm.data.pop("reply_markup", None)
        bm.data["edit_date"] = bm.edit_date
        ctx.update(text=plain)
        return copy.deepcopy(bm.data)

    def _check_rich(self, rm: Any) -> tuple[list[dict], str]:
        """Validate an InputRichMessage given as blocks; returns (blocks, plain text). Error
        texts marked [fake] are the fake's own: the documentation names no error strings."""
        if isinstance(rm, str):
            try:
                rm = json.loads(rm)
            except ValueError:
                raise _bad("can't parse rich message JSON object") from None
        if not isinstance(rm, dict):
            raise _bad("can't parse rich message JSON object")
        given = [k for k in ("html", "markdown", "blocks") if rm.get(k) not in (None, "", [])]
        if len(given) != 1:
            raise _bad("[fake] exactly one of html, markdown or blocks must be used")
        if given != ["blocks"] or not isinstance(rm["blocks"], list):
            raise _bad("[fake] this fake server accepts rich messages as blocks only")
        count = {"blocks": 0, "chars": 0}
        lines: list[str] = []
        for block in rm["blocks"]:
            self._check_block(block, 1, count, lines)
        if count["blocks"] > RICH_BLOCK_LIMIT:
            raise _bad(f"[fake] rich message has more than {RICH_BLOCK_LIMIT} blocks")
        if count["chars"] > RICH_TEXT_LIMIT:
            raise _bad("[fake] rich message is too long")
        if count["chars"] == 0:
            raise _bad("message text is empty")
        return rm["blocks"], "\n".join(lines)  # freshly decoded from this request: nobody else holds it

    def _check_block(self, block: Any, depth: int, count: dict, lines: list[str]) -> None:
        if depth > RICH_DEPTH_LIMIT:
            raise _bad("[fake] rich message is nested too deeply")
        if not isinstance(block, dict) or not isinstance(block.get("type"), str):
            raise _bad("[fake] a rich block must be an object with a type")
        kind = block["type"]
        count["blocks"] += 1
        if kind in ("paragraph", "footer", "section_heading", "preformatted", "pull_quotation"):
            if "text" not in block:
                raise _bad(f"[fake] {kind} block without text")
            lines.append(self._check_rich_text(block["text"], depth + 1, count))
        elif kind == "divider":
            lines.append("—")
        elif kind == "table":
            cells = block.get("cells")
            if not isinstance(cells, list) or not cells or not all(isinstance(r, list) for r in cells):
                raise _bad("[fake] table cells must be an array of arrays of RichBlockTableCell")
            for row in cells:
                count["blocks"] += 1  # table rows count as blocks
                width, shown = 0, []
                for cell in row:
                    if not isinstance(cell, dict):
                        raise _bad("[fake] a table cell must be a RichBlockTableCell object")
                    if cell.get("align") not in CELL_ALIGN or cell.get("valign") not in CELL_VALIGN:
                        raise _bad("[fake] a table cell needs align left|center|right and valign top|middle|bottom")
                    for span in ("colspan", "rowspan"):
                        if span in cell and (not isinstance(cell[span], int) or cell[span] < 1):
                            raise _bad(f"[fake] {span} must be a positive integer")
                    if "is_header" in cell and not isinstance(cell["is_header"], bool):
                        raise _bad("[fake] is_header must be a boolean")
                    width += cell.get("colspan", 1)
                    shown.append(self._check_rich_text(cell.get("text"), depth + 1, count) if "text" in cell else "")
                if width > RICH_COLUMN_LIMIT:
                    raise _bad(f"[fake] a table has more than {RICH_COLUMN_LIMIT} columns")
                lines.append(" | ".join(shown))
            if "caption" in block:
                lines.append(self._check_rich_text(block["caption"], depth + 1, count))
        else:
            raise _bad(f"[fake] rich block type {kind!r} is not supported by this fake server")

    def _check_rich_text(self, text: Any, depth: int, count: dict) -> str:
        if depth > RICH_DEPTH_LIMIT:
            raise _bad("[fake] rich message is nested too deeply")
        if isinstance(text, str):
            count["chars"] += utf16_len(text)
            return text
        if isinstance(text, list):
            return "".join(self._check_rich_text(t, depth + 1, count) for t in text)
        if isinstance(text, dict) and text.get("type") in RICH_TEXT_TYPES and "text" in text:
            if text["type"] == "url" and not isinstance(text.get("url"), str):
                raise _bad("[fake] a url rich text needs its url")
            return self._check_rich_text(text["text"], depth + 1, count)
        raise _bad("[fake] can't parse rich text")

    def _send_media(self, p, files, ctx, field_name: str, method: str):
        chat, thread, reply, inline, other = self._common_send(p, ctx)
        media: Any = p.get(field_name)
        upload: UploadedFile | None = None
        if isinstance(media, str) and media.startswith("attach://"):
            upload = files.get(media[len("attach://"):])
            if upload is None:
                raise _bad(f"there is no {field_name} in the request")
        elif field_name in files:
            upload = files[field_name]
        elif not media:
            raise _bad(f"there is no {field_name} in the request")
        caption = p.get("caption")
        plain, ents, html = ("", [], None)
        if caption not in (None, ""):
            plain, ents, html = self._format(caption, p.get("parse_mode"), p.get("caption_entities"), ctx)
            if utf16_len(plain) > CAPTION_LIMIT:
                raise _bad("message caption is too long")
        self._flood_check(chat, method)
        n = next(self._ids)
        if upload is not None:
            file_id = f"fake-{field_name}-{n}"
            upload.file_id = file_id
            size, fname, mime = upload.size, upload.filename, upload.mime_type
            self._files[file_id] = {"content": upload.content, "filename": fname, "mime_type": mime,
                                    "path": f"{field_name}s/file_{n}{self._ext(fname)}", "unique": f"U{n}"}
            file_ref: UploadedFile | str = upload
        else:
            known = self._files.get(media)
            file_id = media if known else f"fake-{field_name}-{n}"
            size = len(known["content"]) if known else 0
            fname = known["filename"] if known else str(media).rsplit("/", 1)[-1][:64]
            mime = known["mime_type"] if known else None
            file_ref = media
        unique = self._files.get(file_id, {}).get("unique", f"U{n}")
        mid = self._next_mid(chat)
        data = self._message_json(chat, mid, thread, reply)
        if field_name == "photo":
            data["photo"] = [
                {"file_id": file_id + "-s", "file_unique_id": unique + "s", "width": 90, "height": 90, "file_size": max(size // 10, 1)},
                {"file_id": file_id, "file_unique_id": unique, "width": 800, "height": 600, "file_size": size},
            ]
        else:
            doc = {"file_id": file_id, "file_unique_id": unique, "file_size": size}
            if fname:
                doc["file_name"] = fname
            if mime:
                doc["mime_type"] = mime
            data["document"] = doc
        if plain:
            data["caption"] = plain
            if ents:
                data["caption_entities"] = ents
        if inline:
            data["reply_markup"] = copy.deepcopy(inline)
        bm = self._store(BotMessage(
            chat_id=chat.id, message_id=mid, thread_id=thread, kind=field_name, text=None, html=html,
            parse_mode=ctx.get("parse_mode"), entities=ents, reply_markup=inline, keyboard=other,
            caption=plain or None, file=file_ref, data=data, date=data["date"],
        ))
        self._flood_record(chat)
        ctx.update(text=plain or None, html=html)
        return copy.deepcopy(bm.data)

    @staticmethod
    def _ext(filename: str | None) -> str:
        if filename and "." in filename:
            return "." + filename.rsplit(".", 1)[1][:8]
        return ""

    def _api_sendphoto(self, p, files, ctx):
        return self._send_media(p, files, ctx, "photo", "sendphoto")

    def _api_senddocument(self, p, files, ctx):
        return self._send_media(p, files, ctx, "document", "senddocument")

    def _edit_target(self, p, ctx) -> tuple[_Chat, BotMessage]:
        chat = self._resolve_chat(p.get("chat_id"), ctx, need_post=False)
        mid = p.get("message_id")
        if mid in (None, ""):
            raise _bad("message identifier is not specified")
        if not isinstance(mid, int):
            raise _bad("message to edit not found")
        bm = self._bot_msgs.get((chat.id, mid))
        if bm is None or bm.deleted:
            key = (chat.id, mid)
            if key in self._user_msgs and key not in self._deleted_user_msgs:
                raise _bad("message can't be edited")
            raise _bad("message to edit not found")
        if bm.thread_id is not None:
            ctx["thread_id"] = bm.thread_id
        return chat, bm

    def _apply_edit(self, bm: BotMessage, **changes) -> None:
        bm.history.append({"text": bm.text, "caption": bm.caption, "html": bm.html, "entities": copy.deepcopy(bm.entities),
                           "reply_markup": copy.deepcopy(bm.reply_markup), "edit_date": bm.edit_date})
        for k, v in changes.items():
            setattr(bm, k, v)
        bm.edit_date = self._date()
        data = bm.data
        if bm.kind == "text":
            data["text"] = bm.text
            if bm.entities:
                data["entities"] = bm.entities
            else:
                data.pop("entities", None)
        if bm.reply_markup:
            data["reply_markup"] = copy.deepcopy(bm.reply_markup)
        else:
            data.pop("reply_markup", None)
        data["edit_date"] = bm.edit_date

    def _api_editmessagetext(self, p, files, ctx):
        text = p.get("text")
        if self.rich_messages and p.get("rich_message") is not None and text in (None, ""):
            return self._edit_rich(p, ctx)
        if p.get("inline_message_id"):
            if text in (None, ""):
                raise _bad("message text is empty")
            plain, _, html = self._format(text, p.get("parse_mode"), p.get("entities"), ctx)
            self._check_markup(p.get("reply_markup"))
            ctx.update(text=plain, html=html)
            return True
        chat, bm = self._edit_target(p, ctx)
        inline, _other = self._check_markup(p.get("reply_markup"))
        if text is None or text == "":
            raise _bad("message text is empty")
        plain, ents, html = self._format(text, p.get("parse_mode"), p.get("entities"), ctx)
        if plain == "":
            raise _bad("message text is empty")
        if utf16_len(plain) > TEXT_LIMIT:
            raise _bad("MESSAGE_TOO_LONG")
        if bm.kind not in ("text", "rich"):
            raise _bad("there is no text in the message to edit")
        if bm.kind == "text" and plain == bm.text and ents == bm.entities and inline == bm.reply_markup:
            raise _bad(NOT_MODIFIED)
        self._flood_check(chat, "editmessagetext")
        if bm.kind == "rich":  # a rich message edited into a text one
            bm.kind, bm.rich = "text", None
            bm.data.pop("rich_message", None)
        self._apply_edit(bm, text=plain, entities=ents, html=html, parse_mode=ctx.get("parse_mode"), reply_markup=inline)
        ctx.update(text=plain, html=html)
        return copy.deepcopy(bm.data)

    def _api_editmessagereplymarkup(self, p, files, ctx):
        if p.get("inline_message_id"):
            self._check_markup(p.get("reply_markup"))
            return True
        chat, bm = self._edit_target(p, ctx)
        inline, _other = self._check_markup(p.get("reply_markup"))
        if inline == bm.reply_markup:
            raise _bad(NOT_MODIFIED)
        self._flood_check(chat, "editmessagereplymarkup")
        self._apply_edit(bm, reply_markup=inline)
        return copy.deepcopy(bm.data)

    def _api_editmessagecaption(self, p, files, ctx):
        chat, bm = self._edit_target(p, ctx)
        inline, _other = self._check_markup(p.get("reply_markup"))
        if bm.kind == "text":
            raise _bad("there is no caption in the message to edit")
        plain, ents, html = ("", [], None)
        if p.get("caption") not in (None, ""):
            plain, ents, html = self._format(p.get("caption"), p.get("parse_mode"), p.get("caption_entities"), ctx)
            if utf16_len(plain) > CAPTION_LIMIT:
                raise _bad("message caption is too long")
        if (plain or None) == bm.caption and ents == bm.entities and inline == bm.reply_markup:
            raise _bad(NOT_MODIFIED)
        self._apply_edit(bm, caption=plain or None, entities=ents, html=html, reply_markup=inline)
        if plain:
            bm.data["caption"] = plain
        else:
            bm.data.pop("caption", None)
        if ents:
            bm.data["caption_entities"] = ents
        else:
            bm.data.pop("caption_entities", None)
        ctx.update(text=plain or None, html=html)
        return copy.deepcopy(bm.data)

    def _api_deletemessage(self, p, files, ctx):
        chat = self._resolve_chat(p.get("chat_id"), ctx, need_post=False)
        mid = p.get("message_id")
        if mid in (None, ""):
            raise _bad("message identifier is not specified")
        key = (chat.id, mid)
        bm = self._bot_msgs.get(key)
        if bm is not None and not bm.deleted:
            bm.deleted = True
            return True
        if key in self._user_msgs and key not in self._deleted_user_msgs:
            if chat.type == "private" or chat.bot_status == "administrator":
                self._deleted_user_msgs.add(key)
                return True
            raise _bad("message can't be deleted")
        raise _bad("message to delete not found")

    def _api_answercallbackquery(self, p, files, ctx):
        qid = str(p.get("callback_query_id") or "")
        q = self._callback_queries.get(qid)
        if q is None or q["answered"]:
            raise _bad(TOO_OLD_QUERY)
        text = p.get("text")
        if isinstance(text, str) and utf16_len(text) > 200:
            raise _bad("MESSAGE_TOO_LONG")
        q["answered"] = True
        q["answer"] = {k: p.get(k) for k in ("text", "show_alert", "url", "cache_time") if p.get(k) is not None}
        message = q["query"].get("message") or {}
        if message:
            ctx["chat_id"] = message["chat"]["id"]
            ctx["thread_id"] = message.get("message_thread_id")
        ctx["text"] = text
        return True

    def _api_answerinlinequery(self, p, files, ctx):
        qid = str(p.get("inline_query_id") or "")
        q = self._inline_queries.get(qid)
        if q is None or q["answered"]:
            raise _bad(TOO_OLD_QUERY)
        results = p.get("results")
        if not isinstance(results, list):
            raise _bad("can't parse inline query results JSON object")
        if len(results) > INLINE_RESULTS_LIMIT:
            raise _bad("RESULTS_TOO_MUCH")
        seen: set[str] = set()
        for r in results:
            if not isinstance(r, dict):
                raise _bad("can't parse inline query result JSON object")
            rid = r.get("id")
            if not isinstance(rid, str) or not 1 <= len(rid.encode("utf-8")) <= INLINE_RESULT_ID_LIMIT:
                raise _bad("RESULT_ID_INVALID")
            if rid in seen:
                raise _bad("RESULT_ID_DUPLICATE")
            seen.add(rid)
            if "reply_markup" in r:
                self._check_markup(r["reply_markup"])
            content = r.get("input_message_content")
            if isinstance(content, dict) and "rich_message" in content:  # InputRichMessageContent (Bot API 10.1)
                if not self.rich_messages:
                    raise _bad('[fake] can\'t parse inline query result: unsupported field "rich_message" '
                               "in input_message_content")
                self._check_rich(content["rich_message"])
        q["answered"] = True
        q["answer"] = {k: v for k, v in p.items() if k != "inline_query_id"}
        return True

    @staticmethod
    def _scope_key(scope: Any) -> str:
        if scope in (None, "", {}):
            scope = {"type": "default"}
        if isinstance(scope, str):
            scope = json.loads(scope)
        scope = dict(scope)
        for k in ("chat_id", "user_id"):
            if isinstance(scope.get(k), str) and re.fullmatch(r"-?\d+", scope[k]):
                scope[k] = int(scope[k])
        return json.dumps(scope, sort_keys=True)

    def _command_key(self, p) -> tuple[str, str]:
        scope = p.get("scope")
        if isinstance(scope, str) and scope:
            try:
                scope = json.loads(scope)
            except ValueError:
                raise _bad("can't parse BotCommandScope JSON object") from None
        if scope not in (None, "") and (not isinstance(scope, dict) or scope.get("type") not in COMMAND_SCOPES):
            raise _bad("can't parse BotCommandScope JSON object")
        lang = p.get("language_code") or ""
        if lang and not re.fullmatch(r"[a-z]{2}", str(lang)):
            raise _bad("LANG_CODE_INVALID")
        return self._scope_key(scope), lang

    def _api_setmycommands(self, p, files, ctx):
        cmds = p.get("commands")
        if not isinstance(cmds, list):
            raise _bad("can't parse commands JSON object")
        if len(cmds) > 100:
            raise _bad("BOT_COMMANDS_TOO_MUCH")
        clean = []
        for c in cmds:
            if not isinstance(c, dict):
                raise _bad("can't parse BotCommand JSON object")
            command, desc = c.get("command"), c.get("description")
            if not isinstance(command, str) or not re.fullmatch(r"[a-z0-9_]{1,32}", command):
                raise _bad("BOT_COMMAND_INVALID")
            if not isinstance(desc, str) or not 1 <= len(desc.strip()) <= 256:
                raise _bad("BOT_COMMAND_DESCRIPTION_INVALID")
            clean.append({"command": command, "description": desc})
        key = self._command_key(p)
        if clean:
            self._commands[key] = clean
        else:
            self._commands.pop(key, None)
        return True

    def _api_getmycommands(self, p, files, ctx):
        return copy.deepcopy(self._commands.get(self._command_key(p), []))

    def _api_deletemycommands(self, p, files, ctx):
        self._commands.pop(self._command_key(p), None)
        return True

    def _api_deletewebhook(self, p, files, ctx):
        self._webhook = None
        if p.get("drop_pending_updates"):
            self._updates.clear()
        return True

    def _api_setwebhook(self, p, files, ctx):
        url = p.get("url") or ""
        if url == "":
            self._webhook = None
            return True
        if not isinstance(url, str) or not url.lower().startswith("https://"):
            raise _bad("bad webhook: HTTPS url must be provided for webhook")
        if (urlsplit(url).port or 443) not in (443, 80, 88, 8443):
            raise _bad("bad webhook: Webhook can be set up only on ports 80, 88, 443 or 8443")
        if p.get("drop_pending_updates"):
            self._updates.clear()
        self._webhook = {k: v for k, v in p.items() if k != "certificate"}
        if isinstance(p.get("allowed_updates"), list):
            self._allowed_updates = set(p["allowed_updates"]) or None
        return True

    def _api_getwebhookinfo(self, p, files, ctx):
        info: dict[str, Any] = {"url": "", "has_custom_certificate": False, "pending_update_count": len(self._updates)}
        if self._webhook:
            info["url"] = self._webhook["url"]
            info["max_connections"] = int(self._webhook.get("max_connections") or 40)
            if self._webhook.get("ip_address"):
                info["ip_address"] = self._webhook["ip_address"]
            if self._allowed_updates:
                info["allowed_updates"] = sorted(self._allowed_updates)
        return info

    def _api_getchat(self, p, files, ctx):
        chat = self._resolve_chat(p.get("chat_id"), ctx, need_post=False)
        info = chat.json()
        info.update(
            accent_color_id=0, max_reaction_count=11,
            accepted_gift_types={"unlimited_gifts": False, "limited_gifts": False, "unique_gifts": False,
                                 "premium_subscription": False, "gifts_from_channels": False},
        )
        if chat.type != "private":
            info["permissions"] = {"can_send_messages": True, "can_send_polls": True, "can_invite_users": True}
        if chat.migrated_from is not None:
            pass  # not part of ChatFullInfo
        return info

    def _api_getchatmember(self, p, files, ctx):
        chat = self._resolve_chat(p.get("chat_id"), ctx, need_post=False)
        uid = p.get("user_id")
        if not isinstance(uid, int) or isinstance(uid, bool):
            raise _bad("user not found")
        if uid == self.bot_id:
            return self._member_json(chat, uid)
        if uid not in self._users:
            raise _bad("user not found")
        if chat.type == "private":
            return self._member_status_json(chat, self._user(uid), "member" if uid == chat.id else "left")
        return self._member_json(chat, uid)

    def _api_getchatadministrators(self, p, files, ctx):
        chat = self._resolve_chat(p.get("chat_id"), ctx, need_post=False)
        if chat.type == "private":
            raise _bad("there are no administrators in the private chat")
        out = [self._member_json(chat, uid) for uid, info in chat.members.items() if info["status"] in ("creator", "administrator")]
        if chat.bot_status == "administrator":
            out.append(self._member_json(chat, self.bot_id))
        return out

    def _api_leavechat(self, p, files, ctx):
        chat = self._resolve_chat(p.get("chat_id"), ctx, need_post=False)
        if chat.type == "private":
            raise _bad("chat member status can't be changed in private chats")
        bot = self.bot_user()
        old = self._member_status_json(chat, bot, chat.bot_status)
        chat.bot_status = "left"
        self._chat_member_update("my_chat_member", chat, bot, old, self._member_status_json(chat, bot, "left"))
        return True

    def _api_sendchataction(self, p, files, ctx):
        chat = self._resolve_chat(p.get("chat_id"), ctx)
        self._resolve_thread(chat, p, ctx)
        if p.get("action") not in CHAT_ACTIONS:
            raise _bad("wrong parameter action in request")
        return True

    def _api_getfile(self, p, files, ctx):
        fid = p.get("file_id")
        info = self._files.get(fid) if isinstance(fid, str) else None
        if info is None:
            raise _bad("invalid file_id")
        return {"file_id": fid, "file_unique_id": info["unique"], "file_size": len(info["content"]), "file_path": info["path"]}

    def _serve_file(self, token: str, path: str) -> tuple[int, bytes, str]:
        if token != self.token:
            return 401, json.dumps({"ok": False, "error_code": 401, "description": "Unauthorized"}).encode(), "application/json"
        with self._lock:
            for info in self._files.values():
                if info["path"] == path:
                    return 200, info["content"], info["mime_type"] or "application/octet-stream"
        return 404, json.dumps({"ok": False, "error_code": 404, "description": "Not Found"}).encode(), "application/json"

    # ------------------------------------------------------------------ getUpdates
    def _get_updates(self, p: dict, ctx: dict) -> list[dict]:
        def as_int(name, default):
            v = p.get(name, default)
            if v in (None, ""):
                return default
            if isinstance(v, bool) or not isinstance(v, int):
                raise _bad(f"invalid {name} specified")
            return v

        with self._cond:
            if self._webhook:
                raise ApiError(409, "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first")
            offset = as_int("offset", 0)
            limit = as_int("limit", 100)
            limit = 100 if limit <= 0 or limit > 100 else limit
            timeout = max(0, as_int("timeout", 0))
            allowed = p.get("allowed_updates")
            if allowed is not None:
                if not isinstance(allowed, list):
                    raise _bad("can't parse allowed_updates JSON array")
                self._allowed_updates = set(allowed) or None
            self._poll_generation += 1
            generation = self._poll_generation
            self._cond.notify_all()  # a poll already waiting is superseded now, not at its timeout
            if offset > 0:
                self._updates = [u for u in self._updates if u["update_id"] >= offset]
            elif offset < 0:
                self._updates = self._updates[offset:]
            deadline = time.monotonic() + timeout
            while True:
                if self._poll_generation != generation:
                    ctx["superseded"] = True
                    raise ApiError(409, "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running")
                kept = []
                for u in self._updates:
                    kind = next(k for k in u if k != "update_id")
                    if self._allowed(kind):
                        kept.append(u)
                self._updates = kept
                if kept or self._closing:
                    return copy.deepcopy(kept[:limit])
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return []
                self._cond.wait(remaining)
