"""Tests of check-availability.py's scanner of availability scopes in Swift source.
Run: python3 -m unittest discover -s Scripts -p 'test_*.py'"""
import importlib.util
import unittest
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "check_availability", Path(__file__).with_name("check-availability.py"))
check = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(check)


def guaranteed(source: str, marker: str, platform: str = "macOS") -> str:
    """The version of `platform` the scopes around `marker` (unique in `source`) guarantee,
    as text ("0" when none)."""
    assert source.count(marker) == 1, marker
    scopes = check.Scanner(source).scopes()
    return check.show(check.coverage(scopes, source.index(marker), platform))


class AvailableAttribute(unittest.TestCase):
    def test_body_and_signature_are_covered_and_what_follows_is_not(self):
        source = """
struct S {
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
    func f(_ a: SIGNATURE) -> Int {
        BODY
    }
    func g() { AFTER }
}
"""
        self.assertEqual(guaranteed(source, "SIGNATURE"), "15")
        self.assertEqual(guaranteed(source, "BODY"), "15")
        self.assertEqual(guaranteed(source, "BODY", "watchOS"), "11")
        self.assertEqual(guaranteed(source, "AFTER"), "0")

    def test_spellings(self):
        for attribute in ("@available(macOS 15.0, *)", "@available(macOS, introduced: 15)",
                          "@available(macOS, introduced: 15.0, message: \"x\")"):
            with self.subTest(attribute):
                self.assertEqual(guaranteed(f"{attribute}\nfunc f() {{ USE }}\n", "USE"), "15")

    def test_a_platform_not_named_and_star_are_not_covered(self):
        source = "@available(macOS 15, *)\nfunc f() { USE }\n"
        self.assertEqual(guaranteed(source, "USE", "iOS"), "0")
        source = "@available(*, deprecated, message: \"old\")\nfunc f() { USE }\n"
        self.assertEqual(guaranteed(source, "USE"), "0")

    def test_an_unavailable_platform_needs_no_version(self):
        source = "@available(macOS, unavailable)\nfunc f() { USE }\n"
        self.assertEqual(guaranteed(source, "USE"), check.show(check.NEVER))
        self.assertEqual(guaranteed(source, "USE", "iOS"), "0")
        source = "@available(*, unavailable)\nfunc f() { USE }\n"
        self.assertEqual(guaranteed(source, "USE", "iOS"), check.show(check.NEVER))

    def test_attributes_modifiers_and_a_signature_over_several_lines(self):
        source = """
@available(macOS 15, *)
@inlinable
public static func f<T>(
    _ a: T
) -> PARAMETERTYPE
    where T: Sendable
{
    BODY
}
"""
        self.assertEqual(guaranteed(source, "PARAMETERTYPE"), "15")
        self.assertEqual(guaranteed(source, "BODY"), "15")

    def test_a_declaration_without_a_body_ends_at_the_next_declaration(self):
        source = """
@available(macOS 15, *)
typealias A = ALIASED<Int>
struct B { NEXT }
"""
        self.assertEqual(guaranteed(source, "ALIASED"), "15")
        self.assertEqual(guaranteed(source, "NEXT"), "0")

    def test_attributes_inside_the_signature(self):
        source = """
@available(macOS 15, *)
var handler: @Sendable () -> Void { { CLOSURE } }
"""
        self.assertEqual(guaranteed(source, "CLOSURE"), "15")

    def test_a_type_covers_its_members(self):
        source = """
@available(macOS 15, *)
final class C {
    let a = Atomic<Int>(0)
    func f() { if x { MEMBER } }
}
"""
        self.assertEqual(guaranteed(source, "MEMBER"), "15")

    def test_nested_scopes_add_up(self):
        source = """
@available(macOS 15, *)
func f() {
    if #available(iOS 18, *) { INNER }
}
"""
        self.assertEqual(guaranteed(source, "INNER"), "15")
        self.assertEqual(guaranteed(source, "INNER", "iOS"), "18")


class AvailableCondition(unittest.TestCase):
    def test_if_covers_its_then_block_only(self):
        source = """
func f() {
    if #available(macOS 15, iOS 18, *) {
        THEN
    } else {
        ELSE
    }
    AFTER
}
"""
        self.assertEqual(guaranteed(source, "THEN"), "15")
        self.assertEqual(guaranteed(source, "THEN", "iOS"), "18")
        self.assertEqual(guaranteed(source, "ELSE"), "0")
        self.assertEqual(guaranteed(source, "AFTER"), "0")

    def test_if_with_further_conditions(self):
        for condition in ("#available(macOS 15, *), let x = y(), x > 0",
                          "let x = y(), #available(macOS 15, *)"):
            with self.subTest(condition):
                self.assertEqual(guaranteed(f"func f() {{ if {condition} {{ THEN }} }}", "THEN"),
                                 "15")

    def test_nested_braces_in_the_then_block(self):
        source = """
func f() {
    if #available(macOS 15, *) {
        items.forEach { item in
            if item.ok { DEEP }
        }
    }
}
"""
        self.assertEqual(guaranteed(source, "DEEP"), "15")

    def test_guard_covers_the_rest_of_the_enclosing_block(self):
        source = """
func f() {
    guard #available(macOS 15, *) else {
        FALLBACK
        return
    }
    if y { REST }
}
func g() { OUTSIDE }
"""
        self.assertEqual(guaranteed(source, "REST"), "15")
        self.assertEqual(guaranteed(source, "FALLBACK"), "0")
        self.assertEqual(guaranteed(source, "OUTSIDE"), "0")

    def test_unavailable_covers_the_other_branch(self):
        source = """
func f() {
    if #unavailable(macOS 15) {
        OLD
    } else {
        NEW
    }
    guard #unavailable(macOS 15) else {
        GUARDED
        return
    }
    LATER
}
"""
        self.assertEqual(guaranteed(source, "NEW"), "15")
        self.assertEqual(guaranteed(source, "OLD"), "0")
        self.assertEqual(guaranteed(source, "GUARDED"), "15")
        self.assertEqual(guaranteed(source, "LATER"), "0")

    def test_unavailable_with_an_else_if_chain(self):
        source = """
func f() {
    if #unavailable(macOS 15) {
        OLD
    } else if x {
        NEW
    } else {
        LAST
    }
    AFTER
}
"""
        self.assertEqual(guaranteed(source, "NEW"), "15")
        self.assertEqual(guaranteed(source, "LAST"), "15")
        self.assertEqual(guaranteed(source, "AFTER"), "0")

    def test_a_use_outside_the_guarded_scope_is_not_covered(self):
        source = """
func f() {
    if #available(macOS 15, *) {
        GUARDED
    }
    UNGUARDED
}
"""
        self.assertEqual(guaranteed(source, "UNGUARDED"), "0")


class CommentsAndStrings(unittest.TestCase):
    def test_availability_in_comments_and_strings_counts_for_nothing(self):
        source = r'''
func f() {
    // if #available(macOS 15, *) {
    /* outer /* nested } */ if #available(macOS 15, *) { */
    let a = "if #available(macOS 15, *) {"
    let b = """
        @available(macOS 15, *) func g() {
        "quoted" \(h("}")) {
        """
    let c = #"raw " { \(x) "#
    let d = ##"raw "# { "##
    let empty = #""""#
    let raw = #"""
        { "# }
        """#
    let e = "interpolated \(g(#"}"#, "{")) done"
    let q = "escaped \" { \\"
    let r = #/a{2}"/#
    USE
}
'''
        self.assertEqual(guaranteed(source, "USE"), "0")
        self.assertEqual(check.Scanner(source).scopes(), [])

    def test_comments_between_condition_and_block(self):
        source = """
func f() {
    if #available(macOS 15, *) /* { */ {
        THEN // }
    }
}
"""
        self.assertEqual(guaranteed(source, "THEN"), "15")

    def test_unbalanced_braces_stop_the_scan(self):
        with self.assertRaises(check.ScanError):
            check.Scanner("func f() {\n    if x {\n}\n")
        with self.assertRaises(check.ScanError):
            check.Scanner('let s = "unterminated\n')


class Floors(unittest.TestCase):
    def test_versions(self):
        self.assertEqual(check.version("15"), (15, 0, 0))
        self.assertEqual(check.version("10.14.4"), (10, 14, 4))
        self.assertEqual(check.show((13, 3, 0)), "13.3")
        self.assertEqual(check.parse_floors("macOS=13,iOS=16.4"),
                         {"macOS": (13, 0, 0), "iOS": (16, 4, 0)})
        with self.assertRaises(check.CheckError):
            check.parse_floors("macOS 13")


if __name__ == "__main__":
    unittest.main()
