"""Accuracy on the evaluation set (tests/eval/cases.py): overall, per kind, per way of
writing, and every miss with what was expected and what the bot answered.

    python bench/eval.py [--kind KIND ...] [--grep TEXT] [--full] [--db PATH]

Each message goes through the same path as `leaderbot ask` (the real python-telegram-bot
Application and the in-process Bot API), one application for the whole set, on a fresh
database holding the bundled data (or on --db, to measure another database).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.eval import harness  # noqa: E402
from tests.eval.cases import CASES  # noqa: E402


def _short(reply: str, full: bool) -> str:
    lines = [line.strip() for line in reply.splitlines() if line.strip()]
    if full:
        return "\n      ".join(lines) or "(no reply)"
    text = " | ".join(lines[:4])
    return (text[:237] + "...") if len(text) > 240 else (text or "(no reply)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kind", action="append", help="only these kinds (repeatable)")
    parser.add_argument("--grep", help="only messages containing this text")
    parser.add_argument("--full", action="store_true", help="print whole replies of misses")
    parser.add_argument("--db", help="run against this database instead of a fresh one (it is written to)")
    args = parser.parse_args(argv)
    cases = [c for c in CASES if (not args.kind or c.kind in args.kind) and (not args.grep or args.grep in c.text)]
    started = time.perf_counter()
    results = harness.run(cases, db_path=args.db)
    elapsed = time.perf_counter() - started
    overall, per_kind = harness.accuracy(results)
    right = sum(r.ok for r in results)
    print(f"evaluation set: {len(results)} messages, {right} right = {overall:.1%} "
          f"(target >= 97%, every kind >= 90%), {elapsed:.1f} s")
    print(f"  {'kind':<16}{'right':>7}{'total':>7}{'share':>8}")
    for kind, (ok, total) in per_kind.items():
        flag = "" if ok / total >= 0.9 else "  < 90%"
        print(f"  {kind:<16}{ok:>7}{total:>7}{ok / total:>8.0%}{flag}")
    print("by way of writing (a message may count in several):")
    for style, (ok, total) in harness.by_style(results).items():
        print(f"  {style:<16}{ok:>7}{total:>7}{ok / total:>8.0%}")
    misses = [r for r in results if not r.ok]
    if misses:
        print(f"\nmisses ({len(misses)}):")
    for r in misses:
        flags = " ".join(f for f in (f"tg:{r.case.tg_lang}", r.case.chat_lang and f"chat:{r.case.chat_lang}",
                                      r.case.group and "group") if f)
        print(f"- [{r.case.kind}] {r.case.text!r} ({flags})")
        print(f"    wrong:    {'; '.join(r.misses)}")
        print(f"    expected: {harness.expected_summary(r.case)}")
        print(f"    answered: {_short(r.reply, args.full)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
