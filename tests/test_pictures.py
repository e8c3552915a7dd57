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


# -- the charts ----------------------------------------------------------------------------


def test_importing_the_bot_does_not_import_matplotlib():
    code = ("import sys, bot.app, bot.cli, bot.pictures, bot.charts, bot.analysis; "
            "assert 'matplotlib' not in sys.modules, 'matplotlib imported at start-up'")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("kind", KINDS)
def test_each_chart_renders_a_png_from_the_bundled_data(default_db, kind, lang):
    outcome = outcome_for(default_db, kind, lang)
    assert outcome.picture is not None, outcome.text
    width, height = png_size(outcome.picture.render())
    assert 1000 <= width <= 1280 and 500 <= height <= 1280
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
    # on the article's chart, but without stated parameters: shown apart, never placed at 0B
    assert {d.model for d in frontier.unsized} == {"MiMo-V2.5-Pro", "Kimi K3"}
    caption = to_plain(pictures.frontier_chart(default_db, "en").picture.caption)
    assert "MiMo-V2.5-Pro ~1000 t/s" in caption and "Kimi K2.6" not in caption  # K2.6's weights status unknown


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
    cmap = TTFont(str(path), lazy=True).getBestCmap()
    used = "".join(str(v) for v in pictures.picture_labels("zh").values()) + "年月日" + analysis.SPARK + "—·≥→~"
    missing = sorted({ch for ch in used if ord(ch) > 127 and ord(ch) not in cmap})
    assert not missing, f"the bundled font lacks {missing}"
    from matplotlib import font_manager

    family = charts.cjk_family()
    assert Path(font_manager.findfont(font_manager.FontProperties(family=family))) == Path(path)


def test_a_chinese_chart_draws_no_missing_glyph_boxes(default_db):
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # matplotlib warns "Glyph ... missing from font(s)" for tofu
        for kind in KINDS:
            store.load_board(default_db).memo.pop("pictures", None)  # draw afresh, under the filter
            png_size(outcome_for(default_db, kind, "zh").picture.render())


def test_names_with_dollars_are_text_not_mathtext():
    spec = charts.ScatterSpec("t", "x", "y", [1.0, 2.0], [10.0, 20.0], ["cn", None], ["$cheap$ model", "a_b^c"],
                              [0], {"cn": "c", "intl": "i", "unknown": "u", "front": "f"}, "n", label_order=[0, 1])
    png_size(charts.scatter_png(spec))


def test_labels_never_overlap_each_other_or_other_markers():
    anchors = [(100 + 12 * i, 100 + 5 * (i % 3)) for i in range(30)]
    sizes = [(60, 12)] * 30
    placed = charts.place_labels(anchors, sizes, list(range(30)), anchors, 4, (0, 0, 800, 600))
    boxes = [(x, y, x + 60, y + 12) for x, y, _ in placed.values()]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]
        for j, (px, py) in enumerate(anchors):
            inside = a[0] - 4 < px < a[2] + 4 and a[1] - 4 < py < a[3] + 4
            assert not inside
    assert len(placed) >= 10


# -- captions and the cache ------------------------------------------------------------------


def test_captions_stay_within_1024_characters(seed001):
    long_front = [f"A very long model family name number {i} ({'x' * 60})" for i in range(40)]
    caption = pictures.fit_caption("en", "chart", kind="price", count=40, missing=0, front=long_front, free=0,
                                   index_version=None, shown=40, region=None, open_only=False,
                                   dates=["2026-07-11"], attributions=["Source " + "y" * 300] * 5, bundled=False)
    assert visible_length(caption) <= pictures.MAX_CAPTION
    assert "Speed vs output price" in caption
    full = pictures.fit_caption("en", "chart", kind="price", count=2, missing=0, front=["A", "B"], free=0,
                                index_version=None, shown=6, region=None, open_only=False,
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


# -- Telegram, end to end ---------------------------------------------------------------------


async def test_a_photo_and_a_document_reach_a_private_chat(default_db):
    from bot.app import build_application
    from bot.config import Config

    with FakeTelegram(token="123:ABC", bot_username="leaderbot_test", flood_limits=False) as tg:
        tg.private_chat(42, first_name="Alice", language_code="zh-hans")
        config = Config(db_path=":memory:", token="123:ABC", api_base=tg.base_url)
        application = build_application(config, default_db)
        async with application:
            for text in ("/chart price", "/export", "/chart price", "/history glm-5.2", "/bound naive-n0.5-flash"):
                await application.process_update(Update.de_json(tg.send(42, 42, text), application.bot))
        sent = [c for c in tg.sent if c.method in ("sendPhoto", "sendDocument", "sendMessage")]
        assert [c.method for c in sent] == ["sendPhoto", "sendDocument", "sendPhoto", "sendPhoto", "sendMessage"]
        photo, document, again = sent[0], sent[1], sent[2]
        assert png_size(photo.files["photo"].content)[0] >= 1000
        assert photo.text.startswith("生成速度与输出价格") and "来源" in photo.text
        assert not again.files and again.params["photo"] == photo.result["photo"][-1]["file_id"]  # no second upload
        upload = document.files["document"]
        assert upload.filename.endswith(".csv") and read_csv(upload.content)[0][0] == "模型"
        assert "解码速度上限" in sent[4].text and not tg.errors
