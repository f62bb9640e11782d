// Atomic loads and stores of a machine word, for DynamicCoding's lock-free reads.
//
// Swift's `Atomic` (module Synchronization) needs macOS 15, iOS 18, tvOS 18 and
// watchOS 11; the package supports macOS 13, iOS 16, tvOS 16 and watchOS 9. C11
// atomics have no such floor. The functions are `static inline`, so the Swift compiler
// imports their bodies and inlines each one where it is called: a load costs what
// `Atomic.load` costs, one instruction on x86-64 and arm64.
//
// Each function takes the address of a plain `uintptr_t` (Swift's `UInt`) that Swift
// allocated, and reads or writes it as an `_Atomic(uintptr_t)`, which has the same size
// and alignment (checked below). Every access to such a word goes through these
// functions.

#ifndef DYNAMIC_CODING_ATOMICS_H
#define DYNAMIC_CODING_ATOMICS_H

#include <stdatomic.h>
#include <stdint.h>

_Static_assert(sizeof(_Atomic(uintptr_t)) == sizeof(uintptr_t), "an atomic word is a word");
_Static_assert(_Alignof(_Atomic(uintptr_t)) == _Alignof(uintptr_t), "an atomic word is aligned as a word");
_Static_assert(__atomic_always_lock_free(sizeof(uintptr_t), 0), "an atomic word needs no lock");

/// The word at `address`, read with acquire ordering: what was written before the
/// store that published it is visible after it.
static inline uintptr_t dynamic_coding_load_acquire(const uintptr_t *address) {
    return atomic_load_explicit((const _Atomic(uintptr_t) *)address, memory_order_acquire);
}

/// The word at `address`, read with no ordering of other memory.
static inline uintptr_t dynamic_coding_load_relaxed(const uintptr_t *address) {
    return atomic_load_explicit((const _Atomic(uintptr_t) *)address, memory_order_relaxed);
}

/// Writes `value` at `address` with release ordering: a thread that reads it with
/// acquire ordering sees every write made before this one.
static inline void dynamic_coding_store_release(uintptr_t *address, uintptr_t value) {
    atomic_store_explicit((_Atomic(uintptr_t) *)address, value, memory_order_release);
}

/// Writes `value` at `address` with no ordering of other memory.
static inline void dynamic_coding_store_relaxed(uintptr_t *address, uintptr_t value) {
    atomic_store_explicit((_Atomic(uintptr_t) *)address, value, memory_order_relaxed);
}

#endif
