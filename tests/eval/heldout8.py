"""The eighth held-out test's misses: three more new users (a Shanghai fintech team lead, a
student's course project on open weights, a gamers' group chat; a US founder counting costs, an
SRE minding latency and alerts, a user who types one or two words; a bilingual engineer in
Singapore, a skeptic with trick questions, emoji and long messages, a GPU enthusiast) wrote 300
messages on 2026-12-01 from the seeds, with the facts of a right answer, before the bot saw
them: 252 right on the first run (84.0%). The misses fixed since are here as case facts, as in
heldout3.py to heldout7.py.
"""

from __future__ import annotations

from .harness import near
from .heldout import held_out

Z, E, ANY = "zh", "en", "any"

case = held_out(8)

COMPARED = "对比 glm-5.2, deepseek v4 flash, qwen3.7 max, kimi k2.6"
UNKNOWN_COUNTRY = near(("country", "国别", "国家"), ("unknown", "未知"), gap=30)

HELDOUT_8 = [
    # -- follow-ups --------------------------------------------------------------------------------
    case("followup", "第三个呢", Z, "p3", before=[COMPARED], first="Qwen3.7 Max", numbers=["192", "1.43"]),
    # intelligence (seed 001): GLM-5.2 51, Qwen3.7 Max 46; DeepSeek V4 Flash and Kimi K2.6 have none
    case("followup", "换成按智能排", Z, "p4", before=[COMPARED], first="GLM-5.2", has=["Qwen3.7 Max"],
         hasnt=["Claude Fable 5", "GPT-5.6 Sol"]),
    case("followup", "带上输出价", Z, "p6", before=["国产前5"], first="Qwen3.5 Omni Flash", has=["Ling 3.1 Flash"],
         not_patterns=["没看懂"]),
    case("followup", "第二个啥来头", Z, "p7", before=["国产前5"], first="Ling 3.1 Flash", says=["InclusionAI"]),
    case("followup", "国产的有吗", Z, "p38", before=["中转站价格"], says=["没有国产模型的中转站价格"],
         not_patterns=["按生成速度排序"]),
    case("followup", "便宜的呢", Z, "q98", before=["最快的是哪个", "那国产的呢"], first="DeepSeek V4 Flash",
         hasnt=["GPT-5.6 Luna", "Nova Micro"]),
    case("followup", "它参数量多大", Z, "p65", before=["k2 horizon"], first="K2 Horizon 375B A23B", numbers=["375", "23"]),
    case("alerts", "also instant alerts on price changes", E, "q45", before=["alert me instantly when a new model shows up"],
         says=["new models", "prices"], not_patterns=["Cheapest"]),
    # -- words ---------------------------------------------------------------------------------------
    case("cheap", "output价 国产最低", Z, "p11", first="DeepSeek V4 Flash", hasnt=["Qwen3.5 Omni Flash", "GPT-5.6 Luna"]),
    case("meta", "@leaderbot 新出的模型有啥", Z, "p100", group=True,
         has=["Nemotron 3.5 Super VL", "Beam 1.0", "Claude Haiku 5.5", "Ling 3.1 Flash"]),
    case("meta", "new?", E, "q81", has=["Nemotron 3.5 Super VL", "Beam 1.0", "Claude Haiku 5.5", "Ling 3.1 Flash"]),
    case("region", "🚀 fastest 🇨🇳 model??", E, "r38", first="Qwen3.5 Omni Flash", hasnt=["Celeris-1"]),
    case("region", "🇺🇸 cheapest 💸", E, "r39", first="GPT-5.6 Luna", hasnt=["DeepSeek V4 Flash", "Grok 4.5"]),
    case("speed", "slowst model on the board", E, "r51", first="Kimi K2.6", numbers=["42"]),
    case("vendor", "opnai fastest", E, "r82", first="gpt-oss-120b", has=["GPT-5.6 Luna"], hasnt=["Celeris-1"]),
    case("scenario", "做rag用哪个划算", Z, "r92", first="Nova Micro", says=["输入"]),
    # -- models and their facts ------------------------------------------------------------------
    case("model", "nemotron 3 nano 多快", Z, "p61", first="NVIDIA Nemotron 3 Nano 30B A3B", numbers=["267"],
         not_patterns=["数据里没有“"]),
    case("model", "nemotron 3 nano speed", E, "q67", first="NVIDIA Nemotron 3 Nano 30B A3B", numbers=["267"]),
    case("model", "kimik3 参数量", Z, "p46", first="Kimi K3", says=["参数量"], not_patterns=[r"参数：总"]),
    case("model", "how many params does MiMo-V2.5-Pro have", E, "p70", first="MiMo-V2.5-Pro",
         says=["Parameter count: not stated"]),
    case("model", "is claude fable 5 worth $7.70", E, "q16", first="Claude Fable 5", numbers=["60.0", "7.70"],
         not_patterns=["isn't in the data"]),
    case("model", "how much is k2 horizon", E, "q28", first="K2 Horizon 375B A23B", says=["@not_measured"],
         not_patterns=[("a zero price", r"\$0(?:\.0+)?(?![\d.])")]),
    case("model", "what metrics are missing for k2 horizon", E, "q41", first="K2 Horizon 375B A23B",
         says=["input price", "output price", "intelligence index"]),
    case("model", "is celeris chinese", E, "r31", first="Celeris-1", patterns=[UNKNOWN_COUNTRY],
         not_patterns=["Fastest — China"]),
    case("followup", "那它多少钱", Z, "r32", before=["is celeris chinese"], first="Celeris-1", numbers=["0.20"]),
    case("unknown", "llama", E, "q73", says=["No model called “llama”"]),
    case("model", "k2", E, "q74", has=["K2 Horizon 375B A23B", "Kimi K2.6"], not_patterns=["didn't understand"]),
    # -- compares and costs -----------------------------------------------------------------------
    # $3.85 and $1.54 per 1M output tokens (seed 001): 20M a month is $77.00 and $30.80
    case("compare", "20M output tokens/mo opus 4.8 vs sonet 5", E, "q17", has=["Claude Opus 4.8", "Claude Sonnet 5"],
         numbers=["77.00", "30.80"]),
    case("compare", "kimi k2.6 speed on cerebras vs normal", E, "q52", numbers=["981", "42"],
         not_patterns=["isn't in the data"]),
    case("compare", "k2.6 on cerebras vs the normal api", E, "r66", numbers=["981", "42"], not_patterns=["isn't in the data"]),
    # fastest open: K2 Horizon 888.8; fastest closed: Mercury 2.5 1046.5 (seed 000)
    case("compare", "open source vs closed source, which ones are faster?", E, "p62",
         has=["K2 Horizon 375B A23B", "Mercury 2.5"], not_patterns=["isn't in the data"]),
    case("front", "which model is both fastest and cheapest", E, "r30", has=["Celeris-1", "DeepSeek V4 Flash"],
         numbers=["1668", "0.06"], says=["No model is both"]),
    case("cost", "what can i get for $50 on deepseek v4 flsh", E, "q25", says=["833"]),
    # with a period, the typo'd name still reaches its card (the period is no suggestion)
    case("cost", "what can i get for $50 a month on deepseek v4 flsh", E, "q25b", says=["833,333,333 a month"],
         not_patterns=["closest: month"]),
    # -- meta ----------------------------------------------------------------------------------------
    case("meta", "what does 1折 mean on the relay prices", E, "q33", says=["10%"]),
    case("meta", "are these speeds p50 or p95", E, "q49", says=["median"], not_patterns=["Fastest —"]),
    case("meta", "which numbers are vendor claimed and which are measured", E, "q62", says=["@aa"],
         not_patterns=["didn't understand"]),
    case("meta", "为什么同一个模型在不同地方速度不一样", Z, "p50", has=["Kimi K3"], numbers=["850"],
         not_patterns=["全球最快模型"]),
    case("meta", "why does single stream decoding depend on memory bandwidth", E, "r76", says=["bandwidth ÷"]),
    # -- settings --------------------------------------------------------------------------------------
    case("alerts", "my timezone is pacific", E, "q66", before=["/subscribe"], says=["America/Los_Angeles"]),
    case("alerts", "can u send me a daily digest at 9am sg time", E, "r9", says=["09:00", "Asia/Singapore"]),
    # -- hardware -------------------------------------------------------------------------------------
    case("hardware", "4090能跑多快", Z, "r58", says=["1.008 TB/s", "/bound"], not_patterns=["全球最快模型"]),
    # 3B active × 0.5 byte = 1.5 GB a token; 0.936 TB/s ÷ 1.5 GB ≈ 624
    case("hardware", "3090 running a 30b a3b moe at q4, max tok/s?", E, "r70", numbers=["624", "1.5"]),
    case("hardware", "/bound a100 deepseek v4.1 flash fp8", E, "r71", says=["A100"], not_patterns=["H100"]),
]
