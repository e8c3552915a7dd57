"""The twelfth held-out test's misses (three new users: a Guangzhou e-commerce manager, a terse
intern and a group member; a Taiwanese data scientist, an investor and a power user of every
command; a Korean developer, an engineer asking exact figures and a user asking about the bot
itself), written on 2026-12-02 from the seeds before the bot saw them. The misses fixed since are
here as case facts, as in heldout3.py to heldout11.py.
"""

from __future__ import annotations

from .heldout import COUNTRY_UNKNOWN, held_out

Z, E, ANY = "zh", "en", "any"

case = held_out(12)

HELDOUT_12 = [
    # seed 001: DeepSeek V4 Flash $0.06 output: 20,000 × 300 × 30 = 180M tokens = $10.80 a month
    case("followup", "我们每天大概2万条咨询 每条回复300个token左右 用这个一个月要多少美金", Z, "bb6",
         before=["deepseek v4 flash"], says=["$10.80"], hasnt=["Celeris-1"]),
    # seed 001: Qwen3.7 Max $1.43: 5000 × 3 × 200 × 30 = 90M tokens = $128.70 a month
    case("cost", "一天5000个客人 平均每人聊3轮 每轮输出200 token 用qwen3.7 max一个月多少钱", Z, "bb18", says=["$128.70"]),
    # seed 000/001: the three Qwen models, by speed
    case("vendor", "千问系列全部列一下 带速度和价格", Z, "dd60", first="Qwen3.5 Omni Flash",
         has=["Qwen3.7 Max", "Qwen3.6 Plus"], numbers=["238", "192", "53"]),
    # seed 001 China by intelligence: GLM-5.2 51.0 first (Traditional Chinese: 智慧指數 = intelligence index)
    case("smart", "中國廠商 智慧指數排名", Z, "cc5", first="GLM-5.2", has=["Qwen3.7 Max"], hasnt=["Qwen3.5 Omni Flash"]),
    case("smart", "智慧指數最高的模型是哪個 順便給速度", Z, "cc1", first="Claude Fable 5", has=["GPT-5.6 Sol"],
         numbers=["60.0", "61"]),
    # seed 001, intelligence at least 55, by speed: GPT-5.6 Terra 140 first; Luna (51) out
    case("filter", "智慧分55以上的裡面 哪個輸出速度最快", Z, "cc2", first="GPT-5.6 Terra", hasnt=["GPT-5.6 Luna", "Celeris-1"]),
    # 陸廠 = mainland Chinese makers: Qwen3.5 Omni Flash 237.8 first
    case("region", "陸廠的模型誰吐字最快", Z, "cc4", first="Qwen3.5 Omni Flash", hasnt=["Celeris-1", "Mercury 2.5"]),
    # seed 000/001: China open weights: Ling 3.1 Flash 216.1 first, then GLM-5.2 181
    case("region", "陸廠開源模型最快的", Z, "cc16", first="Ling 3.1 Flash", has=["GLM-5.2"],
         hasnt=["K2 Horizon 375B A23B", "Qwen3.5 Omni Flash"]),
    case("vendor", "@leaderbot 千問哪個版本最快", Z, "cc27", group=True, first="Qwen3.5 Omni Flash",
         has=["Qwen3.7 Max"], not_patterns=["指数版本"]),
    # seed 001 with speed over 150 t/s and an index: Luna and GLM-5.2 at 51, Gemini 3.5 Flash 50; Terra (140) out
    case("filter", "速度超過150 t/s又有智慧分的模型 智慧最高是誰", Z, "cc28", has=["GPT-5.6 Luna", "GLM-5.2"],
         hasnt=["GPT-5.6 Terra", "Celeris-1"]),
    case("meta", "這些資料是什麼時候的 多舊了", Z, "cc29", says=["2026-10-28", "2026-07-11"], not_patterns=["没看懂"]),
    # seed 001 output prices: China mean $0.57, US mean $3.17
    case("stats", "avg output price china vs us", E, "cc34", says=["0.57", "3.17"], not_patterns=["isn't in the data"]),
    case("stats", "median output price by region", E, "cc35", says=["median"], not_patterns=["isn't in the data"]),
    # creators.tsv counts by country: US, CN, AE ...
    case("meta", "how many models does each country have on the board", E, "cc33", says=["By country", "CN 12"]),
    # outside the US and China: only K2 Horizon (UAE) has a known country
    case("region", "what is fastest model which is not from US and not from china", E, "dd2", first="K2 Horizon 375B A23B",
         hasnt=["Mercury 2.5", "Qwen3.5 Omni Flash", "Celeris-1"]),
    case("region", "so which non us country have the fast one", E, "dd15", first="K2 Horizon 375B A23B",
         hasnt=["Mercury 2.5", "Celeris-1"]),
    # seed 001 speed per dollar: DeepSeek V4 Flash 1633.3 against MiniMax-M3 436.4
    case("compare", "deepseek v4 flash vs minimax m3 which one better for the money", E, "dd11",
         has=["DeepSeek V4 Flash", "MiniMax-M3"], says=["speed per dollar"]),
    case("vendor", "is there model from israel or india", E, "dd26", hasnt=["Celeris-1", "GPT-5.6 Luna"],
         not_patterns=["didn't understand"]),
    # the product's own rules (PRODUCT.md) and the seeds' prose against their tables
    case("meta", "排名是怎么算的 同一个模型有好几个推理档位怎么办", Z, "dd83", says=["同一模型的多个档位合并为一行"],
         hasnt=["Celeris-1"]),
    case("meta", "为什么文章里说 deepseek v4 pro 是30.1 t/s 你这是51", Z, "dd85", says=["以表格为准", "51"]),
    case("meta", "article say gemini 3 flash is 182 t/s and fastest, why u dont show it", E, "dd86", says=["152"],
         not_patterns=["isn't in the data"]),
    case("meta", "the speed number is median or peak?", E, "dd90", says=["Median"], not_patterns=["Mean"]),
    case("ttft", "TTFT 和 首个答案token 有什么区别 你按哪个排", Z, "dd92", says=["首"], not_patterns=["还没有模型"]),
    case("meta", "2000 tok/s 前面那个约是什么意思", Z, "dd93", says=["约数"]),
    case("meta", "为什么 Nemotron 3 Nano 30B A3B 原文有两行", Z, "dd96", says=["267.1"]),
    case("unknown", "grok 4.5 国家为什么是空的", Z, "dd97", says=["从不根据名字猜"]),
    case("alerts", "can u send me daily update every morning 9am", E, "dd98", says=["09:00"], not_patterns=["Data sources"]),
    # seed 001: DeepSeek V4 Flash 98 t/s $0.06 against MiniMax's best, MiniMax-M3, 96 t/s $0.22
    case("followup", "跟minimax比呢", Z, "bb12", before=["deepseek v4 flash"], has=["DeepSeek V4 Flash", "MiniMax-M3"],
         numbers=["98", "96"]),
    # seed 001: Qwen3.7 Max 192 t/s against Z AI's best, GLM-5.2 181 t/s
    case("followup", "跟智譜的比呢", Z, "x16", before=["qwen3.7 max 多快"], has=["Qwen3.7 Max", "GLM-5.2"]),
    # the China top 3 (seeds 000/001): Qwen3.5 Omni Flash and Ling 3.1 Flash have no output price, Qwen3.7 Max $1.43
    case("followup", "那它们的输出价呢", Z, "dd66", before=["国产最快的前3"], has=["Qwen3.5 Omni Flash", "Ling 3.1 Flash",
                                                                          "Qwen3.7 Max"], numbers=["1.43"]),
    case("followup", "ok how about france then", E, "dd14", before=["any canadian models"], says=["France"],
         not_patterns=["didn't understand"]),
    # 50 calls × 500 tokens ÷ 181 t/s (seed 001) ≈ 138 s
    case("agent", "agent 每次输出500 token 连续调用50次 用glm-5.2 总共多久", Z, "dd55", has=["GLM-5.2"], says=["50 次"]),
    case("cheap", "/cheap us", E, "cc72", tg_lang="en", first="GPT-5.6 Luna", has=["Gemini 3.5 Flash"],
         hasnt=["DeepSeek V4 Flash"], not_patterns=["left out: “us”"]),
    case("model", "/model ds v4 flash", Z, "cc79", tg_lang="zh", has=["DeepSeek V4 Flash"], numbers=["98", "0.06"]),
    case("hardware", "/bound tpu-v5e 7b int8", E, "cc89", tg_lang="en", says=["tpu-v5e", "H100"],
         not_patterns=["don't know a model"]),
    # seed 001: DeepSeek from $0.06 (V4 Flash), OpenAI from $0.87 (Luna)
    case("vendor_vs", "is deepsek cheaper than openai", E, "cc44", first="DeepSeek V4 Flash", has=["GPT-5.6 Luna"],
         hasnt=["MiMo-V2.5-Pro", "MiniMax-M3"]),
    # seed 002: Naive-N0.5-Flash 309B total, ~15.5B active, open weights
    case("model", "Naive-N0.5-Flash 總參數跟啟用參數多少 是開源的嗎", Z, "cc10", has=["Naive-N0.5-Flash"],
         says=["309B"], not_patterns=["参数量未测"]),
    # seed 001 intelligence per output dollar: GPT-5.6 Luna ~58.6 first, GLM-5.2 ~56.7
    case("value", "每一分智慧最便宜的是誰 智慧分除以輸出價", Z, "cc25", first="GPT-5.6 Luna", has=["GLM-5.2"]),
    # seed 000/001: the fastest US model Mercury 2.5 1046.5, the fastest Chinese Qwen3.5 Omni Flash 237.8: 4.4×
    case("region", "how much faster is the fastest us model vs the fastest chinese one", E, "cc42",
         has=["Mercury 2.5", "Qwen3.5 Omni Flash"], says=["4.4×"]),
    # 50 steps × 1000 tokens ÷ 181 t/s (seed 001)
    case("agent", "/agent glm-5.2 50步 每步輸出1000 token 要多久", Z, "cc91", tg_lang="zh", has=["GLM-5.2"],
         not_patterns=["须是整数"]),
    # seed 001: Luna 204/$0.87/51, Terra 140/$2.17/55, Sol 73/$4.35/59
    case("compare", "gpt-5.6 luna terra sol 三个对比一下", Z, "dd73", has=["GPT-5.6 Luna", "GPT-5.6 Terra", "GPT-5.6 Sol"],
         numbers=["204", "140", "73"]),
    # seed 000: Claude Haiku 5.5 has an input price ($0.10) and no output price: said, not left out
    case("model", "claude haiku 5.5 输出价呢 我只看到输入价", Z, "dd57", has=["Claude Haiku 5.5"], says=["未测"]),
    # seed 000 top 10 by speed: no Chinese model (the first, Qwen3.5 Omni Flash, is 11th); NVIDIA has three
    case("region", "share of chinese models in the top 10 fastest", E, "cc45", says=[("0 of the top 10", "none of the top 10")],
         not_patterns=[r"(?m)^\s*\d+\s+qwen3\.5 omni flash"], patterns=[r"qwen3\.5 omni flash\W{1,4}(?:#|no\.?\s*)11"]),
    case("vendor", "速度前10里面nvidia占几个", Z, "dd59", says=["有 3 个"], has=["Nemotron 3.5 Super VL"]),
    # seed 001 speed per dollar: DeepSeek V4 Pro 283.3 against Claude Opus 4.8 14.5
    case("followup", "which one is better value", E, "cc52", before=["deepseek v4 pro vs claude opus 4.8"],
         has=["DeepSeek V4 Pro", "Claude Opus 4.8"], numbers=["283.3", "14.5"], hasnt=["DeepSeek V4 Flash"]),
]
