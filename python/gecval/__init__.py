"""Python client for gecval: score grammatical error correction through a long-running ``gecval serve`` process.

>>> from gecval import Gecval
>>> with Gecval() as g:
...     g.m2(["He goes to school ."], gold_m2_text).f
"""
from ._errors import GecvalError, GecvalNotFound
from ._find import find_gecval
from ._client import Gecval, PROTOCOL_VERSION
from ._results import (
    Edit,
    EditsResult,
    EditsSentence,
    ErrantResult,
    ErrantSentence,
    FaithfulnessResult,
    FaithfulnessSentence,
    M2Result,
    M2Sentence,
    MetricInfo,
    ParseResult,
    TokenizeResult,
    ScoreResult,
    UsimResult,
    UsimSentence,
)

__version__ = "0.1.0"

__all__ = [
    "Gecval",
    "GecvalError",
    "GecvalNotFound",
    "find_gecval",
    "PROTOCOL_VERSION",
    "Edit",
    "EditsResult",
    "EditsSentence",
    "ErrantResult",
    "ErrantSentence",
    "FaithfulnessResult",
    "FaithfulnessSentence",
    "M2Result",
    "M2Sentence",
    "MetricInfo",
    "ParseResult",
    "TokenizeResult",
    "ScoreResult",
    "UsimResult",
    "UsimSentence",
]
