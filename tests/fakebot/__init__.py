"""A fake Telegram Bot API server for tests (standard library only).

It speaks real HTTP on 127.0.0.1 (``ThreadingHTTPServer`` in a background thread), so the bot
under test uses python-telegram-bot's normal network stack; it works from sync and async tests.

Quick start::

    from telegram import Bot
    from telegram.ext import ApplicationBuilder

    with FakeTelegram(token="123:ABC", bot_username="leaderbot_test") as tg:
        bot = Bot(tg.token, base_url=tg.base_url, base_file_url=tg.base_file_url)
        app = (ApplicationBuilder().token(tg.token)
               .base_url(tg.base_url).base_file_url(tg.base_file_url).build())
        tg.private_chat(42, first_name="Alice")
        tg.send(42, 42, "/start")                     # queued for getUpdates
        ...                                            # run the bot / app
        msgs = tg.wait_for_messages(42, 1)            # `await` it inside an event loop
        assert msgs[0].text == "Welcome!"

``FakeTelegram(token="123:ABC", bot_username="leaderbot_test", *, bot_first_name="Leaderbot",
flood_limits=True, strict_html=True, privacy_mode=False, can_join_groups=True, inline_mode=True,
host="127.0.0.1", port=0)`` -- the bot id is the token's number; getMe reports the BotFather
settings (``can_join_groups``, ``can_read_all_group_messages`` = not ``privacy_mode``,
``supports_inline_queries`` = ``inline_mode``).  Use it as ``with``/``async with`` or call ``start()``/``stop()``.
``tg.base_url`` is ``http://127.0.0.1:PORT/bot`` (PTB appends the token), ``tg.base_file_url``
``http://127.0.0.1:PORT/file/bot``, ``tg.api_url`` the base URL with the token.

HTTP surface
------------
``POST`` (or ``GET``) ``/bot<token>/<method>`` with a JSON, form-urlencoded or multipart body (form
values may be JSON-encoded strings, as python-telegram-bot sends them; files are multipart parts,
directly under the parameter name or referenced as ``attach://name``).  Method names are
case-insensitive.  Answers are the Bot API envelope ``{"ok": true, "result": ...}`` /
``{"ok": false, "error_code": N, "description": "...", "parameters": {...}}``.  A wrong token
gets 401 "Unauthorized", an unknown method 404 "Not Found".  ``GET /file/bot<token>/<file_path>``
downloads an uploaded file (see getFile).

Methods: getMe, getUpdates, sendMessage, sendRichMessage, sendPhoto, sendDocument, editMessageText,
editMessageReplyMarkup, editMessageCaption, deleteMessage, answerCallbackQuery,
answerInlineQuery, setMyCommands, getMyCommands, deleteMyCommands, deleteWebhook, setWebhook,
getWebhookInfo, getChat, getChatMember, getChatAdministrators, leaveChat, sendChatAction,
getFile, logOut, close.

Rules enforced (error texts are Telegram's unless marked ``[fake ...]``)
----------------------------------------------------------------------
* Text: 1-4096 UTF-16 code units *after* entity parsing and trimming (so with HTML tags don't
  count and ``&amp;`` is one character): empty -> 400 "Bad Request: message text is empty",
  too long -> "Bad Request: message is too long" (editMessageText: "Bad Request: MESSAGE_TOO_LONG").
  Captions: at most 1024 -> "Bad Request: message caption is too long".
* ``parse_mode=HTML`` is parsed by a port of TDLib's parser: only b strong i em u ins s strike del
  span class="tg-spoiler" tg-spoiler a href code pre (with inner ``code class="language-x"``)
  blockquote [expandable] tg-emoji tg-time, properly closed -> otherwise
  "Bad Request: can't parse entities: <TDLib message>", e.g. ``Unsupported start tag "p" at byte
  offset 0``, ``Can't find end tag corresponding to start tag "b"``, ``Unmatched end tag at byte
  offset 9, expected "</b>", found "</i>"``.  Strict mode (``strict_html=True``, the default)
  also rejects what the docs say must be escaped but real Telegram tolerates: ``&`` not starting
  ``&lt; &gt; &amp; &quot;`` or a numeric reference (with ``;``), and a bare ``>``; those
  descriptions contain ``[fake strict mode]``.  ``strict_html=False`` = exactly TDLib.  Both the
  raw HTML and the parsed plain text + entities are stored.  MarkdownV2/Markdown are accepted
  but not parsed (text stored as sent).  Unknown parse_mode -> "Bad Request: unsupported parse_mode".
* Inline keyboards: each button needs a string ``text`` and exactly one action field;
  callback_data must be 1-64 bytes (UTF-8) -> "Bad Request: BUTTON_DATA_INVALID"; no action ->
  "...Text buttons are unallowed in the inline keyboard"; several -> ``[fake]`` message.  Inline
  keyboards are echoed back in the returned Message; other reply_markup kinds are stored in
  ``BotMessage.keyboard``.
* editMessageText/editMessageReplyMarkup/editMessageCaption: same content and markup -> "Bad
  Request: message is not modified: specified new message content and reply markup are exactly
  the same as a current content and reply markup of the message"; unknown/deleted message ->
  "Bad Request: message to edit not found"; a user's message -> "Bad Request: message can't be
  edited"; editMessageText on a photo/document -> "Bad Request: there is no text in the message to
  edit".  As on Telegram, an edit *without* reply_markup removes the inline keyboard.
* Flood control (``flood_limits=True`` | ``False`` | ``FloodLimits(private_per_second=1,
  group_per_minute=20, global_per_second=30)``, switchable at runtime via ``tg.flood_limits =``):
  sendMessage/sendPhoto/sendDocument at most 1/s per private chat, 20/min per group, supergroup
  or channel, 30/s overall -> 429 "Too Many Requests: retry after N" with
  ``parameters.retry_after = N``.  ``tg.force_flood(chat_id, retry_after=N, times=1,
  methods=None)`` makes the next sends to that chat fail the same way (works with limits off).
  ``tg.advance_time(seconds)`` moves the fake clock (flood windows, message dates) without
  sleeping; ``tg.reset_flood()`` forgets history.
* Chats: unknown -> 400 "Bad Request: chat not found" (a known user without a private chat ->
  403 "Forbidden: bot can't initiate conversation with a user"); blocked -> 403 "Forbidden: bot
  was blocked by the user"; removed -> 403 "Forbidden: bot was kicked from the group chat" (or
  supergroup/channel chat); left -> 403 "Forbidden: bot is not a member of the group chat";
  upgraded group -> 400 "Bad Request: group chat was upgraded to a supergroup chat" with
  ``parameters.migrate_to_chat_id``; channel without admin rights -> "Bad Request: need
  administrator rights in the channel chat"; missing chat_id -> "Bad Request: chat_id is empty".
* message_thread_id to a non-forum chat or an unknown topic -> 400 "Bad Request: message thread
  not found".  Replies (reply_parameters / reply_to_message_id) to a missing message -> "Bad
  Request: message to be replied not found" (unless allow_sending_without_reply); a reply to a
  topic message lands in that topic.
* answerCallbackQuery / answerInlineQuery for an unknown or already answered id -> 400 "Bad
  Request: query is too old and response timeout expired or query ID is invalid";
  answerInlineQuery: > 50 results -> "Bad Request: RESULTS_TOO_MUCH", an id not 1-64 bytes ->
  "Bad Request: RESULT_ID_INVALID", duplicate ids -> "Bad Request: RESULT_ID_DUPLICATE".
* setMyCommands: <= 100 commands ("BOT_COMMANDS_TOO_MUCH"), command ``[a-z0-9_]{1,32}``
  ("BOT_COMMAND_INVALID"), description 1-256 ("BOT_COMMAND_DESCRIPTION_INVALID"); stored per
  (scope, language_code); getMyCommands returns exactly that list (``[]`` if unset).
* getUpdates: ``offset`` confirms (drops) earlier updates (negative = keep the last -offset),
  ``limit`` 1-100, ``timeout`` long-polls until an update arrives, ``allowed_updates`` is
  remembered (default: everything except chat_member, message_reaction,
  message_reaction_count; the filter is applied when updates are handed out).  A newer
  getUpdates makes a waiting one answer 409 "Conflict: terminated by other getUpdates request;
  make sure that only one bot instance is running" (recorded in ``tg.conflicts``, not
  ``tg.errors``).  While a webhook is set getUpdates answers 409 "Conflict: can't use getUpdates
  method while webhook is active; use deleteWebhook to delete the webhook first".  setWebhook
  needs an https URL; no webhook requests are ever sent.
* sendChatAction: unknown action -> "Bad Request: wrong parameter action in request".
  deleteMessage: unknown -> "Bad Request: message to delete not found"; other users' messages in
  groups need bot admin -> "Bad Request: message can't be deleted".

Rich messages (Bot API 10.1)
----------------------------
``sendRichMessage`` takes ``rich_message``, an InputRichMessage; the fake accepts it as
``blocks`` (html/markdown forms are refused ``[fake]``): paragraph, section_heading, footer,
preformatted, pull_quotation (each with a RichText ``text``), divider, and table
(``cells``: rows of RichBlockTableCell, each with ``align`` left|center|right and ``valign``
top|middle|bottom, optional ``text``, ``is_header`` (bool), ``colspan``/``rowspan`` (>= 1);
optional ``caption``, ``is_bordered``, ``is_striped``).  RichText is a string, an array of
RichText, or ``{"type": "bold"|"italic"|"code"|"url"(+"url")|..., "text": RichText}``.  Limits:
32768 characters of text, 500 blocks (table rows count), nesting depth 16, 20 table columns;
exactly one of html/markdown/blocks.  ``editMessageText`` with ``rich_message`` (and no
``text``) edits a text or rich message into a rich one.  The message JSON carries
``rich_message: {"blocks": [...]}``; ``BotMessage.kind`` is ``"rich"``, ``.rich`` the blocks,
``.tables`` each table's cells as plain strings, ``.text`` the plain text (table rows joined
by " | ").  ``FakeTelegram(rich_messages=False)`` is an older server: sendRichMessage is 404
Not Found and ``rich_message`` is ignored (so an edit without ``text`` is "message text is
empty").

Faults
------
``tg.fail(method, status=502, reset=False, times=1, delay=0.0, chat_id=None)``: the next calls
of ``method`` (to that chat) are answered ``status`` ("Bad Gateway"...), or the connection is
closed without an answer (``reset``), after ``delay`` seconds (``status=200`` with a delay is
just a slow answer).  ``tg.answer_everything = (401, "Unauthorized")`` answers every request so
(e.g. ``(404, "Not Found")``); ``None`` restores normal service.

User-side driver (each queues Updates for getUpdates and returns what it created)
---------------------------------------------------------------------------------
* ``tg.user(user_id, first_name=None, *, last_name, username, language_code, is_premium)`` ->
  User JSON (users are also auto-created as ``User<id>`` when first used).
* ``tg.private_chat(user_id, first_name="Alice", language_code="en", *, last_name, username)``
  -> Chat JSON (no update).
* ``tg.group(chat_id, title, supergroup=False, forum=False, *, username, owner_id,
  bot_member=True, bot_admin=False)`` -> Chat JSON; ids must be negative.
  ``tg.channel(chat_id, title, *, username, bot_admin=True)`` -> Chat JSON.
* ``tg.create_topic(chat_id, name, by_user_id=None)`` -> thread_id (queues the
  forum_topic_created service message).
* ``tg.send(chat_id, user_id, text, thread_id=None, reply_to=None, *, entities=None)`` -> Update.
  Commands get ``bot_command`` entities (``/top``, ``/top@leaderbot_test``), ``@name`` gets
  ``mention``; also hashtag/cashtag/url/email.  Topic messages have message_thread_id,
  is_topic_message and (like Telegram) reply_to_message = the topic's creation message.  An
  anonymous admin's messages come from GroupAnonymousBot with sender_chat.  Sending to a
  private chat that doesn't exist yet creates it when chat_id == user_id; a blocked user who
  writes unblocks the bot.  If the bot can't see the message (not in the chat, or privacy
  mode: only commands, messages mentioning ``@bot_username`` and replies to the bot pass) nothing
  is queued and ``update_id`` is None.
* ``tg.edit(chat_id, message_id, text)`` -> edited_message Update.
  ``tg.channel_post(chat_id, text)`` -> channel_post Update.
* ``tg.press(chat_id, message_id, callback_data, user_id)`` -> callback_query Update (data is not
  checked against the keyboard, so forged data works); ``tg.callback_answer(update_or_id)`` ->
  the answerCallbackQuery parameters or None.
* ``tg.inline_query(user_id, query, *, offset="", chat_type=None)`` -> inline_query Update;
  ``tg.inline_answer(update_or_id)``.
* ``tg.add_bot(chat_id, by_user_id, *, as_admin=False)`` -> [my_chat_member, message with
  new_chat_members] (channels: just the first).  ``tg.remove_bot(chat_id, by_user_id=None)``,
  ``tg.block(user_id)``, ``tg.unblock(user_id)`` -> my_chat_member Update.
* ``tg.make_admin(chat_id, user_id, anonymous=False)`` -> chat_member Update (my_chat_member when
  user_id is the bot's id).
* ``tg.upgrade_to_supergroup(chat_id, new_id=None)`` -> new id (default ``-100`` + old digits).

Recording and waiting
---------------------
* ``tg.sent``: list of :class:`Call` -- every successful call except getUpdates, in order:
  ``method, params, chat_id, thread_id, text`` (parsed plain text / caption), ``html`` (raw
  text if parse_mode was HTML), ``parse_mode, result, files`` ({field: :class:`UploadedFile`
  with ``filename, content, mime_type, file_id``}), ``message_id``, ``file``.
* ``tg.calls(method)`` (case-insensitive; ``"getUpdates"`` gives ``tg.polls``).
* ``tg.errors``: list of :class:`Rejection` (``method, params, error_code, description``
  (= ``reason``), ``parameters, chat_id, thread_id``; ``traceback`` for 500s = fake bugs).
* ``tg.messages(chat_id, thread_id=None, *, include_deleted=False)`` -> list of
  :class:`BotMessage` (current state after edits: ``text, html, entities, reply_markup,
  buttons, callback_data, button(text), caption, file, kind, keyboard, data`` (Message JSON),
  ``edit_date, history, deleted``); ``tg.message(chat_id, message_id)``, ``tg.last_message(...)``.
* ``tg.commands(scope=None, language_code="")``, ``tg.command_sets``, ``tg.webhook``,
  ``tg.updates`` (all queued), ``tg.pending_updates``, ``tg.chat_member_status(chat, user)``,
  ``tg.clear_records()``.
* ``tg.wait_for(predicate, timeout=5)`` (predicate takes no arguments; returns its truthy value),
  ``tg.wait_for_messages(chat_id, n=1, timeout=5, *, thread_id=None)``,
  ``tg.wait_for_calls(method, n=1, timeout=5)``: they block in sync code and return an awaitable
  when called inside a running event loop (``await tg.wait_for_messages(...)``), so a bot polling
  in a background task keeps running.  On timeout they raise :class:`WaitTimeout` (an
  AssertionError) that lists the last calls and errors.

Not simulated: webhook delivery, media processing, MarkdownV2 parsing, message age limits for
edits/deletes, callback query expiry by time, inline-message edits beyond returning True.
"""

from .markup import HtmlParseError, parse_html, utf16_len
from .server import (
    ApiError,
    BotMessage,
    Call,
    FakeTelegram,
    FloodLimits,
    Rejection,
    UploadedFile,
    WaitTimeout,
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
    "HtmlParseError",
    "parse_html",
    "utf16_len",
]
