"""The first model card after a new snapshot, on the 2-year database (issue 9: at most
15 ms at p99), side by side in one run with the work the card used to do.

    python bench/card.py [--db /tmp/leaderbot-bench-730x600.db] [--runs 300]

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

    timings: dict[str, list[float]] = {"card": [], "former": []}
    for i in range(args.runs + 20):
        for name, work in (("card", card), ("former", former)):
            board.memo.clear()  # a new snapshot: nothing computed from the board is kept
            began = time.perf_counter()
            work()
            if i >= 20:  # the first rounds warm SQLite's page cache, as a running bot's is
                timings[name].append((time.perf_counter() - began) * 1000)
    card_p50, card_p99 = percentile(timings["card"], 50), percentile(timings["card"], 99)
    former_p50, former_p99 = percentile(timings["former"], 50), percentile(timings["former"], 99)
    print(f"database: {args.db} ({db.execute('SELECT COUNT(*) FROM snapshots').fetchone()[0]} snapshots)")
    print(f"first /model {family.family} after a new snapshot, {args.runs} runs (ms):")
    print(f"  the whole card now                          p50 {card_p50:6.2f}  p99 {card_p99:6.2f}")
    print(f"  its former history + four rankings alone    p50 {former_p50:6.2f}  p99 {former_p99:6.2f}")
    print(f"  card now / former work: {card_p50 / former_p50:.2f}x at p50")


if __name__ == "__main__":
    main()
