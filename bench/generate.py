"""A realistic leaderbot database: N days of daily complete snapshots of about M models.

    python bench/generate.py --days 730 --models 600 --out /tmp/leaderbot-bench.db

Models come in families with effort tiers, from the curated creators (so China and
international boards are populated), with ids like Artificial Analysis'. Each day every
live model is re-measured with noise; a few models launch and a few retire each week,
prices get cut now and then, and the intelligence index version changes once. Every
snapshot goes through the real `store.save_snapshot`. Deterministic for a given seed.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import sys
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot import bundled, store  # noqa: E402
from bot.config import DATA_DIR  # noqa: E402
from bot.snapshots import ModelRow, Snapshot  # noqa: E402

TIERS = [None, "Non-reasoning", "Reasoning", "low", "medium", "high", "xhigh", "max"]
WORDS = ["Flash", "Pro", "Max", "Mini", "Nano", "Lite", "Turbo", "Ultra", "Plus", "Air", "Omni", "Coder"]


def _creators(rng: random.Random) -> list[tuple[str, str]]:
    """(creator id, name) for every curated creator; ids made up where the table has none."""
    rows = []
    for line in (DATA_DIR / "creators.tsv").read_text(encoding="utf-8").splitlines()[1:]:
        cid, name, *_ = line.split("\t")
        rows.append((cid or str(uuid.UUID(int=rng.getrandbits(128))), name))
    return rows


class Catalogue:
    def __init__(self, models: int, seed: int) -> None:
        self.rng = random.Random(seed)
        self.creators = _creators(self.rng)
        self.live: dict[str, dict] = {}
        self.serial = 0
        while len(self.live) < models:
            self._launch_family()

    def _launch_family(self) -> None:
        rng = self.rng
        self.serial += 1
        creator_id, creator = rng.choice(self.creators)
        family = f"{creator.split()[0]} {rng.choice(WORDS)} {self.serial // 7}.{self.serial % 7}"
        tiers = rng.sample(TIERS, k=rng.choice([1, 1, 2, 3]))
        base_speed = rng.lognormvariate(4.4, 0.6)  # median ~80 tokens/s
        base_price = round(rng.lognormvariate(0.0, 1.2), 3)
        intelligence = rng.uniform(15, 70)
        for tier in tiers:
            mid = str(uuid.UUID(int=rng.getrandbits(128)))
            self.live[mid] = {
                "name": f"{family} ({tier})" if tier else family,
                "creator": creator, "creator_id": creator_id,
                "speed": base_speed * rng.uniform(0.7, 1.3),
                "ttft": rng.uniform(0.2, 30) if rng.random() > 0.1 else None,
                "price_in": None if rng.random() < 0.05 else round(base_price / 4, 3),
                "price_out": 0.0 if rng.random() < 0.02 else base_price,
                "intelligence": None if rng.random() < 0.15 else intelligence + rng.uniform(-5, 5),
            }

    def day(self, index: int) -> list[ModelRow]:
        rng = self.rng
        if index % 7 == 0:  # weekly churn: a couple of families launch, a couple retire
            for _ in range(2):
                self._launch_family()
            for mid in rng.sample(sorted(self.live), k=min(3, len(self.live))):
                del self.live[mid]
        rows = []
        for mid, m in self.live.items():
            if rng.random() < 0.002 and m["price_out"]:
                m["price_out"] = round(m["price_out"] * rng.choice([0.5, 0.8, 1.2]), 3)
            metrics = {
                "speed": max(1.0, m["speed"] * rng.gauss(1, 0.05)),
                "ttft": None if m["ttft"] is None else max(0.05, m["ttft"] * rng.gauss(1, 0.05)),
                "price_in": m["price_in"],
                "price_out": m["price_out"],
                "intelligence": m["intelligence"],
            }
            if metrics["price_in"] is not None and metrics["price_out"] is not None:
                metrics["price_blended"] = (3 * metrics["price_in"] + metrics["price_out"]) / 4
            rows.append(ModelRow(name=m["name"], creator=m["creator"], creator_id=m["creator_id"], source_id=mid,
                                 metrics={k: round(v, 4) for k, v in metrics.items() if v is not None}))
        return rows


def generate(path: Path, days: int, models: int, seed: int = 7, quiet: bool = False) -> Path:
    if path.exists():
        path.unlink()
    db = store.open_db(path)
    bundled.ensure_default(db)
    catalogue = Catalogue(models, seed)
    start = dt.date(2026, 11, 28) - dt.timedelta(days=days - 1)
    creators = bundled.creator_table()
    began = time.perf_counter()
    for i in range(days):
        day = start + dt.timedelta(days=i)
        rows = catalogue.day(i)
        snap = Snapshot(source="artificial-analysis", as_of=day.isoformat(), coverage="complete", models=rows,
                        index_version="4.0" if i < days * 2 // 3 else "4.1",
                        raw=json.dumps({"generated": True, "day": i}),
                        fetched_at=f"{day.isoformat()}T06:00:00+00:00")
        store.save_snapshot(db, snap, creators=creators)
        if not quiet and (i + 1) % 100 == 0:
            print(f"  {i + 1}/{days} days, {time.perf_counter() - began:.0f}s", file=sys.stderr)
    db.execute("ANALYZE")
    db.conn.close()
    return path


def two_years(path: Path) -> Path:
    """The benchmarks' database (2 years of daily snapshots of 600 models) at `path`,
    generated first when it is missing."""
    if not path.exists():
        print(f"generating {path} (2 years x 600 models, about a minute)...", file=sys.stderr)
        generate(path, 730, 600)
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=730)
    parser.add_argument("--models", type=int, default=600)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, default=Path("/tmp/leaderbot-bench-730x600.db"))
    args = parser.parse_args()
    began = time.perf_counter()
    generate(args.out, args.days, args.models, args.seed)
    size = args.out.stat().st_size / 1e6
    print(f"wrote {args.out} ({size:.0f} MB) in {time.perf_counter() - began:.0f}s")


if __name__ == "__main__":
    main()
