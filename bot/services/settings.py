"""Per-server settings, validated (``/hoard-config``; everyone sees them with ``/hoard settings``,
whose words are the cog's: ``cogs.hoard_config.settings_fields``)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from bot.i18n import LANGUAGES
from bot.services.durations import format_duration, parse_duration, parse_point, shown
from bot.services.errors import BadDuration

TURN_FLOOR = 5 * 60
TURN_CEILING = 7 * 86_400


class GuildSettings(BaseModel):
    """What an admin can set for their server; every field has a default."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    turn_default: int = Field(default=86_400, description="default turn limit (seconds)")
    turn_min: int = Field(default=TURN_FLOOR, description="shortest turn limit allowed")
    turn_max: int = Field(default=TURN_CEILING, description="longest turn limit allowed")
    reminders: list[str] = Field(default_factory=lambda: ["50%", "1h"])
    absent_after: int = Field(default=3, ge=1, le=20, description="timeouts before absent")
    channels: list[int] = Field(default_factory=list, description="empty: every channel")
    opener_role: int | None = Field(default=None, description="None: everyone may open games")
    max_open_games: int = Field(default=20, ge=1, le=500)
    expire_days: int = Field(default=30, ge=1, le=365)
    images: bool = True
    threads: bool = Field(default=False, description="open each game in its own thread")
    language: str | None = Field(
        default=None,
        description="the language of new games' public messages (None: the server's own)",
    )

    @field_validator("language")
    @classmethod
    def _language(cls, value: str | None) -> str | None:
        if value is not None and value not in LANGUAGES:
            raise ValueError(f"the language must be one of {', '.join(LANGUAGES)}")
        return value

    @field_validator("reminders")
    @classmethod
    def _points(cls, value: list[str]) -> list[str]:
        if len(value) > 5:
            raise ValueError("at most 5 reminder points")
        return [parse_point(p) for p in value]

    @model_validator(mode="after")
    def _turns(self) -> GuildSettings:
        floor, ceiling = format_duration(TURN_FLOOR), format_duration(TURN_CEILING)
        for name in ("turn_min", "turn_max", "turn_default"):
            seconds = getattr(self, name)
            if not TURN_FLOOR <= seconds <= TURN_CEILING:
                raise ValueError(f"{name} must be from {floor} to {ceiling}")
        if not self.turn_min <= self.turn_default <= self.turn_max:
            raise ValueError(
                f"the default turn limit must lie between the shortest "
                f"({format_duration(self.turn_min)}) and the longest "
                f"({format_duration(self.turn_max)})"
            )
        return self


def parse_turn(text: str) -> int:
    """Read a turn limit typed by a member (ASCII digits, at most 7d), or explain the form.

    A server's own range is checked where the value is used.
    """
    try:
        return parse_duration(text, most=TURN_CEILING)
    except ValueError:
        allowed = (
            f"a turn limit is from {format_duration(TURN_FLOOR)} to {format_duration(TURN_CEILING)}"
        )
        raise BadDuration(shown(text), allowed) from None


def settings_error(err: ValidationError) -> str:
    """Turn a validation error into one sentence for the admin."""
    first = err.errors(include_url=False)[0]
    message = str(first["msg"]).removeprefix("Value error, ")
    where = ".".join(str(x) for x in first["loc"])
    return f"{where}: {message}" if where else message


def merged(current: GuildSettings, changes: dict[str, Any]) -> GuildSettings:
    """Return ``current`` with ``changes`` applied and the whole validated again."""
    return GuildSettings.model_validate({**current.model_dump(), **changes})
