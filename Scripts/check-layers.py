#!/usr/bin/env python3
"""Checks the folder rule of Sources/DynamicCoding: each folder (a subfolder counts as a
folder of its own) uses only the folders the rule allows, so the folders form no cycle.
The rule is written once, in the table at the top of the DocC article Architecture.md
(`| `Folder` | what it holds | the folders it uses |`); this script reads it from there.

A folder "uses" another when its code (comments and strings left out) names a type the
other declares, or a member the other adds to a type of the standard library or
Foundation. Prints the uses it found and exits 1 on the first broken rule.
Usage: Scripts/check-layers.py [--graph]
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent / "Sources" / "DynamicCoding"
ARTICLE = ROOT / "Documentation.docc" / "Architecture.md"


def read_rule() -> dict[str, list[str]]:
    """folder -> the folders it may use, from the article's table."""
    rule = {}
    for line in ARTICLE.read_text().splitlines():
        row = re.match(r"^\| `([\w/]+)` \|.*\| ([^|]*) \|$", line)
        if row:
            uses = row.group(2).strip()
            rule[row.group(1)] = [] if uses == "—" else [use.strip(" `") for use in uses.split(",")]
    return rule


RULE = read_rule()

DECLARATION = re.compile(
    r"^(?:(?:public|private|fileprivate|internal|final|indirect|@\w+(?:\([^)]*\))?)\s+)*"
    r"(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)", re.M)
EXTENSION = re.compile(r"^(?:(?:public|private|fileprivate|internal)\s+)?extension\s+(\w+)", re.M)
MEMBER = re.compile(r"^    (?:(?:public|private|fileprivate|internal|static|mutating|@\w+)\s+)*"
                    r"(?:func|var|let)\s+(\w+)", re.M)
# Member names too common to tell one folder's use from another's.
COMMON = {"codingPath", "context", "description", "decode", "encode", "none", "value", "error"}


def strip(source: str) -> str:
    """The code without comments and string literals."""
    source = re.sub(r'"""(?:.|\n)*?"""', '""', source)
    source = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', source)
    source = re.sub(r"/\*(?:.|\n)*?\*/", "", source)
    return re.sub(r"//[^\n]*", "", source)


def folder_of(path: pathlib.Path) -> str:
    return "/".join(path.relative_to(ROOT).parts[:-1][:2])


def main() -> int:
    files = {p: strip(p.read_text()) for p in sorted(ROOT.rglob("*.swift"))}
    unknown_uses = {use for uses in RULE.values() for use in uses} - set(RULE)
    if not RULE or unknown_uses:
        print(f"error: the rule in {ARTICLE.name} is unreadable or names unknown folders: {sorted(unknown_uses)}")
        return 1
    # Each folder may use only folders of earlier rows: then the rule itself has no cycle.
    rows = list(RULE)
    for folder, allowed in RULE.items():
        later = [use for use in allowed if rows.index(use) >= rows.index(folder)]
        if later:
            print(f"error: in {ARTICLE.name}, {folder} may use {later}, which are not in rows above it")
            return 1
    unknown = {folder_of(p) for p in files} - set(RULE)
    if unknown:
        print(f"error: folders missing from the rule: {sorted(unknown)}")
        return 1
    owners: dict[str, set[str]] = {}
    types = {name for code in files.values() for name in DECLARATION.findall(code)}
    for path, code in files.items():
        folder = folder_of(path)
        for name in DECLARATION.findall(code):
            owners.setdefault(name, set()).add(folder)
        # members added to types the library does not declare (Decoder, KeyedDecodingContainer, …)
        for block in re.split(r"^(?=\S)", code, flags=re.M):
            extended = EXTENSION.match(block)
            if extended and extended.group(1) not in types:
                for name in MEMBER.findall(block):
                    if name not in COMMON:
                        owners.setdefault(name, set()).add(folder)
    uses: dict[str, dict[str, str]] = {folder: {} for folder in RULE}
    for path, code in files.items():
        folder = folder_of(path)
        for token in set(re.findall(r"\b[A-Za-z_]\w*\b", code)):
            for owner in owners.get(token, ()):
                if owner != folder and len(owners[token]) == 1:
                    uses[folder].setdefault(owner, f"{path.relative_to(ROOT)} uses {token}")
    broken = False
    for folder, used in uses.items():
        for other, example in sorted(used.items()):
            allowed = other in RULE[folder]
            if not allowed:
                broken = True
                print(f"error: {folder} must not use {other}: {example}")
            elif "--graph" in sys.argv:
                print(f"{folder} -> {other} ({example})")
    if not broken:
        print(f"Folder rule holds: {len(files)} files in {len(RULE)} folders, no folder uses one it may not.")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
