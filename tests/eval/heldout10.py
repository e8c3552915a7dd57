"""The tenth held-out test's misses (three new users: a document-summarisation founder, a
translation agency's tech lead and a game studio's group; a domestic-models researcher, a home
GPU hobbyist and a consistency tester; a Taipei CTO comparing vendors, a journalist checking
seed 001's prose against its tables, an admin sending odd commands), written on 2026-12-01 from
the seeds before the bot saw them. The misses fixed since are here as case facts, as in
heldout3.py to heldout9.py.
"""

from __future__ import annotations

from .heldout import held_out

Z, E, ANY = "zh", "en", "any"

case = held_out(10)

HELDOUT_10 = [
    case("alerts", "/quiet 23-7", E, "x78", before=["/subscribe"], says=["23:00–07:00"]),
    case("alerts", "/quiet 晚上十點到早上七點", Z, "x92", tg_lang="zh", before=["/subscribe"], says=["22:00–07:00"]),
    case("alerts", "/subscribe daily 8am china top 3", E, "x75", says=["08:00", "China, top 3"]),
    case("meta", "how many days old is this data", E, "x53", says=["34 days", "143 days"]),
    case("meta", "贵方数据来源是什么 各榜单的截止日期分别是哪天", Z, "w6", says=["2026-10-28", "2026-07-11", "2026-10-16"],
         not_patterns=["全球最快模型"]),
    # open weights (data/open_weights.tsv) without NVIDIA: K2 Horizon 888.8, Trinity 420.3, Beam 1.0 370.7, ...
    case("region", "fastest open model thats not nvidia", E, "w52", first="K2 Horizon 375B A23B",
         has=["Trinity Large Thinking", "Beam 1.0"], hasnt=["Nemotron 3.5 Super VL", "Nemotron 3.5 Lightning"]),
    # 5000 × 2000 = 10M tokens ÷ 259.6 t/s (Nova Micro, seed 000) ≈ 38,521 s, about 10.7 hours
    case("model", "batch job: 5000 docs x 2000 output tokens each, how long on nova micro single stream", E, "v73",
         says=["10,000,000 tokens", "10.7 hours"]),
]
