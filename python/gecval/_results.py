"""Typed answers of the gecval service: sentence- and corpus-level results as dataclasses. Each keeps the service's
whole JSON answer in ``raw`` (the same document as the matching CLI command's ``--json``)."""
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional


@dataclass(frozen=True)
class Warning_:
    file: str
    line: int
    message: str


def _warnings(raw: Dict[str, Any]) -> List[Warning_]:
    return [Warning_(w["file"], w["line"], w["message"]) for w in raw.get("warnings", [])]


@dataclass(frozen=True)
class MetricInfo:
    """A registry metric, as ``gecval score --list --json`` describes it."""

    name: str
    description: str
    reads: Dict[str, Any]
    higher_is_better: bool
    options: List[Dict[str, Any]]
    aliases: List[str] = field(default_factory=list)

    @classmethod
    def from_json(cls, raw: Dict[str, Any]) -> "MetricInfo":
        return cls(raw["name"], raw["description"], raw["reads"], raw["higherIsBetter"], raw["options"], raw.get("aliases", []))


@dataclass(frozen=True)
class ScoreResult:
    """Any registry metric: the corpus score (a number, or a table for the I-measure), one score per sentence."""

    metric: str
    corpus: Any
    sentences: List[float]
    signature: str
    details: Dict[str, Any]
    warnings: List[Warning_]
    raw: Dict[str, Any] = field(repr=False)

    @classmethod
    def from_json(cls, raw: Dict[str, Any]) -> "ScoreResult":
        return cls(raw["metric"], raw["corpus"], raw["sentences"], raw["signature"], raw.get("details", {}), _warnings(raw), raw)


@dataclass(frozen=True)
class M2Sentence:
    """One sentence of ``gecval m2 --verbose``: the annotator m2scorer chose and the edit counts against it."""

    line: int
    annotator: int
    correct: int
    proposed: int
    gold: int
    system_edits: List[Any]
    gold_edits: List[Any]
    correct_edits: List[Any]
    raw: Dict[str, Any] = field(repr=False)

    @classmethod
    def from_json(cls, raw: Dict[str, Any]) -> "M2Sentence":
        return cls(raw["line"], raw["annotator"], raw["correct"], raw["proposed"], raw["gold"], raw["systemEdits"], raw["goldEdits"], raw["correctEdits"], raw)


@dataclass(frozen=True)
class M2Result:
    """MaxMatch (M2): precision, recall and F_beta with the edit counts (``gold`` is the number of gold edits)."""

    precision: float
    recall: float
    f: float
    beta: float
    correct: int
    proposed: int
    gold: int
    signature: str
    sentences: Optional[List[M2Sentence]]
    warnings: List[Warning_]
    raw: Dict[str, Any] = field(repr=False)

    @classmethod
    def from_json(cls, raw: Dict[str, Any]) -> "M2Result":
        sentences = [M2Sentence.from_json(s) for s in raw["sentences"]] if "sentences" in raw else None
        return cls(raw["precision"], raw["recall"], raw["f"], raw["beta"], raw["correct"], raw["proposed"], raw["gold"], raw["signature"], sentences, _warnings(raw), raw)


@dataclass(frozen=True)
class ErrantSentence:
    """One sentence of ERRANT's scorer: the chosen hypothesis and reference coders and their counts."""

    hyp_coder: Any
    ref_coder: Any
    tp: float
    fp: float
    fn: float


@dataclass(frozen=True)
class ErrantResult:
    """ERRANT's scorer (compare_m2.py): counts, P/R/F, and per category with ``cat``."""

    tp: float
    fp: float
    fn: float
    precision: float
    recall: float
    f: float
    beta: float
    mode: str
    categories: Optional[Dict[str, Dict[str, float]]]
    sentences: Optional[List[ErrantSentence]]
    signature: str
    notes: List[str]
    raw: Dict[str, Any] = field(repr=False)

    @classmethod
    def from_json(cls, raw: Dict[str, Any]) -> "ErrantResult":
        sentences = [ErrantSentence(s["hypCoder"], s["refCoder"], s["tp"], s["fp"], s["fn"]) for s in raw["sentences"]] if "sentences" in raw else None
        return cls(raw["tp"], raw["fp"], raw["fn"], raw["precision"], raw["recall"], raw["f"], raw["beta"], raw["mode"], raw.get("categories"), sentences, raw["signature"], raw.get("notes", []), raw)


@dataclass(frozen=True)
class Edit:
    """One M2 edit: tokens ``start:end`` of the source replaced by ``correction`` (a noop has start = end = -1)."""

    start: int
    end: int
    type: str
    correction: str
    annotator: int


@dataclass(frozen=True)
class EditsSentence:
    source: str
    edits: List[Edit]


def _m2_sentences(m2: str) -> List[EditsSentence]:
    sentences: List[EditsSentence] = []
    for block in m2.strip("\n").split("\n\n"):
        if not block:
            continue
        lines = block.split("\n")
        edits = []
        for line in lines[1:]:
            fields = line[2:].split("|||")
            start, end = fields[0].split()
            edits.append(Edit(int(start), int(end), fields[1], fields[2], int(fields[-1])))
        sentences.append(EditsSentence(lines[0][2:], edits))
    return sentences


@dataclass(frozen=True)
class EditsResult:
    """Edits extracted from parallel text: the M2 text ``gecval edits`` writes, and its sentences parsed."""

    m2: str
    signature: str
    notes: List[str]
    sentences: List[EditsSentence] = field(default_factory=list)

    @classmethod
    def from_json(cls, raw: Dict[str, Any]) -> "EditsResult":
        return cls(raw["m2"], raw["signature"], raw.get("notes", []), _m2_sentences(raw["m2"]))


@dataclass(frozen=True)
class ParseResult:
    """UCCA graphs (ucca-json/1 objects, or XML strings with ``format="xml"``), one per sentence."""

    graphs: List[Any]
    signature: str


@dataclass(frozen=True)
class TokenizeResult:
    """Sentences tokenised with a gold's convention (space-separated tokens), and the ``tok|norm`` signature."""

    sentences: List[str]
    signature: str


@dataclass(frozen=True)
class UsimSentence:
    usim: float
    precision: float
    recall: float


@dataclass(frozen=True)
class UsimResult:
    """USIM of each correction against its source (both parsed by gecval's UCCA parser), and the mean."""

    mean: float
    sentences: List[UsimSentence]
    parsed: int
    reused: int
    signature: str
    raw: Dict[str, Any] = field(repr=False)

    @classmethod
    def from_json(cls, raw: Dict[str, Any]) -> "UsimResult":
        return cls(raw["mean"], [UsimSentence(s["usim"], s["precision"], s["recall"]) for s in raw["sentences"]], raw["parsed"], raw["reused"], raw["signature"], raw)


@dataclass(frozen=True)
class FaithfulnessSentence:
    """A correction's faithfulness in [0, 1] and the changes that lowered it (each a dict: kind, span, original,
    correction, type, role, cost, drop, reasons, ...)."""

    score: float
    explanation: List[Dict[str, Any]]


@dataclass(frozen=True)
class FaithfulnessResult:
    mean: float
    sentences: List[FaithfulnessSentence]
    signature: str
    raw: Dict[str, Any] = field(repr=False)

    @classmethod
    def from_json(cls, raw: Dict[str, Any]) -> "FaithfulnessResult":
        return cls(raw["mean"], [FaithfulnessSentence(s["score"], s["explanation"]) for s in raw["sentences"]], raw["signature"], raw)
