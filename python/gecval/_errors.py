from typing import Optional


class GecvalError(Exception):
    """An error answer of gecval: ``str(error)`` is gecval's one-line message (as the CLI prints it after
    ``gecval: error:``); ``kind`` is ``"input"`` (bad input or options), ``"protocol"`` (a malformed request) or
    ``"internal"`` (a bug in gecval); ``file`` and ``line`` say where, when gecval knows (``file`` is the name of the
    request's parameter, e.g. ``"hypotheses"``)."""

    def __init__(self, message: str, kind: str = "input", file: Optional[str] = None, line: Optional[int] = None):
        super().__init__(message)
        self.message = message
        self.kind = kind
        self.file = file
        self.line = line


class GecvalNotFound(GecvalError):
    """The ``gecval`` executable could not be found (the message says how to install it)."""

    def __init__(self, message: str):
        super().__init__(message, kind="setup")
