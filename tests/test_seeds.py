"""The seeds' own tables, reproduced from the bundled data alone."""

from __future__ import annotations

import pytest

from bot import answers, boards, store
from bot.boards import Filter
from bot.render import to_plain

# Seed 001, "全球速度榜": (model as labelled with its tier, creator, t/s, output $/M, country or None)
GLOBAL_001 = [
    ("GPT-5.6 Luna (max)", "OpenAI", 204, 0.87, "US"),
    ("Qwen3.7 Max", "Alibaba", 192, 1.43, "CN"),
    ("GLM-5.2 (max)", "Z AI", 181, 0.90, "CN"),
    ("Gemini 3.5 Flash", "Google", 152, 1.31, "US"),
    ("GPT-5.6 Terra (max)", "OpenAI", 140, 2.17, "US"),
    ("Gemini 3.1 Pro Preview", "Google", 117, 1.74, "US"),
    ("DeepSeek V4 Flash (max)", "DeepSeek", 98, 0.06, "CN"),
    ("MiniMax-M3", "MiniMax", 96, 0.22, "CN"),
    ("Grok 4.5 (high)", "SpaceXAI", 93, 1.35, None),
    ("Claude Sonnet 5 (max)", "Anthropic", 79, 1.54, "US"),
    ("GPT-5.6 Sol (max)", "OpenAI", 73, 4.35, "US"),
    ("GLM-5.1", "Z AI", 66, 0.90, "CN"),
    ("GPT-5.5 (xhigh)", "OpenAI", 64, 4.35, "US"),
    ("Claude Fable 5 (with fallback)", "Anthropic", 61, 7.70, "US"),
    ("Claude Opus 4.8 (max)", "Anthropic", 56, 3.85, "US"),
    ("Qwen3.6 Plus", "Alibaba", 53, 0.43, "CN"),
    ("DeepSeek V4 Pro (max)", "DeepSeek", 51, 0.18, "CN"),
    ("MiMo-V2.5-Pro", "Xiaomi", 46, 0.18, "CN"),
    ("Claude Opus 4.7 (max)", "Anthropic", 45, 3.85, "US"),
    ("Kimi K2.7 Code", "Kimi", 45, 0.70, "CN"),
    ("Kimi K2.6", "Kimi", 42, 0.70, "CN"),
]

# Seed 001, "速度性价比": model -> token/s per $ to one decimal, in the seed's order.
VALUE_001 = [
    ("DeepSeek V4 Flash (max)", "1633.3"), ("MiniMax-M3", "436.4"), ("DeepSeek V4 Pro (max)", "283.3"),
    ("MiMo-V2.5-Pro", "255.6"), ("GPT-5.6 Luna (max)", "234.5"), ("GLM-5.2 (max)", "201.1"),
    ("Qwen3.7 Max", "134.3"), ("Qwen3.6 Plus", "123.3"), ("Gemini 3.5 Flash", "116.0"), ("GLM-5.1", "73.3"),
    ("Grok 4.5 (high)", "68.9"), ("Gemini 3.1 Pro Preview", "67.2"), ("GPT-5.6 Terra (max)", "64.5"),
    ("Kimi K2.7 Code", "64.3"), ("Kimi K2.6", "60.0"), ("Claude Sonnet 5 (max)", "51.3"),
    ("GPT-5.6 Sol (max)", "16.8"), ("GPT-5.5 (xhigh)", "14.7"), ("Claude Opus 4.8 (max)", "14.5"),
    ("Claude Opus 4.7 (max)", "11.7"), ("Claude Fable 5 (with fallback)", "7.9"),
]


def rows(entries):
    return [(e.model.name, e.model.creator, e.value.value) for e in entries]


def test_seed001_global_speed_ranking(seed001):
    entries = boards.ranking(seed001, "speed")
    assert [(e.position, e.model.name, e.model.creator, e.value.value) for e in entries] == [
        (i, name, creator, speed) for i, (name, creator, speed, _, _) in enumerate(GLOBAL_001, 1)
    ]
    for entry, (*_, price, country) in zip(entries, GLOBAL_001):
        assert entry.model.metric("price_out").value == pytest.approx(price)
        assert entry.model.country == country


def test_seed001_china_top10(seed001):
    expected = [(n, c, s) for n, c, s, _, country in GLOBAL_001 if country == "CN"][:10]
    assert rows(boards.ranking(seed001, "speed", Filter(region="cn"), limit=10)) == expected


def test_seed001_international_top10_excludes_unknown_country(seed001):
    expected = [(n, c, s) for n, c, s, _, country in GLOBAL_001 if country not in (None, "CN")][:10]
    got = rows(boards.ranking(seed001, "speed", Filter(region="intl"), limit=10))
    assert got == expected
    assert "Grok 4.5 (high)" not in [name for name, *_ in got]  # SpaceXAI: country unknown
    everywhere = rows(boards.ranking(seed001, "speed"))
    assert ("Grok 4.5 (high)", "SpaceXAI", 93) in everywhere  # ...but it is on the global board


def test_seed001_speed_per_dollar_to_one_decimal(seed001):
    entries = boards.ranking(seed001, "value")
    assert [(e.model.name, f"{e.value.value:.1f}") for e in entries] == VALUE_001


def test_seed001_value_table_rendered(default_db):
    db = default_db
    text = to_plain(answers.answer_text(db, "/value 21", "en").pages[0])
    # the combined default board includes seed 001: its figures appear to one decimal
    assert "1633.3" in text and "436.4" in text and "7.9" in text


@pytest.fixture(params=["seed-001 alone", "all bundled data"])
def board_with_seed001(request, seed001, default_db):
    """Seed 001's tables hold on its own snapshot and on the bundled default, where seed
    000's faster models are on the same board: a rank is among the models of one snapshot."""
    return seed001 if request.param == "seed-001 alone" else store.load_board(default_db)


def test_seed001_top5_intelligence_with_speed_rank(board_with_seed001):
    view = boards.tradeoff(board_with_seed001, "intelligence", "speed")
    assert [(r.model.name, r.lead.value, r.other.value, r.other_rank.rank) for r in view] == [
        ("Claude Fable 5 (with fallback)", 60, 61, 14),
        ("GPT-5.6 Sol (max)", 59, 73, 11),
        ("Claude Opus 4.8 (max)", 56, 56, 15),
        ("GPT-5.5 (xhigh)", 55, 64, 13),  # ties at 55 keep a stable order by name
        ("GPT-5.6 Terra (max)", 55, 140, 5),  # the seed prints "前 5"
    ]


def test_seed001_top5_speed_with_intelligence_rank(board_with_seed001):
    view = boards.tradeoff(board_with_seed001, "speed", "intelligence")
    assert [(r.model.name, r.lead.value, r.other.value, r.other_rank.rank) for r in view] == [
        ("GPT-5.6 Luna (max)", 204, 51, 9),
        ("Qwen3.7 Max", 192, 46, 12),
        ("GLM-5.2 (max)", 181, 51, 9),
        ("Gemini 3.5 Flash", 152, 50, 11),
        ("GPT-5.6 Terra (max)", 140, 55, 4),  # "前 5": within the top five
    ]


def test_tradeoff_tables_render_ranks_like_the_seed(seed001_db):
    db = seed001_db
    zh = to_plain(answers.answer_text(db, "/tradeoff", "zh").pages[0])
    assert "第 14" in zh and "第 9" in zh and "前 5" in zh
    en = to_plain(answers.answer_text(db, "/tradeoff", "en").pages[0])
    assert "#14" in en and "top 5" in en


# Seed 000: top 20 by output speed; rows 9 and 13 are one model (best 267.1 kept).
TOP_000 = [
    ("Celeris-1", 1668.0, False), ("Mercury 2.5", 1046.5, False), ("K2 Horizon 375B A23B", 888.8, False),
    ("Trinity Large Thinking", 420.3, False), ("Gemini 3.5 Flash-Lite", 416.6, False),
    ("Nemotron 3.5 Super VL", 411.9, True), ("Beam 1.0", 370.7, True), ("Nemotron 3.5 Lightning", 288.5, False),
    ("NVIDIA Nemotron 3 Nano 30B A3B", 267.1, False), ("Nova Micro", 259.6, False),
    ("Qwen3.5 Omni Flash", 237.8, False), ("Inkling Small", 237.7, False), ("Claude Haiku 5.5", 235.6, True),
    ("Nemotron 3 Nano Omni 30B A3B Reasoning", 229.9, False), ("Nova 2.0 Lite", 226.9, False),
    ("Muse Spark 1.3", 221.0, False), ("Ling 3.1 Flash", 216.1, True), ("gpt-oss-120b", 215.5, False),
    ("NVIDIA Nemotron Nano 12B v2 VL", 210.7, False),
]


def test_seed000_top20_merges_the_duplicate_and_keeps_new_marks(seed000):
    entries = boards.ranking(seed000, "speed")
    assert [(e.model.name, e.value.value, e.model.new) for e in entries] == TOP_000
    assert len(entries) == 19  # 20 published rows, one model twice


def test_seed000_row5_vendor_and_relay_cost(seed000):
    gemini = next(m for m in seed000.models if m.name == "Gemini 3.5 Flash-Lite")
    assert gemini.creator == "Google" and gemini.country == "US"
    assert gemini.values["relay_cny"].value == 0.21 and gemini.values["relay_discount"].value == 0.1


def test_seed000_missing_input_price_is_missing(seed000):
    k2 = next(m for m in seed000.models if m.name == "K2 Horizon 375B A23B")
    assert k2.metric("price_in") is None  # "暂未公布": never 0
    cheapest = boards.ranking(seed000, "price_in")
    assert "K2 Horizon 375B A23B" not in [e.model.name for e in cheapest]
    assert cheapest[0].model.name == "Nova Micro" and cheapest[0].value.value == 0.035


def test_seed000_new_marks_answer(default_db):
    text = to_plain(answers.answer_text(default_db, "/new", "en").pages[0])
    for name in ("Nemotron 3.5 Super VL", "Beam 1.0", "Claude Haiku 5.5", "Ling 3.1 Flash"):
        assert name in text
    assert "Celeris-1" not in text


def test_seed002_deployments_are_not_board_rows(default_db):
    from bot import store

    board = store.load_board(default_db)
    assert not any(m.name in ("Kimi K3", "Naive-N0.5-Flash", "DeepSeek V4.1 Flash") for m in board.models)
    card = to_plain(answers.answer_text(default_db, "/model kimi k3", "en").pages[0])
    assert "~850 tokens/s" in card and "842 tokens/s" in card and "Open weights: yes" in card
    naive = to_plain(answers.answer_text(default_db, "/model naive-n0.5-flash", "en").pages[0])
    assert "309B total, ~15.5B active" in naive and "~309B" not in naive and "2122 tokens/s" in naive


def test_card_and_tradeoff_agree_on_intelligence_ranks(default_db):
    card = to_plain(answers.answer_text(default_db, "/model qwen3.7 max", "en").pages[0])
    assert "intelligence #12 (as the source published it)" in card  # as seed 001 publishes it, like /tradeoff
    tradeoff = to_plain(answers.answer_text(default_db, "/tradeoff", "en").pages[0])
    assert "Qwen3.7 Max" in tradeoff and "#12" in tradeoff
    # the fastest rows of the trade-off are models measured both ways, never rows of dashes
    speed_table = tradeoff.split("where each ranks for intelligence:")[1]
    assert "Celeris-1" not in speed_table and "GPT-5.6 Luna" in speed_table


def test_deployment_only_cards_date_and_credit_only_their_own_data(default_db):
    en = to_plain(answers.answer_text(default_db, "/model kimi k3", "en").pages[-1]).splitlines()[-1]
    assert "As of 2026-10-16 ·" in en and "Artificial Analysis (artificialanalysis.ai)" not in en
    zh = to_plain(answers.answer_text(default_db, "/model kimi k3", "zh").pages[-1]).splitlines()[-1]
    assert "厂商自报数据" in zh and "vendors' own figures" not in zh
