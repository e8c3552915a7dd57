"""Charts as a phone shows them (issue 13), checked on what matplotlib drew: labels that can't
be read as a neighbour's, text at least 11 dp at Telegram's 330 dp, every word in the
chart's language, /history without history, the value chart's outlier, big catalogues,
and a frontier line that joins only comparable figures. The catalogues are the project's
own fixture in Artificial Analysis' shape (tests/fixtures/aa/crowded_page.json), the real
AA page where it sits beside the checkout, and a generated 600-model board."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import numpy as np
import pytest

from bot import analysis, charts, live, pictures, store
from bot.render import price_text, to_plain

ROOT = Path(__file__).resolve().parent.parent
sys.path.append(str(ROOT / "bench"))
from generate import generate  # noqa: E402

CROWDED = ROOT / "tests" / "fixtures" / "aa" / "crowded_page.json"
REAL_AA_PAGE = ROOT.parent / "shared" / "fixtures" / "aa_language_models_free_page.json"
MIN_DP = 11


def catalogue_db(path: Path):
    db = store.open_db(memory=True)
    [result] = live.ingest_files(db, [path], as_of="2026-11-20")
    assert not result.error, result.error
    return db


@pytest.fixture(scope="module")
def crowded_db():
    return catalogue_db(CROWDED)


@pytest.fixture(scope="module")
def real_db():
    if not REAL_AA_PAGE.exists():
        pytest.skip("the shared AA page is not beside this checkout")
    return catalogue_db(REAL_AA_PAGE)


@pytest.fixture(scope="module")
def board_600(tmp_path_factory):
    """A full catalogue: 600 generated models, three daily snapshots."""
    return store.open_db(generate(tmp_path_factory.mktemp("big") / "big.db", days=3, models=600, seed=11, quiet=True))


def box_distance(point, box) -> float:
    x, y = point
    return float(np.hypot(max(box.x0 - x, 0, x - box.x1), max(box.y0 - y, 0, y - box.y1)))


def point_labels(ax, renderer):
    """(text, its own box, its dot in pixels, has a leader) for each point label on `ax`."""
    from matplotlib.text import Annotation, Text

    out = []
    for t in ax.texts:
        if isinstance(t, Annotation):
            out.append((t.get_text(), Text.get_window_extent(t, renderer), ax.transData.transform(t.xy),
                        t.arrow_patch is not None))
    return out


def assert_no_label_reads_as_a_neighbours(ax, renderer) -> int:
    """Each label is nearer its own dot than any other dot (by half again), or joined to it
    by a leader line that can be seen and ends away from every other dot. Returns how many
    labels there are."""
    dots = ax.transData.transform(np.concatenate([c.get_offsets() for c in ax.collections[:1]]))
    labels = point_labels(ax, renderer)
    for text, box, own, leader in labels:
        others = [d for d in dots if np.hypot(*(d - own)) > 0.5]
        mine = box_distance(own, box)
        nearest = min((box_distance(d, box) for d in others), default=np.inf)
        if leader:
            assert mine >= charts.MIN_LEADER - 4, f"{text!r}: a leader too short to see"
            assert nearest >= charts.FAR_CLEAR - 4, f"{text!r}: out on a leader but right beside another dot"
        else:
            assert nearest > 1.25 * mine, f"{text!r} is as near another dot ({nearest:.0f} px) as its own ({mine:.0f})"
    return len(labels)


def dp(px: float, fig) -> float:
    """Pixels of this picture as density-independent pixels when Telegram shows it 330 dp wide."""
    return px * charts.DISPLAY_DP / fig.bbox.width


def every_text(fig):
    """Every piece of text drawn: titles, legends, notes, axis labels, ticks, point labels."""
    texts = list(fig.texts)
    for legend in fig.legends:
        texts += legend.get_texts()
    for ax in fig.axes:
        texts += list(ax.texts) + [ax.xaxis.label, ax.yaxis.label, ax.title]
        lo, hi = ax.get_xlim()
        texts += [t for t, v in zip(ax.get_xticklabels(), ax.get_xticks()) if min(lo, hi) <= v <= max(lo, hi)]
        lo, hi = ax.get_ylim()
        texts += [t for t, v in zip(ax.get_yticklabels(), ax.get_yticks()) if min(lo, hi) <= v <= max(lo, hi)]
        if ax.get_legend():
            texts += ax.get_legend().get_texts()
    return [t for t in texts if t.get_visible() and t.get_text().strip()]


def required(spec: charts.ScatterSpec) -> set[int]:
    return set(spec.label_order[:spec.required])


@pytest.fixture
def specs(monkeypatch):
    """The scatter specs drawn (they record which dots got a name or a number)."""
    kept = []
    draw = charts.scatter_png

    def keep(spec):
        kept.append(spec)
        return draw(spec)

    monkeypatch.setattr(charts, "scatter_png", keep)
    return kept


# -- 1. labels that can't be read as a neighbour's --------------------------------------------


@pytest.mark.parametrize("args", ["price", "smart", "price china", "smart intl"])
def test_no_label_can_be_mistaken_for_a_neighbours_on_a_real_catalogue(crowded_db, drawn, args):
    pictures.chart_reply(crowded_db, args, "en").picture.render()
    fig, renderer = drawn[-1]
    assert assert_no_label_reads_as_a_neighbours(fig.axes[0], renderer) >= 4


def test_no_label_can_be_mistaken_on_the_real_aa_page(real_db, drawn):
    for args in ("price", "smart"):
        pictures.chart_reply(real_db, args, "en").picture.render()
        fig, renderer = drawn[-1]
        assert assert_no_label_reads_as_a_neighbours(fig.axes[0], renderer) >= 4


def test_the_issues_case_a_label_between_two_dots(crowded_db, drawn):
    """Halberd Build ($2.1, 98 t/s) sits just right of Marlin-M4 ($1.25, 85 t/s), as Grok Build
    and MiniMax-M3 do on the real page: wherever Halberd Build's name goes, Marlin-M4's dot is
    not the one it is nearest."""
    pictures.chart_reply(crowded_db, "price", "en").picture.render()
    fig, renderer = drawn[-1]
    ax = fig.axes[0]
    marlin = ax.transData.transform((1.25, 84.9))
    for text, box, own, leader in point_labels(ax, renderer):
        if text.startswith("Halberd Build") and not leader:
            assert box_distance(marlin, box) > 1.25 * box_distance(own, box)


@pytest.mark.parametrize("args", ["price", "smart", "price china", "smart intl"])
def test_no_label_can_be_mistaken_on_a_600_model_board(board_600, drawn, specs, args):
    pictures.chart_reply(board_600, args, "en").picture.render()
    fig, renderer = drawn[-1]
    assert len(fig.axes[0].collections[0].get_offsets()) > 90
    assert assert_no_label_reads_as_a_neighbours(fig.axes[0], renderer) >= 8


def test_the_frontier_labels_read_right_too(default_db, drawn):
    pictures.frontier_reply(default_db, "", "en").picture.render()
    fig, renderer = drawn[-1]
    main = next(a for a in fig.axes if a.get_xscale() == "log")
    assert assert_no_label_reads_as_a_neighbours(main, renderer) == 3  # every deployment of a stated size


def test_placement_beside_a_dot_needs_it_to_be_plainly_the_nearest():
    # two dots 30 px apart on a line: a label beside the left one may not sit between them
    anchors = [(100.0, 100.0), (130.0, 100.0)]
    placed = charts.place_labels(anchors, [(60, 14)], [0], anchors, 5, (0, 0, 400, 300))
    x0, y0, leader, _ = placed[0]
    if not leader:
        from matplotlib.transforms import Bbox

        box = Bbox([[x0, y0], [x0 + 60, y0 + 14]])
        assert box_distance(anchors[1], box) >= charts.NEARER * box_distance(anchors[0], box)
    # boxed in by dots all round: out on a leader, away from every dot
    ring = [(200 + 40 * np.cos(a), 150 + 40 * np.sin(a)) for a in np.linspace(0, 2 * np.pi, 12, endpoint=False)]
    anchors = [(200.0, 150.0)] + ring
    placed = charts.place_labels(anchors, [(70, 14)] * len(anchors), [0], anchors, 5, (0, 0, 600, 400))
    x0, y0, leader, _ = placed[0]
    assert leader


# -- 2. sized for a phone ---------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["price", "smart", "value", "frontier", "history"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_text_is_at_least_11_dp_on_a_phone(crowded_db, board_600, default_db, drawn, kind, lang):
    if kind == "frontier":  # the deployments come with the bundled data
        pictures.frontier_reply(default_db, "", lang).picture.render()
    elif kind == "history":
        family = store.load_board(board_600).models[0].family
        pictures.history_chart(board_600, family, lang).picture.render()
    else:
        pictures.chart_reply(crowded_db, kind, lang).picture.render()
    fig, renderer = drawn[-1]
    assert fig.bbox.width == charts.WIDTH_IN * charts.DPI
    texts = every_text(fig)
    assert len(texts) > 10
    from matplotlib.text import Annotation, Text

    for t in texts:
        box = Text.get_window_extent(t, renderer) if isinstance(t, Annotation) else t.get_window_extent(renderer)
        lines = t.get_text().count("\n") + 1
        assert dp(box.height / lines, fig) >= MIN_DP, f"{t.get_text()!r} is {dp(box.height / lines, fig):.1f} dp tall"


# -- 3. every word in the chart's language ----------------------------------------------------


def test_the_chinese_frontier_speaks_chinese_down_to_the_hardware(default_db, drawn):
    from fontTools.ttLib import TTFont

    pictures.frontier_reply(default_db, "", "zh").picture.render()
    fig, _ = drawn[-1]
    words = " ".join(t.get_text() for t in every_text(fig))
    for english in ("Optimized deployment", "official service", "GPUs", "optimized", "speculative", "wafer-scale"):
        assert english not in words
    for chinese in ("优化部署", "Kimi 官方服务", "8 张 GPU", "推测解码"):
        assert chinese in words.replace("\n", "")
    # what is left in Latin letters is names: of models, systems, vendors, chips, units
    latin = set(re.findall(r"[A-Za-z][A-Za-z-]+", words)) - {"tokens", "Source"}
    names = {"Naive-N", "Flash", "NaiveRT", "NaiveAI", "DeepSeek", "Fireworks", "MiMo-V", "Pro", "UltraSpeed", "Kimi",
             "NVIDIA", "Rubin", "NVL", "GB", "Cerebras", "Artificial", "Analysis", "B", "T", "GPU", "K", "t", "s"}
    assert latin <= names, latin - names
    # and the bundled font has every character drawn
    with TTFont(str(charts.cjk_font_path()), lazy=True) as font:
        cmap = font.getBestCmap()
    assert not sorted({ch for ch in words if ord(ch) > 127 and ord(ch) not in cmap})


def test_deployment_words_translate_whole_phrases_only():
    words = pictures.picture_labels("zh")["deployment_words"]
    assert analysis.translate("8 GPUs", words) == "8 张 GPU"
    assert analysis.translate("Kimi official service", words) == "Kimi 官方服务"
    assert analysis.translate("Fireworks", words) == "Fireworks"  # a name stays a name
    assert analysis.translate("Optimized deployment", pictures.picture_labels("en")["deployment_words"]) \
        == "Optimized deployment"


# -- 4. /history with little history ----------------------------------------------------------


def test_history_with_fewer_than_three_snapshots_answers_in_text(default_db):
    # the bundled data has GLM-5.2 once (seed 001): its values, their date, and when a chart comes
    for lang, says in (("en", ["Only 1 snapshot so far", "a chart comes once there are 3", "2026-07-11 · max: ",
                               " t/s", "output $0.9/M"]),
                       ("zh", ["目前只有 1 个快照", "有 3 个快照后再画图", "2026-07-11 · max：", "输出 $0.9/M"])):
        outcome = pictures.history_chart(default_db, "glm-5.2", lang)
        assert outcome.picture is None
        text = to_plain(outcome.text)
        for said in says:
            assert said in text, (said, text)


def test_every_history_axis_names_the_month_and_one_tier_is_named(board_600, drawn):
    board = store.load_board(board_600)
    single = next(m for members in board.families().values() if len(members) == 1 and (m := members[0]).tier)
    for lang, month in (("en", r"(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"), ("zh", r"\d+月")):
        pictures.history_chart(board_600, single.family, lang).picture.render()
        fig, renderer = drawn[-1]
        bottom = fig.axes[-1]
        ticks = [t.get_text() for t in bottom.get_xticklabels() if t.get_text()]
        assert ticks and all(re.search(month, t) for t in ticks), ticks
        assert f"({single.tier})" in fig.texts[0].get_text()  # the one tier shown is named in the title


# -- 5. the value chart with an outlier -------------------------------------------------------


def test_the_value_chart_takes_a_log_axis_for_an_outlier_and_says_so(crowded_db, drawn):
    outcome = pictures.chart_reply(crowded_db, "value", "en")
    outcome.picture.render()
    caption = to_plain(outcome.picture.caption)
    fig, renderer = drawn[-1]
    ax = fig.axes[0]
    assert ax.get_xscale() == "log" and "log scale" in ax.get_xlabel()
    assert "The axis is logarithmic" in caption
    notes = [t.get_text() for t in ax.texts if "t/s" in t.get_text()]
    assert len(notes) == pictures.VALUE_BARS
    assert all(re.fullmatch(r"[\d,]+ t/s · \$\d+(\.\d+)?/M", n) for n in notes), notes
    # the bars below the outlier are not slivers: the shortest is a visible share of the longest
    widths = sorted(p.get_width() for p in ax.patches if p.get_width() > 0)
    start = ax.get_xlim()[0]
    assert np.log(widths[0] + start) - np.log(start) > 0.1 * (np.log(widths[-1] + start) - np.log(start))
    zh = to_plain(pictures.chart_reply(crowded_db, "value", "zh").picture.caption)
    assert "对数坐标" in zh


def test_value_axis_is_linear_without_an_outlier():
    assert not charts.needs_log([100, 120, 150, 180, 250])
    assert charts.needs_log([100, 120, 150, 180, 1633])


def test_prices_are_written_one_way():
    assert [price_text(v) for v in (0.87, 0.9, 15, 0.055, 1.2345, 0)] == \
        ["$0.87/M", "$0.9/M", "$15/M", "$0.055/M", "$1.23/M", "$0/M"]


# -- 6. big catalogues ------------------------------------------------------------------------


@pytest.mark.parametrize("args", ["price", "smart"])
def test_a_big_catalogue_names_the_front_the_fastest_and_says_how_to_find_the_rest(board_600, specs, args):
    outcome = pictures.chart_reply(board_600, args, "en")
    caption = to_plain(outcome.picture.caption)
    spec = specs[-1]
    points = len(spec.x)
    ranked = sorted(range(points), key=lambda i: -spec.y[i])
    must = set(spec.front) | set(ranked[:pictures.NAMED_TOP])
    assert must <= required(spec)
    assert must <= set(spec.named) | set(spec.numbered)  # by name on the chart, or by number in the caption
    unnamed = points - len(spec.named) - len(spec.numbered)
    assert f"{unnamed} of {points} dots have no name on the chart" in caption
    assert f"/chart {args} " in caption  # how to find one: name it
    for k, i in enumerate(spec.numbered, start=1):
        assert f"{charts.circled(k)} {spec.names[i][0]}" in caption  # the number drawn by its dot, named whole


def test_models_named_after_chart_are_ringed_and_named(board_600, specs, drawn):
    board = store.load_board(board_600)
    slow = sorted(analysis.scatter_points(board, "price_out"), key=lambda p: p.y.value)[:2]  # deep in the crowd
    words = " ".join(p.model.family for p in slow)
    outcome = pictures.chart_reply(board_600, f"price {words}", "en")
    caption = to_plain(outcome.picture.caption)
    spec = specs[-1]
    marked = {spec.names[i][0] for i in spec.marked}  # (each name's forms, the whole one first)
    assert marked == {p.model.family for p in slow}
    assert set(spec.marked) <= set(spec.named) | set(spec.numbered)
    assert "Ringed in purple, as you asked: " in caption
    fig, _ = drawn[-1]
    rings = [c for c in fig.axes[0].collections if len(c.get_offsets()) == 2]
    assert rings  # the two asked for, ringed
    zh = to_plain(pictures.chart_reply(board_600, f"price {words}", "zh").picture.caption)
    assert "紫色圈出的是你点名的模型" in zh


def test_chart_names_that_match_no_model_are_named_back(crowded_db):
    outcome = pictures.chart_reply(crowded_db, "price marlin zzqqx", "en")
    assert outcome.picture is None and "“zzqqx”" in to_plain(outcome.text)
    keys, unknown = pictures.named_families(crowded_db, ["halberd", "build", "0.2", "keel", "k3.1"])
    assert len(keys) == 2 and not unknown
    assert [name for _key, name in keys] == ["Halberd Build 0.2", "Keel K3.1"]


# -- 7. the frontier joins only comparable figures -------------------------------------------


def test_front_segments_join_only_comparable_figures():
    assert charts.front_segments([0, 1, 2], [False, False, True]) == [(0, 1, True), (1, 2, False)]
    assert charts.front_segments([3], [True]) == []


def test_the_frontier_draws_the_break_and_the_legend_says_why(default_db, drawn):
    frontier = analysis.speed_frontier(pictures.deployment_points(default_db))
    assert [d.approx for d in frontier.front] == [False, True]  # 2,122 on 8 GPUs, then ~1,500
    for lang, why in (("en", "not comparable"), ("zh", "不可比")):
        pictures.frontier_reply(default_db, "", lang).picture.render()
        fig, _ = drawn[-1]
        main = next(a for a in fig.axes if a.get_xscale() == "log")
        styles = {line.get_linestyle() for line in main.lines}
        assert ":" in styles and "--" not in styles  # the one segment is the dotted break
        keys = [t.get_text() for legend in fig.legends for t in legend.get_texts()]
        assert any(why in k.replace("\n", " ") for k in keys)
