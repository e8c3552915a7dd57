"""Charts, exports and /bound: PNGs from bundled and generated data, the CJK font, captions,
the chart cache, CSV round-trips, the decoding bound checked by hand, and Telegram end to end."""

from __future__ import annotations

import csv
import io
import struct
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest
from telegram import Update

from bot import analysis, boards, bundled, charts, pictures, store
from bot.analysis import Observation, SnapshotRef
from bot.boards import Filter
from bot.render import to_plain, visible_length

try:  # works whether or not tests/ is a package
    from tests.fakebot import FakeTelegram
except ImportError:  # pragma: no cover
    from fakebot import FakeTelegram

ROOT = Path(__file__).resolve().parent.parent
sys.path.append(str(ROOT / "bench"))
from generate import generate  # noqa: E402

KINDS = ("price", "intelligence", "value", "frontier", "history")


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk (asserting it is a PNG)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def outcome_for(db, kind: str, lang: str, model: str = "glm-5.2") -> pictures.Outcome:
    if kind == "frontier":
        return pictures.frontier_chart(db, lang)
    if kind == "history":
        return pictures.history_chart(db, model, lang)
    return pictures.chart(db, kind, Filter(), lang)


def oldest_family(db) -> str:
    """A family with several tiers that has been on the board since the first generated day."""
    board = store.load_board(db)
    for members in sorted(board.families().values(), key=len, reverse=True):
        if len(pictures.family_history(db, members[0].family_key).timeline) == 60:
            return members[0].family
    raise AssertionError("no family spans the generated history")


@pytest.fixture(scope="module")
def generated_db(tmp_path_factory):
    """Sixty days of daily complete snapshots of about 40 models (bench/generate.py)."""
    path = generate(tmp_path_factory.mktemp("gen") / "gen.db", days=60, models=40, seed=5, quiet=True)
    return store.open_db(path)


def ingested_rows(day: str) -> list[dict]:
    """A week of an ingested catalogue: GLM-5.2 in two tiers, the faster one less smart."""
    bump = 0 if day == "2026-11-01" else 12
    return [
        {"name": "GLM-5.2 (low)", "creator": "Z AI",
         "metrics": {"speed": 240 + bump, "intelligence": 45, "price_out": 0.9, "price_in": 0.3, "ttft": 0.6}},
        {"name": "GLM-5.2 (max)", "creator": "Z AI",
         "metrics": {"speed": 181 + bump, "intelligence": 51, "price_out": 0.9, "price_in": 0.3, "ttft": 1.4}},
        {"name": "DeepSeek V4 Flash (max)", "creator": "DeepSeek",
         "metrics": {"speed": 98, "intelligence": 47, "price_out": 0.06, "price_in": 0.15000000000000002}},
        {"name": "Qwen3.7 Max", "creator": "Alibaba", "metrics": {"speed": 192, "intelligence": 46, "price_out": 1.43}},
        {"name": "GPT-5.6 Luna (max)", "creator": "OpenAI", "metrics": {"speed": 204, "intelligence": 51, "price_out": 0.87}},
        {"name": "GPT-5.6 Sol (max)", "creator": "OpenAI", "metrics": {"speed": 73, "intelligence": 59, "price_out": 4.4}},
        {"name": "Grok 4.5 (high)", "creator": "xAI", "metrics": {"speed": 98, "intelligence": 50, "price_out": 0.06}},
    ]


@pytest.fixture
def ingested_db():
    """Two complete snapshots ingested over the bundled default (so boards come from them)."""
    from bot.snapshots import parse_own_format

    db = store.open_db(memory=True)
    bundled.ensure_default(db)
    for day in ("2026-11-01", "2026-11-08"):
        snap = parse_own_format({"format": "leaderbot.snapshot/1", "source": {"name": "aa-test", "attribution": "AA"},
                                 "as_of": day, "coverage": "complete", "index_version": "4",
                                 "models": ingested_rows(day)})
        store.save_snapshot(db, snap, creators=bundled.creator_table())
    return db


def label_boxes(ax, renderer) -> list[tuple[str, object]]:
    """(text, pixel box) of each point label (an annotation) drawn on `ax`."""
    from matplotlib.text import Annotation, Text

    # the text's own box: an annotation's window extent would include its leader line
    return [(t.get_text(), Text.get_window_extent(t, renderer)) for t in ax.texts if isinstance(t, Annotation)]


def dashed_lines(ax) -> list:
    """The dashed lines on `ax` (Pareto fronts, speed frontiers) as drawn, in pixels: steps
    expanded the way matplotlib draws them."""
    import numpy as np
    from matplotlib import cbook

    out = []
    for line in ax.lines:
        if line.get_linestyle() != "--":
            continue
        x, y = np.asarray(line.get_xdata(), float), np.asarray(line.get_ydata(), float)
        if line.get_drawstyle() == "steps-post":
            x, y = cbook.pts_to_poststep(x, y)
        out.append(ax.transData.transform(np.column_stack([x, y])))
    return out


def struck(box, path, margin: float = 1.0) -> bool:
    """Whether a polyline passes through a box (sampled every half pixel)."""
    import numpy as np

    for (x0, y0), (x1, y1) in zip(path[:-1], path[1:]):
        steps = max(2, int(np.hypot(x1 - x0, y1 - y0) * 2))
        t = np.linspace(0, 1, steps)
        xs, ys = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        if np.any((xs > box.x0 + margin) & (xs < box.x1 - margin) & (ys > box.y0 + margin) & (ys < box.y1 - margin)):
            return True
    return False


# -- the charts ----------------------------------------------------------------------------


def test_importing_the_bot_does_not_import_matplotlib():
    code = ("import sys, bot.telegram.app, bot.cli, bot.pictures, bot.charts, bot.analysis; "
            "assert 'matplotlib' not in sys.modules, 'matplotlib imported at start-up'")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("kind", KINDS[:-1])  # (the bundled data has two snapshots: /history answers in text)
def test_each_chart_renders_a_png_from_the_bundled_data(default_db, kind, lang):
    outcome = outcome_for(default_db, kind, lang)
    assert outcome.picture is not None, outcome.text
    width, height = png_size(outcome.picture.render())
    assert width == charts.WIDTH_IN * charts.DPI and width <= height <= 2 * width  # a phone shows it 330 dp wide
    assert visible_length(outcome.picture.caption) <= pictures.MAX_CAPTION
    assert "Source:" in to_plain(outcome.picture.caption) or "来源" in to_plain(outcome.picture.caption)


@pytest.mark.parametrize("kind", KINDS)
def test_each_chart_renders_a_png_from_a_generated_history(generated_db, kind):
    outcome = outcome_for(generated_db, kind, "en", model=oldest_family(generated_db))
    png_size(outcome.picture.render())  # (the frontier: the bundled deployments under 60 days of boards)
    if kind == "history":
        assert "60 snapshots" in to_plain(outcome.picture.caption)


def test_the_frontier_follows_seed_002(default_db):
    frontier = analysis.speed_frontier(pictures.deployment_points(default_db))
    assert [(d.model, d.speed) for d in frontier.front] == [("Naive-N0.5-Flash", 2122), ("DeepSeek V4.1 Flash", 1500)]
    assert {d.model for d in frontier.points} == {"Naive-N0.5-Flash", "DeepSeek V4.1 Flash"}
    # on the article's chart, but without stated parameters: shown apart, never placed at 0B;
    # with them Kimi K2.6 on Cerebras, open weights by data/open_weights.tsv, size not in the data
    assert {d.model for d in frontier.unsized} == {"MiMo-V2.5-Pro", "Kimi K3", "Kimi K2.6"}
    caption = to_plain(pictures.frontier_chart(default_db, "en").picture.caption)
    assert "MiMo-V2.5-Pro ~1000 t/s" in caption and "Kimi K2.6 981 t/s" in caption


def test_history_gaps_are_gaps_and_partial_absence_is_not_one():
    complete = [SnapshotRef(i, "aa", f"2026-01-0{i}") for i in range(1, 6)]
    seen = [Observation(i, "aa", f"2026-01-0{i}", "complete", "m", "speed", 100.0 + i) for i in (1, 2, 4, 5)]
    seen += [Observation(9, "article", "2026-01-03", "partial", "m", "ttft", 0.5)]
    hist = analysis.history(seen, complete + [SnapshotRef(8, "article", "2026-01-02")], {"m": "M"})
    assert [r.snapshot_id for r in hist.timeline] == [1, 2, 3, 9, 4, 5]  # the article's other snapshot is not in it
    assert hist.values("m", "speed") == [101.0, 102.0, None, None, 104.0, 105.0]
    assert hist.values("m", "ttft") == [None, None, None, 0.5, None, None]
    assert analysis.sparkline(hist.values("m", "speed")) == "▁▃  ▇█"
    spec = charts.HistorySpec("M", [r.as_of for r in hist.timeline],
                              [charts.Panel("speed", [charts.Line(0, hist.values("m", "speed"))], "none")], "note")
    png_size(charts.history_png(spec))


def test_sparklines():
    assert analysis.sparkline([]) == ""
    assert analysis.sparkline([5, 5, 5]) == "▄▄▄"
    assert analysis.sparkline([1, None, 8]) == "▁ █"
    assert analysis.sparkline([None, None]) == "  "
    long = analysis.sparkline(list(range(100)), width=10)
    assert len(long) == 10 and long[0] == "▁" and long[-1] == "█"


def test_model_cards_show_the_speed_history_as_a_sparkline(generated_db):
    from bot import answers

    card = to_plain(answers.answer_text(generated_db, f"/model {oldest_family(generated_db)}", "en").pages[0])
    line = next(line for line in card.splitlines() if line.startswith("Speed history"))
    assert "60 snapshots" in line and any(ch in line for ch in analysis.SPARK)


def test_pareto_front_of_speed_and_price(seed001):
    points = analysis.scatter_points(seed001, "price_out")
    front = analysis.pareto_front(points, x_lower_is_better=True)
    assert [p.model.family for p in front] == ["DeepSeek V4 Flash", "GPT-5.6 Luna"]
    for p in points:  # nothing off the front is both faster and cheaper than every front point
        if p not in front:
            assert any(f.x.value <= p.x.value and f.y.value >= p.y.value for f in front)


def test_a_free_model_sits_in_the_free_column_not_at_zero_or_infinity(seed001_db):
    board = store.load_board(seed001_db)
    model = board.models[0]
    model.values["price_out"] = boards.Value(0.0, "2026-07-11", "x")
    outcome = pictures._chart(board, "value", Filter(), "en")
    assert "free model" in to_plain(outcome.picture.caption)
    png_size(outcome.picture.render())
    price = pictures._chart(board, "price", Filter(), "en")
    assert "1 free model ($0)" in to_plain(price.picture.caption)
    png_size(price.picture.render())


def test_chinese_labels_are_covered_by_the_bundled_font():
    from fontTools.ttLib import TTFont

    path = charts.cjk_font_path()
    with TTFont(str(path), lazy=True) as font:
        cmap = font.getBestCmap()
    used = "".join(str(v) for v in pictures.picture_labels("zh").values()) + "年月日" + analysis.SPARK + "—·≥→~"
    missing = sorted({ch for ch in used if ord(ch) > 127 and ord(ch) not in cmap})
    assert not missing, f"the bundled font lacks {missing}"
    from matplotlib import font_manager

    family = charts.cjk_family()
    assert Path(font_manager.findfont(font_manager.FontProperties(family=family))) == Path(path)


def test_a_chinese_chart_draws_no_missing_glyph_boxes(default_db, generated_db):
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # matplotlib warns "Glyph ... missing from font(s)" for tofu
        for kind in KINDS[:-1]:
            store.load_board(default_db).memo.pop("pictures", None)  # draw afresh, under the filter
            png_size(outcome_for(default_db, kind, "zh").picture.render())
        png_size(outcome_for(generated_db, "history", "zh", model=oldest_family(generated_db)).picture.render())


def test_names_with_dollars_are_text_not_mathtext():
    spec = charts.ScatterSpec("t", "x", "y", [1.0, 2.0], [10.0, 20.0], ["cn", None], ["$cheap$ model", "a_b^c"],
                              [0], {"cn": "c", "intl": "i", "unknown": "u", "front": "f"}, "n", label_order=[0, 1])
    png_size(charts.scatter_png(spec))


def test_labels_never_overlap_each_other_or_other_markers():
    anchors = [(100 + 12 * i, 100 + 5 * (i % 3)) for i in range(30)]
    sizes = [(60, 12)] * 30
    placed = charts.place_labels(anchors, sizes, list(range(30)), anchors, 4, (0, 0, 800, 600))
    boxes = [(x, y, x + 60, y + 12) for x, y, *_ in placed.values()]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]
        for j, (px, py) in enumerate(anchors):
            inside = a[0] - 4 < px < a[2] + 4 and a[1] - 4 < py < a[3] + 4
            assert not inside
    assert len(placed) >= 10


def test_labels_keep_clear_of_lines_and_leaders_cross_nothing():
    # a front line running right through where the label would go first (to the right)
    anchors = [(100.0, 100.0), (300.0, 100.0)]
    line = [(100.0, 100.0), (400.0, 100.0), (400.0, 20.0)]
    placed = charts.place_labels(anchors, [(80, 14), (80, 14)], [0, 1], anchors, 4, (0, 0, 800, 600),
                                 lines=[line])
    assert set(placed) == {0, 1}
    from matplotlib.transforms import Bbox

    for x0, y0, _leader, _form in placed.values():
        assert not struck(Bbox([[x0, y0], [x0 + 80, y0 + 14]]), line)
    assert placed[1][1] > 100 or placed[1][1] + 14 < 100  # the dot on the line: labelled above or below it
    # forms: the whole name is preferred to a cut one when there is room for it anywhere near
    placed = charts.place_labels([(700.0, 300.0)], [[(200, 14), (90, 14)]], [0], [], 4, (0, 0, 800, 600))
    assert placed[0][3] == 0 and placed[0][0] + 200 <= 800  # moved left, not cut


@pytest.mark.parametrize("args", ["china", "smart", ""])
def test_no_front_line_strikes_through_a_label_and_every_point_is_named(default_db, drawn, args):
    pictures.chart_reply(default_db, args, "en").picture.render()
    fig, renderer = drawn[-1]
    ax = fig.axes[0]
    labels = label_boxes(ax, renderer)
    fronts = dashed_lines(ax)
    assert fronts and labels
    for text, box in labels:
        assert not any(struck(box, path) for path in fronts), f"the front line strikes through {text!r}"
    # names are whole; the caption counts the dots left unnamed (none, or says how many)
    assert not [text for text, _ in labels if "…" in text]
    caption = to_plain(pictures.chart_reply(default_db, args, "en").picture.caption)
    unnamed = len(ax.collections[0].get_offsets()) - len(labels)
    assert (f"{unnamed} of " in caption) if unnamed else ("no name" not in caption)


def test_the_frontier_line_strikes_through_no_label_and_names_are_whole(default_db, drawn):
    pictures.frontier_chart(default_db, "en").picture.render()
    fig, renderer = drawn[-1]
    main = next(a for a in fig.axes if a.get_xscale() == "log")  # against model size
    side = next(a for a in fig.axes if a is not main)  # the deployments whose size is not stated
    labels = label_boxes(main, renderer)
    assert [t for t, _ in labels if "~2,000 t/s" in t]  # the deployment under the frontier is named
    for text, box in labels:
        assert not any(struck(box, path) for path in dashed_lines(main)), f"the frontier strikes through {text!r}"
    side_text = " ".join(t.replace("\n", " ") for t, _ in label_boxes(side, renderer))
    assert "Optimized deployment" in side_text and "NVIDIA-optimized (agent-tuned" in side_text
    for text, box in label_boxes(side, renderer):  # wrapped, not run off the picture
        assert box.x1 <= fig.bbox.width


def test_a_history_shows_whole_dots_and_the_price_key_beside_the_prices(ingested_db, drawn):
    outcome = pictures.history_chart(ingested_db, "glm-5.2", "en")
    assert "2 tiers" in to_plain(outcome.picture.caption)
    outcome.picture.render()
    fig, renderer = drawn[-1]
    speed, ttft, price = fig.axes
    for ax in (speed, ttft, price):
        top = ax.get_ylim()[1]
        highest = max(np.nanmax(line.get_ydata()) for line in ax.lines)
        # the topmost dot (4.5 pt across) sits wholly inside the panel
        room = ax.transData.transform((0, top))[1] - ax.transData.transform((0, highest))[1]
        assert room > 4.5 * charts.DPI / 72, ax.get_ylabel()
    assert speed.get_ylim()[1] >= 252  # the low tier's newest speed
    figure_keys = [t.get_text() for legend in fig.legends for t in legend.get_texts()]
    assert figure_keys == ["low", "max"]  # the tiers' colours, for every panel
    assert [t.get_text() for t in price.get_legend().get_texts()] == ["solid: output price", "dashed: input price"]
    assert speed.get_legend() is None and ttft.get_legend() is None
    price_top = price.transData.transform((0, max(np.nanmax(line.get_ydata()) for line in price.lines)))[1]
    assert price.get_legend().get_window_extent(renderer).y0 > price_top  # above the lines, not on them


def test_speed_vs_intelligence_plots_every_tier(ingested_db, drawn):
    outcome = pictures.chart_reply(ingested_db, "smart china", "en")
    caption = to_plain(outcome.picture.caption)
    # GLM-5.2 (max) is the smartest Chinese model (51) and on the front; its faster, less smart
    # tier (45) is a dot of its own, on the front too
    assert "4 tiers of 3 models" in caption and "one dot per tier" in caption
    assert "faster and smarter — GLM-5.2 (max), GLM-5.2 (low)." in caption
    outcome.picture.render()
    fig, renderer = drawn[-1]
    assert len(fig.axes[0].collections[0].get_offsets()) == 4
    assert {"GLM-5.2 (max)", "GLM-5.2 (low)"} <= {t for t, _ in label_boxes(fig.axes[0], renderer)}
    zh = to_plain(pictures.chart_reply(ingested_db, "smart china", "zh").picture.caption)
    assert "3 个模型的 4 个档位" in zh and "每个档位一个点" in zh
    # against price, a family is still one dot: its fastest tier (tiers share a price)
    price = to_plain(pictures.chart_reply(ingested_db, "china", "en").picture.caption)
    assert "3 models with both a speed and an output price, one dot each (its fastest tier)" in price


@pytest.mark.parametrize("args, title", [
    ("china", "Output speed vs output price — China"),
    ("smart intl", "Output speed vs intelligence — International"),
    ("open china", "Output speed vs output price — China, open weights"),
    ("value china", "Speed per dollar: output tokens/s per $ of output price — China"),
    ("", "Output speed vs output price"),
])
def test_chart_titles_name_the_filter(default_db, drawn, args, title):
    pictures.chart_reply(default_db, args, "en").picture.render()
    fig, _ = drawn[-1]
    assert fig.texts[0].get_text().replace("\n", " ") == title  # wrapped to the phone's width


def test_chinese_chart_and_frontier_titles_name_the_filter(default_db, drawn):
    pictures.chart_reply(default_db, "open china", "zh").picture.render()
    pictures.frontier_reply(default_db, "china", "zh").picture.render()
    assert [fig.texts[0].get_text().replace("\n", "") for fig, _ in drawn] == ["生成速度与输出价格 — 国产，开放权重",
                                                            "部署速度前沿：300B 及以上的开放权重模型 — 国产"]


@pytest.mark.parametrize("lang, args, said", [
    ("en", "ttft", ["“ttft”", "smart", "value", "china", "/history"]),
    ("en", "foo smart", ["“foo”", "/chart smart china"]),
    ("zh", "foo", ["看不懂", "“foo”", "smart", "china"]),
])
def test_chart_names_the_words_it_does_not_understand(default_db, lang, args, said):
    outcome = pictures.chart_reply(default_db, args, lang)
    assert outcome.picture is None
    for words in said:
        assert words in to_plain(outcome.text)


def test_chart_words_need_no_spaces_in_chinese():
    assert pictures.parse_chart("国产智能") == ("intelligence", Filter("cn"), [])
    assert pictures.parse_chart("smart, non-china open") == ("intelligence", Filter("intl", True), [])
    assert pictures.parse_chart("value 国产 ttft") == ("value", Filter("cn"), ["ttft"])


def test_frontier_takes_a_region_and_names_other_words(default_db):
    china = pictures.frontier_reply(default_db, "china", "en")
    assert to_plain(china.picture.caption).startswith("Deployment speed frontier — China")
    intl = to_plain(pictures.frontier_reply(default_db, "intl", "en").text)
    assert "No deployment speeds of international open-weights models" in intl
    assert pictures.frontier_reply(default_db, "open", "en").picture is not None  # open weights only anyway
    for lang, said in (("en", "I don't understand “foo”"), ("zh", "看不懂这里的“foo”")):
        text = to_plain(pictures.frontier_reply(default_db, "foo", lang).text)
        assert said in text and "china" in text and "intl" in text



# -- captions and the cache ------------------------------------------------------------------


def test_captions_stay_within_1024_characters(seed001):
    long_front = [f"A very long model family name number {i} ({'x' * 60})" for i in range(40)]
    naming = dict(marked=[], absent=[], numbered=[], unnamed=0, top=10, example=None, filter_words="")
    caption = pictures.fit_caption("en", "chart", kind="price", count=40, missing=0, front=long_front, free=0,
                                   index_version=None, shown=40, region=None, open_only=False, **naming,
                                   dates=["2026-07-11"], attributions=["Source " + "y" * 300] * 5, bundled=False)
    assert visible_length(caption) <= pictures.MAX_CAPTION
    assert "Speed vs output price" in caption
    full = pictures.fit_caption("en", "chart", kind="price", count=2, missing=0, front=["A", "B"], free=0,
                                index_version=None, shown=6, region=None, open_only=False, **naming,
                                dates=["2026-07-11"], attributions=["AA"], bundled=False)
    assert "A, B" in full  # short enough: the names stay


def test_a_chart_is_drawn_once_per_board(default_db):
    before = charts.renders
    first = pictures.chart(default_db, "price", Filter(), "en")
    png = first.picture.render()
    again = pictures.chart(default_db, "price", Filter(), "en")
    assert again.picture is first.picture and again.picture.render() is png
    assert charts.renders == before + 1
    pictures.chart(default_db, "price", Filter(), "zh").picture.render()  # another language: another picture
    assert charts.renders == before + 2
    snap = bundled.read_own_format(bundled.bundled_snapshot_paths()[0], bundled=True)
    snap.as_of = "2026-12-01"
    store.save_snapshot(default_db, snap, creators=bundled.creator_table())  # new data: drawn again
    assert pictures.chart(default_db, "price", Filter(), "en").picture is not first.picture


# -- CSV exports ------------------------------------------------------------------------------


def read_csv(data: bytes) -> list[list[str]]:
    assert data.startswith(b"\xef\xbb\xbf")  # the BOM Excel needs to read UTF-8
    assert b"\r\n" in data
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def test_board_csv_round_trips_with_the_boards_numbers(default_db):
    doc = pictures.export_board(default_db, Filter(), "en")
    rows = read_csv(doc.data)
    header, body = rows[0], rows[1:]
    board = store.load_board(default_db)
    assert len(body) == len(board.models)
    by_name = {m.name: m for m in board.models}
    col = {name: header.index(name) for name in header}
    for row in body:
        model = by_name[row[col["model"]]]
        for metric, column in (("speed", "speed_tokens_per_s"), ("price_in", "price_in_usd_per_1m"),
                               ("price_out", "price_out_usd_per_1m"), ("intelligence", "intelligence_index")):
            value = model.metric(metric)
            cell = row[col[column]]
            assert cell == ("" if value is None else cell) and (value is None or float(cell) == value.value)
            if value is None:
                assert cell == ""  # missing is empty, never 0
    speeds = [float(r[col["speed_tokens_per_s"]]) for r in body if r[col["speed_tokens_per_s"]]]
    assert speeds == sorted(speeds, reverse=True)
    assert doc.filename.endswith(".csv") and visible_length(doc.caption) <= pictures.MAX_CAPTION


def test_chinese_csv_headers_and_filters(default_db):
    doc = pictures.export_board(default_db, Filter(region="cn"), "zh")
    rows = read_csv(doc.data)
    assert rows[0][0] == "模型" and "国家" in rows[0]
    country = rows[0].index("国家")
    assert rows[1:] and all(r[country] == "CN" for r in rows[1:])


def test_export_parses_filters_models_and_history():
    assert pictures.parse_export("") == (None, Filter())
    assert pictures.parse_export("china open") == (None, Filter("cn", True))
    assert pictures.parse_export("国产") == (None, Filter("cn"))
    assert pictures.parse_export("glm-5.2") == ("glm-5.2", Filter())
    assert pictures.parse_export("history deepseek v4 flash") == ("deepseek v4 flash", Filter())


def test_history_csv_round_trips(generated_db):
    board = store.load_board(generated_db)
    name = oldest_family(generated_db)
    family = next(m for m in board.models if m.family == name)
    outcome = pictures.export_history(generated_db, name, "en")
    rows = read_csv(outcome.document.data)
    assert rows[0][:3] == ["as_of", "source", "model"]
    newest = [r for r in rows[1:] if r[0] == "2026-11-28" and r[2] == family.name]
    assert len(newest) == 1
    speed = float(newest[0][3])
    assert speed == family.metric("speed").value


def test_csv_cells():
    data = analysis.to_csv(["a", "b", "c", "d"], [[None, 0.0, "=HYPERLINK()", 1.5], [True, 3, "模型", 1e-7]])
    assert read_csv(data) == [["a", "b", "c", "d"], ["", "0", "'=HYPERLINK()", "1.5"], ["true", "3", "模型", "1e-07"]]


def test_leaderbot_export_writes_the_same_csv(tmp_path, tmp_db_path):
    out = tmp_path / "board.csv"
    run = [sys.executable, "-m", "bot", "--db", tmp_db_path, "export", "--out", str(out), "intl"]
    subprocess.run(run, check=True, cwd=ROOT, capture_output=True)
    rows = read_csv(out.read_bytes())
    country = rows[0].index("country")
    assert rows[1:] and all(r[country] not in ("CN", "") for r in rows[1:])
    hist = subprocess.run([sys.executable, "-m", "bot", "--db", tmp_db_path, "export", "--history", "glm-5.2",
                           "--lang", "zh"], check=True, cwd=ROOT, capture_output=True).stdout
    assert read_csv(hist)[0][:3] == ["数据日期", "来源", "模型"]


def test_csv_numbers_keep_the_sources_digits_without_float_noise(ingested_db):
    assert analysis.to_csv(["a"], [[0.15000000000000002], [0.1 + 0.2], [1633.3333333333335], [123456.789012345]]) \
        == "\ufeffa\r\n0.15\r\n0.3\r\n1633.33333333333\r\n123456.789012345\r\n".encode("utf-8")
    rows = read_csv(pictures.export_board(ingested_db, Filter(), "en").data)
    col = {name: i for i, name in enumerate(rows[0])}
    by_name = {r[col["model"]]: r for r in rows[1:]}
    deepseek = by_name["DeepSeek V4 Flash (max)"]
    assert deepseek[col["price_in_usd_per_1m"]] == "0.15"  # stored as 0.15000000000000002
    # derived values have 6 significant digits: 98 / 0.06, (3 x 0.15 + 0.06) / 4
    assert deepseek[col["tokens_per_s_per_usd"]] == "1633.33"
    assert deepseek[col["price_blended_usd_per_1m"]] == "0.1275"
    assert by_name["GPT-5.6 Luna (max)"][col["tokens_per_s_per_usd"]] == "234.483"  # 204 / 0.87


def test_board_export_counts_rows_and_models_apart(ingested_db):
    caption = to_plain(pictures.export_board(ingested_db, Filter(), "en").caption)
    assert "7 rows for 6 models (every tier its own row)" in caption  # GLM-5.2's two tiers are one model
    zh = to_plain(pictures.export_board(ingested_db, Filter(), "zh").caption)
    assert "6 个模型共 7 行" in zh


@pytest.mark.parametrize("lang, args, said", [
    ("en", "history", ["Whose history?", "/export history glm-5.2"]),
    ("zh", "历史", ["要哪个模型的历史", "/export history glm-5.2"]),
    ("en", "bogusword", ["“bogusword”", "isn't a filter", "china, intl, open", "/export history MODEL"]),
    ("zh", "bogusword", ["“bogusword”", "筛选词", "/export history 模型"]),
    ("en", "history bogusword", ["I don't know a model called “bogusword”"]),
])
def test_export_says_what_it_did_not_understand(default_db, lang, args, said):
    outcome = pictures.export(default_db, args, lang)
    assert outcome.document is None
    for words in said:
        assert words in to_plain(outcome.text)
    assert pictures.parse_export("history") == ("", Filter())


def test_leaderbot_export_refuses_words_it_does_not_understand(tmp_db_path):
    run = subprocess.run([sys.executable, "-m", "bot", "--db", tmp_db_path, "export", "bogusword"], cwd=ROOT,
                         capture_output=True, text=True)
    assert run.returncode != 0 and "bogusword" in run.stderr and not run.stdout

# -- /bound -------------------------------------------------------------------------------------


def test_bound_for_deepseek_v41_flash_checked_by_hand(default_db):
    # Seed 002: DeepSeek V4.1 Flash has 552B total and about 16B active parameters; Fireworks
    # serves it at about 1,500 tokens/s. Seed 004: an H100 reads 3.35 TB/s.
    # FP8 = 1 byte per parameter, so each token reads 16e9 x 1 = 16 GB of weights.
    # The weights (552 GB at FP8) need ceil(552 / 80) = 7 H100s of 80 GB -> 8, a power of two.
    # Ceiling = 8 x 3.35e12 B/s / 16e9 B = 1,675 tokens/s; Fireworks: 1,500 / 1,675 = 89.6% -> 90%.
    # At BF16 (2 bytes): 32 GB per token on the same 8 GPUs -> 837.5 -> 838; at FP4: 3,350.
    text = to_plain(pictures.bound_reply(default_db, "deepseek v4.1 flash", "en"))
    assert "8 × NVIDIA H100 SXM (3.35 TB/s each)" in text
    assert "~16B active parameters × 1 byte = 16 GB" in text
    assert "≈ 1,675 tokens/s" in text
    assert "BF16 838 · FP8 1,675 · FP4 3,350" in text
    assert "Fireworks: ~1500 tokens/s, 90%" in text
    assert "ignores KV-cache reads" in text
    # H200 (4.8 TB/s), FP8, 8 GPUs chosen: 8 x 4.8e12 / 16e9 = 2,400 tokens/s; 1,500 / 2,400 = 62.5% -> 63%
    text = to_plain(pictures.bound_reply(default_db, "deepseek v4.1 flash h200 fp8 8", "en"))
    assert "≈ 2,400 tokens/s" in text and "63%" in text
    b = analysis.bound(next(a for a in bundled.accelerators() if a.key == "h100"), "fp8", 16, total_b=552)
    assert (b.gpus, b.gb_per_token, round(b.tokens_per_s, 6)) == (8, 16, 1675.0)


def test_bound_says_when_active_parameters_are_unknown(default_db):
    text = to_plain(pictures.bound_reply(default_db, "kimi k3", "en"))
    assert "Active parameters are not known for Kimi K3" in text
    assert "842 tokens/s" in text  # its deployments are still listed
    zh = to_plain(pictures.bound_reply(default_db, "kimi k3", "zh"))
    assert "激活参数未知" in zh


def test_bound_arguments_and_problems(default_db):
    accelerators = bundled.accelerators()
    parse = analysis.parse_bound_args
    assert parse("gemini 3", accelerators).model == "gemini 3"  # a name ending in a number stays whole
    hardware = [(a.accelerator, a.precision, a.gpus) for a in (parse("kimi k3 8xh200", accelerators),
                                                                parse("glm-5.2 bf16 x4", accelerators),
                                                                parse("qwen h100 int4 2", accelerators))]
    assert hardware == [("h200", None, 8), (None, "bf16", 4), ("h100", "int4", 2)]
    assert "/bound MODEL" in to_plain(pictures.bound_reply(default_db, "", "en"))
    assert "no memory-bandwidth figure for “h999”" in to_plain(pictures.bound_reply(default_db, "naive h999", "en"))
    assert "1 to 4096" in to_plain(pictures.bound_reply(default_db, "naive h100 0x", "en"))
    assert "don't know a model" in to_plain(pictures.bound_reply(default_db, "zzzz nothing", "en"))


@pytest.mark.parametrize("args, said", [
    ("naive-n0.5-flash tpu", "I don't understand “tpu” after the model's name"),
    ("naive-n0.5-flash h100 fp3", "I don't understand “fp3” after the model's name"),
    ("naive-n0.5-flash h100 fp8 -2", "“-2” is not a number of GPUs: it must be a whole number from 1 to 4096"),
    ("naive-n0.5-flash 3.5", "“3.5” is not a number of GPUs"),
    ("naive-n0.5-flash 0", "“0” is not a number of GPUs"),
    ("naive-n0.5-flash 5000", "“5000” is not a number of GPUs"),
    ("naive-n0.5-flash h100 h200", "“h200” is one too many"),
    ("naive-n0.5-flash h999", "no memory-bandwidth figure for “h999”"),
])
def test_bound_names_every_word_it_cannot_use(default_db, args, said):
    text = to_plain(pictures.bound_reply(default_db, args, "en"))
    assert said in text
    assert "GPUs I know: H100" in text and "Precisions: fp32" in text and "Decoding ceiling" not in text


def test_bound_words_in_chinese(default_db):
    text = to_plain(pictures.bound_reply(default_db, "naive-n0.5-flash tpu -2", "zh"))
    assert "看不懂模型名后面的“tpu”" in text and "“-2”不是有效的卡数" in text and "已知 GPU：H100" in text


def test_bound_reads_a_count_after_the_models_name(default_db):
    # 1,000 x 3.35e12 B/s / 15.5e9 B (Naive-N0.5-Flash: ~15.5B active at FP8) = 216,129 tokens/s
    text = to_plain(pictures.bound_reply(default_db, "naive-n0.5-flash 1000", "en"))
    assert "1000 × NVIDIA H100 SXM" in text and "≈ 216,129 tokens/s" in text
    assert "≈ 2,400 tokens/s" in to_plain(pictures.bound_reply(default_db, "deepseek v4.1 flash 8xh200", "en"))
    assert "8 × NVIDIA H100 SXM" in to_plain(pictures.bound_reply(default_db, "deepseek v4.1 flash 8 gpus", "en"))
    # a misspelt name must not swallow the hardware after it, nor hide a word it can't use
    assert "8 × NVIDIA H100 SXM" in to_plain(pictures.bound_reply(default_db, "naiv-n0.5-flash h100 8", "en"))
    assert "I don't understand “tpu”" in to_plain(pictures.bound_reply(default_db, "naiv-n0.5-flash tpu", "en"))
    assert "I don't understand “gpus”" in to_plain(pictures.bound_reply(default_db, "naive-n0.5-flash gpus", "en"))


def test_bound_warns_when_the_weights_do_not_fit(default_db):
    # 309B at INT4 (0.5 bytes) = 154.5 GB > 2 x 24 GB; ceil(154.5 / 24) = 7 RTX 4090s would hold them
    text = to_plain(pictures.bound_reply(default_db, "naive-n0.5-flash 4090 int4 2", "en"))
    assert ("The weights don't fit: 309B parameters at INT4 take 154.5 GB, more than 2 × 24 GB = 48 GB" in text
            and "at least 7 to hold them" in text)
    zh = to_plain(pictures.bound_reply(default_db, "naive-n0.5-flash 4090 int4 2", "zh"))
    assert "权重装不下" in zh and "至少要 7 张" in zh
    assert "don't fit" not in to_plain(pictures.bound_reply(default_db, "naive-n0.5-flash 4090 int4 8", "en"))
    assert "don't fit" not in to_plain(pictures.bound_reply(default_db, "naive-n0.5-flash", "en"))


def test_each_deployment_is_compared_with_the_ceiling_for_its_own_gpus(default_db):
    # Naive-N0.5-Flash: ~15.5B active. The default is 4 H100s (309 GB at FP8 needs 4 of 80 GB):
    # 4 x 3.35e12 / 15.5e9 = 864.5 tokens/s. NaiveRT states 8 GPUs: 8 x 3.35e12 / 15.5e9 = 1,729
    # tokens/s, and 2,122 / 1,729 = 122.7% -> 123%, not 2,122 / 864.5 = 245%.
    text = to_plain(pictures.bound_reply(default_db, "naive-n0.5-flash", "en"))
    assert ("NaiveRT (NaiveAI), 8 GPUs: 2122 tokens/s, 123% of the 1,729 tokens/s ceiling for its 8 GPUs "
            "(taken as NVIDIA H100 SXM, FP8) — above it") in text
    assert "245%" not in text
    # the other states no GPUs: the default ceiling, and the reply says that is an assumption
    assert "NaiveRT (NaiveAI): ~2000 tokens/s, 231% — above it" in text
    assert "Where the hardware doesn't say how many GPUs, the share is of the ceiling above (4 × NVIDIA H100 SXM " \
           "at FP8): an assumption" in text
    zh = to_plain(pictures.bound_reply(default_db, "naive-n0.5-flash", "zh"))
    assert "为其 8 张卡（按 NVIDIA H100 SXM、FP8 计）上限 1,729 tokens/s 的 123%" in zh and "这是假设" in zh
    assert analysis.stated_hardware("8x H200", bundled.accelerators()) == (8, "h200")
    assert analysis.stated_hardware("NVIDIA GB300", bundled.accelerators()) == (None, "gb300")


def test_no_space_before_full_width_brackets_in_chinese(default_db):
    from bot import answers

    texts = [to_plain(pictures.bound_reply(default_db, "naive-n0.5-flash", "zh")),
             to_plain(answers.answer_text(default_db, "/model kimi k3", "zh").pages[0]),
             to_plain(answers.answer_text(default_db, "/model glm-5.2", "zh").pages[0])]
    for text in texts:
        assert "（" in text and " （" not in text, text

# -- Telegram, end to end ---------------------------------------------------------------------


async def test_a_photo_and_a_document_reach_a_private_chat(default_db):
    from bot.telegram.app import build_application
    from bot.config import Config

    with FakeTelegram(token="123:ABC", bot_username="leaderbot_test", flood_limits=False) as tg:
        tg.private_chat(42, first_name="Alice", language_code="zh-hans")
        config = Config(db_path=":memory:", token="123:ABC", api_base=tg.base_url)
        application = build_application(config, default_db)
        async with application:
            for text in ("/chart price", "/export", "/chart price", "/history glm-5.2", "/bound naive-n0.5-flash"):
                await application.process_update(Update.de_json(tg.send(42, 42, text), application.bot))
        sent = [c for c in tg.sent if c.method in ("sendPhoto", "sendDocument", "sendMessage")]
        # the bundled data has two snapshots of GLM-5.2: its history comes as text, no empty chart
        assert [c.method for c in sent] == ["sendPhoto", "sendDocument", "sendPhoto", "sendMessage", "sendMessage"]
        assert "有 3 个快照后再画图" in sent[3].text
        photo, document, again = sent[0], sent[1], sent[2]
        assert png_size(photo.files["photo"].content)[0] >= 1000
        assert photo.text.startswith("生成速度与输出价格") and "来源" in photo.text
        assert not again.files and again.params["photo"] == photo.result["photo"][-1]["file_id"]  # no second upload
        upload = document.files["document"]
        assert upload.filename.endswith(".csv") and read_csv(upload.content)[0][0] == "模型"
        assert "解码速度上限" in sent[4].text and not tg.errors


async def test_charts_and_exports_asked_for_in_plain_words(default_db):
    """"画一个速度和价格的图", "export the international board as csv": the same photo and file
    as /chart and /export, in the question's language."""
    from bot.telegram.app import build_application
    from bot.config import Config

    with FakeTelegram(token="123:ABC", bot_username="leaderbot_test", flood_limits=False) as tg:
        tg.private_chat(42, first_name="Alice", language_code="en")
        config = Config(db_path=":memory:", token="123:ABC", api_base=tg.base_url)
        application = build_application(config, default_db)
        async with application:
            for text in ("画一个速度和价格的图", "export the international board as csv"):
                await application.process_update(Update.de_json(tg.send(42, 42, text), application.bot))
        photo, document = [c for c in tg.sent if c.method in ("sendPhoto", "sendDocument", "sendMessage")]
        assert photo.method == "sendPhoto" and photo.text.startswith("生成速度与输出价格")
        assert document.method == "sendDocument" and document.files["document"].filename.startswith(
            "leaderbot-board-intl-") and not tg.errors
