# leaderbot in a container: the wheel CI tests, built and installed by the same script
# (deploy/install.sh), on a slim Python image, run as a non-root user, with the database on
# the /data volume. `docker compose up -d` (compose.yaml) is the usual way to run it.

FROM python:3.11-slim AS build
WORKDIR /src
COPY . .
RUN sh deploy/install.sh /opt/leaderbot

FROM python:3.11-slim
RUN useradd --system --uid 10001 --user-group --home-dir /data --no-create-home leaderbot \
    && mkdir /data && chown leaderbot:leaderbot /data
COPY --from=build /opt/leaderbot /opt/leaderbot
ENV PATH=/opt/leaderbot/bin:$PATH \
    LEADERBOT_DB=/data/leaderbot.db \
    PYTHONUNBUFFERED=1
USER leaderbot
WORKDIR /data
VOLUME /data
# Webhook mode only (LEADERBOT_WEBHOOK_URL set): updates and GET /healthz on this port.
EXPOSE 8080
# Exit 0 while the bot's heartbeat (a job in its job queue, every 30 s) is recent.
HEALTHCHECK --interval=60s --timeout=10s --start-period=30s --retries=3 CMD ["leaderbot", "health"]
# SIGTERM (docker stop) ends `leaderbot run` cleanly: updates taken are confirmed first.
CMD ["leaderbot", "run"]
