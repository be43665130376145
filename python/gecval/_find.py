"""Finding the ``gecval`` executable the usual ways."""
import json
import os
import shlex
import shutil
from pathlib import Path
from typing import List, Mapping, Optional, Sequence, Union

from ._errors import GecvalNotFound

INSTALL_HINT = (
    "gecval (Node >= 20) was not found. Install it with `npm install gecval` in your project folder (run Python "
    "from that folder or below it), or `npm install -g gecval`, or point GECVAL_BIN at the executable "
    "(e.g. GECVAL_BIN=/path/to/node_modules/.bin/gecval), or pass Gecval(executable=...)."
)

Executable = Union[str, os.PathLike, Sequence[str]]


def _command(value: Executable) -> List[str]:
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    text = os.fspath(value)
    # A path to a file is one argument even with spaces in it; anything else may be a command line.
    if os.path.exists(text):
        return _with_node(text)
    return shlex.split(text)


def _with_node(path: str) -> List[str]:
    # A .js file (dist/bin/gecval.js) is run by node; a bin link or shim runs itself.
    if path.endswith(".js"):
        node = shutil.which("node")
        if node is None:
            raise GecvalNotFound(f"found {path} but no `node` on PATH; gecval needs Node >= 20. {INSTALL_HINT}")
        return [node, path]
    return [path]


def _checkout_bin(start: Path) -> Optional[str]:
    for folder in [start, *start.parents]:
        package = folder / "package.json"
        script = folder / "dist" / "bin" / "gecval.js"
        if package.is_file() and script.is_file():
            try:
                if json.loads(package.read_text(encoding="utf-8")).get("name") == "gecval":
                    return str(script)
            except (OSError, ValueError):
                pass
    return None


def find_gecval(
    executable: Optional[Executable] = None,
    env: Optional[Mapping[str, str]] = None,
    cwd: Optional[Union[str, os.PathLike]] = None,
    search_module_checkout: bool = True,
) -> List[str]:
    """The command that runs gecval: ``executable`` if given; else ``$GECVAL_BIN``; else ``node_modules/.bin/gecval``
    in ``cwd`` (default: the current folder) or a folder above it; else ``gecval`` on ``PATH``; else
    ``node dist/bin/gecval.js`` of a gecval checkout containing ``cwd`` or (``search_module_checkout``) this package.
    Raises GecvalNotFound, saying how to install gecval, when none is found."""
    env = os.environ if env is None else env
    if executable is not None:
        return _command(executable)
    if env.get("GECVAL_BIN"):
        return _command(env["GECVAL_BIN"])
    start = Path(cwd if cwd is not None else os.getcwd()).resolve()
    for folder in [start, *start.parents]:
        for name in ("gecval", "gecval.cmd"):
            candidate = folder / "node_modules" / ".bin" / name
            if candidate.is_file():
                return [str(candidate)]
    on_path = shutil.which("gecval", path=env.get("PATH", ""))
    if on_path:
        return [on_path]
    roots = [start] + ([Path(__file__).resolve().parent] if search_module_checkout else [])
    for root in roots:
        script = _checkout_bin(root)
        if script:
            return _with_node(script)
    raise GecvalNotFound(INSTALL_HINT)
