"""Shared fixtures: databases in memory, loaded from the bundled data."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import bundled, charts, store
from bot.config import DATA_DIR
from bot.snapshots import read_own_format

SNAPSHOTS = DATA_DIR / "snapshots"


def db_with(*files: str):
    """A fresh in-memory database holding only the named bundled snapshot files."""
    db = store.open_db(memory=True)
    for name in files:
        store.save_snapshot(db, read_own_format(SNAPSHOTS / name, bundled=True), creators=bundled.creator_table())
    bundled.ensure_default(db)  # applies curated tables; loads nothing since snapshots exist
    return db


@pytest.fixture
def default_db():
    """The embedded default: an empty database after first use."""
    db = store.open_db(memory=True)
    bundled.ensure_default(db)
    return db


@pytest.fixture
def seed001_db():
    return db_with("seed-001.json")


@pytest.fixture
def seed001(seed001_db):
    return store.load_board(seed001_db)


@pytest.fixture
def seed000():
    return store.load_board(db_with("seed-000.json"))


@pytest.fixture
def tmp_db_path(tmp_path: Path) -> str:
    return str(tmp_path / "leaderbot.db")


@pytest.fixture
def drawn(monkeypatch, request):
    """Every figure drawn from here on, with its renderer, caught as it is saved. Charts that
    the test's databases kept from earlier tests (module-wide fixtures) are forgotten first,
    so each test draws afresh."""
    from sqlite_utils import Database

    for name in request.fixturenames:
        if name not in ("drawn", "request") and isinstance(db := request.getfixturevalue(name), Database):
            store.load_board(db).memo.pop("pictures", None)
    figures = []
    save = charts._Drawing.png

    def keep(self):
        figures.append((self.fig, self.canvas.get_renderer()))
        return save(self)

    monkeypatch.setattr(charts._Drawing, "png", keep)
    return figures
