"""Ingesting a 4-page, 800-model Artificial Analysis catalogue into a 2-year database.

    python bench/ingest.py [--db /tmp/leaderbot-bench-730x600.db] [--runs 5]

Each run takes generated pages in AA's real response shape through everything but the
network: envelope and row validation, normalisation (families, tiers, blended price),
the quarantine checks and the atomic write with the current board and retirements.
The 2-year database (bench/generate.py) is copied first so it is not changed; runs go
into the copy one after another, like successive fetches. Prints time per ingest and
peak memory (Python allocations during the ingest, and the process's max RSS).
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import resource
import shutil
import statistics
import sys
import tempfile
import time
import tracemalloc
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bot import live, store  # noqa: E402
from bot.sources import parse_aa_pages  # noqa: E402
from generate import generate  # noqa: E402

CREATORS = [("58b835bf-4c87-4f87-a846-df4b692c6e7d", "DeepSeek"), ("e67e56e3-15cd-43db-b679-da4660a69f41", "OpenAI"),
            ("67437eb6-7dc1-4e93-befd-22c8b8ec2065", "Z AI"), ("faddc6d9-2c14-445f-9b28-56726f59c793", "Google"),
            ("0a177021-87dd-4250-9a37-f01df196bfe0", "Kimi"), ("f0aa413f-e8ae-4fcd-9c48-0e049f4f3128", "Anthropic")]
TIERS = ["", " (Non-reasoning)", " (high)", " (low)", " (max)"]


def catalogue(models: int, per_page: int, seed: int) -> list[dict]:
    """AA `GET /api/v2/language/models/free` pages, as the real endpoint shapes them."""
    rng = random.Random(seed)
    records = []
    for i in range(models):
        creator_id, creator = CREATORS[i % len(CREATORS)]
        price_in = None if rng.random() < 0.05 else round(rng.uniform(0.02, 5), 3)
        records.append({
            "id": str(uuid.UUID(int=random.Random(i).getrandbits(128))),  # stable across runs, like AA's ids
            "name": f"{creator} Model {i // 3}{TIERS[i % len(TIERS)]}",
            "slug": f"model-{i}",
            "release_date": "2026-01-01",
            "model_creator": {"id": creator_id, "name": creator},
            "evaluations": {"artificial_analysis_intelligence_index": None if rng.random() < 0.2 else round(rng.uniform(10, 70), 1),
                            "artificial_analysis_coding_index": None, "artificial_analysis_agentic_index": None},
            "artificial_analysis_intelligence_index_cost": None,
            "pricing": {"price_1m_input_tokens": price_in,
                        "price_1m_output_tokens": None if price_in is None else round(price_in * 4, 3),
                        "price_1m_cache_hit_tokens": None, "price_1m_cache_write_tokens": None},
            "performance": {"median_output_tokens_per_second": None if rng.random() < 0.1 else round(rng.uniform(5, 900), 2),
                            "median_time_to_first_token_seconds": round(rng.uniform(0.1, 20), 3),
                            "median_time_to_first_answer_token_seconds": None,
                            "median_end_to_end_response_time_seconds": None},
        })
    pages = []
    total = (models + per_page - 1) // per_page
    for n in range(total):
        pages.append({"tier": "free", "intelligence_index_version": 4.1,
                      "pagination": {"page": n + 1, "page_size": per_page, "total_pages": total, "has_more": n + 1 < total},
                      "data": records[n * per_page:(n + 1) * per_page]})
    return pages


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, default=Path("/tmp/leaderbot-bench-730x600.db"))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if not args.db.exists():
        print(f"generating {args.db} (2 years x 600 models, about a minute)...", file=sys.stderr)
        generate(args.db, 730, 600)
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "bench.db"
        shutil.copy(args.db, copy)
        db = store.open_db(copy)
        history = db.execute("SELECT COUNT(*) FROM observations").fetchone()[0]
        times, peak = [], 0.0
        for run in range(args.runs + 1):
            pages = catalogue(800, 200, seed=run)
            now = dt.datetime(2026, 11, 29, 6, tzinfo=dt.timezone.utc) + dt.timedelta(hours=3 * run)
            measuring_memory = run == args.runs  # the last run traces allocations, which slows it
            if measuring_memory:
                tracemalloc.start()
            began = time.perf_counter()
            parsed = parse_aa_pages(pages, fetched_at=now.isoformat(), source="artificial-analysis-bench")
            outcome = live.store_parsed(db, parsed.snapshot, live.Outcome("artificial-analysis-bench"))
            elapsed = (time.perf_counter() - began) * 1000
            if measuring_memory:
                peak = tracemalloc.get_traced_memory()[1] / 1e6
                tracemalloc.stop()
            else:
                times.append(elapsed)
            assert outcome.stored.models == 800 and not outcome.quarantined, outcome.quarantined
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"database: 2 years of history ({history:,} stored values, runs over snapshots) "
          "+ one 800-model catalogue per run")
    print(f"ingest of 4 pages / 800 models (validate, normalise, store), {args.runs} runs: "
          f"median {statistics.median(times):.0f} ms, min {min(times):.0f} ms, max {max(times):.0f} ms")
    print(f"peak memory: {peak:.1f} MB allocated by one ingest (tracemalloc, a separate run), "
          f"process max RSS {rss:.0f} MB")


if __name__ == "__main__":
    main()
