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
    # seed 001: GPT-5.6 Luna 204 t/s, Gemini 3.5 Flash 152: 10000/204 = 49.0 s, 10000/152 = 65.8 s
    case("compare", "time to generate 10000 tokens with gpt-5.6 luna vs gemini 3.5 flash", E, "v39",
         has=["GPT-5.6 Luna", "Gemini 3.5 Flash"], says=["49.0", "65.8"], not_patterns=[r"\$0\.01"]),
    # seed 001 output prices: DeepSeek V4 Flash $0.06, GPT-5.6 Luna $0.87: 300M tokens = $18 and $261
    case("cost", "we output about 300M tokens a month, what does that cost on deepseek v4 flash vs gpt-5.6 luna", E, "v46",
         says=["$18.00", "$261.00"], not_patterns=["isn't in the data"]),
    # seed 001, output speed at least 100: Terra 55 (140 t/s) first; Fable 5 (60) and Sol (59) are slower than 100
    case("filter", "smartest model that still does 100+ tok/s", E, "v47", first="GPT-5.6 Terra",
         has=["GPT-5.6 Luna", "GLM-5.2"], hasnt=["Claude Fable 5", "GPT-5.6 Sol", "Claude Opus 4.8"]),
    # seed 002: Kimi K2.6 on Cerebras 981 t/s; seed 001: Kimi K2.6 42 t/s on the board
    case("deployment", "kimi k2.6 on cerebras vs the official api speed", E, "v58", has=["Kimi K2.6"],
         numbers=["981", "42"], not_patterns=["isn't in the data", "at least two"]),
    # seed 000/001, China by speed: Qwen3.5 Omni Flash 237.8, Ling 3.1 Flash 216.1, Qwen3.7 Max 192
    case("region", "@leaderbot 国产前3快的 顺便给下价格", Z, "v89", group=True, first="Qwen3.5 Omni Flash",
         has=["Ling 3.1 Flash", "Qwen3.7 Max"], hasnt=["DeepSeek V4 Pro", "MiMo-V2.5-Pro"], numbers=["1.43"]),
    # seed 001: GLM-5.2 181 t/s against Kimi K2.7 Code 45 t/s: 4.0x
    case("vendor_vs", "智譜 vs 月之暗面 誰的模型輸出比較快 差幾倍", Z, "x2", first="GLM-5.2", has=["Kimi K2.7 Code"],
         says=["4.0 倍"], not_patterns=["数据里没有"]),
    # seed 001: Kimi K2.7 Code 45 t/s, Kimi K2.6 42 t/s
    case("compare", "kimi k2.6 跟 k2.7 code 差在哪", Z, "x20", has=["Kimi K2.6", "Kimi K2.7 Code"], numbers=["45", "42"],
         not_patterns=["数据里没有"]),
    # creators.tsv and seeds 000/001: each Chinese maker's fastest
    case("vendor", "中國每家廠商最快的一款模型", Z, "x22",
         has=["Qwen3.5 Omni Flash", "Ling 3.1 Flash", "GLM-5.2", "DeepSeek V4 Flash", "MiniMax-M3", "MiMo-V2.5-Pro",
              "Kimi K2.7 Code"], hasnt=["Qwen3.7 Max", "GLM-5.1", "Kimi K2.6"]),
    case("vendor", "请问有哪些国产厂商上榜", Z, "w26",
         says=["Alibaba", "InclusionAI", "Z AI", "DeepSeek", "MiniMax", "Xiaomi", "Kimi"], hasnt=["GPT-5.6 Luna"]),
    # the China board by output price, all of it (seed 001): DeepSeek V4 Flash $0.06 first, Kimi K2.6 $0.70 on it
    case("followup", "按价格排一下", Z, "v32", before=["最快的模型top5", "那国产的呢", "第一个输入价多少"],
         first="DeepSeek V4 Flash", has=["DeepSeek V4 Pro", "MiMo-V2.5-Pro"], hasnt=["Celeris-1"]),
    case("followup", "按价格排一下", Z, "w77", before=["国产模型速度排行榜"], first="DeepSeek V4 Flash",
         has=["Kimi K2.6", "Kimi K2.7 Code", "GLM-5.2"], hasnt=["GPT-5.6 Luna"]),
    # open weights without NVIDIA (data/open_weights.tsv): K2 Horizon first, then Trinity Large Thinking 420.3
    case("followup", "ok and the 2nd one", E, "w54", before=["fastest open model thats not nvidia", "whats its price"],
         has=["Trinity Large Thinking"], numbers=["420"], not_patterns=["didn't understand"]),
    # seed 001: GPT-5.6 Luna's intelligence index 51.0
    case("followup", "where does luna rank on smarts", E, "w81", before=["/model gpt-5.6 luna"], has=["GPT-5.6 Luna"],
         numbers=["51.0"], not_patterns=["didn't understand"]),
    # seed 001: Terra $2.17, Luna $0.87 output: $1.30 apart
    case("followup", "and the price diff?", E, "w85", before=["luna vs terra"], has=["GPT-5.6 Luna", "GPT-5.6 Terra"],
         says=["$1.30"]),
    # seed 001 under $2 output by speed; of those the cheapest: Luna $0.87, then GLM-5.2 $0.90 (181 t/s): 10000/181 = 55 s
    case("followup", "and the second one, how long for 10k tokens", E, "v67",
         before=["top 5 fastest under $2 output", "which of those is cheapest"], has=["GLM-5.2"], says=["55 s"]),
    # the China board by output price (seed 001), then its open-weights rows only (data/open_weights.tsv)
    case("followup", "其中哪些是开源的", Z, "w9", before=["请列出国产模型中输出价格最低的几款"], first="DeepSeek V4 Flash",
         has=["DeepSeek V4 Pro", "MiMo-V2.5-Pro", "MiniMax-M3"], hasnt=["Qwen3.6 Plus", "Trinity Large Thinking",
                                                                         "K2 Horizon 375B A23B"]),
    case("meta", "where does that number come from", E, "x69", before=["deepseek v4 pro"],
         says=["Artificial Analysis", "2026-07-11"], not_patterns=["didn't understand"]),
    # 500,000 calls a day × 3000 input tokens = 1.5B input tokens × $0.1 (seed 000) = $150 a day, $4,500 a 30-day month;
    # Qwen3.5 Omni Flash has no output price, so the 300 output tokens can't be priced
    case("cost", "每天50万次调用，每次输入3000token输出300token，qwen3.5 omni flash 一个月要多少钱", Z, "v6",
         says=["$4,500.00", "1,500,000,000"]),
    # seed 001: neither Kimi nor DeepSeek has an intelligence index: not on the chart, and said so (not 0)
    case("charts", "/chart smart kimi deepseek", E, "x98", tg_lang="en", says=["Not on this chart", "Kimi K2.6",
                                                                           "DeepSeek V4 Flash"],
         not_patterns=["don't understand"]),
]
