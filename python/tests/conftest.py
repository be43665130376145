"""Fixtures of the client tests: one server for the whole session, the shared research data, and the CLI for
comparisons. Run from the gecval checkout (npm test runs them: test/python/client.test.ts); GECVAL_BIN may name the
command to run (e.g. `node --import tsx src/cli/main.ts`)."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from gecval import Gecval, find_gecval  # noqa: E402

REPO = HERE.parent.parent


@pytest.fixture(scope="session")
def shared() -> Path:
    root = Path(os.environ.get("GECVAL_SHARED", REPO.parent / "shared"))
    if not (root / "data").is_dir():
        pytest.fail(f"shared data missing: {root}/data (set GECVAL_SHARED to the shared/ folder)")
    return root / "data"


@pytest.fixture(scope="session")
def g():
    with Gecval() as client:
        yield client


@pytest.fixture(scope="session")
def cli():
    """Runs `gecval ARGS… --json`-style commands and returns their parsed stdout."""
    command = find_gecval()

    def run(*args: str, parse: bool = True):
        done = subprocess.run(command + ["-q", *args], capture_output=True, text=True, encoding="utf-8")
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout) if parse else done

    return run


def read_lines(path: Path, n: int):
    return path.read_text(encoding="utf-8").split("\n")[:n]


def m2_blocks(path: Path, n: int) -> str:
    return "\n\n".join(path.read_text(encoding="utf-8").split("\n\n")[:n]) + "\n\n"
