"""The sixth held-out test's misses: three more new users (a mini-program developer, a newsletter
writer, a backend engineer and a group of friends, in Chinese; a European CTO, a game studio
engineer, a skeptic trying to trip the bot and a product manager; daily users setting
subscriptions, languages and exports) wrote 300 messages on 2026-12-01 from the seeds, with the
facts of a right answer, before the bot saw them: 253 right on the first run (84.3%). The misses
fixed since are here as case facts, as in heldout3.py to heldout5.py.
"""

from __future__ import annotations

from .heldout import held_out

Z, E, ANY = "zh", "en", "any"

case = held_out(6)


HELDOUT_6 = [
    case("region", "给我一个国产模型速度排名 要写进公众号的", Z, "J25", first="Qwen3.5 Omni Flash",
         has=["Ling 3.1 Flash", "Qwen3.7 Max", "GLM-5.2"]),
    # Qwen3.5 Omni Flash 237.8 and Qwen3.7 Max 192 against GLM-5.2 181
    case("vendor_vs", "@leaderbot 我賭五毛 qwen 比 glm 快", Z, "J90", group=True, first="Qwen3.5 Omni Flash",
         has=["GLM-5.2", "Qwen3.7 Max"], hasnt=["Celeris-1"]),
    case("alerts", "@leaderbot 每天早上9点发个榜单到群里", Z, "J91", group=True, says=["09:00", "@daily"]),
    case("followup", "那按输入价呢", Z, "J2", before=["最便宜的国产模型"], first="Qwen3.5 Omni Flash", hasnt=["Nova Micro"],
         says=["输入"]),
    case("meta", "数据多久没更新了", Z, "J32", says=["@dates"], patterns=[("34 days", r"34\s*天")]),
    case("ttft", "whats the lowest ttft model for a voice bot", E, "J60", says=["@not_measured"],
         not_patterns=[("the glossary", "seconds from sending a request")]),
    case("region", "which is the fastest open weights one and whats its price", E, "J96", first="K2 Horizon 375B A23B",
         not_patterns=[("the glossary", "can be downloaded")]),
    case("filter", "anything smart (55+) and fast (100+ t/s)?", E, "K81", first="GPT-5.6 Terra",
         hasnt=["Claude Fable 5", "GPT-5.6 Sol", "GPT-5.6 Luna"]),
    case("region", "cheapest open weights model that isnt from china", E, "K23",
         hasnt=["DeepSeek V4 Flash", "DeepSeek V4 Pro", "MiniMax-M3"]),
    case("scenario", "cheap model for a rag chatbot over our docs", E, "K48", first="Nova Micro", says=["input"]),
    # 2,000M × $0.22 per 1M = $440 a month
    case("model", "we'd push ~2B output tokens/month through minimax m3, cost?", E, "K12", numbers=["440"]),
    case("followup", "how much for 200M output tokens a month on it", E, "K65",
         before=["compare glm-5.2 and gpt-5.6 luna"], numbers=["180"], not_patterns=["went wrong"]),
    # -- settings in words ----------------------------------------------------------------------------
    case("alerts", "别再给我推送了 取消订阅", Z, "L22", before=["/subscribe"], says=["退订"],
         not_patterns=["订阅成功"]),
    case("alerts", "stop all notifications", E, "L23", before=["/subscribe"], says=["Unsubscribed"],
         not_patterns=["Subscribed\\n"]),
    case("alerts", "dont ping me between midnight and 8am", E, "L17", before=["/subscribe"], says=["00:00–08:00"]),
    case("alerts", "每天晚上十点给我推一下排行变化", Z, "L3", says=["22:00"], hasnt=["Celeris-1"]),
    case("alerts", "有模型速度破1000了提醒我一下", Z, "L12", says=["提醒不能按数值设置", "新模型", "速度"]),
    case("language", "switch to english pls", E, "L34", tg_lang="zh", says=["English"]),
    case("followup", "and by input price?", E, "L62", before=["cheapest chinese model"], first="Qwen3.5 Omni Flash",
         hasnt=["Nova Micro"]),
    case("alerts", "把这俩都加到关注列表", Z, "L78", before=["glm-5.2 vs kimi k2.6"], says=["GLM-5.2、Kimi K2.6"]),
    case("alerts", "帮我盯着它 有动静告诉我", Z, "L58", before=["qwen3.5 omni flash 多快"], says=["Qwen3.5 Omni Flash"]),
    case("meta", "anything new this week?", E, "L52", has=["Beam 1.0", "Claude Haiku 5.5"]),
    case("value", "best value model", E, "L99", before=["celeris-1 vs gemini 3.5 flash"], first="DeepSeek V4 Flash",
         numbers=["1633"]),
]
