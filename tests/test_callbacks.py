"""The callback-data grammar (bot/callbacks.py): builder and parser agree, stay under
Telegram's 64 bytes, and tell stale buttons from forged ones."""

from __future__ import annotations

import itertools

import pytest

from bot import answers, callbacks
from bot.callbacks import BadCallback, BoardPage
from bot.intents import MAX_LIMIT, Query, parse_command
from bot.render import labels, to_plain


def every_page():
    for metric, region, open_only in itertools.product(callbacks.METRIC_CODES, callbacks.REGION_CODES, (False, True)):
        for size, page in ((1, 0), (10, 3), (MAX_LIMIT, callbacks.MAX_PAGE)):
            yield BoardPage(metric, region, open_only, size, page)


def test_builder_and_parser_round_trip_under_64_bytes():
    longest = 0
    for page in every_page():
        data = page.data()
        longest = max(longest, len(data.encode()))
        assert data.isascii() and callbacks.parse(data) == page
    assert longest <= 22 < callbacks.MAX_DATA


def test_a_page_is_a_board_query_with_an_offset():
    page = callbacks.parse("b1:mix:cn:1:5:2")
    assert page.query() == Query("board", metric="price_blended", region="cn", open_only=True, limit=5, offset=10)
    assert BoardPage.of(page.query()) == page
    assert BoardPage.of(parse_command("cheap", "input intl")).data() == "b1:in:intl:0:10:0"


@pytest.mark.parametrize("data", ["b0:spd:all:0:10:0", "b7:whatever", "b2:spd:all:0:10:1"])
def test_other_grammar_versions_are_stale(data):
    with pytest.raises(BadCallback) as exc:
        callbacks.parse(data)
    assert exc.value.stale


@pytest.mark.parametrize("data", [
    None, "", "admin:delete_all", "b1:spd:all:0:10", "b1:spd:all:0:10:0:extra", "b1:foo:all:0:10:0",
    "b1:spd:mars:0:10:0", "b1:spd:all:2:10:0", "b1:spd:all:0:0:0", "b1:spd:all:0:31:0", "b1:spd:all:0:10:100",
    "b1:spd:all:0:10:-1", "B1:spd:all:0:10:0", "b1:spd:all:0:10:0\n", "b1:spd:all:0:١٠:0",
])
def test_anything_else_is_forged(data):
    with pytest.raises(BadCallback) as exc:
        callbacks.parse(data)
    assert not exc.value.stale


def keyboard(page, total, lang="en"):
    return [[(text, callbacks.parse(data)) for text, data in row]
            for row in callbacks.board_keyboard(page, total, labels(lang))]


def test_keyboard_pages_and_switches():
    rows = keyboard(BoardPage("speed", "cn", size=10, page=1), total=25)
    nav, metrics, regions = rows
    assert [text for text, _ in nav] == ["‹ Prev", "2/3", "Next ›"]
    assert [target.page for _, target in nav] == [0, 1, 2]
    assert [text for text, _ in metrics] == ["• Speed", "TTFT", "Price", "Value", "Smart"]
    assert all(t.page == 0 and t.region == "cn" for _, t in metrics)  # switching keeps the region, starts over
    assert [t.metric for _, t in metrics] == ["speed", "ttft", "price_out", "value", "intelligence"]
    assert [text for text, _ in regions] == ["Global", "• China", "Intl"]
    assert all(t.metric == "speed" and t.page == 0 for _, t in regions)


def test_keyboard_first_last_and_single_page():
    first = keyboard(BoardPage(size=10, page=0), total=25)[0]
    assert [text for text, _ in first] == ["1/3", "Next ›"]
    last = keyboard(BoardPage(size=10, page=2), total=25)[0]
    assert [text for text, _ in last] == ["‹ Prev", "3/3"]
    single = keyboard(BoardPage(size=10), total=7)
    assert len(single) == 2  # no paging row: only the switches
    zh = keyboard(BoardPage("price_in", size=10), total=7, lang="zh")
    assert [text for text, _ in zh[0]] == ["速度", "首字", "• 价格", "性价比", "智能"]


def test_board_answer_pages_with_the_offset(seed001_db):
    whole = answers.answer(seed001_db, Query("board", limit=30), "en")
    _, total = whole.extra["board"]
    assert total > 10
    second = answers.answer(seed001_db, Query("board", limit=10, offset=10), "en")
    text = to_plain(second.pages[0])
    assert text.startswith(f"Fastest — global, 11–{min(20, total)} of {total}")
    assert "\n11 " in text and "\n10 " not in text
    assert second.extra["board"] == (Query("board", limit=10, offset=10), total)
