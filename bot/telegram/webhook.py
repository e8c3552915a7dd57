"""Webhook mode's HTTP server: Telegram's updates at the webhook path, and `GET /healthz`
for load balancers and PaaS health checks on the same port.

python-telegram-bot's own webhook server (`Updater.start_webhook`) serves only the webhook
path, so this is its documented custom-webhook setup ("Custom Webhook Bot" example): our
own tornado application (tornado is what PTB's `webhooks` extra installs) puts each update
on `application.update_queue`, and the application handles it exactly as in polling mode.
"""

from __future__ import annotations

import datetime as dt
import hmac
import json
import logging
from http import HTTPStatus
from urllib.parse import urlsplit

import tornado.web
from tornado.httpserver import HTTPServer
from telegram import Update
from telegram.ext import Application

from .. import ops
from ..config import Config

log = logging.getLogger(__name__)


class _Updates(tornado.web.RequestHandler):
    """POST <webhook path>: one update from Telegram, with the secret token in its header."""

    SUPPORTED_METHODS = ("POST",)  # type: ignore[assignment]

    def initialize(self, bot_app: Application, secret: str) -> None:
        self.bot_app = bot_app
        self.secret = secret

    async def post(self) -> None:
        given = self.request.headers.get("X-Telegram-Bot-Api-Secret-Token", "")
        if not hmac.compare_digest(given.encode(), self.secret.encode()):
            raise tornado.web.HTTPError(HTTPStatus.FORBIDDEN)  # not Telegram: nothing is read
        try:
            data = json.loads(self.request.body)
            update = Update.de_json(data, self.bot_app.bot) if isinstance(data, dict) else None
        except (ValueError, TypeError, KeyError, AttributeError):  # what de_json raises on a malformed update
            update = None
        if update is None:
            log.warning("webhook: a request with the right secret but no readable update (HTTP 400)")
            raise tornado.web.HTTPError(HTTPStatus.BAD_REQUEST)
        await self.bot_app.update_queue.put(update)

    def log_exception(self, typ, value, tb) -> None:  # a refused request is not an error of ours
        pass


class _Health(tornado.web.RequestHandler):
    """GET /healthz: 200 and "ok: …" while the bot is alive, else 503 and why (`leaderbot health`)."""

    def initialize(self, config: Config) -> None:
        self.config = config

    def get(self) -> None:
        result = ops.health(self.config.db_path, dt.datetime.now(dt.timezone.utc))
        self.set_status(HTTPStatus.OK if result.ok else HTTPStatus.SERVICE_UNAVAILABLE)
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.write(result.reason + "\n")


class _App(tornado.web.Application):
    def log_request(self, handler: tornado.web.RequestHandler) -> None:
        """Requests are not logged one by one: the update handling logs its own line."""


async def start(application: Application, config: Config, allowed_updates: list[str]) -> HTTPServer:
    """Listen on the webhook port, then tell Telegram where to post (with the secret)."""
    path = "/" + urlsplit(config.webhook_url or "").path.strip("/")
    app = _App([
        (r"/healthz", _Health, {"config": config}),
        (rf"{path.rstrip('/')}/?", _Updates, {"bot_app": application, "secret": config.webhook_secret}),
    ])
    server = HTTPServer(app, xheaders=True)
    server.listen(config.webhook_port, address=config.webhook_listen)
    await application.bot.set_webhook(url=config.webhook_url, secret_token=config.webhook_secret,
                                      allowed_updates=allowed_updates)
    return server


async def stop(server: HTTPServer) -> None:
    server.stop()
    await server.close_all_connections()
