#!/usr/bin/env python3
"""Plays a War at Sea troop landing through the `naval-rules game` command.

The host (this script) keeps the whole state, dice included, and sends each step to the
command as JSON; each player would only be shown `game view --player`. The unit cards in
setup.json are MADE-UP stand-ins: use your own base game's cards.

    python3 play.py [path/to/naval-rules]

Prints one line per action, a check that the finished game refuses another step, and
the winners; exits non-zero if a step is refused.
"""

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def naval_rules(command, *args, stdin=None, ok=(0,)):
    """Runs one `naval-rules game` step and returns its JSON output; exit codes not in
    `ok` stop the script with the refusal (`check` exits 1 for an illegal action)."""
    result = subprocess.run(
        [*command, "game", *args, "--json"],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode not in ok:
        error = json.loads(result.stderr)["error"]
        raise SystemExit(f"naval-rules refused ({result.returncode}): {error['message']}")
    return json.loads(result.stdout)


def main():
    command = sys.argv[1:] or ["npx", "naval-rules"]
    with open(os.path.join(HERE, "setup.json"), encoding="utf-8") as f:
        setup = f.read()
    with open(os.path.join(HERE, "actions.json"), encoding="utf-8") as f:
        actions = json.load(f)

    state = naval_rules(command, "new", "war-at-sea", "--input", "-", stdin=setup)
    for action in actions:
        step = naval_rules(command, "apply", "--action", json.dumps(action), "--state", "-",
                           stdin=json.dumps(state))
        state = step["state"]
        kinds = ", ".join(event["type"] for event in step["events"])
        print(f"turn {state['turn']} {state['phase']:<16} {action['side']:<6} {action['type']:<16} -> {kinds}")

    after = naval_rules(command, "check", "--action", json.dumps({"type": "advance", "side": "Axis"}),
                        "--state", "-", stdin=json.dumps(state), ok=(0, 1))
    print("after the victory check, advance is", "legal" if after["legal"] else f"refused: {after['error']['message']}")
    view = naval_rules(command, "view", "--player", "Axis", "--state", "-", stdin=json.dumps(state))
    assert "dice" not in view, "a player's view never holds the dice"
    print("winners:", ", ".join(state["winners"]) or "none yet")


if __name__ == "__main__":
    main()
