"""How big the database grows: re-ingesting an unchanged catalogue, and a year of fetches.

    python bench/storage.py                    # both figures (the year takes a few minutes)
    python bench/storage.py --days 30          # a shorter run, same per-day rate

1. An unchanged 30-model Artificial Analysis catalogue (AA's response shape, through the
   parser, validation, quarantine checks and `store_parsed`) ingested once, then again 20
   times, 3 hours apart: the bytes each unchanged re-ingest adds. Target: <= 4 KB.
2. A year of 3-hourly fetches (8 a day) of a 600-model catalogue whose values drift each
   day (speeds and times every day, prices now and then, a few models launching and
   retiring each week; bench/generate.py's catalogue), each stored as `leaderbot` stores a
   live fetch, with its raw response, and the daily upkeep at 04:00 (raw responses kept 90
   days, free pages returned). Prints the file size at the end. Target: <= 300 MB.

3. With `--migrate PATH`: a database the previous release wrote (per-snapshot copies; e.g.
   bench/generate.py run with that release's code) copied, upgraded in place by migration
   m006, then given its first upkeep: the size before, after migrating, after the upkeep.

4. With `--outbox N`: N daily digests a day for 45 days (one real digest's text each,
   queued, claimed, delivered and logged as the sender does), with the daily upkeep: the
   outbox's and delivery log's size once the 30-day retention holds, scaled to a year.

Sizes are of the database file after a WAL checkpoint.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bot import bundled, live, store  # noqa: E402
from bot.snapshots import AA_ATTRIBUTION, Snapshot  # noqa: E402
from bot.sources import parse_aa_pages  # noqa: E402
from generate import Catalogue  # noqa: E402
from ingest import catalogue  # noqa: E402

START = dt.datetime(2025, 12, 1, 0, 0, tzinfo=dt.timezone.utc)


def size(db, path: Path) -> int:
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    return path.stat().st_size


def unchanged_reingest(workdir: Path, times: int = 20) -> tuple[int, float]:
    """(bytes after the first ingest, bytes added per unchanged re-ingest)."""
    path = workdir / "reingest.db"
    db = store.open_db(path)
    bundled.ensure_default(db)
    pages = catalogue(30, 200, seed=3)

    def ingest(n: int) -> None:
        at = (START + dt.timedelta(hours=3 * n)).isoformat()
        parsed = parse_aa_pages(json.loads(json.dumps(pages)), fetched_at=at)
        outcome = live.store_parsed(db, parsed.snapshot, live.Outcome(live.AA))
        assert not outcome.quarantined and outcome.stored.models == 30, outcome

    ingest(0)
    first = size(db, path)
    for n in range(1, times + 1):
        ingest(n)
    added = (size(db, path) - first) / times
    db.conn.close()
    return first, added


def _aa_pages(rows) -> list[dict]:
    """The day's catalogue as AA's free API pages (200 models a page), for the raw payload."""
    records = [{
        "id": r.source_id, "name": r.name, "slug": r.name.lower().replace(" ", "-"),
        "model_creator": {"id": r.creator_id, "name": r.creator},
        "evaluations": {"artificial_analysis_intelligence_index": r.metrics.get("intelligence"),
                        "artificial_analysis_coding_index": None, "artificial_analysis_agentic_index": None},
        "pricing": {"price_1m_input_tokens": r.metrics.get("price_in"),
                    "price_1m_output_tokens": r.metrics.get("price_out"),
                    "price_1m_cache_hit_tokens": None, "price_1m_cache_write_tokens": None},
        "performance": {"median_output_tokens_per_second": r.metrics.get("speed"),
                        "median_time_to_first_token_seconds": r.metrics.get("ttft")},
    } for r in rows]
    chunks = [records[i:i + 200] for i in range(0, len(records), 200)]
    return [{"data": chunk, "pagination": {"page": n, "page_size": 200, "has_more": n < len(chunks)}}
            for n, chunk in enumerate(chunks, 1)]


def a_year(workdir: Path, days: int, models: int, per_day: int) -> tuple[int, int, float]:
    """(file bytes at the end, fetches stored, seconds taken)."""
    path = workdir / "year.db"
    db = store.open_db(path)
    bundled.ensure_default(db)
    cat = Catalogue(models, seed=7)
    began = time.perf_counter()
    fetches = 0
    for day in range(days):
        rows = cat.day(day)  # the values of the day: the same in each of its fetches
        raw = json.dumps(_aa_pages(rows), ensure_ascii=False)
        for k in range(per_day):
            at = START + dt.timedelta(days=day, hours=24 * k / per_day)
            if at.hour == 6:
                store.upkeep(db, at.replace(hour=4), dt.timezone.utc)  # the daily upkeep, off-peak
            snap = Snapshot(source=live.AA, as_of=at.isoformat(), coverage="complete", models=rows,
                            attribution=AA_ATTRIBUTION, index_version="4.0", fetched_at=at.isoformat(), raw=raw)
            outcome = live.store_parsed(db, snap, live.Outcome(live.AA))
            assert not outcome.quarantined, outcome.quarantined
            fetches += 1
        if (day + 1) % 30 == 0:
            print(f"  day {day + 1}/{days}: {size(db, path) / 1e6:.0f} MB, "
                  f"{time.perf_counter() - began:.0f} s", file=sys.stderr)
    total = size(db, path)
    db.conn.close()
    return total, fetches, time.perf_counter() - began


def migrate(release: Path, workdir: Path) -> tuple[int, int, int, float]:
    """(bytes before, after migrating, after the first upkeep; seconds the migration took)."""
    import shutil

    path = workdir / "migrate.db"
    shutil.copy(release, path)
    before = path.stat().st_size
    began = time.perf_counter()
    db = store.open_db(path)
    took = time.perf_counter() - began
    migrated = size(db, path)
    store.upkeep(db, dt.datetime.now(dt.timezone.utc), dt.timezone.utc)
    after = size(db, path)
    db.conn.close()
    return before, migrated, after, took


def outbox_year(workdir: Path, per_day: int, days: int = 45) -> tuple[int, int, int]:
    """(bytes at the end, outbox rows kept, delivery rows kept) after `days` of `per_day` digests."""
    from bot import notify

    path = workdir / "outbox.db"
    db = store.open_db(path)
    bundled.ensure_default(db)
    notify.subscribe(db, store.Subscription(1, tz="UTC"), START)
    notify.queue_digests(db, START + dt.timedelta(hours=9))
    (text,) = db.execute("SELECT text FROM outbox").fetchone()  # one real digest's text
    db.execute("DELETE FROM outbox")
    db.conn.commit()
    for day in range(days):
        at = START + dt.timedelta(days=day, hours=9)
        stamp = at.isoformat()
        with db.atomic():
            db.conn.executemany(
                "INSERT INTO outbox (dedupe, chat_id, thread_id, kind, text, silent, created_at, not_before, status, "
                "attempts, sent_at, message_id) VALUES (?, ?, 0, 'digest', ?, 0, ?, ?, 'sent', 1, ?, ?)",
                [(f"digest:{chat}:0:{stamp}:0", chat, text, stamp, stamp, stamp, day * per_day + chat)
                 for chat in range(per_day)])
            db.execute("INSERT INTO deliveries (outbox_id, chat_id, at, outcome) "
                       "SELECT id, chat_id, sent_at, 'sent' FROM outbox WHERE created_at = ?", [stamp])
        store.upkeep(db, at + dt.timedelta(hours=19), dt.timezone.utc)  # 04:00 the next day
    kept = db.execute("SELECT (SELECT COUNT(*) FROM outbox), (SELECT COUNT(*) FROM deliveries)").fetchone()
    total = size(db, path)
    db.conn.close()
    return total, kept[0], kept[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=365)
    parser.add_argument("--models", type=int, default=600)
    parser.add_argument("--per-day", type=int, default=8)
    parser.add_argument("--skip-year", action="store_true")
    parser.add_argument("--migrate", type=Path, metavar="PATH", help="a database the previous release wrote")
    parser.add_argument("--outbox", type=int, metavar="N", help="N daily digests a day for 45 days")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        if args.migrate:
            before, migrated, after, took = migrate(args.migrate, Path(tmp))
            print(f"{args.migrate.name} from the previous release: {before / 1e6:.0f} MB; migrated in {took:.0f} s "
                  f"({migrated / 1e6:.0f} MB before pages are freed); {after / 1e6:.0f} MB after the first upkeep")
        if args.outbox:
            total, outbox, deliveries = outbox_year(Path(tmp), args.outbox)
            print(f"{args.outbox:,} daily digests a day for 45 days, 30-day retention: {total / 1e6:.0f} MB "
                  f"({outbox:,} outbox and {deliveries:,} delivery rows kept; the same after a year, "
                  f"older days are counts)")
        first, added = unchanged_reingest(Path(tmp))
        print(f"unchanged 30-model catalogue: {first / 1024:.0f} KB after the first ingest, "
              f"{added / 1024:.2f} KB added per unchanged re-ingest (20 re-ingests; target <= 4 KB)")
        if args.skip_year:
            return
        total, fetches, took = a_year(Path(tmp), args.days, args.models, args.per_day)
        per_year = total * 365 / args.days
        print(f"{args.days} days of {args.per_day} fetches a day of a {args.models}-model catalogue drifting daily: "
              f"{fetches} fetches, {total / 1e6:.0f} MB ({per_year / 1e6:.0f} MB a year at this rate; "
              f"target <= 300 MB), stored in {took:.0f} s")


if __name__ == "__main__":
    main()
