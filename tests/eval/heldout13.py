"""The thirteenth held-out test's misses (three new users: a Beijing CTO pushing back, an
enterprise architect and a home-GPU hobbyist; a Hangzhou product manager, a fact-checking
journalist and a group with an admin; a Hong Kong / Taiwan user, a Korean developer and a typo
tester), written on 2026-12-02 from the seeds before the bot saw them. The misses fixed since are
here as case facts, as in heldout3.py to heldout12.py.
"""

from __future__ import annotations

from .heldout import held_out

Z, E, ANY = "zh", "en", "any"

case = held_out(13)

HELDOUT_13 = [
    # seed 002: Kimi K2.6 on Cerebras 981 t/s (the follow-up crashed after a comparison)
    case("followup", "它在cerebras上多快", Z, "ff15", before=["glm-5.2 和 kimi k2.6 哪个快", "kimi k2.6 咋这么慢 才42？"],
         has=["Kimi K2.6"], numbers=["981"], not_patterns=["出了点问题"]),
    # seed 001 speed per dollar: DeepSeek V4 Flash 1633.3, MiniMax-M3 436.4
    case("value", "有冇平啲又快嘅 CP值最高嗰個", Z, "gg4", first="DeepSeek V4 Flash", has=["MiniMax-M3"], numbers=["1633.3"]),
    # open_weights.tsv by speed: K2 Horizon 888.8 first (a user's own place is no filter)
    case("region", "台灣用戶想要open source又快嘅 推薦下", Z, "gg11", first="K2 Horizon 375B A23B",
         has=["Trinity Large Thinking"], not_patterns=["TW"]),
    # seed 001 under $1 output by speed: GPT-5.6 Luna 204 first; Qwen3.7 Max ($1.43) out
    case("filter", "價錢低過 $1 嘅最快model", Z, "gg20", first="GPT-5.6 Luna", has=["GLM-5.2"],
         hasnt=["Qwen3.7 Max", "GPT-5.6 Terra"]),
    case("region", "fastest open weight model i can host myself", E, "gg29", first="K2 Horizon 375B A23B",
         has=["Trinity Large Thinking"], hasnt=["Naive-N0.5-Flash"]),
    # seed 001: Kimi K2.7 Code 45 t/s against K2.6 42, both $0.70
    case("followup", "同 k2.7 code 比呢", Z, "gg26", before=["kimi k2.6 多快"], has=["Kimi K2.6", "Kimi K2.7 Code"]),
    case("speed", "slowest 3", E, "gg88", hasnt=["Celeris-1"], patterns=[("shows 3 rows", r"(?s)^(?!.*\n\s*4 ).*")]),
    # seed 001 China by output price without DeepSeek: MiMo-V2.5-Pro $0.18 first
    case("cheap", "别推荐deepseek 其他国产便宜的有啥", Z, "ff38", first="MiMo-V2.5-Pro", has=["MiniMax-M3"],
         hasnt=["DeepSeek V4 Flash", "DeepSeek V4 Pro"]),
    case("alerts", "@leaderbot 降价和新模型要实时提醒", Z, "ff86", group=True, says=["即时"], not_patterns=["实时对话"]),
    # seed 001: GPT-5.5 55.0 (60 is Claude Fable 5's)
    case("meta", "the article says gpt-5.5 scores 60 on intelligence, is that right", E, "ff48", has=["GPT-5.5"],
         numbers=["55.0"]),
    # seed 001: GPT-5.6 Luna 204 t/s: 1000 tokens ≈ 4.9 s
    case("model", "how long would a 1000-token answer take on gpt-5.6 luna", E, "ff69", has=["GPT-5.6 Luna"], says=["4.9"]),
    case("region", "不要美国的 哪个最快", Z, "ee19", first="K2 Horizon 375B A23B", hasnt=["Mercury 2.5"], not_patterns=["欧洲"]),
    # creators.tsv: Z AI's models: GLM-5.2 181 t/s, GLM-5.1 66
    case("vendor", "智谱最新的是哪个 多快", Z, "ee24", first="GLM-5.2", has=["GLM-5.1"], not_patterns=["新模型"]),
    # seed 001: GLM-5.2 181 / $0.90 / 51 among the five compared
    case("compare", "compare gpt-5.6 luna, gemini 3.5 flash, claude sonnet 5, grok 4.5 and glm-5.2 on speed price and intelligence",
         E, "ee41", has=["GPT-5.6 Luna", "Gemini 3.5 Flash", "Claude Sonnet 5", "Grok 4.5", "GLM-5.2"],
         not_patterns=["isn't in the data"]),
    # seed 001: Gemini 3.1 Pro Preview 117 t/s, $1.74
    case("followup", "and the pro?", E, "ee66", before=["gemini 3.5 flash"], has=["Gemini 3.1 Pro Preview"], numbers=["117"]),
    case("hardware", "why is running locally so much slower than the api numbers", E, "ee92", says=["bandwidth"],
         not_patterns=["didn't understand"]),
    case("hardware", "量化成int4能快多少", Z, "ee93", says=["4 倍"], not_patterns=["全球最快模型"]),
    # of the five compared (seed 001), for chat: no waiting time measured, so by speed: GPT-5.6 Luna 204 first
    case("followup", "ok which one for chat", E, "ee43",
         before=["compare gpt-5.6 luna, gemini 3.5 flash, claude sonnet 5, grok 4.5 and glm-5.2"], first="GPT-5.6 Luna",
         hasnt=["Celeris-1", "Mercury 2.5"]),
    # seed 001 under $1.5 output by speed: GPT-5.6 Luna 204, then Qwen3.7 Max 192 ($1.43)
    case("followup", "那放宽到1.5刀呢", Z, "ee6", before=["1刀以内最快的模型"], first="GPT-5.6 Luna", has=["Qwen3.7 Max"]),
    # gpt-oss-120b: 120B in its name; at 4-bit 60 GB, more than one 4090's 24 GB (no active count in the data)
    case("hardware", "can i run gpt-oss-120b on a 4090", E, "ee80", has=["gpt-oss-120b"], says=["don't fit"]),
]
