// The phone page (docs/PHONES.md): one seat of the game on the table, played by taps.
// Plain JavaScript, no build step. Every text from the game is set with textContent.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  let token = decodeURIComponent(location.hash.slice(1));
  let code = ""; // a pairing code typed on this page (instead of a link with its token)
  const FINAL = new Set(["bad-origin"]);
  const COLOURS = new Set(["red", "blue", "yellow", "green", "white", "black", "plain"]);

  let ws = null;
  let welcome = null; // the seat's name, colour and game
  let state = null; // the last state message
  let taken = []; // the ids of the steps chosen so far in this position
  let sent = false; // a play was sent for this version
  let done = false; // replaced, bye or a refused link: no more reconnecting
  let delay = 500; // the next reconnect's wait, doubled up to 10 s
  let timer = null;
  let lastError = "";

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = String(text);
    return node;
  }
  function tone(value) {
    return COLOURS.has(value) ? value : "plain";
  }

  // --- the connection -----------------------------------------------------------------
  function connect() {
    clearTimeout(timer);
    timer = null;
    if (done) return;
    if (!token && !code) {
      if ($("pair").hidden) askCode("");
      return;
    }
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    let socket;
    try {
      socket = new WebSocket(scheme + location.host + "/ws");
    } catch (e) {
      retry();
      return;
    }
    ws = socket;
    socket.onopen = () => {
      const hello = token ? { v: 1, type: "hello", token: token } : { v: 1, type: "hello", code: code };
      socket.send(JSON.stringify(hello));
    };
    socket.onmessage = (event) => {
      if (socket !== ws) return;
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch (e) {
        return;
      }
      receive(msg);
    };
    socket.onclose = () => {
      if (socket !== ws) return;
      ws = null;
      if (!done) retry();
    };
  }

  function retry() {
    if (done || timer || (!token && !code)) return;
    status("Reconnecting…", true);
    timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, 10000);
  }

  function send(message) {
    if (ws && ws.readyState === WebSocket.OPEN) {
      ws.send(JSON.stringify(Object.assign({ v: 1 }, message)));
      return true;
    }
    return false;
  }

  function receive(msg) {
    switch (msg.type) {
      case "welcome":
        welcome = msg;
        if (msg.token && typeof msg.token === "string") {
          // joined by a code: the seat's link from now on (a reload or a drop rejoins)
          token = msg.token;
          code = "";
          history.replaceState(null, "", "#" + encodeURIComponent(token));
        }
        $("pair").hidden = true;
        delay = 500;
        lastError = "";
        status("", false);
        showSeat();
        break;
      case "state":
        if (!state || state.version !== msg.version) {
          taken = [];
          sent = false;
        }
        state = msg;
        showError("");
        render();
        break;
      case "error":
        lastError = msg.code || "";
        if (lastError === "bad-code" || lastError === "bad-token" || lastError === "too-many-tries") {
          // a link or code that opens no seat: the code the table shows can be typed here
          token = "";
          code = "";
          history.replaceState(null, "", location.pathname);
          askCode(msg.message || "");
          return;
        }
        if (FINAL.has(lastError)) {
          done = true;
          curtain("This link does not work", msg.message || "Scan the code on the table again.");
          return;
        }
        if (sent && lastError !== "slow-down") {
          taken = [];
          sent = false;
          render();
        }
        showError(msg.message || "Something went wrong.");
        break;
      case "replaced":
        done = true;
        curtain("Opened on another device", "This seat is now played from the other device. Open the link again here to take it back.");
        break;
      case "bye":
        done = true;
        // at the end the result and the places stay on the phone: the goodbye is a line
        // above them, not a curtain over them
        if (state && state.over) status(msg.message || "The game on the table has closed.", false);
        else curtain("Thank you for playing", msg.message || "The game on the table has closed.");
        break;
      default:
        break; // pong, and anything newer than this page
    }
  }

  // --- joining by a pairing code ------------------------------------------------------
  function askCode(problem) {
    done = false;
    status("", false);
    $("pair").hidden = false;
    if (!welcome) $("seat-name").textContent = "Join the game";
    $("pair-error").textContent = problem;
    $("pair-code").focus();
  }

  $("pair").addEventListener("submit", (event) => {
    event.preventDefault();
    const typed = $("pair-code").value.toUpperCase().replace(/[^0-9A-Z]/g, "");
    if (typed.length < 4) {
      // (not the label's words again: what is wrong with this one)
      $("pair-error").textContent = "That code is too short: type all of it, as the table shows it.";
      return;
    }
    code = typed;
    $("pair-error").textContent = "";
    status("Joining…", false);
    connect();
  });

  // --- what is shown ------------------------------------------------------------------
  function status(text, down) {
    const line = $("link");
    line.textContent = text;
    line.classList.toggle("down", !!down);
  }
  function showError(text) {
    $("error").textContent = text;
  }
  function curtain(title, text) {
    $("curtain-title").textContent = title;
    $("curtain-text").textContent = text;
    $("curtain").hidden = false;
    status("", false);
  }

  function showSeat() {
    const band = $("band");
    const colour = welcome.colour || {};
    band.className = "band tone-" + tone(colour.key);
    if (typeof colour.rgb === "string" && /^#[0-9a-fA-F]{6}$/.test(colour.rgb)) {
      band.style.setProperty("--seat", colour.rgb);
      const n = parseInt(colour.rgb.slice(1), 16);
      const light = 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255) > 150;
      band.style.setProperty("--seat-ink", light ? "#1b1b1b" : "#ffffff");
    }
    $("seat-name").textContent = welcome.name || "Your seat";
    $("seat-colour").textContent = colour.name ? "You play " + colour.name : "";
    $("game-title").textContent = welcome.game || "";
    document.title = (welcome.name || "Your seat") + " · " + (welcome.game || "Sorry!");
  }

  function nameOf(seat) {
    if (!state || seat === null || seat === undefined) return "";
    return (state.names && state.names[seat]) || "the next player";
  }

  // the picks that match the steps taken, and the options of the next step
  function matching() {
    if (!state || !state.yours || state.over) return [];
    return state.picks.filter((pick) => taken.every((id, i) => pick.steps[i] && pick.steps[i].id === id));
  }
  function nextOptions(picks) {
    const seen = new Map();
    for (const pick of picks) {
      const step = pick.steps[taken.length];
      if (step && !seen.has(step.id)) seen.set(step.id, step);
    }
    return Array.from(seen.values());
  }

  function choose(id) {
    if (sent) return;
    taken.push(id);
    const picks = matching();
    const complete = picks.find((pick) => pick.steps.length === taken.length);
    if (complete && picks.length === 1) {
      if (send({ type: "play", version: state.version, action: complete.action })) {
        sent = true;
      } else {
        taken.pop();
        showError("Not connected: wait a moment and try again.");
      }
    }
    render();
  }
  function takeBack() {
    if (sent || !state) return;
    if (send({ type: "undo", version: state.version })) {
      sent = true;
      render();
    }
  }

  function back() {
    if (sent) return;
    taken.pop();
    render();
  }

  function render() {
    if (!state) return;
    const picks = matching();
    const options = sent ? [] : nextOptions(picks);
    const byTarget = new Map();
    for (const option of options) {
      if (option.target && !byTarget.has(option.target)) byTarget.set(option.target, option.id);
    }
    const spots = new Map(); // the board's places the offered choices stand for
    for (const option of options) {
      if (!option.spot) continue;
      const id = String(option.spot);
      spots.set(id, spots.has(id) ? null : option); // two choices on one place: buttons only
    }
    const chosenTargets = new Set();
    if (picks.length) {
      taken.forEach((id, i) => {
        const step = picks[0].steps[i];
        if (step && step.target) chosenTargets.add(step.target);
        if (step && step.spot) chosenTargets.add(step.spot);
      });
    }
    renderPublic();
    const priv = state.private || {};
    renderPlaying(priv.playing);
    renderTurn(options);
    // at the end the mid-game boxes go (the hand, cards left to draw, the round): the
    // result panel says who won, why and what next
    renderItems($("hand"), "card", state.over ? [] : priv.cards || [], byTarget, chosenTargets);
    // a hand that cannot be played from now sits small under the board: the board and
    // the choices come first
    const hand = $("hand");
    const many = (priv.cards || []).length > 3; // (one card drawn keeps its words)
    hand.classList.toggle("compact", many && !!(state.board || priv.board) && !hand.querySelector(".can, .chosen"));
    // five or six cards in two even rows of three, never four and one alone; under a
    // drawn board (Sorry!'s hand of five) in one row, faces only, so the pawns to
    // choose next stay on the screen (the prompt and the marks say what a card does)
    const count = (priv.cards || []).length;
    const even = !hand.classList.contains("compact") && (count === 5 || count === 6);
    const drawn = !!(state.board && state.board.kind === "track");
    hand.classList.toggle("threes", even && !drawn);
    hand.classList.toggle("fives", even && drawn && count === 5);
    // a small hand in even rows of at most seven, never one card alone on a row
    // (eight stood seven and one): as many to a row as the rows need
    hand.style.setProperty("--per", String(Math.max(1, Math.ceil(count / Math.ceil(count / 7 || 1)))));
    // where the hand stands: above the board when its cards are the decision (a long
    // hand under the board ran off the screen), under the pawns to choose from when it
    // cannot be played now (Sorry My Ass! while its pawns move), else under the board
    const chips = $("chips");
    const boardBox = $("board");
    const playable = !!hand.querySelector(".can, .chosen");
    const above = playable && drawn && !hand.classList.contains("fives");
    const after = hand.classList.contains("compact") && (priv.chips || []).length > 0 && state.yours;
    if (above) {
      if (hand.nextElementSibling !== boardBox) boardBox.before(hand);
    } else if (after) {
      if (boardBox.nextElementSibling !== chips || chips.nextElementSibling !== hand) boardBox.after(chips, hand);
    } else if (boardBox.nextElementSibling !== hand || hand.nextElementSibling !== chips) {
      boardBox.after(hand, chips);
    }
    // the pawns as choices, on the seat's own turn only: while it waits or at the end
    // there is nothing to choose, and the board already shows where they are
    const choosing = state.yours && !state.over;
    renderItems($("chips"), "chip", choosing ? priv.chips || [] : [], byTarget, chosenTargets);
    // once a pawn is picked the other pawns are no longer choices: only the picked one stays
    $("chips").classList.toggle("moved-on", taken.length > 0 && !sent);
    renderBoard(state.board || priv.board, byTarget, chosenTargets, spots);
    renderOptions(options);
    fillList($("lines"), state.over ? [] : priv.lines || []);
    // the newest move first: near the top under the status, and first in the log
    const log = (state.log || []).slice().reverse();
    // (two lines at most: the board stays on the screen; the log has it whole)
    $("last").textContent = state.over || !log.length ? "" : glued(log[0]);
    // (the Moves panel goes on from there: the newest move said once, not again as its
    // first line; at the end, with no line on top, it holds them all)
    fillList($("log"), $("last").textContent ? log.slice(1) : log);
  }

  // the seat's colour mark (its pawns' shape in its colour) before `node`'s words
  function markFor(seat, node) {
    const key = state.colours && seat !== null && seat !== undefined ? state.colours[seat] : null;
    if (typeof key === "string" && COLOURS.has(key) && key !== "plain") {
      node.insertBefore(el("span", "who-mark tone-" + key), node.firstChild);
    }
  }

  // The status box: whose turn on one line, the other facts smaller on a second line,
  // broken only between facts (a dot between two facts on a line, none at a line's
  // end). While another seat decides, its line names the player and the colour once
  // ("Bo (Blue) is playing…": the public "Blue's turn" is said by it).
  function renderPublic() {
    const box = $("public");
    box.textContent = "";
    box.dataset.line = state.public || ""; // (the game's words, whole: for tests and tools)
    // (at the end the result panel below says it: one box, not a "Game over" above it)
    if (state.over) return;
    let facts = String(state.public || "").split(" · ").filter((fact) => fact);
    const seat = state.decider;
    let head;
    if (!state.yours && !state.over && seat !== null && seat !== undefined) {
      const colour = (state.colour_names && state.colour_names[seat]) || "";
      const who = nameOf(seat);
      const named = colour && colour !== who ? who + " (" + colour + ")" : who;
      // the public line's own words for the seat, with its player named: "Blue's turn"
      // is "Bo (Blue) is playing…", "Black makes a chess move" "Bo (Black) makes a chess
      // move"
      let words = named + " is playing…";
      if (colour && facts.length && facts[0] === colour + "'s turn") facts.shift();
      else if (colour && facts.length && facts[0].startsWith(colour + " ")) words = named + facts.shift().slice(colour.length);
      head = el("span", "head waiting", words);
      markFor(seat, head);
    } else {
      head = el("span", "head", glued(facts.shift() || ""));
    }
    box.appendChild(head);
    if (!facts.length) return;
    box.appendChild(putFacts(el("span", "more"), facts.join(" · ")));
  }

  // `text`'s facts (its " · " parts) in `node`, each whole on a line where it fits (a
  // long one may wrap), and a dot between two on a line, none at a line's end
  function putFacts(node, text) {
    const facts = String(text).split(" · ").filter((fact) => fact);
    node.textContent = "";
    node.classList.toggle("facts", facts.length > 1);
    if (facts.length < 2) {
      putText(node, glued(text));
      return node;
    }
    for (const fact of facts) {
      const item = el("span", fact.replace(SEAT_REF, "Name").length <= 28 ? "fact" : "fact long");
      item.appendChild(el("span", "sep", "·"));
      putText(item, glued(fact));
      node.appendChild(item);
    }
    return node;
  }

  // a seat named in a game's line (`engine.view.seat_ref`): its player's name with the
  // seat's mark, "You" for this page's seat, as the page names seats everywhere
  const SEAT_REF = /\ue000(\d+)\ue001/g;

  // `text` in `node`, each seat named in it as its mark and name, kept whole with a
  // count after it ("▲ Bo 12")
  function putText(node, text) {
    const parts = String(text).split(/(\ue000\d+\ue001(?:\u00a0\d+)?)/);
    for (const part of parts) {
      const found = /^\ue000(\d+)\ue001(.*)$/.exec(part);
      if (!found) {
        if (part) node.appendChild(document.createTextNode(part));
        continue;
      }
      const seat = Number(found[1]);
      const who = el("span", "who", (seat === state.seat ? "You" : nameOf(seat)) + found[2]);
      markFor(seat, who);
      node.appendChild(who);
    }
  }

  function renderTurn(options) {
    const turn = $("turn");
    const prompt = $("prompt");
    turn.className = "turn";
    turn.removeAttribute("style");
    prompt.textContent = "";
    $("standings").textContent = "";
    $("standings").hidden = true;
    if (state.over) {
      renderResult(turn, prompt);
      return;
    }
    if (state.yours) {
      turn.classList.add("yours");
      if (sent) prompt.textContent = "Sent…";
      else prompt.textContent = (options[0] && options[0].prompt) || state.prompt || "Your move.";
      return;
    }
    // another seat decides: the status box says who (its line, its mark), said once
    turn.classList.add("waiting");
  }

  // The end: one panel in the winner's colour and mark, who won and why ("You win: all
  // four pawns reached HOME"), every seat's place as the table's Results gives it, and
  // what comes next (a new game starts at the table, with new codes to join it)
  function renderResult(turn, prompt) {
    turn.classList.add("over");
    // (partners win together: the panel in the first named's colour — the seat's own
    // when it won, as the words name it first — and a mark for each)
    const winners = (Array.isArray(state.winners) ? state.winners : []).slice(0, 4);
    winners.sort((a, b) => (b === state.seat) - (a === state.seat));
    const first = winners.length ? winners[0] : null;
    const key = state.colours && first !== null ? state.colours[first] : null;
    if (typeof key === "string" && COLOURS.has(key)) turn.classList.add("tone-" + key);
    // (a count that opens the reason stays with its noun: "You win: / four tours
    // completed", never "four / tours completed")
    const COUNT = /: (one|two|three|four|five|six|seven|eight|nine|ten) /i;
    prompt.textContent = glued(state.prompt || "The game is over.").replace(COUNT, ": $1\u00a0");
    for (const seat of winners.slice().reverse()) markFor(seat, prompt);
    renderStandings($("standings"));
    $("playing-sub").textContent = "A new game starts at the table: scan its new code to join.";
  }

  function ordinal(n) {
    const tens = n % 100;
    const suffix = tens > 10 && tens < 14 ? "th" : { 1: "st", 2: "nd", 3: "rd" }[n % 10] || "th";
    return n + suffix;
  }

  // the final places: "1st ▲ Bo 4/4 pawns HOME", the seat's own row as "You"
  function renderStandings(list) {
    const rows = Array.isArray(state.standings) ? state.standings.slice(0, 8) : [];
    for (const row of rows) {
      if (!row || typeof row.place !== "number" || typeof row.seat !== "number") continue;
      const own = row.seat === state.seat;
      const item = el("li", own ? "standing own" : "standing");
      const who = el("span", "who", own ? "You" : nameOf(row.seat));
      markFor(row.seat, who);
      item.append(el("span", "place", ordinal(row.place)), who, el("span", "progress", row.progress || ""));
      list.appendChild(item);
    }
    list.hidden = !list.children.length;
  }

  // the card being played (Sorry My Ass!: its pawns are moved now), beside the prompt
  function renderPlaying(card) {
    const box = $("playing");
    box.textContent = "";
    $("playing-sub").textContent = "";
    if (!card || typeof card !== "object" || state.over) return;
    // what the card does, under the prompt (Sorry!: "Out of START, or 1 forward")
    // (once a pawn is picked the card's whole reach is no longer the question: the
    // marks on the board say what is left)
    if (card.sub && state.yours && !sent && !taken.length) $("playing-sub").textContent = card.sub;
    const face = el("div", "card mini tone-" + tone(card.tone));
    const text = el("span", "face", card.text === undefined ? "" : card.text);
    if (String(card.text).length > 4) text.classList.add("long");
    face.appendChild(text);
    box.appendChild(face);
  }

  function renderItems(box, kind, items, byTarget, chosenTargets) {
    box.textContent = "";
    box.classList.toggle("idle", !(state.yours && !sent));
    for (const item of items) {
      const button = el("button", kind + " tone-" + tone(item.tone));
      button.type = "button";
      const face = el("span", "face", item.text);
      if (String(item.text).length > 4) face.classList.add("long");
      button.appendChild(face);
      // (a chip's "in SAFETY · 4 to HOME" kept in whole parts: "HOME" never alone; a
      // card's words wrap freely in its narrow face)
      if (item.sub) button.appendChild(el("span", "sub", kind === "chip" ? glued(item.sub) : item.sub));
      button.dataset.id = item.id;
      hookTarget(button, item.id, byTarget, chosenTargets);
      box.appendChild(button);
    }
  }

  // --- the table as a picture (state.board: board.js) -----------------------------------
  function renderBoard(board, byTarget, chosenTargets, spots) {
    const box = $("board");
    box.textContent = "";
    box.className = "board";
    box.removeAttribute("style");
    if (!window.PhoneBoard) return; // (the buttons still play)
    window.PhoneBoard.draw(box, board, { el, tone, hookTarget, choose, byTarget, chosenTargets, spots, first: !taken.length, over: !!state.over, names: state.names });
  }

  // the board's places that `id` stands for, lit while its button is hovered or focused
  function hot(id, on) {
    if (!id) return;
    for (const node of $("board").querySelectorAll("[data-spot]")) {
      if (node.dataset.spot === id) node.classList.toggle("hot", on);
    }
  }
  function hoverLights(button, id) {
    for (const kind of ["mouseenter", "focus"]) button.addEventListener(kind, () => hot(id, true));
    for (const kind of ["mouseleave", "blur"]) button.addEventListener(kind, () => hot(id, false));
  }

  function hookTarget(button, id, byTarget, chosenTargets) {
    hoverLights(button, id);
    const option = byTarget.get(id);
    if (chosenTargets.has(id)) button.classList.add("chosen");
    if (option) {
      button.classList.add("can");
      button.addEventListener("click", () => choose(option));
    } else {
      button.disabled = true;
    }
  }

  function renderOptions(options) {
    const box = $("options");
    box.textContent = "";
    const tools = $("tools");
    tools.textContent = "";
    if (state.undo && !state.over && !sent && !taken.length) {
      // a control beside the last move, never among the choices nor alone on a row:
      // reachable, never louder than a move
      const button = el("button", "back undo", "↶ Take back");
      button.type = "button";
      button.setAttribute("aria-label", "Take back my last move");
      button.addEventListener("click", takeBack);
      tools.appendChild(button);
    }
    if (!state.yours || state.over) return;
    // (no "tap a highlighted one": the prompt says what to choose, the highlight where)
    const plain = options.filter((option) => !option.target);
    for (const option of plain) {
      const button = el("button", "option", option.label);
      button.type = "button";
      button.dataset.id = option.id;
      if (option.spot) {
        button.dataset.spot = option.spot;
        hoverLights(button, String(option.spot));
        // a choice the board marks already: a small button beside the others, not a
        // loud full-width one (the move was shown three times)
        const marked = Array.from($("board").querySelectorAll(".mark")).some((m) => m.dataset.spot === String(option.spot));
        if (marked) button.classList.add("marked");
      }
      button.addEventListener("click", () => choose(option.id));
      box.appendChild(button);
    }
    if (taken.length && !sent) {
      // undoing a partial pick: where Take back stands, beside the last move (alone
      // under the prompt it pushed the board down a row)
      const button = el("button", "back", "↶ Back");
      button.type = "button";
      button.setAttribute("aria-label", "Back: choose again");
      button.addEventListener("click", back);
      tools.appendChild(button);
    }
  }

  // small words said with the word after them (a line never ends on one): the
  // articles and the possessives, as the table's typesetter (`app/draw/typeset.py`)
  const CLINGING = /\b(a|an|the|your|my|our|their|his|her|its|no) (?=\S)/gi;

  function fillList(list, lines) {
    list.textContent = "";
    for (const line of lines) list.appendChild(putFacts(el("li", ""), line));
  }
  // a line breaks after its " · " separators, never before one (no line starts with a
  // dot), never at a word's hyphen ("counter-clockwise"), never between a word and the
  // count after it ("Yellow 12", "moves 5": "Yellow" ended a line, "12" began the next),
  // never inside a piece and its square ("the knight g1–f3", "Bo's pawn on h6": the
  // piece ended a line, its square began the next; "g1–" ended one) nor after a small word that belongs
  // to the next one ("the", "a", as the table's typesetter), never inside a pawn's
  // move ("moves back 1 in SAFETY": its count ended a line, its place began the next),
  // and a short part ("Round 1", "Your turn") is never broken
  function glued(text) {
    return String(text)
      .replace(/(\w)-(\w)/g, "$1\u2011$2")
      .replace(/\b(moves|goes) (back|forward) /g, "$1\u00a0$2\u00a0")
      .replace(/ (in|into|to|from|out of) (SAFETY|HOME|START)\b/g, "\u00a0$1\u00a0$2")
      .replace(/([A-Za-z]) (\d)/g, "$1\u00a0$2")
      .replace(/ (on|to|from) ([a-h][1-8])\b/g, "\u00a0$1\u00a0$2")
      .replace(/([A-Za-z]) ([a-h][1-8])\b/g, "$1\u00a0$2")
      .replace(/\b([a-h][1-8])–([a-h][1-8])\b/g, "$1–\u2060$2") // (a line may break after a dash)
      .replace(CLINGING, "$1\u00a0")
      .replace(/(\w['’]s) /g, "$1\u00a0")
      .replace(/\ue001 (\d)/g, "\ue001\u00a0$1")
      .split(" · ")
      .map((part) => (part.length <= 14 ? part.replace(/ /g, "\u00a0") : part))
      .join("\u00a0· ");
  }

  // --- coming back: a phone that slept, a network that returned -----------------------
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !ws && !done) {
      delay = 500;
      connect();
    }
  });
  window.addEventListener("online", () => {
    if (!ws && !done) {
      delay = 500;
      connect();
    }
  });
  window.addEventListener("hashchange", () => location.reload());
  setInterval(() => send({ type: "ping" }), 20000);

  connect();
})();
