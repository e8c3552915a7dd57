"""The fourteenth held-out test's misses (three new users: a compliance officer who wants sources
and dates, a student on a tiny budget and a German developer; a game studio's NPC dialogue, a
devrel asking what the tables' marks mean and a chat of short follow-ups; a Malaysian developer, a
team lead comparing vendors and an admin testing alerts), written on 2026-12-02 from the seeds
before the bot saw them. The misses fixed since are here as case facts.
"""

from __future__ import annotations

from .heldout import held_out

Z, E, ANY = "zh", "en", "any"

case = held_out(14)

HELDOUT_14 = [
    # seed 000 row 13: the second NVIDIA Nemotron 3 Nano 30B A3B row is 235.9 t/s (267.1 kept)
    case("meta", "why is nemotron 3 nano only listed once when the article has it twice", E, "ii76",
         says=["267.1", "235.9"], not_patterns=["242.9", "seed 000"]),
    # 1,000,000 players × 20 lines × 150 tokens = 3B tokens a day × $0.06 (seed 001) = $180 a day
    case("cost", "我们做npc对话 100万玩家 每人每天20句 每句150 token 用ds v4 flash 一天要多少钱", Z, "ii21",
         says=["$180.00"]),
    # 500,000 × 3000 = 1.5B tokens a day × $0.90 (GLM-5.2) = $1,350 a day, $40,500 a month
    case("cost", "50万DAU 每人每天生成3000 token 用glm-5.2 一个月多少钱", Z, "ii37", says=["$40,500.00"]),
    case("meta", "whats that little ⁱ mark", E, "ii67", says=["input price"], not_patterns=["didn't understand"]),
    case("meta", "what does * mean after a number in ur tables", E, "ii68", says=["the source itself published"],
         not_patterns=["Stability"]),
    case("meta", "what does the — mean in the price column, is it free?", E, "ii66", says=["never 0"]),
    case("meta", "what does each column on /top mean", E, "ii64", says=["t/s is median output tokens"]),
    case("meta", "why are there two different dates at the bottom", E, "ii85", says=["2026-10-28", "2026-07-11"],
         not_patterns=["didn't understand"]),
    case("meta", "how do you compute blended price", E, "ii71", says=["3 parts input to 1 part output"]),
    # open_weights.tsv by speed: 4th is Beam 1.0 (370.7)
    case("followup", "4th?", E, "ii11", before=["top 10 open weights models"], has=["Beam 1.0"], numbers=["371"]),
    # international by speed (seed 000): Mercury 2.5 first; Celeris-1 (country unknown) out
    case("followup", "去掉开源 只要国际的前5", Z, "ii13", before=["top 10 open weights models"], first="Mercury 2.5",
         hasnt=["Celeris-1"]),
    # each maker's best by intelligence (seed 001): Anthropic Claude Fable 5 60, OpenAI GPT-5.6 Sol 59, Google Gemini 3.5 Flash 50
    case("vendor_vs", "OpenAI Anthropic Google 三家智能分最高的分别是哪个", Z, "jj42",
         has=["Claude Fable 5", "GPT-5.6 Sol", "Gemini 3.5 Flash"], hasnt=["Claude Opus 4.8"]),
    # each maker's fastest: Google Gemini 3.5 Flash-Lite 416.6, Anthropic Claude Haiku 5.5 235.6, OpenAI gpt-oss-120b 215.5
    case("vendor_vs", "openai vs anthropic vs google - best speed of each and by how much", E, "jj41",
         has=["Gemini 3.5 Flash-Lite", "Claude Haiku 5.5", "gpt-oss-120b"], not_patterns=["isn't in the data"]),
    case("followup", "第一名多少钱", Z, "jj21", before=["海外最快的"], has=["Mercury 2.5"], numbers=["0.25"]),
    case("region", "fastest model from malaysia got or not", E, "jj35", hasnt=["Celeris-1"], says=["Malaysia"]),
    case("alerts", "/watch kimi", E, "jj78", tg_lang="en", before=["/subscribe daily"], has=["Kimi K2.6", "Kimi K2.7 Code"],
         not_patterns=["isn't in the data"]),
    case("alerts", "send me the daily digest at 7.45am malaysia time", E, "jj73", says=["07:45", "Asia/Kuala_Lumpur"]),
    case("alerts", "what am i watching", E, "jj80", before=["/subscribe daily"], not_patterns=["didn't understand"]),
    case("alerts", "/digest 0730 sgt", E, "jj96", tg_lang="en", says=["07:30", "Asia/Singapore"],
         not_patterns=["not a command I know"]),
]
