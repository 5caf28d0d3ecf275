"""The phone page in a real browser (headless Chromium, Selenium): a Sorry! Revenge seat
joins by its link, sees its hand, plays a card by tapping it, sees the table move on,
and rejoins after a reload. Skipped only where Debian's chromium or chromium-driver is
not installed (the reason says what to install).
"""

from __future__ import annotations

import random
import re
import time
from collections import Counter
from typing import Any

import pytest
from phone_browser import Table, browser_paths, missing_reason, phone_browser, wait_for

from sorry_game.phones.seatview import phone_part, state_message

pytestmark = pytest.mark.skipif(browser_paths() is None, reason=missing_reason())


def tap_a_playable_card(web: Any, table: Table) -> None:
    """Tap a playable card, then a button while the card asks for more (four steps at
    most), until the table has the decision or the page offers a next step."""
    for _ in range(4):
        if table.applied:
            break
        playable = web.find_elements("css selector", "#hand .card.can")
        buttons = web.find_elements("css selector", "#options .option:not(.back)")
        (playable or buttons)[0].click()
        wait_for(
            lambda: (
                table.applied or web.find_elements("css selector", "#options .option, #tools .back")
            ),
            what="a decision sent or a next step",
        )


def texts(web: Any, css: str) -> list[str]:
    return [node.text.replace("\n", " ") for node in web.find_elements("css selector", css)]


def shown_public(web: Any) -> str:
    """The public line the page was sent (the status box shows it split: its first fact
    on a line, the others smaller under it)."""
    return str(web.find_element("id", "public").get_attribute("data-line"))


WORDS_PAST_THEIR_CARD = """
return Array.from(document.querySelectorAll("#hand .card .sub, #hand .card .face")).filter((node) => {
  const card = node.closest(".card").getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(node);
  return range.getBoundingClientRect().right > card.right + 0.5;
}).map((node) => node.textContent);
"""


def public_line(table: Table, seat: int) -> str:
    with table.lock:
        return str(phone_part(table.session.game).public(table.session.state.view(seat)))


def play_to_own_turn(table: Any, rng: random.Random, plays: int) -> Any:
    """Under the table's lock: `plays` random moves, then on until seat 0 decides
    between two or more choices; that state."""
    state = table.session.state
    for _ in range(plays):
        table.session.apply(rng.choice(state.legal_actions()))
        state = table.session.state
    while state.current_player() != 0 or len(state.legal_actions()) < 2:
        table.session.apply(rng.choice(state.legal_actions()))
        state = table.session.state
    return state


def open_own_turn(web: Any, table: Any) -> None:
    """Seat 0's page, opened and waited for until it says the turn is the seat's."""
    web.get(table.link(0))
    wait_for(
        lambda: "yours" in web.find_element("id", "turn").get_attribute("class"),
        what="the seat's turn on the page",
    )


def test_a_revenge_seat_plays_its_hand_from_a_browser_and_rejoins_after_a_reload(web: Any) -> None:
    rng = random.Random(3)
    with Table("revenge", 2, [0], seed=21) as table:
        table.play_for({1}, lambda state: rng.choice(state.legal_actions()))
        open_own_turn(web, table)
        # the seat's name and colour, in words as well as in the band's colour
        assert web.find_element("id", "seat-name").text == "Ana"
        assert web.find_element("id", "seat-colour").text == "You play Red"
        # the hand on the page is the view's hand, card for card
        with table.lock:
            hand = table.session.state.view(0).game.hand
            part = phone_part(table.session.game)
            faces = [card["text"] for card in part.private(table.session.state.view(0))["cards"]]
            before = len(table.session.actions)
        assert hand and len(faces) == len(hand)
        assert texts(web, "#hand .card .face") == faces
        ids = [
            node.get_attribute("data-id")
            for node in web.find_elements("css selector", "#hand .card")
        ]
        assert ids == [f"card:{code}" for code in hand]
        # the box's "Round 1 · Play goes counter-clockwise · 76 cards to draw" broken
        # only between its facts, no line ending with a dot
        assert len(web.find_elements("css selector", "#lines .fact")) >= 3
        assert web.execute_script(STATUS_LINES) == [], web.execute_script(STATUS_LINES)
        assert shown_public(web) == public_line(table, 0)
        # the hand in even rows: no card alone on a row of its own (five: three and two)
        rows = Counter(n.location["y"] for n in web.find_elements("css selector", "#hand .card"))
        assert len(hand) == 5 and sorted(rows.values()) == [2, 3], rows
        assert web.execute_script(SMALL_TARGETS) == []
        assert web.execute_script(OVERLAPS) == []
        # the table's rows name the other seat by its player, as the status line and the
        # log do ("Bo", not "Blue"), the seat's own row "You"
        assert texts(web, "#board .pile-seat .who-name") == ["You", "Bo"]
        # tap a playable card (and then a button, if the card asks for more)
        tap_a_playable_card(web, table)
        wait_for(lambda: table.applied, what="the session to apply the phone's decision")
        seat, action = table.applied[0]
        with table.lock:
            assert seat == 0 and table.session.actions[before] == action
        # the page shows the position after it: the public line of the table now
        wait_for(
            lambda: shown_public(web) == public_line(table, 0),
            what="the new public line on the page",
        )
        head = web.find_element("css selector", "#public .head").text
        waiting = "Bo (Blue) is playing" in head
        assert waiting or "yours" in web.find_element("id", "turn").get_attribute("class")
        if waiting:  # one line, marked in Bo's colour and shape; the turn said once
            mark = web.find_element("css selector", "#public .head .who-mark")
            assert "tone-blue" in mark.get_attribute("class").split()
            words = web.find_element("id", "public").text
            assert "Blue's turn" not in words and "Waiting" not in words, words
            assert not web.find_element("id", "prompt").text
        # the other seat plays on the table; a reload rejoins and shows the position now
        table.play_for({1}, lambda state: rng.choice(state.legal_actions()))
        joins = table.host.server.joins(0)
        web.refresh()
        wait_for(lambda: table.host.server.joins(0) > joins, what="a second join")
        wait_for(
            lambda: shown_public(web) == public_line(table, 0),
            what="the current position after the reload",
        )
        with table.lock:
            now = part.private(table.session.state.view(0))["cards"]
        assert len(texts(web, "#hand .card")) == len(now)


#: the page's words that run off the screen or over each other: every element holding
#: text of its own, as pairs that overlap (or one past the screen's edge)
OVERLAPS = """
const leaves = Array.from(document.querySelectorAll("#page *")).filter((node) =>
  !node.closest("svg") && !node.children.length && node.textContent.trim() &&
  node.getClientRects().length);
const boxes = leaves.map((node) => [node, node.getBoundingClientRect()]);
const out = [];
for (const [node, box] of boxes) {
  if (box.left < -0.5 || box.right > window.innerWidth + 0.5) out.push(node.textContent + " off");
}
for (let i = 0; i < boxes.length; i++) {
  for (let j = i + 1; j < boxes.length; j++) {
    const [a, p] = boxes[i], [b, q] = boxes[j];
    const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
    const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
    if (w > 1 && h > 1) out.push(a.textContent + " / " + b.textContent);
  }
}
return out;
"""


@pytest.mark.parametrize("width", [320, 390])
def test_nothing_runs_past_its_box_on_a_narrow_phone(width: int) -> None:
    """Sorry! Revenge's page on a 320 px phone and on the 390 px one: no words run off
    the screen or over other words (the total's "11 short of 21" ran under the top card
    at 320)."""
    web = phone_browser((width, 700))
    try:
        rng = random.Random(11)
        with Table("revenge", 2, [0], seed=11) as table:
            with table.lock:  # (a total of two figures, "11 short of 21", and a top card)
                state = table.session.state
                for _ in range(6):
                    table.session.apply(rng.choice(state.legal_actions()))
                    state = table.session.state
            table.play_for({1}, lambda state: rng.choice(state.legal_actions()))
            open_own_turn(web, table)
            assert "short of" in web.find_element("css selector", "#board .total-of").text
            assert web.execute_script(OVERLAPS) == []
            # a card's words inside its face ("block a SORRY!" wraps, never past the edge)
            assert web.execute_script(WORDS_PAST_THEIR_CARD) == []
    finally:
        web.quit()


def test_a_second_device_takes_the_seat_and_the_first_is_told(web: Any) -> None:
    with Table("revenge", 2, [0], seed=4) as table:
        web.get(table.link(0))
        wait_for(lambda: table.host.joined(0), what="the first join")
        other = phone_browser()
        try:
            other.get(table.link(0))
            wait_for(lambda: table.host.server.joins(0) == 2, what="the second join")
            wait_for(
                lambda: web.find_element("id", "curtain").is_displayed(),
                what="the first page's full-page message",
            )
            assert "another device" in web.find_element("id", "curtain-title").text
            wait_for(lambda: other.find_element("id", "public").text, what="the new page's state")
            assert not other.find_element("id", "curtain").is_displayed()
        finally:
            other.quit()


def test_a_dropped_socket_rejoins_by_itself_and_says_so_meanwhile(web: Any) -> None:
    """A phone that loses its connection (sleep, Wi-Fi) says "Reconnecting…" and
    rejoins its seat with the same link, without a reload."""
    with Table("revenge", 2, [0], seed=8) as table:
        web.get(table.link(0))
        wait_for(lambda: table.host.joined(0), what="the first join")
        wait_for(lambda: web.find_element("id", "public").text, what="the first state")
        server = table.host.server
        link = server.seats.socket(0)
        assert link is not None
        server._call(link.ws.close(code=1001))  # the network drops it: no bye, no error
        wait_for(lambda: server.joins(0) == 2, what="the page to rejoin by itself")
        wait_for(lambda: not web.find_element("id", "link").text, what="the status cleared")
        assert shown_public(web) == public_line(table, 0)
        assert not web.find_element("id", "curtain").is_displayed()


def test_a_seat_joined_by_typing_its_code_keeps_its_link_for_a_reload(web: Any) -> None:
    """The address without a token opens a form; a wrong code is said there, the code
    the table shows joins the seat, and the page keeps the seat's link (a reload
    rejoins the seat, the used code opens nothing more)."""
    with Table("revenge", 2, [0], seed=22) as table:
        web.get(table.host.address())
        form = wait_for(lambda: web.find_element("id", "pair").is_displayed(), what="the form")
        assert form
        # no seat yet: the band in the table's blue (#1d4669), not a grey that looked unset
        band = web.execute_script(
            "return getComputedStyle(document.getElementById('band')).backgroundColor"
        )
        assert band == "rgb(29, 70, 105)", band
        field = web.find_element("id", "pair-code")
        field.send_keys("ABCD-EFGH")
        web.find_element("css selector", "#pair button").click()
        wait_for(
            lambda: "not right" in web.find_element("id", "pair-error").text,
            what="the wrong code said",
        )
        code = table.host.code(0)
        field = web.find_element("id", "pair-code")
        field.clear()
        field.send_keys(code.lower()[:4] + "-" + code.lower()[4:])
        web.find_element("css selector", "#pair button").click()
        wait_for(lambda: web.find_element("id", "seat-name").text == "Ana", what="the seat")
        assert not web.find_element("id", "pair").is_displayed()
        token = table.link(0).split("#", 1)[1]
        assert web.execute_script("return location.hash.slice(1)") == token
        assert table.host.code(0) != code  # used: the table shows a new one
        web.refresh()
        wait_for(lambda: web.find_element("id", "seat-name").text == "Ana", what="the rejoin")
        assert table.host.server.joins(0) == 2


VIOLATIONS = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__violations.push(e.violatedDirective + " " + e.blockedURI);
});
try { new WebSocket(arguments[0]); } catch (e) { window.__violations.push("thrown " + e.name); }
"""


def test_the_pages_policy_lets_it_open_its_own_socket_and_no_other(web: Any) -> None:
    """The page joins over its own socket; a socket to any other address (here
    127.0.0.2, this machine by another name) is blocked by the page's policy."""
    with Table("revenge", 2, [0], seed=5) as table:
        web.get(table.link(0))
        wait_for(lambda: table.host.joined(0), what="the page's own socket")
        elsewhere = f"ws://127.0.0.2:{table.host.server.port}/ws"
        web.execute_script(VIOLATIONS, elsewhere)
        found = wait_for(lambda: web.execute_script("return window.__violations"), what="the block")
        assert any(v.startswith("connect-src") for v in found), found
        assert not web.find_element("id", "curtain").is_displayed()


def test_self_alone_covers_the_pages_own_socket_in_chromium(web: Any, monkeypatch) -> None:
    """`connect-src 'self'` alone lets current Chromium open the page's own ws://
    socket (the policy writes the address too, for older browsers)."""
    from sorry_game.phones import server

    monkeypatch.setattr(server, "PAGE_POLICY", "default-src 'self'; connect-src 'self'")
    with Table("revenge", 2, [0], seed=6) as table:
        web.get(table.link(0))
        wait_for(lambda: table.host.joined(0), what="a join with 'self' alone")
        elsewhere = f"ws://127.0.0.2:{table.host.server.port}/ws"
        web.execute_script(VIOLATIONS, elsewhere)
        found = wait_for(lambda: web.execute_script("return window.__violations"), what="the block")
        assert any(v.startswith("connect-src") for v in found), found


ABOVE_BOARD_ON_SCREEN = """
const box = document.getElementById("options").getBoundingClientRect();
const board = document.getElementById("board").getBoundingClientRect();
return box.height > 0 && box.bottom <= board.top && box.bottom <= window.innerHeight;
"""


def test_a_sorry_seat_sees_the_board_and_moves_a_pawn_by_taps_on_it(web: Any) -> None:
    """The Sorry! board is drawn (every pawn in play a numbered disc where the message
    puts it); tapping a highlighted pawn or START on it picks it and marks the squares
    it may go to with their labels; tapping a mark plays that move."""
    rng = random.Random(2)
    with Table("classic", 2, [0], seed=7) as table:
        with table.lock:
            state = play_to_own_turn(table, rng, 10)  # a few moves, so pawns are out on the track
            msg = state_message(table.session.game, state, 0, ["Ana", "Bo"], 0)
        open_own_turn(web, table)
        # the turn is said once: "Your turn" on the public line, not again by the prompt
        words = " ".join(texts(web, "#public, #turn, #options")).lower()
        assert words.count("turn") == 1 and "your turn" in words, words
        board = msg["board"]
        drawn = web.find_elements("css selector", "#board svg.track .pawn")
        assert sorted(node.get_attribute("data-spot") for node in drawn) == sorted(
            pawn["id"] for pawn in board["pawns"]
        )
        assert sorted(node.text for node in drawn) == sorted(str(p["n"]) for p in board["pawns"])
        assert len(web.find_elements("css selector", "#board .track .sq")) == board["squares"]
        # what the page lights is what the first step offers, by its spot
        first = {step["spot"] for pick in msg["picks"] for step in pick["steps"][:1]}
        lit = web.find_elements("css selector", "#board .track .can")
        assert lit and {node.get_attribute("data-spot") for node in lit} <= first
        origin = lit[0].get_attribute("data-spot")
        lit[0].click()
        wait_for(
            lambda: table.applied or web.find_elements("css selector", "#board .mark"),
            what="the squares the tapped pawn may go to",
        )
        if not table.applied:
            marks = web.find_elements("css selector", "#board .mark")
            ends = {
                pick["steps"][1]["spot"]
                for pick in msg["picks"]
                if pick["steps"][0]["spot"] == origin and len(pick["steps"]) > 1
            }
            assert {m.get_attribute("data-spot") for m in marks} == ends
            assert (
                web.find_elements("css selector", "#board .chosen")[0].get_attribute("data-spot")
                == origin
            )
            # the choices sit right under the prompt, above the board, on the screen; the
            # pawns not picked are no longer offered
            assert web.execute_script(ABOVE_BOARD_ON_SCREEN), "the choices under the board"
            assert web.execute_script(SMALL_TARGETS) == []  # the marks, the buttons, Back
            assert not [
                c
                for c in web.find_elements("css selector", "#chips .chip")
                if c.is_displayed()
                and "chosen" not in c.get_attribute("class")
                and "can" not in c.get_attribute("class")
            ]
            spot = marks[0].get_attribute("data-spot")
            # its button lights the mark while focused (or hovered)
            button = web.find_element("css selector", f'#options .option[data-spot="{spot}"]')
            web.execute_script("arguments[0].focus()", button)
            assert "hot" in marks[0].get_attribute("class")
            web.execute_script("arguments[0].blur()", button)
            assert "hot" not in marks[0].get_attribute("class")
            marks[0].find_element("css selector", ".mark-ring").click()
            wanted = [
                pick
                for pick in msg["picks"]
                if [s["spot"] for s in pick["steps"][:2]] == [origin, spot]
            ]
            if all(len(pick["steps"]) > 2 for pick in wanted):  # a split 7's second pawn
                more = "#board .track .can, #options .option:not(.back)"
                wait_for(lambda: web.find_elements("css selector", more), what="the split's pawn")
                web.find_elements("css selector", more)[0].click()
            wait_for(lambda: table.applied, what="the move tapped on the board to be played")
            assert table.applied[0][1] in {pick["action"] for pick in wanted}
        else:
            assert all(
                len(pick["steps"]) == 1
                for pick in msg["picks"]
                if pick["steps"][0]["spot"] == origin
            )
        assert table.applied[0][0] == 0


#: every control a finger taps, outside the King grid (a 10x10 board on a phone's width):
#: the ones smaller than 44 px across, as "class WxH"
SMALL_TARGETS = """
const taps = "#page button:not(.cell):not([disabled]), #board .track .can .hit, #board .mark .hit";
return Array.from(document.querySelectorAll(taps)).filter((node) => {
  const box = node.getBoundingClientRect();
  return box.width > 0 && (box.width < 43.5 || box.height < 43.5);
}).map((node) => {
  const box = node.getBoundingClientRect();
  return (node.getAttribute("class") || node.tagName) + " " + Math.round(box.width) + "x" + Math.round(box.height);
});
"""

PAWN_BODIES = """
return Array.from(document.querySelectorAll("#board svg.track .pawn")).map((pawn) => {
  const body = pawn.querySelector(".disc");
  const pts = (body.getAttribute("points") || "").trim().split(/\\s+/).filter(Boolean);
  const corner = pts.some((p) => Number(p.split(",")[0]) === 0) ? "point" : "flat";
  const tone = Array.from(pawn.classList).find((c) => c.startsWith("t-"));
  return [tone, body.tagName, pts.length, corner];
});
"""


#: each pawn's numeral in screen pixels, and whether its body shares its START's fill
PAWN_LOOKS = """
const scale = document.querySelector("#board svg.track").getScreenCTM().a;
return Array.from(document.querySelectorAll("#board svg.track .pawn")).map((pawn) => {
  const digit = pawn.querySelector(".digit");
  const body = getComputedStyle(pawn.querySelector(".disc"));
  const tone = Array.from(pawn.classList).find((c) => c.startsWith("t-"));
  const start = document.querySelector("#board svg.track .start." + tone);
  const same = start ? getComputedStyle(start).fill === body.fill : false;
  return [parseFloat(getComputedStyle(digit).fontSize) * scale, parseFloat(body.strokeWidth) * scale, same];
});
"""


def shape_of(tag: str, corners: int, top: str) -> str:
    if tag == "circle":
        return "circle"
    return {3: "triangle", 4: "diamond" if top == "point" else "square"}.get(corners, "?")


def test_sorry_pawns_carry_their_colours_shape_and_the_card_drawn_is_beside_the_prompt(
    web: Any,
) -> None:
    """Sorry!: each pawn's body is its colour's shape mark, as the window's pawns carry
    it (red circle, blue square, yellow triangle, green diamond): told apart in
    greyscale. The card drawn is beside the prompt, what it does under it, and not said
    again by the public line or under the board."""
    from sorry_game.games.board.cards import CARD_SHORT, card_label

    rng = random.Random(7)
    with Table("classic", 4, [0], seed=7) as table:
        with table.lock:
            state = play_to_own_turn(table, rng, 12)
            card = state.view(0).game.card
        open_own_turn(web, table)
        bodies = web.execute_script(PAWN_BODIES)
        shapes = {tone: shape_of(tag, n, top) for tone, tag, n, top in bodies}
        assert len(bodies) == 16 and len(shapes) == 4, bodies
        # numerals a phone reads (they were 9-10 px), a dark outline round each body,
        # and START a dark disc: a yellow pawn on its own START no longer vanishes
        for size, outline, same in web.execute_script(PAWN_LOOKS):
            assert size >= 11.5 and outline >= 2 and not same, (size, outline, same)
        assert shapes == {
            "t-red": "circle",
            "t-blue": "square",
            "t-yellow": "triangle",
            "t-green": "diamond",
        }, bodies
        assert card is not None
        assert texts(web, "#turn #playing .card .face") == [card_label(card)]
        assert web.find_element("id", "playing-sub").text == CARD_SHORT[card]
        assert not web.find_elements("css selector", "#hand .card")
        assert web.find_element("id", "public").text == "Your turn"
        # a finger's size: the pawns it may move, START, the chips
        assert web.find_elements("css selector", "#board .track .can .hit")
        assert web.execute_script(SMALL_TARGETS) == []
        assert web.execute_script(OVERLAPS) == []


#: the drawn Sorry! board's faults, in its own units: a pawn on the track off its
#: square's centre or past its square, a pawn in START/HOME past its circle's rim, over
#: the circle's word or over another pawn there
PAWN_PLACES = """
const svg = document.querySelector("#board svg.track");
const centre = (node) => {
  const box = node.getBBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
};
const where = (pawn) => /translate\\(([-\\d.]+) ([-\\d.]+)\\)/.exec(pawn.getAttribute("transform")).slice(1).map(Number);
const squares = Array.from(svg.querySelectorAll(".sq")).map((sq) => [sq, centre(sq), sq.getBBox()]);
const circles = Array.from(svg.querySelectorAll("circle.start, circle.home"));
const words = Array.from(svg.querySelectorAll("text.word")).map((w) => w.getBBox());
const bad = [];
const boxes = [];
for (const pawn of svg.querySelectorAll(".pawn")) {
  const [x, y] = where(pawn);
  const body = pawn.querySelector(".disc").getBBox();
  const box = { x: x + body.x, y: y + body.y, w: body.width, h: body.height, id: pawn.dataset.spot };
  const ring = circles.find((c) => Math.hypot(c.cx.baseVal.value - x, c.cy.baseVal.value - y) < c.r.baseVal.value);
  if (!ring) {
    const [sq, c] = squares.reduce((a, b) => Math.hypot(a[1][0] - x, a[1][1] - y) <= Math.hypot(b[1][0] - x, b[1][1] - y) ? a : b);
    const off = Math.hypot(c[0] - x, c[1] - y);
    const side = Math.hypot(...[0, 1].map((k) => Number(sq.getAttribute("points").split(" ")[0].split(",")[k]) - Number(sq.getAttribute("points").split(" ")[1].split(",")[k])));
    if (off > 0.1 || Math.max(box.w, box.h) > side * 1.15) bad.push([box.id, "track", off, box.w, side]);
    continue;
  }
  const cx = ring.cx.baseVal.value, cy = ring.cy.baseVal.value, r = ring.r.baseVal.value;
  const pts = pawn.querySelector("polygon.disc")
    ? pawn.querySelector("polygon.disc").getAttribute("points").trim().split(/\\s+/).map((p) => p.split(",").map(Number))
    : Array.from({ length: 16 }, (_, k) => [body.width / 2 * Math.cos(k * Math.PI / 8), body.width / 2 * Math.sin(k * Math.PI / 8)]);
  if (pts.some(([a, b]) => Math.hypot(x + a - cx, y + b - cy) > r)) bad.push([box.id, "rim"]);
  const word = words.find((w) => Math.abs(w.x + w.width / 2 - cx) < 0.5 && w.y > cy && w.y < cy + r);
  if (word && box.y + box.h > word.y + word.height * 0.25) bad.push([box.id, "word", box.y + box.h, word.y]);
  for (const other of boxes) {
    if (box.x < other.x + other.w && other.x < box.x + box.w && box.y < other.y + other.h && other.y < box.y + box.h) bad.push([box.id, other.id]);
  }
  boxes.push(box);
}
return bad;
"""


def test_sorry_pawns_stand_on_their_squares_and_inside_their_circles(web: Any) -> None:
    """The drawn Sorry! board: a pawn on the track is centred on its square and no wider
    than it; four pawns in a START or HOME stand two by two inside its rim, clear of
    each other and of the circle's word (they overlapped, hung over the rim, hid START)."""
    rng = random.Random(7)
    with Table("classic", 4, [0], seed=7) as table:
        with table.lock:
            play_to_own_turn(table, rng, 40)
        open_own_turn(web, table)
        places = web.execute_script(
            "return Array.from(document.querySelectorAll('#board svg.track .pawn'))"
            ".map((p) => p.getAttribute('transform'))"
        )
        assert len(places) == 16
        assert web.execute_script(PAWN_PLACES) == []


def test_a_sorry_pawn_picked_shows_its_move_once_and_the_card_no_more(web: Any) -> None:
    """Sorry!: once a pawn is picked the card's whole reach ("Out of START, or 1
    forward") is no longer said under the prompt; a move the board marks is one small
    quiet button (not a full-width orange one) and its mark, with no label beside the
    mark when it is the only one (the move was shown three times)."""
    rng = random.Random(7)
    with Table("classic", 4, [0], seed=7) as table:
        with table.lock:
            play_to_own_turn(table, rng, 12)
        open_own_turn(web, table)
        assert web.find_element("id", "playing-sub").text  # the card's reach, first
        web.find_elements("css selector", ".track .pawn.can")[0].click()
        marks = wait_for(
            lambda: web.find_elements("css selector", "#board .mark"), what="the pawn's squares"
        )
        assert web.find_element("id", "playing-sub").text == ""
        buttons = web.find_elements("css selector", "#options .option")
        spots = {m.get_attribute("data-spot") for m in marks}
        page = web.find_element("id", "page").size["width"]
        fill = "return getComputedStyle(arguments[0]).backgroundColor"
        orange = web.execute_script(
            "const b = document.createElement('button'); b.className = 'option';"
            "document.body.appendChild(b); const c = getComputedStyle(b).backgroundColor;"
            "b.remove(); return c;"
        )
        for button in buttons:
            if button.get_attribute("data-spot") in spots:
                assert "marked" in button.get_attribute("class").split()
                assert button.size["width"] < page * 0.5, button.size
                assert web.execute_script(fill, button) != orange
        labels = web.find_elements("css selector", "#board .mark .mark-label")
        assert len(labels) == (0 if len(marks) == 1 else len(marks))
        assert web.execute_script(SMALL_TARGETS) == []


ON_SCREEN = "return arguments[0].getBoundingClientRect().bottom <= window.innerHeight"


def test_a_sorry_hand_of_five_stands_in_one_row_and_the_pawns_stay_on_screen(web: Any) -> None:
    """Sorry! with a hand of five: under the drawn board the five cards stand in one
    row (faces only), so once a card is picked the pawn to move is still on the screen."""
    rng = random.Random(4)
    with Table("classic", 4, [0], seed=4, hand=True, partners=True) as table:
        with table.lock:
            play_to_own_turn(table, rng, 14)
        open_own_turn(web, table)
        cards = web.find_elements("css selector", "#hand .card")
        assert len(cards) == 5 and len({card.location["y"] for card in cards}) == 1
        assert web.execute_script(SMALL_TARGETS) == []
        web.find_elements("css selector", "#hand .card.can")[0].click()
        chip = wait_for(
            lambda: web.find_elements("css selector", "#chips .chip.can"), what="the pawns"
        )[0]
        assert web.execute_script(ON_SCREEN, chip), chip.location


MARK_SIZE = """
const cell = arguments[0].getBoundingClientRect();
const mark = getComputedStyle(arguments[0], "::after");
return [parseFloat(mark.width) / cell.width, parseFloat(mark.borderTopWidth) || 0];
"""


#: each file letter and rank number of the King board: (its text, the 8x8 squares it
#: overlaps, whether it lies inside the board's box)
COORDS = """
const box = document.getElementById("board").getBoundingClientRect();
const squares = Array.from(document.querySelectorAll("#board .cell"))
  .filter((c) => !c.className.includes("shade-ring") && !c.className.includes("shade-red"))
  .map((c) => c.getBoundingClientRect());
return Array.from(document.querySelectorAll("#board .coord")).map((node) => {
  const r = node.getBoundingClientRect();
  const hits = squares.filter((q) => r.left < q.right - 0.5 && q.left < r.right - 0.5 &&
    r.top < q.bottom - 0.5 && q.top < r.bottom - 0.5).length;
  return [node.textContent, hits, r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom];
});
"""


def test_king_files_and_ranks_stand_outside_the_squares(web: Any) -> None:
    """King: the file letters and rank numbers are drawn in the ring's margin, outside
    the 8x8 squares (they sat under the a1 rook and the king, and a target covered
    one), each still on the board."""
    rng = random.Random(5)
    with Table("king", 2, [0], seed=5) as table:
        with table.lock:
            play_to_own_turn(table, rng, 8)
        open_own_turn(web, table)
        web.find_elements("css selector", "#board .cell.can")[0].click()
        wait_for(lambda: web.find_elements("css selector", "#board .chosen"), what="a piece")
        coords = web.execute_script(COORDS)
        assert sorted(text for text, _h, _in in coords) == sorted("abcdefgh12345678")
        assert [c for c in coords if c[1] or not c[2]] == []


def test_a_king_piece_picked_looks_unlike_the_last_moves_squares(web: Any) -> None:
    """Sorry, King!: the piece tapped is not drawn in the last move's colour, and the
    squares it may go to are marked."""
    rng = random.Random(5)
    with Table("king", 2, [0], seed=5) as table:
        with table.lock:
            play_to_own_turn(table, rng, 8)
        open_own_turn(web, table)
        last = web.find_elements("css selector", "#board .cell.mark-last")
        assert last, "no last move drawn"
        assert web.find_element("id", "public").text == "Your turn"  # said once, here
        # a piece that may move: a small dot in its square's corner, no ring round it
        movable = web.find_elements("css selector", "#board .cell.can.has-piece")
        assert movable
        for cell in movable:
            share, ring = web.execute_script(MARK_SIZE, cell)
            assert share < 0.34 and ring == 0, (share, ring)
        web.find_elements("css selector", "#board .cell.can")[0].click()
        chosen = wait_for(
            lambda: web.find_elements("css selector", "#board .cell.chosen"), what="the pick"
        )
        colour = "return getComputedStyle(arguments[0]).backgroundColor"
        last = web.find_elements("css selector", "#board .cell.mark-last:not(.chosen)")
        assert last
        picked, moved = (
            [int(v) for v in re.findall(r"\d+", web.execute_script(colour, node))[:3]]
            for node in (chosen[0], last[0])
        )
        assert sum(abs(a - b) for a, b in zip(picked, moved, strict=True)) > 150, (picked, moved)
        assert web.find_elements("css selector", "#board .cell.can")
        # a square it may go to: a ring (a target), unlike the corner dot of a piece
        # that may move (the same orange dot said both)
        for cell in web.find_elements("css selector", "#board .cell.can:not(.has-piece)"):
            share, ring = web.execute_script(MARK_SIZE, cell)
            assert ring >= 3, (share, ring)
        # the files and ranks along the board's edges, as the log names squares
        assert texts(web, "#board .coord.file") == list("abcdefgh")
        assert texts(web, "#board .coord.rank") == list("87654321")
        # the last move near the top, under the status, said once: the log goes on with
        # the moves before it
        latest = re.sub(r"[\s·]+", " ", web.find_element("id", "last").text)
        logged = [re.sub(r"[\s·]+", " ", text) for text in texts(web, "#log li")]
        assert latest.strip() and latest not in logged, (latest, logged)
        # Back beside the last move, where Take back stands: no row of its own above the
        # board
        assert web.find_elements("css selector", "#tools .back")
        assert not web.find_element("id", "options").size["height"]


def test_a_waiting_sorry_seat_sees_the_board_not_its_pawns_again_as_chips(web: Any) -> None:
    """While another seat decides, the pawns are on the board only: the chips (the
    pawns as choices) come back on the seat's own turn. The last move is said once,
    under the status, not again as the Moves panel's first line."""
    with Table("classic", 2, [0], seed=7) as table:
        with table.lock:
            state = table.session.state
            while state.current_player() != 1:
                table.session.apply(state.legal_actions()[0])
                state = table.session.state
        web.get(table.link(0))
        wait_for(
            lambda: "waiting" in web.find_element("id", "turn").get_attribute("class"),
            what="the seat waiting on the page",
        )
        assert web.find_elements("css selector", "#board .track .pawn")
        assert not web.find_elements("css selector", "#chips .chip")
        latest = web.find_element("id", "last").text
        assert latest and latest not in texts(web, "#log li"), latest
        table.play_for({1}, lambda state: state.legal_actions()[0])
        wait_for(lambda: web.find_elements("css selector", "#chips .chip"), what="the chips back")


def test_the_end_says_who_won_once_and_offers_nothing(web: Any) -> None:
    """A finished game: one result panel says who won from the seat's side (said once;
    no "Game over" box above it), and no pawn is offered as a choice any more."""
    rng = random.Random(7)
    with Table("classic", 2, [0], seed=7) as table:
        with table.lock:
            state = table.session.state
            while not state.is_over():
                table.session.apply(rng.choice(state.legal_actions()))
                state = table.session.state
            won = state.view(0).outcome.winners
            keys = [table.session.game.colours[c].key for c in state.view(0).colours]
        web.get(table.link(0))
        wait_for(lambda: shown_public(web) == "Game over", what="the end")
        prompt = web.find_element("id", "prompt").text
        assert prompt.startswith("You win: " if 0 in won else "Bo wins: "), prompt
        assert not web.find_element("id", "public").is_displayed()  # (the panel says it)
        words = " ".join(texts(web, "#public, #turn, #lines, #log")).lower()
        assert "game over" not in words and "the game is over" not in words, words
        assert not web.find_elements("css selector", "#chips .chip, #options button, #tools button")
        # one result panel in the winner's colour and mark, and what comes next; the
        # mid-game boxes (the hand, cards left to draw) are gone
        winner = keys[won[0]] if len(won) == 1 else None
        panel = web.find_element("id", "turn").get_attribute("class").split()
        assert "over" in panel and f"tone-{winner}" in panel, panel
        assert web.find_elements("css selector", f"#prompt .who-mark.tone-{winner}")
        assert "new game starts at the table" in web.find_element("id", "playing-sub").text
        assert not texts(web, "#lines li") and not texts(web, "#hand .card")
        # a finished end of its own: every seat's place in the panel, the winner first,
        # the seat's own row as "You"; who won is not said again in the log
        rows = texts(web, "#standings li")
        assert len(rows) == 2 and rows[0].startswith("1st") and rows[1].startswith("2nd"), rows
        first = "You" if won[0] == 0 else "Bo"
        # (what the counts count said once, by the headline: "all four pawns reached HOME")
        assert rows[0].split()[1] == first and rows[0].endswith(" 4/4"), rows
        assert "HOME" in prompt and not any("HOME" in row for row in rows), rows
        assert ("You" if won[0] != 0 else "Bo") in rows[1].split(), rows
        assert web.find_elements("css selector", f"#standings li .who-mark.tone-{winner}")
        told = texts(web, "#log li, #last")
        assert not any(" win" in line for line in told), told
        # the table leaves the game: the phone keeps its end, the goodbye a line above it
        table.host.stop()
        closed = "The game on the table has closed."
        wait_for(lambda: web.find_element("id", "link").text == closed, what="the goodbye")
        assert not web.find_element("id", "curtain").is_displayed()
        assert texts(web, "#standings li") == rows


#: the status box's head and the short facts (of the status box, the box's lines, the
#: log) that break over two lines, or whose dot shows at a line's start (a fact's dot
#: sits in the gap before it, cut off at a line's start): each as its text
STATUS_LINES = """
const out = [];
for (const node of document.querySelectorAll("#public .head, .fact:not(.long)")) {
  const box = node.parentNode.getBoundingClientRect();
  const lines = node.getClientRects().length > 1 || node.getBoundingClientRect().height
    > parseFloat(getComputedStyle(node).fontSize) * 1.6;
  if (lines) out.push("two lines: " + node.textContent);
  const dot = node.querySelector(".sep");
  const start = node.getBoundingClientRect().left <= box.left + 2; // a line's first fact
  if (dot && start && dot.getBoundingClientRect().left >= box.left - 1) out.push("dot shown: " + node.textContent);
}
return out;
"""


def test_partners_win_together_in_one_panel_with_a_mark_for_each(web: Any) -> None:
    """Sorry! with partners (C-15): the end's panel names both winners, a mark in each
    one's colour, in the colour of the one named first (the seat itself when it won)."""
    rng = random.Random(5)
    with Table("classic", 4, [0], seed=5, partners=True) as table:
        with table.lock:
            state = table.session.state
            while not state.is_over():
                table.session.apply(rng.choice(state.legal_actions()))
                state = table.session.state
            won = sorted(state.view(0).outcome.winners, key=lambda s: s != 0)
            keys = [table.session.game.colours[c].key for c in state.view(0).colours]
        web.get(table.link(0))
        wait_for(lambda: shown_public(web) == "Game over", what="the end")
        assert len(won) == 2, won
        marks = web.find_elements("css selector", "#prompt .who-mark")
        assert [m.get_attribute("class").split()[-1] for m in marks] == [
            f"tone-{keys[s]}" for s in won
        ]
        assert f"tone-{keys[won[0]]}" in web.find_element("id", "turn").get_attribute("class")


TAKE_BACK_BESIDE_THE_LAST_MOVE = """
const undo = document.querySelector("#tools .undo").getBoundingClientRect();
const line = document.getElementById("last").getBoundingClientRect();
const status = document.getElementById("public").getBoundingClientRect();
const mid = (line.top + line.bottom) / 2;
return undo.left >= line.right && mid > undo.top && mid < undo.bottom && undo.top >= status.bottom;
"""


HAND_IN_VIEW = """
const hand = document.getElementById("hand").getBoundingClientRect();
const board = document.getElementById("board").getBoundingClientRect();
const cards = document.querySelectorAll("#hand .card").length;
return [cards, Math.round(hand.top), Math.round(hand.bottom), window.innerHeight, hand.bottom <= board.top];
"""


def test_a_president_hand_stays_in_view_on_the_seats_own_turns(web: Any) -> None:
    """Sorry My Ass! at 390x844: on each of the seat's own turns its whole hand is on the
    screen without a scroll: above the board when its cards are the decision, small
    under the pawns to choose from while its played card moves them (a hand of ten to
    twelve ran off the bottom)."""
    rng = random.Random(3)
    with Table("president", 4, [0], seed=3) as table:
        web.get(table.link(0))
        seen = []
        for _ in range(10):
            with table.lock:
                state = table.session.state
                while state.current_player() != 0:
                    table.session.apply(rng.choice(state.legal_actions()))
                    state = table.session.state
                legal = state.legal_actions()
                msg = state_message(table.session.game, state, 0, ["Ana", "Bo", "Cy", "Di"], 0)
                cards = len(msg["private"]["cards"])
            wait_for(
                lambda c=cards: (
                    web.execute_script(HAND_IN_VIEW)[0] == c
                    and "yours" in web.find_element("id", "turn").get_attribute("class")
                ),
                what="the seat's turn with its hand",
            )
            time.sleep(0.2)  # the page's last paint of this moment
            count, top, bottom, height, above = web.execute_script(HAND_IN_VIEW)
            playable = bool(web.find_elements("css selector", "#hand .card.can"))
            assert bottom <= height, (count, top, bottom, playable)
            assert above == playable, (count, top, bottom, playable)
            seen.append(playable)
            with table.lock:
                table.session.apply(rng.choice(legal))
        assert True in seen and False in seen


def test_a_president_seat_sees_the_card_it_moves_by_and_a_small_take_back(web: Any) -> None:
    """Sorry My Ass!: while the seat moves pawns by its played card, that card is shown
    beside the prompt; "Take back my last move" is a control beside the last move
    line (it sat alone on a row of its own), a finger's size; the public line breaks
    after its separators, never before one."""
    from sorry_game.games.board.cards import card_label

    rng = random.Random(3)
    with Table("president", 4, [0], seed=3) as table:
        with table.lock:
            state = play_to_own_turn(table, rng, 9)
            moving = state.view(0).game.moving
        assert moving is not None and moving.player == 0
        open_own_turn(web, table)
        assert texts(web, "#turn #playing .card .face") == [card_label(moving.card)]
        undo = web.find_element("css selector", "#tools .undo")
        page = web.find_element("id", "page").size["width"]
        assert 44 <= undo.size["height"] < 60 and undo.size["width"] < page * 0.4, undo.size
        # drawn as Back is (filled): an outline looked disabled
        fill = "return getComputedStyle(arguments[0]).backgroundColor"
        assert "back" in undo.get_attribute("class").split()
        assert web.execute_script(fill, undo) not in ("rgba(0, 0, 0, 0)", "transparent")
        assert web.execute_script(TAKE_BACK_BESIDE_THE_LAST_MOVE), "Take back on a row alone"
        assert web.execute_script(SMALL_TARGETS) == []
        assert web.execute_script(OVERLAPS) == []
        # the pawns to choose from come before the hand that cannot be played now
        chips = web.find_element("css selector", "#chips .chip.can").location["y"]
        hand = web.find_element("css selector", "#hand.compact .card").location["y"]
        assert chips < hand, (chips, hand)
        assert not web.find_elements("css selector", "#options .undo")
        # whose turn on one line, the other facts on a smaller line under it, each fact
        # whole (never "Round 1 ·" ending a line)
        assert web.execute_script(STATUS_LINES) == [], web.execute_script(STATUS_LINES)
        head = web.find_element("css selector", "#public .head").text
        facts = texts(web, "#public .fact")
        assert head == "Your turn" and len(facts) >= 2, (head, facts)
        # the seat's colour is the band's: the line says what is left, not "Red moves"
        words = " ".join(facts).replace("\u00a0", " ")
        assert "moves pawns" not in words and "cards to go" in words, words
        # the small hand's "SORRY!" faces as large as their cards allow (8 px before),
        # inside their cards
        sizes = web.execute_script(LONG_FACES)
        assert sizes and min(sizes) >= 11, sizes
        assert web.execute_script(WORDS_PAST_THEIR_CARD) == []


#: the font sizes (px) of the small hand's long faces ("SORRY!")
LONG_FACES = """
return Array.from(document.querySelectorAll("#hand.compact .card .face.long"))
  .map((node) => parseFloat(getComputedStyle(node).fontSize));
"""


@pytest.mark.parametrize(
    "bad",
    [
        {"kind": "track", "squares": "many", "lanes": [None, 5], "pawns": "x", "slides": [None]},
        {"kind": "pile", "total": "lots", "seats": [None, {"pawns": 7}], "top": 3},
        {"kind": "__proto__"},
        {"kind": "grid", "cells": [None, {"id": 1, "shade": "a b", "mark": {}}], "cols": -4},
        "not a board",
    ],
    ids=["track", "pile", "proto", "grid", "text"],
)
def test_a_malformed_board_never_breaks_the_page(
    web: Any, monkeypatch: pytest.MonkeyPatch, bad: Any
) -> None:
    """Bad network data: whatever the message's board holds, the page still shows the
    hand and a tap on a card still plays."""
    import sorry_game.games.revenge.phone as revenge_phone

    monkeypatch.setattr(revenge_phone, "board", lambda view: bad)
    with Table("revenge", 2, [0], seed=21) as table:
        table.play_for({1}, lambda state: state.legal_actions()[0])
        open_own_turn(web, table)
        assert web.find_elements("css selector", "#hand .card")
        # everything drawn after the board is there: the cards, the box, the log
        assert web.find_elements("css selector", "#lines li")
        tap_a_playable_card(web, table)
        wait_for(lambda: table.applied, what="the tapped card played")
        assert not web.find_elements("css selector", "#board .pile-seat .pawn-card.home")


#: the small hand's rows: how many cards stand on each (by their tops), or the first
#: card too narrow for its face
HAND_ROWS = """
const rows = new Map();
for (const card of document.querySelectorAll("#hand.compact .card")) {
  const box = card.getBoundingClientRect();
  if (box.width < 44) return "a card " + Math.round(box.width) + " px wide"; // (its face cut)
  const top = Math.round(box.top);
  rows.set(top, (rows.get(top) || 0) + 1);
}
return Array.from(rows.entries()).sort((a, b) => a[0] - b[0]).map((row) => row[1]);
"""


def test_a_small_hand_stands_in_even_rows_never_one_card_alone(web: Any) -> None:
    """Sorry My Ass! while another seat plays: the seat's hand of eight sits small under
    the board in two rows of four (it stood seven and one, the last card alone), and
    the box's counts stay beside their seats."""
    rng = random.Random(3)
    with Table("president", 4, [0], seed=3) as table:
        with table.lock:
            state = table.session.state
            for _ in range(9):
                table.session.apply(rng.choice(state.legal_actions()))
                state = table.session.state
            while state.current_player() == 0:
                table.session.apply(rng.choice(state.legal_actions()))
                state = table.session.state
            cards = len(state.view(0).game.hand)
        assert cards == 8, cards
        web.get(table.link(0))
        wait_for(lambda: web.execute_script(HAND_ROWS), what="the small hand")
        assert web.execute_script(HAND_ROWS) == [4, 4]
        # the box's "Cards in hand: Red 8, Blue 12, Yellow 12, Green 10" never breaks
        # between a seat and its count ("Yellow" ended a line, "12" began the next)
        lines = web.execute_script(
            'return Array.from(document.querySelectorAll("#lines li"), (li) => li.textContent);'
        )
        assert any("Cards in hand" in line for line in lines), lines
        assert not any(re.search(r"[A-Za-z] \d", line) for line in lines), lines


#: each final place's row: its text and whether it holds one line
STANDING_LINES = """
return Array.from(document.querySelectorAll("#standings li")).map((row) => {
  const one = (node) => node.getBoundingClientRect().height < parseFloat(getComputedStyle(node).fontSize) * 2;
  const who = row.querySelector(".who");
  const cut = who.scrollWidth > who.clientWidth + 1; // (a name cut short)
  return [row.textContent, one(who) && one(row.querySelector(".progress")) && !cut];
});
"""


@pytest.mark.parametrize("width", [320, 390])
def test_the_end_places_hold_one_line_each_on_a_narrow_phone(width: int) -> None:
    """Sorry! of four at its end on a 320 px phone and the 390 px one: every seat's
    place, mark, name and progress on one line, no words over others or off the
    screen."""
    web = phone_browser((width, 844))
    try:
        rng = random.Random(4)
        with Table("classic", 4, [0], seed=4) as table:
            with table.lock:
                state = table.session.state
                while not state.is_over():
                    table.session.apply(rng.choice(state.legal_actions()))
                    state = table.session.state
            web.get(table.link(0))
            wait_for(lambda: len(texts(web, "#standings li")) == 4, what="the final places")
            rows = web.execute_script(STANDING_LINES)
            assert all(one for _text, one in rows), rows
            assert web.execute_script(OVERLAPS) == []
    finally:
        web.quit()


#: where a refusal is said: its words, its box's bottom, the window's height and the
#: board's top
ERROR_IN_VIEW = """
const error = document.getElementById("error").getBoundingClientRect();
const board = document.getElementById("board").getBoundingClientRect();
return [document.getElementById("error").textContent, error.bottom, window.innerHeight, board.top];
"""


def test_a_refused_take_back_is_said_under_the_last_move_in_view(web: Any) -> None:
    """A take-back the host refuses (here: Bo has moved since, sent past the page)
    is said in words under the status and the last move, where Take back stands, above
    the board: it was said under the board and the hand, off a phone's screen."""
    rng = random.Random(7)
    with Table("classic", 2, [0], seed=7) as table:
        with table.lock:
            play_to_own_turn(table, rng, 0)
        open_own_turn(web, table)
        with table.lock:
            why = table.host.take_back(0).why  # ("Bo has moved since: …")
            table.host.server.inbox.put((0, table.host.version, "undo", ""))
        wait_for(lambda: web.execute_script(ERROR_IN_VIEW)[0], what="the refusal")
        words, bottom, height, board = web.execute_script(ERROR_IN_VIEW)
        assert why and words == why
        assert bottom <= min(height, board), (bottom, height, board)


def test_the_box_names_seats_by_their_players_with_their_marks(web: Any) -> None:
    """Sorry My Ass!'s "Cards in hand" names each seat as the rest of the page does: its
    mark and its player ("You" for the page's own seat), never "Red 8, Blue 12"."""
    with Table("president", 4, [0], seed=3) as table:
        web.get(table.link(0))
        wait_for(lambda: texts(web, "#lines li"), what="the box's lines")
        line = next(t for t in texts(web, "#lines li") if t.startswith("Cards in hand"))
        assert re.fullmatch(r"Cards in hand: You \d+, Bo \d+, Cy \d+, Di \d+", line), line
        marks = web.find_elements("css selector", "#lines .who .who-mark")
        assert len(marks) == 4, len(marks)
        assert "\ue000" not in line


def test_revenges_end_says_the_home_counts_once_in_the_places(web: Any) -> None:
    """Sorry! Revenge's end: the headline says the pawn cards HOME once, the places give
    each seat's count ("3/4"), not "HOME" again in every row; the board's pawn cards
    (the same counts again) and its stale total are not drawn."""
    rng = random.Random(11)
    with Table("revenge", 2, [0], seed=11) as table:
        with table.lock:
            state = table.session.state
            while not state.is_over():
                table.session.apply(rng.choice(state.legal_actions()))
                state = table.session.state
        web.get(table.link(0))
        wait_for(lambda: texts(web, "#standings li"), what="the end's places")
        assert not web.find_elements("css selector", "#board *")
        assert not web.find_element("id", "board").is_displayed()
        rows = texts(web, "#standings li")
        assert all(re.search(r" [0-4]/4$", row) and "HOME" not in row for row in rows), rows
        assert "pawn cards HOME" in web.find_element("id", "prompt").text


#: each piece said with its square in the log and the last move ("the knight g1–f3",
#: "Bo's pawn on h6") that a line break splits, with the width it was laid out at: the
#: log's and the last move's widths tried from 150 px to 360 px
def split_script(pattern: str, first: int, last: int, step: int) -> str:
    """A page script: the log's and the last move's text matching `pattern` (a JS
    regex) laid out at widths `first`..`last` px; how many were read, and each split
    over two lines (the width and its words)."""
    return (
        f"const pattern = {pattern};"
        + r"""
const boxes = [document.getElementById("log"), document.getElementById("last")];
const out = [];
let found = 0;
for (let width = FIRST; width <= LAST; width += STEP) {
  for (const box of boxes) box.style.width = box.style.maxWidth = box.style.flex = "";
  for (const box of boxes) { box.style.flex = "0 0 auto"; box.style.width = box.style.maxWidth = width + "px"; }
  for (const box of boxes) {
    const walk = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      for (const m of node.data.matchAll(pattern)) {
        found += 1;
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        if (tops.size > 1) out.push(width + ": " + m[0]);
      }
    }
  }
}
for (const box of boxes) box.style.width = box.style.maxWidth = box.style.flex = "";
return [found, out];
""".replace("FIRST", str(first))
        .replace("LAST", str(last))
        .replace("STEP", str(step))
    )


PIECES_SPLIT = split_script(
    r"/(?:(?:the|'s)[ \u00a0])?(?:king|queen|rook|bishop|knight|pawn)(?:[ \u00a0]on)?"
    r"[ \u00a0][a-h][1-8](?:–\u2060?[a-h][1-8])?/g",
    150,
    360,
    6,
)


def test_king_log_keeps_a_piece_and_its_square_on_one_line(web: Any) -> None:
    """Sorry, King!'s moves in the log and the last move: a piece and its square are one
    fact ("the knight g1–f3", "Bo's pawn on h6"), never split over two lines at any
    width a phone gives them (the piece ended a line, its square began the next)."""
    rng = random.Random(3)
    with Table("king", 2, [0], seed=3) as table:
        with table.lock:
            play_to_own_turn(table, rng, 60)
        open_own_turn(web, table)
        found, split = web.execute_script(PIECES_SPLIT)
        assert found >= 8, found  # (the moves were there to be read)
        assert split == [], split


#: each card face that runs past its card (below or to the right): its words
FACES_PAST_THEIR_CARD = """
return Array.from(document.querySelectorAll("#hand .card .face")).filter((node) => {
  const card = node.closest(".card").getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(node);
  const words = range.getBoundingClientRect();
  return words.bottom > card.bottom + 0.5 || words.right > card.right + 0.5;
}).map((node) => node.textContent);
"""


@pytest.mark.parametrize("width", [320, 390])
def test_a_small_hand_keeps_its_long_faces_inside_their_cards(width: int) -> None:
    """Sorry! Revenge while Bo plays: the hand sits small under the table, and a card of
    three words ("Don't Be SORRY!") stays inside its small card (its "SORRY!" ran
    out below it); the row's cards stay one height."""
    web = phone_browser((width, 844))
    try:
        rng = random.Random(11)
        with Table("revenge", 2, [0], seed=11) as table:
            with table.lock:
                state = table.session.state
                for _ in range(6):
                    table.session.apply(rng.choice(state.legal_actions()))
                    state = table.session.state
                while state.current_player() == 0:
                    table.session.apply(rng.choice(state.legal_actions()))
                    state = table.session.state
            web.get(table.link(0))
            wait_for(lambda: web.find_elements("css selector", "#hand.compact .card"), what="hand")
            assert "Don't Be SORRY!" in texts(web, "#hand .card .face")
            assert web.execute_script(FACES_PAST_THEIR_CARD) == []
            cards = web.find_elements("css selector", "#hand .card")
            assert len({card.size["height"] for card in cards}) == 1
            assert web.execute_script(OVERLAPS) == []
    finally:
        web.quit()


#: the pairing form's why, its label and its field: each one's top, and the why's words
PAIR_ORDER = """
const top = (id) => document.getElementById(id).getBoundingClientRect().top;
return [top("pair-error"), top("pair-code"), document.querySelector(".pair-label")
  .getBoundingClientRect().top, document.getElementById("pair-error").textContent];
"""


def test_a_refused_link_says_why_first_then_asks_for_the_code(web: Any) -> None:
    """A link that opens no seat (a finished game's, a mistyped one): the page says why
    first, above the question and the field that answer it (it stood under the Join
    button); a code too short is told so, not the label's words again."""
    with Table("classic", 2, [0], seed=7) as table:
        web.get(table.host.address() + "#not-a-seat")
        wait_for(lambda: web.execute_script(PAIR_ORDER)[3], what="why the link opens no seat")
        why, field, label, words = web.execute_script(PAIR_ORDER)
        assert "not a seat" in words and why < label < field, (why, label, field, words)
        web.find_element("id", "pair-code").send_keys("AB")
        web.find_element("css selector", "#pair button").click()
        wait_for(lambda: "too short" in web.execute_script(PAIR_ORDER)[3], what="too short")
        said = web.find_element("css selector", ".pair-label").text
        assert web.execute_script(PAIR_ORDER)[3] != said
