"""What is being chosen on the setup screen — the game, the number of players, each
seat (human or computer of some level, name, colour) and the game's options — with the
rules that keep it sound: colours stay distinct and belong to the game, and the last
choices come back next time (`Settings.last_setup`), whatever that file holds.

Everything about a game comes from its metadata (`colours`, `default_colours`,
`options()`); this module names no game.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from sorry_game.ai.levels import LEVEL_BY_NAME, LEVELS, OFFERED, offered_levels
from sorry_game.app.draw.uifont import spoken
from sorry_game.engine.errors import PartError
from sorry_game.engine.interface import Game, GameConfig, OptionSpec
from sorry_game.phones.seatview import phone_part
from sorry_game.session import Seat, clean_name, unique_names

#: the levels a seat can be remembered with, weakest first (`ai.levels.LEVELS`)
LEVEL_CHOICES = tuple(level.name for level in LEVELS)

#: (kind, level): ("human", "normal"), ("phone", "normal") — a human on a phone — or
#: ("computer", a level)
Who = tuple[str, str]
#: where phones join (Setup's "Phones join over"): the machine's network address, or
#: this computer only (127.0.0.1)
PHONE_NETS = ("lan", "local")


def offered(game: Game) -> tuple[str, ...]:
    """The computer levels Setup offers for `game`, weakest first (its computer's
    `OFFERED_LEVELS`; the usual three when its computer cannot be read — a game being
    written must not break the menu)."""
    try:
        return tuple(level.name for level in offered_levels(game))
    except PartError:
        return OFFERED


def who_choices(game: Game) -> tuple[Who, ...]:
    """The "who" choices of a seat in `game`: human, human on a phone, then a computer
    of each level."""
    return (
        ("human", "normal"),
        ("phone", "normal"),
        *(("computer", name) for name in offered(game)),
    )


WHO_WORDS = {"human": "Human", "phone": "On a phone"}


def who_labels(game: Game) -> list[str]:
    """The words of `who_choices` ("Computer" is one word for a computer seat everywhere)."""
    return [
        WHO_WORDS.get(kind) or f"{LEVEL_BY_NAME[level].label} computer"
        for kind, level in who_choices(game)
    ]


def level_words(level: str) -> str:
    """What a computer of `level` does, in player words (Setup shows it under the seats)."""
    known = LEVEL_BY_NAME.get(level)
    return known.words if known is not None else ""


def computer_name(game: Game, colour: int) -> str:
    """A computer's name in a new game (and the guided game's): its colour, as the
    theme names it ("Teal" in the Colour-safe theme)."""
    return spoken(game.colours[colour].name)


def options_of(game: Game) -> list[OptionSpec]:
    """The game's options (none for a game whose options cannot be read: a game being
    written must not break the menu)."""
    try:
        return list(game.options())
    except Exception:  # noqa: BLE001
        return []


@dataclass
class SeatChoice:
    #: "human", "phone" (a human on a phone) or "computer"
    kind: str = "computer"
    level: str = "normal"
    colour: int | None = None
    name: str = ""

    def who(self, game: Game) -> int:
        """Index into `who_choices(game)` (a level the game does not offer: its nearest
        weaker one; `Choices.fit_levels` makes the seats agree)."""
        if self.kind in WHO_WORDS:
            return list(WHO_WORDS).index(self.kind)
        rank = LEVEL_CHOICES.index(self.level)
        levels = offered(game)
        weaker = [i for i, name in enumerate(levels) if LEVEL_CHOICES.index(name) <= rank]
        return len(WHO_WORDS) + (weaker[-1] if weaker else 0)


@dataclass
class Choices:
    game: str
    players: int
    seats: list[SeatChoice]
    options: dict[str, Any] = field(default_factory=dict)
    #: the player chose a seat's colour since the game or the player count last
    #: changed (until then the seats have the game's default colours for the count)
    colours_picked: bool = False
    #: where phones join: a name of `PHONE_NETS`
    phones: str = "lan"

    @classmethod
    def from_last(cls, last: Any, games: list[Game], seats: int) -> Choices:
        """The remembered choices, each checked: anything that is not a choice this
        version offers falls back to its default (seat 1 human, the others computers)."""
        last = last if isinstance(last, dict) else {}
        ids = [g.id for g in games if getattr(g, "available", True)]
        game_id = last.get("game") if last.get("game") in ids else (ids or [games[0].id])[0]
        game = next(g for g in games if g.id == game_id)
        players = last.get("players")
        if (
            not isinstance(players, int)
            or isinstance(players, bool)
            or not game.min_players <= players <= game.max_players
        ):
            players = min(max(4, game.min_players), game.max_players)
        saved = last.get("seats") if isinstance(last.get("seats"), list) else []
        chosen = []
        for i in range(seats):
            data = saved[i] if i < len(saved) and isinstance(saved[i], dict) else {}
            default_kind = "human" if i == 0 else "computer"
            known = data.get("kind") in ("human", "phone", "computer")
            kind = str(data["kind"]) if known else default_kind
            level = str(data["level"]) if data.get("level") in LEVEL_CHOICES else "normal"
            colour = data.get("colour")
            if not isinstance(colour, int) or isinstance(colour, bool):
                colour = None
            chosen.append(SeatChoice(kind, level, colour, clean_name(data.get("name"), "")))
        options = last.get("options") if isinstance(last.get("options"), dict) else {}
        picked = last.get("colours_picked") is True
        phones = last.get("phones") if last.get("phones") in PHONE_NETS else "lan"
        choices = cls(game_id, players, chosen, dict(options), picked, str(phones))
        choices.fit_levels(game)
        if picked:
            choices.fix_colours(game)
        else:
            choices.default_seating(game)
        return choices

    def remembered(self) -> dict[str, Any]:
        """The choices as `Settings.last_setup` keeps them (plain values only)."""
        return {
            "game": self.game,
            "players": self.players,
            "seats": [{**asdict(s), "name": clean_name(s.name, "")} for s in self.seats],
            "options": {
                k: v for k, v in self.options.items() if isinstance(v, (bool, int, str, float))
            },
            "colours_picked": self.colours_picked,
            "phones": self.phones,
        }

    def pick_game(self, game: Game) -> None:
        """Play `game`: the player count kept where the game allows it; another game
        brings its own seating (`default_seating`) and levels (`fit_levels`)."""
        changed = game.id != self.game
        self.game = game.id
        self.players = min(max(self.players, game.min_players), game.max_players)
        if changed:
            self.default_seating(game)
            self.fit_levels(game)

    def default_seating(self, game: Game) -> None:
        """The seats take the game's default colours for this many players (2-player
        Sorry! sits opposite); called when the game or the number of players changes."""
        for seat in self.seats:
            seat.colour = None
        self.colours_picked = False
        self.fix_colours(game)

    def colours_in_play(self) -> list[int]:
        """The colours of the seats in play (the turn order follows them)."""
        return [s.colour for s in self.seats[: self.players] if s.colour is not None]

    def fix_colours(self, game: Game) -> None:
        """Give the first `players` seats distinct colours of `game`: each seat keeps its
        colour when it is still a colour of the game and nobody before it has it; the
        others take the free colours, the game's defaults for this many players first."""
        ncol = len(game.colours)
        used: set[int] = set()
        needy: list[SeatChoice] = []
        for seat in self.seats[: self.players]:
            c = seat.colour
            if isinstance(c, int) and 0 <= c < ncol and c not in used:
                used.add(c)
            else:
                needy.append(seat)
        try:
            defaults = [c for c in game.default_colours(self.players) if 0 <= c < ncol]
        except Exception:  # noqa: BLE001 - a placeholder game may not know its colours
            defaults = []
        free = [c for c in defaults if c not in used]
        free += [c for c in range(ncol) if c not in used and c not in free]
        for seat in needy:
            seat.colour = free.pop(0) if free else None

    def set_colour(self, index: int, colour: int) -> int | None:
        """Seat `index` takes `colour`; a seat that had it gets the old colour (they
        swap, so colours stay distinct). Returns the seat that swapped, or None."""
        old = self.seats[index].colour
        self.colours_picked = True
        swapped = None
        for j in range(self.players):
            if j != index and self.seats[j].colour == colour:
                self.seats[j].colour = old
                swapped = j if old is not None else None
        self.seats[index].colour = colour
        return swapped

    def fit_levels(self, game: Game) -> None:
        """Each computer seat takes a level `game` offers: its own, else the nearest
        weaker one (an Expert seat remembered from a game that offers Expert plays
        another game at Hard)."""
        table = who_choices(game)
        for seat in self.seats:
            if seat.kind == "computer":
                seat.level = table[seat.who(game)][1]

    def set_who(self, index: int, who: int, game: Game) -> None:
        kind, level = who_choices(game)[who]
        seat = self.seats[index]
        seat.kind = kind
        if kind == "computer":
            seat.level = level

    def on_phones(self) -> bool:
        """A seat in play is a human on a phone (Setup asks where phones join)."""
        return any(seat.kind == "phone" for seat in self.seats[: self.players])

    def option_value(self, spec: OptionSpec) -> Any:
        value = self.options.get(spec.key, spec.default)
        return value if value in spec.choices else spec.default

    def default_name(self, index: int, game: Game) -> str:
        """A computer is called by its colour (as the theme names it: "Teal" in the
        Colour-safe theme); a human is Player n."""
        seat = self.seats[index]
        c = seat.colour
        if seat.kind == "computer" and isinstance(c, int) and 0 <= c < len(game.colours):
            return computer_name(game, c)
        return f"Player {index + 1}"

    def seats_in_order(self, game: Game) -> list[Seat]:
        """The chosen seats as Session seats, in colour order (the game's turn order); a
        repeated name gets a number ("Ann 2")."""
        chosen = []
        for i, seat in enumerate(self.seats[: self.players]):
            name = clean_name(seat.name, self.default_name(i, game))
            level = seat.level if seat.kind == "computer" else "normal"
            colour = seat.colour if seat.colour is not None else -1  # refused by the game
            kind, where = ("human", "phone") if seat.kind == "phone" else (seat.kind, "screen")
            chosen.append(Seat(name, kind, level, colour, where))
        chosen.sort(key=lambda s: s.colour)
        names = unique_names([s.name for s in chosen])
        for taken, name in zip(chosen, names, strict=True):
            taken.name = name
        return chosen

    def config(self, game: Game) -> tuple[GameConfig, list[Seat]]:
        """The game's setup (options that apply to this many players, seat colours)
        and the seats, in turn order; ValueError when a seat is on a phone and the game
        has no phone part."""
        options = {
            spec.key: self.option_value(spec)
            for spec in options_of(game)
            if spec.applies_to(self.players)
        }
        seats = self.seats_in_order(game)
        if any(seat.on_phone for seat in seats):
            try:
                phone_part(game)
            except PartError:
                raise ValueError(f"{game.title} cannot be played on a phone yet.") from None
        options["colours"] = [seat.colour for seat in seats]
        return GameConfig(self.players, options), seats
