"""PRODUCT.md rule 12: what a user waits for is the first *answer* token. Artificial Analysis
publishes three timings; all three are stored and shown, and "quickest to reply" boards, the
realtime scenario and agent-time estimates rank by the first answer token, first token beside it.

The fixture (tests/fixtures/aa/waiting_page.json) carries the timings of 13 records of a real
Artificial Analysis page, among them Command A+ (first token 0.38 s, first answer 10.23 s) and
Kimi K2.6 (3.04 s, 159.24 s): quick to emit a token, slow to start answering.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot import answers, boards, bundled, store
from bot.render import to_plain
from bot.snapshots import Snapshot, ModelRow
from bot.sources import parse_aa_pages

PAGE = Path(__file__).parent / "fixtures" / "aa" / "waiting_page.json"
FETCHED = "2026-11-30T08:00:00+00:00"


@pytest.fixture
def db():
    db = store.open_db(memory=True)
    bundled.ensure_default(db)
    result = parse_aa_pages([json.loads(PAGE.read_text())], fetched_at=FETCHED)
    store.save_snapshot(db, result.snapshot, creators=bundled.creator_table())
    return db


def ask(db, text, lang="en"):
    return to_plain("\n".join(answers.answer_text(db, text, lang).pages))


def table_names(text):
    """The model cells of a reply's table rows (after the row number)."""
    out = []
    for line in text.splitlines():
        parts = line.split()
        if parts and parts[0].rstrip("*").isdigit() and len(parts) > 2:
            out.append(line)
    return out


def test_all_three_timings_are_stored():
    snap = parse_aa_pages([json.loads(PAGE.read_text())], fetched_at=FETCHED).snapshot
    command = next(m for m in snap.models if m.name == "Command A+")
    assert (command.metrics["ttft"], command.metrics["first_answer"], command.metrics["end_to_end"]) == (0.38, 10.23, 12.7)
    kimi = next(m for m in snap.models if m.name == "Kimi K2.6")
    assert (kimi.metrics["ttft"], kimi.metrics["first_answer"], kimi.metrics["end_to_end"]) == (3.04, 159.24, 176.79)


def test_quickest_board_ranks_by_first_answer_token(db):
    board = store.load_board(db)
    assert boards.wait_metric(board) == "first_answer"
    top5 = [e.model.name for e in boards.ranking(board, "first_answer", limit=5)]
    # by first answer, one row per family: 0.59, 0.80 (GPT-5.4's best tier), 0.89, 1.71, 2.45 s
    assert top5 == ["Grok 4.20 0309 (Non-reasoning)", "GPT-5.4 (Non-reasoning)", "Gemini 3.5 Flash (minimal)",
                    "Devstral 2", "Llama 3.1 Instruct 405B"]
    # by first token alone, Command A+ (0.38 s) would lead: that would be the wrong pick
    assert boards.ranking(board, "ttft", limit=1)[0].model.name == "Command A+"

    text = ask(db, "/ttft 5")
    assert "first answer token" in text
    rows = table_names(text)
    assert len(rows) == 5 and rows[0].split()[1:4] == ["Grok", "4.20", "0309"]
    assert not any("Command A+" in r or "Kimi" in r for r in rows)
    assert "0.59" in rows[0]  # first answer, with the first token beside it
    assert "0.38" not in text


def test_realtime_scenario_and_agent_wait_for_the_answer(db):
    for text in (ask(db, "/scenario realtime"), ask(db, "实时对话用哪个", "zh")):
        rows = table_names(text)
        assert rows and not any("Command A+" in r or "Kimi K2.6" in r and "Non" not in r for r in rows)
        # the family has one tier in this data, so its label is left out
        assert rows[0].split()[1:6] == ["Grok", "4.20", "0309", "0.59", "0.59"]
    agent = ask(db, "/agent 20 400")
    assert "first answer token" in agent
    est = boards.agent_time(store.load_board(db), 20, 400)
    assert est.wait_metric == "first_answer"
    command = next(r for r in est.timed if r.model.name == "Command A+")
    assert command.seconds == pytest.approx(20 * (10.23 + 400 / 202.93))
    assert command.ttft.value == 0.38 and command.wait.value == 10.23
    # the reasoning tier of Kimi K2.6 waits 159 s a call; its non-reasoning tier is the family's best
    kimi = next(r for r in est.timed if r.model.family == "Kimi K2.6")
    assert kimi.model.tier == "Non-reasoning"


def test_card_shows_all_three_timings(db):
    for lang, words in (("en", ("Time to first answer token: 159.24 s", "Time to first token: 3.04 s",
                                "End-to-end response time: 176.79 s")),
                        ("zh", ("首个答案 token 时间：159.24 秒", "首字延迟（TTFT）：3.04 秒", "完整响应时间：176.79 秒"))):
        text = ask(db, "/model kimi k2.6", lang)
        for phrase in words:
            assert phrase in text


def _ttft_only(names_ttft):
    return Snapshot(source="own", as_of="2026-11-01", coverage="partial", bundled=False,
                    models=[ModelRow(name=n, creator="OpenAI", metrics={"speed": 100.0, "ttft": t})
                            for n, t in names_ttft])


def test_data_with_first_token_only_says_which_timing_it_ranks_by():
    db = store.open_db(memory=True)
    store.save_snapshot(db, _ttft_only([("Alpha", 0.5), ("Beta", 0.3)]))
    assert boards.wait_metric(store.load_board(db)) == "ttft"
    text = ask(db, "/ttft")
    assert "Ranked by time to first token" in text and "thinking is not counted" in text
    assert table_names(text)[0].split()[1] == "Beta"
    zh = ask(db, "/ttft", "zh")
    assert "没有算上推理模型的思考时间" in zh
    scenario = ask(db, "/scenario realtime")
    assert "ranks by time to first token instead" in scenario
    agent = ask(db, "/agent 10 100")
    assert "thinking is not counted" in agent


def test_first_token_times_never_fill_in_for_missing_first_answer_times(db):
    # A second source with only first-token times: its models are left out and counted,
    # never ranked beside first-answer times.
    store.save_snapshot(db, _ttft_only([("Gamma", 0.1)]))
    board = store.load_board(db)
    assert "Gamma" not in [e.model.name for e in boards.ranking(board, "first_answer")]
    text = ask(db, "/ttft 5")
    assert "Gamma" not in text.split("As of")[0] and "1 model without time to first answer token is left out" in text
    est = boards.agent_time(board, 5, 100)
    assert [r.model.name for r in est.lower_bounds] == ["Gamma"]  # a floor, not an estimate
