"""Chart rendering on a 2-year database: first render and cached render of each chart.

    python bench/charts.py [--db /tmp/leaderbot-bench-730x600.db] [--runs 5] [--cached-runs 200]

For each chart (/chart price, /chart smart, /chart value, /frontier, /history MODEL):
- first render: everything a new board costs (query, compute, matplotlib drawing with label
  placement, PNG encoding, caption), with nothing kept from an earlier run; median and worst
  of --runs;
- cached render: the same request again, answered from the board's memo, p50 and p99.
matplotlib's import and the font registration are paid once per process and reported
apart. The database is generated first (bench/generate.py) when it isn't there.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot import charts, pictures, store  # noqa: E402
from bot.boards import Filter  # noqa: E402
from generate import two_years  # noqa: E402


from figures import percentile  # noqa: E402

def longest_lived(db) -> tuple[str, int]:
    """The family with the longest history (most snapshots), and that count."""
    row = db.execute(  # values are stored as runs over snapshots: count the snapshots they span
        f"SELECT m.family, COUNT(DISTINCT s.id) AS n {store.compact.EXPAND} JOIN models m ON m.key = o.model_key "
        "WHERE o.metric = 'speed' AND f.status = 'ok' AND m.retired_snapshot IS NULL "
        "GROUP BY m.family_key ORDER BY n DESC LIMIT 1"
    ).fetchone()
    return row[0], row[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, default=Path("/tmp/leaderbot-bench-730x600.db"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cached-runs", type=int, default=200)
    args = parser.parse_args()
    db = store.open_db(two_years(args.db))
    board = store.load_board(db)
    family, snapshots = longest_lived(db)
    began = time.perf_counter()
    charts._mpl()
    setup = (time.perf_counter() - began) * 1000
    requests = {
        "/chart price": lambda: pictures.chart(db, "price", Filter(), "en"),
        "/chart smart": lambda: pictures.chart(db, "intelligence", Filter(), "en"),
        "/chart value": lambda: pictures.chart(db, "value", Filter(), "zh"),
        "/frontier": lambda: pictures.frontier_chart(db, "en"),
        f"/history {family}": lambda: pictures.history_chart(db, family, "zh"),
    }
    print(f"database: {args.db} ({args.db.stat().st_size / 1e6:.0f} MB), {len(board.models)} models on the board; "
          f"/history of {family} spans {snapshots} snapshots")
    print(f"matplotlib import + CJK font registration, once per process: {setup:.0f} ms")
    print(f"load average when it began: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (cpu: this process's "
          "own CPU time, which other work on the machine doesn't inflate)")
    print(f"{'chart':28} {'first p50':>10} {'first max':>10} {'cpu p50':>9} {'cached p50':>11} {'cached p99':>11} "
          f"{'PNG':>7}")
    for name, request in requests.items():
        first, cpu = [], []
        for _ in range(args.runs + 1):
            board.memo.pop("pictures", None)  # a new board: nothing drawn yet
            t, c = time.perf_counter(), time.process_time()
            picture = request().picture
            png = picture.render()
            picture.caption  # some captions are written after the drawing (how many dots went unnamed)
            first.append((time.perf_counter() - t) * 1000)
            cpu.append((time.process_time() - c) * 1000)
        first, cpu = first[1:], cpu[1:]  # the very first run also warms matplotlib's glyph caches for these words
        cached = []
        for _ in range(args.cached_runs):
            t = time.perf_counter()
            picture = request().picture
            picture.render()
            picture.caption
            cached.append((time.perf_counter() - t) * 1000)
        print(f"{name[:28]:28} {statistics.median(first):8.0f}ms {max(first):8.0f}ms {statistics.median(cpu):7.0f}ms "
              f"{percentile(cached, 50):9.3f}ms {percentile(cached, 99):9.3f}ms {len(png) // 1024:5d}KB")


if __name__ == "__main__":
    main()
