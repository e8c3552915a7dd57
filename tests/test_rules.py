"""PRODUCT.md's data rules, one by one, through the store and the pure ranking functions."""

from __future__ import annotations

import json

import pytest

from bot import answers, boards, bundled, store
from bot.boards import Filter
from bot.names import split_tier
from bot.render import to_plain
from bot.snapshots import DeploymentRow, ModelRow, Snapshot, SnapshotError, parse_own_format


def snap(models, *, source="test", as_of="2026-11-01", coverage="partial", version=None, **kw) -> Snapshot:
    return Snapshot(source=source, as_of=as_of, coverage=coverage, models=models, index_version=version,
                    raw=json.dumps({"test": True}), **kw)


def row(name, creator="OpenAI", id=None, creator_id=None, **metrics) -> ModelRow:
    return ModelRow(name=name, creator=creator, source_id=id, creator_id=creator_id, metrics=metrics)


@pytest.fixture
def db():
    return store.open_db(memory=True)


def save(db, snapshot):
    return store.save_snapshot(db, snapshot, creators=bundled.creator_table())


def board(db):
    return store.load_board(db)


# 1. Snapshot -----------------------------------------------------------------------

def test_snapshot_records_source_asof_fetch_coverage_version_and_raw(db):
    result = save(db, snap([row("A", speed=10)], as_of="2026-11-02", coverage="complete", version="4.1",
                           fetched_at="2026-11-02T03:00:00+00:00"))
    stored = db.execute("SELECT source, as_of, fetched_at, coverage, index_version FROM snapshots WHERE id = ?",
                        [result.snapshot_id]).fetchone()
    assert stored == ("test", "2026-11-02", "2026-11-02T03:00:00+00:00", "complete", "4.1")
    assert store.raw_payload(db, result.snapshot_id) == '{"test": true}'  # kept compressed, read back whole


def test_snapshot_is_written_whole_or_not_at_all(db, monkeypatch):
    save(db, snap([row("A", speed=10)]))

    def explode(*args, **kwargs):
        raise RuntimeError("disk full in the middle of a write")

    monkeypatch.setattr(store.board, "_bump_generation", explode)
    with pytest.raises(RuntimeError):
        save(db, snap([row("B", speed=20), row("C", speed=30)], as_of="2026-11-03"))
    monkeypatch.undo()
    assert db.execute("SELECT COUNT(*) FROM snapshots").fetchone()[0] == 1
    assert db.execute("SELECT COUNT(*) FROM observations").fetchone()[0] == 1
    assert [m.name for m in board(db).models] == ["A"]


# 2. Identity -----------------------------------------------------------------------

def test_models_are_keyed_by_source_id_so_renames_stay_one_model(db):
    save(db, snap([row("Old Name", id="m-1", speed=10)], as_of="2026-11-01"))
    save(db, snap([row("New Name", id="m-1", speed=12)], as_of="2026-11-02"))
    models = board(db).models
    assert [(m.name, m.values["speed"].value) for m in models] == [("New Name", 12)]


def test_without_ids_models_are_keyed_by_normalised_name(db):
    save(db, snap([row("GLM-5.2", creator="Z AI", speed=10)], as_of="2026-11-01"))
    save(db, snap([row("glm 5.2", creator="Z AI", speed=11)], as_of="2026-11-02"))
    assert len(board(db).models) == 1


def test_creators_are_keyed_by_id_then_name(db):
    openai_id = "e67e56e3-15cd-43db-b679-da4660a69f41"
    save(db, snap([row("A", creator="OpenAI Renamed", creator_id=openai_id, speed=10)]))
    model = board(db).models[0]
    assert model.country == "US"  # found by id although the name changed


# 3. Tiers --------------------------------------------------------------------------

@pytest.mark.parametrize("name, family, tier", [
    ("GPT-5.5 (xhigh)", "GPT-5.5", "xhigh"),
    ("GLM-4.5V (Non-reasoning)", "GLM-4.5V", "Non-reasoning"),
    ("Claude Opus 4.6 (Adaptive Reasoning, Max Effort)", "Claude Opus 4.6", "Adaptive Reasoning, Max Effort"),
    ("Claude Opus 4.6 (Non-reasoning, High Effort)", "Claude Opus 4.6", "Non-reasoning, High Effort"),
    ("gpt-oss-20B (low)", "gpt-oss-20B", "low"),
    ("Gemini 3.5 Flash (minimal)", "Gemini 3.5 Flash", "minimal"),
    ("GPT-4o mini Realtime (Dec '24)", "GPT-4o mini Realtime (Dec '24)", None),
    ("Gemini 3.1 Pro (Preview)", "Gemini 3.1 Pro (Preview)", None),
    ("Claude Fable 5 (with fallback)", "Claude Fable 5 (with fallback)", None),
    ("Nemotron 3 Nano Omni 30B A3B Reasoning", "Nemotron 3 Nano Omni 30B A3B Reasoning", None),
])
def test_tier_is_the_last_effort_parenthetical(name, family, tier):
    assert split_tier(name) == (family, tier)


def test_boards_show_one_row_per_family_with_the_best_tier_for_each_metric(db):
    save(db, snap([
        row("Kimi K2.6", creator="Kimi", speed=40, price_out=2.0),
        row("Kimi K2.6 (Non-reasoning)", creator="Kimi", speed=70, price_out=2.5),
        row("Kimi K2.6 (max)", creator="Kimi", speed=30, price_out=1.5),
    ]))
    b = board(db)
    fastest = boards.ranking(b, "speed")
    assert [(e.model.name, e.value.value) for e in fastest] == [("Kimi K2.6 (Non-reasoning)", 70)]
    cheapest = boards.ranking(b, "price_out")
    assert [(e.model.name, e.model.tier, e.value.value) for e in cheapest] == [("Kimi K2.6 (max)", "max", 1.5)]
    card = to_plain(answers.answer(db, answers.Query("card", names=("kimi k2.6",)), "en").pages[0])
    assert "Non-reasoning" in card and "max" in card and "40 tokens/s" in card  # every tier in the card


# 4. Missing is not zero; $0 is free --------------------------------------------------

def test_missing_values_are_left_out_never_zero(db):
    save(db, snap([row("Has", speed=50, price_out=1.0), row("NoSpeed", price_out=0.5)]))
    b = board(db)
    assert [e.model.name for e in boards.ranking(b, "speed")] == ["Has"]
    assert boards.missing_count(b, "speed") == 1
    text = to_plain(answers.answer(db, answers.Query("board", metric="speed"), "en").pages[0])
    assert "NoSpeed" not in text and "1 model without output speed is left out" in text


def test_zero_price_is_free_ranks_cheapest_and_never_infinite(db):
    save(db, snap([row("Paid", speed=100, price_out=0.5), row("Gratis", speed=50, price_out=0.0)]))
    b = board(db)
    assert boards.ranking(b, "price_out")[0].model.name == "Gratis"
    value = boards.ranking(b, "value")
    assert value[0].model.name == "Gratis"
    for lang, word in (("en", "free"), ("zh", "免费")):
        text = to_plain(answers.answer(db, answers.Query("board", metric="value"), lang).pages[0])
        assert word in text and "inf" not in text.lower() and "∞" not in text


# 5. Duplicates ---------------------------------------------------------------------

def test_duplicates_in_one_snapshot_keep_the_best_value_per_metric(db):
    save(db, snap([row("Twin", speed=100, price_out=2.0, ttft=1.0), row("Twin", speed=90, price_out=1.0, ttft=2.0)]))
    model = board(db).models[0]
    assert (model.values["speed"].value, model.values["price_out"].value, model.values["ttft"].value) == (100, 1.0, 1.0)


# 6. Current board and retirement ------------------------------------------------------

def test_current_board_takes_the_newest_value_of_each_metric_with_its_own_date(db):
    save(db, snap([row("A", speed=10, price_out=1.0)], as_of="2026-11-01"))
    save(db, snap([row("A", speed=20)], as_of="2026-11-05"))
    save(db, snap([row("A", speed=5, price_out=9.0)], as_of="2026-10-01"))  # older, arriving late
    model = board(db).models[0]
    assert (model.values["speed"].value, model.values["speed"].as_of) == (20, "2026-11-05")
    assert (model.values["price_out"].value, model.values["price_out"].as_of) == (1.0, "2026-11-01")
    text = to_plain(answers.answer(db, answers.Query("board", metric="speed"), "en").pages[0])
    assert "As of 2026-11-01, 2026-11-05" in text


def test_absence_from_a_complete_snapshot_retires_absence_from_a_partial_does_not(db):
    save(db, snap([row("A", speed=10), row("B", speed=20)], coverage="complete", as_of="2026-11-01"))
    save(db, snap([row("A", speed=11)], coverage="partial", as_of="2026-11-02"))
    assert {m.name for m in board(db).models} == {"A", "B"}
    result = save(db, snap([row("A", speed=12)], coverage="complete", as_of="2026-11-03"))
    assert result.retired == 1
    assert {m.name for m in board(db).models} == {"A"}
    save(db, snap([row("A", speed=12), row("B", speed=25)], coverage="complete", as_of="2026-11-04"))
    assert {m.name for m in board(db).models} == {"A", "B"}  # back on the boards


def test_an_older_complete_snapshot_arriving_late_retires_nothing(db):
    save(db, snap([row("A", speed=10), row("B", speed=20)], coverage="complete", as_of="2026-11-05"))
    result = save(db, snap([row("A", speed=9)], coverage="complete", as_of="2026-11-01"))
    assert result.retired == 0 and {m.name for m in board(db).models} == {"A", "B"}


def test_retirement_is_per_source(db):
    save(db, snap([row("A", speed=10)], source="one", coverage="complete"))
    save(db, snap([row("B", speed=10)], source="two", coverage="complete"))
    assert {m.name for m in board(db).models} == {"A", "B"}


def test_live_data_replaces_the_bundled_default_which_stays_as_history(default_db):
    assert store.load_board(default_db).bundled
    save(default_db, snap([row("Live One", speed=99)], source="artificial-analysis", coverage="complete"))
    live = store.load_board(default_db)
    assert not live.bundled and [m.name for m in live.models] == ["Live One"]
    assert default_db.execute("SELECT COUNT(*) FROM snapshots WHERE bundled = 1").fetchone()[0] == 3


# 7. Country ------------------------------------------------------------------------

def test_country_comes_from_the_curated_table_and_is_never_guessed(db):
    save(db, snap([
        row("A", creator="DeepSeek", speed=1), row("B", creator="DeepSeek AI Lab", speed=2),
        row("C", creator="SpaceXAI", speed=3), row("D", creator="Celeris", speed=4),
    ]))
    countries = {m.name: m.country for m in board(db).models}
    assert countries == {"A": "CN", "B": None, "C": None, "D": None}
    b = board(db)
    assert [e.model.name for e in boards.ranking(b, "speed", Filter(region="cn"))] == ["A"]
    assert boards.ranking(b, "speed", Filter(region="intl")) == []
    assert len(boards.ranking(b, "speed")) == 4


# 8. Intelligence index versions -----------------------------------------------------

def test_intelligence_values_of_an_older_index_version_are_not_ranked_with_newer(db):
    save(db, snap([row("Old", intelligence=70, speed=1)], as_of="2026-10-01", version="4.0", coverage="partial"))
    save(db, snap([row("New", intelligence=50, speed=1)], as_of="2026-11-01", version="4.1", coverage="partial"))
    b = board(db)
    assert [e.model.name for e in boards.ranking(b, "intelligence")] == ["New"]
    assert b.index_version == "4.1"
    assert "index v4.1" in to_plain(answers.answer(db, answers.Query("board", metric="intelligence"), "en").pages[0])


# 9. Prices -------------------------------------------------------------------------

def test_cheapest_ranks_by_output_unless_asked_and_says_which(db):
    save(db, snap([row("InCheap", price_in=0.1, price_out=3.0), row("OutCheap", price_in=1.0, price_out=1.0)]))
    assert to_plain(answers.answer_text(db, "/cheap", "en").pages[0]).count("OutCheap") == 1
    out = boards.ranking(board(db), "price_out")
    assert [e.model.name for e in out] == ["OutCheap", "InCheap"]
    assert [e.model.name for e in boards.ranking(board(db), "price_in")] == ["InCheap", "OutCheap"]
    blended = boards.ranking(board(db), "price_blended")  # (3 in + 1 out) / 4
    assert [(e.model.name, e.value.value) for e in blended] == [("InCheap", pytest.approx(0.825)),
                                                               ("OutCheap", pytest.approx(1.0))]
    for text, says in (("/cheap", "output price"), ("/cheap input", "input price"), ("/cheap blended", "blended price")):
        assert f"Ranked by {says}" in to_plain(answers.answer_text(db, text, "en").pages[0])
    assert "按输入价格排序" in to_plain(answers.answer_text(db, "最便宜的模型 输入价格", "zh").pages[0])


def test_value_is_output_speed_per_output_dollar(db):
    save(db, snap([row("V", speed=120, price_out=0.6, price_in=0.01)]))
    assert boards.ranking(board(db), "value")[0].value.value == pytest.approx(200)


# 10. Every answer shows its dates and its source ---------------------------------------

@pytest.mark.parametrize("text", ["/top", "/ttft", "/cheap china", "/value", "/smart", "/china", "/intl",
                                  "/model glm-5.2", "/compare glm-5.2, kimi k2.6", "/scenario realtime",
                                  "/agent 20 400", "/new", "/tradeoff", "最便宜的国产模型", "fastest open model"])
@pytest.mark.parametrize("lang, dated, source", [("en", "As of 20", "Source: Artificial Analysis (artificialanalysis.ai)"),
                                                 ("zh", "数据日期 20", "来源：Artificial Analysis (artificialanalysis.ai)")])
def test_every_answer_ends_with_dates_and_attribution(default_db, text, lang, dated, source):
    last = to_plain(answers.answer_text(default_db, text, lang).pages[-1]).strip().splitlines()[-1]
    assert dated in last and source in last


# 11. Untrusted text -----------------------------------------------------------------

HOSTILE = '<b>Evil</b> & <a href="http://x">co</a> </pre><script>'


def test_hostile_names_are_escaped_in_every_view(db):
    save(db, snap([row("Fine", speed=1, price_out=1, intelligence=40)], as_of="2026-10-01"))
    hostile = row(HOSTILE, creator=HOSTILE, speed=999, price_out=0.1, intelligence=50)
    hostile.new = True
    save(db, snap([hostile, row("Fine", speed=1, price_out=1, intelligence=40)]))
    for text in ("/top", "/value", "/smart", "/tradeoff", "/new", f"/model {HOSTILE}", "/compare evil, fine"):
        for lang in ("en", "zh"):
            for page in answers.answer_text(db, text, lang).pages:
                assert "<script>" not in page and "<b>Evil" not in page and '<a href="http://x">' not in page
                assert "&lt;" in page, (text, page)


def test_replies_never_pass_4096_characters(db):
    from bot.render import visible_length

    many = [row(f"Model {i:04d} " + "x" * 150, creator=f"Maker {i}", speed=1000 - i / 10, price_out=1) for i in range(600)]
    model = row("Served Everywhere", creator="Kimi")
    hosts = [DeploymentRow(model=model, system=f"Provider {i} " + "y" * 120, metrics={"speed": 100 + i},
                           note="z" * 150) for i in range(60)]
    save(db, snap(many + [model], deployments=hosts))
    reply = answers.answer(db, answers.Query("board", metric="speed", limit=30), "en")
    assert all(visible_length(p) <= 4096 for p in reply.pages)
    card = answers.answer(db, answers.Query("card", names=("Served Everywhere",)), "en")
    assert len(card.pages) > 1  # 60 long deployments: the card had to be split
    assert all(visible_length(p) <= 4096 for p in card.pages)
    assert sum(p.count("Provider ") for p in card.pages) == 60  # and nothing was lost


def test_own_format_rejects_bad_numbers_with_a_reason():
    base = {"format": "leaderbot.snapshot/1", "source": {"name": "s"}, "as_of": "2026-11-01", "coverage": "partial"}
    with pytest.raises(SnapshotError, match="speed=-5"):
        parse_own_format({**base, "models": [{"name": "A", "metrics": {"speed": -5}}]})
    with pytest.raises(SnapshotError, match="not an ISO date"):
        parse_own_format({**base, "as_of": "yesterday", "models": []})
    with pytest.raises(SnapshotError, match="coverage"):
        parse_own_format({**base, "coverage": "most", "models": []})
    parsed = parse_own_format({**base, "models": [{"name": "A", "metrics": {"speed": None, "price_out": 0}}]})
    assert parsed.models[0].metrics == {"price_out": 0.0}


def test_deployments_attach_to_the_model_not_the_board(db):
    model = row("Served", creator="Kimi")
    save(db, snap([], deployments=[DeploymentRow(model=model, system="Cerebras", metrics={"speed": 981})]))
    assert board(db).models == []
    assert [d.speed for d in store.deployments_for(db, [model.key])] == [981]
