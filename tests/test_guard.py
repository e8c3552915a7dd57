"""The request budget (bot/guard.py) with time passed in, and the webhook settings' checks."""

from __future__ import annotations

import pytest

from bot.config import Config, ConfigError
from bot.telegram.guard import OK, QUIET, SLOW_DOWN, RequestBudget


def test_a_user_over_budget_is_told_once_per_window_then_served_again():
    budget = RequestBudget(per_user=3, per_group=100, window=60)
    assert [budget.check(1, None, t) for t in (0, 1, 2)] == [OK, OK, OK]
    assert [budget.check(1, None, t) for t in (3, 4, 30)] == [SLOW_DOWN, QUIET, QUIET]
    assert budget.check(2, None, 31) == OK  # other users are not affected
    assert budget.check(1, None, 60.5) == OK  # the first request left the window
    assert [budget.check(1, None, t) for t in (200, 201, 202, 203)] == [OK, OK, OK, SLOW_DOWN]  # told again later


def test_a_group_budget_is_shared_by_its_members_and_refusals_are_not_counted():
    budget = RequestBudget(per_user=10, per_group=4, window=60)
    verdicts = [budget.check(user, -100, t) for t, user in enumerate((1, 2, 3, 4, 5, 1))]
    assert verdicts == [OK, OK, OK, OK, SLOW_DOWN, QUIET]
    assert budget.check(1, None, 10) == OK  # the same user in private: only their own budget
    assert budget.check(5, -200, 10) == OK  # refused requests did not use up user 5's budget


def test_idle_users_are_forgotten():
    budget = RequestBudget(per_user=1, per_group=1, window=1)
    for user in range(50_002):
        budget.check(user, None, 0)
    budget.check(10**9, None, 5)
    assert len(budget._seen) < 10


@pytest.mark.parametrize("env, problem", [
    ({"LEADERBOT_WEBHOOK_URL": "http://bot.example.com/hook", "LEADERBOT_WEBHOOK_SECRET": "x" * 20}, "https://"),
    ({"LEADERBOT_WEBHOOK_URL": "https://bot.example.com/hook"}, "LEADERBOT_WEBHOOK_SECRET is required"),
    ({"LEADERBOT_WEBHOOK_URL": "https://bot.example.com/hook", "LEADERBOT_WEBHOOK_SECRET": "short"}, "16 to 256"),
    ({"LEADERBOT_WEBHOOK_SECRET": "has spaces in it, not allowed"}, "16 to 256"),
    ({"LEADERBOT_WEBHOOK_PORT": "99999"}, "LEADERBOT_WEBHOOK_PORT"),
    ({"LEADERBOT_WEBHOOK_PORT": "٨٠"}, "LEADERBOT_WEBHOOK_PORT"),
])
def test_bad_webhook_settings_are_named_never_echoed(env, problem):
    with pytest.raises(ConfigError) as exc:
        Config.from_env(env, db_path=":memory:")
    assert problem in str(exc.value)
    secret = env.get("LEADERBOT_WEBHOOK_SECRET")
    assert not secret or secret not in str(exc.value)


def test_webhook_settings_and_defaults():
    config = Config.from_env({"LEADERBOT_WEBHOOK_URL": "https://bot.example.com/leaderbot/hook",
                              "LEADERBOT_WEBHOOK_SECRET": "s3cret-webhook-token-0123", "PORT": "5000"}, db_path=":memory:")
    assert (config.webhook_listen, config.webhook_port) == ("0.0.0.0", 5000)
    assert "s3cret-webhook-token-0123" in config.secrets and "s3cret" not in repr(config)
    assert Config.from_env({}, db_path=":memory:").webhook_url is None
