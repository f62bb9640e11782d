#!/usr/bin/env python3
"""Writes Fuzz/Sources/FuzzModels/MatrixModels.swift: the fuzz models of the
declaration matrix, one `@Backed` declaration under test per model.

Every declaration shape (T, T?, [T], [String: T], any P, [any P], (any P)?, [String: any P],
.flat groups) of every value type, with every option that applies (none, .lax, each default
policy, .explicitNull, .lossy, the date and data strategies, and pairs of them), in three kinds
of model: an object (beside `@Backed var id: Int?`, with or without an `.otherKeys`
catch-all, at a key, a nested path or a `??` alternative), a value model (the one property is
`.flat`: the model is that value) and an array model (properties at indices). The polymorphic
bases are the fidelity parts (FidelityModels.swift), one per layout; the fuzz target runs each
model that holds one with and without an unknown-type fallback.

Run it after changing the matrix: `python3 Fuzz/generate-models.py` (the output is committed).
"""

import itertools
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "Sources", "FuzzModels", "MatrixModels.swift")

POLICIES = [".missing", ".null", ".invalid", ".missingOrNull", ".always", "[.null, .invalid]"]


class Scalar:
    """A value type: its Swift spelling, two values of it, a payload, and what applies."""

    def __init__(self, swift, a, b, payload, lax_payload=None, strategies=(None,), flatable=False,
                 faithful=True):
        self.swift, self.a, self.b, self.payload = swift, a, b, payload
        self.lax_payload = lax_payload  # the payload as a lax property reads it; None: not LaxScalar
        self.strategies = strategies  # (strategy expression, payload) pairs, or (None,)
        self.flatable = flatable  # an object of keys: can be `.flat` beside other properties
        self.faithful = faithful  # its own Codable keeps what it reads
        self.polymorphic = False


class Base(Scalar):
    """A polymorphic base: `any P`, one per layout."""

    def __init__(self, protocol, layout, payload, flatable):
        super().__init__(f"any {protocol}", "Parts.disc", "Parts.rod", payload, flatable=flatable)
        self.protocol, self.layout = protocol, layout
        self.polymorphic = True


DAY = "Date(timeIntervalSince1970: 86_400)"
SCALARS = [
    Scalar("Int", "7", "-3", "7", lax_payload='"7"'),
    Scalar("Double", "0.5", "-2", "0.5", lax_payload='"0.5"'),
    Scalar("Bool", "true", "false", "true", lax_payload='"true"'),
    Scalar("String", '"a"', '"b"', '"a"'),
    Scalar(
        "Date", DAY, "Date(timeIntervalSince1970: 0)", "86400",
        strategies=[
            (".secondsSince1970", "86400"), (".millisecondsSince1970", "86400000"),
            (".iso8601", '"1970-01-02T00:00:00Z"'), (".formatted(Formats.day)", '"1970-01-02"'),
            (".deferredToDecoder", "-978220800"),
        ]),
    Scalar("Data", "Data([1, 2])", "Data()", '"AQI="', strategies=[(".base64", '"AQI="'), (".deferredToDecoder", "[1,2]")]),
    Scalar("CodableValue", '"a"', "[1, nil]", '{"a":[1,null,"x"]}', flatable=True),
    Scalar("Point", "Point(x: 1, y: 2)", "Point(x: -1, y: 0.5)", '{"x":1,"y":2}', flatable=True, faithful=False),
    Scalar("Disc", "Parts.disc", "Parts.otherDisc", '{"radius":1,"inner":{"kind":"rod","length":2},"more":true}',
           flatable=True),
]
BASES = [
    Base("TaggedPart", "internal", '{"kind":"disc","radius":1,"z":null}', flatable=True),
    Base("NestedTagPart", "internal at a path", '{"meta":{"kind":"rod"},"length":2}', flatable=True),
    Base("AdjacentPart", "adjacent", '{"t":"disc","c":{"radius":1},"z":1}', flatable=True),
    Base("ExternalPart", "external", '{"rod":{"length":1}}', flatable=False),
    Base("DeducedPart", "deduced", '{"radius":1,"x":[]}', flatable=True),
    Base("SelectedPart", "selected with a tag", '{"sel":"disc","radius":1}', flatable=True),
    Base("UntaggedPart", "selected", '{"length":2,"sel":"rod"}', flatable=True),
]

SHAPES = ["T", "T?", "[T]", "[String: T]"]


def spell(shape, t):
    inner = f"({t.swift})" if t.polymorphic and shape == "T?" else t.swift
    return {"T": inner, "T?": inner + "?", "[T]": f"[{t.swift}]", "[String: T]": f"[String: {t.swift}]"}[shape]


def samples(shape, t):
    """Values of the declared type for edits: the first that changes the document is set."""
    return {
        "T": [t.a, t.b], "T?": [t.a, "nil", t.b], "[T]": [f"[{t.a}]", "[]"],
        "[String: T]": [f'["a": {t.a}]', "[:]"],
    }[shape]


def payload(shape, value):
    return {"T": value, "T?": value, "[T]": f"[{value},{value}]", "[String: T]": f'{{"a":{value}}}'}[shape]


class Decl:
    """One declaration under test."""

    def __init__(self, t, shape, options=(), default=None, policy=None, strategy=None, flat=False):
        self.t, self.shape, self.options, self.default, self.policy = t, shape, list(options), default, policy
        self.strategy, self.flat = strategy, flat

    @property
    def swift_type(self):
        return spell(self.shape, self.t)

    def arguments(self, path):
        parts = [path] if path else []
        if self.default is not None:
            parts.append(f"defaultValue: {self.default}")
            if self.policy:
                parts.append(f"replacing: {self.policy}")
        if self.options:
            opts = self.options[0] if len(self.options) == 1 else "[" + ", ".join(self.options) + "]"
            parts.append(f"options: {opts}")
        if self.strategy:
            parts.append(f"strategy: {self.strategy[0]}")
        return "(" + ", ".join(parts) + ")" if parts else ""

    def value_payload(self):
        if ".lax" in self.options:
            value = self.t.lax_payload
        elif self.strategy:
            value = self.strategy[1]
        else:
            value = self.t.payload
        return payload(self.shape, value)

    @property
    def faithful(self):
        # A default chosen for a missing value is written; a plain Codable value drops what it
        # does not read.
        missing = self.default is not None and (self.policy is None or "missing" in self.policy
                                                or self.policy == ".always")
        # KNOWN-BUG (fuzz-findings.md, "strategies re-spell what they read"): a date or data
        # read from a string is written back in the strategy's own spelling ("1970-01,02" as
        # "1970-01-02", "+00:00" as "Z", base64 "AQfI=" as "AQfI").
        respelled = self.t.swift == "Data" or (
            self.strategy is not None and self.strategy[0].startswith((".formatted", ".iso8601")))
        # Not a promise: a Date holds seconds since 2001 in a Double, so a number of
        # milliseconds since 1970 such as 864.5 comes back 864.5000457763672.
        return self.t.faithful and not missing and not respelled and self.t.swift != "Date"

    def describe(self):
        words = [self.swift_type]
        if self.default is not None:
            words.append(f"default {self.default}" + (f" replacing {self.policy}" if self.policy else ""))
        words += self.options
        if self.strategy:
            words.append(self.strategy[0])
        return ", ".join(words)


def declarations():
    """Every type × shape × option that applies."""
    decls = []
    for t in SCALARS + BASES:
        for shape, strategy in itertools.product(SHAPES, t.strategies):
            optional = shape == "T?"
            collection = shape.startswith("[")
            policy = itertools.cycle(POLICIES)
            variants = [dict()]
            if t.lax_payload and not collection:
                variants.append(dict(options=[".lax"]))
                variants.append(dict(options=[".lax"], default=t.a, policy=next(policy)))
            if optional:
                variants.append(dict(options=[".explicitNull"]))
                variants.append(dict(default="nil", policy=next(policy)))
                variants.append(dict(options=[".explicitNull"], default=t.a, policy=next(policy)))
                if t.lax_payload:
                    variants.append(dict(options=[".lax", ".explicitNull"]))
            elif collection:
                empty = "[]" if shape == "[T]" else "[:]"
                variants.append(dict(options=[".lossy"]))
                variants.append(dict(options=[".lossy"], default=empty, policy=next(policy)))
                variants.append(dict(default=empty, policy=next(policy)))
            else:
                variants.append(dict(default=t.a))
                variants.append(dict(default=t.a, policy=next(policy)))
                variants.append(dict(default=t.a, policy=next(policy)))
            for variant in variants:
                decls.append(Decl(t, shape, strategy=strategy, **variant))
    return decls


def flat_declarations():
    """`.flat` groups beside other properties: the types that are objects of keys."""
    decls = []
    for t in SCALARS + BASES:
        if not t.flatable:
            continue
        decls.append(Decl(t, "T", flat=True))
        if t.swift != "CodableValue":
            decls.append(Decl(t, "T?", flat=True))
    return decls


def value_declarations():
    """The one `.flat` property of a value model: every scalar, array and polymorphic value."""
    decls = []
    for t in SCALARS + BASES:
        for strategy in t.strategies:
            decls.append(Decl(t, "T", strategy=strategy, flat=True))
            decls.append(Decl(t, "T?", strategy=strategy, flat=True))
            decls.append(Decl(t, "[T]", strategy=strategy, flat=True, options=[".lossy"]))
        if t.lax_payload:
            decls.append(Decl(t, "T", options=[".lax"], flat=True))
            decls.append(Decl(t, "T?", options=[".lax"], flat=True))
        decls.append(Decl(t, "T?", default=t.a, policy="[.null, .invalid]", flat=True))
        decls.append(Decl(t, "[String: T]", flat=True))
    return decls


PATHS = [('"v"', [["v"]], lambda p: f'{{"v":{p},"id":1,"x":2}}'),
         ('Path("m", "v")', [["m", "v"]], lambda p: f'{{"m":{{"v":{p},"n":0}},"id":1}}'),
         ('"v" ?? "w"', [["v"], ["w"]], lambda p: f'{{"w":{p},"id":null}}')]


class Model:
    def __init__(self, index, kind, decl, path=None, owns=None, catch_all=False, seed=None):
        self.index = index
        self.kind, self.decl, self.path, self.owns, self.catch_all, self.seed = kind, decl, path, owns, catch_all, seed

    @property
    def name(self):
        return f"M{self.index}"

    def swift(self):
        d = self.decl
        path = ".flat" if d.flat and self.kind != "array" else self.path
        about = f"{self.kind}: {d.describe()}" + (f" at {self.path}" if self.path and self.kind != "value" else "")
        if d.flat and self.kind == "object":
            about += " (.flat)"
        if self.catch_all:
            about += ", a catch-all"
        lines = [f"/// {about}", f"struct {self.name}: MatrixModel {{"]
        lines.append(f"    static let about = {json.dumps(about)}")
        lines.append(f"    static let seed = #\"{self.seed}\"#")
        if not self.faithful:
            lines.append("    static let faithful = false")
        if d.t.polymorphic:
            lines.append("    static let polymorphic = true")
        lines.append(f"    @Backed{d.arguments(path)} var v: {d.swift_type}")
        values = samples(d.shape, d.t)
        if d.shape == "T?" and d.default is not None and ".explicitNull" not in d.options and (
                d.policy is None or "missing" in d.policy or d.policy == ".always"):
            values.remove("nil")  # nil is not written, and a missing value reads the default
        if d.flat and self.kind == "object" and d.t.swift == "CodableValue":
            values = ['["k": 1]', '["k": "b", "j": nil]']  # a .flat group is an object
        edits = [f"edit(\\.v, [{', '.join(values)}], owns: {json.dumps(self.owns)})"]
        if self.kind == "object" and sibling_bug(self):
            # KNOWN-BUG (fuzz-findings.md 1 and 6): no `id`, and no edit of `v` (set from nil,
            # the catch-all keeps writing the keys of its type).
            lines[0] += " (no id, no edit of v: KNOWN-BUG, a .flat value's catch-all and its siblings)"
            edits = edits[1:]
        elif self.kind == "object":
            lines.append("    @Backed var id: Int?")
            edits.append('edit(\\.id, [1, nil, 2], owns: [["id"]])')
        elif self.kind == "array":
            lines.append("    @Backed(Path(1)) var id: Int?")
            edits.append("edit(\\.id, [1, nil, 2], owns: [[]])")
        if self.catch_all:
            lines.append("    @Backed(.otherKeys) var rest: CodableValue.Object")
            edits.append("catchAllEdit(\\.rest)")
        lines.append(f"    var edits: [Edit<Self>] {{ [{', '.join(edits)}] }}")
        lines.append("}")
        return "\n".join(lines)

    @property
    def faithful(self):
        # Keys no one reads are dropped without a catch-all; an array model's elements past its
        # indices too.
        # A default that replaced a .flat value is written (RoundTrips.md).
        keeps = self.catch_all or (self.kind == "value" and self.decl.default is None)
        # KNOWN-BUG (fuzz-findings.md 7): a .flat optional polymorphic value that reads nil
        # drops its tag ("kind") from the document.
        dropsTag = self.decl.flat and self.decl.t.polymorphic and self.decl.shape == "T?"
        return self.decl.faithful and keeps and not dropsTag


# KNOWN-BUG exclusions, until the fixes land on main (issue 47), each naming the bug. A model
# one of them names is not generated (or, for fallbacks, not run with them).
def known_bug(model):
    d = model.decl
    if model.kind == "array" and d.t.swift == "Date" and not d.strategy and d.default:
        # KNOWN-BUG (fuzz-findings.md, "a Date a default guards changes in a property list"):
        # `[86400,2]` through a property list comes back `[-978220800,2]`.
        return "date default in a property list"
    if model.kind in ("array", "value") and d.t.swift == "Data" and not d.strategy:
        # KNOWN-BUG (fuzz-findings.md 4, "an array model writes Data as bytes", also a value
        # model): read from a
        # base64 string, written as an array of bytes, which does not decode again.
        return "data in an array model"
    if model.kind == "value" and d.shape == "T?" and (d.t.polymorphic or d.t.swift in ("Disc", "Point")):
        # KNOWN-BUG (fuzz-findings.md 11): a .flat optional value model reads an object its
        # type cannot decode as nil, in silence, and writes {}.
        return "flat optional object value"
    if model.kind == "value" and d.t.polymorphic and d.shape == "T?" and d.default:
        # KNOWN-BUG (fuzz-findings.md 9): a .flat optional polymorphic value model whose
        # default replaced an invalid payload writes {}.
        return "flat optional polymorphic default"
    return None


def sibling_bug(model):
    # KNOWN-BUG (fuzz-findings.md, "a .flat value's catch-all takes a sibling's key"): a .flat
    # property whose type keeps unknown keys (an .otherKeys catch-all, an UnknownTypeFallback)
    # next to `@Backed var id` keeps "id", and encoding throws `wrote the key "id" already`.
    # Such models have a catch-all instead of an `id` until the fix lands (with neither, a
    # model whose one property is a .flat optional has the known bug of `{}` for nil).
    d = model.decl
    return model.kind == "object" and d.flat and (d.t.polymorphic or d.t.swift == "Disc")


def models():
    return [m for m in all_models() if not known_bug(m)]


def all_models():
    result = []
    rotation = itertools.count()
    for decl in declarations():
        i = next(rotation)
        path, owns, seed = PATHS[i % len(PATHS)]
        result.append(Model(len(result), "object", decl, path, owns, catch_all=i % 2 == 0,
                            seed=seed(decl.value_payload())))
    for i, decl in enumerate(flat_declarations()):
        model = Model(len(result), "object", decl, owns=[[]], catch_all=i % 2 == 1 and decl.t.swift != "CodableValue",
                      seed=decl.value_payload()[:-1] + ',"id":1}')
        model.catch_all = model.catch_all or sibling_bug(model)
        result.append(model)
    for decl in value_declarations():
        result.append(Model(len(result), "value", decl, owns=[[]], seed=decl.value_payload()))
    for i, decl in enumerate(value_declarations()):
        if decl.t.swift == "Point" or (decl.t.polymorphic and decl.t.layout.startswith("internal")):
            continue
        result.append(Model(len(result), "array", Decl(decl.t, decl.shape, decl.options, decl.default, decl.policy,
                                                      decl.strategy), path="Path(0)", owns=[[]],
                            seed=f"[{decl.value_payload()},{i % 3}]"))
    return result


def main():
    all_models = models()
    for index, model in enumerate(all_models):
        model.index = index
    out = [
        "// Generated by Fuzz/generate-models.py: do not edit. The declaration matrix of the",
        "// roundtrip, fidelity and locality targets, one declaration under test (`v`) per model.",
        "// swift-format-ignore-file",
        "import DynamicCoding",
        "import Foundation",
        "",
    ]
    for model in all_models:
        out.append(model.swift())
        out.append("")
    out.append("/// Every model of the matrix, in the order the first bytes of an input select them.")
    out.append("let matrixModels: [any MatrixModel.Type] = [")
    for chunk in range(0, len(all_models), 10):
        out.append("    " + ", ".join(f"{m.name}.self" for m in all_models[chunk:chunk + 10]) + ",")
    out.append("]")
    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    with open(OUTPUT, "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"{len(all_models)} models written to {os.path.relpath(OUTPUT)}")


if __name__ == "__main__":
    main()
