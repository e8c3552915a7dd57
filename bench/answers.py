"""Answering speed on a 2-year database, side by side with a bare echo bot.

    python bench/answers.py [--db /tmp/leaderbot-bench-730x600.db] [--runs 400]

Measures, in one run:
- in-process handler time for /top, /cheap china and /model X: one real `Update`
  through python-telegram-bot's `Application.process_update` with the in-process Bot API
  (the path `leaderbot ask` and Telegram take), p50 and p99;
- the same figure for a bare python-telegram-bot echo handler on the same path (the floor);
- cold start of `leaderbot ask "/top"` as a new process (median of several);
- peak memory (max RSS) of this process and of the cold-start process.
The database is generated first (bench/generate.py) when it isn't there.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from telegram import Update  # noqa: E402
from telegram.ext import ApplicationBuilder, MessageHandler, filters  # noqa: E402

from bot import store  # noqa: E402
from bot.telegram.app import build_application  # noqa: E402
from bot.config import Config  # noqa: E402
from bot.telegram.local import LOCAL_TOKEN, LocalBotAPI, text_update  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
from generate import generate  # noqa: E402


async def time_updates(application, texts: list[str], runs: int, forget=None) -> dict[str, list[float]]:
    timings: dict[str, list[float]] = {t: [] for t in texts}
    for i in range(runs + 20):
        for text in texts:
            update = Update.de_json(text_update(text, chat_id=10, user_id=10, lang="en", group=False), application.bot)
            if forget:
                forget()
            began = time.perf_counter()
            await application.process_update(update)
            if i >= 20:  # the first rounds warm caches, as a running bot's would be
                timings[text].append((time.perf_counter() - began) * 1000)
    return timings


async def echo(update, context) -> None:
    await update.effective_message.reply_text(update.effective_message.text)


async def measure(db_path: Path, runs: int, model: str) -> dict:
    config = Config.from_env(env={}, db_path=str(db_path))
    db = store.open_db(db_path)
    api = LocalBotAPI()
    bot_app = build_application(config, db, request=api, token=LOCAL_TOKEN)
    echo_api = LocalBotAPI()
    echo_app = (ApplicationBuilder().token(LOCAL_TOKEN).request(echo_api).get_updates_request(echo_api)
                .job_queue(None).build())
    echo_app.add_handler(MessageHandler(filters.TEXT, echo))
    texts = ["/top", "/cheap china", f"/model {model}"]
    async with bot_app, echo_app:
        ours = await time_updates(bot_app, texts, runs)
        # The first answer after a new snapshot: nothing computed from the board is kept yet.
        first = await time_updates(bot_app, texts, max(50, runs // 4), forget=lambda: store.load_board(db).memo.clear())
        floor = (await time_updates(echo_app, ["/top"], runs))["/top"]
    rebuild = []
    for _ in range(10):  # a new snapshot: the board is read again from SQLite
        store.forget_boards()
        began = time.perf_counter()
        store.load_board(db)
        rebuild.append((time.perf_counter() - began) * 1000)
    assert api.sent and echo_api.sent
    return {"ours": ours, "first": first, "floor": floor, "rebuild": rebuild}


from figures import percentile  # noqa: E402

def cold_start(db_path: Path, times: int) -> tuple[list[float], float]:
    walls, peak = [], 0.0
    env = {**os.environ, "LEADERBOT_DB": str(db_path)}
    for _ in range(times):
        began = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "bot", "ask", "/top"], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
        walls.append((time.perf_counter() - began) * 1000)
        assert status == 0
        peak = max(peak, usage.ru_maxrss / 1024)
    return walls, peak


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, default=Path("/tmp/leaderbot-bench-730x600.db"))
    parser.add_argument("--runs", type=int, default=400)
    parser.add_argument("--cold", type=int, default=7)
    args = parser.parse_args()
    if not args.db.exists():
        print(f"generating {args.db} (2 years x 600 models, about a minute)...", file=sys.stderr)
        generate(args.db, 730, 600)
    db = store.open_db(args.db)
    fastest = max(store.load_board(db).models, key=lambda m: m.values["speed"].value if "speed" in m.values else 0)
    model = fastest.family
    snapshots = db.execute("SELECT COUNT(*) FROM snapshots").fetchone()[0]
    observations = db.execute("SELECT COUNT(*) FROM observations").fetchone()[0]
    db.conn.close()

    result = asyncio.run(measure(args.db, args.runs, model))
    walls, child_peak = cold_start(args.db, args.cold)
    own_peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    floor_p50, floor_p99 = percentile(result["floor"], 50), percentile(result["floor"], 99)
    print(f"database: {args.db} ({args.db.stat().st_size / 1e6:.0f} MB, {snapshots} snapshots, "
          f"{observations:,} stored values, each a run over the snapshots that had it)")
    print(f"handler time through Application.process_update, {args.runs} runs each (ms):")
    print(f"  {'query':<28} {'p50':>7} {'p99':>7} {'p50 / echo':>11}")
    for text, values in result["ours"].items():
        p50, p99 = percentile(values, 50), percentile(values, 99)
        print(f"  {text:<28} {p50:7.2f} {p99:7.2f} {p50 / floor_p50:10.1f}x")
    print(f"  {'echo bot (the floor)':<28} {floor_p50:7.2f} {floor_p99:7.2f} {1:10.1f}x")
    print("first answer after a new snapshot (nothing kept from the board yet) (ms):")
    for text, values in result["first"].items():
        print(f"  {text:<28} {percentile(values, 50):7.2f} {percentile(values, 99):7.2f}")
    print(f"reading the board again from SQLite after a snapshot: median {statistics.median(result['rebuild']):.0f} ms")
    print(f"cold start of `leaderbot ask /top` (process, {args.cold} runs): median {statistics.median(walls):.0f} ms, "
          f"min {min(walls):.0f} ms, max {max(walls):.0f} ms")
    print(f"peak memory: benchmark process {own_peak:.0f} MB, `leaderbot ask` process {child_peak:.0f} MB")


if __name__ == "__main__":
    main()
