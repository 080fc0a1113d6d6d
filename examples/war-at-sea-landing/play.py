#!/usr/bin/env python3
"""Plays a whole War at Sea troop landing through one `naval-rules serve` process.

This script is the host: it keeps the whole state, dice included, and sends each step to
the long-lived `naval-rules serve` process as one line of JSON, reading one line back.
It plays the Allies with a simple plan of its own over the legal actions the game lists;
the Axis are played by the library's doctrine bot. The unit cards in setup.json are
MADE-UP stand-ins: use your own base game's cards.

    python3 play.py [path/to/naval-rules ...]

Prints one line per action and the outcome; exits non-zero if a request is refused.
"""

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# The Allied plan: land troops, fight for the islands, load more, attack, sail; else pass.
PLAN = ["infantry-combat", "unload", "load", "attack", "move", "advance"]


class NavalRules:
    """One `naval-rules serve` process: a request is a line of JSON, so is its answer."""

    def __init__(self, command):
        self.process = subprocess.Popen(
            [*command, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self.next_id = 0

    def ask(self, op, **fields):
        self.next_id += 1
        self.process.stdin.write(json.dumps({"id": self.next_id, "op": op, **fields}) + "\n")
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        assert answer["id"] == self.next_id, "answers come back in order"
        if "error" in answer:
            raise SystemExit(f"naval-rules refused {op}: {answer['error']['message']}")
        return answer["result"]

    def close(self):
        self.process.stdin.close()
        self.process.wait()


def allied_choice(rules, state):
    """The first action of the plan the game lists; a move only to an island's sector."""
    legal = rules.ask("legal", state=state, player="Allies")
    islands = {island["sector"] for island in state["islands"]}
    for kind in PLAN:
        for action in legal:
            if action["type"] != kind:
                continue
            if kind == "move" and action["sector"] not in islands:
                continue
            return action
    return legal[0] if legal else None


def main():
    command = sys.argv[1:] or ["npx", "naval-rules"]
    with open(os.path.join(HERE, "setup.json"), encoding="utf-8") as f:
        setup = json.load(f)
    rules = NavalRules(command)
    state = rules.ask("new", set="war-at-sea", setup=setup)
    actions = 0
    while not rules.ask("outcome", state=state)["over"]:
        waiting = [entry["side"] for entry in rules.ask("pending", state=state)]
        side = "Allies" if "Allies" in waiting else "Axis"
        if side == "Allies":
            action = allied_choice(rules, state)
        else:
            action = rules.ask("bot", state=state, player="Axis", bot="doctrine", seed=actions)
        step = rules.ask("apply", state=state, action=action)
        state = step["state"]
        actions += 1
        kinds = ", ".join(event["type"] for event in step["events"])
        print(f"turn {state['turn']} {state['phase']:<16} {action['side']:<6} {action['type']:<16} -> {kinds}")

    view = rules.ask("view", state=state, player="Axis")
    assert "dice" not in view, "a player's view never holds the dice"
    outcome = rules.ask("outcome", state=state)
    rules.close()
    score = ", ".join(f"{side} {points}" for side, points in outcome["score"].items())
    print(f"game over after {actions} actions: winners {', '.join(outcome['winners']) or 'none (drawn)'}; {score}")


if __name__ == "__main__":
    main()
