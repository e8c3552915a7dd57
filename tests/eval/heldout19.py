"""The nineteenth held-out test's misses (three new users: a Chengdu indie developer costing a
WeChat customer-service bot in RMB, who writes like voice input; a Berlin SRE in a team group
asking about providers and setting alerts; a Chinese newsletter writer checking figures for an
article), written on 2026-12-02 from the seeds before the bot saw them (237 of 300 right on
first sight). The misses fixed since are here as case facts, each from that user's own facts
column.
"""

from __future__ import annotations

from .heldout import held_out

Z, E, ANY = "zh", "en", "any"

case = held_out(19)

HELDOUT_19 = [
    # seed 002: Kimi K2.6 on Cerebras 981 t/s; the data has nothing on Groq
    case("deployment", "groq vs cerebras for k2.6", E, "b7", has=["Kimi K2.6"], numbers=["981"],
         says=[("no figure for kimi k2.6 on groq", "no deployment on groq")]),
    # deployments over 900: NaiveRT 2122, Fireworks ~1500, UltraSpeed ~1000, Cerebras 981; not Kimi K3 (~850, 842, ~50)
    case("deployment", "deployments over 900 tok/s?", E, "b10", first="Naive-N0.5-Flash",
         has=["DeepSeek V4.1 Flash", "MiMo-V2.5-Pro", "Kimi K2.6"], hasnt=["Kimi K3"]),
    case("deployment", "fireworks vs together for deepseek v4.1 flash", E, "b11", has=["DeepSeek V4.1 Flash"],
         numbers=["1500"], says=["Together"]),
    case("deployment", "@leaderbot groq numbers for anything?", E, "b60", group=True,
         says=["no deployment on Groq"], hasnt=["Celeris-1"]),
    case("deployment", "@leaderbot cerebras deployments list", E, "b61", group=True, first="Kimi K2.6",
         numbers=["981"], hasnt=["Naive-N0.5-Flash", "DeepSeek V4.1 Flash"]),
    # the top 3 deployments, one row per model and system: NaiveRT, Fireworks, Xiaomi UltraSpeed
    case("deployment", "@leaderbot 最快的三个部署方案", Z, "b76", group=True, first="Naive-N0.5-Flash",
         has=["DeepSeek V4.1 Flash", "MiMo-V2.5-Pro"], hasnt=["Kimi K2.6"]),
    case("deployment", "最快的部署", Z, "a49", first="Naive-N0.5-Flash", numbers=["2122"]),
    case("deployment", "and groq?", E, "b60", before=["fastest deployments"], says=["no deployment on Groq"]),
]
