"""The twentieth held-out test's misses (a Hangzhou backend lead choosing a domestic model for
an e-commerce product team, who types makers' shorthand and costs by the month), written on
2026-12-02 from the seeds before the bot saw them (81 of 100 right on first sight; the other two
users of the round did not report). The misses fixed since are here as case facts, each from
that user's own facts column.
"""

from __future__ import annotations

from .heldout import held_out

Z, E, ANY = "zh", "en", "any"

case = held_out(20)

COST_DS = "ds v4 flash 每天100万输出token 多少钱"  # seed 001: $0.06/M output -> $0.06 a day, $1.80 a month

HELDOUT_20 = [
    # makers' shorthand: qw is Qwen (Alibaba), mm is MiniMax (seed 000/001 tables)
    case("vendor", "mm 的 tps", Z, "a", first="MiniMax-M3", numbers=["96"], hasnt=["Celeris-1"]),
    case("vendor", "qw的呢", Z, "a", before=["ds的速度"], first="Qwen3.5 Omni Flash", hasnt=["DeepSeek V4 Flash", "Celeris-1"]),
    case("vendor_vs", "ds vs qw", E, "a", has=["DeepSeek V4 Flash", "Qwen3.7 Max"], hasnt=["GLM-5.2", "Celeris-1"]),
    case("vendor_vs", "glm vs mm", E, "a", has=["GLM-5.2", "MiniMax-M3"], hasnt=["DeepSeek V4 Flash"]),
    case("model", "mm m3", E, "a", first="MiniMax-M3", numbers=["96", "0.22"]),
    case("model", "mm-m3 多少钱", Z, "a", first="MiniMax-M3", numbers=["0.22"]),
    # a workload carried to a model with a month asked, then the gap between the two
    # (Qwen3.7 Max $1.43/M: $1.43 a day, $42.90 a month; the gap $1.37 a day, $41.10 a month)
    case("cost", "qwen3.7 max 一个月呢", Z, "a", before=[COST_DS], first="Qwen3.7 Max", numbers=["42.90"]),
    case("cost", "一个月差多少", Z, "a", before=[COST_DS, "qwen3.7 max 一个月呢"], numbers=["41.10"],
         has=["Qwen3.7 Max", "DeepSeek V4 Flash"]),
    case("cost", "how much more is that", E, "a", numbers=["16.20"],  # Luna $0.87 vs $0.06: 20M a month, $17.40 vs $1.20
         before=["gpt 5.6 luna 20M output tokens/month cost?", "and deepseek v4 flash"]),
    case("cost", "用 nova micro 呢", Z, "a", before=[COST_DS], first="Nova Micro",
         says=["算不出每天 1,000,000 个输出 token 的费用"], numbers=["0.035"]),
    # alerts in words: a Chinese chat's digest at 9 is 9 in China; "马上在群里说" is an instant alert
    case("alerts", "每天早上9点发日报", Z, "a", says=["09:00", "Asia/Shanghai"]),
    case("alerts", "@leaderbot 有新模型上榜 马上在群里说", Z, "a", group=True, says=["即时提醒：新模型"],
         not_patterns=["速报：每天"]),
    case("alerts", "只要国产的", Z, "a", before=["有新模型上榜 马上告诉我"], says=["榜单：国产", "即时提醒：新模型"]),
    # smart and not too dear, domestic: GLM-5.2 (51 for $0.90) before Qwen3.7 Max (46 for $1.43), seed 001
    case("value", "商品描述要质量好点 智能分高又不太贵的国产", Z, "a", first="GLM-5.2", hasnt=["GPT-5.6 Luna"]),
    case("value", "聪明又不贵的国产模型", Z, "a", first="GLM-5.2"),
    case("cheap", "不太贵的国产模型", Z, "a", first="DeepSeek V4 Flash", has=["DeepSeek V4 Pro"], hasnt=["Celeris-1"]),
    # names alone speak the chat's language
    case("language", "kimi k2.6 vs k2.7 code", Z, "a", chat_lang="zh", has=["Kimi K2.6", "Kimi K2.7 Code"],
         numbers=["42", "45"]),
    # the data has no TTFT at all: said, and why
    case("ttft", "为啥查不到首字延迟", Z, "a", says=["没有模型有这项数据", "AA_API_KEY"]),
    case("model", "deepsek v4 flsh 智能分多少", Z, "a", first="DeepSeek V4 Flash", says=["智能指数：未测"]),
    case("meta", "智能分是哪个版本的指数", Z, "a", says=["智能指数版本"]),
    # pushback with the prose's figure: the article's 66.8 t/s is older prose; the table says 98
    case("meta", "可文章里写的66.8啊", Z, "a", before=["deepseek v4 flash 多快"], says=["正文"], numbers=["98"],
         has=["DeepSeek V4 Flash"]),
]
