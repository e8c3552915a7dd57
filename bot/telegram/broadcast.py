"""The alert lane: queueing due alerts and draining the outbox to Telegram without
flooding, losing or repeating.

The lane has a `Bot` of its own, opened and closed with the application and with no
python-telegram-bot rate limiter: only the `Pacer` paces it, so a 429 on a digest never
pauses the interactive answers, and the answers' pacing never delays an alert. Queueing
(the `queue_alerts` job, in the worker thread) and draining (the lane's own task) run side
by side: an instant alert queued during a long digest send-out goes out within seconds.

Pacing stays under Telegram's limits (about 30 messages a second overall, 1 a second per
chat, 20 a minute per group): by default 25/s overall, 1/s per chat, 18/min per group or
channel; with LEADERBOT_PAID_BROADCAST, Telegram's paid broadcasts (up to 1,000/s, charged
in Stars) and 900/s. A short `retry_after` is waited out; a long one reschedules that
message and the rest go on. 403s deactivate a chat (after 3 in a row; at once when the bot
is removed), a group upgraded to a supergroup is followed, every outcome is recorded.

Each row is marked 'sending' (committed) before its request and 'sent' after, so after a
crash only the messages that were in flight can repeat, and another sender (a `tick` beside
the bot) never sends a row this one holds. Requests wait long for Telegram's answer
(`SEND_TIMEOUT`): a slow answer is not a failure, and a request that timed out after it
reached Telegram is not sent again (it may have been delivered). On SIGTERM the lane stops
claiming, lets the requests in flight finish for a few seconds and puts the rest back.
"""

from __future__ import annotations

import asyncio
import collections
import datetime as dt
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import httpx
from sqlite_utils import Database
from telegram import Bot, LinkPreviewOptions
from telegram.constants import ParseMode
from telegram.error import (BadRequest, ChatMigrated, EndPointNotFound, Forbidden, InvalidToken, NetworkError,
                            RetryAfter, TelegramError, TimedOut)
from telegram.request import HTTPXRequest

from .. import notify, store
from ..config import Config
from ..snapshots import utc_iso
from .send import RichSupport, refusal, send_rich
from .state import Context

log = logging.getLogger(__name__)

STUCK = dt.timedelta(minutes=2)  # a message 'sending' this long was in flight when a sender died
FORBIDDEN_LIMIT = 3  # 403s in a row before a chat is given up
SHORT_WAIT = 5.0  # seconds of retry_after worth waiting for in place
SEND_TIMEOUT = 60.0  # seconds to wait for Telegram's answer to one alert: slow is not failed
CONCURRENCY = 8  # alerts in flight at once
STOP_GRACE = 4.0  # seconds the requests in flight get to finish at shutdown
IDLE = 5.0  # seconds between looks at the outbox when nothing is due
PAID_PER_S = 900.0  # paid broadcasts: Telegram allows 1,000 messages a second


@dataclass
class Limits:
    overall_per_s: float = 25.0
    chat_interval_s: float = 1.0
    group_per_window: int = 18
    group_window_s: float = 60.0
    # A sender that woke late may catch up this much: at most 25 * 1.1 = 27.5 messages
    # in any second, under Telegram's 30, without losing pace to timer overshoot.
    catch_up_s: float = 0.1

    @classmethod
    def paid(cls) -> Limits:
        """Telegram's paid broadcasts: up to 1,000 messages a second overall (per-chat and
        per-group limits stay)."""
        return cls(overall_per_s=PAID_PER_S)

    def scaled(self, factor: float) -> Limits:
        """The same limits `factor` times faster (benchmarks against a sped-up server)."""
        return Limits(self.overall_per_s * factor, self.chat_interval_s / factor, self.group_per_window,
                      self.group_window_s / factor, self.catch_up_s / factor)


@dataclass
class Pacer:
    """When each next message may go, per Telegram's limits. `clock` is monotonic seconds."""

    limits: Limits = field(default_factory=Limits)
    clock: Callable[[], float] = time.monotonic
    _next_overall: float = 0.0
    _chat_next: dict[int, float] = field(default_factory=dict)
    _group_sent: dict[int, collections.deque] = field(default_factory=dict)

    def chat_wait(self, chat_id: int) -> float:
        """Seconds until this chat may get a message (per-chat and per-group limits)."""
        now = self.clock()
        wait = self._chat_next.get(chat_id, 0.0) - now
        window = self._group_sent.get(chat_id)
        if chat_id < 0 and window:
            while window and window[0] <= now - self.limits.group_window_s:
                window.popleft()
            if len(window) >= self.limits.group_per_window:
                wait = max(wait, window[0] + self.limits.group_window_s - now)
        return max(0.0, wait)

    def overall_wait(self) -> float:
        return max(0.0, self._next_overall - self.clock())

    def take(self, chat_id: int) -> None:
        now = self.clock()
        self._next_overall = max(self._next_overall, now - self.limits.catch_up_s) + 1.0 / self.limits.overall_per_s
        self._chat_next[chat_id] = now + self.limits.chat_interval_s
        if chat_id < 0:
            self._group_sent.setdefault(chat_id, collections.deque()).append(now)

    def hold_chat(self, chat_id: int, seconds: float) -> None:
        self._chat_next[chat_id] = max(self._chat_next.get(chat_id, 0.0), self.clock() + seconds)


@dataclass
class DrainStats:
    sent: int = 0
    retried: int = 0
    rescheduled: int = 0
    forbidden: int = 0
    failed: int = 0
    migrated: int = 0
    deactivated: int = 0



async def drain(db: Database, bot: Bot, *, pacer: Pacer | None = None, now: Callable[[], dt.datetime] | None = None,
                max_messages: int | None = None, concurrency: int = CONCURRENCY, batch: int = 500,
                sleep: Callable[[float], object] = asyncio.sleep, stop: threading.Event | None = None,
                paid: bool = False, rich: RichSupport | None = None) -> DrainStats:
    """Send what is due in the outbox, paced, until nothing due is left (or `max_messages`,
    or `stop` is set).

    At most `concurrency` requests are in flight; each message is marked 'sending' right
    before its request and its outcome recorded right after it. `paid`: as Telegram's paid
    broadcasts (`allow_paid_broadcast`). `rich`: whether a message with a native-table form
    goes as a rich message (else its HTML)."""
    pacer = pacer or Pacer()
    rich = rich or RichSupport("off")
    now = now or (lambda: dt.datetime.now(dt.timezone.utc))
    stop = stop or threading.Event()
    stats = DrainStats()
    gate = asyncio.Semaphore(concurrency)
    tasks: set[asyncio.Task] = set()
    started = 0
    limit = max_messages if max_messages is not None else float("inf")

    async def pause(seconds: float) -> None:  # a wait that ends early at shutdown
        await sleep(min(seconds, 0.5) if seconds > 0.5 else seconds)

    while started < limit and not stop.is_set():
        due = store.due_messages(db, utc_iso(now()), batch)
        busy = {getattr(task, "place", None) for task in tasks}
        ready, soonest, seen = [], None, set(busy)
        for message in due:
            place = (message.chat_id, message.thread_id)
            if place in seen:
                continue  # one message per chat at a time keeps a chat's messages in order
            seen.add(place)
            wait = pacer.chat_wait(message.chat_id)
            if wait > 0:
                soonest = wait if soonest is None else min(soonest, wait)
                continue
            ready.append(message)
        if not ready:
            if tasks:
                await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED, timeout=0.5)
                continue
            if soonest is None:
                break  # nothing due
            await pause(soonest)
            continue
        # About a second of sending per look at the outbox: an alert queued meanwhile is seen soon.
        per_look = max(concurrency, int(pacer.limits.overall_per_s))
        for message in ready[: int(min(len(ready), limit - started, per_look))]:
            wait = pacer.overall_wait()
            if wait > 0:
                await sleep(wait)
            await gate.acquire()  # before claiming: at most `concurrency` messages are ever 'sending'
            if stop.is_set():
                gate.release()
                break
            if not store.claim(db, message.id):  # another sender (a `tick` beside the bot) has it
                gate.release()
                continue
            pacer.take(message.chat_id)
            task = asyncio.create_task(_send(db, bot, message, pacer, stats, gate, now, sleep, paid, rich))
            task.place = (message.chat_id, message.thread_id)  # type: ignore[attr-defined]
            tasks.add(task)
            task.add_done_callback(tasks.discard)
            started += 1
        if tasks:
            await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED, timeout=0.5)
    if tasks:
        _, late = await asyncio.wait(tasks, timeout=STOP_GRACE if stop.is_set() else None)
        for task in late:  # shutting down: these go back to the queue (they are in flight, so may repeat)
            task.cancel()
        if late:
            await asyncio.wait(late)
    return stats


_GONE = ("kicked", "not a member", "deactivated")


def _unsent(exc: TimedOut) -> bool:
    """Whether a timed-out request surely never reached Telegram (no connection, or no
    free one), so sending it again can't make a duplicate."""
    return isinstance(exc.__cause__, (httpx.ConnectTimeout, httpx.PoolTimeout)) or "Pool timeout" in str(exc)


async def _send(db, bot, message, pacer, stats, gate, now, sleep, paid, rich) -> None:
    chat_id = message.chat_id
    native = message.rich  # the native-table form's JSON, if it has one

    def done(outcome: str, detail: str | None = None, message_id: int | None = None,
             retry_at: str | None = None) -> None:
        store.record_outcomes(db, [(message.id, chat_id, outcome, detail, message_id, retry_at)])

    try:
        for attempt in range(3):
            try:
                sent = None
                if native is not None and rich.wanted:
                    try:
                        sent = await send_rich(bot, chat_id, native, message_thread_id=message.thread_id or None,
                                               disable_notification=message.silent or None,
                                               allow_paid_broadcast=paid or None)
                    except (EndPointNotFound, BadRequest) as exc:  # not sent: the HTML form goes instead
                        why = refusal(exc)
                        if why is None:
                            raise  # about the chat, not the form: handled below like any send
                        if why == "method":
                            rich.refuse(str(exc))
                        else:
                            log.warning("a rich alert was refused (%s): sent as text", exc)
                if sent is None:
                    sent = await bot.send_message(
                        chat_id, message.text, parse_mode=ParseMode.HTML, message_thread_id=message.thread_id or None,
                        disable_notification=message.silent, link_preview_options=LinkPreviewOptions(is_disabled=True),
                        allow_paid_broadcast=paid or None,
                    )
                stats.sent += 1
                done("sent", message_id=sent.message_id)
                return
            except RetryAfter as exc:
                seconds = exc.retry_after.total_seconds() if isinstance(exc.retry_after, dt.timedelta) \
                    else float(exc.retry_after)
                pacer.hold_chat(chat_id, seconds)
                if seconds <= SHORT_WAIT and attempt < 2:
                    stats.retried += 1
                    await sleep(seconds)
                    continue
                stats.rescheduled += 1
                done("retry_after", f"retry after {seconds:g}s",
                     retry_at=utc_iso(now() + dt.timedelta(seconds=seconds)))
                return
            except ChatMigrated as exc:
                stats.migrated += 1
                store.migrate_chat(db, chat_id, exc.new_chat_id)
                chat_id = exc.new_chat_id
                continue
            except Forbidden as exc:
                stats.forbidden += 1
                done("forbidden", str(exc))
                gone = any(word in str(exc).lower() for word in _GONE)
                if gone or store.count_forbidden(db, chat_id) >= FORBIDDEN_LIMIT:
                    stats.deactivated += store.deactivate_chat(db, chat_id, f"forbidden: {exc}")
                return
            except BadRequest as exc:
                stats.failed += 1
                done("bad_request", str(exc))
                problem = str(exc).lower()
                if "chat not found" in problem:  # the chat is gone: stop its subscriptions
                    stats.deactivated += store.deactivate_chat(db, chat_id, f"bad request: {exc}")
                elif "thread not found" in problem:  # the forum topic was deleted: stop that one
                    sub = store.subscription(db, chat_id, message.thread_id)
                    if sub is not None and sub.active:
                        store.unsubscribe(db, sub, f"bad request: {exc}")
                        stats.deactivated += 1
                return
            except TimedOut as exc:
                if not _unsent(exc):  # Telegram may have it: sending it again could repeat it
                    stats.failed += 1
                    done("timeout", f"no answer within {SEND_TIMEOUT:g}s; not sent again, it may have arrived")
                    return
                if attempt < 2:
                    await sleep(0.5 * (attempt + 1))
                    continue
                stats.rescheduled += 1
                done("network", str(exc), retry_at=utc_iso(now() + dt.timedelta(minutes=1)))
                return
            except NetworkError as exc:  # a 5xx or a dropped connection: Telegram did not take it
                if attempt < 2:
                    await sleep(0.5 * (attempt + 1))
                    continue
                stats.rescheduled += 1
                done("network", str(exc), retry_at=utc_iso(now() + dt.timedelta(minutes=1)))
                return
        stats.failed += 1
        done("gave_up", "too many attempts")
    except asyncio.CancelledError:  # shut down mid-request: back to the queue, sent after the restart
        done("interrupted", "shut down while sending", retry_at=utc_iso(now()))
        raise
    except Exception as exc:  # noqa: BLE001 - never leave a message 'sending' behind
        log.exception("sending an alert failed unexpectedly")
        stats.rescheduled += 1
        done("error", f"{exc.__class__.__name__}: {exc}"[:300],
             retry_at=utc_iso(now() + dt.timedelta(minutes=1)))
    finally:
        gate.release()


def lane_bot(config: Config) -> Bot:
    """The alert lane's own Bot: no rate limiter (the Pacer paces it), long timeouts, and a
    connection for each request in flight."""
    request = HTTPXRequest(connection_pool_size=CONCURRENCY + 2, read_timeout=SEND_TIMEOUT,
                           write_timeout=SEND_TIMEOUT, connect_timeout=10.0, pool_timeout=SEND_TIMEOUT)
    return Bot(config.token or "", base_url=config.api_base, request=request)


class Lane:
    """The alert lane of a running bot: its own Bot and a task that drains the outbox while
    the application runs (`open` at start-up, `close` at shutdown)."""

    def __init__(self, db: Database, config: Config, *, bot: Bot | None = None, limits: Limits | None = None,
                 rich: RichSupport | None = None) -> None:
        self.db, self.bot = db, bot or lane_bot(config)
        self.rich = rich or RichSupport(config.rich)
        self.paid = config.paid_broadcast
        self.pacer = Pacer(limits or (Limits.paid() if self.paid else Limits()))
        self.stopping = threading.Event()  # set at shutdown: the queueing in the worker stops too
        self.sent = DrainStats()
        self._wake = asyncio.Event()
        self._task: asyncio.Task | None = None

    async def open(self) -> None:
        await self.bot.initialize()
        self._task = asyncio.create_task(self._run(), name="leaderbot-alert-lane")

    def wake(self) -> None:
        """New messages were queued: look at the outbox now."""
        self._wake.set()

    async def close(self) -> None:
        """Stop within a few seconds: what is in flight finishes or goes back to the queue."""
        self.stopping.set()
        self._wake.set()
        if self._task is not None:
            await self._task
            self._task = None
        await self.bot.shutdown()

    async def _run(self) -> None:
        while not self.stopping.is_set():
            try:
                started = time.perf_counter()
                stats = await drain(self.db, self.bot, pacer=self.pacer, stop=self.stopping, paid=self.paid,
                                    rich=self.rich)
                _log_batch(stats, time.perf_counter() - started)
                for name, value in vars(stats).items():
                    setattr(self.sent, name, getattr(self.sent, name) + value)
            except Exception:  # noqa: BLE001 - the lane outlives one bad round (logged, retried)
                log.exception("the alert lane failed; trying again shortly")
            if self.stopping.is_set():
                break
            try:
                await asyncio.wait_for(self._wake.wait(), IDLE)
            except TimeoutError:
                pass
            self._wake.clear()


def _log_batch(stats: DrainStats, seconds: float) -> None:
    """One line per alert batch the lane sent (nothing when there was nothing to send)."""
    counts = vars(stats)
    if not any(counts.values()):
        return
    log.info("alert batch: sent %d, rescheduled %d, blocked %d, failed %d in %.1f s", stats.sent, stats.rescheduled,
             stats.forbidden, stats.failed, seconds,
             extra={"event": "alert_batch", **counts, "ms": round(seconds * 1000, 1)})


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


def queue_alerts(db: Database, now: dt.datetime, stop: threading.Event | None = None) -> tuple[int, int]:
    """Queue instant alerts and due digests (in the worker: it is slow with many chats); a
    message left 'sending' by a sender that died goes back to the queue first."""
    store.recover_in_flight(db, older_than=STUCK)
    return notify.queue_instant(db, now, stop=stop), notify.queue_digests(db, now, stop=stop)


async def queue_job(context: Context) -> None:
    """Every 30 s: queue instant alerts and due digests, off the event loop; the lane sends them."""
    data = context.bot_data
    lane, worker = data.lane, data.worker
    stop = lane.stopping if lane is not None else None
    started = time.perf_counter()
    queued = await worker.run(lambda db: queue_alerts(db, _now(), stop))
    if any(queued):
        ms = round((time.perf_counter() - started) * 1000, 1)
        log.info("alerts queued: %d instant, %d digest messages in %.1f ms", *queued, ms,
                 extra={"event": "alerts_queued", "instant": queued[0], "digests": queued[1], "ms": ms})
    if lane is not None and any(queued):
        lane.wake()


async def run_alerts(db: Database, bot: Bot, now: dt.datetime, *, frozen: bool = False,
                     **kw) -> tuple[int, int, DrainStats]:
    """Everything the alert side does once (`leaderbot tick`): recover, queue, send."""
    instant, digests = queue_alerts(db, now)
    stats = await drain(db, bot, now=lambda: now if frozen else _now(), **kw)
    return instant, digests, stats


class NotSent(Exception):
    """The alerts were queued but could not be sent; the message never holds the token."""


def tick(config: Config, db: Database, now: dt.datetime, *, frozen: bool) -> tuple[int, int, DrainStats]:
    """`leaderbot tick`'s alert side: recover, queue, then send once with a lane bot of its own."""
    instant, digests = queue_alerts(db, now)
    limits = Limits.paid() if config.paid_broadcast else Limits()

    async def go() -> DrainStats:
        async with lane_bot(config) as bot:
            return await drain(db, bot, now=lambda: now if frozen else _now(), paid=config.paid_broadcast,
                               pacer=Pacer(limits), rich=RichSupport(config.rich))

    try:
        return instant, digests, asyncio.run(go())
    except InvalidToken:  # its text quotes the token
        raise NotSent("the Bot API rejected TELEGRAM_BOT_TOKEN (401 Unauthorized or 404 Not Found)") from None
    except TelegramError as exc:
        detail = str(exc)
        for secret in config.secrets:
            detail = detail.replace(secret, "<redacted>")
        raise NotSent(f"the Bot API at {config.api_base.split('/bot')[0]} failed: {detail}") from None
