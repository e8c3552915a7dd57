"""The Telegram round trip: user messages through the fake Bot API server to the bot and back.

    python bench/roundtrip.py [--messages 2000] [--users 32] [--rounds 3]

Measures, in one run and on one fake server (tests/fakebot, flood limits off; the bot's
own request budget and send pacing off too, `build_application(limits=False)`):
- leaderbot (`leaderbot run`'s runner, real Application, long polling over HTTP) answering
  `/top`, `/cheap china` and phrases, from `--users` private chats each asking its next
  question as soon as the previous answer arrives;
- a bare python-telegram-bot echo bot, the same way (the floor).
Throughput is replies per second over a round; latency is from the moment the user's
message is queued on the server to the moment the bot's reply reaches the server. The two
bots take turns for `--rounds` rounds (the machine is shared and noisy): the median round's
throughput is reported, and latency percentiles over every message of every round.
"""

from __future__ import annotations

import argparse
import asyncio
import queue
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from telegram import Update  # noqa: E402
from telegram.ext import ApplicationBuilder, ContextTypes, MessageHandler, filters  # noqa: E402

from bot import bundled, store  # noqa: E402
from bot.telegram import serve  # noqa: E402
from bot.telegram.app import build_application  # noqa: E402
from bot.config import Config  # noqa: E402
from tests.fakebot import FakeTelegram  # noqa: E402

TOKEN = "777000:AAE-leaderbot-bench-token-0123456789"
QUESTIONS = ["/top", "/cheap china", "最便宜的国产模型", "fastest open model", "实时对话用哪个?",
             "/top 5 intl", "性价比最高"]  # each answered in one message
WARM_UP = 50


from figures import percentile  # noqa: E402

def drive(tg: FakeTelegram, users: list[int], messages: int) -> tuple[float, list[float]]:
    """Closed loop: each user sends, waits for the reply, sends the next. Returns (seconds, latencies)."""
    replies: dict[int, queue.Queue] = {user: queue.Queue() for user in users}
    done = threading.Event()
    start_index = len(tg.sent)

    def collect() -> None:  # one thread reads the server's record of sent messages, in order
        seen = start_index
        while not done.is_set():
            with tg._cond:  # the fake notifies this condition after every call it answers
                tg._cond.wait_for(lambda: len(tg.sent) > seen or done.is_set(), timeout=0.5)
                new, seen = tg.sent[seen:], len(tg.sent)
            for call in new:
                if call.method in ("sendMessage", "sendRichMessage"):  # leaderbot's tables go as rich messages
                    replies[call.chat_id].put(call.at)

    latencies: list[float] = []
    lock = threading.Lock()

    def user(chat: int, count: int, offset: int) -> None:
        mine = []
        for i in range(count):
            sent = time.monotonic()  # the fake's clock is time.monotonic() (no advance_time here)
            tg.send(chat, chat, QUESTIONS[(offset + i) % len(QUESTIONS)])
            mine.append(replies[chat].get(timeout=60) - sent)
        with lock:
            latencies.extend(mine)

    collector = threading.Thread(target=collect, daemon=True)
    collector.start()
    per_user = [messages // len(users) + (1 if i < messages % len(users) else 0) for i in range(len(users))]
    threads = [threading.Thread(target=user, args=(chat, n, i)) for i, (chat, n) in enumerate(zip(users, per_user))]
    began = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - began
    done.set()
    collector.join()
    return elapsed, latencies


async def echo(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    await update.effective_message.reply_text(update.effective_message.text)


async def run_bot(tg: FakeTelegram, application, config: Config, users: list[int], messages: int):
    stop = asyncio.Event()
    task = asyncio.create_task(serve.serve(config, application, stop=stop, signals=(), poll_timeout=10))
    await asyncio.to_thread(drive, tg, users, WARM_UP)
    result = await asyncio.to_thread(drive, tg, users, messages)
    stop.set()
    assert await task == 0
    return result


async def measure(messages: int, user_count: int, rounds: int,
                  rich: bool = True) -> dict[str, list[tuple[float, list[float]]]]:
    results: dict[str, list[tuple[float, list[float]]]] = {"echo": [], "leaderbot": []}
    with FakeTelegram(token=TOKEN, bot_username="leaderbot_bench", flood_limits=False, rich_messages=rich) as tg, \
            tempfile.TemporaryDirectory() as tmp:
        users = list(range(1000, 1000 + user_count))
        for chat in users:
            tg.private_chat(chat, language_code="en")
        config = Config(db_path=str(Path(tmp) / "bench.db"), token=TOKEN, api_base=tg.base_url)
        db = store.open_db(config.db_path)
        bundled.ensure_default(db)
        for _ in range(rounds):
            floor = ApplicationBuilder().token(TOKEN).base_url(tg.base_url).job_queue(None).build()
            floor.add_handler(MessageHandler(filters.TEXT, echo))
            results["echo"].append(await run_bot(tg, floor, config, users, messages))
            ours = build_application(config, db, limits=False)
            results["leaderbot"].append(await run_bot(tg, ours, config, users, messages))
        # 409: a poll replaced by the next bot's; 404: a server without rich messages, asked once per bot
        assert not [e for e in tg.errors if e.error_code not in (409, 404)], tg.errors[:3]
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=2000)
    parser.add_argument("--users", type=int, default=32, help="private chats asking at the same time")
    parser.add_argument("--rounds", type=int, default=3, help="turns each bot takes")
    parser.add_argument("--text", action="store_true",
                        help="a server without rich messages: tables go as <pre> text (default: native tables)")
    args = parser.parse_args()
    results = asyncio.run(measure(args.messages, args.users, args.rounds, rich=not args.text))

    def rate(name: str) -> float:
        return statistics.median(args.messages / elapsed for elapsed, _ in results[name])

    echo_rate = rate("echo")
    print(f"{args.messages} messages from {args.users} users at once, fake Bot API over HTTP, limits off, "
          f"{'<pre> text' if args.text else 'native tables'}, {args.rounds} rounds each:")
    print(f"  {'bot':<22} {'replies/s':>10} {'p50 ms':>8} {'p99 ms':>8} {'throughput / echo':>18}")
    for name in ("leaderbot", "echo"):
        latencies = [value for _, round_latencies in results[name] for value in round_latencies]
        label = "echo bot (the floor)" if name == "echo" else "leaderbot"
        print(f"  {label:<22} {rate(name):10.0f} {percentile(latencies, 50) * 1000:8.1f} "
              f"{percentile(latencies, 99) * 1000:8.1f} {rate(name) / echo_rate:17.2f}x")


if __name__ == "__main__":
    main()
