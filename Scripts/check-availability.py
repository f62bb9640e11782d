#!/usr/bin/env python3
"""Checks, from Linux, that the library target DynamicCoding uses no declaration of the
standard library (Swift, _Concurrency, _StringProcessing), Synchronization, Dispatch or
Foundation (FoundationEssentials, FoundationInternationalization) that is newer, on macOS,
iOS, tvOS or watchOS, than the package's deployment floors (Package.swift's `platforms:`),
unless the use sits inside an `@available(...)` declaration, an `if #available(...)`
then-block, after a `guard #available(...) else { ... }`, or in the available branch of an
`#unavailable` condition that names every platform concerned at a version at least the
declaration's (`*` alone covers nothing).

Why: the compiler checks Apple availability only when it compiles for an Apple platform;
on Linux a use of, say, `Atomic` (macOS 15, iOS 18, tvOS 18, watchOS 11) compiles fine and
the package then fails to build for its macOS 13 / iOS 16 floors.

How:
1. `swift-symbolgraph-extract` dumps the public declarations of those modules, with their
   extension blocks (`Module@Other.symbols.json`); each declaration keeps its Apple
   `introduced` versions, raised to its parent's (memberOf, requirementOf) where the graph
   leaves them out (members of a type extended from another module). The Linux modules
   carry the Apple availability of the Darwin ones (e.g. Int128 macOS 15, InlineArray
   macOS 26, Span macOS 10.14.4 as it back-deploys), but see the gaps for Foundation.
2. The index store of the library (built with `-index-store-path`, read through
   libIndexStore with ctypes) gives every reference in Sources/DynamicCoding: symbol USR,
   line and column. A USR found in the graphs is a checked use. Every Swift file of
   Sources/DynamicCoding must have a unit, and every member the index names must be
   spelled at its position in the file, or the index does not match the sources (exit 2).
3. A small scanner of Swift source (comments, strings, raw and multi-line strings skipped)
   finds the availability scopes of each file; a use above a floor outside a scope that
   covers it is an error.

Usage: Scripts/check-availability.py --index-store PATH [--floors macOS=13,iOS=16,...]
                                     [--sources DIR]
  --floors   default: Package.swift's platforms; give them to ask "could the floors be X?"
             (any availability domain, e.g. visionOS=1, is accepted).
  --sources  read the library's files from DIR instead of Sources/DynamicCoding, for an
             index built from another checkout of the same code (e.g. a `git archive`).
Exit status: 0 no use above the floors, 1 uses above the floors, 2 the check could not run
(no or stale index for the sources, missing toolchain piece, unreadable source).
Scripts/check-availability.sh builds the index and runs this script. Linux only (it loads
the toolchain's lib/libIndexStore.so next to the swift-symbolgraph-extract on PATH).

Known gaps (what a real compile for macOS/iOS would still catch):
- Only what the index records as a reference is checked. It records no use of a
  declaration the source does not name: implicit literal conformances (an integer literal
  typed `Int128`, string interpolation's `appendInterpolation`), `for`-`in` iterators,
  `for await`/`async let` machinery, conformances used implicitly (conformance
  availability), macro expansions, and language features that need a newer runtime
  (parameter-pack metadata, typed throws or noncopyable generics in some positions).
- Code under `#if` conditions false on Linux (`#if canImport(Darwin)`, `#if os(macOS)`)
  is not compiled on Linux, so it is not in the index and not checked.
- Modules other than those above (Glibc, Observation, C modules) are not checked; they are
  named in the first line of the output when the library imports them.
- Linux Foundation: FoundationEssentials and FoundationInternationalization (swift-foundation)
  carry Apple availability for 93% and 99% of their declarations; Foundation proper
  (swift-corelibs-foundation: NSObject subclasses, NSLock, DateFormatter, Operation, ...)
  for 4%, so its newer-on-Darwin API goes unchecked (a declaration without availability
  counts as always available). Its Linux declarations may also differ from the SDK's.
- Overload resolution differs: compiling for an older Apple OS, the type checker passes
  over overloads introduced later and may pick an older one that Linux did not. The
  check knows one such case (a protocol requirement added after a default implementation
  of the same declaration, like FixedWidthInteger.&* in macOS 15); others would be
  reported although the Apple build picks an available overload.
- Declarations marked unavailable or obsoleted on an Apple platform are not reported.
- The scope scanner is lexical: bare `/regex/` literals (the `#/.../#` form is understood)
  and braces left unbalanced across `#if` branches make it stop with an error (exit 2).
  An `@available` declaration's scope runs from the attribute to the end of the body (or,
  without a body, to the next declaration on a new line, `;` or the enclosing `}`).
"""
import argparse
import ctypes
import json
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = "DynamicCoding"
LIBRARY_SOURCES = ROOT / "Sources" / LIBRARY
MODULES = ["Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Dispatch",
           "Foundation", "FoundationEssentials", "FoundationInternationalization"]
DEFAULT_FLOORS = "macOS=13,iOS=16,tvOS=16,watchOS=9"


class CheckError(Exception):
    """The check could not run; exit status 2."""


# Versions ---------------------------------------------------------------------------------

Version = tuple[int, int, int]
NEVER: Version = (1 << 30, 0, 0)  # an unavailable platform: no version reaches it


def version(text: str) -> Version:
    parts = [int(part) for part in text.split(".")]
    return tuple((parts + [0, 0])[:3])


def version_of(entry: dict) -> Version:
    """A symbol graph's {"major": 15, "minor": 0}."""
    return (entry.get("major", 0), entry.get("minor", 0), entry.get("patch", 0))


def show(v: Version) -> str:
    parts = list(v)
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return ".".join(map(str, parts))


def show_platforms(versions: dict[str, Version]) -> str:
    return ", ".join(f"{platform} {show(v)}" for platform, v in versions.items())


def parse_floors(text: str) -> dict[str, Version]:
    floors = {}
    for item in text.split(","):
        platform, _, value = item.partition("=")
        if not platform.strip() or not re.fullmatch(r"\d+(\.\d+)*", value.strip()):
            raise CheckError(f"--floors: expected PLATFORM=VERSION,..., got {text!r}")
        floors[platform.strip()] = version(value.strip())
    return floors


def package_floors() -> dict[str, Version]:
    """The floors of Package.swift's `platforms: [.macOS(.v13), .iOS("16.0"), ...]`."""
    manifest = (ROOT / "Package.swift").read_text()
    platforms = re.search(r"platforms\s*:\s*\[([^\]]*)\]", manifest)
    entries = re.findall(r'\.(\w+)\(\s*(?:\.v(\d+(?:_\d+)*)|"(\d+(?:\.\d+)*)")\s*\)',
                         platforms.group(1) if platforms else "")
    floors = {name: version(dotted or underscored.replace("_", "."))
              for name, underscored, dotted in entries}
    expected = parse_floors(DEFAULT_FLOORS)
    if not set(expected) <= set(floors):
        raise CheckError(f"could not read the floors of {', '.join(expected)} from Package.swift's "
                         f"platforms: line (found {show_platforms(floors) or 'none'}); "
                         f"pass --floors {DEFAULT_FLOORS}")
    return floors


# Symbol graphs ----------------------------------------------------------------------------

@dataclass
class Declaration:
    module: str
    name: str                      # e.g. Atomic.load(ordering:)
    introduced: dict[str, Version]  # platform of the floors -> first version with it


def extract(extractor: Path, module: str, target: str, out: Path) -> bool:
    """Writes the symbol graphs of `module` into `out`; False when the toolchain lacks it.
    Synthesized members (a protocol's default implementations copied onto each conforming
    type) are left out: the index names the protocol extension's declaration."""
    out.mkdir(parents=True)
    run = subprocess.run(
        [str(extractor), "-module-name", module, "-target", target, "-output-dir", str(out),
         "-minimum-access-level", "public", "-skip-synthesized-members",
         "-module-cache-path", str(out.parent / "ModuleCache")],
        capture_output=True, text=True)
    if run.returncode == 0:
        return True
    if f"Couldn't load module '{module}'" in run.stderr:
        return False
    raise CheckError(f"swift-symbolgraph-extract failed for {module}:\n{run.stderr[:2000]}")


def load_declarations(graph_dir: Path, platforms: set[str]) -> dict[str, Declaration]:
    """USR -> declaration, over every graph file. A file `A@B.symbols.json` holds what
    module A declares in extensions of module B's types, so A is the declaring module.
    The extraction of Swift also writes _Concurrency's and _StringProcessing's graphs:
    a USR seen twice is the same declaration."""
    declarations: dict[str, Declaration] = {}
    parent: dict[str, str] = {}
    spelling: dict[str, str] = {}  # USR -> declaration text, outside constrained extensions
    defaults: list[tuple[str, str]] = []  # (default implementation, requirement)
    for path in sorted(graph_dir.glob("*/*.symbols.json")):
        module = path.name.removesuffix(".symbols.json").split("@")[0]
        graph = json.loads(path.read_bytes())
        for symbol in graph["symbols"]:
            usr = symbol["identifier"]["precise"]
            introduced = {entry["domain"]: version_of(entry["introduced"])
                          for entry in symbol.get("availability") or []
                          if entry.get("domain") in platforms and "introduced" in entry}
            declarations.setdefault(usr, Declaration(
                module, ".".join(symbol["pathComponents"]), introduced))
            if not (symbol.get("swiftExtension") or {}).get("constraints"):
                spelling[usr] = "".join(f["spelling"] for f in symbol["declarationFragments"])
        for relation in graph["relationships"]:
            if relation["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf"):
                parent.setdefault(relation["source"], relation["target"])
            elif relation["kind"] == "defaultImplementationOf":
                defaults.append((relation["source"], relation["target"]))
    for implementation, requirement in defaults:
        if requirement in parent:  # the protocol extension's availability is the protocol's
            parent.setdefault(implementation, parent[requirement])

    done: set[str] = set()

    def inherit(usr: str) -> dict[str, Version]:
        """A member is no older than its type: raise its versions to its parent's."""
        declaration = declarations[usr]
        if usr not in done:
            done.add(usr)
            if parent.get(usr) in declarations:
                for platform, v in inherit(parent[usr]).items():
                    if v > declaration.introduced.get(platform, (0, 0, 0)):
                        declaration.introduced[platform] = v
        return declaration.introduced

    for usr in declarations:
        inherit(usr)
    # A requirement added to a protocol after a default implementation of the same
    # declaration (FixedWidthInteger.&* became one in macOS 15): compiling for an older
    # Apple OS, the type checker passes over the requirement and calls the default
    # implementation; on Linux the index names the requirement.
    for implementation, requirement in defaults:
        if implementation in declarations and requirement in declarations and \
                spelling.get(implementation, "") == spelling.get(requirement):
            older = declarations[implementation].introduced
            declarations[requirement].introduced = {
                platform: min(v, older[platform])
                for platform, v in declarations[requirement].introduced.items()
                if platform in older}
    return declarations


# Index store ------------------------------------------------------------------------------

class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]

    def __str__(self) -> str:
        return ctypes.string_at(self.data, self.length).decode() if self.length else ""


ROLE_DECLARATION, ROLE_DEFINITION, ROLE_REFERENCE, ROLE_IMPLICIT = 1 << 0, 1 << 1, 1 << 2, 1 << 8
DEPENDENCY_UNIT, DEPENDENCY_RECORD = 1, 2

P = ctypes.c_void_p
UNIT_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, P, StringRef)
APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, P, P)
SIGNATURES = {
    "indexstore_error_get_description": (ctypes.c_char_p, [P]),
    "indexstore_store_create": (P, [ctypes.c_char_p, ctypes.POINTER(P)]),
    "indexstore_store_units_apply_f": (ctypes.c_bool, [P, ctypes.c_uint, P, UNIT_APPLIER]),
    "indexstore_unit_reader_create": (P, [P, ctypes.c_char_p, ctypes.POINTER(P)]),
    "indexstore_unit_reader_dispose": (None, [P]),
    "indexstore_unit_reader_get_main_file": (StringRef, [P]),
    "indexstore_unit_reader_get_target": (StringRef, [P]),
    "indexstore_unit_reader_get_modification_time":
        (None, [P, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64)]),
    "indexstore_unit_reader_dependencies_apply_f": (ctypes.c_bool, [P, P, APPLIER]),
    "indexstore_unit_dependency_get_kind": (ctypes.c_int, [P]),
    "indexstore_unit_dependency_get_name": (StringRef, [P]),
    "indexstore_unit_dependency_get_modulename": (StringRef, [P]),
    "indexstore_record_reader_create": (P, [P, ctypes.c_char_p, ctypes.POINTER(P)]),
    "indexstore_record_reader_dispose": (None, [P]),
    "indexstore_record_reader_occurrences_apply_f": (ctypes.c_bool, [P, P, APPLIER]),
    "indexstore_occurrence_get_symbol": (P, [P]),
    "indexstore_occurrence_get_roles": (ctypes.c_uint64, [P]),
    "indexstore_occurrence_get_line_col":
        (None, [P, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]),
    "indexstore_symbol_get_usr": (StringRef, [P]),
    "indexstore_symbol_get_name": (StringRef, [P]),
}


@dataclass
class Unit:
    main_file: Path
    time: tuple[int, int]
    target: str
    records: list[str]
    imports: set[str]


@dataclass
class Occurrence:
    usr: str
    name: str
    roles: int
    line: int
    column: int  # 1-based, in UTF-8 bytes


class IndexStore:
    def __init__(self, library: Path, path: Path):
        self.lib = ctypes.CDLL(str(library))
        for function, (restype, argtypes) in SIGNATURES.items():
            getattr(self.lib, function).restype = restype
            getattr(self.lib, function).argtypes = argtypes
        self.store = self._create(self.lib.indexstore_store_create, str(path).encode(),
                                  what=f"cannot open the index store {path}")

    def _create(self, function, *arguments, what: str):
        """Calls an indexstore_*_create function, which returns NULL and an error on failure."""
        error = P()
        handle = function(*arguments, ctypes.byref(error))
        if not handle:
            message = self.lib.indexstore_error_get_description(error) if error else None
            raise CheckError(f"{what}: {(message or b'unknown error').decode()}")
        return handle

    def units(self) -> list[Unit]:
        names = []
        self.lib.indexstore_store_units_apply_f(
            self.store, 0, None, UNIT_APPLIER(lambda _, name: names.append(str(name)) or True))
        return [self._unit(name) for name in names]

    def _unit(self, name: str) -> Unit:
        reader = self._create(self.lib.indexstore_unit_reader_create, self.store, name.encode(),
                              what=f"cannot read unit {name}")
        seconds, nanoseconds = ctypes.c_int64(), ctypes.c_int64()
        self.lib.indexstore_unit_reader_get_modification_time(
            reader, ctypes.byref(seconds), ctypes.byref(nanoseconds))
        unit = Unit(Path(str(self.lib.indexstore_unit_reader_get_main_file(reader))),
                    (seconds.value, nanoseconds.value),
                    str(self.lib.indexstore_unit_reader_get_target(reader)), [], set())

        def dependency(_, dep):
            kind = self.lib.indexstore_unit_dependency_get_kind(dep)
            if kind == DEPENDENCY_RECORD:
                unit.records.append(str(self.lib.indexstore_unit_dependency_get_name(dep)))
            elif kind == DEPENDENCY_UNIT:
                unit.imports.add(str(self.lib.indexstore_unit_dependency_get_modulename(dep)))
            return True

        self.lib.indexstore_unit_reader_dependencies_apply_f(reader, None, APPLIER(dependency))
        self.lib.indexstore_unit_reader_dispose(reader)
        return unit

    def occurrences(self, record: str) -> list[Occurrence]:
        reader = self._create(self.lib.indexstore_record_reader_create, self.store,
                              record.encode(), what=f"cannot read record {record}")
        found = []
        line, column = ctypes.c_uint(), ctypes.c_uint()

        def occurrence(_, occ):
            symbol = self.lib.indexstore_occurrence_get_symbol(occ)
            self.lib.indexstore_occurrence_get_line_col(occ, ctypes.byref(line),
                                                        ctypes.byref(column))
            found.append(Occurrence(str(self.lib.indexstore_symbol_get_usr(symbol)),
                                    str(self.lib.indexstore_symbol_get_name(symbol)),
                                    self.lib.indexstore_occurrence_get_roles(occ),
                                    line.value, column.value))
            return True

        self.lib.indexstore_record_reader_occurrences_apply_f(reader, None, APPLIER(occurrence))
        self.lib.indexstore_record_reader_dispose(reader)
        return found


# Availability scopes in Swift source ------------------------------------------------------

class ScanError(Exception):
    pass


@dataclass
class Token:
    text: str
    start: int
    end: int
    line_start: bool  # first token on its line


@dataclass
class Scope:
    start: int  # character offsets, end exclusive
    end: int
    versions: dict[str, Version]  # platform ('*' only as unavailable) -> version


HASHES = re.compile("#*")
STRING = re.compile('#*"')
REGEX = re.compile("(#+)/")
WORD = re.compile(r"[#@]?[A-Za-z_$\x80-\xff][\w$\x80-\xff]*|`[^`\n]+`|\d+(?:\.\d+)*")


def skip_block_comment(text: str, i: int) -> int:
    """End of the (nestable) /* comment starting at i."""
    depth = 0
    while i < len(text):
        if text.startswith("/*", i):
            depth, i = depth + 1, i + 2
        elif text.startswith("*/", i):
            depth, i = depth - 1, i + 2
            if depth == 0:
                return i
        else:
            i += 1
    raise ScanError("unterminated /* comment")


def skip_string(text: str, i: int) -> int:
    """End of the string literal starting at i: "...", \"\"\"...\"\"\", #"..."#, with
    escapes and \\( interpolations ) that may hold strings of their own."""
    hashes = len(HASHES.match(text, i).group())
    i += hashes
    quote = '"'
    if text.startswith('"""', i):  # multi-line, unless raw and closed on the same line (#""""#)
        line_end = text.find("\n", i)
        if not hashes or '"' + "#" * hashes not in text[i + 1:line_end if line_end >= 0 else None]:
            quote = '"""'
    close, escape = quote + "#" * hashes, "\\" + "#" * hashes
    i += len(quote)
    while i < len(text):
        if text.startswith(close, i):
            return i + len(close)
        if text.startswith(escape, i):
            i += len(escape)
            if text.startswith("(", i):
                i = skip_interpolation(text, i)
            else:
                i += 1
        elif text[i] == "\n" and quote == '"':
            break
        else:
            i += 1
    raise ScanError("unterminated string literal")


def skip_interpolation(text: str, i: int) -> int:
    """End of the parenthesised interpolation starting at i."""
    depth = 0
    while i < len(text):
        if text[i] == "(":
            depth, i = depth + 1, i + 1
        elif text[i] == ")":
            depth, i = depth - 1, i + 1
            if depth == 0:
                return i
        elif STRING.match(text, i):
            i = skip_string(text, i)
        elif text.startswith("/*", i):
            i = skip_block_comment(text, i)
        else:
            i += 1
    raise ScanError("unterminated string interpolation")


def tokenize(text: str) -> list[Token]:
    """Words (identifiers, keywords, #directives, @attributes, numbers) and single
    punctuation characters; comments, strings and #/regex/# literals are dropped."""
    tokens = []
    i, line_start = 0, True
    while i < len(text):
        c = text[i]
        if c == "\n":
            i, line_start = i + 1, True
        elif c.isspace():
            i += 1
        elif text.startswith("//", i):
            newline = text.find("\n", i)
            i = len(text) if newline < 0 else newline
        elif text.startswith("/*", i):
            end = skip_block_comment(text, i)
            line_start = line_start or "\n" in text[i:end]
            i = end
        elif STRING.match(text, i):
            i = skip_string(text, i)
            line_start = False
        elif regex := REGEX.match(text, i):
            end = text.find("/" + regex.group(1), regex.end())
            if end < 0:
                raise ScanError("unterminated regex literal")
            i, line_start = end + len(regex.group()), False
        else:
            word = WORD.match(text, i)
            end = word.end() if word else i + 1
            tokens.append(Token(text[i:end], i, end, line_start))
            i, line_start = end, False
    return tokens


def match_brackets(tokens: list[Token]) -> tuple[dict[int, int], list[int | None]]:
    """Index of each bracket's partner, and of the `{` enclosing each token."""
    partner: dict[int, int] = {}
    enclosing: list[int | None] = []
    stack: list[int] = []
    braces: list[int] = []
    for k, token in enumerate(tokens):
        enclosing.append(braces[-1] if braces else None)
        if token.text in OPENING:
            stack.append(k)
            if token.text == "{":
                braces.append(k)
        elif token.text in (")", "}", "]"):
            if not stack or tokens[stack[-1]].text + token.text not in ("()", "{}", "[]"):
                raise ScanError(f"unbalanced {token.text!r} at offset {token.start}")
            opening = stack.pop()
            partner[opening], partner[k] = k, opening
            if token.text == "}":
                braces.pop()
    if stack:
        raise ScanError(f"unclosed {tokens[stack[-1]].text!r} at offset {tokens[stack[-1]].start}")
    return partner, enclosing


OPENING = ("(", "{", "[")
LABELS = {"introduced", "deprecated", "obsoleted", "unavailable", "message", "renamed"}


def parse_availability(arguments: list[Token]) -> dict[str, Version]:
    """The versions of `macOS 15, iOS 18.0, *` or `macOS, introduced: 15` or
    `macOS, unavailable` (an unavailable platform needs no version: NEVER)."""
    groups: list[list[str]] = [[]]
    for token in arguments:
        if token.text == ",":
            groups.append([])
        else:
            groups[-1].append(token.text)
    first = groups[0]
    if len(first) == 1 and len(groups) > 1 and all(g and g[0] in LABELS for g in groups[1:]):
        for group in groups[1:]:
            if group[0] == "unavailable":
                return {first[0]: NEVER}
            if group[0] == "introduced" and len(group) == 3 and group[2][0].isdigit():
                return {first[0]: version(group[2])}
        return {}
    return {group[0]: version(group[1]) for group in groups
            if len(group) == 2 and group[1][0].isdigit()}


MODIFIERS = {"public", "private", "fileprivate", "internal", "package", "open", "static",
             "final", "override", "mutating", "nonmutating", "convenience", "required", "lazy",
             "weak", "unowned", "dynamic", "optional", "indirect", "prefix", "postfix", "infix",
             "nonisolated", "isolated", "consuming", "borrowing", "distributed", "__consuming"}
DECLARATIONS = {"func", "var", "let", "init", "deinit", "subscript", "struct", "class", "enum",
                "protocol", "extension", "actor", "typealias", "case", "associatedtype",
                "macro", "operator", "precedencegroup", "import"}


class Scanner:
    def __init__(self, text: str):
        self.text = text
        self.tokens = tokenize(text)
        self.partner, self.enclosing = match_brackets(self.tokens)

    def scopes(self) -> list[Scope]:
        scopes = []
        for k, token in enumerate(self.tokens):
            if token.text == "@available" and self._is(k + 1, "("):
                versions = self._arguments(k + 1)
                if versions:
                    end = self._declaration_end(self.partner[k + 1] + 1)
                    scopes.append(Scope(token.start, end, versions))
            elif token.text in ("if", "guard"):
                scopes += self._condition_scopes(k)
        return scopes

    def _is(self, k: int, text: str) -> bool:
        return k < len(self.tokens) and self.tokens[k].text == text

    def _arguments(self, k: int) -> dict[str, Version]:
        return parse_availability(self.tokens[k + 1:self.partner[k]])

    def _next(self, k: int) -> int:
        """The token after token k, or after the brackets token k opens."""
        return self.partner[k] + 1 if self.tokens[k].text in ("(", "[") else k + 1

    def _block(self, k: int) -> tuple[int, int]:
        """Offsets of the braces block opening at token k."""
        return self.tokens[k].start, self.tokens[self.partner[k]].end

    def _declaration_end(self, k: int) -> int:
        """End offset of the declaration whose attributes end before token k."""
        tokens = self.tokens
        while k < len(tokens) and (tokens[k].text in MODIFIERS or tokens[k].text.startswith("@")
                                   or (tokens[k].text == "class" and k + 1 < len(tokens)
                                       and tokens[k + 1].text in DECLARATIONS)):
            k = self.partner[k + 1] + 1 if self._is(k + 1, "(") else k + 1
        start = k
        while k < len(tokens):
            text = tokens[k].text
            if text == "{":
                return tokens[self.partner[k]].end
            if text in ("}", ";") or (k > start and tokens[k].line_start and (
                    text in MODIFIERS or text in DECLARATIONS or text[0] in "@#")):
                return tokens[k - 1].end
            k = self._next(k)
        return len(self.text)

    def _condition_scopes(self, k: int) -> list[Scope]:
        """Scopes of `if`/`guard` at token k whose conditions hold #available or
        #unavailable."""
        guard = self.tokens[k].text == "guard"
        stops = ("else" if guard else "{", "}", ";")
        versions: dict[str, Version] = {}
        negated = False
        i = k + 1
        while i < len(self.tokens) and self.tokens[i].text not in stops:
            text = self.tokens[i].text
            if text in ("#available", "#unavailable") and self._is(i + 1, "("):
                versions.update(self._arguments(i + 1))
                negated = text == "#unavailable"
            i = self._next(i)
        if not versions or i >= len(self.tokens) or self.tokens[i].text in ("}", ";"):
            return []
        if guard:
            if not self._is(i + 1, "{"):
                return []
            if negated:  # guard #unavailable(...) else { available here }
                return [Scope(*self._block(i + 1), versions)]
            outer = self.enclosing[k]
            end = len(self.text) if outer is None else self.tokens[self.partner[outer]].start
            return [Scope(self.tokens[self.partner[i + 1]].end, end, versions)]
        if not negated:
            return [Scope(*self._block(i), versions)]
        after = self.partner[i] + 1  # if #unavailable(...) { } else <available branch>
        if not self._is(after, "else") or after + 1 >= len(self.tokens):
            return []
        if self._is(after + 1, "{"):
            return [Scope(*self._block(after + 1), versions)]
        if self._is(after + 1, "if"):
            return [Scope(self.tokens[after + 1].start, self._if_end(after + 1), versions)]
        return []

    def _if_end(self, k: int) -> int:
        """End offset of the if/else-if/else chain starting at token k."""
        while True:
            while not self._is(k, "{"):
                k = self._next(k)
            k = self.partner[k]
            if not self._is(k + 1, "else"):
                return self.tokens[k].end
            k += 2


def coverage(scopes: list[Scope], offset: int, platform: str) -> Version:
    """The version of `platform` the scopes around `offset` guarantee."""
    best = (0, 0, 0)
    for scope in scopes:
        if scope.start <= offset < scope.end:
            best = max(best, scope.versions.get(platform, (0, 0, 0)),
                       scope.versions.get("*", (0, 0, 0)))
    return best


# The check --------------------------------------------------------------------------------

def toolchain_file(name: str) -> Path:
    """A file of the toolchain whose swift-symbolgraph-extract is on PATH."""
    extractor = shutil.which("swift-symbolgraph-extract")
    if not extractor:
        raise CheckError("swift-symbolgraph-extract is not on PATH")
    bin_dir = Path(extractor).resolve().parent
    path = bin_dir / name if name == "swift-symbolgraph-extract" else bin_dir.parent / "lib" / name
    if not path.exists():
        raise CheckError(f"{path} does not exist")
    return path


def newest_units(store: IndexStore, sources: Path) -> dict[Path, Unit]:
    """The library's source file (relative to Sources/DynamicCoding) -> its newest unit;
    a store also keeps units of earlier builds and of files since deleted."""
    units: dict[Path, Unit] = {}
    for unit in store.units():
        if unit.main_file.is_relative_to(LIBRARY_SOURCES) and unit.main_file.suffix == ".swift":
            relative = unit.main_file.relative_to(LIBRARY_SOURCES)
            if (sources / relative).exists() and (
                    relative not in units or unit.time > units[relative].time):
                units[relative] = unit
    return units


@dataclass
class FileResult:
    uses: set[tuple[int, int]]  # positions of uses of the modules' declarations
    used: set[str]              # their USRs
    errors: list[str]
    stale: list[str]            # uses whose position does not spell their name


def check_file(store: IndexStore, unit: Unit, text: str, declarations: dict[str, Declaration],
               floors: dict[str, Version]) -> FileResult:
    path = unit.main_file.relative_to(ROOT)
    try:
        scopes = Scanner(text).scopes()
    except ScanError as error:
        raise CheckError(f"{path}: cannot scan availability scopes: {error}") from error
    line_offsets = [0] + [newline.end() for newline in re.finditer("\n", text)]
    result = FileResult(set(), set(), [], [])
    above: dict[tuple[int, int], dict[str, tuple[Declaration, dict[str, Version]]]] = {}
    for record in unit.records:
        for occ in store.occurrences(record):
            declaration = declarations.get(occ.usr)
            if declaration is None or not occ.roles & ROLE_REFERENCE or \
                    occ.roles & (ROLE_DECLARATION | ROLE_DEFINITION):
                continue
            result.uses.add((occ.line, occ.column))
            result.used.add(occ.usr)
            offset = line_offsets[occ.line - 1] + occ.column - 1
            if not names_at(text, offset, occ):
                result.stale.append(f"{path}:{occ.line}:{occ.column} ('{occ.name}')")
            needed = {platform: v for platform, v in declaration.introduced.items()
                      if platform in floors and v > floors[platform]
                      and coverage(scopes, offset, platform) < v}
            if needed:
                above.setdefault((occ.line, occ.column), {})[occ.usr] = (declaration, needed)
    for (line, column), found in sorted(above.items()):
        needed = {platform: max(n[platform] for _, n in found.values() if platform in n)
                  for platform in floors if any(platform in n for _, n in found.values())}
        names = ", ".join(dict.fromkeys(f"'{d.name}'" for d, _ in found.values()))
        modules = ", ".join(dict.fromkeys(d.module for d, _ in found.values()))
        result.errors.append(
            f"{path}:{line}:{column}: error: {names} ({modules}) needs {show_platforms(needed)} "
            f"above the floor {show_platforms({p: floors[p] for p in needed})}; "
            f"put it under @available/#available with a fallback")
    return result


def check(index_store: Path, floors: dict[str, Version], sources: Path) -> int:
    store = IndexStore(toolchain_file("libIndexStore.so"), index_store)
    units = newest_units(store, sources)
    swift_files = {path.relative_to(sources) for path in sources.rglob("*.swift")}
    if not units:
        raise CheckError(f"{index_store} has no unit for any file of Sources/{LIBRARY}: "
                         f"build it with Scripts/check-availability.sh")
    if set(units) != swift_files:
        missing = sorted(str(path) for path in swift_files - set(units))
        raise CheckError(f"the index store covers {len(units)} of the {len(swift_files)} Swift "
                         f"files of Sources/{LIBRARY}; not indexed: {', '.join(missing[:10])}")
    targets = {unit.target for unit in units.values()}
    if len(targets) != 1:
        raise CheckError(f"the library's units were built for several targets: {targets}")

    target = targets.pop()
    extractor = toolchain_file("swift-symbolgraph-extract")
    with tempfile.TemporaryDirectory() as scratch, ThreadPoolExecutor() as pool:
        present = list(pool.map(lambda module: extract(extractor, module, target,
                                                       Path(scratch) / module), MODULES))
        if not present[0]:
            raise CheckError("swift-symbolgraph-extract found no Swift module")
        declarations = load_declarations(Path(scratch), set(floors))
    modules = [module for module, found in zip(MODULES, present) if found]
    absent = [module for module in MODULES if module not in modules]
    unchecked = set().union(*(unit.imports for unit in units.values())) - set(MODULES)
    print(f"availability: {len(units)} of {len(swift_files)} Swift files of Sources/{LIBRARY} "
          f"indexed; declarations of {', '.join(modules)}"
          + (f" (not on this toolchain: {', '.join(absent)})" if absent else "")
          + (f"; imports not checked: {', '.join(sorted(unchecked))}" if unchecked else ""))

    results = {}
    for relative, unit in sorted(units.items()):
        try:
            text = (sources / relative).read_bytes().decode("latin-1")  # a character a byte,
        except OSError as error:                                       # as index columns count
            raise CheckError(f"cannot read {error.filename}: {error.strerror}") from error
        results[relative] = check_file(store, unit, text, declarations, floors)
    stale = [use for result in results.values() for use in result.stale]
    if stale:
        raise CheckError(f"the index store does not match the sources (rebuild it): "
                         f"{len(stale)} uses name something else, e.g. {'; '.join(stale[:5])}")
    uses = sum(len(result.uses) for result in results.values())
    used = set().union(*(result.used for result in results.values()))
    errors = [error for result in results.values() for error in result.errors]
    for error in errors:
        print(error)
    if errors:
        files = sum(1 for result in results.values() if result.errors)
        print(f"availability: {len(errors)} uses above the floors in {files} files "
              f"({uses} uses of {len(modules)} modules' declarations checked)")
        return 1
    from_modules = sorted({declarations[usr].module for usr in used}, key=MODULES.index)
    print(f"availability: {uses} uses of {len(used)} declarations from "
          f"{', '.join(from_modules)} checked; none above {show_platforms(floors)}")
    return 0


def names_at(text: str, offset: int, occ: Occurrence) -> bool:
    """Whether the source at `offset` spells the occurrence's name. Only members are
    compared: a type may be named otherwise (`Self`, the type of `case let T.a(x)`), and
    init, subscripts, operators, accessors and implicit uses are not spelled where they
    occur."""
    base = occ.name.split("(")[0]
    if occ.roles & ROLE_IMPLICIT or not re.fullmatch(r"[a-z_]\w*", base) or \
            base in ("init", "subscript", "deinit", "callAsFunction"):
        return True
    return text.startswith(base, offset) or text.startswith(f"`{base}`", offset)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--index-store", required=True, type=Path)
    parser.add_argument("--floors", help=f"e.g. {DEFAULT_FLOORS} (default: Package.swift's)")
    parser.add_argument("--sources", type=Path, default=LIBRARY_SOURCES)
    arguments = parser.parse_args()
    try:
        floors = parse_floors(arguments.floors) if arguments.floors else package_floors()
        return check(arguments.index_store.resolve(), floors, arguments.sources.resolve())
    except CheckError as error:
        print(f"availability: error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
