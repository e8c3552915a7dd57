"""Charts as PNG bytes, drawn with matplotlib's Agg backend.

matplotlib is imported on the first chart, never when this module is imported, so the
bot starts (and answers text) without paying for it. Every function here takes plain
data and the words to print (from messages/<lang>/picture_labels.html) and returns a
PNG; what to draw is decided in bot/pictures.py, what the numbers are in bot/analysis.py.

Chinese text is set in Noto Sans SC, which the project installs from PyPI
(pylopdf-fonts-zh-cn, SIL Open Font License), so no font on the machine is assumed;
DejaVu Sans (shipped with matplotlib) covers any symbol it lacks. Untrusted names never
reach mathtext (`text.parse_math` is off), so "$" in a model name is just a dollar.
"""

from __future__ import annotations

import functools
import io
import math
import re
import threading
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from datetime import date

# Sized for a phone: Telegram shows a photo about DISPLAY_DP wide whatever its pixels, so
# what matters is text size against the figure's width. 5 in at 230 dpi is 1150 px, and
# TEXT_PT points of text there are TEXT_PT * 330 / 360 = 11.5 dp, beside 16 dp message text.
WIDTH_IN, HEIGHT_IN, DPI = 5.0, 6.25, 230
DISPLAY_DP = 330
TEXT_PT = 12.5  # every label, tick, legend and note: at least 11 dp on the phone
TITLE_PT = 15.0
COLOURS = {"cn": "#D55E00", "intl": "#0072B2", None: "#8C8C8C"}  # Okabe-Ito: safe for colour-blind readers
FRONT_COLOUR = "#222222"
LEADER_COLOUR = "#555555"  # dark enough to follow on a phone, lighter than text
BREAK_COLOUR = "#999999"  # a frontier segment between figures that are not comparable
MARK_COLOUR = "#CC79A7"  # a dot the user named: reddish purple, apart from both regions
MAX_LABEL = 26  # characters of a model name drawn beside its point
# Where a label may go, in pixels: right beside its dot (BESIDE beyond its edge), where its
# own dot must be the nearest by a factor NEARER, so no label can be read as a neighbour's;
# else anywhere free, joined to its dot by a leader line.
BESIDE = 4
NEARER = 1.6
FAR_CLEAR = 30  # a label out on a leader keeps this far from every dot, so it sits beside none
MIN_LEADER = 18  # pixels: a shorter leader is lost under its dot
NAME_LEADER, MAX_LEADER = 400, 1000  # the longest leader to a name (longer ones wall off the rest), to a number
TAG_PT = 15.0  # the circled number of a dot named in the caption: its digits read at 11 dp and more
GRID = 4  # pixels per cell of the free-space grid
CROWD_COST, CROWD_REACH = 12, 60  # pixels of leader a dot within CROWD_REACH of a label's spot is worth
LEADER_TRIES = 120  # the nearest free spots whose leader lines are checked

_lock = threading.Lock()  # matplotlib's font and text caches are not thread-safe
_setup_done: dict[str, object] = {}
renders = 0  # PNGs drawn by this process (the cache tests count them)



def _plain_log_ticks(axis) -> None:
    """Log-axis ticks as plain numbers (100, 1000): with mathtext off, matplotlib's default
    would print its markup ("$\\mathdefault{10^{2}}$") instead."""
    from matplotlib.ticker import FuncFormatter, NullFormatter

    axis.set_major_formatter(FuncFormatter(lambda v, _p: f"{v:g}"))
    axis.set_minor_formatter(NullFormatter())

def cjk_font_path():
    """The Noto Sans SC file the project installs (pylopdf-fonts-zh-cn on PyPI)."""
    import pylopdf_fonts_zh_cn

    return pylopdf_fonts_zh_cn.sans_path()


def _mpl() -> dict[str, object]:
    """Import matplotlib and register the bundled CJK font, once per process."""
    if _setup_done:
        return _setup_done
    import matplotlib
    from matplotlib import font_manager
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    path = str(cjk_font_path())
    font_manager.fontManager.addfont(path)
    family = font_manager.FontProperties(fname=path).get_name()
    _setup_done.update(
        matplotlib=matplotlib, Figure=Figure, Canvas=FigureCanvasAgg, font_manager=font_manager, family=family,
        rc={
            "font.family": [family, "DejaVu Sans"],
            "font.size": TEXT_PT,
            "text.parse_math": False,
            "axes.titlesize": TEXT_PT,
            "axes.labelsize": TEXT_PT,
            "xtick.labelsize": TEXT_PT,
            "ytick.labelsize": TEXT_PT,
            "axes.titlelocation": "left",
            "axes.spines.top": False,
            "axes.spines.right": False,
            "axes.grid": True,
            "grid.color": "#E6E6E6",
            "grid.linewidth": 0.8,
            "axes.axisbelow": True,
            "legend.frameon": False,
            "legend.fontsize": TEXT_PT,
            "savefig.dpi": DPI,
        },
    )
    return _setup_done


def cjk_family() -> str:
    return str(_mpl()["family"])


class _Drawing:
    """One figure, drawn under the project's style and saved as PNG. The title and the
    legend sit above the plot, the as-of/source note below it, so none covers the data;
    each is wrapped to the figure's width and the plot takes the room left between them."""

    def __init__(self, width: float = WIDTH_IN, height: float = HEIGHT_IN) -> None:
        m = _mpl()
        self.m = m
        self.rc = m["matplotlib"].rc_context(m["rc"])  # type: ignore[attr-defined]
        self.rc.__enter__()
        self.fig = m["Figure"](figsize=(width, height), dpi=DPI)  # type: ignore[operator]
        self.canvas = m["Canvas"](self.fig)  # type: ignore[operator]
        self.top = 0.0  # inches taken at the top (title, legend) and the bottom (note)
        self.bottom = 0.0

    def inch(self, inches: float) -> float:
        """A height in inches as a fraction of this figure."""
        return inches / self.fig.get_figheight()

    def wrap(self, text: str, fontsize: float, inches: float | None = None) -> str:
        """`text` broken into lines no wider than `inches` (the figure's width less margins):
        between words, or between any two characters of Chinese."""
        width = (inches or self.fig.get_figwidth() - 0.2) * DPI
        size = _TextSize(self, fontsize)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for token in re.findall(r"[\u2e80-\u9fff\uff00-\uffef]|[^\s\u2e80-\u9fff\uff00-\uffef]+|\s+", paragraph):
                if line.strip() and size.width(line + token.rstrip()) > width:
                    lines.append(line.rstrip())
                    line = token.lstrip()
                else:
                    line += token
            lines.append(line.rstrip())
        return "\n".join(lines)

    def title(self, text: str) -> None:
        text = self.wrap(text, TITLE_PT)
        self.fig.text(0.02, 1 - self.inch(0.1), text, fontsize=TITLE_PT, ha="left", va="top", color="#111111",
                      linespacing=1.15)
        self.top = 0.1 + (text.count("\n") + 1) * TITLE_PT * 1.3 / 72 + 0.06

    def legend(self, handles: list, columns: int = 0) -> None:
        """The legend under the title, as many entries to a row as fit (`columns`: at most)."""
        if not handles:
            return
        size = _TextSize(self, TEXT_PT)
        room = self.fig.get_figwidth() * DPI - 12
        rows: list[list] = [[]]
        used = 0.0
        marker = TEXT_PT * DPI / 72 * 2.6  # marker, padding, spacing
        for h in handles:
            if size.width(h.get_label()) + marker > room:  # too long for a row of its own: wrapped
                h.set_label(self.wrap(h.get_label(), TEXT_PT, (room - marker) / DPI))
            need = max(size.width(line) for line in h.get_label().split("\n")) + marker
            if rows[-1] and (used + need > room or (columns and len(rows[-1]) >= columns)):
                rows.append([])
                used = 0.0
            rows[-1].append(h)
            used += need
        line_in = TEXT_PT * 1.25 / 72
        for row in rows:
            self.fig.legend(handles=row, loc="upper left", bbox_to_anchor=(0.0, 1 - self.inch(self.top)),
                            ncols=len(row), handletextpad=0.4, columnspacing=1.0, borderpad=0.2, borderaxespad=0.2,
                            handlelength=1.4)
            self.top += max(h.get_label().count("\n") + 1 for h in row) * line_in + TEXT_PT * 0.3 / 72
        self.top += 0.08

    def footnote(self, text: str) -> None:
        text = self.wrap(text, TEXT_PT)
        self.fig.text(0.02, self.inch(0.06), text, fontsize=TEXT_PT, color="#666666",
                      ha="left", va="bottom", linespacing=1.2)
        self.bottom = 0.06 + (text.count("\n") + 1) * TEXT_PT * 1.25 / 72 + 0.05

    def axes(self, left: float = 0.95, right: float = 0.2, below: float = 0.75, above: float = 0.15, **kw):
        """The plot area between the header and the note, margins in inches: `left` for the
        y ticks and label, `below` for the x ticks and label."""
        w, h = self.fig.get_figwidth(), self.fig.get_figheight()
        y0 = self.bottom + below
        return self.fig.add_axes((left / w, y0 / h, 1 - (left + right) / w, (h - self.top - above - y0) / h), **kw)

    def png(self) -> bytes:
        global renders
        buf = io.BytesIO()
        try:
            # zlib level 3: about 15 ms less per chart than the default 6, for a file of the same size
            self.fig.savefig(buf, format="png", dpi=DPI, facecolor="white", pil_kwargs={"compress_level": 3})
        finally:
            self.rc.__exit__(None, None, None)
        renders += 1
        return buf.getvalue()


class _TextSize:
    """Label text sizes in pixels, from each character's advance width, measured once per
    process and font size: laying out a whole string in the CJK font costs about a
    millisecond, and a chart tries several forms of up to 84 labels. Kerning is left out,
    which errs on the wide side by a pixel or two."""

    _widths: dict[tuple[float, str], float] = {}
    _heights: dict[float, float] = {}

    def __init__(self, dr: _Drawing, fontsize: float) -> None:
        self.renderer = dr.canvas.get_renderer()
        self.prop = dr.m["font_manager"].FontProperties(family=dr.m["rc"]["font.family"], size=fontsize)  # type: ignore
        self.size = fontsize

    def _measure(self, text: str) -> tuple[float, float, float]:
        return self.renderer.get_text_width_height_descent(text, self.prop, ismath=False)

    def width(self, line: str) -> float:
        widths, total = self._widths, 0.0
        for ch in line:
            w = widths.get((self.size, ch))
            if w is None:
                w = widths[(self.size, ch)] = self._measure(ch)[0]
            total += w
        return total

    def line_height(self) -> float:
        """The height of a line with the tallest ascent and deepest descent, Latin or CJK."""
        h = self._heights.get(self.size)
        if h is None:
            h = self._heights[self.size] = self._measure("ÁÉgjy|国")[1]
        return h

    def box(self, text: str) -> tuple[float, float]:
        """(width, height) of a label of one or more lines, with a pixel to spare each side."""
        lines = text.split("\n")
        return max(self.width(t) for t in lines) + 2, self.line_height() * (1 + 1.2 * (len(lines) - 1)) + 2


def _short(text: str, limit: int = MAX_LABEL) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


# -- label placement ---------------------------------------------------------------------


def place_labels(anchors: Sequence[tuple[float, float]], sizes, order: Sequence[int],
                 obstacles: Sequence[Sequence[float]], radius: float | Sequence[float],
                 bounds: tuple[float, float, float, float], limit: int | None = None,
                 lines: Sequence[Sequence[tuple[float, float]]] = (), fallback: dict | None = None,
                 numbers_only: Collection[int] = ()) -> dict[int, tuple[float, float, bool, int]]:
    """Greedy label placement in pixels. For each anchor in `order`: one of 8 spots right
    beside its dot (right first) where the box is NEARER times closer to its own dot than to
    any other, so it can't be read as a neighbour's; else the free spot nearest the dot
    anywhere in `bounds`, joined to it by a leader line and kept FAR_CLEAR pixels from every
    other dot. No label overlaps another, covers a marker or is struck through by one of
    `lines` (polylines such as a Pareto front) or a leader; a leader crosses no label, no
    other leader and runs through the middle of no other dot (it may cross a front line: a
    dashed line stays easy to tell from it; a number's leader, where nothing else is left,
    may cross other leaders and pass closer by dots, never through their middle). Labels that find no room are left out rather than drawn over others.

    `obstacles` are markers as (x, y) or (x, y, marker radius); `radius` is the anchors'
    own marker radius (one for all, or one per anchor). `sizes[i]` (or `sizes(i)`, called
    only for the labels tried) is a (width, height) or a list of them, the label's forms in
    order of preference (each may be a function returning it, called only when that form
    is tried: measuring text is the slow part). Beside the dot in any form beats a leader.
    `fallback[i]`, where given, is a last form (a short tag), tried after all the others and
    only on a leader; its form number is one past theirs (for those in `numbers_only`, the
    only form tried). Where `fallback` is given, labels without one (those that
    may be left out) go only right beside their dot: a leader to each would be clutter.

    Free space is kept on a grid of GRID-pixel cells with a summed-area table, so every
    position of a box is tested at once; the exact tests (nearness, crossings) run on the
    few candidates that pass it.

    Returns {anchor index: (x0, y0 of the label box, leader line needed, form)}."""
    import numpy as np

    obs = np.asarray(obstacles, dtype=float)
    obs = obs.reshape(-1, obs.shape[1] if obs.ndim == 2 and obs.shape[1] in (2, 3) else 2)
    own = np.broadcast_to(np.asarray(radius, dtype=float), (len(anchors),))
    if obs.shape[1] == 2:
        obs = np.column_stack([obs, np.full(len(obs), own.max() if len(own) else 0.0)])
    segs = np.asarray([(*p, *q) for line in lines for p, q in zip(line[:-1], line[1:])], dtype=float).reshape(-1, 4)
    far = _Grid(bounds)  # where a leader's label may go: clear of dots (by FAR_CLEAR), lines, labels, leaders
    text = _Grid(bounds)  # placed labels only: what a leader must not cross
    crowd = _Grid(bounds)  # the dots, one cell each: labels out on leaders go where few are
    if len(obs):
        x, y, r = obs[:, 0], obs[:, 1], obs[:, 2]
        far.take(x - r - FAR_CLEAR, y - r - FAR_CLEAR, x + r + FAR_CLEAR, y + r + FAR_CLEAR)
        crowd.take(x, y, x + 1, y + 1)
    for seg in segs:
        far.take_line(seg, 3)
    boxes, drawn = np.empty((0, 4)), np.empty((0, 4))  # placed labels, leader lines drawn
    placed: dict[int, tuple[float, float, bool, int]] = {}
    for i in order:
        if limit is not None and len(placed) >= limit:
            break
        ax, ay = anchors[i]
        forms = sizes(i) if callable(sizes) else sizes[i]
        forms = list(forms) if isinstance(forms, list) else [forms]
        spot = None
        # beside the dot in any form, else out along a leader line; a fallback form (a short
        # tag) last, beside then on a leader
        # (as a last resort a number's leader may cross other leaders and run closer by dots: it
        # must find a place)
        # where some labels must be placed (`fallback`), the others only go right beside their dot
        tries = [(leader, form, False) for leader in ((False, True) if not fallback or i in fallback else (False,))
                 for form in range(len(forms)) if i not in numbers_only]
        if fallback and i in fallback:
            forms.append(fallback[i])
            # a number always on a leader: a circled digit's ink is narrower than its box, so beside
            # a dot in a crowd it could look as near a neighbour
            tries += [(True, len(forms) - 1, False), (True, len(forms) - 1, True)]
        for leader, form, cross in tries:
            size = forms[form]
            w, h = forms[form] = size() if callable(size) else size
            found = (_leader_spot(ax, ay, w, h, own[i], obs * [1, 1, 0.6] if cross else obs, far, text, crowd,
                                  drawn[:0] if cross else drawn,
                                  MAX_LEADER if form == len(forms) - 1 and fallback and i in fallback else NAME_LEADER,
                                  LEADER_TRIES * (8 if cross else 1))
                     if leader else _beside(ax, ay, w, h, own[i], obs, boxes, np.vstack([segs, drawn]), bounds))
            if found is not None:
                spot = (*found, leader, form)
                break
        if spot is None:
            continue
        placed[i] = spot
        x0, y0, leader, form = spot
        w, h = forms[form]
        boxes = np.vstack([boxes, [x0, y0, x0 + w, y0 + h]])
        far.take(x0 - 3, y0 - 2, x0 + w + 3, y0 + h + 2)
        text.take(x0 - 2, y0 - 2, x0 + w + 2, y0 + h + 2)
        if leader:  # from the dot to the middle of the label, as matplotlib draws it (clipped at the text)
            drawn = np.vstack([drawn, [ax, ay, x0 + w / 2, y0 + h / 2]])
            far.take_line(drawn[-1], 3)
    return placed


class _Grid:
    """Cells of GRID pixels over `bounds`, counting what covers each; `free` finds every
    position where a box covers none, through a summed-area table."""

    def __init__(self, bounds: tuple[float, float, float, float]) -> None:
        import numpy as np

        self.x0, self.y0 = bounds[0], bounds[1]
        self.cells = np.zeros((max(1, int((bounds[3] - bounds[1]) // GRID)), max(1, int((bounds[2] - bounds[0]) // GRID))),
                              dtype=np.int32)
        self._sums = self._density = None

    def take(self, x0, y0, x1, y1) -> None:
        """Cover the cells under a box, or under each of many (arrays of pixel corners)."""
        import numpy as np

        ny, nx = self.cells.shape
        i0 = np.clip(np.floor((np.atleast_1d(x0) - self.x0) / GRID).astype(int), 0, nx)
        i1 = np.clip(np.ceil((np.atleast_1d(x1) - self.x0) / GRID).astype(int), 0, nx)
        j0 = np.clip(np.floor((np.atleast_1d(y0) - self.y0) / GRID).astype(int), 0, ny)
        j1 = np.clip(np.ceil((np.atleast_1d(y1) - self.y0) / GRID).astype(int), 0, ny)
        keep = (i0 < i1) & (j0 < j1)
        if len(i0) == 1:
            if keep[0]:
                self.cells[j0[0]:j1[0], i0[0]:i1[0]] += 1
        else:  # many boxes at once: corners into a difference table, summed up both ways
            diff = np.zeros((ny + 1, nx + 1), dtype=np.int32)
            for j, i, sign in ((j0, i0, 1), (j0, i1, -1), (j1, i0, -1), (j1, i1, 1)):
                np.add.at(diff, (j[keep], i[keep]), sign)
            self.cells += diff.cumsum(0).cumsum(1)[:ny, :nx]
        self._sums = None

    def take_line(self, seg, margin: float) -> None:
        import numpy as np

        x0, y0, x1, y1 = seg
        t = np.linspace(0, 1, max(2, int(math.hypot(x1 - x0, y1 - y0) / (GRID / 2))))
        x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        ny, nx = self.cells.shape
        m = int(math.ceil(margin / GRID))
        i = np.floor((x - self.x0) / GRID).astype(int)[:, None] + np.arange(-m, m + 1)[None, :]
        j = np.floor((y - self.y0) / GRID).astype(int)[:, None] + np.zeros(2 * m + 1, dtype=int)[None, :]
        i, j = np.concatenate([i.ravel(), np.repeat(i[:, m], 2 * m + 1)]), np.concatenate(
            [j.ravel(), (j[:, :1] + np.arange(-m, m + 1)[None, :]).ravel()])
        inside = (i >= 0) & (j >= 0) & (i < nx) & (j < ny)
        self.cells[j[inside], i[inside]] += 1  # (a cell met twice counts once: only "taken" matters here)
        self._sums = None

    def taken_along(self, segs):
        """For each segment (rows x, y, x', y'), whether any cell it passes through is taken."""
        import numpy as np

        longest = float(np.hypot(segs[:, 2] - segs[:, 0], segs[:, 3] - segs[:, 1]).max()) if len(segs) else 0.0
        t = np.linspace(0, 1, max(2, int(longest / GRID) + 1))[None, :]
        i = ((segs[:, :1] + (segs[:, 2:3] - segs[:, :1]) * t - self.x0) // GRID).astype(int)
        j = ((segs[:, 1:2] + (segs[:, 3:4] - segs[:, 1:2]) * t - self.y0) // GRID).astype(int)
        inside = (i >= 0) & (j >= 0) & (i < self.cells.shape[1]) & (j < self.cells.shape[0])
        return np.any(np.where(inside, self.cells[np.where(inside, j, 0), np.where(inside, i, 0)], 0) > 0, axis=1)

    def _table(self):
        import numpy as np

        if self._sums is None:
            self._sums = np.pad(self.cells.cumsum(0).cumsum(1), ((1, 0), (1, 0)))
        return self._sums

    def around(self, x, y):
        """How much covers the cells within CROWD_REACH (and a typical label's half size) of
        each point: a density map worked out once, since what this grid counts never moves."""
        import numpy as np

        if self._density is None:
            r = int((CROWD_REACH + 60) // GRID)
            s = self._table()
            ny, nx = self.cells.shape
            j, i = np.mgrid[0:ny, 0:nx]
            j0, j1, i0, i1 = np.clip(j - r, 0, ny), np.clip(j + r + 1, 0, ny), np.clip(i - r, 0, nx), np.clip(i + r + 1, 0, nx)
            self._density = s[j1, i1] - s[j0, i1] - s[j1, i0] + s[j0, i0]
        ny, nx = self.cells.shape
        i = np.clip(((x - self.x0) // GRID).astype(int), 0, nx - 1)
        j = np.clip(((y - self.y0) // GRID).astype(int), 0, ny - 1)
        return self._density[j, i]

    def free(self, w: float, h: float):
        """Lower left corners (pixels) of every w x h box that covers no taken cell."""
        import numpy as np

        s = self._table()
        cw, ch = int(-(-w // GRID)), int(-(-h // GRID))
        if ch >= s.shape[0] or cw >= s.shape[1]:
            return np.empty(0), np.empty(0)
        inside = s[ch:, cw:] - s[:-ch, cw:] - s[ch:, :-cw] + s[:-ch, :-cw]
        j, i = np.nonzero(inside == 0)
        return self.x0 + i * GRID, self.y0 + j * GRID


def _leader_spot(ax: float, ay: float, w: float, h: float, radius: float, obs, far: _Grid, text: _Grid,
                 crowd: _Grid, drawn, longest: float, tries: int = LEADER_TRIES) -> tuple[float, float] | None:
    """The best free spot for a w x h label joined to the dot by a leader line: near the
    dot and away from crowds of dots (a label parked at a crowd's edge walls it off from
    the labels still to come), at least MIN_LEADER pixels out (a shorter leader would be
    lost under the dot), at most `longest`; its leader crosses no label, none of the leaders
    `drawn`, and runs through no other dot."""
    import numpy as np

    x0, y0 = far.free(w, h)
    if not len(x0):
        return None
    reach = _box_distance(ax, ay, x0, y0, x0 + w, y0 + h)
    k = np.flatnonzero((reach >= radius + MIN_LEADER) & (reach <= longest))
    others = obs[(obs[:, 0] != ax) | (obs[:, 1] != ay)]
    cost = reach[k] + CROWD_COST * crowd.around(x0[k] + w / 2, y0[k] + h / 2)
    k = k[np.argsort(cost, kind="stable")]
    # spots a few pixels apart would all fail alike: one for each 32-pixel square, nearest first
    _, first = np.unique((x0[k] // 32) * 10_000 + y0[k] // 32, return_index=True)
    k = k[np.sort(first)][:tries]
    cx, cy = x0[k] + w / 2, y0[k] + h / 2
    start = radius / np.maximum(np.hypot(cx - ax, cy - ay), 1e-9)
    # the visible part: from the dot's edge to where it meets the label's box
    edge = np.minimum(1.0, np.minimum((w / 2) / np.maximum(np.abs(cx - ax), 1e-9),
                                      (h / 2) / np.maximum(np.abs(cy - ay), 1e-9)))
    segs = np.column_stack([ax + (cx - ax) * start, ay + (cy - ay) * start, cx - (cx - ax) * edge,
                            cy - (cy - ay) * edge])
    good = np.flatnonzero(~text.taken_along(segs))  # each test only on the candidates left by the one before
    if len(drawn) and len(good):
        good = good[~np.any(_segments_cross(segs[good], drawn), axis=1)]
    if len(others) and len(good):  # through a crowd it may graze dots, never run through one's middle
        good = good[~np.any(_segment_distance(others[None, :, 0], others[None, :, 1], segs[good][:, None, :])
                            < others[None, :, 2] * 0.6, axis=1)]
    if not len(good):
        return None
    best = k[good[0]]
    return float(x0[best]), float(y0[best])


def _beside(ax: float, ay: float, w: float, h: float, radius: float, obs, boxes, segs,
            bounds: tuple[float, float, float, float]) -> tuple[float, float] | None:
    """The first of 8 spots right beside the dot at (ax, ay) where a w x h label fits (see
    place_labels), as the box's lower left corner."""
    import numpy as np

    cos, sin = _directions()
    gap = radius + BESIDE
    px, py = ax + gap * cos, ay + gap * sin  # the point of the box's side that faces the dot
    x0 = np.where(cos > 0.38, px, np.where(cos < -0.38, px - w, px - w / 2))
    y0 = np.where(sin > 0.38, py, np.where(sin < -0.38, py - h, py - h / 2))
    x1, y1 = x0 + w, y0 + h
    bx0, by0, bx1, by1 = bounds
    ok = (x0 >= bx0) & (y0 >= by0) & (x1 <= bx1) & (y1 <= by1)
    if len(boxes) and ok.any():
        ok &= ~np.any((boxes[None, :, 0] < x1[:, None] + 3) & (boxes[None, :, 2] > x0[:, None] - 3)
                      & (boxes[None, :, 1] < y1[:, None] + 1) & (boxes[None, :, 3] > y0[:, None] - 1), axis=1)
    near = obs[(np.abs(obs[:, 0] - ax) < w + gap + 60) & (np.abs(obs[:, 1] - ay) < h + gap + 60)
               & ((obs[:, 0] != ax) | (obs[:, 1] != ay))]  # other markers (not this one)
    if len(near) and ok.any():
        clear = near[None, :, 2] + 8  # distance a label keeps from markers other than its own
        ok &= ~np.any((near[None, :, 0] > x0[:, None] - clear) & (near[None, :, 0] < x1[:, None] + clear)
                      & (near[None, :, 1] > y0[:, None] - clear) & (near[None, :, 1] < y1[:, None] + clear), axis=1)
        if ok.any():  # its own dot must be plainly the nearest
            ok &= np.all(_box_distance(near[None, :, 0], near[None, :, 1], x0[:, None], y0[:, None], x1[:, None],
                                       y1[:, None]) >= NEARER * _box_distance(ax, ay, x0, y0, x1, y1)[:, None], axis=1)
    if len(segs) and ok.any():
        ok &= ~np.any(_crossing(segs, x0 - 2, y0 - 2, x1 + 2, y1 + 2), axis=1)
    if not ok.any():
        return None
    k = int(np.argmax(ok))
    return float(x0[k]), float(y0[k])


@functools.cache
def _directions():
    """The spots beside a dot as unit vectors, in order of preference: right, left, the
    diagonals (up first), up, down."""
    import numpy as np

    rad = np.radians([0, 180, 45, 135, -45, -135, 90, -90])
    return np.cos(rad), np.sin(rad)


def _segment_distance(px, py, seg):
    """How far each point (px, py) is from each segment (x, y, x', y' in the last axis)."""
    import numpy as np

    x0, y0, dx, dy = seg[..., 0], seg[..., 1], seg[..., 2] - seg[..., 0], seg[..., 3] - seg[..., 1]
    t = np.clip(((px - x0) * dx + (py - y0) * dy) / np.maximum(dx * dx + dy * dy, 1e-9), 0, 1)
    return np.hypot(px - (x0 + t * dx), py - (y0 + t * dy))


def _box_distance(px, py, x0, y0, x1, y1):
    """How far the point (px, py) is from the box (x0, y0, x1, y1): 0 inside it."""
    import numpy as np

    return np.hypot(np.maximum(np.maximum(x0 - px, px - x1), 0), np.maximum(np.maximum(y0 - py, py - y1), 0))


def _segments_cross(a, b):
    """Whether each segment of `a` crosses each of `b` (rows x, y, x', y'): an a x b matrix."""
    import numpy as np

    def side(p, q, r):  # which side of the line p -> q the point r is on
        return np.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]))

    p, q = (a[:, None, 0], a[:, None, 1]), (a[:, None, 2], a[:, None, 3])
    r, t = (b[None, :, 0], b[None, :, 1]), (b[None, :, 2], b[None, :, 3])
    return (side(p, q, r) * side(p, q, t) < 0) & (side(r, t, p) * side(r, t, q) < 0)


def _crossing(segs, x0, y0, x1, y1):
    """Whether each segment (rows x, y, x', y') passes through each box (arrays x0, y0,
    x1, y1): a boxes x segments matrix, by Liang-Barsky clipping."""
    import numpy as np

    px, py = segs[None, :, 0], segs[None, :, 1]
    dx, dy = segs[None, :, 2] - px, segs[None, :, 3] - py
    lo = np.zeros((len(x0), len(segs)))
    hi = np.ones((len(x0), len(segs)))
    inside = np.ones((len(x0), len(segs)), dtype=bool)
    with np.errstate(divide="ignore", invalid="ignore"):
        for p, q in ((-dx, px - x0[:, None]), (dx, x1[:, None] - px), (-dy, py - y0[:, None]), (dy, y1[:, None] - py)):
            p = np.broadcast_to(p, lo.shape)
            t = q / p
            inside &= ~((p == 0) & (q < 0))  # parallel to this edge and outside it
            lo = np.where(p < 0, np.maximum(lo, t), lo)
            hi = np.where(p > 0, np.minimum(hi, t), hi)
    return inside & (lo <= hi)


def _variants(text: str) -> list[str]:
    """A label's forms, best first: whole on one line, whole on two lines (the tier or
    the second half of the name below), then cut to MAX_LABEL characters."""
    text = " ".join(text.split())
    out = [text] if len(text) <= MAX_LABEL + 14 else []
    if len(text) > 16 and " " in text and "\n" not in text:
        cut = text.rfind(" (") if text.endswith(")") and " (" in text else -1
        if cut <= 0:
            spaces = [j for j, ch in enumerate(text) if ch == " "]
            cut = min(spaces, key=lambda j: abs(j - len(text) / 2))
        first, second = text[:cut], text[cut + 1:]
        out.append(f"{_short(first, MAX_LABEL)}\n{_short(second, MAX_LABEL)}")
    if len(text) > MAX_LABEL:
        out.append(_short(text))
    return list(dict.fromkeys(out))


def _draw_labels(dr: _Drawing, ax, xs, ys, labels: Sequence[str | list[str]], order: Sequence[int], colours,
                 marker_px: float | Sequence[float], limit: int | None = None, fontsize: float = TEXT_PT,
                 lines: Sequence[tuple[Sequence[float], Sequence[float]]] = (), required: int | None = None,
                 numbered: bool = False) -> tuple[list[int], list[int]]:
    """Measure, place and draw point labels on `ax`, clear of `lines` (polylines as data x
    and y); returns the indices of the dots that got one. A label is a name (tried whole, on
    two lines, then cut) or a list of its forms, best first, each of one or more lines. The
    first `required` of `order` (all by default) matter most: if one finds no room, the
    missed labels are tried first, as numbers, up to three more times, and the best outcome
    kept; with `numbered`,
    one that still finds no room for its name gets a number (1, 2, ...) for the caption to
    name. Returns the dots named and the dots numbered, in number order."""
    import numpy as np

    renderer = dr.canvas.get_renderer()
    text_size = _TextSize(dr, fontsize)
    data = list(zip(xs, ys))
    anchors = [tuple(p) for p in ax.transData.transform(data)] if data else []
    radii = np.broadcast_to(np.asarray(marker_px, dtype=float), (len(anchors),))
    forms = {i: (list(labels[i]) if isinstance(labels[i], list) else _variants(labels[i])) for i in order if labels[i]}

    box = ax.get_window_extent(renderer)
    paths = [ax.transData.transform(np.column_stack([lx, ly])) for lx, ly in lines if len(lx) > 1]
    obstacles = [(x, y, r) for (x, y), r in zip(anchors, radii)]
    sizes = {i: [lambda t=t: text_size.box(t) for t in forms[i]] for i in forms}
    order = [i for i in order if labels[i]]
    must = set(order[:required if required is not None else len(order)])

    tag = _TextSize(dr, TAG_PT).box(circled(20))  # a dot that must be named and finds no room gets a number
    tags = {i: tag for i in must} if numbered else None

    def place(order: list[int], numbers_only: Collection[int] = ()) -> dict[int, tuple[float, float, bool, int]]:
        return place_labels(anchors, lambda i: list(sizes[i]), order, obstacles, radii,
                            (box.x0 + 2, box.y0 + 2, box.x1 - 2, box.y1 - 2), limit, paths, tags, numbers_only)

    placed = attempt = place(order)
    first: list[int] = []  # greedy order can box a label in: again, with those lost first, as numbers
    for _ in range(3):
        lost = [i for i in order if i in must and i not in attempt]
        if not lost:
            break
        first += [i for i in lost if i not in first]
        attempt = place(first + [i for i in order if i not in first], first)
        if (len(must & set(attempt)), len(attempt)) > (len(must & set(placed)), len(placed)):
            placed = attempt
    numbers: list[int] = []
    for i, (x0, y0, leader, k) in placed.items():
        ax_, ay_ = anchors[i]
        if k == len(forms[i]):
            numbers.append(i)
        ax.annotate(circled(len(numbers)) if k == len(forms[i]) else forms[i][k], xy=data[i],
                    xytext=(x0 - ax_ + 1, y0 - ay_ + 1), textcoords="offset pixels", ha="left", va="bottom",
                    fontsize=TAG_PT if k == len(forms[i]) else fontsize, color="#222222", linespacing=1.2,
                    arrowprops=dict(arrowstyle="-", lw=1.0, color=LEADER_COLOUR, shrinkA=0, shrinkB=radii[i] * 0.6)
                    if leader else None, annotation_clip=False)
    return [i for i in placed if i not in numbers], numbers


def circled(n: int) -> str:
    """①, ②, ... ㊿: a number of one width, for the dots named only in the caption."""
    if 1 <= n <= 20:
        return chr(0x2460 + n - 1)
    if n <= 35:
        return chr(0x3251 + n - 21)
    return chr(0x32B1 + n - 36) if n <= 50 else f"({n})"


def _fit_width(text: str, width: float, measure) -> str:
    """`text` cut (with an ellipsis) to at most `width` pixels as `measure` counts them."""
    if measure(text) <= width:
        return text
    lo, hi = 1, len(text)
    while lo < hi:  # the longest cut that fits
        mid = (lo + hi + 1) // 2
        if measure(_short(text, mid)) <= width:
            lo = mid
        else:
            hi = mid - 1
    return _short(text, lo)


def _wrap_width(text: str, width: float, measure, max_lines: int = 3) -> str:
    """`text` on as many lines (at most `max_lines`, broken between words) as it needs to
    stay within `width` pixels; what still doesn't fit is cut with an ellipsis."""
    words, lines = text.split(" "), []
    while words and len(lines) < max_lines - 1:
        take = len(words)
        while take > 1 and measure(" ".join(words[:take])) > width:
            take -= 1
        if take == len(words):
            break
        lines.append(" ".join(words[:take]))
        words = words[take:]
    lines.append(_fit_width(" ".join(words), width, measure))
    return "\n".join(lines)


def _column_labels(dr: _Drawing, ax, xs: Sequence[float], ys: Sequence[float], labels: Sequence[str], colours, fontsize: float) -> None:
    """Labels for dots in one column (x carries no meaning): a list beside the column at
    each dot's height, pushed apart where they would overlap, joined by leader lines. Each
    line of a label that would run past the figure's right edge is wrapped onto more lines,
    and cut only where three are not enough."""
    renderer = dr.canvas.get_renderer()
    text_size = _TextSize(dr, fontsize)
    box = ax.get_window_extent(renderer)
    x0 = ax.transData.transform((0.12, 0))[0]
    room = dr.fig.bbox.width - 6 - x0
    labels = ["\n".join(_wrap_width(line, room, text_size.width) for line in text.split("\n")) for text in labels]
    heights = [text_size.box(text)[1] + 2 for text in labels]
    order = sorted(range(len(ys)), key=lambda i: -ys[i])
    centres = {i: ax.transData.transform((0, ys[i]))[1] for i in order}
    placed: dict[int, float] = {}
    floor = box.y1
    for i in order:  # top down: each label as high as its dot, below the one above it
        top = min(centres[i] + heights[i] / 2, floor)
        placed[i] = top
        floor = top - heights[i]
    overflow = box.y0 - min((placed[i] - heights[i] for i in order), default=box.y0)
    if overflow > 0:  # ran out of room at the bottom: lift the whole list
        placed = {i: y + overflow for i, y in placed.items()}
    for i in order:
        ax_, ay_ = ax.transData.transform((xs[i], ys[i]))
        ax.annotate(labels[i], xy=(xs[i], ys[i]), xytext=(x0 - ax_, placed[i] - heights[i] / 2 - ay_),
                    textcoords="offset pixels", ha="left", va="center", fontsize=fontsize, color="#222222",
                    linespacing=1.2, annotation_clip=False,  # the leader starts at the label's left middle
                    arrowprops=dict(arrowstyle="-", lw=1.0, color=LEADER_COLOUR, shrinkA=2, shrinkB=5, relpos=(0, 0.5)))


def _region_handles(regions, legend: dict[str, str], marker: str = "o") -> list:
    from matplotlib.lines import Line2D

    return [Line2D([], [], ls="", marker=marker, markersize=7, color=COLOURS[r], label=legend[k])
            for k, r in (("cn", "cn"), ("intl", "intl"), ("unknown", None)) if r in regions]


# -- scatter plots (speed vs price, speed vs intelligence) -------------------------------


@dataclass
class ScatterSpec:
    title: str
    xlabel: str
    ylabel: str
    x: list[float]
    y: list[float]
    regions: list[str | None]
    names: list[str]
    front: list[int]  # indices on the Pareto front, in x order
    legend: dict[str, str]  # cn, intl, unknown, front, marked
    footnote: str
    x_log: bool = False
    free_label: str | None = None  # tick label for x == 0 on a log axis (a $0 price)
    label_order: list[int] = field(default_factory=list)  # the dots to name, most important first
    marked: list[int] = field(default_factory=list)  # dots the user asked for: ringed in their colour
    required: int | None = None  # how many of label_order must be named (the rest if there is room)
    named: list[int] = field(default_factory=list)  # set once drawn: the dots that got a label
    numbered: list[int] = field(default_factory=list)  # and those that got a number instead (1, 2, ...)


def scatter_png(spec: ScatterSpec) -> bytes:
    with _lock:
        return _scatter(spec).png()


def _scatter(spec: ScatterSpec) -> _Drawing:
    import numpy as np
    from matplotlib.lines import Line2D
    from matplotlib.ticker import LogLocator, NullLocator

    dr = _Drawing()
    xs = np.asarray(spec.x, dtype=float)
    ys = np.asarray(spec.y, dtype=float)
    n = len(xs)
    size = 14 if n > 150 else 40
    colours = [COLOURS.get(r, COLOURS[None]) for r in spec.regions]
    handles = _region_handles(spec.regions, spec.legend)
    if spec.front:
        handles.append(Line2D([], [], ls="--", marker="o", markerfacecolor="none", color=FRONT_COLOUR,
                              label=spec.legend["front"]))
    if spec.marked:
        handles.append(Line2D([], [], ls="", marker="o", markersize=9, markerfacecolor="none", markeredgewidth=2,
                              color=MARK_COLOUR, label=spec.legend["marked"]))
    dr.title(spec.title)
    dr.legend(handles)
    dr.footnote(spec.footnote)
    ax = dr.axes(left=0.8)
    free = bool(np.any(xs <= 0)) and spec.x_log
    free_x = None
    if spec.x_log:
        ax.set_xscale("log")
        positive = xs[xs > 0]
        lo = positive.min() if len(positive) else 0.1
        hi = positive.max() if len(positive) else 10.0
        if free:  # $0 can't sit on a log axis: free models get their own column at the left
            free_x = lo / 3.2
            xs = np.where(xs <= 0, free_x, xs)
        left = free_x / 1.8 if free else lo / 1.6
        locator = LogLocator(base=10, subs=(1.0, 2.0, 5.0) if hi / lo < 300 else (1.0,))
        ax.xaxis.set_major_locator(locator)
        ax.xaxis.set_minor_locator(NullLocator())  # drawing dozens of minor ticks is a tenth of the time
        _plain_log_ticks(ax.xaxis)
        if free:
            ticks = [t for t in locator.tick_values(lo, hi * 1.6) if lo / 1.3 <= t <= hi * 1.6]
            ax.set_xticks([free_x] + ticks, [spec.free_label or "0"] + [f"{t:g}" for t in ticks])
            ax.axvline(free_x * 1.4, color="#BBBBBB", lw=0.8, ls=":")
        ax.set_xlim(left, hi * 1.6)
    elif len(xs):
        span = max(xs.max() - xs.min(), 1e-9)
        ax.set_xlim(xs.min() - span * 0.08, xs.max() + span * 0.08)
    top = ys.max() if len(ys) else 1.0
    ax.set_ylim(0, top * 1.12)
    ax.set_xlabel(spec.xlabel)
    ax.set_ylabel(spec.ylabel)
    ax.scatter(xs, ys, s=size, c=colours, alpha=0.7 if n > 150 else 0.92, edgecolors="white", linewidths=0.5,
               zorder=3)
    lines = []
    marker_px = np.full(n, math.sqrt(size) * DPI / 72 / 2 + 1)
    if spec.front:
        fx, fy = xs[spec.front], ys[spec.front]
        ax.plot(fx, fy, drawstyle="steps-post", color=FRONT_COLOUR, lw=1.1, ls="--", zorder=2)
        # the steps as drawn: across at each front point's speed, then down to the next
        lines.append((np.repeat(fx, 2)[1:], np.repeat(fy, 2)[:-1]))
        ax.scatter(fx, fy, s=size * 2.6, facecolors="none", edgecolors=FRONT_COLOUR, linewidths=1.1, zorder=4)
        marker_px[spec.front] = math.sqrt(size * 2.6) * DPI / 72 / 2 + 1  # the ring around a front point
    if spec.marked:
        ax.scatter(xs[spec.marked], ys[spec.marked], s=size * 4.5, facecolors="none", edgecolors=MARK_COLOUR,
                   linewidths=2, zorder=5)
        marker_px[spec.marked] = math.sqrt(size * 4.5) * DPI / 72 / 2 + 2
    spec.named, spec.numbered = _draw_labels(dr, ax, xs, ys, spec.names, spec.label_order, colours, marker_px,
                                             lines=lines, required=spec.required, numbered=True)
    return dr


# -- a model's history -------------------------------------------------------------------


@dataclass
class Line:
    series: int  # index into HistorySpec.series: one colour per tier
    values: list[float | None]
    dashed: bool = False  # input price, beside the solid output price


@dataclass
class Panel:
    ylabel: str
    lines: list[Line]
    empty: str  # shown when no line has any value: a gap, not a flat zero
    log: bool = False


@dataclass
class HistorySpec:
    title: str
    dates: list[str]  # ISO dates, one per snapshot
    panels: list[Panel]
    footnote: str
    series: list[str] = field(default_factory=list)  # tier labels, for the legend
    styles: tuple[str, str] | None = None  # legend words for solid and dashed lines
    lang: str = "en"


_PALETTE = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#8C8C8C"]


def history_png(spec: HistorySpec) -> bytes:
    with _lock:
        return _history(spec).png()


def _history(spec: HistorySpec) -> _Drawing:
    """Speed, TTFT and price panels one above the other, each titled above its plot (a
    rotated axis label would be cut to the panel's height on a phone), sharing a time axis
    whose every tick names its month."""
    import matplotlib.dates as mdates
    import numpy as np

    from matplotlib.lines import Line2D

    dr = _Drawing(WIDTH_IN, 7.6)
    fig = dr.fig
    days = [date.fromisoformat(d[:10]) for d in spec.dates]
    xs = mdates.date2num(days) if days else np.asarray([])
    count = len(spec.panels)
    dr.title(spec.title)
    # the tiers' colours apply to every panel: above them all
    dr.legend([Line2D([], [], color=_PALETTE[i % len(_PALETTE)], marker="o", markersize=5, label=_short(label, 34))
               for i, label in enumerate(spec.series)] if len(spec.series) > 1 else [])
    dr.footnote(spec.footnote)
    title_in = TEXT_PT * 1.5 / 72  # each panel's title, above it
    below, left, right = 0.72, 0.75, 0.15  # below: the dates and, under them, the year where it is not on a tick
    h_in = fig.get_figheight()
    room = h_in - dr.top - dr.bottom - below - count * title_in - (count - 1) * 0.12
    height = room / count
    axes = []
    for i, panel in enumerate(spec.panels):
        y0 = h_in - dr.top - (i + 1) * (title_in + height) - i * 0.12
        ax = fig.add_axes((left / WIDTH_IN, y0 / h_in, 1 - (left + right) / WIDTH_IN, height / h_in),
                          sharex=axes[0] if axes else None)
        axes.append(ax)
        ax.set_title(panel.ylabel, loc="left", pad=4)
        drawn, dashed, highest = False, False, 0.0
        for line in panel.lines:
            ys = np.asarray([np.nan if v is None else v for v in line.values], dtype=float)
            if np.all(np.isnan(ys)):
                continue
            drawn, dashed, highest = True, dashed or line.dashed, max(highest, float(np.nanmax(ys)))
            # markers too, so a value with gaps on both sides still shows as a dot
            few = np.count_nonzero(~np.isnan(ys)) <= 60
            ax.plot(xs, ys, color=_PALETTE[line.series % len(_PALETTE)], lw=1.4, ls="--" if line.dashed else "-",
                    marker="o", markersize=4.5 if few else 1.8)
        key = drawn and spec.styles is not None and any(line.dashed for line in panel.lines)
        if drawn:
            if panel.log:
                ax.set_yscale("log")
                _plain_log_ticks(ax.yaxis)
            else:
                # from 0, with room above the highest dot (a fixed bottom turns autoscaling off,
                # which would leave the top dots cut in half at the edge), and above that for
                # the solid/dashed key where the panel has one
                ax.set_ylim(0, (highest or 1.0) * (1.6 if key else 1.15))
                ax.yaxis.set_major_locator(_ticks(4))
            if key:  # solid and dashed tell output from input price: in that panel, not above all three
                ax.legend(handles=[Line2D([], [], color="#555555", ls=ls, label=text)
                                   for ls, text in zip(("-", "--"), spec.styles) if ls == "-" or dashed],
                          loc="upper left", ncols=2, handlelength=1.8, borderaxespad=0.2, columnspacing=0.8,
                          handletextpad=0.4)
        else:
            ax.set_yticks([])
            ax.text(0.5, 0.5, panel.empty, transform=ax.transAxes, ha="center", va="center", color="#888888")
        if i < count - 1:
            ax.tick_params(labelbottom=False)
    if len(days):
        locator = mdates.AutoDateLocator(minticks=2, maxticks=4)
        if spec.lang == "zh":  # every tick names its month, the year where it turns
            formatter = mdates.ConciseDateFormatter(
                locator, formats=["%Y年%-m月", "%-m月", "%-m月%-d日", "%H:%M", "%H:%M", "%S"],
                zero_formats=["", "%Y年%-m月", "%-m月%-d日", "%-m月%-d日", "%H:%M", "%H:%M"],
                offset_formats=["", "%Y年", "%Y年%-m月", "%Y年%-m月%-d日", "%Y-%m-%d", "%Y-%m-%d %H:%M"])
        else:
            formatter = mdates.ConciseDateFormatter(
                locator, formats=["%b %Y", "%b", "%b %-d", "%H:%M", "%H:%M", "%S"],
                zero_formats=["", "%b %Y", "%b %-d", "%b %-d", "%H:%M", "%H:%M"],
                offset_formats=["", "%Y", "%b %Y", "%b %-d %Y", "%Y-%m-%d", "%Y-%m-%d %H:%M"])
        axes[-1].xaxis.set_major_locator(locator)
        axes[-1].xaxis.set_major_formatter(formatter)
        if days[0] == days[-1]:
            axes[-1].set_xlim(xs[0] - 20, xs[0] + 20)
        else:
            pad = max((xs[-1] - xs[0]) * 0.03, 2)
            axes[-1].set_xlim(xs[0] - pad, xs[-1] + pad)
    return dr


def _ticks(count: int):
    from matplotlib.ticker import MaxNLocator

    return MaxNLocator(nbins=count, min_n_ticks=2)


# -- speed per dollar (bars) --------------------------------------------------------------


@dataclass
class BarSpec:
    title: str
    xlabel: str
    names: list[str]
    values: list[float | None]  # None: free ($0 price), shown as text, never as an endless bar
    regions: list[str | None]
    notes: list[str]  # printed under each bar's name (speed and price)
    free_text: str
    legend: dict[str, str]
    footnote: str
    log: bool = False  # a log axis, so one outlier leaves the other bars readable (needs_log)
    marked: list[int] = field(default_factory=list)  # bars of models the user named: outlined


def needs_log(values: Sequence[float]) -> bool:
    """Whether bars of these values need a log axis to stay readable: when the largest is more
    than 3 times the median, a linear axis would squash most bars into a sliver."""
    ordered = sorted(v for v in values if v > 0)
    return len(ordered) > 1 and ordered[-1] > 3 * ordered[len(ordered) // 2]


def value_png(spec: BarSpec) -> bytes:
    with _lock:
        return _bars(spec).png()


def _bars(spec: BarSpec) -> _Drawing:
    """Horizontal bars, one per model: its name on a line of its own with its speed and price
    at the right, the bar under it with its value at the end, so no name is cut to a margin."""
    import numpy as np

    n = len(spec.names)
    dr = _Drawing(WIDTH_IN, 2.4 + TEXT_PT * 3.1 / 72 * n)
    dr.title(spec.title)
    dr.legend(_region_handles(spec.regions, spec.legend, marker="s"))
    dr.footnote(spec.footnote)
    ax = dr.axes(left=0.12, right=0.12, below=0.72, above=0.05)
    ys = np.arange(n)[::-1] * 1.0
    finite = [v for v in spec.values if v is not None and v > 0]
    hi = max(finite) if finite else 1.0
    lo = min(finite) if finite else 1.0
    if spec.log:
        ax.set_xscale("log")
        _plain_log_ticks(ax.xaxis)
        left = lo / 3
        ax.set_xlim(left, hi * 5)
    else:
        left = 0.0
        ax.set_xlim(0, hi * 1.3)
    size = _TextSize(dr, TEXT_PT)
    room = ax.get_window_extent(dr.canvas.get_renderer()).width
    for i, (y, value, region, note) in enumerate(zip(ys, spec.values, spec.regions, spec.notes)):
        colour = COLOURS.get(region, COLOURS[None])
        ax.text(1.0, y + 0.1, note, transform=ax.get_yaxis_transform(), va="bottom", ha="right", color="#555555")
        name = _fit_width(spec.names[i], room - size.width(note) - 24, size.width)
        ax.text(0.0, y + 0.1, name, transform=ax.get_yaxis_transform(), va="bottom", ha="left", color="#111111")
        if value is None:
            ax.text(0.0, y - 0.2, spec.free_text, transform=ax.get_yaxis_transform(), va="center", ha="left",
                    color=colour)
            continue
        ax.barh(y - 0.2, value - left, left=left, height=0.32, color=colour, alpha=0.9,
                edgecolor=MARK_COLOUR if i in spec.marked else "none", linewidth=2.5)
        ax.text(value * 1.08 if spec.log else value + hi * 0.02, y - 0.2, f"{value:,.0f}", va="center", ha="left",
                color="#222222")
    ax.set_yticks([])
    ax.set_ylim(-0.5, n - 0.45)
    ax.spines["left"].set_visible(False)
    ax.grid(axis="y", visible=False)
    ax.set_xlabel(spec.xlabel)
    return dr


# -- the deployment speed frontier --------------------------------------------------------


@dataclass
class FrontierSpec:
    title: str
    xlabel: str
    ylabel: str
    params: list[float]
    speeds: list[float]
    regions: list[str | None]
    names: list[list[str]]  # each label's forms, best first; lines: model, speed and system, hardware
    approx: list[bool]
    front: list[int]
    unsized_speeds: list[float]
    unsized_regions: list[str | None]
    unsized_names: list[str]
    unsized_approx: list[bool]
    unsized_title: str
    legend: dict[str, str]  # cn, intl, unknown, front, approx, break
    footnote: str


def frontier_png(spec: FrontierSpec) -> bytes:
    with _lock:
        return _frontier(spec).png()


def front_segments(front: Sequence[int], approx: Sequence[bool]) -> list[tuple[int, int, bool]]:
    """The frontier line's segments between consecutive front points, each with whether it
    joins comparable figures (both measured or both approximate): a line from a measured
    peak to someone's round "about" figure would claim a trend the data doesn't show."""
    return [(a, b, approx[a] == approx[b]) for a, b in zip(front[:-1], front[1:])]


def _frontier(spec: FrontierSpec) -> _Drawing:
    """The deployment speed against model size, and below it the deployments whose model
    size is not stated (a column on the same speed scale), so the picture reads top to
    bottom on a phone."""
    import numpy as np
    from matplotlib.lines import Line2D
    from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter

    dr = _Drawing()
    fig = dr.fig
    strip = bool(spec.unsized_speeds)
    size = 60
    text_size = _TextSize(dr, TEXT_PT)
    room = (WIDTH_IN - 0.85 - 0.45) * DPI  # right of the column of dots
    unsized = ["\n".join(_wrap_width(line, room, text_size.width) for line in text.split("\n"))
               for text in spec.unsized_names]
    side_in = sum(text_size.box(t)[1] + 6 for t in unsized) / DPI + 0.2 if strip else 0.0
    # A tall column of unsized deployments takes its room from the main plot (down to 2.4 in),
    # so the picture stays at most twice as tall as wide, as a phone shows it.
    rest = 1.0 + 0.8 + (side_in + 0.5 if strip else 0) + 0.9
    main_in = max(2.4, min(3.3, 2 * WIDTH_IN - rest))
    fig.set_size_inches(WIDTH_IN, rest + main_in)
    segments = front_segments(spec.front, spec.approx)
    handles = _region_handles(spec.regions + spec.unsized_regions, spec.legend)
    if any(spec.approx) or any(spec.unsized_approx):
        handles.append(Line2D([], [], ls="", marker="o", markersize=7, markerfacecolor="white", color="#555555",
                              label=spec.legend["approx"]))
    if any(same for *_, same in segments) or len(spec.front) == 1:
        handles.append(Line2D([], [], ls="--", color=FRONT_COLOUR, label=spec.legend["front"]))
    if not all(same for *_, same in segments):
        handles.append(Line2D([], [], ls=":", lw=1.6, color=BREAK_COLOUR, label=spec.legend["break"]))
    dr.title(spec.title)
    dr.legend(handles)
    dr.footnote(spec.footnote)
    side = None
    if strip:
        side = dr.axes(left=0.85, right=0.1, below=0.15, above=0)
        h = fig.get_figheight()
        side.set_position((0.85 / WIDTH_IN, (dr.bottom + 0.15) / h, 1 - 0.95 / WIDTH_IN, side_in / h))
        dr.bottom += 0.15 + side_in + 0.4
    ax = dr.axes(left=0.85, right=0.15, below=0.8)
    speeds = spec.speeds + spec.unsized_speeds
    top = max(speeds) if speeds else 100.0
    ax.set_ylim(0, top * 1.4)  # room above the fastest for its label
    ax.set_ylabel(spec.ylabel)
    ax.set_xlabel(spec.xlabel)
    ax.set_xscale("log")
    px = np.asarray(spec.params, dtype=float)
    sp = np.asarray(spec.speeds, dtype=float)
    if len(px):
        lo, hi = px.min(), px.max()
        ax.set_xlim(lo / 1.6, max(hi * 3.2, lo * 4))  # room on the right for the largest model's label
    else:
        ax.set_xlim(250, 3000)
    ax.xaxis.set_major_locator(LogLocator(base=10, subs=(1.0, 2.0, 3.0, 5.0)))
    ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _p: f"{v:,.0f}B" if v < 1000 else f"{v / 1000:g}T"))
    ax.xaxis.set_minor_formatter(NullFormatter())

    def dots(axis, xs, ys, regions, approx):
        colours = [COLOURS.get(r, COLOURS[None]) for r in regions]
        faces = ["white" if a else c for a, c in zip(approx, colours)]
        axis.scatter(xs, ys, s=size, zorder=3, linewidths=1.6, facecolors=faces, edgecolors=colours)
        return colours

    colours = dots(ax, px, sp, spec.regions, spec.approx)
    lines = []
    for a, b, same in segments:  # comparable figures joined by the line; others by a dotted break
        ax.plot(px[[a, b]], sp[[a, b]], color=FRONT_COLOUR if same else BREAK_COLOUR, lw=1.2 if same else 1.6,
                ls="--" if same else ":", zorder=2)
        lines.append((px[[a, b]], sp[[a, b]]))
    marker_px = math.sqrt(size) * DPI / 72 / 2 + 1
    order = sorted(range(len(sp)), key=lambda i: (i not in spec.front, -sp[i]))
    _draw_labels(dr, ax, px, sp, spec.names, order, colours, marker_px, lines=lines, numbered=False)
    if side is not None:
        ys = list(spec.unsized_speeds)
        xs, close = [], top * 1.4 * 0.03  # dots this close would hide each other: nudge sideways
        for i, y in enumerate(ys):
            xs.append(0.04 if i and abs(ys[i - 1] - y) < close and xs[-1] == 0 else 0.0)
        side.set_ylim(0, top * 1.4)
        side_colours = dots(side, xs, ys, spec.unsized_regions, spec.unsized_approx)
        side.set_xlim(-0.05, 1.0)
        side.set_xticks([])
        side.set_title(spec.unsized_title, loc="left", color="#555555", pad=6)
        side.grid(axis="x", visible=False)
        _column_labels(dr, side, xs, ys, unsized, side_colours, TEXT_PT)
    return dr
