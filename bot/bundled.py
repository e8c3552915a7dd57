"""The embedded default: curated tables and the seeds' snapshots shipped in data/."""

from __future__ import annotations

import json
import threading
from functools import cache
from pathlib import Path
from typing import NamedTuple

from sqlite_utils import Database

from . import store
from .analysis import Accelerator
from .boards import Scenario
from .config import DATA_DIR
from .names import normalise
from .snapshots import read_own_format
from .vocabulary import vocabulary

_first_use = threading.Lock()


@cache
def creator_table(data_dir: Path = DATA_DIR) -> store.CreatorTable:
    return store.CreatorTable.read(data_dir / "creators.tsv")


@cache
def open_weights_table(data_dir: Path = DATA_DIR) -> tuple[tuple[str, bool], ...]:
    """(family, open?) from data/open_weights.tsv, each row with its source; families whose
    status could not be sourced say `unknown` there and are left out here (never guessed)."""
    flags = {"true": True, "false": False}
    return tuple((r["family"], flags[r["open_weights"].strip().lower()]) for r in _open_weights_rows(data_dir)
                 if r["open_weights"].strip().lower() in flags)


def _open_weights_rows(data_dir: Path) -> list[dict[str, str]]:
    lines = (data_dir / "open_weights.tsv").read_text(encoding="utf-8").splitlines()
    header = lines[0].split("\t")
    return [dict(zip(header, line.split("\t"))) for line in lines[1:] if line.strip()]


@cache
def open_weights_sources(data_dir: Path = DATA_DIR) -> dict[str, str]:
    """Per family (normalised name), the source data/open_weights.tsv gives for its status:
    the weights' repository or licence page, or why none was found."""
    return {normalise(r["family"]): r.get("source", "").strip() for r in _open_weights_rows(data_dir)}


class SpeedReason(NamedTuple):
    family: str  # "*": what bounds every deployment's speed
    system: str  # a word of the system's (or its hardware's) name
    why: str
    why_zh: str
    source: str


@cache
def speed_reasons(data_dir: Path = DATA_DIR) -> tuple[SpeedReason, ...]:
    """What seed 002 credits each deployment's speed to (data/speed_reasons.tsv), in both languages."""
    lines = (data_dir / "speed_reasons.tsv").read_text(encoding="utf-8").splitlines()
    return tuple(SpeedReason(*line.split("\t")) for line in lines[1:] if line.strip())


@cache
def scenarios(data_dir: Path = DATA_DIR) -> dict[str, Scenario]:
    raw = json.loads((data_dir / "scenarios.json").read_text(encoding="utf-8"))
    return {s["key"]: Scenario(s["key"], s["metric"], tuple(s.get("fallbacks") or ())) for s in raw}


def bundled_snapshot_paths(data_dir: Path = DATA_DIR) -> list[Path]:
    return sorted((data_dir / "snapshots").glob("*.json"))


def ensure_default(db: Database, data_dir: Path = DATA_DIR) -> int:
    """Load the bundled snapshots into an empty database; returns how many were loaded.

    Runs on first use. Curated tables (countries, open weights) are re-applied every
    time, so an edit to data/ reaches an existing database without a migration.
    """
    loaded = 0
    with _first_use:
        creators = creator_table(data_dir)
        if not store.has_snapshots(db):
            for path in bundled_snapshot_paths(data_dir):
                store.save_snapshot(db, read_own_format(path, bundled=True), creators=creators)
                loaded += 1
        store.sync_creators(db, creators)
        store.set_open_weights(db, list(open_weights_table(data_dir)))
    return loaded


@cache
def accelerators(data_dir: Path = DATA_DIR) -> tuple[Accelerator, ...]:
    """The accelerator table (data/accelerators.tsv) for /bound: memory bandwidth per device;
    the names people call each by are in the vocabulary."""
    lines = (data_dir / "accelerators.tsv").read_text(encoding="utf-8").splitlines()
    header = lines[0].split("\t")
    out = []
    for line in lines[1:]:
        if not line.strip():
            continue
        r = dict(zip(header, line.split("\t")))
        aliases = tuple(w for w, key in vocabulary(data_dir).gpu.words.items() if key == r["key"])
        out.append(Accelerator(r["key"], r["name"], float(r["bandwidth_tb_s"]), float(r["memory_gb"]), aliases,
                               r["source"]))
    return tuple(out)
