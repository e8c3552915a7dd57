"""Configuration: read once from the environment into one validated object."""

from __future__ import annotations

import dataclasses
import datetime as dt
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError


def _shipped(package: str) -> Path:
    """A folder shipped inside the package (pyproject.toml maps data/ and messages/ in as
    bot.data and bot.messages), found through importlib.resources so the bot runs from any
    directory once installed. pip and pipx install wheels unzipped, so it is a real folder."""
    folder = resources.files(package)
    if not isinstance(folder, Path):
        raise RuntimeError(f"{package} must be installed as files on disk, not inside a zip archive")
    return folder


DATA_DIR = _shipped("bot.data")
MESSAGES_DIR = _shipped("bot.messages")
# The source checkout, for tests and benchmarks that read README.md or .env.example; the
# installed bot never uses it (in a wheel it is site-packages).
ROOT = Path(__file__).resolve().parent.parent
TELEGRAM_API_DEFAULT = "https://api.telegram.org/bot"
AA_API_DEFAULT = "https://artificialanalysis.ai"
OPENROUTER_API_DEFAULT = "https://openrouter.ai"


class ConfigError(ValueError):
    """A setting is present but unusable; the message names the variable, never its value."""


def default_db_path() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "leaderbot" / "leaderbot.db"


def setting(env: str, default: object = dataclasses.MISSING, *, secret: bool = False):
    """A Config field read from the environment variable `env`; a secret one is kept out of
    repr and shown masked by `leaderbot config`."""
    return field(default=default, repr=not secret, metadata={"env": env, "secret": secret})


@dataclass(frozen=True)
class Config:
    db_path: str = setting("LEADERBOT_DB")
    token: str | None = setting("TELEGRAM_BOT_TOKEN", None, secret=True)
    api_base: str = setting("TELEGRAM_API_BASE", TELEGRAM_API_DEFAULT)
    aa_api_key: str | None = setting("AA_API_KEY", None, secret=True)
    openrouter_api_key: str | None = setting("OPENROUTER_API_KEY", None, secret=True)
    # Another server for a source (a proxy, a mirror, a test server); default the public hosts.
    aa_api_base: str = setting("AA_API_BASE", AA_API_DEFAULT)
    openrouter_api_base: str = setting("OPENROUTER_API_BASE", OPENROUTER_API_DEFAULT)
    admins: frozenset[int] = setting("LEADERBOT_ADMINS", frozenset())
    tz: str = setting("LEADERBOT_TZ", "UTC")
    # Retentions: raw source payloads (audit), per-message outbox and delivery rows (then daily counts).
    raw_retention_days: int = setting("LEADERBOT_RAW_RETENTION_DAYS", 90)
    outbox_retention_days: int = setting("LEADERBOT_OUTBOX_RETENTION_DAYS", 30)
    # Webhook mode (`leaderbot run` polls unless webhook_url is set): Telegram posts updates
    # to webhook_url, carrying webhook_secret in a header checked on every request.
    webhook_url: str | None = setting("LEADERBOT_WEBHOOK_URL", None)
    webhook_secret: str | None = setting("LEADERBOT_WEBHOOK_SECRET", None, secret=True)
    webhook_listen: str = setting("LEADERBOT_WEBHOOK_LISTEN", "0.0.0.0")
    webhook_port: int = setting("LEADERBOT_WEBHOOK_PORT", 8080)
    # Telegram's paid broadcasts for alerts: up to 1,000 messages a second, charged in Stars.
    paid_broadcast: bool = setting("LEADERBOT_PAID_BROADCAST", False)
    # Boards and tables as Telegram's native tables (Bot API 10.1): auto | on | off.
    rich: str = setting("LEADERBOT_RICH", "auto")
    # Log lines as text for people or one JSON object a line for log collectors.
    log_format: str = setting("LEADERBOT_LOG_FORMAT", "text")
    # Where each setting came from (variable -> "env", ".env", "--db" or "default"), for
    # `leaderbot config`; filled by Config.load.
    origins: Mapping[str, str] = field(default_factory=dict, repr=False, compare=False)

    @property
    def secrets(self) -> tuple[str, ...]:
        """Every secret setting, for redaction wherever text leaves the process."""
        return tuple(s for s in (self.token, self.aa_api_key, self.openrouter_api_key, self.webhook_secret) if s)

    def retentions(self) -> dict[str, dt.timedelta]:
        """The retentions, as `store.upkeep` takes them."""
        return {"raw_retention": dt.timedelta(days=self.raw_retention_days),
                "outbox_retention": dt.timedelta(days=self.outbox_retention_days)}

    @property
    def api_server(self) -> str:
        """The Bot API server, for messages: without the token that follows /bot in request URLs."""
        return self.api_base.split("/bot")[0]

    @property
    def zone(self) -> ZoneInfo:
        return ZoneInfo(self.tz)

    @classmethod
    def load(cls, db_path: str | None = None, dotenv: Path = Path(".env")) -> Config:
        """The settings in effect at start-up: the process environment, and for what it leaves
        unset (or empty) a .env file in the working directory."""
        from dotenv import dotenv_values

        environment = {k: v for k, v in os.environ.items() if v.strip()}
        from_file = {k: v for k, v in dotenv_values(dotenv).items() if v and v.strip()} if dotenv.is_file() else {}
        origins = {name: "env" if name in environment else ".env" if name in from_file else "default"
                   for name in (*setting_names(), "PORT")}
        if db_path:
            origins["LEADERBOT_DB"] = "--db"
        if origins["LEADERBOT_WEBHOOK_PORT"] == "default" and origins["PORT"] != "default":
            origins["LEADERBOT_WEBHOOK_PORT"] = f"{origins['PORT']} (PORT)"
        del origins["PORT"]
        return cls.from_env({**from_file, **environment}, db_path=db_path, origins=origins)

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None, db_path: str | None = None,
                 origins: Mapping[str, str] | None = None) -> Config:
        env = dict(os.environ if env is None else env)
        token = env.get("TELEGRAM_BOT_TOKEN", "").strip() or None
        if token is not None and not re.fullmatch(r"\d+:[\w-]{20,}", token):
            raise ConfigError("TELEGRAM_BOT_TOKEN does not look like a bot token (digits:secret)")
        admins: set[int] = set()
        for part in re.split(r"[,\s]+", env.get("LEADERBOT_ADMINS", "").strip()):
            if not part:
                continue
            if not re.fullmatch(r"-?\d+", part):
                raise ConfigError(f"LEADERBOT_ADMINS must be numeric Telegram user ids, got {part!r}")
            admins.add(int(part))
        tz = env.get("LEADERBOT_TZ", "").strip() or "UTC"
        try:
            ZoneInfo(tz)
        except (ZoneInfoNotFoundError, ValueError):
            raise ConfigError(f"LEADERBOT_TZ is not a known time zone: {tz!r}") from None
        api_base = env.get("TELEGRAM_API_BASE", "").strip() or TELEGRAM_API_DEFAULT
        if not re.match(r"https?://", api_base):
            raise ConfigError("TELEGRAM_API_BASE must be an http(s) URL")
        source_bases = {}
        for name, default in (("AA_API_BASE", AA_API_DEFAULT), ("OPENROUTER_API_BASE", OPENROUTER_API_DEFAULT)):
            source_bases[name] = env.get(name, "").strip().rstrip("/") or default
            if not re.match(r"https?://[^/\s]+", source_bases[name]):
                raise ConfigError(f"{name} must be an http(s) URL")
        retention = {}
        for name, default in (("LEADERBOT_RAW_RETENTION_DAYS", 90), ("LEADERBOT_OUTBOX_RETENTION_DAYS", 30)):
            text = env.get(name, "").strip() or str(default)
            if not re.fullmatch(r"[0-9]{1,5}", text) or int(text) < 1:
                raise ConfigError(f"{name} must be a whole number of days, at least 1")
            retention[name] = int(text)
        webhook_url = env.get("LEADERBOT_WEBHOOK_URL", "").strip() or None
        webhook_secret = env.get("LEADERBOT_WEBHOOK_SECRET", "").strip() or None
        if webhook_url is not None:
            if not re.match(r"https://[^/\s]+", webhook_url):
                raise ConfigError("LEADERBOT_WEBHOOK_URL must be an https:// URL (Telegram posts only to HTTPS)")
            if webhook_secret is None:
                raise ConfigError("LEADERBOT_WEBHOOK_SECRET is required with LEADERBOT_WEBHOOK_URL")
        if webhook_secret is not None and not re.fullmatch(r"[A-Za-z0-9_-]{16,256}", webhook_secret):
            raise ConfigError("LEADERBOT_WEBHOOK_SECRET must be 16 to 256 characters of A-Z, a-z, 0-9, _ and -")
        port = env.get("LEADERBOT_WEBHOOK_PORT", "").strip() or env.get("PORT", "").strip() or "8080"
        if not re.fullmatch(r"[0-9]{1,5}", port) or not 0 < int(port) < 65536:
            raise ConfigError("LEADERBOT_WEBHOOK_PORT must be a TCP port number")
        paid = env.get("LEADERBOT_PAID_BROADCAST", "").strip().casefold() or "off"
        if paid not in ("on", "off", "1", "0", "true", "false", "yes", "no"):
            raise ConfigError("LEADERBOT_PAID_BROADCAST must be on or off")
        rich = env.get("LEADERBOT_RICH", "").strip().casefold() or "auto"
        if rich not in ("auto", "on", "off"):
            raise ConfigError("LEADERBOT_RICH must be auto, on or off")
        log_format = env.get("LEADERBOT_LOG_FORMAT", "").strip().casefold() or "text"
        if log_format not in ("text", "json"):
            raise ConfigError("LEADERBOT_LOG_FORMAT must be text or json")
        return cls(
            db_path=db_path or env.get("LEADERBOT_DB", "").strip() or str(default_db_path()),
            token=token,
            api_base=api_base,
            aa_api_key=env.get("AA_API_KEY", "").strip() or None,
            openrouter_api_key=env.get("OPENROUTER_API_KEY", "").strip() or None,
            raw_retention_days=retention["LEADERBOT_RAW_RETENTION_DAYS"],
            outbox_retention_days=retention["LEADERBOT_OUTBOX_RETENTION_DAYS"],
            aa_api_base=source_bases["AA_API_BASE"],
            openrouter_api_base=source_bases["OPENROUTER_API_BASE"],
            admins=frozenset(admins),
            tz=tz,
            webhook_url=webhook_url,
            webhook_secret=webhook_secret,
            webhook_listen=env.get("LEADERBOT_WEBHOOK_LISTEN", "").strip() or "0.0.0.0",
            webhook_port=int(port),
            paid_broadcast=paid in ("on", "1", "true", "yes"),
            rich=rich,
            log_format=log_format,
            origins=origins or {},
        )


def setting_names() -> tuple[str, ...]:
    """The environment variables leaderbot reads, in Config's order."""
    return tuple(f.metadata["env"] for f in dataclasses.fields(Config) if "env" in f.metadata)


def settings_in_effect(config: Config) -> list[tuple[str, str, str]]:
    """(variable, value as the bot uses it, where it came from) for each setting; secrets show
    only whether they are set."""
    rows = []
    for f in dataclasses.fields(config):
        if "env" not in f.metadata:
            continue
        value = getattr(config, f.name)
        if f.metadata["secret"]:
            shown = "(set, hidden)" if value else "(not set)"
        elif value is None:
            shown = "(not set)"
        elif isinstance(value, frozenset):
            shown = ",".join(str(v) for v in sorted(value)) or "(none)"
        elif isinstance(value, bool):
            shown = "on" if value else "off"
        else:
            shown = str(value)
        rows.append((f.metadata["env"], shown, config.origins.get(f.metadata["env"], "default")))
    return rows
