"""Settings, read from the environment or a ``.env`` file (pydantic-settings).

Every field is mirrored in ``.env.example``. A missing or malformed setting stops start-up
with one line naming it (``ConfigError``); the token is a ``SecretStr`` and never printed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import (
    AliasChoices,
    Field,
    SecretStr,
    ValidationError,
    field_validator,
    model_validator,
)
from pydantic_settings import BaseSettings, SettingsConfigDict

POSTGRES_SCHEMES = ("postgresql", "postgres")
"""The schemes of a PostgreSQL DATABASE_URL (Heroku and Railway set ``postgres://``)."""

DEFAULT_DATABASE = "data/hoard.db"
"""Relative to the working directory (the checkout in the quick start), as in .env.example."""


class ConfigError(Exception):
    """A setting is missing or malformed; the message names it and says what is expected."""


class Settings(BaseSettings):
    """Everything the bot reads from its environment."""

    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", case_sensitive=False
    )

    discord_token: SecretStr | None = Field(
        default=None, description="The bot's token from the Discord developer portal."
    )
    database_url: str = Field(
        default=f"sqlite:///{DEFAULT_DATABASE}",
        # HOARD_DATABASE_URL wins: some hosts (Heroku, Railway…) set DATABASE_URL themselves.
        validation_alias=AliasChoices("hoard_database_url", "database_url"),
        description="Where games are kept: sqlite:///path/to/file.db or a plain file path "
        "(a relative path is taken from the working directory), or a PostgreSQL database: "
        "postgresql://user:password@host:5432/name.",
    )
    database_synchronous: Literal["NORMAL", "FULL"] = Field(
        default="NORMAL",
        description="SQLite fsync policy: NORMAL survives a crash of the bot, FULL also a "
        "power cut, at the cost of one disk flush per move.",
    )
    dev_guild_id: int | None = Field(
        default=None, description="Sync slash commands to this server only (instant; for testing)."
    )
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = Field(
        default="INFO", description="How much to log: DEBUG, INFO, WARNING or ERROR."
    )
    shard_count: int | None = Field(
        default=None,
        ge=1,
        description="How many shards the bot runs in all (every process is told the same). "
        "Unset: one process, with the number of shards Discord recommends.",
    )
    shard_ids: str | None = Field(
        default=None,
        description="The shards this process runs, e.g. 0,1 or 0-3 (needs SHARD_COUNT). Unset: "
        "all of them. Each process drives the turn clocks of its shards' servers only.",
    )

    @field_validator("log_level", "database_synchronous", mode="before")
    @classmethod
    def _upper(cls, value: object) -> object:
        return value.upper() if isinstance(value, str) else value

    @field_validator("dev_guild_id", "discord_token", "shard_count", "shard_ids", mode="before")
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("shard_ids")
    @classmethod
    def _shard_list(cls, value: str | None) -> str | None:
        if value is None:
            return None
        ids: set[int] = set()
        for part in (p.strip() for p in value.split(",")):
            low, dash, high = part.partition("-")  # 2-3: a range (systemd's hoard@2-3.service)
            high = high if dash else low
            if not (low.isdigit() and high.isdigit()) or int(high) < int(low):
                raise ValueError("expected shard numbers and ranges, e.g. 0,1 or 0-3")
            ids.update(range(int(low), int(high) + 1))
        return ",".join(str(n) for n in sorted(ids))

    @model_validator(mode="after")
    def _shards_fit(self) -> Settings:
        ids = self.shard_id_list
        if ids is None:
            return self
        if self.shard_count is None:
            raise ValueError("SHARD_IDS needs SHARD_COUNT (how many shards the bot runs in all)")
        if max(ids) >= self.shard_count:
            raise ValueError(
                f"SHARD_IDS {self.shard_ids}: shards are numbered 0 to {self.shard_count - 1}"
            )
        return self

    @property
    def shard_id_list(self) -> list[int] | None:
        """Return the shards this process runs (None: all of them)."""
        return None if self.shard_ids is None else [int(p) for p in self.shard_ids.split(",")]

    @property
    def database_target(self) -> Path | str:
        """Return the SQLite file, or the PostgreSQL URL, named by ``database_url``."""
        return database_location(
            self.database_url,
            "DATABASE_URL",
            "set HOARD_DATABASE_URL to one of those, which takes precedence",
        )

    @property
    def database_path(self) -> Path:
        """Return the SQLite file named by ``database_url`` (the file maintenance commands)."""
        target = self.database_target
        if isinstance(target, str):
            raise ConfigError(
                "DATABASE_URL names a PostgreSQL database, and this command works on a SQLite "
                "file only: pass --database FILE (use pg_dump and pg_restore for PostgreSQL)"
            )
        return target


def database_location(text: str, name: str, fix: str) -> Path | str:
    """Read a database as a setting or an argument names it: a SQLite file (a path, or
    ``sqlite:///path``) or a PostgreSQL URL (kept as text); ``name`` and ``fix`` word the
    refusal of any other URL."""
    if text.startswith("sqlite:///"):
        return Path(text.removeprefix("sqlite:///"))
    if "://" in text:
        scheme = text.split("://", maxsplit=1)[0]
        if scheme.lower() in POSTGRES_SCHEMES:
            return text
        raise ConfigError(
            f"{name} is a {scheme}:// URL, but Hoard keeps games in SQLite "
            "(sqlite:///path/to/hoard.db) or PostgreSQL (postgresql://user:password@host/db): "
            f"{fix}"
        )
    return Path(text)


def load_settings(*, require_token: bool = True, env_file: str | None = ".env") -> Settings:
    """Read the settings; raise ``ConfigError`` naming the first bad or missing one."""
    try:
        settings = Settings(_env_file=env_file)
    except ValidationError as err:
        first = err.errors(include_url=False)[0]
        if not first["loc"]:  # a rule between settings: its message names them
            raise ConfigError(str(first["msg"]).removeprefix("Value error, ")) from None
        name = str(first["loc"][0]).upper()
        raise ConfigError(f"{name}: {first['msg']}") from None
    if require_token and settings.discord_token is None:
        raise ConfigError(
            "DISCORD_TOKEN is not set: put the bot's token in the environment or in .env "
            "(see .env.example)"
        )
    settings.database_target  # noqa: B018 - validates DATABASE_URL now, not at first use
    return settings
