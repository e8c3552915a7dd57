"""No user waits on another: /top latency for other users while something slow happens.

    python bench/isolation.py [--db /tmp/leaderbot-bench-730x600.db] [--probes 150] [--digests 100000]

The bot is built and run exactly as `leaderbot run` does (bot.telegram.app.build_application
and bot.telegram.serve; the request budget widened so the probing users are never told to
slow down), on a copy of the 2-year generated database (bench/generate.py; made if
missing), against the fake Bot API server over HTTP (tests/fakebot, rich messages on, flood
limits off). Probing users ask /top one after another (the next as soon as the previous
answer arrives, then a 40 ms pause: about 20 a second, under the 30 a second
the bot paces its replies to); latency is from the moment the question is queued on
the server to the moment the answer reaches it. Scenarios, one after another in one run:

- baseline: nothing else happening;
- retry_after: one chat's reply waits out a 30 s `retry_after` (Telegram's 429);
- chart: another chat asks for a new chart as soon as the previous one arrives;
- digests: `--digests` daily digests are queued (the alerts job, in the worker thread) and
  the alert lane starts sending them.

Prints p50, p99 and the worst latency of each scenario against the 100 ms target.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import queue
import shutil
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot import store  # noqa: E402
from bot.config import Config  # noqa: E402
from bot.telegram import broadcast, serve  # noqa: E402
from bot.telegram.app import build_application  # noqa: E402
from bot.telegram.guard import RequestBudget  # noqa: E402
from tests.fakebot import FakeTelegram  # noqa: E402

TOKEN = "777001:AAE-leaderbot-bench-token-0123456789"
PROBES = list(range(1000, 1016))
HELD, CHARTS = 2000, 2001
CHART_ASKS = ["/chart", "/chart smart", "/chart value", "/frontier", "/chart china", "/chart smart china",
              "/chart value china", "/frontier china", "/chart intl", "/chart smart intl", "/chart value intl",
              "/frontier intl", "/chart open", "/chart smart open", "/chart value open"]
TARGET_MS = 100.0


class Replies:
    """Reads the fake server's record of calls (one thread), handing each chat its answers."""

    def __init__(self, tg: FakeTelegram) -> None:
        self.tg, self.seen = tg, len(tg.sent)
        self.chats: dict[int, queue.Queue] = {}
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._collect, daemon=True)
        self.thread.start()

    def of(self, chat: int) -> queue.Queue:
        return self.chats.setdefault(chat, queue.Queue())

    def _collect(self) -> None:
        while not self.done.is_set():
            with self.tg._cond:  # the fake notifies this condition after every call it answers
                self.tg._cond.wait_for(lambda: len(self.tg.sent) > self.seen or self.done.is_set(), timeout=0.5)
                new, self.seen = self.tg.sent[self.seen:], len(self.tg.sent)
            for call in new:
                if call.method in ("sendMessage", "sendRichMessage", "sendPhoto") and call.chat_id in self.chats:
                    self.chats[call.chat_id].put(call.at)

    def close(self) -> None:
        self.done.set()
        self.thread.join()


from figures import percentile  # noqa: E402

def probe(tg: FakeTelegram, replies: Replies, count: int) -> list[float]:
    """`count` /top questions from the probing users in turn; their latencies in seconds."""
    latencies = []
    for i in range(count):
        chat = PROBES[i % len(PROBES)]
        asked = time.monotonic()  # the fake's clock is time.monotonic()
        tg.send(chat, chat, "/top")
        latencies.append(replies.of(chat).get(timeout=120) - asked)
        time.sleep(0.04)  # ~20 questions a second: under the 30 a second the bot paces its replies to
    return latencies


def ask_charts(tg: FakeTelegram, replies: Replies, stop: threading.Event) -> int:
    drawn = 0
    for text in CHART_ASKS:
        if stop.is_set():
            break
        tg.send(CHARTS, CHARTS, text)
        replies.of(CHARTS).get(timeout=120)
        drawn += 1
    return drawn


def add_digest_subscriptions(path: Path, count: int) -> None:
    """`count` chats whose daily digest is due now (on a connection of this thread's own)."""
    db = store.open_db(path)
    now = dt.datetime.now(dt.timezone.utc)
    base = store.Subscription(0, tz="UTC", digest="daily", digest_at="00:00",
                              created_at=(now - dt.timedelta(days=2)).isoformat(timespec="seconds"))
    with db.atomic():
        for i in range(count):
            store.save_subscription(db, store.Subscription(**{**base.__dict__, "chat_id": 3_000_000 + i,
                                                              "region": (None, "cn", "intl")[i % 3]}))
    db.conn.close()


async def measure(db_path: Path, probes: int, digests: int) -> dict[str, tuple[list[float], str]]:
    results: dict[str, tuple[list[float], str]] = {}
    with FakeTelegram(token=TOKEN, bot_username="leaderbot_bench", flood_limits=False) as tg:
        for chat in PROBES + [HELD, CHARTS]:
            tg.private_chat(chat, language_code="en")
        config = Config(db_path=str(db_path), token=TOKEN, api_base=tg.base_url)
        db = store.open_db(db_path)
        budget = RequestBudget(per_user=10**9, per_group=10**9)  # the probes ask far more than people do
        application = build_application(config, db, budget=budget)
        stop = asyncio.Event()
        task = asyncio.create_task(serve.serve(config, application, stop=stop, signals=(), poll_timeout=10))
        replies = Replies(tg)
        try:
            await asyncio.to_thread(probe, tg, replies, 30)  # warm up: the board loaded, first answers kept

            results["baseline"] = (await asyncio.to_thread(probe, tg, replies, probes), "")

            tg.force_flood(HELD, retry_after=30, methods=["sendMessage", "sendRichMessage"])
            tg.send(HELD, HELD, "/top")
            await tg.wait_for(lambda: any(e.error_code == 429 for e in tg.errors), timeout=10)
            results["retry_after"] = (await asyncio.to_thread(probe, tg, replies, probes),
                                      "one chat's reply waiting out a 30 s retry_after")

            charts_stop = threading.Event()
            drawing = asyncio.create_task(asyncio.to_thread(ask_charts, tg, replies, charts_stop))
            latencies = await asyncio.to_thread(probe, tg, replies, probes)
            charts_stop.set()
            drawn = await drawing
            results["chart"] = (latencies, f"charts drawn one after another ({drawn} while probing)")
            began = time.perf_counter()
            await asyncio.to_thread(add_digest_subscriptions, db_path, digests)
            created = time.perf_counter() - began
            application.job_queue.run_once(broadcast.queue_job, 0)
            await asyncio.sleep(0.2)
            queued_before = db.execute("SELECT COUNT(*) FROM outbox WHERE kind = 'digest'").fetchone()[0]
            latencies = await asyncio.to_thread(probe, tg, replies, probes)
            queued_after = db.execute("SELECT COUNT(*) FROM outbox WHERE kind = 'digest'").fetchone()[0]
            results["digests"] = (latencies, f"{digests:,} digests being queued (subscriptions made in "
                                             f"{created:.0f} s; {queued_after - queued_before:,} queued while probing)")

        finally:
            application.bot_data.lane.stopping.set() if application.bot_data.lane else None
            stop.set()
            await task
            replies.close()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, default=Path("/tmp/leaderbot-bench-730x600.db"),
                        help="the generated 2-year database (bench/generate.py); copied, never changed")
    parser.add_argument("--probes", type=int, default=150, help="/top questions per scenario")
    parser.add_argument("--digests", type=int, default=100_000)
    args = parser.parse_args()
    if not args.db.exists():
        from bench.generate import generate

        print(f"generating {args.db} (2 years, 600 models)...", file=sys.stderr)
        generate(args.db, 730, 600, quiet=True)
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "isolation.db"
        shutil.copyfile(args.db, copy)
        results = asyncio.run(measure(copy, args.probes, args.digests))
    print(f"/top latency for other users ({args.probes} questions per scenario), leaderbot as `leaderbot run` "
          f"builds it, fake Bot API over HTTP, 2-year generated database:")
    print(f"  {'scenario':<12} {'p50 ms':>7} {'p99 ms':>7} {'max ms':>7}  target p99 <= {TARGET_MS:.0f} ms")
    for name, (latencies, what) in results.items():
        p99 = percentile(latencies, 99) * 1000
        print(f"  {name:<12} {percentile(latencies, 50) * 1000:7.1f} {p99:7.1f} {max(latencies) * 1000:7.1f}  "
              f"{'ok' if p99 <= TARGET_MS else 'OVER'}  {what}")


if __name__ == "__main__":
    main()
