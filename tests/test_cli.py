"""The command-line contract: ask, chat and ingest drive the real Application."""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path
import sys

import pytest


from bot import cli
from bot.config import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")


def run(*args: str, db: str, stdin: str | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    full_env = {key: value for key, value in os.environ.items() if key != "TELEGRAM_BOT_TOKEN"}
    full_env.update({"LEADERBOT_DB": db, **(env or {})})
    return subprocess.run([sys.executable, "-m", "bot", *args], capture_output=True, text=True, input=stdin,
                          env=full_env, cwd=ROOT, timeout=60)


def ask(capsys, db: str, *args: str) -> str:
    assert cli.main(["--db", db, "ask", *args]) == 0
    return capsys.readouterr().out


def test_ask_prints_what_the_user_reads(capsys, tmp_db_path):
    out = ask(capsys, tmp_db_path, "/top")
    assert out.startswith("Fastest — global, top 10")
    assert "<pre>" not in out and "&amp;" not in out
    assert "Source: Artificial Analysis (artificialanalysis.ai)" in out


def test_ask_html_prints_raw_telegram_html(capsys, tmp_db_path):
    out = ask(capsys, tmp_db_path, "--html", "/top")
    assert out.startswith("<b>Fastest — global, top 10 of 40</b>") and "<pre>" in out


def test_ask_chinese_phrase_and_language(capsys, tmp_db_path):
    out = ask(capsys, tmp_db_path, "--lang", "zh", "最便宜的国产模型")
    assert out.startswith("国产最便宜模型") and "DeepSeek V4 Flash" in out


def test_ask_state_persists_per_chat_like_a_real_chat(capsys, tmp_db_path):
    ask(capsys, tmp_db_path, "--chat-id", "42", "/lang", "zh")
    assert ask(capsys, tmp_db_path, "--chat-id", "42", "/top").startswith("全球最快模型")
    assert ask(capsys, tmp_db_path, "--chat-id", "43", "/top").startswith("Fastest")


def test_follow_ups_know_what_the_chat_was_shown_across_runs(capsys, tmp_db_path):
    """Each `ask` is a new process, as a restarted bot is: what a chat was last shown is in the
    database, so "那开源的呢", "它多少钱", "下一页" and "vs ..." mean what they would in a running chat."""
    assert ask(capsys, tmp_db_path, "--chat-id", "7", "最快的国产模型").startswith("国产最快模型")
    assert ask(capsys, tmp_db_path, "--chat-id", "7", "那开源的呢").startswith("国产开放权重最快模型")
    priced = ask(capsys, tmp_db_path, "--chat-id", "7", "按价格排一下")
    assert priced.startswith("国产开放权重最便宜模型") and "GPT-5.6 Luna" not in priced
    assert ask(capsys, tmp_db_path, "--chat-id", "7", "它多少钱").startswith("DeepSeek V4 Flash")  # the first row
    compared = ask(capsys, tmp_db_path, "--chat-id", "7", "vs kimi k2.6?")
    assert "DeepSeek V4 Flash" in compared and "Kimi K2.6" in compared
    assert ask(capsys, tmp_db_path, "--chat-id", "8", "它多少钱").startswith("哪个模型？")  # another chat saw nothing
    ask(capsys, tmp_db_path, "--chat-id", "9", "/top")
    assert ask(capsys, tmp_db_path, "--chat-id", "9", "next page").startswith("Fastest — global, 11–20 of 40")


def test_ask_in_a_group_answers_when_addressed(capsys, tmp_db_path):
    out = ask(capsys, tmp_db_path, "--group", "@leaderbot 实时对话用哪个?")
    assert "实时对话" in out  # asked in Chinese: answered in Chinese (rule 13)
    # a bare command with no Telegram language answers in the language the group last wrote in
    assert ask(capsys, tmp_db_path, "--group", "/top@leaderbot 2").startswith("全球最快模型 · 前 2")
    assert ask(capsys, tmp_db_path, "--group", "--lang", "en", "/top@leaderbot 2").startswith("Fastest — global, top 2")


def test_ask_in_a_group_its_first_sender_owns_it_and_members_cant_change_settings(capsys, tmp_db_path):
    """A group in the terminal has an owner (its first sender) and members (any other user id),
    so a colleague's "turn off all alerts" is refused as it would be in Telegram."""
    group = ("--group", "--chat-id", "-4242")
    assert ask(capsys, tmp_db_path, *group, "--user-id", "1", "/subscribe@leaderbot").startswith("Subscribed")
    refused = ask(capsys, tmp_db_path, *group, "--user-id", "2", "@leaderbot turn off all alerts pls")
    assert "Only this chat's admins" in refused
    shown = ask(capsys, tmp_db_path, *group, "--user-id", "2", "/alerts@leaderbot")
    assert "Digest: daily" in shown  # still subscribed
    assert "Unsubscribed" in ask(capsys, tmp_db_path, *group, "--user-id", "1", "@leaderbot turn off all alerts pls")


@pytest.mark.parametrize("text", ["哈哈 ds天下第一 不服来辩", "@leaderbot_bot 最快的国产模型", "/top@leaderbot_bot 国产"])
def test_ask_in_a_group_says_nothing_to_chatter_or_to_another_bot(capsys, tmp_db_path, text):
    """As in Telegram: a group message that is no command for this bot, doesn't mention @leaderbot
    and replies to none of its messages gets no answer (and the terminal says why)."""
    assert cli.main(["--db", tmp_db_path, "ask", "--group", text]) == 0
    out, err = capsys.readouterr()
    assert out == "" and "no reply: in a group the bot answers" in err and "@leaderbot" in err


def test_python_m_bot_is_the_same_program(tmp_db_path):
    result = run("ask", "/top", "3", db=tmp_db_path)
    assert result.returncode == 0, result.stderr
    assert "Fastest — global, top 3" in result.stdout


def test_chat_reads_lines_until_eof(tmp_db_path):
    result = run("chat", "--lang", "en", db=tmp_db_path, stdin="/new\ncompare glm-5.2 and kimi k2.6\n")
    assert result.returncode == 0, result.stderr
    assert "What's new" in result.stdout and "Side by side" in result.stdout


def test_ingest_own_format_then_boards_use_it(tmp_path, capsys):
    db = str(tmp_path / "x.db")
    path = tmp_path / "snap.json"
    path.write_text(json.dumps({
        "format": "leaderbot.snapshot/1", "source": {"name": "my-bench"}, "as_of": "2026-11-20",
        "coverage": "complete", "models": [{"name": "Zoom-1", "creator": "DeepSeek", "metrics": {"speed": 4321}}],
    }), encoding="utf-8")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert cli.main(["--db", db, "ingest", str(path), str(bad)]) == 1
    out = capsys.readouterr().out
    assert "stored" in out and "1 models (1 new" in out
    assert re.search(r"rejected .*bad\.json: .*not valid JSON", out)
    top = ask(capsys, db, "/top")
    assert "Zoom-1" in top and "bundled data" not in top  # live/ingested data replaces the default


def test_a_bad_setting_is_reported_without_its_value(tmp_db_path):
    result = run("ask", "/top", db=tmp_db_path, env={"LEADERBOT_TZ": "Mars/Olympus"})
    assert result.returncode == 2 and "LEADERBOT_TZ" in result.stderr and "Traceback" not in result.stderr
    secret = "123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ-bad token"
    result = run("ask", "/top", db=tmp_db_path, env={"TELEGRAM_BOT_TOKEN": secret})
    assert result.returncode == 2 and secret not in result.stderr


def test_run_without_a_token_explains_itself(tmp_db_path):
    result = run("run", db=tmp_db_path)
    assert result.returncode == 2 and "TELEGRAM_BOT_TOKEN" in result.stderr and "leaderbot chat" in result.stderr


def test_every_command_is_documented_in_the_readme():
    parser = cli._parser()
    subcommands = next(a for a in parser._actions if a.dest == "command").choices
    for name, sub in subcommands.items():
        assert f"leaderbot {name}" in README, name
        for action in sub._actions:
            for flag in action.option_strings:
                if flag not in ("-h", "--help"):
                    assert flag in README, f"{name} {flag}"


def test_every_chat_command_is_documented_in_the_readme():
    from bot.telegram.app import MENU

    for command in MENU:
        assert f"/{command}" in README, command


def test_readme_starts_with_the_two_setup_commands():
    blocks = re.findall(r"```(?:sh|bash)?\n(.*?)```", README, flags=re.S)
    first = blocks[0]
    assert "leaderbot ask" in first or "leaderbot chat" in first
    assert "pytest" in blocks[0] + blocks[1]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    test_command = next(line for line in (blocks[0] + blocks[1]).splitlines() if "pytest" in line).strip()
    assert test_command in ci


def test_a_database_that_cannot_be_opened_is_explained(tmp_path):
    result = run("ask", "/top", db=str(tmp_path))  # a directory, not a file
    assert result.returncode == 2 and "can't use the database" in result.stderr and "Traceback" not in result.stderr
    junk = tmp_path / "junk.db"
    junk.write_text("not sqlite")
    result = run("ask", "/top", db=str(junk))
    assert result.returncode == 2 and "file is not a database" in result.stderr


def test_ask_saves_a_chart_to_a_file_and_says_where(capsys, tmp_db_path):
    out = ask(capsys, tmp_db_path, "/chart")
    line = next(x for x in out.splitlines() if x.startswith("[photo saved to "))
    path = Path(line.removeprefix("[photo saved to ").split(",")[0])
    assert path.read_bytes().startswith(b"\x89PNG")


def test_every_setting_is_documented_in_env_example():
    read = set(re.findall(r'env\.get\("([A-Z_]+)"', (ROOT / "bot" / "config.py").read_text(encoding="utf-8")))
    documented = set(re.findall(r"^([A-Z_]+)=", (ROOT / ".env.example").read_text(encoding="utf-8"), flags=re.M))
    assert read - {"PORT"} <= documented  # PORT is the platform's own (Heroku-style), read as a fallback
