"""The eighteenth held-out test's misses (three new users: a Shanghai PhD student on a tight
grant with many short follow-ups; a US founder typing slang who costs a voice bot at a million
requests a month; a Singapore developer switching languages mid-message), written on 2026-12-02
from the seeds before the bot saw them (263 of 300 right on first sight). The misses fixed since
are here as case facts, each from that user's own facts column.
"""

from __future__ import annotations

from .heldout import held_out

Z, E, ANY = "zh", "en", "any"

case = held_out(18)

HELDOUT_18 = [
    # 1M requests × 400 output tokens = 400M a month: × $0.87 (GPT-5.6 Luna) = $348; × $1.54 (Claude Sonnet 5) = $616
    case("cost", "1M requests a month ~400 output tokens each, cost on luna?", E, "uu56", says=["$348.00"]),
    case("cost", "same on sonnet 5", E, "uu57", before=["1M requests a month ~400 output tokens each, cost on luna?"],
         says=["$616.00"]),
    case("cost", "and deepseek v4 flash", E, "uu58",
         before=["1M requests a month ~400 output tokens each, cost on luna?", "same on sonnet 5"], says=["$24.00"]),
    # 1M × 500 = 500M output tokens × $0.06 = $30
    case("cost", "@leaderbot 1M req/mo 500 out tokens on deepseek v4 flash cost", E, "uu95", group=True, says=["$30.00"]),
    # Anthropic (Claude Haiku 5.5 235.6, seed 000) against OpenAI (gpt-oss-120b 215.5)
    case("vendor_vs", "claude vs gpt who wins", E, "uu23", first="Claude Haiku 5.5", has=["gpt-oss-120b"]),
    case("alerts", "kill the new model pings", E, "uu84", before=["/subscribe instant new price"],
         says=["At once: prices"], not_patterns=["new models,"]),
    case("alerts", "alert me when rankings shift in the top 10", E, "uu87", before=["/subscribe"],
         says=["rank moves"]),
    case("alerts", "whats my timezone set to", E, "uu79", before=["/subscribe", "/tz America/Los_Angeles"],
         says=["America/Los_Angeles"], not_patterns=["Set a time zone"]),
    # at least 150 t/s, by output price: GPT-5.6 Luna $0.87 (204 t/s) first; DeepSeek V4 Flash (98 t/s) left out
    case("filter", "voice bot needs 150 tok/s min, cheapest?", E, "uu63", first="GPT-5.6 Luna",
         hasnt=["DeepSeek V4 Flash"]),
    # the China board by price, its second place: DeepSeek V4 Pro $0.18 (seed 001)
    case("followup", "那第二便宜的呢", Z, "tt5", before=["只看国产", "换成按价格排"], first="DeepSeek V4 Pro",
         says=["国产"]),
    case("model", "kimi k2,6", E, "vv28", first="Kimi K2.6", numbers=["42"]),
    case("model", "Claude Fable 5 card", E, "vv31", first="Claude Fable 5", not_patterns=["isn't in the data"]),
    case("meta", "why is nemotron 3 nano listed only once", E, "vv62", says=["267.1"]),
    case("compare", "opus 4.8 和 4.7 哪个快", Z, "vv85", has=["Claude Opus 4.8", "Claude Opus 4.7"], numbers=["56", "45"]),
    # seed 001: Kimi K2.6 42 t/s, typed with a letter doubled
    case("model", "kimmi k2.6 速度", Z, "tt23", first="Kimi K2.6", numbers=["42"]),
    case("meta", "token/s per $ 这个咋算的", Z, "tt14", says=["除以"], not_patterns=["最快模型"]),
    case("meta", "为啥显存带宽影响速度", Z, "tt58", says=["受显存带宽限制"]),
    case("compare", "gpt-5.6 luna terra sol 三个比一下", Z, "tt81", has=["GPT-5.6 Luna", "GPT-5.6 Terra", "GPT-5.6 Sol"]),
    # seed 000 lists input prices only: Celeris-1's output price is not in the data ($0.20 input)
    case("model", "why no output price for celeris", E, "uu49", first="Celeris-1", says=["@not_measured"],
         not_patterns=["Cheapest —"]),
    # seed 002: Kimi K3 on GB300, 842 t/s after NVIDIA's optimization, 488 before
    case("deployment", "kimi k3 on gb300 before and after optimization", E, "vv41", says=["842", "488"],
         not_patterns=["isn't in the data"]),
]
