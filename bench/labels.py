"""Label placement trial: the hand-written placer (bot/charts.py) against textalloc, on the
2-year database's full catalogue, timed side by side in one run.

    python bench/labels.py [--db /tmp/leaderbot-bench-730x600.db] [--runs 5]

textalloc (PyPI, numpy only) is not a dependency of the bot: install it to run its half
(`pip install textalloc`); without it only the hand-written placer is measured. Both are
given the same chart, the same labels (the front and the 10 fastest first, then the others
as far as pictures.LABEL_TRIES goes) and the same obstacles (every dot, the front line).
For each: the first render of the chart (placement included), how many of the labels that
must be named got a name, how many labels sit nearer another dot than their own without a
leader line (the mistake issue 13 is about), and the lines of code each takes.
"""

from __future__ import annotations

import argparse
import importlib.util
import inspect
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot import charts, pictures, store  # noqa: E402
from bot.boards import Filter  # noqa: E402
from generate import two_years  # noqa: E402

HAND = (charts.place_labels, charts._Grid, charts._leader_spot, charts._beside, charts._directions,
        charts._segment_distance, charts._box_distance, charts._segments_cross, charts._crossing, charts._draw_labels)


def textalloc_labels(dr, ax, xs, ys, labels, order, colours, marker_px, limit=None, fontsize=charts.TEXT_PT,
                     lines=(), required=None, numbered=False):
    """The same job done by textalloc: what bot/charts.py would hold instead of its placer."""
    import textalloc

    order = [i for i in order if labels[i]]
    texts = [labels[i] if isinstance(labels[i], str) else labels[i][0] for i in order]
    sizes = (np.broadcast_to(np.asarray(marker_px, float), (len(xs),)) * 2 * 72 / charts.DPI) ** 2
    _, leaders, objects, _ = textalloc.allocate(
        ax, np.asarray(xs)[order], np.asarray(ys)[order], texts, x_scatter=xs, y_scatter=ys,
        x_lines=[line[0] for line in lines] or None, y_lines=[line[1] for line in lines] or None,
        scatter_sizes=sizes, textsize=fontsize, draw_all=False, linecolor=charts.LEADER_COLOUR,
        avoid_label_lines_overlap=True, avoid_crossing_label_lines=True, margin=0.006, min_distance=0.01,
        max_distance=0.35)
    for i, o, line in zip(order, objects, leaders):
        if o is not None:  # what the hand-written placer's annotations carry: the dot and whether a line joins it
            o.xy, o.leader = ax.collections[0].get_offsets()[i], line is not None
    return [i for i, o in zip(order, objects) if o is not None], []


def mistaken(fig, renderer) -> int:
    """Labels without a leader that are no nearer their own dot than to another."""
    from matplotlib.text import Annotation, Text

    ax = fig.axes[0]
    dots = ax.transData.transform(ax.collections[0].get_offsets())
    count = 0
    for t in ax.texts:
        leader = t.arrow_patch is not None if isinstance(t, Annotation) else getattr(t, "leader", True)
        if leader or not hasattr(t, "xy"):
            continue
        box = Text.get_window_extent(t, renderer)
        own = ax.transData.transform(t.xy)
        dist = np.hypot(np.maximum(np.maximum(box.x0 - dots[:, 0], dots[:, 0] - box.x1), 0),
                        np.maximum(np.maximum(box.y0 - dots[:, 1], dots[:, 1] - box.y1), 0))
        mine = np.hypot(max(box.x0 - own[0], 0, own[0] - box.x1), max(box.y0 - own[1], 0, own[1] - box.y1))
        count += int(np.sum(dist <= mine) > 1)
    return count


def source_lines(*objects) -> int:
    """Lines of code, docstrings and comments included (what a reader has to hold)."""
    return sum(len(inspect.getsourcelines(o)[0]) for o in objects)


def trial(db, board, kind: str, runs: int, placer) -> tuple[float, float, int, int, int]:
    charts._draw_labels = placer
    specs, figures = [], []
    draw, save = charts.scatter_png, charts._Drawing.png

    def keep_spec(spec):
        specs.append(spec)
        return draw(spec)

    def keep_figure(self):
        figures.append((self.fig, self.canvas.get_renderer()))
        return save(self)

    charts.scatter_png, charts._Drawing.png = keep_spec, keep_figure
    try:
        times = []
        for _ in range(runs + 1):
            board.memo.pop("pictures", None)
            began = time.perf_counter()
            pictures.chart(db, kind, Filter(), "en").picture.render()
            times.append((time.perf_counter() - began) * 1000)
    finally:
        charts.scatter_png, charts._Drawing.png = draw, save
    spec = specs[-1]
    must = set(spec.label_order[:spec.required])
    named = len(must & set(spec.named))
    numbered = len(must & set(spec.numbered))  # (the hand-written placer's circled numbers, named in the caption)
    return statistics.median(times[1:]), max(times[1:]), named, numbered, len(must), mistaken(*figures[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, default=Path("/tmp/leaderbot-bench-730x600.db"))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    db = store.open_db(two_years(args.db))
    board = store.load_board(db)
    charts._mpl()
    placers = {"hand-written": charts._draw_labels}
    if importlib.util.find_spec("textalloc"):
        placers["textalloc"] = textalloc_labels
    else:
        print("textalloc is not installed (pip install textalloc): measuring the hand-written placer only")
    print(f"{len(board.models)} models on the board; labels: the front and the 10 fastest must be named")
    print("must: the labels that must be named (front, 10 fastest); named: by name on the chart; numbered: by a")
    print("circled number the caption names; mistaken: labels without a leader no nearer their own dot than another")
    print(f"{'placer':14} {'chart':13} {'first p50':>10} {'first max':>10} {'must':>5} {'named':>6} {'numbered':>9} "
          f"{'unnamed':>8} {'mistaken':>9}")
    for name, placer in placers.items():
        for kind in ("price", "intelligence"):
            p50, worst, named, numbered, must, wrong = trial(db, board, kind, args.runs, placer)
            print(f"{name:14} /chart {kind[:6]:6} {p50:8.0f}ms {worst:8.0f}ms {must:5d} {named:6d} {numbered:9d} "
                  f"{must - named - numbered:8d} {wrong:9d}")
    print(f"lines: hand-written placer {source_lines(*HAND)}, textalloc glue {source_lines(textalloc_labels)} "
          "(+ textalloc itself, about 1,500 lines, as a dependency)")


if __name__ == "__main__":
    main()
