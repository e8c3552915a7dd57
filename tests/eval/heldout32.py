"""The thirty-second held-out test's misses (three new users: a Taipei indie game developer choosing
a model for NPC dialogue, in Traditional Chinese; a San Francisco product manager building a
realtime voice agent for restaurant phone orders, in terse English; a Beijing NLP lab's group, in
Simplified Chinese full of English jargon, one admin and two members), written on 2026-12-04 from
the seeds before the bot saw them (on the code of c77a95e). The misses fixed since are here as
case facts, each from that user's own facts column.
"""

from __future__ import annotations

from .heldout import E, Z, held_out

case = held_out(32)

TAIPEI = "好 設定一下 每天早上9點(台灣時間)傳摘要給我"
NEW_AT_ONCE = "有新模型出來的時候馬上通知我"

HELDOUT_32 = [
    # a: the Taipei developer's settings in Traditional Chinese (her facts: 09:00 Asia/Taipei, then 08:30; price
    # alerts added, rank alerts off, price off again; weekends off, then every day again)
    case("alerts", TAIPEI, Z, "a50", says=["09:00", "Asia/Taipei"], not_patterns=["北京时间"]),
    case("alerts", "欸不對 改8點半好了", Z, "a51", before=[TAIPEI], says=["08:30", "Asia/Taipei"], not_patterns=["没看懂"]),
    case("alerts", "價格變動也要", Z, "a54", before=[TAIPEI, NEW_AT_ONCE], says=["即时提醒：新模型、价格"]),
    case("alerts", "啊排名變動就不用了 太吵", Z, "a55", before=[TAIPEI, NEW_AT_ONCE, "價格變動也要"],
         says=["即时提醒：新模型、价格", "不发", "排名变化"], not_patterns=[r"最快模型"]),
    case("alerts", "算了價格的也關掉好了", Z, "a56", before=[TAIPEI, NEW_AT_ONCE, "價格變動也要"],
         says=["即时提醒：新模型", "09:00"], not_patterns=[r"即时提醒：[^\n]*价格", r"最便宜模型"]),
    case("alerts", "好啦 那就每天都傳", Z, "a59", before=[TAIPEI, "週末不要傳摘要可以嗎"], says=["每天 09:00"],
         not_patterns=["工作日", "没看懂"]),
    # small talk, both languages (a1, a72; round 31's student: b93, b99)
    case("help", "嗨 你好", Z, "a1", says=["/top"], not_patterns=["没看懂"]),
    case("help", "哈哈 你好聰明", Z, "a72", not_patterns=["没看懂", r"模型对比", r"智能"]),
    case("help", "haha ok u quite useful leh. u bot or got human behind", E, "b93 (round 31)", says=["bot"],
         not_patterns=["didn't understand", "没看懂"]),
    case("help", "ok thats all, gtg study for my exam tmr 😵", E, "b99 (round 31)", says=["Bye"],
         not_patterns=["didn't understand", "没看懂"]),
    case("help", "later models?", E, "own", not_patterns=["Bye"]),
]
