"""The client: one ``gecval serve`` process, JSON lines over its standard input and output (docs/serve.md)."""
import json
import os
import subprocess
import threading
from pathlib import Path
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

from ._errors import GecvalError
from ._find import Executable, find_gecval
from ._results import (
    EditsResult,
    ErrantResult,
    FaithfulnessResult,
    M2Result,
    MetricInfo,
    ParseResult,
    TokenizeResult,
    ScoreResult,
    UsimResult,
)

PROTOCOL_VERSION = 1

Text = Union[str, os.PathLike]


def _file_text(value: Text, what: str) -> str:
    """M2 text as given, or the contents of a path (a ``Path``, or a string without a line break naming a file)."""
    if isinstance(value, os.PathLike) or ("\n" not in value and os.path.isfile(value)):
        return Path(value).read_text(encoding="utf-8")
    if not isinstance(value, str):
        raise TypeError(f"{what}: expected M2 text or a path, got {type(value).__name__}")
    return value


def _sentences(value: Iterable[str], what: str) -> List[str]:
    if isinstance(value, str):
        raise TypeError(f"{what}: expected a list of sentences, got one string")
    return list(value)


class Gecval:
    """A running ``gecval serve``: models, tagger and lexical data load once and stay for every call.

    >>> with Gecval() as g:
    ...     g.score("gleu", hyps, source=srcs, references=[refs0, refs1]).corpus

    ``executable``: a path or a command (list); default: found as ``find_gecval`` says. ``jobs``: worker threads for
    parse, usim and faithfulness requests (the answers do not depend on it). ``stderr``: where the server's warnings
    go (default: this process's standard error).
    """

    def __init__(
        self,
        executable: Optional[Executable] = None,
        *,
        jobs: int = 1,
        cwd: Optional[Text] = None,
        env: Optional[Mapping[str, str]] = None,
        stderr: Any = None,
    ):
        self._command = find_gecval(executable, env=env, cwd=cwd) + ["serve", "--jobs", str(jobs)]
        self._cwd = cwd
        self._env = None if env is None else dict(env)
        self._stderr = stderr
        self._process: Optional[subprocess.Popen] = None
        self._lock = threading.Lock()
        self._next_id = 0
        self.server_version: Optional[str] = None

    # -- lifecycle ---------------------------------------------------------------------------------------------
    def start(self) -> "Gecval":
        if self._process is not None:
            return self
        try:
            self._process = subprocess.Popen(
                self._command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=self._stderr,
                cwd=self._cwd,
                env=self._env,
                encoding="utf-8",
                bufsize=1,
            )
        except OSError as error:
            raise GecvalError(f"could not start {' '.join(self._command)}: {error}", kind="setup") from error
        hello = self.request("hello")
        if hello.get("protocol") != PROTOCOL_VERSION:
            self.close()
            raise GecvalError(
                f"gecval {hello.get('gecval')} speaks protocol {hello.get('protocol')}, this client {PROTOCOL_VERSION}: "
                "install the client from the same gecval package (pip install ./node_modules/gecval/python)",
                kind="setup",
            )
        self.server_version = hello.get("gecval")
        return self

    def close(self) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        try:
            if process.poll() is None:
                process.stdin.write(json.dumps({"id": "shutdown", "method": "shutdown"}) + "\n")
                process.stdin.flush()
                process.stdin.close()
            process.wait(timeout=30)
        except (OSError, ValueError, subprocess.TimeoutExpired):
            process.kill()
            process.wait()
        finally:
            if process.stdout:
                process.stdout.close()

    def __enter__(self) -> "Gecval":
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass

    # -- the protocol --------------------------------------------------------------------------------------------
    def _exchange(self, payload: Any, what: str) -> Any:
        """Writes one line, reads the answer line."""
        if self._process is None:
            self.start()
        process = self._process
        assert process is not None and process.stdin is not None and process.stdout is not None
        line = json.dumps(payload, ensure_ascii=False)
        try:
            process.stdin.write(line + "\n")
            process.stdin.flush()
            answer_line = process.stdout.readline()
        except (BrokenPipeError, OSError) as error:
            raise GecvalError(f"the gecval server is gone ({error}); exit status {process.poll()}", kind="internal") from error
        if not answer_line:
            raise GecvalError(f"the gecval server exited (status {process.wait()}) without answering {what}", kind="internal")
        return json.loads(answer_line)

    def _request_object(self, method: str, params: Mapping[str, Any]) -> Dict[str, Any]:
        self._next_id += 1
        return {"id": self._next_id, "method": method, "params": {k: v for k, v in params.items() if v is not None}}

    @staticmethod
    def _outcome(answer: Dict[str, Any], request_id: Any) -> Any:
        if answer.get("id") != request_id:
            raise GecvalError(f"answer for request {answer.get('id')!r} where {request_id} was expected", kind="internal")
        if "error" in answer:
            error = answer["error"]
            return GecvalError(error["message"], kind=error.get("kind", "input"), file=error.get("file"), line=error.get("line"))
        return answer["result"]

    def request(self, method: str, **params: Any) -> Any:
        """Sends one request and returns its ``result``; raises GecvalError with gecval's message on an error answer.
        Params that are None are left out."""
        with self._lock:
            request = self._request_object(method, params)
            outcome = self._outcome(self._exchange(request, f"'{method}'"), request["id"])
        if isinstance(outcome, GecvalError):
            raise outcome
        return outcome

    def batch(self, calls: Iterable[Tuple[str, Mapping[str, Any]]]) -> List[Any]:
        """Several requests in one round trip (one line; the server answers them in order): ``[(method, params), …]``
        → their results (raw JSON, as ``request``), with a GecvalError in the place of a request that failed (returned,
        not raised). For many one-sentence requests, e.g. ``g.batch(("m2", {"hypotheses": [h], "gold": g}) for …)``."""
        with self._lock:
            requests = [self._request_object(method, params) for method, params in calls]
            if not requests:
                return []
            answers = self._exchange(requests, f"a batch of {len(requests)}")
            if not isinstance(answers, list) or len(answers) != len(requests):
                raise GecvalError(f"a batch of {len(requests)} requests got {answers!r:.200}", kind="internal")
            return [self._outcome(a, r["id"]) for a, r in zip(answers, requests)]

    # -- typed methods ---------------------------------------------------------------------------------------------
    def hello(self) -> Dict[str, Any]:
        return self.request("hello")

    def metrics(self) -> List[MetricInfo]:
        """The metric registry (names, what they read, options and defaults)."""
        return [MetricInfo.from_json(m) for m in self.request("metrics")]

    def score(
        self,
        metric: str,
        hypotheses: Sequence[str],
        *,
        source: Optional[Sequence[str]] = None,
        references: Optional[Sequence[Sequence[str]]] = None,
        m2: Optional[Text] = None,
        options: Optional[Mapping[str, Union[str, int, float, bool]]] = None,
        seed: Optional[int] = None,
        iterations: Optional[int] = None,
    ) -> ScoreResult:
        """Any registry metric (``gecval score --metric``): ``references`` is a list of reference sets, each parallel
        to ``hypotheses`` (as sacrebleu takes them); ``m2`` gold M2 text or a path for M2-based metrics."""
        return ScoreResult.from_json(
            self.request(
                "score",
                metric=metric,
                hypotheses=_sentences(hypotheses, "hypotheses"),
                source=None if source is None else _sentences(source, "source"),
                references=None if references is None else [_sentences(r, "references") for r in references],
                m2=None if m2 is None else _file_text(m2, "m2"),
                options=None if options is None else dict(options),
                seed=seed,
                iterations=iterations,
            )
        )

    def m2(
        self,
        hypotheses: Sequence[str],
        gold: Text,
        *,
        beta: float = 0.5,
        max_unchanged_words: int = 2,
        ignore_whitespace_casing: bool = False,
        strict_gold: bool = False,
        sentences: bool = False,
    ) -> M2Result:
        """MaxMatch (``gecval m2``), the numbers of m2scorer 3.2; ``gold`` is M2 text or a path. ``sentences=True``
        adds each sentence's chosen annotator and counts."""
        return M2Result.from_json(
            self.request(
                "m2",
                hypotheses=_sentences(hypotheses, "hypotheses"),
                gold=_file_text(gold, "gold"),
                beta=beta,
                maxUnchangedWords=max_unchanged_words,
                ignoreWhitespaceCasing=ignore_whitespace_casing or None,
                strictGold=strict_gold or None,
                sentences=sentences or None,
            )
        )

    def errant(
        self,
        reference: Text,
        hypotheses: Optional[Sequence[str]] = None,
        *,
        source: Optional[Sequence[str]] = None,
        hypothesis_m2: Optional[Text] = None,
        beta: float = 0.5,
        mode: str = "cs",
        cat: Optional[int] = None,
        single: bool = False,
        multi: bool = False,
        filt: Optional[Sequence[str]] = None,
        sentences: bool = False,
    ) -> ErrantResult:
        """ERRANT's scorer (``gecval errant-compare``): ``reference`` M2 text or path against corrected sentences
        (``source`` + ``hypotheses``: the edits are extracted as ERRANT's parallel_to_m2 would) or a hypothesis M2
        (``hypothesis_m2``). ``mode``: cs, cse, ds or dt; ``cat``: 1, 2 or 3."""
        return ErrantResult.from_json(
            self.request(
                "errant",
                ref=_file_text(reference, "reference"),
                hyp=None if hypothesis_m2 is None else _file_text(hypothesis_m2, "hypothesis_m2"),
                source=None if source is None else _sentences(source, "source"),
                hypotheses=None if hypotheses is None else _sentences(hypotheses, "hypotheses"),
                beta=beta,
                mode=mode,
                cat=cat,
                single=single or None,
                multi=multi or None,
                filt=None if filt is None else list(filt),
                sentences=sentences or None,
            )
        )

    def edits(
        self,
        source: Sequence[str],
        targets: Union[Sequence[str], Sequence[Sequence[str]]],
        *,
        merge: str = "rules",
        lev: bool = False,
        types: bool = True,
        rule_types: bool = False,
    ) -> EditsResult:
        """Edit extraction (``gecval edits``): ``targets`` one list of corrected sentences, or several (one M2
        annotator each)."""
        target_lists = [list(targets)] if targets and isinstance(targets[0], str) else [list(t) for t in targets]
        raw = self.request("edits", source=_sentences(source, "source"), targets=target_lists, merge=merge, lev=lev or None, types=types, ruleTypes=rule_types or None)
        return EditsResult.from_json(raw)

    def parse(self, sentences: Sequence[str], *, tokenized: bool = False, model: Optional[str] = None, format: str = "json") -> ParseResult:
        """UCCA parses (``gecval parse``): one graph per sentence."""
        raw = self.request("parse", sentences=_sentences(sentences, "sentences"), tokenized=tokenized or None, model=model, format=format)
        return ParseResult(raw["graphs"], raw["signature"])

    def usim(self, sources: Sequence[str], hypotheses: Sequence[str], *, raw: bool = False, model: Optional[str] = None, cache: Optional[Text] = None) -> UsimResult:
        """USIM from text (``gecval usim --source``); ``cache``: a folder of parses kept between runs."""
        return UsimResult.from_json(
            self.request("usim", sources=_sentences(sources, "sources"), hypotheses=_sentences(hypotheses, "hypotheses"), raw=raw or None, model=model, cache=None if cache is None else os.fspath(cache))
        )

    def faithfulness(self, sources: Sequence[str], hypotheses: Sequence[str], *, raw: bool = False, parser: str = "v1", vectors: str = "compact") -> FaithfulnessResult:
        """Faithfulness of each correction to its source in [0, 1], with the changes that lowered it."""
        return FaithfulnessResult.from_json(
            self.request("faithfulness", sources=_sentences(sources, "sources"), hypotheses=_sentences(hypotheses, "hypotheses"), raw=raw or None, parser=parser, vectors=vectors)
        )

    def tokenize(self, sentences: Sequence[str], *, tokenizer: str = "conll14", normalize: str = "none") -> TokenizeResult:
        """Raw sentences tokenised like a gold (``gecval tokenize``): conll14, bea19 (spaCy 1.9.0), spacy3 (spaCy v3), jfleg or whitespace."""
        raw = self.request("tokenize", sentences=_sentences(sentences, "sentences"), tokenizer=tokenizer, normalize=normalize)
        return TokenizeResult(raw["sentences"], raw["signature"])
