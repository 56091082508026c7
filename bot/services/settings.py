"""Per-server settings, validated (``/hoard-config``; everyone sees them with ``/hoard settings``,
whose words are the cog's: ``cogs.hoard_config.settings_fields``)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from bot.i18n import LANGUAGES, Phrase, listing
from bot.services.durations import parse_duration, parse_point, said_duration, shown
from bot.services.errors import BadDuration, BadValue

TURN_FLOOR = 5 * 60
TURN_CEILING = 7 * 86_400
MAX_REMINDERS = 5
"""Reminder points a server may set."""


class GuildSettings(BaseModel):
    """What an admin can set for their server; every field has a default."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    turn_default: int = Field(default=86_400, description="default turn limit (seconds)")
    turn_min: int = Field(default=TURN_FLOOR, description="shortest turn limit allowed")
    turn_max: int = Field(default=TURN_CEILING, description="longest turn limit allowed")
    reminders: list[str] = Field(default_factory=lambda: ["50%", "1h"])
    absent_after: int = Field(default=3, ge=1, le=20, description="timeouts before absent")
    holiday_days: int = Field(
        default=14, ge=0, le=30, description="holiday days a member may take per 30 days"
    )
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
    undo_rated: bool = Field(
        default=False, description="players may take back a move in rated games too"
    )

    @field_validator("language")
    @classmethod
    def _language(cls, value: str | None) -> str | None:
        if value is not None and value not in LANGUAGES:
            raise BadValue("errors-setting-language", languages=listing(LANGUAGES, "or"))
        return value

    @field_validator("reminders")
    @classmethod
    def _points(cls, value: list[str]) -> list[str]:
        if len(value) > MAX_REMINDERS:
            raise BadValue("errors-setting-reminder-count", count=MAX_REMINDERS)
        return [parse_point(p) for p in value]

    @model_validator(mode="after")
    def _turns(self) -> GuildSettings:
        floor, ceiling = said_duration(TURN_FLOOR), said_duration(TURN_CEILING)
        for name in ("turn_min", "turn_max", "turn_default"):
            seconds = getattr(self, name)
            if not TURN_FLOOR <= seconds <= TURN_CEILING:
                raise BadValue("errors-setting-turn-range", setting=name, low=floor, high=ceiling)
        if not self.turn_min <= self.turn_default <= self.turn_max:
            raise BadValue(
                "errors-setting-turn-default",
                low=said_duration(self.turn_min),
                high=said_duration(self.turn_max),
            )
        return self


def parse_turn(text: str) -> int:
    """Read a turn limit typed by a member (ASCII digits, at most 7d), or explain the form.

    A server's own range is checked where the value is used.
    """
    try:
        return parse_duration(text, most=TURN_CEILING)
    except ValueError:
        allowed = Phrase(
            "errors-turn-range",
            low=said_duration(TURN_FLOOR),
            high=said_duration(TURN_CEILING),
        )
        raise BadDuration(shown(text), allowed) from None


def settings_error(err: ValidationError) -> Phrase:
    """Turn a validation error into one phrase for the admin: a validator's own reason
    (``BadValue``, which names what is wrong), else the setting and a bound it broke."""
    first = err.errors(include_url=False)[0]
    context = first.get("ctx") or {}
    cause = context.get("error")
    if isinstance(cause, BadValue):
        return cause.phrase
    if first["type"] == "greater_than_equal" and "ge" in context:
        reason = Phrase("errors-setting-at-least", least=str(context["ge"]))
    elif first["type"] == "less_than_equal" and "le" in context:
        reason = Phrase("errors-setting-at-most", most=str(context["le"]))
    else:
        reason = Phrase("errors-setting-invalid")
    where = ".".join(str(x) for x in first["loc"])
    return Phrase("errors-setting-where", setting=where, reason=reason) if where else reason


def merged(current: GuildSettings, changes: dict[str, Any]) -> GuildSettings:
    """Return ``current`` with ``changes`` applied and the whole validated again."""
    return GuildSettings.model_validate({**current.model_dump(), **changes})
