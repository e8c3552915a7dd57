"""What understanding one message costs, on the 2-year database (issue 9's speed target:
parsing a 500-character message costs at most 2 ms at p99).

    python bench/parse.py [--db /tmp/leaderbot-bench-730x600.db] [--runs 2000] [--root DIR]

Measures `answers.understand` (fold the message once, read every vocabulary word, find the
model names in it) for long and short messages, p50 and p99, after the board's name index is
built (once per snapshot; its cost is printed apart), as wall time and as the thread's CPU
time (on a shared, loaded machine wall-time percentiles mostly measure waiting for a core). Side by side in the same run: the way
free text found model names before issue 9, normalising every family name on every message,
on the same 500-character messages (the "before" column).
The database is generated first (bench/generate.py) when it isn't there.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if "--root" in sys.argv:  # another checkout's code (an earlier commit's worktree), timed by this same script
    ROOT = Path(sys.argv[sys.argv.index("--root") + 1]).resolve()
sys.path.insert(0, str(ROOT))

from bot import answers, intents, store  # noqa: E402
from bot.names import normalise  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
from generate import generate  # noqa: E402

# Messages as people write them, padded to 500 characters with more of the same kind of talk.
LONG = {
    "zh, mixed": "我们团队在做实时语音客服，想比较一下deepseek和qwen哪个便宜，速度最好超过100 t/s，价格低于0.5美元，"
                 "国产的优先，开源的更好；另外kimi k2.6在cerebras上的部署有多快？顺便问下数据是哪天的。",
    "en": "We're building a realtime voice agent for customer support and need something fast: compare "
          "deepseek v4 flash and glm-5.2, show me the top 5 open weights models under $1 faster than 150 t/s, "
          "outside China if possible, and tell me which index version the intelligence numbers come from. ",
    "traditional, full width": "請問國產模型哪個最便宜？價格低於０．５美元，速度超過１００，ＧＬＭ和ＤＥＥＰＳＥＥＫ哪個快？"
                               "我們想要開源的模型，最好是國內廠商的，謝謝。",
}
SHORT = ["最便宜的国产模型", "fastest open model", "deepseek vs qwen", "top 3 under 0.5 dollars", "deepsek"]


from figures import percentile  # noqa: E402

def pad(text: str, size: int = 500) -> str:
    return (text * (size // len(text) + 1))[:size]


def before(text: str, family_names: dict[str, str]) -> list[str]:
    """Model names in free text as bot/intents.py found them before issue 9 (kept here only as
    the baseline): every family name normalised, and sorted by its normalised length, per message."""
    low = text.casefold()
    flat = normalise(low)
    taken = [False] * len(flat)
    found = []
    for name in sorted(set(family_names.values()), key=lambda n: -len(normalise(n))):
        key = normalise(name)
        if len(key) < 4:
            continue
        at = flat.find(key)
        while at >= 0 and any(taken[at:at + len(key)]):
            at = flat.find(key, at + 1)
        if at >= 0:
            taken[at:at + len(key)] = [True] * len(key)
            found.append((at, name))
    return [name for _, name in sorted(found)]


def timed(fn, runs: int, clock=time.perf_counter) -> list[float]:
    out = []
    for _ in range(runs):
        intents.forget()  # each run is a new message: nothing read from the last is kept
        began = clock()
        fn()
        out.append((clock() - began) * 1000)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, default=Path("/tmp/leaderbot-bench-730x600.db"))
    parser.add_argument("--runs", type=int, default=2000)
    parser.add_argument("--root", type=Path, help="time the bot package of another checkout (git worktree add DIR COMMIT)")
    args = parser.parse_args()
    if not args.db.exists():
        generate(args.db, 730, 600)
    db = store.open_db(args.db)
    board = store.load_board(db)
    began = time.perf_counter()
    finder = answers.name_finder(db)
    built = (time.perf_counter() - began) * 1000
    families = {key: family for _, _, family, key in store.model_names(db)}
    print(f"database: {args.db} ({len(board.models):,} models on the board, {len(families):,} families people can name)")
    print(f"name index built once per snapshot: {built:.1f} ms ({len(finder.keys):,} names)")
    print(f"understand() per message, {args.runs} runs each (ms):")
    print(f"  {'message':34} {'chars':>5} {'p50':>7} {'p99':>7} {'cpu p99':>8} {'before p50':>11} {'before p99':>11}")
    for label, text in LONG.items():
        text = pad(text)
        for _ in range(50):
            answers.understand(db, text)  # warm: the vocabulary and OpenCC load once per process
        now = timed(lambda: answers.understand(db, text), args.runs)
        cpu = timed(lambda: answers.understand(db, text), args.runs, time.thread_time)
        old = timed(lambda: before(text, families), max(50, args.runs // 20))
        print(f"  {label:34} {len(text):5} {statistics.median(now):7.3f} {percentile(now, 99):7.3f}"
              f" {percentile(cpu, 99):8.3f} {statistics.median(old):11.3f} {percentile(old, 99):11.3f}")
    for text in SHORT:
        now = timed(lambda: answers.understand(db, text), args.runs)
        cpu = timed(lambda: answers.understand(db, text), args.runs, time.thread_time)
        print(f"  {text:34} {len(text):5} {statistics.median(now):7.3f} {percentile(now, 99):7.3f}"
              f" {percentile(cpu, 99):8.3f}")
    print("target: a 500-character message at most 2 ms at p99 ('cpu': the thread's CPU time, without the waits for a"
          " core on a shared machine; 'before': names matching alone, the old way)")


if __name__ == "__main__":
    main()
