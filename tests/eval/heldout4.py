"""The fourth held-out test's misses: three more new users (a Chinese product manager, a
founder on a budget, a Traditional-Chinese developer and an ops engineer; a backend engineer,
an indie hacker, a journalist and a data scientist; a bilingual team's group chat, a power
user of commands, an infra engineer and scenario questions) wrote 300 messages on 2026-12-01
from the seeds, with the facts of a right answer, before the bot saw them: 254 right on the
first run (84.7%). The misses fixed since are here as case facts, by kind, as in heldout3.py.

Data ages on 2026-12-01: seed 000 34 days, seed 001 143 days, seed 002 46 days.
"""

from __future__ import annotations

from .heldout import COUNTRY_UNKNOWN, SPEED_TOP, held_out

Z, E, ANY = "zh", "en", "any"

case = held_out(4)


HELDOUT_4 = [
    # -- the language and the words of a message ----------------------------------------------------
    case("value", "startup预算紧 有啥cheap又fast的api", Z, "D46", first="DeepSeek V4 Flash", numbers=["1633"]),
    case("region", "開源模型哪個最快 要可以自己host的", Z, "D49", first="K2 Horizon 375B A23B",
         has=["Trinity Large Thinking"], hasnt=["Naive-N0.5-Flash"]),
    case("vendor", "輝達的模型哪個最快", Z, "D56", first="Nemotron 3.5 Super VL", hasnt=[SPEED_TOP]),
    case("meta", "最新數據是什麼時候的", Z, "D59", says=["@dates", "@date_001"]),
    case("cheap", "cheapst chinese modle", E, "E20", first="DeepSeek V4 Flash", numbers=["0.06"], says=["output"]),
    case("filter", "smartest thing under 2 bucks", E, "E26", has=["GPT-5.6 Luna", "GLM-5.2", "Gemini 3.5 Flash"],
         hasnt=["Claude Fable 5", "GPT-5.6 Terra"]),
    case("model", "who makes k2 horizon and how fast is it", E, "E39", first="K2 Horizon 375B A23B", numbers=["889"],
         says=["Institute of Foundation Models"]),
    case("model", "is grok on there", E, "E46", first="Grok 4.5", numbers=["93", "1.35"]),
    # seed 001 output prices between $0.5 and $1.5, by speed: Luna 204, Qwen3.7 Max 192, GLM-5.2 181, Gemini 3.5 Flash 152
    case("filter", "output price 0.5-1.5 sorted by speed", E, "E53", first="GPT-5.6 Luna",
         has=["Qwen3.7 Max", "GLM-5.2", "Gemini 3.5 Flash", "Grok 4.5", "Kimi K2.6"],
         hasnt=["DeepSeek V4 Flash", "GPT-5.6 Terra", "Claude Fable 5"]),
    # no model has both an input and an output price: a blended price is said to be missing, not swapped
    case("cheap", "blended price ranking (3:1 input:output)", E, "E9", says=["blended", "@not_measured"],
         not_patterns=[("ranked by input price", r"ranked by input price")]),
    case("meta", "where is celeris based", E, "E36", has=["Celeris-1"], patterns=[COUNTRY_UNKNOWN]),
    case("meta", "what country is spacexai from", E, "E37", has=["Grok 4.5"], says=["unknown"],
         not_patterns=[("guessed from the name", r"United States|\(US\)")]),
    case("model", "how fast is beam 1.0 and is it open", E, "E63", first="Beam 1.0", numbers=["371"], says=["@open"]),
    case("compare", "gemini 3.5 flash vs gpt-5.6 luna for long outputs", E, "E6", has=["Gemini 3.5 Flash", "GPT-5.6 Luna"],
         numbers=["152", "204"], not_patterns=[("a system read into the name", "isn't in the data")]),
    case("compare", "@leaderbot settle this: opus 4.8 vs sonnet 5 speed", E, "F18", group=True,
         has=["Claude Opus 4.8", "Claude Sonnet 5"], numbers=["56", "79"]),
    case("model", "@leaderbot is grok 4.5 american or what", E, "F7", group=True, first="Grok 4.5",
         patterns=[COUNTRY_UNKNOWN], not_patterns=[("a second side called 'what'", "isn't in the data")]),
    # creators.tsv: Inception is US, Celeris has no country
    case("compare", "@leaderbot which is faster mercury 2.5 or celeris-1 and where are they from", E, "F23", group=True,
         has=["Mercury 2.5", "Celeris-1"], numbers=["1668", "1047"], says=["United States", "unknown"]),
    # seed 001: nothing beats DeepSeek V4 Flash (98, $0.06) or GPT-5.6 Luna (204, $0.87) on both
    case("tradeoff", "pareto front speed vs output price", E, "E59", has=["DeepSeek V4 Flash", "GPT-5.6 Luna"],
         hasnt=["GLM-5.2", "MiniMax-M3"], numbers=["0.06", "0.87"]),
    # -- follow-ups -----------------------------------------------------------------------------------
    case("followup", "sort by price", E, "E98", before=["intelligence ranking"], first="GPT-5.6 Luna",
         has=["Claude Fable 5"], hasnt=["DeepSeek V4 Flash"]),
    case("followup", "how long for 1M tokens on it", E, "E92", before=["mercury 2.5"], numbers=["956"]),
    case("followup", "只要开源的", Z, "F88", before=["长文生成最快的是哪个", "那国产的呢"], first="Ling 3.1 Flash",
         has=["GLM-5.2"], hasnt=["K2 Horizon 375B A23B", "Trinity Large Thinking"]),
    case("followup", "官方api上呢", Z, "F96", before=["kimi k3 有多快"], has=["Kimi K3"], numbers=["50"]),
    # -- scenarios ------------------------------------------------------------------------------------
    case("scenario", "批量总结长文档 选哪个快", Z, "F80", first=SPEED_TOP, has=["Mercury 2.5"], hasnt=["Nova Micro"]),
    case("cheap", "翻译场景 国产 开源 最便宜的", Z, "F97", first="DeepSeek V4 Flash", has=["DeepSeek V4 Pro", "MiniMax-M3"],
         says=["输出"]),
    case("scenario", "realtime chat bot under 1 dollar, which one", E, "F83", first="GPT-5.6 Luna", has=["GLM-5.2"],
         numbers=["0.87"], says=["under $1", "@not_measured"]),
    # -- deployments ----------------------------------------------------------------------------------
    case("deployment", "deepseek最快的部署是哪家", Z, "F72", first="DeepSeek V4.1 Flash", numbers=["1500"],
         hasnt=["Naive-N0.5-Flash"]),
    case("deployment", "kimi有沒有比較快的部署", Z, "D55", first="Kimi K2.6", numbers=["981"], hasnt=["Naive-N0.5-Flash"]),
    # -- settings, before and after subscribing -------------------------------------------------------
    case("alerts", "每天早上九點推播排行給我", Z, "D70", says=["09:00", "@daily"], hasnt=[SPEED_TOP]),
    case("alerts", "关注一下 glm-5.2", Z, "D75", says=["GLM-5.2", ("关注", "watch")], not_patterns=["181 tokens/s"]),
    case("alerts", "時區設成台北", Z, "D71", says=["Asia/Taipei"]),
    case("alerts", "/watch gpt-4o", ANY, "D76", says=["@not_in_data"]),
    case("alerts", "免打扰 晚上10点到早上7点", Z, "D77", says=["22:00–07:00", "/subscribe"]),
    case("alerts", "/quiet 25:00-07:00", ANY, "D78", says=["HH:MM"]),
    case("alerts", "换成每周一", Z, "D81", before=["/subscribe daily 08:00 china"], says=["每周一 08:00", "国产"]),
    case("alerts", "/tz mars/olympus", ANY, "D83", says=["IANA"]),
]
