"""The twenty-ninth held-out test's misses (three new users: a Beijing backend developer
building a support bot, in terse Simplified Chinese with English jargon; a Portland indie iOS
developer, in casual American English; a Guangzhou university NLP lab's group, in Chinese with
Cantonese particles, one admin and two members), written on 2026-12-03 from the seeds before
the bot saw them (on the code of 152385c). The misses fixed since are here as case facts, each
from that user's own facts column; first, questions earlier rounds left (their facts from the
seeds too).
"""

from __future__ import annotations

from .heldout import E, Z, held_out

case = held_out(29)

HELDOUT_29 = [
    # left by test 27 (b): a bare command in a chat that has spoken Chinese, from a client without a language code
    case("command", "/top 3", Z, "27-b", before=["最便宜的国产模型"], first="Celeris-1", patterns=[r"全球最快模型"]),
    case("command", "/cheap", Z, "27-b", before=["国产最快的是哪个"], first="DeepSeek V4 Flash", numbers=["0.06"]),
    # left by test 28 (a): the figure asked carried to the next model named (seed 000: K2 Horizon's input price
    # 暂未公布; seed 001: Qwen3.7 Max's intelligence 46.00, K2 Horizon has none there)
    case("followup", "K2 Horizon 呢", Z, "28-a", before=["DeepSeek V4 Pro 的输入价格多少"], has=["K2 Horizon 375B A23B"],
         patterns=[r"输入价格[:：]\s*(?:未测|未公布|暂未公布|没有)"]),
    case("followup", "and k2 horizon?", E, "28-a", before=["what's qwen3.7 max's intelligence score"],
         has=["K2 Horizon 375B A23B"], patterns=[r"intelligence index: (?:not|none)"]),
    # a28 / a31: 万 typed "w", requests without 次 (seed 001: DeepSeek V4 Flash $0.06/M out, GLM-5.2 $0.90/M):
    # 1,000,000 requests x 500 output tokens = 500M -> $30; 50,000 a day x 800 x 30 days = 1.2B -> $1,080
    case("cost", "算下成本 每月100w次请求 每次输入2000token 输出500token 用ds v4 flash 多少钱 人民币", Z, "a28",
         numbers=["30"], says=["@not_in_data"], not_patterns=[r"约 \$0\.\d"]),
    case("cost", "每天5w请求 平均输出800 token glm5.2 一个月多少", Z, "a31", numbers=["1080"], not_patterns=[r"约 \$0\.\d"]),
    # a35: the data's dates (seed 000: 2026-10-28; seed 001: 2026-07-11)
    case("source", "这数据多久之前的", Z, "a35", says=["2026-10-28", "2026-07-11"]),
    # a38: the only new Chinese model is Ling 3.1 Flash (seed 000, NEW, InclusionAI)
    case("new", "有新的国产模型吗", Z, "a38", first="Ling 3.1 Flash", hasnt=["Beam 1.0", "Claude Haiku 5.5"],
         patterns=[r"国产新模型"]),
    # a69 / a100: thanks and goodbye in slang, one line
    case("smalltalk", "yyds 谢了", Z, "a69", max_lines=2, not_patterns=["没看懂"]),
    case("smalltalk", "ok 先这样 88", Z, "a100", max_lines=2, not_patterns=["没看懂"]),
    # a93: back to Chinese after English was chosen
    case("language", "还是中文吧 看着累", Z, "a93", before=["reply in english"], says=["用中文回答"]),
    # c41: the digest at a place's hour, asked in words by the group's admin (one user per case here; the members'
    # refusals in words are tests/test_subscriptions.py's)
    case("alerts", "@leaderbot 每天早上9点（上海时间）发一份日报到群里", Z, "c41", group=True,
         says=["订阅成功", "每天 09:00", "Asia/Shanghai"]),
    case("help", "@leaderbot 你识做啲咩", Z, "c1", group=True, says=["/top"], not_patterns=["没看懂"]),
    case("source", "@leaderbot 啲数据几耐之前嘅？", Z, "c35", group=True, says=["2026-10-28", "2026-07-11"]),
    # b: slang around a goodbye, the data's origin, a term asked rudely, one kind of alert paused
    case("smalltalk", "ok thx ttyl ✌️", E, "b100", max_lines=2, not_patterns=["understand"]),
    case("source", "where does this data even come from", E, "b74", says=["Artificial Analysis"]),
    case("define", "wtf is a 'relay' price", E, "b30", says=["中转站", "CNY"], not_patterns=[r"^Cheapest on relay"]),
    case("alerts", "pause the new model alerts, too noisy", E, "b87",
         before=["alert me when a new model appears or prices change"], says=["At once: prices"],
         not_patterns=[r"At once:[^\n]*new"]),
    # a89: prices are USD per 1M (rule 9); relay prices CNY (seed 000)
    case("meta", "能显示人民币吗", Z, "a89", says=["美元", "人民币"], not_patterns=["哪个模型"]),
    case("meta", "can you show prices in yuan", E, "a89", says=["US dollars", "CNY"]),
]
