"""Alert fan-out: paced delivery to 10,000 chats, raw sender throughput, memory at 100,000.

    python bench/alerts.py [--chats 10000] [--factor 20] [--subscriptions 100000]

1. Paced: one day's alert to each of N subscribed chats, through the fake Bot API server
   (tests/fakebot, in its own process) with Telegram's flood limits enforced, everything
   sped up by FACTOR: the server allows 30*F messages a second overall and 20*F a minute
   per group, the sender paces at 25*F a second. Prints the achieved rate as a fraction
   of the sender's allowed rate, and the 429s the server answered (target: >= 0.95, none).
2. Unthrottled: the same fan-out with the server's limits off and no pacing: messages/s
   (target >= 500).
3. Memory: 100,000 subscriptions queued a daily digest each (the whole path: told values,
   board events, rendering, the outbox), in a child process: its peak RSS (target <= 200 MB).
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import multiprocessing
import resource
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

TOKEN = "777777:AAE-bench-alerts-token-000000000000"
ALERT = ("<b>leaderbot alert</b>\n💸 Price cut: <b>DeepSeek V4 Flash</b> output $0.10 → $0.06 per 1M tokens\n"
         "🥇 New #1: <b>GPT-5.6 Luna</b> (was #3)\n⚡ <b>Qwen3.7 Max</b>: 171 → 192 tokens/s (+12%)\n\n"
         "<i>As of 2026-11-28 · Source: Artificial Analysis (artificialanalysis.ai)</i>")


def _server(chats: int, flood: tuple | None, ready, done, results) -> None:
    """The fake Bot API server, in its own process so it doesn't share our GIL."""
    from fakebot import FakeTelegram, FloodLimits

    limits = FloodLimits(*flood) if flood else False
    with FakeTelegram(token=TOKEN, bot_username="leaderbot_bench", flood_limits=limits) as tg:
        for chat in range(1, chats + 1):
            tg.private_chat(chat)
        ready.put(tg.base_url)
        done.wait()
        sends = tg.calls("sendMessage")
        results.put({"sent": len(sends), "chats": len({c.chat_id for c in sends}),
                     "429": sum(1 for e in tg.errors if e.error_code == 429), "errors": len(tg.errors)})


def fan_out(chats: int, flood: tuple | None, limits, concurrency: int) -> tuple[float, dict]:
    from telegram import Bot

    from bot import store
    from bot.telegram import broadcast

    ctx = multiprocessing.get_context("spawn")
    ready, results, done = ctx.Queue(), ctx.Queue(), ctx.Event()
    server = ctx.Process(target=_server, args=(chats, flood, ready, done, results))
    server.start()
    base_url = ready.get(timeout=120)
    with tempfile.TemporaryDirectory() as tmp:
        db = store.open_db(Path(tmp) / "fanout.db")
        store.enqueue(db, [(f"bench:{c}", c, 0, "alert", ALERT, False, "2026-01-01T00:00:00+00:00")
                           for c in range(1, chats + 1)])

        async def run() -> float:
            async with Bot(TOKEN, base_url=base_url) as bot:
                began = time.perf_counter()
                await broadcast.drain(db, bot, pacer=broadcast.Pacer(limits), concurrency=concurrency)
                return time.perf_counter() - began

        elapsed = asyncio.run(run())
        sent = db.execute("SELECT COUNT(*) FROM outbox WHERE status = 'sent'").fetchone()[0]
    done.set()
    stats = results.get(timeout=60)
    server.join()
    stats["recorded_sent"] = sent
    return elapsed, stats


def _digests(subscriptions: int, out) -> None:
    from bot import bundled, notify, store

    with tempfile.TemporaryDirectory() as tmp:
        db = store.open_db(Path(tmp) / "subs.db")
        bundled.ensure_default(db)
        now = dt.datetime(2026, 11, 28, 0, 0, tzinfo=dt.timezone.utc)
        began = time.perf_counter()
        base = store.Subscription(0, tz="Asia/Shanghai", created_at=now.isoformat())
        with db.atomic():
            for i in range(subscriptions):
                sub = store.Subscription(**{**base.__dict__, "chat_id": 1_000_000 + i,
                                            "region": (None, "cn", "intl")[i % 3], "instant": "price" if i % 4 else ""})
                store.save_subscription(db, sub)
        created = time.perf_counter() - began
        began = time.perf_counter()
        queued = notify.queue_digests(db, dt.datetime(2026, 11, 28, 1, 5, tzinfo=dt.timezone.utc))  # 09:05 Shanghai
        elapsed = time.perf_counter() - began
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    out.put({"queued": queued, "seconds": elapsed, "created": created, "rss_mb": rss})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chats", type=int, default=10_000)
    parser.add_argument("--factor", type=float, default=20.0)
    parser.add_argument("--subscriptions", type=int, default=100_000)
    args = parser.parse_args()
    from bot.telegram import broadcast

    factor = args.factor
    flood = (max(1, round(factor)), round(20 * factor), round(30 * factor))
    paced_limits = broadcast.Limits().scaled(factor)
    elapsed, stats = fan_out(args.chats, flood, paced_limits, concurrency=16)
    allowed = paced_limits.overall_per_s
    achieved = stats["sent"] / elapsed
    print(f"paced fan-out to {args.chats:,} chats, limits x{factor:g} (server: {flood[2]}/s overall, "
          f"{flood[1]}/min per group; sender: {allowed:g}/s):")
    print(f"  sent {stats['sent']:,} to {stats['chats']:,} chats in {elapsed:.1f} s = {achieved:.0f}/s, "
          f"{achieved / allowed:.3f} of the allowed rate; 429s: {stats['429']}, other errors: "
          f"{stats['errors'] - stats['429']}")

    elapsed, stats = fan_out(args.chats, None, broadcast.Limits(1e9, 0.0, 10**9, 1.0, 0.0), concurrency=16)
    print(f"unthrottled sender: {stats['sent']:,} messages in {elapsed:.1f} s = {stats['sent'] / elapsed:.0f} "
          f"messages/s (server limits off, no pacing, 16 in flight)")

    ctx = multiprocessing.get_context("spawn")
    out = ctx.Queue()
    child = ctx.Process(target=_digests, args=(args.subscriptions, out))
    child.start()
    result = out.get(timeout=3600)
    child.join()
    print(f"{args.subscriptions:,} subscriptions: a daily digest queued for each in {result['seconds']:.0f} s "
          f"({result['queued']:,} messages); peak RSS of that process {result['rss_mb']:.0f} MB")


if __name__ == "__main__":
    main()
