#!/usr/bin/env python3
"""Checks that a JSON Schema accepts a payload exactly when the library decodes it.

The Swift tests (Tests/DynamicCodingTests/SchemaExport/Agreement/) decode each payload
themselves and write what happened to a cases file; this script validates the same
payloads against the schema with the `jsonschema` package (Draft 2020-12) and reports
every case where the two disagree.

Usage: python3 Scripts/schema-agreement.py CASES.json
       python3 Scripts/schema-agreement.py --serve

With --serve, it reads one CASES.json path per line of standard input and answers each
with one line, the report below or {"failure": message} when that file is malformed, until
standard input ends. A test run starts Python and imports jsonschema once this way, not
once per check (about 0.3 s each).

CASES.json: {"schema": <schema>, "cases": [{"name": str, "payload": <any JSON>,
"decodes": bool}, ...], "timeLimit": seconds (optional)}. The schema is first checked
against the 2020-12 metaschema; formats are annotations, not assertions (the 2020-12
default), so no format checker. A case whose validation reaches the time limit stops the
check: a schema that makes the validator try every branch at every level may take hours.

Prints one JSON object on standard output:
{"schemaError": null or message, "cases": N,
 "disagreements": [{"name": str, "decodes": bool, "valid": bool, "message": str or null}],
 "slowest": null or {"name": str, "seconds": float}, "stopped": bool}
where "message" is the first validation error (prefixed with its JSON path), or null when
the payload is valid; "slowest" is the case whose validation took longest, with its time
(null when the schema is invalid or there are no cases); and "stopped" says that the
slowest case reached the time limit, so that it and the cases after it have no verdict.
Exits 0 whenever it ran, disagreements or not; nonzero only when it could not run (no
jsonschema, unreadable or malformed cases file).
"""
import json
import signal
import sys
import time

try:
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import SchemaError
except ImportError as error:  # pragma: no cover - depends on the machine
    sys.exit(f"schema-agreement: jsonschema is not importable ({error}); "
             "install it with `python3 -m pip install jsonschema`")


class MalformedCases(Exception):
    """A cases file that cannot be read, or that is not shaped as the usage says."""


class TimeLimitReached(Exception):
    """A validation that took as long as the cases file allows."""


def load_cases(path: str) -> tuple[object, list[dict], float | None]:
    """The schema, the cases and the time limit of the file at `path`; raises MalformedCases."""
    try:
        with open(path, encoding="utf-8") as file:
            document = json.load(file)
    except (OSError, ValueError) as error:
        raise MalformedCases(f"cannot read {path}: {error}") from error
    if not isinstance(document, dict) or "schema" not in document or not isinstance(
            document.get("cases"), list):
        raise MalformedCases(f"{path} is no {{\"schema\": ..., \"cases\": [...]}} object")
    cases = document["cases"]
    for index, case in enumerate(cases):
        if (not isinstance(case, dict) or not isinstance(case.get("name"), str)
                or "payload" not in case or not isinstance(case.get("decodes"), bool)):
            raise MalformedCases(f"case {index} lacks a string name, a payload or a boolean decodes")
    time_limit = document.get("timeLimit")
    if time_limit is not None and (isinstance(time_limit, bool) or not isinstance(time_limit, (int, float))
                                   or time_limit <= 0):
        raise MalformedCases(f"{path} has a timeLimit that is no positive number")
    return document["schema"], cases, time_limit


def first_error(validator: Draft202012Validator, payload: object) -> str | None:
    """The first validation error of `payload` as `path: message`, or None when valid."""
    error = next(validator.iter_errors(payload), None)
    if error is None:
        return None
    return f"{error.json_path}: {error.message}"


def first_error_within(validator: Draft202012Validator, payload: object,
                       time_limit: float | None) -> str | None:
    """`first_error`, or TimeLimitReached when it takes `time_limit` seconds."""
    if time_limit is None:
        return first_error(validator, payload)

    def stop(_signal: int, _frame: object) -> None:
        raise TimeLimitReached()

    # Foundation's Process starts this script with the test thread's signals blocked.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGALRM})
    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, time_limit)
    try:
        return first_error(validator, payload)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def report(schema: object, cases: list[dict], time_limit: float | None = None) -> dict:
    """The report on `cases`: the schema's own error, or every case where it disagrees."""
    result = {"schemaError": None, "cases": len(cases), "disagreements": [], "slowest": None,
              "stopped": False}
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as error:
        location = "/".join(str(part) for part in error.path)
        result["schemaError"] = f"at /{location}: {error.message}"
        return result
    validator = Draft202012Validator(schema, format_checker=None)
    for case in cases:
        start = time.perf_counter()
        try:
            message = first_error_within(validator, case["payload"], time_limit)
        except TimeLimitReached:
            result["slowest"] = {"name": case["name"], "seconds": time.perf_counter() - start}
            result["stopped"] = True
            return result
        seconds = time.perf_counter() - start
        if result["slowest"] is None or seconds > result["slowest"]["seconds"]:
            result["slowest"] = {"name": case["name"], "seconds": seconds}
        valid = message is None
        if valid != case["decodes"]:
            result["disagreements"].append(
                {"name": case["name"], "decodes": case["decodes"], "valid": valid, "message": message})
    return result


def serve() -> int:
    """Answers each CASES.json path read from standard input with one line of JSON."""
    for line in sys.stdin:
        try:
            answer = report(*load_cases(line.rstrip("\n")))
        except MalformedCases as error:
            answer = {"failure": str(error)}
        print(json.dumps(answer), flush=True)
    return 0


def main(arguments: list[str]) -> int:
    if arguments == ["--serve"]:
        return serve()
    if len(arguments) != 1:
        sys.exit("usage: python3 Scripts/schema-agreement.py CASES.json | --serve")
    try:
        print(json.dumps(report(*load_cases(arguments[0]))))
    except MalformedCases as error:
        sys.exit(f"schema-agreement: {error}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
