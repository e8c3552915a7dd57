"""The thirty-first held-out test's misses (three new users: a Shenzhen hardware startup's CTO
building a voice assistant, in terse Simplified Chinese full of English jargon; a Singapore CS
student on a tiny budget, in Singlish-flavoured English; a Chengdu indie studio's group, in
Sichuan-flavoured Chinese with an English-speaking member, one admin and two members), written
on 2026-12-04 from the seeds before the bot saw them (meant for 0b7811e, but the testers' `leaderbot` was a non-editable
install of 464cc83 that checking out a newer commit did not update: the replies were 464cc83's). The misses fixed
since are here as case facts, each from that user's own facts column.
"""

from __future__ import annotations

from .heldout import E, Z, held_out

case = held_out(31)

DIGEST = "@leaderbot 每天早上9点把榜单变化发到群里，我们在成都，按北京时间"
ALERTS = "@leaderbot 有新模型上榜或者降价的时候马上通知我们"

HELDOUT_31 = [
    # c: the Chengdu group (one user per case; the members' refusals are tests/test_subscriptions.py's kind)
    case("help", "@leaderbot 你好嘛，我们在做一个AI陪聊app，帮我们选个模型要得不？", Z, "c1", group=True,
         says=["/top"], not_patterns=[r"前 1\b"]),
    # c75: a board's columns asked with 只要 change no setting (seed 000/001: Qwen3.5 Omni Flash 237.8 first in China)
    case("region", "@leaderbot 国产前五 按速度 只要名字和速度", Z, "c75", group=True, before=[DIGEST, ALERTS],
         first="Qwen3.5 Omni Flash", has=["Qwen3.7 Max", "GLM-5.2"], hasnt=["Celeris-1"], not_patterns=["提醒设置", "即时提醒"]),
    case("alerts", "@leaderbot 设置再给我看一哈", Z, "c82", group=True, before=[DIGEST], says=["每天 09:00", "Asia/Shanghai"],
         not_patterns=["没看懂"]),
    # c10: which of the two just compared are Chinese (seed 001: Qwen3.7 Max and GLM-5.2, both CN)
    case("followup", "@leaderbot which of these models are chinese?", E, "c10", group=True,
         before=["@leaderbot glm-5.2 和 qwen3.7 max compare 一下"], has=["Qwen3.7 Max", "GLM-5.2"],
         not_patterns=[r"^: not measured"]),
    # c26: the realtime scenario's own board, not only the two models compared before (seed 000: Celeris-1 1668 fastest)
    case("scenario", "@leaderbot 实时聊天场景推荐哪个", Z, "c26", group=True,
         before=["@leaderbot ok so how long does a 300 token reply take to stream on kimi k2.6 vs qwen3.7 max"],
         hasnt=["Kimi K2.6"]),
    # c34: MiMo-V2.5 (not Pro) is only in the prose; the data has MiMo-V2.5-Pro (seed 001: 46 t/s)
    case("unknown", "@leaderbot 小米那个MiMo-V2.5不是98.9 t/s吗，国内最快？", Z, "c34", group=True, says=["MiMo-V2.5-Pro"],
         not_numbers=["98.9"]),
    # c69 / c70: how long 1000 tokens take (seed 001: GLM-5.2 181 t/s -> 5.5 s; DeepSeek V4 Flash 98 t/s -> 10 s)
    case("duration", "@leaderbot glm-5.2 生成1000个token要好久", Z, "c69", group=True, numbers=["5.5"], says=["秒"]),
    case("duration", "@leaderbot deepseek v4 flash 呢", Z, "c70", group=True, before=["@leaderbot glm-5.2 生成1000个token要好久"],
         numbers=[("10", "10.2")], says=["秒"]),
    # c96: why some prices are missing (seed 000 input prices only, seed 001 output prices only)
    case("define", "@leaderbot 为啥子有些模型没得价格", Z, "c96", group=True, says=["2026-10-28", "2026-07-11"],
         not_patterns=[r"最便宜模型"]),
    # c90: a companion-chat pick among four makers (seed 001 speeds: Qwen3.7 Max 192, GLM-5.2 181, DeepSeek V4 Flash 98,
    # Kimi K2.7 Code 45; seed 000: Qwen3.5 Omni Flash 237.8), no waiting-time data (said)
    case("scenario", "@leaderbot 说实话，陪聊app你推荐 deepseek qwen kimi glm 哪个", Z, "c90", group=True,
         first="Qwen3.5 Omni Flash", has=["Qwen3.7 Max", "GLM-5.2", "DeepSeek V4 Flash"], hasnt=["Celeris-1", "GPT-5.6 Luna"],
         says=["首字延迟"]),
    # found trying the round's kinds of message on the code after its fixes: "cheaper than it" after a card of a model with
    # only an input price (seed 000: Ling 3.1 Flash $0.3/M in; cheaper on input: Nova Micro $0.035 first), and
    # "取消所有提醒" (every alert off: unsubscribed)
    case("followup", "有没有比它便宜的", Z, "own", before=["最快的三个国产模型", "第二个多少钱"], first="Nova Micro",
         hasnt=["Ling 3.1 Flash"], says=["输入价格"]),
    case("alerts", "取消所有提醒", Z, "own", before=["日报每天晚上八点发"], says=["已退订"]),
    # more found the same way, in English (seed 000 China board: Qwen3.5 Omni Flash, Ling 3.1 Flash, Qwen3.7 Max first)
    case("followup", "compare the top 3", E, "own", before=["fastest chinese models"],
         has=["Qwen3.5 Omni Flash", "Ling 3.1 Flash", "Qwen3.7 Max"], hasnt=["Celeris-1"], not_patterns=[r"isn't in the data"]),
    case("followup", "前两个对比一下", Z, "own", before=["最快的国产模型"], has=["Qwen3.5 Omni Flash", "Ling 3.1 Flash"],
         patterns=[r"模型对比"]),
    case("alerts", "send me a daily digest at 7am berlin time", E, "own", says=["Subscribed", "daily at 07:00", "Europe/Berlin"]),
    case("alerts", "actually make it 8", E, "own", before=["send me a daily digest at 7am berlin time"], says=["daily at 08:00"]),
    case("followup", "make it 5", E, "own", before=["fastest models"], first="Celeris-1", patterns=[r"top 5\b"]),
    case("alerts", "mute the digest on weekends", E, "own", before=["daily digest at 8:30 please"],
         says=["working days", "08:30"], not_patterns=[r"Sound: off"]),
    # "the cheaper one" of two just compared (seed 001: GLM-5.2 $0.90 < Qwen3.7 Max $1.43; 100M tokens -> $90;
    # GPT-5.6 Luna 204 t/s > Sol 73, $0.87 -> $87)
    case("followup", "便宜的那个一个月1亿token多少钱", Z, "own", before=["qwen3.7max和glm5.2哪个更适合"], has=["GLM-5.2"],
         numbers=["90"], not_numbers=["143"]),
    case("followup", "the faster one, how much for 100M tokens", E, "own", before=["compare luna and sol"],
         has=["GPT-5.6 Luna"], numbers=["87"]),
    # "it" after a card with another model kept behind it is the card's one; "can i run it on 2x 4090" its fit
    # (seed 000: K2 Horizon 375B A23B, 375B total: 375 GB at FP8, more than 2 × 24 GB)
    case("country", "is it chinese", E, "own", before=["how big is k2 horizon", "what about deepseek v4 flash"],
         has=["DeepSeek V4 Flash"], hasnt=["K2 Horizon 375B A23B"], says=["China"]),
    case("bound", "can i run it on 2x 4090", E, "own", before=["how big is k2 horizon"], has=["K2 Horizon 375B A23B"],
         numbers=["375"], says=["don't fit"]),
    # questions that only look like settings change none (found reviewing this round's new rules: each of these
    # subscribed or left a kind out)
    case("followup", "is it cheaper too?", E, "own", before=["glm-5.2 vs minimax m3"], not_patterns=[r"^(?:Alerts|Subscribed)"]),
    case("speed", "speed too?", E, "own", before=["cheapest models"], not_patterns=[r"^(?:Alerts|Subscribed)"]),
    case("cheap", "不要价格太贵的", Z, "own", not_patterns=[r"^(?:提醒设置|订阅成功)"]),
    case("speed", "不要速度太慢的", Z, "own", not_patterns=[r"^(?:提醒设置|订阅成功)"]),
    case("filter", "价格不要超过1美元", Z, "own", not_patterns=[r"^(?:提醒设置|订阅成功)"]),
    # a volume in Chinese numerals, and a comparison's costs at the user's rate (seed 001: DeepSeek V4 Flash $0.06,
    # Qwen3.7 Max $1.43 per 1M output; × 7.2 = ¥0.43 and ¥10.30)
    case("cost", "deepseek v4 flash 一百万token多少钱", Z, "own", has=["DeepSeek V4 Flash"], numbers=["0.06"],
         says=["1,000,000"]),
    case("cost", "deepseek v4 flash 和 qwen3.7 max 一百万token多少人民币 按7.2算", Z, "own",
         has=["DeepSeek V4 Flash", "Qwen3.7 Max"], numbers=["0.43", "10.30"], says=["汇率"]),
    case("cost", "gpt-5.6 luna vs qwen3.7 max, 1M tokens in rmb at 7.2", E, "own", has=["GPT-5.6 Luna", "Qwen3.7 Max"],
         numbers=["10.30"], says=["your rate"]),
    # b: the Singapore student's settings in Singlish (her facts: 08:00 Asia/Singapore, then 07:30; new models at once;
    # price alerts off; "check again" the settings)
    case("alerts", "ok now alerts. can send me a daily summary every morning 8am? im in singapore", E, "b56",
         says=["08:00", "Asia/Singapore"], not_patterns=[r"UTC"]),
    case("alerts", "actually 7.30 better, b4 my 8.30 lecture", E, "b57",
         before=["ok now alerts. can send me a daily summary every morning 8am? im in singapore"],
         says=["07:30", "Asia/Singapore"], not_patterns=[r"08:30", "didn't understand"]),
    case("alerts", "also tell me straight away when got new models", E, "b58", says=["At once: new models"],
         not_patterns=[r"^What's new"]),
    case("alerts", "hmm price alerts maybe too spammy, remove that pls", E, "b61",
         before=["instant alerts for price changes and new models"], says=["At once: new models"],
         not_patterns=[r"At once: [^\n]*prices"]),
    case("alerts", "check again", E, "b62", before=["daily digest at 7:30 singapore time"], says=["07:30", "Asia/Singapore"],
         not_patterns=["didn't understand"]),
    case("alerts", "daily digest at 8:30pm", E, "own", says=["20:30"], not_patterns=[r"08:30"]),
    # b41: why a model's figure is so high on the value board (her facts: value = 98 t/s ÷ $0.06 = 1633)
    case("define", "why deepseek flash so high ah", E, "b41", before=["best value for money?"], says=["divided by"],
         not_patterns=[r"^Fastest"]),
]

