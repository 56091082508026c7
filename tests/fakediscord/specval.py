"""Validate outgoing Discord API request bodies against Discord's OpenAPI spec plus rule checks.

The spec (``spec/openapi.json``, MIT, vendored unchanged) gives types, enums and per-field limits.
It lacks the cross-field rules Discord enforces (6000-char embed total, 5 action rows, a select
alone in its row, unique custom_ids, link/custom_id button rules, components-v2 exclusivity, ...),
so a rule checker runs on top. See ``docs/discord-testing.md`` §4.3/§4.4.

Long file: the OpenAPI walker and Discord's cross-field rules must be read together.

Public API:

- ``check(method, path, body) -> list[str]``: problems for one request (empty = ok). ``path`` is the
  API path without the ``/api/v10`` prefix (it is stripped if present), query strings are ignored.
- ``check_message_payload(body, kind="interaction") -> list[str]``: a message body built by the bot.
- ``check_command(cmd) -> list[str]`` / ``check_commands(cmds)``: application command payloads.
- ``check_detailed`` / ``message_problems`` / ``errors_dict``: structured variants used by the fake.
"""

from __future__ import annotations

import copy
import json
import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import quote

from jsonschema import Draft202012Validator, ValidationError
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SPEC_DIR = Path(__file__).resolve().parent / "spec"
SPEC_PATH = SPEC_DIR / "openapi.json"
SPEC_URI = "urn:fakediscord:openapi.json"

# message flags
SUPPRESS_EMBEDS = 1 << 2
EPHEMERAL = 1 << 6
LOADING = 1 << 7
SUPPRESS_NOTIFICATIONS = 1 << 12
IS_VOICE_MESSAGE = 1 << 13
IS_COMPONENTS_V2 = 1 << 15

# component types
ACTION_ROW, BUTTON, STRING_SELECT, TEXT_INPUT = 1, 2, 3, 4
SELECT_TYPES = frozenset({3, 5, 6, 7, 8})
SECTION, TEXT_DISPLAY, LABEL = 9, 10, 18

NAME_REGEX = r"^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$"
MAX_GLOBAL_CHAT_INPUT = 100
MAX_USER_COMMANDS = 15
MAX_MESSAGE_COMMANDS = 15
MAX_COMMAND_CHARS = 8000

CALLBACK_SCHEMAS = {
    1: "PongInteractionCallbackRequest",
    4: "CreateMessageInteractionCallbackRequest",
    5: "CreateMessageInteractionCallbackRequest",
    6: "UpdateMessageInteractionCallbackRequest",
    7: "UpdateMessageInteractionCallbackRequest",
    8: "ApplicationCommandAutocompleteCallbackRequest",
    9: "ModalInteractionCallbackRequest",
    12: "LaunchActivityInteractionCallbackRequest",
    13: "SocialLayerSKUPurchaseEligibilityInteractionCallbackRequest",
}

Path_ = tuple[str | int, ...]


@dataclass(frozen=True)
class Problem:
    """One problem with a request body: where, what, and a Discord-like error code."""

    path: Path_
    message: str
    code: str = "INVALID_FORM_BODY"
    source: str = "rule"  # "schema" or "rule"

    def __str__(self) -> str:
        where = ".".join(str(p) for p in self.path) or "<body>"
        return f"{where}: {self.message}"


@dataclass(frozen=True)
class Operation:
    method: str
    template: str
    operation_id: str
    pointer: str | None  # JSON pointer of the application/json request body schema


# ---------------------------------------------------------------------------------------------
# spec loading


@cache
def spec() -> dict[str, Any]:
    """The vendored spec, parsed once, with SnowflakeType widened to accept integers."""
    data: dict[str, Any] = json.loads(SPEC_PATH.read_text(encoding="utf-8"))
    data = copy.deepcopy(data)
    schemas = data["components"]["schemas"]
    original = schemas["SnowflakeType"]
    # discord.py sends some ids as ints (allowed_mentions.users, message_reference.message_id)
    # and Discord accepts them; the spec only allows strings.
    schemas["SnowflakeType"] = {"anyOf": [original, {"type": "integer", "minimum": 0}]}
    return data


@cache
def _registry() -> Registry:
    resource = Resource.from_contents(spec(), default_specification=DRAFT202012)
    return Registry().with_resource(SPEC_URI, resource)


@cache
def _validator(pointer: str) -> Draft202012Validator:
    ref = SPEC_URI + "#" + quote(pointer, safe="/~@")
    return Draft202012Validator({"$ref": ref}, registry=_registry())


def _escape(segment: str) -> str:
    return segment.replace("~", "~0").replace("/", "~1")


@cache
def _operations() -> list[tuple[re.Pattern[str], int, Operation]]:
    out: list[tuple[re.Pattern[str], int, Operation]] = []
    for template, item in spec()["paths"].items():
        regex = "^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(template)) + "$"
        literal = len(re.sub(r"\{[^}]+\}", "", template))
        for method, op in item.items():
            if method == "parameters" or not isinstance(op, dict):
                continue
            pointer = None
            body = op.get("requestBody", {}).get("content", {})
            if "application/json" in body:
                pointer = f"/paths/{_escape(template)}/{method}/requestBody/content/"
                pointer += "application~1json/schema"
            operation = Operation(method.upper(), template, op.get("operationId", ""), pointer)
            out.append((re.compile(regex), literal, operation))
    return out


def _normalise_path(path: str) -> str:
    path = path.split("?", 1)[0]
    for prefix in ("/api/v10", "/api/v9", "/api"):
        if path.startswith(prefix + "/"):
            path = path[len(prefix) :]
            break
    if len(path) > 1:
        path = path.rstrip("/")
    return path


def find_operation(method: str, path: str) -> Operation | None:
    """The spec operation for a concrete request, preferring literal segments (``@me``)."""
    method = method.upper()
    path = _normalise_path(path)
    best: tuple[int, Operation] | None = None
    for regex, literal, op in _operations():
        if op.method == method and regex.match(path) and (best is None or literal > best[0]):
            best = (literal, op)
    return best[1] if best else None


# ---------------------------------------------------------------------------------------------
# schema errors


def _is_branch_miss(sub: ValidationError, parent: ValidationError) -> bool:
    """True if the error shows the branch is the wrong union member (type/discriminator)."""
    rel = list(sub.absolute_path)[len(parent.absolute_path) :]
    if not rel and sub.validator == "type":
        return True
    return rel == ["type"] and sub.validator in ("enum", "const")


def _leaves(err: ValidationError) -> list[ValidationError]:
    if not err.context:
        return [err]
    branches: dict[Any, list[ValidationError]] = {}
    for sub in err.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)

    def score(subs: list[ValidationError]) -> tuple[bool, int]:
        miss = any(_is_branch_miss(s, err) for s in subs)
        return miss, sum(len(_leaves(s)) for s in subs)

    best = min(branches.values(), key=score)
    if score(best)[0]:  # every branch is the wrong member: report the union error itself
        return [err]
    return [leaf for s in best for leaf in _leaves(s)]


def _describe(err: ValidationError) -> tuple[Path_, str, str]:
    path: Path_ = tuple(err.absolute_path)
    v, limit, inst = err.validator, err.validator_value, err.instance
    if v == "maxLength":
        return (
            path,
            f"Must be {limit} or fewer in length (got {len(inst)}).",
            "BASE_TYPE_MAX_LENGTH",
        )
    if v == "minLength":
        return path, f"Must be {limit} or more in length (got {len(inst)}).", "BASE_TYPE_MIN_LENGTH"
    if v == "maxItems":
        return (
            path,
            f"Must be {limit} or fewer in length (got {len(inst)}).",
            "BASE_TYPE_MAX_LENGTH",
        )
    if v == "minItems":
        return path, f"Must be {limit} or more in length (got {len(inst)}).", "BASE_TYPE_MIN_LENGTH"
    if v == "required" and isinstance(inst, dict):
        missing = [k for k in limit if k not in inst]
        field = missing[0] if missing else "?"
        return (*path, field), "This field is required.", "BASE_TYPE_REQUIRED"
    if v == "maximum":
        return path, f"Must be less than or equal to {limit} (got {inst}).", "NUMBER_TYPE_MAX"
    if v == "minimum":
        return path, f"Must be greater than or equal to {limit} (got {inst}).", "NUMBER_TYPE_MIN"
    if v in ("enum", "const"):
        allowed = limit if v == "enum" else [limit]
        return path, f"Value {inst!r} must be one of {allowed}.", "BASE_TYPE_CHOICES"
    if v == "type":
        return (
            path,
            f"Invalid type: expected {limit}, got {type(inst).__name__}.",
            "BASE_TYPE_BAD_TYPE",
        )
    message = err.message
    if len(message) > 300:
        message = message[:300] + "..."
    return path, message, f"SCHEMA_{str(v).upper()}"


def _schema_problems(validator: Draft202012Validator, body: Any, base: Path_ = ()) -> list[Problem]:
    out: list[Problem] = []
    for err in validator.iter_errors(body):
        for leaf in _leaves(err):
            path, message, code = _describe(leaf)
            out.append(Problem(base + path, message, code, "schema"))
    return _dedupe(out)


def _dedupe(problems: Iterable[Problem]) -> list[Problem]:
    seen: set[tuple[Path_, str]] = set()
    out: list[Problem] = []
    for p in problems:
        key = (p.path, p.message)
        if key not in seen:
            seen.add(key)
            out.append(p)
    return out


def schema_problems(name: str, body: Any, base: Path_ = ()) -> list[Problem]:
    """Validate ``body`` against ``#/components/schemas/<name>``."""
    return _schema_problems(_validator(f"/components/schemas/{name}"), body, base)


# ---------------------------------------------------------------------------------------------
# rules the spec lacks: messages and components


def _embed_chars(embed: Any) -> int:
    if not isinstance(embed, dict):
        return 0
    total = 0
    for key in ("title", "description"):
        if isinstance(embed.get(key), str):
            total += len(embed[key])
    for sub, key in (("footer", "text"), ("author", "name")):
        part = embed.get(sub)
        if isinstance(part, dict) and isinstance(part.get(key), str):
            total += len(part[key])
    for field in embed.get("fields") or []:
        if isinstance(field, dict):
            total += sum(len(field[k]) for k in ("name", "value") if isinstance(field.get(k), str))
    return total


def _children(comp: dict[str, Any]) -> Iterator[tuple[str | int, ...]]:
    """Relative paths of the child components of one component."""
    kids = comp.get("components")
    if isinstance(kids, list):
        for i, _ in enumerate(kids):
            yield ("components", i)
    for key in ("accessory", "component"):
        if isinstance(comp.get(key), dict):
            yield (key,)


def walk_components(components: Any, base: Path_ = ()) -> Iterator[tuple[dict[str, Any], Path_]]:
    """Every component dict in a component tree (depth first) with its path."""
    if not isinstance(components, list):
        return
    stack: list[tuple[dict[str, Any], Path_]] = [
        (c, (*base, i)) for i, c in enumerate(components) if isinstance(c, dict)
    ]
    stack.reverse()
    while stack:
        comp, path = stack.pop()
        yield comp, path
        kids: list[tuple[dict[str, Any], Path_]] = []
        for rel in _children(comp):
            node: Any = comp
            for part in rel:
                node = node[part]
            if isinstance(node, dict):
                kids.append((node, path + rel))
        stack.extend(reversed(kids))


def component_problems(components: Any, base: Path_ = ("components",)) -> list[Problem]:
    """Per-component rules: rows, buttons, selects, custom_id length and uniqueness."""
    out: list[Problem] = []
    seen_ids: dict[str, Path_] = {}
    for comp, path in walk_components(components, base):
        ctype = comp.get("type")
        if ctype == ACTION_ROW:
            kids = [k for k in comp.get("components") or [] if isinstance(k, dict)]
            types = [k.get("type") for k in kids]
            if any(t in SELECT_TYPES for t in types) and len(kids) > 1:
                out.append(
                    Problem((*path, "components"), "A select menu must be alone in its row.")
                )
            if TEXT_INPUT in types and len(kids) > 1:
                out.append(Problem((*path, "components"), "A text input must be alone in its row."))
            buttons = types.count(BUTTON)
            if buttons > 5:
                out.append(
                    Problem((*path, "components"), f"At most 5 buttons per row (got {buttons}).")
                )
        elif ctype == BUTTON:
            out.extend(_button_problems(comp, path))
        elif ctype in SELECT_TYPES:
            out.extend(_select_problems(comp, path))
        cid = comp.get("custom_id")
        bad_id = not isinstance(cid, str) or not 1 <= len(cid) <= 100
        if "custom_id" in comp and ctype != BUTTON and bad_id:
            out.append(Problem((*path, "custom_id"), "custom_id must be 1-100 characters."))
        if isinstance(cid, str):
            if cid in seen_ids:
                where = ".".join(str(p) for p in seen_ids[cid])
                out.append(
                    Problem(
                        (*path, "custom_id"),
                        f"custom_id {cid!r} is duplicated (also at {where}).",
                        "COMPONENT_CUSTOM_ID_DUPLICATED",
                    )
                )
            else:
                seen_ids[cid] = path
    return out


def _button_problems(comp: dict[str, Any], path: Path_) -> list[Problem]:
    out: list[Problem] = []
    style = comp.get("style")
    label = comp.get("label")
    cid = comp.get("custom_id")
    if isinstance(label, str) and len(label) > 80:
        out.append(Problem((*path, "label"), f"Must be 80 or fewer in length (got {len(label)})."))
    if style == 5:
        if not comp.get("url"):
            out.append(Problem((*path, "url"), "A link button needs a url.", "BASE_TYPE_REQUIRED"))
        if cid is not None:
            out.append(Problem((*path, "custom_id"), "A link button cannot have a custom_id."))
    elif style == 6:
        if not comp.get("sku_id"):
            out.append(Problem((*path, "sku_id"), "A premium button needs a sku_id."))
        for key in ("custom_id", "url", "label", "emoji"):
            if comp.get(key) is not None:
                out.append(Problem((*path, key), f"A premium button cannot have {key}."))
    else:
        if not isinstance(cid, str) or not cid:
            out.append(
                Problem(
                    (*path, "custom_id"),
                    "A non-link button needs a custom_id.",
                    "BASE_TYPE_REQUIRED",
                )
            )
        elif len(cid) > 100:
            out.append(
                Problem(
                    (*path, "custom_id"), f"custom_id must be 1-100 characters (got {len(cid)})."
                )
            )
        if comp.get("url") is not None:
            out.append(Problem((*path, "url"), "Only link buttons (style 5) can have a url."))
    if style != 6 and not label and not comp.get("emoji"):
        out.append(Problem(path, "A button needs a label or an emoji."))
    return out


def _select_problems(comp: dict[str, Any], path: Path_) -> list[Problem]:
    out: list[Problem] = []
    lo = comp.get("min_values", 1)
    hi = comp.get("max_values", 1)
    lo = 1 if lo is None else lo
    hi = 1 if hi is None else hi
    if isinstance(lo, int) and isinstance(hi, int) and lo > hi:
        out.append(Problem((*path, "min_values"), f"min_values ({lo}) > max_values ({hi})."))
    if comp.get("type") == STRING_SELECT:
        options = comp.get("options") or []
        if isinstance(hi, int) and hi > len(options):
            out.append(
                Problem(
                    (*path, "max_values"),
                    f"max_values ({hi}) exceeds the number of options ({len(options)}).",
                )
            )
        values = [o.get("value") for o in options if isinstance(o, dict)]
        dupes = sorted({v for v in values if values.count(v) > 1 and isinstance(v, str)})
        if dupes:
            out.append(Problem((*path, "options"), f"Option values must be unique: {dupes}."))
        defaults = sum(1 for o in options if isinstance(o, dict) and o.get("default"))
        if isinstance(hi, int) and defaults > hi:
            out.append(Problem((*path, "options"), "More default options than max_values."))
    return out


def _count_components(components: Any) -> int:
    return sum(1 for _ in walk_components(components))


def message_problems(
    body: Any,
    base: Path_ = (),
    *,
    channel: bool,
    edit: bool = False,
    existing_flags: int = 0,
) -> list[Problem]:
    """Rules for a message body (create or edit).

    ``channel``: a channel message (not an interaction response/followup/webhook).
    ``existing_flags``: flags of the message being edited (components v2 cannot be removed).
    """
    out: list[Problem] = []
    if not isinstance(body, dict):
        return out
    raw_flags = body.get("flags")
    flags = raw_flags if isinstance(raw_flags, int) else 0
    content = body.get("content")
    if isinstance(content, str) and len(content) > 2000:
        out.append(
            Problem(
                (*base, "content"),
                f"Must be 2000 or fewer in length (got {len(content)}).",
                "BASE_TYPE_MAX_LENGTH",
            )
        )
    if channel and flags & EPHEMERAL:
        out.append(
            Problem(
                (*base, "flags"),
                "EPHEMERAL (64) is only allowed on interaction responses and followups.",
            )
        )
    allowed = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_VOICE_MESSAGE | IS_COMPONENTS_V2
    if not channel:
        allowed |= EPHEMERAL
    if edit:
        allowed |= existing_flags
    extra = flags & ~allowed & ~EPHEMERAL if channel else flags & ~allowed
    if extra:
        out.append(Problem((*base, "flags"), f"Flags {extra} cannot be set here."))
    embeds = body.get("embeds")
    if isinstance(embeds, list):
        total = sum(_embed_chars(e) for e in embeds)
        if total > 6000:
            out.append(
                Problem(
                    (*base, "embeds"),
                    f"All embeds together must be 6000 or fewer characters (got {total}).",
                    "MAX_EMBED_SIZE_EXCEEDED",
                )
            )
    if existing_flags & IS_COMPONENTS_V2 and raw_flags is not None and not flags & IS_COMPONENTS_V2:
        out.append(Problem((*base, "flags"), "IS_COMPONENTS_V2 cannot be removed from a message."))
    v2 = bool((flags | existing_flags) & IS_COMPONENTS_V2)
    components = body.get("components")
    if v2:
        for key in ("content", "embeds", "poll", "sticker_ids"):
            if body.get(key) not in (None, "", []):
                out.append(
                    Problem(
                        (*base, key),
                        f"{key} cannot be used with the IS_COMPONENTS_V2 flag.",
                        "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                    )
                )
        count = _count_components(components)
        if count > 40:
            out.append(
                Problem((*base, "components"), f"At most 40 components in total (got {count}).")
            )
    elif isinstance(components, list):
        if len(components) > 5:
            out.append(
                Problem(
                    (*base, "components"),
                    f"At most 5 action rows without IS_COMPONENTS_V2 (got {len(components)}).",
                    "BASE_TYPE_MAX_LENGTH",
                )
            )
        for i, comp in enumerate(components):
            if isinstance(comp, dict) and comp.get("type") != ACTION_ROW:
                out.append(
                    Problem(
                        (*base, "components", i, "type"),
                        f"Component type {comp.get('type')} at top level needs the "
                        "IS_COMPONENTS_V2 flag; only action rows (1) are allowed otherwise.",
                    )
                )
    out.extend(component_problems(components, (*base, "components")))
    return out


def modal_problems(data: Any, base: Path_ = ("data",)) -> list[Problem]:
    out: list[Problem] = []
    if not isinstance(data, dict):
        return out
    components = data.get("components")
    if isinstance(components, list):
        if not 1 <= len(components) <= 5:
            out.append(
                Problem(
                    (*base, "components"), f"A modal needs 1-5 components (got {len(components)})."
                )
            )
        for i, comp in enumerate(components):
            if not isinstance(comp, dict):
                continue
            if comp.get("type") == ACTION_ROW:
                kids = comp.get("components") or []
                if (
                    len(kids) != 1
                    or not isinstance(kids[0], dict)
                    or kids[0].get("type") != TEXT_INPUT
                ):
                    out.append(
                        Problem(
                            (*base, "components", i),
                            "A modal action row must hold exactly one text input.",
                        )
                    )
    out.extend(component_problems(components, (*base, "components")))
    return out


# ---------------------------------------------------------------------------------------------
# rules the spec lacks: application commands


def _name_ok(name: str) -> bool:
    if not 1 <= len(name) <= 32:
        return False
    for ch in name:
        if ch in "-_'":
            continue
        cat = unicodedata.category(ch)
        if cat[0] in "LN":
            continue
        if "\u0900" <= ch <= "\u097f" or "\u0e00" <= ch <= "\u0e7f":  # Devanagari, Thai
            continue
        return False
    return True


def _check_name(name: Any, path: Path_, *, chat_input: bool) -> list[Problem]:
    if not isinstance(name, str):
        return [Problem(path, "A name is required.", "BASE_TYPE_REQUIRED")]
    if not chat_input:
        if not 1 <= len(name) <= 32:
            return [Problem(path, "Must be 1-32 characters.", "BASE_TYPE_BAD_LENGTH")]
        return []
    out: list[Problem] = []
    if not _name_ok(name):
        out.append(
            Problem(
                path,
                f"Name {name!r} must match {NAME_REGEX}.",
                "APPLICATION_COMMAND_INVALID_NAME",
            )
        )
    if name != name.lower():
        out.append(
            Problem(
                path,
                f"Chat-input name {name!r} must be lowercase.",
                "APPLICATION_COMMAND_INVALID_NAME",
            )
        )
    return out


def _check_description(desc: Any, path: Path_) -> list[Problem]:
    if not isinstance(desc, str) or not 1 <= len(desc) <= 100:
        size = len(desc) if isinstance(desc, str) else 0
        return [Problem(path, f"Description must be 1-100 characters (got {size}).")]
    return []


def _longest(obj: dict[str, Any], key: str) -> int:
    values = [obj.get(key)]
    locs = obj.get(f"{key}_localizations")
    if isinstance(locs, dict):
        values.extend(locs.values())
    return max((len(str(v)) for v in values if v is not None), default=0)


def _command_chars(obj: dict[str, Any]) -> int:
    total = _longest(obj, "name") + _longest(obj, "description")
    for choice in obj.get("choices") or []:
        if isinstance(choice, dict):
            total += _longest(choice, "name") + len(str(choice.get("value", "")))
    for opt in obj.get("options") or []:
        if isinstance(opt, dict):
            total += _command_chars(opt)
    return total


def _check_options(options: Any, path: Path_, *, depth: int) -> list[Problem]:
    out: list[Problem] = []
    if not isinstance(options, list):
        return out
    if len(options) > 25:
        out.append(
            Problem(path, f"At most 25 options (got {len(options)}).", "BASE_TYPE_MAX_LENGTH")
        )
    opts = [o for o in options if isinstance(o, dict)]
    subs = [o for o in opts if o.get("type") in (1, 2)]
    if subs and len(subs) != len(opts):
        out.append(Problem(path, "Subcommands/groups cannot be mixed with other options."))
    names = [o.get("name") for o in opts]
    for dup in sorted({n for n in names if isinstance(n, str) and names.count(n) > 1}):
        out.append(Problem(path, f"Duplicate option name {dup!r}."))
    seen_optional = False
    for i, opt in enumerate(options):
        if not isinstance(opt, dict):
            continue
        p = (*path, i)
        otype = opt.get("type")
        out.extend(_check_name(opt.get("name"), (*p, "name"), chat_input=True))
        out.extend(_check_description(opt.get("description"), (*p, "description")))
        for loc, value in (opt.get("name_localizations") or {}).items():
            out.extend(_check_name(value, (*p, "name_localizations", loc), chat_input=True))
        if otype == 2:
            if depth != 0:
                out.append(
                    Problem((*p, "type"), "Subcommand groups can only be top-level options.")
                )
            for j, sub in enumerate(opt.get("options") or []):
                if isinstance(sub, dict) and sub.get("type") != 1:
                    out.append(
                        Problem((*p, "options", j, "type"), "A group may only contain subcommands.")
                    )
            out.extend(_check_options(opt.get("options"), (*p, "options"), depth=depth + 1))
            continue
        if otype == 1:
            if depth > 1:
                out.append(Problem((*p, "type"), "Subcommands cannot be nested this deep."))
            for j, sub in enumerate(opt.get("options") or []):
                if isinstance(sub, dict) and sub.get("type") in (1, 2):
                    out.append(
                        Problem(
                            (*p, "options", j, "type"), "A subcommand cannot contain subcommands."
                        )
                    )
            out.extend(_check_options(opt.get("options"), (*p, "options"), depth=depth + 1))
            continue
        if opt.get("required"):
            if seen_optional:
                out.append(
                    Problem(
                        (*p, "required"),
                        f"Required option {opt.get('name')!r} must come before optional options.",
                        "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    )
                )
        else:
            seen_optional = True
        choices = opt.get("choices")
        if choices and opt.get("autocomplete"):
            out.append(Problem((*p, "autocomplete"), "autocomplete cannot be used with choices."))
        if isinstance(choices, list):
            if len(choices) > 25:
                out.append(Problem((*p, "choices"), f"At most 25 choices (got {len(choices)})."))
            for j, ch in enumerate(choices):
                if isinstance(ch, dict):
                    n = ch.get("name")
                    if not isinstance(n, str) or not 1 <= len(n) <= 100:
                        out.append(
                            Problem((*p, "choices", j, "name"), "Choice name must be 1-100.")
                        )
        for lo_key, hi_key in (("min_value", "max_value"), ("min_length", "max_length")):
            lo, hi = opt.get(lo_key), opt.get(hi_key)
            if isinstance(lo, int | float) and isinstance(hi, int | float) and lo > hi:
                out.append(Problem((*p, lo_key), f"{lo_key} ({lo}) > {hi_key} ({hi})."))
    return out


def command_problems(cmd: Any, base: Path_ = ()) -> list[Problem]:
    """Rules for one application command payload (as sent by ``tree.sync()``)."""
    out: list[Problem] = []
    if not isinstance(cmd, dict):
        return [Problem(base, "A command must be an object.")]
    ctype = cmd.get("type") or 1
    chat_input = ctype == 1
    out.extend(_check_name(cmd.get("name"), (*base, "name"), chat_input=chat_input))
    for loc, value in (cmd.get("name_localizations") or {}).items():
        out.extend(_check_name(value, (*base, "name_localizations", loc), chat_input=chat_input))
    if chat_input:
        out.extend(_check_description(cmd.get("description"), (*base, "description")))
        out.extend(_check_options(cmd.get("options"), (*base, "options"), depth=0))
    else:
        if cmd.get("description") not in (None, ""):
            out.append(
                Problem(
                    (*base, "description"), "User/message commands must have an empty description."
                )
            )
        if cmd.get("options"):
            out.append(Problem((*base, "options"), "User/message commands cannot have options."))
    chars = _command_chars(cmd)
    if chars > MAX_COMMAND_CHARS:
        out.append(
            Problem(
                base,
                f"At most {MAX_COMMAND_CHARS} characters in a command in total (got {chars}).",
                "APPLICATION_COMMAND_TOO_LARGE",
            )
        )
    return out


def commands_problems(cmds: Any) -> list[Problem]:
    """Rules for a bulk overwrite: every command plus counts and (name, type) uniqueness."""
    out: list[Problem] = []
    if not isinstance(cmds, list):
        return out
    counts = {1: 0, 2: 0, 3: 0}
    seen: dict[tuple[Any, Any], int] = {}
    for i, cmd in enumerate(cmds):
        out.extend(command_problems(cmd, (i,)))
        if isinstance(cmd, dict):
            ctype = cmd.get("type") or 1
            counts[ctype] = counts.get(ctype, 0) + 1
            key = (cmd.get("name"), ctype)
            if key in seen:
                out.append(
                    Problem(
                        (i, "name"),
                        f"Duplicate command name {key[0]!r} (also at index {seen[key]}).",
                    )
                )
            else:
                seen[key] = i
    limits = ((1, MAX_GLOBAL_CHAT_INPUT, "chat-input"), (2, MAX_USER_COMMANDS, "user"))
    for ctype, limit, label in (*limits, (3, MAX_MESSAGE_COMMANDS, "message")):
        if counts.get(ctype, 0) > limit:
            out.append(
                Problem(
                    (), f"At most {limit} {label} commands (got {counts[ctype]}).", "MAX_COMMANDS"
                )
            )
    return out


# ---------------------------------------------------------------------------------------------
# entry points

_CHANNEL_MESSAGE_OPS = {"create_message": False, "update_message": True}
_WEBHOOK_MESSAGE_OPS = {
    "execute_webhook": False,
    "update_original_webhook_message": True,
    "update_webhook_message": True,
}
_BULK_COMMAND_OPS = {"bulk_set_application_commands", "bulk_set_guild_application_commands"}
_COMMAND_OPS = {
    "create_application_command",
    "create_guild_application_command",
    "update_application_command",
    "update_guild_application_command",
}


def _unwrap_multipart(body: Any) -> Any:
    if isinstance(body, dict) and isinstance(body.get("payload_json"), str | bytes):
        try:
            return json.loads(body["payload_json"])
        except ValueError:
            return body
    return body


def _rules(op: Operation, body: Any) -> list[Problem]:
    oid = op.operation_id
    if oid in _CHANNEL_MESSAGE_OPS:
        return message_problems(body, channel=True, edit=_CHANNEL_MESSAGE_OPS[oid])
    if oid in _WEBHOOK_MESSAGE_OPS:
        return message_problems(body, channel=False, edit=_WEBHOOK_MESSAGE_OPS[oid])
    if oid in _BULK_COMMAND_OPS:
        return commands_problems(body)
    if oid in _COMMAND_OPS:
        return command_problems(body)
    if oid == "create_interaction_response" and isinstance(body, dict):
        rtype = body.get("type")
        data = body.get("data")
        if rtype in (4, 7):
            return message_problems(data, ("data",), channel=False, edit=rtype == 7)
        if rtype == 5 and isinstance(data, dict):
            flags = data.get("flags") or 0
            if isinstance(flags, int) and flags & ~EPHEMERAL:
                return [
                    Problem(
                        ("data", "flags"), "A deferred response (type 5) may only set EPHEMERAL."
                    )
                ]
        if rtype == 9:
            return modal_problems(data)
    return []


def merge_problems(schema: list[Problem], rules: list[Problem]) -> list[Problem]:
    """Schema problems first; a rule problem on a path the schema already flagged is dropped."""
    flagged = {p.path for p in schema}
    return _dedupe([*schema, *(r for r in rules if r.path not in flagged)])


def check_detailed(method: str, path: str, body: Any) -> list[Problem]:
    """Structured problems for one request (see :func:`check`)."""
    op = find_operation(method, path)
    if op is None:
        return [Problem((), f"No operation {method.upper()} {_normalise_path(path)} in the spec.")]
    body = _unwrap_multipart(body)
    if op.pointer is None:
        return []
    if body is None:
        return []
    if op.operation_id == "create_interaction_response" and isinstance(body, dict):
        name = CALLBACK_SCHEMAS.get(body.get("type"))  # type: ignore[arg-type]
        if name is None:
            return [
                Problem(
                    ("type",),
                    f"Unknown interaction callback type {body.get('type')!r}.",
                    "BASE_TYPE_CHOICES",
                )
            ]
        schema = schema_problems(name, body)
    else:
        schema = _schema_problems(_validator(op.pointer), body)
    return merge_problems(schema, _rules(op, body))


def check(method: str, path: str, body: Any) -> list[str]:
    """Human-readable problems with a request body (empty list = valid).

    ``path`` like ``/channels/123/messages`` (``/api/v10`` prefix and query are ignored).
    Multipart bodies: pass ``{"payload_json": "<json>"}`` or the parsed payload itself.
    """
    return [str(p) for p in check_detailed(method, path, body)]


def check_message_payload(body: Any, *, kind: str = "interaction") -> list[str]:
    """Problems with a message body built by the bot.

    ``kind``: ``"interaction"`` (a type-4 callback's data; a full callback ``{"type", "data"}``
    is accepted too), ``"update"`` (type-7 data), ``"followup"`` (webhook execute),
    ``"edit"`` (edit original/followup), ``"channel"`` (POST /channels/{id}/messages),
    ``"channel_edit"``.
    """
    if kind in ("interaction", "update"):
        if isinstance(body, dict) and isinstance(body.get("type"), int) and "data" in body:
            return check("POST", "/interactions/1/token/callback", body)
        update = kind == "update"
        name = (
            "IncomingWebhookUpdateForInteractionCallbackRequestPartial"
            if update
            else "IncomingWebhookInteractionRequest"
        )
        schema = schema_problems(name, body)
        rules = message_problems(body, channel=False, edit=update)
        return [str(p) for p in merge_problems(schema, rules)]
    routes = {
        "followup": ("POST", "/webhooks/1/token"),
        "edit": ("PATCH", "/webhooks/1/token/messages/@original"),
        "channel": ("POST", "/channels/1/messages"),
        "channel_edit": ("PATCH", "/channels/1/messages/1"),
    }
    if kind not in routes:
        raise ValueError(
            f"unknown kind {kind!r}; use one of interaction, update, {', '.join(routes)}"
        )
    method, path = routes[kind]
    return check(method, path, body)


def check_command(cmd: Any) -> list[str]:
    """Problems with one application command payload (spec + rules)."""
    schema = schema_problems("ApplicationCommandUpdateRequest", cmd)
    return [str(p) for p in merge_problems(schema, command_problems(cmd))]


def check_commands(cmds: Any) -> list[str]:
    """Problems with a whole bulk-overwrite list (as ``tree.sync()`` sends it)."""
    return check("PUT", "/applications/1/commands", cmds)


def errors_dict(problems: Iterable[Problem]) -> dict[str, Any]:
    """Discord's nested ``errors`` object for a 50035 answer."""
    root: dict[str, Any] = {}
    for p in problems:
        node = root
        for part in p.path:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": p.code, "message": p.message})
    return root
